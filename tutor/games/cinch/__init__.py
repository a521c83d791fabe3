"""The rules of Cinch (Double Pedro, High Five) as a pure engine; see `cinch-rules.md`.

    >>> from tutor.games.cinch import deal_hand, legal_moves, apply_move
    >>> state = deal_hand(7)
    >>> move = next(iter(legal_moves(state)))
    >>> apply_move(state, move).calls
    ((<Seat.E: 1>, None),)
"""

from tutor.games.cinch.engine import apply_move
from tutor.games.cinch.legal import LegalMoves, check_move, legal_moves
from tutor.games.cinch.moves import Move, Verb
from tutor.games.cinch.profile import PROFILES, STANDARD, Profile, ProfileError, profile_from
from tutor.games.cinch.ranking import Point, effective_suit, is_trump, left_pedro, right_pedro, trump_order
from tutor.games.cinch.rules import RULE_IDS
from tutor.games.cinch.scoring import GameScore, PointWon, ScoreSheet, score_hand
from tutor.games.cinch.setup import deal_hand, next_dealer
from tutor.games.cinch.state import HandState, Phase, new_hand
from tutor.games.cinch.transitions import trick_winner
from tutor.games.cinch.view import Discard, SeatView, seat_view
from tutor.games.cinch.violations import IllegalMoveError, Violation
from tutor.games.notation import MoveSyntaxError
from tutor.games.tricks import Trick

__all__ = [
    "PROFILES", "RULE_IDS", "STANDARD", "Discard", "GameScore", "HandState", "IllegalMoveError",
    "LegalMoves", "Move", "MoveSyntaxError", "Phase", "Point", "PointWon", "Profile", "ProfileError",
    "ScoreSheet", "SeatView", "Trick", "Verb", "Violation", "apply_move", "check_move", "deal_hand",
    "effective_suit", "is_trump", "left_pedro", "legal_moves", "new_hand", "next_dealer",
    "profile_from", "right_pedro", "score_hand", "seat_view", "trick_winner", "trump_order",
]
