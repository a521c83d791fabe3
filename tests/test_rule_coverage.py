"""Every rule of each game's rule book is asserted by a test, and the engine knows exactly those
rules.

A test covers rule `play.follow-trump` of a game when one of its assertions names the rule: an
``assert`` statement, or a call of an ``assert_…`` helper (``assert_refused(state, move,
"play.follow-trump", code)``), that holds the rule id as a string, e.g. ``assert violation.rule ==
"play.follow-trump"``, ``assert "(rule score.made)" in lines``, or, for a rule whose behaviour the
engine does not label with its id (an order of cards, the rotation of the deal), a behavioural
assertion whose message names the rule: ``assert winner("H", "2S AC AD KS") == "W",
"rank.plain-order"``. A test's name, a docstring, a comment or an assertion of a constant
(``assert True, "rank.plain-order"``) covers nothing. The scan is static (`ast`, nothing is
imported or run): it finds where a rule id is asserted, so a rule whose last such assertion is
removed fails the check at once. Only test files that name no other game count (the two games
share rule ids such as `play.trick-winner`: Coinche's are asserted in `test_coinche_*.py`), and
not the tests of the independent oracles (`*oracle*.py`). The rule books are the team's shared
spec, next to the repository; the version this code implements is kept in
``docs/<game>-rules.md`` so that a clone anywhere can check itself, and where the shared spec is
at hand the two must be the same.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from tutor.games import GAMES, Game, find_game

TESTS = Path(__file__).resolve().parent
REPO_ROOT = TESTS.parent
SHARED_SPEC = REPO_ROOT.parent / "shared" / "spec"
THIS_FILE = Path(__file__).name
"""This file's own tests of the scan name rules in their assertions: they cover nothing."""

HEADING = re.compile(r"^## (\d+)\.")
TABLE_ROW = re.compile(r"^\|\s*`([a-z0-9.-]+)`\s*\|")

RULES = [(name, rule) for name in GAMES for rule in find_game(name).rule_ids]


def slug(rule: str) -> str:
    return rule.replace(".", "_").replace("-", "_")


def _strings(node: ast.AST) -> list[str]:
    return [each.value for each in ast.walk(node) if isinstance(each, ast.Constant) and isinstance(each.value, str)]


def asserted_strings(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    """The string constants inside the assertions of a test function: its ``assert`` statements
    (not of a constant) and its calls of ``assert_…`` helpers."""
    found: list[str] = []
    for node in ast.walk(function):
        an_assert = isinstance(node, ast.Assert) and not isinstance(node.test, ast.Constant)
        an_assert_call = (isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Attribute)
                          and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr).startswith("assert_"))
        if an_assert or an_assert_call:
            found += _strings(node)
    return found


@cache
def asserted_texts(game: str) -> dict[str, tuple[str, ...]]:
    """For each test function (``file::name``) under tests/ in files that name no other game and
    test the engine, the strings its assertions hold, read with `ast` (nothing is imported)."""
    others = [name for name in GAMES if name != game]
    texts: dict[str, tuple[str, ...]] = {}
    for path in sorted(TESTS.rglob("*.py")):
        if any(other in path.name for other in others) or "oracle" in path.name or path.name == THIS_FILE:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test_"):
                texts[f"{path.relative_to(TESTS)}::{node.name}"] = tuple(asserted_strings(node))
    return texts


def mentions(rule: str, text: str) -> bool:
    """Whether `text` names `rule` as a whole id (``score.made`` is not in ``score.made-check``)."""
    return re.search(rf"(?<![\w.-]){re.escape(rule)}(?![\w-])", text) is not None


def covering(rule: str, texts: dict[str, tuple[str, ...]]) -> list[str]:
    return sorted(test for test, strings in texts.items() if any(mentions(rule, text) for text in strings))


def spec_rules(text: str, last_section: int) -> dict[int, list[str]]:
    """The rule ids of the tables of sections 0 to `last_section`, by section, in the order written."""
    sections: dict[int, list[str]] = {}
    section: int | None = None
    for line in text.splitlines():
        heading = HEADING.match(line)
        if heading:
            section = int(heading.group(1))
            continue
        row = TABLE_ROW.match(line)
        if row and section is not None and section <= last_section:
            sections.setdefault(section, []).append(row.group(1))
    return sections


def rule_book(game: Game) -> Path:
    return REPO_ROOT / game.rule_book


@pytest.mark.parametrize(("game", "rule"), RULES)
def test_every_rule_id_is_asserted_by_a_test(game: str, rule: str) -> None:
    assert covering(rule, asserted_texts(game)), f"{game}: no test asserts rule {rule} (see this file's docstring)"


def test_only_an_assertion_naming_the_rule_covers_it() -> None:
    """The scan itself: a name, a docstring, a comment or ``assert True`` covers nothing."""
    source = '''
def test_play_void_by_name_only():
    """play.void"""
    x = "play.void"  # play.void
    assert True, "play.void"
    assert x

def test_a():
    assert winner("H", "2S AC") == "W", "rank.plain-order"

def test_b():
    assert_refused(state, "N play 2C", "play.follow-or-trump", "must-follow-or-trump")
    assert sheet.rule == "score.made-check"
'''
    tree = ast.parse(source)
    texts = {node.name: tuple(asserted_strings(node)) for node in tree.body if isinstance(node, ast.FunctionDef)}
    assert covering("play.void", texts) == []
    assert covering("rank.plain-order", texts) == ["test_a"]
    assert covering("play.follow-or-trump", texts) == ["test_b"]
    assert covering("score.made", texts) == []


@pytest.mark.parametrize("name", GAMES)
def test_rule_ids_are_unique_and_well_formed(name: str) -> None:
    game = find_game(name)
    rule_ids, sections = game.rule_ids, game.sections
    assert len(set(rule_ids)) == len(rule_ids)
    assert all(re.fullmatch(r"[a-z]+(-[a-z]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+", rule) for rule in rule_ids)
    assert len({slug(rule) for rule in rule_ids}) == len(rule_ids)
    assert sorted(sections) == list(range(len(sections)))


@pytest.mark.parametrize("name", GAMES)
def test_rule_ids_equal_the_ids_of_the_rule_book(name: str) -> None:
    game = find_game(name)
    written = spec_rules(rule_book(game).read_text(encoding="utf-8"), max(game.sections))
    assert sorted(written) == sorted(game.sections), "every rule section of the rule book has a table"
    assert {n: tuple(ids) for n, ids in written.items()} == dict(game.sections)


def test_spec_rules_parser_reads_only_the_rule_tables() -> None:
    sample = "\n".join([
        "## 0. Turns", "| id | rule |", "|---|---|", "| `turn.order` | x |", "",
        "text with `not.a-rule` inside", "## 8. Options", "| `players` | 4 |",
        "## 7. Irregularities", "| `irregular.revoke` | y |",
    ])
    assert spec_rules(sample, 7) == {0: ["turn.order"], 7: ["irregular.revoke"]}


@pytest.mark.parametrize("name", GAMES)
def test_the_rule_book_kept_here_is_the_shared_spec(name: str) -> None:
    game = find_game(name)
    shared = SHARED_SPEC / Path(game.rule_book).name
    if not shared.is_file():
        pytest.skip(f"the shared spec is not at {shared}: only {game.rule_book} is checked")
    assert rule_book(game).read_text(encoding="utf-8") == shared.read_text(encoding="utf-8"), (
        f"the shared spec has changed: copy it to {game.rule_book} and bring the engine up to date"
    )
