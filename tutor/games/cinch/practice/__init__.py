"""Scoring practice without end: exercises generated from real hands the engine plays out.

    >>> import random
    >>> from tutor.games.cinch.practice import Kind, generate, exercise_from_code, check
    >>> exercise = generate(Kind.HAND_SCORE, 2, 812734)
    >>> exercise.code
    'hand-score.2.812734'
    >>> exercise_from_code(exercise.code) == exercise
    True
    >>> check(exercise, exercise.answer)
    True
    >>> from tutor.games.cinch import PROFILES
    >>> six = generate(Kind.HAND_SCORE, 2, 812734, PROFILES["bid-six"])
    >>> six.code
    'hand-score.2.812734@bid-six'
    >>> exercise_from_code("cinch:" + six.code) == six
    True

Every exercise comes from a seeded deal played out with legal moves (`tutor.games.cinch.practice.hands`), so
its `record` replays and its answer is the engine's own (`tutor.games.cinch.practice.builders`). `check`
compares a learner's answer with it (`tutor.games.cinch.practice.checking`); `prompt`, `solution_lines` and
`option_label` say it all in the learner's language (`tutor.games.cinch.practice.wording`).

The hand is dealt, bid, played and scored under one profile of house rules (`Exercise.profile`,
the standard one unless another is asked for), and so is every answer: the lowest bid, a hand
everyone passes (no contract, thrown in, or the dealer stuck with the bid), the trumps that may
be put away, Low counting for whoever played it, the game's target. A code names a profile other
than the standard one after an ``@`` (`tutor.games.house_rules.profile_code`); the kinds and
cases a profile allows are `kinds_for` and `cases_for`, the rule ids it practises `concepts_for`.

The level grows from short endings to whole hands:

- scoring kinds (point-winners, counts, made, hand-score, game-winner): the page shows the tricks
  from `Exercise.shown_from` on, the last one or two at level 1, the last three at level 2, all six
  at level 3; the prompt sums up what the scoring cards of the earlier tricks brought each side;
- legal-cards: a follower's position in trick 5 (two cards left) at level 1, trick 3 or 4 at
  level 2, trick 1 or 2 (five or six cards) at level 3;
- ranking kinds: the position before trick 5, 3 or 4, 1 or 2 likewise, and a closer call:
  higher-trump compares trumps four or more places apart (level 1), then within three places
  (level 2), then the Left Pedro with a neighbour (level 3); left-pedro offers the two Pedros,
  then the four 5s, then the 5s and the Jacks of the trump colour;
- best-card: a position of trick 5, 4 or 3 (two, three or four tricks left), any card of the
  trick, where the seat to move has two legal cards or more and one of them costs at least a
  point with every hand open (`tutor.games.cinch.pricing.double_dummy`).
"""

from __future__ import annotations

from tutor.exercise_codes import local_code
from tutor.games.cinch.practice.builders import (
    CASES,
    CONCEPTS,
    Case,
    cases_for,
    concepts_for,
    generate,
    kinds_for,
    random_exercise,
)
from tutor.games.cinch.practice.checking import check
from tutor.games.cinch.practice.model import (
    LEVELS,
    RANKING_KINDS,
    SCORING_KINDS,
    Answer,
    Exercise,
    Kind,
    parse_code,
)
from tutor.games.cinch.practice.wording import option_label, prompt, solution_lines

GAME = "cinch"

__all__ = [
    "CASES", "CONCEPTS", "LEVELS", "RANKING_KINDS", "SCORING_KINDS", "Answer", "Case", "Exercise", "Kind",
    "cases_for", "check", "concepts_for", "exercise_from_code", "generate", "kinds_for", "option_label",
    "prompt", "random_exercise", "solution_lines",
]


def exercise_from_code(code: str) -> Exercise:
    """The exercise a code names, as shared (``"cinch:hand-score.2.812734"``, with house rules
    ``"cinch:hand-score.2.812734@bid-six"``) or as shared before codes named their game
    (``"hand-score.2.812734"``); `ValueError` saying what is wrong."""
    return generate(*parse_code(local_code(code, GAME)))
