"""What one seat may know of a hand (`seat_view`): the app renders each seat from its own view.

A `HandState` holds everything; a `SeatView` keeps only what the player in that seat has seen or
been told at the table:

- his own hand; of the other hands only how many cards they hold;
- of the stock only its size, except for the dealer while he robs it (`draw.rob`: he chooses
  from his own nine plus what is left of the stock);
- the discards of the other players as the profile says (`discards`, section 8): under
  ``face_up`` the non-dealers' discards are shown (`draw.discard`); under ``face_down`` only how
  many cards each put away. The dealer's discard is never shown (he does not discard with the
  others, `draw.rob`). Trumps put out of play are always shown (`draw.excess-trumps`,
  `draw.rob`), so they appear in `dead` and among the shown cards of a discard;
- everything said or played openly: calls, trump, cards taken in the fill (`draw.fill`), tricks;
- in table mode, the rulings and pending irregularities, and the revokes a seat knows of: its own
  and those that have been claimed (`irregular.revoke`).
"""

from __future__ import annotations

from typing import NamedTuple

from tutor.cards import Card, Suit
from tutor.games.cinch.profile import Profile
from tutor.games.cinch.state import HandState, Phase, Revoke, Table
from tutor.games.seats import Seat
from tutor.games.tricks import Trick


class Discard(NamedTuple):
    """A seat's discard as another seat sees it."""

    size: int
    """How many cards were put away: the pile is in sight of everyone."""
    shown: tuple[Card, ...]
    """The cards of it this seat may see: all of them, or only the trumps shown and dead."""

    @property
    def face_up(self) -> bool:
        return len(self.shown) == self.size


class SeatView(NamedTuple):
    """A hand of Cinch as one seat sees it."""

    seat: Seat
    profile: Profile
    dealer: Seat
    phase: Phase
    to_move: Seat | None
    hand: tuple[Card, ...]
    """The seat's own cards, in deck order."""
    hand_sizes: tuple[int, int, int, int]
    """How many cards each seat holds, indexed by seat."""
    stock_size: int
    stock: tuple[Card, ...] | None
    """The stock's cards, top first, for the dealer robbing it; None for everyone else."""
    calls: tuple[tuple[Seat, int | None], ...]
    bidder: Seat | None
    bid: int
    trump: Suit | None
    discards: tuple[Discard | None, ...]
    """Each seat's discard (None: not yet), indexed by seat."""
    took: tuple[int, int, int, int]
    dead: tuple[tuple[Seat, Card], ...]
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[Seat, Card], ...]
    next_dealer: Seat | None
    table: Table | None
    """Table mode: as in the state, with only the revokes this seat knows of."""


def seat_view(state: HandState, seat: Seat) -> SeatView:
    """What `seat` may know of `state`; see the module's description for what is hidden."""
    robbing = state.phase is Phase.ROB and seat == state.dealer
    return SeatView(
        seat=seat,
        profile=state.profile,
        dealer=state.dealer,
        phase=state.phase,
        to_move=state.to_move,
        hand=state.hand(seat),
        hand_sizes=tuple(hand.bit_count() for hand in state.hands),  # type: ignore[arg-type]
        stock_size=len(state.stock),
        stock=state.stock if robbing else None,
        calls=state.calls,
        bidder=state.bidder,
        bid=state.bid,
        trump=state.trump,
        discards=tuple(_discard(state, seat, owner) for owner in Seat),
        took=state.took,
        dead=state.dead,
        tricks=state.tricks,
        trick=state.trick,
        next_dealer=state.next_dealer,
        table=None if state.table is None else _table(state.table, seat),
    )


def _discard(state: HandState, seat: Seat, owner: Seat) -> Discard | None:
    cards = state.discards[owner]
    if cards is None:
        return None
    face_up = owner == seat or (owner != state.dealer and state.profile.discards == "face_up")
    if face_up:
        return Discard(len(cards), cards)
    dead = {card for who, card in state.dead if who == owner}
    return Discard(len(cards), tuple(card for card in cards if card in dead))


def _table(table: Table, seat: Seat) -> Table:
    known: tuple[Revoke, ...] = tuple(r for r in table.revokes if r.claimed or r.seat == seat)
    return table._replace(revokes=known)
