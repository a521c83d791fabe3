"""Who is learning: a name chosen on the first visit, kept in the session and in ``?learner=``,
and remembered by the browser for the next visit; and the learner's preferences.

On one's own computer there is no password: progress is stored under that name in the store of
`tutor.store`; without a name the tutor works as well, it just keeps nothing. On a shared server
(``TUTOR_PASSPHRASES=1``, `tutor.passphrases.passphrases_required`) each learner has a passphrase:
see "Passphrases" below.

Names are cleaned by `tutor.learner_names.clean` (NFKC, invisible characters out; bidi and
control characters refused) before they are kept or looked up, and are always put into the
page's markdown through `tutor.app.plain.text`: a name shows as its characters, never as a link,
an image or a colour.

Storage faults: every call to the store goes through `_use`. When the store cannot be opened,
read or written (a read-only or missing data folder, a read-only or damaged file, a file from a
newer tutor, a server that cannot be reached), the fault is kept in the session, the call gives
its "nothing" answer, and the rest of the session goes on without the store: lessons, rules,
practice and play work, nothing is saved, and nothing already saved is touched. `notice` draws
the one notice that says so and why, in the learner's language (main.py puts it at the top of
every page).

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

Passphrases (a shared server): creating a learner asks for a passphrase twice (at least
`PASSPHRASE_MIN` characters), kept only as a slow salted hash (`tutor.passphrases`); going on as
a learner asks for the name and the passphrase, and no list of names is shown. The learner who
gave the right passphrase is kept in this session only: ``?learner=`` and the cookie neither
open anyone's progress nor are written, so a link, a reload or the next person at the same
browser starts with nobody. A wrong name or passphrase gets one message, the same for both.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar
from urllib.parse import quote, unquote

import streamlit as st

from tutor import learner_names, passphrases
from tutor.app import language, plain
from tutor.games import GAMES
from tutor.hand_review import ReviewSummary
from tutor.store import NAME_MAX, Learner, LearnerNameError, Store, StoreVersionError

try:
    from tutor.store import StoreError
except ImportError:  # before the store raised one kind of error (issue 15)
    StoreError = None  # type: ignore[assignment,misc]

T = TypeVar("T")
STORE_FAULTS: tuple[type[BaseException], ...] = (
    (StoreError,) if StoreError is not None else (StoreVersionError, sqlite3.Error, OSError)
)
"""What the store raises when it cannot open, read or write progress."""

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
_FAULT = "learner-store-fault"
"""Why progress cannot be saved in this session (a `StoreError` reason), once the store failed."""
_NOTICE_SHOWN = "learner-store-notice-shown"
"""The fault the last full run of the page showed in its notice (None: no notice)."""
_SIGN_IN = "learner-sign-in"
_SIGN_IN_NAME = "learner-sign-in-name"
_SIGN_IN_PASSPHRASE = "learner-sign-in-passphrase"
_NEW_PASSPHRASE = "learner-new-passphrase"
_NEW_PASSPHRASE_AGAIN = "learner-new-passphrase-again"
PASSPHRASE_MIN = 8
"""The shortest passphrase, in characters."""
_NO_SUCH_DIGEST = "scrypt$16384$8$1$" + "00" * 16 + "$" + "00" * 32
"""Checked against when a name is unknown, so that an unknown name takes as long as a known one."""


@st.cache_resource(show_spinner=False)
def store() -> Store:
    """The progress store of this process (see `tutor.store`); raises one of `STORE_FAULTS`
    when it cannot be opened (not cached then: the next session tries again). Pages reach it
    through `_use` and the functions below, which survive its faults."""
    return Store.default()


# --- storage faults -------------------------------------------------------------------------------


def fault_reason(error: BaseException) -> str:
    """Why the store failed: its `StoreError` reason, or the same word guessed from what the
    store raised before it had one."""
    reason = getattr(error, "reason", None)
    if isinstance(reason, str):
        return reason
    text = str(error).lower()
    if isinstance(error, StoreVersionError):
        return "newer"
    if isinstance(error, (FileExistsError, NotADirectoryError)):
        return "not-a-folder"
    if isinstance(error, PermissionError) or "readonly" in text or "read-only" in text \
            or "unable to open" in text:
        return "read-only"
    if isinstance(error, sqlite3.DatabaseError) and (
        "malformed" in text or "not a database" in text or "no such" in text
    ):
        return "corrupt"
    return "other"


def fail(error: BaseException) -> bool:
    """Keep that the store failed (`error`) and go on without it for the rest of the session;
    False if the session already knew."""
    if _FAULT in st.session_state:
        return False
    st.session_state[_FAULT] = fault_reason(error)
    return True


def fault() -> str | None:
    """Why progress cannot be saved in this session (a `StoreError` reason), or None."""
    return st.session_state.get(_FAULT)


def _opened() -> Store | None:
    """The store, or None once it failed in this session."""
    if _FAULT in st.session_state:
        return None
    try:
        return store()
    except STORE_FAULTS as error:
        fail(error)
        return None


def _use(action: Callable[[Store], T], nothing: T) -> T:
    """`action` on the store; `nothing` when the store failed now or earlier in the session."""
    opened = _opened()
    if opened is None:
        return nothing
    try:
        return action(opened)
    except STORE_FAULTS as error:
        fail(error)
        return nothing


def done(action: Callable[[Store], object]) -> bool:
    """Whether `action` (a write) was done on the store; False when the store failed."""
    def run(opened: Store) -> bool:
        action(opened)
        return True

    return _use(run, False)


def reading(action: Callable[[Store], T], nothing: T) -> T:
    """What `action` reads from the store, or `nothing` if progress cannot be read (the
    session then goes on without the store)."""
    return _use(action, nothing)


def saving() -> bool:
    """Whether progress can be saved in this session (no fault of the store so far)."""
    return _opened() is not None


def _fault_message(reason: str) -> str:
    t = language.translator()
    why = {
        # TRANSLATORS: why progress cannot be saved: the data folder or the progress file cannot
        # be written to (read-only).
        "read-only": t.gettext("the tutor may not write to its data folder or its progress file"),
        # TRANSLATORS: why progress cannot be saved: the progress file is damaged.
        "corrupt": t.gettext("the progress file is damaged; it is left as it is"),
        # TRANSLATORS: why progress cannot be saved: TUTOR_DATA_DIR, the setting of the data
        # folder, names a file; keep TUTOR_DATA_DIR as it is.
        "not-a-folder": t.gettext("the data folder (TUTOR_DATA_DIR) is a file, not a folder"),
        # TRANSLATORS: why progress cannot be saved: the progress file comes from a newer version.
        "newer": t.gettext("the progress was saved by a newer version of the tutor: update the "
                           "tutor to go on with it"),
        # TRANSLATORS: why progress cannot be saved: the database server does not answer.
        "unreachable": t.gettext("the progress database cannot be reached"),
    }.get(reason)
    # TRANSLATORS: why progress cannot be saved, when the tutor cannot say more.
    why = why or t.gettext("the progress store failed")
    # TRANSLATORS: the one notice shown when the progress store fails; %(why)s is one of the
    # reasons above. Lessons, rules, practice and play still work.
    return t.gettext("Your progress cannot be saved: %(why)s. You can go on learning: lessons, "
                     "rules, practice and play work, but nothing is saved in this visit, and "
                     "nothing saved before is changed.") % {"why": why}


def notice(placeholder: Any) -> None:
    """Draw in `placeholder` (an ``st.empty()``) the notice that progress cannot be saved, and
    why, if the store failed in this session; main.py calls it before and after the page."""
    reason = fault()
    st.session_state[_NOTICE_SHOWN] = reason
    if reason is not None:
        placeholder.warning(_fault_message(reason), icon=":material/cloud_off:")


def fault_not_shown() -> bool:
    """Whether the store failed since the page's notice was drawn (in a fragment's run, whose
    page is not drawn again): the fragment then reruns the whole page."""
    return fault() is not None and st.session_state.get(_NOTICE_SHOWN) is None


# --- the learner ----------------------------------------------------------------------------------


def _lookup(name: str) -> Learner | None:
    """The learner called `name` (cleaned as a new name would be), or None."""
    with contextlib.suppress(ValueError):  # a name no learner can have: looked up as typed
        name = learner_names.clean(name)
    return _use(lambda opened: opened.learner(name), None)


def current() -> Learner | None:
    """The learner of this session: from the session, from ``?learner=`` (a reload, a link), or,
    on the session's first run, from the browser's cookie (the bare address opened again).

    With passphrases required, only from the session (see the module's docstring)."""
    if passphrases.passphrases_required():
        st.query_params.pop(KEY, None)
        name = st.session_state.get(KEY)
        found = _lookup(name) if name else None
        if found is None and fault() is None:
            st.session_state.pop(KEY, None)
        return found
    name = st.session_state.get(KEY) or st.query_params.get(KEY)
    remembered = False
    if not st.session_state.get(_CONSULTED):
        st.session_state[_CONSULTED] = True
        if not name:
            name = remembered_name()
            remembered = name is not None
    found = _lookup(name) if name else None
    if found is None:
        if fault() is None:  # without the store, nobody is found: forget no one
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
    one) and the learner's preferences. Without the store (a fault), only the preferences."""
    learner = current()
    _load_preferences(learner)
    if saving():
        _learner_box(learner)
    _preferences_box()
    if not passphrases.passphrases_required() and saving():
        _remember(learner)  # last: the script's empty element adds no gap between the others


