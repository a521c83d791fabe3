"""The card games the tutor teaches, and the registry the rest of the tutor finds them by.

A game is a folder, ``tutor/games/<name>/``: its pure engine at the top (no language, no files,
no user interface), and beside it the `LAYERS` that put it in front of learners. Its
``description.py`` defines ``GAME = Game(...)``; `find_game` imports it by name, on first use,
in the spirit of python-chess's ``find_variant``::

    >>> from tutor.games import GAMES, find_game
    >>> find_game("cinch").rule_book
    'docs/cinch-rules.md'
    >>> "cinch" in GAMES
    True

The shell (app frame, language, learner, lesson player, record header, command line, progress)
reaches a game only through `find_game` and the `Game` it returns, never by importing
``tutor.games.<name>`` (``tests/test_architecture.py`` keeps it so). Adding a game is adding its
folder and its name to `GAMES`.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from tutor.games.seats import Seat

GAMES: tuple[str, ...] = ("cinch", "coinche")
"""Every game the tutor knows, by name; the first is the default (lessons without ``game:``,
exercise codes without a game)."""
DEFAULT_GAME = GAMES[0]

LAYERS: tuple[str, ...] = (
    "description", "explain", "rules_text", "glossary", "record", "report", "questions", "practice",
    "widgets", "coaching",
)
"""The modules (or packages) of a game folder that are not its engine. Only these may import
YAML, Babel or gettext, and only ``widgets`` Streamlit; every other module of the folder is the
pure engine. ``description`` is imported by `find_game`: it imports the engine and no more."""


LEARNER_LAYERS: tuple[str, ...] = ("rules_text", "glossary", "questions", "practice", "widgets")
"""The layers the app's pages need: the rules page, the glossary, lessons, practice and the table."""


class UnknownGameError(ValueError):
    """A game name the registry does not know; the message lists those it does."""

    def __init__(self, name: object) -> None:
        super().__init__(f"unknown game {name!r}: the games are {', '.join(GAMES)}")
        self.name = name


