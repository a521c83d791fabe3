"""An independent oracle for Cinch: cinch-rules.md sections 3 to 6 read again, for the tests.

Written from the rule book alone, sharing no code with ``tutor/games/cinch``: cards, seats and
moves are plain text (``"10H"``, ``"N"``, ``"W play 5D"``), as a deal record writes them; the
tests turn the engine's values into text with ``str`` and nothing else. Nothing from ``tutor``
is imported here.

Entry points:

- ``Deal(dealer, hands, stock, profile)`` and ``replay(deal, moves)``: the positions of a hand
  after each move (``Position``), by the rules of the bidding, the discard, the draw, the rob and
  the play (sections 3 to 5). A move is not judged: the record is assumed legal, but every card
  played is checked against ``refusal`` and a refused one raises ``OracleError``.
- ``is_trump``, ``left_pedro``, ``trump_order``, ``higher``: ranking (section 1).
- ``legal_cards(position)``, ``refusal(hand, trick, trump, card)``: who may play what, and the rule
  a card breaks (``play.follow-trump``, ``play.follow-or-trump``, ``play.void``).
- ``trick_winner(plays, trump)`` (``play.trick-winner``).
- ``score(position)``: a complete hand scored (section 6): who took each scoring card, the
  counts, made or set, and each side's score; ``game_winner(scores_before, sheet, target)``.
- ``best_cards(position)``: a plain double-dummy minimax over this oracle's own play and scoring.

Where the rule book had to be read one way among several, the comment says ``READING``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

SEATS = ("N", "E", "S", "W")  # clockwise
SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
OTHER = {"NS": "EW", "EW": "NS"}
SAME_COLOUR = {"H": "D", "D": "H", "S": "C", "C": "S"}
PLAIN_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")  # high to low

POINTS = ("high", "low", "jack", "game", "right_pedro", "left_pedro")
VALUE = {"high": 1, "low": 1, "jack": 1, "game": 1, "right_pedro": 5, "left_pedro": 5}  # points.cards


class OracleError(AssertionError):
    """The record does something the oracle's reading of the rules refuses or cannot follow."""


def rank_of(card: str) -> str:
    return card[:-1]


def suit_of(card: str) -> str:
    return card[-1]


def next_seat(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 1) % 4]


# --- section 1: ranking ----------------------------------------------------------------------


def left_pedro(trump: str) -> str:
    """`rank.left-pedro`: the 5 of the other suit of the same colour."""
    return "5" + SAME_COLOUR[trump]


def is_trump(card: str, trump: str) -> bool:
    """A card of the trump suit, or the Left Pedro."""
    return suit_of(card) == trump or card == left_pedro(trump)


def trump_order(trump: str) -> list[str]:
    """`rank.trump-order`: A K Q J 10 9 8 7 6, Right Pedro, Left Pedro, 4 3 2 (14 cards)."""
    order = [rank + trump for rank in PLAIN_RANKS]
    order.insert(order.index("5" + trump) + 1, left_pedro(trump))
    return order


def suit_played(card: str, trump: str) -> str:
    """The suit a card counts as: the trump suit for the Left Pedro, else its printed suit."""
    return trump if is_trump(card, trump) else suit_of(card)


def higher(cards: list[str], trump: str) -> str:
    """The highest of `cards`: any trump beats a plain card; trumps by `trump_order`; plain cards of
    one suit by rank (`rank.plain-order`, `rank.same-colour-suit`)."""
    trumps = [card for card in cards if is_trump(card, trump)]
    if trumps:
        order = trump_order(trump)
        return min(trumps, key=order.index)
    return min(cards, key=lambda card: PLAIN_RANKS.index(rank_of(card)))


# --- section 5: play ---------------------------------------------------------------------------


def refusal(hand: list[str], trick: list[tuple[str, str]], trump: str, card: str) -> str | None:
    """The rule that forbids playing `card` from `hand` to `trick` (None when it may be played)."""
    if not trick:
        return None  # play.first-lead / play.next-lead: any card
    led = suit_played(trick[0][1], trump)
    if led == trump:
        holds = [c for c in hand if is_trump(c, trump)]
        if holds and not is_trump(card, trump):
            return "play.follow-trump"
        return None
    follows = [c for c in hand if suit_played(c, trump) == led]
    if follows and suit_played(card, trump) not in (led, trump):
        return "play.follow-or-trump"
    return None  # play.void: no duty to follow, to trump or to overtrump


