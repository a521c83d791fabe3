"""Cards on screen, for every game: faces drawn as SVG in code, markdown labels for buttons, the
hand as buttons to play a card (`Faces.hand_buttons`) or to toggle cards in and out of a choice
(`Faces.card_toggles`).

A game's widgets build one `Faces` value, saying what is the game's own: how a card is named in a
language (its explanations' ``card_name``) and which cards, if any, carry a `MARK` once trump is
known, with what it means (a `Mark`: Cinch's Pedros). Everything else is the same for every game::

    FACES = Faces(name=explain.card_name, mark=Mark(carries=is_pedro, name=..., note=...))
    FACES.hand_buttons(state.hand(seat), lang, state.trump, key="card", on_click=...)

Two colours by default, as on a printed pack (red hearts and diamonds, black spades and clubs). A
learner may choose a four-colour deck instead (♠ black, ♥ red, ♦ blue, ♣ green), kept under the
session key `FOUR_COLOUR_KEY`: pictures and button labels follow it. A marked card has a gold
ring and a star badge on its picture, a ★ after its label, a line under the buttons saying what
it means, and its text name says it too.

Every card button is named, for screen readers, by the card's full name in the learner's
language (`Faces.card_text`): the buttons' rows send those names to the page script of
`tutor.app.page_setup` (see there why a script). Only engine-made names (the game's
``card_name``) go into the HTML, and escaped.
"""

from __future__ import annotations

import functools
import html
import math
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import streamlit as st

from tutor import i18n
from tutor.app import language, page_setup
from tutor.cards import Card, Rank, Suit

__all__ = [
    "BLACK",
    "BLUE",
    "FOUR_COLOUR_KEY",
    "GREEN",
    "MARK",
    "RED",
    "SUIT_SYMBOLS",
    "Faces",
    "Mark",
    "four_colour_deck",
    "hand_heading",
    "rank_letter",
    "suit_colour",
    "suit_label",
]

MARK = "★"
"""The mark some cards carry once trump is known (`Mark`), in labels and on the pictures."""

SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}

FOUR_COLOUR_KEY = "four-colour-deck"
"""The session key that holds whether the learner plays with a four-colour deck (a bool; absent
means the usual two colours). Another widget sets it; the cards are drawn accordingly."""

RED = "#c62828"
BLACK = "#1b1b1b"
BLUE = "#1565c0"
GREEN = "#2e7d32"
_INKS = {
    False: {Suit.SPADES: BLACK, Suit.HEARTS: RED, Suit.DIAMONDS: RED, Suit.CLUBS: BLACK},
    True: {Suit.SPADES: BLACK, Suit.HEARTS: RED, Suit.DIAMONDS: BLUE, Suit.CLUBS: GREEN},
}
"""The ink of each suit in a two-colour (False) and a four-colour (True) deck."""
_MARKDOWN_INKS = {RED: "red", BLUE: "blue", GREEN: "green"}
"""Streamlit's markdown colour for each ink; black text is left as it is."""
_SELECTED = "#1a5fb4"
_GOLD = "#f2b705"
_GOLD_DARK = "#6b4f00"
_EDGE = "#9a9a9a"
_FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif"

_SIZES = {False: (84, 118), True: (54, 76)}
"""Pixel width and height of a normal and a small card; both draw on a 100 × 140 view box."""

Name = Callable[[Card, str, Suit | None], str]
"""A game's name of a card in a language, given the trump if known: ``card_name(card, lang, trump)``."""


@dataclass(frozen=True)
class Mark:
    """The cards that carry the ★ once trump is known, and what it means (Cinch: the Pedros)."""

    carries: Callable[[Card, Suit | None], bool]
    """Whether a card carries the ★ with this trump (None: trump not known)."""
    name: Callable[[str, str], str]
    """``(full name, lang)`` → the marked card's name for tooltips and screen readers, saying
    what the ★ means."""
    note: Callable[[str], str]
    """``lang`` → the line under card buttons when one of them carries the ★."""


# --- the look of a card, whatever the game ----------------------------------------------------


def _circle(cx: float, cy: float, r: float) -> str:
    return f'<circle cx="{cx}" cy="{cy}" r="{r}"/>'


