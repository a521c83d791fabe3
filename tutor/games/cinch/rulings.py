"""Table mode: the rulings of section 7, applied to the state (`rule_on`, `apply_claim`)."""

from __future__ import annotations

from typing import Any

from tutor.cards import mask_of
from tutor.games.cinch.legal import check_move
from tutor.games.cinch.moves import Move, Verb, play
from tutor.games.cinch.ranking import POINT_MASK
from tutor.games.cinch.state import KEEP, WITH_HAND, HandState, OutOfTurn, Phase, Revoke
from tutor.games.cinch.transitions import after_discard, play_card
from tutor.games.cinch.violations import Violation

IRREGULAR_DISCARDS = ("keeps-non-trump", "discards-trump", "discards-point-trump")
REVOKES = ("must-follow-trump", "must-follow-or-trump")
"""Failing to follow suit when able: accepted in table mode as a revoke (`irregular.revoke`)."""


def rule_on(state: HandState, move: Move, violation: Violation) -> HandState | None:
    """The state after an irregular move the rules can rule on, or None if it stays refused."""
    table, phase, code = state.table, state.phase, violation.code
    assert table is not None
    if code == "not-your-turn" and phase is Phase.BIDDING and move.verb is Verb.BID:
        return _ruled(state, "irregular.bid-out-of-turn", barred=table.barred | {move.seat.side})
    if code == "not-your-turn" and phase is Phase.PLAY and move.verb is Verb.PLAY:
        if len(move.cards) != 1 or not state.hands[move.seat] >> move.card & 1:
            return None
        if any(who == move.seat for who, _ in state.trick):
            return None  # a second card to the same trick is not a card played out of turn
        pending = OutOfTurn(move.seat, move.card, rightful=state.to_move)  # type: ignore[arg-type]
        return state._replace(table=table._replace(out_of_turn=pending))
    if code in REVOKES:
        revoke = Revoke(move.seat, len(state.tricks) + 1, move.card, violation.rule)
        played = play_card(state, move.seat, move.card)
        return played._replace(table=table._replace(revokes=table.revokes + (revoke,)))
    if code == "not-your-turn" and phase is Phase.DISCARD and move.verb is Verb.DISCARD:
        return _change_discard(state, move)
    if code in IRREGULAR_DISCARDS and _kept(state, move) <= KEEP:
        ruled = after_discard(state, move)
        return ruled._replace(table=table._replace(rulings=table.rulings + (_discard_rule(state, move),)))
    return None


def apply_claim(state: HandState, move: Move) -> HandState:
    """Apply a claim, withdrawal or acceptance that `check_claim` has allowed."""
    table = state.table
    assert table is not None
    if move.verb is Verb.WITHDRAW:
        pending = table.out_of_turn
        assert pending is not None
        # A plain withdrawal leaves an earlier demand on the rightful leader in force.
        demand = table.lead_demand if move.detail is None else (pending.rightful, move.detail)
        return _ruled(state, "irregular.play-out-of-turn", out_of_turn=None, lead_demand=demand)
    if move.verb is Verb.ACCEPT:
        pending = table.out_of_turn
        assert pending is not None
        # A demand on the rightful leader lapses: the accepted card is the lead.
        cleared = table._replace(out_of_turn=None, lead_demand=None)
        # The card stands as played: if it failed to follow suit, it is a revoke (`irregular.revoke`).
        failed = check_move(state._replace(to_move=pending.seat, table=cleared), play(pending.seat, pending.card))
        if failed is not None and failed.code in REVOKES:
            revoke = Revoke(pending.seat, len(state.tricks) + 1, pending.card, failed.rule)
            cleared = cleared._replace(revokes=cleared.revokes + (revoke,))
        played = play_card(state._replace(table=cleared), pending.seat, pending.card)
        return _ruled(played, "irregular.play-out-of-turn")
    kind = (move.detail or "").split()[0]
    if kind == "revoke":
        revokes = tuple(r._replace(claimed=True) if r.seat.side != move.seat.side else r for r in table.revokes)
        return _ruled(state, "irregular.revoke", revokes=revokes)
    if kind == "misdeal":
        abandoned = state._replace(phase=Phase.REDEAL, to_move=None, next_dealer=state.dealer.left)
        return _ruled(abandoned, "irregular.misdeal")
    if kind == "new-deal":
        abandoned = state._replace(phase=Phase.REDEAL, to_move=None, next_dealer=state.dealer)
        return _ruled(abandoned, "irregular.new-deal")
    target = move.target
    assert target is not None
    hands = WITH_HAND[target](state.hands, state.hands[target] & ~mask_of(move.cards))
    drawn = state._replace(hands=hands, stock=state.stock + move.cards)
    return _ruled(drawn, "irregular.wrong-hand")


def after_regular(state: HandState, move: Move) -> HandState:
    """A lead demand lasts for one lead (`irregular.play-out-of-turn`)."""
    table = state.table
    if table is None or table.lead_demand is None or move.verb is not Verb.PLAY:
        return state
    if move.seat != table.lead_demand[0]:
        return state
    return state._replace(table=table._replace(lead_demand=None))


def _ruled(state: HandState, rule: str, **changes: Any) -> HandState:
    table = state.table
    assert table is not None
    return state._replace(table=table._replace(rulings=table.rulings + (rule,), **changes))


def _change_discard(state: HandState, move: Move) -> HandState | None:
    """`draw.change-discard`: before the fill, a player may take back his discard and make another."""
    seat, earlier = move.seat, state.discards[move.seat]
    if earlier is None or seat == state.dealer:
        return None
    discards = list(state.discards)
    discards[seat] = None
    restored = state._replace(
        hands=WITH_HAND[seat](state.hands, state.hands[seat] | mask_of(earlier)), discards=tuple(discards),
        to_move=seat,
        dead=tuple((who, card) for who, card in state.dead if who != seat),
    )
    violation = check_move(restored, move)
    if violation is not None and not (violation.code in IRREGULAR_DISCARDS and _kept(restored, move) <= KEEP):
        return None
    redone = after_discard(restored, move)._replace(to_move=state.to_move)
    return _ruled(redone, "draw.change-discard")


def _kept(state: HandState, move: Move) -> int:
    return (state.hands[move.seat] & ~mask_of(move.cards)).bit_count()


def _discard_rule(state: HandState, move: Move) -> str:
    """A scoring card put away in error by an opponent of the bidder scores for the bidder."""
    assert state.trump is not None and state.bidder is not None
    if mask_of(move.cards) & POINT_MASK[state.trump] and move.seat.side != state.bidder.side:
        return "draw.error-discard"
    return "draw.discard"

