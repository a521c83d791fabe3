"""Bots that bid, name trump, discard, rob and play Cinch, each move with one reason.

    >>> from tutor.games.cinch import deal_hand
    >>> from tutor.games.cinch.bots import decide
    >>> decide(deal_hand(7), "beginner").reason.code
    'pass-weak'

A bot reads only the view of the seat to move (`seat_view`: its own cards and what has been shown,
the same information rule as the fair solver, `solver.md`): `decide(state, level, seed)` is
`decide_from_view(seat_view(state, state.to_move), level, seed)`. For the legal moves it builds a
stand-in state from the view (`knowledge.stand_in`: the unseen cards in fixed deck order), whose
legal moves are the real ones since they depend only on the seat's own cards and public facts.
The same view, level and seed always give the same decision; no clock is read. Table mode (section
7) is not played by bots.

Levels (`LEVELS`):

- ``beginner`` — a new player's rules of thumb (`heuristics`): counts 1 for each of the A K Q J
  10 and 2 for each Pedro of his longest suit and bids that count when it is 3 or more; names the
  longest suit (`trump.name`); keeps the six best trumps (`draw.excess-trumps`) and, robbing, the
  highest cards (`draw.rob`); leads the Ace of trumps when he holds it, else his lowest card;
  follows with the lowest card unless the trick holds points and a card of his beats the
  opponent winning it.
- ``club`` — better heuristics with card counting (cards seen, voids shown): bids the points it
  expects as maker (`heuristics.club_estimate`: High, Low, Jack, Game and the Pedros held or to
  be found with partner and in the draw), names the suit expected to take most; leads the master
  trump to draw trumps, protects the Pedros (never risks one on a trick that may be overtaken),
  gives points to partner's sure trick, banks a Pedro with a sure winner.
- ``strong`` — the fair solver (`pricing.fair_pricing`) for each card, over a number of deals
  that depends on the cards left (`strong.PLAY_DEALS`: 2 at the first trick up to 24 with two
  cards left); bids, trump, a discard of seven trumps or more and the rob by sampling
  (`strong.worlds`): a few candidate moves valued by the double-dummy search from the first lead,
  averaged over a fixed number of seeded deals (`strong.BID_DEALS`, `strong.TRUMP_DEALS`,
  `strong.CHOICE_DEALS`).

Every level passes when partner holds the high bid, takes the contract for nothing as a dealer
when everyone has passed (``all_pass=dealer_no_contract``, `bid.all-pass`), bids the least
allowed as a stuck dealer (``stick_dealer``), and makes a forced move (one legal move) with the
reason ``only-move``.

Reasons (`Reason(code, params)`; `REASONS` lists the codes and their parameters; a card is a
`tutor.cards.Card`, a suit a `Suit`, values and gains are nets in points, `solver.md`):

- ``only-move`` {}: the rules allow no other move.
- ``dealer-must-bid`` {bid}: the three others passed and the dealer must bid (`bid.all-pass`).
- ``free-contract`` {}: the dealer passes and, everyone having passed, is maker with no contract.
- ``pass-partner`` {partner, bid}: partner holds the high bid.
- ``bid-count`` {bid, suit, count} (beginner): the count of high cards and Pedros of `suit`.
- ``bid-estimate`` {bid, suit, count} (club): the whole points expected as maker in `suit`.
- ``pass-weak`` {suit, count, lowest}: the count (or estimate) of the best suit is too low for
  `lowest`, the least bid allowed (`bid.must-top`), or below the level's minimum.
- ``sampled-bid`` {bid, suit, value, deals} (strong): the average net as maker at `bid` in `suit`.
- ``sampled-pass`` {suit, lowest, value, deals} (strong): the average net as maker at the least
  bid allowed is not above zero.
- ``longest-suit`` {suit, count} (beginner): trump named for the most cards.
- ``most-points`` {suit, points} (club): trump named for the most points expected.
- ``sampled-trump`` {suit, value, gain, deals} (strong): the best average net; `gain` over the next
  best candidate suit.
- ``keep-best-trumps`` {cards}: seven trumps or more; `cards` are the trumps put out (the lowest
  the rules allow, `draw.excess-trumps`, `draw.rob`).
- ``keep-high-cards`` {cards}: the dealer keeps every trump he must and these plain cards, the
  highest (club: sure winners first) (`draw.rob`).
- ``sampled-discard`` {cards, value, gain, deals}, ``sampled-rob`` {cards, value, gain, deals}
  (strong): the candidate with the best average net; `cards` the trumps put out, or the six kept.
- ``draw-trumps`` {card}: leads the top trump (beginner: the Ace; club: no trump out beats it).
- ``lead-low`` {card}: leads the cheapest card, keeping trumps and points.
- ``win-points`` {card, points}: takes a trick worth `points` (beginner: cheapest card that
  beats the opponent; club: a sure winner, or the cheapest non-point winner).
- ``feed-partner`` {card, points} (club): gives points to partner's sure trick.
- ``play-low`` {card}: follows with the cheapest card.
- ``fair-best`` {card, value, gain, deals, aim} (strong): the card of best average double-dummy
  value over `deals` deals; `gain` over the next best card (0: another card is as good); `aim` is
  what the card does (`strong.AIMS`: draw-trumps, win-points, win-trick, feed-partner, lead,
  let-go).
"""

