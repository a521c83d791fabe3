"""The strong level: the fair solver for the play, seeded sampling for everything before it.

Play (`solver.md`): `pricing.fair_pricing` from the seat's view over `play_deals(view)` deals
drawn by `tutor.games.cinch.sampler` (fewer deals when more cards are left, where each search
costs more); the card of highest average value is played, ties going to the cheapest card.

Bids, trump, a discard with seven trumps or more, and the rob: a few candidate moves, each valued
over the same seeded worlds (`worlds`): the unseen cards dealt to fit the view, the hand carried
to the first lead by the club player's discard and rob (`heuristics.best_discard`,
`heuristics.best_rob`), then the double-dummy search (`solver.Search`) says what the bidders
take, and the net of the seat's side (`solver.Position.net`, `score.made`, `score.set`) is
averaged. Budgets are fixed numbers of worlds (`BID_DEALS`, `TRUMP_DEALS`, `CHOICE_DEALS`),
never a clock.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from tutor.cards import Card, Suit, cards_of, mask_of
from tutor.games.cinch.bots import heuristics
from tutor.games.cinch.bots.knowledge import (
    beats,
    points_of,
    strength,
    sure_to_win,
    trick_points,
    unseen_mask,
    winning,
)
from tutor.games.cinch.bots.types import Decision, Reason
from tutor.games.cinch.engine import apply_move
from tutor.games.cinch.legal import discard_choice, legal_play_mask, rob_choice
from tutor.games.cinch.moves import PLAYS, Move, bid, discard, name_trump, rob
from tutor.games.cinch.pricing import fair_pricing
from tutor.games.cinch.ranking import POINT_MASK, SUIT_MASK, TRUMP_MASK
from tutor.games.cinch.solver import Search, position_of
from tutor.games.cinch.state import STOCK_SIZE, HandState, Phase
from tutor.games.cinch.view import SeatView
from tutor.games.seats import Seat

PLAY_DEALS = {6: 2, 5: 4, 4: 8, 3: 16, 2: 24, 1: 1}
"""[cards in the hand of the seat to play] → the deals its fair price averages over: a search at
the first trick costs about 60 ms (median) and up to a second, one at the fourth trick a few ms."""
HINT_DEALS = {6: 6, 5: 12, 4: 24, 3: 32, 2: 32, 1: 1}
"""[cards in the hand] → the deals of a hint (`hint`) and of a review's fair price."""
BID_DEALS = 3
"""Worlds per candidate trump suit when bidding (a search from the first lead: about 20 ms
median, with a long tail)."""
BID_SUITS = 2
"""At most this many candidate trump suits when bidding: the best by `heuristics.club_estimate`,
and the next one only when its estimate is within `CLOSE` points."""
CLOSE = 1.0
TRUMP_DEALS = 3
"""Worlds per candidate suit when naming trump."""
TRUMP_SUITS = 2
"""Candidate suits when naming trump: the best two by `heuristics.club_estimate`."""
CHOICE_DEALS = 2
"""Worlds per candidate discard or rob."""
BID_SLACK = 1.0
"""Bid higher than the lowest amount allowed only while the average net falls by at most this."""


def position_seed(view: SeatView, seed: int) -> int:
    """A seed of its own for each decision of a hand: the same view and seed give the same one."""
    return seed * 1_000_003 + len(view.calls) * 7919 + len(view.tricks) * 131 + len(view.trick) * 17 + view.seat


def play_deals(view: SeatView) -> int:
    return PLAY_DEALS[len(view.hand)]


def hint_deals(cards_in_hand: int) -> int:
    return HINT_DEALS.get(cards_in_hand, 32)


# --- play ------------------------------------------------------------------------------------------


