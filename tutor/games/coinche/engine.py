"""Applying a move (`apply_move`): legal moves go through, illegal ones change nothing.

The transitions of the auction (`bid.end`, `bid.all-pass`, `bid.coinche`, `bid.surcoinche`),
of the play (`play.trick-winner`, `play.next-lead`, `play.belote`) and of table mode's rulings
(`irregular.misdeal`, `irregular.revoke`).
"""

from __future__ import annotations

from tutor.cards import Card, Rank, Suit
from tutor.games.coinche.legal import announcement, check_move, legal_play_mask, revoke_to_claim
from tutor.games.coinche.moves import Move, Verb
from tutor.games.coinche.ranking import STRENGTH, SUIT_OF
from tutor.games.coinche.state import TRICKS, Contract, HandState, Phase, Revoke, belote_holder, next_seat, replaced
from tutor.games.coinche.violations import IllegalMoveError, Violation
from tutor.games.seats import Seat
from tutor.games.tricks import Trick

_PLAY, _PLAYING = Verb.PLAY, Phase.PLAY
"""Enum members as constants for the hot path (`tutor.games.coinche.legal` says why)."""

REVOKE_RULES = ("play.follow-suit", "play.must-trump", "play.overtrump", "play.undertrump")
"""`irregular.revoke`: the rules whose breach is a revoke, let stand in table mode."""


def apply_move(state: HandState, move: Move) -> HandState:
    """The state after `move`; raise `IllegalMoveError` (the state is a value: nothing changed).

    In table mode a revoke is played and remembered, for the opponents to claim (section 8);
    `check_move` still names the rule it breaks.
    """
    seat, verb, card, _, _, word = move
    if verb is _PLAY and state.phase is _PLAYING and seat == state.to_move and word is None:
        # The engine's hot path, 32 of a hand's 37 moves: a card of the seat to move, checked as it is played.
        if state.table is None and legal_play_mask(state) >> card & 1:  # type: ignore[operator]
            return play_card(state, seat, card)  # type: ignore[arg-type]
    violation = check_move(state, move)
    if violation is None:
        return ADVANCE[move.verb](state, move)
    if state.table is not None and violation.rule in REVOKE_RULES:
        return _revoke(state, move, violation)
    raise IllegalMoveError(move, violation)


# --- the auction ------------------------------------------------------------------------------


def _pass(state: HandState, move: Move) -> HandState:
    """`bid.end`: three passes after a bid end the auction; `bid.all-pass`: four without a bid
    throw the hand in. After a coinche under the option, each player of the coinched side answers."""
    seat, calls = move.seat, state.calls + (move,)
    if state.answering:
        rest = state.answering[1:]
        if not rest:
            return _end_auction(replaced(state, calls=calls, answering=()))
        return replaced(state, calls=calls, answering=rest, to_move=rest[0])
    passes = state.passes + 1
    if state.high is None and passes == 4:
        return replaced(state, calls=calls, passes=passes, phase=Phase.THROWN_IN, to_move=None)
    if state.high is not None and passes == 3:
        return _end_auction(replaced(state, calls=calls, passes=passes))
    return replaced(state, calls=calls, passes=passes, to_move=next_seat(state.profile, seat))


def _bid(state: HandState, move: Move) -> HandState:
    return replaced(state, calls=state.calls + (move,), high=move, passes=0, to_move=next_seat(state.profile, move.seat))


def _coinche(state: HandState, move: Move) -> HandState:
    """`bid.coinche`: the auction ends, the contract's value doubled; under the option
    `surcoinche` the coincher's left answers first, then the coincher's partner is skipped."""
    seat, profile = move.seat, state.profile
    coinched = replaced(state, calls=state.calls + (move,), multiplier=2, coincher=seat)
    if profile.surcoinche == "off":
        return _end_auction(coinched)
    first = next_seat(profile, seat)
    second = next_seat(profile, next_seat(profile, first))
    return replaced(coinched, answering=(first, second), to_move=first)


def _surcoinche(state: HandState, move: Move) -> HandState:
    """`bid.surcoinche`: the auction ends; the multiplier becomes 4 (or 3)."""
    return _end_auction(replaced(state, calls=state.calls + (move,), answering=(),
                                 multiplier=state.profile.multiplier_after_surcoinche))


def _end_auction(state: HandState) -> HandState:
    """The highest bid is the contract; the player after the dealer leads (`play.first-lead`)."""
    high = state.high
    assert high is not None and high.suit is not None
    contract = Contract(high.seat, high.amount, high.suit, state.multiplier)
    return replaced(state, phase=Phase.PLAY, contract=contract, trump=high.suit,
                    belote=belote_holder(state.hands, high.suit), to_move=next_seat(state.profile, state.dealer))


