"""The beginner's and the club player's rules of thumb; every one reads the seat's view only.

Each function takes the view (`seat_view` of the seat to move) and the stand-in state
(`knowledge.stand_in`, for the legal moves) and returns a `Decision`; the reason names the rule of
thumb applied, with the numbers it counted.
"""

from __future__ import annotations

from tutor.cards import Card, Rank, Suit, cards_of, mask_of
from tutor.games.cinch.bots.knowledge import (
    beats,
    points_of,
    strength,
    sure_to_win,
    top_trump_out,
    trick_points,
    trumps_may_be_out,
    unbeaten_after,
    winning,
)
from tutor.games.cinch.bots.types import Decision, Reason
from tutor.games.cinch.legal import (
    discard_choice,
    legal_moves,
    legal_play_mask,
    rob_choice,
)
from tutor.games.cinch.moves import PLAYS, Move, bid, discard, name_trump, rob
from tutor.games.cinch.ranking import (
    POINT_CARDS,
    POINT_MASK,
    SUIT_MASK,
    TRUMP_MASK,
    Point,
    left_pedro,
    right_pedro,
    trump_order,
)
from tutor.games.cinch.state import HandState
from tutor.games.cinch.view import SeatView
from tutor.games.seats import Seat

BEGINNER_HIGH = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
"""The cards a beginner counts 1 for in a suit; each Pedro counts 2."""
BEGINNER_LEAST = 3
"""A beginner bids only with a count of 3 or more."""
CLUB_LEAST = 4
"""A club player bids only when he expects 4 points or more."""


# --- bidding and trump ----------------------------------------------------------------------------


def beginner_count(hand: int, suit: Suit) -> int:
    """1 for each of the Ace, King, Queen, Jack and 10 of `suit` held, 2 for each Pedro."""
    count = sum(1 for rank in BEGINNER_HIGH if hand >> Card.of(rank, suit) & 1)
    return count + 2 * sum(1 for card in (right_pedro(suit), left_pedro(suit)) if hand >> card & 1)


def suit_length(hand: int, suit: Suit) -> int:
    """The cards of `hand` that would be trumps with `suit` trumps (the Left Pedro with them)."""
    return (hand & TRUMP_MASK[suit]).bit_count()


def longest_suit(hand: int) -> Suit:
    """The suit with the most cards as trumps, then the higher beginner count, then S H D C."""
    return max(Suit, key=lambda suit: (suit_length(hand, suit), beginner_count(hand, suit), -suit))


def club_estimate(hand: int, suit: Suit) -> float:
    """The points a club player expects to take as maker with `suit` trumps (`points.cards`).

    High counts 1 when held; Jack and Game 0.75 when a higher trump guards them, else 0.4; Low
    0.5; a Pedro held 5 × (0.4 + 0.12 per higher trump held, at most 0.9); a scoring card not
    held is worth its points × (0.15 + 0.05 per trump held, at most six): partner and the draw.
    """
    trumps = hand & TRUMP_MASK[suit]
    length = min(6, trumps.bit_count())
    order = _TRUMP_ORDER[suit]
    estimate = 0.0
    for point, card in POINT_CARDS[suit].items():
        if not hand >> card & 1:
            estimate += point.points * (0.15 + 0.05 * length)
            continue
        higher = sum(1 for other in order[:order.index(card)] if trumps >> other & 1)
        if point is Point.HIGH:
            estimate += 1
        elif point in (Point.JACK, Point.GAME):
            estimate += 0.75 if higher else 0.4
        elif point is Point.LOW:
            estimate += 0.5
        else:
            estimate += 5 * min(0.9, 0.4 + 0.12 * higher)
    return estimate


_TRUMP_ORDER = tuple(trump_order(suit) for suit in Suit)


def _bid_context(view: SeatView, state: HandState) -> tuple[list[Move], Move | None, int]:
    """The legal bids (lowest first), the pass if allowed, and the lowest amount that may be bid."""
    moves = legal_moves(state).listed
    bids = [move for move in moves if move.amount is not None]
    passes = [move for move in moves if move.amount is None]
    lowest = bids[0].amount if bids else 15
    return bids, (passes[0] if passes else None), lowest  # type: ignore[return-value]


def common_call(view: SeatView, state: HandState) -> Decision | None:
    """The calls every level makes the same way: the stuck dealer bids the least he may
    (`bid.all-pass`), a dealer who would get the contract for nothing takes it (``dealer_no_contract``),
    a seat passes when its partner holds the bid (`bid.must-top` lets partners overbid, but
    there is nothing to gain)."""
    bids, passing, lowest = _bid_context(view, state)
    seat = view.seat
    if passing is None:
        return Decision(bids[0], Reason("dealer-must-bid", {"bid": lowest}))
    if not bids:
        return Decision(passing, Reason("only-move", {}))
    if (seat == view.dealer and view.bidder is None and view.profile.all_pass == "dealer_no_contract"):
        return Decision(passing, Reason("free-contract", {}))
    if view.bidder is not None and view.bidder == seat.partner:
        return Decision(passing, Reason("pass-partner", {"partner": seat.partner, "bid": view.bid}))
    return None


