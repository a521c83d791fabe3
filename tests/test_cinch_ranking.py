"""Section 1 of cinch-rules.md: the pack, the trump order, the two Pedros and the plain suits."""

from __future__ import annotations

import pytest
from cinch_positions import E, N, S, W, assert_refused, cards, legal, play_cards, play_deal, show

from tutor.cards import DECK, Card, Rank, Suit
from tutor.games.cinch import (
    Point,
    effective_suit,
    is_trump,
    left_pedro,
    legal_moves,
    new_hand,
    right_pedro,
    trick_winner,
    trump_order,
)
from tutor.games.cinch.ranking import POINT_CARDS, SUIT_MASK, TRUMP_MASK, suit_order
from tutor.games.cinch.setup import deal_in_threes

SUITS = list(Suit)


def winner(trump: str, plays: str) -> str:
    """The seat winning a trick played N, E, S, W in that order."""
    seats = (N, E, S, W)
    trick = tuple(zip(seats, cards(plays), strict=True))
    return str(trick_winner(trick, Suit.parse(trump)))


# --- rank.pack ----------------------------------------------------------------------------------


def test_rank_pack_is_52_distinct_cards_without_jokers() -> None:
    assert len(DECK) == len(set(DECK)) == 52
    assert {(card.rank, card.suit) for card in DECK} == {(rank, suit) for rank in Rank for suit in Suit}


def test_rank_pack_new_hand_refuses_anything_but_the_52_cards_once_each() -> None:
    hands, stock = deal_in_threes(list(DECK), N)
    new_hand(N, hands, stock)  # the real pack is fine
    with pytest.raises(ValueError, match="52 cards exactly once"):
        new_hand(N, hands, stock[:-1])  # 51 cards
    with pytest.raises(ValueError, match="52 cards exactly once"):
        new_hand(N, hands, [*stock[:-1], hands[E][0]])  # a card twice, one missing
    with pytest.raises(ValueError, match="52 cards exactly once"):
        new_hand(N, hands, [*stock, stock[0]])  # 53 cards
    with pytest.raises(ValueError, match="9 cards"):
        new_hand(N, {**hands, E: hands[E][:8]}, [*stock, hands[E][8]])  # right pack, hand of 8
    with pytest.raises(ValueError):
        deal_in_threes(list(DECK)[:48], N)


# --- rank.trump-order ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trump", "order"),
    [
        ("H", "AH KH QH JH 10H 9H 8H 7H 6H 5H 5D 4H 3H 2H"),
        ("D", "AD KD QD JD 10D 9D 8D 7D 6D 5D 5H 4D 3D 2D"),
        ("S", "AS KS QS JS 10S 9S 8S 7S 6S 5S 5C 4S 3S 2S"),
        ("C", "AC KC QC JC 10C 9C 8C 7C 6C 5C 5S 4C 3C 2C"),
    ],
)
def test_rank_trump_order_has_fourteen_trumps(trump: str, order: str) -> None:
    suit = Suit.parse(trump)
    assert show(trump_order(suit)) == order
    assert len(trump_order(suit)) == 14
    assert TRUMP_MASK[suit].bit_count() == 14
    assert [card for card in DECK if is_trump(card, suit)] == sorted(cards(order))
    # Each trump beats every lower one, whichever is led.
    ranked = trump_order(suit)
    for high in range(14):
        for low in range(high + 1, 14):
            trick = ((N, ranked[low]), (E, ranked[high]))
            assert trick_winner(trick, suit) is E
            assert trick_winner(tuple(reversed(trick)), suit) is E


def test_rank_trump_order_the_lowest_trump_beats_the_highest_plain_card() -> None:
    assert winner("H", "AS KS QS 2H") == "W"
    assert winner("S", "AH 2S KH QH") == "E"
    assert winner("D", "AC KC 5H QC") == "S"  # the Left Pedro is a trump


# --- rank.right-pedro ---------------------------------------------------------------------------


@pytest.mark.parametrize("suit", SUITS, ids=str)
def test_rank_right_pedro_is_the_five_of_trumps(suit: Suit) -> None:
    assert right_pedro(suit) is Card.of(Rank.FIVE, suit)
    assert POINT_CARDS[suit][Point.RIGHT_PEDRO] is right_pedro(suit)
    assert Point.RIGHT_PEDRO.points == 5
    assert trump_order(suit)[9] is right_pedro(suit)


def test_rank_right_pedro_ranks_below_the_six_and_above_the_left_pedro() -> None:
    assert winner("H", "5H 6H 2S 2C") == "E"
    assert winner("H", "5D 5H 2S 2C") == "E"
    assert winner("C", "5C 5S 4C 3C") == "N"


