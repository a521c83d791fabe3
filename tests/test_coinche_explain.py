"""Coinche engine data → sentences (`tutor.games.coinche.explain`), in four languages.

Every violation comes from the real engine in a real position (`new_hand`, `apply_move`,
`check_move`), never built by hand, so that a code the engine starts emitting without a message
fails here. The catalog gate (`test_catalogs.py`) checks that every message is translated; the
tests here check what the sentences say, and that the translations use card players' words.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from babel.messages.catalog import Message
from babel.messages.extract import extract
from babel.messages.pofile import read_po
from coinche_positions import DEAL, after, dealt, play_position

from tutor import i18n, words
from tutor.cards import Card, Suit
from tutor.games import coinche
from tutor.games.coinche import (
    PROFILES,
    Contract,
    HandState,
    IllegalMoveError,
    Move,
    Phase,
    Profile,
    Violation,
    apply_move,
    check_move,
    deal_hand,
    explain,
    legal_moves,
    new_hand,
    score_contract,
    score_hand,
)
from tutor.games.coinche.setup import check_cut
from tutor.games.seats import Seat, Side

LANGUAGES, TRANSLATED = i18n.LANGUAGES, i18n.TRANSLATED
RULE_WORD = {"en": "rule", "nl": "regel", "de": "Regel", "fr": "règle"}
ENGINE = Path(coinche.__file__).parent
MODULES = (Path(explain.__file__), Path(words.__file__))


def _extract(path: Path):
    with path.open("rb") as source:
        yield from extract("python", source, comment_tags=("TRANSLATORS:",))


def used_messages() -> set[tuple[str | None, str]]:
    """Every message the Coinche explanations use, as (context, msgid)."""
    return {(context, message if isinstance(message, str) else message[0])
            for path in MODULES for _, message, _, context in _extract(path)}


def coinche_catalog(lang: str) -> list[Message]:
    """The messages of `lang`'s catalog that the Coinche explanations use."""
    with i18n.catalog_file(lang, ".po").open("rb") as source:
        catalog = read_po(source, locale=lang)
    used = used_messages()
    return [message for message in catalog if message.id and
            (message.context, message.id if isinstance(message.id, str) else message.id[0]) in used]


# --- positions and verdicts -------------------------------------------------------------------------

AUCTION = ("N bid 80 H", "E pass", "S pass", "W pass")
X4 = Profile(name="custom", surcoinche="x4")
DECLARED = Profile(name="custom", belote="declared")


def refused(state: HandState, move: str) -> tuple[Violation, HandState]:
    parsed = Move.parse(move)
    violation = check_move(state, parsed)
    assert violation is not None, f"{move} should be refused"
    if state.table is None:
        with pytest.raises(IllegalMoveError):
            apply_move(state, parsed)
    return violation, state


def complete_hand(seed: int, profile: Profile = coinche.STANDARD) -> HandState:
    """A hand played to the end by random legal moves (thrown in when all pass)."""
    rng = random.Random(seed)
    state = deal_hand(seed, Seat(seed % 4), profile)
    while not state.phase.is_over:
        moves = list(legal_moves(state))
        bids = [m for m in moves if m.verb.value == "bid"]
        if state.high is None and bids and rng.random() < 0.6:
            move = rng.choice(bids[:12])
        elif state.phase is Phase.AUCTION:
            move = rng.choice([m for m in moves if m.verb.value != "bid"] or moves)
        else:
            move = rng.choice(moves)
        state = apply_move(state, move)
    return state


def played(*moves: str, profile: Profile = coinche.STANDARD, table: bool = False) -> HandState:
    return after(dealt("W", DEAL, profile, table_mode=table), moves)


def overtrump_position() -> HandState:
    # Hearts trumps; North leads the 10 of hearts; East holds the jack and the 7 of hearts.
    return play_position("H", {"N": "10H AS", "E": "JH 7H KS", "S": "8H 9S", "W": "AD KD QD"},
                         leader="N")


def undertrump_position() -> HandState:
    # North leads the Ace of spades, East trumps with the jack of hearts; South has no spade and
    # only lower trumps.
    return play_position("H", {"N": "AS 7C", "E": "JH 8C", "S": "7H 8H KD", "W": "7S 9C"},
                         trick=("N play AS", "E play JH"), leader="N")


def must_trump_position() -> HandState:
    # North leads the Ace of spades; East has no spade and holds the 7 of hearts.
    return play_position("H", {"N": "AS 7C", "E": "7H KD", "S": "8S 9C", "W": "7S 8C"}, leader="N",
                         trick=("N play AS",))


def must_overtrump_plain_position() -> HandState:
    # North leads the Ace of spades, East trumps with the 7 of hearts; South can beat it.
    return play_position("H", {"N": "AS 7C", "E": "7H 8C", "S": "9H KD", "W": "7S 9C"},
                         trick=("N play AS", "E play 7H"), leader="N")


Case = Callable[[], "tuple[Violation, HandState | None]"]

