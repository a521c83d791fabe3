"""``python -m tutor solve RECORD [--fair] [--samples N] [--seed S] [--json] [--lang xx]`` (`solver.md`).

Exit statuses and the JSON object on the real command (a subprocess); the plain output in four
languages through `main` in this process. The values are checked against a hand-worked position
(`examples/records/solve-three-tricks.yaml`, worked out in its comment) and against the plain
minimax over the engine (`tests/cinch_solver_oracle.py`).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cinch_solver_oracle import move_values

from tutor import i18n
from tutor.__main__ import main
from tutor.records import load_record
from tutor.replay import replay

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "records"
THREE_TRICKS = EXAMPLES / "solve-three-tricks.yaml"
POSITION = EXAMPLES / "position-left-pedro.yaml"
FULL = EXAMPLES / "full-hand.yaml"
ILLEGAL = EXAMPLES / "illegal-keeps-left-pedro.yaml"
TABLE = EXAMPLES / "table-revoke.yaml"
COINCHE = next((EXAMPLES / "coinche").glob("*.yaml"))


def solve(*args: str | Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "tutor", "solve", *map(str, args)]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, encoding="utf-8")


def solved(*args: str | Path) -> dict[str, Any]:
    done = solve(*args, "--json")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_score_made_and_score_set_hand_worked_position_priced_exactly() -> None:
    assert solved(THREE_TRICKS) == {
        "to_move": "W", "side": "EW", "mode": "double-dummy", "samples": None,
        "moves": [
            {"move": "W play 7H", "value": 10, "cost": 0},
            {"move": "W play 10H", "value": 8, "cost": 2},
            {"move": "W play 5H", "value": -15, "cost": 25},
        ],
    }


@pytest.mark.parametrize("cut", ["  # trick 3", "  - N play 9H", "  - S play 3H", "  # trick 5", "  - E play 4D"])
def test_solve_json_agrees_with_the_plain_minimax_over_the_engine(tmp_path: Path, cut: str) -> None:
    lines = FULL.read_text(encoding="utf-8").splitlines()
    record = tmp_path / "cut.yaml"
    record.write_text("\n".join(lines[:lines.index(cut)]) + "\n", encoding="utf-8")
    state = replay(load_record(record)).state
    expected = move_values(state)
    result = solved(record)
    assert {entry["move"]: entry["value"] for entry in result["moves"]} == {
        f"{state.to_move} play {card}": value for card, value in expected.items()
    }
    values = [entry["value"] for entry in result["moves"]]
    assert values == sorted(values, reverse=True)
    assert all(entry["cost"] == max(values) - entry["value"] for entry in result["moves"])


def test_solve_fair_gives_numbers_from_the_seat_to_move_and_the_seed_repeats() -> None:
    first = solved(THREE_TRICKS, "--fair", "--samples", "8", "--seed", "3")
    assert (first["mode"], first["samples"], first["to_move"], first["side"]) == ("fair", 8, "W", "EW")
    assert sorted(entry["move"] for entry in first["moves"]) == ["W play 10H", "W play 5H", "W play 7H"]
    assert solved(THREE_TRICKS, "--fair", "--samples", "8", "--seed", "3") == first
    best = first["moves"][0]["value"]
    assert all(entry["cost"] == pytest.approx(best - entry["value"]) for entry in first["moves"])


def test_solve_fair_default_samples_are_documented() -> None:
    assert solved(POSITION, "--fair")["samples"] == 32
    assert "default: 32" in solve("--help").stdout


@pytest.mark.parametrize(("record", "status", "words"), [
    (FULL, 1, "does not stop in the play phase"),
    (ILLEGAL, 1, "Not allowed: East plays the 6 of diamonds."),
    (TABLE, 1, "table mode"),
    (COINCHE, 1, "does not price Coinche"),
])
def test_solve_refuses_positions_it_cannot_price_with_a_message(record: Path, status: int, words: str) -> None:
    done = solve(record)
    assert done.returncode == status
    assert words in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_solve_a_malformed_record_exits_2(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("game: cinch\ndealer: Q\nhands: [\n", encoding="utf-8")
    done = solve(broken)
    assert done.returncode == 2
    assert str(broken) in done.stderr and "Traceback" not in done.stderr
    missing = solve(tmp_path / "missing.yaml")
    assert missing.returncode == 2 and "Traceback" not in missing.stderr


def test_solve_refuses_a_number_of_deals_below_one() -> None:
    done = solve(THREE_TRICKS, "--fair", "--samples", "0")
    assert done.returncode == 2 and "1 or more" in done.stderr


def test_solve_illegal_move_names_the_rule(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(ILLEGAL)]) == 1
    assert "play.follow-trump" in capsys.readouterr().err


# --- plain output ------------------------------------------------------------------------------


def plain(capsys: pytest.CaptureFixture[str], *args: str | Path) -> str:
    assert main(["solve", *map(str, args)]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_solve_plain_output_lists_each_card_best_first_in_the_language(
    capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    out = plain(capsys, THREE_TRICKS, "--lang", lang)
    t = i18n.translator(lang)
    table = out.split("\n\n")[1].splitlines()
    assert table[0].split() == [t.pgettext("solver column", "card"), t.pgettext("solver column", "value"),
                                t.pgettext("solver column", "cost")]
    assert [row.split()[-2:] for row in table[1:]] == [["+10", "0"], ["+8", "2"], ["-15", "25"]]
    assert "score.made" in out.splitlines()[-1]


ENGLISH_WORDS = {"the", "what", "their", "after", "every", "best", "ahead", "behind", "costs", "card",
                 "value", "cost", "deals", "seeing", "opponents", "score", "only"}
"""Words of the English output that none of the other three languages writes."""


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
@pytest.mark.parametrize("options", [(), ("--fair", "--samples", "2")])
def test_solve_plain_output_has_no_english_words(
    capsys: pytest.CaptureFixture[str], lang: str, options: tuple[str, ...]
) -> None:
    for record in (THREE_TRICKS, POSITION, EXAMPLES / "solve-three-tricks.yaml"):
        words = {word.strip(".,:;()").lower() for word in plain(capsys, record, "--lang", lang, *options).split()}
        assert not words & ENGLISH_WORDS, (record.name, words & ENGLISH_WORDS)


def test_solve_plain_output_of_a_fair_price_says_how_many_deals(capsys: pytest.CaptureFixture[str]) -> None:
    out = plain(capsys, THREE_TRICKS, "--fair", "--samples", "5")
    assert "averaged over 5 deals" in out
