"""What a Cinch lesson may ask (``lessons/README.md``), and the answers the engine computes.

An *ask* step names a `Question` and its parameters (`NEEDS`); `answer` computes the right answer
from the position, `options` the choices to offer, and `unanswerable` says why a position cannot
answer a question (`tutor.lessons` reports it as a fault of the lesson). `alternatives` lists the
moves a golden transcript judges beside a *do* step's expected move, `answer_text` says an
answer in words and `option_text` a choice on offer, and `hint` tells a learner who answered
wrong how to find the answer without giving it.
"""

from __future__ import annotations

from enum import Enum

from tutor.cards import DECK, Card, Suit, cards_of
from tutor.games.cinch import (
    GameScore,
    HandState,
    Move,
    Phase,
    Point,
    Verb,
    effective_suit,
    explain,
    is_trump,
    legal_moves,
    next_dealer,
    score_hand,
    trick_winner,
)
from tutor.games.cinch.legal import discard_choice
from tutor.games.cinch.ranking import point_card, suit_order
from tutor.games.cinch.setup import check_cut
from tutor.games.seats import Seat, Side
from tutor.i18n import N_, translator
from tutor.lesson_model import Step
from tutor.words import fill

Answer = Seat | Side | Card | frozenset[Card] | bool | int | None
"""The engine's answer to a `Question`: a seat, a side (None: neither), a card, a set of
cards, yes or no, or a number."""


class Question(str, Enum):
    """What an *ask* step asks; the engine computes the answer from the position."""

    TRICK_WINNER = "trick-winner"
    """Who won the trick just completed (the fourth card closes a trick at once)."""
    LEGAL_CARDS = "legal-cards"
    """Which cards of `seat` may be played now: a set of cards."""
    IS_TRUMP = "is-trump"
    """Is `card` a trump once trump is named: yes or no."""
    HIGHER = "higher"
    """Which of `cards` ranks highest here."""
    POINT_WINNER = "point-winner"
    """Which side scores `point` in the finished hand."""
    COUNT = "count"
    """How many points `side` counted in the finished hand: a number."""
    HAND_SCORE = "hand-score"
    """What `side` scores for the finished hand (the difference, or 14 + shortfall): a number."""
    MADE = "made"
    """Did the bidding side make its bid: yes or no."""
    GAME_WINNER = "game-winner"
    """Given `scores` before the hand, which side has won the game after it, if either."""
    TO_MOVE = "to-move"
    """Whose turn it is now (`turn.order`, `bid.order`, `play.first-lead`, `play.next-lead`)."""
    NEXT_DEALER = "next-dealer"
    """Who deals the next hand (`deal.rotation`; after a misdeal `irregular.misdeal`)."""
    CUTTER = "cutter"
    """Who cuts the pack for this deal (`shuffle.cut`)."""
    LOWEST_BID = "lowest-bid"
    """The lowest bid the seat to move may make now (`bid.must-top`, `bid.range`): a number."""
    DISCARDS = "discards"
    """Which cards `seat` must discard now (`draw.discard`, `draw.excess-trumps`): a set of cards."""


NUMBER_QUESTIONS = (Question.COUNT, Question.HAND_SCORE, Question.LOWEST_BID)
"""Answered with a number; every other question is a choice among `options`."""
LARGEST_NUMBER = 28
"""The largest number the answer widget of a number question takes."""
CARD_SET_QUESTIONS = (Question.LEGAL_CARDS, Question.DISCARDS)
"""Answered with a set of cards, chosen among `options`."""
AFTER_THE_HAND = (Question.POINT_WINNER, Question.COUNT, Question.HAND_SCORE, Question.MADE,
                  Question.GAME_WINNER)
"""Questions about the score, asked once all six tricks are played."""

