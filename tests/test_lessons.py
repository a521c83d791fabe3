"""Lessons (lessons/README.md): the shipped lessons load and play through their records, the
engine answers the questions, every kind of mistake in a lesson file is reported with its file
and line, and the Babel extractor finds every text."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from lesson_oracle import NOT_COVERED, oracle_answers, written

from tutor import catalogs
from tutor.cards import Card
from tutor.games import GAMES
from tutor.games.cinch import Move, Phase, Point, score_hand
from tutor.games.cinch.questions import Question
from tutor.games.seats import Seat, Side
from tutor.lesson_messages import extract_yaml
from tutor.lessons import (
    BrokenLesson,
    Lesson,
    LessonError,
    StepKind,
    answer,
    frames,
    load_lesson,
    load_lessons,
    options,
)
from tutor.records import Fault
from tutor.replay import replay

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons" / "cinch"
FIRST = LESSONS / "02-trump-order.yaml"
SECOND = LESSONS / "03-follow-trump.yaml"
EXAMPLES = ROOT / "examples" / "records"


def line_of(path: Path, fragment: str) -> int:
    """The line of `path` holding `fragment`, which must occur on exactly one line."""
    lines = [number for number, line in enumerate(path.read_text().splitlines(), start=1) if fragment in line]
    assert len(lines) == 1, (fragment, lines)
    return lines[0]


def write(tmp_path: Path, text: str, name: str = "lesson.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def edited(tmp_path: Path, changes: dict[str, str], source: Path = FIRST) -> Path:
    """A copy of `source` in `tmp_path` with each text of `changes` (found once) replaced."""
    text = source.read_text(encoding="utf-8")
    for old, new in changes.items():
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return write(tmp_path, text, source.name)


def faults_of(path: Path) -> list[Fault]:
    with pytest.raises(LessonError) as raised:
        load_lesson(path)
    return raised.value.faults


def by_id(lesson_id: str) -> Lesson:
    return next(item for item in load_lessons() if isinstance(item, Lesson) and item.id == lesson_id)


# --- the shipped lessons -------------------------------------------------------------------


def test_the_shipped_lessons_load_in_path_order() -> None:
    loaded = load_lessons()
    assert not [item for item in loaded if isinstance(item, BrokenLesson)]
    lessons = [item for item in loaded if isinstance(item, Lesson)]
    assert [lesson.id for lesson in lessons][:2] == ["how-a-hand-goes", "trump-order"]
    for game in GAMES:
        path = [lesson for lesson in lessons if lesson.game == game]
        assert [lesson.order for lesson in path] == list(range(1, len(path) + 1)), game
        assert all(Path(lesson.file).parent.name == game for lesson in path)
    assert all(Path(lesson.file).name.startswith(f"{lesson.order:02d}-") for lesson in lessons)


@pytest.mark.parametrize("path", [FIRST, SECOND], ids=["lesson-1", "lesson-2"])
def test_a_lesson_has_5_to_15_steps_and_the_learner_acts(path: Path) -> None:
    lesson = load_lesson(path)
    kinds = [step.kind for step in lesson.steps]
    assert 5 <= len(kinds) <= 15
    assert StepKind.DO in kinds and StepKind.ASK in kinds
    assert lesson.steps[0].kind is StepKind.READ and lesson.steps[0].play > 0


@pytest.mark.parametrize("path", [FIRST, SECOND], ids=["lesson-1", "lesson-2"])
def test_frames_follow_the_replay_of_the_record(path: Path) -> None:
    lesson = load_lesson(path)
    record = lesson.records["main"]
    states = [record.initial_state(), *(step.after for step in replay(record).steps)]
    moves = [recorded.move for recorded in record.moves]
    used = 0
    for frame in frames(lesson):
        assert frame.record == "main"
        assert frame.before == states[used]
        for move, after in frame.scripted:
            assert move == moves[used]
            used += 1
            assert after == states[used]
        assert frame.at == states[used]
        if frame.step.kind is StepKind.DO:
            assert frame.expected == moves[used]
            assert frame.expected.seat == lesson.seat
            used += 1
        else:
            assert frame.expected is None
        assert frame.after == states[used]
        assert lesson.seat in frame.shown
    assert used <= len(moves)


def test_lesson_1_plays_the_hand_to_the_end() -> None:
    last = frames(by_id("trump-order"))[-1]
    assert last.at.phase is Phase.COMPLETE
    sheet = score_hand(last.at)  # score.made: bid 6, North–South take 6, East–West 8 and score 2
    assert (sheet.bid, sheet.counts, sheet.made, sheet.scores) == (6, (6, 8), True, (0, 2))


def test_lesson_2_plays_the_hand_to_the_end() -> None:
    lesson = by_id("follow-trump")
    last = frames(lesson)[-1]
    assert last.at.phase is Phase.COMPLETE
    assert sum(frame.step.kind is StepKind.DO for frame in frames(lesson)) >= 3


def test_lesson_1_answers_come_from_the_engine() -> None:
    asked = {(frame.step.question, frame.step.card or tuple(frame.step.cards)): answer(frame)
             for frame in frames(by_id("trump-order")) if frame.step.kind is StepKind.ASK}
    assert asked[(Question.IS_TRUMP, Card.parse("5D"))] is True  # rank.left-pedro under hearts
    assert asked[(Question.IS_TRUMP, Card.parse("5C"))] is False
    assert asked[(Question.HIGHER, (Card.parse("AD"), Card.parse("5D")))] == Card.parse("5D")
    assert asked[(Question.HIGHER, (Card.parse("5D"), Card.parse("5H")))] == Card.parse("5H")
    assert asked[(Question.TRICK_WINNER, ())] is Seat.N


def test_lesson_2_answers_come_from_the_engine() -> None:
    asks = [frame for frame in frames(by_id("follow-trump")) if frame.step.kind is StepKind.ASK]
    legal = next(frame for frame in asks if frame.step.question is Question.LEGAL_CARDS)
    assert answer(legal) == frozenset({Card.parse("5D")})  # play.follow-trump: the Left Pedro must follow
    assert set(options(legal)) == set(legal.at.hand(Seat.S)) and len(options(legal)) == 6
    assert [answer(frame) for frame in asks if frame.step.question is Question.TRICK_WINNER] == [Seat.N, Seat.W]
    count = next(frame for frame in asks if frame.step.question is Question.COUNT)
    score = next(frame for frame in asks if frame.step.question is Question.HAND_SCORE)
    assert (answer(count), answer(score)) == (8, 2)
    assert options(count) == options(score) == ()


def test_the_do_steps_expect_the_lessons_moves() -> None:
    expected = [str(frame.expected) for frame in frames(by_id("trump-order")) if frame.expected]
    assert expected == ["S discard KD 9S 7C QD 10S 2C 4S", "S play 5D"]
    expected = [str(frame.expected) for frame in frames(by_id("follow-trump")) if frame.expected]
    assert expected == ["S play 5D", "S play 2C", "S play JS"]


def test_every_reason_is_for_a_legal_move_other_than_the_expected_one() -> None:
    for lesson in (by_id("trump-order"), by_id("follow-trump")):
        for frame in frames(lesson):
            for move in frame.step.reasons:
                assert move != frame.expected
                assert move.seat == lesson.seat


# --- questions on a complete hand, a record file, table mode -------------------------------

HAND_LESSON = """\
id: scoring
order: 3
title: Scoring
summary: Who scored what.
teaches: [points.capture]
seat: S
records:
  hand:
    file: records/hand.yaml
