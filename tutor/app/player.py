"""The lesson player: the table, the narration, and the learner's move or answer at each step.

The game's engine judges every move (`Game.check_move`) and computes every answer
(`tutor.lessons.answer`); the game's widgets draw the table and the learner's controls
(`Game.widgets`); this module only walks the steps and lays out what they say, in the learner's
language.
"""

from __future__ import annotations

import re
from typing import Any

import streamlit as st

from tutor import i18n
from tutor.app import (
    content,
    house_rules,
    language,
    learner,
    places,
    review_view,
    rule_links,
    second_language,
    term_links,
)
from tutor.app.places import Feedback, Place, Verdict
from tutor.games import Game, find_game
from tutor.lessons import Answer, Frame, Lesson, StepKind, answer, options
from tutor.words import rules_linked, rules_titled


def play(lesson: Lesson, frames: tuple[Frame, ...]) -> None:
    """Show the learner's current step of `lesson` and take their move or answer."""
    t = language.translator()
    place = places.get(lesson.id)
    if place.step >= len(frames):
        _finished(lesson, frames)
        return
    frame = frames[place.step]
    st.progress(
        (place.step + 1) / len(frames),
        text=t.gettext("Step %(step)d of %(steps)d") % {"step": place.step + 1, "steps": len(frames)},
    )
    _step_controls(lesson, place)
    game = find_game(lesson.game)
    state = _shown_state(frame, place)
    note = house_rules.lesson_note(game, state.profile)
    if note:
        st.caption(note)
    game.widgets.show_table(state, lesson.seat, frame.shown, hints=frame.step.kind is StepKind.READ or place.solved)
    if frame.step.kind is StepKind.READ:
        done = _read(lesson, frame, place, game, asked_next=_asks_next(frames, place))
    elif frame.step.kind is StepKind.DO:
        done = _do(lesson, frame, place, state, game)
    else:
        done = _ask(lesson, frame, place, state, game)
    if game.is_complete(state) and _no_question_left(frames, place):
        score_sheet(state, game)
    if done:
        _continue(lesson, place)


def _no_question_left(frames: tuple[Frame, ...], place: Place) -> bool:
    """True when no question of the lesson is still to be answered, this step's included: the
    score sheet would answer them (P1)."""
    if frames[place.step].step.kind is StepKind.ASK and not place.solved:
        return False
    return not any(frame.step.kind is StepKind.ASK for frame in frames[place.step + 1:])


def _step_controls(lesson: Lesson, place: Place) -> None:
    t = language.translator()
    with st.container(horizontal=True):
        st.button(
            t.gettext("Step back"), key="step-back", icon=":material/undo:",
            disabled=place.step == 0 and place.revealed == 0,
            on_click=_step_back, args=(lesson.id,),
        )
        st.button(
            t.gettext("Restart the lesson"), key="restart", icon=":material/restart_alt:",
            on_click=places.go_to, args=(lesson.id, 0),
        )


def _step_back(lesson_id: str) -> None:
    """Undo the last thing shown: a scripted move of this step, else go to the previous step."""
    place = places.get(lesson_id)
    if place.revealed:
        places.put(lesson_id, Place(place.step, place.revealed - 1))
    else:
        places.go_to(lesson_id, max(place.step - 1, 0))


def _shown_state(frame: Frame, place: Place) -> Any:
    """The position on the table: after the scripted moves shown so far, after a solved move."""
    if frame.step.kind is StepKind.READ:
        return frame.scripted[place.revealed - 1][1] if place.revealed else frame.before
    if frame.step.kind is StepKind.DO and place.solved:
        return frame.after
    return frame.at


def _continue(lesson: Lesson, place: Place) -> None:
    t = language.translator()
    st.button(
        t.gettext("Continue"), key="continue", type="primary", icon=":material/arrow_forward:",
        on_click=places.go_to, args=(lesson.id, place.step + 1),
    )


# --- read ---------------------------------------------------------------------------------------


def _asks_next(frames: tuple[Frame, ...], place: Place) -> bool:
    """True when the step after this one asks a question."""
    return place.step + 1 < len(frames) and frames[place.step + 1].step.kind is StepKind.ASK


