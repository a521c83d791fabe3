"""The body of a deal record, the parts every game shares: house rules, mode, hands, cards and
moves, read with each fault and its line (`tutor.yaml_nodes`) and written back.

A game's record layer (``tutor/games/<game>/record.py``) makes a `DealReader` with what differs
between games — the pack, the size of a hand and the rule that sets it, its profiles and its
move notation — and adds the keys only it has (Cinch's stock and refill, say).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import yaml

from tutor.cards import Card, InvalidCardError
from tutor.games.seats import Seat
from tutor.records import RecordedMove, dump
from tutor.yaml_nodes import INVALID, Fault, NodeReader
from tutor.yaml_nodes import line as _line
from tutor.yaml_nodes import scalar as _scalar

MODES = ("regular", "table")
"""``regular``: the engine refuses every irregular move; ``table``: it rules on them."""


@dataclass(frozen=True)
class DealRules:
    """What a game's records hold: its pack, its hands, its house rules and its moves."""

    pack: tuple[Card, ...]
    pack_rule: str
    """The rule id of the pack (``rank.pack``)."""
    hand_size: int
    deal_rule: str
    """The rule id that deals `hand_size` cards (``deal.threes``, ``deal.packets``)."""
    profiles: Mapping[str, Any]
    """The named profiles."""
    profile_from: Callable[[Any], Any]
    """A profile from a name or a mapping; raises a `ValueError` naming the bad option."""
    parse_move: Callable[[str], Any]
    """A move from its notation; raises a `ValueError` naming the fault."""
    example: str
    """A list of cards of the pack, shown in the fault for a list that is not one: ``[AH, 10D, 5C]``."""


class DealReader(NodeReader):
    """Walks a body's YAML nodes, adding its faults to those the header reader found."""

    def __init__(self, header_reader: NodeReader, rules: DealRules) -> None:
        super().__init__(header_reader.file)
        self.faults = header_reader.faults
        self.rules = rules
        self.dealt: dict[Card, tuple[int, str]] = {}
        """Where each card of the deal is written: its line and whose hand (or the stock)."""

    def mode(self, node: yaml.Node) -> bool:
        """``mode: table``: whether irregularities are ruled on instead of refused."""
        mode = _scalar(node)
        if mode not in MODES:
            self.fault(node, f"mode must be one of {', '.join(MODES)}, not {mode!r}")
        return mode == "table"

    def hands(self, key: yaml.Node, node: yaml.Node, table_mode: bool) -> dict[Seat, tuple[Card, ...]] | None:
        """Each seat's cards: the game's hand size, unless in table mode, where a misdeal may be recorded."""
        size, rule = self.rules.hand_size, self.rules.deal_rule
        if not isinstance(node, yaml.MappingNode):
            self.fault(node, "hands is a mapping from each seat (N, E, S, W) to its list of cards")
            return None
        hands: dict[Seat, tuple[Card, ...] | None] = {}
        for seat_node, _, cards_node in self.pairs(node):
            seat = self.seat(seat_node)
            if seat is None:
                continue
            hands[seat] = cards = self.cards(cards_node, f"{seat}'s hand")
            if cards is not None and count(cards_node) != size and not table_mode:
                self.fault(seat_node, f"{seat}'s hand has {count(cards_node)} cards: each seat is dealt {size} "
                                      f"({rule}; only a record in 'mode: table' may hold a misdeal)")
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
        """A YAML list of cards, each with its line; a card that is not in the game's pack is a fault."""
        if not isinstance(node, yaml.SequenceNode):
            self.fault(node, f"{where} is a list of cards, e.g. {self.rules.example}")
            return None
        cards = []
        for item in node.value:
            try:
                card = Card.parse(_scalar(item))
            except InvalidCardError as error:
                self.fault(item, f"unknown card in {where}: {error}")
                continue
            if card in self.rules.pack:
                cards.append((card, _line(item)))
            else:
                self.fault(item, f"unknown card in {where}: {card} is not in the {len(self.rules.pack)}-card pack "
                                 f"({self.rules.pack_rule})")
        return cards

    def check_pack(self, hands_key: yaml.Node, where: str = "the hands") -> None:
        """The pack's rule: the deal holds every card of the pack once (table mode too)."""
        missing = [str(card) for card in self.rules.pack if card not in self.dealt]
        if missing:
            self.fault(hands_key, f"the deal lacks {' '.join(missing)}: {where} hold the "
                                  f"{len(self.rules.pack)} cards once each ({self.rules.pack_rule})")

    def profile(self, node: yaml.Node) -> Any | None:
        """A profile name, or a mapping of options (the game's `profile_from`); each bad option is a fault."""
        if isinstance(node, yaml.ScalarNode):
            typed = self.value(node)
            return None if typed is INVALID else self.checked_profile(node, None if typed is None else node.value)
        if not isinstance(node, yaml.MappingNode):
            self.fault(node, f"profile is a name ({', '.join(self.rules.profiles)}) or a mapping of house rules")
            return None
        options: dict[str, Any] = {}
        before = len(self.faults)
        for key, option, item in self.pairs(node):
            typed = _scalar(item) if option == "base" else self.value(item)
            if typed is INVALID:
                continue
            options[option] = typed
            self.checked_profile(key, typed if option == "base" else {option: typed})
        return self.checked_profile(node, options) if len(self.faults) == before else None

    def checked_profile(self, node: yaml.Node, spec: str | dict[str, Any] | None) -> Any | None:
        try:
            return self.rules.profile_from(spec)
        except ValueError as error:
            self.fault(node, str(error))
            return None

    def moves(self, node: yaml.Node) -> tuple[RecordedMove, ...]:
        """The moves in order, each parsed with its line; a move that is not one is a fault."""
        if isinstance(node, yaml.ScalarNode) and self.value(node) in (None, INVALID):
            return ()
        if not isinstance(node, yaml.SequenceNode):
            self.fault(node, "moves is a list of moves, one '<seat> <verb> <arguments>' each")
            return ()
        moves = []
        for item in node.value:
            if not isinstance(item, yaml.ScalarNode):
                self.fault(item, "a move is one line of text: '<seat> <verb> <arguments>'")
                continue
            try:
                moves.append(RecordedMove(self.rules.parse_move(item.value), _line(item)))
            except ValueError as error:
                self.fault(item, str(error))
        return tuple(moves)


def count(node: yaml.Node) -> int:
    """How many items a list has, as written (unknown cards included)."""
    return len(node.value) if isinstance(node, yaml.SequenceNode) else 0


def profile_spec(profile: Any, profiles: Mapping[str, Any]) -> str | dict[str, Any]:
    """A named profile by its name, any other as the options that differ from the standard."""
    if profiles.get(profile.name) == profile:
        return str(profile.name)
    spec = dict(profile.differences())
    if profile.name != "custom":
        spec["name"] = profile.name
    return spec


def rules_lines(profile: Any, profiles: Mapping[str, Any], table_mode: bool) -> list[str]:
    """The house rules and the mode as YAML lines, written before the dealer."""
    lines = dump({"profile": profile_spec(profile, profiles)})
    return lines + ["mode: table"] if table_mode else lines


def flow(cards: Iterable[Card]) -> str:
    """Cards as a YAML flow list, ``[AH, 10D, 7C]``."""
    return "[" + ", ".join(map(str, cards)) + "]"
