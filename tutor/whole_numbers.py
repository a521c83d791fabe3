"""Whole numbers a person wrote (deal records, lessons, exercise codes): small ones only.

Every number the tutor reads from a file or an address is a score, a target, a bid, a step or an
order, so each is read here, as at most `MAX_DIGITS` decimal digits. Python would turn a digit
string of any length into an int, slowly, and past 4,300 digits refuse it with a `ValueError`
that reads like a crash; a longer number is simply not one of the tutor's numbers.

This module imports nothing, so that the engine (a game's profile) may use it as well as the
readers of YAML (`tutor.safe_yaml`).
"""

from __future__ import annotations

MAX_DIGITS = 6
"""The most decimal digits a whole number of a record, a lesson or an exercise code has
(the largest real one is a Coinche target of 2000 or a capot bid of 500)."""


def small_int(text: str) -> int | None:
    """The whole number `text` writes: an optional sign, then 1 to `MAX_DIGITS` ASCII digits;
    None for anything else (a longer number, ``1e3``, ``²``, ``0x10``, spaces)."""
    digits = text[1:] if text.startswith(("+", "-")) else text
    if not (1 <= len(digits) <= MAX_DIGITS and digits.isascii() and digits.isdigit()):
        return None
    return int(text)
