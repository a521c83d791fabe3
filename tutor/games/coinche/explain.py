"""Coinche engine data → sentences in the learner's language (en, nl, de, fr), through gettext.

The engine (`tutor.games.coinche`) answers with codes, rule ids, seats and cards; this module
names them and says what was wrong, what was allowed, what a move does and what a hand scores::

    >>> from tutor.games.coinche import Move
    >>> describe_move(Move.parse("S bid 80 H"), "en")
    'South bids 80 in hearts'

The names of seats, sides, suits and cards are those of `tutor.words`, shared with Cinch. The
seat that made a move is named, never addressed as "you": the same sentences serve the replay of
a record and the learner at the table. Every function takes the language as a code (``"de"``,
``"de-CH"``; unknown codes mean English); rule ids stay in English (`coinche-rules.md`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tutor.cards import Card, Rank, Suit, cards_of
from tutor.games.coinche.legal import (
    announcement,
    check_move,
    legal_moves,
    legal_play_mask,
)
from tutor.games.coinche.moves import Move, Verb
from tutor.games.coinche.profile import STANDARD, Profile
from tutor.games.coinche.ranking import (
    ABOVE,
    BELOTE,
    LAST_TRICK,
    PLAIN_RANKS,
    POINTS,
    STRENGTH,
    SUIT_MASK,
    TRUMP_RANKS,
)
from tutor.games.coinche.scoring import ScoreSheet, Term, card_points
from tutor.games.coinche.state import TRICKS, Contract, HandState, Phase, next_seat
from tutor.games.coinche.violations import Violation
from tutor.games.seats import Seat, Side
from tutor.words import (
    Words,
    dealer_line,
    fill,
    join,
    profile_line,
    seat_name,
    t_for,
    trick_play,
)

__all__ = [
    "MESSAGES",
    "RULINGS",
    "bid_name",
    "card_name",
    "cards_list",
    "contract_name",
    "describe_move",
    "describe_position",
    "describe_ruling",
    "describe_score",
    "describe_violation",
    "seat_name",
]


# --- the words of one explanation -----------------------------------------------------------------


def _display_order(cards: Iterable[Card], trump: Suit | None) -> list[Card]:
    """Trumps first in the trump order (J 9 A 10 K Q 8 7), then suit by suit, A 10 K Q J 9 8 7."""
    def key(card: Card) -> tuple[int, int, int]:
        if card.suit == trump:
            return (0, 0, TRUMP_RANKS.index(card.rank))
        return (1, int(card.suit), PLAIN_RANKS.index(card.rank))
    return sorted(cards, key=key)


class _Words(Words):
    """The shared words (`tutor.words.Words`) with the Coinche order of cards in a list."""

    def order(self, cards: Iterable[Card]) -> list[Card]:
        return _display_order(cards, self.trump)

    def bid(self, amount: int | None, suit: Suit | None) -> str:
        """``80 in hearts``, ``capot in hearts``."""
        suit_name = "?" if suit is None else self.suit(suit)
        if amount is None:
            # TRANSLATORS: a bid to win all eight tricks with hearts (%(suit)s) as trumps.
            return fill(self.t.pgettext("bid", "capot in %(suit)s"), suit=suit_name)
        # TRANSLATORS: a bid, e.g. "80 in hearts": the number of points and the trump suit.
        return fill(self.t.pgettext("bid", "%(amount)d in %(suit)s"), amount=amount, suit=suit_name)

    def contract(self, contract: Contract) -> str:
        """``100 in hearts``, ``100 in hearts, coinched``."""
        text = self.bid(contract.amount, contract.suit)
        if contract.multiplier == 2:
            return fill(self.t.gettext("%(bid)s, coinched"), bid=text)
        if contract.multiplier > 2:
            return fill(self.t.gettext("%(bid)s, surcoinched"), bid=text)
        return text

    def word(self, word: str) -> str:
        """What the holder of the trump king and queen says, in quotation marks."""
        if word == "rebelote":
            # TRANSLATORS: the word said with the second of the king and queen of trumps, in the
            # quotation marks of your language.
            return self.t.pgettext("announcement", "“Rebelote”")
        # TRANSLATORS: the word said with the first of the king and queen of trumps, in the
        # quotation marks of your language.
        return self.t.pgettext("announcement", "“Belote”")


def _profile(state: HandState | None) -> Profile:
    return state.profile if state is not None else STANDARD


# --- names ------------------------------------------------------------------------------------------


def card_name(card: Card, lang: str, trump: Suit | None = None) -> str:
    """The card's name; with `trump` given, the jack and nine of trumps say what they are.

    ``the Jack of hearts``; with hearts trumps ``the Jack of hearts — the jack of trumps, the
    highest card (20 points)``.
    """
    t = t_for(lang)
    name = _Words(lang).plain(card)
    if trump is None or card.suit != trump:
        return name
    if card.rank == Rank.JACK:
        # TRANSLATORS: the full name of the jack of trumps, shown on its own (e.g. as a tooltip).
        return fill(t.gettext("%(card)s — the jack of trumps, the highest card (20 points)"), card=name)
    if card.rank == Rank.NINE:
        # TRANSLATORS: the full name of the nine of trumps, shown on its own (e.g. as a tooltip).
        return fill(t.gettext("%(card)s — the nine of trumps, the second highest card (14 points)"),
                    card=name)
    return name


def cards_list(cards: Iterable[Card], lang: str, trump: Suit | None = None) -> str:
    """Several cards joined with the language's "and", trumps first, each suit highest first."""
    return _Words(lang, trump).cards(cards)


def bid_name(amount: int | None, suit: Suit, lang: str) -> str:
    """A bid in words: ``80 in hearts``, ``capot in spades``."""
    return _Words(lang).bid(amount, suit)


def contract_name(contract: Contract, lang: str) -> str:
    """A contract in words with its multiplier: ``100 in hearts, coinched``."""
    return _Words(lang).contract(contract)


# --- violations -------------------------------------------------------------------------------------

_Explain = Callable[[_Words, Violation, "HandState | None"], str]


def _hand_over(w: _Words, v: Violation, state: HandState | None) -> str:
    t, phase, seat = w.t, v.params.get("phase"), w.seat(v.seat)
    if phase == Phase.THROWN_IN.value:
        return fill(t.gettext("The hand is over: all four players passed, so it is thrown in and the "
                              "next dealer deals; %(seat)s can make no more moves."), seat=seat)
    if phase == Phase.REDEAL.value:
        return fill(t.gettext("This hand is void because of a misdeal and the same dealer deals again, "
                              "so %(seat)s can make no more moves."), seat=seat)
    if state is not None and state.table is not None and state.table.penalty is not None:
        return fill(t.gettext("Play has stopped: a revoke was claimed too late to be put right, and "
                              "the hand is scored as it stands; %(seat)s can make no more moves."),
                    seat=seat)
    return fill(t.gettext("The hand is over: all eight tricks have been played, so %(seat)s can make "
                          "no more moves."), seat=seat)