def strong_play(view: SeatView, state: HandState, seed: int) -> Decision:
    trump = view.trump
    assert trump is not None
    legal = cards_of(legal_play_mask(state))
    if len(legal) == 1:
        return Decision(PLAYS[view.seat][legal[0]], Reason("only-move", {}))
    deals = play_deals(view)
    pricing = fair_pricing(view, deals, position_seed(view, seed))
    values = {priced.move.card: priced.value for priced in pricing.moves}
    best = max(values.values())
    tied = [card for card in legal if values[card] >= best - 1e-9]
    card = min(tied, key=lambda c: (points_of(c, trump), strength(c, trump)))
    others = [value for other, value in values.items() if other != card]
    gain = best - max(others)
    return Decision(PLAYS[view.seat][card], Reason("fair-best", {
        "card": card, "value": round(best, 2), "gain": round(gain, 2), "deals": deals,
        "aim": aim_of(view, card)}))


AIMS = ("draw-trumps", "win-points", "win-trick", "feed-partner", "lead", "let-go")
"""What a card chosen by the solver does, as `aim_of` sees it (for the sentence)."""


def aim_of(view: SeatView, card: Card) -> str:
    """What `card` does in the trick: leads the master trump while trumps are out (draw-trumps),
    takes a trick with points in it or in the card (win-points), takes it (win-trick), gives
    points to partner's trick (feed-partner), is led (lead), or lets the trick go (let-go)."""
    trump = view.trump
    assert trump is not None
    if not view.trick:
        if TRUMP_MASK[trump] >> card & 1 and sure_to_win(view, card, ()) and unseen_mask(view) & TRUMP_MASK[trump]:
            return "draw-trumps"
        return "lead"
    winner, best = winning(view.trick, trump)
    if beats(card, best, view.trick[0][1], trump):
        return "win-points" if trick_points(view.trick, trump) + points_of(card, trump) else "win-trick"
    if winner == view.seat.partner and points_of(card, trump):
        return "feed-partner"
    return "let-go"


# --- the worlds of the phases before the play ----------------------------------------------------


def worlds(view: SeatView, count: int, rng: random.Random) -> Iterator[HandState]:
    """`count` full states that fit the view, before the play: the unseen cards dealt at random,
    keeping what the view shows. A non-dealer who has discarded holds only trumps before the fill
    (`draw.discard`) and, after it, his kept trumps (as many as he holds minus what he drew) plus
    what he drew; a discard put away face down holds only non-trumps beside its dead trumps
    (`draw.excess-trumps`). Each such deal is as likely as any other."""
    trump = view.trump
    unseen = cards_of(unseen_mask(view))
    stock_known = view.stock is not None
    short = sum(view.took[seat] for seat in Seat if seat != view.dealer) > STOCK_SIZE
    for _ in range(count):
        trumps = [card for card in unseen if trump is not None and TRUMP_MASK[trump] >> card & 1]
        plain = [card for card in unseen if not (trump is not None and TRUMP_MASK[trump] >> card & 1)]
        rng.shuffle(trumps)
        rng.shuffle(plain)
        hands = [0, 0, 0, 0]
        hands[view.seat] = mask_of(view.hand)
        need = list(view.hand_sizes)
        need[view.seat] = 0
        discards: list[tuple[Card, ...] | None] = [None, None, None, None]
        for seat in Seat:
            shown = view.discards[seat]
            if shown is None:
                continue
            if seat == view.seat:
                discards[seat] = shown.shown
                continue
            if seat != view.dealer and not short:
                kept = view.hand_sizes[seat] - view.took[seat]
                given, trumps = trumps[:kept], trumps[kept:]
                hands[seat] |= mask_of(given)
                need[seat] -= len(given)
            hidden = shown.size - len(shown.shown)
            away, plain = plain[:hidden], plain[hidden:]
            discards[seat] = shown.shown + tuple(away)
        rest = trumps + plain
        rng.shuffle(rest)
        for seat in Seat:
            given, rest = rest[:need[seat]], rest[need[seat]:]
            hands[seat] |= mask_of(given)
        stock = view.stock if stock_known else tuple(rest[:view.stock_size])
        yield HandState(
            view.profile, view.dealer, view.phase, view.to_move, (hands[0], hands[1], hands[2], hands[3]),
            tuple(stock or ()), view.calls, view.bidder, view.bid, view.trump, tuple(discards), view.took,
            view.dead, (), (), None, None, None,
        )


