"""The words every game's explanations share: seats, sides, suits, cards, lists, the rule id.

Moved here from the Cinch explanations (`tutor.games.cinch.explain`) with the same msgids and
msgctxts, so that the translations already in the catalogs keep working for both games::

    >>> from tutor.cards import Card
    >>> card_name(Card.parse("QS"), "de"), seat_name(Seat.E, "fr")
    ('Pik-Dame', 'Est')

Card names are made so that they can stand in a sentence without any article or case changing
around them: English and French carry their article ("the Queen of hearts", "la dame de cœur"),
German and Dutch use the bare compound card players use ("Herz-Dame", "hartenvrouw").

Every function takes the language as a code (``"de"``, ``"de-CH"``; unknown codes mean English).
A game's explanations build on `Words`, giving it their own card names (a Pedro in Cinch) and
their own order of cards in a list (the trump order of the game).
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Literal

from babel.lists import format_list

from tutor.cards import Card, Rank, Suit
from tutor.games.seats import Seat, Side
from tutor.i18n import normalise_language, translator

__all__ = [
    "CARDS",
    "CARD_SUITS",
    "SEATS",
    "SIDES",
    "SUITS",
    "Translator",
    "Words",
    "answer_words",
    "card_name",
    "cards_list",
    "fill",
    "join",
    "plain_card",
    "rules_linked",
    "rules_titled",
    "seat_name",
    "side_name",
    "suit_name",
    "t_for",
    "with_rule",
]

Translator = gettext.NullTranslations
Pick = Callable[[Translator], str]


# --- names: seats, sides, suits, cards ------------------------------------------------------------

SEATS: dict[Seat, Pick] = {
    # TRANSLATORS: a seat at the table (a player), used as the subject of sentences
    # ("North bids 7").
    Seat.N: lambda t: t.pgettext("seat", "North"),
    Seat.E: lambda t: t.pgettext("seat", "East"),
    Seat.S: lambda t: t.pgettext("seat", "South"),
    Seat.W: lambda t: t.pgettext("seat", "West"),
}

SIDES: dict[Side, Pick] = {
    # TRANSLATORS: a partnership, the two players sitting opposite each other.
    Side.NS: lambda t: t.pgettext("side", "North–South"),
    Side.EW: lambda t: t.pgettext("side", "East–West"),
}

SUITS: dict[Suit, Pick] = {
    # TRANSLATORS: a suit as used in sentences such as "hearts are trump", "West names hearts as
    # trump", "South holds hearts"; never at the start of a sentence.
    Suit.SPADES: lambda t: t.pgettext("suit", "spades"),
    Suit.HEARTS: lambda t: t.pgettext("suit", "hearts"),
    Suit.DIAMONDS: lambda t: t.pgettext("suit", "diamonds"),
    Suit.CLUBS: lambda t: t.pgettext("suit", "clubs"),
}

CARD_SUITS: dict[Suit, Pick] = {
    # TRANSLATORS: the suit as it appears inside a card's name, put into the %(suit)s of the
    # messages with context "card" ("the Queen of %(suit)s", German "%(suit)s-Dame").
    Suit.SPADES: lambda t: t.pgettext("card suit", "spades"),
    Suit.HEARTS: lambda t: t.pgettext("card suit", "hearts"),
    Suit.DIAMONDS: lambda t: t.pgettext("card suit", "diamonds"),
    Suit.CLUBS: lambda t: t.pgettext("card suit", "clubs"),
}

CARDS: dict[Rank, Pick] = {
    # TRANSLATORS: a card's name as it stands inside sentences ("East plays the Ace of spades",
    # "North holds the Ace of spades and the 9 of hearts"); %(suit)s is the suit (context "card
    # suit"). Give it a form that needs no change in any sentence: keep the article if your
    # language needs one everywhere (French "l'as de %(suit)s"), or use the bare name card players
    # use (German "%(suit)s-Ass", Dutch "%(suit)saas").
    Rank.ACE: lambda t: t.pgettext("card", "the Ace of %(suit)s"),
    Rank.KING: lambda t: t.pgettext("card", "the King of %(suit)s"),
    Rank.QUEEN: lambda t: t.pgettext("card", "the Queen of %(suit)s"),
    Rank.JACK: lambda t: t.pgettext("card", "the Jack of %(suit)s"),
    Rank.TEN: lambda t: t.pgettext("card", "the 10 of %(suit)s"),
    Rank.NINE: lambda t: t.pgettext("card", "the 9 of %(suit)s"),
    Rank.EIGHT: lambda t: t.pgettext("card", "the 8 of %(suit)s"),
    Rank.SEVEN: lambda t: t.pgettext("card", "the 7 of %(suit)s"),
    Rank.SIX: lambda t: t.pgettext("card", "the 6 of %(suit)s"),
    Rank.FIVE: lambda t: t.pgettext("card", "the 5 of %(suit)s"),
    Rank.FOUR: lambda t: t.pgettext("card", "the 4 of %(suit)s"),
    Rank.THREE: lambda t: t.pgettext("card", "the 3 of %(suit)s"),
    Rank.TWO: lambda t: t.pgettext("card", "the 2 of %(suit)s"),
}


def t_for(lang: str) -> Translator:
    """The translator of `lang` (normalised first)."""
    return translator(normalise_language(lang))


def amount_count(amount: float) -> int:
    """The count that chooses the plural form of an amount that may have decimals (``ngettext``):
    1 for exactly one; 0 below two, so that English says "1.5 points" and French "1,5 point"
    (French takes the singular below two, English and Dutch and German the plural); 2 from two."""
    return 1 if amount == 1 else 0 if abs(amount) < 2 else 2


def fill(template: str, **values: Any) -> str:
    """Put named values into a translated template (``%(name)s``)."""
    return template % values if values else template


def seat_name(seat: Seat, lang: str) -> str:
    """``North``, ``Noord``, ``Nord``, ``Nord``."""
    return SEATS[Seat(seat)](t_for(lang))


def side_name(side: Side, lang: str) -> str:
    """``North–South``, ``Noord–Zuid``, ``Nord–Süd``, ``Nord–Sud``."""
    return SIDES[Side(side)](t_for(lang))


def suit_name(suit: Suit, lang: str) -> str:
    """The suit as used in sentences: ``hearts``, ``harten``, ``Herz``, ``cœur``."""
    return SUITS[Suit(suit)](t_for(lang))


def plain_card(t: Translator, card: Card) -> str:
    """The card's name with translator `t`: ``the Queen of hearts``, ``Herz-Dame``."""
    return fill(CARDS[card.rank](t), suit=CARD_SUITS[card.suit](t))


