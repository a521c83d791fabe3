"""Practice exercises (`tutor.games.cinch.practice`): real hands, the engine's answers, codes, checks, words.

Properties over many seeds (hypothesis, derandomized as in `test_cinch_properties.py`): every
exercise comes from a record that replays, its answer is what `cinch_oracle` (a separate reading of
the rule book, sharing no code with the engine) says about the same record, for every kind, level,
case and house-rule profile, it is made again from its code, `check` accepts its answer in every spelling and refuses a
wrong one, and its question and worked solution exist in all four languages, each solution line
ending with a rule id. Then the cases: every kind, level and case is reachable, including the
five results of a hand (made, outscored, equal counts, set, no contract).

Under house rules (last section) the answers of the scoring kinds are checked against `read_score`,
a reading of the hand's tricks written here from the rules, not the engine's `score_hand`.
"""

from __future__ import annotations

import doctest
import random
import re
from dataclasses import replace

import cinch_oracle as oracle
import pytest
from cinch_solver_oracle import move_values
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tutor.games.cinch.practice
from tutor.cards import Card, Rank
from tutor.games import find_game, shared_code, split_code
from tutor.games.cinch import (
    PROFILES,
    RULE_IDS,
    STANDARD,
    GameScore,
    HandState,
    Phase,
    Point,
    Profile,
    Verb,
    check_move,
    explain,
    is_trump,
    left_pedro,
    profile_from,
    score_hand,
    trump_order,
)
from tutor.games.cinch.moves import play
from tutor.games.cinch.practice import (
    CASES,
    CONCEPTS,
    LEVELS,
    SCORING_KINDS,
    Exercise,
    Kind,
    cases_for,
    check,
    concepts_for,
    exercise_from_code,
    generate,
    kinds_for,
    option_label,
    prompt,
    random_exercise,
    solution_lines,
)
from tutor.games.cinch.practice.builders import (
    BEST_CARD_TRICKS,
    PLAY_TRICKS,
    SHOWN_FROM,
    outcome,
)
from tutor.games.house_rules import profile_code
from tutor.games.seats import Seat, Side
from tutor.i18n import LANGUAGES
from tutor.replay import replay

ENDS_WITH_RULE = re.compile(r"\((?:rule|regel|Regel|règle) ([a-z]+\.[a-z-]+)\)$")
BRIEF_CONCEPTS = ("rank.trump-order", "rank.left-pedro", "rank.same-colour-suit", "play.follow-trump",
                  "play.follow-or-trump", "play.void", "points.capture", "points.cards", "score.made",
                  "score.set", "bid.all-pass", "game.target")