def _learner_box(learner: Learner | None) -> None:
    t = language.translator()
    st.subheader(t.gettext("Learner"), anchor=False)
    if learner is not None:
        if st.session_state.get(_WELCOME) == learner.name:
            # TRANSLATORS: shown when the browser remembered the learner of an earlier visit.
            welcome = t.gettext("Welcome back, %(name)s!") % {"name": plain.text(learner.name)}
            if not st.session_state.get(_GREETED):
                st.session_state[_GREETED] = True
                st.toast(welcome, icon=":material/waving_hand:")
            st.markdown(f"**{welcome}**")
            st.caption(t.gettext("Your progress is saved. Not you? Change the learner below."))
        else:
            st.markdown(t.gettext("Learning as **%(name)s**. Your progress is saved.")
                        % {"name": plain.text(learner.name)})
        st.button(t.gettext("Change learner"), key="learner-change", on_click=_forget)
        return
    if passphrases.passphrases_required():
        _passphrase_boxes()
        return
    st.caption(t.gettext("Choose a name to keep your progress from one visit to the next. "
                         "No password: the tutor runs on your own computer."))
    names = [known.name for known in _use(lambda opened: opened.learners(), list[Learner]())]
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


def _name_refused(code: str, name: str) -> None:
    """Say why the name `name` cannot be a new learner's (a code of `tutor.learner_names.clean`
    or of `tutor.store.LearnerNameError`)."""
    t = language.translator()
    if code == learner_names.BIDI:
        # TRANSLATORS: a new learner's name was refused.
        message = t.gettext("A name cannot hold characters that change the direction of the "
                            "text. Please type it without them.")
    elif code == learner_names.CONTROL:
        # TRANSLATORS: a new learner's name was refused: it holds a tab, a line break or an
        # invisible control character.
        message = t.gettext("A name cannot hold control characters. Please type it without them.")
    elif code == "too_long":
        # TRANSLATORS: a new learner's name was refused.
        message = t.gettext("A name has at most %(count)d characters.") % {"count": NAME_MAX}
    elif code == "duplicate":
        if passphrases.passphrases_required():
            # TRANSLATORS: a new learner's name was refused on a shared server (no list of names).
            message = t.gettext("The name %(name)s is taken: please type another.") % {
                "name": plain.text(name)}
        else:
            message = t.gettext("The name %(name)s is taken: choose it in the list above, or "
                                "type another.") % {"name": plain.text(name)}
    else:
        message = t.gettext("Please type a name.")
    st.error(message)


