"""Applying a move: a new state, never a changed one (`apply_move`).

The engine fills the hands from the stock itself after the last discard (`draw.fill`,
`draw.stock-short`) and closes each trick (`play.trick-winner`, `play.next-lead`).
"""

from __future__ import annotations

from typing import Any

from tutor.cards import Card, Suit, cards_of, mask_of
from tutor.games.cinch.legal import discard_choice, rob_choice
from tutor.games.cinch.moves import PLAYS, Move, Verb
from tutor.games.cinch.ranking import EFFECTIVE_SUIT, FOLLOW, TRICK_STRENGTH, TRUMP_MASK
from tutor.games.cinch.state import (
    BID,
    BIDDER,
    CALLS,
    DEAD,
    DISCARDS,
    HANDS,
    KEEP,
    NEXT_DEALER,
    PHASE,
    REFILL,
    STOCK,
    TO_MOVE,
    TOOK,
    TRICKS,
    TRUMP,
    WITH_HAND,
    HandState,
    Phase,
    rebuilt,
    replace,
)
from tutor.games.seats import Seat, clockwise_from
from tutor.games.tricks import Trick, strongest

NON_DEALERS = tuple(clockwise_from(dealer.left)[:3] for dealer in Seat)
"""[dealer] → the three other seats from the dealer's left: the order of the discard and the fill."""
LEFT = tuple(seat.left for seat in Seat)
"""[seat] → the next seat clockwise (`Seat.left` as a table, for the play)."""

# Enum members bound once: in Python 3.11 `Phase.TRUMP` inside a function is a slow class lookup.
_BID, _TRUMP, _DISCARD, _ROB, _PLAY = Verb.BID, Phase.TRUMP, Phase.DISCARD, Phase.ROB, Phase.PLAY
_COMPLETE, _REDEAL = Phase.COMPLETE, Phase.REDEAL


def _apply_call(state: HandState, move: Move) -> HandState:
    """`bid.one-turn`: one call each, from the dealer's left; `bid.all-pass` when nobody bids."""
    seat = move.seat
    fields: list[Any] = list(state)
    fields[CALLS] = calls = state.calls + ((seat, move.amount),)
    if move.verb is _BID:
        fields[BIDDER], fields[BID] = seat, move.amount
    if len(calls) < 4:
        fields[TO_MOVE] = LEFT[seat]
    elif fields[BIDDER] is not None:
        fields[PHASE], fields[TO_MOVE] = _TRUMP, fields[BIDDER]
    elif state.profile.all_pass == "redeal":
        fields[PHASE], fields[TO_MOVE], fields[NEXT_DEALER] = _REDEAL, None, LEFT[state.dealer]
    else:  # dealer_no_contract: the dealer is the maker, bid 0, and cannot be set.
        fields[PHASE], fields[TO_MOVE], fields[BIDDER], fields[BID] = _TRUMP, state.dealer, state.dealer, 0
    return rebuilt(fields)


def _apply_trump(state: HandState, move: Move) -> HandState:
    """`trump.name`, then the non-dealers discard from the dealer's left (`draw.discard`)."""
    fields: list[Any] = list(state)
    fields[TRUMP], fields[PHASE], fields[TO_MOVE] = move.suit, _DISCARD, LEFT[state.dealer]
    return rebuilt(fields)


def try_discard(state: HandState, move: Move) -> HandState | None:
    """`after_discard` if the discard is one of `discard_choice` (`draw.discard`,
    `draw.excess-trumps`), else None: `apply_move` checks a discard as it makes it."""
    given = mask_of(move.cards)
    if len(move.cards) != given.bit_count() or not discard_choice(state, move.seat).includes(given):
        return None
    return _put_away(state, move, given)


def after_discard(state: HandState, move: Move) -> HandState:
    """Put the cards of the discard `move` away; excess trumps are shown and dead; after the last
    non-dealer, fill (`draw.fill`)."""
    return _put_away(state, move, mask_of(move.cards))


def _put_away(state: HandState, move: Move, given: int) -> HandState:
    """`after_discard`, with `given` the mask of the cards discarded."""
    assert state.trump is not None
    seat, cards = move.seat, move.cards
    discards = list(state.discards)
    discards[seat] = cards
    trumps_out = given & TRUMP_MASK[state.trump]
    dead = state.dead + tuple((seat, card) for card in cards_of(trumps_out)) if trumps_out else state.dead
    hands = WITH_HAND[seat](state.hands, state.hands[seat] & ~given)
    following = LEFT[seat]
    if following == state.dealer:
        return _fill(state, hands, tuple(discards), dead)
    fields: list[Any] = list(state)
    fields[HANDS], fields[DISCARDS], fields[DEAD], fields[TO_MOVE] = hands, tuple(discards), dead, following
    return rebuilt(fields)


