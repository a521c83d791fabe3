"""The progress store (`tutor.store`): schema and migrations, learners, lessons, answers, resets,
export, streak, and no committed answer (nor scheduler card) lost to two writers at once or to a
killed process. The tests that take `store` run on both databases, SQLite and PostgreSQL
(`store_target` in conftest.py); those of the SQLite file itself (its path, WAL, a file frozen
from version 1) take `path`."""

from __future__ import annotations

import json
import multiprocessing
import multiprocessing.synchronize
import os
import signal
import sqlite3
import sys
import threading
import time
import types
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta, timezone
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import pytest

from tutor import store as store_module
from tutor.review_cards import rate
from tutor.store import (
    MIGRATIONS,
    NAME_MAX,
    SCHEMA_VERSION,
    AnswerRow,
    Learner,
    LearnerNameError,
    Store,
    StoreError,
    StoreVersionError,
    data_folder,
)

T0 = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)
SPAWN = multiprocessing.get_context("spawn")


@pytest.fixture(autouse=True)
def plain_main_module(monkeypatch: pytest.MonkeyPatch) -> None:
    """Spawned writers must not re-run the parent's ``__main__``: after an AppTest that is the
    Streamlit script last run, which cannot run on its own (``NameError: __args``)."""
    monkeypatch.setitem(sys.modules, "__main__", types.ModuleType("__main__"))


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "progress.sqlite3"


@pytest.fixture
def store(store_target: dict[str, Any]) -> Iterator[Store]:
    opened = Store(**store_target)
    yield opened
    opened.close()


@pytest.fixture
def anna(store: Store) -> Learner:
    return store.add_learner("Anna")


def utc(*fields: int) -> datetime:
    return datetime(*fields, tzinfo=UTC)


