"""Driving the app under Streamlit's AppTest as a learner would: open pages, click, answer.

The lesson walker plays every step of a lesson the way the engine says is right, after first
trying a mistake where one is possible, and checks what the page says at each point.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

from tutor import catalogs, i18n
from tutor.cards import Card
from tutor.games import GAMES, find_game
from tutor.games.cinch import Phase, explain
from tutor.games.coinche.moves import CAPOT
from tutor.games.seats import Seat
from tutor.lessons import (
    Answer,
    Frame,
    Lesson,
    StepKind,
    answer,
    frames,
    load_lessons,
    options,
)
from tutor.store import Learner, Store

ENTRYPOINT = Path(__file__).resolve().parents[1] / "tutor" / "app" / "main.py"
LESSONS_PAGE = "views/lessons.py"
RULES_PAGE = "views/rules.py"


def open_app(lang: str | None = None, **params: str) -> AppTest:
    """The app after its first run, with ``?lang=`` and other query parameters."""
    at = AppTest.from_file(str(ENTRYPOINT), default_timeout=30)
    if lang is not None:
        at.query_params["lang"] = lang
    for name, value in params.items():
        at.query_params[name] = value
    at.run()
    assert not at.exception, at.exception
    return at


def open_lesson(lang: str, lesson_id: str) -> AppTest:
    """The lesson opened from the lessons page of its game."""
    game = next(item.game for item in load_lessons() if isinstance(item, Lesson) and item.id == lesson_id)
    at = open_app(lang, game=game)
    at.switch_page(LESSONS_PAGE).run()
    at.button(key=f"open-{lesson_id}").click().run()
    assert not at.exception, at.exception
    return at


def click(at: AppTest, key: str) -> AppTest:
    at.button(key=key).click().run()
    assert not at.exception, at.exception
    return at


def visible_text(at: AppTest) -> list[str]:
    """Every string the page shows: headings, text, captions, alerts, labels of buttons and
    inputs, the options of choices."""
    found: list[str] = []
    for kind in ("title", "header", "subheader", "markdown", "caption", "info", "success",
                 "warning", "error", "exception"):
        found += [element.value for element in getattr(at, kind)]
    found += [button.label for button in at.button]
    for kind in ("radio", "multiselect", "selectbox", "number_input"):
        for widget in getattr(at, kind):
            found.append(widget.label)
            found += [str(option) for option in getattr(widget, "options", [])]
    return [text for text in found if isinstance(text, str) and text.strip()]


_NEUTRAL = re.compile(
    r"(:material/\w+:|:\w+\[|\b(?:10|[2-9AKQJ])[SHDC]\b|(?:10|[2-9AKQJ])[♠♥♦♣]"
    r"|\b[a-z]+(?:\.[a-z-]+)+\b|[\d\W_])+"
)


def _learners() -> list[Learner]:
    """The learners in this test run's store (other tests, in-process or in a browser, add some)."""
    store = Store.default()
    try:
        return store.learners()
    finally:
        store.close()


@functools.cache
def kept_as_is(lang: str) -> frozenset[str]:
    """The messages the translators of `lang` kept word for word: a name ("Pagat") or a card
    players' word the language borrows ("Belote", "Surcoinche")."""
    return frozenset(message.id for message in catalogs.read(lang)
                     if isinstance(message.id, str) and message.id and message.string == message.id)


def english_leaks(translated: list[str], english: list[str], lang: str) -> list[str]:
    """Strings of a translated page that appear word for word on the English page, apart from
    card codes, rule ids, numbers, symbols, the language selector's names of the languages, the
    games' names, the messages the translators kept as they are, and words that are the same in
    both languages (Dutch "West")."""
    same = {i18n.language_name(code) for code in i18n.LANGUAGES}
    same |= {find_game(name).rules_text.NAME for name in GAMES}  # "Coinche" is Coinche everywhere
    same |= kept_as_is(lang)
    same |= {learner.name for learner in _learners()}  # names the learners chose, not text
    same |= {explain.seat_name(seat, lang) for seat in Seat if explain.seat_name(seat, lang) == explain.seat_name(seat, "en")}
    source = set(english)
    return [
        text for text in translated
        if text in source and _NEUTRAL.sub("", text).strip() and text not in same and text.strip("*_ ") not in same
    ]


def frames_walk(
    at: AppTest, frames: tuple[Frame, ...], with_mistakes: bool = True, openings: bool = False
) -> Iterator[tuple[Frame, AppTest]]:
    """Play every step of the open lesson; yield each frame once it is solved, before going on
    (and, with `openings`, also as the step opens)."""
    for frame in frames:
        if openings:
            yield frame, at
        kind = frame.step.kind
        if kind is StepKind.READ:
            for _ in frame.scripted:
                click(at, "next-move")
        elif kind is StepKind.DO:
            if with_mistakes:
                make_mistake(at, frame)
            make_move(at, frame.expected, f"pick-{frame.index}", frame.game)
            assert at.success, f"step {frame.index + 1}: the expected move was not accepted"
        else:
            if with_mistakes:
                give_wrong_answer(at, frame)
            give_answer(at, frame, answer(frame))
            assert at.success, f"step {frame.index + 1}: the right answer was not accepted"
        yield frame, at
        click(at, "continue")


