"""Section 7 of cinch-rules.md in table mode (`new_hand(..., table_mode=True)`), with
`draw.change-discard` and `draw.error-discard`: irregular moves are ruled on, not refused.

Outside table mode the same moves are refused (see the other rule tests), and so are the claims.
"""

from __future__ import annotations

import pytest
from cinch_positions import (
    PLAY_FINAL,
    E,
    N,
    S,
    W,
    apply_all,
    assert_refused,
    cards,
    irregular,
    legal,
    play_cards,
    play_deal,
    play_rest,
    position,
    ready_to_play,
    record_example,
    show,
)

from tutor.cards import DECK, Card, Suit
from tutor.games.cinch import (
    PROFILES,
    HandState,
    Move,
    Phase,
    Point,
    Verb,
    Violation,
    deal_hand,
    is_trump,
    legal_moves,
    new_hand,
    score_hand,
)
from tutor.games.cinch.setup import deal_in_threes
from tutor.games.cinch.state import OutOfTurn, Revoke
from tutor.games.seats import Seat, Side

NS, EW = Side.NS, Side.EW


TABLE_VERBS = ("claim", "withdraw", "accept")


def claims_text(state: HandState) -> set[str]:
    """The claims, withdrawals and acceptances open now."""
    return {str(move) for move in legal_moves(state) if move.verb.value in TABLE_VERBS}


def regular_text(state: HandState) -> set[str]:
    """The regular moves open now."""
    return {str(move) for move in legal_moves(state) if move.verb.value not in TABLE_VERBS}


def wrong_hands(table_mode: bool = True) -> tuple[HandState, dict[Seat, list[Card]]]:
    """Dealer N dealt the pack in deck order, but gave E ten cards and W eight."""
    hands, stock = deal_in_threes(list(DECK), N)
    hands[E].append(hands[W].pop())
    return new_hand(N, hands, stock, table_mode=table_mode), hands


# --- irregular.bid-out-of-turn ------------------------------------------------------------------


def test_irregular_bid_out_of_turn_the_bid_is_void_and_the_side_is_barred() -> None:
    state = record_example(0, table_mode=True)  # dealer S: W to bid
    after, violation = irregular(state, "E bid 7")
    assert (violation.rule, violation.code) == ("turn.order", "not-your-turn")
    assert after.table.barred == frozenset({EW})
    assert after.calls == () and after.bidder is None and after.to_move is W
    assert after.table.rulings == ("irregular.bid-out-of-turn",)
    # Neither member of the offending side may bid afterwards: only a pass.
    assert regular_text(after) == {"W pass"}
    assert_refused(after, "W bid 7", "irregular.bid-out-of-turn", "barred-from-bidding", bid=7)
    after = apply_all(after, ["W pass", "N bid 6"])
    assert regular_text(after) == {"E pass"}
    assert_refused(after, "E bid 9", "irregular.bid-out-of-turn", "barred-from-bidding", bid=9)
    after = apply_all(after, ["E pass", "S pass"])
    assert (after.bidder, after.bid, after.phase) == (N, 6, Phase.TRUMP)


def test_irregular_bid_out_of_turn_an_earlier_bid_of_that_side_stands() -> None:
    state = apply_all(record_example(0, table_mode=True), ["W bid 7"])
    after, _ = irregular(state, "E bid 8")  # N was to bid
    assert (after.bidder, after.bid, after.to_move) == (W, 7, N)
    after = apply_all(after, ["N pass", "E pass", "S pass"])
    assert (after.bidder, after.bid, after.phase, after.to_move) == (W, 7, Phase.TRUMP, W)


def test_irregular_bid_out_of_turn_outside_table_mode_is_refused() -> None:
    assert_refused(record_example(0), "E bid 7", "turn.order", "not-your-turn", to_move=W)


