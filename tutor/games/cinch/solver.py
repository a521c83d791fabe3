"""What a card costs with every hand open (`solver.md`): the double-dummy value of a position in
the play phase and of each legal card.

A value is a *net*: the hand score of the side that moves minus the other side's, under
`score.made` / `score.set` and the profile in force (the game's target is ignored). The value of a
card is the value, for its player's side, of the position after it; its cost is what it gives up
against the best card.

How the search stays small. Every scoring card is a trump (`points.cards`), and the net of the
bidding side only grows with the points it takes, so the search is a minimax over those points
alone (partners cooperate, the trick winner leads: `play.next-lead`) and the net is worked out
once, at the top. Cards are renumbered so that each suit, as it plays with this trump, is a run
of bits from its highest card down (`rank.trump-order`, `rank.left-pedro`): the trick winner is
then the lowest number among the trumps and the cards of the suit led (`play.trick-winner`), and
two cards of one hand with no card left in play between them and the same points are one move.
Alpha-beta, a transposition table at the start of each trick, and a stop as soon as no scoring
card is left to play do the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import NamedTuple

from tutor.cards import Card, Suit
from tutor.games.cinch.ranking import POINT_CARDS, POINTS_IN_PLAY, Point, suit_order
from tutor.games.cinch.state import HandState
from tutor.games.cinch.view import SeatView
from tutor.games.seats import Seat, Side

TRUMP_BITS = (1 << 14) - 1
"""The renumbered trumps: bits 0 (the Ace) to 13 (the 2), `rank.trump-order`."""
SUIT_BASE = 16
"""The renumbered cards of a plain suit start at a multiple of 16: 16, 32 and 48."""
SUIT_BITS = tuple(((1 << 13) - 1) << (SUIT_BASE * k) for k in range(4))
"""[run] → the bits of that suit's run; run 0 is the trumps."""


class Layout(NamedTuple):
    """The renumbering of the 52 cards under one trump."""

    numbers: tuple[int, ...]
    """[card] → its number: its run (trumps first, then the plain suits in S H D C order) times
    16, plus its place in the run, highest first."""
    card: dict[int, Card]
    """[number] → the card."""


def _layout(trump: Suit) -> Layout:
    runs = [trump, *(suit for suit in Suit if suit != trump)]
    index = [0] * 52
    for run, suit in enumerate(runs):
        for place, card in enumerate(suit_order(suit, trump)):
            index[card] = SUIT_BASE * run + place
    return Layout(tuple(index), {number: Card(card) for card, number in enumerate(index)})


LAYOUTS = tuple(_layout(trump) for trump in Suit)
"""[trump] → its `Layout`."""

_TRUMP_POINTS = {0: 1, 3: 1, 4: 1, 9: 5, 10: 5, 13: 1}
"""The renumbered scoring cards (`points.cards`): High (the Ace), Jack, Game (the 10), Right and
Left Pedro, Low (the 2)."""
LOW_NUMBER = 13


def _points_of_runs(points: dict[int, int]) -> list[int]:
    """[mask of trump bits] → the points of those trumps, for every mask of 14 bits."""
    table = [0] * (1 << 14)
    for mask in range(1, 1 << 14):
        low = mask & -mask
        table[mask] = table[mask ^ low] + points.get(low.bit_length() - 1, 0)
    return table


_POINTS_OF = _points_of_runs(_TRUMP_POINTS)
_POINTS_WITHOUT_LOW = _points_of_runs({n: p for n, p in _TRUMP_POINTS.items() if n != LOW_NUMBER})


class Position(NamedTuple):
    """A position of the play phase, renumbered, with the points already settled.

    `settled[side]` are the points a side has for certain whatever is played from here: those
    of the tricks already taken, of the cards out of play (`score.dead-card`,
    `draw.error-discard`) and, under ``low_to=player``, Low wherever it is (`points.capture`).
    """

    hands: tuple[int, int, int, int]
    leader: Seat
    played: tuple[int, ...]
    """The renumbered cards of the trick being played, in order from `leader`."""
    bidders: Side
    bid: int
    settled: tuple[int, int]
    in_play: int
    """The points the search decides: those of the scoring cards still in hands or in the trick."""
    low_to_player: bool

    @property
    def to_move(self) -> Seat:
        return Seat((self.leader + len(self.played)) % 4)

    def net(self, taken: int, side: Side) -> int:
        """The net for `side` when the bidders take `taken` of the points in play."""
        bidders = self.settled[self.bidders] + taken
        others = self.settled[1 - self.bidders] + self.in_play - taken
        if self.bid == 0 or bidders >= self.bid:  # score.made (a maker with no contract is never set)
            net = bidders - others
        else:  # score.set
            net = -(POINTS_IN_PLAY + self.bid - bidders)
        return net if side == self.bidders else -net


