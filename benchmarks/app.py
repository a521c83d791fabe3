"""App benchmark: the tutor against a bare one-button Streamlit page, measured in the same run.

(a) The server time of a rerun under Streamlit's ``AppTest``. (b) The round trip of a click in
Debian's Chromium, from the press to the changed content with the script run finished, timed
inside the page. Run with ``make bench`` (or ``python benchmarks/app.py``); prints median, p90 and
n per scenario, asserts nothing. Targets (issue): a rerun under 30 ms of server time; a click
round trip within 1.5x the bare page's. Each scenario is one line of ``RERUNS`` or ``CLICKS``.

The lesson page is measured, for each game, at its first lesson's first card play, opened by its
address (``?game=G&lesson=ID&step=N``), with two kinds of click:

- *refused card click*: a card the engine refuses there gets the engine's explanation and
  leaves the position as it was, so the clicks repeat; two such cards alternate, so that each
  click changes the page;
- *right card click*: the card the step asks for, a legal move that advances the lesson: the
  engine judges it, the step is solved ("Well done!", the table after the move, the *why* and
  the rules, the progress recorded); the time is that of the click alone, the step being opened
  afresh before each click in untimed runs ("Continue", then "Step back").

The cards are found by the engine and the lesson, not written here. Table mode (rulings) is
measured by ``benchmarks/run.py``.
"""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "e2e")]

from browser_harness import BROWSER_PACKAGES, CHROMIUM, launch, serve, wait_idle  # noqa: E402
from playwright.sync_api import Locator, Page, sync_playwright  # noqa: E402
from streamlit.testing.v1 import AppTest  # noqa: E402

from tutor import i18n  # noqa: E402
from tutor.games import Game, find_game  # noqa: E402
from tutor.lessons import Frame, Lesson, StepKind, frames, load_lessons  # noqa: E402

BARE = "benchmarks/bare_page.py"
APP = "tutor/app/main.py"
LESSONS_PAGE = "views/lessons.py"
SELECTOR = "language-selector"


def first_card_play(game: Game) -> tuple[Lesson, Frame]:
    """The first lesson of `game` where the learner plays a card, and its first such step."""
    for lesson in (item for item in load_lessons() if isinstance(item, Lesson) and item.game == game.name):
        for frame in frames(lesson):
            if frame.step.kind is StepKind.DO and frame.at.phase.value == "play":
                return lesson, frame
    raise LookupError(f"no lesson of {game.name} has the learner play a card")


def refused_cards(game: Game, frame: Frame) -> list[Any]:
    """The card plays of the learner's hand the engine refuses at `frame`."""
    assert frame.expected is not None
    seat = frame.expected.seat
    plays = [game.parse_move(f"{seat.name} play {card}") for card in frame.at.hand(seat)]
    return [move for move in plays if game.check_move(frame.at, move) is not None]


class LessonClicks(NamedTuple):
    """A lesson step where two cards the engine refuses alternate: each click changes the page
    and leaves the position as it was."""

    game: Game
    lesson: Lesson
    step: Frame
    refused: list[Any]

    @property
    def query(self) -> dict[str, str]:
        return {"lang": "en", "game": self.game.name, "lesson": self.lesson.id, "step": str(self.step.index + 1)}

    @property
    def keys(self) -> list[str]:
        return [f"card-{str(move).split()[-1]}" for move in self.refused]

    @property
    def right_key(self) -> str:
        """The key of the card the step asks for (`Frame.expected`): the move that solves it."""
        assert self.step.expected is not None
        return f"card-{str(self.step.expected).split()[-1]}"

    @property
    def progress(self) -> str:
        """The progress bar's text at this step (the lesson player's "Step N of M")."""
        steps = len(frames(self.lesson))
        return i18n.translator("en").gettext("Step %(step)d of %(steps)d") % {
            "step": self.step.index + 1, "steps": steps}


def lesson_clicks(name: str) -> LessonClicks:
    game = find_game(name)
    lesson, step = first_card_play(game)
    refused = refused_cards(game, step)[:2]
    if len(refused) < 2:
        raise SystemExit(f"{lesson.file}: step {step.index + 1} needs two cards the engine refuses, "
                         "for clicks that each change the page")
    return LessonClicks(game, lesson, step, refused)


