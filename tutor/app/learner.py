"""Who is learning: a name chosen on the first visit, kept in the session and in ``?learner=``,
and remembered by the browser for the next visit; and the learner's preferences.

No passwords: the tutor is a local app. Progress is stored under that name in the SQLite file of
`tutor.store`; without a name the tutor works as well, it just keeps nothing.

Remembering the last learner (the browser opens the bare address again):

- The name in use is written to a cookie, `COOKIE`, that lasts a year. It holds the learner's
  name only, percent-encoded: no password, token or other secret, nothing the ``?learner=``
  address does not already show. A name rather than the id, so that a cookie left by another
  progress file (another tutor on the same computer: cookies ignore the port) finds nobody
  instead of the wrong learner.
- Streamlit only *reads* cookies (``st.context.cookies``, those the browser sent when the page
  opened). The cookie is written by a two-line script in ``st.html(...,
  unsafe_allow_javascript=True)``, which Streamlit 1.67 runs in the page itself: it sets
  ``document.cookie`` directly. That is the robust choice: ``st.components.v1.html`` (a same-origin
  iframe writing ``window.parent.document.cookie``) is deprecated in 1.67 and depends on the
  iframe's sandbox keeping ``allow-same-origin``; a custom component would slow every ``AppTest``
  (its package scan); and localStorage would need a script round trip back to Python before the
  first run could know the name, while a cookie arrives with the page. The script's text is
  plain data in the page, so ``AppTest`` can check what it writes; a real browser checks that the
  cookie comes back (``tests/e2e/test_browser_progress.py``).
- The cookie is read once per session, on its first run, and only when neither the session nor
  ``?learner=`` names a learner (``?learner=`` wins and then becomes the remembered one). The
  learner it names is greeted with "Welcome back"; "Change learner" forgets the cookie.

Preferences: `Kept` binds a session-state key (a widget's) to a preference of the same name in
the store: loaded when a learner is chosen, saved when the widget changes; without a learner the
value lasts the session. `FOUR_COLOUR_DECK` is the first; a later one is a `Kept(...)` and a
widget with its key and ``on_change=kept.save``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, unquote

import streamlit as st

from tutor.app import language
from tutor.games import GAMES
from tutor.hand_review import ReviewSummary
from tutor.store import Learner, Store

KEY = "learner"
COOKIE = "cinch-tutor-learner"
"""The cookie with the name of the browser's last learner (see the module's docstring)."""
COOKIE_DAYS = 365
_NEW_NAME = "learner-new-name"
_CHOSEN = "learner-chosen"
_CONSULTED = "learner-cookie-read"
"""Set once this session has looked at the cookie (on its first run)."""
_WELCOME = "learner-welcome"
"""The name of the learner the cookie brought back, while they stay the learner."""
_GREETED = "learner-greeted"
_WRITTEN = "learner-cookie-written"
"""Set once this session has drawn the script that writes the cookie."""
_PREFERENCES_OF = "learner-preferences-of"
"""The id of the learner whose preferences the session last loaded (kept after "Change learner")."""
_UNSAVED = "learner-preferences-unsaved"
"""The keys of the `Kept` choices made while no learner was named, not saved yet."""


@st.cache_resource(show_spinner=False)
def store() -> Store:
    """The progress store of this process (one SQLite file, see `tutor.store`)."""
    return Store.default()


def current() -> Learner | None:
    """The learner of this session: from the session, from ``?learner=`` (a reload, a link), or,
    on the session's first run, from the browser's cookie (the bare address opened again)."""
    name = st.session_state.get(KEY) or st.query_params.get(KEY)
    remembered = False
    if not st.session_state.get(_CONSULTED):
        st.session_state[_CONSULTED] = True
        if not name:
            name = remembered_name()
            remembered = name is not None
    found = store().learner(name) if name else None
    if found is None:
        st.session_state.pop(KEY, None)
        st.query_params.pop(KEY, None)
        return None
    if remembered:
        st.session_state[_WELCOME] = found.name
    st.session_state[KEY] = st.query_params[KEY] = found.name
    return found


def remembered_name() -> str | None:
    """The learner's name in the browser's cookie, as the page was opened; None without one."""
    # A plain dict first: under AppTest the cookies' mapping is a mock whose ``get`` finds anything.
    value = dict(st.context.cookies).get(COOKIE)
    return unquote(value) if isinstance(value, str) and value else None


def chooser() -> None:
    """The sidebar's learner box (the name in use and a way to change it, or a way to choose
    one) and the learner's preferences."""
    learner = current()
    _load_preferences(learner)
    _learner_box(learner)
    _preferences_box()
    _remember(learner)  # last: the script's empty element adds no gap between the others