_SUIT_SHAPES = {
    # Each suit drawn in a 100 × 100 box, so that no font is needed for the symbols.
    Suit.SPADES: '<path d="M50 4C78 30 98 44 98 62C98 76 88 85 76 85C66 85 58 80 54 73'
    'C55 83 58 91 67 97L33 97C42 91 45 83 46 73C42 80 34 85 24 85C12 85 2 76 2 62'
    'C2 44 22 30 50 4Z"/>',
    Suit.HEARTS: '<path d="M50 94C20 72 2 54 2 31C2 15 14 4 28 4C38 4 46 10 50 20'
    'C54 10 62 4 72 4C86 4 98 15 98 31C98 54 80 72 50 94Z"/>',
    Suit.DIAMONDS: '<path d="M50 2L90 50L50 98L10 50Z"/>',
    Suit.CLUBS: _circle(50, 27, 23) + _circle(25, 58, 23) + _circle(75, 58, 23)
    + _circle(50, 54, 12) + '<path d="M50 50C52 78 56 89 67 97L33 97C44 89 48 78 50 50Z"/>',
}


def _star(cx: float, cy: float, r: float) -> str:
    """A five-pointed star polygon centred on (cx, cy)."""
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.42
        angle = math.pi / 5 * i - math.pi / 2
        points.append(f"{cx + radius * math.cos(angle):.1f},{cy + radius * math.sin(angle):.1f}")
    return f'<polygon points="{" ".join(points)}"/>'


def suit_colour(suit: Suit, four_colour: bool = False) -> str:
    """The ink of `suit` in a two-colour or a four-colour deck."""
    return _INKS[four_colour][suit]


def four_colour_deck() -> bool:
    """Whether the learner chose the four-colour deck (`FOUR_COLOUR_KEY`)."""
    return bool(st.session_state.get(FOUR_COLOUR_KEY, False))


def _suit(suit: Suit, x: float, y: float, size: float, colour: str) -> str:
    shape = _SUIT_SHAPES[suit]
    return f'<g transform="translate({x} {y}) scale({size / 100:g})" fill="{colour}">{shape}</g>'


def rank_letter(rank: Rank, lang: str) -> str:
    """The rank as printed in the corner of a card in `lang`'s packs: ``K`` in English, ``H``
    (heer) in Dutch, ``R`` (roi) in French; the numbers are the same everywhere."""
    t = i18n.translator(lang)
    letters = {
        # TRANSLATORS: the letters printed in the corner of the Ace, King, Queen and Jack in
        # your language's packs of cards (Dutch A H V B, German A K D B, French A R D V).
        Rank.ACE: t.pgettext("card corner", "A"),
        Rank.KING: t.pgettext("card corner", "K"),
        Rank.QUEEN: t.pgettext("card corner", "Q"),
        Rank.JACK: t.pgettext("card corner", "J"),
    }
    return letters.get(rank, rank.symbol)


def _index(card: Card, x: float, y: float, size: float, colour: str, lang: str) -> str:
    """The rank over the suit, centred on `x`, the rank's baseline at `y`."""
    squeeze = ' letter-spacing="-3"' if card.rank == Rank.TEN else ""
    rank = (
        f'<text x="{x}" y="{y}" font-size="{size}" font-weight="700" font-family="{_FONT}" '
        f'text-anchor="middle" fill="{colour}"{squeeze}>{html.escape(rank_letter(card.rank, lang))}</text>'
    )
    pip = size * 0.72
    return rank + _suit(card.suit, x - pip / 2, y + size * 0.2, pip, colour)


def _badge(cx: float, cy: float, r: float) -> str:
    """The star badge of a marked card."""
    return (
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{_GOLD}" stroke="{_GOLD_DARK}" '
        f'stroke-width="2"/><g fill="{_GOLD_DARK}">{_star(cx, cy, r * 0.72)}</g>'
    )


