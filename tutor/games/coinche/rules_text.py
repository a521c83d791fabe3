"""Every rule of Coinche (`coinche-rules.md`) as text for a learner who has never played cards.

The tables hold English msgids marked with `N_`; translate them where they are shown::

    >>> rule_text("play.must-trump").heading
    'Trumping is compulsory'

Sections 0–8 have a title and an introduction (`SECTION_TEXTS`), each rule id of
`tutor.games.coinche.rules` a heading and a markdown body (`RULE_TEXTS`), some rules one or two
rows of example cards, with their card points where they matter (`CARD_EXAMPLES`), and each
house-rule option of section 9 a label and a description of each of its values
(`OPTION_TEXTS`), so that a page can show the profile in force (`profile_name`,
`profile_lines`). The bodies state the standard rule, which is the leaflet's wherever it speaks,
say where the leaflet is silent or unusual, and name the house rule that changes them. The
model and the functions behind them are every game's (`tutor.rule_texts`).
"""

from __future__ import annotations

from tutor import rule_texts
from tutor.cards import PIQUET_PACK, Card, Suit
from tutor.games.coinche.profile import Profile
from tutor.games.coinche.ranking import card_points, order
from tutor.i18n import N_
from tutor.rule_texts import CardExample, OptionText, RuleText, SectionText, Translator

__all__ = [
    "CARD_EXAMPLES",
    "INTRO",
    "NAME",
    "OPTION_TEXTS",
    "PITCH",
    "PROFILE_NAMES",
    "RULE_TEXTS",
    "SECTION_TEXTS",
    "TITLE",
    "CardExample",
    "OptionText",
    "RuleText",
    "SectionText",
    "options_for",
    "profile_lines",
    "profile_name",
    "rule_text",
]

NAME = N_("Coinche")
"""The game's name, as the game picker shows it."""
PITCH = N_(
    # TRANSLATORS: two lines on the home page that say what the game is, for a newcomer choosing
    # between Cinch and Coinche.
    "The French bidding game of the belote family (belote coinchée), with a pack of 32 cards. "
    "The Jack and the 9 of trumps are the best cards; bid, coinche and count to 162."
)
"""What the game is, in two lines, for a newcomer choosing a game on the home page."""
TITLE = N_("The rules of Coinche")
"""The rules page's title."""
INTRO = N_(
    "Here are all the rules of Coinche, section by section. They follow the rules leaflet "
    "this course is based on (a translation of the leaflet of the French card-maker Ducale) "
    "wherever it speaks. Where the leaflet is silent, they follow the French belote federation "
    "(FFB) and Pagat, the card games website, and each rule says so. Where other tables play "
    "differently, the rule names the house rule that changes it; the house rules in force are "
    "listed below.\n\n"
    "Each rule has a short name, shown in small print under its heading, such as "
    "`play.must-trump`: the tutor's explanations refer to the rules by these names."
)
"""The rules page's first paragraph."""


_SECTIONS = (
    SectionText(
        0,
        # TRANSLATORS: the title of a section of the rules page.
        N_("Taking turns"),
        # TRANSLATORS: the introduction of a section of the rules page, in markdown.
        N_(
            "Coinche is played by four players in two partnerships: North and South play "
            "together against East and West, and partners sit opposite each other. Everything "
            "goes round the table clockwise: North, East, South, West."
        ),
    ),
    SectionText(
        1,
        N_("The cards and how they rank"),
        N_(
            "Coinche uses a short pack of 32 cards. One suit, chosen in the auction, is trumps: "
            "it beats the other three suits, and in it the Jack and the 9 rise to the top."
        ),
    ),
    SectionText(
        2,
        N_("Before the hand: seats, shuffle and deal"),
        N_(
            "Before every hand the dealer shuffles, the player on his right cuts, and the "
            "dealer deals out all the cards, eight to each player."
        ),
    ),
    SectionText(
        3,
        N_("The auction"),
        N_(
            "In the auction the players bid for the right to choose trumps. A bid promises a "
            "number of card points, 80 or more, and names the trump suit. The highest bid "
            "becomes the contract, which the bidder's side must then make. An opponent who "
            "thinks they will fail can coinche: double the stakes."
        ),
    ),
    SectionText(
        4,
        N_("Playing the tricks"),
        N_(
            "Eight tricks are played. In a trick each player plays one card, in turn, starting "
            "with the player who leads; the best card wins the trick. The rules on following "
            "suit and on trumping are strict. In short, what a player may play:\n\n"
            "- when he leads: any card;\n"
            "- when he holds the suit led, and it is not trumps: any card of that suit;\n"
            "- when trumps are led and he holds trumps: a higher trump than those in the trick "
            "if he has one, else any trump;\n"
            "- when he cannot follow suit and holds no trump: any card;\n"
            "- when he cannot follow suit and his partner is master: any card, but a trump must "
            "beat the trumps in the trick if it can;\n"
            "- when he cannot follow suit and his partner is not master: a trump, higher than an "
            "opponent's trump in the trick if he has one."
        ),
    ),
    SectionText(
        5,
        N_("Card points"),
        N_(
            "After the play each side counts the card points in the tricks it has won. The "
            "cards hold 152 points and the last trick adds 10, so a hand is worth 162; the "
            "belote adds 20 for the side that holds it."
        ),
    ),
    SectionText(
        6,
        N_("Scoring a hand"),
        N_(
            "The score of a hand depends on whether the attackers made their contract, on a "
            "coinche, and on the scoring method the players chose before the game."
        ),
    ),
    SectionText(
        7,
        N_("The game"),
        N_("The scores are added up from hand to hand until a side reaches the target."),
    ),
    SectionText(
        8,
        N_("Irregularities: when something goes wrong"),
        N_(
            "In the tutor's lessons and practice games an illegal move is simply refused and "
            "explained. At a real table mistakes happen, and these rules say how they are put "
            "right. The leaflet has no rules for them; these are the French federation's (FFB)."
        ),
    ),
)

