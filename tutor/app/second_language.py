"""An optional second language, shown under the learner's own in the rules text, the lesson
narration and the explanations: for a learner who studies in their language but plays with
people who speak another.

It lives under a plain session-state key (like `tutor.app.language`), in ``?lang2=`` so that a
reload or a shared link keeps it, and with the learner (`tutor.app.learner.SECOND_LANGUAGE`); it
is never the language of the page itself.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from tutor import i18n
from tutor.app import language, learner

KEY = learner.SECOND_LANGUAGE.key
_NONE = learner.SECOND_LANGUAGE.default
"""The choice of no second language: "" (not None, which a select box shows as unchosen)."""
_SELECTOR = "second-language-selector"


def settle() -> None:
    """Take ``?lang2=`` when it names a language; write the choice back to the address."""
    asked = st.query_params.get(KEY)
    if asked is not None:
        st.session_state[KEY] = i18n.negotiate(asked) or _NONE
    if current() is None:
        st.query_params.pop(KEY, None)
    else:
        st.query_params[KEY] = st.session_state[KEY]


def current() -> str | None:
    """The second language, or None: none chosen, or the same as the page's."""
    second = st.session_state.get(KEY)
    return second if second in i18n.LANGUAGES and second != language.current() else None


def selector(label: str) -> None:
    """A select box of the other languages, and "none"."""
    t = language.translator()
    st.session_state[_SELECTOR] = current() or _NONE
    choices = [_NONE, *(lang for lang in i18n.LANGUAGES if lang != language.current())]
    st.selectbox(
        label, choices, key=_SELECTOR, on_change=_chosen, placeholder=t.gettext("Choose an option"),
        # TRANSLATORS: the choice of no second language in the "Second language" box.
        format_func=lambda lang: i18n.language_name(lang) if lang else t.gettext("none"),
    )


def _chosen() -> None:
    st.session_state[KEY] = st.session_state[_SELECTOR]
    if st.session_state[KEY] == _NONE:
        st.query_params.pop(KEY, None)
    else:
        st.query_params[KEY] = st.session_state[KEY]
    learner.SECOND_LANGUAGE.save()


def beside(say: Callable[[str], str]) -> None:
    """Under a text just shown, the same text in the second language (`say(lang)` makes it), if
    one is chosen; marked with the language's name."""
    second = current()
    if second is not None:
        st.caption(f"**{i18n.language_name(second)}** · {say(second)}")
