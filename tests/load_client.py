"""Simulated learners that speak Streamlit's own websocket protocol, for many at once.

A browser per learner cannot reach a classroom on a 2-core machine (robustness probe §5), so
each learner here is one websocket to the app's ``/_stcore/stream``, speaking what the browser's
Streamlit frontend speaks (protobufs from ``streamlit.proto``):

- The client sends a `BackMsg` whose ``rerun_script`` is a `ClientState`: the query string,
  the page's script hash (from the `Navigation` ForwardMsg), the widget values as a
  `WidgetStates` (a button press is a ``trigger_value``, a radio a ``string_value`` holding the
  option's label, a number field a ``double_value``), and the fragment's id when the widget
  lives in a fragment (then only the fragment reruns, as in the browser).
- The server answers with `ForwardMsg`s: ``delta`` (each element, its widget id among its
  fields, at ``metadata.delta_path``, with ``fragment_id`` when a fragment drew it), ``page_info_changed``
  (the new query string: the exercise's code, the lesson's step), ``navigation`` (the pages and
  their hashes) and ``script_finished``. What a run redraws is dropped when its BackMsg is
  sent (the fragment's elements for a fragment run) and at ``FINISHED_EARLY_FOR_RERUN``. A click's
  time runs from sending the BackMsg to the
  ``script_finished`` that is not ``FINISHED_EARLY_FOR_RERUN`` (an ``st.rerun()`` runs on).
- Widgets are found by their key: Streamlit's widget ids end with it (``$$ID-<hash>-<key>``).

Errors counted: an ``exception`` element or a compile error in the ForwardMsgs, a click whose
run does not finish within the timeout, a websocket that closes under the learner, a page that
lacks what the learner needs to go on. Every learner answers practice exercises (right or
wrong, the answer computed from the code in the address with the game's practice module) and
goes through Cinch lessons (the moves and answers from the lesson's own frames), with a think
time between clicks. Used by ``benchmarks/load.py`` and ``tests/test_concurrent_learners.py``.
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from collections.abc import Iterable
from contextlib import suppress
from dataclasses import dataclass, field
from functools import cache
from typing import Any
from urllib.parse import parse_qs

import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState

from tutor.games import find_game, split_code
from tutor.lessons import Frame, Lesson, StepKind, answer, frames, load_lessons, options

GAME = "cinch"
"""The game the simulated learners practise and take lessons in."""

_KEYED = re.compile(r"^\$\$ID-[0-9a-f]+-(.*)$", re.DOTALL)
_EARLY = ForwardMsg.ScriptFinishedStatus.Value("FINISHED_EARLY_FOR_RERUN")
_WIDGETS = {"button", "text_input", "number_input", "radio", "selectbox", "slider", "checkbox",
            "button_group", "text_area", "multiselect", "form_submit_button"}


class LearnerStuck(Exception):
    """The page does not offer what the learner needs to go on (counted as an error)."""


@dataclass
class Widget:
    kind: str
    """The element's field in `Element` (``button``, ``radio``, ``number_input`` …)."""
    proto: Any
    fragment: str
    """The fragment the widget was drawn in ("" outside any)."""

    @property
    def id(self) -> str:
        return str(self.proto.id)

    @property
    def key(self) -> str | None:
        """The ``key=`` the app gave the widget, or None."""
        found = _KEYED.match(self.id)
        return found.group(1) if found and found.group(1) != "None" else None


@dataclass
class Tally:
    """What one or many learners did and met."""

    latencies: list[float] = field(default_factory=list)
    """Seconds from each BackMsg to the end of its script run."""
    first_message: list[float] = field(default_factory=list)
    """Seconds from each BackMsg to the first ForwardMsg of its run (the wait before the run
    starts, or its first element)."""
    messages: list[int] = field(default_factory=list)
    """ForwardMsgs received per click."""
    by_run: dict[str, list[float]] = field(default_factory=dict)
    """The same, by the kind of run: ``page`` (a page opened from the menu), ``fragment`` (a
    click in a lesson's player, which reruns only the player), ``full`` (any other click)."""
    errors: list[str] = field(default_factory=list)
    answers_sent: int = 0
    """Practice answers checked (each one is a row in the store's answers)."""
    steps_sent: int = 0
    """Lesson moves and answers judged (each one is a row in the store's steps)."""
    exercises: int = 0
    lessons_finished: int = 0
    connected: int = 0
    learners: list[str] = field(default_factory=list)
    """The names of the learners who named themselves."""

    def add(self, other: Tally) -> None:
        self.latencies += other.latencies
        self.first_message += other.first_message
        self.messages += other.messages
        for kind, seconds in other.by_run.items():
            self.by_run.setdefault(kind, []).extend(seconds)
        self.errors += other.errors
        self.answers_sent += other.answers_sent
        self.steps_sent += other.steps_sent
        self.exercises += other.exercises
        self.lessons_finished += other.lessons_finished
        self.connected += other.connected
        self.learners += other.learners


