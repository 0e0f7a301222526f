"""A list's height in items: ``LstSetHeight`` and ``LstGetVisibleItems``.

As the Palm OS Reference describes them (``List.h``): ``LstSetHeight(listP, visibleItems)`` makes
the list ``visibleItems`` items tall - its bounds' height becomes that many lines of the list's
font - and does not draw it again; ``LstGetVisibleItems(listP)`` is the number of items the list
shows, its height in lines of its font. The new height is written to the ``ListType`` too
(``bounds.extent.y``), where an application may read it.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_os.controls import ListObject
from palm_sdk.structs import ListType

LIST_HEIGHT = ListType.offset("bounds.extent.y")


class ListHeightTraps(Manager):
    """``LstSetHeight``, ``LstGetVisibleItems``: see the module docstring."""

    def _list(self, listP: int, what: str) -> ListObject | None:
        lists = self.kernel.managers["ListTraps"]
        return lists._object(listP, ListObject, what)  # type: ignore[attr-defined,no-any-return]

    @trap("LstSetHeight")
    def LstSetHeight(self, listP: int, visibleItems: int) -> None:
        """void LstSetHeight(ListType *listP, Int16 visibleItems)  (not drawn again)"""
        lst = self._list(listP, "LstSetHeight")
        if lst is None:
            return
        if visibleItems < 0:
            self.kernel.report("bad-parameter", f"LstSetHeight with {visibleItems} visible items")
            return
        window = lst.live_form.live_window
        height = visibleItems * window.fonts[lst.font].line_height
        lst.bounds = lst.bounds._replace(height=height)
        self.mem.put_u16(listP + LIST_HEIGHT, height)

    @trap("LstGetVisibleItems")
    def LstGetVisibleItems(self, listP: int) -> int:
        """Int16 LstGetVisibleItems(const ListType *listP)"""
        lst = self._list(listP, "LstGetVisibleItems")
        if lst is None:
            return 0
        return lst.bounds.height // lst.live_form.live_window.fonts[lst.font].line_height


MANAGER = ListHeightTraps
