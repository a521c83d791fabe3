"""The learner's progress that lasts: one SQLite file in the data folder (issue 5), or a
PostgreSQL database shared by several app processes (issue 15).

Without ``$TUTOR_DATABASE_URL`` the progress is the file ``progress.sqlite3`` in
``$TUTOR_DATA_DIR``, else in ``~/.local/share/cinch-tutor/``. With
``TUTOR_DATABASE_URL=postgresql://…`` it is that PostgreSQL database (`tutor.store_postgres`),
which any number of app processes may share. Both hold the same tables, made by the same
`MIGRATIONS`, behind the one `Store`.

It holds the learners (a name, and on a shared server the hash of a passphrase,
`tutor.passphrases`), the lesson steps they attempted and the lessons they finished, every
practice answer with its concept (a rule id of its game's rule book), the spaced-repetition card
of each concept (`tutor.schedule`), and each learner's preferences (a name and a text value each,
such as the four-colour deck), and the hands played against the bots with what the review of
each made of the learner's decisions (`tutor.hand_review`). Every row says which game it belongs
to (``game``, a name of `tutor.games.GAMES`); the rows of a file from before there were two games
are Cinch's.

Durability and concurrency, SQLite:

- The schema version is ``PRAGMA user_version``; `MIGRATIONS` are applied in order, all pending
  ones in one transaction, so a file is never left half migrated.
- WAL journal with ``synchronous=FULL``: a committed answer survives the app being killed (and a
  power cut); readers never block the writer.
- Every write is one ``BEGIN IMMEDIATE`` transaction: it takes the write lock up front, so a
  read-then-write (the scheduler's card) cannot lose an update to another process, and
  ``busy_timeout`` makes a second tab, thread or process wait for the lock instead of failing.
- One connection per `Store`, shared by Streamlit's script threads (``check_same_thread=False``)
  and serialised by a re-entrant lock. A transaction belongs to a connection, so two threads must
  never interleave statements on it; the lock guarantees that, and lets `transaction` nest so
  that `answer_exercise` can put the answer and the scheduler's review in one transaction.
  (A connection per call would also be safe, but would redo the pragmas on every call and could
  not share a transaction between the store and the scheduler.)

PostgreSQL (`tutor.store_postgres`) keeps the same promises its own way: the schema version is
the one row of the table ``schema_version``, the migrations run in one transaction (PostgreSQL's
DDL is transactional) under an advisory lock, so two processes starting at once migrate once; a
pool of connections serves the threads, one connection per transaction; writes run at READ
COMMITTED, and the two read-then-writes lock first what they read: the scheduler's card takes
the learner's row (``SELECT … FOR NO KEY UPDATE``), a new learner the name check (an advisory
lock). The export reads one REPEATABLE READ snapshot. The server makes a commit durable.

Every failure of the database (a folder that cannot be written, a damaged file, a server that is
down) raises a `StoreError` whose `reason` says which, never the driver's own exception, so the
app can go on teaching without saving. Every timestamp is stored as UTC ISO-8601 text with
microseconds, which sorts in time order.
"""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any, Literal, Protocol

from tutor.games import DEFAULT_GAME, find_game
from tutor.review_cards import rate, utc

__all__ = [
    "DATABASE_URL_VARIABLE",
    "DATA_DIR_VARIABLE",
    "FILE_NAME",
    "MIGRATIONS",
    "NAME_MAX",
    "SCHEMA_VERSION",
    "AnswerRow",
    "Learner",
    "LearnerNameError",
    "PlayedHandRow",
    "Store",
    "StoreError",
    "StoreVersionError",
    "data_folder",
]

DATA_DIR_VARIABLE = "TUTOR_DATA_DIR"
DATABASE_URL_VARIABLE = "TUTOR_DATABASE_URL"
"""``postgresql://user:password@host:port/database`` (any libpq URL or ``key=value`` string whose
scheme is postgresql): keep progress in that PostgreSQL database instead of the SQLite file."""
FILE_NAME = "progress.sqlite3"
NAME_MAX = 40
"""The longest learner's name, in characters."""
BUSY_TIMEOUT = 30.0
"""Seconds a write waits for another tab or process to finish its transaction."""


def data_folder() -> Path:
    """The folder of the progress file: ``$TUTOR_DATA_DIR``, else ``~/.local/share/cinch-tutor``."""
    configured = os.environ.get(DATA_DIR_VARIABLE)
    return Path(configured).expanduser() if configured else Path.home() / ".local/share/cinch-tutor"


class LearnerNameError(ValueError):
    """A learner's name that cannot be used; `code` says why, for the page to translate.

    ``"empty"``: nothing but spaces; ``"duplicate"``: a learner of that name exists (names are
    compared ignoring case); ``"too_long"``: more than `NAME_MAX` characters.
    """

    def __init__(self, code: Literal["empty", "duplicate", "too_long"], name: str) -> None:
        super().__init__(f"learner name {name!r}: {code}")
        self.code = code
        self.name = name