_RULES = (
    # --- 0. Turns -------------------------------------------------------------------------------
    RuleText(
        "turn.order",
        # TRANSLATORS: the heading of one rule on the rules page; short, no full stop.
        N_("Everyone acts in turn"),
        # TRANSLATORS: the text of one rule on the rules page, in markdown: keep the *…* and
        # **…** marks, the list items and the `rule.ids` in back quotes as they are. Use the
        # card players' terms of your language (see the glossary in coinche-rules.md).
        N_(
            "Everything goes round the table clockwise: North, East, South, West. Only the "
            "player whose turn it is may act, and only with an action of the current stage of "
            "the hand: a call during the auction (pass, a bid or a coinche), a card during the "
            "play. Once the hand is over, because all four players passed or because eight "
            "tricks have been played, nobody may act.\n\n"
            "*Example:* while the auction is going on, nobody may play a card yet."
        ),
    ),
    RuleText(
        "turn.own-card",
        N_("Only your own cards"),
        N_(
            "A player can only play a card from his own hand: not a card of his partner's, and "
            "not a card he has already played."
        ),
    ),
    # --- 1. Cards and ranking -------------------------------------------------------------------
    RuleText(
        "rank.pack",
        N_("The pack of 32 cards"),
        N_(
            "Coinche is played with a short pack of 32 cards, without jokers: four suits, "
            "spades ♠, hearts ♥, diamonds ♦ and clubs ♣, each with an Ace, King, Queen, Jack, "
            "10, 9, 8 and 7. The cards from 6 down to 2 of an ordinary pack are left out."
        ),
    ),
    RuleText(
        "rank.trump-order",
        N_("How the trumps rank"),
        N_(
            "The trump suit ranks in its own order. From the highest to the lowest: Jack, 9, "
            "Ace, 10, King, Queen, 8, 7. The Jack of trumps is the strongest card of all and "
            "the 9 of trumps the second. Any trump beats any card of another suit.\n\n"
            "The leaflet gives this order only through the card points of the trumps, which "
            "it lists from the highest card to the lowest (`points.cards`).\n\n"
            "*Example:* hearts are trump: the 9 of hearts beats the Ace of hearts, and the 7 "
            "of hearts beats the Ace of spades."
        ),
    ),
    RuleText(
        "rank.plain-order",
        N_("How the other suits rank"),
        N_(
            "The three suits that are not trumps rank from the highest to the lowest: Ace, 10, "
            "King, Queen, Jack, 9, 8, 7. Note that the 10 comes right after the Ace, above the "
            "King.\n\n"
            "*Example:* hearts are trump: in spades the 10 beats the King, and the Jack is "
            "only the fifth card."
        ),
    ),
    # --- 2. Before the hand ---------------------------------------------------------------------
    RuleText(
        "deal.seats",
        N_("Partners and direction of play"),
        N_(
            "Four players play in two fixed partnerships, and partners sit opposite each "
            "other: North and South against East and West. The deal, the auction and the play "
            "all go clockwise, to the left. The leaflet says so for the play; it does not say "
            "that partners sit opposite, but every other source does.\n\n"
            "*House rule:* the French federation (FFB) and Pagat play anticlockwise: then every "
            "turn passes to the right instead of to the left, in the deal, the auction and the "
            "play."
        ),
    ),
    RuleText(
        "deal.first-dealer",
        N_("The first dealer"),
        N_(
            "Before the first hand the first dealer is chosen by lot, for instance by each "
            "player drawing a card from the pack: the lowest card deals. The leaflet does not "
            "say how; any fair way will do."
        ),
    ),
    RuleText(
        "deal.shuffle-cut",
        N_("Shuffling and cutting"),
        N_(
            "The dealer shuffles the cards. The player on his right, the one whose turn comes "
            "just before his, then cuts: he lifts off part of the pack, leaving at least three "
            "cards in each of the two packets, and the dealer puts the bottom packet on top. "
            "The leaflet does not describe this; it is the French federation's rule (FFB).\n\n"
            "*Example:* North deals, so West cuts."
        ),
    ),
    RuleText(
        "deal.packets",
        N_("Dealing the cards"),
        N_(
            "The dealer deals all 32 cards clockwise, starting with the player on his left: "
            "three cards to each player, then two, then three more, so that everyone holds "
            "eight cards. No card is turned up and none is left over.\n\n"
            "*House rule:* the French federation (FFB) also allows dealing three, three, then "
            "two, or two, three, then three."
        ),
    ),
    RuleText(
        "deal.rotation",
        N_("The deal passes to the left"),
        N_(
            "After every hand the player on the dealer's left deals the next one, also after a "
            "hand thrown in because all four players passed (`bid.all-pass`). The leaflet does "
            "not say this; the French federation (FFB) and Pagat do.\n\n"
            "*Example:* North dealt this hand, so East deals the next one."
        ),
    ),
    # --- 3. The auction -------------------------------------------------------------------------
    RuleText(
        "bid.order",
        N_("Who speaks first"),
        N_(
            "The auction starts with the player on the dealer's left and goes clockwise, round "
            "after round, until it ends (`bid.end`). The dealer speaks last in each round.\n\n"
            "*Example:* South deals: West speaks first, then North, East and South, then West "
            "again, and so on."
        ),
    ),
    RuleText(
        "bid.calls",
        N_("Pass, bid or coinche"),
        N_(
            "At his turn a player makes exactly one call: he passes, he bids, or, when "
            "`bid.coinche` allows it, he coinches. A pass is not final: a player who passed may "
            "still bid or coinche at a later turn, as long as the auction goes on."
        ),
    ),
    RuleText(
        "bid.range",
        N_("What you can bid"),
        N_(
            "A bid names a number and a trump suit, for instance 100 hearts: the bidder's side "
            "promises to take at least 100 card points with hearts as trumps. The number is a "
            "multiple of 10 from 80 to 180. Above every number stands **capot**: a promise to "
            "win all eight tricks, also made with a trump suit.\n\n"
            "A hand holds 162 card points, with the 10 for the last trick, so a bid of 170 or "
            "180 can only be made with the belote (20 points, `points.belote`) or by winning "
            "every trick. Here the leaflet is unusual: it allows bids up to 180 (160 plus the "
            "belote), while the French federation (FFB) and most other sources stop at 160.\n\n"
            "*House rule:* bids from 80 to 160, then capot."
        ),
    ),
    RuleText(
        "bid.must-top",
        N_("Each bid must be higher"),
        N_(
            "A bid must be higher than the highest bid so far. The suit is free, and a player "
            "may outbid his own partner, in the same suit or in another one. Capot is higher "
            "than every number, and nothing is higher than capot: after a capot bid the others "
            "can only pass or coinche.\n\n"
            "*Example* (the leaflet's): North bids 80 clubs, East passes, and South, North's "
            "partner, raises it to 100 clubs. West may then bid 110 in any suit, but not 100."
        ),
    ),
    RuleText(
        "bid.coinche",
        N_("Coinche: doubling the opponents' bid"),
        N_(
            "A player may **coinche** (double) at his turn when the highest bid so far was made "
            "by an opponent, by either of the two. A coinche says: you will not make it. It "
            "ends the auction at once: the highest bid becomes the contract, and its value "
            "counts double in the score (`score.coinche`). Nobody may coinche before anyone has "
            "bid, nor coinche a bid of his own side. A capot bid may be coinched too.\n\n"
            "The leaflet lets a player coinche at any moment of the auction, even when it is "
            "not his turn. The tutor takes the coinche as a call in turn, as in French "
            "federation tournaments, so that every call can be written down in order.\n\n"
            "*Example:* North bids 90 hearts and East passes. South may not coinche his "
            "partner's bid; if he passes, West may coinche.\n\n"
            "*House rules:* at some tables an opponent may also coinche out of turn, between "
            "any two calls, as the leaflet says; Pagat does not allow a coinche on a capot bid."
        ),
    ),
    RuleText(
        "bid.surcoinche",
        N_("Surcoinche: answering a coinche"),
        N_(
            "The leaflet says that the coinche ends the auction, so nobody can answer it: in "
            "the standard rules there is no **surcoinche** (redouble). The leaflet never names "
            "the surcoinche at all.\n\n"
            "*House rule:* the French federation (FFB) and Pagat allow a surcoinche, which "
            "makes the contract count four times (three times in the newest FFB edition). "
            "After a coinche the turn passes to the player on the coincher's left, then skips "
            "the coincher's partner: each of the two players whose bid was coinched may "
            "surcoinche or pass. A surcoinche ends the auction; after two passes the auction "
            "ends with the coinche."
        ),
    ),
    RuleText(
        "bid.end",
        N_("The end of the auction"),
        N_(
            "The auction ends in one of two ways: at a coinche, or when, after a bid, the next "
            "three players pass one after the other. The highest bid is then the contract. The "
            "player who made it is the **taker**, and his side are the **attackers**, who must "
            "make the contract; the other side are the **defenders**.\n\n"
            "The leaflet says the auction goes on until three players in a row have passed. "
            "Read word for word, that would end the auction before the dealer has spoken when "
            "the first three players pass. The three passes count only after a bid "
            "(`bid.all-pass`).\n\n"
            "*Example:* West bids 80 spades, then North, East and South pass: the contract is "
            "80 spades, West is the taker, and West and East attack."
        ),
    ),
    RuleText(
        "bid.all-pass",
        N_("If everyone passes"),
        N_(
            "If the first four calls are all passes, nobody has bid: the hand is thrown in, no "
            "card is played, nobody scores, and the next player deals (`deal.rotation`). Since "
            "the three passes of `bid.end` count only after a bid, the dealer always gets his "
            "turn. The leaflet does not say what happens when everyone passes; this is the "
            "rule of the French federation (FFB) and of Pagat.\n\n"
            "*Example:* South deals, and West, North and East pass. South may still bid; if he "
            "passes too, the cards are thrown in and West deals the next hand."
        ),
    ),
    # --- 4. Play --------------------------------------------------------------------------------
    RuleText(
        "play.first-lead",
        N_("The first lead"),
        N_(
            "The player on the dealer's left, the one who spoke first in the auction, leads to "
            "the first trick: he plays its first card, and it may be any card. It does not "
            "matter who holds the contract. The leaflet does not say who leads first; this is "
            "the rule of the French federation (FFB) and of Pagat.\n\n"
            "*Example:* South deals and North takes the contract: West leads to the first "
            "trick all the same."
        ),
    ),
    RuleText(
        "play.next-lead",
        N_("Leading to the next trick"),
        N_(
            "The player who wins a trick leads to the next one, with any card he likes. Eight "
            "tricks are played in all."
        ),
    ),
    RuleText(
        "play.follow-suit",
        N_("Follow suit"),
        N_(
            "A player who holds a card of the suit led must play one: he must **follow suit**. "
            "He chooses which, and in a suit that is not trumps he does not have to beat the "
            "cards already played. When trumps are led, following suit means playing a trump, "
            "and he must also go higher if he can (`play.overtrump`).\n\n"
            "*Example:* hearts are trump and West leads the King of spades. North holds the 7 "
            "of spades and the Ace of clubs: he must play the 7 of spades."
        ),
    ),
    RuleText(
        "play.must-trump",
        N_("Trumping is compulsory"),
        N_(
            "A player who cannot follow suit must play a trump if he holds one, unless his "
            "partner is master, that is, is winning the trick so far (`play.partner-master`). "
            "Playing a trump to a trick of another suit is called trumping, or ruffing.\n\n"
            "The leaflet's wording makes trumping sound like a choice. It is not: the "
            "leaflet's own \"good advice\" lets a player keep his trumps only when his partner "
            "is master, and that exception is a rule, not advice. The French federation (FFB) "
            "and Pagat say the same.\n\n"
            "*Example:* hearts are trump and West leads the Ace of spades. North has no spades "
            "but holds the 8 of hearts: he must play it, because his partner South has not "
            "played yet."
        ),
    ),
    RuleText(
        "play.partner-master",
        N_("When your partner is master"),
        N_(
            "A player's partner is **master** when he has already played to the trick and his "
            "card is winning it so far. A player who cannot follow suit while his partner is "
            "master may play any card: he may discard a card of another suit, or trump. If he "
            "trumps a trick that already holds a trump, he must still beat it if he can "
            "(`play.overtrump`). This freedom holds in every hand; it is not a house rule.\n\n"
            "*Example:* hearts are trump. North leads the Ace of spades and East plays the 8 of "
            "spades. South has no spades, but his partner North is master: South may discard "
            "the 7 of clubs and keep his trumps.\n\n"
            "*House rule:* under the French federation's 2016 rules a player whose partner is "
            "master may play any card, even a trump lower than his partner's."
        ),
    ),
    RuleText(
        "play.overtrump",
        N_("Going higher in trumps"),
        N_(
            "Whenever a player plays a trump to a trick that already holds a trump, he must "
            "play a trump higher than the highest one in the trick if he has one: he must "
            "**overtrump**. That is so when trumps are led, and when he trumps after another "
            "player has trumped. It holds even when the highest trump is his partner's; the "
            "leaflet adds: even if he does not want to. Only a player who cannot beat it may "
            "play a lower trump.\n\n"
            "*Example:* hearts are trump and West leads the Queen of hearts. North holds the 9 "
            "and the 7 of hearts: he must play the 9. If he held only the 8 and the 7, he could "
            "play either.\n\n"
            "*House rule:* under the French federation's 2016 rules a player whose partner has "
            "trumped a trick of another suit and is master may play any card, a lower trump "
            "included; when trumps are led he must still go higher."
        ),
    ),
    RuleText(
        "play.undertrump",
        N_("Undertrumping"),
        N_(
            "A player who cannot follow suit, whose partner is not master, and who cannot beat "
            "an opponent's trump in the trick, must still play a trump if he has one, even a "
            "lower one: he **undertrumps**. Only a player with no trump at all may play a card "
            "of another suit. This is the leaflet's rule and Pagat's.\n\n"
            "*Example:* hearts are trump. West leads the Ace of spades and North, who has no "
            "spades, trumps with the 10 of hearts. East has no spades either, and his only "
            "trump is the 8 of hearts, lower than the 10: he must play it, and may not discard "
            "a club.\n\n"
            "*House rule:* the French federation's coinche rules let him discard instead."
        ),
    ),
    RuleText(
        "play.trick-winner",
        N_("Who wins the trick"),
        N_(
            "A trick that holds a trump is won by the highest trump in it. A trick without a "
            "trump is won by the highest card of the suit led; a card of another suit never "
            "wins, however high it is.\n\n"
            "*Example:* hearts are trump. West leads the 10 of spades; North, who has neither "
            "spades nor hearts, plays the Ace of clubs; East plays the King of spades and South "
            "the 7 of hearts. South wins the trick with the only trump. Without that trump, "
            "West's 10 of spades would win: it beats the King, and the Ace of clubs is of "
            "another suit."
        ),
    ),
    RuleText(
        "play.belote",
        N_("Belote and rebelote"),
        N_(
            "The King and the Queen of trumps in the same hand are the **belote**. A player "
            "who was dealt both says \"Belote\" when he plays the first of the two, whichever "
            "he likes, and \"Rebelote\" when he plays the second. He plays each of them when he "
            "chooses: holding them does not oblige him to play them early. The belote is worth "
            "20 points (`points.belote`).\n\n"
            "The leaflet makes the announcement compulsory, so in the standard rules the tutor "
            "makes it for the player, and the belote always counts.\n\n"
            "*Example:* hearts are trump and South was dealt the King and the Queen of hearts. "
            "He plays the Queen in the third trick, saying \"Belote\", and the King in the "
            "sixth, saying \"Rebelote\".\n\n"
            "*House rule:* under the rules of the French federation (FFB) and of Pagat the "
            "player may keep quiet, and the belote counts only if he announced both cards."
        ),
    ),
    # --- 5. Card points -------------------------------------------------------------------------
    RuleText(
        "points.cards",
        N_("Card points"),
        N_(
            "Each card won in the tricks is worth card points. In the trump suit:\n\n"
            "- Jack: 20\n"
            "- 9: 14\n"
            "- Ace: 11\n"
            "- 10: 10\n"
            "- King: 4\n"
            "- Queen: 3\n"
            "- 8 and 7: nothing\n\n"
            "In each of the other three suits:\n\n"
            "- Ace: 11\n"
            "- 10: 10\n"
            "- King: 4\n"
            "- Queen: 3\n"
            "- Jack: 2\n"
            "- 9, 8 and 7: nothing\n\n"
            "The trumps hold 62 points and each other suit 30, so all the cards together hold "
            "152. The 10 for the last trick (`points.last-trick`) makes 162."
        ),
    ),
    RuleText(
        "points.last-trick",
        N_("Ten for the last trick"),
        N_(
            "The side that wins the eighth and last trick scores 10 points more (in French "
            "*dix de der*). With them a hand is worth 162 points: 152 in the cards and 10 for "
            "the last trick.\n\n"
            "The leaflet is silent about these 10 points, yet its own numbers need them: its "
            "162, and its 82 (more than half of 162), add up only with the last trick. Every "
            "other source has them.\n\n"
            "*Example:* East wins the last trick, which holds 15 card points: East and West "
            "count 15 + 10 = 25 for it."
        ),
    ),
    RuleText(
        "points.capture",
        N_("Who gets the card points"),
        N_(
            "Card points count for the side that wins the trick that holds them, whoever "
            "played the cards.\n\n"
            "*Example:* East plays the Ace of spades, but South trumps and wins the trick: "
            "North and South get its 11 points."
        ),
    ),
    RuleText(
        "points.belote",
        N_("The belote is worth 20"),
        N_(
            "The belote, the King and the Queen of trumps in one hand (`play.belote`), is worth "
            "20 points to the side of the player who was dealt them, on top of the card points "
            "of the two cards. These 20 are not part of the 162. For the attackers they count "
            "toward the contract: the leaflet's own example is a bid of 100 made with 80 card "
            "points and the belote. What the 20 points bring in the score depends on whether "
            "the contract is made (`score.made`, `score.failed`)."
        ),
    ),
    RuleText(
        "points.capot",
        N_("Capot: all eight tricks"),
        N_(
            "A side that wins all eight tricks makes **capot**.\n\n"
            "When the attackers make capot without having bid it, their 162 card points count "
            "as 250, both to make the contract and in the score: 250 on top of the bid, as the "
            "leaflet and Pagat say. A capot that was bid is scored by `score.capot-bid`.\n\n"
            "When the defenders win all eight tricks, they have simply defeated the contract: "
            "they score as for any failed contract (`score.failed`), without the 250. The "
            "leaflet does not say whether its 250 for a capot is also meant for the defenders; "
            "the tutor gives it to the attackers only.\n\n"
            "*Example:* North and South bid 100 and win every trick, without the belote: they "
            "score 100 + 250 = 350, East and West nothing."
        ),
    ),
    # --- 6. Scoring -----------------------------------------------------------------------------
    RuleText(
        "score.method",
        N_("Three ways of scoring"),
        N_(
            "Before the game the players choose how a made contract scores. The leaflet offers "
            "three methods:\n\n"
            "- **points made plus points bid**, the standard: the attackers score the value of "
            "their contract plus the points they made (`score.made`);\n"
            "- **points made**: each side scores the points it made, card points and belote, "
            "250 for an unannounced capot; the bid itself is not scored, except that a capot "
            "contract scores as `score.capot-bid` says;\n"
            "- **points bid**: the attackers score only the value of their contract (250 for a "
            "capot contract) and the defenders nothing; the belote only helps to make the "
            "contract, and an unannounced capot adds nothing.\n\n"
            "With every method a failed contract scores as `score.failed` says, except that "
            "under points bid nobody scores a belote and a capot contract is worth 250.\n\n"
            "The standard method is points made plus points bid: the leaflet leaves the choice "
            "open, the French federation (FFB) knows only this method, Pagat uses it too, and "
            "it rewards both careful bidding and good play.\n\n"
            "*Example:* North and South bid 100 hearts and take 110 card points, East and West "
            "52, and nobody has the belote. Points made plus points bid: North and South score "
            "100 + 110 = 210, East and West 52. Points made: 110 and 52. Points bid: 100 and "
            "nothing.\n\n"
            "*House rule:* points made, or points bid."
        ),
    ),
    RuleText(
        "score.made-check",
        N_("Is the contract made?"),
        N_(
            "The attackers add up their total: their card points (250 after an unannounced "
            "capot, `points.capot`), plus 20 if they hold the belote. A contract of a number is "
            "made when this total reaches the bid and is at least 82. The 82, more than half of "
            "162, matters only for a bid of 80: the leaflet's scoring section gives nothing to "
            "attackers with fewer than 82 points. A capot contract is made only if the "
            "attackers win all eight tricks. The defenders' belote neither helps nor hurts the "
            "attackers.\n\n"
            "*Examples:*\n\n"
            "- bid 100, 80 card points and the belote: 80 + 20 = 100, made (the leaflet's own "
            "example);\n"
            "- bid 80, 81 card points: not made, because 82 are needed;\n"
            "- bid 80, 62 card points and the belote: 62 + 20 = 82, made;\n"
            "- bid 120, 90 card points and the belote: 110, not made.\n\n"
            "*House rule:* under the French federation's 2016 rules, 80 points are enough for a "
            "bid of 80."
        ),
    ),
    RuleText(
        "score.made",
        N_("The contract is made"),
        N_(
            "When the contract is made, the attackers score the value of the contract (the "
            "bid, twice the bid after a coinche) plus their total, card points and belote. The "
            "defenders keep what they took: their card points, plus 20 if they hold the belote. "
            "The leaflet does not say what the defenders score; like the French federation "
            "(FFB) and Pagat, the tutor lets each side keep its points. This is the standard "
            "method, points made plus points bid; for the other two, see `score.method`.\n\n"
            "*Examples,* North and South attacking:\n\n"
            "- bid 100, 80 card points and the belote: North and South score 100 + 80 + 20 = "
            "200, East and West 82;\n"
            "- bid 80, 82 card points: 80 + 82 = 162, and 80;\n"
            "- bid 80, 62 card points and the belote: 80 + 62 + 20 = 162, and 100;\n"
            "- bid 90, exactly 90 card points: 180, and 72;\n"
            "- bid 90, coinched, 100 card points, East and West have the belote: 2 × 90 + 100 = "
            "280, and 62 + 20 = 82;\n"
            "- bid 100, all eight tricks (an unannounced capot): 100 + 250 = 350, and 0;\n"
            "- bid 180, all eight tricks and the belote: 180 + 250 + 20 = 450, and 0;\n"
            "- bid 160, 162 card points, but East and West won one trick worth nothing, so "
            "there is no capot: 160 + 162 = 322, and 0.\n\n"
            "*House rules:* points made, or points bid (`score.method`); under the French "
            "federation's rules, when a coinched contract is made the defenders score only "
            "their belote."
        ),
    ),
    RuleText(
        "score.failed",
        N_("The contract fails"),
        N_(
            "When the contract is not made, the attackers go down: they score nothing, not "
            "even their belote. The defenders score 162, plus 20 if they hold the belote. "
            "After a coinche they score twice the value of the contract instead of the 162, "
            "plus their belote; a capot contract is worth 350 here (`score.capot-bid`).\n\n"
            "This is the leaflet's rule, and it has an odd result: a coinched 80 that fails "
            "pays the defenders 2 × 80 = 160, less than the 162 of a failed 80 that was not "
            "coinched.\n\n"
            "*Examples,* North and South attacking:\n\n"
            "- bid 100, 80 card points, no belote: East and West score 162;\n"
            "- bid 90, coinched, 80 card points, East and West have the belote: East and West "
            "score 2 × 90 + 20 = 200;\n"
            "- bid 80, coinched, 70 card points: East and West score 160;\n"
            "- bid 120, 90 card points and the belote: 110 is too few, North and South lose "
            "their belote too, and East and West score 162;\n"
            "- bid 80, East and West win every trick and have the belote: they score 162 + 20 "
            "= 182.\n\n"
            "*House rules:* under the coinche rules of the French federation (FFB) and Pagat's, "
            "the defenders score 160 plus the value of the contract (times 2 after a coinche), "
            "and the failed attackers keep their belote; under the federation's 2016 rules of "
            "belote contrée their belote goes to the defenders."
        ),
    ),
    RuleText(
        "score.coinche",
        N_("What the coinche doubles"),
        N_(
            "A coinche doubles the value of the contract, and nothing else: the card points "
            "and the belote are not doubled.\n\n"
            "*Example:* North and South bid 90, East coinches, and North and South make 100 "
            "card points: they score 2 × 90 + 100 = 280, not 2 × 190.\n\n"
            "Under the method points made the bid is not scored, so a coinche on a contract "
            "that is then made changes nothing: it costs the defenders who coinched nothing.\n\n"
            "*House rule:* after a surcoinche the value of the contract counts four times "
            "(three times in the newest FFB edition)."
        ),
    ),
    RuleText(
        "score.capot-bid",
        N_("A capot bid"),
        N_(
            "A capot contract that is made scores 350 for the attackers, or 700 after a "
            "coinche, plus their belote; the defenders score only their belote. One that fails "
            "is scored like any failed contract, with 350 as its value: the defenders score "
            "162, or 2 × 350 = 700 after a coinche, plus their belote. Under the method points "
            "bid a capot contract is worth 250 instead.\n\n"
            "The 350 is the leaflet's, and it is unusual: Pagat and the French federation's "
            "web rules make a capot bid worth 500. With the leaflet's numbers a capot that was "
            "bid can even score less than one that was not: an unannounced capot on a bid of "
            "110 scores 110 + 250 = 360.\n\n"
            "*Examples,* North and South bid capot:\n\n"
            "- all eight tricks and the belote: North and South score 350 + 20 = 370;\n"
            "- coinched, all eight tricks: North and South score 700;\n"
            "- 140 card points, so not every trick: East and West score 162;\n"
            "- coinched, 140 card points, East and West have the belote: East and West score "
            "700 + 20 = 720.\n\n"
            "*House rule:* a capot bid is worth 500, made or failed."
        ),
    ),
    # --- 7. The game ----------------------------------------------------------------------------
    RuleText(
        "game.target",
        N_("Winning the game"),
        N_(
            "The players fix a target before the game. The scores are added up from hand to "
            "hand, and the first side whose total reaches the target at the end of a hand wins "
            "the game. The standard target is 2000 points. The leaflet suggests 500, 1000, 1500 "
            "points or more, and 1500 or 2000 with points made plus points bid; Pagat plays "
            "to 2000.\n\n"
            "*House rule:* another target, such as 1500, 1000 or 500."
        ),
    ),
    RuleText(
        "game.tie",
        N_("Both sides reach the target"),
        N_(
            "If both sides reach the target after the same hand, the side that held the "
            "contract in that hand wins, whatever the totals; the leaflet says so twice. Under "
            "the standard scoring that side has always made its contract, since attackers who "
            "fail score nothing.\n\n"
            "*Example:* the target is 2000. East and West have 1990, North and South 1850. "
            "North and South bid 100 and make 80 card points with the belote: they score 200 "
            "and reach 2050, East and West score 82 and reach 2072. North and South win the "
            "game, because they held the contract.\n\n"
            "*House rule:* under the rules of the French federation (FFB) and of Pagat the "
            "higher total wins; if the totals are equal, another hand is played."
        ),
    ),
    # --- 8. Irregularities ----------------------------------------------------------------------
    RuleText(
        "irregular.misdeal",
        N_("A misdeal"),
        N_(
            "If the deal goes wrong, for instance a card is turned face up or a player gets too "
            "many or too few cards, and this is noticed before the first call, the same dealer "
            "deals again after a new shuffle and cut. Nobody is penalised, and the deal does "
            "not pass on."
        ),
    ),
    RuleText(
        "irregular.revoke",
        N_("Revoke: breaking a rule of play"),
        N_(
            "A player **revokes** when he breaks a rule of play: he does not follow suit when "
            "he could (`play.follow-suit`), does not trump when he must (`play.must-trump`), "
            "does not go higher in trumps when he could (`play.overtrump`), or discards when he "
            "must undertrump (`play.undertrump`).\n\n"
            "If this is noticed before the next card is played, he takes his card back and "
            "plays a legal one. If it is noticed later, play stops and the side that revoked "
            "loses the hand. If it was attacking, the contract counts as failed "
            "(`score.failed`). If it was defending, the contract counts as made with all 162 "
            "card points to the attackers (`score.made`), without the 250 of a capot."
        ),
    ),
)

