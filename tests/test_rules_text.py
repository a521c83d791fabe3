"""The text of the rules (`tutor.games.cinch.rules_text`): complete, precise, and translated without the
errors of the published translations (`cinch-rules.md` section 9)."""

from __future__ import annotations

import re

import pytest

from tutor import catalogs, i18n
from tutor.cards import Rank, Suit
from tutor.games.cinch import rules_text
from tutor.games.cinch.profile import CHOICES, PROFILES, STANDARD, Profile
from tutor.games.cinch.ranking import (
    PLAIN_ORDER,
    POINT_CARDS,
    left_pedro,
    right_pedro,
    suit_order,
)
from tutor.games.cinch.rules import RULE_IDS, SECTIONS

RANK_WORDS = {"Ace": Rank.ACE, "King": Rank.KING, "Queen": Rank.QUEEN, "Jack": Rank.JACK}


def all_msgids() -> list[str]:
    """Every message of the module's tables."""
    found = [m for s in rules_text.SECTION_TEXTS.values() for m in (s.title, s.intro)]
    found += [m for r in rules_text.RULE_TEXTS.values() for m in (r.heading, r.body)]
    found += [e.caption for e in rules_text.CARD_EXAMPLES.values()]
    for option in rules_text.OPTION_TEXTS.values():
        found += [option.label, *option.choices.values()]
        found += [option.template] if option.template else []
    return found + list(rules_text.PROFILE_NAMES.values())


def ranks_in(text: str) -> list[Rank]:
    """The ranks listed in `text`, in order, with "the Left Pedro" as the 5 it is."""
    words = re.findall(r"Ace|King|Queen|Jack|Left Pedro|\b(?:10|[2-9])\b", text)
    return [
        RANK_WORDS[w] if w in RANK_WORDS else Rank.FIVE if w == "Left Pedro" else Rank(int(w))
        for w in words
    ]


def test_every_rule_id_has_a_heading_and_a_body_in_rule_order() -> None:
    assert tuple(rules_text.RULE_TEXTS) == RULE_IDS
    for rule in RULE_IDS:
        text = rules_text.rule_text(rule)
        assert text.rule == rule
        assert text.heading.strip() and not text.heading.endswith(".")
        assert len(text.body) > len(text.heading)


def test_an_unknown_rule_id_has_no_text() -> None:
    with pytest.raises(KeyError, match="nope"):
        rules_text.rule_text("nope")


def test_every_section_has_a_title_and_an_introduction() -> None:
    assert tuple(rules_text.SECTION_TEXTS) == tuple(SECTIONS)
    for number, text in rules_text.SECTION_TEXTS.items():
        assert text.section == number
        assert text.title.strip() and text.intro.strip()


def test_rule_texts_have_no_placeholders_and_templates_exactly_one() -> None:
    for option in rules_text.OPTION_TEXTS.values():
        if option.template:
            assert catalogs.placeholders(option.template) == {"%(value)d"}
    templates = {o.template for o in rules_text.OPTION_TEXTS.values()}
    for message in all_msgids():
        if message not in templates:
            assert catalogs.placeholders(message) == frozenset(), message
            assert "%" not in message, message


def test_cross_references_name_real_rules() -> None:
    for text in rules_text.RULE_TEXTS.values():
        for cited in re.findall(r"`([^`]+)`", text.body):
            assert cited in RULE_IDS and cited != text.rule, (text.rule, cited)


def test_rank_trump_order_text_lists_the_engine_order() -> None:
    body = rules_text.rule_text("rank.trump-order").body
    listed = ranks_in(body.split("From the highest to the lowest:")[1].split(".")[0])
    assert listed == [card.rank for card in suit_order(Suit.HEARTS, Suit.HEARTS)]
    assert "14 cards" in body


def test_rank_plain_order_text_lists_all_thirteen_ranks() -> None:
    body = rules_text.rule_text("rank.plain-order").body
    assert ranks_in(body.split("ranked")[1].split("\n")[0]) == list(PLAIN_ORDER)
    assert "13 cards" in body


def test_rank_same_colour_suit_text_lists_twelve_ranks_without_the_5() -> None:
    body = rules_text.rule_text("rank.same-colour-suit").body
    listed = ranks_in(body.split("12 cards:")[1].split("\n")[0])
    assert listed == [card.rank for card in suit_order(Suit.DIAMONDS, Suit.HEARTS)]
    assert Rank.FIVE not in listed and len(listed) == 12


def test_points_cards_text_lists_six_cards_worth_fourteen_including_low() -> None:
    body = rules_text.rule_text("points.cards").body
    values = [int(v) for v in re.findall(r": (\d) points?\n", body + "\n")]
    assert values == [1, 1, 1, 1, 5, 5] and sum(values) == 14
    assert "**Low**, the 2 of trumps" in body and "14 points" in body


@pytest.mark.parametrize(
    ("rule", "facts"),
    [
        ("deal.threes", ["three cards at a time", "nine", "36 cards", "16"]),
        ("bid.range", ["from 1 to 14", "6, or 7"]),
        ("score.set", ["14 plus", "from 15 to 28", "14 + 1 = 15"]),
        ("score.made", ["8 − 6 = 2"]),
        ("game.target", ["51 points", "42, to 62"]),
        ("shuffle.cut", ["dealer's right", "at least four cards"]),
        ("irregular.misdeal", ["player on his left"]),
        ("draw.error-discard", ["an opponent of the high bidder"]),
        ("draw.discard", ["every player except the dealer"]),
        ("draw.stock-short", ["12,000"]),
    ],
)
def test_rule_text_states_the_numbers_of_the_spec(rule: str, facts: list[str]) -> None:
    body = rules_text.rule_text(rule).body
    for fact in facts:
        assert fact in body, (rule, fact)


