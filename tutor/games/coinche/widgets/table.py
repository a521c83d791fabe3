"""Coinche's card table: the shared table (`tutor.app.card_table`) with the dealer, the auction
so far and, once it is over, the contract and the belote announced above it; beside each seat,
with hints, whose turn it is.

Only what the learner may see is drawn (architecture: "each seat has its own view"): the hands a
lesson opens, the number of cards of the others, the calls, the trick on the table and the last
trick won. Without hints nothing says who is winning a trick or won the last one.
"""

from __future__ import annotations

from collections.abc import Collection

import streamlit as st

from tutor.app import card_table, language
from tutor.app.card_faces import four_colour_deck, suit_label
from tutor.cards import Suit
from tutor.games.coinche import (
    STANDARD,
    HandState,
    Move,
    Phase,
    Verb,
    explain,
    rules_text,
)
from tutor.games.coinche.widgets.card_faces import FACES
from tutor.games.seats import Seat
from tutor.i18n import N_
from tutor.words import seat_name, side_name

__all__ = ["TURN_MARKS", "bid_number", "call_label", "show_table", "word_name"]


def show_table(state: HandState, learner: Seat, shown: Collection[Seat], hints: bool = True) -> None:
    """The Coinche table seen from `learner`'s chair, the hands of `shown` face up (the
    learner's own is drawn by the caller, it may be clickable), the auction and contract above.

    Without `hints` (while the learner must find a move or an answer) nothing says whose turn
    it is, who wins the trick or won the last one, nor what the jack and nine of trumps are,
    and the position is not described in words: any of them could give the answer away.
    """
    rules = rules_text.profile_name(state.profile, language.translator()) if state.profile != STANDARD else None
    card_table.header(state.dealer, (), rules, state.table is not None)
    _auction(state)
    card_table.around_the_table(
        learner,
        lambda seat: _seat(state, seat, learner, shown, hints),
        lambda: card_table.show_trick(FACES, state.trick, state.tricks, _named(state, hints), hints),
    )
    if hints and _names_no_hidden_card(state, {learner, *shown}):
        card_table.position_in_words(explain.describe_position(state, language.current()))


def _names_no_hidden_card(state: HandState, open_seats: Collection[Seat]) -> bool:
    """Whether the position in words names no card of a hand the learner may not see: in the
    play it lists the cards the seat to move may play (architecture: "each seat has its own
    view")."""
    return state.phase is not Phase.PLAY or state.to_move in open_seats


TURN_MARKS = {
    # TRANSLATORS: marks, beside a seat's name, whose turn it is in each stage of the hand.
    Phase.AUCTION: N_("to bid"),
    Phase.PLAY: N_("to play"),
}

_CALL_WORDS = {
    # TRANSLATORS: a call of the Coinche auction as the table lists it, e.g. "East: pass".
    Verb.PASS: lambda t: t.pgettext("call", "pass"),
    Verb.COINCHE: lambda t: t.pgettext("call", "coinche"),
    Verb.SURCOINCHE: lambda t: t.pgettext("call", "surcoinche"),
}


def bid_number(amount: int | None) -> str:
    """A bid's number as the table shows it, ``90``, or ``capot`` in the learner's language
    (`bid.range`)."""
    return language.translator().pgettext("bid", "capot") if amount is None else str(amount)


def call_label(move: Move, four_colour: bool) -> str:
    """A call as markdown (`bid.calls`): a bid by its number, or capot, and its suit's symbol in
    its colour (``90 :red[♥]``, ``capot ♠``); else ``pass``, ``coinche``, ``surcoinche``."""
    if move.verb is not Verb.BID:
        return str(_CALL_WORDS[move.verb](language.translator()))
    assert move.suit is not None
    return f"{bid_number(move.amount)} {suit_label(move.suit, four_colour)}"


def _auction(state: HandState) -> None:
    """The calls so far, in order (`bid.calls`); once the auction is over, the contract with its
    coinche or surcoinche (`bid.end`, `score.coinche`); then who said belote and rebelote, with
    which card (`play.belote`)."""
    t, lang = language.translator(), language.current()
    if not state.calls:
        st.markdown(t.gettext("Auction: nobody has called yet."))
    else:
        four_colour = four_colour_deck()
        calls = " · ".join(
            # TRANSLATORS: one call of the auction, e.g. "North: 90 ♥" or "East: pass".
            t.gettext("%(seat)s: %(call)s") % {"seat": seat_name(call.seat, lang), "call": call_label(call, four_colour)}
            for call in state.calls
        )
        # TRANSLATORS: the calls of the auction so far, in order, e.g. "Auction: North: 90 ♥ · East: pass".
        st.markdown(t.gettext("Auction: %(calls)s") % {"calls": calls})
    contract = state.contract
    if contract is not None:
        st.markdown(t.gettext("Contract: %(contract)s, bid by %(seat)s (%(side)s).") % {
            "contract": explain.contract_name(contract, lang),
            "seat": seat_name(contract.seat, lang),
            "side": side_name(contract.side, lang),
        })
    if state.announced:
        st.markdown(" ".join(
            t.gettext("%(seat)s said %(word)s with %(card)s.")
            % {"seat": seat_name(seat, lang), "word": word_name(word), "card": explain.card_name(card, lang)}
            for seat, card, word in state.announced
        ))


def _seat(state: HandState, seat: Seat, learner: Seat, shown: Collection[Seat], hints: bool) -> None:
    """A seat and, with hints, whose turn it is (`turn.order`)."""
    turn = hints and state.to_move == seat and not state.phase.is_over
    card_table.show_seat(
        FACES, seat, learner, state.hand(seat), shown=seat in shown, trump=_named(state, hints),
        dealer=seat == state.dealer,
        turn=language.translator().gettext(TURN_MARKS[state.phase]) if turn else None,
    )


def word_name(word: str) -> str:
    """What the holder of the trump king and queen says (`play.belote`), in quotation marks."""
    t = language.translator()
    return t.pgettext("announcement", "“Rebelote”") if word == "rebelote" else t.pgettext("announcement", "“Belote”")


def _named(state: HandState, hints: bool) -> Suit | None:
    """The trump the cards are drawn and named with: none while hints are off, so that the jack
    and nine of trumps do not say what they are before a question about them is answered."""
    return state.trump if hints else None
