"""Engine benchmark: complete random hands per second, and `legal_moves`/`check_move` in play.

Run with ``make bench`` (or ``python benchmarks/run.py``). One process, so one core. Every hand is
dealt from a fixed seed and played with random legal moves: deal → bids → trump → discards → rob →
six tricks → score. Prints the figures; asserts nothing (tests never time anything).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.games.cinch import HandState, Phase, apply_move, check_move, deal_hand, legal_moves, score_hand  # noqa: E402
from tutor.games.cinch.moves import Move  # noqa: E402
from tutor.games.seats import Seat  # noqa: E402


def play_hands(count: int, seed: int) -> int:
    """Play `count` complete random hands; return how many moves were made."""
    rng = random.Random(seed)
    moves = 0
    for number in range(count):
        state = deal_hand(rng, Seat(number % 4))
        while not state.phase.is_over:
            state = apply_move(state, legal_moves(state).random(rng))
            moves += 1
        if state.phase is Phase.COMPLETE:
            score_hand(state)
    return moves


def hands_per_second(count: int, seed: int, repeats: int) -> tuple[float, float]:
    """The best and the median rate over `repeats` runs of `count` hands."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        play_hands(count, seed)
        rates.append(count / (time.perf_counter() - start))
    return max(rates), statistics.median(rates)


def phase_costs(count: int, seed: int) -> tuple[dict[Phase, tuple[float, float]], float]:
    """Microseconds per hand spent in each phase (choosing a legal move, and applying it), and in scoring."""
    rng = random.Random(seed)
    choose: Counter[Phase] = Counter()
    apply: Counter[Phase] = Counter()
    scoring = 0.0
    clock = time.perf_counter
    for number in range(count):
        state = deal_hand(rng, Seat(number % 4))
        while not state.phase.is_over:
            phase = state.phase
            t0 = clock()
            move = legal_moves(state).random(rng)
            t1 = clock()
            state = apply_move(state, move)
            apply[phase] += clock() - t1
            choose[phase] += t1 - t0
        if state.phase is Phase.COMPLETE:
            t0 = clock()
            score_hand(state)
            scoring += clock() - t0
    phases = {phase: (choose[phase] / count * 1e6, apply[phase] / count * 1e6) for phase in choose}
    return phases, scoring / count * 1e6


def play_positions(count: int, seed: int) -> list[tuple[HandState, Move, Move]]:
    """Play positions with one legal and one illegal candidate move each."""
    rng = random.Random(seed)
    positions: list[tuple[HandState, Move, Move]] = []
    while len(positions) < count:
        state = deal_hand(rng)
        while not state.phase.is_over:
            moves = legal_moves(state)
            if state.phase is Phase.PLAY:
                legal = moves.random(rng)
                others = [c for c in state.hand(legal.seat) if Move(legal.seat, legal.verb, (c,)) not in moves]
                illegal = Move(legal.seat, legal.verb, (rng.choice(others),)) if others else legal
                positions.append((state, legal, illegal))
            state = apply_move(state, moves.random(rng))
    return positions[:count]


def median_microseconds(calls: list, repeat: int = 50) -> float:
    """The median over the calls of each call's mean time over `repeat` runs."""
    clock = time.perf_counter_ns
    times = []
    for call in calls:
        start = clock()
        for _ in range(repeat):
            call()
        times.append((clock() - start) / repeat / 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands per run (default 3000)")
    parser.add_argument("--repeats", type=int, default=5, help="runs to take the best and median of")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    best, median = hands_per_second(args.hands, args.seed, args.repeats)
    print(f"complete random hands per second (one core, {args.hands} hands x {args.repeats} runs): "
          f"best {best:,.0f}, median {median:,.0f}   [target >= 8,000]")
    moves = play_hands(200, args.seed)
    print(f"moves per hand: {moves / 200:.1f}")

    print("where the time goes, microseconds per hand (choose a random legal move | apply it):")
    costs, scoring = phase_costs(args.hands, args.seed)
    for phase, (choose, apply) in costs.items():
        print(f"  {phase.value:8} {choose:7.1f} | {apply:7.1f}")
    start = time.perf_counter()
    rng = random.Random(args.seed)
    for number in range(args.hands):
        deal_hand(rng, Seat(number % 4))
    print(f"  deal     {(time.perf_counter() - start) / args.hands * 1e6:7.1f}")
    print(f"  score    {scoring:7.1f}")

    positions = play_positions(2000, args.seed)
    legal = median_microseconds([lambda s=s: legal_moves(s) for s, _, _ in positions])
    check_ok = median_microseconds([lambda s=s, m=m: check_move(s, m) for s, m, _ in positions])
    check_bad = median_microseconds([lambda s=s, m=m: check_move(s, m) for s, _, m in positions])
    print(f"play positions: {len(positions)}; median microseconds: legal_moves {legal:.2f}, "
          f"check_move legal {check_ok:.2f}, check_move illegal {check_bad:.2f}   [target check_move < 10]")


if __name__ == "__main__":
    main()
