"""Cards on screen: faces drawn as SVG in code, markdown labels for buttons, the hand as buttons.

Two colours, as on a printed pack (red hearts and diamonds, black spades and clubs), because the
Left Pedro is "the other 5 of the same colour" (`rank.left-pedro`). Once trump is known the two
Pedros carry a ★ (`PEDRO_MARK`): a gold ring and a star badge on the picture, a star after the
label, and their text name says what the star means. Only engine-made names
(`tutor.games.cinch.explain.card_name`) go into the HTML, and escaped.
"""

from __future__ import annotations

import functools
import html
import math
import re
from collections.abc import Callable, Collection, Sequence

import streamlit as st

from tutor import i18n
from tutor.cards import Card, Rank, Suit
from tutor.games.cinch.explain import card_name
from tutor.games.cinch.ranking import left_pedro, right_pedro

__all__ = [
    "PEDRO_MARK",
    "SUIT_SYMBOLS",
    "suit_label",
    "card_label",
    "card_svg",
    "card_text",
    "hand_buttons",
    "is_pedro",
    "rank_letter",
    "show_cards",
]

PEDRO_MARK = "★"
"""The mark of the Right and Left Pedro once trump is known, in labels and on the pictures."""

SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}

_RED = "#c62828"
_BLACK = "#1b1b1b"
_GOLD = "#f2b705"
_GOLD_DARK = "#6b4f00"
_EDGE = "#9a9a9a"
_FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif"

_SIZES = {False: (84, 118), True: (54, 76)}
"""Pixel width and height of a normal and a small card; both draw on a 100 × 140 view box."""


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
    """The Pedro's star badge."""
    return (
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{_GOLD}" stroke="{_GOLD_DARK}" '
        f'stroke-width="2"/><g fill="{_GOLD_DARK}">{_star(cx, cy, r * 0.72)}</g>'
    )


def is_pedro(card: Card, trump: Suit | None) -> bool:
    """Whether `card` is the Right or Left Pedro (`rank.right-pedro`, `rank.left-pedro`)."""
    return trump is not None and card in (right_pedro(trump), left_pedro(trump))


def _drawing(card: Card, pedro: bool, small: bool, lang: str) -> str:
    """The inside of the card's SVG: paper, index, big suit, and the Pedro's ring and badge."""
    colour = _RED if card.suit.is_red else _BLACK
    if pedro:
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
        badge = _badge(78, 24, 16) if pedro else ""
    else:
        face = (
            _index(card, 21, 34, 28, colour, lang)
            + f'<g transform="rotate(180 50 70)">{_index(card, 21, 34, 28, colour, lang)}</g>'
            + _suit(card.suit, 29, 49, 42, colour)
        )
        badge = _badge(79, 22, 14) if pedro else ""
    return paper + face + badge


@functools.lru_cache(maxsize=None)
def _svg(card: Card, trump: Suit | None, small: bool, lang: str) -> str:
    """The card's SVG, named for screen readers and tooltips in `lang` (a normalised code)."""
    width, height = _SIZES[small]
    name = html.escape(card_text(card, lang, trump))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="{width}" '
        f'height="{height}" role="img" aria-label="{name}"><title>{name}</title>'
        f"{_drawing(card, is_pedro(card, trump), small, lang)}</svg>"
    )


def card_svg(card: Card, trump: Suit | None = None, *, small: bool = False) -> str:
    """An SVG card face, generated in code (no external art), cached per (card, trump, small).

    It carries ``role="img"`` and the card's English name; `show_cards` names it in the
    learner's language.
    """
    return _svg(card, trump, small, i18n.SOURCE_LANGUAGE)


