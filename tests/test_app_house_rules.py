"""House rules a learner chooses, per game (issue 11): a named profile or one option changed, kept
with the learner; the rules page and practice follow it and say which is in force; a lesson keeps
its own house rules and says so when they are not the learner's."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from app_driver import open_app
from streamlit.testing.v1 import AppTest

from tutor import i18n
from tutor.store import Learner, Store

RULES = "views/rules.py"
PRACTICE = "views/practice.py"
LESSONS = "views/lessons.py"
_numbers = itertools.count(1)


@pytest.fixture
def store() -> Iterator[Store]:
    opened = Store.default()
    yield opened
    opened.close()


@pytest.fixture
def ria(store: Store) -> Learner:
    """A learner of this test only: the data folder is shared by the whole run."""
    return store.add_learner(f"Ria {next(_numbers)} {id(store)}")


def rules_page(lang: str = "en", **params: str) -> AppTest:
    at = open_app(lang, **params)
    at.switch_page(RULES).run()
    assert not at.exception, at.exception
    return at


def house_rules_box(at: AppTest) -> str:
    return "\n".join(markdown.value for markdown in at.markdown)


def test_bid_range_follows_the_profile_chosen_on_the_rules_page() -> None:
    at = rules_page(game="cinch")
    assert "from 1 to 14" in house_rules_box(at)
    at.selectbox(key="house-rules-name-cinch").set_value("bid-six").run()
    assert not at.exception, at.exception
    text = house_rules_box(at)
    assert "lowest bid 6" in text and "from 6 to 14" in text
    assert at.session_state["house-rules-cinch"] == "bid-six"


def test_game_target_changed_alone_makes_custom_house_rules() -> None:
    at = rules_page(game="cinch")
    at.number_input(key="house-rule-cinch-target").set_value(62).run()
    assert not at.exception, at.exception
    assert at.session_state["house-rules-cinch"] == "custom,target=62"
    assert "custom house rules" in house_rules_box(at)
    assert "the first side to reach 62 points wins" in house_rules_box(at)


def test_changing_an_option_back_to_a_named_profile_names_it() -> None:
    at = rules_page(game="cinch")
    at.selectbox(key="house-rule-cinch-min_bid").set_value(6).run()
    assert at.session_state["house-rules-cinch"] == "bid-six"


def test_practice_exercises_follow_the_house_rules_and_say_so() -> None:
    at = rules_page(game="cinch")
    at.selectbox(key="house-rules-name-cinch").set_value("bid-seven").run()
    at.switch_page(PRACTICE).run()
    assert not at.exception, at.exception
    at.button(key="new-exercise").click().run()
    assert at.query_params["exercise"].endswith("@bid-seven"), at.query_params["exercise"]
    [popover] = at.get("popover")
    assert "lowest bid 7" in popover.proto.popover.label


def test_house_rules_come_back_in_a_new_session_of_the_same_learner(ria: Learner) -> None:
    at = rules_page(learner=ria.name, game="cinch")
    at.selectbox(key="house-rules-name-cinch").set_value("stick-the-dealer").run()
    again = rules_page(learner=ria.name, game="cinch")
    assert again.session_state["house-rules-cinch"] == "stick-the-dealer"
    assert "stick the dealer" in house_rules_box(again)


def test_a_lesson_says_when_its_house_rules_are_not_the_learners() -> None:
    at = rules_page(game="cinch")
    at.switch_page(LESSONS).run()
    at.button(key="open-trump-order").click().run()
    assert not any("its own house rules" in caption.value for caption in at.caption)
    at.switch_page(RULES).run()
    at.selectbox(key="house-rules-name-cinch").set_value("bid-six").run()
    at.switch_page(LESSONS).run()
    at.query_params["lesson"] = "trump-order"
    at.run()
    assert not at.exception, at.exception
    notes = [caption.value for caption in at.caption if "its own house rules" in caption.value]
    assert notes == ["This lesson is played under its own house rules, standard rules; yours are lowest bid 6."]


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_the_house_rules_chooser_speaks_the_learners_language(lang: str) -> None:
    t = i18n.translator(lang)
    at = rules_page(lang, game="cinch")
    assert at.selectbox(key="house-rules-name-cinch").label == t.gettext("House rules")
    assert [expander.label for expander in at.expander if expander.label == t.gettext("Change one rule")]
