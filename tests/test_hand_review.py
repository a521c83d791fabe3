"""The review of a hand (`tutor.hand_review`): each move's verdict and its costs (`solver.md`).

The double-dummy costs are checked against `cinch_solver_oracle`, a plain minimax over the
engine that shares nothing with the solver: the cost of a card is the oracle's best value minus
the card's value. The fair costs are checked by hand where the mover's view leaves no doubt, and
otherwise only for consistency with `Game.price`. The order of `worst_first` and the figures of
`summary` are checked on hand-made verdicts.
"""

from __future__ import annotations

import random

import pytest
from cinch_positions import (
    RECORD_DEALER,
    RECORD_HANDS,
    RECORD_MOVES,
    RECORD_STOCK,
    E,
    N,
    S,
    W,
    apply_all,
    play_cards,
    position,
    ready_to_play,
)
from cinch_solver_oracle import move_values

from tutor.cards import Card
from tutor.games import find_game
from tutor.games.cinch import HandState, Move, Phase, legal_moves
from tutor.games.cinch.practice.hands import play_hand
from tutor.games.cinch.pricing import DEFAULT_SAMPLES
from tutor.games.seats import Seat
from tutor.hand_review import Judged, ReviewSummary, review, summary, worst_first

CINCH = find_game("cinch")

# Hearts trumps, dealer N, E bid 7. Every heart is dealt (all 13), so once the first four tricks
# are played, W holds the only two trumps left (5H, the Right Pedro, and 4H) and knows it.
WORKED = {
    E: "AH JH QH 2C 9D 8D",
    N: "KH 9H 8H 7H AC 7S",
    S: "6H 3H 4S 3C 5S 6S",
    W: "2H 10H 5D 4C 5H 4H",
}
FIRST_FOUR = "AH 6H 2H 9H  JH 3H 10H 8H  QH 4S 5D 7H  2C 3C 4C AC"
"""EW win High, Low, Jack, Game so far and the Left Pedro: 9 points; N wins the fourth trick."""


def ending() -> HandState:
    """Two tricks left, N to lead trick 5 (eight cards: the oracle searches it in full)."""
    state = play_cards(ready_to_play(N, "H", WORKED), FIRST_FOUR)
    assert state.to_move == N and len(state.tricks) == 4
    return state


def moves(text: str) -> list[Move]:
    return [Move.parse(item.strip()) for item in text.split(",")]


def oracle_costs(state: HandState) -> dict[Card, int]:
    """Each legal card's double-dummy cost by the plain minimax."""
    values = move_values(state)
    best = max(values.values())
    return {card: best - value for card, value in values.items()}


def check_against_oracle(initial: HandState, played: list[Move], judged: tuple[Judged, ...]) -> int:
    """Every priced verdict's double-dummy cost and best cards are the oracle's; returns how
    many verdicts were checked."""
    states = [initial]
    for move in played:
        states.append(CINCH.apply_move(states[-1], move))
    checked = 0
    for item in judged:
        if not item.priced:
            continue
        costs = oracle_costs(states[item.index])
        assert item.dd_cost == costs[item.move.card], (item, costs)
        assert set(item.dd_best) == {card for card, cost in costs.items() if cost == 0}, item
        checked += 1
    return checked


# --- double-dummy costs against the oracle --------------------------------------------------------

W_GIVES_THE_PEDRO = "N play KH, E play 9D, S play 5S, W play 5H, N play 7S, E play 8D, S play 6S, W play 4H"


def test_a_bad_card_costs_the_oracles_best_minus_its_value_and_a_best_card_nothing() -> None:
    """W puts the Right Pedro (5H) under N's KH instead of the 4H: N takes 5 points that W's 5H
    would have won in the last trick. The oracle's best for W is 14, the 5H is worth 4."""
    state = ending()
    played = moves(W_GIVES_THE_PEDRO)
    judged = review(CINCH, state, played, samples=4)
    assert [item.index for item in judged] == list(range(8))
    assert all(item.legal and item.priced for item in judged)
    assert check_against_oracle(state, played, judged) == 8

    pedro = judged[3]
    assert (pedro.seat, str(pedro.move)) == (W, "W play 5H")
    before = CINCH.apply_move(CINCH.apply_move(CINCH.apply_move(state, played[0]), played[1]), played[2])
    values = move_values(before)
    assert values == {Card.parse("4H"): 14, Card.parse("5H"): 4}
    assert pedro.dd_cost == max(values.values()) - values[Card.parse("5H")] == 10
    assert pedro.dd_best == (Card.parse("4H"),)
    # The others had nothing better: every other card of the hand costs nothing.
    assert [item.dd_cost for item in judged if item.index != 3] == [0] * 7