def _read(lesson: Lesson, frame: Frame, place: Place, game: Game, asked_next: bool) -> bool:
    """The narration, then the scripted moves it tells of, one by one; True once all are shown.

    When a question follows, the last move is told without its position, so that its caption
    does not answer the question (P1): a game may say there who won the trick and what it held.
    """
    t, lang, explain = language.translator(), language.current(), game.explain
    game.widgets.your_hand(_shown_state(frame, place), lesson.seat)
    before, lines, ruled = frame.before, [], []
    last = len(frame.scripted) - 1
    for index, (move, after) in enumerate(frame.scripted[: place.revealed]):
        position = None if asked_next and index == last else before
        lines.append(f"- {explain.describe_move(move, lang, position)}")
        for rule in game.rulings(before, after):
            with rules_linked():
                lines.append(f"  - _{explain.describe_ruling(rule, lang, after, move)}_")
            ruled.append(rule)
        before = after
    _narration(frame.step.text)
    term_links.show(t.gettext(frame.step.text), game, key="lesson-words")
    if lines:
        st.markdown("\n".join(lines))
    left = len(frame.scripted) - place.revealed
    if left:
        move = frame.scripted[place.revealed][0]
        with st.container(horizontal=True):
            st.button(
                t.gettext("Show the next move (%(seat)s)") % {"seat": explain.seat_name(move.seat, lang)},
                key="next-move", type="primary", icon=":material/play_arrow:",
                on_click=places.reveal_next, args=(lesson.id, len(frame.scripted)),
            )
            if left > 1:
                st.button(
                    t.gettext("Show all %(count)d moves") % {"count": left}, key="all-moves",
                    icon=":material/fast_forward:",
                    on_click=places.reveal_all, args=(lesson.id, len(frame.scripted)),
                )
        return False
    rule_links.show((*frame.step.rules, *ruled), game)
    return True


_LEADING_NUMBER = re.compile(r"^(\s*\d+)([.)])", re.MULTILINE)


def as_sentences(markdown: str) -> str:
    """`markdown` in which a line that begins with a number ("2. North–South took…") stays a
    sentence instead of becoming a numbered list."""
    return _LEADING_NUMBER.sub(r"\1\\\2", markdown)


def _narration(text: str) -> None:
    """A lesson text in the learner's language (and under it in the second language)."""
    st.markdown(as_sentences(language.translator().gettext(text)))
    second_language.beside(lambda lang: as_sentences(i18n.translator(lang).gettext(text)))


def _prompt(text: str, icon: str) -> None:
    """A *do* step's prompt or an *ask* step's question (and under it in the second language)."""
    st.info(as_sentences(language.translator().gettext(text)), icon=icon)
    second_language.beside(lambda lang: as_sentences(i18n.translator(lang).gettext(text)))


# --- do -----------------------------------------------------------------------------------------


def _do(lesson: Lesson, frame: Frame, place: Place, state: Any, game: Game) -> bool:
    """The learner's move: the controls, then the verdict on the last try; True once found.

    Each control judges its move in its callback, before the run that shows the verdict, so a
    click costs one run.
    """
    t = language.translator()
    _prompt(frame.step.text, ":material/touch_app:")
    if place.solved:
        game.widgets.your_hand(state, lesson.seat)
        st.success(t.gettext("Well done!"), icon=":material/check_circle:")
        if frame.step.why:
            _narration(frame.step.why)
        rule_links.show(frame.step.rules, game)
        return True
    seat = frame.expected.seat if frame.expected is not None else state.to_move
    assert seat is not None
    game.widgets.move_controls(state, seat, lambda move: _judge(lesson.id, frame.index, move), f"pick-{frame.index}")
    if place.feedback is not None and place.feedback.move is not None:
        _show_verdict(frame, place.feedback.verdict, place.feedback.move, game, place.feedback.pricing)
    return False


def _judge(lesson_id: str, index: int, move: Any) -> None:
    """The engine's verdict on the learner's move at step `index`, kept as the step's feedback
    (a widget callback)."""
    frame = content.lesson_frames(lesson_id)[index]
    game = find_game(frame.game)
    if game.check_move(frame.at, move) is not None:
        verdict = Verdict.ILLEGAL
    elif frame.expected is not None and game.same_move(move, frame.expected):
        verdict = Verdict.RIGHT
    else:
        verdict = Verdict.OTHER
    pricing = _priced(game, frame.at) if verdict is Verdict.OTHER else None
    places.record(lesson_id, Feedback(verdict, move, pricing=pricing))
    learner.step_attempted(lesson_id, index, verdict is Verdict.RIGHT, game.name)


def _priced(game: Game, state: Any) -> Any:
    """The position's cards priced with every hand open, or None if the game cannot price it."""
    if game.price is None:
        return None
    try:
        return game.price(state)
    except ValueError:  # not in the play phase, or table mode
        return None


