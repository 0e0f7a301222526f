"""Colour arithmetic of the screen model: palettes, indices, RGB565, nearest colours.

A screen or bitmap of 1, 2, 4 or 8 bits stores colour *indices* into its colour table (the
system palette of its depth, :data:`palm_sdk.colors.SYSTEM_PALETTES`, unless ``WinPalette`` or
the bitmap's own table changed it); a 16-bit one stores RGB565 colours directly, and its
indexed colours (``WinSetForeColor``) are those of the eight-bit palette. This module turns
indices into stored pixel values and back into RGB, and finds the nearest colour of a table
(``WinRGBToIndex``). Imports ``palm_sdk`` only.

>>> pixel_value(16, default_palette(16), black_index(16)), pixel_value(2, default_palette(2), 3)
(0, 3)
>>> pixel_rgb(16, default_palette(16), 0xF800), nearest_index(default_palette(2), (100, 100, 100))
((255, 0, 0), 2)
"""

from __future__ import annotations

from functools import lru_cache

from palm_sdk.colors import RGB, SYSTEM_PALETTES

Palette = tuple[RGB, ...]


def default_palette(depth: int) -> Palette:
    """The colour table a screen or bitmap of ``depth`` bits starts with."""
    return SYSTEM_PALETTES[8 if depth >= 8 else depth]


def black_index(depth: int) -> int:
    """The index of black in the default table of ``depth`` (1, 3, 15, or 255 at 8 and 16 bits)."""
    return (1 << min(depth, 8)) - 1


def rgb565(rgb: RGB) -> int:
    """An RGB colour as a 16-bit pixel (5 bits red, 6 green, 5 blue)."""
    r, g, b = rgb
    return ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3)


def rgb_of_565(value: int) -> RGB:
    """A 16-bit pixel as RGB, the low bits filled from the high ones (0xFFFF is white)."""
    r, g, b = (value >> 11) & 0x1F, (value >> 5) & 0x3F, value & 0x1F
    return ((r << 3) | (r >> 2), (g << 2) | (g >> 4), (b << 3) | (b >> 2))


def pixel_value(depth: int, palette: Palette, index: int) -> int:
    """What a pixel of colour ``index`` stores on a screen of ``depth`` bits with ``palette``."""
    if depth >= 16:
        return rgb565(palette[index & 0xFF])
    return index & ((1 << depth) - 1)


def pixel_rgb(depth: int, palette: Palette, value: int) -> RGB:
    """The colour a stored pixel value shows."""
    if depth >= 16:
        return rgb_of_565(value)
    return palette[value] if value < len(palette) else (0, 0, 0)


@lru_cache(maxsize=4096)
def nearest_index(palette: Palette, rgb: RGB) -> int:
    """The index of the colour of ``palette`` nearest ``rgb`` (squared distance; the highest
    index among equals, so that black is 255 in the eight-bit palette, whose last 26 entries
    are black, as the UI's black is), as ``WinRGBToIndex`` answers."""
    r, g, b = rgb
    best, best_distance = 0, 1 << 30
    for index in range(len(palette) - 1, -1, -1):
        pr, pg, pb = palette[index]
        distance = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2
        if distance < best_distance:
            best, best_distance = index, distance
            if not distance:
                break
    return best


def translate(value: int, depth: int, palette: Palette, to_depth: int, to_palette: Palette) -> int:
    """A pixel value of one colour space as the nearest value of another."""
    rgb = pixel_rgb(depth, palette, value)
    if to_depth >= 16:
        return rgb565(rgb)
    return nearest_index(to_palette[: 1 << to_depth], rgb)


def is_dark(rgb: RGB) -> bool:
    """Whether a colour shows black on a one-bit screen (luma below half)."""
    r, g, b = rgb
    return 299 * r + 587 * g + 114 * b < 127500
