"""The Rules dialog: the rules of Pitch (the ``RulesString`` resource) in a scrolling field.

The scroll bar's arrows and track scroll the text, as do the scroll buttons (page up and down)
and, for a keyboard, the space bar; Done or Enter closes it.

May import: the standard library, ``palm_sdk``, ``palm_pitch.ui`` and ``palm_pitch.app.ids``, ``scrolling``.
"""

from __future__ import annotations

from types import MappingProxyType

from palm_pitch.app import ids
from palm_pitch.app.scrolling import ScrollingDialog
from palm_pitch.ui.form_drawing import field_lines
from palm_pitch.ui.forms import Form
from palm_sdk.keys import vchrPageDown, vchrPageUp


class RulesDialog(ScrollingDialog):
    """Shows ``RulesForm``."""

    form_id = ids.RulesForm
    scroll_bar_id = ids.RulesScrollBar
    done_button_id = ids.RulesDoneButton
    page_keys = MappingProxyType({vchrPageUp: -1, vchrPageDown: 1, 0x20: 1})  # space: a page down

    def open(self) -> None:
        self.app.do_dialog(ids.RulesForm)

    def _visible(self, form: Form) -> int:
        field = form.field_object(ids.RulesField)
        return field.bounds.height // form.live_window.fonts[field.font].line_height

    def prepare(self, form: Form) -> None:
        field = form.field_object(ids.RulesField)
        field.text = self.app.system.string(ids.RulesString)
        bar = form.scroll_bar(ids.RulesScrollBar)
        visible = self._visible(form)
        bar.page_size = visible
        bar.max_value = max(len(field_lines(field, form.live_window)) - visible, 0)

    def scroll_content(self, form: Form, top: int) -> None:
        """Scroll the text so that line ``top`` is the first shown."""
        field = form.field_object(ids.RulesField)
        field.top_line = top
        form.set_field_text(ids.RulesField, field.text)
