"""House rules as one named, frozen profile (`cinch-rules.md` section 8).

Every field defaults to the first value listed in the rules; every verdict and score is
computed under one profile, and the profile's name is shown with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from tutor.games import house_rules
from tutor.games.house_rules import HouseRules, ProfileError

__all__ = ["CHOICES", "PROFILES", "STANDARD", "Profile", "ProfileError", "profile_from", "profile_from_code"]

AllPass = Literal["dealer_no_contract", "redeal", "stick_dealer"]
ExcessTrumps = Literal["non_point_only", "any"]
DealerRob = Literal["keep_all_trumps", "free"]
Discards = Literal["face_up", "face_down"]
LowTo = Literal["capturer", "player"]
FirstDealer = Literal["highest", "lowest"]

CHOICES: dict[str, tuple[Any, ...]] = {
    "players": (4,),
    "min_bid": (1, 6, 7),
    "all_pass": ("dealer_no_contract", "redeal", "stick_dealer"),
    "excess_trumps": ("non_point_only", "any"),
    "dealer_rob": ("keep_all_trumps", "free"),
    "discards": ("face_up", "face_down"),
    "low_to": ("capturer", "player"),
    "first_dealer": ("highest", "lowest"),
}
"""The values each option may take; `target` is any positive whole number (42, 51, 62, …)."""


@dataclass(frozen=True)
class Profile(HouseRules):
    """The house rules in force; `Profile()` is the standard profile."""

    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = CHOICES

    name: str = "standard"
    players: int = 4
    """Four players in two partnerships (`seat.draw`); the cut-throat games come later."""
    target: int = 51
    """`game.target`: the first side to reach it wins."""
    min_bid: int = 1
    """`bid.range`: the lowest bid."""
    all_pass: AllPass = "dealer_no_contract"
    """`bid.all-pass`: what happens when the first three pass."""
    excess_trumps: ExcessTrumps = "non_point_only"
    """`draw.excess-trumps`: which trumps a player with seven or more may discard."""
    dealer_rob: DealerRob = "keep_all_trumps"
    """`draw.rob`: whether the dealer must keep every trump available to him."""
    discards: Discards = "face_up"
    """`draw.discard`: whether the other players see the discarded non-trumps."""
    low_to: LowTo = "capturer"
    """`points.capture`: whether Low counts for the capturing side or for whoever played it."""
    first_dealer: FirstDealer = "highest"
    """`seat.choice`: who deals first after the draw for seats."""


STANDARD = Profile()

PROFILES: dict[str, Profile] = {
    "standard": STANDARD,
    "bid-six": Profile(name="bid-six", min_bid=6),
    "bid-seven": Profile(name="bid-seven", min_bid=7),
    "stick-the-dealer": Profile(name="stick-the-dealer", all_pass="stick_dealer"),
    "redeal": Profile(name="redeal", all_pass="redeal"),
    "free-rob": Profile(name="free-rob", dealer_rob="free", excess_trumps="any"),
}
"""Named profiles a record or a lesson can refer to by name."""


def profile_from(spec: str | Mapping[str, Any] | None) -> Profile:
    """A profile from a name (``"standard"``) or a mapping (``{"base": "standard", "min_bid": 6}``)."""
    return house_rules.profile_from(spec, PROFILES)


def profile_from_code(code: str) -> Profile:
    """The profile as an exercise code writes it (`tutor.games.house_rules.profile_code`): ``""``
    (standard), ``"bid-six"``, ``"custom,min_bid=6,target=62"``; `ProfileError` naming the fault."""
    return house_rules.profile_from_code(code, PROFILES)