def beginner_call(view: SeatView, state: HandState) -> Decision:
    """Count the high cards of the longest suit (`beginner_count`); bid the count when it is at
    least 3 and tops the bidding (`bid.must-top`), else pass."""
    common = common_call(view, state)
    if common is not None:
        return common
    hand = mask_of(view.hand)
    suit = longest_suit(hand)
    count = beginner_count(hand, suit)
    return _bid_or_pass(view, state, suit, count, count >= BEGINNER_LEAST, "bid-count")


def club_call(view: SeatView, state: HandState) -> Decision:
    """Estimate the points the best suit takes (`club_estimate`); bid the whole points expected
    when that is at least 4 and tops the bidding, else pass."""
    common = common_call(view, state)
    if common is not None:
        return common
    hand = mask_of(view.hand)
    suit = max(Suit, key=lambda s: (club_estimate(hand, s), -s))
    estimate = club_estimate(hand, suit)
    return _bid_or_pass(view, state, suit, int(estimate), estimate >= CLUB_LEAST, "bid-estimate")


def _bid_or_pass(view: SeatView, state: HandState, suit: Suit, count: int, enough: bool, code: str) -> Decision:
    _, passing, lowest = _bid_context(view, state)
    amount = min(count, 14)
    if enough and amount >= lowest:
        return Decision(bid(view.seat, amount), Reason(code, {"bid": amount, "suit": suit, "count": count}))
    assert passing is not None
    return Decision(passing, Reason("pass-weak", {"suit": suit, "count": count, "lowest": lowest}))


def beginner_trump(view: SeatView) -> Decision:
    """`trump.name`: the suit with the most cards, the Left Pedro counted with it."""
    hand = mask_of(view.hand)
    suit = longest_suit(hand)
    return Decision(name_trump(view.seat, suit),
                    Reason("longest-suit", {"suit": suit, "count": suit_length(hand, suit)}))


def club_trump(view: SeatView) -> Decision:
    """`trump.name`: the suit expected to take the most points (`club_estimate`)."""
    hand = mask_of(view.hand)
    suit = max(Suit, key=lambda s: (club_estimate(hand, s), -s))
    return Decision(name_trump(view.seat, suit),
                    Reason("most-points", {"suit": suit, "points": round(club_estimate(hand, suit), 1)}))


# --- discard and rob ---------------------------------------------------------------------------------


def best_discard(state: HandState, seat: Seat) -> Move:
    """`draw.discard`, `draw.excess-trumps`: every non-trump goes; of seven trumps or more, the
    lowest of those the rules let go (non-point ones by default) go too, so the six best stay."""
    assert state.trump is not None
    choice = discard_choice(state, seat)
    return discard(seat, cards_of(choice.fixed | _lowest(choice.pool, choice.k, state.trump)))


def discard_decision(view: SeatView, state: HandState) -> Decision:
    """Every level discards alike: the move is forced unless seven trumps or more are held."""
    choice = discard_choice(state, view.seat)
    move = best_discard(state, view.seat)
    if choice.count() == 1:
        return Decision(move, Reason("only-move", {}))
    assert view.trump is not None
    dropped = cards_of(mask_of(move.cards) & TRUMP_MASK[view.trump])
    return Decision(move, Reason("keep-best-trumps", {"cards": dropped}))


def best_rob(state: HandState, counting: int = 0) -> Move:
    """`draw.rob`: every trump the rules make the dealer keep, then the best of the rest: trumps
    from the highest, then plain cards that are sure winners of their suit (every higher card of
    it in `counting`, the cards the dealer has seen), then the highest plain cards."""
    assert state.trump is not None
    trump, dealer = state.trump, state.dealer
    choice = rob_choice(state)
    available = state.hands[dealer] | mask_of(state.stock)

    def key(card: Card) -> tuple[int, int, int, int]:
        trumpish = TRUMP_MASK[trump] >> card & 1
        master = 0
        if counting and not trumpish:
            higher = mask_of(c for c in cards_of(SUIT_MASK[trump][card.suit]) if strength(c, trump) > strength(card, trump))
            master = int(not higher & ~(counting | available))
        return (trumpish, POINT_MASK[trump] >> card & 1, master, strength(card, trump))

    extra = sorted(cards_of(choice.pool), key=key, reverse=True)[:choice.k]
    return rob(dealer, cards_of(choice.fixed | mask_of(extra)))


