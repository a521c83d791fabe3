"""Deal records (`tutor.records`) and their replay (`tutor.replay`), deal-record.md.

Every kind of malformed record is refused with its fault on the right line; a record written
back reads the same; the replay goes move by move and stops at the first illegal move.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tutor.cards import Card, parse_cards
from tutor.games.cinch import PROFILES, Phase, Profile, apply_move, deal_hand, legal_moves
from tutor.games.cinch.record import DealRecord
from tutor.games.seats import Seat, Side
from tutor.records import Fault, RecordError, load_record, parse_record, record_to_yaml
from tutor.replay import replay

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "records"

# The record of deal-record.md, with its opening moves (lines 1 to 15).
RECORD = """\
game: cinch
profile: standard
dealer: S
hands:
  N: [AH, KH, 9C, 8C, 7C, 4S, 3S, 2S, JD]
  E: [QH, 5D, 10S, 9S, 8S, 6C, 5C, 4C, 3C]
  S: [2H, 3H, 4H, 7D, 8D, 9D, KD, QS, JS]
  W: [5H, JH, 10H, AS, KS, AC, KC, QC, JC]
stock: [6H, 7H, 8H, 9H, AD, QD, 10D, 6D, 4D, 3D, 2D, 7S, 6S, 5S, 10C, 2C]
moves:
  - W bid 7
  - N pass
  - E bid 8
  - S pass
  - E trump H
