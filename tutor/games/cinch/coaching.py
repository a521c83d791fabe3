"""A bot's reason in the learner's language: one short sentence naming the seat and its move,
then why (`tutor.games.cinch.bots`, whose docstring lists the reason codes and their parameters)::

    East leads the Ace of hearts to draw trumps: 2.4 points better on average than the next best
    card, over 12 deals.

The move is named as `explain.describe_move` names it; cards, suits and amounts of points as
`explain` does. Every sentence is a gettext msgid with named placeholders.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tutor.cards import Card
from tutor.games.cinch.bots import Decision
from tutor.games.cinch.explain import cards_list, describe_move, points_phrase
from tutor.games.cinch.state import HandState
from tutor.games.seats import Seat
from tutor.words import Translator, fill, seat_name, suit_name, t_for

__all__ = ["describe_reason"]


class _Say:
    """The words of one reason: the translator, the language, the move, the parameters."""

    def __init__(self, decision: Decision, lang: str, state: HandState) -> None:
        self.t = t_for(lang)
        self.lang = lang
        self.trump = state.trump
        self.move = describe_move(decision.move, lang, state)
        self.params = decision.reason.params

    def __getitem__(self, name: str) -> object:
        return self.params[name]

    def number(self, name: str) -> int:
        return int(self.params[name])  # type: ignore[call-overload]

    def points(self, name: str) -> str:
        return points_phrase(self.t, float(self.params[name]), self.lang)  # type: ignore[arg-type]

    def suit(self, name: str = "suit") -> str:
        return suit_name(self.params[name], self.lang)  # type: ignore[arg-type]

    def seat(self, name: str) -> str:
        seat = self.params[name]
        assert isinstance(seat, int)  # a reason names a seat by its `Seat` (an int)
        return seat_name(Seat(seat), self.lang)

    def cards(self, name: str = "cards") -> str:
        cards: Iterable[Card] = self.params[name]  # type: ignore[assignment]
        return cards_list(cards, self.lang, self.trump)

    def gain(self, better: str) -> str:
        """What the choice gains over the next best, averaged over the deals; `better` is the
        sentence for a gain above zero (the next best candidate named in it)."""
        t, count = self.t, self.number("deals")
        gain = float(self.params["gain"])  # type: ignore[arg-type]
        if gain > 0:
            return fill(better, points=points_phrase(t, gain, self.lang), count=count)
        # TRANSLATORS: the end of a bot's reason when another choice was as good on average.
        return fill(t.ngettext("nothing else does better on average, over %(count)d deal",
                               "nothing else does better on average, over %(count)d deals", count), count=count)


def _only_move(s: _Say) -> str:
    # TRANSLATORS: a bot's reason; %(move)s is the move as a caption, e.g. "East plays the 4 of clubs".
    return fill(s.t.gettext("%(move)s: the only move the rules allow."), move=s.move)


def _dealer_must_bid(s: _Say) -> str:
    # TRANSLATORS: a bot's reason under the house rule "stick the dealer".
    return fill(s.t.gettext("%(move)s: the three others passed, so the dealer must bid at least %(bid)s."),
                move=s.move, bid=s.number("bid"))


def _free_contract(s: _Say) -> str:
    # TRANSLATORS: a bot's reason: the dealer passes after three passes and becomes maker with no contract.
    return fill(s.t.gettext("%(move)s: after three passes the dealer is maker with no contract and "
                            "cannot be set."), move=s.move)


def _pass_partner(s: _Say) -> str:
    # TRANSLATORS: a bot's reason; %(partner)s is a seat ("North"), %(bid)s a number.
    return fill(s.t.gettext("%(move)s: partner %(partner)s already holds the bid at %(bid)s."),
                move=s.move, partner=s.seat("partner"), bid=s.number("bid"))


def _bid_count(s: _Say) -> str:
    count = s.number("count")
    # TRANSLATORS: a beginner bot's reason: it counts 1 for each of the A K Q J 10 of a suit and 2 for
    # each Pedro; %(suit)s is a suit in a sentence ("hearts").
    return fill(s.t.gettext("%(move)s: with %(suit)s as trump its hand counts %(count)d (1 for the Ace, "
                            "King, Queen, Jack and 10 of trumps, 2 for each Pedro)."),
                move=s.move, suit=s.suit(), count=count)


def _bid_estimate(s: _Say) -> str:
    count = s.number("count")
    # TRANSLATORS: a club bot's reason for its bid.
    return fill(s.t.ngettext("%(move)s: it expects to take about %(count)d point with %(suit)s as trump.",
                             "%(move)s: it expects to take about %(count)d points with %(suit)s as trump.",
                             count), move=s.move, suit=s.suit(), count=count)


def _pass_weak(s: _Say) -> str:
    count = s.number("count")
    # TRANSLATORS: a bot's reason for passing; %(suit)s is its best suit.
    return fill(s.t.ngettext("%(move)s: its best suit, %(suit)s, is worth only about %(count)d point, "
                             "too little to bid.",
                             "%(move)s: its best suit, %(suit)s, is worth only about %(count)d points, "
                             "too little to bid.", count), move=s.move, suit=s.suit(), count=count)


def _sampled_bid(s: _Say) -> str:
    t, count = s.t, s.number("deals")
    value = float(s["value"])  # type: ignore[arg-type]
    if value >= 0:
        # TRANSLATORS: a strong bot's reason for its bid: the side's average lead in the hand score
        # as maker in %(suit)s at that bid, over %(count)d deals of the cards it has not seen.
        text = t.ngettext("%(move)s: as maker in %(suit)s its side ends %(points)s ahead on average at "
                          "that bid, over %(count)d deal of the unseen cards.",
                          "%(move)s: as maker in %(suit)s its side ends %(points)s ahead on average at "
                          "that bid, over %(count)d deals of the unseen cards.", count)
    else:
        # TRANSLATORS: as the previous message, when the side ends behind on average.
        text = t.ngettext("%(move)s: as maker in %(suit)s its side ends only %(points)s behind on "
                          "average at that bid, over %(count)d deal of the unseen cards.",
                          "%(move)s: as maker in %(suit)s its side ends only %(points)s behind on "
                          "average at that bid, over %(count)d deals of the unseen cards.", count)
    return fill(text, move=s.move, suit=s.suit(), points=points_phrase(t, abs(value), s.lang), count=count)


def _sampled_pass(s: _Say) -> str:
    t, count = s.t, s.number("deals")
    # TRANSLATORS: a strong bot's reason for passing: %(lowest)s is the least bid it could make.
    return fill(t.ngettext("%(move)s: even at %(lowest)s in %(suit)s, its side would not end ahead on "
                           "average, over %(count)d deal of the unseen cards.",
                           "%(move)s: even at %(lowest)s in %(suit)s, its side would not end ahead on "
                           "average, over %(count)d deals of the unseen cards.", count),
                move=s.move, lowest=s.number("lowest"), suit=s.suit(), count=count)


def _longest_suit(s: _Say) -> str:
    count = s.number("count")
    # TRANSLATORS: a beginner bot names trump: its longest suit, the Left Pedro counted with it.
    return fill(s.t.ngettext("%(move)s, its longest suit: %(count)d card.",
                             "%(move)s, its longest suit: %(count)d cards.", count), move=s.move, count=count)


def _most_points(s: _Say) -> str:
    # TRANSLATORS: a club bot names trump; %(points)s is e.g. "6.5 points".
    return fill(s.t.gettext("%(move)s: the suit it expects to take the most points with, about %(points)s."),
                move=s.move, points=s.points("points"))


def _sampled_trump(s: _Say) -> str:
    # TRANSLATORS: the end of a strong bot's reason for naming trump; %(points)s is e.g. "1.5 points".
    why = s.gain(s.t.ngettext("%(points)s better on average than the next best suit, over %(count)d deal",
                              "%(points)s better on average than the next best suit, over %(count)d deals",
                              s.number("deals")))
    # TRANSLATORS: a strong bot's reason; %(why)s says what the choice gains and over how many deals.
    return fill(s.t.gettext("%(move)s: %(why)s."), move=s.move, why=why)


def _keep_best_trumps(s: _Say) -> str:
    # TRANSLATORS: a bot's reason for its discard or rob with more than six trumps (`draw.excess-trumps`).
    return fill(s.t.gettext("%(move)s: it has more than six trumps and puts out the lowest, %(cards)s, and "
                            "keeps every trump that scores."),
                move=s.move, cards=s.cards())


def _keep_high_cards(s: _Say) -> str:
    # TRANSLATORS: a bot's reason for its rob: every trump kept, then the best plain cards.
    return fill(s.t.gettext("%(move)s: every trump, then the best of the other cards: %(cards)s."),
                move=s.move, cards=s.cards())


def _sampled_choice(s: _Say) -> str:
    # TRANSLATORS: the end of a strong bot's reason for its discard or rob.
    why = s.gain(s.t.ngettext("%(points)s better on average than the next best choice, over %(count)d deal",
                              "%(points)s better on average than the next best choice, over %(count)d deals",
                              s.number("deals")))
    return fill(s.t.gettext("%(move)s: %(why)s."), move=s.move, why=why)


def _draw_trumps(s: _Say) -> str:
    # TRANSLATORS: a bot's reason: it leads its top trump to make the opponents play theirs.
    return fill(s.t.gettext("%(move)s to draw the opponents' trumps."), move=s.move)


def _lead_low(s: _Say) -> str:
    # TRANSLATORS: a bot's reason for leading a cheap card.
    return fill(s.t.gettext("%(move)s, a cheap card, keeping its trumps and points for later."), move=s.move)


def _win_points(s: _Say) -> str:
    # TRANSLATORS: a bot's reason; %(points)s is e.g. "5 points".
    return fill(s.t.gettext("%(move)s to take a trick worth %(points)s."), move=s.move, points=s.points("points"))


def _feed_partner(s: _Say) -> str:
    # TRANSLATORS: a bot's reason: partner's card is sure to win the trick.
    return fill(s.t.gettext("%(move)s, giving %(points)s to partner's trick, which is sure to win."),
                move=s.move, points=s.points("points"))


def _play_low(s: _Say) -> str:
    # TRANSLATORS: a bot's reason for following with its cheapest card.
    return fill(s.t.gettext("%(move)s, the cheapest card it may play."), move=s.move)


_AIMS: dict[str, Callable[[Translator], str]] = {
    # TRANSLATORS: a strong bot's reason for a card chosen by the solver; %(why)s says what the card
    # gains over the next best and over how many deals.
    "draw-trumps": lambda t: t.gettext("%(move)s to draw trumps: %(why)s."),
    "win-points": lambda t: t.gettext("%(move)s to take the points: %(why)s."),
    "win-trick": lambda t: t.gettext("%(move)s to win the trick: %(why)s."),
    "feed-partner": lambda t: t.gettext("%(move)s, giving points to partner: %(why)s."),
    "lead": lambda t: t.gettext("%(move)s: %(why)s."),
    "let-go": lambda t: t.gettext("%(move)s, letting the trick go: %(why)s."),
}


def _fair_best(s: _Say) -> str:
    # TRANSLATORS: the end of a strong bot's reason for a card: what it gains on average over the
    # next best card, %(points)s e.g. "2.4 points", over %(count)d deals of the unseen cards.
    why = s.gain(s.t.ngettext("%(points)s better on average than the next best card, over %(count)d deal",
                              "%(points)s better on average than the next best card, over %(count)d deals",
                              s.number("deals")))
    return fill(_AIMS.get(str(s["aim"]), _AIMS["lead"])(s.t), move=s.move, why=why)


_SENTENCES: dict[str, Callable[[_Say], str]] = {
    "only-move": _only_move,
    "dealer-must-bid": _dealer_must_bid,
    "free-contract": _free_contract,
    "pass-partner": _pass_partner,
    "bid-count": _bid_count,
    "bid-estimate": _bid_estimate,
    "pass-weak": _pass_weak,
    "sampled-bid": _sampled_bid,
    "sampled-pass": _sampled_pass,
    "longest-suit": _longest_suit,
    "most-points": _most_points,
    "sampled-trump": _sampled_trump,
    "keep-best-trumps": _keep_best_trumps,
    "keep-high-cards": _keep_high_cards,
    "sampled-discard": _sampled_choice,
    "sampled-rob": _sampled_choice,
    "draw-trumps": _draw_trumps,
    "lead-low": _lead_low,
    "win-points": _win_points,
    "feed-partner": _feed_partner,
    "play-low": _play_low,
    "fair-best": _fair_best,
}
"""[reason code] → its sentence (`tutor.games.cinch.bots.REASONS` lists the same codes)."""


def describe_reason(decision: Decision, lang: str, state: HandState) -> str:
    """One short sentence: the seat and its move (`describe_move`), then why. `state` is the
    position before the move."""
    return _SENTENCES[decision.reason.code](_Say(decision, lang, state))
