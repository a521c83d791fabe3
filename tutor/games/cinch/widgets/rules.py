"""What the rules page shows of Cinch beyond the text of each rule: the house rules in force
(section 8) and, under a rule, its example cards and the house rules that change it."""

from __future__ import annotations

import streamlit as st

from tutor.app import language, rule_widgets
from tutor.games.cinch import Profile, rules_text
from tutor.games.cinch.widgets.card_faces import show_cards


def house_rules(profile: Profile) -> None:
    """The name of the house rules in force and each option's value (`tutor.app.rule_widgets`)."""
    rule_widgets.house_rules(profile, rules_text)


def rule_extras(rule: str, profile: Profile) -> None:
    """The rule's example cards, if it has some, and the house rules in force that change it."""
    t, lang = language.translator(), language.current()
    example = rules_text.CARD_EXAMPLES.get(rule)
    if example:
        show_cards(example.cards, lang, example.trump, caption=t.gettext(example.caption))
    for option in rules_text.options_for(rule):
        st.caption(rule_widgets.option_in_force(option, profile, t))
