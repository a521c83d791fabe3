"""The hands played against the bots in the progress file (`tutor.store`, schema version 5):
rows round trip per learner and per game, oldest first; the export holds them; they count for
the streak; impossible figures are refused; and a file of version 4 keeps everything it had.
All but the migration run on both databases, SQLite and PostgreSQL."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from tutor import store as store_module
from tutor.store import (
    MIGRATIONS,
    SCHEMA_VERSION,
    Learner,
    PlayedHandRow,
    Store,
    StoreError,
)

T0 = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "progress.sqlite3"


@pytest.fixture
def store(store_target: dict[str, Any]) -> Iterator[Store]:
    """On each database, SQLite and PostgreSQL (conftest.py)."""
    opened = Store(**store_target)
    yield opened
    opened.close()


@pytest.fixture
def anna(store: Store) -> Learner:
    return store.add_learner("Anna")


def raw(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


def hand(store: Store, learner: Learner, at: datetime, game: str = "cinch", **figures: object) -> None:
    values: dict[str, object] = {"decisions": 8, "priced": 6, "fair_cost": 3.25, "dd_cost": 4.0,
                                 "net": 5, "level": "club"}
    values.update(figures)
    store.record_played_hand(learner.id, game=game, played_at=at, **values)  # type: ignore[arg-type]


def test_played_hands_round_trip_oldest_first_per_learner_and_game(store: Store, anna: Learner) -> None:
    bert = store.add_learner("Bert")
    hand(store, anna, T0 + timedelta(hours=1), decisions=7, priced=6, fair_cost=0.5, dd_cost=2, net=-3,
         level="strong")
    hand(store, anna, T0)  # recorded later, played earlier: comes first
    hand(store, anna, T0, game="coinche", level="beginner")
    hand(store, bert, T0, net=28)
    assert store.played_hands(anna.id, game="cinch") == [
        PlayedHandRow(T0, 8, 6, 3.25, 4.0, 5, "club"),
        PlayedHandRow(T0 + timedelta(hours=1), 7, 6, 0.5, 2.0, -3, "strong"),
    ]
    assert store.played_hands(anna.id, game="coinche") == [PlayedHandRow(T0, 8, 6, 3.25, 4.0, 5, "beginner")]
    assert [row.net for row in store.played_hands(bert.id, game="cinch")] == [28]
    assert store.played_hands(bert.id, game="coinche") == []
    # Times come back aware, in UTC, whatever zone they were given in.
    plus_two = timezone(timedelta(hours=2))
    hand(store, bert, datetime(2025, 3, 11, 14, tzinfo=plus_two))
    assert store.played_hands(bert.id, game="cinch")[-1].played_at == datetime(2025, 3, 11, 12, tzinfo=UTC)


def test_a_hand_without_a_time_is_played_now(store: Store, anna: Learner) -> None:
    before = datetime.now(UTC)
    store.record_played_hand(anna.id, game="cinch", decisions=6, priced=6, fair_cost=0, dd_cost=0,
                             net=0, level="beginner")
    [row] = store.played_hands(anna.id, game="cinch")
    assert before <= row.played_at <= datetime.now(UTC)
    assert isinstance(row.fair_cost, float) and isinstance(row.net, int)


@pytest.mark.parametrize("figures, message", [
    ({"priced": 9}, "priced 9 of 8"),
    ({"decisions": -1, "priced": 0}, "priced 0 of -1"),
    ({"fair_cost": -0.5}, "never negative"),
    ({"dd_cost": -1}, "never negative"),
    ({"level": ""}, "level"),
])
def test_impossible_figures_are_refused(store: Store, anna: Learner, figures: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        hand(store, anna, T0, **figures)
    assert store.played_hands(anna.id, game="cinch") == []


def test_a_game_the_tutor_does_not_know_and_an_unknown_learner_are_refused(store: Store, anna: Learner) -> None:
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        hand(store, anna, T0, game="chess")
    with pytest.raises(StoreError) as refused:
        store.record_played_hand(anna.id + 99, game="cinch", played_at=T0, decisions=1, priced=1,
                                 fair_cost=0, dd_cost=0, net=0, level="club")
    assert refused.value.reason == "other"
    assert "foreign key" in str(refused.value.__cause__).lower()


def test_the_export_holds_the_played_hands_of_its_game(store: Store, anna: Learner) -> None:
    hand(store, anna, T0)
    hand(store, anna, T0 + timedelta(days=1), game="coinche")
    exported = store.export(anna.id)
    assert json.loads(json.dumps(exported)) == exported
    assert exported["played_hands"] == [{
        "played_at": "2025-03-10T12:00:00.000000+00:00", "decisions": 8, "priced": 6,
        "fair_cost": 3.25, "dd_cost": 4.0, "net": 5, "level": "club",
    }]
    assert [row["played_at"][:10] for row in store.export(anna.id, game="coinche")["played_hands"]] == ["2025-03-11"]


def test_a_hand_played_keeps_the_streak_going(store: Store, anna: Learner) -> None:
    today = date(2025, 3, 12)
    hand(store, anna, datetime(2025, 3, 11, 12, tzinfo=UTC))
    store.record_step(anna.id, "ranking", 0, True, datetime(2025, 3, 10, 12, tzinfo=UTC))
    assert store.streak(anna.id, today) == 2


def test_deleting_a_learner_deletes_their_hands(store: Store, anna: Learner) -> None:
    hand(store, anna, T0)
    with store.transaction() as connection:
        connection.execute("DELETE FROM learners WHERE id = ?", (anna.id,))
        assert connection.execute("SELECT COUNT(*) FROM played_hands").fetchone() == (0,)


# --- migration ------------------------------------------------------------------------------------

VERSION_4 = """
INSERT INTO learners VALUES (1, 'Anna', '2025-03-01T09:00:00.000000+00:00');
INSERT INTO steps (id, learner, lesson, step, correct, at, game)
    VALUES (1, 1, 'ranking', 0, 1, '2025-03-01T09:05:00.000000+00:00', 'cinch');
