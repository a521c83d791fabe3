"""Cards, ranking and everything before the auction (coinche-rules.md sections 1 and 2)."""

from __future__ import annotations

import random

import pytest
from coinche_positions import DEAL, auction, hands_of

from tutor.cards import PIQUET_PACK, Card, Rank, Suit
from tutor.games.coinche import Phase, apply_move, deal_hand, legal_moves, new_hand, next_dealer, order, profile_from
from tutor.games.coinche.setup import check_cut, cut, deal_packets, first_dealer
from tutor.games.seats import Seat, Side


def names(cards) -> list[str]:
    return [str(card) for card in cards]


# --- rank.* ---------------------------------------------------------------------------------------


def test_rank_pack_32_cards_a_to_7_in_four_suits() -> None:
    assert len(PIQUET_PACK) == 32 and len(set(PIQUET_PACK)) == 32
    assert {card.rank for card in PIQUET_PACK} == {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN,
                                                   Rank.NINE, Rank.EIGHT, Rank.SEVEN}


def test_rank_pack_a_deal_outside_the_pack_is_refused() -> None:
    hands = hands_of(DEAL)
    hands[Seat.N] = hands[Seat.N][:-1] + (Card.parse("6H"),)
    with pytest.raises(ValueError, match="rank.pack"):
        new_hand(Seat.W, hands)


def test_rank_trump_order_j_9_a_10_k_q_8_7() -> None:
    assert names(order(Suit.HEARTS, Suit.HEARTS)) == ["JH", "9H", "AH", "10H", "KH", "QH", "8H", "7H"]


def test_rank_plain_order_a_10_k_q_j_9_8_7() -> None:
    assert names(order(Suit.SPADES, Suit.HEARTS)) == [
        "AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S"], "rank.plain-order"


# --- deal.* ---------------------------------------------------------------------------------------


def test_deal_seats_partners_sit_opposite() -> None:
    assert Seat.N.partner is Seat.S and Seat.E.partner is Seat.W, "deal.seats"
    assert Seat.N.side is Seat.S.side is Side.NS and Seat.E.side is Seat.W.side is Side.EW


def test_deal_first_dealer_the_lowest_card_deals_ties_draw_again() -> None:
    draws = {Seat.N: Card.parse("AS"), Seat.E: Card.parse("8H"), Seat.S: Card.parse("7D"), Seat.W: Card.parse("10C")}
    assert first_dealer(draws) is Seat.S, "deal.first-dealer"
    draws[Seat.W] = Card.parse("7C")
    assert first_dealer(draws) == (Seat.S, Seat.W)
    draws = {Seat.N: Card.parse("JS"), Seat.E: Card.parse("9H"), Seat.S: Card.parse("QD"), Seat.W: Card.parse("10C")}
    assert first_dealer(draws) is Seat.E  # the plain order: the nine is below the jack


def test_deal_shuffle_cut_by_the_player_before_the_dealer_three_cards_at_least() -> None:
    assert check_cut(Seat.E, Seat.N, 10) is None
    assert check_cut(Seat.E, Seat.S, 10).rule == "deal.shuffle-cut"
    assert check_cut(Seat.E, Seat.N, 2).code == "cut-too-small"
    assert check_cut(Seat.E, Seat.N, 30).code == "cut-too-small"
    assert check_cut(Seat.E, Seat.N, 29) is None
    assert check_cut(Seat.E, Seat.S, 10, profile_from({"direction": "anticlockwise"})) is None


def test_deal_shuffle_cut_the_bottom_packet_goes_on_top() -> None:
    pack = list(PIQUET_PACK)
    assert cut(pack, 5) == pack[5:] + pack[:5]


def test_deal_packets_3_2_3_from_the_dealers_left() -> None:
    pack = list(PIQUET_PACK)
    hands = deal_packets(pack, Seat.E)
    # S is on E's left: cards 0-2, then 12-13, then 20-22.
    assert hands[Seat.S] == pack[0:3] + pack[12:14] + pack[20:23], "deal.packets"
    assert hands[Seat.E] == pack[9:12] + pack[18:20] + pack[29:32]
    assert all(len(cards) == 8 for cards in hands.values())


@pytest.mark.parametrize(("packets", "first"), [("3-3-2", [0, 1, 2, 12, 13, 14, 24, 25]),
                                                 ("2-3-3", [0, 1, 8, 9, 10, 20, 21, 22])])
def test_deal_packets_options(packets: str, first: list[int]) -> None:
    pack = list(PIQUET_PACK)
    hands = deal_packets(pack, Seat.W, profile_from({"packets": packets}))
    assert hands[Seat.N] == [pack[i] for i in first]


def test_deal_packets_deal_hand_is_reproducible_and_deals_all_32() -> None:
    state = deal_hand(random.Random(4), Seat.S)
    assert state == deal_hand(random.Random(4), Seat.S)
    assert sorted(card for seat in Seat for card in state.hand(seat)) == sorted(PIQUET_PACK)
    assert all(len(state.hand(seat)) == 8 for seat in Seat)
    assert state.phase is Phase.AUCTION and state.to_move is Seat.W


def test_deal_rotation_the_deal_passes_to_the_left_after_every_hand() -> None:
    thrown_in = auction("N pass", "E pass", "S pass", "W pass", dealer="W")
    assert next_dealer(thrown_in) is Seat.N, "deal.rotation"
    played = auction("N bid 80 H", "E pass", "S pass", "W pass", dealer="W")
    while not played.phase.is_over:
        played = apply_move(played, next(iter(legal_moves(played))))
    assert next_dealer(played) is Seat.N
    anticlockwise = auction("W pass", "S pass", "E pass", "N pass", dealer="N",
                            profile=profile_from({"direction": "anticlockwise"}))
    assert next_dealer(anticlockwise) is Seat.W
