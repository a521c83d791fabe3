"""Fixtures for the browser tests: the app served once per session, Chromium, a fresh page per test.

Every test in this folder is marked ``e2e`` (select with ``-m e2e``, leave out with
``-m "not e2e"``); ``make test`` runs them. A missing ``/usr/bin/chromium`` fails them with the
command that installs it (``make test`` installs it itself when run as root), unless
``TUTOR_SKIP_BROWSER=1`` is set outside CI. A failing test gets a screenshot in
``test-output/e2e/`` and the server's log in its report.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from browser_harness import APP, BROWSER_PACKAGES, CHROMIUM, SHOTS, Server, launch, serve
from playwright.sync_api import Browser, Page, Playwright, expect, sync_playwright

HERE = Path(__file__).resolve().parent
TIMEOUT_MS = 20_000
"""For every wait: a first render takes about 5 s on a busy two-core machine."""

expect.set_options(timeout=TIMEOUT_MS)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "e2e: drives the app in a real Chromium (tests/e2e)")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the tests of this folder ``e2e``, before ``-m`` selects."""
    for item in items:
        if item.path.is_relative_to(HERE):
            item.add_marker(pytest.mark.e2e)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """On a failure, keep a screenshot of the test's page and show the server's log."""
    report: pytest.TestReport = yield
    if report.failed and item.path.is_relative_to(HERE):
        page = getattr(item, "funcargs", {}).get("page")
        if call.when == "call" and isinstance(page, Page) and not page.is_closed():
            path = SHOTS / f"FAILED-{item.name}.png"
            path.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=path, full_page=True)
            report.sections.append(("screenshot", str(path)))
        server = getattr(item, "funcargs", {}).get("app_server")
        if isinstance(server, Server):
            report.sections.append(("streamlit server log", server.log_text()))
    return report


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() not in ("", "0", "false")


def require_browser() -> None:
    """Fail (or, with ``TUTOR_SKIP_BROWSER=1`` outside CI, skip) when Chromium is missing."""
    if CHROMIUM.exists():
        return
    if os.environ.get("TUTOR_SKIP_BROWSER") == "1" and not _in_ci():
        pytest.skip(f"TUTOR_SKIP_BROWSER=1 and {CHROMIUM} is missing")
    escape = "In CI they are never skipped" if _in_ci() else (
        "Set TUTOR_SKIP_BROWSER=1 to skip them")
    pytest.fail(
        f"{CHROMIUM} is missing: the browser tests need Debian's Chromium. Install it with "
        f"`sudo apt-get install {BROWSER_PACKAGES}` (`make test` does so itself when run as "
        f"root). {escape}.",
        pytrace=False,
    )


@pytest.fixture(scope="session")
def app_server() -> Iterator[Server]:
    """The tutor, served on a free port of 127.0.0.1 for the whole session."""
    with serve(APP, SHOTS / "server.log") as server:
        yield server


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    require_browser()
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """Headless Chromium for the whole session; each test gets its own context."""
    chromium = launch(playwright)
    yield chromium
    chromium.close()


@pytest.fixture
def new_page(browser: Browser) -> Iterator[Callable[..., Page]]:
    """Open pages in fresh browser contexts (a new Streamlit session each): ``new_page(locale=…)``."""
    contexts = []

    def make(locale: str = "en-US") -> Page:
        context = browser.new_context(locale=locale, viewport={"width": 1280, "height": 800})
        context.set_default_timeout(TIMEOUT_MS)
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def page(new_page: Callable[..., Page]) -> Page:
    """A page in a fresh context whose browser language is American English."""
    return new_page()
