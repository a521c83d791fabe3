"""`solver.md` "Fair value": the deals of the unseen cards that fit what the seat to move knows
(`tutor.games.cinch.sampler.Unseen`), and the fair price averaged over them.

What a seat knows is worked out here again from the state and the rules, independently of the
sampler: its own hand and discard, every card played, the dead trumps, the non-dealers' face-up
discards; the hand sizes; the non-dealers' trumps kept before the draw (`draw.discard`,
`draw.fill`), the dealer's six trumps when he left some out (`draw.rob`); no trump put away
unseen (`draw.excess-trumps`, `draw.rob`); the voids shown by play (`play.follow-trump`,
`play.follow-or-trump`). Every sampled deal must fit all of it, and the strongest check replays
the recorded play of the hand through the engine with the sampled hands.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections import Counter
from collections.abc import Iterator
from math import comb, sqrt

from cinch_positions import position, show
from cinch_solver_oracle import move_values, random_hand

from tutor.cards import DECK, Card, Suit, cards_of, mask_of
from tutor.games.cinch import (
    PROFILES,
    STANDARD,
    HandState,
    Move,
    Phase,
    Profile,
    Verb,
    apply_move,
    check_move,
    effective_suit,
    is_trump,
    left_pedro,
    legal_moves,
    seat_view,
)
from tutor.games.cinch.practice.hands import play_hand
from tutor.games.cinch.pricing import double_dummy, fair_pricing, price
from tutor.games.cinch.sampler import Unseen
from tutor.games.seats import Seat

KEEP = 6
FACE_DOWN = Profile(name="face-down", discards="face_down")
FREE_ROB = PROFILES["free-rob"]

Deal = tuple[int, int, int, int]


# --- What a seat knows, worked out again ----------------------------------------------------------


def plays_of(state: HandState) -> list[tuple[Seat, Card]]:
    """Every card played so far, in order."""
    return [play for trick in state.tricks for play in trick.plays] + list(state.trick)


def tricks_of(state: HandState) -> list[tuple[tuple[Seat, Card], ...]]:
    return [trick.plays for trick in state.tricks] + ([state.trick] if state.trick else [])


STOCK = 16


def stock_ran_short(state: HandState) -> bool:
    """`draw.stock-short`: the non-dealers drew more than the stock held, the rest from the
    shuffled non-trump discards."""
    return sum(state.took[seat] for seat in Seat if seat != state.dealer) > STOCK


def seen_by(state: HandState, seat: Seat) -> int:
    """The cards `seat` has seen and knows are out of the other hands: its hand and its own
    discard, the cards played, the dead trumps, and the non-dealers' discards when they are face
    up; but when the stock ran short the non-trump discards were shuffled and dealt again, so
    none of them is known to be out of play."""
    seen = state.hands[seat] | mask_of(card for _, card in plays_of(state)) | mask_of(card for _, card in state.dead)
    discards = [seat] + ([owner for owner in Seat if owner != state.dealer] if state.profile.discards == "face_up" else [])
    for owner in discards:
        cards = state.discards[owner] or ()
        if stock_ran_short(state) and owner != state.dealer:
            cards = tuple(card for card in cards if any(card == dead for _, dead in state.dead))
        seen |= mask_of(cards)
    return seen


def trump_mask(state: HandState) -> int:
    assert state.trump is not None
    return mask_of(card for card in DECK if is_trump(card, state.trump))


def suit_mask(state: HandState, suit: Suit) -> int:
    """The cards that play as `suit` (the Left Pedro with the trumps)."""
    assert state.trump is not None
    return mask_of(card for card in DECK if effective_suit(card, state.trump) == suit)


def voids(state: HandState) -> dict[Seat, set[Suit]]:
    """The suits each seat has shown it holds none of: a card of a third suit on a plain lead,
    or no trump on a trump lead."""
    assert state.trump is not None
    trump = state.trump
    shown: dict[Seat, set[Suit]] = {seat: set() for seat in Seat}
    for plays in tricks_of(state):
        led = effective_suit(plays[0][1], trump)
        for seat, card in plays[1:]:
            suit = effective_suit(card, trump)
            if led == trump and suit != trump:
                shown[seat].add(trump)
            elif led != trump and suit not in (led, trump):
                shown[seat].add(led)
    return shown


def played_by(state: HandState, seat: Seat) -> int:
    return mask_of(card for who, card in plays_of(state) if who == seat)


class Knowledge:
    """What `seat` knows of `state`, worked out once; `problems(deal)` says why a deal of the
    four hands does not fit it (empty: it fits)."""

    def __init__(self, state: HandState, seat: Seat) -> None:
        self.state, self.seat = state, seat
        self.seen = seen_by(state, seat)
        self.unseen = ((1 << 52) - 1) & ~self.seen
        self.trumps = trump_mask(state)
        self.void = {other: [(suit, suit_mask(state, suit)) for suit in suits] for other, suits in voids(state).items()}
        self.played = {other: played_by(state, other) for other in Seat}
        self.left_out = {other: any(who == other for who, _ in state.dead) for other in Seat}

    def hand_problems(self, other: Seat, hand: int) -> list[str]:
        """What is wrong with `hand` as the hand of `other` alone."""
        state, problems = self.state, []
        if other == self.seat:
            return [] if hand == state.hands[other] else ["the seat's own hand changed"]
        if hand.bit_count() != state.hands[other].bit_count():
            problems.append(f"{other} holds {hand.bit_count()} cards, not {state.hands[other].bit_count()}")
        if hand & self.seen:
            problems.append(f"{other} holds seen cards {show(cards_of(hand & self.seen))}")
        for suit, mask in self.void[other]:
            if hand & mask:
                problems.append(f"{other} holds a card of {suit} after showing a void")
        at_first_lead = hand | self.played[other]
        count = (at_first_lead & self.trumps).bit_count()
        if other != state.dealer and count < KEEP - state.took[other]:
            problems.append(f"{other} had {count} trumps at the first lead, took {state.took[other]}")
        if (other == state.dealer and self.left_out[other] and state.profile.dealer_rob == "keep_all_trumps"
                and at_first_lead & ~self.trumps):
            problems.append(f"the dealer {other} left trumps out but kept a plain card")
        return problems

    def problems(self, deal: Deal) -> list[str]:
        problems = [problem for other in Seat for problem in self.hand_problems(other, deal[other])]
        if any(deal[a] & deal[b] for a, b in itertools.combinations(Seat, 2)):
            problems.append("a card in two hands")
        held = deal[0] | deal[1] | deal[2] | deal[3]
        if self.trumps & self.unseen & ~held:
            problems.append(f"trumps put away unseen: {show(cards_of(self.trumps & self.unseen & ~held))}")
        return problems


def problems_with(state: HandState, seat: Seat, deal: Deal) -> list[str]:
    """Why `deal` (four hands) does not fit what `seat` knows of `state` (empty: it fits)."""
    return Knowledge(state, seat).problems(deal)


def first_lead(states: tuple[HandState, ...]) -> HandState:
    return next(state for state in states if state.phase is Phase.PLAY)


def replay_problems(first: HandState, state: HandState, deal: Deal) -> list[str]:
    """Replay the play of the hand from its first lead with the sampled hands (each seat's hand
    now plus what it played) through the engine: every recorded card must be accepted."""
    hands = tuple(deal[seat] | played_by(state, seat) for seat in Seat)
    replay = first._replace(hands=hands)
    for seat, card in plays_of(state):
        move = Move(seat, Verb.PLAY, (card,))
        violation = check_move(replay, move)
        if violation is not None:
            return [f"{move} refused on replay: {violation}"]
        replay = apply_move(replay, move)
    if replay.hands != deal:
        return ["the replay does not end with the sampled hands"]
    return []


# --- Seeded positions ------------------------------------------------------------------------------


@functools.cache
def hands_to_sample() -> tuple[tuple[HandState, ...], ...]:
    """Seeded hands under several profiles, each from the deal to the end."""
    hands = [play_hand(random.Random(seed)).states for seed in range(20)]
    hands += [random_hand(600 + seed, FACE_DOWN) for seed in range(10)]
    hands += [random_hand(700 + seed, FREE_ROB) for seed in range(10)]
    hands += [random_hand(800 + seed, STANDARD) for seed in range(10)]
    hands += [random_hand(900 + seed, [STANDARD, FACE_DOWN][seed % 2], all_pass=True) for seed in range(6)]
    return tuple(states for states in hands if any(state.phase is Phase.PLAY for state in states))


def sampled_positions() -> Iterator[tuple[HandState, HandState, Seat]]:
    """(first lead, position, seat): the seat to move at every third play position, and every
    seat at the first lead (the dealer's view included)."""
    for states in hands_to_sample():
        first = first_lead(states)
        plays = [state for state in states if state.phase is Phase.PLAY]
        for seat in Seat:
            yield first, first, seat
        for state in plays[1::3]:
            assert state.to_move is not None
            yield first, state, state.to_move


# --- Every sampled deal fits the view ---------------------------------------------------------------


def test_the_true_deal_fits_what_each_seat_knows() -> None:
    """The checks below are right: the real hands always pass them (and replay)."""
    count = 0
    for first, state, seat in sampled_positions():
        assert problems_with(state, seat, state.hands) == [], (state, seat)
        assert replay_problems(first, state, state.hands) == []
        count += 1
    assert count >= 500


def test_every_sampled_deal_fits_what_the_seat_knows() -> None:
    """Hand sizes as in `view.hand_sizes`; the seat's own hand unchanged; no card it has seen in
    another hand; no trump put away unseen; voids shown by play respected (the Left Pedro a
    trump); each non-dealer with at least six minus what he drew in trumps at the first lead; a
    dealer who left trumps out (`keep_all_trumps`) with six trumps."""
    failures = []
    deals = 0
    for _, state, seat in sampled_positions():
        view = seat_view(state, seat)
        knowledge = Knowledge(state, seat)
        for deal in Unseen(view).deals(6, seed=state.hands[0] % 1000):
            deals += 1
            problems = knowledge.problems(deal)
            if [deal[s].bit_count() for s in Seat] != list(view.hand_sizes):
                problems.append("hand sizes differ from view.hand_sizes")
            if problems:
                failures.append((state, seat, deal, problems))
    assert deals >= 3000
    assert not failures, f"{len(failures)} deals do not fit; first: {failures[0]}"


def test_every_sampled_deal_replays_the_recorded_play() -> None:
    """The strongest check: give each seat its sampled hand plus the cards it played, start from
    the first lead, and the engine (`check_move`) accepts every card of the record."""
    failures = []
    for first, state, seat in sampled_positions():
        if state is first:
            continue
        for deal in Unseen(seat_view(state, seat)).deals(6, seed=7):
            problems = replay_problems(first, state, deal)
            if problems:
                failures.append((state, seat, deal, problems))
    assert not failures, f"{len(failures)} deals do not replay; first: {failures[0]}"


def test_voids_shown_by_play_are_in_the_sample() -> None:
    """The sample has voids of every kind to respect: in trumps (no trump on a trump lead) and in
    a plain suit; and positions where the Left Pedro is unseen while another seat has shown a
    void in trumps (it must not get it) or in the Pedro's printed suit (it may)."""
    kinds = set()
    for _, state, seat in sampled_positions():
        assert state.trump is not None
        pedro = left_pedro(state.trump)
        unseen = not seen_by(state, seat) >> pedro & 1
        for other, suits in voids(state).items():
            if other != seat:
                kinds |= {"trump" if suit == state.trump else "plain" for suit in suits}
                if unseen and state.trump in suits:
                    kinds.add("Left Pedro unseen, void in trumps")
                if unseen and pedro.suit in suits:
                    kinds.add("Left Pedro unseen, void in its printed suit")
    assert kinds == {"trump", "plain", "Left Pedro unseen, void in trumps", "Left Pedro unseen, void in its printed suit"}


def test_unseen_reports_the_voids_and_the_least_trumps_each_seat_has_shown() -> None:
    """`Unseen.voids` (suits as they play: the Left Pedro with the trumps) and
    `Unseen.least_trumps` for each other seat, worked out again: a non-dealer holds at least six
    minus what he drew minus the trumps he has played; a dealer who left trumps out under
    ``keep_all_trumps`` holds only trumps; nobody else is bound."""
    for _, state, seat in sampled_positions():
        unseen = Unseen(seat_view(state, seat))
        shown = voids(state)
        trumps = trump_mask(state)
        others = [other for other in Seat if other != seat]
        assert unseen.suits[0] == state.trump
        assert [{unseen.suits[index] for index in suits} for suits in unseen.voids] == [shown[o] for o in others]
        least = []
        for other in others:
            held = state.hands[other].bit_count()
            played_trumps = (played_by(state, other) & trumps).bit_count()
            if other != state.dealer:
                least.append(max(0, min(held, KEEP - state.took[other] - played_trumps)))
            elif state.profile.dealer_rob == "keep_all_trumps" and any(who == other for who, _ in state.dead):
                least.append(held)
            else:
                least.append(0)
        assert list(unseen.least_trumps) == least, (state, seat)


# --- Same view, same numbers ---------------------------------------------------------------------------


def indistinguishable_twin(state: HandState) -> HandState | None:
    """The state with one card of one suit swapped between two hands other than the mover's, both
    holding that suit (as it plays: the Left Pedro with the trumps): suit lengths, voids, trump
    counts and every past play stay as they were, so the mover's view is the same."""
    assert state.trump is not None and state.to_move is not None
    others = [seat for seat in Seat if seat != state.to_move]
    for a, b in itertools.combinations(others, 2):
        for suit in (state.trump, *Suit):
            mask = suit_mask(state, suit)
            mine, theirs = state.hands[a] & mask, state.hands[b] & mask
            if mine and theirs:
                x, y = cards_of(mine)[-1], cards_of(theirs)[0]
                hands = list(state.hands)
                hands[a] ^= (1 << x) | (1 << y)
                hands[b] ^= (1 << x) | (1 << y)
                return state._replace(hands=tuple(hands))
    return None


def twins() -> list[tuple[HandState, HandState]]:
    pairs = []
    for states in hands_to_sample()[:24]:
        plays = [state for state in states if state.phase is Phase.PLAY]
        for state in plays[5:14:4]:  # in tricks 2 to 4: cheap to price, much still unseen
            twin = indistinguishable_twin(state)
            if twin is not None:
                pairs.append((state, twin))
    return pairs


def test_two_states_the_seat_cannot_tell_apart_get_the_same_fair_price() -> None:
    """`solver.md`: the fair value is a function of the view, the seed and the number of samples
    only; nothing may depend on where the unseen cards really are. Two different true states
    with the same view of the seat to move give the same deals and the same prices, though their
    double-dummy prices may differ."""
    pairs = twins()
    assert len(pairs) >= 30
    differs = 0
    for state, twin in pairs:
        assert state != twin
        assert problems_with(twin, twin.to_move, twin.hands) == []  # type: ignore[arg-type]
        view = seat_view(state, state.to_move)  # type: ignore[arg-type]
        assert seat_view(twin, twin.to_move) == view  # type: ignore[arg-type]
        assert list(Unseen(view).deals(5, 11)) == list(Unseen(seat_view(twin, twin.to_move)).deals(5, 11))  # type: ignore[arg-type]
        assert price(state, fair=True, samples=4, seed=11) == price(twin, fair=True, samples=4, seed=11)
        differs += double_dummy(state) != double_dummy(twin)
    assert differs >= 3, "the twins should include really different deals"


def test_the_same_seed_gives_the_same_fair_price_and_another_seed_usually_not() -> None:
    """`solver.md`: the seed fixes the deals drawn: the same seed gives the same numbers (from the
    view or from the state through `price`), other seeds draw other deals and usually other
    numbers."""
    changed = 0
    positions = 0
    for states in hands_to_sample()[:10]:
        state = [state for state in states if state.phase is Phase.PLAY][9]  # trick 3
        view = seat_view(state, state.to_move)  # type: ignore[arg-type]
        once = fair_pricing(view, 6, 1)
        assert fair_pricing(view, 6, 1) == once
        assert price(state, fair=True, samples=6, seed=1) == once
        others = {fair_pricing(view, 6, seed) for seed in (2, 3, 4)}
        changed += any(other != once for other in others)
        positions += 1
    assert changed >= positions // 2, (changed, positions)


def test_a_fair_price_is_the_average_double_dummy_value_over_the_sampled_deals() -> None:
    """`solver.md` "Fair value": the average, over the deals the sampler draws, of each card's
    double-dummy value, here computed with the plain minimax of `cinch_solver_oracle` on endings;
    costs are the best average minus each card's, values floats, sorted best first then by text."""
    checked = 0
    for states in hands_to_sample()[:30]:
        for state in [state for state in states if state.phase is Phase.PLAY][12:20:3]:
            assert state.to_move is not None
            view = seat_view(state, state.to_move)
            samples, seed = 5, checked
            pricing = fair_pricing(view, samples, seed)
            totals: Counter = Counter()
            for deal in Unseen(view).deals(samples, seed):
                for card, value in move_values(state._replace(hands=deal)).items():
                    totals[card] += value
            expected = {card: total / samples for card, total in totals.items()}
            assert {p.move.card: p.value for p in pricing.moves} == expected
            assert (pricing.mode, pricing.samples, pricing.to_move) == ("fair", samples, state.to_move)
            best = max(expected.values())
            assert all(p.cost == (best * samples - totals[p.move.card]) / samples for p in pricing.moves)
            assert all(isinstance(p.value, float) for p in pricing.moves)
            keys = [(-p.value, str(p.move)) for p in pricing.moves]
            assert keys == sorted(keys)
            checked += 1
    assert checked >= 50


# --- Counting the deals ------------------------------------------------------------------------------


@functools.cache
def fitting_deals(state: HandState, seat: Seat) -> tuple[Deal, ...]:
    """Every deal of the unseen cards to the other hands that fits what `seat` knows, by brute
    force: each other hand is any set of unseen cards of its size, the rest are put away."""
    knowledge = Knowledge(state, seat)
    others = [other for other in Seat if other != seat]
    options = {
        other: [mask_of(hand) for hand in itertools.combinations(cards_of(knowledge.unseen), state.hands[other].bit_count())
                if not knowledge.hand_problems(other, mask_of(hand))]
        for other in others
    }
    found = []
    for a in options[others[0]]:
        for b in options[others[1]]:
            if a & b:
                continue
            for c in options[others[2]]:
                if not c & (a | b):
                    deal = [0, 0, 0, 0]
                    deal[seat], deal[others[0]], deal[others[1]], deal[others[2]] = state.hands[seat], a, b, c
                    if not knowledge.problems(tuple(deal)):  # type: ignore[arg-type]
                        found.append(tuple(deal))
    return tuple(found)  # type: ignore[arg-type]


def brute_force_size(state: HandState, seat: Seat) -> int:
    unseen = (((1 << 52) - 1) & ~seen_by(state, seat)).bit_count()
    size = 1
    for other in Seat:
        if other != seat:
            size *= comb(unseen, state.hands[other].bit_count())
            unseen -= state.hands[other].bit_count()
    return size


@functools.cache
def small_endings() -> tuple[tuple[HandState, Seat], ...]:
    """Endings of one or two tricks (mid-trick included) whose unseen cards split few enough
    ways to enumerate, from the view of the seat to move: every two-trick ending at a trick's
    start, and a quarter of the others."""
    found = []
    for states in hands_to_sample():
        for state in states:
            if state.phase is Phase.PLAY and sum(h.bit_count() for h in state.hands) <= 8:
                assert state.to_move is not None
                if brute_force_size(state, state.to_move) <= 15_000:
                    found.append((state, state.to_move))
    two_tricks = [(state, seat) for state, seat in found if sum(h.bit_count() for h in state.hands) == 8]
    return tuple(two_tricks + [ending for ending in found if ending not in two_tricks][::4])


def test_the_count_of_fitting_deals_matches_a_brute_force_count() -> None:
    """`Unseen.count()` is the number of deals of the unseen cards that fit the view: every split
    of them into the other hands (the rest put away) enumerated and checked one by one."""
    endings = small_endings()
    assert len(endings) >= 12
    assert sum(1 for state, _ in endings if sum(h.bit_count() for h in state.hands) == 8) >= 2
    assert any(len(fitting_deals(state, seat)) >= 1000 for state, seat in endings)
    for state, seat in endings:
        unseen = Unseen(seat_view(state, seat))
        assert unseen.count() == len(fitting_deals(state, seat)), (state, seat)
        assert sorted(card for cards in unseen.cards for card in cards) == list(
            cards_of(((1 << 52) - 1) & ~seen_by(state, seat))
        )
        assert unseen.sizes == tuple(state.hands[other].bit_count() for other in Seat if other != seat)


def test_every_fitting_deal_is_drawn_equally_often() -> None:
    """`solver.md` / the sampler: every fitting deal is equally likely. On small endings with a
    few fitting deals, a few thousand draws (fixed seed) hit each about equally often: the
    chi-square statistic stays within a wide bound, every fitting deal turns up, nothing else."""
    tested = 0
    for state, seat in small_endings():
        deals = fitting_deals(state, seat)
        if not 3 <= len(deals) <= 40:
            continue
        draws = max(3000, 150 * len(deals))
        counts = Counter(Unseen(seat_view(state, seat)).deals(draws, seed=tested))
        assert set(counts) == set(deals)
        expected = draws / len(deals)
        chi2 = sum((counts[deal] - expected) ** 2 / expected for deal in deals)
        freedom = len(deals) - 1
        assert chi2 <= freedom + 5 * sqrt(2 * freedom) + 5, (chi2, freedom, state)
        tested += 1
        if tested == 5:
            break
    assert tested >= 3


# --- draw.stock-short -------------------------------------------------------------------------------


def stock_short_hand() -> HandState:
    """`draw.stock-short`: hearts trumps; the dealer N holds nine trumps, the stock five trumps
    and eleven plain cards, E S W no trump at all. Each non-dealer needs six: E and S take six
    from the stock each, W the last four and two from the shuffled discards (E's first two,
    face up: 2S 3S). N keeps six trumps of his own nine, the other three are dead. S bid 7 and
    leads."""
    trumps = [card for card in DECK if is_trump(card, Suit.HEARTS)]
    plain = [card for card in DECK if not is_trump(card, Suit.HEARTS)]
    hands = {Seat.N: trumps[:9], Seat.E: plain[:9], Seat.S: plain[9:18], Seat.W: plain[18:27]}
    stock = trumps[9:] + plain[27:]
    state = position(Seat.N, hands, stock, [
        "E pass", "S bid 7", "W pass", "N pass", "S trump H",
        f"E discard {show(hands[Seat.E])}", f"S discard {show(hands[Seat.S])}", f"W discard {show(hands[Seat.W])}",
        "N rob 2H 3H 4H 5H 6H 10H",
    ])
    assert state.phase is Phase.PLAY and state.to_move == Seat.S
    assert state.took == (0, 6, 6, 6) and state.refill is not None
    return state


def test_a_stock_short_hand_has_fitting_deals_that_include_the_true_one() -> None:
    """`draw.stock-short`: after the stock ran out, W holds two cards of E's face-up discard
    (dealt again from the shuffled discards). The seat to move, S, saw that discard, but the
    cards are back in play: the true deal fits what S knows, so there are fitting deals to draw
    and a fair price exists."""
    state = stock_short_hand()
    e_discard = mask_of(state.discards[Seat.E] or ())
    assert state.hands[Seat.W] & e_discard, "W holds cards of E's face-up discard"
    assert problems_with(state, Seat.S, state.hands) == []
    view = seat_view(state, Seat.S)
    assert Unseen(view).count() > 0
    pricing = price(state, fair=True, samples=2, seed=0)
    assert {p.move for p in pricing.moves} == set(legal_moves(state))
