"""Coinche deal records (`docs/coinche-records.md`): reading, faults with file and line, writing
back, and the replay's exit statuses."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.records import RecordError, load_record, parse_record, record_to_yaml

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "records" / "coinche"

GOOD = """\
game: coinche
dealer: E
hands:
  N: [QS, 8S, AH, KD, 9D, 7D, QC, 7C]
  E: [AS, JS, 9S, 10H, AD, JD, 8D, AC]
  S: [KS, 10S, 7S, KH, QH, JH, KC, JC]
  W: [9H, 8H, 7H, QD, 10D, 10C, 9C, 8C]
moves:
  - S bid 80 H
  - W pass
"""


def faults(text: str) -> list[str]:
    with pytest.raises(RecordError) as refused:
        parse_record(text, "deal.yaml")
    return [str(fault) for fault in refused.value.faults]


def test_a_record_reads_and_writes_back() -> None:
    record = parse_record(GOOD, "deal.yaml")
    assert record.game == "coinche" and str(record.dealer) == "E"
    assert [str(recorded.move) for recorded in record.moves] == ["S bid 80 H", "W pass"]
    assert parse_record(record_to_yaml(record)) == record


def test_every_example_record_reads() -> None:
    paths = sorted(EXAMPLES.glob("*.yaml"))
    assert len(paths) >= 8
    for path in paths:
        assert load_record(path).game == "coinche"


@pytest.mark.parametrize(("change", "fault"), [
    (("QS, 8S", "6S, 8S"), "deal.yaml:4: unknown card in N's hand: 6S is not in the 32-card pack (rank.pack)"),
    (("QS, 8S", "JS, 8S"), "deal.yaml:5: JS is written twice: in N's hand (line 4) and in E's hand (line 5)"),
    (("QC, 7C]", "QC]"), "deal.yaml:4: N's hand has 7 cards: each seat is dealt 8 (deal.packets"),
    (("W pass", "W fold"), "deal.yaml:10: unknown verb 'fold'"),
    (("S bid 80 H", "S bid 80"), "deal.yaml:9: 'S bid 80': expected a number (or capot) and a suit"),
    (("S bid 80 H", "S bid 80 X"), "deal.yaml:9: 'S bid 80 X': 'X' is not a suit"),
    (("dealer: E", "dealer: X"), "deal.yaml:2: unknown seat"),
    (("moves:", "stock: [7C]\nmoves:"), "deal.yaml:8: the stock must be empty"),
    (("W pass", "W play 9H belote"), "deal.yaml:10: W play 9H belote: under 'belote: automatic'"),
    (("game: coinche", "game: coinche\nprofile: {surcoinche: x5}"), "deal.yaml:2: house rule 'surcoinche' cannot be 'x5'"),
])
def test_a_malformed_record_names_the_file_the_line_and_the_fault(change: tuple[str, str], fault: str) -> None:
    found = faults(GOOD.replace(*change))
    assert any(line.startswith(fault) for line in found), found


def test_a_declared_belote_word_is_read_under_the_option() -> None:
    text = GOOD.replace("game: coinche", "game: coinche\nprofile: {belote: declared}").replace(
        "W pass", "W pass\n  - N pass\n  - E pass\n  - S play KH belote")
    record = parse_record(text)
    assert str(record.moves[-1].move) == "S play KH belote"


def replay(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tutor", "replay", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)


def test_replay_json_ends_with_the_spec_example_final_object() -> None:
    done = replay(str(EXAMPLES / "spec-example.yaml"), "--json")
    assert done.returncode == 0, done.stderr
    final = json.loads(done.stdout.splitlines()[-1])
    expected = {"complete": True, "to_move": None, "legal": [], "points": {"NS": 99, "EW": 63}, "belote": "NS",
                "capot": None, "made": True, "score": {"NS": 319, "EW": 63}}
    assert {key: final[key] for key in expected} == expected
    assert {key: final["contract"][key] for key in ("side", "value", "suit", "coinche")} == {
        "side": "NS", "value": 100, "suit": "H", "coinche": 2}
    moves = [json.loads(line) for line in done.stdout.splitlines()[:-1]]
    assert [entry.get("announce") for entry in moves if "announce" in entry] == ["belote", "rebelote"]


def test_replay_an_illegal_move_exit_1_with_the_rule_and_a_sentence(tmp_path: Path) -> None:
    path = tmp_path / "illegal.yaml"
    path.write_text(GOOD.replace("W pass", "W bid 85 S"), encoding="utf-8")
    done = replay(str(path), "--json", "--lang", "fr")
    assert done.returncode == 1
    refused = json.loads(done.stdout.splitlines()[-2])
    assert refused["legal"] is False and refused["rule"] == "bid.range" and refused["message"]
    final = json.loads(done.stdout.splitlines()[-1])
    assert final["complete"] is False and final["to_move"] == "W"


def test_replay_a_malformed_record_exit_2_naming_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(GOOD.replace("QS, 8S", "6S, 8S"), encoding="utf-8")
    done = replay(str(path))
    assert done.returncode == 2
    assert f"{path}:4:" in done.stderr and "6S" in done.stderr


def test_replay_a_revoke_found_late_in_table_mode() -> None:
    done = replay(str(EXAMPLES / "table" / "revoke-found-late.yaml"), "--json")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    revoke, claim, final = lines[5], lines[7], lines[-1]
    assert revoke["legal"] is False and revoke["rule"] == "play.follow-suit" and revoke["irregularity"] is True
    assert claim["ruling"] == ["irregular.revoke"] and claim["ruling_messages"]
    assert final["complete"] is True and final["penalty"] == "EW"
    assert final["made"] is True and final["score"] == {"NS": 262, "EW": 0}