steps:
  - read: The whole hand.
    play: 33
  - ask: Who took the Left Pedro?
    question: point-winner
    point: left-pedro
  - ask: Did East–West make the bid?
    question: made
  - ask: Who has won the game?
    question: game-winner
    scores: {NS: 50, EW: 43}
  - ask: And now?
    question: game-winner
    scores: {NS: 40, EW: 42}
"""


def test_questions_about_a_complete_hand_and_a_record_file(tmp_path: Path) -> None:
    (tmp_path / "records").mkdir()
    shutil.copy(EXAMPLES / "full-hand.yaml", tmp_path / "records" / "hand.yaml")
    lesson = load_lesson(write(tmp_path, HAND_LESSON.replace("seat: S", "seat: E")))
    asks = [frame for frame in frames(lesson) if frame.step.kind is StepKind.ASK]
    # full-hand.yaml: East–West bid 8, take 11 points (the Left Pedro among them) and score 8
    assert [answer(frame) for frame in asks] == [Side.EW, True, Side.EW, None]
    assert lesson.steps[1].point is Point.LEFT_PEDRO
    assert options(asks[0]) == (Side.NS, Side.EW)
    assert options(asks[1]) == (True, False)
    assert options(asks[2]) == (Side.NS, Side.EW, None)


def test_a_table_mode_record_is_ruled_on_as_in_the_replay(tmp_path: Path) -> None:
    (tmp_path / "records").mkdir()
    shutil.copy(EXAMPLES / "table-revoke.yaml", tmp_path / "records" / "hand.yaml")
    text = HAND_LESSON.replace("seat: S", "seat: E").split("  - ask:")[0]
    text += "  - do: South revoked in trick 1. What do you do?\n"
    lesson = load_lesson(write(tmp_path, text))
    assert frames(lesson)[-1].expected == Move.parse("E claim revoke")


# --- faults, each with its file and line ---------------------------------------------------


def test_malformed_yaml_is_a_fault_with_its_line(tmp_path: Path) -> None:
    path = edited(tmp_path, {"seat: S\n": "seat: [S\n"})
    [fault] = faults_of(path)
    assert fault.file == str(path)
    assert "malformed YAML" in fault.message
    assert line_of(path, "seat: [S") <= fault.line <= line_of(path, "records:") + 1


def test_an_unknown_key_is_a_fault_on_its_line(tmp_path: Path) -> None:
    path = edited(tmp_path, {"order: 2\n": "order: 2\ncolour: red\n"})
    assert faults_of(path) == [Fault(str(path), line_of(path, "colour: red"),
                                     "unknown key 'colour' in a lesson: the keys are game, id, order, title, "
                                     "summary, teaches, seat, records, steps")]


def test_a_missing_key_is_a_fault_on_the_mapping(tmp_path: Path) -> None:
    path = edited(tmp_path, {"seat: S\n": ""})
    assert faults_of(path) == [Fault(str(path), line_of(path, "id: trump-order"), "missing key 'seat'")]


def test_an_unknown_step_key_is_a_fault_on_its_line(tmp_path: Path) -> None:
    path = edited(tmp_path, {"    play: 5\n": "    play: 5\n    otherwise: No.\n"})
    [fault] = faults_of(path)
    assert fault.line == line_of(path, "otherwise: No.")
    assert fault.message.startswith("'otherwise' is not a key of a read step")


def test_a_bad_card_in_an_inline_record_is_a_fault_on_the_lessons_line(tmp_path: Path) -> None:
    path = edited(tmp_path, {"N: [AH, KH, JH, 9H, 2H, 8S": "N: [AH, KH, JH, 9X, 2H, 8S"})
    lacks, unknown = faults_of(path)
    assert (lacks.file, lacks.line) == (str(path), line_of(path, "hands:"))
    assert lacks.message.startswith("the deal lacks 9H")
    assert (unknown.file, unknown.line) == (str(path), line_of(path, "9X"))
    assert unknown.message.startswith("unknown card in N's hand")


def test_an_illegal_scripted_move_is_a_fault_on_its_line(tmp_path: Path) -> None:
    path = edited(tmp_path, {"- W play 4H": "- W play JC"})  # West plays JC again in trick 6
    [fault] = faults_of(path)  # the steps after it are not reported again
    assert fault.line == line_of(FIRST, "- W play 4H")
    assert "the engine refuses 'W play JC'" in fault.message
    assert "(rule play.follow-trump)" in fault.message


def test_an_expected_move_not_the_learners_is_a_fault_on_the_do_step(tmp_path: Path) -> None:
    path = edited(tmp_path, {"\nseat: S\n": "\nseat: N\n"})
    faults = faults_of(path)
    assert [fault.line for fault in faults] == [line_of(path, "- do: \"Your turn: discard"),
                                                 line_of(path, "- do: >-")]
    assert faults[0].message == ("the record's next move is 'S discard KD 9S 7C QD 10S 2C 4S', S's: "
                                 "a do step expects a move of the learner's seat, N")


def test_a_reason_for_an_illegal_move_is_a_fault_on_its_line(tmp_path: Path) -> None:
    path = edited(tmp_path, {'"S play 3H":': '"S play AD":'})
    [fault] = faults_of(path)
    assert fault.line == line_of(path, '"S play AD":')
    assert fault.message == ("the reason for 'S play AD' is for a move the engine refuses here "
                             "(play.follow-trump): the engine explains it")


def test_a_reason_for_the_expected_move_is_a_fault(tmp_path: Path) -> None:
    path = edited(tmp_path, {'"S play 3H":': '"S play 5d":'})
    [fault] = faults_of(path)
    assert fault.line == line_of(path, '"S play 5d":')
    assert fault.message.startswith("'S play 5D' is the move the step expects")


def test_a_question_without_an_answer_is_a_fault_on_the_question(tmp_path: Path) -> None:
    path = edited(tmp_path, {"question: trick-winner": "question: made"})
    [fault] = faults_of(path)
    assert fault.line == line_of(path, "question: made")
    assert fault.message == "made asks about the finished hand: ask it after the sixth trick"


def test_a_trick_winner_question_mid_trick_is_a_fault(tmp_path: Path) -> None:
    path = edited(tmp_path, {"  - read: West follows with the 4 of hearts.\n    play: 1\n\n": ""})
    [fault] = faults_of(path)
    assert fault.line == line_of(path, "question: trick-winner")
    assert fault.message.startswith("trick-winner asks who won the trick just completed")


@pytest.mark.parametrize(("play", "question", "problem"), [
    (0, "question: is-trump\n    card: 5D", "is-trump needs a trump suit: ask it once trump is named"),
    (10, "question: higher\n    cards: [AS, KC]", "higher compares trumps and cards of one plain suit: AS KC"),
    (10, "question: legal-cards\n    seat: N", "legal-cards asks what N may play: ask it in the play, when it is N's"),
    (33, "question: game-winner\n    scores: {NS: 51, EW: 0}", "the scores before the hand must be below the target, 51"),
], ids=["is-trump-before-trump", "higher-two-plain-suits", "legal-cards-not-their-turn", "game-already-won"])
def test_a_question_the_position_cannot_answer(tmp_path: Path, play: int, question: str, problem: str) -> None:
    (tmp_path / "records").mkdir()
    shutil.copy(EXAMPLES / "full-hand.yaml", tmp_path / "records" / "hand.yaml")
    text = HAND_LESSON.split("steps:")[0] + "steps:\n"
    text += f"  - read: So far.\n    play: {play}\n" if play else ""
    text += f"  - ask: Well?\n    {question}\n"
    path = write(tmp_path, text)
    [fault] = faults_of(path)
    assert fault.line == line_of(path, "question:")
    assert fault.message.startswith(problem)


def test_an_unknown_rule_id_is_a_fault_with_a_suggestion(tmp_path: Path) -> None:
    path = edited(tmp_path, {"rules: [trump.name]": "rules: [trump.nam]"})
    [fault] = faults_of(path)
    assert fault.line == line_of(path, "trump.nam]")
    assert fault.message == ("unknown rule id 'trump.nam' in rules: the ids are those of cinch-rules.md "
                             "(did you mean trump.name?)")


def test_play_past_the_end_of_the_record_is_a_fault(tmp_path: Path) -> None:
    path = edited(tmp_path, {"    play: 8\n": "    play: 9\n"})  # the last step plays tricks 5 and 6
    faults = faults_of(path)
    assert faults[0] == Fault(str(path), line_of(path, "play: 9"),
                              "play: 9 runs past the end of the record 'main', which has 8 moves left")


def test_question_parameters_are_checked(tmp_path: Path) -> None:
    path = edited(tmp_path, {"    card: 5C\n": "    card: 5X\n    side: NS\n",
                             "cards: [AD, 5D]": "cards: [AD]"})
    faults = faults_of(path)
    assert [fault.line for fault in faults] == [line_of(path, "card: 5X"), line_of(path, "side: NS"),
                                                line_of(path, "cards: [AD]")]
    assert faults[0].message.startswith("unknown card: '5X' is not a card")
    assert faults[1].message == "'side' is not a parameter of question is-trump: it takes card"
    assert faults[2].message == "cards lists at least two cards to compare"


def test_every_fault_is_reported_in_file_order(tmp_path: Path) -> None:
    path = edited(tmp_path, {"order: 2\n": "order: first\n", "rules: [trump.name]": "rules: [trump.nam]",
                             "- W play 4H": "- W play JC", '"S play 3H":': '"S play AD":',
                             "question: trick-winner": "question: who"})
    lines = [fault.line for fault in faults_of(path)]
    assert lines == [line_of(path, "order: first"), line_of(FIRST, "- W play 4H"), line_of(path, "trump.nam]"),
                     line_of(path, '"S play AD":'), line_of(path, "question: who")]


def test_a_broken_lesson_does_not_stop_the_others(tmp_path: Path) -> None:
    shutil.copy(SECOND, tmp_path / SECOND.name)
    write(tmp_path, "id: [broken\n", "00-broken.yaml")
    loaded = load_lessons(tmp_path)
    assert isinstance(loaded[0], BrokenLesson) and loaded[0].faults[0].message.startswith("malformed YAML")
    assert isinstance(loaded[1], Lesson) and loaded[1].id == "follow-trump"


def test_a_duplicate_id_across_lessons_is_a_fault_on_the_later_file(tmp_path: Path) -> None:
    shutil.copy(FIRST, tmp_path / "01-a.yaml")
    shutil.copy(FIRST, tmp_path / "02-b.yaml")
    first, second = load_lessons(tmp_path)
    assert isinstance(first, Lesson)
    assert second == BrokenLesson(str(tmp_path / "02-b.yaml"), (
        Fault(str(tmp_path / "02-b.yaml"), line_of(FIRST, "id: trump-order"),
              f"the id 'trump-order' is already the id of {tmp_path / '01-a.yaml'}: ids are unique"),))


def test_a_missing_record_file_is_a_fault_on_its_line(tmp_path: Path) -> None:
    path = write(tmp_path, HAND_LESSON)
    faults = faults_of(path)
    assert faults[0].line == line_of(path, "file: records/hand.yaml")
    assert faults[0].message.startswith("cannot read the record file 'records/hand.yaml'")


# --- expect: the author's answer, and the oracles -----------------------------------------


def test_every_ask_step_of_the_shipped_lessons_carries_its_expected_answer() -> None:
    """Every *ask* step says the answer its author worked out (``expect:``); loading has checked
    it against the engine's (a difference is a fault, see below)."""
    lessons = [item for item in load_lessons() if isinstance(item, Lesson)]
    asks = [(lesson.file, step.line) for lesson in lessons for step in lesson.steps if step.kind is StepKind.ASK]
    assert len(asks) >= 160
    assert [where for where in asks if next(step for lesson in lessons for step in lesson.steps
                                            if (lesson.file, step.line) == where).expect is None] == []


