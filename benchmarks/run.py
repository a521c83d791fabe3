"""Engine benchmark, for every game: complete random hands per second, where the time goes, and
`legal_moves`/`check_move` on legal and on illegal moves in every phase.

Run with ``make bench`` (or ``python benchmarks/run.py [--game NAME] [--hands N] [--repeats N]
[--positions N]``). One process, so one core. Every hand is dealt from a fixed seed and played
with random legal moves from the deal to the score (Cinch: bids, trump, discards, rob, six tricks;
Coinche: the auction, eight tricks). Prints, per game:

- complete random hands per second, `--repeats` runs of `--hands` hands, the games taking turns
  so that a busy machine slows both alike (best and median run);
- where the time of a hand goes: dealing, choosing a random legal move and applying it in each
  phase, scoring (microseconds per hand);
- per phase (Cinch: bidding, trump, discard, rob, play; Coinche: auction, play), over up to
  `--positions` positions of that phase met in random hands: ``legal_moves(state)``;
  ``check_move(state, move)`` on a random legal move; and ``check_move`` on a move the engine
  refuses there, found by trying every kind of move of the game for the seat to move (each call,
  each trump, each card of the pack, random discards and robs, a card not held) and the seat's
  move made out of turn by another seat, the violation's code drawn first so that every refusal
  the position allows is as likely (a card not in hand does not crowd out a failure to follow).
- table mode (``mode: table``, the irregularities of the rule book's last section): `--table-hands`
  random hands played in table mode, where one play in ten is a card the engine refuses (a
  revoke, let stand) when the seat holds one and an opponent claims a revoke one time in three
  when he may; each hand written as a record and replayed with `tutor.replay.replay` (the time of
  the whole replay, per hand), and each move ruled on in them (an irregular play, a claim)
  checked, applied and its rulings read (`Game.rulings`), the mean of 20 runs per move.

  Each figure is n (positions), the median and the 90th percentile over the positions of a
  call's mean time over 50 runs, in microseconds; then, for the illegal moves, each violation
  code timed with its n and median. Every
  illegal move is checked to be refused (``check_move`` returns a violation) before it is timed.

Prints the figures; asserts nothing (tests never time anything).
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.cards import Card, cards_of  # noqa: E402
from tutor.games import GAMES, Game, find_game  # noqa: E402
from tutor.games.seats import Seat  # noqa: E402
from tutor.replay import replay  # noqa: E402


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


BIDS = {"cinch": [f"bid {n}" for n in range(0, 16)] + ["pass"],
        "coinche": [f"bid {n} {suit}" for n in (60, 70, 75, 80, 90, 100, 120, 140, 160, 170, 180, 200)
                    for suit in "SH"] + ["bid capot S", "pass", "coinche", "surcoinche"]}
"""The calls tried in every position, of each game (most of them refused most of the time)."""


def candidates(game: Game, state: Any, rng: random.Random) -> list[str]:
    """Moves for the seat to move, as text, of every verb its game has: each call of `BIDS`, a
    trump of each suit, a play of each card of the 52-card pack, random discards and robs of the
    cards in hand (and in the stock), one with a card not held; and the seat's move made by
    another seat (out of turn). Those the game cannot even read (a 6 in Coinche) are left out."""
    seat = state.to_move.name
    hand = list(cards_of(state.hands[state.to_move]))
    texts = [f"{seat} {call}" for call in BIDS[game.name]]
    texts += [f"{seat} play {card}" for card in map(Card, range(52))]
    if game.name == "cinch":
        texts += [f"{seat} trump {suit}" for suit in "SHDC"]
        pool = hand + list(state.stock)
        for verb, cards in (("discard", hand), ("rob", pool)):
            for _ in range(6):
                chosen = rng.sample(cards, rng.randint(0, min(len(cards), 8)))
                texts.append(f"{seat} {verb} {' '.join(map(str, chosen))}".rstrip())
            stranger = next(card for card in map(Card, range(52)) if card not in pool)
            texts.append(f"{seat} {verb} {' '.join(map(str, cards[:5] + [stranger]))}")
    other = rng.choice([s.name for s in Seat if s.name != seat])
    texts.append(f"{other} {str(game.legal_moves(state).random(rng)).split(' ', 1)[1]}")
    return texts


class Illegal(NamedTuple):
    """A position and a move the engine refuses there, with the violation's code."""

    state: Any
    move: Any
    code: str


