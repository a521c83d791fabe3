"""Every test run keeps learners' progress in a folder of its own, never in the user's; the
store's tests also run against a throw-away PostgreSQL server, started here when first needed.

The server is Debian's PostgreSQL (``initdb`` and ``pg_ctl`` on ``PATH`` or under
``/usr/lib/postgresql/*/bin``; ``make test`` installs the package when run as root,
``scripts/ensure-postgres``), in a temporary folder with its unix socket there and no TCP port,
trusted local connections, no system service; it is stopped and its folder removed when the
session ends. ``initdb`` refuses to run as root, so as root the server runs as ``nobody``.

A missing PostgreSQL fails those tests with the command that installs it, unless
``TUTOR_SKIP_POSTGRES=1`` is set outside CI (then they are skipped); in CI they are never skipped.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from postgres_server import PostgresServer, require_postgres, start_postgres


def pytest_configure(config: pytest.Config) -> None:
    """Point `tutor.store` (and any app server a test starts) at a fresh data folder, and never
    at a PostgreSQL server of the person running the tests."""
    os.environ["TUTOR_DATA_DIR"] = tempfile.mkdtemp(prefix="cinch-tutor-test-data-")
    os.environ.pop("TUTOR_DATABASE_URL", None)


@pytest.fixture(scope="session")
def postgresql_server() -> Iterator[PostgresServer]:
    """A throw-away PostgreSQL for the whole session (started only if a test needs it)."""
    server = start_postgres(require_postgres())
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(server.folder, ignore_errors=True)


@pytest.fixture
def postgresql_url(postgresql_server: PostgresServer) -> Iterator[str]:
    """The URL of a new empty database of the throw-away server, dropped after the test."""
    name = postgresql_server.new_database()
    yield postgresql_server.url(name)
    postgresql_server.drop_database(name)


@pytest.fixture(params=["sqlite", "postgresql"])
def store_backend(request: pytest.FixtureRequest) -> str:
    """Each of the store's databases in turn."""
    return str(request.param)


@pytest.fixture
def store_target(store_backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> dict[str, Any]:
    """What `tutor.store.Store` takes to open a new, empty store of `store_backend`:
    ``{"path": …}`` or ``{"url": …}``."""
    if store_backend == "sqlite":
        return {"path": tmp_path / "progress.sqlite3"}
    return {"url": request.getfixturevalue("postgresql_url")}
