"""Table mode: what the irregularities of section 7 allow and refuse (checks only).

Outside table mode the engine refuses every irregular move. In table mode (a record or lesson
with ``mode: table``) the moves below are open, and `tutor.games.cinch.rulings` applies the
rulings. This module only answers "is it allowed?", so that `legal_moves` and `check_move`
stay in agreement in table mode too.
"""

from __future__ import annotations

from itertools import combinations

from tutor.cards import cards_of, mask_of
from tutor.games.cinch.moves import LEAD_DEMANDS, NEW_DEAL_REASONS, Move, Verb, repeated_cards, stray_arguments
from tutor.games.cinch.ranking import TRUMP_MASK
from tutor.games.cinch.state import HAND_SIZE, KEEP, HandState, Phase
from tutor.games.cinch.violations import Violation
from tutor.games.seats import Seat

CLAIM_RULES = {
    "revoke": "irregular.revoke",
    "misdeal": "irregular.misdeal",
    "new-deal": "irregular.new-deal",
    "excess": "irregular.wrong-hand",
}


def is_barred(state: HandState, seat: Seat) -> bool:
    """`irregular.bid-out-of-turn`: the offending side may not bid afterwards."""
    return state.table is not None and seat.side in state.table.barred


def check_regular(state: HandState, move: Move) -> Violation | None:
    """Table-mode refusals of a regular move that come before `turn.order`."""
    assert state.table is not None
    pending = state.table.out_of_turn
    if pending is not None:
        return Violation(
            "ruling-pending", "irregular.play-out-of-turn", move.seat,
            {"offender": pending.seat, "card": pending.card},
        )
    if move.verb is Verb.DISCARD and state.phase in (Phase.ROB, Phase.PLAY) and move.seat != state.dealer:
        return Violation("discard-fixed", "draw.change-discard", move.seat, {})
    return None


def lead_mask(state: HandState, hand: int) -> int:
    """The cards the leader may lead, under a lead demand (`irregular.play-out-of-turn`)."""
    assert state.table is not None and state.trump is not None
    demand = state.table.lead_demand
    if demand is None or demand[0] != state.to_move:
        return hand
    trumps = hand & TRUMP_MASK[state.trump]
    if demand[1] == "lead-trump":
        return trumps or hand
    return (hand & ~trumps) or hand


def check_lead(state: HandState, move: Move) -> Violation | None:
    assert state.table is not None and state.trump is not None
    hand = state.hands[move.seat]
    if lead_mask(state, hand) >> move.card & 1:
        return None
    demand = state.table.lead_demand
    assert demand is not None
    return Violation(
        "lead-demand", "irregular.play-out-of-turn", move.seat,
        {"card": move.card, "demand": demand[1], "trump": state.trump},
    )


def check_claim(state: HandState, move: Move) -> Violation | None:
    """Whether a table-mode claim, withdrawal or acceptance is allowed now."""
    seat = move.seat
    if state.phase.is_over and state.table is None:
        return Violation("hand-over", "turn.order", seat, {"phase": state.phase.value})
    if move.verb is Verb.CLAIM:
        words = (move.detail or "").split()
        if not words:
            return Violation("malformed-move", "turn.order", seat, {"verb": move.verb.value, "stray": ()})
        kind = words[0]
        if kind not in CLAIM_RULES:
            return Violation("unknown-claim", "turn.order", seat, {"claim": kind})
        rule = CLAIM_RULES[kind]
    else:
        rule, kind = "irregular.play-out-of-turn", move.verb.value
    if not _well_formed(move, kind):
        return Violation("malformed-move", rule, seat, {"verb": move.verb.value, "stray": stray_arguments(move)})
    if state.table is None:
        return Violation("table-mode-only", rule, seat, {"claim": kind})
    return _CLAIM_CHECKS[kind](state, move, rule)


def _well_formed(move: Move, kind: str) -> bool:
    """Whether the claim says all it must and nothing more, as `Move.parse` would have read it."""
    if stray_arguments(move):
        return False
    if kind == "excess":
        return move.detail == "excess" and move.target is not None and bool(move.cards)
    if move.cards or move.target is not None:
        return False
    if kind == "new-deal":
        return move.detail in _NEW_DEAL_DETAILS
    if move.verb is Verb.WITHDRAW:
        return move.detail is None or move.detail in LEAD_DEMANDS
    return move.verb is Verb.ACCEPT or move.detail == kind


_NEW_DEAL_DETAILS = frozenset(f"new-deal {reason}" for reason in NEW_DEAL_REASONS)


def legal_claims(state: HandState) -> tuple[Move, ...]:
    """Every claim, withdrawal or acceptance open to any seat now."""
    assert state.table is not None
    open_now = set()  # the kinds of claim that may apply: `check_claim` decides on each
    if state.table.out_of_turn is not None:
        open_now.add("card")
    if state.phase is Phase.BIDDING and not state.calls:
        open_now.add("deal")
    if any(not revoke.claimed for revoke in state.table.revokes):
        open_now.add("revoke")
    claims = tuple(move for kind, move in _CANDIDATES if kind in open_now and check_claim(state, move) is None)
    return claims + _excess_claims(state)


