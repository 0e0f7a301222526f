"""Drawing the card table: what a :class:`Scene` holds, drawn into the main form's gadgets.

The game (``palm_pitch.app.game``) describes the table as a :class:`Scene` - your cards and which
is raised, how many cards the others hold, the trick, the bids, the contract, the dealer, the
scores and the status line - and the three gadgets of the main form draw it: the scores beside the
title (:func:`draw_scores`), the table (:func:`draw_table`) and the status line beside Play
(:func:`draw_status`). Geometry is in :mod:`palm_pitch.app.layout`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from palm_os.fonts import FontID
from palm_os.geometry import Rect
from palm_os.window import Window
from palm_pitch.actions import Bid
from palm_pitch.app import ids, layout
from palm_pitch.app.cards_art import CardArt
from palm_pitch.app.texts import Texts
from palm_pitch.cards import Card, Suit

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3


@dataclass(frozen=True)
class Scene:
    """Everything the table shows at one moment (display order, seat numbers, plain values)."""

    hand: tuple[Card, ...] = ()
    """South's cards, left to right."""
    selected: int | None = None
    """Index in ``hand`` of the raised card."""
    cards_left: tuple[int, int, int, int] = (0, 0, 0, 0)
    trick: tuple[tuple[int, Card], ...] = ()
    """(seat, card) of the trick on the table, in play order."""
    trick_winner: int | None = None
    """The seat whose card took the finished trick on show."""
    bids: tuple[Bid | None, Bid | None, Bid | None, Bid | None] | None = None
    """Each seat's bid while the auction is on show (None: not bid yet)."""
    pitcher: int | None = None
    bid: Bid | None = None
    stole: bool = False
    """The pitcher is the dealer, who matched the high bid."""
    trump: Suit | None = None
    dealer: int | None = None
    scores: tuple[int, int] = (0, 0)
    status: str = ""


def draw_score_line(window: Window, bounds: Rect, scores: Sequence[tuple[str, int | str]]) -> None:
    """The title line's scores, each ``name`` and its number in bold, right-aligned beside the
    title tab, the first on the left (the Palm table's ``Us 12  Them 7``, a family table's too)."""
    window.erase_rectangle(bounds)
    window.push_draw_state()
    x = layout.SCORE_RIGHT
    for name, score in reversed(scores):
        window.set_font(FontID.boldFont)
        number = str(score)
        x -= window.font.text_width(number)
        window.draw_chars(number, x, layout.SCORE_Y)
        window.set_font(FontID.stdFont)
        label = name + " "
        x -= window.font.text_width(label)
        window.draw_chars(label, x, layout.SCORE_Y)
        x -= 6
    window.pop_draw_state()


def draw_status_line(window: Window, bounds: Rect, status: str) -> None:
    """The status line: ``status`` in the standard font, cut short where it does not fit."""
    window.erase_rectangle(bounds)
    if status:
        window.push_draw_state()
        window.set_font(FontID.stdFont)
        inset = layout.STATUS_INSET
        window.draw_truncated_chars(status, bounds.x + inset.x, bounds.y + inset.y, bounds.width - 1)
        window.pop_draw_state()


