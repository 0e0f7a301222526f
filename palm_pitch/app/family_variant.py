"""Game > Variant: choosing the game to play among the family's variants (``VariantForm``).

The list offers the Palm game (played with the house rules of Preferences) and every other
variant of 2 to 6 players in ``palm-pitch variants``' order, each row its name and the start of its
description; under it, the variant chosen in the list is described: what it is, its players and
teams, its cards and points, its target. Play starts a new game of it (the app asks first when a
game is in progress); Cancel, or Esc, keeps the game on the table. The scroll buttons move the
choice.
"""

from __future__ import annotations

from collections.abc import Callable

from palm_os.application import Application, gadget_handler
from palm_os.controls import Gadget
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_os.window import Window
from palm_pitch.app import ids
from palm_pitch.app.family_dialogs import info_text
from palm_pitch.app.family_texts import FamilyTexts
from palm_pitch.family.rules import FamilyRules
from palm_pitch.family.variants import all_variants
from palm_pitch.rules import all_rulesets
from palm_sdk.chars import chrEscape
from palm_sdk.keys import vchrPageDown, vchrPageUp

PALM = "palm"
"""The Palm game: played by the Palm engine with the house rules of Preferences."""

SEATS = range(2, 7)
"""The table sizes the screen has tables for."""


def offered_variants() -> tuple[FamilyRules, ...]:
    """The games Game > Variant offers: the Palm game, then every variant of 2 to 6 players that is
    not one of the Palm game's house rules (those are chosen in Preferences)."""
    palm_rules = {ruleset.name for ruleset in all_rulesets()}
    return tuple(rules for rules in all_variants()
                 if rules.name == PALM or (rules.name not in palm_rules and rules.players in SEATS))


class VariantDialog:
    """Shows ``VariantForm`` (see the module docstring)."""

    def __init__(self, app: Application, texts: FamilyTexts) -> None:
        self.app = app
        self.texts = texts
        self.variants = offered_variants()
        self.names = [rules.name for rules in self.variants]
        self.current = 0
        self.on_choose: Callable[[str], None] | None = None
        self._chosen: str | None = None
        app.set_form_handler(ids.VariantForm, self.handle_event)
        app.set_gadget_handler(ids.VariantForm, ids.VariantInfoGadget, gadget_handler(draw=self.draw_info))

    def open(self, current: str, on_choose: Callable[[str], None]) -> None:
        """The dialog on the variant named ``current``; ``on_choose(name)`` when Play is tapped."""
        self.current = self.names.index(current) if current in self.names else 0
        self.on_choose = on_choose
        self._chosen = None
        self.app.do_dialog(ids.VariantForm, self._result)

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == ids.VariantForm else None

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is None:
            return False
        if event.kind == EventKind.frmOpenEvent:
            choices = form.list_object(ids.VariantList)
            choices.set_choices(self.names)
            choices.set_draw_function(self.draw_row)
            choices.set_selection(self.current)
            form.draw()
            return True
        if event.kind == EventKind.lstSelectEvent and event.list_id == ids.VariantList:
            self.current = event.selection
            form.draw_object(form.get_object_index(ids.VariantInfoGadget))
            return False
        if event.kind == EventKind.ctlSelectEvent and event.control_id == ids.VariantPlayButton:
            self._chosen = self.names[self.current]
            return False
        if event.kind == EventKind.keyDownEvent:
            if event.chr == chrEscape:
                form.control(ids.VariantCancelButton).hit()
                return True
            if event.chr in (vchrPageUp, vchrPageDown):
                step = -1 if event.chr == vchrPageUp else 1
                self.current = min(max(self.current + step, 0), len(self.names) - 1)
                form.list_object(ids.VariantList).set_selection(self.current)
                form.draw_object(form.get_object_index(ids.VariantList))
                form.draw_object(form.get_object_index(ids.VariantInfoGadget))
                return True
        return False

    def _result(self, button: int) -> None:
        chosen, self._chosen = self._chosen, None
        if button == ids.VariantPlayButton and chosen is not None and self.on_choose is not None:
            self.on_choose(chosen)

    def draw_row(self, index: int, bounds: Rect, items: list[str], window: Window) -> None:
        """A row of the list: the variant's name, then as much of its description as fits."""
        rules = self.variants[index]
        name = items[index]
        window.push_draw_state()
        window.set_font(FontID.boldFont)
        width = window.draw_chars(name, bounds.x + 1, bounds.y)
        window.set_font(FontID.stdFont)
        room = bounds.width - width - 5
        if room > 10:
            window.draw_truncated_chars(rules.description, bounds.x + width + 4, bounds.y, room)
        window.pop_draw_state()

    def draw_info(self, gadget: Gadget, window: Window) -> None:
        """What the variant chosen in the list is."""
        bounds = gadget.bounds
        window.erase_rectangle(bounds)
        window.push_draw_state()
        window.set_font(FontID.stdFont)
        height = window.font.line_height
        rows = bounds.height // height
        lines: list[str] = []
        for paragraph in info_text(self.variants[self.current], self.texts).split("\n"):
            lines += window.font.wrap(paragraph, bounds.width)
        window.draw_line(bounds.x, bounds.y, bounds.x + bounds.width - 1, bounds.y)
        for row, line in enumerate(lines[: rows]):
            window.draw_chars(line, bounds.x, bounds.y + 2 + row * height)
        window.pop_draw_state()
