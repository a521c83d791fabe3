"""Section 6 of cinch-rules.md: the scoring cards, capture, made and set, dead cards, the target.

Every hand here is dealt and played through the engine: `ready_to_play` deals so that each seat
holds the six cards given, and the tricks are scripted card by card.
"""

from __future__ import annotations

import pytest
from cinch_positions import E, N, S, W, cards, play_cards, play_rest, ready_to_play

from tutor.cards import Suit
from tutor.games.cinch import (
    STANDARD,
    GameScore,
    HandState,
    Phase,
    Point,
    PointWon,
    Profile,
    ProfileError,
    ScoreSheet,
    score_hand,
)
from tutor.games.cinch.ranking import POINT_CARDS, POINTS_IN_PLAY
from tutor.games.seats import Seat, Side

NS, EW = Side.NS, Side.EW
LOW_TO_PLAYER = Profile(name="low-to-player", low_to="player")
FREE = Profile(name="free-rob-only", dealer_rob="free")


def calls(bid: int, bidder: str = "E") -> list[str]:
    """Dealer N: E bids (or passes for another bidder), the others pass."""
    order = ["E", "S", "W", "N"]
    return [f"{seat} bid {bid}" if seat == bidder else f"{seat} pass" for seat in order]


SIX_EIGHT = {
    E: "5H 4H AS KS QS JS",
    S: "3H 5D JH 10H 2H 2S",
    W: "AH AC KC QC JC 10C",
    N: "KH QH 9H 8H 7H 6H",
}
SIX_EIGHT_PLAY = "5H 3H AH 6H  AC 7H JS 2H  KH 4H 10H 10C  QH QS JH JC  9H KS 5D QC  8H AS 2S KC"
"""E-W take High and the Right Pedro (6); N-S Low, Game, Jack and the Left Pedro (8)."""

SEVEN_SEVEN = {
    E: "5H 4H AS KS QS JS",
    S: "3H 6H 5D 10H 2H 2S",
    W: "AH JH AC KC QC JC",
    N: "KH QH 9H 8H 7H AD",
}
SEVEN_SEVEN_PLAY = "5H 3H AH 7H  JH 8H 4H 6H  AC KH JS 2H  QH QS 10H JC  9H KS 5D QC  AD AS 2S KC"
"""E-W take High, Jack and the Right Pedro (7); N-S Low, Game and the Left Pedro (7)."""

CAPTURE_PLAY = "5H 3H AH 7H  JH 8H 4H 2H  AC KH JS 6H  QH QS 10H JC  9H KS 5D QC  AD AS 2S KC"
"""SEVEN_SEVEN, but S plays the 2H (Low) on W's Jack: E-W take 8, N-S 6."""

ALL_NS = {
    N: "AH 2H JH 10H 5H 5D",
    S: "KH QH 9H 8H 7H 6H",
    E: "AS KS QS JS 10S 9S",
    W: "AC KC QC JC 10C 9C",
}
ALL_NS_PLAY = "AS 6H 9C 2H  7H 10C 5D 10S  8H JC 5H JS  9H QC 10H QS  JH KS QH KC  KH AC AH 9S"
"""N-S take all 14 points; the dealer N leaves out 4H 3H."""


def played(
    final: dict[Seat, str], play: str, bid: int, profile: Profile = STANDARD, bidder: str = "E"
) -> HandState:
    state = ready_to_play(N, "H", final, calls=calls(bid, bidder), profile=profile)
    state = play_cards(state, play)
    assert state.phase is Phase.COMPLETE
    return state


def point(sheet: ScoreSheet, which: Point) -> PointWon:
    return next(won for won in sheet.points if won.point is which)


# --- points.cards -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trump", "expected"),
    [
        ("H", {"high": "AH", "low": "2H", "jack": "JH", "game": "10H", "right_pedro": "5H", "left_pedro": "5D"}),
        ("D", {"high": "AD", "low": "2D", "jack": "JD", "game": "10D", "right_pedro": "5D", "left_pedro": "5H"}),
        ("S", {"high": "AS", "low": "2S", "jack": "JS", "game": "10S", "right_pedro": "5S", "left_pedro": "5C"}),
        ("C", {"high": "AC", "low": "2C", "jack": "JC", "game": "10C", "right_pedro": "5C", "left_pedro": "5S"}),
    ],
)
def test_points_cards_six_trumps_score_fourteen(trump: str, expected: dict[str, str]) -> None:
    table = POINT_CARDS[Suit.parse(trump)]
    assert {point.value: str(card) for point, card in table.items()} == expected
    assert [point.points for point in Point] == [1, 1, 1, 1, 5, 5]
    assert sum(point.points for point in Point) == POINTS_IN_PLAY == 14


