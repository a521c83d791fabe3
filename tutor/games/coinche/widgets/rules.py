"""What the rules page shows of Coinche beyond the text of each rule: the house rules in force
(section 9) and, under a rule, its example cards and the house rules that change it."""

from __future__ import annotations

import streamlit as st

from tutor.app import language, rule_widgets
from tutor.app.card_faces import rank_letter
from tutor.games.coinche import Profile, rules_text
from tutor.games.coinche.widgets.card_faces import show_cards
from tutor.rule_texts import CardExample, Translator


def house_rules(profile: Profile) -> None:
    """The name of the house rules in force and each option's value, the scoring method first
    (`tutor.app.rule_widgets`)."""
    rule_widgets.house_rules(profile, rules_text)


def rule_extras(rule: str, profile: Profile) -> None:
    """The rule's example cards, if it has some (two rows side by side), and the house rules in
    force that change it."""
    t, lang = language.translator(), language.current()
    rows = rules_text.CARD_EXAMPLES.get(rule, ())
    if len(rows) > 1:
        for column, example in zip(st.columns(len(rows)), rows, strict=True):
            with column:
                _show_row(example, lang, t)
    else:
        for example in rows:
            _show_row(example, lang, t)
    for option in rules_text.options_for(rule):
        st.caption(rule_widgets.option_in_force(option, profile, t))


def values_line(example: CardExample, lang: str) -> str:
    """Each card's rank and card points, as printed under the cards: ``**J** 20 · **9** 14 · …``."""
    return " · ".join(
        f"**{rank_letter(card.rank, lang)}** {value}"
        for card, value in zip(example.cards, example.values, strict=True)
    )


def _show_row(example: CardExample, lang: str, t: Translator) -> None:
    """A row of cards, its card points under it if it has some, then its caption."""
    caption = t.gettext(example.caption)
    if example.values:
        caption = f"{values_line(example, lang)}  \n{caption}"
    show_cards(example.cards, lang, example.trump, caption=caption)
