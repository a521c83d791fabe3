"""Two games in one app (issue 11): the game picker on the home page and in the sidebar,
``?game=`` in the address, every page following the game chosen, and an unknown game that gets a
notice and Cinch. Changing the game keeps the language and the learner."""

from __future__ import annotations

import pytest
from app_driver import english_leaks, open_app, visible_text
from streamlit.testing.v1 import AppTest

from tutor import i18n
from tutor.games import GAMES, find_game
from tutor.lessons import Lesson, load_lessons
from tutor.store import Store

PAGES = ["views/home.py", "views/lessons.py", "views/practice.py", "views/progress.py", "views/rules.py",
         "views/glossary.py"]


def page(lang: str, path: str, **params: str) -> AppTest:
    at = open_app(lang, **params)
    at.switch_page(path).run()
    assert not at.exception, at.exception
    return at


def learning_as(at: AppTest, name: str) -> bool:
    """The sidebar says the learner `name` is learning."""
    return any(f"**{name}**" in markdown.value for markdown in at.sidebar.markdown)


def test_every_game_is_for_learners() -> None:
    assert all(find_game(name).for_learners for name in GAMES)


@pytest.mark.parametrize("path", PAGES)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_page_opens_in_coinche(lang: str, path: str) -> None:
    at = page(lang, path, game="coinche")
    assert at.query_params["game"] == "coinche"
    assert at.selectbox(key="game-selector").value == "coinche"
    assert not at.warning, [warning.value for warning in at.warning]


@pytest.mark.parametrize("path", [path for path in PAGES if path != "views/glossary.py"])  # test_app_glossary's
@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_coinche_pages_show_no_english(lang: str, path: str) -> None:
    english = visible_text(page("en", path, game="coinche"))
    assert english_leaks(visible_text(page(lang, path, game="coinche")), english, lang) == []


def test_the_rules_page_follows_the_game() -> None:
    t = i18n.translator("de")
    assert page("de", "views/rules.py", game="coinche").title[0].value == t.gettext("The rules of Coinche")
    assert page("de", "views/rules.py", game="cinch").title[0].value == t.gettext("The rules of Cinch")


def test_the_lessons_page_lists_the_lessons_of_the_game_only() -> None:
    at = page("en", "views/lessons.py", game="coinche")
    opened = {button.key.removeprefix("open-") for button in at.button if button.key and button.key.startswith("open-")}
    coinche = {lesson.id for lesson in load_lessons() if isinstance(lesson, Lesson) and lesson.game == "coinche"}
    assert opened == coinche and len(coinche) >= 12


def test_an_unknown_game_gets_a_notice_and_cinch() -> None:
    at = open_app("nl", game="schaak")
    t = i18n.translator("nl")
    assert at.query_params["game"] == "cinch"
    [notice] = at.warning
    assert "schaak" in notice.value and t.gettext("Coinche") in notice.value
    at.switch_page("views/rules.py").run()
    assert at.title[0].value == t.gettext("The rules of Cinch")


def test_the_home_page_says_what_each_game_is_and_switches() -> None:
    at = open_app("fr")
    t = i18n.translator("fr")
    pitches = [markdown.value for markdown in at.markdown]
    for name in GAMES:
        assert t.gettext(find_game(name).rules_text.PITCH) in pitches
    at.button(key="choose-coinche").click().run()
    assert at.query_params["game"] == "coinche" and at.query_params["lang"] == "fr"
    assert at.selectbox(key="game-selector").value == "coinche"
    at.switch_page("views/rules.py").run()
    assert at.title[0].value == t.gettext("The rules of Coinche")


def test_the_sidebar_picker_keeps_the_language_and_the_learner() -> None:
    store = Store.default()
    try:
        greta = store.add_learner(f"Greta {id(store)}")
    finally:
        store.close()
    at = open_app("de", learner=greta.name)
    assert learning_as(at, greta.name)
    at.selectbox(key="game-selector").set_value("coinche").run()
    assert not at.exception, at.exception
    assert at.query_params["game"] == "coinche" and at.query_params["lang"] == "de"
    at.switch_page("views/progress.py").run()
    assert not at.exception, at.exception
    assert learning_as(at, greta.name)
    assert at.session_state["lang"] == "de" and at.query_params["game"] == "coinche"


def test_a_coinche_exercise_code_opens_coinche_practice() -> None:
    at = page("en", "views/practice.py", exercise="coinche:trick-winner.1.42")
    assert at.query_params["exercise"] == "coinche:trick-winner.1.42"
    assert at.query_params["game"] == "coinche"
    assert not at.warning


def test_a_lesson_link_of_the_other_game_switches_the_game() -> None:
    coinche = next(lesson for lesson in load_lessons() if isinstance(lesson, Lesson) and lesson.game == "coinche")
    at = page("en", "views/lessons.py", game="cinch", lesson=coinche.id)
    assert at.query_params["game"] == "coinche"
    assert at.title[0].value == coinche.title
