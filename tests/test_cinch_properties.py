"""Properties of the engine on thousands of random hands (hypothesis, deterministic in CI).

- `legal_moves` and `check_move` agree: every legal move passes the check, every random move that
  is not legal draws a `Violation` citing a rule id of cinch-rules.md, and trying it changes
  nothing;
- no live position is without a legal move, and every random game ends (COMPLETE or REDEAL);
- the 52 cards are conserved; moves round-trip through their text;
- under the default options the two sides' counts add up to 14 and at most one side scores;
- table-mode games with random irregularities and claims also always end and never crash.
"""

from __future__ import annotations

import contextlib
import pickle
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.cards import DECK, Card, Suit, cards_of, mask_of
from tutor.games.cinch import (
    PROFILES,
    RULE_IDS,
    HandState,
    IllegalMoveError,
    LegalMoves,
    Move,
    Phase,
    Profile,
    Verb,
    apply_move,
    check_move,
    deal_hand,
    legal_moves,
    new_hand,
    score_hand,
)
from tutor.games.cinch.moves import TABLE_VERBS
from tutor.games.cinch.profile import CHOICES
from tutor.games.cinch.ranking import TRUMP_MASK
from tutor.games.seats import Seat

MAX_MOVES = 80
"""A regular hand has at most 33 moves (4 calls, trump, 3 discards, rob, 24 plays)."""


def deterministic(examples: int) -> settings:
    return settings(
        max_examples=examples,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )


@st.composite
def profiles(draw: st.DrawFn) -> Profile:
    """A named profile, or any combination of the options of section 8."""
    if draw(st.booleans()):
        return draw(st.sampled_from(list(PROFILES.values())))
    options = {option: draw(st.sampled_from(values)) for option, values in CHOICES.items()}
    return Profile(name="random", target=draw(st.sampled_from([42, 51, 62])), **options)


seeds = st.integers()
dealers = st.sampled_from(list(Seat))


def is_standard_play(profile: Profile) -> bool:
    """The options under which every scoring trump is always in play (section 4)."""
    return profile.excess_trumps == "non_point_only" and profile.dealer_rob == "keep_all_trumps"


# --- helpers ------------------------------------------------------------------------------------


def enumerated(moves: LegalMoves, move: Move) -> bool:
    """Whether `move` is one of `moves`, judged from the listing itself (not via `check_move`)."""
    if move in moves.listed:
        return True
    if move.verb is Verb.CLAIM and move.cards:  # listed once, in deck order; any order is legal
        return move._replace(cards=tuple(sorted(move.cards))) in moves.listed
    choice = moves.choice
    if choice is None or move.verb is not moves.choice_verb or move.seat != moves.state.to_move:
        return False
    mask = mask_of(move.cards)
    extra = mask & ~choice.fixed
    return (
        len(move.cards) == mask.bit_count()
        and mask & choice.fixed == choice.fixed
        and extra & ~choice.pool == 0
        and extra.bit_count() == choice.k
    )


def some_legal_moves(moves: LegalMoves, rng: random.Random) -> list[Move]:
    """All the legal moves, or a sample of the listed ones and of a big choice (the rob)."""
    if len(moves) <= 60:
        return list(moves)
    listed = list(moves.listed)
    return rng.sample(listed, min(len(listed), 40)) + [moves.random(rng) for _ in range(20)]


def random_move(state: HandState, rng: random.Random) -> Move:
    """A random, well-formed move by any seat (half the time the seat to move): usually illegal."""
    seat = state.to_move if state.to_move is not None and rng.random() < 0.5 else rng.choice(list(Seat))
    hand = list(state.hand(seat))
    kind = rng.randrange(10)
    if kind == 0:
        text = f"bid {rng.randint(0, 16)}"
    elif kind == 1:
        text = "pass"
    elif kind == 2:
        text = f"trump {rng.choice('SHDC')}"
    elif kind == 3:
        chosen = rng.sample(hand, rng.randint(0, len(hand)))
        if rng.random() < 0.2:
            chosen.append(rng.choice([card for card in DECK if card not in chosen]))
        text = "discard " + " ".join(map(str, chosen))
    elif kind == 4:
        pool = list(state.hand(state.dealer)) + list(state.stock)
        chosen = rng.sample(pool, min(len(pool), rng.choice((5, 6, 6, 6, 7))))
        if rng.random() < 0.2:
            chosen[0:1] = [rng.choice([card for card in DECK if card not in chosen])]
        text = "rob " + " ".join(map(str, chosen))
    elif kind in (5, 6) and hand:
        text = f"play {rng.choice(hand)}"
    elif kind == 7:
        text = f"play {rng.choice(DECK)}"
    elif kind == 8:
        text = rng.choice(
            ("claim revoke", "claim misdeal", "claim new-deal face-up-in-pack", "claim new-deal dealt-face-up",
             "claim new-deal improper-cut", "withdraw", "withdraw lead-trump", "accept")
        )
    else:
        target = rng.choice(list(Seat))
        held = list(state.hand(target)) or list(DECK)
        text = f"claim excess {target} " + " ".join(map(str, rng.sample(held, min(len(held), rng.randint(1, 2)))))
    move = Move.parse(f"{seat} {text}")
    assert Move.parse(str(move)) == move
    return move


