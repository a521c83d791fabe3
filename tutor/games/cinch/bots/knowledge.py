"""What the seat to move knows, worked out from its view (`seat_view`) and nothing else.

- `stand_in`: a `HandState` that agrees with the view on everything public and on the seat's own
  hand, the unseen cards put in the other hands (and the stock) in fixed deck order. The moves the
  seat to move may make depend only on its own hand and public facts (`legal_moves` reads the
  phase, the calls and the bid, the trump, the trick, the profile, the seat's own cards and, for
  the dealer robbing, the stock he is shown: `draw.rob`), so the stand-in's legal moves are the
  real ones; ``tests/test_cinch_bots.py`` checks it on thousands of positions.
- card counting for the heuristics: the cards not seen yet, who has shown a void
  (`play.follow-trump`, `play.follow-or-trump`), the highest trump still out, whether a card is
  sure to win the trick being played.
"""

from __future__ import annotations

from tutor.cards import Card, Suit, cards_of, mask_of
from tutor.games.cinch.ranking import (
    EFFECTIVE_SUIT,
    POINT_MASK,
    POINT_OF,
    STRENGTH,
    SUIT_MASK,
    TRICK_STRENGTH,
    TRUMP_MASK,
)
from tutor.games.cinch.state import HandState, Phase
from tutor.games.cinch.transitions import trick_winner
from tutor.games.cinch.view import SeatView
from tutor.games.seats import Seat

FULL = (1 << 52) - 1


def seen_mask(view: SeatView) -> int:
    """Every card the seat has seen: its hand, the stock it is shown, the cards played, the discards
    shown and the dead trumps."""
    seen = mask_of(view.hand) | mask_of(card for _, card in view.dead) | mask_of(card for _, card in view.trick)
    if view.stock is not None:
        seen |= mask_of(view.stock)
    for discard in view.discards:
        if discard is not None:
            seen |= mask_of(discard.shown)
    for trick in view.tricks:
        seen |= mask_of(card for _, card in trick.plays)
    return seen


def unseen_mask(view: SeatView) -> int:
    """The cards the seat has not seen: in the other hands, the stock, or put away face down."""
    return FULL & ~seen_mask(view)


def stand_in(view: SeatView) -> HandState:
    """A state the seat to move cannot tell from the real one as far as its own moves go: the
    unseen cards dealt to the other hands, then to the stock, in deck order (`cards_of`)."""
    if view.table is not None:
        raise ValueError("the bots do not play in table mode")
    unseen = list(cards_of(unseen_mask(view)))
    hands = [0, 0, 0, 0]
    hands[view.seat] = mask_of(view.hand)
    for seat in Seat:
        if seat != view.seat:
            given, unseen = unseen[:view.hand_sizes[seat]], unseen[view.hand_sizes[seat]:]
            hands[seat] = mask_of(given)
    stock = view.stock if view.stock is not None else tuple(unseen[:view.stock_size])
    discards = tuple(None if discard is None else discard.shown for discard in view.discards)
    return HandState(
        view.profile, view.dealer, view.phase, view.to_move, (hands[0], hands[1], hands[2], hands[3]),
        tuple(stock), view.calls, view.bidder, view.bid, view.trump, discards, view.took, view.dead,
        view.tricks, view.trick, None, view.next_dealer, None,
    )


def points_of(card: Card, trump: Suit) -> int:
    """What `card` scores (`points.cards`): 5 for a Pedro, 1 for High, Low, Jack, Game, else 0."""
    point = POINT_OF[trump].get(card)
    return 0 if point is None else point.points


def trick_points(trick: tuple[tuple[Seat, Card], ...], trump: Suit) -> int:
    return sum(points_of(card, trump) for _, card in trick)


def strength(card: Card, trump: Suit) -> int:
    """`STRENGTH`: any trump beats any plain card; within a suit, the higher card is stronger."""
    return STRENGTH[trump][card]


