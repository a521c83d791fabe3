"""Load benchmark: N learners at once against the app, over Streamlit's websocket protocol.

Each simulated learner (``tests/load_client.py``) opens the app, names itself with the sidebar's
"New learner's name" and Start, then until its time is up alternates practice (two to four
exercises: the answer computed from the code in the address by the game's practice module,
right or, three times in ten, wrong; Check; Next exercise) and a Cinch lesson (opened from the
list, clicked through to its end: the scripted moves, the step's move or answer from the
lesson's frames, sometimes a wrong one first). Between two clicks it thinks for ``--pause``
seconds (0.5 to 1.5 times, at random); the learners start spread over one pause.

For each N of ``--learners`` it prints: clicks and clicks per second; click-to-update p50/p95/max
(from sending the BackMsg to the ``script_finished`` ForwardMsg), also by kind of run (a page
opened, a full-page rerun, a lesson click that reruns only the player's fragment); the errors
(exceptions in ForwardMsgs, timeouts, disconnects, a page without what the learner needs);
practice answers and lesson steps sent versus the rows stored (counted after the run with
``Store.default()``, so the same ``TUTOR_DATA_DIR``/``TUTOR_DATABASE_URL`` as the app's); the
server's peak RSS and its CPU (100 % is one core busy); this client's CPU.

By default the script starts the app itself (``--servers K`` starts K Streamlit processes on K
ports, sharing one ``TUTOR_DATA_DIR`` — a fresh temporary folder unless the environment names one
— and the learners are dealt to them in turn); ``--url URL`` (repeatable) measures running apps
instead (their CPU and memory only when they run on this machine under this user). It asserts
nothing. Examples::

    .venv/bin/python benchmarks/load.py --learners 1,10,50,100 --seconds 60
    .venv/bin/python benchmarks/load.py --learners 100 --seconds 60 --servers 2
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import resource
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Self
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "e2e")]

from browser_harness import APP, serve  # noqa: E402
from load_client import Tally, classroom, stored_rows  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")


# --- the server's memory and CPU, from /proc (psutil is not in the venv) ------------------------


def server_pid(url: str) -> int | None:
    """The process listening on `url`'s port on this machine, if this user may see it."""
    port = urlsplit(url).port
    if port is None:
        return None
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == "0A":  # LISTEN
                inodes.add(fields[9])
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            for fd in (entry / "fd").iterdir():
                target = os.readlink(fd)
                if target.startswith("socket:[") and target[8:-1] in inodes:
                    return int(entry.name)
        except OSError:
            continue
    return None


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of process `pid`, all its threads."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Watch:
    """Samples the servers' RSS every half second while the learners run; their CPU in between."""

    def __init__(self, pids: list[int]) -> None:
        self.pids = pids
        self.peak = dict.fromkeys(pids, 0.0)
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._sample, daemon=True)

    def __enter__(self) -> Self:
        self.start = time.monotonic()
        self.cpu = {pid: cpu_seconds(pid) for pid in self.pids}
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stop.set()
        self.thread.join()
        self.wall = time.monotonic() - self.start
        self.busy = {pid: (cpu_seconds(pid) - self.cpu[pid]) / self.wall for pid in self.pids}

    def _sample(self) -> None:
        while not self.stop.wait(0.5):
            for pid in self.pids:
                with contextlib.suppress(OSError):  # the server has just ended
                    self.peak[pid] = max(self.peak[pid], rss_mb(pid))


# --- one measure ---------------------------------------------------------------------------------


@dataclass
class Row:
    learners: int
    servers: int
    seconds: float
    tally: Tally
    stored_answers: int
    stored_steps: int
    rss: list[float]
    cpu: list[float]
    client_cpu: float


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure(urls: list[str], pids: list[int], learners: int, seconds: float, pause: float,
            timeout: float, seed: int) -> Row:
    stamp = f"{os.getpid()}-{int(time.time())}"
    names = [f"load {stamp} {learners}-{i}" for i in range(learners)]
    before = resource.getrusage(resource.RUSAGE_SELF)
    with Watch(pids) as watch:
        tally = asyncio.run(classroom(urls, names, seconds, pause, seed=seed, timeout=timeout))
    after = resource.getrusage(resource.RUSAGE_SELF)
    client = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) / watch.wall
    answers, steps = stored_rows(tally.learners)
    return Row(learners, len(urls), watch.wall, tally, answers, steps,
               [watch.peak[pid] for pid in pids], [watch.busy[pid] for pid in pids], client)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.2f} s"


