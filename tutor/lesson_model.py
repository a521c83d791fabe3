"""The lesson format as values: steps, lessons, frames and the faults of a broken file.

`tutor.lessons` re-exports all of it with the functions that load lessons and play them
(`load_lesson`, `frames`, `answer`, `options`); `tutor.lesson_reader` builds these values from
the YAML. The format is documented in ``lessons/README.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum

from tutor.cards import Card
from tutor.games.cinch import HandState, Move, Point
from tutor.games.seats import Seat, Side
from tutor.records import DealRecord, Fault


class StepKind(str, Enum):
    READ = "read"
    """Narration; may first show the next scripted moves one by one (``play: N``)."""
    DO = "do"
    """The learner makes the record's next move, which is their seat's."""
    ASK = "ask"
    """A question about the position, answered by choice or number, checked by the engine."""


class Question(str, Enum):
    """What an *ask* step asks; the engine computes the answer from the position."""

    TRICK_WINNER = "trick-winner"
    """Who won the trick just completed (the fourth card closes a trick at once)."""
    LEGAL_CARDS = "legal-cards"
    """Which cards of `seat` may be played now: a set of cards."""
    IS_TRUMP = "is-trump"
    """Is `card` a trump once trump is named: yes or no."""
    HIGHER = "higher"
    """Which of `cards` ranks highest here."""
    POINT_WINNER = "point-winner"
    """Which side scores `point` in the finished hand."""
    COUNT = "count"
    """How many points `side` counted in the finished hand: a number."""
    HAND_SCORE = "hand-score"
    """What `side` scores for the finished hand (the difference, or 14 + shortfall): a number."""
    MADE = "made"
    """Did the bidding side make its bid: yes or no."""
    GAME_WINNER = "game-winner"
    """Given `scores` before the hand, which side has won the game after it, if either."""
    TO_MOVE = "to-move"
    """Whose turn it is now (`turn.order`, `bid.order`, `play.first-lead`, `play.next-lead`)."""
    NEXT_DEALER = "next-dealer"
    """Who deals the next hand (`deal.rotation`; after a misdeal `irregular.misdeal`)."""
    CUTTER = "cutter"
    """Who cuts the pack for this deal (`shuffle.cut`)."""
    LOWEST_BID = "lowest-bid"
    """The lowest bid the seat to move may make now (`bid.must-top`, `bid.range`): a number."""
    DISCARDS = "discards"
    """Which cards `seat` must discard now (`draw.discard`, `draw.excess-trumps`): a set of cards."""


NUMBER_QUESTIONS = (Question.COUNT, Question.HAND_SCORE, Question.LOWEST_BID)
"""Answered with a number; every other question is a choice among `options`."""
CARD_SET_QUESTIONS = (Question.LEGAL_CARDS, Question.DISCARDS)
"""Answered with a set of cards, chosen among `options`."""
AFTER_THE_HAND = (Question.POINT_WINNER, Question.COUNT, Question.HAND_SCORE, Question.MADE,
                  Question.GAME_WINNER)
"""Questions about the score, asked once all six tricks are played."""


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
    reasons: Mapping[Move, str] = field(default_factory=dict)
    """*do*: why another legal move is not the lesson's move, per move."""
    otherwise: str | None = None
    """*do*: the reason for any other legal move without its own reason."""
    question: Question | None = None
    seat: Seat | None = None
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    point: Point | None = None
    side: Side | None = None
    scores: Mapping[Side, int] | None = None


@dataclass(frozen=True)
class Lesson:
    """A lesson file, loaded and validated."""

    id: str
    title: str
    summary: str
    teaches: tuple[str, ...]
    seat: Seat
    """The learner's seat."""
    records: Mapping[str, DealRecord]
    """The deal records by name, in file order; the first is the one the lesson starts in."""
    steps: tuple[Step, ...]
    file: str
    order: int = 0
    id_line: int = 1
    """The line of the ``id`` key, for a fault about the id (a duplicate across lessons)."""


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
    before: HandState
    """The position when the step begins."""
    scripted: tuple[tuple[Move, HandState], ...]
    """*read* with ``play: N``: each scripted move and the position after it, in order."""
    at: HandState
    """The position the narration, prompt or question is about (after the scripted moves)."""
    expected: Move | None
    """*do*: the record's next move, which the learner must find."""
    after: HandState
    """The position when the step is done (after the expected move of a *do* step)."""
    shown: tuple[Seat, ...]
    """The hands face up at this step (the learner's always)."""


Answer = Seat | Side | Card | frozenset[Card] | bool | int | None
"""The engine's answer to a `Question`: a seat, a side (None: neither), a card, a set of
cards, yes or no, or a number."""


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