def test_irregular_bid_out_of_turn_a_barred_dealer_under_stick_the_dealer_may_pass() -> None:
    dealt = deal_hand(3, N, PROFILES["stick-the-dealer"])
    state = new_hand(N, {seat: dealt.hand(seat) for seat in Seat}, dealt.stock, dealt.profile, table_mode=True)
    state, _ = irregular(state, "S bid 7")  # E was to bid: N-S are barred
    state = apply_all(state, ["E pass", "S pass", "W pass"])
    assert regular_text(state) == {"N pass"}
    state = legal(state, "N pass")  # barred, the dealer cannot be stuck: he becomes the maker
    assert (state.phase, state.bidder, state.bid) == (Phase.TRUMP, N, 0)


# --- irregular.play-out-of-turn -----------------------------------------------------------------


def test_irregular_play_out_of_turn_withdrawn_on_an_opponents_demand() -> None:
    state = play_deal(table_mode=True)  # E to lead
    pending, violation = irregular(state, "S play KH")
    assert (violation.rule, violation.code) == ("turn.order", "not-your-turn")
    assert pending.table.out_of_turn == OutOfTurn(S, cards("KH")[0], rightful=E)
    assert pending.hand(S) == state.hand(S) and pending.trick == ()
    # Until the opponents rule, nothing else happens.
    assert claims_text(pending) == {"E withdraw", "W withdraw", "E accept", "W accept"}
    assert_refused(
        pending, "E play AH", "irregular.play-out-of-turn", "ruling-pending", offender=S, card=cards("KH")[0]
    )
    assert_refused(pending, "N withdraw", "irregular.play-out-of-turn", "not-an-opponent", offender=S)
    assert_refused(pending, "N accept", "irregular.play-out-of-turn", "not-an-opponent", offender=S)
    # S led for E, an opponent: no demand about the lead.
    assert_refused(pending, "E withdraw lead-trump", "irregular.play-out-of-turn", "no-lead-demand")
    back = legal(pending, "E withdraw")
    assert back.table.out_of_turn is None and back.trick == () and back.to_move is E
    assert back.hand(S) == state.hand(S)
    assert back.table.rulings == ("irregular.play-out-of-turn",)
    legal(back, "E play AH")


def test_irregular_play_out_of_turn_accepted_card_stands() -> None:
    pending, _ = irregular(play_deal(table_mode=True), "S play KH")
    stands = legal(pending, "W accept")
    assert stands.trick == ((S, cards("KH")[0]),)
    assert stands.to_move is W  # play goes on clockwise from the card that stands
    stands = play_cards(stands, "QH 2H AH")
    assert stands.tricks[0].leader is S and stands.tricks[0].winner is E


def test_irregular_play_out_of_turn_too_late_once_an_opponent_has_played() -> None:
    state = play_cards(play_deal(table_mode=True), "AH KH")  # W to play
    pending, _ = irregular(state, "N play 2H")  # N's opponent E has already played
    for opponent in (W, E):
        assert_refused(
            pending, f"{opponent} withdraw", "irregular.play-out-of-turn", "too-late-to-withdraw", offender=N
        )
    assert claims_text(pending) == {"E accept", "W accept"}
    stands = legal(pending, "E accept")
    assert [seat for seat, _ in stands.trick] == [E, S, N]
    assert stands.to_move is W
    assert play_cards(stands, "3H").tricks[0].winner is E


def test_irregular_play_out_of_turn_withdrawn_while_neither_opponent_has_played() -> None:
    state = play_cards(play_deal(table_mode=True), "AH")  # S to play
    pending, _ = irregular(state, "W play 3H")  # W's opponents N and S have not played
    assert claims_text(pending) == {"N withdraw", "S withdraw", "N accept", "S accept"}
    back = legal(pending, "N withdraw")
    assert back.to_move is S and back.trick == ((E, cards("AH")[0]),)


def test_irregular_play_out_of_turn_a_second_card_to_the_same_trick_is_refused() -> None:
    state = play_cards(play_deal(table_mode=True), "AH")  # E has played to this trick
    assert_refused(state, "E play 4H", "turn.order", "not-your-turn", to_move=S)


