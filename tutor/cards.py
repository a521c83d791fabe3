"""Playing cards as small immutable values with a text round trip (`rank.pack`).

A card is written rank+suit: ranks ``A K Q J 10 9 8 7 6 5 4 3 2``, suits ``S H D C``
(case-insensitive on input, upper case on output)::

    >>> Card.parse("10h")
    Card.parse('10H')
    >>> str(Card.parse("5d")), Card.parse("AS").rank, Card.parse("AS").suit
    ('5D', <Rank.ACE: 14>, <Suit.SPADES: 0>)

A `Card` is an `int` from 0 to 51 (``suit * 13 + rank - 2``) so that rules code can index tables
with it and keep sets of cards as bit masks (`mask_of`, `cards_of`).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum


class InvalidCardError(ValueError):
    """Raised for text that does not name a card, a suit or a rank."""


class Suit(IntEnum):
    """The four suits, in the order of the notation ``S H D C``."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def same_colour(self) -> Suit:
        """The other suit of the same colour: hearts ↔ diamonds, spades ↔ clubs."""
        return _SAME_COLOUR[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        letter = text.strip().upper()
        if len(letter) != 1 or letter not in "SHDC":
            raise InvalidCardError(f"{text!r} is not a suit: expected one of S, H, D, C")
        return cls("SHDC".index(letter))

    def __str__(self) -> str:
        return self.letter


_SAME_COLOUR = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}


class Rank(IntEnum):
    """Ranks by face value, Ace high (the plain-suit order of `rank.plain-order`)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self - 2]

    @classmethod
    def parse(cls, text: str) -> Rank:
        symbol = text.strip().upper()
        if symbol not in _RANK_SYMBOLS:
            raise InvalidCardError(
                f"{text!r} is not a rank: expected one of A K Q J 10 9 8 7 6 5 4 3 2"
            )
        return cls(_RANK_SYMBOLS.index(symbol) + 2)

    def __str__(self) -> str:
        return self.symbol


_RANK_SYMBOLS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


class Card(int):
    """One of the 52 cards of the pack; there is exactly one instance per card."""

    __slots__ = ()

    def __new__(cls, index: int) -> Card:
        return DECK[index]

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        return DECK[suit * 13 + rank - 2]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"10H"``, ``"5d"``, ``"as"``; raise `InvalidCardError` for anything else."""
        card = _BY_TEXT.get(text.strip().upper()) if isinstance(text, str) else None
        if card is None:
            raise InvalidCardError(
                f"{text!r} is not a card: write rank then suit, "
                "ranks A K Q J 10 9 8 7 6 5 4 3 2, suits S H D C (e.g. 10H, 5D, AS)"
            )
        return card

    @property
    def rank(self) -> Rank:
        return _RANKS[self]

    @property
    def suit(self) -> Suit:
        return _SUITS[self]

    @property
    def bit(self) -> int:
        """This card's bit in a card mask."""
        return 1 << self

    def __str__(self) -> str:
        return _TEXT[self]

    def __repr__(self) -> str:
        return f"Card.parse({_TEXT[self]!r})"

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))


def _make_deck() -> tuple[Card, ...]:
    return tuple(int.__new__(Card, index) for index in range(52))


DECK: tuple[Card, ...] = _make_deck()
"""The 52 cards, spades first, each suit from 2 up to Ace."""

_SUITS = tuple(Suit(index // 13) for index in range(52))
_RANKS = tuple(Rank(index % 13 + 2) for index in range(52))
_TEXT = tuple(f"{_RANKS[i].symbol}{_SUITS[i].letter}" for i in range(52))
_BY_TEXT = {text: DECK[i] for i, text in enumerate(_TEXT)}

FULL_MASK = (1 << 52) - 1
BITS = tuple(1 << index for index in range(52))
"""[card] → its bit in a card mask: ``sum(map(BITS.__getitem__, cards))`` is the mask of distinct cards."""


def mask_of(cards: Iterable[int]) -> int:
    """The bit mask of a collection of cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def _suit_table(suit: int) -> tuple[tuple[Card, ...], ...]:
    """For each 13-bit mask of one suit, its cards in deck order (built once, lowest bit first)."""
    table: list[tuple[Card, ...]] = [()]
    for mask in range(1, 1 << 13):
        low = (mask & -mask).bit_length() - 1
        table.append((DECK[suit * 13 + low],) + table[mask & (mask - 1)])
    return tuple(table)


_SPADES, _HEARTS, _DIAMONDS, _CLUBS = (_suit_table(suit) for suit in range(4))


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask, in deck order."""
    return (
        _SPADES[mask & 0x1FFF]
        + _HEARTS[mask >> 13 & 0x1FFF]
        + _DIAMONDS[mask >> 26 & 0x1FFF]
        + _CLUBS[mask >> 39]
    )


def parse_cards(texts: Iterable[str]) -> tuple[Card, ...]:
    """Parse several cards (``["10H", "5d"]``), keeping their order."""
    return tuple(Card.parse(text) for text in texts)


PIQUET_RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
"""The ranks of the 32-card piquet pack (Coinche's `rank.pack`): A K Q J 10 9 8 7."""
PIQUET_PACK: tuple[Card, ...] = tuple(Card.of(rank, suit) for suit in Suit for rank in PIQUET_RANKS)
"""The 32 cards of the piquet pack, in deck order."""
PIQUET_MASK = mask_of(PIQUET_PACK)
