"""The UI colour table (``UIColor.h``): which colour each part of the user interface uses.

Each entry of ``UIColorTableEntries`` holds an RGB colour (:data:`palm_sdk.colors.DEFAULT_UI_COLORS`:
black on white, as a one-bit screen shows it); ``UIColorGetTableEntryIndex`` is its index in
the screen's palette: on a one-bit screen 0 is white and 1 black, on a grey screen of ``depth``
bits index ``2**depth - 1`` is black (the darker a colour, the higher its index).
``UIColorSetTableEntry`` changes an entry, ``UIColorPushTable``/``UIColorPopTable`` save and
restore the whole table.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_sdk.colors import DEFAULT_UI_COLORS, UI_COLOR_ENTRIES_40, UIColorTableEntries
from palm_sdk.errors import sysErrParamErr

MAX_PUSHED = 16


def grey_index(rgb: tuple[int, int, int], depth: int) -> int:
    """The index of the grey nearest ``rgb`` on a screen of ``depth`` bits (1, 2 or 4).

    >>> grey_index((0, 0, 0), 1), grey_index((255, 255, 255), 1), grey_index((128, 128, 128), 2)
    (1, 0, 1)
    """
    levels = (1 << depth) - 1
    luma = (299 * rgb[0] + 587 * rgb[1] + 114 * rgb[2]) // 1000
    return levels - (luma * levels + 127) // 255


class UIColorTraps(Manager):
    """``UIColor.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.table = dict(DEFAULT_UI_COLORS)
        self.pushed: list[dict[UIColorTableEntries, tuple[int, int, int]]] = []

    def depth(self) -> int:
        return int(getattr(self.kernel.ui.system.screen, "depth", 1))

    def index_of(self, rgb: tuple[int, int, int]) -> int:
        """The palette index of a colour on the screen (see :func:`grey_index`)."""
        depth = self.depth()
        palette = getattr(self.kernel.ui, "palette_index", None)
        if palette is not None and depth >= 8:
            return int(palette(rgb))
        return grey_index(rgb, min(depth, 4))

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
