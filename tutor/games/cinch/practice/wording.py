"""Exercises in words: the question (`prompt`), the worked solution (`solution_lines`) and the
label of each option (`option_label`), in the learner's language, through gettext.

Questions name cards plainly (a Pedro is not marked: that would give the answer away); the
solutions mark them, and every line of a solution ends with the rule it applies, ``(rule …)``.
A best-card solution prices every legal card with the double-dummy solver
(`tutor.games.cinch.pricing.double_dummy`), best first.

Whatever a house rule changes is said under the exercise's profile (`Exercise.profile`, which is
the state's): the game's target, a dealer stuck with the bid (``all_pass=stick_dealer``) and the
lowest bid he had to make, and Low counting for whoever played it (``low_to=player``).
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable, Iterable

from babel.lists import format_list

from tutor.cards import Card, Suit
from tutor.games.cinch import (
    RULE_IDS,
    GameScore,
    HandState,
    Point,
    ScoreSheet,
    check_move,
    explain,
    is_trump,
    score_hand,
)
from tutor.games.cinch.moves import play
from tutor.games.cinch.practice.hands import dealer_was_stuck
from tutor.games.cinch.practice.model import SCORING_KINDS, Exercise, Kind
from tutor.games.cinch.pricing import Priced, double_dummy
from tutor.games.cinch.ranking import POINT_CARDS, left_pedro, right_pedro, trump_order
from tutor.games.cinch.solver import Position, position_of
from tutor.games.seats import Seat, Side
from tutor.i18n import normalise_language, translator
from tutor.words import trick_play, with_rule

Translator = gettext.NullTranslations
_MENTIONS_RULE = re.compile("|".join(re.escape(rule) for rule in RULE_IDS))


class _Say:
    """One exercise in one language: the names and the rule ending its sentences need."""

    def __init__(self, exercise: Exercise, lang: str) -> None:
        self.exercise = exercise
        self.lang = normalise_language(lang)
        self.t: Translator = translator(self.lang)
        self.trump: Suit | None = exercise.state.trump

    def plain(self, card: Card) -> str:
        """The card's name without any Pedro mark (for questions and options)."""
        return explain.card_name(card, self.lang)

    def card(self, card: Card) -> str:
        """The card's name, marked when it is a Pedro (for solutions)."""
        return explain.cards_list((card,), self.lang, self.trump)

    def cards(self, cards: Iterable[Card]) -> str:
        return explain.cards_list(cards, self.lang, self.trump)

    def suit(self, suit: Suit) -> str:
        return explain.suit_name(suit, self.lang)

    def side(self, side: Side) -> str:
        return explain.side_name(side, self.lang)

    def join(self, names: list[str]) -> str:
        return format_list(names, locale=self.lang)

    def rule(self, message: str, rule: str) -> str:
        return with_rule(self.t, message, rule)

    @property
    def trump_name(self) -> str:
        assert self.trump is not None
        return self.suit(self.trump)


# --- the question -------------------------------------------------------------------------------


def prompt(exercise: Exercise, lang: str) -> str:
    """The question in `lang`, naming the cards, seats and sides it is about."""
    say = _Say(exercise, lang)
    if exercise.kind in SCORING_KINDS:
        return " ".join((*_hand_so_far(say), _SCORE_QUESTIONS[exercise.kind](say)))
    return _QUESTIONS[exercise.kind](say)


def _higher_trump_question(say: _Say) -> str:
    first, second = say.exercise.cards
    # TRANSLATORS: a practice question; %(trump)s is a suit ("hearts"), %(first)s and %(second)s
    # are two cards of it ("the Queen of hearts").
    return say.t.gettext("With %(trump)s as trump, which ranks higher: %(first)s or %(second)s?") % {
        "trump": say.trump_name, "first": say.plain(first), "second": say.plain(second)}


def _is_trump_question(say: _Say) -> str:
    assert say.exercise.seat is not None
    # TRANSLATORS: a practice question; %(seat)s is a player ("West"), %(card)s a card.
    return say.t.gettext("With %(trump)s as trump, %(seat)s holds %(card)s. Is it a trump?") % {
        "trump": say.trump_name, "seat": explain.seat_name(say.exercise.seat, say.lang),
        "card": say.plain(say.exercise.cards[0])}


