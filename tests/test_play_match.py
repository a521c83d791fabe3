"""A game against the bots (`tutor.play_match`): refused moves change nothing, the deal rotates
(`deal.rotation`), the game ends when a side reaches the target (`game.target`), every hand is a
deal record that replays to the same score, and a kept match comes back as it was."""

from __future__ import annotations

import pytest

from tutor import play_match
from tutor.games import find_game
from tutor.games.seats import Seat, Side
from tutor.play_match import IllegalMove, Match
from tutor.records import parse_record, record_to_yaml
from tutor.replay import replay

CINCH = find_game("cinch")


def learner_plays_first_legal(match: Match) -> Match:
    """The learner's seat played by the first legal move, the bots answering."""
    move = next(iter(CINCH.legal_moves(play_match.current(match))))
    return (play_match.play(match, move))


def whole_game(seed: int, level: str = "beginner", profile: str = "") -> Match:
    match = (play_match.new_match("cinch", profile, level, seed))
    while True:
        if play_match.hand_over(match):
            if play_match.standing(match).winner is not None:
                return match
            match = play_match.next_hand(match)
        else:
            match = learner_plays_first_legal(match)


def test_the_bots_play_up_to_the_learners_turn() -> None:
    match = (play_match.new_match("cinch", "", "beginner", 5))
    state = play_match.current(match)
    assert state.to_move == Seat.S or play_match.hand_over(match)
    assert all(CINCH.parse_move(text).seat != Seat.S for text in match.hands[0].moves)


def test_turn_own_card_a_refused_move_leaves_the_match_as_it_was() -> None:
    match = (play_match.new_match("cinch", "", "club", 11))
    while not play_match.learner_to_move(match):  # a hand with no turn for South is dealt again
        match = play_match.next_hand(match)
    state = play_match.current(match)
    not_held = next(card for card in state.hand(Seat.N) if card not in state.hand(Seat.S))
    move = CINCH.parse_move(f"S play {not_held}") if state.phase.value == "play" else CINCH.parse_move("S bid 99")
    with pytest.raises(IllegalMove):
        play_match.play(match, move)
    assert play_match.current(match) == state


def test_the_learner_cannot_move_for_a_bot() -> None:
    match = (play_match.new_match("cinch", "", "beginner", 3))
    with pytest.raises(ValueError):
        play_match.play(match, CINCH.parse_move("E pass"))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_game_target_the_game_ends_when_one_side_reaches_it(seed: int) -> None:
    match = whole_game(seed, profile="custom,target=21")
    standing = play_match.standing(match)
    totals = [0, 0]
    for number in range(len(match.hands)):  # the oracle: each hand's record replayed on its own
        record = parse_record(record_to_yaml(play_match.record_of(match, number)))
        replayed = replay(record)
        assert replayed.illegal is None
        if replayed.complete:
            totals[Side.NS] += replayed.sheet.scores[Side.NS]
            totals[Side.EW] += replayed.sheet.scores[Side.EW]
        before = tuple(totals)
        if number < len(match.hands) - 1:
            assert max(before) < 21, "the game went on after a side reached the target"
    assert standing.totals == tuple(totals)
    assert [side for side in Side if totals[side] >= 21] == [standing.winner]
    with pytest.raises(ValueError):
        play_match.next_hand(match)


def test_deal_rotation_the_deal_passes_to_the_left() -> None:
    match = whole_game(4, profile="custom,target=21")
    clockwise = [Seat.N, Seat.E, Seat.S, Seat.W]
    for earlier, later in zip(match.hands, match.hands[1:]):
        assert clockwise.index(later.dealer) == (clockwise.index(earlier.dealer) + 1) % 4


def test_a_kept_match_comes_back_as_it_was() -> None:
    match = learner_plays_first_legal(play_match.new_match("cinch", "bid-six", "club", 9))
    assert play_match.from_json(play_match.to_json(match)) == match


@pytest.mark.parametrize("text", [
    "", "[]", "{}", '{"game": "cinch"}',
    '{"game": "chess", "profile": "", "level": "club", "seed": 1, "seat": "S", "hands": []}',
    ('{"game": "cinch", "profile": "", "level": "grandmaster", "seed": 1, "seat": "S",'
     ' "hands": [{"dealer": "N", "shuffle": 1, "moves": []}]}'),
    ('{"game": "cinch", "profile": "", "level": "club", "seed": 1, "seat": "S",'
     ' "hands": [{"dealer": "N", "shuffle": 1, "moves": ["E bid 99"]}]}'),
])
def test_a_broken_kept_match_is_refused_with_a_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        play_match.from_json(text)


def test_replay_from_here_replays_the_hand_without_touching_the_game() -> None:
    match = whole_game(6, profile="custom,target=21")
    first = play_match.learner_moves(match, 0)[0]
    trial = play_match.replay_from(match, 0, first)
    assert trial.trial and len(trial.hands) == 1
    assert trial.hands[0].moves[:first] == match.hands[0].moves[:first]
    assert play_match.learner_to_move(trial)
    with pytest.raises(ValueError):
        play_match.next_hand(learner_plays_whole_hand(trial))


def learner_plays_whole_hand(match: Match) -> Match:
    while not play_match.hand_over(match):
        match = learner_plays_first_legal(match)
    return match


def test_the_bots_are_deterministic_so_a_reason_is_the_one_acted_on() -> None:
    match = (play_match.new_match("cinch", "", "club", 12))
    for index, text in enumerate(match.hands[0].moves):
        if CINCH.parse_move(text).seat != Seat.S:
            assert str(play_match.decision_at(match, 0, index).move) == text
