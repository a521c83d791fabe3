"""Making exercises: walk seeded hands until one fits the kind, the level and the case asked for.

Each kind has one or more cases (`CASES`), each practising one rule id; the seed picks the case
among those the house rules allow (``seed % len(cases_for(kind, profile))``) and then the hands,
seeded with ``"hand-score.2.812734@ffb/0"``, ``/1`` … until one fits (`tutor.exercises`). A case
that needs a rare result (a coinche, a capot) tilts the seeded players towards it (`Lean`). All of
it is deterministic: ``(kind, level, seed, profile)`` makes the same exercise every time. Every
answer is the engine's: `legal_play_mask`, the winner of the `Trick`, the card points of
`ranking.POINTS`, `score_hand` and `game_winner`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from tutor import exercises
from tutor.cards import Card, Rank, Suit, cards_of
from tutor.games.coinche import (
    RULE_IDS,
    STANDARD,
    HandState,
    Phase,
    Profile,
    ScoreSheet,
    Trick,
    game_winner,
)
from tutor.games.coinche.legal import legal_play_mask
from tutor.games.coinche.practice.hands import (
    CAPOTS,
    CARELESS,
    COINCHES,
    MODEST,
    PLAIN,
    STRONG,
    Lean,
    PlayedHand,
    play_hand,
)
from tutor.games.coinche.practice.model import (
    LEVELS,
    Answer,
    Exercise,
    Kind,
    canonical_profile,
    check_arguments,
)
from tutor.games.coinche.ranking import (
    ABOVE,
    LAST_TRICK,
    PLAIN_RANKS,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
)
from tutor.games.seats import Seat, Side


def _always(profile: Profile) -> bool:
    return True


class Case(NamedTuple):
    """One kind of situation an exercise can be about, and the rule id it practises."""

    name: str
    concept: str
    lean: Lean = PLAIN
    """How the seeded players lean, for a case that needs a rare result."""
    occurs: Callable[[Profile], bool] = _always
    """Whether the case can occur under the house rules."""


def _surcoinche_allowed(profile: Profile) -> bool:
    return profile.surcoinche != "off"


def _both_may_score(profile: Profile) -> bool:
    """Under the points bid only one side scores in a hand, so both never reach the target together."""
    return profile.scoring != "bid"


def _target_above_a_hand(profile: Profile) -> bool:
    """A hand seldom scores less than 300 for both sides: a lower target is reached at every hand."""
    return profile.target > 300


CASES: dict[Kind, tuple[Case, ...]] = {
    Kind.LEGAL_CARDS: (
        Case("follow-suit", "play.follow-suit"),
        Case("must-trump", "play.must-trump", CARELESS),
        Case("partner-master", "play.partner-master", CARELESS),
        Case("overtrump", "play.overtrump", CARELESS),
        Case("undertrump", "play.undertrump", CARELESS),  # an opponent's trump the seat cannot beat
    ),
    Kind.TRICK_WINNER: (Case("trick", "play.trick-winner"),),
    Kind.TRICK_POINTS: (
        Case("trick", "points.cards"),  # one of tricks 1 to 7
        Case("last", "points.last-trick"),  # the eighth trick, with the 10 for the last trick
    ),
    Kind.HAND_POINTS: (
        Case("cards", "points.cards"),
        Case("capture", "points.capture"),  # a trick shown carries 10 or more points of the side that lost it
        Case("last-trick", "points.last-trick"),  # the eighth trick holds 10 card points or fewer
    ),
    Kind.MADE: (
        Case("made", "score.made-check"),
        Case("failed", "score.made-check"),
        Case("belote", "score.made-check"),  # the attackers' belote, without which they fall short
        Case("eighty", "score.made-check", MODEST),  # a contract of 80 with a total close to 82
        Case("capot", "score.made-check", CAPOTS),  # a capot contract
    ),
    Kind.HAND_SCORE: (
        Case("made", "score.made"),
        Case("failed", "score.failed"),
        Case("coinched", "score.coinche", COINCHES),
        Case("surcoinched", "score.coinche", COINCHES, _surcoinche_allowed),
        Case("belote", "points.belote"),
        Case("capot-bid", "score.capot-bid", CAPOTS),
        Case("capot", "points.capot", STRONG),  # a capot made on a contract of a number
        Case("method", "score.method"),  # a made contract: each method scores it differently
    ),
    Kind.GAME_WINNER: (
        Case("reached", "game.target"),
        Case("not-reached", "game.target", occurs=_target_above_a_hand),
        Case("tie", "game.tie", occurs=_both_may_score),
    ),
}
"""The cases of each kind; a seed's case is ``cases_for(kind, profile)[seed % len(…)]``."""

