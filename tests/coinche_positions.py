"""Coinche positions for the tests, built from hands written as text.

`play_position` sets up the play of a hand in the middle: the hands as they are now (any number of
cards), the trump, and the cards already played to the trick, each checked by the engine.
`auction` deals a fixed hand and makes the calls given.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tutor.cards import Card, Suit, mask_of
from tutor.games.coinche import (
    STANDARD,
    Contract,
    HandState,
    Move,
    Phase,
    Profile,
    apply_move,
    legal_moves,
    new_hand,
)
from tutor.games.coinche.moves import bid
from tutor.games.coinche.state import belote_holder
from tutor.games.seats import Seat

DEAL = {
    "N": "9H AS KS 7D 8D 7C 8C 9C",
    "E": "JH 7H QS AD 10D AC 10C JD",
    "S": "KH QH 8H 10S 9S KD KC QC",
    "W": "AH 10H JS 8S 7S QD 9D JC",
}
"""A deal of the 32 cards; S holds the king and queen of hearts."""


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(word) for word in text.split())


def hands_of(hands: Mapping[str, str]) -> dict[Seat, tuple[Card, ...]]:
    return {Seat.parse(seat): cards(text) for seat, text in hands.items()}


def dealt(dealer: str = "W", hands: Mapping[str, str] = DEAL, profile: Profile = STANDARD,
          table_mode: bool = False) -> HandState:
    return new_hand(Seat.parse(dealer), hands_of(hands), profile, table_mode=table_mode)


def after(state: HandState, moves: Iterable[str]) -> HandState:
    """The position after the moves, each applied by the engine (an illegal one raises)."""
    for text in moves:
        state = apply_move(state, Move.parse(text))
    return state


def auction(*calls: str, dealer: str = "W", profile: Profile = STANDARD, hands: Mapping[str, str] = DEAL) -> HandState:
    return after(dealt(dealer, hands, profile), calls)


def play_position(
    trump: str,
    hands: Mapping[str, str],
    trick: Iterable[str] = (),
    leader: str = "N",
    profile: Profile = STANDARD,
    taker: str = "N",
) -> HandState:
    """The play under way: `taker` holds a contract of 80 in `trump`, `leader` leads, and the
    cards of `trick` (``"N play AS"``, …) are played first, each checked by the engine."""
    suit, lead = Suit.parse(trump), Seat.parse(leader)
    masks = tuple(mask_of(cards(hands.get(seat.name, ""))) for seat in Seat)
    high = bid(Seat.parse(taker), 80, suit)
    state = HandState(
        profile, lead.right, Phase.PLAY, lead, masks,  # type: ignore[arg-type]
        high=high, contract=Contract(high.seat, 80, suit), trump=suit, belote=belote_holder(masks, suit),
    )
    return after(state, trick)


def legal(state: HandState) -> list[str]:
    """The legal moves as text, sorted."""
    return sorted(str(move) for move in legal_moves(state))
