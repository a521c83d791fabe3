"""The Cinch bots (`tutor.games.cinch.bots`): legal moves only, from the seat's view only, the
documented rules of thumb, and a sentence for every reason (`tutor.games.cinch.coaching`)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from tutor.cards import Card, Suit, cards_of, parse_cards
from tutor.games.cinch import (
    PROFILES,
    HandState,
    Phase,
    apply_move,
    deal_hand,
    legal_moves,
    new_hand,
    seat_view,
)
from tutor.games.cinch.bots import (
    LEVELS,
    REASONS,
    Decision,
    Reason,
    decide,
    decide_from_view,
    hint,
    review_samples,
)
from tutor.games.cinch.bots.knowledge import stand_in
from tutor.games.cinch.coaching import describe_reason
from tutor.games.cinch.moves import Move, Verb, bid, pass_
from tutor.games.cinch.ranking import EFFECTIVE_SUIT, POINT_OF, STRENGTH, TRICK_STRENGTH
from tutor.games.cinch.transitions import trick_winner
from tutor.games.seats import Seat
from tutor.words import plain_card, seat_name, t_for

PROFILE_LIST = list(PROFILES.values())


def play_out(seed: int, levels: tuple[str, str, str, str]) -> Iterator[HandState]:
    """Every position of one seeded hand, the seats played by bots of `levels` (by seat), the
    profile and the dealer taken in turn from the seed; each move checked legal on the way."""
    rng = random.Random(seed)
    state = deal_hand(rng, Seat(seed % 4), PROFILE_LIST[seed % len(PROFILE_LIST)])
    while not state.phase.is_over:
        yield state
        decision = decide(state, levels[state.to_move], seed)  # type: ignore[index]
        assert decision.move in legal_moves(state), f"hand {seed}: {decision} is illegal"
        assert decision.reason.code in REASONS
        assert set(decision.reason.params) == set(REASONS[decision.reason.code]), decision.reason
        state = apply_move(state, decision.move)
    yield state


# --- (1) never an illegal move ----------------------------------------------------------------------


@pytest.mark.parametrize("level", ["beginner", "club"])
def test_a_heuristic_bot_never_makes_an_illegal_move(level: str) -> None:
    # 1200 whole hands at four seats of the level, every profile of PROFILES in turn (about 1 s).
    finished = 0
    for seed in range(1200):
        *_, last = play_out(seed, (level,) * 4)
        finished += last.phase.is_over
    assert finished == 1200


def test_the_strong_bot_never_makes_an_illegal_move() -> None:
    # The strong level searches (a second or two a hand at four strong seats): 12 whole hands,
    # two strong seats each (the pairs in turn) beside a beginner and a club bot, every profile,
    # keep this test at about 20 s; the benchmark (benchmarks/bots.py) plays a thousand.
    for seed in range(12):
        levels = ["beginner", "club", "beginner", "club"]
        levels[seed % 4] = levels[(seed + 1) % 4] = "strong"
        *_, last = play_out(seed, tuple(levels))  # type: ignore[arg-type]
        assert last.phase.is_over


def test_legal_moves_depend_only_on_the_view_of_the_seat_to_move() -> None:
    for seed in range(300):
        for state in play_out(seed, ("club",) * 4):
            if state.phase.is_over:
                continue
            real, stood = legal_moves(state), legal_moves(stand_in(seat_view(state, state.to_move)))  # type: ignore[arg-type]
            assert tuple(real.listed) == tuple(stood.listed)
            assert real.choice == stood.choice


# --- (2) the same view gives the same decision -------------------------------------------------------


def hidden_swap(state: HandState, rng: random.Random) -> HandState | None:
    """`state` with one card swapped between two hands the seat to move cannot see, of the same suit
    as it plays (so every void shown and every trump count stays true), or between such a hand
    and the stock before the rob; None if no such swap exists."""
    seat = state.to_move
    assert seat is not None
    trump = state.trump
    suit_of = (lambda card: EFFECTIVE_SUIT[trump][card]) if trump is not None else (lambda card: card.suit)
    others = [other for other in Seat if other != seat]
    rng.shuffle(others)
    places: list[tuple[str, object]] = [("hand", other) for other in others]
    if state.phase in (Phase.BIDDING, Phase.TRUMP, Phase.DISCARD):
        places.append(("stock", None))
    cards = {place: (cards_of(state.hands[place[1]]) if place[0] == "hand" else state.stock)  # type: ignore[index]
             for place in places}
    for i, first in enumerate(places):
        for second in places[i + 1:]:
            for x in cards[first]:
                for y in cards[second]:
                    if x != y and suit_of(x) == suit_of(y) and not (
                            trump is not None and (x in POINT_OF[trump]) != (y in POINT_OF[trump])):
                        return _swapped(state, first, second, x, y)
    return None


def _swapped(state: HandState, first: tuple[str, object], second: tuple[str, object], x: Card, y: Card) -> HandState:
    hands = list(state.hands)
    stock = list(state.stock)
    for place, out, into in ((first, x, y), (second, y, x)):
        if place[0] == "hand":
            seat = place[1]
            hands[seat] = hands[seat] & ~(1 << out) | (1 << into)  # type: ignore[index]
        else:
            stock[stock.index(out)] = into
    return state._replace(hands=tuple(hands), stock=tuple(stock))


def positions_by_phase(hands: int, per_phase: int) -> dict[Phase, list[HandState]]:
    phases = (Phase.BIDDING, Phase.TRUMP, Phase.DISCARD, Phase.ROB, Phase.PLAY)
    found: dict[Phase, list[HandState]] = {phase: [] for phase in phases}
    for seed in range(hands):
        for state in play_out(seed, ("club",) * 4):
            if state.phase in found and len(found[state.phase]) < per_phase:
                found[state.phase].append(state)
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_two_states_alike_from_the_seat_to_move_give_the_same_decision(level: str) -> None:
    per_phase = 40 if level != "strong" else 3  # strong: two decisions of up to a second each
    rng = random.Random(5)
    checked = 0
    for phase, states in positions_by_phase(60, per_phase).items():
        for state in states:
            other = hidden_swap(state, rng)
            if other is None:
                continue
            assert other.hands != state.hands or other.stock != state.stock
            seat = state.to_move
            assert seat_view(other, seat) == seat_view(state, seat)  # type: ignore[arg-type]
            assert decide(other, level, 3) == decide(state, level, 3), (phase, state)
            checked += 1
    assert checked >= 5 * per_phase - 5


@pytest.mark.parametrize("level", LEVELS)
def test_deciding_from_the_state_is_deciding_from_the_view_of_the_seat_to_move(level: str) -> None:
    for states in positions_by_phase(20, 2 if level == "strong" else 20).values():
        for state in states:
            view = seat_view(state, state.to_move)  # type: ignore[arg-type]
            assert decide(state, level, 11) == decide_from_view(view, level, 11)


def test_a_decision_is_the_same_for_the_same_seed_and_refuses_others_than_the_seat_to_move() -> None:
    state = deal_hand(random.Random(4))
    assert decide(state, "strong", 2) == decide(state, "strong", 2)
    other = Seat((state.to_move + 1) % 4)  # type: ignore[operator]
    with pytest.raises(ValueError, match="seat to move"):
        decide_from_view(seat_view(state, other), "club")
    with pytest.raises(ValueError, match="unknown level"):
        decide(state, "expert")


# --- (4) hand-worked cases ---------------------------------------------------------------------------


def _hand(text: str) -> tuple[Card, ...]:
    return parse_cards(text.split())


def trump_position() -> HandState:
    """North deals; East (first to bid, `bid.order`) holds four spades, four hearts and the 5 of
    diamonds, bids 5, the others pass: East names trump (`trump.name`)."""
    east = _hand("AS KS QS JS 2H 3H 4H 6H 5D")
    south = _hand("AH KH QH JH 10H 9H 8H 7H 5H")
    west = _hand("AD KD QD JD 10D 9D 8D 7D 6D")
    north = _hand("AC KC QC JC 10C 9C 8C 7C 6C")
    used = set(east + south + west + north)
    stock = tuple(card for card in map(Card, range(52)) if card not in used)
    state = new_hand(Seat.N, {Seat.E: east, Seat.S: south, Seat.W: west, Seat.N: north}, stock)
    for move in (bid(Seat.E, 5), pass_(Seat.S), pass_(Seat.W), pass_(Seat.N)):
        state = apply_move(state, move)
    assert state.phase is Phase.TRUMP and state.to_move == Seat.E
    return state


def test_the_beginner_names_his_longest_suit_counting_the_left_pedro() -> None:
    # rank.left-pedro: with hearts trump the 5 of diamonds is a heart, so hearts are five cards
    # (2 3 4 6 of hearts and the 5 of diamonds) against four spades, however high the spades.
    decision = decide(trump_position(), "beginner")
    assert decision.move.suit is Suit.HEARTS
    assert decision.reason == Reason("longest-suit", {"suit": Suit.HEARTS, "count": 5})


def test_the_beginner_bids_his_count_of_high_cards_and_pedros() -> None:
    # East, first to bid, holds A K Q J of spades (4) and both Pedros of spades, the 5 of spades
    # and the 5 of clubs (2 each): a count of 8, bid as it stands (`bid.range`).
    east = _hand("AS KS QS JS 5S 5C 2H 3H 4H")
    rest = [card for card in map(Card, range(52)) if card not in east]
    hands = {Seat.E: east, Seat.S: tuple(rest[0:9]), Seat.W: tuple(rest[9:18]), Seat.N: tuple(rest[18:27])}
    state = new_hand(Seat.N, hands, tuple(rest[27:]))
    assert decide(state, "beginner") == Decision(bid(Seat.E, 8), Reason("bid-count", {"bid": 8, "suit": Suit.SPADES, "count": 8}))


def test_every_level_passes_when_partner_holds_the_bid() -> None:
    # East bids 3; South passes; West, East's partner, passes whatever he holds (the rule of every level).
    east = _hand("2S 3S 4S 6S 7S 8S 2H 3H 4H")
    west = _hand("AS KS QS JS 5S 5C 10S AH KH")
    rest = [card for card in map(Card, range(52)) if card not in east + west]
    state = new_hand(Seat.N, {Seat.E: east, Seat.W: west, Seat.S: tuple(rest[:9]), Seat.N: tuple(rest[9:18])},
                     tuple(rest[18:]))
    state = apply_move(apply_move(state, bid(Seat.E, 3)), pass_(Seat.S))
    for level in LEVELS:
        assert decide(state, level) == Decision(pass_(Seat.W), Reason("pass-partner", {"partner": Seat.E, "bid": 3}))


def _first(predicate, hands: int = 400, levels=("club",) * 4) -> Iterator[HandState]:  # type: ignore[no-untyped-def]
    for seed in range(hands):
        for state in play_out(seed, levels):
            if not state.phase.is_over and predicate(state):
                yield state


def _last_to_a_pedro_trick_only_one_card_wins(state: HandState) -> bool:
    """Fourth to play to a trick holding 5 points or more won by an opponent, and exactly one
    legal card of this seat's takes it (`play.trick-winner` worked out here on its own)."""
    if state.phase is not Phase.PLAY or len(state.trick) != 3 or state.table is not None:
        return False
    trump = state.trump
    assert trump is not None
    if sum(POINT_OF[trump][card].points for _, card in state.trick if card in POINT_OF[trump]) < 5:
        return False
    winner = trick_winner(state.trick, trump)
    if winner.side == state.to_move.side:  # type: ignore[union-attr]
        return False
    led = EFFECTIVE_SUIT[trump][state.trick[0][1]]
    table = TRICK_STRENGTH[trump][led]
    best = max(table[card] for _, card in state.trick)
    legal = [move.card for move in legal_moves(state)]
    return len(legal) > 1 and sum(1 for card in legal if table[card] > best) == 1


