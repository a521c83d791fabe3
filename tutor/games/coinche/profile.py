"""House rules as one named, frozen profile (`coinche-rules.md` section 9).

Every option defaults to the first value the rules list, which is the leaflet's rule wherever
the leaflet speaks; every verdict and score is computed under one profile.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from tutor.games import house_rules
from tutor.games.house_rules import HouseRules, ProfileError
from tutor.whole_numbers import small_int

__all__ = ["CHOICES", "PROFILES", "STANDARD", "Profile", "ProfileError", "profile_from", "profile_from_code"]

CHOICES: dict[str, tuple[Any, ...]] = {
    "scoring": ("made_and_bid", "made", "bid"),
    "direction": ("clockwise", "anticlockwise"),
    "packets": ("3-2-3", "3-3-2", "2-3-3"),
    "max_bid": (180, 160),
    "bid80_needs": (82, 80),
    "coinche_timing": ("in_turn", "any_time"),
    "capot_coinche": ("allowed", "forbidden"),
    "surcoinche": ("off", "x4", "x3"),
    "undertrump": ("must", "may_discard"),
    "partner_ruff": ("must_overtrump", "free"),
    "belote": ("automatic", "declared"),
    "failed_score": ("162", "160_plus_bid"),
    "belote_on_failure": ("lost", "kept", "to_defenders"),
    "coinched_defenders": ("keep", "zero"),
    "capot_bid": (350, 500),
    "tie": ("contract_side", "higher_total"),
}
"""The values each option may take; `target` is any positive whole number (2000, 1500, …)."""


@dataclass(frozen=True)
class Profile(HouseRules):
    """The house rules in force; `Profile()` is the standard profile (the leaflet's rules)."""

    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = CHOICES

    name: str = "standard"
    scoring: str = "made_and_bid"
    """`score.method`: what a made contract scores."""
    target: int = 2000
    """`game.target`: the first side to reach it wins."""
    direction: str = "clockwise"
    """`deal.seats`: the direction of the deal, the auction and the play."""
    packets: str = "3-2-3"
    """`deal.packets`: how many cards each player gets in each round of the deal."""
    max_bid: int = 180
    """`bid.range`: the highest number that may be bid (capot stands above it)."""
    bid80_needs: int = 82
    """`score.made-check`: what a contract of 80 needs."""
    coinche_timing: str = "in_turn"
    """`bid.coinche`: in turn only, or out of turn too."""
    capot_coinche: str = "allowed"
    """`bid.coinche`: whether a capot bid may be coinched."""
    surcoinche: str = "off"
    """`bid.surcoinche`: none, or ×4 / ×3 after a surcoinche."""
    undertrump: str = "must"
    """`play.undertrump`: whether a player who cannot beat an opponent's trump must still trump."""
    partner_ruff: str = "must_overtrump"
    """`play.overtrump`: whether trumping over a partner who is master must beat his trump."""
    belote: str = "automatic"
    """`play.belote`: announced by the engine, or only if the player declares it."""
    failed_score: str = "162"
    """`score.failed`: 162 (coinched: the value × the multiplier), or 160 + the value × the multiplier."""
    belote_on_failure: str = "lost"
    """`score.failed`: what becomes of failed attackers' belote."""
    coinched_defenders: str = "keep"
    """`score.made`: whether the defenders keep their points when a coinched contract is made."""
    capot_bid: int = 350
    """`score.capot-bid`: what a capot contract is worth."""
    tie: str = "contract_side"
    """`game.tie`: who wins when both sides reach the target after the same hand."""

    @property
    def multiplier_after_surcoinche(self) -> int:
        """`score.coinche`: 4 (or 3) after a surcoinche."""
        return 3 if self.surcoinche == "x3" else 4


STANDARD = Profile()

PROFILES: dict[str, Profile] = {
    "standard": STANDARD,
    "ffb": Profile(
        name="ffb", direction="anticlockwise", packets="3-2-3", max_bid=160, bid80_needs=80,
        surcoinche="x4", undertrump="may_discard", partner_ruff="free", belote="declared",
        failed_score="160_plus_bid", belote_on_failure="kept", coinched_defenders="zero", capot_bid=500,
        tie="higher_total",
    ),
    "pagat": Profile(
        name="pagat", direction="anticlockwise", max_bid=160, coinche_timing="any_time",
        capot_coinche="forbidden", surcoinche="x4",
        belote="declared", failed_score="160_plus_bid", belote_on_failure="kept", capot_bid=500,
        tie="higher_total",
    ),
    "points-made": Profile(name="points-made", scoring="made"),
    "points-bid": Profile(name="points-bid", scoring="bid"),
}
"""Named profiles a record or a lesson can refer to by name: the leaflet's (`standard`, and its two
other scoring methods) and the majority rules of the French federation and of Pagat (section 10)."""

_NUMBERS = ("target", "max_bid", "bid80_needs", "capot_bid")


def profile_from(spec: str | Mapping[str, Any] | None) -> Profile:
    """A profile from a name (``"standard"``) or a mapping (``{"base": "ffb", "surcoinche": "x3"}``)."""
    return house_rules.profile_from(spec, PROFILES, _typed)


def profile_from_code(code: str) -> Profile:
    """The profile as an exercise code writes it (`tutor.games.house_rules.profile_code`): ``""``
    (standard), ``"ffb"``, ``"custom,scoring=made,target=1500"``; `ProfileError` naming the fault."""
    return house_rules.profile_from_code(code, PROFILES, _typed)


def _typed(option: str, value: Any) -> Any:
    """YAML reads ``failed_score: 162`` as a number, ``max_bid: "160"`` as text and ``surcoinche: off``
    as false: accept each as the value it spells."""
    if option in _NUMBERS and isinstance(value, str) and value.isdigit():
        number = small_int(value)  # None for more than six digits: the value then stays text, refused
        return value if number is None else number
    if option == "failed_score" and isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if option == "surcoinche" and value is False:  # YAML 1.1 reads an unquoted `off` as false
        return "off"
    return value