def position_of(state: HandState) -> Position:
    """The `Position` of a state in the play phase (not in table mode: see `check_solvable`)."""
    return play_position(state, state.hands)


def play_position(known: HandState | SeatView, hands: Sequence[int]) -> Position:
    """The `Position` with the four `hands` (card masks, by seat) and everything else as `known`
    says it: the trump, the bidder and his bid, the profile, the tricks, the trick being played,
    the cards out of play. `known` may be a state or a seat's view of it (`seat_view`)."""
    assert known.trump is not None and known.bidder is not None and known.to_move is not None
    layout = LAYOUTS[known.trump]
    leader = known.trick[0][0] if known.trick else known.to_move
    low_to_player = known.profile.low_to == "player"
    settled = [0, 0]
    in_play = 0
    for point, card in _point_places(known, hands, low_to_player):
        if point is not None:
            settled[point] += POINT_VALUES[card]
        else:
            in_play += POINT_VALUES[card]
    return Position(
        tuple(_renumbered(layout, hand) for hand in hands),  # type: ignore[arg-type]
        leader, tuple(layout.numbers[card] for _, card in known.trick), known.bidder.side, known.bid,
        (settled[0], settled[1]), in_play, low_to_player,
    )


def _renumbered(layout: Layout, hand: int) -> int:
    mask = 0
    while hand:
        bit = hand & -hand
        hand ^= bit
        mask |= 1 << layout.numbers[bit.bit_length() - 1]
    return mask


POINT_VALUES = {card: point.points for cards in POINT_CARDS for point, card in cards.items()}
"""[scoring card under some trump] → its points; a card scores the same whichever trump makes it
score (5 for a five, 1 for the others)."""


def _point_places(known: HandState | SeatView, hands: Sequence[int], low_to_player: bool
                  ) -> Iterator[tuple[Side | None, Card]]:
    """Each scoring card with the side it already counts for, or None if the play decides:
    a card in a trick taken counts for the trick's winner (`points.capture`), one out of play for
    the bidders if an opponent put it out (`draw.error-discard`) and otherwise for nobody
    (`score.dead-card`, then it is left out), Low under ``low_to=player`` for whoever holds or
    played it."""
    assert known.trump is not None and known.bidder is not None
    played = {card: (trick.winner, seat) for trick in known.tricks for seat, card in trick.plays}
    current = {card: seat for seat, card in known.trick}
    dead = {card: seat for seat, card in known.dead}
    for point, card in POINT_CARDS[known.trump].items():
        if card in dead:
            if dead[card].side != known.bidder.side:
                yield known.bidder.side, card
        elif low_to_player and point is Point.LOW:
            holder = played[card][1] if card in played else current.get(card)
            if holder is None:
                holder = next(seat for seat in Seat if hands[seat] >> card & 1)
            yield holder.side, card
        elif card in played:
            yield played[card][0].side, card
        else:
            yield None, card


class Search:
    """The double-dummy search of one deal. Its transposition table is shared by every question
    asked of it, so pricing each card of a position costs little more than valuing it."""

    def __init__(self, position: Position) -> None:
        self.start = position
        self.table: dict[tuple[int, int, int, int, int], tuple[int, int, int]] = {}
        """[hands, leader] at the start of a trick → (least, most the bidders take, best lead)."""
        self.hands = list(position.hands)
        self.points = card_points(position)
        self._after = _search(position, self.hands, self.table)

    def taken(self) -> int:
        """The points in play the bidders take with best play on both sides."""
        return exact(self._from_start, 0)

    def choices(self) -> dict[int, int]:
        """Each card the seat to move may play (renumbered), with the points in play the bidders
        then take; touching cards (`distinct`) share one search."""
        start, hands = self.start, self.hands
        legal = legal_cards(hands[start.to_move], start.played)
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for card in start.played:
            live |= 1 << card
        results: dict[int, int] = {}
        guess = 0
        for card in distinct(legal, live, self.points):
            guess = results[card] = exact(partial(self._from_start, only=card), guess)
        twin = -1
        for card in sorted(_bits(legal)):
            if card in results:
                twin = card
            else:
                results[card] = results[twin]
        return results

    def _from_start(self, alpha: int, beta: int, only: int = -1) -> int:
        """The search from the start position; with `only`, the seat to move plays that card."""
        start = self.start
        played = list(start.played)
        top = winning_card(played) if played else -1
        pot = sum(self.points[card] for card in played)
        return self._after(start.leader, played, top, pot, alpha, beta, only)


