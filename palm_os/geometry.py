"""Rectangles and points, shaped like Palm OS ``RectangleType`` and the ``Rct*`` calls.

A ``Rect`` is ``(x, y, width, height)`` in pixels, exactly ``RectangleType {topLeft, extent}``: the
rectangle covers columns ``x .. x + width - 1`` and rows ``y .. y + height - 1``.

>>> r = Rect(10, 20, 30, 12)
>>> r.right, r.bottom
(40, 32)
>>> r.contains(39, 31), r.contains(40, 31)
(True, False)
>>> r.intersection(Rect(0, 0, 15, 25))
Rect(x=10, y=20, width=5, height=5)
"""

from __future__ import annotations

from typing import NamedTuple

from palm_sdk.screen import SCREEN_HEIGHT as SCREEN_HEIGHT
from palm_sdk.screen import SCREEN_WIDTH as SCREEN_WIDTH


class Point(NamedTuple):
    """``PointType``: a pixel position."""

    x: int
    y: int


class Rect(NamedTuple):
    """``RectangleType``: top-left corner and extent. Empty when width or height is <= 0."""

    x: int
    y: int
    width: int
    height: int

    @property
    def right(self) -> int:
        """First column to the right of the rectangle (``x + width``)."""
        return self.x + self.width

    @property
    def bottom(self) -> int:
        """First row below the rectangle (``y + height``)."""
        return self.y + self.height

    @property
    def empty(self) -> bool:
        return self.width <= 0 or self.height <= 0

    def contains(self, x: int, y: int) -> bool:
        """``RctPtInRectangle``: is the pixel (x, y) inside?"""
        return self.x <= x < self.x + self.width and self.y <= y < self.y + self.height

    def intersection(self, other: Rect) -> Rect:
        """``RctGetIntersection``; an empty result has zero width and height."""
        x0 = max(self.x, other.x)
        y0 = max(self.y, other.y)
        x1 = min(self.right, other.right)
        y1 = min(self.bottom, other.bottom)
        if x1 <= x0 or y1 <= y0:
            return Rect(x0, y0, 0, 0)
        return Rect(x0, y0, x1 - x0, y1 - y0)

    def union(self, other: Rect) -> Rect:
        """The smallest rectangle holding both (an empty rectangle adds nothing)."""
        if self.empty:
            return other
        if other.empty:
            return self
        x0 = min(self.x, other.x)
        y0 = min(self.y, other.y)
        return Rect(x0, y0, max(self.right, other.right) - x0, max(self.bottom, other.bottom) - y0)

    def inset(self, dx: int, dy: int | None = None) -> Rect:
        """``RctInsetRectangle``: shrink by ``dx`` (and ``dy``) on every side; negative grows."""
        dy = dx if dy is None else dy
        return Rect(self.x + dx, self.y + dy, self.width - 2 * dx, self.height - 2 * dy)

    def offset(self, dx: int, dy: int) -> Rect:
        """``RctOffsetRectangle``: the same rectangle moved by (dx, dy)."""
        return Rect(self.x + dx, self.y + dy, self.width, self.height)


SCREEN_RECT = Rect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT)
