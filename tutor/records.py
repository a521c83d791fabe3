"""Deal records (`docs/deal-records.md`): one hand of a game as YAML, read into a record and back.

This module reads what every game's record shares, the header: the ``game`` key, which picks the
game (`tutor.games.find_game`), the ``dealer``, and the free text ``title``, ``comment``,
``source``. The rest, the body (hands, stock, moves, house rules …), is read by the game's record
layer (`tutor.games.RecordLayer`), into the same fault list::

    record = load_record("examples/records/full-hand.yaml")
    state = record.initial_state()
    text = record_to_yaml(record)

Reading checks everything a record can get wrong on its own and collects every fault with its
file and line; whether the moves are legal is the replay's business (`tutor.replay`). A record
is untrusted input: it is read within the limits of `tutor.safe_yaml` (at most 1 MB, nesting,
no aliases, no tags but those of plain data, small whole numbers), so any file gives a record
or a `RecordError`, in bounded time and memory. An uploaded file is read with `parse_uploaded`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import yaml

from tutor.games import DEFAULT_GAME, GAMES, Game, find_game
from tutor.games.seats import Seat
from tutor.safe_yaml import MAX_BYTES, decode, read_file
from tutor.yaml_nodes import Fault, NodeReader, compose
from tutor.yaml_nodes import line as _line
from tutor.yaml_nodes import scalar as _scalar

__all__ = [
    "INFO_KEYS", "MAX_BYTES", "Fault", "Header", "Record", "RecordError", "RecordedMove", "load_record",
    "parse_record", "parse_uploaded", "read_record_node", "record_to_yaml",
]

INFO_KEYS = ("title", "comment", "source")
"""Free text a record may carry; the replay shows it and ignores it."""

Fields = Mapping[str, tuple[yaml.Node, yaml.Node]]
"""The key node and the value node of each top-level key of a record, by key."""


class RecordError(ValueError):
    """A file that is not a valid deal record; `faults` lists everything found, in file order."""

    def __init__(self, faults: Iterable[Fault]) -> None:
        self.faults = sorted(faults, key=lambda fault: fault.line)
        super().__init__("\n".join(map(str, self.faults)))


@dataclass(frozen=True)
class RecordedMove:
    """A move of a record and the line it is written on (None for a record made in code)."""

    move: Any
    """The game's move (`Game.parse_move` reads it)."""
    line: int | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Header:
    """What every record says before its body: the game, the dealer, the free text, the file."""

    game: str
    dealer: Seat
    info: Mapping[str, str]
    file: str


class Record(Protocol):
    """What the shell (replay, lessons) asks of a record; each game's record class has more."""

    @property
    def game(self) -> str: ...
    @property
    def dealer(self) -> Seat: ...
    @property
    def moves(self) -> tuple[RecordedMove, ...]: ...
    @property
    def info(self) -> Mapping[str, str]: ...
    @property
    def file(self) -> str: ...
    def initial_state(self) -> Any:
        """The position after the deal, before the first move."""


# --- reading -------------------------------------------------------------------------------


def load_record(path: str | Path) -> Record:
    """Read a record file; raise `RecordError` (or `OSError` if it cannot be opened). A named
    pipe, a device or a folder, a file over `MAX_BYTES` bytes or one that is not UTF-8 is a
    `RecordError` too, found without reading more than `MAX_BYTES` bytes."""
    text, faults = read_file(path)
    if text is None:
        raise RecordError(faults)
    return parse_record(text, str(path))


def parse_record(text: str, file: str = "<record>") -> Record:
    """Read a record from YAML text; raise `RecordError` listing every fault found."""
    root, malformed = compose(text, file)
    if malformed:
        raise RecordError(malformed)
    return read_record_node(root, file)