Reason = Literal["read-only", "corrupt", "not-a-folder", "newer", "unreachable", "other"]
REASONS: tuple[Reason, ...] = (
    "read-only", "corrupt", "not-a-folder", "newer", "unreachable", "other"
)


class StoreError(RuntimeError):
    """The progress cannot be opened, read or written; `reason` says why, for the page to say:

    ``"read-only"``: the folder, the file or the database refuses writes; ``"corrupt"``: the
    file is damaged, is no database, or lacks a table; ``"not-a-folder"``: the data folder
    (``$TUTOR_DATA_DIR``) is a file; ``"newer"``: written by a newer tutor
    (`StoreVersionError`); ``"unreachable"``: the database server does not answer;
    ``"other"``: anything else (a full disk, a row for a learner who does not exist). The
    driver's own exception is the ``__cause__``.
    """

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason: Reason = reason


class StoreVersionError(StoreError):
    """A progress file written by a newer tutor, whose schema this one does not know."""

    def __init__(self, message: str) -> None:
        super().__init__("newer", message)


@dataclass(frozen=True)
class Learner:
    """Someone learning with the tutor, known by a name chosen on the first visit."""

    id: int
    name: str
    created: datetime


@dataclass(frozen=True)
class AnswerRow:
    """One answered practice exercise: which (`code`), on what concept (a rule id), when, right."""

    code: str
    concept: str
    correct: bool
    at: datetime


@dataclass(frozen=True)
class PlayedHandRow:
    """One hand the learner played against the bots, and what its review found
    (`tutor.hand_review.summary`): the costs are in the game's points (``solver.md``)."""

    played_at: datetime
    decisions: int
    """The learner's decisions judged (calls and cards)."""
    priced: int
    """Those the solver priced (the cards played)."""
    fair_cost: float
    """The sum of the fair costs of the priced decisions, from the learner's view."""
    dd_cost: float
    """The sum of their double-dummy costs, every hand open."""
    net: int
    """The hand's net for the learner's side: its score minus the other side's."""
    level: str
    """The bots' level (a level of the game's bots, e.g. ``"club"``)."""


# --- the two dialects -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Dialect:
    """Where the SQL of the two databases differs: a few column types, and the placeholders.

    The statements are written once, with ``?`` placeholders (SQLite's); PostgreSQL's driver
    wants ``%s``, which `Connection` substitutes.
    """

    name: str
    id_column: str
    """A row id that the database numbers itself."""
    float_type: str
    """An 8-byte floating point number (PostgreSQL's REAL has only 4)."""
    placeholder: str


SQLITE = Dialect("sqlite", "INTEGER PRIMARY KEY", "REAL", "?")
POSTGRESQL = Dialect(
    "postgresql", "INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY", "DOUBLE PRECISION", "%s"
)


class _Cursor(Protocol):
    def fetchone(self) -> Any: ...
    def fetchall(self) -> list[Any]: ...


class Connection:
    """A database connection in a transaction, as the store and the migrations use it: SQL
    with ``?`` placeholders, whichever the database; `dialect` says which it is."""

    def __init__(self, raw: Any, dialect: Dialect) -> None:
        self.raw = raw
        self.dialect = dialect

    def _sql(self, sql: str) -> str:
        return sql if self.dialect.placeholder == "?" else sql.replace("?", self.dialect.placeholder)

    def execute(self, sql: str, parameters: Sequence[Any] = ()) -> _Cursor:
        return self.raw.execute(self._sql(sql), parameters)  # type: ignore[no-any-return]

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if self.dialect is SQLITE:
            self.raw.executemany(sql, rows)
        else:
            with self.raw.cursor() as cursor:
                cursor.executemany(self._sql(sql), rows)


# --- schema ---------------------------------------------------------------------------------------

Migration = Callable[[Connection], None]


def _progress_tables(connection: Connection) -> None:
    """Version 1: learners, lesson steps attempted, lessons finished, practice answers."""
    row_id = connection.dialect.id_column
    for statement in (
        f"""CREATE TABLE learners (
               id {row_id},
               name TEXT NOT NULL UNIQUE,
               created TEXT NOT NULL)""",
        f"""CREATE TABLE steps (
               id {row_id},
               learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
               lesson TEXT NOT NULL,
               step INTEGER NOT NULL,
               correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
               at TEXT NOT NULL)""",
        "CREATE INDEX steps_by_learner ON steps (learner, lesson)",
        f"""CREATE TABLE finished (
               id {row_id},
               learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
               lesson TEXT NOT NULL,
               at TEXT NOT NULL)""",
        "CREATE INDEX finished_by_learner ON finished (learner, lesson)",
        f"""CREATE TABLE answers (
               id {row_id},
               learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
               code TEXT NOT NULL,
               concept TEXT NOT NULL,
               correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
               at TEXT NOT NULL)""",
        "CREATE INDEX answers_by_learner ON answers (learner, concept, at)",
    ):
        connection.execute(statement)


