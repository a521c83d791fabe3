"""The Coinche engine's ``python -m tutor replay FILE --json`` held to the independent oracle.

(a) Every record in examples/records/coinche: the engine's JSON objects, reduced to the keys the
    spec requires, equal the oracle's (the ``legal`` lists compared as sorted lists), and so do the
    golden files tests/golden/coinche-replay/<name>.jsonl; the exit status is 0 or 1 as the spec
    says.
(b) A seeded differential test: random deals, random profiles and random move sequences (mostly
    legal moves from the oracle's legal list, sometimes one illegal move, sometimes cut early),
    written as record files and replayed by the real command. The records are chosen to cover
    every verdict and option (``coinche_oracle.differential_records``); the number of subprocesses
    is bounded (COINCHE_DIFF_COUNT, default 60; COINCHE_DIFF_SEED, default 2026) and they run two
    at a time.
(c) Malformed files: exit status 2 and a message on stderr naming the file and the line.

The same comparison can be done in-process with ``coinche_oracle.compare_replay(record, objects,
status)`` once the engine offers a function that returns the JSON objects.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

import coinche_oracle as oracle  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "examples" / "records" / "coinche"
GOLDEN = ROOT / "tests" / "golden" / "coinche-replay"
DIFF_COUNT = int(os.environ.get("COINCHE_DIFF_COUNT", "60"))
DIFF_SEED = int(os.environ.get("COINCHE_DIFF_SEED", "2026"))


def replay(path: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "tutor", "replay", str(path), "--json"]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, encoding="utf-8", timeout=60)


def json_objects(done: subprocess.CompletedProcess[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def describe(done: subprocess.CompletedProcess[str]) -> str:
    return f"exit {done.returncode}; stderr: {done.stderr[-1500:]!r}"


# --- (a) the example records ----------------------------------------------------------------


def example_records() -> list[Path]:
    return sorted(RECORDS.glob("*.yaml"))


@pytest.mark.parametrize("path", example_records(), ids=lambda p: p.stem)
def test_example_record_replays_as_the_oracle_says(path: Path) -> None:
    rec = yaml.safe_load(path.read_text(encoding="utf-8"))
    expected = oracle.replay_record(rec)
    done = replay(path)
    assert done.returncode == expected.status, describe(done)
    objects = json_objects(done)
    problems = oracle.compare_replay(rec, objects, done.returncode)
    assert problems == [], "\n".join(problems)
    # The golden file (the oracle's output, required keys only) says the same.
    golden = [json.loads(line) for line in (GOLDEN / f"{path.stem}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(golden) == len(objects)
    for index, (want, got) in enumerate(zip(golden, objects)):
        view = oracle.required_view(got, index == len(objects) - 1)
        if "legal" in view and isinstance(view["legal"], list):
            view["legal"], want["legal"] = sorted(view["legal"]), sorted(want["legal"])
        view["move"] = view.get("move") and oracle.normal_move(view["move"])
        want["move"] = want.get("move") and oracle.normal_move(want["move"])
        assert view == want, f"object {index + 1}"


def test_example_records_every_golden_file_has_its_record() -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.jsonl")) == [p.stem for p in example_records()]


# --- (b) the seeded differential test -------------------------------------------------------


def test_random_records_replay_as_the_oracle_says(tmp_path: Path) -> None:
    records = oracle.differential_records(DIFF_SEED, DIFF_COUNT)
    paths = []
    for number, rec in enumerate(records, 1):
        path = tmp_path / f"random-{number:03}.yaml"
        path.write_text(oracle.record_to_yaml(rec), encoding="utf-8")
        paths.append(path)
    with ThreadPoolExecutor(max_workers=2) as pool:
        runs = list(pool.map(replay, paths))
    failures = []
    for path, rec, done in zip(paths, records, runs):
        try:
            problems = oracle.compare_replay(rec, json_objects(done), done.returncode)
        except json.JSONDecodeError:
            problems = [f"output is not JSON lines: {done.stdout[:300]!r}; {describe(done)}"]
        if problems:
            failures.append(f"--- {path.name} ({describe(done)[:300]})\n" + "\n".join(problems[:5])
                            + "\n" + oracle.record_to_yaml(rec))
    assert not failures, f"{len(failures)} of {len(records)} records differ; the first three:\n" + "\n".join(failures[:3])


def test_random_records_cover_every_verdict_and_option() -> None:
    """The differential sample itself (no engine needed): every rule that a move can break and
    every non-default option value appears in it."""
    features = set().union(*(oracle.record_features(rec) for rec in oracle.differential_records(DIFF_SEED, DIFF_COUNT)))
    rules = {"turn.order", "turn.own-card", "bid.range", "bid.must-top", "bid.coinche", "bid.surcoinche",
             "play.follow-suit", "play.must-trump", "play.overtrump", "play.undertrump", "play.belote"}
    assert {f"rule {rule}" for rule in rules} <= features
    options = {f"option {name}={value}" for name, values in oracle.OPTIONS.items()
               if values for value in values[1:]}
    assert options <= features
    assert {"status 0", "status 1", "thrown in", "made True", "made False", "multiplier 2",
            "capot True", "value capot", "position auction", "position play"} <= features


# --- (c) malformed files ----------------------------------------------------------------------

GOOD = (RECORDS / "spec-example.yaml").read_text(encoding="utf-8") if (RECORDS / "spec-example.yaml").is_file() else ""


def line_of(text: str, fragment: str) -> int:
    """The 1-based line of the first line containing ``fragment``."""
    return next(i for i, line in enumerate(text.splitlines(), 1) if fragment in line)


def malformed_cases() -> list[tuple[str, str, list[int]]]:
    """(name, text, the acceptable fault lines)."""
    good = GOOD
    cases = []

    def edit(old: str, new: str) -> str:
        assert old in good, old
        return good.replace(old, new, 1)

    text = edit("N: [QS, 8S,", "N: [6H, 8S,")
    cases.append(("unknown-card-6H", text, [line_of(text, "N: [6H")]))
    text = edit("N: [QS, 8S,", "N: [AS, 8S,")  # AS twice (N and E); QS missing
    cases.append(("card-twice", text, [line_of(text, "N: [AS"), line_of(text, "E: [AS")]))
    text = edit("QC, 7C]", "QC]")
    cases.append(("hand-of-seven", text, [line_of(text, "N: [QS")]))
    text = edit("  - W pass\n", "  - W double\n")
    cases.append(("unknown-verb", text, [line_of(text, "W double")]))
    text = edit("  - N bid 100 H", "  - N bid 100")
    cases.append(("bid-without-suit", text, [line_of(text, "N bid 100")]))
    text = edit("hands:\n", "stock: [AH]\nhands:\n")
    cases.append(("non-empty-stock", text, [line_of(text, "stock:")]))
    text = edit("  - N bid 100 H", "  - N bid 100 X")
    cases.append(("bid-unknown-suit", text, [line_of(text, "N bid 100 X")]))
    text = edit("  - W pass\n", "  - Z pass\n")
    cases.append(("unknown-seat", text, [line_of(text, "Z pass")]))
    text = edit("  - S play JC", "  - S play JC belote")
    cases.append(("word-after-card-in-the-default-profile", text, [line_of(text, "S play JC belote")]))
    return cases


@pytest.mark.parametrize("name,text,lines", malformed_cases(), ids=[c[0] for c in malformed_cases()])
def test_malformed_record_exit_2_names_the_file_and_the_line(tmp_path: Path, name: str, text: str,
                                                             lines: list[int]) -> None:
    rec = yaml.safe_load(text)
    assert oracle.expected_status(rec) == 2  # the oracle agrees it is malformed
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    done = replay(path)
    assert done.returncode == 2, describe(done)
    assert path.name in done.stderr, describe(done)
    assert any(re.search(rf"(:{n}\b|\bline {n}\b)", done.stderr) for n in lines), (lines, describe(done))
