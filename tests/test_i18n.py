"""Languages, negotiation and the translators of `tutor.i18n`."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from tutor import i18n


@pytest.fixture
def fresh_translators() -> Iterator[None]:
    """Translators loaded during the test are dropped afterwards (and none are reused)."""
    i18n._load.cache_clear()
    yield
    i18n._load.cache_clear()


@pytest.mark.parametrize(
    ("code", "lang"),
    [
        ("de", "de"),
        ("de-CH", "de"),
        ("de_CH", "de"),
        ("DE_de", "de"),
        ("nl-BE", "nl"),
        ("fr", "fr"),
        ("EN", "en"),
        ("xx", "en"),
        ("pt-BR", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_normalise_language(code: str | None, lang: str) -> None:
    assert i18n.normalise_language(code) == lang


def test_negotiate_takes_the_first_supported_preference() -> None:
    assert i18n.negotiate(["pt-BR", "fr-CA", "de"]) == "fr"
    assert i18n.negotiate("nl_NL") == "nl"


def test_negotiate_finds_nothing_for_unknown_languages() -> None:
    assert i18n.negotiate(["pt", "ja-JP"]) is None
    assert i18n.negotiate(None) is None


def test_language_names_are_in_their_own_language() -> None:
    names = [i18n.language_name(lang) for lang in i18n.LANGUAGES]
    assert names == ["English", "Nederlands", "Deutsch", "Français"]


def test_translator_is_loaded_once_per_language() -> None:
    assert i18n.translator("de") is i18n.translator("de")
    assert i18n.translator("de-CH") is i18n.translator("de")
    assert i18n.translator("xx") is i18n.translator("en")


def test_english_is_the_source_text() -> None:
    t = i18n.translator("en")
    assert t.gettext("Language") == "Language"
    assert t.pgettext("navigation", "Home") == "Home"
    assert t.ngettext("%(count)d trick", "%(count)d tricks", 2) == "%(count)d tricks"


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_translated_languages_translate(lang: str) -> None:
    t = i18n.translator(lang)
    assert t.gettext("Language") not in ("", "Language")
    assert t.pgettext("navigation", "Home") not in ("", "Home")


def test_unknown_messages_fall_back_to_english() -> None:
    assert i18n.translator("fr").gettext("No such message") == "No such message"


def test_n_marks_without_translating() -> None:
    assert i18n.N_("Language") == "Language"


def _dutch_catalogs(tmp_path: Path, mo_age: float | None) -> Path:
    """A copy of the catalogs where Dutch "Language" reads "Taal (po)" in the .po and, unless
    `mo_age` is None, "Taal (mo)" in a .mo that many seconds older than the .po."""
    locales = shutil.copytree(
        i18n.LOCALES_DIR, tmp_path / "locales", ignore=shutil.ignore_patterns("*.mo")
    )
    po = locales / "nl" / "LC_MESSAGES" / "tutor.po"
    with po.open("rb") as source:
        catalog = read_po(source, locale="nl")
    catalog.get("Language").string = "Taal (po)"
    with po.open("wb") as target:
        write_po(target, catalog)
    if mo_age is not None:
        catalog.get("Language").string = "Taal (mo)"
        mo = po.with_suffix(".mo")
        with mo.open("wb") as compiled:
            write_mo(compiled, catalog)
        mtime = po.stat().st_mtime - mo_age
        os.utime(mo, (mtime, mtime))
    return locales


@pytest.mark.usefixtures("fresh_translators")
@pytest.mark.parametrize(
    ("mo_age", "expected"),
    [(None, "Taal (po)"), (10, "Taal (po)"), (-10, "Taal (mo)")],
    ids=["no-mo", "outdated-mo", "current-mo"],
)
def test_the_po_is_read_unless_a_current_mo_exists(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mo_age: float | None, expected: str
) -> None:
    monkeypatch.setattr(i18n, "LOCALES_DIR", _dutch_catalogs(tmp_path, mo_age))
    assert i18n.translator("nl").gettext("Language") == expected