def _left_pedro_question(say: _Say) -> str:
    return say.t.gettext("With %(trump)s as trump, which card is the Left Pedro?") % {"trump": say.trump_name}


def _legal_cards_question(say: _Say) -> str:
    state, seat = say.exercise.state, say.exercise.seat
    assert seat is not None
    leader, led = state.trick[0]
    # TRANSLATORS: a practice question; %(leader)s and %(seat)s are players, %(led)s a card,
    # %(number)d the number of the trick (1 to 6).
    return say.t.gettext("With %(trump)s as trump, %(leader)s led %(led)s to trick %(number)d. "
                         "Which cards may %(seat)s play?") % {
        "trump": say.trump_name, "leader": explain.seat_name(leader, say.lang), "led": say.plain(led),
        "number": len(state.tricks) + 1, "seat": explain.seat_name(seat, say.lang)}


def _stuck_dealer(say: _Say) -> list[str]:
    """Why the dealer bid, when the other three passed and a house rule made him
    (``all_pass=stick_dealer``); nothing otherwise."""
    state = say.exercise.state
    if not dealer_was_stuck(state):
        return []
    # TRANSLATORS: as in the explanation of a refused pass; here in a practice exercise, before
    # the line saying what the dealer bid.
    return [say.t.gettext("The other three players have passed, so under this house rule (stick the "
                          "dealer) %(seat)s, the dealer, may not pass: he must bid at least "
                          "%(min_bid)d.") % {"seat": explain.seat_name(state.dealer, say.lang),
                                             "min_bid": say.exercise.profile.min_bid}]


def _contract(say: _Say) -> str:
    """Who bid what and named trump, for a position of the play phase."""
    state = say.exercise.state
    assert state.bidder is not None
    values = {"seat": explain.seat_name(state.bidder, say.lang), "side": say.side(state.bidder.side),
              "bid": state.bid, "trump": say.trump_name}
    if state.bid == 0:
        # TRANSLATORS: in a practice question about a hand being played; %(seat)s is a player,
        # %(trump)s a suit ("hearts").
        return say.t.gettext("Everyone passed: %(seat)s, the dealer, named %(trump)s as trump and "
                             "plays as the maker with no contract, who cannot be set.") % values
    return say.t.gettext("%(seat)s (%(side)s) bid %(bid)d and named %(trump)s as trump.") % values


def _best_card_question(say: _Say) -> str:
    state, seat = say.exercise.state, say.exercise.seat
    assert seat is not None
    t, number = say.t, len(state.tricks) + 1
    settled = _taken_so_far(state)
    # TRANSLATORS: the first words of a practice question where the four hands are shown face up
    # ("double dummy", as bridge and whist players say).
    lines = [t.gettext("A double-dummy puzzle: every hand is face up."), *_stuck_dealer(say), _contract(say),
             # TRANSLATORS: the scoring points each side has won in the tricks already played.
             t.gettext("Points taken so far: %(side_a)s %(count_a)d, %(side_b)s %(count_b)d.") % {
                 "side_a": say.side(Side.NS), "count_a": settled[Side.NS],
                 "side_b": say.side(Side.EW), "count_b": settled[Side.EW]}]
    if state.trick:
        plays = [trick_play(t, say.plain(card), explain.seat_name(player, say.lang)) for player, card in state.trick]
        lines.append(t.gettext("Trick %(number)d so far: %(plays)s.") % {"number": number, "plays": say.join(plays)})
    values = {"seat": explain.seat_name(seat, say.lang), "number": number, "side": say.side(seat.side)}
    if state.trick:
        # TRANSLATORS: a practice question; %(seat)s is a player ("West"), %(side)s his
        # partnership ("East–West"), %(number)d the number of the trick (1 to 6).
        lines.append(t.gettext("You are %(seat)s, to play to trick %(number)d. Which card is best for "
                               "your side, %(side)s, if all four players play their best from here "
                               "on?") % values)
    else:
        # TRANSLATORS: as "You are %(seat)s, to play to trick %(number)d…", for the leader.
        lines.append(t.gettext("You are %(seat)s, to lead to trick %(number)d. Which card is best for "
                               "your side, %(side)s, if all four players play their best from here "
                               "on?") % values)
    return " ".join(lines)


