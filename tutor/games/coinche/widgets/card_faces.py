"""Coinche's cards on screen: the shared card faces (`tutor.app.card_faces`) of the 32-card pack
(`rank.pack`) with Coinche's names of cards.

No card carries the ★. Once trump is known, the jack and the nine of trumps say what they are in
their tooltip and screen-reader name (`rank.trump-order`, `points.cards`): ``The Jack of hearts —
the jack of trumps, the highest card (20 points)``.
"""

from __future__ import annotations

from tutor.app.card_faces import Faces
from tutor.games.coinche.explain import card_name

__all__ = ["FACES", "card_label", "card_text", "card_toggles", "hand_buttons", "show_cards"]

FACES = Faces(name=card_name)
"""Coinche's cards, named by `card_name`."""

card_label = FACES.card_label
card_text = FACES.card_text
show_cards = FACES.show_cards
hand_buttons = FACES.hand_buttons
card_toggles = FACES.card_toggles