class TableDrawing:
    """Draws scenes with the app's card art and words."""

    def __init__(self, art: CardArt, texts: Texts) -> None:
        self.art = art
        self.texts = texts

    # -- the title line and the status line -------------------------------------------------

    def draw_scores(self, window: Window, bounds: Rect, scene: Scene) -> None:
        """``Us 12  Them 7`` right-aligned beside the title tab."""
        teams = ((self.texts.team(0), scene.scores[0]), (self.texts.team(1), scene.scores[1]))
        draw_score_line(window, bounds, teams)

    def draw_status(self, window: Window, bounds: Rect, scene: Scene) -> None:
        draw_status_line(window, bounds, scene.status)

    # -- the table ---------------------------------------------------------------------------

    def draw_table(self, window: Window, bounds: Rect, scene: Scene) -> None:
        """The whole table gadget: erase it and draw every part of the scene."""
        window.erase_rectangle(bounds)
        window.push_draw_state()
        window.set_font(FontID.stdFont)
        contract_right = self._contract(window, scene)
        self._players(window, scene, contract_right)
        if scene.bids is not None:
            self._bids(window, scene.bids)
        self._trick(window, scene)
        self._hand(window, scene)
        window.pop_draw_state()

    def _contract(self, window: Window, scene: Scene) -> int:
        """``East bid 3`` (``North stole at 2``) and ``Trump`` with the suit sign in the top left;
        returns its right edge."""
        if scene.pitcher is None or scene.bid is None:
            return 0
        contract = self.texts.contract(scene.pitcher, scene.bid, scene.stole)
        return self.draw_contract(window, contract, scene.trump, *layout.CONTRACT)

    def draw_contract(self, window: Window, contract: str, trump: Suit | None, x: int, y: int) -> int:
        """``contract`` at (x, y) and under it ``Trump`` with the suit sign (once trump is known);
        returns the right edge of the two (the Palm table's, and a family table's)."""
        right = x + window.draw_chars(contract, x, y)
        if trump is not None:
            width = window.draw_chars(self.texts.get(ids.TrumpString), x, y + 11)
            suit = self.art.small_suit(trump)
            window.draw_bitmap(suit, x + width + 2, y + 13)
            right = max(right, x + width + 2 + suit.width)
        return right

    def _name(self, window: Window, seat: int, x: int, y: int, scene: Scene, right: bool = False) -> None:
        """A player's name, with the dealer's chip beside it."""
        name = self.texts.seat(seat)
        width = window.font.text_width(name)
        left = x - width if right else x
        window.draw_chars(name, left, y)
        if scene.dealer == seat:
            chip = self.art.dealer_chip
            window.draw_bitmap(chip, left - chip.width - 2 if right else left + width + 1, y + 1)

    def _players(self, window: Window, scene: Scene, contract_right: int) -> None:
        upright, sideways = self.art.back_upright, self.art.back_sideways
        # North: backs centred at the top (moved right of a long contract), the name after them.
        count = scene.cards_left[NORTH]
        length = layout.fan_length(count, upright.width)
        left = max((layout.SCREEN - length) // 2, contract_right + 6)
        for i in range(count):
            window.draw_bitmap(upright, left + i * layout.BACK_STEP, layout.NORTH_BACKS_Y)
        self._name(window, NORTH, max(left + length, 80) + 4, layout.NORTH_NAME_Y, scene)
        # West and East: names at the sides, backs fanned downwards under them.
        self._name(window, WEST, layout.WEST_BACKS_X, layout.SIDE_NAME_Y, scene)
        self._name(window, EAST, layout.EAST_BACKS_RIGHT, layout.SIDE_NAME_Y, scene, right=True)
        east_x = layout.EAST_BACKS_RIGHT - sideways.width
        for i in range(scene.cards_left[WEST]):
            window.draw_bitmap(sideways, layout.WEST_BACKS_X, layout.SIDE_BACKS_Y + i * layout.BACK_STEP)
        for i in range(scene.cards_left[EAST]):
            window.draw_bitmap(sideways, east_x, layout.SIDE_BACKS_Y + i * layout.BACK_STEP)
        if scene.dealer == SOUTH:
            self._name(window, SOUTH, layout.WEST_BACKS_X, layout.HAND_TOP - 12, scene)

    def _bids(self, window: Window, bids: tuple[Bid | None, ...]) -> None:
        """Each seat's bid, in bold where its card will go, underlined with a gray rule."""
        window.set_font(FontID.boldFont)
        for seat, bid in enumerate(bids):
            if bid is None:
                continue
            text = self.texts.bid(bid)
            ink = window.font.text_width(text) - 1
            slot = layout.trick_card_rect(seat)
            x = slot.x + (slot.width - ink) // 2
            y = slot.y + slot.height // 2 - 6
            window.draw_chars(text, x, y)
            window.draw_gray_line(x - 2, y + 11, x + ink + 1, y + 11)
        window.set_font(FontID.stdFont)

    def _trick(self, window: Window, scene: Scene) -> None:
        for seat, card in scene.trick:
            slot = layout.TRICK_SLOTS[seat]
            won = scene.trick_winner == seat
            window.draw_bitmap(self.art.inverted_face(card) if won else self.art.face(card), slot.x, slot.y)

    def _hand(self, window: Window, scene: Scene) -> None:
        count = len(scene.hand)
        for index, card in enumerate(scene.hand):
            r = layout.hand_card_rect(index, count, raised=index == scene.selected)
            window.draw_bitmap(self.art.face(card), r.x, r.y)