def deterministic(examples: int) -> settings:
    return settings(max_examples=examples, derandomize=True, database=None, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


kinds = st.sampled_from(list(Kind))
levels = st.sampled_from(LEVELS)
seeds = st.integers(min_value=0, max_value=10 ** 12)


def replayed_states(exercise: Exercise) -> list[HandState]:
    """The positions of the exercise's record, replayed through the engine: every move legal."""
    result = replay(exercise.record)
    assert result.illegal is None and result.complete
    return [exercise.record.initial_state(), *(step.after for step in result.steps if step.after is not None)]


# --- the answer is the oracle's, on the record replayed ----------------------------------------
#
# `cinch_oracle` is a separate reading of cinch-rules.md (sections 1, 3-6) that shares no code with
# the engine: it replays the record's moves as text from the record's deal, and answers every
# kind of question from its own positions. The engine's values are turned into text with `str`.


def oracle_deal(exercise: Exercise) -> oracle.Deal:
    record = exercise.record
    return oracle.Deal(str(record.dealer), {str(seat): [str(card) for card in hand]
                                            for seat, hand in zip(Seat, record.hands, strict=True)},
                       [str(card) for card in record.stock], dict(exercise.profile.options()))


def oracle_position(exercise: Exercise) -> oracle.Position:
    """The oracle's position for the exercise: the end of the hand for the scoring kinds, else
    the play position as far as the engine's position has gone (its number of cards played)."""
    moves = [str(recorded.move) for recorded in exercise.record.moves]
    positions = oracle.replay(oracle_deal(exercise), moves)
    if exercise.kind in SCORING_KINDS:
        assert positions[-1].over
        return positions[-1]
    rob = next(index for index, recorded in enumerate(exercise.record.moves) if recorded.move.verb is Verb.ROB)
    state = exercise.state
    position = positions[rob + 1 + 4 * len(state.tricks) + len(state.trick)]
    assert position.trick == [(str(seat), str(card)) for seat, card in state.trick], "the same position"
    return position


def oracle_answer(exercise: Exercise) -> object:
    """The answer by the oracle, in text: cards "10H", sides "NS", per side {"NS": n, "EW": n}."""
    position, kind = oracle_position(exercise), exercise.kind
    trump = position.trump
    assert trump is not None
    if kind is Kind.HIGHER_TRUMP:
        return oracle.higher([str(card) for card in exercise.cards], trump)
    if kind is Kind.IS_TRUMP:
        return oracle.is_trump(str(exercise.cards[0]), trump)
    if kind is Kind.LEFT_PEDRO:
        return oracle.left_pedro(trump)
    if kind is Kind.LEGAL_CARDS:
        assert position.to_move == str(exercise.seat)
        return oracle.legal_cards(position)
    if kind is Kind.BEST_CARD:
        assert position.to_move == str(exercise.seat)
        return oracle.best_cards(position)
    sheet = oracle.score(position)
    if kind is Kind.POINT_WINNERS:
        return sheet.sides
    if kind in (Kind.COUNTS, Kind.HAND_SCORE):
        return sheet.counts if kind is Kind.COUNTS else sheet.scores
    if kind is Kind.MADE:
        return sheet.made
    assert exercise.scores_before is not None
    before = dict(zip(("NS", "EW"), exercise.scores_before, strict=True))
    return oracle.game_winner(before, sheet, exercise.profile.target)


def as_text(answer: object) -> object:
    """The engine's answer in the oracle's terms."""
    if isinstance(answer, bool) or answer is None:
        return answer
    if isinstance(answer, Card | Side):
        return str(answer)
    if isinstance(answer, frozenset):
        return {str(card) for card in answer}
    if isinstance(answer, dict):
        return {point.value: None if side is None else str(side) for point, side in answer.items()}
    assert isinstance(answer, tuple) and len(answer) == 2
    return {"NS": answer[0], "EW": answer[1]}


@deterministic(1000)
@given(kinds, levels, seeds)
def test_the_answer_is_the_oracles_on_the_replayed_record(kind: Kind, level: int, seed: int) -> None:
    exercise = generate(kind, level, seed)
    states = replayed_states(exercise)
    assert exercise.state in states
    assert (exercise.kind, exercise.level, exercise.seed) == (kind, level, seed)
    assert as_text(exercise.answer) == oracle_answer(exercise)
    if kind in SCORING_KINDS:
        assert exercise.state == states[-1]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("kind", list(Kind))
def test_every_case_answers_as_the_oracle(kind: Kind, level: int) -> None:
    """Each case of each kind and level, four seeds each: the answer is the oracle's."""
    cases = len(CASES[kind])
    for seed in range(4 * cases):
        exercise = generate(kind, level, seed)
        assert as_text(exercise.answer) == oracle_answer(exercise), exercise.code


def test_the_oracle_comparison_can_fail() -> None:
    """The comparison is not vacuous: a changed answer, or a changed house rule, is caught."""
    exercise = generate(Kind.HAND_SCORE, 2, 812734)
    assert as_text(exercise.answer) == oracle_answer(exercise)
    assert as_text(wrong_answer(exercise)) != oracle_answer(exercise)
    legal = generate(Kind.LEGAL_CARDS, 3, 5)
    assert as_text(legal.answer ^ {legal.options[0]}) != oracle_answer(legal)


@deterministic(300)
@given(kinds, levels, seeds)
def test_the_exercise_is_well_formed(kind: Kind, level: int, seed: int) -> None:
    exercise = generate(kind, level, seed)
    assert exercise.concept in CONCEPTS and exercise.concept in RULE_IDS
    assert kind in kinds_for(exercise.concept)
    if kind in (Kind.COUNTS, Kind.HAND_SCORE):
        assert exercise.options == ()
    elif isinstance(exercise.answer, frozenset):
        assert exercise.answer <= frozenset(exercise.options)
    elif isinstance(exercise.answer, dict):
        assert set(exercise.answer) == set(Point)
        assert set(exercise.answer.values()) <= set(exercise.options)
    else:
        assert exercise.answer in exercise.options
    assert (exercise.scores_before is not None) == (kind is Kind.GAME_WINNER)
    if exercise.scores_before is not None:
        assert max(exercise.scores_before) < exercise.state.profile.target
    if kind in SCORING_KINDS:
        assert exercise.shown_from in SHOWN_FROM[level]
        assert any(won.trick is not None and won.trick >= exercise.shown_from
                   for won in score_hand(exercise.state).points), "nothing to work out in the tricks shown"
    else:
        assert exercise.state.phase is Phase.PLAY
        assert len(exercise.state.tricks) + 1 == exercise.shown_from
        if kind is Kind.BEST_CARD:
            assert exercise.shown_from == BEST_CARD_TRICKS[level]
        else:
            assert exercise.shown_from in PLAY_TRICKS[level]


@deterministic(200)
@given(kinds, levels, seeds)
def test_the_exercise_is_made_again_from_its_code(kind: Kind, level: int, seed: int) -> None:
    exercise = generate(kind, level, seed)
    assert exercise.code == f"{kind.value}.{level}.{seed}"
    assert exercise_from_code(exercise.code) == exercise
    assert exercise_from_code(f" {exercise.code.upper()} ") == exercise


# --- legal-cards: the rule that decides, and every other card refused by it --------------------


@deterministic(150)
@given(levels, seeds)
def test_legal_cards_refuses_the_other_cards_by_its_rule(level: int, seed: int) -> None:
    exercise = generate(Kind.LEGAL_CARDS, level, seed)
    state, seat = exercise.state, exercise.seat
    assert seat is not None and seat == state.to_move and state.trick, "a follower, not the leader"
    hand, allowed = state.hand(seat), exercise.answer
    assert exercise.options == hand and isinstance(allowed, frozenset)
    refused = [check_move(state, play(seat, card)) for card in hand if card not in allowed]
    position = oracle_position(exercise)
    assert position.trump is not None
    assert oracle.deciding_rule(position.hands[str(seat)], position.trick, position.trump) == exercise.concept
    if exercise.concept == "play.void":
        assert refused == []
    else:
        assert refused, "the rule practised refuses a card"
        assert {violation.rule if violation else None for violation in refused} == {exercise.concept}


# --- the cases: every kind, level and case reachable ---------------------------------------------

CASE_INDICES = [(kind, index) for kind in Kind for index in range(len(CASES[kind]))]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("kind", "index"), CASE_INDICES,
                         ids=[f"{kind.value}-{CASES[kind][index].name}" for kind, index in CASE_INDICES])
def test_every_kind_level_and_case_is_reachable(kind: Kind, index: int, level: int) -> None:
    cases = len(CASES[kind])
    for seed in range(index, index + 4 * cases, cases):  # four seeds of the case
        exercise = generate(kind, level, seed)
        assert (exercise.kind, exercise.level) == (kind, level)
        assert exercise.concept == CASES[kind][index].concept


