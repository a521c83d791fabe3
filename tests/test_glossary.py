"""The glossary data of each game (`tutor.games.<game>.glossary`) and what `tutor.glossary` does
with it: lookup, search, and finding the terms a text uses (`terms_in`)."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.support import NullTranslations

import tutor.glossary
from tutor import catalogs, i18n
from tutor.games import GAMES, Game, find_game
from tutor.glossary import (
    DEFINITION_CONTEXT,
    TERM_CONTEXT,
    Term,
    TermFinder,
    find_term,
    search,
    terms,
    terms_in,
)

ROOT = Path(__file__).resolve().parents[1]
EN = i18n.translator("en")

# Each row of the glossary table at the end of a rule book (by its "concept" column) and the
# terms that cover it; a new row fails `test_every_row_of_the_rule_books_glossary_has_its_terms`
# until it is added here and to the game's glossary.
SPEC_ROWS = {
    "cinch": {
        "trick": ["trick"],
        "hand (one deal)": ["hand"],
        "trump / to trump": ["trump"],
        "follow suit": ["follow-suit"],
        "lead": ["lead"],
        "dealer / cut": ["dealer", "cut"],
        "stock": ["stock"],
        "discard": ["discard"],
        "bid / pass": ["bid", "pass"],
        "be set": ["set"],
        "revoke": ["revoke"],
        "High, Low, Jack, Game": ["high", "low", "jack", "game"],
        "Right / Left Pedro": ["right-pedro", "left-pedro"],
        "ranks A K Q J": ["ace", "king", "queen", "jack"],
        "suits ♠ ♥ ♦ ♣": ["spades", "hearts", "diamonds", "clubs"],
    },
    "coinche": {
        "the game": ["belote-coinchee"],
        "trick": ["trick"],
        "hand (one deal)": ["hand"],
        "trump (suit)": ["trump"],
        "to trump": ["trump"],
        "to overtrump": ["overtrump"],
        "to undertrump": ["undertrump"],
        "follow suit": ["follow-suit"],
        "suit led": ["suit-led"],
        "discard": ["discard"],
        "lead": ["lead"],
        "partner is master": ["partner-master"],
        "dealer / shuffle / cut": ["dealer", "shuffle", "cut"],
        "auction: bid / pass": ["auction", "bid", "pass"],
        "contract": ["contract"],
        "attackers / taker": ["attackers", "taker"],
        "defenders": ["defenders"],
        "coinche (double)": ["coinche"],
        "surcoinche (redouble)": ["surcoinche"],
        "capot": ["capot"],
        "belote / rebelote": ["belote"],
        "last-trick bonus": ["last-trick"],
        "card points": ["card-points"],
        "contract failed": ["go-down"],
        "all pass": ["all-pass"],
        "target": ["target"],
        "trump jack / trump nine": ["trump-jack", "trump-nine"],
        "ranks A K Q J": ["ace", "king", "queen", "jack"],
        "suits ♠ ♥ ♦ ♣": ["spades", "hearts", "diamonds", "clubs"],
    },
}

# Card players' words the rules and lessons use beyond the rule books' tables.
USED_WORDS = {
    "cinch": ["pack", "suit", "plain-suit", "scoring-card", "partner", "opponent", "shuffle",
              "deal", "rob-the-pack", "draw", "misdeal", "new-deal", "high-bidder", "bidders",
              "contract", "stick-the-dealer", "cinching", "void", "suit-led", "shortfall", "make",
              "dead-card", "out-of-turn", "face-up", "face-down", "clockwise", "colour"],
    "coinche": ["pack", "suit", "partner", "opponent", "make", "misdeal", "revoke"],
}


def glossary_rows(game: Game) -> list[str]:
    """The "concept" column of the glossary table at the end of the game's rule book."""
    text = (ROOT / game.rule_book).read_text(encoding="utf-8")
    table = text[text.index("Glossary (card-player terms"):]
    rows = [line for line in table.splitlines() if line.startswith("| ")]
    return [row.split("|")[1].strip() for row in rows[1:]]


@pytest.fixture(scope="module")
def extracted() -> Catalog:
    return catalogs.extract()


@pytest.fixture(params=GAMES)
def game(request: pytest.FixtureRequest) -> Game:
    return find_game(request.param)


