"""``python -m tutor replay FILE [--lang en|nl|de|fr] [--json]`` (`deal-record.md`, "Replay").

Replays a deal record and reports each move (legal, refused, or ruled on in table mode), then
the position and, for a complete hand, the score sheet. Exit status: 0 when every move was legal
or ruled on, 1 after a move the engine refused, 2 for a file that is not a valid record.
The sentences come from the game's explanations (`Game.explain`) and the game's JSON fields
from its report (`Game.report`); what this module adds is notation and marks, the same in every
language.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

from tutor import i18n
from tutor.records import Record, RecordError, load_record
from tutor.replay import Replay, Step, replay


def add_parser(commands: Any) -> None:
    """Register the ``replay`` command on the subparsers of ``python -m tutor``."""
    parser = commands.add_parser(
        "replay",
        help="replay a deal record through the engine",
        description="Replay a deal record (docs/deal-records.md) move by move: each move legal "
        "or not and why, then the position, and the score sheet of a complete hand. Exit status "
        "0 when every move was legal, 1 after an illegal move, 2 for a file that is not a record.",
    )
    parser.add_argument("file", metavar="FILE", type=Path, help="the deal record (YAML)")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default=i18n.DEFAULT_LANGUAGE,
                        help="the language of the explanations (default: en)")
    parser.add_argument("--json", action="store_true", help="write one JSON object per line")
    parser.set_defaults(run=run)


def read_record(file: Path) -> Record | None:
    """The record in `file`, or None after saying on stderr why it is not one (exit status 2)."""
    try:
        return load_record(file)
    except RecordError as error:
        print(error, file=sys.stderr)
    except OSError as error:
        print(f"{file}: {error.strerror or error}", file=sys.stderr)
    return None


def run(args: argparse.Namespace) -> int:
    """Replay `args.file` and print the report; the exit status."""
    record = read_record(args.file)
    if record is None:
        return 2
    result = replay(record)
    if args.json:
        for entry in json_report(result, args.lang):
            print(json.dumps(entry, ensure_ascii=False))
    else:
        print("\n".join(text_report(result, args.lang)))
    return 1 if result.illegal is not None else 0


# --- text ----------------------------------------------------------------------------------


def text_report(result: Replay, lang: str) -> list[str]:
    """The moves, one line each with its mark and caption, then the position and the score."""
    record, explain = result.record, result.game.explain
    title = record.info.get("title")
    lines = [f"{record.file} — {title}" if title else record.file, ""]
    width = max((len(str(step.move)) for step in result.steps), default=0)
    for number, step in enumerate(result.steps, start=1):
        caption = explain.describe_move(step.move, lang, step.before)
        lines.append(f"{number:>3}  {str(step.move):<{width}}  {_mark(step)}  {caption}")
        lines += [f"{'':>{width + 10}}{sentence}" for sentence in _step_sentences(step, lang, explain)]
    lines += ["", *explain.describe_position(result.state, lang)]
    if result.sheet is not None:
        lines += ["", *explain.describe_score(result.sheet, lang)]
    return lines


def _mark(step: Step) -> str:
    """``✓`` legal, ``✗`` refused (the replay stops), ``!`` irregular and ruled on in table mode."""
    return "✗" if step.refused else "!" if step.irregular else "✓"


def _step_sentences(step: Step, lang: str, explain: ModuleType) -> Iterator[str]:
    """Why a move was refused or irregular, and the rulings it brought."""
    if step.violation is not None:
        yield explain.describe_violation(step.violation, lang, step.before)
    for rule in step.ruling:
        yield explain.describe_ruling(rule, lang, step.after, step.move)


# --- JSON ----------------------------------------------------------------------------------


def json_report(result: Replay, lang: str) -> list[dict[str, Any]]:
    """One object per move, then one for the position (`docs/deal-records.md` lists the fields)."""
    explain = result.game.explain
    report = result.game.report
    return [_step_object(number, step, lang, explain, report) for number, step in enumerate(result.steps, start=1)] + [
        _final_object(result, lang)
    ]


def _step_object(number: int, step: Step, lang: str, explain: ModuleType, report: ModuleType) -> dict[str, Any]:
    entry: dict[str, Any] = {"n": number, "line": step.line, "move": str(step.move), "legal": step.legal}
    if step.after is not None:
        entry.update(report.move_fields(step.before, step.after))
    if step.violation is not None:
        entry.update(rule=step.violation.rule, code=step.violation.code,
                     message=explain.describe_violation(step.violation, lang, step.before))
    if step.irregular:
        entry["irregularity"] = True
    if step.ruling:
        entry["ruling"] = list(step.ruling)
        entry["ruling_messages"] = [explain.describe_ruling(rule, lang, step.after, step.move)
                                    for rule in step.ruling]
    return entry


def _final_object(result: Replay, lang: str) -> dict[str, Any]:
    """After an illegal move the position before it, never complete (`deal-record.md`)."""
    stopped = result.illegal is not None
    sheet = None if stopped else result.sheet
    return {"complete": result.complete and not stopped, **result.game.report.final_fields(result.state, sheet, lang)}