@pytest.mark.parametrize(
    ("demand", "allowed"), [("lead-trump", {"AH", "4H"}), ("no-trump-lead", {"AS", "KS", "AD", "2C"})]
)
def test_irregular_play_out_of_turn_lead_for_the_partner_right_hand_opponent_rules_the_lead(
    demand: str, allowed: set[str]
) -> None:
    state = play_deal(table_mode=True)  # E to lead; his partner W leads instead
    pending, _ = irregular(state, "W play 10S")
    assert f"S withdraw {demand}" in claims_text(pending)  # S is W's right-hand opponent
    assert_refused(pending, f"N withdraw {demand}", "irregular.play-out-of-turn", "no-lead-demand", offender=W)
    assert Move.parse(f"S withdraw {demand}") in legal_moves(pending)
    ruled = legal(pending, f"S withdraw {demand}")
    assert ruled.table.lead_demand == (E, demand)
    assert ruled.to_move is E and ruled.trick == ()
    assert {str(move.card) for move in legal_moves(ruled) if move.verb.value == "play"} == allowed
    wrong = next(card for card in ("AS", "AH") if card not in allowed)
    assert_refused(
        ruled, f"E play {wrong}", "irregular.play-out-of-turn", "lead-demand",
        card=cards(wrong)[0], demand=demand, trump=Suit.HEARTS,
    )
    led = legal(ruled, f"E play {sorted(allowed)[0]}")
    assert led.table.lead_demand is None  # the demand lasts for one lead


def test_irregular_play_out_of_turn_a_plain_withdrawal_keeps_an_earlier_lead_demand() -> None:
    pending, _ = irregular(play_deal(table_mode=True), "W play 10S")
    ruled = legal(pending, "S withdraw lead-trump")
    again, _ = irregular(ruled, "N play 2H")  # now N leads out of turn, and E has it withdrawn
    back = legal(again, "E withdraw")
    assert back.table.lead_demand == (E, "lead-trump")
    assert {str(move.card) for move in legal_moves(back) if move.verb.value == "play"} == {"AH", "4H"}


def test_irregular_play_out_of_turn_an_accepted_lead_ends_the_demand_on_the_rightful_leader() -> None:
    pending, _ = irregular(play_deal(table_mode=True), "W play 10S")
    ruled = legal(pending, "S withdraw lead-trump")
    again, _ = irregular(ruled, "N play 2H")
    stands = legal(again, "W accept")
    assert stands.trick == ((N, cards("2H")[0]),) and stands.to_move is E
    assert stands.table.lead_demand is None


def test_irregular_play_out_of_turn_outside_table_mode_is_refused() -> None:
    state = play_deal()
    assert_refused(state, "S play KH", "turn.order", "not-your-turn", to_move=E)
    for text in ("E withdraw", "E accept", "S withdraw lead-trump"):
        assert_refused(state, text, "irregular.play-out-of-turn", "table-mode-only")


def test_irregular_play_out_of_turn_an_accepted_card_that_fails_to_follow_is_a_revoke() -> None:
    state = play_cards(play_deal(table_mode=True), "AD")  # S to play; W holds KD
    pending, _ = irregular(state, "W play 10S")
    stands = legal(pending, "N accept")
    assert stands.table.revokes == (Revoke(W, 1, cards("10S")[0], "play.follow-or-trump"),)


# --- irregular.revoke ---------------------------------------------------------------------------


def revoked(bid: int = 7, table_mode: bool = True) -> tuple[HandState, Violation]:
    """E leads AH; S, holding KH and the 5D, plays QS: a revoke (E bid `bid`)."""
    calls = [f"E bid {bid}", "S pass", "W pass", "N pass"]
    state = play_cards(ready_to_play(N, "H", PLAY_FINAL, calls=calls, table_mode=table_mode), "AH")
    return irregular(state, "S play QS")


