"""Applying a move: a new state, never a changed one (`apply_move`).

The engine fills the hands from the stock itself after the last discard (`draw.fill`,
`draw.stock-short`) and closes each trick (`play.trick-winner`, `play.next-lead`).
"""

from __future__ import annotations

from tutor.cards import Card, Suit, cards_of, mask_of
from tutor.games.cinch.moves import Move, Verb
from tutor.games.cinch.ranking import EFFECTIVE_SUIT, STRENGTH, TRUMP_MASK
from tutor.games.cinch.state import KEEP, TRICKS, HandState, Phase, Trick, after_card, with_hand
from tutor.games.seats import Seat, clockwise_from


def _apply_call(state: HandState, move: Move) -> HandState:
    """`bid.one-turn`: one call each, from the dealer's left; `bid.all-pass` when nobody bids."""
    calls = state.calls + ((move.seat, move.amount),)
    bidder, amount = (move.seat, move.amount) if move.verb is Verb.BID else (state.bidder, state.bid)
    if len(calls) < 4:
        return state._replace(calls=calls, to_move=move.seat.left, bidder=bidder, bid=amount)
    if bidder is not None:
        return state._replace(calls=calls, phase=Phase.TRUMP, to_move=bidder, bidder=bidder, bid=amount)
    if state.profile.all_pass == "redeal":
        return state._replace(calls=calls, phase=Phase.REDEAL, to_move=None, next_dealer=state.dealer.left)
    # dealer_no_contract: the dealer is the maker, bid 0, and cannot be set.
    return state._replace(calls=calls, phase=Phase.TRUMP, to_move=state.dealer, bidder=state.dealer, bid=0)


def _apply_trump(state: HandState, move: Move) -> HandState:
    """`trump.name`, then the non-dealers discard from the dealer's left (`draw.discard`)."""
    return state._replace(trump=move.suit, phase=Phase.DISCARD, to_move=state.dealer.left)


def _apply_discard(state: HandState, move: Move) -> HandState:
    return after_discard(state, move.seat, move.cards)


def after_discard(state: HandState, seat: Seat, cards: tuple[Card, ...]) -> HandState:
    """Put `cards` away; excess trumps are shown and dead; after the last non-dealer, fill."""
    assert state.trump is not None
    given = mask_of(cards)
    discards = list(state.discards)
    discards[seat] = cards
    trumps_out = given & TRUMP_MASK[state.trump]
    dead = state.dead + tuple((seat, card) for card in cards_of(trumps_out)) if trumps_out else state.dead
    state = state._replace(
        hands=with_hand(state.hands, seat, state.hands[seat] & ~given), discards=tuple(discards), dead=dead,
        to_move=seat.left,
    )
    return _fill(state) if seat.left == state.dealer else state


def _fill(state: HandState) -> HandState:
    """`draw.fill`: each non-dealer in turn from the dealer's left is brought to six from the stock.

    `draw.stock-short`: when the stock runs out, the non-trump discards are dealt for the
    shortfall, and the dealer keeps six of his own nine (nothing is left to rob).
    """
    assert state.trump is not None
    hands, took = list(state.hands), list(state.took)
    stock = list(state.stock)
    refill: list[Card] | None = None
    for seat in clockwise_from(state.dealer.left)[:3]:
        need = max(0, KEEP - hands[seat].bit_count())
        if need > len(stock) and refill is None:
            refill = _refill_order(state)
            stock.extend(refill)
        given, stock = stock[:need], stock[need:]
        hands[seat] |= mask_of(given)
        took[seat] = len(given)
    if refill is not None:
        stock = []
    return state._replace(
        hands=tuple(hands), took=tuple(took), stock=tuple(stock),
        refill=state.refill if refill is None else tuple(refill),
        phase=Phase.ROB, to_move=state.dealer,
    )


def _refill_order(state: HandState) -> list[Card]:
    """`draw.stock-short`: the non-trump discards in the record's `refill` order, else as discarded.

    Cards of `refill` that are not non-trump discards are ignored; discards it leaves out follow.
    """
    trumps = TRUMP_MASK[state.trump]  # type: ignore[index]
    plain = [card for seat in clockwise_from(state.dealer.left)[:3]
             for card in state.discards[seat] or () if not trumps >> card & 1]
    chosen = [card for card in state.refill or () if card in plain]
    return chosen + [card for card in plain if card not in chosen]


def _apply_rob(state: HandState, move: Move) -> HandState:
    """`draw.rob`: the dealer keeps six; the trumps he leaves out are shown and dead."""
    dealer, kept = state.dealer, mask_of(move.cards)
    own = state.hands[dealer]
    hands = list(state.hands)
    hands[dealer] = kept
    discards = list(state.discards)
    discards[dealer] = cards_of(own & ~kept)
    took = list(state.took)
    took[dealer] = (kept & ~own).bit_count()
    left_out = (own | mask_of(state.stock)) & ~kept & TRUMP_MASK[state.trump]  # type: ignore[index]
    return state._replace(
        hands=tuple(hands), discards=tuple(discards), took=tuple(took),
        stock=tuple(card for card in state.stock if not kept >> card & 1),
        dead=state.dead + tuple((dealer, card) for card in cards_of(left_out)),
        phase=Phase.PLAY, to_move=state.bidder,
    )


def advance(state: HandState, move: Move) -> HandState:
    """The state after a regular move that `check_move` has allowed."""
    return _APPLY[move.verb](state, move)


def _apply_play(state: HandState, move: Move) -> HandState:
    return play_card(state, move.seat, move.cards[0])


def play_card(state: HandState, seat: Seat, card: Card) -> HandState:
    """Add the card to the trick; the fourth card closes it (`play.trick-winner`, `play.next-lead`).

    The next to play is the seat on the left; in table mode, the first seat clockwise that has not
    played to the trick, since a card played out of turn may stand (`irregular.play-out-of-turn`).
    """
    hands = with_hand(state.hands, seat, state.hands[seat] & ~(1 << card))
    trick = state.trick + ((seat, card),)
    if len(trick) < 4:
        following = seat.left
        if state.table is not None:
            played = {who for who, _ in trick}
            while following in played:
                following = following.left
        return after_card(state, hands, trick, state.tricks, following)
    winner = trick_winner(trick, state.trump)  # type: ignore[arg-type]
    tricks = state.tricks + (Trick(trick[0][0], trick, winner),)
    if len(tricks) == TRICKS:
        return after_card(state, hands, (), tricks, None, Phase.COMPLETE)
    return after_card(state, hands, (), tricks, winner)


def trick_winner(plays: tuple[tuple[Seat, Card], ...], trump: Suit) -> Seat:
    """`play.trick-winner`: the highest trump, else the highest card of the suit led."""
    suits, strength = EFFECTIVE_SUIT[trump], STRENGTH[trump]
    led = suits[plays[0][1]]
    best_seat, best = plays[0]
    for seat, card in plays[1:]:
        if suits[card] in (led, trump) and strength[card] > strength[best]:
            best_seat, best = seat, card
    return best_seat


_APPLY = {
    Verb.BID: _apply_call,
    Verb.PASS: _apply_call,
    Verb.TRUMP: _apply_trump,
    Verb.DISCARD: _apply_discard,
    Verb.ROB: _apply_rob,
    Verb.PLAY: _apply_play,
}