W_KEEPS_THE_PEDRO = "N play KH, E play 9D, S play 5S, W play 4H, N play 7S, E play 8D, S play 6S, W play 5H"


def test_the_best_card_costs_nothing() -> None:
    state = ending()
    played = moves(W_KEEPS_THE_PEDRO)
    judged = review(CINCH, state, played, seats={W}, samples=2)
    assert [(item.index, item.dd_cost, item.fair_cost) for item in judged] == [(3, 0, 0), (7, 0, 0)]
    assert check_against_oracle(state, played, judged) == 2


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_the_costs_of_three_trick_endings_of_seeded_hands_are_the_oracles(seed: int) -> None:
    hand = play_hand(random.Random(seed))
    starts = [index for index, state in enumerate(hand.states)
              if state.phase is Phase.PLAY and len(state.tricks) == 3 and not state.trick]
    if not starts:
        pytest.skip("the hand was passed out")
    [start] = starts
    played = list(hand.moves[start:])
    judged = review(CINCH, hand.states[start], played, samples=2, seed=seed)
    assert len(judged) == len(played) == 12
    assert check_against_oracle(hand.states[start], played, judged) == 12


# --- fair costs -----------------------------------------------------------------------------------


def test_a_fair_cost_where_the_movers_view_leaves_no_doubt() -> None:
    """W knows where every trump is (all 13 hearts were dealt: 11 played, 5H and 4H his own): N's
    KH takes trick 5 whatever W plays, and W's last heart wins the last trick whatever the others
    hold. So in every deal W can imagine, the 5H under the KH gives N its 5 points and the 4H
    keeps them: the fair cost is exactly the double-dummy one, 10, over any number of deals."""
    state = ending()
    played = moves(W_GIVES_THE_PEDRO)
    for samples, seed in ((1, 0), (5, 7), (16, 3)):
        [pedro, last] = review(CINCH, state, played, seats={W}, samples=samples, seed=seed)
        assert pedro.fair_cost == pedro.dd_cost == 10 and pedro.samples == samples
        assert pedro.fair_best == pedro.dd_best == (Card.parse("4H"),)
        # The last trick: one card each, no choice: the fair cost is the double-dummy one, 0.
        assert (last.index, last.fair_cost, last.dd_cost) == (7, 0, 0)
        assert last.fair_best == last.dd_best == (Card.parse("4H"),)


def record_start() -> tuple[HandState, list[Move]]:
    """The deal of `deal-record.md`, its calls, trump, discards and rob, then the first trick."""
    initial = position(RECORD_DEALER, RECORD_HANDS, RECORD_STOCK)
    played = [Move.parse(text) for text in RECORD_MOVES]
    state = apply_all(initial, played)
    for _ in range(4):
        move = min(legal_moves(state), key=str)
        played.append(move)
        state = CINCH.apply_move(state, move)
    return initial, played


def test_fair_costs_are_the_games_fair_prices_and_samples_may_depend_on_the_position() -> None:
    initial, played = record_start()
    asked: list[HandState] = []

    def samples(state: HandState) -> int:
        asked.append(state)
        return 2 + len(asked)

    judged = review(CINCH, initial, played, samples=samples, seed=11)
    plays = [item for item in judged if item.priced]
    assert len(plays) == 4 and len(asked) == 4
    state = initial
    for item in judged:
        if item.priced:
            number = asked.index(state) + 3
            fair = CINCH.price(state, fair=True, samples=number, seed=11)
            assert item.samples == number
            assert item.fair_cost == fair.cost_of(item.move.card)
            assert item.fair_best == fair.best_cards
            assert item.dd_cost == CINCH.price(state).cost_of(item.move.card)
        state = CINCH.apply_move(state, item.move)


def test_without_samples_the_game_s_default_is_used() -> None:
    state = ending()
    [pedro] = review(CINCH, state, moves(W_GIVES_THE_PEDRO)[:4], seats={W})
    assert pedro.samples == DEFAULT_SAMPLES and pedro.fair_cost == 10


