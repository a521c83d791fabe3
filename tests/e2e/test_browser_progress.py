"""Progress that lasts, in a real browser: a learner answers exercises, the server is stopped and
started again, and the progress page still shows every answer (issue 5)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from browser_harness import APP, SHOTS, serve, shot, wait_idle
from tutor import i18n
from tutor.games.cinch.practice import Kind, generate

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
