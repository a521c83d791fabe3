"""Legal moves and verdicts: what may be done now, and which rule removes anything else.

`legal_moves(state)` is the single source of truth; `check_move(state, move)` returns None exactly
for its members and otherwise the `Violation` naming the rule broken, in the order
`coinche-rules.md` section 0 fixes: hand over, a surcoinche the profile lacks, turn and phase,
then the rules of the call or the card.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from operator import itemgetter

from tutor.cards import Card, Rank, Suit, cards_of
from tutor.games.coinche.moves import PLAYS, Move, Verb, bid, coinche, pass_, surcoinche
from tutor.games.coinche.ranking import ABOVE, SUIT_MASK, SUIT_OF, order
from tutor.games.coinche.state import HandState, Phase
from tutor.games.coinche.violations import Violation
from tutor.games.seats import Seat
from tutor.games.tricks import following

LOWEST_BID = 80
"""`bid.range`: bids are multiples of 10 from 80 up to the profile's `max_bid`, then capot."""
STEP = 10

# Enum members as module constants: `Phase.PLAY` is an attribute lookup on the Enum class (about
# 900 machine instructions in CPython 3.11), and the hot paths ask at every move.
_AUCTION, _PLAYING = Phase.AUCTION, Phase.PLAY
_CLAIM, _PLAY, _COINCHE, _SURCOINCHE = Verb.CLAIM, Verb.PLAY, Verb.COINCHE, Verb.SURCOINCHE

PASSES = tuple(pass_(seat) for seat in Seat)
COINCHES = tuple(coinche(seat) for seat in Seat)
SURCOINCHES = tuple(surcoinche(seat) for seat in Seat)


def _bids(seat: Seat, max_bid: int) -> tuple[Move, ...]:
    numbers = range(LOWEST_BID, max_bid + 1, STEP)
    return tuple(bid(seat, n, suit) for n in numbers for suit in Suit) + tuple(bid(seat, None, s) for s in Suit)


BIDS = {max_bid: tuple(_bids(seat, max_bid) for seat in Seat) for max_bid in (160, 180)}
"""[max_bid][seat] → every bid, lowest first, the capot bids last (built once)."""


class LegalMoves(tuple):  # type: ignore[type-arg]
    """The moves allowed now, as a lazy container: ``move in legal_moves(state)`` is the test.

    Plain card plays are kept as a mask of cards and made into moves only when iterated; calls,
    cards with a word (``belote: declared``) and table-mode claims are listed. Underneath it is
    the tuple ``(state, mask, listed)``, only so that making one (at every move) costs nothing.
    """

    __slots__ = ()
    state: HandState = property(itemgetter(0))  # type: ignore[assignment]
    mask: int = property(itemgetter(1))  # type: ignore[assignment]
    listed: tuple[Move, ...] = property(itemgetter(2))  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LegalMoves({[str(move) for move in self]})"

    def __iter__(self) -> Iterator[Move]:
        if self.mask:
            yield from map(PLAYS[self.state.to_move].__getitem__, cards_of(self.mask))  # type: ignore[index]
        yield from self.listed

    def __len__(self) -> int:
        return self.mask.bit_count() + len(self.listed)

    def __bool__(self) -> bool:
        return bool(self.mask or self.listed)

    def __contains__(self, move: object) -> bool:
        return isinstance(move, Move) and check_move(self.state, move) is None

    def random(self, rng: random.Random) -> Move:
        """A legal move drawn uniformly at random."""
        state: HandState = self[0]
        mask: int = self[1]
        listed: tuple[Move, ...] = self[2]
        cards = cards_of(mask)
        index = int(rng.random() * (len(cards) + len(listed)))
        if index < len(cards):
            return PLAYS[state.to_move][cards[index]]  # type: ignore[index]
        return listed[index - len(cards)]

    def notations(self) -> list[str]:
        """The moves without the seat, as the replay lists them (``"bid 90 S"``, ``"play 10H"``)."""
        return [move.notation() for move in self]


