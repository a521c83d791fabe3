"""Which game a page is about: ``?game=NAME``, else the default game (`tutor.games.GAMES`).

Only a game the app can put in front of learners (`Game.for_learners`) is offered; another, or
an unknown name, gives the default game.
"""

from __future__ import annotations

import streamlit as st

from tutor.games import DEFAULT_GAME, GAMES, Game, find_game


def current() -> Game:
    """The game the address names, or the default one when it names none the app offers."""
    name = st.query_params.get("game", DEFAULT_GAME)
    return find_game(name) if name in GAMES and find_game(name).for_learners else find_game(DEFAULT_GAME)
