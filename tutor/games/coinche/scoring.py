"""Card points and the score of a hand (sections 5 and 6), under the profile's method.

`score_hand(state)` reads a finished hand: the card points each side took with the last trick
(`points.cards`, `points.last-trick`, `points.capture`), the belote (`points.belote`), a capot
(`points.capot`), whether the contract is made (`score.made-check`) and what each side scores
(`score.made`, `score.failed`, `score.coinche`, `score.capot-bid`, `score.method`).
"""

from __future__ import annotations

from typing import NamedTuple

from tutor.games.coinche.profile import STANDARD, Profile
from tutor.games.coinche.ranking import BELOTE, CARD_POINTS_IN_PLAY, LAST_TRICK, POINTS
from tutor.games.coinche.state import TRICKS, Contract, HandState, Phase
from tutor.games.seats import Side

CAPOT_CARD_POINTS = 250
"""`points.capot`: what the attackers' 162 count for when they take every trick."""
FAILED = 162
"""`score.failed`: what the defenders score for a failed contract that was not coinched."""


class Term(NamedTuple):
    """One part of a side's score, and its arithmetic: ``extra + amount × multiplier``."""

    side: Side
    kind: str
    """``contract``, ``capot-bid``, ``failed``, ``points``, ``capot`` (250 instead of the card
    points), ``belote``, ``their-belote`` (the failed attackers' belote, to the defenders)."""
    amount: int
    multiplier: int = 1
    extra: int = 0

    @property
    def value(self) -> int:
        return self.extra + self.amount * self.multiplier


class ScoreSheet(NamedTuple):
    """The score of one hand; sides index every pair (`Side.NS`, `Side.EW`)."""

    contract: Contract | None
    """None when all four passed (`bid.all-pass`)."""
    points: tuple[int, int]
    """The card points each side took, the last trick included: they add up to 162."""
    last_trick: Side | None
    belote: Side | None
    """The side whose belote counts (`points.belote`)."""
    capot: Side | None
    """The side that won all eight tricks (`points.capot`)."""
    total: int
    """The attackers' total: card points (250 after their capot) plus their belote."""
    made: bool | None
    scores: tuple[int, int]
    rule: str | None
    """The rule the score follows: `score.made`, `score.failed`, `score.capot-bid` (None: thrown in)."""
    penalty: Side | None = None
    """The side that lost the hand for a revoke found too late (`irregular.revoke`)."""
    profile: Profile = STANDARD
    """The house rules it was scored under."""
    terms: tuple[Term, ...] = ()
    """What each side's score is made of, part by part: the scores are their sums."""


def card_points(state: HandState) -> tuple[int, int]:
    """`points.capture`, `points.last-trick`: what each side's tricks hold, with 10 for the last."""
    points = [0, 0]
    worth = POINTS[state.trump] if state.trump is not None else ()
    for _, ((_, first), (_, second), (_, third), (_, fourth)), winner in state.tricks:
        points[winner & 1] += worth[first] + worth[second] + worth[third] + worth[fourth]
    if len(state.tricks) == TRICKS:
        points[state.tricks[-1].winner & 1] += LAST_TRICK
    return points[0], points[1]


def belote_side(state: HandState) -> Side | None:
    """`points.belote`: the side of the player dealt the trump king and queen; under
    ``belote: declared`` only if he said both words (`play.belote`)."""
    holder = state.belote
    if holder is None:
        return None
    if state.profile.belote == "declared":
        words = {word for seat, _, word in state.announced if seat == holder}
        if words != {"belote", "rebelote"}:
            return None
    return holder.side


def capot_side(state: HandState) -> Side | None:
    """`points.capot`: the side that won all eight tricks, if one did."""
    sides = {trick.winner & 1 for trick in state.tricks}
    return Side(sides.pop()) if len(state.tricks) == TRICKS and len(sides) == 1 else None


def score_hand(state: HandState) -> ScoreSheet:
    """The score sheet of a finished hand (complete, or thrown in)."""
    if state.phase is Phase.THROWN_IN:
        return ScoreSheet(None, (0, 0), None, None, None, 0, None, (0, 0), None, None, state.profile)
    if state.phase is not Phase.COMPLETE or state.contract is None:
        raise ValueError("only a finished hand can be scored")
    last = state.tricks[-1].winner.side if len(state.tricks) == TRICKS else None
    penalty = state.table.penalty if state.table is not None else None
    return score_contract(state.profile, state.contract, card_points(state), belote_side(state), capot_side(state),
                          last, penalty)