NOT_COVERED_BY_AN_ORACLE = {
    # table mode: a claim the oracles do not read (new deal, misdeal, excess cards, withdrawn lead, revoke)
    ("cinch/17-irregular-deals.yaml", 1), ("cinch/17-irregular-deals.yaml", 2),
    ("cinch/17-irregular-deals.yaml", 3), ("cinch/17-irregular-deals.yaml", 4),
    ("cinch/17-irregular-deals.yaml", 5), ("cinch/18-irregular-play.yaml", 1),
    ("cinch/18-irregular-play.yaml", 2), ("cinch/18-irregular-play.yaml", 3),
    ("cinch/18-irregular-play.yaml", 4), ("cinch/18-irregular-play.yaml", 5),
    ("cinch/18-irregular-play.yaml", 6), ("coinche/03-the-deal.yaml", 1),
    ("coinche/03-the-deal.yaml", 2), ("coinche/10-irregular-play.yaml", 2),
    ("coinche/10-irregular-play.yaml", 3),
}
"""The *ask* steps (file, number of the *ask* step in it) whose `expect:` only the author's hand-working
vouches for; every other step's is also the answer of an independent oracle."""


@pytest.mark.parametrize("path", sorted((ROOT / "lessons").glob("*/*.yaml")), ids=lambda path: path.stem)
def test_the_oracles_give_every_expected_answer(path: Path) -> None:
    """`cinch_oracle` and `coinche_oracle` (readings of the rule books that share no code with the
    engines) replay each lesson's records from the file's text and answer its *ask* steps: each
    answer is the step's ``expect:``, which loading has checked against the engine."""
    where = f"{path.parent.name}/{path.name}"
    uncovered = set()
    for asked in oracle_answers(path):
        assert asked.expect is not None, (where, asked.line)
        if isinstance(asked.answer, str) and asked.answer.startswith(NOT_COVERED):
            uncovered.add((where, asked.number))
            continue
        assert asked.answer == written(asked.expect), (where, asked.line, asked.question)
    assert uncovered == {step for step in NOT_COVERED_BY_AN_ORACLE if step[0] == where}


