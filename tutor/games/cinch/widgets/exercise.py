"""One practice exercise on screen: the hand it comes from, the question, the answer widgets.

The exercise (`tutor.games.cinch.practice`) carries the engine's answer; this module only lays out the
position and turns the widgets' values into an answer of the same shape.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from tutor.app import language
from tutor.app.card_table import seat_title
from tutor.games.cinch import HandState, Phase, Point, explain
from tutor.games.cinch.practice import Exercise, Kind, option_label
from tutor.games.cinch.widgets import card_faces
from tutor.games.cinch.widgets.table import TURN_MARKS, show_table
from tutor.games.seats import Seat, Side
from tutor.i18n import N_
from tutor.words import join

INTRO = N_("Exercises without end, each on a real hand: rank the trumps, find the cards "
           "that may be played, and score hands until it comes naturally.")
"""The practice page's first paragraph."""
KIND_NAMES = {
    Kind.HIGHER_TRUMP: N_("Which trump is higher"),
    Kind.IS_TRUMP: N_("Is it a trump"),
    Kind.LEFT_PEDRO: N_("Which card is the Left Pedro"),
    Kind.LEGAL_CARDS: N_("Which cards may be played"),
    Kind.POINT_WINNERS: N_("Who won each scoring card"),
    Kind.COUNTS: N_("Each side's count"),
    Kind.MADE: N_("Is the bid made"),
    Kind.HAND_SCORE: N_("What each side scores"),
    Kind.GAME_WINNER: N_("Who has won the game"),
    Kind.BEST_CARD: N_("Which card is best here, with every hand open"),
}
"""The name of each kind of exercise, for the page's heading and its choice of kind."""
NOTHING = object()
"""No answer given yet."""
SCORING = (Kind.POINT_WINNERS, Kind.COUNTS, Kind.MADE, Kind.HAND_SCORE, Kind.GAME_WINNER)
"""The kinds asked about a finished hand: the tricks are shown."""


def show_position(exercise: Exercise) -> None:
    """What the question is about: the cards named, the table, or the tricks of the hand."""
    t, lang = language.translator(), language.current()
    state = exercise.state
    if exercise.kind is Kind.LEGAL_CARDS:
        assert exercise.seat is not None
        show_table(state, exercise.seat, (exercise.seat,), hints=False)
        heading = t.gettext("The hand of %(seat)s") % {"seat": explain.seat_name(exercise.seat, lang)}
        st.markdown(f"**{heading}**")
        card_faces.show_cards(state.hand(exercise.seat), lang)  # unmarked: the ★ would say which 5 is a trump
    elif exercise.kind is Kind.BEST_CARD:
        best_card_table(exercise)
    elif exercise.kind in SCORING:
        tricks(state, exercise.shown_from)
        if exercise.scores_before is not None:
            ns, ew = exercise.scores_before
            st.markdown(t.gettext("The score before this hand: %(ns_side)s %(ns)d, %(ew_side)s %(ew)d.") % {
                "ns_side": explain.side_name(Side.NS, lang), "ns": ns,
                "ew_side": explain.side_name(Side.EW, lang), "ew": ew,
            })
    else:
        if state.trump is not None:
            st.markdown(t.gettext("Trump: %(suit)s") % {"suit": explain.suit_name(state.trump, lang)})
        if exercise.cards:
            card_faces.show_cards(exercise.cards, lang)


def best_card_table(exercise: Exercise) -> None:
    """A double-dummy position: the four hands face up around the trick, who bid what and the
    trump, then the hand of the seat to move, marked as such."""
    t, lang = language.translator(), language.current()
    state, seat = exercise.state, exercise.seat
    assert seat is not None
    show_table(state, seat, tuple(Seat), hints=False)
    marks = [t.gettext("dealer")] if seat == state.dealer else []
    # TRANSLATORS: marks beside a seat's name after it has bid or passed, e.g. "West · bid 6".
    marks += [t.gettext("passed") if bid is None else t.gettext("bid %(bid)d") % {"bid": bid}
              for who, bid in state.calls if who == seat]
    marks.append(t.gettext(TURN_MARKS[Phase.PLAY]))
    st.markdown(f"**{seat_title(seat, seat)}** · " + ", ".join(marks))
    card_faces.show_cards(state.hand(seat), lang)  # unmarked, like the table while the question is open


def tricks(state: HandState, first: int = 1) -> None:
    """The tricks played from trick `first` on (the prompt sums up the earlier ones), each as a
    row of small cards with who led and who won it."""
    t, lang = language.translator(), language.current()
    four_colour = card_faces.four_colour_deck()
    for number, trick in enumerate(state.tricks[first - 1:], start=first):
        caption = t.gettext("Trick %(number)d: %(leader)s led, %(winner)s won it") % {
            "number": number,
            "leader": explain.seat_name(trick.leader, lang),
            "winner": explain.seat_name(trick.winner, lang),
        }
        plays = " · ".join(
            t.gettext("%(seat)s: %(card)s") % {"seat": explain.seat_name(seat, lang),
                                              "card": card_faces.card_label(card, None, lang,
                                                                            four_colour=four_colour)}
            for seat, card in trick.plays
        )
        card_faces.show_cards([card for _, card in trick.plays], lang, state.trump,
                              caption=f"{caption} — {plays}")


def answer_input(exercise: Exercise, key: str) -> Any:
    """The widgets for the exercise's question; the answer they hold, or `NOTHING`."""
    t, lang = language.translator(), language.current()
    kind = exercise.kind
    if kind in (Kind.COUNTS, Kind.HAND_SCORE):
        # TRANSLATORS: the grey hint in an empty number field.
        hint = t.gettext("Type a number")
        ns = st.number_input(explain.side_name(Side.NS, lang), 0, 28, value=None, step=1, key=f"{key}-ns",
                             placeholder=hint)
        ew = st.number_input(explain.side_name(Side.EW, lang), 0, 28, value=None, step=1, key=f"{key}-ew",
                             placeholder=hint)
        return NOTHING if ns is None or ew is None else (int(ns), int(ew))
    if kind is Kind.POINT_WINNERS:
        sides = (Side.NS, Side.EW, None)
        chosen = {}
        for point in Point:
            index = st.radio(
                explain.point_name(point, lang), range(len(sides)), index=None, horizontal=True,
                format_func=lambda i: explain.describe_answer(sides[i], lang) if sides[i] is not None
                else t.gettext("nobody"),
                key=f"{key}-{point.value}",
            )
            chosen[point] = NOTHING if index is None else sides[index]
        return NOTHING if NOTHING in chosen.values() else chosen
    if kind is Kind.LEGAL_CARDS:  # touch the cards that may be played
        return card_faces.card_toggles(exercise.options, lang, exercise.state.trump, key=key,
                                       label=t.gettext("Your answer"))
    options = exercise.options
    index = st.radio(
        t.gettext("Your answer"), range(len(options)), index=None, key=key,
        format_func=lambda i: option_label(exercise, options[i], lang),
    )
    return NOTHING if index is None else options[index]


def answer_words(exercise: Exercise, value: Any, lang: str) -> str:
    """An answer of the exercise in words (`explain.describe_answer`); the best cards of a
    best-card exercise joined with "or": any one of them is right."""
    if exercise.kind is Kind.BEST_CARD and isinstance(value, frozenset):
        return join(lang, [explain.card_name(card, lang) for card in exercise.options if card in value], style="or")
    return explain.describe_answer(value, lang, exercise.state.trump)
