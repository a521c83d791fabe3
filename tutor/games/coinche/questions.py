"""What a Coinche lesson may ask (``lessons/README.md``), and the answers the engine computes.

An *ask* step names a `Question` and its parameters (`NEEDS`); `answer` computes the right answer
from the position, `options` the choices to offer, and `unanswerable` says why a position cannot
answer a question (`tutor.lessons` reports it as a fault of the lesson). `alternatives` lists the
moves a golden transcript judges beside a *do* step's expected move, `answer_text` says an answer
in words and `option_text` a choice on offer, and `hint` tells a learner who answered wrong how to
find the answer without giving it.
"""

from __future__ import annotations

from enum import Enum

from tutor.cards import PIQUET_PACK, Card, Suit
from tutor.games.coinche import (
    GameScore,
    HandState,
    Move,
    Phase,
    Verb,
    legal_moves,
    next_dealer,
    score_hand,
)
from tutor.games.coinche.explain import card_name, cards_list
from tutor.games.coinche.legal import LOWEST_BID, STEP
from tutor.games.coinche.ranking import LAST_TRICK, card_points, order
from tutor.games.coinche.setup import check_cut
from tutor.games.coinche.state import TRICKS
from tutor.games.seats import Seat, Side
from tutor.i18n import N_, translator
from tutor.lesson_model import Step
from tutor.words import answer_words, fill

Answer = Seat | Side | Card | frozenset[Card] | bool | int | None
"""The engine's answer to a `Question`: a seat, a side (None: neither), a card, a set of cards,
yes or no, or a number."""


class Question(str, Enum):
    """What an *ask* step asks; the engine computes the answer from the position."""

    TRICK_WINNER = "trick-winner"
    """Who won the trick just completed (`play.trick-winner`)."""
    LEGAL_CARDS = "legal-cards"
    """Which cards of `seat` may be played now: a set of cards (section 4)."""
    HIGHER = "higher"
    """Which of `cards` ranks highest here, trump being known (`rank.trump-order`, `rank.plain-order`)."""
    CARD_POINTS = "card-points"
    """How many card points `card` is worth, trump being known (`points.cards`): a number."""
    TRICK_POINTS = "trick-points"
    """How many card points the trick just completed holds, with the 10 of the last trick
    (`points.cards`, `points.last-trick`): a number."""
    COUNT = "count"
    """How many card points `side` took in the finished hand, the last trick's 10 included: a number."""
    NEEDED = "needed"
    """The total the attackers need to make their contract of a number (`score.made-check`)."""
    MADE = "made"
    """Did the attackers make their contract: yes or no (`score.made-check`)."""
    HAND_SCORE = "hand-score"
    """What `side` scores for the finished hand under the lesson's house rules: a number."""
    GAME_WINNER = "game-winner"
    """Given `scores` before the hand, which side has won the game after it, if either."""
    BELOTE = "belote"
    """Who holds the belote, the king and queen of trumps (`play.belote`): a seat, or None."""
    TO_MOVE = "to-move"
    """Whose turn it is now (`turn.order`, `bid.order`, `play.first-lead`, `play.next-lead`)."""
    NEXT_DEALER = "next-dealer"
    """Who deals the next hand (`deal.rotation`; after a misdeal `irregular.misdeal`)."""
    CUTTER = "cutter"
    """Who cuts the pack for this deal (`deal.shuffle-cut`)."""
    LOWEST_BID = "lowest-bid"
    """The lowest number the seat to move may bid now (`bid.range`, `bid.must-top`): a number."""


NUMBER_QUESTIONS = (Question.CARD_POINTS, Question.TRICK_POINTS, Question.COUNT, Question.NEEDED,
                    Question.HAND_SCORE, Question.LOWEST_BID)
"""Answered with a number; every other question is a choice among `options`."""
LARGEST_NUMBER = 4000
"""The largest number the answer widget of a number question takes (a surcoinched capot of 500
with the belote scores 2020)."""
CARD_SET_QUESTIONS = (Question.LEGAL_CARDS,)
"""Answered with a set of cards, chosen among `options`."""
AFTER_THE_HAND = (Question.COUNT, Question.MADE, Question.HAND_SCORE, Question.GAME_WINNER)
"""Questions about the score, asked once the eight tricks are played."""
TRUMP_KNOWN = (Question.HIGHER, Question.CARD_POINTS, Question.BELOTE, Question.NEEDED)
"""Questions that need the contract, and so the trump suit."""