def test_irregular_revoke_the_revoking_play_is_accepted_and_recorded() -> None:
    after, violation = revoked()
    assert (violation.rule, violation.code) == ("play.follow-trump", "must-follow-trump")
    assert after.trick == ((E, cards("AH")[0]), (S, cards("QS")[0]))
    assert after.to_move is W
    assert after.table.revokes == (Revoke(S, 1, cards("QS")[0], "play.follow-trump", claimed=False),)
    assert claims_text(after) >= {"E claim revoke", "W claim revoke"}
    assert_refused(after, "N claim revoke", "irregular.revoke", "no-revoke")


def test_irregular_revoke_outside_table_mode_is_refused() -> None:
    state = play_cards(play_deal(), "AH")
    assert_refused(state, "S play QS", "play.follow-trump", "must-follow-trump", held=cards("KH 5D"))


def test_irregular_revoke_claimed_the_offending_side_scores_nothing_and_the_bidder_cannot_be_set() -> None:
    after, _ = revoked(bid=14)
    done = play_rest(after)
    claimed = legal(done, "W claim revoke")  # a claim is possible until the hand is scored
    assert claimed.table.revokes[0].claimed
    assert claimed.table.rulings[-1] == "irregular.revoke"
    sheet = score_hand(claimed)
    assert sheet.penalised == (NS,)
    assert sheet.made and sheet.rule == "score.made"  # 14 was not made, but E cannot be set
    assert sheet.scores[NS] == 0
    assert sheet.scores[EW] == max(0, sheet.counts[EW] - sheet.counts[NS])
    unclaimed = score_hand(done)
    assert unclaimed.penalised == () and not unclaimed.made


def test_irregular_revoke_by_the_bidding_side_the_bidder_can_be_set() -> None:
    state = play_cards(play_deal(table_mode=True), "AD 5D")  # W holds KD and must follow or trump
    after, violation = irregular(state, "W play 10S")
    assert violation.rule == "play.follow-or-trump"
    done = play_rest(after)
    claimed = legal(done, "N claim revoke")
    sheet = score_hand(claimed)
    assert sheet.penalised == (EW,)
    assert sheet.scores[EW] == 0
    if not sheet.made:
        assert sheet.scores[NS] == 14 + sheet.shortfall


def test_irregular_revoke_no_claim_without_a_revoke() -> None:
    state = play_deal(table_mode=True)
    assert_refused(state, "E claim revoke", "irregular.revoke", "no-revoke")
    assert_refused(record_example(0, table_mode=True), "E claim revoke", "irregular.revoke", "no-revoke")
    after, _ = revoked()
    claimed = legal(after, "E claim revoke")
    assert_refused(claimed, "W claim revoke", "irregular.revoke", "no-revoke")  # claimed once


# --- irregular.misdeal --------------------------------------------------------------------------


def test_irregular_misdeal_found_before_the_first_bid_the_deal_passes_left() -> None:
    state, _ = wrong_hands()
    assert [state.hands[seat].bit_count() for seat in Seat] == [9, 10, 9, 8]
    assert "S claim misdeal" in claims_text(state)
    redeal = legal(state, "S claim misdeal")
    assert (redeal.phase, redeal.to_move, redeal.next_dealer) == (Phase.REDEAL, None, E)  # left of N
    assert redeal.table.rulings == ("irregular.misdeal",)
    assert_refused(redeal, "E bid 7", "turn.order", "hand-over", phase="redeal")


def test_irregular_misdeal_after_the_first_bid_is_too_late() -> None:
    state, _ = wrong_hands()
    state = apply_all(state, ["E bid 7"])
    assert_refused(state, "S claim misdeal", "irregular.misdeal", "misdeal-too-late")


def test_irregular_misdeal_needs_a_wrong_number_of_cards() -> None:
    assert_refused(record_example(0, table_mode=True), "N claim misdeal", "irregular.misdeal", "no-misdeal")


def test_irregular_misdeal_outside_table_mode_a_wrong_deal_is_refused() -> None:
    _, hands = wrong_hands()
    with pytest.raises(ValueError, match="9 cards"):
        new_hand(N, hands, list(DECK)[36:])
    assert_refused(record_example(0), "N claim misdeal", "irregular.misdeal", "table-mode-only")


