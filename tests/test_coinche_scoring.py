"""Card points, the score of a hand and the game (coinche-rules.md sections 5, 6 and 7).

The worked examples of section 6 are checked row by row; the other methods and options with
numbers worked out by hand from the rules.
"""

from __future__ import annotations

import random

import pytest
from coinche_positions import after, auction, dealt, play_position

from tutor.cards import PIQUET_PACK, Suit
from tutor.games.coinche import (
    Contract,
    GameScore,
    HandState,
    Phase,
    apply_move,
    card_points,
    deal_hand,
    game_winner,
    legal_moves,
    profile_from,
    score_contract,
    score_hand,
)
from tutor.games.coinche.profile import STANDARD
from tutor.games.coinche.scoring import ScoreSheet
from tutor.games.coinche.scoring import card_points as points_taken
from tutor.games.seats import Seat, Side

NS, EW = Side.NS, Side.EW


def contract(value: int | str, multiplier: int = 1) -> Contract:
    return Contract(Seat.N, None if value == "capot" else int(value), Suit.HEARTS, multiplier)


def sheet(value: int | str, ns_points: int, belote: Side | None = None, capot: Side | None = None,
          multiplier: int = 1, **options: object) -> ScoreSheet:
    profile = profile_from(options) if options else STANDARD
    return score_contract(profile, contract(value, multiplier), (ns_points, 162 - ns_points), belote, capot)


# --- points.cards, points.last-trick, points.capture --------------------------------------------------


def test_points_cards_trumps_and_plain_suits() -> None:
    hearts = {str(card): card_points(card, Suit.HEARTS) for card in PIQUET_PACK if card.suit == Suit.HEARTS}
    assert hearts == {"JH": 20, "9H": 14, "AH": 11, "10H": 10, "KH": 4, "QH": 3, "8H": 0, "7H": 0}
    spades = {str(card): card_points(card, Suit.HEARTS) for card in PIQUET_PACK if card.suit == Suit.SPADES}
    assert spades == {"AS": 11, "10S": 10, "KS": 4, "QS": 3, "JS": 2, "9S": 0, "8S": 0, "7S": 0}
    assert sum(card_points(card, Suit.CLUBS) for card in PIQUET_PACK) == 152


def test_points_last_trick_ten_more_so_a_hand_holds_162() -> None:
    state = auction("N bid 80 H", "E pass", "S pass", "W pass")
    while state.phase is Phase.PLAY:
        state = apply_move(state, next(iter(legal_moves(state))))
    result = score_hand(state)
    assert sum(result.points) == 162
    assert result.last_trick == state.tricks[-1].winner.side


def test_points_capture_count_for_the_side_that_wins_the_trick_whoever_played_them() -> None:
    # E's ace of spades (11) and W's ten (10) fall to N's trump: 21 for N–S.
    state = play_position("H", {"N": "7H", "E": "AS", "S": "KS", "W": "10S"},
                          ["N play 7H", "E play AS", "S play KS", "W play 10S"])
    assert points_taken(state) == (25, 0)


# --- points.belote, points.capot ---------------------------------------------------------------


def test_points_belote_counts_toward_the_contract_the_leaflets_example() -> None:
    result = sheet(100, 80, belote=NS)
    assert result.total == 100 and result.made
    assert result.scores == (200, 82)


def test_points_belote_is_not_part_of_the_162() -> None:
    result = sheet(90, 100, belote=EW, multiplier=2)
    assert result.points == (100, 62) and result.scores == (280, 82)


def test_points_capot_by_the_attackers_counts_250() -> None:
    result = sheet(100, 162, capot=NS)
    assert result.total == 250 and result.points == (162, 0)
    assert result.scores == (350, 0)


def test_points_capot_by_the_defenders_is_a_failed_contract_without_250() -> None:
    assert sheet(80, 0, belote=EW, capot=EW).scores == (0, 182)


# --- section 6: the worked examples -------------------------------------------------------------

