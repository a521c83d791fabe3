"""Languages, locale negotiation and the gettext translators, one per language.

One process serves learners in several languages, so nothing here holds a "current" language:
callers pass it, take ``t = translator(lang)`` and call ``t.gettext("…")``,
``t.pgettext("context", "…")`` or ``t.ngettext("…", "…", n)``, which Babel's extractor finds.
English is the source language: its msgids are the English text.
"""

from __future__ import annotations

import functools
import gettext
import io
from collections.abc import Iterable
from pathlib import Path

from babel import Locale
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

from tutor.resources import data_dir

LANGUAGES = ("en", "nl", "de", "fr")
DEFAULT_LANGUAGE = "en"
SOURCE_LANGUAGE = "en"
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE)
DOMAIN = "tutor"
LOCALES_DIR = data_dir("locales")


def N_(message: str) -> str:
    """Mark `message` for extraction without translating it; translate it where it is shown."""
    return message


def template_file() -> Path:
    """The message template, ``locales/tutor.pot``."""
    return LOCALES_DIR / f"{DOMAIN}.pot"


def catalog_file(lang: str, suffix: str) -> Path:
    """The ``.po`` or ``.mo`` catalog of `lang`."""
    return LOCALES_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def negotiate(preferred: str | Iterable[str] | None) -> str | None:
    """The tutor's language that best matches `preferred`, or None when none does.

    `preferred` is a locale tag (``"de-CH"``, ``"de_CH"``) or several in order of preference.
    """
    if preferred is None:
        return None
    tags = [preferred] if isinstance(preferred, str) else list(preferred)
    locale = Locale.negotiate([tag.replace("_", "-") for tag in tags], LANGUAGES, sep="-")
    return locale.language if locale else None


def normalise_language(code: str | None) -> str:
    """The tutor's language for `code` (``"de"``, ``"de-CH"``, ``"DE_de"``); English if unknown."""
    return negotiate(code) or DEFAULT_LANGUAGE


def language_name(lang: str) -> str:
    """The language in its own name, capitalised: ``"Deutsch"``, ``"Français"``."""
    name = Locale.parse(lang).display_name or lang
    return name[:1].upper() + name[1:]


def translator(lang: str) -> gettext.NullTranslations:
    """The translations for `lang` (normalised first), loaded once per language."""
    return _load(normalise_language(lang))


@functools.cache
def _load(lang: str) -> gettext.NullTranslations:
    if lang == SOURCE_LANGUAGE:
        return NullTranslations()
    po, mo = catalog_file(lang, ".po"), catalog_file(lang, ".mo")
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        with mo.open("rb") as compiled:
            return Translations(compiled, domain=DOMAIN)
    with po.open("rb") as source:
        catalog = read_po(source, locale=lang, domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return Translations(buffer, domain=DOMAIN)
