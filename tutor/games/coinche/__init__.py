"""The rules of Coinche (belote coinchée) as a pure engine; see `coinche-rules.md`.

    >>> from tutor.games.coinche import deal_hand, legal_moves, apply_move
    >>> state = deal_hand(7)
    >>> apply_move(state, legal_moves(state)[0]).calls
    (Move(seat=<Seat.E: 1>, verb=<Verb.PASS: 'pass'>, card=None, amount=None, suit=None, word=None),)
"""

from tutor.games.coinche.engine import apply_move
from tutor.games.coinche.game import GameScore, game_winner
from tutor.games.coinche.legal import check_move, legal_moves, legal_play_mask
from tutor.games.coinche.moves import Move, Verb
from tutor.games.coinche.profile import PROFILES, STANDARD, Profile, ProfileError, profile_from
from tutor.games.coinche.ranking import card_points, order
from tutor.games.coinche.rules import RULE_IDS
from tutor.games.coinche.scoring import ScoreSheet, score_contract, score_hand
from tutor.games.coinche.setup import deal_hand, next_dealer
from tutor.games.coinche.state import Contract, HandState, Phase, new_hand
from tutor.games.coinche.violations import IllegalMoveError, Violation
from tutor.games.notation import MoveSyntaxError
from tutor.games.tricks import Trick

__all__ = [
    "PROFILES", "RULE_IDS", "STANDARD", "Contract", "GameScore", "HandState", "IllegalMoveError", "Move",
    "MoveSyntaxError", "Phase", "Profile", "ProfileError", "ScoreSheet", "Trick", "Verb", "Violation",
    "apply_move", "card_points", "check_move", "deal_hand", "game_winner", "legal_moves", "legal_play_mask",
    "new_hand", "next_dealer", "order", "profile_from", "score_contract", "score_hand",
]
