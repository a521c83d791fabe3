"""A compact row of links from a text to the glossary: "Words: trick  trump  Left Pedro", each
word a link to its entry on the glossary page (``views/glossary.py?term=ID``), its definition as
the link's tooltip.

The rules page puts one under each rule; the lesson player under its narration. The words are
those of the game's glossary that the text, in the learner's language, uses
(`tutor.glossary.terms_in`).
"""

from __future__ import annotations

import streamlit as st

from tutor import glossary
from tutor.app import language
from tutor.games import Game

GLOSSARY_PAGE = "views/glossary.py"


def show(text: str, game: Game, key: str | None = None) -> None:
    """The links to the glossary entries of the words `text` uses, in the order they first
    appear; nothing when it uses none. `text` is already translated; `key` names the row's
    container (CSS class ``st-key-KEY``, for tests)."""
    lang, t = language.current(), language.translator()
    found = glossary.terms_in(text, lang, game)
    if not found:
        return
    with st.container(horizontal=True, gap="small", vertical_alignment="center", key=key):
        # TRANSLATORS: before a row of links to the glossary entries of the words a rule or a
        # lesson step uses, e.g. "Words: trick, trump, Left Pedro".
        st.caption(t.gettext("Words:"), width="content")
        for term in found:
            st.page_link(
                GLOSSARY_PAGE,
                label=term.headword(t),
                help=term.define(t),
                query_params={"term": term.id, "lang": lang, "game": game.name},
            )
