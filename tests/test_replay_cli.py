"""``python -m tutor replay FILE [--lang L] [--json]`` as deal-record.md specifies it.

The exit statuses and the JSON lines are checked on the real command (a subprocess); the text
report in several languages through `main` in this process.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tutor.__main__ import main
from tutor.games.cinch import explain
from tutor.records import load_record
from tutor.replay import replay

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "records"
FULL = EXAMPLES / "full-hand.yaml"
POSITION = EXAMPLES / "position-left-pedro.yaml"
ILLEGAL = EXAMPLES / "illegal-keeps-left-pedro.yaml"
REVOKE = EXAMPLES / "table-revoke.yaml"


def run(*args: str | Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "tutor", "replay", *map(str, args)]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, encoding="utf-8")


def json_lines(*args: str | Path) -> tuple[int, list[dict[str, Any]]]:
    done = run(*args, "--json")
    assert done.stderr == ""
    return done.returncode, [json.loads(line) for line in done.stdout.splitlines()]


def text(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str]:
    status = main(["replay", *map(str, args)])
    return status, capsys.readouterr().out


# --- JSON lines and exit statuses (subprocess) ------------------------------------------------


def test_json_full_hand_one_object_per_move_then_the_score_and_exit_0() -> None:
    status, objects = json_lines(FULL)
    assert status == 0
    *steps, final = objects
    assert len(steps) == 33
    lines = FULL.read_text(encoding="utf-8").splitlines()
    assert steps[9] == {"n": 10, "line": lines.index("  - E play QH") + 1, "move": "E play QH", "legal": True}
    assert all(step["legal"] is True for step in steps)
    assert final["complete"] is True and final["to_move"] is None and final["legal"] == []
    assert (final["phase"], final["bidder"], final["bid"], final["trump"]) == ("complete", "E", 8, "H")
    assert final["counts"] == {"NS": 3, "EW": 11}
    assert final["score"] == {"NS": 0, "EW": 8}
    assert final["points"] == {"high": "NS", "low": "NS", "jack": "EW", "game": "NS",
                               "right_pedro": "EW", "left_pedro": "EW"}
    assert final["made"] is True and final["score_rule"] == "score.made"
    assert final["point_cards"]["left_pedro"] == {"card": "5D", "trick": 3, "winner": "W", "played_by": "E",
                                                  "side": "EW", "rule": "points.capture"}
    assert len(final["tricks"]) == 6 and final["tricks"][0] == {"leader": "E", "cards": ["QH", "4H", "8H", "AH"],
                                                                 "winner": "N"}


def test_json_illegal_move_gives_rule_and_message_then_the_position_before_it_and_exit_1() -> None:
    status, objects = json_lines(ILLEGAL)
    assert status == 1
    *steps, illegal, final = objects
    assert all(step["legal"] for step in steps)
    assert illegal["move"] == "E play 6D" and illegal["legal"] is False
    assert illegal["rule"] == "play.follow-trump"
    assert illegal["message"].endswith("(rule play.follow-trump)")
    assert "5 of diamonds" in illegal["message"]
    assert final["complete"] is False
    assert (final["to_move"], final["legal"]) == ("E", ["play 5D"])


def test_json_position_record_exit_0_with_the_seat_to_move() -> None:
    status, objects = json_lines(POSITION)
    assert status == 0
    final = objects[-1]
    assert (final["complete"], final["phase"], final["to_move"], final["legal"]) == (False, "play", "E", ["play 5D"])
    assert "counts" not in final


def test_json_bidding_position_lists_the_bids_without_the_seat(tmp_path: Path) -> None:
    lines = FULL.read_text(encoding="utf-8").split("  - N pass")[0]
    path = tmp_path / "bidding.yaml"
    path.write_text(lines, encoding="utf-8")
    status, objects = json_lines(path)
    assert status == 0
    assert objects[-1]["to_move"] == "N"
    assert objects[-1]["legal"] == ["pass"] + [f"bid {n}" for n in range(8, 15)]


def test_json_rob_phase_summarises_the_dealers_choice_in_one_line(tmp_path: Path) -> None:
    lines = FULL.read_text(encoding="utf-8").split("  - S rob")[0]
    path = tmp_path / "rob.yaml"
    path.write_text(lines, encoding="utf-8")
    status, objects = json_lines(path)
    assert status == 0
    final = objects[-1]
    assert (final["phase"], final["to_move"]) == ("rob", "S")
    assert final["legal"] == ["rob 2H 3H 4H + any 3 of: 5S 6S 7S JS QS 7D 8D 9D KD 2C 10C"]


def test_json_table_mode_revoke_is_irregular_and_the_claim_takes_the_score_away() -> None:
    status, objects = json_lines(REVOKE)
    assert status == 0
    *steps, final = objects
    revoke = next(step for step in steps if step["move"] == "S play JS")
    assert revoke["legal"] is False and revoke["irregularity"] is True
    assert revoke["rule"] == "play.follow-trump" and revoke["ruling"] == ["play.follow-trump"]
    assert revoke["ruling_messages"][0].endswith("(rule play.follow-trump)")
    claim = steps[-1]
    assert (claim["move"], claim["legal"], claim["ruling"]) == ("E claim revoke", True, ["irregular.revoke"])
    assert final["complete"] is True
    assert final["counts"] == {"NS": 8, "EW": 6}
    assert final["penalised"] == ["NS"]
    assert final["score"] == {"NS": 0, "EW": 0}
    assert final["claims"] == []


def test_json_redeal_names_the_next_dealer(tmp_path: Path) -> None:
    record = FULL.read_text(encoding="utf-8").split("moves:")[0]
    path = tmp_path / "redeal.yaml"
    path.write_text(record.replace("profile: standard", "profile: redeal")
                    + "moves: [W pass, N pass, E pass, S pass]\n", encoding="utf-8")
    status, objects = json_lines(path)
    assert status == 0
    assert (objects[-1]["phase"], objects[-1]["next_dealer"], objects[-1]["to_move"]) == ("redeal", "W", None)


def test_malformed_file_exit_2_names_file_line_and_fault_on_stderr(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(FULL.read_text(encoding="utf-8").replace("  - N pass", "  - N fold"), encoding="utf-8")
    done = run(path, "--json")
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith(f"{path}:17: unknown verb 'fold' in 'N fold'")


def test_malformed_yaml_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("game: cinch\nhands: [AH\n", encoding="utf-8")
    done = run(path)
    assert done.returncode == 2
    assert done.stderr.startswith(f"{path}:3: malformed YAML")


def test_missing_file_exit_2(tmp_path: Path) -> None:
    done = run(tmp_path / "nowhere.yaml")
    assert done.returncode == 2
    assert "nowhere.yaml" in done.stderr and "No such file" in done.stderr


# --- the text report ---------------------------------------------------------------------------


def test_text_reports_each_move_the_position_and_the_score_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = text(capsys, FULL)
    assert status == 0
    result = replay(load_record(FULL))
    assert result.sheet is not None
    rows = out.splitlines()
    for number, step in enumerate(result.steps, start=1):
        caption = explain.describe_move(step.move, "en", step.before)
        assert f"{number:>3}  {step.move}" in rows[number + 1] and rows[number + 1].endswith(f"✓  {caption}")
    assert "  1  W bid 7" in out and "✓  West bids 7" in out
    assert all(line in rows for line in explain.describe_position(result.state, "en"))
    assert all(line in rows for line in explain.describe_score(result.sheet, "en"))
    assert "Left Pedro, the 5 of diamonds (5 points): played by East, won by West in trick 3" in out


def test_text_illegal_move_shows_the_explanation_and_the_position_before(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = text(capsys, ILLEGAL)
    assert status == 1
    line = next(line for line in out.splitlines() if "E play 6D" in line)
    assert "✗" in line
    assert "(rule play.follow-trump)" in out
    assert "S play 3H" not in out
    assert "East must play a trump: the 5 of diamonds (the Left Pedro)." in out


def test_text_table_mode_marks_the_revoke_and_shows_the_ruling(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = text(capsys, REVOKE)
    assert status == 0
    assert "!  South plays the Jack of spades" in out
    assert "(rule irregular.revoke)" in out
    sheet = replay(load_record(REVOKE)).sheet
    assert sheet is not None
    assert all(line in out for line in explain.describe_score(sheet, "en"))


@pytest.mark.parametrize("lang", ["de", "nl", "fr"])
def test_other_languages_differ_from_english_and_hold_no_english_rule_sentence(
    capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    result = replay(load_record(ILLEGAL))
    illegal = result.illegal
    assert illegal is not None and illegal.violation is not None
    english = [explain.describe_violation(illegal.violation, "en", illegal.before),
               *explain.describe_position(result.state, "en")]
    _, out_en = text(capsys, ILLEGAL)
    status, out = text(capsys, ILLEGAL, "--lang", lang)
    assert status == 1
    assert out != out_en
    for sentence in english:
        assert sentence not in out
    assert explain.describe_violation(illegal.violation, lang, illegal.before) in out


def test_german_score_sheet_is_german(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = text(capsys, FULL, "--lang", "de")
    sheet = replay(load_record(FULL)).sheet
    assert sheet is not None
    assert all(line in out for line in explain.describe_score(sheet, "de"))
    assert not any(line in out for line in explain.describe_score(sheet, "en"))
