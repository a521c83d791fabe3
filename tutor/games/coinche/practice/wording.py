"""Exercises in words: the question (`prompt`), the worked solution (`solution_lines`), the label
of each option (`option_label`) and an answer in words (`answer_text`), in the learner's
language, through gettext.

Every line of a solution ends with the rule it applies, ``(rule …)`` (`tutor.words.with_rule`).
The score sheet of a hand is `explain.describe_score`'s; a hand-score solution also shows what
the hand would score under each of the three scoring methods (`score.method`), the other house
rules unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from tutor.cards import Card, Suit
from tutor.games.coinche import (
    Contract,
    ScoreSheet,
    check_move,
    explain,
    game_winner,
    score_hand,
)
from tutor.games.coinche.moves import play
from tutor.games.coinche.practice.model import SCORING_KINDS, Exercise, Kind
from tutor.games.coinche.profile import CHOICES
from tutor.games.coinche.ranking import ABOVE, LAST_TRICK, POINTS, order
from tutor.games.house_rules import profile_code
from tutor.games.seats import Seat, Side
from tutor.games.tricks import Trick
from tutor.i18n import normalise_language
from tutor.words import (
    answer_words,
    fill,
    join,
    profile_line,
    seat_name,
    side_name,
    suit_name,
    t_for,
    trick_play,
    with_rule,
)


class _Say:
    """One exercise in one language: the names and the rule ending its sentences need."""

    def __init__(self, exercise: Exercise, lang: str) -> None:
        self.exercise = exercise
        self.lang = normalise_language(lang)
        self.t = t_for(self.lang)
        trump = exercise.state.trump
        assert trump is not None, "an exercise is about a hand with a contract"
        self.trump: Suit = trump

    def seat(self, seat: Seat) -> str:
        return seat_name(seat, self.lang)

    def side(self, side: Side) -> str:
        return side_name(side, self.lang)

    def suit(self, suit: Suit) -> str:
        return suit_name(suit, self.lang)

    def card(self, card: Card) -> str:
        return explain.card_name(card, self.lang)

    def cards(self, cards: Iterable[Card]) -> str:
        """Cards joined with "and", trumps first, each suit from high to low."""
        return explain.cards_list(cards, self.lang, self.trump)

    def rule(self, message: str, rule: str) -> str:
        return with_rule(self.t, message, rule)

    @property
    def contract(self) -> Contract:
        contract = self.exercise.state.contract
        assert contract is not None, "an exercise is about a hand with a contract"
        return contract

    def pair(self, numbers: tuple[int, int]) -> dict[str, Any]:
        """The values of a message naming a number per side, ``side_a``, ``a``, ``side_b``, ``b``."""
        return {"side_a": self.side(Side.NS), "a": numbers[Side.NS], "side_b": self.side(Side.EW),
                "b": numbers[Side.EW]}

    def plays(self, plays: Iterable[tuple[Seat, Card]]) -> str:
        """The cards of a trick with who played each, in the order played."""
        return join(self.lang, [trick_play(self.t, self.card(card), self.seat(seat)) for seat, card in plays])


# --- the question -------------------------------------------------------------------------------


def prompt(exercise: Exercise, lang: str) -> str:
    """The question in `lang`: the contract and the house rules, what the page does not show,
    and what is asked."""
    say = _Say(exercise, lang)
    lines = _setting(say)
    if exercise.kind in SCORING_KINDS:
        lines += _hand_so_far(say)
    return " ".join((*lines, _QUESTIONS[exercise.kind](say)))


def _setting(say: _Say) -> list[str]:
    """The contract, and the house rules when they are not the standard ones."""
    contract = say.contract
    # TRANSLATORS: %(contract)s is a contract ("100 in hearts, coinched"), %(seat)s the player who
    # bid it, %(side)s his partnership.
    lines = [fill(say.t.gettext("Contract: %(contract)s, bid by %(seat)s (%(side)s)."),
                  contract=explain.contract_name(contract, say.lang), seat=say.seat(contract.seat),
                  side=say.side(contract.side))]
    profile = say.exercise.profile
    if profile_code(profile):
        lines.append(profile_line(say.t, profile_code(profile)))
    if say.exercise.kind in (Kind.HAND_SCORE, Kind.GAME_WINNER):
        # TRANSLATORS: %(method)s is a scoring method, e.g. "points made plus points bid".
        lines.append(fill(say.t.gettext("Scoring method: %(method)s."), method=_method_name(say, profile.scoring)))
    return lines


def _method_name(say: _Say, method: str) -> str:
    """A scoring method's name (`score.method`), as the house rules call it."""
    names = {
        # TRANSLATORS: a value of the house rule "Scoring method" (see `score.method`).
        "made_and_bid": say.t.gettext("points made plus points bid"),
        "made": say.t.gettext("points made"),
        "bid": say.t.gettext("points bid"),
    }
    return names[method]


