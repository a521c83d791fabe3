"""Seats around the table and the two partnerships (`turn.order`).

Play and deal go clockwise N → E → S → W; partners sit opposite, N–S against E–W.
"""

from __future__ import annotations

from enum import IntEnum


class Seat(IntEnum):
    """A seat at the table, numbered clockwise."""

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def left(self) -> Seat:
        """The next seat clockwise: the player on this seat's left acts after it."""
        return _LEFT[self]

    @property
    def right(self) -> Seat:
        """The previous seat clockwise: the player on this seat's right."""
        return _SEATS[(self + 3) % 4]

    @property
    def partner(self) -> Seat:
        return _SEATS[(self + 2) % 4]

    @property
    def side(self) -> Side:
        return _SIDES[self]

    @classmethod
    def parse(cls, text: str) -> Seat:
        letter = text.strip().upper()
        if letter not in ("N", "E", "S", "W"):
            raise ValueError(f"{text!r} is not a seat: expected one of N, E, S, W")
        return cls[letter]

    def __str__(self) -> str:
        return self.name


_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_LEFT = (Seat.E, Seat.S, Seat.W, Seat.N)


class Side(IntEnum):
    """A partnership: North–South or East–West."""

    NS = 0
    EW = 1

    @property
    def other(self) -> Side:
        return Side(1 - self)

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (_SEATS[self], _SEATS[self + 2])

    def __str__(self) -> str:
        return self.name


_SIDES = (Side.NS, Side.EW, Side.NS, Side.EW)


def clockwise_from(first: Seat) -> tuple[Seat, Seat, Seat, Seat]:
    """The four seats in turn, starting with `first`."""
    return tuple(_SEATS[(first + i) % 4] for i in range(4))  # type: ignore[return-value]