def test_the_coinche_oracle_covers_most_coinche_questions() -> None:
    covered = [asked for path in sorted((ROOT / "lessons" / "coinche").glob("*.yaml"))
               for asked in oracle_answers(path) if not str(asked.answer).startswith(NOT_COVERED)]
    assert len(covered) >= 60
    assert {asked.question for asked in covered} >= {"trick-winner", "legal-cards", "higher", "card-points",
                                                      "trick-points", "count", "needed", "made", "hand-score",
                                                      "game-winner", "belote", "to-move", "next-dealer",
                                                      "lowest-bid"}


def test_an_expected_answer_the_engine_does_not_give_is_a_fault_on_its_line(tmp_path: Path) -> None:
    path = edited(tmp_path, {"    expect: 5H\n": "    expect: 5D\n"})
    [fault] = faults_of(path)
    second = [number for number, line in enumerate(path.read_text().splitlines(), start=1)
              if line == "    expect: 5D"][1]  # the second higher question: the Right Pedro
    assert fault == Fault(str(path), second,
                          "expect: 5D, but the engine answers 5H: work the position out again (if the "
                          "engine is wrong, report it)")


@pytest.mark.parametrize(("old", "new", "message"), [
    ("    expect: N\n", "    expect: NS\n", "expect: NS, but the engine answers N"),
    ("    expect: yes\n", "    expect: 1\n",
     "expect for is-trump is yes, no, none, a seat (N), a side (NS) or a card (5D), not '1'"),
    ("    expect: no\n", "    expect: none\n", "expect: none, but the engine answers no"),
    ("    expect: 5D\n", "    expect: [5D]\n",
     "expect for higher is yes, no, none, a seat (N), a side (NS) or a card (5D), not a list"),
], ids=["side-for-a-seat", "number-for-yes", "none-for-no", "list-for-a-card"])
def test_an_expected_answer_of_the_wrong_kind_is_a_fault(tmp_path: Path, old: str, new: str, message: str) -> None:
    path = edited(tmp_path, {old: new})
    [fault] = faults_of(path)
    assert fault.line == next(number for number, line in enumerate(path.read_text().splitlines(), start=1)
                              if line == new.rstrip("\n"))
    assert fault.message.startswith(message)


