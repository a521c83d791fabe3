"""The state of one hand of Cinch, from the deal to the last trick, as an immutable value.

Hands are card masks (`tutor.cards.mask_of`) indexed by seat; everything else is tuples, so a
state compares equal to an equal state and applying a move returns a new one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import Enum
from functools import partial
from typing import Any, NamedTuple

from tutor.cards import FULL_MASK, Card, Suit, cards_of, mask_of
from tutor.games.cinch.profile import STANDARD, Profile
from tutor.games.seats import Seat, Side
from tutor.games.tricks import Trick

HAND_SIZE = 9
"""`deal.threes`: nine cards each."""
STOCK_SIZE = 16
KEEP = 6
"""`draw.fill`: every hand is brought to six cards for the play."""
TRICKS = 6
"""`play.next-lead`: six tricks are played."""


class Phase(str, Enum):
    """What the hand is waiting for; the last two end it."""

    BIDDING = "bidding"
    TRUMP = "trump"
    DISCARD = "discard"
    ROB = "rob"
    PLAY = "play"
    COMPLETE = "complete"
    """Six tricks played: the hand can be scored."""
    REDEAL = "redeal"
    """The hand is abandoned and dealt again (`bid.all-pass`, `irregular.new-deal`, `irregular.misdeal`)."""

    def __init__(self, value: str) -> None:
        self.is_over = value in ("complete", "redeal")
        """Whether the hand is over (an attribute: every loop over a hand asks it at each move)."""


class Revoke(NamedTuple):
    """A failure to follow suit accepted in table mode (`irregular.revoke`)."""

    seat: Seat
    trick: int
    """The number of the trick, 1 to 6."""
    card: Card
    rule: str
    claimed: bool = False


class OutOfTurn(NamedTuple):
    """A card played out of turn in table mode, waiting for the opponents' ruling."""

    seat: Seat
    card: Card
    rightful: Seat
    """Whose turn it really was."""


class Table(NamedTuple):
    """What table mode remembers about irregularities (section 7)."""

    barred: frozenset[Side] = frozenset()
    """`irregular.bid-out-of-turn`: sides that may no longer bid."""
    out_of_turn: OutOfTurn | None = None
    lead_demand: tuple[Seat, str] | None = None
    """`irregular.play-out-of-turn`: the rightful leader must ('lead-trump') or must not lead a trump."""
    revokes: tuple[Revoke, ...] = ()
    rulings: tuple[str, ...] = ()
    """The rule ids of the rulings applied, in order."""


