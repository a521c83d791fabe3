"""No question shows its answer before it is answered, as Chromium draws the page (issue 14, P1
and P14 of the newcomer review): every *ask* step of two lessons per language, opened by its
address, shows neither the score sheet, nor "The answer is …", nor the step's reason, nor a ★ or
a Pedro in a card's name when the question is whether a card is a trump or which is higher, nor
who won the trick when that is the question.

The lessons differ from language to language and together ask every kind of question. So that
the test can fail, each language then answers one question and sees the same checks find the
answer on the page. (`tests/test_app_teaching.py` walks every ask step in every language under
AppTest; this is the browser's view of the same promise.)
"""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from browser_harness import Server, shot, wait_idle
from playwright.sync_api import Page, expect

from tutor import i18n
from tutor.app.player import option_text
from tutor.games.cinch import Phase
from tutor.games.cinch.questions import Question
from tutor.lessons import Frame, Lesson, StepKind, answer, frames, load_lessons, options

LESSONS = {item.id: item for item in load_lessons() if isinstance(item, Lesson) and item.game == "cinch"}

WALKS = {
    "en": ("trump-order", "the-deal"),
    "nl": ("the-game", "discard-and-draw"),
    "de": ("bidding", "robbing-the-pack"),
    "fr": ("follow-trump", "full-hand-defender"),
}
"""The lessons whose ask steps are walked in each language."""

ANSWERED = {"en": ("trump-order", 3), "nl": ("the-game", 11), "de": ("robbing-the-pack", 14),
            "fr": ("follow-trump", 10)}
"""The step (from 1) answered in each language, to see the checks find the answer then."""

ABOUT_CARDS = (Question.IS_TRUMP, Question.HIGHER)


def asks(lesson_id: str) -> list[Frame]:
    return [frame for frame in frames(LESSONS[lesson_id]) if frame.step.kind is StepKind.ASK]


def test_the_walks_ask_every_kind_of_question() -> None:
    asked = {frame.step.question for lessons in WALKS.values() for lesson in lessons for frame in asks(lesson)}
    assert asked == set(Question), f"never asked: {set(Question) - asked}"
    assert len({lesson for lessons in WALKS.values() for lesson in lessons}) == 2 * len(WALKS)
    assert set(WALKS) == set(i18n.LANGUAGES)


def plain(markdown: str) -> str:
    """The words of a markdown text as the page shows them."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    text = re.sub(r"[*_`\\]", "", text)
    return " ".join(text.split())


def pattern(template: str) -> re.Pattern[str]:
    """A translated message with ``%(name)d`` / ``%(name)s`` placeholders, as a regex."""
    parts = re.split(r"(%\(\w+\)[ds])", template)
    return re.compile("".join(
        r"\d+" if part.endswith(")d") else r".+?" if part.endswith(")s") else re.escape(part)
        for part in parts
    ))


def open_step(page: Page, server: Server, lang: str, lesson: Lesson, frame: Frame) -> None:
    page.goto(f"{server.url}/lessons?{urlencode({'lang': lang, 'lesson': lesson.id, 'step': frame.index + 1})}")
    t = i18n.translator(lang)
    step = t.gettext("Step %(step)d of %(steps)d") % {"step": frame.index + 1, "steps": len(frames(lesson))}
    expect(page.get_by_text(step, exact=True)).to_be_visible()
    expect(page.get_by_text(plain(t.gettext(frame.step.text))[:40]).first).to_be_visible()
    wait_idle(page)


def given_away(page: Page, lang: str, frame: Frame) -> set[str]:
    """What on the page gives the answer to the ask step `frame` away."""
    t = i18n.translator(lang)
    main = page.get_by_test_id("stMain")
    text = " ".join(main.inner_text().split())
    found = set()
    if page.locator(".st-key-score-sheet").count():
        found.add("the score sheet")
    answer_is = t.gettext("The answer is %(answer)s.").split("%(answer)s")[0].strip()
    if answer_is in text:
        found.add("the answer")
    if frame.step.why and plain(t.gettext(frame.step.why))[:50] in text:
        found.add("the reason")
    if frame.step.question in ABOUT_CARDS:
        names = main.locator("[aria-label]").evaluate_all(
            "elements => elements.map(element => element.getAttribute('aria-label'))")
        names += main.locator("svg title").all_text_contents()
        if [name for name in names if "★" in name or "pedro" in name.lower()]:
            found.add("a Pedro")
    if frame.step.question is Question.TRICK_WINNER:
        for message in ("Trick %(number)d, won by %(seat)s", "Trick %(number)d: %(leader)s led, %(winner)s won it"):
            if pattern(t.gettext(message)).search(text):
                found.add("the trick's winner")
    return found


def expected_once_answered(lesson: Lesson, frame: Frame) -> set[str]:
    """What the page shows once the ask step `frame` is answered (the score sheet only when no
    question is left and the hand is over)."""
    shown = {"the answer"} | ({"the reason"} if frame.step.why else set())
    later = [other for other in frames(lesson)[frame.index + 1:] if other.step.kind is StepKind.ASK]
    if frame.at.phase is Phase.COMPLETE and not later:
        shown.add("the score sheet")
    if frame.step.question in ABOUT_CARDS:
        shown.add("a Pedro")  # ANSWERED asks about a Pedro
    if frame.step.question is Question.TRICK_WINNER:
        shown.add("the trick's winner")
    return shown


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_question_shows_its_answer(lang: str, page: Page, app_server: Server) -> None:
    faults = []
    for lesson_id in WALKS[lang]:
        lesson = LESSONS[lesson_id]
        for frame in asks(lesson_id):
            open_step(page, app_server, lang, lesson, frame)
            leaks = given_away(page, lang, frame)
            if leaks:
                faults.append(f"{lesson_id} step {frame.index + 1} ({frame.step.question.value}): {sorted(leaks)}")
                shot(page, f"no-answer-FAULT-{lang}-{lesson_id}-{frame.index + 1}")
    assert not faults, "questions that show their answer:\n" + "\n".join(faults)

    # The checks do find an answer once it is given.
    lesson_id, number = ANSWERED[lang]
    lesson = LESSONS[lesson_id]
    frame = frames(lesson)[number - 1]
    right = answer(frame)
    assert frame.step.kind is StepKind.ASK and right in options(frame)
    open_step(page, app_server, lang, lesson, frame)
    page.locator(f".st-key-answer-{frame.index}").get_by_text(option_text(frame, right, lang), exact=True).click()
    wait_idle(page)
    page.locator(".st-key-check button:visible").click()
    expect(page.get_by_test_id("stAlertContentSuccess")).to_be_visible()
    wait_idle(page)
    shot(page, f"no-answer-{lang}-answered-{lesson_id}-{number}")
    assert given_away(page, lang, frame) == expected_once_answered(lesson, frame)
