"""Who is learning: a name chosen on the first visit, kept in the session and in ``?learner=``.

No passwords: the tutor is a local app. Progress is stored under that name in the SQLite file of
`tutor.store`; without a name the tutor works as well, it just keeps nothing.
"""

from __future__ import annotations

import streamlit as st

from tutor.app import language
from tutor.store import Learner, Store

KEY = "learner"
_NEW_NAME = "learner-new-name"
_CHOSEN = "learner-chosen"


@st.cache_resource(show_spinner=False)
def store() -> Store:
    """The progress store of this process (one SQLite file, see `tutor.store`)."""
    return Store.default()


def current() -> Learner | None:
    """The learner of this session, from the session or from ``?learner=`` (a reload, a link)."""
    name = st.session_state.get(KEY) or st.query_params.get(KEY)
    found = store().learner(name) if name else None
    if found is None:
        st.session_state.pop(KEY, None)
        st.query_params.pop(KEY, None)
        return None
    st.session_state[KEY] = st.query_params[KEY] = found.name
    return found


def chooser() -> None:
    """The sidebar's learner box: the name in use and a way to change it, or a way to choose one."""
    t = language.translator()
    learner = current()
    st.subheader(t.gettext("Learner"), anchor=False)
    if learner is not None:
        st.markdown(t.gettext("Learning as **%(name)s**. Your progress is saved.") % {"name": learner.name})
        st.button(t.gettext("Change learner"), key="learner-change", on_click=_forget)
        return
    st.caption(t.gettext("Choose a name to keep your progress from one visit to the next. "
                         "No password: the tutor runs on your own computer."))
    names = [known.name for known in store().learners()]
    if names:
        st.selectbox(t.gettext("Continue as"), names, index=None, key=_CHOSEN, on_change=_pick,
                     placeholder=t.gettext("Choose your name"))
    with st.form("learner-new", border=False, clear_on_submit=True):
        st.text_input(t.gettext("New learner's name"), key=_NEW_NAME, max_chars=40)
        if st.form_submit_button(t.gettext("Start")):
            _create(st.session_state.get(_NEW_NAME, ""))


def _pick() -> None:
    st.session_state[KEY] = st.session_state[_CHOSEN]


def _forget() -> None:
    st.session_state.pop(KEY, None)
    st.query_params.pop(KEY, None)


def _create(name: str) -> None:
    t = language.translator()
    name = " ".join(name.split())
    if not name:
        st.error(t.gettext("Please type a name."))
        return
    if store().learner(name) is not None:
        st.error(t.gettext("The name %(name)s is taken: choose it in the list above, or type "
                           "another.") % {"name": name})
        return
    store().add_learner(name)
    st.session_state[KEY] = name
    st.rerun()


def step_attempted(lesson: str, step: int, correct: bool, game: str) -> None:
    """Keep a try at a *do* or *ask* step of a lesson of `game`, if a learner is named."""
    who = current()
    if who is not None:
        store().record_step(who.id, lesson, step, correct, game=game)


def lesson_finished(lesson: str, game: str) -> None:
    """Keep that the learner finished a lesson of `game`, if a learner is named."""
    who = current()
    if who is not None:
        store().finish_lesson(who.id, lesson, game=game)


def lessons_done() -> set[str]:
    """The lessons the named learner has finished, on any day."""
    who = current()
    return set(store().lessons_done(who.id)) if who is not None else set()
