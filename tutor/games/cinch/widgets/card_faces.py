"""Cinch's cards on screen: the shared card faces (`tutor.app.card_faces`) with Cinch's names of
cards and its mark, the ★ of the two Pedros once trump is known (`rank.right-pedro`,
`rank.left-pedro`): a gold ring and a star badge on the picture, a star after the label, a line
under the buttons saying what it means, and their text name says it too.

Two colours by default, as on a printed pack, because the Left Pedro is "the other 5 of the same
colour" (`rank.left-pedro`); a learner may choose a four-colour deck (`FOUR_COLOUR_KEY`).
"""

from __future__ import annotations

from tutor import i18n
from tutor.app.card_faces import (
    FOUR_COLOUR_KEY,
    MARK,
    SUIT_SYMBOLS,
    Faces,
    Mark,
    four_colour_deck,
    rank_letter,
    suit_colour,
    suit_label,
)
from tutor.cards import Card, Suit
from tutor.games.cinch.explain import card_name
from tutor.games.cinch.ranking import left_pedro, right_pedro

__all__ = [
    "FACES",
    "FOUR_COLOUR_KEY",
    "PEDRO_MARK",
    "SUIT_SYMBOLS",
    "button_name",
    "card_label",
    "card_svg",
    "card_text",
    "card_toggles",
    "four_colour_deck",
    "hand_buttons",
    "is_pedro",
    "rank_letter",
    "show_cards",
    "suit_colour",
    "suit_label",
]

PEDRO_MARK = MARK
"""The mark of the Right and Left Pedro once trump is known, in labels and on the pictures."""


def is_pedro(card: Card, trump: Suit | None) -> bool:
    """Whether `card` is the Right or Left Pedro (`rank.right-pedro`, `rank.left-pedro`)."""
    return trump is not None and card in (right_pedro(trump), left_pedro(trump))


def _pedro_name(name: str, lang: str) -> str:
    """A Pedro's full name that explains the ★ (`points.cards`)."""
    # TRANSLATORS: the tooltip and screen-reader name of a Pedro's card once trump is known.
    # %(name)s is the card's full name ("The 5 of diamonds — the Left Pedro, a trump while hearts
    # are trump"); the sentence after it explains the ★ shown on the card and its button.
    return i18n.translator(lang).gettext("%(name)s. The ★ marks a Pedro, worth 5 points.") % {"name": name}


def _pedro_note(lang: str) -> str:
    """The line under card buttons that show a ★."""
    # TRANSLATORS: under the learner's card buttons when one of them carries the ★.
    return i18n.translator(lang).gettext("★ marks a Pedro, worth 5 points.")


FACES = Faces(name=card_name, mark=Mark(carries=is_pedro, name=_pedro_name, note=_pedro_note))
"""Cinch's cards: the ``5 of diamonds — the Left Pedro …`` of `card_name`, the ★ on the Pedros."""

card_svg = FACES.card_svg
card_label = FACES.card_label
card_text = FACES.card_text
button_name = FACES.button_name
show_cards = FACES.show_cards
hand_buttons = FACES.hand_buttons
card_toggles = FACES.card_toggles
