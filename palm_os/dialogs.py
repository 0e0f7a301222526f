"""Modal dialogs run by events: ``FrmDoDialog``, alerts and ``FrmHelp``.

Palm's ``FrmDoDialog`` blocks in its own event loop until a button is tapped. Here a
:class:`ModalDialog` is a state the event loop passes events to (``System.modal``): it shows the
form, gives each event to the form (its handler first, then ``FrmHandleEvent``) and ends when a
plain button (``buttonCtl``) is selected and the form's handler did not take that
``ctlSelectEvent``. Then it puts back the screen under the form and reports the result: the
button's id, or for an alert the button's index. An ``appStopEvent`` ends it with the default
button and is posted again so the application stops too.

For a keyboard (the desktop's, or one attached to a handheld), Enter (``chrLineFeed``,
``chrCarriageReturn``) and Esc (``chrEscape``) that neither the form's handler nor
``FrmHandleEvent`` takes hit the form's default button (``CtlHitControl``: its
``ctlSelectEvent`` is queued, as if tapped), so an alert or a dialog closes the way it would
when dismissed: OK, or Cancel where Cancel is the default. A form without a default button
ignores them. Palm OS 3.5's own loop leaves these keys to the form, so an application that
wants the same on a device maps them in its form handlers (``CtlHitControl``).

A program that must block (the emulator inside an ``FrmAlert`` trap) runs the same object with
``System.run_modal(dialog, next_event)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from palm_os.controls import Control, ControlStyle, Field, ScrollBar, Title
from palm_os.events import Event, EventKind
from palm_os.form_drawing import field_lines
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_sdk.chars import chrCarriageReturn, chrEscape, chrLineFeed
from palm_sdk.keys import commandKeyMask, vchrPageDown, vchrPageUp

if TYPE_CHECKING:
    from palm_os.system import System

ResultCallback = Callable[[int], None]

HELP_FORM_ID = 0x7F20
HELP_FIELD_ID = 0x7F21
HELP_SCROLL_ID = 0x7F22
HELP_DONE_ID = 0x7F23

DEFAULT_BUTTON_KEYS = frozenset((chrLineFeed, chrCarriageReturn, chrEscape))
"""Keys that, left by the form, hit its default button."""


class ModalDialog:
    """``FrmDoDialog`` as a state of the event loop (see the module docstring).

    ``result`` is None until the dialog ends; ``results`` maps button ids to the reported values
    (alerts map their buttons to 0, 1, 2 ...).
    """

    def __init__(
        self,
        form: Form,
        on_result: ResultCallback | None = None,
        results: Mapping[int, int] | None = None,
    ) -> None:
        self.form = form
        self.on_result = on_result
        self.results = dict(results or {})
        self.result: int | None = None
        self.system: System | None = None

    @property
    def done(self) -> bool:
        return self.result is not None

    def start(self, system: System) -> None:
        """Show the form: ``frmOpenEvent`` to its handler (which may set controls), then draw it."""
        self.system = system
        open_event = Event.frm_open(self.form.form_id)
        if self.form.handler is None or not self.form.handler(open_event):
            self.form.draw()

    def handle_event(self, event: Event) -> bool:
        """One event of the dialog's loop; returns True (a modal dialog takes every event)."""
        if self.done:
            return False
        form = self.form
        if event.kind == EventKind.appStopEvent:
            self.finish(form.default_button)
            assert self.system is not None
            self.system.queue.add(event)
            return True
        if event.kind == EventKind.ctlSelectEvent and self._is_button(event.control_id):
            if form.handler is not None and form.handler(event):
                return True
            self.finish(event.control_id)
            return True
        taken = form.dispatch(event)
        if not taken and self._is_default_key(event):
            self.hit_default_button()
        return True

    @staticmethod
    def _is_default_key(event: Event) -> bool:
        return (
            event.kind == EventKind.keyDownEvent
            and event.chr in DEFAULT_BUTTON_KEYS
            and not event.modifiers & commandKeyMask
        )

    def hit_default_button(self) -> bool:
        """``CtlHitControl`` of the form's default button, if it has a usable one."""
        form = self.form
        for obj in form.objects:
            if isinstance(obj, Control) and obj.id == form.default_button and obj.usable:
                obj.hit()
                return True
        return False

    def _is_button(self, control_id: int) -> bool:
        for obj in self.form.objects:
            if isinstance(obj, Control) and obj.id == control_id:
                return obj.style == ControlStyle.buttonCtl
        return False

    def finish(self, button_id: int) -> None:
        """End the dialog with a button: restore the screen, report the result."""
        if self.done:
            return
        self.result = self.results.get(button_id, button_id)
        if self.form.visible:
            self.form.erase()
        if self.system is not None:
            self.system.end_modal(self)
        if self.on_result is not None:
            self.on_result(self.result)


def help_form(text: str) -> Form:
    """The ``FrmHelp`` dialog: "Tips", the text with a scroll bar, a Done button.

    The scroll bar scrolls the text, and so do the scroll buttons (``vchrPageUp``,
    ``vchrPageDown``): a page at a time, less one line kept in view.
    """
    fld = Field(HELP_FIELD_ID, Rect(4, 16, 140, 121), text=text)
    bar = ScrollBar(HELP_SCROLL_ID, Rect(148, 16, 6, 121))
    done = Control(HELP_DONE_ID, Rect(6, 142, 36, 12), label="Done")
    form = Form(
        HELP_FORM_ID,
        Rect(2, 2, 156, 156),
        objects=[Title("Tips"), fld, bar, done],
        modal=True,
        default_button=HELP_DONE_ID,
    )
    visible = fld.bounds.height // 11

    def show(top: int) -> None:
        fld.top_line = top
        form.set_field_text(HELP_FIELD_ID, fld.text)

    def handler(event: Event) -> bool:
        if event.kind == EventKind.frmOpenEvent:
            lines = field_lines(fld, form.live_window)
            bar.max_value = max(len(lines) - visible, 0)
            bar.page_size = visible
            form.draw()
            return True
        if event.kind == EventKind.sclRepeatEvent:
            show(event.selection)
            return False
        if event.kind == EventKind.keyDownEvent and event.chr in (vchrPageUp, vchrPageDown):
            step = max(visible - 1, 1) * (-1 if event.chr == vchrPageUp else 1)
            top = max(bar.min_value, min(bar.value + step, bar.max_value))
            if top != bar.value:
                bar.value = top
                show(top)
                form.draw_object(form.objects.index(bar))
            return True
        return False

    form.set_event_handler(handler)
    return form