def _fill(
    state: HandState, hands: tuple[int, int, int, int], discards: tuple[tuple[Card, ...] | None, ...],
    dead: tuple[tuple[Seat, Card], ...],
) -> HandState:
    """`draw.fill`: each non-dealer in turn from the dealer's left is brought to six from the stock.

    `draw.stock-short`: when the stock runs out, the non-trump discards are dealt for the
    shortfall, and the dealer keeps six of his own nine (nothing is left to rob). `hands`,
    `discards` and `dead` are those after the last discard.
    """
    assert state.trump is not None
    filled, took = list(hands), list(state.took)
    stock, top = state.stock, 0
    refill: tuple[Card, ...] | None = None
    for seat in NON_DEALERS[state.dealer]:
        need = max(0, KEEP - filled[seat].bit_count())
        if top + need > len(stock) and refill is None:
            refill = _refill_order(state, discards)
            stock += refill
        given = stock[top:top + need]
        top += len(given)
        filled[seat] |= mask_of(given)
        took[seat] = len(given)
    fields: list[Any] = list(state)
    fields[HANDS], fields[DISCARDS], fields[DEAD], fields[TOOK] = tuple(filled), discards, dead, tuple(took)
    fields[STOCK], fields[REFILL] = (stock[top:], state.refill) if refill is None else ((), refill)
    fields[PHASE], fields[TO_MOVE] = _ROB, state.dealer
    return rebuilt(fields)


def _refill_order(state: HandState, discards: tuple[tuple[Card, ...] | None, ...]) -> tuple[Card, ...]:
    """`draw.stock-short`: the non-trump discards in the record's `refill` order, else as discarded.

    Cards of `refill` that are not non-trump discards are ignored; discards it leaves out follow.
    """
    trumps = TRUMP_MASK[state.trump]  # type: ignore[index]
    plain = [card for seat in NON_DEALERS[state.dealer] for card in discards[seat] or ()
             if not trumps >> card & 1]
    chosen = [card for card in state.refill or () if card in plain]
    return (*chosen, *(card for card in plain if card not in chosen))


def try_rob(state: HandState, move: Move) -> HandState | None:
    """`_apply_rob` if the dealer keeps one of `rob_choice`'s sets (`draw.rob`), else None:
    `apply_move` checks the rob as it makes it."""
    kept = mask_of(move.cards)
    if len(move.cards) != kept.bit_count() or not rob_choice(state).includes(kept):
        return None
    return _robbed(state, kept)


def _apply_rob(state: HandState, move: Move) -> HandState:
    """`draw.rob` for a rob that `check_move` has allowed."""
    return _robbed(state, mask_of(move.cards))


def _robbed(state: HandState, kept: int) -> HandState:
    """`draw.rob`: the dealer keeps the cards of `kept`; the trumps he leaves out are shown and dead."""
    dealer, own = state.dealer, state.hands[state.dealer]
    hands = WITH_HAND[dealer](state.hands, kept)
    discards = list(state.discards)
    discards[dealer] = cards_of(own & ~kept)
    took = list(state.took)
    took[dealer] = (kept & ~own).bit_count()
    left_out = (own | mask_of(state.stock)) & ~kept & TRUMP_MASK[state.trump]  # type: ignore[index]
    # `play.first-lead`; in table mode a bidder left without a card plays on by passing the lead.
    leader = state.bidder if state.table is None else next_holder(hands, state.bidder, ())  # type: ignore[arg-type]
    fields: list[Any] = list(state)
    fields[HANDS], fields[DISCARDS], fields[TOOK] = hands, tuple(discards), tuple(took)
    fields[STOCK] = tuple(card for card in state.stock if not kept >> card & 1)
    fields[DEAD] = state.dead + tuple((dealer, card) for card in cards_of(left_out))
    fields[PHASE], fields[TO_MOVE] = _PLAY if leader is not None else _COMPLETE, leader
    return rebuilt(fields)


