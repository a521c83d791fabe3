"""Teaching in the lesson player (issue 14): no question shows its answer before it is given,
a wrong answer is explained at once, a read step can show all its moves, a finished lesson leads
to the next one — in every language."""

from __future__ import annotations

import re

import pytest
from app_driver import LESSONS_PAGE, click, give_answer, open_app, visible_text

from tutor import i18n, words
from tutor.app.places import Place
from tutor.cards import Card
from tutor.games import find_game
from tutor.games.cinch.questions import CARD_SET_QUESTIONS, Question
from tutor.lessons import Frame, Lesson, StepKind, answer, frames, load_lessons, options

LESSONS = [item for item in load_lessons() if isinstance(item, Lesson)]
ASKS = [(lesson, frame) for lesson in LESSONS for frame in frames(lesson) if frame.step.kind is StepKind.ASK]


def open_step(lang: str, lesson: Lesson, frame: Frame):
    at = open_app(lang, lesson=lesson.id, step=str(frame.index + 1))
    at.switch_page(LESSONS_PAGE).run()
    assert at.query_params["step"] == str(frame.index + 1)
    return at


def some_wrong_answer(frame: Frame):
    right = answer(frame)
    questions = find_game(frame.game).questions
    if frame.step.question in questions.NUMBER_QUESTIONS:
        return right + 1
    if frame.step.question in questions.CARD_SET_QUESTIONS:
        return frozenset(options(frame)) - right or frozenset(list(right)[:1])
    return next(option for option in options(frame) if option != right)


def test_every_lesson_asks_questions() -> None:
    assert len(ASKS) >= 90


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_question_shows_its_answer_before_it_is_answered(lang: str) -> None:
    """Walk every ask step of every lesson, freshly opened: no score sheet, no "the answer is",
    no reason, and choices named plainly (a card by its bare name, never as a Pedro)."""
    t = i18n.translator(lang)
    answer_is = t.gettext("The answer is %(answer)s.").split("%(answer)s")[0]
    sheet_title = t.gettext("Score sheet")
    faults = []
    for lesson, frame in ASKS:
        at = open_step(lang, lesson, frame)
        shown = visible_text(at)
        where = f"{lesson.id} step {frame.index + 1}"
        if sheet_title in shown:
            faults.append(f"{where}: the score sheet is shown")
        if any(answer_is in text for text in shown):
            faults.append(f"{where}: the answer is shown")
        if frame.step.why and any(t.gettext(frame.step.why)[:60] in text for text in shown):
            faults.append(f"{where}: the reason is shown")
        game = find_game(lesson.game)
        if frame.at.phase.value == "complete":
            # The contract, which the table shows from the auction on, answers nothing.
            contract = t.gettext("Contract: %(contract)s, bid by %(seat)s (%(side)s).").split("%")[0]
            sheet = [line for line in game.explain.describe_score(game.score(frame.at), lang)
                     if not line.startswith(contract)]
            counts = [line for line in sheet if any(line in text for text in shown)]
            if counts:
                faults.append(f"{where}: score lines shown: {counts}")
        offered = [option for option in options(frame) if isinstance(option, Card)]
        if offered and frame.step.question not in game.questions.CARD_SET_QUESTIONS:
            labels = list(at.radio(key=f"answer-{frame.index}").options)
            plain = [words.card_name(card, lang) for card in offered]
            if labels != plain:
                faults.append(f"{where}: choices {labels} are not the plain card names {plain}")
        pictures = "".join(element.value for element in at.markdown)
        names_a_pedro = re.search(r'aria-label="[^"]*Pedro', pictures)
        if frame.step.question in (Question.IS_TRUMP, Question.HIGHER) and lesson.game == "cinch" and names_a_pedro:
            faults.append(f"{where}: a card picture names a Pedro before the question is answered")
    assert faults == []


def test_a_first_wrong_answer_gets_a_hint_and_the_rule_the_second_the_answer_and_why() -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.id == "trump-order")
    frame = next(frame for frame in frames(lesson) if frame.step.question is Question.IS_TRUMP)
    assert frame.step.card == Card.parse("5D") and answer(frame) is True
    at = open_step("en", lesson, frame)
    give_answer(at, frame, False)
    [error] = at.error
    assert error.value.startswith("Not quite: you answered No.")
    assert "The trumps are the thirteen cards of the trump suit and one more" in error.value
    links = [link.proto.query_string for link in at.get("page_link")]
    assert any("rule=rank.left-pedro" in link for link in links), links
    assert not any("The answer is" in text for text in visible_text(at))
    assert all(button.key != "continue" for button in at.button)
    give_answer(at, frame, False)
    shown = visible_text(at)
    assert "The answer is **Yes**." in shown
    assert any(text.startswith("With hearts as trumps, the 5 of diamonds") for text in shown)
    assert at.button(key="continue")


