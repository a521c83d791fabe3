"""The review of a hand: each decision's verdict and what it cost, in the game's own points.

A hand (its deal and its moves, as a deal record or a game against the bots gives them) is gone
through move by move with the game's engine, reached only through its `tutor.games.Game`:

- **Legal or not** (`Game.check_move`). The review stops at the first move the engine refuses,
  which is judged ``legal=False``: nothing after it is a position of the hand. (In table mode an
  irregular move the rules rule on is applied, as `tutor.replay` does: it is judged
  ``legal=False`` and the review goes on.)
- **Priced or not.** The solver prices the cards of the play phase only (`Game.price`, see
  ``solver.md``); bids, the trump, discards, the rob and a hand played in table mode are not
  priced (`Game.price` refuses them with a ``code``).
- **Double-dummy cost** (``solver.md``, "Value of a legal move" and "Cost"): with every hand open,
  the best card's value minus the value of the card played; 0 for a best card. An integer.
- **Fair cost** (``solver.md``, "Fair value"): the same, each card valued from the view of the
  seat that played it only, averaged over `samples` deals of the cards it had not seen, drawn
  with `seed`. This is the cost that judges the player fairly: it knows nothing the player did
  not. Two hands that look the same from the mover's seat give the same fair costs.

The module is pure (no Streamlit): the Play page, the review of an uploaded record and the
benchmarks (``benchmarks/review.py``) share it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any, NamedTuple

from tutor.games import Game
from tutor.games.seats import Seat

__all__ = ["Judged", "ReviewSummary", "Samples", "review", "summary", "worst_first"]

Samples = Callable[[Any], int] | int | None
"""The deals a fair price averages over: a number, a function of the position (a game's bots
offer ``review_samples(state)``), or None for the game's default."""


class Judged(NamedTuple):
    """One move of the hand and its verdict."""

    index: int  # type: ignore[assignment]  # a NamedTuple field: hides tuple.index, which no caller uses
    """The move's index in the hand's moves (from 0)."""
    move: Any
    seat: Seat
    legal: bool
    priced: bool
    """False for a move the solver does not price (bids, trump, discards, rob, table mode) and
    for a move the engine refused."""
    fair_cost: float | None
    """From the mover's view (``solver.md``, "Fair value"); None when not priced."""
    fair_best: tuple[Any, ...]
    """The cards of no fair cost, best first (the fair pricing's ``best_cards``); () when not
    priced."""
    dd_cost: int | None
    """With every hand open (``solver.md``, "Double-dummy value"); None when not priced."""
    dd_best: tuple[Any, ...]
    """The cards of no double-dummy cost (the pricing's ``best_cards``); () when not priced."""
    samples: int | None
    """The deals the fair cost averages over; None when not priced."""


class ReviewSummary(NamedTuple):
    """A review in a few figures, for the progress store (`tutor.store.Store.record_played_hand`)."""

    decisions: int
    """The moves judged (priced or not)."""
    priced: int
    """The moves priced (the cards played)."""
    fair_total: float
    """The sum of the fair costs of the priced moves."""
    dd_total: int
    """The sum of their double-dummy costs."""
    fair_mean: float | None
    """The fair cost per priced move; None when none was priced."""
    dd_mean: float | None
    """The double-dummy cost per priced move; None when none was priced."""


def review(
    game: Game,
    initial: Any,
    moves: Sequence[Any],
    seats: Collection[Seat] | None = None,
    seed: int = 0,
    samples: Samples = None,
) -> tuple[Judged, ...]:
    """Judge each move of the hand from `initial` (the position after the deal), in order.

    Only the moves of `seats` are judged (all seats when None), though every move is played
    through. A move the engine refuses ends the review and is judged (``legal=False``) whoever
    made it, so that the caller sees where the hand stopped. Fair prices use `seed` and
    `samples` deals (`Samples`); the double-dummy and fair costs are defined in ``solver.md``.
    """
    judged: list[Judged] = []
    state = initial
    for index, move in enumerate(moves):
        seat = move.seat
        violation = game.check_move(state, move)
        try:
            after = game.apply_move(state, move)
        except ValueError:
            judged.append(_unpriced(index, move, seat, legal=False))
            break
        if seats is None or seat in seats:
            if violation is not None:
                judged.append(_unpriced(index, move, seat, legal=False))
            else:
                judged.append(_judge(game, state, index, move, seed, samples))
        state = after
    return tuple(judged)


def _unpriced(index: int, move: Any, seat: Seat, legal: bool) -> Judged:
    return Judged(index, move, seat, legal, False, None, (), None, (), None)


def _judge(game: Game, state: Any, index: int, move: Any, seed: int, samples: Samples) -> Judged:
    """A legal `move` in `state`, priced when the solver prices its position."""
    if game.price is None:
        return _unpriced(index, move, move.seat, legal=True)
    try:
        open_hands = game.price(state)
    except ValueError as refused:
        if getattr(refused, "code", None) is None:
            raise
        return _unpriced(index, move, move.seat, legal=True)
    deals = samples(state) if callable(samples) else samples
    fair = game.price(state, fair=True, samples=deals, seed=seed)
    return Judged(
        index, move, move.seat, True, True,
        _cost(game, fair, move), tuple(fair.best_cards),
        _cost(game, open_hands, move), tuple(open_hands.best_cards),
        fair.samples,
    )


def _cost(game: Game, pricing: Any, move: Any) -> Any:
    """The cost of `move` in `pricing` (moves compared with `Game.same_move`)."""
    return next(priced.cost for priced in pricing.moves if game.same_move(priced.move, move))


def _order(judged: Judged) -> tuple[bool, float, bool, float, int]:
    return (judged.fair_cost is None, -(judged.fair_cost or 0.0),
            judged.dd_cost is None, -(judged.dd_cost or 0), judged.index)


def worst_first(judged: Iterable[Judged]) -> list[Judged]:
    """The judged moves, the largest fair cost first, then the largest double-dummy cost, then
    in the order of the hand; moves without a cost (not priced, or refused) come last, in the
    order of the hand."""
    return sorted(judged, key=_order)


def summary(judged: Iterable[Judged]) -> ReviewSummary:
    """The figures of a review: how many moves were judged and priced, and their costs' sums and
    means per priced move (``solver.md``'s costs)."""
    moves = list(judged)
    priced = [item for item in moves if item.priced]
    fair_total = float(sum(item.fair_cost for item in priced if item.fair_cost is not None))
    dd_total = int(sum(item.dd_cost for item in priced if item.dd_cost is not None))
    return ReviewSummary(
        len(moves), len(priced), fair_total, dd_total,
        fair_total / len(priced) if priced else None,
        dd_total / len(priced) if priced else None,
    )