def _new_name(typed: str) -> str | None:
    """The cleaned name for a new learner, or None (and the reason said) if it cannot be one."""
    try:
        name = learner_names.clean(typed)
    except ValueError as refused:
        _name_refused(refused.args[0], typed)
        return None
    if len(name) > NAME_MAX:
        _name_refused("too_long", name)
        return None
    if _lookup(name) is not None:
        _name_refused("duplicate", name)
        return None
    return name


def _add(name: str, digest: str | None = None) -> bool:
    """Keep the new learner `name` (with the passphrase `digest`) and make them the learner."""
    def add(opened: Store) -> Learner:
        added = opened.add_learner(name)
        if digest is not None:
            opened.set_passphrase(added.id, digest)
        return added

    try:
        added = _use(add, None)
    except LearnerNameError as refused:
        _name_refused(refused.code, name)
        return False
    if added is None:
        return False  # the store failed: the notice says so
    st.session_state[KEY] = added.name
    st.session_state.pop(_WELCOME, None)
    return True


def _create(typed: str) -> None:
    name = _new_name(typed)
    if (name is not None and _add(name)) or fault_not_shown():
        st.rerun()


# --- passphrases (a shared server) ----------------------------------------------------------------


def _passphrase_boxes() -> None:
    """Going on as a learner (name and passphrase) and becoming a new one (name and the
    passphrase twice); no learner's name is shown."""
    t = language.translator()
    # TRANSLATORS: in the sidebar on a shared server, where each learner has a passphrase.
    st.caption(t.gettext("On this server each learner has a passphrase. Type your name and "
                         "passphrase to go on, or choose a name and a passphrase to begin."))
    with st.form(_SIGN_IN, border=False, clear_on_submit=True):
        st.text_input(t.gettext("Your name"), key=_SIGN_IN_NAME, max_chars=NAME_MAX)
        # TRANSLATORS: the learner's secret words on a shared server.
        st.text_input(t.gettext("Passphrase"), key=_SIGN_IN_PASSPHRASE, type="password")
        # TRANSLATORS: a button: go on as the learner whose name and passphrase were typed.
        if st.form_submit_button(t.gettext("Go on")):
            _sign_in(st.session_state.get(_SIGN_IN_NAME, ""), st.session_state.get(_SIGN_IN_PASSPHRASE, ""))
    with st.form("learner-new", border=False, clear_on_submit=True):
        st.text_input(t.gettext("New learner's name"), key=_NEW_NAME, max_chars=NAME_MAX)
        # TRANSLATORS: %(count)d is the shortest length of a passphrase, in characters.
        st.text_input(t.gettext("Passphrase (at least %(count)d characters)") % {"count": PASSPHRASE_MIN},
                      key=_NEW_PASSPHRASE, type="password")
        st.text_input(t.gettext("The same passphrase again"), key=_NEW_PASSPHRASE_AGAIN, type="password")
        if st.form_submit_button(t.gettext("Start")):
            _create_with_passphrase(st.session_state.get(_NEW_NAME, ""),
                                    st.session_state.get(_NEW_PASSPHRASE, ""),
                                    st.session_state.get(_NEW_PASSPHRASE_AGAIN, ""))