def illegal_positions(game: Game, count: int, seed: int) -> dict[str, list[Illegal]]:
    """Up to `count` positions of each phase of random hands, each with one move the engine
    refuses there: the code of the violation is drawn first, every code the position's
    `candidates` get being as likely, so that each rule of the phase is timed, not only the
    commonest refusal (a card not in hand)."""
    rng = random.Random(seed)
    found: dict[str, list[Illegal]] = {}
    hands = 0
    while hands < 50 * count and (len(found) < 2 or min(map(len, found.values())) < count):
        state = game.deal(rng, Seat(hands % 4))
        hands += 1
        while not state.phase.is_over:
            phase = state.phase.value
            if len(found.setdefault(phase, [])) < count:
                by_code: dict[str, list[Any]] = {}
                for text in candidates(game, state, rng):
                    try:
                        move = game.parse_move(text)
                    except ValueError:
                        continue
                    violation = game.check_move(state, move)
                    if violation is not None:
                        by_code.setdefault(violation.code, []).append(move)
                code = rng.choice(sorted(by_code))
                found[phase].append(Illegal(state, rng.choice(by_code[code]), code))
            state = game.apply_move(state, game.legal_moves(state).random(rng))
    return found


def legal_positions(game: Game, count: int, seed: int) -> dict[str, list[tuple[Any, Any]]]:
    """Up to `count` positions of each phase of random hands, each with a random legal move."""
    rng = random.Random(seed)
    found: dict[str, list[tuple[Any, Any]]] = {}
    hands = 0
    while hands < 50 * count and (len(found) < 2 or min(map(len, found.values())) < count):
        state = game.deal(rng, Seat(hands % 4))
        hands += 1
        while not state.phase.is_over:
            move = game.legal_moves(state).random(rng)
            if len(found.setdefault(state.phase.value, [])) < count:
                found[state.phase.value].append((state, move))
            state = game.apply_move(state, move)
    return found


def microseconds(calls: list[Callable[[], object]], repeat: int = 50) -> list[float]:
    """Each call's mean time over `repeat` runs, in microseconds."""
    clock = time.perf_counter_ns
    times = []
    for call in calls:
        start = clock()
        for _ in range(repeat):
            call()
        times.append((clock() - start) / repeat / 1000)
    return times


def figures(times: list[float]) -> str:
    """``n``, the median and the 90th percentile of `times`."""
    p90 = statistics.quantiles(times, n=10)[-1] if len(times) > 1 else times[0]
    return f"n {len(times):5}  median {statistics.median(times):6.2f}  p90 {p90:6.2f}"


def table_hands(game: Game, count: int, seed: int) -> list[Any]:
    """`count` random hands played in table mode (``mode: table``), as records: dealt as usual,
    then at each play one time in ten the seat to move plays a card the engine refuses there, if
    it holds one (a revoke, let stand and ruled on); an opponent claims a revoke, when one can,
    one time in three; otherwise a random legal move that is no claim."""
    rng = random.Random(seed)
    table = importlib.import_module(f"tutor.games.{game.name}.state").Table
    records = []
    for number in range(count):
        deal = state = game.deal(rng, Seat(number % 4))._replace(table=table())
        moves = []
        while not state.phase.is_over:
            move = None
            claims = [claim for claim in (game.parse_move(f"{seat.name} claim revoke") for seat in Seat)
                      if game.check_move(state, claim) is None]
            if claims and rng.random() < 1 / 3:
                move = rng.choice(claims)
            elif state.phase.value == "play" and state.to_move is not None and rng.random() < 0.1:
                plays = (game.parse_move(f"{state.to_move.name} play {card}")
                         for card in cards_of(state.hands[state.to_move]))
                refused = [play for play in plays if game.check_move(state, play) is not None]
                move = rng.choice(refused) if refused else None
            while move is None:  # a random legal move, drawn again while it is a claim
                move = game.legal_moves(state).random(rng)
                move = None if move.verb.value == "claim" else move
            moves.append(move)
            state = game.apply_move(state, move)
        records.append(game.record.record_of(deal, moves))
    return records


