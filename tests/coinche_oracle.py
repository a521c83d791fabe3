"""An independent oracle for Coinche: coinche-rules.md and coinche-record.md read again, slowly.

This module was written from the two spec files only, without looking at the engine in
``tutor/games/coinche/``. It is deliberately plain: cards are strings (``"10H"``), a position is
a small mutable object, the legal cards come from walking the table "What a player may play" of
section 4 row by row, and the rule an illegal card breaks comes from a *separate* reading of the
precedence paragraph of section 0. The two readings are checked against each other in
``tests/test_coinche_oracle.py``.

Standard library only; nothing from ``tutor`` is imported.

Entry points:

- ``replay_record(record)`` -> ``Replay(objects, status, uncertain)``: the JSON objects that
  ``python -m tutor replay FILE --json`` must print (only the keys the spec requires), the exit
  status (0 or 1) and, per object index, the keys whose expected value rests on a reading of the
  spec that another careful reader could make differently (see "INTERPRETATION" comments).
  A malformed record raises ``MalformedRecord`` (exit status 2).
- ``expected_objects(record)``: just the objects.
- ``compare_replay(record, engine_objects, engine_status=None)``: the differences between an
  engine's output and the oracle's, as readable strings (empty list = agreement). Usable
  in-process as well as on the output of the subprocess.
- ``score_hand(...)``: the scoring of section 6 and 9 on its own, for the worked examples.
- ``random_record(rng)``: a random record (deal, profile, moves; mostly legal, sometimes an
  illegal move, sometimes cut early) for differential testing.
- ``record_to_yaml(record)``: write a record dict as YAML text in the spec's format.

Every place where the spec had to be interpreted is marked ``INTERPRETATION``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

# --------------------------------------------------------------------------------------------
# Cards, seats, sides
# --------------------------------------------------------------------------------------------

SEATS = ["N", "E", "S", "W"]  # clockwise
SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
SUITS = ["S", "H", "D", "C"]
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"]
ALL_CARDS = [rank + suit for suit in SUITS for rank in RANKS]

# rank.trump-order and rank.plain-order, high to low.
TRUMP_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"]
PLAIN_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]

# points.cards
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}

NUMBERS = list(range(80, 181, 10))  # bid.range with max_bid=180; max_bid=160 cuts it


def rank_of(card: str) -> str:
    return card[:-1]


def suit_of(card: str) -> str:
    return card[-1]


def card_points(card: str, trump: str) -> int:
    if suit_of(card) == trump:
        return TRUMP_POINTS[rank_of(card)]
    return PLAIN_POINTS[rank_of(card)]


def trump_higher(a: str, b: str) -> bool:
    """Is trump ``a`` higher than trump ``b``? (rank.trump-order)"""
    return TRUMP_ORDER.index(rank_of(a)) < TRUMP_ORDER.index(rank_of(b))


def plain_higher(a: str, b: str) -> bool:
    return PLAIN_ORDER.index(rank_of(a)) < PLAIN_ORDER.index(rank_of(b))


# --------------------------------------------------------------------------------------------
# Profiles (section 9)
# --------------------------------------------------------------------------------------------

# Every option with its values, default first. ``None`` means "any positive whole number".
OPTIONS: dict[str, list[str] | None] = {
    "scoring": ["made_and_bid", "made", "bid"],
    "target": None,
    "direction": ["clockwise", "anticlockwise"],
    "packets": ["3-2-3", "3-3-2", "2-3-3"],
    "max_bid": ["180", "160"],
    "bid80_needs": ["82", "80"],
    "coinche_timing": ["in_turn", "any_time"],
    "capot_coinche": ["allowed", "forbidden"],
    "surcoinche": ["off", "x4", "x3"],
    "undertrump": ["must", "may_discard"],
    "partner_ruff": ["must_overtrump", "free"],
    "belote": ["automatic", "declared"],
    "failed_score": ["162", "160_plus_bid"],
    "belote_on_failure": ["lost", "kept", "to_defenders"],
    "coinched_defenders": ["keep", "zero"],
    "capot_bid": ["350", "500"],
    "tie": ["contract_side", "higher_total"],
}

STANDARD = {name: (values[0] if values else "2000") for name, values in OPTIONS.items()}


class MalformedRecord(ValueError):
    """The record is not a valid Coinche record (coinche-record.md): exit status 2."""


def option_text(value: Any) -> str:
    # INTERPRETATION: YAML 1.1 (PyYAML) reads an unquoted `off` as False and numbers as ints;
    # `surcoinche: off` and `max_bid: 160` are therefore accepted in both spellings.
    if value is False:
        return "off"
    if value is True:
        return "on"
    return str(value).strip().lower()


def make_profile(spec: Any = None) -> dict[str, str]:
    """A profile name (only ``standard`` exists) or a mapping of options over the defaults."""
    profile = dict(STANDARD)
    if spec is None or spec == "standard":
        return profile
    if isinstance(spec, str):
        raise MalformedRecord(f"unknown profile {spec!r}")
    if not isinstance(spec, dict):
        raise MalformedRecord(f"profile must be a name or a mapping, not {spec!r}")
    for name, value in spec.items():
        name = str(name)
        if name not in OPTIONS:
            raise MalformedRecord(f"unknown profile option {name!r}")
        text = option_text(value)
        allowed = OPTIONS[name]
        if allowed is None:
            if not text.isdigit() or int(text) <= 0:
                raise MalformedRecord(f"bad value {value!r} for {name}")
        elif text not in allowed:
            raise MalformedRecord(f"bad value {value!r} for {name}")
        profile[name] = text
    return profile


def next_seat(seat: str, profile: dict[str, str]) -> str:
    """deal.seats; option direction: anticlockwise is N -> W -> S -> E."""
    step = 1 if profile["direction"] == "clockwise" else -1
    return SEATS[(SEATS.index(seat) + step) % 4]


# --------------------------------------------------------------------------------------------
# Moves (coinche-record.md)
# --------------------------------------------------------------------------------------------


@dataclass
class Move:
    seat: str
    verb: str  # pass, bid, coinche, surcoinche, play
    value: int | str | None = None  # bid: a number or "capot"
    suit: str | None = None  # bid
    card: str | None = None  # play
    word: str | None = None  # play under belote=declared: "belote" / "rebelote"

    def text(self) -> str:
        return " ".join([self.seat, self.action()])

    def action(self) -> str:
        """The move without its seat: the spelling of the final object's ``legal`` list."""
        if self.verb == "bid":
            return f"bid {self.value} {self.suit}"
        if self.verb == "play":
            return f"play {self.card}" + (f" {self.word}" if self.word else "")
        return self.verb


