"""Card faces and backs as one-bit bitmaps, composed once from the app's resources and fonts.

A face is 24x32 pixels: a rounded black outline, the rank in ``boldFont`` at the top left with
the small suit sign (a ``Tbmp`` of ``pitch.rcp``) under it, and the large suit sign in the lower
right. Spades and clubs are solid, hearts and diamonds outlined, so the two colours stay apart on
a black-and-white screen. Faces are drawn once into an off-screen window (``WinCreateOffscreenWindow``
on Palm OS) and kept as bitmaps, so drawing a card on the table is one ``WinDrawBitmap``.
"""

from __future__ import annotations

from collections.abc import Callable

from palm_os.bitmap import Bitmap
from palm_os.fonts import FontID, FontSet
from palm_os.framebuffer import Framebuffer
from palm_os.geometry import Rect
from palm_os.window import FrameType, Screen, Window
from palm_pitch.app import ids
from palm_pitch.cards import Card, Rank, Suit

CARD_WIDTH = 24
CARD_HEIGHT = 32
SUIT_NAMES = ("Spade", "Heart", "Diamond", "Club")  # by Suit value, as in the bitmap names
RANK_TEXT = {Rank.TEN: "10", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}


def rank_text(rank: Rank) -> str:
    """What a card shows for its rank: ``2`` .. ``10``, ``J``, ``Q``, ``K``, ``A``."""
    return RANK_TEXT.get(rank, str(int(rank)))


def offscreen(fonts: FontSet, width: int, height: int) -> Window:
    """A blank window of its own (``WinCreateOffscreenWindow``)."""
    return Screen(fonts, Framebuffer(width, height)).display_window


def snapshot(window: Window) -> Bitmap:
    return Bitmap.from_framebuffer(window.framebuffer.copy())


class CardArt:
    """The bitmaps the table draws cards with (``bitmap`` is ``DmGetResource('Tbmp', id)``)."""

    def __init__(self, fonts: FontSet, bitmap: Callable[[int], Bitmap]) -> None:
        self.fonts = fonts
        self.small_suits = tuple(bitmap(getattr(ids, f"Small{name}Bitmap")) for name in SUIT_NAMES)
        self.large_suits = tuple(bitmap(getattr(ids, f"Large{name}Bitmap")) for name in SUIT_NAMES)
        self.back_upright = bitmap(ids.BackUprightBitmap)
        self.back_sideways = bitmap(ids.BackSidewaysBitmap)
        self.dealer_chip = bitmap(ids.DealerChipBitmap)
        self._faces: dict[Card, Bitmap] = {}
        self._inverted: dict[Card, Bitmap] = {}
        self.blank = self._blank()

    def small_suit(self, suit: Suit) -> Bitmap:
        return self.small_suits[suit]

    def face(self, card: Card) -> Bitmap:
        """The face of ``card``, 24x32."""
        face = self._faces.get(card)
        if face is None:
            face = self._faces[card] = self._draw_face(card)
        return face

    def inverted_face(self, card: Card) -> Bitmap:
        """The face drawn white on black inside its outline (the card that takes a trick)."""
        face = self._inverted.get(card)
        if face is None:
            window = offscreen(self.fonts, CARD_WIDTH, CARD_HEIGHT)
            window.draw_bitmap(self.face(card), 0, 0)
            window.invert_rectangle(Rect(1, 1, CARD_WIDTH - 2, CARD_HEIGHT - 2), 3)
            face = self._inverted[card] = snapshot(window)
        return face

    def _outline(self, window: Window) -> None:
        window.draw_rectangle_frame(FrameType.roundFrame, Rect(1, 1, CARD_WIDTH - 2, CARD_HEIGHT - 2))

    def _blank(self) -> Bitmap:
        window = offscreen(self.fonts, CARD_WIDTH, CARD_HEIGHT)
        self._outline(window)
        return snapshot(window)

    def _draw_face(self, card: Card) -> Bitmap:
        window = offscreen(self.fonts, CARD_WIDTH, CARD_HEIGHT)
        self._outline(window)
        window.set_font(FontID.boldFont)
        window.draw_chars(rank_text(card.rank), 3, 1)
        window.draw_bitmap(self.small_suits[card.suit], 3, 12)
        large = self.large_suits[card.suit]
        window.draw_bitmap(large, CARD_WIDTH - 3 - large.width, CARD_HEIGHT - 3 - large.height)
        return snapshot(window)