def is_trump(card: Card, trump: Suit) -> bool:
    return bool(TRUMP_MASK[trump] >> card & 1)


def voids(view: SeatView) -> dict[Seat, set[Suit]]:
    """The suits (trumps as the trump suit) each seat has shown it holds none of, by what it played
    (`play.follow-trump`, `play.follow-or-trump`)."""
    trump = view.trump
    assert trump is not None
    found: dict[Seat, set[Suit]] = {seat: set() for seat in Seat}
    for plays in [trick.plays for trick in view.tricks] + ([view.trick] if view.trick else []):
        led = EFFECTIVE_SUIT[trump][plays[0][1]]
        for seat, card in plays[1:]:
            suit = EFFECTIVE_SUIT[trump][card]
            if suit != led and (led == trump or suit != trump):
                found[seat].add(led)
    return found


def top_trump_out(view: SeatView) -> Card | None:
    """The highest trump the seat has not seen (it may be in another hand or put away unseen)."""
    assert view.trump is not None
    out = unseen_mask(view) & TRUMP_MASK[view.trump]
    cards = cards_of(out)
    return max(cards, key=lambda card: STRENGTH[view.trump][card]) if cards else None  # type: ignore[index]


def trumps_may_be_out(view: SeatView, seats: tuple[Seat, ...]) -> bool:
    """Whether one of `seats` may still hold a trump: an unseen trump exists and the seat holds
    cards and has not shown a void in trumps."""
    assert view.trump is not None
    if not unseen_mask(view) & TRUMP_MASK[view.trump]:
        return False
    shown = voids(view)
    return any(view.hand_sizes[seat] and view.trump not in shown[seat] for seat in seats)


def winning(trick: tuple[tuple[Seat, Card], ...], trump: Suit) -> tuple[Seat, Card]:
    """The seat winning the trick so far and its card (`play.trick-winner`)."""
    seat = trick_winner(trick, trump)
    return seat, next(card for who, card in trick if who == seat)


def beats(card: Card, best: Card, led: Card, trump: Suit) -> bool:
    """Whether `card` would take the lead from `best` in a trick led with `led`."""
    table = TRICK_STRENGTH[trump][EFFECTIVE_SUIT[trump][led]]
    return table[card] > table[best]


def sure_to_win(view: SeatView, card: Card, trick: tuple[tuple[Seat, Card], ...]) -> bool:
    """Whether `card`, played now to `trick` (or led), stays the winner whatever the seats still
    to play hold (`unbeaten_after`)."""
    trump = view.trump
    assert trump is not None
    led = trick[0][1] if trick else card
    if trick:
        _, best = winning(trick, trump)
        if not beats(card, best, led, trump):
            return False
    return unbeaten_after(view, card, led)


def unbeaten_after(view: SeatView, card: Card, led: Card) -> bool:
    """Whether no seat still to play to the trick on the table (after `view.seat`, who is to
    play) can beat `card` in a trick led with `led`: no unseen card that beats it can be with one
    of them (their voids counted, `play.follow-or-trump`, `play.follow-trump`)."""
    trump = view.trump
    assert trump is not None
    later = [Seat((view.seat + offset) % 4) for offset in range(1, 4 - len(view.trick))]
    table = TRICK_STRENGTH[trump][EFFECTIVE_SUIT[trump][led]]
    shown = voids(view)
    for other in cards_of(unseen_mask(view)):
        if table[other] > table[card]:
            suit = EFFECTIVE_SUIT[trump][other]
            if any(view.hand_sizes[seat] and suit not in shown[seat] for seat in later):
                return False
    return True


def suit_cards(hand: int, suit: Suit, trump: Suit) -> int:
    """The cards of `hand` that play as `suit` (the Left Pedro with the trumps)."""
    return hand & SUIT_MASK[trump][suit]


def point_cards(hand: int, trump: Suit) -> int:
    return hand & POINT_MASK[trump]


def is_play(view: SeatView) -> bool:
    return view.phase is Phase.PLAY