def _refusal(game: Game, violation: Any, lang: str, frame: Frame) -> str:
    """Why the engine refused the move, in `lang`, its rule left to the link under it."""
    with rules_linked():
        return str(game.explain.describe_violation(violation, lang, frame.at))


def _show_verdict(frame: Frame, verdict: Verdict, move: Any, game: Game, pricing: Any = None) -> None:
    t, lang, explain = language.translator(), language.current(), game.explain
    said = explain.describe_move(move, lang, frame.at)
    if verdict is Verdict.ILLEGAL:
        violation = game.check_move(frame.at, move)
        assert violation is not None
        st.error(t.gettext("Not allowed: %(move)s.") % {"move": said} + "\n\n" + _refusal(game, violation, lang, frame),
                 icon=":material/block:")
        second_language.beside(lambda other: _refusal(game, violation, other, frame))
        rule_links.show((violation.rule,), game)
        st.caption(t.gettext("Try again."))
        return
    reason = next(
        (text for alternative, text in frame.step.reasons.items() if game.same_move(alternative, move)),
        frame.step.otherwise,
    )
    with rules_linked():
        cost = None if pricing is None else explain.describe_cost(move, pricing, lang, frame.at)
    st.warning(
        t.gettext("Allowed, but not the move this lesson is after: %(move)s.") % {"move": said}
        + ("\n\n" + t.gettext(reason) if reason else "")
        + ("\n\n" + cost if cost else ""),
        icon=":material/lightbulb:",
    )
    if reason:
        second_language.beside(lambda other: i18n.translator(other).gettext(reason))
    if cost:
        rule_links.show((explain.cost_rule(move, pricing, frame.at),), game)
    st.caption(t.gettext("Try again."))


# --- ask ----------------------------------------------------------------------------------------


def _ask(lesson: Lesson, frame: Frame, place: Place, state: Any, game: Game) -> bool:
    """The question, the answer widget and the verdict on the last try; True once answered.

    A first wrong answer gets a hint and the rule to read; the second shows the answer and why,
    as does "Show the answer". Until then nothing on the page gives the answer away.
    """
    t, lang = language.translator(), language.current()
    game.widgets.your_hand(state, lesson.seat, hints=place.solved)
    _prompt(frame.step.text, ":material/help:")
    feedback = place.feedback
    if place.solved:
        assert feedback is not None
        if feedback.verdict is Verdict.RIGHT:
            st.success(t.gettext("Right!"), icon=":material/check_circle:")
        elif feedback.verdict is Verdict.WRONG:
            st.error(_you_answered(frame, feedback.given), icon=":material/close:")
        st.markdown(t.gettext("The answer is %(answer)s.") % {"answer": f"**{answer_text(frame, answer(frame), lang)}**"})
        if frame.step.why:
            _narration(frame.step.why)
        rule_links.show(frame.step.rules, game)
        return True
    if feedback is not None and feedback.verdict is Verdict.WRONG:
        hint = game.questions.hint(frame.step, frame.at, lang)
        st.error(_you_answered(frame, feedback.given) + ("\n\n" + hint if hint else "")
                 + "\n\n" + t.gettext("Try again."), icon=":material/close:")
        if hint:
            second_language.beside(lambda other: game.questions.hint(frame.step, frame.at, other))
        rule_links.show(frame.step.rules, game)
    if feedback is not None and feedback.verdict is Verdict.UNANSWERED:
        st.warning(t.gettext("Choose an answer first."))
    _answer_input(frame, game)
    with st.container(horizontal=True):
        st.button(t.gettext("Check"), key="check", type="primary", on_click=_check, args=(lesson.id, frame.index))
        if feedback is not None and feedback.verdict is not Verdict.UNANSWERED:
            st.button(
                t.gettext("Show the answer"), key="reveal",
                on_click=places.record, args=(lesson.id, Feedback(Verdict.REVEALED)),
            )
    return False


def _you_answered(frame: Frame, given: Answer) -> str:
    t = language.translator()
    return t.gettext("Not quite: you answered %(answer)s.") % {"answer": option_text(frame, given, language.current())}


def _check(lesson_id: str, index: int) -> None:
    """Judge the answer in the step's widgets (a callback of the Check button)."""
    frame = content.lesson_frames(lesson_id)[index]
    given = _given(frame)
    if given is _NOTHING:
        places.record(lesson_id, Feedback(Verdict.UNANSWERED))
        return
    verdict = Verdict.RIGHT if given == answer(frame) else Verdict.WRONG
    places.record(lesson_id, Feedback(verdict, given=given))
    learner.step_attempted(lesson_id, index, verdict is Verdict.RIGHT, frame.game)