def parse_card(text: Any) -> str:
    card = str(text).strip().upper()
    if card not in ALL_CARDS:
        raise MalformedRecord(f"unknown card {text!r}")
    return card


def parse_move(text: Any, profile: dict[str, str]) -> Move:
    """One ``"<seat> <verb> <arguments>"`` string. Anything else is a malformed record."""
    if not isinstance(text, str):
        raise MalformedRecord(f"a move must be a string: {text!r}")
    words = text.split()
    if len(words) < 2:
        raise MalformedRecord(f"not a move: {text!r}")
    seat, verb, args = words[0].upper(), words[1].lower(), words[2:]
    if seat not in SEATS:
        raise MalformedRecord(f"unknown seat in {text!r}")
    if verb in ("pass", "coinche", "surcoinche"):
        # INTERPRETATION: arguments after pass/coinche/surcoinche make the move malformed.
        if args:
            raise MalformedRecord(f"{verb} takes no arguments: {text!r}")
        return Move(seat, verb)
    if verb == "bid":
        if len(args) != 2:
            raise MalformedRecord(f"a bid needs a number (or capot) and a suit: {text!r}")
        number, suit = args[0], args[1].upper()
        # INTERPRETATION: the suit of a bid is read in any case, like cards.
        if suit not in SUITS:
            raise MalformedRecord(f"unknown suit in {text!r}")
        if number.lower() == "capot":
            return Move(seat, "bid", "capot", suit)
        if not number.isdigit():
            raise MalformedRecord(f"a bid needs a number: {text!r}")
        return Move(seat, "bid", int(number), suit)
    if verb == "play":
        if not args or len(args) > 2:
            raise MalformedRecord(f"play needs one card: {text!r}")
        card = parse_card(args[0])
        word = None
        if len(args) == 2:
            word = args[1].lower()
            if profile["belote"] != "declared":
                raise MalformedRecord(f"no word after a card in this profile: {text!r}")
            if word not in ("belote", "rebelote"):
                raise MalformedRecord(f"unknown announcement in {text!r}")
        return Move(seat, "play", card=card, word=word)
    raise MalformedRecord(f"unknown verb in {text!r}")


# --------------------------------------------------------------------------------------------
# The position
# --------------------------------------------------------------------------------------------


@dataclass
class Position:
    profile: dict[str, str]
    dealer: str
    dealt: dict[str, list[str]]
    hands: dict[str, list[str]] = field(default_factory=dict)
    phase: str = "auction"  # auction, surcoinche, play, over
    to_move: str | None = None
    calls: list[Move] = field(default_factory=list)
    highest: tuple[str, int | str, str] | None = None  # (seat, value, suit)
    passes_after_bid: int = 0
    multiplier: int = 1
    coincher: str | None = None
    window: list[str] = field(default_factory=list)  # surcoinche: the seats still to speak
    trump: str | None = None
    trick: list[tuple[str, str]] = field(default_factory=list)  # (seat, card) of the trick so far
    tricks: list[tuple[list[tuple[str, str]], str]] = field(default_factory=list)  # (cards, winner)
    belote_words: list[str] = field(default_factory=list)  # words said by the holder, in order
    belote_cards_played: int = 0  # how many of the holder's K/Q of trumps are on the table

    def __post_init__(self) -> None:
        self.hands = {seat: list(cards) for seat, cards in self.dealt.items()}
        self.to_move = next_seat(self.dealer, self.profile)  # bid.order

    # -- helpers -------------------------------------------------------------------------------

    def nxt(self, seat: str) -> str:
        return next_seat(seat, self.profile)

    def is_over(self) -> bool:
        return self.phase == "over"

    def thrown_in(self) -> bool:
        return self.is_over() and self.highest is None

    def belote_holder(self) -> str | None:
        """The seat dealt both the king and the queen of trumps (play.belote), if any."""
        if self.trump is None:
            return None
        for seat in SEATS:
            if "K" + self.trump in self.dealt[seat] and "Q" + self.trump in self.dealt[seat]:
                return seat
        return None

    def numbers(self) -> list[int]:
        top = int(self.profile["max_bid"])
        return [n for n in NUMBERS if n <= top]


def new_position(record: dict[str, Any]) -> Position:
    """Validate a record dict (coinche-record.md) and set up the position at the deal."""
    if not isinstance(record, dict):
        raise MalformedRecord("a record is a mapping")
    if str(record.get("game", "")).strip().lower() != "coinche":
        raise MalformedRecord("not a Coinche record (game: coinche is required)")
    profile = make_profile(record.get("profile"))
    dealer = str(record.get("dealer", "")).strip().upper()
    if dealer not in SEATS:
        raise MalformedRecord(f"bad dealer {record.get('dealer')!r}")
    hands = record.get("hands")
    if not isinstance(hands, dict) or sorted(str(k).upper() for k in hands) != sorted(SEATS):
        raise MalformedRecord("hands must give N, E, S and W")
    dealt: dict[str, list[str]] = {}
    for seat, cards in hands.items():
        if not isinstance(cards, list):
            raise MalformedRecord(f"the hand of {seat} is not a list")
        parsed = [parse_card(card) for card in cards]
        if len(parsed) != 8:
            raise MalformedRecord(f"the hand of {seat} has {len(parsed)} cards, not 8")
        dealt[str(seat).upper()] = parsed
    every = [card for seat in SEATS for card in dealt[seat]]
    if sorted(every) != sorted(ALL_CARDS):
        raise MalformedRecord("the hands are not the 32 cards once each")
    stock = record.get("stock")
    if stock not in (None, [], ""):
        raise MalformedRecord("there is no stock in Coinche: stock must be empty")
    moves = record.get("moves") or []
    if not isinstance(moves, list):
        raise MalformedRecord("moves must be a list")
    return Position(profile=profile, dealer=dealer, dealt=dealt)


# --------------------------------------------------------------------------------------------
# Tricks
# --------------------------------------------------------------------------------------------


def best_trump(trick: list[tuple[str, str]], trump: str) -> tuple[str, str] | None:
    """The (seat, card) of the highest trump in the trick, or None."""
    best = None
    for seat, card in trick:
        if suit_of(card) == trump and (best is None or trump_higher(card, best[1])):
            best = (seat, card)
    return best


