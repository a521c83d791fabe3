"""Storage faults (robustness probe §4, issue 15): whatever goes wrong with the progress, the store
raises a `StoreError` whose `reason` says what, never SQLite's, psycopg's or the file system's own
exception, and nothing already saved is changed.

The read-only cases run the store in a child process that, when the tests run as root (root
writes whatever the permissions say), has dropped the capabilities that override file permissions
(`privileges.permissions_that_bind_root`).
"""

from __future__ import annotations

import multiprocessing
import shutil
import sqlite3
import sys
import tempfile
import types
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import pytest
from privileges import permissions_that_bind_root

from tutor.store import SCHEMA_VERSION, Store, StoreError, StoreVersionError

T0 = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)
SPAWN = multiprocessing.get_context("spawn")
@pytest.fixture(autouse=True)
def plain_main_module(monkeypatch: pytest.MonkeyPatch) -> None:
    """Spawned children must not re-run the parent's ``__main__`` (see test_store.py)."""
    monkeypatch.setitem(sys.modules, "__main__", types.ModuleType("__main__"))


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder of the test's own, put back to writable at the end so that it can be removed."""
    folder = Path(tempfile.mkdtemp(prefix="cinch-tutor-faults-"))
    folder.chmod(0o755)
    yield folder
    for inside in [folder, *folder.rglob("*")]:
        if inside.is_dir():
            inside.chmod(0o755)
    shutil.rmtree(folder, ignore_errors=True)


def saved(path: Path) -> Path:
    """A progress file at `path` with Anna and one answer in it."""
    store = Store(path)
    anna = store.add_learner("Anna")
    store.answer_exercise(anna.id, "rank-1", "rank.left-pedro", True, T0)
    store.close()
    return path


def _unprivileged(action: Callable[[Path], object], path: str, reply: Connection) -> None:
    # Root's file capabilities are dropped, not its user: the child still reads the checkout,
    # wherever it is, but a read-only file or folder binds it.
    with permissions_that_bind_root():
        try:
            outcome: object = ("returned", action(Path(path)))
        except StoreError as error:
            outcome = ("StoreError", error.reason, str(error))
        except BaseException as error:  # noqa: BLE001 - reported to the test, which fails on it
            outcome = ("raw", type(error).__module__, type(error).__name__, str(error))
    reply.send(outcome)


def as_unprivileged(action: Callable[[Path], object], path: Path) -> object:
    """What `action(path)` returned or raised, run as a user who cannot write what root made."""
    receiving, sending = SPAWN.Pipe(duplex=False)
    child = SPAWN.Process(target=_unprivileged, args=(action, str(path), sending))
    child.start()
    sending.close()
    assert receiving.poll(60), "the child did not answer"
    outcome = receiving.recv()
    child.join(timeout=30)
    return outcome


def open_only(path: Path) -> object:
    Store(path).close()
    return "opened"


def open_and_answer(path: Path) -> object:
    store = Store(path)
    try:
        learner = store.learner("Anna")
        assert learner is not None
        answers = len(store.answers(learner.id))
        store.answer_exercise(learner.id, "rank-2", "rank.left-pedro", False, T0)
        return f"answered after {answers}"
    finally:
        store.close()


def answers_in(path: Path) -> list[tuple[Any, ...]]:
    return sqlite3.connect(path).execute("SELECT code, correct, at FROM answers").fetchall()


# --- SQLite ---------------------------------------------------------------------------------------


def test_an_empty_read_only_data_folder_is_read_only(shared_folder: Path) -> None:
    folder = shared_folder / "data"
    folder.mkdir()
    folder.chmod(0o555)
    outcome = as_unprivileged(open_only, folder / "progress.sqlite3")
    assert outcome[:2] == ("StoreError", "read-only"), outcome  # type: ignore[index]


def test_a_read_only_progress_file_is_read_only_and_keeps_what_it_has(shared_folder: Path) -> None:
    path = saved(shared_folder / "progress.sqlite3")
    before = answers_in(path)
    path.chmod(0o444)  # the folder stays writable: SQLite may add its -wal and -shm files
    outcome = as_unprivileged(open_and_answer, path)
    assert outcome[:2] == ("StoreError", "read-only"), outcome  # type: ignore[index]
    assert answers_in(path) == before


def test_a_read_only_file_in_a_read_only_folder_is_read_only(shared_folder: Path) -> None:
    folder = shared_folder / "data"
    folder.mkdir()
    path = saved(folder / "progress.sqlite3")
    before = answers_in(path)
    path.chmod(0o444)
    folder.chmod(0o555)
    outcome = as_unprivileged(open_and_answer, path)
    assert outcome[:2] == ("StoreError", "read-only"), outcome  # type: ignore[index]
    assert answers_in(path) == before


