"""Moves as values with a text round trip: ``Move.parse("E play QH")``, ``str(move)``.

Regular verbs (`deal-record.md`): ``bid N``, ``pass``, ``trump S|H|D|C``, ``discard CARDS…``,
``rob CARDS…``, ``play CARD``. Table-mode verbs for the irregularities of section 7:

- ``claim revoke``: an opponent of a seat that revoked claims it (`irregular.revoke`);
- ``claim misdeal``: a wrong number of cards found before the first bid (`irregular.misdeal`);
- ``claim new-deal REASON``: REASON is ``face-up-in-pack``, ``dealt-face-up``,
  ``improper-shuffle`` or ``improper-cut`` (`irregular.new-deal`);
- ``claim excess SEAT CARDS…``: a wrong hand found later, an opponent draws the excess cards out
  of SEAT's hand into the stock (`irregular.wrong-hand`);
- ``withdraw [lead-trump|no-trump-lead]``: an opponent demands that a card played out of turn be
  taken back, optionally requiring the rightful leader to lead a trump or not
  (`irregular.play-out-of-turn`); ``accept``: the card played out of turn stands.
"""

from __future__ import annotations

from enum import Enum
from operator import itemgetter
from typing import NamedTuple

from tutor.cards import Card, InvalidCardError, Suit, parse_cards
from tutor.games.notation import MoveSyntaxError, split_move
from tutor.games.seats import Seat


class Verb(str, Enum):
    BID = "bid"
    PASS = "pass"
    TRUMP = "trump"
    DISCARD = "discard"
    ROB = "rob"
    PLAY = "play"
    CLAIM = "claim"
    WITHDRAW = "withdraw"
    ACCEPT = "accept"

    def __str__(self) -> str:
        return self.value


REGULAR_VERBS = (Verb.BID, Verb.PASS, Verb.TRUMP, Verb.DISCARD, Verb.ROB, Verb.PLAY)
TABLE_VERBS = (Verb.CLAIM, Verb.WITHDRAW, Verb.ACCEPT)

CLAIMS = ("revoke", "misdeal", "new-deal", "excess")
NEW_DEAL_REASONS = ("face-up-in-pack", "dealt-face-up", "improper-shuffle", "improper-cut")
LEAD_DEMANDS = ("lead-trump", "no-trump-lead")


class Move(NamedTuple):
    """One action by one seat. `cards` keeps the order written (it matters for `draw.stock-short`)."""

    seat: Seat
    verb: Verb
    cards: tuple[Card, ...] = ()
    amount: int | None = None
    suit: Suit | None = None
    detail: str | None = None
    """The claim (``revoke`` …), a new-deal reason, or a lead demand."""
    target: Seat | None = None
    """The seat a claim is about (``claim excess N …``)."""

    @property
    def card(self) -> Card:
        """The card of a ``play``."""
        return self.cards[0]

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``"<seat> <verb> <arguments>"``; raise `MoveSyntaxError` naming the fault."""
        seat, verb, words = split_move(text, Verb)
        try:
            return _PARSERS[verb](seat, words)
        except (InvalidCardError, ValueError) as error:
            raise MoveSyntaxError(f"{text!r}: {error}") from None

    def __str__(self) -> str:
        parts = [self.seat.name, self.verb.value]
        if self.verb is Verb.BID:
            parts.append(str(self.amount))
        elif self.verb is Verb.TRUMP and self.suit is not None:
            parts.append(self.suit.letter)
        if self.detail:
            parts.append(self.detail)
        if self.target is not None:
            parts.append(self.target.name)
        parts.extend(str(card) for card in self.cards)
        return " ".join(parts)


ARGUMENTS: dict[Verb, tuple[str, ...]] = {
    Verb.BID: ("amount",),
    Verb.PASS: (),
    Verb.TRUMP: ("suit",),
    Verb.DISCARD: ("cards",),
    Verb.ROB: ("cards",),
    Verb.PLAY: ("cards",),
    Verb.CLAIM: ("cards", "detail", "target"),
    Verb.WITHDRAW: ("detail",),
    Verb.ACCEPT: (),
}
"""The arguments each verb takes; `Move.parse` never fills in any other."""

_BLANK = Move(Seat.N, Verb.PASS)
_NOT_TAKEN = {
    verb: tuple(i for i in range(2, len(Move._fields)) if Move._fields[i] not in taken)
    for verb, taken in ARGUMENTS.items()
}
SHAPES = {verb: (itemgetter(*indices), itemgetter(*indices)(_BLANK)) for verb, indices in _NOT_TAKEN.items()}
"""[verb] → (the getter of the arguments it does not take, their values when absent): a move is
well formed when ``getter(move) == absent``."""


def stray_arguments(move: Move) -> tuple[str, ...]:
    """The names of the arguments `move` carries that its verb does not take (``pass`` with cards)."""
    others, absent = SHAPES[move.verb]
    if others(move) == absent:
        return ()
    return tuple(Move._fields[i] for i in _NOT_TAKEN[move.verb] if move[i] != _BLANK[i])


def repeated_cards(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards written more than once in `cards`, each once, in the order of their repetition."""
    seen: set[Card] = set()
    repeated: list[Card] = []
    for card in cards:
        if card in seen and card not in repeated:
            repeated.append(card)
        seen.add(card)
    return tuple(repeated)