def trick_winner(trick: list[tuple[str, str]], trump: str) -> str:
    """play.trick-winner: the highest trump, else the highest card of the suit led."""
    trumped = best_trump(trick, trump)
    if trumped is not None:
        return trumped[0]
    led = suit_of(trick[0][1])
    winner = trick[0]
    for seat, card in trick[1:]:
        if suit_of(card) == led and plain_higher(card, winner[1]):
            winner = (seat, card)
    return winner[0]


def partner_is_master(trick: list[tuple[str, str]], seat: str, trump: str) -> bool:
    """The partner has already played to the trick and his card is winning it so far."""
    if PARTNER[seat] not in [s for s, _ in trick]:
        return False
    return trick_winner(trick, trump) == PARTNER[seat]


# --------------------------------------------------------------------------------------------
# What a player may play: the table of section 4, row by row
# --------------------------------------------------------------------------------------------


def may_play(hand: list[str], trick: list[tuple[str, str]], trump: str, seat: str,
             profile: dict[str, str]) -> set[str]:
    """The cards ``seat`` may play, by walking the summary table of section 4 literally."""
    # Row "leads": any card.
    if not trick:
        return set(hand)
    led = suit_of(trick[0][1])
    of_led = [c for c in hand if suit_of(c) == led]
    trumps = [c for c in hand if suit_of(c) == trump]
    non_trumps = [c for c in hand if suit_of(c) != trump]
    top = best_trump(trick, trump)
    above = [t for t in trumps if top is not None and trump_higher(t, top[1])]

    # Row "holds the plain suit led": any card of that suit.
    if led != trump and of_led:
        return set(of_led)
    # Row "trumps are led and he holds trumps": a higher trump if he has one, else any trump.
    if led == trump and trumps:
        return set(above) if above else set(trumps)
    # From here on he cannot follow.
    # Row "cannot follow and holds no trump": any card.
    if not trumps:
        return set(hand)
    # Row "cannot follow, partner master": any non-trump; or a trump, which must beat the highest
    # trump in the trick if he has one that does.
    if partner_is_master(trick, seat, trump):
        if profile["partner_ruff"] == "free":
            # Option partner_ruff=free: any card, a trump lower than the partner's included.
            return set(hand)
        if top is None:
            return set(non_trumps) | set(trumps)
        return set(non_trumps) | (set(above) if above else set(trumps))
    # Row "cannot follow, partner not master, no trump in the trick": any trump.
    if top is None:
        return set(trumps)
    # Row "cannot follow, partner not master, an opponent's trump in the trick": a higher trump if
    # he has one, else any (lower) trump.
    assert SIDE[top[0]] != SIDE[seat], "partner not master, so the best trump is an opponent's"
    if above:
        return set(above)
    if profile["undertrump"] == "may_discard":
        # Option undertrump=may_discard: a player who cannot beat an opponent's trump in the
        # trick may play any card.
        return set(hand)
    return set(trumps)


def card_rule(hand: list[str], trick: list[tuple[str, str]], trump: str, seat: str,
              profile: dict[str, str], card: str) -> str | None:
    """The rule a card breaks, read from the precedence paragraph of section 0 (not the table).

    ``turn.own-card``, then ``play.follow-suit``; a card passing both and still illegal breaks
    exactly one of the trumping rules. None when the card breaks nothing.
    """
    if card not in hand:
        return "turn.own-card"
    if not trick:
        return None
    led = suit_of(trick[0][1])
    holds_led = any(suit_of(c) == led for c in hand)
    if holds_led and suit_of(card) != led:
        return "play.follow-suit"
    trumps = [c for c in hand if suit_of(c) == trump]
    top = best_trump(trick, trump)
    master = partner_is_master(trick, seat, trump)
    # "a trump that is lower than a trump the player could have put above the best trump in the
    # trick breaks play.overtrump"
    if suit_of(card) == trump and top is not None:
        could = [t for t in trumps if trump_higher(t, top[1])]
        if could and not trump_higher(card, top[1]):
            # partner_ruff=free: over a partner who is master (and not on a trump lead, where
            # the player follows suit and play.overtrump still applies) any trump may be played.
            if not (profile["partner_ruff"] == "free" and master and led != trump):
                return "play.overtrump"
    # "a non-trump from a player who cannot follow, holds a trump and whose partner is not master
    # breaks play.undertrump if every trump he holds is below an opponent's trump in the trick,
    # and play.must-trump otherwise."
    if suit_of(card) != trump and not holds_led and trumps and not master:
        opponents_trumps = [c for s, c in trick if suit_of(c) == trump and SIDE[s] != SIDE[seat]]
        every_below = all(any(trump_higher(o, t) for o in opponents_trumps) for t in trumps)
        if opponents_trumps and every_below:
            # undertrump=may_discard: play.undertrump is never broken.
            return None if profile["undertrump"] == "may_discard" else "play.undertrump"
        return "play.must-trump"
    return None


# --------------------------------------------------------------------------------------------
# Judging and applying moves
# --------------------------------------------------------------------------------------------


@dataclass
class Verdict:
    rule: str | None  # None: legal
    uncertain: bool = False  # the rule (or the legality) rests on an INTERPRETATION


def coinche_rule(pos: Position, seat: str) -> str | None:
    """bid.coinche (and capot_coinche) for a coinche by ``seat``; None if it may coinche."""
    if pos.highest is None:
        return "bid.coinche"  # no coinche before anyone has bid
    if SIDE[pos.highest[0]] == SIDE[seat]:
        return "bid.coinche"  # none on a bid of one's own side
    if pos.highest[1] == "capot" and pos.profile["capot_coinche"] == "forbidden":
        return "bid.coinche"
    if pos.coincher is not None:
        # Only reachable in the surcoinche window, where the seat to move is of the coinched side
        # (so the bid is his own side's and the line above has already answered).
        return "bid.coinche"
    return None


def bid_rule(pos: Position, move: Move) -> str | None:
    """bid.range before bid.must-top."""
    if move.value != "capot" and move.value not in pos.numbers():
        return "bid.range"
    if pos.highest is None:
        return None
    if pos.highest[1] == "capot":
        return "bid.must-top"  # nothing tops capot
    if move.value == "capot":
        return None  # capot tops every number
    assert isinstance(move.value, int)
    return None if move.value > pos.highest[1] else "bid.must-top"