def legal(hand: list[str], trick: list[tuple[str, str]], trump: str) -> set[str]:
    return {card for card in hand if refusal(hand, trick, trump, card) is None}


def deciding_rule(hand: list[str], trick: list[tuple[str, str]], trump: str) -> str:
    """The rule that decides what a follower may play: the follow rule that binds, else `play.void`."""
    refused = {refusal(hand, trick, trump, card) for card in hand} - {None}
    assert len(refused) <= 1
    return refused.pop() if refused else "play.void"


def trick_winner(plays: list[tuple[str, str]], trump: str) -> str:
    """`play.trick-winner`: the highest trump, else the highest card of the suit led."""
    trumps = [(seat, card) for seat, card in plays if is_trump(card, trump)]
    if trumps:
        order = trump_order(trump)
        return min(trumps, key=lambda play: order.index(play[1]))[0]
    led = suit_of(plays[0][1])
    follows = [(seat, card) for seat, card in plays if suit_of(card) == led]
    return min(follows, key=lambda play: PLAIN_RANKS.index(rank_of(play[1])))[0]


# --- a hand, move by move ------------------------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    dealer: str
    hands: dict[str, list[str]]
    stock: list[str]
    """Top first."""
    profile: dict[str, object] = field(default_factory=dict)
    """The house-rule options by name (section 8); missing ones take the default."""

    def option(self, name: str) -> object:
        defaults = {"target": 51, "min_bid": 1, "all_pass": "dealer_no_contract", "low_to": "capturer",
                    "excess_trumps": "non_point_only", "dealer_rob": "keep_all_trumps"}
        return self.profile.get(name, defaults[name])


@dataclass
class Position:
    deal: Deal
    hands: dict[str, list[str]]
    stock: list[str]
    calls: list[tuple[str, int | None]] = field(default_factory=list)
    bidder: str | None = None
    bid: int = 0
    trump: str | None = None
    discarded: set[str] = field(default_factory=set)
    """The non-dealers who have discarded."""
    discards: dict[str, list[str]] = field(default_factory=dict)
    """What each of them discarded (the last discard, `draw.change-discard`)."""
    dead: list[tuple[str, str]] = field(default_factory=list)
    """(owner, card): trumps put out of play (`draw.excess-trumps`, `draw.rob`)."""
    tricks: list[tuple[list[tuple[str, str]], str]] = field(default_factory=list)
    """Each trick's plays (seat, card) in order, and its winner."""
    trick: list[tuple[str, str]] = field(default_factory=list)
    to_move: str | None = None
    over: bool = False

    def copy(self) -> Position:
        return Position(self.deal, {seat: list(cards) for seat, cards in self.hands.items()}, list(self.stock),
                        list(self.calls), self.bidder, self.bid, self.trump, set(self.discarded),
                        {seat: list(cards) for seat, cards in self.discards.items()}, list(self.dead),
                        [(list(plays), winner) for plays, winner in self.tricks], list(self.trick),
                        self.to_move, self.over)


def start(deal: Deal) -> Position:
    hands = {seat: list(cards) for seat, cards in deal.hands.items()}
    assert all(len(cards) == 9 for cards in hands.values()) and len(deal.stock) == 16, "deal.threes"
    return Position(deal, hands, list(deal.stock), to_move=next_seat(deal.dealer))  # bid.order