def test_the_strong_bot_takes_a_trick_worth_five_when_only_one_card_can() -> None:
    # Last to play, an opponent winning a trick that holds a Pedro: the one card that beats it
    # takes 5 points or more for its side for certain; any other gives them to the opponents.
    found = 0
    for state in _first(_last_to_a_pedro_trick_only_one_card_wins):
        trump = state.trump
        led = EFFECTIVE_SUIT[trump][state.trick[0][1]]  # type: ignore[index]
        best = max(TRICK_STRENGTH[trump][led][card] for _, card in state.trick)  # type: ignore[index]
        winning_card = next(move.card for move in legal_moves(state) if TRICK_STRENGTH[trump][led][move.card] > best)  # type: ignore[index]
        decision = decide(state, "strong", found)
        assert decision.move.card == winning_card, state
        assert decision.reason.code == "fair-best" and decision.reason.params["aim"] == "win-points"
        found += 1
    assert found >= 4  # of the first 400 club hands


def test_a_seat_with_one_legal_card_plays_it_at_every_level() -> None:
    # play.follow-trump: a trump led, a hand with one trump must play it.
    state = next(_first(lambda s: s.phase is Phase.PLAY and len(legal_moves(s)) == 1 and len(s.hand(s.to_move)) > 1))
    only = next(iter(legal_moves(state)))
    for level in LEVELS:
        assert decide(state, level) == Decision(only, Reason("only-move", {}))