def judge(pos: Position, move: Move) -> Verdict:
    """The verdict on ``move`` in ``pos``: section 0's order of precedence, step by step."""
    profile = pos.profile
    # 1. After the hand is over, any move breaks turn.order.
    if pos.is_over():
        return Verdict("turn.order")
    # 2. A surcoinche in a profile without it breaks bid.surcoinche (whoever, whenever).
    if move.verb == "surcoinche" and profile["surcoinche"] == "off":
        return Verdict("bid.surcoinche")
    calls = ("pass", "bid", "coinche", "surcoinche")
    in_auction = pos.phase in ("auction", "surcoinche")
    # 3. A seat whose turn it is not, or a verb of the other phase, breaks turn.order.
    if move.seat != pos.to_move:
        if (move.verb == "coinche" and in_auction and profile["coinche_timing"] == "any_time"):
            # coinche_timing=any_time: an opponent of the highest bidder may also coinche out of
            # turn, between any two calls.
            # INTERPRETATION: an out-of-turn coinche that would not be a legal coinche (no bid,
            # own side's bid, a capot under capot_coinche=forbidden, or a second coinche in the
            # surcoinche window) breaks turn.order (the out-of-turn freedom does not apply), not
            # bid.coinche. Marked uncertain.
            if pos.phase == "auction" and coinche_rule(pos, move.seat) is None:
                return Verdict(None)
            return Verdict("turn.order", uncertain=True)
        return Verdict("turn.order")
    if in_auction and move.verb == "play":
        return Verdict("turn.order")
    if pos.phase == "play" and move.verb in calls:
        return Verdict("turn.order")
    # The surcoinche window (option surcoinche): the seat to move is of the coinched side.
    if pos.phase == "surcoinche":
        if move.verb in ("pass", "surcoinche"):
            return Verdict(None)
        if move.verb == "coinche":
            return Verdict(coinche_rule(pos, move.seat))  # his own side's bid: bid.coinche
        # INTERPRETATION: a bid after a coinche (surcoinche option on): the spec lets the two
        # players only "surcoinche or pass". We cite bid.range for a number out of range (section
        # 0: "for a bid, bid.range" first) and bid.surcoinche otherwise. Marked uncertain.
        range_rule = "bid.range" if (move.value != "capot" and move.value not in pos.numbers()) else None
        return Verdict(range_rule or "bid.surcoinche", uncertain=True)
    if pos.phase == "auction":
        if move.verb == "pass":
            return Verdict(None)
        if move.verb == "bid":
            return Verdict(bid_rule(pos, move))
        if move.verb == "coinche":
            return Verdict(coinche_rule(pos, move.seat))
        if move.verb == "surcoinche":
            # Profile with surcoinche, but nobody has coinched yet.
            return Verdict("bid.surcoinche")
    # The play.
    assert pos.phase == "play" and move.verb == "play" and pos.trump is not None
    hand = pos.hands[move.seat]
    allowed = may_play(hand, pos.trick, pos.trump, move.seat, profile)
    rule = card_rule(hand, pos.trick, pos.trump, move.seat, profile, move.card or "")
    if (move.card in allowed) != (rule is None):
        raise AssertionError(f"the table and the precedence disagree on {move.text()} in {pos.trick}")
    # belote=declared: the words. INTERPRETATION: a word is judged only on a card that is
    # otherwise legal (the card rules come first; a card that breaks a card rule *and* carries a
    # wrong word is marked uncertain). "belote" is allowed only on the first of the holder's king
    # and queen of trumps, "rebelote" only on the second and only after "belote" was said with the
    # first; anything else breaks play.belote. "belote" said with the second card after a silent
    # first one is refused too (marked uncertain: the spec names only "an announcement on any
    # other card, or a rebelote without a belote").
    word_ok, word_uncertain = True, False
    if move.word is not None:
        holder = pos.belote_holder()
        is_pair_card = move.card in ("K" + pos.trump, "Q" + pos.trump) and move.seat == holder
        if move.word == "belote":
            word_ok = is_pair_card and pos.belote_cards_played == 0
            word_uncertain = is_pair_card and pos.belote_cards_played == 1
        else:
            word_ok = is_pair_card and pos.belote_cards_played == 1 and pos.belote_words == ["belote"]
    if rule is not None:
        return Verdict(rule, uncertain=not word_ok)
    if not word_ok:
        return Verdict("play.belote", uncertain=word_uncertain)
    return Verdict(None)


def start_play(pos: Position) -> None:
    assert pos.highest is not None
    pos.phase = "play"
    pos.trump = pos.highest[2]
    pos.to_move = pos.nxt(pos.dealer)  # play.first-lead
    pos.window = []


def apply(pos: Position, move: Move) -> None:
    """Apply a move already judged legal."""
    seat = move.seat
    if move.verb == "pass":
        pos.calls.append(move)
        if pos.phase == "surcoinche":
            pos.window.pop(0)
            if not pos.window:
                start_play(pos)  # two passes: the auction is over with the coinche
            else:
                pos.to_move = pos.window[0]
            return
        if pos.highest is None:
            if len(pos.calls) == 4:  # bid.all-pass: the first four calls are all passes
                pos.phase = "over"
                pos.to_move = None
                return
        else:
            pos.passes_after_bid += 1
            if pos.passes_after_bid == 3:  # bid.end
                start_play(pos)
                return
        pos.to_move = pos.nxt(seat)
        return
    if move.verb == "bid":
        pos.calls.append(move)
        assert move.suit is not None and move.value is not None
        pos.highest = (seat, move.value, move.suit)
        pos.passes_after_bid = 0
        pos.to_move = pos.nxt(seat)
        return
    if move.verb == "coinche":
        pos.calls.append(move)
        pos.coincher = seat
        pos.multiplier = 2
        if pos.profile["surcoinche"] == "off":
            start_play(pos)  # the coinche ends the auction at once
            return
        # bid.surcoinche: the turn passes to the coincher's left, then skips his partner.
        first = pos.nxt(seat)
        second = pos.nxt(pos.nxt(first))
        pos.phase = "surcoinche"
        pos.window = [first, second]
        pos.to_move = first
        return
    if move.verb == "surcoinche":
        pos.calls.append(move)
        pos.multiplier = 4 if pos.profile["surcoinche"] == "x4" else 3
        start_play(pos)
        return
    # play
    assert pos.trump is not None and move.card is not None
    holder = pos.belote_holder()
    if seat == holder and move.card in ("K" + pos.trump, "Q" + pos.trump):
        pos.belote_cards_played += 1
        if move.word:
            pos.belote_words.append(move.word)
    pos.hands[seat].remove(move.card)
    pos.trick.append((seat, move.card))
    if len(pos.trick) < 4:
        pos.to_move = pos.nxt(seat)
        return
    winner = trick_winner(pos.trick, pos.trump)
    pos.tricks.append((pos.trick, winner))
    pos.trick = []
    if len(pos.tricks) == 8:
        pos.phase = "over"
        pos.to_move = None
    else:
        pos.to_move = winner  # play.next-lead