def bid(seat: Seat, amount: int) -> Move:
    return Move(seat, Verb.BID, amount=amount)


def pass_(seat: Seat) -> Move:
    return Move(seat, Verb.PASS)


def name_trump(seat: Seat, suit: Suit) -> Move:
    return Move(seat, Verb.TRUMP, suit=suit)


def discard(seat: Seat, cards: tuple[Card, ...]) -> Move:
    return Move(seat, Verb.DISCARD, tuple(cards))


def rob(seat: Seat, cards: tuple[Card, ...]) -> Move:
    return Move(seat, Verb.ROB, tuple(cards))


def play(seat: Seat, card: Card) -> Move:
    return PLAYS[seat][card]


PLAYS: tuple[tuple[Move, ...], ...] = tuple(
    tuple(Move(seat, Verb.PLAY, (card,)) for card in map(Card, range(52))) for seat in Seat
)
"""Every ``play`` move, built once: [seat][card]."""


def _expect(words: list[str], count: int, usage: str) -> None:
    if len(words) != count:
        raise MoveSyntaxError(f"expected {usage}")


def _parse_bid(seat: Seat, words: list[str]) -> Move:
    _expect(words, 1, "one number after 'bid'")
    if not words[0].isdigit():
        raise MoveSyntaxError(f"a bid is a whole number, not {words[0]!r}")
    return bid(seat, int(words[0]))


def _parse_pass(seat: Seat, words: list[str]) -> Move:
    _expect(words, 0, "nothing after 'pass'")
    return pass_(seat)


def _parse_trump(seat: Seat, words: list[str]) -> Move:
    _expect(words, 1, "one suit (S, H, D or C) after 'trump'")
    return name_trump(seat, Suit.parse(words[0]))


def _parse_discard(seat: Seat, words: list[str]) -> Move:
    return discard(seat, _distinct(parse_cards(words)))


def _parse_rob(seat: Seat, words: list[str]) -> Move:
    return rob(seat, _distinct(parse_cards(words)))


def _parse_play(seat: Seat, words: list[str]) -> Move:
    _expect(words, 1, "one card after 'play'")
    return play(seat, Card.parse(words[0]))


def _parse_claim(seat: Seat, words: list[str]) -> Move:
    if not words or words[0].lower() not in CLAIMS:
        raise MoveSyntaxError(f"expected one of {', '.join(CLAIMS)} after 'claim'")
    claim = words[0].lower()
    if claim == "new-deal":
        if len(words) != 2 or words[1].lower() not in NEW_DEAL_REASONS:
            raise MoveSyntaxError(f"expected one of {', '.join(NEW_DEAL_REASONS)} after 'claim new-deal'")
        return Move(seat, Verb.CLAIM, detail=f"new-deal {words[1].lower()}")
    if claim == "excess":
        if len(words) < 3:
            raise MoveSyntaxError("expected a seat and the excess cards after 'claim excess'")
        cards = _distinct(parse_cards(words[2:]))
        return Move(seat, Verb.CLAIM, cards, detail="excess", target=Seat.parse(words[1]))
    _expect(words, 1, f"nothing after 'claim {claim}'")
    return Move(seat, Verb.CLAIM, detail=claim)


def _parse_withdraw(seat: Seat, words: list[str]) -> Move:
    if len(words) > 1 or (words and words[0].lower() not in LEAD_DEMANDS):
        raise MoveSyntaxError(f"expected nothing or one of {', '.join(LEAD_DEMANDS)} after 'withdraw'")
    return Move(seat, Verb.WITHDRAW, detail=words[0].lower() if words else None)


def _parse_accept(seat: Seat, words: list[str]) -> Move:
    _expect(words, 0, "nothing after 'accept'")
    return Move(seat, Verb.ACCEPT)


def _distinct(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    repeated = repeated_cards(cards)
    if repeated:
        raise MoveSyntaxError(f"{repeated[0]} is written twice")
    return cards


_PARSERS = {
    Verb.BID: _parse_bid,
    Verb.PASS: _parse_pass,
    Verb.TRUMP: _parse_trump,
    Verb.DISCARD: _parse_discard,
    Verb.ROB: _parse_rob,
    Verb.PLAY: _parse_play,
    Verb.CLAIM: _parse_claim,
    Verb.WITHDRAW: _parse_withdraw,
    Verb.ACCEPT: _parse_accept,
}
