"""The state of one hand of Coinche, from the deal to the last trick, as an immutable value.

Hands are card masks (`tutor.cards.mask_of`) indexed by seat; everything else is tuples, so a
state compares equal to an equal state and applying a move returns a new one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from typing import NamedTuple

from tutor.cards import PIQUET_MASK, Card, Rank, Suit, cards_of, mask_of
from tutor.games.coinche.moves import Move
from tutor.games.coinche.profile import STANDARD, Profile
from tutor.games.seats import Seat, Side
from tutor.games.tricks import Plays, Trick

HAND_SIZE = 8
"""`deal.packets`: eight cards each, all 32 dealt."""
TRICKS = 8
"""`play.next-lead`: eight tricks are played."""


class Phase(str, Enum):
    """What the hand is waiting for; the last three end it."""

    AUCTION = "auction"
    PLAY = "play"
    COMPLETE = "complete"
    """Eight tricks played (or play stopped by a revoke found late): the hand can be scored."""
    THROWN_IN = "thrown_in"
    """`bid.all-pass`: nobody bid; nobody scores and the next dealer deals."""
    REDEAL = "redeal"
    """`irregular.misdeal`: the same dealer deals again."""

    def __init__(self, value: str) -> None:
        self.is_over = value in ("complete", "thrown_in", "redeal")
        """Whether the hand is over (an attribute: every loop over a hand asks it at each move)."""


class Contract(NamedTuple):
    """The highest bid once the auction is over, with its multiplier (`bid.end`, `score.coinche`)."""

    seat: Seat
    amount: int | None
    """The number bid; None for capot."""
    suit: Suit
    multiplier: int = 1
    """1, 2 after a coinche, 4 (or 3) after a surcoinche."""

    @property
    def side(self) -> Side:
        """The attackers."""
        return self.seat.side

    @property
    def capot(self) -> bool:
        return self.amount is None


class Revoke(NamedTuple):
    """A card that broke a rule of play, let stand in table mode (`irregular.revoke`)."""

    seat: Seat
    card: Card
    rule: str
    trick: int
    """The number of the trick, 1 to 8."""
    before: HandState | None
    """The position before the card while no later card has been played (it can be taken back)."""


class Table(NamedTuple):
    """What table mode remembers about irregularities (section 8)."""

    revokes: tuple[Revoke, ...] = ()
    """Revokes not yet claimed."""
    penalty: Side | None = None
    """The side whose revoke was found too late: it loses the hand (`irregular.revoke`)."""
    rulings: tuple[str, ...] = ()
    """The rule ids of the rulings applied, in order."""


class HandState(NamedTuple):
    """One hand of Coinche: every field is public to the engine."""

    profile: Profile
    dealer: Seat
    phase: Phase
    to_move: Seat | None
    hands: tuple[int, int, int, int]
    calls: tuple[Move, ...] = ()
    """The auction so far, in order: passes, bids, coinche, surcoinche."""
    high: Move | None = None
    """The highest bid so far (`bid.must-top`)."""
    passes: int = 0
    """Passes in a row since the last bid, or since the start (`bid.end`, `bid.all-pass`)."""
    multiplier: int = 1
    coincher: Seat | None = None
    answering: tuple[Seat, ...] = ()
    """Under the option `surcoinche`: the players of the coinched side still to answer the coinche."""
    contract: Contract | None = None
    """Set when the auction ends with a bid."""
    trump: Suit | None = None
    belote: Seat | None = None
    """The player dealt the king and queen of trumps (`play.belote`), known once the auction ends."""
    announced: tuple[tuple[Seat, Card, str], ...] = ()
    """``belote`` and ``rebelote`` as said, with the card each was said with."""
    tricks: tuple[Trick, ...] = ()
    trick: Plays = ()
    """The trick being played, in order."""
    master: tuple[Seat, Card] | None = None
    """Who is winning the trick being played so far, and with which card (`play.trick-winner`)."""
    table: Table | None = None
    """Table mode (irregularities are ruled on instead of refused) when not None."""

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards `seat` holds now, in deck order."""
        return cards_of(self.hands[seat])

    @property
    def played(self) -> int:
        """The mask of every card played so far."""
        return mask_of(card for trick in self.tricks for _, card in trick.plays) | mask_of(c for _, c in self.trick)


_INDEX = {name: index for index, name in enumerate(HandState._fields)}


def replaced(state: HandState, **changes: object) -> HandState:
    """``state._replace(**changes)`` at a third of its cost: the auction's transitions make one
    at every call."""
    fields: list[object] = list(state)
    for name, value in changes.items():
        fields[_INDEX[name]] = value
    return tuple.__new__(HandState, fields)


def next_seat(profile: Profile, seat: Seat) -> Seat:
    """`deal.seats`: the next player in the direction of play (clockwise by default)."""
    return seat.left if profile.direction == "clockwise" else seat.right


def belote_holder(hands: Sequence[int], trump: Suit) -> Seat | None:
    """`play.belote`: the player who holds both the king and the queen of trumps."""
    pair = Card.of(Rank.KING, trump).bit | Card.of(Rank.QUEEN, trump).bit
    return next((seat for seat in Seat if hands[seat] & pair == pair), None)


def new_hand(
    dealer: Seat,
    hands: Mapping[Seat, Sequence[Card]],
    profile: Profile = STANDARD,
    *,
    table_mode: bool = False,
) -> HandState:
    """The position after the deal: the player after the dealer speaks first (`bid.order`).

    Outside table mode the deal must be the 32 cards, eight to each seat (`rank.pack`,
    `deal.packets`); in table mode a misdeal may be recorded, to be claimed (`irregular.misdeal`).
    """
    masks = tuple(mask_of(hands[seat]) for seat in Seat)
    counts = [len(hands[seat]) for seat in Seat]
    if sum(counts) != sum(m.bit_count() for m in masks) or any(m & ~PIQUET_MASK for m in masks):
        raise ValueError("`rank.pack`: the hands must hold cards of the 32-card pack, each once")
    if not table_mode and (counts != [HAND_SIZE] * 4 or sum(masks) != PIQUET_MASK):
        raise ValueError("`deal.packets`: each seat is dealt eight cards of the 32-card pack")
    return HandState(
        profile, dealer, Phase.AUCTION, next_seat(profile, dealer), masks,  # type: ignore[arg-type]
        table=Table() if table_mode else None,
    )