def score_contract(
    profile: Profile,
    contract: Contract,
    points: tuple[int, int],
    belote: Side | None = None,
    capot: Side | None = None,
    last_trick: Side | None = None,
    penalty: Side | None = None,
) -> ScoreSheet:
    """Score a contract from the card points each side took, the side whose belote counts and a
    capot: `score.made-check`, then `score.made`, `score.failed`, `score.capot-bid` under the
    profile's method; a revoke penalty scores the hand as lost by the offending side."""
    attack = contract.side
    if penalty is not None:  # `irregular.revoke`: the hand is scored as if the offenders had lost it
        counted, scored_capot = ((0, 0) if penalty == attack else _all_to(attack)), None
    else:
        counted, scored_capot = points, capot
    # An unannounced capot counts 250 (`points.capot`), except under "points bid", where it adds nothing.
    capot_counts = scored_capot == attack and profile.scoring != "bid"
    card_total = CAPOT_CARD_POINTS if capot_counts else counted[attack]
    total = card_total + (BELOTE if belote == attack else 0)
    if penalty is not None:
        made = penalty != attack
    elif contract.capot:
        made = capot == attack
    else:
        assert contract.amount is not None  # a contract without a number is capot
        made = total >= max(contract.amount, profile.bid80_needs)
    terms = tuple(_terms(profile, contract, made, counted, capot_counts, belote))
    scores = (sum(term.value for term in terms if term.side == Side.NS),
              sum(term.value for term in terms if term.side == Side.EW))
    rule = "score.capot-bid" if contract.capot else "score.made" if made else "score.failed"
    return ScoreSheet(contract, points, last_trick, belote, capot, total, made, scores, rule, penalty, profile, terms)


def _all_to(side: Side) -> tuple[int, int]:
    return (CARD_POINTS_IN_PLAY, 0) if side == Side.NS else (0, CARD_POINTS_IN_PLAY)


def _terms(profile: Profile, contract: Contract, made: bool, counted: tuple[int, int], capot_counts: bool,
           belote: Side | None) -> list[Term]:
    """What each side scores, part by part (section 6 and the methods of section 9)."""
    attack, defence, multiplier, method = contract.side, contract.side.other, contract.multiplier, profile.scoring
    if method == "bid":  # section 9, exactly: the value only; a capot is worth 250; no belote
        value = CAPOT_CARD_POINTS if contract.capot else contract.amount
        kind = "capot-bid" if contract.capot else "contract"
        if made:
            return [Term(attack, kind, value, multiplier)]  # type: ignore[arg-type]
        return [Term(defence, "failed", FAILED) if multiplier == 1 else Term(defence, "failed", value, multiplier)]  # type: ignore[arg-type]
    belotes = [Term(side, "belote", BELOTE) for side in (attack, defence) if belote == side]
    if made and contract.capot:
        return [Term(attack, "capot-bid", profile.capot_bid, multiplier), *belotes]
    if made:
        terms = [Term(attack, "contract", contract.amount, multiplier)] if method == "made_and_bid" else []  # type: ignore[arg-type]
        terms.append(Term(attack, "capot", CAPOT_CARD_POINTS) if capot_counts else Term(attack, "points", counted[attack]))
        if not (multiplier > 1 and profile.coinched_defenders == "zero"):
            terms.append(Term(defence, "points", counted[defence]))
        return terms + belotes
    terms = [_failed(profile, contract), *(term for term in belotes if term.side == defence)]
    if belote == attack and profile.belote_on_failure == "kept":
        terms.append(Term(attack, "belote", BELOTE))
    elif belote == attack and profile.belote_on_failure == "to_defenders":
        terms.append(Term(defence, "their-belote", BELOTE))
    return terms


def _failed(profile: Profile, contract: Contract) -> Term:
    """`score.failed`: 162, or the contract value × the multiplier after a coinche; under the
    option `failed_score=160_plus_bid`, 160 + the value × the multiplier (capot: 250); a capot
    worth 500 (`capot_bid=500`) pays 500 × the multiplier."""
    defence, multiplier = contract.side.other, contract.multiplier
    if contract.capot and profile.capot_bid == 500:
        return Term(defence, "failed", 500, multiplier)
    if profile.failed_score == "160_plus_bid":
        return Term(defence, "failed", CAPOT_CARD_POINTS if contract.capot else contract.amount, multiplier, 160)  # type: ignore[arg-type]
    if multiplier == 1:
        return Term(defence, "failed", FAILED)
    return Term(defence, "failed", profile.capot_bid if contract.capot else contract.amount, multiplier)  # type: ignore[arg-type]
