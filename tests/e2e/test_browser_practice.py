"""A best-card exercise in a real browser (`solver.md`): the four hands face up, a card that costs
points answered first, with the worked solution pricing every card, then a best card.

Every card and sentence the test expects comes from the exercise, the solver and the catalogs.
Screenshots go to ``test-output/e2e/practice-*.png``.
"""

from __future__ import annotations

from urllib.parse import urlencode

from browser_harness import Server, shot, wait_idle
from playwright.sync_api import Page, expect

from tutor import i18n
from tutor.games.cinch import explain
from tutor.games.cinch.practice import Kind, generate, option_label, solution_lines
from tutor.games.cinch.pricing import double_dummy


def test_a_best_card_exercise_in_french_wrong_then_right(page: Page, app_server: Server) -> None:
    lang, t = "fr", i18n.translator("fr")
    exercise = generate(Kind.BEST_CARD, 2, 7)
    pricing = double_dummy(exercise.state)
    worst = pricing.moves[-1].move.card
    best = pricing.moves[0].move.card
    assert pricing.moves[-1].cost > 0
    page.goto(f"{app_server.url}/practice?{urlencode({'lang': lang, 'exercise': f'cinch:{exercise.code}'})}")
    wait_idle(page)
    expect(page.get_by_text(t.gettext("A double-dummy puzzle: every hand is face up."))).to_be_visible()
    answer = page.locator(f".st-key-answer-{exercise.code.replace('.', '-')}")
    shot(page, "practice-01-best-card-fr")

    answer.get_by_text(option_label(exercise, worst, lang), exact=True).click()
    page.locator(".st-key-check button:visible").click()
    wrong = page.get_by_test_id("stAlertContentError")
    expect(wrong).to_be_visible()
    for line in solution_lines(exercise, lang):
        if explain.card_name(worst, lang) in line:
            expect(page.get_by_text(line.split(" (")[0], exact=False).first).to_be_visible()
    wait_idle(page)
    shot(page, "practice-02-best-card-worked-solution-fr")

    page.goto(f"{app_server.url}/practice?{urlencode({'lang': lang, 'exercise': f'cinch:{exercise.code}'})}")
    wait_idle(page)
    answer = page.locator(f".st-key-answer-{exercise.code.replace('.', '-')}")
    answer.get_by_text(option_label(exercise, best, lang), exact=True).click()
    page.locator(".st-key-check button:visible").click()
    expect(page.get_by_test_id("stAlertContentSuccess")).to_be_visible()
    wait_idle(page)
    shot(page, "practice-03-best-card-right-fr")
