"""The Coinche fields of ``python -m tutor replay --json``'s last line (`coinche-record.md`,
`docs/deal-records.md`): the position, what the seat to move may do, and the score of a finished
hand."""

from __future__ import annotations

from typing import Any

from tutor.games.coinche import explain
from tutor.games.coinche.legal import legal_moves
from tutor.games.coinche.moves import Verb
from tutor.games.coinche.scoring import ScoreSheet
from tutor.games.coinche.setup import next_dealer
from tutor.games.coinche.state import Contract, HandState
from tutor.games.seats import Side


def move_fields(before: HandState, after: HandState) -> dict[str, Any]:
    """``"announce": "belote"`` or ``"rebelote"`` when the move announced it (`play.belote`)."""
    said = after.announced[len(before.announced):]
    return {"announce": said[0][2]} if said else {}


def final_fields(state: HandState, sheet: ScoreSheet | None, lang: str) -> dict[str, Any]:
    """Everything after ``complete``: phase, dealer, profile, to_move, legal (without the seat),
    the auction, the contract, the tricks, the position in words; claims in table mode, the next
    dealer once the hand is over, and for a finished hand the score (`coinche-record.md`)."""
    moves = list(legal_moves(state))
    entry: dict[str, Any] = {
        "phase": state.phase.value,
        "dealer": str(state.dealer),
        "profile": state.profile.name,
        "to_move": _name(state.to_move),
        "legal": [move.notation() for move in moves if move.verb is not Verb.CLAIM],
        "calls": [str(move) for move in state.calls],
        "high": _name(state.high),
        "contract": _contract(state.contract),
        "trump": _name(state.trump),
        "tricks": [{"leader": str(trick.leader), "cards": [str(card) for _, card in trick.plays],
                    "winner": str(trick.winner)} for trick in state.tricks],
        "trick": [f"{seat} {card}" for seat, card in state.trick],
        "announced": [f"{seat} {card} {word}" for seat, card, word in state.announced],
        "position": explain.describe_position(state, lang),
    }
    if state.table is not None:
        entry["claims"] = [str(move) for move in moves if move.verb is Verb.CLAIM]
    if state.phase.is_over:
        entry["next_dealer"] = str(next_dealer(state))
    if sheet is not None:
        entry.update(_score_fields(state, sheet), score_sheet=explain.describe_score(sheet, lang, state))
    return entry


def _contract(contract: Contract | None) -> dict[str, Any] | None:
    """``{"side": "NS", "value": 100, "suit": "H", "coinche": 2, "seat": "N"}``; value ``"capot"``."""
    if contract is None:
        return None
    return {"side": str(contract.side), "value": "capot" if contract.capot else contract.amount,
            "suit": str(contract.suit), "coinche": contract.multiplier, "seat": str(contract.seat)}


def _score_fields(state: HandState, sheet: ScoreSheet) -> dict[str, Any]:
    """`points.*` and `score.*`: card points, belote, capot, contract, made, score."""
    return {
        "points": {str(side): sheet.points[side] for side in Side},
        "belote": _name(state.belote.side if state.belote is not None else None),
        "belote_counts": sheet.belote is not None,
        "capot": _name(sheet.capot),
        "contract": _contract(sheet.contract),
        "made": sheet.made,
        "total": sheet.total if sheet.contract is not None else None,
        "score": {str(side): sheet.scores[side] for side in Side},
        "score_rule": sheet.rule,
        "penalty": _name(sheet.penalty),
    }


def _name(value: object) -> str | None:
    """A seat, side, suit or move as text (``"W"``, ``"NS"``, ``"H"``); None stays None."""
    return None if value is None else str(value)
