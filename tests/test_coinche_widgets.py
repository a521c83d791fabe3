"""Coinche on screen (tutor/games/coinche/widgets): the table, the learner's hand and the lesson's
controls, drawn by Streamlit's AppTest from positions the engine reaches; named after the rules of
`coinche-rules.md` they show or hand to the engine."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence

import pytest
from coinche_positions import after, dealt
from streamlit.testing.v1 import AppTest

from tutor.app import page_setup
from tutor.cards import PIQUET_PACK, Card, Suit
from tutor.games.coinche import HandState, Move, Verb, check_move, profile_from
from tutor.games.coinche.moves import bid, coinche, pass_, play, surcoinche
from tutor.games.coinche.widgets.card_faces import FACES, card_label, card_text
from tutor.games.seats import Seat
from tutor.lesson_model import Frame, StepKind
from tutor.lessons import Lesson, frames, load_lessons

SVG = "{http://www.w3.org/2000/svg}"
AUCTION_OVER = ["N bid 90 H", "E pass", "S pass", "W pass"]
"""North plays 90 in hearts; South holds the king and queen of hearts; North leads."""
FIRST_TRICK = ["N play 9H", "E play JH", "S play KH", "W play 10H"]
"""East wins it with the jack of trumps; South says “Belote” with the king."""


def _page(state: "HandState", learner: "Seat", shown: "list[Seat]", hints: bool, controls: "Seat | None") -> None:  # noqa: UP037
    """The table, then the controls of the seat `controls` (a *do* step) or the learner's hand.

    AppTest runs this function's source alone, without this module's imports: its annotations
    are quoted, so that they are not evaluated."""
    import streamlit as st

    from tutor.games.coinche.widgets.lesson import move_controls, your_hand
    from tutor.games.coinche.widgets.table import show_table

    show_table(state, learner, shown, hints)
    if controls is not None:
        judged = st.session_state.setdefault("judged", [])
        move_controls(state, controls, lambda move: judged.append(str(move)), "pick-3")
    else:
        your_hand(state, learner, hints)


def draw(state: HandState, learner: Seat, shown: Sequence[Seat], hints: bool, controls: Seat | None) -> AppTest:
    at = AppTest.from_function(_page, args=(state, learner, list(shown), hints, controls), default_timeout=30)
    at.session_state["lang"] = "en"
    at.run()
    assert not at.exception, at.exception
    return at


def page(
    calls: Sequence[str] = (), *, profile: str = "standard", learner: str = "S", shown: Sequence[str] = ("S",),
    hints: bool = True, controls: bool = True,
) -> AppTest:
    """The page for the position after `calls` from the test deal, West dealing; with
    `controls`, those of the seat to move."""
    state = position(calls, profile)
    return draw(state, Seat.parse(learner), [Seat.parse(seat) for seat in shown], hints,
                state.to_move if controls else None)


def position(calls: Sequence[str] = (), profile: str = "standard") -> HandState:
    """The position `page` draws for the same calls."""
    return after(dealt(profile=profile_from(profile)), calls)


def judged(at: AppTest) -> list[str]:
    return list(at.session_state["judged"]) if "judged" in at.session_state else []


def texts(at: AppTest) -> list[str]:
    """Everything the page writes: markdown and captions, HTML, labels, tooltips and options."""
    found = [element.value for element in (*at.markdown, *at.caption)]
    found += [element.proto.body for element in at.get("html")]
    found += [text for button in at.button for text in (button.label, button.help)]
    found += [text for widget in (*at.selectbox, *at.radio) for text in (widget.label, *widget.options)]
    return found


def pictures(at: AppTest) -> list[str]:
    """The names of the card pictures on the page, in order."""
    return [picture.get("aria-label", "")
            for markdown in at.markdown if markdown.value.startswith("<div") and "<svg" in markdown.value
            for picture in ET.fromstring(markdown.value).findall(f"{SVG}svg")]


def seat_line(at: AppTest, name: str) -> str:
    return next(markdown.value for markdown in at.markdown if markdown.value.startswith(f"**{name}"))


def aria_labels(at: AppTest) -> dict[str, dict[str, str]]:
    return {selector: dict(attributes)
            for element in at.get("html") for selector, attributes in page_setup.read_rules(element.proto.body)}


def test_deal_seats_the_dealer_and_the_house_rules_head_the_table() -> None:
    assert page().caption[0].value == "Dealer: West"
    assert page(profile="ffb").caption[0].value.startswith("Dealer: West · House rules: ")


# --- the auction ----------------------------------------------------------------------------------


def test_bid_range_offers_80_to_180_and_capot() -> None:
    at = page()
    assert at.selectbox(key="pick-3-bid").options == [str(n) for n in range(80, 190, 10)] + ["capot"]
    assert at.selectbox(key="pick-3-bid").value == 80


def test_bid_range_stops_at_160_under_max_bid_160() -> None:
    at = page(profile="ffb")
    assert at.selectbox(key="pick-3-bid").options == [str(n) for n in range(80, 170, 10)] + ["capot"]


def test_bid_calls_pass_hands_exactly_pass_to_the_judge() -> None:
    at = page()
    at.button(key="pass").click().run()
    assert judged(at) == [str(pass_(Seat.N))]


def test_bid_range_a_number_and_a_suit_hand_exactly_that_bid_to_the_judge() -> None:
    at = page()
    at.selectbox(key="pick-3-bid").select(110).run()
    at.button(key="bid-clubs").click().run()
    assert judged(at) == [str(bid(Seat.N, 110, Suit.CLUBS))]


def test_bid_range_capot_is_bid_with_a_suit() -> None:
    at = page()
    at.selectbox(key="pick-3-bid").select_index(-1).run()
    at.button(key="bid-spades").click().run()
    assert judged(at) == [str(bid(Seat.N, None, Suit.SPADES))]


def test_bid_must_top_a_bid_too_low_still_reaches_the_judge() -> None:
    calls = ["N bid 120 H"]
    at = page(calls)
    at.selectbox(key="pick-3-bid").select(90).run()
    at.button(key="bid-spades").click().run()
    move = bid(Seat.E, 90, Suit.SPADES)
    assert judged(at) == [str(move)]
    violation = check_move(position(calls), move)
    assert violation is not None and violation.rule == "bid.must-top"


def test_bid_range_suit_buttons_show_symbols_and_say_the_bid_in_words() -> None:
    at = page()
    buttons = {suit: at.button(key=f"bid-{suit.name.lower()}") for suit in Suit}
    assert [buttons[suit].label for suit in Suit] == ["80 ♠", "80 :red[♥]", "80 :red[♦]", "80 ♣"]
    assert buttons[Suit.HEARTS].help == "80 in hearts"
    assert aria_labels(at)[".st-key-bid-hearts button"] == {"aria-label": "80 ♥, 80 in hearts"}


def test_bid_coinche_hands_exactly_coinche_to_the_judge() -> None:
    at = page(["N bid 90 H"])
    at.button(key="coinche").click().run()
    assert judged(at) == [str(coinche(Seat.E))]


def test_bid_surcoinche_is_offered_only_under_the_option() -> None:
    assert "surcoinche" not in [button.key for button in page().button]
    at = page(profile="ffb")
    at.button(key="surcoinche").click().run()
    assert judged(at) == [str(surcoinche(position(profile="ffb").to_move))]


def test_bid_calls_the_auction_is_listed_in_order() -> None:
    at = page(["N bid 90 H", "E pass", "S bid 100 D"])
    assert "Auction: North: 90 :red[♥] · East: pass · South: 100 :red[♦]" in texts(at)
    assert "Auction: nobody has called yet." in texts(page())


def test_bid_end_the_contract_is_shown_with_its_coinche() -> None:
    at = page(["N bid 90 H", "E coinche"], controls=False)
    assert "Contract: 90 in hearts, coinched, bid by North (North–South)." in texts(at)
    assert not any(text.startswith("Contract:") for text in texts(page(["N bid 90 H"])))


# --- the play -------------------------------------------------------------------------------------


def test_play_first_lead_a_card_button_hands_play_seat_card_to_the_judge() -> None:
    at = page(AUCTION_OVER)
    assert [button.key for button in at.button] == [f"card-{card}" for card in position(AUCTION_OVER).hand(Seat.N)]
    at.button(key="card-AS").click().run()
    assert judged(at) == [str(play(Seat.N, Card.parse("AS")))]


def test_play_overtrump_an_illegal_card_still_reaches_the_judge() -> None:
    calls = [*AUCTION_OVER, "N play 9H"]
    at = page(calls)
    at.button(key="card-7H").click().run()
    move = play(Seat.E, Card.parse("7H"))
    assert judged(at) == [str(move)]
    violation = check_move(position(calls), move)
    assert violation is not None and violation.rule == "play.overtrump"


BELOTE_FFB = ["S bid 90 H", "E pass", "N pass", "W pass"]
"""Under the FFB's rules (anticlockwise, belote declared) South bids first, then leads."""


