"""Section 4 of cinch-rules.md: the discard, excess trumps, the fill, the rob and the short stock.

`draw.change-discard` and `draw.error-discard` are table-mode rules: see test_cinch_table_mode.py
(and the outside-table-mode refusal below).
"""

from __future__ import annotations

from math import comb

import pytest
from cinch_positions import (
    E,
    N,
    S,
    W,
    apply_all,
    assert_refused,
    cards,
    legal,
    play_rest,
    position,
    record_example,
    show,
)

from tutor.cards import Card, Suit, cards_of
from tutor.games.cinch import PROFILES, HandState, Move, Phase, Point, Profile, Verb, legal_moves, score_hand
from tutor.games.seats import Seat, Side

ANY = Profile(name="any-excess", excess_trumps="any")
FREE = Profile(name="free-rob", dealer_rob="free")


def moves_text(state: HandState) -> set[str]:
    """The legal moves as text, cards in deck order (see `norm`)."""
    return {str(move) for move in legal_moves(state)}


def norm(text: str) -> str:
    """A discard or rob written in any order, with its cards in deck order (as the engine lists them)."""
    seat, verb, *written = text.split()
    return " ".join([seat, verb, *map(str, sorted(cards(" ".join(written))))])


def in_deck_order(text: str) -> tuple[Card, ...]:
    return tuple(sorted(cards(text)))


def hand_text(state: HandState, seat: Seat) -> str:
    return show(state.hand(seat))


# --- draw.discard -------------------------------------------------------------------------------


def test_draw_discard_every_non_dealer_discards_all_non_trumps() -> None:
    state = record_example(5)  # hearts trumps; W, N, E discard in turn from the dealer's left
    assert (state.phase, state.to_move) == (Phase.DISCARD, W)
    assert moves_text(state) == {norm("W discard AS KS AC KC QC JC")}
    state = legal(state, "W discard AS KS AC KC QC JC")
    assert hand_text(state, W) == "5H 10H JH"
    assert state.discards[W] == cards("AS KS AC KC QC JC")
    assert state.to_move is N
    state = legal(state, "N discard 9C 8C 7C 4S 3S 2S JD")
    assert state.to_move is E
    # E's 5D is the Left Pedro, a trump: it is kept.
    assert moves_text(state) == {norm("E discard 8S 9S 10S 3C 4C 5C 6C")}


def test_draw_discard_keeping_a_non_trump_is_refused() -> None:
    state = record_example(5)
    assert_refused(
        state, "W discard AS KS AC KC QC", "draw.discard", "keeps-non-trump", cards=cards("JC"), trump=Suit.HEARTS
    )
    assert_refused(state, "W discard", "draw.discard", "keeps-non-trump", cards=in_deck_order("AS KS AC KC QC JC"))
    eastern = record_example(7)
    # With hearts trumps the 5D is a trump, but the other diamonds are not.
    assert_refused(eastern, "E discard 10S 9S 8S 6C 5C 4C 5D", "draw.discard", "keeps-non-trump", cards=cards("3C"))


def test_draw_discard_precedence_own_card_then_discard_then_excess_trumps() -> None:
    state = seven_trumps(profile=None)
    assert_refused(state, "E discard 2C", "turn.own-card", "not-in-hand", cards=cards("2C"))
    assert_refused(state, "E discard AS", "draw.discard", "keeps-non-trump", cards=cards("KS"))
    assert_refused(state, "E discard AS KS", "draw.excess-trumps", "keeps-too-many-trumps", count=7, excess=1)


def test_draw_discard_the_dealer_does_not_discard() -> None:
    state = record_example(8)
    assert (state.phase, state.to_move) == (Phase.ROB, S)
    assert state.discards[S] is None
    assert_refused(state, "S discard 7D 8D 9D KD QS JS", "turn.order", "wrong-verb", expected=("rob",))
    earlier = record_example(7)
    assert_refused(earlier, "S discard 7D 8D 9D KD QS JS", "turn.order", "not-your-turn", to_move=E)


# --- draw.excess-trumps -------------------------------------------------------------------------


