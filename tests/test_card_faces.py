"""Cards on screen (tutor/app/card_faces.py, as Cinch's tutor/games/cinch/widgets/card_faces.py
draws them): SVG faces, labels, names, the hand's buttons."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from streamlit.testing.v1 import AppTest

from tutor import i18n
from tutor.app import card_faces as shared
from tutor.app import page_setup
from tutor.cards import DECK, Card, Suit, parse_cards
from tutor.games.cinch.explain import card_name
from tutor.games.cinch.ranking import left_pedro, right_pedro
from tutor.games.cinch.widgets import card_faces
from tutor.games.cinch.widgets.card_faces import (
    PEDRO_MARK,
    button_name,
    card_label,
    card_svg,
    card_text,
    is_pedro,
    rank_letter,
)

SVG = "{http://www.w3.org/2000/svg}"
TRUMPS: list[Suit | None] = [None, *Suit]
SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def marked(svg: str) -> bool:
    """Whether the picture carries the Pedro's star badge (the only polygon on a face)."""
    return parse(svg).find(f".//{SVG}polygon") is not None


# --- pictures -------------------------------------------------------------------------------


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
@pytest.mark.parametrize("small", [False, True], ids=["normal", "small"])
def test_every_card_is_a_well_formed_named_picture(trump: Suit | None, small: bool) -> None:
    for card in DECK:
        root = parse(card_svg(card, trump, small=small))
        assert root.tag == f"{SVG}svg"
        assert root.get("role") == "img"
        name = card_text(card, "en", trump)
        assert root.get("aria-label") == name
        assert root.findtext(f"{SVG}title") == name
        assert root.findtext(f".//{SVG}text") == card.rank.symbol


def test_small_pictures_are_smaller() -> None:
    card = Card.parse("10H")
    normal, small = parse(card_svg(card)), parse(card_svg(card, small=True))
    assert int(small.get("width", "0")) < int(normal.get("width", "0"))
    assert normal.get("viewBox") == small.get("viewBox") == "0 0 100 140"


def test_pictures_are_cached() -> None:
    card = Card.parse("5D")
    assert card_svg(card, Suit.HEARTS) is card_svg(card, Suit.HEARTS)
    assert card_svg(card, Suit.HEARTS) != card_svg(card, Suit.SPADES)
    assert card_svg(card, Suit.HEARTS, small=True) != card_svg(card, Suit.HEARTS)


@pytest.mark.parametrize("card", ["AH", "5D", "QS", "2C"])
def test_pictures_are_in_the_suit_colour(card: str) -> None:
    face = Card.parse(card)
    root = parse(card_svg(face))
    inks = {f"{SVG}g", f"{SVG}text"}
    colours = {element.get("fill") for element in root.iter() if element.tag in inks} - {None}
    assert colours == {shared.RED if face.suit.is_red else shared.BLACK}


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_only_the_pedros_are_marked_and_only_once_trump_is_known(trump: Suit | None) -> None:
    pedros = set() if trump is None else {left_pedro(trump), right_pedro(trump)}
    for card in DECK:
        for small in (False, True):
            assert marked(card_svg(card, trump, small=small)) == (card in pedros), card


def test_the_name_in_the_picture_is_escaped() -> None:
    faces = shared.Faces(name=lambda card, lang, trump: '<b>"x" & y</b>')
    root = parse(faces.card_svg(Card.parse("AS")))
    assert root.get("aria-label") == root.findtext(f"{SVG}title") == '<b>"x" & y</b>'
    assert root.find(f".//{SVG}b") is None and root.find(".//b") is None


# --- labels and names -----------------------------------------------------------------------


def test_labels_carry_the_suit_colour_and_symbol() -> None:
    for card in DECK:
        face = f"{card.rank.symbol}{SYMBOLS[card.suit]}"
        expected = f":red[{face}]" if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else face
        assert card_label(card) == expected


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_the_pedro_mark_goes_on_both_pedros_and_nothing_else(trump: Suit | None) -> None:
    pedros = set() if trump is None else {left_pedro(trump), right_pedro(trump)}
    assert {card for card in DECK if PEDRO_MARK in card_label(card, trump)} == pedros
    assert {card for card in DECK if is_pedro(card, trump)} == pedros
    for lang in i18n.LANGUAGES:
        assert {card for card in DECK if PEDRO_MARK in card_text(card, lang, trump)} == pedros