def raw(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


def integrity_error(store: Store) -> type[Exception]:
    """The driver's exception for a row that breaks a constraint, the `StoreError`'s cause."""
    if store.backend == "sqlite":
        return sqlite3.IntegrityError
    import psycopg

    return psycopg.IntegrityError


def refused_as_other(refused: pytest.ExceptionInfo[StoreError], store: Store) -> None:
    assert refused.value.reason == "other"
    assert isinstance(refused.value.__cause__, integrity_error(store))


# --- where the file is ----------------------------------------------------------------------------


def test_tutor_data_dir_moves_the_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TUTOR_DATA_DIR", str(tmp_path / "elsewhere"))
    opened = Store.default()
    try:
        assert opened.path == tmp_path / "elsewhere" / "progress.sqlite3"
        assert opened.path.is_file()
    finally:
        opened.close()


def test_without_tutor_data_dir_the_file_is_in_the_users_share_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("TUTOR_DATA_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_folder() == tmp_path / ".local/share/cinch-tutor"
    opened = Store()
    try:
        assert opened.path == tmp_path / ".local/share/cinch-tutor/progress.sqlite3"
        assert opened.path.is_file()
    finally:
        opened.close()


# --- schema ---------------------------------------------------------------------------------------


def test_a_new_file_gets_the_latest_schema_in_wal_mode(path: Path) -> None:
    Store(path).close()
    connection = raw(path)
    assert SCHEMA_VERSION == len(MIGRATIONS) >= 2
    assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    tables = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    assert {name for (name,) in tables} == {
        "learners", "steps", "finished", "answers", "cards", "reviews", "preferences",
        "played_hands",
    }


# The schema the first version of the tutor wrote, frozen here as the file a learner may still have.
VERSION_1 = """
CREATE TABLE learners (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, created TEXT NOT NULL);
CREATE TABLE steps (id INTEGER PRIMARY KEY,
    learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE, lesson TEXT NOT NULL,
    step INTEGER NOT NULL, correct INTEGER NOT NULL CHECK (correct IN (0, 1)), at TEXT NOT NULL);
CREATE INDEX steps_by_learner ON steps (learner, lesson);
CREATE TABLE finished (id INTEGER PRIMARY KEY,
    learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE, lesson TEXT NOT NULL,
    at TEXT NOT NULL);
CREATE INDEX finished_by_learner ON finished (learner, lesson);
CREATE TABLE answers (id INTEGER PRIMARY KEY,
    learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE, code TEXT NOT NULL,
    concept TEXT NOT NULL, correct INTEGER NOT NULL CHECK (correct IN (0, 1)), at TEXT NOT NULL);
CREATE INDEX answers_by_learner ON answers (learner, concept, at);
INSERT INTO learners VALUES (1, 'Anna', '2025-03-01T09:00:00.000000+00:00');
INSERT INTO learners VALUES (2, 'Bert', '2025-03-02T09:00:00.000000+00:00');
INSERT INTO steps VALUES (1, 1, 'ranking', 0, 1, '2025-03-01T09:05:00.000000+00:00');
INSERT INTO steps VALUES (2, 1, 'ranking', 1, 0, '2025-03-01T09:06:00.000000+00:00');
INSERT INTO finished VALUES (1, 1, 'ranking', '2025-03-01T09:10:00.000000+00:00');
INSERT INTO answers VALUES
    (1, 1, 'rank-1', 'rank.left-pedro', 0, '2025-03-01T10:00:00.000000+00:00'),
    (2, 1, 'rank-2', 'rank.left-pedro', 1, '2025-03-01T10:05:00.000000+00:00'),
    (3, 2, 'play-1', 'play.follow-trump', 1, '2025-03-02T10:00:00.000000+00:00');
PRAGMA user_version = 1;
"""


def test_a_version_1_file_is_migrated_without_losing_anything(path: Path) -> None:
    raw(path).executescript(VERSION_1)
    opened = Store(path)
    try:
        assert raw(path).execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        assert [learner.name for learner in opened.learners()] == ["Anna", "Bert"]
        anna = opened.learner("Anna")
        assert anna is not None and anna.created == utc(2025, 3, 1, 9)
        assert opened.lessons_done(anna.id) == {"ranking": utc(2025, 3, 1, 9, 10)}
        exported = opened.export(anna.id)
        assert [(s["step"], s["correct"]) for s in exported["steps"]] == [(0, True), (1, False)]
        assert opened.answers(anna.id) == [
            AnswerRow("rank-1", "rank.left-pedro", False, utc(2025, 3, 1, 10)),
            AnswerRow("rank-2", "rank.left-pedro", True, utc(2025, 3, 1, 10, 5)),
        ]
        # Version 2 schedules what was answered before it existed: the answers, replayed.
        first, _ = rate(None, False, utc(2025, 3, 1, 10))
        replayed, _ = rate(first, True, utc(2025, 3, 1, 10, 5))
        assert opened.cards(anna.id) == {"rank.left-pedro": replayed}
        assert [review["rating"] for review in exported["reviews"]] == [1, 3]
        bert = opened.learner("Bert")
        assert bert is not None and set(opened.cards(bert.id)) == {"play.follow-trump"}
    finally:
        opened.close()


def test_the_progress_of_an_old_file_is_found_under_cinch(path: Path) -> None:
    raw(path).executescript(VERSION_1)
    Store(path).close()
    connection = raw(path)
    for table in ("steps", "finished", "answers", "cards", "reviews"):
        games = connection.execute(f"SELECT DISTINCT game FROM {table}").fetchall()
        assert games == [("cinch",)], table
    opened = Store(path)
    try:
        anna = opened.learner("Anna")
        assert anna is not None
        assert [row.code for row in opened.answers(anna.id, game="cinch")] == ["rank-1", "rank-2"]
        assert set(opened.cards(anna.id, game="cinch")) == {"rank.left-pedro"}
        assert opened.export(anna.id, game="cinch")["game"] == "cinch"
        assert len(opened.export(anna.id, game="cinch")["reviews"]) == 2
    finally:
        opened.close()


def test_a_version_2_file_keeps_its_cards_under_cinch(path: Path) -> None:
    raw(path).executescript(VERSION_1)
    store_module._open(path, MIGRATIONS[:2]).close()
    before = raw(path).execute("SELECT learner, concept, card FROM cards ORDER BY learner").fetchall()
    Store(path).close()
    after = raw(path).execute("SELECT learner, concept, card, game FROM cards ORDER BY learner").fetchall()
    assert after == [(*row, "cinch") for row in before]


def test_a_version_3_file_keeps_everything_and_gains_preferences(path: Path) -> None:
    raw(path).executescript(VERSION_1)
    store_module._open(path, MIGRATIONS[:3]).close()
    tables = ("learners", "steps", "finished", "answers", "cards", "reviews")
    columns = {"learners": "id, name, created"}  # version 6 adds a passphrase
    before = {table: raw(path).execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
              for table in tables}
    assert before["answers"] and before["cards"]
    opened = Store(path)
    try:
        connection = raw(path)
        assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        after = {
            table: connection.execute(
                f"SELECT {columns.get(table, '*')} FROM {table} ORDER BY 1, 2"
            ).fetchall()
            for table in tables
        }
        assert after == before
        anna = opened.learner("Anna")
        assert anna is not None
        assert opened.preferences(anna.id) == {} and opened.export(anna.id)["preferences"] == {}
        opened.set_preference(anna.id, "four-colour-deck", "true")
        assert opened.preference(anna.id, "four-colour-deck") == "true"
    finally:
        opened.close()


def test_a_concept_is_a_rule_of_its_game(store: Store, anna: Learner) -> None:
    store.answer_exercise(anna.id, "made.1.5", "score.made", True, T0, game="cinch")
    assert set(store.cards(anna.id, game="cinch")) == {"score.made"}
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        store.answer_exercise(anna.id, "made.1.5", "score.made", True, T0, game="chess")


def test_a_failing_migration_leaves_the_file_as_it_was(path: Path) -> None:
    raw(path).executescript(VERSION_1)

    def broken(connection: store_module.Connection) -> None:
        MIGRATIONS[1](connection)
        raise sqlite3.OperationalError("disk full, say")

    with pytest.raises(StoreError) as refused:
        store_module._open(path, (MIGRATIONS[0], broken))
    assert isinstance(refused.value.__cause__, sqlite3.OperationalError)
    assert refused.value.reason == "other"
    connection = raw(path)
    assert connection.execute("PRAGMA user_version").fetchone() == (1,)
    tables = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    assert {name for (name,) in tables} == {"learners", "steps", "finished", "answers"}
    Store(path).close()
    assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)


def test_a_file_from_a_newer_tutor_is_refused(path: Path) -> None:
    raw(path).execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(StoreVersionError, match="update the tutor") as refused:
        Store(path)
    assert refused.value.reason == "newer" and isinstance(refused.value, StoreError)


# --- learners -------------------------------------------------------------------------------------


def test_learners_are_found_by_name_ignoring_case_and_spaces(store: Store) -> None:
    zoe = store.add_learner("  Zoë   van Dijk ")
    anna = store.add_learner("anna")
    assert zoe.name == "Zoë van Dijk"
    assert zoe.created.tzinfo == UTC
    assert store.learners() == [anna, zoe]
    assert store.learner("ZOË VAN  DIJK") == zoe
    assert store.learner("Bert") is None


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("ANNA", "duplicate"),
        (" anna ", "duplicate"),
        ("x" * (NAME_MAX + 1), "too_long"),
    ],
)
def test_an_unusable_name_is_refused_with_a_code(
    store: Store, anna: Learner, name: str, code: str
) -> None:
    with pytest.raises(LearnerNameError) as refused:
        store.add_learner(name)
    assert isinstance(refused.value, ValueError)
    assert refused.value.code == code
    assert store.learners() == [anna]


