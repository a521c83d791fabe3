"""The catalog gate: every language complete and correct, every catalog up to date with the code.

After adding or changing a message: ``make catalogs``, translate what it lists in
``locales/*/LC_MESSAGES/tutor.po``, and run this again.
"""

from __future__ import annotations

import pytest
from babel.messages.catalog import Catalog

from tutor import catalogs, i18n


@pytest.fixture(params=i18n.TRANSLATED)
def catalog(request: pytest.FixtureRequest) -> Catalog:
    return catalogs.read(request.param)


def test_nothing_untranslated(catalog: Catalog) -> None:
    assert catalogs.untranslated(catalog) == []


def test_nothing_fuzzy(catalog: Catalog) -> None:
    assert catalogs.fuzzy(catalog) == []


def test_same_placeholders_as_the_source(catalog: Catalog) -> None:
    assert catalogs.placeholder_mismatches(catalog) == []


def test_babel_checks_pass(catalog: Catalog) -> None:
    assert catalogs.check_errors(catalog) == []


def test_no_obsolete_entries(catalog: Catalog) -> None:
    assert catalogs.obsolete(catalog) == []


def test_header(catalog: Catalog) -> None:
    headers = dict(catalog.mime_headers)
    lang = str(catalog.locale)
    assert headers["Language"] == lang
    assert headers["Plural-Forms"] == Catalog(locale=lang).plural_forms
    assert headers["Content-Type"] == "text/plain; charset=utf-8"


def test_catalogs_hold_exactly_the_messages_of_the_sources() -> None:
    assert catalogs.stale() == []