def _scheduler_tables(connection: Connection) -> None:
    """Version 2: an fsrs card per (learner, concept) and its review log, built from the answers.

    The answers of a version-1 file are replayed through the scheduler in time order, so a
    learner who practised before the scheduler existed finds those concepts already scheduled.
    (Written against the version-2 tables, which have no ``game`` yet.)
    """
    for statement in (
        """CREATE TABLE cards (
               learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
               concept TEXT NOT NULL,
               card TEXT NOT NULL,
               PRIMARY KEY (learner, concept))""",
        f"""CREATE TABLE reviews (
               id {connection.dialect.id_column},
               learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
               concept TEXT NOT NULL,
               log TEXT NOT NULL)""",
        "CREATE INDEX reviews_by_learner ON reviews (learner, concept)",
    ):
        connection.execute(statement)
    answers = connection.execute(
        "SELECT learner, concept, correct, at FROM answers ORDER BY at, id"
    ).fetchall()
    cards: dict[tuple[int, str], str] = {}
    for learner, concept, correct, at in answers:
        card, log = rate(cards.get((learner, concept)), bool(correct), datetime.fromisoformat(at))
        cards[learner, concept] = card
        connection.execute(
            "INSERT INTO reviews (learner, concept, log) VALUES (?, ?, ?)", (learner, concept, log)
        )
    if cards:
        connection.executemany(
            "INSERT INTO cards (learner, concept, card) VALUES (?, ?, ?)",
            [(learner, concept, card) for (learner, concept), card in cards.items()],
        )


def _game_columns(connection: Connection) -> None:
    """Version 3: every row says its game; the rows written before are Cinch's, the only game
    there was. A card is now one per (learner, game, concept), since two games may share a rule id."""
    for table in ("steps", "finished", "answers", "reviews"):
        connection.execute(f"ALTER TABLE {table} ADD COLUMN game TEXT NOT NULL DEFAULT 'cinch'")
    for statement in (
        """CREATE TABLE cards_by_game (
               learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
               game TEXT NOT NULL,
               concept TEXT NOT NULL,
               card TEXT NOT NULL,
               PRIMARY KEY (learner, game, concept))""",
        (
            "INSERT INTO cards_by_game (learner, game, concept, card) "
            "SELECT learner, 'cinch', concept, card FROM cards"
        ),
        "DROP TABLE cards",
        "ALTER TABLE cards_by_game RENAME TO cards",
        "DROP INDEX answers_by_learner",
        "CREATE INDEX answers_by_learner ON answers (learner, game, concept, at)",
    ):
        connection.execute(statement)


def _preferences_table(connection: Connection) -> None:
    """Version 4: a learner's preferences, one text value per name (`Store.set_preference`).

    Nothing to fill in: an older file simply has no preferences yet.
    """
    connection.execute(
        """CREATE TABLE preferences (
               learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
               name TEXT NOT NULL CHECK (name <> ''),
               value TEXT NOT NULL,
               PRIMARY KEY (learner, name))"""
    )


def _played_hands_table(connection: Connection) -> None:
    """Version 5: the hands played against the bots (`Store.record_played_hand`).

    Nothing to fill in: an older file simply has no hands played yet.
    """
    real = connection.dialect.float_type
    for statement in (
        f"""CREATE TABLE played_hands (
               id {connection.dialect.id_column},
               learner INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
               game TEXT NOT NULL,
               played_at TEXT NOT NULL,
               decisions INTEGER NOT NULL CHECK (decisions >= 0),
               priced INTEGER NOT NULL CHECK (priced BETWEEN 0 AND decisions),
               fair_cost {real} NOT NULL CHECK (fair_cost >= 0),
               dd_cost {real} NOT NULL CHECK (dd_cost >= 0),
               net INTEGER NOT NULL,
               level TEXT NOT NULL CHECK (level <> ''))""",
        "CREATE INDEX played_hands_by_learner ON played_hands (learner, game, played_at)",
    ):
        connection.execute(statement)


def _passphrase_column(connection: Connection) -> None:
    """Version 6: a learner's passphrase, as `tutor.passphrases.hash_passphrase` made it
    (`Store.set_passphrase`); NULL for none (every learner of an older file, and every learner
    on a computer of their own)."""
    connection.execute("ALTER TABLE learners ADD COLUMN passphrase TEXT")


