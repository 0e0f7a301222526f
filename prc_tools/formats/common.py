"""Small Palm OS value types shared by the resource formats: rectangles, points, font ids.

``RectangleType`` and ``PointType`` are laid out as in SDK35 ``Core/System/Rect.h``:
``{Coord x, y}`` topLeft then ``{Coord x, y}`` extent, each ``Coord`` a big-endian Int16.
Font ids are SDK35 ``Core/UI/Font.h`` ``enum FontID`` (1 byte in resources, PILRC ``b``),
``palm_sdk``'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import construct as c

from palm_sdk.fonts import FontID as FontID

# SDK35 Rect.h: typedef struct { PointType topLeft; PointType extent; } RectangleType;
RectangleType = c.Struct(
    "x" / c.Int16sb,  # topLeft.x  (Coord = Int16)
    "y" / c.Int16sb,  # topLeft.y
    "w" / c.Int16sb,  # extent.x
    "h" / c.Int16sb,  # extent.y
)

# SDK35 Rect.h: typedef struct { Coord x; Coord y; } PointType;
PointType = c.Struct(
    "x" / c.Int16sb,
    "y" / c.Int16sb,
)


@dataclass(frozen=True)
class Rect:
    """A Palm ``RectangleType``: top-left corner and extent, in pixels.

    >>> Rect(62, 140, 36, 12).right, Rect(62, 140, 36, 12).bottom
    (98, 152)
    """

    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    def __str__(self) -> str:
        return f"({self.x},{self.y} {self.w}x{self.h})"

    @classmethod
    def from_container(cls, value: Any) -> Rect:
        return cls(int(value.x), int(value.y), int(value.w), int(value.h))

    def container(self) -> dict[str, int]:
        return {"x": self.x, "y": self.y, "w": self.w, "h": self.h}


@dataclass(frozen=True)
class Point:
    """A Palm ``PointType``."""

    x: int
    y: int

    def __str__(self) -> str:
        return f"({self.x},{self.y})"

    @classmethod
    def from_container(cls, value: Any) -> Point:
        return cls(int(value.x), int(value.y))

    def container(self) -> dict[str, int]:
        return {"x": self.x, "y": self.y}


def font_name(font: int) -> str:
    """The SDK name of a system font id, or its number when it is an application font."""
    try:
        return FontID(font).name if font < FontID.fntAppFontCustomBase else f"font {font}"
    except ValueError:
        return f"font {font}"
