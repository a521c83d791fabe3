"""Solver benchmark (`solver.md`): pricing every legal card at the first trick of seeded hands.

Run with ``make bench`` (or ``python benchmarks/solver.py [--positions N] [--fair-positions N]
[--plain-positions N]``). One process, so one core. The positions are those of
``play_hand(random.Random(seed))`` (`tutor.games.cinch.practice.hands`), seeds 0, 1, 2 …, just
before the first lead: plausible hands (the bidder names his longest suit) with 24 cards to play.

Prints, against the targets of the issue that asked for the solver:

- double-dummy, every legal card priced: median ≤ 20 ms, p90 ≤ 100 ms, worst ≤ 1 s;
- fair, 32 deals: median ≤ 0.5 s (on the first ``--fair-positions`` of the positions);
- a plain minimax beside it on the first ``--plain-positions`` positions: every legal card tried
  at every turn, no alpha-beta, no bounds, no cards taken as one; only the positions at the start
  of a trick are remembered (without that, one position takes hours). It checks the solver's
  values on those positions and gives the speed-up as a ratio measured in this run.

Asserts nothing about time (tests never time anything); a value that differs from the plain
minimax's stops the run.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.games.cinch import HandState, Phase, seat_view  # noqa: E402
from tutor.games.cinch.practice.hands import play_hand  # noqa: E402
from tutor.games.cinch.pricing import double_dummy, fair_pricing  # noqa: E402
from tutor.games.cinch.solver import (  # noqa: E402
    Position,
    Search,
    card_points,
    legal_cards,
    position_of,
    winning_card,
)


def first_trick(seed: int) -> HandState:
    """The position before the first lead of the hand seeded with `seed`; the next seed's if
    that hand was passed out and dealt again."""
    while True:
        hand = play_hand(random.Random(seed))
        for state in hand.states:
            if state.phase is Phase.PLAY:
                return state
        seed += 1_000_000


def plain_minimax(position: Position) -> dict[int, int]:
    """Each legal card of the seat to move (renumbered) with the points in play the bidders then
    take: minimax without pruning, remembering only the positions at the start of a trick."""
    hands, bidders, points = list(position.hands), int(position.bidders), card_points(position)
    known: dict[tuple[int, int, int, int, int], int] = {}

    def after(leader: int, played: list[int]) -> int:
        if not played:
            if not (hands[0] | hands[1] | hands[2] | hands[3]):
                return 0
            key = (hands[0], hands[1], hands[2], hands[3], leader)
            if key in known:
                return known[key]
        values = [play(leader, played, card) for card in _cards(legal_cards(hands[(leader + len(played)) % 4], played))]
        best = max(values) if (leader + len(played)) % 4 % 2 == bidders else min(values)
        if not played:
            known[key] = best
        return best

    def play(leader: int, played: list[int], card: int) -> int:
        seat = (leader + len(played)) % 4
        hands[seat] ^= 1 << card
        trick = played + [card]
        if len(trick) < 4:
            value = after(leader, trick)
        else:
            winner = (leader + trick.index(winning_card(trick))) % 4
            gain = sum(points[c] for c in trick) if winner % 2 == bidders else 0
            value = gain + after(winner, [])
        hands[seat] ^= 1 << card
        return value

    seat = position.to_move
    return {card: play(position.leader, list(position.played), card)
            for card in _cards(legal_cards(hands[seat], position.played))}


def _cards(mask: int) -> list[int]:
    return [number for number in range(64) if mask >> number & 1]


def _milliseconds(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--fair-positions", type=int, default=20)
    parser.add_argument("--plain-positions", type=int, default=5)
    parser.add_argument("--samples", type=int, default=32)
    args = parser.parse_args()

    positions = [first_trick(seed) for seed in range(args.positions)]
    timings = []
    for state in positions:
        start = time.perf_counter()
        double_dummy(state)
        timings.append(time.perf_counter() - start)
    ordered = sorted(timings)
    p90 = ordered[max(0, round(0.9 * len(ordered)) - 1)]
    print(f"double-dummy, every legal card priced, {len(positions)} positions at the first trick:")
    print(f"  median {_milliseconds(statistics.median(timings))} (target ≤ 20 ms), "
          f"p90 {_milliseconds(p90)} (target ≤ 100 ms), worst {_milliseconds(ordered[-1])} (target ≤ 1 s)")

    fair_timings = []
    for state in positions[:args.fair_positions]:
        start = time.perf_counter()
        fair_pricing(seat_view(state, state.to_move), args.samples, 0)  # type: ignore[arg-type]
        fair_timings.append(time.perf_counter() - start)
    if fair_timings:
        print(f"fair, {args.samples} deals, the first {len(fair_timings)} positions:")
        print(f"  median {_milliseconds(statistics.median(fair_timings))} (target ≤ 500 ms), "
              f"worst {_milliseconds(max(fair_timings))}")

    plain_total = solver_total = 0.0
    for state in positions[:args.plain_positions]:
        position = position_of(state)
        start = time.perf_counter()
        plain = plain_minimax(position)
        plain_total += time.perf_counter() - start
        start = time.perf_counter()
        solved = Search(position).choices()
        solver_total += time.perf_counter() - start
        if plain != solved:
            raise SystemExit(f"the solver and the plain minimax disagree: {solved} != {plain}")
    if args.plain_positions:
        count = min(args.plain_positions, len(positions))
        print(f"plain minimax on the first {count} positions: {plain_total:,.1f} s; the solver on "
              f"the same positions: {_milliseconds(solver_total)}; speed-up ×{plain_total / solver_total:,.0f} "
              "(same values)")


if __name__ == "__main__":
    main()
