"""The Rules and the Keyboard: a packed text in a scrolling field (Options > Rules, Keyboard).

The scroll bar's arrows and track scroll the text, as do the scroll buttons (page up and down)
and, for a keyboard, the space bar; Done or Enter closes it. ``RulesForm`` shows ``RulesText``
(the rules and how to play), ``KeysForm`` shows ``KeyboardText`` (every key the app takes): ``TxtC``
resources, unpacked when the dialog opens.
"""

from __future__ import annotations

from types import MappingProxyType

from palm_os.application import Application
from palm_os.compiled import CompiledResources
from palm_os.form_drawing import field_lines
from palm_os.forms import Form
from palm_pitch.app import ids
from palm_pitch.app.scrolling import ScrollingDialog
from palm_sdk.keys import vchrPageDown, vchrPageUp


class TextDialog(ScrollingDialog):
    """A modal form with a text field, its scroll bar and a Done button, showing one packed text."""

    field_id: int
    text_id: int
    page_keys = MappingProxyType({vchrPageUp: -1, vchrPageDown: 1, 0x20: 1})  # space: a page down

    def __init__(self, app: Application, resources: CompiledResources) -> None:
        super().__init__(app)
        self.resources = resources

    def open(self) -> None:
        self.app.do_dialog(self.form_id)

    def _visible(self, form: Form) -> int:
        field = form.field_object(self.field_id)
        return field.bounds.height // form.live_window.fonts[field.font].line_height

    def text(self) -> str:
        """The text shown: the packed text ``text_id``."""
        return self.resources.packed_text(self.text_id)

    def prepare(self, form: Form) -> None:
        field = form.field_object(self.field_id)
        field.text = self.text()
        bar = form.scroll_bar(self.scroll_bar_id)
        visible = self._visible(form)
        bar.page_size = visible
        bar.max_value = max(len(field_lines(field, form.live_window)) - visible, 0)

    def scroll_content(self, form: Form, top: int) -> None:
        """Scroll the text so that line ``top`` is the first shown."""
        field = form.field_object(self.field_id)
        field.top_line = top
        form.set_field_text(self.field_id, field.text)


class RulesDialog(TextDialog):
    """Shows ``RulesForm``."""

    form_id = ids.RulesForm
    field_id = ids.RulesField
    scroll_bar_id = ids.RulesScrollBar
    done_button_id = ids.RulesDoneButton
    text_id = ids.RulesText


class KeysDialog(TextDialog):
    """Shows ``KeysForm``."""

    form_id = ids.KeysForm
    field_id = ids.KeysField
    scroll_bar_id = ids.KeysScrollBar
    done_button_id = ids.KeysDoneButton
    text_id = ids.KeyboardText