class HandState(NamedTuple):
    """One hand of Cinch: every field is public to the engine; `seat_view` hides what a seat may not see."""

    profile: Profile
    dealer: Seat
    phase: Phase
    to_move: Seat | None
    hands: tuple[int, int, int, int]
    stock: tuple[Card, ...]
    """The cards not dealt, top first; after the rob, those the dealer left."""
    calls: tuple[tuple[Seat, int | None], ...] = ()
    """The bidding so far: (seat, bid) with None for a pass."""
    bidder: Seat | None = None
    """The high bidder, or the dealer as maker with no contract (`bid.all-pass`)."""
    bid: int = 0
    trump: Suit | None = None
    discards: tuple[tuple[Card, ...] | None, ...] = (None, None, None, None)
    """What each seat put away (None: not yet); the dealer's are the cards of his nine he did not keep."""
    took: tuple[int, int, int, int] = (0, 0, 0, 0)
    """`draw.fill`: how many cards each seat took from the stock (public)."""
    dead: tuple[tuple[Seat, Card], ...] = ()
    """Trumps put out of play and shown, with the seat that put them out (`draw.excess-trumps`)."""
    tricks: tuple[Trick, ...] = ()
    trick: tuple[tuple[Seat, Card], ...] = ()
    """The trick being played, in order."""
    refill: tuple[Card, ...] | None = None
    """`draw.stock-short`: the order the discards are dealt in when the stock runs out."""
    next_dealer: Seat | None = None
    """Who deals next when the hand is abandoned (`Phase.REDEAL`)."""
    table: Table | None = None
    """Table mode (irregularities are ruled on instead of refused) when not None."""

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards `seat` holds, in deck order."""
        return cards_of(self.hands[seat])

    @property
    def bidding_side(self) -> Side | None:
        return None if self.bidder is None else self.bidder.side

    @property
    def high_bid(self) -> int:
        """The highest bid so far (0 when nobody has bid)."""
        return self.bid

    @property
    def leader(self) -> Seat | None:
        """Who led (or leads) the current trick."""
        if self.trick:
            return self.trick[0][0]
        return self.to_move if self.phase is Phase.PLAY else None

    def has_called(self, seat: Seat) -> bool:
        return any(who == seat for who, _ in self.calls)


_new_tuple = tuple.__new__
_FIELD_INDEX = {name: index for index, name in enumerate(HandState._fields)}


def replace(state: HandState, **changes: Any) -> HandState:
    """``state._replace(**changes)`` at about two thirds of the cost (table mode, rulings).

    `test_replace_is_replace` keeps the two equal; an unknown field raises `KeyError`.
    """
    values = list(state)
    for name, value in changes.items():
        values[_FIELD_INDEX[name]] = value
    return _new_tuple(HandState, values)


PHASE, TO_MOVE, HANDS, STOCK, CALLS, BIDDER, BID, TRUMP, DISCARDS, TOOK, DEAD, REFILL, NEXT_DEALER = (
    _FIELD_INDEX[name] for name in ("phase", "to_move", "hands", "stock", "calls", "bidder", "bid", "trump",
                                    "discards", "took", "dead", "refill", "next_dealer")
)
"""Positions of the fields of `HandState`: a move's transition sets the fields it changes in
``list(state)`` and makes the state again with `rebuilt`, at a third of the cost of `_replace`."""

rebuilt: Callable[[list[Any]], HandState] = partial(_new_tuple, HandState)
"""The state of a list of its fields, in the order of `HandState._fields`."""

WithHand = Callable[[tuple[int, int, int, int], int], tuple[int, int, int, int]]

WITH_HAND: tuple[WithHand, WithHand, WithHand, WithHand] = (
    lambda hands, mask: (mask, hands[1], hands[2], hands[3]),
    lambda hands, mask: (hands[0], mask, hands[2], hands[3]),
    lambda hands, mask: (hands[0], hands[1], mask, hands[3]),
    lambda hands, mask: (hands[0], hands[1], hands[2], mask),
)
"""[seat](hands, mask) → the four hands with `seat`'s replaced by `mask` (a table: the play makes 24 a hand)."""


def new_hand(
    dealer: Seat,
    hands: Mapping[Seat, Iterable[Card]],
    stock: Sequence[Card],
    profile: Profile = STANDARD,
    *,
    table_mode: bool = False,
    refill: Sequence[Card] | None = None,
) -> HandState:
    """The position after the deal: bidding starts on the dealer's left (`bid.order`).

    The four hands and the stock must hold the 52 cards once each, nine per hand
    (`deal.threes`) unless `table_mode` lets a misdeal be recorded (`irregular.misdeal`).
    """
    given = [tuple(hands.get(seat, ())) for seat in Seat]
    masks = tuple(mask_of(cards) for cards in given)
    sizes = [len(cards) for cards in given]
    if sum(sizes) + len(stock) != 52 or masks[0] | masks[1] | masks[2] | masks[3] | mask_of(stock) != FULL_MASK:
        raise ValueError("the hands and the stock must hold the 52 cards exactly once each")
    if not table_mode and sizes != [HAND_SIZE] * 4:
        wrong = next(seat for seat in Seat if sizes[seat] != HAND_SIZE)
        raise ValueError(f"every hand must have {HAND_SIZE} cards: {wrong} has {sizes[wrong]}")
    return dealt(profile, dealer, masks, tuple(stock), None if refill is None else tuple(refill),  # type: ignore[arg-type]
                 Table() if table_mode else None)


def dealt(
    profile: Profile,
    dealer: Seat,
    hands: tuple[int, int, int, int],
    stock: tuple[Card, ...],
    refill: tuple[Card, ...] | None = None,
    table: Table | None = None,
) -> HandState:
    """The position after a deal already known to be right: bidding starts on the dealer's left."""
    return HandState(profile, dealer, _BIDDING, dealer.left, hands, stock, refill=refill, table=table)


_BIDDING = Phase.BIDDING