def _hand_so_far(say: _Say) -> list[str]:
    """What the tricks not shown brought each side, and the belote announced."""
    exercise, t = say.exercise, say.t
    state, last = exercise.state, exercise.shown_from - 1
    lines = []
    if last >= 1:
        # TRANSLATORS: in a practice question about a finished hand whose first tricks are not
        # shown; %(last)d is 4, 6 or 7.
        lines.append(fill(t.gettext("Tricks 1 to %(last)d are not shown."), last=last))
        for side in Side:
            won = [trick for trick in state.tricks[:last] if trick.winner.side == side]
            lines.append(_tricks_taken(say, side, won))
    for seat, card, word in state.announced:
        lines.append(fill(t.gettext("%(seat)s said %(word)s with %(card)s."), seat=say.seat(seat),
                          word=_word(say, word), card=say.card(card)))
    return lines


def _tricks_taken(say: _Say, side: Side, won: list[Trick]) -> str:
    trump = say.trump
    if not won:
        # TRANSLATORS: in a practice question, after "Tricks 1 to 6 are not shown."
        return fill(say.t.gettext("In those tricks %(side)s won no trick."), side=say.side(side))
    points = sum(POINTS[trump][card] for trick in won for _, card in trick.plays)
    # TRANSLATORS: in a practice question, after "Tricks 1 to 6 are not shown."; %(points)d is
    # the card points in the tricks that side won.
    return fill(say.t.ngettext("In those tricks %(side)s won %(count)d trick, with %(points)d card points.",
                               "In those tricks %(side)s won %(count)d tricks, with %(points)d card points.",
                               len(won)), side=say.side(side), count=len(won), points=points)


def _word(say: _Say, word: str) -> str:
    """What the holder of the trump king and queen says, in quotation marks (`play.belote`)."""
    if word == "rebelote":
        return say.t.pgettext("announcement", "“Rebelote”")
    return say.t.pgettext("announcement", "“Belote”")


def _legal_cards_question(say: _Say) -> str:
    state, seat = say.exercise.state, say.exercise.seat
    assert seat is not None
    so_far = fill(say.t.gettext("Trick %(number)d so far: %(plays)s."), number=len(state.tricks) + 1,
                  plays=say.plays(state.trick))
    # TRANSLATORS: a practice question; %(seat)s is a player ("West").
    return f"{so_far} " + fill(say.t.gettext("Which cards may %(seat)s play?"), seat=say.seat(seat))


def _trick(say: _Say) -> Trick:
    """The trick a trick-winner or trick-points exercise is about."""
    return say.exercise.state.tricks[say.exercise.shown_from - 1]


def _trick_line(say: _Say) -> str:
    # TRANSLATORS: a finished trick in a practice question; %(plays)s lists its cards with who
    # played each, in the order played.
    return fill(say.t.gettext("Trick %(number)d: %(plays)s."), number=say.exercise.shown_from,
                plays=say.plays(_trick(say).plays))


def _trick_winner_question(say: _Say) -> str:
    return f"{_trick_line(say)} " + say.t.gettext("Who wins this trick?")


def _trick_points_question(say: _Say) -> str:
    # TRANSLATORS: a practice question about the trick just described.
    return f"{_trick_line(say)} " + say.t.gettext("How many points does this trick bring to the side that wins it?")


def _hand_points_question(say: _Say) -> str:
    # TRANSLATORS: a practice question about a finished hand.
    return say.t.gettext("How many card points did each side take in this hand, 162 in all?")


def _made_question(say: _Say) -> str:
    return fill(say.t.gettext("Did %(side)s make their contract?"), side=say.side(say.contract.side))


def _hand_score_question(say: _Say) -> str:
    return say.t.gettext("What does each side score for this hand?")


