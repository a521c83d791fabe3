"""A Streamlit app served on a free local port and driven by Debian's Chromium through Playwright.

Shared by the browser tests (``tests/e2e``) and ``benchmarks/app.py``; the recipes are those of
``toolchain.md``, "Real browser tests".
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

from playwright.sync_api import Browser, Page, Playwright

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "tutor" / "app" / "main.py"
SHOTS = ROOT / "test-output" / "e2e"

CHROMIUM = Path("/usr/bin/chromium")
BROWSER_PACKAGES = "chromium fonts-noto-color-emoji"
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'
"""The app's root once a script run has finished (``initial`` and ``running`` come before)."""

START_TIMEOUT = 60.0


class ServerError(RuntimeError):
    """The Streamlit server did not come up; the message ends with its log."""


@dataclass(frozen=True)
class Server:
    """A running Streamlit server: its base URL (no trailing slash) and its log file."""

    url: str
    log: Path

    def log_text(self) -> str:
        """Everything the server has printed so far."""
        return self.log.read_text(errors="replace")


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1) as response:
            return response.status == 200
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return False


@contextmanager
def serve(entry: Path, log: Path, timeout: float = START_TIMEOUT) -> Iterator[Server]:
    """Run ``streamlit run entry`` until the block ends; yield once its health check answers."""
    port = free_port()
    command = [
        sys.executable, "-m", "streamlit", "run", str(entry),
        "--server.headless", "true",
        "--server.port", str(port),
        "--server.address", "127.0.0.1",
        "--browser.gatherUsageStats", "false",
        "--server.fileWatcherType", "none",
    ]  # fmt: skip
    log.parent.mkdir(parents=True, exist_ok=True)
    server = Server(f"http://127.0.0.1:{port}", log)
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + timeout
        while not _healthy(server.url):
            if process.poll() is not None:
                problem = f"exited with status {process.returncode}"
            elif time.monotonic() > deadline:
                problem = f"did not answer its health check within {timeout:.0f} s"
            else:
                time.sleep(0.1)
                continue
            raise ServerError(f"streamlit run {entry} {problem}; its log:\n{server.log_text()}")
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def launch(playwright: Playwright) -> Browser:
    """Debian's Chromium, headless (``playwright install`` is never needed)."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS)


def wait_idle(page: Page, timeout: float | None = None) -> None:
    """Wait until the current script run has finished.

    After a click, first wait for the content the click changes: until the rerun has started,
    the app still shows the previous run as finished.
    """
    page.wait_for_selector(IDLE, timeout=timeout)


def open_app(page: Page, server: Server, path: str = "", lang: str | None = None) -> None:
    """Open ``path`` (``""`` is the home page), with ``?lang=lang`` if given, and wait for the run."""
    query = f"?{urlencode({'lang': lang})}" if lang is not None else ""
    page.goto(f"{server.url}/{path}{query}")
    wait_idle(page)


def shot(page: Page, name: str) -> Path:
    """Save a screenshot of the page as ``test-output/e2e/<name>.png``; return its path."""
    path = SHOTS / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=path, full_page=True)
    return path


def whole_shot(page: Page, name: str) -> Path:
    """A screenshot of the whole page: the app scrolls inside its main element, so the window is
    made as tall as that element's content for the picture."""
    size = page.viewport_size
    assert size is not None
    height = page.get_by_test_id("stMain").evaluate("main => main.scrollHeight")
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], height)})
    try:
        return shot(page, name)
    finally:
        page.set_viewport_size(size)