MIGRATIONS: tuple[Migration, ...] = (
    _progress_tables, _scheduler_tables, _game_columns, _preferences_table, _played_hands_table,
    _passphrase_column,
)
"""Migration ``n`` (from 1) brings a database from version n - 1 to n. Append only."""
SCHEMA_VERSION = len(MIGRATIONS)


def _newer(version: int, migrations: tuple[Migration, ...], what: str) -> StoreVersionError:
    return StoreVersionError(
        f"the {what} has schema version {version}; this tutor knows up to "
        f"{len(migrations)}: update the tutor"
    )


# --- SQLite ---------------------------------------------------------------------------------------


def _sqlite_reason(error: BaseException, path: Path) -> Reason | None:
    """Why SQLite or the file system failed (`StoreError.reason`); None for no such failure."""
    if isinstance(error, (FileExistsError, NotADirectoryError)):
        return "not-a-folder"
    if isinstance(error, PermissionError):
        return "read-only"
    if isinstance(error, OSError):
        return "read-only" if error.errno == errno.EROFS else "other"
    if not isinstance(error, sqlite3.Error):
        return None
    if isinstance(error, sqlite3.IntegrityError):
        return "other"
    text = str(error).lower()
    if "readonly" in text or "read-only" in text:
        return "read-only"
    if any(sign in text for sign in (
        "not a database", "malformed", "no such table", "no such column", "corrupt",
    )):
        return "corrupt"
    if "unable to open database file" in text:
        if path.parent.exists() and not path.parent.is_dir():
            return "not-a-folder"
        if path.is_dir():
            return "other"
        writable = os.access(path, os.W_OK) if path.exists() else os.access(path.parent, os.W_OK)
        return "read-only" if not writable else "other"
    return "other"


def _migrate(connection: Connection, migrations: tuple[Migration, ...]) -> None:
    """Apply the `migrations` the file has not had yet, all in one transaction."""
    connection.raw.execute("BEGIN IMMEDIATE")
    with connection.raw:
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version > len(migrations):
            raise _newer(version, migrations, "progress file")
        for number, migration in enumerate(migrations[version:], start=version + 1):
            migration(connection)
            connection.execute(f"PRAGMA user_version = {number:d}")


def _open(path: Path, migrations: tuple[Migration, ...] = MIGRATIONS) -> sqlite3.Connection:
    """Open (creating if needed) the file at `path`, in WAL mode, migrated by `migrations`;
    `StoreError` if it cannot be."""
    try:
        if path.parent.exists() and not path.parent.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "the data folder is a file", str(path.parent))
        path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(
            path, timeout=BUSY_TIMEOUT, isolation_level=None, check_same_thread=False
        )
        try:
            connection.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000):d}")
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = FULL")
            connection.execute("PRAGMA foreign_keys = ON")
            _migrate(Connection(connection, SQLITE), migrations)
        except BaseException:
            connection.close()
            raise
    except StoreError:
        raise
    except BaseException as error:
        reason = _sqlite_reason(error, path)
        if reason is None:
            raise
        raise StoreError(reason, f"progress file {path}: {error}") from error
    return connection


class _SQLiteBackend:
    """One connection, shared by the threads under a re-entrant lock (see the module's docstring)."""

    dialect = SQLITE

    def __init__(self, path: Path, migrations: tuple[Migration, ...]) -> None:
        self.path = path
        self._connection = Connection(_open(path, migrations), SQLITE)
        self._lock = threading.RLock()
        self._depth = 0

    def reason(self, error: BaseException) -> Reason | None:
        return _sqlite_reason(error, self.path)

    @contextmanager
    def transaction(self) -> Iterator[Connection]:
        with self._lock:
            if self._depth:
                self._depth += 1
                try:
                    yield self._connection
                finally:
                    self._depth -= 1
                return
            self._connection.raw.execute("BEGIN IMMEDIATE")
            self._depth = 1
            try:
                with self._connection.raw:
                    yield self._connection
            finally:
                self._depth = 0

    snapshot = transaction
    """One ``BEGIN IMMEDIATE`` transaction reads one state of the file, as a write does."""

    def read(self, sql: str, parameters: Sequence[Any]) -> list[tuple[Any, ...]]:
        with self._lock:
            return self._connection.execute(sql, parameters).fetchall()

    def lock_learner(self, connection: Connection, learner: int) -> None:
        """Nothing to do: ``BEGIN IMMEDIATE`` holds the whole file's write lock already."""

    def lock_names(self, connection: Connection) -> None:
        """Nothing to do: ``BEGIN IMMEDIATE`` holds the whole file's write lock already."""

    def close(self) -> None:
        with self._lock:
            self._connection.raw.close()

    def describe(self) -> str:
        return repr(str(self.path))


