"""The lesson format as values: steps, lessons, frames and the faults of a broken file.

`tutor.lessons` re-exports all of it with the functions that load lessons and play them
(`load_lesson`, `frames`, `answer`, `options`); `tutor.lesson_reader` builds these values from
the YAML. The format is documented in ``lessons/README.md``. What an *ask* step may ask, and the
answers, are the game's (`Game.questions`); the positions and moves are the game's values.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from tutor.cards import Card
from tutor.games import DEFAULT_GAME
from tutor.games.seats import Seat, Side
from tutor.records import Fault, Record


class StepKind(str, Enum):
    READ = "read"
    """Narration; may first show the next scripted moves one by one (``play: N``)."""
    DO = "do"
    """The learner makes the record's next move, which is their seat's."""
    ASK = "ask"
    """A question about the position, answered by choice or number, checked by the engine."""


@dataclass(frozen=True)
class Step:
    """One step of a lesson, with the line it starts on."""

    kind: StepKind
    text: str
    """The narration, the prompt or the question (an English msgid, markdown)."""
    line: int
    rules: tuple[str, ...] = ()
    """The rule ids the step teaches."""
    record: str | None = None
    """Switch to this record (by name) before the step; None keeps the current one."""
    play: int = 0
    """*read*: the number of scripted moves shown one by one before the narration."""
    show: tuple[Seat, ...] | None = None
    """The hands shown face up from this step on; None keeps what was shown before."""
    why: str | None = None
    """*do*: shown when the learner makes the expected move; *ask*: shown with the answer."""
    reasons: Mapping[Any, str] = field(default_factory=dict)
    """*do*: why another legal move is not the lesson's move, per move."""
    otherwise: str | None = None
    """*do*: the reason for any other legal move without its own reason."""
    question: Enum | None = None
    """*ask*: the game's question (`Game.questions`); the fields below are its parameters."""
    seat: Seat | None = None
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    point: Enum | None = None
    """A scoring point of the game (Cinch: high, low, jack, game, the Pedros)."""
    side: Side | None = None
    scores: Mapping[Side, int] | None = None
    expect: Expected | None = None
    """*ask*: the answer the author worked out by hand (``expect:``); loading fails when the
    engine's answer differs. None when the step carries none."""


@dataclass(frozen=True)
class Expected:
    """An author's answer to an *ask* step (``expect:``), in the form of the engine's answer: a
    seat, a side, a card, a set of cards, yes or no (a bool), a number, or None (nobody, neither)."""

    value: Any


@dataclass(frozen=True)
class Lesson:
    """A lesson file, loaded and validated."""

    id: str
    title: str
    summary: str
    teaches: tuple[str, ...]
    seat: Seat
    """The learner's seat."""
    records: Mapping[str, Record]
    """The deal records by name, in file order; the first is the one the lesson starts in."""
    steps: tuple[Step, ...]
    file: str
    order: int = 0
    id_line: int = 1
    """The line of the ``id`` key, for a fault about the id (a duplicate across lessons)."""
    game: str = DEFAULT_GAME
    """The game the lesson teaches (its ``game`` key)."""


@dataclass(frozen=True)
class BrokenLesson:
    """A lesson file that could not be loaded: where it is and everything wrong with it."""

    file: str
    faults: tuple[Fault, ...]


@dataclass(frozen=True)
class Frame:
    """A step together with the positions it is played in, computed by replaying the record."""

    step: Step
    index: int
    record: str
    """The name of the record the step is played in."""
    before: Any
    """The position when the step begins."""
    scripted: tuple[tuple[Any, Any], ...]
    """*read* with ``play: N``: each scripted move and the position after it, in order."""
    at: Any
    """The position the narration, prompt or question is about (after the scripted moves)."""
    expected: Any
    """*do*: the record's next move, which the learner must find."""
    after: Any
    """The position when the step is done (after the expected move of a *do* step)."""
    shown: tuple[Seat, ...]
    """The hands face up at this step (the learner's always)."""
    game: str = DEFAULT_GAME
    """The game the lesson teaches."""


Answer = Any
"""The engine's answer to a question (`Game.questions`): a seat, a side, a card, a set of cards,
yes or no, a number …"""


class LessonError(ValueError):
    """A lesson file that does not load; `faults` lists everything found, in file order: the
    lesson's own faults by line, then those of each record file it names."""

    def __init__(self, faults: Iterable[Fault], file: str | None = None) -> None:
        found = list(faults)
        files = list(dict.fromkeys([file, *(fault.file for fault in found)] if file else
                                   [fault.file for fault in found]))
        self.faults = sorted(found, key=lambda fault: (files.index(fault.file), fault.line))
        super().__init__("\n".join(map(str, self.faults)))


@dataclass(frozen=True)
class Draft:
    """A step as read from the file, with the lines its checks point to.

    `step` is None when the step's place in the record could not be read (its kind, ``play`` or
    ``record``): the walk stops there. `checked` is False when some field could not be read: the
    step still moves through the record, but its question and reasons are not checked.
    """

    step: Step | None
    lines: Mapping[str, int] = field(default_factory=dict)
    """Lines by key (``play``, ``question``, ``do``) and by reason (``reason S play 4H``)."""
    checked: bool = True
