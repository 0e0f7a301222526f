"""Game > Last Trick: the tricks of the hand so far, one at a time, as they lay on the table.

``LastTrickForm`` opens on the last finished trick of the hand: its four cards in the cross of
the table (each on its player's side, the one that took the trick inverted), and under them who
led and who took it ("West led. North took it."). The arrows, the scroll buttons (page up and
down) and the keys 1-6 step to the other tricks of the hand; an arrow is dimmed at either end
(symbol11 ``0x04``/``0x05`` in place of ``0x02``/``0x03``, as Palm applications do). Before the
first trick of a hand is finished, ``NoTrickAlert`` says so instead.
"""

from __future__ import annotations

from palm_os.application import Application, gadget_handler
from palm_os.controls import Gadget
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID
from palm_os.forms import Form
from palm_os.window import Window
from palm_pitch.app import ids, layout
from palm_pitch.app.cards_art import CARD_HEIGHT, CARD_WIDTH, CardArt
from palm_pitch.app.texts import Texts
from palm_pitch.scoring import Trick
from palm_sdk.chars import chrCarriageReturn, chrLineFeed
from palm_sdk.keys import vchrPageDown, vchrPageUp

ARROWS = {ids.LastTrickPrevButton: ("\x02", "\x04"), ids.LastTrickNextButton: ("\x03", "\x05")}
"""Each arrow's label when it can step (solid) and when it cannot (dimmed)."""

CROSS_LEFT = min(slot.x for slot in layout.TRICK_SLOTS)
CROSS_TOP = min(slot.y for slot in layout.TRICK_SLOTS)
CROSS_WIDTH = max(slot.x for slot in layout.TRICK_SLOTS) + CARD_WIDTH - CROSS_LEFT
CROSS_HEIGHT = max(slot.y for slot in layout.TRICK_SLOTS) + CARD_HEIGHT - CROSS_TOP


class LastTrickDialog:
    """Shows ``LastTrickForm`` for the finished tricks of the hand in play."""

    def __init__(self, app: Application, texts: Texts, art: CardArt) -> None:
        self.app = app
        self.texts = texts
        self.art = art
        self.tricks: tuple[Trick, ...] = ()
        self.index = 0
        app.set_form_handler(ids.LastTrickForm, self.handle_event)
        app.set_gadget_handler(ids.LastTrickForm, ids.LastTrickGadget, gadget_handler(draw=self.draw))

    def open(self, tricks: tuple[Trick, ...]) -> None:
        """The dialog on the last of ``tricks`` (the alert when there is none)."""
        if not tricks:
            self.app.alert(ids.NoTrickAlert)
            return
        self.tricks = tricks
        self.index = len(tricks) - 1
        self.app.do_dialog(ids.LastTrickForm)

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == ids.LastTrickForm else None

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is None:
            return False
        if event.kind == EventKind.frmOpenEvent:
            self._label(form)
            form.draw()
            return True
        if event.kind == EventKind.ctlRepeatEvent and event.control_id in ARROWS:
            self.step(form, -1 if event.control_id == ids.LastTrickPrevButton else 1)
            return False  # the button goes on tracking the pen (and repeats while held)
        if event.kind == EventKind.keyDownEvent:
            ch = event.chr
            if ch in (vchrPageUp, vchrPageDown):
                self.step(form, -1 if ch == vchrPageUp else 1)
                return True
            if ord("1") <= ch <= ord("6"):
                self.step(form, ch - ord("1") - self.index)
                return True
            if ch in (chrLineFeed, chrCarriageReturn):
                self.app.system.modal[-1].finish(ids.LastTrickOKButton)
                return True
        return False

    def step(self, form: Form, by: int) -> None:
        """Show the trick ``by`` places before or after the one shown (within the hand)."""
        index = max(0, min(self.index + by, len(self.tricks) - 1))
        if index == self.index:
            return
        self.index = index
        self._label(form)
        form.draw_object(form.get_object_index(ids.LastTrickGadget))

    def _label(self, form: Form) -> None:
        """The title and the arrows for the trick shown."""
        number = self.index + 1
        form.set_title(self.texts.get(ids.LastTrickTitleString, number))
        can = {ids.LastTrickPrevButton: number > 1, ids.LastTrickNextButton: number < len(self.tricks)}
        for button, (solid, dimmed) in ARROWS.items():
            label = solid if can[button] else dimmed
            if form.control(button).label != label:
                form.set_control_label(button, label)

    def caption(self, trick: Trick) -> str:
        """``West led. North took it.``"""
        winner = trick.winner if trick.winner is not None else trick.leader
        return self.texts.get(ids.LastTrickLedString, self.texts.seat(trick.leader), self.texts.seat(winner))

    def draw(self, gadget: Gadget, window: Window) -> None:
        b = gadget.bounds
        window.erase_rectangle(b)
        if not self.tricks:
            return
        trick = self.tricks[self.index]
        left = b.x + (b.width - CROSS_WIDTH) // 2
        top = b.y + 2
        for seat, card in trick.plays:
            slot = layout.TRICK_SLOTS[seat]
            face = self.art.inverted_face(card) if seat == trick.winner else self.art.face(card)
            window.draw_bitmap(face, left + slot.x - CROSS_LEFT, top + slot.y - CROSS_TOP)
        window.push_draw_state()
        window.set_font(FontID.stdFont)
        text = self.caption(trick)
        window.draw_chars(text, b.x + (b.width - window.font.text_width(text)) // 2, top + CROSS_HEIGHT + 2)
        window.pop_draw_state()
