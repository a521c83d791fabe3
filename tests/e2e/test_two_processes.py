"""Two app processes sharing one PostgreSQL (issue 15): what a learner does in one is seen in the
other, as behind a reverse proxy that sends each browser to either server.

Two Streamlit servers on two ports, both with the same ``TUTOR_DATABASE_URL`` (a database of the
throw-away server of tests/conftest.py), each driven by its own Chromium page: a learner named in
server A answers a practice exercise and switches on the four-colour deck; in server B the same
learner's progress shows that answer, and the switch is on. Then the other way round.
Screenshots go to ``test-output/e2e/two-processes-*.png``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from browser_harness import APP, SHOTS, Server, serve, shot, wait_idle
from playwright.sync_api import Page, expect

from tutor import i18n
from tutor.games.cinch.practice import Kind, generate
from tutor.store import Store

NAME = "Ines"
LANG = "en"


@pytest.fixture
def two_servers(postgresql_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Server, Server]]:
    """Servers A and B, both keeping progress in the same PostgreSQL database."""
    monkeypatch.setenv("TUTOR_DATABASE_URL", postgresql_url)
    with serve(APP, SHOTS / "server-two-processes-a.log") as first, \
            serve(APP, SHOTS / "server-two-processes-b.log") as second:
        yield first, second


def answered(page: Page) -> None:
    expect(page.locator(".st-key-next-exercise button:visible")).to_be_visible()
    wait_idle(page)


def answer_made(page: Page, server: Server, code: str, yes: bool) -> None:
    """Answer a "is the bid made" exercise (see test_browser_progress.py)."""
    t = i18n.translator(LANG)
    page.goto(f"{server.url}/practice?lang={LANG}&learner={NAME}&exercise={code}")
    wait_idle(page)
    page.locator(f".st-key-answer-{code.replace('.', '-')}").get_by_text(
        t.gettext("Yes") if yes else t.gettext("No"), exact=True
    ).click()
    page.locator(".st-key-check button:visible").click()
    answered(page)


def exercises_answered(page: Page, server: Server) -> None:
    page.goto(f"{server.url}/progress?lang={LANG}&learner={NAME}")
    wait_idle(page)


def test_two_servers_share_a_learner_s_progress_and_preferences(
    new_page: Callable[..., Page], two_servers: tuple[Server, Server], postgresql_url: str
) -> None:
    t = i18n.translator(LANG)
    first, second = two_servers
    exercises = [generate(Kind.MADE, 1, seed) for seed in (3, 4)]

    # Server A: a new learner, one answer, the four-colour deck switched on.
    page_a = new_page()
    page_a.goto(f"{first.url}/practice?lang={LANG}")
    wait_idle(page_a)
    page_a.get_by_label(t.gettext("New learner's name")).fill(NAME)
    page_a.get_by_role("button", name=t.gettext("Start")).click()
    expect(page_a.get_by_text(NAME)).to_be_visible()
    wait_idle(page_a)
    answer_made(page_a, first, exercises[0].code, exercises[0].answer)
    deck_a = page_a.get_by_role("switch", name=t.gettext("Four-colour deck"))
    expect(deck_a).not_to_be_checked()
    deck_a.focus()
    page_a.keyboard.press("Space")  # the label over the switch takes the pointer
    expect(deck_a).to_be_checked()
    wait_idle(page_a)
    shot(page_a, "two-processes-1-server-a")

    store = Store(url=postgresql_url)
    try:
        ines = store.learner(NAME)
        assert ines is not None
        assert [answer.code for answer in store.answers(ines.id)] == [exercises[0].code]
        assert store.preference(ines.id, "four-colour-deck") == "true"
    finally:
        store.close()

    # Server B: the same learner's progress shows the answer; the deck is four-coloured.
    page_b = new_page()
    exercises_answered(page_b, second)
    count = page_b.get_by_test_id("stMetric").filter(has_text=t.gettext("Exercises answered"))
    expect(count).to_contain_text("1")
    expect(page_b.get_by_role("switch", name=t.gettext("Four-colour deck"))).to_be_checked()
    shot(page_b, "two-processes-2-server-b")

    # And back: an answer in B is counted in A.
    answer_made(page_b, second, exercises[1].code, not exercises[1].answer)
    exercises_answered(page_a, first)
    count = page_a.get_by_test_id("stMetric").filter(has_text=t.gettext("Exercises answered"))
    expect(count).to_contain_text("2")
    shot(page_a, "two-processes-3-server-a-again")