def test_the_left_pedro_label_and_name() -> None:
    five = Card.parse("5D")
    assert card_label(five, Suit.HEARTS) == f":red[5♦] {PEDRO_MARK}"
    assert card_label(five, Suit.SPADES) == ":red[5♦]"
    assert card_label(Card.parse("5C"), Suit.SPADES) == f"5♣ {PEDRO_MARK}"
    assert card_text(five, "en", Suit.HEARTS) == (
        "The 5 of diamonds — the Left Pedro, a trump while hearts are trump. "
        "The ★ marks a Pedro, worth 5 points."
    )
    assert card_text(five, "en") == "The 5 of diamonds"


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
@pytest.mark.parametrize("trump", [None, Suit.HEARTS, Suit.CLUBS], ids=str)
def test_names_are_translated(lang: str, trump: Suit | None) -> None:
    for card in DECK:
        text = card_text(card, lang, trump)
        assert text and text != card_text(card, "en", trump)
        assert text[0].isupper()
        assert text.lower().startswith(card_name(card, lang, trump).lower())


def test_the_pedro_note_is_translated() -> None:
    five = Card.parse("5S")
    notes = {
        card_text(five, lang, Suit.CLUBS)[len(card_name(five, lang, Suit.CLUBS)):]
        for lang in i18n.LANGUAGES
    }
    assert len(notes) == len(i18n.LANGUAGES)
    assert all(PEDRO_MARK in note for note in notes)


def test_the_css_class_follows_streamlit_key_classes() -> None:
    assert page_setup.key_class("card-hand") == "st-key-card-hand"
    assert page_setup.key_class(" lesson 1/hand ") == "st-key-lesson-1-hand"


# --- in a Streamlit script ------------------------------------------------------------------


def _hand_script(
    cards: list[str], lang: str, trump: str | None, playable: list[str] | None
) -> None:
    import streamlit as st

    from tutor.cards import Suit, parse_cards
    from tutor.games.cinch.widgets.card_faces import hand_buttons

    clicked = hand_buttons(
        parse_cards(cards),
        lang,
        Suit.parse(trump) if trump else None,
        key="card",
        playable=None if playable is None else parse_cards(playable),
    )
    st.session_state["clicked"] = None if clicked is None else str(clicked)


HAND = ["AH", "10H", "5D", "QS", "2C"]


def hand_app(
    lang: str = "en", trump: str | None = "H", playable: list[str] | None = None
) -> AppTest:
    at = AppTest.from_function(_hand_script, args=(HAND, lang, trump, playable))
    at.run()
    assert not at.exception
    return at


def test_hand_buttons_are_keyed_labelled_and_named() -> None:
    at = hand_app("fr")
    assert [button.key for button in at.button] == [f"card-{card}" for card in HAND]
    for card in parse_cards(HAND):
        button = at.button(key=f"card-{card}")
        assert button.label == card_label(card, Suit.HEARTS, "fr")
        assert button.help == card_text(card, "fr", Suit.HEARTS)
    assert PEDRO_MARK in at.button(key="card-5D").label
    assert at.session_state["clicked"] is None


def test_hand_buttons_return_the_clicked_card_for_one_run() -> None:
    at = hand_app()
    at.button(key="card-5D").click().run()
    assert at.session_state["clicked"] == "5D"
    at.button(key="card-QS").click().run()
    assert at.session_state["clicked"] == "QS"
    at.run()
    assert at.session_state["clicked"] is None


def test_playable_changes_only_the_look() -> None:
    at = hand_app(playable=["AH", "10H", "5D"])
    looks = {button.key: button.proto.type for button in at.button}
    assert looks == {
        "card-AH": "secondary",
        "card-10H": "secondary",
        "card-5D": "secondary",
        "card-QS": "tertiary",
        "card-2C": "tertiary",
    }
    assert all(not button.disabled for button in at.button)
    at.button(key="card-QS").click().run()
    assert at.session_state["clicked"] == "QS"