def test_an_expected_answer_of_a_number_or_a_set_of_cards(tmp_path: Path) -> None:
    lesson = by_id("follow-trump")
    assert [step.expect.value for step in lesson.steps if step.expect is not None] == [
        frozenset({Card.parse("5D")}), Seat.N, Seat.W, 8, 2]
    path = edited(tmp_path, {"    expect: [5D]\n": "    expect: [5D, KD]\n", "    expect: 8\n": "    expect: eight\n"},
                  SECOND)
    faults = faults_of(path)
    assert [fault.message for fault in faults] == [
        ("expect: [5D, KD], but the engine answers [5D]: work the position out again (if the engine is wrong, "
         "report it)"),
        "expect for count is a whole number (at most 6 digits), not 'eight'"]
    assert [fault.line for fault in faults] == [line_of(path, "expect: [5D, KD]"), line_of(path, "expect: eight")]


def test_expect_is_a_key_of_ask_steps_only(tmp_path: Path) -> None:
    path = edited(tmp_path, {"    play: 5\n": "    play: 5\n    expect: N\n"})
    [fault] = faults_of(path)
    assert fault.line == line_of(path, "    play: 5") + 1
    assert fault.message.startswith("'expect' is not a key of a read step")


# --- a record file lies inside the lesson's folder -------------------------------------------