SECTION_TEXTS: dict[int, SectionText] = {text.section: text for text in _SECTIONS}
"""The title and introduction of each section, by number."""

RULE_TEXTS: dict[str, RuleText] = {text.rule: text for text in _RULES}
"""The heading and body of each rule, by rule id, in the order of `RULE_IDS` (section 0 to 8)."""


def rule_text(rule: str) -> RuleText:
    """The text of the rule with id `rule`; `KeyError` for an id that is not a rule."""
    return rule_texts.find_rule_text(RULE_TEXTS, rule, "coinche-rules.md")


# --- card pictures --------------------------------------------------------------------------------

_TRUMP = Suit.HEARTS
_PLAIN = Suit.SPADES


def _suit_row(rule: str, suit: Suit, caption: str) -> CardExample:
    """The eight cards of `suit` from the highest to the lowest, with their card points, hearts
    being trumps."""
    cards = order(suit, _TRUMP)
    values = tuple(card_points(card, _TRUMP) for card in cards)
    return CardExample(rule, cards, _TRUMP, caption, values)


def _pack() -> tuple[Card, ...]:
    """The 32 cards, suit by suit, each from the Ace down to the 7."""
    return tuple(sorted(PIQUET_PACK, key=lambda card: (card.suit, -card.rank)))


