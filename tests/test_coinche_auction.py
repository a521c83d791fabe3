"""The auction (coinche-rules.md section 3) and the turn rules of section 0, hand-worked."""

from __future__ import annotations

import pytest
from coinche_positions import auction, dealt

from tutor.cards import Suit
from tutor.games.coinche import Move, Phase, apply_move, check_move, legal_moves, profile_from
from tutor.games.coinche.state import Contract
from tutor.games.seats import Seat


def rule_of(state, move: str) -> str | None:
    violation = check_move(state, Move.parse(move))
    return None if violation is None else violation.rule


def notations(state) -> list[str]:
    return [move.notation() for move in legal_moves(state)]


# --- bid.order ----------------------------------------------------------------------------------


def test_bid_order_the_player_after_the_dealer_speaks_first_then_clockwise() -> None:
    state = dealt("E")
    assert state.to_move is Seat.S, "bid.order"
    assert rule_of(state, "W pass") == "turn.order"
    state = apply_move(state, Move.parse("S pass"))
    assert state.to_move is Seat.W


def test_bid_order_round_after_round_until_the_auction_ends() -> None:
    state = auction("N bid 80 H", "E bid 90 S", "S pass", "W pass", "N bid 100 H", "E pass")
    assert state.phase is Phase.AUCTION and state.to_move is Seat.S


def test_bid_order_anticlockwise_option() -> None:
    state = dealt("E", profile=profile_from({"direction": "anticlockwise"}))
    assert state.to_move is Seat.N
    state = apply_move(state, Move.parse("N pass"))
    assert state.to_move is Seat.W


# --- bid.calls ----------------------------------------------------------------------------------


def test_bid_calls_pass_bid_or_coinche_and_a_pass_does_not_stop_a_later_bid() -> None:
    state = auction("N pass", "E bid 80 S")
    assert notations(state)[0] == "pass"
    assert "bid 90 H" in notations(state) and "coinche" in notations(state), "bid.calls"
    state = auction("N pass", "E bid 80 S", "S pass", "W pass", "N bid 90 H")
    assert state.high == Move.parse("N bid 90 H")


def test_bid_calls_the_first_call_lists_pass_every_bid_and_capot() -> None:
    calls = notations(dealt())
    assert calls[0] == "pass" and "coinche" not in calls
    assert len(calls) == 1 + 11 * 4 + 4  # 80 to 180 in four suits, capot in four suits
    assert calls[1:5] == ["bid 80 S", "bid 80 H", "bid 80 D", "bid 80 C"]
    assert calls[-4:] == ["bid capot S", "bid capot H", "bid capot D", "bid capot C"]


# --- bid.range ----------------------------------------------------------------------------------


@pytest.mark.parametrize("call", ["N bid 70 H", "N bid 85 H", "N bid 190 H", "N bid 200 H", "N bid 0 S"])
def test_bid_range_multiples_of_ten_from_80_to_180(call: str) -> None:
    assert rule_of(dealt(), call) == "bid.range"


@pytest.mark.parametrize("call", ["N bid 80 H", "N bid 180 C", "N bid capot S"])
def test_bid_range_accepts(call: str) -> None:
    assert rule_of(dealt(), call) is None


def test_bid_range_option_max_bid_160() -> None:
    state = dealt(profile=profile_from({"max_bid": 160}))
    assert rule_of(state, "N bid 170 H") == "bid.range"
    assert rule_of(state, "N bid 160 H") is None
    assert "bid 170 H" not in notations(state) and "bid capot H" in notations(state)


def test_bid_range_before_must_top() -> None:
    state = auction("N bid 100 H")
    assert rule_of(state, "E bid 95 S") == "bid.range"
    assert rule_of(state, "E bid 90 S") == "bid.must-top"


# --- bid.must-top -------------------------------------------------------------------------------


def test_bid_must_top_higher_than_the_highest_any_suit() -> None:
    state = auction("N bid 100 H")
    assert rule_of(state, "E bid 100 S") == "bid.must-top"
    assert rule_of(state, "E bid 110 S") is None
    assert notations(state)[1] == "bid 110 S"


def test_bid_must_top_a_player_may_overbid_his_partner_same_suit_or_not() -> None:
    state = auction("N bid 80 C", "E pass")
    assert rule_of(state, "S bid 100 C") is None
    assert rule_of(state, "S bid 90 D") is None


def test_bid_must_top_capot_tops_every_number_and_nothing_tops_capot() -> None:
    state = auction("N bid 180 H")
    assert rule_of(state, "E bid capot S") is None
    state = auction("N bid capot H")
    assert rule_of(state, "E bid capot S") == "bid.must-top"
    assert rule_of(state, "E bid 180 S") == "bid.must-top"
    assert notations(state) == ["pass", "coinche"]


# --- bid.coinche --------------------------------------------------------------------------------


