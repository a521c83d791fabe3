"""The learner's language: from ``?lang=``, else the browser's locale, else English.

It lives under a plain session-state key, not a widget's (a widget's value is lost when a run is
interrupted by a page switch), and is written back to ``?lang=`` on every run, because
``st.switch_page`` clears the query parameters.
"""

from __future__ import annotations

import gettext

import streamlit as st

from tutor import i18n

KEY = "lang"
_SELECTOR = "language-selector"


def settle() -> str | None:
    """Fix the language of this run; return the ``?lang=`` code if it names no language we have."""
    requested = st.query_params.get(KEY)
    unknown = None
    if requested and requested != st.session_state.get(KEY):
        lang = i18n.negotiate(requested)
        unknown = None if lang else requested
        st.session_state[KEY] = lang or i18n.DEFAULT_LANGUAGE
    elif KEY not in st.session_state:
        st.session_state[KEY] = i18n.negotiate(st.context.locale) or i18n.DEFAULT_LANGUAGE
    st.query_params[KEY] = st.session_state[KEY]
    return unknown


def current() -> str:
    """The language settled for this run."""
    return st.session_state[KEY]


def translator() -> gettext.NullTranslations:
    """The translator of the language settled for this run."""
    return i18n.translator(current())


def selector(label: str) -> None:
    """A select box of the languages, each in its own name, that switches the language."""
    st.session_state[_SELECTOR] = current()
    st.selectbox(
        label, i18n.LANGUAGES, format_func=i18n.language_name, key=_SELECTOR, on_change=_chosen,
        # TRANSLATORS: the hint inside an empty choice box; screen readers also read it.
        placeholder=translator().gettext("Choose an option"),
    )


def _chosen() -> None:
    st.session_state[KEY] = st.query_params[KEY] = st.session_state[_SELECTOR]
