"""The values the bots answer with: a move and the one reason for it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from tutor.games.cinch.moves import Move

LEVELS = ("beginner", "club", "strong")
"""The three levels, weakest first (see `tutor.games.cinch.bots`)."""


class Reason(NamedTuple):
    """Why a bot made its move: a code of `tutor.games.cinch.bots.REASONS` and its parameters."""

    code: str
    params: Mapping[str, object]


class Decision(NamedTuple):
    """A bot's move and its reason."""

    move: Move
    reason: Reason