def to_first_lead(state: HandState) -> HandState:
    """The hand carried through the discards and the rob by the club player's choices."""
    while state.phase in (Phase.DISCARD, Phase.ROB):
        move = (heuristics.best_discard(state, state.to_move) if state.phase is Phase.DISCARD  # type: ignore[arg-type]
                else heuristics.best_rob(state))
        state = apply_move(state, move)
    return state


def _net_at_first_lead(state: HandState, seat: Seat, bids: tuple[int, ...] = ()) -> list[int]:
    """The double-dummy net of `seat`'s side from the first lead: at the state's bid, or at each
    of `bids` (the points taken do not depend on the bid)."""
    if state.phase is not Phase.PLAY:  # a bidder left without a card cannot happen outside table mode
        return [0] * max(1, len(bids))
    position = position_of(state)
    taken = Search(position).taken()
    if not bids:
        return [position.net(taken, seat.side)]
    return [position._replace(bid=amount).net(taken, seat.side) for amount in bids]


def _average_choices(view: SeatView, seed: int, deals: int, candidates: list[Move],
                     after: Callable[[HandState, Move], HandState]) -> list[float]:
    """The average net of the seat's side after each candidate, over the same `deals` worlds."""
    rng = random.Random(position_seed(view, seed))
    sums = [0.0] * len(candidates)
    for world in worlds(view, deals, rng):
        for index, move in enumerate(candidates):
            sums[index] += _net_at_first_lead(to_first_lead(after(world, move)), view.seat)[0]
    return [total / deals for total in sums]


def _sampled(view: SeatView, seed: int, candidates: list[Move], code: str, params: Callable[[Move], dict[str, object]],
             deals: int) -> Decision:
    averages = _average_choices(view, seed, deals, candidates, apply_move)
    order = sorted(range(len(candidates)), key=lambda i: -averages[i])
    best = order[0]
    gain = averages[best] - averages[order[1]] if len(order) > 1 else 0.0
    return Decision(candidates[best], Reason(code, {**params(candidates[best]), "value": round(averages[best], 2),
                                                    "gain": round(gain, 2), "deals": deals}))


# --- bidding and trump ---------------------------------------------------------------------------


def strong_call(view: SeatView, state: HandState, seed: int) -> Decision:
    """Bid the highest amount whose average net as maker (best candidate suit) is within
    `BID_SLACK` of the lowest amount's, if the lowest amount's is above zero; else pass."""
    common = heuristics.common_call(view, state)
    if common is not None:
        return common
    bids, passing, lowest = heuristics._bid_context(view, state)
    hand = mask_of(view.hand)
    suits = candidate_suits(hand, BID_SUITS, CLOSE)
    amounts = tuple(move.amount for move in bids if move.amount is not None)  # every bid has one
    rng = random.Random(position_seed(view, seed))
    sums = {suit: [0.0] * len(amounts) for suit in suits}
    for world in worlds(view, BID_DEALS, rng):
        for suit in suits:
            maker = world._replace(phase=Phase.TRUMP, to_move=view.seat, bidder=view.seat, bid=amounts[0],
                                   calls=view.calls + ((view.seat, amounts[0]),))
            after = to_first_lead(apply_move(maker, name_trump(view.seat, suit)))
            for index, net in enumerate(_net_at_first_lead(after, view.seat, amounts)):
                sums[suit][index] += net
    averages = {suit: [total / BID_DEALS for total in sums[suit]] for suit in suits}
    suit = max(suits, key=lambda s: (averages[s][0], -s))
    first = averages[suit][0]
    if first <= 0:
        assert passing is not None
        return Decision(passing, Reason("sampled-pass", {"suit": suit, "lowest": lowest, "value": round(first, 2),
                                                         "deals": BID_DEALS}))
    chosen = 0
    for index, value in enumerate(averages[suit]):
        if value >= first - BID_SLACK:
            chosen = index
    return Decision(bid(view.seat, amounts[chosen]), Reason("sampled-bid", {
        "bid": amounts[chosen], "suit": suit, "value": round(averages[suit][chosen], 2), "deals": BID_DEALS}))


