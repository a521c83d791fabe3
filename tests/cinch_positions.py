"""Builders for Cinch positions used by the rule tests (not a test module itself).

Cards and moves are written as in deal records: ``"AH KH 5D"``, ``"N bid 7"``. Every position is
reached through the engine (`new_hand`, `Move.parse`, `apply_move`), so a builder that succeeds
has also checked that every scripted move is legal.

    position(Seat.N, hands={...}, stock="...", moves=["E bid 7", "S pass"])
    ready_to_play(Seat.N, "H", final={Seat.E: "AH 2H ...", ...}, calls=["E bid 7", ...])
    play_cards(state, "AH 3H 4H 6H")      # each card played by the seat that holds it
    refused(state, "W play 9C")           # the Violation; asserts nothing changed
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Mapping, Sequence

import pytest

from tutor.cards import DECK, Card, Suit, parse_cards
from tutor.games.cinch import (
    STANDARD,
    HandState,
    IllegalMoveError,
    Move,
    Phase,
    Profile,
    Violation,
    apply_move,
    check_move,
    is_trump,
    legal_moves,
    new_hand,
)
from tutor.games.seats import Seat, clockwise_from

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W

CardsLike = str | Iterable[Card] | Iterable[str]


def cards(text: CardsLike) -> tuple[Card, ...]:
    """``"AH 10d"`` or ``["AH", "10D"]`` or cards → a tuple of cards, in the order written."""
    if isinstance(text, str):
        return parse_cards(text.split())
    return tuple(c if isinstance(c, Card) else Card.parse(c) for c in text)


def show(items: Iterable[Card]) -> str:
    """Cards as record text, in the order given."""
    return " ".join(map(str, items))


def apply_all(state: HandState, moves: Iterable[str | Move]) -> HandState:
    """Apply the moves in order; any refusal fails the test with the move and its verdict."""
    for move in (m if isinstance(m, Move) else Move.parse(m) for m in moves):
        try:
            state = apply_move(state, move)
        except IllegalMoveError as error:  # pragma: no cover - reported as a test failure
            pytest.fail(f"scripted move {move} refused: {error.violation}")
    return state


def position(
    dealer: Seat,
    hands: Mapping[Seat, CardsLike],
    stock: CardsLike | None = None,
    moves: Iterable[str | Move] = (),
    profile: Profile = STANDARD,
    table_mode: bool = False,
    refill: CardsLike | None = None,
) -> HandState:
    """The position after the deal and `moves`.

    Seats missing from `hands` get nothing; when `stock` is None it is every card not in a hand,
    in deck order (top first).
    """
    dealt = {seat: cards(hands.get(seat, ())) for seat in Seat}
    if stock is None:
        used = {c for hand in dealt.values() for c in hand}
        stock_cards = tuple(c for c in DECK if c not in used)
    else:
        stock_cards = cards(stock)
    state = new_hand(
        dealer, dealt, stock_cards, profile, table_mode=table_mode,
        refill=None if refill is None else cards(refill),
    )
    return apply_all(state, moves)


def play_cards(state: HandState, text: CardsLike) -> HandState:
    """Play the cards in order, each by the seat that holds it (the engine checks the turn)."""
    for c in cards(text):
        holder = next((seat for seat in Seat if state.hands[seat] >> c & 1), None)
        assert holder is not None, f"nobody holds {c}"
        state = apply_all(state, [f"{holder} play {c}"])
    return state


def refused(state: HandState, move: str | Move) -> Violation:
    """Assert that `move` is illegal here and that trying it changes nothing; return the verdict."""
    if isinstance(move, str):
        move = Move.parse(move)
    before = copy.deepcopy(state)
    violation = check_move(state, move)
    assert violation is not None, f"{move} should be refused"
    assert move not in legal_moves(state)
    with pytest.raises(IllegalMoveError) as raised:
        apply_move(state, move)
    assert raised.value.violation == violation
    assert raised.value.move == move
    assert state == before
    return violation


def assert_refused(
    state: HandState, move: str | Move, rule: str, code: str, **params: object
) -> Violation:
    """`refused`, plus the rule, the code and (a subset of) the parameters of the verdict."""
    violation = refused(state, move)
    assert (violation.rule, violation.code) == (rule, code), violation
    for key, value in params.items():
        assert key in violation.params, (key, violation)
        assert violation.params[key] == value, (key, violation.params[key], value)
    return violation


def legal(state: HandState, move: str | Move) -> HandState:
    """Assert that `move` is legal (both ways of asking agree) and return the state after it."""
    if isinstance(move, str):
        move = Move.parse(move)
    assert check_move(state, move) is None, check_move(state, move)
    assert move in legal_moves(state)
    return apply_move(state, move)


def ready_to_play(
    dealer: Seat,
    trump: str | Suit,
    final: Mapping[Seat, CardsLike],
    calls: Sequence[str] | None = None,
    profile: Profile = STANDARD,
    table_mode: bool = False,
) -> HandState:
    """A deal whose bidding, discards, fill and rob leave each seat holding exactly `final`.

    Each non-dealer is dealt the trumps of his final six plus non-trumps he discards; the plain
    cards of his final six come to him from the stock in the fill. The dealer is dealt his six
    plus three cards he puts away and takes nothing from the stock. Trumps outside the four final
    hands (allowed only when the dealer keeps six trumps) go to the dealer's nine and the stock.
    `calls` defaults to a bid of 7 by the dealer's left-hand opponent, the others passing; the
    high bidder names `trump`.
    """
    suit = trump if isinstance(trump, Suit) else Suit.parse(trump)
    finals = {seat: cards(final[seat]) for seat in Seat}
    assert all(len(hand) == 6 for hand in finals.values()), finals
    used = {c for hand in finals.values() for c in hand}
    assert len(used) == 24
    spare = [c for c in DECK if c not in used]
    spare_trumps = [c for c in spare if is_trump(c, suit)]
    spare_plain = [c for c in spare if not is_trump(c, suit)]
    hands: dict[Seat, list[Card]] = {}
    fill: list[Card] = []
    for seat in clockwise_from(dealer.left)[:3]:
        mine = [c for c in finals[seat] if is_trump(c, suit)]
        fill += [c for c in finals[seat] if not is_trump(c, suit)]
        hands[seat] = mine + [spare_plain.pop() for _ in range(9 - len(mine))]
    assert len(fill) <= 16, "the non-dealers' plain cards must come from the 16-card stock"
    rest = spare_trumps + spare_plain
    hands[dealer] = list(finals[dealer]) + rest[:3]
    stock = fill + rest[3:]
    if calls is None:
        calls = [f"{dealer.left} bid 7", f"{dealer.left.left} pass", f"{dealer.right} pass", f"{dealer} pass"]
    state = position(dealer, hands, stock, calls, profile=profile, table_mode=table_mode)
    assert state.phase is Phase.TRUMP, state.phase
    state = apply_all(state, [f"{state.to_move} trump {suit.letter}"])
    for seat in clockwise_from(dealer.left)[:3]:
        plain = [c for c in hands[seat] if not is_trump(c, suit)]
        state = apply_all(state, [Move.parse(f"{seat} discard {show(plain)}")])
    state = apply_all(state, [Move.parse(f"{dealer} rob {show(finals[dealer])}")])
    assert state.phase is Phase.PLAY
    for seat in Seat:
        assert set(state.hand(seat)) == set(finals[seat]), (seat, state.hand(seat))
    return state


def play_rest(state: HandState, rng: random.Random | None = None) -> HandState:
    """Finish the hand with legal moves (the first one, or random ones)."""
    while not state.phase.is_over:
        moves = legal_moves(state)
        state = apply_move(state, moves.random(rng) if rng else next(iter(moves)))
    return state


# --- Deals used by several test modules ------------------------------------------------------

RECORD_DEALER = S
"""The example of `deal-record.md`: dealer S, W bids 7, E overbids 8 and names hearts."""
RECORD_HANDS = {
    N: "AH KH 9C 8C 7C 4S 3S 2S JD",
    E: "QH 5D 10S 9S 8S 6C 5C 4C 3C",
    S: "2H 3H 4H 7D 8D 9D KD QS JS",
    W: "5H JH 10H AS KS AC KC QC JC",
}
RECORD_STOCK = "6H 7H 8H 9H AD QD 10D 6D 4D 3D 2D 7S 6S 5S 10C 2C"
RECORD_MOVES = [
    "W bid 7", "N pass", "E bid 8", "S pass", "E trump H",
    "W discard AS KS AC KC QC JC",
    "N discard 9C 8C 7C 4S 3S 2S JD",
    "E discard 10S 9S 8S 6C 5C 4C 3C",
    "S rob 2H 3H 4H KD QS JS",
]


def record_example(upto: int | None = None, profile: Profile = STANDARD, table_mode: bool = False) -> HandState:
    """The deal of `deal-record.md` after its first `upto` moves (all of them by default)."""
    return position(
        RECORD_DEALER, RECORD_HANDS, RECORD_STOCK, RECORD_MOVES[:upto], profile=profile, table_mode=table_mode
    )


PLAY_FINAL = {
    E: "AH 4H AS KS AD 2C",
    S: "KH 5D QS JS QC 3C",
    W: "QH 3H 10S 9S KD JC",
    N: "JH 10H 5H 2H 9H 8H",
}
"""Hearts trumps, dealer N, E bid 7 and leads; N leaves out 7H 6H (dead). S's only diamond is
the Left Pedro 5D, so S is void in diamonds."""


def play_deal(table_mode: bool = False, profile: Profile = STANDARD) -> HandState:
    return ready_to_play(N, "H", PLAY_FINAL, profile=profile, table_mode=table_mode)


def irregular(state: HandState, move: str | Move) -> tuple[HandState, Violation]:
    """Table mode: an irregular move is not legal, yet `apply_move` rules on it instead of refusing.

    Returns the state after the ruling and the verdict the move drew.
    """
    if isinstance(move, str):
        move = Move.parse(move)
    assert state.table is not None, "irregular moves are ruled on in table mode only"
    violation = check_move(state, move)
    assert violation is not None, f"{move} is legal"
    assert move not in legal_moves(state)
    return apply_move(state, move), violation