def report(row: Row) -> None:
    tally = row.tally
    lat = tally.latencies
    errors = Counter(error.split(":", 1)[0] for error in tally.errors)
    print(f"\n== {row.learners} learners on {row.servers} server(s), {row.seconds:.0f} s ==")
    print(f"  connected {tally.connected}/{row.learners}, named {len(tally.learners)}; "
          f"{len(lat)} clicks, {len(lat) / row.seconds:.1f}/s; {tally.exercises} exercises, "
          f"{tally.lessons_finished} lessons finished")
    print(f"  click to update: p50 {ms(statistics.median(lat)) if lat else '-'}, "
          f"p95 {ms(percentile(lat, 0.95))}, max {ms(max(lat)) if lat else '-'}")
    if tally.first_message:
        print(f"    first ForwardMsg after p50 {ms(statistics.median(tally.first_message))}, "
              f"p95 {ms(percentile(tally.first_message, 0.95))}; "
              f"{statistics.mean(tally.messages):.0f} ForwardMsgs per click on average")
    for kind in ("page", "full", "fragment"):
        values = tally.by_run.get(kind, [])
        if values:
            print(f"    {kind:8} n={len(values):5}  p50 {ms(statistics.median(values)):>8}  "
                  f"p95 {ms(percentile(values, 0.95)):>8}")
    print(f"  errors: {len(tally.errors)}" + (f" ({dict(errors)})" if errors else ""))
    for error in sorted(set(tally.errors))[:5]:
        print(f"    {error[:160]}")
    print(f"  practice answers sent {tally.answers_sent}, stored {row.stored_answers}; "
          f"lesson steps sent {tally.steps_sent}, stored {row.stored_steps}")
    if row.rss:
        print("  server RSS peak " + ", ".join(f"{mb:.0f} MB" for mb in row.rss)
              + "; server CPU " + ", ".join(f"{share:.0%}" for share in row.cpu)
              + f" of one core; this client {row.client_cpu:.0%}")


def table(rows: list[Row]) -> None:
    print("\n| learners | servers | clicks/s | p50 | p95 | errors | answers sent / stored | "
          "steps sent / stored | server RSS | server CPU |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for row in rows:
        lat = row.tally.latencies
        print(f"| {row.learners} | {row.servers} | {len(lat) / row.seconds:.1f} | "
              f"{ms(statistics.median(lat)) if lat else '-'} | {ms(percentile(lat, 0.95))} | "
              f"{len(row.tally.errors)} | {row.tally.answers_sent} / {row.stored_answers} | "
              f"{row.tally.steps_sent} / {row.stored_steps} | "
              f"{' + '.join(f'{mb:.0f}' for mb in row.rss) or '?'} MB | "
              f"{' + '.join(f'{share:.0%}' for share in row.cpu) or '?'} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", default="1,10,50,100", help="comma-separated N (default 1,10,50,100)")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long each learner works")
    parser.add_argument("--pause", type=float, default=3.0, help="think time between clicks (s)")
    parser.add_argument("--url", action="append", help="a running app (repeatable); else one is started")
    parser.add_argument("--servers", type=int, default=1, help="app processes to start (with no --url)")
    parser.add_argument("--timeout", type=float, default=30.0, help="a click without an update for this long is an error")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    counts = [int(n) for n in args.learners.split(",")]
    logging.getLogger("websockets").setLevel(logging.CRITICAL)
    rows: list[Row] = []
    with ExitStack() as stack:
        if args.url:
            urls = [url.rstrip("/") for url in args.url]
        else:
            if not os.environ.get("TUTOR_DATA_DIR") and not os.environ.get("TUTOR_DATABASE_URL"):
                os.environ["TUTOR_DATA_DIR"] = stack.enter_context(tempfile.TemporaryDirectory(prefix="tutor-load-"))
            logs = ROOT / "test-output" / "load"
            urls = [stack.enter_context(serve(APP, logs / f"server-{i}.log")).url for i in range(args.servers)]
        pids = [pid for pid in map(server_pid, urls) if pid is not None]
        where = ("TUTOR_DATABASE_URL" if os.environ.get("TUTOR_DATABASE_URL")
                 else os.environ.get("TUTOR_DATA_DIR", "the default folder"))
        print(f"{', '.join(urls)}; progress in {where}; pause {args.pause} s, {args.seconds:.0f} s per learner")
        warm = asyncio.run(classroom(urls, [f"load warm-up {os.getpid()}-{i}" for i in range(len(urls))],
                                     8, 0.2, seed=args.seed, timeout=args.timeout))
        print(f"warm-up (not counted): {len(warm.latencies)} clicks, {len(warm.errors)} errors")
        for count in counts:
            row = measure(urls, pids, count, args.seconds, args.pause, args.timeout, args.seed)
            report(row)
            rows.append(row)
    table(rows)


if __name__ == "__main__":
    main()
