"""What every game's rules page is made of: the model of a game's ``rules_text`` layer.

A game's ``rules_text`` holds tables of English msgids marked with `N_` (sections, rules, card
examples, house-rule options, profile names) and answers the page through the functions here,
given its own tables::

    >>> target = OptionText("target", "Winning the game", ("game.target",),
    ...                     template="the first side to reach %(value)d points wins")
    >>> target.describe(2000, gettext.NullTranslations())
    'the first side to reach 2000 points wins'
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tutor.cards import Card, Suit
from tutor.games.house_rules import HouseRules

__all__ = [
    "CardExample",
    "OptionText",
    "RuleText",
    "SectionText",
    "Translator",
    "find_rule_text",
    "options_for",
    "profile_lines",
    "profile_name",
]

Translator = gettext.NullTranslations


@dataclass(frozen=True)
class SectionText:
    """A section of the rules: its title and a paragraph that introduces it."""

    section: int
    title: str
    intro: str


@dataclass(frozen=True)
class RuleText:
    """One rule: a short heading and a markdown body."""

    rule: str
    heading: str
    body: str


@dataclass(frozen=True)
class CardExample:
    """A row of cards that shows what a rule is about, with `trump` as the trump suit (None: no
    trump named), and, if `values` is not empty, the card points of each card, in order."""

    rule: str
    cards: tuple[Card, ...]
    trump: Suit | None
    caption: str
    values: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.values and len(self.values) != len(self.cards):
            raise ValueError(f"{self.rule}: {len(self.values)} values for {len(self.cards)} cards")


@dataclass(frozen=True)
class OptionText:
    """A house-rule option of a game's profile: its label, the rules it changes, its values
    described.

    `choices` describes each value an option may take; a numeric option describes any value
    with `template`, whose ``%(value)d`` is the value.
    """

    option: str
    label: str
    rules: tuple[str, ...]
    choices: Mapping[Any, str] = field(default_factory=dict)
    template: str | None = None

    def describe(self, value: Any, t: Translator) -> str:
        """The value in words, translated by `t`."""
        if value in self.choices:
            return t.gettext(self.choices[value])
        if self.template is None:
            raise KeyError(f"house rule {self.option!r} has no description of {value!r}")
        return t.gettext(self.template) % {"value": value}


def find_rule_text(texts: Mapping[str, RuleText], rule: str, rule_book: str) -> RuleText:
    """The text of the rule with id `rule`; `KeyError` for an id that is not in `rule_book`."""
    try:
        return texts[rule]
    except KeyError:
        raise KeyError(f"{rule!r} is not a rule id of {rule_book}") from None


def options_for(rule: str, options: Iterable[OptionText]) -> tuple[OptionText, ...]:
    """The house-rule options among `options` that change `rule`."""
    return tuple(text for text in options if rule in text.rules)


def profile_name(profile: HouseRules, names: Mapping[str, str], t: Translator) -> str:
    """The profile's name from `names`, translated; a name not there is shown as it is."""
    name = names.get(profile.name)
    return t.gettext(name) if name else profile.name


def profile_lines(profile: HouseRules, options: Iterable[OptionText], t: Translator) -> list[str]:
    """One markdown line per option of `options`, in their order, with its value in `profile`:
    ``"**Bids:** from 1 to 14"``."""
    values = profile.options()
    return [
        # TRANSLATORS: one line of the house rules in force: %(option)s is the option's name
        # ("Bids"), %(value)s its value ("from 1 to 14"). Keep the ** marks.
        t.gettext("**%(option)s:** %(value)s")
        % {"option": t.gettext(text.label), "value": text.describe(values[text.option], t)}
        for text in options
    ]
