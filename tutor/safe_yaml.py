"""Reading YAML the tutor did not write — deal records (uploaded ones too) and lessons — within
limits, so that no file can crash the tutor, hang it or fill its memory.

Every YAML the tutor reads goes through here (`tutor.yaml_nodes.compose` is `compose`), and every
problem becomes a `Fault` (file, line, what is wrong, in plain English), never an exception:

- a file is read only if it is a regular file (`read_file`: a named pipe, a device such as
  ``/dev/zero`` or a folder is refused without being read), of at most `MAX_BYTES` bytes of UTF-8;
- before the nodes are composed, the parser's events are walked once (`scan`, the C parser when
  PyYAML has it: it does not recurse, unlike the composers, which crash or raise `RecursionError`
  on deep nesting): no more than `MAX_DEPTH` nested lists and mappings, no anchors or aliases (no
  record or lesson uses them, and they are what makes a "billion laughs" file expand without
  end), no tag but the standard ones of plain data (`CORE_TAGS`: ``!!str``, ``!!int``,
  ``!!float``, ``!!bool``, ``!!null``, ``!!seq``, ``!!map``); the reader's own refusals
  (control characters, NUL) are faults with their line too;
- a scalar is turned into a Python value only by `plain_value`: whole numbers of at most
  `tutor.whole_numbers.MAX_DIGITS` digits, numbers, true/false, null, text; a scalar that is not
  what its tag says (``!!int x``) is a fault.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any, NamedTuple

import yaml
from yaml.constructor import SafeConstructor

from tutor.whole_numbers import MAX_DIGITS, small_int

MAX_BYTES = 1_000_000
"""The largest YAML file (or text) read, in bytes: a deal record of a whole hand is under 2 kB
and the largest lesson about 10 kB, so 1 MB leaves room for any real file and bounds the time
and memory a hostile one can take (at worst, a flow list of 490,000 items: about 2 s and 170 MB
to read and refuse; a typical 1 MB file 0.3 s)."""
MAX_DEPTH = 64
"""The deepest nesting of lists and mappings read (a lesson with its inline records is 5 deep)."""
CORE_TAGS = frozenset(f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "seq", "map"))
"""The explicit tags allowed: those of plain data. ``!!python/…``, ``!!binary``, ``!!timestamp``,
``!!omap``, ``!!set``, ``!custom`` and the non-specific ``!`` are faults."""

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_STANDARD = "tag:yaml.org,2002:"
_SHOWN = 40
"""The most characters of a value shown in a fault."""


class Fault(NamedTuple):
    """One thing wrong with a file: where, and what."""

    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


# --- files and bytes -----------------------------------------------------------------------


def read_file(path: str | Path, limit: int = MAX_BYTES) -> tuple[str | None, list[Fault]]:
    """The text of the file at `path` and no fault; or None and the fault: not a regular file,
    larger than `limit` bytes, not UTF-8. Raises `OSError` when the file cannot be opened
    (missing, no permission). Never blocks: a named pipe is refused before it is opened."""
    file = str(path)
    kind = _not_a_file(os.stat(path).st_mode)
    if kind is not None:
        return None, [_not_read(file, kind)]
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    with open(descriptor, "rb", closefd=True) as stream:
        status = os.fstat(stream.fileno())
        kind = _not_a_file(status.st_mode)  # replaced since the first look
        if kind is not None:
            return None, [_not_read(file, kind)]
        if status.st_size > limit:
            return None, [_too_large(file, limit)]
        data = stream.read(limit + 1)
    return decode(data, file, limit)


def decode(data: bytes, file: str, limit: int = MAX_BYTES) -> tuple[str | None, list[Fault]]:
    """`data` as text and no fault; or None and the fault: more than `limit` bytes, not UTF-8."""
    if len(data) > limit:
        return None, [_too_large(file, limit)]
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        return None, [Fault(file, line, "the file is not UTF-8 text")]


def _not_a_file(mode: int) -> str | None:
    """What a file that is not a regular file is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _not_read(file: str, kind: str) -> Fault:
    return Fault(file, 1, f"this is {kind}, not a file")


def _too_large(file: str, limit: int) -> Fault:
    return Fault(file, 1, f"the file is larger than {limit:,} bytes, the most a record or a lesson may have")


# --- text ----------------------------------------------------------------------------------


def compose(text: str, file: str, limit: int = MAX_BYTES) -> tuple[yaml.Node | None, list[Fault]]:
    """The YAML nodes of `text` (None for an empty document) and no fault; or no nodes and the
    fault (`scan`, or malformed YAML on the line the parser names)."""
    faults = scan(text, file, limit)
    if faults:
        return None, faults
    try:
        return yaml.compose(text, Loader=_Loader), []
    except yaml.YAMLError as error:
        return None, [_yaml_fault(error, text, file)]