def _low_played_for(state: HandState) -> tuple[Card, Seat] | None:
    """Low and the player it counts for, when it is still in a hand or in the trick being
    played and counts for whoever plays it (``low_to=player``): its point is settled already."""
    assert state.trump is not None
    if state.profile.low_to != "player":
        return None
    low = POINT_CARDS[state.trump][Point.LOW]
    holders = [seat for seat, card in state.trick if card == low] or [
        seat for seat in Seat if state.hands[seat] >> low & 1]
    return (low, holders[0]) if holders else None


def _taken_so_far(state: HandState) -> tuple[int, int]:
    """The points of the tricks taken and of the scoring cards out of play, per side: the
    solver's settled points without a Low still to be played or in the trick being played."""
    settled = list(position_of(state).settled)
    low = _low_played_for(state)
    if low is not None:
        settled[low[1].side] -= Point.LOW.points
    return settled[Side.NS], settled[Side.EW]


_QUESTIONS: dict[Kind, Callable[[_Say], str]] = {
    Kind.HIGHER_TRUMP: _higher_trump_question,
    Kind.IS_TRUMP: _is_trump_question,
    Kind.LEFT_PEDRO: _left_pedro_question,
    Kind.LEGAL_CARDS: _legal_cards_question,
    Kind.BEST_CARD: _best_card_question,
}


def _sheet(exercise: Exercise) -> ScoreSheet:
    return score_hand(exercise.state)


def _hand_so_far(say: _Say) -> list[str]:
    """The contract, and what the scoring cards of the tricks not shown brought each side."""
    sheet = _sheet(say.exercise)
    lines = [*_stuck_dealer(say), explain.describe_score(sheet, say.lang)[0]]
    last = say.exercise.shown_from - 1
    if last < 1:
        return lines
    t = say.t
    # TRANSLATORS: in a practice question about a finished hand whose first tricks are not
    # shown; %(last)d is 3, 4 or 5.
    lines.append(t.gettext("Tricks 1 to %(last)d are not shown.") % {"last": last})
    for side in Side:
        taken = [won.point for won in sheet.points
                 if won.side == side and won.trick is not None and won.trick <= last]
        if not taken:
            lines.append(t.gettext("In those tricks %(side)s took no scoring card.") % {"side": say.side(side)})
            continue
        count = sum(point.points for point in taken)
        # TRANSLATORS: %(points)s lists scoring cards by their labels ("High and Right Pedro").
        lines.append(t.ngettext("In those tricks %(side)s took %(points)s: %(count)d point.",
                                "In those tricks %(side)s took %(points)s: %(count)d points.", count) % {
            "side": say.side(side), "points": say.join([explain.point_name(p, say.lang) for p in taken]),
            "count": count})
    return lines


def _point_winners_question(say: _Say) -> str:
    return say.t.gettext("Which side took each of the six scoring cards?")


def _counts_question(say: _Say) -> str:
    return say.t.gettext("How many points did each side take in this hand?")


def _made_question(say: _Say) -> str:
    side = _sheet(say.exercise).bidding_side
    # TRANSLATORS: %(side)s is the high bidder's partnership ("North–South").
    return say.t.gettext("Did %(side)s make their contract?") % {"side": say.side(side)}


def _hand_score_question(say: _Say) -> str:
    return say.t.gettext("What does each side score for this hand?")


def _game_winner_question(say: _Say) -> str:
    before = say.exercise.scores_before
    assert before is not None
    return say.t.gettext("Before this hand the score was %(side_a)s %(score_a)d, %(side_b)s "
                         "%(score_b)d, in a game to %(target)d. Which side has won the game after "
                         "this hand, if either?") % {
        "side_a": say.side(Side.NS), "score_a": before[Side.NS], "side_b": say.side(Side.EW),
        "score_b": before[Side.EW], "target": say.exercise.profile.target}


