"""The body of a Cinch deal record (`docs/deal-records.md`): house rules, mode, hands, stock,
refill and moves, read into a `DealRecord` and written back.

`tutor.records` reads the header (``game``, ``dealer``, ``title``, ``comment``, ``source``) and
hands the rest to `read_body`, which checks everything the body can get wrong on its own and
collects every fault with its line into the same list. The project's extensions (`profile` as a
mapping, ``mode: table``, `refill`) are documented in ``docs/deal-records.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import yaml

from tutor import deal_body
from tutor.cards import DECK, Card
from tutor.deal_body import DealReader, DealRules, count, flow
from tutor.games.cinch import PROFILES, STANDARD, HandState, Move, Phase, Profile, new_hand, profile_from
from tutor.games.cinch.state import HAND_SIZE, STOCK_SIZE, Table
from tutor.games.seats import Seat
from tutor.records import INFO_KEYS, Fields, Header, RecordedMove
from tutor.yaml_nodes import Fault, NodeReader

GAME = "cinch"

RULES_KEYS = ("profile", "mode")
"""The keys of the body written before the dealer: the house rules."""
DEAL_KEYS = ("hands", "stock", "refill", "moves")
"""The keys of the body written after the dealer: the deal and the moves."""
REQUIRED = ("hands", "stock")


@dataclass(frozen=True)
class DealRecord:
    """One hand of Cinch: the deal, the house rules and the moves made, in order."""

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


record_of = DealRecord.from_state
"""The record of a hand from its deal and the moves made since (the `tutor.games.Game.record` layer)."""


# --- reading -------------------------------------------------------------------------------


RULES = DealRules(
    pack=DECK, pack_rule="rank.pack", hand_size=HAND_SIZE, deal_rule="deal.threes",
    profiles=PROFILES, profile_from=profile_from, parse_move=Move.parse, example="[AH, 10D, 5C]",
)


def read_body(reader: NodeReader, header: Header | None, fields: Fields) -> DealRecord | None:
    """The record whose header is `header` (None when it has faults) and whose body keys are
    `fields`; every fault found goes into `reader.faults`. None when there is any."""
    return _Reader(reader, RULES).record(header, fields)


class _Reader(DealReader):
    """The shared body reader (`tutor.deal_body`) with Cinch's stock and refill."""

    def record(self, header: Header | None, fields: Fields) -> DealRecord | None:
        keys = {name: key for name, (key, _) in fields.items()}
        values = {name: value for name, (_, value) in fields.items()}
        table_mode = self.mode(values["mode"]) if "mode" in values else False
        hands = self.hands(keys["hands"], values["hands"], table_mode) if "hands" in values else None
        stock = self.cards(values["stock"], "the stock") if "stock" in values else None
        if stock is not None and count(values["stock"]) != STOCK_SIZE and not table_mode:
            self.fault(keys["stock"], f"the stock has {count(values['stock'])} cards: "
                                      f"{STOCK_SIZE} stay undealt (deal.threes)")
        if hands is not None and stock is not None:
            self.check_pack(keys["hands"], "the hands and the stock")
        profile = self.profile(values["profile"]) if "profile" in values else STANDARD
        refill = self.refill(values["refill"]) if "refill" in values else None
        moves = self.moves(values["moves"]) if "moves" in values else ()
        if self.faults or header is None or hands is None or stock is None or profile is None:
            return None
        return DealRecord(
            dealer=header.dealer, hands=tuple(hands[seat] for seat in Seat), stock=stock, moves=moves,
            profile=profile, table_mode=table_mode, refill=refill, info=header.info, file=header.file,
        )

    def refill(self, node: yaml.Node) -> tuple[Card, ...] | None:
        """`draw.stock-short`: the order the discards are dealt in; each card written once."""
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


# --- writing -------------------------------------------------------------------------------


def rules_lines(record: DealRecord) -> list[str]:
    """The house rules and the mode as YAML lines, written before the dealer."""
    return deal_body.rules_lines(record.profile, PROFILES, record.table_mode)


def deal_lines(record: DealRecord) -> list[str]:
    """The deal and the moves as YAML lines, written after the dealer, cards upper case."""
    lines = ["hands:"]
    lines += [f"  {seat}: {flow(record.hands[seat])}" for seat in Seat]
    lines.append(f"stock: {flow(record.stock)}")
    if record.refill is not None:
        lines.append(f"refill: {flow(record.refill)}")
    lines.append("moves:" if record.moves else "moves: []")
    lines += [f"  - {recorded.move}" for recorded in record.moves]
    return lines