def scan(text: str, file: str, limit: int = MAX_BYTES) -> list[Fault]:
    """The first thing that makes `text` unsafe or impossible to compose, as a fault: its size,
    a character YAML refuses, malformed YAML, nesting deeper than `MAX_DEPTH`, an anchor or an
    alias, a tag not in `CORE_TAGS`. Empty when `text` may be composed."""
    if len(text) > limit or (not text.isascii() and len(text.encode("utf-8", "surrogatepass")) > limit):
        return [_too_large(file, limit)]
    depth = 0
    try:
        for event in yaml.parse(text, Loader=_Loader):
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
                return [_at(file, event, "YAML anchors and aliases (&name, *name) are not allowed: "
                                         "write each value out")]
            tag = getattr(event, "tag", None)
            if tag is not None and tag not in CORE_TAGS:
                return [_at(file, event, f"the YAML tag {_tag(tag)} is not allowed: only plain text, "
                                         "numbers, lists and mappings")]
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    return [_at(file, event, f"lists and mappings are nested more than {MAX_DEPTH} deep")]
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
    except yaml.YAMLError as error:
        return [_yaml_fault(error, text, file)]
    except UnicodeError:
        return [Fault(file, 1, "the text is not valid Unicode")]
    return []


def _at(file: str, event: yaml.Event, message: str) -> Fault:
    mark = event.start_mark  # the parser marks every event; the stubs allow None
    return Fault(file, mark.line + 1 if mark is not None else 1, message)


def _tag(tag: str) -> str:
    """A tag as it is written: ``!!python/name:os.system``, ``!custom``."""
    written = "!!" + tag[len(_STANDARD):] if tag.startswith(_STANDARD) else tag
    return shown(written)


def _yaml_fault(error: yaml.YAMLError, text: str, file: str) -> Fault:
    """The parser's error as one line, on its line."""
    if isinstance(error, yaml.reader.ReaderError):
        at = text.encode("utf-8", "surrogatepass").count(b"\n", 0, error.position) + 1
        character = error.character if isinstance(error.character, int) else ord(error.character[:1] or "?")
        what = "a NUL character" if character == 0 else "a control character"
        return Fault(file, at, f"{what} (U+{character:04X}) is not allowed in YAML text")
    if isinstance(error, yaml.MarkedYAMLError):
        mark = error.problem_mark or error.context_mark
        at = mark.line + 1 if mark is not None else 1
        problem = " ".join(part for part in (error.context, error.problem) if part)
        return Fault(file, at, f"malformed YAML: {problem}")
    return Fault(file, 1, f"malformed YAML: {' '.join(str(error).split())}")


# --- values --------------------------------------------------------------------------------


class BadValue(ValueError):
    """A node that is not what its tag says (``!!int x``), or a number too long; `node` is where."""

    def __init__(self, node: yaml.Node, message: str) -> None:
        super().__init__(message)
        self.node = node


def plain_value(node: yaml.Node) -> Any:
    """The Python value of a composed node, typed as YAML reads it (``6`` an int, ``standard`` a
    str, lists and dicts), for nodes `scan` let through; `BadValue` for a scalar that is not what
    its tag says. A whole number has at most `MAX_DIGITS` digits; a date or other implicitly typed
    scalar stays the text written."""
    if isinstance(node, yaml.SequenceNode):
        return [plain_value(item) for item in node.value]
    if isinstance(node, yaml.MappingNode):
        mapping: dict[Any, Any] = {}
        for key, item in node.value:
            name = plain_value(key)
            if isinstance(name, (list, dict)):
                raise BadValue(key, "a key is text or a number, not a list or a mapping")
            mapping[name] = plain_value(item)
        return mapping
    assert isinstance(node, yaml.ScalarNode)  # a composed node is a sequence, a mapping or a scalar
    text = node.value
    kind = node.tag[len(_STANDARD):] if node.tag.startswith(_STANDARD) else ""
    if kind == "int":
        number = small_int(text.replace("_", ""))
        if number is None:
            digits = text.lstrip("+-")
            if digits.isascii() and digits.isdigit() and len(digits) > MAX_DIGITS:
                raise BadValue(node, f"the number {text[:12]}… has {len(digits):,} digits: "
                                     f"a number here has at most {MAX_DIGITS}")
            raise BadValue(node, f"{shown(text)} is not a whole number of at most {MAX_DIGITS} digits")
        return number
    if kind == "float":
        try:
            return SafeConstructor.construct_yaml_float(SafeConstructor(), node)
        except (ValueError, IndexError):  # IndexError: an empty ``!!float``
            raise BadValue(node, f"{shown(text)} is not a number") from None
    if kind == "bool":
        if text.lower() not in SafeConstructor.bool_values:
            raise BadValue(node, f"{shown(text)} is not true or false")
        return SafeConstructor.bool_values[text.lower()]
    if kind == "null":
        return None
    return text


def shown(text: str) -> str:
    """`text` quoted for a fault, cut to `_SHOWN` characters with how long it is."""
    if len(text) <= _SHOWN:
        return repr(text)
    return f"{text[:_SHOWN - 10]!r}… ({len(text):,} characters)"