def test_play_belote_declared_the_word_is_said_with_the_card() -> None:
    at = page(BELOTE_FFB, profile="ffb")
    words = at.radio(key="pick-3-word")
    assert words.options == ["nothing", "“Belote”", "“Rebelote”"]
    words.set_value("belote").run()
    at.button(key="card-KH").click().run()
    assert judged(at) == [str(play(Seat.S, Card.parse("KH"), "belote"))]


def test_play_belote_declared_saying_nothing_plays_the_card_alone() -> None:
    at = page(BELOTE_FFB, profile="ffb")
    at.button(key="card-KH").click().run()
    assert judged(at) == [str(play(Seat.S, Card.parse("KH")))]


def test_play_belote_automatic_asks_for_no_word() -> None:
    assert not page(AUCTION_OVER).radio


def test_play_belote_the_holder_is_named_once_announced() -> None:
    assert not any("Belote" in text for text in texts(page([*AUCTION_OVER, *FIRST_TRICK[:2]], controls=False)))
    assert "South said “Belote” with the King of hearts." in texts(page([*AUCTION_OVER, *FIRST_TRICK], controls=False))


# --- what the table shows, and what it keeps back ----------------------------------------------


@pytest.mark.parametrize("calls", [[], AUCTION_OVER, [*AUCTION_OVER, *FIRST_TRICK[:2]]], ids=["auction", "lead", "trick"])
def test_deal_seats_hidden_hands_are_not_drawn(calls: list[str]) -> None:
    state = position(calls)
    at = page(calls, controls=False)
    drawn = set(pictures(at))
    assert drawn == {card_text(card, "en", state.trump) for card in (*state.hand(Seat.S), *(c for _, c in state.trick))}
    hidden = [card for seat in (Seat.N, Seat.E, Seat.W) for card in state.hand(seat)]
    page_text = "\n".join(texts(at)).lower()
    for card in hidden:
        assert FACES.name(card, "en", None).lower() not in page_text, card
    assert seat_line(at, "West").endswith(f"{len(state.hand(Seat.W))} cards")