def test_points_cards_the_score_sheet_lists_the_six_cards_and_plain_cards_never_score() -> None:
    sheet = score_hand(played(SIX_EIGHT, SIX_EIGHT_PLAY, 6))
    assert [won.point for won in sheet.points] == list(Point)
    assert [str(won.card) for won in sheet.points] == ["AH", "2H", "JH", "10H", "5H", "5D"]
    assert sum(sheet.counts) == 14
    # The aces of spades and clubs were taken by E-W and N-S but count for nobody.
    assert all(won.card.suit is Suit.HEARTS or str(won.card) == "5D" for won in sheet.points)


# --- points.capture -----------------------------------------------------------------------------


def test_points_capture_a_scoring_card_counts_for_the_side_winning_its_trick() -> None:
    sheet = score_hand(played(SEVEN_SEVEN, CAPTURE_PLAY, 7))
    low = point(sheet, Point.LOW)
    assert (low.side, low.trick, low.winner, low.played_by, low.rule) == (EW, 2, W, S, "points.capture")
    pedro = point(sheet, Point.RIGHT_PEDRO)
    assert (pedro.side, pedro.trick, pedro.winner, pedro.played_by) == (EW, 1, W, E)
    assert sheet.counts == (6, 8)
    assert sheet.made and sheet.scores == (0, 2)


def test_points_capture_option_low_to_player() -> None:
    sheet = score_hand(played(SEVEN_SEVEN, CAPTURE_PLAY, 7, LOW_TO_PLAYER))
    low = point(sheet, Point.LOW)
    assert (low.side, low.winner, low.played_by) == (NS, W, S)  # S played it: it counts for N-S
    assert point(sheet, Point.GAME).side is NS and point(sheet, Point.JACK).side is EW
    assert sheet.counts == (7, 7)
    assert sheet.made and sheet.scores == (0, 0)


# --- score.made ---------------------------------------------------------------------------------


def test_score_made_seed_example_bid_6_bidders_6_opponents_8_opponents_score_2() -> None:
    sheet = score_hand(played(SIX_EIGHT, SIX_EIGHT_PLAY, 6))
    assert (sheet.bidder, sheet.bid) == (E, 6)
    assert sheet.counts == (8, 6)  # indexed by side: N-S 8, E-W 6
    assert sheet.made and sheet.rule == "score.made" and sheet.shortfall == 0
    assert sheet.scores == (2, 0)
    assert sheet.scoring_side is NS


def test_score_made_equal_counts_score_nothing() -> None:
    sheet = score_hand(played(SEVEN_SEVEN, SEVEN_SEVEN_PLAY, 7))
    assert sheet.counts == (7, 7)
    assert sheet.made and sheet.rule == "score.made"
    assert sheet.scores == (0, 0) and sheet.scoring_side is None


def test_score_made_the_bidders_score_the_difference_when_theirs_is_higher() -> None:
    sheet = score_hand(played(SEVEN_SEVEN, CAPTURE_PLAY, 5))
    assert sheet.counts == (6, 8) and sheet.made
    assert sheet.scores == (0, 2) and sheet.scoring_side is EW


# --- score.set ----------------------------------------------------------------------------------


def test_score_set_seed_example_bid_8_bidders_7_opponents_7_opponents_score_15() -> None:
    sheet = score_hand(played(SEVEN_SEVEN, SEVEN_SEVEN_PLAY, 8))
    assert sheet.counts == (7, 7)
    assert not sheet.made and sheet.rule == "score.set"
    assert sheet.shortfall == 1
    assert sheet.scores == (15, 0)


def test_score_set_even_when_the_bidders_count_is_the_higher() -> None:
    sheet = score_hand(played(SEVEN_SEVEN, CAPTURE_PLAY, 9))
    assert sheet.counts == (6, 8)
    assert not sheet.made and sheet.shortfall == 1
    assert sheet.scores == (15, 0)


def test_score_set_scores_up_to_28() -> None:
    sheet = score_hand(played(ALL_NS, ALL_NS_PLAY, 14))
    assert sheet.counts == (14, 0)
    assert not sheet.made and sheet.shortfall == 14
    assert sheet.scores == (28, 0)
    assert [won.side for won in sheet.points] == [NS] * 6


