"""A plain double-dummy minimax over the Cinch ENGINE, to check `tutor.games.cinch.solver` against
(not a test module itself).

Nothing here is shared with the solver: no renumbering, no bounds, no alpha-beta, no
transposition table, no grouping of touching cards. Every legal card of every seat is tried with
`legal_moves` / `apply_move`, and a complete hand is scored with `score_hand`, so the numbers
mean exactly what `solver.md` says:

- the net of a side is its hand score minus the other side's;
- each seat plays to maximise the net of its own side (partners cooperate, zero-sum);
- whoever won a trick leads the next (the engine's `to_move` after a trick), so the turns do not
  alternate by side.

Only small endings are practical (a dozen cards or fewer): the tree is searched in full.

`random_hand` (below) plays seeded hands with random calls, for positions to test on.
"""

from __future__ import annotations

import random

from tutor.cards import Card
from tutor.games.cinch import (
    STANDARD,
    HandState,
    Phase,
    Profile,
    Verb,
    apply_move,
    deal_hand,
    legal_moves,
    score_hand,
)
from tutor.games.seats import Seat, Side


def net_for(state: HandState, side: Side) -> int:
    """The net for `side` of the rest of the hand from `state` under best play by all four seats."""
    if state.phase is Phase.COMPLETE:
        scores = score_hand(state).scores
        return scores[side] - scores[side.other]
    assert state.phase is Phase.PLAY and state.to_move is not None, state.phase
    mover = state.to_move.side
    values = [net_for(apply_move(state, move), side) for move in legal_moves(state)]
    # The mover's side maximises its own net, which is the other side's net negated.
    return max(values) if mover == side else min(values)


def dd_value(state: HandState) -> int:
    """The double-dummy value of a play position: the net of the side to move."""
    assert state.to_move is not None
    return net_for(state, state.to_move.side)


def move_values(state: HandState) -> dict[Card, int]:
    """[each legal card of the seat to move] → the value of the position after it, for the
    mover's side."""
    assert state.to_move is not None
    side = state.to_move.side
    return {move.card: net_for(apply_move(state, move), side) for move in legal_moves(state)}


# --- Seeded hands with random calls ------------------------------------------------------------


def random_hand(seed: int, profile: Profile = STANDARD, all_pass: bool = False) -> tuple[HandState, ...]:
    """The positions of a hand from `deal_hand` to its end, every move random among the legal
    ones: calls (a seat passes 60% of the time, else any legal call), the trump, discards, robs
    and plays. With `all_pass` everyone passes, so the dealer plays without a contract
    (`bid.all-pass`, bid 0) or, under ``all_pass=redeal``, the hand is dealt again."""
    rng = random.Random(seed)
    state = deal_hand(rng, Seat(rng.randrange(4)), profile)
    states = [state]
    while not state.phase.is_over:
        moves = legal_moves(state)
        passes = [move for move in moves.listed if move.verb is Verb.PASS] if state.phase is Phase.BIDDING else []
        if passes and (all_pass or rng.random() < 0.6):
            move = passes[0]
        else:
            move = moves.random(rng)
        state = apply_move(state, move)
        states.append(state)
    return tuple(states)
