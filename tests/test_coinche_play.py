"""The play (coinche-rules.md section 4), on hand-worked positions.

Each test sets up a trick under way and checks what the seat to move may play (the table at the
end of section 4) and which rule a wrong card breaks (the order of section 0).
"""

from __future__ import annotations

import pytest
from coinche_positions import after, auction, legal, play_position

from tutor.games.coinche import IllegalMoveError, Move, Phase, apply_move, check_move, legal_moves, profile_from
from tutor.games.seats import Seat


def rule_of(state, move: str) -> str | None:
    violation = check_move(state, Move.parse(move))
    return None if violation is None else violation.rule


# --- play.first-lead, play.next-lead -------------------------------------------------------------


def test_play_first_lead_is_the_player_after_the_dealer_whoever_holds_the_contract() -> None:
    state = auction("N pass", "E bid 80 S", "S pass", "W pass", "N pass", dealer="W")
    assert state.phase is Phase.PLAY and state.contract.seat is Seat.E
    assert state.to_move is Seat.N
    assert rule_of(state, "E play QS") == "turn.order"


def test_play_next_lead_the_winner_of_a_trick_leads_any_card() -> None:
    state = play_position("H", {"N": "AS 7C", "E": "QS 8C", "S": "10S 9C", "W": "8S JC"},
                          ["N play AS", "E play QS", "S play 10S", "W play 8S"])
    assert state.to_move is Seat.N and state.tricks[-1].winner is Seat.N, "play.next-lead"
    assert legal(state) == ["N play 7C"]
    assert rule_of(state, "E play 8C") == "turn.order"


def test_play_next_lead_eight_tricks_end_the_hand() -> None:
    state = auction("N bid 80 H", "E pass", "S pass", "W pass")
    for number in range(1, 33):
        state = apply_move(state, next(iter(legal_moves(state))))
        assert len(state.tricks) == number // 4
        assert (state.phase is Phase.COMPLETE) == (number == 32)
    assert state.to_move is None and legal(state) == []


# --- play.follow-suit ---------------------------------------------------------------------------


def test_play_follow_suit_any_card_of_the_suit_led_no_duty_to_beat() -> None:
    state = play_position("H", {"N": "AS", "E": "QS 7S AD JH", "S": "10S", "W": "8S"}, ["N play AS"])
    assert legal(state) == ["E play 7S", "E play QS"]
    assert rule_of(state, "E play AD") == "play.follow-suit"
    assert rule_of(state, "E play JH") == "play.follow-suit"


def test_play_follow_suit_on_a_trump_lead_means_playing_a_trump() -> None:
    state = play_position("H", {"N": "JH", "E": "7H AD AS", "S": "10S", "W": "8S"}, ["N play JH"])
    assert legal(state) == ["E play 7H"]
    assert rule_of(state, "E play AD") == "play.follow-suit"


# --- play.overtrump -----------------------------------------------------------------------------


def test_play_overtrump_on_a_trump_lead_a_higher_trump_if_held() -> None:
    state = play_position("H", {"N": "9H", "E": "JH 7H AD", "S": "10S", "W": "8S"}, ["N play 9H"])
    assert legal(state) == ["E play JH"]
    assert rule_of(state, "E play 7H") == "play.overtrump"


def test_play_overtrump_even_over_the_partner() -> None:
    # N leads the nine of trumps; E cannot beat it and plays low; S, N's partner, must go higher.
    state = play_position("H", {"N": "9H", "E": "7H", "S": "JH KH AS", "W": "8S"}, ["N play 9H", "E play 7H"])
    assert legal(state) == ["S play JH"]
    assert rule_of(state, "S play KH") == "play.overtrump"


def test_play_overtrump_not_possible_then_any_trump() -> None:
    state = play_position("H", {"N": "JH", "E": "AH 7H AD", "S": "10S", "W": "8S"}, ["N play JH"])
    assert legal(state) == ["E play 7H", "E play AH"]


def test_play_overtrump_when_trumping_in_after_an_opponent_trumped() -> None:
    # Spades led by N; E (void) trumps with the ten; S, void in spades, holds the ace and the king of trumps.
    state = play_position("H", {"N": "AS", "E": "10H", "S": "AH KH 7D", "W": "8S"}, ["N play AS", "E play 10H"])
    assert legal(state) == ["S play AH"]
    assert rule_of(state, "S play KH") == "play.overtrump"


