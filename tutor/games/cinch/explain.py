"""Engine data → sentences in the learner's language (en, nl, de, fr), through gettext.

The engine (`tutor.games.cinch`) answers with codes, rule ids, seats and cards; this module
names them and says what was wrong and what was allowed::

    >>> from tutor.cards import Card, Suit
    >>> card_name(Card.parse("5D"), "en", trump=Suit.HEARTS)
    'the 5 of diamonds — the Left Pedro, a trump while hearts are trump'
    >>> card_name(Card.parse("5D"), "de")
    'Karo-Fünf'

Card names are made so that they can stand in a sentence without any article or case changing
around them: English and French carry their article ("the Queen of hearts", "la dame de cœur"),
German and Dutch use the bare compound card players use ("Herz-Dame", "hartenvrouw").
The seat that made a move is named, never addressed as "you": the same sentences serve the
replay of a record and the learner at the table.

Every function takes the language as a code (``"de"``, ``"de-CH"``; unknown codes mean English).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from babel.numbers import format_decimal

from tutor.cards import Card, Suit, cards_of, mask_of
from tutor.games.cinch.legal import (
    MAX_BID,
    discard_choice,
    legal_moves,
    legal_play_mask,
    rob_choice,
)
from tutor.games.cinch.moves import Move, Verb
from tutor.games.cinch.ranking import (
    EFFECTIVE_SUIT,
    POINT_MASK,
    STRENGTH,
    SUIT_MASK,
    Point,
    left_pedro,
    right_pedro,
)
from tutor.games.cinch.scoring import PointWon, ScoreSheet
from tutor.games.cinch.state import HandState, Phase
from tutor.games.cinch.violations import Violation
from tutor.games.seats import Seat, Side
from tutor.i18n import normalise_language
from tutor.words import (
    SUITS,
    Translator,
    Words,
    amount_count,
    answer_words,
    dealer_line,
    fill,
    join,
    plain_card,
    profile_line,
    seat_name,
    side_name,
    suit_name,
    t_for,
    trick_play,
)

__all__ = [
    "MESSAGES",
    "RULINGS",
    "card_name",
    "cards_list",
    "cost_rule",
    "describe_move",
    "describe_position",
    "describe_ruling",
    "describe_score",
    "describe_violation",
    "point_name",
    "seat_name",
    "side_name",
    "suit_name",
]

_Pick = Callable[[Translator], str]


# --- names: the scoring points; seats, sides, suits and cards are `tutor.words` ------------------

_POINTS: dict[Point, _Pick] = {
    # TRANSLATORS: the six scoring cards of Cinch as labels at the start of a score sheet line:
    # High (Ace of trumps), Low (2 of trumps), Jack (of trumps), Game (10 of trumps), Right Pedro
    # (5 of trumps), Left Pedro (the other 5 of the same colour).
    Point.HIGH: lambda t: t.pgettext("point", "High"),
    Point.LOW: lambda t: t.pgettext("point", "Low"),
    Point.JACK: lambda t: t.pgettext("point", "Jack"),
    # TRANSLATORS: "Game" is the scoring card, the 10 of trumps (not a game of cards).
    Point.GAME: lambda t: t.pgettext("point", "Game"),
    Point.RIGHT_PEDRO: lambda t: t.pgettext("point", "Right Pedro"),
    Point.LEFT_PEDRO: lambda t: t.pgettext("point", "Left Pedro"),
}


def point_name(point: Point, lang: str) -> str:
    """A scoring card's name as a label: ``High``, ``Hoog``, ``Hoch``, ``Haut``."""
    return _POINTS[point](t_for(lang))


def _brief_card(t: Translator, card: Card, trump: Suit | None) -> str:
    """The card's name, marked as a Pedro when it is one: the form used inside sentences."""
    name = plain_card(t, card)
    if trump is None:
        return name
    if card == left_pedro(trump):
        # TRANSLATORS: a card named inside a sentence, e.g. "the 5 of diamonds (the Left Pedro)".
        return fill(t.gettext("%(card)s (the Left Pedro)"), card=name)
    if card == right_pedro(trump):
        # TRANSLATORS: a card named inside a sentence, e.g. "the 5 of hearts (the Right Pedro)".
        return fill(t.gettext("%(card)s (the Right Pedro)"), card=name)
    return name


def card_name(card: Card, lang: str, trump: Suit | None = None) -> str:
    """The card's name; with `trump` given, a Pedro says what it is.

    ``the 5 of diamonds``; with hearts trump ``the 5 of diamonds — the Left Pedro, a trump while
    hearts are trump`` and ``the 5 of hearts — the Right Pedro, the 5 of trumps``.
    """
    t = t_for(lang)
    name = plain_card(t, card)
    if trump is None:
        return name
    if card == left_pedro(trump):
        # TRANSLATORS: the full name of the Left Pedro, shown on its own (e.g. as a tooltip):
        # %(card)s is the card's name ("the 5 of diamonds"), %(trump)s the trump suit ("hearts").
        return fill(t.gettext("%(card)s — the Left Pedro, a trump while %(trump)s are trump"),
                     card=name, trump=SUITS[trump](t))
    if card == right_pedro(trump):
        # TRANSLATORS: the full name of the Right Pedro, shown on its own (e.g. as a tooltip).
        return fill(t.gettext("%(card)s — the Right Pedro, the 5 of trumps"), card=name)
    return name


def _display_order(cards: Iterable[Card], trump: Suit | None) -> list[Card]:
    """Trumps first, then suit by suit, each from the highest card down."""
    if trump is None:
        return sorted(cards, key=lambda card: (card.suit, -card.rank))
    strength, suits = STRENGTH[trump], EFFECTIVE_SUIT[trump]
    return sorted(cards, key=lambda card: (suits[card] != trump, suits[card], -strength[card]))


def cards_list(cards: Iterable[Card], lang: str, trump: Suit | None = None) -> str:
    """Several cards joined with the language's "and", trumps first, the Pedros marked."""
    t = t_for(lang)
    names = [_brief_card(t, card, trump) for card in _display_order(cards, trump)]
    return join(lang, names)


# --- the words of one explanation ---------------------------------------------------------------


class _Words(Words):
    """The shared words (`tutor.words.Words`) with the Pedros marked and trumps listed first."""

    def card(self, card: Card) -> str:
        return _brief_card(self.t, card, self.trump)

    def order(self, cards: Iterable[Card]) -> list[Card]:
        return _display_order(cards, self.trump)


def _trump_of(violation: Violation, state: HandState | None) -> Suit | None:
    trump = violation.params.get("trump")
    if trump is None and state is not None:
        trump = state.trump
    return trump


# --- violations ---------------------------------------------------------------------------------

_Explain = Callable[[_Words, Violation, "HandState | None"], str]


def _hand_over(w: _Words, v: Violation, state: HandState | None) -> str:
    t = w.t
    if v.params.get("phase") == Phase.REDEAL.value:
        return fill(t.gettext("This hand has been abandoned and will be dealt again, so %(seat)s "
                               "can make no more moves."), seat=w.seat(v.seat))
    return fill(t.gettext("The hand is over: all six tricks have been played, so %(seat)s can "
                           "make no more moves."), seat=w.seat(v.seat))


def _already_called(w: _Words, v: Violation, state: HandState | None) -> str:
    t, call = w.t, v.params.get("call")
    if call is None:
        return fill(t.gettext("%(seat)s has already passed, and a pass is final: each player has "
                               "exactly one turn in the bidding."), seat=w.seat(v.seat))
    return fill(t.gettext("%(seat)s has already bid %(bid)d: each player has exactly one turn in "
                           "the bidding and may not bid again."), seat=w.seat(v.seat), bid=call)


