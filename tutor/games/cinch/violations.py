"""Why a Cinch move is refused, as data (`tutor.games.verdicts`), citing `cinch-rules.md`."""

from __future__ import annotations

from typing import ClassVar

from tutor.games import verdicts
from tutor.games.cinch.rules import RULE_IDS
from tutor.games.verdicts import IllegalMoveError

__all__ = ["IllegalMoveError", "Violation"]


class Violation(verdicts.Violation):
    """A refusal citing a rule of `cinch-rules.md`."""

    RULE_IDS: ClassVar[tuple[str, ...]] = RULE_IDS
