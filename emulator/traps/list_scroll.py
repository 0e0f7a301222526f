"""``LstScrollList``: a list scrolled by a number of items, up or down, and drawn again.

As Palm OS's ``List.c`` does, the list's top item moves by ``itemCount`` toward the first or
the last item, never above the first nor so far that fewer items than fit are left shown; the
result says whether it moved. A list that is drawn (visible) is drawn again.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_os.controls import ListObject
from palm_os.form_drawing import list_visible_items
from palm_sdk.window import WinDirection


class ListScrollTraps(Manager):
    """``List.h`` scrolling: see the module docstring."""

    @trap("LstScrollList")
    def LstScrollList(self, listP: int, direction: int, itemCount: int) -> int:
        """Boolean LstScrollList(ListType *listP, WinDirectionType direction, Int16 itemCount)"""
        lists = self.kernel.managers["ListTraps"]
        lst: ListObject | None = lists._object(listP, ListObject, "LstScrollList")  # type: ignore[attr-defined]
        if lst is None or itemCount <= 0:
            return 0
        visible = list_visible_items(lst, lst.live_form.live_window)
        last_top = max(lst.number_of_items - visible, 0)
        if direction == WinDirection.winUp:
            top = max(lst.top_item - itemCount, 0)
        elif direction == WinDirection.winDown:
            top = min(lst.top_item + itemCount, last_top)
        else:
            self.kernel.report("bad-parameter", f"LstScrollList direction {direction} (winUp or winDown)")
            return 0
        if top == lst.top_item:
            return 0
        lst.top_item = top
        if lst.visible:
            lst.draw()
        return 1


MANAGER = ListScrollTraps
