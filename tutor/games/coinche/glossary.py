"""The words of Coinche: every card players' term of `coinche-rules.md` and its glossary table,
with a one-line definition and the rule it links to. Data only: `tutor.glossary` reads it.

The words and definitions are English msgids marked with `tutor.glossary.pgettext` (contexts
``"glossary term"`` and ``"glossary definition"``); a word the two games share (trick, trump,
lead…) is one message, and so is a definition that holds for both.
"""

from __future__ import annotations

from tutor.glossary import Term, pgettext
from tutor.i18n import N_

__all__ = ["TERMS", "TITLE"]

# TRANSLATORS: the title of the glossary page of Coinche.
TITLE = N_("The words of Coinche")

TERMS: tuple[Term, ...] = (
    # --- the game and the cards -----------------------------------------------------------------
    Term(
        "belote-coinchee",
        # TRANSLATORS: the game's full name, a glossary headword (see the glossary table of
        # coinche-rules.md); several forms may be given, separated by " / ".
        pgettext("glossary term", "belote coinchée"),
        # TRANSLATORS: the one-line definition of a term in the glossary, for a learner who
        # has never played cards.
        pgettext(
            "glossary definition",
            "Coinche's full name: a game of the belote family for four players in two "
            "partnerships, who bid for the right to name trumps.",
        ),
        "deal.seats",
    ),
    Term(
        "pack",
        pgettext("glossary term", "pack"),
        pgettext(
            "glossary definition",
            "The cards played with: 32 of them, from the Ace down to the 7 in each of the four "
            "suits.",
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
        "ace",
        pgettext("glossary term", "Ace"),
        pgettext(
            "glossary definition",
            "The highest card of a suit that is not trumps, worth 11 card points; in trumps it "
            "ranks third.",
        ),
        "rank.plain-order",
        in_texts=False,
    ),
    Term(
        "king",
        pgettext("glossary term", "King"),
        pgettext(
            "glossary definition",
            "A card worth 4 card points; with the Queen of trumps it makes the belote.",
        ),
        "rank.plain-order",
        in_texts=False,
    ),
    Term(
        "queen",
        pgettext("glossary term", "Queen"),
        pgettext(
            "glossary definition",
            "A card worth 3 card points; with the King of trumps it makes the belote.",
        ),
        "rank.plain-order",
        in_texts=False,
    ),
    Term(
        "jack",
        pgettext("glossary term", "Jack"),
        pgettext(
            "glossary definition",
            "A card worth 2 card points in a suit that is not trumps; the Jack of trumps is the "
            "highest trump.",
        ),
        "rank.plain-order",
        in_texts=False,
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
        "trump-jack",
        pgettext("glossary term", "trump jack"),
        pgettext(
            "glossary definition",
            "The Jack of trumps: the highest trump, worth 20 card points.",
        ),
        "rank.trump-order",
    ),
    Term(
        "trump-nine",
        pgettext("glossary term", "trump nine"),
        pgettext(
            "glossary definition",
            "The 9 of trumps: the second highest trump, worth 14 card points.",
        ),
        "rank.trump-order",
    ),
    Term(
        "card-points",
        pgettext("glossary term", "card points"),
        pgettext(
            "glossary definition",
            "What the cards in the tricks a side wins are worth: 152 in all, 162 with the last "
            "trick.",
        ),
        "points.cards",
    ),
    # --- the table and the deal -----------------------------------------------------------------
    Term(
        "partner",
        pgettext("glossary term", "partner"),
        pgettext(
            "glossary definition",
            "The player sitting opposite you: partners play together and score together.",
        ),
        "deal.seats",
    ),
    Term(
        "opponent",
        pgettext("glossary term", "opponent"),
        pgettext(
            "glossary definition",
            "A player of the other side: the players on your left and right.",
        ),
        "deal.seats",
    ),
    Term(
        "dealer",
        pgettext("glossary term", "dealer"),
        pgettext(
            "glossary definition",
            "The player who shuffles and deals the cards: three, two, then three to each player.",
        ),
        "deal.packets",
    ),
    Term(
        "shuffle",
        pgettext("glossary term", "shuffle"),
        pgettext(
            "glossary definition",
            "To mix the cards before the deal; in Coinche the dealer shuffles.",
        ),
        "deal.shuffle-cut",
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
        "deal.shuffle-cut",
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
        "deal.packets",
    ),
    # --- the auction ----------------------------------------------------------------------------
    Term(
        "auction",
        pgettext("glossary term", "auction"),
        pgettext(
            "glossary definition",
            "The bidding: calls in turn until a coinche, or three passes after a bid.",
        ),
        "bid.order",
    ),
    Term(
        "bid",
        pgettext("glossary term", "bid"),
        pgettext(
            "glossary definition",
            "A call of a number from 80 to 180, or capot, with a trump suit: the points a side "
            "promises to make.",
        ),
        "bid.range",
    ),
    Term(
        "pass",
        pgettext("glossary term", "pass"),
        pgettext(
            "glossary definition",
            "A call that makes no bid; in Coinche a player who passed may still bid at his next "
            "turn.",
        ),
        "bid.calls",
    ),
    Term(
        "all-pass",
        pgettext("glossary term", "all pass"),
        pgettext(
            "glossary definition",
            "All four players pass without a bid: the hand is thrown in and the next player "
            "deals.",
        ),
        "bid.all-pass",
    ),
    Term(
        "coinche",
        # TRANSLATORS: the call that doubles the contract (French "coinche, contre").
        pgettext("glossary term", "coinche / double"),
        pgettext(
            "glossary definition",
            "A double: an opponent of the highest bidder coinches, the auction ends and the "
            "contract's value counts twice.",
        ),
        "bid.coinche",
        exact_case=True,  # "Coinche" with a capital is the game
    ),
    Term(
        "surcoinche",
        # TRANSLATORS: the answer to a coinche, a redouble (French "surcoinche, surcontre").
        pgettext("glossary term", "surcoinche / redouble"),
        pgettext(
            "glossary definition",
            "A redouble by the side that was coinched; only under a house rule, not in the "
            "standard rules.",
        ),
        "bid.surcoinche",
    ),
    Term(
        "contract",
        pgettext("glossary term", "contract"),
        pgettext(
            "glossary definition",
            "The highest bid when the auction ends: its number or capot, its trump suit, and any "
            "coinche.",
        ),
        "bid.end",
    ),
    Term(
        "taker",
        pgettext("glossary term", "taker"),
        pgettext("glossary definition", "The player whose bid became the contract."),
        "bid.end",
    ),
    Term(
        "attackers",
        pgettext("glossary term", "attackers"),
        pgettext(
            "glossary definition",
            "The taker and his partner: the side that must make the contract.",
        ),
        "bid.end",
    ),
    Term(
        "defenders",
        pgettext("glossary term", "defenders"),
        pgettext(
            "glossary definition",
            "The other side, who try to stop the attackers making their contract.",
        ),
        "bid.end",
    ),
    # --- the play -------------------------------------------------------------------------------
    Term(
        "lead",
        pgettext("glossary term", "lead"),
        pgettext(
            "glossary definition",
            "To play the first card of a trick: the player on the dealer's left leads to the "
            "first trick, the winner of each trick to the next.",
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
        "play.follow-suit",
    ),
    Term(
        "follow-suit",
        pgettext("glossary term", "follow suit"),
        pgettext(
            "glossary definition",
            "To play a card of the suit led, which you must do whenever you can.",
        ),
        "play.follow-suit",
    ),
    Term(
        "partner-master",
        pgettext("glossary term", "partner is master"),
        pgettext(
            "glossary definition",
            "Your partner's card is winning the trick so far: then you need not trump.",
        ),
        "play.partner-master",
    ),
    Term(
        "overtrump",
        pgettext("glossary term", "overtrump"),
        pgettext(
            "glossary definition",
            "To play a higher trump than the best one in the trick, which you must do when you "
            "can, even over your partner.",
        ),
        "play.overtrump",
    ),
    Term(
        "undertrump",
        pgettext("glossary term", "undertrump"),
        pgettext(
            "glossary definition",
            "To play a lower trump than an opponent's trump in the trick when you cannot beat it "
            "but must still trump.",
        ),
        "play.undertrump",
    ),
    Term(
        "discard",
        # TRANSLATORS: in Coinche, to play a card that is neither of the suit led nor a trump.
        pgettext("glossary term", "discard"),
        pgettext(
            "glossary definition",
            "To play a card that is neither of the suit led nor a trump: it cannot win the trick.",
        ),
        "play.partner-master",
    ),
    Term(
        "belote",
        pgettext("glossary term", "belote / rebelote"),
        pgettext(
            "glossary definition",
            "The King and Queen of trumps in one hand, worth 20 points: its holder says Belote as "
            "he plays the first of them, Rebelote with the second.",
        ),
        "play.belote",
    ),
    # --- points and scoring -----------------------------------------------------------------------
    Term(
        "last-trick",
        # TRANSLATORS: the ten points for the last trick (French "dix de der").
        pgettext("glossary term", "last trick"),
        pgettext(
            "glossary definition",
            "The eighth trick, worth 10 points more to the side that wins it.",
        ),
        "points.last-trick",
    ),
    Term(
        "capot",
        pgettext("glossary term", "capot"),
        pgettext(
            "glossary definition",
            "Winning all eight tricks; it can also be bid, above every number.",
        ),
        "points.capot",
    ),
    Term(
        "make",
        pgettext("glossary term", "make the contract"),
        pgettext(
            "glossary definition",
            "The attackers make their contract when their total reaches the bid, and at least 82.",
        ),
        "score.made-check",
    ),
    Term(
        "go-down",
        # TRANSLATORS: the attackers fail their contract (Dutch "nat gaan", French "chuter").
        pgettext("glossary term", "go down"),
        pgettext(
            "glossary definition",
            "The attackers go down when they fail their contract: they score nothing and the "
            "defenders score for the hand.",
        ),
        "score.failed",
    ),
    Term(
        "target",
        pgettext("glossary term", "target"),
        pgettext(
            "glossary definition",
            "The total that wins the game, 2000 points unless the players agree on another.",
        ),
        "game.target",
    ),
    # --- irregularities ---------------------------------------------------------------------------
    Term(
        "misdeal",
        pgettext("glossary term", "misdeal"),
        pgettext(
            "glossary definition",
            "A deal gone wrong, noticed before the first call: the same dealer deals again.",
        ),
        "irregular.misdeal",
    ),
    Term(
        "revoke",
        pgettext("glossary term", "revoke"),
        pgettext(
            "glossary definition",
            "Breaking a rule of the play; noticed too late, it costs the offending side the hand.",
        ),
        "irregular.revoke",
    ),
)