def test_without_playable_every_card_looks_the_same() -> None:
    at = hand_app(trump=None)
    assert {button.proto.type for button in at.button} == {"secondary"}
    assert all(PEDRO_MARK not in button.label for button in at.button)


def _row_script(cards: list[str], lang: str, caption: str | None) -> None:
    from tutor.cards import Suit, parse_cards
    from tutor.games.cinch.widgets.card_faces import show_cards

    show_cards(parse_cards(cards), lang, Suit.HEARTS, caption=caption)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_show_cards_draws_named_small_pictures(lang: str) -> None:
    cards = ["AH", "5H", "5D", "4H"]
    at = AppTest.from_function(_row_script, args=(cards, lang, "Trumps"))
    at.run()
    assert not at.exception
    [row] = at.markdown
    root = ET.fromstring(row.value)
    pictures = root.findall(f"{SVG}svg")
    assert [picture.get("aria-label") for picture in pictures] == [
        card_text(card, lang, Suit.HEARTS) for card in parse_cards(cards)
    ]
    assert all(picture.get("role") == "img" for picture in pictures)
    assert {picture.get("width") for picture in pictures} == {str(shared._SIZES[True][0])}
    assert [marked(ET.tostring(picture, encoding="unicode")) for picture in pictures] == [
        False, True, True, False,
    ]
    assert [caption.value for caption in at.caption] == ["Trumps"]


def test_show_cards_without_cards_or_caption_shows_nothing() -> None:
    at = AppTest.from_function(_row_script, args=([], "en", None))
    at.run()
    assert not at.exception
    assert not at.markdown and not at.caption


@pytest.mark.parametrize(("lang", "letters"), [("en", "AKQJ"), ("nl", "AHVB"), ("de", "AKDB"), ("fr", "ARDV")])
def test_court_cards_carry_the_corner_letters_of_the_language(lang: str, letters: str) -> None:
    courts = parse_cards(["AS", "KS", "QS", "JS"])
    assert [card_label(card, None, lang)[0] for card in courts] == list(letters)
    assert [rank_letter(card.rank, lang) for card in courts] == list(letters)
    assert f">{letters[1]}</text>" in shared._svg(card_faces.FACES, courts[1], None, True, lang)
    assert card_label(parse_cards(["10S"])[0], None, lang) == "10♠"


# --- four colours -----------------------------------------------------------------------------


def test_four_colour_labels_and_pictures() -> None:
    inks = {Suit.SPADES: None, Suit.HEARTS: "red", Suit.DIAMONDS: "blue", Suit.CLUBS: "green"}
    for card in DECK:
        face = f"{card.rank.symbol}{SYMBOLS[card.suit]}"
        ink = inks[card.suit]
        assert card_label(card, four_colour=True) == (f":{ink}[{face}]" if ink else face)
        root = parse(card_svg(card, four_colour=True))
        colours = {element.get("fill") for element in root.iter() if element.tag in {f"{SVG}g", f"{SVG}text"}}
        assert colours - {None} == {card_faces.suit_colour(card.suit, True)}
    assert card_faces.suit_label(Suit.CLUBS, True) == ":green[♣]"
    assert card_faces.suit_label(Suit.CLUBS) == "♣"
    assert len(set(shared._INKS[True].values())) == 4


# --- the card toggles ---------------------------------------------------------------------------


def _toggles_script(cards: list[str], lang: str, trump: str | None) -> None:
    import streamlit as st

    from tutor.cards import Suit, parse_cards
    from tutor.games.cinch.widgets.card_faces import card_toggles

    chosen = card_toggles(parse_cards(cards), lang, Suit.parse(trump) if trump else None,
                          key="answer-3", label="Which cards?")
    st.session_state["returned"] = sorted(str(card) for card in chosen)


def toggles_app(cards: list[str] = HAND, lang: str = "en", trump: str | None = "H") -> AppTest:
    at = AppTest.from_function(_toggles_script, args=(cards, lang, trump))
    at.run()
    assert not at.exception
    return at


