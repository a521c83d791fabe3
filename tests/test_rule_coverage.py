"""Every rule of each game's rule book has a test named after it, and the engine knows exactly
those rules.

A test covers rule `play.follow-trump` of a game when its name is `test_play_follow_trump` or
starts with `test_play_follow_trump_`, in a test file that names no other game (the two games
share rule ids such as `play.trick-winner`: Coinche's are tested in `test_coinche_*.py`) and
that tests the engine: the tests of the independent oracle (`*oracle*.py`) do not count. The
rule books are the team's shared spec, next to the repository; the version this code implements
is kept in ``docs/<game>-rules.md`` so that a clone anywhere can check itself, and where the
shared spec is at hand the two must be the same.
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

HEADING = re.compile(r"^## (\d+)\.")
TABLE_ROW = re.compile(r"^\|\s*`([a-z0-9.-]+)`\s*\|")

RULES = [(name, rule) for name in GAMES for rule in find_game(name).rule_ids]


def slug(rule: str) -> str:
    return rule.replace(".", "_").replace("-", "_")


@cache
def collected_test_names(game: str) -> frozenset[str]:
    """The names of the test functions under tests/ in files that name no other game, read with
    `ast` (nothing is imported)."""
    others = [name for name in GAMES if name != game]
    names: set[str] = set()
    for path in TESTS.rglob("*.py"):
        if any(other in path.name for other in others) or "oracle" in path.name:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test_"):
                names.add(node.name)
    return frozenset(names)


def covering(rule: str, names: frozenset[str]) -> list[str]:
    stem = f"test_{slug(rule)}"
    return sorted(name for name in names if name == stem or name.startswith(stem + "_"))


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
def test_every_rule_id_has_a_test_named_after_it(game: str, rule: str) -> None:
    assert covering(rule, collected_test_names(game)), f"{game}: no test named test_{slug(rule)}[_...] for rule {rule}"


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
