"""What a practice exercise is: its kind, its level, the hand it comes from, its answer and its code.

An exercise is a value computed from ``(kind, level, seed, profile)``; its `code`
(``hand-score.2.812734``, or ``hand-score.2.812734@bid-six`` under house rules other than the
standard ones) is all it takes to make it again, so it can be put in a link (``?exercise=…``)
and shared.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from tutor import exercise_codes as codes
from tutor.cards import Card
from tutor.games.cinch import (
    PROFILES,
    STANDARD,
    HandState,
    Point,
    Profile,
    ProfileError,
)
from tutor.games.cinch.profile import profile_from_code
from tutor.games.cinch.record import DealRecord
from tutor.games.house_rules import profile_code
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
    profile: Profile = STANDARD
    """The house rules the hand was dealt, bid, played and scored under."""

    @property
    def code(self) -> str:
        """``kind.level.seed``, e.g. ``hand-score.2.812734``, and ``@`` and the house rules when
        they are not the standard ones (``hand-score.2.812734@bid-six``): `exercise_from_code`
        makes it again."""
        return codes.format_code(self.kind, self.level, self.seed, self.profile)


WITH_RULES = ", and maybe @HOUSE-RULES, e.g. '@bid-six'"
"""How a code carries house rules, for the message on text that is no code at all."""


def check_arguments(kind: Kind, level: int, seed: int, profile: Profile = STANDARD) -> None:
    """`ValueError` naming what is wrong with an exercise's kind, level, seed or house rules."""
    codes.check_arguments(kind, level, seed, Kind, LEVELS)
    if not isinstance(profile, Profile):
        raise ValueError(f"{profile!r} is not a profile of Cinch house rules")


def canonical_profile(profile: Profile) -> Profile:
    """`profile` as its code reads back (`profile_from_code`), so that an exercise is made again
    from its code; `ValueError` for house rules a code cannot carry."""
    try:
        read = profile_from_code(profile_code(profile))
    except ProfileError:
        read = None
    if read is None or read.options() != profile.options():
        raise ValueError(f"the house rules {profile.name!r} cannot be written in an exercise code: "
                         f"give a profile of {', '.join(PROFILES)} as it is, or name it 'custom'")
    return read


def parse_code(code: str) -> tuple[Kind, int, int, Profile]:
    """``"hand-score.2.812734@bid-six"`` → (Kind.HAND_SCORE, 2, 812734, the ``bid-six``
    profile); without ``@…`` the standard profile; `ValueError` saying what is wrong."""
    kind, level, seed, rules = codes.parse_code(code, Kind, LEVELS, WITH_RULES)
    return kind, level, seed, STANDARD if rules is None else _parse_profile(rules, code)


def _parse_profile(rules: str, code: str) -> Profile:
    """The house rules written after the ``@`` of `code`."""
    if not rules:
        raise ValueError(f"no house rules after {codes.PROFILE_MARK!r} in {code!r}: expected a profile, "
                         f"e.g. 'hand-score.2.812734@bid-six'")
    try:
        return profile_from_code(rules)
    except ProfileError as error:
        raise ValueError(f"bad house rules {rules!r} in {code!r}: {error}") from None