# --------------------------------------------------------------------------------------------
# Legal moves of the seat to move (the final object's "legal")
# --------------------------------------------------------------------------------------------


def candidate_moves(pos: Position, seat: str) -> list[Move]:
    """Every well-formed move a seat could write (numbers from 80 to 180), legal or not, in a
    natural order: pass, the bids upwards, capot, coinche, surcoinche, then the cards in the order
    of the seat's hand (the order of the record) and the other cards."""
    moves = [Move(seat, "pass")]
    for number in NUMBERS:
        for suit in SUITS:
            moves.append(Move(seat, "bid", number, suit))
    for suit in SUITS:
        moves.append(Move(seat, "bid", "capot", suit))
    moves += [Move(seat, "coinche"), Move(seat, "surcoinche")]
    hand = pos.hands[seat]
    for card in hand + [card for card in ALL_CARDS if card not in hand]:
        moves.append(Move(seat, "play", card=card))
    return moves


def legal_actions(pos: Position) -> list[str]:
    """The legal moves of the seat to move, without the seat (in candidate_moves' order; the
    spec fixes no order, and the comparison with an engine sorts both lists).

    INTERPRETATION: under belote=declared the list gives the cards only ("play KH"), not the
    variants with an announcement; compare_replay strips announcement words from both lists.
    """
    if pos.to_move is None:
        return []
    found = []
    for move in candidate_moves(pos, pos.to_move):
        if judge(pos, move).rule is None:
            found.append(move.action())
    return found


# --------------------------------------------------------------------------------------------
# Scoring (sections 5, 6, 9)
# --------------------------------------------------------------------------------------------


@dataclass
class HandScore:
    made: bool
    attackers: int
    defenders: int
    uncertain: bool = False  # rests on an INTERPRETATION of how options combine


def score_hand(profile: dict[str, str] | None, value: int | str, multiplier: int,
               attackers_points: int, belote: str | None = None, capot: str | None = None) -> HandScore:
    """Score one played hand.

    ``value`` is the number bid or ``"capot"``; ``multiplier`` 1, 2, 4 or 3; ``attackers_points``
    the attackers' card points with the last trick (0..162); ``belote`` and ``capot`` are
    ``"attackers"``, ``"defenders"`` or None.
    """
    p = profile or STANDARD
    uncertain = False
    defenders_points = 162 - attackers_points
    att_belote = 20 if belote == "attackers" else 0
    def_belote = 20 if belote == "defenders" else 0
    method = p["scoring"]

    # The attackers' total: card points (250 after their capot) plus their belote.
    if method == "bid":
        # INTERPRETATION: section 9 says that under scoring=bid "the attackers' total uses their
        # card points, not 250". We apply that to the made check as well, so a bid of 170 or 180
        # made by an unannounced capot without the belote fails. Marked uncertain.
        total = attackers_points + att_belote
        if capot == "attackers" and value != "capot" and total < value <= 250 + att_belote:
            uncertain = True
    else:
        total = (250 if capot == "attackers" else attackers_points) + att_belote

    # score.made-check
    if value == "capot":
        made = capot == "attackers"
    else:
        assert isinstance(value, int)
        made = total >= value and (total >= 82 or p["bid80_needs"] == "80")

    capot_value = int(p["capot_bid"])  # score.capot-bid: 350, or 500 under capot_bid=500

    if method == "bid":
        # INTERPRETATION: the explicit text of scoring=bid wins over failed_score,
        # belote_on_failure, coinched_defenders and capot_bid (its own "250 for capot"); those
        # combinations are marked uncertain.
        if p["failed_score"] != "162" or p["belote_on_failure"] != "lost":
            uncertain = uncertain or not made
        if value == "capot" and p["capot_bid"] != "350":
            uncertain = True
        bid_value = 250 if value == "capot" else value
        assert isinstance(bid_value, int)
        if made:
            return HandScore(True, bid_value * multiplier, 0, uncertain)
        defenders = 162 if multiplier == 1 else bid_value * multiplier
        return HandScore(False, 0, defenders, uncertain)

    if made:
        if value == "capot":
            # score.capot-bid: 350 (500) x multiplier plus their belote; defenders only theirs.
            return HandScore(True, capot_value * multiplier + att_belote, def_belote, uncertain)
        assert isinstance(value, int)
        attackers = value * multiplier + total if method == "made_and_bid" else total
        defenders = defenders_points + def_belote
        if p["coinched_defenders"] == "zero" and multiplier > 1:
            # INTERPRETATION: applied under scoring=made too (the option's text is general).
            defenders = def_belote
            uncertain = uncertain or method == "made"
        return HandScore(True, attackers, defenders, uncertain)

    # score.failed
    if value == "capot":
        if p["capot_bid"] == "500":
            # "one that fails [scores] 500 x the multiplier for the defenders, belotes added".
            # INTERPRETATION: with failed_score=160_plus_bid as well, still 500 x multiplier
            # without the 160. Marked uncertain.
            base = 500 * multiplier
            uncertain = uncertain or p["failed_score"] != "162"
        elif p["failed_score"] == "160_plus_bid":
            base = 160 + 250 * multiplier  # section 9: "(capot: 250)"
        else:
            base = 162 if multiplier == 1 else 350 * multiplier
    else:
        assert isinstance(value, int)
        if p["failed_score"] == "160_plus_bid":
            base = 160 + value * multiplier
        else:
            base = 162 if multiplier == 1 else value * multiplier
    attackers = 0
    defenders = base + def_belote
    if att_belote:
        if p["belote_on_failure"] == "kept":
            attackers = att_belote
        elif p["belote_on_failure"] == "to_defenders":
            defenders += att_belote
    return HandScore(False, attackers, defenders, uncertain)


