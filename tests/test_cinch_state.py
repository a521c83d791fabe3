"""The state as a value: the fast ways the engine makes a new state agree with `_replace`.

`replace` and `rebuilt` stand in for ``HandState._replace`` in the transitions, and `try_play`
builds the state after a card in one tuple: a field set in the wrong place would go unseen by the
rule tests until it mattered, so these tests compare field by field.
"""

from __future__ import annotations

import random

import pytest
from cinch_positions import play_deal

from tutor.cards import cards_of
from tutor.games.cinch import HandState, Phase, Trick, apply_move, deal_hand, legal_moves
from tutor.games.cinch.state import (
    BID,
    BIDDER,
    CALLS,
    DEAD,
    DISCARDS,
    HANDS,
    NEXT_DEALER,
    PHASE,
    REFILL,
    STOCK,
    TO_MOVE,
    TOOK,
    TRUMP,
    rebuilt,
    replace,
)
from tutor.games.seats import Seat

PLAY_FIELDS = {"hands", "trick", "tricks", "to_move", "phase"}
"""What a card played changes (`play.next-lead`, `play.trick-winner`): nothing else."""


def random_states(seed: int, count: int) -> list[HandState]:
    """Every position of `count` random hands."""
    rng, states = random.Random(seed), []
    for number in range(count):
        state = deal_hand(rng, Seat(number % 4))
        states.append(state)
        while not state.phase.is_over:
            state = apply_move(state, legal_moves(state).random(rng))
            states.append(state)
    return states


def test_replace_is_replace() -> None:
    rng = random.Random(3)
    states = random_states(3, 5)
    for state in states:
        other = rng.choice(states)
        names = rng.sample(HandState._fields, rng.randint(0, 6))
        changes = {name: getattr(other, name) for name in names}
        assert replace(state, **changes) == state._replace(**changes)
        assert type(replace(state, **changes)) is HandState
    with pytest.raises(KeyError):
        replace(states[0], trumps=None)


def test_the_field_positions_name_the_fields() -> None:
    positions = {"phase": PHASE, "to_move": TO_MOVE, "hands": HANDS, "stock": STOCK, "calls": CALLS,
                 "bidder": BIDDER, "bid": BID, "trump": TRUMP, "discards": DISCARDS, "took": TOOK,
                 "dead": DEAD, "refill": REFILL, "next_dealer": NEXT_DEALER}
    assert {name: HandState._fields[position] for name, position in positions.items()} == {
        name: name for name in positions
    }
    state = deal_hand(1)
    assert rebuilt(list(state)) == state and type(rebuilt(list(state))) is HandState


def test_a_card_played_changes_only_the_play() -> None:
    for state in random_states(11, 40):
        if state.phase is not Phase.PLAY:
            continue
        move = legal_moves(state).random(random.Random(len(state.tricks)))
        after = apply_move(state, move)
        for name in set(HandState._fields) - PLAY_FIELDS:
            assert getattr(after, name) == getattr(state, name), name
        seat, card = move.seat, move.card
        assert after.hands == tuple(hand & ~(1 << card) if who == seat else hand
                                    for who, hand in zip(Seat, state.hands))
        played = state.trick + ((seat, card),)
        if len(played) < 4:
            assert (after.trick, after.tricks, after.to_move, after.phase) == (played, state.tricks, seat.left,
                                                                                Phase.PLAY)
            continue
        assert after.trick == () and after.tricks[:-1] == state.tricks
        assert type(after.tricks[-1]) is Trick and after.tricks[-1].plays == played
        if len(after.tricks) == 6:
            assert (after.phase, after.to_move) == (Phase.COMPLETE, None)
        else:
            assert (after.phase, after.to_move) == (Phase.PLAY, after.tricks[-1].winner)


def test_a_card_played_in_table_mode_changes_only_the_play() -> None:
    state = play_deal(table_mode=True)
    after = apply_move(state, legal_moves(state).random(random.Random(1)))
    for name in set(HandState._fields) - PLAY_FIELDS:
        assert getattr(after, name) == getattr(state, name), name
    assert len(after.trick) == 1 and after.to_move is state.to_move.left  # type: ignore[union-attr]
    assert sum(hand.bit_count() for hand in after.hands) == sum(hand.bit_count() for hand in state.hands) - 1
    assert cards_of(state.hands[state.to_move] & ~after.hands[state.to_move]) == (after.trick[0][1],)  # type: ignore[index]
