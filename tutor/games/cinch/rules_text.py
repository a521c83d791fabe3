"""Every rule of Cinch (`cinch-rules.md`) as text for a learner who has never played cards.

The tables hold English msgids marked with `N_`; translate them where they are shown::

    >>> rule_text("play.follow-trump").heading
    'A trump is led: play a trump'

Sections 0–7 have a title and an introduction (`SECTION_TEXTS`), each rule id of
`tutor.games.cinch.rules` a heading and a markdown body (`RULE_TEXTS`), some rules a row of
example cards (`CARD_EXAMPLES`), and each house-rule option of section 8 a label and a
description of each of its values (`OPTION_TEXTS`), so that a page can show the profile in force
(`profile_name`, `profile_lines`). The bodies state the defaults that the rules fix where the
published texts are silent, and name the house rule that changes them. The model and the
functions behind them are every game's (`tutor.rule_texts`).
"""

from __future__ import annotations

from tutor import rule_texts
from tutor.cards import Suit
from tutor.games.cinch.profile import Profile
from tutor.games.cinch.ranking import (
    POINT_CARDS,
    Point,
    left_pedro,
    right_pedro,
    suit_order,
)
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

NAME = N_("Cinch")
"""The game's name, as the game picker shows it."""
PITCH = N_(
    # TRANSLATORS: two lines on the home page that say what the game is, for a newcomer choosing
    # between Cinch and Coinche.
    "An American game with an ordinary pack of 52 cards, also called Double Pedro. Only six "
    "trumps score, the two 5s of the trump colour among them; first side to 51 wins."
)
"""What the game is, in two lines, for a newcomer choosing a game on the home page."""
TITLE = N_("The rules of Cinch")
"""The rules page's title."""
INTRO = N_(
    "Here are all the rules of Cinch, section by section. Each rule has a short name, "
    "shown in small print under its heading, such as `play.follow-trump`: the tutor's "
    "explanations refer to the rules by these names."
)
"""The rules page's first paragraph."""