# --- irregular.wrong-hand -----------------------------------------------------------------------


def test_irregular_wrong_hand_an_opponent_draws_the_excess_into_the_stock() -> None:
    state, hands = wrong_hands()
    state = apply_all(state, ["E bid 7"])
    extra = hands[E][-1]
    assert f"S claim excess E {extra}" in claims_text(state)
    drawn = legal(state, f"S claim excess E {extra}")
    assert drawn.hands[E].bit_count() == 9 and not drawn.hands[E] >> extra & 1
    assert drawn.stock == (*state.stock, extra)
    assert drawn.table.rulings == ("irregular.wrong-hand",)
    assert drawn.to_move is S  # the bidding goes on


def test_irregular_wrong_hand_claims_that_are_refused() -> None:
    state, hands = wrong_hands()
    fresh = state
    state = apply_all(state, ["E bid 7"])
    one, two = hands[E][0], hands[E][1]
    assert_refused(state, f"W claim excess E {one}", "irregular.wrong-hand", "excess-not-opponent", seat=E)
    assert_refused(state, f"S claim excess E {one} {two}", "irregular.wrong-hand", "excess-wrong-cards", count=1)
    assert_refused(state, f"S claim excess E {hands[W][0]}", "irregular.wrong-hand", "excess-wrong-cards")
    assert_refused(state, f"N claim excess W {hands[W][0]}", "irregular.wrong-hand", "no-excess", seat=W)
    # Before the first bid it is a misdeal, not a wrong hand.
    assert_refused(fresh, f"S claim excess E {one}", "irregular.wrong-hand", "excess-not-now")
    assert_refused(record_example(1), f"N claim excess W {one}", "irregular.wrong-hand", "table-mode-only")


def test_irregular_wrong_hand_a_player_with_too_few_cards_plays_on() -> None:
    state, _ = wrong_hands()
    state = apply_all(state, ["E bid 7"])
    state = legal(state, f"S claim excess E {state.hand(E)[-1]}")
    state = apply_all(state, ["S pass", "W pass", "N pass", "E trump H"])
    done = play_rest(state)
    assert done.phase is Phase.COMPLETE
    assert len(done.tricks) == 6 and all(len(trick.plays) == 4 for trick in done.tricks)
    assert sum(score_hand(done).counts) == 14


def test_irregular_wrong_hand_an_excess_card_drawn_twice_is_refused() -> None:
    state, hands = wrong_hands()
    state = apply_all(state, ["E bid 7"])  # E holds one card too many
    one = hands[E][0]
    claim = Move(S, Verb.CLAIM, (one, one), detail="excess", target=E)
    assert_refused(state, claim, "irregular.wrong-hand", "card-named-twice", cards=(one,))


# A dealer given only four cards, the three others sixteen each and no stock: the bidding has
# begun, so it is no misdeal any more; nobody claims the excess, and the fill comes from the
# non-trump discards (`draw.stock-short`).
SHORT_DEALER = {
    N: "AH KH 2C 3C",
    E: "QH JH 10H 9H AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S",
    S: "8H 7H 6H 5H 2S 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
    W: "4H 3H 2H 5D AD KD QD JD 10D 9D 8D 7D 6D 4D 3D 2D",
}
SHORT_DEALER_CALLS = ["E bid 7", "S pass", "W pass", "N pass", "E trump H",
                      "E discard AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S",
                      "S discard 2S 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
                      "W discard AD KD QD JD 10D 9D 8D 7D 6D 4D 3D 2D"]


