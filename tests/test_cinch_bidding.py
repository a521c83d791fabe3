"""Section 3 of cinch-rules.md: the bidding, its options, and naming trump."""

from __future__ import annotations

import pytest
from cinch_positions import (
    E,
    N,
    S,
    W,
    apply_all,
    assert_refused,
    legal,
    play_cards,
    ready_to_play,
    record_example,
)

from tutor.cards import Suit
from tutor.games.cinch import (
    PROFILES,
    HandState,
    Move,
    MoveSyntaxError,
    Phase,
    Profile,
    Verb,
    deal_hand,
    legal_moves,
    score_hand,
)
from tutor.games.seats import Seat, Side

BID_SIX, BID_SEVEN = PROFILES["bid-six"], PROFILES["bid-seven"]
REDEAL, STICK = PROFILES["redeal"], PROFILES["stick-the-dealer"]


def moves_text(state: HandState) -> list[str]:
    return [str(move) for move in legal_moves(state)]


def bids(seat: Seat, low: int, high: int = 14) -> list[str]:
    return [f"{seat} bid {amount}" for amount in range(low, high + 1)]


# --- bid.order ----------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", list(Seat), ids=str)
def test_bid_order_dealers_left_first_dealer_last(dealer: Seat) -> None:
    state = deal_hand(11, dealer)
    seen = []
    for _ in range(4):
        seen.append(state.to_move)
        state = legal(state, f"{state.to_move} pass" if state.to_move != dealer else f"{dealer} bid 5")
    assert seen == [dealer.left, dealer.left.left, dealer.right, dealer], "bid.order"
    assert [seat for seat, _ in state.calls] == seen
    assert state.phase is Phase.TRUMP


def test_bid_order_first_bidder_may_bid_or_pass() -> None:
    state = record_example(0)
    assert moves_text(state) == ["W pass", *bids(W, 1)]


# --- bid.one-turn -------------------------------------------------------------------------------


def test_bid_one_turn_a_second_call_is_refused() -> None:
    state = record_example(3)  # W bid 7, N passed, E bid 8; S to call
    assert_refused(state, "W bid 9", "bid.one-turn", "already-called", call=7)
    assert_refused(state, "E bid 9", "bid.one-turn", "already-called", call=8)
    assert_refused(state, "E pass", "bid.one-turn", "already-called", call=8)


def test_bid_one_turn_a_pass_is_final() -> None:
    state = record_example(3)
    violation = assert_refused(state, "N bid 9", "bid.one-turn", "already-called", call=None)
    assert violation.seat is N


def test_bid_one_turn_also_in_later_phases() -> None:
    for upto in (4, 5, 8, None):  # naming trump, discarding, robbing, playing
        state = record_example(upto)
        assert_refused(state, "W bid 9", "bid.one-turn", "already-called", call=7)
        assert_refused(state, "S pass", "bid.one-turn", "already-called", call=None)


def test_bid_one_turn_four_calls_end_the_bidding() -> None:
    state = record_example(4)
    assert len(state.calls) == 4 and state.phase is Phase.TRUMP
    assert state.calls == ((W, 7), (N, None), (E, 8), (S, None))


# --- bid.must-top -------------------------------------------------------------------------------


def test_bid_must_top_the_current_high_bid() -> None:
    state = record_example(3)  # E bid 8: S must bid 9 or more
    assert_refused(state, "S bid 8", "bid.must-top", "bid-too-low", bid=8, high_bid=8, high_bidder=E)
    assert_refused(state, "S bid 1", "bid.must-top", "bid-too-low", bid=1, high_bid=8, high_bidder=E)
    assert moves_text(state) == ["S pass", *bids(S, 9)]


def test_bid_must_top_partners_may_overbid_each_other() -> None:
    state = apply_all(deal_hand(3, S), ["W bid 7", "N pass"])
    state = legal(state, "E bid 8")  # E overbids his partner W
    state = legal(state, "S pass")
    assert (state.bidder, state.bid) == (E, 8)
    partners = apply_all(deal_hand(3, S), ["W bid 7", "N bid 8", "E pass"])
    partners = legal(partners, "S bid 9")  # S overbids his partner N
    assert (partners.bidder, partners.bid, partners.phase) == (S, 9, Phase.TRUMP)


# --- bid.range ----------------------------------------------------------------------------------


