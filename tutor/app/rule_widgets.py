"""What every game's rules page shows of its house rules (the games' ``widgets/rules.py``): the
profile in force with each option's value, and under a rule the house rule in force that changes it.

A game passes its ``rules_text`` (`tutor.games.Game.rules_text`): its ``profile_name(profile, t)``
and ``profile_lines(profile, t)`` say the profile in the learner's language.
"""

from __future__ import annotations

from types import ModuleType

import streamlit as st

from tutor.app import language
from tutor.games.house_rules import HouseRules
from tutor.rule_texts import OptionText, Translator


def house_rules(profile: HouseRules, rules_text: ModuleType) -> None:
    """The name of the house rules in force and each option's value, in the order of `rules_text`."""
    t = language.translator()
    st.markdown(
        # TRANSLATORS: the heading of the list of house rules in force; %(name)s is the name of
        # the set of house rules ("standard rules").
        t.gettext("**House rules in force:** %(name)s")
        % {"name": rules_text.profile_name(profile, t)}
    )
    st.markdown("\n".join(f"- {line}" for line in rules_text.profile_lines(profile, t)))


def option_in_force(option: OptionText, profile: HouseRules, t: Translator) -> str:
    """The house rule `option` as `profile` has it, and whether that is not the standard rule."""
    value = getattr(profile, option.option)
    line = (
        # TRANSLATORS: under a rule that a house rule changes: %(option)s is the house
        # rule's name ("Bids"), %(value)s the value in force ("from 1 to 14").
        t.gettext("House rule in force here: %(option)s — %(value)s")
        % {"option": t.gettext(option.label), "value": option.describe(value, t)}
    )
    if option.option not in profile.differences():
        return line
    # TRANSLATORS: after a house rule in force under a rule, when it is not the standard one.
    note = t.gettext("(not the standard rule)")
    return f"{line} {note}"
