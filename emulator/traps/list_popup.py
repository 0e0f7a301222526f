"""``LstPopupList``: a list popped up by the application, modal until the user picks or dismisses.

``Int16 LstPopupList(ListType *listP)`` (Palm OS SDK Reference, Lists): "Display a modal window
that contains the items in the list", saving the bits under it; the result is the item the
user selected, or ``noListSelection`` (-1) if none was (a tap outside the list dismisses it), and
the list's selection becomes that item. Here, as a popup trigger's list pops up in
:mod:`palm_os.form_events`: the list moves up if it would run off the screen, the selection is
scrolled into view and inverted, the item under the pen is highlighted, the arrows scroll a page,
the pen lifted on an item chooses it, a tap outside or Esc (``chrEscape``) dismisses it. The
trap waits for input as ``EvtGetEvent`` does; ``appStopEvent`` dismisses the list and is left in
the queue for the application's loop.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_os.controls import ListObject
from palm_os.events import Event, EventKind
from palm_os.form_drawing import draw_list, list_arrow_at, list_item_at, list_visible_items
from palm_os.form_events import popup_on_screen
from palm_os.shapes import frames_rectangle
from palm_os.window import FrameType
from palm_sdk.chars import chrEscape
from palm_sdk.controls import noListSelection


class ListPopupTraps(Manager):
    """See the module docstring."""

    @trap("LstPopupList")
    def LstPopupList(self, listP: int) -> int:
        """Int16 LstPopupList(ListType *listP)"""
        lists = self.kernel.managers["ListTraps"]
        lst: ListObject | None = lists._object(listP, ListObject, "LstPopupList")  # type: ignore[attr-defined]
        if lst is None:
            return noListSelection
        form = lst.live_form
        window = form.live_window
        lst.bounds = popup_on_screen(lst.bounds, window)
        saved = window.save_bits(frames_rectangle(FrameType.simpleFrame, lst.bounds))
        visible = list_visible_items(lst, window)
        if lst.selection != noListSelection and not lst.top_item <= lst.selection < lst.top_item + visible:
            lst.top_item = max(0, min(lst.selection, len(lst.items) - visible))
        lst.popped_up, lst.highlighted = True, noListSelection
        draw_list(lst, window)
        chosen = noListSelection
        try:
            chosen = self._track(lst, form.bounds.x, form.bounds.y)
        finally:
            lst.popped_up, lst.highlighted = False, noListSelection
            window.restore_bits(saved)
        if chosen != noListSelection:
            lst.selection = chosen
        return chosen

    def _track(self, lst: ListObject, left: int, top: int) -> int:
        """The modal loop: the item chosen, or ``noListSelection``."""
        ui = self.kernel.ui
        window = lst.live_form.live_window
        while True:
            event = ui.next_event()
            if event.kind == EventKind.appStopEvent:
                ui.system.events.add_event(Event.app_stop())  # for the application's own loop
                return noListSelection
            if event.kind == EventKind.keyDownEvent and event.chr == chrEscape:
                return noListSelection
            if not event.is_pen():
                continue
            x, y = event.screen_x - left, event.screen_y - top
            if event.kind == EventKind.penDownEvent:
                arrow = list_arrow_at(lst, x, y, window)
                if arrow:
                    shown = list_visible_items(lst, window)
                    page = lst.top_item + arrow * max(shown - 1, 1)
                    lst.top_item = max(0, min(page, max(len(lst.items) - shown, 0)))
                    draw_list(lst, window)
                    continue
                if not lst.bounds.contains(x, y):
                    return noListSelection
            item = list_item_at(lst, x, y, window)
            if item != lst.highlighted:
                lst.highlighted = item
                draw_list(lst, window)
            if event.kind == EventKind.penUpEvent and item != noListSelection:
                return item


MANAGER = ListPopupTraps
