"""The Play page under AppTest: a whole hand against the bots in every language, a refused card
with its rule (`turn.own-card`, `play.follow-trump` …) that leaves the game as it was, the hint,
the review of the hand with "replay from here", a game kept with the learner, Coinche (no bots
yet), and a deal record opened move by move."""

from __future__ import annotations

import itertools

import pytest
from app_driver import click, english_leaks, make_move, open_app, visible_text
from streamlit.testing.v1 import AppTest

from tutor import i18n, play_match
from tutor.games import find_game
from tutor.games.seats import Seat
from tutor.play_match import Match
from tutor.records import parse_record, record_to_yaml
from tutor.store import Store

PLAY = "views/play.py"
CINCH = find_game("cinch")
_numbers = itertools.count(1)


def open_play(lang: str = "en", **params: str) -> AppTest:
    at = open_app(lang, **params)
    at.switch_page(PLAY).run()
    assert not at.exception, at.exception
    return at


def shown_match(at: AppTest) -> Match:
    if "play-trial" in at.session_state and at.session_state["play-trial"] is not None:
        return at.session_state["play-trial"]
    return at.session_state["play-match"]["cinch"][1]


def with_match(at: AppTest, match: Match) -> AppTest:
    """The page with `match` on the table (a known deal instead of a random one)."""
    at.session_state["play-match"] = {"cinch": (None, match)}
    at.run()
    assert not at.exception, at.exception
    return at


def seeded(seed: int, level: str = "beginner", profile: str = "") -> Match:
    return play_match.new_match("cinch", profile, level, seed)


def learner_move(at: AppTest, worst: bool = False) -> None:
    """South's first legal move, or with `worst` the card that costs most with every hand open,
    made with the page's own controls."""
    match = shown_match(at)
    state = play_match.current(match)
    move = next(iter(CINCH.legal_moves(state)))
    if worst and state.phase.value == "play":
        move = CINCH.price(state).moves[-1].move
    make_move(at, move, f"play-pick-{len(match.hands)}-{len(match.hands[-1].moves)}")


def play_to_the_end_of_the_hand(at: AppTest, worst: bool = False) -> None:
    for _ in range(40):
        if play_match.hand_over(shown_match(at)):
            return
        learner_move(at, worst)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_whole_hand_against_the_bots_in_every_language(lang: str) -> None:
    at = open_play(lang)
    click(at, "play-start")
    assert at.container(key="table-top") is not None
    play_to_the_end_of_the_hand(at)
    assert at.container(key="score-sheet") is not None or at.info  # a hand thrown in has no sheet
    assert at.container(key="review") is not None
    assert any(button.key == "play-next-hand" or button.key == "play-new-after" for button in at.button)
    if lang != "en":
        english = open_play("en")
        english = with_match(english, shown_match(at))
        leaks = english_leaks(visible_text(at), visible_text(english), lang)
        assert not leaks, leaks


def test_each_bot_move_is_shown_with_its_reason() -> None:
    match = next(match for match in map(seeded, range(20, 40)) if match.hands[0].moves)  # South does not bid first
    at = with_match(open_play(), match)
    states = play_match.positions(match)
    bots = [index for index, text in enumerate(match.hands[0].moves) if not text.startswith("S ")]
    shown = "\n".join(visible_text(at))
    for index in bots:
        reason = CINCH.coaching.describe_reason(play_match.decision_at(match, 0, index), "en", states[index])
        assert reason in shown


def a_refusable_turn(seed: int) -> tuple[Match, object]:
    """A match at South's turn in the play phase, with a card South holds that the rules refuse."""
    match = seeded(seed)
    for _ in range(200):
        if play_match.hand_over(match):
            match = play_match.next_hand(match)
            continue
        state = play_match.current(match)
        if state.phase.value == "play":
            for card in state.hand(Seat.S):
                move = CINCH.parse_move(f"S play {card}")
                if CINCH.check_move(state, move) is not None:
                    return match, move
        match = (play_match.play(match, next(iter(CINCH.legal_moves(state)))))
    raise AssertionError("no refusable card found")


def test_a_refused_card_is_explained_with_its_rule_and_changes_nothing() -> None:
    match, move = a_refusable_turn(7)
    at = with_match(open_play(), match)
    state = play_match.current(match)
    violation = CINCH.check_move(state, move)
    click(at, f"card-{move.card}")
    assert shown_match(at) == match
    assert at.error and "Not allowed" in at.error[0].value
    links = [link.proto.page for link in at.get("page_link")]
    assert any("rules" in page for page in links)
    assert any(violation.rule in str(link.proto.query_string) for link in at.get("page_link"))


