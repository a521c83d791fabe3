"""The game (section 7): running totals, the target and a tie."""

from __future__ import annotations

from typing import NamedTuple

from tutor.games.coinche.profile import STANDARD, Profile
from tutor.games.coinche.scoring import ScoreSheet
from tutor.games.seats import Side


class GameScore(NamedTuple):
    """The running totals of a game, N–S first, and the sheets of the hands played."""

    totals: tuple[int, int] = (0, 0)
    sheets: tuple[ScoreSheet, ...] = ()

    def add(self, sheet: ScoreSheet) -> GameScore:
        return GameScore((self.totals[0] + sheet.scores[0], self.totals[1] + sheet.scores[1]),
                         self.sheets + (sheet,))

    def winner(self, profile: Profile = STANDARD) -> Side | None:
        """`game.target`, `game.tie`: the side that reached the target, if the game is over."""
        last = self.sheets[-1].contract if self.sheets else None
        return game_winner(self.totals, last.side if last is not None else None, profile)


def game_winner(totals: tuple[int, int], contract_side: Side | None, profile: Profile = STANDARD) -> Side | None:
    """`game.target`: the first side whose total reaches the target wins. `game.tie`: if both
    reach it after the same hand, the side that held that hand's contract wins (option
    ``tie=higher_total``: the higher total, and another hand if the totals are equal)."""
    reached = [side for side in Side if totals[side] >= profile.target]
    if len(reached) < 2:
        return reached[0] if reached else None
    if profile.tie == "contract_side" and contract_side is not None:
        return contract_side
    if totals[Side.NS] == totals[Side.EW]:
        return None
    return Side.NS if totals[Side.NS] > totals[Side.EW] else Side.EW