CINCH, COINCHE = lesson_clicks("cinch"), lesson_clicks("coinche")

os.environ.setdefault("TUTOR_DATA_DIR", tempfile.mkdtemp(prefix="cinch-bench-data-"))  # not the learner's
PRACTICE_PAGE = "views/practice.py"
PRACTICE_QUERY = {"lang": "en", "exercise": "cinch:hand-score.3.1"}
COINCHE_PRACTICE_QUERY = {"lang": "en", "exercise": "coinche:hand-score.3.1"}

Interaction = Callable[[AppTest, int], None]
"""What the learner does before the i-th timed rerun (i counts the warm-up runs too)."""


class Rerun(NamedTuple):
    """A rerun timed under AppTest. Paths are relative to the checkout."""

    name: str
    entry: str
    query: dict[str, str]
    interact: str | Interaction | None
    """The key of a button to click, an interaction, or None for a plain rerun."""
    page: str | None = None
    """A page file to switch to (``at.switch_page``) before timing, if not the default page."""
    shows: str | None = None
    """A text a success message must show after each timed run (that the run did what it claims)."""


def choose(key: str, *values: str) -> Interaction:
    """Select the values of the select box `key` in turn, one per rerun."""
    return lambda at, i: at.selectbox(key=key).select(values[i % len(values)])


def alternate(*keys: str) -> Interaction:
    """Click the buttons `keys` in turn, one per rerun."""
    return lambda at, i: at.button(key=keys[i % len(keys)]).click()


WELL_DONE = "Well done!"


def solve_step(clicks: LessonClicks) -> Interaction:
    """Click the card the step asks for, each time at the step afresh: from the second time on,
    first (in untimed runs) "Continue" to the next step and "Step back" to this one, unsolved."""

    def interact(at: AppTest, i: int) -> None:
        if i:
            at.button(key="continue").click().run()
            at.button(key="step-back").click().run()
        at.button(key=clicks.right_key).click()

    return interact


RERUNS = [
    Rerun("bare page, button click", BARE, {}, "click"),
    Rerun("home page, rerun", APP, {"lang": "en"}, None),
    Rerun("home page, language switch", APP, {"lang": "en"}, choose(SELECTOR, "de", "fr")),
    Rerun("lesson page, rerun", APP, CINCH.query, None, LESSONS_PAGE),
    Rerun("lesson page, refused card click", APP, CINCH.query, alternate(*CINCH.keys), LESSONS_PAGE),
    Rerun("lesson page, right card click", APP, CINCH.query, solve_step(CINCH), LESSONS_PAGE, WELL_DONE),
    Rerun("Coinche lesson page, rerun", APP, COINCHE.query, None, LESSONS_PAGE),
    Rerun("Coinche lesson page, refused card click", APP, COINCHE.query, alternate(*COINCHE.keys), LESSONS_PAGE),
    Rerun("Coinche lesson page, right card click", APP, COINCHE.query, solve_step(COINCHE), LESSONS_PAGE,
          WELL_DONE),
    Rerun("practice page, rerun", APP, PRACTICE_QUERY, None, PRACTICE_PAGE),
    Rerun("practice page, new exercise", APP, PRACTICE_QUERY, "new-exercise", PRACTICE_PAGE),
    Rerun("Coinche practice page, rerun", APP, COINCHE_PRACTICE_QUERY, None, PRACTICE_PAGE),
    Rerun("Coinche practice page, new exercise", APP, COINCHE_PRACTICE_QUERY, "new-exercise", PRACTICE_PAGE),
]

Step = Callable[[Page, int], tuple[Locator, str, str]]
"""Before the i-th click: prepare it, and return what to click, then a CSS selector and the text
the element it selects shows once the click has been handled."""


class Click(NamedTuple):
    """A click timed in Chromium, on a fresh page opened at ``/path?query``; clicks follow each
    other."""

    name: str
    entry: str
    query: dict[str, str]
    step: Step
    path: str = ""


