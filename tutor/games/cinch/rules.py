"""The rule ids of `cinch-rules.md`, by section: every verdict cites one of these."""

from __future__ import annotations

SECTIONS: dict[int, tuple[str, ...]] = {
    0: ("turn.order", "turn.own-card"),
    1: (
        "rank.pack",
        "rank.trump-order",
        "rank.right-pedro",
        "rank.left-pedro",
        "rank.plain-order",
        "rank.same-colour-suit",
    ),
    2: (
        "seat.draw",
        "seat.choice",
        "shuffle.who",
        "shuffle.cut",
        "deal.rotation",
        "deal.threes",
    ),
    3: ("bid.order", "bid.one-turn", "bid.must-top", "bid.range", "bid.all-pass", "trump.name"),
    4: (
        "draw.discard",
        "draw.excess-trumps",
        "draw.change-discard",
        "draw.fill",
        "draw.rob",
        "draw.stock-short",
        "draw.error-discard",
    ),
    5: (
        "play.first-lead",
        "play.next-lead",
        "play.follow-trump",
        "play.follow-or-trump",
        "play.void",
        "play.trick-winner",
    ),
    6: (
        "points.cards",
        "points.capture",
        "score.made",
        "score.set",
        "score.dead-card",
        "game.target",
    ),
    7: (
        "irregular.new-deal",
        "irregular.misdeal",
        "irregular.wrong-hand",
        "irregular.bid-out-of-turn",
        "irregular.play-out-of-turn",
        "irregular.revoke",
    ),
}

RULE_IDS: tuple[str, ...] = tuple(rule for rules in SECTIONS.values() for rule in rules)

SECTION_OF: dict[str, int] = {rule: n for n, rules in SECTIONS.items() for rule in rules}
