"""Before the hand (section 2): drawing for seats, the shuffle, the cut, the deal in threes."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from operator import itemgetter
from typing import Any, NamedTuple

from tutor.cards import BITS, DECK, Card
from tutor.games.cinch.profile import STANDARD, Profile
from tutor.games.cinch.state import HAND_SIZE, HandState, dealt
from tutor.games.cinch.violations import Violation
from tutor.games.draws import shuffled
from tutor.games.seats import Seat, clockwise_from

MIN_PACKET = 4
"""`shuffle.cut`: at least four cards in each packet."""


class SeatDraw(NamedTuple):
    """`seat.draw`, `seat.choice`: the partnerships and who chooses and deals."""

    high_pair: tuple[str, str]
    low_pair: tuple[str, str]
    chooser: str
    """The highest card: chooses seat and cards."""
    first_dealer: str


class Redraw(NamedTuple):
    """`seat.draw`: a tie that matters; these players draw again."""

    players: tuple[str, ...]


def draw_for_seats(draws: Mapping[str, Card], profile: Profile = STANDARD) -> SeatDraw | Redraw:
    """Two highest against two lowest, Ace high; a tie that decides anything is redrawn."""
    if len(draws) != 4:
        raise ValueError("the partnership game needs four players drawing")
    ranked = sorted(draws, key=lambda player: draws[player].rank, reverse=True)
    boundaries = [0, 1] + ([2] if profile.first_dealer == "lowest" else [])
    for i in boundaries:  # between places i and i+1: chooser, partnerships, lowest dealer
        if draws[ranked[i]].rank == draws[ranked[i + 1]].rank:
            rank = draws[ranked[i]].rank
            return Redraw(tuple(p for p in ranked if draws[p].rank == rank))
    dealer = ranked[0] if profile.first_dealer == "highest" else ranked[3]
    return SeatDraw((ranked[0], ranked[1]), (ranked[2], ranked[3]), ranked[0], dealer)


def check_shuffle(shufflers: Sequence[Seat], dealer: Seat) -> Violation | None:
    """`shuffle.who`: anyone may shuffle, the dealer last."""
    if not shufflers or shufflers[-1] != dealer:
        return Violation("dealer-shuffles-last", "shuffle.who", shufflers[-1] if shufflers else None,
                         {"dealer": dealer})
    return None


def check_cut(dealer: Seat, cutter: Seat, cut_at: int, pack_size: int = 52) -> Violation | None:
    """`shuffle.cut`: the player on the dealer's right cuts, leaving four or more in each packet."""
    if cutter != dealer.right:
        return Violation("wrong-cutter", "shuffle.cut", cutter, {"dealer": dealer, "cutter": dealer.right})
    if min(cut_at, pack_size - cut_at) < MIN_PACKET:
        return Violation("cut-too-small", "shuffle.cut", cutter, {"count": min(cut_at, pack_size - cut_at)})
    return None


def cut(pack: Sequence[Card], cut_at: int) -> list[Card]:
    """The dealer completes the cut: the bottom packet goes on top."""
    return [*pack[cut_at:], *pack[:cut_at]]


def deal_in_threes(pack: Sequence[Card], dealer: Seat) -> tuple[dict[Seat, list[Card]], list[Card]]:
    """`deal.threes`: clockwise from the dealer's left, three at a time, until each has nine."""
    if len(pack) != len(DECK):
        raise ValueError("`rank.pack`: the deal needs the standard 52-card pack")
    order = clockwise_from(dealer.left)
    hands: dict[Seat, list[Card]] = {seat: [] for seat in order}
    for packet in range(HAND_SIZE // 3 * 4):  # twelve packets of three
        hands[order[packet % 4]] += pack[3 * packet:3 * packet + 3]
    return hands, list(pack[3 * 12:])


def next_dealer(dealer: Seat) -> Seat:
    """`deal.rotation`: the deal passes to the left."""
    return dealer.left


def deal_hand(rng: random.Random | int, dealer: Seat = Seat.N, profile: Profile = STANDARD) -> HandState:
    """A shuffled and dealt hand, reproducible from the seed (a cut adds nothing to a random shuffle).

    The hands are those of `deal_in_threes`, made straight into masks: the hand `i` seats from the
    dealer's left gets the packets `i`, `i + 4` and `i + 8` of the pack.
    """
    rng = random.Random(rng) if isinstance(rng, int) else rng
    pack = shuffled(rng)
    bit = BITS.__getitem__  # the cards of a pack are distinct: the sum of their bits is their mask
    hands = tuple(sum(map(bit, positions(pack))) for positions in _DEALT_TO[dealer])
    return dealt(profile, dealer, hands, tuple(pack[36:]))  # type: ignore[arg-type]


def _dealt_to(dealer: Seat) -> tuple[itemgetter[Any], ...]:
    """For each seat, the positions in the pack of the nine cards `deal_in_threes` gives it."""
    turn = {seat: i for i, seat in enumerate(clockwise_from(dealer.left))}
    return tuple(itemgetter(*(12 * packet + 3 * turn[seat] + card for packet in range(3) for card in range(3)))
                 for seat in Seat)


_DEALT_TO = tuple(_dealt_to(dealer) for dealer in Seat)