CASES: dict[str, Case] = {
    "hand-over": lambda: refused(complete_hand(3), "N play AS"),
    "card-in-auction": lambda: refused(dealt(), "E play JH"),
    "not-your-turn": lambda: refused(dealt(), "E pass"),
    "call-in-play": lambda: refused(played(*AUCTION), "N pass"),
    "not-in-hand": lambda: refused(played(*AUCTION), "N play JH"),
    "no-surcoinche": lambda: refused(played("N bid 80 H", "E coinche"), "S surcoinche"),
    "answer-coinche": lambda: refused(played("N bid 80 H", "E coinche", profile=X4), "S bid 90 H"),
    "surcoinche-without-coinche": lambda: refused(played("N bid 80 H", profile=X4), "E surcoinche"),
    "bid-range": lambda: refused(dealt(), "N bid 85 H"),
    "bid-too-low": lambda: refused(played("N bid 80 H"), "E bid 80 S"),
    "coinche-without-bid": lambda: refused(dealt(), "N coinche"),
    "coinche-own-side": lambda: refused(played("N bid 80 H", "E pass"), "S coinche"),
    "coinche-capot": lambda: refused(played("N bid capot H", profile=Profile(name="custom", capot_coinche="forbidden")),
                                     "E coinche"),
    "not-in-hand-played": lambda: refused(played(*AUCTION, "N play AS", "E play QS", "S play 10S",
                                                 "W play 7S", "N play KS", "E play 7H", "S play 9S",
                                                 "W play 8S"), "E play QS"),
    "must-follow": lambda: refused(played(*AUCTION, "N play AS"), "E play AD"),
    "must-follow-trump": lambda: refused(play_position("H", {"N": "JH 7C", "E": "8H KD", "S": "8C",
                                                              "W": "9C"}, leader="N",
                                                        trick=("N play JH",)), "E play KD"),
    "must-overtrump": lambda: refused(after(overtrump_position(), ["N play 10H"]), "E play 7H"),
    "must-overtrump-partner": lambda: refused(
        play_position("H", {"W": "AS 7C", "N": "9H 8C", "E": "7S 9C", "S": "JH 7H KD"},
                      trick=("W play AS", "N play 9H", "E play 7S"), leader="W"), "S play 7H"),
    "must-undertrump": lambda: refused(undertrump_position(), "S play KD"),
    "must-trump": lambda: refused(must_trump_position(), "E play KD"),
    "must-trump-over": lambda: refused(must_overtrump_plain_position(), "S play KD"),
    "wrong-announcement": lambda: refused(played(*AUCTION, "N play 9H", "E play JH"), "S play KH belote"),
    "wrong-announcement-declared": lambda: refused(
        played(*AUCTION, "N play 9H", "E play JH", profile=DECLARED), "S play KH rebelote"),
    "wrong-announcement-card": lambda: refused(
        played(*AUCTION, "N play 9H", "E play JH", profile=DECLARED), "S play 8H belote"),
    "misdeal-too-late": lambda: refused(played("N pass", table=True), "E claim misdeal"),
    "misdeal-no-table": lambda: refused(dealt(), "E claim misdeal"),
    "nothing-to-claim": lambda: refused(played(*AUCTION, "N play AS", table=True), "E claim revoke"),
    "nothing-to-claim-no-table": lambda: refused(played(*AUCTION), "E claim revoke"),
    "wrong-cutter": lambda: (check_cut(Seat.S, Seat.N, 10), None),
    "wrong-cutter-anticlockwise": lambda: (check_cut(Seat.S, Seat.N, 10, PROFILES["ffb"]), None),
    "cut-too-small": lambda: (check_cut(Seat.S, Seat.E, 2), None),
    "hand-over-thrown-in": lambda: refused(played("N pass", "E pass", "S pass", "W pass"), "N pass"),
}
"""A real engine position (or setup check) for every violation code, and some variants."""

CODE_OF = {name: name for name in CASES} | {
    "not-in-hand-played": "not-in-hand", "must-follow-trump": "must-follow",
    "must-overtrump-partner": "must-overtrump", "must-trump-over": "must-trump",
    "wrong-announcement-declared": "wrong-announcement", "wrong-announcement-card": "wrong-announcement",
    "misdeal-no-table": "misdeal-too-late", "nothing-to-claim-no-table": "nothing-to-claim",
    "wrong-cutter-anticlockwise": "wrong-cutter", "hand-over-thrown-in": "hand-over",
}


def violation(name: str) -> tuple[Violation, HandState | None]:
    found, state = CASES[name]()
    assert found is not None
    return found, state


def engine_codes() -> set[str]:
    """Every code the engine can emit: the first argument of each ``Violation(...)`` call."""
    codes = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Violation"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                codes.add(node.args[0].value)
    return codes


def test_every_engine_code_has_a_message_and_a_position() -> None:
    codes = engine_codes()
    assert len(codes) >= 20
    assert codes - set(explain.MESSAGES) == set(), "codes without a message"
    assert codes - set(CODE_OF.values()) == set(), "codes without an engine position in this test"
    assert set(explain.MESSAGES) - codes == set(), "messages for codes the engine no longer emits"


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_position_produces_the_code(name: str) -> None:
    assert violation(name)[0].code == CODE_OF[name]


NAMED = {
    "must-follow": ("card", "led", "held"), "must-overtrump": ("card", "best", "held"),
    "must-undertrump": ("card", "best", "held"), "must-trump": ("card", "best", "winning", "held"),
    "not-in-hand": ("card",), "wrong-announcement": ("card",),
}
"""The cards each sentence must name (``must-trump`` names the best trump, or the winning card)."""