def test_the_club_player_leads_the_master_trump_while_opponents_may_hold_trumps() -> None:
    # The leader holds a trump higher than every trump he has not seen, and an opponent has not
    # shown a void in trumps: he leads it to draw trumps (the club rule of thumb).
    def master_lead(state: HandState) -> bool:
        if state.phase is not Phase.PLAY or state.trick:
            return False
        trump = state.trump
        seat = state.to_move
        view = seat_view(state, seat)  # type: ignore[arg-type]
        trumps = [card for card in view.hand if EFFECTIVE_SUIT[trump][card] == trump]  # type: ignore[index]
        seen = set(view.hand) | {card for trick in view.tricks for _, card in trick.plays} | {card for _, card in view.dead}
        seen |= {card for discard in view.discards if discard for card in discard.shown}
        out = [card for card in map(Card, range(52)) if EFFECTIVE_SUIT[trump][card] == trump and card not in seen]  # type: ignore[index]
        if not trumps or not out:
            return False
        top = max(trumps, key=lambda card: STRENGTH[trump][card])  # type: ignore[index]
        shown_void = {who for trick in view.tricks for who, card in trick.plays[1:]
                      if EFFECTIVE_SUIT[trump][trick.plays[0][1]] == trump and EFFECTIVE_SUIT[trump][card] != trump}  # type: ignore[index]
        opponents_may = any(seat_ for seat_ in (seat.left, seat.right) if seat_ not in shown_void and view.hand_sizes[seat_])  # type: ignore[union-attr]
        return all(STRENGTH[trump][top] > STRENGTH[trump][card] for card in out) and opponents_may  # type: ignore[index]

    state = next(_first(master_lead))
    trump = state.trump
    top = max((card for card in state.hand(state.to_move) if EFFECTIVE_SUIT[trump][card] == trump),  # type: ignore[arg-type, index]
              key=lambda card: STRENGTH[trump][card])  # type: ignore[index]
    assert decide(state, "club") == Decision(Move(state.to_move, Verb.PLAY, (top,)), Reason("draw-trumps", {"card": top}))  # type: ignore[arg-type]


