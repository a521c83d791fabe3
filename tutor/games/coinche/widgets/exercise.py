"""One Coinche practice exercise on screen: the trick or the tricks it is about, the question's
answer widgets, an answer in words.

The exercise (`tutor.games.coinche.practice`) carries the engine's answer; this module only lays
out the position and turns the widgets' values into an answer of the same shape.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import streamlit as st

from tutor.app import language
from tutor.app.card_faces import four_colour_deck
from tutor.cards import Card
from tutor.games.coinche.practice import (
    TRICK_KINDS,
    Exercise,
    Kind,
    answer_text,
    option_label,
)
from tutor.games.coinche.widgets import card_faces
from tutor.games.seats import Seat, Side
from tutor.i18n import N_
from tutor.words import seat_name, side_name, suit_name

INTRO = N_("Exercises without end, each on a real hand of Coinche: find the cards that may be played, "
           "who wins a trick and what it is worth, and score whole hands under your house rules until "
           "it comes naturally.")
"""The practice page's first paragraph."""
KIND_NAMES = {
    Kind.LEGAL_CARDS: N_("Which cards may be played"),
    Kind.TRICK_WINNER: N_("Who wins the trick"),
    # TRANSLATORS: the name of a kind of practice exercise: the card points of one trick.
    Kind.TRICK_POINTS: N_("What a trick is worth"),
    # TRANSLATORS: the name of a kind of practice exercise: the card points each side took in a hand.
    Kind.HAND_POINTS: N_("Each side's card points"),
    # TRANSLATORS: the name of a kind of practice exercise: did the attackers make their contract?
    Kind.MADE: N_("Is the contract made"),
    Kind.HAND_SCORE: N_("What each side scores"),
    Kind.GAME_WINNER: N_("Who has won the game"),
}
"""The name of each kind of exercise, for the page's heading and its choice of kind."""
NOTHING = object()
"""No answer given yet."""
LARGEST = {Kind.TRICK_POINTS: 100, Kind.HAND_POINTS: 162, Kind.HAND_SCORE: 9999}
"""The largest number each number field takes."""


def show_position(exercise: Exercise) -> None:
    """What the question is about: the trick so far and the hand of the seat to move, one trick,
    or the tricks of the hand shown card by card. No card is named with its trump worth (its
    tooltip would tell the jack and nine of trumps' card points)."""
    t, lang = language.translator(), language.current()
    state = exercise.state
    assert state.trump is not None
    st.markdown(t.gettext("Trump: %(suit)s") % {"suit": suit_name(state.trump, lang)})
    if exercise.kind is Kind.LEGAL_CARDS:
        assert exercise.seat is not None
        # TRANSLATORS: the caption under the cards of the trick being played.
        _trick_row(state.trick, t.gettext("Trick %(number)d so far") % {"number": exercise.shown_from})
        st.markdown("**" + t.gettext("The hand of %(seat)s") % {"seat": seat_name(exercise.seat, lang)} + "**")
        card_faces.show_cards(state.hand(exercise.seat), lang)
    elif exercise.kind in TRICK_KINDS:
        trick = state.tricks[exercise.shown_from - 1]
        # TRANSLATORS: the caption under the four cards of a finished trick.
        _trick_row(trick.plays, t.gettext("Trick %(number)d") % {"number": exercise.shown_from})
    else:
        _tricks(exercise)
        if exercise.scores_before is not None:
            ns, ew = exercise.scores_before
            st.markdown(t.gettext("The score before this hand: %(ns_side)s %(ns)d, %(ew_side)s %(ew)d.") % {
                "ns_side": side_name(Side.NS, lang), "ns": ns, "ew_side": side_name(Side.EW, lang), "ew": ew})


def _plays(plays: Sequence[tuple[Seat, Card]]) -> str:
    """Who played which card, in order: ``North: 7♥ · East: A♥ · …``."""
    t, lang = language.translator(), language.current()
    four_colour = four_colour_deck()
    return " · ".join(t.gettext("%(seat)s: %(card)s") % {
        "seat": seat_name(seat, lang), "card": card_faces.card_label(card, None, lang, four_colour=four_colour)}
        for seat, card in plays)


def _trick_row(plays: Sequence[tuple[Seat, Card]], heading: str) -> None:
    """The cards of a trick as small pictures, the caption naming who played each."""
    card_faces.show_cards([card for _, card in plays], language.current(), caption=f"{heading} — {_plays(plays)}")


def _tricks(exercise: Exercise) -> None:
    """The tricks from `Exercise.shown_from` on (the prompt sums up the earlier ones), each with
    who led and who won it."""
    t, lang = language.translator(), language.current()
    for number, trick in enumerate(exercise.state.tricks[exercise.shown_from - 1:], start=exercise.shown_from):
        caption = t.gettext("Trick %(number)d: %(leader)s led, %(winner)s won it") % {
            "number": number, "leader": seat_name(trick.leader, lang), "winner": seat_name(trick.winner, lang)}
        card_faces.show_cards([card for _, card in trick.plays], lang, caption=f"{caption} — {_plays(trick.plays)}")


def answer_input(exercise: Exercise, key: str) -> Any:
    """The widgets for the exercise's question; the answer they hold, or `NOTHING`."""
    t, lang = language.translator(), language.current()
    kind = exercise.kind
    # TRANSLATORS: the grey hint in an empty number field.
    hint = t.gettext("Type a number")
    if kind is Kind.LEGAL_CARDS:  # touch the cards that may be played
        chosen = card_faces.card_toggles(exercise.options, lang, None, key=key, label=t.gettext("Your answer"))
        return chosen or NOTHING
    if kind is Kind.TRICK_POINTS:
        number = st.number_input(t.gettext("Your answer"), 0, LARGEST[kind], value=None, step=1, key=key,
                                 placeholder=hint)
        return NOTHING if number is None else int(number)
    if kind in (Kind.HAND_POINTS, Kind.HAND_SCORE):
        ns, ew = (st.number_input(side_name(side, lang), 0, LARGEST[kind], value=None, step=1,
                                  key=f"{key}-{side.name.lower()}", placeholder=hint) for side in Side)
        return NOTHING if ns is None or ew is None else (int(ns), int(ew))
    options = exercise.options
    index = st.radio(t.gettext("Your answer"), range(len(options)), index=None, key=key,
                     format_func=lambda i: option_label(exercise, options[i], lang))
    return NOTHING if index is None else options[index]


def answer_words(exercise: Exercise, value: Any, lang: str) -> str:
    """An answer of the exercise in words (`tutor.games.coinche.practice.answer_text`)."""
    return answer_text(exercise, value, lang)