def test_play_overtrump_over_a_partner_who_trumped_default_must_beat() -> None:
    # Clubs led by E; S (void) trumps with the king; W follows; N is void: his partner S is master.
    hands = {"N": "9H 7H AD", "E": "AC", "S": "KH", "W": "8C"}
    state = play_position("H", hands, ["E play AC", "S play KH", "W play 8C"], leader="E")
    assert legal(state) == ["N play 9H", "N play AD"]
    assert rule_of(state, "N play 7H") == "play.overtrump"


def test_play_overtrump_option_partner_ruff_free_lets_him_play_any_card() -> None:
    hands = {"N": "9H 7H AD", "E": "AC", "S": "KH", "W": "8C"}
    state = play_position("H", hands, ["E play AC", "S play KH", "W play 8C"], leader="E",
                          profile=profile_from({"partner_ruff": "free"}))
    assert legal(state) == ["N play 7H", "N play 9H", "N play AD"]


def test_play_overtrump_option_partner_ruff_free_keeps_the_rule_on_a_trump_lead() -> None:
    state = play_position("H", {"N": "9H", "E": "7H", "S": "JH KH AS", "W": "8S"}, ["N play 9H", "E play 7H"],
                          profile=profile_from({"partner_ruff": "free"}))
    assert legal(state) == ["S play JH"]


# --- play.must-trump, play.partner-master, play.undertrump ----------------------------------------


def test_play_must_trump_when_void_and_partner_not_master() -> None:
    state = play_position("H", {"N": "AS", "E": "8H 7H AD", "S": "10S", "W": "8S"}, ["N play AS"])
    assert legal(state) == ["E play 7H", "E play 8H"]
    assert rule_of(state, "E play AD") == "play.must-trump"


def test_play_must_trump_with_no_trump_any_card() -> None:
    state = play_position("H", {"N": "AS", "E": "AD 7C", "S": "10S", "W": "8S"}, ["N play AS"])
    assert legal(state) == ["E play 7C", "E play AD"]


def test_play_must_trump_when_the_partner_played_but_is_not_master() -> None:
    # N leads the king of spades, E beats it with the ace: S's partner is not master.
    state = play_position("H", {"N": "KS", "E": "AS", "S": "7H AD", "W": "8S"}, ["N play KS", "E play AS"])
    assert legal(state) == ["S play 7H"]
    assert rule_of(state, "S play AD") == "play.must-trump"


def test_play_partner_master_may_discard_or_trump() -> None:
    # N leads the ace of spades and is winning: S, void, may discard or trump (any trump: none in the trick).
    state = play_position("H", {"N": "AS", "E": "QS", "S": "8H 7H AD", "W": "8S"}, ["N play AS", "E play QS"])
    assert legal(state) == ["S play 7H", "S play 8H", "S play AD"]


def test_play_partner_master_is_his_card_winning_not_his_having_played() -> None:
    # W leads, N plays the ace of spades and wins so far, E trumps: for S, N is not master.
    state = play_position("H", {"N": "AS", "E": "7H", "S": "8H AD", "W": "KS"},
                          ["W play KS", "N play AS", "E play 7H"], leader="W")
    assert legal(state) == ["S play 8H"]
    assert rule_of(state, "S play AD") == "play.must-trump"


def test_play_undertrump_when_the_opponent_trump_cannot_be_beaten() -> None:
    # N leads spades, E trumps with the jack; S's partner is not master and S cannot beat the jack.
    state = play_position("H", {"N": "AS", "E": "JH", "S": "9H 7H AD", "W": "8S"},
                          ["N play AS", "E play JH"])
    assert legal(state) == ["S play 7H", "S play 9H"]
    assert rule_of(state, "S play AD") == "play.undertrump"


def test_play_undertrump_a_player_who_can_beat_the_trump_must() -> None:
    state = play_position("H", {"N": "AS", "E": "9H", "S": "JH 7H AD", "W": "8S"}, ["N play AS", "E play 9H"])
    assert legal(state) == ["S play JH"]
    assert rule_of(state, "S play 7H") == "play.overtrump"
    assert rule_of(state, "S play AD") == "play.must-trump"


def test_play_undertrump_option_may_discard() -> None:
    state = play_position("H", {"N": "AS", "E": "JH", "S": "9H 7H AD", "W": "8S"}, ["N play AS", "E play JH"],
                          profile=profile_from({"undertrump": "may_discard"}))
    assert legal(state) == ["S play 7H", "S play 9H", "S play AD"]


# --- play.trick-winner ----------------------------------------------------------------------------


