"""Deal records (`deal-record.md`): one hand of Cinch as YAML, read into a `DealRecord` and back.

Reading checks everything a record can get wrong on its own and collects every fault with its
file and line; whether the moves are legal is the replay's business (`tutor.replay`)::

    record = load_record("examples/records/full-hand.yaml")
    state = record.initial_state()
    text = record_to_yaml(record)

The format and the project's extensions (`profile` as a mapping, ``mode: table``, `refill`,
`title`, `comment`, `source`) are documented in ``docs/deal-records.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import SafeConstructor

from tutor.cards import DECK, Card, InvalidCardError
from tutor.games.cinch import (
    PROFILES,
    STANDARD,
    HandState,
    Move,
    MoveSyntaxError,
    Phase,
    Profile,
    ProfileError,
    new_hand,
    profile_from,
)
from tutor.games.cinch.state import HAND_SIZE, STOCK_SIZE, Table
from tutor.games.seats import Seat
from tutor.yaml_nodes import Fault, NodeReader
from tutor.yaml_nodes import line as _line
from tutor.yaml_nodes import scalar as _scalar

GAME = "cinch"
MODES = ("regular", "table")
"""``regular``: the engine refuses every irregular move; ``table``: it rules on them (section 7)."""
INFO_KEYS = ("title", "comment", "source")
"""Free text a record may carry; the replay shows it and ignores it."""
KEYS = ("game", "profile", "mode", "dealer", "hands", "stock", "refill", "moves", *INFO_KEYS)
REQUIRED = ("game", "dealer", "hands", "stock")

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class RecordError(ValueError):
    """A file that is not a valid deal record; `faults` lists everything found, in file order."""

    def __init__(self, faults: Iterable[Fault]) -> None:
        self.faults = sorted(faults, key=lambda fault: fault.line)
        super().__init__("\n".join(map(str, self.faults)))


@dataclass(frozen=True)
class RecordedMove:
    """A move of a record and the line it is written on (None for a record made in code)."""

    move: Move
    line: int | None = field(default=None, compare=False)


@dataclass(frozen=True)
class DealRecord:
    """One hand: the deal, the house rules and the moves made, in order."""

    dealer: Seat
    hands: tuple[tuple[Card, ...], ...]
    """The cards dealt to each seat, indexed by `Seat`, in the order written."""
    stock: tuple[Card, ...]
    """The undealt cards, top first."""
    moves: tuple[RecordedMove, ...] = ()
    profile: Profile = STANDARD
    table_mode: bool = False
    """``mode: table``: irregularities are ruled on instead of refused (cinch-rules.md section 7)."""
    refill: tuple[Card, ...] | None = None
    """`draw.stock-short`: the order the discards are dealt in if the stock runs out."""
    info: Mapping[str, str] = field(default_factory=dict)
    """`title`, `comment`, `source`: free text."""
    file: str = field(default="<record>", compare=False)
    game: str = GAME

    def initial_state(self) -> HandState:
        """The position after the deal, before the first bid."""
        return new_hand(
            self.dealer, dict(zip(Seat, self.hands)), self.stock, self.profile,
            table_mode=self.table_mode, refill=self.refill,
        )

    @classmethod
    def from_state(cls, deal: HandState, moves: Iterable[Move] = (), **info: str) -> DealRecord:
        """The record of the hand dealt in `deal` (a position before the first bid) and `moves`.

        For bug reports and tests: ``record_to_yaml(DealRecord.from_state(deal_hand(7), moves))``.
        """
        fresh = deal.table is None or deal.table == Table()
        if deal.phase is not Phase.BIDDING or deal.calls or not fresh:
            raise ValueError("a record starts from the deal: pass the position before the first bid")
        unknown = sorted(set(info) - set(INFO_KEYS))
        if unknown:
            raise ValueError(f"unknown record field {unknown[0]!r}: choose among {', '.join(INFO_KEYS)}")
        return cls(
            dealer=deal.dealer,
            hands=tuple(deal.hand(seat) for seat in Seat),
            stock=deal.stock,
            moves=tuple(RecordedMove(move) for move in moves),
            profile=deal.profile,
            table_mode=deal.table is not None,
            refill=deal.refill,
            info=info,
        )


# --- reading -------------------------------------------------------------------------------


def load_record(path: str | Path) -> DealRecord:
    """Read a record file; raise `RecordError` (or `OSError` if it cannot be read)."""
    data = Path(path).read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise RecordError([Fault(str(path), line, "the file is not UTF-8 text")]) from None
    return parse_record(text, str(path))


def parse_record(text: str, file: str = "<record>") -> DealRecord:
    """Read a record from YAML text; raise `RecordError` listing every fault found."""
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else 1
        problem = " ".join(part for part in (error.context, error.problem) if part)
        raise RecordError([Fault(file, line, f"malformed YAML: {problem}")]) from None
    reader = _Reader(file)
    record = reader.record(root)
    if reader.faults or record is None:
        raise RecordError(reader.faults)
    return record


class _Reader(NodeReader):
    """Walks the composed YAML nodes, collecting faults instead of stopping at the first."""

    def __init__(self, file: str) -> None:
        super().__init__(file)
        self.dealt: dict[Card, tuple[int, str]] = {}
        """Where each card of the deal is written: its line and whose hand (or the stock)."""

    def record(self, root: yaml.Node | None) -> DealRecord | None:
        if not isinstance(root, yaml.MappingNode):
            self.faults.append(Fault(self.file, 1 if root is None else _line(root),
                                     "a deal record is a mapping with the keys game, dealer, hands, stock, moves"))
            return None
        keys, values = self.fields(root)
        for name in REQUIRED:
            if name not in values:
                self.fault(root, f"missing key {name!r}")
        if "game" in values and _scalar(values["game"]) != GAME:
            self.fault(values["game"], f"game must be {GAME!r}, not {_scalar(values['game'])!r}")
        dealer = self.seat(values["dealer"]) if "dealer" in values else None
        table_mode = self.mode(values["mode"]) if "mode" in values else False
        hands = self.hands(keys["hands"], values["hands"], table_mode) if "hands" in values else None
        stock = self.cards(values["stock"], "the stock") if "stock" in values else None
        if stock is not None and _count(values["stock"]) != STOCK_SIZE and not table_mode:
            self.fault(keys["stock"], f"the stock has {_count(values['stock'])} cards: "
                                      f"{STOCK_SIZE} stay undealt (deal.threes)")
        if hands is not None and stock is not None:
            self.check_pack(keys["hands"])
        profile = self.profile(values["profile"]) if "profile" in values else STANDARD
        refill = self.refill(values["refill"]) if "refill" in values else None
        moves = self.moves(values["moves"]) if "moves" in values else ()
        info = {name: self.info(name, values[name]) for name in INFO_KEYS if name in values}
        if self.faults or dealer is None or hands is None or stock is None or profile is None:
            return None
        return DealRecord(
            dealer=dealer, hands=tuple(hands[seat] for seat in Seat), stock=stock, moves=moves,
            profile=profile, table_mode=table_mode, refill=refill, info=info, file=self.file,
        )

    def fields(self, root: yaml.MappingNode) -> tuple[dict[str, yaml.Node], dict[str, yaml.Node]]:
        """The key node and the value node of each top-level key; an unknown key is a fault."""
        keys: dict[str, yaml.Node] = {}
        values: dict[str, yaml.Node] = {}
        for key, name, value in self.pairs(root):
            if name not in KEYS:
                self.fault(key, f"unknown key {name!r}: the keys are {', '.join(KEYS)}")
                continue
            keys[name], values[name] = key, value
        return keys, values

    def mode(self, node: yaml.Node) -> bool:
        mode = _scalar(node)
        if mode not in MODES:
            self.fault(node, f"mode must be one of {', '.join(MODES)}, not {mode!r}")
        return mode == "table"

    def hands(self, key: yaml.Node, node: yaml.Node, table_mode: bool) -> dict[Seat, tuple[Card, ...]] | None:
        """Each seat's cards: nine (`deal.threes`), unless in table mode, where a misdeal may be recorded."""
        if not isinstance(node, yaml.MappingNode):
            self.fault(node, "hands is a mapping from each seat (N, E, S, W) to its list of cards")
            return None
        hands: dict[Seat, tuple[Card, ...] | None] = {}
        for seat_node, _, cards_node in self.pairs(node):
            seat = self.seat(seat_node)
            if seat is None:
                continue
            hands[seat] = cards = self.cards(cards_node, f"{seat}'s hand")
            if cards is not None and _count(cards_node) != HAND_SIZE and not table_mode:
                self.fault(seat_node, f"{seat}'s hand has {_count(cards_node)} cards: each seat is dealt {HAND_SIZE} "
                                      "(deal.threes; only a record in 'mode: table' may hold a misdeal)")
        missing = [seat.name for seat in Seat if seat not in hands]
        if missing:
            self.fault(key, f"hands lacks {', '.join(missing)}: every seat is dealt a hand")
        if missing or any(cards is None for cards in hands.values()):
            return None
        return {seat: cards for seat, cards in hands.items() if cards is not None}

    def cards(self, node: yaml.Node, where: str) -> tuple[Card, ...] | None:
        """The cards of a hand or of the stock; each card of the deal is written once."""
        cards = self.card_list(node, where)
        if cards is None:
            return None
        for card, line in cards:
            if card in self.dealt:
                first, first_where = self.dealt[card]
                self.faults.append(Fault(self.file, line, f"{card} is written twice: in {first_where} "
                                                          f"(line {first}) and in {where} (line {line})"))
            else:
                self.dealt[card] = (line, where)
        return tuple(card for card, _ in cards)

    def card_list(self, node: yaml.Node, where: str) -> list[tuple[Card, int]] | None:
        """A YAML list of cards, each with its line; an unknown card is a fault."""
        if not isinstance(node, yaml.SequenceNode):
            self.fault(node, f"{where} is a list of cards, e.g. [AH, 10D, 5C]")
            return None
        cards = []
        for item in node.value:
            try:
                cards.append((Card.parse(_scalar(item)), _line(item)))
            except InvalidCardError as error:
                self.fault(item, f"unknown card in {where}: {error}")
        return cards

    def check_pack(self, hands_key: yaml.Node) -> None:
        """`rank.pack`: the hands and the stock hold the 52 cards once each (table mode too)."""
        missing = [str(card) for card in DECK if card not in self.dealt]
        if missing:
            self.fault(hands_key, f"the deal lacks {' '.join(missing)}: the hands and the stock "
                                  "hold the 52 cards once each (rank.pack)")

    def profile(self, node: yaml.Node) -> Profile | None:
        """A profile name, or a mapping of options (`profile_from`); each bad option is a fault."""
        if isinstance(node, yaml.ScalarNode):
            return self.checked_profile(node, None if _value(node) is None else node.value)
        if not isinstance(node, yaml.MappingNode):
            self.fault(node, f"profile is a name ({', '.join(PROFILES)}) or a mapping of house rules")
            return None
        options: dict[str, Any] = {}
        before = len(self.faults)
        for key, option, value in self.pairs(node):
            options[option] = _scalar(value) if option == "base" else _value(value)
            self.checked_profile(key, options[option] if option == "base" else {option: options[option]})
        return self.checked_profile(node, options) if len(self.faults) == before else None

    def checked_profile(self, node: yaml.Node, spec: str | dict[str, Any] | None) -> Profile | None:
        try:
            return profile_from(spec)
        except ProfileError as error:
            self.fault(node, str(error))
            return None

    def refill(self, node: yaml.Node) -> tuple[Card, ...] | None:
        cards = self.card_list(node, "refill")
        if cards is None:
            return None
        seen: dict[Card, int] = {}
        for card, line in cards:
            if card in seen:
                self.faults.append(Fault(self.file, line, f"{card} is written twice in refill "
                                                          f"(lines {seen[card]} and {line})"))
            seen.setdefault(card, line)
        return tuple(card for card, _ in cards)

    def moves(self, node: yaml.Node) -> tuple[RecordedMove, ...]:
        if isinstance(node, yaml.ScalarNode) and _value(node) is None:
            return ()
        if not isinstance(node, yaml.SequenceNode):
            self.fault(node, "moves is a list of moves, one '<seat> <verb> <arguments>' each")
            return ()
        moves = []
        for item in node.value:
            try:
                if not isinstance(item, yaml.ScalarNode):
                    raise MoveSyntaxError("a move is one line of text: '<seat> <verb> <arguments>'")
                moves.append(RecordedMove(Move.parse(item.value), _line(item)))
            except MoveSyntaxError as error:
                self.fault(item, str(error))
        return tuple(moves)

    def info(self, name: str, node: yaml.Node) -> str:
        if not isinstance(node, yaml.ScalarNode):
            self.fault(node, f"{name} is text, not a list or a mapping")
        return _scalar(node)