def apply(position: Position, text: str) -> Position:
    """The position after the move `text` (``"W bid 7"``, ``"E trump H"``, ``"S rob 2H 3H …"``)."""
    now = position.copy()
    seat, verb, *words = text.split()
    dealer = now.deal.dealer
    if verb in ("bid", "pass"):
        if seat != now.to_move or len(now.calls) == 4:
            raise OracleError(f"{text}: not {seat}'s call (bid.order, bid.one-turn)")
        amount = int(words[0]) if verb == "bid" else None
        now.calls.append((seat, amount))
        now.to_move = next_seat(seat)
        if len(now.calls) == 4:  # the dealer bids last
            bids = [(amount, who) for who, amount in now.calls if amount is not None]
            if bids:
                now.bid, now.bidder = max(bids)
            elif now.deal.option("all_pass") == "dealer_no_contract":
                now.bid, now.bidder = 0, dealer  # bid.all-pass: the maker with no contract
            else:
                raise OracleError(f"{text}: everyone passed under all_pass={now.deal.option('all_pass')}")
            now.to_move = now.bidder
        return now
    if verb == "trump":
        if seat != now.bidder or now.trump is not None:
            raise OracleError(f"{text}: only the high bidder names trump, once (trump.name)")
        now.trump = words[0]
        now.to_move = None
        return now
    trump = now.trump
    if verb == "discard":
        if trump is None or seat == dealer or now.stock != now.deal.stock or not now.calls:
            raise OracleError(f"{text}: not a discard this oracle reads (draw.discard)")
        if seat in now.discarded:  # draw.change-discard: before the draw, the first discard is taken back
            now.hands[seat] += now.discards[seat]
            now.dead = [(owner, card) for owner, card in now.dead if owner != seat]
        now.discards[seat] = list(words)
        for card in words:
            now.hands[seat].remove(card)
            if is_trump(card, trump):
                now.dead.append((seat, card))  # draw.excess-trumps: shown and dead
        if any(not is_trump(card, trump) for card in now.hands[seat]) or len(now.hands[seat]) > 6:
            raise OracleError(f"{text}: keeps a non-trump or more than six cards (draw.discard)")
        now.discarded.add(seat)
        return now
    if verb == "rob":
        if trump is None or seat != dealer or len(now.discarded) != 3:
            raise OracleError(f"{text}: not a rob this oracle reads (draw.rob)")
        seat_ = next_seat(dealer)  # draw.fill: from the dealer's left, each brought up to six
        while seat_ != dealer:
            need = 6 - len(now.hands[seat_])
            if need > len(now.stock):
                raise OracleError("draw.stock-short: not read by this oracle")
            now.hands[seat_] += now.stock[:need]
            now.stock = now.stock[need:]
            seat_ = next_seat(seat_)
        available = now.hands[dealer] + now.stock
        if len(words) != 6 or not set(words) <= set(available):
            raise OracleError(f"{text}: the dealer keeps six of his cards and the stock (draw.rob)")
        # READING: a trump the dealer leaves out, from his hand or the stock, is his: dead, owned by him.
        now.dead += [(dealer, card) for card in available if card not in words and is_trump(card, trump)]
        now.hands[dealer], now.stock = list(words), []
        now.to_move = now.bidder  # play.first-lead
        return now
    if verb == "play":
        if trump is None or now.over or now.to_move is None:
            raise OracleError(f"{text}: not a play this oracle reads")
        card = words[0]
        if seat != now.to_move or card not in now.hands[seat]:
            raise OracleError(f"{text}: not {seat}'s turn or not in his hand (turn.order, turn.own-card)")
        rule = refusal(now.hands[seat], now.trick, trump, card)
        if rule is not None:
            raise OracleError(f"{text}: refused by {rule}")
        now.hands[seat].remove(card)
        now.trick.append((seat, card))
        now.to_move = next_seat(seat)
        if len(now.trick) == 4:
            winner = trick_winner(now.trick, trump)
            now.tricks.append((now.trick, winner))
            now.trick = []
            now.to_move = winner  # play.next-lead
            now.over = len(now.tricks) == 6
            if now.over:
                now.to_move = None
        return now
    raise OracleError(f"{text}: a move this oracle does not read")


def replay(deal: Deal, moves: list[str]) -> list[Position]:
    """The position after the deal, then after each move."""
    positions = [start(deal)]
    for text in moves:
        positions.append(apply(positions[-1], text))
    return positions


def legal_cards(position: Position) -> set[str]:
    """What the seat to move may play (section 5)."""
    assert position.trump is not None and position.to_move is not None
    return legal(position.hands[position.to_move], position.trick, position.trump)


# --- section 6: scoring ---------------------------------------------------------------------------


def scoring_cards(trump: str) -> dict[str, str]:
    """`points.cards`: point → card."""
    return {"high": "A" + trump, "low": "2" + trump, "jack": "J" + trump, "game": "10" + trump,
            "right_pedro": "5" + trump, "left_pedro": left_pedro(trump)}


@dataclass(frozen=True)
class Sheet:
    sides: dict[str, str | None]
    """point → the side it counts for (None: nobody)."""
    counts: dict[str, int]
    made: bool
    scores: dict[str, int]
    bidders: str


def score(position: Position) -> Sheet:
    """The hand scored from its tricks and its dead cards (section 6)."""
    assert position.trump is not None and position.bidder is not None
    taken: dict[str, tuple[str, str]] = {}  # card → (side of the trick's winner, side of who played it)
    for plays, winner in position.tricks:
        for seat, card in plays:
            taken[card] = (SIDE[winner], SIDE[seat])
    return settle(position, taken)


