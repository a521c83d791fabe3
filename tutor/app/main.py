"""The entrypoint: settle the language, draw the frame every page shares, run the chosen page.

`page_setup` comes first: the favicon, the page-wide CSS and the script that sets ``<html lang>``
and the names of the controls (see its docstring for why a script).

The page runs under two guards: a fault of the progress store turns saving off for the session
and runs the page again without it (`learner`, one notice at the top of the page); any other
error is shown with its traceback, the paths in it made relative (`errors`), never the server's
folders.
"""

import streamlit as st

from tutor import i18n
from tutor.app import (
    current_game,
    errors,
    language,
    learner,
    page_setup,
    plain,
    second_language,
)

unknown = language.settle()
unknown_game = current_game.settle()
t = language.translator()

# TRANSLATORS: the name of the app, shown as the browser tab's title.
page_setup.configure(t.gettext("Cinch and Coinche tutor"))
page_setup.setup()
with st.sidebar:
    language.selector(t.gettext("Language"))
    # TRANSLATORS: the choice of the card game to learn, in the sidebar.
    current_game.selector(t.gettext("Card game"))
    learner.chooser()  # loads the learner's kept choices, the second language among them
    second_language.settle()
    # TRANSLATORS: an optional second language shown under the first in lessons and rules.
    second_language.selector(t.gettext("Second language"))
if unknown:
    available = ", ".join(i18n.language_name(lang) for lang in i18n.LANGUAGES)
    st.warning(
        t.gettext(
            "The requested language is not available, so the tutor is shown in English. "
            "Available languages: %(languages)s."
        )
        % {"languages": available},
        icon=":material/translate:",
    )
if unknown_game:
    st.warning(
        # TRANSLATORS: %(game)s is the game a link asked for, %(games)s the games the tutor teaches.
        t.gettext("The tutor does not teach “%(game)s”, so it shows %(default)s. It teaches: %(games)s.")
        % {"game": plain.text(unknown_game, plain.ADDRESS_VALUE_LIMIT), "default": current_game.name(current_game.current()),
           "games": ", ".join(current_game.name(game) for game in current_game.offered())},
        icon=":material/help:",
    )

pages = [
    st.Page(
        "views/home.py",
        # TRANSLATORS: the name of the start page in the navigation menu.
        title=t.pgettext("navigation", "Home"),
        icon=":material/home:",
        default=True,
    ),
    st.Page(
        "views/lessons.py",
        # TRANSLATORS: the lessons page in the navigation menu.
        title=t.pgettext("navigation", "Lessons"),
        icon=":material/school:",
        url_path="lessons",
    ),
    st.Page(
        "views/practice.py",
        # TRANSLATORS: the page of scoring exercises in the navigation menu.
        title=t.pgettext("navigation", "Practice"),
        icon=":material/exercise:",
        url_path="practice",
    ),
    st.Page(
        "views/play.py",
        # TRANSLATORS: the page where the learner plays whole games against bots, in the navigation menu.
        title=t.pgettext("navigation", "Play"),
        icon=":material/smart_toy:",
        url_path="play",
    ),
    st.Page(
        "views/progress.py",
        # TRANSLATORS: the learner's progress page in the navigation menu.
        title=t.pgettext("navigation", "Progress"),
        icon=":material/insights:",
        url_path="progress",
    ),
    st.Page(
        "views/rules.py",
        # TRANSLATORS: the page with the rules of the game in the navigation menu.
        title=t.pgettext("navigation", "Rules"),
        icon=":material/menu_book:",
        url_path="rules",
    ),
    st.Page(
        "views/glossary.py",
        # TRANSLATORS: the glossary page (the card players' words) in the navigation menu.
        title=t.pgettext("navigation", "Glossary"),
        icon=":material/dictionary:",
        url_path="glossary",
    ),
]
notice = st.empty()  # where the notice goes if progress cannot be saved (`learner.notice`)
learner.notice(notice)
try:
    st.navigation(pages).run()
except learner.STORE_FAULTS as error:  # a read of the store outside `learner`'s guards
    if not learner.fail(error):
        raise
    st.rerun()  # the page again, without the store
except Exception as error:  # noqa: BLE001 - shown, with paths that say nothing of the server
    errors.show(error)
finally:
    learner.notice(notice)
