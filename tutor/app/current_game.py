"""Which game the learner is studying: the game of the lesson or exercise the address names, else
``?game=NAME``, else the one chosen earlier in the session, else the default game
(`tutor.games.GAMES`).

Like the language (`tutor.app.language`), it lives under a plain session-state key and is written
back to ``?game=`` on every run, so that a reload, a shared link and a page switch keep it. Only a
game the app can put in front of learners (`Game.for_learners`) is offered; an unknown name gets
a notice (`settle` returns it) and the default game. Changing the game keeps the language, the
learner and each game's place in its lessons.
"""

from __future__ import annotations

import streamlit as st

from tutor.app import content, language
from tutor.games import DEFAULT_GAME, GAMES, Game, find_game, split_code

KEY = "game"
_SELECTOR = "game-selector"


def offered() -> tuple[Game, ...]:
    """The games the app teaches, in `GAMES` order."""
    return tuple(game for game in map(find_game, GAMES) if game.for_learners)


def _offered_name(name: str) -> str | None:
    return name if name in GAMES and find_game(name).for_learners else None


def implied() -> str | None:
    """The game the address's lesson (``?lesson=``) or exercise code (``?exercise=``) belongs to,
    if it is one the app teaches: a shared link need not say its game."""
    name = None
    if "exercise" in st.query_params:
        try:
            name = split_code(st.query_params["exercise"])[0].name
        except ValueError:
            name = None
    elif "lesson" in st.query_params:
        lesson = content.lesson(st.query_params["lesson"])
        name = lesson.game if lesson is not None else None
    return _offered_name(name) if name else None


def settle() -> str | None:
    """Fix the game of this run: the game of the address's lesson or exercise, else ``?game=``,
    else the one chosen before; return the ``?game=`` text if it names no game we teach."""
    requested = st.query_params.get(KEY)
    unknown = None
    if (by_link := implied()) is not None:
        st.session_state[KEY] = by_link
    elif requested is not None and requested != st.session_state.get(KEY):
        name = _offered_name(requested.strip().lower())
        unknown = None if name else requested
        st.session_state[KEY] = name or st.session_state.get(KEY, DEFAULT_GAME)
    elif KEY not in st.session_state:
        st.session_state[KEY] = DEFAULT_GAME
    st.query_params[KEY] = st.session_state[KEY]
    return unknown


def current() -> Game:
    """The game settled for this run (the default one before anything is settled)."""
    return find_game(_offered_name(st.session_state.get(KEY, DEFAULT_GAME)) or DEFAULT_GAME)


def name(game: Game) -> str:
    """The game's name in the learner's language (``rules_text.NAME``)."""
    return language.translator().gettext(game.rules_text.NAME)


def selector(label: str) -> None:
    """A select box of the games taught, each by its name, that switches the game."""
    st.session_state[_SELECTOR] = current().name
    names = {game.name: name(game) for game in offered()}
    st.selectbox(
        label, list(names), format_func=names.__getitem__, key=_SELECTOR, on_change=_chosen,
        placeholder=language.translator().gettext("Choose an option"),
    )


def choose(game_name: str) -> None:
    """Switch to the game called `game_name` (a widget callback), leaving the lesson or the
    exercise of the other game that the address named."""
    for name in ("lesson", "step", "exercise"):
        st.query_params.pop(name, None)
    st.session_state[KEY] = st.query_params[KEY] = game_name


def _chosen() -> None:
    choose(st.session_state[_SELECTOR])
