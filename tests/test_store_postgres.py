"""The store on PostgreSQL (`tutor.store_postgres`): chosen by ``TUTOR_DATABASE_URL``, the schema
version in its table, one migration for processes that start at once, a failing migration that
leaves nothing, and no password in what the store says of itself. (Everything the store does is
tested on PostgreSQL too: the tests that take `store_target` in the other test_store files.)"""

from __future__ import annotations

import multiprocessing
import multiprocessing.synchronize
import sys
import types
from typing import Any

import psycopg
import pytest

from tutor.store import MIGRATIONS, SCHEMA_VERSION, Store, StoreError

SPAWN = multiprocessing.get_context("spawn")
TABLES = {"learners", "steps", "finished", "answers", "cards", "reviews", "preferences",
          "played_hands"}


@pytest.fixture(autouse=True)
def plain_main_module(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "__main__", types.ModuleType("__main__"))


def tables(url: str) -> set[str]:
    with psycopg.connect(url) as connection:
        rows = connection.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
        ).fetchall()
    return {name for (name,) in rows}


def version(url: str) -> list[tuple[Any, ...]]:
    with psycopg.connect(url) as connection:
        return connection.execute("SELECT version FROM schema_version").fetchall()


def test_the_url_in_the_environment_chooses_postgresql(
    postgresql_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TUTOR_DATABASE_URL", postgresql_url)
    store = Store.default()
    try:
        assert store.backend == "postgresql" and store.path is None and store.url == postgresql_url
        anna = store.add_learner("Anna")
        assert store.learner("anna") == anna
    finally:
        store.close()
    monkeypatch.setenv("TUTOR_DATABASE_URL", "")
    store = Store.default()
    try:
        assert store.backend == "sqlite" and store.path is not None
    finally:
        store.close()


def test_a_new_database_gets_the_latest_schema_and_its_version_row(postgresql_url: str) -> None:
    Store(url=postgresql_url).close()
    assert tables(postgresql_url) == TABLES | {"schema_version"}
    assert version(postgresql_url) == [(SCHEMA_VERSION,)]
    Store(url=postgresql_url).close()  # opened again: nothing more to do, still one row
    assert version(postgresql_url) == [(SCHEMA_VERSION,)]


def test_a_failing_migration_leaves_the_database_as_it_was(postgresql_url: str) -> None:
    Store(url=postgresql_url, _migrations=MIGRATIONS[:1]).close()

    def broken(connection: Any) -> None:
        MIGRATIONS[1](connection)
        connection.execute("SELECT no_such_function()")

    with pytest.raises(StoreError) as refused:
        Store(url=postgresql_url, _migrations=(MIGRATIONS[0], broken))
    assert isinstance(refused.value.__cause__, psycopg.errors.UndefinedFunction)
    assert version(postgresql_url) == [(1,)]
    assert tables(postgresql_url) == {"learners", "steps", "finished", "answers", "schema_version"}
    Store(url=postgresql_url).close()
    assert version(postgresql_url) == [(SCHEMA_VERSION,)]


def open_at_once(url: str, start: multiprocessing.synchronize.Barrier) -> None:
    start.wait()
    Store(url=url).close()


def test_processes_that_start_at_once_migrate_once(postgresql_url: str) -> None:
    start = SPAWN.Barrier(3)
    openers = [SPAWN.Process(target=open_at_once, args=(postgresql_url, start)) for _ in range(3)]
    for opener in openers:
        opener.start()
    for opener in openers:
        opener.join(timeout=60)
        assert opener.exitcode == 0
    assert version(postgresql_url) == [(SCHEMA_VERSION,)]
    assert tables(postgresql_url) == TABLES | {"schema_version"}


def test_the_store_never_shows_the_password(tmp_path: Any) -> None:
    url = f"postgresql://tutor:s3cret@/progress?host={tmp_path}&port=1"
    with pytest.raises(StoreError) as refused:
        Store(url=url)
    assert "s3cret" not in str(refused.value)
    assert refused.value.reason == "unreachable"


def test_floats_keep_eight_bytes(postgresql_url: str) -> None:
    store = Store(url=postgresql_url)
    try:
        anna = store.add_learner("Anna")
        store.record_played_hand(anna.id, game="cinch", decisions=3, priced=3, fair_cost=0.1,
                                 dd_cost=1 / 3, net=2, level="club")
        (row,) = store.played_hands(anna.id, game="cinch")
        assert (row.fair_cost, row.dd_cost) == (0.1, 1 / 3)
    finally:
        store.close()
