"""Touch and sight under AppTest (issue 14): discards, robs and legal-cards answers chosen by
touching the card buttons, each card button named by its full name for screen readers, the
page's language for the page script, and the four-colour deck.

What the page script does with the names in a real browser is checked in
``tests/e2e/test_browser_touch.py``; here it is what the app sends it (`page_setup.read_rules`).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from app_driver import (
    ENTRYPOINT,
    LESSONS_PAGE,
    choose_cards,
    chosen_cards,
    click,
    first_do_step,
    open_app,
)
from streamlit.testing.v1 import AppTest

from tutor import i18n
from tutor.app import card_faces as inks
from tutor.app import page_setup
from tutor.cards import Card, Suit
from tutor.games.cinch import Move, Phase, Verb, check_move
from tutor.games.cinch.practice import Kind, generate
from tutor.games.cinch.widgets import card_faces
from tutor.games.cinch.widgets.card_faces import FOUR_COLOUR_KEY, card_label, card_text
from tutor.lessons import Frame, Lesson, StepKind, frames, load_lessons

SVG = "{http://www.w3.org/2000/svg}"
LESSONS = [item for item in load_lessons() if isinstance(item, Lesson) and item.game == "cinch"]


def open_step(lang: str, lesson: Lesson, frame: Frame, **state: object) -> AppTest:
    """The lesson page at `frame`'s step, opened by its link, with `state` in the session."""
    at = AppTest.from_file(str(ENTRYPOINT), default_timeout=30)
    at.query_params.update({"lang": lang, "lesson": lesson.id, "step": str(frame.index + 1)})
    for key, value in state.items():
        at.session_state[key] = value
    at.run()
    at.switch_page(LESSONS_PAGE).run()
    assert not at.exception, at.exception
    return at


def sent_rules(at: AppTest) -> dict[str, dict[str, str]]:
    """Selector → attributes, as sent to the page script by every element of the run."""
    rules: dict[str, dict[str, str]] = {}
    for element in at.get("html"):
        for selector, attributes in page_setup.read_rules(element.proto.body):
            rules.setdefault(selector, {}).update(attributes)
    return rules


def page_script(at: AppTest) -> dict[str, object]:
    [body] = [element.proto.body for element in at.get("html") if "<script>" in element.proto.body]
    return page_setup.script_config(body)


def count_caption(lang: str, count: int) -> str:
    return i18n.translator(lang).ngettext("%(count)d card chosen", "%(count)d cards chosen", count) % {"count": count}


def captions(at: AppTest) -> list[str]:
    return [caption.value for caption in at.caption]


# --- choosing cards by touching them --------------------------------------------------------------


@pytest.mark.parametrize("phase", [Phase.DISCARD, Phase.ROB], ids=["discard", "rob"])
def test_a_choice_of_cards_is_made_by_toggling_the_cards_and_judged_by_the_engine(phase: Phase) -> None:
    lesson, frame = first_do_step(phase)
    move = frame.expected
    assert move is not None and move.verb in (Verb.DISCARD, Verb.ROB)
    picker = f"pick-{frame.index}"
    at = open_step("en", lesson, frame)
    assert not at.multiselect, "no text dropdown for cards"
    pool = frame.at.hand(move.seat) + (frame.at.stock if phase is Phase.ROB else ())
    assert {button.key for button in at.button if button.key.startswith(f"{picker}-")} == {
        f"{picker}-{card}" for card in pool}
    assert count_caption("en", 0) in captions(at)

    # On, then off again.
    card = move.cards[0]
    click(at, f"{picker}-{card}")
    assert chosen_cards(at, picker) == {card}
    assert count_caption("en", 1) in captions(at)
    assert sent_rules(at)[f".st-key-{picker}-{card} button"]["aria-pressed"] == "true"
    click(at, f"{picker}-{card}")
    assert chosen_cards(at, picker) == frozenset()
    assert sent_rules(at)[f".st-key-{picker}-{card} button"]["aria-pressed"] == "false"

    # One card short: the engine refuses it and says why.
    short = move.cards[1:]
    violation = check_move(frame.at, Move(move.seat, move.verb, tuple(short)))
    assert violation is not None
    choose_cards(at, picker, short)
    click(at, "confirm-cards")
    assert at.error and not at.success
    assert i18n.translator("en").gettext("Try again.") in captions(at)

    # The lesson's choice: accepted.
    choose_cards(at, picker, move.cards)
    click(at, "confirm-cards")
    assert at.success and not at.error