NEEDS: dict[Question, tuple[str, ...]] = {
    Question.TRICK_WINNER: (),
    Question.LEGAL_CARDS: ("seat",),
    Question.HIGHER: ("cards",),
    Question.CARD_POINTS: ("card",),
    Question.TRICK_POINTS: (),
    Question.COUNT: ("side",),
    Question.NEEDED: (),
    Question.MADE: (),
    Question.HAND_SCORE: ("side",),
    Question.GAME_WINNER: ("scores",),
    Question.BELOTE: (),
    Question.TO_MOVE: (),
    Question.NEXT_DEALER: (),
    Question.CUTTER: (),
    Question.LOWEST_BID: (),
}
"""The parameters each question takes."""
POINT_NAMES: dict[str, Enum] = {}
"""Coinche has no named scoring cards: no question takes a ``point``."""


def answer(step: Step, state: HandState) -> Answer:
    """The right answer to the *ask* `step` in `state`, computed by the engine; `ValueError` if
    the position cannot answer it (a loaded lesson never asks such a question)."""
    problem = unanswerable(step, state)
    if problem is not None:
        raise ValueError(problem)
    question, trump = step.question, state.trump
    if question is Question.TRICK_WINNER:
        return state.tricks[-1].winner
    if question is Question.TRICK_POINTS:
        return _trick_points(state)
    if question is Question.TO_MOVE:
        return state.to_move
    if question is Question.NEXT_DEALER:
        return state.dealer if state.phase is Phase.REDEAL else next_dealer(state)
    if question is Question.CUTTER:
        return next(seat for seat in Seat if check_cut(state.dealer, seat, len(PIQUET_PACK) // 2, state.profile) is None)
    if question is Question.LOWEST_BID:
        return min(_bids(state))
    if question is Question.LEGAL_CARDS:
        return frozenset(move.card for move in legal_moves(state) if move.card is not None)
    if question is Question.BELOTE:
        return state.belote
    if question is Question.NEEDED:
        assert state.contract is not None and state.contract.amount is not None
        return _needed(state)
    assert trump is not None
    if question is Question.HIGHER:
        return _highest(step.cards, trump)
    if question is Question.CARD_POINTS:
        assert step.card is not None
        return card_points(step.card, trump)
    sheet = score_hand(state)
    if question is Question.COUNT:
        assert step.side is not None
        return sheet.points[step.side]
    if question is Question.HAND_SCORE:
        assert step.side is not None
        return sheet.scores[step.side]
    if question is Question.MADE:
        return bool(sheet.made)
    assert step.scores is not None
    before = GameScore((step.scores[Side.NS], step.scores[Side.EW]))
    return before.add(sheet).winner(state.profile)


def options(step: Step, state: HandState) -> tuple[Answer, ...]:
    """The answers to choose among for a choice question (seats, cards, yes/no, sides); empty
    for a number question."""
    question = step.question
    if question in (Question.TRICK_WINNER, Question.TO_MOVE, Question.NEXT_DEALER, Question.CUTTER):
        return tuple(Seat)
    if question is Question.BELOTE:
        return (*Seat, None)
    if question in CARD_SET_QUESTIONS:
        assert step.seat is not None
        return state.hand(step.seat)
    if question is Question.MADE:
        return (True, False)
    if question is Question.HIGHER:
        return step.cards
    if question is Question.GAME_WINNER:
        return (*Side, None)
    return ()


def unanswerable(step: Step, state: HandState) -> str | None:
    """Why the question of `step` has no answer in `state` (None when it has one)."""
    question = step.question
    if question is None:
        return "the step asks no question"
    name = question.value
    if question in TRUMP_KNOWN and state.trump is None:
        return f"{name} needs the trump suit: ask it once the auction is over"
    if question is Question.HIGHER and state.trump is not None:
        plain = {card.suit for card in step.cards if card.suit != state.trump}
        if len(plain) > 1:
            return (f"higher compares trumps and cards of one other suit: {' '.join(map(str, step.cards))} "
                    "hold cards of several suits that are not trumps, which do not rank against each other")
    if question is Question.NEEDED and state.contract is not None and state.contract.capot:
        return "needed asks what a contract of a number needs: a capot needs all eight tricks"
    if question in (Question.TRICK_WINNER, Question.TRICK_POINTS) and (state.trick or not state.tricks):
        return f"{name} asks about the trick just completed: ask it right after a trick's fourth card"
    if question is Question.TO_MOVE and (state.to_move is None or state.phase.is_over):
        return "to-move asks whose turn it is: ask it while the hand is going on"
    if question is Question.LOWEST_BID and not _bids(state):
        return "lowest-bid asks for the lowest number the seat to move may bid: ask it in the auction, while a bid is possible"
    if question is Question.LEGAL_CARDS and (state.phase is not Phase.PLAY or state.to_move != step.seat):
        return f"legal-cards asks what {step.seat} may play: ask it in the play, when it is {step.seat}'s turn"
    if question in AFTER_THE_HAND and state.phase is not Phase.COMPLETE:
        return f"{name} asks about the finished hand: ask it after the eighth trick"
    if question is Question.GAME_WINNER and step.scores is not None and max(step.scores.values()) >= state.profile.target:
        return (f"the scores before the hand must be below the target, {state.profile.target}: "
                "the game would already be over")
    return None


def _bids(state: HandState) -> list[int]:
    """The numbers the seat to move may bid (`bid.range`, `bid.must-top`)."""
    if state.phase is not Phase.AUCTION:
        return []
    return [move.amount for move in legal_moves(state) if move.verb is Verb.BID and move.amount is not None]


def _highest(cards: tuple[Card, ...], trump: Suit) -> Card:
    """`rank.trump-order`, `rank.plain-order`: any trump above any card of another suit, then
    the order of the suit."""
    return max(cards, key=lambda card: (card.suit == trump, -order(card.suit, trump).index(card)))


def _trick_points(state: HandState) -> int:
    """`points.cards` of the trick just completed, and `points.last-trick` for the eighth."""
    assert state.trump is not None
    trick = state.tricks[-1]
    last = LAST_TRICK if len(state.tricks) == TRICKS else 0
    return sum(card_points(card, state.trump) for _, card in trick.plays) + last


def _needed(state: HandState) -> int:
    """`score.made-check`: the bid, and at least `bid80_needs` (82 by default) for a bid of 80."""
    assert state.contract is not None and state.contract.amount is not None
    return max(state.contract.amount, state.profile.bid80_needs)


def answer_text(value: Answer, lang: str, state: HandState) -> str:
    """An answer in words, in `lang`, cards named as in `state` (trump known)."""
    return _words(value, lang, state.trump)


def option_text(value: Answer, lang: str) -> str:
    """A choice as offered before it is answered: cards by their plain names."""
    return _words(value, lang, None)


def _words(value: Answer, lang: str, trump: Suit | None) -> str:
    """`value` in words (`tutor.words.answer_words`), cards named as with `trump` known."""
    return answer_words(value, lang, lambda card: card_name(card, lang, trump),
                        lambda cards: cards_list(cards, lang, trump))


def hint(step: Step, state: HandState, lang: str) -> str:
    """How to find the answer to the *ask* `step`, without giving it: the rule to apply, shown
    after a first wrong answer."""
    t, question = translator(lang), step.question
    if question is Question.GAME_WINNER:
        # TRANSLATORS: a hint after a wrong answer in a Coinche lesson (game.target, game.tie);
        # %(target)d is the target score.
        return fill(t.gettext("Add this hand's scores to the scores before it. A side that reaches "
                              "%(target)d wins; if both reach it in the same hand, the rules of the "
                              "table say which one wins."), target=state.profile.target)
    if question is Question.MADE:
        # TRANSLATORS: a hint after a wrong answer in a Coinche lesson (score.made-check);
        # %(least)d is the least a contract of 80 needs at this table (82, or 80).
        return fill(t.gettext("Add the attackers' card points and their belote, if they have it, and "
                              "compare the total with their bid: it must reach the bid, and a bid of "
                              "80 needs %(least)d. A capot contract needs all eight tricks."),
                    least=state.profile.bid80_needs)
    if question is Question.NEEDED:
        # TRANSLATORS: a hint after a wrong answer in a Coinche lesson (score.made-check);
        # %(least)d is the least a contract of 80 needs at this table (82, or 80).
        return fill(t.gettext("The attackers need at least the number they bid, counting their card "
                              "points and their belote; and a bid of 80 needs %(least)d."),
                    least=state.profile.bid80_needs)
    return t.gettext(_HINTS[question]) if question in _HINTS else ""


_HINTS: dict[Question, str] = {
    # TRANSLATORS: the hints after a wrong answer to a Coinche lesson's question: each says how
    # to find the answer (the rule to apply), never the answer itself.
    Question.TRICK_WINNER: N_("A trick with a trump in it goes to the highest trump; any other trick "
                              "goes to the highest card of the suit led. In trumps the Jack is "
                              "highest, then the 9."),
    Question.LEGAL_CARDS: N_("Follow suit if you can; on a trump lead you must also go higher if you "
                             "can. If you cannot follow, you must trump, higher than any trump in the "
                             "trick if you can, unless your partner is winning the trick."),
    Question.HIGHER: N_("Any trump beats any card of another suit. Trumps rank J 9 A 10 K Q 8 7; "
                        "the other suits A 10 K Q J 9 8 7. A card of a suit that was not led and is "
                        "not trumps never wins."),
    Question.CARD_POINTS: N_("In trumps: Jack 20, 9 14, Ace 11, 10 10, King 4, Queen 3, 8 and 7 "
                             "nothing. In the other suits: Ace 11, 10 10, King 4, Queen 3, Jack 2, "
                             "9, 8 and 7 nothing."),
    Question.TRICK_POINTS: N_("Add up the card points of the four cards, trumps and other suits "
                              "each by their own values. The last trick of the hand is worth 10 "
                              "more."),
    Question.COUNT: N_("Add up the card points in the tricks this side won, and 10 if it won the "
                       "last trick. The two sides' card points add up to 162."),
    Question.HAND_SCORE: N_("First decide whether the contract is made. Then use the scoring method "
                            "of the table: each side's points, the points bid, or both, with the bid "
                            "doubled after a coinche."),
    Question.BELOTE: N_("The belote is the King and the Queen of trumps in one player's hand, as "
                        "dealt."),
    Question.TO_MOVE: N_("Everything goes round in turn: the player after the dealer speaks first and "
                         "leads to the first trick, and the winner of a trick leads to the next."),
    Question.NEXT_DEALER: N_("After every hand the deal passes to the next player in turn, even when "
                             "all four passed. After a misdeal the same dealer deals again."),
    Question.CUTTER: N_("The player before the dealer in turn, on his right, cuts the pack."),
    Question.LOWEST_BID: N_("Bids go up in tens from 80. A bid must be higher than the highest bid "
                            "so far, whoever made it."),
}
"""The hints that do not depend on the position."""


def not_offered(step: Step, right: Answer) -> str:
    """Why the right answer to `step` is not among its options."""
    return f"the answer, {right}, is not among the options"


_CHOICE_VERBS = (Verb.PLAY, Verb.BID, Verb.PASS, Verb.COINCHE, Verb.SURCOINCHE)
"""The verbs whose alternatives a transcript lists."""


def alternatives(state: HandState, expected: Move) -> list[Move]:
    """The moves a transcript lists beside the move a *do* step expects: every card of the hand
    in the play; in the auction pass, coinche, surcoinche and every number and capot in the suit
    bid (the suit of the highest bid, or hearts, for a call without one)."""
    if expected.verb not in _CHOICE_VERBS:
        return []
    seat = expected.seat
    if expected.verb is Verb.PLAY:
        moves = [Move(seat, Verb.PLAY, card) for card in state.hand(seat)]
    else:
        suit = next((suit for suit in (expected.suit, state.high.suit if state.high else None) if suit is not None),
                    Suit.HEARTS)
        numbers: list[int | None] = [*range(LOWEST_BID, state.profile.max_bid + 1, STEP), None]
        moves = [Move(seat, verb) for verb in (Verb.PASS, Verb.COINCHE, Verb.SURCOINCHE)]
        moves += [Move(seat, Verb.BID, amount=amount, suit=suit) for amount in numbers]
    return [move for move in moves if move != expected]


__all__ = [
    "AFTER_THE_HAND", "CARD_SET_QUESTIONS", "LARGEST_NUMBER", "NEEDS", "NUMBER_QUESTIONS", "POINT_NAMES",
    "Answer", "Question", "alternatives", "answer", "answer_text", "hint", "not_offered", "option_text",
    "options", "unanswerable",
]
