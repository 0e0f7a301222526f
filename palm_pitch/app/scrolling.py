"""A modal dialog whose content scrolls with a scroll bar: the Rules and the Score History.

Both behave alike, as Palm scrolling dialogs do: the scroll bar's arrows and track move the
content (``sclRepeatEvent``), the scroll buttons (page up and down) move it a page less one line
and move the bar with it, and Enter closes the dialog as its Done/OK button would. A subclass
names its form, scroll bar and button, sets the bar up when the form opens (:meth:`prepare`) and
draws the content from a given first line (:meth:`scroll_content`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

from palm_os.application import Application
from palm_os.events import Event, EventKind
from palm_os.forms import Form
from palm_sdk.chars import chrCarriageReturn, chrLineFeed
from palm_sdk.keys import vchrPageDown, vchrPageUp


class ScrollingDialog:
    """The event handling of a modal form with a scroll bar (see the module docstring)."""

    form_id: int
    scroll_bar_id: int
    done_button_id: int
    page_keys: ClassVar[Mapping[int, int]] = MappingProxyType({vchrPageUp: -1, vchrPageDown: 1})
    """Key characters that scroll, and the direction of each."""

    def __init__(self, app: Application) -> None:
        self.app = app
        app.set_form_handler(self.form_id, self.handle_event)

    def prepare(self, form: Form) -> None:
        """Set the scroll bar (and the content) up as the form opens, before it is drawn."""
        raise NotImplementedError

    def scroll_content(self, form: Form, top: int) -> None:
        """Show the content from line (or row) ``top``, already within the bar's range."""
        raise NotImplementedError

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == self.form_id else None

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is None:
            return False
        if event.kind == EventKind.frmOpenEvent:
            self.prepare(form)
            form.draw()
            return True
        if event.kind == EventKind.sclRepeatEvent and event.control_id == self.scroll_bar_id:
            self.scroll_to(form, event.selection, move_bar=False)
            return False  # the scroll bar keeps tracking the pen
        if event.kind == EventKind.keyDownEvent:
            if event.chr in (chrLineFeed, chrCarriageReturn):
                self.app.system.modal[-1].finish(self.done_button_id)
                return True
            step = self.page_keys.get(event.chr)
            if step is not None:
                bar = form.scroll_bar(self.scroll_bar_id)
                self.scroll_to(form, bar.value + step * max(bar.page_size - 1, 1), move_bar=True)
                return True
        return False

    def scroll_to(self, form: Form, top: int, move_bar: bool) -> None:
        """Show the content from ``top`` (clamped to the bar's range); with ``move_bar``, move the
        bar there too (the bar moves itself when the pen drives it)."""
        bar = form.scroll_bar(self.scroll_bar_id)
        top = max(bar.min_value, min(top, bar.max_value))
        self.scroll_content(form, top)
        if move_bar and bar.value != top:
            bar.value = top
            form.draw_object(form.get_object_index(self.scroll_bar_id))
