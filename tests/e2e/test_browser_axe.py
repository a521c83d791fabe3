"""An accessibility scan of every page with axe-core (issue 14), in each of the four languages:
no WCAG 2.0/2.1 A or AA violation of impact "serious" or "critical".

axe-core is pinned in ``tests/e2e/axe/package.json`` (and its ``package-lock.json``);
``scripts/ensure-axe`` (run by ``make test``) installs it with ``npm ci``. Without it the scan
fails with the command that installs it, or is skipped when ``TUTOR_SKIP_BROWSER=1`` is set
outside CI, as the browser itself is (``conftest.require_browser``).

Each page is opened in a window as tall as its content: the app scrolls inside its main element,
and axe leaves out what is scrolled out of sight. A second pass draws the pages with cards in a
dark theme (Streamlit follows the system's), where a white card keeps dark ink.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from urllib.parse import urlencode

import pytest
from browser_harness import ROOT, Server, shot, wait_idle
from playwright.sync_api import Browser, Page

from tutor.games.cinch import Phase
from tutor.games.cinch.practice import Kind, generate
from tutor.i18n import LANGUAGES
from tutor.lessons import Frame, Lesson, StepKind, frames, load_lessons
from tutor.store import Store

AXE = ROOT / "tests" / "e2e" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
BLOCKING = ("serious", "critical")



def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() not in ("", "0", "false")


LESSONS = [item for item in load_lessons() if isinstance(item, Lesson) and item.game == "cinch"]


def first_step(wanted) -> tuple[Lesson, Frame]:
    for lesson in LESSONS:
        for frame in frames(lesson):
            if wanted(frame):
                return lesson, frame
    raise AssertionError("no lesson has such a step")


PLAY = first_step(lambda f: f.step.kind is StepKind.DO and f.at.phase is Phase.PLAY)
DISCARD = first_step(lambda f: f.step.kind is StepKind.DO and f.at.phase is Phase.DISCARD)
ASK = first_step(lambda f: f.step.kind is StepKind.ASK)
EXERCISE = generate(Kind.LEGAL_CARDS, 1, 3)


def step_address(lang: str, step: tuple[Lesson, Frame]) -> str:
    lesson, frame = step
    return "lessons?" + urlencode({"lang": lang, "lesson": lesson.id, "step": frame.index + 1})


def addresses(lang: str, learner: str) -> list[tuple[str, str]]:
    """Every page, named, as an address with ``?lang=lang``."""
    return [
        ("home", f"?lang={lang}"),
        ("lessons", f"lessons?lang={lang}"),
        ("lesson-play", step_address(lang, PLAY)),
        ("lesson-discard", step_address(lang, DISCARD)),
        ("lesson-ask", step_address(lang, ASK)),
        ("practice", "practice?" + urlencode({"lang": lang, "exercise": f"cinch:{EXERCISE.code}"})),
        ("progress", "progress?" + urlencode({"lang": lang, "learner": learner})),
        ("rules", "rules?" + urlencode({"lang": lang, "rule": "play.follow-trump"})),
        ("glossary", f"glossary?lang={lang}"),
    ]


@pytest.fixture(scope="module")
def axe_script() -> Path:
    """axe.min.js, installed by ``scripts/ensure-axe``."""
    if AXE.exists():
        return AXE
    if os.environ.get("TUTOR_SKIP_BROWSER") == "1" and not _in_ci():
        pytest.skip(f"TUTOR_SKIP_BROWSER=1 and {AXE} is missing")
    escape = "In CI it is never skipped" if _in_ci() else "Set TUTOR_SKIP_BROWSER=1 to skip it"
    pytest.fail(
        f"{AXE.relative_to(ROOT)} is missing: the accessibility scan needs axe-core. Install it "
        f"with `bash scripts/ensure-axe` (`npm ci --prefix tests/e2e/axe`; `make test` does so "
        f"itself). {escape}.",
        pytrace=False,
    )


@pytest.fixture(scope="module")
def learner() -> str:
    """A learner with some answers and a finished lesson, so that the progress page has a chart."""
    store = Store.default()
    try:
        who = store.add_learner(f"Axe {uuid.uuid4().hex[:6]}")
        when = datetime.now(timezone.utc) - timedelta(minutes=5)
        for concept, correct in [("play.follow-trump", True), ("play.void", False), ("score.set", True)]:
            store.answer_exercise(who.id, "x", concept, correct, when)
        store.finish_lesson(who.id, "trump-order")
        return who.name
    finally:
        store.close()


_RUN_AXE = """async (tags) => {
  const result = await axe.run(document, {runOnly: {type: 'tag', values: tags}});
  return result.violations.map(violation => ({id: violation.id, help: violation.help, nodes: violation.nodes.map(node => (
    {impact: node.impact, target: node.target.join(' '), html: node.html.slice(0, 160),
     summary: (node.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 240)}))}));
}"""


def scan(page: Page, server: Server, address: str, lang: str, axe: Path) -> list[dict]:
    """Open `address` once its script run is finished, whole, and run axe on it: the violations,
    each node with its impact."""
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{server.url}/{address}")
    wait_idle(page)
    page.wait_for_function(f"document.documentElement.lang === '{lang}'")  # the page script ran
    height = page.get_by_test_id("stMain").evaluate("main => main.scrollHeight")
    page.set_viewport_size({"width": 1280, "height": max(800, min(height, 8000))})
    wait_idle(page)
    page.add_script_tag(path=str(axe))
    return page.evaluate(_RUN_AXE, TAGS)


def report(where: str, violations: list[dict]) -> list[str]:
    """One line per blocking node: the page, rule id, impact, target and help."""
    lines = []
    for violation in violations:
        for node in violation["nodes"]:
            if node["impact"] in BLOCKING:
                lines.append(f"{where}: {violation['id']} ({node['impact']}) at {node['target']}: "
                             f"{violation['help']} — {node['summary']} — {node['html']}")
    return lines


def counts(violations: list[dict]) -> dict[str, int]:
    tally: dict[str, int] = {}
    for violation in violations:
        for node in violation["nodes"]:
            tally[node["impact"]] = tally.get(node["impact"], 0) + 1
    return tally


@pytest.fixture
def dark_page(browser: Browser) -> Iterator[Page]:
    """A page in a fresh context whose system asks for a dark colour scheme."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, color_scheme="dark")
    context.set_default_timeout(20_000)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_passes_axe(lang: str, axe_script: Path, page: Page, app_server: Server, learner: str) -> None:
    problems: list[str] = []
    for name, address in addresses(lang, learner):
        violations = scan(page, app_server, address, lang, axe_script)
        print(f"axe {lang} {name}: {counts(violations) or 'no violation'}")
        problems += report(f"{lang} {name}", violations)
        if lang == "en" and name.startswith("lesson-"):
            shot(page, f"axe-{lang}-{name}")
    assert not problems, "axe found serious or critical violations:\n" + "\n".join(problems)


def test_the_card_pages_pass_axe_in_a_dark_theme(axe_script: Path, dark_page: Page, app_server: Server,
                                                  learner: str) -> None:
    problems: list[str] = []
    for name, address in addresses("en", learner):
        if name in ("lesson-play", "lesson-discard", "practice"):
            violations = scan(dark_page, app_server, address, "en", axe_script)
            print(f"axe dark {name}: {counts(violations) or 'no violation'}")
            problems += report(f"dark {name}", violations)
            shot(dark_page, f"axe-dark-{name}")
    assert not problems, "axe found serious or critical violations:\n" + "\n".join(problems)
