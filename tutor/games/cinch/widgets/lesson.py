"""The learner's hand and controls in a Cinch lesson: a card to play, a bid or pass, a trump
suit, the cards to discard or to keep when robbing (touched on the cards themselves). Each control
hands its move to `judge`; the lesson player (`tutor.app.player`) judges it with the engine."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from tutor.app import language
from tutor.app.card_faces import hand_heading
from tutor.cards import Suit
from tutor.games.cinch import HandState, Move, Phase, Verb, explain
from tutor.games.cinch.widgets import card_faces
from tutor.games.seats import Seat

Judge = Callable[[Move], None]


def your_hand(state: HandState, seat: Seat, hints: bool = True) -> None:
    """The learner's cards, face up (not clickable); without `hints` no ★ marks a Pedro (a
    question may ask whether it is a trump)."""
    card_faces.FACES.show_hand(state.hand(seat), state.trump if hints else None)


def move_controls(state: HandState, seat: Seat, judge: Judge, picker: str) -> None:
    """The controls of `seat` for the phase, each handing its move to `judge` when used (a
    widget callback); `picker` keys the choice of cards to discard or keep."""
    lang, t = language.current(), language.translator()
    phase = state.phase
    if phase is Phase.PLAY:
        hand_heading()
        card_faces.hand_buttons(
            state.hand(seat), lang, state.trump, key="card",
            on_click=lambda card: judge(Move(seat, Verb.PLAY, (card,))),
        )
        return
    if phase not in (Phase.DISCARD, Phase.ROB):  # those are chosen on the hand's own cards
        your_hand(state, seat)
    if phase is Phase.BIDDING:
        with st.container(horizontal=True):
            st.button(t.gettext("Pass"), key="pass", on_click=judge, args=(Move(seat, Verb.PASS),))
            for amount in range(state.profile.min_bid, 15):
                st.button(t.gettext("Bid %(bid)d") % {"bid": amount}, key=f"bid-{amount}",
                          on_click=judge, args=(Move(seat, Verb.BID, amount=amount),))
    elif phase is Phase.TRUMP:
        with st.container(horizontal=True):
            for suit in Suit:
                st.button(f"{card_faces.suit_label(suit, card_faces.four_colour_deck())} "
                          f"{explain.suit_name(suit, lang)}",
                          key=f"trump-{suit.name.lower()}",
                          on_click=judge, args=(Move(seat, Verb.TRUMP, suit=suit),))
    elif phase in (Phase.DISCARD, Phase.ROB):
        _card_choice(state, seat, judge, picker)


def _card_choice(state: HandState, seat: Seat, judge: Judge, picker: str) -> None:
    """Discard: touch the cards to put away; rob: touch the six to keep. The choice is kept
    under the session key `picker` (`card_faces.card_toggles`) and judged when confirmed."""
    t, lang = language.translator(), language.current()
    robbing = state.phase is Phase.ROB
    if robbing:
        heading = t.gettext("The cards left in the stock")
        st.markdown(f"**{heading}**")
        if state.stock:
            card_faces.show_cards(state.stock, lang, state.trump)
        else:
            st.caption(t.gettext("no card"))
    pool = tuple(sorted(state.hand(seat) + (state.stock if robbing else ())))
    label = (
        t.gettext("The six cards you keep from your hand and the pack")
        if robbing
        else t.gettext("The cards you discard")
    )
    card_faces.card_toggles(pool, lang, state.trump, key=picker, label=label)
    verb = Verb.ROB if robbing else Verb.DISCARD
    st.button(
        t.gettext("Keep these cards") if robbing else t.gettext("Discard these cards"),
        key="confirm-cards", type="primary",
        on_click=lambda: judge(Move(seat, verb, tuple(sorted(st.session_state.get(picker) or ())))),
    )
