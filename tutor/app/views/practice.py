"""Practice: generated scoring exercises without end, what is due for review and why.

Each exercise is a real hand played by the engine from a seed; ``?exercise=CODE`` reopens it.
A learner's answers go to the store and to the spaced-repetition schedule of its concept.
"""

import random
from datetime import datetime, timezone

import streamlit as st

from tutor import rules_text
from tutor.app import exercise_view, language, learner
from tutor.practice import CONCEPTS, Exercise, Kind, check, exercise_from_code, prompt, random_exercise, solution_lines
from tutor.schedule import due_concepts, why_due

t = language.translator()
lang = language.current()
CODE = "exercise"
SHOWN = "exercise-shown"  # the code of the exercise on screen
ANSWERED = "exercise-answered"  # the code of the exercise last checked, whether right, the answer
KIND_NAMES = {
    Kind.HIGHER_TRUMP: t.gettext("Which trump is higher"),
    Kind.IS_TRUMP: t.gettext("Is it a trump"),
    Kind.LEFT_PEDRO: t.gettext("Which card is the Left Pedro"),
    Kind.LEGAL_CARDS: t.gettext("Which cards may be played"),
    Kind.POINT_WINNERS: t.gettext("Who won each scoring card"),
    Kind.COUNTS: t.gettext("Each side's count"),
    Kind.MADE: t.gettext("Is the bid made"),
    Kind.HAND_SCORE: t.gettext("What each side scores"),
    Kind.GAME_WINNER: t.gettext("Who has won the game"),
}


def new_exercise(kind: Kind | None, level: int | None, concept: str | None = None) -> None:
    """Open a fresh exercise (of `kind`, or of a kind practising `concept`)."""
    rng = random.Random()
    exercise = random_exercise(rng, kind, level, concept=concept)
    st.query_params[CODE] = exercise.code
    st.session_state.pop(ANSWERED, None)


def current_exercise() -> Exercise:
    """The exercise of ``?exercise=``; a new one if there is none; None (and a message) if the
    code is broken."""
    code = st.query_params.get(CODE)
    if code is None:
        new_exercise(None, 1)
        code = st.query_params[CODE]
    try:
        return exercise_from_code(code)
    except ValueError:
        st.warning(t.gettext("The exercise “%(code)s” does not exist: here is a new one.") % {"code": code},
                   icon=":material/help:")
        new_exercise(None, 1)
        return exercise_from_code(st.query_params[CODE])


def answer(exercise: Exercise, given: object) -> None:
    right = check(exercise, given)
    st.session_state[ANSWERED] = (exercise.code, right, given)
    who = learner.current()
    if who is not None:
        learner.store().answer_exercise(who.id, exercise.code, exercise.concept, right,
                                        datetime.now(timezone.utc))


def due_box() -> None:
    """What the schedule says is due, and why; a button to practise it."""
    who = learner.current()
    if who is None:
        st.info(t.gettext("Choose a name in the sidebar and the tutor will remember your answers "
                          "and tell you what to practise next."), icon=":material/person:")
        return
    now = datetime.now(timezone.utc)
    due = due_concepts(learner.store(), who.id, now, CONCEPTS)
    if not due:
        st.success(t.gettext("Nothing is due: you know everything you have practised. Practise "
                             "whatever you like below."), icon=":material/check_circle:")
        return
    first = due[0]
    with st.container(border=True, key="due"):
        st.markdown(t.gettext("**Due now:** %(reason)s") % {"reason": why_due(first, lang, now)})
        st.caption(t.ngettext("%(count)d concept is due.", "%(count)d concepts are due.", len(due))
                   % {"count": len(due)})
        st.button(t.gettext("Practise it"), key="practise-due", type="primary",
                  on_click=new_exercise, args=(None, None, first.concept))


st.title(t.gettext("Practice"))
st.markdown(t.gettext("Exercises without end, each on a real hand: rank the trumps, find the cards "
                      "that may be played, and score hands until it comes naturally."))
due_box()

exercise = current_exercise()
if st.session_state.get(SHOWN) != exercise.code:  # a new exercise: the slider shows its level
    st.session_state[SHOWN] = exercise.code
    st.session_state["exercise-level"] = exercise.level
with st.container(horizontal=True, vertical_alignment="bottom"):
    kind_choice = st.selectbox(t.gettext("Kind of exercise"), [None, *Kind], key="exercise-kind",
                               format_func=lambda kind: KIND_NAMES[kind] if kind else t.gettext("Any kind"))
    level_choice = st.select_slider(t.gettext("Difficulty"), [1, 2, 3], key="exercise-level",
                                    format_func=lambda level: {1: t.gettext("short endings"),
                                                               2: t.gettext("half a hand"),
                                                               3: t.gettext("whole hands")}[level])
    st.button(t.gettext("New exercise"), key="new-exercise", icon=":material/casino:",
              on_click=new_exercise, args=(kind_choice, level_choice))

with st.container(border=True, key="exercise"):
    st.subheader(KIND_NAMES[exercise.kind], anchor=False)
    exercise_view.show_position(exercise)
    st.info(prompt(exercise, lang), icon=":material/help:")
    answered = st.session_state.get(ANSWERED)
    done = answered is not None and answered[0] == exercise.code
    if not done:
        given = exercise_view.answer_input(exercise, key=f"answer-{exercise.code}")
        if st.button(t.gettext("Check"), key="check", type="primary"):
            if given is exercise_view.NOTHING:
                st.warning(t.gettext("Choose an answer first."))
            else:
                answer(exercise, given)
                st.rerun()
    else:
        _, right, given = answered
        if right:
            st.success(t.gettext("Right!"), icon=":material/check_circle:")
        else:
            st.error(t.gettext("Not quite: you answered %(given)s. The answer is %(answer)s.") % {
                "given": exercise_view.answer_words(exercise, given, lang),
                "answer": exercise_view.answer_words(exercise, exercise.answer, lang),
            }, icon=":material/close:")
        with st.expander(t.gettext("The worked solution"), expanded=not right):
            st.markdown("\n".join(f"- {line}" for line in solution_lines(exercise, lang)))
        heading = t.gettext(rules_text.rule_text(exercise.concept).heading)
        st.page_link("views/rules.py", label=t.gettext("The rule: %(heading)s (%(rule)s)") % {
            "heading": heading, "rule": exercise.concept}, icon=":material/menu_book:",
            query_params={"rule": exercise.concept, "lang": lang})
        st.button(t.gettext("Next exercise"), key="next-exercise", type="primary",
                  icon=":material/arrow_forward:", on_click=new_exercise,
                  args=(kind_choice, level_choice))
    st.caption(t.gettext("Share this exercise: add ?exercise=%(code)s to the address of this page.")
               % {"code": exercise.code})
