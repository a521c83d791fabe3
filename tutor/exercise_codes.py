"""Exercise codes, for every game's ``practice/model.py``: ``kind.level.seed``, then ``@`` and the
house rules (`tutor.games.house_rules.profile_code`) unless they are the standard ones.

    >>> from enum import Enum
    >>> class Kind(str, Enum):
    ...     MADE = "made"
    >>> parse_code(" MADE.2.812734@ffb ", Kind, (1, 2, 3), "")
    (<Kind.MADE: 'made'>, 2, 812734, 'ffb')

A code is all it takes to make an exercise again, so it can be put in a link and shared; shared,
it carries its game first (``"coinche:made.2.812734"``, `local_code`). Each game reads the house
rules after the ``@`` itself, and says what it expects of them.
"""

from __future__ import annotations

import re
from enum import Enum
from typing import TypeVar

from tutor.games import split_code
from tutor.games.house_rules import HouseRules, profile_code

SEED_DIGITS = 18
"""The longest seed a code may carry."""
PROFILE_MARK = "@"
"""Between an exercise's seed and its house rules in a code."""
_CODE = re.compile(r"([a-z-]+)\.(\d+)\.(\d+)")

K = TypeVar("K", bound=Enum)


def format_code(kind: Enum, level: int, seed: int, profile: HouseRules) -> str:
    """``kind.level.seed``, then ``@`` and `profile_code` unless the profile is the standard one."""
    rules = profile_code(profile)
    return f"{kind.value}.{level}.{seed}" + (f"{PROFILE_MARK}{rules}" if rules else "")


def check_arguments(kind: object, level: object, seed: object, kinds: type[Enum], levels: tuple[int, ...]) -> None:
    """`ValueError` naming what is wrong with an exercise's kind (one of `kinds`), level (one of
    `levels`) or seed."""
    if not isinstance(kind, kinds):
        raise ValueError(f"unknown kind of exercise {kind!r}: expected one of {_names(kinds)}")
    if type(level) is not int or level not in levels:
        raise ValueError(f"level {level!r} does not exist: levels are {_levels(levels)}")
    if type(seed) is not int or not 0 <= seed < 10 ** SEED_DIGITS:
        raise ValueError(f"seed {seed!r} is not allowed: a seed is a whole number, 0 or more, "
                         f"of at most {SEED_DIGITS} digits")


def parse_code(
    code: object, kinds: type[K], levels: tuple[int, ...], with_rules: str,
) -> tuple[K, int, int, str | None]:
    """The kind, level and seed of a game's own code, and the house rules after its ``@`` as
    written (None without one); `ValueError` saying what is wrong, `with_rules` ending the message
    for text that is no code at all (how the game writes one with house rules)."""
    if not isinstance(code, str):
        raise ValueError(f"an exercise code is text, not {type(code).__name__}")
    exercise, marked, rules = code.strip().lower().partition(PROFILE_MARK)
    match = _CODE.fullmatch(exercise)
    if match is None:
        raise ValueError(f"{code!r} is not an exercise code: expected KIND.LEVEL.SEED, "
                         f"e.g. 'hand-score.2.812734'{with_rules}")
    name, level, seed = match.groups()
    try:
        kind = kinds(name)
    except ValueError:
        raise ValueError(f"unknown kind of exercise {name!r} in {code!r}: expected one of {_names(kinds)}") from None
    if len(seed) > SEED_DIGITS:
        raise ValueError(f"the seed in {code!r} is too long: at most {SEED_DIGITS} digits")
    if int(level) not in levels or len(level) > 1:
        raise ValueError(f"level {level} in {code!r} does not exist: levels are {_levels(levels)}")
    return kind, int(level), int(seed), rules if marked else None


def local_code(code: object, game: str) -> str:
    """The code of `game`'s own in an exercise code as shared, its game first
    (``"cinch:hand-score.2.812734"``), or as written before codes named their game
    (``"hand-score.2.812734"``); `ValueError` for another game's code or one that is not text."""
    if not isinstance(code, str):
        raise ValueError(f"an exercise code is text, not {type(code).__name__}")
    if ":" not in code:
        return code
    owner, local = split_code(code)
    if owner.name != game:
        raise ValueError(f"{code!r} is an exercise of {owner.name}, not of {game}")
    return local


def _names(kinds: type[Enum]) -> str:
    return ", ".join(kind.value for kind in kinds)


def _levels(levels: tuple[int, ...]) -> str:
    """``1, 2 and 3``."""
    return f"{', '.join(map(str, levels[:-1]))} and {levels[-1]}"