def test_deal_seats_the_position_in_words_waits_while_a_hidden_hand_is_to_play() -> None:
    """It would name the cards North may lead; once South is to play it names South's."""
    assert not page(AUCTION_OVER, controls=False).expander
    assert page([*AUCTION_OVER, *FIRST_TRICK[:2]], controls=False).expander
    assert page(controls=False).expander  # the auction names no card


def test_deal_seats_open_hands_are_drawn() -> None:
    at = page(shown=("N", "E", "S", "W"), controls=False)
    assert len(pictures(at)) == 32  # the three hands around the table, then the learner's own


def test_play_trick_winner_is_named_only_with_hints() -> None:
    calls = [*AUCTION_OVER, *FIRST_TRICK]
    assert "Trick 1, won by East" in texts(page(calls, hints=True, controls=False))
    quiet = texts(page(calls, hints=False, controls=False))
    assert "Trick 1" in quiet and not any("won by" in text for text in quiet)


def test_play_trick_winner_so_far_is_not_said_without_hints() -> None:
    calls = [*AUCTION_OVER, *FIRST_TRICK[:2]]
    assert any("is winning the trick" in text for text in texts(page(calls, hints=True)))
    quiet = texts(page(calls, hints=False))
    assert not any("winning" in text or "to play" in text for text in quiet)
    assert not any(text.startswith("- ") for text in quiet)  # no position in words