def _dealer_must_bid(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(
        w.t.gettext("The other three players have passed, so under this house rule (stick the "
                    "dealer) %(seat)s, the dealer, may not pass: he must bid at least "
                    "%(min_bid)d."),
        seat=w.seat(v.seat), min_bid=v.params["min_bid"])


def _barred(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(
        w.t.gettext("%(seat)s may not bid: %(side)s bid out of turn earlier in this hand, so "
                    "neither player of that side may bid again. %(seat)s can only pass."),
        seat=w.seat(v.seat), side=w.side(v.seat.side))


def _bid_out_of_range(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    if p.get("bid") is None:
        return fill(t.gettext("A bid must name a whole number from %(min_bid)d to %(max_bid)d; "
                               "%(max_bid)d is all the points in play."),
                     min_bid=p["min_bid"], max_bid=p["max_bid"])
    return fill(t.gettext("%(seat)s cannot bid %(bid)d: bids are whole numbers from %(min_bid)d "
                           "to %(max_bid)d, and %(max_bid)d is all the points in play."),
                 seat=w.seat(v.seat), bid=p["bid"], min_bid=p["min_bid"], max_bid=p["max_bid"])


def _bid_too_low(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    if p["high_bid"] >= MAX_BID:
        return fill(t.gettext("%(seat)s cannot bid %(bid)d: %(high_bidder)s has bid 14, all the "
                               "points in play, so the others can only pass."),
                     seat=w.seat(v.seat), bid=p["bid"], high_bidder=w.seat(p["high_bidder"]))
    return fill(
        t.gettext("%(seat)s cannot bid %(bid)d: %(high_bidder)s has already bid %(high_bid)d, and "
                  "a bid must be higher than the highest bid so far. %(seat)s may bid "
                  "%(lowest)d or more, or pass."),
        seat=w.seat(v.seat), bid=p["bid"], high_bidder=w.seat(p["high_bidder"]),
        high_bid=p["high_bid"], lowest=p["high_bid"] + 1)


def _not_in_hand(w: _Words, v: Violation, state: HandState | None) -> str:
    cards = v.params["cards"]
    if not cards:
        return fill(w.t.gettext("%(seat)s must name a card from his own hand."),
                     seat=w.seat(v.seat))
    return fill(
        w.t.ngettext("%(seat)s does not hold %(cards)s: a player can only discard or play a card "
                     "from his own hand.",
                     "%(seat)s does not hold %(cards)s: a player can only discard or play cards "
                     "from his own hand.", len(cards)),
        seat=w.seat(v.seat), cards=w.cards(cards))


def _card_named_twice(w: _Words, v: Violation, state: HandState | None) -> str:
    cards = v.params["cards"]
    return fill(
        w.t.ngettext("%(seat)s names %(cards)s more than once, but every card of the pack exists "
                     "only once.",
                     "%(seat)s names %(cards)s more than once, but every card of the pack exists "
                     "only once.", len(cards)),
        seat=w.seat(v.seat), cards=w.cards(cards))


def _one_card_at_a_time(w: _Words, v: Violation, state: HandState | None) -> str:
    count = v.params["count"]
    return fill(
        w.t.ngettext("%(seat)s may play only one card, not %(count)d: each player in turn plays a "
                     "single card to the trick.",
                     "%(seat)s may play only one card, not %(count)d: each player in turn plays a "
                     "single card to the trick.", count),
        seat=w.seat(v.seat), count=count)


def _malformed_move(w: _Words, v: Violation, state: HandState | None) -> str:
    # TRANSLATORS: a move built by a program, not by a player: e.g. a pass that carries a number.
    return fill(w.t.gettext("The move of %(seat)s is not well formed: it leaves out something "
                             "this kind of move needs, or carries something it does not take."),
                 seat=w.seat(v.seat))


def _no_suit_named(w: _Words, v: Violation, state: HandState | None) -> str:
    suits = join(w.lang, [w.suit(suit) for suit in Suit], style="or")
    return fill(w.t.gettext("%(seat)s must name one suit as trump: %(suits)s."),
                 seat=w.seat(v.seat), suits=suits)


def _discard_requirement(w: _Words, state: HandState | None, seat: Seat) -> str | None:
    """What `seat` must discard now, from `discard_choice`; None without a position."""
    if state is None or state.trump is None or state.phase is not Phase.DISCARD:
        return None
    if state.hands[seat] == 0:
        return None
    choice = discard_choice(state, seat)
    t, fixed, pool = w.t, cards_of(choice.fixed), cards_of(choice.pool)
    if not choice.k:
        if not fixed:
            return fill(t.gettext("%(seat)s holds only trumps, at most six, and discards "
                                   "nothing."),
                         seat=w.seat(seat))
        return fill(t.gettext("%(seat)s must discard %(cards)s."), seat=w.seat(seat),
                     cards=w.cards(fixed))
    if not fixed:
        return fill(t.ngettext("%(seat)s must discard %(count)d of these trumps: %(pool)s.",
                                "%(seat)s must discard %(count)d of these trumps: %(pool)s.",
                                choice.k),
                     seat=w.seat(seat), count=choice.k, pool=w.cards(pool))
    return fill(
        t.ngettext("%(seat)s must discard %(cards)s, and also %(count)d of these trumps: %(pool)s.",
                   "%(seat)s must discard %(cards)s, and also %(count)d of these trumps: %(pool)s.",
                   choice.k),
        seat=w.seat(seat), cards=w.cards(fixed), count=choice.k, pool=w.cards(pool))


def _left_pedro_note(w: _Words, cards: Iterable[Card]) -> str | None:
    """A reminder when the Left Pedro is among `cards`: it is a trump, not of its printed suit."""
    if w.trump is None or left_pedro(w.trump) not in set(cards):
        return None
    return fill(w.t.gettext("The Left Pedro, %(card)s, is a trump for every purpose while "
                             "%(trump)s are trump, and not a card of its printed suit."),
                 card=w.plain(left_pedro(w.trump)), trump=w.suit(w.trump))


def _keeps_non_trump(w: _Words, v: Violation, state: HandState | None) -> str:
    first = fill(
        w.t.gettext("With %(trump)s as trump, every player except the dealer discards all his "
                    "non-trumps, but %(seat)s would keep %(cards)s."),
        trump=w.suit(v.params["trump"]), seat=w.seat(v.seat), cards=w.cards(v.params["cards"]))
    return w.sentences(first, _discard_requirement(w, state, v.seat))


def _keeps_too_many_trumps(w: _Words, v: Violation, state: HandState | None) -> str:
    p = v.params
    first = fill(
        w.t.ngettext("%(seat)s holds %(count)d trumps and may keep only six, so %(excess)d of them "
                     "must be discarded; it is shown and out of play.",
                     "%(seat)s holds %(count)d trumps and may keep only six, so %(excess)d of them "
                     "must be discarded; they are shown and out of play.", p["excess"]),
        seat=w.seat(v.seat), count=p["count"], excess=p["excess"])
    return w.sentences(first, _non_point_note(w, state), _discard_requirement(w, state, v.seat))


def _non_point_note(w: _Words, state: HandState | None) -> str | None:
    if state is not None and state.profile.excess_trumps != "non_point_only":
        return None
    return w.t.gettext("Only trumps that do not score may be put away this way.")


def _discards_trump(w: _Words, v: Violation, state: HandState | None) -> str:
    p, cards = v.params, v.params["cards"]
    if p["excess"] == 0:
        first = fill(
            w.t.ngettext("%(seat)s holds %(count)d trumps, no more than six, and keeps them all: "
                         "%(cards)s must not be discarded.",
                         "%(seat)s holds %(count)d trumps, no more than six, and keeps them all: "
                         "%(cards)s must not be discarded.", len(cards)),
            seat=w.seat(v.seat), count=p["count"], cards=w.cards(cards))
    else:
        first = fill(
            w.t.ngettext("%(seat)s holds %(count)d trumps and must discard exactly %(excess)d of "
                         "them, not %(given)d (%(cards)s).",
                         "%(seat)s holds %(count)d trumps and must discard exactly %(excess)d of "
                         "them, not %(given)d (%(cards)s).", p["excess"]),
            seat=w.seat(v.seat), count=p["count"], excess=p["excess"], given=len(cards),
            cards=w.cards(cards))
    return w.sentences(first, _left_pedro_note(w, cards), _discard_requirement(w, state, v.seat))


def _discards_point_trump(w: _Words, v: Violation, state: HandState | None) -> str:
    cards = v.params["cards"]
    first = fill(
        w.t.ngettext("A player with seven or more trumps may put away only trumps that do not "
                     "score, and %(cards)s scores points.",
                     "A player with seven or more trumps may put away only trumps that do not "
                     "score, and %(cards)s score points.", len(cards)),
        cards=w.cards(cards))
    return w.sentences(first, _discard_requirement(w, state, v.seat))


def _rob_requirement(w: _Words, state: HandState | None) -> str | None:
    """What the dealer must keep, from `rob_choice`; None without a position."""
    if state is None or state.trump is None or state.phase is not Phase.ROB:
        return None
    t, seat = w.t, state.dealer
    if state.profile.dealer_rob == "free":
        return fill(t.gettext("Under this house rule %(seat)s may keep any six cards; the trumps "
                               "he leaves out are shown and out of play."), seat=w.seat(seat))
    choice = rob_choice(state)
    fixed, pool = cards_of(choice.fixed), cards_of(choice.pool)
    if not choice.k:
        return fill(t.gettext("%(seat)s must keep %(cards)s."), seat=w.seat(seat),
                     cards=w.cards(fixed))
    if not fixed:
        return fill(t.ngettext("%(seat)s has no trump to keep and chooses any %(count)d of "
                                "%(pool)s.",
                                "%(seat)s has no trump to keep and chooses any %(count)d of "
                                "%(pool)s.", choice.k),
                     seat=w.seat(seat), count=choice.k, pool=w.cards(pool))
    return fill(t.ngettext("%(seat)s must keep %(cards)s, and chooses %(count)d more card from "
                            "%(pool)s.",
                            "%(seat)s must keep %(cards)s, and chooses %(count)d more cards from "
                            "%(pool)s.", choice.k),
                 seat=w.seat(seat), cards=w.cards(fixed), count=choice.k, pool=w.cards(pool))


def _rob_unavailable(w: _Words, v: Violation, state: HandState | None) -> str:
    cards = v.params["cards"]
    first = fill(
        w.t.ngettext("The dealer keeps six cards from his own hand and what is left of the stock; "
                     "%(cards)s is in neither, so %(seat)s cannot keep it.",
                     "The dealer keeps six cards from his own hand and what is left of the stock; "
                     "%(cards)s are in neither, so %(seat)s cannot keep them.", len(cards)),
        cards=w.cards(cards), seat=w.seat(v.seat))
    return w.sentences(first, _rob_requirement(w, state))


def _rob_count(w: _Words, v: Violation, state: HandState | None) -> str:
    first = fill(w.t.gettext("%(seat)s, the dealer, must keep exactly %(keep)d cards, not "
                              "%(count)d."),
                  seat=w.seat(v.seat), keep=v.params["keep"], count=v.params["count"])
    return w.sentences(first, _rob_requirement(w, state))


def _rob_leaves_trump(w: _Words, v: Violation, state: HandState | None) -> str:
    first = fill(w.t.gettext("The dealer must keep every trump available to him, up to six, but "
                              "%(seat)s would leave out %(cards)s."),
                  seat=w.seat(v.seat), cards=w.cards(v.params["cards"]))
    return w.sentences(first, _rob_requirement(w, state))


def _rob_leaves_point_trump(w: _Words, v: Violation, state: HandState | None) -> str:
    cards = v.params["cards"]
    first = fill(
        w.t.ngettext("With more than six trumps available, the dealer may leave out only trumps "
                     "that do not score, but %(seat)s would leave out %(cards)s, which scores "
                     "points.",
                     "With more than six trumps available, the dealer may leave out only trumps "
                     "that do not score, but %(seat)s would leave out %(cards)s, which score "
                     "points.", len(cards)),
        seat=w.seat(v.seat), cards=w.cards(cards))
    return w.sentences(first, _rob_requirement(w, state))


def _leader(state: HandState | None) -> Seat | None:
    return state.trick[0][0] if state is not None and state.trick else None


def _must_follow_trump(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p, held = w.t, v.params, v.params["held"]
    leader = _leader(state)
    values = dict(seat=w.seat(v.seat), led=w.card(p["led"]), held=w.cards(held),
                  card=w.card(p["card"]))
    if leader is not None and len(held) == 1:
        text = t.gettext("%(leader)s led %(led)s, a trump, and %(seat)s holds a trump, %(held)s: "
                         "%(seat)s must play it, not %(card)s.")
    elif leader is not None:
        text = t.gettext("%(leader)s led %(led)s, a trump, and %(seat)s holds trumps: %(held)s. "
                         "%(seat)s must play one of them, not %(card)s.")
    elif len(held) == 1:
        text = t.gettext("A trump was led (%(led)s), and %(seat)s holds a trump, %(held)s: "
                         "%(seat)s must play it, not %(card)s.")
    else:
        text = t.gettext("A trump was led (%(led)s), and %(seat)s holds trumps: %(held)s. "
                         "%(seat)s must play one of them, not %(card)s.")
    if leader is not None:
        values["leader"] = w.seat(leader)
    return fill(text, **values)


def _must_follow_or_trump(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    leader = _leader(state)
    values = dict(seat=w.seat(v.seat), led=w.card(p["led"]), suit=w.suit(p["suit"]),
                  held=w.cards(p["held"]), card=w.card(p["card"]))
    if leader is not None:
        text = t.gettext("%(leader)s led %(led)s, and %(seat)s holds %(suit)s: %(held)s. "
                         "%(seat)s must follow suit or play a trump; %(card)s is neither.")
        values["leader"] = w.seat(leader)
    else:
        text = t.gettext("The lead was %(led)s, and %(seat)s holds %(suit)s: %(held)s. "
                         "%(seat)s must follow suit or play a trump; %(card)s is neither.")
    return fill(text, **values)


def _not_your_turn(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    phase = p.get("phase")
    values = dict(seat=w.seat(v.seat), to_move=w.seat(p.get("to_move")))
    if phase == Phase.BIDDING.value:
        text = t.gettext("%(seat)s may not act now: it is %(to_move)s's turn to bid or pass.")
    elif phase == Phase.TRUMP.value:
        text = t.gettext("%(seat)s may not act now: it is %(to_move)s's turn to name trump.")
    elif phase == Phase.DISCARD.value:
        text = t.gettext("%(seat)s may not act now: it is %(to_move)s's turn to discard.")
    elif phase == Phase.ROB.value:
        text = t.gettext("%(seat)s may not act now: it is the turn of %(to_move)s, the dealer, to "
                         "rob the pack.")
    elif state is not None and not state.trick:
        text = t.gettext("%(seat)s may not act now: it is %(to_move)s's turn to lead.")
    else:
        text = t.gettext("%(seat)s may not act now: it is %(to_move)s's turn to play.")
    note = None
    dealer = state.dealer if state is not None else None
    if phase == Phase.DISCARD.value and p.get("verb") == Verb.DISCARD.value and v.seat == dealer:
        note = t.gettext("The dealer does not discard with the others: after the draw he robs "
                         "the pack.")
    return w.sentences(fill(text, **values), note)


def _wrong_verb(w: _Words, v: Violation, state: HandState | None) -> str:
    t, phase = w.t, v.params.get("phase")
    if phase == Phase.BIDDING.value:
        text = t.gettext("The bidding is on: %(seat)s may only bid or pass now.")
    elif phase == Phase.TRUMP.value:
        text = t.gettext("%(seat)s must name trump now, before anything else happens.")
    elif phase == Phase.DISCARD.value:
        text = t.gettext("%(seat)s must discard now.")
    elif phase == Phase.ROB.value:
        text = t.gettext("%(seat)s, the dealer, must now rob the pack: keep six cards from his "
                         "hand and the stock.")
    else:
        text = t.gettext("The play is on: %(seat)s must play a card now.")
    return fill(text, seat=w.seat(v.seat))


def _ruling_pending(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("%(offender)s played %(card)s out of turn; before play goes on, an "
                             "opponent of %(offender)s must demand that the card be withdrawn or "
                             "let it stand."),
                 offender=w.seat(v.params["offender"]), card=w.card(v.params["card"]))


def _discard_fixed(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("%(seat)s has already been given cards in the draw, so the discard "
                             "can no longer be changed."), seat=w.seat(v.seat))


def _lead_demand(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    if p["demand"] == "lead-trump":
        text = t.gettext("After the lead out of turn, %(seat)s was required to lead a trump, and "
                         "%(card)s is not a trump.")
    else:
        text = t.gettext("After the lead out of turn, %(seat)s was required not to lead a trump, "
                         "and %(card)s is a trump.")
    first = fill(text, seat=w.seat(v.seat), card=w.card(p["card"]))
    allowed = None
    if state is not None and state.to_move == v.seat and state.phase is Phase.PLAY:
        allowed = fill(t.gettext("%(seat)s may lead %(cards)s."), seat=w.seat(v.seat),
                        cards=w.either(cards_of(legal_play_mask(state))))
    return w.sentences(first, allowed)


def _unknown_claim(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("“%(claim)s” is not a claim the rules know: a player may claim a "
                             "revoke, a misdeal, a new deal or a hand with too many cards."),
                 claim=v.params.get("claim"))


def _table_mode_only(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("%(seat)s cannot make this claim: irregularities are ruled on only in "
                             "table mode; otherwise the tutor does not let them happen."),
                 seat=w.seat(v.seat))


def _no_revoke(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("There is no revoke for %(seat)s to claim: no player of the other "
                             "side has failed to follow suit when able, or the revoke has already "
                             "been claimed."), seat=w.seat(v.seat))


def _misdeal_too_late(w: _Words, v: Violation, state: HandState | None) -> str:
    return w.t.gettext("A misdeal must be found before the first bid. Found later, a player with "
                       "too few cards plays on, and a player with too many has the excess drawn "
                       "out by an opponent.")


def _no_misdeal(w: _Words, v: Violation, state: HandState | None) -> str:
    return w.t.gettext("Every player has nine cards: there is no misdeal.")


def _new_deal_too_late(w: _Words, v: Violation, state: HandState | None) -> str:
    if v.params.get("reason") in ("improper-shuffle", "improper-cut"):
        return w.t.gettext("An improper shuffle or cut leads to a new deal only if it is noticed "
                           "before the deal is completed; the deal is complete, so the hand is "
                           "played.")
    return w.t.gettext("A new deal for a card face up must be asked for before the bidding "
                       "starts; the bidding has begun, so the hand is played.")


def _new_deal_not_opponent(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("Only an opponent of the dealer, %(dealer)s, can demand a new deal "
                             "because a card was dealt face up; %(seat)s is on the dealer's "
                             "side."), dealer=w.seat(v.params["dealer"]), seat=w.seat(v.seat))


def _excess_not_now(w: _Words, v: Violation, state: HandState | None) -> str:
    return w.t.gettext("Too many cards in a hand can be claimed only after the bidding has begun "
                       "and before the hand is over; before the first bid, a wrong number of "
                       "cards is a misdeal.")


def _excess_not_opponent(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("Only an opponent of %(target)s draws the excess cards out of that "
                             "hand; %(seat)s is on the same side."),
                 target=w.seat(v.params["seat"]), seat=w.seat(v.seat))


def _no_excess(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("%(target)s does not hold too many cards, so there is nothing to "
                             "draw out."), target=w.seat(v.params["seat"]))


def _excess_wrong_cards(w: _Words, v: Violation, state: HandState | None) -> str:
    count = v.params["count"]
    return fill(w.t.ngettext("%(target)s holds %(count)d card too many: an opponent draws exactly "
                              "that many cards out of that hand.",
                              "%(target)s holds %(count)d cards too many: an opponent draws "
                              "exactly that many cards out of that hand.", count),
                 target=w.seat(v.params["seat"]), count=count)


def _nothing_out_of_turn(w: _Words, v: Violation, state: HandState | None) -> str:
    return w.t.gettext("No card has been played out of turn, so there is nothing to withdraw or "
                       "to let stand.")


def _not_an_opponent(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("Only an opponent of %(offender)s decides about the card played out "
                             "of turn; %(seat)s is on the same side."),
                 offender=w.seat(v.params["offender"]), seat=w.seat(v.seat))


def _too_late_to_withdraw(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("An opponent of %(offender)s has already played to this trick, so "
                             "the card played out of turn can no longer be withdrawn: it stands."),
                 offender=w.seat(v.params["offender"]))


def _no_lead_demand(w: _Words, v: Violation, state: HandState | None) -> str:
    t, offender = w.t, v.params["offender"]
    pending = state.table.out_of_turn if state is not None and state.table is not None else None
    if pending is None:
        return t.gettext("A lead can be demanded only when a player has led out of turn instead "
                         "of his partner; then the offender's right-hand opponent may require the "
                         "partner to lead a trump, or not to lead a trump.")
    if state is not None and not state.trick and pending.rightful == offender.partner:
        return fill(t.gettext("Only %(right)s, the opponent on the right of %(offender)s, may "
                               "require %(partner)s to lead a trump or not to lead a trump."),
                     right=w.seat(offender.right), offender=w.seat(offender),
                     partner=w.seat(offender.partner))
    return fill(t.gettext("%(offender)s did not lead in place of his partner, so nobody may "
                           "require a trump lead or forbid one; the card can only be withdrawn or "
                           "let stand."), offender=w.seat(offender))


def _dealer_shuffles_last(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("Anyone may shuffle, but the dealer, %(dealer)s, shuffles last."),
                 dealer=w.seat(v.params["dealer"]))


def _wrong_cutter(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("The player on the dealer's right cuts: with %(dealer)s dealing, "
                             "that is %(cutter)s, not %(seat)s."),
                 dealer=w.seat(v.params["dealer"]), cutter=w.seat(v.params["cutter"]),
                 seat=w.seat(v.seat))


def _cut_too_small(w: _Words, v: Violation, state: HandState | None) -> str:
    count = v.params["count"]
    return fill(w.t.ngettext("Each packet of the cut must hold at least four cards; this cut "
                              "leaves only %(count)d card in one packet.",
                              "Each packet of the cut must hold at least four cards; this cut "
                              "leaves only %(count)d cards in one packet.", count), count=count)


MESSAGES: dict[str, _Explain] = {
    # turn.order, turn.own-card, bid.*, trump.name
    "hand-over": _hand_over,
    "already-called": _already_called,
    "not-your-turn": _not_your_turn,
    "wrong-verb": _wrong_verb,
    "not-in-hand": _not_in_hand,
    "card-named-twice": _card_named_twice,
    "one-card-at-a-time": _one_card_at_a_time,
    "malformed-move": _malformed_move,
    "dealer-must-bid": _dealer_must_bid,
    "bid-out-of-range": _bid_out_of_range,
    "bid-too-low": _bid_too_low,
    "no-suit-named": _no_suit_named,
    # draw.*
    "keeps-non-trump": _keeps_non_trump,
    "keeps-too-many-trumps": _keeps_too_many_trumps,
    "discards-trump": _discards_trump,
    "discards-point-trump": _discards_point_trump,
    "rob-unavailable": _rob_unavailable,
    "rob-count": _rob_count,
    "rob-leaves-trump": _rob_leaves_trump,
    "rob-leaves-point-trump": _rob_leaves_point_trump,
    # play.*
    "must-follow-trump": _must_follow_trump,
    "must-follow-or-trump": _must_follow_or_trump,
    # irregularities in table mode (section 7)
    "barred-from-bidding": _barred,
    "ruling-pending": _ruling_pending,
    "discard-fixed": _discard_fixed,
    "lead-demand": _lead_demand,
    "unknown-claim": _unknown_claim,
    "table-mode-only": _table_mode_only,
    "no-revoke": _no_revoke,
    "misdeal-too-late": _misdeal_too_late,
    "no-misdeal": _no_misdeal,
    "new-deal-too-late": _new_deal_too_late,
    "new-deal-not-opponent": _new_deal_not_opponent,
    "excess-not-now": _excess_not_now,
    "excess-not-opponent": _excess_not_opponent,
    "no-excess": _no_excess,
    "excess-wrong-cards": _excess_wrong_cards,
    "nothing-out-of-turn": _nothing_out_of_turn,
    "not-an-opponent": _not_an_opponent,
    "too-late-to-withdraw": _too_late_to_withdraw,
    "no-lead-demand": _no_lead_demand,
    # section 2: the shuffle and the cut
    "dealer-shuffles-last": _dealer_shuffles_last,
    "wrong-cutter": _wrong_cutter,
    "cut-too-small": _cut_too_small,
}
"""One explanation per violation code the engine emits (`tests/test_explain.py` checks it)."""


def describe_violation(violation: Violation, lang: str, state: HandState | None = None) -> str:
    """Why the move is refused and what was allowed, ending with ``(rule <id>)``.

    `state` is the position the move was tried in; with it the sentence can name the leader of
    the trick and the cards that were allowed.
    """
    w = _Words(lang, _trump_of(violation, state))
    explain = MESSAGES.get(violation.code)
    if explain is None:
        # TRANSLATORS: fallback for a refusal this version cannot explain; %(code)s is a code.
        message = fill(w.t.gettext("This move is not allowed (%(code)s)."), code=violation.code)
    else:
        message = explain(w, violation, state)
    return w.rule(message, violation.rule)


# --- rulings (table mode, section 7) ------------------------------------------------------------


def _ruling_bid_out_of_turn(w: _Words, state: HandState | None, move: Move | None) -> str:
    if move is not None:
        return fill(w.t.gettext("%(seat)s bid out of turn. Ruling: neither %(seat)s nor "
                                 "%(partner)s may bid again in this hand; a bid made before "
                                 "stands."),
                     seat=w.seat(move.seat), partner=w.seat(move.seat.partner))
    return w.t.gettext("A bid out of turn: neither player of the offending side may bid again in "
                       "this hand; a bid made before stands.")


def _ruling_play_out_of_turn(w: _Words, state: HandState | None, move: Move | None) -> str:
    t = w.t
    demand = state.table.lead_demand if state is not None and state.table is not None else None
    pending = state.table.out_of_turn if state is not None and state.table is not None else None
    if move is not None and move.verb is Verb.WITHDRAW:
        if move.detail is None:
            return fill(t.gettext("%(seat)s demands that the card played out of turn be "
                                   "withdrawn: it goes back into its player's hand, and the player "
                                   "whose turn it was plays."), seat=w.seat(move.seat))
        leader = w.seat(demand[0]) if demand is not None else w.seat(move.seat.left)
        if move.detail == "lead-trump":
            text = t.gettext("%(seat)s demands that the card led out of turn be withdrawn, and "
                             "requires %(leader)s, whose lead it was, to lead a trump.")
        else:
            text = t.gettext("%(seat)s demands that the card led out of turn be withdrawn, and "
                             "requires %(leader)s, whose lead it was, not to lead a trump.")
        return fill(text, seat=w.seat(move.seat), leader=leader)
    if move is not None and move.verb is Verb.ACCEPT:
        return fill(t.gettext("%(seat)s lets the card played out of turn stand: it counts as "
                               "played, and play goes on from there."), seat=w.seat(move.seat))
    if pending is not None:
        return fill(t.gettext("%(offender)s played %(card)s out of turn, when it was "
                               "%(rightful)s's turn. As long as neither opponent has played to the "
                               "trick, an opponent may demand that the card be withdrawn, or let "
                               "it stand."),
                     offender=w.seat(pending.seat), card=w.card(pending.card),
                     rightful=w.seat(pending.rightful))
    return t.gettext("A card played out of turn is withdrawn on an opponent's demand if neither "
                     "opponent has yet played to the trick. If the offender led when it was his "
                     "partner's lead, the offender's right-hand opponent may require the partner "
                     "to lead a trump or not to lead a trump.")


def _ruling_revoke(w: _Words, state: HandState | None, move: Move | None) -> str:
    t = w.t
    table = state.table if state is not None else None
    claimed = [r for r in table.revokes if r.claimed] if table is not None else []
    if move is not None:
        claimed = [r for r in claimed if r.seat.side != move.seat.side]
    if not claimed or state is None:
        return t.gettext("A revoke is failing to follow suit when able. Play goes on, but the "
                         "offending side may not score in this hand, and if the offender is an "
                         "opponent of the high bidder, the high bidder cannot be set.")
    parts = []
    for revoke in claimed:
        parts.append(fill(t.gettext("%(seat)s revoked in trick %(trick)d (did not follow suit "
                                     "although able), and the revoke has been claimed: %(side)s "
                                     "may not score in this hand."),
                           seat=w.seat(revoke.seat), trick=revoke.trick,
                           side=w.side(revoke.seat.side)))
    bidder = state.bidder
    if bidder is not None and any(r.seat.side != bidder.side for r in claimed):
        parts.append(fill(t.gettext("As the offender is an opponent of the high bidder, "
                                     "%(side)s cannot be set: their bid counts as made."),
                           side=w.side(bidder.side)))
    return w.sentences(*parts)


def _ruling_misdeal(w: _Words, state: HandState | None, move: Move | None) -> str:
    if state is None:
        return w.t.gettext("Misdeal: the dealer gave a player too many or too few cards, and it "
                           "was found before the first bid. He loses the deal, which passes to the "
                           "left.")
    following = state.next_dealer if state.next_dealer is not None else state.dealer.left
    return fill(w.t.gettext("Misdeal: %(dealer)s, the dealer, gave a player too many or too few "
                             "cards, and it was found before the first bid. %(dealer)s loses the "
                             "deal, which passes to the left: %(next)s deals next."),
                 dealer=w.seat(state.dealer), next=w.seat(following))


def _ruling_new_deal(w: _Words, state: HandState | None, move: Move | None) -> str:
    t = w.t
    reason = (move.detail or "").split()[-1] if move is not None and move.detail else None
    why = None
    if reason == "face-up-in-pack":
        why = t.gettext("A card was found face up in the pack.")
    elif reason == "dealt-face-up" and move is not None:
        why = fill(t.gettext("A card was dealt face up, and %(seat)s, an opponent of the dealer, "
                              "demands a new deal."), seat=w.seat(move.seat))
    elif reason == "improper-shuffle":
        why = t.gettext("The shuffle was improper, and this was noticed before the deal was "
                        "completed.")
    elif reason == "improper-cut":
        why = t.gettext("The cut was improper, and this was noticed before the deal was "
                        "completed.")
    if state is None:
        return w.sentences(why, t.gettext("The same dealer deals again."))
    return w.sentences(why, fill(t.gettext("The same dealer, %(dealer)s, deals again."),
                                  dealer=w.seat(state.dealer)))


def _ruling_wrong_hand(w: _Words, state: HandState | None, move: Move | None) -> str:
    t = w.t
    if move is None or move.target is None:
        return t.gettext("A wrong number of cards found after the bidding has begun: a player "
                         "with too few cards plays on; a player with too many offers his hand face "
                         "down, and an opponent draws out the excess, which is shuffled into the "
                         "stock.")
    count = len(move.cards)
    return fill(t.ngettext("%(target)s held too many cards: %(seat)s drew %(count)d card out of "
                            "that hand, face down, and it is shuffled into the stock. %(target)s "
                            "plays on with the rest.",
                            "%(target)s held too many cards: %(seat)s drew %(count)d cards out of "
                            "that hand, face down, and they are shuffled into the stock. "
                            "%(target)s plays on with the rest.", count),
                 target=w.seat(move.target), seat=w.seat(move.seat), count=count)


def _ruling_change_discard(w: _Words, state: HandState | None, move: Move | None) -> str:
    t = w.t
    if move is None:
        return t.gettext("A player may change his discard until he has looked at a card given to "
                         "him in the draw.")
    if not move.cards:
        return fill(t.gettext("%(seat)s changes the discard, which is allowed until a card given "
                               "in the draw has been looked at, and now discards nothing."),
                     seat=w.seat(move.seat))
    return fill(t.gettext("%(seat)s changes the discard, which is allowed until a card given in "
                           "the draw has been looked at, and now discards %(cards)s."),
                 seat=w.seat(move.seat), cards=w.cards(move.cards))


def _ruling_discard(w: _Words, state: HandState | None, move: Move | None) -> str:
    if move is None:
        return w.t.gettext("The discard does not follow the rules, but there is no penalty for "
                           "that: it stands, and any trump put away is shown and out of play.")
    return fill(w.t.gettext("%(seat)s has not discarded as the rules say, but there is no penalty "
                             "for that: the discard stands, and any trump put away is shown and "
                             "out of play."), seat=w.seat(move.seat))


def _ruling_error_discard(w: _Words, state: HandState | None, move: Move | None) -> str:
    if move is None or state is None or state.trump is None or state.bidder is None:
        return w.t.gettext("A scoring card discarded in error by an opponent of the high bidder is "
                           "out of play, and it is scored for the high bidder's side.")
    points = cards_of(mask_of(move.cards) & POINT_MASK[state.trump])
    return fill(w.t.ngettext("%(seat)s, an opponent of the high bidder, has put away a scoring "
                              "card in error (%(cards)s): it is out of play, and it scores for the "
                              "high bidder's side, %(side)s.",
                              "%(seat)s, an opponent of the high bidder, has put away scoring "
                              "cards in error (%(cards)s): they are out of play, and they score "
                              "for the high bidder's side, %(side)s.", len(points)),
                 seat=w.seat(move.seat), cards=w.cards(points), side=w.side(state.bidder.side))


def _ruling_revoke_played(w: _Words, state: HandState | None, move: Move | None) -> str:
    seat = move.seat if move is not None else None
    if seat is None and state is not None and state.table is not None and state.table.revokes:
        seat = state.table.revokes[-1].seat
    if seat is None:
        return w.t.gettext("A player did not follow suit although able: that is a revoke. The card "
                           "stands and play goes on; an opponent may claim the revoke.")
    return fill(w.t.gettext("%(seat)s did not follow suit although able: that is a revoke. The "
                             "card stands and play goes on; an opponent may claim the revoke."),
                 seat=w.seat(seat))


_Ruling = Callable[[_Words, "HandState | None", "Move | None"], str]

RULINGS: dict[str, _Ruling] = {
    "irregular.bid-out-of-turn": _ruling_bid_out_of_turn,
    "irregular.play-out-of-turn": _ruling_play_out_of_turn,
    "irregular.revoke": _ruling_revoke,
    "irregular.misdeal": _ruling_misdeal,
    "irregular.new-deal": _ruling_new_deal,
    "irregular.wrong-hand": _ruling_wrong_hand,
    "draw.change-discard": _ruling_change_discard,
    "draw.discard": _ruling_discard,
    "draw.error-discard": _ruling_error_discard,
    "play.follow-trump": _ruling_revoke_played,
    "play.follow-or-trump": _ruling_revoke_played,
}
"""The rulings table mode applies (`HandState.table.rulings`), plus a revoke let stand."""


def describe_ruling(
    rule_id: str, lang: str, state: HandState | None = None, move: Move | None = None
) -> str:
    """The ruling applied in table mode, ending with ``(rule <id>)``.

    `state` is the position after the ruling, `move` the move that led to it (a bid or card out
    of turn, a claim, ``withdraw`` or ``accept``); both are optional and make the sentence name
    the seats and cards.
    """
    w = _Words(lang, state.trump if state is not None else None)
    ruling = RULINGS.get(rule_id)
    if ruling is None:
        message = w.t.gettext("A ruling was applied.")
    else:
        message = ruling(w, state, move)
    return w.rule(message, rule_id)


# --- moves --------------------------------------------------------------------------------------


def describe_move(move: Move, lang: str, state: HandState | None = None) -> str:
    """``East plays the Queen of hearts``: one move as a caption (no final full stop).

    `state` is the position before the move: it tells a lead from a play and marks the Pedros.
    """
    w = _Words(lang, state.trump if state is not None else None)
    t, seat = w.t, w.seat(move.seat)
    verb = move.verb
    if verb is Verb.BID:
        return fill(t.gettext("%(seat)s bids %(bid)s"), seat=seat,
                     bid="?" if move.amount is None else str(move.amount))
    if verb is Verb.PASS:
        return fill(t.gettext("%(seat)s passes"), seat=seat)
    if verb is Verb.TRUMP:
        suit = "?" if move.suit is None else w.suit(move.suit)
        return fill(t.gettext("%(seat)s names %(suit)s as trump"), seat=seat, suit=suit)
    if verb is Verb.DISCARD:
        if not move.cards:
            return fill(t.gettext("%(seat)s discards nothing"), seat=seat)
        return fill(t.gettext("%(seat)s discards %(cards)s"), seat=seat, cards=w.cards(move.cards))
    if verb is Verb.ROB:
        return fill(t.gettext("%(seat)s robs the pack, keeping %(cards)s"), seat=seat,
                     cards=w.cards(move.cards))
    if verb is Verb.PLAY:
        card = w.card(move.cards[0]) if move.cards else "?"
        leads = (state is not None and state.phase is Phase.PLAY and not state.trick
                 and state.to_move == move.seat)
        if leads:
            return fill(t.gettext("%(seat)s leads %(card)s"), seat=seat, card=card)
        return fill(t.gettext("%(seat)s plays %(card)s"), seat=seat, card=card)
    if verb is Verb.CLAIM:
        return _describe_claim(w, move)
    if verb is Verb.WITHDRAW:
        if move.detail == "lead-trump":
            text = t.gettext("%(seat)s demands that the card led out of turn be withdrawn and that "
                             "the rightful leader lead a trump")
        elif move.detail == "no-trump-lead":
            text = t.gettext("%(seat)s demands that the card led out of turn be withdrawn and that "
                             "the rightful leader not lead a trump")
        else:
            text = t.gettext("%(seat)s demands that the card played out of turn be withdrawn")
        return fill(text, seat=seat)
    return fill(t.gettext("%(seat)s lets the card played out of turn stand"), seat=seat)


def _describe_claim(w: _Words, move: Move) -> str:
    t, seat = w.t, w.seat(move.seat)
    words = (move.detail or "").split()
    kind = words[0] if words else ""
    if kind == "revoke":
        return fill(t.gettext("%(seat)s claims a revoke"), seat=seat)
    if kind == "misdeal":
        return fill(t.gettext("%(seat)s claims a misdeal"), seat=seat)
    if kind == "new-deal":
        reason = words[-1]
        if reason == "face-up-in-pack":
            text = t.gettext("%(seat)s calls for a new deal: a card was found face up in the pack")
        elif reason == "dealt-face-up":
            text = t.gettext("%(seat)s calls for a new deal: a card was dealt face up")
        elif reason == "improper-shuffle":
            text = t.gettext("%(seat)s calls for a new deal: the shuffle was improper")
        else:
            text = t.gettext("%(seat)s calls for a new deal: the cut was improper")
        return fill(text, seat=seat)
    if kind == "excess":
        return fill(t.ngettext("%(seat)s finds that %(target)s holds too many cards and draws out "
                                "%(count)d card",
                                "%(seat)s finds that %(target)s holds too many cards and draws out "
                                "%(count)d cards", len(move.cards)),
                     seat=seat, target=w.seat(move.target), count=len(move.cards))
    return fill(t.gettext("%(seat)s makes a claim: %(claim)s"), seat=seat, claim=move.detail or "")


# --- positions ----------------------------------------------------------------------------------


def _contract_lines(w: _Words, state: HandState) -> list[str]:
    t, lines = w.t, []
    if state.bidder is not None:
        if state.bid == 0:
            lines.append(fill(t.gettext("Everyone passed: %(seat)s, the dealer, is the maker with "
                                         "no contract; he names trump, leads to the first trick "
                                         "and cannot be set."), seat=w.seat(state.bidder)))
        else:
            lines.append(fill(t.ngettext("%(seat)s is the high bidder with %(bid)d: %(side)s must "
                                          "take at least %(bid)d point.",
                                          "%(seat)s is the high bidder with %(bid)d: %(side)s must "
                                          "take at least %(bid)d points.", state.bid),
                               seat=w.seat(state.bidder), bid=state.bid,
                               side=w.side(state.bidder.side)))
    if state.trump is not None:
        lines.append(fill(t.gettext("Trump: %(suit)s. The Left Pedro, %(card)s, is a trump too."),
                           suit=w.suit(state.trump), card=w.plain(left_pedro(state.trump))))
    return lines


def _bidding_lines(w: _Words, state: HandState) -> list[str]:
    t, lines = w.t, []
    if state.bidder is None:
        lines.append(t.gettext("Bidding: nobody has bid yet."))
    else:
        lines.append(fill(t.gettext("Bidding: the highest bid so far is %(bid)d, by %(seat)s."),
                           bid=state.bid, seat=w.seat(state.bidder)))
    seat = state.to_move
    if seat is None:
        return lines
    moves = [m for m in legal_moves(state) if m.seat == seat and m.verb in (Verb.BID, Verb.PASS)]
    bids = sorted(m.amount for m in moves if m.verb is Verb.BID and m.amount is not None)
    can_pass = any(m.verb is Verb.PASS for m in moves)
    barred = state.table is not None and seat.side in state.table.barred
    if bids and can_pass:
        if bids[0] == bids[-1]:
            lines.append(fill(t.gettext("%(seat)s may bid %(high)d or pass."), seat=w.seat(seat),
                               high=bids[-1]))
        else:
            lines.append(fill(t.gettext("%(seat)s may bid from %(low)d to %(high)d, or pass."),
                               seat=w.seat(seat), low=bids[0], high=bids[-1]))
    elif bids:
        lines.append(fill(t.gettext("The other three have passed, and under this house rule the "
                                     "dealer may not pass: %(seat)s must bid from %(low)d to "
                                     "%(high)d."), seat=w.seat(seat), low=bids[0], high=bids[-1]))
    elif barred:
        lines.append(fill(t.gettext("%(seat)s may only pass: %(side)s bid out of turn and may not "
                                     "bid any more."), seat=w.seat(seat), side=w.side(seat.side)))
    else:
        lines.append(fill(t.gettext("%(seat)s can only pass: 14 has been bid, all the points in "
                                     "play."), seat=w.seat(seat)))
    if seat == state.dealer and state.bidder is None and can_pass:
        if state.profile.all_pass == "redeal":
            lines.append(fill(t.gettext("If %(seat)s passes too, the hand is thrown in and the "
                                         "deal passes to the left."), seat=w.seat(seat)))
        else:
            lines.append(fill(t.gettext("If %(seat)s, the dealer, passes too, he becomes the "
                                         "maker with no contract: he names trump, leads, and "
                                         "cannot be set."), seat=w.seat(seat)))
    return lines


def _discard_lines(w: _Words, state: HandState) -> list[str]:
    t = w.t
    lines = [t.gettext("Discarding: every player except the dealer discards all his non-trumps; "
                       "then the dealer gives each of them cards from the stock to make six.")]
    if state.to_move is not None:
        requirement = _discard_requirement(w, state, state.to_move)
        if requirement:
            lines.append(requirement)
    return lines


def _rob_lines(w: _Words, state: HandState) -> list[str]:
    t, dealer, lines = w.t, state.dealer, []
    took = [fill(t.pgettext("seat and number", "%(seat)s %(count)d"), seat=w.seat(seat),
                  count=state.took[seat]) for seat in (dealer.left, dealer.partner, dealer.right)]
    lines.append(fill(t.gettext("Cards taken from the stock: %(list)s."),
                       list=join(w.lang, took)))
    lines.append(fill(t.ngettext("%(seat)s, the dealer, robs the pack: from his nine cards and "
                                  "the %(count)d card left in the stock he keeps six.",
                                  "%(seat)s, the dealer, robs the pack: from his nine cards and "
                                  "the %(count)d cards left in the stock he keeps six.",
                                  len(state.stock)),
                       seat=w.seat(dealer), count=len(state.stock)))
    requirement = _rob_requirement(w, state)
    if requirement:
        lines.append(requirement)
    return lines


def _play_lines(w: _Words, state: HandState) -> list[str]:
    t, lines = w.t, []
    number = len(state.tricks) + 1
    if state.tricks:
        won = [0, 0]
        for trick in state.tricks:
            won[trick.winner.side] += 1
        lines.append(fill(t.gettext("Tricks won so far: %(side_a)s %(count_a)d, %(side_b)s "
                                     "%(count_b)d."),
                           side_a=w.side(Side.NS), count_a=won[Side.NS],
                           side_b=w.side(Side.EW), count_b=won[Side.EW]))
    if state.trick:
        plays = [trick_play(t, w.card(card), w.seat(seat)) for seat, card in state.trick]
        lines.append(fill(t.gettext("Trick %(number)d so far: %(plays)s."), number=number,
                           plays=join(w.lang, plays)))
    table = state.table
    if table is not None:
        lines += _table_lines(w, state)
    seat = state.to_move
    if seat is None or (table is not None and table.out_of_turn is not None):
        return lines
    hand = state.hands[seat]
    allowed = legal_play_mask(state)
    cards = w.either(cards_of(allowed))
    values = dict(seat=w.seat(seat), cards=cards, number=number)
    if not state.trick:
        demand = table.lead_demand if table is not None else None
        if demand is not None and demand[0] == seat and allowed != hand:
            if demand[1] == "lead-trump":
                text = t.gettext("%(seat)s leads to trick %(number)d and, after the lead out of "
                                 "turn, must lead a trump: %(cards)s.")
            else:
                text = t.gettext("%(seat)s leads to trick %(number)d and, after the lead out of "
                                 "turn, must not lead a trump: %(cards)s.")
        else:
            text = t.gettext("%(seat)s leads to trick %(number)d and may lead any card: %(cards)s.")
        lines.append(fill(text, **values))
        return lines
    assert state.trump is not None
    led = EFFECTIVE_SUIT[state.trump][state.trick[0][1]]
    if allowed == hand and not hand & SUIT_MASK[state.trump][led]:
        text = t.gettext("%(seat)s cannot follow suit and may play any card: %(cards)s.")
    elif led == state.trump:
        text = t.gettext("%(seat)s must play a trump: %(cards)s.")
    else:
        text = t.gettext("%(seat)s must follow suit or play a trump: %(cards)s.")
    lines.append(fill(text, **values))
    return lines


def _table_lines(w: _Words, state: HandState) -> list[str]:
    t, table, lines = w.t, state.table, []
    assert table is not None
    for revoke in table.revokes:
        if revoke.claimed:
            lines.append(fill(t.gettext("The revoke by %(seat)s in trick %(trick)d has been "
                                         "claimed: %(side)s may not score in this hand."),
                               seat=w.seat(revoke.seat), trick=revoke.trick,
                               side=w.side(revoke.seat.side)))
        else:
            lines.append(fill(t.gettext("%(seat)s revoked in trick %(trick)d with %(card)s: the "
                                         "other side may claim the revoke."),
                               seat=w.seat(revoke.seat), trick=revoke.trick,
                               card=w.card(revoke.card)))
    pending = table.out_of_turn
    if pending is not None:
        lines.append(fill(t.gettext("%(offender)s played %(card)s out of turn, when it was "
                                     "%(rightful)s's turn: an opponent of %(offender)s now decides "
                                     "whether it is withdrawn or stands."),
                           offender=w.seat(pending.seat), card=w.card(pending.card),
                           rightful=w.seat(pending.rightful)))
    return lines


def _redeal_lines(w: _Words, state: HandState) -> list[str]:
    t = w.t
    following = state.next_dealer if state.next_dealer is not None else state.dealer.left
    last = state.table.rulings[-1] if state.table is not None and state.table.rulings else None
    if last == "irregular.misdeal":
        return [fill(t.gettext("This hand is void because of a misdeal: %(dealer)s loses the "
                                "deal, which passes to the left, so %(next)s deals next."),
                      dealer=w.seat(state.dealer), next=w.seat(following))]
    if last == "irregular.new-deal":
        return [fill(t.gettext("This hand is void and is dealt again by the same dealer, "
                                "%(dealer)s."), dealer=w.seat(state.dealer))]
    return [fill(t.gettext("All four players passed: under this house rule the hand is thrown in "
                            "and the deal passes to the left, so %(next)s deals next."),
                  next=w.seat(following))]


def describe_position(state: HandState, lang: str) -> list[str]:
    """The position in a few lines: dealer, contract, trump, whose turn and what they may do."""
    w = _Words(lang, state.trump)
    t = w.t
    lines = [dealer_line(t, w.seat(state.dealer))]
    if state.profile.name != "standard":
        lines.append(profile_line(t, state.profile.name))
    phase = state.phase
    if phase is Phase.REDEAL:
        return lines + _redeal_lines(w, state)
    if phase is Phase.BIDDING:
        return lines + _bidding_lines(w, state)
    lines += _contract_lines(w, state)
    if phase is Phase.TRUMP:
        assert state.to_move is not None
        if state.bid == 0:
            lines.append(fill(t.gettext("%(seat)s names trump now, as the maker with no contract: "
                                         "any of the four suits."), seat=w.seat(state.to_move)))
        else:
            lines.append(fill(t.gettext("%(seat)s, the high bidder, names trump now: any of the "
                                         "four suits."), seat=w.seat(state.to_move)))
    elif phase is Phase.DISCARD:
        lines += _discard_lines(w, state)
    elif phase is Phase.ROB:
        lines += _rob_lines(w, state)
    elif phase is Phase.PLAY:
        lines += _play_lines(w, state)
    else:
        lines.append(t.gettext("The hand is complete: all six tricks have been played."))
        if state.table is not None:
            lines += _table_lines(w, state)
    return lines


# --- the score sheet ----------------------------------------------------------------------------


def _point_line(w: _Words, won: PointWon) -> str:
    t = w.t
    value = fill(t.ngettext("%(count)d point", "%(count)d points", won.point.points),
                  count=won.point.points)
    values: dict[str, Any] = dict(point=_POINTS[won.point](t), card=w.plain(won.card), value=value)
    if won.rule == "draw.error-discard":
        assert won.side is not None
        return fill(t.gettext("%(point)s, %(card)s (%(value)s): discarded in error by %(player)s, "
                               "an opponent of the high bidder, so it counts for the high bidder's "
                               "side, %(side)s."),
                     player=w.seat(won.played_by), side=w.side(won.side), **values)
    if won.rule == "score.dead-card" or won.side is None or won.trick is None:
        if won.played_by is None:
            return fill(t.gettext("%(point)s, %(card)s (%(value)s): not in play, so it counts for "
                                   "nobody."), **values)
        return fill(t.gettext("%(point)s, %(card)s (%(value)s): put out of play by %(player)s, so "
                               "it counts for nobody."), player=w.seat(won.played_by), **values)
    values.update(winner=w.seat(won.winner), trick=won.trick, side=w.side(won.side))
    if won.winner is not None and won.side != won.winner.side:
        return fill(t.gettext("%(point)s, %(card)s (%(value)s): played by %(player)s and won by "
                               "%(winner)s in trick %(trick)d; under this house rule Low counts "
                               "for the side that played it, %(side)s."),
                     player=w.seat(won.played_by), **values)
    if won.played_by == won.winner:
        return fill(t.gettext("%(point)s, %(card)s (%(value)s): played and won by %(winner)s in "
                               "trick %(trick)d, for %(side)s."), **values)
    return fill(t.gettext("%(point)s, %(card)s (%(value)s): played by %(player)s, won by "
                           "%(winner)s in trick %(trick)d, for %(side)s."),
                 player=w.seat(won.played_by), **values)


def describe_score(sheet: ScoreSheet, lang: str) -> list[str]:
    """The itemised score sheet: each scoring card, the counts, made or set, and the score."""
    w = _Words(lang, sheet.trump)
    t = w.t
    bidders, others = sheet.bidder.side, sheet.bidder.side.other
    lines = []
    if sheet.bid == 0:
        lines.append(fill(t.gettext("Everyone passed: %(seat)s, the dealer, named %(trump)s as "
                                     "trump and played as the maker with no contract."),
                           seat=w.seat(sheet.bidder), trump=w.suit(sheet.trump)))
    else:
        lines.append(fill(t.gettext("%(seat)s (%(side)s) bid %(bid)d and named %(trump)s as "
                                     "trump."),
                           seat=w.seat(sheet.bidder), side=w.side(bidders), bid=sheet.bid,
                           trump=w.suit(sheet.trump)))
    lines += [_point_line(w, won) for won in sheet.points]
    lines.append(fill(t.gettext("Points taken: %(side_a)s %(count_a)d, %(side_b)s %(count_b)d."),
                       side_a=w.side(Side.NS), count_a=sheet.counts[Side.NS],
                       side_b=w.side(Side.EW), count_b=sheet.counts[Side.EW]))
    taken, against = sheet.counts[bidders], sheet.counts[others]
    if sheet.bid == 0:
        verdict = t.gettext("There was no contract, so the maker cannot be set.")
    elif sheet.made and taken >= sheet.bid:
        verdict = fill(t.gettext("%(side)s bid %(bid)d and took %(taken)d: the bid is made."),
                        side=w.side(bidders), bid=sheet.bid, taken=taken)
    elif sheet.made:
        verdict = fill(t.gettext("%(side)s bid %(bid)d and took only %(taken)d, but an opponent's "
                                  "revoke was claimed, so %(side)s cannot be set: the bid counts "
                                  "as made."),
                        side=w.side(bidders), bid=sheet.bid, taken=taken)
    else:
        verdict = fill(t.ngettext("%(side)s bid %(bid)d but took only %(taken)d, %(shortfall)d "
                                   "point short: %(side)s are set.",
                                   "%(side)s bid %(bid)d but took only %(taken)d, %(shortfall)d "
                                   "points short: %(side)s are set.", sheet.shortfall),
                        side=w.side(bidders), bid=sheet.bid, taken=taken, shortfall=sheet.shortfall)
    lines.append(w.rule(verdict, sheet.rule))
    would = [0, 0]
    if sheet.made:
        high = bidders if taken >= against else others
        difference = abs(taken - against)
        would[high] = difference
        if difference:
            lines.append(fill(t.gettext("The side with the higher count scores the difference: "
                                         "%(side)s %(high)d − %(low)d = %(score)d."),
                               side=w.side(high), high=sheet.counts[high],
                               low=sheet.counts[high.other], score=difference))
        else:
            lines.append(fill(t.gettext("Both sides took %(count)d: with equal counts nobody "
                                         "scores."), count=taken))
    else:
        would[others] = 14 + sheet.shortfall
        lines.append(fill(t.gettext("The other side scores 14 plus the shortfall: %(side)s 14 + "
                                     "%(shortfall)d = %(score)d."),
                           side=w.side(others), shortfall=sheet.shortfall, score=would[others]))
    for side in sheet.penalised:
        if would[side]:
            lines.append(w.rule(fill(t.gettext("%(side)s revoked, and the revoke was claimed: "
                                                "they score nothing in this hand instead of "
                                                "%(count)d."),
                                      side=w.side(side), count=would[side]), "irregular.revoke"))
        else:
            lines.append(w.rule(fill(t.gettext("%(side)s revoked, and the revoke was claimed: "
                                                "they score nothing in this hand."),
                                      side=w.side(side)), "irregular.revoke"))
    scorer = sheet.scoring_side
    if scorer is None:
        lines.append(t.gettext("Nobody scores in this hand."))
    else:
        score = sheet.scores[scorer]
        lines.append(fill(t.ngettext("%(side)s score %(count)d point in this hand.",
                                      "%(side)s score %(count)d points in this hand.", score),
                           side=w.side(scorer), count=score))
    return lines


# --- answers to questions -----------------------------------------------------------------------


def describe_answer(value: Any, lang: str, trump: Suit | None = None) -> str:
    """An answer to a lesson's or an exercise's question in words (`tutor.words.answer_words`):
    yes or no, a card, some cards, a side, a seat, a number, a pair of scores (North–South,
    East–West), the side that won each scoring card, or None for "neither side"."""
    return answer_words(value, lang, lambda card: card_name(card, lang, trump),
                        lambda cards: cards_list(cards, lang, trump), lambda point: point_name(point, lang))


# --- what a card costs (`solver.md`) --------------------------------------------------------------


def points_amount(amount: float, lang: str) -> str:
    """A number of points as the language writes it: whole, or with up to two decimals (a fair
    price is an average): ``3``, ``1.47``, ``1,47``."""
    if float(amount).is_integer():
        return str(int(amount))
    return format_decimal(round(amount, 2), format="#,##0.##", locale=normalise_language(lang))


def points_phrase(t: Translator, amount: float, lang: str) -> str:
    """``3 points``, ``1.47 points``, ``1 point``: an amount of points in a sentence."""
    # TRANSLATORS: an amount of points in a sentence, e.g. "3 points"; fair prices may be decimals (1.47).
    return fill(t.ngettext("%(points)s point", "%(points)s points", amount_count(amount)),
                points=points_amount(amount, lang))


def _standing(w: _Words, side: Side, value: float, lang: str) -> str:
    """How `side` ends the hand for a value (its hand score minus the other side's): what it
    scores, not the points it takes, which the sentence would otherwise suggest."""
    t = w.t
    if value > 0:
        return fill(t.gettext("%(side)s score %(points)s more than their opponents"), side=w.side(side),
                    points=points_phrase(t, value, lang))
    if value < 0:
        return fill(t.gettext("%(side)s score %(points)s fewer than their opponents"), side=w.side(side),
                    points=points_phrase(t, -value, lang))
    return fill(t.gettext("%(side)s score as much as their opponents"), side=w.side(side))


def describe_pricing(pricing: Any, lang: str, state: HandState) -> list[str]:
    """``python -m tutor solve``: what the values mean, each legal card with its value and its cost,
    best first, and what the best card gains over the others."""
    w = _Words(lang, state.trump)
    t = w.t
    seat, side = pricing.to_move, pricing.side
    if pricing.mode == "fair":
        intro = fill(t.ngettext(
            "%(seat)s to play, seeing only their own cards and what has been shown. A card's value is "
            "what %(side)s score in this hand minus what their opponents score, after the best play "
            "by all four with every hand open, averaged over %(count)d deal of the unseen cards "
            "that fits everything %(seat)s knows.",
            "%(seat)s to play, seeing only their own cards and what has been shown. A card's value is "
            "what %(side)s score in this hand minus what their opponents score, after the best play "
            "by all four with every hand open, averaged over %(count)d deals of the unseen cards "
            "that fit everything %(seat)s knows.", pricing.samples),
            seat=w.seat(seat), side=w.side(side), count=pricing.samples)
    else:
        intro = fill(t.gettext("%(seat)s to play, every hand open. A card's value is what %(side)s "
                                "score in this hand minus what their opponents score, after the best "
                                "play by all four."), seat=w.seat(seat), side=w.side(side))
    lines = [intro, ""]
    # TRANSLATORS: column headings of the table of cards priced by the solver.
    headings = (t.pgettext("solver column", "card"), t.pgettext("solver column", "value"),
                t.pgettext("solver column", "cost"))
    width = max(len(headings[0]), *(len(w.card(p.move.card)) for p in pricing.moves))
    lines.append(f"{headings[0]:<{width}}  {headings[1]:>7}  {headings[2]:>7}")
    for priced in pricing.moves:
        value = points_amount(priced.value, lang)
        lines.append(f"{w.card(priced.move.card):<{width}}  {('+' if priced.value > 0 else '') + value:>7}  "
                     f"{points_amount(priced.cost, lang):>7}")
    lines += ["", best_card_sentence(pricing, lang, state)]
    return lines


def best_card_sentence(pricing: Any, lang: str, state: HandState) -> str:
    """What the best card gains over the others, with the rule the values come from."""
    w = _Words(lang, state.trump)
    t = w.t
    best = pricing.best_cards
    standing = _standing(w, pricing.side, pricing.value, lang)
    costs = sorted({p.cost for p in pricing.moves if p.cost > 0})
    if len(pricing.moves) == 1:
        text = fill(t.gettext("%(seat)s may play only one card, %(card)s: %(standing)s."),
                    card=w.card(best[0]), seat=w.seat(pricing.to_move), standing=standing)
    elif not costs:
        text = fill(t.gettext("Every card here is as good as any other: %(standing)s."), standing=standing)
    elif len(costs) == 1:
        text = fill(t.gettext("Best: %(cards)s, and %(standing)s. Any other card costs %(cost)s."),
                    cards=join(lang, [w.card(card) for card in w.order(best)], "or"), standing=standing,
                    cost=points_phrase(t, costs[0], lang))
    else:
        text = fill(t.gettext("Best: %(cards)s, and %(standing)s. Another card costs from %(least)s "
                               "to %(most)s."),
                    cards=join(lang, [w.card(card) for card in w.order(best)], "or"), standing=standing,
                    least=points_phrase(t, costs[0], lang), most=points_phrase(t, costs[-1], lang))
    return w.rule(text, _scoring_rule(pricing, pricing.value, state))


def _scoring_rule(pricing: Any, value: float, state: HandState) -> str:
    """The rule that scores a line of `value` (for the side to move): `score.set` when it leaves
    the bidders set (a net of −15 or less for them, which only a set gives), else `score.made`."""
    assert state.bidder is not None
    bidders_net = value if pricing.side == state.bidder.side else -value
    return "score.set" if bidders_net <= -15 else "score.made"


def cost_rule(move: Move, pricing: Any, state: HandState) -> str:
    """The rule `describe_cost` cites for `move`: the one that scores its line."""
    priced = next(p for p in pricing.moves if p.move == move)
    return _scoring_rule(pricing, priced.value, state)


def describe_cost(move: Move, pricing: Any, lang: str, state: HandState) -> str | None:
    """For a lesson: what an allowed card that is not the lesson's costs with every hand open,
    and the best card; None if it costs nothing."""
    priced = next((p for p in pricing.moves if p.move == move), None)
    if priced is None or priced.cost == 0:
        return None
    w = _Words(lang, state.trump)
    t = w.t
    best = pricing.best_cards
    text = fill(t.gettext("With every hand open, %(card)s costs %(side)s %(cost)s against the best "
                           "card here, %(best)s."),
                card=w.card(move.card), side=w.side(pricing.side), cost=points_phrase(t, priced.cost, lang),
                best=join(lang, [w.card(card) for card in w.order(best)], "or"))
    return w.rule(text, _scoring_rule(pricing, priced.value, state))