class Backend(Protocol):
    """What `Store` needs of a database (`_SQLiteBackend`, `tutor.store_postgres.PostgresBackend`)."""

    dialect: Dialect

    def reason(self, error: BaseException) -> Reason | None: ...
    def transaction(self) -> Any: ...
    def snapshot(self) -> Any: ...
    def read(self, sql: str, parameters: Sequence[Any]) -> list[tuple[Any, ...]]: ...
    def lock_learner(self, connection: Connection, learner: int) -> None: ...
    def lock_names(self, connection: Connection) -> None: ...
    def close(self) -> None: ...
    def describe(self) -> str: ...


# --- values ---------------------------------------------------------------------------------------


def _text(at: datetime) -> str:
    return at.isoformat(timespec="microseconds")


def _time(text: str) -> datetime:
    return datetime.fromisoformat(text)


def _normalise_name(name: str) -> str:
    return " ".join(name.split())


def _check_concept(concept: str, game: str) -> None:
    """`ValueError` unless `concept` is a rule id of `game` (`UnknownGameError` for a game the
    tutor does not know)."""
    known = find_game(game)
    if concept not in known.rule_ids:
        raise ValueError(f"{concept!r} is not a rule id of {known.rule_book}")


def _is_passphrase_hash(digest: object) -> bool:
    """Whether `digest` looks like `tutor.passphrases.hash_passphrase`'s text (not a passphrase)."""
    return isinstance(digest, str) and digest.startswith("scrypt$") and digest.count("$") == 5


# --- the store ------------------------------------------------------------------------------------


