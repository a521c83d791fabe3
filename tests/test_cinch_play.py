"""Section 5 of cinch-rules.md: the leads, following suit (the Left Pedro is a trump), tricks.

Most positions start from `PLAY_FINAL` (cinch_positions): hearts trumps, dealer N, E bid 7 and
leads; E: AH 4H AS KS AD 2C, S: KH 5D QS JS QC 3C, W: QH 3H 10S 9S KD JC, N: JH 10H 5H 2H 9H 8H.
"""

from __future__ import annotations

import random

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
    ready_to_play,
    record_example,
)

from tutor.cards import DECK, Card, Suit
from tutor.games.cinch import HandState, Phase, Trick, effective_suit, is_trump, legal_moves, trick_winner, trump_order
from tutor.games.cinch.ranking import PLAIN_ORDER
from tutor.games.seats import Seat, clockwise_from

HEARTS = Suit.HEARTS


def playable(state: HandState) -> set[str]:
    return {str(move.card) for move in legal_moves(state)}


# --- play.first-lead ----------------------------------------------------------------------------


def test_play_first_lead_the_high_bidder_leads_any_card() -> None:
    state = play_deal()
    assert (state.phase, state.to_move, state.bidder) == (Phase.PLAY, E, E)
    assert playable(state) == {"AH", "4H", "AS", "KS", "AD", "2C"}
    record = record_example()
    assert (record.to_move, record.bidder) == (E, E)  # E bid 8 over W's 7; the dealer S robbed last


def test_play_first_lead_nobody_else_leads() -> None:
    state = play_deal()
    for seat, card in ((S, "KH"), (W, "QH"), (N, "JH")):
        assert_refused(state, f"{seat} play {card}", "turn.order", "not-your-turn", to_move=E, phase="play")


def test_play_first_lead_the_dealer_as_maker_leads() -> None:
    final = {N: "AS KS QS JS 10S 9S", E: "AH KH QH JH 10H 9H", S: "3H 4H AC KC QC JC", W: "8H 7H 6H 5H 5D 2H"}
    state = ready_to_play(N, "H", final, calls=["E pass", "S pass", "W pass", "N pass"])
    assert (state.bidder, state.bid, state.to_move) == (N, 0, N)
    assert playable(state) == {"AS", "KS", "QS", "JS", "10S", "9S"}


# --- play.next-lead -----------------------------------------------------------------------------


def test_play_next_lead_the_winner_of_a_trick_leads_to_the_next() -> None:
    state = play_cards(play_deal(), "4H 5D 3H 2H")
    assert state.tricks == (Trick(E, tuple(zip((E, S, W, N), cards("4H 5D 3H 2H"), strict=True)), S),)
    assert state.trick == () and state.to_move is S, "play.next-lead"
    assert_refused(state, "E play AH", "turn.order", "not-your-turn", to_move=S)
    assert playable(state) == {"KH", "QS", "JS", "QC", "3C"}


def test_play_next_lead_six_tricks_are_played() -> None:
    state = play_rest(play_deal())
    assert state.phase is Phase.COMPLETE and state.to_move is None
    assert len(state.tricks) == 6
    assert state.tricks[0].leader is E
    for before, after in zip(state.tricks, state.tricks[1:], strict=False):
        assert after.leader is before.winner
    assert all(hand == 0 for hand in state.hands)


def test_play_next_lead_play_goes_clockwise_within_a_trick() -> None:
    state = play_cards(play_deal(), "AH")
    assert state.to_move is S
    state = play_cards(state, "KH")
    assert state.to_move is W
    state = play_cards(state, "3H")
    assert state.to_move is N


# --- play.follow-trump --------------------------------------------------------------------------


def test_play_follow_trump_a_player_holding_trumps_must_play_one() -> None:
    state = play_cards(play_deal(), "AH")
    assert playable(state) == {"KH", "5D"}
    assert_refused(
        state, "S play QS", "play.follow-trump", "must-follow-trump",
        card=cards("QS")[0], led=cards("AH")[0], trump=HEARTS, held=cards("KH 5D"),
    )
    assert_refused(state, "S play 3C", "play.follow-trump", "must-follow-trump", held=cards("KH 5D"))


def test_play_follow_trump_left_pedro_counts_as_trump() -> None:
    # After the first trick S's only trump is the 5D, and a trump lead forces it out.
    state = play_cards(play_deal(), "AH KH 3H 2H 4H")
    assert playable(state) == {"5D"}
    assert_refused(state, "S play QC", "play.follow-trump", "must-follow-trump", held=cards("5D"))
    assert_refused(state, "S play QS", "play.follow-trump", "must-follow-trump", held=cards("5D"))
    legal(state, "S play 5D")


def test_play_follow_trump_left_pedro_led_is_a_trump_lead() -> None:
    state = play_cards(play_deal(), "4H KH 3H 2H")  # S wins with KH and leads
    assert state.to_move is S
    state = play_cards(state, "5D")
    # W holds KD but a trump was led: he must play his QH, not the diamond.
    assert playable(state) == {"QH"}
    assert_refused(
        state, "W play KD", "play.follow-trump", "must-follow-trump",
        led=cards("5D")[0], held=cards("QH"), trump=HEARTS,
    )
    state = play_cards(state, "QH JH")
    assert_refused(state, "E play AD", "play.follow-trump", "must-follow-trump", held=cards("AH"))
    state = play_cards(state, "AH")
    assert state.tricks[-1].winner is E


