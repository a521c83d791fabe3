"""How long the store takes to keep one practice answer (`Store.answer_exercise`: the answer, the
scheduler's card read and written, its review log, one transaction), on each database.

SQLite: the file in a temporary folder (WAL, synchronous=FULL). PostgreSQL: a throw-away server
started as the tests start it (tests/conftest.py), with fsync on as a real server has it, reached
through its unix socket. Prints the median and 90th percentile of single answers, one writer, then
of each of four threads writing at once. No assertion: figures to compare.

    .venv/bin/python benchmarks/store.py [--answers N]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from postgres_server import postgres_bin, start_postgres  # noqa: E402

from tutor.store import Store  # noqa: E402

CONCEPTS = ("rank.left-pedro", "play.void", "points.cards")


def timed_answers(store: Store, learner: int, count: int, prefix: str = "") -> list[float]:
    times = []
    for number in range(count):
        started = time.perf_counter()
        store.answer_exercise(learner, f"{prefix}{number}", CONCEPTS[number % 3], number % 2 == 0)
        times.append(time.perf_counter() - started)
    return times


def figures(times: list[float]) -> str:
    ordered = sorted(times)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return f"median {statistics.median(ordered) * 1000:6.2f} ms   p90 {p90 * 1000:6.2f} ms   (n={len(ordered)})"


def measure(name: str, target: dict[str, Any], count: int) -> None:
    store = Store(**target)
    try:
        anna = store.add_learner("Anna")
        timed_answers(store, anna.id, 10, "warm")
        print(f"{name:10}  one writer     {figures(timed_answers(store, anna.id, count))}")
        learners = [store.add_learner(f"L{n}").id for n in range(4)]
        results: list[float] = []

        def writer(learner: int) -> None:
            results.extend(timed_answers(store, learner, count // 4))

        threads = [threading.Thread(target=writer, args=(learner,)) for learner in learners]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        print(f"{name:10}  four threads   {figures(results)}")
    finally:
        store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=400, help="answers timed per database (default 400)")
    count = parser.parse_args().answers
    folder = Path(tempfile.mkdtemp(prefix="cinch-tutor-bench-"))
    try:
        measure("sqlite", {"path": folder / "progress.sqlite3"}, count)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    found = postgres_bin()
    if found is None:
        print("postgresql  not measured: initdb is missing (scripts/ensure-postgres)")
        return
    server = start_postgres(found, fsync=True)
    try:
        measure("postgresql", {"url": server.url(server.new_database())}, count)
    finally:
        server.stop()
        shutil.rmtree(server.folder, ignore_errors=True)


if __name__ == "__main__":
    main()
