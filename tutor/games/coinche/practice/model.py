"""What a practice exercise is: its kind, its level, the hand it comes from, its answer and its code.

An exercise is a value computed from ``(kind, level, seed, profile)``; its `code`
(``hand-score.2.812734``, or ``hand-score.2.812734@ffb`` under house rules) is all it takes to
make it again, so it can be put in a link (``?exercise=…``) and shared.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from tutor import exercise_codes as codes
from tutor.cards import Card
from tutor.games.coinche import STANDARD, HandState, Profile
from tutor.games.coinche.profile import profile_from_code
from tutor.games.coinche.record import CoincheRecord
from tutor.games.house_rules import profile_code
from tutor.games.seats import Seat, Side


class Kind(str, Enum):
    """What an exercise asks; the values are the names used in codes and links."""

    LEGAL_CARDS = "legal-cards"
    """Which cards may the seat to move play (`play.follow-suit`, `play.must-trump`,
    `play.partner-master`, `play.overtrump`, `play.undertrump`)."""
    TRICK_WINNER = "trick-winner"
    """Who wins this trick (`play.trick-winner`)."""
    TRICK_POINTS = "trick-points"
    """How many points this trick brings to the side that wins it (`points.cards`,
    `points.last-trick`)."""
    HAND_POINTS = "hand-points"
    """Each side's card points for the hand, 162 in all (`points.cards`, `points.capture`,
    `points.last-trick`)."""
    MADE = "made"
    """Did the attackers make their contract (`score.made-check`)."""
    HAND_SCORE = "hand-score"
    """What each side scores for the hand under the house rules in force (`score.made`,
    `score.failed`, `score.coinche`, `score.capot-bid`, `points.belote`, `points.capot`,
    `score.method`)."""
    GAME_WINNER = "game-winner"
    """Given the running totals before the hand, has a side won the game (`game.target`, `game.tie`)."""


TRICK_KINDS = (Kind.TRICK_WINNER, Kind.TRICK_POINTS)
"""Asked about one trick of a finished hand: `Exercise.shown_from` is its number."""
SCORING_KINDS = (Kind.HAND_POINTS, Kind.MADE, Kind.HAND_SCORE, Kind.GAME_WINNER)
"""Asked about a finished hand; the tricks before `Exercise.shown_from` are summed up in the prompt."""
LEVELS = (1, 2, 3)
"""Difficulty: 1 a short ending or a plain case, 2 half the hand or a trump, 3 the whole hand or
the trickiest cases."""

Answer = frozenset[Card] | Seat | Side | bool | int | tuple[int, int] | None
"""The set of cards that may be played (legal-cards), a seat (trick-winner), a number
(trick-points), a number per side indexed by `Side` (hand-points, hand-score), yes or no (made),
or the side that has won the game, None for neither (game-winner)."""


@dataclass(frozen=True)
class Exercise:
    """One exercise, made by the engine from a real hand; the same code always makes the same one."""

    kind: Kind
    level: int
    seed: int
    concept: str
    """The rule id this exercise practises (one of `RULE_IDS`)."""
    record: CoincheRecord
    """The whole hand the exercise comes from, from the deal to the last trick."""
    state: HandState
    """The position the question is about: for legal-cards the seat to move is about to play,
    for the other kinds the finished hand."""
    seat: Seat | None
    """legal-cards: whose play it is; otherwise None."""
    cards: tuple[Card, ...]
    """The cards of the trick the question is about, in the order played (legal-cards: so far)."""
    scores_before: tuple[int, int] | None
    """game-winner: the running totals before this hand, indexed by `Side`."""
    answer: Answer
    options: tuple[Any, ...]
    """The choices to offer: the cards of the seat to move (legal-cards), the seats of the trick
    (trick-winner), (True, False), the sides and None (game-winner); () for numbers."""
    profile: Profile = STANDARD
    """The house rules the hand was played and scored under."""
    shown_from: int = 1
    """The trick the page shows first: for the scoring kinds the tricks before it are summed up
    in the prompt (level 1 shows the last one or two, level 2 the last four, level 3 all eight);
    for the others, the trick the question is about."""

    @property
    def code(self) -> str:
        """``kind.level.seed``, with ``@`` and the house rules when they are not the standard
        ones (``made.1.7@ffb``): `exercise_from_code` makes it again."""
        return codes.format_code(self.kind, self.level, self.seed, self.profile)


WITH_RULES = ", or with house rules 'hand-score.2.812734@ffb'"
"""How a code carries house rules, for the message on text that is no code at all."""


def check_arguments(kind: Kind, level: int, seed: int, profile: Profile) -> None:
    """`ValueError` naming what is wrong with an exercise's kind, level, seed or house rules."""
    codes.check_arguments(kind, level, seed, Kind, LEVELS)
    if not isinstance(profile, Profile):
        raise ValueError(f"{profile!r} is not a set of Coinche house rules (a Profile)")


def parse_code(code: str) -> tuple[Kind, int, int, Profile]:
    """``"made.2.812734@ffb"`` → (Kind.MADE, 2, 812734, the ffb profile); `ValueError` saying what is wrong."""
    kind, level, seed, rules = codes.parse_code(code, Kind, LEVELS, WITH_RULES)
    return kind, level, seed, _profile(code, rules)


def _profile(code: str, rules: str | None) -> Profile:
    """The house rules after the ``@`` of a code (the standard ones without it: `rules` None)."""
    if rules is None:
        return STANDARD
    if not rules:
        raise ValueError(f"nothing follows '@' in {code!r}: name the house rules, e.g. '@ffb'")
    try:
        return canonical_profile(profile_from_code(rules))
    except ValueError as error:
        raise ValueError(f"the house rules in {code!r} are wrong: {error}") from None


def canonical_profile(profile: Profile) -> Profile:
    """The profile as its code reads back (`profile_code`), so that an exercise equals the one
    its code makes; `ValueError` for house rules a code cannot carry (a profile renamed)."""
    again = profile_from_code(profile_code(profile))
    if again.options() != profile.options():
        raise ValueError(f"the house rules {profile.name!r} differ from those of that name: "
                         "name them 'custom' to change options")
    return again
