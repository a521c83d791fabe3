"""Coinche in a real browser, in Dutch, as a newcomer who brought the Dutch leaflet (issue 11): pick
Coinche on the home page, play the first lesson with a wrong card and its explanation, answer an
exercise, and see it on the progress page. Every card, move, answer and text the test expects is
computed from the lesson, the engine and the catalogs, never written here. Screenshots go to
``test-output/e2e/coinche-*.png``.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest
from browser_harness import APP, SHOTS, open_app, serve, shot, wait_idle, whole_shot
from playwright.sync_api import Locator, Page, expect

from tutor import i18n
from tutor.app.player import option_text
from tutor.games import find_game
from tutor.games.coinche import explain
from tutor.games.coinche.moves import play
from tutor.games.coinche.practice import Kind, generate, option_label
from tutor.lessons import Frame, Lesson, StepKind, answer, frames, load_lessons, options
from tutor.words import rules_linked

LANG = "nl"
T = i18n.translator(LANG)
COINCHE = find_game("coinche")
LESSON = next(item for item in load_lessons() if isinstance(item, Lesson) and item.game == "coinche")
FRAMES = frames(LESSON)


def button(page: Page, key: str) -> Locator:
    """The button with `key` (a button with a tooltip is drawn twice; one is hidden)."""
    return page.locator(f".st-key-{key} button:visible")


def expect_step(page: Page, number: int) -> None:
    expect(page).to_have_url(re.compile(rf"[?&]step={number}(&|$)"))
    step = T.gettext("Step %(step)d of %(steps)d") % {"step": number, "steps": len(FRAMES)}
    expect(page.get_by_text(step, exact=True)).to_be_visible()
    wait_idle(page)


def expect_success(page: Page, message: str) -> None:
    expect(page.get_by_test_id("stAlertContentSuccess").filter(has_text=message)).to_be_visible()
    wait_idle(page)


def first_refusable_play() -> Frame:
    """The lesson's first *do* step in the play where the learner holds a card the engine refuses."""
    for frame in FRAMES:
        if frame.step.kind is StepKind.DO and frame.expected is not None and frame.at.phase.value == "play":
            seat = frame.expected.seat
            if any(COINCHE.check_move(frame.at, play(seat, card)) for card in frame.at.hand(seat)):
                return frame
    raise AssertionError(f"{LESSON.id} has no play step with a card to refuse")


def solve(page: Page, frame: Frame) -> None:
    """Show a *read* step's moves, make a *do* step's move (a card or a call), answer an *ask* step."""
    if frame.step.kind is StepKind.READ:
        for _ in frame.scripted:
            button(page, "next-move").click()
            wait_idle(page)
        return
    if frame.step.kind is StepKind.DO:
        move = frame.expected
        assert move is not None and move.verb.value in ("play", "pass", "coinche"), f"no driver for {move}"
        button(page, f"card-{move.card}" if move.verb.value == "play" else move.verb.value).click()
        expect_success(page, T.gettext("Well done!"))
        return
    right = answer(frame)
    question = frame.step.question
    if question in COINCHE.questions.NUMBER_QUESTIONS:
        page.locator(f".st-key-answer-{frame.index} input").fill(str(right))
        page.keyboard.press("Tab")
    else:
        assert right in options(frame), f"no browser driver for {question}"
        page.locator(f".st-key-answer-{frame.index}").get_by_text(option_text(frame, right, LANG), exact=True).click()
    wait_idle(page)
    button(page, "check").click()
    expect_success(page, T.gettext("Right!"))


