"""A whole hand against the bots in a real browser, in German (issue 13): a card the rules refuse,
explained with its rule; a hint; the rest of the hand; the score sheet and the review of the
learner's decisions; the hand downloaded as a deal record that replays to the same score; that
record opened again on the page; a hostile file refused with a clear message.

The game is one kept with the learner (a match the test deals with the engine and stores as the
learner's), so the test knows every position; every card and text it expects is computed from the
engine and the catalogs. Screenshots go to ``test-output/e2e/play-*.png``.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path

import pytest
from browser_harness import APP, SHOTS, serve, wait_idle, whole_shot
from playwright.sync_api import Locator, Page, expect

from tutor import i18n, play_match
from tutor.games import find_game
from tutor.games.seats import Seat
from tutor.play_match import Match
from tutor.records import parse_record
from tutor.replay import replay
from tutor.store import Store
from tutor.words import card_name, rules_linked

LANG = "de"
T = i18n.translator(LANG)
CINCH = find_game("cinch")


def button(page: Page, key: str) -> Locator:
    return page.locator(f".st-key-{key} button:visible")


def first_legal(match: Match) -> object:
    return next(iter(CINCH.legal_moves(play_match.current(match))))


def refusable_turn() -> tuple[Match, object]:
    """A club-level game at South's turn in the play, South holding a card the rules refuse."""
    for seed in range(100):
        match = play_match.new_match("cinch", "", "club", seed)
        while not play_match.hand_over(match):
            state = play_match.current(match)
            if state.phase.value == "play":
                refused = [CINCH.parse_move(f"S play {card}") for card in state.hand(Seat.S)]
                refused = [move for move in refused if CINCH.check_move(state, move) is not None]
                if refused:
                    return match, refused[0]
            match = play_match.play(match, first_legal(match))
    raise AssertionError("no game with a card to refuse")


def test_a_german_learner_plays_a_hand_against_the_bots(
    new_page: Callable[..., Page], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TUTOR_DATA_DIR", str(tmp_path))
    match, wrong = refusable_turn()
    store = Store.default()
    try:
        who = store.add_learner(f"Lena {uuid.uuid4().hex[:4]}")
        store.set_preference(who.id, "play-cinch", play_match.to_json(match))
    finally:
        store.close()
    with serve(APP, SHOTS / "server-play.log") as server:
        page = new_page(locale="de-DE")
        page.goto(f"{server.url}/play?lang={LANG}&learner={who.name}")
        wait_idle(page)
        expect(page.get_by_role("heading", level=1)).to_have_text(T.gettext("Play against the bots"))
        expect(page.locator(".st-key-bot-moves")).to_contain_text(T.gettext("What the bots did"))

        # A card the rules refuse: the German explanation and the rule's link; nothing changes.
        state = play_match.current(match)
        violation = CINCH.check_move(state, wrong)
        button(page, f"card-{wrong.card}").click()
        refusal = page.get_by_test_id("stAlertContentError")
        said = CINCH.explain.describe_move(wrong, LANG, state)
        expect(refusal).to_contain_text(T.gettext("Not allowed: %(move)s.") % {"move": said})
        with rules_linked():
            expect(refusal).to_contain_text(CINCH.explain.describe_violation(violation, LANG, state))
        heading = T.gettext(CINCH.rules_text.rule_text(violation.rule).heading)
        expect(page.get_by_role("link", name=T.gettext("The rule: %(heading)s") % {"heading": heading})).to_be_visible()
        wait_idle(page)
        whole_shot(page, "play-01-refused-card-de")

        # A hint: the best cards, priced from South's view, without playing one.
        button(page, "play-hint").click()
        hint = page.locator(".st-key-play-hint-box")
        for card in play_match.hint(match).best_cards:
            expect(hint).to_contain_text(card_name(card, LANG))
        wait_idle(page)
        whole_shot(page, "play-02-hint-de")

        # The rest of the hand: South plays the first card the engine allows, the bots answer.
        while not play_match.hand_over(match):
            move = first_legal(match)
            button(page, f"card-{move.card}").click()
            match = play_match.play(match, move)
            expect(button(page, f"card-{move.card}")).to_have_count(0, timeout=60_000)  # it left the hand
            wait_idle(page)
        review = page.locator(".st-key-review")
        expect(review).to_contain_text(T.gettext("Your decisions, the costliest first"), timeout=60_000)
        expect(page.locator(".st-key-score-sheet")).to_be_visible()
        wait_idle(page)
        expect(page.get_by_test_id("stException")).to_have_count(0)
        whole_shot(page, "play-03-hand-reviewed-de")

        # The hand as a deal record: it replays to the score the page showed.
        with page.expect_download() as download:
            button(page, "play-download").click()
        saved = tmp_path / "hand.yaml"
        download.value.save_as(saved)
        replayed = replay(parse_record(saved.read_text(encoding="utf-8"), str(saved)))
        assert replayed.illegal is None and replayed.complete
        assert replayed.sheet.scores == CINCH.score(play_match.current(match)).scores

        # Opened again on the page, move by move, in place of the game; a hostile file gets a
        # clear message.
        page.get_by_text(T.gettext("Open a deal record")).click()
        page.locator("[class*='st-key-review-upload'] input[type=file]").set_input_files(str(saved))
        expect(page.locator(".st-key-review-step")).to_be_visible()
        expect(page.get_by_role("heading", name=T.gettext("A deal record, move by move"))).to_be_visible()
        wait_idle(page)
        expect(page.get_by_test_id("stException")).to_have_count(0)
        page.keyboard.press("End")
        whole_shot(page, "play-04-record-opened-de")
        button(page, "review-close").click()
        expect(page.locator(".st-key-review-step")).to_have_count(0)
        wait_idle(page)
        bomb = tmp_path / "bomb.yaml"
        bomb.write_text("game: cinch\ntitle: &a [x, x, x, x, x, x, x, x, x]\n"
                        + "".join(f"t{n}: &{chr(98 + n)} [*{chr(97 + n)}, *{chr(97 + n)}, *{chr(97 + n)}]\n"
                                  for n in range(8)), encoding="utf-8")
        page.get_by_text(T.gettext("Open a deal record")).click()
        page.locator("[class*='st-key-review-upload'] input[type=file]").set_input_files(str(bomb))
        expect(page.get_by_test_id("stAlertContentError")).to_contain_text(
            T.gettext("The tutor cannot read this file as a deal record. What the record reader found:"))
        wait_idle(page)
        expect(page.get_by_test_id("stException")).to_have_count(0)
        whole_shot(page, "play-05-hostile-file-refused-de")
