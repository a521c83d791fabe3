"""Section 2 of cinch-rules.md: drawing for seats, the shuffle, the cut, the deal and its rotation."""

from __future__ import annotations

import random

import pytest
from cinch_positions import E, N, S, W, cards, show

from tutor.cards import DECK, Card
from tutor.games.cinch import PROFILES, Move, Phase, Profile, apply_move, deal_hand, legal_moves, new_hand, next_dealer
from tutor.games.cinch.setup import (
    MIN_PACKET,
    Redraw,
    SeatDraw,
    check_cut,
    check_shuffle,
    cut,
    deal_in_threes,
    draw_for_seats,
)
from tutor.games.draws import sample, shuffled
from tutor.games.seats import Seat, clockwise_from

LOWEST = Profile(name="lowest-deals", first_dealer="lowest")


def draws(**cards_drawn: str) -> dict[str, Card]:
    return {player: cards(text)[0] for player, text in cards_drawn.items()}


# --- seat.draw ----------------------------------------------------------------------------------


def test_seat_draw_two_highest_play_against_two_lowest() -> None:
    result = draw_for_seats(draws(ann="KS", bob="3H", cy="QD", di="7C"))
    assert isinstance(result, SeatDraw)
    assert result.high_pair == ("ann", "cy"), "seat.draw"
    assert result.low_pair == ("di", "bob")


def test_seat_draw_ace_is_high() -> None:
    result = draw_for_seats(draws(ann="KS", bob="AH", cy="2D", di="3C"))
    assert isinstance(result, SeatDraw)
    assert result.high_pair == ("bob", "ann")
    assert result.chooser == "bob"


def test_seat_draw_tie_for_highest_is_redrawn() -> None:
    assert draw_for_seats(draws(ann="KS", bob="KH", cy="2D", di="3C")) == Redraw(("ann", "bob"))


def test_seat_draw_tie_between_the_partnerships_is_redrawn() -> None:
    assert draw_for_seats(draws(ann="AS", bob="9H", cy="9D", di="3C")) == Redraw(("bob", "cy"))
    assert draw_for_seats(draws(ann="9S", bob="9H", cy="9D", di="3C")) == Redraw(("ann", "bob", "cy"))


def test_seat_draw_suits_do_not_break_ties() -> None:
    assert isinstance(draw_for_seats(draws(ann="AS", bob="AC", cy="2D", di="3C")), Redraw)


def test_seat_draw_tie_between_the_two_lowest_does_not_matter_when_the_highest_deals() -> None:
    result = draw_for_seats(draws(ann="AS", bob="KH", cy="4D", di="4C"))
    assert isinstance(result, SeatDraw)
    assert set(result.low_pair) == {"cy", "di"}
    assert result.first_dealer == "ann"


def test_seat_draw_needs_four_players() -> None:
    with pytest.raises(ValueError):
        draw_for_seats(draws(ann="AS", bob="KH", cy="4D"))


# --- seat.choice --------------------------------------------------------------------------------


def test_seat_choice_highest_card_chooses_and_deals_first() -> None:
    result = draw_for_seats(draws(ann="5S", bob="JH", cy="2D", di="10C"))
    assert isinstance(result, SeatDraw)
    assert result.chooser == "bob", "seat.choice"
    assert result.first_dealer == "bob"


def test_seat_choice_first_dealer_lowest_option() -> None:
    result = draw_for_seats(draws(ann="5S", bob="JH", cy="2D", di="10C"), LOWEST)
    assert isinstance(result, SeatDraw)
    assert result.chooser == "bob"  # the highest still chooses seat and cards
    assert result.first_dealer == "cy"
    # With the lowest dealing, a tie for lowest matters and is redrawn.
    assert draw_for_seats(draws(ann="AS", bob="KH", cy="4D", di="4C"), LOWEST) == Redraw(("cy", "di"))


# --- shuffle.who --------------------------------------------------------------------------------


def test_shuffle_who_anyone_shuffles_the_dealer_last() -> None:
    assert check_shuffle([N], N) is None
    assert check_shuffle([E, W, S, N], N) is None
    assert check_shuffle([N, E, N], N) is None
    violation = check_shuffle([N, E], N)
    assert violation is not None
    assert (violation.rule, violation.code, violation.seat) == ("shuffle.who", "dealer-shuffles-last", E)
    assert violation.params == {"dealer": N}
    empty = check_shuffle([], S)
    assert empty is not None and empty.rule == "shuffle.who" and empty.params == {"dealer": S}


# --- shuffle.cut --------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", list(Seat), ids=str)
def test_shuffle_cut_by_the_player_on_the_dealers_right(dealer: Seat) -> None:
    assert check_cut(dealer, dealer.right, 26) is None
    for cutter in Seat:
        if cutter != dealer.right:
            violation = check_cut(dealer, cutter, 26)
            assert violation is not None
            assert (violation.rule, violation.code, violation.seat) == ("shuffle.cut", "wrong-cutter", cutter)
            assert violation.params == {"dealer": dealer, "cutter": dealer.right}


@pytest.mark.parametrize(("cut_at", "smaller"), [(0, 0), (1, 1), (3, 3), (49, 3), (51, 1), (52, 0)])
def test_shuffle_cut_leaves_at_least_four_cards_in_each_packet(cut_at: int, smaller: int) -> None:
    violation = check_cut(N, W, cut_at)
    assert violation is not None
    assert (violation.rule, violation.code) == ("shuffle.cut", "cut-too-small")
    assert violation.params == {"count": smaller}


