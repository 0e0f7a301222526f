"""Rectangle utilities (``Rect.h``): ``RctSetRectangle``, ``RctPtInRectangle`` and friends.

A ``RectangleType`` is ``topLeft`` then ``extent``, four signed 16-bit ``Coord``s. A point is in
a rectangle when ``left <= x < left + width`` and ``top <= y < top + height`` (an empty
rectangle holds no point); two rectangles that do not overlap intersect in one of no extent.
"""

from __future__ import annotations

import struct

from emulator.traps import Manager, trap

RECT = struct.Struct(">hhhh")  # RectangleType: topLeft.x, topLeft.y, extent.x, extent.y


def _coord(value: int) -> int:
    """A Coord stored back: wrapped to 16 bits as the 68000 would."""
    return (value + 0x8000) % 0x10000 - 0x8000


class RectTraps(Manager):
    """``Rect.h``: see the module docstring."""

    def read_rect(self, rP: int) -> tuple[int, int, int, int]:
        left, top, width, height = RECT.unpack(self.mem.read(rP, RECT.size))
        return left, top, width, height

    def write_rect(self, rP: int, left: int, top: int, width: int, height: int) -> None:
        self.mem.write(rP, RECT.pack(*(_coord(v) for v in (left, top, width, height))))

    @trap("RctSetRectangle")
    def RctSetRectangle(self, rP: int, left: int, top: int, width: int, height: int) -> None:
        """void RctSetRectangle(RectangleType *rP, Coord left, Coord top, Coord width, Coord height)"""
        self.write_rect(rP, left, top, width, height)

    @trap("RctCopyRectangle")
    def RctCopyRectangle(self, srcRectP: int, dstRectP: int) -> None:
        """void RctCopyRectangle(const RectangleType *srcRectP, RectangleType *dstRectP)"""
        self.write_rect(dstRectP, *self.read_rect(srcRectP))

    @trap("RctInsetRectangle")
    def RctInsetRectangle(self, rP: int, insetAmt: int) -> None:
        """void RctInsetRectangle(RectangleType *rP, Coord insetAmt)"""
        left, top, width, height = self.read_rect(rP)
        self.write_rect(rP, left + insetAmt, top + insetAmt, width - 2 * insetAmt, height - 2 * insetAmt)

    @trap("RctOffsetRectangle")
    def RctOffsetRectangle(self, rP: int, deltaX: int, deltaY: int) -> None:
        """void RctOffsetRectangle(RectangleType *rP, Coord deltaX, Coord deltaY)"""
        left, top, width, height = self.read_rect(rP)
        self.write_rect(rP, left + deltaX, top + deltaY, width, height)

    @trap("RctPtInRectangle")
    def RctPtInRectangle(self, x: int, y: int, rP: int) -> int:
        """Boolean RctPtInRectangle(Coord x, Coord y, const RectangleType *rP)"""
        left, top, width, height = self.read_rect(rP)
        return int(left <= x < left + width and top <= y < top + height)

    @trap("RctGetIntersection")
    def RctGetIntersection(self, r1P: int, r2P: int, r3P: int) -> None:
        """void RctGetIntersection(const RectangleType *r1P, const RectangleType *r2P, RectangleType *r3P)"""
        l1, t1, w1, h1 = self.read_rect(r1P)
        l2, t2, w2, h2 = self.read_rect(r2P)
        left, top = max(l1, l2), max(t1, t2)
        right, bottom = min(l1 + w1, l2 + w2), min(t1 + h1, t2 + h2)
        if right <= left or bottom <= top:
            self.write_rect(r3P, left, top, 0, 0)
        else:
            self.write_rect(r3P, left, top, right - left, bottom - top)


MANAGER = RectTraps