def seven_trumps(profile: Profile | None = None) -> HandState:
    """Dealer N; E holds seven hearts (AH JH 10H score) and AS KS, bids 7 and names hearts."""
    hands = {
        E: "AH KH QH JH 10H 9H 8H AS KS",
        S: "2S 3S 4S 5S 6S 7S 8S 9S 10S",
        W: "2C 3C 4C 5C 6C 7C 8C 9C 10C",
        N: "2D 3D 4D 5D 6D 7D 8D 9D 10D",
    }
    moves = ["E bid 7", "S pass", "W pass", "N pass", "E trump H"]
    return position(N, hands, moves=moves, profile=profile or PROFILES["standard"])


def test_draw_excess_trumps_seven_trumps_keep_exactly_six_non_point_discarded() -> None:
    state = seven_trumps()
    assert moves_text(state) == {norm(f"E discard AS KS {trump}") for trump in ("8H", "9H", "QH", "KH")}
    assert_refused(
        state, "E discard AS KS AH", "draw.excess-trumps", "discards-point-trump",
        cards=cards("AH"), count=7, excess=1, trump=Suit.HEARTS,
    )
    assert_refused(
        state, "E discard AS KS KH QH", "draw.excess-trumps", "discards-trump", cards=cards("QH KH"), count=7, excess=1
    )
    after = legal(state, "E discard AS KS 9H")
    assert hand_text(after, E) == "8H 10H JH QH KH AH"
    assert after.dead == ((E, cards("9H")[0]),)  # shown and dead


def test_draw_excess_trumps_six_or_fewer_trumps_are_all_kept() -> None:
    state = record_example(5)  # W holds three trumps
    assert_refused(
        state, "W discard AS KS AC KC QC JC 10H", "draw.excess-trumps", "discards-trump",
        cards=cards("10H"), count=3, excess=0,
    )


def test_draw_excess_trumps_option_any_allows_any_trump() -> None:
    state = seven_trumps(ANY)
    assert len(legal_moves(state)) == 7
    after = legal(state, "E discard AS KS AH")
    assert after.dead == ((E, cards("AH")[0]),)
    assert_refused(state, "E discard AS KS AH KH", "draw.excess-trumps", "discards-trump", count=7, excess=1)


def test_draw_excess_trumps_option_any_point_trump_of_an_opponent_counts_for_the_bidder() -> None:
    # S, an opponent of the bidder E, holds seven trumps and puts the Ace (High) away.
    hands = {
        S: "AH KH QH JH 10H 9H 8H AS KS",
        E: "2S 3S 4S 5S 6S 7S 8S 9S 10S",
        W: "2C 3C 4C 5C 6C 7C 8C 9C 10C",
        N: "AD KD QD JD 10D 9D 8D 7D 6D",
    }
    moves = ["E bid 7", "S pass", "W pass", "N pass", "E trump H", "E discard 2S 3S 4S 5S 6S 7S 8S 9S 10S",
             "S discard AS KS AH", "W discard 2C 3C 4C 5C 6C 7C 8C 9C 10C"]
    state = position(N, hands, moves=moves, profile=ANY)
    sheet = score_hand(play_rest(state))
    high = next(won for won in sheet.points if won.point is Point.HIGH)
    assert (high.side, high.trick, high.played_by, high.rule) == (Side.EW, None, S, "draw.error-discard")
    assert sum(sheet.counts) == 14


def test_draw_excess_trumps_option_any_point_trump_of_the_bidding_side_counts_for_nobody() -> None:
    # W, the bidder's partner, holds seven trumps and puts the 2 (Low) away; E bid 14.
    hands = {
        W: "2H 3H 4H 6H 7H 8H 9H AC KC",
        E: "2S 3S 4S 5S 6S 7S 8S 9S 10S",
        S: "AD KD QD JD 10D 9D 8D 7D 6D",
        N: "QC JC 10C 9C 8C 7C 6C 5C 4C",
    }
    moves = ["E bid 14", "S pass", "W pass", "N pass", "E trump H", "E discard 2S 3S 4S 5S 6S 7S 8S 9S 10S",
             "S discard AD KD QD JD 10D 9D 8D 7D 6D", "W discard AC KC 2H"]
    state = position(N, hands, moves=moves, profile=ANY)
    sheet = score_hand(play_rest(state))
    low = next(won for won in sheet.points if won.point is Point.LOW)
    assert (low.side, low.trick, low.played_by, low.rule) == (None, None, W, "score.dead-card")
    assert sum(sheet.counts) == 13
    # 14 cannot be made with 13 points in play; the set formula stays 14 + shortfall.
    assert not sheet.made and sheet.rule == "score.set"
    assert sheet.shortfall == 14 - sheet.counts[Side.EW]
    assert sheet.scores == (14 + sheet.shortfall, 0)


