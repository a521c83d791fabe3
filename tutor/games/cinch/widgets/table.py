"""The card table: four seats around the trick, the learner at the bottom.

Only what the learner may see is drawn (architecture: "each seat has its own view"): the hands a
lesson opens, the number of cards of the others, the trick on the table and the last trick won.

It stays a table on a phone: Streamlit stacks columns into one under 640 px, so the row of West,
the trick and East is a keyed container whose CSS (`_TABLE_CSS`) keeps the three side by side
without wrapping, with smaller card pictures at the sides, down to a 390 px wide phone.
"""

from __future__ import annotations

from collections.abc import Collection

import streamlit as st

from tutor.app import language
from tutor.cards import Suit
from tutor.games.cinch import STANDARD, HandState, Phase, explain, rules_text
from tutor.games.cinch.widgets import card_faces
from tutor.games.seats import Seat
from tutor.i18n import N_


def show_table(state: HandState, learner: Seat, shown: Collection[Seat], hints: bool = True) -> None:
    """Draw `state` from `learner`'s chair: partner on top, opponents left and right.

    The learner's own hand is drawn by the caller (it may be clickable), so it is left out here.
    Without `hints` (while the learner must find a move or an answer) the table does not say
    whose turn it is nor describe the position in words, which would give the answer away.
    """
    t, lang = language.translator(), language.current()
    st.caption(" · ".join(_contract(state)))
    partner, left, right = learner.partner, learner.left, learner.right
    st.html(_TABLE_CSS)
    with st.container(key="table-top"):
        _seat(state, partner, learner, shown, hints)
    with st.container(horizontal=True, gap="small", key="table-middle"):
        with st.container(key="table-left"):
            _seat(state, left, learner, shown, hints)
        with st.container(border=True, key="trick"):
            _trick(state, hints)
        with st.container(key="table-right"):
            _seat(state, right, learner, shown, hints)
    if not hints:
        return
    with st.expander(t.gettext("The position in words")):
        st.markdown("\n".join(f"- {line}" for line in explain.describe_position(state, lang)))


_TABLE_CSS = (
    "<style>"
    ".st-key-table-middle{flex-wrap:nowrap!important;align-items:flex-start}"
    # Streamlit wraps each child of a horizontal container in a flex item of its own.
    ".st-key-table-middle>div{flex:1 1 0!important;min-width:0!important}"
    ".st-key-table-middle>div:has(>.st-key-trick){flex:1.6 1 0!important}"
    ".st-key-table-middle p{overflow-wrap:anywhere}"
    "@media (max-width:640px){"
    ".st-key-table-left svg,.st-key-table-right svg,.st-key-table-top svg{width:38px;height:53px}"
    ".st-key-trick svg{width:44px;height:62px}"
    ".st-key-table-middle [data-testid=stMarkdownContainer] p,.st-key-table-top p{font-size:.875rem}"
    "}"
    "</style>"
)
"""West, the trick and East side by side at any width; smaller pictures on a narrow screen."""


TURN_MARKS = {
    # TRANSLATORS: marks, beside a seat's name, whose turn it is in each stage of the hand.
    Phase.BIDDING: N_("to bid"),
    Phase.TRUMP: N_("to name trump"),
    Phase.DISCARD: N_("to discard"),
    Phase.ROB: N_("to rob the pack"),
    Phase.PLAY: N_("to play"),
}


def _contract(state: HandState) -> list[str]:
    """Dealer, high bid, trump and the house rules in a line."""
    t, lang = language.translator(), language.current()
    parts = [t.gettext("Dealer: %(seat)s") % {"seat": explain.seat_name(state.dealer, lang)}]
    if state.bidder is not None and state.phase is not Phase.BIDDING:
        parts.append(
            t.gettext("Bid: %(bid)d by %(seat)s")
            % {"bid": state.bid, "seat": explain.seat_name(state.bidder, lang)}
        )
    if state.trump is not None:
        parts.append(t.gettext("Trump: %(suit)s") % {"suit": explain.suit_name(state.trump, lang)})
    if state.profile != STANDARD:
        parts.append(t.gettext("House rules: %(name)s") % {"name": rules_text.profile_name(state.profile, t)})
    if state.table is not None:
        # TRANSLATORS: shown when a deal is played "in table mode": irregularities are ruled on
        # as at a real table instead of being refused.
        parts.append(t.gettext("irregularities are ruled on as at a real table"))
    return parts


def seat_title(seat: Seat, learner: Seat) -> str:
    """"South (you)", "North (partner)", "West"."""
    t, lang = language.translator(), language.current()
    name = explain.seat_name(seat, lang)
    if seat == learner:
        # TRANSLATORS: the learner's own seat at the table, e.g. "South (you)".
        return t.gettext("%(seat)s (you)") % {"seat": name}
    if seat == learner.partner:
        # TRANSLATORS: the learner's partner's seat at the table, e.g. "North (partner)".
        return t.gettext("%(seat)s (partner)") % {"seat": name}
    return name


def _seat(state: HandState, seat: Seat, learner: Seat, shown: Collection[Seat], hints: bool) -> None:
    t, lang = language.translator(), language.current()
    marks = [t.gettext("dealer")] if seat == state.dealer else []
    marks += [_call(bid) for who, bid in state.calls if who == seat]
    if hints and state.to_move == seat and not state.phase.is_over:
        marks.append(t.gettext(TURN_MARKS[state.phase]))
    cards = state.hand(seat)
    if seat not in shown or not cards:
        marks.append(t.ngettext("%(count)d card", "%(count)d cards", len(cards)) % {"count": len(cards)})
    st.markdown(f"**{seat_title(seat, learner)}** · " + ", ".join(marks) if marks else f"**{seat_title(seat, learner)}**")
    if seat in shown and cards:
        card_faces.show_cards(cards, lang, _marked(state, hints))


def _call(bid: int | None) -> str:
    """A seat's call in the bidding, as a mark beside its name (`bid.one-turn`)."""
    t = language.translator()
    # TRANSLATORS: marks beside a seat's name after it has bid or passed, e.g. "West · bid 6".
    return t.gettext("passed") if bid is None else t.gettext("bid %(bid)d") % {"bid": bid}


def _marked(state: HandState, hints: bool) -> Suit | None:
    """The trump the cards are drawn with: none while hints are off, so no ★ marks a Pedro
    before a question about it is answered."""
    return state.trump if hints else None


def _trick(state: HandState, hints: bool) -> None:
    """The trick on the table, or the last trick won while the next is not yet led (its winner
    only with `hints`: a question may ask it)."""
    t, lang = language.translator(), language.current()
    trump = _marked(state, hints)
    if state.trick:
        plays = state.trick
        caption = t.gettext("On the table")
    elif state.tricks:
        last = state.tricks[-1]
        plays = last.plays
        caption = (t.gettext("Trick %(number)d, won by %(seat)s") % {
            "number": len(state.tricks),
            "seat": explain.seat_name(last.winner, lang),
        }) if hints else t.gettext("Trick %(number)d") % {"number": len(state.tricks)}
    else:
        st.caption(t.gettext("No card on the table yet."))
        return
    card_faces.show_cards([card for _, card in plays], lang, trump, caption=caption)
    st.caption(
        " · ".join(
            # TRANSLATORS: who played which card to the trick, e.g. "North: the Ace of hearts".
            t.gettext("%(seat)s: %(card)s")
            % {"seat": explain.seat_name(seat, lang), "card": explain.card_name(card, lang, trump)}
            for seat, card in plays
        )
    )
