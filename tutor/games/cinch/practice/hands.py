"""Real hands for exercises: a seeded deal played out by the engine with seeded, plausible moves.

The hand is dealt, bid, played and scored under one profile of house rules, and every move is one
of `legal_moves` under it, so the record of the hand replays. The bidding is weighted so that
every kind of result turns up often enough (of 3000 standard hands: 46% made by the bidders, 32%
set, 9% equal counts, 6% won on count by the opponents, 6% passed out, `bid.all-pass`): a seat
passes half the time, otherwise bids an amount from the lowest bid to 9 it has in mind if the
bidding is still below it, and the bidder names the suit he holds most cards of (`trump.name`).
A dealer stuck with the bid (``all_pass=stick_dealer``) bids what he has in mind. Discards, robs
and plays are drawn at random among the legal ones.
"""

from __future__ import annotations

import random

from tutor import exercise_hands
from tutor.cards import Suit
from tutor.games.cinch import (
    STANDARD,
    HandState,
    Move,
    Phase,
    Profile,
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
"""The bid a seat has in mind; it passes when the bidding has gone past it. Those below the
profile's lowest bid (`bid.range`) are left out."""


ENGINE = exercise_hands.Engine(apply_move, score_hand, DealRecord.from_state, Phase.PLAY)
"""What playing a hand out needs of Cinch's engine (`tutor.exercise_hands`)."""
PlayedHand = exercise_hands.PlayedHand[HandState, Move, ScoreSheet, DealRecord]
"""One hand of Cinch from the deal to its end: the positions and the moves between them."""


def play_hand(rng: random.Random, profile: Profile = STANDARD) -> PlayedHand:
    """Deal with `rng` (the dealer drawn too) and play the hand out to its end under `profile`:
    complete, or thrown in when everyone passes under ``all_pass=redeal``."""
    state = deal_hand(rng, Seat(rng.randrange(4)), profile)
    return exercise_hands.play_out(state, lambda position: _choose(position, rng), ENGINE)


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
    wish = rng.choice([amount for amount in WISHES if amount >= state.profile.min_bid])
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


def dealer_was_stuck(state: HandState) -> bool:
    """Whether the other three passed and the dealer had to bid (`bid.all-pass` under
    ``all_pass=stick_dealer``)."""
    return (state.profile.all_pass == "stick_dealer" and state.bidder == state.dealer
            and all(amount is None for seat, amount in state.calls if seat != state.dealer))
