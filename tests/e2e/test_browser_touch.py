"""Touch and sight in a real browser (issue 14): the page's language and the cards' names for a
screen reader, a discard made by tapping the cards on a phone, the keyboard on the same cards,
and a table that stays a table 390 px wide.

The cards, names and moves expected are computed from the lessons, the engine and the catalogs.
Screenshots go to ``test-output/e2e/touch-*.png``.
"""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import urlencode

import pytest
from app_driver import first_do_step
from browser_harness import Server, shot, wait_idle, whole_shot
from playwright.sync_api import Browser, Locator, Page, expect

from tutor import i18n
from tutor.games.cinch import Move, Phase, Verb, check_move, explain
from tutor.games.cinch.widgets import card_faces
from tutor.games.cinch.widgets.card_faces import card_text
from tutor.lessons import Frame, Lesson, frames

PHONE = {"width": 390, "height": 844}


def gettext(lang: str, message: str) -> str:
    return i18n.translator(lang).gettext(message)


def open_step(page: Page, server: Server, lang: str, lesson: Lesson, frame: Frame) -> None:
    query = urlencode({"lang": lang, "lesson": lesson.id, "step": frame.index + 1})
    page.goto(f"{server.url}/lessons?{query}")
    step = gettext(lang, "Step %(step)d of %(steps)d") % {"step": frame.index + 1, "steps": len(frames(lesson))}
    expect(page.get_by_text(step, exact=True)).to_be_visible()
    expect(page.locator(".st-key-table-middle")).to_be_visible()
    wait_idle(page)


def button(page: Page, key: str) -> Locator:
    """The button with `key` (a button with a tooltip is drawn twice; one is hidden)."""
    return page.locator(f".st-key-{key} button:visible")


