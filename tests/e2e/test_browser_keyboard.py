"""Keyboard only, in each of the four languages (issue 14, journey 5 of the newcomer review): from
the home page, Tab to "Start with lesson 1…" and Enter; in the lesson, answer a question (arrow
keys in the radio group, then Check), show all the moves of a step; then discard by the card
toggles (Tab to each card, Space) and play a card. Every focus stop must be visible: an outline
(or a ring drawn with box-shadow) on the focused element or on the control it belongs to.

The discard and the play are in the next lesson; they are reached by typing their address (a
deep link), the way a keyboard user would, to keep each journey short. The cards, answers and
texts come from the lessons, the engine and the catalogs. Screenshots:
``test-output/e2e/keyboard-<lang>-*.png``.
"""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from browser_harness import Server, open_app, shot, wait_idle
from playwright.sync_api import Locator, Page, expect

from tutor import i18n
from tutor.app.player import option_text
from tutor.cards import Card
from tutor.games.cinch import Phase, Verb
from tutor.lessons import Frame, Lesson, StepKind, answer, frames, load_lessons, options

LESSONS = [item for item in load_lessons() if isinstance(item, Lesson) and item.game == "cinch"]
FIRST, SECOND = LESSONS[0], LESSONS[1]
MAX_TABS = 40
"""More Tab presses than any stop on these pages needs (the sidebar comes first)."""

_FOCUS = """() => {
  const element = document.activeElement;
  if (!element || element === document.body) return {where: 'body'};
  const name = element.getAttribute('aria-label') || element.innerText || '';
  const describe = `${element.tagName} "${name.slice(0, 40)}"`;
  // A radio button's or a switch's own input is hidden: only a ring around its control counts.
  const hidden = element.matches('input[type=radio], input[type=checkbox]');
  let candidate = hidden ? element.parentElement : element;
  for (let level = 0; candidate && level < 4; level += 1, candidate = candidate.parentElement) {
    const style = getComputedStyle(candidate);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
      && !/rgba\\(.*, 0\\)$/.test(style.outlineColor);
    // A ring: a shadow with no offset and no blur, in a colour (a white halo alone is no ring).
    const ring = style.boxShadow.split(/,(?![^(]*\\))/).some(shadow => /0px 0px 0px [1-9]/.test(shadow)
      && !/rgb\\(255, 255, 255\\)|rgba\\([^)]*, 0\\)/.test(shadow));
    if (outline || ring) return {where: describe, visible: true, on: candidate.tagName,
                                 style: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`};
  }
  return {where: describe, visible: false};
}"""


def gettext(lang: str, message: str) -> str:
    return i18n.translator(lang).gettext(message)


def focus_is_visible(page: Page) -> None:
    """The focused element (or its control) draws a focus ring."""
    focus = page.evaluate(_FOCUS)
    assert focus.get("visible"), f"the focus is not visible on {focus['where']}"


def is_focused(target: Locator) -> bool:
    return bool(target.evaluate("element => element === document.activeElement"))


def tab_to(page: Page, target: Locator, backwards: bool = False) -> int:
    """Press Tab (Shift+Tab) until `target` has the focus, checking the focus ring at every stop;
    the number of presses."""
    key = "Shift+Tab" if backwards else "Tab"
    for presses in range(1, MAX_TABS + 1):
        page.keyboard.press(key)
        if page.evaluate("document.activeElement !== document.body"):
            focus_is_visible(page)
        if is_focused(target):
            return presses
    raise AssertionError(f"{MAX_TABS} × {key} never reached {target}")


def button(page: Page, key: str) -> Locator:
    """The button with `key` (a button with a tooltip is drawn twice; one is hidden)."""
    return page.locator(f".st-key-{key} button:visible")


def step_shown(page: Page, lang: str, lesson: Lesson, number: int) -> None:
    text = gettext(lang, "Step %(step)d of %(steps)d") % {"step": number, "steps": len(frames(lesson))}
    expect(page.get_by_text(text, exact=True)).to_be_visible()
    wait_idle(page)


def first(lesson: Lesson, wanted) -> Frame:
    return next(frame for frame in frames(lesson) if wanted(frame))


