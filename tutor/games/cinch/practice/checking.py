"""Checking a learner's answer against the engine's: the answer is normalised first, so a card may
be given as ``Card`` or ``"5D"``, a side as ``Side.NS`` or ``"NS"``, yes/no as a bool or a word,
numbers per side as a pair or a mapping (`tutor.answer_reader`). An answer that cannot be read
(`Unreadable`, or `InvalidCardError` for a card's text) is simply wrong; any other error is a fault
of the program and is not taken for a wrong answer.

A best-card exercise may have several best cards, equally good: its answer is the set of them,
and the learner names one card, which is right if it is among them (`ONE_OF`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from tutor.answer_reader import (
    Unreadable,
    card,
    cards,
    one_card,
    side,
    side_or_nobody,
    yes_no,
)
from tutor.cards import InvalidCardError
from tutor.games.cinch import Point
from tutor.games.cinch.practice.model import Answer, Exercise, Kind
from tutor.games.seats import Side


def check(exercise: Exercise, given: object) -> bool:
    """Whether `given` is the right answer to `exercise` (for best-card: one of the best cards)."""
    try:
        answer = NORMALISE[exercise.kind](given)
    except (Unreadable, InvalidCardError):
        return False
    if exercise.kind in ONE_OF:
        assert isinstance(exercise.answer, frozenset)
        return answer in exercise.answer
    return answer == exercise.answer


def _number(given: object) -> int:
    """A whole number as Cinch has always read it, more loosely than `tutor.answer_reader.number`:
    any int but a bool (a seat or a side too), any digits `int` reads."""
    if isinstance(given, int) and not isinstance(given, bool):
        return int(given)
    if isinstance(given, str) and given.strip().isdigit():
        return int(given.strip())
    raise Unreadable(f"not a whole number: {given!r}")


def _per_side(given: object) -> tuple[int, int]:
    """(NS, EW) from a pair or from a mapping of the two sides (a side named twice: the last
    number), each number read by `_number`."""
    if isinstance(given, Mapping):
        numbers = {side(key): _number(value) for key, value in given.items()}
        if set(numbers) != set(Side):
            raise Unreadable(f"give a number for each side: {given!r}")
        return numbers[Side.NS], numbers[Side.EW]
    if isinstance(given, (str, bytes)) or not isinstance(given, Iterable):
        raise Unreadable(f"not a number per side: {given!r}")
    pair = [_number(value) for value in given]
    if len(pair) != 2:
        raise Unreadable(f"give two numbers, North–South then East–West: {given!r}")
    return pair[0], pair[1]


def _point(given: object) -> Point:
    if isinstance(given, Point):
        return given
    if isinstance(given, str):
        name = given.strip().lower().replace("-", "_").replace(" ", "_")
        if name in _POINT_NAMES:
            return Point(name)
    raise Unreadable(f"not a scoring card: {given!r}")


_POINT_NAMES = frozenset(point.value for point in Point)


def _point_winners(given: object) -> dict[Point, Side | None]:
    if not isinstance(given, Mapping):
        raise Unreadable(f"not a side per scoring card: {given!r}")
    winners = {_point(point): side_or_nobody(winner) for point, winner in given.items()}
    if len(winners) != len(given) or set(winners) != set(Point):
        raise Unreadable(f"give a side for each of the six scoring cards: {given!r}")
    return winners


NORMALISE: dict[Kind, Callable[[Any], Answer]] = {
    Kind.HIGHER_TRUMP: card,
    Kind.IS_TRUMP: yes_no,
    Kind.LEFT_PEDRO: card,
    Kind.LEGAL_CARDS: cards,
    Kind.POINT_WINNERS: _point_winners,
    Kind.COUNTS: _per_side,
    Kind.MADE: yes_no,
    Kind.HAND_SCORE: _per_side,
    Kind.GAME_WINNER: side_or_nobody,
    Kind.BEST_CARD: one_card,
}
"""The learner's answer, in the form of `Exercise.answer` (of one of its cards for `ONE_OF`), per
kind; `Unreadable` (a `ValueError`) or `InvalidCardError` (another) saying what is wrong."""
ONE_OF = frozenset({Kind.BEST_CARD})
"""The kinds whose answer is a set of equally right choices, of which the learner gives one."""
