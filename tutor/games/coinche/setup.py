"""Before the hand (section 2): the first dealer, the shuffle and cut, the deal in packets, the
rotation of the deal."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache

from tutor.cards import BITS, PIQUET_PACK, Card
from tutor.games.coinche.profile import STANDARD, Profile
from tutor.games.coinche.ranking import PLAIN_RANKS
from tutor.games.coinche.state import HAND_SIZE, HandState, Phase, next_seat
from tutor.games.coinche.violations import Violation
from tutor.games.draws import shuffled
from tutor.games.seats import Seat

MIN_PACKET = 3
"""`deal.shuffle-cut`: at least three cards in each packet."""


def first_dealer(draws: Mapping[Seat, Card]) -> Seat | tuple[Seat, ...]:
    """`deal.first-dealer`: each player draws a card and the lowest deals (plain order, ace
    high); the players tied for lowest draw again: their seats are returned instead."""
    low = max(PLAIN_RANKS.index(card.rank) for card in draws.values())
    lowest = tuple(seat for seat, card in draws.items() if PLAIN_RANKS.index(card.rank) == low)
    return lowest[0] if len(lowest) == 1 else lowest


def check_cut(dealer: Seat, cutter: Seat, cut_at: int, profile: Profile = STANDARD) -> Violation | None:
    """`deal.shuffle-cut`: the player before the dealer in turn cuts, leaving three or more cards
    in each packet."""
    before_dealer = next(seat for seat in Seat if next_seat(profile, seat) == dealer)
    if cutter != before_dealer:
        return Violation("wrong-cutter", "deal.shuffle-cut", cutter, {"dealer": dealer, "cutter": before_dealer})
    if min(cut_at, len(PIQUET_PACK) - cut_at) < MIN_PACKET:
        return Violation("cut-too-small", "deal.shuffle-cut", cutter,
                         {"count": min(cut_at, len(PIQUET_PACK) - cut_at)})
    return None


def cut(pack: Sequence[Card], cut_at: int) -> list[Card]:
    """`deal.shuffle-cut`: the dealer puts the bottom packet on top."""
    return [*pack[cut_at:], *pack[:cut_at]]


def deal_packets(pack: Sequence[Card], dealer: Seat, profile: Profile = STANDARD) -> dict[Seat, list[Card]]:
    """`deal.packets`: from the top of the pack, starting with the player after the dealer, each
    player in turn gets a packet of the profile's first size (3), then of its second (2), then of
    its third (3): eight each, nothing left."""
    if sorted(pack) != sorted(PIQUET_PACK):
        raise ValueError("`rank.pack`: the deal needs the 32-card pack")
    return {seat: [pack[i] for i in positions] for seat, positions in zip(Seat, _positions(dealer, profile.direction,
                                                                                              profile.packets))}


@cache
def _positions(dealer: Seat, direction: str, packets: str) -> tuple[tuple[int, ...], ...]:
    """For each seat, the positions in the pack of the eight cards `deal_packets` gives it."""
    profile = Profile(direction=direction, packets=packets)
    order = [next_seat(profile, dealer)]
    while len(order) < 4:
        order.append(next_seat(profile, order[-1]))
    positions: dict[Seat, list[int]] = {seat: [] for seat in Seat}
    top = 0
    for size in map(int, packets.split("-")):
        for seat in order:
            positions[seat] += range(top, top + size)
            top += size
    assert all(len(dealt) == HAND_SIZE for dealt in positions.values())
    return tuple(tuple(positions[seat]) for seat in Seat)


def deal_hand(rng: random.Random | int, dealer: Seat = Seat.N, profile: Profile = STANDARD) -> HandState:
    """A shuffled and dealt hand (`deal.packets`), reproducible from the seed."""
    rng = random.Random(rng) if isinstance(rng, int) else rng
    pack = shuffled(rng, PIQUET_PACK)
    bit = BITS.__getitem__  # the cards of a pack are distinct: the sum of their bits is their mask
    hands = tuple(sum(bit(pack[i]) for i in positions) for positions in _positions(dealer, profile.direction,
                                                                                   profile.packets))
    return HandState(profile, dealer, Phase.AUCTION, next_seat(profile, dealer), hands)  # type: ignore[arg-type]


def next_dealer(state: HandState) -> Seat:
    """`deal.rotation`: the deal passes to the next player, after a hand thrown in too; after a
    misdeal the same dealer deals again (`irregular.misdeal`)."""
    return state.dealer if state.phase is Phase.REDEAL else next_seat(state.profile, state.dealer)
