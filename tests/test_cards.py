"""Cards as values: the text round trip, clear errors, suits' colours and card masks (`tutor.cards`)."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from tutor.cards import (
    DECK,
    FULL_MASK,
    Card,
    InvalidCardError,
    Rank,
    Suit,
    cards_of,
    mask_of,
    parse_cards,
)


@pytest.mark.parametrize("card", DECK, ids=str)
def test_card_text_round_trip_over_the_whole_deck(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert repr(card) == f"Card.parse('{card}')"
    assert eval(repr(card), {"Card": Card}) is card
    assert str(card) == f"{card.rank.symbol}{card.suit.letter}"
    assert Card.of(card.rank, card.suit) is card
    assert Card(int(card)) is card


def test_deck_is_52_cards_in_suit_then_rank_order() -> None:
    assert len(DECK) == 52
    assert len({str(card) for card in DECK}) == 52
    assert [int(card) for card in DECK] == list(range(52))
    assert [str(card) for card in DECK[:13]] == ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]
    assert [card.suit for card in DECK[::13]] == [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]


@pytest.mark.parametrize(
    ("text", "expected"),
    [("10h", "10H"), ("as", "AS"), ("qS", "QS"), (" 5d ", "5D"), ("jc", "JC"), ("2c", "2C"), ("10S", "10S")],
)
def test_card_parse_is_case_insensitive_and_writes_upper_case(text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize(
    "text", ["1H", "11S", "5X", "", "10", None, "H5", "AHH", "0S", "1", "   ", "10 H", "T9", "ace", 5, "AS,"]
)
def test_card_parse_refuses_bad_notation_with_invalid_card_error(text: object) -> None:
    with pytest.raises(InvalidCardError) as raised:
        Card.parse(text)  # type: ignore[arg-type]
    assert isinstance(raised.value, ValueError)
    message = str(raised.value)
    assert repr(text) in message
    assert "rank then suit" in message


def test_invalid_card_error_is_a_value_error() -> None:
    assert issubclass(InvalidCardError, ValueError)


@pytest.mark.parametrize("text", ["X", "", "SH", "1", "spades"])
def test_suit_parse_refuses_bad_notation(text: str) -> None:
    with pytest.raises(InvalidCardError):
        Suit.parse(text)


@pytest.mark.parametrize("text", ["1", "11", "", "T", "AA", "0"])
def test_rank_parse_refuses_bad_notation(text: str) -> None:
    with pytest.raises(InvalidCardError):
        Rank.parse(text)


def test_suit_and_rank_round_trip() -> None:
    for suit in Suit:
        assert Suit.parse(str(suit)) is suit
        assert Suit.parse(str(suit).lower()) is suit
    for rank in Rank:
        assert Rank.parse(str(rank)) is rank
        assert Rank.parse(str(rank).lower()) is rank
    assert Rank.parse("a") is Rank.ACE and Rank.ACE > Rank.KING > Rank.TWO


def test_suits_same_colour_pairs_hearts_with_diamonds_and_spades_with_clubs() -> None:
    assert Suit.HEARTS.same_colour is Suit.DIAMONDS
    assert Suit.DIAMONDS.same_colour is Suit.HEARTS
    assert Suit.SPADES.same_colour is Suit.CLUBS
    assert Suit.CLUBS.same_colour is Suit.SPADES
    for suit in Suit:
        assert suit.same_colour is not suit
        assert suit.same_colour.same_colour is suit
        assert suit.same_colour.is_red == suit.is_red
    assert [suit for suit in Suit if suit.is_red] == [Suit.HEARTS, Suit.DIAMONDS]


def test_card_mask_round_trip() -> None:
    rng = random.Random(52)
    assert mask_of(DECK) == FULL_MASK
    assert cards_of(FULL_MASK) == DECK
    assert cards_of(0) == ()
    for card in DECK:
        assert card.bit == 1 << card
        assert cards_of(card.bit) == (card,)
    for _ in range(300):
        chosen = rng.sample(DECK, rng.randint(0, 52))
        mask = mask_of(chosen)
        assert mask.bit_count() == len(chosen)
        assert cards_of(mask) == tuple(sorted(chosen))
        assert mask_of(cards_of(mask)) == mask
        assert all(isinstance(card, Card) for card in cards_of(mask))


def test_parse_cards_keeps_the_order_written() -> None:
    assert [str(card) for card in parse_cards(["5d", "AH", "10c"])] == ["5D", "AH", "10C"]
    with pytest.raises(InvalidCardError):
        parse_cards(["AH", "1H"])


def test_cards_are_singletons_through_copy_and_pickle() -> None:
    for card in DECK:
        assert copy.copy(card) is card
        assert copy.deepcopy(card) is card
        assert pickle.loads(pickle.dumps(card)) is card


def test_card_is_an_int_usable_as_index_and_hash() -> None:
    ah = Card.parse("AH")
    assert ah == Suit.HEARTS * 13 + Rank.ACE - 2
    assert {ah: 1}[Card.parse("ah")] == 1
    assert ah.rank is Rank.ACE and ah.suit is Suit.HEARTS
