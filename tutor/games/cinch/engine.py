"""Applying a move (`apply_move`): legal moves go through, illegal ones change nothing."""

from __future__ import annotations

from tutor.games.cinch import rulings
from tutor.games.cinch.legal import PHASE_CHECKS, PHASE_OF, check_move, malformed
from tutor.games.cinch.moves import SHAPES, TABLE_VERBS, Move
from tutor.games.cinch.state import HandState
from tutor.games.cinch.transitions import ADVANCE
from tutor.games.cinch.violations import IllegalMoveError


def apply_move(state: HandState, move: Move) -> HandState:
    """The state after `move`; raise `IllegalMoveError` (the state is a value: nothing changed).

    In table mode an irregular move the rules can rule on (section 7) is applied with its ruling
    instead of being refused; `is_irregular` tells such a move apart.
    """
    phase, verb = state.phase, move.verb
    if PHASE_OF.get(verb) is phase and move.seat == state.to_move and state.table is None:
        # `check_move` for a regular move by the seat to move (nearly every move), without the call
        others, absent = SHAPES[verb]
        violation = PHASE_CHECKS[phase](state, move) if others(move) == absent else malformed(move)
        if violation is None:
            return ADVANCE[verb](state, move)
        raise IllegalMoveError(move, violation)
    violation = check_move(state, move)
    if violation is None:
        if state.table is None:  # claims are refused outside table mode
            return ADVANCE[verb](state, move)
        if move.verb in TABLE_VERBS:
            return rulings.apply_claim(state, move)
        return rulings.after_regular(ADVANCE[move.verb](state, move), move)
    if state.table is not None:
        ruled = rulings.rule_on(state, move, violation)
        if ruled is not None:
            return ruled
    raise IllegalMoveError(move, violation)