_NOTHING = object()
"""No answer given yet."""


def _answer_input(frame: Frame, game: Game) -> None:
    """The widget for the question, keyed ``answer-<step index>``; its choices say no more than
    each other (`option_text`)."""
    t, lang, questions = language.translator(), language.current(), game.questions
    question = frame.step.question
    key = f"answer-{frame.index}"
    if question in questions.NUMBER_QUESTIONS:
        st.number_input(t.gettext("Your answer"), min_value=0, max_value=questions.LARGEST_NUMBER,
                        step=1, value=None, key=key, placeholder=t.gettext("Type a number"))
    elif question in questions.CARD_SET_QUESTIONS:
        game.widgets.card_faces.card_toggles(options(frame), lang, None, key=key, label=t.gettext("Your answer"))
    else:
        choices = options(frame)
        st.radio(t.gettext("Your answer"), range(len(choices)),
                 format_func=lambda i: option_text(frame, choices[i], lang), index=None, key=key)


def _given(frame: Frame) -> object:
    """The answer the step's widget holds, or `_NOTHING`."""
    value = st.session_state.get(f"answer-{frame.index}")
    question, questions = frame.step.question, find_game(frame.game).questions
    if question in questions.CARD_SET_QUESTIONS:
        return frozenset(value or ())
    if value is None:
        return _NOTHING
    return int(value) if question in questions.NUMBER_QUESTIONS else options(frame)[value]


def answer_text(frame: Frame, value: Answer, lang: str) -> str:
    """An answer to the step's question in words (the game's ``questions.answer_text``)."""
    return str(find_game(frame.game).questions.answer_text(value, lang, frame.at))


def option_text(frame: Frame, value: Answer, lang: str) -> str:
    """A choice of the step's question as offered (the game's ``questions.option_text``)."""
    return str(find_game(frame.game).questions.option_text(value, lang))


# --- the end ------------------------------------------------------------------------------------


def score_sheet(state: Any, game: Game) -> None:
    """The itemised score sheet of a finished hand (Cinch: `points.capture`, `score.made`,
    `score.set`)."""
    t, lang = language.translator(), language.current()
    sheet = game.score(state)
    with st.container(border=True, key="score-sheet"):
        st.subheader(t.gettext("Score sheet"), anchor=False)
        with rules_titled(rule_links.titles(game)):
            lines = game.explain.describe_score(sheet, lang)
        st.markdown("\n".join(f"- {line}" for line in lines))


def _finished(lesson: Lesson, frames: tuple[Frame, ...]) -> None:
    t = language.translator()
    game = find_game(lesson.game)
    if not places.done(lesson.id):
        places.mark_done(lesson.id)
        learner.lesson_finished(lesson.id, game.name)
    st.success(t.gettext("Lesson complete: %(title)s") % {"title": t.gettext(lesson.title)},
               icon=":material/celebration:")
    last = frames[-1].after if frames else None
    if last is not None and game.is_complete(last):
        score_sheet(last, game)
    st.page_link("views/play.py", label=t.gettext("Go through this deal move by move"), icon=":material/manage_search:",
                 query_params=review_view.review_link(f"lesson:{lesson.id}"))
    following = content.next_lesson(lesson.id)
    with st.container(horizontal=True):
        if following is not None and st.button(
            t.gettext("Next lesson: %(title)s") % {"title": t.gettext(following.title)},
            key="next-lesson", icon=":material/arrow_forward:", type="primary",
        ):
            open_lesson(following.id)
            st.rerun(scope="app")
        st.button(
            t.gettext("Play it again"), key="restart", icon=":material/restart_alt:",
            on_click=places.go_to, args=(lesson.id, 0),
        )
        if st.button(t.gettext("Back to the lessons"), key="finished-to-lessons", icon=":material/list:",
                     type="secondary" if following is not None else "primary"):
            close_lesson()
            st.rerun(scope="app")  # the player may run as a fragment: the whole page changes


def open_lesson(lesson_id: str) -> None:
    """Open a lesson at the step the learner is at (its start if new)."""
    st.query_params["lesson"] = lesson_id
    st.query_params.pop("step", None)


def close_lesson() -> None:
    """Leave the player for the list of lessons."""
    st.query_params.pop("lesson", None)
    st.query_params.pop("step", None)
    st.session_state.pop(places.OPEN_LESSON, None)