@pytest.mark.parametrize("written_path", ["/etc/passwd", "../hand.yaml", "records/../../hand.yaml",
                                          "records\\..\\..\\hand.yaml", "''"],
                         ids=["absolute", "parent", "climbs-out", "backslashes", "empty"])
def test_a_record_file_outside_the_lessons_folder_is_a_fault_on_its_line(tmp_path: Path, written_path: str) -> None:
    folder = tmp_path / "lessons"
    (folder / "records").mkdir(parents=True)
    shutil.copy(EXAMPLES / "full-hand.yaml", tmp_path / "hand.yaml")  # a real record, outside
    path = write(folder, HAND_LESSON.replace("file: records/hand.yaml", f"file: {written_path}"))
    faults = faults_of(path)
    assert faults[0].line == line_of(path, f"file: {written_path}")
    assert faults[0].message.startswith("a record file is a path inside the lesson's folder, e.g. records/hand.yaml")


def test_a_record_file_that_leads_out_through_a_link_is_a_fault(tmp_path: Path) -> None:
    folder = tmp_path / "lessons"
    folder.mkdir()
    shutil.copy(EXAMPLES / "full-hand.yaml", tmp_path / "hand.yaml")
    (folder / "records").symlink_to(tmp_path, target_is_directory=True)
    path = write(folder, HAND_LESSON)
    faults = faults_of(path)
    assert faults[0].line == line_of(path, "file: records/hand.yaml")
    assert faults[0].message == ("the record file 'records/hand.yaml' leads out of the lesson's folder (through "
                                 "a link): a record file lies inside it")