def a11y_rules(at: AppTest) -> dict[str, dict[str, str]]:
    found: dict[str, dict[str, str]] = {}
    for element in at.get("html"):
        for selector, attributes in page_setup.read_rules(element.proto.body):
            found[selector] = dict(attributes)
    return found


def test_toggles_are_one_button_per_card_and_nothing_else() -> None:
    at = toggles_app(lang="nl")
    assert [button.key for button in at.button] == [f"answer-3-{card}" for card in HAND]
    for card in parse_cards(HAND):
        button = at.button(key=f"answer-3-{card}")
        assert button.label == card_label(card, Suit.HEARTS, "nl")
        assert button.help == card_text(card, "nl", Suit.HEARTS)
    assert "answer-3" not in at.session_state  # absent means none chosen
    assert at.session_state["returned"] == []
    assert at.markdown[0].value == "**Which cards?**"


def test_a_toggle_puts_a_card_in_and_takes_it_out_in_one_run_each() -> None:
    at = toggles_app()
    at.button(key="answer-3-5D").click().run()
    assert at.session_state["answer-3"] == frozenset(parse_cards(["5D"]))
    assert at.session_state["returned"] == ["5D"]
    at.button(key="answer-3-QS").click().run()
    assert at.session_state["answer-3"] == frozenset(parse_cards(["5D", "QS"]))
    assert "2 cards chosen" in [caption.value for caption in at.caption]
    at.button(key="answer-3-5D").click().run()
    assert at.session_state["returned"] == ["QS"]
    assert "1 card chosen" in [caption.value for caption in at.caption]
    at.run()  # a rerun without a click changes nothing
    assert at.session_state["answer-3"] == frozenset(parse_cards(["QS"]))


def test_chosen_cards_look_chosen_and_say_so() -> None:
    at = toggles_app(lang="de")
    at.button(key="answer-3-AH").click().run()
    rules = a11y_rules(at)
    for card in parse_cards(HAND):
        assert rules[f".st-key-answer-3-{card} button"] == {
            "aria-label": shown_then_named(card, "de", Suit.HEARTS),
            "aria-pressed": "true" if str(card) == "AH" else "false",
        }
    assert rules[".st-key-answer-3-toggles"] == {"role": "group", "aria-label": "Which cards?"}
    styles = "".join(element.proto.body for element in at.get("html"))
    assert ".st-key-answer-3-AH button{" in styles and ".st-key-answer-3-QS button{" not in styles
    # The button's type never changes (Streamlit would re-create it and lose the focus).
    assert {button.proto.type for button in at.button} == {"secondary"}


def test_cards_no_longer_offered_are_dropped_from_the_choice() -> None:
    at = AppTest.from_function(_toggles_script, args=(HAND, "en", None))
    at.session_state["answer-3"] = frozenset(parse_cards(["AH", "KS"]))  # KS is not offered
    at.run()
    assert at.session_state["answer-3"] == frozenset(parse_cards(["AH"]))
    assert at.session_state["returned"] == ["AH"]


def test_hand_buttons_are_named_for_screen_readers() -> None:
    at = hand_app("fr")
    rules = a11y_rules(at)
    for card in parse_cards(HAND):
        assert rules[f".st-key-card-{card} button"] == {"aria-label": shown_then_named(card, "fr", Suit.HEARTS)}


def shown_then_named(card, lang, trump):
    """A card button's expected accessible name: its visible label (the markdown colours taken
    off), then its full name (WCAG 2.5.3, the name starts with what is seen)."""
    visible = re.sub(r":\w+\[([^\]]*)\]", r"\1", card_label(card, trump, lang))
    return f"{visible}, {card_text(card, lang, trump)}"


def test_a_card_button_is_named_by_what_it_shows_then_by_its_full_name() -> None:
    """WCAG 2.5.3 (axe's label-content-name-mismatch): the name begins with the visible label."""
    assert button_name(Card.parse("QD"), "en") == "Q♦, The Queen of diamonds"
    assert button_name(Card.parse("QD"), "nl") == "V♦, Ruitenvrouw"
    assert button_name(Card.parse("5D"), "en", Suit.HEARTS).startswith("5♦ ★, The 5 of diamonds")
