"""A lesson in a real browser, as a learner goes through it.

The trump-order lesson in German from the lessons page to the score sheet: an illegal card explained by the
engine (`play.follow-trump`), the rule looked up through the explanation's link and the way back
to the same step; the language switched to French in the middle of a hand; a phone-sized window.
Every card, move, answer and text the test expects is computed from the lesson, the engine and the
catalogs, never written here. Screenshots go to ``test-output/e2e/lesson-*.png``.
"""

from __future__ import annotations

import re
from urllib.parse import urlencode

from browser_harness import Server, open_app, shot, wait_idle, whole_shot
from playwright.sync_api import Locator, Page, expect

from tutor import i18n
from tutor.app.player import option_text
from tutor.cards import Card
from tutor.games.cinch import (
    HandState,
    Move,
    Phase,
    Verb,
    Violation,
    check_move,
    explain,
    rules_text,
    score_hand,
)
from tutor.games.cinch.pricing import double_dummy
from tutor.games.cinch.widgets import card_faces
from tutor.lessons import Frame, Lesson, StepKind, answer, frames, load_lessons, options
from tutor.words import rules_linked, rules_titled

LESSON = next(item for item in load_lessons() if isinstance(item, Lesson) and item.id == "trump-order")
FRAMES = frames(LESSON)
PHONE = {"width": 390, "height": 844}


# --- what the lesson and the engine say ----------------------------------------------------------


def first_play_step() -> Frame:
    """The lesson's first *do* step in the play of the cards."""
    return next(
        frame for frame in FRAMES if frame.step.kind is StepKind.DO and frame.at.phase is Phase.PLAY
    )


def illegal_play(frame: Frame) -> tuple[Move, Violation]:
    """A card of the learner's hand the engine refuses at `frame`, with the engine's ruling."""
    assert frame.expected is not None
    seat = frame.expected.seat
    for card in frame.at.hand(seat):
        move = Move(seat, Verb.PLAY, (card,))
        violation = check_move(frame.at, move)
        if violation is not None:
            return move, violation
    raise AssertionError(f"step {frame.index + 1}: every card of {seat} is legal")


def gettext(lang: str, message: str) -> str:
    return i18n.translator(lang).gettext(message)


def step_text(lang: str, number: int) -> str:
    return gettext(lang, "Step %(step)d of %(steps)d") % {"step": number, "steps": len(FRAMES)}


def shown_after(frame: Frame, revealed: int) -> HandState:
    """The position on the table at a *read* step once `revealed` of its moves are shown."""
    return frame.scripted[revealed - 1][1] if revealed else frame.before


def table_cards(state: HandState, lang: str) -> list[str]:
    """The names of the cards of the trick on the table (or the last trick), as the page labels them."""
    plays = state.trick or (state.tricks[-1].plays if state.tricks else ())
    return [card_faces.card_text(card, lang, state.trump) for _, card in plays]


# --- the page -------------------------------------------------------------------------------------


def button(page: Page, key: str) -> Locator:
    """The button with `key` (a button with a tooltip is drawn twice; one is hidden)."""
    return page.locator(f".st-key-{key} button:visible")


def click(page: Page, key: str) -> None:
    button(page, key).click()


def expect_step(page: Page, lang: str, number: int) -> None:
    """The player shows step `number` (from 1) and the address says so."""
    expect(page).to_have_url(re.compile(rf"[?&]step={number}(&|$)"))
    expect(page.get_by_text(step_text(lang, number), exact=True)).to_be_visible()
    wait_idle(page)


def expect_success(page: Page, message: str) -> None:
    expect(page.get_by_test_id("stAlertContentSuccess").filter(has_text=message)).to_be_visible()
    wait_idle(page)


def table_labels(page: Page) -> list[str]:
    """The names of the card pictures in the trick's frame."""
    return page.locator(".st-key-trick svg[role=img]").evaluate_all(
        "pictures => pictures.map(picture => picture.getAttribute('aria-label'))"
    )


def open_step(page: Page, server: Server, lang: str, number: int) -> None:
    """Open step `number` of the lesson by its address, as a shared link does."""
    query = urlencode({"lang": lang, "lesson": LESSON.id, "step": number})
    page.goto(f"{server.url}/lessons?{query}")
    expect_step(page, lang, number)


# --- the learner's actions ------------------------------------------------------------------------


def reveal(page: Page, frame: Frame, lang: str, count: int) -> None:
    """Show the first `count` scripted moves of a *read* step, one click each."""
    asked_next = frame.index + 1 < len(FRAMES) and FRAMES[frame.index + 1].step.kind is StepKind.ASK
    for index, (move, _) in enumerate(frame.scripted[:count]):
        plain = asked_next and index == len(frame.scripted) - 1  # told without its position
        caption = explain.describe_move(move, lang, None if plain else shown_after(frame, index))
        click(page, "next-move")
        expect(page.get_by_role("listitem").filter(has_text=caption)).to_have_count(1)
        wait_idle(page)