def test_irregular_wrong_hand_a_short_dealer_keeps_all_he_has_and_plays_on() -> None:
    state = position(N, SHORT_DEALER, "", SHORT_DEALER_CALLS, table_mode=True)
    assert state.phase is Phase.ROB and state.stock == ()
    assert [state.hands[seat].bit_count() for seat in Seat] == [4, 6, 6, 6]
    # With fewer than six cards available the dealer keeps them all: his only rob.
    assert regular_text(state) == {"N rob KH AH 2C 3C"}
    assert_refused(state, "N rob AH KH 2C", "draw.rob", "rob-count", count=3, keep=4)
    state = legal(state, "N rob AH KH 2C 3C")
    assert (state.phase, state.to_move) == (Phase.PLAY, E)
    # E got back AS KS, S got QS JS and W 10S 9S from E's discard, in the order discarded.
    assert show(state.hand(E)) == "KS AS 9H 10H JH QH"
    state = play_cards(state, "QH 8H 4H AH  KH JH 7H 3H  2C AS QS 9S")
    assert state.tricks[-1].winner is N and state.to_move is N
    state = play_cards(state, "3C KS JS 10S")  # N wins with his last card
    # N has no card left: the lead passes to his left, and the tricks go on without him.
    assert state.hands[N] == 0 and state.to_move is E
    state = play_cards(state, "10H 6H 2H")
    assert state.tricks[-1].plays == ((E, cards("10H")[0]), (S, cards("6H")[0]), (W, cards("2H")[0]))
    assert state.tricks[-1].winner is E and state.to_move is E
    state = play_cards(state, "9H 5H 5D")
    assert state.phase is Phase.COMPLETE and len(state.tricks) == 6
    sheet = score_hand(state)
    assert sheet.counts == (2, 12) and sheet.made and sheet.scores == (0, 10)


def test_irregular_wrong_hand_a_maker_without_cards_passes_the_first_lead() -> None:
    # N deals himself nothing and the others all 52 cards; nobody claims, everyone passes, and N,
    # the maker with no contract, names hearts. E, S and W are filled from the non-trump discards.
    plain = [card for card in DECK if not is_trump(card, Suit.HEARTS)]
    hands = {N: "", E: ["AH", "KH", "QH", *plain[:14]], S: ["JH", "10H", "9H", "8H", *plain[14:28]],
             W: ["7H", "6H", "5H", "4H", "3H", "2H", "5D", *plain[28:]]}
    calls = ["E pass", "S pass", "W pass", "N pass", "N trump H", f"E discard {show(plain[:14])}",
             f"S discard {show(plain[14:28])}", f"W discard {show(plain[28:])} 7H"]
    state = position(N, hands, "", calls, table_mode=True)  # `apply_move` only: no listing of claims
    assert state.phase is Phase.ROB and state.hands[N] == 0 and state.stock == ()
    state = apply_all(state, ["N rob"])  # nothing to keep
    assert (state.phase, state.bidder, state.to_move) == (Phase.PLAY, N, E)
    done = play_rest(state)
    assert done.phase is Phase.COMPLETE and len(done.tricks) == 6
    assert all({seat for seat, _ in trick.plays} == {E, S, W} for trick in done.tricks)
    assert score_hand(done).made  # no contract: the maker cannot be set


def test_irregular_wrong_hand_a_winner_without_cards_passes_the_lead_clockwise() -> None:
    state = position(N, SHORT_DEALER, "", [*SHORT_DEALER_CALLS, "N rob AH KH 2C 3C"], table_mode=True)
    state = play_cards(state, "QH 8H 4H AH  KH JH 7H 3H  2C AS QS 9S  3C KS JS 10S")
    assert state.hands[N] == 0 and state.to_move is E
    assert_refused(state, "N play 3C", "turn.order", "not-your-turn", to_move=E)