_SECTIONS = (
    SectionText(
        0,
        # TRANSLATORS: the title of a section of the rules page.
        N_("Taking turns"),
        # TRANSLATORS: the introduction of a section of the rules page, in markdown.
        N_(
            "Cinch is played by four players in two partnerships: North and South play together "
            "against East and West, and partners sit opposite each other. Everything goes round "
            "the table clockwise: North, East, South, West."
        ),
    ),
    SectionText(
        1,
        N_("The cards and how they rank"),
        N_(
            "Cinch uses an ordinary pack of cards. Once trump is named, the trump suit beats "
            "the other three suits, and one card changes suit: the 5 of the other suit of the "
            "same colour becomes a trump."
        ),
    ),
    SectionText(
        2,
        N_("Before the hand: partners, shuffle and deal"),
        N_(
            "Before the first hand the players draw cards to choose partners and the first "
            "dealer. Before every hand the cards are shuffled, cut and dealt."
        ),
    ),
    SectionText(
        3,
        N_("Bidding and naming trump"),
        N_(
            "A bid is the number of points a player's side promises to win in the hand. Each "
            "player has one chance to bid, and the highest bidder then chooses the trump suit."
        ),
    ),
    SectionText(
        4,
        N_("Discarding, the draw and robbing the pack"),
        N_(
            "Once trump is known, the players throw away the cards that are not trumps and get "
            "new cards from the stock, so that everyone holds six cards for the play."
        ),
    ),
    SectionText(
        5,
        N_("Playing the tricks"),
        N_(
            "Six tricks are played. In a trick each player plays one card, in turn, starting "
            "with the player who leads; the best card wins the trick."
        ),
    ),
    SectionText(
        6,
        N_("Scoring"),
        N_(
            "Only six cards in the pack score, all of them trumps: 14 points in all. After the "
            "six tricks each side counts the scoring cards in the tricks it has won, and the "
            "count is compared with the bid."
        ),
    ),
    SectionText(
        7,
        N_("Irregularities: when something goes wrong"),
        N_(
            "In the tutor's lessons and practice games an illegal move is simply refused and "
            "explained. At a real table mistakes happen, and these rules say how they are put "
            "right. The lessons show such situations and ask you for the ruling."
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
        # card players' terms of your language (see the glossary in cinch-rules.md).
        N_(
            "Everything goes round the table clockwise: North, East, South, West. Only the "
            "player whose turn it is may act, and only with an action that belongs to the "
            "current stage of the hand: bidding or passing, naming trump, discarding, robbing "
            "the pack (the dealer) or playing a card.\n\n"
            "*Example:* while the bidding is going on, nobody may play a card yet."
        ),
    ),
    RuleText(
        "turn.own-card",
        N_("Only your own cards"),
        N_(
            "A player can discard or play only a card that is in his own hand: not a card of "
            "his partner's, and not one that is still in the stock."
        ),
    ),
    # --- 1. Cards and ranking -------------------------------------------------------------------
    RuleText(
        "rank.pack",
        N_("The pack"),
        N_(
            "Cinch is played with an ordinary pack of 52 cards, without jokers: four suits, "
            "spades ♠, hearts ♥, diamonds ♦ and clubs ♣, each with an Ace, King, Queen, Jack "
            "and the cards from 10 down to 2. Hearts and diamonds are the red suits, spades "
            "and clubs the black ones."
        ),
    ),
    RuleText(
        "rank.trump-order",
        N_("How the trumps rank"),
        N_(
            "The trump suit has 14 cards: its own 13 and the Left Pedro. From the highest to "
            "the lowest: Ace, King, Queen, Jack, 10, 9, 8, 7, 6, 5 (the Right Pedro), then the "
            "Left Pedro, then 4, 3, 2. Any trump beats any card that is not a trump.\n\n"
            "*Example:* hearts are trump: the 5 of diamonds (the Left Pedro) ranks just below "
            "the 5 of hearts and just above the 4 of hearts."
        ),
    ),
    RuleText(
        "rank.right-pedro",
        N_("The Right Pedro"),
        N_(
            "The Right Pedro is the 5 of the trump suit. It ranks between the 6 of trumps and "
            "the Left Pedro, and it is worth 5 points.\n\n"
            "*Example:* hearts are trump: the 5 of hearts is the Right Pedro."
        ),
    ),
    RuleText(
        "rank.left-pedro",
        N_("The Left Pedro"),
        N_(
            "The Left Pedro is the 5 of the other suit of the same colour as trumps: hearts go "
            "with diamonds, spades with clubs. It is a trump in every way: it must be played "
            "to a trump lead like any other trump, it wins as a trump, and it no longer belongs "
            "to the suit printed on it. It is worth 5 points.\n\n"
            "*Example:* hearts are trump: the 5 of diamonds is the Left Pedro. A player whose "
            "only diamond is the 5 of diamonds has no diamonds at all: when diamonds are led, "
            "he cannot follow suit."
        ),
    ),
    RuleText(
        "rank.plain-order",
        N_("The suits of the other colour"),
        N_(
            "The two suits of the other colour (black when trumps are red, red when trumps are "
            "black) keep all their 13 cards, ranked Ace (the highest), King, Queen, Jack, 10, 9, "
            "8, 7, 6, 5, 4, 3, 2.\n\n"
            "*Example:* hearts are trump: spades and clubs rank this way."
        ),
    ),
    RuleText(
        "rank.same-colour-suit",
        N_("The suit of the same colour as trumps"),
        N_(
            "The suit of the same colour as trumps has lost its 5, which is now the Left Pedro, "
            "so it has only 12 cards: Ace (the highest), King, Queen, Jack, 10, 9, 8, 7, 6, 4, "
            "3, 2.\n\n"
            "*Example:* hearts are trump: diamonds have no 5, and the 4 of diamonds comes "
            "right after the 6 of diamonds."
        ),
    ),
    # --- 2. Before the hand ---------------------------------------------------------------------
    RuleText(
        "seat.draw",
        N_("Drawing for partners"),
        N_(
            "To choose partners, the pack is shuffled and spread face down, and each player "
            "draws one card; Aces are high. The two players with the highest cards play "
            "together against the two with the lowest, and partners sit opposite each other. "
            "If players draw cards of the same rank and it matters which of them is higher, "
            "they draw again.\n\n"
            "*Example:* the draws are a King, a 3, a Jack and a 7: the King and the Jack play "
            "against the 7 and the 3."
        ),
    ),
    RuleText(
        "seat.choice",
        N_("The first dealer"),
        N_(
            "The player who drew the highest card chooses his seat and the pack to play with, "
            "and deals the first hand.\n\n"
            "*House rule:* at some tables the player who drew the lowest card deals first."
        ),
    ),
    RuleText(
        "shuffle.who",
        N_("Shuffling"),
        N_("Any player may shuffle the cards, but the dealer always shuffles last."),
    ),
    RuleText(
        "shuffle.cut",
        N_("Cutting"),
        N_(
            "After the shuffle the player on the dealer's right cuts: he lifts off part of the "
            "pack, leaving at least four cards in each of the two packets. The dealer completes "
            "the cut by putting the bottom packet on top.\n\n"
            "*Example:* North deals, so West cuts."
        ),
    ),
    RuleText(
        "deal.rotation",
        N_("The deal passes to the left"),
        N_(
            "After each hand the player on the dealer's left becomes the next dealer.\n\n"
            "*Example:* North dealt this hand, so East deals the next one."
        ),
    ),
    RuleText(
        "deal.threes",
        N_("Dealing in threes"),
        N_(
            "The dealer deals clockwise, starting with the player on his left, three cards at a "
            "time, until everyone has nine cards. That makes 36 cards; the other 16 stay face "
            "down as the stock."
        ),
    ),
    # --- 3. Bidding and trump -------------------------------------------------------------------
    RuleText(
        "bid.order",
        N_("Who bids first"),
        N_(
            "The bidding starts with the player on the dealer's left and goes clockwise, so "
            "the dealer bids last.\n\n"
            "*Example:* South deals: West bids first, then North, then East, and South last."
        ),
    ),
    RuleText(
        "bid.one-turn",
        N_("One turn each"),
        N_(
            "Each player has exactly one turn in the bidding: he either bids or passes. There "
            "is no second round, so a pass is final."
        ),
    ),
    RuleText(
        "bid.must-top",
        N_("Each bid must be higher"),
        N_(
            "A bid must be higher than the highest bid so far, whoever made it: a player may "
            "outbid his own partner.\n\n"
            "*Example:* West has bid 5. North may bid 6 or more, or pass; he may not bid 5."
        ),
    ),
    RuleText(
        "bid.range",
        N_("What you can bid"),
        N_(
            "A bid is a whole number from 1 to 14. 14 is the highest bid, because it is all the "
            "points there are in a hand; after a bid of 14 the others can only pass.\n\n"
            "*House rule:* at some tables the lowest bid is 6, or 7."
        ),
    ),
    RuleText(
        "bid.all-pass",
        N_("If everyone passes"),
        N_(
            "The published rules do not say what happens when nobody bids; the tutor follows "
            "Katz. If the first three players pass, the dealer still has his turn and may bid "
            "or pass. If he passes too, he plays without a contract, as if he had bid 0: he "
            "names trump and leads to the first trick, and his side cannot be set.\n\n"
            "*House rules:* at some tables the cards are thrown in and the next player deals; "
            "at others the dealer may not pass and must bid at least the lowest bid."
        ),
    ),
    RuleText(
        "trump.name",
        N_("Naming trump"),
        N_(
            "When the bidding is over, the highest bidder names the trump suit. He may choose "
            "any of the four suits, and he decides alone, without consulting his partner."
        ),
    ),
    # --- 4. Discarding, the draw and robbing the pack -------------------------------------------
    RuleText(
        "draw.discard",
        N_("Discarding the non-trumps"),
        N_(
            "As soon as trump is named, every player except the dealer discards all his cards "
            "that are not trumps, face up, so that everyone can see them. Remember that the "
            "Left Pedro is a trump. The published rules set no penalty for keeping a card "
            "that is not a trump, but the tutor treats it as a mistake and explains it.\n\n"
            "*Example:* hearts are trump and East holds the 9 of hearts, the 5 of diamonds and "
            "seven other cards that are neither hearts nor the 5 of diamonds: he keeps the 9 of "
            "hearts and the 5 of diamonds and discards the other seven.\n\n"
            "*House rule:* at some tables the discards are made face down."
        ),
    ),
    RuleText(
        "draw.excess-trumps",
        N_("Keeping your trumps: all of them, six at most"),
        N_(
            "A player with six trumps or fewer keeps them all. A player with seven or more "
            "keeps exactly six; each trump he has to discard is shown to everyone and is out "
            "of play for the hand. He may discard only trumps that score no points (not the "
            "Ace, Jack, 10 or 2 of trumps, nor a Pedro). That is always possible, because only "
            "six trumps score.\n\n"
            "*House rule:* at some tables he may discard any trump; a scoring trump discarded "
            "this way is out of play (see `score.dead-card`)."
        ),
    ),
    RuleText(
        "draw.change-discard",
        N_("Changing a discard"),
        N_(
            "A player may change his discard until he has looked at a card he received in the "
            "draw. From then on his discard is fixed."
        ),
    ),
    RuleText(
        "draw.fill",
        N_("The draw"),
        N_(
            "Starting with the player on his left, the dealer gives each of the other players "
            "in turn enough cards from the top of the stock to bring his hand back to six "
            "cards. How many cards each player took is known to everyone.\n\n"
            "*Example:* West kept two trumps, so the dealer gives him four cards."
        ),
    ),
    RuleText(
        "draw.rob",
        N_("The dealer robs the pack"),
        N_(
            "The dealer does not discard with the others. After the draw he robs the pack: "
            "from his own nine cards and whatever is left of the stock he chooses six to keep. "
            "He must keep every trump he finds there, up to six; if there are fewer than six, "
            "he makes up his hand with any other cards. If there are more than six trumps, he "
            "keeps six and leaves out only trumps that score no points; these are shown to "
            "everyone and are out of play.\n\n"
            "*House rule:* at some tables the dealer may keep any six cards; the trumps he "
            "does not keep are shown and are out of play."
        ),
    ),
    RuleText(
        "draw.stock-short",
        N_("When the stock runs out"),
        N_(
            "The published rules do not cover this, and it is rare: about once in 12,000 "
            "hands. If the stock runs out before every player except the dealer has six cards, "
            "the discarded non-trumps are shuffled and the missing cards are dealt from them. "
            "The dealer then keeps six of his own nine cards."
        ),
    ),
    RuleText(
        "draw.error-discard",
        N_("A scoring card discarded by mistake"),
        N_(
            "If an opponent of the high bidder discards a scoring card by mistake, that card "
            "counts for the high bidder's side at the end of the hand. This applies only to the "
            "opponents of the high bidder, not to the high bidder himself or his partner.\n\n"
            "*Example:* hearts are trump and East, an opponent of the high bidder, forgets "
            "that the 5 of diamonds is a trump and discards it: its 5 points go to the high "
            "bidder's side."
        ),
    ),
    # --- 5. Play --------------------------------------------------------------------------------
    RuleText(
        "play.first-lead",
        N_("The first lead"),
        N_(
            "The high bidder leads to the first trick: he plays its first card, and it may be "
            "any card he likes. If everyone passed and the dealer plays without a contract, "
            "the dealer leads."
        ),
    ),
    RuleText(
        "play.next-lead",
        N_("Leading to the next trick"),
        N_(
            "The player who wins a trick leads to the next one. Six tricks are played in all."
        ),
    ),
    RuleText(
        "play.follow-trump",
        N_("A trump is led: play a trump"),
        N_(
            "When the first card of a trick is a trump (the Left Pedro included), every player "
            "who holds a trump must play one; he may choose which. Only a player without any "
            "trump may play another card.\n\n"
            "*Example:* hearts are trump and North leads the Queen of hearts. East holds the 5 "
            "of diamonds and three clubs: he must play the 5 of diamonds, because it is a trump."
        ),
    ),
    RuleText(
        "play.follow-or-trump",
        N_("A plain suit is led: follow suit or trump"),
        N_(
            "When the first card of a trick is not a trump, a player who holds a card of the "
            "suit led must play either a card of that suit or a trump, as he prefers. He may "
            "not play a card of a third suit.\n\n"
            "*Example:* hearts are trump and West leads the King of spades. North holds the 3 of "
            "spades, the 8 of hearts and the Ace of clubs: he may play the 3 of spades or the 8 "
            "of hearts, but not the Ace of clubs."
        ),
    ),
    RuleText(
        "play.void",
        N_("When you cannot follow suit"),
        N_(
            "A player who holds no card of the suit led may play any card. He does not have to "
            "play a trump, and if someone has already played a trump he does not have to play "
            "a higher one.\n\n"
            "*Example:* hearts are trump and a diamond is led. A player without diamonds may "
            "play a club even if he holds trumps. The 5 of diamonds does not count as a "
            "diamond here: it is a trump."
        ),
    ),
    RuleText(
        "play.trick-winner",
        N_("Who wins the trick"),
        N_(
            "If there is a trump in the trick, the highest trump wins it. Otherwise the highest "
            "card of the suit led wins; a card of another suit never wins, however high it "
            "is.\n\n"
            "*Example:* hearts are trump. West leads the 10 of spades, North plays the Ace of "
            "clubs, East the King of spades and South the 2 of hearts: South wins the trick "
            "with the only trump. Without that trump, East's King of spades would win, not the "
            "Ace of clubs."
        ),
    ),
    # --- 6. Scoring -----------------------------------------------------------------------------
    RuleText(
        "points.cards",
        N_("The six scoring cards"),
        N_(
            "Only six cards score, and all of them are trumps:\n\n"
            "- **High**, the Ace of trumps: 1 point\n"
            "- **Low**, the 2 of trumps: 1 point\n"
            "- **Jack**, the Jack of trumps: 1 point\n"
            "- **Game**, the 10 of trumps: 1 point\n"
            "- **Right Pedro**, the 5 of trumps: 5 points\n"
            "- **Left Pedro**, the other 5 of the same colour: 5 points\n\n"
            "Together they make 14 points. No other card is worth anything."
        ),
    ),
    RuleText(
        "points.capture",
        N_("Who gets the points"),
        N_(
            "A scoring card counts for the side that wins the trick it is in, not for the "
            "player who held it.\n\n"
            "*Example:* East plays the Right Pedro, but South wins the trick with the Ace of "
            "trumps: North and South get the 5 points of the Pedro and 1 point for High.\n\n"
            "*House rule:* at some tables Low always counts for the side of the player who "
            "played it."
        ),
    ),
    RuleText(
        "score.made",
        N_("The bid is made"),
        N_(
            "After the hand each side adds up the points it has won. If the bidding side has at "
            "least as many points as it bid, the side with more points scores the difference "
            "between the two counts. That may be either side; when both counts are equal, "
            "nobody scores.\n\n"
            "*Example:* North and South bid 6 and take 6 points, East and West take 8: the bid "
            "is made, but East and West score 8 − 6 = 2."
        ),
    ),
    RuleText(
        "score.set",
        N_("The bidders are set"),
        N_(
            "If the bidding side has fewer points than it bid, it is set: it scores nothing, "
            "and the other side scores 14 plus the number of points the bidders are short. A "
            "set therefore scores from 15 to 28.\n\n"
            "*Example:* North and South bid 8 and take 7 points, East and West take 7: North "
            "and South are 1 point short, so East and West score 14 + 1 = 15."
        ),
    ),
    RuleText(
        "score.dead-card",
        N_("A scoring card out of play"),
        N_(
            "Under the standard rules every scoring card is played, so the two sides' points "
            "always add up to 14. Only a house rule or a mistake can put a scoring card out of "
            "play. If it was held by an opponent of the high bidder, it counts for the high "
            "bidder's side (see `draw.error-discard`); otherwise nobody gets it. A set still "
            "scores 14 plus the shortfall."
        ),
    ),
    RuleText(
        "game.target",
        N_("Winning the game"),
        N_(
            "The scores are added up from hand to hand, and the first side to reach 51 points "
            "wins. Check the scores at the end of each hand: only one side scores in a hand, "
            "so both sides can never reach 51 together.\n\n"
            "*House rule:* some tables play to 42, to 62 or to another number."
        ),
    ),
    # --- 7. Irregularities ----------------------------------------------------------------------
    RuleText(
        "irregular.new-deal",
        N_("A new deal by the same dealer"),
        N_(
            "The same dealer shuffles and deals again:\n\n"
            "- if a card is found face up in the pack;\n"
            "- if a card is dealt face up and an opponent of the dealer asks for a new deal;\n"
            "- if the shuffle or the cut was not done properly, provided this is noticed "
            "before the deal is finished."
        ),
    ),
    RuleText(
        "irregular.misdeal",
        N_("Misdeal: the deal passes on"),
        N_(
            "If the dealer gives a player too many or too few cards and this is found before "
            "the first bid, the dealer loses his deal: it passes to the player on his left."
        ),
    ),
    RuleText(
        "irregular.wrong-hand",
        N_("Too many or too few cards, found later"),
        N_(
            "If a wrong number of cards is found only after the first bid, a player with too "
            "few cards plays on with them. A player with too many holds out his hand face down, "
            "an opponent draws the extra cards out of it, and they are shuffled into the stock."
        ),
    ),
    RuleText(
        "irregular.bid-out-of-turn",
        N_("Bidding out of turn"),
        N_(
            "If a player bids when it is not his turn, neither he nor his partner may bid again "
            "in this hand; they can only pass. A bid made before still stands."
        ),
    ),
    RuleText(
        "irregular.play-out-of-turn",
        N_("Playing out of turn"),
        N_(
            "A card led or played out of turn is taken back if an opponent demands it, as long "
            "as neither opponent has played to the trick yet. If the offender led when it was "
            "his partner's turn to lead, the opponent on the offender's right may require the "
            "partner to lead a trump, or not to lead a trump."
        ),
    ),
    RuleText(
        "irregular.revoke",
        N_("Revoke: not following suit"),
        N_(
            "A revoke is failing to follow suit when you could: playing no trump to a trump "
            "lead while holding one (`play.follow-trump`), or playing a third suit while "
            "holding the suit led (`play.follow-or-trump`). Play goes on, but the side that "
            "revoked scores nothing in that hand. If the offender is an opponent of the high "
            "bidder, the bidders cannot be set: their bid counts as made, and they score the "
            "difference if their count is the higher."
        ),
    ),
)

SECTION_TEXTS: dict[int, SectionText] = {text.section: text for text in _SECTIONS}
"""The title and introduction of each section, by number."""

RULE_TEXTS: dict[str, RuleText] = {text.rule: text for text in _RULES}
"""The heading and body of each rule, by rule id, in the order of `RULE_IDS` (section 0 to 7)."""


def rule_text(rule: str) -> RuleText:
    """The text of the rule with id `rule`; `KeyError` for an id that is not a rule."""
    return rule_texts.find_rule_text(RULE_TEXTS, rule, "cinch-rules.md")


# --- card pictures --------------------------------------------------------------------------------

_EXAMPLE_TRUMP = Suit.HEARTS

CARD_EXAMPLES: dict[str, CardExample] = {
    example.rule: example
    for example in (
        CardExample(
            "rank.trump-order",
            suit_order(_EXAMPLE_TRUMP, _EXAMPLE_TRUMP),
            _EXAMPLE_TRUMP,
            # TRANSLATORS: the caption under a row of card pictures on the rules page.
            N_("Hearts are trump: the 14 trumps, from the highest to the lowest."),
        ),
        CardExample(
            "rank.right-pedro",
            (right_pedro(_EXAMPLE_TRUMP),),
            _EXAMPLE_TRUMP,
            N_("Hearts are trump: the 5 of hearts is the Right Pedro."),
        ),
        CardExample(
            "rank.left-pedro",
            (left_pedro(_EXAMPLE_TRUMP),),
            _EXAMPLE_TRUMP,
            N_("Hearts are trump: the 5 of diamonds is the Left Pedro."),
        ),
        CardExample(
            "rank.plain-order",
            suit_order(Suit.CLUBS, _EXAMPLE_TRUMP),
            _EXAMPLE_TRUMP,
            N_("Hearts are trump: the clubs, from the highest to the lowest; spades rank alike."),
        ),
        CardExample(
            "rank.same-colour-suit",
            suit_order(Suit.DIAMONDS, _EXAMPLE_TRUMP),
            _EXAMPLE_TRUMP,
            N_("Hearts are trump: the 12 diamonds, from the highest to the lowest."),
        ),
        CardExample(
            "points.cards",
            tuple(POINT_CARDS[_EXAMPLE_TRUMP][point] for point in Point),
            _EXAMPLE_TRUMP,
            N_("Hearts are trump: High, Low, Jack, Game, Right Pedro and Left Pedro."),
        ),
    )
}
"""Rules about particular cards, each with a row of cards to picture (hearts as trumps)."""


# --- house rules (section 8) ----------------------------------------------------------------------

_OPTIONS = (
    OptionText(
        "players",
        # TRANSLATORS: a house-rule option, shown as "Players: four, in two partnerships".
        N_("Players"),
        ("seat.draw",),
        # TRANSLATORS: the value of the house rule "Players".
        {4: N_("four, in two partnerships")},
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
        "min_bid",
        # TRANSLATORS: a house-rule option: which bids are allowed.
        N_("Bids"),
        ("bid.range",),
        # TRANSLATORS: the value of the house rule "Bids"; %(value)d is the lowest bid allowed.
        template=N_("from %(value)d to 14"),
    ),
    OptionText(
        "all_pass",
        # TRANSLATORS: a house-rule option: what happens when all four players pass.
        N_("If everyone passes"),
        ("bid.all-pass",),
        {
            "dealer_no_contract": N_("the dealer plays without a contract (bid 0)"),
            "redeal": N_("the cards are thrown in and the next player deals"),
            "stick_dealer": N_("the dealer may not pass and must bid"),
        },
    ),
    OptionText(
        "excess_trumps",
        # TRANSLATORS: a house-rule option: what a player holding seven or more trumps may
        # discard.
        N_("Seven trumps or more"),
        ("draw.excess-trumps",),
        {
            "non_point_only": N_("discard only trumps that score no points"),
            "any": N_("discard any trumps"),
        },
    ),
    OptionText(
        "dealer_rob",
        # TRANSLATORS: a house-rule option: what the dealer must keep when he robs the pack.
        N_("Robbing the pack"),
        ("draw.rob",),
        {
            "keep_all_trumps": N_("the dealer keeps every trump, up to six"),
            "free": N_("the dealer keeps any six cards"),
        },
    ),
    OptionText(
        "discards",
        # TRANSLATORS: a house-rule option: how the non-trumps are discarded.
        N_("Discards"),
        ("draw.discard",),
        {"face_up": N_("face up"), "face_down": N_("face down")},
    ),
    OptionText(
        "low_to",
        # TRANSLATORS: a house-rule option: which side gets the point for Low (the 2 of trumps).
        N_("Low counts for"),
        ("points.capture",),
        {
            "capturer": N_("the side that wins the trick"),
            "player": N_("the side of the player who played it"),
        },
    ),
    OptionText(
        "first_dealer",
        # TRANSLATORS: a house-rule option: who deals the first hand.
        N_("First dealer"),
        ("seat.choice",),
        {
            "highest": N_("the player who drew the highest card"),
            "lowest": N_("the player who drew the lowest card"),
        },
    ),
)

OPTION_TEXTS: dict[str, OptionText] = {text.option: text for text in _OPTIONS}
"""The label and value descriptions of each option of `Profile`, in the order of section 8."""

PROFILE_NAMES: dict[str, str] = {
    # TRANSLATORS: the name of a set of house rules, shown as "House rules: standard rules".
    "standard": N_("standard rules"),
    "bid-six": N_("lowest bid 6"),
    "bid-seven": N_("lowest bid 7"),
    "stick-the-dealer": N_("stick the dealer"),
    "redeal": N_("redeal when everyone passes"),
    "free-rob": N_("free robbing of the pack"),
    # TRANSLATORS: the name of house rules made up for one lesson or game.
    "custom": N_("custom house rules"),
}
"""The names of the profiles of `tutor.games.cinch.profile.PROFILES`, and of a custom one."""


def options_for(rule: str) -> tuple[OptionText, ...]:
    """The house-rule options that change `rule`."""
    return rule_texts.options_for(rule, _OPTIONS)


def profile_name(profile: Profile, t: Translator) -> str:
    """The profile's name, translated; a name we do not know is shown as it is."""
    return rule_texts.profile_name(profile, PROFILE_NAMES, t)


def profile_lines(profile: Profile, t: Translator) -> list[str]:
    """One markdown line per option of `profile`: ``"**Bids:** from 1 to 14"``."""
    return rule_texts.profile_lines(profile, _OPTIONS, t)
