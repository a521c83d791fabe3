"""Checking a practice answer: only an answer that cannot be read is wrong; a fault of the program
is not taken for a wrong answer (issue 15, "Checks that can fail").

Each game's ``practice/checking.py`` reads the learner's answer with `tutor.answer_reader`, whose
readers raise `Unreadable` or `InvalidCardError` for what they cannot read. Any other exception,
a ``TypeError`` or ``KeyError`` from a bug in a reader, must reach the caller (and the app's
error page), not turn into a red "wrong answer" the learner cannot explain.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tutor.games.cinch.practice import Kind, checking, generate
from tutor.games.coinche import practice as coinche_practice
from tutor.games.coinche.practice import checking as coinche_checking


def _raises(error: BaseException) -> Callable[..., Any]:
    def reader(*_: object) -> Any:
        raise error

    return reader


BUGS = [TypeError("a bug"), AttributeError("a bug"), KeyError("a bug")]


@pytest.mark.parametrize("error", BUGS, ids=lambda error: type(error).__name__)
@pytest.mark.parametrize("kind", list(Kind), ids=lambda kind: kind.value)
def test_a_fault_in_a_cinch_reader_propagates(monkeypatch: pytest.MonkeyPatch, kind: Kind,
                                               error: BaseException) -> None:
    exercise = generate(kind, 1, 3)
    monkeypatch.setitem(checking.NORMALISE, kind, _raises(error))
    with pytest.raises(type(error)):
        checking.check(exercise, exercise.answer)


@pytest.mark.parametrize("error", BUGS, ids=lambda error: type(error).__name__)
def test_a_fault_deep_in_a_cinch_reader_propagates(monkeypatch: pytest.MonkeyPatch, error: BaseException) -> None:
    """A helper the reader calls (here the number reader of a hand's score) fails: not "wrong"."""
    exercise = generate(Kind.HAND_SCORE, 1, 3)
    assert checking.check(exercise, exercise.answer)
    monkeypatch.setattr(checking, "_number", _raises(error))
    with pytest.raises(type(error)):
        checking.check(exercise, exercise.answer)


@pytest.mark.parametrize("kind", list(coinche_practice.Kind), ids=lambda kind: kind.value)
def test_a_fault_in_a_coinche_reader_propagates(monkeypatch: pytest.MonkeyPatch, kind: Any) -> None:
    exercise = coinche_practice.generate(kind, 1, 3)
    monkeypatch.setitem(coinche_checking.READ, kind, _raises(TypeError("a bug")))
    with pytest.raises(TypeError):
        coinche_checking.check(exercise, exercise.answer)


MALFORMED: list[tuple[Kind, object]] = [
    (Kind.POINT_WINNERS, {"nonsense": "NS"}),          # no such scoring card
    (Kind.POINT_WINNERS, {5: "NS"}),
    (Kind.POINT_WINNERS, {"high": "north"}),            # no such side
    (Kind.HAND_SCORE, {"NS": "x", "EW": 0}),
    (Kind.HAND_SCORE, {"up": 1, "down": 2}),
    (Kind.COUNTS, [1, 2, 3]),
    (Kind.COUNTS, "12"),
    (Kind.LEGAL_CARDS, ["ZZ"]),                         # a card's text that is no card
    (Kind.LEGAL_CARDS, [3]),
    (Kind.HIGHER_TRUMP, "11H"),
    (Kind.BEST_CARD, ["AH", "KH"]),
    (Kind.GAME_WINNER, "north-south-ish"),
    (Kind.IS_TRUMP, "perhaps"),
]


@pytest.mark.parametrize(("kind", "given"), MALFORMED)
def test_a_malformed_cinch_answer_is_still_wrong(kind: Kind, given: object) -> None:
    assert not checking.check(generate(kind, 1, 3), given)


@pytest.mark.parametrize("kind", list(coinche_practice.Kind), ids=lambda kind: kind.value)
@pytest.mark.parametrize("given", [object(), "nonsense", ["ZZ"], {"up": 1}, 3.5])
def test_a_malformed_coinche_answer_is_still_wrong(kind: Any, given: object) -> None:
    assert not coinche_checking.check(coinche_practice.generate(kind, 1, 3), given)
