"""The rule ids of `coinche-rules.md`, by section: every verdict cites one of these."""

from __future__ import annotations

SECTIONS: dict[int, tuple[str, ...]] = {
    0: ("turn.order", "turn.own-card"),
    1: ("rank.pack", "rank.trump-order", "rank.plain-order"),
    2: ("deal.seats", "deal.first-dealer", "deal.shuffle-cut", "deal.packets", "deal.rotation"),
    3: ("bid.order", "bid.calls", "bid.range", "bid.must-top", "bid.coinche", "bid.surcoinche", "bid.end",
        "bid.all-pass"),
    4: ("play.first-lead", "play.next-lead", "play.follow-suit", "play.must-trump", "play.partner-master",
        "play.overtrump", "play.undertrump", "play.trick-winner", "play.belote"),
    5: ("points.cards", "points.last-trick", "points.capture", "points.belote", "points.capot"),
    6: ("score.method", "score.made-check", "score.made", "score.failed", "score.coinche", "score.capot-bid"),
    7: ("game.target", "game.tie"),
    8: ("irregular.misdeal", "irregular.revoke"),
}

RULE_IDS: tuple[str, ...] = tuple(rule for rules in SECTIONS.values() for rule in rules)

SECTION_OF: dict[str, int] = {rule: n for n, rules in SECTIONS.items() for rule in rules}