# --- the play ---------------------------------------------------------------------------------


def _play(state: HandState, move: Move) -> HandState:
    return play_card(state, move.seat, move.card, move.word)  # type: ignore[arg-type]


def play_card(state: HandState, seat: Seat, card: Card, word: str | None = None) -> HandState:
    """Put the card on the trick; the fourth card closes it, and its winner leads the next
    (`play.trick-winner`, `play.next-lead`). The belote is announced as `play.belote` says."""
    (profile, dealer, phase, to_move, hands, calls, high, passes, multiplier, coincher, answering, contract,
     trump, belote, announced, tricks, trick, master, table) = state
    hands = WITH_HAND[seat](hands, hands[seat] & ~(1 << card))
    if seat == belote and BELOTE_PAIR[trump] >> card & 1 and profile.belote == "automatic":  # type: ignore[index]
        word = announcement(state, seat, card)
    if word is not None:
        announced += ((seat, card, word),)
    if not trick:
        master = (seat, card)
    else:
        strength = STRENGTH[trump][SUIT_OF[trick[0][1]]]  # type: ignore[index]
        if strength[card] > strength[master[1]]:  # type: ignore[index]
            master = (seat, card)
    trick += ((seat, card),)
    if len(trick) < 4:
        to_move = NEXT[profile.direction][seat]
    else:
        to_move = master[0]  # type: ignore[index]
        tricks += (Trick(trick[0][0], trick, to_move),)
        trick, master = (), None
        if len(tricks) == TRICKS:
            phase, to_move = Phase.COMPLETE, None
    if table is not None and table.revokes:  # a later card: a revoke can no longer be taken back
        table = table._replace(revokes=tuple(revoke._replace(before=None) for revoke in table.revokes))
    return _new_tuple(HandState, (profile, dealer, phase, to_move, hands, calls, high, passes, multiplier, coincher,
                                  answering, contract, trump, belote, announced, tricks, trick, master, table))


_new_tuple = tuple.__new__
NEXT = {"clockwise": tuple(seat.left for seat in Seat), "anticlockwise": tuple(seat.right for seat in Seat)}
"""[direction][seat] → the next player (`deal.seats`)."""
WITH_HAND = (
    lambda hands, hand: (hand, hands[1], hands[2], hands[3]),
    lambda hands, hand: (hands[0], hand, hands[2], hands[3]),
    lambda hands, hand: (hands[0], hands[1], hand, hands[3]),
    lambda hands, hand: (hands[0], hands[1], hands[2], hand),
)
"""[seat] → the hands with that seat's hand replaced."""
BELOTE_PAIR = tuple(Card.of(Rank.KING, suit).bit | Card.of(Rank.QUEEN, suit).bit for suit in Suit)
"""[trump] → the mask of its king and queen (`play.belote`)."""


# --- table mode -------------------------------------------------------------------------------


def _revoke(state: HandState, move: Move, violation: Violation) -> HandState:
    """`irregular.revoke`: the card is played and remembered, with the position before it."""
    after = _play(state, move)
    revoke = Revoke(move.seat, move.card, violation.rule, len(state.tricks) + 1, state)  # type: ignore[arg-type]
    assert after.table is not None
    return after._replace(table=after.table._replace(revokes=after.table.revokes + (revoke,)))


def _claim(state: HandState, move: Move) -> HandState:
    """`irregular.misdeal`: the same dealer deals again. `irregular.revoke`: a revoke noticed
    before the next card is taken back, the revoker playing again; one noticed later stops the
    play, and the revoking side loses the hand."""
    table = state.table
    assert table is not None
    rulings = table.rulings + (f"irregular.{move.word}",)
    if move.word == "misdeal":
        return state._replace(phase=Phase.REDEAL, to_move=None, table=table._replace(rulings=rulings))
    index = revoke_to_claim(state, move.seat)
    assert index is not None
    revoke = table.revokes[index]
    rest = table.revokes[:index] + table.revokes[index + 1:]
    if revoke.before is not None:
        return revoke.before._replace(table=table._replace(revokes=rest, rulings=rulings))
    return state._replace(phase=Phase.COMPLETE, to_move=None,
                          table=table._replace(revokes=rest, penalty=revoke.seat.side, rulings=rulings))


ADVANCE = {
    Verb.PASS: _pass,
    Verb.BID: _bid,
    Verb.COINCHE: _coinche,
    Verb.SURCOINCHE: _surcoinche,
    Verb.PLAY: _play,
    Verb.CLAIM: _claim,
}
"""[verb] → the state after a move of that verb that `check_move` has allowed."""
