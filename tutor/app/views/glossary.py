"""The glossary of a game (``?game=``, default the first): every card players' word it uses, in
English, Dutch, German and French side by side, with a one-line definition in the learner's
language and a link to its rule.

``?term=left-pedro`` frames that term and scrolls to it; a search box filters the list. The words
are the game's (`Game.glossary`, read through `tutor.glossary`).
"""

import streamlit as st

from tutor import glossary, i18n
from tutor.app import current_game, deep_links, language

HIGHLIGHT_KEY = "highlighted-term"  # the framed row of the term asked for with ?term=
SEARCH_KEY = "glossary-search"
WIDTHS = (2, 2, 2, 2, 7)  # en | nl | de | fr | the meaning, and the rule under it

lang = language.current()
t = language.translator()
game = current_game.current()
terms = glossary.terms(game)


def requested_term() -> tuple[glossary.Term | None, str | None]:
    """The term asked for with ``?term=``, and the text of an unknown one to report."""
    # An unknown id is shown inside a code span: no back quotes, no line breaks, not too long.
    requested = " ".join(st.query_params.get("term", "").replace("`", "").split())
    found = glossary.find_term(game, requested)
    if found is not None:
        return found, None
    return None, requested[:60] or None


def words_cell(term: glossary.Term, other: str) -> str:
    """The term's words in the language `other` after its code as a badge, in bold for the
    learner's language: ``:gray-badge[NL] **slag**``."""
    words = term.words_in(i18n.translator(other))
    return f":gray-badge[{other.upper()}] " + (f"**{words}**" if other == lang else words)


def show_term(term: glossary.Term) -> None:
    """One row: the term in every language, each after its language code (the columns stack on a
    narrow screen) and the learner's in bold, then its definition in the learner's language and,
    under it, a link to its rule."""
    cells = st.columns(WIDTHS, gap="small", vertical_alignment="top")
    for cell, other in zip(cells, i18n.LANGUAGES):
        cell.markdown(words_cell(term, other))
    with cells[4]:
        st.markdown(term.define(t))
        st.page_link(
            "views/rules.py",
            label=t.gettext(game.rules_text.rule_text(term.rule).heading),
            icon=":material/menu_book:",
            help=t.gettext("Rule `%(rule)s`") % {"rule": term.rule},
            query_params={"rule": term.rule, "lang": lang, "game": game.name},
        )


highlighted, unknown = requested_term()

st.title(t.gettext(game.glossary.TITLE))
deep_links.back_to_lesson("back-to-lesson")
st.markdown(
    t.gettext(
        "The card players' words the tutor uses, in English, Dutch, German and French, each with "
        "what it means and a link to its rule. The words of your language are in bold."
    )
)
if unknown:
    st.warning(
        # TRANSLATORS: %(term)s is the word a link asked for, which is not in the glossary.
        t.gettext("There is no word called `%(term)s` in the glossary. All the words are listed below.")
        % {"term": unknown},
        icon=":material/help:",
    )

query = st.text_input(
    # TRANSLATORS: the label of the glossary's search box.
    t.gettext("Search the glossary"),
    key=SEARCH_KEY,
    type="search",
    live=True,
    # TRANSLATORS: the hint inside the glossary's search box.
    placeholder=t.gettext("A word in any language, or part of a meaning"),
)
shown = glossary.search(terms, query or "", lang)

if not shown:
    st.info(
        # TRANSLATORS: %(query)s is what the learner typed into the glossary's search box.
        t.gettext("No word in the glossary matches `%(query)s`.")
        % {"query": " ".join((query or "").replace("`", "").split())[:60]},
        icon=":material/search_off:",
    )
else:
    for term in shown:
        if term == highlighted:
            with st.container(border=True, key=HIGHLIGHT_KEY), st.container(key=f"term-{term.id}"):
                show_term(term)
        else:
            with st.container(key=f"term-{term.id}"):
                show_term(term)

if highlighted in shown:
    deep_links.scroll_to(HIGHLIGHT_KEY)
