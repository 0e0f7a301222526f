"""The Rules dialog: the rules of Pitch (the ``RulesString`` resource) in a scrolling field.

The scroll bar's arrows and track scroll the text, as do the scroll buttons (page up and down)
and, for a keyboard, the space bar; Done or Enter closes it.

May import: the standard library, ``palm_pitch.ui`` and ``palm_pitch.app.ids``.
"""

from __future__ import annotations

from palm_pitch.app import ids
from palm_pitch.ui.application import Application
from palm_pitch.ui.controls import field_lines
from palm_pitch.ui.events import Event, EventKind, chrCarriageReturn, chrLineFeed, vchrPageDown, vchrPageUp
from palm_pitch.ui.forms import Form


class RulesDialog:
    """Shows ``RulesForm``."""

    def __init__(self, app: Application) -> None:
        self.app = app
        app.set_form_handler(ids.RulesForm, self.handle_event)

    def open(self) -> None:
        self.app.do_dialog(ids.RulesForm)

    def _form(self) -> Form:
        return self.app.system.modal[-1].form

    def _visible(self, form: Form) -> int:
        field = form.field_object(ids.RulesField)
        return field.bounds.height // form.live_window.fonts[field.font].line_height

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if event.kind == EventKind.frmOpenEvent:
            field = form.field_object(ids.RulesField)
            field.text = self.app.system.string(ids.RulesString)
            bar = form.scroll_bar(ids.RulesScrollBar)
            visible = self._visible(form)
            bar.page_size = visible
            bar.max_value = max(len(field_lines(field, form.live_window)) - visible, 0)
            form.draw()
            return True
        if event.kind == EventKind.sclRepeatEvent and event.control_id == ids.RulesScrollBar:
            self._show(form, event.selection, move_bar=False)
            return False
        if event.kind == EventKind.keyDownEvent:
            if event.chr in (chrLineFeed, chrCarriageReturn):
                self.app.system.modal[-1].finish(ids.RulesDoneButton)
                return True
            step = {vchrPageUp: -1, vchrPageDown: 1, 0x20: 1}.get(event.chr)
            if step is not None:
                bar = form.scroll_bar(ids.RulesScrollBar)
                self._show(form, bar.value + step * max(bar.page_size - 1, 1), move_bar=True)
                return True
        return False

    def _show(self, form: Form, top: int, move_bar: bool) -> None:
        """Scroll the text so that line ``top`` is the first shown."""
        bar = form.scroll_bar(ids.RulesScrollBar)
        top = max(bar.min_value, min(top, bar.max_value))
        field = form.field_object(ids.RulesField)
        field.top_line = top
        form.set_field_text(ids.RulesField, field.text)
        if move_bar and bar.value != top:
            bar.value = top
            form.draw_object(form.get_object_index(ids.RulesScrollBar))