def test_a_name_of_the_longest_length_is_taken(store: Store) -> None:
    assert store.add_learner("x" * NAME_MAX).name == "x" * NAME_MAX


# --- lessons --------------------------------------------------------------------------------------


def test_lessons_done_gives_when_each_lesson_was_last_finished(store: Store, anna: Learner) -> None:
    bert = store.add_learner("Bert")
    store.finish_lesson(anna.id, "ranking", T0)
    store.finish_lesson(anna.id, "ranking", T0 + timedelta(days=2))
    store.finish_lesson(anna.id, "bidding", T0 + timedelta(days=1))
    store.finish_lesson(bert.id, "scoring", T0)
    assert store.lessons_done(anna.id) == {
        "bidding": T0 + timedelta(days=1),
        "ranking": T0 + timedelta(days=2),
    }
    assert store.lessons_done(bert.id) == {"scoring": T0}


def test_reset_lesson_forgets_that_lesson_only(store: Store, anna: Learner) -> None:
    for lesson in ("ranking", "bidding"):
        store.record_step(anna.id, lesson, 0, True, T0)
        store.record_step(anna.id, lesson, 1, False, T0)
        store.finish_lesson(anna.id, lesson, T0)
    store.answer_exercise(anna.id, "rank-1", "rank.left-pedro", True, T0)
    store.reset_lesson(anna.id, "ranking")
    assert list(store.lessons_done(anna.id)) == ["bidding"]
    assert {step["lesson"] for step in store.export(anna.id)["steps"]} == {"bidding"}
    assert len(store.answers(anna.id)) == 1


