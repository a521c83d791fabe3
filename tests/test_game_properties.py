"""Properties every game's engine keeps, written once against the `Game` description and run for
each registered game, on random hands from fixed seeds:

- `legal_moves` and `check_move` agree: every legal move passes the check and applies; every
  candidate move that is not legal draws a violation citing one of the game's rule ids, and
  applying it raises and changes nothing;
- a live position always has a legal move, and every hand ends;
- every card of the pack is accounted for at every move (per game: `CARDS_OF`).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tutor.cards import DECK, PIQUET_PACK, cards_of
from tutor.games import GAMES, Game, find_game
from tutor.games.seats import Seat

HANDS = 150
MAX_MOVES = 200


def _cinch_cards(state: Any) -> Counter[int]:
    seen: Counter[int] = Counter()
    for seat in Seat:
        seen.update(cards_of(state.hands[seat]))
    seen.update(state.stock)
    for discards in state.discards:  # the trumps put out of play (`state.dead`) among them
        seen.update(discards or ())
    seen.update(card for trick in state.tricks for _, card in trick.plays)
    seen.update(card for _, card in state.trick)
    return seen


def _coinche_cards(state: Any) -> Counter[int]:
    seen: Counter[int] = Counter()
    for seat in Seat:
        seen.update(cards_of(state.hands[seat]))
    seen.update(card for trick in state.tricks for _, card in trick.plays)
    seen.update(card for _, card in state.trick)
    return seen


CARDS_OF: dict[str, tuple[Callable[[Any], Counter[int]], tuple[int, ...]]] = {
    "cinch": (_cinch_cards, DECK),
    "coinche": (_coinche_cards, PIQUET_PACK),
}
"""[game] → the cards a state holds wherever they are, and the pack they must make up, once each."""

def candidates(game: Game, rng: random.Random) -> Iterator[Any]:
    """Moves of every kind by every seat, most of them illegal here: the notations both games share."""
    texts = [f"{seat} play {card}" for seat in "NESW" for card in rng.sample(PIQUET_PACK, 3)]
    texts += [f"{seat} {call}" for seat in "NESW" for call in ("pass", "bid 7", "bid 90 H", "bid 85 S",
                                                                  "bid capot D", "coinche", "surcoinche", "trump H")]
    for text in texts:
        try:
            yield game.parse_move(text)
        except ValueError:
            continue


def hands(name: str) -> Iterator[tuple[Game, list[Any]]]:
    """Random hands of the game: each as the list of positions from the deal to the end."""
    game, rng = find_game(name), random.Random(f"properties-{name}")
    for number in range(HANDS):
        state = game.deal(rng, Seat(number % 4))
        positions = [state]
        while not game.is_complete(state) and len(positions) < MAX_MOVES:
            moves = list(game.legal_moves(state))
            if not moves:
                break
            state = game.apply_move(state, rng.choice(moves))
            positions.append(state)
        yield game, positions


@pytest.mark.parametrize("name", GAMES)
def test_every_hand_ends_and_a_live_position_has_a_legal_move(name: str) -> None:
    for game, positions in hands(name):
        final = positions[-1]
        assert game.is_complete(final) or final.phase.is_over, f"{name}: a hand did not end"
        for state in positions[:-1]:
            assert list(game.legal_moves(state)), f"{name}: no legal move in a live position"


@pytest.mark.parametrize("name", GAMES)
def test_enumeration_and_check_agree_and_an_illegal_move_changes_nothing(name: str) -> None:
    rng = random.Random(f"check-{name}")
    for game, positions in hands(name):
        for state in positions[:: max(1, len(positions) // 8)]:
            legal = list(game.legal_moves(state))
            for move in legal:
                assert game.check_move(state, move) is None, f"{name}: {move} listed but refused"
            for move in candidates(game, rng):
                if any(game.same_move(move, other) for other in legal):
                    continue
                violation = game.check_move(state, move)
                if violation is None:  # allowed out of turn (a claim, a coinche under any_time)
                    continue
                assert violation.rule in game.rule_ids, f"{name}: {move} cites {violation.rule}"
                before = copy.deepcopy(state)
                with pytest.raises(ValueError):
                    game.apply_move(state, move)
                assert state == before


@pytest.mark.parametrize("name", GAMES)
def test_every_card_is_accounted_for_at_every_move(name: str) -> None:
    cards_in, pack = CARDS_OF[name]
    for _, positions in hands(name):
        for state in positions:
            assert cards_in(state) == Counter(pack)
