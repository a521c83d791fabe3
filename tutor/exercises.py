"""Making exercises from seeded hands, for every game's ``practice/builders.py``.

Each kind of exercise has cases, each practising one rule id; the house rules decide which of
them a hand can show (the game's ``cases_for``). The seed picks the case
(``seed % len(cases_for(kind, profile))``) and then the hands: the hand seeded with the text
``"<code>/<attempt>"`` (``"hand-score.2.812734/0"``, ``"hand-score.2.812734@ffb/0"``, the code of
`tutor.exercise_codes.format_code`) for attempt 0, 1, 2 … until one fits, so exercises of other
kinds, levels or house rules with the same seed come from other hands. All of it is
deterministic: ``(kind, level, seed, profile)`` makes the same exercise every time (`Maker`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Generic, NamedTuple, Protocol, TypeVar

from tutor.exercise_codes import format_code
from tutor.games.house_rules import HouseRules

SEED_SPAN = 10 ** 9
"""`Maker.random_exercise` draws seeds below this."""


class Case(Protocol):
    """One kind of situation an exercise can be about (a game's ``Case``)."""

    @property
    def name(self) -> str: ...

    @property
    def concept(self) -> str:
        """The rule id it practises."""


K = TypeVar("K", bound=Enum)
C = TypeVar("C", bound=Case)
P = TypeVar("P", bound=HouseRules)
E = TypeVar("E")


class Job(NamedTuple, Generic[K, C, P]):
    """An exercise to make: its kind, level and seed, the case the seed picks, the house rules."""

    kind: K
    level: int
    seed: int
    case: C
    profile: P


def practised(rule_ids: Iterable[str], cases: Mapping[K, Iterable[Case]]) -> tuple[str, ...]:
    """Every rule id some case of `cases` practises, in the order of `rule_ids`."""
    return tuple(rule for rule in rule_ids if any(case.concept == rule for each in cases.values() for case in each))


@dataclass(frozen=True)
class Maker(Generic[K, C, P, E]):
    """How a game makes its exercises: what is its own, given once; `generate` and
    `random_exercise` do the rest, the same for every game."""

    kinds: type[K]
    levels: tuple[int, ...]
    standard: P
    """The standard house rules, for `random_exercise` when it is given none."""
    cases_for: Callable[[K, P], tuple[C, ...]]
    """The cases of a kind that a hand played under the house rules can show."""
    concepts: tuple[str, ...]
    """Every rule id some case practises, in the order of the rules (`practised`)."""
    check_arguments: Callable[[K, int, int, P], None]
    """`ValueError` naming what is wrong with a kind, a level, a seed or house rules."""
    canonical_profile: Callable[[P], P]
    """The house rules as the exercise's code reads them back; `ValueError` if it cannot."""
    attempt: Callable[[Job[K, C, P], random.Random], E | None]
    """The exercise a hand dealt and played with the generator gives, if the hand fits the job."""
    tries: int
    """How many hands a seed may walk through."""

    def kinds_for(self, concept: str, profile: P) -> tuple[K, ...]:
        """The kinds that practise the rule id `concept` under `profile` (none for a rule not practised)."""
        return tuple(kind for kind in self.kinds
                     if any(case.concept == concept for case in self.cases_for(kind, profile)))

    def concepts_for(self, profile: P) -> tuple[str, ...]:
        """Every rule id some kind practises under `profile`, in the order of the rules."""
        return tuple(concept for concept in self.concepts if self.kinds_for(concept, profile))

    def generate(self, kind: K, level: int, seed: int, profile: P) -> E:
        """The exercise ``(kind, level, seed)`` under `profile`, the same every time; `ValueError`
        for a bad argument."""
        self.check_arguments(kind, level, seed, profile)
        profile = self.canonical_profile(profile)
        cases = self.cases_for(kind, profile)
        job = Job(kind, level, seed, cases[seed % len(cases)], profile)
        code = format_code(kind, level, seed, profile)
        for attempt in range(self.tries):
            exercise = self.attempt(job, random.Random(f"{code}/{attempt}"))
            if exercise is not None:
                return exercise
        raise RuntimeError(f"no hand fits {kind.value} level {level} ({job.case.name}) from seed {seed} "
                           f"under the house rules {profile.name!r}")

    def random_exercise(self, rng: random.Random, kind: K | None, level: int | None, concept: str | None,
                        profile: P | None) -> E:
        """A fresh exercise drawn with `rng` under `profile` (None: the standard house rules): of
        `kind` and `level` when given (else any), and practising `concept` when given (its kind
        is then one of `kinds_for(concept, profile)`)."""
        profile = self.standard if profile is None else profile
        kinds = self.kinds_for(concept, profile) if concept is not None else tuple(self.kinds)
        if not kinds:
            raise ValueError(f"no kind of exercise practises {concept!r} under the house rules {profile.name!r}: "
                             f"choose among {', '.join(self.concepts_for(profile))}")
        if kind is not None and kind not in kinds:
            raise ValueError(f"{kind.value} exercises do not practise {concept!r}")
        kind = kind if kind is not None else rng.choice(kinds)
        level = level if level is not None else rng.choice(self.levels)
        cases = self.cases_for(kind, profile)
        fitting = [index for index, case in enumerate(cases) if concept is None or case.concept == concept]
        seed = rng.randrange(SEED_SPAN // len(cases)) * len(cases) + rng.choice(fitting)
        return self.generate(kind, level, seed, profile)
