"""The Palm OS system palettes, and PilRC's way of finding the nearest entry.

The palettes are those of Palm OS 3.5 (the 1-, 2- and 4-bit greys, the 4-bit colour palette of
``BITMAPCOLOR16``, the 256-colour system palette: 215 colours of the 6x6x6 web cube, ten greys,
five more colours, black), as PILRC ``bitmap.c`` holds them (``PalmPalette1bpp`` …
``PalmPalette8bpp``).

:func:`nearest` is PILRC ``BMP_RGBToColorIndex``: the smallest squared RGB distance, searched from
the last entry down, so a tie goes to the higher index (black is 255, not 230). A palette file
(``BITMAPPALETTE "file"``, PILRC ``ParsePaletteFile``) holds ``r g b`` triples; the entries it does
not give are black.

>>> nearest((100, 100, 100), GREY_4), nearest((128, 128, 128), GREY_2)
(9, 2)
>>> len(PALETTE_8), PALETTE_8[255], PALETTE_8[215]
(256, (0, 0, 0), (17, 17, 17))
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from prc_tools.rcp.lexer import Token
from prc_tools.rcp.source import read_input

RGB = tuple[int, int, int]

MONOCHROME: tuple[RGB, ...] = ((255, 255, 255), (0, 0, 0))
GREY_2: tuple[RGB, ...] = ((255, 255, 255), (192, 192, 192), (128, 128, 128), (0, 0, 0))
GREY_4: tuple[RGB, ...] = tuple((255 - 17 * i, 255 - 17 * i, 255 - 17 * i) for i in range(16))
COLOUR_4: tuple[RGB, ...] = (
    (255, 255, 255), (128, 128, 128), (128, 0, 0), (128, 128, 0),
    (0, 128, 0), (0, 128, 128), (0, 0, 128), (128, 0, 128),
    (255, 0, 255), (192, 192, 192), (255, 0, 0), (255, 255, 0),
    (0, 255, 0), (0, 255, 255), (0, 0, 255), (0, 0, 0),
)  # fmt: skip


def _system_palette() -> tuple[RGB, ...]:
    steps = (255, 204, 153, 102, 51, 0)
    cube = [
        (red, green, blue)
        for blues in (steps[:3], steps[3:])
        for red in steps
        for blue in blues
        for green in steps
    ]
    greys = [(v, v, v) for v in (17, 34, 68, 85, 119, 136, 170, 187, 221, 238)]
    extras = [(192, 192, 192), (128, 0, 0), (128, 0, 128), (0, 128, 0), (0, 128, 128)]
    return tuple(cube[:215] + greys + extras + [(0, 0, 0)] * 26)


PALETTE_8 = _system_palette()
"""The Palm OS 3.5 256-colour system palette, index by index."""


def nearest(colour: RGB, palette: Sequence[RGB]) -> int:
    """The index of the entry nearest ``colour``; ties go to the higher index (PilRC's order)."""
    red, green, blue = colour
    best = len(palette) - 1
    best_distance = _distance(palette[best], red, green, blue)
    for index in range(len(palette) - 2, -1, -1):
        distance = _distance(palette[index], red, green, blue)
        if distance < best_distance:
            best, best_distance = index, distance
    return best


def _distance(entry: RGB, red: int, green: int, blue: int) -> int:
    return (entry[0] - red) ** 2 + (entry[1] - green) ** 2 + (entry[2] - blue) ** 2


def read_palette(path: Path, size: int, where: Token) -> tuple[RGB, ...]:
    """A ``BITMAPPALETTE`` file of ``r g b`` numbers, as a palette of ``size`` entries (black after
    the last one given; more than ``size`` are ignored, as PilRC's ``SetUserPalette`` does)."""
    entries = list(read_palette_entries(path, where))
    return tuple((entries + [(0, 0, 0)] * size)[:size])


def read_palette_entries(path: Path, where: Token) -> tuple[RGB, ...]:
    """The ``r g b`` triples of a palette file (PILRC ``ParsePaletteFile``: at most 257)."""
    numbers = read_input(path, where, "palette").decode("latin-1").split()
    try:
        values = [int(n) for n in numbers]
    except ValueError:
        raise where.error(f"palette {path.name} holds something other than numbers") from None
    if any(not 0 <= v <= 255 for v in values):
        raise where.error(f"palette {path.name}: each colour component is 0..255")
    return tuple((values[i], values[i + 1], values[i + 2]) for i in range(0, len(values) - 2, 3))[:257]
