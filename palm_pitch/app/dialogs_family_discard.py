"""Discards in the family's variants: discard and draw, the widow, the search of the stock.

``DiscardForm`` shows your whole hand - after taking the widow or the stock, up to some forty
cards - in rows of up to ten cards (overlapped where a row holds more than five, and the rows
overlapped where there are more than three), the cards you have just taken underlined (where the
rows lie apart). Tap a card to mark it (drawn white on black, as the card that takes a trick is),
tap it again to keep it; the text's last line counts the marked cards against what the rules ask
("Put out 4 cards: 2 marked."), and Discard puts them out - the engine's one-card discards, then
``keep`` where you may stop early (:func:`palm_pitch.app.decisions.discard_actions`). A Discard
the rules refuse (too few or too many marked) beeps and leaves the dialog up; a card the rules
keep in the hand (a trump, where trumps may not go) cannot be marked and the text says so.

The title says why: The Widow, The Stock, Discard and Draw (where the dealer deals you as many
again), or Discard.

Keys: 1-9 and 0 mark the first ten cards of the row the arrow at the left points to; the scroll
buttons (and the Up and Down arrows) move the arrow to another row; Enter is Discard; Esc does
nothing (the rules need an answer).
"""

from __future__ import annotations

from collections.abc import Callable

from palm_os.application import Application, gadget_handler
from palm_os.controls import Gadget
from palm_os.dialogs import ModalDialog
from palm_os.events import Event, EventKind
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_os.window import Window
from palm_pitch.app import ids
from palm_pitch.app.cards_art import CARD_HEIGHT, CARD_WIDTH
from palm_pitch.app.decision_words import DecisionWords
from palm_pitch.app.decisions import DiscardOffer, DiscardReason, discard_actions, discard_offer
from palm_pitch.app.family_draw import FamilyTableDrawing
from palm_pitch.family.actions import FamilyAction
from palm_pitch.family.deck import FamilyCard
from palm_pitch.family.engine import FamilyState
from palm_sdk.chars import chrCarriageReturn, chrDownArrow, chrEscape, chrLineFeed, chrUpArrow
from palm_sdk.keys import commandKeyMask, vchrPageDown, vchrPageUp
from palm_sdk.sound import SndSysBeepType

OnActions = Callable[[tuple[FamilyAction, ...]], None]
PER_ROW = 10
ROW_PITCH = 37  # between the tops of two rows of cards, at most
MARGIN = 8  # left and right of the widest row (the row arrow sits in the left margin)
WIDEST_STEP = CARD_WIDTH + 2
DIGIT_KEYS = "1234567890"

TITLES = {
    DiscardReason.WIDOW: ids.WidowTitlePhrase,
    DiscardReason.SEARCH: ids.StockTitlePhrase,
    DiscardReason.DRAW: ids.DrawTitlePhrase,
}
TOOK = {
    DiscardReason.WIDOW: ids.TookWidowPhrase,
    DiscardReason.SEARCH: ids.TookStockPhrase,
    DiscardReason.LOST_CARDS: ids.TookLostCardsPhrase,
}
"""What the first line says where the rows overlap (the cards just taken are not underlined)."""
REASONS = {
    DiscardReason.WIDOW: ids.WidowPhrase,
    DiscardReason.SEARCH: ids.StockPhrase,
    DiscardReason.LOST_CARDS: ids.LostCardsPhrase,
    DiscardReason.DRAW: ids.DrawPhrase,
    DiscardReason.BEFORE_TRUMP: ids.BeforeTrumpPhrase,
    DiscardReason.CUT_BACK: ids.CutBackPhrase,
}