@pytest.mark.parametrize("cut_at", [MIN_PACKET, 5, 26, 47, 52 - MIN_PACKET])
def test_shuffle_cut_of_four_or_more_each_side_is_proper(cut_at: int) -> None:
    assert check_cut(N, W, cut_at) is None


def test_shuffle_cut_the_dealer_completes_the_cut() -> None:
    pack = list(DECK)
    assert cut(pack, 20) == pack[20:] + pack[:20]
    assert sorted(cut(pack, 20)) == pack


# --- deal.rotation ------------------------------------------------------------------------------


def test_deal_rotation_passes_to_the_left() -> None:
    assert [next_dealer(seat) for seat in (N, E, S, W)] == [E, S, W, N], "deal.rotation"
    dealer, seen = N, []
    for _ in range(4):
        seen.append(dealer)
        dealer = next_dealer(dealer)
    assert dealer is N and seen == [N, E, S, W]


# --- deal.threes --------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", list(Seat), ids=str)
def test_deal_threes_clockwise_from_the_dealers_left_three_at_a_time(dealer: Seat) -> None:
    pack = list(DECK)
    random.Random(int(dealer)).shuffle(pack)
    hands, stock = deal_in_threes(pack, dealer)
    order = clockwise_from(dealer.left)
    for position, seat in enumerate(order):  # the dealer is served last in each round
        expected = [card for rnd in range(3) for card in pack[12 * rnd + 3 * position:12 * rnd + 3 * position + 3]]
        assert hands[seat] == expected
    assert order[-1] is dealer
    assert all(len(hands[seat]) == 9 for seat in Seat)
    assert stock == pack[36:]
    assert len(stock) == 16
    assert sorted([*stock, *(card for hand in hands.values() for card in hand)]) == list(DECK)


def test_deal_threes_deal_hand_is_reproducible_and_ready_to_bid() -> None:
    first, again, other = deal_hand(2024, W), deal_hand(2024, W), deal_hand(2025, W)
    assert first == again
    assert first != other
    assert first.phase is Phase.BIDDING and first.dealer is W and first.to_move is N
    assert all(first.hands[seat].bit_count() == 9 for seat in Seat)
    assert len(first.stock) == 16
    assert deal_hand(random.Random(5), E, PROFILES["bid-six"]).profile is PROFILES["bid-six"]


@pytest.mark.parametrize("dealer", list(Seat), ids=str)
def test_deal_threes_deal_hand_deals_the_shuffled_pack_as_deal_in_threes(dealer: Seat) -> None:
    for seed in range(60):
        pack = list(DECK)
        random.Random(seed).shuffle(pack)
        hands, stock = deal_in_threes(pack, dealer)
        assert deal_hand(seed, dealer) == new_hand(dealer, hands, stock)


def test_deal_threes_a_seed_deals_the_hand_it_always_dealt() -> None:
    """A practice hand or a shared deal made from a seed stays the same from one version to the next."""
    state = deal_hand(7, W)
    assert [show(state.hand(seat)) for seat in Seat] == [
        "9S 6H 7D 9D AD 2C 7C QC AC", "QS KS 7H KH 5D JD 3C 8C JC", "2S 3S AS 3H 8H 10H JH QD 5C",
        "10S 4H 5H 2D 4D 6D 6C 9C KC",
    ]
    assert show(state.stock) == "3D 7S 4S 2H 8D 10C KD QH 8S 10D 6S 5S 4C AH JS 9H"
    rng, moves = random.Random(7), []
    state = deal_hand(rng, W)
    while not state.phase.is_over:
        moves.append(str(legal_moves(state).random(rng)))
        state = apply_move(state, Move.parse(moves[-1]))
    assert len(moves) == 33
    assert moves[:9] == [
        "N bid 8", "E pass", "S pass", "W bid 9", "W trump D", "N discard 9S 6H 2C 7C QC AC",
        "E discard QS KS 7H KH 3C 8C JC", "S discard 2S 3S AS 3H 8H 10H JH 5C", "W rob 5H 9H AH 2D 4D 6D",
    ]
    assert moves[-3:] == ["S play QH", "W play AH", "N play 7S"]


class _OwnDraws(random.Random):
    """A generator of another class: the draws are left to its own methods."""


@pytest.mark.parametrize("generator", [random.Random, _OwnDraws])
def test_draws_are_those_of_the_standard_library(generator: type[random.Random]) -> None:
    """`shuffled` and `sample` draw the cards `shuffle` and `sample` draw, and leave `rng` the same."""
    for seed in [*range(300), "seed", 2 ** 80]:
        ours, theirs = generator(seed), generator(seed)
        pack = list(DECK)
        theirs.shuffle(pack)
        assert shuffled(ours) == pack and ours.getstate() == theirs.getstate()
        for n in (1, 5, 11, 21, 22, 30, 52):  # a shrinking pool up to 21 cards (85 for six), else a set
            population = tuple(DECK[:n])
            for k in range(min(n, 7) + 1):
                assert sample(ours, population, k) == theirs.sample(population, k), (seed, n, k)
                assert ours.getstate() == theirs.getstate()