# --- the data -----------------------------------------------------------------------------------


def test_every_game_has_a_glossary_with_a_title(game: Game) -> None:
    assert game.has_layer("glossary")
    assert len(terms(game)) >= 40
    assert game.glossary.TITLE.startswith("The words of ")


def test_every_term_has_an_id_words_a_definition_and_a_rule_of_its_game(game: Game) -> None:
    ids = [term.id for term in terms(game)]
    assert len(ids) == len(set(ids)), "a term id is used twice"
    for term in terms(game):
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", term.id), term.id
        assert term.words.strip() and term.words == term.words.strip(), term.id
        assert term.rule in game.rule_ids, f"{game.name} {term.id}: no rule {term.rule!r}"
        definition = term.definition
        assert definition[:1].isupper() and definition.endswith("."), term.id
        assert "\n" not in definition and len(definition) <= 160, f"{term.id}: not one line"


def test_no_two_terms_of_a_game_share_words(game: Game) -> None:
    words = [form.casefold() for term in terms(game) for form in term.forms(EN)]
    assert len(words) == len(set(words))


def test_every_row_of_the_rule_books_glossary_has_its_terms(game: Game) -> None:
    assert glossary_rows(game) == list(SPEC_ROWS[game.name])
    for row, ids in SPEC_ROWS[game.name].items():
        for term_id in ids:
            assert find_term(game, term_id) is not None, f"{game.name}: {row!r} needs {term_id!r}"


def test_the_words_the_rules_and_lessons_use_have_terms(game: Game) -> None:
    missing = [term_id for term_id in USED_WORDS[game.name] if find_term(game, term_id) is None]
    assert missing == []


def test_every_cinch_term_looked_for_in_texts_is_used_by_a_rule_or_a_lesson(extracted: Catalog) -> None:
    cinch = find_game("cinch")
    texts = "\n".join(message.id for message in extracted
                      if message.id and isinstance(message.id, str)
                      and message.context not in (TERM_CONTEXT, DEFINITION_CONTEXT))
    found = {term.id for term in terms_in(texts, "en", cinch)}
    unused = [term.id for term in terms(cinch) if term.in_texts and term.id not in found]
    assert unused == []


def test_every_term_and_definition_is_marked_for_translation(game: Game, extracted: Catalog) -> None:
    """Marked in the game's own glossary file: the games share some messages, and a mark in the
    other game's file would hide a missing one here."""
    source = f"tutor/games/{game.name}/glossary.py"

    def marked(message: str, context: str | None) -> bool:
        found = extracted.get(message, context)
        return found is not None and any(path == source for path, _ in found.locations)

    for term in terms(game):
        assert marked(term.words, TERM_CONTEXT), f"{term.id}: words not marked"
        assert marked(term.definition, DEFINITION_CONTEXT), f"{term.id}: definition not marked"
    assert marked(game.glossary.TITLE, None)


def test_the_extraction_sees_a_term_left_unmarked(tmp_path: Path) -> None:
    """The marking test can fail: a plain string is not extracted, a marked one is."""
    from babel.messages.extract import extract_from_file

    source = tmp_path / "glossary.py"
    source.write_text('Term("a", "unmarked", pgettext("glossary definition", "Marked."), "r")\n')
    found = [(context, message) for _, message, _, context in extract_from_file("python", str(source))]
    assert found == [(DEFINITION_CONTEXT, "Marked.")]


def test_the_glossary_messages_carry_translator_comments(extracted: Catalog) -> None:
    pack = extracted.get("pack", TERM_CONTEXT)
    assert any("glossary" in comment for comment in pack.auto_comments)
    definition = extracted.get(find_term(find_game("cinch"), "pack").definition, DEFINITION_CONTEXT)
    assert any("definition" in comment for comment in definition.auto_comments)


def test_the_module_examples() -> None:
    assert doctest.testmod(tutor.glossary).failed == 0


# --- lookup and search --------------------------------------------------------------------------


def test_find_term_by_id() -> None:
    cinch = find_game("cinch")
    assert find_term(cinch, "left-pedro").rule == "rank.left-pedro"
    assert find_term(cinch, "left-pedro").headword(EN) == "Left Pedro"
    assert find_term(cinch, "capot") is None and find_term(find_game("coinche"), "capot") is not None
    assert find_term(cinch, "") is None


