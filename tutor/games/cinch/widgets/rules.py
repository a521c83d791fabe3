"""What the rules page shows of Cinch beyond the text of each rule: the house rules in force
(section 8) and, under a rule, its example cards and the house rules that change it."""

from __future__ import annotations

import streamlit as st

from tutor.app import language
from tutor.games.cinch import STANDARD, rules_text
from tutor.games.cinch.widgets.card_faces import show_cards

PROFILE = STANDARD
"""The house rules the page describes."""


def house_rules() -> None:
    """The name of the house rules in force and each option's value."""
    t = language.translator()
    st.markdown(
        # TRANSLATORS: the heading of the list of house rules in force; %(name)s is the name of
        # the set of house rules ("standard rules").
        t.gettext("**House rules in force:** %(name)s")
        % {"name": rules_text.profile_name(PROFILE, t)}
    )
    st.markdown("\n".join(f"- {line}" for line in rules_text.profile_lines(PROFILE, t)))


def rule_extras(rule: str) -> None:
    """The rule's example cards, if it has some, and the house rules in force that change it."""
    t, lang = language.translator(), language.current()
    example = rules_text.CARD_EXAMPLES.get(rule)
    if example:
        show_cards(example.cards, lang, example.trump, caption=t.gettext(example.caption))
    for option in rules_text.options_for(rule):
        value = option.describe(getattr(PROFILE, option.option), t)
        st.caption(
            # TRANSLATORS: under a rule that a house rule changes: %(option)s is the house
            # rule's name ("Bids"), %(value)s the value in force ("from 1 to 14").
            t.gettext("House rule in force here: %(option)s — %(value)s")
            % {"option": t.gettext(option.label), "value": value}
        )
