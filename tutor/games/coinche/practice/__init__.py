"""Coinche practice without end: exercises generated from real hands the engine plays out.

    >>> from tutor.games.coinche import PROFILES
    >>> from tutor.games.coinche.practice import Kind, check, exercise_from_code, generate
    >>> exercise = generate(Kind.HAND_SCORE, 2, 812734)
    >>> exercise.code
    'hand-score.2.812734'
    >>> exercise_from_code("coinche:" + exercise.code) == exercise
    True
    >>> check(exercise, exercise.answer)
    True
    >>> generate(Kind.MADE, 1, 7, PROFILES["ffb"]).code
    'made.1.7@ffb'

Every exercise comes from a seeded deal played out with legal moves under one profile of house
rules (`tutor.games.coinche.practice.hands`), so its `record` replays and its answer is the
engine's own (`tutor.games.coinche.practice.builders`). `check` compares a learner's answer with
it (`tutor.games.coinche.practice.checking`); `prompt`, `solution_lines` and `option_label` say
it all in the learner's language (`tutor.games.coinche.practice.wording`). A code names house
rules other than the standard ones after an ``@`` (`tutor.games.house_rules.profile_code`); the
cases a profile allows are `cases_for`, the rule ids it practises `concepts_for`.

The level grows from short endings and plain cases to whole hands and tricky ones:

- legal-cards: a follower's position in trick 6 or 7 (three or two cards left) at level 1, in
  trick 4 or 5 at level 2, in tricks 1 to 3 at level 3;
- trick-winner: a trick without a trump at level 1; a trump lead or one trump at level 2;
  several trumps on a plain suit, or a high card of a third suit, at level 3;
- trick-points: a trick without a trump at level 1; with trumps but no jack or nine at level 2;
  with trumps and a jack or a nine, worth 20 and 14 as trumps, at level 3;
- the kinds about the whole hand (hand-points, made, hand-score, game-winner): the page shows
  the tricks from `Exercise.shown_from` on, the last one or two at level 1, the last four at
  level 2, all eight at level 3; the prompt sums up the tricks not shown.
"""

from __future__ import annotations

from tutor.exercise_codes import local_code
from tutor.games.coinche.practice.builders import (
    CASES,
    CONCEPTS,
    Case,
    cases_for,
    concepts_for,
    generate,
    kinds_for,
    random_exercise,
)
from tutor.games.coinche.practice.checking import check
from tutor.games.coinche.practice.model import (
    LEVELS,
    SCORING_KINDS,
    TRICK_KINDS,
    Answer,
    Exercise,
    Kind,
    parse_code,
)
from tutor.games.coinche.practice.wording import (
    answer_text,
    option_label,
    prompt,
    solution_lines,
)

GAME = "coinche"

__all__ = [
    "CASES", "CONCEPTS", "LEVELS", "SCORING_KINDS", "TRICK_KINDS", "Answer", "Case", "Exercise", "Kind",
    "answer_text", "cases_for", "check", "concepts_for", "exercise_from_code", "generate", "kinds_for",
    "option_label", "prompt", "random_exercise", "solution_lines",
]


def exercise_from_code(code: str) -> Exercise:
    """The exercise a code names: as shared, its game first (``"coinche:hand-score.2.812734"``,
    with house rules ``"coinche:hand-score.2.812734@ffb"``), or Coinche's own code
    (``"hand-score.2.812734"``); `ValueError` saying what is wrong, for another game's code too."""
    return generate(*parse_code(local_code(code, GAME)))