def make_mistake(at: AppTest, frame: Frame) -> None:
    """Play an illegal card if the learner holds one, and see the engine's explanation."""
    state, game = frame.at, find_game(frame.game)
    if state.phase.value != "play" or frame.expected is None:
        return
    seat = frame.expected.seat
    for card in state.hand(seat):
        move = game.parse_move(f"{seat.name} play {card}")
        violation = game.check_move(state, move)
        if violation is not None:
            step = at.query_params["step"]
            click(at, f"card-{card}")
            assert at.error, f"step {frame.index + 1}: no explanation for {move}"
            assert violation.rule not in at.error[0].value, "the rule id belongs in the link, not the sentence"
            links = [link.proto.query_string for link in at.get("page_link")]
            assert any(f"rule={violation.rule}" in link for link in links), links
            assert at.query_params["step"] == step and at.button(key=f"card-{card}")
            return


def make_move(at: AppTest, move: Any, picker: str = "", game: str = "cinch") -> None:
    """Make `move` of `game` as the learner would: a card, a bid, a call or a suit clicked;
    cards to discard or keep touched under the choice `picker` (``pick-<step index>``), then
    confirmed; a Coinche bid's number chosen under ``<picker>-bid`` before its suit's button."""
    verb = move.verb.value
    if verb == "play":
        card = move.card if game == "coinche" else move.cards[0]
        click(at, f"card-{card}")
    elif verb in ("pass", "coinche", "surcoinche"):
        click(at, verb)
    elif verb == "bid" and game == "coinche":
        at.selectbox(key=f"{picker}-bid").set_value(CAPOT if move.amount is None else move.amount).run()
        click(at, f"bid-{move.suit.name.lower()}")
    elif verb == "bid":
        click(at, f"bid-{move.amount}")
    elif verb == "trump":
        click(at, f"trump-{move.suit.name.lower()}")
    else:
        choose_cards(at, picker, move.cards)
        click(at, "confirm-cards")


def chosen_cards(at: AppTest, key: str) -> frozenset[Card]:
    """The cards chosen in the card toggles keyed `key` (`card_faces.card_toggles`)."""
    return frozenset(at.session_state[key]) if key in at.session_state else frozenset()


def choose_cards(at: AppTest, key: str, cards: Iterable[Card]) -> None:
    """Touch the card buttons of the choice under `key` until exactly `cards` are chosen."""
    wanted = frozenset(cards)
    for card in sorted(chosen_cards(at, key) ^ wanted):
        click(at, f"{key}-{card}")
    assert chosen_cards(at, key) == wanted


def questions_of(frame: Frame) -> Any:
    return find_game(frame.game).questions


def give_answer(at: AppTest, frame: Frame, value: Answer) -> None:
    question, questions = frame.step.question, questions_of(frame)
    key = f"answer-{frame.index}"
    if question in questions.NUMBER_QUESTIONS:
        at.number_input(key=key).set_value(value)
    elif question in questions.CARD_SET_QUESTIONS:
        if any(widget.key == key for widget in at.multiselect):
            at.multiselect(key=key).set_value(sorted(value))
        else:  # the player's card toggles
            choose_cards(at, key, value)
    else:
        at.radio(key=key).set_value(options(frame).index(value))
    click(at, "check")


def give_wrong_answer(at: AppTest, frame: Frame) -> None:
    right = answer(frame)
    question, questions = frame.step.question, questions_of(frame)
    if question in questions.NUMBER_QUESTIONS:
        wrong = right + 1
    elif question in questions.CARD_SET_QUESTIONS:
        wrong = frozenset(list(right)[:-1]) if len(right) > 1 else frozenset(frame.at.hand(frame.step.seat)) - right
        if not wrong or wrong == right:
            return
    else:
        wrong = next((option for option in options(frame) if option != right), None)
        if wrong is None:
            return
    give_answer(at, frame, wrong)
    assert at.error, f"step {frame.index + 1}: a wrong answer was not refused"


def first_do_step(phase: Phase) -> tuple[Lesson, Frame]:
    """The first *do* step of any Cinch lesson in `phase`, with its lesson."""
    for lesson in load_lessons():
        if isinstance(lesson, Lesson) and lesson.game == "cinch":
            for frame in frames(lesson):
                if frame.step.kind is StepKind.DO and frame.at.phase is phase and frame.expected is not None:
                    return lesson, frame
    raise AssertionError(f"no lesson has a do step in {phase}")


def escapes_removed(source: str) -> str:
    """What a reader sees of escaped markdown: backslash escapes and word joiners taken out."""
    out, escaped = [], False
    for char in source:
        if escaped:
            out.append(char)
            escaped = False
        elif char == "\\":
            escaped = True
        elif char != "\u2060":
            out.append(char)
    return "".join(out)