def _card_params(found: Violation) -> list[Card]:
    cards = []
    for key in NAMED.get(found.code, ()):
        value = found.params.get(key)
        if isinstance(value, Card):
            cards.append(value)
            if key == "best":
                break
        elif key == "held":
            cards += list(value)
    return cards


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", sorted(CASES))
def test_every_violation_names_the_seat_and_the_cards_and_ends_with_the_rule(name: str, lang: str) -> None:
    found, state = violation(name)
    for position in (state, None):
        sentence = explain.describe_violation(found, lang, position)
        assert sentence.endswith(f"({RULE_WORD[lang]} {found.rule})"), sentence
        assert "%(" not in sentence and "?" not in sentence and len(sentence) > 40, sentence
        for card in _card_params(found):
            assert words.card_name(card, lang) in sentence, (card, sentence)
        if found.seat is not None and found.code not in ("misdeal-too-late", "cut-too-small") or (
                found.code == "misdeal-too-late" and not found.params["table"]):
            assert words.seat_name(found.seat, lang) in sentence, sentence
        if lang != "en":
            assert sentence != explain.describe_violation(found, "en", position)


def test_violations_in_english() -> None:
    def en(name: str, with_state: bool = True) -> str:
        found, state = violation(name)
        return explain.describe_violation(found, "en", state if with_state else None)

    assert en("must-follow") == (
        "North led the Ace of spades, and East holds spades: the Queen of spades. He must follow suit, "
        "so the Ace of diamonds is not allowed. East may play the Queen of spades. (rule play.follow-suit)")
    assert en("must-overtrump") == (
        "Trumps were led and North is winning the trick with the 10 of hearts: East must go higher when "
        "he can, and he holds a higher trump, the Jack of hearts, so the 7 of hearts is too low. East may "
        "play the Jack of hearts. (rule play.overtrump)")
    assert en("must-undertrump") == (
        "South has no spades, his partner is not master, and he cannot beat the Jack of hearts, played by "
        "East; still he must play a trump while he holds one, even a lower one (undertrump): the 8 of hearts "
        "and the 7 of hearts. He may not discard the King of diamonds. South may play the 8 of hearts or "
        "the 7 of hearts. (rule play.undertrump)")
    assert en("must-trump") == (
        "East has no spades, and his partner is not master: North is winning the trick with the Ace of "
        "spades. East holds a trump, the 7 of hearts, so he must trump; he may not discard the King of "
        "diamonds. East may play the 7 of hearts. (rule play.must-trump)")
    assert en("bid-too-low") == (
        "East cannot bid 80: North has already bid 80 in hearts, and a bid must be higher than the "
        "highest so far, whatever its suit. East may bid 90 or more, or capot, or pass. (rule bid.must-top)")
    assert en("coinche-own-side") == (
        "South cannot coinche: the highest bid, 80 in hearts, was made by his partner North, and only an "
        "opponent of the highest bidder may coinche. (rule bid.coinche)")
    assert en("no-surcoinche") == (
        "There is no surcoinche under these rules: a coinche ends the auction at once, so nobody can "
        "answer it, and South cannot surcoinche. (rule bid.surcoinche)")
    assert en("wrong-cutter-anticlockwise").startswith("When play goes anticlockwise")
    assert en("cut-too-small") == (
        "Each packet of the cut must hold at least three cards; this cut leaves only 2 cards in one "
        "packet. (rule deal.shuffle-cut)")


def test_violations_in_other_languages() -> None:
    found, state = violation("must-undertrump")
    nl = explain.describe_violation(found, "nl", state)
    assert "ondertroeven" in nl and "hartenboer" in nl and "ruitenheer" in nl
    de = explain.describe_violation(found, "de", state)
    assert "Herz-Bube" in de and "untertrumpfen" in de
    fr = explain.describe_violation(found, "fr", state)
    assert "le valet de cœur" in fr and "pisser" in fr
    found, state = violation("must-trump")
    assert "introeven" in explain.describe_violation(found, "nl", state) or \
        "troeven" in explain.describe_violation(found, "nl", state)
    assert "couper" in explain.describe_violation(found, "fr", state)
    assert "stechen" in explain.describe_violation(found, "de", state)
    found, state = violation("must-follow")
    assert "bekennen" in explain.describe_violation(found, "nl", state)
    assert "bedienen" in explain.describe_violation(found, "de", state)
    assert "fournir" in explain.describe_violation(found, "fr", state)


# --- moves ------------------------------------------------------------------------------------------


def test_every_move_verb_is_described() -> None:
    coinched = played("N bid 80 H")
    x4 = played("N bid 80 H", "E coinche", profile=X4)
    cases = [
        ("N pass", dealt()), ("N bid 80 H", dealt()), ("N bid capot S", dealt()),
        ("E coinche", coinched), ("E coinche", played("N bid 80 H", profile=X4)),
        ("S surcoinche", x4), ("S pass", x4), ("N play 9H", played(*AUCTION)),
        ("E play QS", played(*AUCTION, "N play AS")), ("N claim misdeal", dealt(table_mode=True)),
        ("E claim revoke", played(*AUCTION, "N play AS", table=True)),
        ("W pass", played("N bid 80 H", "E pass", "S pass")),
        ("W pass", played("N pass", "E pass", "S pass")),
        ("S bid 90 H", played("N bid 80 H", "E pass")),
    ]
    for lang in LANGUAGES:
        texts = [explain.describe_move(Move.parse(text), lang, state) for text, state in cases]
        assert len(set(texts)) == len(texts), texts
        assert not any("%(" in text or text.endswith(".") for text in texts)
        for text, _ in cases:
            assert explain.describe_move(Move.parse(text), lang)


