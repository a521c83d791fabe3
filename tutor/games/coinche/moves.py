"""Moves as values with a text round trip: ``Move.parse("S bid 80 H")``, ``str(move)``.

Verbs (`coinche-record.md`): ``pass``, ``bid N SUIT``, ``bid capot SUIT``, ``coinche``,
``surcoinche``, ``play CARD`` (under ``belote: declared`` followed by ``belote`` or
``rebelote`` when the player announces it). Table-mode verbs for section 8:

- ``claim misdeal``: a wrong deal found before the first call (`irregular.misdeal`);
- ``claim revoke``: an opponent of a player who revoked claims it (`irregular.revoke`).
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from tutor.cards import DECK, Card, InvalidCardError, Suit
from tutor.games.notation import MoveSyntaxError, split_move
from tutor.games.seats import Seat

CAPOT = 1000
"""The level of a capot bid: above every number (`bid.must-top`)."""
WORDS = ("belote", "rebelote")
"""What a player may say with a card under ``belote: declared`` (`play.belote`)."""
CLAIMS = ("misdeal", "revoke")


class Verb(str, Enum):
    PASS = "pass"
    BID = "bid"
    COINCHE = "coinche"
    SURCOINCHE = "surcoinche"
    PLAY = "play"
    CLAIM = "claim"

    def __str__(self) -> str:
        return self.value


CALLS = (Verb.PASS, Verb.BID, Verb.COINCHE, Verb.SURCOINCHE)
"""The verbs of the auction (`bid.calls`); ``play`` is the verb of the play."""


class Move(NamedTuple):
    """One action by one seat."""

    seat: Seat
    verb: Verb
    card: Card | None = None
    """The card of a ``play``."""
    amount: int | None = None
    """The number of a ``bid``; None for a capot bid."""
    suit: Suit | None = None
    """The trump suit of a ``bid``."""
    word: str | None = None
    """``belote`` or ``rebelote`` said with a card; the claim of a ``claim``."""

    @property
    def capot(self) -> bool:
        """A bid of capot: all eight tricks."""
        return self.verb is Verb.BID and self.amount is None

    @property
    def level(self) -> int:
        """How high a bid stands: its number, `CAPOT` for capot (`bid.must-top`)."""
        return CAPOT if self.amount is None else self.amount

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
            parts += ["capot" if self.amount is None else str(self.amount), self.suit.letter if self.suit is not None else "?"]
        if self.card is not None:
            parts.append(str(self.card))
        if self.word:
            parts.append(self.word)
        return " ".join(parts)

    def notation(self) -> str:
        """The move without its seat, as the replay lists legal moves (``"bid 90 S"``)."""
        return str(self).split(" ", 1)[1]


def bid(seat: Seat, amount: int | None, suit: Suit) -> Move:
    """A bid of `amount` (None: capot) in `suit`."""
    return Move(seat, Verb.BID, amount=amount, suit=suit)


def pass_(seat: Seat) -> Move:
    return Move(seat, Verb.PASS)


def coinche(seat: Seat) -> Move:
    return Move(seat, Verb.COINCHE)


def surcoinche(seat: Seat) -> Move:
    return Move(seat, Verb.SURCOINCHE)


def play(seat: Seat, card: Card, word: str | None = None) -> Move:
    return PLAYS[seat][card] if word is None else Move(seat, Verb.PLAY, card, word=word)


PLAYS: tuple[tuple[Move, ...], ...] = tuple(tuple(Move(seat, Verb.PLAY, card) for card in DECK) for seat in Seat)
"""Every ``play`` move without a word, built once: [seat][card]."""


def _expect_nothing(words: list[str], verb: str) -> None:
    if words:
        raise MoveSyntaxError(f"expected nothing after {verb!r}")


def _parse_pass(seat: Seat, words: list[str]) -> Move:
    _expect_nothing(words, "pass")
    return pass_(seat)


def _parse_bid(seat: Seat, words: list[str]) -> Move:
    if len(words) != 2:
        raise MoveSyntaxError("expected a number (or capot) and a suit after 'bid', e.g. 'bid 80 H'")
    number, suit = words
    if number.lower() == "capot":
        return bid(seat, None, Suit.parse(suit))
    if not number.isascii() or not number.isdigit():
        raise MoveSyntaxError(f"a bid is a whole number or capot, not {number!r}")
    return bid(seat, int(number), Suit.parse(suit))


def _parse_coinche(seat: Seat, words: list[str]) -> Move:
    _expect_nothing(words, "coinche")
    return coinche(seat)


def _parse_surcoinche(seat: Seat, words: list[str]) -> Move:
    _expect_nothing(words, "surcoinche")
    return surcoinche(seat)


def _parse_play(seat: Seat, words: list[str]) -> Move:
    if not words or len(words) > 2:
        raise MoveSyntaxError("expected one card after 'play', e.g. 'play 10H'")
    card = Card.parse(words[0])
    if card.rank < 7:
        raise MoveSyntaxError(f"{card} is not in the 32-card pack: ranks are A K Q J 10 9 8 7 (rank.pack)")
    if len(words) == 2 and words[1].lower() not in WORDS:
        raise MoveSyntaxError(f"after the card a player may say belote or rebelote, not {words[1]!r}")
    return play(seat, card, words[1].lower() if len(words) == 2 else None)


def _parse_claim(seat: Seat, words: list[str]) -> Move:
    if len(words) != 1 or words[0].lower() not in CLAIMS:
        raise MoveSyntaxError(f"expected one of {', '.join(CLAIMS)} after 'claim'")
    return Move(seat, Verb.CLAIM, word=words[0].lower())


_PARSERS = {
    Verb.PASS: _parse_pass,
    Verb.BID: _parse_bid,
    Verb.COINCHE: _parse_coinche,
    Verb.SURCOINCHE: _parse_surcoinche,
    Verb.PLAY: _parse_play,
    Verb.CLAIM: _parse_claim,
}