def _create_with_passphrase(typed: str, passphrase: str, again: str) -> None:
    t = language.translator()
    name = _new_name(typed)
    if name is None:
        return
    if len(passphrase) < PASSPHRASE_MIN:
        # TRANSLATORS: a new learner's passphrase was refused.
        st.error(t.gettext("A passphrase has at least %(count)d characters.") % {"count": PASSPHRASE_MIN})
        return
    if passphrase != again:
        # TRANSLATORS: a new learner typed two different passphrases.
        st.error(t.gettext("The two passphrases differ. Please type the same one twice."))
        return
    if _add(name, passphrases.hash_passphrase(passphrase)) or fault_not_shown():
        st.rerun()


def _sign_in(typed: str, passphrase: str) -> None:
    """Become the learner `typed` if `passphrase` is theirs; else one message, the same for an
    unknown name and a wrong passphrase."""
    t = language.translator()
    found = _lookup(typed) if typed.strip() else None
    digest = _use(lambda opened: opened.passphrase(found.id), None) if found else None
    right = passphrases.verify(passphrase, digest or _NO_SUCH_DIGEST) and digest is not None
    if fault_not_shown():
        st.rerun()
    if found is None or not right:
        # TRANSLATORS: a learner on a shared server typed a name or a passphrase that is not right.
        st.error(t.gettext("That name and passphrase do not match. Please try again."))
        return
    st.session_state[KEY] = found.name
    st.session_state.pop(_WELCOME, None)
    st.rerun()


# --- preferences ----------------------------------------------------------------------------------


def preference(name: str) -> str | None:
    """The current learner's preference `name` (`tutor.store.Store.preference`); None without a
    learner or when never set."""
    who = current()
    return _use(lambda opened: opened.preference(who.id, name), None) if who is not None else None


def set_preference(name: str, value: str) -> bool:
    """Keep `value` as the current learner's preference `name`; False (nothing kept) without a
    learner."""
    who = current()
    if who is None:
        return False
    return done(lambda opened: opened.set_preference(who.id, name, value))


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
            _use(lambda opened: opened.set_preference(learner.id, self.key, json.dumps(self.value())), None)
            unsaved.discard(self.key)
            return
        stored = _use(lambda opened: opened.preference(learner.id, self.key), None)
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
        _use(lambda opened: opened.record_step(who.id, lesson, step, correct, game=game), None)


def lesson_finished(lesson: str, game: str) -> None:
    """Keep that the learner finished a lesson of `game`, if a learner is named."""
    who = current()
    if who is not None:
        _use(lambda opened: opened.finish_lesson(who.id, lesson, game=game), None)


def hand_played(game: str, summary: ReviewSummary, net: int, level: str) -> bool:
    """Keep a hand of `game` played against bots of `level`, with the figures of its review
    (`tutor.hand_review.summary`) and its `net` for the learner's side, if a learner is named;
    True when it was kept. The Play page calls it once per hand, on the move that ends it."""
    who = current()
    if who is None:
        return False
    return done(lambda opened: opened.record_played_hand(
        who.id, game=game, decisions=summary.decisions, priced=summary.priced,
        fair_cost=summary.fair_total, dd_cost=summary.dd_total, net=net, level=level,
    ))


def exercise_answered(code: str, concept: str, correct: bool, at: datetime, game: str) -> bool:
    """Keep a practice answer of `game` (and its concept's review), if a learner is named;
    True when it was kept."""
    who = current()
    if who is None:
        return False
    return done(lambda opened: opened.answer_exercise(who.id, code, concept, correct, at, game=game))


def lessons_done() -> set[str]:
    """The lessons the named learner has finished, on any day."""
    who = current()
    return set(_use(lambda opened: opened.lessons_done(who.id), dict[str, datetime]())) if who is not None else set()
