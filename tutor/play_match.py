"""A game against the bots (the Play page): the learner at one seat, bots at the other three, hand
after hand until a side reaches the house rules' target.

A `Match` is a small immutable value: the game, its house rules (a profile code), the bots' level,
a seed, and for each hand its dealer, the seed of its shuffle and the moves made, in record
notation. Everything else (the positions, the scores, the bots' reasons) is worked out from it by
the engine, so a match can be kept as JSON with the learner and resumed in another session. The
bots are deterministic: the same position, level and seed give the same move and reason, so a reason
is worked out again (and cached) rather than stored.

The shell reaches the game only through `tutor.games.Game`: its ``bots`` module decides and hints,
its engine checks and applies the moves.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from tutor.games import Game, find_game
from tutor.games.seats import Seat, Side

LEARNER_SEAT = Seat.S
"""Where the learner sits: South, partnered by the North bot, as in the lessons."""


class IllegalMove(ValueError):
    """A move the engine refuses; `violation` says which rule (the match is unchanged)."""

    def __init__(self, violation: Any) -> None:
        super().__init__(f"{violation.code} ({violation.rule})")
        self.violation = violation


class Hand(NamedTuple):
    """One hand of a match: who dealt, the seed of the shuffle, the moves made so far."""

    dealer: Seat
    shuffle: int
    moves: tuple[str, ...] = ()


class Match(NamedTuple):
    """A game against the bots; the last of `hands` is the hand being played."""

    game: str
    profile: str
    """The house rules, as a profile code (`tutor.games.house_rules.profile_code`)."""
    level: str
    """The bots' level, one of the game's ``bots.LEVELS``."""
    seed: int
    hands: tuple[Hand, ...]
    seat: Seat = LEARNER_SEAT
    trial: bool = False
    """A hand replayed from one of the learner's decisions ("replay from here"): it is not part
    of the game's score and is not kept as a hand played."""

    @property
    def rules(self) -> Game:
        return find_game(self.game)


def new_match(game: str, profile: str, level: str, seed: int) -> Match:
    """A new game, the bots having moved up to the learner's first turn: the first dealer and
    every shuffle drawn from `seed`."""
    _check_match(game, profile, level)
    first = Hand(Seat(random.Random(seed).randrange(4)), _shuffle_seed(seed, 0))
    return _bots_play(Match(game, profile, level, seed, (first,)))


def _check_match(game: str, profile: str, level: str) -> None:
    """A `ValueError` unless `game` has bots of `level` and `profile` names house rules."""
    bots = find_game(game).bots
    if bots is None or level not in bots.LEVELS:
        raise ValueError(f"no {level!r} bots for {game}")
    find_game(game).profile_from_code(profile)


def _shuffle_seed(seed: int, hand: int) -> int:
    return random.Random(seed * 1_000_003 + hand).getrandbits(32)


def bot_seed(match: Match, hand: int, index: int) -> int:
    """The seed a bot decides the `index`-th move of hand `hand` with."""
    return (match.seed * 7_919 + hand * 101 + index) & 0xFFFF_FFFF


# --- positions ---------------------------------------------------------------------------------


def deal_of(match: Match, hand: int = -1) -> Any:
    """The position of hand `hand` before its first move."""
    return _positions(match.game, match.profile, match.hands[hand].dealer, match.hands[hand].shuffle, ())[0]


def positions(match: Match, hand: int = -1) -> tuple[Any, ...]:
    """The positions of hand `hand`: before each move, then after the last."""
    chosen = match.hands[hand]
    return _positions(match.game, match.profile, chosen.dealer, chosen.shuffle, chosen.moves)


def moves_of(match: Match, hand: int = -1) -> tuple[Any, ...]:
    game = match.rules
    return tuple(game.parse_move(text) for text in match.hands[hand].moves)


def current(match: Match) -> Any:
    """The position now."""
    return positions(match)[-1]


@lru_cache(maxsize=256)
def _positions(game_name: str, profile: str, dealer: Seat, shuffle: int, moves: tuple[str, ...]) -> tuple[Any, ...]:
    """Cached on the whole history: each move adds one entry, built from the one before it."""
    game = find_game(game_name)
    if not moves:
        return (game.deal(random.Random(shuffle), dealer, game.profile_from_code(profile)),)
    before = _positions(game_name, profile, dealer, shuffle, moves[:-1])
    move = game.parse_move(moves[-1])
    violation = game.check_move(before[-1], move)
    if violation is not None:
        raise IllegalMove(violation)
    return (*before, game.apply_move(before[-1], move))


def hand_over(match: Match) -> bool:
    return bool(match.rules.is_over(current(match)))


def learner_to_move(match: Match) -> bool:
    state = current(match)
    return not match.rules.is_over(state) and state.to_move == match.seat


# --- moves -------------------------------------------------------------------------------------


def play(match: Match, move: Any) -> Match:
    """The match after the learner's `move` and the bots' answers, up to the learner's next turn
    or the end of the hand; `IllegalMove` (the match unchanged) if the engine refuses the move.
    Only the learner's own seat may be played, and only on their turn."""
    state = current(match)
    if move.seat != match.seat:
        raise ValueError(f"the learner plays {match.seat.name}, not {move.seat.name}")
    violation = match.rules.check_move(state, move)
    if violation is not None:
        raise IllegalMove(violation)
    return _bots_play(_with_move(match, str(move)))


