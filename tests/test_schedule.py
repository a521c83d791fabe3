"""Spaced repetition over concepts (`tutor.schedule`): what is due, when, how well it is known,
and why it is due, in four languages."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from fsrs import Card, State

from tutor.games.cinch.rules import RULE_IDS
from tutor.games.cinch.rules_text import rule_text
from tutor.i18n import translator
from tutor.review_cards import rate, utc
from tutor.schedule import (
    NOT_KNOWN_BELOW,
    Due,
    due_concepts,
    known_yet,
    mastery,
    review,
    why_due,
)
from tutor.store import Learner, Store

T0 = datetime(2025, 3, 10, 12, 0, tzinfo=timezone.utc)
LANGUAGES = ("en", "nl", "de", "fr")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(tmp_path / "progress.sqlite3")
    yield opened
    opened.close()


@pytest.fixture
def anna(store: Store) -> Learner:
    return store.add_learner("Anna")


def card(store: Store, learner: Learner, concept: str) -> Card:
    return Card.from_json(store.cards(learner.id)[concept])


def due_names(
    store: Store, learner: Learner, now: datetime, concepts: tuple[str, ...]
) -> list[str]:
    return [due.concept for due in due_concepts(store, learner.id, now, concepts)]


# --- the cards ------------------------------------------------------------------------------------


def test_rate_rates_a_right_answer_good_and_a_wrong_one_again() -> None:
    right, right_log = rate(None, True, T0)
    wrong, wrong_log = rate(None, False, T0)
    assert json.loads(right_log)["rating"] == 3 and json.loads(wrong_log)["rating"] == 1
    assert Card.from_json(wrong).due < Card.from_json(right).due
    assert Card.from_json(right).last_review == T0


def test_times_must_be_aware_and_come_out_in_utc() -> None:
    paris = datetime(2025, 3, 10, 13, tzinfo=timezone(timedelta(hours=1)))
    assert utc(paris) == T0
    assert utc(paris).tzinfo == timezone.utc
    assert utc(None).tzinfo == timezone.utc
    with pytest.raises(ValueError, match="time zone"):
        rate(None, True, datetime(2025, 3, 10, 12))


def test_review_saves_the_card_without_recording_an_answer(store: Store, anna: Learner) -> None:
    review(store, anna.id, "play.void", True, T0)
    review(store, anna.id, "play.void", True, T0 + timedelta(minutes=10))
    assert card(store, anna, "play.void").state == State.Review
    assert [log["rating"] for log in store.export(anna.id)["reviews"]] == [3, 3]
    assert store.answers(anna.id) == []


# --- what is due ----------------------------------------------------------------------------------


def test_concepts_never_practised_are_due_in_the_order_given(store: Store, anna: Learner) -> None:
    due = due_concepts(store, anna.id, T0)
    assert [item.concept for item in due] == list(RULE_IDS)
    assert all(item == Due(item.concept, T0, None, None) for item in due)
    twice = ("play.void", "rank.pack", "play.void")
    assert due_names(store, anna, T0, twice) == ["play.void", "rank.pack"]


def test_a_wrong_answer_makes_a_concept_due_within_minutes(store: Store, anna: Learner) -> None:
    concepts = ("rank.left-pedro",)
    store.answer_exercise(anna.id, "rank-1", "rank.left-pedro", False, T0)
    assert due_names(store, anna, T0, concepts) == []
    soon = T0 + timedelta(minutes=10)
    assert due_concepts(store, anna.id, soon, concepts) == [
        Due("rank.left-pedro", card(store, anna, "rank.left-pedro").due, False, T0)
    ]
    assert card(store, anna, "rank.left-pedro").due <= soon


def test_right_answers_push_a_concept_further_out_each_time(store: Store, anna: Learner) -> None:
    concepts = ("rank.left-pedro",)
    now, gaps = T0, []
    for number in range(5):
        store.answer_exercise(anna.id, f"rank-{number}", "rank.left-pedro", True, now)
        due = card(store, anna, "rank.left-pedro").due
        assert due_names(store, anna, due - timedelta(seconds=1), concepts) == []
        assert due_names(store, anna, due, concepts) == ["rank.left-pedro"]
        gaps.append(due - now)
        now = due
    assert gaps == sorted(gaps) and len(set(gaps)) == len(gaps)
    assert gaps[-1] > timedelta(days=7)
    # One miss brings it back within minutes, however well it was known.
    store.answer_exercise(anna.id, "rank-miss", "rank.left-pedro", False, now)
    assert card(store, anna, "rank.left-pedro").due - now <= timedelta(minutes=10)


def test_the_most_overdue_concept_comes_first_then_the_new_ones(
    store: Store, anna: Learner
) -> None:
    concepts = ("rank.pack", "play.void", "rank.left-pedro", "points.cards")
    store.answer_exercise(anna.id, "a", "play.void", False, T0)
    store.answer_exercise(anna.id, "b", "rank.left-pedro", False, T0 - timedelta(hours=1))
    store.answer_exercise(anna.id, "c", "points.cards", True, T0)
    store.answer_exercise(anna.id, "d", "points.cards", True, T0 + timedelta(minutes=10))
    now = T0 + timedelta(hours=1)
    due = due_concepts(store, anna.id, now, concepts)
    assert [item.concept for item in due] == ["rank.left-pedro", "play.void", "rank.pack"]
    assert [(item.last_correct, item.last_at) for item in due] == [
        (False, T0 - timedelta(hours=1)), (False, T0), (None, None)
    ]


def test_a_reset_concept_is_new_again(store: Store, anna: Learner) -> None:
    store.answer_exercise(anna.id, "a", "play.void", True, T0)
    store.answer_exercise(anna.id, "b", "play.void", True, T0 + timedelta(minutes=10))
    later = T0 + timedelta(hours=1)
    assert due_names(store, anna, later, ("play.void",)) == []
    store.reset_concept(anna.id, "play.void")
    assert due_concepts(store, anna.id, later, ("play.void",)) == [
        Due("play.void", later, None, None)
    ]


# --- mastery --------------------------------------------------------------------------------------


def test_mastery_is_the_chance_of_recall_and_fades_with_time(store: Store, anna: Learner) -> None:
    store.answer_exercise(anna.id, "a", "play.void", True, T0)
    store.answer_exercise(anna.id, "b", "play.void", True, T0 + timedelta(minutes=10))
    store.answer_exercise(anna.id, "c", "rank.left-pedro", False, T0)
    assert set(mastery(store, anna.id, T0)) == {"play.void", "rank.left-pedro"}
    soon, later = (mastery(store, anna.id, T0 + timedelta(days=days)) for days in (2, 30))
    for concept in ("play.void", "rank.left-pedro"):
        assert 0 < later[concept] < soon[concept] <= 1
    assert soon["rank.left-pedro"] < soon["play.void"]
    bert = store.add_learner("Bert")
    assert mastery(store, bert.id, T0) == {}


# --- why it is due --------------------------------------------------------------------------------

EXPECTED = {
    "en": (
        "You have not practised “{concept}” yet.",
        "You got “{concept}” wrong 2 days ago: try it again.",
        "You last got “{concept}” right 5 days ago: time to check you still know it.",
    ),
    "nl": (
        "Je hebt ‘{concept}’ nog niet geoefend.",
        "Je had ‘{concept}’ 2 dagen geleden fout: probeer het nog eens.",
        "Je had ‘{concept}’ 5 dagen geleden voor het laatst goed: "
        "tijd om te kijken of je het nog weet.",
    ),
    "de": (
        "Du hast „{concept}“ noch nicht geübt.",
        "Bei „{concept}“ lagst du vor 2 Tagen daneben: Versuch es noch einmal.",
        "Zuletzt hast du „{concept}“ vor 5 Tagen richtig gelöst: "
        "Zeit zu prüfen, ob du es noch weißt.",
    ),
    "fr": (
        "Vous n’avez pas encore travaillé «\u00a0{concept}\u00a0».",
        "«\u00a0{concept}\u00a0» vous a posé problème il y a 2 jours\u00a0: "
        "essayez encore une fois.",
        "Vous avez bien répondu sur «\u00a0{concept}\u00a0» pour la dernière fois "
        "il y a 5 jours\u00a0: vérifions que vous vous en souvenez encore.",
    ),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_due_says_new_missed_or_right_long_ago_in_each_language(lang: str) -> None:
    heading = translator(lang).gettext(rule_text("rank.left-pedro").heading)
    now = T0 + timedelta(days=5)
    missed_at = now - timedelta(days=2, hours=1)
    said = [
        why_due(Due("rank.left-pedro", now, last_correct, last_at), lang, now)
        for last_correct, last_at in ((None, None), (False, missed_at), (True, T0))
    ]
    assert said == [sentence.format(concept=heading) for sentence in EXPECTED[lang]]


def test_why_due_names_the_rule_by_its_translated_heading() -> None:
    heading = rule_text("play.follow-trump").heading
    due = Due("play.follow-trump", T0, None, None)
    assert heading in why_due(due, "en", T0)
    assert translator("de").gettext(heading) != heading
    assert translator("de").gettext(heading) in why_due(due, "de", T0)


def test_why_due_just_after_an_answer_says_a_minute_ago() -> None:
    said = why_due(Due("play.void", T0, False, T0), "en", T0)
    assert said.endswith("wrong 1 minute ago: try it again.")


# --- known or not known yet -----------------------------------------------------------------------


def test_a_concept_is_not_known_yet_after_a_wrong_answer_or_under_the_threshold(
    store: Store, anna: Learner
) -> None:
    answers = {
        "play.follow-trump": [True],  # known
        "play.first-lead": [True, True],  # known
        "play.void": [False],  # the last answer was wrong
        "score.made": [True, False],  # wrong last, though its mastery is above the threshold
        "rank.left-pedro": [False, True],  # right last, but once right is not enough yet
    }
    for concept, results in answers.items():
        for minutes, correct in enumerate(results):
            store.answer_exercise(anna.id, "x", concept, correct, T0 + timedelta(minutes=minutes))
    week = mastery(store, anna.id, T0 + timedelta(days=7))
    last = store.last_answers(anna.id)
    known = {concept for concept in answers if known_yet(week[concept], last[concept].correct)}
    assert known == {"play.follow-trump", "play.first-lead"}
    assert week["score.made"] >= NOT_KNOWN_BELOW > week["rank.left-pedro"]


def test_known_yet_at_the_threshold() -> None:
    assert known_yet(NOT_KNOWN_BELOW, True) and known_yet(1.0, None)
    assert not known_yet(NOT_KNOWN_BELOW - 0.001, True)
    assert not known_yet(1.0, False)