def rob_decision(view: SeatView, state: HandState, counting: bool) -> Decision:
    choice = rob_choice(state)
    move = best_rob(state, mask_of(view.hand) | mask_of(view.stock or ()) if counting else 0)
    if choice.count() == 1:
        return Decision(move, Reason("only-move", {}))
    assert view.trump is not None
    kept = mask_of(move.cards)
    plain = cards_of(kept & ~TRUMP_MASK[view.trump])
    if plain:
        return Decision(move, Reason("keep-high-cards", {"cards": plain}))
    return Decision(move, Reason("keep-best-trumps", {"cards": cards_of(choice.pool & ~kept)}))


def _lowest(pool: int, count: int, trump: Suit) -> int:
    return mask_of(sorted(cards_of(pool), key=lambda card: (points_of(card, trump), strength(card, trump)))[:count])


# --- play ---------------------------------------------------------------------------------------------


def _low_key(trump: Suit):  # type: ignore[no-untyped-def]
    """Cheapest first: fewest points, then plain before trumps, then the lowest."""
    return lambda card: (points_of(card, trump), strength(card, trump))


def _play(view: SeatView, card: Card, code: str, **params: object) -> Decision:
    return Decision(PLAYS[view.seat][card], Reason(code, {"card": card, **params}))


def beginner_play(view: SeatView, state: HandState) -> Decision:
    """Lead the Ace of trumps when holding it (to draw trumps), else the lowest card, plain
    first; follow with the lowest card unless the trick holds points and a card beats the
    opponent winning it (then the cheapest such card)."""
    trump = view.trump
    assert trump is not None
    legal = cards_of(legal_play_mask(state))
    if len(legal) == 1:
        return Decision(PLAYS[view.seat][legal[0]], Reason("only-move", {}))
    low = _low_key(trump)
    if not view.trick:
        ace = Card.of(Rank.ACE, trump)
        if ace in legal:
            return _play(view, ace, "draw-trumps")
        return _play(view, min(legal, key=low), "lead-low")
    winner, best = winning(view.trick, trump)
    led = view.trick[0][1]
    pot = trick_points(view.trick, trump)
    if pot and winner.side != view.seat.side:
        takers = [card for card in legal if beats(card, best, led, trump)]
        if takers:
            card = min(takers, key=low)
            return _play(view, card, "win-points", points=pot + points_of(card, trump))
    return _play(view, min(legal, key=low), "play-low")


def club_play(view: SeatView, state: HandState) -> Decision:
    """Counting the cards seen and the voids shown:

    - lead the highest trump when no trump out can beat it and an opponent may still hold one
      (to draw trumps); else lead the lowest plain card, keeping trumps and Pedros;
    - when partner's card is sure to win the trick, give it the most points allowed (feed);
    - when an opponent is winning: take the trick with a card sure to win it (banking a Pedro if
      one can), or with the cheapest card that wins when the trick holds points, never risking a
      Pedro on a trick that may still be overtaken;
    - otherwise play the cheapest card.
    """
    trump = view.trump
    assert trump is not None
    legal = cards_of(legal_play_mask(state))
    if len(legal) == 1:
        return Decision(PLAYS[view.seat][legal[0]], Reason("only-move", {}))
    low = _low_key(trump)
    opponents = (view.seat.left, view.seat.right)
    if not view.trick:
        trumps = [card for card in legal if TRUMP_MASK[trump] >> card & 1]
        if trumps:
            top = max(trumps, key=lambda card: strength(card, trump))
            out = top_trump_out(view)
            if (out is None or strength(top, trump) > strength(out, trump)) and trumps_may_be_out(view, opponents):
                return _play(view, top, "draw-trumps")
        plain = [card for card in legal if not TRUMP_MASK[trump] >> card & 1]
        if plain:
            return _play(view, min(plain, key=low), "lead-low")
        safe = [card for card in legal if not points_of(card, trump) or sure_to_win(view, card, ())]
        return _play(view, min(safe or legal, key=low), "lead-low")
    winner, best = winning(view.trick, trump)
    led = view.trick[0][1]
    pot = trick_points(view.trick, trump)
    if winner == view.seat.partner:
        if unbeaten_after(view, best, led):  # partner's card is sure to win
            card = max(legal, key=lambda c: (points_of(c, trump), -strength(c, trump)))
            if points_of(card, trump):
                return _play(view, card, "feed-partner", points=pot + points_of(card, trump))
        return _play(view, min(legal, key=low), "play-low")
    takers = [card for card in legal if beats(card, best, led, trump)]
    sure = [card for card in takers if sure_to_win(view, card, view.trick)]
    if sure:
        card = max(sure, key=lambda c: (points_of(c, trump), -strength(c, trump)))
        if pot or points_of(card, trump):
            return _play(view, card, "win-points", points=pot + points_of(card, trump))
    cheap = [card for card in takers if not points_of(card, trump)]
    if pot and cheap:
        card = min(cheap, key=low)
        return _play(view, card, "win-points", points=pot)
    return _play(view, min(legal, key=low), "play-low")