@pytest.mark.parametrize("amount", [0, 15, 20, 99])
def test_bid_range_whole_numbers_from_min_bid_to_fourteen(amount: int) -> None:
    state = record_example(0)
    assert_refused(state, f"W bid {amount}", "bid.range", "bid-out-of-range", bid=amount, min_bid=1, max_bid=14)


def test_bid_range_one_and_fourteen_are_bids() -> None:
    assert legal(record_example(0), "W bid 1").bid == 1
    assert legal(record_example(0), "W bid 14").bid == 14


def test_bid_range_is_checked_before_bid_must_top() -> None:
    state = record_example(3)  # high bid 8
    assert_refused(state, "S bid 15", "bid.range", "bid-out-of-range", bid=15)
    assert_refused(state, "S bid 0", "bid.range", "bid-out-of-range", bid=0)
    six = apply_all(deal_hand(1, N, BID_SIX), ["E bid 9"])
    assert_refused(six, "S bid 5", "bid.range", "bid-out-of-range", bid=5, min_bid=6)


def test_bid_range_a_bid_must_name_a_whole_number() -> None:
    state = record_example(0)  # W to bid
    for amount in (None, 7.0, 7.5, True):
        assert_refused(state, Move(W, Verb.BID, amount=amount), "bid.range", "bid-out-of-range", bid=None)  # type: ignore[arg-type]
    for text in ("W bid", "W bid seven", "W bid 7 8", "W bid -3"):
        with pytest.raises(MoveSyntaxError):
            Move.parse(text)


@pytest.mark.parametrize(("profile", "low"), [(BID_SIX, 6), (BID_SEVEN, 7)])
def test_bid_range_min_bid_option(profile: Profile, low: int) -> None:
    state = deal_hand(5, N, profile)
    assert moves_text(state) == ["E pass", *bids(E, low)]
    assert_refused(state, f"E bid {low - 1}", "bid.range", "bid-out-of-range", bid=low - 1, min_bid=low, max_bid=14)
    assert legal(state, f"E bid {low}").bid == low


def test_bid_range_after_fourteen_the_rest_can_only_pass() -> None:
    state = legal(record_example(0), "W bid 14")
    for seat in (N, E, S):
        assert moves_text(state) == [f"{seat} pass"]
        assert_refused(state, f"{seat} bid 14", "bid.must-top", "bid-too-low", bid=14, high_bid=14)
        assert_refused(state, f"{seat} bid 15", "bid.range", "bid-out-of-range", bid=15)
        state = legal(state, f"{seat} pass")
    assert (state.bidder, state.bid) == (W, 14)


# --- bid.all-pass -------------------------------------------------------------------------------


def test_bid_all_pass_the_dealer_still_has_his_turn() -> None:
    state = apply_all(deal_hand(8, N), ["E pass", "S pass", "W pass"])
    assert state.to_move is N
    assert moves_text(state) == ["N pass", *bids(N, 1)]
    made = legal(state, "N bid 1")
    assert (made.bidder, made.bid, made.phase, made.to_move) == (N, 1, Phase.TRUMP, N)


ALL_PASS_FINAL = {
    N: "AS KS QS JS 10S 9S",
    E: "AH KH QH JH 10H 9H",
    S: "3H 4H AC KC QC JC",
    W: "8H 7H 6H 5H 5D 2H",
}


def test_bid_all_pass_dealer_becomes_maker_with_no_contract() -> None:
    calls = ["E pass", "S pass", "W pass", "N pass"]
    state = apply_all(deal_hand(8, N), calls)
    assert (state.phase, state.to_move, state.bidder, state.bid) == (Phase.TRUMP, N, N, 0)
    assert state.bidding_side is Side.NS
    # The maker names trump, then leads, and cannot be set: here E-W take all 14 points.
    state = ready_to_play(N, "H", ALL_PASS_FINAL, calls=calls)
    assert state.to_move is N
    state = play_cards(state, "AS 9H AC 2H  AH 3H 8H KS  KH 4H 7H QS  QH KC 6H JS  JH QC 5H 10S  10H JC 5D 9S")
    sheet = score_hand(state)
    assert (sheet.bidder, sheet.bid) == (N, 0)
    assert sheet.counts == (0, 14)
    assert sheet.made and sheet.rule == "score.made" and sheet.shortfall == 0
    assert sheet.scores == (0, 14)