def test_hint_prices_every_legal_card_with_the_documented_budget() -> None:
    state = next(_first(lambda s: s.phase is Phase.PLAY and len(s.tricks) == 3 and len(legal_moves(s)) > 1))
    pricing = hint(state, 1)
    assert review_samples(state) == 32 and pricing.samples == 32 and pricing.mode == "fair"
    assert {priced.move for priced in pricing.moves} == set(legal_moves(state))


# --- (5) a sentence for every reason --------------------------------------------------------------


def sample_decisions() -> dict[str, tuple[Decision, HandState]]:
    """A decision for every reason code: those the bots make in seeded hands at every level and
    profile, and for the rare ones a move of the right phase with made-up parameters."""
    found: dict[str, tuple[Decision, HandState]] = {}
    for seed in range(40):
        levels = ("strong", "club", "beginner", "club") if seed < 4 else ("beginner", "club", "beginner", "club")
        rng = random.Random(seed)
        state = deal_hand(rng, Seat(seed % 4), PROFILE_LIST[seed % len(PROFILE_LIST)])
        while not state.phase.is_over:
            decision = decide(state, levels[state.to_move], seed)  # type: ignore[index]
            found.setdefault(decision.reason.code, (decision, state))
            state = apply_move(state, decision.move)
    by_phase: dict[Phase, tuple[Decision, HandState]] = {}
    for decision, state in found.values():
        by_phase.setdefault(state.phase, (decision, state))
    made_up = {
        "dealer-must-bid": (Phase.BIDDING, {"bid": 1}),
        "free-contract": (Phase.BIDDING, {}),
        "sampled-pass": (Phase.BIDDING, {"suit": Suit.CLUBS, "lowest": 7, "value": -1.5, "deals": 3}),
        "sampled-bid": (Phase.BIDDING, {"bid": 5, "suit": Suit.CLUBS, "value": 2.25, "deals": 3}),
        "keep-best-trumps": (Phase.DISCARD, {"cards": _hand("3H 4H")}),
        "sampled-discard": (Phase.DISCARD, {"cards": _hand("3H"), "value": 1.0, "gain": 0.5, "deals": 2}),
        "sampled-rob": (Phase.ROB, {"cards": _hand("AH KH"), "value": 1.0, "gain": 0.0, "deals": 2}),
        "sampled-trump": (Phase.TRUMP, {"suit": Suit.HEARTS, "value": 1.0, "gain": 1.5, "deals": 3}),
    }
    for code, (phase, params) in made_up.items():
        if code not in found:
            decision, state = by_phase[phase]
            found[code] = (Decision(decision.move, Reason(code, params)), state)
    return found


def test_every_reason_has_a_sentence_naming_the_seat_and_the_card() -> None:
    samples = sample_decisions()
    assert set(samples) == set(REASONS)
    t = t_for("en")
    for code, (decision, state) in samples.items():
        text = describe_reason(decision, "en", state)
        assert text.startswith(seat_name(decision.move.seat, "en")), text
        assert text.endswith(".") and "%(" not in text, text
        for card in decision.move.cards[:1] if decision.move.verb is Verb.PLAY else ():
            assert plain_card(t, card) in text, text
        if decision.move.verb is Verb.BID:
            assert str(decision.move.amount) in text
        for lang in ("de", "fr", "nl"):
            assert describe_reason(decision, lang, state), (code, lang)


def test_the_strong_reason_says_what_the_card_gains_and_over_how_many_deals() -> None:
    decision, state = next((decide(state, "strong"), state) for state in _first(_last_to_a_pedro_trick_only_one_card_wins)
                           if decide(state, "strong").reason.params["gain"] > 0)
    text = describe_reason(decision, "en", state)
    deals = decision.reason.params["deals"]
    assert text.endswith(f"better on average than the next best card, over {deals} deals."), text
    assert "to take the points" in text
