"""A throw-away PostgreSQL server for the store's tests (`tests/conftest.py`) and
`benchmarks/store.py`: Debian's ``initdb`` and ``pg_ctl`` in a temporary folder, its unix socket
there and no TCP port, trusted local connections, no system service; as ``nobody`` when run as
root (initdb refuses root). A module of its own, not conftest.py: the browser tests' folder has a
conftest.py too, and ``from conftest import …`` would find whichever came first."""

from __future__ import annotations

import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

NOBODY = 65534
"""The user the server runs as when the tests run as root (initdb refuses root)."""
POSTGRES_PACKAGE = "postgresql"
START_TIMEOUT = 60


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() not in ("", "0", "false")


def postgres_bin() -> Path | None:
    """The folder holding both ``initdb`` and ``pg_ctl``: on ``PATH``, else the newest
    ``/usr/lib/postgresql/*/bin``; None without one."""
    found = shutil.which("initdb")
    candidates = [Path(found).parent] if found else []
    candidates += sorted(
        Path("/usr/lib/postgresql").glob("*/bin"),
        key=lambda folder: int(folder.parent.name) if folder.parent.name.isdigit() else 0,
        reverse=True,
    )
    for folder in candidates:
        if (folder / "initdb").is_file() and (folder / "pg_ctl").is_file():
            return folder
    return None


def require_postgres() -> Path:
    """The server's programs, or fail (skip with ``TUTOR_SKIP_POSTGRES=1`` outside CI)."""
    found = postgres_bin()
    if found is not None:
        return found
    if os.environ.get("TUTOR_SKIP_POSTGRES") == "1" and not in_ci():
        pytest.skip("TUTOR_SKIP_POSTGRES=1 and PostgreSQL's initdb is missing")
    escape = "In CI they are never skipped" if in_ci() else "Set TUTOR_SKIP_POSTGRES=1 to skip them"
    pytest.fail(
        "PostgreSQL's initdb and pg_ctl are missing: the store's tests need Debian's PostgreSQL. "
        f"Install it with `sudo apt-get install {POSTGRES_PACKAGE}` (`make test` does so itself "
        f"when run as root). {escape}.",
        pytrace=False,
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class PostgresServer:
    """A running throw-away PostgreSQL: its folder (data, socket, log) and its port."""

    folder: Path
    port: int
    bin: Path
    user: int | None
    """The uid the server runs as (``nobody`` when the tests run as root), None for ours."""
    _numbers: Iterator[int] = field(default_factory=lambda: itertools.count(1))

    def url(self, database: str = "postgres") -> str:
        """A libpq URL of `database` through the server's unix socket."""
        return f"postgresql://tutor@/{database}?host={self.folder}&port={self.port}"

    def run(self, *command: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        """One of the server's programs, as the server's user."""
        extra: dict[str, Any] = (
            {"user": self.user, "group": self.user, "extra_groups": []} if self.user is not None else {}
        )
        return subprocess.run(
            [str(self.bin / command[0]), *command[1:]], check=check, capture_output=True,
            text=True, cwd=self.folder, timeout=START_TIMEOUT + 30, **extra,
        )

    def new_database(self) -> str:
        """A new empty database; its name."""
        import psycopg

        name = f"store_test_{next(self._numbers)}"
        with psycopg.connect(self.url(), autocommit=True) as admin:
            admin.execute(f"CREATE DATABASE {name}")
        return name

    def drop_database(self, name: str) -> None:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as admin:
            admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def log_text(self) -> str:
        log = self.folder / "server.log"
        return log.read_text(errors="replace") if log.exists() else ""

    def stop(self) -> None:
        self.run("pg_ctl", "-D", str(self.folder / "data"), "-m", "fast", "-w", "stop", check=False)


def start_postgres(bin_folder: Path, *, fsync: bool = False) -> PostgresServer:
    """initdb and pg_ctl start in a new temporary folder; the caller stops it.

    Without `fsync` (the tests: they kill clients, never the machine) a test's database takes
    0.1 s to create instead of about 1 s; benchmarks/store.py keeps it, as a real server does."""
    folder = Path(tempfile.mkdtemp(prefix="cinch-tutor-postgres-"))
    user = NOBODY if os.geteuid() == 0 else None
    if user is not None:
        os.chown(folder, user, user)
    server = PostgresServer(folder, _free_port(), bin_folder, user)
    try:
        server.run(
            "initdb", "-D", str(folder / "data"), "-U", "tutor", "--auth=trust", "-E", "UTF8",
            "--locale=C.UTF-8", "--no-sync", "--no-instructions",
        )
        server.run(
            "pg_ctl", "-D", str(folder / "data"), "-l", str(folder / "server.log"), "-w",
            "-t", str(START_TIMEOUT), "-o",
            f"-k {folder} -p {server.port} -c listen_addresses='' -c max_connections=200 -c fsync={'on' if fsync else 'off'}",
            "start",
        )
    except subprocess.CalledProcessError as failed:
        log = server.log_text()
        shutil.rmtree(folder, ignore_errors=True)
        pytest.fail(
            f"PostgreSQL did not start: {' '.join(failed.cmd)} exited with {failed.returncode}\n"
            f"{failed.stdout}{failed.stderr}{log}",
            pytrace=False,
        )
    return server
