"""The translation pipeline: extract → update → compile, and the checks the catalog gate runs.

Works on a source checkout: messages are extracted from the files that the
``[[tool.babel.mappings]]`` of pyproject.toml name, relative to the checkout's root.
The checks are done here rather than by ``pybabel``, whose ``compile`` writes a ``.mo`` despite
errors and misses dropped or ``{name}`` placeholders, and whose ``update --check`` fails on any
``msgctxt``.
"""

from __future__ import annotations

import contextlib
import fcntl
import io
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import _parse_mapping_toml  # private in Babel 2.18, which we pin
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from tutor import __version__, i18n

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"
PROJECT = "Cinch tutor"
TEAM = "Cinch tutor team"

Key = tuple[str, str | None]
"""A message's identity in a catalog: its (singular) msgid and its context."""

_DATE_HEADER = re.compile(rb'^"(POT-Creation-Date|PO-Revision-Date): .*\\n"$', re.MULTILINE)
_PERCENT = re.compile(r"%\((\w+)\)[#0 +-]*\d*(?:\.\d+)?[a-zA-Z]")
_BRACE = re.compile(r"(?<!\{)\{(\w*)(?:![rsa])?(?::[^{}]*)?\}(?!\})")


class CatalogError(Exception):
    """A catalog that must not be compiled; `problems` lists why."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


def extract() -> Catalog:
    """All translatable messages of the sources, as a template catalog (nothing is written)."""
    with PYPROJECT.open("rb") as config:
        method_map, options_map = _parse_mapping_toml(config, str(PYPROJECT), "pyproject.toml")
    catalog = Catalog(
        project=PROJECT,
        version=__version__,
        header_comment="# Messages of the Cinch tutor, from `python -m tutor catalogs extract`.",
        fuzzy=False,
    )
    for filename, lineno, message, comments, context in extract_from_dir(
        ROOT, method_map, options_map
    ):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def write_template() -> Catalog:
    """Extract the messages and write them to ``locales/tutor.pot``."""
    template = extract()
    _write_po(i18n.template_file(), template)
    return template


@contextlib.contextmanager
def locked() -> Iterator[None]:
    """Hold the catalogs' lock: one writer at a time rewrites ``locales/`` (translators run
    ``update`` and ``import`` side by side)."""
    with (i18n.LOCALES_DIR / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def import_translations(lang: str, path: Path) -> list[str]:
    """Copy the translations of the ``.po`` file `path` into the catalog of `lang`.

    For work done outside the catalog (a translator's file, a reviewer's corrections): each
    translated message of `path` that the sources have replaces the catalog's translation and
    loses its fuzzy mark. Returns what was not taken, and why.
    """
    if lang not in i18n.TRANSLATED:
        raise ValueError(f"no catalog for {lang!r}: choose among {', '.join(i18n.TRANSLATED)}")
    with path.open("rb") as source:
        incoming = read_po(source, locale=lang)
    with locked():
        catalog = read(lang)
        skipped = []
        for message in _messages(incoming):
            current = catalog.get(message.id, message.context)
            if current is None:
                skipped.append(f"{path}: not in the catalog {_show(_key(message))}")
            elif all(_strings(message)):
                current.string = message.string
                current.flags.discard("fuzzy")
            else:
                skipped.append(f"{path}: untranslated {_show(_key(message))}")
        _write_po(i18n.catalog_file(lang, ".po"), catalog)
    return skipped


def purge() -> list[str]:
    """Delete the obsolete ``#~`` entries of every catalog (once nobody needs them for
    reference); report how many went."""
    report = []
    with locked():
        for lang in i18n.TRANSLATED:
            catalog = read(lang)
            report.append(f"{lang}: {len(catalog.obsolete)} obsolete entries deleted")
            catalog.obsolete.clear()
            _write_po(i18n.catalog_file(lang, ".po"), catalog)
    return report


def update() -> list[str]:
    """Write the template and merge it into every translated catalog; report what changed.

    Translations are kept; a new message comes in untranslated, never matched fuzzily; a message
    gone from the sources stays as an obsolete ``#~`` entry, for reference, until a translator
    deletes it.
    """
    with locked():
        return _update()


def _update() -> list[str]:
    template = write_template()
    report = [f"{_shown(i18n.template_file())}: {len(_keys(template))} messages"]
    for lang in i18n.TRANSLATED:
        path = i18n.catalog_file(lang, ".po")
        catalog = read(lang) if path.exists() else _new_catalog(lang)
        before = _keys(catalog)
        for message in catalog.obsolete.values():  # a returning message gets its translation back
            catalog[message.id] = message
        catalog.obsolete.clear()
        catalog.update(template, no_fuzzy_matching=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        _write_po(path, catalog)
        new = sorted(_keys(catalog) - before, key=_order)
        gone = sorted(_keys(catalog.obsolete.values()), key=_order)
        unsure = [_key(m) for m in _messages(catalog) if m.fuzzy]
        report.append(f"{lang}: {len(new)} new, {len(gone)} obsolete, {len(unsure)} fuzzy")
        report += [f"  new: {_show(key)}" for key in new]
        report += [f"  obsolete: {_show(key)}" for key in gone]
        report += [f"  fuzzy: {_show(key)}" for key in unsure]
    return report


def compile() -> list[Path]:
    """Write every ``.mo``; raise `CatalogError`, writing none, if any catalog has errors."""
    catalogs = {lang: read(lang) for lang in i18n.TRANSLATED}
    errors = [error for catalog in catalogs.values() for error in _errors(catalog)]
    if errors:
        raise CatalogError(errors)
    written = []
    for lang, catalog in catalogs.items():
        compiled = io.BytesIO()
        write_mo(compiled, catalog)
        path = i18n.catalog_file(lang, ".mo")
        path.write_bytes(compiled.getvalue())
        written.append(path)
    return written


def read(lang: str) -> Catalog:
    """The ``.po`` catalog of `lang`."""
    with i18n.catalog_file(lang, ".po").open("rb") as source:
        return read_po(source, locale=lang, domain=i18n.DOMAIN)


def template() -> Catalog:
    """The written template, ``locales/tutor.pot``."""
    with i18n.template_file().open("rb") as source:
        return read_po(source)


def problems(lang: str) -> list[str]:
    """Everything that keeps the catalog of `lang` from being complete and correct."""
    catalog = read(lang)
    return (
        untranslated(catalog)
        + fuzzy(catalog)
        + placeholder_mismatches(catalog)
        + check_errors(catalog)
        + obsolete(catalog)
    )


def check() -> list[str]:
    """Everything `stale` and `problems` find, for all translated languages."""
    return stale() + [problem for lang in i18n.TRANSLATED for problem in problems(lang)]


def stale() -> list[str]:
    """Messages of the sources missing from the template or a catalog, and those left over."""
    sources = _keys(extract())
    found = []
    named = [(i18n.template_file(), template())]
    named += [(i18n.catalog_file(lang, ".po"), read(lang)) for lang in i18n.TRANSLATED]
    for path, catalog in named:
        keys = _keys(catalog)
        found += [f"{_shown(path)}: missing {_show(k)}" for k in sorted(sources - keys, key=_order)]
        found += [
            f"{_shown(path)}: not in the sources {_show(k)}"
            for k in sorted(keys - sources, key=_order)
        ]
    return found


def untranslated(catalog: Catalog) -> list[str]:
    """Messages with an empty translation (any plural form)."""
    return [
        f"{_where(catalog, m)}: untranslated {_show(_key(m))}"
        for m in _messages(catalog)
        if not all(_strings(m))
    ]


def fuzzy(catalog: Catalog) -> list[str]:
    """A fuzzy header and fuzzy messages (gettext does not use fuzzy translations)."""
    found = [f"{_shown(_path(catalog))}: the header is marked fuzzy"] if catalog.fuzzy else []
    return found + [
        f"{_where(catalog, m)}: fuzzy {_show(_key(m))}" for m in _messages(catalog) if m.fuzzy
    ]


def placeholder_mismatches(catalog: Catalog) -> list[str]:
    """Translations whose ``%(name)s`` or ``{name}`` placeholders differ from the msgid's.

    A plural form may leave out a placeholder of the source (``"one card"``), but together the
    forms use exactly the source's placeholders and no other.
    """
    found = []
    for message in _messages(catalog):
        strings = [s for s in _strings(message) if s]
        if not strings or message.fuzzy:
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        source = frozenset().union(*map(placeholders, ids))
        forms = [placeholders(s) for s in strings]
        if frozenset().union(*forms) != source or any(not form <= source for form in forms):
            translated = sorted(frozenset().union(*forms))
            found.append(
                f"{_where(catalog, message)}: placeholders {translated} instead of "
                f"{sorted(source)} in {_show(_key(message))}"
            )
    return found


def check_errors(catalog: Catalog) -> list[str]:
    """The errors Babel's own checkers find (format strings, number of plural forms)."""
    return [
        f"{_where(catalog, message)}: {error} in {_show(_key(message))}"
        for message, errors in catalog.check()
        for error in errors
    ]