def legal_moves(state: HandState) -> LegalMoves:
    """Every move the rules allow now: the calls or cards of the seat to move, then, in table
    mode, the claims open to any seat (section 8)."""
    phase, table = state.phase, state.table
    if phase is _PLAYING:
        worded = _worded_plays(state) if state.profile.belote == "declared" else ()
        return _new_tuple(LegalMoves, (state, legal_play_mask(state), worded if table is None else worded + _claims(state)))
    listed = _calls(state) if phase is _AUCTION else ()
    return _new_tuple(LegalMoves, (state, 0, listed if table is None else listed + _claims(state)))


_new_tuple = tuple.__new__


def _calls(state: HandState) -> tuple[Move, ...]:
    """`bid.calls`: pass, any bid above the highest (`bid.range`, `bid.must-top`), coinche on an
    opponent's bid (`bid.coinche`); after a coinche under the option, pass or surcoinche."""
    seat, high = state.to_move, state.high
    assert seat is not None
    if state.answering:
        return (PASSES[seat], SURCOINCHES[seat])
    if high is None:
        return _call_list(seat, state.profile.max_bid, 0, False)
    return _call_list(seat, state.profile.max_bid, high.level, _coinche_fault(state, seat) is None)


@cache
def _call_list(seat: Seat, max_bid: int, high: int, may_coinche: bool) -> tuple[Move, ...]:
    """Pass, the bids above the level `high`, then coinche if allowed (built once per case)."""
    bids = tuple(move for move in BIDS[max_bid][seat] if move.level > high)
    return (PASSES[seat], *bids, *((COINCHES[seat],) if may_coinche else ()))


def _claims(state: HandState) -> tuple[Move, ...]:
    return tuple(
        Move(seat, Verb.CLAIM, word=claim) for claim in ("misdeal", "revoke") for seat in Seat
        if _check_claim(state, Move(seat, Verb.CLAIM, word=claim)) is None
    )


# --- the play ---------------------------------------------------------------------------------


def legal_play_mask(state: HandState) -> int:
    """The cards the seat to move may play (section 4, summed up in its table): any lead; the
    suit led if held (a higher trump on a trump lead if held); else a trump, a higher one over an
    opponent's trump if held, unless the partner is master."""
    global _last
    last_state, last_mask = _last
    if state is last_state:
        return last_mask
    seat, trick = state.to_move, state.trick
    mask = hand = state.hands[seat]  # type: ignore[index]
    if trick:
        trump, led = state.trump, SUIT_OF[trick[0][1]]
        trumps = SUIT_MASK[trump]  # type: ignore[index]
        winner, winning = state.master  # type: ignore[misc]
        # Any trump beats any other card: the best trump in the trick, if there is one, is winning it.
        above = hand & (ABOVE[trump][winning] if SUIT_OF[winning] == trump else trumps)
        if led == trump:
            mask = above or following(hand, trumps, trumps)
        elif hand & SUIT_MASK[led]:
            mask = following(hand, SUIT_MASK[led], SUIT_MASK[led])
        elif hand & trumps:
            mask = _void_mask(state, hand, hand & trumps, above, winner == seat.partner)  # type: ignore[union-attr]
    _last = (state, mask)
    return mask


_last: tuple[HandState | None, int] = (None, 0)
"""The last position asked and its mask: `apply_move` checks the card that `legal_moves` just
listed in the same position (the engine's hot path), so the mask is made once. One tuple, read
and replaced whole, so threads never see half of it."""


def _void_mask(state: HandState, hand: int, held: int, above: int, partner_master: bool) -> int:
    """A player who cannot follow but holds trumps (`play.must-trump`, `play.partner-master`,
    `play.overtrump`, `play.undertrump`): `held` are his trumps, `above` those that beat the best
    trump in the trick (all of them when there is none)."""
    profile = state.profile
    if partner_master:
        return hand if profile.partner_ruff == "free" else hand & ~SUIT_MASK[state.trump] | (above or held)  # type: ignore[index]
    if above:
        return above
    return hand if profile.undertrump == "may_discard" else held


