"""The language in a real browser: from the URL, from the sidebar's selector, kept on reload."""

from __future__ import annotations

import re

from browser_harness import Server, open_app, shot, wait_idle
from playwright.sync_api import Page, expect

from tutor import i18n


def title(lang: str) -> str:
    return i18n.translator(lang).gettext("Cinch and Coinche tutor")


def language_label(lang: str) -> str:
    return i18n.translator(lang).gettext("Language")


def expect_language(page: Page, lang: str) -> None:
    """The page is shown in `lang`: its title, its selector and its URL say so."""
    expect(page.get_by_role("heading", level=1)).to_have_text(title(lang))
    wait_idle(page)
    selector = page.get_by_role("combobox", name=language_label(lang), exact=True)
    expect(selector).to_have_value(i18n.language_name(lang))
    expect(page).to_have_url(re.compile(rf"[?&]lang={lang}(&|$)"))


def test_the_url_and_the_selector_set_the_language_and_a_reload_keeps_it(
    page: Page, app_server: Server
) -> None:
    open_app(page, app_server, lang="de")
    expect_language(page, "de")
    shot(page, "language-1-german-from-url")

    page.get_by_role("combobox", name=language_label("de"), exact=True).click()
    page.get_by_role("option", name=i18n.language_name("fr")).click()
    expect_language(page, "fr")
    shot(page, "language-2-french-chosen")

    page.reload()
    wait_idle(page)
    expect_language(page, "fr")
    shot(page, "language-3-french-after-reload")


def test_an_unknown_language_shows_english_with_a_notice(page: Page, app_server: Server) -> None:
    open_app(page, app_server, lang="xx")
    expect_language(page, "en")
    notice = page.get_by_test_id("stAlert")
    expect(notice).to_contain_text("The requested language is not available")
    expect(notice).to_contain_text("Nederlands, Deutsch, Français")
    shot(page, "language-4-unknown-falls-back-to-english")
