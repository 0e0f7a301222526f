"""The Insertion Point Manager (``InsPoint.h``): where the blinking caret is, how high, whether on.

Palm OS keeps one insertion point for the whole system; the Field Manager moves it, and a program
may too (``InsPtSetLocation``, ``InsPtSetHeight``, ``InsPtEnable``). This model keeps its state -
location in window coordinates, height (that of the standard font's lines, 11, until set), and
whether it is enabled - and answers the queries; the screen model draws no caret, so enabling it
changes no pixel and ``InsPtCheckBlink`` has nothing to blink. A negative height is reported and
ignored.
"""

from __future__ import annotations

from emulator.traps import Manager, trap

DEFAULT_HEIGHT = 11  # the standard font's line height


class InsertionPointTraps(Manager):
    """``InsPoint.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.x = self.y = 0
        self.height = DEFAULT_HEIGHT
        self.enabled = False

    @trap("InsPtInitialize")
    def InsPtInitialize(self) -> None:
        """void InsPtInitialize(void)"""
        self.x = self.y = 0
        self.height = DEFAULT_HEIGHT
        self.enabled = False

    @trap("InsPtSetLocation")
    def InsPtSetLocation(self, x: int, y: int) -> None:
        """void InsPtSetLocation(const Int16 x, const Int16 y)"""
        self.x, self.y = x, y

    @trap("InsPtGetLocation")
    def InsPtGetLocation(self, x: int, y: int) -> None:
        """void InsPtGetLocation(Int16 *x, Int16 *y)"""
        if x:
            self.mem.put_u16(x, self.x & 0xFFFF)
        if y:
            self.mem.put_u16(y, self.y & 0xFFFF)

    @trap("InsPtEnable")
    def InsPtEnable(self, enableIt: int) -> None:
        """void InsPtEnable(Boolean enableIt)"""
        self.enabled = bool(enableIt)

    @trap("InsPtEnabled")
    def InsPtEnabled(self) -> int:
        """Boolean InsPtEnabled(void)"""
        return int(self.enabled)

    @trap("InsPtSetHeight")
    def InsPtSetHeight(self, height: int) -> None:
        """void InsPtSetHeight(const Int16 height)"""
        if height < 0:
            self.kernel.report("bad-parameter", f"InsPtSetHeight({height}): a negative height")
            return
        self.height = height

    @trap("InsPtGetHeight")
    def InsPtGetHeight(self) -> int:
        """Int16 InsPtGetHeight(void)"""
        return self.height

    @trap("InsPtCheckBlink")
    def InsPtCheckBlink(self) -> None:
        """void InsPtCheckBlink(void)  (no caret is drawn: nothing to blink)"""


MANAGER = InsertionPointTraps