def _worded_plays(state: HandState) -> tuple[Move, ...]:
    """Under ``belote: declared``, the king or queen of trumps played with ``belote`` or
    ``rebelote`` by the player who holds the pair, when that word may be said (`play.belote`)."""
    seat = state.to_move
    if seat is None or seat != state.belote or state.trump is None:
        return ()
    pair = [card for card in order(state.trump, state.trump) if card.rank in (Rank.KING, Rank.QUEEN)]
    mask = legal_play_mask(state)
    return tuple(Move(seat, Verb.PLAY, card, word=word) for card in pair
                 if mask >> card & 1 and (word := announcement(state, seat, card)) is not None)


def announcement(state: HandState, seat: Seat, card: Card) -> str | None:
    """`play.belote`: what the holder of the trump king and queen says with `card`: ``belote``
    with the first of the two, ``rebelote`` with the second if he said ``belote``; else None."""
    trump = state.trump
    if seat != state.belote or trump is None or card.suit != trump or card.rank not in (Rank.KING, Rank.QUEEN):
        return None
    other = Card.of(Rank.QUEEN if card.rank == Rank.KING else Rank.KING, trump)
    if state.hands[seat] >> other & 1:
        return "belote"
    said_belote = any(who == seat and word == "belote" for who, _, word in state.announced)
    return "rebelote" if said_belote or state.profile.belote == "automatic" else None


# --- verdicts ---------------------------------------------------------------------------------


def check_move(state: HandState, move: Move) -> Violation | None:
    """None if `move` is legal now, else the violation (section 0 fixes which rule is cited)."""
    seat, verb, phase, profile = move.seat, move.verb, state.phase, state.profile
    if verb is _CLAIM:
        return _check_claim(state, move)
    if phase.is_over:
        return Violation("hand-over", "turn.order", seat, {"phase": phase.value})
    if verb is _SURCOINCHE and profile.surcoinche == "off":
        return Violation("no-surcoinche", "bid.surcoinche", seat)
    if phase is _AUCTION:
        if verb is _PLAY:
            return Violation("card-in-auction", "turn.order", seat, {"to_move": state.to_move})
        if seat != state.to_move:
            if (verb is _COINCHE and profile.coinche_timing == "any_time" and not state.answering
                    and _coinche_fault(state, seat) is None):
                return None  # an opponent of the highest bidder, out of turn (option `coinche_timing`)
            return Violation("not-your-turn", "turn.order", seat, {"to_move": state.to_move})
        return _CALL_CHECKS[verb](state, move)
    if verb is not _PLAY:
        return Violation("call-in-play", "turn.order", seat, {"to_move": state.to_move})
    if seat != state.to_move:
        return Violation("not-your-turn", "turn.order", seat, {"to_move": state.to_move})
    return check_play(state, move)


def _check_pass(state: HandState, move: Move) -> Violation | None:
    return None


def _check_bid(state: HandState, move: Move) -> Violation | None:
    """`bid.range` before `bid.must-top`; after a coinche, only pass or surcoinche (`bid.surcoinche`)."""
    seat, amount, high, max_bid = move.seat, move.amount, state.high, state.profile.max_bid
    if state.answering:
        return Violation("answer-coinche", "bid.surcoinche", seat, {"coincher": state.coincher})
    if amount is not None and (amount % STEP or not LOWEST_BID <= amount <= max_bid):
        return Violation("bid-range", "bid.range", seat, {"amount": amount, "suit": move.suit, "max": max_bid})
    if high is not None and move.level <= high.level:
        return Violation("bid-too-low", "bid.must-top", seat, {"amount": amount, "suit": move.suit, "high": high})
    return None


def _check_coinche(state: HandState, move: Move) -> Violation | None:
    if state.answering:
        return Violation("answer-coinche", "bid.surcoinche", move.seat, {"coincher": state.coincher})
    return _coinche_fault(state, move.seat)


def _coinche_fault(state: HandState, seat: Seat) -> Violation | None:
    """`bid.coinche`: only on the highest bid, made by an opponent (a capot too, unless forbidden)."""
    high = state.high
    if high is None:
        return Violation("coinche-without-bid", "bid.coinche", seat)
    if high.seat.side == seat.side:
        return Violation("coinche-own-side", "bid.coinche", seat, {"high": high})
    if high.capot and state.profile.capot_coinche == "forbidden":
        return Violation("coinche-capot", "bid.coinche", seat, {"high": high})
    return None