def _drawing(card: Card, marked: bool, small: bool, lang: str, four_colour: bool = False) -> str:
    """The inside of the card's SVG: paper, index, big suit, and a marked card's ring and badge."""
    colour = suit_colour(card.suit, four_colour)
    if marked:
        paper = (
            f'<rect x="3" y="3" width="94" height="134" rx="9" fill="#fff" stroke="{_GOLD}" '
            f'stroke-width="6"/><rect x="7" y="7" width="86" height="126" rx="6" fill="none" '
            f'stroke="{_GOLD_DARK}" stroke-width="1.5"/>'
        )
    else:
        paper = (
            f'<rect x="1" y="1" width="98" height="138" rx="9" fill="#fff" stroke="{_EDGE}" '
            f'stroke-width="2"/>'
        )
    if small:
        face = _index(card, 27, 45, 42, colour, lang) + _suit(card.suit, 44, 82, 46, colour)
        badge = _badge(78, 24, 16) if marked else ""
    else:
        face = (
            _index(card, 21, 34, 28, colour, lang)
            + f'<g transform="rotate(180 50 70)">{_index(card, 21, 34, 28, colour, lang)}</g>'
            + _suit(card.suit, 29, 49, 42, colour)
        )
        badge = _badge(79, 22, 14) if marked else ""
    return paper + face + badge


@functools.cache
def _svg(faces: Faces, card: Card, trump: Suit | None, small: bool, lang: str, four_colour: bool = False) -> str:
    """The card's SVG, named for screen readers and tooltips in `lang` (a normalised code)."""
    width, height = _SIZES[small]
    name = html.escape(faces.card_text(card, lang, trump))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="{width}" '
        f'height="{height}" role="img" aria-label="{name}"><title>{name}</title>'
        f"{_drawing(card, faces.marked(card, trump), small, lang, four_colour)}</svg>"
    )


def _inked(text: str, suit: Suit, four_colour: bool) -> str:
    """`text` in `suit`'s ink, as markdown."""
    ink = _MARKDOWN_INKS.get(suit_colour(suit, four_colour))
    return f":{ink}[{text}]" if ink else text


def suit_label(suit: Suit, four_colour: bool = False) -> str:
    """The suit's symbol in its colour, as markdown: ``":red[♥]"``, ``"♠"``."""
    return _inked(SUIT_SYMBOLS[suit], suit, four_colour)


def hand_heading() -> None:
    """The heading over the learner's own cards."""
    heading = language.translator().gettext("Your hand")
    st.markdown(f"**{heading}**")


