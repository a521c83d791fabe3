"""``python -m tutor check``: every lesson valid and translated, or every fault as file:line."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tutor import check_cli
from tutor.__main__ import main
from tutor.games import GAMES, find_game
from tutor.games.cinch.questions import Question

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons" / "cinch"


def copy_lessons(tmp_path: Path) -> Path:
    folder = tmp_path / "lessons"
    folder.mkdir()
    for path in sorted(LESSONS.glob("*.yaml")):
        shutil.copy(path, folder / path.name)
    return folder


def line_of(path: Path, fragment: str) -> int:
    lines = [number for number, line in enumerate(path.read_text().splitlines(), start=1) if fragment in line]
    assert len(lines) == 1, (fragment, lines)
    return lines[0]


def test_the_shipped_lessons_pass() -> None:
    result = subprocess.run([sys.executable, "-m", "tutor", "check"], cwd=ROOT,
                            capture_output=True, text=True, check=False)
    assert (result.returncode, result.stderr) == (0, "")
    lessons = len(list((ROOT / "lessons" / "cinch").glob("*.yaml")))
    assert result.stdout.startswith(f"{lessons} lessons, ")
    assert "all valid and translated into nl, de, fr;" in result.stdout


def test_the_coverage_table_lists_every_rule_id_with_its_lessons() -> None:
    result = subprocess.run([sys.executable, "-m", "tutor", "check"], cwd=ROOT,
                            capture_output=True, text=True, check=False)
    lines = result.stdout.splitlines()
    summaries = [number for number, line in enumerate(lines) if " lessons, " in line]
    assert len(summaries) == len(GAMES)
    for game, start, end in zip(GAMES, summaries, [*summaries[1:], len(lines)]):
        table = lines[start + 1:end]
        assert f"rule ids of {game}-rules.md taught" in lines[start]
        assert table[0].split() == ["rule", "id", "taught", "in", "(lesson:", "steps)"]
        assert [line.split()[0] for line in table[1:]] == list(find_game(game).taught)
        assert all(line.split()[1] != "-" for line in table[1:])


def test_a_rule_taught_nowhere_fails_the_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "lessons"
    folder.mkdir()
    source = ROOT / "lessons" / "cinch" / "02-trump-order.yaml"
    (folder / source.name).write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["check", "--lessons", str(folder)]) == 1
    err = capsys.readouterr().err
    assert f"{folder}: rule irregular.revoke is taught by no step of any lesson" in err


def test_a_broken_copy_fails_with_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = copy_lessons(tmp_path)
    path = folder / "03-follow-trump.yaml"
    path.write_text(path.read_text().replace("- S play JS", "- S play KD  # must follow spades"))
    assert main(["check", "--no-coverage", "--lessons", str(folder)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    [fault] = err.splitlines()
    assert fault.startswith(f"{path}:{line_of(path, 'must follow spades')}: the engine refuses 'S play KD': ")
    assert fault.endswith("(rule play.follow-or-trump)")


def test_every_fault_of_every_lesson_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = copy_lessons(tmp_path)
    first, second = folder / "02-trump-order.yaml", folder / "03-follow-trump.yaml"
    first.write_text(first.read_text().replace("seat: S\nrecords:", "seat: X\nrecords:"))
    second.write_text(second.read_text().replace("question: legal-cards", "question: legal-card"))
    assert main(["check", "--no-coverage", "--lessons", str(folder)]) == 1
    assert capsys.readouterr().err.splitlines() == [
        f"{first}:{line_of(first, 'seat: X')}: unknown seat: 'X' is not a seat: expected one of N, E, S, W",
        f"{second}:{line_of(second, 'question: legal-card')}: unknown question 'legal-card': expected one of "
        + ", ".join(question.value for question in Question),
    ]


def test_an_untranslated_text_is_a_fault_per_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = copy_lessons(tmp_path)
    path = folder / "03-follow-trump.yaml"
    path.write_text(path.read_text().replace("  - do: Play a card.\n", "  - do: Play any card.\n"))
    assert main(["check", "--no-coverage", "--lessons", str(folder)]) == 1
    line = line_of(path, "do: Play any card.")
    assert capsys.readouterr().err.splitlines() == [
        f"{path}:{line}: steps[7].do is not translated into {lang}: 'Play any card.'" for lang in ("nl", "de", "fr")
    ]


def test_a_folder_that_does_not_exist_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--lessons", str(tmp_path / "nowhere")]) == 2
    assert "not a folder" in capsys.readouterr().err


def test_a_registered_game_without_lessons_says_so(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    cinch = find_game("cinch")
    other = dataclasses.replace(cinch, name="other", title="Other")
    monkeypatch.setattr(check_cli, "games", lambda: (cinch, other))
    assert main(["check"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{len(list(LESSONS.glob('*.yaml')))} lessons, ")
    assert out[-1] == "Other: no lessons yet"
