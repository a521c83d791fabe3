"""The notation of a move in every game: ``"<seat> <verb> <arguments>"`` (``"E play QH"``)."""

from __future__ import annotations

from enum import Enum
from typing import TypeVar

from tutor.games.seats import Seat

V = TypeVar("V", bound=Enum)


class MoveSyntaxError(ValueError):
    """Text that does not spell a move."""


def split_move(text: str, verbs: type[V]) -> tuple[Seat, V, list[str]]:
    """The seat, the verb (a member of `verbs`) and the words after them; raise `MoveSyntaxError`
    naming the fault when the text has no seat, an unknown seat or an unknown verb."""
    error = MoveSyntaxError
    words = text.split() if isinstance(text, str) else []
    if len(words) < 2:
        raise error(f"{text!r} is not a move: write '<seat> <verb> <arguments>'")
    try:
        seat = Seat.parse(words[0])
    except ValueError as fault:
        raise error(f"unknown seat in {text!r}: {fault}") from None
    try:
        verb = verbs(words[1].lower())
    except ValueError:
        known = ", ".join(str(v.value) for v in verbs)
        raise error(f"unknown verb {words[1]!r} in {text!r}: expected one of {known}") from None
    return seat, verb, words[2:]