class Store:
    """The progress, open and migrated; safe to share between threads and processes.

    ``Store(path)`` is the SQLite file at `path` (default: `FILE_NAME` in `data_folder`);
    ``Store(url=...)`` the PostgreSQL database at `url`. `Store.default` chooses from the
    environment. Every method raises `StoreError` when the database fails.
    """

    def __init__(
        self, path: Path | None = None, *, url: str | None = None,
        _migrations: tuple[Migration, ...] = MIGRATIONS,
    ) -> None:
        self.path: Path | None
        self.url: str | None = url
        self._backend: Backend
        if url is not None:
            if path is not None:
                raise ValueError("a store is a file or a database server, not both")
            self.path = None
            try:
                from tutor.store_postgres import PostgresBackend
            except ImportError as missing:  # psycopg is a dependency; a broken install lacks it
                raise StoreError("other", f"PostgreSQL needs psycopg: {missing}") from missing
            self._backend = PostgresBackend(url, _migrations)
        else:
            self.path = path if path is not None else data_folder() / FILE_NAME
            self._backend = _SQLiteBackend(self.path, _migrations)

    @classmethod
    def default(cls) -> Store:
        """The PostgreSQL database of ``$TUTOR_DATABASE_URL`` if set, else the file in the data
        folder (`data_folder`)."""
        url = os.environ.get(DATABASE_URL_VARIABLE, "").strip()
        return cls(url=url) if url else cls()

    @property
    def backend(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return self._backend.dialect.name

    def close(self) -> None:
        """Close the connection (or the pool); the store cannot be used afterwards."""
        with self._failures():
            self._backend.close()

    def __repr__(self) -> str:
        return f"Store({self._backend.describe()})"

    @contextmanager
    def _failures(self) -> Iterator[None]:
        """Turn the database's own exceptions into `StoreError` (any other passes as it is)."""
        try:
            yield
        except StoreError:
            raise
        except Exception as error:
            reason = self._backend.reason(error)
            if reason is None:
                raise
            raise StoreError(reason, f"progress in {self._backend.describe()}: {error}") from error

    @contextmanager
    def transaction(self) -> Iterator[Connection]:
        """One write transaction, committed at the end or rolled back (SQLite: ``BEGIN
        IMMEDIATE``; PostgreSQL: READ COMMITTED, see the module's docstring).

        Nested calls join the outermost transaction, which commits everything or nothing.
        """
        with self._failures(), self._backend.transaction() as connection:
            yield connection

    @contextmanager
    def _snapshot(self) -> Iterator[Connection]:
        """Several reads of one state of the database."""
        with self._failures(), self._backend.snapshot() as connection:
            yield connection

    def _read(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self._failures():
            return self._backend.read(sql, parameters)

    # --- learners

    def learners(self) -> list[Learner]:
        """Everyone who has chosen a name, in alphabetical order (ignoring case)."""
        rows = self._read("SELECT id, name, created FROM learners")
        found = [Learner(number, name, _time(created)) for number, name, created in rows]
        return sorted(found, key=lambda learner: (learner.name.casefold(), learner.id))

    def learner(self, name: str) -> Learner | None:
        """The learner called `name` (spaces normalised, case ignored), or None."""
        key = _normalise_name(name).casefold()
        return next((known for known in self.learners() if known.name.casefold() == key), None)

    def add_learner(self, name: str) -> Learner:
        """A new learner called `name` (spaces normalised); `LearnerNameError` if it cannot be."""
        name = _normalise_name(name)
        if not name:
            raise LearnerNameError("empty", name)
        if len(name) > NAME_MAX:
            raise LearnerNameError("too_long", name)
        created = utc(None)
        with self.transaction() as connection:
            self._backend.lock_names(connection)  # the check and the insert, one at a time
            if self.learner(name) is not None:
                raise LearnerNameError("duplicate", name)
            (number,), = connection.execute(
                "INSERT INTO learners (name, created) VALUES (?, ?) RETURNING id",
                (name, _text(created)),
            ).fetchall()
        return Learner(number, name, created)

    # --- passphrases

    def set_passphrase(self, learner: int, digest: str) -> None:
        """Keep `digest`, made by `tutor.passphrases.hash_passphrase`, as the learner's
        passphrase, replacing any before. `ValueError` for anything that is not such a hash (a
        passphrase itself is never stored), `KeyError` for a learner who does not exist."""
        if not _is_passphrase_hash(digest):
            raise ValueError("not a passphrase hash (tutor.passphrases.hash_passphrase)")
        with self.transaction() as connection:
            changed = connection.execute(
                "UPDATE learners SET passphrase = ? WHERE id = ? RETURNING id", (digest, learner)
            ).fetchall()
            if not changed:
                raise KeyError(f"no learner with id {learner}")

    def passphrase(self, learner: int) -> str | None:
        """The learner's passphrase hash (`set_passphrase`); None if they have none, or if there
        is no such learner."""
        rows = self._read("SELECT passphrase FROM learners WHERE id = ?", (learner,))
        return rows[0][0] if rows else None

    # --- lessons

    def record_step(
        self, learner: int, lesson: str, step: int, correct: bool, at: datetime | None = None,
        *, game: str = DEFAULT_GAME,
    ) -> None:
        """The learner attempted step `step` (from 0) of `lesson`, a lesson of `game`, rightly
        or not."""
        with self.transaction() as connection:
            connection.execute(
                "INSERT INTO steps (learner, game, lesson, step, correct, at) VALUES (?, ?, ?, ?, ?, ?)",
                (learner, game, lesson, step, int(correct), _text(utc(at))),
            )

    def finish_lesson(
        self, learner: int, lesson: str, at: datetime | None = None, *, game: str = DEFAULT_GAME
    ) -> None:
        """The learner reached the end of `lesson`, a lesson of `game` (again, perhaps)."""
        with self.transaction() as connection:
            connection.execute(
                "INSERT INTO finished (learner, game, lesson, at) VALUES (?, ?, ?, ?)",
                (learner, game, lesson, _text(utc(at))),
            )

    def lessons_done(self, learner: int) -> dict[str, datetime]:
        """Each lesson the learner finished, of any game (lesson ids are unique across games),
        with when they last finished it."""
        rows = self._read(
            "SELECT lesson, MAX(at) FROM finished WHERE learner = ? "
            "GROUP BY lesson ORDER BY lesson",
            (learner,),
        )
        return {lesson: _time(at) for lesson, at in rows}

    def reset_lesson(self, learner: int, lesson: str) -> None:
        """Forget the learner's steps in `lesson` and that they finished it."""
        with self.transaction() as connection:
            for table in ("steps", "finished"):
                connection.execute(
                    f"DELETE FROM {table} WHERE learner = ? AND lesson = ?", (learner, lesson)
                )

    # --- practice

    def record_answer(
        self, learner: int, code: str, concept: str, correct: bool, at: datetime | None = None,
        *, game: str = DEFAULT_GAME,
    ) -> None:
        """The learner answered exercise `code` of `game` on `concept` (a rule id of `game`),
        rightly or not."""
        _check_concept(concept, game)
        with self.transaction() as connection:
            connection.execute(
                "INSERT INTO answers (learner, game, code, concept, correct, at) VALUES (?, ?, ?, ?, ?, ?)",
                (learner, game, code, concept, int(correct), _text(utc(at))),
            )

    def review(
        self, learner: int, concept: str, correct: bool, at: datetime | None = None,
        *, game: str = DEFAULT_GAME,
    ) -> None:
        """Rate the learner's card of `concept` (a rule id of `game`) for one answer
        (`tutor.review_cards.rate`)."""
        _check_concept(concept, game)
        at = utc(at)
        with self.transaction() as connection:
            # A read-then-write: nobody may change the card between the two (no lost update).
            self._backend.lock_learner(connection, learner)
            row = connection.execute(
                "SELECT card FROM cards WHERE learner = ? AND game = ? AND concept = ?",
                (learner, game, concept),
            ).fetchone()
            card, log = rate(row[0] if row else None, correct, at)
            connection.execute(
                "INSERT INTO cards (learner, game, concept, card) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (learner, game, concept) DO UPDATE SET card = excluded.card",
                (learner, game, concept, card),
            )
            connection.execute(
                "INSERT INTO reviews (learner, game, concept, log) VALUES (?, ?, ?, ?)",
                (learner, game, concept, log),
            )

    def answer_exercise(
        self, learner: int, code: str, concept: str, correct: bool, at: datetime | None = None,
        *, game: str = DEFAULT_GAME,
    ) -> None:
        """`record_answer` and the scheduler's review of `concept`, in one transaction."""
        at = utc(at)
        with self.transaction():
            self.record_answer(learner, code, concept, correct, at, game=game)
            self.review(learner, concept, correct, at, game=game)

    def answers(self, learner: int, *, game: str = DEFAULT_GAME) -> list[AnswerRow]:
        """Every answer of the learner in `game`, oldest first."""
        rows = self._read(
            "SELECT code, concept, correct, at FROM answers WHERE learner = ? AND game = ? "
            "ORDER BY at, id",
            (learner, game),
        )
        return [
            AnswerRow(code, concept, bool(correct), _time(at))
            for code, concept, correct, at in rows
        ]

    def last_answers(self, learner: int, *, game: str = DEFAULT_GAME) -> dict[str, AnswerRow]:
        """The learner's latest answer on each concept of `game` they answered (of two at the
        same time, the one recorded last)."""
        rows = self._read(
            "SELECT code, concept, correct, at FROM ("
            "  SELECT code, concept, correct, at, ROW_NUMBER() OVER ("
            "    PARTITION BY concept ORDER BY at DESC, id DESC) AS recent"
            "  FROM answers WHERE learner = ? AND game = ?) AS ranked "
            "WHERE recent = 1",
            (learner, game),
        )
        return {
            concept: AnswerRow(code, concept, bool(correct), _time(at))
            for code, concept, correct, at in rows
        }

    def cards(self, learner: int, *, game: str = DEFAULT_GAME) -> dict[str, str]:
        """The learner's scheduler card of each practised concept of `game`, as fsrs JSON."""
        rows = self._read(
            "SELECT concept, card FROM cards WHERE learner = ? AND game = ? ORDER BY concept",
            (learner, game),
        )
        return dict(rows)

    def reset_concept(self, learner: int, concept: str, *, game: str = DEFAULT_GAME) -> None:
        """Forget the learner's answers on `concept` of `game`, its scheduler card and reviews."""
        with self.transaction() as connection:
            self._backend.lock_learner(connection, learner)  # not between a review's read and write
            for table in ("answers", "cards", "reviews"):
                connection.execute(
                    f"DELETE FROM {table} WHERE learner = ? AND game = ? AND concept = ?",
                    (learner, game, concept),
                )

    # --- preferences

    def preference(self, learner: int, name: str) -> str | None:
        """The learner's preference `name` as last set, or None if never set.

        A preference is any choice the learner makes once and expects back next time (the
        four-colour deck, later a house-rule profile). The store keeps text and does not read
        it: the caller chooses the names and how a value is written (`tutor.app.learner` uses
        JSON). Preferences belong to the learner, not to a game; a choice that is per game puts
        the game in its name.
        """
        rows = self._read(
            "SELECT value FROM preferences WHERE learner = ? AND name = ?", (learner, name)
        )
        return rows[0][0] if rows else None

    def set_preference(self, learner: int, name: str, value: str) -> None:
        """Keep `value` as the learner's preference `name`, replacing the one set before."""
        if not name:
            raise ValueError("a preference needs a name")
        if not isinstance(value, str):
            raise TypeError(f"a preference is text, not {type(value).__name__}")
        with self.transaction() as connection:
            connection.execute(
                "INSERT INTO preferences (learner, name, value) VALUES (?, ?, ?) "
                "ON CONFLICT (learner, name) DO UPDATE SET value = excluded.value",
                (learner, name, value),
            )

    def preferences(self, learner: int) -> dict[str, str]:
        """Every preference the learner has set, by name."""
        return dict(self._read(
            "SELECT name, value FROM preferences WHERE learner = ? ORDER BY name", (learner,)
        ))

    # --- hands played against the bots

    def record_played_hand(
        self, learner: int, *, game: str, played_at: datetime | None = None, decisions: int,
        priced: int, fair_cost: float, dd_cost: float, net: int, level: str,
    ) -> None:
        """The learner played a hand of `game` against bots of `level`; its review
        (`tutor.hand_review.summary`) judged `decisions` of their moves, priced `priced` of them,
        and found these sums of fair and double-dummy costs; the hand's `net` is their side's
        score minus the other's. `ValueError` for figures that cannot be (a count below 0, more
        priced than judged, a negative cost, no level)."""
        find_game(game)  # UnknownGameError (a ValueError) for a game the tutor does not know
        if not 0 <= priced <= decisions:
            raise ValueError(f"priced {priced} of {decisions} decisions")
        if fair_cost < 0 or dd_cost < 0:
            raise ValueError(f"a cost is never negative: fair {fair_cost}, double-dummy {dd_cost}")
        if not level:
            raise ValueError("a played hand needs the bots' level")
        with self.transaction() as connection:
            connection.execute(
                "INSERT INTO played_hands (learner, game, played_at, decisions, priced, fair_cost, "
                "dd_cost, net, level) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (learner, game, _text(utc(played_at)), int(decisions), int(priced),
                 float(fair_cost), float(dd_cost), int(net), level),
            )

    def played_hands(self, learner: int, *, game: str) -> list[PlayedHandRow]:
        """Every hand of `game` the learner played against the bots, oldest first."""
        rows = self._read(
            "SELECT played_at, decisions, priced, fair_cost, dd_cost, net, level FROM played_hands "
            "WHERE learner = ? AND game = ? ORDER BY played_at, id",
            (learner, game),
        )
        return [PlayedHandRow(_time(at), *rest) for at, *rest in rows]

    # --- the whole picture

    def export(self, learner: int, *, game: str = DEFAULT_GAME) -> dict[str, Any]:
        """Everything stored about the learner in `game`, and their preferences (which belong to
        no game), as plain JSON values (``json.dumps`` takes it)."""
        with self._snapshot() as connection:  # one snapshot: no answer without its review
            row = connection.execute(
                "SELECT name, created FROM learners WHERE id = ?", (learner,)
            ).fetchone()
            if row is None:
                raise KeyError(f"no learner with id {learner}")

            def rows(sql: str) -> list[tuple[Any, ...]]:
                return connection.execute(sql, (learner, game)).fetchall()

            return {
                "format": "cinch-tutor-progress",
                "schema_version": SCHEMA_VERSION,
                "game": game,
                "learner": {"name": row[0], "created": row[1]},
                "steps": [
                    {"lesson": lesson, "step": step, "correct": bool(correct), "at": at}
                    for lesson, step, correct, at in rows(
                        "SELECT lesson, step, correct, at FROM steps WHERE learner = ? AND game = ? "
                        "ORDER BY at, id"
                    )
                ],
                "lessons_finished": [
                    {"lesson": lesson, "at": at}
                    for lesson, at in rows(
                        "SELECT lesson, at FROM finished WHERE learner = ? AND game = ? ORDER BY at, id"
                    )
                ],
                "answers": [
                    {"code": code, "concept": concept, "correct": bool(correct), "at": at}
                    for code, concept, correct, at in rows(
                        "SELECT code, concept, correct, at FROM answers WHERE learner = ? AND game = ? "
                        "ORDER BY at, id"
                    )
                ],
                "cards": {
                    concept: json.loads(card)
                    for concept, card in rows(
                        "SELECT concept, card FROM cards WHERE learner = ? AND game = ? ORDER BY concept"
                    )
                },
                "reviews": [
                    {"concept": concept, **json.loads(log)}
                    for concept, log in rows(
                        "SELECT concept, log FROM reviews WHERE learner = ? AND game = ? ORDER BY id"
                    )
                ],
                "preferences": dict(connection.execute(
                    "SELECT name, value FROM preferences WHERE learner = ? ORDER BY name", (learner,)
                ).fetchall()),
                "played_hands": [
                    {"played_at": at, "decisions": decisions, "priced": priced,
                     "fair_cost": fair_cost, "dd_cost": dd_cost, "net": net, "level": level}
                    for at, decisions, priced, fair_cost, dd_cost, net, level in rows(
                        "SELECT played_at, decisions, priced, fair_cost, dd_cost, net, level "
                        "FROM played_hands WHERE learner = ? AND game = ? ORDER BY played_at, id"
                    )
                ],
            }

    def streak(self, learner: int, today: date | None = None) -> int:
        """How many days in a row, up to `today`, the learner did anything (a step, an answer,
        a hand played against the bots).

        Days are those of the computer's clock (local time). A day without activity yet does not
        break the streak until it is over: with nothing today, the count runs up to yesterday.
        """
        today = today if today is not None else datetime.now().astimezone().date()
        rows = self._read(
            "SELECT at FROM steps WHERE learner = ? "
            "UNION SELECT at FROM finished WHERE learner = ? "
            "UNION SELECT at FROM answers WHERE learner = ? "
            "UNION SELECT played_at FROM played_hands WHERE learner = ?",
            (learner,) * 4,
        )
        days = {_time(at).astimezone().date() for (at,) in rows}
        day = today if today in days else today - timedelta(days=1)
        count = 0
        while day in days:
            count += 1
            day -= timedelta(days=1)
        return count
