"""House rules as one named, frozen profile, for every game: what a game's `Profile` shares.

A game's profile is a frozen dataclass that subclasses `HouseRules`, lists the values each option
may take in ``CHOICES`` and has a ``target`` (any positive whole number); its ``PROFILES`` name
the profiles a record or a lesson can refer to, ``standard`` first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields, replace
from typing import Any, ClassVar, TypeVar

from tutor.whole_numbers import small_int


class ProfileError(ValueError):
    """An unknown option, or a value the option does not allow."""


class HouseRules:
    """The checks and views every game's profile shares (the game's dataclass holds the fields)."""

    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = {}
    """The values each option may take; ``target`` is any positive whole number."""
    name: str
    target: int

    def __post_init__(self) -> None:
        for option, allowed in self.CHOICES.items():
            if getattr(self, option) not in allowed:
                raise ProfileError(
                    f"house rule {option!r} cannot be {getattr(self, option)!r}: "
                    f"choose one of {', '.join(map(str, allowed))}"
                )
        if not isinstance(self.target, int) or isinstance(self.target, bool) or self.target < 1:
            raise ProfileError(f"house rule 'target' must be a positive whole number, not {self.target!r}")

    def options(self) -> dict[str, Any]:
        """The options as a mapping, without the name."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "name"}  # type: ignore[arg-type]

    def differences(self) -> dict[str, Any]:
        """The options that differ from the standard profile (the one with every default)."""
        standard = type(self)().options()
        return {k: v for k, v in self.options().items() if standard[k] != v}


P = TypeVar("P", bound=HouseRules)


def _as_written(option: str, value: Any) -> Any:
    return value


def profile_from(
    spec: str | Mapping[str, Any] | None,
    profiles: Mapping[str, P],
    typed: Callable[[str, Any], Any] = _as_written,
) -> P:
    """A profile from a name (``"standard"``) or a mapping (``{"base": "standard", "min_bid": 6}``);
    `typed` reads an option's value as YAML wrote it into the value the option takes."""
    if spec is None:
        return profiles["standard"]
    if isinstance(spec, str):
        if spec not in profiles:
            raise ProfileError(f"unknown profile {spec!r}: choose one of {', '.join(profiles)}")
        return profiles[spec]
    options = {option: typed(option, value) for option, value in dict(spec).items()}
    base = profile_from(options.pop("base", "standard"), profiles, typed)
    known = set(base.CHOICES) | {"target", "name"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise ProfileError(f"unknown house rule {unknown[0]!r}: choose among {', '.join(sorted(known))}")
    options.setdefault("name", "custom" if options else base.name)
    return replace(base, **options)  # type: ignore[type-var]


CUSTOM = "custom"
"""The name of a profile whose options were changed from a named one."""


def profile_code(profile: HouseRules) -> str:
    """The profile as an exercise code writes it: its name when its options are those of the
    profile of that name, else ``custom`` and each option that differs from the standard
    profile, ``custom,scoring=made,target=1500``; ``standard`` is written as nothing."""
    changes = profile.differences()
    if profile.name != CUSTOM and profile.name != "standard":
        return profile.name
    if not changes:
        return ""
    return ",".join([CUSTOM, *(f"{option}={value}" for option, value in sorted(changes.items()))])


def profile_from_code(
    code: str,
    profiles: Mapping[str, P],
    typed: Callable[[str, Any], Any] = _as_written,
) -> P:
    """The profile `profile_code` wrote; `ProfileError` naming what is wrong."""
    name, *options = code.split(",") if code else ["standard"]
    if name == CUSTOM:
        spec: dict[str, Any] = {"name": CUSTOM}
        for item in options:
            option, sep, value = item.partition("=")
            if not sep or not option:
                raise ProfileError(f"{item!r} is not a house rule: expected OPTION=VALUE")
            number = small_int(value) if value.isdigit() else None  # at most six digits
            spec[option] = value if number is None else number
        return profile_from(spec, profiles, typed)
    if options:
        raise ProfileError(f"only custom house rules list options, not {name!r}")
    return profile_from(name, profiles, typed)
