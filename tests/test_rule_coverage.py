"""Every rule of cinch-rules.md has a test named after it, and the engine knows exactly those rules.

A test covers rule `play.follow-trump` when its name is `test_play_follow_trump` or starts with
`test_play_follow_trump_`. The rule book is the team's shared spec, next to the repository; the
version this code implements is kept in ``docs/cinch-rules.md`` so that a clone anywhere can check
itself, and where the shared spec is at hand the two must be the same.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from tutor.games.cinch.rules import RULE_IDS, SECTION_OF, SECTIONS

TESTS = Path(__file__).resolve().parent
REPO_ROOT = TESTS.parent
SPEC = REPO_ROOT / "docs" / "cinch-rules.md"
SHARED_SPEC = REPO_ROOT.parent / "shared" / "spec" / "cinch-rules.md"

HEADING = re.compile(r"^## (\d+)\.")
TABLE_ROW = re.compile(r"^\|\s*`([a-z0-9.-]+)`\s*\|")


def slug(rule: str) -> str:
    return rule.replace(".", "_").replace("-", "_")


@cache
def collected_test_names() -> frozenset[str]:
    """The names of every test function under tests/, read with `ast` (nothing is imported)."""
    names: set[str] = set()
    for path in TESTS.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test_"):
                names.add(node.name)
    return frozenset(names)


def covering(rule: str, names: frozenset[str]) -> list[str]:
    stem = f"test_{slug(rule)}"
    return sorted(name for name in names if name == stem or name.startswith(stem + "_"))


def spec_rules(text: str) -> dict[int, list[str]]:
    """The rule ids of the tables of sections 0 to 7, by section, in the order written."""
    sections: dict[int, list[str]] = {}
    section: int | None = None
    for line in text.splitlines():
        heading = HEADING.match(line)
        if heading:
            section = int(heading.group(1))
            continue
        row = TABLE_ROW.match(line)
        if row and section is not None and section <= 7:
            sections.setdefault(section, []).append(row.group(1))
    return sections


def spec_text() -> str:
    return SPEC.read_text(encoding="utf-8")


@pytest.mark.parametrize("rule", RULE_IDS)
def test_every_rule_id_has_a_test_named_after_it(rule: str) -> None:
    assert covering(rule, collected_test_names()), f"no test named test_{slug(rule)}[_...] for rule {rule}"


def test_rule_ids_are_unique_and_well_formed() -> None:
    assert len(set(RULE_IDS)) == len(RULE_IDS)
    assert all(re.fullmatch(r"[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)+", rule) for rule in RULE_IDS)
    assert len({slug(rule) for rule in RULE_IDS}) == len(RULE_IDS)
    assert sorted(SECTIONS) == list(range(8))
    assert all(SECTIONS[SECTION_OF[rule]].count(rule) == 1 for rule in RULE_IDS)


def test_rule_ids_equal_the_ids_of_the_rule_book_sections_0_to_7() -> None:
    written = spec_rules(spec_text())
    assert sorted(written) == list(range(8)), "every section 0-7 of the rule book has a table"
    assert {n: tuple(ids) for n, ids in written.items()} == SECTIONS
    assert [rule for n in sorted(written) for rule in written[n]] == list(RULE_IDS)


def test_spec_rules_parser_reads_only_the_rule_tables() -> None:
    sample = "\n".join([
        "## 0. Turns", "| id | rule |", "|---|---|", "| `turn.order` | x |", "",
        "text with `not.a-rule` inside", "## 8. Options", "| `players` | 4 |",
        "## 7. Irregularities", "| `irregular.revoke` | y |",
    ])
    assert spec_rules(sample) == {0: ["turn.order"], 7: ["irregular.revoke"]}


def test_the_rule_book_kept_here_is_the_shared_spec() -> None:
    if not SHARED_SPEC.is_file():
        pytest.skip(f"the shared spec is not at {SHARED_SPEC}: only docs/cinch-rules.md is checked")
    assert SPEC.read_text(encoding="utf-8") == SHARED_SPEC.read_text(encoding="utf-8"), (
        "the shared spec has changed: copy it to docs/cinch-rules.md and bring the engine up to date"
    )
