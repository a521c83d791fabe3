"""What every trick-taking game here shares: a trick, its winner, and following suit.

A game describes how strong each card is in a trick (a table indexed by card, 0 for a card that
can never win it: a third suit) and which cards follow the suit led; the rest is the same for
Cinch (`play.trick-winner`, `play.follow-trump`) and Coinche (`play.trick-winner`,
`play.follow-suit`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from tutor.cards import Card
from tutor.games.seats import Seat

Plays = tuple[tuple[Seat, Card], ...]
"""The cards of a trick in the order played, each with the seat that played it."""


class Trick(NamedTuple):
    """A completed trick: who led, the cards in the order played, who won it."""

    leader: Seat
    plays: Plays
    winner: Seat

    def card_of(self, seat: Seat) -> Card | None:
        return next((card for who, card in self.plays if who == seat), None)


def strongest(plays: Plays, strength: Sequence[int]) -> Seat:
    """The seat whose card has the greatest `strength` (`play.trick-winner` of either game).

    `strength` is indexed by card and gives 0 to a card that cannot win this trick; the first of
    equal strengths wins, which never matters since two cards are never equally strong.
    """
    winner, best = plays[0][0], -1
    for seat, card in plays:
        if strength[card] > best:
            winner, best = seat, strength[card]
    return winner


def following(hand: int, required: int, allowed: int) -> int:
    """The cards of `hand` (a mask) that may follow: a player holding a card of `required` (the
    suit led) must play one of `allowed` (that suit; in Cinch trumps too), one holding none may
    play any card. Masks are those of `tutor.cards.mask_of`. (Cinch's `legal_play_mask`, which
    runs at every card of a random hand, writes the same test out: the call would cost it 1.4 %
    of a hand, measured in instructions.)"""
    return hand & allowed if hand & required else hand
