"""One fsrs card rated for one answer: the scheduler's settings and the time it wants.

`tutor.store` rates a concept's card each time a learner answers on it; `tutor.schedule` reads
the cards to say what is due. Both import this module, and neither imports the other for it.

The scheduler is fsrs's own defaults (FSRS-6 parameters, 90 % desired retention, learning steps
of 1 and 10 minutes, relearning 10 minutes) without fuzzing: fuzzing spreads the reviews of large
decks, which some forty concepts do not need, and without it a learner's schedule follows from
their answers alone, reproducibly.
"""

from __future__ import annotations

from datetime import datetime, timezone

from fsrs import Card, Rating, Scheduler

__all__ = ["SCHEDULER", "rate", "utc"]

SCHEDULER = Scheduler(enable_fuzzing=False)


def utc(at: datetime | None) -> datetime:
    """`at` (now when None) in UTC, as fsrs wants it; a naive datetime is refused (zone unknown)."""
    if at is None:
        return datetime.now(timezone.utc)
    if at.utcoffset() is None:
        raise ValueError(f"{at!r} has no time zone: pass an aware datetime")
    return at.astimezone(timezone.utc)


def rate(card: str | None, correct: bool, at: datetime) -> tuple[str, str]:
    """The card (fsrs JSON, None if never reviewed) after one answer at `at`, and the review log.

    Both come back as fsrs JSON. A new card takes the time of its first review as its id. A right
    answer rates it Good, a wrong one Again (an exercise is right or wrong; Hard and Easy would
    need the learner to judge themselves).
    """
    at = utc(at)
    current = Card.from_json(card) if card else Card(card_id=int(at.timestamp() * 1000), due=at)
    reviewed, log = SCHEDULER.review_card(current, Rating.Good if correct else Rating.Again, at)
    return reviewed.to_json(), log.to_json()
