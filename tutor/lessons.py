"""Lessons (``lessons/*.yaml``): scripted deals with narration, moves to make and questions.

A lesson is a list of steps walked through one or more deal records. The record is the script:
every move the lesson makes or expects is the record's next move, so a lesson can never teach a
move the engine refuses. The format is documented in ``lessons/README.md``.

    lesson = load_lesson(Path("lessons/01-trump-order.yaml"))
    for frame in frames(lesson):        # each step with the positions it is played in
        ...

Loading checks everything (`LessonError` lists every fault with its file and line): the YAML
(`tutor.lesson_reader`), then the walk through the records here: each move replays through the
engine, each *do* step expects a move of the learner's seat, each reason is for a legal move,
each question has an answer. Every text field is an English msgid, extracted into
``locales/tutor.pot`` by `tutor.lesson_messages.extract_yaml` and translated with
``t.gettext(text)`` where it is shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from tutor import explain
from tutor.cards import DECK, Card, Suit, cards_of
from tutor.games.cinch import (
    GameScore,
    HandState,
    Move,
    Phase,
    Verb,
    check_move,
    effective_suit,
    is_trump,
    legal_moves,
    next_dealer,
    score_hand,
    trick_winner,
)
from tutor.games.cinch.legal import discard_choice
from tutor.games.cinch.ranking import suit_order
from tutor.games.cinch.setup import check_cut
from tutor.games.seats import Seat, Side
from tutor.lesson_model import (
    AFTER_THE_HAND,
    CARD_SET_QUESTIONS,
    NUMBER_QUESTIONS,
    Answer,
    BrokenLesson,
    Draft,
    Frame,
    Lesson,
    LessonError,
    Question,
    Step,
    StepKind,
)
from tutor.lesson_reader import read_lesson
from tutor.records import DealRecord, Fault
from tutor.replay import replay
from tutor.resources import data_dir

__all__ = [
    "Answer", "BrokenLesson", "Frame", "Lesson", "LessonError", "Question", "Step", "StepKind",
    "answer", "frames", "load_lesson", "load_lessons", "options", "unanswerable",
]


# --- frames and answers --------------------------------------------------------------------


def frames(lesson: Lesson) -> tuple[Frame, ...]:
    """Every step of `lesson` with its positions."""
    drafts = [Draft(step) for step in lesson.steps]
    return tuple(walk(drafts, lesson.records, lesson.seat, lesson.file).frames)


def answer(frame: Frame) -> Answer:
    """The right answer to the *ask* step of `frame`, computed by the engine from `frame.at`;
    `ValueError` if the position cannot answer it (a loaded lesson never asks such a question)."""
    step, state = frame.step, frame.at
    problem = unanswerable(step, state)
    if problem is not None:
        raise ValueError(problem)
    question, trump = step.question, state.trump
    if question is Question.TRICK_WINNER:
        assert trump is not None
        return trick_winner(state.tricks[-1].plays, trump)
    if question is Question.TO_MOVE:
        return state.to_move
    if question is Question.NEXT_DEALER:
        return state.next_dealer if state.phase is Phase.REDEAL else next_dealer(state.dealer)
    if question is Question.CUTTER:
        return next(seat for seat in Seat if check_cut(state.dealer, seat, len(DECK) // 2) is None)
    if question is Question.LOWEST_BID:
        return min(_bids(state))
    if question is Question.DISCARDS:
        assert step.seat is not None
        return frozenset(cards_of(discard_choice(state, step.seat).fixed))
    if question is Question.LEGAL_CARDS:
        return frozenset(move.card for move in legal_moves(state) if move.verb is Verb.PLAY)
    if question is Question.IS_TRUMP:
        assert step.card is not None and trump is not None
        return is_trump(step.card, trump)
    if question is Question.HIGHER:
        assert trump is not None
        return max(step.cards, key=lambda card: _strength(card, trump))
    sheet = score_hand(state)
    if question is Question.POINT_WINNER:
        return next(won.side for won in sheet.points if won.point is step.point)
    if question is Question.COUNT:
        assert step.side is not None
        return sheet.counts[step.side]
    if question is Question.HAND_SCORE:
        assert step.side is not None
        return sheet.scores[step.side]
    if question is Question.MADE:
        return sheet.made
    assert step.scores is not None
    before = GameScore(state.profile.target, (step.scores[Side.NS], step.scores[Side.EW]))
    return before.add(sheet).winner


def options(frame: Frame) -> tuple[Answer, ...]:
    """The answers to choose among for a choice question (seats, sides, cards, yes/no);
    empty for a number question (`Question.COUNT`, `Question.HAND_SCORE`)."""
    question = frame.step.question
    if question in (Question.TRICK_WINNER, Question.TO_MOVE, Question.NEXT_DEALER, Question.CUTTER):
        return tuple(Seat)
    if question in CARD_SET_QUESTIONS:
        assert frame.step.seat is not None
        return frame.at.hand(frame.step.seat)
    if question in (Question.IS_TRUMP, Question.MADE):
        return (True, False)
    if question is Question.HIGHER:
        return frame.step.cards
    if question is Question.POINT_WINNER:
        return tuple(Side)
    if question is Question.GAME_WINNER:
        return (*Side, None)
    return ()


def unanswerable(step: Step, state: HandState) -> str | None:
    """Why the question of `step` has no answer in `state` (None when it has one)."""
    question, trump = step.question, state.trump
    if question is None:
        return "the step asks no question"
    name = question.value
    if question in (Question.IS_TRUMP, Question.HIGHER) and trump is None:
        return f"{name} needs a trump suit: ask it once trump is named"
    if question is Question.HIGHER and trump is not None:
        plain = {effective_suit(card, trump) for card in step.cards if not is_trump(card, trump)}
        if len(plain) > 1:
            return (f"higher compares trumps and cards of one plain suit: "
                    f"{' '.join(map(str, step.cards))} hold cards of several plain suits, "
                    "which do not rank against each other")
    if question is Question.TRICK_WINNER and (state.trick or not state.tricks):
        return "trick-winner asks who won the trick just completed: ask it right after a trick's fourth card"
    if question is Question.TO_MOVE and (state.to_move is None or state.phase.is_over):
        return "to-move asks whose turn it is: ask it while the hand is going on"
    if question is Question.LOWEST_BID and not _bids(state):
        return "lowest-bid asks for the lowest bid the seat to move may make: ask it in the bidding, when a bid is still possible"
    if question is Question.DISCARDS:
        if state.phase is not Phase.DISCARD or step.seat == state.dealer or step.seat is None \
                or state.discards[step.seat] is not None:
            return f"discards asks what {step.seat} must discard: ask it after trump is named, before {step.seat} discards (the dealer robs instead)"
        if discard_choice(state, step.seat).k:
            return f"{step.seat} has a choice of discards here (seven trumps or more): discards needs a single right answer"
    if question is Question.LEGAL_CARDS and (state.phase is not Phase.PLAY or state.to_move != step.seat):
        return f"legal-cards asks what {step.seat} may play: ask it in the play, when it is {step.seat}'s turn"
    if question in AFTER_THE_HAND and state.phase is not Phase.COMPLETE:
        return f"{name} asks about the finished hand: ask it after the sixth trick"
    if question is Question.GAME_WINNER and step.scores is not None:
        if max(step.scores.values()) >= state.profile.target:
            return (f"the scores before the hand must be below the target, "
                    f"{state.profile.target}: the game would already be over")
    return None


def _bids(state: HandState) -> list[int]:
    """The bids the seat to move may make (`bid.must-top`, `bid.range`)."""
    if state.phase is not Phase.BIDDING:
        return []
    return [move.amount for move in legal_moves(state) if move.verb is Verb.BID and move.amount is not None]


def _strength(card: Card, trump: Suit) -> tuple[bool, int]:
    """How high `card` ranks (`rank.trump-order`, `rank.plain-order`, `rank.same-colour-suit`):
    any trump above any plain card, then by the order of its suit."""
    suit = effective_suit(card, trump)
    return suit == trump, -suit_order(suit, trump).index(card)


# --- loading -------------------------------------------------------------------------------


def load_lesson(path: Path) -> Lesson:
    """Read and validate one lesson file; raise `LessonError` with every fault found."""
    data = Path(path).read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise LessonError([Fault(str(path), line, "the file is not UTF-8 text")], str(path)) from None
    read = read_lesson(text, str(path), Path(path).parent)
    faults = list(read.faults)
    if read.records is not None and read.seat is not None:
        faults += walk(read.drafts, read.records, read.seat, str(path)).faults
    if faults or read.lesson is None:
        raise LessonError(faults, str(path))
    return read.lesson


def load_lessons(folder: Path | None = None) -> tuple[Lesson | BrokenLesson, ...]:
    """Every lesson of `folder` (default: the packaged ``lessons/``) in path order; a file that
    fails to load is a `BrokenLesson`, and the others load regardless. A lesson whose id an
    earlier file already has is broken too."""
    loaded: list[Lesson | BrokenLesson] = []
    first: dict[str, str] = {}
    for path in sorted((folder or data_dir("lessons")).glob("*.yaml")):
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

    moves: tuple[Move, ...]
    states: tuple[HandState, ...]
    """The position after the deal, then after each move: one more than `moves`."""
    stopped: bool
    """A move was refused: the lesson cannot go past it (that fault is reported once)."""
    cursor: int = 0

    @classmethod
    def of(cls, record: DealRecord, faults: list[Fault]) -> _Track:
        """Replay `record` (`tutor.replay`: table mode rules on irregularities); a refused move
        is a fault on its line."""
        result = replay(record)
        done = [step for step in result.steps if step.after is not None]
        refused = result.illegal
        if refused is not None and refused.violation is not None:
            why = explain.describe_violation(refused.violation, "en", refused.before)
            faults.append(Fault(record.file, refused.line or 1, f"the engine refuses {str(refused.move)!r}: {why}"))
        return cls(
            moves=tuple(step.move for step in done),
            states=(record.initial_state(), *(step.after for step in done if step.after is not None)),
            stopped=refused is not None,
        )

    @property
    def state(self) -> HandState:
        return self.states[self.cursor]

    @property
    def left(self) -> int:
        return len(self.moves) - self.cursor

    def take(self, count: int) -> tuple[tuple[Move, HandState], ...]:
        """The next `count` moves, each with the position after it; the lesson moves past them."""
        start, self.cursor = self.cursor, self.cursor + count
        return tuple(zip(self.moves[start:self.cursor], self.states[start + 1:self.cursor + 1]))


def walk(drafts: Sequence[Draft], records: Mapping[str, DealRecord | None], learner: Seat, file: str) -> Walk:
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
        frame = Frame(step, index, current, before, scripted, at, expected, track.state, shown)
        if draft.checked:
            faults += _step_faults(frame, draft, learner, file)
        result.append(frame)
    return Walk(result, faults)


def _past_the_end(step: Step, draft: Draft, record: str, left: int, file: str) -> Fault:
    if step.kind is StepKind.READ:
        return Fault(file, draft.lines.get("play", step.line),
                     f"play: {step.play} runs past the end of the record {record!r}, which has {left} moves left")
    return Fault(file, draft.lines.get("do", step.line),
                 f"the record {record!r} has no move left for this do step to expect")


def _step_faults(frame: Frame, draft: Draft, learner: Seat, file: str) -> list[Fault]:
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
            if _same(move, frame.expected):
                faults.append(Fault(file, where, f"{str(move)!r} is the move the step expects: "
                                                 "give its reason as 'why'"))
            elif (violation := check_move(frame.at, move)) is not None:
                faults.append(Fault(file, where, f"the reason for {str(move)!r} is for a move the engine "
                                                 f"refuses here ({violation.rule}): the engine explains it"))
        return faults
    if step.kind is StepKind.ASK:
        problem = unanswerable(step, frame.at) or _choice_problem(frame)
        if problem is not None:
            return [Fault(file, line("question", step.line), problem)]
    return []


def _same(move: Move, other: Move) -> bool:
    """The same move, whatever order the cards of a discard or a rob are written in."""
    return move._replace(cards=tuple(sorted(move.cards))) == other._replace(cards=tuple(sorted(other.cards)))


def _choice_problem(frame: Frame) -> str | None:
    """A choice question with nothing to choose from, or whose right answer is not offered."""
    question = frame.step.question
    if question is None or question in NUMBER_QUESTIONS:
        return None
    right, choices = answer(frame), options(frame)
    if not choices:
        return f"{question.value} has nothing to choose from here"
    if (right <= frozenset(choices)) if isinstance(right, frozenset) else (right in choices):
        return None
    if question is Question.POINT_WINNER and frame.step.point is not None:
        return f"nobody scores {frame.step.point.value.replace('_', '-')} in this hand"
    return f"the answer, {right}, is not among the options"