def pick_cards(page: Page, key: str, cards: list[Card]) -> None:
    """Choose `cards` by clicking them in the card toggles `key` (each says it is pressed)."""
    for card in cards:
        toggle = button(page, f"{key}-{card}")
        toggle.click()
        expect(toggle).to_have_attribute("aria-pressed", "true")
        wait_idle(page)


def make_move(page: Page, frame: Frame, lang: str) -> None:
    """Make the move the *do* step expects."""
    move = frame.expected
    assert move is not None
    if move.verb is Verb.PLAY:
        click(page, f"card-{move.cards[0]}")
    else:
        assert move.verb in (Verb.DISCARD, Verb.ROB), f"no browser driver for {move}"
        pick_cards(page, f"pick-{frame.index}", list(move.cards))
        click(page, "confirm-cards")
    expect_success(page, gettext(lang, "Well done!"))


def give_answer(page: Page, frame: Frame, lang: str) -> None:
    """Give the right answer to the *ask* step, a choice among options."""
    right = answer(frame)
    assert right in options(frame), f"no browser driver for the question {frame.step.question}"
    choices = page.locator(f".st-key-answer-{frame.index}")
    choices.get_by_text(option_text(frame, right, lang), exact=True).click()
    wait_idle(page)
    click(page, "check")
    expect_success(page, gettext(lang, "Right!"))


def solve(page: Page, frame: Frame, lang: str) -> None:
    """Do what the step asks: show its moves, make its move or answer its question."""
    if frame.step.kind is StepKind.READ:
        reveal(page, frame, lang, len(frame.scripted))
    elif frame.step.kind is StepKind.DO:
        make_move(page, frame, lang)
    else:
        give_answer(page, frame, lang)


def go_on(page: Page, frame: Frame, lang: str) -> None:
    """Continue to the next step."""
    click(page, "continue")
    if frame.index + 1 < len(FRAMES):
        expect_step(page, lang, frame.index + 2)


# --- the journeys ---------------------------------------------------------------------------------


def test_lesson_1_in_german_with_a_mistake_the_rule_and_the_way_back(page: Page, app_server: Server) -> None:
    lang, t = "de", i18n.translator("de")
    title = t.gettext(LESSON.title)
    open_app(page, app_server, lang=lang)
    page.get_by_test_id("stSidebarNav").get_by_role("link", name=t.pgettext("navigation", "Lessons")).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(
        t.gettext("Lessons: %(game)s") % {"game": t.gettext("Cinch")})
    wait_idle(page)
    shot(page, "lesson-01-lessons-page-de")

    click(page, f"open-{LESSON.id}")
    expect(page.get_by_role("heading", level=1)).to_have_text(title)
    expect_step(page, lang, 1)
    shot(page, "lesson-02-first-step-de")

    target = first_play_step()
    shown: set[StepKind] = set()
    for frame in FRAMES[: target.index]:
        solve(page, frame, lang)
        if frame.step.kind not in shown:  # the first read, ask and do step, solved
            shown.add(frame.step.kind)
            whole_shot(page, f"lesson-03-step-{frame.index + 1:02d}-{frame.step.kind.value}-de")
        go_on(page, frame, lang)

    # An illegal card: the engine's German explanation, its rule id, and the same step still.
    move, violation = illegal_play(target)
    click(page, f"card-{move.cards[0]}")
    refusal = page.get_by_test_id("stAlertContentError")
    said = explain.describe_move(move, lang, target.at)
    expect(refusal).to_contain_text(t.gettext("Not allowed: %(move)s.") % {"move": said})
    with rules_linked():
        expect(refusal).to_contain_text(explain.describe_violation(violation, lang, target.at))
    expect(refusal).not_to_contain_text(violation.rule)  # the id is in the link, not the sentence
    wait_idle(page)
    expect_step(page, lang, target.index + 1)
    whole_shot(page, "lesson-04-illegal-card-explained-de")

    # The explanation's link opens the rule, framed and scrolled to, on the rules page.
    heading = t.gettext(rules_text.rule_text(violation.rule).heading)
    link = t.gettext("The rule: %(heading)s") % {"heading": heading}
    page.get_by_role("link", name=link).click()
    expect(page).to_have_url(re.compile(rf"/rules\?.*rule={re.escape(violation.rule)}"))
    framed = page.locator(".st-key-highlighted-rule")
    expect(framed.locator(f'[id="{violation.rule}"]')).to_be_visible()
    expect(framed).to_contain_text((t.gettext("Rule `%(rule)s`") % {"rule": violation.rule}).replace("`", ""))
    wait_idle(page)
    expect(framed).to_be_in_viewport()
    shot(page, "lesson-05-rule-framed-de")

    # Back to the lesson: the same step, the same hand, the refusal still shown.
    back = t.gettext("Back to the lesson: %(title)s") % {"title": title}
    next_to_rule = framed.locator(".st-key-back-to-lesson-here").get_by_role("link", name=back)
    expect(next_to_rule).to_be_in_viewport()
    next_to_rule.click()
    expect_step(page, lang, target.index + 1)
    with rules_linked():
        expect(page.get_by_test_id("stAlertContentError")).to_contain_text(
            explain.describe_violation(violation, lang, target.at))
    for card in target.at.hand(LESSON.seat):
        expect(button(page, f"card-{card}")).to_be_visible()
    shot(page, "lesson-06-back-at-the-same-step-de")

    # The right card, then the rest of the hand to the score sheet.
    for frame in FRAMES[target.index:]:
        solve(page, frame, lang)
        if frame.index == target.index:
            whole_shot(page, "lesson-07-right-card-de")
        if frame.index < len(FRAMES) - 1:
            go_on(page, frame, lang)
    last = FRAMES[-1].after
    assert last.phase is Phase.COMPLETE
    sheet = page.locator(".st-key-score-sheet")
    with rules_titled(lambda rule: t.gettext(rules_text.rule_text(rule).heading)):
        lines = explain.describe_score(score_hand(last), lang)
    for line in lines:
        expect(sheet).to_contain_text(line)
    whole_shot(page, "lesson-08-score-sheet-de")

    go_on(page, FRAMES[-1], lang)
    done = t.gettext("Lesson complete: %(title)s") % {"title": title}
    expect_success(page, done)
    expect(page.locator(".st-key-score-sheet")).to_be_visible()
    whole_shot(page, "lesson-09-lesson-complete-de")