def obsolete(catalog: Catalog) -> list[str]:
    """``#~`` entries of messages no longer in the sources."""
    return [
        f"{_where(catalog, m)}: obsolete {_show(_key(m))}" for m in catalog.obsolete.values()
    ]


def placeholders(text: str) -> frozenset[str]:
    """The named placeholders of `text`: ``%(name)s`` with its conversion, and ``{name}``."""
    percent = {f"%({m[1]}){m[0][-1]}" for m in _PERCENT.finditer(text)}
    brace = {f"{{{m[1]}}}" for m in _BRACE.finditer(text)}
    return frozenset(percent | brace)


def _errors(catalog: Catalog) -> list[str]:
    return placeholder_mismatches(catalog) + check_errors(catalog)


def _new_catalog(lang: str) -> Catalog:
    return Catalog(
        locale=lang,
        domain=i18n.DOMAIN,
        project=PROJECT,
        version=__version__,
        header_comment=f"# {Locale.parse(lang).english_name} messages of the Cinch tutor.",
        last_translator=TEAM,
        language_team=TEAM,
        fuzzy=False,
    )


def _write_po(path: Path, catalog: Catalog) -> None:
    """Write `catalog` unless only its dates would change, so that reruns leave no diff."""
    text = io.BytesIO()
    write_po(text, catalog, width=100)
    new = text.getvalue()
    if not path.exists() or _DATE_HEADER.sub(b"", path.read_bytes()) != _DATE_HEADER.sub(b"", new):
        path.write_bytes(new)


def _messages(catalog: Catalog) -> list[Message]:
    return [message for message in catalog if message.id]


def _strings(message: Message) -> list[str | None]:
    string = message.string
    return [string] if isinstance(string, str) or string is None else list(string)


def _key(message: Message) -> Key:
    msgid = message.id if isinstance(message.id, str) else message.id[0]
    return msgid, message.context


def _keys(messages: Iterable[Message]) -> set[Key]:
    return {_key(message) for message in messages if message.id}


def _order(key: Key) -> tuple[str, str]:
    return key[0], key[1] or ""


def _show(key: Key) -> str:
    msgid, context = key
    return repr(msgid) if context is None else f"{msgid!r} (context {context!r})"


def _path(catalog: Catalog) -> Path:
    return i18n.catalog_file(str(catalog.locale), ".po")


def _where(catalog: Catalog, message: Message) -> str:
    return f"{_shown(_path(catalog))}:{message.lineno}"


def _shown(path: Path) -> str:
    """`path` relative to the directory above ``locales/``, as a translator would look for it."""
    return str(path.relative_to(i18n.LOCALES_DIR.parent))
