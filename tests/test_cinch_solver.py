"""`solver.md`: the double-dummy value of a play position and of each legal card, in points.

The solver (`tutor.games.cinch.solver`, priced by `tutor.games.cinch.pricing.double_dummy`) is
checked against `cinch_solver_oracle`, a plain minimax over the engine itself (`legal_moves`,
`apply_move`, `score_hand`) with no pruning and nothing shared with the solver, on hundreds of
seeded endings of at most three tricks (twelve cards or fewer, mid-trick positions included)
under several profiles; then for the properties `solver.md` states (value of the best card, cost,
order, integers, range, a function of the state only); then on a few positions worked by hand;
then for the states it must refuse (`NotSolvable`).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterable
from functools import partial

import pytest
from cinch_positions import (
    E,
    N,
    S,
    W,
    play_cards,
    play_deal,
    ready_to_play,
    record_example,
)
from cinch_solver_oracle import dd_value, move_values, random_hand

from tutor.cards import Card
from tutor.games.cinch import (
    PROFILES,
    STANDARD,
    HandState,
    Phase,
    Point,
    Profile,
    apply_move,
    deal_hand,
    legal_moves,
    score_hand,
    seat_view,
)
from tutor.games.cinch.practice.hands import play_hand
from tutor.games.cinch.pricing import (
    NotSolvable,
    Pricing,
    double_dummy,
    fair_pricing,
    price,
)
from tutor.games.cinch.ranking import point_card
from tutor.games.cinch.solver import LAYOUTS, Search, play_position, position_of
from tutor.games.seats import Seat

LOW_TO_PLAYER = Profile(low_to="player")
FREE_ROB = PROFILES["free-rob"]
"""``dealer_rob=free``, ``excess_trumps=any``: scoring trumps can be out of play (`score.dead-card`)."""
EVERYTHING = Profile(name="free-rob-low-to-player", dealer_rob="free", excess_trumps="any", low_to="player")

ENDGAME_CARDS = 12
"""At most three tricks left: every hand open, the oracle searches the whole tree."""


def cards_left(state: HandState) -> int:
    return sum(hand.bit_count() for hand in state.hands)


def endgames(hands: Iterable[tuple[HandState, ...]]) -> list[HandState]:
    return [state for states in hands for state in states
            if state.phase is Phase.PLAY and cards_left(state) <= ENDGAME_CARDS]


@functools.cache
def source(name: str) -> tuple[HandState, ...]:
    """The seeded endings of each family, built once per test session."""
    if name == "play_hand":
        return tuple(endgames(play_hand(random.Random(seed)).states for seed in range(40)))
    if name == "random-standard":
        return tuple(endgames(random_hand(seed, STANDARD) for seed in range(100, 125)))
    if name == "random-low-to-player":
        return tuple(endgames(random_hand(seed, LOW_TO_PLAYER) for seed in range(200, 225)))
    if name == "random-free-rob":
        return tuple(endgames(random_hand(seed, FREE_ROB) for seed in range(300, 330)))
    if name == "random-free-rob-low-to-player":
        return tuple(endgames(random_hand(seed, EVERYTHING) for seed in range(400, 420)))
    if name == "passed-out":
        profiles = (STANDARD, LOW_TO_PLAYER, FREE_ROB, EVERYTHING)
        return tuple(endgames(random_hand(seed, profiles[seed % 4], all_pass=True) for seed in range(500, 528)))
    raise KeyError(name)


SOURCES = ("play_hand", "random-standard", "random-low-to-player", "random-free-rob",
           "random-free-rob-low-to-player", "passed-out")


def dead_scoring_cards(state: HandState) -> list[tuple[Seat, Point]]:
    assert state.trump is not None
    points = {point_card(point, state.trump): point for point in Point}
    return [(seat, points[card]) for seat, card in state.dead if card in points]


def priced_values(pricing: Pricing) -> dict:
    return {priced.move.card: priced.value for priced in pricing.moves}


def mismatches(states: Iterable[HandState], check: Callable[[HandState], object]) -> list[object]:
    found = []
    for state in states:
        problem = check(state)
        if problem is not None:
            found.append(problem)
    return found


# --- The solver against the plain minimax ---------------------------------------------------------


def _disagreement(state: HandState) -> object:
    expected = move_values(state)
    pricing = double_dummy(state)
    got = priced_values(pricing)
    if got != expected:
        return {"state": state, "expected": expected, "got": got}
    return None


@pytest.mark.parametrize("name", SOURCES)
def test_solver_agrees_with_plain_minimax_on_endgames_of_up_to_three_tricks(name: str) -> None:
    """`solver.md` "Value of a legal move": for every legal card of hundreds of endings, the
    solver's value is exactly the oracle's (the net of the mover's side after that card)."""
    states = source(name)
    assert len(states) >= 200, len(states)
    assert any(state.trick for state in states), "mid-trick positions are part of the sample"
    problems = mismatches(states, _disagreement)
    assert not problems, f"{len(problems)} of {len(states)} positions disagree; first: {problems[0]}"


def test_solver_agrees_with_plain_minimax_on_a_few_endings_of_four_tricks() -> None:
    """Deeper endings, four tricks left (the third trick from its start, 16 cards, or under
    way, 13 to 15), where the solver's table and bounds carry over more tricks: still the
    oracle's values for every card. The oracle takes about a second on a 16-card ending, so only
    a few."""
    states = []
    for seed in range(8):
        hand = play_hand(random.Random(2000 + seed)).states if seed < 6 else random_hand(2000 + seed, FREE_ROB)
        most = 16 if seed in (0, 6) else 15
        states += [s for s in hand if s.phase is Phase.PLAY and ENDGAME_CARDS < cards_left(s) <= most]
    assert len(states) >= 20 and sum(1 for s in states if cards_left(s) == 16) >= 2
    problems = mismatches(states, _disagreement)
    assert not problems, f"{len(problems)} of {len(states)} positions disagree; first: {problems[0]}"


def test_the_endgame_sample_covers_the_scoring_cases() -> None:
    """The sample reaches every branch of section 6 the solver has to get right: contracts made
    and set, a maker without contract (bid 0), Low counted for its player, scoring cards out of
    play put out by the bidders' side (nobody scores them) and by their opponents (they count for
    the bidders, `draw.error-discard`)."""
    states = [state for name in SOURCES for state in source(name)]
    assert len(states) >= 1000
    assert sum(1 for state in states if state.bid == 0) >= 100
    assert any(state.profile.low_to == "player" and state.trump is not None
               and any(state.hands[seat] >> point_card(Point.LOW, state.trump) & 1 for seat in Seat)
               for state in states), "Low still to be played under low_to=player"
    dead = [(state, seat, point) for state in states for seat, point in dead_scoring_cards(state)]
    assert any(state.bidder is not None and seat.side == state.bidder.side for state, seat, _ in dead)
    assert any(state.bidder is not None and seat.side != state.bidder.side for state, seat, _ in dead)
    results = set()
    for state in states:
        if not state.trick and len(state.tricks) == 3:
            final = state
            while not final.phase.is_over:
                final = apply_move(final, next(iter(legal_moves(final))))
            results.add((score_hand(final).rule, final.bid == 0))
    assert {("score.made", False), ("score.set", False), ("score.made", True)} <= results, results
    # Touching trumps with the same points (Jack and Game), both legal: the solver searches one
    # of them and gives the other its value; the oracle tries both.
    assert any(
        {point_card(Point.JACK, state.trump), point_card(Point.GAME, state.trump)}  # type: ignore[arg-type]
        <= {move.card for move in legal_moves(state)}
        for state in states
    )


# --- Properties of the numbers (solver.md "Values") -----------------------------------------------


def _property_problems(state: HandState) -> object:
    pricing = double_dummy(state)
    side = state.to_move.side  # type: ignore[union-attr]
    problems = []
    if (pricing.to_move, pricing.side, pricing.mode, pricing.samples) != (state.to_move, side, "double-dummy", None):
        problems.append(("header", pricing[:3]))
    if {priced.move for priced in pricing.moves} != set(legal_moves(state)):
        problems.append("moves are not exactly the legal moves")
    values = [priced.value for priced in pricing.moves]
    best = max(values)
    if pricing.value != best:
        problems.append(("value is not the best card's", pricing.value, best))
    for priced in pricing.moves:
        if type(priced.value) is not int or type(priced.cost) is not int:
            problems.append(("not an integer", priced))
        if not -28 <= priced.value <= 28:
            problems.append(("out of range", priced))
        if priced.cost < 0 or priced.cost != best - priced.value:
            problems.append(("cost", priced))
        if pricing.cost_of(priced.move.card) != priced.cost:
            problems.append(("cost_of", priced))
    keys = [(-priced.value, str(priced.move)) for priced in pricing.moves]
    if keys != sorted(keys):
        problems.append(("order", [str(priced.move) for priced in pricing.moves]))
    # The position's value from the search itself, as a net for the side to move.
    position = position_of(state)
    taken = Search(position).taken()
    value = dd_value(state)
    if position.net(taken, side) != value or pricing.value != value:
        problems.append(("position value", position.net(taken, side), pricing.value, value))
    if problems:
        return {"state": state, "problems": problems}
    return None


def test_best_card_value_is_the_position_value_and_costs_are_what_the_best_card_gains() -> None:
    """`solver.md`: the value of a position is that of its best card (and the oracle's), the cost of
    a card is the best value minus its value (0 for a best card, never negative), values are
    integers in double-dummy mode, from −28 to 28, sorted best first then by the text of the
    move; exactly the legal moves are priced."""
    states = source("play_hand") + source("random-free-rob-low-to-player") + source("passed-out")
    problems = mismatches(states, _property_problems)
    assert not problems, f"{len(problems)} problems; first: {problems[0]}"


@functools.cache
def _positions_of_whole_hands() -> tuple[HandState, ...]:
    """Play positions of seeded hands in the first three tricks (13 to 24 cards: too big for the
    oracle; the endings are checked against it above). The first trick only for a few hands: its
    positions cost the most."""
    hands = [play_hand(random.Random(1000 + seed)).states for seed in range(12)]
    hands += [random_hand(1100 + seed, EVERYTHING) for seed in range(6)]
    states: list[HandState] = []
    for number, states_of_hand in enumerate(hands):
        most = 24 if number % 6 == 0 else 22
        states += [s for s in states_of_hand if s.phase is Phase.PLAY and ENDGAME_CARDS < cards_left(s) <= most]
    assert sum(1 for state in states if cards_left(state) == 24) >= 3
    return tuple(states)


def test_each_card_is_worth_the_value_of_the_position_after_it_for_its_side() -> None:
    """`solver.md` "Value of a legal move", checked on whole hands with the solver against itself:
    the value of a card is the double-dummy value of the position after it for the side that
    made it (negated when the other side moves next; the hand's score when it is the last card);
    and the best card's value is the position's, for the side to move."""
    problems = []
    for state in _positions_of_whole_hands():
        pricing = double_dummy(state)
        side = state.to_move.side  # type: ignore[union-attr]
        for priced in pricing.moves:
            after = apply_move(state, priced.move)
            if after.phase is Phase.COMPLETE:
                scores = score_hand(after).scores
                expected = scores[side] - scores[side.other]
            else:
                then = double_dummy(after).value
                expected = then if after.to_move.side == side else -then  # type: ignore[union-attr]
            if priced.value != expected:
                problems.append((state, priced, expected))
        if not -28 <= pricing.value <= 28 or any(type(p.value) is not int for p in pricing.moves):
            problems.append((state, "range or type"))
    assert not problems, f"{len(problems)} problems; first: {problems[0]}"


def test_a_search_answers_the_same_whatever_it_was_asked_before() -> None:
    """The search shares its table between questions; the answers must not depend on their
    order: `taken()` first or `choices()` first, on the same or on a fresh `Search`; and the
    position's take is the best of the cards' takes for the side to move."""
    problems = []
    for state in _positions_of_whole_hands()[::3]:
        position = position_of(state)
        first = Search(position)
        taken_first, choices_after = first.taken(), first.choices()
        second = Search(position)
        choices_first, taken_after = second.choices(), second.taken()
        bidders_move = position.to_move.side == position.bidders
        best = (max if bidders_move else min)(choices_first.values())
        if (taken_first, choices_after) != (taken_after, choices_first) or taken_first != best:
            problems.append((state, taken_first, taken_after, choices_after, choices_first))
        layout = LAYOUTS[state.trump]  # type: ignore[index]
        if {layout.card[number] for number in choices_first} != {move.card for move in legal_moves(state)}:
            problems.append((state, "choices are not the legal cards"))
    assert not problems, f"{len(problems)} problems; first: {problems[0]}"


# --- A function of the state: transpositions, order of cards -------------------------------------

# Hearts trumps, dealer N, E bids 7 and leads (the default calls of `ready_to_play`).
# Trumps: E AH JH QH; N KH 9H 8H 7H; S 6H 3H; W 2H 10H 5D 5H 4H (all fourteen in play).
WORKED = {
    E: "AH JH QH 2C 9D 8D",
    N: "KH 9H 8H 7H AC 7S",
    S: "6H 3H 4S 3C 5S 6S",
    W: "2H 10H 5D 4C 5H 4H",
}
FIRST_FOUR = (
    "AH 6H 2H 9H "  # E wins High and Low (W's 2H)            EW 2
    "JH 3H 10H 8H "  # E wins Jack and Game (W's 10H)          EW 4
    "QH 4S 5D 7H "  # E wins the Left Pedro (W's 5D)           EW 9
    "2C 3C 4C AC"  # N wins a trick without points and leads
)
SWAPPED_FOUR = (
    "JH 3H 2H 8H "  # the first two tricks the other way round, other small trumps
    "AH 6H 10H 9H "
    "QH 4S 5D 7H "
    "2C 3C 4C AC"
)


def worked_hand(calls: list[str] | None = None, profile: Profile = STANDARD, reverse: bool = False) -> HandState:
    final = {seat: " ".join(reversed(text.split())) if reverse else text for seat, text in WORKED.items()}
    return ready_to_play(N, "H", final, calls=calls, profile=profile)


def test_positions_reached_by_different_move_orders_have_the_same_values() -> None:
    """A value is a function of the position: two move orders that leave the same hands, the same
    leader and the same points taken (the first two tricks swapped, other small trumps under
    them) give the same values at every later position, and the oracle's."""
    for upto in range(12, 24):
        one = play_cards(worked_hand(), " ".join((FIRST_FOUR + " KH 9D 5S 4H 7S 8D 6S 5H").split()[:upto]))
        two = play_cards(worked_hand(), " ".join((SWAPPED_FOUR + " KH 9D 5S 4H 7S 8D 6S 5H").split()[:upto]))
        assert one.hands == two.hands and one.trick == two.trick and one.to_move == two.to_move
        assert one.tricks != two.tricks
        assert double_dummy(one) == double_dummy(two)
        assert priced_values(double_dummy(one)) == move_values(one)
    # Longer: after two tricks only (16 cards), too big for the oracle; the solver must still agree.
    one = play_cards(worked_hand(), FIRST_FOUR.split()[:8])
    two = play_cards(worked_hand(), SWAPPED_FOUR.split()[:8])
    assert one.hands == two.hands and one.tricks != two.tricks
    assert double_dummy(one) == double_dummy(two)


def test_the_order_in_which_hands_are_written_does_not_matter() -> None:
    """Hands are sets: the same cards written in reverse order make the same state and the same
    prices; `play_position` takes the hands in any sequence type and gives `position_of`'s."""
    forward = play_cards(worked_hand(), FIRST_FOUR.split()[:4])
    backward = play_cards(worked_hand(reverse=True), FIRST_FOUR.split()[:4])
    assert forward == backward
    assert double_dummy(forward) == double_dummy(backward)
    assert play_position(forward, list(forward.hands)) == position_of(forward)
    assert play_position(seat_view(forward, forward.to_move), forward.hands) == position_of(forward)  # type: ignore[arg-type]


# --- Positions worked by hand --------------------------------------------------------------------


def test_right_pedro_played_under_an_opponents_higher_trump_costs_ten_points() -> None:
    """Trick 5: N leads KH, E throws 9D, S 5S; W holds 5H (Right Pedro) and 4H and must follow
    trump. EW have 9 points (High, Low, Jack, Game, Left Pedro), E bid 7.

    - W plays 5H: N's KH takes it, NS count 5; W wins the last trick (4H over N's 7S) with no
      points. EW 9 ≥ 7, made: EW score 9 − 5 = 4, net +4.
    - W plays 4H: N takes a pointless trick and leads 7S; W trumps it with the 5H. EW 14, NS 0:
      net +14.

    So 4H is worth 14 and 5H 4: the Pedro costs 10 (5 lost by EW, 5 gained by NS)."""
    state = play_cards(worked_hand(), FIRST_FOUR + " KH 9D 5S")
    assert state.to_move == W
    pricing = double_dummy(state)
    assert [(str(p.move), p.value, p.cost) for p in pricing.moves] == [("W play 4H", 14, 0), ("W play 5H", 4, 10)]
    assert pricing.value == 14 and pricing.side == W.side
    assert pricing.cost_of(point_card(Point.RIGHT_PEDRO, state.trump)) == 10  # type: ignore[arg-type]
    assert move_values(state) == priced_values(pricing)
    assert price(state) == pricing


def test_right_pedro_lost_under_a_higher_trump_also_sets_a_high_bid() -> None:
    """The same cards with E's bid at 10: after 5H under KH EW have 9 < 10, set: NS score
    14 + 1 = 15, EW net −15 (`score.set`); after 4H EW take all 14 and make it: net +14. The
    cost is 29, not 10: a set changes the score by the shortfall, not by twice the points."""
    calls = ["E bid 10", "S pass", "W pass", "N pass"]
    state = play_cards(worked_hand(calls), FIRST_FOUR + " KH 9D 5S")
    pricing = double_dummy(state)
    assert [(str(p.move), p.value, p.cost) for p in pricing.moves] == [("W play 4H", 14, 0), ("W play 5H", -15, 29)]
    assert move_values(state) == priced_values(pricing)


def test_last_trick_values_are_the_hand_score() -> None:
    """The last trick, N to lead 7S (one card each, no choice). After W put the 5H under the KH:
    NS have 5, EW 9 and win this trick (W's 4H) with nothing in it: EW score 4, so N's only card
    is worth −4 to NS. After W kept it: W's 5H takes the last trick, EW 14 − 0: worth −14."""
    lost = play_cards(worked_hand(), FIRST_FOUR + " KH 9D 5S 5H")
    kept = play_cards(worked_hand(), FIRST_FOUR + " KH 9D 5S 4H")
    assert lost.to_move == kept.to_move == N and len(lost.tricks) == 5
    assert [(str(p.move), p.value, p.cost) for p in double_dummy(lost).moves] == [("N play 7S", -4, 0)]
    assert [(str(p.move), p.value, p.cost) for p in double_dummy(kept).moves] == [("N play 7S", -14, 0)]
    # Mid-trick, after N's 7S: E's only card is worth +4 to EW (W's 4H wins a trick of no points).
    lost_e = play_cards(lost, "7S")
    assert [(str(p.move), p.value) for p in double_dummy(lost_e).moves] == [("E play 8D", 4)]


def test_a_maker_without_contract_scores_the_difference_like_anyone() -> None:
    """`bid.all-pass`: everyone passes, the dealer N is the maker with bid 0 and leads. Same
    cards as above: N 7H, E AH, S 6H, W 2H (EW High, Low); E JH, S 3H, W 10H, N 8H (Jack, Game);
    E QH, S 4S, W 5D, N 9H (Left Pedro): EW 9; E 2C, S 3C, W 4C, N AC; then N KH, E 9D, S 5S.
    The makers NS, with fewer points, are not set (`score.made` with bid 0): the side with more
    scores the difference. After 5H under the KH, NS 5, EW 9: EW score 4 (W's 5H worth +4);
    after 4H, EW 14 − 0 (worth +14)."""
    calls = ["E pass", "S pass", "W pass", "N pass"]
    state = worked_hand(calls)
    assert (state.bidder, state.bid, state.to_move) == (N, 0, N)
    state = play_cards(state, "7H AH 6H 2H  JH 3H 10H 8H  QH 4S 5D 9H  2C 3C 4C AC  KH 9D 5S")
    pricing = double_dummy(state)
    assert [(str(p.move), p.value, p.cost) for p in pricing.moves] == [("W play 4H", 14, 0), ("W play 5H", 4, 10)]
    assert move_values(state) == priced_values(pricing)
    # One trick earlier, N to lead trick 5 with KH or 7S: leading 7S lets W's 5H win at once (EW
    # 14, NS net −14); leading KH draws the Pedro only if W gives it, which he does not (−14 too).
    earlier = play_cards(worked_hand(calls), "7H AH 6H 2H  JH 3H 10H 8H  QH 4S 5D 9H  2C 3C 4C AC")
    expected = {Card.parse("KH"): -14, Card.parse("7S"): -14}
    assert priced_values(double_dummy(earlier)) == move_values(earlier) == expected


def test_low_under_low_to_player_counts_for_the_side_that_played_it() -> None:
    """`points.capture` with ``low_to=player``: S plays the 2H (Low) under E's AH in trick 1, so
    Low counts for NS although EW take the trick. Deal as above with S's and W's small trumps
    swapped (S 2H 3H, W 6H). At trick 5 (N KH, E 9D, S 5S, W to play 5H or 4H):
    - 5H under the KH: EW High, Jack, Game, Left Pedro = 8; NS Low + Right Pedro = 6: EW +2;
    - 4H: EW 8 + Right Pedro = 13, NS Low = 1: EW +12.
    Under the standard profile Low is EW's (captured): +4 and +14."""
    final = dict(WORKED)
    final[S] = "2H 3H 4S 3C 5S 6S"
    final[W] = "6H 10H 5D 4C 5H 4H"
    line = "AH 2H 6H 9H  JH 3H 10H 8H  QH 4S 5D 7H  2C 3C 4C AC  KH 9D 5S"
    for profile, expected in ((LOW_TO_PLAYER, [("W play 4H", 12, 0), ("W play 5H", 2, 10)]),
                              (STANDARD, [("W play 4H", 14, 0), ("W play 5H", 4, 10)])):
        state = play_cards(ready_to_play(N, "H", final, profile=profile), line)
        pricing = double_dummy(state)
        assert [(str(p.move), p.value, p.cost) for p in pricing.moves] == expected, profile
        assert move_values(state) == priced_values(pricing)


# --- What the solver refuses -----------------------------------------------------------------------


def test_a_bidding_phase_state_is_not_solvable() -> None:
    state = deal_hand(3)
    assert state.phase is Phase.BIDDING
    for call in (partial(price, state), partial(price, state, fair=True), partial(double_dummy, state)):
        with pytest.raises(NotSolvable) as refused:
            call()
        assert refused.value.code == "not-play-phase"
    assert isinstance(refused.value, ValueError)


def test_states_before_the_play_are_not_solvable() -> None:
    """Trump, discard and rob phases are not the play phase either."""
    for upto, phase in ((4, Phase.TRUMP), (5, Phase.DISCARD), (8, Phase.ROB)):
        state = record_example(upto)
        assert state.phase is phase
        with pytest.raises(NotSolvable) as refused:
            price(state)
        assert refused.value.code == "not-play-phase"


def test_a_complete_or_abandoned_hand_is_not_solvable() -> None:
    complete = play_hand(random.Random(5)).final
    assert complete.phase is Phase.COMPLETE
    for fair in (False, True):
        with pytest.raises(NotSolvable) as refused:
            price(complete, fair=fair)
        assert refused.value.code == "not-play-phase"
    redeal = random_hand(7, PROFILES["redeal"], all_pass=True)[-1]
    assert redeal.phase is Phase.REDEAL
    with pytest.raises(NotSolvable) as refused:
        double_dummy(redeal)
    assert refused.value.code == "not-play-phase"


def test_a_table_mode_hand_is_not_solvable() -> None:
    """Section 7: hands played in table mode (irregularities ruled on) are not priced."""
    for state in (play_deal(table_mode=True), record_example(table_mode=True),
                  play_cards(play_deal(table_mode=True), "AH KH QH JH")):
        assert state.phase is Phase.PLAY and state.table is not None
        view = seat_view(state, state.to_move)  # type: ignore[arg-type]
        calls = (partial(price, state), partial(price, state, fair=True), partial(double_dummy, state),
                 partial(fair_pricing, view))
        for call in calls:
            with pytest.raises(NotSolvable) as refused:
                call()
            assert refused.value.code == "table-mode"
    # The same deal outside table mode is priced.
    assert price(play_deal()).mode == "double-dummy"


def test_a_fair_price_is_only_from_the_view_of_the_seat_to_move() -> None:
    state = play_deal()
    assert state.to_move == E
    with pytest.raises(ValueError):
        fair_pricing(seat_view(state, S), 4, 0)
    with pytest.raises(ValueError):
        fair_pricing(seat_view(state, E), 0, 0)
    with pytest.raises(NotSolvable) as refused:
        fair_pricing(seat_view(deal_hand(1), Seat.E), 4, 0)
    assert refused.value.code == "not-play-phase"