def candidate_suits(hand: int, most: int, close: float = 14.0) -> list[Suit]:
    """The `most` suits of highest `heuristics.club_estimate`, those within `close` of the best."""
    estimates = {suit: heuristics.club_estimate(hand, suit) for suit in Suit}
    ordered = sorted(Suit, key=lambda s: (-estimates[s], s))[:most]
    return [suit for suit in ordered if estimates[suit] >= estimates[ordered[0]] - close]


def strong_trump(view: SeatView, state: HandState, seed: int) -> Decision:
    hand = mask_of(view.hand)
    suits = candidate_suits(hand, TRUMP_SUITS)
    candidates = [name_trump(view.seat, suit) for suit in suits]
    return _sampled(view, seed, candidates, "sampled-trump", lambda move: {"suit": move.suit}, TRUMP_DEALS)


# --- discard and rob -----------------------------------------------------------------------------


def strong_discard(view: SeatView, state: HandState, seed: int) -> Decision:
    """Forced unless seven trumps or more (`draw.excess-trumps`): then the lowest or the highest of
    the trumps the rules let go, whichever the worlds favour."""
    choice = discard_choice(state, view.seat)
    if choice.count() == 1:
        return heuristics.discard_decision(view, state)
    assert view.trump is not None
    trump = view.trump
    pool = sorted(cards_of(choice.pool), key=lambda c: (points_of(c, trump), strength(c, trump)))
    options = [pool[:choice.k], sorted(pool, key=lambda c: (points_of(c, trump), -strength(c, trump)))[:choice.k]]
    candidates = _distinct([discard(view.seat, cards_of(choice.fixed | mask_of(cards))) for cards in options])
    if len(candidates) == 1:
        return heuristics.discard_decision(view, state)
    return _sampled(view, seed, candidates, "sampled-discard",
                    lambda move: {"cards": cards_of(mask_of(move.cards) & TRUMP_MASK[trump])}, CHOICE_DEALS)


def strong_rob(view: SeatView, state: HandState, seed: int) -> Decision:
    """The dealer's six (`draw.rob`): the club player's keep (trumps, then sure winners, then high
    cards) against keeping the plain cards of the fewest suits, or the lowest of the trumps allowed."""
    choice = rob_choice(state)
    if choice.count() == 1:
        return heuristics.rob_decision(view, state, counting=True)
    assert view.trump is not None
    trump = view.trump
    counting = mask_of(view.hand) | mask_of(view.stock or ())
    first = heuristics.best_rob(state, counting)
    pool = cards_of(choice.pool)
    if all(TRUMP_MASK[trump] >> card & 1 for card in pool):
        low = sorted(pool, key=lambda c: (points_of(c, trump), strength(c, trump)))[:choice.k]
        second = rob(view.seat, cards_of(choice.fixed | mask_of(low)))
    else:
        lengths = {suit: (choice.pool & SUIT_MASK[trump][suit] & ~TRUMP_MASK[trump]).bit_count() for suit in Suit}
        ordered = sorted(pool, key=lambda c: (bool(TRUMP_MASK[trump] >> c & 1), bool(POINT_MASK[trump] >> c & 1),
                                              lengths[c.suit], c.suit, strength(c, trump)), reverse=True)
        second = rob(view.seat, cards_of(choice.fixed | mask_of(ordered[:choice.k])))
    candidates = _distinct([first, second])
    if len(candidates) == 1:
        return heuristics.rob_decision(view, state, counting=True)
    return _sampled(view, seed, candidates, "sampled-rob", lambda move: {"cards": move.cards}, CHOICE_DEALS)


def _distinct(moves: list[Move]) -> list[Move]:
    found: list[Move] = []
    for move in moves:
        if all(mask_of(move.cards) != mask_of(other.cards) for other in found):
            found.append(move)
    return found