NEEDS: dict[Question, tuple[str, ...]] = {
    Question.TRICK_WINNER: (),
    Question.LEGAL_CARDS: ("seat",),
    Question.IS_TRUMP: ("card",),
    Question.HIGHER: ("cards",),
    Question.POINT_WINNER: ("point",),
    Question.COUNT: ("side",),
    Question.HAND_SCORE: ("side",),
    Question.MADE: (),
    Question.GAME_WINNER: ("scores",),
    Question.TO_MOVE: (),
    Question.NEXT_DEALER: (),
    Question.CUTTER: (),
    Question.LOWEST_BID: (),
    Question.DISCARDS: ("seat",),
}
"""The parameters each question takes."""
POINT_NAMES = {point.value.replace("_", "-"): point for point in Point}
"""What a lesson's ``point`` may name: ``high``, ``low``, ``jack``, ``game``, ``right-pedro``,
``left-pedro``."""


def answer(step: Step, state: HandState) -> Answer:
    """The right answer to the *ask* `step` in `state`, computed by the engine; `ValueError` if
    the position cannot answer it (a loaded lesson never asks such a question)."""
    problem = unanswerable(step, state)
    if problem is not None:
        raise ValueError(problem)
    question, trump = step.question, state.trump
    if question is Question.TRICK_WINNER:
        assert trump is not None
        return trick_winner(state.tricks[-1].plays, trump)
    if question is Question.TO_MOVE:
        return state.to_move
    if question is Question.NEXT_DEALER:
        return state.next_dealer if state.phase is Phase.REDEAL else next_dealer(state.dealer)
    if question is Question.CUTTER:
        return next(seat for seat in Seat if check_cut(state.dealer, seat, len(DECK) // 2) is None)
    if question is Question.LOWEST_BID:
        return min(_bids(state))
    if question is Question.DISCARDS:
        assert step.seat is not None
        return frozenset(cards_of(discard_choice(state, step.seat).fixed))
    if question is Question.LEGAL_CARDS:
        return frozenset(move.card for move in legal_moves(state) if move.verb is Verb.PLAY)
    if question is Question.IS_TRUMP:
        assert step.card is not None and trump is not None
        return is_trump(step.card, trump)
    if question is Question.HIGHER:
        assert trump is not None
        return max(step.cards, key=lambda card: _strength(card, trump))
    sheet = score_hand(state)
    if question is Question.POINT_WINNER:
        return next(won.side for won in sheet.points if won.point is step.point)
    if question is Question.COUNT:
        assert step.side is not None
        return sheet.counts[step.side]
    if question is Question.HAND_SCORE:
        assert step.side is not None
        return sheet.scores[step.side]
    if question is Question.MADE:
        return sheet.made
    assert step.scores is not None
    before = GameScore(state.profile.target, (step.scores[Side.NS], step.scores[Side.EW]))
    return before.add(sheet).winner


def options(step: Step, state: HandState) -> tuple[Answer, ...]:
    """The answers to choose among for a choice question (seats, sides, cards, yes/no);
    empty for a number question (`Question.COUNT`, `Question.HAND_SCORE`)."""
    question = step.question
    if question in (Question.TRICK_WINNER, Question.TO_MOVE, Question.NEXT_DEALER, Question.CUTTER):
        return tuple(Seat)
    if question in CARD_SET_QUESTIONS:
        assert step.seat is not None
        return state.hand(step.seat)
    if question in (Question.IS_TRUMP, Question.MADE):
        return (True, False)
    if question is Question.HIGHER:
        return step.cards
    if question is Question.POINT_WINNER:
        return tuple(Side)
    if question is Question.GAME_WINNER:
        return (*Side, None)
    return ()


def unanswerable(step: Step, state: HandState) -> str | None:
    """Why the question of `step` has no answer in `state` (None when it has one)."""
    question, trump = step.question, state.trump
    if question is None:
        return "the step asks no question"
    name = question.value
    if question in (Question.IS_TRUMP, Question.HIGHER) and trump is None:
        return f"{name} needs a trump suit: ask it once trump is named"
    if question is Question.HIGHER and trump is not None:
        plain = {effective_suit(card, trump) for card in step.cards if not is_trump(card, trump)}
        if len(plain) > 1:
            return (f"higher compares trumps and cards of one plain suit: "
                    f"{' '.join(map(str, step.cards))} hold cards of several plain suits, "
                    "which do not rank against each other")
    if question is Question.TRICK_WINNER and (state.trick or not state.tricks):
        return "trick-winner asks who won the trick just completed: ask it right after a trick's fourth card"
    if question is Question.TO_MOVE and (state.to_move is None or state.phase.is_over):
        return "to-move asks whose turn it is: ask it while the hand is going on"
    if question is Question.LOWEST_BID and not _bids(state):
        return "lowest-bid asks for the lowest bid the seat to move may make: ask it in the bidding, when a bid is still possible"
    if question is Question.DISCARDS:
        if state.phase is not Phase.DISCARD or step.seat == state.dealer or step.seat is None \
                or state.discards[step.seat] is not None:
            return (f"discards asks what {step.seat} must discard: ask it after trump is named, "
                    f"before {step.seat} discards (the dealer robs instead)")
        if discard_choice(state, step.seat).k:
            return f"{step.seat} has a choice of discards here (seven trumps or more): discards needs a single right answer"
    if question is Question.LEGAL_CARDS and (state.phase is not Phase.PLAY or state.to_move != step.seat):
        return f"legal-cards asks what {step.seat} may play: ask it in the play, when it is {step.seat}'s turn"
    if question in AFTER_THE_HAND and state.phase is not Phase.COMPLETE:
        return f"{name} asks about the finished hand: ask it after the sixth trick"
    if question is Question.GAME_WINNER and step.scores is not None:
        if max(step.scores.values()) >= state.profile.target:
            return (f"the scores before the hand must be below the target, "
                    f"{state.profile.target}: the game would already be over")
    return None


def _bids(state: HandState) -> list[int]:
    """The bids the seat to move may make (`bid.must-top`, `bid.range`)."""
    if state.phase is not Phase.BIDDING:
        return []
    return [move.amount for move in legal_moves(state) if move.verb is Verb.BID and move.amount is not None]


def _strength(card: Card, trump: Suit) -> tuple[bool, int]:
    """How high `card` ranks (`rank.trump-order`, `rank.plain-order`, `rank.same-colour-suit`):
    any trump above any plain card, then by the order of its suit."""
    suit = effective_suit(card, trump)
    return suit == trump, -suit_order(suit, trump).index(card)


def answer_text(value: Answer, lang: str, state: HandState) -> str:
    """An answer in words, in `lang`, cards named as in `state` (the Pedros once trump is named)."""
    return explain.describe_answer(value, lang, state.trump)


def option_text(value: Answer, lang: str) -> str:
    """A choice as offered before it is answered: cards by their plain names, so that no option
    says more than the others (a Pedro is not named as one)."""
    return explain.describe_answer(value, lang)


def hint(step: Step, state: HandState, lang: str) -> str:
    """How to find the answer to the *ask* `step`, without giving it: the rule to apply, shown
    after a first wrong answer."""
    t, question = translator(lang), step.question
    if question is Question.POINT_WINNER and isinstance(step.point, Point) and state.trump is not None:
        card = explain.card_name(point_card(step.point, state.trump), lang, state.trump)
        if step.point is Point.LOW and state.profile.low_to == "player":
            # TRANSLATORS: a hint after a wrong answer, under the house rule that Low counts for
            # whoever played it (points.capture); %(card)s is the card that is Low.
            return fill(t.gettext("Low is %(card)s. At this table Low counts for the side of the "
                                  "player who played it, whoever wins the trick."), card=card)
        # TRANSLATORS: a hint after a wrong answer (points.capture): %(point)s is a point's name
        # ("High", "the Left Pedro"), %(card)s the card that scores it.
        return fill(t.gettext("%(point)s is %(card)s. Find the trick it fell in: a scoring card "
                              "counts for the side that won that trick, not for the player who "
                              "held it."), point=explain.point_name(step.point, lang), card=card)
    if question is Question.GAME_WINNER:
        # TRANSLATORS: a hint after a wrong answer (game.target); %(target)d is the target score.
        return fill(t.gettext("Add this hand's score to the score before it. The first side to "
                              "reach %(target)d wins, and only one side scores in a hand."),
                    target=state.profile.target)
    if question is Question.LOWEST_BID:
        # TRANSLATORS: a hint after a wrong answer (bid.must-top, bid.range); %(lowest)d is the
        # lowest bid allowed at this table.
        return fill(t.gettext("A bid must be higher than the highest bid so far, and never lower "
                              "than %(lowest)d, the lowest bid at this table."),
                    lowest=state.profile.min_bid)
    return t.gettext(_HINTS[question]) if question in _HINTS else ""


_HINTS: dict[Question, str] = {
    # TRANSLATORS: the hints after a wrong answer to a lesson's question: each says how to find
    # the answer (the rule to apply), never the answer itself.
    Question.TRICK_WINNER: N_("A trick with a trump in it goes to the highest trump; any other "
                              "trick goes to the highest card of the suit led. The Left Pedro is "
                              "a trump."),
    Question.LEGAL_CARDS: N_("Look at the first card of the trick. On a trump lead, a player who "
                             "has a trump must play one; on a lead in another suit, a player who "
                             "has that suit must follow suit or trump. Only a player who cannot "
                             "follow may play any card, and so may the player who leads."),
    Question.IS_TRUMP: N_("The trumps are the thirteen cards of the trump suit and one more: the "
                          "5 of the other suit of the same colour, the Left Pedro."),
    Question.HIGHER: N_("Any trump beats any card of another suit. Trumps rank A K Q J 10 9 8 7 6, "
                        "then the Right Pedro, the Left Pedro, 4 3 2; another suit ranks from the "
                        "Ace down to the 2."),
    Question.COUNT: N_("Add up the scoring cards in the tricks this side won: High, Low, Jack and "
                       "Game are worth 1 point each, each Pedro 5."),
    Question.HAND_SCORE: N_("Count both sides' points first. If the bidders took at least their "
                            "bid, the side with more points scores the difference; if not, the "
                            "other side scores 14 plus what the bidders were short."),
    Question.MADE: N_("Count the bidders' points and compare them with their bid: they make it "
                      "with at least as many points as they bid."),
    Question.TO_MOVE: N_("Everything goes round clockwise: North, East, South, West. The player "
                         "on the dealer's left bids first, the high bidder leads to the first "
                         "trick, and the winner of a trick leads to the next."),
    Question.NEXT_DEALER: N_("The deal passes to the left: the next dealer sits on the left of "
                             "this hand's dealer."),
    Question.CUTTER: N_("The player on the dealer's right cuts the pack."),
    Question.DISCARDS: N_("Everyone but the dealer discards every card that is not a trump and "
                          "keeps their trumps, six at most. The Left Pedro is a trump."),
}
"""The hints that do not depend on the position."""


def not_offered(step: Step, right: Answer) -> str:
    """Why the right answer to `step` is not among its options."""
    if step.question is Question.POINT_WINNER and step.point is not None:
        return f"nobody scores {step.point.value.replace('_', '-')} in this hand"
    return f"the answer, {right}, is not among the options"


_CHOICE_VERBS = (Verb.PLAY, Verb.BID, Verb.PASS, Verb.TRUMP)
"""The verbs whose every alternative is listed (a discard or a rob has too many)."""


def alternatives(state: HandState, expected: Move) -> list[Move]:
    """The moves a transcript lists beside the move a *do* step expects: every card of the hand,
    every bid and the pass, every suit; none for a discard or a rob (too many)."""
    seat = expected.seat
    if expected.verb not in _CHOICE_VERBS:
        return []
    if expected.verb is Verb.PLAY:
        moves = [Move(seat, Verb.PLAY, (card,)) for card in state.hand(seat)]
    elif expected.verb is Verb.TRUMP:
        moves = [move for move in legal_moves(state) if move.verb is Verb.TRUMP]
    else:
        moves = [Move(seat, Verb.PASS)]
        moves += [Move(seat, Verb.BID, amount=amount) for amount in range(state.profile.min_bid, 15)]
    return [move for move in moves if move != expected]