def test_bid_all_pass_maker_with_no_contract_scores_the_difference() -> None:
    calls = ["E pass", "S pass", "W pass", "N pass"]
    final = {N: "AH KH QH JH 10H 9H", E: "AS KS QS JS 10S 9S", W: "3H 4H AC KC QC JC", S: "8H 7H 6H 5H 5D 2H"}
    state = ready_to_play(N, "H", final, calls=calls)
    while not state.phase.is_over:
        state = apply_all(state, [next(iter(legal_moves(state)))])
    sheet = score_hand(state)
    assert sheet.made and sheet.bid == 0
    assert sum(sheet.counts) == 14
    difference = sheet.counts[Side.NS] - sheet.counts[Side.EW]
    assert sheet.scores == ((difference, 0) if difference > 0 else (0, -difference))


def test_bid_all_pass_redeal_option_the_next_dealer_deals() -> None:
    state = apply_all(deal_hand(8, W, REDEAL), ["N pass", "E pass", "S pass"])
    assert moves_text(state) == ["W pass", *bids(W, 1)]  # the dealer may still bid
    over = legal(state, "W pass")
    assert (over.phase, over.to_move, over.next_dealer, over.bidder) == (Phase.REDEAL, None, N, None)
    assert list(legal_moves(over)) == []
    assert_refused(over, "N bid 1", "turn.order", "hand-over", phase="redeal")


@pytest.mark.parametrize("profile", [STICK, Profile(name="stick-six", all_pass="stick_dealer", min_bid=6)], ids=str)
def test_bid_all_pass_stick_dealer_option_the_dealer_must_bid(profile: Profile) -> None:
    state = apply_all(deal_hand(8, S, profile), ["W pass", "N pass", "E pass"])
    assert moves_text(state) == bids(S, profile.min_bid)
    assert_refused(state, "S pass", "bid.all-pass", "dealer-must-bid", min_bid=profile.min_bid)
    assert_refused(
        state, f"S bid {profile.min_bid - 1}", "bid.range", "bid-out-of-range", min_bid=profile.min_bid
    )
    made = legal(state, f"S bid {profile.min_bid}")
    assert (made.bidder, made.bid, made.phase) == (S, profile.min_bid, Phase.TRUMP)


def test_bid_all_pass_stick_dealer_only_when_the_first_three_passed() -> None:
    state = apply_all(deal_hand(8, S, STICK), ["W pass", "N bid 6", "E pass"])
    assert "S pass" in moves_text(state)
    assert legal(state, "S pass").bidder is N


# --- trump.name ---------------------------------------------------------------------------------


@pytest.mark.parametrize("suit", list(Suit), ids=str)
def test_trump_name_the_high_bidder_names_any_suit(suit: Suit) -> None:
    state = record_example(4)  # E bid 8
    assert state.to_move is E and state.phase is Phase.TRUMP
    assert moves_text(state) == ["E trump S", "E trump H", "E trump D", "E trump C"]
    named = legal(state, Move.parse(f"E trump {suit.letter}"))
    assert named.trump is suit
    assert (named.phase, named.to_move) == (Phase.DISCARD, W)  # the dealer's left discards first


def test_trump_name_without_consulting_his_partner() -> None:
    state = record_example(4)
    assert_refused(state, "W trump H", "turn.order", "not-your-turn", to_move=E, phase="trump")
    assert_refused(state, "N trump H", "turn.order", "not-your-turn", to_move=E)
    assert_refused(state, "S trump H", "turn.order", "not-your-turn", to_move=E)


def test_trump_name_by_the_dealer_as_maker() -> None:
    state = apply_all(deal_hand(8, E), ["S pass", "W pass", "N pass", "E pass"])
    assert state.to_move is E
    assert legal(state, "E trump C").trump is Suit.CLUBS


def test_trump_name_a_suit_must_be_named() -> None:
    state = record_example(4)  # E bid 8 and names trump
    assert_refused(state, Move(E, Verb.TRUMP), "trump.name", "no-suit-named")
    # Only the seat to move is told to name a suit; anyone else is out of turn.
    assert_refused(state, Move(W, Verb.TRUMP), "turn.order", "not-your-turn", to_move=E)
    for text in ("E trump", "E trump hearts", "E trump H S", "E trump X"):
        with pytest.raises(MoveSyntaxError):
            Move.parse(text)
