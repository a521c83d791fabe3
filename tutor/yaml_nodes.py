"""Reading composed YAML nodes (``yaml.compose``) while collecting every fault with its line.

Deal records (`tutor.records` and each game's record body) and lessons (`tutor.lesson_reader`)
are read this way: the nodes carry their line numbers, so each fault can say where it is, and
reading goes on after one. Every text is composed by `tutor.safe_yaml` (size, nesting, aliases,
tags checked first), and a scalar's typed value is read by `NodeReader.value` (small whole numbers
only), so a hostile file gives faults, never an exception.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import yaml

from tutor.games.seats import Seat
from tutor.safe_yaml import BadValue, Fault, compose, plain_value

__all__ = ["INVALID", "MAX_FAULTS", "Fault", "NodeReader", "compose", "line", "scalar"]

MAX_FAULTS = 200
"""The most faults a reader lists for one file (then one more saying there are others)."""
INVALID: Any = object()
"""What `NodeReader.value` gives for a node it could not read (the fault is recorded)."""


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
        """Record a fault at `node`'s line; past `MAX_FAULTS`, one last fault says more follow (a
        hostile file of a million wrong cards would otherwise fill the memory with faults)."""
        if len(self.faults) < MAX_FAULTS:
            self.faults.append(Fault(self.file, line(node), message))
        elif len(self.faults) == MAX_FAULTS:
            self.faults.append(Fault(self.file, line(node), f"more faults from this line on: only the first "
                                                            f"{MAX_FAULTS} are listed"))

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

    def value(self, node: yaml.Node) -> Any:
        """The Python value of a node, typed as YAML reads it (``6`` an int, ``standard`` a str,
        `tutor.safe_yaml.plain_value`); `INVALID` after a fault for one that is not what its tag
        says or a number too long."""
        try:
            return plain_value(node)
        except BadValue as error:
            self.fault(error.node, str(error))
            return INVALID

    def seat(self, node: yaml.Node) -> Seat | None:
        try:
            return Seat.parse(scalar(node))
        except ValueError as error:
            self.fault(node, f"unknown seat: {error}")
            return None
