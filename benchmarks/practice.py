"""Practice benchmark: the time to generate an exercise of each kind, at each level.

Run with ``make bench`` (or ``python benchmarks/practice.py``). For each kind and level, `--count`
seeds are generated one after another (``generate(kind, level, seed)``: dealing and playing out
hands until one fits, then the answer); prints the median, the 90th percentile and the slowest in
milliseconds as a table, and the worst median against the target. Asserts nothing (tests never
time anything). Target (issue 5): a median under 50 ms for every kind.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.games.cinch.practice import LEVELS, Kind, generate, prompt, solution_lines  # noqa: E402

TARGET_MS = 50.0


def timings(kind: Kind, level: int, count: int, first_seed: int) -> list[float]:
    """Milliseconds to generate each of `count` exercises, seeds `first_seed` onwards."""
    clock = time.perf_counter
    times = []
    for seed in range(first_seed, first_seed + count):
        start = clock()
        generate(kind, level, seed)
        times.append((clock() - start) * 1000)
    return times


def words_ms(kind: Kind, count: int, first_seed: int) -> float:
    """The median milliseconds to word an exercise: its prompt and worked solution, in English."""
    exercises = [generate(kind, 2, seed) for seed in range(first_seed, first_seed + count)]
    clock = time.perf_counter
    times = []
    for exercise in exercises:
        start = clock()
        prompt(exercise, "en")
        solution_lines(exercise, "en")
        times.append((clock() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300, help="exercises per kind and level (default 300)")
    parser.add_argument("--seed", type=int, default=2026, help="the first seed")
    args = parser.parse_args()

    print(f"milliseconds to generate one exercise ({args.count} seeds per kind and level, one core)"
          f"   [target: median < {TARGET_MS:.0f} ms]")
    print(f"  {'kind':<14} {'level':>5} {'median':>8} {'p90':>8} {'max':>8}   {'words':>6}")
    medians = []
    for kind in Kind:
        words = words_ms(kind, min(args.count, 50), args.seed)
        for level in LEVELS:
            times = sorted(timings(kind, level, args.count, args.seed))
            median = statistics.median(times)
            medians.append(median)
            p90 = times[int(0.9 * (len(times) - 1))]
            extra = f"{words:6.2f}" if level == LEVELS[0] else ""
            print(f"  {kind.value:<14} {level:>5} {median:8.2f} {p90:8.2f} {times[-1]:8.2f}   {extra}")
    print(f"worst median {max(medians):.2f} ms   [target < {TARGET_MS:.0f} ms]; "
          "words: median ms for the prompt and the worked solution (level 2, English)")


if __name__ == "__main__":
    main()