_TRUMP_ROW = _suit_row(
    "rank.trump-order",
    _TRUMP,
    # TRANSLATORS: the caption under a row of card pictures on the rules page.
    N_(
        "Hearts are trump: the eight trumps from the highest to the lowest, with their card "
        "points."
    ),
)
_PLAIN_ROW = _suit_row(
    "rank.plain-order",
    _PLAIN,
    N_(
        "Hearts are trump: the spades from the highest to the lowest, with their card points; "
        "diamonds and clubs rank alike."
    ),
)

CARD_EXAMPLES: dict[str, tuple[CardExample, ...]] = {
    "rank.pack": (
        CardExample(
            "rank.pack", _pack(), None, N_("The 32 cards of the pack: eight in each suit.")
        ),
    ),
    "rank.trump-order": (_TRUMP_ROW,),
    "rank.plain-order": (_PLAIN_ROW,),
    "points.cards": (
        _suit_row(
            "points.cards", _TRUMP, N_("Hearts are trump: the trumps hold 62 card points.")
        ),
        _suit_row(
            "points.cards", _PLAIN, N_("Each other suit, here spades, holds 30 card points.")
        ),
    ),
    "play.belote": (
        CardExample(
            "play.belote",
            (Card.parse("KH"), Card.parse("QH")),
            _TRUMP,
            N_("Hearts are trump: the King and the Queen of hearts are the belote."),
        ),
    ),
}
"""Rules about particular cards, each with its rows of cards to picture side by side (hearts as
trumps); the card points under each card where they matter."""


