"""Legal moves and verdicts: what may be done now, and which rule removes anything else.

`legal_moves(state)` is the single source of truth; `check_move(state, move)` returns None exactly
for its members and otherwise the `Violation` naming the most basic rule broken, in the order
`cinch-rules.md` section 0 fixes: hand over, then `bid.one-turn`, then `turn.order`, then the
rules of the phase.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations
from math import comb
from typing import NamedTuple

from tutor.cards import Suit, cards_of, mask_of
from tutor.games.cinch import table
from tutor.games.cinch.moves import PLAYS, TABLE_VERBS, Move, Verb, bid, pass_, repeated_cards, stray_arguments
from tutor.games.cinch.ranking import EFFECTIVE_SUIT, FOLLOW, POINT_MASK, TRUMP_MASK
from tutor.games.cinch.state import KEEP, HandState, Phase
from tutor.games.cinch.violations import Violation
from tutor.games.draws import sample
from tutor.games.seats import Seat

MAX_BID = 14
"""`bid.range`: all the points in play."""

BIDS = tuple(tuple(bid(seat, amount) for amount in range(MAX_BID + 1)) for seat in Seat)
"""Every bid move, built once: [seat][amount] (amount 0 is never legal: `bid.range`)."""
PASSES = tuple(pass_(seat) for seat in Seat)
TRUMPS = tuple(tuple(Move(seat, Verb.TRUMP, suit=suit) for suit in Suit) for seat in Seat)

PHASE_VERB = {
    Phase.BIDDING: (Verb.BID, Verb.PASS),
    Phase.TRUMP: (Verb.TRUMP,),
    Phase.DISCARD: (Verb.DISCARD,),
    Phase.ROB: (Verb.ROB,),
    Phase.PLAY: (Verb.PLAY,),
}
PHASE_OF = {verb: phase for phase, verbs in PHASE_VERB.items() for verb in verbs}
"""[regular verb] → the phase it belongs to."""


class Choice(NamedTuple):
    """A set of cards to hand over: all of `fixed` plus any `k` cards of `pool` (masks)."""

    fixed: int
    pool: int
    k: int

    # A NamedTuple (cheap to make at every move) whose `count` is how many sets it offers: it
    # hides tuple's `count(value)`, which nothing calls on a Choice.
    def count(self) -> int:  # type: ignore[override]
        return comb(self.pool.bit_count(), self.k)

    def masks(self) -> Iterator[int]:
        for extra in combinations(cards_of(self.pool), self.k):
            yield self.fixed | mask_of(extra)

    def random_mask(self, rng: random.Random) -> int:
        """All of `fixed` and `k` cards of `pool`, each such set as likely as any other."""
        if not self.k:
            return self.fixed
        return self.fixed | mask_of(sample(rng, cards_of(self.pool), self.k))

    def includes(self, mask: int) -> bool:
        """Whether the cards of `mask` are one of the sets: all of `fixed` and `k` cards of `pool`."""
        return mask & ~self.pool == self.fixed and (mask & self.pool).bit_count() == self.k


class LegalMoves:
    """The moves allowed now, as a lazy container: ``move in legal_moves(state)`` is the test.

    Discards and robs are a `Choice` (the dealer may have thousands of robs), enumerated only
    when iterated; `summary()` describes them in one line.
    """

    __slots__ = ("state", "listed", "choice", "choice_verb")

    def __init__(
        self,
        state: HandState,
        listed: tuple[Move, ...] = (),
        choice: Choice | None = None,
        choice_verb: Verb | None = None,
    ) -> None:
        self.state = state
        self.listed = listed
        self.choice = choice
        self.choice_verb = choice_verb

    def __iter__(self) -> Iterator[Move]:
        yield from self.listed
        if self.choice is not None:
            seat = self.state.to_move
            assert seat is not None and self.choice_verb is not None
            for mask in self.choice.masks():
                yield Move(seat, self.choice_verb, cards_of(mask))

    def __len__(self) -> int:
        return len(self.listed) + (self.choice.count() if self.choice is not None else 0)

    def __bool__(self) -> bool:
        return bool(self.listed) or self.choice is not None

    def __contains__(self, move: object) -> bool:
        return isinstance(move, Move) and check_move(self.state, move) is None

    def random(self, rng: random.Random) -> Move:
        """A legal move drawn uniformly at random."""
        listed, choice = self.listed, self.choice
        if choice is None:
            return listed[int(rng.random() * len(listed))]
        index = int(rng.random() * (len(listed) + choice.count()))
        if index < len(listed):
            return listed[index]
        seat = self.state.to_move
        assert seat is not None and self.choice_verb is not None
        return Move(seat, self.choice_verb, cards_of(choice.random_mask(rng)))

    def summary(self, limit: int = 20) -> list[str]:
        """The moves as text; a choice of more than `limit` is one line: ``rob 5H AH + any 2 of: 3C 4D 7S``."""
        lines = [str(move) for move in self.listed]
        if self.choice is not None:
            if self.choice.count() <= limit:
                lines.extend(str(move) for move in self if move not in self.listed)
            else:
                seat, verb = self.state.to_move, self.choice_verb
                fixed = " ".join(map(str, cards_of(self.choice.fixed)))
                pool = " ".join(map(str, cards_of(self.choice.pool)))
                head = f"{seat} {verb} {fixed}".rstrip()
                lines.append(f"{head} + any {self.choice.k} of: {pool}")
        return lines


class PlayMoves(LegalMoves):
    """The cards the seat to move may play (`legal_play_mask`): the moves are listed only when asked for.

    24 of a hand's 33 positions are plays; most callers only draw one move or test one.
    """

    __slots__ = ("mask",)
    choice = None
    choice_verb = None

    def __init__(self, state: HandState) -> None:  # not LegalMoves': `listed` is computed from `mask`
        self.state, self.mask = state, legal_play_mask(state)

    @property
    def listed(self) -> tuple[Move, ...]:  # type: ignore[override]
        return tuple(map(_PLAY_OF[self.state.to_move], cards_of(self.mask)))  # type: ignore[index]

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return bool(self.mask)

    def random(self, rng: random.Random) -> Move:
        cards = cards_of(self.mask)
        return _PLAY_OF[self.state.to_move](cards[int(rng.random() * len(cards))])  # type: ignore[index]


def legal_moves(state: HandState) -> LegalMoves:
    """Everything the seat to move may do (in table mode, plus the claims open to any seat)."""
    if state.table is None:
        return _MOVES_OF[state.phase](state)
    claims = table.legal_claims(state)
    if state.table.out_of_turn is not None:
        return LegalMoves(state, claims)
    regular = _MOVES_OF[state.phase](state)
    return LegalMoves(state, regular.listed + claims, regular.choice, regular.choice_verb)


_PLAY_OF = tuple(plays.__getitem__ for plays in PLAYS)
"""[seat] → card → the move that plays it."""


def _call_moves(state: HandState) -> LegalMoves:
    """A pass or any bid above the high bid (`bid.range`, `bid.must-top`); no pass for a stuck
    dealer (`bid.all-pass`), only a pass for a barred seat (`irregular.bid-out-of-turn`)."""
    seat = state.to_move
    assert seat is not None
    if state.table is not None and table.is_barred(state, seat):
        return LegalMoves(state, (PASSES[seat],))
    passes = () if _dealer_is_stuck(state, seat) else (PASSES[seat],)
    return LegalMoves(state, passes + BIDS[seat][max(state.profile.min_bid, state.bid + 1):])


def _trump_moves(state: HandState) -> LegalMoves:
    assert state.to_move is not None
    return LegalMoves(state, TRUMPS[state.to_move])


def _discard_moves(state: HandState) -> LegalMoves:
    assert state.to_move is not None
    return LegalMoves(state, (), discard_choice(state, state.to_move), _DISCARD)


def _rob_moves(state: HandState) -> LegalMoves:
    return LegalMoves(state, (), rob_choice(state), _ROB)


_MOVES_OF = {
    Phase.BIDDING: _call_moves,
    Phase.TRUMP: _trump_moves,
    Phase.DISCARD: _discard_moves,
    Phase.ROB: _rob_moves,
    Phase.PLAY: PlayMoves,
    Phase.COMPLETE: LegalMoves,
    Phase.REDEAL: LegalMoves,
}
"""The regular moves of the seat to move, by phase; none once the hand is over."""
# Enum members bound once: in Python 3.11 `Verb.ROB` inside a function is a slow class lookup.
_DISCARD, _ROB, _PASS, _CALLS = Verb.DISCARD, Verb.ROB, Verb.PASS, (Verb.BID, Verb.PASS)


def check_move(state: HandState, move: Move) -> Violation | None:
    """None if `move` is legal now, else the most basic rule it breaks.

    A move by the seat to move, with a verb of the phase, is judged by that phase's rules;
    anything else is diagnosed in the order of section 0.
    """
    seat, phase = move.seat, state.phase
    if PHASE_OF.get(move.verb) is phase and seat == state.to_move and state.table is None:
        return malformed(move) if stray_arguments(move) else PHASE_CHECKS[phase](state, move)
    if move.verb in TABLE_VERBS:
        return table.check_claim(state, move)
    if state.phase.is_over:
        return Violation("hand-over", "turn.order", seat, {"phase": state.phase.value})
    if move.verb in _CALLS and state.has_called(seat):
        return Violation("already-called", "bid.one-turn", seat, {"call": _call_of(state, seat)})
    if state.table is not None:
        pending = table.check_regular(state, move)
        if pending is not None:
            return pending
    if seat != state.to_move or move.verb not in PHASE_VERB[state.phase]:
        return _out_of_turn(state, move)
    return malformed(move) if stray_arguments(move) else PHASE_CHECKS[state.phase](state, move)


def malformed(move: Move) -> Violation:
    """`turn.order`: a move carrying arguments its verb does not take (`stray_arguments`) is no
    action of the phase."""
    return Violation("malformed-move", "turn.order", move.seat,
                     {"verb": move.verb.value, "stray": stray_arguments(move)})


# --- bidding: bid.order, bid.one-turn, bid.range, bid.must-top, bid.all-pass ---------------


def _dealer_is_stuck(state: HandState, seat: Seat) -> bool:
    """`bid.all-pass` under ``stick_dealer``: three passes and the dealer must bid.

    A dealer barred from bidding (`irregular.bid-out-of-turn`) cannot be stuck: he passes, and
    the default all-pass rule makes him the maker with no contract.
    """
    return (seat == state.dealer and state.bidder is None and state.profile.all_pass == "stick_dealer"
            and not table.is_barred(state, seat))


def _check_call(state: HandState, move: Move) -> Violation | None:
    seat, profile = move.seat, state.profile
    if move.verb is _PASS:
        if _dealer_is_stuck(state, seat):
            return Violation("dealer-must-bid", "bid.all-pass", seat, {"min_bid": profile.min_bid})
        return None
    if state.table is not None and table.is_barred(state, seat):
        return Violation("barred-from-bidding", "irregular.bid-out-of-turn", seat, {"bid": move.amount})
    amount = move.amount
    if type(amount) is not int or not profile.min_bid <= amount <= MAX_BID:
        return Violation(
            "bid-out-of-range", "bid.range", seat,
            {"bid": amount if type(amount) is int else None, "min_bid": profile.min_bid, "max_bid": MAX_BID},
        )
    if state.bidder is not None and amount <= state.bid:
        return Violation(
            "bid-too-low", "bid.must-top", seat,
            {"bid": amount, "high_bid": state.bid, "high_bidder": state.bidder},
        )
    return None


# --- trump.name: any suit, named by the high bidder -----------------------------------------


def _check_trump(state: HandState, move: Move) -> Violation | None:
    if not isinstance(move.suit, Suit):
        return Violation("no-suit-named", "trump.name", move.seat, {})
    return None


# --- draw.discard, draw.excess-trumps --------------------------------------------------------


def discard_choice(state: HandState, seat: Seat) -> Choice:
    """Every non-trump goes; trumps beyond six go too, chosen among the non-point ones by default."""
    assert state.trump is not None
    hand, trumps = state.hands[seat], TRUMP_MASK[state.trump]
    held = hand & trumps
    excess = held.bit_count() - KEEP
    if excess <= 0:
        return Choice(hand & ~trumps, 0, 0)
    pool = held if state.profile.excess_trumps == "any" else held & ~POINT_MASK[state.trump]
    return Choice(hand & ~trumps, pool, excess)


def _check_discard(state: HandState, move: Move) -> Violation | None:
    seat, trump = move.seat, state.trump
    assert trump is not None
    hand, trumps, given = state.hands[seat], TRUMP_MASK[trump], mask_of(move.cards)
    if given & ~hand:
        return Violation("not-in-hand", "turn.own-card", seat, {"cards": cards_of(given & ~hand)})
    if len(move.cards) != given.bit_count():
        return Violation("card-named-twice", "turn.own-card", seat, {"cards": repeated_cards(move.cards)})
    kept_plain = hand & ~trumps & ~given
    if kept_plain:
        return Violation("keeps-non-trump", "draw.discard", seat, {"cards": cards_of(kept_plain), "trump": trump})
    held = hand & trumps
    out = given & trumps
    excess = max(0, held.bit_count() - KEEP)
    if out.bit_count() == excess and not (out & POINT_MASK[trump] and state.profile.excess_trumps == "non_point_only"):
        return None
    params = {"trump": trump, "count": held.bit_count(), "excess": excess}
    if out.bit_count() < excess:
        return Violation("keeps-too-many-trumps", "draw.excess-trumps", seat, params)
    if out.bit_count() > excess:
        return Violation("discards-trump", "draw.excess-trumps", seat, {**params, "cards": cards_of(out)})
    return Violation(
        "discards-point-trump", "draw.excess-trumps", seat, {**params, "cards": cards_of(out & POINT_MASK[trump])},
    )


# --- draw.rob ---------------------------------------------------------------------------------


def rob_choice(state: HandState) -> Choice:
    """The dealer's six from his hand plus the stock: every trump up to six, point trumps first.

    With fewer than six cards available (table mode, `irregular.wrong-hand`) he keeps them all.
    """
    assert state.trump is not None
    available = state.hands[state.dealer] | mask_of(state.stock)
    if available.bit_count() < KEEP:
        return Choice(available, 0, 0)
    if state.profile.dealer_rob == "free":
        return Choice(0, available, KEEP)
    trumps = available & TRUMP_MASK[state.trump]
    if trumps.bit_count() <= KEEP:
        return Choice(trumps, available & ~trumps, KEEP - trumps.bit_count())
    points = trumps & POINT_MASK[state.trump]
    return Choice(points, trumps & ~points, KEEP - points.bit_count())


def _check_rob(state: HandState, move: Move) -> Violation | None:
    seat, trump = move.seat, state.trump
    assert trump is not None
    available = state.hands[seat] | mask_of(state.stock)
    kept = mask_of(move.cards)
    if kept & ~available:
        return Violation("rob-unavailable", "draw.rob", seat, {"cards": cards_of(kept & ~available)})
    if len(move.cards) != kept.bit_count():
        return Violation("card-named-twice", "draw.rob", seat, {"cards": repeated_cards(move.cards)})
    keep = min(KEEP, available.bit_count())  # fewer only after `irregular.wrong-hand`: he plays on
    if kept.bit_count() != keep:
        return Violation("rob-count", "draw.rob", seat, {"count": kept.bit_count(), "keep": keep})
    if state.profile.dealer_rob == "free":
        return None
    trumps = available & TRUMP_MASK[trump]
    if (kept & trumps).bit_count() < min(KEEP, trumps.bit_count()):
        left = trumps & ~kept
        return Violation("rob-leaves-trump", "draw.rob", seat, {"cards": cards_of(left), "trump": trump})
    left_points = trumps & POINT_MASK[trump] & ~kept
    if left_points:
        return Violation("rob-leaves-point-trump", "draw.rob", seat, {"cards": cards_of(left_points), "trump": trump})
    return None


# --- play.follow-trump, play.follow-or-trump, play.void ----------------------------------------


def legal_play_mask(state: HandState) -> int:
    """The cards the seat to move may play: any lead; otherwise follow the rules of section 5."""
    hand, trick = state.hands[state.to_move], state.trick  # type: ignore[index]
    if not trick:
        return hand if state.table is None else table.lead_mask(state, hand)
    # `tutor.games.tricks.following`, written out: a call here costs 1.4 % of a random hand.
    required, allowed = FOLLOW[state.trump][trick[0][1]]  # type: ignore[index]
    return hand & allowed if hand & required else hand


def _check_play(state: HandState, move: Move) -> Violation | None:
    seat, cards = move.seat, move.cards
    if len(cards) != 1:
        if cards:
            return Violation("one-card-at-a-time", "turn.order", seat, {"count": len(cards)})
        return Violation("not-in-hand", "turn.own-card", seat, {"cards": ()})
    card, hand, trick = cards[0], state.hands[seat], state.trick
    if not hand >> card & 1:
        return Violation("not-in-hand", "turn.own-card", seat, {"cards": cards})
    if not trick:
        return None if state.table is None else table.check_lead(state, move)
    trump, led_card = state.trump, trick[0][1]
    required, allowed = FOLLOW[trump][led_card]  # type: ignore[index]
    if allowed >> card & 1 or not hand & required:
        return None
    assert trump is not None
    led = EFFECTIVE_SUIT[trump][led_card]
    params = {"card": card, "led": led_card, "trump": trump, "held": cards_of(hand & required)}
    if led == trump:
        return Violation("must-follow-trump", "play.follow-trump", seat, params)
    return Violation("must-follow-or-trump", "play.follow-or-trump", seat, {**params, "suit": led})


# --- turn.order --------------------------------------------------------------------------------


def _out_of_turn(state: HandState, move: Move) -> Violation:
    expected = PHASE_VERB[state.phase]
    code = "not-your-turn" if move.seat != state.to_move else "wrong-verb"
    return Violation(
        code, "turn.order", move.seat,
        {"to_move": state.to_move, "phase": state.phase.value, "verb": move.verb.value,
         "expected": tuple(verb.value for verb in expected)},
    )


def _call_of(state: HandState, seat: Seat) -> int | None:
    return next(amount for who, amount in state.calls if who == seat)


PHASE_CHECKS = {
    Phase.BIDDING: _check_call,
    Phase.TRUMP: _check_trump,
    Phase.DISCARD: _check_discard,
    Phase.ROB: _check_rob,
    Phase.PLAY: _check_play,
}
"""[phase] → the rules of that phase for a well-formed move by the seat to move."""