def test_moves_in_english() -> None:
    move = Move.parse
    assert explain.describe_move(move("S bid 80 H"), "en") == "South bids 80 in hearts"
    assert explain.describe_move(move("S bid capot H"), "en") == "South bids capot in hearts"
    assert explain.describe_move(move("E coinche"), "en", played("N bid 100 H")) == (
        "East coinches: the auction is over, and the value of the contract counts double")
    assert explain.describe_move(move("W pass"), "en", played("N bid 100 H", "E pass", "S pass")) == (
        "West passes; the auction is over: North–South play 100 in hearts")
    assert explain.describe_move(move("S bid 90 H"), "en", played("N bid 80 H", "E pass")) == (
        "South bids 90 in hearts, over his partner's 80 in hearts")
    assert explain.describe_move(move("E play 7H"), "en", must_trump_position()) == (
        "East trumps with the 7 of hearts")
    assert explain.describe_move(move("S play 9H"), "en", must_overtrump_plain_position()) == (
        "South overtrumps with the 9 of hearts")
    assert explain.describe_move(move("S play 7H"), "en", undertrump_position()) == (
        "South undertrumps with the 7 of hearts")
    assert explain.describe_move(move("E play JH"), "en", after(overtrump_position(), ["N play 10H"])) == (
        "East goes higher with the Jack of hearts")
    state = played(*AUCTION, "N play 9H", "E play JH")
    assert explain.describe_move(move("S play KH"), "en", state) == (
        "South plays the King of hearts and says “Belote”")
    state = played(*AUCTION, "N play AS", "E play QS", "S play 10S")
    assert explain.describe_move(move("W play 7S"), "en", state) == (
        "West plays the 7 of spades: North wins trick 1, worth 24 card points")
    assert explain.describe_move(move("W play 7S"), "fr", state) == (
        "Ouest joue le 7 de pique\u00a0: Nord remporte le pli 1, qui vaut 24 points")


def test_last_trick_and_discard_with_partner_master() -> None:
    state = played(*AUCTION, "N play AS", "E play QS")
    text = explain.describe_move(Move.parse("S play 10S"), "en", state)
    assert text == "South plays the 10 of spades"
    hand = complete_hand(11)
    assert hand.phase is Phase.COMPLETE or hand.phase is Phase.THROWN_IN


# --- rulings ----------------------------------------------------------------------------------------


def test_rulings() -> None:
    short = dict(DEAL, N="9H AS KS 7D 8D 7C 8C", E="JH 7H QS AD 10D AC 10C JD 9C")
    claim = Move.parse("E claim misdeal")
    state = apply_move(dealt("W", short, table_mode=True), claim)
    assert explain.describe_ruling("irregular.misdeal", "en", state, claim) == (
        "Misdeal found before the first call: West, the same dealer, shuffles, has the pack cut and "
        "deals again, without penalty; the deal does not pass. (rule irregular.misdeal)")
    revoked = played(*AUCTION, "N play AS", "E play AD", table=True)
    claim = Move.parse("S claim revoke")
    back = apply_move(revoked, claim)
    assert explain.describe_ruling("irregular.revoke", "en", back, claim) == (
        "South claims the revoke of East before the next card is played: the card is taken back, and "
        "East plays a legal card instead, without penalty. East may play the Queen of spades. "
        "(rule irregular.revoke)")
    late = played(*AUCTION, "N play AS", "E play AD", "S play 10S", table=True)
    claim = Move.parse("N claim revoke")
    stopped = apply_move(late, claim)
    text = explain.describe_ruling("irregular.revoke", "en", stopped, claim)
    assert "East–West lose the hand" in text and "all 162 card points" in text
    assert "revoke" in explain.describe_ruling("play.follow-suit", "en", revoked, Move.parse("E play AD"))
    for lang in LANGUAGES:
        for rule in explain.RULINGS:
            for position, move in ((None, None), (back, Move.parse("S claim revoke")),
                                   (stopped, Move.parse("N claim revoke")), (revoked, Move.parse("E play AD"))):
                text = explain.describe_ruling(rule, lang, position, move)
                assert text.endswith(f"({RULE_WORD[lang]} {rule})") and "%(" not in text


# --- positions --------------------------------------------------------------------------------------

