"""The text of Coinche's rules (`tutor.games.coinche.rules_text`): complete, in agreement with
`coinche-rules.md`, and free of the leaflet's errors (its section 11)."""

from __future__ import annotations

import re

import pytest

from tutor import catalogs, i18n
from tutor.cards import Card, Suit, parse_cards
from tutor.games.coinche import rules_text
from tutor.games.coinche.profile import CHOICES, PROFILES, STANDARD, Profile
from tutor.games.coinche.rules import RULE_IDS, SECTIONS
from tutor.rule_texts import CardExample

# The rule book's orders and card points, written out here rather than read from the engine.
TRUMP_ORDER = "J 9 A 10 K Q 8 7"
PLAIN_ORDER = "A 10 K Q J 9 8 7"
TRUMP_VALUES = (20, 14, 11, 10, 4, 3, 0, 0)
PLAIN_VALUES = (11, 10, 4, 3, 2, 0, 0, 0)
SECTION_9_ORDER = [
    "scoring", "target", "direction", "packets", "max_bid", "bid80_needs", "coinche_timing",
    "capot_coinche", "surcoinche", "undertrump", "partner_ruff", "belote", "failed_score",
    "belote_on_failure", "coinched_defenders", "capot_bid", "tie",
]
RANK_WORDS = {"Ace": "A", "King": "K", "Queen": "Q", "Jack": "J"}


def cards(order: str, suit: str) -> tuple[Card, ...]:
    """The cards of `order` (``"J 9 A"``) in `suit` (``"H"``)."""
    return parse_cards(f"{rank}{suit}" for rank in order.split())


def ranks_in(text: str) -> str:
    """The ranks named in `text`, in order, written as in `TRUMP_ORDER`."""
    words = re.findall(r"Ace|King|Queen|Jack|\b(?:10|[7-9])\b", text)
    return " ".join(RANK_WORDS.get(word, word) for word in words)


def all_msgids() -> list[str]:
    """Every message of the module's tables."""
    found = [rules_text.TITLE, rules_text.INTRO]
    found += [m for s in rules_text.SECTION_TEXTS.values() for m in (s.title, s.intro)]
    found += [m for r in rules_text.RULE_TEXTS.values() for m in (r.heading, r.body)]
    found += [e.caption for rows in rules_text.CARD_EXAMPLES.values() for e in rows]
    for option in rules_text.OPTION_TEXTS.values():
        found += [option.label, *option.choices.values()]
        found += [option.template] if option.template else []
    return found + list(rules_text.PROFILE_NAMES.values())


def body(rule: str) -> str:
    return rules_text.rule_text(rule).body


# --- complete -------------------------------------------------------------------------------


def test_every_rule_id_has_a_heading_and_a_body_in_rule_order() -> None:
    assert tuple(rules_text.RULE_TEXTS) == RULE_IDS
    for rule in RULE_IDS:
        text = rules_text.rule_text(rule)
        assert text.rule == rule
        assert text.heading.strip() and not text.heading.endswith(".")
        assert len(text.body) > 2 * len(text.heading)


def test_an_unknown_rule_id_has_no_text() -> None:
    with pytest.raises(KeyError, match="coinche-rules.md"):
        rules_text.rule_text("play.follow-trump")


def test_every_section_has_a_title_and_an_introduction() -> None:
    assert tuple(rules_text.SECTION_TEXTS) == tuple(SECTIONS) == tuple(range(9))
    for number, text in rules_text.SECTION_TEXTS.items():
        assert text.section == number
        assert text.title.strip() and text.intro.strip()


def test_every_house_rule_option_and_value_is_described() -> None:
    assert list(rules_text.OPTION_TEXTS) == SECTION_9_ORDER
    assert set(rules_text.OPTION_TEXTS) == set(CHOICES) | {"target"} == set(STANDARD.options())
    t = i18n.translator("en")
    for name, allowed in CHOICES.items():
        option = rules_text.OPTION_TEXTS[name]
        assert set(option.choices) == set(allowed), name
        for value in allowed:
            assert option.describe(value, t).strip()
    assert rules_text.OPTION_TEXTS["target"].describe(1500, t) == "the first side to reach 1500 points wins"


def test_every_option_names_the_rules_it_changes() -> None:
    for option in rules_text.OPTION_TEXTS.values():
        assert option.rules and set(option.rules) <= set(RULE_IDS), option.option
        for rule in option.rules:
            assert option in rules_text.options_for(rule)


def test_each_changed_rule_mentions_its_house_rule_and_vice_versa() -> None:
    changed = {rule for option in rules_text.OPTION_TEXTS.values() for rule in option.rules}
    mentioning = {r.rule for r in rules_text.RULE_TEXTS.values() if "*House rule" in r.body}
    assert mentioning == changed


