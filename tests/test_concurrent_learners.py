"""A handful of learners at once against a served app: no error, and nothing lost.

Five simulated learners (``tests/load_client.py``: Streamlit's websocket protocol, no browser)
name themselves, answer practice exercises and click through Cinch lessons at the same time, a
short think time between clicks, against one ``streamlit run`` of the app. Every practice answer
they check and every lesson move or answer they send must be a row in the store afterwards
(`Store.default()` with the app's ``TUTOR_DATA_DIR``). Nothing here is timed: the load
benchmark (``benchmarks/load.py``) measures speed.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "e2e"))

from browser_harness import APP, serve
from load_client import classroom, stored_rows

LEARNERS = 5
SECONDS = 12.0
PAUSE = 0.3


@pytest.fixture
def served(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The app on a free port, its progress in a fresh folder this process reads too (unless the
    run keeps progress in a database server, ``TUTOR_DATABASE_URL``, which both then share)."""
    monkeypatch.setenv("TUTOR_DATA_DIR", str(tmp_path / "progress"))
    logging.getLogger("websockets").setLevel(logging.CRITICAL)
    with serve(APP, tmp_path / "server.log") as server:
        yield server


def test_learners_at_once_lose_nothing(served) -> None:
    names = [f"concurrent {os.getpid()} {i}" for i in range(LEARNERS)]
    # A thread of its own: the browser tests' Playwright keeps an event loop running in this one.
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        tally = thread.submit(asyncio.run, classroom([served.url], names, SECONDS, PAUSE, seed=15,
                                                     start_within=1.0)).result()

    assert tally.errors == [], "\n".join(tally.errors) + "\n" + served.log_text()[-3000:]
    assert sorted(tally.learners) == sorted(names)
    assert tally.answers_sent > 0 and tally.steps_sent > 0, "the learners did too little to tell"
    answers, steps = stored_rows(names)
    assert (answers, steps) == (tally.answers_sent, tally.steps_sent), (
        f"sent {tally.answers_sent} answers and {tally.steps_sent} lesson steps, "
        f"stored {answers} and {steps}"
    )