def settle(position: Position, taken: dict[str, tuple[str, str]]) -> Sheet:
    trump, bidders = position.trump, SIDE[position.bidder or ""]
    assert trump is not None
    dead = {card: owner for owner, card in position.dead}
    sides: dict[str, str | None] = {}
    for point, card in scoring_cards(trump).items():
        if card in taken:
            winner, player = taken[card]
            low_to_player = point == "low" and position.deal.option("low_to") == "player"
            sides[point] = player if low_to_player else winner  # points.capture
        elif card in dead:  # score.dead-card
            sides[point] = bidders if SIDE[dead[card]] != bidders else None
        else:
            raise OracleError(f"{card} is neither taken nor dead: the hand is not complete")
    counts = {"NS": 0, "EW": 0}
    for point, side in sides.items():
        if side is not None:
            counts[side] += VALUE[point]
    others = OTHER[bidders]
    bid = position.bid
    made = bid == 0 or counts[bidders] >= bid  # bid.all-pass: the maker without contract cannot be set
    scores = {"NS": 0, "EW": 0}
    if made:  # score.made: the higher count scores the difference
        if counts[bidders] != counts[others]:
            top = bidders if counts[bidders] > counts[others] else others
            scores[top] = abs(counts[bidders] - counts[others])
    else:  # score.set: 14 plus the shortfall
        scores[others] = 14 + bid - counts[bidders]
    return Sheet(sides, counts, made, scores, bidders)


def game_winner(before: dict[str, int], sheet: Sheet, target: int) -> str | None:
    """`game.target`: the side that reaches the target after this hand (only one side scores)."""
    reached = [side for side in ("NS", "EW") if before[side] + sheet.scores[side] >= target]
    assert len(reached) <= 1
    return reached[0] if reached else None


# --- best play with every hand open ----------------------------------------------------------------


def best_cards(position: Position) -> set[str]:
    """The cards of the seat to move that give its side the best net (its hand score minus the
    other side's) when all four seats play best: a plain minimax with a cache of positions."""
    assert position.trump is not None and position.to_move is not None
    trump = position.trump
    points = {card: point for point, card in scoring_cards(trump).items()}
    taken0 = {}
    for plays, winner in position.tricks:
        for seat, card in plays:
            if card in points:
                taken0[card] = (SIDE[winner], SIDE[seat])

    @cache
    def value(hands: tuple[tuple[str, ...], ...], trick: tuple[tuple[str, str], ...], mover: str,
              taken: frozenset[tuple[str, str, str]], side: str) -> int:
        if not any(hands):
            sheet = settle(position, {card: (won, by) for card, won, by in taken})
            return sheet.scores[side] - sheet.scores[OTHER[side]]
        results = [value(*after, side) for after in successors(hands, trick, mover, taken)]
        return max(results) if SIDE[mover] == side else min(results)

    def successors(hands, trick, mover, taken):  # type: ignore[no-untyped-def]
        index = SEATS.index(mover)
        hand = list(hands[index])
        for card in sorted(legal(hand, list(trick), trump)):
            rest = list(hands)
            rest[index] = tuple(c for c in hand if c != card)
            played = (*trick, (mover, card))
            yield step(tuple(rest), played, mover, taken)

    def step(hands, played, mover, taken):  # type: ignore[no-untyped-def]
        if len(played) < 4:
            return hands, played, next_seat(mover), taken
        winner = trick_winner(list(played), trump)
        more = {(card, SIDE[winner], SIDE[seat]) for seat, card in played if card in points}
        return hands, (), winner, taken | more

    hands = tuple(tuple(sorted(position.hands[seat])) for seat in SEATS)
    start_taken = frozenset((card, won, by) for card, (won, by) in taken0.items())
    mover = position.to_move
    side = SIDE[mover]
    nets = {}
    for card in sorted(legal(position.hands[mover], position.trick, trump)):
        rest = list(hands)
        rest[SEATS.index(mover)] = tuple(c for c in hands[SEATS.index(mover)] if c != card)
        after = step(tuple(rest), (*position.trick, (mover, card)), mover, start_taken)
        nets[card] = value(*after, side)
    best = max(nets.values())
    return {card for card, net in nets.items() if net == best}
