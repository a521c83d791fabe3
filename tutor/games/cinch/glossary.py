"""The words of Cinch: every card players' term the tutor's rules and lessons use, with a one-line
definition and the rule (`cinch-rules.md`) it links to. Data only: `tutor.glossary` reads it.

The words and definitions are English msgids marked with `tutor.glossary.pgettext` (contexts
``"glossary term"`` and ``"glossary definition"``); the glossary table of `cinch-rules.md` gives
the card players' words of each language.
"""

from __future__ import annotations

from tutor.glossary import Term, pgettext
from tutor.i18n import N_

__all__ = ["TERMS", "TITLE"]

# TRANSLATORS: the title of the glossary page of Cinch.
TITLE = N_("The words of Cinch")

TERMS: tuple[Term, ...] = (
    # --- the cards --------------------------------------------------------------------------------
    Term(
        "pack",
        # TRANSLATORS: a card players' term, as a headword of the glossary, written the way the
        # card players of your language say it (see the glossary table of cinch-rules.md).
        # Several forms may be given, separated by " / " (a noun and its verb, a plural that
        # is not regular): links from lessons and rules to the glossary look for each form.
        pgettext("glossary term", "pack"),
        # TRANSLATORS: the one-line definition of a term in the glossary, for a learner who
        # has never played cards.
        pgettext(
            "glossary definition",
            "The cards played with: 52 of them in four suits, without jokers.",
        ),
        "rank.pack",
    ),
    Term(
        "suit",
        pgettext("glossary term", "suit"),
        pgettext(
            "glossary definition",
            "One of the four sets of cards in a pack, each with its own sign: spades, hearts, "
            "diamonds and clubs.",
        ),
        "rank.pack",
    ),
    Term(
        "spades",
        pgettext("glossary term", "spades"),
        pgettext("glossary definition", "The black suit marked ♠."),
        "rank.pack",
        in_texts=False,
    ),
    Term(
        "hearts",
        pgettext("glossary term", "hearts"),
        pgettext("glossary definition", "The red suit marked ♥."),
        "rank.pack",
        in_texts=False,
    ),
    Term(
        "diamonds",
        pgettext("glossary term", "diamonds"),
        pgettext("glossary definition", "The red suit marked ♦."),
        "rank.pack",
        in_texts=False,
    ),
    Term(
        "clubs",
        pgettext("glossary term", "clubs"),
        pgettext("glossary definition", "The black suit marked ♣."),
        "rank.pack",
        in_texts=False,
    ),
    Term(
        "colour",
        # TRANSLATORS: red (hearts, diamonds) or black (spades, clubs), not a suit.
        pgettext("glossary term", "colour"),
        pgettext(
            "glossary definition",
            "Red for hearts and diamonds, black for spades and clubs: the Left Pedro is the 5 of "
            "the other suit of the trumps' colour.",
        ),
        "rank.same-colour-suit",
    ),
    Term(
        "ace",
        pgettext("glossary term", "Ace"),
        pgettext(
            "glossary definition",
            "The highest card of a suit. The Ace of trumps scores 1 point: High.",
        ),
        "rank.plain-order",
        in_texts=False,
    ),
    Term(
        "king",
        pgettext("glossary term", "King"),
        pgettext("glossary definition", "The card that ranks just below the Ace."),
        "rank.plain-order",
        in_texts=False,
    ),
    Term(
        "queen",
        pgettext("glossary term", "Queen"),
        pgettext("glossary definition", "The card between the King and the Jack."),
        "rank.plain-order",
        in_texts=False,
    ),
    Term(
        "jack",
        pgettext("glossary term", "Jack"),
        pgettext(
            "glossary definition",
            "The card between the Queen and the 10. The Jack of trumps scores 1 point, also "
            "called Jack.",
        ),
        "rank.plain-order",
    ),
    Term(
        "trump",
        # TRANSLATORS: the trump suit, a card of it, and the verb (to play a trump), e.g.
        # "troef / troeven".
        pgettext("glossary term", "trump"),
        pgettext(
            "glossary definition",
            "The suit chosen by the highest bidder: any trump beats any card of another suit. To "
            "trump is to play one when another suit is led.",
        ),
        "rank.trump-order",
    ),
    Term(
        "plain-suit",
        pgettext("glossary term", "plain suit"),
        pgettext("glossary definition", "Any suit that is not trumps."),
        "rank.plain-order",
    ),
    Term(
        "right-pedro",
        pgettext("glossary term", "Right Pedro"),
        pgettext(
            "glossary definition",
            "The 5 of trumps: it ranks just below the 6 of trumps and scores 5 points.",
        ),
        "rank.right-pedro",
    ),
    Term(
        "left-pedro",
        pgettext("glossary term", "Left Pedro"),
        pgettext(
            "glossary definition",
            "The 5 of the other suit of the same colour as trumps: a trump in every way, just "
            "below the Right Pedro, worth 5 points.",
        ),
        "rank.left-pedro",
    ),
    # --- the scoring cards --------------------------------------------------------------------
    Term(
        "high",
        # TRANSLATORS: the scoring card High (the Ace of trumps); it is found in texts only when
        # written with the same capital letters.
        pgettext("glossary term", "High"),
        pgettext("glossary definition", "The Ace of trumps as a scoring card: 1 point."),
        "points.cards",
        exact_case=True,
    ),
    Term(
        "low",
        # TRANSLATORS: the scoring card Low (the 2 of trumps); it is found in texts only when
        # written with the same capital letters.
        pgettext("glossary term", "Low"),
        pgettext("glossary definition", "The 2 of trumps as a scoring card: 1 point."),
        "points.cards",
        exact_case=True,
    ),
    Term(
        "game",
        # TRANSLATORS: the scoring card Game (the 10 of trumps), not the game itself; it is found
        # in texts only when written with the same capital letters.
        pgettext("glossary term", "Game"),
        pgettext(
            "glossary definition",
            "The 10 of trumps as a scoring card: 1 point. Not to be confused with the game played "
            "to 51.",
        ),
        "points.cards",
        exact_case=True,
    ),
    Term(
        "scoring-card",
        pgettext("glossary term", "scoring card"),
        pgettext(
            "glossary definition",
            "One of the six trumps that score: High, Low, Jack, Game and the two Pedros, 14 "
            "points in all.",
        ),
        "points.cards",
    ),
    # --- the table and the deal ---------------------------------------------------------------
    Term(
        "partner",
        pgettext("glossary term", "partner"),
        pgettext(
            "glossary definition",
            "The player sitting opposite you: partners play together and score together.",
        ),
        "seat.draw",
    ),
    Term(
        "opponent",
        pgettext("glossary term", "opponent"),
        pgettext(
            "glossary definition",
            "A player of the other side: the players on your left and right.",
        ),
        "seat.draw",
    ),
    Term(
        "clockwise",
        pgettext("glossary term", "clockwise"),
        pgettext(
            "glossary definition",
            "The way everything goes round the table: North, East, South, West, each turn passing "
            "to the left.",
        ),
        "turn.order",
    ),
    Term(
        "dealer",
        pgettext("glossary term", "dealer"),
        pgettext(
            "glossary definition",
            "The player who shuffles last and deals the cards; the deal passes to the left after "
            "each hand.",
        ),
        "deal.threes",
    ),
    Term(
        "shuffle",
        pgettext("glossary term", "shuffle"),
        pgettext(
            "glossary definition",
            "To mix the cards before the deal: any player may shuffle, the dealer shuffles last.",
        ),
        "shuffle.who",
    ),
    Term(
        "cut",
        # TRANSLATORS: to cut the pack before the deal (not to trump).
        pgettext("glossary term", "cut"),
        pgettext(
            "glossary definition",
            "To lift off part of the shuffled pack: the player on the dealer's right cuts, and "
            "the dealer puts the bottom packet on top.",
        ),
        "shuffle.cut",
    ),
    Term(
        "deal",
        pgettext("glossary term", "deal"),
        pgettext(
            "glossary definition",
            "To give out the cards: clockwise from the dealer's left, three at a time, nine to "
            "each player.",
        ),
        "deal.threes",
    ),
    Term(
        "hand",
        # TRANSLATORS: both one deal, from the shuffle to the scoring, and the cards a player
        # holds.
        pgettext("glossary term", "hand"),
        pgettext(
            "glossary definition",
            "One deal, from the shuffle to the scoring; also the cards a player holds.",
        ),
        "deal.threes",
    ),
    Term(
        "stock",
        pgettext("glossary term", "stock"),
        pgettext(
            "glossary definition",
            "The 16 cards left face down after the deal, from which the players fill their hands.",
        ),
        "deal.threes",
    ),
    Term(
        "face-down",
        pgettext("glossary term", "face down"),
        pgettext(
            "glossary definition",
            "Lying with its back up, so that nobody sees which card it is.",
        ),
        "deal.threes",
    ),
    Term(
        "face-up",
        pgettext("glossary term", "face up"),
        pgettext(
            "glossary definition",
            "Lying with its face up, for everyone to see: in Cinch the non-trumps are discarded "
            "face up.",
        ),
        "draw.discard",
    ),
    # --- bidding --------------------------------------------------------------------------------
    Term(
        "bid",
        pgettext("glossary term", "bid"),
        pgettext(
            "glossary definition",
            "The number of points a side promises to win in the hand, from 1 to 14; to bid is to "
            "make one.",
        ),
        "bid.range",
    ),
    Term(
        "pass",
        pgettext("glossary term", "pass"),
        pgettext(
            "glossary definition",
            "To make no bid. In Cinch each player has one turn only, so a pass is final.",
        ),
        "bid.one-turn",
    ),
    Term(
        "high-bidder",
        pgettext("glossary term", "high bidder"),
        pgettext(
            "glossary definition",
            "The player who made the highest bid: he names trump and leads to the first trick.",
        ),
        "trump.name",
    ),
    Term(
        "bidders",
        # TRANSLATORS: the high bidder and his partner, as a side.
        pgettext("glossary term", "bidders / bidding side"),
        pgettext(
            "glossary definition",
            "The high bidder and his partner: their points are compared with their bid.",
        ),
        "score.made",
    ),
    Term(
        "contract",
        pgettext("glossary term", "contract"),
        pgettext(
            "glossary definition",
            "The bid the bidders must make. A dealer who passes after three passes plays without "
            "one (bid 0).",
        ),
        "bid.all-pass",
    ),
    Term(
        "stick-the-dealer",
        # TRANSLATORS: the name of a house rule: when everyone else passes, the dealer must bid.
        pgettext("glossary term", "stick the dealer"),
        pgettext(
            "glossary definition",
            "A house rule: when the first three players pass, the dealer may not pass and must "
            "bid.",
        ),
        "bid.all-pass",
    ),
    # --- discarding and the draw ----------------------------------------------------------------
    Term(
        "discard",
        pgettext("glossary term", "discard"),
        pgettext(
            "glossary definition",
            "To throw cards away: once trump is named, every player but the dealer discards his "
            "non-trumps.",
        ),
        "draw.discard",
    ),
    Term(
        "draw",
        # TRANSLATORS: the draw: the dealer fills each hand back to six from the stock.
        pgettext("glossary term", "draw"),
        pgettext(
            "glossary definition",
            "After the discards, the dealer gives each other player cards from the stock until he "
            "has six.",
        ),
        "draw.fill",
    ),
    Term(
        "rob-the-pack",
        pgettext("glossary term", "rob the pack"),
        pgettext(
            "glossary definition",
            "What the dealer does instead of discarding: from his nine cards and the rest of the "
            "stock he keeps six, every trump first.",
        ),
        "draw.rob",
    ),
    Term(
        "dead-card",
        pgettext("glossary term", "out of play / dead"),
        pgettext(
            "glossary definition",
            "Said of a card that takes no part in the hand, such as a trump discarded from seven "
            "or more.",
        ),
        "score.dead-card",
    ),
    # --- the play -------------------------------------------------------------------------------
    Term(
        "lead",
        pgettext("glossary term", "lead"),
        pgettext(
            "glossary definition",
            "To play the first card of a trick: the high bidder leads to the first trick, the "
            "winner of each trick to the next.",
        ),
        "play.first-lead",
    ),
    Term(
        "trick",
        pgettext("glossary term", "trick"),
        pgettext(
            "glossary definition",
            "One card from each player in turn; the highest trump in it, or else the highest card "
            "of the suit led, wins all four.",
        ),
        "play.trick-winner",
    ),
    Term(
        "suit-led",
        pgettext("glossary term", "suit led"),
        pgettext("glossary definition", "The suit of the first card played to a trick."),
        "play.follow-or-trump",
    ),
    Term(
        "follow-suit",
        pgettext("glossary term", "follow suit"),
        pgettext(
            "glossary definition",
            "To play a card of the suit led. In Cinch you may trump instead, but not play a third "
            "suit.",
        ),
        "play.follow-or-trump",
    ),
    Term(
        "void",
        pgettext("glossary term", "void"),
        pgettext(
            "glossary definition",
            "Holding no card of a suit: a player void in the suit led may play any card.",
        ),
        "play.void",
    ),
    Term(
        "cinching",
        pgettext("glossary term", "cinching"),
        pgettext(
            "glossary definition",
            "Bringing points home: playing a scoring card on a trick your side is sure to win.",
        ),
        "points.capture",
    ),
    # --- scoring --------------------------------------------------------------------------------
    Term(
        "make",
        pgettext("glossary term", "make the bid / made bid"),
        pgettext(
            "glossary definition",
            "The bidders make their bid when they take at least as many points as they bid.",
        ),
        "score.made",
    ),
    Term(
        "set",
        # TRANSLATORS: the bidders are set: they took fewer points than they bid.
        pgettext("glossary term", "set"),
        pgettext(
            "glossary definition",
            "The bidders are set when they take fewer points than they bid: the other side scores "
            "14 plus the shortfall.",
        ),
        "score.set",
    ),
    Term(
        "shortfall",
        pgettext("glossary term", "shortfall"),
        pgettext("glossary definition", "How many points the bidders took fewer than they bid."),
        "score.set",
    ),
    # --- irregularities ---------------------------------------------------------------------------
    Term(
        "new-deal",
        pgettext("glossary term", "new deal"),
        pgettext(
            "glossary definition",
            "The same dealer deals again, for instance when a card is found face up in the pack.",
        ),
        "irregular.new-deal",
    ),
    Term(
        "misdeal",
        pgettext("glossary term", "misdeal"),
        pgettext(
            "glossary definition",
            "A deal that gives a player too many or too few cards; found before the first bid, "
            "the deal passes to the left.",
        ),
        "irregular.misdeal",
    ),
    Term(
        "out-of-turn",
        pgettext("glossary term", "out of turn"),
        pgettext(
            "glossary definition",
            "When it is another player's turn: bidding or playing out of turn is punished.",
        ),
        "irregular.play-out-of-turn",
    ),
    Term(
        "revoke",
        pgettext("glossary term", "revoke"),
        pgettext(
            "glossary definition",
            "Failing to follow suit when you could; the side that revoked scores nothing in the "
            "hand.",
        ),
        "irregular.revoke",
    ),
)