def test_a_wrong_set_of_cards_is_said_as_what_the_learner_answered() -> None:
    lesson, frame = next((lesson, frame) for lesson, frame in ASKS if frame.step.question in CARD_SET_QUESTIONS)
    at = open_step("en", lesson, frame)
    wrong = some_wrong_answer(frame)
    give_answer(at, frame, wrong)
    assert at.error[0].value.startswith("Not quite: you answered ")
    assert " is not the answer" not in at.error[0].value
    assert all(words.card_name(card, "en") in at.error[0].value for card in wrong)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_read_step_can_show_all_its_moves_at_once(lang: str) -> None:
    lesson, frame = next((lesson, frame) for lesson in LESSONS for frame in frames(lesson)
                         if frame.step.kind is StepKind.READ and len(frame.scripted) >= 3)
    at = open_step(lang, lesson, frame)
    click(at, "all-moves")
    assert all(button.key != "next-move" for button in at.button)
    assert at.button(key="continue")
    said = find_game(lesson.game).explain.describe_move(frame.scripted[-1][0], lang, frame.scripted[-2][1])
    assert any(said in text for text in visible_text(at))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_finished_lesson_offers_the_next_one(lang: str) -> None:
    first, second = LESSONS[0], LESSONS[1]
    at = open_app(lang, lesson=first.id, step=str(len(frames(first))))
    at.switch_page(LESSONS_PAGE).run()
    at.session_state["lesson-places"] = {first.id: Place(len(frames(first)))}
    at.run()
    button = at.button(key="next-lesson")
    assert i18n.translator(lang).gettext(second.title) in button.label
    button.click().run()
    assert at.query_params["lesson"] == second.id
    assert any(i18n.translator(lang).gettext(second.title) == title.value for title in at.title)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_home_starts_lesson_one_with_one_big_button(lang: str) -> None:
    at = open_app(lang)
    button = at.button(key="start-lesson-1")
    assert i18n.translator(lang).gettext(LESSONS[0].title) in button.label
    button.click().run()
    assert not at.exception
    assert at.query_params["lesson"] == LESSONS[0].id
    assert at.button(key="step-back")


def test_a_second_language_shows_the_narration_and_the_explanations_under_the_first() -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.id == "trump-order")
    frame = next(frame for frame in frames(lesson) if frame.step.kind is StepKind.READ)
    at = open_app("en", lesson=lesson.id, step=str(frame.index + 1), lang2="nl")
    at.switch_page(LESSONS_PAGE).run()
    dutch = i18n.translator("nl").gettext(frame.step.text)
    assert dutch != frame.step.text
    assert any(caption.value == f"**Nederlands** · {dutch}" for caption in at.caption)
    assert at.query_params["lang2"] == "nl"
    at.selectbox(key="second-language-selector").set_value("").run()
    assert not any("Nederlands" in caption.value for caption in at.caption)
    assert "lang2" not in at.query_params


def test_the_second_language_is_never_the_page_language() -> None:
    at = open_app("nl", lang2="nl")
    assert "lang2" not in at.query_params
    offered = at.selectbox(key="second-language-selector").options
    assert offered[0] == i18n.translator("nl").gettext("none")
    assert sorted(offered[1:]) == sorted(i18n.language_name(lang) for lang in ("en", "de", "fr"))


def test_browser_back_from_a_rule_link_returns_to_the_step() -> None:
    """Back after a rule link lands on ``/lessons?rule=…`` (the link's parameters, no lesson):
    the lesson opens again at the learner's step."""
    lesson = next(lesson for lesson in LESSONS if lesson.id == "follow-trump")
    at = open_step("nl", lesson, frames(lesson)[4])
    at.switch_page("views/rules.py").run()
    for name in list(at.query_params):
        del at.query_params[name]
    at.query_params["rule"], at.query_params["lang"] = "play.follow-trump", "nl"
    at.switch_page(LESSONS_PAGE).run()
    assert not at.exception
    assert at.query_params["lesson"] == lesson.id and at.query_params["step"] == "5"
    assert "rule" not in at.query_params