def table_mode(game: Game, count: int, seed: int) -> None:
    """Print the figures of table mode: each hand of `table_hands` replayed (`tutor.replay`, as
    ``python -m tutor replay`` and the lesson player do), and each move ruled on in them, an
    irregular play let stand or a claim, judged, applied and its rulings read."""
    records = table_hands(game, count, seed)
    clock = time.perf_counter
    replays, per_hand = [], []
    for record in records:
        start = clock()
        replayed = replay(record)
        per_hand.append((clock() - start) * 1e6)
        if replayed.illegal is not None:
            raise SystemExit(f"{game.title}: table mode refused {replayed.illegal.move}")
        replays.append(replayed)
    irregular = [(step.before, step.move) for r in replays for step in r.steps if step.irregular]
    claims = [(step.before, step.move) for r in replays for step in r.steps
              if step.ruling and not step.irregular]
    ruled = Counter(rule for r in replays for step in r.steps for rule in step.ruling)
    moves = sum(len(r.steps) for r in replays)

    def judge(state: Any, move: Any) -> object:
        game.check_move(state, move)
        return game.rulings(state, game.apply_move(state, move))

    print(f"{game.title}: table mode, {count} random hands ({moves / count:.1f} moves each, "
          f"{len(irregular)} irregular plays let stand, {len(claims)} claims ruled on), microseconds:")
    print(f"  a hand replayed (tutor.replay)                 {figures(per_hand)}")
    for what, pairs in (("an irregular play: check, apply, rulings", irregular),
                        ("a claim: check, apply, rulings", claims)):
        if pairs:
            print(f"  {what:46} {figures(microseconds([partial(judge, s, m) for s, m in pairs], 20))}")
    print("  rulings: " + ", ".join(f"{rule} {n}" for rule, n in ruled.most_common()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, action="append", help="a game to time (default: every game)")
    parser.add_argument("--hands", type=int, default=3000, help="hands per run (default 3000)")
    parser.add_argument("--repeats", type=int, default=5, help="runs to take the best and median of")
    parser.add_argument("--positions", type=int, default=2000,
                        help="positions per phase for legal_moves/check_move (default 2000)")
    parser.add_argument("--table-hands", type=int, default=500,
                        help="random hands played in table mode (default 500)")
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

    for game in games:
        print(f"{game.title}: microseconds per call, per phase, over positions of random hands "
              f"(each call the mean of 50 runs)   [target check_move < 10]")
        legal = legal_positions(game, args.positions, args.seed)
        illegal = illegal_positions(game, args.positions, args.seed)
        for phase, pairs in legal.items():
            states = [state for state, _ in pairs]
            print(f"  {phase:8} legal_moves           {figures(microseconds([partial(game.legal_moves, s) for s in states]))}")
            print(f"  {phase:8} check_move, legal     "
                  f"{figures(microseconds([partial(game.check_move, s, m) for s, m in pairs]))}")
            refused = illegal.get(phase, [])
            if not refused:
                print(f"  {phase:8} check_move, illegal   (no position)")
                continue
            times = microseconds([partial(game.check_move, item.state, item.move) for item in refused])
            print(f"  {phase:8} check_move, illegal   {figures(times)}")
            by_code: dict[str, list[float]] = {}
            for item, elapsed in zip(refused, times):
                by_code.setdefault(item.code, []).append(elapsed)
            print(f"  {'':8}   refusals timed (code: n, median): " + ", ".join(
                f"{code}: {len(spent)}, {statistics.median(spent):.2f}"
                for code, spent in sorted(by_code.items(), key=lambda pair: -len(pair[1]))))
    for game in games:
        table_mode(game, args.table_hands, args.seed)

if __name__ == "__main__":
    main()
