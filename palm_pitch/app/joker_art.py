"""Faces of the family's cards for the app: the suited cards of :class:`~palm_pitch.app.cards_art.CardArt`
and the two jokers, drawn in the same manner.

A joker's face is the card's rounded outline with ``JK`` in ``boldFont`` where a rank stands, and a
large ``B`` (the big joker) or ``L`` (the little one) in ``largeBoldFont`` in the lower right, where
a suit's large sign stands; the inverted face is drawn white on black inside the outline, as the
suited cards' are.
"""

from __future__ import annotations

from palm_os.bitmap import Bitmap
from palm_os.fonts import FontID
from palm_os.geometry import Rect
from palm_os.window import FrameType
from palm_pitch.app.cards_art import CARD_HEIGHT, CARD_WIDTH, CardArt, offscreen, snapshot
from palm_pitch.cards import Card
from palm_pitch.family.deck import FamilyCard, Joker

JOKER_CORNER = "JK"


class FamilyCardArt:
    """Faces of any family card (``CardArt``'s for suited cards, jokers drawn here and kept)."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self._jokers: dict[tuple[bool, bool], Bitmap] = {}

    def face(self, card: FamilyCard, inverted: bool = False) -> Bitmap:
        if isinstance(card, Card):
            return self.art.inverted_face(card) if inverted else self.art.face(card)
        key = (card.big, inverted)
        face = self._jokers.get(key)
        if face is None:
            face = self._jokers[key] = self._joker(card, inverted)
        return face

    def _joker(self, joker: Joker, inverted: bool) -> Bitmap:
        window = offscreen(self.art.fonts, CARD_WIDTH, CARD_HEIGHT)
        window.draw_rectangle_frame(FrameType.roundFrame, Rect(1, 1, CARD_WIDTH - 2, CARD_HEIGHT - 2))
        window.set_font(FontID.boldFont)
        window.draw_chars(JOKER_CORNER, 3, 1)
        window.set_font(FontID.largeBoldFont)
        letter = "B" if joker.big else "L"
        window.draw_chars(
            letter, CARD_WIDTH - 3 - window.font.text_width(letter), CARD_HEIGHT - 2 - window.font.height
        )
        if inverted:
            window.invert_rectangle(Rect(1, 1, CARD_WIDTH - 2, CARD_HEIGHT - 2), 3)
        return snapshot(window)