# --- draw.change-discard (outside table mode) ---------------------------------------------------


def test_draw_change_discard_outside_table_mode_a_discard_cannot_be_made_again() -> None:
    state = record_example(6)  # W has discarded; N to discard
    assert_refused(state, "W discard AS KS AC KC QC", "turn.order", "not-your-turn", to_move=N)
    robbing = record_example(8)
    assert_refused(robbing, "W discard AS KS AC KC QC JC", "turn.order", "not-your-turn", to_move=S)


# --- draw.fill ----------------------------------------------------------------------------------


def test_draw_fill_from_the_dealers_left_to_six_cards_each() -> None:
    before = record_example(7)
    assert before.took == (0, 0, 0, 0), "draw.fill"
    state = record_example(8)  # after E's discard the engine fills W, N, E in turn
    assert state.phase is Phase.ROB
    assert hand_text(state, W) == "5H 6H 7H 8H 10H JH"  # 6H 7H 8H from the top
    assert hand_text(state, N) == "9H KH AH 10D QD AD"  # then 9H AD QD 10D
    assert hand_text(state, E) == "QH 2D 3D 4D 5D 6D"  # then 6D 4D 3D 2D
    assert show(state.stock) == "7S 6S 5S 10C 2C"
    assert state.took == (4, 4, 0, 3)  # public: N 4, E 4, W 3; the dealer has not robbed yet
    assert all(state.hands[seat].bit_count() == 6 for seat in (N, E, W))


def test_draw_fill_a_player_with_six_trumps_takes_nothing() -> None:
    state = apply_all(seven_trumps(), ["E discard AS KS 9H", "S discard 2S 3S 4S 5S 6S 7S 8S 9S 10S"])
    state = apply_all(state, ["W discard 2C 3C 4C 5C 6C 7C 8C 9C 10C"])
    assert state.took[E] == 0 and state.took[S] == 6 and state.took[W] == 6
    assert show(state.hand(S)) == "JS QS 2H 3H 4H 5H"  # the top of the stock (the rest in deck order)


# --- draw.rob -----------------------------------------------------------------------------------


def test_draw_rob_dealer_keeps_six_of_his_nine_plus_the_stock() -> None:
    state = record_example(8)
    choice = legal_moves(state)
    assert len(choice) == comb(11, 3)  # 2H 3H 4H kept, any 3 of the other 8 + 5 in the stock
    kept = legal(state, "S rob 2H 3H 4H KD QS JS")
    assert kept.discards[S] == cards("7D 8D 9D")
    assert kept.took[S] == 0 and show(kept.stock) == "7S 6S 5S 10C 2C"
    assert (kept.phase, kept.to_move) == (Phase.PLAY, E)
    robbed = legal(state, "S rob 2H 3H 4H 7S 6S 5S")
    assert robbed.took[S] == 3 and show(robbed.stock) == "10C 2C"
    assert show(robbed.hand(S)) == "5S 6S 7S 2H 3H 4H"
    assert robbed.discards[S] == in_deck_order("7D 8D 9D KD QS JS")
    assert robbed.dead == ()


def test_draw_rob_must_keep_every_trump_available() -> None:
    state = record_example(8)
    assert_refused(
        state, "S rob 2H 3H KD QS JS 7D", "draw.rob", "rob-leaves-trump", cards=cards("4H"), trump=Suit.HEARTS
    )


def test_draw_rob_exactly_six_cards() -> None:
    state = record_example(8)
    assert_refused(state, "S rob 2H 3H 4H KD QS", "draw.rob", "rob-count", count=5, keep=6)
    assert_refused(state, "S rob 2H 3H 4H KD QS JS 7D", "draw.rob", "rob-count", count=7, keep=6)
    assert_refused(state, "S rob", "draw.rob", "rob-count", count=0, keep=6)


