"""``python -m tutor solve RECORD [--fair] [--samples N] [--seed S] [--json] [--lang xx]`` (`solver.md`).

Replays a deal record that stops in the play phase and prices every legal card of the seat to
move: its value (the net of that seat's side: its hand score minus the other side's) and its cost
against the best card, every hand open, or with ``--fair`` from what that seat has seen. Exit
status: 0 when priced, 1 for a record the solver cannot price (an illegal move, a position that
is not in the play phase, a game without a solver), 2 for a file that is not a valid record.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tutor import i18n
from tutor.replay import replay
from tutor.replay_cli import read_record

DEFAULT_SAMPLES = 32
"""Deals of the unseen cards averaged over by ``--fair`` when ``--samples`` is not given."""


def add_parser(commands: Any) -> None:
    """Register the ``solve`` command on the subparsers of ``python -m tutor``."""
    parser = commands.add_parser(
        "solve",
        help="price every legal card of the seat to move",
        description="Replay a deal record that stops in the play phase and give each legal card "
        "of the seat to move its value (its side's hand score minus the other side's, after the "
        "best play by all four) and its cost against the best card: every hand open, or with "
        "--fair from what that seat has seen. Exit status 0 when priced, 1 for a record that "
        "cannot be priced, 2 for a file that is not a record.",
    )
    parser.add_argument("file", metavar="RECORD", type=Path, help="the deal record (YAML)")
    parser.add_argument("--fair", action="store_true",
                        help="price from the view of the seat to move, averaged over deals of "
                        "the cards it has not seen")
    parser.add_argument("--samples", type=_positive, default=DEFAULT_SAMPLES, metavar="N",
                        help=f"deals averaged over with --fair (default: {DEFAULT_SAMPLES})")
    parser.add_argument("--seed", type=int, default=0, metavar="S",
                        help="the seed of the deals drawn with --fair (default: 0)")
    parser.add_argument("--json", action="store_true", help="write one JSON object")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default=i18n.DEFAULT_LANGUAGE,
                        help="the language of the plain output (default: en)")
    parser.set_defaults(run=run)


def _positive(text: str) -> int:
    number = int(text)
    if number < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a whole number of deals, 1 or more")
    return number


def run(args: argparse.Namespace) -> int:
    """Price the position at the end of `args.file`; print it; the exit status."""
    record = read_record(args.file)
    if record is None:
        return 2
    result = replay(record)
    game = result.game
    t = i18n.translator(args.lang)
    if result.illegal is not None:
        step = result.illegal
        said = game.explain.describe_move(step.move, args.lang, step.before)
        print(f"{record.file}:{step.line}: " + t.gettext("Not allowed: %(move)s.") % {"move": said}
              + "\n" + game.explain.describe_violation(step.violation, args.lang, step.before),
              file=sys.stderr)
        return 1
    if game.price is None:
        print(t.gettext("%(file)s: the solver does not price %(game)s yet.")
              % {"file": record.file, "game": game.title}, file=sys.stderr)
        return 1
    try:
        pricing = game.price(result.state, fair=args.fair, samples=args.samples, seed=args.seed)
    except ValueError as error:
        print(_refusal(t, record.file, getattr(error, "code", "")), file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(json_object(pricing), ensure_ascii=False))
    else:
        print("\n".join(game.explain.describe_pricing(pricing, args.lang, result.state)))
    return 0


def _refusal(t: Any, file: str, code: str) -> str:
    if code == "table-mode":
        return t.gettext("%(file)s is played in table mode, where irregular plays are ruled on: "
                         "the solver prices regular play only.") % {"file": file}
    return t.gettext("%(file)s does not stop in the play phase: the solver prices the cards of "
                     "the seat to move once the play has begun and before the last card.") % {"file": file}


def json_object(pricing: Any) -> dict[str, Any]:
    """`solver.md`'s object: the seat to move, its side, the mode, the deals, the priced moves."""
    return {
        "to_move": str(pricing.to_move),
        "side": str(pricing.side),
        "mode": pricing.mode,
        "samples": pricing.samples,
        "moves": [{"move": str(priced.move), "value": priced.value, "cost": priced.cost}
                  for priced in pricing.moves],
    }