# --- answers --------------------------------------------------------------------------------------


def test_answers_come_back_oldest_first_in_utc(store: Store, anna: Learner) -> None:
    paris = timezone(timedelta(hours=1))
    store.record_answer(anna.id, "b", "play.void", False, T0 + timedelta(minutes=1))
    store.record_answer(anna.id, "a", "play.void", True, datetime(2025, 3, 10, 13, 0, tzinfo=paris))
    assert store.answers(anna.id) == [
        AnswerRow("a", "play.void", True, T0),
        AnswerRow("b", "play.void", False, T0 + timedelta(minutes=1)),
    ]
    assert store.answers(anna.id)[0].at.tzinfo == UTC
    assert store.last_answers(anna.id) == {
        "play.void": AnswerRow("b", "play.void", False, T0 + timedelta(minutes=1))
    }


def test_an_answer_must_name_a_rule_a_learner_and_an_aware_time(
    store: Store, anna: Learner
) -> None:
    with pytest.raises(ValueError, match="not a rule id"):
        store.record_answer(anna.id, "x", "left pedro", True, T0)
    with pytest.raises(ValueError, match="time zone"):
        store.record_answer(anna.id, "x", "play.void", True, datetime(2025, 3, 10, 12))
    with pytest.raises(StoreError) as refused:
        store.record_answer(anna.id + 1, "x", "play.void", True, T0)
    refused_as_other(refused, store)
    assert store.answers(anna.id) == []


def test_answer_exercise_records_the_answer_and_reviews_the_concept(
    store: Store, anna: Learner
) -> None:
    store.answer_exercise(anna.id, "rank-1", "rank.left-pedro", False, T0)
    assert store.answers(anna.id) == [AnswerRow("rank-1", "rank.left-pedro", False, T0)]
    assert store.cards(anna.id) == {"rank.left-pedro": rate(None, False, T0)[0]}


def test_answer_exercise_keeps_nothing_when_the_review_fails(
    store: Store, anna: Learner, monkeypatch: pytest.MonkeyPatch
) -> None:
    def failing(card: str | None, correct: bool, at: datetime) -> tuple[str, str]:
        raise RuntimeError("scheduler failed")

    monkeypatch.setattr(store_module, "rate", failing)
    with pytest.raises(RuntimeError):
        store.answer_exercise(anna.id, "rank-1", "rank.left-pedro", True, T0)
    assert store.answers(anna.id) == []
    assert store.cards(anna.id) == {}
    store.record_answer(anna.id, "rank-2", "rank.left-pedro", True, T0)
    assert len(store.answers(anna.id)) == 1


def test_reset_concept_forgets_its_answers_card_and_reviews_only(
    store: Store, anna: Learner
) -> None:
    bert = store.add_learner("Bert")
    for learner in (anna, bert):
        store.answer_exercise(learner.id, "rank-1", "rank.left-pedro", False, T0)
        store.answer_exercise(learner.id, "play-1", "play.void", True, T0)
    store.reset_concept(anna.id, "rank.left-pedro")
    assert [answer.concept for answer in store.answers(anna.id)] == ["play.void"]
    assert list(store.cards(anna.id)) == ["play.void"]
    assert [review["concept"] for review in store.export(anna.id)["reviews"]] == ["play.void"]
    assert len(store.answers(bert.id)) == 2 and len(store.cards(bert.id)) == 2


# --- preferences ----------------------------------------------------------------------------------


def test_preferences_round_trip_per_learner_and_survive_reopening(
    store: Store, anna: Learner, store_target: dict[str, Any]
) -> None:
    bert = store.add_learner("Bert")
    assert store.preference(anna.id, "four-colour-deck") is None
    store.set_preference(anna.id, "four-colour-deck", "true")
    store.set_preference(anna.id, "house-rules.cinch", '"standard"')
    store.set_preference(bert.id, "four-colour-deck", "false")
    store.set_preference(anna.id, "four-colour-deck", "false")  # replaces, does not add
    store.set_preference(anna.id, "four-colour-deck", "true")
    assert store.preference(anna.id, "four-colour-deck") == "true"
    assert store.preference(bert.id, "four-colour-deck") == "false"
    assert store.preferences(anna.id) == {"four-colour-deck": "true", "house-rules.cinch": '"standard"'}
    again = Store(**store_target)
    try:
        assert again.preference(anna.id, "four-colour-deck") == "true"
        assert again.preference(anna.id, "no-such-thing") is None
    finally:
        again.close()


