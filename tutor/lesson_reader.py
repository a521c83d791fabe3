"""Reading a lesson file (``lessons/README.md``) into steps, collecting every fault with its line.

Only what the file says on its own is checked here: the game (``game``, default the first of
`tutor.games.GAMES`), keys, types, seats, cards, the game's rule ids, moves and questions
(`Game.questions`), and the deal records, read by `tutor.records` (an inline record is read from the
lesson's own nodes, so its faults carry the lesson's line numbers). The YAML is read within the
limits of `tutor.safe_yaml`, and every number through `tutor.whole_numbers.small_int`. Whether the
moves, the expected moves and the questions fit the positions is checked by `tutor.lessons.walk`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import get_close_matches
from enum import Enum
from pathlib import Path
from typing import Any

import yaml

from tutor.cards import Card, InvalidCardError
from tutor.games import DEFAULT_GAME, GAMES, Game, find_game
from tutor.games.seats import Seat, Side
from tutor.lesson_model import Draft, Expected, Lesson, Step, StepKind
from tutor.records import Fault, Record, RecordError, load_record, read_record_node
from tutor.safe_yaml import shown
from tutor.whole_numbers import MAX_DIGITS, small_int
from tutor.yaml_nodes import NodeReader, compose
from tutor.yaml_nodes import line as _line
from tutor.yaml_nodes import scalar as _scalar

REQUIRED = ("id", "order", "title", "summary", "teaches", "seat", "records", "steps")
"""The keys every lesson has."""
KEYS = ("game", *REQUIRED)
"""The keys of a lesson: ``game`` may be left out for the default game."""
LESSON_TEXTS = ("title", "summary")
STEP_TEXTS = ("read", "do", "ask", "why", "otherwise")
"""The text fields of a step (``reasons`` holds more text, one per move)."""
COMMON_KEYS = ("record", "rules", "show")
"""Keys any step may have."""
PARAMETERS = ("seat", "card", "cards", "point", "side", "scores")
STEP_KEYS: dict[StepKind, tuple[str, ...]] = {
    StepKind.READ: ("read", "play"),
    StepKind.DO: ("do", "why", "reasons", "otherwise"),
    StepKind.ASK: ("ask", "question", "why", *PARAMETERS, "expect"),
}
LESSON_ID = re.compile(r"[a-z0-9-]+")


def text_of(node: yaml.Node) -> str | None:
    """The text of a text field as shown and as extracted (its msgid): the scalar without the
    blank lines and spaces around it; None when it is not text or empty."""
    if not isinstance(node, yaml.ScalarNode):
        return None
    return node.value.strip() or None


@dataclass(frozen=True)
class ReadLesson:
    """What a lesson file says: the lesson (None if anything is wrong), and for the walk
    through the records, the steps, the records and the learner's seat, as far as they could
    be read."""

    lesson: Lesson | None
    drafts: list[Draft]
    records: dict[str, Record | None] | None
    seat: Seat | None
    faults: list[Fault]
    game: Game | None = None
    """The game the lesson teaches; None when its ``game`` is unknown."""


def read_lesson(text: str, file: str, folder: Path) -> ReadLesson:
    """Read a lesson from YAML `text`; `folder` is where ``file:`` record paths start."""
    root, malformed = compose(text, file)
    if malformed:
        return ReadLesson(None, [], None, None, malformed)
    return _Reader(text, file, folder).lesson(root)


class _Reader(NodeReader):
    """Walks the composed YAML nodes, collecting faults instead of stopping at the first."""

    def __init__(self, text: str, file: str, folder: Path) -> None:
        super().__init__(file)
        self.folder = folder
        self.game = find_game(DEFAULT_GAME)
        """The game the lesson teaches, once its ``game`` key is read."""

    def lesson(self, root: yaml.Node | None) -> ReadLesson:
        if not isinstance(root, yaml.MappingNode):
            self.faults.append(Fault(self.file, 1 if root is None else _line(root),
                                     f"a lesson is a mapping with the keys {', '.join(KEYS)}"))
            return ReadLesson(None, [], None, None, self.faults)
        fields = self.fields(root, KEYS, "a lesson")
        for name in REQUIRED:
            if name not in fields:
                self.fault(root, f"missing key {name!r}")
        value = {name: node for name, (_, node) in fields.items()}
        game = self.game_of(value["game"]) if "game" in value else find_game(DEFAULT_GAME)
        if game is None:
            return ReadLesson(None, [], None, None, self.faults)
        if self.folder.name in GAMES and self.folder.name != game.name:
            self.fault(value.get("game", root), f"a lesson of {game.name} lives in lessons/{game.name}/, "
                                                f"not in the folder of {self.folder.name}")
        self.game = game
        lesson_id = self.lesson_id(value["id"]) if "id" in value else None
        order = self.number(value["order"], "order", 1) if "order" in value else None
        title, summary = (self.text(value[name], name) if name in value else None for name in LESSON_TEXTS)
        teaches = self.rule_ids(value["teaches"], "teaches") if "teaches" in value else None
        seat = self.seat(value["seat"]) if "seat" in value else None
        records = self.records(value["records"]) if "records" in value else None
        drafts = self.steps(value["steps"], records) if "steps" in value else []
        lesson = None
        if not self.faults:
            assert lesson_id and order and title and summary and teaches is not None and seat is not None
            assert records is not None and all(draft.step for draft in drafts)
            lesson = Lesson(
                id=lesson_id, title=title, summary=summary, teaches=teaches, seat=seat,
                records={name: record for name, record in records.items() if record is not None},
                steps=tuple(draft.step for draft in drafts if draft.step is not None),
                file=self.file, order=order, id_line=_line(fields["id"][0]), game=game.name,
            )
        return ReadLesson(lesson, drafts, records, seat, self.faults, game)

    # --- mappings ---

    def fields(self, mapping: yaml.MappingNode, allowed: Sequence[str], what: str
               ) -> dict[str, tuple[yaml.Node, yaml.Node]]:
        """The key node and the value node of each key; a key not `allowed` is a fault."""
        found = {}
        for key, name, value in self.pairs(mapping):
            if name not in allowed:
                self.fault(key, f"unknown key {name!r} in {what}: the keys are {', '.join(allowed)}")
                continue
            found[name] = (key, value)
        return found

    # --- values ---

    def text(self, node: yaml.Node, what: str) -> str | None:
        text = text_of(node)
        if text is None:
            self.fault(node, f"{what} is text (markdown), not {_kind(node)}")
        return text

    def number(self, node: yaml.Node, what: str, minimum: int) -> int | None:
        text = _scalar(node)
        number = small_int(text) if text.isdigit() else None
        if number is not None and number >= minimum:
            return number
        self.fault(node, f"{what} is a whole number from {minimum} up (at most {MAX_DIGITS} digits), "
                         f"not {_shown(node)}")
        return None

    def game_of(self, node: yaml.Node) -> Game | None:
        name = _scalar(node).strip()
        if name in GAMES:
            return find_game(name)
        self.fault(node, f"unknown game {_shown(node)}: the games are {', '.join(GAMES)}")
        return None

    def lesson_id(self, node: yaml.Node) -> str | None:
        text = _scalar(node)
        if LESSON_ID.fullmatch(text):
            return text
        self.fault(node, f"id is lower-case letters, digits and hyphens (trump-order), not {_shown(node)}")
        return None

    def rule_ids(self, node: yaml.Node, what: str) -> tuple[str, ...] | None:
        items = self.items(node, what, "rule ids, e.g. [rank.left-pedro]")
        if items is None:
            return None
        rules = []
        for item in items:
            rule = _scalar(item)
            if rule in self.game.rule_ids:
                rules.append(rule)
                continue
            close = get_close_matches(rule, self.game.rule_ids, n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            book = Path(self.game.rule_book).name
            self.fault(item, f"unknown rule id {rule!r} in {what}: the ids are those of {book}{hint}")
        return tuple(rules) if len(rules) == len(items) else None

    def items(self, node: yaml.Node, what: str, example: str) -> list[yaml.Node] | None:
        if isinstance(node, yaml.SequenceNode):
            return list(node.value)
        self.fault(node, f"{what} is a list of {example}")
        return None

    def seats(self, node: yaml.Node) -> tuple[Seat, ...] | None:
        items = self.items(node, "show", "seats, e.g. [S, N]")
        if items is None:
            return None
        seats = [self.seat(item) for item in items]
        return None if None in seats else tuple(seat for seat in seats if seat is not None)

    def side(self, node: yaml.Node) -> Side | None:
        name = _scalar(node).strip().upper()
        if name in Side.__members__:
            return Side[name]
        self.fault(node, f"unknown side {_shown(node)}: expected NS or EW")
        return None

    def card(self, node: yaml.Node) -> Card | None:
        try:
            return Card.parse(_scalar(node))
        except InvalidCardError as error:
            self.fault(node, f"unknown card: {error}")
            return None

    def cards(self, node: yaml.Node) -> tuple[Card, ...]:
        """At least two distinct cards; none when any is wrong (each fault is reported)."""
        items = self.items(node, "cards", "cards, e.g. [5D, 5H, AH]")
        if items is None:
            return ()
        cards: list[Card] = []
        for item in items:
            card = self.card(item)
            if card in cards:
                self.fault(item, f"{card} is written twice")
            elif card is not None:
                cards.append(card)
        if len(items) < 2:
            self.fault(node, "cards lists at least two cards to compare")
        return tuple(cards) if len(cards) == len(items) >= 2 else ()

    def point(self, node: yaml.Node) -> Enum | None:
        names = self.game.questions.POINT_NAMES
        name = _scalar(node).strip().lower().replace("_", "-")
        if name in names:
            return names[name]
        self.fault(node, f"unknown point {_shown(node)}: expected one of {', '.join(names)}")
        return None

    def scores(self, node: yaml.Node) -> dict[Side, int] | None:
        if not isinstance(node, yaml.MappingNode):
            self.fault(node, "scores is a mapping of each side's score before the hand, e.g. {NS: 40, EW: 33}")
            return None
        scores: dict[Side, int | None] = {}
        for key, _, value in self.pairs(node):
            side = self.side(key)
            if side is not None:
                scores[side] = self.number(value, f"{side}'s score", 0)
        missing = [str(side) for side in Side if side not in scores]
        if missing:
            self.fault(node, f"scores lacks {', '.join(missing)}: give both sides' scores")
        if missing or None in scores.values():
            return None
        return {side: score for side, score in scores.items() if score is not None}

    def question(self, node: yaml.Node) -> Enum | None:
        questions = self.game.questions.Question
        try:
            return questions(_scalar(node).strip())
        except ValueError:
            names = ", ".join(question.value for question in questions)
            self.fault(node, f"unknown question {_shown(node)}: expected one of {names}")
            return None

    # --- records ---

    def records(self, node: yaml.Node) -> dict[str, Record | None] | None:
        """Each record by name (None for one that could not be read); None if there are none."""
        if not isinstance(node, yaml.MappingNode) or not node.value:
            self.fault(node, "records is a mapping from a name to a deal record (at least one)")
            return None
        records: dict[str, Record | None] = {}
        for key, name, value in self.pairs(node):
            if not name:
                self.fault(key, "a record's name is text, e.g. main")
                continue
            records[name] = self.of_this_game(value, self.record(value))
        return records

    def of_this_game(self, node: yaml.Node, record: Record | None) -> Record | None:
        """`record`, if it is a hand of the game the lesson teaches."""
        if record is None or record.game == self.game.name:
            return record
        self.fault(node, f"the record is a hand of {record.game}: this lesson teaches {self.game.name}")
        return None

    def record(self, node: yaml.Node) -> Record | None:
        """An inline record, read from the lesson's text with its lines, or ``file: PATH``."""
        if isinstance(node, yaml.MappingNode) and [_scalar(key) for key, _ in node.value] == ["file"]:
            return self.record_file(node.value[0][1])
        if not isinstance(node, yaml.MappingNode):
            self.fault(node, "a record is a deal record (game, dealer, hands, stock, moves) or file: PATH")
            return None
        try:
            return read_record_node(node, self.file)
        except RecordError as error:
            self.faults += error.faults
            return None

    def record_file(self, node: yaml.Node) -> Record | None:
        """The record file `node` names, read only if it lies inside the lesson's folder: a path
        that is absolute, climbs out with ``..`` or leads out through a link is a fault."""
        name = _scalar(node)
        written = Path(name)
        if (not isinstance(node, yaml.ScalarNode) or not name.strip() or written.is_absolute()
                or written.drive or ".." in written.parts or "\\" in name):
            self.fault(node, f"a record file is a path inside the lesson's folder, e.g. records/hand.yaml, "
                             f"not {_shown(node)}")
            return None
        path = self.folder / written
        try:
            inside = path.resolve().is_relative_to(self.folder.resolve())
        except (OSError, RuntimeError):  # a loop of links
            inside = False
        if not inside:
            self.fault(node, f"the record file {name!r} leads out of the lesson's folder (through a link): "
                             "a record file lies inside it")
            return None
        try:
            return load_record(path)
        except RecordError as error:
            self.faults += error.faults
        except OSError as error:
            self.fault(node, f"cannot read the record file {name!r} ({path}): {error.strerror or error}")
        return None

    # --- steps ---

    def steps(self, node: yaml.Node, records: dict[str, Record | None] | None) -> list[Draft]:
        if not isinstance(node, yaml.SequenceNode) or not node.value:
            self.fault(node, "steps is a list of steps, each starting with read, do or ask")
            return []
        return [self.step(item, records) for item in node.value]

    def step(self, node: yaml.Node, records: dict[str, Record | None] | None) -> Draft:
        kinds = [kind.value for kind in StepKind]
        if not isinstance(node, yaml.MappingNode):
            self.fault(node, f"a step is a mapping starting with {', '.join(kinds)}")
            return Draft(None)
        items = list(self.pairs(node))
        found = [name for _, name, _ in items if name in kinds]
        if len(found) != 1:
            has = f", not {' and '.join(found)}" if found else ""
            self.fault(node, f"a step has exactly one of the keys {', '.join(kinds)}{has}")
            return Draft(None)
        kind = StepKind(found[0])
        allowed = (*STEP_KEYS[kind], *COMMON_KEYS)
        fields: dict[str, tuple[yaml.Node, yaml.Node]] = {}
        for key, name, value in items:
            if name in allowed:
                fields[name] = (key, value)
            else:
                self.fault(key, f"{name!r} is not a key of a {kind.value} step: its keys are {', '.join(allowed)}")
        before = len(self.faults)
        value = {name: node for name, (_, node) in fields.items()}
        lines = {name: _line(key) for name, (key, _) in fields.items()}
        placed = True
        record = None
        if "record" in value:
            record = _scalar(value["record"])
            if records is not None and record not in records:
                self.fault(value["record"], f"no record is named {record!r}: the records are {', '.join(records)}")
                placed = False
        play = 0
        if "play" in value:
            read = self.number(value["play"], "play", 1)
            placed = placed and read is not None
            play = read or 0
        reasons = self.reasons(value["reasons"], lines) if "reasons" in value else {}
        question, parameters = self.question_of(node, kind, fields)
        expect = self.expect(value["expect"], question) if "expect" in value and question is not None else None
        step = Step(
            kind=kind,
            text=self.text(value[kind.value], kind.value) or "",
            line=_line(node),
            rules=(self.rule_ids(value["rules"], "rules") or ()) if "rules" in value else (),
            record=record,
            play=play,
            show=self.seats(value["show"]) if "show" in value else None,
            why=self.text(value["why"], "why") if "why" in value else None,
            reasons=reasons,
            otherwise=self.text(value["otherwise"], "otherwise") if "otherwise" in value else None,
            question=question,
            expect=expect,
            **parameters,
        )
        return Draft(step if placed else None, lines, checked=len(self.faults) == before)

    def reasons(self, node: yaml.Node, lines: dict[str, int]) -> dict[Any, str]:
        """The reasons by move; the line of each goes into `lines` as ``reason <move>``."""
        if not isinstance(node, yaml.MappingNode):
            self.fault(node, "reasons is a mapping from a move ('S play 4H') to why it is not the lesson's move")
            return {}
        reasons: dict[Any, str] = {}
        for key, name, value in self.pairs(node):
            try:
                move = self.game.parse_move(name)
            except ValueError as error:
                self.fault(key, f"a reason is for a move: {error}")
                continue
            if f"reason {move}" in lines:
                self.fault(key, f"two reasons for {move} (lines {lines[f'reason {move}']} and {_line(key)})")
                continue
            lines[f"reason {move}"] = _line(key)
            text = self.text(value, f"the reason for {move}")
            if text is not None:
                reasons[move] = text
        return reasons

    def question_of(self, node: yaml.Node, kind: StepKind, fields: dict[str, tuple[yaml.Node, yaml.Node]]
                    ) -> tuple[Enum | None, dict[str, Any]]:
        """An *ask* step's question and its parameters, each one the question takes and no other."""
        if kind is not StepKind.ASK:
            return None, {}
        if "question" not in fields:
            self.fault(node, f"an ask step needs 'question': one of {', '.join(q.value for q in self.game.questions.Question)}")
            return None, {}
        question = self.question(fields["question"][1])
        if question is None:
            return None, {}
        needs = self.game.questions.NEEDS[question]
        for name in needs:
            if name not in fields:
                self.fault(fields["question"][1], f"question {question.value} needs {name!r}")
        for name in PARAMETERS:
            if name in fields and name not in needs:
                takes = f"it takes {', '.join(needs)}" if needs else "it takes none"
                self.fault(fields[name][0], f"{name!r} is not a parameter of question {question.value}: {takes}")
        read = {"seat": self.seat, "card": self.card, "cards": self.cards, "point": self.point,
                "side": self.side, "scores": self.scores}
        return question, {name: read[name](fields[name][1]) for name in needs if name in fields}


    def expect(self, node: yaml.Node, question: Enum) -> Expected | None:
        """The author's answer (``expect:``) in the form of the engine's: a whole number for a
        number question, a list of cards for a question answered with a set of cards, else one
        of yes, no, none (nobody, neither), a seat (N), a side (NS) or a card (5D)."""
        questions = self.game.questions
        if question in questions.NUMBER_QUESTIONS:
            text = _scalar(node).strip()
            number = small_int(text) if isinstance(node, yaml.ScalarNode) and text.isascii() and text.isdigit() else None
            if number is None:
                self.fault(node, f"expect for {question.value} is a whole number (at most {MAX_DIGITS} digits), "
                                 f"not {_shown(node)}")
                return None
            return Expected(number)
        if question in questions.CARD_SET_QUESTIONS:
            if not isinstance(node, yaml.SequenceNode):
                self.fault(node, f"expect for {question.value} is a list of cards, e.g. [5D, 3H], not {_shown(node)}")
                return None
            cards: list[Card] = []
            for item in node.value:
                card = self.card(item)
                if card in cards:
                    self.fault(item, f"{card} is written twice")
                elif card is not None:
                    cards.append(card)
            return Expected(frozenset(cards)) if len(cards) == len(node.value) else None
        word = _scalar(node).strip() if isinstance(node, yaml.ScalarNode) else ""
        if word.lower() in YES_NO:
            return Expected(YES_NO[word.lower()])
        if word.lower() in NOBODY:
            return Expected(None) if word else self._no_answer(node, question)
        if word.upper() in Seat.__members__:
            return Expected(Seat[word.upper()])
        if word.upper() in Side.__members__:
            return Expected(Side[word.upper()])
        try:
            return Expected(Card.parse(word))
        except InvalidCardError:
            return self._no_answer(node, question)

    def _no_answer(self, node: yaml.Node, question: Enum) -> None:
        self.fault(node, f"expect for {question.value} is yes, no, none, a seat (N), a side (NS) or a card "
                         f"(5D), not {_shown(node)}")


YES_NO = {"yes": True, "no": False}
"""The words of an ``expect:`` read as yes or no."""
NOBODY = ("", "none", "nobody", "neither")
"""The words of an ``expect:`` read as no seat or side at all."""


def _shown(node: yaml.Node) -> str:
    return shown(node.value) if isinstance(node, yaml.ScalarNode) else _kind(node)


def _kind(node: yaml.Node) -> str:
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    return "empty" if not node.value.strip() else shown(node.value)
