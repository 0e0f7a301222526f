"""The shapes Palm OS draws, as row masks: frames, rounded rectangles and lines.

Pure geometry in display coordinates, apart from any window, clip or transfer mode (those are
:mod:`palm_os.window`'s): a shape is a first display row and one mask per row (a Python int, bit x =
column x), so a window fills, erases, inverts or patterns it a whole row at a time.

Geometry follows Palm OS: frames are drawn *outside* the rectangle (frame line ``i`` at
``x - 1 - i`` .. ``x + width + i``); a corner diameter ``d`` rounds corners with radius
``(d + 1) // 2``; a ``FrameType`` word packs the corner diameter, the shadow and the frame width.
"""

from __future__ import annotations

from math import isqrt

from palm_os.geometry import Rect


def frame_bits(frame: int) -> tuple[int, int, int]:
    """(corner diameter, shadow width, frame width) of a ``FrameType`` word.

    >>> from palm_sdk.window import FrameType
    >>> frame_bits(FrameType.popupFrame)
    (2, 1, 1)
    """
    return (frame >> 8) & 0xFF, (frame >> 2) & 0x3, frame & 0x3


def frames_rectangle(frame: int, rect: Rect) -> Rect:
    """``WinGetFramesRectangle``: ``rect`` grown by the frame (and its shadow) drawn around it."""
    _, shadow, width = frame_bits(frame)
    return Rect(
        rect.x - width, rect.y - width, rect.width + 2 * width + shadow, rect.height + 2 * width + shadow
    )


def corner_radius(corner_diam: int, width: int, height: int) -> int:
    """Radius used for a corner diameter: ``(d + 1) // 2``, at most half the smaller side."""
    return max(0, min((corner_diam + 1) // 2, width // 2, height // 2))


_INSETS: dict[int, tuple[int, ...]] = {}


def corner_insets(radius: int) -> tuple[int, ...]:
    """Columns cut from the first ``radius`` rows of a rounded rectangle (a quarter circle).

    >>> corner_insets(1), corner_insets(2), corner_insets(3)
    ((1,), (2, 1), (3, 1, 1))
    """
    insets = _INSETS.get(radius)
    if insets is None:
        insets = tuple(radius - isqrt(radius * radius - (radius - i) ** 2) for i in range(radius))
        _INSETS[radius] = insets
    return insets


def hmask(x: int, n: int) -> int:
    """Bits x .. x + n - 1 (x may be negative; the part left of column 0 is dropped)."""
    if n <= 0:
        return 0
    if x >= 0:
        return ((1 << n) - 1) << x
    return ((1 << n) - 1) >> -x if n > -x else 0


def rounded_rows(rect: Rect, radius: int) -> list[int]:
    """Row masks (display columns, unclipped) of a filled rectangle with rounded corners."""
    x, w, h = rect.x, rect.width, rect.height
    if w <= 0 or h <= 0:
        return []
    full = hmask(x, w)
    rows = [full] * h
    if radius:
        for i, inset in enumerate(corner_insets(radius)):
            mask = hmask(x + inset, w - 2 * inset)
            rows[i] = mask
            rows[h - 1 - i] = mask
    return rows


def line_masks(x1: int, y1: int, x2: int, y2: int) -> tuple[int, list[int]]:
    """(first display row, row masks) of a one-pixel line between two display points, both ends
    included (Bresenham, one pixel per step along the major axis).

    >>> line_masks(0, 0, 2, 1)
    (0, [3, 4])
    """
    if y1 == y2:
        lo, hi = min(x1, x2), max(x1, x2)
        return y1, [hmask(lo, hi - lo + 1)]
    if y1 > y2:
        x1, y1, x2, y2 = x2, y2, x1, y1
    masks = [0] * (y2 - y1 + 1)
    if x1 == x2:
        bit = hmask(x1, 1)
        return y1, [bit] * len(masks)
    dx, dy = abs(x2 - x1), y2 - y1
    sx = 1 if x2 > x1 else -1
    err = dx - dy
    x, y = x1, y1
    while True:
        masks[y - y1] |= hmask(x, 1)
        if x == x2 and y == y2:
            break
        e2 = 2 * err
        if e2 > -dy:
            err -= dy
            x += sx
        if e2 < dx:
            err += dx
            y += 1
    return y1, masks


def rounded_row(rect: Rect, radius: int, row: int) -> int:
    """Row ``row`` (0 = the top) of :func:`rounded_rows`, alone; 0 outside the rectangle."""
    x, w, h = rect.x, rect.width, rect.height
    if w <= 0 or not 0 <= row < h:
        return 0
    edge = min(row, h - 1 - row)
    inset = corner_insets(radius)[edge] if edge < radius else 0
    return hmask(x + inset, w - 2 * inset)


_RINGS: dict[tuple[int, Rect, Rect | None], tuple[int, tuple[int, ...]]] = {}
"""Frames worked out already (a form's buttons are framed again at every redraw), by their
arguments; small ones only, and at most :data:`_RINGS_KEPT` of them."""
_RINGS_KEPT = 512


def frame_ring(frame: int, inner: Rect, within: Rect | None = None) -> tuple[int, list[int]]:
    """(first display row, row masks) of the frame drawn around ``inner`` (display coordinates),
    its shadow included; no rows for a frame of width 0.

    With ``within`` (the clip), only the rows and columns that can show there are worked out: the
    masks of other rows are 0 and columns at or right of its right edge are dropped, so a frame
    around a rectangle of 32767 x 32767 costs what its visible part costs.

    >>> from palm_sdk.window import FrameType
    >>> frame_ring(FrameType.simpleFrame, Rect(1, 1, 2, 1))
    (0, [15, 9, 15])
    """
    key = (frame, inner, within)
    known = _RINGS.get(key)
    if known is not None:
        return known[0], list(known[1])
    first, masks = _frame_ring(frame, inner, within)
    if len(masks) <= _RINGS_KEPT:
        if len(_RINGS) >= _RINGS_KEPT:
            _RINGS.clear()
        _RINGS[key] = (first, tuple(masks))
    return first, masks


def _frame_ring(frame: int, inner: Rect, within: Rect | None) -> tuple[int, list[int]]:
    corner_diam, shadow, width = frame_bits(frame)
    if not width:
        return 0, []
    outer = inner.inset(-width)
    radius = corner_radius(corner_diam, outer.width, outer.height)
    inner_radius = max(radius - width, 0)
    rows = outer.height + shadow
    first, stop, keep = 0, rows, -1
    if within is not None:
        first = max(0, within.y - outer.y)
        stop = min(rows, within.y + within.height - outer.y)
        keep = (1 << max(within.x + within.width, 0)) - 1

    def ring(i: int) -> int:
        """Row ``i`` of the frame without its shadow."""
        return (rounded_row(outer, radius, i) & ~rounded_row(inner, inner_radius, i - width)) & keep

    masks = [0] * rows
    for j in range(first, max(first, stop)):
        mask = ring(j) if j < outer.height else 0
        if shadow:
            # The shadow is the frame moved right and down, where it falls outside the framed shape.
            below = rounded_row(outer, radius, j) & keep
            for s in range(1, shadow + 1):
                if 0 <= j - s < outer.height:
                    mask |= (ring(j - s) << s) & ~below
        masks[j] = mask & keep
    return outer.y, masks