def cards_in_place(state: HandState) -> Counter[Card]:
    """Every card where it is: hands, stock, discards, tricks and the current trick."""
    where: Counter[Card] = Counter()
    for hand in state.hands:
        where.update(cards_of(hand))
    where.update(state.stock)
    for discard in state.discards:
        where.update(discard or ())
    for trick in state.tricks:
        where.update(card for _, card in trick.plays)
    where.update(card for _, card in state.trick)
    return where


def check_position(state: HandState, rng: random.Random, trials: int = 6) -> LegalMoves:
    """The properties of one live position; returns its legal moves."""
    moves = legal_moves(state)
    assert moves, f"no legal move in a live position: {state}"
    assert len(moves) > 0
    for move in some_legal_moves(moves, rng):
        assert check_move(state, move) is None, (move, check_move(state, move))
        assert Move.parse(str(move)) == move
        if state.table is None:
            assert move.seat == state.to_move
    snapshot = pickle.loads(pickle.dumps(state))  # a deep copy, five times faster than deepcopy
    for _ in range(trials):
        move = random_move(state, rng)
        violation = check_move(state, move)
        if violation is None:
            assert enumerated(moves, move), (move, state)
            apply_move(state, move)  # what `check_move` allows, `apply_move` makes
            continue
        assert violation.rule in RULE_IDS
        assert not enumerated(moves, move), (move, violation)
        try:
            apply_move(state, move)
        except IllegalMoveError as error:
            assert error.violation == violation and error.move == move
        else:
            assert state.table is not None, f"{move} was applied outside table mode despite {violation}"
    assert state == snapshot
    return moves


# --- properties of regular play -----------------------------------------------------------------


@deterministic(1200)
@given(seed=seeds, profile=profiles(), dealer=dealers)
def test_property_legal_moves_and_verdicts_agree_in_random_games(seed: int, profile: Profile, dealer: Seat) -> None:
    rng = random.Random(seed)
    state = deal_hand(rng, dealer, profile)
    for _ in range(MAX_MOVES):
        if state.phase.is_over:
            break
        moves = check_position(state, rng)
        if state.refill is None:
            assert cards_in_place(state) == Counter(DECK)
        state = apply_move(state, moves.random(rng))
    assert state.phase in (Phase.COMPLETE, Phase.REDEAL)
    assert list(legal_moves(state)) == []
    over = check_move(state, Move(Seat.N, Verb.PASS))
    assert over is not None and over.rule == "turn.order"
    if state.phase is Phase.REDEAL:
        assert profile.all_pass == "redeal" and state.next_dealer is dealer.left
        return
    if state.refill is None:
        assert cards_in_place(state) == Counter(DECK)
    assert all(hand == 0 for hand in state.hands) and len(state.tricks) == 6
    sheet = score_hand(state)
    assert min(sheet.scores) == 0, "at most one side scores a hand"
    if is_standard_play(profile):
        assert sum(sheet.counts) == 14
        assert all(won.rule == "points.capture" for won in sheet.points)


@deterministic(2500)
@given(seed=seeds, dealer=dealers)
def test_property_standard_counts_add_up_to_14_and_one_side_at_most_scores(seed: int, dealer: Seat) -> None:
    rng = random.Random(seed)
    state = deal_hand(rng, dealer)
    while not state.phase.is_over:
        state = apply_move(state, legal_moves(state).random(rng))
    sheet = score_hand(state)
    assert sum(sheet.counts) == 14
    assert min(sheet.scores) == 0
    bidders = sheet.bidder.side
    if sheet.made:
        assert sheet.bid == 0 or sheet.counts[bidders] >= sheet.bid
        assert max(sheet.scores) == abs(sheet.counts[0] - sheet.counts[1])
    else:
        assert sheet.scores[bidders.other] == 14 + sheet.bid - sheet.counts[bidders]
        assert 15 <= max(sheet.scores) <= 28
    for won in sheet.points:
        assert won.trick is not None
        trick = state.tricks[won.trick - 1]
        assert won.winner is trick.winner and won.side is trick.winner.side


