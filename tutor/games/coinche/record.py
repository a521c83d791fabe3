"""The body of a Coinche deal record (`coinche-record.md`, `docs/deal-records.md`): house rules,
mode, hands and moves, read into a `CoincheRecord` and written back.

`tutor.records` reads the header (``game``, ``dealer``, ``title``, ``comment``, ``source``) and
hands the rest to `read_body`. All 32 cards are dealt, so there is no stock: a ``stock:`` key,
if present, must be empty. Under the default ``belote: automatic`` the engine announces the
belote, so a word after a card makes the move malformed; under ``belote: declared`` the player's
``belote`` or ``rebelote`` is written after the card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import yaml

from tutor import deal_body
from tutor.cards import PIQUET_PACK, Card
from tutor.deal_body import DealReader, DealRules, count, flow
from tutor.games.coinche import PROFILES, STANDARD, HandState, Move, Phase, Profile, new_hand, profile_from
from tutor.games.coinche.moves import Verb
from tutor.games.coinche.state import HAND_SIZE
from tutor.games.seats import Seat
from tutor.records import Fields, Header, RecordedMove
from tutor.yaml_nodes import Fault, NodeReader

GAME = "coinche"
RULES_KEYS = ("profile", "mode")
"""The keys of the body written before the dealer: the house rules and the mode."""
DEAL_KEYS = ("hands", "stock", "moves")
"""The keys of the body written after the dealer: the deal and the moves."""
REQUIRED = ("hands",)

RULES = DealRules(
    pack=PIQUET_PACK, pack_rule="rank.pack", hand_size=HAND_SIZE, deal_rule="deal.packets",
    profiles=PROFILES, profile_from=profile_from, parse_move=Move.parse, example="[AH, 10D, 7C]",
)


@dataclass(frozen=True)
class CoincheRecord:
    """One hand of Coinche: the deal, the house rules and the moves made, in order."""

    dealer: Seat
    hands: tuple[tuple[Card, ...], ...]
    """The cards dealt to each seat, indexed by `Seat`, in the order written."""
    moves: tuple[RecordedMove, ...] = ()
    profile: Profile = STANDARD
    table_mode: bool = False
    """``mode: table``: irregularities are ruled on instead of refused (coinche-rules.md section 8)."""
    info: Mapping[str, str] = field(default_factory=dict)
    file: str = field(default="<record>", compare=False)
    game: str = GAME

    def initial_state(self) -> HandState:
        """The position after the deal, before the first call."""
        return new_hand(self.dealer, dict(zip(Seat, self.hands)), self.profile, table_mode=self.table_mode)

    @classmethod
    def from_state(cls, deal: HandState, moves: tuple[Move, ...] = (), **info: str) -> CoincheRecord:
        """The record of the hand dealt in `deal` (a position before the first call) and `moves`."""
        if deal.phase is not Phase.AUCTION or deal.calls:
            raise ValueError("a record starts from the deal: pass the position before the first call")
        return cls(
            dealer=deal.dealer, hands=tuple(deal.hand(seat) for seat in Seat),
            moves=tuple(RecordedMove(move) for move in moves), profile=deal.profile,
            table_mode=deal.table is not None, info=info,
        )


record_of = CoincheRecord.from_state
"""The record of a hand from its deal and the moves made since (the `tutor.games.Game.record` layer)."""


def read_body(reader: NodeReader, header: Header | None, fields: Fields) -> CoincheRecord | None:
    """The record whose header is `header` (None when it has faults) and whose body keys are
    `fields`; every fault found goes into `reader.faults`. None when there is any."""
    body = DealReader(reader, RULES)
    keys = {name: key for name, (key, _) in fields.items()}
    values = {name: value for name, (_, value) in fields.items()}
    table_mode = body.mode(values["mode"]) if "mode" in values else False
    hands = body.hands(keys["hands"], values["hands"], table_mode) if "hands" in values else None
    if "stock" in values and not _empty(values["stock"]):
        body.fault(values["stock"], "the stock must be empty: all 32 cards are dealt, eight to each seat "
                                    f"(deal.packets), not {count(values['stock'])} left over")
    if hands is not None:
        body.check_pack(keys["hands"])
    profile = body.profile(values["profile"]) if "profile" in values else STANDARD
    moves = body.moves(values["moves"]) if "moves" in values else ()
    if profile is not None and profile.belote == "automatic":
        for recorded in moves:
            if recorded.move.verb is Verb.PLAY and recorded.move.word is not None:
                reader.faults.append(Fault(reader.file, recorded.line or 1, (
                    f"{recorded.move}: under 'belote: automatic' the engine announces the belote and rebelote, "
                    "so nothing is written after the card (play.belote)")))
    if reader.faults or header is None or hands is None or profile is None:
        return None
    return CoincheRecord(
        dealer=header.dealer, hands=tuple(hands[seat] for seat in Seat), moves=moves, profile=profile,
        table_mode=table_mode, info=header.info, file=header.file,
    )


def _empty(node: yaml.Node) -> bool:
    """An empty stock: ``stock: []`` or ``stock:`` with nothing."""
    return (isinstance(node, yaml.SequenceNode) and not node.value) or (
        isinstance(node, yaml.ScalarNode) and node.value in ("", "~", "null"))


def rules_lines(record: CoincheRecord) -> list[str]:
    """The house rules and the mode as YAML lines, written before the dealer."""
    return deal_body.rules_lines(record.profile, PROFILES, record.table_mode)


def deal_lines(record: CoincheRecord) -> list[str]:
    """The hands and the moves as YAML lines in the layout of `coinche-record.md`, cards upper case."""
    lines = ["hands:"] + [f"  {seat}: {flow(record.hands[seat])}" for seat in Seat]
    lines.append("moves:" if record.moves else "moves: []")
    return lines + [f"  - {recorded.move}" for recorded in record.moves]