def exact(search: Callable[[int, int], int], guess: int) -> int:
    """The exact value of `search`, called with a window (alpha, beta), by tests from `guess`
    (MTD(f)): each test with a window of one only asks "at least beta?", which cuts far more
    than asking for the value."""
    lower, upper = -1, 99
    value = guess
    while lower < upper:
        beta = value + 1 if value == lower else value
        value = search(beta - 1, beta)
        if value < beta:
            upper = value
        else:
            lower = value
    return value


def _bits(mask: int) -> Iterator[int]:
    while mask:
        bit = mask & -mask
        mask ^= bit
        yield bit.bit_length() - 1


def card_points(position: Position) -> list[int]:
    """[renumbered card] → its points in the search (Low's are settled under ``low_to=player``)."""
    points = [0] * 64
    for number, value in _TRUMP_POINTS.items():
        if not (position.low_to_player and number == LOW_NUMBER):
            points[number] = value
    return points


def legal_cards(hand: int, played: Sequence[int]) -> int:
    """The cards of `hand` that may be played to the trick `played` (`play.follow-trump`,
    `play.follow-or-trump`, `play.void`)."""
    if played:
        led = played[0]
        if led < SUIT_BASE:
            if hand & TRUMP_BITS:
                return hand & TRUMP_BITS
        elif hand & SUIT_BITS[led >> 4]:
            return hand & (SUIT_BITS[led >> 4] | TRUMP_BITS)
    return hand


def distinct(cards: int, live: int, points: Sequence[int]) -> list[int]:
    """The cards of the mask `cards`, strongest first, leaving out each card that touches the one
    above it in its run (no card of `live`, those still in play, between them) and has the same
    points: the two take the same tricks and make the same score."""
    result: list[int] = []
    previous = -1
    while cards:
        bit = cards & -cards
        cards ^= bit
        card = bit.bit_length() - 1
        if not (previous >= 0 and previous >> 4 == card >> 4 and points[previous] == points[card]
                and not live & (bit - (2 << previous))):
            result.append(card)
        previous = card
    return result


