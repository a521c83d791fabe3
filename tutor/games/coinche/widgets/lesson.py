"""The learner's hand and controls in a Coinche lesson: the calls of the auction (pass, a bid,
coinche, surcoinche) and the card to play, with the word belote or rebelote where the house rules
ask for it. Each control hands its move to `judge`; the lesson player (`tutor.app.player`) judges
it with the engine, which explains a move it refuses (a bid too low, a coinche of one's own
side's bid, a card that does not follow suit), so every control stays usable.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from tutor.app import language, page_setup
from tutor.app.card_faces import SUIT_SYMBOLS, four_colour_deck, hand_heading
from tutor.cards import Suit
from tutor.games.coinche import HandState, Move, Phase, explain
from tutor.games.coinche.legal import LOWEST_BID, STEP
from tutor.games.coinche.moves import (
    CAPOT,
    WORDS,
    bid,
    coinche,
    pass_,
    play,
    surcoinche,
)
from tutor.games.coinche.widgets.card_faces import FACES
from tutor.games.coinche.widgets.table import bid_number, call_label, word_name
from tutor.games.seats import Seat

__all__ = ["move_controls", "your_hand"]

Judge = Callable[[Move], None]


def your_hand(state: HandState, seat: Seat, hints: bool = True) -> None:
    """The learner's cards, face up (not clickable); without `hints` the jack and nine of trumps
    do not say what they are (a question may ask it)."""
    FACES.show_hand(state.hand(seat), state.trump if hints else None)


def move_controls(state: HandState, seat: Seat, judge: Judge, picker: str) -> None:
    """The controls of `seat` for the phase, each handing its move to `judge` when used (a widget
    callback); `picker` keys the choices the step keeps (the number bid, the word said)."""
    if state.phase is Phase.PLAY:
        _card_buttons(state, seat, judge, picker)
        return
    your_hand(state, seat)
    if state.phase is Phase.AUCTION:
        _calls(state, seat, judge)
        _bid_buttons(state, seat, judge, picker)


def _calls(state: HandState, seat: Seat, judge: Judge) -> None:
    """Pass, coinche and, when the house rules have it, surcoinche (`bid.calls`, `bid.coinche`,
    `bid.surcoinche`)."""
    t = language.translator()
    with st.container(horizontal=True):
        st.button(t.gettext("Pass"), key="pass", on_click=judge, args=(pass_(seat),))
        # TRANSLATORS: the button that doubles the opponents' highest bid (a call of the auction,
        # not the game's name).
        st.button(t.pgettext("call", "Coinche"), key="coinche", on_click=judge, args=(coinche(seat),))
        if state.profile.surcoinche != "off":
            # TRANSLATORS: the button that answers a coinche on one's own side's bid by doubling again.
            st.button(t.pgettext("call", "Surcoinche"), key="surcoinche", on_click=judge, args=(surcoinche(seat),))


def _bid_buttons(state: HandState, seat: Seat, judge: Judge, picker: str) -> None:
    """A bid: a number from 80 to the highest the house rules allow in steps of 10, or capot
    (`bid.range`), kept under ``f"{picker}-bid"``, then one button per trump suit, keyed
    ``bid-hearts`` and so on, that bids it. A bid that does not top the highest so far can be
    made too: the engine explains why it is refused (`bid.must-top`)."""
    t, lang = language.translator(), language.current()
    levels = {level: bid_number(None if level == CAPOT else level)
              for level in (*range(LOWEST_BID, state.profile.max_bid + 1, STEP), CAPOT)}
    level = st.selectbox(
        # TRANSLATORS: the label of the choice of the number to bid (80, 90 … or capot); under it
        # one button per suit makes the bid with that suit as trumps.
        t.pgettext("call", "Bid"), tuple(levels), format_func=levels.__getitem__, key=f"{picker}-bid",
    )
    amount = None if level == CAPOT else level
    four_colour = four_colour_deck()
    names: list[page_setup.Rule] = []
    with st.container(horizontal=True):
        for suit in Suit:
            move, key = bid(seat, amount, suit), f"bid-{suit.name.lower()}"
            words = explain.bid_name(amount, suit, lang)
            st.button(call_label(move, four_colour), key=key, help=words, on_click=judge, args=(move,))
            # Named by what it shows, then in words (WCAG 2.5.3), as the card buttons are.
            shown = f"{levels[level]} {SUIT_SYMBOLS[suit]}"
            names.append((f".{page_setup.key_class(key)} button", {"aria-label": f"{shown}, {words}"}))
    st.html(page_setup.attribute_tag(names))


def _card_buttons(state: HandState, seat: Seat, judge: Judge, picker: str) -> None:
    """The hand as card buttons, each playing its card (`play.follow-suit` and the rules after it
    are the engine's to judge); under ``belote=declared`` a choice, kept under
    ``f"{picker}-word"``, of the word said with the card (`play.belote`)."""
    t, lang = language.translator(), language.current()
    hand_heading()
    word = f"{picker}-word"
    if state.profile.belote == "declared":
        # TRANSLATORS: the choice of saying nothing with the card played (no belote announced).
        spoken = {"": t.pgettext("announcement", "nothing"), **{said: word_name(said) for said in WORDS}}
        # TRANSLATORS: above the learner's card buttons when the belote counts only if announced:
        # what the player says as he plays the card (nothing, “Belote” or “Rebelote”).
        st.radio(t.gettext("Say with the card you play"), tuple(spoken), format_func=spoken.__getitem__,
                 horizontal=True, key=word)
    FACES.hand_buttons(
        state.hand(seat), lang, state.trump, key="card",
        on_click=lambda card: judge(play(seat, card, st.session_state.get(word) or None)),
    )