def parse_uploaded(data: bytes, name: str) -> Record:
    """Read a record a learner uploaded, from its bytes; raise `RecordError` listing every fault.

    The file is untrusted: its size is checked on the bytes before anything else (at most
    `MAX_BYTES`, 1 MB), bytes that are not UTF-8 are a fault with their line, and the YAML is
    read within the limits of `tutor.safe_yaml` (nesting, no anchors or aliases, no tags but
    those of plain data, whole numbers of at most six digits), so that no upload can crash the
    app, hang it or fill its memory. `name` (the uploaded file's name, as the learner gave it)
    is only shown in the faults, ``name:line: message``; it is never opened. The faults are in
    English, like every fault of a record (messages for authors)."""
    text, faults = decode(data, name)
    if text is None:
        raise RecordError(faults)
    return parse_record(text, name)


def read_record_node(root: yaml.Node | None, file: str) -> Record:
    """Read a record from YAML nodes already composed by `tutor.yaml_nodes.compose` (a record
    inside a lesson, whose lines are the lesson's); raise `RecordError` listing every fault."""
    reader = _HeaderReader(file)
    record = reader.record(root)
    if reader.faults or record is None:
        raise RecordError(reader.faults)
    return record


class _HeaderReader(NodeReader):
    """Reads the header, then hands the body to the game's reader; every fault is collected."""

    def record(self, root: yaml.Node | None) -> Record | None:
        if not isinstance(root, yaml.MappingNode):
            self.faults.append(Fault(self.file, 1 if root is None else _line(root),
                                     "a deal record is a mapping with the keys game, dealer, hands, stock, moves"))
            return None
        pairs = list(self.pairs(root))
        found = {name: value for _, name, value in pairs}
        game = self.game(root, found.get("game"))
        if game is None:
            return None
        body_keys = (*game.record.RULES_KEYS, *game.record.DEAL_KEYS)
        keys = ("game", *game.record.RULES_KEYS, "dealer", *game.record.DEAL_KEYS, *INFO_KEYS)
        fields: dict[str, tuple[yaml.Node, yaml.Node]] = {}
        for key, name, value in pairs:
            if name not in keys:
                self.fault(key, f"unknown key {name!r}: the keys are {', '.join(keys)}")
                continue
            fields[name] = (key, value)
        if "dealer" not in fields:
            self.fault(root, "missing key 'dealer'")
        for name in game.record.REQUIRED:
            if name not in fields:
                self.fault(root, f"missing key {name!r}")
        dealer = self.seat(fields["dealer"][1]) if "dealer" in fields else None
        info = {name: self.info(name, fields[name][1]) for name in INFO_KEYS if name in fields}
        header = Header(game.name, dealer, info, self.file) if dealer is not None else None
        body = {name: nodes for name, nodes in fields.items() if name in body_keys}
        return game.record.read_body(self, header, body)

    def game(self, root: yaml.MappingNode, node: yaml.Node | None) -> Game | None:
        """The game the ``game`` key names; None (and a fault) when it is unknown. A record
        without the key is a fault too, read on as the default game's to find the others."""
        if node is None:
            self.fault(root, "missing key 'game'")
            return find_game(DEFAULT_GAME)
        name = _scalar(node)
        if name not in GAMES:
            known = " or ".join(repr(game) for game in GAMES)
            self.fault(node, f"game must be {known}, not {name!r}")
            return None
        return find_game(name)

    def info(self, name: str, node: yaml.Node) -> str:
        if not isinstance(node, yaml.ScalarNode):
            self.fault(node, f"{name} is text, not a list or a mapping")
        return _scalar(node)


# --- writing -------------------------------------------------------------------------------


def record_to_yaml(record: Record) -> str:
    """The record as YAML text in the layout of `docs/deal-records.md`: the game, the free text,
    the game's house rules, the dealer, then the game's deal and moves."""
    body = find_game(record.game).record
    lines = [f"game: {record.game}"]
    lines += dump({key: record.info[key] for key in INFO_KEYS if key in record.info})
    lines += body.rules_lines(record)
    lines.append(f"dealer: {record.dealer}")
    lines += body.deal_lines(record)
    return "\n".join(lines) + "\n"


def dump(values: Mapping[str, Any]) -> list[str]:
    """Plain YAML lines for `values` (block style, keys in the order given)."""
    if not values:
        return []
    text = yaml.safe_dump(dict(values), sort_keys=False, allow_unicode=True, width=100)
    return text.splitlines()
