"""The glossary: the card players' words of a game, in every language, each with a one-line
definition and the rule it comes from.

A game's glossary is its ``glossary`` layer (`tutor.games.LAYERS`), a module that holds only
data: ``TITLE`` (the glossary page's title) and ``TERMS``, a tuple of `Term` in the order the page
lists them. This module holds what every game's glossary shares: the `Term` value, looking a term
up by id (`find_term`), a term's words and definition in a language, the search box's filter
(`search`) and the terms a (translated) text uses (`terms_in`)::

    >>> from tutor.games import find_game
    >>> cinch = find_game("cinch")
    >>> find_term(cinch, "left-pedro").rule
    'rank.left-pedro'
    >>> [term.id for term in terms_in("North leads the Left Pedro: a trump is led.", "en", cinch)]
    ['lead', 'left-pedro', 'trump']

The words are English msgids with the context `TERM_CONTEXT`, the definitions with the context
`DEFINITION_CONTEXT`, both marked with `pgettext` where the data is written.
"""

from __future__ import annotations

import functools
import gettext
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tutor.games import Game, find_game
from tutor.i18n import LANGUAGES, normalise_language, translator

__all__ = [
    "DEFINITION_CONTEXT",
    "ENDINGS",
    "FORM_SEPARATOR",
    "NOT_FORMS",
    "TERM_CONTEXT",
    "Term",
    "TermFinder",
    "find_term",
    "pgettext",
    "search",
    "terms",
    "terms_in",
]

Translator = gettext.NullTranslations

TERM_CONTEXT = "glossary term"
"""The msgctxt of a term's words (a word may mean something else elsewhere: "Game", "set")."""
DEFINITION_CONTEXT = "glossary definition"
"""The msgctxt of a term's definition."""
FORM_SEPARATOR = " / "
"""Separates the forms of a term's words, in any language: ``"troef / troeven"`` (the spaces
around the slash may be left out). The first form is the headword; `terms_in` looks for each."""

ENDINGS: dict[str, tuple[str, ...]] = {
    "en": ("s", "es", "d", "ed", "ing"),
    "nl": ("s", "e", "n", "en"),
    "de": ("e", "n", "s", "en", "es", "er", "ern"),
    "fr": ("s", "x", "e", "es"),
}
"""The endings `terms_in` allows after each word of a form, so that a plural or a verb form still
counts as the word ("tricks", "slagen", "Stiche", "plis", "following suit"). For English and
Dutch a word may also double its last letter first ("bidding", "robbed"). A rough rule, not a
grammar: irregular forms ("led", "Trümpfe") are found only if a translator lists them as forms."""
_DOUBLING = {"en": ("ing", "ed"), "nl": ("en",)}
NOT_FORMS: dict[str, frozenset[str]] = {
    "nl": frozenset({"spelen", "speler", "spelers"}),
    "de": frozenset({"spieler", "spielen", "spielern", "freie", "freies", "freien"}),
}
"""Words the `ENDINGS` would take for a form of a term but that are other words: Dutch "spelen"
(to play) is no form of "spel" (a hand), German "Spieler" (a player) none of "Spiel"."""
_CODE_SPAN = re.compile(r"`[^`]*`")


def pgettext(context: str, message: str) -> str:
    """Mark `message` for extraction with its `context` and return it untranslated: `tutor.i18n.N_`
    with a context. Babel's extractor takes any call named ``pgettext`` for a message with a
    context; translate it where it is shown (``translator(lang).pgettext(context, message)``)."""
    return message


@dataclass(frozen=True)
class Term:
    """A card players' word of a game: its id (``"left-pedro"``, the ``?term=`` of the glossary
    page), its words and its definition (English msgids, contexts `TERM_CONTEXT` and
    `DEFINITION_CONTEXT`), the id of the rule it links to, whether it is found in a text only
    with its capitals (the scoring cards *High*, *Low* and *Game* are not the words high, low and
    game), and whether `terms_in` looks for it at all (not for the names of the suits and ranks,
    which every example uses: they are in the glossary for their four languages)."""

    id: str
    words: str
    definition: str
    rule: str
    exact_case: bool = False
    in_texts: bool = True

    def words_in(self, t: Translator) -> str:
        """The term's words in the language of `t`, every form (``"troef / troeven"``)."""
        return t.pgettext(TERM_CONTEXT, self.words)

    def forms(self, t: Translator) -> tuple[str, ...]:
        """The forms of the term's words in the language of `t`, the headword first."""
        forms = (form.strip() for form in self.words_in(t).split(FORM_SEPARATOR.strip()))
        return tuple(form for form in forms if form)

    def headword(self, t: Translator) -> str:
        """The term's first form in the language of `t`: ``"troef"``."""
        return self.forms(t)[0]

    def define(self, t: Translator) -> str:
        """The definition in the language of `t`."""
        return t.pgettext(DEFINITION_CONTEXT, self.definition)


