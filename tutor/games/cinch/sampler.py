"""Deals of the unseen cards that fit everything one seat knows (`solver.md`, "Fair value").

From a seat's view (`seat_view`) of a position in the play phase, the cards it has not seen go
to the other three hands and to the cards put away unseen (the dealer's discard, the stock he left,
the other discards under ``discards=face_down``). A deal fits the view when:

- each hand has as many cards as the view says; the discards shown are out of play, except the
  non-dealers' plain ones when the stock ran short, which were dealt again (`draw.stock-short`);
- no trump is put away unseen: every trump left out of a hand was shown and is dead
  (`draw.excess-trumps`, `draw.rob`);
- each non-dealer kept only trumps before drawing (`draw.discard`): of his six cards at the
  first lead, at least six minus the cards he drew were trumps; under ``dealer_rob=keep_all_trumps``
  a dealer who left trumps out kept six trumps;
- a seat that played a card of a third suit to a plain lead has none of that suit left, and one
  that played no trump to a trump lead has no trump left (`play.follow-or-trump`,
  `play.follow-trump`).

Every fitting deal is equally likely: the sampler counts the deals exactly (suit by suit, how many
cards of it each hand gets) and draws among them with the seed. It reads the view and nothing
else, in a fixed order, so two positions a seat cannot tell apart give the same deals.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from math import comb

from tutor.cards import Card, Suit, mask_of
from tutor.games.cinch.ranking import EFFECTIVE_SUIT, SUIT_MASK, TRUMP_MASK
from tutor.games.cinch.state import KEEP, STOCK_SIZE
from tutor.games.cinch.view import SeatView
from tutor.games.seats import Seat


class Unseen:
    """What a seat knows about the cards it has not seen: which they are, where they may be."""

    def __init__(self, view: SeatView) -> None:
        assert view.trump is not None
        trump = view.trump
        self.view = view
        self.others = tuple(seat for seat in Seat if seat != view.seat)
        seen = mask_of(view.hand) | mask_of(card for _, card in view.dead)
        stock_ran_short = sum(view.took[seat] for seat in Seat if seat != view.dealer) > STOCK_SIZE
        for owner, discard in zip(Seat, view.discards, strict=True):
            # `draw.stock-short`: the non-dealers' plain discards were shuffled and dealt again.
            if discard is not None and not (stock_ran_short and owner != view.dealer):
                seen |= mask_of(discard.shown)
        seen |= mask_of(card for _, card in view.dead)
        for trick in view.tricks:
            seen |= mask_of(card for _, card in trick.plays)
        seen |= mask_of(card for _, card in view.trick)
        unseen = ((1 << 52) - 1) & ~seen
        self.suits = (trump, *(suit for suit in Suit if suit != trump))
        """The suits as they play (trumps first, the Left Pedro among them)."""
        self.cards = tuple(tuple(Card(c) for c in range(52) if (unseen & SUIT_MASK[trump][suit]) >> c & 1)
                           for suit in self.suits)
        """[suit, trumps first] → the unseen cards of it, in deck order."""
        self.sizes = tuple(view.hand_sizes[seat] for seat in self.others)
        self.voids = tuple(_voids(view, seat) for seat in self.others)
        """For each other seat, the suits (indices into `suits`) it cannot hold."""
        self.least_trumps = tuple(_least_trumps(view, seat) for seat in self.others)
        self._memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def count(self) -> int:
        """How many deals fit the view."""
        return self._ways(0, self.sizes)

    def deals(self, samples: int, seed: int) -> Iterator[tuple[int, int, int, int]]:
        """`samples` deals drawn with `seed`, each as the four hands (card masks, by seat)."""
        if not self.count():
            raise ValueError("no deal of the unseen cards fits what this seat knows")
        rng = random.Random(seed)
        for _ in range(samples):
            yield self._deal(rng)

    def _deal(self, rng: random.Random) -> tuple[int, int, int, int]:
        hands = [0, 0, 0, 0]
        hands[self.view.seat] = mask_of(self.view.hand)
        room = self.sizes
        for index, cards in enumerate(self.cards):
            options = [(shares, self._ways(index + 1, _less(room, shares)) * _multinomial(len(cards), shares))
                       for shares in self._shares(index, room)]
            shares = _weighted_choice(options, rng)
            shuffled = list(cards)
            rng.shuffle(shuffled)
            start = 0
            for seat, share in zip(self.others, shares, strict=True):
                hands[seat] |= mask_of(shuffled[start:start + share])
                start += share
            room = _less(room, shares)
        return hands[0], hands[1], hands[2], hands[3]

    def _shares(self, index: int, room: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        """How the unseen cards of suit `index` may split among the other hands, `room` being the
        cards each hand still needs; the rest are put away (never a trump)."""
        total = len(self.cards[index])
        put_away_room = sum(len(cards) for cards in self.cards[index:]) - sum(room)
        limits = [0 if index in voids else min(space, total) for voids, space in zip(self.voids, room, strict=True)]
        floors = [least if index == 0 else 0 for least in self.least_trumps]
        for first in range(floors[0], limits[0] + 1):
            for second in range(floors[1], limits[1] + 1):
                for third in range(floors[2], limits[2] + 1):
                    away = total - first - second - third
                    if away < 0:
                        break
                    if away <= put_away_room and (away == 0 or index != 0):
                        yield first, second, third

    def _ways(self, index: int, room: tuple[int, ...]) -> int:
        """The number of fitting deals of the suits from `index` on, `room` being what each other
        hand still needs."""
        key = (index, room)
        if key not in self._memo:
            if index == len(self.cards):
                self._memo[key] = 0 if any(room) else 1
            else:
                self._memo[key] = sum(_multinomial(len(self.cards[index]), shares) * self._ways(index + 1, _less(room, shares))
                                      for shares in self._shares(index, room))
        return self._memo[key]


def _less(room: tuple[int, ...], shares: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(space - share for space, share in zip(room, shares, strict=True))


def _weighted_choice(options: Sequence[tuple[tuple[int, ...], int]], rng: random.Random) -> tuple[int, ...]:
    """One of the options, each as likely as its weight (exact: the weights are whole numbers)."""
    pick = rng.randrange(sum(weight for _, weight in options))
    for option, weight in options:
        if pick < weight:
            return option
        pick -= weight
    raise AssertionError("the pick is below the total weight")


def _multinomial(total: int, shares: Sequence[int]) -> int:
    """The ways to give `shares[i]` of `total` distinct cards to hand i (the rest put away)."""
    ways, left = 1, total
    for share in shares:
        ways *= comb(left, share)
        left -= share
    return ways


def _voids(view: SeatView, seat: Seat) -> frozenset[int]:
    """The suits (0 trumps, then the plain suits in `Unseen.suits` order) `seat` has shown it
    holds none of, by what it played (`play.follow-trump`, `play.follow-or-trump`)."""
    assert view.trump is not None
    trump = view.trump
    order = (trump, *(suit for suit in Suit if suit != trump))
    voids: set[int] = set()
    plays = [trick.plays for trick in view.tricks] + ([view.trick] if view.trick else [])
    for trick in plays:
        led = EFFECTIVE_SUIT[trump][trick[0][1]]
        for who, card in trick[1:]:
            suit = EFFECTIVE_SUIT[trump][card]
            if who == seat and suit != led and (led == trump or suit != trump):
                voids.add(order.index(led))
    return frozenset(voids)


def _least_trumps(view: SeatView, seat: Seat) -> int:
    """The fewest trumps `seat` can still hold: a non-dealer kept only trumps before drawing
    (`draw.discard`), and a dealer who left trumps out under ``keep_all_trumps`` kept six (`draw.rob`)."""
    assert view.trump is not None
    trumps = TRUMP_MASK[view.trump]
    played = [card for trick in view.tricks for who, card in trick.plays if who == seat]
    played += [card for who, card in view.trick if who == seat]
    held = view.hand_sizes[seat]
    if seat == view.dealer:
        left_out = any(who == seat for who, _ in view.dead)
        kept = held + len(played) if left_out and view.profile.dealer_rob == "keep_all_trumps" else 0
    else:
        kept = min(KEEP, held + len(played)) - view.took[seat]
    trumps_played = sum(1 for card in played if trumps >> card & 1)
    return max(0, min(held, kept - trumps_played))