def final_object(pos: Position) -> tuple[dict[str, Any], set[str]]:
    """The final JSON object (required keys only) and the keys that are uncertain."""
    uncertain: set[str] = set()
    if not pos.is_over():
        legal = legal_actions(pos)  # under belote=declared compare_replay strips the words
        return {"complete": False, "to_move": pos.to_move, "legal": legal}, uncertain
    if pos.thrown_in():
        return {"complete": True, "to_move": None, "legal": [], "points": {"NS": 0, "EW": 0},
                "belote": None, "capot": None, "contract": None, "made": None,
                "score": {"NS": 0, "EW": 0}}, uncertain
    assert pos.highest is not None and pos.trump is not None
    points = {"NS": 0, "EW": 0}
    tricks_won = {"NS": 0, "EW": 0}
    for cards, winner in pos.tricks:
        points[SIDE[winner]] += sum(card_points(card, pos.trump) for _, card in cards)
        tricks_won[SIDE[winner]] += 1
    points[SIDE[pos.tricks[-1][1]]] += 10  # points.last-trick
    assert points["NS"] + points["EW"] == 162
    capot_side = next((side for side, n in tricks_won.items() if n == 8), None)
    holder = pos.belote_holder()
    belote_side = SIDE[holder] if holder else None
    if pos.profile["belote"] == "declared" and holder is not None:
        if pos.belote_words != ["belote", "rebelote"]:
            # INTERPRETATION: the JSON "belote" names "the side whose player held the trump king
            # and queen"; under belote=declared without both announcements the belote does not
            # count, and we report null. Marked uncertain.
            belote_side = None
            uncertain.add("belote")
    bidder, value, suit = pos.highest
    attackers = SIDE[bidder]

    def relative(side: str | None) -> str | None:
        return None if side is None else ("attackers" if side == attackers else "defenders")

    result = score_hand(pos.profile, value, pos.multiplier, points[attackers],
                        relative(belote_side), relative(capot_side))
    if result.uncertain:
        uncertain.update({"made", "score"})
    return {
        "complete": True,
        "to_move": None,
        "legal": [],
        "points": points,
        "belote": belote_side,
        "capot": capot_side,
        "contract": {"side": attackers, "value": value, "suit": suit, "coinche": pos.multiplier},
        "made": result.made,
        "score": {"NS": result.attackers if attackers == "NS" else result.defenders,
                  "EW": result.attackers if attackers == "EW" else result.defenders},
    }, uncertain


# --------------------------------------------------------------------------------------------
# Replay
# --------------------------------------------------------------------------------------------


@dataclass
class Replay:
    objects: list[dict[str, Any]]
    status: int  # 0 every move legal, 1 an illegal move
    uncertain: dict[int, set[str]] = field(default_factory=dict)  # object index -> keys


def parse_record(record: dict[str, Any]) -> tuple[Position, list[Move]]:
    """Validate the whole record first (a malformed record prints nothing: exit status 2)."""
    pos = new_position(record)
    moves = [parse_move(text, pos.profile) for text in (record.get("moves") or [])]
    return pos, moves


def replay_record(record: dict[str, Any]) -> Replay:
    """Replay a record dict move by move, as ``python -m tutor replay FILE --json`` must."""
    pos, moves = parse_record(record)
    objects: list[dict[str, Any]] = []
    uncertain: dict[int, set[str]] = {}
    status = 0
    for move in moves:
        verdict = judge(pos, move)
        if verdict.rule is None:
            objects.append({"move": move.text(), "legal": True})
            if verdict.uncertain:
                uncertain[len(objects) - 1] = {"legal"}
            apply(pos, move)
            continue
        objects.append({"move": move.text(), "legal": False, "rule": verdict.rule})
        if verdict.uncertain:
            uncertain[len(objects) - 1] = {"legal", "rule"}
        status = 1
        break
    final, final_uncertain = final_object(pos)
    if status == 1:
        if pos.is_over():
            # INTERPRETATION / CONTRADICTION: "after an illegal move the final object says
            # complete: false and describes the position before that move" - but a move after
            # the end describes a complete hand. We write complete: false, to_move null, legal []
            # and mark the whole final object uncertain.
            final = {"complete": False, "to_move": None, "legal": []}
            final_uncertain = {"complete", "to_move", "legal"}
        else:
            final["complete"] = False
    objects.append(final)
    if final_uncertain:
        uncertain[len(objects) - 1] = final_uncertain
    return Replay(objects, status, uncertain)


def expected_objects(record: dict[str, Any]) -> list[dict[str, Any]]:
    return replay_record(record).objects


def expected_status(record: dict[str, Any]) -> int:
    try:
        return replay_record(record).status
    except MalformedRecord:
        return 2


# --------------------------------------------------------------------------------------------
# Comparing an engine's output with the oracle's
# --------------------------------------------------------------------------------------------

MOVE_KEYS = ("move", "legal", "rule")
FINAL_KEYS = ("complete", "to_move", "legal")
COMPLETE_KEYS = ("points", "belote", "capot", "contract", "made", "score")
CONTRACT_KEYS = ("side", "value", "suit", "coinche")


def required_view(obj: dict[str, Any], final: bool) -> dict[str, Any]:
    """Only the keys the spec requires (so extra keys an engine adds do not matter)."""
    if not final:
        keys = MOVE_KEYS if obj.get("legal") is False else MOVE_KEYS[:2]
        return {key: obj.get(key) for key in keys}
    keys = FINAL_KEYS + (COMPLETE_KEYS if obj.get("complete") is True else ())
    view = {key: obj.get(key) for key in keys}
    if isinstance(view.get("contract"), dict):
        view["contract"] = {key: view["contract"].get(key) for key in CONTRACT_KEYS}
    return view


def normal_move(text: Any) -> str:
    # INTERPRETATION: whether "move" echoes the record's spelling or a normalised one is not
    # said; we compare case-insensitively with single spaces.
    return " ".join(str(text).split()).upper()


def normal_legal(items: Any) -> list[str]:
    if not isinstance(items, list):
        return items
    # Announcement words stripped ("play KH belote" -> "play KH"), duplicates merged, sorted.
    out = set()
    for item in items:
        words = str(item).split()
        if words and words[0] == "play":
            words = words[:2]
        out.add(" ".join(words))
    return sorted(out)