def _game_winner_question(say: _Say) -> str:
    before = say.exercise.scores_before
    assert before is not None
    return fill(say.t.gettext("Before this hand the score was %(side_a)s %(score_a)d, %(side_b)s "
                              "%(score_b)d, in a game to %(target)d. Which side has won the game after "
                              "this hand, if either?"),
                side_a=say.side(Side.NS), score_a=before[Side.NS], side_b=say.side(Side.EW),
                score_b=before[Side.EW], target=say.exercise.profile.target)


_QUESTIONS: dict[Kind, Callable[[_Say], str]] = {
    Kind.LEGAL_CARDS: _legal_cards_question,
    Kind.TRICK_WINNER: _trick_winner_question,
    Kind.TRICK_POINTS: _trick_points_question,
    Kind.HAND_POINTS: _hand_points_question,
    Kind.MADE: _made_question,
    Kind.HAND_SCORE: _hand_score_question,
    Kind.GAME_WINNER: _game_winner_question,
}


# --- the options and the answers ----------------------------------------------------------------


def option_label(exercise: Exercise, option: object, lang: str) -> str:
    """An option of `exercise` in words: a card, a seat, yes or no, a side, or neither side."""
    if not any(type(choice) is type(option) and choice == option for choice in exercise.options):
        raise ValueError(f"{option!r} is not an option of this {exercise.kind.value} exercise")
    return answer_text(exercise, option, lang)


def answer_text(exercise: Exercise, value: object, lang: str) -> str:
    """An answer of `exercise` in words (`tutor.words.answer_words`): some cards, a seat, a number,
    yes or no, a number per side, a side, or neither side."""
    return answer_words(value, lang, lambda card: explain.card_name(card, lang),
                        lambda cards: explain.cards_list(cards, lang, exercise.state.trump))


# --- the worked solution ------------------------------------------------------------------------


def solution_lines(exercise: Exercise, lang: str) -> list[str]:
    """The worked solution, each line ending with the rule it applies."""
    return _SOLUTIONS[exercise.kind](_Say(exercise, lang))


def _legal_cards_solution(say: _Say) -> list[str]:
    """Who is master, what the rule of the position allows, and each card it refuses with the
    rule that refuses it."""
    exercise, t = say.exercise, say.t
    state, seat, allowed = exercise.state, exercise.seat, exercise.answer
    assert seat is not None and state.master is not None and isinstance(allowed, frozenset)
    master, winning = state.master
    lines = [say.rule(fill(t.gettext("%(seat)s is winning the trick so far, with %(card)s."),
                           seat=say.seat(master), card=say.card(winning)), "play.trick-winner"),
             say.rule(_choice(say, allowed), exercise.concept)]
    refused: dict[str, list[Card]] = {}
    for card in state.hand(seat):
        if card not in allowed:
            violation = check_move(state, play(seat, card))
            assert violation is not None
            refused.setdefault(violation.rule, []).append(card)
    # TRANSLATORS: a line of the worked solution of "which cards may be played": the cards of the
    # hand that a rule forbids, e.g. "Not allowed here: the 9 of clubs and the 7 of spades."
    return lines + [say.rule(fill(t.gettext("Not allowed here: %(cards)s."), cards=say.cards(cards)), rule)
                    for rule, cards in refused.items()]


def _choice(say: _Say, allowed: frozenset[Card]) -> str:
    """What the rule of the position (`Exercise.concept`) lets the seat to move play, and why."""
    exercise, t, trump = say.exercise, say.t, say.trump
    state, seat, concept = exercise.state, exercise.seat, exercise.concept
    assert seat is not None and state.master is not None
    led, winning = state.trick[0][1], state.master[1]
    values = {"seat": say.seat(seat), "cards": say.cards(allowed), "suit": say.suit(led.suit),
              "best": say.card(winning), "partner": say.seat(seat.partner)}
    if led.suit == trump and state.hands[seat] & ABOVE[trump][winning]:
        text = t.gettext("Trumps were led: %(seat)s must play a trump higher than %(best)s: %(cards)s.")
    elif led.suit == trump:
        text = t.gettext("Trumps were led: %(seat)s cannot go higher than %(best)s but must still "
                         "play a trump: %(cards)s.")
    elif concept == "play.follow-suit":
        text = t.gettext("%(seat)s must follow suit: %(cards)s.")
    elif concept == "play.partner-master":
        text = t.gettext("%(seat)s has no %(suit)s, but his partner %(partner)s is master: he may "
                         "discard or trump, %(cards)s.")
    elif concept == "play.must-trump":
        text = t.gettext("%(seat)s has no %(suit)s and his partner is not master: he must trump, "
                         "with any trump: %(cards)s.")
    elif concept == "play.overtrump":
        text = t.gettext("%(seat)s has no %(suit)s and must overtrump %(best)s: %(cards)s.")
    elif exercise.profile.undertrump == "may_discard":
        text = t.gettext("%(seat)s has no %(suit)s and cannot beat %(best)s; under these house rules he "
                         "need not undertrump and may play any card: %(cards)s.")
    else:
        text = t.gettext("%(seat)s has no %(suit)s and cannot beat %(best)s, but must still play a "
                         "trump (undertrump): %(cards)s.")
    return fill(text, **values)


