"""Irregularities in table mode (coinche-rules.md section 8): a misdeal and a revoke."""

from __future__ import annotations

import pytest
from coinche_positions import DEAL, after, dealt

from tutor.games.coinche import (
    IllegalMoveError,
    Move,
    Phase,
    apply_move,
    check_move,
    legal_moves,
    next_dealer,
    score_hand,
)
from tutor.games.seats import Seat, Side


def table(*moves: str, hands=DEAL):
    return after(dealt("W", hands, table_mode=True), moves)


def rule_of(state, move: str) -> str | None:
    violation = check_move(state, Move.parse(move))
    return None if violation is None else violation.rule


# --- irregular.misdeal ----------------------------------------------------------------------------


def test_irregular_misdeal_before_the_first_call_the_same_dealer_deals_again() -> None:
    short = dict(DEAL, N="9H AS KS 7D 8D 7C 8C", E="JH 7H QS AD 10D AC 10C JD 9C")  # nine and seven cards
    state = table(hands=short)
    assert check_move(state, Move.parse("E claim misdeal")) is None
    after_claim = apply_move(state, Move.parse("E claim misdeal"))
    assert after_claim.phase is Phase.REDEAL and after_claim.table.rulings == ("irregular.misdeal",)
    assert next_dealer(after_claim) is Seat.W


def test_irregular_misdeal_too_late_after_the_first_call_and_never_outside_table_mode() -> None:
    assert rule_of(table("N pass"), "E claim misdeal") == "irregular.misdeal"
    assert rule_of(dealt(), "E claim misdeal") == "irregular.misdeal"


# --- irregular.revoke -----------------------------------------------------------------------------

AUCTION = ("N bid 80 H", "E pass", "S pass", "W pass")


def test_irregular_revoke_outside_table_mode_the_card_is_refused() -> None:
    state = after(dealt(), AUCTION + ("N play AS",))
    with pytest.raises(IllegalMoveError) as refused:
        apply_move(state, Move.parse("E play AD"))
    assert refused.value.violation.rule == "play.follow-suit"


def test_irregular_revoke_noticed_before_the_next_card_is_taken_back() -> None:
    state = table(*AUCTION, "N play AS", "E play AD")  # E holds the queen of spades: a revoke
    assert state.trick[-1] == (Seat.E, Move.parse("E play AD").card)
    assert rule_of(state, "E play AD") is not None
    assert rule_of(state, "N claim revoke") is None
    assert rule_of(state, "W claim revoke") == "irregular.revoke"  # his partner's revoke
    back = apply_move(state, Move.parse("S claim revoke"))
    assert back.to_move is Seat.E and len(back.trick) == 1
    assert back.table.rulings == ("irregular.revoke",) and back.table.revokes == ()
    assert [str(move) for move in legal_moves(back) if move.verb.value == "play"] == ["E play QS"]


def test_irregular_revoke_noticed_later_stops_the_play_defenders_revoked() -> None:
    state = table(*AUCTION, "N play AS", "E play AD", "S play 10S")
    assert apply_move(state, Move.parse("N claim revoke")).table.penalty is Side.EW
    stopped = apply_move(state, Move.parse("N claim revoke"))
    assert stopped.phase is Phase.COMPLETE and stopped.to_move is None
    result = score_hand(stopped)
    # Scored as a made contract in which N–S took all 162 card points, no capot bonus.
    assert result.made and result.penalty is Side.EW
    assert result.scores == (80 + 162 + 20, 0)  # S holds the king and queen of hearts: the belote


def test_irregular_revoke_by_the_attackers_scores_a_failed_contract() -> None:
    state = table(*AUCTION, "N play 7C", "E play AC", "S play KC", "W play JC",
                  "E play 10C", "S play 8H", "W play 10H", "N play 8C")
    # S held QC: trumping the ten of clubs was a revoke (play.follow-suit) by the attackers.
    assert [revoke.seat for revoke in state.table.revokes] == [Seat.S]
    assert rule_of(state, "N claim revoke") == "irregular.revoke"  # only an opponent claims
    result = score_hand(apply_move(state, Move.parse("W claim revoke")))
    assert result.made is False and result.scores == (0, 162)


def test_irregular_revoke_nothing_to_claim() -> None:
    state = table(*AUCTION, "N play AS")
    assert rule_of(state, "E claim revoke") == "irregular.revoke"
