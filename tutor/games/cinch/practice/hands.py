"""Real hands for exercises: a seeded deal played out by the engine with seeded, plausible moves.

Every move is one of `legal_moves`, so the record of the hand replays. The bidding is weighted so
that every kind of result turns up often enough (of 3000 hands: 46% made by the bidders, 32% set,
9% equal counts, 6% won on count by the opponents, 6% passed out, `bid.all-pass`): a seat passes
half the time, otherwise bids an amount from 1 to 9 it has in mind if the bidding is still below
it, and the bidder names the suit he holds most cards of (`trump.name`). Discards, robs
and plays are drawn at random among the legal ones.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property

from tutor.cards import Suit
from tutor.games.cinch import (
    HandState,
    Move,
    Phase,
    ScoreSheet,
    Verb,
    apply_move,
    deal_hand,
    legal_moves,
    score_hand,
)
from tutor.games.cinch.moves import name_trump
from tutor.games.cinch.ranking import SUIT_MASK
from tutor.games.cinch.record import DealRecord
from tutor.games.seats import Seat

PASS_CHANCE = 0.5
"""How often a seat passes when it could bid."""
WISHES = (1, 2, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9)
"""The bid a seat has in mind; it passes when the bidding has gone past it."""


@dataclass(frozen=True)
class PlayedHand:
    """One hand from the deal to its end: the positions and the moves between them."""

    states: tuple[HandState, ...]
    """The position after the deal, then after each move: one more than `moves`."""
    moves: tuple[Move, ...]

    @property
    def final(self) -> HandState:
        return self.states[-1]

    @cached_property
    def sheet(self) -> ScoreSheet:
        """The engine's score of the hand (section 6): only for a complete hand."""
        return score_hand(self.final)

    @cached_property
    def record(self) -> DealRecord:
        """The deal record of the whole hand, which replays move by move."""
        return DealRecord.from_state(self.states[0], self.moves)

    def positions(self, trick: int) -> tuple[HandState, ...]:
        """The play positions of trick `trick` (1 to 6): before its first, second, third and fourth card."""
        return tuple(state for state in self.states
                     if state.phase is Phase.PLAY and len(state.tricks) == trick - 1)


def play_hand(rng: random.Random) -> PlayedHand:
    """Deal with `rng` (the dealer drawn too) and play the hand out to its end."""
    state = deal_hand(rng, Seat(rng.randrange(4)))
    states, moves = [state], []
    while not state.phase.is_over:
        move = _choose(state, rng)
        state = apply_move(state, move)
        states.append(state)
        moves.append(move)
    return PlayedHand(tuple(states), tuple(moves))


def _choose(state: HandState, rng: random.Random) -> Move:
    if state.phase is Phase.BIDDING:
        return _call(state, rng)
    if state.phase is Phase.TRUMP:
        return _trump(state, rng)
    return legal_moves(state).random(rng)


def _call(state: HandState, rng: random.Random) -> Move:
    """Pass now and then, else bid the amount in mind if the bidding allows it (`bid.must-top`)."""
    moves = legal_moves(state).listed
    passes = [move for move in moves if move.verb is Verb.PASS]
    bids = [move for move in moves if move.verb is Verb.BID]
    if passes and (not bids or rng.random() < PASS_CHANCE):
        return passes[0]
    wish = rng.choice(WISHES)
    within = [move for move in bids if move.amount == wish]
    if within:
        return within[0]
    if passes:
        return passes[0]
    return bids[0]


def _trump(state: HandState, rng: random.Random) -> Move:
    """The suit the bidder holds most cards of, the Left Pedro counted with it (`trump.name`)."""
    seat = state.to_move
    assert seat is not None
    hand = state.hands[seat]
    counts = {suit: (hand & SUIT_MASK[suit][suit]).bit_count() for suit in Suit}
    most = max(counts.values())
    return name_trump(seat, rng.choice([suit for suit in Suit if counts[suit] == most]))