def play_card(state: HandState, seat: Seat, card: Card) -> HandState:
    """The state after `seat` plays `card`, a play that `check_move` has allowed or a ruling applies."""
    return _apply_play(state, PLAYS[seat][card])


def _apply_play(state: HandState, move: Move) -> HandState:
    """`try_play` for a play that `check_move` has allowed or a ruling applies: never None."""
    after = try_play(state, move)
    assert after is not None, f"{move} is not a play of a card in hand"
    return after


def try_play(state: HandState, move: Move) -> HandState | None:
    """Add the card to the trick; the fourth card closes it (`play.trick-winner`, `play.next-lead`).

    None if the seat does not hold the one card played (`turn.own-card`) or, outside table mode,
    may not play it (`play.follow-trump`, `play.follow-or-trump`: `FOLLOW`, as `legal_play_mask`);
    in table mode the rulings decide (section 7). So `apply_move` checks a play as it makes it:
    the engine's hot path, 24 of a hand's 33 moves, with the new state built as one tuple.
    `test_a_card_played_changes_only_the_play` keeps this right.
    """
    (profile, dealer, phase, to_move, hands, stock, calls, bidder, bid, trump, discards, took, dead,
     tricks, trick, refill, next_dealer, table) = state
    seat, cards = move.seat, move.cards
    hand = hands[seat]
    if len(cards) != 1 or not hand >> cards[0] & 1:
        return None
    card = cards[0]
    if table is not None:
        return _play_on(state, WITH_HAND[seat](hands, hand & ~(1 << card)), trick + ((seat, card),))
    if trick:
        required, allowed = FOLLOW[trump][trick[0][1]]  # type: ignore[index]
        if hand & required and not allowed >> card & 1:
            return None
    hands = WITH_HAND[seat](hands, hand & ~(1 << card))
    trick += ((seat, card),)
    if len(trick) < 4:
        to_move = LEFT[seat]
    else:
        to_move = trick_winner(trick, trump)  # type: ignore[arg-type]
        tricks += (Trick(trick[0][0], trick, to_move),)
        trick = ()
        if len(tricks) == TRICKS:
            phase, to_move = _COMPLETE, None
    return _new_tuple(HandState, (profile, dealer, phase, to_move, hands, stock, calls, bidder, bid, trump,
                                  discards, took, dead, tricks, trick, refill, next_dealer, table))


_new_tuple = tuple.__new__


def _play_on(state: HandState, hands: tuple[int, int, int, int], trick: tuple[tuple[Seat, Card], ...]) -> HandState:
    """Table mode: the next to play is the first seat clockwise that has not played to the trick.

    A card played out of turn may stand (`irregular.play-out-of-turn`), and a player with too few
    cards plays on (`irregular.wrong-hand`): once his hand is empty he is passed over, so a trick
    may have fewer than four cards and the lead passes to the left of a winner with no card left.
    """
    played = tuple(who for who, _ in trick)
    following = next_holder(hands, LEFT[trick[-1][0]], played)
    if following is not None:
        return replace(state, hands=hands, trick=trick, to_move=following)
    winner = trick_winner(trick, state.trump)  # type: ignore[arg-type]
    tricks = state.tricks + (Trick(trick[0][0], trick, winner),)
    leader = next_holder(hands, winner, ()) if len(tricks) < TRICKS else None
    return replace(state, hands=hands, trick=(), tricks=tricks, to_move=leader,
                   phase=_PLAY if leader is not None else _COMPLETE)


def next_holder(hands: tuple[int, int, int, int], first: Seat, played: tuple[Seat, ...]) -> Seat | None:
    """The first seat clockwise from `first` that holds a card and has not played to the trick."""
    for seat in clockwise_from(first):
        if hands[seat] and seat not in played:
            return seat
    return None


def trick_winner(plays: tuple[tuple[Seat, Card], ...], trump: Suit) -> Seat:
    """`play.trick-winner`: the highest trump, else the highest card of the suit led."""
    return strongest(plays, TRICK_STRENGTH[trump][EFFECTIVE_SUIT[trump][plays[0][1]]])


ADVANCE = {
    Verb.BID: _apply_call,
    Verb.PASS: _apply_call,
    Verb.TRUMP: _apply_trump,
    Verb.DISCARD: after_discard,
    Verb.ROB: _apply_rob,
    Verb.PLAY: _apply_play,
}
"""[verb] → the state after a regular move of that verb that `check_move` has allowed."""
