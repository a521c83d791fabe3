"""Practice benchmark: the time to generate an exercise of each kind, at each level, of each game.

Run with ``make bench`` (or ``python benchmarks/practice.py``). For each game, kind and level,
`--count` seeds are generated one after another (``generate(kind, level, seed)``: dealing and
playing out hands until one fits, then the answer); prints the median, the 90th percentile and
the slowest in milliseconds as a table, and the worst median against the target. Asserts nothing
(tests never time anything). Target (issue 5): a median under 50 ms for every kind.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from types import ModuleType  # noqa: E402
from typing import Any  # noqa: E402

from tutor.games.cinch import practice as cinch_practice  # noqa: E402
from tutor.games.coinche import practice as coinche_practice  # noqa: E402

TARGET_MS = 50.0
PRACTICE: dict[str, ModuleType] = {"cinch": cinch_practice, "coinche": coinche_practice}


def timings(practice: ModuleType, kind: Any, level: int, count: int, first_seed: int) -> list[float]:
    """Milliseconds to generate each of `count` exercises, seeds `first_seed` onwards."""
    clock = time.perf_counter
    times = []
    for seed in range(first_seed, first_seed + count):
        start = clock()
        practice.generate(kind, level, seed)
        times.append((clock() - start) * 1000)
    return times


def words_ms(practice: ModuleType, kind: Any, count: int, first_seed: int) -> float:
    """The median milliseconds to word an exercise: its prompt and worked solution, in English."""
    exercises = [practice.generate(kind, 2, seed) for seed in range(first_seed, first_seed + count)]
    clock = time.perf_counter
    times = []
    for exercise in exercises:
        start = clock()
        practice.prompt(exercise, "en")
        practice.solution_lines(exercise, "en")
        times.append((clock() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300, help="exercises per kind and level (default 300)")
    parser.add_argument("--seed", type=int, default=2026, help="the first seed")
    args = parser.parse_args()

    print(f"milliseconds to generate one exercise ({args.count} seeds per kind and level, one core)"
          f"   [target: median < {TARGET_MS:.0f} ms]")
    print(f"  {'game':<8} {'kind':<14} {'level':>5} {'median':>8} {'p90':>8} {'max':>8}   {'words':>6}")
    medians = []
    for game, practice in PRACTICE.items():
        for kind in practice.Kind:
            words = words_ms(practice, kind, min(args.count, 50), args.seed)
            for level in practice.LEVELS:
                times = sorted(timings(practice, kind, level, args.count, args.seed))
                median = statistics.median(times)
                medians.append(median)
                p90 = times[int(0.9 * (len(times) - 1))]
                extra = f"{words:6.2f}" if level == practice.LEVELS[0] else ""
                print(f"  {game:<8} {kind.value:<14} {level:>5} {median:8.2f} {p90:8.2f} {times[-1]:8.2f}   {extra}")
    print(f"worst median {max(medians):.2f} ms   [target < {TARGET_MS:.0f} ms]; "
          "words: median ms for the prompt and the worked solution (level 2, English)")


if __name__ == "__main__":
    main()
