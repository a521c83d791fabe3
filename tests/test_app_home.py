"""The app's home page, driven by Streamlit's AppTest in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_driver import english_leaks, open_app, visible_text
from streamlit.testing.v1 import AppTest

from tutor import i18n

ENTRYPOINT = Path(__file__).resolve().parents[1] / "tutor" / "app" / "main.py"
SELECTOR = "language-selector"


def app(lang: str | None = None, locale: str | None = None) -> AppTest:
    """The app after its first run, opened with ``?lang=lang`` from a browser set to `locale`."""
    at = AppTest.from_file(str(ENTRYPOINT))
    if lang is not None:
        at.query_params["lang"] = lang
    if locale is not None:
        at.context["locale"] = locale
    at.run()
    assert not at.exception
    return at


def shown_language(at: AppTest) -> str:
    """The language the page is shown in, judged by its title, and checked against the rest."""
    [title] = at.title
    titles = {i18n.translator(lang).gettext("Cinch and Coinche tutor"): lang for lang in i18n.LANGUAGES}
    lang = titles[title.value]
    assert at.selectbox(key=SELECTOR).value == lang
    assert at.query_params["lang"] == lang
    return lang


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_home_in_every_language(lang: str) -> None:
    at = app(lang)
    t = i18n.translator(lang)
    assert shown_language(at) == lang
    assert at.selectbox(key=SELECTOR).label == t.gettext("Language")
    names = {t.gettext("Cinch"), t.gettext("Coinche")}
    assert {subheader.value for subheader in at.subheader} >= names
    assert not at.warning


def test_the_welcome_is_translated() -> None:
    texts = {app(lang).markdown[0].value for lang in i18n.LANGUAGES}
    assert len(texts) == len(i18n.LANGUAGES)


def test_the_selector_names_each_language_in_its_own_name() -> None:
    options = app().selectbox(key=SELECTOR).options
    assert options == ["English", "Nederlands", "Deutsch", "Français"]


def test_an_unknown_language_falls_back_to_english_with_a_notice() -> None:
    at = app("xx")
    assert shown_language(at) == "en"
    [notice] = at.warning
    assert "not available" in notice.value
    assert "Nederlands, Deutsch, Français" in notice.value


def test_a_regional_code_is_understood() -> None:
    assert shown_language(app("fr-BE")) == "fr"


@pytest.mark.parametrize(("locale", "lang"), [("de-CH", "de"), ("nl-NL", "nl"), ("pt-BR", "en")])
def test_the_browser_locale_sets_the_default(locale: str, lang: str) -> None:
    at = app(locale=locale)
    assert shown_language(at) == lang
    assert not at.warning


def test_the_url_beats_the_browser_locale() -> None:
    assert shown_language(app("fr", locale="de-DE")) == "fr"


def test_choosing_a_language_switches_the_page_and_the_url() -> None:
    at = app("en")
    at.selectbox(key=SELECTOR).select("nl").run()
    assert shown_language(at) == "nl"
    at.run()
    assert shown_language(at) == "nl"


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_home_shows_no_english(lang: str) -> None:
    assert english_leaks(visible_text(app(lang)), visible_text(app("en")), lang) == []


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_the_choice_boxes_hint_in_the_learners_language(lang: str) -> None:
    """Streamlit's own "Choose an option" is replaced in every select box (P6)."""
    at = open_app(lang)
    hints = {box.key: box.proto.placeholder for box in at.selectbox}
    assert {"language-selector", "second-language-selector"} <= set(hints)
    assert all(hint and hint != "Choose an option" for hint in hints.values()), hints
