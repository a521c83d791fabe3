"""Lessons (``lessons/<game>/*.yaml``): scripted deals with narration, moves to make and questions.

A lesson is a list of steps walked through one or more deal records. The record is the script:
every move the lesson makes or expects is the record's next move, so a lesson can never teach a
move the engine refuses. The format is documented in ``lessons/README.md``.

    lesson = load_lesson(Path("lessons/cinch/02-trump-order.yaml"))
    for frame in frames(lesson):        # each step with the positions it is played in
        ...

Loading checks everything (`LessonError` lists every fault with its file and line): the YAML
(`tutor.lesson_reader`), then the walk through the records here: each move replays through the
game's engine, each *do* step expects a move of the learner's seat, each reason is for a legal
move, each question has an answer (the questions and their answers are the game's,
`Game.questions`). Every text field is an English msgid, extracted into ``locales/tutor.pot`` by
`tutor.lesson_messages.extract_yaml` and translated with ``t.gettext(text)`` where it is shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tutor.games import GAMES, Game, find_game
from tutor.games.seats import Seat
from tutor.lesson_model import (
    Answer,
    BrokenLesson,
    Draft,
    Frame,
    Lesson,
    LessonError,
    Step,
    StepKind,
)
from tutor.lesson_reader import read_lesson
from tutor.records import Fault, Record
from tutor.replay import replay
from tutor.resources import data_dir
from tutor.safe_yaml import read_file

__all__ = [
    "Answer", "BrokenLesson", "Frame", "Lesson", "LessonError", "Step", "StepKind",
    "answer", "frames", "lesson_files", "load_lesson", "load_lessons", "options",
]


# --- frames and answers --------------------------------------------------------------------


def frames(lesson: Lesson) -> tuple[Frame, ...]:
    """Every step of `lesson` with its positions."""
    drafts = [Draft(step) for step in lesson.steps]
    return tuple(walk(drafts, lesson.records, lesson.seat, lesson.file, find_game(lesson.game)).frames)


def answer(frame: Frame) -> Answer:
    """The right answer to the *ask* step of `frame`, computed by the game's engine from
    `frame.at` (`Game.questions`); `ValueError` if the position cannot answer it."""
    return find_game(frame.game).questions.answer(frame.step, frame.at)


def options(frame: Frame) -> tuple[Answer, ...]:
    """The answers to choose among for a choice question; empty for a number question."""
    return tuple(find_game(frame.game).questions.options(frame.step, frame.at))


# --- loading -------------------------------------------------------------------------------


def load_lesson(path: Path) -> Lesson:
    """Read and validate one lesson file; raise `LessonError` with every fault found."""
    text, unread = read_file(path)  # a regular UTF-8 file of at most 1 MB (tutor.safe_yaml)
    if text is None:
        raise LessonError(unread, str(path))
    read = read_lesson(text, str(path), Path(path).parent)
    faults = list(read.faults)
    if read.records is not None and read.seat is not None and read.game is not None:
        faults += walk(read.drafts, read.records, read.seat, str(path), read.game).faults
    if faults or read.lesson is None:
        raise LessonError(faults, str(path))
    return read.lesson


def lesson_files(folder: Path | None = None) -> list[Path]:
    """The lesson files of `folder` (default: the packaged ``lessons/``): those of each game's
    folder, ``<folder>/<game>/*.yaml``, in `GAMES` order, and any directly in `folder`, each
    group in path order."""
    folder = folder or data_dir("lessons")
    by_game = [path for name in GAMES for path in sorted((folder / name).glob("*.yaml"))]
    return sorted(folder.glob("*.yaml")) + by_game


def load_lessons(folder: Path | None = None) -> tuple[Lesson | BrokenLesson, ...]:
    """Every lesson of `folder` (`lesson_files`); a file that fails to load is a
    `BrokenLesson`, and the others load regardless. A lesson whose id an earlier file already
    has is broken too."""
    loaded: list[Lesson | BrokenLesson] = []
    first: dict[str, str] = {}
    for path in lesson_files(folder):
        try:
            lesson = load_lesson(path)
        except LessonError as error:
            loaded.append(BrokenLesson(str(path), tuple(error.faults)))
            continue
        except OSError as error:
            loaded.append(BrokenLesson(str(path), (Fault(str(path), 1, f"cannot read: {error.strerror}"),)))
            continue
        if lesson.id in first:
            message = f"the id {lesson.id!r} is already the id of {first[lesson.id]}: ids are unique"
            loaded.append(BrokenLesson(lesson.file, (Fault(lesson.file, lesson.id_line, message),)))
            continue
        first[lesson.id] = lesson.file
        loaded.append(lesson)
    return tuple(loaded)


# --- the walk through the records ----------------------------------------------------------


@dataclass(frozen=True)
class Walk:
    """The frames of the steps that could be played, and the faults found on the way."""

    frames: list[Frame]
    faults: list[Fault]


@dataclass
class _Track:
    """A record replayed up to its end (or its first refused move), and how far the lesson is."""

    moves: tuple[Any, ...]
    states: tuple[Any, ...]
    """The position after the deal, then after each move: one more than `moves`."""
    stopped: bool
    """A move was refused: the lesson cannot go past it (that fault is reported once)."""
    cursor: int = 0

    @classmethod
    def of(cls, record: Record, faults: list[Fault]) -> _Track:
        """Replay `record` (`tutor.replay`: table mode rules on irregularities); a refused move
        is a fault on its line."""
        result = replay(record)
        done = [step for step in result.steps if step.after is not None]
        refused = result.illegal
        if refused is not None and refused.violation is not None:
            why = result.game.explain.describe_violation(refused.violation, "en", refused.before)
            faults.append(Fault(record.file, refused.line or 1, f"the engine refuses {str(refused.move)!r}: {why}"))
        return cls(
            moves=tuple(step.move for step in done),
            states=(record.initial_state(), *(step.after for step in done if step.after is not None)),
            stopped=refused is not None,
        )

    @property
    def state(self) -> Any:
        return self.states[self.cursor]

    @property
    def left(self) -> int:
        return len(self.moves) - self.cursor

    def take(self, count: int) -> tuple[tuple[Any, Any], ...]:
        """The next `count` moves, each with the position after it; the lesson moves past them."""
        start, self.cursor = self.cursor, self.cursor + count
        return tuple(zip(self.moves[start:self.cursor], self.states[start + 1:self.cursor + 1]))


def walk(drafts: Sequence[Draft], records: Mapping[str, Record | None], learner: Seat, file: str,
         game: Game) -> Walk:
    """Play the steps through their records: the frame of each step, and every fault found
    (a refused move, ``play`` past the end, a *do* move not the learner's, a reason for an
    illegal move, a question without an answer). Steps played in a record that could not be
    read (None) are skipped; the walk stops at a step whose place could not be read."""
    faults: list[Fault] = []
    tracks = {name: _Track.of(record, faults) for name, record in records.items() if record is not None}
    current = next(iter(records), None)
    shown: tuple[Seat, ...] = (learner,)
    result: list[Frame] = []
    for index, draft in enumerate(drafts):
        step = draft.step
        if step is None:
            break
        current = step.record or current
        if step.show is not None:
            shown = tuple(seat for seat in Seat if seat in step.show or seat == learner)
        track = tracks.get(current) if current is not None else None
        if current is None or track is None:
            continue
        need = step.play if step.kind is StepKind.READ else 1 if step.kind is StepKind.DO else 0
        if need > track.left:
            if not track.stopped:
                faults.append(_past_the_end(step, draft, current, track.left, file))
            del tracks[current]
            continue
        before = track.state
        taken = track.take(need)
        scripted = taken if step.kind is StepKind.READ else ()
        expected = taken[0][0] if step.kind is StepKind.DO else None
        at = scripted[-1][1] if scripted else before
        frame = Frame(step, index, current, before, scripted, at, expected, track.state, shown, game.name)
        if draft.checked:
            faults += _step_faults(frame, draft, learner, file, game)
        result.append(frame)
    return Walk(result, faults)


def _past_the_end(step: Step, draft: Draft, record: str, left: int, file: str) -> Fault:
    if step.kind is StepKind.READ:
        return Fault(file, draft.lines.get("play", step.line),
                     f"play: {step.play} runs past the end of the record {record!r}, which has {left} moves left")
    return Fault(file, draft.lines.get("do", step.line),
                 f"the record {record!r} has no move left for this do step to expect")


def _step_faults(frame: Frame, draft: Draft, learner: Seat, file: str, game: Game) -> list[Fault]:
    """What the position says is wrong with a *do* or *ask* step."""
    step = frame.step
    line = draft.lines.get
    if step.kind is StepKind.DO:
        assert frame.expected is not None
        faults = []
        if frame.expected.seat != learner:
            faults.append(Fault(file, line("do", step.line),
                                f"the record's next move is {str(frame.expected)!r}, {frame.expected.seat}'s: "
                                f"a do step expects a move of the learner's seat, {learner}"))
        for move in step.reasons:
            where = line(f"reason {move}", step.line)
            if game.same_move(move, frame.expected):
                faults.append(Fault(file, where, f"{str(move)!r} is the move the step expects: "
                                                 "give its reason as 'why'"))
            elif (violation := game.check_move(frame.at, move)) is not None:
                faults.append(Fault(file, where, f"the reason for {str(move)!r} is for a move the engine "
                                                 f"refuses here ({violation.rule}): the engine explains it"))
        return faults
    if step.kind is StepKind.ASK:
        problem = game.questions.unanswerable(step, frame.at) or _choice_problem(frame, game)
        if problem is not None:
            return [Fault(file, line("question", step.line), problem)]
        if step.expect is not None and not same_answer(step.expect.value, right := answer(frame)):
            return [Fault(file, line("expect", step.line),
                          f"expect: {answer_words(step.expect.value)}, but the engine answers "
                          f"{answer_words(right)}: work the position out again (if the engine is wrong, "
                          "report it)")]
    return []


def same_answer(expected: Answer, right: Answer) -> bool:
    """Whether an author's answer (``expect:``) is the engine's: the same kind of value (a seat
    is no side, yes is no number) and equal."""
    if expected is None or right is None:
        return expected is right
    return type(expected) is type(right) and expected == right


def answer_words(value: Answer) -> str:
    """An answer as an ``expect:`` writes it: N, NS, 5D, [5D, 3H], yes, no, none, 12."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, frozenset):
        return "[" + ", ".join(str(card) for card in sorted(value)) + "]"
    return str(value)


def _choice_problem(frame: Frame, game: Game) -> str | None:
    """A choice question with nothing to choose from, or whose right answer is not offered."""
    question = frame.step.question
    if question is None or question in game.questions.NUMBER_QUESTIONS:
        return None
    right, choices = answer(frame), options(frame)
    if not choices:
        return f"{question.value} has nothing to choose from here"
    if (right <= frozenset(choices)) if isinstance(right, frozenset) else (right in choices):
        return None
    return str(game.questions.not_offered(frame.step, right))