@deterministic(300)
@given(seed=seeds, trump=st.sampled_from(list(Suit)), dealer=dealers)
def test_property_every_legal_play_follows_the_rules_from_any_trick(seed: int, trump: Suit, dealer: Seat) -> None:
    """Random play positions: the legal cards are exactly those `check_move` accepts among the hand."""
    rng = random.Random(seed)
    state = deal_hand(rng, dealer)
    while state.phase is not Phase.PLAY:
        moves = legal_moves(state)
        if state.phase is Phase.TRUMP:
            assert state.to_move is not None
            state = apply_move(state, Move(state.to_move, Verb.TRUMP, suit=trump))
        else:
            state = apply_move(state, moves.random(rng))
        if state.phase is Phase.REDEAL:  # pragma: no cover - not under the standard profile
            return
    while not state.phase.is_over:
        seat = state.to_move
        assert seat is not None
        allowed = {move.card for move in legal_moves(state)}
        for card in state.hand(seat):
            verdict = check_move(state, Move(seat, Verb.PLAY, (card,)))
            assert (verdict is None) == (card in allowed)
            if verdict is not None:
                assert verdict.rule in ("play.follow-trump", "play.follow-or-trump")
        state = apply_move(state, Move(seat, Verb.PLAY, (rng.choice(sorted(allowed)),)))


# --- table mode ---------------------------------------------------------------------------------


def wrong_deal(state: HandState, rng: random.Random, kind: str) -> tuple[dict[Seat, list[Card]], list[Card]]:
    """The cards of `state` dealt again with the hand sizes of `kind` (`irregular.wrong-hand`).

    ``right``: nine each; ``one-off``: one card in the wrong hand; ``short-dealer``: the dealer has
    at most five cards and the others thirteen each, so the stock may run out in the fill; ``any``:
    every hand from none to thirteen cards, the stock the rest.
    """
    pack = [card for seat in Seat for card in state.hand(seat)] + list(state.stock)
    rng.shuffle(pack)
    sizes = dict.fromkeys(Seat, 9)
    if kind == "one-off":
        short, long = rng.sample(list(Seat), 2)
        sizes[short], sizes[long] = 8, 10
    elif kind == "short-dealer":
        sizes = dict.fromkeys(Seat, 13) | {state.dealer: rng.randint(0, 5)}
    elif kind == "any":
        sizes = {seat: rng.randint(0, 13) for seat in Seat}
    hands = {}
    for seat in Seat:
        hands[seat], pack = pack[:sizes[seat]], pack[sizes[seat]:]
    return hands, pack


@deterministic(800)
@given(seed=seeds, profile=profiles(), dealer=dealers,
       kind=st.sampled_from(["right", "one-off", "short-dealer", "any"]), claims=st.booleans())
def test_property_table_mode_random_games_with_irregularities_end_and_never_crash(
    seed: int, profile: Profile, dealer: Seat, kind: str, claims: bool
) -> None:
    """Any deal, however wrong the hand sizes (`irregular.wrong-hand`), is played out.

    Without claims nobody calls a misdeal or draws an excess: hands of any size reach the rob and
    the play, and trump is often the suit the non-dealers hold fewest of, so that the stock runs
    out and the dealer may have fewer than six cards to keep.
    """
    rng = random.Random(seed)
    hands, stock = wrong_deal(deal_hand(rng, dealer, profile), rng, kind)
    state = new_hand(dealer, hands, stock, profile, table_mode=True)
    for _ in range(4 * MAX_MOVES):
        if state.phase.is_over:
            break
        moves = check_position(state, rng, trials=3)
        if claims and rng.random() < 0.25:
            move = random_move(state, rng)
            with contextlib.suppress(IllegalMoveError):
                state = apply_move(state, move)
        else:
            state = apply_move(state, moves.random(rng) if claims else regular_move(moves, rng))
    assert state.phase.is_over, "the table-mode hand did not end"
    if state.phase is Phase.COMPLETE:
        for claim in legal_moves(state):  # claims remain possible until the hand is scored
            assert claim.verb is Verb.CLAIM
            state = apply_move(state, claim) if rng.random() < 0.5 else state
        sheet = score_hand(state)
        assert min(sheet.scores) == 0
        assert len(state.tricks) == 6
        for trick in state.tricks:  # a player with no card left is passed over
            assert 1 <= len(trick.plays) == len({seat for seat, _ in trick.plays}) <= 4
        if kind == "right":
            assert all(len(trick.plays) == 4 for trick in state.tricks)


def regular_move(moves: LegalMoves, rng: random.Random) -> Move:
    """A random legal move that is no claim: a live position always has one.

    Half the time, trump is the suit the non-dealers hold fewest of.
    """
    state = moves.state
    regular = [move for move in moves.listed if move.verb not in TABLE_VERBS]
    assert regular or moves.choice is not None, f"only claims in a live position: {state}"
    if moves.choice is not None:
        assert state.to_move is not None and moves.choice_verb is not None and moves.choice.count() > 0
        return Move(state.to_move, moves.choice_verb, cards_of(moves.choice.random_mask(rng)))
    if state.phase is Phase.TRUMP and rng.random() < 0.5:
        others = [state.hands[seat] for seat in Seat if seat != state.dealer]
        return min(regular, key=lambda move: sum((hand & TRUMP_MASK[move.suit]).bit_count() for hand in others))
    return rng.choice(regular)
