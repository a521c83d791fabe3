"""Where the learner is in each lesson, and what the last attempt at the current step got.

A `Place` is a plain value kept in `st.session_state` per lesson, so changing the language (a
rerun) or visiting the rules page leaves it untouched. Feedback is kept as data (the move, the
answer), never as a sentence, so that it is shown again in whatever language is chosen next.
The step is also written to the URL (``?lesson=ID&step=N``), so a reload or a shared link opens
the same step.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

import streamlit as st

from tutor.lessons import Answer

_PLACES = "lesson-places"
OPEN_LESSON = "open-lesson"
"""The lesson the learner last had open, for the rules page's way back."""
DONE = "lessons-done"
"""The ids of the lessons finished in this session."""
WRONG_TRIES = 2
"""After this many wrong answers a question shows its answer and the full reason; after the
first, a hint."""


class Verdict(str, Enum):
    """What the last attempt at a step got."""

    ILLEGAL = "illegal"
    """The engine refused the move: its explanation is shown."""
    OTHER = "other"
    """A legal move, but not the lesson's: the lesson's reason is shown."""
    RIGHT = "right"
    """The lesson's move, or the right answer."""
    WRONG = "wrong"
    """A wrong answer to a question."""
    REVEALED = "revealed"
    """The learner asked to see the answer."""
    UNANSWERED = "unanswered"
    """Check was pressed before an answer was chosen."""


@dataclass(frozen=True)
class Feedback:
    verdict: Verdict
    move: Any = None
    """The learner's move (the game's), for a *do* step."""
    given: Answer = None
    pricing: Any = None
    """For an allowed move that is not the lesson's: the cards of the position priced with every
    hand open (`Game.price`), when the game can price it."""


@dataclass(frozen=True)
class Place:
    """A step of a lesson (`step == len(frames)` once it is finished) and its state."""

    step: int = 0
    revealed: int = 0
    """How many of the step's scripted moves have been shown."""
    feedback: Feedback | None = None
    wrong: int = 0
    """How many wrong answers the step's question has had."""

    @property
    def solved(self) -> bool:
        """The move was found or the answer is known: given, shown on request, or shown after
        `WRONG_TRIES` wrong answers."""
        if self.feedback is None:
            return False
        return self.feedback.verdict in (Verdict.RIGHT, Verdict.REVEALED) or self.wrong >= WRONG_TRIES


def get(lesson_id: str) -> Place:
    """The learner's place in the lesson (the start if they have not opened it)."""
    return st.session_state.setdefault(_PLACES, {}).get(lesson_id, Place())


def started(lesson_id: str) -> bool:
    return lesson_id in st.session_state.get(_PLACES, {})


def put(lesson_id: str, place: Place) -> None:
    st.session_state.setdefault(_PLACES, {})[lesson_id] = place


def go_to(lesson_id: str, step: int) -> None:
    """Open `step` afresh (no move shown yet, no feedback)."""
    put(lesson_id, Place(step))


def reveal_next(lesson_id: str, moves: int) -> None:
    """Show the step's next scripted move, if one is left: a second press that arrives before
    the page has redrawn finds none (`moves` is how many the step has)."""
    place = get(lesson_id)
    put(lesson_id, replace(place, revealed=min(place.revealed + 1, moves)))


def reveal_all(lesson_id: str, moves: int) -> None:
    """Show every scripted move of the step at once."""
    put(lesson_id, replace(get(lesson_id), revealed=moves))


def record(lesson_id: str, feedback: Feedback) -> None:
    """Keep the verdict on the learner's latest attempt at the current step (and count a wrong
    answer)."""
    place = get(lesson_id)
    wrong = place.wrong + (feedback.verdict is Verdict.WRONG)
    put(lesson_id, replace(place, feedback=feedback, wrong=wrong))


def mark_done(lesson_id: str) -> None:
    st.session_state.setdefault(DONE, set()).add(lesson_id)


def done(lesson_id: str) -> bool:
    return lesson_id in st.session_state.get(DONE, set())
