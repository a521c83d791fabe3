"""The best-card exercise: "which card is best here, with every hand open?", priced by the
double-dummy solver (`tutor.games.cinch.pricing`).

Its answer is checked against a plain minimax written here over the engine's own `legal_moves`,
`apply_move` and `score_hand` (two to four tricks left: small enough to search in full); the
rest is what every kind owes: codes, checks, words in four languages, and the practice page.
"""

from __future__ import annotations

import random

import pytest
from app_driver import click, open_app
from streamlit.testing.v1 import AppTest

from tutor.cards import Card
from tutor.games.cinch import (
    HandState,
    Phase,
    apply_move,
    explain,
    legal_moves,
    score_hand,
)
from tutor.games.cinch.practice import (
    CASES,
    CONCEPTS,
    LEVELS,
    Exercise,
    Kind,
    check,
    exercise_from_code,
    generate,
    kinds_for,
    option_label,
    prompt,
    random_exercise,
    solution_lines,
)
from tutor.games.cinch.practice.builders import BEST_CARD_TRICKS
from tutor.games.cinch.practice.checking import NORMALISE
from tutor.games.cinch.pricing import double_dummy
from tutor.games.cinch.widgets.card_faces import card_text
from tutor.games.seats import Seat, Side
from tutor.i18n import LANGUAGES
from tutor.replay import replay

SEEDS = range(12)


def minimax(state: HandState, side: Side) -> int:
    """The net of `side` (its hand score minus the other side's) with every card chosen by its
    player for his own side, from `state` to the end of the hand: the definition, searched in full."""
    if state.phase is Phase.COMPLETE:
        scores = score_hand(state).scores
        return scores[side] - scores[side.other]
    assert state.to_move is not None
    values = [minimax(apply_move(state, move), side) for move in legal_moves(state)]
    return max(values) if state.to_move.side == side else min(values)


def card_values(state: HandState) -> dict[Card, int]:
    """Each legal card of the seat to move with its value for the mover's side, by `minimax`."""
    assert state.to_move is not None
    side = state.to_move.side
    return {move.card: minimax(apply_move(state, move), side) for move in legal_moves(state)}


MINIMAX_CASES = [(level, seed) for level in (1, 2) for seed in SEEDS] + [(3, seed) for seed in range(6)]
"""Level 1 and 2 endings are searched in full in a few milliseconds; level 3 ones in up to 1.5 s."""


@pytest.mark.parametrize(("level", "seed"), MINIMAX_CASES)
def test_the_answer_and_every_price_agree_with_a_plain_minimax(level: int, seed: int) -> None:
    exercise = generate(Kind.BEST_CARD, level, seed)
    values = card_values(exercise.state)
    best = max(values.values())
    assert exercise.answer == frozenset(card for card, value in values.items() if value == best)
    pricing = double_dummy(exercise.state)
    assert {priced.move.card: priced.value for priced in pricing.moves} == values
    assert {priced.move.card: priced.cost for priced in pricing.moves} == {
        card: best - value for card, value in values.items()}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_position_is_a_play_position_with_a_choice_that_matters(level: int, seed: int) -> None:
    exercise = generate(Kind.BEST_CARD, level, seed)
    state, seat = exercise.state, exercise.seat
    assert state.phase is Phase.PLAY and state.table is None and seat == state.to_move
    assert len(state.tricks) + 1 == exercise.shown_from == BEST_CARD_TRICKS[level]
    assert 6 - len(state.tricks) == level + 1, "two, three or four tricks left"
    legal = {move.card for move in legal_moves(state)}
    assert exercise.options == tuple(card for card in state.hand(seat) if card in legal)
    assert len(legal) >= 2
    pricing = double_dummy(state)
    assert max(priced.cost for priced in pricing.moves) >= 1, "not every card is as good"
    assert exercise.answer == frozenset(priced.move.card for priced in pricing.moves if priced.cost == 0)
    assert exercise.answer and exercise.answer < frozenset(legal)
    assert exercise.concept == "points.capture"


