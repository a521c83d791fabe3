"""Spaced repetition over concepts (issue 5): each rule id a learner practises is an fsrs card.

Every practice exercise is about one concept, a rule id of `cinch-rules.md`. Answering it reviews
that concept's card: a right answer rates it Good, a wrong one Again (an exercise is right or
wrong; Hard and Easy would need the learner to judge themselves). The cards and their review logs
live in the progress file (`tutor.store`), as fsrs JSON.

The scheduler is fsrs's own defaults (FSRS-6 parameters, 90 % desired retention, learning steps
of 1 and 10 minutes, relearning 10 minutes) without fuzzing: fuzzing spreads the reviews of large
decks, which some forty concepts do not need, and without it a learner's schedule follows from
their answers alone, reproducibly.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING

from babel.dates import format_timedelta
from fsrs import Card, Rating, Scheduler

from tutor.games.cinch.rules import RULE_IDS
from tutor.i18n import normalise_language, translator
from tutor.rules_text import rule_text

if TYPE_CHECKING:  # tutor.store imports this module to rate the cards it saves
    from tutor.store import Store

__all__ = ["SCHEDULER", "Due", "due_concepts", "mastery", "rate", "review", "utc", "why_due"]

SCHEDULER = Scheduler(enable_fuzzing=False)


@dataclass(frozen=True)
class Due:
    """A concept to practise now: when it fell due, and the learner's last answer on it."""

    concept: str
    due: datetime
    last_correct: bool | None
    """Whether the last answer on the concept was right; None if never practised."""
    last_at: datetime | None


def utc(at: datetime | None) -> datetime:
    """`at` (now when None) in UTC, as fsrs wants it; a naive datetime is refused (zone unknown)."""
    if at is None:
        return datetime.now(timezone.utc)
    if at.utcoffset() is None:
        raise ValueError(f"{at!r} has no time zone: pass an aware datetime")
    return at.astimezone(timezone.utc)


def rate(card: str | None, correct: bool, at: datetime) -> tuple[str, str]:
    """The card (fsrs JSON, None if never reviewed) after one answer at `at`, and the review log.

    Both come back as fsrs JSON. A new card takes the time of its first review as its id.
    """
    at = utc(at)
    current = Card.from_json(card) if card else Card(card_id=int(at.timestamp() * 1000), due=at)
    reviewed, log = SCHEDULER.review_card(current, Rating.Good if correct else Rating.Again, at)
    return reviewed.to_json(), log.to_json()


def review(
    store: Store, learner: int, concept: str, correct: bool, at: datetime | None = None
) -> None:
    """Rate the learner's card of `concept` for one answer and save it, in one transaction.

    `Store.answer_exercise` also records the answer, in the same transaction: use that one for an
    exercise the learner answered.
    """
    store.review(learner, concept, correct, at)


def due_concepts(
    store: Store, learner: int, now: datetime | None = None, concepts: Iterable[str] = RULE_IDS
) -> list[Due]:
    """The `concepts` due `now`, most overdue first; a concept never practised is due now.

    Concepts never practised come after the overdue ones, in the order of `concepts`.
    """
    now = utc(now)
    cards = {concept: Card.from_json(text) for concept, text in store.cards(learner).items()}
    last = store.last_answers(learner)
    due = []
    for concept in dict.fromkeys(concepts):
        card = cards.get(concept)
        when = card.due if card is not None else now
        if when <= now:
            answer = last.get(concept)
            correct, at = (answer.correct, answer.at) if answer else (None, None)
            due.append(Due(concept, when, correct, at))
    return sorted(due, key=lambda item: item.due)


def mastery(store: Store, learner: int, now: datetime | None = None) -> dict[str, float]:
    """Each practised concept's fsrs retrievability `now`: the chance, 0 to 1, to get it right.

    fsrs counts whole days since the last review, so a concept reviewed today is at 1.
    """
    now = utc(now)
    return {
        concept: float(SCHEDULER.get_card_retrievability(Card.from_json(text), now))
        for concept, text in store.cards(learner).items()
    }


def why_due(due: Due, lang: str, now: datetime) -> str:
    """Why `due` is due, in `lang`: never practised, missed, or right a while ago."""
    t = translator(lang)
    concept = t.gettext(rule_text(due.concept).heading)
    if due.last_correct is None or due.last_at is None:
        # TRANSLATORS: %(concept)s is the heading of a rule on the rules page.
        return t.gettext("You have not practised “%(concept)s” yet.") % {"concept": concept}
    ago = format_timedelta(
        min(due.last_at - utc(now), timedelta(seconds=-1)),
        granularity="minute",
        add_direction=True,
        locale=normalise_language(lang),
    )
    if due.last_correct:
        # TRANSLATORS: %(concept)s is the heading of a rule; %(ago)s a time in the past, as
        # "2 days ago" in English, "2 dagen geleden", "vor 2 Tagen", "il y a 2 jours".
        message = t.gettext(
            "You last got “%(concept)s” right %(ago)s: time to check you still know it."
        )
    else:
        # TRANSLATORS: %(concept)s is the heading of a rule; %(ago)s a time in the past, as
        # "2 days ago" in English, "2 dagen geleden", "vor 2 Tagen", "il y a 2 jours".
        message = t.gettext("You got “%(concept)s” wrong %(ago)s: try it again.")
    return message % {"concept": concept, "ago": ago}
