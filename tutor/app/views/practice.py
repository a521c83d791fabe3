"""Practice: generated exercises without end, what is due for review and why.

Each exercise is a real hand the game's engine plays from a seed (`Game.practice`), drawn by the
game's widgets (`Game.widgets`); ``?exercise=CODE`` reopens it. A code carries its game
(``cinch:hand-score.2.812734``); a code shared before codes carried it is the default game's.
A learner's answers go to the store and to the spaced-repetition schedule of its concept.
"""

import random
from datetime import datetime, timezone
from typing import Any
from urllib.parse import urlencode

import streamlit as st

from tutor.app import (
    current_game,
    house_rules,
    language,
    learner,
    plain,
    review_view,
    rule_links,
)
from tutor.games import Game, find_game, shared_code
from tutor.schedule import due_concepts, why_due
from tutor.words import rules_titled

t = language.translator()
lang = language.current()
CODE = "exercise"
SHOWN = "exercise-shown"  # the code of the exercise on screen
ANSWERED = "exercise-answered"  # the code of the exercise last checked, whether right, the answer


def new_exercise(game: Game, kind: Any, level: int | None, concept: str | None = None) -> None:
    """Open a fresh exercise of `game` (of `kind`, or of a kind practising `concept`) under the
    learner's house rules (`house_rules.chosen`)."""
    exercise = game.practice.random_exercise(random.Random(), kind, level, concept=concept,
                                             profile=house_rules.chosen(game))
    st.query_params[CODE] = shared_code(game, exercise.code)
    st.session_state.pop(ANSWERED, None)





@st.cache_resource(show_spinner=False, max_entries=512)
def exercise_of(game_name: str, code: str) -> Any:
    """The exercise a code makes (`Game.practice`), made once per process: a code always makes
    the same exercise, and every rerun of the page needs it. A bad code raises, and is not kept."""
    return find_game(game_name).practice.exercise_from_code(code)


def current_exercise(game: Game) -> Any:
    """The exercise of ``?exercise=``; a new one of `game` if there is none, or (with a
    message) if the code is broken."""
    code = st.query_params.get(CODE)
    if code is None:
        new_exercise(game, None, 1)
        code = st.query_params[CODE]
    try:
        return exercise_of(game.name, code)
    except ValueError:
        st.warning(t.gettext("The exercise “%(code)s” does not exist: here is a new one.")
                   % {"code": plain.text(code, plain.ADDRESS_VALUE_LIMIT)}, icon=":material/help:")
        new_exercise(game, None, 1)
        return exercise_of(game.name, st.query_params[CODE])


def answer(game: Game, exercise: Any, given: object) -> None:
    right = game.practice.check(exercise, given)
    st.session_state[ANSWERED] = (exercise.code, right, given)
    learner.exercise_answered(exercise.code, exercise.concept, right, datetime.now(timezone.utc), game.name)


def share_link(code: str) -> str:
    """The address that opens this exercise, in this language (P25: a link to copy)."""
    page = (st.context.url or "").split("?")[0]
    return f"{page}?{urlencode({CODE: code, 'lang': lang}, safe=':')}"


def due_box(game: Game) -> None:
    """What the schedule says is due, and why; a button to practise it."""
    who = learner.current()
    if not learner.saving():
        return  # the page's notice says that nothing is saved
    if who is None:
        st.info(t.gettext("Choose a name in the sidebar and the tutor will remember your answers "
                          "and tell you what to practise next."), icon=":material/person:")
        return
    now = datetime.now(timezone.utc)
    concepts = game.practice.concepts_for(house_rules.chosen(game))
    due = learner.reading(lambda store: due_concepts(store, who.id, now, concepts, game=game.name), [])
    if not learner.saving():
        return
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
                  on_click=new_exercise, args=(game, None, None, first.concept))


game = current_game.current()  # the game of ?exercise=, if it names one (`current_game.settle`)
view = game.widgets.exercise
st.title(t.gettext("Practice"))
st.markdown(t.gettext(view.INTRO))
due_box(game)

exercise = current_exercise(game)

if st.session_state.get(SHOWN) != exercise.code:  # a new exercise: the slider shows its level
    st.session_state[SHOWN] = exercise.code
    st.session_state["exercise-level"] = exercise.level
with st.container(horizontal=True, vertical_alignment="bottom"):
    kind_choice = st.selectbox(t.gettext("Kind of exercise"), [None, *view.KIND_NAMES], key="exercise-kind",
                               placeholder=t.gettext("Choose an option"),
                               format_func=lambda kind: t.gettext(view.KIND_NAMES[kind]) if kind
                               else t.gettext("Any kind"))
    level_choice = st.select_slider(t.gettext("Difficulty"), [1, 2, 3], key="exercise-level",
                                    format_func=lambda level: {1: t.gettext("short endings"),
                                                               2: t.gettext("half a hand"),
                                                               3: t.gettext("whole hands")}[level])
    st.button(t.gettext("New exercise"), key="new-exercise", icon=":material/casino:",
              on_click=new_exercise, args=(game, kind_choice, level_choice))

with st.popover(house_rules.in_force(game, exercise.profile), icon=":material/tune:"):
    house_rules.chooser(game)
    st.caption(t.gettext("New exercises follow the house rules you choose here."))

with st.container(border=True, key="exercise"):
    st.subheader(t.gettext(view.KIND_NAMES[exercise.kind]), anchor=False)
    view.show_position(exercise)
    st.info(game.practice.prompt(exercise, lang), icon=":material/help:")
    answered = st.session_state.get(ANSWERED)
    done = answered is not None and answered[0] == exercise.code
    if not done:
        given = view.answer_input(exercise, key=f"answer-{exercise.code}")
        if st.button(t.gettext("Check"), key="check", type="primary"):
            if given is view.NOTHING:
                st.warning(t.gettext("Choose an answer first."))
            else:
                answer(game, exercise, given)
                st.rerun()
    else:
        _, right, given = answered
        if right:
            st.success(t.gettext("Right!"), icon=":material/check_circle:")
        else:
            st.error(t.gettext("Not quite: you answered %(given)s. The answer is %(answer)s.") % {
                "given": view.answer_words(exercise, given, lang),
                "answer": view.answer_words(exercise, exercise.answer, lang),
            }, icon=":material/close:")
        with st.expander(t.gettext("The worked solution"), expanded=not right):
            with rules_titled(rule_links.titles(game)):
                lines = game.practice.solution_lines(exercise, lang)
            st.markdown("\n".join(f"- {line}" for line in lines))
        rule_links.show((exercise.concept,), game)
        st.page_link("views/play.py", label=t.gettext("Go through this deal move by move"),
                     icon=":material/manage_search:",
                     query_params=review_view.review_link(f"exercise:{shared_code(game, exercise.code)}"))
        st.button(t.gettext("Next exercise"), key="next-exercise", type="primary",
                  icon=":material/arrow_forward:", on_click=new_exercise,
                  args=(game, kind_choice, level_choice))
    st.caption(t.gettext("Share this exercise with this link:"))
    st.code(share_link(shared_code(game, exercise.code)), language=None, wrap_lines=True)
