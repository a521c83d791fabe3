"""Reading a learner's answer to an exercise, for every game's ``practice/checking.py``.

Each reader takes what a form, a link or a test gives and returns it in the form of the engine's
answer: a card as ``Card`` or ``"10H"``, a seat as ``Seat.N`` or ``"n"``, a side as ``Side.NS``
or ``"NS"``, yes/no as a bool or a word, a number as an int or digits, numbers per side as a pair
(North–South, East–West) or a mapping of the two sides. What it cannot read raises `Unreadable`
(or, for a card's text, `InvalidCardError`), both `ValueError`s saying what is wrong.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import Enum
from typing import TypeVar

from tutor.cards import Card
from tutor.games.seats import Seat, Side

YES_NO = {"yes": True, "true": True, "no": False, "false": False}
"""The words read as yes or no, in lower case."""
NOBODY = ("", "none", "neither", "nobody")
"""The words read as no side at all, in lower case."""

E = TypeVar("E", bound=Enum)


class Unreadable(ValueError):
    """A learner's answer that does not have the shape the question asks for."""


def card(given: object) -> Card:
    """A card, as a `Card` or as text (``"10H"``)."""
    if isinstance(given, Card):
        return given
    if isinstance(given, str):
        return Card.parse(given)
    raise Unreadable(f"not a card: {given!r}")


def one_card(given: object) -> Card:
    """One card, as a `Card` or as text (``"10H"``); `Unreadable` for several cards or anything else."""
    if isinstance(given, (str, Card)):
        return card(given)
    if isinstance(given, Iterable) and not isinstance(given, (bytes, Mapping)):
        raise Unreadable(f"give one card, not several: {given!r}")
    raise Unreadable(f"not a card: {given!r}")


def cards(given: object) -> frozenset[Card]:
    """A set of cards, each given once, from any collection but text or a mapping."""
    if isinstance(given, (str, bytes, Mapping)) or not isinstance(given, Iterable):
        raise Unreadable(f"not a set of cards: {given!r}")
    read = [card(each) for each in given]
    if len(set(read)) != len(read):
        raise Unreadable(f"a card is given twice: {given!r}")
    return frozenset(read)


def seat(given: object) -> Seat:
    """A seat, as a `Seat` or its letter (``"n"``, ``" E "``)."""
    return _member(given, Seat, "seat")


def yes_no(given: object) -> bool:
    """A bool, or one of the words of `YES_NO`."""
    if isinstance(given, bool):
        return given
    if isinstance(given, str) and given.strip().lower() in YES_NO:
        return YES_NO[given.strip().lower()]
    raise Unreadable(f"not yes or no: {given!r}")


def number(given: object) -> int:
    """A whole number, as an int (not a bool, a seat or a side) or as ASCII digits."""
    if isinstance(given, int) and not isinstance(given, (bool, Seat, Side)):
        return int(given)
    if isinstance(given, str) and given.strip().isascii() and given.strip().isdigit():
        return int(given.strip())
    raise Unreadable(f"not a whole number: {given!r}")


def side(given: object) -> Side:
    """A side, as a `Side` or its name (``"NS"``, ``"ew"``)."""
    return _member(given, Side, "side")


def side_or_nobody(given: object) -> Side | None:
    """A side, or None for no side (None, or one of the words of `NOBODY`)."""
    if given is None or (isinstance(given, str) and given.strip().lower() in NOBODY):
        return None
    return side(given)


def per_side(given: object) -> tuple[int, int]:
    """(NS, EW) from a pair or from a mapping that names each side once."""
    if isinstance(given, Mapping):
        numbers = {side(key): number(value) for key, value in given.items()}
        if len(numbers) != len(given) or set(numbers) != set(Side):
            raise Unreadable(f"give a number for each side: {given!r}")
        return numbers[Side.NS], numbers[Side.EW]
    if isinstance(given, (str, bytes)) or not isinstance(given, Iterable):
        raise Unreadable(f"not a number per side: {given!r}")
    pair = [number(value) for value in given]
    if len(pair) != 2:
        raise Unreadable(f"give two numbers, North–South then East–West: {given!r}")
    return pair[0], pair[1]


def _member(given: object, kind: type[E], what: str) -> E:
    """A member of `kind` (a seat, a side), or its name in any case and spacing."""
    if isinstance(given, kind):
        return given
    if isinstance(given, str) and given.strip().upper() in kind.__members__:
        return kind[given.strip().upper()]
    raise Unreadable(f"not a {what}: {given!r}")
