"""Real hands for exercises: a seeded deal played out by the engine with seeded, plausible moves.

Every move is one of `legal_moves`, so the record of the hand replays. The auction is plausible:
each seat values its hand with its longest suit as trumps (`hand_value`) and, when its value tops
the bidding, bids it (80 to 160, in that suit) or just enough; a hand worth a capot bids capot
now and then; an opponent of the highest bidder coinches now and then, and under a profile with
the surcoinche (`bid.surcoinche`) the coinched side answers it now and then. In the play a seat
mostly plays a sensible card (the cheapest that wins the trick when its partner is not master,
else its cheapest card), otherwise any legal card; under ``belote: declared`` the holder of the
belote announces it nine times in ten (`play.belote`). A `Lean` tilts these chances towards the
rare results some exercises need: coinches, surcoinches, capots.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from tutor import exercise_hands
from tutor.cards import Card, Suit, cards_of
from tutor.games.coinche import (
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
from tutor.games.coinche.moves import play
from tutor.games.coinche.ranking import POINTS, STRENGTH, SUIT_MASK, SUIT_OF
from tutor.games.coinche.record import CoincheRecord
from tutor.games.seats import Seat

ANNOUNCE = 0.9
"""Under ``belote: declared``: how often the holder says "belote" or "rebelote" when he may."""
CAPOT_VALUE = 160
"""A hand valued this high may bid capot (`Lean.capot`)."""
TRUMP_WORTH = {20: 40, 14: 30, 11: 20, 10: 18, 4: 12, 3: 12, 0: 10}
"""What a trump adds to a hand's value, by its card points: length counts as well as honours."""
ACE_WORTH = 16
"""What an ace of another suit adds to a hand's value."""
BASE_VALUE = 30
"""The value of a hand with no trump and no ace: the partner brings something too."""


class Lean(NamedTuple):
    """The chances the seeded players take, tilted by an exercise that needs a rare result."""

    coinche: float = 0.06
    """How often an opponent of the highest bidder coinches when it is his turn."""
    surcoinche: float = 0.3
    """How often a player of the coinched side surcoinches, when the profile allows it."""
    capot: float = 0.05
    """How often a seat whose hand is worth a capot (`CAPOT_VALUE`) bids it."""
    strong: int = 0
    """A deal is played only if some seat's hand is worth this much (0: every deal)."""
    sensible: float = 0.7
    """How often a seat plays the sensible card rather than any legal one."""
    modesty: int = 0
    """How much less than its value a seat bids (more contracts of 80 when positive)."""


PLAIN = Lean()
COINCHES = Lean(coinche=0.4, surcoinche=0.6)
CAPOTS = Lean(capot=0.6, strong=160)
STRONG = Lean(capot=0.0, strong=150)
CARELESS = Lean(sensible=0.2)
MODEST = Lean(modesty=30)


ENGINE = exercise_hands.Engine(apply_move, score_hand, CoincheRecord.from_state, Phase.PLAY)
"""What playing a hand out needs of Coinche's engine (`tutor.exercise_hands`)."""
PlayedHand = exercise_hands.PlayedHand[HandState, Move, ScoreSheet, CoincheRecord]
"""One hand of Coinche from the deal to its end: the positions and the moves between them."""


def play_hand(rng: random.Random, profile: Profile, lean: Lean = PLAIN) -> PlayedHand | None:
    """Deal with `rng` (the dealer drawn too) and play the hand out to its end; None for a deal
    without a hand as strong as `lean` asks (nothing is played then)."""
    state = deal_hand(rng, Seat(rng.randrange(4)), profile)
    if lean.strong and max(hand_value(hand)[1] for hand in state.hands) < lean.strong:
        return None
    return exercise_hands.play_out(state, lambda position: _move(position, rng, lean), ENGINE)


def _move(state: HandState, rng: random.Random, lean: Lean) -> Move:
    """A call in the auction, else a card."""
    return _call(state, rng, lean) if state.phase is Phase.AUCTION else _card(state, rng, lean.sensible)


def hand_value(hand: int) -> tuple[Suit, int]:
    """The suit a seat would bid and what it thinks the hand is worth with it as trumps: its
    longest suit (the higher trumps breaking a tie), valued by its trumps and its other aces."""
    def length(suit: Suit) -> tuple[int, int]:
        trumps = hand & SUIT_MASK[suit]
        return trumps.bit_count(), sum(POINTS[suit][card] for card in cards_of(trumps))
    suit = max(Suit, key=length)
    trumps = cards_of(hand & SUIT_MASK[suit])
    aces = sum(1 for card in cards_of(hand & ~SUIT_MASK[suit]) if POINTS[suit][card] == 11)
    return suit, BASE_VALUE + sum(TRUMP_WORTH[POINTS[suit][card]] for card in trumps) + ACE_WORTH * aces


def _call(state: HandState, rng: random.Random, lean: Lean) -> Move:
    """Answer a coinche, coinche, bid what the hand is worth (or just enough to top the bidding:
    `bid.must-top`), or pass."""
    listed = legal_moves(state).listed
    by_verb = {move.verb: move for move in listed}
    if state.answering:
        surcoinche = rng.random() < lean.surcoinche
        return by_verb[Verb.SURCOINCHE] if surcoinche else by_verb[Verb.PASS]
    if Verb.COINCHE in by_verb and rng.random() < lean.coinche:
        return by_verb[Verb.COINCHE]
    seat = state.to_move
    assert seat is not None
    suit, value = hand_value(state.hands[seat])
    bids = [move for move in listed if move.verb is Verb.BID and move.suit == suit]
    if value >= CAPOT_VALUE and rng.random() < lean.capot and bids and bids[-1].capot:
        return bids[-1]
    wish = min(value - lean.modesty + rng.choice((-20, -10, 0, 0, 10)), 160) // 10 * 10
    numbers = [move for move in bids if move.amount is not None and move.amount <= wish]
    if not numbers or state.high is not None and state.high.seat == seat.partner and rng.random() < 0.7:
        return by_verb[Verb.PASS]
    return numbers[-1] if rng.random() < 0.5 else numbers[0]


def _card(state: HandState, rng: random.Random, sensible: float) -> Move:
    """The sensible card (as often as `sensible` says), else any legal one; said with its word
    when the holder of the belote announces it (`ANNOUNCE`)."""
    legal = legal_moves(state)
    cards = cards_of(legal.mask)
    card = _sensible(state, cards) if rng.random() < sensible else rng.choice(cards)
    worded = [move for move in legal.listed if move.card == card and move.word is not None]
    if worded and rng.random() < ANNOUNCE:
        return worded[0]
    seat = state.to_move
    assert seat is not None
    return play(seat, card)


def _sensible(state: HandState, cards: tuple[Card, ...]) -> Card:
    """Of the legal `cards`, the cheapest that takes the trick from an opponent, else the
    cheapest; a leader leads his best card."""
    trump = state.trump
    assert trump is not None
    worth = POINTS[trump]
    if not state.trick:
        return max(cards, key=lambda card: (STRENGTH[trump][SUIT_OF[card]][card], worth[card]))
    led = SUIT_OF[state.trick[0][1]]
    strength = STRENGTH[trump][led]
    seat, master = state.to_move, state.master
    assert seat is not None and master is not None
    beating = [card for card in cards if strength[card] > strength[master[1]]]
    if master[0] != seat.partner and beating:
        return min(beating, key=lambda card: (worth[card], strength[card]))
    return min(cards, key=lambda card: (worth[card], strength[card]))