def _learner_box(learner: Learner | None) -> None:
    t = language.translator()
    st.subheader(t.gettext("Learner"), anchor=False)
    if learner is not None:
        if st.session_state.get(_WELCOME) == learner.name:
            # TRANSLATORS: shown when the browser remembered the learner of an earlier visit.
            welcome = t.gettext("Welcome back, %(name)s!") % {"name": learner.name}
            if not st.session_state.get(_GREETED):
                st.session_state[_GREETED] = True
                st.toast(welcome, icon=":material/waving_hand:")
            st.markdown(f"**{welcome}**")
            st.caption(t.gettext("Your progress is saved. Not you? Change the learner below."))
        else:
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


def cookie_script(name: str | None) -> str:
    """The script that makes the browser remember `name` (`COOKIE`), or forget it for None.

    The name is percent-encoded, so the script holds only ASCII letters, digits and ``%-._~``
    between its quotes: no learner's name can break out of it.
    """
    if name is None:
        setting = f"{COOKIE}=; path=/; max-age=0; SameSite=Lax"
    else:
        setting = f"{COOKIE}={quote(name, safe='')}; path=/; max-age={COOKIE_DAYS * 86400}; SameSite=Lax"
    return f'<script>document.cookie = "{setting}";</script>'


def _remember(learner: Learner | None) -> None:
    """Write the learner in use to the browser's cookie (or forget it when there is none).

    Nothing is drawn while the browser's cookie already says the right thing (the common case:
    the same learner as last time, or nobody and no cookie). From the first change on, the
    script is drawn on every run of the session, with the learner of that run: the page then
    always holds the latest word, and a change (another learner, "Change learner") changes the
    script's text, which makes Streamlit run it again.
    """
    wanted = learner.name if learner is not None else None
    if _WRITTEN not in st.session_state and wanted == remembered_name():
        return
    st.session_state[_WRITTEN] = wanted
    st.html(cookie_script(wanted), unsafe_allow_javascript=True, width="content")


def _pick() -> None:
    st.session_state[KEY] = st.session_state[_CHOSEN]
    st.session_state.pop(_WELCOME, None)


def _forget() -> None:
    st.session_state.pop(KEY, None)
    st.session_state.pop(_WELCOME, None)
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
    st.session_state.pop(_WELCOME, None)
    st.rerun()


# --- preferences ----------------------------------------------------------------------------------


def preference(name: str) -> str | None:
    """The current learner's preference `name` (`tutor.store.Store.preference`); None without a
    learner or when never set."""
    who = current()
    return store().preference(who.id, name) if who is not None else None


def set_preference(name: str, value: str) -> bool:
    """Keep `value` as the current learner's preference `name`; False (nothing kept) without a
    learner."""
    who = current()
    if who is None:
        return False
    store().set_preference(who.id, name, value)
    return True