def _count(node: yaml.Node) -> int:
    """How many items a list has, as written (unknown cards included)."""
    return len(node.value) if isinstance(node, yaml.SequenceNode) else 0


def _value(node: yaml.Node) -> Any:
    """The Python value of a node, typed as YAML reads it (``6`` an int, ``standard`` a str)."""
    return SafeConstructor().construct_object(node, deep=True)


# --- writing -------------------------------------------------------------------------------


def record_to_yaml(record: DealRecord) -> str:
    """The record as YAML text in the layout of `deal-record.md`, cards upper case."""
    lines = [f"game: {record.game}"]
    lines += _dump({key: record.info[key] for key in INFO_KEYS if key in record.info})
    lines += _dump({"profile": _profile_spec(record.profile)})
    if record.table_mode:
        lines.append("mode: table")
    lines.append(f"dealer: {record.dealer}")
    lines.append("hands:")
    lines += [f"  {seat}: {_flow(record.hands[seat])}" for seat in Seat]
    lines.append(f"stock: {_flow(record.stock)}")
    if record.refill is not None:
        lines.append(f"refill: {_flow(record.refill)}")
    lines.append("moves:" if record.moves else "moves: []")
    lines += [f"  - {recorded.move}" for recorded in record.moves]
    return "\n".join(lines) + "\n"


def _profile_spec(profile: Profile) -> str | dict[str, Any]:
    """A named profile by its name, any other as the options that differ from the standard."""
    if PROFILES.get(profile.name) == profile:
        return profile.name
    spec = dict(profile.differences())
    if profile.name != "custom":
        spec["name"] = profile.name
    return spec


def _dump(values: Mapping[str, Any]) -> list[str]:
    if not values:
        return []
    text = yaml.safe_dump(dict(values), sort_keys=False, allow_unicode=True, width=100)
    return text.splitlines()


def _flow(cards: Iterable[Card]) -> str:
    return "[" + ", ".join(map(str, cards)) + "]"
