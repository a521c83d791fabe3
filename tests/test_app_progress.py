"""The progress page and the learner's sidebar under AppTest (issue 14): the mastery chart (full
labels, a fixed 0–100 scale, bars in the list's order, "not known yet" in its own colour), resets
that ask first, the four-colour deck kept with the learner, and the browser's last learner
welcomed back.

`tests/test_app_practice.py` covers the page's first steps (no learner, answers counted, the
export). AppTest cannot send cookies (``AppTest.context`` has no ``cookies``), so the tests of
the welcome give the session the cookie a browser would send, below ``st.context.cookies``;
`tests/e2e/test_browser_progress.py` checks the whole path in Chromium.
"""

from __future__ import annotations

import gettext
import itertools
import json
import types
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, timezone
from urllib.parse import quote

import pytest
from app_driver import click, open_app
from streamlit.dataframe_util import convert_arrow_bytes_to_pandas_df
from streamlit.runtime import context as streamlit_context
from streamlit.testing.v1 import AppTest

from tutor import i18n
from tutor.app import learner as learner_module
from tutor.games import find_game
from tutor.schedule import NOT_KNOWN_BELOW
from tutor.store import Learner, Store

PROGRESS = "views/progress.py"
CINCH = find_game("cinch")
COLOURS = {"known": "#1c6fb8", "not known yet": "#e8710a"}
_numbers = itertools.count(1)


@pytest.fixture
def store() -> Iterator[Store]:
    """The progress file the app uses (``$TUTOR_DATA_DIR``, see conftest.py), on its own
    connection."""
    opened = Store.default()
    yield opened
    opened.close()


@pytest.fixture
def pia(store: Store) -> Learner:
    """A learner of this test only: the data folder is shared by the whole run."""
    return store.add_learner(f"Pia {next(_numbers)} {id(store)}")


def open_progress(lang: str, who: Learner | None) -> AppTest:
    at = open_app(lang, **({"learner": who.name} if who else {}))
    at.switch_page(PROGRESS).run()
    assert not at.exception, at.exception
    return at


def chart(at: AppTest) -> tuple[dict, list[dict]]:
    """The mastery chart's Vega-Lite spec and its rows."""
    [element] = [node for node in at.main if getattr(node, "type", None) == "vega_lite_chart"]
    rows = convert_arrow_bytes_to_pandas_df(element.proto.data.data).to_dict("records")
    return json.loads(element.proto.spec), rows


# --- the mastery chart ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_chart_has_full_labels_a_fixed_scale_the_list_order_and_a_not_known_colour(
    lang: str, store: Store, pia: Learner
) -> None:
    t = i18n.translator(lang)
    now = datetime.now(timezone.utc) - timedelta(minutes=5)
    answered = {  # in an order unlike the rule book's
        "score.set": [True],
        "play.follow-trump": [False],  # not known yet: the last answer was wrong
        "rank.left-pedro": [True, True],
        "rank.trump-order": [False, True],  # right last, but under the threshold
    }
    for concept, results in answered.items():
        for minutes, correct in enumerate(results):
            store.answer_exercise(pia.id, "x", concept, correct, now + timedelta(seconds=minutes))
    at = open_progress(lang, pia)
    spec, rows = chart(at)
    bars, numbers, _ = spec["layer"]
    encoding = bars["encoding"]

    assert encoding["x"]["scale"]["domain"] == [0, 100] and encoding["x"]["scale"]["nice"] is False
    order = [rule for rule in CINCH.rule_ids if rule in answered]
    headings = [t.gettext(CINCH.rules_text.rule_text(rule).heading) for rule in order]
    assert [row["concept"] for row in rows] == headings
    # Full labels: the wrapped lines give back the whole heading, and nothing cuts them.
    assert [" ".join(row["label"].split("\n")) for row in rows] == headings
    assert encoding["y"]["axis"]["labelLimit"] == 0
    assert encoding["y"]["sort"] == [row["label"] for row in rows], "bars in the rows' order"
    for row in rows:  # long headings wrap, short ones do not
        assert ("\n" in row["label"]) == (len(row["concept"]) > 26), row

    colour = dict(zip(encoding["color"]["scale"]["domain"], encoding["color"]["scale"]["range"]))
    known, not_known = t.pgettext("mastery", "known"), t.pgettext("mastery", "not known yet")
    state = {rule: colour[row["status"]] for rule, row in zip(order, rows)}
    assert state == {
        "score.set": COLOURS["known"],
        "play.follow-trump": COLOURS["not known yet"],
        "rank.left-pedro": COLOURS["known"],
        "rank.trump-order": COLOURS["not known yet"],
    }
    assert colour == {known: COLOURS["known"], not_known: COLOURS["not known yet"]}
    assert numbers["encoding"]["y"] == encoding["y"]

    # The list under the chart: the same concepts in the same order, each with its state.
    [listing] = [item.value for item in at.markdown if item.value.startswith("- :")]
    lines = listing.split("\n")
    assert [next(h for h in headings if f"**{h}**" in line) for line in lines] == headings
    assert ":orange-badge[" in lines[order.index("play.follow-trump")]
    assert f"· {not_known}]" in lines[order.index("play.follow-trump")]
    # A caption says in words what the colours mean, with the threshold.
    threshold = str(round(100 * NOT_KNOWN_BELOW))
    assert any(threshold in caption.value and "(" in caption.value for caption in at.caption)


