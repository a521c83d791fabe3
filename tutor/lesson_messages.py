"""The translatable texts of lesson files, for Babel and for ``python -m tutor check``.

Babel calls `extract_yaml` for ``lessons/**.yaml`` (``[[tool.babel.mappings]]`` in
pyproject.toml): every ``title``, ``summary``, ``read``, ``do``, ``ask``, ``why``,
``otherwise`` and every value of ``reasons`` becomes a msgid, with its line and, as the
translator's comment, the lesson id and the key path (``lesson trump-order: steps[3].why``).
The records' ``title`` and ``comment`` are notes for authors: the player does not show them,
so they are not extracted.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import Any, BinaryIO, NamedTuple

import yaml

from tutor.lesson_reader import LESSON_TEXTS, STEP_TEXTS, text_of
from tutor.safe_yaml import compose


class LessonMessage(NamedTuple):
    """One translatable text of a lesson file."""

    line: int
    text: str
    path: str
    """Where it is in the lesson: ``title``, ``steps[3].why``, ``steps[5].reasons["S play 4H"]``."""


def lesson_messages(text: str) -> tuple[str | None, list[LessonMessage]]:
    """The lesson's id (None if it has none) and its texts in file order; none for a file that
    is not YAML, or not within the limits of `tutor.safe_yaml` (loading the lesson reports that)."""
    root, faults = compose(text, "<lesson>")
    if faults:
        return None, []
    if not isinstance(root, yaml.MappingNode):
        return None, []
    fields = _mapping(root)
    lesson_id = text_of(fields["id"]) if "id" in fields else None
    found = [_message(fields[name], name) for name in LESSON_TEXTS if name in fields]
    steps = fields.get("steps")
    if isinstance(steps, yaml.SequenceNode):
        for index, step in enumerate(steps.value):
            if isinstance(step, yaml.MappingNode):
                found += _step_messages(step, f"steps[{index}]")
    messages = sorted((message for message in found if message is not None), key=lambda message: message.line)
    return lesson_id, messages


def extract_yaml(
    fileobj: BinaryIO, keywords: Collection[str], comment_tags: Collection[str], options: Mapping[str, Any]
) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel's extraction method for lesson files: ``(line, "gettext", text, [comment])``."""
    try:
        text = fileobj.read().decode("utf-8")
    except UnicodeDecodeError:
        return
    lesson_id, messages = lesson_messages(text)
    for message in messages:
        yield message.line, "gettext", message.text, [f"lesson {lesson_id or '?'}: {message.path}"]


def _step_messages(step: yaml.MappingNode, path: str) -> list[LessonMessage | None]:
    fields = _mapping(step)
    found = [_message(fields[name], f"{path}.{name}") for name in STEP_TEXTS if name in fields]
    reasons = fields.get("reasons")
    if isinstance(reasons, yaml.MappingNode):
        for key, value in reasons.value:
            move = key.value if isinstance(key, yaml.ScalarNode) else "?"
            found.append(_message(value, f'{path}.reasons["{move}"]'))
    return found


def _mapping(node: yaml.MappingNode) -> dict[str, yaml.Node]:
    """The value node of each scalar key (the first, if a key is written twice)."""
    fields: dict[str, yaml.Node] = {}
    for key, value in node.value:
        if isinstance(key, yaml.ScalarNode):
            fields.setdefault(key.value, value)
    return fields


def _message(node: yaml.Node, path: str) -> LessonMessage | None:
    text = text_of(node)
    return None if text is None else LessonMessage(node.start_mark.line + 1, text, path)
