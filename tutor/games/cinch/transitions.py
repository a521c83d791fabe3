"""Applying a move: a new state, never a changed one (`apply_move`).

The engine fills the hands from the stock itself after the last discard (`draw.fill`,
`draw.stock-short`) and closes each trick (`play.trick-winner`, `play.next-lead`).
"""

from __future__ import annotations

from tutor.cards import Card, Suit, cards_of, mask_of
from tutor.games.cinch.moves import PLAYS, Move, Verb
from tutor.games.cinch.ranking import EFFECTIVE_SUIT, TRICK_STRENGTH, TRUMP_MASK
from tutor.games.cinch.state import KEEP, TRICKS, WITH_HAND, HandState, Phase, Trick, replace
from tutor.games.seats import Seat, clockwise_from

NON_DEALERS = tuple(clockwise_from(dealer.left)[:3] for dealer in Seat)
"""[dealer] → the three other seats from the dealer's left: the order of the discard and the fill."""
LEFT = tuple(seat.left for seat in Seat)
"""[seat] → the next seat clockwise (`Seat.left` as a table, for the play)."""

# Enum members bound once: in Python 3.11 `Phase.TRUMP` inside a function is a slow class lookup.
_BID, _TRUMP, _DISCARD, _ROB, _PLAY = Verb.BID, Phase.TRUMP, Phase.DISCARD, Phase.ROB, Phase.PLAY
_COMPLETE, _REDEAL = Phase.COMPLETE, Phase.REDEAL


def _apply_call(state: HandState, move: Move) -> HandState:
    """`bid.one-turn`: one call each, from the dealer's left; `bid.all-pass` when nobody bids."""
    calls = state.calls + ((move.seat, move.amount),)
    bidder, amount = (move.seat, move.amount) if move.verb is _BID else (state.bidder, state.bid)
    if len(calls) < 4:
        return replace(state, calls=calls, to_move=LEFT[move.seat], bidder=bidder, bid=amount)
    if bidder is not None:
        return replace(state, calls=calls, phase=_TRUMP, to_move=bidder, bidder=bidder, bid=amount)
    if state.profile.all_pass == "redeal":
        return replace(state, calls=calls, phase=_REDEAL, to_move=None, next_dealer=LEFT[state.dealer])
    # dealer_no_contract: the dealer is the maker, bid 0, and cannot be set.
    return replace(state, calls=calls, phase=_TRUMP, to_move=state.dealer, bidder=state.dealer, bid=0)


def _apply_trump(state: HandState, move: Move) -> HandState:
    """`trump.name`, then the non-dealers discard from the dealer's left (`draw.discard`)."""
    return replace(state, trump=move.suit, phase=_DISCARD, to_move=LEFT[state.dealer])


def after_discard(state: HandState, move: Move) -> HandState:
    """Put the cards of the discard `move` away; excess trumps are shown and dead; after the last
    non-dealer, fill (`draw.fill`)."""
    assert state.trump is not None
    seat, cards = move.seat, move.cards
    given = mask_of(cards)
    discards = list(state.discards)
    discards[seat] = cards
    trumps_out = given & TRUMP_MASK[state.trump]
    dead = state.dead + tuple((seat, card) for card in cards_of(trumps_out)) if trumps_out else state.dead
    hands = WITH_HAND[seat](state.hands, state.hands[seat] & ~given)
    following = LEFT[seat]
    if following == state.dealer:
        return _fill(state, hands, tuple(discards), dead)
    return replace(state, hands=hands, discards=tuple(discards), dead=dead, to_move=following)


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
    return replace(
        state, hands=tuple(filled), discards=discards, dead=dead, took=tuple(took),
        stock=stock[top:] if refill is None else (), refill=state.refill if refill is None else refill,
        phase=_ROB, to_move=state.dealer,
    )


def _refill_order(state: HandState, discards: tuple[tuple[Card, ...] | None, ...]) -> tuple[Card, ...]:
    """`draw.stock-short`: the non-trump discards in the record's `refill` order, else as discarded.

    Cards of `refill` that are not non-trump discards are ignored; discards it leaves out follow.
    """
    trumps = TRUMP_MASK[state.trump]  # type: ignore[index]
    plain = [card for seat in NON_DEALERS[state.dealer] for card in discards[seat] or ()
             if not trumps >> card & 1]
    chosen = [card for card in state.refill or () if card in plain]
    return (*chosen, *(card for card in plain if card not in chosen))


def _apply_rob(state: HandState, move: Move) -> HandState:
    """`draw.rob`: the dealer keeps six; the trumps he leaves out are shown and dead."""
    dealer, kept = state.dealer, mask_of(move.cards)
    own = state.hands[dealer]
    hands = WITH_HAND[dealer](state.hands, kept)
    discards = list(state.discards)
    discards[dealer] = cards_of(own & ~kept)
    took = list(state.took)
    took[dealer] = (kept & ~own).bit_count()
    left_out = (own | mask_of(state.stock)) & ~kept & TRUMP_MASK[state.trump]  # type: ignore[index]
    # `play.first-lead`; in table mode a bidder left without a card plays on by passing the lead.
    leader = state.bidder if state.table is None else next_holder(hands, state.bidder, ())  # type: ignore[arg-type]
    return replace(
        state, hands=hands, discards=tuple(discards), took=tuple(took),
        stock=tuple(card for card in state.stock if not kept >> card & 1),
        dead=state.dead + tuple((dealer, card) for card in cards_of(left_out)),
        phase=_PLAY if leader is not None else _COMPLETE, to_move=leader,
    )


def play_card(state: HandState, seat: Seat, card: Card) -> HandState:
    """The state after `seat` plays `card`, a play that `check_move` has allowed or a ruling applies."""
    return _apply_play(state, PLAYS[seat][card])


def _apply_play(state: HandState, move: Move) -> HandState:
    """Add the card to the trick; the fourth card closes it (`play.trick-winner`, `play.next-lead`).

    The engine's hot path (24 of a hand's 33 moves): the new state is built as one tuple, three
    times faster than `_replace`; `test_a_card_played_changes_only_the_play` keeps it right.
    """
    (profile, dealer, phase, to_move, hands, stock, calls, bidder, bid, trump, discards, took, dead,
     tricks, trick, refill, next_dealer, table) = state
    seat, card = move.seat, move.cards[0]
    hands = WITH_HAND[seat](hands, hands[seat] & ~(1 << card))
    trick += ((seat, card),)
    if table is not None:
        return _play_on(state, hands, trick)
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
    strength = TRICK_STRENGTH[trump][EFFECTIVE_SUIT[trump][plays[0][1]]]
    winner, best = None, -1
    for seat, card in plays:
        if strength[card] > best:
            winner, best = seat, strength[card]
    assert winner is not None
    return winner


ADVANCE = {
    Verb.BID: _apply_call,
    Verb.PASS: _apply_call,
    Verb.TRUMP: _apply_trump,
    Verb.DISCARD: after_discard,
    Verb.ROB: _apply_rob,
    Verb.PLAY: _apply_play,
}
"""[verb] → the state after a regular move of that verb that `check_move` has allowed."""
