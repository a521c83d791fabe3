"""Review benchmark (`tutor.hand_review`): the review of one seat's six cards of a whole hand.

Run with ``python benchmarks/review.py [--hands N] [--samples play 8 16 32] [--seat S]``. One
process, so one core. The hands are ``play_hand(random.Random(seed))``
(`tutor.games.cinch.practice.hands`), seeds 0, 1, 2 … (a passed-out hand is replaced by the one
of seed + 1,000,000, as in ``benchmarks/solver.py``); the review is `review(game, deal, moves,
seats={seat}, samples=n)`: every move of the hand is played through, the seat's calls judged
(not priced) and its six cards priced double-dummy and fair over n deals. ``play`` is the budget
the Play page reviews with, the bots' ``review_samples`` (fewer deals while many cards are unseen).

Prints, for each n: the median, p90 and worst time of the review of one hand, and the median
time of each trick's card (where the time goes: the first tricks, where most cards are unseen).
Asserts nothing about time (tests never time anything).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.games import find_game  # noqa: E402
from tutor.games.cinch import Phase  # noqa: E402
from tutor.games.cinch.practice.hands import PlayedHand, play_hand  # noqa: E402
from tutor.games.seats import Seat  # noqa: E402
from tutor.hand_review import review  # noqa: E402

GAME = find_game("cinch")


def played(seed: int) -> PlayedHand:
    """The hand seeded with `seed`, or the next seed's (+1,000,000) if it was passed out."""
    while True:
        hand = play_hand(random.Random(seed))
        if any(state.phase is Phase.PLAY for state in hand.states):
            return hand
        seed += 1_000_000


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def _seconds(value: float) -> str:
    return f"{value:.2f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20, help="hands of seeds 0 … N-1 (default 20)")
    parser.add_argument("--samples", nargs="+", default=["play", "8", "16", "32"],
                        help="deals per fair price, or play: the Play page's budget (default play 8 16 32)")
    parser.add_argument("--seat", default="S", help="the seat reviewed (default S)")
    args = parser.parse_args()
    seat = Seat[args.seat.upper()]
    hands = [played(seed) for seed in range(args.hands)]
    print(f"review of {seat}'s cards in {len(hands)} whole hands of Cinch (play_hand seeds 0–{args.hands - 1}):")
    print(f"{'deals':>6} {'median':>9} {'p90':>9} {'worst':>9}   median per card, tricks 1–6")
    for choice in args.samples:
        samples = GAME.bots.review_samples if choice == "play" else int(choice)
        timings: list[float] = []
        per_trick: dict[int, list[float]] = {trick: [] for trick in range(1, 7)}
        for hand in hands:
            start = time.perf_counter()
            judged = review(GAME, hand.states[0], hand.moves, seats={seat}, samples=samples)
            timings.append(time.perf_counter() - start)
            assert sum(item.priced for item in judged) == 6, judged
            for item in judged:  # each card again alone, for where the time goes
                if item.priced:
                    state = hand.states[item.index]
                    start = time.perf_counter()
                    GAME.price(state)
                    GAME.price(state, fair=True, samples=samples(state) if callable(samples) else samples)
                    per_trick[len(state.tricks) + 1].append(time.perf_counter() - start)
        tricks = " ".join(f"{statistics.median(values):6.3f}" for values in per_trick.values())
        print(f"{choice:>6} {_seconds(statistics.median(timings)):>9} "
              f"{_seconds(percentile(timings, 0.9)):>9} {_seconds(max(timings)):>9}   {tricks} s")


if __name__ == "__main__":
    main()
