"""Golden transcripts: a lesson as plain text, step by step, as the engine plays and answers it.

``python -m tutor transcript [--lang LANG] [--write DIR] [LESSON_ID …]`` prints (or writes, one
``<id>.txt`` per lesson) every step, every scripted move, the move each *do* step expects with
the verdict on every alternative, every question's answer, and the score sheet of a finished
hand. The tests compare them with ``tests/golden/``, so a change in the engine or a lesson shows
up as a diff to review (OpenSpiel's "playthrough" files).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tutor import i18n
from tutor.games import Game, find_game
from tutor.lessons import Frame, Lesson, StepKind, answer, frames, load_lessons
from tutor.resources import data_dir


def transcript(lesson: Lesson, lang: str = i18n.SOURCE_LANGUAGE) -> str:
    """The whole lesson as text in `lang`."""
    t = i18n.translator(lang)
    lines = [
        f"lesson {lesson.id} ({Path(lesson.file).name}): {t.gettext(lesson.title)}",
        f"learner: {lesson.seat.name}; teaches: {', '.join(lesson.teaches)}",
    ]
    game = find_game(lesson.game)
    all_frames = frames(lesson)
    for frame in all_frames:
        lines += ["", *_step_lines(frame, lang, game)]
    last = all_frames[-1].after if all_frames else None
    if last is not None and game.is_complete(last):
        lines += ["", "score sheet:", *(f"  {line}" for line in game.explain.describe_score(game.score(last), lang))]
    return "\n".join(lines) + "\n"


def _step_lines(frame: Frame, lang: str, game: Game) -> list[str]:
    t = i18n.translator(lang)
    step = frame.step
    head = f"step {frame.index + 1} [{step.kind.value}]"
    if step.record:
        head += f" record {step.record}"
    if step.rules:
        head += f" rules: {', '.join(step.rules)}"
    lines = [head]
    before = frame.before
    for move, after in frame.scripted:
        lines.append(f"  move: {move} — {game.explain.describe_move(move, lang, before)}")
        before = after
    lines.append(f"  text: {_one_line(t.gettext(step.text))}")
    if step.kind is StepKind.DO:
        lines += _do_lines(frame, lang, game)
    elif step.kind is StepKind.ASK:
        parameters = _parameters(frame)
        lines.append(f"  question: {step.question.value if step.question else '?'}{parameters}")
        lines.append(f"  answer: {game.questions.answer_text(answer(frame), lang, frame.at)}")
    if step.why:
        lines.append(f"  why: {_one_line(t.gettext(step.why))}")
    return lines


def _do_lines(frame: Frame, lang: str, game: Game) -> list[str]:
    t = i18n.translator(lang)
    expected = frame.expected
    assert expected is not None
    lines = [f"  expected: {expected} — {game.explain.describe_move(expected, lang, frame.at)}"]
    for move in game.questions.alternatives(frame.at, expected):
        violation = game.check_move(frame.at, move)
        if violation is not None:
            lines.append(f"  refused: {move} — {violation.code} (rule {violation.rule})")
            continue
        reason = frame.step.reasons.get(move, frame.step.otherwise)
        shown = _one_line(t.gettext(reason)) if reason else "(no reason given)"
        lines.append(f"  other legal: {move} — {shown}")
    return lines


def _parameters(frame: Frame) -> str:
    step = frame.step
    found = []
    if step.seat is not None:
        found.append(f"seat={step.seat.name}")
    if step.card is not None:
        found.append(f"card={step.card}")
    if step.cards:
        found.append(f"cards={' '.join(map(str, step.cards))}")
    if step.point is not None:
        found.append(f"point={step.point.value}")
    if step.side is not None:
        found.append(f"side={step.side.name}")
    if step.scores is not None:
        found.append("scores=" + " ".join(f"{side.name}:{score}" for side, score in step.scores.items()))
    return f" ({', '.join(found)})" if found else ""


def _one_line(text: str) -> str:
    return " ".join(text.split())


# --- the command ---------------------------------------------------------------------------------


def add_parser(commands: Any) -> None:
    """Register ``transcript`` on the subparsers of ``python -m tutor``."""
    parser = commands.add_parser(
        "transcript",
        help="print or write the golden transcript of lessons",
        description="Play every lesson (or those named) through the engine and print it as "
        "plain text: steps, scripted moves, expected moves with the verdict on every "
        "alternative, answers, score sheets. With --write DIR, write DIR/<id>.txt instead.",
    )
    parser.add_argument("lessons", nargs="*", metavar="LESSON_ID")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default=i18n.SOURCE_LANGUAGE)
    parser.add_argument("--write", metavar="DIR", type=Path, default=None)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    loaded = [item for item in load_lessons(data_dir("lessons")) if isinstance(item, Lesson)]
    known = {lesson.id: lesson for lesson in loaded}
    unknown = [name for name in args.lessons if name not in known]
    if unknown:
        print(f"no lesson called {', '.join(unknown)}: choose among {', '.join(known)}", file=sys.stderr)
        return 2
    chosen = [known[name] for name in args.lessons] or loaded
    for lesson in chosen:
        text = transcript(lesson, args.lang)
        if args.write is None:
            print(text)
        else:
            args.write.mkdir(parents=True, exist_ok=True)
            (args.write / f"{lesson.id}.txt").write_text(text, encoding="utf-8")
            print(f"wrote {args.write / (lesson.id + '.txt')}")
    return 0
