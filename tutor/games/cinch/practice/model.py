"""What a practice exercise is: its kind, its level, the hand it comes from, its answer and its code.

An exercise is a value computed from ``(kind, level, seed)``; its `code` (``hand-score.2.812734``)
is all it takes to make it again, so it can be put in a link (``?exercise=…``) and shared.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Any

from tutor.cards import Card
from tutor.games.cinch import HandState, Point
from tutor.games.cinch.record import DealRecord
from tutor.games.seats import Seat, Side


class Kind(str, Enum):
    """What an exercise asks; the values are the names used in codes and links."""

    HIGHER_TRUMP = "higher-trump"
    """Which of two trumps ranks higher (`rank.trump-order`)."""
    IS_TRUMP = "is-trump"
    """Is this card a trump, trump being named (`rank.left-pedro`, `rank.right-pedro`, `rank.same-colour-suit`)."""
    LEFT_PEDRO = "left-pedro"
    """Which card is the Left Pedro (`rank.left-pedro`)."""
    LEGAL_CARDS = "legal-cards"
    """Which cards may the seat to move play (`play.follow-trump`, `play.follow-or-trump`, `play.void`)."""
    POINT_WINNERS = "point-winners"
    """Which side won each of the six scoring cards (`points.capture`)."""
    COUNTS = "counts"
    """Each side's count (`points.cards`)."""
    MADE = "made"
    """Did the bidding side make its contract (`score.made`, `score.set`, `bid.all-pass`)."""
    HAND_SCORE = "hand-score"
    """What each side scores for the hand (`score.made`, `score.set`, `bid.all-pass`)."""
    GAME_WINNER = "game-winner"
    """Given the scores before the hand, has a side won the game (`game.target`)."""
    BEST_CARD = "best-card"
    """Which card is best here, with every hand open? Priced by the double-dummy solver
    (`tutor.games.cinch.pricing.double_dummy`; `points.capture`, `score.made`, `score.set`)."""


RANKING_KINDS = (Kind.HIGHER_TRUMP, Kind.IS_TRUMP, Kind.LEFT_PEDRO)
SCORING_KINDS = (Kind.POINT_WINNERS, Kind.COUNTS, Kind.MADE, Kind.HAND_SCORE, Kind.GAME_WINNER)
"""Asked about a complete hand; the tricks before `Exercise.shown_from` are summed up in the prompt."""
LEVELS = (1, 2, 3)
"""Difficulty: 1 a short ending (the last trick or two), 2 half the hand, 3 the whole hand
(best-card: two, three or four tricks left, as far as the solver is quick)."""

Answer = Card | bool | frozenset[Card] | dict[Point, Side | None] | tuple[int, int] | Side | None
"""A card (higher-trump, left-pedro), yes or no (is-trump, made), a set of cards (legal-cards:
all of them; best-card: the best cards, of which the learner names one), the side that won each
scoring card (point-winners), a number per side indexed by `Side` (counts, hand-score), or the
side that has won the game, None for neither (game-winner)."""


@dataclass(frozen=True)
class Exercise:
    """One exercise, made by the engine from a real hand; the same code always makes the same one."""

    kind: Kind
    level: int
    seed: int
    concept: str
    """The rule id this exercise practises (one of `RULE_IDS`)."""
    record: DealRecord
    """The whole hand the exercise comes from, from the deal to the last trick."""
    state: HandState
    """The position the question is about: the complete hand for the scoring kinds."""
    seat: Seat | None
    """legal-cards, best-card: whose play it is; is-trump: who holds the card; otherwise None."""
    cards: tuple[Card, ...]
    """The cards the question names: two trumps for higher-trump, one card for is-trump."""
    scores_before: tuple[int, int] | None
    """game-winner: the running scores before this hand, indexed by `Side`."""
    answer: Answer
    options: tuple[Any, ...]
    """The choices to offer: cards (for best-card, the legal cards of the seat to move), (True,
    False), sides (and None for game-winner); () for numbers."""
    shown_from: int = 1
    """The first trick the page needs to show card by card: for the scoring kinds the tricks
    before it are summed up in the prompt (level 1 shows the last one or two, level 2 the last
    three, level 3 all six); for the others, the trick the position is in."""

    @property
    def code(self) -> str:
        """``kind.level.seed``, e.g. ``hand-score.2.812734``: `exercise_from_code` makes it again."""
        return format_code(self.kind, self.level, self.seed)


SEED_DIGITS = 18
"""The longest seed a code may carry."""
_CODE = re.compile(r"([a-z-]+)\.(\d+)\.(\d+)")


def format_code(kind: Kind, level: int, seed: int) -> str:
    return f"{kind.value}.{level}.{seed}"


def check_arguments(kind: Kind, level: int, seed: int) -> None:
    """`ValueError` naming what is wrong with an exercise's kind, level or seed."""
    if not isinstance(kind, Kind):
        raise ValueError(f"unknown kind of exercise {kind!r}: expected one of {_kind_names()}")
    if type(level) is not int or level not in LEVELS:
        raise ValueError(f"level {level!r} does not exist: levels are 1, 2 and 3")
    if type(seed) is not int or not 0 <= seed < 10 ** SEED_DIGITS:
        raise ValueError(f"seed {seed!r} is not allowed: a seed is a whole number, 0 or more, "
                         f"of at most {SEED_DIGITS} digits")


def parse_code(code: str) -> tuple[Kind, int, int]:
    """``"hand-score.2.812734"`` → (Kind.HAND_SCORE, 2, 812734); `ValueError` saying what is wrong."""
    if not isinstance(code, str):
        raise ValueError(f"an exercise code is text, not {type(code).__name__}")
    match = _CODE.fullmatch(code.strip().lower())
    if match is None:
        raise ValueError(f"{code!r} is not an exercise code: expected KIND.LEVEL.SEED, "
                         f"e.g. 'hand-score.2.812734'")
    name, level, seed = match.groups()
    try:
        kind = Kind(name)
    except ValueError:
        raise ValueError(f"unknown kind of exercise {name!r} in {code!r}: expected one of {_kind_names()}") from None
    if len(seed) > SEED_DIGITS:
        raise ValueError(f"the seed in {code!r} is too long: at most {SEED_DIGITS} digits")
    if int(level) not in LEVELS or len(level) > 1:
        raise ValueError(f"level {level} in {code!r} does not exist: levels are 1, 2 and 3")
    return kind, int(level), int(seed)


def _kind_names() -> str:
    return ", ".join(kind.value for kind in Kind)