# --- one game's cards ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Faces:
    """A game's cards on screen: its names of cards (`Name`) and the cards it marks (`Mark`)."""

    name: Name
    mark: Mark | None = None

    def marked(self, card: Card, trump: Suit | None) -> bool:
        """Whether `card` carries the ★ with `trump` (None: trump not known)."""
        return self.mark is not None and self.mark.carries(card, trump)

    def card_text(self, card: Card, lang: str, trump: Suit | None = None) -> str:
        """The card's full name in `lang` for screen readers and tooltips, capitalised; a marked
        card's says what the ★ means (`Mark.name`)."""
        name = self.name(card, lang, trump)
        name = name[:1].upper() + name[1:]
        return self.mark.name(name, lang) if self.mark is not None and self.marked(card, trump) else name

    def card_svg(
        self, card: Card, trump: Suit | None = None, *, small: bool = False, four_colour: bool = False
    ) -> str:
        """An SVG card face, generated in code (no external art), cached per (card, trump, small,
        four_colour).

        It carries ``role="img"`` and the card's English name; `show_cards` names it in the
        learner's language.
        """
        return _svg(self, card, trump, small, i18n.SOURCE_LANGUAGE, four_colour)

    def card_label(
        self, card: Card, trump: Suit | None = None, lang: str = i18n.SOURCE_LANGUAGE, *,
        four_colour: bool = False,
    ) -> str:
        """A short markdown label for a button: rank and suit symbol in the suit's colour.

        ``":red[5♦]"``, ``"5♠"``; ``":red[5♦] ★"`` for a marked card; the Ace, King, Queen and
        Jack with `lang`'s corner letters (`rank_letter`). In a four-colour deck ``":blue[5♦]"``
        and ``":green[5♣]"``.
        """
        text = _inked(f"{rank_letter(card.rank, lang)}{SUIT_SYMBOLS[card.suit]}", card.suit, four_colour)
        return f"{text} {MARK}" if self.marked(card, trump) else text

    def button_name(self, card: Card, lang: str, trump: Suit | None = None) -> str:
        """A card button's accessible name: what it shows, then its full name (`card_text`), so
        a voice-control user can say what they see (WCAG 2.5.3): ``Q♦, The Queen of diamonds``."""
        shown = f"{rank_letter(card.rank, lang)}{SUIT_SYMBOLS[card.suit]}"
        if self.marked(card, trump):
            shown = f"{shown} {MARK}"
        return f"{shown}, {self.card_text(card, lang, trump)}"

    def show_cards(
        self, cards: Sequence[Card], lang: str, trump: Suit | None = None, *, caption: str | None = None
    ) -> None:
        """A row of small card pictures (not clickable), each with its text name for screen
        readers. The row wraps on a narrow window; `caption` is shown under it."""
        lang = i18n.normalise_language(lang)
        if cards:
            four_colour = four_colour_deck()
            faces = "".join(_svg(self, card, trump, True, lang, four_colour) for card in cards)
            st.markdown(
                f'<div style="display:flex;flex-wrap:wrap;gap:6px">{faces}</div>',
                unsafe_allow_html=True,
            )
        if caption is not None:
            st.caption(caption)

    def show_hand(self, cards: Sequence[Card], trump: Suit | None) -> None:
        """The learner's own cards under `hand_heading`, face up (not clickable), or "no card"."""
        hand_heading()
        if cards:
            self.show_cards(cards, language.current(), trump)
        else:
            st.caption(language.translator().gettext("no card"))

    def hand_buttons(
        self,
        cards: Sequence[Card],
        lang: str,
        trump: Suit | None = None,
        *,
        key: str,
        playable: Collection[Card] | None = None,
        on_click: Callable[[Card], None] | None = None,
    ) -> Card | None:
        """The learner's hand as one button per card, keyed ``f"{key}-{card}"`` (``"card-5D"``).

        Label `card_label`, help `card_text`, and `button_name` as the button's accessible name.
        Returns the card clicked in this run, or None. The buttons look like cards and sit in a
        row that wraps on a narrow window. `playable` only changes the look (the other cards are
        flat "tertiary" buttons): every card stays clickable, so the engine can explain why a
        card is illegal. `on_click(card)` is called back when a card is clicked, before the run
        that follows.
        """
        row = f"{key}-hand"
        four_colour = four_colour_deck()
        clicked = None
        with st.container(horizontal=True, gap="small", key=row):
            for card in cards:
                flat = playable is not None and card not in playable
                if st.button(
                    self.card_label(card, trump, lang, four_colour=four_colour),
                    key=f"{key}-{card}",
                    help=self.card_text(card, lang, trump),
                    type="tertiary" if flat else "secondary",
                    on_click=on_click, args=(card,) if on_click else None,
                ):
                    clicked = card
        names = [(_button(f"{key}-{card}"), {"aria-label": self.button_name(card, lang, trump)}) for card in cards]
        st.html(page_setup.attribute_tag(names, _row_css(row) + _inks_css(key, cards, four_colour)))
        self._mark_note(cards, lang, trump)
        return clicked

    def card_toggles(
        self, cards: Sequence[Card], lang: str, trump: Suit | None, *, key: str, label: str
    ) -> frozenset[Card]:
        """A choice of some of `cards` (to discard, to keep, to answer with), made by touching them.

        One button per card, keyed ``f"{key}-{card}"``: a click, a tap, Enter or Space puts the
        card in the choice or takes it out again, in the button's callback (one run per click).
        The choice is kept under the plain session key `key` as a frozenset of cards (absent
        means none chosen) and returned; chosen cards the row no longer offers are dropped from
        it. `label` is shown above the row and a count of the chosen cards under it. There is
        no "choose all".

        The count is keyed ``f"{key}-count"``, the row ``f"{key}-toggles"``. A chosen card is
        raised, framed in blue and badged ✓ (by CSS sent with the row, so no card changes size
        and none moves under a finger), and its button says ``aria-pressed``; each button's
        accessible name is `button_name`, the row is a group named `label`. The button type
        stays the same whether chosen or not: a change of type makes Streamlit re-create the
        button, and the keyboard focus would fall back to the page.
        """
        t = i18n.translator(lang)
        offered = tuple(cards)
        chosen = _kept_choice(key, offered)
        four_colour = four_colour_deck()
        row = f"{key}-toggles"
        st.markdown(f"**{label}**")
        with st.container(horizontal=True, gap="small", key=row):
            for card in offered:
                st.button(
                    self.card_label(card, trump, lang, four_colour=four_colour),
                    key=f"{key}-{card}",
                    help=self.card_text(card, lang, trump),
                    on_click=_toggle, args=(key, card),
                )
        # TRANSLATORS: under a row of cards the learner picks by touching them, e.g. "3 cards chosen".
        count = t.ngettext("%(count)d card chosen", "%(count)d cards chosen", len(chosen))
        with st.container(key=f"{key}-count"):
            st.caption(count % {"count": len(chosen)})
        rules: list[page_setup.Rule] = [(f".{page_setup.key_class(row)}", {"role": "group", "aria-label": label})]
        rules += [
            (_button(f"{key}-{card}"),
             {"aria-label": self.button_name(card, lang, trump), "aria-pressed": "true" if card in chosen else "false"})
            for card in offered
        ]
        raised = "".join(_CHOSEN_LOOK % {"card": page_setup.key_class(f"{key}-{card}")}
                         for card in offered if card in chosen)
        st.html(page_setup.attribute_tag(rules, _row_css(row) + _inks_css(key, offered, four_colour) + raised))
        self._mark_note(offered, lang, trump)
        return chosen

    def _mark_note(self, cards: Sequence[Card], lang: str, trump: Suit | None) -> None:
        """Under buttons that show a ★: what it means (the pictures and tooltips say it too)."""
        if self.mark is not None and any(self.marked(card, trump) for card in cards):
            st.caption(self.mark.note(lang))