_CANDIDATES = (
    *((kind, Move(seat, Verb.CLAIM, detail=detail)) for seat in Seat for kind, detail in (
        ("revoke", "revoke"), ("deal", "misdeal"), ("deal", "new-deal face-up-in-pack"),
        ("deal", "new-deal dealt-face-up"))),
    *(("card", Move(seat, verb)) for seat in Seat for verb in (Verb.WITHDRAW, Verb.ACCEPT)),
    *(("card", Move(seat, Verb.WITHDRAW, detail=demand)) for seat in Seat for demand in LEAD_DEMANDS),
)
"""Every claim but ``excess``, with its kind, in the order listed (an improper shuffle or cut is
never in time once the deal is complete)."""


def due_cards(state: HandState, seat: Seat) -> int:
    """How many cards `seat` should hold now (`irregular.wrong-hand`)."""
    if state.phase is Phase.PLAY:
        return KEEP - len(state.tricks) - any(who == seat for who, _ in state.trick)
    if state.phase is Phase.ROB and seat != state.dealer:
        return KEEP
    return HAND_SIZE


def _check_revoke(state: HandState, move: Move, rule: str) -> Violation | None:
    assert state.table is not None
    if state.phase not in (Phase.PLAY, Phase.COMPLETE) or state.table.out_of_turn is not None:
        return Violation("no-revoke", rule, move.seat, {})
    found = [r for r in state.table.revokes if r.seat.side != move.seat.side and not r.claimed]
    return None if found else Violation("no-revoke", rule, move.seat, {})


def _check_misdeal(state: HandState, move: Move, rule: str) -> Violation | None:
    wrong = [seat for seat in Seat if state.hands[seat].bit_count() != HAND_SIZE]
    if state.phase is not Phase.BIDDING or state.calls:
        return Violation("misdeal-too-late", rule, move.seat, {})
    if not wrong:
        return Violation("no-misdeal", rule, move.seat, {})
    return None


def _check_new_deal(state: HandState, move: Move, rule: str) -> Violation | None:
    reason = (move.detail or "").split()[-1]
    if reason in ("improper-shuffle", "improper-cut") or state.phase is not Phase.BIDDING or state.calls:
        return Violation("new-deal-too-late", rule, move.seat, {"reason": reason})
    if reason == "dealt-face-up" and move.seat.side == state.dealer.side:
        return Violation("new-deal-not-opponent", rule, move.seat, {"dealer": state.dealer})
    return None


def _check_excess(state: HandState, move: Move, rule: str) -> Violation | None:
    target = move.target
    assert target is not None
    if state.phase.is_over or (state.phase is Phase.BIDDING and not state.calls):
        return Violation("excess-not-now", rule, move.seat, {"seat": target})
    if move.seat.side == target.side:
        return Violation("excess-not-opponent", rule, move.seat, {"seat": target})
    hand, drawn = state.hands[target], mask_of(move.cards)
    excess = hand.bit_count() - due_cards(state, target)
    if excess <= 0:
        return Violation("no-excess", rule, move.seat, {"seat": target})
    if len(move.cards) != drawn.bit_count():
        return Violation("card-named-twice", rule, move.seat, {"cards": repeated_cards(move.cards)})
    if drawn & ~hand or drawn.bit_count() != excess:
        return Violation("excess-wrong-cards", rule, move.seat, {"seat": target, "count": excess})
    return None


def _excess_claims(state: HandState) -> tuple[Move, ...]:
    """Every ``claim excess`` that `_check_excess` allows, built as such (there may be thousands)."""
    if state.phase.is_over or (state.phase is Phase.BIDDING and not state.calls):
        return ()
    claims: list[Move] = []
    for target in Seat:
        excess = state.hands[target].bit_count() - due_cards(state, target)
        if excess <= 0:
            continue
        for cards in combinations(cards_of(state.hands[target]), excess):
            claims += [Move(seat, Verb.CLAIM, cards, detail="excess", target=target)
                       for seat in (target.left, target.right)]
    return tuple(claims)


def _check_withdraw(state: HandState, move: Move, rule: str) -> Violation | None:
    """A card played out of turn is withdrawn on an opponent's demand, if neither opponent has played."""
    assert state.table is not None
    pending = state.table.out_of_turn
    if pending is None:
        return Violation("nothing-out-of-turn", rule, move.seat, {})
    if move.seat.side == pending.seat.side:
        return Violation("not-an-opponent", rule, move.seat, {"offender": pending.seat})
    opponents = (pending.seat.left, pending.seat.right)
    if any(who in opponents for who, _ in state.trick):
        return Violation("too-late-to-withdraw", rule, move.seat, {"offender": pending.seat})
    if move.detail is not None:
        led_for_partner = not state.trick and pending.rightful == pending.seat.partner
        if not led_for_partner or move.seat != pending.seat.right:
            return Violation("no-lead-demand", rule, move.seat, {"offender": pending.seat})
    return None


def _check_accept(state: HandState, move: Move, rule: str) -> Violation | None:
    assert state.table is not None
    pending = state.table.out_of_turn
    if pending is None:
        return Violation("nothing-out-of-turn", rule, move.seat, {})
    if move.seat.side == pending.seat.side:
        return Violation("not-an-opponent", rule, move.seat, {"offender": pending.seat})
    return None


_CLAIM_CHECKS = {
    "revoke": _check_revoke,
    "misdeal": _check_misdeal,
    "new-deal": _check_new_deal,
    "excess": _check_excess,
    "withdraw": _check_withdraw,
    "accept": _check_accept,
}
