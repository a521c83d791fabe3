"""Engine benchmark, for every game: complete random hands per second, where the time goes, and
`legal_moves`/`check_move` in the play.

Run with ``make bench`` (or ``python benchmarks/run.py [--game NAME]``). One process, so one core.
Every hand is dealt from a fixed seed and played with random legal moves from the deal to the
score (Cinch: bids, trump, discards, rob, six tricks; Coinche: the auction, eight tricks). The
games are timed in alternation, so that a busy machine slows both alike. Prints the figures;
asserts nothing (tests never time anything).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.cards import cards_of  # noqa: E402
from tutor.games import GAMES, Game, find_game  # noqa: E402
from tutor.games.seats import Seat  # noqa: E402


def play_hands(game: Game, count: int, seed: int) -> int:
    """Play `count` complete random hands; return how many moves were made."""
    rng = random.Random(seed)
    moves = 0
    for number in range(count):
        state = game.deal(rng, Seat(number % 4))
        while not state.phase.is_over:
            state = game.apply_move(state, game.legal_moves(state).random(rng))
            moves += 1
        if game.is_complete(state):
            game.score(state)
    return moves


def hands_per_second(games: list[Game], count: int, seed: int, repeats: int) -> dict[str, list[float]]:
    """The rate of each run of `count` hands, the games taking turns run after run."""
    rates: dict[str, list[float]] = {game.name: [] for game in games}
    for _ in range(repeats):
        for game in games:
            start = time.perf_counter()
            play_hands(game, count, seed)
            rates[game.name].append(count / (time.perf_counter() - start))
    return rates


def phase_costs(game: Game, count: int, seed: int) -> tuple[dict[Any, tuple[float, float]], float, float]:
    """Microseconds per hand spent dealing, in each phase (choosing a legal move, and applying
    it), and in scoring."""
    rng = random.Random(seed)
    choose: Counter[Any] = Counter()
    apply: Counter[Any] = Counter()
    dealing = scoring = 0.0
    clock = time.perf_counter
    for number in range(count):
        t0 = clock()
        state = game.deal(rng, Seat(number % 4))
        dealing += clock() - t0
        while not state.phase.is_over:
            phase = state.phase
            t0 = clock()
            move = game.legal_moves(state).random(rng)
            t1 = clock()
            state = game.apply_move(state, move)
            apply[phase] += clock() - t1
            choose[phase] += t1 - t0
        if game.is_complete(state):
            t0 = clock()
            game.score(state)
            scoring += clock() - t0
    phases = {phase: (choose[phase] / count * 1e6, apply[phase] / count * 1e6) for phase in choose}
    return phases, dealing / count * 1e6, scoring / count * 1e6


def play_positions(game: Game, count: int, seed: int) -> list[tuple[Any, Any, Any]]:
    """Play positions with one legal and one illegal card of the hand to move each."""
    rng = random.Random(seed)
    positions: list[tuple[Any, Any, Any]] = []
    while len(positions) < count:
        state = game.deal(rng, Seat(len(positions) % 4))
        while not state.phase.is_over:
            moves = game.legal_moves(state)
            if state.phase.value == "play":
                legal = moves.random(rng)
                seat = legal.seat
                others = [game.parse_move(f"{seat} play {card}") for card in cards_of(state.hands[seat])]
                others = [move for move in others if game.check_move(state, move) is not None]
                positions.append((state, legal, rng.choice(others) if others else legal))
            state = game.apply_move(state, moves.random(rng))
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
    parser.add_argument("--game", choices=GAMES, action="append", help="a game to time (default: every game)")
    parser.add_argument("--hands", type=int, default=3000, help="hands per run (default 3000)")
    parser.add_argument("--repeats", type=int, default=5, help="runs to take the best and median of")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    games = [find_game(name) for name in args.game or GAMES]

    rates = hands_per_second(games, args.hands, args.seed, args.repeats)
    for game in games:
        moves = play_hands(game, 200, args.seed)
        print(f"{game.title}: complete random hands per second (one core, {args.hands} hands x {args.repeats} "
              f"runs): best {max(rates[game.name]):,.0f}, median {statistics.median(rates[game.name]):,.0f}"
              f"   [target >= 8,000]; {moves / 200:.1f} moves per hand")
    for game in games:
        print(f"{game.title}: where the time goes, microseconds per hand (choose a random legal move | apply it):")
        costs, dealing, scoring = phase_costs(game, args.hands, args.seed)
        print(f"  deal     {dealing:7.1f}")
        for phase, (choose, apply) in costs.items():
            print(f"  {phase.value:8} {choose:7.1f} | {apply:7.1f}")
        print(f"  score    {scoring:7.1f}")

        positions = play_positions(game, 2000, args.seed)
        legal = median_microseconds([lambda s=s: game.legal_moves(s) for s, _, _ in positions])
        check_ok = median_microseconds([lambda s=s, m=m: game.check_move(s, m) for s, m, _ in positions])
        check_bad = median_microseconds([lambda s=s, m=m: game.check_move(s, m) for s, _, m in positions])
        print(f"  play positions: {len(positions)}; median microseconds: legal_moves {legal:.2f}, "
              f"check_move legal {check_ok:.2f}, check_move illegal {check_bad:.2f}   [target check_move < 10]")


if __name__ == "__main__":
    main()
