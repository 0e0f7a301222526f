"""Drawing the table of a family game: what a :class:`FamilyScene` holds, drawn into the main
form's gadgets (the scores beside the title, the table, the status line).

The same look as the Palm table (:mod:`palm_pitch.app.table_draw`): the others' names with the
dealer's chip and their backs, the bids in bold where each seat's card goes, the trick (the card
that took it inverted), the contract and trump, your hand along the bottom. What a family table
adds: 2 to 6 seats (:mod:`palm_pitch.app.family_layout`), your partners' names in bold, scores of
every player beside their names when each plays alone (teams' scores beside the title), hands of
up to ten cards, and the jokers' faces.
"""

from __future__ import annotations

from dataclasses import dataclass

from palm_os.bitmap import Bitmap
from palm_os.fonts import FontID
from palm_os.geometry import Rect
from palm_os.window import Window
from palm_pitch.app import family_layout as fl
from palm_pitch.app import layout
from palm_pitch.app.cards_art import CARD_HEIGHT, CARD_WIDTH, CardArt, offscreen, snapshot
from palm_pitch.app.table_draw import TableDrawing, draw_score_line, draw_status_line
from palm_pitch.app.texts import Texts
from palm_pitch.cards import Card, Suit
from palm_pitch.family.deck import FamilyCard, Joker
from palm_pitch.family.rules import Score, score_text
from palm_sdk.window import DrawMode

HIDDEN_STEP = 8
"""Spacing of the backs of your unseen hand."""
HAND_IMAGES = 256
"""How many images of your hand the drawing keeps (:meth:`FamilyTableDrawing.hand_image`)."""


@dataclass(frozen=True)
class HandImage:
    """Your hand drawn once: ``cards`` as the table shows them, ``cover`` black wherever a card
    lies, both with their top-left at (``x``, ``y``) on the table."""

    cards: Bitmap
    cover: Bitmap
    x: int
    y: int


@dataclass(frozen=True)
class FamilyScene:
    """Everything a family table shows at one moment (seat numbers, plain values and texts)."""

    players: int = 4
    names: tuple[str, ...] = ()
    """Each seat's name as the table shows it (with its score when each plays alone)."""
    partners: frozenset[int] = frozenset()
    """Seats known to play on your side (their names in bold)."""
    hand: tuple[FamilyCard, ...] = ()
    hidden: int = 0
    """How many cards you hold unseen (you bid without looking): shown as backs."""
    selected: int | None = None
    marked: frozenset[int] = frozenset()
    """Cards of your hand marked (raised) for a decision of the table, such as a discard."""
    cards_left: tuple[int, ...] = ()
    trick: tuple[tuple[int, FamilyCard], ...] = ()
    trick_winner: int | None = None
    bids: tuple[str | None, ...] | None = None
    """Each seat's bid as text while the auction is on show (None: not bid yet)."""
    contract: str = ""
    """``West bid 4``, once the auction is over."""
    trump: Suit | None = None
    dealer: int | None = None
    scores: tuple[tuple[str, Score], ...] = ()
    """What the title line shows: (name, score) of each team, or your own score alone."""
    status: str = ""


