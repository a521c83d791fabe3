"""Scoring a complete hand (section 6): who won each scoring card, the counts, made or set.

`score_hand` returns a `ScoreSheet`, an itemised account a learner can check line by line.
"""

from __future__ import annotations

from typing import NamedTuple

from tutor.cards import Card, Suit
from tutor.games.cinch.ranking import POINT_CARDS, POINTS_IN_PLAY, Point
from tutor.games.cinch.state import HandState, Phase
from tutor.games.seats import Seat, Side


class PointWon(NamedTuple):
    """One scoring card: where it went and which side it counts for (None: nobody)."""

    point: Point
    card: Card
    side: Side | None
    trick: int | None
    """The trick it fell in, 1 to 6, or None if it was out of play."""
    winner: Seat | None
    """Who won that trick."""
    played_by: Seat | None
    rule: str
    """Why it counts where it does: `points.capture`, `draw.error-discard` or `score.dead-card`."""


class ScoreSheet(NamedTuple):
    """The score of one hand."""

    trump: Suit
    bidder: Seat
    bid: int
    points: tuple[PointWon, ...]
    counts: tuple[int, int]
    """Points taken, indexed by `Side`."""
    made: bool
    scores: tuple[int, int]
    """What each side scores for the hand, indexed by `Side`."""
    rule: str
    """`score.made` or `score.set`."""
    shortfall: int
    penalised: tuple[Side, ...] = ()
    """Sides that may not score because their revoke was claimed (`irregular.revoke`)."""

    @property
    def bidding_side(self) -> Side:
        return self.bidder.side

    @property
    def scoring_side(self) -> Side | None:
        """The side that scores this hand; at most one does."""
        for side in Side:
            if self.scores[side]:
                return side
        return None


def score_hand(state: HandState) -> ScoreSheet:
    """`points.capture`, `score.made`, `score.set`, `score.dead-card` for a complete hand."""
    if state.phase is not _COMPLETE:
        raise ValueError("only a complete hand (six tricks played) can be scored")
    assert state.trump is not None and state.bidder is not None
    scoring = POINT_SET[state.trump]
    played: dict[Card, tuple[int, Seat, Seat]] = {}  # scoring card → trick number, winner, who played it
    for number, trick in enumerate(state.tricks, start=1):
        for seat, card in trick.plays:
            if card in scoring:
                played[card] = (number, trick.winner, seat)
    points = tuple([_where(state, played, point, card) for point, card in POINT_ITEMS[state.trump]])
    counts = [0, 0]
    for won in points:
        if won.side is not None:
            counts[won.side] += POINT_VALUE[won.point]
    bidders = SIDE[state.bidder]
    others = OTHER_SIDE[bidders]
    penalised = _penalised(state)
    cannot_be_set = state.bid == 0 or bool(penalised) and any(side != bidders for side in penalised)
    made = cannot_be_set or counts[bidders] >= state.bid
    scores = [0, 0]
    shortfall = 0
    if made:
        difference = counts[bidders] - counts[others]
        if difference:
            scores[bidders if difference > 0 else others] = abs(difference)
    else:
        shortfall = state.bid - counts[bidders]
        scores[others] = POINTS_IN_PLAY + shortfall
    for side in penalised:
        scores[side] = 0
    return ScoreSheet(
        state.trump, state.bidder, state.bid, points, (counts[0], counts[1]), made, (scores[0], scores[1]),
        "score.made" if made else "score.set", shortfall, penalised,
    )


def _where(
    state: HandState, played: dict[Card, tuple[int, Seat, Seat]], point: Point, card: Card
) -> PointWon:
    """`points.capture`: the side that won the trick (or, for Low under ``low_to=player``, played it)."""
    if card in played:
        number, winner, played_by = played[card]
        counts_for = played_by if point is _LOW and state.profile.low_to == "player" else winner
        return PointWon(point, card, SIDE[counts_for], number, winner, played_by, "points.capture")
    owner = next((seat for seat, dead in state.dead if dead == card), None)
    assert state.bidder is not None
    if owner is not None and SIDE[owner] != SIDE[state.bidder]:
        return PointWon(point, card, SIDE[state.bidder], None, None, owner, "draw.error-discard")
    return PointWon(point, card, None, None, None, owner, "score.dead-card")


POINT_ITEMS = tuple(tuple(cards.items()) for cards in POINT_CARDS)
"""[trump] → the scoring cards as (point, card), in the order of a score sheet."""
POINT_SET = tuple(frozenset(cards.values()) for cards in POINT_CARDS)
"""[trump] → the six scoring cards (`points.cards`)."""
SIDE = tuple(seat.side for seat in Seat)
"""[seat] → its partnership (`Seat.side` as a table)."""
OTHER_SIDE = tuple(side.other for side in Side)
"""[side] → the other partnership."""
POINT_VALUE = {point: point.points for point in Point}
# Enum members bound once: in Python 3.11 `Point.LOW` inside a function is a slow class lookup.
_COMPLETE, _LOW = Phase.COMPLETE, Point.LOW


def _penalised(state: HandState) -> tuple[Side, ...]:
    if state.table is None:
        return ()
    return tuple(sorted({revoke.seat.side for revoke in state.table.revokes if revoke.claimed}))


class GameScore(NamedTuple):
    """`game.target`: running totals, checked at the end of each hand."""

    target: int = 51
    totals: tuple[int, int] = (0, 0)
    hands: int = 0

    def add(self, sheet: ScoreSheet) -> GameScore:
        totals = (self.totals[0] + sheet.scores[0], self.totals[1] + sheet.scores[1])
        return self._replace(totals=totals, hands=self.hands + 1)

    @property
    def winner(self) -> Side | None:
        """The side that has reached the target; only one side scores a hand, so never both."""
        reached = [side for side in Side if self.totals[side] >= self.target]
        return reached[0] if reached else None
