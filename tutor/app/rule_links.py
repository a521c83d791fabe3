"""Rules in the app, named by their titles in the learner's language: links to the rules page,
whose rule id travels in the link, and titles for explanations that cite their rule
(`tutor.words.rules_linked`, `tutor.words.rules_titled`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import streamlit as st

from tutor.app import language
from tutor.games import Game

RULES_PAGE = "views/rules.py"


def show(rules: Iterable[str], game: Game) -> None:
    """A link to the rules page's text of each rule id, once each, in the order given."""
    t, lang = language.translator(), language.current()
    for rule in dict.fromkeys(rules):
        st.page_link(
            RULES_PAGE,
            # TRANSLATORS: a link to a rule on the rules page; %(heading)s is the rule's title
            # there, e.g. "The rule: A trump is led: play a trump".
            label=t.gettext("The rule: %(heading)s") % {"heading": t.gettext(game.rules_text.rule_text(rule).heading)},
            icon=":material/menu_book:",
            query_params={"rule": rule, "lang": lang, "game": game.name},
        )


def titles(game: Game) -> Callable[[str], str]:
    """The title of a rule of `game` in the learner's language, for `tutor.words.rules_titled`."""
    t = language.translator()
    return lambda rule: t.gettext(game.rules_text.rule_text(rule).heading)
