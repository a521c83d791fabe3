"""The progress in a PostgreSQL database, for `tutor.store.Store` (``TUTOR_DATABASE_URL``).

psycopg 3 with its connection pool: one pool per `Store` (so one per app process), one
connection per transaction, in autocommit mode outside ``with connection.transaction()``. The
tables and migrations are `tutor.store`'s own; what differs is said where it differs:

- The schema version is the one row of ``schema_version`` (SQLite has ``PRAGMA user_version``).
  Opening takes an advisory lock for the migration, so two processes that start at once do not
  both migrate; PostgreSQL's DDL is transactional, so a failing migration leaves nothing behind.
- Writes run at READ COMMITTED, each statement seeing what others committed before it. The two
  read-then-writes lock what they read first, which SQLite's ``BEGIN IMMEDIATE`` does for the
  whole file: the scheduler's card locks its learner's row (``FOR NO KEY UPDATE``: other rows
  that refer to the learner can still be added meanwhile), a new learner the name check
  (a transaction-level advisory lock).
- The export reads one REPEATABLE READ, READ ONLY snapshot.
- A connection is checked before it is lent (a server restarted since is noticed and the
  connection replaced); a server that does not answer within `CONNECT_TIMEOUT` seconds is
  ``"unreachable"``.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
import psycopg.errors
from psycopg_pool import ConnectionPool, PoolTimeout

from tutor.store import (
    POSTGRESQL,
    Connection,
    Migration,
    Reason,
    StoreError,
    _newer,
)

__all__ = ["CONNECT_TIMEOUT", "POOL_SIZE", "PostgresBackend", "postgres_reason"]

CONNECT_TIMEOUT = 10
"""Seconds to wait for the server to answer, or for a connection of the pool to come free."""
POOL_SIZE = 10
"""The most connections one app process holds (the threads of Streamlit's sessions share them)."""
POOL_TIMEOUT = 15.0
"""Seconds a transaction waits for a connection of the pool when all are busy."""
FIRST_WAIT = 1.0
"""Seconds to wait for a connection of the pool before asking whether the server is there at all:
a server that is down is told at once, not after `POOL_TIMEOUT`."""
_MIGRATION_LOCK = 0x7475746F72  # "tutor": the advisory lock of `_migrate`
_NAMES_LOCK = 0x6E616D6573  # "names": the advisory lock of `Store.add_learner`
_UNREACHABLE_STATES = ("08", "57P")
"""SQLSTATE classes of a lost or refused connection and of a server shutting down."""


def postgres_reason(error: BaseException) -> Reason | None:
    """Why PostgreSQL failed (`tutor.store.StoreError.reason`); None for no database failure."""
    if isinstance(error, PoolTimeout):
        return "unreachable"
    if not isinstance(error, psycopg.Error):
        return None
    if isinstance(error, (psycopg.errors.ReadOnlySqlTransaction, psycopg.errors.InsufficientPrivilege)):
        return "read-only"
    if isinstance(error, (
        psycopg.errors.UndefinedTable, psycopg.errors.UndefinedColumn,
        psycopg.errors.DataCorrupted, psycopg.errors.IndexCorrupted,
    )):
        return "corrupt"
    state = error.sqlstate
    if isinstance(error, psycopg.OperationalError) and (
        state is None or state.startswith(_UNREACHABLE_STATES)
    ):
        return "unreachable"
    if isinstance(error, psycopg.InterfaceError):
        return "unreachable"
    return "other"


def _hidden_password(url: str) -> str:
    """`url` without its password, for messages."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "a PostgreSQL database"
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


def _migrate(connection: Connection, migrations: tuple[Migration, ...]) -> None:
    """Apply the `migrations` the database has not had yet, all in one transaction."""
    connection.execute("SELECT pg_advisory_xact_lock(?)", (_MIGRATION_LOCK,))
    (known,), = connection.execute("SELECT to_regclass('schema_version') IS NOT NULL").fetchall()
    if not known:  # a new database (a read-only one that is up to date is opened without a write)
        connection.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    row = connection.execute("SELECT version FROM schema_version").fetchone()
    if row is None:
        connection.execute("INSERT INTO schema_version (version) VALUES (0)")
    version = row[0] if row else 0
    if version > len(migrations):
        raise _newer(version, migrations, "progress database")
    for number, migration in enumerate(migrations[version:], start=version + 1):
        migration(connection)
        connection.execute("UPDATE schema_version SET version = ?", (number,))


class PostgresBackend:
    """A pool of connections to the database at `url`, migrated by `migrations` once opened."""

    dialect = POSTGRESQL

    def __init__(self, url: str, migrations: tuple[Migration, ...]) -> None:
        self.url = url
        self._local = threading.local()
        scheme = url.split(":", 1)[0].lower() if "://" in url else "postgresql"
        if scheme not in ("postgresql", "postgres"):
            raise StoreError("other", f"{DATABASE_URL_HELP}, not {scheme}://")
        try:
            # One plain connection first: a server that is down fails at once, not at the
            # pool's timeout, and the migration runs before anything else uses the database.
            with (
                psycopg.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT) as first,
                first.transaction(),
            ):
                _migrate(Connection(first, POSTGRESQL), migrations)
            self._pool = ConnectionPool(
                url, min_size=1, max_size=POOL_SIZE, timeout=POOL_TIMEOUT, open=True,
                kwargs={"autocommit": True, "connect_timeout": CONNECT_TIMEOUT},
                check=ConnectionPool.check_connection, name="tutor-progress",
            )
        except StoreError:
            raise
        except Exception as error:
            reason = postgres_reason(error)
            if reason is None:
                raise
            raise StoreError(reason, f"progress in {self.describe()}: {error}") from error

    def reason(self, error: BaseException) -> Reason | None:
        return postgres_reason(error)

    def _current(self) -> Connection | None:
        """The connection of this thread's open transaction, if any."""
        return getattr(self._local, "connection", None)

    @contextmanager
    def _transaction(self, *settings: str) -> Iterator[Connection]:
        joined = self._current()
        if joined is not None:  # nested: join the outermost transaction
            yield joined
            return
        with self._borrow() as raw, raw.transaction():
            connection = Connection(raw, POSTGRESQL)
            for setting in settings:
                connection.execute(setting)
            self._local.connection = connection
            try:
                yield connection
            finally:
                self._local.connection = None

    def transaction(self) -> Any:
        return self._transaction()

    def snapshot(self) -> Any:
        return self._transaction("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")

    def read(self, sql: str, parameters: Sequence[Any]) -> list[tuple[Any, ...]]:
        joined = self._current()
        if joined is not None:
            return joined.execute(sql, parameters).fetchall()
        with self._borrow() as raw:
            return Connection(raw, POSTGRESQL).execute(sql, parameters).fetchall()

    @contextmanager
    def _borrow(self) -> Iterator[Any]:
        """A connection of the pool until the block ends; `psycopg.OperationalError` at once
        when the server does not answer, `PoolTimeout` when every connection stays busy."""
        try:
            raw = self._pool.getconn(timeout=FIRST_WAIT)
        except PoolTimeout:
            psycopg.connect(self.url, connect_timeout=CONNECT_TIMEOUT).close()  # down: raises
            raw = self._pool.getconn(timeout=POOL_TIMEOUT)
        try:
            with raw:  # a pooled connection: rolled back on an error, not closed
                yield raw
        finally:
            self._pool.putconn(raw)

    def lock_learner(self, connection: Connection, learner: int) -> None:
        """Hold the learner's row until the transaction ends: one read-then-write at a time."""
        connection.execute("SELECT 1 FROM learners WHERE id = ? FOR NO KEY UPDATE", (learner,))

    def lock_names(self, connection: Connection) -> None:
        """Hold the name check until the transaction ends: one new learner at a time."""
        connection.execute("SELECT pg_advisory_xact_lock(?)", (_NAMES_LOCK,))

    def close(self) -> None:
        pool = getattr(self, "_pool", None)
        if pool is not None:
            pool.close()

    def describe(self) -> str:
        return f"url={_hidden_password(self.url)!r}"


DATABASE_URL_HELP = "TUTOR_DATABASE_URL must be a PostgreSQL URL, postgresql://user@host/database"