def card_name(card: Card, lang: str) -> str:
    """The card's name in `lang`, as it stands in a sentence."""
    return plain_card(t_for(lang), card)


def join(lang: str, names: Sequence[str], style: Literal["standard", "or"] = "standard") -> str:
    """Names joined with the language's "and" (``style="or"``: "or"), as Babel lists them."""
    if not names:
        return ""
    return format_list(list(names), style=style, locale=normalise_language(lang))


def cards_list(cards: Iterable[Card], lang: str) -> str:
    """Several cards joined with the language's "and", in the order given."""
    t = t_for(lang)
    return join(lang, [plain_card(t, card) for card in cards])


def answer_words(value: object, lang: str, card: Callable[[Card], str], cards: Callable[[frozenset[Card]], str],
                 key: Callable[[Any], str] | None = None) -> str:
    """An answer to a lesson's or an exercise's question in words: yes or no, a card (named by the
    game's `card`), some cards (its `cards`), a side, a seat, a number per side (North–South,
    East–West), a side or nobody for each key named by `key` (Cinch's scoring cards), None for
    "neither side", else the value as it prints (a number)."""
    t = t_for(lang)
    if isinstance(value, bool):
        return t.gettext("Yes") if value else t.gettext("No")
    if isinstance(value, Card):
        return card(value)
    if isinstance(value, frozenset):
        return cards(value) if value else t.gettext("no card")
    if isinstance(value, Side):
        return side_name(value, lang)
    if isinstance(value, Seat):
        return seat_name(value, lang)
    if isinstance(value, tuple):
        return t.gettext("%(ns_side)s %(ns)d, %(ew_side)s %(ew)d") % {
            "ns_side": side_name(Side.NS, lang), "ns": value[0],
            "ew_side": side_name(Side.EW, lang), "ew": value[1],
        }
    if isinstance(value, dict) and key is not None:
        return "; ".join(f"{key(each)}: {_side_or_nobody(t, side, lang)}" for each, side in value.items())
    if value is None:
        return t.gettext("Neither side yet")
    return str(value)


