"""The app offers the games it can teach (`Game.for_learners`): Cinch today. Coinche, whose
engine, records and explanations are in but whose rules page, lessons, practice and table are
not yet, is never half-shown: ``?game=coinche`` and a Coinche exercise code give Cinch's pages."""

from __future__ import annotations

import pytest

from app_driver import open_app
from tutor.games import find_game

PAGES = ["views/home.py", "views/lessons.py", "views/practice.py", "views/progress.py", "views/rules.py"]


def test_only_games_with_the_learner_layers_are_for_learners() -> None:
    assert find_game("cinch").for_learners
    assert not find_game("coinche").for_learners


@pytest.mark.parametrize("page", PAGES)
def test_a_game_the_app_does_not_offer_gives_the_default_game(page: str) -> None:
    at = open_app("en", game="coinche")
    at.switch_page(page).run()
    assert not at.exception, at.exception


def test_a_coinche_exercise_code_is_refused_with_a_message_and_a_new_cinch_exercise() -> None:
    at = open_app("en", exercise="coinche:trick-winner.1.42")
    at.switch_page("views/practice.py").run()
    assert not at.exception, at.exception
    assert any("does not exist" in warning.value for warning in at.warning)
    assert at.query_params["exercise"].startswith("cinch:")
