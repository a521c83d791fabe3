"""The translation pipeline of `tutor.catalogs`, run on copies of the catalogs."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po
from babel.support import Translations

from tutor import catalogs, i18n
from tutor.__main__ import main

NOTICE = (
    "The requested language is not available, so the tutor is shown in English. "
    "Available languages: %(languages)s."
)


@pytest.fixture
def locales(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the catalogs, without compiled files, that the pipeline works on."""
    copy = shutil.copytree(
        i18n.LOCALES_DIR, tmp_path / "locales", ignore=shutil.ignore_patterns("*.mo")
    )
    monkeypatch.setattr(i18n, "LOCALES_DIR", copy)
    return copy


def edit(lang: str, change: Callable[[Catalog], object]) -> None:
    catalog = catalogs.read(lang)
    change(catalog)
    with i18n.catalog_file(lang, ".po").open("wb") as target:
        write_po(target, catalog)


def translate(catalog: Catalog, msgid: str, string: str) -> None:
    catalog.get(msgid).string = string


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("plain text", set()),
        ("%(count)d tricks for %(seat)s", {"%(count)d", "%(seat)s"}),
        ("%(score)+3d points, 50%% done", {"%(score)d"}),
        ("{card} beats {led!r} by {margin:>2}", {"{card}", "{led}", "{margin}"}),
        ("{{not a placeholder}} but {this}", {"{this}"}),
    ],
)
def test_placeholders(text: str, found: set[str]) -> None:
    assert catalogs.placeholders(text) == found


@pytest.mark.parametrize(
    ("msgid", "string", "wrong"),
    [
        ("Play %(card)s", "Spiele %(card)s", False),
        ("Play %(card)s", "Spiele die Karte", True),
        ("Play %(card)s", "Spiele %(card)s auf %(seat)s", True),
        ("Play %(card)s", "Spiele %(karte)s", True),
        ("Bid %(n)d", "Biete %(n)s", True),
        ("Play {card}", "Spiele {card}", False),
        ("Play {card}", "Spiele {karte}", True),
        ("Play {card}", "Spiele die Karte", True),
        (("one trick", "%(count)d tricks"), ("ein Stich", "%(count)d Stiche"), False),
        (("one trick", "%(count)d tricks"), ("ein Stich", "viele Stiche"), True),
    ],
)
def test_placeholder_mismatches(
    msgid: str | tuple[str, str], string: str | tuple[str, str], wrong: bool
) -> None:
    catalog = Catalog(locale="de")
    catalog.add(msgid, string)
    assert bool(catalogs.placeholder_mismatches(catalog)) == wrong


@pytest.mark.usefixtures("locales")
def test_problems_name_the_file_line_and_message() -> None:
    edit("nl", lambda catalog: translate(catalog, "Language", ""))
    [problem] = catalogs.problems("nl")
    assert problem.startswith("locales/nl/LC_MESSAGES/tutor.po:")
    assert "untranslated 'Language'" in problem


def test_compile_refuses_a_broken_catalog_and_writes_nothing(locales: Path) -> None:
    edit("de", lambda catalog: translate(catalog, NOTICE, "Nicht verfügbar: %(sprachen)s."))
    with pytest.raises(catalogs.CatalogError) as refused:
        catalogs.compile()
    assert any("locales/de/" in problem for problem in refused.value.problems)
    assert list(locales.rglob("*.mo")) == []


def test_compile_writes_loadable_catalogs(locales: Path) -> None:
    written = catalogs.compile()
    assert sorted(written) == sorted(locales.rglob("*.mo"))
    with i18n.catalog_file("fr", ".mo").open("rb") as compiled:
        assert Translations(compiled).gettext("Language") == "Langue"


@pytest.mark.usefixtures("locales")
def test_update_keeps_translations_and_reports_new_and_obsolete() -> None:
    def forget_language_and_add_an_old_message(catalog: Catalog) -> None:
        catalog.delete("Language")
        catalog.add("An old message", "Een oud bericht")

    edit("nl", forget_language_and_add_an_old_message)
    report = catalogs.update()
    assert "  new: 'Language'" in report
    assert "  obsolete: 'An old message'" in report
    assert not [line for line in report if line.startswith("  fuzzy:")]
    nl = catalogs.read("nl")
    assert nl.get("Language").string == ""
    assert nl.get("Continue").string == "Verder"
    assert catalogs.read("de").get("Language").string == "Sprache"
    assert catalogs.obsolete(nl) and catalogs.fuzzy(nl) == []


def test_update_twice_changes_nothing(locales: Path) -> None:
    catalogs.update()
    files = {path: path.read_bytes() for path in locales.rglob("*.po*")}
    catalogs.update()
    assert {path: path.read_bytes() for path in locales.rglob("*.po*")} == files


@pytest.mark.usefixtures("locales")
def test_a_returning_message_gets_its_translation_back() -> None:
    def make_language_obsolete(catalog: Catalog) -> None:
        catalog.obsolete["Language"] = catalog.get("Language")
        catalog.delete("Language")

    edit("de", make_language_obsolete)
    assert "#~ msgid \"Language\"" in i18n.catalog_file("de", ".po").read_text()
    catalogs.update()
    de = catalogs.read("de")
    assert de.get("Language").string == "Sprache"
    assert catalogs.obsolete(de) == []


@pytest.mark.usefixtures("locales")
def test_check_command_lists_problems(capsys: pytest.CaptureFixture[str]) -> None:
    edit("de", lambda catalog: translate(catalog, "Language", ""))
    assert main(["catalogs", "check"]) == 1
    assert "locales/de/LC_MESSAGES/tutor.po:" in capsys.readouterr().err


@pytest.mark.usefixtures("locales")
def test_compile_command_fails_on_a_broken_catalog(capsys: pytest.CaptureFixture[str]) -> None:
    edit("fr", lambda catalog: translate(catalog, NOTICE, "Indisponible."))
    assert main(["catalogs", "compile"]) == 1
    assert "refusing to compile" in capsys.readouterr().err