CONCEPTS: tuple[str, ...] = exercises.practised(RULE_IDS, CASES)
"""Every rule id some kind of exercise practises under some house rules, in the order of the
rules (`concepts_for` under given ones)."""

MAX_HANDS = 20_000
"""How many hands a seed may walk through (when a case needs a strong hand, most are dealt and set
aside unplayed): the rarest cases (a capot, a seat that must undertrump in the first tricks)
take about 100 hands on average and at most 700 over 100 seeds and four profiles."""

PLAY_TRICKS = {1: (6, 7), 2: (4, 5), 3: (1, 2, 3)}
"""The tricks a legal-cards position is taken from: late tricks, with few cards, first."""
SHOWN_FROM = {1: (7, 8), 2: (5,), 3: (1,)}
"""The first trick shown card by card (the scoring kinds): the last one or two, half, all."""
FREEDOMS = frozenset({"play.partner-master"})
"""The rules whose lesson is that any card may be played: their positions may allow every card."""


Job = exercises.Job[Kind, Case, Profile]
Build = Callable[[Job, PlayedHand, random.Random], "Exercise | None"]


def cases_for(kind: Kind, profile: Profile = STANDARD) -> tuple[Case, ...]:
    """The cases of `kind` that can occur under the house rules `profile`."""
    return tuple(case for case in CASES[kind] if case.occurs(profile))


def generate(kind: Kind, level: int, seed: int, profile: Profile = STANDARD) -> Exercise:
    """The exercise ``(kind, level, seed)`` under the house rules `profile`, the same every time;
    `ValueError` for a bad argument."""
    return MAKER.generate(kind, level, seed, profile)


def kinds_for(concept: str, profile: Profile = STANDARD) -> tuple[Kind, ...]:
    """The kinds of exercise that practise the rule id `concept` under the house rules `profile`
    (none for a rule not practised)."""
    return MAKER.kinds_for(concept, profile)


def concepts_for(profile: Profile = STANDARD) -> tuple[str, ...]:
    """Every rule id some kind of exercise practises under `profile`, in the order of the rules:
    all of `CONCEPTS` but `game.tie` under the points bid."""
    return MAKER.concepts_for(profile)


def random_exercise(
    rng: random.Random, kind: Kind | None = None, level: int | None = None, concept: str | None = None,
    profile: Profile | None = None,
) -> Exercise:
    """A fresh exercise drawn with `rng`, under the house rules `profile` (None: the standard
    ones): of `kind` and `level` when given (else any), and practising `concept` when given (its
    kind is then one of `kinds_for(concept, profile)`)."""
    return MAKER.random_exercise(rng, kind, level, concept, profile)


def _exercise(job: Job, hand: PlayedHand, state: HandState, answer: Answer, options: tuple[object, ...],
              shown_from: int, *, seat: Seat | None = None, cards: tuple[Card, ...] = (),
              scores_before: tuple[int, int] | None = None) -> Exercise:
    return Exercise(job.kind, job.level, job.seed, job.case.concept, hand.record, state, seat, cards,
                    scores_before, answer, options, job.profile, shown_from)


# --- legal-cards: play.follow-suit, play.must-trump, play.partner-master, play.overtrump, play.undertrump


def deciding_rule(state: HandState) -> str | None:
    """The rule that decides what the seat to move may play to a trick already led (section 4);
    None when it may play any card because it can neither follow suit nor trump."""
    seat, trump = state.to_move, state.trump
    assert seat is not None and trump is not None and state.master is not None
    hand, led = state.hands[seat], SUIT_OF[state.trick[0][1]]
    master, winning = state.master
    trumps = hand & SUIT_MASK[trump]
    above = trumps & ABOVE[trump][winning] if SUIT_OF[winning] == trump else trumps
    if led == trump:
        if above and trumps & ~above:
            return "play.overtrump"
        return "play.follow-suit" if trumps else None
    if hand & SUIT_MASK[led]:
        return "play.follow-suit"
    if not trumps:
        return None
    if master == seat.partner:
        return "play.partner-master"
    if SUIT_OF[winning] != trump:
        return "play.must-trump"
    return "play.overtrump" if above else "play.undertrump"


def _teaches(state: HandState, concept: str) -> bool:
    """Whether the position shows its rule: some card of the hand is refused, unless the rule
    (or the house rule `undertrump=may_discard`) is the freedom to play any card."""
    if concept in FREEDOMS or (concept == "play.undertrump" and state.profile.undertrump == "may_discard"):
        return True
    seat = state.to_move
    assert seat is not None
    return legal_play_mask(state) != state.hands[seat]