def _order_line(say: _Say, trick: Trick) -> str:
    """The order of the cards that can win the trick: the trumps if it holds one, else the suit led."""
    trump = say.trump
    if any(card.suit == trump for _, card in trick.plays):
        # TRANSLATORS: %(trump)s is a suit ("hearts"), %(cards)s its eight cards, high to low.
        return say.rule(fill(say.t.gettext("With %(trump)s as trump, the trumps rank from high to low: "
                                           "%(cards)s."), trump=say.suit(trump), cards=_in_order(say, trump)),
                        "rank.trump-order")
    led = trick.plays[0][1].suit
    # TRANSLATORS: %(suit)s is a suit that is not trumps ("spades"), %(cards)s its eight cards.
    return say.rule(fill(say.t.gettext("In %(suit)s, not trumps, the cards rank from high to low: %(cards)s."),
                         suit=say.suit(led), cards=_in_order(say, led)), "rank.plain-order")


def _in_order(say: _Say, suit: Suit) -> str:
    """The eight cards of `suit`, high to low, trumps being `say.trump` (`rank.trump-order`, `rank.plain-order`)."""
    return join(say.lang, [say.card(card) for card in order(suit, say.trump)])


def _trick_winner_solution(say: _Say) -> list[str]:
    """The order that decides, the winning card, and the cards of a third suit, which never win."""
    trick, trump, t = _trick(say), say.trump, say.t
    led = trick.plays[0][1].suit
    winning = trick.card_of(trick.winner)
    assert winning is not None
    values = {"card": say.card(winning), "seat": say.seat(trick.winner), "suit": say.suit(led)}
    if winning.suit == trump:
        # TRANSLATORS: the answer to "who wins this trick"; %(card)s is a card, %(seat)s a player.
        text = t.gettext("%(card)s is the highest trump in the trick: %(seat)s wins it.")
    else:
        # TRANSLATORS: the answer to "who wins this trick"; %(suit)s is the suit led.
        text = t.gettext("There is no trump in the trick, so the highest card of %(suit)s, the suit led, "
                         "wins it: %(card)s, played by %(seat)s.")
    lines = [_order_line(say, trick), say.rule(fill(text, **values), "play.trick-winner")]
    others = [card for _, card in trick.plays if card.suit not in (led, trump)]
    if others:
        # TRANSLATORS: %(cards)s are cards of a suit neither led nor trumps.
        lines.append(say.rule(fill(t.gettext("A card of a suit that is neither the suit led nor trumps never "
                                             "wins a trick, so %(cards)s cannot win."), cards=say.cards(others)),
                              "play.trick-winner"))
    return lines


def _values(say: _Say, cards: Iterable[Card]) -> str:
    """Each card with its card points (`points.cards`): ``the Jack of hearts (20), …``."""
    trump = say.trump
    # TRANSLATORS: a card and its card points in a list, e.g. "the Jack of hearts (20)".
    return join(say.lang, [fill(say.t.gettext("%(card)s (%(points)d)"), card=say.card(card),
                                points=POINTS[trump][card]) for card in cards])


