"""Coinche as the shell sees it (`tutor.games.Game`): the engine's entry points and the rule book."""

from __future__ import annotations

from tutor.games import Game
from tutor.games.coinche.engine import apply_move
from tutor.games.coinche.game import game_winner
from tutor.games.coinche.legal import check_move, legal_moves
from tutor.games.coinche.moves import Move
from tutor.games.coinche.profile import PROFILES, Profile, profile_from_code
from tutor.games.coinche.rules import RULE_IDS, SECTIONS
from tutor.games.coinche.scoring import ScoreSheet, score_hand
from tutor.games.coinche.setup import deal_hand, next_dealer
from tutor.games.coinche.state import HandState, Phase
from tutor.games.seats import Side


def same_move(a: Move, b: Move) -> bool:
    """Two Coinche moves alike: a move names at most one card, so equality says it."""
    return a == b


def rulings(before: HandState, after: HandState) -> tuple[str, ...]:
    """The rulings a move brought in table mode: those recorded in `Table.rulings` (a misdeal or
    a revoke claimed, `irregular.misdeal`, `irregular.revoke`), and a revoke let stand, by the
    rule it broke."""
    if before.table is None or after.table is None:
        return ()
    known = {(revoke.seat, revoke.card, revoke.trick) for revoke in before.table.revokes}
    let_stand = tuple(revoke.rule for revoke in after.table.revokes
                      if (revoke.seat, revoke.card, revoke.trick) not in known)
    return after.table.rulings[len(before.table.rulings):] + let_stand


def is_complete(state: HandState) -> bool:
    """Eight tricks played, or the hand thrown in after four passes (section 6 scores it)."""
    return state.phase in (Phase.COMPLETE, Phase.THROWN_IN)


def is_over(state: HandState) -> bool:
    """Scored (eight tricks, or thrown in) or to be dealt again after a misdeal."""
    return state.phase.is_over


def winner(totals: tuple[int, int], sheet: ScoreSheet | None, profile: Profile) -> Side | None:
    """`game.target`, `game.tie`: the side that has won with these totals, the tie broken by the
    last hand's contract."""
    contract = sheet.contract if sheet is not None else None
    return game_winner(totals, contract.side if contract is not None else None, profile)


GAME = Game(
    name="coinche",
    title="Coinche",
    rule_book="docs/coinche-rules.md",
    sections=SECTIONS,
    taught=RULE_IDS,
    deal=deal_hand,
    parse_move=Move.parse,
    legal_moves=legal_moves,
    check_move=check_move,
    apply_move=apply_move,
    same_move=same_move,
    rulings=rulings,
    is_complete=is_complete,
    score=score_hand,
    profiles=PROFILES,
    profile_from_code=profile_from_code,
    is_over=is_over,
    dealer_after=next_dealer,
    game_winner=winner,
)