def row_counts(count: int) -> list[int]:
    """How many cards go in each row: at most ten a row, the rows balanced, the longer first.

    >>> row_counts(6), row_counts(10), row_counts(13), row_counts(25)
    ([6], [10], [7, 6], [9, 8, 8])
    """
    rows = max((count + PER_ROW - 1) // PER_ROW, 1)
    return [count // rows + (1 if row < count % rows else 0) for row in range(rows)]


def row_pitch(rows: int, height: int) -> int:
    """Between the tops of two rows: apart up to three rows, overlapped beyond (each row still
    shows its cards' ranks and suits).

    >>> row_pitch(3, 105), row_pitch(4, 105)
    (35, 23)
    """
    if rows <= 1:
        return ROW_PITCH
    return min(ROW_PITCH, (height - CARD_HEIGHT - 3) // (rows - 1))


def card_rects(count: int, bounds: Rect) -> list[Rect]:
    """Where each card of a hand of ``count`` lies in the gadget ``bounds``, in hand order (a
    card's visible part runs to the next card's left edge)."""
    rows = row_counts(count)
    pitch = row_pitch(len(rows), bounds.height)
    top = bounds.y + (bounds.height - (pitch * (len(rows) - 1) + CARD_HEIGHT + 3)) // 2
    rects = []
    for row, cards in enumerate(rows):
        step = (
            WIDEST_STEP
            if cards <= 1
            else min(WIDEST_STEP, (bounds.width - 2 * MARGIN - CARD_WIDTH) // (cards - 1))
        )
        width = step * (cards - 1) + CARD_WIDTH
        left = bounds.x + (bounds.width - width) // 2
        rects += [Rect(left + step * i, top + row * pitch, CARD_WIDTH, CARD_HEIGHT) for i in range(cards)]
    return rects


class DiscardDialog:
    """Shows ``DiscardForm`` for the discards of the player to move, reports the actions."""

    def __init__(
        self,
        app: Application,
        words: DecisionWords,
        art: FamilyTableDrawing,
        sound: Callable[[SndSysBeepType], None] | None = None,
    ) -> None:
        self.app = app
        self.words = words
        self.art = art
        self.sound = sound or (lambda _sound: None)
        self.state: FamilyState | None = None
        self.offer: DiscardOffer | None = None
        self.on_actions: OnActions | None = None
        self.dialog: ModalDialog | None = None
        self.marked: set[FamilyCard] = set()
        self.row = 0  # the row the digit keys mark in
        self.refused_card = False  # the last tap was on a card the rules keep
        app.set_form_handler(ids.DiscardForm, self.handle_event)
        app.set_gadget_handler(
            ids.DiscardForm, ids.DiscardCardsGadget, gadget_handler(draw=self.draw, pen=self.pen)
        )

    def open(
        self, state: FamilyState, on_actions: OnActions, taken: frozenset[FamilyCard] = frozenset()
    ) -> None:
        """Ask for the discards; ``taken`` are the cards just taken (underlined)."""
        self.state = state
        self.offer = discard_offer(state, taken)
        self.on_actions = on_actions
        self.marked = set()
        self.row = 0
        self.refused_card = False
        self.dialog = self.app.do_dialog(ids.DiscardForm, self._result)

    def _result(self, button_id: int) -> None:
        on_actions, self.on_actions = self.on_actions, None
        self.dialog = None
        state, offer, marked = self.state, self.offer, frozenset(self.marked)
        if on_actions is None or button_id != ids.DiscardDiscardButton or state is None or offer is None:
            return
        if offer.refusal(marked) is None:  # (closed by the system with a wrong count: no answer)
            on_actions(discard_actions(state, marked))

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == ids.DiscardForm else None

    # -- the text -----------------------------------------------------------------------------

    def text(self) -> str:
        offer = self.offer
        assert offer is not None
        words = self.words
        keeps = offer.discardable != frozenset(offer.hand)
        reason = REASONS[offer.reason] if self.underlined() else TOOK.get(offer.reason, REASONS[offer.reason])
        first = words.get(ids.TrumpsStayPhrase if self.refused_card else reason)
        if keeps and not self.refused_card and offer.reason is DiscardReason.DRAW:
            first = words.get(ids.DrawKeepTrumpsPhrase)
        phrase = ids.MarkUpToPhrase if offer.least < offer.most else ids.MarkExactlyPhrase
        return first + "\n" + words.get(phrase, words.cards(offer.most), len(self.marked))

    def underlined(self) -> bool:
        """True when the rows of cards lie apart, so the cards just taken can be underlined."""
        assert self.offer is not None
        return len(row_counts(len(self.offer.hand))) <= 3

    # -- events -------------------------------------------------------------------------------

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is None:
            return False
        if event.kind == EventKind.frmOpenEvent:
            offer = self.offer
            assert offer is not None
            form.set_title(self.words.get(TITLES.get(offer.reason, ids.DiscardTitlePhrase)))
            form.field_object(ids.DiscardContextField).text = self.text()
            form.draw()
            return True
        if event.kind == EventKind.ctlSelectEvent and event.control_id == ids.DiscardDiscardButton:
            offer = self.offer
            assert offer is not None
            if offer.refusal(frozenset(self.marked)) is not None:
                self.sound(SndSysBeepType.sndError)
                return True  # the dialog stays: the text says how many
            return False
        if event.kind == EventKind.keyDownEvent:
            return self._key(form, event)
        return False

    def _key(self, form: Form, event: Event) -> bool:
        if self.dialog is None:
            return False
        ch = event.chr
        if event.modifiers & commandKeyMask or ch == chrEscape:
            return True
        rows = row_counts(len(self.offer.hand)) if self.offer is not None else [0]
        if ch in (vchrPageUp, vchrPageDown, chrUpArrow, chrDownArrow):
            self.row = (self.row + (-1 if ch in (vchrPageUp, chrUpArrow) else 1)) % len(rows)
            self._redraw(form)
            return True
        if ch in (chrLineFeed, chrCarriageReturn):
            return False  # the default button: Discard
        if 0 < ch < 0x100 and chr(ch) in DIGIT_KEYS:
            position = DIGIT_KEYS.index(chr(ch))
            if position < rows[self.row]:
                self.toggle(form, sum(rows[: self.row]) + position)
            return True
        return ch < 0x100

    def pen(self, gadget: Gadget, event: Event) -> bool:
        if event.kind == EventKind.frmGadgetEnterEvent:
            index = self.card_at(event.screen_x, event.screen_y, gadget.bounds, gadget.window)
            form = self._form()
            if index is not None and form is not None:
                self.toggle(form, index)
        return True

    def card_at(self, x: int, y: int, bounds: Rect, window: Window) -> int | None:
        """The card under a tap (display coordinates): the topmost card there."""
        assert self.offer is not None
        origin = window.bounds
        local_x, local_y = x - origin.x, y - origin.y
        hits = [
            index
            for index, rect in enumerate(card_rects(len(self.offer.hand), bounds))
            if rect.x <= local_x < rect.right and rect.y <= local_y < rect.bottom
        ]
        return hits[-1] if hits else None

    def toggle(self, form: Form, index: int) -> None:
        """Mark or unmark card ``index`` of the hand (a card the rules keep stays unmarked)."""
        offer = self.offer
        assert offer is not None
        card = offer.hand[index]
        self.refused_card = card not in offer.discardable
        if self.refused_card:
            self.sound(SndSysBeepType.sndError)
        elif card in self.marked:
            self.marked.discard(card)
        else:
            self.marked.add(card)
        rows = row_counts(len(offer.hand))
        self.row = next(row for row in range(len(rows)) if index < sum(rows[: row + 1]))
        self._redraw(form)

    def _redraw(self, form: Form) -> None:
        form.set_field_text(ids.DiscardContextField, self.text())
        form.draw_object(form.get_object_index(ids.DiscardCardsGadget))

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, gadget: Gadget, window: Window) -> None:
        offer = self.offer
        b = gadget.bounds
        window.erase_rectangle(b)
        if offer is None:
            return
        rects = card_rects(len(offer.hand), b)
        for index, (card, rect) in enumerate(zip(offer.hand, rects, strict=True)):
            window.draw_bitmap(self.art.face(card, inverted=card in self.marked), rect.x, rect.y)
            if card in offer.new_cards and self.underlined():
                following = rects[index + 1] if index + 1 < len(rects) else None
                right = following.x - 2 if following is not None and following.y == rect.y else rect.right - 1
                window.draw_line(rect.x + 1, rect.bottom + 2, right, rect.bottom + 2)
        rows = row_counts(len(offer.hand))
        if len(rows) > 1:  # the arrow of the row the digit keys mark in
            first = rects[sum(rows[: self.row])]
            middle = first.y + CARD_HEIGHT // 2
            for dx in range(3):
                window.draw_line(b.x + 1 + dx, middle - 2 + dx, b.x + 1 + dx, middle + 2 - dx)
