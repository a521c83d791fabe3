"""What a page opened by a deep link (``?rule=``, ``?term=``) shares: the way back to the lesson
the learner came from, and scrolling to the framed item once it is drawn."""

from __future__ import annotations

import streamlit as st

from tutor.app import content, language, places


def back_to_lesson(key: str) -> None:
    """A link back to the lesson the learner came from, if a lesson is open in this session;
    `key` names its container."""
    t = language.translator()
    lesson = content.lesson(st.session_state.get(places.OPEN_LESSON, ""))
    if lesson is None:
        return
    with st.container(key=key):
        st.page_link(
            "views/lessons.py",
            label=t.gettext("Back to the lesson: %(title)s") % {"title": t.gettext(lesson.title)},
            icon=":material/arrow_back:",
            query_params={"lesson": lesson.id, "lang": language.current()},
        )


def scroll_to(key: str) -> None:
    """Scroll the browser to the container keyed `key` once it has been drawn, clear of the
    top bar."""
    st.html(
        f"<style>.st-key-{key} {{ scroll-margin-top: 4.5rem; }}</style>"
        "<script>(function () { let tries = 0;"
        f"const jump = () => {{ const box = document.querySelector('.st-key-{key}');"
        " if (box) { box.scrollIntoView({block: 'start'}); }"
        " else if (++tries < 50) { setTimeout(jump, 100); } };"
        "jump(); })();</script>",
        unsafe_allow_javascript=True,
    )