def test_every_named_profile_has_a_name_and_an_unknown_one_keeps_its_own() -> None:
    t = i18n.translator("en")
    assert set(rules_text.PROFILE_NAMES) == set(PROFILES) | {"custom"}
    assert rules_text.profile_name(STANDARD, t) == "the leaflet's rules (standard)"
    assert rules_text.profile_name(PROFILES["ffb"], t) == "French federation (FFB)"
    assert rules_text.profile_name(Profile(name="club"), t) == "club"


def test_profile_lines_put_the_scoring_method_first() -> None:
    t = i18n.translator("en")
    lines = rules_text.profile_lines(STANDARD, t)
    assert len(lines) == len(SECTION_9_ORDER)
    assert lines[:3] == [
        "**Scoring method:** points made plus points bid",
        "**Winning the game:** the first side to reach 2000 points wins",
        "**Direction of play:** clockwise, to the left",
    ]
    assert rules_text.profile_lines(PROFILES["points-bid"], t)[0] == "**Scoring method:** points bid"
    ffb = rules_text.profile_lines(PROFILES["ffb"], t)
    assert "**Surcoinche:** allowed: the contract counts four times" in ffb
    assert "**Capot bid:** worth 500 points" in ffb


# --- well formed ----------------------------------------------------------------------------


def test_texts_have_no_placeholders_and_the_template_exactly_one() -> None:
    template = rules_text.OPTION_TEXTS["target"].template
    assert template is not None and catalogs.placeholders(template) == {"%(value)d"}
    for message in all_msgids():
        if message != template:
            assert catalogs.placeholders(message) == frozenset(), message
            assert "%" not in message and "{" not in message, message


def test_cross_references_name_real_rules() -> None:
    for text in rules_text.RULE_TEXTS.values():
        for cited in re.findall(r"`([^`]+)`", text.body):
            assert cited in RULE_IDS and cited != text.rule, (text.rule, cited)


def test_no_line_looks_like_a_numbered_list() -> None:
    for message in all_msgids():
        for line in message.split("\n"):
            assert not re.match(r"\s*\d+[.)]\s", line), line


def test_the_card_players_words_are_used() -> None:
    text = "\n".join(all_msgids())
    for word in ("trick", "trump", "follow suit", "overtrump", "undertrump", "attackers",
                 "defenders", "taker", "coinche", "surcoinche", "capot", "belote", "Rebelote",
                 "card points", "master", "lead"):
        assert word in text, word


# --- the cards ------------------------------------------------------------------------------


def test_the_trump_and_plain_orders_are_pictured_with_their_card_points() -> None:
    (trumps,) = rules_text.CARD_EXAMPLES["rank.trump-order"]
    (plain,) = rules_text.CARD_EXAMPLES["rank.plain-order"]
    assert trumps.cards == cards(TRUMP_ORDER, "H") and trumps.values == TRUMP_VALUES
    assert plain.trump is Suit.HEARTS and plain.cards == cards(PLAIN_ORDER, "S")
    assert plain.values == PLAIN_VALUES
    side_by_side = rules_text.CARD_EXAMPLES["points.cards"]
    assert [(row.cards, row.values) for row in side_by_side] == [
        (cards(TRUMP_ORDER, "H"), TRUMP_VALUES),
        (cards(PLAIN_ORDER, "S"), PLAIN_VALUES),
    ]
    assert sum(TRUMP_VALUES) == 62 and sum(PLAIN_VALUES) == 30


def test_the_belote_and_the_pack_are_pictured() -> None:
    (belote,) = rules_text.CARD_EXAMPLES["play.belote"]
    assert set(belote.cards) == {Card.parse("KH"), Card.parse("QH")} and belote.trump is Suit.HEARTS
    (pack,) = rules_text.CARD_EXAMPLES["rank.pack"]
    assert len(set(pack.cards)) == 32 and pack.trump is None
    for suit in Suit:
        assert tuple(card for card in pack.cards if card.suit is suit) == cards("A K Q J 10 9 8 7", suit.letter)


def test_card_examples_belong_to_their_rules() -> None:
    for rule, rows in rules_text.CARD_EXAMPLES.items():
        assert rule in RULE_IDS and rows
        assert all(example.rule == rule for example in rows)


def test_a_card_example_needs_one_value_per_card() -> None:
    with pytest.raises(ValueError, match="2 values for 1 cards"):
        CardExample("points.cards", (Card.parse("JH"),), Suit.HEARTS, "x", (20, 14))


def test_the_rank_texts_list_the_orders_of_the_rule_book() -> None:
    trumps = body("rank.trump-order")
    assert ranks_in(trumps.split("From the highest to the lowest:")[1].split(".")[0]) == TRUMP_ORDER
    plain = body("rank.plain-order")
    assert ranks_in(plain.split("from the highest to the lowest:")[1].split(".")[0]) == PLAIN_ORDER


def listed_points(text: str) -> list[tuple[str, int]]:
    """The list items ``- Jack: 20`` and ``- 8 and 7: nothing`` of `text` as (rank, points)."""
    items = re.findall(r"^- ([\w ,]+): (\d+|nothing)$", text, re.MULTILINE)
    return [(rank, 0 if value == "nothing" else int(value)) for ranks, value in items
            for rank in ranks_in(ranks).split()]


