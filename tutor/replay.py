"""Replaying a deal record through its game's engine, move by move (`docs/deal-records.md`, "Replay").

Each move is checked (`Game.check_move`) and applied (`Game.apply_move`). The first move the
engine refuses stops the replay. In table mode (``mode: table``) an irregular move the rules can
rule on is applied with its ruling (`Game.rulings`) and the replay goes on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutor.games import Game, find_game
from tutor.records import Record


@dataclass(frozen=True)
class Step:
    """One move of the record and what the engine made of it."""

    move: Any
    line: int | None
    legal: bool
    violation: Any
    """The rule the move breaks (None when legal)."""
    ruling: tuple[str, ...]
    """The rule ids of the rulings table mode applied because of this move."""
    before: Any
    after: Any
    """The position after the move; None when the engine refused it (the replay stops there)."""

    @property
    def refused(self) -> bool:
        return self.after is None

    @property
    def irregular(self) -> bool:
        """An illegal move that table mode ruled on instead of refusing."""
        return self.violation is not None and self.after is not None


@dataclass(frozen=True)
class Replay:
    """The steps of a replay and where it ended."""

    record: Record
    steps: tuple[Step, ...]
    state: Any
    """The position at the end of the record, or before the refused move."""
    sheet: Any
    """The score of the hand when it is complete, else None."""

    @property
    def game(self) -> Game:
        return find_game(self.record.game)

    @property
    def illegal(self) -> Step | None:
        """The move that stopped the replay, if one did."""
        return self.steps[-1] if self.steps and self.steps[-1].refused else None

    @property
    def complete(self) -> bool:
        return self.game.is_complete(self.state)


def replay(record: Record) -> Replay:
    """Go through the record's moves from the deal, stopping at the first move refused."""
    game = find_game(record.game)
    state = record.initial_state()
    steps: list[Step] = []
    for recorded in record.moves:
        move = recorded.move
        violation = game.check_move(state, move)
        try:
            after = game.apply_move(state, move)
        except ValueError:
            steps.append(Step(move, recorded.line, False, violation, (), state, None))
            break
        steps.append(Step(move, recorded.line, violation is None, violation,
                          game.rulings(state, after), state, after))
        state = after
    return Replay(record, tuple(steps), state, game.score(state) if game.is_complete(state) else None)