def test_irregular_play_out_of_turn_claims_must_be_well_formed() -> None:
    state = record_example(table_mode=True)
    for move in (
        Move(N, Verb.CLAIM),
        Move(N, Verb.CLAIM, detail="  "),
    ):
        assert_refused(state, move, "turn.order", "malformed-move")
    for move, rule in (
        (Move(N, Verb.CLAIM, detail="revoke", amount=3), "irregular.revoke"),
        (Move(N, Verb.CLAIM, cards("AH"), detail="revoke"), "irregular.revoke"),
        (Move(N, Verb.CLAIM, detail="misdeal", target=E), "irregular.misdeal"),
        (Move(N, Verb.CLAIM, detail="new-deal"), "irregular.new-deal"),
        (Move(N, Verb.CLAIM, detail="new-deal dropped-card"), "irregular.new-deal"),
        (Move(N, Verb.CLAIM, detail="excess", target=E), "irregular.wrong-hand"),
        (Move(N, Verb.CLAIM, cards("AH"), detail="excess"), "irregular.wrong-hand"),
        (Move(N, Verb.CLAIM, cards("AH"), detail="excess E", target=E), "irregular.wrong-hand"),
        (Move(N, Verb.WITHDRAW, detail="lead-low"), "irregular.play-out-of-turn"),
        (Move(N, Verb.ACCEPT, cards("AH")), "irregular.play-out-of-turn"),
    ):
        assert_refused(state, move, rule, "malformed-move")


# --- irregular.new-deal -------------------------------------------------------------------------


def test_irregular_new_deal_a_card_face_up_in_the_pack_same_dealer_deals_again() -> None:
    state = record_example(0, table_mode=True)  # dealer S
    for seat in Seat:
        assert f"{seat} claim new-deal face-up-in-pack" in claims_text(state)
    again = legal(state, "N claim new-deal face-up-in-pack")
    assert (again.phase, again.next_dealer) == (Phase.REDEAL, S)
    assert again.table.rulings == ("irregular.new-deal",)


def test_irregular_new_deal_a_card_dealt_face_up_only_on_an_opponents_demand() -> None:
    state = record_example(0, table_mode=True)  # dealer S: E and W are his opponents
    for seat in (N, S):
        assert_refused(
            state, f"{seat} claim new-deal dealt-face-up", "irregular.new-deal", "new-deal-not-opponent", dealer=S
        )
    again = legal(state, "W claim new-deal dealt-face-up")
    assert (again.phase, again.next_dealer) == (Phase.REDEAL, S)


@pytest.mark.parametrize("reason", ["improper-shuffle", "improper-cut"])
def test_irregular_new_deal_improper_shuffle_or_cut_after_the_deal_is_too_late(reason: str) -> None:
    state = record_example(0, table_mode=True)  # the deal is complete
    assert_refused(state, f"E claim new-deal {reason}", "irregular.new-deal", "new-deal-too-late", reason=reason)


def test_irregular_new_deal_after_the_first_bid_is_too_late() -> None:
    state = record_example(1, table_mode=True)
    assert_refused(
        state, "E claim new-deal face-up-in-pack", "irregular.new-deal", "new-deal-too-late", reason="face-up-in-pack"
    )
    assert_refused(record_example(0), "E claim new-deal face-up-in-pack", "irregular.new-deal", "table-mode-only")


# --- draw.change-discard ------------------------------------------------------------------------


def test_draw_change_discard_before_the_fill_a_discard_may_be_changed() -> None:
    state = record_example(5, table_mode=True)  # W to discard
    kept_club, ruling = irregular(state, "W discard AS KS AC KC QC")  # keeps the JC: no penalty
    assert ruling.code == "keeps-non-trump"
    assert show(kept_club.hand(W)) == "5H 10H JH JC"
    assert kept_club.table.rulings == ("draw.discard",)
    assert kept_club.to_move is N
    changed, violation = irregular(kept_club, "W discard AS KS AC KC QC JC")
    assert (violation.rule, violation.code) == ("turn.order", "not-your-turn")
    assert show(changed.hand(W)) == "5H 10H JH"
    assert changed.discards[W] == cards("AS KS AC KC QC JC")
    assert changed.to_move is N and changed.phase is Phase.DISCARD
    assert changed.table.rulings[-1] == "draw.change-discard"
    done = apply_all(changed, ["N discard 9C 8C 7C 4S 3S 2S JD", "E discard 10S 9S 8S 6C 5C 4C 3C"])
    assert done.took[W] == 3