def test_draw_rob_a_card_kept_twice_is_refused() -> None:
    state = record_example(8)
    rob = Move(S, Verb.ROB, cards("2H 3H 4H KD QS QS"))  # six names, five cards
    assert_refused(state, rob, "draw.rob", "card-named-twice", cards=cards("QS"))
    rob = Move(S, Verb.ROB, cards("2H 3H 4H 2H KD QS JS"))  # seven names, the six cards of a legal rob
    assert_refused(state, rob, "draw.rob", "card-named-twice", cards=cards("2H"))
    assert_refused(state, Move(S, Verb.ROB, cards("2H 2H AH")), "draw.rob", "rob-unavailable", cards=cards("AH"))


def test_draw_rob_everything_is_draw_rob_even_a_card_nowhere_available() -> None:
    state = record_example(8)
    assert_refused(state, "S rob 2H 3H 4H KD QS AH", "draw.rob", "rob-unavailable", cards=cards("AH"))
    assert_refused(state, "S rob AH 2H", "draw.rob", "rob-unavailable", cards=cards("AH"))
    assert_refused(state, "S rob AS 2H 3H 4H KD QS", "draw.rob", "rob-unavailable", cards=cards("AS"))  # W's discard


def nine_trumps_for_the_dealer(profile: Profile | None = None) -> HandState:
    """Dealer N holds seven hearts and finds 5H 7H in the stock: nine trumps, four of them points."""
    hands = {
        E: "2H 5D 2S 3S 4S 5S 6S 7S 8S",
        S: "3H 4H 2C 3C 4C 5C 6C 7C 8C",
        W: "6H 9S 10S JS QS KS AS 9C 10C",
        N: "AH KH QH JH 10H 9H 8H 2D 3D",
    }
    stock = "4D 6D 7D 8D 9D 10D JD QD KD AD JC QC KC 5H 7H AC"
    moves = ["E bid 7", "S pass", "W pass", "N pass", "E trump H", "E discard 2S 3S 4S 5S 6S 7S 8S",
             "S discard 2C 3C 4C 5C 6C 7C 8C", "W discard 9S 10S JS QS KS AS 9C 10C"]
    state = position(N, hands, stock, moves, profile=profile or PROFILES["standard"])
    assert state.phase is Phase.ROB and show(state.stock) == "5H 7H AC"
    return state


def test_draw_rob_more_than_six_trumps_leaves_out_only_non_point_trumps() -> None:
    state = nine_trumps_for_the_dealer()
    assert moves_text(state) == {
        "N rob " + show(cards_of(mask)) for mask in _masks("AH JH 10H 5H", "KH QH 9H 8H 7H", 2)
    }
    assert_refused(state, "N rob AH JH 10H KH QH 9H", "draw.rob", "rob-leaves-point-trump", cards=cards("5H"))
    assert_refused(state, "N rob AH JH 10H 5H KH 2D", "draw.rob", "rob-leaves-trump", cards=cards("7H 8H 9H QH"))
    after = legal(state, "N rob AH JH 10H 5H KH QH")
    assert after.dead == tuple((N, card) for card in cards("7H 8H 9H"))  # shown and dead
    assert after.took[N] == 1
    assert show(after.stock) == "7H AC"


def _masks(fixed: str, pool: str, k: int) -> list[int]:
    from itertools import combinations

    from tutor.cards import mask_of

    return [mask_of(cards(fixed)) | mask_of(extra) for extra in combinations(cards(pool), k)]


def test_draw_rob_option_free_the_dealer_chooses_any_six() -> None:
    state = nine_trumps_for_the_dealer(FREE)
    assert len(legal_moves(state)) == comb(12, 6)
    after = legal(state, "N rob AH JH KH QH 2D 3D")
    assert {card for _, card in after.dead} == set(cards("10H 9H 8H 5H 7H"))
    assert all(seat is N for seat, _ in after.dead)
    assert_refused(state, "N rob AH JH KH QH 2D", "draw.rob", "rob-count", count=5)
    assert_refused(state, "N rob AH JH KH QH 2D 4D", "draw.rob", "rob-unavailable", cards=cards("4D"))
    # N is an opponent of the bidder E: the scoring trumps he left out count for E-W.
    sheet = score_hand(play_rest(after))
    game = next(won for won in sheet.points if won.point is Point.GAME)
    pedro = next(won for won in sheet.points if won.point is Point.RIGHT_PEDRO)
    assert (game.side, game.rule) == (Side.EW, "draw.error-discard")
    assert (pedro.side, pedro.rule) == (Side.EW, "draw.error-discard")