"""


def edited(old: str, new: str, text: str = RECORD) -> str:
    assert old in text
    return text.replace(old, new, 1)


def faults(text: str) -> list[Fault]:
    with pytest.raises(RecordError) as caught:
        parse_record(text, "deal.yaml")
    return caught.value.faults


def only_fault(text: str) -> Fault:
    found = faults(text)
    assert len(found) == 1, found
    return found[0]


# --- reading -------------------------------------------------------------------------------


def test_the_spec_example_reads_with_moves_and_their_lines() -> None:
    record = parse_record(RECORD, "deal.yaml")
    assert record.dealer is Seat.S
    assert record.profile is PROFILES["standard"]
    assert record.hands[Seat.E] == parse_cards(["QH", "5D", "10S", "9S", "8S", "6C", "5C", "4C", "3C"])
    assert len(record.stock) == 16
    assert [str(m.move) for m in record.moves] == ["W bid 7", "N pass", "E bid 8", "S pass", "E trump H"]
    assert [m.line for m in record.moves] == [11, 12, 13, 14, 15]
    assert record.file == "deal.yaml"


def test_comments_as_in_the_spec_example_are_ignored() -> None:
    text = edited("dealer: S", "dealer: S                  # N, E, S or W")
    text = edited("  - E bid 8", "  - E bid 8      # East overcalls\n  # a comment line", text)
    record = parse_record(text)
    assert record == parse_record(RECORD)
    assert [m.line for m in record.moves][-2:] == [15, 16]


def test_cards_and_seats_are_read_case_insensitively() -> None:
    text = edited("dealer: S", "dealer: s")
    text = edited("  N: [AH, KH,", "  n: [ah, Kh,", text)
    text = edited("  - W bid 7", "  - w BID 7", text)
    record = parse_record(text)
    assert record.dealer is Seat.S
    assert record.hands[Seat.N][:2] == (Card.parse("AH"), Card.parse("KH"))
    assert str(record.moves[0].move) == "W bid 7"


def test_profile_is_optional_and_defaults_to_standard() -> None:
    record = parse_record(edited("profile: standard\n", ""))
    assert record.profile == Profile()


def test_moves_are_optional_a_record_at_the_deal() -> None:
    assert parse_record(RECORD.split("moves:")[0]).moves == ()


def test_profile_as_a_mapping_of_options() -> None:
    record = parse_record(edited("profile: standard", "profile: {base: bid-six, target: 62}"))
    assert (record.profile.min_bid, record.profile.target) == (6, 62)


def test_a_table_mode_record_may_hold_hands_of_other_sizes() -> None:
    text = edited("  N: [AH, KH,", "  N: [2C, AH, KH,")
    text = edited(", 10C, 2C]", ", 10C]", text)
    text = edited("profile: standard", "profile: standard\nmode: table", text)
    record = parse_record(text)
    assert record.table_mode
    assert [len(hand) for hand in record.hands] == [10, 9, 9, 9]
    assert record.initial_state().table is not None


def test_free_fields_title_comment_source() -> None:
    text = "title: A hand\ncomment: 'Note: East bids.'\nsource: deal-record.md\n" + RECORD
    assert parse_record(text).info == {"title": "A hand", "comment": "Note: East bids.", "source": "deal-record.md"}


# --- malformed records: each fault on its line ----------------------------------------------


def test_malformed_yaml_gives_the_line_yaml_reports() -> None:
    fault = only_fault(edited("  E: [QH, 5D,", "  E: [QH, 5D,,"))
    assert fault.line == 6
    assert fault.message.startswith("malformed YAML")


def test_malformed_yaml_unclosed_list() -> None:
    fault = only_fault(edited("10C, 2C]", "10C, 2C"))
    assert fault.message.startswith("malformed YAML")
    assert fault.line >= 9


@pytest.mark.parametrize("text", ["", "# nothing\n", "- W bid 7\n", "just text\n"])
def test_a_record_that_is_not_a_mapping(text: str) -> None:
    fault = only_fault(text)
    assert fault.line == 1
    assert "mapping" in fault.message


def test_unknown_key_names_it_on_its_line() -> None:
    fault = only_fault(edited("dealer: S\n", "dealer: S\nplayer: Ann\n"))
    assert (fault.line, fault.message.split(":")[0]) == (4, "unknown key 'player'")


@pytest.mark.parametrize("key", ["game", "dealer", "hands", "stock"])
def test_missing_key(key: str) -> None:
    lines = [line for line in RECORD.splitlines(keepends=True) if not line.startswith(f"{key}:")]
    if key == "hands":
        lines = [line for line in lines if not line.startswith("  ") or line.startswith("  -")]
    found = faults("".join(lines))
    assert Fault("deal.yaml", 1, f"missing key {key!r}") in found


def test_game_must_be_a_known_game() -> None:
    fault = only_fault(edited("game: cinch", "game: chess"))
    assert (fault.line, fault.message) == (1, "game must be 'cinch' or 'coinche', not 'chess'")


def test_a_cinch_deal_under_game_coinche_is_read_by_the_coinche_rules() -> None:
    found = faults(edited("game: cinch", "game: coinche"))
    assert any("5D is not in the 32-card pack (rank.pack)" in fault.message for fault in found)


def test_a_key_written_twice() -> None:
    fault = only_fault(edited("dealer: S\n", "dealer: S\ndealer: N\n"))
    assert (fault.line, fault.message) == (4, "'dealer' is written twice (lines 3 and 4)")


def test_unknown_seat_as_dealer() -> None:
    fault = only_fault(edited("dealer: S", "dealer: X"))
    assert fault.line == 3
    assert fault.message.startswith("unknown seat") and "'X'" in fault.message


def test_unknown_seat_in_hands() -> None:
    found = faults(edited("  W: [5H,", "  Q: [5H,"))
    assert [(f.line, f.message.split(":")[0]) for f in found] == [(4, "hands lacks W"), (8, "unknown seat")]


def test_unknown_card_in_a_hand() -> None:
    found = faults(edited("  S: [2H, 3H,", "  S: [2H, 1H,"))
    assert [(f.line, f.message[:45]) for f in found] == [
        (4, "the deal lacks 3H: the hands and the stock ho"),
        (7, "unknown card in S's hand: '1H' is not a card:"),
    ]


def test_unknown_card_in_the_stock() -> None:
    found = faults(edited("[6H, 7H,", "[6H, 7X,"))
    assert (found[-1].line, found[-1].message[:33]) == (9, "unknown card in the stock: '7X' i")


def test_a_card_twice_names_both_lines() -> None:
    found = faults(edited("  S: [2H, 3H,", "  S: [2H, AH,"))
    assert Fault("deal.yaml", 7, "AH is written twice: in N's hand (line 5) and in S's hand (line 7)") in found
    assert any("lacks 3H" in fault.message for fault in found)


def test_a_card_twice_between_hand_and_stock() -> None:
    found = faults(edited("[6H, 7H,", "[AH, 7H,"))
    assert Fault("deal.yaml", 9, "AH is written twice: in N's hand (line 5) and in the stock (line 9)") in found


def test_wrong_hand_size() -> None:
    text = edited("  N: [AH, KH,", "  N: [2C, AH, KH,")
    text = edited(", 10C, 2C]", ", 10C]", text)
    found = faults(text)
    assert [(f.line, f.message.split(":")[0]) for f in found] == [(5, "N's hand has 10 cards"), (9, "the stock has 15 cards")]
    assert "deal.threes" in found[0].message


def test_the_52_cards_must_all_be_there_in_table_mode_too() -> None:
    text = edited("profile: standard", "profile: standard\nmode: table")
    fault = only_fault(edited(", 10C, 2C]", ", 10C]", text))
    assert (fault.line, fault.message.split(":")[0]) == (5, "the deal lacks 2C")
    assert "rank.pack" in fault.message


def test_hands_must_be_a_mapping_and_a_hand_a_list() -> None:
    assert only_fault(edited("  N: [AH, KH, 9C, 8C, 7C, 4S, 3S, 2S, JD]", "  N: AH KH")).line == 5
    lines = RECORD.splitlines()
    text = "\n".join(lines[:3] + ["hands: [AH]"] + lines[8:]) + "\n"
    assert faults(text)[0].line == 4


def test_unknown_verb_on_its_line() -> None:
    fault = only_fault(edited("  - N pass", "  - N fold"))
    assert fault.line == 12
    assert fault.message.startswith("unknown verb 'fold' in 'N fold'")


def test_malformed_move() -> None:
    fault = only_fault(edited("  - E bid 8", "  - E bid eight"))
    assert fault.line == 13
    assert "a bid is a whole number" in fault.message


def test_unknown_seat_in_a_move() -> None:
    fault = only_fault(edited("  - S pass", "  - X pass"))
    assert (fault.line, fault.message[:15]) == (14, "unknown seat in")


def test_a_move_that_is_not_text() -> None:
    fault = only_fault(edited("  - S pass", "  - {S: pass}"))
    assert fault.line == 14


def test_unknown_profile_name() -> None:
    fault = only_fault(edited("profile: standard", "profile: bid-five"))
    assert (fault.line, fault.message[:29]) == (2, "unknown profile 'bid-five': c")


def test_unknown_house_rule_on_the_line_of_the_option() -> None:
    text = edited("profile: standard", "profile:\n  min_bid: 6\n  trumps: 7\n  target: 0")
    found = faults(text)
    assert [(f.line, f.message.split(":")[0]) for f in found] == [
        (4, "unknown house rule 'trumps'"), (5, "house rule 'target' must be a positive whole number, not 0"),
    ]


def test_a_house_rule_value_not_allowed() -> None:
    fault = only_fault(edited("profile: standard", "profile: {min_bid: 5}"))
    assert fault.message == "house rule 'min_bid' cannot be 5: choose one of 1, 6, 7"


def test_unknown_mode() -> None:
    fault = only_fault(edited("profile: standard", "profile: standard\nmode: lenient"))
    assert (fault.line, fault.message) == (3, "mode must be one of regular, table, not 'lenient'")


def test_every_fault_is_collected_in_line_order_and_printed_file_line_message() -> None:
    text = edited("dealer: S", "dealer: X")
    text = edited("  S: [2H, 3H,", "  S: [2H, 1H,", text)
    text = edited("  - N pass", "  - N fold", text)
    with pytest.raises(RecordError) as caught:
        parse_record(text, "deal.yaml")
    error: RecordError = caught.value
    assert issubclass(RecordError, ValueError)
    assert [fault.line for fault in error.faults] == sorted(fault.line for fault in error.faults)
    assert {3, 7, 12} <= {fault.line for fault in error.faults}
    assert str(error).splitlines() == [f"deal.yaml:{f.line}: {f.message}" for f in error.faults]


def test_load_record_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(edited("dealer: S", "dealer: X"), encoding="utf-8")
    with pytest.raises(RecordError, match=r"bad\.yaml:3: unknown seat"):
        load_record(path)


def test_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes(("title: Dé\n" + RECORD).encode("latin-1"))
    with pytest.raises(RecordError, match=r"latin1\.yaml:1: the file is not UTF-8 text"):
        load_record(path)


# --- writing: the round trip ------------------------------------------------------------------


def test_round_trip_of_the_spec_example() -> None:
    record = parse_record(RECORD)
    assert parse_record(record_to_yaml(record)) == record


def test_round_trip_writes_cards_upper_case() -> None:
    text = record_to_yaml(parse_record(edited("  N: [AH, KH,", "  N: [ah, kh,")))
    assert "  N: [AH, KH, 9C" in text


def test_round_trip_keeps_mode_refill_profile_options_and_free_fields() -> None:
    text = "title: 'Refill: a test'\ncomment: two\n  lines\n" + edited(
        "profile: standard", "profile: {min_bid: 7, low_to: player}\nmode: table\nrefill: [9C, 8C]"
    )
    record = parse_record(text)
    written = record_to_yaml(record)
    assert parse_record(written) == record
    assert record.info["title"] == "Refill: a test"
    assert record.refill == parse_cards(["9C", "8C"])


@pytest.mark.parametrize("seed", range(5))
def test_a_record_made_from_a_deal_and_random_legal_moves_reads_back(seed: int) -> None:
    rng = random.Random(seed)
    deal = deal_hand(seed, Seat(seed % 4), profile=list(PROFILES.values())[seed % len(PROFILES)])
    state, moves = deal, []
    for _ in range(rng.randrange(60)):
        if state.phase.is_over:
            break
        move = legal_moves(state).random(rng)
        moves.append(move)
        state = apply_move(state, move)
    record = DealRecord.from_state(deal, moves, title=f"seed {seed}")
    again = parse_record(record_to_yaml(record))
    assert again == record
    assert replay(again).state == state


def test_from_state_refuses_a_position_after_the_deal() -> None:
    deal = deal_hand(3)
    moved = apply_move(deal, next(iter(legal_moves(deal))))
    with pytest.raises(ValueError, match="before the first bid"):
        DealRecord.from_state(moved)


# --- replay -----------------------------------------------------------------------------------


def test_replay_of_a_legal_full_hand_is_complete_and_counts_add_to_14() -> None:
    result = replay(load_record(EXAMPLES / "full-hand.yaml"))
    assert result.complete and result.illegal is None
    assert all(step.legal for step in result.steps)
    sheet = result.sheet
    assert sheet is not None
    assert sum(sheet.counts) == 14
    assert (sheet.counts, sheet.scores, sheet.made) == ((3, 11), (0, 8), True)


@pytest.mark.parametrize("seed", range(8))
def test_replay_of_random_legal_hands_always_adds_to_14(seed: int) -> None:
    rng = random.Random(seed)
    deal = deal_hand(seed)
    state, moves = deal, []
    while not state.phase.is_over:
        moves.append(legal_moves(state).random(rng))
        state = apply_move(state, moves[-1])
    result = replay(parse_record(record_to_yaml(DealRecord.from_state(deal, moves))))
    if result.complete:
        assert result.sheet is not None and sum(result.sheet.counts) == 14
    else:
        assert result.state.phase is Phase.REDEAL


def test_replay_of_a_position_ends_with_the_seat_to_move() -> None:
    result = replay(load_record(EXAMPLES / "position-left-pedro.yaml"))
    assert not result.complete and result.illegal is None
    assert result.state.to_move is Seat.E
    assert [str(move) for move in legal_moves(result.state)] == ["E play 5D"]


def test_replay_stops_at_the_first_illegal_move_keeping_the_position_before_it() -> None:
    result = replay(load_record(EXAMPLES / "illegal-keeps-left-pedro.yaml"))
    illegal = result.illegal
    assert illegal is not None and illegal is result.steps[-1]
    lines = (EXAMPLES / "illegal-keeps-left-pedro.yaml").read_text(encoding="utf-8").splitlines()
    assert (str(illegal.move), illegal.legal) == ("E play 6D", False)
    assert lines[illegal.line - 1].strip() == "- E play 6D"  # type: ignore[operator]
    assert illegal.violation is not None and illegal.violation.rule == "play.follow-trump"
    assert result.state == illegal.before
    assert len(result.steps) == len(result.record.moves) - 1


def test_table_mode_revoke_is_ruled_on_and_a_claim_applies_the_penalty() -> None:
    result = replay(load_record(EXAMPLES / "table-revoke.yaml"))
    assert result.illegal is None and result.complete
    revoke = next(step for step in result.steps if step.irregular)
    assert str(revoke.move) == "S play JS"
    assert revoke.ruling == ("play.follow-trump",)
    claim = result.steps[-1]
    assert (str(claim.move), claim.legal, claim.ruling) == ("E claim revoke", True, ("irregular.revoke",))
    sheet = result.sheet
    assert sheet is not None
    assert sheet.counts == (8, 6)
    assert sheet.penalised == (Side.NS,)
    assert sheet.made and sheet.scores == (0, 0)


def test_the_same_revoke_unclaimed_sets_the_bidders() -> None:
    record = load_record(EXAMPLES / "table-revoke.yaml")
    unclaimed = replay(DealRecord.from_state(record.initial_state(), [m.move for m in record.moves[:-1]]))
    assert unclaimed.sheet is not None
    assert (unclaimed.sheet.made, unclaimed.sheet.scores) == (False, (16, 0))


def test_a_table_mode_verb_outside_table_mode_stops_the_replay() -> None:
    result = replay(parse_record(RECORD + "  - W claim misdeal\n"))
    assert result.illegal is not None
    assert result.illegal.violation is not None and result.illegal.violation.rule == "irregular.misdeal"


def test_a_misdeal_claimed_in_table_mode_ends_in_a_redeal() -> None:
    text = edited("  N: [AH, KH,", "  N: [2C, AH, KH,")
    text = edited(", 10C, 2C]", ", 10C]", text)
    text = edited("profile: standard", "profile: standard\nmode: table", text)
    text = text.split("moves:")[0] + "moves:\n  - E claim misdeal\n"
    result = replay(parse_record(text))
    assert result.illegal is None
    assert result.steps[0].ruling == ("irregular.misdeal",)
    assert (result.state.phase, result.state.next_dealer) == (Phase.REDEAL, Seat.W)


def test_a_bid_out_of_turn_in_table_mode_is_irregular_with_its_ruling() -> None:
    text = edited("profile: standard", "profile: standard\nmode: table")
    result = replay(parse_record(edited("  - N pass", "  - S bid 9", text)))
    step = result.steps[1]
    assert (step.legal, step.irregular, step.ruling) == (False, True, ("irregular.bid-out-of-turn",))
    assert step.after is not None
    assert [str(move) for move in legal_moves(step.after)] == ["N pass"]