def compare_replay(record: dict[str, Any], engine_objects: list[dict[str, Any]],
                   engine_status: int | None = None) -> list[str]:
    """The differences between an engine's JSON objects (and exit status) and the oracle's."""
    try:
        expected = replay_record(record)
    except MalformedRecord as fault:
        if engine_status is not None and engine_status != 2:
            return [f"malformed record ({fault}): expected exit status 2, got {engine_status}"]
        return []
    problems = []
    if engine_status is not None and engine_status != expected.status:
        problems.append(f"exit status: expected {expected.status}, got {engine_status}")
    if len(engine_objects) != len(expected.objects):
        problems.append(f"{len(engine_objects)} objects, expected {len(expected.objects)}")
    for index, (want, got) in enumerate(zip(expected.objects, engine_objects)):
        final = index == len(expected.objects) - 1
        want_view = required_view(want, final)
        got_view = required_view(got, final)
        skip = expected.uncertain.get(index, set())
        for key in want_view:
            if key in skip:
                continue
            a, b = want_view[key], got_view.get(key)
            if key == "move":
                a, b = normal_move(a), normal_move(b)
            if key == "legal" and isinstance(a, list):
                a, b = normal_legal(a), normal_legal(b)
            if a != b:
                problems.append(f"object {index + 1} ({want.get('move', 'final')}), {key}: "
                                f"expected {a!r}, got {b!r}")
        if final:
            for key in got_view:
                if key not in want_view and key not in skip:
                    problems.append(f"final object: unexpected {key}={got_view[key]!r}")
    return problems


# --------------------------------------------------------------------------------------------
# Writing records, random records
# --------------------------------------------------------------------------------------------


def yaml_scalar(value: Any) -> str:
    text = str(value)
    # Quote what YAML 1.1 would read as a boolean or null.
    if text.lower() in ("off", "on", "yes", "no", "true", "false", "y", "n", "null", "~"):
        return f'"{text}"'
    return text


def record_to_yaml(record: dict[str, Any]) -> str:
    """The record as YAML text in the layout of coinche-record.md."""
    lines = []
    for key in ("title", "comment"):
        if key in record:
            lines.append(f"{key}: >-")
            lines.extend("  " + part for part in str(record[key]).split("\n"))
    lines.append(f"game: {record['game']}")
    profile = record.get("profile")
    if isinstance(profile, dict):
        lines.append("profile:")
        lines.extend(f"  {name}: {yaml_scalar(value)}" for name, value in profile.items())
    elif profile is not None:
        lines.append(f"profile: {profile}")
    lines.append(f"dealer: {record['dealer']}")
    lines.append("hands:")
    for seat in SEATS:
        lines.append(f"  {seat}: [{', '.join(record['hands'][seat])}]")
    moves = record.get("moves") or []
    if moves:
        lines.append("moves:")
        lines.extend(f"  - {move}" for move in moves)
    else:
        lines.append("moves: []")
    return "\n".join(lines) + "\n"


