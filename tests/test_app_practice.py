"""The practice and progress pages under AppTest: exercises answered right and wrong, the worked
solution, shared codes, a learner's progress kept in the store, in every language."""

from __future__ import annotations

from typing import Any

import pytest
from app_driver import choose_cards, click, english_leaks, open_app, visible_text
from streamlit.testing.v1 import AppTest

from tutor import i18n
from tutor.games.cinch.practice import Exercise, Kind, exercise_from_code, generate
from tutor.games.seats import Side

PRACTICE = "views/practice.py"
PROGRESS = "views/progress.py"
SIDES = (Side.NS, Side.EW, None)


def open_practice(lang: str, **params: str) -> AppTest:
    at = open_app(lang, **params)
    at.switch_page(PRACTICE).run()
    assert not at.exception, at.exception
    return at


def shown_exercise(at: AppTest) -> Exercise:
    return exercise_from_code(at.query_params["exercise"])


def give(at: AppTest, exercise: Exercise, value: Any) -> None:
    """Put `value` into the exercise's answer widgets and press Check."""
    key = f"answer-{exercise.code}"
    if exercise.kind in (Kind.COUNTS, Kind.HAND_SCORE):
        at.number_input(key=f"{key}-ns").set_value(value[0])
        at.number_input(key=f"{key}-ew").set_value(value[1])
    elif exercise.kind is Kind.POINT_WINNERS:
        for point, side in value.items():
            at.radio(key=f"{key}-{point.value}").set_value(SIDES.index(side))
    elif exercise.kind is Kind.LEGAL_CARDS:
        choose_cards(at, key, value)
    elif exercise.kind is Kind.BEST_CARD:  # one card; the answer is the set of the best ones
        at.radio(key=key).set_value(exercise.options.index(value if value in exercise.options else min(value)))
    else:
        at.radio(key=key).set_value(exercise.options.index(value))
    click(at, "check")


def wrong(exercise: Exercise) -> Any:
    right = exercise.answer
    if exercise.kind in (Kind.COUNTS, Kind.HAND_SCORE):
        return (right[0] + 1, right[1])
    if exercise.kind is Kind.POINT_WINNERS:
        first = next(iter(right))
        return {**right, first: Side.EW if right[first] is Side.NS else Side.NS}
    if exercise.kind is Kind.LEGAL_CARDS:
        return frozenset(exercise.options) - right or frozenset(list(right)[:-1])
    if exercise.kind is Kind.BEST_CARD:
        return next(option for option in exercise.options if option not in right)
    return next(option for option in exercise.options if option != right)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("kind", list(Kind))
def test_practice_exercise_answered_wrong_then_right(lang: str, kind: Kind) -> None:
    exercise = generate(kind, 2, 1234)
    at = open_practice(lang, exercise=exercise.code)
    assert shown_exercise(at) == exercise
    give(at, exercise, wrong(exercise))
    assert at.error, "a wrong answer gets the worked solution"
    assert any(exercise.concept in link.proto.query_string for link in at.get("page_link"))
    assert any(link.proto.page == "play" and "review=exercise" in link.proto.query_string for link in at.get("page_link"))
    click(at, "next-exercise")
    assert at.query_params["exercise"] != exercise.code
    at.query_params["exercise"] = exercise.code
    at.run()
    give(at, exercise, exercise.answer)
    assert at.success


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_practice_page_shows_no_english(lang: str) -> None:
    code = generate(Kind.HAND_SCORE, 3, 77).code
    english = open_practice("en", exercise=code)
    translated = open_practice(lang, exercise=code)
    assert english_leaks(visible_text(translated), visible_text(english), lang) == []
    exercise = shown_exercise(translated)
    give(english, exercise, wrong(exercise))
    give(translated, exercise, wrong(exercise))
    assert english_leaks(visible_text(translated), visible_text(english), lang) == []


def test_a_broken_exercise_code_gives_a_message_and_a_new_exercise() -> None:
    at = open_practice("de", exercise="no-such-thing")
    assert at.warning
    assert shown_exercise(at).code != "no-such-thing"


def test_progress_without_a_learner_says_how_to_start() -> None:
    at = open_app("fr")
    at.switch_page(PROGRESS).run()
    assert not at.exception
    assert at.info


def test_a_learner_answers_and_finds_the_progress_kept() -> None:
    at = open_app("en")
    at.text_input(key="learner-new-name").input("Ada Lovelace")
    at.button[[b.label for b in at.button].index("Start")].click().run()
    assert at.query_params["learner"] == "Ada Lovelace"
    at.switch_page(PRACTICE).run()
    exercise = generate(Kind.MADE, 1, 5)
    at.query_params["exercise"] = exercise.code
    at.run()
    give(at, exercise, wrong(exercise))
    at.switch_page(PROGRESS).run()
    assert not at.exception
    answered = [metric for metric in at.metric if metric.label == "Exercises answered"]
    assert answered and answered[0].value == "1"
    assert at.get("download_button")
    # A new session (a reload) with ?learner= finds the same progress.
    again = open_app("en", learner="Ada Lovelace")
    again.switch_page(PROGRESS).run()
    assert [metric.value for metric in again.metric if metric.label == "Exercises answered"] == ["1"]


def test_duplicate_or_empty_learner_names_are_refused_clearly() -> None:
    at = open_app("de")
    start = i18n.translator("de").gettext("Start")
    at.text_input(key="learner-new-name").input("   ")
    at.button[[b.label for b in at.button].index(start)].click().run()
    assert at.error and not at.exception


def test_the_difficulty_shown_is_the_exercise_s_own() -> None:
    exercise = generate(Kind.COUNTS, 3, 8)
    at = open_practice("nl", exercise=exercise.code)
    assert at.select_slider(key="exercise-level").value == 3
    shown = [caption.value for caption in at.caption if caption.value.startswith("Slag ")]
    assert len(shown) == 6, "a whole hand shows all six tricks"


def test_the_page_shares_codes_with_their_game_and_opens_old_ones() -> None:
    exercise = generate(Kind.MADE, 1, 5)
    at = open_practice("en", exercise=exercise.code)  # a link shared before codes named a game
    assert shown_exercise(at) == exercise
    [link] = at.code  # a link to copy (P25)
    assert link.value.endswith(f"?exercise=cinch:{exercise.code}&lang=en")
    click(at, "new-exercise")
    assert at.query_params["exercise"].startswith("cinch:")
