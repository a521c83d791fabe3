"""Making exercises: walk seeded hands until one fits the kind, the level and the case asked for.

Each kind has one or more cases (`CASES`), each practising one rule id; the house rules decide
which of them a hand can show (`cases_for`: no hand is passed out under ``all_pass=redeal``, the
dealer is stuck with the bid under ``stick_dealer``, the bidders cannot make a bid of 7 and be
outscored). The seed picks the case (``seed % len(cases)``) and then the hands, seeded with
``"hand-score.2.812734@bid-six/0"``, ``/1`` … until one fits (`tutor.exercises`), so
``(kind, level, seed, profile)`` makes the same exercise every time. Every answer is the engine's
under the profile: `legal_moves`, `is_trump`, `STRENGTH`, `left_pedro`, `score_hand`, `GameScore`
(to the profile's target), and the double-dummy solver's `double_dummy` for best-card.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from tutor import exercises
from tutor.cards import Card, Rank, Suit, cards_of
from tutor.games.cinch import (
    RULE_IDS,
    STANDARD,
    GameScore,
    HandState,
    Phase,
    Profile,
    ScoreSheet,
    is_trump,
    legal_moves,
)
from tutor.games.cinch.practice.hands import PlayedHand, dealer_was_stuck, play_hand
from tutor.games.cinch.practice.model import (
    LEVELS,
    Answer,
    Exercise,
    Kind,
    canonical_profile,
    check_arguments,
)
from tutor.games.cinch.pricing import double_dummy
from tutor.games.cinch.ranking import (
    FOLLOW,
    POINTS_IN_PLAY,
    STRENGTH,
    TRUMP_MASK,
    left_pedro,
    right_pedro,
    trump_order,
)
from tutor.games.seats import Seat, Side


class Case(NamedTuple):
    """One kind of situation an exercise can be about, and the rule id it practises."""

    name: str
    concept: str


CASES: dict[Kind, tuple[Case, ...]] = {
    Kind.HIGHER_TRUMP: (Case("pair", "rank.trump-order"),),
    Kind.IS_TRUMP: (
        Case("left-pedro", "rank.left-pedro"),  # the Left Pedro: yes
        Case("same-colour", "rank.same-colour-suit"),  # a card of the same colour but not its 5: no
        Case("right-pedro", "rank.right-pedro"),  # the 5 of trumps: yes
        Case("other-five", "rank.left-pedro"),  # a 5 of the other colour: no
    ),
    Kind.LEFT_PEDRO: (Case("left-pedro", "rank.left-pedro"),),
    Kind.LEGAL_CARDS: (
        Case("follow-trump", "play.follow-trump"),
        Case("follow-or-trump", "play.follow-or-trump"),
        Case("void", "play.void"),
    ),
    Kind.POINT_WINNERS: (
        Case("any", "points.capture"),
        Case("captured", "points.capture"),  # a scoring card shown falls to the other side
    ),
    Kind.COUNTS: (Case("counts", "points.cards"),),
    Kind.MADE: (
        Case("made", "score.made"),
        Case("set", "score.set"),
        Case("outscored", "score.made"),  # made, but the opponents took more and score
        Case("no-contract", "bid.all-pass"),
    ),
    Kind.HAND_SCORE: (
        Case("bidders-score", "score.made"),
        Case("set", "score.set"),
        Case("opponents-score", "score.made"),
        Case("equal", "score.made"),
        Case("no-contract", "bid.all-pass"),
    ),
    Kind.GAME_WINNER: (
        Case("reached", "game.target"),
        Case("not-reached", "game.target"),
    ),
    Kind.BEST_CARD: (Case("best-card", "points.capture"),),  # where the scoring cards still to play go
}
"""The cases of each kind under the standard profile; a seed's case is
``cases_for(kind, profile)[seed % len(cases_for(kind, profile))]``."""

ALL_PASS_CASES: dict[str, Case | None] = {
    "dealer_no_contract": Case("no-contract", "bid.all-pass"),
    "stick_dealer": Case("stuck-dealer", "bid.all-pass"),  # the three others passed: the dealer had to bid
    "redeal": None,  # a hand everyone passes is thrown in: none is played out
}
"""[the profile's ``all_pass``] → the case that stands for ``no-contract``."""
OUTSCORED_CASES = ("outscored", "opponents-score")
"""The cases where the bidders make their bid and the opponents take more points."""


def cases_for(kind: Kind, profile: Profile = STANDARD) -> tuple[Case, ...]:
    """The cases of `kind` a hand played under `profile` can show, in the order of `CASES`."""
    cases = (_case_under(case, profile) for case in CASES[kind])
    return tuple(case for case in cases if case is not None)


def _case_under(case: Case, profile: Profile) -> Case | None:
    """`case` as `profile` has it: ``no-contract`` as its ``all_pass`` says (`ALL_PASS_CASES`);
    no outscored bidders when a bid of the lowest amount is half the points or more."""
    if case.name == "no-contract":
        return ALL_PASS_CASES[profile.all_pass]
    if case.name in OUTSCORED_CASES and 2 * profile.min_bid >= POINTS_IN_PLAY:
        return None
    return case


CONCEPTS: tuple[str, ...] = exercises.practised(RULE_IDS, CASES)
"""Every rule id some kind of exercise practises under the standard profile, in the order of the
rules (`concepts_for` under others)."""


def concepts_for(profile: Profile = STANDARD) -> tuple[str, ...]:
    """Every rule id some kind of exercise practises under `profile`, in the order of the rules."""
    return MAKER.concepts_for(profile)


MAX_HANDS = 10_000
"""How many hands a seed may walk through: the rarest cases (no contract or the opponents scoring,
at level 1) take 25 hands on average and at most 150 over 60 seeds; with a lowest bid of 6 or 7,
the opponents scoring or equal counts take 90 on average and at most 400."""

PLAY_TRICKS = {1: (5,), 2: (3, 4), 3: (1, 2)}
"""The tricks a position is taken from (legal-cards and the ranking kinds): late tricks first."""
SHOWN_FROM = {1: (5, 6), 2: (4,), 3: (1,)}
"""The first trick shown card by card (the scoring kinds): the last one or two, half, all."""
BEST_CARD_TRICKS = {1: 5, 2: 4, 3: 3}
"""The trick a best-card position is taken from: two, three or four tricks left to play. The
solver prices a position of trick 3 in a few milliseconds at most; an earlier one would take up
to half a second."""


Job = exercises.Job[Kind, Case, Profile]
Build = Callable[[Job, PlayedHand, random.Random], "Exercise | None"]


def generate(kind: Kind, level: int, seed: int, profile: Profile = STANDARD) -> Exercise:
    """The exercise ``(kind, level, seed)`` under the house rules `profile`, the same every time;
    `ValueError` for a bad argument."""
    return MAKER.generate(kind, level, seed, profile)


def kinds_for(concept: str, profile: Profile = STANDARD) -> tuple[Kind, ...]:
    """The kinds of exercise that practise the rule id `concept` under `profile` (none for a rule
    not practised)."""
    return MAKER.kinds_for(concept, profile)


def random_exercise(
    rng: random.Random, kind: Kind | None = None, level: int | None = None, *, concept: str | None = None,
    profile: Profile | None = None,
) -> Exercise:
    """A fresh exercise drawn with `rng` under the house rules `profile` (None: the standard
    ones): of `kind` and `level` when given (else any), and practising `concept` when given (its
    kind is then one of `kinds_for(concept, profile)`)."""
    return MAKER.random_exercise(rng, kind, level, concept, profile)


def _exercise(job: Job, hand: PlayedHand, state: HandState, answer: Answer, options: tuple[object, ...],
              shown_from: int, *, seat: Seat | None = None, cards: tuple[Card, ...] = (),
              scores_before: tuple[int, int] | None = None) -> Exercise:
    return Exercise(job.kind, job.level, job.seed, job.case.concept, hand.record, state, seat, cards,
                    scores_before, answer, options, shown_from, job.profile)


# --- ranking: rank.trump-order, rank.left-pedro, rank.right-pedro, rank.same-colour-suit ---------


def _lead_position(job: Job, hand: PlayedHand, rng: random.Random) -> HandState:
    """The position before the first card of a trick, late in the hand at level 1."""
    return hand.positions(rng.choice(PLAY_TRICKS[job.level]))[0]


def _in_play(state: HandState) -> int:
    """The cards still in the four hands, as a mask."""
    hands = state.hands
    return hands[0] | hands[1] | hands[2] | hands[3]


def _holder(state: HandState, card: Card) -> Seat:
    return next(seat for seat in Seat if state.hands[seat] >> card & 1)


def _pair_fits(level: int, trump: Suit, first: Card, second: Card) -> bool:
    """Level 1: far apart, no Pedro; level 2: within three places, no Left Pedro; level 3: the
    Left Pedro against a trump within three places of it."""
    order = trump_order(trump)
    gap = abs(order.index(first) - order.index(second))
    pedros = {left_pedro(trump), right_pedro(trump)}
    if level == 1:
        return gap >= 4 and first not in pedros and second not in pedros
    if level == 2:
        return gap <= 3 and left_pedro(trump) not in (first, second)
    return gap <= 3 and left_pedro(trump) in (first, second)


def _higher_trump(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    state = _lead_position(job, hand, rng)
    trump = state.trump
    assert trump is not None
    held = cards_of(_in_play(state) & TRUMP_MASK[trump])
    pairs = [(a, b) for i, a in enumerate(held) for b in held[i + 1:] if _pair_fits(job.level, trump, a, b)]
    if not pairs:
        return None
    pair = rng.choice(pairs)
    cards = pair if rng.random() < 0.5 else pair[::-1]
    higher = max(cards, key=STRENGTH[trump].__getitem__)
    return _exercise(job, hand, state, higher, cards, len(state.tricks) + 1, cards=cards)


def _is_trump_candidates(case: str, trump: Suit) -> tuple[Card, ...]:
    if case == "left-pedro":
        return (left_pedro(trump),)
    if case == "right-pedro":
        return (right_pedro(trump),)
    if case == "other-five":
        return tuple(Card.of(Rank.FIVE, suit) for suit in Suit if suit.is_red != trump.is_red)
    return tuple(Card.of(rank, trump.same_colour) for rank in Rank if rank is not Rank.FIVE)


def _is_trump(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    state = _lead_position(job, hand, rng)
    trump = state.trump
    assert trump is not None
    held = _in_play(state)
    candidates = [card for card in _is_trump_candidates(job.case.name, trump) if held >> card & 1]
    if not candidates:
        return None
    card = rng.choice(candidates)
    return _exercise(job, hand, state, is_trump(card, trump), (True, False), len(state.tricks) + 1,
                     seat=_holder(state, card), cards=(card,))


def _left_pedro_options(level: int, trump: Suit) -> tuple[Card, ...]:
    """Level 1: the two Pedros; level 2: the four 5s; level 3: the four 5s and the two Jacks of
    the trump colour (the Left Bower of Euchre is a Jack, not a 5)."""
    if level == 1:
        cards = {left_pedro(trump), right_pedro(trump)}
    else:
        cards = {Card.of(Rank.FIVE, suit) for suit in Suit}
        if level == 3:
            cards |= {Card.of(Rank.JACK, trump), Card.of(Rank.JACK, trump.same_colour)}
    return tuple(sorted(cards))


def _left_pedro(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    state = _lead_position(job, hand, rng)
    trump = state.trump
    assert trump is not None
    return _exercise(job, hand, state, left_pedro(trump), _left_pedro_options(job.level, trump),
                     len(state.tricks) + 1)


# --- play.follow-trump, play.follow-or-trump, play.void ------------------------------------------


def _follow_case(state: HandState) -> str | None:
    """Which rule decides what the seat to move may play, if a card of its hand is refused or it
    cannot follow at all; None when it must follow and every card it holds may follow."""
    seat, trump = state.to_move, state.trump
    assert seat is not None and trump is not None
    led = state.trick[0][1]
    required, allowed = FOLLOW[trump][led]
    held = state.hands[seat]
    if not held & required:
        return "void"
    if not held & ~allowed:
        return None
    return "follow-trump" if is_trump(led, trump) else "follow-or-trump"


def _legal_cards(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    trick = rng.choice(PLAY_TRICKS[job.level])
    fitting = [state for state in hand.positions(trick)[1:] if _follow_case(state) == job.case.name]
    if not fitting:
        return None
    state = rng.choice(fitting)
    seat = state.to_move
    assert seat is not None
    legal = frozenset(move.card for move in legal_moves(state))
    return _exercise(job, hand, state, legal, state.hand(seat), trick, seat=seat)


# --- the score: points.capture, points.cards, score.made, score.set, bid.all-pass, game.target ---


def outcome(sheet: ScoreSheet) -> str:
    """The kind of result: ``no-contract``, ``set``, ``equal``, ``bidders-score``, ``opponents-score``."""
    if sheet.bid == 0:
        return "no-contract"
    if not sheet.made:
        return "set"
    if sheet.scoring_side is None:
        return "equal"
    return "bidders-score" if sheet.scoring_side == sheet.bidding_side else "opponents-score"


_OUTCOMES = {"made": ("bidders-score", "equal"), "outscored": ("opponents-score",)}
"""The results a case of the made kind accepts (the other cases are results themselves)."""


def _result_fits(case: str, hand: PlayedHand) -> bool:
    """Whether the hand's result is one the case `case` of made or hand-score asks for; for
    ``stuck-dealer``, any result of a dealer stuck with the bid."""
    if case == "stuck-dealer":
        return dealer_was_stuck(hand.final)
    return outcome(hand.sheet) in _OUTCOMES.get(case, (case,))


def _shown_from(job: Job, hand: PlayedHand, rng: random.Random) -> int | None:
    """The first trick shown; None when no scoring card falls in the tricks shown (nothing to work out)."""
    first = rng.choice(SHOWN_FROM[job.level])
    if any(won.trick is not None and won.trick >= first for won in hand.sheet.points):
        return first
    return None


def _point_winners(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    first = _shown_from(job, hand, rng)
    if first is None:
        return None
    points = hand.sheet.points
    if job.case.name == "captured" and not any(
        won.trick is not None and won.trick >= first and won.played_by is not None
        and won.side != won.played_by.side for won in points
    ):
        return None
    answer = {won.point: won.side for won in points}
    return _exercise(job, hand, hand.final, answer, _point_sides(job.profile), first)


def _point_sides(profile: Profile) -> tuple[Side | None, ...]:
    """The sides a scoring card may count for, and nobody when the profile lets a scoring trump
    be put out of play (`draw.excess-trumps`, `draw.rob`, `score.dead-card`)."""
    out_of_play = profile.excess_trumps == "any" or profile.dealer_rob == "free"
    return (*Side, None) if out_of_play else tuple(Side)


def _counts(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    first = _shown_from(job, hand, rng)
    if first is None:
        return None
    return _exercise(job, hand, hand.final, hand.sheet.counts, (), first)


def _made(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    if not _result_fits(job.case.name, hand):
        return None
    first = _shown_from(job, hand, rng)
    if first is None:
        return None
    return _exercise(job, hand, hand.final, hand.sheet.made, (True, False), first)


def _hand_score(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    if not _result_fits(job.case.name, hand):
        return None
    first = _shown_from(job, hand, rng)
    if first is None:
        return None
    return _exercise(job, hand, hand.final, hand.sheet.scores, (), first)


def _scores_before(reached: bool, sheet: ScoreSheet, target: int, rng: random.Random) -> tuple[int, int] | None:
    """Running scores below `target` from which the hand's score does (or does not) win the game;
    None if there are none (nobody scores, or a low target the score cannot miss). The side that
    does not score is often close to the target too: it cannot win with nothing."""
    scorer = sheet.scoring_side
    score = 0 if scorer is None else sheet.scores[scorer]
    if reached and scorer is None or not reached and score >= target:
        return None
    before = [rng.randint(max(0, target - 15), target - 1) for _ in Side]
    if scorer is not None:
        if reached:
            before[scorer] = rng.randint(max(0, target - score), target - 1)
        else:
            before[scorer] = rng.randint(max(0, target - score - 8), target - score - 1)
    return before[Side.NS], before[Side.EW]


def _game_winner(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    first = _shown_from(job, hand, rng)
    if first is None:
        return None
    target = job.profile.target
    before = _scores_before(job.case.name == "reached", hand.sheet, target, rng)
    if before is None:
        return None
    winner = GameScore(target, before).add(hand.sheet).winner
    return _exercise(job, hand, hand.final, winner, (*Side, None), first, scores_before=before)


# --- best-card: points.capture, score.made, score.set, with every hand open ---------------------


def _best_card(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    """A position of the trick `BEST_CARD_TRICKS` names where the seat to move has two legal
    cards or more and the choice matters: some card costs at least a point. Its positions are
    tried in an order drawn with `rng`, and priced one at a time until one fits."""
    trick = BEST_CARD_TRICKS[job.level]
    positions = list(hand.positions(trick))
    rng.shuffle(positions)
    for state in positions:
        seat = state.to_move
        assert seat is not None
        legal = frozenset(move.card for move in legal_moves(state))
        if len(legal) < 2:
            continue
        pricing = double_dummy(state)
        if pricing.moves[-1].cost < 1:
            continue
        options = tuple(card for card in state.hand(seat) if card in legal)
        return _exercise(job, hand, state, frozenset(pricing.best_cards), options, trick, seat=seat)
    return None


BUILDERS: dict[Kind, Build] = {
    Kind.HIGHER_TRUMP: _higher_trump,
    Kind.IS_TRUMP: _is_trump,
    Kind.LEFT_PEDRO: _left_pedro,
    Kind.LEGAL_CARDS: _legal_cards,
    Kind.POINT_WINNERS: _point_winners,
    Kind.COUNTS: _counts,
    Kind.MADE: _made,
    Kind.HAND_SCORE: _hand_score,
    Kind.GAME_WINNER: _game_winner,
    Kind.BEST_CARD: _best_card,
}


def _attempt(job: Job, rng: random.Random) -> Exercise | None:
    """The exercise of the hand dealt and played with `rng`, if it is complete and fits `job`."""
    hand = play_hand(rng, job.profile)
    return BUILDERS[job.kind](job, hand, rng) if hand.final.phase is Phase.COMPLETE else None


MAKER = exercises.Maker(Kind, LEVELS, STANDARD, cases_for, CONCEPTS, check_arguments, canonical_profile,
                        _attempt, MAX_HANDS)
"""Cinch's exercises made the way every game's are (`tutor.exercises.Maker`)."""
