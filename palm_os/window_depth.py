"""Drawing on a screen (or offscreen window) deeper than one bit: the row engine in colour.

:class:`palm_os.window.Window` draws every shape as row masks; on a one-bit framebuffer it sets
or clears them, and on a deeper one it calls these functions, which write a pixel *value* into
every bit plane (:mod:`palm_os.framebuffer`): where the value's bit k is 1 the mask is set in
plane k, elsewhere cleared. The colours come from the draw state as indices and are turned into
values by the caller (:func:`palm_os.colors.pixel_value`).

Transfer modes of a one-bit source (text, a one-bit bitmap, a pattern) on a colour screen, as
Palm OS 3.5 draws them: the source's 1 pixels are the fore colour and its 0 pixels the back
colour; ``winPaint`` writes both, ``winOverlay`` only the 1 pixels, ``winErase`` puts the back
colour where the source is 0, ``winMask`` where it is 1, ``winPaintInverse`` swaps the two
colours, and ``winInvert`` XORs the screen with fore XOR back (on one bit: black, the same XOR).
A deeper bitmap is first put into the screen's colours (:meth:`palm_os.bitmap.Bitmap.planes_for`);
``winPaint`` copies it, ``winOverlay`` skips its transparent colour (and white) and
``winInvert`` XORs it. Imports nothing but the screen model's values.
"""

from __future__ import annotations

from collections.abc import Sequence

from palm_os.bitmap import Bitmap
from palm_os.framebuffer import Framebuffer
from palm_os.shapes import hmask
from palm_sdk.window import DrawMode

Clip = tuple[int, int, int]  # first row, end row, column mask


def write(fb: Framebuffer, clip: Clip, y0: int, masks: Sequence[int], value: int) -> None:
    """Pixels of ``masks`` (row y0 + i) take the value ``value``, within the clip."""
    cy0, cy1, clip_mask = clip
    start, stop = max(y0, cy0), min(y0 + len(masks), cy1)
    for k, plane in enumerate(fb.planes):
        if (value >> k) & 1:
            for y in range(start, stop):
                plane[y] |= masks[y - y0] & clip_mask
        else:
            for y in range(start, stop):
                plane[y] &= ~(masks[y - y0] & clip_mask)


def xor(fb: Framebuffer, clip: Clip, y0: int, masks: Sequence[int], value: int) -> None:
    """Pixels of ``masks`` are XORed with ``value``."""
    cy0, cy1, clip_mask = clip
    start, stop = max(y0, cy0), min(y0 + len(masks), cy1)
    for k, plane in enumerate(fb.planes):
        if (value >> k) & 1:
            for y in range(start, stop):
                plane[y] ^= masks[y - y0] & clip_mask


def two_colors(fb: Framebuffer, clip: Clip, y0: int, masks: Sequence[int], bits: Sequence[int],
               ink: int | None, paper: int | None) -> None:  # fmt: skip
    """Within ``masks``, the pixels of ``bits`` take ``ink`` and the others ``paper`` (None:
    left alone)."""
    if ink is not None:
        write(fb, clip, y0, [m & b for m, b in zip(masks, bits, strict=True)], ink)
    if paper is not None:
        write(fb, clip, y0, [m & ~b for m, b in zip(masks, bits, strict=True)], paper)


def transfer(fb: Framebuffer, clip: Clip, x: int, y: int, width: int, src_rows: Sequence[int],
             mode: DrawMode, fore: int, back: int) -> None:  # fmt: skip
    """A one-bit source at (x, y) combined by ``mode`` (see the module docstring)."""
    cell = hmask(x, width)
    masks = [cell] * len(src_rows)
    bits = [(src << x if x >= 0 else src >> -x) & cell for src in src_rows]
    if mode in (DrawMode.winPaint, DrawMode.winSwap):
        two_colors(fb, clip, y, masks, bits, fore, back)
    elif mode == DrawMode.winOverlay:
        two_colors(fb, clip, y, masks, bits, fore, None)
    elif mode == DrawMode.winErase:
        two_colors(fb, clip, y, masks, bits, None, back)
    elif mode == DrawMode.winMask:
        two_colors(fb, clip, y, masks, bits, back, None)
    elif mode == DrawMode.winInvert:
        xor(fb, clip, y, bits, fore ^ back)
    else:  # winPaintInverse
        two_colors(fb, clip, y, masks, bits, back, fore)


def draw_bitmap(fb: Framebuffer, clip: Clip, bitmap: Bitmap, x: int, y: int, mode: DrawMode,
                fore: int, back: int) -> None:  # fmt: skip
    """``WinDrawBitmap`` / ``WinPaintBitmap`` on a deep framebuffer."""
    if bitmap.depth == 1:
        transfer(fb, clip, x, y, bitmap.width, bitmap.rows, mode, fore, back)
        return
    planes, opaque = bitmap.planes_for(fb.depth, fb.palette)
    cell = hmask(x, bitmap.width)

    def shifted(rows: Sequence[int]) -> list[int]:
        return [(r << x if x >= 0 else r >> -x) & cell for r in rows]

    if mode == DrawMode.winOverlay:
        masks = shifted(_not_white(planes, opaque, fb.white, bitmap.width))
    elif bitmap.transparent is not None:
        masks = shifted(opaque)
    else:
        masks = [cell] * bitmap.height
    if mode == DrawMode.winInvert:
        cy0, cy1, clip_mask = clip
        for k, plane in enumerate(fb.planes):
            src = shifted(planes[k])
            for yy in range(max(y, cy0), min(y + bitmap.height, cy1)):
                plane[yy] ^= src[yy - y] & masks[yy - y] & clip_mask
        return
    cy0, cy1, clip_mask = clip
    for k, plane in enumerate(fb.planes):
        src = shifted(planes[k])
        for yy in range(max(y, cy0), min(y + bitmap.height, cy1)):
            mask = masks[yy - y] & clip_mask
            plane[yy] = (plane[yy] & ~mask) | (src[yy - y] & mask)


def _not_white(planes: Sequence[Sequence[int]], opaque: Sequence[int], white: int, width: int) -> list[int]:
    """Per row, the opaque pixels whose value is not white."""
    full = (1 << width) - 1
    out = []
    for i, mask in enumerate(opaque):
        same = full
        for k, plane in enumerate(planes):
            same &= plane[i] if (white >> k) & 1 else ~plane[i] & full
        out.append(mask & ~same)
    return out
