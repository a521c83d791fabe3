"""The learner's game against the bots (`tutor.play_match`) in the session, and kept with the
learner (their preference ``play-<game>``, JSON) so that a game left today goes on tomorrow.

The learner's moves arrive in widget callbacks: the engine judges each one; a refused move is kept
as the feedback to show and changes nothing; an allowed one is played, then the bots answer up to
the learner's next turn. A replay from one of the learner's decisions ("replay from here") is a
trial match of its own, kept in the session only, beside the game.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

import streamlit as st

from tutor import hand_review, play_match
from tutor.app import house_rules, learner
from tutor.games import Game, find_game
from tutor.games.house_rules import profile_code
from tutor.games.seats import Seat
from tutor.play_match import IllegalMove, Match
from tutor.records import parse_uploaded, record_to_yaml

_MATCH = "play-match"
"""[game name] → (the learner id the match belongs to, or None, the match)."""
_TRIAL = "play-trial"
_FEEDBACK = "play-feedback"
_HINT = "play-hint-asked"
LEVEL = "play-level"
"""The widget key of the bots' level for a new game."""


def _preference(game: Game) -> str:
    return f"play-{game.name}"


def _owner() -> int | None:
    who = learner.current()
    return who.id if who is not None else None


def game_match(game: Game) -> Match | None:
    """The learner's game of `game`: the session's, else the one kept with the learner (a kept
    game that no longer replays, after a change of the rules, is dropped)."""
    matches: dict[str, tuple[int | None, Match | None]] = st.session_state.setdefault(_MATCH, {})
    owner = _owner()
    held = matches.get(game.name)
    if held is not None and (held[0] == owner or (held[0] is None and held[1] is not None)):
        if held[0] != owner and held[1] is not None:  # a game begun before choosing a name goes with it
            _keep(game, held[1])
        return held[1]
    kept = learner.preference(_preference(game))
    match = None
    if kept:
        try:
            match = play_match.from_json(kept)
        except ValueError:
            match = None
    matches[game.name] = (owner, match)
    return match


def _keep(game: Game, match: Match | None) -> None:
    st.session_state.setdefault(_MATCH, {})[game.name] = (_owner(), match)
    learner.set_preference(_preference(game), "" if match is None else play_match.to_json(match))


def trial(game: Game) -> Match | None:
    """The replay from one of the learner's decisions being played, if any."""
    held = st.session_state.get(_TRIAL)
    return held if held is not None and held.game == game.name else None


def shown(game: Game) -> Match | None:
    """The match on the table: the trial if one is being played, else the game."""
    return trial(game) or game_match(game)


def _put(match: Match) -> None:
    """Keep `match`, the trial or the game, as it is now."""
    _forget_feedback()
    if match.trial:
        st.session_state[_TRIAL] = match
    else:
        _keep(find_game(match.game), match)


# --- the learner's actions (widget callbacks) -----------------------------------------------------


def start(game: Game) -> None:
    """A new game against bots of the chosen level, under the learner's house rules."""
    level = st.session_state.get(LEVEL) or game.bots.LEVELS[0]
    match = play_match.new_match(game.name, profile_code(house_rules.chosen(game)), level, random.randrange(1 << 31))
    st.session_state.pop(_TRIAL, None)
    _put(match)


def abandon(game: Game) -> None:
    """Give up the game (a new one can then be started)."""
    st.session_state.pop(_TRIAL, None)
    _forget_feedback()
    _keep(game, None)


class Feedback(NamedTuple):
    """The learner's last refused move, at the position it was tried in."""

    where: tuple[int, int]
    """(hand, move): the position."""
    move: Any
    violation: Any


def _where(match: Match) -> tuple[int, int]:
    return len(match.hands), len(match.hands[-1].moves)


def judge(match: Match, move: Any) -> None:
    """The learner's move: refused with its reason, or played and answered by the bots."""
    try:
        after = play_match.play(match, move)
    except IllegalMove as refused:
        st.session_state[_FEEDBACK] = Feedback(_where(match), move, refused.violation)
        return
    _put(after)
    if play_match.hand_over(after):
        _keep_hand_played(after)


def feedback(match: Match) -> Feedback | None:
    """The refusal to show, if it was at the position on the table."""
    held: Feedback | None = st.session_state.get(_FEEDBACK)
    return held if held is not None and held.where == _where(match) else None


def _forget_feedback() -> None:
    st.session_state.pop(_FEEDBACK, None)
    st.session_state.pop(_HINT, None)


def ask_hint(match: Match) -> None:
    st.session_state[_HINT] = (_where(match), play_match.hint(match))


def hint(match: Match) -> Any:
    """The hint asked for at this position, if any."""
    held = st.session_state.get(_HINT)
    return held[1] if held is not None and held[0] == _where(match) else None


def next_hand(match: Match) -> None:
    _put(play_match.next_hand(match))


def replay_from(match: Match, hand: int, index: int) -> None:
    """Play hand `hand` again from the learner's decision at move `index`."""
    _put(play_match.replay_from(match, hand, index))


def end_trial() -> None:
    st.session_state.pop(_TRIAL, None)
    _forget_feedback()


@st.cache_resource(show_spinner=False, max_entries=64)
def reviewed(game_name: str, record_text: str, seats: tuple[Seat, ...] | None, seed: int) -> tuple[Any, ...]:
    """The review of a deal record (`tutor.hand_review.review`), worked out once per record and
    process: it prices every card played, which takes seconds."""
    game = find_game(game_name)
    record = parse_uploaded(record_text.encode("utf-8"), "<review>")
    moves = tuple(recorded.move for recorded in record.moves)
    samples = game.bots.review_samples if game.bots is not None else None
    return hand_review.review(game, record.initial_state(), moves, seats, seed=seed, samples=samples)


def hand_review_of(match: Match, hand: int) -> tuple[Any, ...]:
    """The learner's decisions in hand `hand` of `match`, judged and priced."""
    return reviewed(match.game, record_to_yaml(play_match.record_of(match, hand)), (match.seat,), match.seed)


def _keep_hand_played(match: Match) -> None:
    """Keep the hand that has just ended with the learner's figures (the progress page's), once:
    a hand ends only once, on the move that ends it. Replays are not kept."""
    if match.trial:
        return
    game, hand = find_game(match.game), len(match.hands) - 1
    state = play_match.current(match)
    side = match.seat.side
    sheet = game.score(state) if game.is_complete(state) else None
    net = 0 if sheet is None else sheet.scores[side] - sheet.scores[side.other]
    learner.hand_played(match.game, hand_review.summary(hand_review_of(match, hand)), net, match.level)
