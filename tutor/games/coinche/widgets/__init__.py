"""Coinche on screen (Streamlit): the card table, the learner's hand and controls in a lesson, the
rules page's house rules and cards, and a practice exercise (`tutor.games.Game.widgets`)."""

from tutor.games.coinche.widgets import card_faces, exercise
from tutor.games.coinche.widgets.lesson import move_controls, your_hand
from tutor.games.coinche.widgets.rules import house_rules, rule_extras
from tutor.games.coinche.widgets.table import show_table

__all__ = ["card_faces", "exercise", "house_rules", "move_controls", "rule_extras", "show_table", "your_hand"]