def _check_surcoinche(state: HandState, move: Move) -> Violation | None:
    """`bid.surcoinche` (under the option): only in answer to a coinche, by the coinched side."""
    if not state.answering:
        return Violation("surcoinche-without-coinche", "bid.surcoinche", move.seat)
    return None


_CALL_CHECKS = {
    Verb.PASS: _check_pass,
    Verb.BID: _check_bid,
    Verb.COINCHE: _check_coinche,
    Verb.SURCOINCHE: _check_surcoinche,
}


def check_play(state: HandState, move: Move) -> Violation | None:
    """A card of the seat to move: `turn.own-card`, the rules of play, then the word (`play.belote`)."""
    seat, card = move.seat, move.card
    assert card is not None
    hand = state.hands[seat]
    if not hand >> card & 1:
        return Violation("not-in-hand", "turn.own-card", seat, {"card": card})
    if not legal_play_mask(state) >> card & 1:
        return play_fault(state, seat, card)
    expected = _allowed_word(state, seat, card)
    if move.word is not None and move.word != expected:
        return Violation("wrong-announcement", "play.belote", seat,
                         {"card": card, "word": move.word, "trump": state.trump, "profile": state.profile.belote,
                          "holder": state.belote, "expected": expected})
    return None


def _allowed_word(state: HandState, seat: Seat, card: Card) -> str | None:
    """The word that may be written with the card: none under ``belote: automatic``."""
    return announcement(state, seat, card) if state.profile.belote == "declared" else None


def play_fault(state: HandState, seat: Seat, card: Card) -> Violation:
    """Which rule an illegal card from `seat`'s hand breaks (section 0): `play.follow-suit`, else
    one of the three trumping rules."""
    trick, trump, hand = state.trick, state.trump, state.hands[seat]
    assert trump is not None and trick
    led_card = trick[0][1]
    led = led_card.suit
    winner, winning = state.master  # type: ignore[misc]
    best = winning if winning.suit == trump else None
    params = {"card": card, "led": led_card, "leader": trick[0][0], "suit": led, "trump": trump, "winner": winner,
              "winning": winning, "best": best}
    if card.suit != led and hand & SUIT_MASK[led]:
        return Violation("must-follow", "play.follow-suit", seat, {**params, "held": cards_of(hand & SUIT_MASK[led])})
    if card.suit == trump:
        higher = hand & ABOVE[trump][best] if best is not None else 0
        return Violation("must-overtrump", "play.overtrump", seat, {**params, "held": cards_of(higher)})
    held = hand & SUIT_MASK[trump]
    if best is not None and not held & ABOVE[trump][best]:
        return Violation("must-undertrump", "play.undertrump", seat, {**params, "held": cards_of(held)})
    higher = held & ABOVE[trump][best] if best is not None else held
    return Violation("must-trump", "play.must-trump", seat, {**params, "held": cards_of(held), "higher": cards_of(higher)})


def _check_claim(state: HandState, move: Move) -> Violation | None:
    """Table mode (section 8): a misdeal before the first call; a revoke by an opponent."""
    seat = move.seat
    if move.word == "misdeal":
        if state.table is None or state.phase is not Phase.AUCTION or state.calls:
            return Violation("misdeal-too-late", "irregular.misdeal", seat, {"table": state.table is not None})
        return None
    if state.table is None or state.table.penalty is not None or revoke_to_claim(state, seat) is None:
        return Violation("nothing-to-claim", "irregular.revoke", seat, {"table": state.table is not None})
    return None


def revoke_to_claim(state: HandState, claimant: Seat) -> int | None:
    """The index of the first unclaimed revoke by an opponent of `claimant`, if any."""
    if state.table is None or state.phase not in (Phase.PLAY, Phase.COMPLETE):
        return None
    return next((i for i, revoke in enumerate(state.table.revokes) if revoke.seat.side != claimant.side), None)
