"""``python -m tutor replay FILE [--lang en|nl|de|fr] [--json]`` (`deal-record.md`, "Replay").

Replays a deal record and reports each move (legal, refused, or ruled on in table mode), then
the position and, for a complete hand, the score sheet. Exit status: 0 when every move was legal
or ruled on, 1 after a move the engine refused, 2 for a file that is not a valid record.
The sentences come from `tutor.explain`; what this module adds is notation and marks, the same
in every language.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tutor import explain, i18n
from tutor.games.cinch import HandState, LegalMoves, Phase, ScoreSheet, legal_moves
from tutor.games.cinch.moves import TABLE_VERBS
from tutor.games.seats import Side
from tutor.records import RecordError, load_record
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


def run(args: argparse.Namespace) -> int:
    """Replay `args.file` and print the report; the exit status."""
    try:
        record = load_record(args.file)
    except RecordError as error:
        print(error, file=sys.stderr)
        return 2
    except OSError as error:
        print(f"{args.file}: {error.strerror or error}", file=sys.stderr)
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
    record = result.record
    title = record.info.get("title")
    lines = [f"{record.file} — {title}" if title else record.file, ""]
    width = max((len(str(step.move)) for step in result.steps), default=0)
    for number, step in enumerate(result.steps, start=1):
        caption = explain.describe_move(step.move, lang, step.before)
        lines.append(f"{number:>3}  {str(step.move):<{width}}  {_mark(step)}  {caption}")
        lines += [f"{'':>{width + 10}}{sentence}" for sentence in _step_sentences(step, lang)]
    lines += ["", *explain.describe_position(result.state, lang)]
    if result.sheet is not None:
        lines += ["", *explain.describe_score(result.sheet, lang)]
    return lines


def _mark(step: Step) -> str:
    """``✓`` legal, ``✗`` refused (the replay stops), ``!`` irregular and ruled on in table mode."""
    return "✗" if step.refused else "!" if step.irregular else "✓"


def _step_sentences(step: Step, lang: str) -> Iterator[str]:
    """Why a move was refused or irregular, and the rulings it brought."""
    if step.violation is not None:
        yield explain.describe_violation(step.violation, lang, step.before)
    for rule in step.ruling:
        yield explain.describe_ruling(rule, lang, step.after, step.move)


# --- JSON ----------------------------------------------------------------------------------


def json_report(result: Replay, lang: str) -> list[dict[str, Any]]:
    """One object per move, then one for the position (`docs/deal-records.md` lists the fields)."""
    return [_step_object(number, step, lang) for number, step in enumerate(result.steps, start=1)] + [
        _final_object(result, lang)
    ]


def _step_object(number: int, step: Step, lang: str) -> dict[str, Any]:
    entry: dict[str, Any] = {"n": number, "line": step.line, "move": str(step.move), "legal": step.legal}
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
    state = result.state
    regular, claims = _legal_lines(state)
    entry: dict[str, Any] = {
        "complete": result.complete,
        "phase": state.phase.value,
        "dealer": str(state.dealer),
        "profile": state.profile.name,
        "to_move": _name(state.to_move),
        "legal": regular,
        "bidder": _name(state.bidder),
        "bid": state.bid if state.bidder is not None else None,
        "trump": _name(state.trump),
        "tricks": [{"leader": str(trick.leader), "cards": [str(card) for _, card in trick.plays],
                    "winner": str(trick.winner)} for trick in state.tricks],
        "position": explain.describe_position(state, lang),
    }
    if state.table is not None:
        entry["claims"] = claims
    if state.phase is Phase.REDEAL:
        entry["next_dealer"] = _name(state.next_dealer)
    if result.sheet is not None:
        entry.update(_score_fields(result.sheet), score_sheet=explain.describe_score(result.sheet, lang))
    return entry


def _legal_lines(state: HandState) -> tuple[list[str], list[str]]:
    """What the seat to move may do, without the seat (a big discard or rob choice summarised
    as one line, ``rob 2H 3H 4H + any 3 of: …``), and the table-mode claims, with the seat."""
    moves = legal_moves(state)
    claims = [move for move in moves.listed if move.verb in TABLE_VERBS]
    listed = tuple(move for move in moves.listed if move.verb not in TABLE_VERBS)
    regular = LegalMoves(state, listed, moves.choice, moves.choice_verb)
    prefix = f"{state.to_move} "
    return [line.removeprefix(prefix) for line in regular.summary()], [str(move) for move in claims]


def _score_fields(sheet: ScoreSheet) -> dict[str, Any]:
    """`points.capture`, `score.made`, `score.set`: counts, scores and where each point went."""
    return {
        "counts": {str(side): sheet.counts[side] for side in Side},
        "score": {str(side): sheet.scores[side] for side in Side},
        "points": {won.point.value: _name(won.side) for won in sheet.points},
        "made": sheet.made,
        "score_rule": sheet.rule,
        "shortfall": sheet.shortfall,
        "penalised": [str(side) for side in sheet.penalised],
        "point_cards": {
            won.point.value: {"card": str(won.card), "trick": won.trick, "winner": _name(won.winner),
                              "played_by": _name(won.played_by), "side": _name(won.side), "rule": won.rule}
            for won in sheet.points
        },
    }


def _name(value: object) -> str | None:
    """A seat, side or suit as its letters (``"W"``, ``"NS"``, ``"H"``); None stays None."""
    return None if value is None else str(value)