def test_card_examples_show_the_cards_their_rule_is_about() -> None:
    examples = rules_text.CARD_EXAMPLES
    assert set(examples) <= set(RULE_IDS)
    assert examples["rank.trump-order"].cards == suit_order(Suit.HEARTS, Suit.HEARTS)
    assert examples["rank.right-pedro"].cards == (right_pedro(Suit.HEARTS),)
    assert examples["rank.left-pedro"].cards == (left_pedro(Suit.HEARTS),)
    assert examples["points.cards"].cards == tuple(POINT_CARDS[Suit.HEARTS].values())
    assert all(example.trump is Suit.HEARTS for example in examples.values())
    assert all(example.caption.startswith("Hearts are trump") for example in examples.values())


def test_every_house_rule_option_and_value_is_described() -> None:
    options = set(STANDARD.options())
    assert set(rules_text.OPTION_TEXTS) == options
    t = i18n.translator("en")
    for name, allowed in CHOICES.items():
        option = rules_text.OPTION_TEXTS[name]
        for value in allowed:
            assert option.describe(value, t).strip()
    target = rules_text.OPTION_TEXTS["target"]
    assert target.describe(62, t) == "the first side to reach 62 points wins"
    assert rules_text.OPTION_TEXTS["min_bid"].describe(7, t) == "from 7 to 14"


def test_each_changed_rule_mentions_its_house_rule_and_vice_versa() -> None:
    with_alternatives = {
        rule
        for option in rules_text.OPTION_TEXTS.values()
        if option.template or len(option.choices) > 1
        for rule in option.rules
    }
    mentioning = {r.rule for r in rules_text.RULE_TEXTS.values() if "*House rule" in r.body}
    assert mentioning == with_alternatives
    for option in rules_text.OPTION_TEXTS.values():
        assert rules_text.options_for(option.rules[0])[0] is option


def test_profile_lines_describe_the_standard_profile() -> None:
    t = i18n.translator("en")
    assert rules_text.profile_name(STANDARD, t) == "standard rules"
    assert rules_text.profile_lines(STANDARD, t) == [
        "**Players:** four, in two partnerships",
        "**Winning the game:** the first side to reach 51 points wins",
        "**Bids:** from 1 to 14",
        "**If everyone passes:** the dealer plays without a contract (bid 0)",
        "**Seven trumps or more:** discard only trumps that score no points",
        "**Robbing the pack:** the dealer keeps every trump, up to six",
        "**Discards:** face up",
        "**Low counts for:** the side that wins the trick",
        "**First dealer:** the player who drew the highest card",
    ]


def test_every_named_profile_has_a_name_and_an_unknown_one_keeps_its_own() -> None:
    t = i18n.translator("en")
    assert set(PROFILES) | {"custom"} == set(rules_text.PROFILE_NAMES)
    assert rules_text.profile_name(Profile(name="club"), t) == "club"


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_every_rule_text_is_translated(lang: str) -> None:
    t = i18n.translator(lang)
    for message in all_msgids():
        assert t.gettext(message) != message, (lang, message)


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_translations_keep_markdown_rule_ids_and_numbers(lang: str) -> None:
    t = i18n.translator(lang)
    for text in rules_text.RULE_TEXTS.values():
        body = t.gettext(text.body)
        assert re.findall(r"`[^`]+`", body) == re.findall(r"`[^`]+`", text.body), text.rule
        assert body.count("*") == text.body.count("*"), text.rule
        assert body.count("\n- ") == text.body.count("\n- "), text.rule
        for number in ("14", "15", "28", "36", "16", "51", "42", "62"):
            assert (number in body) == (number in text.body), (text.rule, number)


# Section 9 of the rules: errors of the published translations that ours must not repeat.
LOW = {"nl": "**Laag**", "de": "**Tief**", "fr": "**Bas**"}
LEFT = {"nl": "links", "de": "links", "fr": "gauche"}
RIGHT = {"nl": "rechts", "de": "rechts", "fr": "droite"}
REVOKE = {"nl": "Verzaken", "de": "Renonce", "fr": "renonce"}
WRONG_REVOKE = ("Terugroepen", "Zurückziehen", "Révoquer")
OPPONENT_OF = {"nl": "tegenstander van de hoogste bieder", "de": "Gegner des Höchstbietenden",
               "fr": "adversaire du preneur"}


def body(lang: str, rule: str) -> str:
    return i18n.translator(lang).gettext(rules_text.rule_text(rule).body)


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_translation_lists_low_among_the_scoring_cards(lang: str) -> None:
    assert LOW[lang] in body(lang, "points.cards")


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_translation_passes_a_misdealt_deal_to_the_left(lang: str) -> None:
    misdeal = body(lang, "irregular.misdeal")
    assert LEFT[lang] in misdeal and RIGHT[lang] not in misdeal


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_translation_says_opponent_of_the_high_bidder(lang: str) -> None:
    assert OPPONENT_OF[lang] in body(lang, "draw.error-discard")


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_translation_names_the_revoke_with_the_card_term(lang: str) -> None:
    t = i18n.translator(lang)
    heading = t.gettext(rules_text.rule_text("irregular.revoke").heading)
    text = heading + body(lang, "irregular.revoke")
    assert REVOKE[lang] in text and not any(wrong in text for wrong in WRONG_REVOKE)


def test_translations_call_the_ten_of_trumps_game_not_a_number_of_trumps() -> None:
    assert "Zie Spel" not in body("nl", "points.cards")
    assert "10 Trumpfkarten" not in body("de", "points.cards")
    assert "**Game**, de troeftien" in body("nl", "points.cards")
    assert "**Game**, die Trumpf-Zehn" in body("de", "points.cards")
    assert "**Jeu**, le 10 d’atout" in body("fr", "points.cards")