_SCORE_QUESTIONS: dict[Kind, Callable[[_Say], str]] = {
    Kind.POINT_WINNERS: _point_winners_question,
    Kind.COUNTS: _counts_question,
    Kind.MADE: _made_question,
    Kind.HAND_SCORE: _hand_score_question,
    Kind.GAME_WINNER: _game_winner_question,
}


# --- the options --------------------------------------------------------------------------------


def option_label(exercise: Exercise, option: object, lang: str) -> str:
    """An option in words: a card (never marked as a Pedro), yes or no, a side, neither side
    (game-winner) or nobody (point-winners, when a scoring card may be out of play)."""
    t = translator(lang)
    if isinstance(option, bool):
        return t.gettext("Yes") if option else t.gettext("No")
    if isinstance(option, Card):
        return explain.card_name(option, lang)
    if isinstance(option, Side):
        return explain.side_name(option, lang)
    if option is None and exercise.kind is Kind.GAME_WINNER:
        return t.gettext("Neither side yet")
    if option is None and exercise.kind is Kind.POINT_WINNERS:
        return t.gettext("nobody")
    raise ValueError(f"{option!r} is not an option of a {exercise.kind.value} exercise")


# --- the worked solution ------------------------------------------------------------------------


def solution_lines(exercise: Exercise, lang: str) -> list[str]:
    """The worked solution, each line ending with the rule it applies: the trump order for the
    ranking kinds, why each other card is refused for legal-cards, the itemised score sheet and
    the step asked for the scoring kinds."""
    return _SOLUTIONS[exercise.kind](_Say(exercise, lang))


def _trump_order_line(say: _Say) -> str:
    assert say.trump is not None
    return say.rule(say.t.gettext("With %(trump)s as trump, the 14 trumps rank from high to low: "
                                  "%(cards)s.") % {"trump": say.trump_name,
                                                   "cards": say.cards(trump_order(say.trump))},
                    "rank.trump-order")


def _higher_trump_solution(say: _Say) -> list[str]:
    higher = say.exercise.answer
    lower = next(card for card in say.exercise.cards if card != higher)
    assert isinstance(higher, Card)
    return [_trump_order_line(say),
            # TRANSLATORS: the answer to "which ranks higher"; %(higher)s and %(lower)s are cards.
            say.rule(say.t.gettext("So %(higher)s ranks above %(lower)s.") % {
                "higher": say.card(higher), "lower": say.card(lower)}, "rank.trump-order")]


def _is_trump_solution(say: _Say) -> list[str]:
    t, trump, card = say.t, say.trump, say.exercise.cards[0]
    assert trump is not None
    values = {"card": say.plain(card), "suit": say.suit(card.suit), "left": say.plain(left_pedro(trump))}
    if card == left_pedro(trump):
        step = say.rule(t.gettext("Yes: %(card)s is the Left Pedro, and the 5 of the other suit "
                                  "of the same colour as trumps is a trump.") % values, "rank.left-pedro")
    elif card == right_pedro(trump):
        step = say.rule(t.gettext("Yes: %(card)s is the Right Pedro, the 5 of trumps.") % values,
                        "rank.right-pedro")
    elif card.suit == trump.same_colour:
        step = say.rule(t.gettext("No: %(card)s is not a trump. Its suit, %(suit)s, has the colour "
                                  "of trumps, but only its 5 is a trump; the other twelve cards of "
                                  "%(suit)s are a plain suit.") % values, "rank.same-colour-suit")
    else:
        step = say.rule(t.gettext("No: %(card)s is not a trump. Its suit, %(suit)s, is not of the "
                                  "colour of trumps, and the only 5 besides the Right Pedro that is "
                                  "a trump is the Left Pedro, %(left)s.") % values, "rank.left-pedro")
    return [_trump_order_line(say), step]