WORKED = [
    # value, multiplier, N–S card points, belote, capot, made, N–S score, E–W score
    (100, 1, 80, NS, None, True, 200, 82),
    (100, 1, 80, None, None, False, 0, 162),
    (80, 1, 81, None, None, False, 0, 162),
    (80, 1, 82, None, None, True, 162, 80),
    (80, 1, 62, NS, None, True, 162, 100),
    (90, 1, 90, None, None, True, 180, 72),
    (90, 2, 100, EW, None, True, 280, 82),
    (90, 2, 80, EW, None, False, 0, 200),
    (80, 2, 70, None, None, False, 0, 160),
    (120, 1, 90, NS, None, False, 0, 162),
    (100, 1, 162, None, NS, True, 350, 0),
    (180, 1, 162, NS, NS, True, 450, 0),
    (160, 1, 162, None, None, True, 322, 0),
    (170, 1, 162, None, None, False, 0, 162),
    ("capot", 1, 162, NS, NS, True, 370, 0),
    ("capot", 2, 162, None, NS, True, 700, 0),
    ("capot", 1, 140, None, None, False, 0, 162),
    ("capot", 2, 140, EW, None, False, 0, 720),
    (80, 1, 0, EW, EW, False, 0, 182),
]


@pytest.mark.parametrize(("value", "multiplier", "points", "belote", "capot", "made", "ns", "ew"), WORKED)
def test_score_made_check_and_scores_the_worked_examples(
    value: int | str, multiplier: int, points: int, belote: Side | None, capot: Side | None, made: bool,
    ns: int, ew: int,
) -> None:
    result = sheet(value, points, belote, capot, multiplier)
    assert result.made is made
    assert result.scores == (ns, ew)


def test_score_made_check_a_bid_of_80_needs_82() -> None:
    assert not sheet(80, 81).made
    assert sheet(80, 82).made
    assert sheet(80, 80, bid80_needs=80).made
    assert sheet(80, 80, bid80_needs=80).scores == (160, 82)


def test_score_made_check_the_defenders_belote_neither_helps_nor_hurts() -> None:
    assert sheet(100, 100, belote=EW).made and sheet(100, 100).made
    assert sheet(100, 100, belote=EW).scores == (200, 82)


def test_score_made_bid_times_multiplier_plus_total_defenders_keep_their_points() -> None:
    result = sheet(90, 100, belote=EW, multiplier=2)
    assert result.rule == "score.made" and result.scores == (2 * 90 + 100, 62 + 20)


def test_score_made_option_coinched_defenders_zero() -> None:
    assert sheet(90, 100, belote=EW, multiplier=2, coinched_defenders="zero").scores == (280, 20)
    assert sheet(90, 100, belote=EW, coinched_defenders="zero").scores == (190, 82)  # not coinched


def test_score_failed_162_or_value_times_multiplier_after_a_coinche() -> None:
    assert sheet(100, 80).scores == (0, 162)
    assert sheet(100, 80, multiplier=2).scores == (0, 200)
    assert sheet(80, 70, multiplier=2).scores == (0, 160)  # less than 162: the leaflet says so
    assert sheet(100, 80).rule == "score.failed"


def test_score_failed_the_attackers_belote_is_lost_by_default() -> None:
    assert sheet(120, 90, belote=NS).scores == (0, 162)
    assert sheet(120, 90, belote=NS, belote_on_failure="kept").scores == (20, 162)
    assert sheet(120, 90, belote=NS, belote_on_failure="to_defenders").scores == (0, 182)


def test_score_failed_option_160_plus_bid() -> None:
    assert sheet(100, 80, failed_score="160_plus_bid").scores == (0, 260)
    assert sheet(90, 80, belote=EW, multiplier=2, failed_score="160_plus_bid").scores == (0, 160 + 180 + 20)
    assert sheet("capot", 140, failed_score="160_plus_bid").scores == (0, 160 + 250)


def test_score_coinche_doubles_only_the_value() -> None:
    single, doubled = sheet(100, 110, belote=NS), sheet(100, 110, belote=NS, multiplier=2)
    assert doubled.scores[0] - single.scores[0] == 100
    assert doubled.scores[1] == single.scores[1] == 52


def test_score_coinche_surcoinche_multipliers() -> None:
    assert sheet(100, 110, multiplier=4, surcoinche="x4").scores == (510, 52)
    assert sheet(100, 80, multiplier=3, surcoinche="x3").scores == (0, 300)


def test_score_capot_bid_made_350_times_multiplier_plus_belote() -> None:
    assert sheet("capot", 162, belote=NS, capot=NS).scores == (370, 0)
    assert sheet("capot", 162, belote=EW, capot=NS).scores == (350, 20)
    assert sheet("capot", 162, capot=NS).rule == "score.capot-bid"