def _card_in_auction(w: _Words, v: Violation, state: HandState | None) -> str:
    to_move = v.params.get("to_move")
    if to_move == v.seat:
        return fill(w.t.gettext("The auction is not over, so %(seat)s cannot play a card yet: it is "
                                "his turn to call (pass, bid or coinche)."), seat=w.seat(v.seat))
    return fill(w.t.gettext("The auction is not over, so %(seat)s cannot play a card yet: it is "
                            "%(to_move)s's turn to call."), seat=w.seat(v.seat), to_move=w.seat(to_move))


def _not_your_turn(w: _Words, v: Violation, state: HandState | None) -> str:
    t = w.t
    values = dict(seat=w.seat(v.seat), to_move=w.seat(v.params.get("to_move")))
    if state is None:
        text = t.gettext("%(seat)s may not act now: it is %(to_move)s's turn.")
    elif state.phase is Phase.AUCTION and state.answering:
        text = t.gettext("%(seat)s may not call now: it is %(to_move)s's turn to answer the coinche, "
                         "by passing or surcoinching.")
    elif state.phase is Phase.AUCTION:
        text = t.gettext("%(seat)s may not call now: it is %(to_move)s's turn in the auction, and "
                         "everyone calls in turn.")
    elif not state.trick:
        text = t.gettext("%(seat)s may not play now: it is %(to_move)s's turn to lead.")
    else:
        text = t.gettext("%(seat)s may not play now: it is %(to_move)s's turn to play.")
    return fill(text, **values)


def _call_in_play(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("The auction is over, so %(seat)s can no longer pass, bid or coinche: now "
                            "each player in turn plays a card, and it is %(to_move)s's turn."),
                seat=w.seat(v.seat), to_move=w.seat(v.params.get("to_move")))


def _no_surcoinche(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("There is no surcoinche under these rules: a coinche ends the auction at "
                            "once, so nobody can answer it, and %(seat)s cannot surcoinche."),
                seat=w.seat(v.seat))


def _answer_coinche(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("%(coincher)s has coinched, so no more bids can be made: %(seat)s may only "
                            "pass or surcoinche."),
                coincher=w.seat(v.params.get("coincher")), seat=w.seat(v.seat))


def _surcoinche_without_coinche(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("%(seat)s cannot surcoinche: a surcoinche answers a coinche on his own "
                            "side's bid, and nobody has coinched."), seat=w.seat(v.seat))


def _bid_range(w: _Words, v: Violation, state: HandState | None) -> str:
    p = v.params
    return fill(w.t.gettext("%(seat)s cannot bid %(amount)d: a bid is a multiple of 10 from 80 to "
                            "%(max)d, and above %(max)d only capot can be bid."),
                seat=w.seat(v.seat), amount=p["amount"], max=p["max"])