def test_a_dutch_newcomer_learns_coinche_lesson_exercise_progress(
    new_page: Callable[..., Page], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TUTOR_DATA_DIR", str(tmp_path))
    name = f"Anouk {uuid.uuid4().hex[:4]}"
    with serve(APP, SHOTS / "server-coinche.log") as server:
        page = new_page(locale="nl-NL")
        open_app(page, server, lang=LANG)

        # Home: both games in two lines each; choose Coinche, and a name to keep the progress.
        expect(page.get_by_text(T.gettext(COINCHE.rules_text.PITCH))).to_be_visible()
        button(page, "choose-coinche").click()
        expect(page).to_have_url(re.compile(r"[?&]game=coinche(&|$)"))
        expect(page.locator(".st-key-game-coinche")).to_contain_text(T.gettext("You are learning this game."))
        wait_idle(page)
        page.get_by_label(T.gettext("New learner's name")).fill(name)
        page.get_by_role("button", name=T.gettext("Start")).click()
        expect(page.get_by_test_id("stSidebar").get_by_text(name)).to_be_visible()
        wait_idle(page)
        shot(page, "coinche-01-home-nl")

        # The lessons of Coinche, and its first lesson.
        page.get_by_test_id("stSidebarNav").get_by_role("link", name=T.pgettext("navigation", "Lessons")).click()
        heading = T.gettext("Lessons: %(game)s") % {"game": T.gettext("Coinche")}
        expect(page.get_by_role("heading", level=1)).to_have_text(heading)
        wait_idle(page)
        button(page, f"open-{LESSON.id}").click()
        expect(page.get_by_role("heading", level=1)).to_have_text(T.gettext(LESSON.title))
        expect_step(page, 1)
        target = first_refusable_play()
        for frame in FRAMES[: target.index]:
            solve(page, frame)
            button(page, "continue").click()
            expect_step(page, frame.index + 2)
        whole_shot(page, "coinche-02-lesson-play-step-nl")

        # A wrong card: refused with the engine's Dutch explanation, the rule linked, nothing changed.
        seat = target.expected.seat  # type: ignore[union-attr]
        wrong = next(play(seat, card) for card in target.at.hand(seat) if COINCHE.check_move(target.at, play(seat, card)))
        violation = COINCHE.check_move(target.at, wrong)
        button(page, f"card-{wrong.card}").click()
        refusal = page.get_by_test_id("stAlertContentError")
        said = explain.describe_move(wrong, LANG, target.at)
        expect(refusal).to_contain_text(T.gettext("Not allowed: %(move)s.") % {"move": said})
        with rules_linked():
            expect(refusal).to_contain_text(explain.describe_violation(violation, LANG, target.at))
        rule_heading = T.gettext(COINCHE.rules_text.rule_text(violation.rule).heading)
        expect(page.get_by_role("link", name=T.gettext("The rule: %(heading)s") % {"heading": rule_heading})).to_be_visible()
        expect_step(page, target.index + 1)
        whole_shot(page, "coinche-03-wrong-card-explained-nl")
        solve(page, target)
        whole_shot(page, "coinche-04-right-card-nl")

        # An exercise: who wins this trick, answered right.
        exercise = generate(Kind.TRICK_WINNER, 1, 7)
        page.goto(f"{server.url}/practice?lang={LANG}&learner={name}&exercise=coinche:{exercise.code}")
        wait_idle(page)
        expect(page.get_by_role("heading", level=1)).to_have_text(T.gettext("Practice"))
        page.locator(f".st-key-answer-{exercise.code.replace('.', '-')}").get_by_text(
            option_label(exercise, exercise.answer, LANG), exact=True).click()
        wait_idle(page)
        button(page, "check").click()
        expect(page.get_by_test_id("stAlertContentSuccess")).to_contain_text(T.gettext("Right!"))
        wait_idle(page)
        whole_shot(page, "coinche-05-exercise-right-nl")

        # Progress: the answer counts for Coinche, under its rule.
        page.get_by_test_id("stSidebarNav").get_by_role("link", name=T.pgettext("navigation", "Progress")).click()
        wait_idle(page)
        expect(page).to_have_url(re.compile(r"[?&]game=coinche(&|$)"))
        answered = page.get_by_test_id("stMetric").filter(has_text=T.gettext("Exercises answered"))
        expect(answered).to_contain_text("1")
        concept = T.gettext(COINCHE.rules_text.rule_text(exercise.concept).heading)
        expect(page.get_by_test_id("stMain").get_by_text(concept).first).to_be_visible()
        whole_shot(page, "coinche-06-progress-nl")