def test_score_capot_bid_option_500() -> None:
    assert sheet("capot", 162, belote=NS, capot=NS, capot_bid=500).scores == (520, 0)
    assert sheet("capot", 140, belote=EW, multiplier=2, capot_bid=500).scores == (0, 1020)


def test_score_method_points_bid() -> None:
    assert sheet(100, 80, belote=NS, scoring="bid").scores == (100, 0)
    assert sheet(100, 80, scoring="bid").scores == (0, 162)
    assert sheet(90, 80, belote=EW, multiplier=2, scoring="bid").scores == (0, 180)
    assert sheet(100, 162, capot=NS, scoring="bid").scores == (100, 0)  # an unannounced capot adds nothing
    assert not sheet(180, 162, capot=NS, scoring="bid").made  # not even to the total: 162 < 180
    assert sheet("capot", 162, belote=NS, capot=NS, scoring="bid").scores == (250, 0)
    assert sheet("capot", 162, capot=NS, multiplier=2, scoring="bid").scores == (500, 0)


def test_score_method_points_made() -> None:
    assert sheet(100, 80, belote=NS, scoring="made").scores == (100, 82)
    assert sheet(90, 100, belote=EW, multiplier=2, scoring="made").scores == (100, 82)  # a coinche costs nothing
    assert sheet(100, 162, capot=NS, scoring="made").scores == (250, 0)
    assert sheet("capot", 162, belote=NS, capot=NS, scoring="made").scores == (370, 0)
    assert sheet(100, 80, scoring="made").scores == (0, 162)


def test_score_method_default_is_made_and_bid() -> None:
    assert STANDARD.scoring == "made_and_bid"


def test_score_made_a_whole_hand_the_records_example() -> None:
    state = after(_example(), _EXAMPLE_MOVES)
    result = score_hand(state)
    assert result.points == (99, 63) and result.belote == NS and result.capot is None
    assert result.contract == Contract(Seat.N, 100, Suit.HEARTS, 2)
    assert result.made and result.scores == (319, 63)


def test_score_failed_a_hand_thrown_in_scores_nothing() -> None:
    state = auction("N pass", "E pass", "S pass", "W pass")
    result = score_hand(state)
    assert result.contract is None and result.made is None and result.scores == (0, 0)


# --- game.target, game.tie ----------------------------------------------------------------------


def test_game_target_the_first_side_to_reach_it_wins() -> None:
    assert game_winner((1990, 1500), NS) is None
    assert game_winner((2010, 1500), EW) is NS
    assert game_winner((990, 1000), NS, profile_from({"target": 1000})) is EW


def test_game_target_a_running_total_over_hands() -> None:
    game = GameScore()
    for scores in [(200, 82), (0, 162), (1900, 0)]:
        game = game.add(sheet(100, 80, belote=NS)._replace(scores=scores))
    assert game.totals == (2100, 244)
    assert game.winner() is NS


def test_game_tie_both_reach_the_target_the_contract_side_wins() -> None:
    assert game_winner((2100, 2200), NS) is NS
    assert game_winner((2100, 2200), NS, profile_from({"tie": "higher_total"})) is EW
    assert game_winner((2100, 2100), NS, profile_from({"tie": "higher_total"})) is None


def test_points_last_trick_random_hands_hold_162_or_nothing() -> None:
    rng = random.Random(5)
    for seed in range(40):
        state = deal_hand(seed, Seat(seed % 4))
        while not state.phase.is_over:
            state = apply_move(state, legal_moves(state).random(rng))
        result = score_hand(state)
        assert sum(result.points) in (0, 162)


_EXAMPLE_HANDS = {
    "N": "QS 8S AH KD 9D 7D QC 7C", "E": "AS JS 9S 10H AD JD 8D AC",
    "S": "KS 10S 7S KH QH JH KC JC", "W": "9H 8H 7H QD 10D 10C 9C 8C",
}
_EXAMPLE_MOVES = """S bid 80 H; W pass; N bid 100 H; E coinche;
S play JC; W play 10C; N play QC; E play AC; E play 9S; S play KS; W play 9H; N play 8S;
W play QD; N play 7D; E play AD; S play JH; S play 7S; W play 8H; N play QS; E play JS;
W play 9C; N play 7C; E play 10H; S play KC; E play 8D; S play QH; W play 10D; N play 9D;
S play 10S; W play 7H; N play AH; E play AS; N play KD; E play JD; S play KH; W play 8C""".replace("\n", " ").split(";")


def _example() -> HandState:
    return dealt("E", _EXAMPLE_HANDS)
