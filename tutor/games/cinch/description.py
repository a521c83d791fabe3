"""Cinch as the shell sees it (`tutor.games.Game`): the engine's entry points and the rule book."""

from __future__ import annotations

from tutor.games import Game
from tutor.games.cinch.engine import apply_move
from tutor.games.cinch.legal import check_move, legal_moves
from tutor.games.cinch.moves import Move
from tutor.games.cinch.pricing import price
from tutor.games.cinch.profile import PROFILES, Profile, profile_from_code
from tutor.games.cinch.rules import SECTIONS
from tutor.games.cinch.scoring import GameScore, ScoreSheet, score_hand
from tutor.games.cinch.setup import deal_hand, next_dealer
from tutor.games.cinch.state import HandState, Phase
from tutor.games.seats import Seat, Side

OUT_OF_TURN = "irregular.play-out-of-turn"


def same_move(a: Move, b: Move) -> bool:
    """The same move, whatever order the cards of a discard or a rob are written in."""
    return a._replace(cards=tuple(sorted(a.cards))) == b._replace(cards=tuple(sorted(b.cards)))


def rulings(before: HandState, after: HandState) -> tuple[str, ...]:
    """The rulings a move brought in table mode: those recorded in `Table.rulings`, a revoke let
    stand (its follow rule, `irregular.revoke`), and a card played out of turn awaiting the
    opponents' decision (`irregular.play-out-of-turn`)."""
    if before.table is None or after.table is None:
        return ()
    old, new = before.table, after.table
    revokes = tuple(revoke.rule for revoke in new.revokes[len(old.revokes):])
    pending = (OUT_OF_TURN,) if new.out_of_turn is not None and old.out_of_turn is None else ()
    return new.rulings[len(old.rulings):] + revokes + pending


def is_complete(state: HandState) -> bool:
    """All six tricks are played (section 6 scores the hand)."""
    return state.phase is Phase.COMPLETE


def is_over(state: HandState) -> bool:
    """Six tricks played, or the hand thrown in to be dealt again (`bid.all-pass`)."""
    return state.phase.is_over


def dealer_after(state: HandState) -> Seat:
    """`deal.rotation`: the deal passes to the left; a hand thrown in names its next dealer."""
    return state.next_dealer if state.phase is Phase.REDEAL and state.next_dealer is not None else next_dealer(state.dealer)


def game_winner(totals: tuple[int, int], sheet: ScoreSheet | None, profile: Profile) -> Side | None:
    """`game.target`: the side that has reached the profile's target (only one side scores a hand)."""
    return GameScore(profile.target, totals).winner


GAME = Game(
    name="cinch",
    title="Cinch",
    rule_book="docs/cinch-rules.md",
    sections=SECTIONS,
    taught=tuple(rule for rules in SECTIONS.values() for rule in rules),
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
    dealer_after=dealer_after,
    game_winner=game_winner,
    price=price,
)