def random_profile(rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.35:
        return None  # no profile key: standard
    if roll < 0.5:
        return "standard"
    # target, packets and tie change nothing in a replayed hand, but must be accepted.
    chosen = rng.sample(sorted(OPTIONS), rng.randint(1, 4))
    profile: dict[str, Any] = {}
    for name in chosen:
        values = OPTIONS[name] or ["2000", "1500", "1000", "500"]
        value: Any = rng.choice(values[1:])
        profile[name] = int(value) if value.isdigit() else value
    return profile


def illegal_candidates(pos: Position, rng: random.Random) -> list[Move]:
    """Moves worth trying as illegal ones in this position (judged by the caller)."""
    seat = pos.to_move
    others = [s for s in SEATS if s != seat]
    out: list[Move] = []
    if seat is None:
        return [Move(rng.choice(SEATS), "pass"), Move(rng.choice(SEATS), "play", card=rng.choice(ALL_CARDS))]
    if pos.phase in ("auction", "surcoinche"):
        for number in (70, 85, 190, 200, 170, 180, 80, 90, 100):
            out.append(Move(seat, "bid", number, rng.choice(SUITS)))
        out.append(Move(seat, "bid", "capot", rng.choice(SUITS)))
        out += [Move(seat, "coinche"), Move(seat, "surcoinche")]
        out.append(Move(seat, "play", card=rng.choice(pos.hands[seat])))
        out.append(Move(rng.choice(others), "pass"))
        out.append(Move(rng.choice(others), "bid", 160, rng.choice(SUITS)))
    else:
        for card in pos.hands[seat]:
            out.append(Move(seat, "play", card=card))
        out.append(Move(seat, "play", card=rng.choice(ALL_CARDS)))
        out += [Move(seat, "pass"), Move(seat, "coinche"), Move(seat, "surcoinche"),
                Move(seat, "bid", 160, "S")]
        other = rng.choice(others)
        if pos.hands[other]:
            out.append(Move(other, "play", card=rng.choice(pos.hands[other])))
        if pos.profile["belote"] == "declared":
            for card in pos.hands[seat]:
                out.append(Move(seat, "play", card=card, word=rng.choice(["belote", "rebelote"])))
    return out


def choose_call(pos: Position, rng: random.Random) -> Move:
    seat = pos.to_move
    assert seat is not None
    legal = [m for m in candidate_moves(pos, seat) if m.verb != "play" and judge(pos, m).rule is None]
    by_verb: dict[str, list[Move]] = {}
    for move in legal:
        by_verb.setdefault(move.verb, []).append(move)
    if "surcoinche" in by_verb and rng.random() < 0.4:
        return by_verb["surcoinche"][0]
    if "coinche" in by_verb and rng.random() < 0.06:
        return by_verb["coinche"][0]
    bids = by_verb.get("bid", [])
    pass_chance = 0.45 if pos.highest is None else 0.7
    if bids and rng.random() > pass_chance:
        numeric = [b for b in bids if b.value != "capot"]
        if numeric and rng.random() < 0.97:
            lowest = min(b.value for b in numeric)  # type: ignore[type-var]
            near = [b for b in numeric if b.value <= lowest + rng.choice([0, 0, 0, 10, 20, 40])]  # type: ignore[operator]
            return rng.choice(near)
        return rng.choice([b for b in bids if b.value == "capot"] or bids)
    return Move(seat, "pass")


def choose_card(pos: Position, rng: random.Random, announce: bool) -> Move:
    seat = pos.to_move
    assert seat is not None and pos.trump is not None
    cards = sorted(may_play(pos.hands[seat], pos.trick, pos.trump, seat, pos.profile))
    card = rng.choice(cards)
    word = None
    if (pos.profile["belote"] == "declared" and announce and seat == pos.belote_holder()
            and card in ("K" + pos.trump, "Q" + pos.trump)):
        word = "belote" if pos.belote_cards_played == 0 else "rebelote"
    return Move(seat, "play", card=card, word=word)


def random_record(rng: random.Random, illegal_chance: float = 0.35, cut_chance: float = 0.25) -> dict[str, Any]:
    """A random record: a shuffled deal, a random profile, moves mostly legal.

    With ``illegal_chance`` one illegal move (with a certain verdict) is put in at a random point,
    followed by a few more moves that the replay must not judge; with ``cut_chance`` the record
    stops early (a position).
    """
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    hands = {seat: cards[8 * i: 8 * i + 8] for i, seat in enumerate(SEATS)}
    record: dict[str, Any] = {"game": "coinche"}
    profile = random_profile(rng)
    if profile is not None:
        record["profile"] = profile
    record["dealer"] = rng.choice(SEATS)
    record["hands"] = hands
    pos, _ = parse_record(record)
    moves: list[str] = []
    length = rng.randint(0, 45) if rng.random() < cut_chance else 10_000
    illegal_at = rng.randint(0, 36) if rng.random() < illegal_chance else -1
    announce = rng.random() < 0.8
    # The trumping rules can be broken only in rare positions: half the illegal moves wait for one.
    target = rng.choice([None, None, None, "play.must-trump", "play.overtrump", "play.undertrump"])
    while not pos.is_over() and len(moves) < length:
        if len(moves) == illegal_at:
            # One illegal move with a certain verdict; the rule is drawn first, so that the rare
            # rules (the trumping ones) come up as often as the common ones.
            by_rule: dict[str, list[Move]] = {}
            for move in illegal_candidates(pos, rng):
                verdict = judge(pos, move)
                if verdict.rule is not None and not verdict.uncertain:
                    by_rule.setdefault(verdict.rule, []).append(move)
            if target is not None and target not in by_rule and len(pos.tricks) < 7:
                illegal_at += 1  # wait for a position where the target rule can be broken
                by_rule = {}
            elif target in by_rule:
                by_rule = {target: by_rule[target]}
            chosen = rng.choice(by_rule[rng.choice(sorted(by_rule))]) if by_rule else None
            if chosen is not None:
                moves.append(chosen.text())
                for _ in range(rng.randint(0, 2)):  # moves after the first illegal one
                    moves.append(rng.choice(illegal_candidates(pos, rng)).text())
                break
            if len(moves) == illegal_at:
                illegal_at = -1  # no illegal move with a certain verdict here: give up
        if pos.phase in ("auction", "surcoinche"):
            # coinche_timing=any_time: sometimes an out-of-turn coinche by an opponent.
            if pos.profile["coinche_timing"] == "any_time" and pos.phase == "auction" and rng.random() < 0.08:
                outsiders = [s for s in SEATS if s != pos.to_move and coinche_rule(pos, s) is None]
                if outsiders:
                    move = Move(rng.choice(outsiders), "coinche")
                    moves.append(move.text())
                    apply(pos, move)
                    continue
            move = choose_call(pos, rng)
        else:
            move = choose_card(pos, rng, announce)
        assert judge(pos, move).rule is None, move.text()
        moves.append(move.text())
        apply(pos, move)
    if illegal_chance > 0 and pos.is_over() and len(moves) < length and rng.random() < 0.03:
        # A move after the end of the hand: turn.order (the final object is then uncertain).
        moves.append(rng.choice(illegal_candidates(pos, rng)).text())
    record["moves"] = moves
    return record


def record_features(record: dict[str, Any]) -> set[str]:
    """What a record exercises: verdicts, outcomes, profile options, where it stops."""
    result = replay_record(record)
    features = {f"status {result.status}"}
    last = result.objects[-1]
    if result.status == 1:
        features.add("rule " + result.objects[-2]["rule"])
    profile = record.get("profile")
    if isinstance(profile, dict):
        features.update(f"option {name}={option_text(value)}" for name, value in profile.items())
    if last.get("complete"):
        if last["contract"] is None:
            features.add("thrown in")
        else:
            features.add(f"made {last['made']}")
            features.add(f"multiplier {last['contract']['coinche']}")
            features.add(f"value {'capot' if last['contract']['value'] == 'capot' else 'number'}")
            features.add(f"capot {last['capot'] is not None}")
            features.add(f"belote {last['belote'] == last['contract']['side'] if last['belote'] else None}")
            made = "made" if last["made"] else "failed"
            if isinstance(profile, dict):
                features.update(f"{made} with {name}={option_text(value)}" for name, value in profile.items())
    else:
        position, moves = parse_record(record)
        features.add("position " + ("play" if any(m.verb == "play" for m in moves) else "auction"))
        features.add(f"to move {last['to_move']}")
    if result.uncertain:
        features.add("uncertain")
    return features


def differential_records(seed: int, count: int, pool: int = 12) -> list[dict[str, Any]]:
    """``count`` random records for a differential test, chosen greedily from ``count * pool``
    candidates so that together they exercise as many verdicts, outcomes and options as possible.
    Deterministic for a given seed; usable in-process or to write files for the command line."""
    rng = random.Random(seed)
    candidates = [random_record(rng) for _ in range(count * pool)]
    features = [record_features(rec) for rec in candidates]
    covered: set[str] = set()
    chosen: list[int] = []
    while len(chosen) < count:
        best = max((i for i in range(len(candidates)) if i not in chosen),
                   key=lambda i: (len(features[i] - covered), -i))
        chosen.append(best)
        covered |= features[best]
    return [candidates[i] for i in chosen]


def check_engine(run: Any, records: list[dict[str, Any]]) -> list[str]:
    """In-process differential check: ``run(record) -> (objects, exit_status)`` is the engine's
    replay (the JSON objects as dicts); returns one line per record that differs from the oracle.

    Example, once the engine offers such a function::

        failures = check_engine(my_replay, differential_records(2026, 2000))
        assert not failures, "\\n".join(failures[:5])
    """
    failures = []
    for number, rec in enumerate(records, 1):
        objects, status = run(rec)
        problems = compare_replay(rec, objects, status)
        if problems:
            failures.append(f"record {number}: " + "; ".join(problems[:3]))
    return failures