def _left_pedro_solution(say: _Say) -> list[str]:
    assert say.trump is not None
    return [_trump_order_line(say),
            say.rule(say.t.gettext("The Left Pedro is the 5 of the other suit of the same colour as "
                                   "trumps: with %(trump)s as trump, it is %(card)s.") % {
                "trump": say.trump_name, "card": say.plain(left_pedro(say.trump))}, "rank.left-pedro")]


def _legal_cards_solution(say: _Say) -> list[str]:
    exercise, t = say.exercise, say.t
    state, seat, allowed = exercise.state, exercise.seat, exercise.answer
    assert seat is not None and say.trump is not None and isinstance(allowed, frozenset)
    leader, led = state.trick[0]
    values = {"leader": explain.seat_name(leader, say.lang), "led": say.card(led),
              "seat": explain.seat_name(seat, say.lang), "suit": say.suit(led.suit),
              "cards": say.cards(allowed)}
    trump_led = is_trump(led, say.trump)
    if exercise.concept == "play.follow-trump" and len(allowed) == 1:
        text = t.gettext("%(leader)s led %(led)s, a trump, and %(seat)s holds one trump, so %(seat)s "
                         "must play it: %(cards)s.")
    elif exercise.concept == "play.follow-trump":
        text = t.gettext("%(leader)s led %(led)s, a trump, and %(seat)s holds trumps, so %(seat)s "
                         "must play one of them: %(cards)s.")
    elif exercise.concept == "play.follow-or-trump":
        text = t.gettext("%(leader)s led %(led)s, and %(seat)s holds %(suit)s, so %(seat)s must "
                         "follow suit or play a trump: %(cards)s.")
    elif trump_led:
        text = t.gettext("%(leader)s led %(led)s, a trump, and %(seat)s holds no trump, so %(seat)s "
                         "may play any card: %(cards)s.")
    else:
        text = t.gettext("%(leader)s led %(led)s, and %(seat)s holds no %(suit)s, so %(seat)s may "
                         "play any card, with no duty to trump: %(cards)s.")
    lines = [say.rule(text % values, exercise.concept)]
    refused = [card for card in state.hand(seat) if card not in allowed]
    if refused:
        violation = check_move(state, play(seat, refused[0]))
        assert violation is not None
        # TRANSLATORS: the last line of the worked solution of "which cards may be played": the
        # cards of the hand that the rule just explained forbids, e.g. "Not allowed here: the 9
        # of clubs and the 4 of spades."
        lines.append(say.rule(t.gettext("Not allowed here: %(cards)s.") % {"cards": say.cards(refused)},
                              violation.rule))
    return lines


def _score_sheet(say: _Say, sheet: ScoreSheet) -> list[str]:
    """`explain.describe_score`, each line ending with its rule: the contract, each scoring card
    (`points.capture`), the counts (`points.cards`), then made or set and the score."""
    rules = ["bid.all-pass" if sheet.bid == 0 else "trump.name", *(won.rule for won in sheet.points),
             "points.cards"]
    lines = explain.describe_score(sheet, say.lang)
    rules += [sheet.rule] * (len(lines) - len(rules))
    return [line if _MENTIONS_RULE.search(line) else say.rule(line, rule) for line, rule in zip(lines, rules)]


def _side_points(say: _Say, sheet: ScoreSheet, side: Side) -> str:
    points = [explain.point_name(won.point, say.lang) for won in sheet.points if won.side == side]
    if not points:
        return say.t.gettext("%(side)s took no scoring card.") % {"side": say.side(side)}
    # TRANSLATORS: %(points)s lists scoring cards by their labels ("High, Jack and Right Pedro").
    return say.t.gettext("%(side)s took %(points)s.") % {"side": say.side(side), "points": say.join(points)}


