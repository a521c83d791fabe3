"""What every rerun needs and no rerun should rebuild: the lessons and their positions.

Loaded once per process (`st.cache_resource`); the catalogs are cached by `tutor.i18n` and the
card pictures by each game's widgets (Cinch: `tutor.games.cinch.widgets.card_faces`).
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from tutor.games import GAMES
from tutor.lessons import BrokenLesson, Frame, Lesson, frames, load_lessons


@st.cache_resource(show_spinner=False)
def all_lessons() -> tuple[Lesson | BrokenLesson, ...]:
    """Every lesson file, in path order; broken files included, as `BrokenLesson`."""
    return load_lessons()


def lesson(lesson_id: str) -> Lesson | None:
    """The lesson with `lesson_id`, or None when no lesson that loaded has it."""
    for item in all_lessons():
        if isinstance(item, Lesson) and item.id == lesson_id:
            return item
    return None


@st.cache_resource(show_spinner=False)
def lesson_frames(lesson_id: str) -> tuple[Frame, ...]:
    """The steps of a lesson with their positions (`tutor.lessons.frames`)."""
    found = lesson(lesson_id)
    if found is None:
        raise KeyError(lesson_id)
    return frames(found)


def path(game: str) -> tuple[Lesson | BrokenLesson, ...]:
    """The lessons of `game`, in path order, with its broken files (a broken file whose game
    could not be read is shown on every game's path)."""
    return tuple(item for item in all_lessons() if _game_of(item) in (game, None))


def _game_of(item: Lesson | BrokenLesson) -> str | None:
    """A lesson's game; a broken file's is its folder's name (``lessons/<game>/``), if a game's."""
    if isinstance(item, Lesson):
        return item.game
    folder = Path(item.file).parent.name
    return folder if folder in GAMES else None


def first_lesson(game: str) -> Lesson | None:
    """The first lesson of `game` that loaded, or None."""
    return next((item for item in path(game) if isinstance(item, Lesson)), None)


def next_lesson(lesson_id: str) -> Lesson | None:
    """The lesson after `lesson_id` in the path of its game, or None after the last."""
    current = lesson(lesson_id)
    if current is None:
        return None
    path = [item for item in all_lessons() if isinstance(item, Lesson) and item.game == current.game]
    at = path.index(current)
    return path[at + 1] if at + 1 < len(path) else None