# --- rank.left-pedro ----------------------------------------------------------------------------


@pytest.mark.parametrize(("trump", "left"), [("H", "5D"), ("D", "5H"), ("S", "5C"), ("C", "5S")])
def test_rank_left_pedro_is_the_five_of_the_same_colour(trump: str, left: str) -> None:
    suit = Suit.parse(trump)
    assert left_pedro(suit) is Card.parse(left)
    assert effective_suit(Card.parse(left), suit) is suit
    assert is_trump(Card.parse(left), suit)
    assert POINT_CARDS[suit][Point.LEFT_PEDRO] is Card.parse(left)
    assert Point.LEFT_PEDRO.points == 5
    # It is not a card of its printed suit.
    printed = Card.parse(left).suit
    assert not SUIT_MASK[suit][printed] >> Card.parse(left) & 1
    # Under any other trump it is an ordinary card of its suit.
    for other in SUITS:
        if other != suit:
            assert effective_suit(Card.parse(left), other) is printed


def test_rank_left_pedro_ranks_just_below_the_right_pedro_and_above_the_four() -> None:
    assert trump_order(Suit.HEARTS).index(Card.parse("5D")) == trump_order(Suit.HEARTS).index(Card.parse("5H")) + 1
    assert winner("H", "4H 5D 3H 2H") == "E"  # above the 4 of trumps
    assert winner("H", "5D 4H 3H 2H") == "N"
    assert winner("H", "5D 5H 4H 2H") == "E"  # below the Right Pedro
    assert winner("H", "5D 6H 4H 2H") == "E"
    assert winner("H", "AD 5D KD QD") == "E"  # it wins a diamond lead as a trump
    assert winner("S", "KC 5C AC QC") == "E"


def test_rank_left_pedro_wins_a_trick_in_play() -> None:
    # E leads the 4H; S's Left Pedro beats it and W's 3H and N's 2H.
    state = play_cards(play_deal(), "4H 5D 3H 2H")
    assert state.tricks[0].winner is S
    assert state.to_move is S


def test_rank_left_pedro_follows_a_trump_lead_and_is_not_a_diamond() -> None:
    state = play_cards(play_deal(), "4H")  # hearts led; S holds KH and the 5D
    assert {str(move) for move in list(legal_moves(state))} == {"S play KH", "S play 5D"}
    assert_refused(state, "S play QC", "play.follow-trump", "must-follow-trump", held=cards("KH 5D"))
    diamond_lead = play_cards(play_deal(), "AD")  # S's only diamond is the 5D: S is void in diamonds
    assert len(list(legal_moves(diamond_lead))) == 6
    legal(diamond_lead, "S play QS")


# --- rank.plain-order ---------------------------------------------------------------------------


def test_rank_plain_order_ace_high_in_the_suits_of_the_other_colour() -> None:
    assert show(suit_order(Suit.SPADES, Suit.HEARTS)) == "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", "rank.plain-order"
    assert show(suit_order(Suit.CLUBS, Suit.DIAMONDS)) == "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C"
    assert show(suit_order(Suit.HEARTS, Suit.CLUBS)) == "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"
    assert winner("H", "2S AS 10S 3S") == "E"
    assert winner("H", "10S 9S 2S 3S") == "N"
    assert winner("H", "3S 5S 4S 2S") == "E"  # the 5 of spades is an ordinary spade
    # A card of another plain suit never wins, however high.
    assert winner("H", "2S AC AD KS") == "W"


# --- rank.same-colour-suit ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trump", "suit", "order"),
    [
        ("H", "D", "AD KD QD JD 10D 9D 8D 7D 6D 4D 3D 2D"),
        ("D", "H", "AH KH QH JH 10H 9H 8H 7H 6H 4H 3H 2H"),
        ("S", "C", "AC KC QC JC 10C 9C 8C 7C 6C 4C 3C 2C"),
        ("C", "S", "AS KS QS JS 10S 9S 8S 7S 6S 4S 3S 2S"),
    ],
)
def test_rank_same_colour_suit_has_twelve_cards(trump: str, suit: str, order: str) -> None:
    trumps, plain = Suit.parse(trump), Suit.parse(suit)
    assert show(suit_order(plain, trumps)) == order, "rank.same-colour-suit"
    assert SUIT_MASK[trumps][plain].bit_count() == 12
    assert sum(1 for card in DECK if effective_suit(card, trumps) is plain) == 12


def test_rank_same_colour_suit_six_beats_four_with_the_five_gone() -> None:
    assert winner("H", "4D 6D 3D 2D") == "E"
    assert winner("H", "6D 4D 3D 2D") == "N"
    assert winner("S", "4C 2C 6C 3C") == "S"
