"""Section 0 of cinch-rules.md: `turn.order`, `turn.own-card`, and which rule a verdict cites
when one move breaks several (the precedence paragraph)."""

from __future__ import annotations

from cinch_positions import (
    E,
    N,
    S,
    W,
    assert_refused,
    cards,
    legal,
    play_cards,
    play_deal,
    play_rest,
    position,
    record_example,
    show,
)

from tutor.cards import DECK, Suit
from tutor.games.cinch import PROFILES, Move, Phase, Verb, check_move, legal_moves
from tutor.games.cinch.moves import stray_arguments
from tutor.games.seats import Seat

BIDDING = ("bid", "pass")


# --- turn.order ---------------------------------------------------------------------------------


def test_turn_order_only_the_seat_to_move_may_bid() -> None:
    state = record_example(0)  # dealer S: W bids first
    assert state.to_move is W
    for seat in (N, E, S):
        assert_refused(
            state, f"{seat} bid 7", "turn.order", "not-your-turn",
            to_move=W, phase="bidding", verb="bid", expected=BIDDING,
        )
        assert_refused(state, f"{seat} pass", "turn.order", "not-your-turn", to_move=W, verb="pass")
    legal(state, "W bid 7")


def test_turn_order_verb_of_another_phase_is_refused() -> None:
    state = record_example(0)
    assert_refused(state, "W trump H", "turn.order", "wrong-verb", to_move=W, phase="bidding", verb="trump")
    assert_refused(state, "W play AS", "turn.order", "wrong-verb", verb="play", expected=BIDDING)
    assert_refused(state, "W discard AS", "turn.order", "wrong-verb", verb="discard")
    assert_refused(state, "W rob 5H JH 10H AS KS AC", "turn.order", "wrong-verb", verb="rob")
    naming = record_example(4)
    assert naming.phase is Phase.TRUMP and naming.to_move is E
    assert_refused(naming, "E discard 10S", "turn.order", "wrong-verb", phase="trump", expected=("trump",))
    assert_refused(naming, "E play QH", "turn.order", "wrong-verb", expected=("trump",))


def test_turn_order_in_each_phase_only_the_seat_to_move_acts() -> None:
    naming = record_example(4)
    assert_refused(naming, "W trump S", "turn.order", "not-your-turn", to_move=E, phase="trump")
    discarding = record_example(5)
    assert discarding.phase is Phase.DISCARD and discarding.to_move is W
    assert_refused(discarding, "N discard 9C 8C 7C 4S 3S 2S JD", "turn.order", "not-your-turn", to_move=W)
    robbing = record_example(8)
    assert robbing.phase is Phase.ROB and robbing.to_move is S
    assert_refused(robbing, "E rob 2H 3H 4H KD QS JS", "turn.order", "not-your-turn", to_move=S, phase="rob")
    playing = record_example()
    assert playing.phase is Phase.PLAY and playing.to_move is E
    assert_refused(playing, "S play 2H", "turn.order", "not-your-turn", to_move=E, phase="play")
    assert_refused(playing, "E rob 2H 3H 4H KD QS JS", "turn.order", "wrong-verb", expected=("play",))


def test_turn_order_after_the_hand_is_over_any_move_breaks_turn_order() -> None:
    over = play_rest(record_example())
    assert over.phase is Phase.COMPLETE and over.to_move is None
    for text in ("E play QH", "N bid 9", "W pass", "E trump S", "S rob 2H 3H 4H KD QS JS", "W discard"):
        assert_refused(over, text, "turn.order", "hand-over", phase="complete")
    redeal = position(N, _nine_each(), moves=["E pass", "S pass", "W pass", "N pass"], profile=PROFILES["redeal"])
    assert redeal.phase is Phase.REDEAL
    for text in ("E bid 7", "N pass", "E play AS", "E trump H"):
        assert_refused(redeal, text, "turn.order", "hand-over", phase="redeal")


def _nine_each() -> dict[Seat, str]:
    """The first 36 cards of the deck, nine each; the stock is the rest."""
    return {seat: show(DECK[9 * i:9 * i + 9]) for i, seat in enumerate((N, E, S, W))}


def test_turn_order_precedence_wrong_seat_before_the_rules_of_the_phase() -> None:
    bidding = record_example(0)
    # A bid out of range by the wrong seat: turn.order, not bid.range.
    assert_refused(bidding, "N bid 20", "turn.order", "not-your-turn")
    assert_refused(bidding, "N bid 0", "turn.order", "not-your-turn")
    discarding = record_example(5)
    # A discard by the wrong seat of cards he does not hold: turn.order, not turn.own-card.
    assert_refused(discarding, "N discard QH", "turn.order", "not-your-turn")
    robbing = record_example(8)
    assert_refused(robbing, "W rob AH", "turn.order", "not-your-turn")
    playing = record_example()
    # A card the seat does not hold, played out of turn: turn.order.
    assert_refused(playing, "W play QH", "turn.order", "not-your-turn")


def test_turn_order_precedence_bid_one_turn_before_turn_order() -> None:
    state = record_example(2)  # W bid 7, N passed; E to bid
    assert_refused(state, "W bid 9", "bid.one-turn", "already-called", call=7)
    assert_refused(state, "N bid 9", "bid.one-turn", "already-called", call=None)
    assert_refused(state, "N pass", "bid.one-turn", "already-called", call=None)
    # E has not called: a bid by S out of turn breaks turn.order.
    assert_refused(state, "S bid 9", "turn.order", "not-your-turn", to_move=E)