def test_a_file_that_is_no_database_is_corrupt(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    path.write_bytes(b"these are not the pages of a database\n" * 200)
    with pytest.raises(StoreError) as refused:
        Store(path)
    assert refused.value.reason == "corrupt"
    assert "not a database" in str(refused.value)
    assert isinstance(refused.value.__cause__, sqlite3.DatabaseError)
    assert path.read_bytes() == b"these are not the pages of a database\n" * 200


def test_a_damaged_file_is_corrupt(tmp_path: Path) -> None:
    path = saved(tmp_path / "progress.sqlite3")
    pages = bytearray(path.read_bytes())
    page_size = int.from_bytes(pages[16:18], "big")
    pages[page_size:] = b"\xa5" * (len(pages) - page_size)  # every page but the header's
    path.write_bytes(bytes(pages))
    with pytest.raises(StoreError) as refused:
        store = Store(path)
        try:
            store.learners()
        finally:
            store.close()
    assert refused.value.reason == "corrupt"
    assert "malformed" in str(refused.value) or "not a database" in str(refused.value)


def test_a_data_folder_that_is_a_file_is_not_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "data").write_text("a file, not a folder")
    monkeypatch.setenv("TUTOR_DATA_DIR", str(tmp_path / "data"))
    with pytest.raises(StoreError) as refused:
        Store.default()
    assert refused.value.reason == "not-a-folder"
    assert isinstance(refused.value.__cause__, OSError)
    monkeypatch.setenv("TUTOR_DATA_DIR", str(tmp_path / "data" / "below"))
    with pytest.raises(StoreError) as refused:
        Store.default()
    assert refused.value.reason == "not-a-folder"
    assert (tmp_path / "data").read_text() == "a file, not a folder"


def test_a_newer_file_is_refused_as_newer(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    sqlite3.connect(path).execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(StoreVersionError) as refused:
        Store(path)
    assert isinstance(refused.value, StoreError) and refused.value.reason == "newer"


# --- both databases -------------------------------------------------------------------------------


def test_a_missing_table_is_corrupt_and_the_rest_is_kept(store_target: dict[str, Any]) -> None:
    store = Store(**store_target)
    try:
        anna = store.add_learner("Anna")
        store.record_answer(anna.id, "rank-1", "rank.left-pedro", True, T0)
        with store.transaction() as connection:
            connection.execute("DROP TABLE cards")
        with pytest.raises(StoreError) as refused:
            store.answer_exercise(anna.id, "rank-2", "rank.left-pedro", False, T0)
        assert refused.value.reason == "corrupt"
        assert "cards" in str(refused.value)
        assert [answer.code for answer in store.answers(anna.id)] == ["rank-1"]
        with pytest.raises(StoreError) as refused:
            store.cards(anna.id)
        assert refused.value.reason == "corrupt"
    finally:
        store.close()


# --- PostgreSQL -----------------------------------------------------------------------------------


def test_a_server_that_is_down_is_unreachable(tmp_path: Path) -> None:
    url = f"postgresql://tutor@/progress?host={tmp_path}&port=1"
    with pytest.raises(StoreError) as refused:
        Store(url=url)
    assert refused.value.reason == "unreachable"
    import psycopg

    assert isinstance(refused.value.__cause__, psycopg.OperationalError)


def test_a_url_that_is_not_postgresql_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TUTOR_DATABASE_URL", "mysql://somewhere/progress")
    with pytest.raises(StoreError) as refused:
        Store.default()
    assert refused.value.reason == "other" and "postgresql://" in str(refused.value)


def test_a_read_only_database_reads_but_refuses_writes(postgresql_url: str) -> None:
    store = Store(url=postgresql_url)
    anna = store.add_learner("Anna")
    store.answer_exercise(anna.id, "rank-1", "rank.left-pedro", True, T0)
    store.close()
    import psycopg

    with psycopg.connect(postgresql_url, autocommit=True) as admin:
        (name,), = admin.execute("SELECT current_database()").fetchall()
        admin.execute(f"ALTER DATABASE {name} SET default_transaction_read_only = on")
    store = Store(url=postgresql_url)
    try:
        assert [answer.code for answer in store.answers(anna.id)] == ["rank-1"]
        with pytest.raises(StoreError) as refused:
            store.answer_exercise(anna.id, "rank-2", "rank.left-pedro", False, T0)
        assert refused.value.reason == "read-only"
        assert [answer.code for answer in store.answers(anna.id)] == ["rank-1"]
    finally:
        store.close()


def test_a_server_that_stops_while_open_is_unreachable(postgresql_server: Any) -> None:
    """A server of its own, stopped under an open store, then started again."""
    from postgres_server import start_postgres

    server = start_postgres(postgresql_server.bin)
    try:
        store = Store(url=server.url())
        anna = store.add_learner("Anna")
        server.stop()
        started = datetime.now()
        with pytest.raises(StoreError) as refused:
            store.answer_exercise(anna.id, "rank-1", "rank.left-pedro", True, T0)
        assert refused.value.reason == "unreachable"
        with pytest.raises(StoreError) as refused:
            store.learners()
        assert refused.value.reason == "unreachable"
        assert (datetime.now() - started).total_seconds() < 10  # not POOL_TIMEOUT each
        server.run("pg_ctl", "-D", str(server.folder / "data"), "-l", str(server.folder / "server.log"),
                   "-w", "-o", f"-k {server.folder} -p {server.port} -c listen_addresses=''", "start")
        store.answer_exercise(anna.id, "rank-1", "rank.left-pedro", True, T0)  # back again
        assert len(store.answers(anna.id)) == 1
        store.close()
    finally:
        server.stop()
        shutil.rmtree(server.folder, ignore_errors=True)


def test_a_newer_database_is_refused_as_newer(postgresql_url: str) -> None:
    Store(url=postgresql_url).close()
    import psycopg

    with psycopg.connect(postgresql_url, autocommit=True) as admin:
        admin.execute("UPDATE schema_version SET version = %s", (SCHEMA_VERSION + 1,))
    with pytest.raises(StoreVersionError, match="update the tutor") as refused:
        Store(url=postgresql_url)
    assert refused.value.reason == "newer"