INSERT INTO finished (id, learner, lesson, at, game)
    VALUES (1, 1, 'ranking', '2025-03-01T09:10:00.000000+00:00', 'cinch');
INSERT INTO answers (id, learner, code, concept, correct, at, game)
    VALUES (1, 1, 'rank-1', 'rank.left-pedro', 1, '2025-03-01T10:00:00.000000+00:00', 'cinch');
INSERT INTO cards VALUES (1, 'cinch', 'rank.left-pedro', '{"card": 1}');
INSERT INTO reviews (id, learner, concept, log, game) VALUES (1, 1, 'rank.left-pedro', '{"rating": 3}', 'cinch');
INSERT INTO preferences VALUES (1, 'four-colour-deck', 'true');
"""


def test_a_version_4_file_keeps_everything_and_gains_played_hands(path: Path) -> None:
    store_module._open(path, MIGRATIONS[:4]).close()
    raw(path).executescript(VERSION_4)
    tables = ("learners", "steps", "finished", "answers", "cards", "reviews", "preferences")
    columns = {"learners": "id, name, created"}  # version 6 adds a passphrase
    before = {table: raw(path).execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall() for table in tables}
    assert all(before.values())
    assert raw(path).execute("PRAGMA user_version").fetchone() == (4,)
    opened = Store(path)
    try:
        connection = raw(path)
        assert SCHEMA_VERSION == 6
        assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        after = {table: connection.execute(f"SELECT {columns.get(table, '*')} FROM {table} ORDER BY 1, 2").fetchall()
                 for table in tables}
        assert after == before
        anna = opened.learner("Anna")
        assert anna is not None
        assert opened.played_hands(anna.id, game="cinch") == []
        assert opened.export(anna.id)["played_hands"] == []
        assert opened.export(anna.id)["preferences"] == {"four-colour-deck": "true"}
        hand(opened, anna, T0)
        assert len(opened.played_hands(anna.id, game="cinch")) == 1
    finally:
        opened.close()