def no_sideways_scroll(page: Page) -> None:
    """Neither the document nor the main column scrolls sideways."""
    widths = page.evaluate(
        "() => { const main = document.querySelector('[data-testid=stMain]');"
        " return [document.documentElement.scrollWidth, window.innerWidth, main.scrollWidth, main.clientWidth]; }"
    )
    assert widths[0] <= widths[1] and widths[2] <= widths[3], widths


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    """A phone: 390 × 844, touch, Dutch."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True,
                                  device_scale_factor=2, locale="nl-NL")
    context.set_default_timeout(20_000)
    yield context.new_page()
    context.close()


def test_a_dutch_page_says_it_is_dutch_and_names_every_card(page: Page, app_server: Server) -> None:
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    lesson, frame = first_do_step(Phase.PLAY)
    assert frame.expected is not None
    hand, trump = frame.at.hand(frame.expected.seat), frame.at.trump
    open_step(page, app_server, "nl", lesson, frame)

    expect(page.locator("html")).to_have_attribute("lang", "nl")
    for card in hand:
        name = card_faces.button_name(card, "nl", trump)
        assert name.startswith(card_faces.rank_letter(card.rank, "nl")) and name.endswith(card_text(card, "nl", trump))
        assert name != card_faces.button_name(card, "en", trump)
        expect(button(page, f"card-{card}")).to_have_attribute("aria-label", name)
        expect(button(page, f"card-{card}")).to_have_accessible_name(name)
    # The tab's icon comes with the app: nothing is fetched from a font server for it.
    icon = page.locator("link[rel~=icon]").first.get_attribute("href") or ""
    assert icon.startswith("data:image/svg+xml"), icon[:60]
    assert not [url for url in requests if "gstatic" in url or "googleapis" in url]
    shot(page, "touch-1-dutch-named-cards")

    # Typing a name: Streamlit's English "Press Enter to submit form" stays hidden.
    name = page.get_by_test_id("stSidebar").get_by_role("textbox").first
    name.fill("Anouk")
    instructions = page.get_by_test_id("InputInstructions")
    expect(instructions).to_have_count(1)
    expect(instructions).to_be_hidden()
    name.fill("")

    # The names follow the language when it changes (a rerun redraws every button).
    page.get_by_role("combobox", name=gettext("nl", "Language"), exact=True).click()
    page.get_by_role("option", name=i18n.language_name("fr")).click()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    wait_idle(page)
    for card in hand:
        expect(button(page, f"card-{card}")).to_have_accessible_name(card_faces.button_name(card, "fr", trump))


def test_a_discard_by_tapping_the_cards_on_a_phone(phone: Page, app_server: Server) -> None:
    lang = "nl"
    lesson, frame = first_do_step(Phase.DISCARD)
    move = frame.expected
    assert move is not None and move.verb is Verb.DISCARD
    picker = f"pick-{frame.index}"
    open_step(phone, app_server, lang, lesson, frame)
    no_sideways_scroll(phone)
    count = phone.locator(f".st-key-{picker}-count")
    kept = next(card for card in frame.at.hand(move.seat) if card not in move.cards)

    # A card tapped on, then off again.
    toggle = button(phone, f"{picker}-{kept}")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    size = toggle.evaluate("button => [button.offsetWidth, button.offsetHeight]")
    toggle.tap()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    wait_idle(phone)
    assert toggle.evaluate("button => getComputedStyle(button, '::after').content") == '"✓"'
    assert toggle.evaluate("button => [button.offsetWidth, button.offsetHeight]") == size, "nothing moves"
    whole_shot(phone, "touch-2-phone-one-card-chosen")
    toggle.tap()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    wait_idle(phone)

    # A discard that keeps one card too many: the engine refuses it.
    wrong = sorted(move.cards)[1:]
    refused = Move(move.seat, Verb.DISCARD, tuple(wrong))
    assert check_move(frame.at, refused) is not None
    for card in wrong:
        button(phone, f"{picker}-{card}").tap()
        expect(button(phone, f"{picker}-{card}")).to_have_attribute("aria-pressed", "true")
        wait_idle(phone)
    expect(count).to_contain_text(str(len(wrong)))
    button(phone, "confirm-cards").tap()
    said = explain.describe_move(refused, lang, frame.at)
    expect(phone.get_by_test_id("stAlertContentError")).to_contain_text(
        gettext(lang, "Not allowed: %(move)s.") % {"move": said})
    wait_idle(phone)

    # The missing card added: the lesson's discard.
    missing = min(move.cards)
    button(phone, f"{picker}-{missing}").tap()
    expect(button(phone, f"{picker}-{missing}")).to_have_attribute("aria-pressed", "true")
    wait_idle(phone)
    no_sideways_scroll(phone)
    whole_shot(phone, "touch-3-phone-discard-chosen")
    button(phone, "confirm-cards").tap()
    expect(phone.get_by_test_id("stAlertContentSuccess")).to_contain_text(gettext(lang, "Well done!"))
    wait_idle(phone)
    whole_shot(phone, "touch-4-phone-discard-done")


def test_the_table_is_a_table_on_a_phone(phone: Page, app_server: Server) -> None:
    lesson, frame = first_do_step(Phase.PLAY)
    assert frame.expected is not None
    open_step(phone, app_server, "nl", lesson, frame)
    no_sideways_scroll(phone)
    box = {key: phone.locator(f".st-key-{key}").bounding_box()
           for key in ("table-top", "table-left", "trick", "table-right", "card-hand")}
    assert all(box.values()), box
    top, left, trick, right, hand = (box[key] for key in ("table-top", "table-left", "trick", "table-right", "card-hand"))
    assert top["y"] + top["height"] <= trick["y"], "North is above the trick"
    assert left["x"] + left["width"] <= trick["x"] and trick["x"] + trick["width"] <= right["x"], \
        "West and East are beside the trick"
    assert abs(left["y"] - trick["y"]) < 5 and abs(right["y"] - trick["y"]) < 5, "one row"
    assert trick["y"] + trick["height"] <= hand["y"], "South's hand is below the trick"
    assert right["x"] + right["width"] <= PHONE["width"]
    whole_shot(phone, "touch-5-phone-table")

    # The menu with the language and the learner is labelled, and opens.
    menu = phone.get_by_test_id("stExpandSidebarButton")
    expect(menu).to_have_accessible_name(gettext("nl", "Open the menu: pages, language and name"))
    label = gettext("nl", "Menu · %(language)s") % {"language": i18n.language_name("nl")}
    assert menu.evaluate("button => getComputedStyle(button, '::after').content") == f'"{label}"'
    menu.tap()
    expect(phone.get_by_role("combobox", name=gettext("nl", "Language"), exact=True)).to_be_in_viewport()
    phone.wait_for_function(  # the sidebar has finished sliding in
        "() => document.querySelector('[data-testid=stSidebar]').getBoundingClientRect().left >= 0")
    wait_idle(phone)
    shot(phone, "touch-6-phone-menu-open")


def test_the_cards_answer_the_keyboard_and_show_the_focus(page: Page, app_server: Server) -> None:
    lesson, frame = first_do_step(Phase.DISCARD)
    move = frame.expected
    assert move is not None
    picker = f"pick-{frame.index}"
    open_step(page, app_server, "en", lesson, frame)
    card = min(move.cards)
    toggle = button(page, f"{picker}-{card}")
    toggle.focus()
    page.keyboard.press("Space")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    wait_idle(page)
    # The focus stays on the card (its type does not change, so Streamlit keeps the element).
    assert toggle.evaluate("button => document.activeElement === button")
    page.keyboard.press("Enter")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    wait_idle(page)
    assert toggle.evaluate("button => document.activeElement === button")
    outline = toggle.evaluate("button => [getComputedStyle(button).outlineStyle, getComputedStyle(button).outlineWidth]")
    assert outline == ["solid", "3px"], outline
    shot(page, "touch-7-keyboard-focus-on-a-card")

    # A link of the navigation shows its focus too.
    link = page.get_by_test_id("stSidebarNav").get_by_role("link").first
    link.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    style = link.evaluate("a => [document.activeElement === a, getComputedStyle(a).outlineStyle]")
    assert style == [True, "solid"], style