def terms(game: Game) -> tuple[Term, ...]:
    """Every term of `game`'s glossary in the page's order; none for a game without one."""
    return game.layer("glossary").TERMS if game.has_layer("glossary") else ()


def find_term(game: Game, term_id: str) -> Term | None:
    """The term of `game` with the id `term_id`, or None."""
    return next((term for term in terms(game) if term.id == term_id), None)


# --- the search box -------------------------------------------------------------------------------


def _folded(text: str) -> str:
    """`text` for a forgiving comparison: no case, no accents, one space between words."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def search(found: Iterable[Term], query: str, lang: str) -> list[Term]:
    """The terms whose words in any language, whose definition in `lang` or whose id contain
    `query`, ignoring case and accents ("enchere" finds "enchère"); all of them for an empty
    query."""
    wanted = _folded(query)
    if not wanted:
        return list(found)
    learner = translator(lang)

    def texts(term: Term) -> Iterable[str]:
        yield term.id
        yield term.define(learner)
        yield from (term.words_in(translator(other)) for other in LANGUAGES)

    return [term for term in found if any(wanted in _folded(text) for text in texts(term))]


# --- terms in a text ------------------------------------------------------------------------------


def _word_pattern(word: str, lang: str) -> str:
    """One word of a form, with the endings `lang` allows after it."""
    endings = list(ENDINGS.get(lang, ()))
    if word[-1:].isalpha():
        endings += [word[-1] + ending for ending in _DOUBLING.get(lang, ())]
    if not endings:
        return re.escape(word)
    longest_first = sorted(endings, key=len, reverse=True)
    return re.escape(word) + f"(?:{'|'.join(map(re.escape, longest_first))})?"


class TermFinder:
    """Finds the terms of a glossary in texts of one language, by their forms in that language.

    Built once per language and game (`terms_in` caches it); `t` is that language's translator.
    Only terms with `Term.in_texts` are looked for. A form matches whole words,
    case-insensitively (but see `Term.exact_case`), each word with the `ENDINGS` of `lang`; at
    any place in a text the longest form wins ("high bidder" before "bid", "follow suit" before
    "suit"), and of two terms with the same form the first in the glossary.
    """

    def __init__(self, glossary: Sequence[Term], t: Translator, lang: str) -> None:
        candidates = [(form, term) for term in glossary if term.in_texts for form in term.forms(t)]
        # A stable sort: of two forms of the same length, the first term's is tried first.
        candidates.sort(key=lambda candidate: len(candidate[0]), reverse=True)
        self._terms: list[Term] = []
        alternatives = []
        for number, (form, term) in enumerate(candidates):
            words = r"\s+".join(_word_pattern(word, lang) for word in form.split())
            case = "" if term.exact_case else "i"
            alternatives.append(f"(?P<t{number}>(?{case}:{words}))")
            self._terms.append(term)
        pattern = rf"(?<!\w)(?:{'|'.join(alternatives)})(?!\w)"
        self._pattern = re.compile(pattern) if alternatives else None
        self._not_forms = NOT_FORMS.get(lang, frozenset())

    def find(self, text: str) -> list[Term]:
        """The terms `text` uses, in the order they first appear, each once; markdown code spans
        (rule ids such as `play.follow-trump`) are not words."""
        if self._pattern is None:
            return []
        found: dict[str, Term] = {}
        for match in self._pattern.finditer(_CODE_SPAN.sub(" ", text)):
            if match.group(0).lower() in self._not_forms:
                continue
            term = self._terms[int(match.lastgroup[1:])]  # type: ignore[index]
            found.setdefault(term.id, term)
        return list(found.values())


@functools.cache
def _finder(lang: str, game_name: str) -> TermFinder:
    return TermFinder(terms(find_game(game_name)), translator(lang), lang)


def terms_in(text: str, lang: str, game: Game) -> list[Term]:
    """The terms of `game`'s glossary that `text`, written in `lang`, uses (`TermFinder`), in the
    order they first appear, each once."""
    return _finder(normalise_language(lang), game.name).find(text)
