"""Progress that lasts, in a real browser: a learner answers exercises, the server is stopped and
started again, and the progress page still shows every answer (issue 5); the browser remembers
its last learner, the mastery chart reads well, and a reset asks first (issue 14)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from urllib.parse import quote, unquote

import pytest
from browser_harness import APP, SHOTS, Server, open_app, serve, shot, wait_idle
from playwright.sync_api import Browser, Page, expect

from tutor import i18n
from tutor.app import learner
from tutor.games import find_game
from tutor.games.cinch.practice import Kind, generate
from tutor.store import Store

NAME = "Grete"


def answer_made(page: Page, code: str, yes: bool, lang: str) -> None:
    """Answer a "is the bid made" exercise with yes or no and check it."""
    t = i18n.translator(lang)
    page.locator(f".st-key-answer-{code.replace('.', '-')}").get_by_text(
        t.gettext("Yes") if yes else t.gettext("No"), exact=True
    ).click()
    page.locator(".st-key-check button:visible").click()
    expect(page.locator(".st-key-next-exercise button:visible")).to_be_visible()
    wait_idle(page)


def test_progress_survives_a_server_restart(
    new_page: Callable[..., Page], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TUTOR_DATA_DIR", str(tmp_path))
    lang = "de"
    t = i18n.translator(lang)
    exercises = [generate(Kind.MADE, 1, seed) for seed in (3, 4)]
    with serve(APP, SHOTS / "server-progress-1.log") as server:
        page = new_page(locale="de-DE")
        page.goto(f"{server.url}/practice?lang={lang}")
        wait_idle(page)
        page.get_by_label(t.gettext("New learner's name")).fill(NAME)
        page.get_by_role("button", name=t.gettext("Start")).click()
        expect(page.get_by_text(NAME)).to_be_visible()
        wait_idle(page)
        for number, exercise in enumerate(exercises):
            page.goto(f"{server.url}/practice?lang={lang}&learner={NAME}&exercise={exercise.code}")
            wait_idle(page)
            answer_made(page, exercise.code, exercise.answer if number else not exercise.answer, lang)
        shot(page, "progress-1-answered-de")
    assert (tmp_path / "progress.sqlite3").exists()
    assert os.environ["TUTOR_DATA_DIR"] == str(tmp_path)

    with serve(APP, SHOTS / "server-progress-2.log") as server:
        page = new_page(locale="de-DE")
        page.goto(f"{server.url}/progress?lang={lang}&learner={NAME}")
        wait_idle(page)
        answered = page.get_by_test_id("stMetric").filter(has_text=t.gettext("Exercises answered"))
        expect(answered).to_contain_text("2")
        expect(page.get_by_text(t.gettext("Mastery per concept"))).to_be_visible()
        shot(page, "progress-2-after-restart-de")


# --- issue 14: the browser remembers its learner; the chart; resets ask first ---------------------


def test_the_bare_address_welcomes_back_the_browser_s_last_learner(
    browser: Browser, app_server: Server
) -> None:
    """Choose a name, then open the bare address in the same browser (a new tab, another day):
    the tutor picks that learner and says so; "Change learner" makes it forget."""
    lang = "de"
    t = i18n.translator(lang)
    name = f"Jürgen Groß {uuid.uuid4().hex[:6]}"
    context = browser.new_context(locale="de-DE", viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        open_app(page, app_server, "progress")
        page.get_by_label(t.gettext("New learner's name")).fill(name)
        page.get_by_role("button", name=t.gettext("Start")).click()
        expect(page.get_by_test_id("stSidebar").get_by_text(name)).to_be_visible()
        wait_idle(page)
        cookie = {c["name"]: c["value"] for c in context.cookies()}.get(learner.COOKIE)
        assert cookie is not None and unquote(cookie) == name and name not in cookie

        later = context.new_page()  # the bare address: no ?learner=, no ?lang=
        later.goto(app_server.url)
        wait_idle(later)
        welcome = t.gettext("Welcome back, %(name)s!") % {"name": name}
        expect(later.get_by_test_id("stSidebar").get_by_text(welcome)).to_be_visible()
        expect(later.get_by_test_id("stToast")).to_contain_text(welcome)
        assert "learner=" in later.url, "the address names the learner again, as before"
        shot(later, "progress-welcome-back-de")
        later.goto(f"{app_server.url}/progress")
        wait_idle(later)
        expect(later.get_by_role("heading", name=t.gettext("Your progress"))).to_be_visible()
        expect(later.get_by_text(t.gettext("Choose a name in the sidebar to keep your progress; "
                                           "it then shows here."))).to_have_count(0)

        later.get_by_role("button", name=t.gettext("Change learner")).click()
        expect(later.get_by_label(t.gettext("New learner's name"))).to_be_visible()
        wait_idle(later)
        later.wait_for_function(f"!document.cookie.includes('{learner.COOKIE}=')")
        again = context.new_page()
        again.goto(app_server.url)
        wait_idle(again)
        expect(again.get_by_label(t.gettext("New learner's name"))).to_be_visible()
        expect(again.get_by_text(welcome)).to_have_count(0)
    finally:
        context.close()


def test_the_chart_reads_well_and_a_reset_asks_first(
    new_page: Callable[..., Page], app_server: Server
) -> None:
    lang = "de"
    t = i18n.translator(lang)
    store = Store.default()
    try:
        who = store.add_learner(f"Grete {uuid.uuid4().hex[:6]}")
        now = datetime.now(timezone.utc) - timedelta(minutes=3)
        for concept, correct in [("play.follow-trump", True), ("play.void", False),
                                 ("score.set", True), ("rank.left-pedro", True)]:
            store.answer_exercise(who.id, "x", concept, correct, now)
        store.finish_lesson(who.id, "trump-order")
    finally:
        store.close()
    page = new_page(locale="de-DE")
    page.set_viewport_size({"width": 1280, "height": 1900})
    page.goto(f"{app_server.url}/progress?lang={lang}&learner={quote(who.name)}")
    wait_idle(page)
    chart = page.get_by_test_id("stVegaLiteChart")
    expect(chart.locator("svg .mark-rect [role='graphics-symbol']")).to_have_count(4)
    texts = chart.locator("svg text").all_text_contents()
    assert not [text for text in texts if "…" in text], "no label is cut"
    assert "100" in texts, "the scale goes to 100"
    rules = find_game("cinch").rules_text
    void = t.gettext(rules.rule_text("play.void").heading)
    bar = chart.locator(f"svg .mark-rect [role='graphics-symbol'][aria-label^='{void}:']")
    expect(bar).to_have_count(1)
    assert bar.get_attribute("fill") == "#e8710a", "not known yet: orange"
    shot(page, "progress-chart-de")

    lesson_reset = page.locator(".st-key-reset-lesson-trump-order button")
    lesson_reset.click()
    expect(page.locator(".st-key-reset-confirm button")).to_be_visible()
    wait_idle(page)
    shot(page, "progress-reset-question-de")
    page.locator(".st-key-reset-cancel button").click()
    expect(page.locator(".st-key-reset-confirm button")).to_have_count(0)
    wait_idle(page)
    expect(lesson_reset).to_be_visible()
    lesson_reset.click()
    page.locator(".st-key-reset-confirm button").click()
    expect(lesson_reset).to_have_count(0)
    wait_idle(page)
