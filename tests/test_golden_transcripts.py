"""Golden transcripts: each lesson played through the engine must read exactly as its reviewed
transcript in ``tests/golden/``. After a deliberate change, regenerate them with
``python -m tutor transcript --write tests/golden`` and review the diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor import i18n
from tutor.lessons import Lesson, load_lessons
from tutor.transcript import transcript

GOLDEN = Path(__file__).resolve().parent / "golden"
LESSONS = [item for item in load_lessons() if isinstance(item, Lesson)]
REGENERATE = "regenerate with `python -m tutor transcript --write tests/golden` and review the diff"


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_lesson_plays_as_its_golden_transcript(lesson: Lesson) -> None:
    golden = GOLDEN / f"{lesson.id}.txt"
    assert golden.exists(), f"no golden transcript for {lesson.id}: {REGENERATE}"
    assert transcript(lesson) == golden.read_text(encoding="utf-8"), REGENERATE


def test_every_golden_transcript_belongs_to_a_lesson() -> None:
    assert sorted(path.stem for path in GOLDEN.glob("*.txt")) == sorted(lesson.id for lesson in LESSONS)


def test_transcripts_exist_in_every_language() -> None:
    for lang in i18n.LANGUAGES:
        text = transcript(LESSONS[0], lang)
        assert text.startswith(f"lesson {LESSONS[0].id} ")
        assert "step 1 [" in text