# --- house rules (section 9) ----------------------------------------------------------------------

_OPTIONS = (
    OptionText(
        "scoring",
        # TRANSLATORS: a house-rule option, shown as "Scoring method: points made plus points bid".
        N_("Scoring method"),
        ("score.method", "score.made"),
        {
            # TRANSLATORS: a value of the house rule "Scoring method" (see `score.method`).
            "made_and_bid": N_("points made plus points bid"),
            "made": N_("points made"),
            "bid": N_("points bid"),
        },
    ),
    OptionText(
        "target",
        # TRANSLATORS: a house-rule option: how many points win the game.
        N_("Winning the game"),
        ("game.target",),
        # TRANSLATORS: the value of the house rule "Winning the game"; %(value)d is a number
        # of points.
        template=N_("the first side to reach %(value)d points wins"),
    ),
    OptionText(
        "direction",
        # TRANSLATORS: a house-rule option: which way the deal, the auction and the play go.
        N_("Direction of play"),
        ("deal.seats",),
        {
            "clockwise": N_("clockwise, to the left"),
            "anticlockwise": N_("anticlockwise, to the right"),
        },
    ),
    OptionText(
        "packets",
        # TRANSLATORS: a house-rule option: how many cards each player gets at a time in the deal.
        N_("Dealing"),
        ("deal.packets",),
        {
            "3-2-3": N_("three cards, then two, then three"),
            "3-3-2": N_("three cards, then three, then two"),
            "2-3-3": N_("two cards, then three, then three"),
        },
    ),
    OptionText(
        "max_bid",
        # TRANSLATORS: a house-rule option: the highest number that may be bid.
        N_("Highest bid"),
        ("bid.range",),
        {180: N_("180, then capot"), 160: N_("160, then capot")},
    ),
    OptionText(
        "bid80_needs",
        # TRANSLATORS: a house-rule option: how many points a contract of 80 needs.
        N_("A bid of 80"),
        ("score.made-check",),
        {82: N_("needs 82 points"), 80: N_("needs 80 points")},
    ),
    OptionText(
        "coinche_timing",
        # TRANSLATORS: a house-rule option: when a player may coinche.
        N_("When to coinche"),
        ("bid.coinche",),
        {
            "in_turn": N_("at one's turn only"),
            "any_time": N_("at any moment of the auction, also out of turn"),
        },
    ),
    OptionText(
        "capot_coinche",
        # TRANSLATORS: a house-rule option: whether a bid of capot may be coinched.
        N_("Coinche on a capot bid"),
        ("bid.coinche",),
        {
            "allowed": N_("a capot bid may be coinched"),
            "forbidden": N_("a capot bid may not be coinched"),
        },
    ),
    OptionText(
        "surcoinche",
        # TRANSLATORS: a house-rule option: whether a coinche may be answered with a surcoinche.
        N_("Surcoinche"),
        ("bid.surcoinche", "score.coinche"),
        {
            "off": N_("none: the coinche ends the auction"),
            "x4": N_("allowed: the contract counts four times"),
            "x3": N_("allowed: the contract counts three times"),
        },
    ),
    OptionText(
        "undertrump",
        # TRANSLATORS: a house-rule option: whether a player who cannot beat an opponent's trump
        # must still play a lower trump.
        N_("Undertrumping"),
        ("play.undertrump",),
        {
            "must": N_("compulsory when you cannot go higher"),
            "may_discard": N_("not compulsory: you may discard instead"),
        },
    ),
    OptionText(
        "partner_ruff",
        # TRANSLATORS: a house-rule option: what a player may play when his partner has trumped
        # and is winning the trick.
        N_("Trumping over your partner"),
        ("play.overtrump", "play.partner-master"),
        {
            "must_overtrump": N_("a trump must beat your partner's if it can"),
            "free": N_("any card, a lower trump included"),
        },
    ),
    OptionText(
        "belote",
        # TRANSLATORS: a house-rule option: whether the belote must be announced to count.
        N_("Belote"),
        ("play.belote",),
        {
            "automatic": N_("announced for you: it always counts"),
            "declared": N_("counts only if announced"),
        },
    ),
    OptionText(
        "failed_score",
        # TRANSLATORS: a house-rule option: what the defenders score when the contract fails.
        N_("A failed contract"),
        ("score.failed",),
        {
            "162": N_("the defenders score 162, or twice the contract after a coinche"),
            "160_plus_bid": N_("the defenders score 160 plus the contract"),
        },
    ),
    OptionText(
        "belote_on_failure",
        # TRANSLATORS: a house-rule option: what becomes of the belote of attackers who fail.
        N_("Belote of attackers who fail"),
        ("score.failed",),
        {
            "lost": N_("lost"),
            "kept": N_("kept by the attackers"),
            "to_defenders": N_("goes to the defenders"),
        },
    ),
    OptionText(
        "coinched_defenders",
        # TRANSLATORS: a house-rule option: what the defenders score when a coinched contract is
        # made.
        N_("Defenders of a coinched contract that is made"),
        ("score.made",),
        {"keep": N_("keep their points"), "zero": N_("score only their belote")},
    ),
    OptionText(
        "capot_bid",
        # TRANSLATORS: a house-rule option: what a contract of capot is worth.
        N_("Capot bid"),
        ("score.capot-bid",),
        {350: N_("worth 350 points"), 500: N_("worth 500 points")},
    ),
    OptionText(
        "tie",
        # TRANSLATORS: a house-rule option: who wins when both sides reach the target after the
        # same hand.
        N_("Both sides reach the target"),
        ("game.tie",),
        {
            "contract_side": N_("the side that held the contract wins"),
            "higher_total": N_("the higher total wins"),
        },
    ),
)

