"""Bots benchmark (issue 13): the strong bot's speed, and the levels' strength against each other.

Run with ``python benchmarks/bots.py [--hands N] [--speed-hands N] [--quick] [--jobs J]``.

Speed: ``--speed-hands`` seeded hands (default 12) played by four strong bots; every decision
timed by phase and overall, median and p90 (target p90 ≤ 300 ms), and a hint (`bots.hint`) at
every play position with more than one legal card (target p90 ≤ 1 s). One process.

Strength: ``--hands`` seeded hands (default 1000) for each match, strong partnership against a
beginner partnership and club against beginner, the seats swapped halfway: the first half of the
deals with the first level at North–South, the same deals again with it at East–West. Games to
the profile's target (`game.target`, 51 by default) are made of consecutive hands (the deal
rotating, `deal.rotation`; a hand thrown in is dealt again by the next dealer); a game unfinished
when the hands run out is not counted. Prints the net per hand (first level's score minus the
other's) with a 95 % confidence interval, and the game win rate with a 95 % Wilson interval
(target: strong wins ≥ 70 % of games against beginner). ``--jobs`` processes (default 2: this
machine's cores) play the halves in parallel.

Asserts nothing about time or strength; prints the elapsed time.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.games.cinch import (
    PROFILES,
    GameScore,
    Phase,
    apply_move,
    deal_hand,
    legal_moves,
    next_dealer,
    score_hand,
)
from tutor.games.cinch.bots import decide, hint
from tutor.games.seats import Seat, Side


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:,.0f} ms"


def _p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)]


def speed(hands: int, profile_name: str) -> None:
    profile = PROFILES[profile_name]
    times: dict[str, list[float]] = defaultdict(list)
    hints: list[float] = []
    for seed in range(hands):
        state = deal_hand(random.Random(10_000 + seed), Seat(seed % 4), profile)
        while not state.phase.is_over:
            if state.phase is Phase.PLAY and len(legal_moves(state)) > 1:
                start = time.perf_counter()
                hint(state, seed)
                hints.append(time.perf_counter() - start)
            start = time.perf_counter()
            decision = decide(state, "strong", seed)
            times[state.phase.value].append(time.perf_counter() - start)
            state = apply_move(state, decision.move)
    print(f"speed: {hands} hands, four strong bots, profile {profile_name}")
    every = [value for values in times.values() for value in values]
    for name, values in [*times.items(), ("overall", every)]:
        print(f"  {name:<8} {len(values):>5} moves  median {_ms(statistics.median(values)):>8}  "
              f"p90 {_ms(_p90(values)):>8}  worst {_ms(max(values)):>8}"
              + ("  (target p90 ≤ 300 ms)" if name == "overall" else ""))
    if hints:
        print(f"  hint     {len(hints):>5} positions  median {_ms(statistics.median(hints)):>8}  "
              f"p90 {_ms(_p90(hints)):>8}  worst {_ms(max(hints)):>8}  (target p90 ≤ 1 s)")


def play_games(task: tuple[str, str, int, int, bool, str]) -> tuple[list[int], int, int]:
    """Hands `start` … `start + count - 1` played as consecutive games; `first` at North–South
    unless `swapped`. Returns the net per hand for `first`, games won by `first`, games finished."""
    first, second, start, count, swapped, profile_name = task
    profile = PROFILES[profile_name]
    ours = Side.EW if swapped else Side.NS
    levels = {seat: (first if seat.side == ours else second) for seat in Seat}
    nets: list[int] = []
    won = finished = 0
    score = GameScore(profile.target)
    dealer = Seat(start % 4)
    for index in range(start, start + count):
        state = deal_hand(random.Random(index), dealer, profile)
        while not state.phase.is_over:
            state = apply_move(state, decide(state, levels[state.to_move], index).move)  # type: ignore[index]
        if state.phase is Phase.REDEAL:
            nets.append(0)
            dealer = state.next_dealer or next_dealer(dealer)
            continue
        sheet = score_hand(state)
        nets.append(sheet.scores[ours] - sheet.scores[ours.other])
        score = score.add(sheet)
        if score.winner is not None:
            finished += 1
            won += score.winner == ours
            score = GameScore(profile.target)
        dealer = next_dealer(dealer)
    return nets, won, finished


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    if not trials:
        return 0.0, 1.0
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return centre - half, centre + half


def strength(first: str, second: str, hands: int, jobs: int, profile_name: str) -> None:
    half = hands // 2
    chunk = math.ceil(half / max(1, jobs // 2 or 1))
    tasks = [(first, second, start, min(chunk, half - start), swapped, profile_name)
             for swapped in (False, True) for start in range(0, half, chunk)]
    with Pool(jobs) as pool:
        results = pool.map(play_games, tasks)
    nets = [net for result in results for net in result[0]]
    won = sum(result[1] for result in results)
    finished = sum(result[2] for result in results)
    mean = statistics.mean(nets)
    margin = 1.96 * statistics.stdev(nets) / math.sqrt(len(nets)) if len(nets) > 1 else float("nan")
    low, high = wilson(won, finished)
    print(f"{first} vs {second}: {len(nets)} hands ({half} deals each way), profile {profile_name}")
    print(f"  net per hand for {first}: {mean:+.2f} (95 % CI {mean - margin:+.2f} to {mean + margin:+.2f})")
    rate = won / finished if finished else float("nan")
    print(f"  games won by {first}: {won} of {finished} = {rate:.0%} (95 % Wilson CI {low:.0%} to {high:.0%})"
          + ("  (target ≥ 70 %)" if first == "strong" else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000, help="hands per match (half each way)")
    parser.add_argument("--speed-hands", type=int, default=12)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--profile", default="standard", choices=sorted(PROFILES))
    parser.add_argument("--quick", action="store_true", help="a smoke run: 3 speed hands, 40 hands per match")
    args = parser.parse_args()
    if args.quick:
        args.speed_hands, args.hands = 3, 40
    began = time.perf_counter()
    if args.speed_hands:
        speed(args.speed_hands, args.profile)
    for first, second in (("strong", "beginner"), ("club", "beginner")):
        strength(first, second, args.hands, args.jobs, args.profile)
    print(f"elapsed {time.perf_counter() - began:,.1f} s")


if __name__ == "__main__":
    main()