def test_bid_coinche_on_an_opponent_bid_ends_the_auction_and_doubles() -> None:
    state = auction("N bid 80 H", "E pass", "S bid 100 H", "W coinche")
    assert state.phase is Phase.PLAY
    assert state.contract == Contract(Seat.S, 100, Suit.HEARTS, 2)
    assert state.to_move is Seat.N  # the player after the dealer leads


def test_bid_coinche_by_either_opponent() -> None:
    state = auction("N bid 80 H", "E pass", "S pass")
    assert rule_of(state, "W coinche") is None
    state = auction("N bid 80 H")
    assert rule_of(state, "E coinche") is None


def test_bid_coinche_needs_a_bid_and_not_the_own_side() -> None:
    assert rule_of(dealt(), "N coinche") == "bid.coinche"
    state = auction("N bid 80 H", "E pass")
    assert rule_of(state, "S coinche") == "bid.coinche"
    assert "coinche" not in notations(state)


def test_bid_coinche_a_capot_may_be_coinched_unless_forbidden() -> None:
    assert rule_of(auction("N bid capot H"), "E coinche") is None
    forbidden = profile_from({"capot_coinche": "forbidden"})
    state = auction("N bid capot H", profile=forbidden)
    assert rule_of(state, "E coinche") == "bid.coinche"
    assert notations(state) == ["pass"]


def test_bid_coinche_in_turn_by_default_out_of_turn_under_any_time() -> None:
    state = auction("N bid 80 H")
    assert rule_of(state, "W coinche") == "turn.order"
    any_time = profile_from({"coinche_timing": "any_time"})
    state = auction("N bid 80 H", profile=any_time)
    assert rule_of(state, "W coinche") is None
    assert rule_of(state, "S coinche") == "turn.order"  # out of turn only for an opponent of the bidder
    assert rule_of(auction(profile=any_time), "E coinche") == "turn.order"  # nothing to coinche yet
    assert notations(state) == notations(auction("N bid 80 H"))
    after = apply_move(state, Move.parse("W coinche"))
    assert after.phase is Phase.PLAY and after.contract.multiplier == 2


# --- bid.surcoinche -----------------------------------------------------------------------------


def test_bid_surcoinche_refused_in_the_default_profile() -> None:
    assert rule_of(auction("N bid 80 H", "E coinche"), "S surcoinche") == "bid.surcoinche"
    assert rule_of(dealt(), "N surcoinche") == "bid.surcoinche"
    assert rule_of(auction("N bid 80 H"), "S surcoinche") == "bid.surcoinche"  # before turn.order too


@pytest.mark.parametrize(("option", "multiplier"), [("x4", 4), ("x3", 3)])
def test_bid_surcoinche_option_the_coinched_side_answers(option: str, multiplier: int) -> None:
    profile = profile_from({"surcoinche": option})
    state = auction("N bid 80 H", "E coinche", profile=profile)
    assert state.phase is Phase.AUCTION and state.to_move is Seat.S  # the coincher's left
    assert notations(state) == ["pass", "surcoinche"]
    assert rule_of(state, "S bid 90 H") == "bid.surcoinche"
    state = apply_move(state, Move.parse("S pass"))
    assert state.to_move is Seat.N  # the coincher's partner W is skipped
    done = apply_move(state, Move.parse("N surcoinche"))
    assert done.phase is Phase.PLAY and done.contract.multiplier == multiplier


def test_bid_surcoinche_option_two_passes_leave_the_coinche() -> None:
    state = auction("N bid 80 H", "E coinche", "S pass", "N pass", profile=profile_from({"surcoinche": "x4"}))
    assert state.phase is Phase.PLAY and state.contract.multiplier == 2


def test_bid_surcoinche_option_only_after_a_coinche() -> None:
    state = auction("N bid 80 H", profile=profile_from({"surcoinche": "x4"}))
    assert rule_of(state, "E surcoinche") == "bid.surcoinche"


# --- bid.end, bid.all-pass ----------------------------------------------------------------------


def test_bid_end_three_passes_after_a_bid() -> None:
    state = auction("N pass", "E bid 80 S", "S pass", "W pass")
    assert state.phase is Phase.AUCTION and state.to_move is Seat.N
    state = apply_move(state, Move.parse("N pass"))
    assert state.phase is Phase.PLAY
    assert state.contract == Contract(Seat.E, 80, Suit.SPADES, 1)
    assert state.trump is Suit.SPADES


def test_bid_end_a_new_bid_restarts_the_count() -> None:
    state = auction("N bid 80 H", "E pass", "S pass", "W bid 90 S", "N pass", "E pass")
    assert state.phase is Phase.AUCTION
    assert apply_move(state, Move.parse("S pass")).contract.seat is Seat.W


def test_bid_all_pass_four_passes_throw_the_hand_in_and_the_dealer_speaks() -> None:
    state = auction("N pass", "E pass", "S pass")
    assert state.phase is Phase.AUCTION and state.to_move is Seat.W  # the dealer has his turn
    state = apply_move(state, Move.parse("W pass"))
    assert state.phase is Phase.THROWN_IN and state.contract is None and state.to_move is None