def _bid_too_low(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    high: Move = p["high"]
    amount = p.get("amount")
    # TRANSLATORS: a bid of all eight tricks, named without its suit ("South cannot bid capot").
    refused = t.pgettext("bid", "capot") if amount is None else str(amount)
    values = dict(seat=w.seat(v.seat), bid=refused, high_seat=w.seat(high.seat),
                  high=w.bid(high.amount, high.suit))
    if high.amount is None:
        text = t.gettext("%(seat)s cannot bid %(bid)s: %(high_seat)s has bid %(high)s, and nothing "
                         "tops capot; after a capot only pass and coinche remain.")
        return fill(text, **values)
    first = fill(t.gettext("%(seat)s cannot bid %(bid)s: %(high_seat)s has already bid %(high)s, and "
                           "a bid must be higher than the highest so far, whatever its suit."),
                 **values)
    lowest = high.amount + 10
    if lowest > _profile(state).max_bid:
        then = fill(t.gettext("%(seat)s may still bid capot, or pass."), seat=w.seat(v.seat))
    else:
        then = fill(t.gettext("%(seat)s may bid %(lowest)d or more, or capot, or pass."),
                    seat=w.seat(v.seat), lowest=lowest)
    return w.sentences(first, then)


def _coinche_without_bid(w: _Words, v: Violation, state: HandState | None) -> str:
    return fill(w.t.gettext("%(seat)s cannot coinche: nobody has bid yet, so there is no bid to "
                            "double."), seat=w.seat(v.seat))


def _coinche_own_side(w: _Words, v: Violation, state: HandState | None) -> str:
    high: Move = v.params["high"]
    values = dict(seat=w.seat(v.seat), high=w.bid(high.amount, high.suit), high_seat=w.seat(high.seat))
    if high.seat == v.seat:
        text = w.t.gettext("%(seat)s cannot coinche his own bid of %(high)s: only an opponent of the "
                           "highest bidder may coinche.")
    else:
        text = w.t.gettext("%(seat)s cannot coinche: the highest bid, %(high)s, was made by his "
                           "partner %(high_seat)s, and only an opponent of the highest bidder may "
                           "coinche.")
    return fill(text, **values)


def _coinche_capot(w: _Words, v: Violation, state: HandState | None) -> str:
    high: Move = v.params["high"]
    return fill(w.t.gettext("Under these house rules a capot bid cannot be coinched, so %(seat)s "
                            "cannot coinche the %(high)s bid by %(high_seat)s."),
                seat=w.seat(v.seat), high=w.bid(high.amount, high.suit), high_seat=w.seat(high.seat))


def _not_in_hand(w: _Words, v: Violation, state: HandState | None) -> str:
    card = v.params["card"]
    values = dict(seat=w.seat(v.seat), card=w.card(card))
    if state is not None and state.played >> card & 1:
        played_by = next((seat for trick in state.tricks for seat, c in trick.plays if c == card),
                         next((seat for seat, c in state.trick if c == card), None))
        if played_by == v.seat:
            return fill(w.t.gettext("%(seat)s has already played %(card)s, and a card once played is "
                                    "no longer in the hand."), **values)
    return fill(w.t.gettext("%(seat)s does not hold %(card)s: a player can only play a card from his "
                            "own hand."), **values)


def _leader(state: HandState | None) -> Seat | None:
    return state.trick[0][0] if state is not None and state.trick else None


def _allowed(w: _Words, v: Violation, state: HandState | None) -> str | None:
    """What the seat may play instead, when the position is known."""
    if state is None or state.phase is not Phase.PLAY or state.to_move != v.seat:
        return None
    return fill(w.t.gettext("%(seat)s may play %(cards)s."), seat=w.seat(v.seat),
                cards=w.either(cards_of(legal_play_mask(state))))


def _must_follow(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    held = p["held"]
    leader = _leader(state)
    values = dict(seat=w.seat(v.seat), led=w.card(p["led"]), held=w.cards(held), card=w.card(p["card"]),
                  suit=w.suit(p["suit"]), leader=w.seat(leader))
    if p["suit"] == p["trump"]:
        if leader is not None:
            text = t.ngettext("%(leader)s led %(led)s, a trump, and %(seat)s holds a trump, %(held)s: "
                              "he must play it, not %(card)s.",
                              "%(leader)s led %(led)s, a trump, and %(seat)s holds trumps: %(held)s. "
                              "He must play one of them, not %(card)s.", len(held))
        else:
            text = t.ngettext("A trump was led (%(led)s), and %(seat)s holds a trump, %(held)s: he "
                              "must play it, not %(card)s.",
                              "A trump was led (%(led)s), and %(seat)s holds trumps: %(held)s. He "
                              "must play one of them, not %(card)s.", len(held))
    elif leader is not None:
        text = t.gettext("%(leader)s led %(led)s, and %(seat)s holds %(suit)s: %(held)s. He must "
                         "follow suit, so %(card)s is not allowed.")
    else:
        text = t.gettext("The lead was %(led)s, and %(seat)s holds %(suit)s: %(held)s. He must follow "
                         "suit, so %(card)s is not allowed.")
    return w.sentences(fill(text, **values), _allowed(w, v, state))


def _must_overtrump(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    held, winner, best = p["held"], p["winner"], p["best"]
    values = dict(seat=w.seat(v.seat), winner=w.seat(winner), best=w.card(best), held=w.cards(held),
                  card=w.card(p["card"]))
    partner = winner == v.seat.partner
    if p["led"].suit == p["trump"]:
        text = t.ngettext("Trumps were led and %(winner)s is winning the trick with %(best)s: %(seat)s "
                          "must go higher when he can, and he holds a higher trump, %(held)s, so "
                          "%(card)s is too low.",
                          "Trumps were led and %(winner)s is winning the trick with %(best)s: %(seat)s "
                          "must go higher when he can, and he holds higher trumps, %(held)s, so "
                          "%(card)s is too low.", len(held))
        note = t.gettext("This holds even when the highest trump is his partner's.") if partner else None
        return w.sentences(fill(text, **values), note, _allowed(w, v, state))
    if partner:
        text = t.ngettext("%(winner)s, the partner of %(seat)s, is master with %(best)s: %(seat)s may "
                          "discard, but if he trumps he must beat %(best)s when he can, and he holds "
                          "%(held)s; %(card)s is too low.",
                          "%(winner)s, the partner of %(seat)s, is master with %(best)s: %(seat)s may "
                          "discard, but if he trumps he must beat %(best)s when he can, and he holds "
                          "%(held)s; %(card)s is too low.", len(held))
    else:
        text = t.ngettext("%(winner)s has trumped with %(best)s: %(seat)s must overtrump when he can, "
                          "and he holds a higher trump, %(held)s, so %(card)s is too low.",
                          "%(winner)s has trumped with %(best)s: %(seat)s must overtrump when he can, "
                          "and he holds higher trumps, %(held)s, so %(card)s is too low.", len(held))
    return w.sentences(fill(text, **values), _allowed(w, v, state))


def _must_undertrump(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    held = p["held"]
    text = t.ngettext("%(seat)s has no %(suit)s, his partner is not master, and he cannot beat "
                      "%(best)s, played by %(winner)s; still he must play a trump while he holds one, "
                      "even a lower one (undertrump): %(held)s. He may not discard %(card)s.",
                      "%(seat)s has no %(suit)s, his partner is not master, and he cannot beat "
                      "%(best)s, played by %(winner)s; still he must play a trump while he holds one, "
                      "even a lower one (undertrump): %(held)s. He may not discard %(card)s.", len(held))
    first = fill(text, seat=w.seat(v.seat), suit=w.suit(p["led"].suit), best=w.card(p["best"]),
                 winner=w.seat(p["winner"]), held=w.cards(held), card=w.card(p["card"]))
    return w.sentences(first, _allowed(w, v, state))


def _must_trump(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    held = p["held"]
    values = dict(seat=w.seat(v.seat), suit=w.suit(p["suit"]), winner=w.seat(p["winner"]),
                  winning=w.card(p["winning"]), held=w.cards(held), card=w.card(p["card"]))
    if p["best"] is not None:
        values["best"] = w.card(p["best"])
        text = t.gettext("%(seat)s has no %(suit)s, and %(winner)s, an opponent, is winning the trick "
                         "with %(best)s: %(seat)s holds a higher trump, so he must overtrump; he may "
                         "not discard %(card)s.")
    else:
        text = t.ngettext("%(seat)s has no %(suit)s, and his partner is not master: %(winner)s is "
                          "winning the trick with %(winning)s. %(seat)s holds a trump, %(held)s, so "
                          "he must trump; he may not discard %(card)s.",
                          "%(seat)s has no %(suit)s, and his partner is not master: %(winner)s is "
                          "winning the trick with %(winning)s. %(seat)s holds trumps, %(held)s, so "
                          "he must trump; he may not discard %(card)s.", len(held))
    return w.sentences(fill(text, **values), _allowed(w, v, state))


def _wrong_announcement(w: _Words, v: Violation, state: HandState | None) -> str:
    t, p = w.t, v.params
    card, word, trump = p["card"], p["word"], p["trump"]
    values = dict(seat=w.seat(v.seat), card=w.card(card), word=w.word(word))
    if p.get("profile") != "declared":
        return fill(t.gettext("Under these rules the belote is announced for the player, so %(seat)s "
                              "says nothing with a card: %(word)s with %(card)s is not allowed."),
                    **values)
    is_pair = trump is not None and card.suit == trump and card.rank in (Rank.KING, Rank.QUEEN)
    if not is_pair:
        values["trump"] = w.suit(trump) if trump is not None else "?"
        return fill(t.gettext("%(seat)s cannot say %(word)s with %(card)s: it is said only with the "
                              "king or the queen of trumps (%(trump)s)."), **values)
    if state is not None and state.belote != v.seat:
        return fill(t.gettext("%(seat)s was not dealt both the king and the queen of trumps, so he has "
                              "no belote to announce."), **values)
    if word == "rebelote":
        return fill(t.gettext("“Rebelote” is said with the second of the king and queen of trumps, "
                              "after “Belote” with the first; %(seat)s cannot say it with %(card)s."),
                    **values)
    return fill(t.gettext("%(seat)s has already played the other card of the pair: with %(card)s, the "
                          "second, he says “Rebelote”, not “Belote”."), **values)


def _table_mode_only(w: _Words, v: Violation) -> str:
    return fill(w.t.gettext("%(seat)s cannot make this claim: irregularities are ruled on only in "
                            "table mode; otherwise the tutor does not let them happen."),
                seat=w.seat(v.seat))


def _misdeal_too_late(w: _Words, v: Violation, state: HandState | None) -> str:
    if not v.params.get("table"):
        return _table_mode_only(w, v)
    return w.t.gettext("A misdeal can be claimed only before the first call of the auction; it is too "
                       "late now, and the hand is played as dealt.")


def _nothing_to_claim(w: _Words, v: Violation, state: HandState | None) -> str:
    if not v.params.get("table"):
        return _table_mode_only(w, v)
    return fill(w.t.gettext("There is no revoke for %(seat)s to claim: no opponent has failed to "
                            "follow suit, to trump or to overtrump when he had to, or the revoke has "
                            "already been claimed."), seat=w.seat(v.seat))


def _wrong_cutter(w: _Words, v: Violation, state: HandState | None) -> str:
    p = v.params
    values = dict(dealer=w.seat(p["dealer"]), cutter=w.seat(p["cutter"]), seat=w.seat(v.seat))
    if p["cutter"] == p["dealer"].right:
        return fill(w.t.gettext("The player on the dealer's right cuts: with %(dealer)s dealing, that "
                                "is %(cutter)s, not %(seat)s."), **values)
    return fill(w.t.gettext("When play goes anticlockwise, the player on the dealer's left cuts: with "
                            "%(dealer)s dealing, that is %(cutter)s, not %(seat)s."), **values)


def _cut_too_small(w: _Words, v: Violation, state: HandState | None) -> str:
    count = v.params["count"]
    return fill(w.t.ngettext("Each packet of the cut must hold at least three cards; this cut leaves "
                             "only %(count)d card in one packet.",
                             "Each packet of the cut must hold at least three cards; this cut leaves "
                             "only %(count)d cards in one packet.", count), count=count)


MESSAGES: dict[str, _Explain] = {
    # turn.order, turn.own-card
    "hand-over": _hand_over,
    "card-in-auction": _card_in_auction,
    "not-your-turn": _not_your_turn,
    "call-in-play": _call_in_play,
    "not-in-hand": _not_in_hand,
    # bid.*
    "no-surcoinche": _no_surcoinche,
    "answer-coinche": _answer_coinche,
    "surcoinche-without-coinche": _surcoinche_without_coinche,
    "bid-range": _bid_range,
    "bid-too-low": _bid_too_low,
    "coinche-without-bid": _coinche_without_bid,
    "coinche-own-side": _coinche_own_side,
    "coinche-capot": _coinche_capot,
    # play.*
    "must-follow": _must_follow,
    "must-overtrump": _must_overtrump,
    "must-undertrump": _must_undertrump,
    "must-trump": _must_trump,
    "wrong-announcement": _wrong_announcement,
    # irregularities in table mode (section 8)
    "misdeal-too-late": _misdeal_too_late,
    "nothing-to-claim": _nothing_to_claim,
    # section 2: the cut
    "wrong-cutter": _wrong_cutter,
    "cut-too-small": _cut_too_small,
}
"""One explanation per violation code the engine emits (the tests check it)."""


def _trump_of(violation: Violation, state: HandState | None) -> Suit | None:
    trump = violation.params.get("trump")
    if trump is None and state is not None:
        trump = state.trump
    return trump


def describe_violation(violation: Violation, lang: str, state: HandState | None = None) -> str:
    """Why the move is refused and what was allowed, ending with ``(rule <id>)``.

    `state` is the position the move was tried in; with it the sentence can name the leader of
    the trick and the cards that were allowed.
    """
    w = _Words(lang, _trump_of(violation, state))
    explain = MESSAGES.get(violation.code)
    if explain is None:
        message = fill(w.t.gettext("This move is not allowed (%(code)s)."), code=violation.code)
    else:
        message = explain(w, violation, state)
    return w.rule(message, violation.rule)


# --- moves ------------------------------------------------------------------------------------------


def _simple_call(w: _Words, move: Move) -> str:
    """A call without its consequences: the form of the auction's history."""
    t, seat = w.t, w.seat(move.seat)
    if move.verb is Verb.BID:
        return fill(t.gettext("%(seat)s bids %(bid)s"), seat=seat, bid=w.bid(move.amount, move.suit))
    if move.verb is Verb.COINCHE:
        return fill(t.gettext("%(seat)s coinches"), seat=seat)
    if move.verb is Verb.SURCOINCHE:
        return fill(t.gettext("%(seat)s surcoinches"), seat=seat)
    return fill(t.gettext("%(seat)s passes"), seat=seat)


def _trump_higher(card: Card, than: Card) -> bool:
    return TRUMP_RANKS.index(card.rank) < TRUMP_RANKS.index(than.rank)


def _describe_play(w: _Words, move: Move, state: HandState | None) -> str:
    t, seat, card = w.t, w.seat(move.seat), move.card
    assert card is not None
    values = dict(seat=seat, card=w.card(card))
    playing = state is not None and state.phase is Phase.PLAY and state.to_move == move.seat
    if not playing:
        return fill(t.gettext("%(seat)s plays %(card)s"), **values)
    assert state is not None
    trump, trick = state.trump, state.trick
    if not trick:
        text = fill(t.gettext("%(seat)s leads %(card)s"), **values)
    else:
        led = trick[0][1].suit
        winner, winning = state.master  # type: ignore[misc]
        best = winning if winning.suit == trump else None
        if card.suit == led:
            if led == trump and best is not None and _trump_higher(card, best):
                text = fill(t.gettext("%(seat)s goes higher with %(card)s"), **values)
            else:
                text = fill(t.gettext("%(seat)s plays %(card)s"), **values)
        elif card.suit == trump:
            if best is None:
                text = fill(t.gettext("%(seat)s trumps with %(card)s"), **values)
            elif _trump_higher(card, best):
                text = fill(t.gettext("%(seat)s overtrumps with %(card)s"), **values)
            else:
                text = fill(t.gettext("%(seat)s undertrumps with %(card)s"), **values)
        elif winner == move.seat.partner:
            text = fill(t.gettext("%(seat)s discards %(card)s, his partner being master"), **values)
        else:
            text = fill(t.gettext("%(seat)s discards %(card)s"), **values)
    word = move.word
    if word is None and state.profile.belote == "automatic":
        word = announcement(state, move.seat, card)
    if word == "belote":
        text = fill(t.gettext("%(move)s and says “Belote”"), move=text)
    elif word == "rebelote":
        text = fill(t.gettext("%(move)s and says “Rebelote”"), move=text)
    if len(trick) == 3 and check_move(state, move) is None:  # a card refused closes no trick
        text = _trick_end(w, state, move, text)
    return text


def _trick_end(w: _Words, state: HandState, move: Move, text: str) -> str:
    """The caption of the fourth card: who wins the trick, and what it holds."""
    t, trump = w.t, state.trump
    assert trump is not None and move.card is not None
    plays = state.trick + ((move.seat, move.card),)
    strength = STRENGTH[trump][plays[0][1].suit]
    winner = max(plays, key=lambda play: strength[play[1]])[0]
    points = sum(POINTS[trump][card] for _, card in plays)
    number = len(state.tricks) + 1
    if number == TRICKS:
        count = points + LAST_TRICK
        return fill(t.ngettext("%(move)s: %(winner)s wins the last trick, worth %(count)d card point "
                               "with the 10 for the last trick",
                               "%(move)s: %(winner)s wins the last trick, worth %(count)d card points "
                               "with the 10 for the last trick", count),
                    move=text, winner=w.seat(winner), count=count)
    return fill(t.ngettext("%(move)s: %(winner)s wins trick %(number)d, worth %(count)d card point",
                           "%(move)s: %(winner)s wins trick %(number)d, worth %(count)d card points",
                           points),
                move=text, winner=w.seat(winner), number=number, count=points)


def _auction_end(w: _Words, state: HandState, move: Move) -> str | None:
    """What a call does to the auction, when it ends it."""
    t, high = w.t, state.high
    if move.verb is Verb.PASS and not state.answering:
        if high is None and state.passes == 3:
            return fill(t.gettext("all four have passed: the hand is thrown in, and %(dealer)s deals "
                                  "next"), dealer=w.seat(next_seat(state.profile, state.dealer)))
        if high is None or state.passes != 2:
            return None
        contract = Contract(high.seat, high.amount, high.suit, state.multiplier)  # type: ignore[arg-type]
    elif move.verb is Verb.PASS and len(state.answering) == 1 and high is not None:
        contract = Contract(high.seat, high.amount, high.suit, state.multiplier)  # type: ignore[arg-type]
    else:
        return None
    return fill(t.gettext("the auction is over: %(side)s play %(contract)s"),
                side=w.side(contract.side), contract=w.contract(contract))


def describe_move(move: Move, lang: str, state: HandState | None = None) -> str:
    """``South bids 80 in hearts``: one move as a caption (no final full stop).

    `state` is the position before the move: with it the caption tells a lead from a play, says
    when a player trumps, overtrumps, undertrumps or discards, says "Belote", names the winner of
    a trick when its fourth card falls, and says when a call ends the auction.
    """
    w = _Words(lang, state.trump if state is not None else None)
    t, seat, verb = w.t, w.seat(move.seat), move.verb
    if verb is Verb.PLAY:
        return _describe_play(w, move, state)
    if verb is Verb.CLAIM:
        if move.word == "misdeal":
            return fill(t.gettext("%(seat)s claims a misdeal"), seat=seat)
        return fill(t.gettext("%(seat)s claims a revoke"), seat=seat)
    in_auction = state is not None and state.phase is Phase.AUCTION and state.to_move == move.seat
    if verb is Verb.COINCHE and in_auction:
        assert state is not None
        if state.profile.surcoinche == "off":
            return fill(t.gettext("%(seat)s coinches: the auction is over, and the value of the contract "
                                  "counts double"), seat=seat)
        high = state.high
        side = w.side(high.seat.side) if high is not None else "?"
        return fill(t.gettext("%(seat)s coinches: the value of the contract counts double, and "
                              "%(side)s may answer with a surcoinche"), seat=seat, side=side)
    if verb is Verb.SURCOINCHE and in_auction:
        assert state is not None
        return fill(t.gettext("%(seat)s surcoinches: the auction is over, and the value of the contract "
                              "is multiplied by %(multiplier)d"),
                    seat=seat, multiplier=state.profile.multiplier_after_surcoinche)
    text = _simple_call(w, move)
    if in_auction and verb is Verb.BID and state is not None and state.high is not None \
            and state.high.seat == move.seat.partner:
        return fill(t.gettext("%(seat)s bids %(bid)s, over his partner's %(high)s"), seat=seat,
                    bid=w.bid(move.amount, move.suit), high=w.bid(state.high.amount, state.high.suit))
    if in_auction and state is not None:
        end = _auction_end(w, state, move)
        if end is not None:
            # TRANSLATORS: a call followed by what it does, e.g. "West passes; the auction is
            # over: North–South play 100 in hearts"; %(then)s starts in lower case.
            return fill(t.gettext("%(move)s; %(then)s"), move=text, then=end)
    return text


# --- rulings (table mode, section 8) ----------------------------------------------------------------


def _ruling_misdeal(w: _Words, state: HandState | None, move: Move | None) -> str:
    if state is None:
        return w.t.gettext("Misdeal found before the first call: the same dealer shuffles, has the pack "
                           "cut and deals again, without penalty; the deal does not pass.")
    return fill(w.t.gettext("Misdeal found before the first call: %(dealer)s, the same dealer, "
                            "shuffles, has the pack cut and deals again, without penalty; the deal "
                            "does not pass."), dealer=w.seat(state.dealer))


def _ruling_revoke(w: _Words, state: HandState | None, move: Move | None) -> str:
    t = w.t
    table = state.table if state is not None else None
    if state is None or table is None or move is None:
        return t.gettext("A revoke is a card played against the rules of play (follow suit, trump, "
                         "overtrump, undertrump). Claimed before the next card is played, the card is "
                         "taken back and replaced by a legal one; claimed later, play stops and the "
                         "side that revoked loses the hand.")
    claimant = w.seat(move.seat)
    if table.penalty is None:
        offender = state.to_move
        first = fill(t.gettext("%(claimant)s claims the revoke of %(offender)s before the next card is "
                               "played: the card is taken back, and %(offender)s plays a legal card "
                               "instead, without penalty."),
                     claimant=claimant, offender=w.seat(offender))
        allowed = None
        if offender is not None and state.phase is Phase.PLAY:
            allowed = fill(t.gettext("%(seat)s may play %(cards)s."), seat=w.seat(offender),
                           cards=w.either(cards_of(legal_play_mask(state))))
        return w.sentences(first, allowed)
    side = table.penalty
    first = fill(t.gettext("%(claimant)s claims a revoke by %(side)s, found after a later card: play "
                           "stops, and %(side)s lose the hand."), claimant=claimant, side=w.side(side))
    contract = state.contract
    if contract is None:
        return first
    if contract.side == side:
        then = fill(t.gettext("As %(side)s hold the contract, it is scored as a failed contract."),
                    side=w.side(side))
    else:
        then = fill(t.gettext("As %(side)s were defending, the hand is scored as a made contract in "
                              "which %(attackers)s took all 162 card points, without the capot bonus."),
                    side=w.side(side), attackers=w.side(contract.side))
    return w.sentences(first, then)


def _ruling_revoke_played(w: _Words, state: HandState | None, move: Move | None) -> str:
    seat = move.seat if move is not None else None
    card = move.card if move is not None else None
    if seat is None or card is None:
        return w.t.gettext("A card played against the rules of play is a revoke. In table mode it stays "
                           "on the table for now: an opponent may claim the revoke.")
    return fill(w.t.gettext("%(seat)s played %(card)s against the rules of play: that is a revoke. It "
                            "stays on the table for now; an opponent may claim the revoke, and then "
                            "the card is taken back if no card has been played since, and otherwise "
                            "%(side)s lose the hand."),
                seat=w.seat(seat), card=w.card(card), side=w.side(seat.side))


_Ruling = Callable[[_Words, "HandState | None", "Move | None"], str]

RULINGS: dict[str, _Ruling] = {
    "irregular.misdeal": _ruling_misdeal,
    "irregular.revoke": _ruling_revoke,
    "play.follow-suit": _ruling_revoke_played,
    "play.must-trump": _ruling_revoke_played,
    "play.overtrump": _ruling_revoke_played,
    "play.undertrump": _ruling_revoke_played,
}
"""The rulings table mode applies (`HandState.table.rulings`), plus a revoke let stand."""


def describe_ruling(rule_id: str, lang: str, state: HandState | None = None, move: Move | None = None) -> str:
    """The ruling applied in table mode, ending with ``(rule <id>)``.

    `state` is the position after the ruling, `move` the move that led to it (the claim, or the
    card that revoked); both are optional and make the sentence name the seats and cards.
    """
    w = _Words(lang, state.trump if state is not None else None)
    ruling = RULINGS.get(rule_id)
    message = w.t.gettext("A ruling was applied.") if ruling is None else ruling(w, state, move)
    return w.rule(message, rule_id)


# --- positions --------------------------------------------------------------------------------------


def _need(contract: Contract, profile: Profile) -> int | None:
    return None if contract.amount is None else max(contract.amount, profile.bid80_needs)


def _contract_lines(w: _Words, state: HandState) -> list[str]:
    t, contract = w.t, state.contract
    lines: list[str] = []
    if contract is None:
        return lines
    attackers, defenders = contract.side, contract.side.other
    lines.append(fill(t.gettext("Contract: %(bid)s, bid by %(seat)s; trumps are %(suit)s. %(side)s "
                                "attack, %(defenders)s defend."),
                      bid=w.bid(contract.amount, contract.suit), seat=w.seat(contract.seat),
                      suit=w.suit(contract.suit), side=w.side(attackers), defenders=w.side(defenders)))
    if contract.multiplier == 2:
        coincher = w.seat(state.coincher) if state.coincher is not None else "?"
        lines.append(fill(t.gettext("%(seat)s has coinched: the value of the contract counts double."),
                          seat=coincher))
    elif contract.multiplier > 2:
        lines.append(fill(t.gettext("Coinched and surcoinched: the value of the contract is multiplied "
                                    "by %(multiplier)d."), multiplier=contract.multiplier))
    need = _need(contract, state.profile)
    if need is None:
        lines.append(fill(t.gettext("%(side)s must win all eight tricks."), side=w.side(attackers)))
    elif need > contract.amount:  # type: ignore[operator]
        lines.append(fill(t.gettext("%(side)s need %(need)d points, card points and belote together: "
                                    "a contract of %(amount)d needs more than half of the 162."),
                          side=w.side(attackers), need=need, amount=contract.amount))
    else:
        lines.append(fill(t.gettext("%(side)s need %(need)d points, card points and belote together."),
                          side=w.side(attackers), need=need))
    return lines


def _auction_lines(w: _Words, state: HandState) -> list[str]:
    t, lines = w.t, []
    if not state.calls:
        lines.append(t.gettext("Auction: nobody has called yet."))
    else:
        calls = [_simple_call(w, call) for call in state.calls]
        lines.append(fill(t.gettext("Auction so far: %(calls)s."), calls=join(w.lang, calls)))
    high = state.high
    if high is not None:
        lines.append(fill(t.gettext("Highest bid: %(bid)s, by %(seat)s."), bid=w.bid(high.amount, high.suit),
                          seat=w.seat(high.seat)))
    seat = state.to_move
    if seat is None:
        return lines
    name = w.seat(seat)
    if state.answering:
        lines.append(fill(t.gettext("%(coincher)s has coinched: %(seat)s may pass or surcoinche."),
                          coincher=w.seat(state.coincher), seat=name))
        return lines
    moves = [m for m in legal_moves(state) if m.seat == seat and m.verb is not Verb.CLAIM]
    numbers = sorted({m.amount for m in moves if m.verb is Verb.BID and m.amount is not None})
    capot = any(m.capot for m in moves)
    coinche = any(m.verb is Verb.COINCHE for m in moves)
    values: dict[str, Any] = dict(seat=name)
    if numbers:
        values.update(low=numbers[0], high=numbers[-1])
        if coinche:
            text = t.gettext("%(seat)s may pass, bid from %(low)d to %(high)d in any suit or capot, or "
                             "coinche.")
        elif numbers[0] == numbers[-1]:
            text = t.gettext("%(seat)s may pass, or bid %(high)d in any suit or capot.")
        else:
            text = t.gettext("%(seat)s may pass, or bid from %(low)d to %(high)d in any suit or capot.")
    elif capot and coinche:
        text = t.gettext("%(seat)s may pass, bid capot, or coinche.")
    elif capot:
        text = t.gettext("%(seat)s may pass or bid capot.")
    elif coinche:
        text = t.gettext("%(seat)s may pass or coinche.")
    else:
        text = t.gettext("%(seat)s can only pass.")
    lines.append(fill(text, **values))
    if high is None and state.passes == 3:
        lines.append(fill(t.gettext("If %(seat)s passes too, the hand is thrown in and %(next)s deals "
                                    "next."), seat=name, next=w.seat(next_seat(state.profile, state.dealer))))
    elif high is not None and state.passes == 2:
        contract = Contract(high.seat, high.amount, high.suit, state.multiplier)  # type: ignore[arg-type]
        lines.append(fill(t.gettext("If %(seat)s passes, the auction is over and %(side)s play "
                                    "%(contract)s."),
                          seat=name, side=w.side(high.seat.side), contract=w.contract(contract)))
    return lines


def _score_so_far(w: _Words, state: HandState) -> list[str]:
    t, lines = w.t, []
    if state.tricks:
        won = [0, 0]
        for trick in state.tricks:
            won[trick.winner.side] += 1
        lines.append(fill(t.gettext("Tricks won so far: %(side_a)s %(count_a)d, %(side_b)s %(count_b)d."),
                          side_a=w.side(Side.NS), count_a=won[Side.NS],
                          side_b=w.side(Side.EW), count_b=won[Side.EW]))
        points = card_points(state)
        lines.append(fill(t.gettext("Card points so far: %(side_a)s %(count_a)d, %(side_b)s %(count_b)d."),
                          side_a=w.side(Side.NS), count_a=points[Side.NS],
                          side_b=w.side(Side.EW), count_b=points[Side.EW]))
    for seat, card, word in state.announced:
        lines.append(fill(t.gettext("%(seat)s said %(word)s with %(card)s."), seat=w.seat(seat),
                          word=w.word(word), card=w.card(card)))
    return lines


def _play_choice(w: _Words, state: HandState) -> str | None:
    """What the seat to move may play, and why (section 4, summed up in its table)."""
    t, seat = w.t, state.to_move
    if seat is None or state.trump is None:
        return None
    hand, trump = state.hands[seat], state.trump
    allowed = legal_play_mask(state)
    values: dict[str, Any] = dict(seat=w.seat(seat), cards=w.either(cards_of(allowed)),
                                  number=len(state.tricks) + 1)
    if not state.trick:
        return fill(t.gettext("%(seat)s leads to trick %(number)d and may lead any card: %(cards)s."),
                    **values)
    led = state.trick[0][1].suit
    winner, winning = state.master  # type: ignore[misc]
    best = winning if winning.suit == trump else None
    values.update(suit=w.suit(led), best=w.card(best) if best is not None else "?",
                  partner=w.seat(seat.partner))
    trumps = hand & SUIT_MASK[trump]
    above = hand & ABOVE[trump][best] if best is not None else 0
    if led == trump:
        if not trumps:
            text = t.gettext("%(seat)s has no trump left and may play any card: %(cards)s.")
        elif above:
            text = t.gettext("Trumps were led: %(seat)s must play a trump higher than %(best)s: "
                             "%(cards)s.")
        else:
            text = t.gettext("Trumps were led: %(seat)s cannot go higher than %(best)s but must still "
                             "play a trump: %(cards)s.")
        return fill(text, **values)
    if hand & SUIT_MASK[led]:
        return fill(t.gettext("%(seat)s must follow suit: %(cards)s."), **values)
    if not trumps:
        return fill(t.gettext("%(seat)s has neither %(suit)s nor trumps and may play any card: "
                              "%(cards)s."), **values)
    if winner == seat.partner:
        return fill(t.gettext("%(seat)s has no %(suit)s, but his partner %(partner)s is master: he may "
                              "discard or trump, %(cards)s."), **values)
    if best is None:
        return fill(t.gettext("%(seat)s has no %(suit)s and his partner is not master: he must trump, "
                              "with any trump: %(cards)s."), **values)
    if above:
        text = t.gettext("%(seat)s has no %(suit)s and must overtrump %(best)s: %(cards)s.")
    elif allowed & ~trumps:
        text = t.gettext("%(seat)s has no %(suit)s and cannot beat %(best)s; under these house rules he "
                         "need not undertrump and may play any card: %(cards)s.")
    else:
        text = t.gettext("%(seat)s has no %(suit)s and cannot beat %(best)s, but must still play a "
                         "trump (undertrump): %(cards)s.")
    return fill(text, **values)


def _play_lines(w: _Words, state: HandState) -> list[str]:
    t, lines = w.t, _score_so_far(w, state)
    if state.trick:
        plays = [trick_play(t, w.card(card), w.seat(seat)) for seat, card in state.trick]
        lines.append(fill(t.gettext("Trick %(number)d so far: %(plays)s."), number=len(state.tricks) + 1,
                          plays=join(w.lang, plays)))
        winner, winning = state.master  # type: ignore[misc]
        lines.append(fill(t.gettext("%(seat)s is winning the trick so far, with %(card)s."),
                          seat=w.seat(winner), card=w.card(winning)))
    lines += _table_lines(w, state)
    choice = _play_choice(w, state)
    if choice:
        lines.append(choice)
    return lines


def _table_lines(w: _Words, state: HandState) -> list[str]:
    t, table = w.t, state.table
    lines: list[str] = []
    if table is None:
        return lines
    for revoke in table.revokes:
        lines.append(fill(t.gettext("%(seat)s revoked in trick %(trick)d with %(card)s: the other side "
                                    "may claim the revoke."),
                          seat=w.seat(revoke.seat), trick=revoke.trick, card=w.card(revoke.card)))
    if table.penalty is not None:
        lines.append(fill(t.gettext("Play stopped: %(side)s revoked, the revoke was claimed too late to "
                                    "be put right, and %(side)s lose the hand."), side=w.side(table.penalty)))
    return lines


def describe_position(state: HandState, lang: str) -> list[str]:
    """The position in a few lines: dealer, the auction or the contract, the trick, whose turn and
    what they may do; for a finished hand, that it is over and who deals next."""
    w = _Words(lang, state.trump)
    t = w.t
    lines = [dealer_line(t, w.seat(state.dealer))]
    if state.profile.name != "standard":
        lines.append(profile_line(t, state.profile.name))
    phase = state.phase
    following = w.seat(next_seat(state.profile, state.dealer))
    if phase is Phase.REDEAL:
        lines.append(fill(t.gettext("This hand is void and is dealt again by the same dealer, "
                                    "%(dealer)s."), dealer=w.seat(state.dealer)))
        return lines
    if phase is Phase.THROWN_IN:
        lines.append(fill(t.gettext("All four players passed: the hand is thrown in, nobody scores, and "
                                    "%(next)s deals next."), next=following))
        return lines
    if phase is Phase.AUCTION:
        return lines + _auction_lines(w, state)
    lines += _contract_lines(w, state)
    if phase is Phase.PLAY:
        return lines + _play_lines(w, state)
    lines += _score_so_far(w, state) + _table_lines(w, state)
    if len(state.tricks) == TRICKS:
        lines.append(t.gettext("The hand is complete: all eight tricks have been played."))
    lines.append(fill(t.gettext("The hand is over; %(next)s deals the next one."), next=following))
    return lines


# --- the score sheet --------------------------------------------------------------------------------

def _arithmetic(term: Term) -> str:
    """How a part of a score is reckoned: ``100``, ``2 × 100``, ``160 + 2 × 100``."""
    product = str(term.amount) if term.multiplier == 1 else f"{term.multiplier} × {term.amount}"
    return f"{term.extra} + {product}" if term.extra else product


def _term_text(w: _Words, term: Term, attackers: Side) -> str:
    t, kind, value, sum_text = w.t, term.kind, term.value, _arithmetic(term)
    if kind == "contract":
        return fill(t.pgettext("score", "%(value)s for the contract"), value=sum_text)
    if kind == "capot-bid":
        return fill(t.pgettext("score", "%(value)s for the capot contract"), value=sum_text)
    if kind == "capot":
        return fill(t.pgettext("score", "%(value)s for the capot, instead of the 162 card points"),
                    value=sum_text)
    if kind == "belote":
        return fill(t.pgettext("score", "%(value)s for the belote"), value=sum_text)
    if kind == "their-belote":
        return fill(t.pgettext("score", "%(value)s for the belote of %(side)s"), value=sum_text,
                    side=w.side(attackers))
    if kind == "failed":
        return fill(t.pgettext("score", "%(value)s for the failed contract"), value=sum_text)
    return fill(t.npgettext("score", "%(count)d card point", "%(count)d card points", value), count=value)


def _side_score_line(w: _Words, side: Side, sheet: ScoreSheet, profile: Profile) -> str:
    t, contract = w.t, sheet.contract
    assert contract is not None
    score, name = sheet.scores[side], w.side(side)
    terms = [term for term in sheet.terms if term.side == side and (term.value or term.kind != "points")]
    if not terms:
        attackers = side == contract.side
        if attackers and not sheet.made:
            if sheet.belote == side:
                return fill(t.gettext("%(side)s score nothing, not even their belote: the contract has "
                                      "failed."), side=name)
            return fill(t.gettext("%(side)s score nothing: the contract has failed."), side=name)
        if not attackers and sheet.made and profile.scoring == "bid":
            return fill(t.gettext("%(side)s score nothing: when the points bid are scored, the defenders "
                                  "of a made contract score nothing."), side=name)
        if not attackers and sheet.made and contract.multiplier > 1 and profile.coinched_defenders == "zero":
            return fill(t.gettext("%(side)s score nothing: after a coinche, the defenders of a made "
                                  "contract keep only their belote."), side=name)
        return fill(t.gettext("%(side)s score nothing."), side=name)
    parts = " + ".join(_term_text(w, term, contract.side) for term in terms)
    if len(terms) == 1 and str(terms[0].value) == _arithmetic(terms[0]):
        return fill(t.gettext("%(side)s score %(parts)s."), side=name, parts=parts)
    return fill(t.gettext("%(side)s score %(parts)s = %(score)d."), side=name, parts=parts, score=score)


def _total_text(w: _Words, sheet: ScoreSheet, profile: Profile) -> str:
    """The attackers' total with what it is made of: ``119, with 20 for the belote``."""
    t, contract = w.t, sheet.contract
    assert contract is not None
    with_belote = sheet.belote == contract.side
    capot = sheet.penalty is None and sheet.capot == contract.side and profile.scoring != "bid"
    total = sheet.total
    if capot and with_belote:
        return fill(t.gettext("%(total)d (250 for the capot and 20 for the belote)"), total=total)
    if capot:
        return fill(t.gettext("%(total)d (250 for the capot)"), total=total)
    if with_belote:
        return fill(t.gettext("%(total)d (%(points)d card points and 20 for the belote)"), total=total,
                    points=total - BELOTE)
    return str(total)


def _verdict(w: _Words, sheet: ScoreSheet, profile: Profile) -> str:
    t, contract = w.t, sheet.contract
    assert contract is not None
    side = w.side(contract.side)
    if contract.capot:
        if sheet.made:
            return fill(t.gettext("%(side)s bid capot and won all eight tricks: the contract is made."),
                        side=side)
        return fill(t.gettext("%(side)s bid capot but did not win all eight tricks: the contract has "
                              "failed, %(side)s go down."), side=side)
    amount = contract.amount
    need = _need(contract, profile)
    values = dict(side=side, amount=amount, need=need, total=_total_text(w, sheet, profile))
    if sheet.made:
        return fill(t.gettext("%(side)s bid %(amount)d and have %(total)s: the contract is made."),
                    **values)
    total = sheet.total
    if need is not None and amount is not None and amount <= total < need:
        return fill(t.gettext("%(side)s bid %(amount)d and have %(total)s, but a contract of %(amount)d "
                              "needs %(need)d, more than half of the 162: the contract has failed, "
                              "%(side)s go down."), **values)
    return fill(t.gettext("%(side)s bid %(amount)d but have only %(total)s: the contract has failed, "
                          "%(side)s go down."), **values)


def describe_score(sheet: ScoreSheet, lang: str, state: HandState | None = None) -> list[str]:
    """The score sheet of a hand, line by line: the contract, each side's card points with the 10
    for the last trick, the belote, a capot, made or failed, the coinche, what each side scores and
    how, and the score of the hand with the rule it follows.

    `state`, the finished hand, tells who held the belote and who deals next.
    """
    w = _Words(lang, sheet.contract.suit if sheet.contract is not None else None)
    t, profile = w.t, sheet.profile
    contract = sheet.contract
    if contract is None:
        lines = [w.rule(t.gettext("All four players passed: the hand is thrown in, and nobody scores."),
                        "bid.all-pass")]
        if state is not None:
            lines.append(fill(t.gettext("%(seat)s deals next."),
                              seat=w.seat(next_seat(state.profile, state.dealer))))
        return lines
    attack, defence = contract.side, contract.side.other
    lines = [fill(t.gettext("Contract: %(contract)s, bid by %(seat)s (%(side)s)."),
                  contract=w.contract(contract), seat=w.seat(contract.seat), side=w.side(attack))]
    if profile.scoring == "made":
        lines.append(t.gettext("Scoring method: the points made; the bid itself is not scored."))
    elif profile.scoring == "bid":
        lines.append(t.gettext("Scoring method: the points bid; the card points only decide whether "
                               "the contract is made."))
    values = dict(side_a=w.side(Side.NS), count_a=sheet.points[Side.NS],
                  side_b=w.side(Side.EW), count_b=sheet.points[Side.EW])
    if sheet.last_trick is not None:
        lines.append(fill(t.gettext("Card points: %(side_a)s %(count_a)d, %(side_b)s %(count_b)d; the 162 "
                                    "include the 10 for the last trick, won by %(last)s."),
                          last=w.side(sheet.last_trick), **values))
    else:
        lines.append(fill(t.gettext("Card points taken before play stopped: %(side_a)s %(count_a)d, "
                                    "%(side_b)s %(count_b)d."), **values))
    holder = state.belote if state is not None else None
    if sheet.belote is not None:
        if holder is not None and holder.side == sheet.belote:
            lines.append(fill(t.gettext("Belote: %(seat)s held the king and queen of trumps, worth 20 "
                                        "points to %(side)s."), seat=w.seat(holder), side=w.side(sheet.belote)))
        else:
            lines.append(fill(t.gettext("Belote: %(side)s held the king and queen of trumps, worth 20 "
                                        "points."), side=w.side(sheet.belote)))
    elif holder is not None:
        lines.append(fill(t.gettext("%(seat)s held the king and queen of trumps but did not announce "
                                    "both “Belote” and “Rebelote”, so the belote does not count."),
                          seat=w.seat(holder)))
    if sheet.penalty is None and sheet.capot is not None:
        if sheet.capot == defence:
            lines.append(fill(t.gettext("Capot: %(side)s won all eight tricks in defence; the contract "
                                        "has failed, with no bonus for the capot."), side=w.side(defence)))
        elif not contract.capot and profile.scoring != "bid":
            lines.append(fill(t.gettext("Capot: %(side)s won all eight tricks, so their 162 card points "
                                        "count as 250."), side=w.side(attack)))
        elif not contract.capot:
            lines.append(fill(t.gettext("Capot: %(side)s won all eight tricks; when the points bid are "
                                        "scored, that adds nothing."), side=w.side(attack)))
    if sheet.penalty is not None:
        lines.append(w.rule(fill(t.gettext("%(side)s revoked, and the revoke was found after a later "
                                           "card: play stopped and %(side)s lose the hand."),
                                 side=w.side(sheet.penalty)), "irregular.revoke"))
        if sheet.penalty == attack:
            lines.append(fill(t.gettext("The contract of %(side)s is scored as failed."), side=w.side(attack)))
        else:
            lines.append(fill(t.gettext("The contract of %(side)s is scored as made, with all 162 card "
                                        "points, without the capot bonus."), side=w.side(attack)))
    else:
        lines.append(_verdict(w, sheet, profile))
    if contract.multiplier == 2:
        lines.append(w.rule(t.gettext("The contract was coinched: its value counts double; the card "
                                      "points and the belote do not."), "score.coinche"))
    elif contract.multiplier > 2:
        lines.append(w.rule(fill(t.gettext("The contract was surcoinched: its value is multiplied by "
                                           "%(multiplier)d; the card points and the belote are not."),
                                 multiplier=contract.multiplier), "score.coinche"))
    for side in (attack, defence):
        lines.append(_side_score_line(w, side, sheet, profile))
    final = fill(t.gettext("Score for this hand: %(side_a)s %(count_a)d, %(side_b)s %(count_b)d."),
                 side_a=w.side(Side.NS), count_a=sheet.scores[Side.NS],
                 side_b=w.side(Side.EW), count_b=sheet.scores[Side.EW])
    lines.append(w.rule(final, sheet.rule) if sheet.rule else final)
    return lines