class Session:
    """One browser tab's worth of Streamlit session over one websocket."""

    def __init__(self, url: str, tally: Tally, timeout: float = 30.0) -> None:
        self.url = url.rstrip("/")
        self.tally = tally
        self.timeout = timeout
        self.socket: Any = None
        self.query = ""
        self.page_hash = ""
        self.page_path = ""
        self.pages: dict[str, str] = {}
        """url_pathname ("" for the default page) -> page_script_hash."""
        self.elements: dict[tuple[int, ...], tuple[Widget | None, str]] = {}
        """delta path -> (the widget there or None, the fragment it belongs to)."""
        self.values: dict[str, WidgetState] = {}
        """Widget id -> the value the learner gave it (sent with every rerun, as the browser does)."""
        self.finished = asyncio.Event()
        self.received = 0
        self.first_at: float | None = None
        self.closed = False
        self.closing = False
        self.reader: asyncio.Task[None] | None = None

    # --- the connection ---------------------------------------------------------------------

    async def open(self, query: str = "") -> None:
        address = "ws" + self.url.removeprefix("http") + "/_stcore/stream"
        self.socket = await asyncio.wait_for(
            websockets.connect(address, subprotocols=["streamlit"], max_size=None,  # type: ignore[list-item]
                               ping_interval=None, compression=None),
            self.timeout)
        self.reader = asyncio.create_task(self._read())
        self.query = query
        await self.rerun()

    async def close(self) -> None:
        self.closing = True
        if self.socket is not None:
            await self.socket.close()
        if self.reader is not None:
            await self.reader

    async def _read(self) -> None:
        try:
            async for data in self.socket:
                message = ForwardMsg()
                message.ParseFromString(data)
                self.received += 1
                if self.first_at is None:
                    self.first_at = time.monotonic()
                self._take(message)
        except websockets.ConnectionClosed:
            pass
        finally:
            self.closed = True
            if not self.closing:
                self.tally.errors.append("disconnect: the server closed the websocket")
            self.finished.set()

    def _take(self, message: ForwardMsg) -> None:
        kind = message.WhichOneof("type")
        if kind == "delta":
            self._delta(message)
        elif kind == "script_finished":
            if message.script_finished == _EARLY:  # an st.rerun(): the next run redraws everything
                self.elements = {}
            else:
                self.finished.set()
        elif kind == "page_info_changed":
            self.query = message.page_info_changed.query_string
        elif kind == "navigation":
            self.pages = {page.url_pathname: page.page_script_hash for page in message.navigation.app_pages}
            self.pages.setdefault("", next((page.page_script_hash for page in message.navigation.app_pages
                                            if page.is_default), ""))
            self.page_hash = message.navigation.page_script_hash
        elif kind == "new_session":
            if message.new_session.page_script_hash:
                self.page_hash = message.new_session.page_script_hash
        elif kind == "session_event":
            event = message.session_event
            if event.HasField("script_compilation_exception"):
                self.tally.errors.append(f"compile error: {event.script_compilation_exception.message}")
        elif kind == "page_not_found":
            self.tally.errors.append("page not found")

    def _delta(self, message: ForwardMsg) -> None:
        delta = message.delta
        path = tuple(message.metadata.delta_path)
        if delta.WhichOneof("type") != "new_element":
            self.elements[path] = (None, delta.fragment_id)
            return
        element = delta.new_element
        kind = element.WhichOneof("type")
        if kind == "exception":
            problem = element.exception
            self.tally.errors.append(f"exception: {problem.type}: {problem.message[:200]}")
        widget = None
        if kind in _WIDGETS and getattr(getattr(element, kind), "id", ""):
            widget = Widget(kind, getattr(element, kind), delta.fragment_id)
        self.elements[path] = (widget, delta.fragment_id)

    # --- what is on the page ----------------------------------------------------------------

    def widgets(self) -> list[Widget]:
        return [widget for widget, _ in self.elements.values() if widget is not None]

    def widget(self, key: str) -> Widget | None:
        return next((widget for widget in self.widgets() if widget.key == key), None)

    def keys(self, prefix: str) -> list[str]:
        return [w.key for w in self.widgets() if w.key is not None and w.key.startswith(prefix)]

    def param(self, name: str) -> str | None:
        values = parse_qs(self.query).get(name)
        return values[0] if values else None

    # --- clicks -----------------------------------------------------------------------------

    async def rerun(self, changed: Iterable[WidgetState] = (), fragment: str = "",
                    page: str | None = None) -> None:
        """Send one rerun (a click, a new value, a page) and wait until its run has finished."""
        if self.closed:
            raise LearnerStuck("the websocket is closed")
        message = BackMsg()
        state = message.rerun_script
        if page is not None:
            self.page_path = page
            state.page_script_hash = self.pages.get(page, "")
            if not state.page_script_hash:
                state.page_name = page
            self.query = ""
        else:
            state.page_script_hash = self.page_hash
        state.query_string = self.query
        state.fragment_id = fragment
        state.context_info.timezone = "UTC"
        state.context_info.timezone_offset = 0
        state.context_info.locale = "en-GB"
        state.context_info.url = f"{self.url}/{self.page_path}"
        present = {widget.id for widget in self.widgets()}
        triggers = list(changed)
        sent = {value.id for value in triggers}
        state.widget_states.widgets.extend(triggers)
        state.widget_states.widgets.extend(value for wid, value in self.values.items()
                                           if wid in present and wid not in sent)
        if fragment:  # what the run redraws goes: the fragment's elements, or the whole page
            self.elements = {path: item for path, item in self.elements.items() if item[1] != fragment}
        else:
            self.elements = {}
        self.finished.clear()
        self.received, self.first_at = 0, None
        start = time.monotonic()
        await self.socket.send(message.SerializeToString())
        try:
            await asyncio.wait_for(self.finished.wait(), self.timeout)
        except TimeoutError:
            self.tally.errors.append(f"timeout: no script_finished within {self.timeout:.0f} s")
            await asyncio.wait_for(self.finished.wait(), self.timeout * 3)  # then give up
        if self.closed:
            raise LearnerStuck("the websocket closed during a run")
        took = time.monotonic() - start
        self.tally.messages.append(self.received)
        if self.first_at is not None:
            self.tally.first_message.append(self.first_at - start)
        self.tally.latencies.append(took)
        kind = "page" if page is not None else "fragment" if fragment else "full"
        self.tally.by_run.setdefault(kind, []).append(took)

    async def click(self, key: str, count: str | None = None) -> None:
        """Press the button `key`; `count` names the `Tally` counter of what the press stores (a
        practice answer, a lesson move or answer), counted once its BackMsg is sent, whether or
        not its run then finishes."""
        widget = self._need(key)
        if count is not None and not self.closed:
            setattr(self.tally, count, getattr(self.tally, count) + 1)
        await self.rerun([WidgetState(id=widget.id, trigger_value=True)], widget.fragment)

    async def choose(self, key: str, index: int) -> None:
        """Choose the `index`-th option of a radio."""
        widget = self._need(key)
        value = WidgetState(id=widget.id, string_value=widget.proto.options[index])
        self.values[widget.id] = value
        await self.rerun([value], widget.fragment)

    async def type_number(self, key: str, number: float) -> None:
        widget = self._need(key)
        value = WidgetState(id=widget.id, double_value=number)
        self.values[widget.id] = value
        await self.rerun([value], widget.fragment)

    async def submit(self, form: str, texts: dict[str, str]) -> None:
        """Fill the text fields of a form (by key) and press its submit button."""
        button = next((w for w in self.widgets() if w.kind == "button" and w.proto.is_form_submitter
                       and w.proto.form_id == form), None)
        if button is None:
            raise LearnerStuck(f"no form {form!r} on the page")
        states = [WidgetState(id=self._need(key).id, string_value=text) for key, text in texts.items()]
        await self.rerun([*states, WidgetState(id=button.id, trigger_value=True)], button.fragment)

    async def go(self, page: str) -> None:
        """Open a page of the navigation (its url path; "" for home) from the menu."""
        await self.rerun(page=page)

    def _need(self, key: str) -> Widget:
        widget = self.widget(key)
        if widget is None:
            raise LearnerStuck(f"no widget {key!r} on {self.page_path or 'home'} ({self.query})")
        return widget


