"""What each legal card of the seat to move is worth, in points (`solver.md`).

Double-dummy: every hand open, each card valued by the search (`tutor.games.cinch.solver`).
Fair: from the view of the seat to move only, the average double-dummy value over deals of the
cards it has not seen that fit everything it knows (`tutor.games.cinch.sampler`); a function of
that view, the seed and the number of deals, and of nothing else.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from tutor.cards import Card
from tutor.games.cinch.moves import PLAYS, Move
from tutor.games.cinch.sampler import Unseen
from tutor.games.cinch.solver import LAYOUTS, Search, play_position, position_of
from tutor.games.cinch.state import HandState, Phase
from tutor.games.cinch.view import SeatView, seat_view
from tutor.games.seats import Seat, Side

DEFAULT_SAMPLES = 32
"""Deals drawn for a fair price when none is asked for."""

Mode = Literal["double-dummy", "fair"]


class NotSolvable(ValueError):
    """A state the solver cannot price; `code` says why."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code
        """``not-play-phase``: the hand is not in the play phase; ``table-mode``: a hand played
        in table mode, where irregular plays are ruled on (section 7), is not priced."""


class Priced(NamedTuple):
    """A legal card with its value and its cost, in points."""

    move: Move
    value: float
    """The net of the mover's side after the card, with best play from there."""
    cost: float
    """The best card's value minus this card's: 0 for a best card."""


class Pricing(NamedTuple):
    """Every legal card of the seat to move, best first, then by the text of its move."""

    to_move: Seat
    mode: Mode
    samples: int | None
    """The deals averaged over (fair), None for double-dummy."""
    moves: tuple[Priced, ...]

    @property
    def side(self) -> Side:
        return self.to_move.side

    @property
    def value(self) -> float:
        """The position's value: the best card's."""
        return self.moves[0].value

    @property
    def best_cards(self) -> tuple[Card, ...]:
        """The cards that cost nothing, in the order of `moves`."""
        return tuple(priced.move.card for priced in self.moves if priced.cost == 0)

    def cost_of(self, card: Card) -> float:
        return next(priced.cost for priced in self.moves if priced.move.cards == (card,))


def check_solvable(state: HandState | SeatView) -> None:
    """Raise `NotSolvable` unless `state` (or a seat's view of it) is a regular position of the
    play phase."""
    if state.table is not None:
        raise NotSolvable("table-mode")
    if state.phase is not Phase.PLAY:
        raise NotSolvable("not-play-phase")


def price(state: HandState, fair: bool = False, samples: int | None = None, seed: int = 0) -> Pricing:
    """The pricing of `state`: `double_dummy`, or with `fair` the `fair_pricing` from the view
    of the seat to move over `samples` deals (`DEFAULT_SAMPLES` if None)."""
    check_solvable(state)
    if fair:
        view = seat_view(state, state.to_move)  # type: ignore[arg-type]
        return fair_pricing(view, DEFAULT_SAMPLES if samples is None else samples, seed)
    return double_dummy(state)


def double_dummy(state: HandState) -> Pricing:
    """Each legal card valued with every hand open."""
    check_solvable(state)
    position = position_of(state)
    layout = LAYOUTS[state.trump]  # type: ignore[index]
    side = position.to_move.side
    values = {layout.card[number]: position.net(taken, side) for number, taken in Search(position).choices().items()}
    return _pricing(position.to_move, "double-dummy", None, values, 1)


def fair_pricing(view: SeatView, samples: int = DEFAULT_SAMPLES, seed: int = 0) -> Pricing:
    """Each legal card valued from `view` (the seat to move's): its average double-dummy value
    over `samples` deals of the unseen cards drawn with `seed`."""
    check_solvable(view)
    if view.seat != view.to_move:
        raise ValueError("a fair price is from the view of the seat to move")
    if samples < 1:
        raise ValueError("a fair price needs at least one deal")
    layout = LAYOUTS[view.trump]  # type: ignore[index]
    sums: dict[Card, int] = {}
    for hands in Unseen(view).deals(samples, seed):
        position = play_position(view, hands)
        side = position.to_move.side
        for number, taken in Search(position).choices().items():
            card = layout.card[number]
            sums[card] = sums.get(card, 0) + position.net(taken, side)
    return _pricing(view.seat, "fair", samples, sums, samples)


def _pricing(seat: Seat, mode: Mode, samples: int | None, sums: dict[Card, int], scale: int) -> Pricing:
    """`sums` (of values over `scale` deals) as a `Pricing`: integers when `scale` is 1."""
    best = max(sums.values())
    moves = [
        Priced(PLAYS[seat][card], total if scale == 1 else total / scale,
               best - total if scale == 1 else (best - total) / scale)
        for card, total in sums.items()
    ]
    moves.sort(key=lambda priced: (-priced.value, str(priced.move)))
    return Pricing(seat, mode, samples, tuple(moves))