HAND_RESULTS = ("bidders-score", "set", "opponents-score", "equal", "no-contract")


@pytest.mark.parametrize("result", HAND_RESULTS)
def test_every_result_of_a_hand_is_reachable_for_hand_score(result: str) -> None:
    """A made bid scoring the difference, the opponents scoring it, equal counts, a set, no contract."""
    index = [case.name for case in CASES[Kind.HAND_SCORE]].index(result)
    for seed in range(index, index + 25, len(HAND_RESULTS)):
        sheet = score_hand(generate(Kind.HAND_SCORE, 1 + seed % 3, seed).state)
        bidders, others = sheet.bidding_side, sheet.bidding_side.other
        difference = sheet.counts[bidders] - sheet.counts[others]
        assert outcome(sheet) == result
        if result == "bidders-score":
            assert sheet.bid > 0 and sheet.made and sheet.scores[bidders] == difference > 0
        elif result == "opponents-score":
            assert sheet.bid > 0 and sheet.made and sheet.scores[others] == -difference > 0
        elif result == "equal":
            assert sheet.bid > 0 and sheet.made and difference == 0 and sheet.scores == (0, 0)
        elif result == "set":
            assert not sheet.made and sheet.scores[others] == 14 + sheet.bid - sheet.counts[bidders]
            assert sheet.scores[bidders] == 0 and 15 <= sheet.scores[others] <= 28
        else:
            assert sheet.bid == 0 and sheet.made


@pytest.mark.parametrize(("case", "made"), [("made", True), ("set", False), ("outscored", True),
                                            ("no-contract", True)])
def test_made_cases(case: str, made: bool) -> None:
    index = [c.name for c in CASES[Kind.MADE]].index(case)
    for seed in range(index, index + 16, 4):
        exercise = generate(Kind.MADE, 2, seed)
        sheet = score_hand(exercise.state)
        assert exercise.answer is made
        assert (sheet.bid == 0) == (case == "no-contract")
        if case == "outscored":
            assert sheet.scoring_side == sheet.bidding_side.other


@pytest.mark.parametrize(("case", "answer"), [("left-pedro", True), ("same-colour", False),
                                              ("right-pedro", True), ("other-five", False)])
def test_is_trump_cases(case: str, answer: bool) -> None:
    index = [c.name for c in CASES[Kind.IS_TRUMP]].index(case)
    for seed in range(index, index + 16, 4):
        exercise = generate(Kind.IS_TRUMP, 1 + seed % 3, seed)
        card, seat = exercise.cards[0], exercise.seat
        assert exercise.answer is answer
        assert seat is not None and card in exercise.state.hand(seat)


@pytest.mark.parametrize("level", LEVELS)
def test_game_winner_scores_reach_the_target_or_not(level: int) -> None:
    reached = {True: 0, False: 0}
    for seed in range(20):
        exercise = generate(Kind.GAME_WINNER, level, seed)
        sheet = score_hand(exercise.state)
        assert exercise.scores_before is not None
        after = GameScore(51, exercise.scores_before).add(sheet)
        assert (after.winner is not None) == (seed % 2 == 0)
        reached[after.winner is not None] += 1
    assert reached[True] and reached[False]


def test_higher_trump_grows_harder_with_the_level() -> None:
    for seed in range(12):
        for level in LEVELS:
            exercise = generate(Kind.HIGHER_TRUMP, level, seed)
            trump = exercise.state.trump
            assert trump is not None
            order = trump_order(trump)
            gap = abs(order.index(exercise.cards[0]) - order.index(exercise.cards[1]))
            assert all(is_trump(card, trump) for card in exercise.cards)
            assert (gap >= 4) == (level == 1)
            assert (left_pedro(trump) in exercise.cards) == (level == 3)


def test_the_concepts() -> None:
    assert set(BRIEF_CONCEPTS) <= set(CONCEPTS)
    assert list(CONCEPTS) == [rule for rule in RULE_IDS if rule in CONCEPTS]
    assert {kind for concept in CONCEPTS for kind in kinds_for(concept)} == set(Kind)
    assert kinds_for("score.set") == (Kind.MADE, Kind.HAND_SCORE)
    assert kinds_for("turn.order") == ()


# --- random exercises -----------------------------------------------------------------------------


def test_random_exercise_is_drawn_from_the_rng() -> None:
    first = [random_exercise(random.Random(7)).code for _ in range(2)]
    assert first[0] == first[1]
    rng = random.Random(8)
    drawn = [random_exercise(rng) for _ in range(60)]
    assert {exercise.kind for exercise in drawn} == set(Kind)
    assert {exercise.level for exercise in drawn} == set(LEVELS)
    exercise = random_exercise(rng, Kind.COUNTS, 3)
    assert (exercise.kind, exercise.level) == (Kind.COUNTS, 3)


@pytest.mark.parametrize("concept", CONCEPTS)
def test_random_exercise_practises_the_concept_asked_for(concept: str) -> None:
    rng = random.Random(concept)
    for _ in range(3):
        exercise = random_exercise(rng, concept=concept)
        assert exercise.concept == concept
        assert exercise_from_code(exercise.code) == exercise


def test_random_exercise_refuses_a_concept_nothing_practises() -> None:
    with pytest.raises(ValueError, match="no kind of exercise practises 'turn.order'"):
        random_exercise(random.Random(1), concept="turn.order")
    with pytest.raises(ValueError, match="counts exercises do not practise 'score.set'"):
        random_exercise(random.Random(1), Kind.COUNTS, concept="score.set")