@pytest.mark.parametrize(("bid", "scores"), [(1, (15, 0)), (7, (21, 0)), (13, (27, 0)), (14, (28, 0))])
def test_score_set_fourteen_plus_the_shortfall(bid: int, scores: tuple[int, int]) -> None:
    sheet = score_hand(played(ALL_NS, ALL_NS_PLAY, bid))  # the bidders E-W take nothing
    assert not sheet.made and sheet.shortfall == bid
    assert sheet.scores == scores


# --- score.dead-card ----------------------------------------------------------------------------

NO_GAME = {
    E: "5H 4H AS KS QS JS",
    S: "3H 6H 5D 2H 2S 3S",
    W: "AH JH AC KC QC JC",
    N: "KH QH 9H 8H 7H AD",
}
"""Under ``dealer_rob=free`` the dealer N leaves the 10H (Game) out of his six: it is dead."""


def test_score_dead_card_left_out_by_an_opponent_of_the_bidder_counts_for_the_bidder() -> None:
    state = ready_to_play(N, "H", NO_GAME, calls=calls(7), profile=FREE)
    assert (N, cards("10H")[0]) in state.dead
    sheet = score_hand(play_rest(state))
    game = point(sheet, Point.GAME)
    assert (game.side, game.trick, game.winner, game.played_by, game.rule) == (EW, None, None, N, "draw.error-discard")
    assert sum(sheet.counts) == 14


def test_score_dead_card_of_the_bidding_side_counts_for_nobody_and_the_set_stays_14_plus_shortfall() -> None:
    state = ready_to_play(N, "H", NO_GAME, calls=calls(14, bidder="N"), profile=FREE)
    sheet = score_hand(play_rest(state))
    game = point(sheet, Point.GAME)
    assert (game.side, game.trick, game.played_by, game.rule) == (None, None, N, "score.dead-card")
    assert sum(sheet.counts) == 13
    assert not sheet.made and sheet.rule == "score.set"
    assert sheet.shortfall == 14 - sheet.counts[NS]
    assert sheet.scores == (0, 14 + sheet.shortfall)


def test_score_dead_card_non_point_dead_trumps_change_nothing() -> None:
    state = played(ALL_NS, ALL_NS_PLAY, 14)
    assert {str(card) for _, card in state.dead} == {"4H", "3H"}
    sheet = score_hand(state)
    assert all(won.rule == "points.capture" for won in sheet.points)
    assert sum(sheet.counts) == 14


def test_score_dead_card_only_a_complete_hand_is_scored() -> None:
    with pytest.raises(ValueError, match="complete"):
        score_hand(ready_to_play(N, "H", SIX_EIGHT, calls=calls(6)))


# --- game.target --------------------------------------------------------------------------------


def sheets() -> tuple[ScoreSheet, ScoreSheet]:
    big = score_hand(played(ALL_NS, ALL_NS_PLAY, 14))  # N-S score 28
    small = score_hand(played(SEVEN_SEVEN, CAPTURE_PLAY, 5))  # E-W score 2
    return big, small


def test_game_target_first_side_to_reach_51_wins() -> None:
    big, small = sheets()
    game = GameScore()
    assert game.target == STANDARD.target == 51, "game.target"
    game = game.add(big).add(small)
    assert (game.totals, game.hands, game.winner) == ((28, 2), 2, None)
    game = game.add(big)
    assert (game.totals, game.winner) == ((56, 2), NS)


@pytest.mark.parametrize(("target", "hands_to_win"), [(42, 2), (51, 2), (62, 3), (28, 1), (100, 4)])
def test_game_target_option(target: int, hands_to_win: int) -> None:
    big, _ = sheets()
    profile = Profile(name=f"to-{target}", target=target)
    game = GameScore(target=profile.target)
    for hand in range(1, 5):
        game = game.add(big)
        assert (game.winner is NS) == (hand >= hands_to_win), (hand, game)


def test_game_target_exactly_reaching_the_target_wins() -> None:
    _, small = sheets()
    game = GameScore(target=4).add(small)
    assert game.winner is None
    assert game.add(small).winner is EW


@pytest.mark.parametrize("target", [0, -5, True, 51.5, "51"])
def test_game_target_must_be_a_positive_whole_number(target: object) -> None:
    with pytest.raises(ProfileError):
        Profile(target=target)  # type: ignore[arg-type]


def test_game_target_only_one_side_scores_a_hand() -> None:
    for sheet in sheets():
        assert min(sheet.scores) == 0
    game = GameScore(target=30)
    big, small = sheets()
    game = game.add(small).add(big).add(big)
    assert game.winner is NS and game.totals[EW] < 30