def _scoring_step(say: _Say, sheet: ScoreSheet) -> list[str]:
    """The step the question asks for, after the score sheet."""
    exercise, t = say.exercise, say.t
    kind, concept = exercise.kind, exercise.concept
    pair = {"side_a": say.side(Side.NS), "side_b": say.side(Side.EW)}
    if kind is Kind.POINT_WINNERS:
        return [say.rule(_side_points(say, sheet, side), concept) for side in Side]
    if kind in (Kind.COUNTS, Kind.HAND_SCORE):
        numbers = sheet.counts if kind is Kind.COUNTS else sheet.scores
        # TRANSLATORS: the last line of a worked solution: a number for each side.
        return [say.rule(t.gettext("The answer: %(side_a)s %(a)d, %(side_b)s %(b)d.") % {
            **pair, "a": numbers[Side.NS], "b": numbers[Side.EW]}, concept)]
    side = {"side": say.side(sheet.bidding_side)}
    if kind is Kind.MADE:
        if sheet.bid == 0:
            text = t.gettext("Yes: with no contract %(side)s cannot be set.") % side
        elif sheet.made:
            text = t.gettext("Yes: %(side)s made their bid.") % side
        else:
            text = t.gettext("No: %(side)s are set.") % side
        return [say.rule(text, concept)]
    return _game_lines(say, sheet)


def _game_lines(say: _Say, sheet: ScoreSheet) -> list[str]:
    t, before = say.t, say.exercise.scores_before
    assert before is not None
    target = say.exercise.profile.target
    after = GameScore(target, before).add(sheet)
    lines = [say.rule(t.gettext("Before this hand: %(side_a)s %(before_a)d, %(side_b)s %(before_b)d; "
                                "after it: %(side_a)s %(after_a)d, %(side_b)s %(after_b)d.") % {
        "side_a": say.side(Side.NS), "side_b": say.side(Side.EW), "before_a": before[Side.NS],
        "before_b": before[Side.EW], "after_a": after.totals[Side.NS], "after_b": after.totals[Side.EW]},
        "game.target")]
    if after.winner is None:
        text = t.gettext("Neither side has reached %(target)d: the game goes on.") % {"target": target}
    else:
        text = t.gettext("%(side)s reach %(target)d and win the game.") % {
            "side": say.side(after.winner), "target": target}
    return [*lines, say.rule(text, "game.target")]


def _scoring_solution(say: _Say) -> list[str]:
    sheet = _sheet(say.exercise)
    stuck = [say.rule(line, "bid.all-pass") for line in _stuck_dealer(say)]
    return stuck + _score_sheet(say, sheet) + _scoring_step(say, sheet)


def _final_points(position: Position, priced: Priced, side: Side) -> tuple[int, int]:
    """The points each side ends the hand with (indexed by `Side`) after the card `priced`, with
    best play from there: the bidders' share of the points in play is the one whose net, by the
    solver's own reckoning (`Position.net`, which only grows with it), is the card's value."""
    taken = next(share for share in range(position.in_play + 1) if position.net(share, side) == priced.value)
    points = list(position.settled)
    points[position.bidders] += taken
    points[1 - position.bidders] += position.in_play - taken
    return points[Side.NS], points[Side.EW]


def _value_words(say: _Say, value: int) -> str:
    t = say.t
    if value > 0:
        # TRANSLATORS: part of a line of a worked solution ("the 10 of hearts: your side scores 3
        # points more than the other side; it costs nothing."): the side's score for the hand minus the
        # other side's, with best play.
        return t.ngettext("your side scores %(count)d point more than the other side",
                          "your side scores %(count)d points more than the other side", value) % {"count": value}
    if value < 0:
        # TRANSLATORS: as "your side scores %(count)d points more than the other side".
        return t.ngettext("your side scores %(count)d point fewer than the other side",
                          "your side scores %(count)d points fewer than the other side", -value) % {"count": -value}
    # TRANSLATORS: as "your side scores %(count)d points more than the other side", when both score the same.
    return t.gettext("both sides score as much")


def _cost_words(say: _Say, cost: int) -> str:
    if cost == 0:
        # TRANSLATORS: part of a line of a worked solution: a card that is one of the best.
        return say.t.gettext("it costs nothing")
    # TRANSLATORS: part of a line of a worked solution: what a card gives up against the best card.
    return say.t.ngettext("it costs %(count)d point", "it costs %(count)d points", cost) % {"count": cost}


