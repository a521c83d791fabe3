"""The lessons page and the lesson player under AppTest, as a learner uses them, in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_driver import (
    LESSONS_PAGE,
    click,
    english_leaks,
    escapes_removed,
    frames_walk,
    open_app,
    open_lesson,
    visible_text,
)
from streamlit.testing.v1 import AppTest

from tutor import i18n
from tutor.app import content
from tutor.cards import Card, Suit
from tutor.games import GAMES
from tutor.games.cinch import explain
from tutor.games.cinch.pricing import double_dummy
from tutor.lessons import Lesson, frames, load_lessons
from tutor.resources import data_dir
from tutor.words import rules_linked

LESSONS = [item for item in load_lessons() if isinstance(item, Lesson)]
LESSON_IDS = [lesson.id for lesson in LESSONS]


def walk_texts(lang: str, lesson: Lesson) -> list[list[str]]:
    """The visible strings as each step opens and once it is solved, through `lesson` in `lang`."""
    at = open_lesson(lang, lesson.id)
    return [visible_text(page) for _, page in frames_walk(at, frames(lesson), openings=True)]


@pytest.fixture(scope="module")
def english_walks() -> dict[str, list[list[str]]]:
    return {lesson.id: walk_texts("en", lesson) for lesson in LESSONS}


def test_the_shipped_lessons_all_load() -> None:
    assert len(LESSONS) >= 2
    assert len(LESSONS) == len(load_lessons())


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_lessons_page_lists_every_lesson_of_the_game(lang: str, game: str) -> None:
    at = open_app(lang, game=game)
    at.switch_page(LESSONS_PAGE).run()
    assert not at.exception
    opened = {button.key for button in at.button}
    for lesson in LESSONS:
        assert (f"open-{lesson.id}" in opened) is (lesson.game == game), lesson.id
        if lesson.game == game:
            title = i18n.translator(lang).gettext(lesson.title)
            assert any(sub.value.endswith(f". {title}") for sub in at.subheader)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_lessons_page_shows_no_english(lang: str, game: str) -> None:
    english = open_app("en", game=game)
    english.switch_page(LESSONS_PAGE).run()
    translated = open_app(lang, game=game)
    translated.switch_page(LESSONS_PAGE).run()
    assert english_leaks(visible_text(translated), visible_text(english), lang) == []


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_lesson_walk_in_translation_shows_no_english(
    lang: str, lesson_id: str, english_walks: dict[str, list[list[str]]]
) -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.id == lesson_id)
    translated = walk_texts(lang, lesson)
    assert len(translated) == len(english_walks[lesson_id])
    for step, (ours, theirs) in enumerate(zip(translated, english_walks[lesson_id]), start=1):
        assert english_leaks(ours, theirs, lang) == [], f"step {step}"


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_lesson_can_be_finished_and_is_marked_done(lesson_id: str) -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.id == lesson_id)
    at = open_lesson("en", lesson_id)
    for _ in frames_walk(at, frames(lesson), with_mistakes=False):
        pass
    assert any("Lesson complete" in box.value for box in at.success)
    if frames(lesson)[-1].after.phase.value == "complete":
        assert any("Score sheet" in sub.value for sub in at.subheader)
    assert [link.proto.page for link in at.get("page_link") if f"review=lesson%3A{lesson_id}" in link.proto.query_string
            or f"review=lesson:{lesson_id}" in link.proto.query_string] == ["play"]  # its deal, move by move
    click(at, "finished-to-lessons")
    assert any("Done in this session" in caption.value for caption in at.caption)


def test_switching_language_mid_lesson_keeps_the_place() -> None:
    lesson = LESSONS[0]
    at = open_lesson("de", lesson.id)
    walk = frames_walk(at, frames(lesson))
    next(walk)
    next(walk)
    step = at.query_params["step"]
    table = [caption.value for caption in at.caption]
    at.selectbox(key="language-selector").set_value("fr").run()
    assert not at.exception
    assert at.query_params["step"] == step
    assert at.query_params["lang"] == "fr"
    assert [caption.value for caption in at.caption] != table  # now in French
    assert at.title[0].value == i18n.translator("fr").gettext(lesson.title)


def test_step_back_and_restart() -> None:
    lesson = LESSONS[0]
    at = open_lesson("en", lesson.id)
    walk = frames_walk(at, frames(lesson), with_mistakes=False)
    next(walk)
    click(at, "continue")
    assert at.query_params["step"] == "2"
    click(at, "step-back")
    assert at.query_params["step"] == "1"
    click(at, "restart")
    assert at.query_params["step"] == "1"
    assert at.button(key="step-back").disabled


def test_a_link_with_a_step_opens_that_step() -> None:
    lesson = LESSONS[0]
    at = open_app("nl", lesson=lesson.id, step="2")
    at.switch_page(LESSONS_PAGE).run()
    assert at.query_params["step"] == "2"


@pytest.mark.parametrize("step", ["²", "①", "٣", "0", "-1", "999", "1" * 5000])
def test_a_step_link_that_names_no_step_opens_the_lesson_at_its_start(step: str) -> None:
    """``?step=²`` once showed a traceback: "²" is a digit to `str.isdigit`, not to `int`
    (robustness probe, issue 15)."""
    lesson = LESSONS[0]
    at = open_app("en", lesson=lesson.id, step=step)
    at.switch_page(LESSONS_PAGE).run()
    assert not at.exception, at.exception
    assert at.query_params["step"] == "1"


def test_a_double_press_on_show_the_next_move_shows_no_move_that_is_not_there() -> None:
    """Two presses of "Show the next move" before the page redraws, on the step's last move, once
    showed an `IndexError` (robustness probe, issue 15): the second finds no move left."""

    def double_press() -> None:
        import streamlit as st

        from tutor.app import places

        places.go_to("a-lesson", 0)
        places.reveal_next("a-lesson", 1)
        places.reveal_next("a-lesson", 1)
        st.markdown(str(places.get("a-lesson").revealed))

    at = AppTest.from_function(double_press).run()
    assert not at.exception
    assert at.markdown[0].value == "1"


def test_unknown_lesson_gives_a_message_and_the_list() -> None:
    at = open_app("de", lesson="no-such-lesson")
    at.switch_page(LESSONS_PAGE).run()
    assert not at.exception
    assert any("no-such-lesson" in escapes_removed(warning.value) for warning in at.warning)  # escaped markdown
    assert at.button(key=f"open-{LESSON_IDS[0]}")


def test_broken_lesson_file_shows_an_error_card_and_the_others_still_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for source in sorted((data_dir("lessons") / "cinch").glob("*.yaml")):
        (tmp_path / source.name).write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "99-broken.yaml").write_text("id: broken\ntitle: [unclosed\n", encoding="utf-8")
    monkeypatch.setattr(content, "load_lessons", lambda: load_lessons(tmp_path))
    content.all_lessons.clear()
    content.lesson_frames.clear()
    try:
        at = open_app("fr")
        at.switch_page(LESSONS_PAGE).run()
        assert not at.exception
        assert any("99-broken.yaml" in error.value for error in at.error)
        click(at, f"open-{LESSON_IDS[0]}")
        assert {"continue", "next-move"} & {button.key for button in at.button}
    finally:
        content.all_lessons.clear()
        content.lesson_frames.clear()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_score_made_an_allowed_card_that_is_not_the_lessons_says_what_it_costs(lang: str) -> None:
    """`solver.md`: "scoring-cards" step 4 asks South for Low under his partner's Ace; the 6 of
    hearts is allowed but, every hand open, costs North–South a point: Low falls to the other side
    (`tests/test_cinch_solver.py` holds the solver to a plain minimax over the engine)."""
    lesson = next(lesson for lesson in LESSONS if lesson.id == "scoring-cards")
    frame = frames(lesson)[3]
    six = Card.parse("6H")
    pricing = double_dummy(frame.at)
    assert pricing.cost_of(six) == 1
    at = open_app(lang, lesson=lesson.id, step="4")
    at.switch_page(LESSONS_PAGE).run()
    click(at, "card-6H")
    [warning] = at.warning
    move = frame.expected._replace(cards=(six,))
    with rules_linked():
        cost = explain.describe_cost(move, pricing, lang, frame.at)
    assert cost is not None and warning.value.endswith(cost)
    links = [link.proto.query_string for link in at.get("page_link")]
    assert any("rule=score.set" in link for link in links), links
    assert explain.card_name(Card.parse("2H"), lang, Suit.HEARTS).split(" (")[0] in cost
    assert at.query_params["step"] == "4" and not at.success
