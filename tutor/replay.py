"""Replaying a deal record through the engine, move by move (`deal-record.md`, "Replay").

Each move is checked (`check_move`) and applied (`apply_move`). The first move the engine
refuses stops the replay. In table mode (``mode: table``) an irregular move the rules can rule
on (cinch-rules.md section 7) is applied with its ruling and the replay goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.games.cinch import (
    HandState,
    IllegalMoveError,
    Move,
    Phase,
    ScoreSheet,
    Violation,
    apply_move,
    check_move,
    score_hand,
)
from tutor.records import DealRecord

OUT_OF_TURN = "irregular.play-out-of-turn"


@dataclass(frozen=True)
class Step:
    """One move of the record and what the engine made of it."""

    move: Move
    line: int | None
    legal: bool
    violation: Violation | None
    """The rule the move breaks (None when legal)."""
    ruling: tuple[str, ...]
    """The rule ids of the rulings table mode applied because of this move."""
    before: HandState
    after: HandState | None
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

    record: DealRecord
    steps: tuple[Step, ...]
    state: HandState
    """The position at the end of the record, or before the refused move."""
    sheet: ScoreSheet | None
    """The score of the hand when all six tricks were played (section 6)."""

    @property
    def illegal(self) -> Step | None:
        """The move that stopped the replay, if one did."""
        return self.steps[-1] if self.steps and self.steps[-1].refused else None

    @property
    def complete(self) -> bool:
        return self.state.phase is Phase.COMPLETE


def replay(record: DealRecord) -> Replay:
    """Go through the record's moves from the deal, stopping at the first move refused."""
    state = record.initial_state()
    steps: list[Step] = []
    for recorded in record.moves:
        move = recorded.move
        violation = check_move(state, move)
        try:
            after = apply_move(state, move)
        except IllegalMoveError:
            steps.append(Step(move, recorded.line, False, violation, (), state, None))
            break
        steps.append(Step(move, recorded.line, violation is None, violation, rulings(state, after), state, after))
        state = after
    return Replay(record, tuple(steps), state, score_hand(state) if state.phase is Phase.COMPLETE else None)


def rulings(before: HandState, after: HandState) -> tuple[str, ...]:
    """The rulings a move brought in table mode: those recorded in `Table.rulings`, a revoke let
    stand (its follow rule, `irregular.revoke`), and a card played out of turn awaiting the
    opponents' decision (`irregular.play-out-of-turn`)."""
    if before.table is None or after.table is None:
        return ()
    old, new = before.table, after.table
    revokes = tuple(revoke.rule for revoke in new.revokes[len(old.revokes):])
    pending = (OUT_OF_TURN,) if new.out_of_turn is not None and old.out_of_turn is None else ()
    return new.rulings[len(old.rulings):] + revokes + pending
