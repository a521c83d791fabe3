"""Hostile YAML never crashes or hangs the tutor (robustness review, sections 1 and 2).

Every input of section 1 is a malformed record: ``python -m tutor replay`` exits with status 2
and one line naming the file and the line, in bounded time and memory; the same values inside
a lesson make ``python -m tutor check`` report that lesson and go on with the others; an
uploaded record is read from its bytes within the same limits (`tutor.records.parse_uploaded`).

Each run is a subprocess with a timeout, so a segmentation fault or a hang fails the test
instead of taking pytest down with it; the timeouts are generous and no test asserts a time.
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tutor import records
from tutor.lessons import BrokenLesson, Lesson, load_lessons
from tutor.yaml_nodes import MAX_FAULTS

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "examples" / "records" / "full-hand.yaml"
LESSON = ROOT / "lessons" / "cinch" / "03-follow-trump.yaml"
TIMEOUT = 20
"""Seconds a run may take before it counts as a hang (a normal one takes well under one)."""
MEMORY = 1 << 30
"""Bytes of address space a run may use (the review saw 5.5 GB)."""


def record_text() -> str:
    return RECORD.read_text(encoding="utf-8")


def line_of(text: str, fragment: str) -> int:
    """The line (from 1) of the first line of `text` holding `fragment`."""
    return next(number for number, line in enumerate(text.splitlines(), start=1) if fragment in line)


def with_profile(value: str) -> tuple[str, int]:
    """The example record with ``profile: <value>``, and the profile's line."""
    text = record_text().replace("profile: standard", f"profile: {value}")
    return text, line_of(text, "profile:")


def replacing(key: str, value: str) -> tuple[str, int]:
    """The example record with the whole value of `key` (and its indented lines) replaced."""
    lines, out, skipping = record_text().splitlines(), [], False
    for line in lines:
        if skipping and line.startswith((" ", "#")):
            continue
        skipping = line.startswith(f"{key}:")
        out.append(f"{key}: {value}" if skipping else line)
    text = "\n".join(out) + "\n"
    return text, line_of(text, f"{key}:")


def alias_bomb(levels: int = 9, width: int = 10) -> str:
    """A "billion laughs" flow list: each level an anchored list of `width` aliases of the one below."""
    parts = ["&l0 [lol]"] + [f"&l{n} [" + ", ".join([f"*l{n - 1}"] * width) + "]" for n in range(1, levels + 1)]
    return "[" + ", ".join(parts) + "]"


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def block_nesting(depth: int) -> tuple[str, int]:
    """A profile of block lists nested `depth` deep, one ``-`` a line; the fault is on the line
    where the nesting passes 64 (the record's mapping is the first level, the profile's list the second)."""
    text, line = with_profile("\n" + "".join(" " * n + "-\n" for n in range(2, depth + 2)))
    return text, line + 64


def in_title(character: str) -> tuple[str, int]:
    text = record_text().replace("title: East bids", f"title: East{character} bids")
    return text, line_of(text, "title:")