# --- codes ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("code", "message"), [
    ("", "is not an exercise code: expected KIND.LEVEL.SEED"),
    ("hand-score", "is not an exercise code"),
    ("hand-score.2", "is not an exercise code"),
    ("hand-score.2.x", "is not an exercise code"),
    ("hand-score.2.-5", "is not an exercise code"),
    ("hand-score.2.5.1", "is not an exercise code"),
    ("bogus.1.5", "unknown kind of exercise 'bogus'.*expected one of higher-trump"),
    ("hand-score.4.5", "level 4 .* does not exist: levels are 1, 2 and 3"),
    ("hand-score.0.5", "level 0 .* does not exist"),
    ("hand-score.01.5", "level 01 .* does not exist"),
    ("hand-score.2." + "9" * 19, "too long: at most 18 digits"),
])
def test_bad_codes_are_refused_clearly(code: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        exercise_from_code(code)


def test_a_code_is_text() -> None:
    with pytest.raises(ValueError, match="an exercise code is text, not int"):
        exercise_from_code(5)  # type: ignore[arg-type]


@pytest.mark.parametrize(("kind", "level", "seed", "message"), [
    ("counts", 1, 1, "unknown kind of exercise 'counts'"),
    (Kind.COUNTS, 0, 1, "level 0 does not exist"),
    (Kind.COUNTS, True, 1, "level True does not exist"),
    (Kind.COUNTS, 1, -1, "seed -1 is not allowed"),
    (Kind.COUNTS, 1, 10 ** 18, "at most 18 digits"),
])
def test_generate_refuses_bad_arguments(kind: Kind, level: int, seed: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        generate(kind, level, seed)


# --- checking answers -------------------------------------------------------------------------------


def right_answer(exercise: Exercise) -> object:
    """The answer as a learner gives it: for best-card, one of the best cards."""
    if exercise.kind is Kind.BEST_CARD:
        assert isinstance(exercise.answer, frozenset)
        return min(exercise.answer)
    return exercise.answer


def wrong_answer(exercise: Exercise) -> object:
    """An answer of the right shape that is not the right one."""
    answer = exercise.answer
    if exercise.kind is Kind.BEST_CARD:
        return next(option for option in exercise.options if option not in answer)
    if isinstance(answer, frozenset):
        return answer ^ {exercise.options[0]}
    if isinstance(answer, dict):
        point = next(iter(answer))
        side = answer[point]
        return {**answer, point: Side.EW if side is Side.NS else Side.NS}
    if isinstance(answer, tuple):
        return (answer[0] + 1, answer[1])
    return next(option for option in exercise.options if option != answer)


def spelled_out(answer: object) -> object:
    """The same answer as text, as a form or a URL would give it."""
    if isinstance(answer, bool):
        return "yes" if answer else "No"
    if isinstance(answer, Card):
        return str(answer).lower()
    if isinstance(answer, frozenset):
        return [str(card) for card in answer]
    if isinstance(answer, dict):
        return {point.value.replace("_", "-"): None if side is None else side.name.lower()
                for point, side in answer.items()}
    if isinstance(answer, tuple):
        return {"NS": str(answer[0]), "EW": answer[1]}
    if isinstance(answer, Side):
        return answer.name
    return "none"


@deterministic(300)
@given(kinds, levels, seeds)
def test_check_accepts_the_answer_and_refuses_a_wrong_one(kind: Kind, level: int, seed: int) -> None:
    exercise = generate(kind, level, seed)
    assert check(exercise, right_answer(exercise))
    assert check(exercise, spelled_out(right_answer(exercise)))
    assert not check(exercise, wrong_answer(exercise))
    assert not check(exercise, spelled_out(wrong_answer(exercise)))


@pytest.mark.parametrize("kind", list(Kind))
@pytest.mark.parametrize("nonsense", [object(), "nonsense", 3.5, [], {}, ("1",), b"NS"])
def test_check_refuses_what_cannot_be_read(kind: Kind, nonsense: object) -> None:
    assert not check(generate(kind, 1, 3), nonsense)


def test_check_wants_every_scoring_card_and_both_sides() -> None:
    points = generate(Kind.POINT_WINNERS, 2, 5)
    assert isinstance(points.answer, dict)
    assert not check(points, {point: side for point, side in points.answer.items() if point is not Point.LOW})
    counts = generate(Kind.COUNTS, 2, 5)
    assert isinstance(counts.answer, tuple)
    assert not check(counts, {"NS": counts.answer[0]})
    assert not check(counts, (*counts.answer, 0))
    assert not check(counts, (True, False))
    legal = generate(Kind.LEGAL_CARDS, 3, 5)
    assert isinstance(legal.answer, frozenset)
    assert not check(legal, [*map(str, legal.answer), str(min(legal.answer))]), "a card twice"


# --- words ----------------------------------------------------------------------------------------------


@deterministic(120)
@given(kinds, levels, seeds)
def test_solution_lines_in_every_language_end_with_rule_ids(kind: Kind, level: int, seed: int) -> None:
    exercise = generate(kind, level, seed)
    english = prompt(exercise, "en")
    for lang in LANGUAGES:
        lines = solution_lines(exercise, lang)
        assert lines and all(line.strip() for line in lines)
        for line in lines:
            match = ENDS_WITH_RULE.search(line)
            assert match is not None and match.group(1) in RULE_IDS, line
        assert exercise.concept in " ".join(lines)
        question = prompt(exercise, lang)
        assert question.strip() and "%(" not in question
        assert (question == english) == (lang == "en")
        labels = [option_label(exercise, option, lang) for option in exercise.options]
        assert all(labels) and len(set(labels)) == len(labels)


@deterministic(100)
@given(st.sampled_from([Kind.HIGHER_TRUMP, Kind.IS_TRUMP, Kind.LEFT_PEDRO, Kind.LEGAL_CARDS]), levels, seeds)
def test_questions_and_options_never_give_a_pedro_away(kind: Kind, level: int, seed: int) -> None:
    exercise = generate(kind, level, seed)
    question = prompt(exercise, "en")
    for card in exercise.cards:
        assert explain.card_name(card, "en") in question
    assert "Pedro" not in question.replace("which card is the Left Pedro", "")
    assert not any("Pedro" in option_label(exercise, option, "en") for option in exercise.options)


def test_a_scoring_question_sums_up_the_tricks_not_shown() -> None:
    exercise = generate(Kind.COUNTS, 1, 11)
    sheet = score_hand(exercise.state)
    question = prompt(exercise, "en")
    last = exercise.shown_from - 1
    assert f"Tricks 1 to {last} are not shown." in question
    for side in Side:
        hidden = sum(won.point.points for won in sheet.points
                     if won.side == side and won.trick is not None and won.trick <= last)
        name = explain.side_name(side, "en")
        assert (f"{name} took no scoring card" in question) == (hidden == 0)
        if hidden:
            assert re.search(rf"{name} took [^.]*: {hidden} points?\.", question)
    whole = generate(Kind.COUNTS, 3, 11)
    assert "not shown" not in prompt(whole, "en")


def test_the_worked_solution_of_a_set() -> None:
    seed = [case.name for case in CASES[Kind.HAND_SCORE]].index("set")
    exercise = generate(Kind.HAND_SCORE, 3, seed)
    sheet = score_hand(exercise.state)
    lines = solution_lines(exercise, "en")
    sheet_lines = explain.describe_score(sheet, "en")
    rules = ["trump.name", *(won.rule for won in sheet.points), "points.cards"]
    rules += ["score.set"] * (len(sheet_lines) - len(rules))
    assert lines[:-1] == [line if "(rule " in line else f"{line} (rule {rule})"
                          for line, rule in zip(sheet_lines, rules, strict=True)]
    assert "14 plus the shortfall" in lines[-3]
    assert lines[-1] == (f"The answer: North–South {sheet.scores[Side.NS]}, East–West {sheet.scores[Side.EW]}. "
                         "(rule score.set)")


def test_option_labels() -> None:
    winner = generate(Kind.GAME_WINNER, 1, 1)
    assert [option_label(winner, option, "de") for option in winner.options] == [
        "Nord–Süd", "Ost–West", "Noch keine der beiden Parteien"]
    made = generate(Kind.MADE, 1, 1)
    assert [option_label(made, option, "nl") for option in made.options] == ["Ja", "Nee"]
    with pytest.raises(ValueError, match="is not an option of a made exercise"):
        option_label(made, None, "en")


def test_the_package_examples_hold() -> None:
    result = doctest.testmod(tutor.games.cinch.practice)
    assert result.attempted and not result.failed


def test_a_shared_code_carries_the_game_and_an_old_code_still_opens() -> None:
    exercise = generate(Kind.HAND_SCORE, 2, 812734)
    shared = shared_code(find_game("cinch"), exercise.code)
    assert shared == "cinch:hand-score.2.812734"
    assert split_code(shared) == (find_game("cinch"), "hand-score.2.812734")
    assert exercise_from_code(shared) == exercise
    assert exercise_from_code("hand-score.2.812734") == exercise  # shared before codes named a game
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        exercise_from_code("chess:hand-score.2.812734")


@pytest.mark.parametrize("seed", range(40))
def test_the_legal_cards_solution_names_each_refused_card_once_in_one_line(seed: int) -> None:
    """P24: one line for the rule, one for every card it forbids, not a sentence per card."""
    exercise = generate(Kind.LEGAL_CARDS, 1 + seed % 3, seed)
    seat = exercise.seat
    assert seat is not None and isinstance(exercise.answer, frozenset)
    refused = [card for card in exercise.state.hand(seat) if card not in exercise.answer]
    lines = solution_lines(exercise, "en")
    assert len(lines) == (2 if refused else 1)
    if refused:
        assert lines[1].startswith("Not allowed here: ")
        for card in refused:
            assert lines[1].count(explain.card_name(card, "en", exercise.state.trump)) == 1


# --- house rules: the hand is dealt, bid, played and scored under the learner's profile ----------

BID_SIX, BID_SEVEN = PROFILES["bid-six"], PROFILES["bid-seven"]
STICK, REDEAL, FREE_ROB = PROFILES["stick-the-dealer"], PROFILES["redeal"], PROFILES["free-rob"]
TARGET_62 = profile_from({"target": 62})
LOW_TO_PLAYER = profile_from({"low_to": "player"})
STUCK_AT_SIX = profile_from({"all_pass": "stick_dealer", "min_bid": 6})
HOUSE_PROFILES = (BID_SIX, BID_SEVEN, STICK, REDEAL, FREE_ROB, TARGET_62, LOW_TO_PLAYER, STUCK_AT_SIX)


def read_score(state: HandState) -> tuple[dict[Point, Side | None], tuple[int, int], bool, tuple[int, int]]:
    """A complete hand scored from its tricks, read here from the rules (sections 3 and 6), not by
    the engine: who won each scoring card, the counts, made or not, and each side's score."""
    trump, bidder, profile = state.trump, state.bidder, state.profile
    assert trump is not None and bidder is not None
    scoring = scoring_cards(state)
    order = [Card.of(rank, trump) for rank in sorted(Rank, reverse=True) if rank is not Rank.FIVE]
    order[9:9] = [scoring[Point.RIGHT_PEDRO], scoring[Point.LEFT_PEDRO]]  # A K … 6, the Pedros, 4 3 2
    played: dict[Card, tuple[Side, Side]] = {}  # card → (side of who won its trick, side of who played it)
    for trick in state.tricks:
        led = trick.plays[0][1]
        trumps = [(seat, card) for seat, card in trick.plays if card in order]
        followers = [(seat, card) for seat, card in trick.plays if card.suit == led.suit and card not in order]
        winner = (min(trumps, key=lambda play: order.index(play[1])) if trumps
                  else max(followers, key=lambda play: play[1].rank))[0]
        played |= {card: (winner.side, seat.side) for seat, card in trick.plays}
    dead = {card: seat.side for seat, card in state.dead}
    sides: dict[Point, Side | None] = {}
    for point, card in scoring.items():
        if card in played:
            won, player = played[card]
            sides[point] = player if point is Point.LOW and profile.low_to == "player" else won
        else:  # out of play: for the bidders if an opponent put it out, else for nobody
            sides[point] = bidder.side if card in dead and dead[card] != bidder.side else None
    counts = [0, 0]
    for point, side in sides.items():
        if side is not None:
            counts[side] += 5 if point in (Point.RIGHT_PEDRO, Point.LEFT_PEDRO) else 1
    bidders, others = bidder.side, bidder.side.other
    made = state.bid == 0 or counts[bidders] >= state.bid
    scores = [0, 0]
    if made and counts[bidders] != counts[others]:
        high = bidders if counts[bidders] > counts[others] else others
        scores[high] = abs(counts[bidders] - counts[others])
    elif not made:
        scores[others] = 14 + state.bid - counts[bidders]
    return sides, (counts[0], counts[1]), made, (scores[0], scores[1])


def scoring_cards(state: HandState) -> dict[Point, Card]:
    """The six scoring cards under the state's trump (`points.cards`)."""
    trump = state.trump
    assert trump is not None
    return {Point.HIGH: Card.of(Rank.ACE, trump), Point.LOW: Card.of(Rank.TWO, trump),
            Point.JACK: Card.of(Rank.JACK, trump), Point.GAME: Card.of(Rank.TEN, trump),
            Point.RIGHT_PEDRO: Card.of(Rank.FIVE, trump), Point.LEFT_PEDRO: Card.of(Rank.FIVE, trump.same_colour)}


def read_answer(exercise: Exercise) -> object:
    """The answer to a scoring exercise, by `read_score` and the profile's target."""
    sides, counts, made, scores = read_score(exercise.state)
    if exercise.kind is Kind.GAME_WINNER:
        assert exercise.scores_before is not None
        totals = [before + score for before, score in zip(exercise.scores_before, scores, strict=True)]
        return next((side for side in Side if totals[side] >= exercise.profile.target), None)
    return {Kind.POINT_WINNERS: sides, Kind.COUNTS: counts, Kind.MADE: made, Kind.HAND_SCORE: scores}[exercise.kind]


def bids(exercise: Exercise) -> list[int]:
    return [recorded.move.amount for recorded in exercise.record.moves
            if recorded.move.verb is Verb.BID and recorded.move.amount is not None]


@deterministic(150)
@given(kinds, levels, seeds, st.sampled_from(HOUSE_PROFILES))
def test_under_house_rules_the_hand_replays_and_the_answer_follows_them(
        kind: Kind, level: int, seed: int, profile: Profile) -> None:
    exercise = generate(kind, level, seed, profile)
    assert exercise.profile == profile and exercise.record.profile == profile
    assert exercise.state.profile == profile
    assert exercise.state in replayed_states(exercise)
    assert exercise.concept in concepts_for(profile) and kind in kinds_for(exercise.concept, profile)
    assert all(bid >= profile.min_bid for bid in bids(exercise)), "bid.range"
    assert as_text(exercise.answer) == oracle_answer(exercise)
    if kind in SCORING_KINDS:
        assert exercise.answer == read_answer(exercise)
    assert check(exercise, right_answer(exercise)) and not check(exercise, wrong_answer(exercise))
    for lang in LANGUAGES:
        for line in solution_lines(exercise, lang):
            match = ENDS_WITH_RULE.search(line)
            assert match is not None and match.group(1) in RULE_IDS, line
        assert "%(" not in prompt(exercise, lang)
    assert all(option_label(exercise, option, "en") for option in exercise.options)


@pytest.mark.parametrize("profile", HOUSE_PROFILES, ids=lambda profile: profile_code(profile))
@pytest.mark.parametrize("kind", list(Kind))
def test_under_house_rules_every_kind_answers_as_the_oracle(kind: Kind, profile: Profile) -> None:
    """Every kind under every house-rule profile practice supports, every level and case: the
    answer is `cinch_oracle`'s, which reads the profile's options itself."""
    cases = len(cases_for(kind, profile))
    for seed in range(2 * cases):
        exercise = generate(kind, 1 + seed % 3, seed, profile)
        assert as_text(exercise.answer) == oracle_answer(exercise), exercise.code


@pytest.mark.parametrize(("profile", "written"), [
    (STANDARD, "hand-score.2.812734"),
    (BID_SIX, "hand-score.2.812734@bid-six"),
    (STICK, "hand-score.2.812734@stick-the-dealer"),
    (TARGET_62, "hand-score.2.812734@custom,target=62"),
    (profile_from({"base": "bid-six", "target": 62}), "hand-score.2.812734@custom,min_bid=6,target=62"),
    (profile_from({"low_to": "player", "excess_trumps": "any"}),
     "hand-score.2.812734@custom,excess_trumps=any,low_to=player"),
])
def test_codes_with_house_rules_round_trip(profile: Profile, written: str) -> None:
    exercise = generate(Kind.HAND_SCORE, 2, 812734, profile)
    assert exercise.code == written
    assert exercise_from_code(written) == exercise
    assert exercise_from_code(f" cinch:{written.upper()} ") == exercise
    assert exercise_from_code(shared_code(find_game("cinch"), exercise.code)) == exercise
    assert exercise.profile.options() == profile.options()


def test_the_standard_profile_keeps_the_old_codes() -> None:
    exercise = generate(Kind.HAND_SCORE, 2, 812734)
    assert exercise == generate(Kind.HAND_SCORE, 2, 812734, STANDARD) and exercise.profile == STANDARD
    assert exercise_from_code("hand-score.2.812734@standard") == exercise
    assert generate(Kind.HAND_SCORE, 2, 812734, profile_from({"name": "custom"})) == exercise


@pytest.mark.parametrize(("code", "message"), [
    ("hand-score.2.5@", "no house rules after '@' in 'hand-score.2.5@'"),
    ("hand-score.2.5@bid-eight", "bad house rules 'bid-eight' in .*unknown profile 'bid-eight'"),
    ("hand-score.2.5@custom,min_bid=5", "house rule 'min_bid' cannot be 5: choose one of 1, 6, 7"),
    ("hand-score.2.5@custom,target=0", "'target' must be a positive whole number, not 0"),
    ("hand-score.2.5@custom,trumps=7", "unknown house rule 'trumps'"),
    ("hand-score.2.5@custom,min_bid", "'min_bid' is not a house rule: expected OPTION=VALUE"),
    ("hand-score.2.5@bid-six,target=62", "only custom house rules list options, not 'bid-six'"),
    ("hand-score.2.5@bid-six@redeal", "unknown profile 'bid-six@redeal'"),
    ("bogus.2.5@bid-six", "unknown kind of exercise 'bogus'"),
    ("hand-score.2@bid-six", "is not an exercise code"),
])
def test_bad_house_rules_in_a_code_are_refused_clearly(code: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        exercise_from_code(code)


def test_generate_refuses_house_rules_a_code_cannot_carry() -> None:
    with pytest.raises(ValueError, match="'bid-six' is not a profile of Cinch house rules"):
        generate(Kind.COUNTS, 1, 1, "bid-six")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="house rules 'bid-six' cannot be written in an exercise code"):
        generate(Kind.COUNTS, 1, 1, replace(BID_SIX, target=62))


@pytest.mark.parametrize("profile", [BID_SIX, BID_SEVEN, STUCK_AT_SIX])
def test_bid_range_no_bid_below_the_lowest_bid(profile: Profile) -> None:
    """`bid.range`: under bid-six no bid below 6 in any record, whatever the kind."""
    seen = []
    for seed in range(30):
        exercise = generate(list(Kind)[seed % len(Kind)], 1 + seed % 3, seed, profile)
        assert exercise.record.profile.min_bid == profile.min_bid
        seen += bids(exercise)
    assert seen and min(seen) == profile.min_bid


def test_score_made_a_bid_of_seven_is_never_outscored() -> None:
    """`score.made`: bidders who take 7 of the 14 points cannot take fewer than the opponents
    (a dealer playing without a contract can)."""
    assert "outscored" in [case.name for case in cases_for(Kind.MADE, BID_SIX)]
    assert "outscored" not in [case.name for case in cases_for(Kind.MADE, BID_SEVEN)]
    assert "opponents-score" not in [case.name for case in cases_for(Kind.HAND_SCORE, BID_SEVEN)]
    for seed in range(len(cases_for(Kind.HAND_SCORE, BID_SEVEN)) * 3):
        exercise = generate(Kind.HAND_SCORE, 2, seed, BID_SEVEN)
        _, _, made, scores = read_score(exercise.state)
        bidder = exercise.state.bidder
        assert bidder is not None and exercise.answer == scores
        assert not made or exercise.state.bid == 0 or scores[bidder.side.other] == 0


@pytest.mark.parametrize("level", LEVELS)
def test_game_target_of_62(level: int) -> None:
    """`game.target`: under ``custom,target=62`` the game is won at 62, not at 51."""
    below_62 = 0
    for seed in range(12):
        exercise = generate(Kind.GAME_WINNER, level, seed, TARGET_62)
        assert exercise.code.endswith("@custom,target=62")
        before = exercise.scores_before
        assert before is not None and max(before) < 62
        scores = read_score(exercise.state)[3]
        after = [before[side] + scores[side] for side in Side]
        assert exercise.answer == next((side for side in Side if after[side] >= 62), None)
        assert (exercise.answer is not None) == (seed % 2 == 0)
        below_62 += any(51 <= total < 62 for total in after)
        assert "in a game to 62." in prompt(exercise, "en")
        last = solution_lines(exercise, "en")[-1]
        assert ("reach 62 and win the game" in last) == (exercise.answer is not None)
        assert ("Neither side has reached 62" in last) == (exercise.answer is None)
    assert below_62, "a total from 51 to 61 would have won under the standard target"


def test_game_target_too_low_to_miss() -> None:
    """`game.target`: with a target of 5 a side that scores 5 or more cannot miss it."""
    for seed in range(1, 12, 2):  # not-reached
        exercise = generate(Kind.GAME_WINNER, 1, seed, profile_from({"target": 5}))
        assert exercise.answer is None and exercise.scores_before is not None
        assert all(before + score < 5 for before, score in zip(exercise.scores_before,
                                                               read_score(exercise.state)[3], strict=True))


def test_points_capture_low_to_player_in_hand_scores_and_point_winners() -> None:
    """`points.capture`: under ``low_to=player`` Low counts for the side of whoever played it,
    even in a trick the other side won."""
    crossed = 0
    for seed in range(40):
        for kind in (Kind.POINT_WINNERS, Kind.HAND_SCORE):
            exercise = generate(kind, 3, seed, LOW_TO_PLAYER)
            assert exercise.answer == read_answer(exercise)
            low = scoring_cards(exercise.state)[Point.LOW]
            player, winner = next((seat, trick.winner) for trick in exercise.state.tricks
                                  for seat, card in trick.plays if card == low)
            if kind is Kind.POINT_WINNERS and player.side != winner.side:
                crossed += 1
                assert isinstance(exercise.answer, dict) and exercise.answer[Point.LOW] == player.side
                assert any("Low counts for the side that played it" in line
                           for line in solution_lines(exercise, "en"))
    assert crossed, "some Low falls in a trick the other side wins"


@pytest.mark.parametrize("profile", [STICK, STUCK_AT_SIX])
@pytest.mark.parametrize("kind", [Kind.MADE, Kind.HAND_SCORE])
def test_bid_all_pass_stick_the_dealer(profile: Profile, kind: Kind) -> None:
    """`bid.all-pass` under ``stick_dealer``: the other three passed, the dealer had to bid and
    can be set; the question and the solution say so."""
    names = [case.name for case in cases_for(kind, profile)]
    assert "no-contract" not in names and "stuck-dealer" in names
    index = names.index("stuck-dealer")
    results = set()
    for seed in range(index, index + 12 * len(names), len(names)):
        exercise = generate(kind, 2, seed, profile)
        state = exercise.state
        assert exercise.concept == "bid.all-pass"
        assert [amount for seat, amount in state.calls if seat != state.dealer] == [None] * 3
        assert state.bidder == state.dealer and state.bid >= profile.min_bid
        assert exercise.answer == read_answer(exercise)
        results.add(read_score(state)[2])
        stuck = (f"under this house rule (stick the dealer) {explain.seat_name(state.dealer, 'en')}, the "
                 f"dealer, may not pass: he must bid at least {profile.min_bid}.")
        assert stuck in prompt(exercise, "en")
        assert solution_lines(exercise, "en")[0].endswith(f"{stuck} (rule bid.all-pass)")
    assert results == {True, False}, "a stuck dealer makes his bid or is set"


def test_bid_all_pass_redeal_leaves_no_hand_without_a_contract() -> None:
    """`bid.all-pass` under ``redeal``: a hand everyone passes is thrown in, so none is asked about."""
    assert "bid.all-pass" in CONCEPTS and "bid.all-pass" not in concepts_for(REDEAL)
    assert kinds_for("bid.all-pass", REDEAL) == ()
    with pytest.raises(ValueError, match="no kind of exercise practises 'bid.all-pass' under the house rules 'redeal'"):
        random_exercise(random.Random(1), concept="bid.all-pass", profile=REDEAL)
    for seed in range(12):
        exercise = generate(Kind.HAND_SCORE, 1 + seed % 3, seed, REDEAL)
        assert exercise.state.bid > 0 and bids(exercise)


def test_draw_rob_a_scoring_trump_out_of_play_counts_for_nobody_or_the_bidders() -> None:
    """`draw.rob`, `draw.excess-trumps` under free-rob: a scoring trump put out of play counts
    for nobody, or for the bidders if an opponent put it out; "nobody" is an option."""
    out = 0
    for seed in range(60):
        exercise = generate(Kind.POINT_WINNERS, 3, seed, FREE_ROB)
        assert exercise.options == (Side.NS, Side.EW, None)
        assert exercise.answer == read_answer(exercise)
        assert isinstance(exercise.answer, dict)
        out += None in exercise.answer.values()
    assert out, "some scoring trump is put out of play"
    assert option_label(exercise, None, "en") == "nobody" and option_label(exercise, None, "fr") == "personne"
    assert generate(Kind.POINT_WINNERS, 3, 1).options == (Side.NS, Side.EW)


@pytest.mark.parametrize("seed", range(8))
def test_best_card_low_to_player(seed: int) -> None:
    """`points.capture` under ``low_to=player`` with every hand open: the answer is a plain
    minimax's (`cinch_solver_oracle`); Low, if still to be played, is not "taken so far"."""
    exercise = generate(Kind.BEST_CARD, 1, seed, LOW_TO_PLAYER)
    values = move_values(exercise.state)
    assert exercise.answer == frozenset(card for card, value in values.items() if value == max(values.values()))
    state = exercise.state
    points = {card: point for point, card in scoring_cards(state).items()}
    low = scoring_cards(state)[Point.LOW]
    live = any(card == low for _, card in state.trick) or any(state.hands[seat] >> low & 1 for seat in Seat)
    assert any(line.startswith("Low is the 2 of ") for line in solution_lines(exercise, "en")) == live
    taken = [0, 0]
    for trick in state.tricks:  # the scoring cards of the tricks taken, Low for whoever played it
        for seat, card in trick.plays:
            if card in points:
                taken[(seat if card == low else trick.winner).side] += points[card].points
    assert (f"Points taken so far: North–South {taken[Side.NS]}, East–West {taken[Side.EW]}."
            in prompt(exercise, "en"))


@pytest.mark.parametrize("profile", HOUSE_PROFILES, ids=lambda profile: profile_code(profile))
def test_every_case_is_reachable_under_house_rules(profile: Profile) -> None:
    for kind in (Kind.MADE, Kind.HAND_SCORE, Kind.GAME_WINNER, Kind.POINT_WINNERS):
        cases = cases_for(kind, profile)
        for index, case in enumerate(cases):
            exercise = generate(kind, 1 + index % 3, index, profile)
            assert exercise.concept == case.concept


def test_random_exercise_under_house_rules() -> None:
    rng = random.Random(5)
    for concept in concepts_for(STICK):
        exercise = random_exercise(rng, concept=concept, profile=STICK)
        assert exercise.concept == concept and exercise.profile == STICK
        assert exercise.code.endswith("@stick-the-dealer") and exercise_from_code(exercise.code) == exercise
    assert random_exercise(random.Random(5), profile=None) == random_exercise(random.Random(5))