@pytest.mark.parametrize("level", LEVELS)
def test_the_position_comes_from_its_record_replayed(level: int) -> None:
    exercise = generate(Kind.BEST_CARD, level, 5)
    result = replay(exercise.record)
    assert result.illegal is None and result.complete
    assert exercise.state in [step.after for step in result.steps]


def test_it_is_a_kind_practising_points_capture() -> None:
    assert [case.concept for case in CASES[Kind.BEST_CARD]] == ["points.capture"]
    assert "points.capture" in CONCEPTS
    assert Kind.BEST_CARD in kinds_for("points.capture")
    exercise = random_exercise(random.Random(3), Kind.BEST_CARD)
    assert exercise.kind is Kind.BEST_CARD
    assert random_exercise(random.Random(3), Kind.BEST_CARD, 2, concept="points.capture").level == 2


# --- codes ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_codes_round_trip_and_make_the_same_exercise(level: int) -> None:
    exercise = generate(Kind.BEST_CARD, level, 12345)
    assert exercise.code == f"best-card.{level}.12345"
    assert exercise_from_code(exercise.code) == exercise
    assert exercise_from_code(f"cinch:{exercise.code}") == exercise
    assert generate(Kind.BEST_CARD, level, 12345) == exercise
    assert generate(Kind.BEST_CARD, level, 12346) != exercise


# --- checking -------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(6))
def test_a_best_card_is_right_and_any_other_card_wrong(level: int, seed: int) -> None:
    exercise = generate(Kind.BEST_CARD, level, seed)
    assert isinstance(exercise.answer, frozenset)
    for card in exercise.options:
        right = card in exercise.answer
        assert check(exercise, card) is right
        assert check(exercise, f" {str(card).lower()} ") is right
    seat = exercise.seat
    assert seat is not None
    elsewhere = next(card for other in Seat if other != seat for card in exercise.state.hand(other))
    assert not check(exercise, elsewhere), "a card the seat does not hold"


@pytest.mark.parametrize("given", ["", "zz", "11H", None, 3, 3.5, b"10H", ["10H"], {"10H": 1}, object()])
def test_an_answer_that_is_not_one_card_is_wrong_and_says_why(given: object) -> None:
    exercise = generate(Kind.BEST_CARD, 1, 2)
    assert check(exercise, given) is False
    with pytest.raises(ValueError, match="card"):
        NORMALISE[Kind.BEST_CARD](given)


def test_the_set_of_best_cards_is_not_an_answer() -> None:
    exercise = generate(Kind.BEST_CARD, 1, 2)
    assert not check(exercise, exercise.answer), "the learner names one card"


# --- words ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("level", LEVELS)
def test_the_worked_solution_prices_every_legal_card_best_first(lang: str, level: int) -> None:
    exercise = generate(Kind.BEST_CARD, level, 40 + level)
    trump = exercise.state.trump
    pricing = double_dummy(exercise.state)
    lines = solution_lines(exercise, lang)
    assert len(lines) == len(pricing.moves) + 3
    card_lines = lines[2:-1]
    for line, priced in zip(card_lines, pricing.moves, strict=True):
        name = explain.cards_list((priced.move.card,), lang, trump)
        assert line.lower().startswith(name.lower()), (line, name)
    named = " ".join(lines)
    for card in exercise.options:
        assert explain.cards_list((card,), lang, trump) in named or \
            explain.cards_list((card,), lang, trump).capitalize() in named
    for rule in ("points.capture", "score.made"):
        assert rule in named
    assert named.count("(") >= len(lines)
    question = prompt(exercise, lang)
    assert question.strip() and "%(" not in question
    assert explain.seat_name(exercise.state.to_move, lang) in question
    labels = [option_label(exercise, card, lang) for card in exercise.options]
    assert len(set(labels)) == len(labels)


