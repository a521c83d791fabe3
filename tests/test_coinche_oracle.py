"""Tests OF the Coinche oracle (tests/coinche_oracle.py) against cases worked by hand.

The oracle is the independent reading of coinche-rules.md that the engine is held to; before it
may judge anything it must itself agree with the spec's own numbers: every row of the worked
scoring examples of section 6, the example record of coinche-record.md (complete and cut after
its tenth move), and small positions for each play and bid rule, worked out by hand. Tests are
named after the rule ids.

Regenerate the golden files of examples/records/coinche after changing a record:
``.venv/bin/python tests/test_coinche_oracle.py --write-golden``.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

import coinche_oracle as oracle  # noqa: E402
from coinche_oracle import STANDARD, make_profile, score_hand  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SPEC_DIR = ROOT.parent / "shared" / "spec"
RECORDS = ROOT / "examples" / "records" / "coinche"
GOLDEN = ROOT / "tests" / "golden" / "coinche-replay"

# The example record of coinche-record.md.
EXAMPLE_HANDS = {
    "N": ["QS", "8S", "AH", "KD", "9D", "7D", "QC", "7C"],
    "E": ["AS", "JS", "9S", "10H", "AD", "JD", "8D", "AC"],
    "S": ["KS", "10S", "7S", "KH", "QH", "JH", "KC", "JC"],
    "W": ["9H", "8H", "7H", "QD", "10D", "10C", "9C", "8C"],
}
EXAMPLE_MOVES = [
    "S bid 80 H", "W pass", "N bid 100 H", "E coinche",
    "S play JC", "W play 10C", "N play QC", "E play AC",
    "E play 9S", "S play KS", "W play 9H", "N play 8S",
    "W play QD", "N play 7D", "E play AD", "S play JH",
    "S play 7S", "W play 8H", "N play QS", "E play JS",
    "W play 9C", "N play 7C", "E play 10H", "S play KC",
    "E play 8D", "S play QH", "W play 10D", "N play 9D",
    "S play 10S", "W play 7H", "N play AH", "E play AS",
    "N play KD", "E play JD", "S play KH", "W play 8C",
]
EXAMPLE_FINAL = {"complete": True, "to_move": None, "legal": [], "points": {"NS": 99, "EW": 63},
                 "belote": "NS", "capot": None,
                 "contract": {"side": "NS", "value": 100, "suit": "H", "coinche": 2},
                 "made": True, "score": {"NS": 319, "EW": 63}}


def record(moves: list[str], profile: Any = None, dealer: str = "E",
           hands: dict[str, list[str]] | None = None) -> dict[str, Any]:
    rec: dict[str, Any] = {"game": "coinche", "dealer": dealer, "hands": hands or EXAMPLE_HANDS,
                           "moves": moves}
    if profile is not None:
        rec["profile"] = profile
    return rec


def final(moves: list[str], **kw: Any) -> dict[str, Any]:
    return oracle.expected_objects(record(moves, **kw))[-1]


def verdict(moves: list[str], **kw: Any) -> str | None:
    """The rule the last move breaks (None: legal), checking that the replay stops there."""
    objects = oracle.expected_objects(record(moves, **kw))
    assert len(objects) == len(moves) + 1
    assert all(obj["legal"] for obj in objects[:-2]), objects
    last = objects[-2]
    return None if last["legal"] else last["rule"]


def bids_of(legal: list[str]) -> list[str]:
    return [item for item in legal if item.startswith("bid ")]


# --- Positions for the play rules -----------------------------------------------------------
# A trick is written "W:AS N:7S E:JH" (leader first); the player is the next seat clockwise.


def trick_of(text: str) -> list[tuple[str, str]]:
    return [(part.split(":")[0], part.split(":")[1]) for part in text.split()]


def player_after(trick: list[tuple[str, str]]) -> str:
    return oracle.SEATS[(oracle.SEATS.index(trick[-1][0]) + 1) % 4] if trick else "N"


def allowed(hand: str, trick: str, trump: str = "H", **options: Any) -> set[str]:
    cards, played = hand.split(), trick_of(trick)
    profile = make_profile(options or None)
    seat = player_after(played)
    result = oracle.may_play(cards, played, trump, seat, profile)
    # The two readings of the oracle (table of section 4, precedence of section 0) agree here.
    for card in cards:
        rule = oracle.card_rule(cards, played, trump, seat, profile, card)
        assert (rule is None) == (card in result), (card, rule)
    return result


def broken(hand: str, trick: str, card: str, trump: str = "H", **options: Any) -> str | None:
    cards, played = hand.split(), trick_of(trick)
    profile = make_profile(options or None)
    return oracle.card_rule(cards, played, trump, player_after(played), profile, card)


# === Section 6: the worked examples, every row ===============================================

# contract, N-S card points, belote, capot, made, N-S score, E-W score (N-S hold the contract).
WORKED_EXAMPLES = [
    ("100", 80, "NS", None, True, 200, 82),
    ("100", 80, None, None, False, 0, 162),
    ("80", 81, None, None, False, 0, 162),
    ("80", 82, None, None, True, 162, 80),
    ("80", 62, "NS", None, True, 162, 100),
    ("90", 90, None, None, True, 180, 72),
    ("90 coinched", 100, "EW", None, True, 280, 82),
    ("90 coinched", 80, "EW", None, False, 0, 200),
    ("80 coinched", 70, None, None, False, 0, 160),
    ("120", 90, "NS", None, False, 0, 162),
    ("100", 162, None, "NS", True, 350, 0),
    ("180", 162, "NS", "NS", True, 450, 0),
    ("160", 162, None, None, True, 322, 0),
    ("170", 162, None, None, False, 0, 162),
    ("capot", 162, "NS", "NS", True, 370, 0),
    ("capot coinched", 162, None, "NS", True, 700, 0),
    ("capot", 140, None, None, False, 0, 162),
    ("capot coinched", 140, "EW", None, False, 0, 720),
    ("80", 0, "EW", "EW", False, 0, 182),
]


def relative(side: str | None) -> str | None:
    return None if side is None else ("attackers" if side == "NS" else "defenders")


@pytest.mark.parametrize("row", WORKED_EXAMPLES, ids=[f"{r[0]}-{r[1]}-{r[2]}-{r[3]}" for r in WORKED_EXAMPLES])
def test_score_worked_examples_of_section_6(row: tuple[Any, ...]) -> None:
    contract, points, belote, capot, made, ns, ew = row
    words = contract.split()
    value: int | str = "capot" if words[0] == "capot" else int(words[0])
    multiplier = 2 if "coinched" in words else 1
    result = score_hand(STANDARD, value, multiplier, points, relative(belote), relative(capot))
    assert (result.made, result.attackers, result.defenders) == (made, ns, ew)
    assert not result.uncertain


def test_score_worked_examples_cover_every_row_of_the_spec_table() -> None:
    text = (ROOT / "docs" / "coinche-rules.md").read_text(encoding="utf-8")  # the shared spec's copy
    table = text.split("Worked examples under the default profile")[1].split("## 7.")[0]
    rows = [line for line in table.splitlines() if line.startswith("| ") and not line.startswith("| contract")]
    assert len(rows) == len(WORKED_EXAMPLES)
    for line, row in zip(rows, WORKED_EXAMPLES):
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        assert cells[0] == row[0] and int(cells[1]) == row[1]
        assert (int(cells[5]), int(cells[6])) == (row[5], row[6])
        assert cells[4].startswith("yes" if row[4] else "no")


# === coinche-record.md: the example record ===================================================


def test_record_example_complete_final_object() -> None:
    result = oracle.replay_record(record(EXAMPLE_MOVES))
    assert result.status == 0 and result.uncertain == {}
    assert all(obj == {"move": move, "legal": True} for obj, move in zip(result.objects, EXAMPLE_MOVES))
    assert result.objects[-1] == EXAMPLE_FINAL


def test_record_example_cut_after_its_tenth_move() -> None:
    # Exactly the object of coinche-record.md (the oracle lists cards in the order of the hand).
    assert final(EXAMPLE_MOVES[:10]) == {"complete": False, "to_move": "W",
                                         "legal": ["play 9H", "play 8H", "play 7H"]}


def test_record_example_read_from_the_spec_text() -> None:
    spec = SPEC_DIR / "coinche-record.md"
    if not spec.is_file():
        pytest.skip("the shared spec is not at hand")
    text = spec.read_text(encoding="utf-8")
    loaded = yaml.safe_load(text.split("```yaml\n")[1].split("```")[0])
    assert loaded["hands"] == EXAMPLE_HANDS and loaded["moves"] == EXAMPLE_MOVES
    line = re.search(r'ends with\n  `(\{"complete": true.*?\})`', text)
    assert line is not None
    assert oracle.expected_objects(loaded)[-1] == json.loads(line.group(1))


# === Section 0: turns and the precedence of verdicts =========================================


def test_turn_order_only_the_seat_to_move_acts() -> None:
    assert verdict(["W pass"]) == "turn.order"  # dealer E: S speaks first
    assert verdict(["S bid 80 H", "N pass"]) == "turn.order"
    assert verdict(EXAMPLE_MOVES[:4] + ["W play 10C"]) == "turn.order"  # S leads


def test_turn_order_a_card_during_the_auction_or_a_call_during_the_play() -> None:
    assert verdict(["S play JC"]) == "turn.order"
    assert verdict(EXAMPLE_MOVES[:4] + ["S pass"]) == "turn.order"
    assert verdict(EXAMPLE_MOVES[:4] + ["S bid 110 H"]) == "turn.order"
    assert verdict(EXAMPLE_MOVES[:4] + ["S coinche"]) == "turn.order"


def test_turn_order_nobody_acts_after_the_hand_even_with_a_surcoinche() -> None:
    assert verdict(EXAMPLE_MOVES + ["S play JC"]) == "turn.order"
    assert verdict(EXAMPLE_MOVES + ["S surcoinche"]) == "turn.order"
    assert verdict(["S pass", "W pass", "N pass", "E pass", "S bid 80 H"]) == "turn.order"


def test_turn_order_a_surcoinche_without_the_option_breaks_bid_surcoinche_first() -> None:
    assert verdict(["W surcoinche"]) == "bid.surcoinche"  # out of turn, still bid.surcoinche
    assert verdict(EXAMPLE_MOVES[:4] + ["S surcoinche"]) == "bid.surcoinche"  # during the play
    # With the option, out of turn is turn.order and during the play a call of the other phase.
    assert verdict(EXAMPLE_MOVES[:3] + ["E coinche", "N surcoinche"], profile={"surcoinche": "x4"}) == "turn.order"


def test_turn_own_card_a_card_not_in_hand_or_already_played() -> None:
    assert verdict(EXAMPLE_MOVES[:4] + ["S play 9H"]) == "turn.own-card"
    assert verdict(EXAMPLE_MOVES[:8] + ["E play AC"]) == "turn.own-card"  # E played it in trick 1
    assert broken("KS 7D", "W:AS", "AH") == "turn.own-card"


def test_turn_own_card_comes_before_follow_suit() -> None:
    # S holds spades, writes a heart he does not hold: turn.own-card, not play.follow-suit.
    assert broken("KS 7D", "W:AS", "9H") == "turn.own-card"


# === Section 1: ranking ======================================================================


def test_rank_pack_32_cards() -> None:
    assert len(oracle.ALL_CARDS) == 32 == len(set(oracle.ALL_CARDS))
    assert sum(oracle.card_points(c, "H") for c in oracle.ALL_CARDS) == 152


def test_rank_trump_order_jack_nine_ace_ten_king_queen_eight_seven() -> None:
    order = ["JH", "9H", "AH", "10H", "KH", "QH", "8H", "7H"]
    assert all(oracle.trump_higher(a, b) for a, b in zip(order, order[1:]))
    # The nine of trumps wins over the ace; any trump beats the ace of another suit.
    assert oracle.trick_winner(trick_of("N:AH E:9H S:10H W:KH"), "H") == "E"
    assert oracle.trick_winner(trick_of("N:AS E:7H S:10S W:KS"), "H") == "E"


def test_rank_plain_order_ace_ten_king_queen_jack_nine_eight_seven() -> None:
    order = ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S"]
    assert all(oracle.plain_higher(a, b) for a, b in zip(order, order[1:]))
    assert oracle.trick_winner(trick_of("N:KS E:10S S:JS W:QS"), "H") == "E"


# === Section 3: the auction ==================================================================


def test_bid_order_the_dealers_left_speaks_first() -> None:
    assert final([])["to_move"] == "S"  # dealer E
    assert final([], dealer="W")["to_move"] == "N"
    assert final(["S pass"])["to_move"] == "W"


def test_bid_order_anticlockwise_option() -> None:
    profile = {"direction": "anticlockwise"}
    assert final([], profile=profile)["to_move"] == "N"  # dealer E, next anticlockwise is N
    assert final(["N pass"], profile=profile)["to_move"] == "W"
    assert verdict(["S pass"], profile=profile) == "turn.order"


def test_bid_calls_a_pass_does_not_stop_a_later_bid() -> None:
    moves = ["S pass", "W bid 80 S", "N pass", "E pass", "S bid 90 H"]
    assert verdict(moves) is None


def test_bid_calls_the_legal_list_at_the_start_of_the_auction() -> None:
    legal = final([])["legal"]
    assert "pass" in legal and "coinche" not in legal and "surcoinche" not in legal
    assert len(bids_of(legal)) == 4 * 11 + 4  # 80..180 in four suits, and capot
    assert "bid capot H" in legal and "bid 180 C" in legal


def test_bid_range_multiples_of_ten_from_80_to_180() -> None:
    assert verdict(["S bid 85 H"]) == "bid.range"
    assert verdict(["S bid 70 H"]) == "bid.range"
    assert verdict(["S bid 190 H"]) == "bid.range"
    assert verdict(["S bid 200 H"]) == "bid.range"
    assert verdict(["S bid 180 H"]) is None
    assert verdict(["S bid capot D"]) is None


def test_bid_range_max_bid_160_option() -> None:
    assert verdict(["S bid 170 H"], profile={"max_bid": 160}) == "bid.range"
    assert verdict(["S bid 160 H"], profile={"max_bid": 160}) is None
    assert len(bids_of(final([], profile={"max_bid": 160})["legal"])) == 4 * 9 + 4


def test_bid_range_is_cited_before_bid_must_top() -> None:
    assert verdict(["S bid 100 H", "W bid 95 S"]) == "bid.range"
    assert verdict(["S bid capot H", "W bid 190 S"]) == "bid.range"


def test_bid_must_top_higher_than_the_highest_bid() -> None:
    assert verdict(["S bid 100 H", "W bid 100 S"]) == "bid.must-top"
    assert verdict(["S bid 100 H", "W bid 90 S"]) == "bid.must-top"
    assert verdict(["S bid 100 H", "W bid 110 H"]) is None  # the suit is free
    legal = final(["S bid 170 H"])["legal"]
    assert sorted(bids_of(legal)) == sorted([f"bid 180 {s}" for s in "SHDC"] + [f"bid capot {s}" for s in "SHDC"])


def test_bid_must_top_a_player_may_overbid_his_partner() -> None:
    assert verdict(["S bid 80 C", "W pass", "N bid 100 C"]) is None  # the leaflet's example
    assert verdict(["S bid 80 C", "W pass", "N bid 90 H"]) is None


def test_bid_must_top_capot_tops_every_number_and_nothing_tops_capot() -> None:
    assert verdict(["S bid 180 H", "W bid capot S"]) is None
    assert verdict(["S bid capot H", "W bid capot S"]) == "bid.must-top"
    assert verdict(["S bid capot H", "W bid 180 S"]) == "bid.must-top"
    assert sorted(final(["S bid capot H"])["legal"]) == ["coinche", "pass"]
    assert final(["S bid capot H", "W pass"])["legal"] == ["pass"]  # N: own side's bid


def test_bid_coinche_by_either_opponent_of_the_highest_bidder() -> None:
    assert verdict(["S bid 80 H", "W coinche"]) is None
    assert verdict(["S bid 80 H", "W pass", "N pass", "E coinche"]) is None
    assert "coinche" in final(["S bid 80 H"])["legal"]


def test_bid_coinche_none_before_a_bid_nor_on_the_own_sides_bid() -> None:
    assert verdict(["S coinche"]) == "bid.coinche"
    assert verdict(["S bid 80 H", "W pass", "N coinche"]) == "bid.coinche"  # partner's bid
    assert verdict(["S pass", "W bid 80 H", "N pass", "E coinche"]) == "bid.coinche"  # E is W's partner
    assert verdict(["S pass", "W bid 80 H", "N pass", "E pass", "S coinche"]) is None
    assert "coinche" not in final(["S bid 80 H", "W pass"])["legal"]


def test_bid_coinche_ends_the_auction_at_once_and_doubles() -> None:
    position = final(["S bid 80 H", "W coinche"])
    assert position["to_move"] == "S"  # the play begins: S, the dealer's left, leads
    assert sorted(position["legal"]) == sorted(f"play {c}" for c in EXAMPLE_HANDS["S"])


def test_bid_coinche_a_capot_may_be_coinched_unless_capot_coinche_forbidden() -> None:
    assert verdict(["S bid capot H", "W coinche"]) is None
    assert verdict(["S bid capot H", "W coinche"], profile={"capot_coinche": "forbidden"}) == "bid.coinche"
    assert final(["S bid capot H"], profile={"capot_coinche": "forbidden"})["legal"] == ["pass"]


def test_bid_coinche_any_time_option_out_of_turn() -> None:
    profile = {"coinche_timing": "any_time"}
    # S bids; it is W's turn, but E (also an opponent of S) coinches out of turn.
    assert verdict(["S bid 80 H", "E coinche"], profile=profile) is None
    assert final(["S bid 80 H", "E coinche"], profile=profile)["to_move"] == "S"  # play begins
    assert verdict(["S bid 80 H", "E coinche"]) == "turn.order"  # not in the default profile
    # The legal list of the seat to move is unchanged.
    assert final(["S bid 80 H"], profile=profile)["legal"] == final(["S bid 80 H"])["legal"]


def test_bid_surcoinche_refused_in_the_default_profile() -> None:
    assert verdict(["S bid 80 H", "W coinche", "S surcoinche"]) == "bid.surcoinche"


def test_bid_surcoinche_x4_window_left_of_the_coincher_then_skips_his_partner() -> None:
    profile = {"surcoinche": "x4"}
    # S bids, W coinches: the turn passes to N (W's left), skips E, then S.
    after = final(["S bid 80 H", "W coinche"], profile=profile)
    assert (after["to_move"], after["legal"]) == ("N", ["pass", "surcoinche"])
    assert final(["S bid 80 H", "W coinche", "N pass"], profile=profile)["to_move"] == "S"
    assert verdict(["S bid 80 H", "W coinche", "E pass"], profile=profile) == "turn.order"
    # Two passes: the auction is over with the coinche; the play begins with S.
    two_passes = final(["S bid 80 H", "W coinche", "N pass", "S pass"], profile=profile)
    assert two_passes["to_move"] == "S" and all(m.startswith("play ") for m in two_passes["legal"])
    assert verdict(["S bid 80 H", "W coinche", "N coinche"], profile=profile) == "bid.coinche"
    assert verdict(["S bid 80 H", "W surcoinche"], profile=profile) == "bid.surcoinche"  # no coinche yet


def test_bid_surcoinche_ends_the_auction_with_multiplier_4_or_3() -> None:
    for option, multiplier in (("x4", 4), ("x3", 3)):
        profile = {"surcoinche": option}
        moves = ["S bid 80 H", "W pass", "N bid 100 H", "E coinche", "S surcoinche"] + EXAMPLE_MOVES[4:]
        result = final(moves, profile=profile)
        assert result["contract"] == {"side": "NS", "value": 100, "suit": "H", "coinche": multiplier}
        assert result["score"] == {"NS": multiplier * 100 + 119, "EW": 63}


def test_bid_end_three_passes_after_a_bid() -> None:
    assert final(["S bid 80 H", "W pass", "N pass"])["to_move"] == "E"  # still the auction
    assert "pass" in final(["S bid 80 H", "W pass", "N pass"])["legal"]
    done = final(["S bid 80 H", "W pass", "N pass", "E pass"])
    assert done["to_move"] == "S" and "pass" not in done["legal"]
    # A new bid restarts the count.
    assert final(["S bid 80 H", "W pass", "N pass", "E bid 90 S", "S pass", "W pass"])["to_move"] == "N"


def test_bid_all_pass_the_hand_is_thrown_in() -> None:
    assert final(["S pass", "W pass", "N pass"])["to_move"] == "E"  # the dealer has his turn
    assert final(["S pass", "W pass", "N pass", "E pass"]) == {
        "complete": True, "to_move": None, "legal": [], "points": {"NS": 0, "EW": 0}, "belote": None,
        "capot": None, "contract": None, "made": None, "score": {"NS": 0, "EW": 0}}


def test_bid_all_pass_not_after_three_passes_and_a_bid_by_the_dealer() -> None:
    done = final(["S pass", "W pass", "N pass", "E bid 80 D", "S pass", "W pass", "N pass"])
    assert done["to_move"] == "S" and done["complete"] is False


# === Section 4: the play =====================================================================


def test_play_first_lead_the_dealers_left_whoever_holds_the_contract() -> None:
    assert final(["S pass", "W bid 80 D", "N pass", "E pass", "S pass"])["to_move"] == "S"
    assert verdict(["S pass", "W bid 80 D", "N pass", "E pass", "S pass", "W play QD"]) == "turn.order"


def test_play_next_lead_the_winner_of_a_trick_leads() -> None:
    assert final(EXAMPLE_MOVES[:8])["to_move"] == "E"  # E won trick 1 with AC
    assert final(EXAMPLE_MOVES[:12])["to_move"] == "W"  # W trumped trick 2


def test_play_follow_suit_must_play_the_suit_led() -> None:
    assert allowed("KS 10S 7D AH", "W:AS") == {"KS", "10S"}
    assert broken("KS 10S 7D AH", "W:AS", "7D") == "play.follow-suit"
    assert broken("KS 10S 7D AH", "W:AS", "AH") == "play.follow-suit"  # no trumping while holding the suit


def test_play_follow_suit_no_duty_to_beat() -> None:
    assert allowed("AS 7S 7D", "W:KS") == {"AS", "7S"}


def test_play_follow_suit_on_a_trump_lead_means_a_trump() -> None:
    assert broken("7H AS", "W:KH", "AS") == "play.follow-suit"
    assert allowed("7H AS", "W:KH") == {"7H"}


def test_play_follow_suit_on_a_trump_lead_without_trumps_any_card() -> None:
    assert allowed("AS 7D", "W:KH N:9H") == {"AS", "7D"}


def test_play_must_trump_when_void_and_partner_not_master() -> None:
    # W leads AS, N (S's partner) and E follow low: W's ace wins, S has no spade: any trump.
    assert allowed("7H QH AD 9C", "W:AS N:7S E:8S") == {"7H", "QH"}  # W's ace wins: any trump
    assert broken("7H QH AD 9C", "W:AS N:7S E:8S", "AD") == "play.must-trump"


def test_play_must_trump_the_example_record_west_in_trick_two() -> None:
    assert verdict(EXAMPLE_MOVES[:10] + ["W play QD"]) == "play.must-trump"


def test_play_must_trump_cited_for_a_discard_when_an_overtrump_was_possible() -> None:
    # E trumped with QH; S, void in spades, holds JH: a discard breaks play.must-trump.
    assert allowed("JH 7H AD", "W:AS N:7S E:QH") == {"JH"}
    assert broken("JH 7H AD", "W:AS N:7S E:QH", "AD") == "play.must-trump"


def test_play_partner_master_may_discard() -> None:
    # N (S's partner) leads AS and is winning; S has no spade: any card.
    assert allowed("7H QH AD 9C", "N:AS E:8S") == {"7H", "QH", "AD", "9C"}


def test_play_partner_master_may_trump_but_must_overtrump_his_trump() -> None:
    # N trumped with 10H and is winning: S may discard, or trump above the 10 (AH, 9H), not with 7H.
    assert allowed("9H 7H AD", "W:AS N:10H E:8S") == {"9H", "AD"}
    assert broken("9H 7H AD", "W:AS N:10H E:8S", "7H") == "play.overtrump"


def test_play_partner_master_never_cited() -> None:
    for card in ("9H", "AD"):
        assert broken("9H 7H AD", "W:AS N:10H E:8S", card) is None


def test_play_overtrump_on_a_trump_lead() -> None:
    assert allowed("9H 7H AD", "W:AH") == {"9H"}
    assert broken("9H 7H AD", "W:AH", "7H") == "play.overtrump"
    # Cannot beat the jack: any trump.
    assert allowed("9H 7H AD", "W:JH") == {"9H", "7H"}


def test_play_overtrump_over_an_opponent() -> None:
    assert allowed("AH 7H KD", "W:AS N:7S E:KH") == {"AH"}
    assert broken("AH 7H KD", "W:AS N:7S E:KH", "7H") == "play.overtrump"


def test_play_overtrump_even_over_the_partner() -> None:
    # Trump lead by the partner N, E follows low: S must still go above N's 10H if he can.
    assert allowed("9H 8H AD", "N:10H E:7H") == {"9H"}
    assert broken("9H 8H AD", "N:10H E:7H", "8H") == "play.overtrump"


def test_play_overtrump_partner_ruff_free_option() -> None:
    # Over a partner who trumped a plain suit: any card, a lower trump included.
    assert allowed("9H 7H AD", "W:AS N:10H E:8S", partner_ruff="free") == {"9H", "7H", "AD"}
    # On a trump lead play.overtrump still applies.
    assert broken("9H 8H AD", "N:10H E:7H", "8H", partner_ruff="free") == "play.overtrump"


def test_play_undertrump_when_opponent_trump_cannot_be_beaten() -> None:
    # E trumped with JH; S has only lower trumps: he must still trump (any trump).
    assert allowed("7H QH AD", "W:AS N:7S E:JH") == {"7H", "QH"}
    assert broken("7H QH AD", "W:AS N:7S E:JH", "AD") == "play.undertrump"


def test_play_undertrump_when_partners_trump_was_overtrumped() -> None:
    # N trumped with QH, E over-trumped with AH: partner not master, S's KH is below the ace.
    assert allowed("KH 8D", "W:AS N:QH E:AH") == {"KH"}
    assert broken("KH 8D", "W:AS N:QH E:AH", "8D") == "play.undertrump"


def test_play_undertrump_may_discard_option() -> None:
    assert allowed("7H QH AD", "W:AS N:7S E:JH", undertrump="may_discard") == {"7H", "QH", "AD"}
    # Able to beat the opponent's trump: still obliged to.
    assert allowed("9H 7H AD", "W:AS N:7S E:QH", undertrump="may_discard") == {"9H"}
    assert broken("9H 7H AD", "W:AS N:7S E:QH", "AD", undertrump="may_discard") == "play.must-trump"


def test_play_trick_winner_highest_trump_else_highest_of_the_suit_led() -> None:
    assert oracle.trick_winner(trick_of("N:7S E:AD S:8S W:10C"), "H") == "S"  # third suits never win
    assert oracle.trick_winner(trick_of("N:7S E:AS S:8H W:7H"), "H") == "S"
    assert oracle.trick_winner(trick_of("N:7S E:AS S:8H W:7H"), "S") == "E"


def test_play_belote_automatic_counts_for_the_holder() -> None:
    assert final(EXAMPLE_MOVES)["belote"] == "NS"


def test_play_belote_counts_even_when_the_other_side_holds_it() -> None:
    # The example deal and play, but W holds the contract (80 hearts): N-S defend with the belote.
    moves = ["S pass", "W bid 80 H", "N pass", "E pass", "S pass"] + EXAMPLE_MOVES[4:]
    result = final(moves)
    assert result["contract"]["side"] == "EW" and result["belote"] == "NS"
    assert result["points"] == {"NS": 99, "EW": 63}
    assert (result["made"], result["score"]) == (False, {"NS": 162 + 20, "EW": 0})


def test_play_belote_declared_counts_only_when_both_are_announced() -> None:
    profile = {"belote": "declared"}
    words = {"S play QH": "S play QH belote", "S play KH": "S play KH rebelote"}
    announced = [words.get(m, m) for m in EXAMPLE_MOVES]
    assert final(announced, profile=profile)["score"] == {"NS": 319, "EW": 63}
    silent = final(EXAMPLE_MOVES, profile=profile)
    # Without the belote N-S have 99 < 100: the contract fails.
    assert (silent["made"], silent["score"]) == (False, {"NS": 0, "EW": 200})
    half = [m.replace("S play QH", "S play QH belote") for m in EXAMPLE_MOVES]
    assert final(half, profile=profile)["made"] is False


def test_play_belote_declared_a_word_on_another_card_is_refused() -> None:
    profile = {"belote": "declared"}
    assert verdict(EXAMPLE_MOVES[:4] + ["S play JC belote"], profile=profile) == "play.belote"
    upto_qh = EXAMPLE_MOVES[:EXAMPLE_MOVES.index("S play QH")]
    assert verdict(upto_qh + ["S play QH rebelote"], profile=profile) == "play.belote"
    assert verdict(upto_qh + ["S play QH belote"], profile=profile) is None
    upto_kh = EXAMPLE_MOVES[:EXAMPLE_MOVES.index("S play KH")]
    assert verdict(upto_kh + ["S play KH rebelote"], profile=profile) == "play.belote"  # no belote before


def test_play_belote_a_word_in_the_default_profile_is_malformed() -> None:
    with pytest.raises(oracle.MalformedRecord):
        oracle.replay_record(record(EXAMPLE_MOVES[:4] + ["S play JC belote"]))


# === Sections 5 and 6: points and scoring ====================================================


def test_points_cards_152_and_62_in_trumps() -> None:
    assert sum(oracle.card_points(c, "S") for c in oracle.ALL_CARDS if c.endswith("S")) == 62
    assert sum(oracle.card_points(c, "S") for c in oracle.ALL_CARDS if c.endswith("H")) == 30


def test_points_last_trick_ten_more() -> None:
    assert sum(final(EXAMPLE_MOVES)["points"].values()) == 162


def test_points_capture_for_the_side_that_wins_the_trick() -> None:
    # Trick 1 of the example: S leads JC, W 10C, N QC, E AC: E-W take 2 + 10 + 3 + 11.
    position = oracle.parse_record(record([]))[0]
    for text in EXAMPLE_MOVES[:8]:
        oracle.apply(position, oracle.parse_move(text, position.profile))
    cards, winner = position.tricks[0]
    assert winner == "E" and sum(oracle.card_points(card, "H") for _, card in cards) == 2 + 10 + 3 + 11


def test_points_belote_counts_toward_the_contract() -> None:
    assert score_hand(STANDARD, 100, 1, 80, "attackers").made is True


def test_points_capot_defenders_capot_scores_as_a_failed_contract() -> None:
    assert score_hand(STANDARD, 80, 1, 0, None, "defenders") == oracle.HandScore(False, 0, 162)


def test_score_made_check_bid80_needs_80_option() -> None:
    profile = make_profile({"bid80_needs": 80})
    assert score_hand(profile, 80, 1, 81).made is True
    assert score_hand(profile, 80, 1, 80).made is True
    assert score_hand(profile, 80, 1, 79).made is False
    assert score_hand(STANDARD, 80, 1, 81).made is False


def test_score_made_coinched_defenders_zero_option() -> None:
    profile = make_profile({"coinched_defenders": "zero"})
    assert score_hand(profile, 90, 2, 100, "defenders") == oracle.HandScore(True, 280, 20)
    assert score_hand(profile, 90, 1, 100, "defenders") == oracle.HandScore(True, 190, 82)


def test_score_failed_160_plus_bid_option() -> None:
    profile = make_profile({"failed_score": "160_plus_bid"})
    assert score_hand(profile, 100, 1, 80).defenders == 260
    assert score_hand(profile, 90, 2, 80, "defenders").defenders == 160 + 180 + 20
    assert score_hand(profile, "capot", 1, 140).defenders == 160 + 250
    assert score_hand(profile, "capot", 2, 140).defenders == 160 + 500


def test_score_failed_belote_on_failure_options() -> None:
    lost = score_hand(STANDARD, 120, 1, 90, "attackers")
    kept = score_hand(make_profile({"belote_on_failure": "kept"}), 120, 1, 90, "attackers")
    given = score_hand(make_profile({"belote_on_failure": "to_defenders"}), 120, 1, 90, "attackers")
    assert (lost.attackers, lost.defenders) == (0, 162)
    assert (kept.attackers, kept.defenders) == (20, 162)
    assert (given.attackers, given.defenders) == (0, 182)


def test_score_coinche_doubles_only_the_value() -> None:
    assert score_hand(STANDARD, 90, 2, 100).attackers == 2 * 90 + 100


def test_score_coinche_multiplier_in_the_json_field() -> None:
    assert final(EXAMPLE_MOVES)["contract"]["coinche"] == 2


def test_score_capot_bid_500_option() -> None:
    profile = make_profile({"capot_bid": 500})
    assert score_hand(profile, "capot", 1, 162, "attackers", "attackers") == oracle.HandScore(True, 520, 0)
    assert score_hand(profile, "capot", 2, 140, "defenders") == oracle.HandScore(False, 0, 1020)
    assert score_hand(profile, "capot", 1, 140) == oracle.HandScore(False, 0, 500)


def test_score_method_made_option() -> None:
    profile = make_profile({"scoring": "made"})
    assert score_hand(profile, 100, 1, 80, "attackers") == oracle.HandScore(True, 100, 82)
    assert score_hand(profile, 90, 2, 100, "defenders") == oracle.HandScore(True, 100, 82)  # coinche: no change
    assert score_hand(profile, 100, 1, 162, None, "attackers") == oracle.HandScore(True, 250, 0)
    assert score_hand(profile, "capot", 2, 162, "attackers", "attackers") == oracle.HandScore(True, 720, 0)
    assert score_hand(profile, 100, 2, 80) == oracle.HandScore(False, 0, 200)


def test_score_method_bid_option() -> None:
    profile = make_profile({"scoring": "bid"})
    assert score_hand(profile, 100, 1, 80, "attackers") == oracle.HandScore(True, 100, 0)
    assert score_hand(profile, 100, 2, 80, "attackers") == oracle.HandScore(True, 200, 0)
    assert score_hand(profile, 100, 1, 162, None, "attackers") == oracle.HandScore(True, 100, 0)
    assert score_hand(profile, "capot", 2, 162, "attackers", "attackers") == oracle.HandScore(True, 500, 0)
    assert score_hand(profile, 100, 1, 80, None) == oracle.HandScore(False, 0, 162)
    assert score_hand(profile, 100, 2, 80, "defenders") == oracle.HandScore(False, 0, 200)  # no belote
    assert score_hand(profile, "capot", 2, 140) == oracle.HandScore(False, 0, 500)


# === The record format =======================================================================


@pytest.mark.parametrize("change", [
    lambda r: r["hands"]["N"].__setitem__(0, "6H"),  # an unknown card
    lambda r: r["hands"]["N"].__setitem__(0, r["hands"]["E"][0]),  # a card twice
    lambda r: r["hands"]["N"].pop(),  # a hand of seven
    lambda r: r["moves"].append("S double"),  # an unknown verb
    lambda r: r["moves"].append("S bid 100"),  # a bid without a suit
    lambda r: r["moves"].append("S bid 100 X"),  # an unknown suit
    lambda r: r["moves"].append("X pass"),  # an unknown seat
    lambda r: r.__setitem__("stock", ["AH"]),  # a stock
    lambda r: r.__setitem__("game", "cinch"),
    lambda r: r.__setitem__("profile", {"surcoinche": "x5"}),
])
def test_record_malformed_is_refused(change: Any) -> None:
    rec = json.loads(json.dumps(record([])))
    change(rec)
    with pytest.raises(oracle.MalformedRecord):
        oracle.replay_record(rec)
    assert oracle.expected_status(rec) == 2


def test_record_bid_out_of_range_is_well_formed_but_illegal() -> None:
    assert oracle.expected_status(record(["S bid 85 H"])) == 1


def test_record_cards_and_capot_are_read_in_any_case() -> None:
    objects = oracle.expected_objects(record(["s BID CAPOT h", "w coinche", "s play jc"]))
    assert [o["move"] for o in objects[:-1]] == ["S bid capot H", "W coinche", "S play JC"]


def test_record_profile_as_a_mapping_yaml_off_and_numbers() -> None:
    assert make_profile({"surcoinche": False})["surcoinche"] == "off"  # YAML `off` unquoted
    assert make_profile({"max_bid": 160})["max_bid"] == "160"
    assert make_profile("standard") == STANDARD
    with pytest.raises(oracle.MalformedRecord):
        make_profile("fancy")


def test_record_illegal_move_stops_the_replay_and_gives_the_position_before_it() -> None:
    result = oracle.replay_record(record(EXAMPLE_MOVES[:10] + ["W play QD", "N play 8S"]))
    assert result.status == 1
    assert result.objects[-2] == {"move": "W play QD", "legal": False, "rule": "play.must-trump"}
    assert result.objects[-1] == {"complete": False, "to_move": "W", "legal": ["play 9H", "play 8H", "play 7H"]}


# === The oracle against itself: two readings, many positions =================================


def test_oracle_table_and_precedence_agree_on_random_hands() -> None:
    """`judge` asserts that the table of section 4 and the precedence of section 0 agree on every
    card it is asked about; here every card of every hand is asked in many random positions."""
    rng = random.Random(20261125)
    checked = 0
    for _ in range(300):
        rec = oracle.random_record(rng, illegal_chance=0.0, cut_chance=0.0)
        position, moves = oracle.parse_record(rec)
        for move in moves:
            if position.phase == "play":
                for card in oracle.ALL_CARDS:
                    oracle.judge(position, oracle.Move(position.to_move or "N", "play", card=card))
                    checked += 1
            assert oracle.judge(position, move).rule is None
            oracle.apply(position, move)
    assert checked > 100_000


def test_oracle_random_records_replay_and_every_illegal_rule_appears() -> None:
    rng = random.Random(7)
    rules = set()
    for _ in range(1500):
        result = oracle.replay_record(oracle.random_record(rng))
        if result.status == 1:
            rules.add(result.objects[-2]["rule"])
    assert rules >= {"turn.order", "turn.own-card", "bid.range", "bid.must-top", "bid.coinche",
                     "bid.surcoinche", "play.follow-suit", "play.must-trump", "play.overtrump",
                     "play.undertrump", "play.belote"}


def test_oracle_compare_replay_accepts_itself_and_extra_keys_and_spots_a_difference() -> None:
    rec = record(EXAMPLE_MOVES)
    objects = [dict(obj, extra=1) for obj in oracle.expected_objects(rec)]
    objects[-1]["contract"] = dict(objects[-1]["contract"], seat="N")
    assert oracle.compare_replay(rec, objects, 0) == []
    objects[-1]["score"] = {"NS": 318, "EW": 63}
    assert oracle.compare_replay(rec, objects, 0) != []
    assert oracle.compare_replay(rec, objects[:-1], 0) != []


def test_oracle_record_to_yaml_reads_back_the_same_record() -> None:
    for rec in oracle.differential_records(11, 40):
        assert oracle.replay_record(yaml.safe_load(oracle.record_to_yaml(rec))).objects == \
            oracle.replay_record(rec).objects


def test_oracle_check_engine_in_process_helper() -> None:
    records = oracle.differential_records(5, 10)
    assert oracle.check_engine(lambda rec: (oracle.expected_objects(rec), oracle.expected_status(rec)), records) == []
    wrong = oracle.check_engine(lambda rec: (oracle.expected_objects(rec)[:-1], 0), records)
    assert len(wrong) == len(records)


# === Example records and their golden files ==================================================


def example_records() -> list[Path]:
    return sorted(RECORDS.glob("*.yaml"))


def golden_lines(rec: dict[str, Any]) -> list[str]:
    objects = oracle.expected_objects(rec)
    return [json.dumps(oracle.required_view(obj, i == len(objects) - 1)) for i, obj in enumerate(objects)]


def test_examples_at_least_eight_records_each_with_title_and_comment() -> None:
    paths = example_records()
    assert len(paths) >= 8
    for path in paths:
        rec = yaml.safe_load(path.read_text(encoding="utf-8"))
        assert rec["game"] == "coinche" and rec.get("title") and rec.get("comment"), path.name


@pytest.mark.parametrize("path", example_records(), ids=lambda p: p.stem)
def test_examples_golden_file_is_the_oracles_output(path: Path) -> None:
    rec = yaml.safe_load(path.read_text(encoding="utf-8"))
    golden = GOLDEN / f"{path.stem}.jsonl"
    assert golden.read_text(encoding="utf-8").splitlines() == golden_lines(rec)
    assert not oracle.replay_record(rec).uncertain, "example records avoid the uncertain readings"


def write_goldens() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for path in example_records():
        rec = yaml.safe_load(path.read_text(encoding="utf-8"))
        (GOLDEN / f"{path.stem}.jsonl").write_text("\n".join(golden_lines(rec)) + "\n", encoding="utf-8")
        print("wrote", GOLDEN / f"{path.stem}.jsonl")


if __name__ == "__main__" and "--write-golden" in sys.argv:
    write_goldens()