def bare_click(page: Page, i: int) -> tuple[Locator, str, str]:
    return page.get_by_role("button", name="Click"), "h1", f"Clicks: {i + 1}"


def language_switch(page: Page, i: int) -> tuple[Locator, str, str]:
    """Open the sidebar's language selector; the option to click alternates German, French."""
    lang = ("de", "fr")[i % 2]
    page.locator('.st-key-language-selector [role="combobox"]').click()
    option = page.get_by_role("option", name=i18n.language_name(lang))
    return option, "h1", i18n.translator(lang).gettext("Cinch and Coinche tutor")


def refused_card(clicks: LessonClicks) -> Step:
    """A card the engine refuses, alternating between two: the refusal names the card played.
    (A button with a tooltip is drawn twice, one of them hidden.)"""

    def step(page: Page, i: int) -> tuple[Locator, str, str]:
        move = clicks.refused[i % len(clicks.refused)]
        said = clicks.game.explain.describe_move(move, "en", clicks.step.at)
        refusal = i18n.translator("en").gettext("Not allowed: %(move)s.") % {"move": said}
        card = page.locator(f".st-key-{clicks.keys[i % len(clicks.keys)]} button:visible")
        return card, '[data-testid="stAlertContentError"] p', refusal

    return step


def right_card(clicks: LessonClicks) -> Step:
    """The card the step asks for: the engine accepts it, the step is solved ("Well done!") and
    the table shows the position after it. Before each click but the first, untimed: "Continue"
    to the next step, then "Step back", which opens this step afresh."""
    well_done = i18n.translator("en").gettext(WELL_DONE)
    card = f".st-key-{clicks.right_key} button:visible"

    def step(page: Page, i: int) -> tuple[Locator, str, str]:
        if i:
            page.locator(".st-key-continue button").click()
            page.get_by_text(clicks.progress, exact=True).wait_for(state="detached")
            wait_idle(page)
            page.locator(".st-key-step-back button").click()
            page.get_by_text(clicks.progress, exact=True).wait_for()
            page.locator(card).wait_for()
            wait_idle(page)
        return page.locator(card), '[data-testid="stAlertContentSuccess"] p', well_done

    return step


CLICKS = [
    Click("bare page, button click", BARE, {}, bare_click),
    Click("home page, language switch", APP, {"lang": "en"}, language_switch),
    Click("lesson page, refused card click", APP, CINCH.query, refused_card(CINCH), "lessons"),
    Click("lesson page, right card click", APP, CINCH.query, right_card(CINCH), "lessons"),
    Click("Coinche lesson page, refused card click", APP, COINCHE.query, refused_card(COINCHE), "lessons"),
    Click("Coinche lesson page, right card click", APP, COINCHE.query, right_card(COINCHE), "lessons"),
]

ARM = """([selector, text]) => {
  const done = () =>
    document.querySelector('[data-testid="stApp"]')?.dataset.testScriptState === "notRunning"
    && document.querySelector(selector)?.textContent.trim() === text;
  window.roundTrip = new Promise((resolve, reject) => {
    let pressed = null;
    document.addEventListener("pointerdown", () => { pressed = performance.now(); },
                              {capture: true, once: true});
    const observer = new MutationObserver(() => {
      if (pressed !== null && done()) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(performance.now() - pressed);
      }
    });
    observer.observe(document.body,
                     {subtree: true, childList: true, characterData: true, attributes: true});
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no "${text}" in ${selector} 30 s after the click`));
    }, 30000);
  });
}"""
"""Arm a promise resolving to the milliseconds from the next press to the expected content."""