def test_the_chart_texts_go_through_the_catalog(
    store: Store, pia: Learner, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every text of the chart (titles, legend, tooltips, screen-reader descriptions) is a
    translated message: with a catalog that marks every message, no unmarked text is left."""
    store.answer_exercise(pia.id, "x", "play.void", False, datetime.now(timezone.utc))

    class Marking(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return f"«{message}»"

        def pgettext(self, context: str, message: str) -> str:
            return f"«{message}»"

    monkeypatch.setattr(i18n, "translator", lambda lang: Marking())
    at = open_progress("en", pia)
    spec, rows = chart(at)
    texts = [spec["layer"][0]["encoding"]["x"]["title"], spec["layer"][0]["mark"]["ariaRoleDescription"],
             spec["layer"][0]["encoding"]["x"]["axis"]["description"],
             spec["layer"][0]["encoding"]["y"]["axis"]["description"],
             spec["layer"][0]["encoding"]["color"]["legend"]["description"],
             *(tip["title"] for tip in spec["layer"][0]["encoding"]["tooltip"]),
             *(row[field] for row in rows for field in ("concept", "status", "aria"))]
    [element] = [node for node in at.main if getattr(node, "type", None) == "vega_lite_chart"]
    texts.append(element.proto.alt)
    assert all(text.startswith("«") and text.endswith("»") for text in texts), texts


# --- resets ask first -----------------------------------------------------------------------------


def test_a_lesson_reset_deletes_nothing_until_confirmed(store: Store, pia: Learner) -> None:
    store.finish_lesson(pia.id, "trump-order")
    store.finish_lesson(pia.id, "follow-trump")
    at = open_progress("en", pia)
    click(at, "reset-lesson-trump-order")
    assert set(store.lessons_done(pia.id)) == {"trump-order", "follow-trump"}, "one click deletes nothing"
    assert at.warning and at.button(key="reset-confirm") and at.button(key="reset-cancel")
    click(at, "reset-cancel")
    assert set(store.lessons_done(pia.id)) == {"trump-order", "follow-trump"}
    assert not at.warning and not [b for b in at.button if b.key == "reset-confirm"]
    click(at, "reset-lesson-trump-order")
    click(at, "reset-confirm")
    assert set(store.lessons_done(pia.id)) == {"follow-trump"}
    assert not [b for b in at.button if b.key == "reset-confirm"]
    assert at.toast and "was reset" in at.toast[0].value


def test_a_concept_reset_deletes_nothing_until_confirmed(store: Store, pia: Learner) -> None:
    now = datetime.now(timezone.utc)
    store.answer_exercise(pia.id, "a", "play.void", False, now)
    store.answer_exercise(pia.id, "b", "score.made", True, now)
    at = open_progress("de", pia)
    at.selectbox(key="reset-concept-choice").set_value("play.void").run()
    click(at, "reset-concept")
    assert len(store.answers(pia.id)) == 2, "one click deletes nothing"
    assert set(store.cards(pia.id)) == {"play.void", "score.made"}
    question = at.warning[0].value
    assert i18n.translator("de").gettext(CINCH.rules_text.rule_text("play.void").heading) in question
    click(at, "reset-confirm")
    assert [row.concept for row in store.answers(pia.id)] == ["score.made"]
    assert set(store.cards(pia.id)) == {"score.made"}


def test_a_question_for_another_concept_is_not_answered_by_its_button(
    store: Store, pia: Learner
) -> None:
    """The question names the concept chosen when it was asked: choosing another hides it."""
    now = datetime.now(timezone.utc)
    store.answer_exercise(pia.id, "a", "play.void", False, now)
    store.answer_exercise(pia.id, "b", "score.made", True, now)
    at = open_progress("en", pia)
    at.selectbox(key="reset-concept-choice").set_value("play.void").run()
    click(at, "reset-concept")
    at.selectbox(key="reset-concept-choice").set_value("score.made").run()
    assert not [b for b in at.button if b.key == "reset-confirm"]
    assert len(store.answers(pia.id)) == 2


# --- the four-colour deck, kept with the learner --------------------------------------------------


def test_the_four_colour_deck_comes_back_in_a_new_session_of_the_same_learner(
    store: Store, pia: Learner
) -> None:
    bert = store.add_learner(f"Bert {pia.id}")
    at = open_app("en", learner=pia.name)
    assert at.toggle(key="four-colour-deck").value is False
    at.toggle(key="four-colour-deck").set_value(True).run()
    assert at.session_state["four-colour-deck"] is True
    assert store.preference(pia.id, "four-colour-deck") == "true"
    at.switch_page(PROGRESS).run()
    assert at.session_state["four-colour-deck"] is True, "kept across pages"

    again = open_app("en", learner=pia.name)  # a new session: a reload, another day
    assert again.toggle(key="four-colour-deck").value is True
    assert again.session_state["four-colour-deck"] is True
    other = open_app("en", learner=bert.name)
    assert other.toggle(key="four-colour-deck").value is False
    assert store.preference(bert.id, "four-colour-deck") is None
    # Switching learners in one session loads the new learner's choice.
    again.button(key="learner-change").click().run()
    again.selectbox(key="learner-chosen").set_value(bert.name).run()
    assert again.session_state["four-colour-deck"] is False
    assert store.preference(pia.id, "four-colour-deck") == "true"
    assert store.export(pia.id)["preferences"] == {"four-colour-deck": "true"}


def test_without_a_learner_the_deck_lasts_the_session_and_goes_with_a_new_name(
    store: Store,
) -> None:
    at = open_app("nl")
    at.toggle(key="four-colour-deck").set_value(True).run()
    at.switch_page(PROGRESS).run()
    assert at.session_state["four-colour-deck"] is True
    name = f"Nieuw {next(_numbers)} {id(at)}"
    at.text_input(key="learner-new-name").input(name)
    at.button[[b.label for b in at.button].index(i18n.translator("nl").gettext("Start"))].click().run()
    assert not at.exception
    created = store.learner(name)
    assert created is not None and store.preference(created.id, "four-colour-deck") == "true"
    assert open_app("nl", learner=name).session_state["four-colour-deck"] is True


def test_a_choice_made_without_a_name_goes_with_the_name_chosen_next(
    store: Store, pia: Learner
) -> None:
    store.set_preference(pia.id, "four-colour-deck", "true")
    at = open_app("en", learner=pia.name)
    assert at.session_state["four-colour-deck"] is True
    click(at, "learner-change")
    at.toggle(key="four-colour-deck").set_value(False).run()
    assert store.preference(pia.id, "four-colour-deck") == "true", "no learner: nothing saved"
    at.selectbox(key="learner-chosen").set_value(pia.name).run()
    assert at.session_state["four-colour-deck"] is False, "the latest choice wins"
    assert store.preference(pia.id, "four-colour-deck") == "false"


# --- the browser's last learner -------------------------------------------------------------------


@pytest.fixture
def browser_cookies(monkeypatch: pytest.MonkeyPatch) -> Callable[[dict[str, str]], None]:
    """Make ``st.context.cookies`` hold what a browser would send with the page."""

    def send(cookies: dict[str, str]) -> None:
        client = types.SimpleNamespace(headers=[], cookies=cookies, remote_ip=None)
        monkeypatch.setattr(streamlit_context, "_get_client_context", lambda: client)

    return send


def cookie_html(at: AppTest) -> list[str]:
    return [element.proto.body for element in at.get("html") if "document.cookie" in element.proto.body]


def test_choosing_a_learner_makes_the_browser_remember_the_name(store: Store) -> None:
    name = f"Jürgen Groß {next(_numbers)}"
    store.add_learner(name)
    at = open_app("de")
    assert cookie_html(at) == [], "no cookie and no learner: nothing to write"
    at.selectbox(key="learner-chosen").set_value(name).run()
    [script] = cookie_html(at)
    assert f"cinch-tutor-learner={quote(name, safe='')};" in script and "max-age=31536000" in script
    assert name not in script, "percent-encoded: no name can break out of the script"
    click(at, "learner-change")
    assert cookie_html(at) == [learner_module.cookie_script(None)]
    assert "max-age=0" in cookie_html(at)[0]
    at.selectbox(key="learner-chosen").set_value(name).run()
    assert cookie_html(at) == [learner_module.cookie_script(name)]


def test_nothing_is_written_while_the_cookie_already_names_the_learner(
    store: Store, pia: Learner, browser_cookies: Callable[[dict[str, str]], None]
) -> None:
    browser_cookies({"cinch-tutor-learner": quote(pia.name)})
    at = open_app("en")
    assert at.query_params["learner"] == pia.name and cookie_html(at) == []
    click(at, "learner-change")  # forget, then come back: the browser must be told both
    assert cookie_html(at) == [learner_module.cookie_script(None)]
    at.selectbox(key="learner-chosen").set_value(pia.name).run()
    assert cookie_html(at) == [learner_module.cookie_script(pia.name)]


def test_the_bare_address_welcomes_back_the_browser_s_last_learner(
    store: Store, pia: Learner, browser_cookies: Callable[[dict[str, str]], None]
) -> None:
    store.answer_exercise(pia.id, "x", "play.void", True, datetime.now(timezone.utc))
    browser_cookies({"_streamlit_xsrf": "x", "cinch-tutor-learner": quote(pia.name)})
    at = open_app("en")  # no ?learner=
    assert at.query_params["learner"] == pia.name
    welcome = f"Welcome back, {pia.name}!"
    assert any(welcome in item.value for item in at.markdown)
    assert [toast.value for toast in at.toast] == [welcome]
    at.switch_page(PROGRESS).run()
    assert [m.value for m in at.metric if m.label == "Exercises answered"] == ["1"]
    assert not at.toast, "welcomed once"
    # A way to switch: "Change learner" forgets the name, and the cookie does not bring it back.
    click(at, "learner-change")
    assert "learner" not in at.query_params and at.selectbox(key="learner-chosen")
    assert not any(welcome in item.value for item in at.markdown)
    at.run()
    assert "learner" not in at.query_params


def test_learner_in_the_address_wins_over_the_cookie(
    store: Store, pia: Learner, browser_cookies: Callable[[dict[str, str]], None]
) -> None:
    other = store.add_learner(f"Otto {pia.id}")
    browser_cookies({"cinch-tutor-learner": quote(pia.name)})
    at = open_app("en", learner=other.name)
    assert at.query_params["learner"] == other.name
    assert not any("Welcome back" in item.value for item in at.markdown)
    assert f"cinch-tutor-learner={quote(other.name, safe='')};" in cookie_html(at)[0]


def test_a_cookie_naming_nobody_known_is_ignored(
    browser_cookies: Callable[[dict[str, str]], None]
) -> None:
    browser_cookies({"cinch-tutor-learner": "Nobody%20here"})
    at = open_app("fr")
    assert "learner" not in at.query_params
    assert not at.toast and at.text_input(key="learner-new-name")


def test_the_second_language_comes_back_in_a_new_session_of_the_same_learner(store: Store, pia: Learner) -> None:
    at = open_app("en", learner=pia.name)
    at.selectbox(key="second-language-selector").set_value("fr").run()
    assert store.preference(pia.id, "lang2") == '"fr"'
    again = open_app("en", learner=pia.name)  # a new session
    assert again.session_state["lang2"] == "fr" and again.query_params["lang2"] == "fr"
    assert again.selectbox(key="second-language-selector").value == "fr"
