"""Hands played out for exercises, for every game's ``practice/hands.py``: a deal played to its end
by the game's engine, each move chosen by the game's seeded players, kept position by position.

Every move the players choose is one of the engine's legal moves, so the record of the hand
replays; what they choose, and how the deal is made, is the game's own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, Protocol, TypeVar


class Position(Protocol):
    """What playing out needs of a game's position (its ``HandState``)."""

    @property
    def phase(self) -> Any:
        """The game's ``Phase``; ``phase.is_over`` once the hand is over."""

    @property
    def tricks(self) -> Sequence[Any]:
        """The tricks completed so far."""


S = TypeVar("S", bound=Position)
M = TypeVar("M")
Sheet = TypeVar("Sheet")
R = TypeVar("R")


@dataclass(frozen=True)
class Engine(Generic[S, M, Sheet, R]):
    """What playing a hand out for an exercise needs of a game's engine."""

    apply_move: Callable[[S, M], S]
    score_hand: Callable[[S], Sheet]
    """The score sheet of a finished hand."""
    record: Callable[[S, tuple[M, ...]], R]
    """The deal record of a hand, from the position after the deal and the moves."""
    play: Any
    """The game's phase of the play (``Phase.PLAY``), in which `PlayedHand.positions` are taken."""


@dataclass(frozen=True)
class PlayedHand(Generic[S, M, Sheet, R]):
    """One hand from the deal to its end: the positions and the moves between them."""

    states: tuple[S, ...]
    """The position after the deal, then after each move: one more than `moves`."""
    moves: tuple[M, ...]
    engine: Engine[S, M, Sheet, R] = field(compare=False, repr=False)

    @property
    def final(self) -> S:
        return self.states[-1]

    @cached_property
    def sheet(self) -> Sheet:
        """The engine's score of the hand: only for a finished hand."""
        return self.engine.score_hand(self.final)

    @cached_property
    def record(self) -> R:
        """The deal record of the whole hand, which replays move by move."""
        return self.engine.record(self.states[0], self.moves)

    def positions(self, trick: int) -> tuple[S, ...]:
        """The play positions of trick `trick` (from 1): before its first, second, third and fourth card."""
        return tuple(state for state in self.states
                     if state.phase is self.engine.play and len(state.tricks) == trick - 1)


def play_out(state: S, choose: Callable[[S], M], engine: Engine[S, M, Sheet, R]) -> PlayedHand[S, M, Sheet, R]:
    """The hand from `state` to its end, each move chosen by `choose` and applied by `engine`."""
    states, moves = [state], []
    while not state.phase.is_over:
        move = choose(state)
        state = engine.apply_move(state, move)
        states.append(state)
        moves.append(move)
    return PlayedHand(tuple(states), tuple(moves), engine)