def _card_line(say: _Say, position: Position, priced: Priced) -> str:
    """One legal card: its value and its cost, then the points each side ends with and the contract."""
    t, state, side = say.t, say.exercise.state, position.to_move.side
    assert state.bidder is not None
    value, cost = int(priced.value), int(priced.cost)
    # TRANSLATORS: a line of a worked solution; %(card)s is a card ("the 10 of hearts"),
    # %(value)s says how the hand ends ("your side scores 3 points more than the other side"), %(cost)s what
    # the card costs ("it costs nothing", "it costs 2 points").
    text = t.gettext("%(card)s: %(value)s; %(cost)s.") % {
        "card": say.card(priced.move.card), "value": _value_words(say, value), "cost": _cost_words(say, cost)}
    ns, ew = _final_points(position, priced, side)
    bidders = state.bidder.side
    values = {"side_a": say.side(Side.NS), "count_a": ns, "side_b": say.side(Side.EW), "count_b": ew,
              "side": say.side(bidders), "bid": state.bid}
    taken = (ns, ew)[bidders]
    if state.bid == 0:
        outcome, rule = t.gettext("Points at the end: %(side_a)s %(count_a)d, %(side_b)s %(count_b)d; "
                                  "with no contract nobody is set."), "score.made"
    elif taken >= state.bid:
        outcome, rule = t.gettext("Points at the end: %(side_a)s %(count_a)d, %(side_b)s %(count_b)d, "
                                  "so %(side)s make their bid of %(bid)d."), "score.made"
    else:
        outcome, rule = t.gettext("Points at the end: %(side_a)s %(count_a)d, %(side_b)s %(count_b)d, "
                                  "so %(side)s fall short of their bid of %(bid)d and are set."), "score.set"
    return say.rule(f"{text[:1].upper()}{text[1:]} {outcome % values}", rule)


def _best_card_solution(say: _Say) -> list[str]:
    """The scoring cards still to be won, what a card is worth, every legal card priced, best
    first, and the best cards."""
    exercise, t = say.exercise, say.t
    state, trump = exercise.state, say.trump
    assert trump is not None
    pricing = double_dummy(state)
    position = position_of(state)
    live = state.hands[0] | state.hands[1] | state.hands[2] | state.hands[3]
    low = _low_played_for(state)
    still = [card for card in POINT_CARDS[trump].values()
             if (live >> card & 1 or any(card == played for _, played in state.trick))
             and (low is None or card != low[0])]
    lines = [say.rule(t.gettext("Scoring cards still to be won: %(cards)s. Each counts for the side "
                                "that wins the trick it falls in.") % {"cards": say.cards(still)},
                      "points.capture")]
    if low is not None:
        # TRANSLATORS: as in the hint of a lesson; here in the worked solution of a double-dummy puzzle.
        lines.append(say.rule(t.gettext("Low is %(card)s. At this table Low counts for the side of the "
                                        "player who played it, whoever wins the trick.") % {
            "card": say.card(low[0])}, "points.capture"))
    lines.append(say.rule(t.gettext("With every hand open and all four players playing their best after "
                                    "it, a card is worth your side's score for the hand minus the other "
                                    "side's."), "score.made"))
    lines += [_card_line(say, position, priced) for priced in pricing.moves]
    best = pricing.best_cards
    lines.append(say.rule(t.ngettext("The best card: %(cards)s.", "The best cards, equally good: %(cards)s.",
                                     len(best)) % {"cards": say.cards(best)}, exercise.concept))
    return lines


_SOLUTIONS: dict[Kind, Callable[[_Say], list[str]]] = {
    Kind.HIGHER_TRUMP: _higher_trump_solution,
    Kind.IS_TRUMP: _is_trump_solution,
    Kind.LEFT_PEDRO: _left_pedro_solution,
    Kind.LEGAL_CARDS: _legal_cards_solution,
    Kind.BEST_CARD: _best_card_solution,
    **dict.fromkeys(SCORING_KINDS, _scoring_solution),
}