def _trick_points_solution(say: _Say) -> list[str]:
    """Each card's points in the trick, then the 10 of the last trick."""
    trick, trump, t = _trick(say), say.trump, say.t
    cards = [card for _, card in trick.plays]
    points = sum(POINTS[trump][card] for card in cards)
    # TRANSLATORS: %(trump)s is the trump suit; %(values)s lists each card of a trick with its
    # card points ("the Jack of hearts (20) and the 7 of spades (0)"); %(count)d is their sum.
    lines = [say.rule(fill(t.ngettext("With %(trump)s as trump, the cards are worth %(values)s: %(count)d "
                                      "card point.",
                                      "With %(trump)s as trump, the cards are worth %(values)s: %(count)d "
                                      "card points.", points),
                           trump=say.suit(trump), values=_values(say, cards), count=points), "points.cards")]
    if say.exercise.shown_from == 8:
        # TRANSLATORS: %(count)d is the card points of the eighth trick and the 10 for it.
        lines.append(say.rule(fill(t.gettext("It is the eighth and last trick: its winners score 10 more, "
                                             "%(count)d in all."), count=points + LAST_TRICK), "points.last-trick"))
    return lines


def _hand_points_solution(say: _Say) -> list[str]:
    """The card points of the tricks not shown, of each trick shown, the 10 for the last trick
    and each side's total."""
    exercise, t, trump = say.exercise, say.t, say.trump
    tricks, first = exercise.state.tricks, exercise.shown_from
    lines = []
    if first > 1:
        hidden = [sum(POINTS[trump][card] for trick in tricks[:first - 1] if trick.winner.side == side
                      for _, card in trick.plays) for side in Side]
        # TRANSLATORS: the card points each side took in the tricks a practice question did not show.
        lines.append(say.rule(fill(t.gettext("Tricks 1 to %(last)d: %(side_a)s %(a)d card points, "
                                             "%(side_b)s %(b)d."), last=first - 1, **say.pair((hidden[0], hidden[1]))),
                              "points.capture"))
    for number, trick in enumerate(tricks[first - 1:], start=first):
        points = sum(POINTS[trump][card] for _, card in trick.plays)
        # TRANSLATORS: a line of a worked solution; %(seat)s won the trick, %(side)s is his partnership.
        lines.append(say.rule(fill(t.ngettext("Trick %(number)d, won by %(seat)s: %(count)d card point for "
                                              "%(side)s.",
                                              "Trick %(number)d, won by %(seat)s: %(count)d card points for "
                                              "%(side)s.", points),
                                   number=number, seat=say.seat(trick.winner), count=points,
                                   side=say.side(trick.winner.side)), "points.capture"))
    sheet = score_hand(exercise.state)
    assert sheet.last_trick is not None
    return lines + [
        # TRANSLATORS: the ten points for winning the eighth trick; %(side)s is a partnership.
        say.rule(fill(t.gettext("The 10 for the last trick go to %(side)s."), side=say.side(sheet.last_trick)),
                 "points.last-trick"),
        say.rule(fill(t.gettext("Card points: %(side_a)s %(count_a)d, %(side_b)s %(count_b)d; the 162 "
                                "include the 10 for the last trick, won by %(last)s."),
                      side_a=say.side(Side.NS), count_a=sheet.points[Side.NS], side_b=say.side(Side.EW),
                      count_b=sheet.points[Side.EW], last=say.side(sheet.last_trick)), "points.cards"),
        say.rule(fill(t.gettext("The answer: %(side_a)s %(a)d, %(side_b)s %(b)d."), **say.pair(sheet.points)),
                 exercise.concept),
    ]


def _sheet_rules(sheet: ScoreSheet, say: _Say) -> list[str | None]:
    """The rule of each line of `explain.describe_score` for a hand played out (no revoke), in
    its order; None for a line that cites its rule itself."""
    contract, profile = say.contract, sheet.profile
    rules: list[str | None] = ["bid.end"]
    if profile.scoring != "made_and_bid":
        rules.append("score.method")
    rules.append("points.cards")
    if sheet.belote is not None:
        rules.append("points.belote")
    elif say.exercise.state.belote is not None:
        rules.append("play.belote")
    if sheet.capot is not None and not (sheet.capot == contract.side and contract.capot):
        rules.append("points.capot")
    rules.append("score.made-check")
    if contract.multiplier > 1:
        rules.append(None)
    return rules + [sheet.rule, sheet.rule, None]


def _sheet_lines(say: _Say, sheet: ScoreSheet) -> list[str]:
    """`explain.describe_score`, each line ending with its rule."""
    lines = explain.describe_score(sheet, say.lang, say.exercise.state)
    return [line if rule is None else say.rule(line, rule)
            for line, rule in zip(lines, _sheet_rules(sheet, say), strict=True)]