def test_a_preference_needs_a_name_and_text(store: Store, anna: Learner) -> None:
    with pytest.raises(ValueError):
        store.set_preference(anna.id, "", "true")
    with pytest.raises(TypeError):
        store.set_preference(anna.id, "four-colour-deck", True)  # type: ignore[arg-type]
    with pytest.raises(StoreError) as refused:
        store.set_preference(anna.id + 99, "four-colour-deck", "true")
    refused_as_other(refused, store)
    assert store.preferences(anna.id) == {}


# --- export ---------------------------------------------------------------------------------------


def test_export_holds_everything_of_one_learner_and_survives_json(
    store: Store, anna: Learner
) -> None:
    bert = store.add_learner("Bert")
    store.record_step(anna.id, "ranking", 0, True, T0)
    store.finish_lesson(anna.id, "ranking", T0 + timedelta(minutes=5))
    store.answer_exercise(anna.id, "rank-1", "rank.left-pedro", False, T0 + timedelta(minutes=6))
    store.answer_exercise(bert.id, "play-1", "play.void", True, T0)
    exported = store.export(anna.id)
    assert json.loads(json.dumps(exported)) == exported
    assert exported["schema_version"] == SCHEMA_VERSION
    created = anna.created.isoformat(timespec="microseconds")
    assert exported["learner"] == {"name": "Anna", "created": created}
    assert exported["steps"] == [
        {"lesson": "ranking", "step": 0, "correct": True, "at": "2025-03-10T12:00:00.000000+00:00"}
    ]
    assert exported["lessons_finished"] == [
        {"lesson": "ranking", "at": "2025-03-10T12:05:00.000000+00:00"}
    ]
    assert exported["answers"] == [
        {
            "code": "rank-1",
            "concept": "rank.left-pedro",
            "correct": False,
            "at": "2025-03-10T12:06:00.000000+00:00",
        }
    ]
    card = json.loads(store.cards(anna.id)["rank.left-pedro"])
    assert exported["cards"] == {"rank.left-pedro": card}
    reviews = [(review["concept"], review["rating"]) for review in exported["reviews"]]
    assert reviews == [("rank.left-pedro", 1)]
    assert exported["preferences"] == {}
    store.set_preference(anna.id, "four-colour-deck", "true")
    store.set_preference(bert.id, "four-colour-deck", "false")
    assert store.export(anna.id)["preferences"] == {"four-colour-deck": "true"}
    assert store.export(anna.id, game="coinche")["preferences"] == {"four-colour-deck": "true"}
    with pytest.raises(KeyError):
        store.export(bert.id + 1)


# --- streak ---------------------------------------------------------------------------------------


def at_noon(day: date) -> datetime:
    """Noon UTC: the same calendar day in every time zone from UTC-11 to UTC+11."""
    return utc(day.year, day.month, day.day, 12)


def test_streak_counts_consecutive_days_up_to_today(store: Store, anna: Learner) -> None:
    today = date(2025, 3, 10)
    assert store.streak(anna.id, today) == 0
    store.record_step(anna.id, "ranking", 0, True, at_noon(today - timedelta(days=4)))
    store.finish_lesson(anna.id, "ranking", at_noon(today - timedelta(days=2)))
    store.record_answer(anna.id, "a", "play.void", True, at_noon(today - timedelta(days=1)))
    assert store.streak(anna.id, today) == 2  # not over yet: today may still come
    store.record_answer(anna.id, "b", "play.void", False, at_noon(today))
    store.record_answer(anna.id, "c", "play.void", False, at_noon(today))
    assert store.streak(anna.id, today) == 3
    assert store.streak(anna.id, today + timedelta(days=1)) == 3
    assert store.streak(anna.id, today + timedelta(days=2)) == 0
    assert store.streak(anna.id, today - timedelta(days=3)) == 1


