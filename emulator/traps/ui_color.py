"""The UI colour table (``UIColor.h``): which colour each part of the user interface uses.

Each entry of ``UIColorTableEntries`` holds an RGB colour (:data:`palm_sdk.colors.DEFAULT_UI_COLORS`:
black on white, as a one-bit screen shows it); ``UIColorGetTableEntryIndex`` is the index of
the nearest colour of the screen's colour table (:mod:`palm_os.colors`): on a one-bit screen 0
is white and 1 black, on a grey screen of ``depth`` bits black is ``2**depth - 1``, on an 8- or
16-bit screen 255.
``UIColorSetTableEntry`` changes an entry, ``UIColorPushTable``/``UIColorPopTable`` save and
restore the whole table.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_os.colors import nearest_index
from palm_sdk.colors import DEFAULT_UI_COLORS, UI_COLOR_ENTRIES_40, UIColorTableEntries
from palm_sdk.errors import sysErrParamErr

MAX_PUSHED = 16


class UIColorTraps(Manager):
    """``UIColor.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.table = dict(DEFAULT_UI_COLORS)
        self.pushed: list[dict[UIColorTableEntries, tuple[int, int, int]]] = []

    def index_of(self, rgb: tuple[int, int, int]) -> int:
        """The index of the colour nearest ``rgb`` in the screen's colour table."""
        framebuffer = self.kernel.ui.system.screen.framebuffer
        return nearest_index(tuple(framebuffer.colors[: 1 << min(framebuffer.depth, 8)]), rgb)

    def _entry(self, which: int, what: str) -> UIColorTableEntries | None:
        if not 0 <= which < UI_COLOR_ENTRIES_40:
            last = UI_COLOR_ENTRIES_40 - 1
            self.kernel.report("bad-parameter", f"{what}({which}): no such UI colour (0..{last})")
            return None
        return UIColorTableEntries(which)

    @trap("UIColorGetTableEntryIndex")
    def UIColorGetTableEntryIndex(self, which: int) -> int:
        """IndexedColorType UIColorGetTableEntryIndex(UIColorTableEntries which)"""
        entry = self._entry(which, "UIColorGetTableEntryIndex")
        return self.index_of(self.table[entry]) if entry is not None else 0

    @trap("UIColorGetTableEntryRGB")
    def UIColorGetTableEntryRGB(self, which: int, rgbP: int) -> None:
        """void UIColorGetTableEntryRGB(UIColorTableEntries which, RGBColorType *rgbP)"""
        entry = self._entry(which, "UIColorGetTableEntryRGB")
        if entry is not None:
            rgb = self.table[entry]
            self.mem.write(rgbP, bytes((self.index_of(rgb), *rgb)))

    @trap("UIColorSetTableEntry")
    def UIColorSetTableEntry(self, which: int, rgbP: int) -> int:
        """Err UIColorSetTableEntry(UIColorTableEntries which, const RGBColorType *rgbP)"""
        entry = self._entry(which, "UIColorSetTableEntry")
        if entry is None:
            return sysErrParamErr
        _, r, g, b = self.mem.read(rgbP, 4)
        self.table[entry] = (r, g, b)
        return 0

    @trap("UIColorPushTable")
    def UIColorPushTable(self) -> int:
        """Err UIColorPushTable(void)"""
        if len(self.pushed) >= MAX_PUSHED:
            self.kernel.report("bad-parameter", f"UIColorPushTable: more than {MAX_PUSHED} tables pushed")
            return sysErrParamErr
        self.pushed.append(dict(self.table))
        return 0

    @trap("UIColorPopTable")
    def UIColorPopTable(self) -> int:
        """Err UIColorPopTable(void)"""
        if not self.pushed:
            self.kernel.report("bad-parameter", "UIColorPopTable without UIColorPushTable")
            return sysErrParamErr
        self.table = self.pushed.pop()
        return 0


MANAGER = UIColorTraps
