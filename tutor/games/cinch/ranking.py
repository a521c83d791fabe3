"""Which cards are trumps and how they rank, as tables built once (section 1 of the rules).

The Left Pedro is handled here and nowhere else: `effective_suit` puts it in the trump suit
(`rank.left-pedro`), so every other module asks this one what suit a card belongs to.
"""

from __future__ import annotations

from enum import Enum

from tutor.cards import DECK, Card, Rank, Suit, mask_of

PLAIN_ORDER = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT,
               Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO)
"""`rank.plain-order`: high to low."""


def right_pedro(trump: Suit) -> Card:
    """`rank.right-pedro`: the 5 of trumps."""
    return Card.of(Rank.FIVE, trump)


def left_pedro(trump: Suit) -> Card:
    """`rank.left-pedro`: the 5 of the other suit of the same colour."""
    return Card.of(Rank.FIVE, trump.same_colour)


def trump_order(trump: Suit) -> tuple[Card, ...]:
    """`rank.trump-order`: the 14 trumps from the Ace down, Left Pedro just below Right Pedro."""
    high = [Card.of(rank, trump) for rank in PLAIN_ORDER[:10]]  # A … 5 (Right Pedro)
    low = [Card.of(rank, trump) for rank in PLAIN_ORDER[10:]]  # 4 3 2
    return (*high, left_pedro(trump), *low)


def suit_order(suit: Suit, trump: Suit) -> tuple[Card, ...]:
    """The cards of a suit, high to low, as they rank with `trump` as trumps."""
    if suit == trump:
        return trump_order(trump)
    return tuple(card for card in (Card.of(r, suit) for r in PLAIN_ORDER) if card != left_pedro(trump))


def effective_suit(card: Card, trump: Suit) -> Suit:
    """The suit a card belongs to for every purpose of play: trump for the Left Pedro."""
    return EFFECTIVE_SUIT[trump][card]


def is_trump(card: Card, trump: Suit) -> bool:
    return EFFECTIVE_SUIT[trump][card] == trump


class Point(str, Enum):
    """The six scoring cards (`points.cards`), in the order a score sheet lists them."""

    HIGH = "high"
    LOW = "low"
    JACK = "jack"
    GAME = "game"
    RIGHT_PEDRO = "right_pedro"
    LEFT_PEDRO = "left_pedro"

    @property
    def points(self) -> int:
        """What the card is worth: 5 for a Pedro, 1 for the others."""
        return 5 if self in (Point.RIGHT_PEDRO, Point.LEFT_PEDRO) else 1


POINTS_IN_PLAY = 14
"""All the points of a hand: 1 + 1 + 1 + 1 + 5 + 5 (`points.cards`)."""


def point_card(point: Point, trump: Suit) -> Card:
    """The card that carries `point` when `trump` is trumps."""
    return POINT_CARDS[trump][point]


def _point_cards(trump: Suit) -> dict[Point, Card]:
    return {
        Point.HIGH: Card.of(Rank.ACE, trump),
        Point.LOW: Card.of(Rank.TWO, trump),
        Point.JACK: Card.of(Rank.JACK, trump),
        Point.GAME: Card.of(Rank.TEN, trump),
        Point.RIGHT_PEDRO: right_pedro(trump),
        Point.LEFT_PEDRO: left_pedro(trump),
    }


# Tables indexed [trump][card] or [trump][suit], built once at import.
EFFECTIVE_SUIT: tuple[tuple[Suit, ...], ...] = tuple(
    tuple(trump if card == left_pedro(trump) else card.suit for card in DECK) for trump in Suit
)
SUIT_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(mask_of(suit_order(suit, trump)) for suit in Suit) for trump in Suit
)
"""The cards that follow `suit` when `trump` is trumps."""
TRUMP_MASK: tuple[int, ...] = tuple(SUIT_MASK[trump][trump] for trump in Suit)
POINT_CARDS: tuple[dict[Point, Card], ...] = tuple(_point_cards(trump) for trump in Suit)
POINT_MASK: tuple[int, ...] = tuple(mask_of(POINT_CARDS[trump].values()) for trump in Suit)
POINT_OF: tuple[dict[Card, Point], ...] = tuple(
    {card: point for point, card in POINT_CARDS[trump].items()} for trump in Suit
)
STRENGTH: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        100 - trump_order(trump).index(card) if EFFECTIVE_SUIT[trump][card] == trump
        else 20 - PLAIN_ORDER.index(card.rank)
        for card in DECK
    )
    for trump in Suit
)
"""How strong a card is when `trump` is trumps: any trump beats any plain card."""


def _follow(trump: Suit, led: Card) -> tuple[int, int]:
    suit, trumps = EFFECTIVE_SUIT[trump][led], TRUMP_MASK[trump]
    if suit == trump:
        return trumps, trumps
    return SUIT_MASK[trump][suit], SUIT_MASK[trump][suit] | trumps


FOLLOW: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(_follow(trump, card) for card in DECK) for trump in Suit
)
"""[trump][card led] → (required, allowed) masks: a player holding a card of `required` must play
a card of `allowed` (`play.follow-trump`, `play.follow-or-trump`), one holding none plays any card
(`play.void`)."""

TRICK_STRENGTH: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(STRENGTH[trump][card] if EFFECTIVE_SUIT[trump][card] in (led, trump) else 0 for card in DECK)
        for led in Suit
    )
    for trump in Suit
)
"""[trump][suit led][card] → its `STRENGTH` if it can win such a trick, else 0 (`play.trick-winner`)."""