# --- a learner ------------------------------------------------------------------------------


class Learner:
    """A learner who names themself, then practises and takes lessons until the time is up."""

    def __init__(self, session: Session, name: str, rng: random.Random, pause: float,
                 deadline: float, wrong: float = 0.3) -> None:
        self.session, self.name, self.rng, self.pause = session, name, rng, pause
        self.deadline, self.wrong = deadline, wrong
        self.tally = session.tally

    def time_left(self) -> bool:
        return time.monotonic() < self.deadline and not self.session.closed

    async def think(self) -> None:
        if self.pause > 0:
            await asyncio.sleep(self.pause * self.rng.uniform(0.5, 1.5))

    async def act(self, action: Any) -> None:
        """One click (a coroutine), then the learner's think time."""
        await action
        await self.think()

    async def run(self) -> None:
        session = self.session
        await session.open()
        self.tally.connected += 1
        await self.think()
        await self.act(session.submit("learner-new", {"learner-new-name": self.name}))
        if session.widget("learner-change") is None:
            raise LearnerStuck(f"the learner {self.name!r} was not created")
        self.tally.learners.append(self.name)
        practice_first = self.rng.random() < 0.5
        while self.time_left():
            if practice_first:
                await self.practise(self.rng.randint(2, 4))
            else:
                await self.lesson()
            practice_first = not practice_first

    # --- practice ---

    async def practise(self, exercises: int) -> None:
        session = self.session
        await self.act(session.go("practice"))
        for _ in range(exercises):
            if not self.time_left():
                return
            await self.exercise()
            if not self.time_left():
                return
            await self.act(session.click("next-exercise"))

    async def exercise(self) -> None:
        session = self.session
        code = session.param("exercise")
        if code is None:
            raise LearnerStuck("the practice page put no exercise in the address")
        game, local = split_code(code)
        exercise = _exercise(game.name, local)
        right = self.rng.random() >= self.wrong
        key = f"answer-{exercise.code}"
        kind = exercise.kind.value
        if kind in ("counts", "hand-score"):
            ns, ew = exercise.answer if right else (exercise.answer[0] + 1, exercise.answer[1])
            await self.act(session.type_number(f"{key}-ns", ns))
            await self.act(session.type_number(f"{key}-ew", ew))
        elif kind == "point-winners":
            sides = (*exercise.options, None)  # the widget's choices: the sides, then nobody
            wrong_point = self.rng.choice(list(exercise.answer)) if not right else None
            for point, side in exercise.answer.items():
                index = sides.index(side)
                if point == wrong_point:
                    index = (index + 1) % len(sides)
                await self.act(session.choose(f"{key}-{point.value}", index))
        elif kind == "legal-cards":
            chosen = set(exercise.answer)
            if not right:
                chosen ^= {self.rng.choice(exercise.options)}
            for card in exercise.options:
                if card in chosen:
                    await self.act(session.click(f"{key}-{card}"))
        else:
            fits = [i for i, option in enumerate(exercise.options)
                    if game.practice.check(exercise, option) == right]
            index = self.rng.choice(fits) if fits else 0
            await self.act(session.choose(key, index))
        await self.act(session.click("check", count="answers_sent"))
        self.tally.exercises += 1
        if session.widget("next-exercise") is None:
            raise LearnerStuck(f"no verdict after checking {code}")

    # --- lessons ---

    async def lesson(self) -> None:
        session = self.session
        await self.act(session.go("lessons"))
        chosen = self.rng.choice(_lessons())
        await self.act(session.click(f"open-{chosen.id}"))
        steps = _frames(chosen.id)
        last = None
        while self.time_left():
            if session.widget("finished-to-lessons") is not None:
                self.tally.lessons_finished += 1
                await self.act(session.click("finished-to-lessons"))
                return
            for key in ("continue", "next-move"):
                if session.widget(key) is not None:
                    await self.act(session.click(key))
                    break
            else:
                step = session.param("step")
                if step is None or not step.isdigit() or not 1 <= int(step) <= len(steps):
                    raise LearnerStuck(f"lesson {chosen.id}: no step in the address ({session.query})")
                if (step, session.query) == last:
                    raise LearnerStuck(f"lesson {chosen.id}: step {step} does not move on")
                last = (step, session.query)
                await self.step(steps[int(step) - 1])

    async def step(self, frame: Frame) -> None:
        session = self.session
        if frame.step.kind is StepKind.DO:
            move = frame.expected
            if move is None:
                raise LearnerStuck(f"step {frame.index} expects no move")
            if move.verb.value == "play":
                others = [key for key in session.keys("card-") if key != f"card-{move.card}"]
                if others and self.rng.random() < self.wrong:  # a wrong card first
                    await self.act(session.click(self.rng.choice(others), count="steps_sent"))
                await self.act(session.click(f"card-{move.card}", count="steps_sent"))
            elif move.verb.value == "pass":
                await self.act(session.click("pass", count="steps_sent"))
            elif move.verb.value == "bid":
                await self.act(session.click(f"bid-{move.amount}", count="steps_sent"))
            elif move.verb.value == "trump":
                assert move.suit is not None
                await self.act(session.click(f"trump-{move.suit.name.lower()}", count="steps_sent"))
            elif move.verb.value in ("discard", "rob"):
                for card in move.cards:
                    await self.act(session.click(f"pick-{frame.index}-{card}"))
                await self.act(session.click("confirm-cards", count="steps_sent"))
            else:
                raise LearnerStuck(f"step {frame.index}: a {move.verb.value} move")
            return
        key = f"answer-{frame.index}"
        right = answer(frame)
        questions = find_game(frame.game).questions
        wrong = self.rng.random() < self.wrong
        if frame.step.question in questions.NUMBER_QUESTIONS:
            await self.act(session.type_number(key, int(right) + (1 if wrong else 0)))
        elif frame.step.question in questions.CARD_SET_QUESTIONS:
            choices = options(frame)
            chosen = set(right)
            if wrong and choices:
                chosen ^= {self.rng.choice(choices)}
            for card in choices:
                if card in chosen:
                    await self.act(session.click(f"{key}-{card}"))
        else:
            choices = options(frame)
            index = choices.index(right)
            if wrong and len(choices) > 1:
                index = self.rng.choice([i for i in range(len(choices)) if i != index])
            await self.act(session.choose(key, index))
        await self.act(session.click("check", count="steps_sent"))
        if session.widget("reveal") is not None:  # a wrong answer: show the answer
            await self.act(session.click("reveal"))


