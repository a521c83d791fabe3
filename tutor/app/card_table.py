"""The card table of every game: four seats around the trick, the learner at the bottom.

Only what the learner may see is drawn (architecture: "each seat has its own view"): the hands a
lesson opens, the number of cards of the others, the trick on the table and the last trick won.
A game's widgets add what is its own: the lines above the table, the marks beside a seat's name
(calls, announcements, whose turn it is) and the position in words.

It stays a table on a phone: Streamlit stacks columns into one under 640 px, so the row of West,
the trick and East is a keyed container whose CSS (`_TABLE_CSS`) keeps the three side by side
without wrapping, with smaller card pictures at the sides, down to a 390 px wide phone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from tutor.app import language
from tutor.app.card_faces import Faces
from tutor.cards import Card, Suit
from tutor.games.seats import Seat
from tutor.games.tricks import Plays, Trick
from tutor.words import seat_name

__all__ = ["around_the_table", "header", "position_in_words", "seat_title", "show_seat", "show_trick"]


def header(dealer: Seat, parts: Sequence[str], house_rules: str | None, table_mode: bool) -> None:
    """The line above the table: the dealer, the game's `parts` (the bid, trump…), the
    `house_rules` by name when they are not the standard ones, and table mode."""
    t = language.translator()
    line = [t.gettext("Dealer: %(seat)s") % {"seat": seat_name(dealer, language.current())}, *parts]
    if house_rules is not None:
        # TRANSLATORS: the name of the house rules in force, e.g. "House rules: ffb".
        line.append(t.gettext("House rules: %(name)s") % {"name": house_rules})
    if table_mode:
        # TRANSLATORS: shown when a deal is played "in table mode": irregularities are ruled on
        # as at a real table instead of being refused.
        line.append(t.gettext("irregularities are ruled on as at a real table"))
    st.caption(" · ".join(line))


def around_the_table(learner: Seat, seat: Callable[[Seat], None], trick: Callable[[], None]) -> None:
    """`learner`'s partner on top, the opponents left and right of the trick: `seat(s)` draws
    each seat, `trick()` the middle. The learner's own hand is drawn by the caller (it may be
    clickable), so it is left out here."""
    st.html(_TABLE_CSS)
    with st.container(key="table-top"):
        seat(learner.partner)
    with st.container(horizontal=True, gap="small", key="table-middle"):
        with st.container(key="table-left"):
            seat(learner.left)
        with st.container(border=True, key="trick"):
            trick()
        with st.container(key="table-right"):
            seat(learner.right)


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


def seat_title(seat: Seat, learner: Seat) -> str:
    """"South (you)", "North (partner)", "West"."""
    t, lang = language.translator(), language.current()
    name = seat_name(seat, lang)
    if seat == learner:
        # TRANSLATORS: the learner's own seat at the table, e.g. "South (you)".
        return t.gettext("%(seat)s (you)") % {"seat": name}
    if seat == learner.partner:
        # TRANSLATORS: the learner's partner's seat at the table, e.g. "North (partner)".
        return t.gettext("%(seat)s (partner)") % {"seat": name}
    return name


def show_seat(
    faces: Faces, seat: Seat, learner: Seat, cards: Sequence[Card], *, shown: bool, trump: Suit | None,
    dealer: bool, marks: Sequence[str] = (), turn: str | None = None,
) -> None:
    """A seat's title, then its marks: dealer, the game's `marks` (calls, words said), whose
    `turn` it is (a mark such as "to play", given only with hints) and the number of cards when
    they are not `shown`; under them the cards face up if `shown`, drawn with `trump`."""
    t = language.translator()
    line = [t.gettext("dealer")] if dealer else []
    line += marks
    if turn is not None:
        line.append(turn)
    if not shown or not cards:
        line.append(t.ngettext("%(count)d card", "%(count)d cards", len(cards)) % {"count": len(cards)})
    title = f"**{seat_title(seat, learner)}**"
    st.markdown(f"{title} · " + ", ".join(line) if line else title)
    if shown and cards:
        faces.show_cards(cards, language.current(), trump)


def show_trick(faces: Faces, trick: Plays, tricks: Sequence[Trick], trump: Suit | None, hints: bool) -> None:
    """The `trick` on the table, or the last of `tricks` won while the next is not yet led (its
    winner only with `hints`: a question may ask it), with who played which card; cards are
    drawn and named with `trump` (None while hints are off)."""
    t, lang = language.translator(), language.current()
    if trick:
        plays = trick
        caption = t.gettext("On the table")
    elif tricks:
        last = tricks[-1]
        plays = last.plays
        caption = (t.gettext("Trick %(number)d, won by %(seat)s") % {
            "number": len(tricks),
            "seat": seat_name(last.winner, lang),
        }) if hints else t.gettext("Trick %(number)d") % {"number": len(tricks)}
    else:
        st.caption(t.gettext("No card on the table yet."))
        return
    faces.show_cards([card for _, card in plays], lang, trump, caption=caption)
    st.caption(
        " · ".join(
            # TRANSLATORS: who played which card to the trick, e.g. "North: the Ace of hearts".
            t.gettext("%(seat)s: %(card)s")
            % {"seat": seat_name(seat, lang), "card": faces.name(card, lang, trump)}
            for seat, card in plays
        )
    )


def position_in_words(lines: Sequence[str]) -> None:
    """The position in sentences (a game's ``describe_position``), folded away; shown only with
    hints, since it says whose turn it is and what may be done."""
    with st.expander(language.translator().gettext("The position in words")):
        st.markdown("\n".join(f"- {line}" for line in lines))