def test_the_card_points_text_lists_the_values_of_the_rule_book() -> None:
    trumps, plain = body("points.cards").split("In each of the other three suits:")
    assert listed_points(trumps) == list(zip(TRUMP_ORDER.split(), TRUMP_VALUES, strict=True))
    assert listed_points(plain) == list(zip(PLAIN_ORDER.split(), PLAIN_VALUES, strict=True))
    assert "152" in plain and "162" in plain


# --- the numbers of the rule book, and where the leaflet is silent or unusual ---------------


@pytest.mark.parametrize(
    ("rule", "number", "word"),
    [("points.last-trick", "10", "silent"), ("bid.range", "180", "unusual"), ("score.capot-bid", "350", "unusual")],
)
def test_the_leaflets_gaps_and_oddities_are_stated(rule: str, number: str, word: str) -> None:
    text = body(rule)
    assert re.search(rf"\b{number}\b", text) and "leaflet" in text and word in text


@pytest.mark.parametrize(
    ("rule", "facts"),
    [
        ("points.last-trick", ["162", "152", "82"]),
        ("bid.range", ["from 80 to 180", "160", "**capot**"]),
        ("score.capot-bid", ["500", "350 + 20 = 370", "700", "700 + 20 = 720", "110 + 250 = 360"]),
        ("score.made-check", ["at least 82", "80 + 20 = 100", "62 + 20 = 82", "81 card points"]),
        ("score.made", ["100 + 80 + 20 = 200, East and West 82", "80 + 82 = 162, and 80",
                        "80 + 62 + 20 = 162, and 100", "180, and 72", "2 × 90 + 100 = 280, and 62 + 20 = 82",
                        "100 + 250 = 350", "180 + 250 + 20 = 450", "160 + 162 = 322"]),
        ("score.failed", ["162", "2 × 90 + 20 = 200", "score 160", "162 + 20 = 182", "2 × 80 = 160"]),
        ("score.coinche", ["2 × 90 + 100 = 280"]),
        ("score.method", ["points made plus points bid", "**points made**", "**points bid**",
                          "100 + 110 = 210", "110 and 52", "100 and nothing"]),
        ("bid.coinche", ["ends the auction", "either of the two", "capot bid may be coinched"]),
        ("bid.surcoinche", ["no **surcoinche**", "four times", "three times"]),
        ("game.target", ["2000", "1500", "1000", "500"]),
        ("deal.packets", ["three cards", "then two", "then three more", "32"]),
        ("deal.shuffle-cut", ["on his right", "at least three cards"]),
        ("play.first-lead", ["dealer's left"]),
        ("points.belote", ["20", "not part of the 162"]),
    ],
)
def test_rule_text_states_the_numbers_of_the_rule_book(rule: str, facts: list[str]) -> None:
    for fact in facts:
        assert fact in body(rule), (rule, fact)


# --- none of the leaflet's errors (coinche-rules.md section 11) -----------------------------


def test_no_french_or_flemish_words_slipped_in() -> None:
    for message in all_msgids():
        assert not re.search(r"\bou\b|kappen|\bkan\b", message), message


def test_trumping_is_compulsory_unless_partner_is_master() -> None:
    text = body("play.must-trump")
    assert "must play a trump if he holds one, unless his partner is master" in text
    assert not re.search(r"\b(can|may) trump", text)
    assert "a rule, not advice" in text


def test_the_last_trick_makes_the_162() -> None:
    assert "152" in body("points.cards") and "162 in the cards" not in "\n".join(all_msgids())
    assert "152 in the cards and 10 for the last trick" in body("points.last-trick")


def test_capot_is_all_eight_tricks_and_the_defenders_get_no_250() -> None:
    text = body("points.capot")
    assert "all eight tricks" in text and "opponents' tricks" not in "\n".join(all_msgids())
    assert "without the 250" in text


def test_three_passes_end_the_auction_only_after_a_bid() -> None:
    assert "after a bid, the next three players pass" in body("bid.end")
    assert "only after a bid" in body("bid.end") and "dealer always gets his turn" in body("bid.all-pass")


def test_the_belote_is_not_played_at_once() -> None:
    text = body("play.belote")
    assert "as soon as" not in text and "does not oblige him to play them early" in text
    assert "whichever he likes" in text


def test_a_failed_coinched_80_pays_160_as_the_leaflet_says() -> None:
    assert "less than the 162 of a failed 80 that was not coinched" in body("score.failed")


def test_a_coinche_under_points_made_costs_nothing() -> None:
    assert "changes nothing" in body("score.coinche")


def test_a_tie_goes_to_the_side_that_held_the_contract() -> None:
    assert "the side that held the contract in that hand wins" in body("game.tie")
    assert "1850" in body("game.tie") and "2072" in body("game.tie")