def test_draw_change_discard_fixed_once_the_draw_has_been_dealt() -> None:
    state = record_example(8, table_mode=True)  # the fill is done: S robs
    assert_refused(state, "W discard AS KS AC KC QC", "draw.change-discard", "discard-fixed")
    playing = record_example(table_mode=True)
    assert_refused(playing, "N discard 9C", "draw.change-discard", "discard-fixed")


def test_draw_change_discard_a_seat_that_has_not_discarded_cannot_change_anything() -> None:
    state = record_example(5, table_mode=True)
    assert_refused(state, "N discard 9C 8C 7C 4S 3S 2S JD", "turn.order", "not-your-turn", to_move=W)


# --- draw.error-discard -------------------------------------------------------------------------


def test_draw_error_discard_a_point_trump_discarded_by_an_opponent_of_the_bidder_scores_for_him() -> None:
    state = record_example(6, table_mode=True)  # E bid 8; N, an opponent, to discard
    after, violation = irregular(state, "N discard 9C 8C 7C 4S 3S 2S JD AH")
    assert (violation.rule, violation.code) == ("draw.excess-trumps", "discards-trump")
    assert after.dead == ((N, cards("AH")[0]),)
    assert after.table.rulings == ("draw.error-discard",)
    sheet = score_hand(play_rest(apply_all(after, ["E discard 10S 9S 8S 6C 5C 4C 3C"])))
    high = next(won for won in sheet.points if won.point is Point.HIGH)
    assert (high.side, high.trick, high.played_by, high.rule) == (EW, None, N, "draw.error-discard")
    assert sum(sheet.counts) == 14


def test_draw_error_discard_a_point_trump_discarded_by_the_bidding_side_scores_for_nobody() -> None:
    state = record_example(5, table_mode=True)  # W, the bidder's partner, to discard
    after, _ = irregular(state, "W discard AS KS AC KC QC JC 10H")
    assert after.table.rulings == ("draw.discard",)
    done = apply_all(after, ["N discard 9C 8C 7C 4S 3S 2S JD", "E discard 10S 9S 8S 6C 5C 4C 3C"])
    sheet = score_hand(play_rest(done))
    game = next(won for won in sheet.points if won.point is Point.GAME)
    assert (game.side, game.rule, game.played_by) == (None, "score.dead-card", W)
    assert sum(sheet.counts) == 13


def test_draw_error_discard_outside_table_mode_is_refused() -> None:
    state = record_example(6)
    assert_refused(
        state, "N discard 9C 8C 7C 4S 3S 2S JD AH", "draw.excess-trumps", "discards-trump", cards=cards("AH")
    )


# --- claims outside table mode ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("N claim revoke", "irregular.revoke"),
        ("N claim misdeal", "irregular.misdeal"),
        ("N claim new-deal face-up-in-pack", "irregular.new-deal"),
        ("N claim new-deal improper-cut", "irregular.new-deal"),
        ("N claim excess E AH", "irregular.wrong-hand"),
        ("N withdraw", "irregular.play-out-of-turn"),
        ("N withdraw no-trump-lead", "irregular.play-out-of-turn"),
        ("N accept", "irregular.play-out-of-turn"),
    ],
)
def test_irregular_new_deal_and_all_claims_are_refused_outside_table_mode(text: str, rule: str) -> None:
    for state in (record_example(0), record_example(5), play_deal()):
        kind = text.split()[2] if " claim " in text else text.split()[1]
        assert_refused(state, text, rule, "table-mode-only", claim=kind)
    over = play_rest(play_deal())
    assert_refused(over, text, "turn.order", "hand-over")


def test_irregular_new_deal_claim_moves_round_trip() -> None:
    for text in ("N claim revoke", "E claim new-deal dealt-face-up", "S claim excess E AH 10D", "W withdraw lead-trump",
                 "W accept", "E withdraw"):
        assert str(Move.parse(text)) == text
    state = position(N, {seat: show(DECK[9 * i:9 * i + 9]) for i, seat in enumerate(Seat)}, table_mode=True)
    assert all(Move.parse(str(move)) == move for move in legal_moves(state))