@dataclass(frozen=True, eq=False)
class Game:
    """What a game tells the shell: the contract a game author implements.

    The fields are the engine's entry points and the rule book; the engine's callables take and
    return the game's own values (its state, move, violation, score sheet), which the shell
    passes along without looking inside, except for a violation's ``rule`` and ``code``, a
    move's ``seat`` and its text (``str(move)``, as written in a record), and a state's
    ``to_move`` and ``profile`` (its house rules, a `tutor.games.house_rules.HouseRules`). The
    properties are the game's layers (`LAYERS`): modules of its folder, imported on first use,
    each defining the names its property lists.
    """

    name: str
    """The folder's name and the ``game:`` key of records and lessons, e.g. ``"cinch"``."""
    title: str
    """The game's name in English, for the command line (the app translates its own texts)."""
    rule_book: str
    """The rule book, relative to the checkout, e.g. ``docs/cinch-rules.md``."""
    sections: Mapping[int, tuple[str, ...]]
    """Every rule id of the rule book, by section number, in book order."""
    taught: tuple[str, ...]
    """The rule ids the game's lessons must teach between them (``python -m tutor check``)."""
    deal: Callable[..., Any]
    """``deal(rng, dealer, profile=standard)``: a hand shuffled by `rng` and dealt by `dealer`
    under the house rules `profile`, before the first move: the initial state of seeded deals
    (practice, games against the bots, property tests). A record's deal is its `initial_state`."""
    parse_move: Callable[[str], Any]
    """A move from its record notation (``"S play 4H"``); a `ValueError` naming the fault."""
    legal_moves: Callable[[Any], Iterable[Any]]
    """Every move the seat to move may make in a state."""
    check_move: Callable[[Any, Any], Any]
    """None for a legal move, else the violation (``.rule``, ``.code``, ``.params``)."""
    apply_move: Callable[[Any, Any], Any]
    """The state after a move; a `ValueError` for a move the engine refuses (state unchanged)."""
    same_move: Callable[[Any, Any], bool]
    """Two moves alike, whatever order the cards of a multi-card move are written in."""
    rulings: Callable[[Any, Any], tuple[str, ...]]
    """The rule ids of the rulings a move brought (table mode), from the states before and after."""
    is_complete: Callable[[Any], bool]
    """The hand is over and scored."""
    score: Callable[[Any], Any]
    """The score sheet of a complete hand."""
    profiles: Mapping[str, Any]
    """The named house-rule profiles (`tutor.games.house_rules`), ``standard`` first."""
    profile_from_code: Callable[[str], Any]
    """The profile `tutor.games.house_rules.profile_code` wrote (``""``, ``"ffb"``,
    ``"custom,target=1500"``); a `ValueError` naming the fault."""
    is_over: Callable[[Any], bool]
    """The hand is over: complete and scored, or thrown in to be dealt again."""
    dealer_after: Callable[[Any], Seat]
    """Who deals the hand after this one, once it is over (the deal rotates; a redeal may keep
    the dealer)."""
    game_winner: Callable[[tuple[int, int], Any, Any], Any]
    """``game_winner(totals, last_sheet, profile)``: the side (`tutor.games.seats.Side`) that has
    won the game with these running totals (N–S first) after the hand scored in `last_sheet` (None
    after a hand that scored nothing), or None while the game goes on."""
    price: Callable[..., Any] | None = None
    """What each legal card of the seat to move is worth (`solver.md`), or None for a game
    without a solver: ``price(state, fair=False, samples=None, seed=0)`` returns the pricing,
    with ``to_move``, ``side``, ``mode`` (``"double-dummy"`` or ``"fair"``), ``samples`` and
    ``moves`` (each with ``move``, ``value``, ``cost``), best first, ``best_cards`` (those that
    cost nothing) and ``cost_of(card)``; a `ValueError` with a
    ``code`` for a position it does not price (``not-play-phase``, ``table-mode``)."""

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return tuple(rule for rules in self.sections.values() for rule in rules)

    def has_layer(self, name: str) -> bool:
        """Whether the game's folder has the `name` layer (one of `LAYERS`)."""
        return importlib.util.find_spec(f"tutor.games.{self.name}.{name}") is not None

    @property
    def for_learners(self) -> bool:
        """Whether the app can put the game in front of learners: its folder has every layer of
        `LEARNER_LAYERS`. A game without them is still replayed, checked and explained."""
        return all(self.has_layer(name) for name in LEARNER_LAYERS)

    def layer(self, name: str) -> ModuleType:
        """The game's `name` layer (one of `LAYERS`), imported on first use."""
        if name not in LAYERS:
            raise ValueError(f"unknown layer {name!r}: the layers are {', '.join(LAYERS)}")
        return importlib.import_module(f"tutor.games.{self.name}.{name}")

    @property
    def record(self) -> ModuleType:
        """The record body (``record.py``), read after `tutor.records` has read the header:

        - ``RULES_KEYS`` and ``DEAL_KEYS``: the body's keys, those written before the dealer
          (house rules) and after it (the deal, the moves); ``REQUIRED``: those it must have;
        - ``read_body(reader, header, fields) -> record | None``: the record of `header`
          (`tutor.records.Header`, None when the header has faults) from the body's YAML nodes
          (`tutor.records.Fields`), every fault added to ``reader.faults`` (None if any); the
          record has ``game``, ``dealer``, ``moves`` (`tutor.records.RecordedMove`), ``info``,
          ``file`` and ``initial_state()`` (`tutor.records.Record`);
        - ``rules_lines(record)`` and ``deal_lines(record)``: the body written back as YAML
          lines, those of the `RULES_KEYS` and of the `DEAL_KEYS`.
        - ``record_of(deal, moves, **info)``: the record of a hand from the position before its
          first move and the moves made since, as ``python -m tutor replay`` reads it once written
          with `tutor.records.record_to_yaml`; ``info`` is free text (``title`` …).
        """
        return self.layer("record")

    @property
    def explain(self) -> ModuleType:
        """Sentences in the learner's language (``explain.py``): ``describe_move(move, lang,
        state)``, ``describe_violation(violation, lang, state)``, ``describe_ruling(rule, lang,
        after, move)``, ``describe_position(state, lang)`` and ``describe_score(sheet, lang)``
        (lists of sentences), ``seat_name(seat, lang)``."""
        return self.layer("explain")

    @property
    def report(self) -> ModuleType:
        """``replay --json`` (``report.py``): ``move_fields(before, after) -> dict``, the game's
        fields of a legal move's line (Coinche's ``announce``); ``final_fields(state, sheet, lang)
        -> dict``, the game's fields of the last line (`docs/deal-records.md`), after ``complete``."""
        return self.layer("report")

    @property
    def coaching(self) -> ModuleType:
        """The bots' reasons in words (``coaching.py``): ``describe_reason(decision, lang, state)``,
        one short sentence naming the seat and its move, then why (a decision of `bots`;
        `state` is the position before the move)."""
        return self.layer("coaching")

    @property
    def bots(self) -> ModuleType | None:
        """The game's bots (the engine package ``bots/``), or None when the game has none:
        ``LEVELS`` (weakest first), ``decide(state, level, seed=0)`` and
        ``decide_from_view(view, level, seed=0)`` (a ``Decision``: ``move`` and ``reason``, a
        ``Reason`` with ``code`` and ``params``), ``hint(state, seed=0)`` (the fair pricing of
        the seat to move, as `price` returns it), ``hint_offered(state)`` (whether `hint` prices
        the position) and ``review_samples(state)`` (the deals of a fair price in a review). A
        bot reads only what the seat to move may see."""
        if importlib.util.find_spec(f"tutor.games.{self.name}.bots") is None:
            return None
        return importlib.import_module(f"tutor.games.{self.name}.bots")

    @property
    def rules_text(self) -> ModuleType:
        """The game's texts (``rules_text.py``, `tutor.rule_texts`), gettext msgids: ``NAME``
        and ``PITCH`` (the game picker's name and two lines), ``TITLE``, ``INTRO``,
        ``SECTION_TEXTS`` (each section's ``title`` and ``intro``, by section number),
        ``rule_text(rule)`` (its ``heading`` and ``body``); the house rules: ``OPTION_TEXTS``
        (each option's ``label`` and ``describe(value, t)``), ``profile_name(profile, t)`` and
        ``profile_lines(profile, t)``."""
        return self.layer("rules_text")

    @property
    def glossary(self) -> ModuleType:
        """The glossary page (``glossary.py``), data only: ``TITLE`` (a msgid) and ``TERMS``, the
        game's card players' words as `tutor.glossary.Term` values, each linked to a rule id of
        the rule book; `tutor.glossary` looks them up and finds them in texts."""
        return self.layer("glossary")

    @property
    def questions(self) -> ModuleType:
        """What a lesson may ask (``questions.py``): ``Question`` (an enum, valued as written in
        a lesson), ``NEEDS`` (the parameters each takes), ``NUMBER_QUESTIONS`` (answered with a
        number up to ``LARGEST_NUMBER``), ``CARD_SET_QUESTIONS``, ``POINT_NAMES``; and, for a
        lesson step and a state, ``answer(step, state)``, ``options(step, state)``,
        ``unanswerable(step, state) -> str | None``, ``not_offered(step, right) -> str``,
        ``answer_text(value, lang, state)``, ``alternatives(state, expected)`` (the moves a
        golden transcript judges beside a *do* step's expected move)."""
        return self.layer("questions")

    @property
    def practice(self) -> ModuleType:
        """Practice exercises (``practice/``): ``CONCEPTS`` (the rule ids practised),
        ``concepts_for(profile)`` (those an exercise can practise under these house rules),
        ``random_exercise(rng, kind, level, concept=None, profile=None)`` (None: the
        standard house rules), ``exercise_from_code(code)`` (the
        game's own code, or shared with the game first, `split_code`), ``check(exercise,
        given)``, ``prompt(exercise, lang)``, ``solution_lines(exercise, lang)``; an exercise
        has ``code`` (``kind.level.seed``, then ``@`` and `tutor.games.house_rules.profile_code`
        for other house rules than the standard ones), ``kind``, ``level``, ``concept``,
        ``profile`` and ``answer``."""
        return self.layer("practice")

    @property
    def widgets(self) -> ModuleType:
        """Streamlit (``widgets/``): ``show_table(state, learner, shown, hints)``,
        ``your_hand(state, seat, hints)``, ``move_controls(state, seat, judge, picker)`` (each control
        calls ``judge(move)``), ``house_rules(profile)`` and ``rule_extras(rule, profile)`` for the
        rules page (the profile in force), and ``exercise`` for the practice page: ``INTRO``, ``KIND_NAMES``,
        ``show_position(exercise)``, ``answer_input(exercise, key)`` (the answer, or
        ``NOTHING``), ``answer_words(exercise, value, lang)``."""
        return self.layer("widgets")


def find_game(name: str) -> Game:
    """The game called `name`; `UnknownGameError` if there is none."""
    if name not in GAMES:
        raise UnknownGameError(name)
    game: Game = importlib.import_module(f"tutor.games.{name}.description").GAME
    return game


def split_code(code: str) -> tuple[Game, str]:
    """A shared exercise code, ``"cinch:hand-score.2.812734"``, as its game and the game's own
    code; a code without a game (shared before there were two) is the default game's."""
    name, sep, local = code.strip().partition(":")
    return (find_game(name.lower()), local) if sep else (find_game(DEFAULT_GAME), code)


def shared_code(game: Game, code: str) -> str:
    """The exercise `code` of `game` as it is shared, its game first (`split_code`)."""
    return f"{game.name}:{code}"


def games() -> tuple[Game, ...]:
    """Every registered game, in `GAMES` order."""
    return tuple(find_game(name) for name in GAMES)