def test_a_legal_cards_exercise_is_answered_by_toggling_the_cards() -> None:
    exercise = generate(Kind.LEGAL_CARDS, 1, 4242)
    at = open_app("de", exercise=exercise.code)
    at.switch_page("views/practice.py").run()
    key = f"answer-{exercise.code}"
    assert not at.multiselect
    assert {button.key for button in at.button if button.key.startswith(f"{key}-")} == {
        f"{key}-{card}" for card in exercise.options}
    card = exercise.options[0]
    click(at, f"{key}-{card}")
    click(at, f"{key}-{card}")
    assert chosen_cards(at, key) == frozenset()
    wrong = frozenset(exercise.options) - exercise.answer or frozenset(list(exercise.answer)[:-1])
    choose_cards(at, key, wrong)
    click(at, "check")
    assert at.error and not at.success
    click(at, "next-exercise")
    at.query_params["exercise"] = exercise.code
    at.run()
    choose_cards(at, key, exercise.answer)
    click(at, "check")
    assert at.success


# --- names for screen readers and the page's language ----------------------------------------------


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_card_button_is_named_by_its_full_name(lang: str) -> None:
    lesson, frame = first_do_step(Phase.PLAY)
    assert frame.expected is not None
    at = open_step(lang, lesson, frame)
    rules = sent_rules(at)
    hand, trump = frame.at.hand(frame.expected.seat), frame.at.trump
    for card in hand:
        assert at.button(key=f"card-{card}")
        assert rules[f".st-key-card-{card} button"]["aria-label"] == shown_then_named(card, lang, trump)
    if lang != "en":
        assert all(rules[f".st-key-card-{card} button"]["aria-label"] != shown_then_named(card, "en", trump) for card in hand)
    assert page_script(at)["lang"] == lang


def test_the_toggles_are_named_and_grouped() -> None:
    lesson, frame = first_do_step(Phase.DISCARD)
    picker = f"pick-{frame.index}"
    at = open_step("fr", lesson, frame)
    rules = sent_rules(at)
    assert frame.expected is not None
    for card in frame.at.hand(frame.expected.seat):
        assert rules[f".st-key-{picker}-{card} button"] == {
            "aria-label": shown_then_named(card, "fr", frame.at.trump), "aria-pressed": "false"}
    group = rules[f".st-key-{picker}-toggles"]
    assert group == {"role": "group", "aria-label": i18n.translator("fr").gettext("The cards you discard")}


def test_the_page_script_follows_the_language_and_names_streamlit_s_controls() -> None:
    at = open_app("nl")
    config = page_script(at)
    assert config["lang"] == "nl"
    names = {selector: attributes["aria-label"] for selector, attributes in config["rules"]}  # type: ignore[union-attr]
    t = i18n.translator("nl")
    assert names['[data-testid="stExpandSidebarButton"]'] == t.gettext("Open the menu: pages, language and name")
    at.selectbox(key="language-selector").set_value("de").run()
    assert page_script(at)["lang"] == "de"


def test_the_favicon_ships_with_the_app() -> None:
    assert page_setup.FAVICON.is_file() and page_setup.FAVICON.suffix == ".svg"
    assert page_setup.FAVICON.read_text(encoding="utf-8").lstrip().startswith("<svg")


def test_rules_survive_quotes_and_markup() -> None:
    rules = [('.st-key-a button', {"aria-label": 'Le "5" <b>&</b> l’as'})]
    tag = page_setup.attribute_tag(rules, "a{}")
    assert "<b>" not in tag and tag.endswith("a{}</style>")
    assert page_setup.read_rules(tag) == rules
    script = page_setup.page_script("fr", [("x", {"aria-label": "</script><script>alert(1)"})])
    assert script.count("</script>") == 1
    assert page_setup.script_config(script)["rules"] == [["x", {"aria-label": "</script><script>alert(1)"}]]