def test_the_english_worked_solution() -> None:
    exercise = generate(Kind.BEST_CARD, 1, 1)
    pricing = double_dummy(exercise.state)
    lines = solution_lines(exercise, "en")
    assert lines[0].startswith("Scoring cards still to be won: ") and lines[0].endswith("(rule points.capture)")
    assert lines[1].endswith("(rule score.made)")
    for line, priced in zip(lines[2:-1], pricing.moves, strict=True):
        value, cost = int(priced.value), int(priced.cost)
        if value > 0:
            assert f"your side scores {value} point{'s' if value > 1 else ''} more than the other side" in line
        elif value < 0:
            assert f"your side scores {-value} point{'s' if value < -1 else ''} fewer than the other side" in line
        else:
            assert "both sides score as much" in line
        if cost:
            assert f"; it costs {cost} point{'s' if cost > 1 else ''}." in line
        else:
            assert "; it costs nothing." in line
        assert line.endswith(("(rule score.made)", "(rule score.set)"))
        assert ("are set" in line) == line.endswith("(rule score.set)")
    best = sorted(exercise.answer)  # type: ignore[arg-type]
    assert lines[-1].startswith("The best card: " if len(best) == 1 else "The best cards, equally good: ")
    question = prompt(exercise, "en")
    assert question.startswith("A double-dummy puzzle: every hand is face up.")
    assert "Points taken so far: North–South " in question
    assert "Which card is best for your side" in question


def test_the_points_at_the_end_add_up() -> None:
    """Each card line's final points are what the solver's net says: made or set, each side's points."""
    for seed in range(6):
        exercise = generate(Kind.BEST_CARD, 3, seed)
        state = exercise.state
        assert state.bidder is not None and state.to_move is not None
        for line, priced in zip(solution_lines(exercise, "en")[2:-1], double_dummy(state).moves, strict=True):
            ns = int(line.split("Points at the end: North–South ")[1].split(",")[0])
            ew = int(line.split(", East–West ")[1].split(",")[0].split(";")[0])
            bidders, others = ((ns, ew) if state.bidder.side is Side.NS else (ew, ns))
            if state.bid and bidders < state.bid:
                net = -(14 + state.bid - bidders)
            else:
                net = bidders - others
            mover = state.to_move.side
            assert priced.value == (net if mover == state.bidder.side else -net)


# --- the practice page ----------------------------------------------------------------------------


def open_exercise(exercise: Exercise, lang: str = "en") -> AppTest:
    at = open_app(lang, exercise=f"cinch:{exercise.code}")
    at.switch_page("views/practice.py").run()
    assert not at.exception, at.exception
    return at


def test_the_page_shows_every_hand_and_accepts_a_best_card() -> None:
    exercise = generate(Kind.BEST_CARD, 1, 4)
    state, seat = exercise.state, exercise.seat
    assert seat is not None and state.trump is not None
    at = open_exercise(exercise)
    shown = "\n".join(element.value for element in at.markdown)
    for holder in Seat:
        for card in state.hand(holder):
            assert f'aria-label="{card_text(card, "en")}"' in shown, (holder, card)
    assert "(you)" in shown and "to play" in shown
    captions = " ".join(caption.value for caption in at.caption)
    assert f"Trump: {explain.suit_name(state.trump, 'en')}" in captions and "Bid: " in captions
    assert any("double-dummy" in info.value for info in at.info)
    key = f"answer-{exercise.code}"
    assert at.radio(key=key).options == [option_label(exercise, card, "en") for card in exercise.options]
    assert at.selectbox(key="exercise-kind").options[-1] == "Which card is best here, with every hand open"
    wrong = next(card for card in exercise.options if card not in exercise.answer)
    at.radio(key=key).set_value(exercise.options.index(wrong))
    click(at, "check")
    assert at.error and "rule=points.capture" in " ".join(link.proto.query_string for link in at.get("page_link"))
    solution = " ".join(element.value for element in at.markdown)
    assert "it costs nothing" in solution
    click(at, "next-exercise")
    at.query_params["exercise"] = f"cinch:{exercise.code}"
    at.run()
    best = min(exercise.answer)  # type: ignore[arg-type]
    at.radio(key=key).set_value(exercise.options.index(best))
    click(at, "check")
    assert at.success and not at.error