def card_label(card: Card, trump: Suit | None = None, lang: str = i18n.SOURCE_LANGUAGE) -> str:
    """A short markdown label for a button: rank and suit symbol in the suit's colour.

    ``":red[5♦]"``, ``"5♠"``; ``":red[5♦] ★"`` for a Pedro once trump is known; the Ace, King,
    Queen and Jack with `lang`'s corner letters (`rank_letter`).
    """
    text = f"{rank_letter(card.rank, lang)}{SUIT_SYMBOLS[card.suit]}"
    if card.suit.is_red:
        text = f":red[{text}]"
    return f"{text} {PEDRO_MARK}" if is_pedro(card, trump) else text


def suit_label(suit: Suit) -> str:
    """The suit's symbol in its colour, as markdown: ``":red[♥]"``, ``"♠"``."""
    return f":red[{SUIT_SYMBOLS[suit]}]" if suit.is_red else SUIT_SYMBOLS[suit]


def card_text(card: Card, lang: str, trump: Suit | None = None) -> str:
    """The card's full name in `lang` for screen readers and tooltips; a Pedro's explains the ★.

    ``The 5 of diamonds``; with hearts trump ``The 5 of diamonds — the Left Pedro, a trump while
    hearts are trump. The ★ marks a Pedro, worth 5 points.`` (`points.cards`).
    """
    name = card_name(card, lang, trump)
    name = name[:1].upper() + name[1:]
    if not is_pedro(card, trump):
        return name
    t = i18n.translator(lang)
    # TRANSLATORS: the tooltip and screen-reader name of a Pedro's card once trump is known.
    # %(name)s is the card's full name ("The 5 of diamonds — the Left Pedro, a trump while hearts
    # are trump"); the sentence after it explains the ★ shown on the card and its button.
    return t.gettext("%(name)s. The ★ marks a Pedro, worth 5 points.") % {"name": name}


def show_cards(
    cards: Sequence[Card], lang: str, trump: Suit | None = None, *, caption: str | None = None
) -> None:
    """A row of small card pictures (not clickable), each with its text name for screen readers.

    The row wraps on a narrow window; `caption` is shown under it.
    """
    lang = i18n.normalise_language(lang)
    if cards:
        faces = "".join(_svg(card, trump, True, lang) for card in cards)
        st.markdown(
            f'<div style="display:flex;flex-wrap:wrap;gap:6px">{faces}</div>',
            unsafe_allow_html=True,
        )
    if caption is not None:
        st.caption(caption)


def hand_buttons(
    cards: Sequence[Card],
    lang: str,
    trump: Suit | None = None,
    *,
    key: str,
    playable: Collection[Card] | None = None,
    on_click: Callable[[Card], None] | None = None,
) -> Card | None:
    """The learner's hand as one button per card, keyed ``f"{key}-{card}"`` (``"card-5D"``).

    Label `card_label`, help `card_text`; returns the card clicked in this run, or None. The
    buttons sit in a row that wraps on a narrow window. `playable` only changes the look (the
    other cards are flat "tertiary" buttons): every card stays clickable, so the engine can
    explain why a card is illegal. `on_click(card)` is called back when a card is clicked,
    before the run that follows.
    """
    row = f"{key}-hand"
    st.html(_HAND_STYLE % {"row": _css_class(row)})
    clicked = None
    with st.container(horizontal=True, gap="small", key=row):
        for card in cards:
            flat = playable is not None and card not in playable
            if st.button(
                card_label(card, trump, lang),
                key=f"{key}-{card}",
                help=card_text(card, lang, trump),
                type="tertiary" if flat else "secondary",
                on_click=on_click, args=(card,) if on_click else None,
            ):
                clicked = card
    return clicked


_HAND_STYLE = (
    "<style>.%(row)s button{min-width:3.6rem;min-height:3rem}"
    ".%(row)s button p{font-size:1.4rem;font-weight:600}</style>"
)
"""Card buttons with a label large enough to read at a glance, on a laptop or a phone."""


def _css_class(key: str) -> str:
    """The CSS class Streamlit gives an element with `key` (its ``st-key-`` rule)."""
    return "st-key-" + re.sub(r"[^a-zA-Z0-9_-]", "-", key.strip())