# --- the four-colour deck -------------------------------------------------------------------------


@pytest.mark.parametrize("four_colour", [False, True], ids=["two-colour", "four-colour"])
def test_the_four_colour_key_changes_the_colours_of_the_card_buttons(four_colour: bool) -> None:
    lesson, frame = first_do_step(Phase.PLAY)
    assert frame.expected is not None
    at = open_step("en", lesson, frame, **{FOUR_COLOUR_KEY: four_colour})
    trump = frame.at.trump
    hand = frame.at.hand(frame.expected.seat)
    for card in hand:
        assert at.button(key=f"card-{card}").label == card_label(card, trump, "en", four_colour=four_colour)
    diamonds = [card for card in hand if card.suit is Suit.DIAMONDS]
    clubs = [card for card in hand if card.suit is Suit.CLUBS]
    assert diamonds or clubs, "the hand shows a suit whose colour changes"
    for card in diamonds:
        assert at.button(key=f"card-{card}").label.startswith(":blue[" if four_colour else ":red[")
    for card in clubs:
        assert at.button(key=f"card-{card}").label.startswith(":green[" if four_colour else f"{card.rank.symbol}")


@pytest.mark.parametrize("four_colour", [False, True], ids=["two-colour", "four-colour"])
def test_the_four_colour_key_changes_the_colours_of_the_pictures(four_colour: bool) -> None:
    lesson, frame = next(
        (lesson, frame) for lesson in LESSONS for frame in frames(lesson)
        if frame.step.kind is StepKind.READ
        and {Suit.DIAMONDS, Suit.CLUBS} <= {card.suit for card in frame.before.hand(lesson.seat)}
    )
    at = open_step("en", lesson, frame, **{FOUR_COLOUR_KEY: four_colour})
    trump = frame.before.trump
    named = {card_text(card, "en", trump): card for card in frame.before.hand(lesson.seat)}
    drawn: set[Card] = set()
    for markdown in at.markdown:
        if not markdown.value.startswith("<div") or "<svg" not in markdown.value:
            continue
        for picture in ET.fromstring(markdown.value).findall(f"{SVG}svg"):
            card = named.get(picture.get("aria-label", ""))
            if card is None:
                continue
            inks = {element.get("fill") for element in picture.iter(f"{SVG}g")} - {None}
            assert card_faces.suit_colour(card.suit, four_colour) in inks, card
            drawn.add(card)
    assert {card.suit for card in drawn} >= {Suit.DIAMONDS, Suit.CLUBS}


def test_a_four_colour_card_is_drawn_in_its_suit_s_own_ink() -> None:
    for code, two, four in [("AS", inks.BLACK, inks.BLACK), ("AH", inks.RED, inks.RED),
                            ("AD", inks.RED, inks.BLUE), ("AC", inks.BLACK, inks.GREEN)]:
        card = Card.parse(code)
        assert two in card_faces.card_svg(card)
        assert four in card_faces.card_svg(card, four_colour=True)
        if two != four:
            assert two not in card_faces.card_svg(card, four_colour=True)


def test_the_favicon_is_package_data() -> None:
    import fnmatch
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = data["tool"]["setuptools"]["package-data"]["tutor.app"]
    shipped = page_setup.FAVICON.relative_to(root / "tutor" / "app").as_posix()
    assert any(fnmatch.fnmatch(shipped, pattern) for pattern in patterns)


def shown_then_named(card, lang, trump):
    """A card button's expected accessible name: its visible label (the markdown colours taken
    off), then its full name (WCAG 2.5.3, the name starts with what is seen)."""
    visible = re.sub(r":\w+\[([^\]]*)\]", r"\1", card_label(card, trump, lang))
    return f"{visible}, {card_text(card, lang, trump)}"