def _side_or_nobody(t: Translator, side: Side | None, lang: str) -> str:
    return side_name(side, lang) if side is not None else t.gettext("nobody")


_OMIT = object()
_CITATION: ContextVar[Callable[[str], str] | object | None] = ContextVar("citation", default=None)
"""How explanations cite their rule: None by id, `_OMIT` not at all, or a function giving the
rule's title."""


@contextmanager
def rules_linked() -> Iterator[None]:
    """Explanations made inside leave out their rule: the app shows it as a link named by its
    title right under the explanation, so the id stays in the link, not the sentence."""
    token = _CITATION.set(_OMIT)
    try:
        yield
    finally:
        _CITATION.reset(token)


@contextmanager
def rules_titled(title: Callable[[str], str]) -> Iterator[None]:
    """Explanations made inside cite their rule by `title(rule_id)`, the rule's title in the
    learner's language, instead of its id."""
    token = _CITATION.set(title)
    try:
        yield
    finally:
        _CITATION.reset(token)


def with_rule(t: Translator, message: str, rule: str) -> str:
    """An explanation followed by the rule it applies: ``… (rule play.follow-suit)``, or as
    `rules_linked` and `rules_titled` say."""
    citation = _CITATION.get()
    if citation is _OMIT:
        return message
    if callable(citation):
        # TRANSLATORS: an explanation followed by the title of the rule it applies, e.g.
        # "… (rule: A trump is led: play a trump)".
        return fill(t.gettext("%(message)s (rule: %(title)s)"), message=message, title=citation(rule))
    # TRANSLATORS: every explanation ends with the id of the rule it applies, which stays in
    # English (e.g. "play.follow-trump"): %(message)s is the explanation.
    return fill(t.gettext("%(message)s (rule %(rule)s)"), message=message, rule=rule)


def trick_play(t: Translator, card: str, seat: str) -> str:
    """One card of the trick being played, with the seat that played it (names already made)."""
    # TRANSLATORS: one card of the trick being played, with the seat that played it.
    return fill(t.gettext("%(card)s (%(seat)s)"), card=card, seat=seat)


def dealer_line(t: Translator, seat: str) -> str:
    """The first line of a position: who dealt."""
    return fill(t.gettext("Dealer: %(seat)s."), seat=seat)


def profile_line(t: Translator, name: str) -> str:
    """The line of a position that names a house-rule profile other than the standard one."""
    # TRANSLATORS: %(name)s is the name of a house-rule profile, e.g. "bid-six"; it stays
    # as it is.
    return fill(t.gettext("House rules: %(name)s."), name=name)


class Words:
    """One language and one trump suit: names for the sentences of one explanation.

    A game subclasses it for its own card names (`card`) and the order of cards in a list
    (`order`); this base names every card plainly and lists cards suit by suit, highest first.
    """

    def __init__(self, lang: str, trump: Suit | None = None) -> None:
        self.lang = normalise_language(lang)
        self.t = translator(self.lang)
        self.trump = trump

    def seat(self, seat: Seat | None) -> str:
        return "?" if seat is None else SEATS[Seat(seat)](self.t)

    def side(self, side: Side) -> str:
        return SIDES[Side(side)](self.t)

    def suit(self, suit: Suit) -> str:
        return SUITS[Suit(suit)](self.t)

    def plain(self, card: Card) -> str:
        return plain_card(self.t, card)

    def card(self, card: Card) -> str:
        """The card's name inside a sentence (a game may mark special cards)."""
        return self.plain(card)

    def order(self, cards: Iterable[Card]) -> list[Card]:
        """The cards in the order a list names them."""
        return sorted(cards, key=lambda card: (card.suit, -card.rank))

    def cards(self, cards: Iterable[Card]) -> str:
        """Cards joined with "and"."""
        return join(self.lang, [self.card(c) for c in self.order(cards)])

    def either(self, cards: Iterable[Card]) -> str:
        """Cards joined with "or"."""
        return join(self.lang, [self.card(c) for c in self.order(cards)], style="or")

    def rule(self, message: str, rule: str) -> str:
        return with_rule(self.t, message, rule)

    def sentences(self, *parts: str | None) -> str:
        return " ".join(part for part in parts if part)