@dataclass(frozen=True)
class Kept:
    """A choice kept in ``st.session_state[key]`` for the session and, once a learner is named,
    as their preference `key` (JSON text), so that their next session starts with it.

    Give the widget ``key=kept.key`` and ``on_change=kept.save``. When a learner is chosen, a
    value chosen in this session while no name was given goes with them (the latest choice wins);
    otherwise their stored value, else the default, replaces the session's. So a learner never
    inherits another learner's choice, and one who chose nothing has nothing stored.
    """

    key: str
    default: Any

    def decode(self, text: str | None) -> Any:
        """The stored `text` as a value of the default's type, else the default."""
        try:
            value = json.loads(text) if text is not None else self.default
        except ValueError:
            return self.default
        return value if type(value) is type(self.default) else self.default

    def value(self) -> Any:
        """The value in the session (the default before anything was chosen)."""
        return st.session_state.get(self.key, self.default)

    def save(self) -> None:
        """Keep the session's value with the learner, if one is named (else with the next one)."""
        if not set_preference(self.key, json.dumps(self.value())):
            st.session_state.setdefault(_UNSAVED, set()).add(self.key)

    def load(self, learner: Learner) -> None:
        """Put `learner`'s value into the session (see the class's docstring)."""
        unsaved = st.session_state.get(_UNSAVED, set())
        if self.key in unsaved:  # the latest choice wins
            store().set_preference(learner.id, self.key, json.dumps(self.value()))
            unsaved.discard(self.key)
            return
        stored = store().preference(learner.id, self.key)
        st.session_state[self.key] = self.decode(stored) if stored is not None else self.default


FOUR_COLOUR_DECK = Kept("four-colour-deck", False)
"""True: the cards are drawn in four colours, one per suit. Read ``st.session_state[
FOUR_COLOUR_DECK.key]`` (or `FOUR_COLOUR_DECK.value()`) to draw them."""
SECOND_LANGUAGE = Kept("lang2", "")
"""The language shown under the page's own in lessons and rules (`tutor.app.second_language`);
"" for none."""
HOUSE_RULES: dict[str, Kept] = {name: Kept(f"house-rules-{name}", "") for name in GAMES}
"""The house rules chosen for each game, as a profile code (`tutor.app.house_rules`); "" for
the standard rules."""
KEPT: tuple[Kept, ...] = (FOUR_COLOUR_DECK, SECOND_LANGUAGE, *HOUSE_RULES.values())
"""Every choice kept with the learner; each is loaded when a learner is chosen."""


def _load_preferences(learner: Learner | None) -> None:
    """Load the learner's kept choices into the session when the learner changes (before any
    of their widgets is drawn in this run)."""
    if learner is None:
        return
    if st.session_state.get(_PREFERENCES_OF) == learner.id and not st.session_state.get(_UNSAVED):
        return
    st.session_state[_PREFERENCES_OF] = learner.id
    for kept in KEPT:
        kept.load(learner)


def _preferences_box() -> None:
    t = language.translator()
    st.toggle(
        # TRANSLATORS: a switch in the sidebar; on, each suit has its own colour (for example
        # spades black, hearts red, diamonds blue, clubs green).
        t.gettext("Four-colour deck"),
        key=FOUR_COLOUR_DECK.key,
        help=t.gettext("Each suit in its own colour, so that diamonds and hearts, and clubs and "
                       "spades, differ at a glance. Kept with your name."),
        on_change=FOUR_COLOUR_DECK.save,
        persist_state="session",
    )


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


def hand_played(game: str, summary: ReviewSummary, net: int, level: str) -> bool:
    """Keep a hand of `game` played against bots of `level`, with the figures of its review
    (`tutor.hand_review.summary`) and its `net` for the learner's side, if a learner is named;
    True when it was kept. The Play page calls it once per hand, on the move that ends it."""
    who = current()
    if who is None:
        return False
    store().record_played_hand(
        who.id, game=game, decisions=summary.decisions, priced=summary.priced,
        fair_cost=summary.fair_total, dd_cost=summary.dd_total, net=net, level=level,
    )
    return True


def lessons_done() -> set[str]:
    """The lessons the named learner has finished, on any day."""
    who = current()
    return set(store().lessons_done(who.id)) if who is not None else set()
