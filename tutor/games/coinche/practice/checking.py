"""Checking a learner's answer against the engine's: the answer is read first (`tutor.answer_reader`),
so a card may be given as ``Card`` or ``"10H"``, a seat as ``Seat.N`` or ``"N"``, a side as
``Side.NS`` or ``"NS"``, yes/no as a bool or a word, a number as an int or digits, numbers per side
as a pair or a mapping. An answer that cannot be read is wrong; any other error is a fault of the
program and is not taken for a wrong answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tutor.answer_reader import (
    Unreadable,
    cards,
    number,
    per_side,
    seat,
    side_or_nobody,
    yes_no,
)
from tutor.cards import InvalidCardError
from tutor.games.coinche.practice.model import Answer, Exercise, Kind


def check(exercise: Exercise, given: object) -> bool:
    """Whether `given` is the right answer to `exercise`."""
    try:
        answer = READ[exercise.kind](given)
    except (Unreadable, InvalidCardError):
        return False
    return answer == exercise.answer


READ: dict[Kind, Callable[[Any], Answer]] = {
    Kind.LEGAL_CARDS: cards,
    Kind.TRICK_WINNER: seat,
    Kind.TRICK_POINTS: number,
    Kind.HAND_POINTS: per_side,
    Kind.MADE: yes_no,
    Kind.HAND_SCORE: per_side,
    Kind.GAME_WINNER: side_or_nobody,
}
"""The learner's answer in the form of `Exercise.answer`, per kind; `Unreadable` or
`InvalidCardError` (both `ValueError`s) saying what cannot be read."""