class FamilyTableDrawing:
    """Draws family scenes with the app's card art."""

    def __init__(self, art: CardArt, texts: Texts) -> None:
        self.art = art
        self.texts = texts
        self.palm = TableDrawing(art, texts)
        """The Palm table's drawing, for what the two tables draw alike (the contract and trump)."""
        self._jokers: dict[tuple[bool, bool], Bitmap] = {}
        self._fans: dict[tuple[bool, int, int], Bitmap] = {}
        self._hands: dict[tuple[tuple[FamilyCard, ...], frozenset[int]], HandImage] = {}

    def fan(self, count: int, step: int, sideways: bool = False) -> Bitmap:
        """``count`` backs, ``step`` apart (across, or down for ``sideways`` ones), as one bitmap:
        the same pixels as drawing each back over the one before, in one ``WinDrawBitmap``."""
        key = (sideways, count, step)
        fan = self._fans.get(key)
        if fan is None:
            back = self.art.back_sideways if sideways else self.art.back_upright
            width = back.width if sideways else (count - 1) * step + back.width
            height = (count - 1) * step + back.height if sideways else back.height
            window = offscreen(self.art.fonts, width, height)
            for i in range(count):
                window.draw_bitmap(back, 0 if sideways else i * step, i * step if sideways else 0)
            fan = self._fans[key] = snapshot(window)
        return fan

    def hand_image(self, hand: tuple[FamilyCard, ...], raised: frozenset[int]) -> HandImage:
        """Your hand (the cards ``raised`` raised) as one image and the cover of its cards, kept
        while the hand and its raised cards stay the same."""
        key = (hand, raised)
        image = self._hands.get(key)
        if image is None:
            count = len(hand)
            faces = [self.face(card) for card in hand]
            rects = [fl.hand_card_rect(i, count, raised=i in raised) for i in range(count)]
            left, top = min(r.x for r in rects), min(r.y for r in rects)
            width = max(r.x + face.width for r, face in zip(rects, faces, strict=True)) - left
            height = max(r.y + face.height for r, face in zip(rects, faces, strict=True)) - top
            cards, cover = [0] * height, [0] * height
            for r, face in zip(rects, faces, strict=True):  # each card over the one before (winPaint)
                x, cell = r.x - left, ((1 << face.width) - 1) << (r.x - left)
                for y, row in enumerate(face.rows, start=r.y - top):
                    cards[y] = (cards[y] & ~cell) | (row << x)
                    cover[y] |= cell
            if len(self._hands) >= HAND_IMAGES:
                self._hands.clear()
            image = HandImage(Bitmap(width, height, tuple(cards)), Bitmap(width, height, tuple(cover)),
                              left, top)
            self._hands[key] = image
        return image

    def forget_hands(self) -> None:
        """Drop the images of hands kept (the next hand drawn is composed anew)."""
        self._hands.clear()

    # -- card faces -------------------------------------------------------------------------

    def face(self, card: FamilyCard, inverted: bool = False) -> Bitmap:
        """The face of a card of any family deck (a joker: ``BJ`` or ``LJ`` in its corner and a
        bold ``J`` framed in the middle)."""
        if isinstance(card, Card):
            return self.art.inverted_face(card) if inverted else self.art.face(card)
        assert isinstance(card, Joker)
        key = (card.big, inverted)
        face = self._jokers.get(key)
        if face is None:
            window = offscreen(self.art.fonts, CARD_WIDTH, CARD_HEIGHT)
            window.draw_bitmap(self.art.blank, 0, 0)
            window.set_font(FontID.boldFont)
            window.draw_chars(card.text, 3, 1)
            window.draw_rectangle_frame(1, Rect(7, 14, 12, 13))
            window.draw_chars("J", 10, 15)
            if inverted:
                window.invert_rectangle(Rect(1, 1, CARD_WIDTH - 2, CARD_HEIGHT - 2), 3)
            face = self._jokers[key] = snapshot(window)
        return face

    # -- the title line and the status line -------------------------------------------------

    def draw_scores(self, window: Window, bounds: Rect, scene: FamilyScene) -> None:
        """``Us 12  Them 7`` (or each team's, or ``You 5``) right-aligned beside the title."""
        draw_score_line(window, bounds, [(name, score_text(score)) for name, score in scene.scores])

    def draw_status(self, window: Window, bounds: Rect, scene: FamilyScene) -> None:
        draw_status_line(window, bounds, scene.status)

    # -- the table ----------------------------------------------------------------------------

    def draw_table(self, window: Window, bounds: Rect, scene: FamilyScene) -> None:
        """The whole table gadget: erase it and draw every part of the scene."""
        window.erase_rectangle(bounds)
        window.push_draw_state()
        window.set_font(FontID.stdFont)
        if fl.is_row(scene.players):
            self._row_players(window, scene)
            self._contract(window, scene, fl.ROW_CONTRACT.x, fl.ROW_CONTRACT.y)
            self._you(window, scene)
        else:
            right = self._contract(window, scene, layout.CONTRACT.x, layout.CONTRACT.y)
            self._classic_players(window, scene, right)
        if scene.bids is not None:
            self._bids(window, scene)
        self._trick(window, scene)
        self._hand(window, scene)
        window.pop_draw_state()

    def _contract(self, window: Window, scene: FamilyScene, x: int, y: int) -> int:
        """The contract and ``Trump`` with the suit sign; returns its right edge."""
        if not scene.contract:
            return 0
        return self.palm.draw_contract(window, scene.contract, scene.trump, x, y)

    def _name(self, window: Window, scene: FamilyScene, seat: int, x: int, y: int, right: bool = False,
              centre: bool = False) -> None:
        """A seat's name (bold for a partner), with the dealer's chip beside it."""
        name = scene.names[seat]
        window.set_font(FontID.boldFont if seat in scene.partners else FontID.stdFont)
        width = window.font.text_width(name)
        chip = self.art.dealer_chip
        dealer = scene.dealer == seat
        if centre:
            x -= (width + (chip.width + 1 if dealer else 0)) // 2
        left = x - width if right else x
        window.draw_chars(name, left, y)
        if dealer:
            window.draw_bitmap(chip, left - chip.width - 2 if right else left + width + 1, y + 1)
        window.set_font(FontID.stdFont)

    def _classic_players(self, window: Window, scene: FamilyScene, contract_right: int) -> None:
        """The Palm table's places: North at the top, West and East at the sides."""
        upright, sideways = self.art.back_upright, self.art.back_sideways
        for seat in range(1, scene.players):
            place = fl.place_of(scene.players, seat)
            count = scene.cards_left[seat]
            if place == fl.NORTH:
                length = layout.fan_length(count, upright.width)
                left = max((layout.SCREEN - length) // 2, contract_right + 6)
                if count:
                    window.draw_bitmap(self.fan(count, layout.BACK_STEP), left, layout.NORTH_BACKS_Y)
                self._name(window, scene, seat, max(left + length, 80) + 4, layout.NORTH_NAME_Y)
                continue
            step = fl.side_back_step(count)
            if place == fl.WEST:
                self._name(window, scene, seat, layout.WEST_BACKS_X, layout.SIDE_NAME_Y)
                x = layout.WEST_BACKS_X
            else:
                self._name(window, scene, seat, layout.EAST_BACKS_RIGHT, layout.SIDE_NAME_Y, right=True)
                x = layout.EAST_BACKS_RIGHT - sideways.width
            if count:
                window.draw_bitmap(self.fan(count, step, sideways=True), x, layout.SIDE_BACKS_Y)
        if scene.dealer == 0:
            self._name(window, scene, 0, layout.WEST_BACKS_X, layout.HAND_TOP - 12)

    def _row_players(self, window: Window, scene: FamilyScene) -> None:
        """Tables of 5 and 6: each other seat's name over a small fan of its backs, in a row."""
        for seat in range(1, scene.players):
            centre = fl.row_x(scene.players, seat) + CARD_WIDTH // 2
            self._name(window, scene, seat, centre, fl.ROW_NAME_Y, centre=True)
            count = scene.cards_left[seat]
            if count:
                fan = self.fan(count, fl.ROW_BACK_STEP)
                window.draw_bitmap(fan, centre - fan.width // 2, fl.ROW_BACKS_Y)

    def _you(self, window: Window, scene: FamilyScene) -> None:
        """Tables of 5 and 6: your name (and score, and the dealer's chip) right of your trick card."""
        self._name(window, scene, 0, fl.ROW_YOU.x, fl.ROW_YOU.y, right=True)

    def _bids(self, window: Window, scene: FamilyScene) -> None:
        """Each seat's bid, in bold where its card will go, underlined with a gray rule."""
        assert scene.bids is not None
        window.set_font(FontID.boldFont)
        for seat, bid in enumerate(scene.bids):
            if bid is None:
                continue
            ink = window.font.text_width(bid) - 1
            slot = fl.trick_card_rect(scene.players, seat)
            x = slot.x + (slot.width - ink) // 2
            y = slot.y + slot.height // 2 - 6
            window.draw_chars(bid, x, y)
            window.draw_gray_line(x - 2, y + 11, x + ink + 1, y + 11)
        window.set_font(FontID.stdFont)

    def _trick(self, window: Window, scene: FamilyScene) -> None:
        for seat, card in scene.trick:
            slot = fl.trick_slot(scene.players, seat)
            window.draw_bitmap(self.face(card, inverted=scene.trick_winner == seat), slot.x, slot.y)

    def _hand(self, window: Window, scene: FamilyScene) -> None:
        if scene.hidden:
            fan = self.fan(scene.hidden, HIDDEN_STEP)
            window.draw_bitmap(fan, (layout.SCREEN - fan.width) // 2, layout.HAND_Y + CARD_HEIGHT // 4)
        if not scene.hand:
            return
        raised = scene.marked | {scene.selected} if scene.selected is not None else scene.marked
        if window.framebuffer.depth != 1:  # each card over the one before it
            count = len(scene.hand)
            for index, card in enumerate(scene.hand):
                r = fl.hand_card_rect(index, count, raised=index in raised)
                window.draw_bitmap(self.face(card), r.x, r.y)
            return
        # the same pixels in two transfers: the cards' cover cleared, then their ink laid over it
        image = self.hand_image(scene.hand, frozenset(raised))
        mode = window.set_draw_mode(DrawMode.winMask)
        window.paint_bitmap(image.cover, image.x, image.y)
        window.set_draw_mode(DrawMode.winOverlay)
        window.paint_bitmap(image.cards, image.x, image.y)
        window.set_draw_mode(mode)
