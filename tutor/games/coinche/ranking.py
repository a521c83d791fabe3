"""How the cards rank and what they are worth, as tables built once (sections 1 and 5).

Cards are those of `tutor.cards` restricted to the piquet pack (`rank.pack`); masks are card
masks (`tutor.cards.mask_of`). Tables are indexed ``[trump][...]`` by `Suit`.
"""

from __future__ import annotations

from tutor.cards import DECK, PIQUET_PACK, Card, Rank, Suit, mask_of

TRUMP_RANKS = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.EIGHT, Rank.SEVEN)
"""`rank.trump-order`: high to low."""
PLAIN_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
"""`rank.plain-order`: high to low."""

TRUMP_POINTS = {Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3}
"""`points.cards` in the trump suit; the 8 and the 7 are worth nothing."""
PLAIN_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
"""`points.cards` in the other suits; the 9, the 8 and the 7 are worth nothing."""
LAST_TRICK = 10
"""`points.last-trick`: the ten for the last trick (*dix de der*)."""
CARD_POINTS_IN_PLAY = 162
"""152 in the cards plus the last trick."""
BELOTE = 20
"""`points.belote`."""


def order(suit: Suit, trump: Suit) -> tuple[Card, ...]:
    """The eight cards of `suit`, high to low, when `trump` is trumps."""
    ranks = TRUMP_RANKS if suit == trump else PLAIN_RANKS
    return tuple(Card.of(rank, suit) for rank in ranks)


def card_points(card: Card, trump: Suit) -> int:
    """`points.cards`: what a card is worth when `trump` is trumps."""
    return POINTS[trump][card]


SUIT_OF: tuple[Suit, ...] = tuple(card.suit for card in DECK)
"""[card] → its suit (a table: the engine asks it at every card)."""
SUIT_MASK: tuple[int, ...] = tuple(mask_of(card for card in PIQUET_PACK if card.suit == suit) for suit in Suit)
"""[suit] → the mask of its eight cards."""
POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple((TRUMP_POINTS if card.suit == trump else PLAIN_POINTS).get(card.rank, 0) for card in DECK)
    for trump in Suit
)
"""[trump][card] → its card points (0 for a card outside the piquet pack)."""
STRENGTH: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(
            0 if card.rank not in PLAIN_RANKS
            else 20 - TRUMP_RANKS.index(card.rank) if card.suit == trump
            else 10 - PLAIN_RANKS.index(card.rank) if card.suit == led
            else 0
            for card in DECK
        )
        for led in Suit
    )
    for trump in Suit
)
"""[trump][suit led][card] → how strong the card is in such a trick, 0 if it cannot win it
(`play.trick-winner`): any trump beats any card of another suit."""
ABOVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        mask_of(order(trump, trump)[:TRUMP_RANKS.index(card.rank)]) if card.suit == trump and card.rank in TRUMP_RANKS
        else 0
        for card in DECK
    )
    for trump in Suit
)
"""[trump][a trump] → the mask of the trumps above it (`play.overtrump`)."""