# --- the Babel extractor -------------------------------------------------------------------


def extracted(path: Path) -> list[tuple[int, str, str, list[str]]]:
    return list(extract_yaml(io.BytesIO(path.read_bytes()), ["gettext"], ["TRANSLATORS:"], {}))


def test_the_extractor_yields_each_text_with_its_line_and_key_path() -> None:
    messages = extracted(FIRST)
    assert messages[0] == (line_of(FIRST, "title:"), "gettext", "The trump order and the two Pedros",
                           ["lesson trump-order: title"])
    reason = next(message for message in messages if "reasons" in message[3][0])
    assert reason[0] == line_of(FIRST, '"S play 3H":')
    assert reason[3] == ['lesson trump-order: steps[10].reasons["S play 3H"]']
    assert reason[2].startswith("Allowed: the 3 of hearts follows the trump lead too.")
    assert [message[0] for message in messages] == sorted(message[0] for message in messages)


@pytest.mark.parametrize("path", [FIRST, SECOND], ids=["lesson-1", "lesson-2"])
def test_the_extractor_yields_exactly_the_texts_the_player_shows(path: Path) -> None:
    lesson = load_lesson(path)
    shown = {lesson.title, lesson.summary}
    for step in lesson.steps:
        shown |= {step.text, *step.reasons.values()} | {text for text in (step.why, step.otherwise) if text}
    assert {message[2] for message in extracted(path)} == shown


def test_the_extractor_skips_a_file_that_is_not_yaml(tmp_path: Path) -> None:
    assert extracted(write(tmp_path, "title: [unclosed\n")) == []


def test_the_template_holds_the_lesson_texts_with_their_lines() -> None:
    message = catalogs.template().get("The trump order and the two Pedros")
    assert message is not None
    assert ("lessons/cinch/02-trump-order.yaml", line_of(FIRST, "title:")) in message.locations
    assert "lesson trump-order: title" in message.auto_comments


def test_the_records_of_the_lessons_match_their_replays() -> None:
    for lesson in (by_id("trump-order"), by_id("follow-trump")):
        result = replay(lesson.records["main"])
        assert result.illegal is None
    assert replay(by_id("follow-trump").records["main"]).sheet is not None


def test_a_lesson_says_its_game_and_lives_in_its_folder(tmp_path: Path) -> None:
    folder = tmp_path / "cinch"
    folder.mkdir()
    text = FIRST.read_text(encoding="utf-8")
    (folder / FIRST.name).write_text("game: cinch\n" + text, encoding="utf-8")
    assert load_lesson(folder / FIRST.name).game == "cinch"
    (folder / "other.yaml").write_text("game: chess\n" + text, encoding="utf-8")
    with pytest.raises(LessonError, match="unknown game 'chess': the games are cinch"):
        load_lesson(folder / "other.yaml")
