"""Applying a move (`apply_move`): legal moves go through, illegal ones change nothing."""

from __future__ import annotations

from collections.abc import Callable

from tutor.games.cinch import rulings
from tutor.games.cinch.legal import PHASE_CHECKS, PHASE_OF, check_move, malformed
from tutor.games.cinch.moves import SHAPES, TABLE_VERBS, Move, Verb
from tutor.games.cinch.state import HandState
from tutor.games.cinch.transitions import ADVANCE, try_discard, try_play, try_rob
from tutor.games.cinch.violations import IllegalMoveError

Try = Callable[[HandState, Move], "HandState | None"]


def _checked(verb: Verb) -> Try:
    """The rules of the verb's phase (`PHASE_CHECKS`), then its transition (`ADVANCE`)."""
    check, advance = PHASE_CHECKS[PHASE_OF[verb]], ADVANCE[verb]

    def try_move(state: HandState, move: Move) -> HandState | None:
        return advance(state, move) if check(state, move) is None else None

    return try_move


TRY: dict[Verb, Try] = {verb: _checked(verb) for verb in PHASE_OF} | {
    Verb.PLAY: try_play, Verb.DISCARD: try_discard, Verb.ROB: try_rob,
}
"""[regular verb] → the state after a well-formed move of that verb by the seat to move outside table
mode, or None if the rules of its phase forbid it. Plays, discards and the rob are checked as they
are made, sharing the work; `check_move` agrees (the property tests hold the two together)."""


def apply_move(state: HandState, move: Move) -> HandState:
    """The state after `move`; raise `IllegalMoveError` (the state is a value: nothing changed).

    In table mode an irregular move the rules can rule on (section 7) is applied with its ruling
    instead of being refused; `check_move` tells such a move apart (it returns the violation).
    """
    phase, verb = state.phase, move.verb
    if PHASE_OF.get(verb) is phase and move.seat == state.to_move and state.table is None:
        # A regular move by the seat to move (nearly every move): if well formed (`stray_arguments`,
        # inline), try it; only a refused one is judged by the rules of its phase, to say why.
        others, absent = SHAPES[verb]
        if others(move) == absent:
            after = TRY[verb](state, move)
            if after is not None:
                return after
            violation = PHASE_CHECKS[phase](state, move)
            assert violation is not None, f"{move} refused, yet allowed by `check_move`"
        else:
            violation = malformed(move)
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