def time_reruns(scenario: Rerun, runs: int, warmup: int) -> list[float]:
    """Milliseconds of ``at.run()`` after each interaction, warm-up runs left out."""
    at = AppTest.from_file(str(ROOT / scenario.entry), default_timeout=30)
    for name, value in scenario.query.items():
        at.query_params[name] = value
    at.run()
    if scenario.page is not None:
        at.switch_page(scenario.page).run()
    interact = scenario.interact
    times = []
    for i in range(warmup + runs):
        if isinstance(interact, str):
            at.button(key=interact).click()
        elif interact is not None:
            interact(at, i)
        start = time.perf_counter()
        at.run()
        elapsed = (time.perf_counter() - start) * 1000
        if at.exception:
            raise SystemExit(f"{scenario.name}: the app raised {at.exception[0].value}")
        if scenario.shows is not None and not any(scenario.shows in alert.value for alert in at.success):
            raise SystemExit(f"{scenario.name}: no {scenario.shows!r} after the click")
        if i >= warmup:
            times.append(elapsed)
    return times


def time_clicks(scenario: Click, page: Page, runs: int, warmup: int) -> list[float]:
    """Milliseconds from each press to its result in the page, warm-up clicks left out."""
    times = []
    for i in range(warmup + runs):
        target, selector, text = scenario.step(page, i)
        page.evaluate(ARM, [selector, text])
        target.click()
        elapsed = page.evaluate("window.roundTrip")
        if i >= warmup:
            times.append(elapsed)
    return times


def browser_clicks(runs: int, warmup: int) -> tuple[list[tuple[str, list[float]]], list[tuple[str, int]]]:
    """Each scenario of ``CLICKS`` on its own server, one at a time (they share two cores); with
    the number of DOM elements of each page after its clicks."""
    results, sizes = [], []
    with tempfile.TemporaryDirectory() as logs, sync_playwright() as playwright:
        browser = launch(playwright)
        for scenario in CLICKS:
            with serve(ROOT / scenario.entry, Path(logs) / "server.log") as server:
                context = browser.new_context(locale="en-US", viewport={"width": 1280, "height": 800})
                page = context.new_page()
                page.goto(f"{server.url}/{scenario.path}?{urlencode(scenario.query)}")
                wait_idle(page)
                results.append((scenario.name, time_clicks(scenario, page, runs, warmup)))
                sizes.append((scenario.name, page.evaluate("document.querySelectorAll('*').length")))
                context.close()
        browser.close()
    return results, sizes


def table(title: str, results: list[tuple[str, list[float]]]) -> None:
    """Print median, p90 and n per scenario, and each median against the first (the bare page)."""
    print(title)
    print(f"  {'scenario':40} {'median':>8} {'p90':>8} {'n':>5} {'x bare':>7}")
    base = statistics.median(results[0][1])
    for name, times in results:
        median = statistics.median(times)
        p90 = statistics.quantiles(times, n=10)[-1]
        print(f"  {name:40} {median:8.1f} {p90:8.1f} {len(times):5} {median / base:7.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reruns", type=int, default=100, help="timed AppTest reruns per scenario")
    parser.add_argument("--clicks", type=int, default=30, help="timed browser clicks per scenario")
    parser.add_argument("--warmup", type=int, default=3, help="untimed runs first (default 3)")
    parser.add_argument("--no-browser", action="store_true", help="only the AppTest figures")
    args = parser.parse_args()
    # Each new AppTest warns that it runs outside a Streamlit server (a filter, because Streamlit
    # resets its loggers' levels).
    logging.getLogger("streamlit.runtime.scriptrunner_utils.script_run_context").addFilter(
        lambda record: "missing ScriptRunContext" not in record.getMessage())

    reruns = [(s.name, time_reruns(s, args.reruns, args.warmup)) for s in RERUNS]
    table("server time of a rerun under AppTest, ms   [target: under 30 ms]", reruns)
    if args.no_browser:
        return
    if not CHROMIUM.exists():
        raise SystemExit(f"{CHROMIUM} is missing: `sudo apt-get install {BROWSER_PACKAGES}`, "
                         "or run with --no-browser")
    clicks, sizes = browser_clicks(args.clicks, args.warmup)
    table("click round trip in Chromium, press to result, ms   [target: within 1.5x the bare page]",
          clicks)
    print("DOM elements of each page after its clicks")
    for name, size in sizes:
        print(f"  {name:40} {size:8}")


if __name__ == "__main__":
    main()