# --- turn.own-card ------------------------------------------------------------------------------


def test_turn_own_card_discard_of_a_card_not_held() -> None:
    state = record_example(5)  # W to discard: 5H JH 10H AS KS AC KC QC JC
    assert_refused(state, "W discard AS KS AC KC QC JC 9C", "turn.own-card", "not-in-hand", cards=cards("9C"))
    # turn.own-card comes before draw.discard (W also keeps AS ... JC here).
    assert_refused(state, "W discard 2D", "turn.own-card", "not-in-hand", cards=cards("2D"))


def test_turn_own_card_play_of_a_card_not_held() -> None:
    state = record_example()
    violation = assert_refused(state, "E play AH", "turn.own-card", "not-in-hand", cards=cards("AH"))
    assert violation.seat is E
    # A card of the stock is not in anyone's hand either.
    assert_refused(state, f"E play {state.stock[0]}", "turn.own-card", "not-in-hand")


def test_turn_own_card_precedes_the_follow_rules() -> None:
    state = play_cards(play_deal(), "4H")  # a trump lead: S must play KH or 5D
    assert_refused(state, "S play 9S", "turn.own-card", "not-in-hand", cards=cards("9S"))
    assert_refused(state, "S play QS", "play.follow-trump", "must-follow-trump")


def test_turn_own_card_a_play_of_no_card_is_refused() -> None:
    assert_refused(play_deal(), Move(E, Verb.PLAY, ()), "turn.own-card", "not-in-hand", cards=())


def test_turn_order_a_play_of_two_cards_is_refused_even_if_both_are_held() -> None:
    state = play_deal()  # E to lead, holding AH and 4H
    assert_refused(state, Move(E, Verb.PLAY, cards("AH 4H")), "turn.order", "one-card-at-a-time", count=2)
    assert_refused(state, Move(E, Verb.PLAY, cards("AH AH")), "turn.order", "one-card-at-a-time", count=2)
    # The wrong seat is told it is not his turn first.
    assert_refused(state, Move(S, Verb.PLAY, cards("KH 5D")), "turn.order", "not-your-turn")


def test_turn_own_card_a_card_discarded_twice_is_refused() -> None:
    state = record_example(5)  # W to discard: 5H JH 10H AS KS AC KC QC JC
    move = Move(W, Verb.DISCARD, cards("AS KS AC KC QC JC JC"))
    assert_refused(state, move, "turn.own-card", "card-named-twice", cards=cards("JC"))
    # A card not held is named first; the discard rules come after.
    assert_refused(state, Move(W, Verb.DISCARD, cards("AS AS 9C")), "turn.own-card", "not-in-hand", cards=cards("9C"))
    assert_refused(state, Move(W, Verb.DISCARD, cards("AS AS")), "turn.own-card", "card-named-twice", cards=cards("AS"))


def test_turn_order_a_move_with_arguments_its_verb_does_not_take_is_refused() -> None:
    bidding = record_example(0)  # W to bid
    move = Move(W, Verb.PASS, amount=7)
    assert_refused(bidding, move, "turn.order", "malformed-move", verb="pass", stray=("amount",))
    assert_refused(bidding, Move(W, Verb.BID, cards("AS"), amount=7), "turn.order", "malformed-move", stray=("cards",))
    naming = record_example(4)
    move = Move(E, Verb.TRUMP, cards("QH"), suit=Suit.HEARTS, detail="x")
    assert_refused(naming, move, "turn.order", "malformed-move", verb="trump", stray=("cards", "detail"))
    discarding = record_example(5)
    move = Move(W, Verb.DISCARD, cards("AS KS AC KC QC JC"), target=N)
    assert_refused(discarding, move, "turn.order", "malformed-move", stray=("target",))
    robbing = record_example(8)
    move = Move(S, Verb.ROB, cards("2H 3H 4H KD QS JS"), suit=Suit.HEARTS)
    assert_refused(robbing, move, "turn.order", "malformed-move", stray=("suit",))
    playing = record_example()
    move = Move(E, Verb.PLAY, cards("QH"), amount=1)
    assert_refused(playing, move, "turn.order", "malformed-move", stray=("amount",))
    # The same moves without the stray argument are legal.
    legal(bidding, Move(W, Verb.PASS))
    legal(playing, Move(E, Verb.PLAY, cards("QH")))


def test_turn_order_every_move_text_that_parses_has_no_stray_argument() -> None:
    for text in ("N bid 7", "N pass", "N trump H", "N discard AS KS", "N rob AS KS QS JS 10S 9S", "N play AS",
                 "N claim revoke", "N claim new-deal improper-cut", "N claim excess E AS", "N withdraw",
                 "N withdraw no-trump-lead", "N accept"):
        assert stray_arguments(Move.parse(text)) == (), text


def test_turn_order_legal_moves_belong_to_the_seat_to_move_only() -> None:
    for state in (record_example(0), record_example(4), record_example(5), record_example(8), record_example()):
        moves = list(legal_moves(state))
        assert moves and all(move.seat == state.to_move for move in moves)
        assert all(check_move(state, move) is None for move in moves)