# --- draw.stock-short ---------------------------------------------------------------------------

SHORT_HANDS = {
    N: "2D 3D 4D 2S 3S 4S 2C 3C 4C",
    E: "AS KS QS JS 10S 9S 8S 7S 6S",
    S: "AC KC QC JC 10C 9C 8C 7C 6C",
    W: "AD KD QD JD 10D 9D 8D 7D 6D",
}
"""Dealer N, hearts trumps: no non-dealer holds a trump, so they need 18 cards from a 16-card stock."""
SHORT_STOCK = "5S 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 5D 5C"
SHORT_MOVES = ["E bid 6", "S pass", "W pass", "N pass", "E trump H",
               "E discard AS KS QS JS 10S 9S 8S 7S 6S",
               "S discard AC KC QC JC 10C 9C 8C 7C 6C"]


def test_draw_stock_short_the_shortfall_comes_from_the_non_trump_discards_in_order() -> None:
    state = position(N, SHORT_HANDS, SHORT_STOCK, SHORT_MOVES)
    state = legal(state, "W discard AD KD QD JD 10D 9D 8D 7D 6D")
    assert state.phase is Phase.ROB, "draw.stock-short"
    assert state.took == (0, 6, 6, 6)
    assert hand_text(state, E) == "5S 2H 3H 4H 5H 6H"
    assert hand_text(state, S) == "7H 8H 9H 10H JH QH"
    # W gets the last four of the stock, then the first two non-trumps discarded: E's AS and KS.
    assert hand_text(state, W) == "KS AS KH AH 5D 5C"
    # The dealer then keeps six of his own nine: nothing is left to rob.
    assert state.stock == ()
    assert len(legal_moves(state)) == comb(9, 6)
    assert_refused(state, "N rob 2D 3D 4D 2S 3S QS", "draw.rob", "rob-unavailable", cards=cards("QS"))
    after = legal(state, "N rob 2D 3D 4D 2S 3S 4S")
    assert after.took[N] == 0 and after.discards[N] == cards("2C 3C 4C")
    assert play_rest(after).phase is Phase.COMPLETE


def test_draw_stock_short_the_records_refill_order_is_used() -> None:
    refill = "QC JC AD " + " ".join(SHORT_HANDS[E].split())
    state = position(N, SHORT_HANDS, SHORT_STOCK, SHORT_MOVES, refill=refill)
    state = legal(state, "W discard AD KD QD JD 10D 9D 8D 7D 6D")
    assert set(state.hand(W)) == set(cards("KH AH 5D 5C QC JC"))  # QC JC: the refill's first two
    assert state.stock == ()


def test_draw_stock_short_does_not_apply_when_the_stock_suffices() -> None:
    state = record_example(8)
    assert state.refill is None and len(state.stock) == 5


@pytest.mark.parametrize("dealer", [E, S, W], ids=str)
def test_draw_stock_short_every_dealer(dealer: Seat) -> None:
    # Rotate the short deal so that `dealer` deals; the same seats relative to him are short.
    shift = int(dealer)
    hands = {Seat((int(seat) + shift) % 4): text for seat, text in SHORT_HANDS.items()}
    order = [Seat((int(seat) + shift) % 4) for seat in (E, S, W)]
    moves = [f"{order[0]} bid 6", f"{order[1]} pass", f"{order[2]} pass", f"{dealer} pass", f"{order[0]} trump H"]
    moves += [f"{seat} discard {hands[seat]}" for seat in order]
    state = position(dealer, hands, SHORT_STOCK, moves)
    assert state.took[order[2]] == 6 and state.stock == ()
    assert show(state.hand(order[2])).endswith("5D 5C")