def test_the_hint_names_the_best_cards_without_playing_one() -> None:
    match, _ = a_refusable_turn(8)
    at = with_match(open_play(), match)
    click(at, "play-hint")
    assert shown_match(at) == match
    pricing = play_match.hint(match)
    box = "\n".join(element.value for element in at.container(key="play-hint-box").markdown)
    from tutor.words import card_name
    for card in pricing.best_cards:
        assert card_name(card, "en") in box
    assert len([line for line in box.splitlines() if line.startswith("| ")]) == len(pricing.moves) + 1


def test_the_review_prices_the_learners_cards_and_replays_from_one() -> None:
    for seed in range(31, 60):  # a hand South plays to the end (not one thrown in after four passes)
        at = with_match(open_play(), seeded(seed, profile="custom,target=21"))
        play_to_the_end_of_the_hand(at, worst=True)
        match = shown_match(at)
        if CINCH.is_complete(play_match.current(match)) and CINCH.parse_move(match.hands[-1].moves[-1]).seat == Seat.S:
            break
    costs = {int(container.key.removeprefix("decision-")) for container in at.get("flex_container")
             if (container.key or "").startswith("decision-")}
    state_before = play_match.positions(match)
    worst_cards = {index for index, text in enumerate(match.hands[-1].moves)
                   if text.startswith("S play") and CINCH.price(state_before[index]).moves[-1].cost > 0}
    assert worst_cards <= costs  # every card that cost points with every hand open has its box,
    assert all(match.hands[-1].moves[index].startswith("S play") for index in costs)  # (or from South's view)
    index = min(costs)
    click(at, f"replay-from-{index}")
    trial = shown_match(at)
    assert trial.trial and trial.hands[0].moves[:index] == match.hands[-1].moves[:index]
    assert at.session_state["play-match"]["cinch"][1] == match  # the game is untouched
    click(at, "play-end-trial")
    assert shown_match(at) == match


def test_a_game_is_kept_with_the_learner_and_resumed_in_a_new_session() -> None:
    store = Store.default()
    try:
        who = store.add_learner(f"Jorinde {next(_numbers)}")
    finally:
        store.close()
    at = open_play("en", learner=who.name)
    click(at, "play-start")
    learner_move(at)
    match = shown_match(at)
    again = open_play("en", learner=who.name)
    assert shown_match(again) == match
    click(again, "play-abandon")
    assert open_play("en", learner=who.name).session_state["play-match"]["cinch"][1] is None


def test_coinche_has_no_bots_yet_and_says_so() -> None:
    at = open_play("fr", game="coinche")
    assert at.info and "Cinch" in at.info[0].value
    assert not any(button.key == "play-start" for button in at.button)


def test_a_deal_record_is_gone_through_move_by_move_with_verdicts() -> None:
    match = seeded(41)
    while not play_match.hand_over(match):
        state = play_match.current(match)
        match = (play_match.play(match, next(iter(CINCH.legal_moves(state)))))
    text = record_to_yaml(play_match.record_of(match))
    at = with_match(open_play(), seeded(42))  # a game on the table: the record opens in its place
    at.session_state["review-record"] = ("hand.yaml", text)
    at.session_state["review-step"] = 1
    at.run()
    assert not at.exception, at.exception
    moves = play_match.moves_of(match)
    last = len(moves)
    at.slider(key="review-step").set_value(last).run()
    assert not at.exception, at.exception
    said = CINCH.explain.describe_move(moves[-1], "en", play_match.positions(match)[-2])
    assert any(said in element.value for element in [*at.success, *at.warning])
    click(at, "review-close")
    assert "review-record" not in at.session_state
    assert shown_match(at) == seeded(42) and at.container(key="table-top") is not None


@pytest.mark.parametrize("source", ["lesson:follow-trump", "exercise:cinch:hand-score.2.812734",
                                    "exercise:coinche:trick-winner.1.7"])
def test_a_lessons_or_an_exercises_deal_opens_move_by_move(source: str) -> None:
    at = open_play("en", review=source)
    assert "review" not in at.query_params  # taken off the address once opened
    name, text = at.session_state["review-record"]
    assert name == source
    record = parse_record(text)
    assert at.slider(key="review-step").max == len(record.moves)


@pytest.mark.parametrize("source", ["lesson:nope", "exercise:cinch:nope", "chess:e4", "lesson:", "[x](http://a)"])
def test_a_review_link_that_names_no_deal_gets_a_notice(source: str) -> None:
    at = open_play("en", review=source)
    assert [warning.value for warning in at.warning] == ["The link names no deal the tutor knows."]
    assert "review-record" not in at.session_state