def test_a_term_has_forms_and_a_headword() -> None:
    bidders = find_term(find_game("cinch"), "bidders")
    assert bidders.forms(EN) == ("bidders", "bidding side")
    assert bidders.headword(EN) == "bidders"
    assert bidders.define(EN) == bidders.definition


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_search_finds_words_and_meanings_in_any_case(lang: str) -> None:
    cinch = find_game("cinch")
    everything = terms(cinch)
    assert search(everything, "", lang) == list(everything)
    assert search(everything, "  ", lang) == list(everything)
    found = [term.id for term in search(everything, "PEDRO", lang)]
    assert {"right-pedro", "left-pedro"} <= set(found) and "trick" not in found
    assert [term.id for term in search(everything, "left-pedro", lang)] == ["left-pedro"]
    assert search(everything, "xyzzy", lang) == []


def test_search_ignores_accents() -> None:
    coinche = terms(find_game("coinche"))
    assert [term.id for term in search(coinche, "COINCHEE", "en")] == ["belote-coinchee"]


# --- terms in a text: English, from the sources ---------------------------------------------------


def found(text: str, lang: str = "en", game: str = "cinch") -> list[str]:
    return [term.id for term in terms_in(text, lang, find_game(game))]


def test_terms_in_finds_whole_words_in_the_order_they_appear() -> None:
    assert found("North leads the Left Pedro: a trump is led.") == ["lead", "left-pedro", "trump"]
    assert found("The trumpet sounds, overleads and bidders' strick.") == ["bidders"]


def test_terms_in_ignores_case_except_for_the_scoring_cards() -> None:
    assert found("TRICK, Trick, trick") == ["trick"]
    text = "High, Low, Jack and Game score; the game is won with a high trump and a low one."
    assert found(text) == ["high", "low", "jack", "game", "trump"]


def test_terms_in_prefers_the_longest_form() -> None:
    assert found("The high bidder robs the pack.") == ["high-bidder", "rob-the-pack"]
    assert found("Follow suit with a plain suit.") == ["follow-suit", "plain-suit"]
    assert found("The bidding side is set.") == ["bidders", "set"]


def test_terms_in_knows_plurals_and_verb_forms() -> None:
    assert found("Two tricks, three trumps; he trumped, bidding and passing.") == [
        "trick", "trump", "bid", "pass"]
    assert found("She robbed the pack; following suit; the cutting.") == [
        "rob-the-pack", "follow-suit", "cut"]


def test_terms_in_gives_each_term_once_and_skips_code_spans() -> None:
    assert found("a trick, another trick, and tricks") == ["trick"]
    assert found("See `play.follow-trump` and `draw.rob`.") == []


def test_terms_in_skips_the_names_of_suits_and_ranks() -> None:
    assert found("The Queen of spades and the King of hearts.") == []
    assert found("The Ace of clubs", game="coinche") == []


def test_terms_in_coinche() -> None:
    text = "The defenders coinche; the taker must overtrump, not undertrump, unless partner is master."
    assert found(text, game="coinche") == [
        "defenders", "coinche", "taker", "overtrump", "undertrump", "partner-master"]
    assert found("Coinche, or belote coinchée: belote and rebelote.", game="coinche") == [
        "belote-coinchee", "belote"]


@pytest.mark.parametrize("game_name", GAMES)
def test_every_term_is_found_by_its_own_english_headword(game_name: str) -> None:
    game = find_game(game_name)
    for term in terms(game):
        if term.in_texts:
            assert found(term.headword(EN), "en", game_name) == [term.id]


# --- terms in a text: other languages, with the words of the rule books' tables -----------------


class Words(NullTranslations):
    """A translator that knows only some glossary words, as a catalog would give them."""

    def __init__(self, words: dict[str, str]) -> None:
        super().__init__()
        self.words = words

    def pgettext(self, context: str, message: str) -> str:  # type: ignore[override]
        return self.words.get(message, message) if context == TERM_CONTEXT else message