def _legal_cards(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    """A follower's position in one of the level's tricks that the case's rule decides."""
    concept = job.case.concept
    fitting = [state for trick in PLAY_TRICKS[job.level] for state in hand.positions(trick)[1:]
               if deciding_rule(state) == concept and _teaches(state, concept)]
    if not fitting:
        return None
    state = rng.choice(fitting)
    seat = state.to_move
    assert seat is not None
    legal = frozenset(cards_of(legal_play_mask(state)))
    return _exercise(job, hand, state, legal, state.hand(seat), len(state.tricks) + 1, seat=seat,
                     cards=tuple(card for _, card in state.trick))


# --- one trick: play.trick-winner, points.cards, points.last-trick --------------------------------


def winner_level(trick: Trick, trump: Suit) -> int:
    """How hard it is to see who wins `trick`: 1 without a trump, the suit led deciding; 2 a
    trump lead, or one trump on a plain suit; 3 several trumps on a plain suit, or a card of a
    third suit ranking above the winning card, which cannot win all the same."""
    cards = [card for _, card in trick.plays]
    led = SUIT_OF[cards[0]]
    trumps = sum(1 for card in cards if SUIT_OF[card] == trump)
    if led == trump or trumps == 1:
        return 2
    if trumps:
        return 3
    winning = trick.card_of(trick.winner)
    assert winning is not None
    higher = PLAIN_RANKS[:PLAIN_RANKS.index(winning.rank)]
    return 3 if any(card.rank in higher for card in cards if SUIT_OF[card] != led) else 1


def points_level(trick: Trick, trump: Suit) -> int:
    """How hard it is to count `trick`: 1 without a trump; 2 with trumps but no jack or nine,
    the two ranks worth more as trumps (20 and 14) than in another suit (2 and 0); 3 with trumps
    and a jack or a nine."""
    cards = [card for _, card in trick.plays]
    if not any(SUIT_OF[card] == trump for card in cards):
        return 1
    return 3 if any(card.rank in (Rank.JACK, Rank.NINE) for card in cards) else 2


def _one_trick(job: Job, hand: PlayedHand, rng: random.Random, numbers: range,
               level_of: Callable[[Trick, Suit], int]) -> tuple[int, Trick] | None:
    """A trick among `numbers` (1 to 8) whose level is the job's, drawn with `rng`."""
    trump = hand.final.trump
    assert trump is not None
    tricks = hand.final.tricks
    fitting = [number for number in numbers if level_of(tricks[number - 1], trump) == job.level]
    if not fitting:
        return None
    number = rng.choice(fitting)
    return number, tricks[number - 1]


def _trick_winner(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    chosen = _one_trick(job, hand, rng, range(1, 9), winner_level)
    if chosen is None:
        return None
    number, trick = chosen
    seats = tuple(seat for seat, _ in trick.plays)
    return _exercise(job, hand, hand.final, trick.winner, seats, number,
                     cards=tuple(card for _, card in trick.plays))


def _trick_points(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    """A trick's card points (`points.cards`), and the 10 of the eighth (`points.last-trick`)."""
    numbers = range(8, 9) if job.case.name == "last" else range(1, 8)
    chosen = _one_trick(job, hand, rng, numbers, points_level)
    if chosen is None:
        return None
    number, trick = chosen
    trump = hand.final.trump
    assert trump is not None
    points = sum(POINTS[trump][card] for _, card in trick.plays) + (LAST_TRICK if number == 8 else 0)
    return _exercise(job, hand, hand.final, points, (), number, cards=tuple(card for _, card in trick.plays))


# --- the hand: points.*, score.*, game.target, game.tie --------------------------------------------


def _shown_from(job: Job, rng: random.Random) -> int:
    return rng.choice(SHOWN_FROM[job.level])


def _captured(hand: PlayedHand, first: int) -> bool:
    """Whether a trick from `first` on gives its winners 10 card points or more that the other
    side played (`points.capture`)."""
    trump = hand.final.trump
    assert trump is not None
    return any(sum(POINTS[trump][card] for seat, card in trick.plays if seat.side != trick.winner.side) >= 10
               for trick in hand.final.tricks[first - 1:])


def _hand_points(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    first = _shown_from(job, rng)
    trump = hand.final.trump
    assert trump is not None
    if job.case.name == "capture" and not _captured(hand, first):
        return None
    last = hand.final.tricks[-1]
    if job.case.name == "last-trick" and sum(POINTS[trump][card] for _, card in last.plays) > LAST_TRICK:
        return None
    return _exercise(job, hand, hand.final, hand.sheet.points, (), first)


def _made_fits(case: str, sheet: ScoreSheet) -> bool:
    """Whether the hand shows the case of made: a contract of a number made or failed, one the
    attackers' belote decides, a contract of 80 ending near 82, or a capot contract."""
    contract = sheet.contract
    assert contract is not None
    if case == "capot" or contract.amount is None:
        return case == "capot" and contract.capot
    if case == "belote":
        return sheet.belote == contract.side and sheet.total - 20 < max(contract.amount, sheet.profile.bid80_needs)
    if case == "eighty":
        return contract.amount == 80 and abs(sheet.total - 82) <= 10
    return sheet.made == (case == "made")


def _made(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    if not _made_fits(job.case.name, hand.sheet):
        return None
    return _exercise(job, hand, hand.final, hand.sheet.made, (True, False), _shown_from(job, rng))


def score_case(sheet: ScoreSheet) -> set[str]:
    """The cases of hand-score a finished hand fits (`CASES`)."""
    contract = sheet.contract
    assert contract is not None
    cases = {"coinched"} if contract.multiplier == 2 else {"surcoinched"} if contract.multiplier > 2 else set()
    if contract.capot:
        return cases | {"capot-bid"}
    if sheet.capot == contract.side:
        cases.add("capot")
    if sheet.made:
        cases.add("method")
    if contract.multiplier == 1 and sheet.belote is not None:
        cases.add("belote")
    if contract.multiplier == 1 and sheet.belote is None and sheet.capot is None:
        cases.add("made" if sheet.made else "failed")
    return cases


def _hand_score(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    if job.case.name not in score_case(hand.sheet):
        return None
    return _exercise(job, hand, hand.final, hand.sheet.scores, (), _shown_from(job, rng))


def scores_before(case: str, scores: tuple[int, int], target: int, rng: random.Random) -> tuple[int, int] | None:
    """Running totals below `target` from which the hand's `scores` bring one side to the target
    (``reached``), neither (``not-reached``) or both (``tie``); None when they cannot. A side
    that stays below it is often close to it too."""
    def below(side: Side) -> int | None:
        top = target - scores[side] - 1
        return rng.randint(max(0, top - 200), top) if top >= 0 else None

    def reaching(side: Side) -> int | None:
        return rng.randint(max(0, target - scores[side]), target - 1) if scores[side] > 0 else None

    if case == "not-reached":
        before = [below(side) for side in Side]
    elif case == "tie":
        before = [reaching(side) for side in Side]
    else:
        scorers = [side for side in Side if scores[side] > 0]
        if not scorers:
            return None
        winner = rng.choice(scorers)
        before = [reaching(side) if side == winner else below(side) for side in Side]
    ns, ew = before[Side.NS], before[Side.EW]
    if ns is None or ew is None:
        return None
    return ns, ew


def _game_winner(job: Job, hand: PlayedHand, rng: random.Random) -> Exercise | None:
    sheet = hand.sheet
    before = scores_before(job.case.name, sheet.scores, job.profile.target, rng)
    if before is None:
        return None
    assert sheet.contract is not None
    after = (before[Side.NS] + sheet.scores[Side.NS], before[Side.EW] + sheet.scores[Side.EW])
    winner = game_winner(after, sheet.contract.side, job.profile)
    return _exercise(job, hand, hand.final, winner, (*Side, None), _shown_from(job, rng), scores_before=before)


BUILDERS: dict[Kind, Build] = {
    Kind.LEGAL_CARDS: _legal_cards,
    Kind.TRICK_WINNER: _trick_winner,
    Kind.TRICK_POINTS: _trick_points,
    Kind.HAND_POINTS: _hand_points,
    Kind.MADE: _made,
    Kind.HAND_SCORE: _hand_score,
    Kind.GAME_WINNER: _game_winner,
}


def _attempt(job: Job, rng: random.Random) -> Exercise | None:
    """The exercise of the hand dealt and played with `rng` as the job's case leans, if it is
    complete and fits `job`."""
    hand = play_hand(rng, job.profile, job.case.lean)
    if hand is None or hand.final.phase is not Phase.COMPLETE:
        return None
    return BUILDERS[job.kind](job, hand, rng)


MAKER = exercises.Maker(Kind, LEVELS, STANDARD, cases_for, CONCEPTS, check_arguments, canonical_profile,
                        _attempt, MAX_HANDS)
"""Coinche's exercises made the way every game's are (`tutor.exercises.Maker`)."""