POSITIONS: dict[str, Callable[[], HandState]] = {
    "start": lambda: dealt(),
    "auction": lambda: played("N bid 80 H", "E pass"),
    "last-pass": lambda: played("N bid 80 H", "E pass", "S pass"),
    "dealer-last": lambda: played("N pass", "E pass", "S pass"),
    "capot-bid": lambda: played("N bid capot H"),
    "max-bid": lambda: played("N bid 180 H"),
    "answering": lambda: played("N bid 80 H", "E coinche", profile=X4),
    "coinched": lambda: played("N bid 100 H", "E coinche"),
    "surcoinched": lambda: played("N bid 100 H", "E coinche", "S surcoinche", profile=X4),
    "lead": lambda: played(*AUCTION),
    "follow": lambda: played(*AUCTION, "N play AS"),
    "trump-led": lambda: after(overtrump_position(), ["N play 10H"]),
    "must-trump": must_trump_position,
    "overtrump": must_overtrump_plain_position,
    "undertrump": undertrump_position,
    "partner-master": lambda: play_position("H", {"N": "AS 7C", "E": "7S 8C", "S": "7H KD", "W": "8S 9C"},
                                            trick=("N play AS", "E play 7S"), leader="N"),
    "void": lambda: play_position("H", {"N": "AS 7C", "E": "KD 8C", "S": "7S 9C", "W": "8S 9D"},
                                  trick=("N play AS",), leader="N"),
    "complete": lambda: complete_hand(4),
    "thrown-in": lambda: played("N pass", "E pass", "S pass", "W pass"),
    "misdeal": lambda: apply_move(dealt(table_mode=True), Move.parse("E claim misdeal")),
    "revoke": lambda: played(*AUCTION, "N play AS", "E play AD", table=True),
    "penalty": lambda: apply_move(played(*AUCTION, "N play AS", "E play AD", "S play 10S", table=True),
                                  Move.parse("N claim revoke")),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_every_position_is_described(name: str, lang: str) -> None:
    lines = explain.describe_position(POSITIONS[name](), lang)
    assert len(lines) >= 2 and all(line and "%(" not in line and "?" not in line for line in lines), lines
    if lang != "en":
        assert lines[1:] != explain.describe_position(POSITIONS[name](), "en")[1:]


def test_position_lines_in_english() -> None:
    lines = explain.describe_position(POSITIONS["auction"](), "en")
    assert lines == ["Dealer: West.", "Auction so far: North bids 80 in hearts and East passes.",
                     "Highest bid: 80 in hearts, by North.",
                     "South may pass, or bid from 90 to 180 in any suit or capot."]
    assert explain.describe_position(POSITIONS["last-pass"](), "en")[-1] == (
        "If West passes, the auction is over and North–South play 80 in hearts.")
    assert explain.describe_position(POSITIONS["dealer-last"](), "en")[-1] == (
        "If West passes too, the hand is thrown in and North deals next.")
    assert explain.describe_position(POSITIONS["capot-bid"](), "en")[-1] == "East may pass or coinche."
    assert explain.describe_position(POSITIONS["max-bid"](), "en")[-1] == "East may pass, bid capot, or coinche."
    assert explain.describe_position(POSITIONS["coinched"](), "en")[2] == (
        "East has coinched: the value of the contract counts double.")
    assert explain.describe_position(POSITIONS["undertrump"](), "en")[-1] == (
        "South has no spades and cannot beat the Jack of hearts, but must still play a trump "
        "(undertrump): the 8 of hearts or the 7 of hearts.")
    assert explain.describe_position(POSITIONS["must-trump"](), "en")[-1] == (
        "East has no spades and his partner is not master: he must trump, with any trump: the 7 of "
        "hearts.")
    assert explain.describe_position(POSITIONS["partner-master"](), "en")[-1] == (
        "South has no spades, but his partner North is master: he may discard or trump, the 7 of hearts "
        "or the King of diamonds.")
    assert explain.describe_position(POSITIONS["thrown-in"](), "en")[-1] == (
        "All four players passed: the hand is thrown in, nobody scores, and North deals next.")
    assert explain.describe_position(POSITIONS["lead"](), "en")[1] == (
        "Contract: 80 in hearts, bid by North; trumps are hearts. North–South attack, East–West defend.")


# --- the score sheet --------------------------------------------------------------------------------

NS, EW = Side.NS, Side.EW

# coins-rules.md section 6, the worked examples: contract of N–S, (amount, multiplier), N–S card
# points, belote, capot, made, N–S score, E–W score.
WORKED = [
    ((100, 1), 80, NS, None, True, 200, 82),
    ((100, 1), 80, None, None, False, 0, 162),
    ((80, 1), 81, None, None, False, 0, 162),
    ((80, 1), 82, None, None, True, 162, 80),
    ((80, 1), 62, NS, None, True, 162, 100),
    ((90, 1), 90, None, None, True, 180, 72),
    ((90, 2), 100, EW, None, True, 280, 82),
    ((90, 2), 80, EW, None, False, 0, 200),
    ((80, 2), 70, None, None, False, 0, 160),
    ((120, 1), 90, NS, None, False, 0, 162),
    ((100, 1), 162, None, NS, True, 350, 0),
    ((180, 1), 162, NS, NS, True, 450, 0),
    ((160, 1), 162, None, None, True, 322, 0),
    ((170, 1), 162, None, None, False, 0, 162),
    ((None, 1), 162, NS, NS, True, 370, 0),
    ((None, 2), 162, None, NS, True, 700, 0),
    ((None, 1), 140, None, None, False, 0, 162),
    ((None, 2), 140, EW, None, False, 0, 720),
    ((80, 1), 0, EW, EW, False, 0, 182),
]


def worked_sheet(row) -> object:
    (amount, multiplier), points, belote, capot, *_ = row
    contract = Contract(Seat.N, amount, Suit.HEARTS, multiplier)
    return score_contract(coinche.STANDARD, contract, (points, 162 - points), belote, capot, EW)


@pytest.mark.parametrize("row", WORKED)
def test_worked_examples_score_lines(row) -> None:
    sheet = worked_sheet(row)
    *_, made, ns, ew = row
    assert (sheet.made, sheet.scores) == (made, (ns, ew))
    for lang in LANGUAGES:
        lines = explain.describe_score(sheet, lang)
        assert lines[-1].endswith(f"({RULE_WORD[lang]} {sheet.rule})"), lines
        assert str(ns) in lines[-1] and str(ew) in lines[-1]
        assert all("%(" not in line for line in lines)
    english = explain.describe_score(sheet, "en")
    for side, score in ((NS, ns), (EW, ew)):
        line = next(line for line in english if line.startswith(words.side_name(side, "en") + " score"))
        assert line.endswith(f"= {score}.") or f" {score} " in line or line.endswith(f"score {score} card points.") \
            or "nothing" in line and score == 0 or f"score {score} " in line, line


def test_score_lines_in_english() -> None:
    sheet = worked_sheet(WORKED[0])
    assert explain.describe_score(sheet, "en") == [
        "Contract: 100 in hearts, bid by North (North–South).",
        "Card points: North–South 80, East–West 82; the 162 include the 10 for the last trick, won by "
        "East–West.",
        "Belote: North–South held the king and queen of trumps, worth 20 points.",
        "North–South bid 100 and have 100 (80 card points and 20 for the belote): the contract is made.",
        "North–South score 100 for the contract + 80 card points + 20 for the belote = 200.",
        "East–West score 82 card points.",
        "Score for this hand: North–South 200, East–West 82. (rule score.made)",
    ]
    lines = explain.describe_score(worked_sheet(WORKED[2]), "en")
    assert ("North–South bid 80 and have 81, but a contract of 80 needs 82, more than half of the 162: "
            "the contract has failed, North–South go down.") in lines
    lines = explain.describe_score(worked_sheet(WORKED[7]), "en")
    assert "East–West score 2 × 90 for the failed contract + 20 for the belote = 200." in lines
    assert "The contract was coinched: its value counts double; the card points and the belote do not. " \
           "(rule score.coinche)" in lines
    lines = explain.describe_score(worked_sheet(WORKED[10]), "en")
    assert "Capot: North–South won all eight tricks, so their 162 card points count as 250." in lines
    lines = explain.describe_score(worked_sheet(WORKED[-1]), "en")
    assert any(line.startswith("Capot: East–West won all eight tricks in defence") for line in lines)
    assert explain.describe_score(worked_sheet(WORKED[14]), "en")[-1].endswith("(rule score.capot-bid)")
    assert any("gaan nat" in line for line in explain.describe_score(worked_sheet(WORKED[1]), "nl"))
    assert any("chutent" in line for line in explain.describe_score(worked_sheet(WORKED[1]), "fr"))
    assert any("dix de der" in line for line in explain.describe_score(worked_sheet(WORKED[1]), "fr"))


def test_every_score_rule_is_named() -> None:
    rules = {worked_sheet(row).rule for row in WORKED}
    assert rules == {"score.made", "score.failed", "score.capot-bid"}


def test_record_example_and_the_revoke_penalty() -> None:
    # coinche-record.md: N–S 100 in hearts coinched, made: 319 to 63.
    hands = {"N": "QS 8S AH KD 9D 7D QC 7C", "E": "AS JS 9S 10H AD JD 8D AC",
             "S": "KS 10S 7S KH QH JH KC JC", "W": "9H 8H 7H QD 10D 10C 9C 8C"}
    moves = ("S bid 80 H", "W pass", "N bid 100 H", "E coinche", "S play JC", "W play 10C", "N play QC",
             "E play AC", "E play 9S", "S play KS", "W play 9H", "N play 8S", "W play QD", "N play 7D",
             "E play AD", "S play JH", "S play 7S", "W play 8H", "N play QS", "E play JS", "W play 9C",
             "N play 7C", "E play 10H", "S play KC", "E play 8D", "S play QH", "W play 10D", "N play 9D",
             "S play 10S", "W play 7H", "N play AH", "E play AS", "N play KD", "E play JD", "S play KH",
             "W play 8C")
    state = after(dealt("E", hands), moves)
    sheet = score_hand(state)
    lines = explain.describe_score(sheet, "en", state)
    assert lines[0] == "Contract: 100 in hearts, coinched, bid by North (North–South)."
    assert "Belote: South held the king and queen of trumps, worth 20 points to North–South." in lines
    assert "North–South score 2 × 100 for the contract + 99 card points + 20 for the belote = 319." in lines
    assert lines[-1] == "Score for this hand: North–South 319, East–West 63. (rule score.made)"
    penalty = POSITIONS["penalty"]()
    sheet = score_hand(penalty)
    lines = explain.describe_score(sheet, "en", penalty)
    assert ("East–West revoked, and the revoke was found after a later card: play stopped and East–West "
            "lose the hand. (rule irregular.revoke)") in lines
    assert lines[-1] == "Score for this hand: North–South 262, East–West 0. (rule score.made)"
    for lang in LANGUAGES:
        assert all("%(" not in line for line in explain.describe_score(sheet, lang, penalty))


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_score_terms_add_up_under_every_profile(profile: str) -> None:
    """Each side's line ends with the engine's score for it, on many random hands."""
    seen = set()
    for seed in range(60):
        state = complete_hand(seed, PROFILES[profile])
        sheet = score_hand(state)
        if sheet.contract is None:
            lines = explain.describe_score(sheet, "en", state)
            assert lines[0].endswith("(rule bid.all-pass)")
            continue
        english = explain.describe_score(sheet, "en", state)
        for side in Side:
            name = words.side_name(side, "en")
            line = next(line for line in english if line.startswith(f"{name} score"))
            score = sheet.scores[side]
            assert re.search(rf"(= |score ){score}\b", line) or (score == 0 and "nothing" in line), line
        seen.add(sheet.rule)
        for lang in LANGUAGES:
            lines = explain.describe_score(sheet, lang, state)
            assert all(line and "%(" not in line and "?" not in line for line in lines)
            assert lines[-1].endswith(f"({RULE_WORD[lang]} {sheet.rule})")
    assert seen


@pytest.mark.parametrize("profile", ["ffb", "pagat", "points-bid", "points-made"])
def test_worked_examples_name_every_part_of_each_score_under_other_profiles(profile: str) -> None:
    for row in WORKED:
        (amount, multiplier), points, belote, capot, *_ = row
        contract = Contract(Seat.N, amount, Suit.HEARTS, multiplier)
        sheet = score_contract(PROFILES[profile], contract, (points, 162 - points), belote, capot, EW)
        lines = explain.describe_score(sheet, "en")
        for term in sheet.terms:
            if term.value:
                line = next(line for line in lines if line.startswith(f"{words.side_name(term.side, 'en')} score"))
                assert str(term.amount) in line, (row, term, line)


# --- names ------------------------------------------------------------------------------------------


def test_names() -> None:
    assert explain.card_name(Card.parse("JH"), "en", Suit.HEARTS) == (
        "the Jack of hearts — the jack of trumps, the highest card (20 points)")
    assert explain.card_name(Card.parse("9H"), "de", Suit.HEARTS).startswith("Herz-Neun")
    assert explain.card_name(Card.parse("9S"), "nl", Suit.HEARTS) == "schoppennegen"
    assert explain.cards_list([Card.parse(c) for c in ("7H", "AS", "JH", "10S", "9H")], "en", Suit.HEARTS) == (
        "the Jack of hearts, the 9 of hearts, the 7 of hearts, the Ace of spades, and the 10 of spades")
    assert explain.bid_name(None, Suit.SPADES, "fr") == "capot à pique"
    assert explain.bid_name(80, Suit.HEARTS, "nl") == "80 harten"
    contract = Contract(Seat.N, 100, Suit.HEARTS, 2)
    assert explain.contract_name(contract, "de") == "100 Herz, mit Kontra"


# --- robustness -------------------------------------------------------------------------------------


def test_every_refusal_on_random_positions_has_a_sentence() -> None:
    """Random positions, normal and table mode, under every profile, and random moves."""
    seen = set()
    deck = [Card.parse(f"{rank}{suit}") for rank in ("A", "K", "Q", "J", "10", "9", "8", "7") for suit in "SHDC"]
    for seed in range(16):
        rng = random.Random(seed)
        profile = PROFILES[sorted(PROFILES)[seed % len(PROFILES)]]
        state = deal_hand(seed, Seat(seed % 4), profile)
        if seed % 2:
            state = new_hand(state.dealer, {seat: state.hand(seat) for seat in Seat}, profile, table_mode=True)
        while not state.phase.is_over:
            seat = rng.choice(list(Seat))
            tries = [Move.parse(f"{seat} bid {rng.choice([70, 80, 85, 90, 120, 190])} H"), Move.parse(f"{seat} pass"),
                     Move.parse(f"{seat} coinche"), Move.parse(f"{seat} surcoinche"),
                     Move.parse(f"{seat} play {rng.choice(deck)}"), Move.parse(f"{seat} claim revoke"),
                     Move.parse(f"{seat} claim misdeal"), Move.parse(f"{seat} bid capot S")]
            for move in tries:
                found = check_move(state, move)
                if found is not None:
                    seen.add(found.code)
                    for lang in LANGUAGES:
                        text = explain.describe_violation(found, lang, state)
                        assert "%(" not in text and text.endswith(f"{found.rule})"), text
                elif move.verb.value != "claim":
                    for lang in LANGUAGES:
                        assert "%(" not in explain.describe_move(move, lang, state)
            regular = [m for m in legal_moves(state) if m.verb.value != "claim"]
            state = apply_move(state, rng.choice(regular))
            for lang in LANGUAGES:
                assert all("%(" not in line for line in explain.describe_position(state, lang))
        if state.phase is Phase.COMPLETE:
            for lang in LANGUAGES:
                assert explain.describe_score(score_hand(state), lang, state)
    assert len(seen) >= 10


# --- no English left in the translations ------------------------------------------------------------

SHARED = {
    # words spelt the same in the other language (checked one by one), and names of the game
    "all": {"belote", "rebelote", "capot", "coinche", "surcoinche", "custom"},
    "nl": {"west", "contract", "in", "is", "over", "plus", "partner", "score", "of", "hand", "bonus"},
    "de": {"west", "in", "plus", "partner", "re", "hand", "bonus"},
    "fr": {"points", "point", "plus", "table", "on", "as", "score", "a", "double", "mode", "multiple"},
}
_WORD = re.compile(r"[^\W\d_][\w’'-]*")


def _words_of(text: str) -> set[str]:
    text = re.sub(r"\((?:rule|regel|Regel|règle) [\w.-]+\)", " ", text)
    return {word.lower().strip("’'") for word in _WORD.findall(text)}


def _samples(lang: str):
    for name in sorted(CASES):
        found, state = violation(name)
        yield f"violation {name}", explain.describe_violation(found, lang, state)
    for name, position in sorted(POSITIONS.items()):
        for i, line in enumerate(explain.describe_position(position(), lang)):
            yield f"position {name}.{i}", line
    for i, row in enumerate(WORKED):
        for j, line in enumerate(explain.describe_score(worked_sheet(row), lang)):
            yield f"score {i}.{j}", line


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_english_words_leak_into_translations(lang: str) -> None:
    english = dict(_samples("en"))
    allowed = SHARED["all"] | SHARED[lang]
    leaks = {}
    for key, sentence in _samples(lang):
        leaked = (_words_of(english[key]) & _words_of(sentence)) - allowed
        if leaked:
            leaks[key] = (sorted(leaked), sentence)
    assert leaks == {}


# --- the card players' words of each language --------------------------------------------------------

TERMS = {
    # a word of the msgid → what the translation must contain (a regular expression, any case)
    r"undertrump": {"nl": r"onder\s*(te\s*)?troe", "de": r"untertrumpf", "fr": r"piss|sous-coup"},
    r"\bovertrump": {"nl": r"overtroe|over te troe", "de": r"übertrumpf|überstech", "fr": r"surcoup"},
    r"go(es)? higher": {"nl": r"hoger", "de": r"höher|überstech", "fr": r"mont"},
    r"follow suit": {"nl": r"bekennen", "de": r"bedienen", "fr": r"fournir"},
    r"\btrumps? with|must trump\b|\bhe trumps": {"nl": r"troe", "de": r"stech|sticht", "fr": r"coup"},
    r"(?<!sur)coinch": {"nl": r"coinch", "de": r"kontra", "fr": r"coinch"},
    r"surcoinch": {"nl": r"surcoinch", "de": r"\bre\b", "fr": r"surcoinch"},
    r"discard": {"nl": r"afgooi|gooi|afgooien", "de": r"abwerf|wirft", "fr": r"défauss"},
    r"capot": {"nl": r"capot", "de": r"capot", "fr": r"capot"},
    r"belote": {"nl": r"belote", "de": r"belote", "fr": r"belote"},
    r"last trick": {"nl": r"laatste slag", "de": r"letzten stich", "fr": r"dix de der|dernier pli"},
    r"misdeal": {"nl": r"verkeerd", "de": r"vergeb", "fr": r"maldonne"},
    r"revoke": {"nl": r"verza", "de": r"renonce", "fr": r"renonce"},
    r"contract has failed|go down": {"nl": r"nat|mislukt", "de": r"verfehlt|durchgefallen", "fr": r"chut|dedans"},
    r"\bcuts?\b": {"nl": r"afne|afgenomen|afnemen|neemt\b.*\baf\b", "de": r"abheb|hebt", "fr": r"coup"},
    r"\btricks?\b": {"nl": r"slag", "de": r"stich", "fr": r"pli|maître|dix de der"},
    r"partner": {"nl": r"maat", "de": r"partner", "fr": r"partenaire"},
    r"\bmaster\b": {"nl": r"slag", "de": r"stich", "fr": r"maître"},
    r"\bled\b|\blead\b": {"nl": r"uit|gevraagd", "de": r"ausgespielt|ausspiel", "fr": r"entam"},
    r"\bdealer": {"nl": r"gever|geeft", "de": r"geber|gibt", "fr": r"donneur|distribue"},
    r"card points": {"nl": r"kaartpunt", "de": r"kartenpunkt", "fr": r"points des cartes|\bpoints?\b"},
}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_use_the_card_players_words(lang: str) -> None:
    """Each Coinche translation uses the term of its language for what its msgid speaks of: this
    also catches a translation filed under the wrong msgid."""
    wrong = []
    for message in coinche_catalog(lang):
        if not message.id:
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        for msgid, string in zip(ids, strings):
            for term, words_of_lang in TERMS.items():
                if re.search(term, msgid, re.IGNORECASE) and not re.search(words_of_lang[lang], string, re.IGNORECASE):
                    wrong.append((term, msgid, string))
    assert wrong == []


def test_a_refused_fourth_card_closes_no_trick_in_its_caption() -> None:
    # E leads spades, S trumps with the 9, W follows; N, void, could beat the 9 with the jack.
    state = play_position("H", {"N": "JH 7H AD", "E": "AS", "S": "9H", "W": "8S"},
                          ["E play AS", "S play 9H", "W play 8S"], leader="E")
    assert check_move(state, Move.parse("N play 7H")).rule == "play.overtrump"
    caption = explain.describe_move(Move.parse("N play 7H"), "en", state)
    assert "wins" not in caption
    assert "wins trick 1" in explain.describe_move(Move.parse("N play JH"), "en", state)