HOSTILE: dict[str, Callable[[], tuple[str, int]]] = {
    "ESC control character": lambda: ("game: cinch\x1b\n", 1),
    "NUL character": lambda: ("game: cinch\x00\n", 1),
    "C1 control character": lambda: ("game: cinch\x9b\n", 1),
    "ESC in the title": lambda: in_title("\x1b"),
    "NUL in the title": lambda: in_title("\x00"),
    "python/object/apply tag": lambda: with_profile("{target: !!python/object/apply:os.system [id]}"),
    "python/name tag": lambda: with_profile("{target: !!python/name:os.system ''}"),
    "python/object/new tag": lambda: with_profile("{target: !!python/object/new:str [x]}"),
    "custom tag": lambda: with_profile("{target: !custom 5}"),
    "!!int that is no number": lambda: with_profile("{target: !!int x}"),
    "!!float that is no number": lambda: with_profile("{target: !!float abc}"),
    "!!timestamp of no date": lambda: with_profile("{target: !!timestamp 2001-13-45}"),
    "date of no day, untagged": lambda: with_profile("{target: 2001-13-45}"),
    "!!bool that is neither": lambda: with_profile("{target: !!bool maybe}"),
    "!!binary with bad base64": lambda: with_profile("{target: !!binary '@@@ not base64 @@@'}"),
    "malformed !!omap": lambda: with_profile("{target: !!omap [a, b]}"),
    "recursive alias": lambda: with_profile("{target: &r [*r]}"),
    "5,000-digit min_bid": lambda: with_profile("{min_bid: " + "7" * 5000 + "}"),
    "5,000-digit target": lambda: with_profile("{target: " + "9" * 5000 + "}"),
    "nesting 1,000 deep": lambda: with_profile("{target: " + nested(1000) + "}"),
    "nesting 100,000 deep": lambda: with_profile("{target: " + nested(100_000) + "}"),
    "block nesting 1,000 deep": lambda: block_nesting(1000),
    "alias bomb in title": lambda: replacing("title", alias_bomb()),
    "alias bomb in profile": lambda: replacing("profile", alias_bomb()),
    "alias bomb in a profile option": lambda: with_profile("{target: " + alias_bomb() + "}"),
    "alias bomb in hands": lambda: replacing("hands", alias_bomb()),
    "alias bomb in moves": lambda: replacing("moves", alias_bomb()),
}


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run_tutor(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m tutor ARGS`` in a subprocess with a time and a memory limit; a hang fails."""
    try:
        return subprocess.run([sys.executable, "-m", "tutor", *args], cwd=ROOT, capture_output=True,
                              text=True, timeout=TIMEOUT, check=False, preexec_fn=_limits)
    except subprocess.TimeoutExpired:
        pytest.fail(f"python -m tutor {' '.join(args)} did not end within {TIMEOUT} s")


def assert_refused_in_one_line(done: subprocess.CompletedProcess[str], file: str, line: int) -> None:
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.returncode == 2, (done.returncode, done.stderr[-2000:])
    assert done.stdout == ""
    [message] = done.stderr.splitlines()
    assert message.startswith(f"{file}:{line}: "), message
    assert len(message) - len(file) < 160, message


@pytest.mark.parametrize("case", HOSTILE)
def test_replay_refuses_a_hostile_record_with_status_2_and_one_line(tmp_path: Path, case: str) -> None:
    text, line = HOSTILE[case]()
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    assert_refused_in_one_line(run_tutor("replay", str(path), "--json"), str(path), line)


def test_replay_refuses_a_named_pipe_without_waiting_for_a_writer(tmp_path: Path) -> None:
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    done = run_tutor("replay", str(path))
    assert_refused_in_one_line(done, str(path), 1)
    assert "named pipe" in done.stderr


def test_replay_refuses_dev_zero_without_reading_it() -> None:
    done = run_tutor("replay", "/dev/zero")
    assert_refused_in_one_line(done, "/dev/zero", 1)
    assert "device" in done.stderr


def test_replay_refuses_a_folder(tmp_path: Path) -> None:
    done = run_tutor("replay", str(tmp_path))
    assert_refused_in_one_line(done, str(tmp_path), 1)
    assert "folder" in done.stderr


def test_replay_refuses_a_record_larger_than_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "large.yaml"
    path.write_text(record_text() + "# padding\n" * (records.MAX_BYTES // 10), encoding="utf-8")
    done = run_tutor("replay", str(path))
    assert_refused_in_one_line(done, str(path), 1)
    assert f"larger than {records.MAX_BYTES:,} bytes" in done.stderr


def test_a_record_with_thousands_of_faults_lists_a_bounded_number(tmp_path: Path) -> None:
    text, line = replacing("hands", "{N: [" + ", ".join(["XX"] * 5000) + "]}")
    path = tmp_path / "many.yaml"
    path.write_text(text, encoding="utf-8")
    done = run_tutor("replay", str(path))
    assert (done.returncode, "Traceback" in done.stderr) == (2, False)
    faults = done.stderr.splitlines()
    assert len(faults) == MAX_FAULTS + 1
    assert faults[-1] == f"{path}:{line}: more faults from this line on: only the first {MAX_FAULTS} are listed"


def test_replay_still_reads_the_example_records() -> None:
    done = run_tutor("replay", str(RECORD))
    assert (done.returncode, done.stderr) == (0, "")


# --- an uploaded record ---------------------------------------------------------------------


def test_an_uploaded_record_is_read_from_its_bytes() -> None:
    record = records.parse_uploaded(RECORD.read_bytes(), "my hand.yaml")
    assert record.file == "my hand.yaml" and record.game == "cinch"


def test_an_uploaded_record_too_large_is_refused_before_decoding() -> None:
    data = b"\xff" * (records.MAX_BYTES + 1)  # not UTF-8 either: the size is checked first
    with pytest.raises(records.RecordError) as caught:
        records.parse_uploaded(data, "big.yaml")
    [fault] = caught.value.faults
    assert (fault.file, fault.line) == ("big.yaml", 1) and "larger than" in fault.message


def test_an_uploaded_record_that_is_not_utf8_is_a_fault_with_its_line() -> None:
    with pytest.raises(records.RecordError) as caught:
        records.parse_uploaded(b"game: cinch\ntitle: caf\xe9\n", "latin1.yaml")
    assert [str(fault) for fault in caught.value.faults] == ["latin1.yaml:2: the file is not UTF-8 text"]


@pytest.mark.parametrize("case", ["python/object/apply tag", "5,000-digit target", "recursive alias",
                                  "alias bomb in a profile option", "nesting 1,000 deep", "ESC in the title"])
def test_an_uploaded_hostile_record_is_a_record_error_with_its_line(case: str) -> None:
    text, line = HOSTILE[case]()
    with pytest.raises(records.RecordError) as caught:
        records.parse_uploaded(text.encode("utf-8"), "upload.yaml")
    [fault] = caught.value.faults
    assert (fault.file, fault.line) == ("upload.yaml", line)


# --- lessons and check ----------------------------------------------------------------------


def lesson_with(old: str, new: str) -> str:
    text = LESSON.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


HOSTILE_LESSONS: dict[str, Callable[[], str]] = {
    "python-tag": lambda: lesson_with("    dealer: E\n", "    profile: {target: !!python/object/apply:os.system [id]}\n"
                                                      "    dealer: E\n"),
    "huge-target": lambda: lesson_with("    dealer: E\n", "    profile: {target: " + "9" * 5000 + "}\n    dealer: E\n"),
    "deep-profile": lambda: lesson_with("    dealer: E\n", "    profile: " + nested(100_000) + "\n    dealer: E\n"),
    "deep-profile-1000": lambda: lesson_with("    dealer: E\n", "    profile: " + nested(1000) + "\n    dealer: E\n"),
    "huge-order": lambda: lesson_with("order: 3\n", "order: " + "3" * 4400 + "\n"),
    "huge-play": lambda: lesson_with("    play: 9\n", "    play: " + "9" * 4400 + "\n"),
    "alias-bomb": lambda: lesson_with("    dealer: E\n", "    profile: {target: " + alias_bomb() + "}\n    dealer: E\n"),
    "control-character": lambda: lesson_with("title: Following", "title: Follow\x1bing"),
}


def hostile_lesson_folder(tmp_path: Path, cases: list[str]) -> Path:
    """A lessons folder with the good lesson and one hostile copy of it per case, each its own id."""
    folder = tmp_path / "lessons"
    folder.mkdir()
    shutil.copy(LESSON, folder / "00-good.yaml")
    for number, case in enumerate(cases, start=1):
        text = HOSTILE_LESSONS[case]().replace("id: follow-trump", f"id: hostile-{number}")
        (folder / f"{number:02}-{case}.yaml").write_text(text, encoding="utf-8")
    return folder


def test_check_reports_every_hostile_lesson_and_goes_on_with_the_others(tmp_path: Path) -> None:
    folder = hostile_lesson_folder(tmp_path, list(HOSTILE_LESSONS))
    os.mkfifo(folder / "99-pipe.yaml")
    done = run_tutor("check", "--no-coverage", "--lessons", str(folder))
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.returncode == 1, done.stderr[-2000:]
    named = {line.split(":")[0] for line in done.stderr.splitlines()}
    assert {Path(name).name for name in named} == {path.name for path in folder.iterdir()} - {"00-good.yaml"}
    assert all(len(line) < 300 for line in done.stderr.splitlines())


def test_the_other_lessons_load_beside_hostile_ones(tmp_path: Path) -> None:
    # in process: only cases that raised an exception before (no crash, no hang, no FIFO)
    cases = ["python-tag", "huge-target", "deep-profile-1000", "huge-order", "huge-play", "control-character"]
    loaded = load_lessons(hostile_lesson_folder(tmp_path, cases))
    assert [type(item) for item in loaded] == [Lesson] + [BrokenLesson] * len(cases)
    assert all(broken.faults for broken in loaded[1:] if isinstance(broken, BrokenLesson))