def press(page: Page, key: str) -> None:
    """Press `key` on the focused element; its focus ring is visible."""
    focus_is_visible(page)
    page.keyboard.press(key)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_lesson_by_keyboard_only(lang: str, page: Page, app_server: Server) -> None:
    t = i18n.translator(lang)

    # Home: Tab to the big "Start with lesson 1" button, Enter.
    open_app(page, app_server, lang=lang)
    start = button(page, "start-lesson-1")
    title = t.gettext(FIRST.title)
    expect(start).to_have_accessible_name(t.gettext("Start with lesson 1: %(title)s") % {"title": title})
    tab_to(page, start)
    shot(page, f"keyboard-{lang}-1-start-focused")
    press(page, "Enter")
    expect(page.get_by_role("heading", level=1)).to_have_text(t.gettext(FIRST.title))
    step_shown(page, lang, FIRST, 1)

    # The first question: Tab into the radio group, arrow keys to the answer, Tab to Check, Enter.
    ask = first(FIRST, lambda frame: frame.step.kind is StepKind.ASK and answer(frame) in options(frame))
    for frame in frames(FIRST)[: ask.index]:
        assert frame.step.kind is StepKind.READ and not frame.scripted, "the steps before it only tell"
        tab_to(page, button(page, "continue"))
        press(page, "Enter")
        step_shown(page, lang, FIRST, frame.index + 2)
    choices = options(ask)
    right = choices.index(answer(ask))
    radios = page.locator(f".st-key-answer-{ask.index} input[type=radio]")
    expect(radios).to_have_count(len(choices))
    tab_to(page, radios.first)
    for key in ["ArrowDown"] * right if right else ["ArrowDown", "ArrowUp"]:
        press(page, key)
        wait_idle(page)
    expect(radios.nth(right)).to_be_checked()
    assert is_focused(radios.nth(right))
    label = page.locator(f".st-key-answer-{ask.index}").get_by_text(option_text(ask, choices[right], lang), exact=True)
    expect(label).to_be_visible()
    shot(page, f"keyboard-{lang}-2-answer-chosen")
    tab_to(page, button(page, "check"))
    press(page, "Enter")
    expect(page.get_by_test_id("stAlertContentSuccess")).to_contain_text(t.gettext("Right!"))
    wait_idle(page)

    # A read step with several moves: "Show all N moves".
    tab_to(page, button(page, "continue"))
    press(page, "Enter")
    read = frames(FIRST)[ask.index + 1]
    assert read.step.kind is StepKind.READ and len(read.scripted) > 1
    step_shown(page, lang, FIRST, read.index + 1)
    show_all = button(page, "all-moves")
    expect(show_all).to_have_accessible_name(t.gettext("Show all %(count)d moves") % {"count": len(read.scripted)})
    tab_to(page, show_all)
    press(page, "Enter")
    expect(button(page, "continue")).to_be_visible()
    expect(button(page, "next-move")).to_have_count(0)
    wait_idle(page)
    tab_to(page, button(page, "continue"), backwards=True)  # the way back up the page works too
    shot(page, f"keyboard-{lang}-3-all-moves-shown")

    # A discard: Tab to each card to put away, Space; Tab to the button, Enter.
    discard = first(SECOND, lambda frame: frame.step.kind is StepKind.DO and frame.at.phase is Phase.DISCARD)
    assert discard.expected is not None and discard.expected.verb is Verb.DISCARD
    page.goto(f"{app_server.url}/lessons?{urlencode({'lang': lang, 'lesson': SECOND.id, 'step': discard.index + 1})}")
    step_shown(page, lang, SECOND, discard.index + 1)
    picker = f"pick-{discard.index}"
    for card in sorted(discard.expected.cards):
        toggle = button(page, f"{picker}-{card}")
        tab_to(page, toggle)
        press(page, "Space")
        expect(toggle).to_have_attribute("aria-pressed", "true")
        wait_idle(page)
        assert is_focused(toggle), "the focus stays on the card"
    focus_is_visible(page)
    shot(page, f"keyboard-{lang}-4-discard-chosen")
    tab_to(page, button(page, "confirm-cards"))
    press(page, "Enter")
    expect(page.get_by_test_id("stAlertContentSuccess")).to_contain_text(t.gettext("Well done!"))
    wait_idle(page)

    # A card to play: Tab to it, Enter.
    play = first(SECOND, lambda frame: frame.step.kind is StepKind.DO and frame.at.phase is Phase.PLAY)
    assert play.expected is not None
    card: Card = play.expected.cards[0]
    page.goto(f"{app_server.url}/lessons?{urlencode({'lang': lang, 'lesson': SECOND.id, 'step': play.index + 1})}")
    step_shown(page, lang, SECOND, play.index + 1)
    tab_to(page, button(page, f"card-{card}"))
    shot(page, f"keyboard-{lang}-5-card-focused")
    press(page, "Enter")
    expect(page.get_by_test_id("stAlertContentSuccess")).to_contain_text(t.gettext("Well done!"))
    wait_idle(page)
    tab_to(page, button(page, "continue"))
    shot(page, f"keyboard-{lang}-6-card-played")
