"""``python -m tutor check [--lessons DIR]``: validate every lesson and its translations.

Each lesson file is loaded (`tutor.lessons.load_lessons`: the YAML, the records replayed through
the game's engine, the expected moves, the reasons, the questions, unique ids), and each of its
texts must be translated in every translated language's catalog, and for every game that has
lessons, every rule id the game asks to be taught (`Game.taught`) must be tagged by a step of one
of them. Every fault is printed as ``file:line: message``; exit status 1 if there is any, else 0
with, game by game, a summary and the coverage table (rule id → lessons and steps), or a line
saying the game has no lessons yet.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog

from tutor import catalogs, i18n
from tutor.games import Game, games
from tutor.lesson_messages import lesson_messages
from tutor.lessons import BrokenLesson, Lesson, load_lessons
from tutor.records import Fault
from tutor.resources import data_dir
from tutor.safe_yaml import read_file


def add_parser(commands: Any) -> None:
    """Register the ``check`` command on the subparsers of ``python -m tutor``."""
    parser = commands.add_parser(
        "check",
        help="validate every lesson and its translations",
        description="Load every lesson (schema, records replayed through the engine, expected "
        "moves, reasons, questions, unique ids) and check that every lesson text is translated "
        f"in {', '.join(i18n.TRANSLATED)}. Every fault is printed as file:line: message. "
        "Exit status 1 if there is any, else 0.",
    )
    parser.add_argument("--lessons", metavar="DIR", type=Path, default=None,
                        help="the lessons folder (default: the tutor's lessons/)")
    parser.add_argument("--no-coverage", dest="coverage", action="store_false",
                        help="do not require every rule id of sections 0-7 to be taught (for a "
                        "folder holding only part of the curriculum)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Check the lessons of `args.lessons`; print the faults or a summary; the exit status."""
    folder = args.lessons or data_dir("lessons")
    if not folder.is_dir():
        print(f"{folder}: not a folder", file=sys.stderr)
        return 2
    loaded = load_lessons(folder)
    languages = {lang: catalogs.read(lang) for lang in i18n.TRANSLATED}
    faults = [fault for item in loaded if isinstance(item, BrokenLesson) for fault in item.faults]
    faults += [fault for item in loaded for fault in untranslated(Path(item.file), languages)]
    lessons = [item for item in loaded if isinstance(item, Lesson)]
    by_game = {game: [lesson for lesson in lessons if lesson.game == game.name] for game in games()}
    taught = {game: coverage(game, of_game) for game, of_game in by_game.items() if of_game}
    missing = [rule for table in taught.values() for rule, where in table.items() if not where]
    if faults or (missing and args.coverage):
        lines = [str(_relative(fault)) for fault in _ordered(faults, loaded)]
        lines += [f"{folder}: rule {rule} is taught by no step of any lesson (tag it in a step's "
                  "rules:)" for rule in (missing if args.coverage else [])]
        print("\n".join(lines), file=sys.stderr)
        return 1
    for game, of_game in by_game.items():
        if of_game:
            print(summary(game, of_game))
            print(coverage_table(taught[game]))
        else:
            print(f"{game.title}: no lessons yet")
    return 0


def coverage(game: Game, lessons: list[Lesson]) -> dict[str, list[tuple[str, list[int]]]]:
    """For every rule id `game` asks to be taught, the lessons whose steps tag it, with those
    steps (numbered from 1), in path order."""
    taught: dict[str, list[tuple[str, list[int]]]] = {rule: [] for rule in game.taught}
    for lesson in lessons:
        for rule in taught:
            steps = [number for number, step in enumerate(lesson.steps, start=1) if rule in step.rules]
            if steps:
                taught[rule].append((lesson.id, steps))
    return taught


def coverage_table(taught: dict[str, list[tuple[str, list[int]]]]) -> str:
    """The coverage as a plain-text table: rule id, then each lesson with its steps."""
    width = max(map(len, taught))
    lines = [f"{'rule id'.ljust(width)}  taught in (lesson: steps)"]
    for rule, where in taught.items():
        places = "; ".join(f"{lesson}: {', '.join(map(str, steps))}" for lesson, steps in where)
        lines.append(f"{rule.ljust(width)}  {places or '-'}")
    return "\n".join(lines)


def untranslated(path: Path, languages: dict[str, Catalog]) -> list[Fault]:
    """A fault for each text of the lesson file at `path` that a catalog lacks or leaves
    untranslated (or fuzzy)."""
    try:
        text, _ = read_file(path)  # never a named pipe, a device, more than 1 MB (tutor.safe_yaml)
    except OSError:
        text = None
    if text is None:
        return []  # a file that cannot be read is a broken lesson, reported as such
    _, messages = lesson_messages(text)
    faults = []
    for message in messages:
        for lang, catalog in languages.items():
            entry = catalog.get(message.text)
            if entry is None or not entry.string or entry.fuzzy:
                shown = message.text if len(message.text) <= 60 else message.text[:57] + "..."
                faults.append(Fault(str(path), message.line,
                                    f"{message.path} is not translated into {lang}: {shown!r}"))
    return faults


def summary(game: Game, lessons: list[Lesson]) -> str:
    """How many lessons of `game` and steps were checked, and the rule ids they teach."""
    steps = sum(len(lesson.steps) for lesson in lessons)
    rules = sorted({rule for lesson in lessons for rule in lesson.teaches}
                   | {rule for lesson in lessons for step in lesson.steps for rule in step.rules})
    return (f"{len(lessons)} lessons, {steps} steps, all valid and translated into "
            f"{', '.join(i18n.TRANSLATED)}; {len(rules)} rule ids of {Path(game.rule_book).name} taught: "
            f"{', '.join(rules)}")


def _ordered(faults: list[Fault], loaded: Iterable[Lesson | BrokenLesson]) -> list[Fault]:
    """The faults lesson by lesson in path order, each lesson's by line."""
    files = [item.file for item in loaded]
    return sorted(faults, key=lambda fault: (files.index(fault.file) if fault.file in files else len(files),
                                             fault.file, fault.line))


def _relative(fault: Fault) -> Fault:
    """The fault with its file relative to the current folder, where it is inside it."""
    path = Path(fault.file)
    try:
        return fault._replace(file=str(path.resolve().relative_to(Path.cwd())))
    except ValueError:
        return fault
