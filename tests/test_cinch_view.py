"""`seat_view`: each seat sees its own hand and what is shown at the table, nothing else.

The discards follow the house rule `discards` of section 8 (`draw.discard`); the stock is seen
only by the dealer while he robs it (`draw.rob`); trumps put out of play are always shown.
"""

from __future__ import annotations

import random

from cinch_positions import (
    E,
    N,
    S,
    W,
    apply_all,
    cards,
    irregular,
    play_cards,
    play_deal,
    position,
    record_example,
    show,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.cards import Card, cards_of, mask_of
from tutor.games.cinch import (
    PROFILES,
    Discard,
    HandState,
    Phase,
    Profile,
    apply_move,
    deal_hand,
    legal_moves,
    seat_view,
)
from tutor.games.cinch.state import Table
from tutor.games.seats import Seat

FACE_DOWN = Profile(name="face-down", discards="face_down")


# --- hands and stock ----------------------------------------------------------------------------


def test_turn_own_card_a_seat_sees_its_own_hand_and_only_the_size_of_the_others() -> None:
    state = record_example(0)
    for seat in Seat:
        view = seat_view(state, seat)
        assert view.hand == state.hand(seat)
        assert view.hand_sizes == (9, 9, 9, 9)
        assert (view.stock, view.stock_size) == (None, 16)
        assert view.seat is seat and view.to_move is W and view.phase is Phase.BIDDING


def test_draw_rob_only_the_dealer_sees_the_stock_and_only_while_he_robs_it() -> None:
    robbing = record_example(8)  # S deals; the fill has left 7S 6S 5S 10C 2C
    assert seat_view(robbing, S).stock == robbing.stock
    assert show(seat_view(robbing, S).stock) == "7S 6S 5S 10C 2C"
    assert all(seat_view(robbing, seat).stock is None for seat in (N, E, W))
    assert {seat_view(robbing, seat).stock_size for seat in Seat} == {5}
    played = record_example(9)
    assert all(seat_view(played, seat).stock is None for seat in Seat)
    assert seat_view(played, S).stock_size == 5


def test_draw_fill_how_many_cards_each_took_is_public() -> None:
    state = record_example(8)
    assert all(seat_view(state, seat).took == state.took for seat in Seat)
    assert seat_view(state, N).took == (4, 4, 0, 3)  # S, the dealer, has not robbed yet


# --- draw.discard: the house rule `discards` ----------------------------------------------------


def test_draw_discard_face_up_the_non_dealers_discards_are_shown_to_everyone() -> None:
    state = record_example()  # standard profile: discards face up
    for seat in Seat:
        view = seat_view(state, seat)
        assert view.discards[W] == Discard(6, cards("AS KS AC KC QC JC"))
        assert view.discards[N] == Discard(7, cards("9C 8C 7C 4S 3S 2S JD"))
        assert view.discards[E] == Discard(7, cards("10S 9S 8S 6C 5C 4C 3C"))
        assert all(discard is not None and discard.face_up for discard in view.discards[:2])


def test_draw_discard_face_down_option_others_see_only_how_many_cards() -> None:
    state = record_example(profile=FACE_DOWN)
    for seat in Seat:
        view = seat_view(state, seat)
        for owner in (N, E, W):
            discard = view.discards[owner]
            assert discard is not None and discard.size == len(state.discards[owner] or ())
            assert discard.shown == (state.discards[owner] if owner == seat else ())
            assert discard.face_up is (owner == seat)


def test_draw_discard_the_dealers_discard_is_not_shown_even_face_up() -> None:
    state = record_example()  # S kept 2H 3H 4H KD QS JS and put away 7D 8D 9D
    assert seat_view(state, S).discards[S] == Discard(3, cards("7D 8D 9D"))
    for seat in (N, E, W):
        assert seat_view(state, seat).discards[S] == Discard(3, ())


def test_draw_discard_not_yet_discarded_is_none() -> None:
    state = record_example(6)  # W has discarded, N is to discard
    assert seat_view(state, E).discards == (None, None, None, Discard(6, cards("AS KS AC KC QC JC")))


# Dealer N; E has seven hearts and must put one non-point trump away, shown and dead.
SEVEN_TRUMPS = {
    E: "AH KH QH JH 10H 9H 8H 2S 3S",
    S: "2C 3C 4C 5C 6C 7C 8C 9C 10C",
    W: "JC QC KC AC 4S 5S 6S 7S 8S",
    N: "9S 10S JS QS KS AS 2D 3D 4D",
}
SEVEN_TRUMPS_MOVES = ["E bid 7", "S pass", "W pass", "N pass", "E trump H", "E discard 8H 2S 3S"]


def test_draw_excess_trumps_a_dead_trump_is_shown_even_face_down() -> None:
    for profile, seen in ((FACE_DOWN, cards("8H")), (PROFILES["standard"], cards("8H 2S 3S"))):
        state = position(N, SEVEN_TRUMPS, moves=SEVEN_TRUMPS_MOVES, profile=profile)
        assert state.dead == ((E, cards("8H")[0]),)
        for seat in (N, S, W):
            view = seat_view(state, seat)
            assert view.discards[E] == Discard(3, seen)
            assert view.dead == state.dead
        assert seat_view(state, E).discards[E] == Discard(3, cards("8H 2S 3S"))


def test_draw_rob_the_trumps_the_dealer_leaves_out_are_shown() -> None:
    # Dealer N holds seven hearts, finds 5H 7H in the stock and must leave out three non-point trumps.
    hands = {
        E: "2H 5D 2S 3S 4S 5S 6S 7S 8S",
        S: "3H 4H 2C 3C 4C 5C 6C 7C 8C",
        W: "6H 9S 10S JS QS KS AS 9C 10C",
        N: "AH KH QH JH 10H 9H 8H 2D 3D",
    }
    stock = "4D 6D 7D 8D 9D 10D JD QD KD AD JC QC KC 5H 7H AC"
    moves = ["E bid 7", "S pass", "W pass", "N pass", "E trump H", "E discard 2S 3S 4S 5S 6S 7S 8S",
             "S discard 2C 3C 4C 5C 6C 7C 8C", "W discard 9S 10S JS QS KS AS 9C 10C",
             "N rob AH JH 10H 5H KH QH"]
    state = position(N, hands, stock, moves)
    assert {card for _, card in state.dead} == set(cards("9H 8H 7H"))
    view = seat_view(state, E)
    assert view.discards[N] == Discard(4, cards("8H 9H"))  # 7H came from the stock
    assert view.dead == state.dead


# --- table mode: what is known of the irregularities --------------------------------------------


def test_irregular_revoke_only_the_offender_knows_of_a_revoke_until_it_is_claimed() -> None:
    state = play_cards(play_deal(table_mode=True), "AH")  # E leads a trump; S holds KH and 5D
    state, _ = irregular(state, "S play QS")
    assert seat_view(state, S).table.revokes == state.table.revokes
    assert all(seat_view(state, seat).table.revokes == () for seat in (N, E, W))
    state = apply_all(state, ["W play QH", "N play 2H"])
    state = apply_all(state, ["E claim revoke"])
    assert all(seat_view(state, seat).table.revokes == state.table.revokes for seat in Seat)


def test_irregular_play_out_of_turn_the_card_shown_is_seen_by_everyone() -> None:
    state, _ = irregular(play_deal(table_mode=True), "S play KH")
    for seat in Seat:
        view = seat_view(state, seat)
        assert view.table.out_of_turn == state.table.out_of_turn
        assert view.hand_sizes[S] == 6


def test_outside_table_mode_the_view_has_no_table() -> None:
    assert seat_view(record_example(), N).table is None


# --- nothing hidden leaks -----------------------------------------------------------------------


def hidden_places(state: HandState, seat: Seat) -> tuple[list[Card], ...]:
    """The cards `seat` may not see, by place: the other hands, the stock, unseen discard cards."""
    view = seat_view(state, seat)
    places = [list(state.hand(other)) for other in Seat if other != seat]
    if view.stock is None:
        places.append(list(state.stock))
    for owner, discard in zip(Seat, view.discards):
        if discard is not None and owner != seat:
            places.append([card for card in state.discards[owner] or () if card not in discard.shown])
    return tuple(places)


def reshuffled(state: HandState, seat: Seat, rng: random.Random) -> HandState:
    """Another world `seat` cannot tell from this one: its hidden cards dealt anew into the same places."""
    pool = [card for place in hidden_places(state, seat) for card in place]
    rng.shuffle(pool)
    deal = iter(pool)
    hands = [hand if other == seat else mask_of(next(deal) for _ in range(hand.bit_count()))
             for other, hand in zip(Seat, state.hands)]
    view = seat_view(state, seat)
    stock = state.stock if view.stock is not None else tuple(next(deal) for _ in state.stock)
    discards = []
    for owner, discard in zip(Seat, view.discards):
        cards_ = state.discards[owner]
        if discard is None or owner == seat or cards_ is None:
            discards.append(cards_)
        else:
            discards.append(tuple(card if card in discard.shown else next(deal) for card in cards_))
    return state._replace(hands=tuple(hands), stock=stock, discards=tuple(discards))


@settings(max_examples=150, derandomize=True, database=None, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(), profile=st.sampled_from([PROFILES["standard"], FACE_DOWN]),
       dealer=st.sampled_from(list(Seat)), table_mode=st.booleans())
def test_property_a_view_depends_only_on_what_the_seat_may_know(
    seed: int, profile: Profile, dealer: Seat, table_mode: bool
) -> None:
    rng = random.Random(seed)
    state = deal_hand(rng, dealer, profile)
    if table_mode:
        state = state._replace(table=Table())
    while not state.phase.is_over:
        for seat in Seat:
            view = seat_view(state, seat)
            assert seat_view(reshuffled(state, seat, rng), seat) == view
            shown = set(view.hand) | set(view.stock or ()) | {card for _, card in view.dead}
            shown |= {card for discard in view.discards if discard is not None for card in discard.shown}
            if state.refill is None:  # after `draw.stock-short` discarded cards are dealt again
                others = mask_of(card for other in Seat if other != seat for card in state.hand(other))
                assert not others & mask_of(shown), cards_of(others & mask_of(shown))
        state = apply_move(state, legal_moves(state).random(rng))
