"""Spaced repetition over concepts (issue 5): each rule id a learner practises is an fsrs card.

Every practice exercise is about one concept, a rule id of its game's rule book. Answering it
reviews that concept's card (`tutor.review_cards.rate`: right is Good, wrong is Again). The cards
and their review logs live in the progress file (`tutor.store`), as fsrs JSON, by game; this
module says which concepts are due, how well each is known, and why.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from babel.dates import format_timedelta
from fsrs import Card

from tutor.games import DEFAULT_GAME, find_game
from tutor.i18n import normalise_language, translator
from tutor.review_cards import SCHEDULER, utc
from tutor.store import Store

__all__ = ["NOT_KNOWN_BELOW", "Due", "due_concepts", "known_yet", "mastery", "review", "why_due"]


@dataclass(frozen=True)
class Due:
    """A concept to practise now: when it fell due, and the learner's last answer on it."""

    concept: str
    due: datetime
    last_correct: bool | None
    """Whether the last answer on the concept was right; None if never practised."""
    last_at: datetime | None
    game: str = DEFAULT_GAME
    """The game whose rule the concept is."""


def review(
    store: Store, learner: int, concept: str, correct: bool, at: datetime | None = None,
    *, game: str = DEFAULT_GAME,
) -> None:
    """Rate the learner's card of `concept` for one answer and save it, in one transaction.

    `Store.answer_exercise` also records the answer, in the same transaction: use that one for an
    exercise the learner answered.
    """
    store.review(learner, concept, correct, at, game=game)


def due_concepts(
    store: Store, learner: int, now: datetime | None = None, concepts: Iterable[str] | None = None,
    *, game: str = DEFAULT_GAME,
) -> list[Due]:
    """The `concepts` of `game` (default: all its rule ids) due `now`, most overdue first; a
    concept never practised is due now.

    Concepts never practised come after the overdue ones, in the order of `concepts`.
    """
    now = utc(now)
    cards = {concept: Card.from_json(text) for concept, text in store.cards(learner, game=game).items()}
    last = store.last_answers(learner, game=game)
    due = []
    for concept in dict.fromkeys(find_game(game).rule_ids if concepts is None else concepts):
        card = cards.get(concept)
        when = card.due if card is not None else now
        if when <= now:
            answer = last.get(concept)
            correct, at = (answer.correct, answer.at) if answer else (None, None)
            due.append(Due(concept, when, correct, at, game))
    return sorted(due, key=lambda item: item.due)


def mastery(
    store: Store, learner: int, now: datetime | None = None, *, game: str = DEFAULT_GAME
) -> dict[str, float]:
    """Each practised concept of `game`'s fsrs retrievability `now`: the chance, 0 to 1, to get
    it right.

    fsrs counts whole days since the last review, so a concept reviewed today is at 1.
    """
    now = utc(now)
    return {
        concept: float(SCHEDULER.get_card_retrievability(Card.from_json(text), now))
        for concept, text in store.cards(learner, game=game).items()
    }


NOT_KNOWN_BELOW = 0.7
"""The `mastery` under which a practised concept counts as not known yet: fewer than 7 chances
in 10 to get it right. Measured a week ahead (as the progress page does), one right answer gives
about 0.81, one wrong answer about 0.58, and a wrong answer put right once about 0.61: a concept
has to be got right again before it counts as known."""


def known_yet(value: float, last_correct: bool | None) -> bool:
    """Whether a practised concept counts as known: its last answer was right (or there is no
    answer on record) and its mastery `value` is at least `NOT_KNOWN_BELOW`."""
    return last_correct is not False and value >= NOT_KNOWN_BELOW


def why_due(due: Due, lang: str, now: datetime) -> str:
    """Why `due` is due, in `lang`: never practised, missed, or right a while ago."""
    t = translator(lang)
    concept = t.gettext(find_game(due.game).rules_text.rule_text(due.concept).heading)
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