def _search(position: Position, hands: list[int], table: dict[tuple[int, int, int, int, int], tuple[int, int, int]]
            ) -> Callable[..., int]:
    """The alpha-beta search over `hands` (changed while it runs, restored after), as a closure:
    its tables are local names, the fastest Python reads."""
    bidders = int(position.bidders)
    points = card_points(position)
    points_of = _POINTS_WITHOUT_LOW if position.low_to_player else _POINTS_OF
    scoring = tuple((number, value) for number, value in enumerate(points) if value)

    def sure(trumps: int, against: int) -> int:
        """The points of the scoring cards among `trumps` (one side's) that no trump of `against`
        (the other side's) outranks: whoever plays one, that side wins the trick."""
        if not against:
            return points_of[trumps]
        total = 0
        for number, value in scoring:
            if trumps >> number & 1 and not against & ((1 << number) - 1):
                total += value
        return total

    def bounds() -> tuple[int, int]:
        """At the start of a trick, the least and the most the bidders can take from here."""
        north_south, east_west = (hands[0] | hands[2]) & TRUMP_BITS, (hands[1] | hands[3]) & TRUMP_BITS
        ours, theirs = (east_west, north_south) if bidders else (north_south, east_west)
        return sure(ours, theirs), points_of[ours | theirs] - sure(theirs, ours)

    def ordered(cards: list[int], ours: bool, top: int) -> list[int]:
        """Likely best cards first, for the cut-offs (`cards` come strongest first). To a trick
        the partner is winning: points, then the lowest card. Otherwise the cards that take the
        trick, cheapest first with points before them, then the lowest cards, points last."""
        if ours:
            return [card for card in cards if points[card]] + [card for card in reversed(cards) if not points[card]]
        top_run = top >> 4
        winners: list[int] = []
        others: list[int] = []
        for card in reversed(cards):
            if card < top if card >> 4 == top_run else card < SUIT_BASE:
                winners.append(card)
            else:
                others.append(card)
        return ([card for card in winners if points[card]] + [card for card in winners if not points[card]]
                + [card for card in others if not points[card]] + [card for card in others if points[card]])

    def last_trick(leader: int) -> int:
        """What the bidders take in the last trick, led by `leader`: one card each, no choice."""
        trick = [hands[(leader + offset) % 4].bit_length() - 1 for offset in range(4)]
        winner = (leader + trick.index(winning_card(trick))) % 4
        if winner & 1 != bidders:
            return 0
        return points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]

    def after(leader: int, played: list[int], top: int, pot: int, alpha: int, beta: int, only: int = -1) -> int:
        """The points in play the bidders take from here (alpha-beta, fail-soft): the trick so
        far is `played` from `leader`, `top` its winning card, `pot` its points."""
        count = len(played)
        seat = (leader + count) % 4
        maximising = seat & 1 == bidders
        if only >= 0:
            cards = [only]
        elif count:
            most = pot + points_of[(hands[0] | hands[1] | hands[2] | hands[3]) & TRUMP_BITS]
            if most <= alpha:
                return most
            hand = hands[seat]
            led = played[0]
            if led < SUIT_BASE:
                if hand & TRUMP_BITS:
                    hand &= TRUMP_BITS
            elif hand & SUIT_BITS[led >> 4]:
                hand &= SUIT_BITS[led >> 4] | TRUMP_BITS
            if hand & (hand - 1):
                live = hands[0] | hands[1] | hands[2] | hands[3]
                for card in played:
                    live |= 1 << card
                cards = distinct(hand, live, points)
                if len(cards) > 1:
                    cards = ordered(cards, (leader + played.index(top)) % 4 & 1 == seat & 1, top)
            else:
                cards = [hand.bit_length() - 1]
        else:
            key = (hands[0], hands[1], hands[2], hands[3], leader)
            entry = table.get(key)
            if entry is None:
                low, high = bounds()
                hint = -1
            else:
                low, high, hint = entry
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
            floor, ceiling = alpha, beta
            hand = hands[seat]
            cards = distinct(hand, hands[0] | hands[1] | hands[2] | hands[3], points)
            # Trumps from the top, then plain cards from the bottom; the best lead found before first.
            cards = [card for card in cards if card < SUIT_BASE] + [card for card in reversed(cards) if card >= SUIT_BASE]
            if hint >= 0:
                cards.remove(hint)
                cards.insert(0, hint)
        best, chosen = (-1 if maximising else 99), -1
        for card in cards:
            hands[seat] ^= 1 << card
            if count == 0:
                value = after(leader, [card], card, points[card], alpha, beta)
            else:
                wins = card < top if card >> 4 == top >> 4 else card < SUIT_BASE
                if count < 3:
                    value = after(leader, played + [card], card if wins else top, pot + points[card], alpha, beta)
                else:  # the trick is complete (`play.trick-winner`); its winner leads (`play.next-lead`)
                    winner = seat if wins else (leader + played.index(top)) % 4
                    gain = pot + points[card] if winner & 1 == bidders else 0
                    rest = hands[0] | hands[1] | hands[2] | hands[3]
                    if rest.bit_count() == 4:
                        value = gain + last_trick(winner)
                    elif rest:
                        value = gain + after(winner, [], -1, 0, alpha - gain, beta - gain)
                    else:
                        value = gain
            hands[seat] ^= 1 << card
            if maximising:
                if value > best:
                    best, chosen = value, card
                    if value > alpha:
                        alpha = value
            elif value < best:
                best, chosen = value, card
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        if not count and only < 0:
            if best <= floor:
                high = min(high, best)
            elif best >= ceiling:
                low = max(low, best)
            else:
                low = high = best
            table[key] = (low, high, chosen)
        return best

    return after


def winning_card(trick: list[int]) -> int:
    """`play.trick-winner` on renumbered cards: the lowest trump, else the lowest of the suit led."""
    lowest = min(trick)
    if lowest < SUIT_BASE:
        return lowest
    run = trick[0] >> 4
    return min(card for card in trick if card >> 4 == run)