def test_turn_order_whose_turn_is_marked_only_with_hints() -> None:
    assert seat_line(page(hints=True), "North").endswith("to bid, 8 cards")
    assert seat_line(page(hints=False), "North") == "**North (partner)** · 8 cards"


def test_rank_trump_order_the_trump_jack_says_what_it_is_only_with_hints() -> None:
    calls = [*AUCTION_OVER]
    named = card_text(Card.parse("JH"), "en", Suit.HEARTS)
    assert named == "The Jack of hearts — the jack of trumps, the highest card (20 points)"
    assert named in pictures(page(calls, learner="E", shown=("E",), controls=False))
    assert "jack of trumps" not in "\n".join(texts(page(calls, learner="E", shown=("E",), hints=False, controls=False)))


# --- the lessons ---------------------------------------------------------------------------------

LESSONS = [lesson for lesson in load_lessons() if isinstance(lesson, Lesson) and lesson.game == "coinche"]
FRAMES = [(lesson, frame) for lesson in LESSONS for frame in frames(lesson)]
DO_STEPS = [(lesson, frame) for lesson, frame in FRAMES if frame.step.kind is StepKind.DO]


def make(at: AppTest, move: Move, picker: str = "pick-3") -> None:
    """Make `move` with the controls keyed by `picker`, as a learner would."""
    if move.verb is Verb.BID:
        at.selectbox(key=f"{picker}-bid").select(move.level).run()
        assert move.suit is not None
        at.button(key=f"bid-{move.suit.name.lower()}").click().run()
    elif move.verb is Verb.PLAY:
        if move.word:
            at.radio(key=f"{picker}-word").set_value(move.word).run()
        at.button(key=f"card-{move.card}").click().run()
    else:
        at.button(key=move.verb.value).click().run()


@pytest.mark.parametrize(("lesson", "frame"), DO_STEPS, ids=[f"{lesson.id}-{frame.index}" for lesson, frame in DO_STEPS])
def test_turn_order_every_do_step_of_the_lessons_is_made_with_the_controls(lesson: Lesson, frame: Frame) -> None:
    at = draw(frame.at, lesson.seat, frame.shown, False, frame.expected.seat)
    make(at, frame.expected)
    assert judged(at) == [str(frame.expected)]


@pytest.mark.parametrize(("lesson", "frame"), FRAMES, ids=[f"{lesson.id}-{frame.index}" for lesson, frame in FRAMES])
def test_deal_seats_no_lesson_step_draws_or_names_a_hidden_card(lesson: Lesson, frame: Frame) -> None:
    state, open_seats = frame.at, {lesson.seat, *frame.shown}
    at = draw(state, lesson.seat, frame.shown, True, None)
    visible = {card for seat in open_seats for card in state.hand(seat)}
    visible |= {card for _, card in state.trick} | {card for trick in state.tricks[-1:] for _, card in trick.plays}
    assert set(pictures(at)) <= {card_text(card, "en", state.trump) for card in visible}
    page_text = "\n".join(texts(at)).lower()
    hidden = [card for seat in Seat if seat not in open_seats for card in state.hand(seat)]
    assert not [card for card in hidden if FACES.name(card, "en", None).lower() in page_text]


# --- the card faces -------------------------------------------------------------------------------


@pytest.mark.parametrize("trump", [None, *Suit], ids=str)
def test_rank_pack_coinche_cards_carry_no_mark(trump: Suit | None) -> None:
    for card in PIQUET_PACK:
        root = ET.fromstring(FACES.card_svg(card, trump))
        assert root.get("aria-label") == card_text(card, "en", trump)
        assert root.find(f".//{SVG}polygon") is None
        assert "★" not in card_label(card, trump) + card_text(card, "en", trump)


def test_rank_trump_order_only_the_jack_and_nine_of_trumps_say_more() -> None:
    longer = {card for card in PIQUET_PACK if card_text(card, "en", Suit.CLUBS) != card_text(card, "en")}
    assert longer == {Card.parse("JC"), Card.parse("9C")}
    assert re.fullmatch(r"The 9 of clubs — .*14 points\)", card_text(Card.parse("9C"), "en", Suit.CLUBS))