# --- what is not priced, and where the review stops -----------------------------------------------


def test_bids_trump_discards_and_the_rob_are_judged_but_not_priced() -> None:
    initial, played = record_start()
    judged = review(CINCH, initial, played, samples=2)
    assert [item.index for item in judged] == list(range(len(played)))
    assert all(item.legal for item in judged)
    calls = judged[:len(RECORD_MOVES)]
    assert {item.move.verb.value for item in calls} == {"bid", "pass", "trump", "discard", "rob"}
    for item in calls:
        assert item == Judged(item.index, played[item.index], played[item.index].seat, True, False,
                              None, (), None, (), None)
    assert all(item.priced and item.samples == 2 for item in judged[len(RECORD_MOVES):])


def test_an_illegal_move_stops_the_review_there() -> None:
    """N leads the KH, E follows, then W plays before S: refused. What follows is not judged."""
    state = ending()
    played = moves("N play KH, E play 9D, W play 4H, S play 5S, W play 5H")
    judged = review(CINCH, state, played, samples=2)
    assert [(item.index, item.legal, item.priced) for item in judged] == [
        (0, True, True), (1, True, True), (2, False, False)]
    assert judged[-1] == Judged(2, played[2], W, False, False, None, (), None, (), None)
    # Only N's moves asked for: the refused move still ends the review, and is shown.
    assert [(item.index, item.legal) for item in review(CINCH, state, played, seats={N}, samples=2)] == [
        (0, True), (2, False)]
    # A card W does not hold is refused too.
    bad = moves("N play KH, E play 9D, S play 5S, W play 9C")
    [*_, refused] = review(CINCH, state, bad, samples=2)
    assert (refused.index, refused.legal, refused.priced) == (3, False, False)


def test_only_the_moves_of_the_seats_asked_for_are_judged() -> None:
    state = ending()
    played = moves(W_GIVES_THE_PEDRO)
    judged = review(CINCH, state, played, seats={E, S}, samples=2)
    assert [(item.index, item.seat) for item in judged] == [(1, E), (2, S), (5, E), (6, S)]
    assert review(CINCH, state, [], samples=2) == ()


def test_a_table_mode_hand_is_judged_but_not_priced() -> None:
    state = play_cards(ready_to_play(N, "H", WORKED, table_mode=True), FIRST_FOUR)
    judged = review(CINCH, state, moves(W_GIVES_THE_PEDRO), samples=2)
    assert len(judged) == 8 and all(item.legal and not item.priced for item in judged)


# --- worst first and the summary ------------------------------------------------------------------


def made(index: int, fair: float | None, dd: int | None, legal: bool = True) -> Judged:
    priced = fair is not None
    return Judged(index, f"move {index}", Seat(index % 4), legal, priced, fair, (), dd, (), 8 if priced else None)


def test_worst_first_orders_by_fair_cost_then_double_dummy_cost_then_index() -> None:
    judged = [
        made(0, None, None),           # a bid: no cost
        made(1, 0.0, 0),
        made(2, 2.5, 0),
        made(3, 2.5, 10),              # same fair cost, larger double-dummy cost: first
        made(4, 0.0, 4),
        made(5, 7.125, 1),
        made(6, 2.5, 10),              # a tie on both: the hand's order
        made(7, None, None, legal=False),
    ]
    assert [item.index for item in worst_first(judged)] == [5, 3, 6, 2, 4, 1, 0, 7]
    assert worst_first(reversed(judged)) == worst_first(judged)
    assert worst_first([]) == []


def test_summary_counts_the_decisions_and_sums_and_averages_the_costs() -> None:
    judged = [made(0, None, None), made(1, 0.0, 0), made(2, 2.5, 10), made(3, 0.75, 0), made(4, 1.25, 2)]
    assert summary(judged) == ReviewSummary(5, 4, 4.5, 12, 1.125, 3.0)
    assert summary([made(0, None, None)]) == ReviewSummary(1, 0, 0.0, 0, None, None)
    assert summary([]) == ReviewSummary(0, 0, 0.0, 0, None, None)


def test_the_summary_of_a_real_review() -> None:
    judged = review(CINCH, ending(), moves(W_GIVES_THE_PEDRO), seats={W}, samples=3)
    assert summary(judged) == ReviewSummary(2, 2, 10.0, 10, 5.0, 5.0)