TABLE_WORDS = {
    "nl": {"trick": "slag", "trump": "troef / troeven", "lead": "uitkomen", "follow suit": "kleur bekennen",
           "dealer": "gever", "High": "Hoog", "Low": "Laag", "Left Pedro": "linker Pedro",
           "high bidder": "hoogste bieder", "bid": "bod / bieden", "set": "nat gaan", "stock": "stok"},
    "de": {"trick": "Stich", "trump": "Trumpf / stechen", "follow suit": "bedienen", "dealer": "Geber",
           "stock": "Talon", "high bidder": "Höchstbietende", "discard": "ablegen", "High": "Hoch"},
    "fr": {"trick": "pli / levée", "trump": "atout / couper", "cut": "couper", "dealer": "donneur",
           "lead": "entamer / entame", "revoke": "renonce", "follow suit": "fournir"},
}


def found_with(lang: str, text: str) -> list[str]:
    finder = TermFinder(terms(find_game("cinch")), Words(TABLE_WORDS[lang]), lang)
    return [term.id for term in finder.find(text)]


@pytest.mark.parametrize(("lang", "text", "expected"), [
    # "komt uit" is "uitkomen" split in two: not the form, so no link to "lead".
    ("nl", "Noord komt uit met troef en wint de slag.", ["trump", "trick"]),
    ("nl", "Zuid moet kleur bekennen, anders troeven; de slagen gaan naar de hoogste bieder.",
     ["follow-suit", "trump", "trick", "high-bidder"]),
    ("nl", "Hoog en Laag tellen, de linker Pedro ook; hoog spel.", ["high", "low", "left-pedro"]),
    ("nl", "Wie nat gaat, heeft te weinig geboden.", []),  # "nat gaat" is not "nat gaan"
    ("de", "Der Geber legt ab, der Talon bleibt liegen; zwei Stiche gehen an den Höchstbietenden.",
     ["dealer", "stock", "trick", "high-bidder"]),
    ("de", "Wer bedienen kann, muss bedienen; sonst darf er stechen.", ["follow-suit", "trump"]),
    ("de", "Hoch ist das Trumpf-Ass, nicht ein hoch gespielter Trumpf.", ["high", "trump"]),
    ("fr", "Ouest entame ; les plis et les levées vont aux atouts.", ["lead", "trick", "trump"]),
    # "couper" is both to trump and to cut: the first term of the glossary (trump) wins.
    ("fr", "Il doit couper, puis le donneur fait une renonce.", ["trump", "dealer", "revoke"]),
    ("fr", "Il faut fournir : on fournit la couleur.", ["follow-suit"]),
])
def test_terms_in_other_languages_by_their_forms(lang: str, text: str, expected: list[str]) -> None:
    assert found_with(lang, text) == expected


# Once the catalogs carry the glossary words of the rule book's table, the real translators find
# them too. These fail until the lead has the new messages translated.
@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("nl", "Noord komt uit met troef en wint de slag.", ["trump", "trick"]),
    ("de", "Nord spielt Trumpf aus und gewinnt den Stich; der Geber gibt.", ["trump", "trick", "dealer"]),
    ("fr", "Le donneur distribue ; Nord remporte le pli avec un atout.", ["dealer", "trick", "trump"]),
])
def test_terms_in_with_the_catalogs(lang: str, text: str, expected: list[str]) -> None:
    assert found(text, lang) == expected


def test_a_term_in_another_language_may_have_several_forms() -> None:
    troef = Term("trump", "trump", "x.", "rank.trump-order")
    assert troef.forms(Words({"trump": "troef / troeven"})) == ("troef", "troeven")
    assert troef.forms(Words({"trump": "troef/troeven "})) == ("troef", "troeven")
    assert troef.headword(Words({"trump": "troef / troeven"})) == "troef"


@pytest.mark.parametrize(("lang", "text"), [
    ("nl", "Noord en Zuid spelen samen; elke speler krijgt negen kaarten."),
    ("de", "Jeder Spieler bekommt neun Karten, und alle spielen mit."),
])
def test_a_word_the_endings_would_take_for_a_form_but_is_another_word_is_no_term(lang: str, text: str) -> None:
    """Dutch "spelen" (to play) is no form of "spel" (a hand); German "Spieler" none of "Spiel"."""
    assert "hand" not in [term.id for term in terms_in(text, lang, find_game("cinch"))]
