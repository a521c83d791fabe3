"""Reading composed YAML nodes (``yaml.compose``) while collecting every fault with its line.

Deal records (`tutor.records` and each game's record body) and lessons (`tutor.lesson_reader`)
are read this way: the nodes carry their line numbers, so each fault can say where it is, and
reading goes on after one.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

import yaml

from tutor.games.seats import Seat


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class Fault(NamedTuple):
    """One thing wrong with a file: where, and what."""

    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


def compose(text: str, file: str) -> tuple[yaml.Node | None, list[Fault]]:
    """The YAML nodes of `text` (None for an empty document) and no fault; or, for malformed
    YAML, no nodes and the fault, on the line the parser names."""
    try:
        return yaml.compose(text, Loader=_Loader), []
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        at = mark.line + 1 if mark is not None else 1
        problem = " ".join(part for part in (error.context, error.problem) if part)
        return None, [Fault(file, at, f"malformed YAML: {problem}")]
    except yaml.YAMLError as error:
        return None, [Fault(file, 1, f"malformed YAML: {error}")]


def line(node: yaml.Node) -> int:
    """The line a node starts on, counted from 1."""
    return node.start_mark.line + 1


def scalar(node: yaml.Node) -> str:
    """A scalar's text as written; '' for a list or a mapping (which then fails to parse)."""
    return node.value if isinstance(node, yaml.ScalarNode) else ""


class NodeReader:
    """The faults found so far in `file`, and the readings every file kind shares."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.faults: list[Fault] = []

    def fault(self, node: yaml.Node, message: str) -> None:
        self.faults.append(Fault(self.file, line(node), message))

    def pairs(self, mapping: yaml.MappingNode) -> Iterator[tuple[yaml.Node, str, yaml.Node]]:
        """Each key node, its text and its value node, each key once (a repeated key is a fault)."""
        seen: dict[str, int] = {}
        for key, value in mapping.value:
            name = scalar(key)
            if name in seen:
                self.fault(key, f"{name!r} is written twice (lines {seen[name]} and {line(key)})")
                continue
            seen[name] = line(key)
            yield key, name, value

    def seat(self, node: yaml.Node) -> Seat | None:
        try:
            return Seat.parse(scalar(node))
        except ValueError as error:
            self.fault(node, f"unknown seat: {error}")
            return None