def test_play_follow_trump_a_player_without_trumps_plays_any_card() -> None:
    state = play_cards(play_deal(), "AH KH QH 2H  AS 5D 3H 9H  JH")  # E won twice; N won and led JH
    assert state.to_move is E and state.trick[0][0] is N
    assert playable(state) == {"4H"}  # E still holds a trump
    state = play_cards(state, "4H")
    assert playable(state) == {"QS", "JS", "QC", "3C"}  # S has no trump left


# --- play.follow-or-trump -----------------------------------------------------------------------


def test_play_follow_or_trump_holder_of_the_suit_led_follows_or_trumps() -> None:
    state = play_cards(play_deal(), "AD 5D")  # diamond led; S trumps with the Left Pedro
    assert playable(state) == {"KD", "QH", "3H"}
    assert_refused(
        state, "W play 10S", "play.follow-or-trump", "must-follow-or-trump",
        card=cards("10S")[0], led=cards("AD")[0], suit=Suit.DIAMONDS, held=cards("KD"), trump=HEARTS,
    )
    assert_refused(state, "W play JC", "play.follow-or-trump", "must-follow-or-trump", held=cards("KD"))
    legal(state, "W play 3H")  # trumping is allowed although he can follow
    legal(state, "W play KD")


def test_play_follow_or_trump_the_left_pedro_does_not_follow_its_printed_suit() -> None:
    # Spades led, hearts trumps: E may follow with a spade or any trump; the Left Pedro is one.
    state = play_cards(play_deal(), "4H 5D 3H 2H  QS")
    assert state.trick[0] == (S, cards("QS")[0])
    assert playable(state) == {"10S", "9S", "QH"}  # W follows spades or trumps
    assert_refused(state, "W play KD", "play.follow-or-trump", "must-follow-or-trump", held=cards("9S 10S"))


# --- play.void ----------------------------------------------------------------------------------


def test_play_void_a_player_who_cannot_follow_plays_any_card() -> None:
    state = play_cards(play_deal(), "AD")
    # S's only diamond is the Left Pedro, a trump: S is void in diamonds.
    assert playable(state) == {"KH", "5D", "QS", "JS", "QC", "3C"}
    legal(state, "S play QS")
    legal(state, "S play 3C")


def test_play_void_no_duty_to_trump_or_to_overtrump() -> None:
    state = play_cards(play_deal(), "AD KH KD")  # S trumps the diamond with KH, W follows
    assert playable(state) == {"JH", "10H", "5H", "2H", "9H", "8H"}  # N: only trumps, no diamond
    state = play_cards(state, "2H")  # under-trumping is allowed
    assert state.tricks[-1].winner is S
    void = play_cards(play_deal(), "AD")
    legal(void, "S play QC")  # S holds trumps and need not trump


# --- play.trick-winner --------------------------------------------------------------------------

WINNER_FINAL = {
    E: "AH KH QH JH 9S 8S",
    S: "10H 9H 8H 7H AC KC",
    W: "6H 5H 5D 4H 10S 3S",
    N: "3H 2H 2S 7S AD KD",
}


def test_play_trick_winner_highest_card_of_the_suit_led_without_trumps() -> None:
    state = ready_to_play(N, "H", WINNER_FINAL)
    state = play_cards(state, "9S AC 10S 2S")  # S's ace of clubs cannot win a spade trick
    assert state.tricks[-1].winner is W
    assert state.to_move is W


def test_play_trick_winner_highest_trump_wins() -> None:
    state = ready_to_play(N, "H", WINNER_FINAL)
    state = play_cards(state, "9S AC 10S 2S  3S 7S 8S 7H")
    assert state.tricks[-1].winner is S  # the only trump
    state = play_cards(state, "10H 5D 3H AH")
    assert state.tricks[-1].winner is E
    state = play_cards(state, "JH 9H 5H 2H")
    assert state.tricks[-1].winner is E


def test_play_trick_winner_left_pedro_beats_lower_trumps_and_loses_to_the_right_pedro() -> None:
    state = play_cards(play_deal(), "4H 5D 3H 2H")
    assert state.tricks[-1].winner is S  # the Left Pedro over 4H 3H 2H
    state = play_cards(play_deal(), "AD 5D KD 5H")
    assert state.tricks[-1].winner is N  # the Right Pedro over the Left
    state = play_cards(play_deal(), "AD 5D KD 2H")
    assert state.tricks[-1].winner is S  # a diamond lead won by the Left Pedro as a trump


def winner_by_the_rule(plays: tuple[tuple[Seat, Card], ...], trump: Suit) -> Seat:
    """`play.trick-winner` read straight from section 5: the highest trump, else the highest card
    of the suit led, each ranked by its place in `trump_order` or `PLAIN_ORDER`."""
    trumps = [(seat, card) for seat, card in plays if is_trump(card, trump)]
    if trumps:
        return min(trumps, key=lambda play: trump_order(trump).index(play[1]))[0]
    led = effective_suit(plays[0][1], trump)
    following = [(seat, card) for seat, card in plays if effective_suit(card, trump) == led]
    return min(following, key=lambda play: PLAIN_ORDER.index(play[1].rank))[0]


def test_play_trick_winner_on_random_tricks_as_the_rule_says() -> None:
    rng = random.Random(5)
    for _ in range(4000):
        trump, size = rng.choice(list(Suit)), rng.randint(1, 4)  # table mode may close a shorter trick
        plays = tuple(zip(clockwise_from(rng.choice(list(Seat)))[:size], rng.sample(DECK, size)))
        assert trick_winner(plays, trump) is winner_by_the_rule(plays, trump), (plays, trump)
