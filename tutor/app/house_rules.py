"""The house rules a learner plays by, per game: a named profile, or its options changed one by one.

The choice is kept as the profile's code (`tutor.games.house_rules.profile_code`: ``""`` for
the standard rules, ``"ffb"``, ``"custom,scoring=made"``) in the session and with the learner
(`tutor.app.learner.HOUSE_RULES`). The rules page and practice follow it and say which profile is
in force; a lesson keeps the profile its records were written for (`lesson_note`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import streamlit as st

from tutor.app import language, learner
from tutor.games import Game
from tutor.games.house_rules import CUSTOM, ProfileError, profile_code


def chosen(game: Game) -> Any:
    """The profile in force for `game`: the learner's choice, else the standard rules."""
    try:
        return game.profile_from_code(learner.HOUSE_RULES[game.name].value())
    except ProfileError:  # a stored choice this version no longer knows
        return game.profiles["standard"]


def in_force(game: Game, profile: Any) -> str:
    """"House rules in force: NAME", for the top of a page."""
    t = language.translator()
    # TRANSLATORS: says which set of house rules a page follows; %(name)s is its name ("the
    # leaflet's rules (standard)").
    return t.gettext("House rules in force: %(name)s") % {"name": game.rules_text.profile_name(profile, t)}


def lesson_note(game: Game, profile: Any) -> str | None:
    """What a lesson says when its house rules are not the learner's, else None."""
    mine = chosen(game)
    if profile.options() == mine.options():
        return None
    t = language.translator()
    return t.gettext(
        # TRANSLATORS: at the top of a lesson written for other house rules than the learner's.
        "This lesson is played under its own house rules, %(lesson)s; yours are %(yours)s."
    ) % {"lesson": game.rules_text.profile_name(profile, t), "yours": game.rules_text.profile_name(mine, t)}


def chooser(game: Game) -> None:
    """Choose a named profile, or change its options one by one (a custom profile)."""
    t, rules_text = language.translator(), game.rules_text
    profile = chosen(game)
    names = list(game.profiles)
    named = profile.name if profile.name in names else None
    st.selectbox(
        # TRANSLATORS: the choice of a named set of house rules.
        t.gettext("House rules"), names, index=names.index(named) if named else None,
        format_func=lambda name: rules_text.profile_name(game.profiles[name], t),
        # TRANSLATORS: shown in the house rules box when the learner changed single options.
        placeholder=rules_text.profile_name(profile, t) if profile.name == CUSTOM else t.gettext("Choose an option"),
        key=f"house-rules-name-{game.name}", on_change=_named, args=(game,),
    )
    with st.expander(t.gettext("Change one rule")):
        for option, text in rules_text.OPTION_TEXTS.items():
            _option_input(game, profile, option, text)


def _option_input(game: Game, profile: Any, option: str, text: Any) -> None:
    t = language.translator()
    key = f"house-rule-{game.name}-{option}"
    if option == "target":
        st.number_input(t.gettext(text.label), min_value=1, max_value=100_000, step=1,
                        value=profile.target, key=key, on_change=_changed, args=(game, option, key))
        return
    values = list(type(profile).CHOICES[option])
    if len(values) < 2:
        return
    st.selectbox(t.gettext(text.label), values, index=values.index(getattr(profile, option)),
                 format_func=lambda value: text.describe(value, t),
                 key=key, on_change=_changed, args=(game, option, key))


def _named(game: Game) -> None:
    name = st.session_state[f"house-rules-name-{game.name}"]
    if name is not None:
        _keep(game, game.profiles[name])


def _changed(game: Game, option: str, key: str) -> None:
    value = st.session_state[key]
    try:
        profile = replace(chosen(game), name=CUSTOM, **{option: value})
    except ProfileError:
        return
    named = next((p for p in game.profiles.values() if p.options() == profile.options()), None)
    _keep(game, named or profile)


def _keep(game: Game, profile: Any) -> None:
    kept = learner.HOUSE_RULES[game.name]
    st.session_state[kept.key] = profile_code(profile)
    kept.save()