def test_switching_to_french_mid_hand_keeps_the_position(page: Page, app_server: Server) -> None:
    revealed = 6  # a trick and a half: cards on the table
    frame = next(frame for frame in FRAMES if len(frame.scripted) > revealed)
    number = frame.index + 1
    open_step(page, app_server, "de", number)
    reveal(page, frame, "de", revealed)
    state = shown_after(frame, revealed)
    assert table_labels(page) == table_cards(state, "de")
    whole_shot(page, "lesson-10-mid-hand-de")

    page.get_by_role("combobox", name=gettext("de", "Language"), exact=True).click()
    page.get_by_role("option", name=i18n.language_name("fr")).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(gettext("fr", LESSON.title))
    expect(page).to_have_url(re.compile(r"[?&]lang=fr(&|$)"))
    expect_step(page, "fr", number)
    assert table_labels(page) == table_cards(state, "fr")
    for index, (move, _) in enumerate(frame.scripted[:revealed]):
        caption = explain.describe_move(move, "fr", shown_after(frame, index))
        expect(page.get_by_role("listitem").filter(has_text=caption)).to_have_count(1)
    coming = frame.scripted[revealed][0].seat
    label = gettext("fr", "Show the next move (%(seat)s)") % {"seat": explain.seat_name(coming, "fr")}
    expect(button(page, "next-move")).to_have_accessible_name(label)
    whole_shot(page, "lesson-11-same-position-in-french")


def test_a_phone_sized_window(page: Page, app_server: Server) -> None:
    page.set_viewport_size(PHONE)
    target = first_play_step()
    open_step(page, app_server, "fr", target.index + 1)
    move, violation = illegal_play(target)
    click(page, f"card-{move.cards[0]}")
    with rules_linked():
        expect(page.get_by_test_id("stAlertContentError")).to_contain_text(
            explain.describe_violation(violation, "fr", target.at))
    wait_idle(page)
    whole_shot(page, "lesson-12-phone-illegal-card-fr")

    last = FRAMES[-1]
    open_step(page, app_server, "fr", last.index + 1)
    reveal(page, last, "fr", len(last.scripted))
    expect(page.locator(".st-key-score-sheet")).to_be_visible()
    whole_shot(page, "lesson-13-phone-score-sheet-fr")


def test_an_allowed_card_that_is_not_the_lessons_is_priced_in_dutch(page: Page, app_server: Server) -> None:
    """`solver.md`: in "scoring-cards" South should give Low to his partner's Ace; the 6 of hearts
    is allowed, and the warning says, with every hand open, what it costs and which card was best."""
    lang, t = "nl", i18n.translator("nl")
    lesson = next(item for item in load_lessons() if isinstance(item, Lesson) and item.id == "scoring-cards")
    frame = frames(lesson)[3]
    assert frame.expected is not None
    move = frame.expected._replace(cards=(Card.parse("6H"),))
    pricing = double_dummy(frame.at)
    assert pricing.cost_of(move.cards[0]) > 0
    page.goto(f"{app_server.url}/lessons?{urlencode({'lang': lang, 'lesson': lesson.id, 'step': 4})}")
    expect(page.get_by_text(gettext(lang, "Step %(step)d of %(steps)d") % {"step": 4, "steps": len(frames(lesson))},
                            exact=True)).to_be_visible()
    wait_idle(page)
    click(page, f"card-{move.cards[0]}")
    warning = page.get_by_test_id("stAlertContentWarning")
    said = explain.describe_move(move, lang, frame.at)
    expect(warning).to_contain_text(t.gettext("Allowed, but not the move this lesson is after: %(move)s.") % {"move": said})
    with rules_linked():
        cost = explain.describe_cost(move, pricing, lang, frame.at)
    assert cost is not None
    expect(warning).to_contain_text(cost)
    wait_idle(page)
    whole_shot(page, "lesson-12-allowed-card-priced-nl")