from __future__ import annotations

from tutor.games.cinch.bots import heuristics, strong
from tutor.games.cinch.bots.knowledge import stand_in
from tutor.games.cinch.bots.types import LEVELS, Decision, Reason
from tutor.games.cinch.pricing import NotSolvable, Pricing, check_solvable, fair_pricing
from tutor.games.cinch.state import STOCK_SIZE, HandState, Phase
from tutor.games.cinch.view import SeatView, seat_view
from tutor.games.seats import Seat

__all__ = [
    "LEVELS", "REASONS", "Decision", "Reason", "decide", "decide_from_view", "hint", "hint_offered", "review_samples",
]

REASONS: dict[str, tuple[str, ...]] = {
    "only-move": (),
    "dealer-must-bid": ("bid",),
    "free-contract": (),
    "pass-partner": ("partner", "bid"),
    "bid-count": ("bid", "suit", "count"),
    "bid-estimate": ("bid", "suit", "count"),
    "pass-weak": ("suit", "count", "lowest"),
    "sampled-bid": ("bid", "suit", "value", "deals"),
    "sampled-pass": ("suit", "lowest", "value", "deals"),
    "longest-suit": ("suit", "count"),
    "most-points": ("suit", "points"),
    "sampled-trump": ("suit", "value", "gain", "deals"),
    "keep-best-trumps": ("cards",),
    "keep-high-cards": ("cards",),
    "sampled-discard": ("cards", "value", "gain", "deals"),
    "sampled-rob": ("cards", "value", "gain", "deals"),
    "draw-trumps": ("card",),
    "lead-low": ("card",),
    "win-points": ("card", "points"),
    "feed-partner": ("card", "points"),
    "play-low": ("card",),
    "fair-best": ("card", "value", "gain", "deals", "aim"),
}
"""Every reason code and the names of its parameters (see the module's description)."""


def decide(state: HandState, level: str, seed: int = 0) -> Decision:
    """The move of `state.to_move` at `level`, from that seat's view only."""
    if state.to_move is None:
        raise ValueError("nobody is to move: the hand is over")
    return decide_from_view(seat_view(state, state.to_move), level, seed)


def decide_from_view(view: SeatView, level: str, seed: int = 0) -> Decision:
    """The move of the seat whose view this is (it must be the seat to move) at `level`."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: the levels are {', '.join(LEVELS)}")
    if view.to_move is None or view.phase.is_over:
        raise ValueError("nobody is to move: the hand is over")
    if view.seat != view.to_move:
        raise ValueError("a bot decides only for the seat to move")
    state = stand_in(view)
    phase = view.phase
    if level == "strong" and not _stock_ran_short(view):
        if phase is Phase.PLAY:
            return strong.strong_play(view, state, seed)
        if phase is Phase.BIDDING:
            return strong.strong_call(view, state, seed)
        if phase is Phase.TRUMP:
            return strong.strong_trump(view, state, seed)
        if phase is Phase.DISCARD:
            return strong.strong_discard(view, state, seed)
        return strong.strong_rob(view, state, seed)
    club = level != "beginner"
    if phase is Phase.BIDDING:
        return heuristics.club_call(view, state) if club else heuristics.beginner_call(view, state)
    if phase is Phase.TRUMP:
        return heuristics.club_trump(view) if club else heuristics.beginner_trump(view)
    if phase is Phase.DISCARD:
        return heuristics.discard_decision(view, state)
    if phase is Phase.ROB:
        return heuristics.rob_decision(view, state, counting=club)
    return heuristics.club_play(view, state) if club else heuristics.beginner_play(view, state)


def _stock_ran_short(view: SeatView) -> bool:
    """`draw.stock-short` (about 1 hand in 12,000): the strong level then plays as the club one
    before the first lead, the discards having been dealt again."""
    return sum(view.took[seat] for seat in Seat if seat != view.dealer) > STOCK_SIZE


def hint(state: HandState, seed: int = 0) -> Pricing:
    """The fair pricing (`pricing.fair_pricing`) of every legal card of the seat to move, from its
    view, over `review_samples(state)` deals (`strong.HINT_DEALS`: 6 at the first trick, 12, then
    24, then 32); `pricing.NotSolvable` outside the play phase."""
    check_solvable(state)
    assert state.to_move is not None
    return fair_pricing(seat_view(state, state.to_move), review_samples(state), seed)


def hint_offered(state: HandState) -> bool:
    """Whether `hint` prices `state`: a regular position of the play phase (`solver.md`)."""
    try:
        check_solvable(state)
    except NotSolvable:
        return False
    return True


def review_samples(state: HandState) -> int:
    """The deals of a fair price of the seat to move in a review or a hint: by the cards it holds
    (`strong.HINT_DEALS`); 32 (`pricing.DEFAULT_SAMPLES`) when it is not a play position."""
    if state.phase is not Phase.PLAY or state.to_move is None:
        return 32
    return strong.hint_deals(state.hands[state.to_move].bit_count())