def test_streak_days_are_those_of_the_local_clock(
    store: Store, anna: Learner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    try:
        # 02:00 UTC on 11 March is still the evening of 10 March in New York.
        store.record_answer(anna.id, "a", "play.void", True, utc(2025, 3, 9, 15))
        store.record_answer(anna.id, "b", "play.void", True, utc(2025, 3, 11, 2))
        assert store.streak(anna.id, date(2025, 3, 10)) == 2
    finally:
        monkeypatch.undo()
        time.tzset()


# --- concurrency and crashes ----------------------------------------------------------------------

WRITES = 150


def answer_many(
    target: dict[str, Any], learner: int, prefix: str, start: multiprocessing.synchronize.Barrier
) -> None:
    """A writer: `WRITES` answers with scheduler reviews, each its own transaction.

    It pauses a millisecond between answers, as a learner would for longer: without the pauses
    one writer tends to take the lock back at once, and the other mostly waits for it.
    """
    writer = Store(**target)
    start.wait()
    for number in range(WRITES):
        concept = ("rank.left-pedro", "play.void", "points.cards")[number % 3]
        writer.answer_exercise(learner, f"{prefix}{number}", concept, number % 2 == 0)
        time.sleep(0.001)
    writer.close()


def replayed_cards(store: Store, learner: int) -> dict[str, str]:
    """Each concept's card rated again from its review log, in the order the reviews were
    stored: what the card must be if no review was lost between reading and writing it."""
    cards: dict[str, str] = {}
    for review in store.export(learner)["reviews"]:
        at = datetime.fromisoformat(review["review_datetime"])
        cards[review["concept"]], _ = rate(cards.get(review["concept"]), review["rating"] == 3, at)
    return cards


def test_two_processes_writing_at_once_both_keep_every_answer(
    store: Store, anna: Learner, store_target: dict[str, Any]
) -> None:
    start = SPAWN.Barrier(2)
    writers = [
        SPAWN.Process(target=answer_many, args=(store_target, anna.id, prefix, start))
        for prefix in "ab"
    ]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join(timeout=120)
        assert writer.exitcode == 0
    codes = [answer.code for answer in store.answers(anna.id)]
    assert sorted(codes) == sorted(f"{prefix}{n}" for prefix in "ab" for n in range(WRITES))
    assert len(store.export(anna.id)["reviews"]) == 2 * WRITES
    # Both writers interleaved: neither ran entirely before the other.
    assert {code[0] for code in codes[: WRITES]} == {"a", "b"}
    # No lost update: each card is what its reviews, one after the other, make of it.
    assert store.cards(anna.id) == replayed_cards(store, anna.id)


def test_threads_sharing_one_store_keep_every_answer(store: Store, anna: Learner) -> None:
    start = threading.Barrier(4)

    def writer(prefix: str) -> None:
        start.wait()
        for number in range(WRITES // 3):
            store.answer_exercise(anna.id, f"{prefix}{number}", "play.void", True)

    threads = [threading.Thread(target=writer, args=(prefix,)) for prefix in "abcd"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(store.answers(anna.id)) == 4 * (WRITES // 3)
    assert len(store.export(anna.id)["reviews"]) == 4 * (WRITES // 3)
    assert store.cards(anna.id) == replayed_cards(store, anna.id)


def answer_until_killed(target: dict[str, Any], learner: int, acknowledged: Connection) -> None:
    """A writer that reports each answer once it is committed, until it is killed."""
    writer = Store(**target)
    number = 0
    while True:
        writer.answer_exercise(learner, str(number), "play.void", number % 2 == 0)
        acknowledged.send(number)
        number += 1


def test_a_process_killed_mid_write_loses_nothing_committed(
    store: Store, anna: Learner, store_target: dict[str, Any]
) -> None:
    receiving, sending = SPAWN.Pipe(duplex=False)
    writer = SPAWN.Process(target=answer_until_killed, args=(store_target, anna.id, sending))
    writer.start()
    sending.close()
    committed: list[int] = []
    while len(committed) < 40:
        assert receiving.poll(60), "the writer stopped answering"
        committed.append(receiving.recv())
    assert writer.pid is not None
    os.kill(writer.pid, signal.SIGKILL)
    writer.join(timeout=30)
    assert writer.exitcode == -signal.SIGKILL
    while receiving.poll(0.1):
        try:
            committed.append(receiving.recv())
        except EOFError:
            break
    store.close()

    if store.backend == "sqlite":
        connection = raw(store_target["path"])
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    reopened = Store(**store_target)
    try:
        stored = [int(answer.code) for answer in reopened.answers(anna.id)]
        assert sorted(stored) == list(range(len(stored)))
        assert set(committed) <= set(stored)
        assert len(reopened.export(anna.id)["reviews"]) == len(stored)
        assert reopened.cards(anna.id) == replayed_cards(reopened, anna.id)
        reopened.record_answer(anna.id, "after", "play.void", True)
        assert len(reopened.answers(anna.id)) == len(stored) + 1
    finally:
        reopened.close()