OPTION_TEXTS: dict[str, OptionText] = {text.option: text for text in _OPTIONS}
"""The label and value descriptions of each option of `Profile`, in the order of section 9:
the scoring method first."""

PROFILE_NAMES: dict[str, str] = {
    # TRANSLATORS: the name of a set of house rules, shown as "House rules in force: the
    # leaflet's rules (standard)"; the leaflet is the rules leaflet the course follows.
    "standard": N_("the leaflet's rules (standard)"),
    "ffb": N_("French federation (FFB)"),
    # TRANSLATORS: Pagat is the card games website of John McLeod; keep the name.
    "pagat": N_("Pagat"),
    "points-made": N_("the leaflet's rules, scoring points made"),
    "points-bid": N_("the leaflet's rules, scoring points bid"),
    # TRANSLATORS: the name of house rules made up for one lesson or game.
    "custom": N_("custom house rules"),
}
"""The names of the profiles of `tutor.games.coinche.profile.PROFILES`, and of a custom one."""


def options_for(rule: str) -> tuple[OptionText, ...]:
    """The house-rule options that change `rule`."""
    return rule_texts.options_for(rule, _OPTIONS)


def profile_name(profile: Profile, t: Translator) -> str:
    """The profile's name, translated; a name we do not know is shown as it is."""
    return rule_texts.profile_name(profile, PROFILE_NAMES, t)


def profile_lines(profile: Profile, t: Translator) -> list[str]:
    """One markdown line per option of `profile`, the scoring method first:
    ``"**Scoring method:** points made plus points bid"``."""
    return rule_texts.profile_lines(profile, _OPTIONS, t)
