"""Cinch's card table: the shared table (`tutor.app.card_table`) with the dealer, the bid, trump
and the house rules above it, and beside each seat its calls and, with hints, whose turn it is.

Only what the learner may see is drawn (architecture: "each seat has its own view"): the hands a
lesson opens, the number of cards of the others, the trick on the table and the last trick won.
"""

from __future__ import annotations

from collections.abc import Collection

from tutor.app import card_table, language
from tutor.cards import Suit
from tutor.games.cinch import STANDARD, HandState, Phase, explain, rules_text
from tutor.games.cinch.widgets.card_faces import FACES
from tutor.games.seats import Seat
from tutor.i18n import N_


def show_table(state: HandState, learner: Seat, shown: Collection[Seat], hints: bool = True) -> None:
    """Draw `state` from `learner`'s chair: partner on top, opponents left and right.

    The learner's own hand is drawn by the caller (it may be clickable), so it is left out here.
    Without `hints` (while the learner must find a move or an answer) the table does not say
    whose turn it is nor describe the position in words, which would give the answer away.
    """
    _header(state)
    card_table.around_the_table(
        learner,
        lambda seat: _seat(state, seat, learner, shown, hints),
        lambda: card_table.show_trick(FACES, state.trick, state.tricks, _marked(state, hints), hints),
    )
    if hints:
        card_table.position_in_words(explain.describe_position(state, language.current()))


TURN_MARKS = {
    # TRANSLATORS: marks, beside a seat's name, whose turn it is in each stage of the hand.
    Phase.BIDDING: N_("to bid"),
    Phase.TRUMP: N_("to name trump"),
    Phase.DISCARD: N_("to discard"),
    Phase.ROB: N_("to rob the pack"),
    Phase.PLAY: N_("to play"),
}


def _header(state: HandState) -> None:
    """Dealer, high bid, trump and the house rules in a line."""
    t, lang = language.translator(), language.current()
    parts: list[str] = []
    if state.bidder is not None and state.phase is not Phase.BIDDING:
        parts.append(
            t.gettext("Bid: %(bid)d by %(seat)s")
            % {"bid": state.bid, "seat": explain.seat_name(state.bidder, lang)}
        )
    if state.trump is not None:
        parts.append(t.gettext("Trump: %(suit)s") % {"suit": explain.suit_name(state.trump, lang)})
    rules = rules_text.profile_name(state.profile, t) if state.profile != STANDARD else None
    card_table.header(state.dealer, parts, rules, state.table is not None)


def _seat(state: HandState, seat: Seat, learner: Seat, shown: Collection[Seat], hints: bool) -> None:
    """A seat with its calls (`bid.one-turn`) and, with hints, whose turn it is."""
    turn = hints and state.to_move == seat and not state.phase.is_over
    card_table.show_seat(
        FACES, seat, learner, state.hand(seat), shown=seat in shown, trump=_marked(state, hints),
        dealer=seat == state.dealer, marks=[_call(bid) for who, bid in state.calls if who == seat],
        turn=language.translator().gettext(TURN_MARKS[state.phase]) if turn else None,
    )


def _call(bid: int | None) -> str:
    """A seat's call in the bidding, as a mark beside its name (`bid.one-turn`)."""
    t = language.translator()
    # TRANSLATORS: marks beside a seat's name after it has bid or passed, e.g. "West · bid 6".
    return t.gettext("passed") if bid is None else t.gettext("bid %(bid)d") % {"bid": bid}


def _marked(state: HandState, hints: bool) -> Suit | None:
    """The trump the cards are drawn with: none while hints are off, so no ★ marks a Pedro
    before a question about it is answered."""
    return state.trump if hints else None