def _with_move(match: Match, text: str) -> Match:
    last = match.hands[-1]
    return match._replace(hands=(*match.hands[:-1], last._replace(moves=(*last.moves, text))))


def _bots_play(match: Match) -> Match:
    """The match once the bots have moved, up to the learner's turn or the end of the hand."""
    while not hand_over(match) and not learner_to_move(match):
        match = _with_move(match, str(decision_at(match, len(match.hands) - 1, len(match.hands[-1].moves)).move))
    return match


def decision_at(match: Match, hand: int, index: int) -> Any:
    """The bot's decision (move and reason) for the `index`-th move of hand `hand` (the bots are
    deterministic, so this is the move the bot made there)."""
    chosen = match.hands[hand]
    return _decide(match.game, match.profile, chosen.dealer, chosen.shuffle, chosen.moves[:index], match.level,
                   bot_seed(match, hand, index))


@lru_cache(maxsize=1024)
def _decide(game_name: str, profile: str, dealer: Seat, shuffle: int, moves: tuple[str, ...], level: str,
            seed: int) -> Any:
    bots = find_game(game_name).bots
    assert bots is not None
    return bots.decide(_positions(game_name, profile, dealer, shuffle, moves)[-1], level, seed)


def hint(match: Match) -> Any:
    """The learner's legal cards priced from their own view (the game's ``bots.hint``)."""
    bots = match.rules.bots
    assert bots is not None
    return bots.hint(current(match), seed=bot_seed(match, len(match.hands) - 1, len(match.hands[-1].moves)))


# --- the score ---------------------------------------------------------------------------------


class Standing(NamedTuple):
    """The game's score after the hands played so far."""

    totals: tuple[int, int]
    """N–S first."""
    sheets: tuple[Any, ...]
    """The score sheet of each hand, None for a hand thrown in and dealt again."""
    winner: Side | None


def standing(match: Match) -> Standing:
    """The running totals over the hands that are over, and the side that has won, if one has
    (`game.target`)."""
    game, profile = match.rules, match.rules.profile_from_code(match.profile)
    totals, sheets, winner = (0, 0), [], None
    for number in range(len(match.hands)):
        state = positions(match, number)[-1]
        if not game.is_over(state):
            break
        sheet = game.score(state) if game.is_complete(state) else None
        sheets.append(sheet)
        if sheet is not None:
            totals = (totals[0] + sheet.scores[0], totals[1] + sheet.scores[1])
        winner = game.game_winner(totals, sheet, profile)
        if winner is not None:
            break
    return Standing(totals, tuple(sheets), winner)


def next_hand(match: Match) -> Match:
    """The match with the next hand dealt (`deal.rotation`) and the bots' moves up to the
    learner's turn, once the hand is over and the game is not."""
    if not hand_over(match) or match.trial or standing(match).winner is not None:
        raise ValueError("the hand is still being played, or the game is over")
    dealer = match.rules.dealer_after(current(match))
    return _bots_play(match._replace(hands=(*match.hands, Hand(dealer, _shuffle_seed(match.seed, len(match.hands))))))


def replay_from(match: Match, hand: int, index: int) -> Match:
    """A trial of hand `hand` from just before its `index`-th move: the learner plays on against
    the same bots; the game's score does not change."""
    chosen = match.hands[hand]
    trial = match._replace(hands=(chosen._replace(moves=chosen.moves[:index]),), trial=True)
    return _bots_play(trial)


# --- records -----------------------------------------------------------------------------------


def record_of(match: Match, hand: int = -1) -> Any:
    """Hand `hand` as a deal record, which ``python -m tutor replay`` reads."""
    number = hand % len(match.hands) + 1
    return match.rules.record.record_of(deal_of(match, hand), moves_of(match, hand),
                                        title=f"{match.rules.title}: hand {number} against the {match.level} bots")


# --- keeping a match ----------------------------------------------------------------------------


def to_json(match: Match) -> str:
    return json.dumps({
        "game": match.game, "profile": match.profile, "level": match.level, "seed": match.seed,
        "seat": match.seat.name,
        "hands": [{"dealer": hand.dealer.name, "shuffle": hand.shuffle, "moves": list(hand.moves)}
                  for hand in match.hands],
    })


def from_json(text: str) -> Match:
    """A match kept with `to_json`; a `ValueError` if the text is not one, or if a move in it is
    not legal (a match kept by an older tutor with other rules)."""
    try:
        data = json.loads(text)
        match = Match(
            game=str(data["game"]), profile=str(data["profile"]), level=str(data["level"]), seed=int(data["seed"]),
            seat=Seat[data["seat"]],
            hands=tuple(Hand(Seat[hand["dealer"]], int(hand["shuffle"]), tuple(str(m) for m in hand["moves"]))
                        for hand in data["hands"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"not a kept match: {error}") from None
    if not match.hands:
        raise ValueError("not a kept match: no hand")
    _check_match(match.game, match.profile, match.level)
    for number in range(len(match.hands)):
        positions(match, number)  # every move legal (IllegalMove is a ValueError)
    return match


def learner_moves(match: Match, hand: int = -1) -> Sequence[int]:
    """The indexes of the learner's moves in hand `hand`."""
    return [index for index, move in enumerate(moves_of(match, hand)) if move.seat == match.seat]
