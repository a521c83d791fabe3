"""The Cinch fields of ``python -m tutor replay --json``'s last line (`docs/deal-records.md`):
the position, what the seat to move may do, and the score sheet of a complete hand."""

from __future__ import annotations

from typing import Any

from tutor.games.cinch import explain
from tutor.games.cinch.legal import LegalMoves, legal_moves
from tutor.games.cinch.moves import TABLE_VERBS
from tutor.games.cinch.scoring import ScoreSheet
from tutor.games.cinch.state import HandState, Phase
from tutor.games.seats import Side


def move_fields(before: HandState, after: HandState) -> dict[str, Any]:
    """A Cinch move's line has no fields beyond the shell's (`docs/deal-records.md`)."""
    return {}


def final_fields(state: HandState, sheet: ScoreSheet | None, lang: str) -> dict[str, Any]:
    """Everything after ``complete``: phase, dealer, profile, to_move, legal, contract, tricks,
    the position in words; claims in table mode, the next dealer after a redeal, the score."""
    regular, claims = _legal_lines(state)
    entry: dict[str, Any] = {
        "phase": state.phase.value,
        "dealer": str(state.dealer),
        "profile": state.profile.name,
        "to_move": _name(state.to_move),
        "legal": regular,
        "bidder": _name(state.bidder),
        "bid": state.bid if state.bidder is not None else None,
        "trump": _name(state.trump),
        "tricks": [{"leader": str(trick.leader), "cards": [str(card) for _, card in trick.plays],
                    "winner": str(trick.winner)} for trick in state.tricks],
        "position": explain.describe_position(state, lang),
    }
    if state.table is not None:
        entry["claims"] = claims
    if state.phase is Phase.REDEAL:
        entry["next_dealer"] = _name(state.next_dealer)
    if sheet is not None:
        entry.update(_score_fields(sheet), score_sheet=explain.describe_score(sheet, lang))
    return entry


def _legal_lines(state: HandState) -> tuple[list[str], list[str]]:
    """What the seat to move may do, without the seat (a big discard or rob choice summarised
    as one line, ``rob 2H 3H 4H + any 3 of: …``), and the table-mode claims, with the seat."""
    moves = legal_moves(state)
    claims = [move for move in moves.listed if move.verb in TABLE_VERBS]
    listed = tuple(move for move in moves.listed if move.verb not in TABLE_VERBS)
    regular = LegalMoves(state, listed, moves.choice, moves.choice_verb)
    prefix = f"{state.to_move} "
    return [line.removeprefix(prefix) for line in regular.summary()], [str(move) for move in claims]


def _score_fields(sheet: ScoreSheet) -> dict[str, Any]:
    """`points.capture`, `score.made`, `score.set`: counts, scores and where each point went."""
    return {
        "counts": {str(side): sheet.counts[side] for side in Side},
        "score": {str(side): sheet.scores[side] for side in Side},
        "points": {won.point.value: _name(won.side) for won in sheet.points},
        "made": sheet.made,
        "score_rule": sheet.rule,
        "shortfall": sheet.shortfall,
        "penalised": [str(side) for side in sheet.penalised],
        "point_cards": {
            won.point.value: {"card": str(won.card), "trick": won.trick, "winner": _name(won.winner),
                              "played_by": _name(won.played_by), "side": _name(won.side), "rule": won.rule}
            for won in sheet.points
        },
    }


def _name(value: object) -> str | None:
    """A seat, side or suit as its letters (``"W"``, ``"NS"``, ``"H"``); None stays None."""
    return None if value is None else str(value)
