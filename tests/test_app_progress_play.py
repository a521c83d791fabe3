"""The progress page's games against the bots (issue 13) under AppTest: a learner who played hands
sees how many and the average cost per decision, overall and per day, worked out by hand here;
a learner who played none sees no such section; every text goes through the catalog."""

from __future__ import annotations

import gettext
import itertools
from collections.abc import Iterator
from datetime import datetime, timezone

import pytest
from app_driver import open_app
from streamlit.testing.v1 import AppTest

from tutor import i18n
from tutor.store import Learner, PlayedHandRow, Store

PROGRESS = "views/progress.py"
HEADING = "Games against the bots"
_numbers = itertools.count(1)


@pytest.fixture
def store() -> Iterator[Store]:
    """The progress file the app uses (``$TUTOR_DATA_DIR``, see conftest.py)."""
    opened = Store.default()
    yield opened
    opened.close()


@pytest.fixture
def pia(store: Store) -> Learner:
    """A learner of this test only: the data folder is shared by the whole run."""
    return store.add_learner(f"Pia {next(_numbers)} {id(store)}")


def noon(day: int) -> datetime:
    """Noon UTC on a day of March 2025: the same calendar day from UTC-11 to UTC+11."""
    return datetime(2025, 3, day, 12, tzinfo=timezone.utc)


def played(store: Store, who: Learner) -> None:
    """Three hands on 10 March and one on 12 March; one Coinche hand that Cinch must not count."""
    for day, hour, priced, fair, dd, net in (
        (10, 0, 6, 3.0, 4, 5),
        (10, 1, 6, 1.8, 2, -3),
        (10, 2, 0, 0.0, 0, 0),  # passed out: calls judged, no card priced
        (12, 0, 6, 0.9, 0, 14),
    ):
        store.record_played_hand(who.id, game="cinch", played_at=noon(day).replace(hour=12 + hour),
                                 decisions=priced + 2, priced=priced, fair_cost=fair, dd_cost=dd,
                                 net=net, level="club")
    store.record_played_hand(who.id, game="coinche", played_at=noon(11), decisions=9, priced=8,
                             fair_cost=40.0, dd_cost=40, net=-20, level="club")


def open_progress(lang: str, who: Learner, game: str = "cinch") -> AppTest:
    at = open_app(lang, learner=who.name, game=game)
    at.switch_page(PROGRESS).run()
    assert not at.exception, at.exception
    return at


def metric(at: AppTest, label: str) -> str:
    [value] = [item.value for item in at.metric if item.label == label]
    return value


def test_a_learner_who_played_sees_the_hands_and_the_average_cost(store: Store, pia: Learner) -> None:
    played(store, pia)
    at = open_progress("en", pia)
    assert HEADING in [item.value for item in at.subheader]
    assert metric(at, "Hands played") == "4"
    # Fair costs 3.0 + 1.8 + 0 + 0.9 = 5.7 over 6 + 6 + 0 + 6 = 18 priced cards: 0.3166… → 0.32.
    assert metric(at, "Average cost per card played") == "0.32"
    [table] = at.table
    rows = table.value.to_dict("records")
    # 10 March: 4.8 / 12 = 0.4 fair, 6 / 12 = 0.5 open; 12 March: 0.9 / 6 = 0.15, 0 / 6 = 0.
    assert rows == [
        {"Day": "Mar 10, 2025", "Hands": "3", "Average cost": "0.40", "Every hand open": "0.50"},
        {"Day": "Mar 12, 2025", "Hands": "1", "Average cost": "0.15", "Every hand open": "0.00"},
    ]


def test_the_figures_are_those_of_the_game_shown_and_written_the_learners_way(
    store: Store, pia: Learner
) -> None:
    played(store, pia)
    at = open_progress("de", pia, game="coinche")
    t = i18n.translator("de")
    assert metric(at, t.gettext("Hands played")) == "1"
    assert metric(at, t.gettext("Average cost per card played")) == "5,00"  # 40 / 8, a decimal comma
    [table] = at.table
    assert table.value.to_dict("records")[0][t.pgettext("table", "Day")] == "11.03.2025"


def test_a_learner_who_played_no_hand_sees_no_such_section(store: Store, pia: Learner) -> None:
    store.answer_exercise(pia.id, "x", "play.void", True, datetime.now(timezone.utc))
    at = open_progress("en", pia)
    assert HEADING not in [item.value for item in at.subheader]
    assert not [item for item in at.metric if item.label == "Hands played"]
    assert not at.table
    # Coinche hands only: Cinch's page still shows none.
    store.record_played_hand(pia.id, game="coinche", played_at=noon(11), decisions=9, priced=8,
                             fair_cost=4.0, dd_cost=4, net=2, level="beginner")
    assert HEADING not in [item.value for item in open_progress("en", pia).subheader]


def test_the_section_s_texts_go_through_the_catalog(
    store: Store, pia: Learner, monkeypatch: pytest.MonkeyPatch
) -> None:
    played(store, pia)

    class Marking(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return f"«{message}»"

        def pgettext(self, context: str, message: str) -> str:
            return f"«{message}»"

        def ngettext(self, singular: str, plural: str, n: int) -> str:
            return f"«{singular if n == 1 else plural}»"

    monkeypatch.setattr(i18n, "translator", lambda lang: Marking())
    at = open_progress("en", pia)
    assert f"«{HEADING}»" in [item.value for item in at.subheader]
    labels = {item.label for item in at.metric}
    assert {"«Hands played»", "«Average cost per card played»"} <= labels
    assert any(item.value.startswith("«What each card you played cost") for item in at.caption)
    [table] = at.table
    assert list(table.value.columns) == ["«Day»", "«Hands»", "«Average cost»", "«Every hand open»"]


# --- keeping a hand played for the learner of the session -----------------------------------------


def keep_a_hand() -> None:
    """A page that keeps one reviewed hand for the learner of ``?learner=`` (if any)."""
    import streamlit as st

    from tutor.app import learner
    from tutor.hand_review import ReviewSummary

    figures = ReviewSummary(8, 6, 2.5, 3, 2.5 / 6, 0.5)
    st.markdown(str(learner.hand_played("cinch", figures, net=-4, level="strong")))


def test_a_reviewed_hand_is_kept_for_the_learner_and_not_without_one(store: Store, pia: Learner) -> None:
    at = AppTest.from_function(keep_a_hand, default_timeout=30)
    at.query_params["learner"] = pia.name
    at.run()
    assert not at.exception, at.exception
    [row] = store.played_hands(pia.id, game="cinch")
    assert row == PlayedHandRow(row.played_at, 8, 6, 2.5, 3.0, -4, "strong")
    assert at.markdown[0].value == "True"
    before = {who.id: store.played_hands(who.id, game="cinch") for who in store.learners()}
    nobody = AppTest.from_function(keep_a_hand, default_timeout=30)
    nobody.run()
    assert not nobody.exception, nobody.exception
    assert nobody.markdown[0].value == "False"
    assert {who.id: store.played_hands(who.id, game="cinch") for who in store.learners()} == before