def _made_solution(say: _Say) -> list[str]:
    sheet = score_hand(say.exercise.state)
    text = say.t.gettext("Yes: %(side)s made their bid.") if sheet.made else say.t.gettext("No: %(side)s are set.")
    return [*_sheet_lines(say, sheet), say.rule(fill(text, side=say.side(say.contract.side)), "score.made-check")]


def _methods(say: _Say) -> list[str]:
    """What the hand would score under each scoring method, the other house rules unchanged (`score.method`)."""
    state, profile = say.exercise.state, say.exercise.profile
    lines = []
    for method in CHOICES["scoring"]:
        scores = score_hand(state._replace(profile=replace(profile, scoring=method))).scores
        values = {"method": _method_name(say, method), **say.pair(scores)}
        if method == profile.scoring:
            # TRANSLATORS: %(method)s is a scoring method ("points made plus points bid"), the one
            # in force; then what each side scores under it.
            text = say.t.gettext("Under “%(method)s”, the method in force: %(side_a)s %(a)d, %(side_b)s %(b)d.")
        else:
            # TRANSLATORS: %(method)s is another scoring method ("points bid"); then what each side
            # would score under it.
            text = say.t.gettext("Under “%(method)s”: %(side_a)s %(a)d, %(side_b)s %(b)d.")
        lines.append(say.rule(fill(text, **values), "score.method"))
    return lines


def _hand_score_solution(say: _Say) -> list[str]:
    sheet = score_hand(say.exercise.state)
    answer = say.rule(fill(say.t.gettext("The answer: %(side_a)s %(a)d, %(side_b)s %(b)d."), **say.pair(sheet.scores)),
                      say.exercise.concept)
    return [*_sheet_lines(say, sheet), *_methods(say), answer]


def _game_winner_solution(say: _Say) -> list[str]:
    """The score sheet, the totals before and after the hand, and who has won (`game.target`, `game.tie`)."""
    exercise, t = say.exercise, say.t
    sheet = score_hand(exercise.state)
    before, target, profile = exercise.scores_before, exercise.profile.target, exercise.profile
    assert before is not None
    after = (before[Side.NS] + sheet.scores[Side.NS], before[Side.EW] + sheet.scores[Side.EW])
    totals = say.rule(fill(t.gettext("Before this hand: %(side_a)s %(before_a)d, %(side_b)s %(before_b)d; "
                                     "after it: %(side_a)s %(after_a)d, %(side_b)s %(after_b)d."),
                           side_a=say.side(Side.NS), side_b=say.side(Side.EW), before_a=before[Side.NS],
                           before_b=before[Side.EW], after_a=after[Side.NS], after_b=after[Side.EW]), "game.target")
    winner = game_winner(after, say.contract.side, profile)
    reached = [side for side in Side if after[side] >= target]
    values = {"target": target, "side": say.side(winner) if winner is not None else ""}
    if not reached:
        verdict, rule = t.gettext("Neither side has reached %(target)d: the game goes on."), "game.target"
    elif len(reached) == 1:
        verdict, rule = t.gettext("%(side)s reach %(target)d and win the game."), "game.target"
    elif winner is None:
        # TRANSLATORS: both sides reached the target after the same hand with equal totals.
        verdict, rule = t.gettext("Both sides reach %(target)d after the same hand, with equal totals: "
                                  "another hand is played."), "game.tie"
    elif profile.tie == "contract_side":
        # TRANSLATORS: both sides reached the target after the same hand; %(side)s held its contract.
        verdict, rule = t.gettext("Both sides reach %(target)d after the same hand: %(side)s, who held the "
                                  "contract, win the game."), "game.tie"
    else:
        # TRANSLATORS: both sides reached the target after the same hand; %(side)s has more points.
        verdict, rule = t.gettext("Both sides reach %(target)d after the same hand: %(side)s, with the "
                                  "higher total, win the game."), "game.tie"
    return [*_sheet_lines(say, sheet), totals, say.rule(fill(verdict, **values), rule)]


_SOLUTIONS: dict[Kind, Callable[[_Say], list[str]]] = {
    Kind.LEGAL_CARDS: _legal_cards_solution,
    Kind.TRICK_WINNER: _trick_winner_solution,
    Kind.TRICK_POINTS: _trick_points_solution,
    Kind.HAND_POINTS: _hand_points_solution,
    Kind.MADE: _made_solution,
    Kind.HAND_SCORE: _hand_score_solution,
    Kind.GAME_WINNER: _game_winner_solution,
}