@pytest.mark.parametrize(("plays", "winner"), [
    (["N play 10S", "E play AS", "S play KS", "W play 7S"], Seat.E),  # the highest of the suit led
    (["N play 10S", "E play AD", "S play KS", "W play 7S"], Seat.N),  # a third suit never wins
    (["N play AS", "E play 7H", "S play KS", "W play 8S"], Seat.E),   # the lowest trump beats the ace
    (["N play 9H", "E play AH", "S play JH", "W play 10H"], Seat.S),  # trump order: J, 9, A, 10
    (["N play JS", "E play 9S", "S play 7S", "W play 8S"], Seat.N),   # plain order: J above 9
])
def test_play_trick_winner(plays: list[str], winner: Seat) -> None:
    hands = {seat: move.split()[2] for seat, move in zip("NESW", plays)}
    state = play_position("H", hands, plays)
    assert state.tricks[-1].winner is winner
    assert state.to_move is winner


# --- play.belote --------------------------------------------------------------------------------


def test_play_belote_announced_by_the_engine_with_either_card_first() -> None:
    state = play_position("H", {"N": "QH KH", "E": "7H 8H", "S": "AS 7S", "W": "8S 9S"})
    state = after(state, ["N play QH", "E play 7H", "S play 7S", "W play 8S"])
    assert state.announced == ((Seat.N, state.tricks[0].plays[0][1], "belote"),)
    state = after(state, ["N play KH"])
    assert [word for _, _, word in state.announced] == ["belote", "rebelote"]


def test_play_belote_a_word_in_the_default_profile_is_refused() -> None:
    state = play_position("H", {"N": "QH KH", "E": "7H", "S": "AS", "W": "8S"})
    assert rule_of(state, "N play QH belote") == "play.belote"


def test_play_belote_declared_both_words_in_order() -> None:
    declared = profile_from({"belote": "declared"})
    state = play_position("H", {"N": "QH KH", "E": "7H 8H", "S": "AS 7S", "W": "8S 9S"}, profile=declared)
    assert "N play QH belote" in legal(state) and "N play KH belote" in legal(state)
    assert rule_of(state, "N play QH rebelote") == "play.belote"
    state = after(state, ["N play QH belote", "E play 7H", "S play 7S", "W play 8S"])
    assert rule_of(state, "N play KH belote") == "play.belote"
    assert check_move(state, Move.parse("N play KH rebelote")) is None


def test_play_belote_declared_rebelote_without_belote_is_refused() -> None:
    declared = profile_from({"belote": "declared"})
    state = play_position("H", {"N": "QH KH", "E": "7H 8H", "S": "AS 7S", "W": "8S 9S"}, profile=declared)
    state = after(state, ["N play QH", "E play 7H", "S play 7S", "W play 8S"])
    assert rule_of(state, "N play KH rebelote") == "play.belote"
    assert "N play KH" in legal(state)


def test_play_belote_declared_a_word_on_another_card_is_refused() -> None:
    declared = profile_from({"belote": "declared"})
    state = play_position("H", {"N": "QH KH JH", "E": "7H", "S": "AS", "W": "8S"}, profile=declared)
    assert rule_of(state, "N play JH belote") == "play.belote"


# --- turn.own-card ------------------------------------------------------------------------------


def test_turn_own_card_a_card_not_in_the_hand_is_refused_and_changes_nothing() -> None:
    state = play_position("H", {"N": "AS", "E": "QS", "S": "10S", "W": "8S"})
    assert rule_of(state, "N play QS") == "turn.own-card"
    with pytest.raises(IllegalMoveError):
        apply_move(state, Move.parse("N play QS"))
    played = after(state, ["N play AS"])
    assert rule_of(played, "E play AS") == "turn.own-card"


def test_turn_own_card_comes_before_the_rules_of_play() -> None:
    state = play_position("H", {"N": "AS", "E": "QS", "S": "10S", "W": "8S"}, ["N play AS"])
    assert rule_of(state, "E play AD") == "turn.own-card"


# --- turn.order ---------------------------------------------------------------------------------


def test_turn_order_only_the_seat_to_move_plays_and_no_call_in_the_play() -> None:
    state = play_position("H", {"N": "AS", "E": "QS", "S": "10S", "W": "8S"})
    assert rule_of(state, "E play QS") == "turn.order"
    assert rule_of(state, "N pass") == "turn.order"
    assert rule_of(state, "N bid 90 S") == "turn.order"
    assert rule_of(state, "S coinche") == "turn.order"


def test_turn_order_nobody_acts_once_the_hand_is_over() -> None:
    state = auction("N pass", "E pass", "S pass", "W pass")
    assert state.phase is Phase.THROWN_IN
    assert rule_of(state, "N pass") == "turn.order"
    assert rule_of(state, "N play 9H") == "turn.order"
    assert legal(state) == []