@cache
def _lessons() -> tuple[Lesson, ...]:
    return tuple(item for item in load_lessons() if isinstance(item, Lesson) and item.game == GAME)


@cache
def _frames(lesson_id: str) -> tuple[Frame, ...]:
    return frames(next(lesson for lesson in _lessons() if lesson.id == lesson_id))


@cache
def _exercise(game: str, code: str) -> Any:
    return find_game(game).practice.exercise_from_code(code)


async def learner(url: str, name: str, seconds: float, pause: float, seed: int,
                  timeout: float = 30.0, start_within: float = 0.0) -> Tally:
    """One simulated learner against the app at `url` for `seconds` (from its own start, which is
    spread over `start_within` seconds so that a class does not click at the same instant)."""
    tally = Tally()
    rng = random.Random(seed)
    await asyncio.sleep(rng.uniform(0, start_within))
    session = Session(url, tally, timeout)
    try:
        await Learner(session, name, rng, pause, time.monotonic() + seconds).run()
    except LearnerStuck as stuck:
        if not session.closed:
            tally.errors.append(f"stuck: {stuck}")
    except (OSError, TimeoutError, websockets.WebSocketException) as problem:
        tally.errors.append(f"disconnect: {type(problem).__name__}: {problem}")
    finally:
        with suppress(Exception):  # closing a broken socket
            await session.close()
    return tally


async def classroom(urls: list[str], names: list[str], seconds: float, pause: float, seed: int = 0,
                    timeout: float = 30.0, start_within: float | None = None) -> Tally:
    """The learners `names` at once, spread over the servers `urls` in turn; their tallies summed."""
    spread = pause if start_within is None else start_within
    tallies = await asyncio.gather(*(
        learner(urls[i % len(urls)], name, seconds, pause, seed * 100_003 + i, timeout, spread)
        for i, name in enumerate(names)
    ))
    total = Tally()
    for tally in tallies:
        total.add(tally)
    return total


def stored_rows(names: Iterable[str], game: str = GAME) -> tuple[int, int]:
    """The practice answers and lesson steps stored for the learners `names` (`Store.default()`:
    the same ``TUTOR_DATA_DIR``/``TUTOR_DATABASE_URL`` as the app's)."""
    from tutor.store import Store

    store = Store.default()
    answers = steps = 0
    try:
        for name in names:
            found = store.learner(name)
            if found is None:
                continue
            export = store.export(found.id, game=game)
            answers += len(export["answers"])
            steps += len(export["steps"])
    finally:
        store.close()
    return answers, steps
