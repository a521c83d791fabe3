"""Why a move is refused, as data, for every game: a code, the rule id it breaks and the things
involved. Sentences are made elsewhere (each game's explanations), from the code and the
parameters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass(frozen=True)
class Violation:
    """A refusal: `code` says what kind of wrong, `rule` which rule of the game's rule book.

    `params` names the seats, cards, suits and numbers involved, e.g. for Cinch's
    ``must-follow-trump`` ``{"card": 4H… , "led": QH, "held": (5D, 9H)}``. Each game subclasses
    it with its own `RULE_IDS`, so that a verdict can only cite a rule of its own game.
    """

    RULE_IDS: ClassVar[tuple[str, ...]] = ()

    code: str
    rule: str
    seat: Any
    params: dict[str, Any] = field(default_factory=dict, compare=True, hash=False)

    def __post_init__(self) -> None:
        if self.rule not in self.RULE_IDS:
            raise ValueError(f"unknown rule id {self.rule!r}")


class IllegalMoveError(ValueError):
    """A move that parses but is not allowed in this position; the position is unchanged."""

    def __init__(self, move: object, violation: Violation) -> None:
        super().__init__(f"{move} breaks {violation.rule} ({violation.code})")
        self.move = move
        self.violation = violation