def _kept_choice(key: str, offered: Sequence[Card]) -> frozenset[Card]:
    """The cards chosen under `key` that are among `offered` (the others are dropped)."""
    held = frozenset(st.session_state.get(key) or ())
    kept = held & frozenset(offered)
    if kept != held:
        st.session_state[key] = kept
    return kept


def _toggle(key: str, card: Card) -> None:
    """Put `card` into the choice under `key`, or take it out (a button callback)."""
    st.session_state[key] = frozenset(st.session_state.get(key) or ()) ^ {card}


def _button(key: str) -> str:
    """The CSS selector of the button keyed `key`."""
    return f".{page_setup.key_class(key)} button"


def _row_css(row: str) -> str:
    """Buttons of the row keyed `row` that look like cards, large enough to read and to tap."""
    return _CARD_LOOK % {"row": page_setup.key_class(row)}


def _inks_css(key: str, cards: Sequence[Card], four_colour: bool) -> str:
    """Each card button's label in its suit's ink, as on its picture (`suit_colour`).

    Streamlit colours ``:red[…]`` with its theme's red, which in a dark theme is a pale pink
    meant for a dark page: on a white card it read 2.3:1. The inks read at least 4.5:1 on the
    white, the grey (not playable) and the blue (chosen) card (axe, tests/e2e/test_browser_axe.py).
    """
    return "".join(
        f".{page_setup.key_class(f'{key}-{card}')} button .stMarkdownColoredText"
        f"{{color:{suit_colour(card.suit, four_colour)}!important}}"
        for card in cards
        if suit_colour(card.suit, four_colour) != BLACK
    )


_CARD_LOOK = (
    ".%(row)s button{min-width:3.4rem;min-height:4.4rem;padding:.25rem .5rem;background:#fff;"
    "border:1px solid " + _EDGE + ";border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.25);"
    "transition:transform .1s}"
    # The card is white in a dark theme too, so its text is black (Streamlit's would be pale).
    ".%(row)s button p{font-size:1.4rem;font-weight:600;color:" + BLACK + "}"
    '.%(row)s [data-testid="stBaseButton-tertiary"]{background:#f3f3f3;border-style:dashed;'
    "box-shadow:none}"
)
"""Card buttons: white, rounded, a little shadow, black and suit-coloured text in any theme; not
playable ones flat and grey."""

_CHOSEN_LOOK = (
    ".%(card)s button{position:relative;transform:translateY(-.5rem);border:3px solid "
    + _SELECTED + ";background:#eef4fd;box-shadow:0 4px 8px rgba(0,0,0,.3)}"
    '.%(card)s button::after{content:"✓";position:absolute;top:-.6rem;right:-.5rem;width:1.3rem;'
    "height:1.3rem;line-height:1.3rem;border-radius:50%%;background:" + _SELECTED + ";color:#fff;"
    "font-size:.85rem;font-weight:700;text-align:center}"
)
"""A chosen card: raised out of the row, framed in blue, with a ✓ badge in its corner. Neither
changes the button's size, so nothing in the row moves under the learner's finger."""
