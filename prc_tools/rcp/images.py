"""Turning a read image into a Palm bitmap of one of PilRC's bitmap types, the way PilRC does.

The type is what the statement asks for: ``1`` (``BITMAP``), ``2`` (``BITMAPGREY``), ``4``
(``BITMAPGREY16``), ``"4c"`` (``BITMAPCOLOR16``, the 4-bit colour palette), ``8`` (``BITMAPCOLOR``),
``16``, ``24``, ``32`` (``BITMAPCOLOR16K``/``24K``/``32K``). Each kind of file is mapped its own way
(PILRC ``bitmap.c``):

- **BMP** (``BMP_ConvertWindowsBitmap``): every pixel goes to the nearest entry of the target
  palette by RGB distance (:func:`~prc_tools.rcp.palettes.nearest`) - at 1 bit, white or black
  by colour distance; 8-bit with ``COLORTABLE`` keeps the file's own palette and indices; 16-bit
  pixels are RGB565 (``r & 0xF8 << 8 | g & 0xFC << 3 | b >> 3``), 24 and 32 bits RGB and ARGB.
- **PBM/PGM/PPM** (``WriteGreyTbmp``, ``WriteIndexedColorTbmp``): below 8 bits by grey level, the
  luminance ``(299 r + 587 g + 114 b) / 1000`` **truncated**, then the nearest of the 2, 4 or 16
  levels (``(grey * levels + maxval / 2) / maxval``, dark = high values); at 8 bits each colour,
  scaled by ``255 / maxval`` (truncated), goes to the nearest system palette entry, or with
  ``COLORTABLE`` gets the next free index in order of first appearance.
- **text art and X11** are 1-bit whatever the type (an ``.xbm`` is a version 0 bitmap, as PilRC
  writes it).
- other formats (PNG …, which PilRC cannot read) are mapped as PBM/PGM/PPM files of maxval 255.

Versions follow PilRC: 1 below 8 bits, 2 for 8 bits and direct colour, 3 for a density other
than 72. Transparency: ``TRANSPARENTINDEX i`` sets index i; ``TRANSPARENT r g b`` the nearest
palette index of that colour (BMP), the index of exactly that colour (8-bit PNM), or the colour
itself (direct colour).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from prc_tools.formats.bitmap import DIRECT_INFO_565, LOW_DENSITY, Bitmap
from prc_tools.rcp.image_files import SourceImage
from prc_tools.rcp.lexer import Token
from prc_tools.rcp.palettes import COLOUR_4, GREY_2, GREY_4, MONOCHROME, PALETTE_8, RGB, nearest

BitmapKind = int | str
"""1, 2, 4, "4c", 8, 16, 24 or 32."""

DEPTH_OF: dict[BitmapKind, int] = {1: 1, 2: 2, 4: 4, "4c": 4, 8: 8, 16: 16, 24: 24, 32: 32}
PALETTE_OF: dict[BitmapKind, Sequence[RGB]] = {1: MONOCHROME, 2: GREY_2, 4: GREY_4}


@dataclass(frozen=True)
class Transparency:
    """``TRANSPARENT r g b`` (``colour``) or ``TRANSPARENTINDEX i`` (``index``)."""

    colour: RGB | None = None
    index: int | None = None


@dataclass(frozen=True)
class Options:
    """What a ``BITMAP`` statement says about one member besides its file and type."""

    colortable: bool = False
    transparency: Transparency | None = None
    density: int = LOW_DENSITY
    palette_4: Sequence[RGB] = COLOUR_4
    palette_8: Sequence[RGB] = PALETTE_8


Warn = Callable[[Token, str], None]


def to_bitmap(image: SourceImage, kind: BitmapKind, options: Options, where: Token, warn: Warn) -> Bitmap:
    """The uncompressed bitmap PilRC makes of ``image`` as a ``kind`` member."""
    if image.kind in ("text", "xbm"):
        bitmap = Bitmap(image.width, image.height, image.bits, 1, 0 if image.kind == "xbm" else 1)
        if image.kind == "xbm" and options.density != LOW_DENSITY:
            raise where.error("PilRC writes a high-density X11 bitmap with pixelSize 0; use a .bmp or .pbm")
    elif image.kind == "bmp":
        bitmap = _from_bmp(image, kind, options, where)
    else:
        bitmap = _from_pnm(image, kind, options, where, warn)
    if options.density == LOW_DENSITY:
        return bitmap
    return _high_density(bitmap, options)


def _palette(kind: BitmapKind, options: Options) -> Sequence[RGB]:
    if kind == "4c":
        return options.palette_4
    if kind == 8:
        return options.palette_8
    return PALETTE_OF[kind]


def _transparent(options: Options, palette: Sequence[RGB]) -> tuple[bool, int]:
    chosen = options.transparency
    if chosen is None:
        return False, 0
    if chosen.index is not None:
        return True, chosen.index
    assert chosen.colour is not None
    return True, nearest(chosen.colour, palette)


def _from_bmp(image: SourceImage, kind: BitmapKind, options: Options, where: Token) -> Bitmap:
    depth = DEPTH_OF[kind]
    if depth >= 16:
        return _direct(image, depth, options, where)
    palette = _palette(kind, options)
    has_transparency, index = _transparent(options, palette)
    if depth == 8 and options.colortable:
        # the file's own palette and indices; a file without one gives PilRC's index -1 = 0xFF
        table = tuple((i, *(image.palette[i] if i < len(image.palette) else (0, 0, 0))) for i in range(256))
        indices = image.indices or tuple((0xFF,) * image.width for _ in range(image.height))
        return Bitmap(
            image.width, image.height, indices, 8, 2, hasTransparency=has_transparency,
            transparentIndex=index, colorTable=table,
        )  # fmt: skip
    cache: dict[RGB, int] = {}
    rows = tuple(tuple(_mapped(pixel[:3], palette, cache) for pixel in row) for row in image.pixels)
    return Bitmap(
        image.width, image.height, rows, depth, 2 if depth == 8 else 1,
        hasTransparency=has_transparency, transparentIndex=index,
    )  # fmt: skip


def _mapped(colour: tuple[int, ...], palette: Sequence[RGB], cache: dict[RGB, int]) -> int:
    key = (colour[0], colour[1], colour[2])
    if key not in cache:
        cache[key] = nearest(key, palette)
    return cache[key]


def _direct(image: SourceImage, depth: int, options: Options, where: Token) -> Bitmap:
    chosen = options.transparency
    if chosen is not None and chosen.index is not None:
        raise where.error(
            "16k, 24k and 32k colour bitmaps have no transparency index (use TRANSPARENT r g b)"
        )
    colour = chosen.colour if chosen is not None else None
    if depth == 16:
        rows = tuple(
            tuple(((r & 0xF8) << 8) | ((g & 0xFC) << 3) | ((b & 0xF8) >> 3) for r, g, b, _ in row)
            for row in image.pixels
        )
        info = DIRECT_INFO_565[:4]
    elif depth == 24:
        rows = tuple(tuple((r << 16) | (g << 8) | b for r, g, b, _ in row) for row in image.pixels)
        info = bytes([8, 8, 8, 0])
    else:
        rows = tuple(
            tuple((a << 24) | (r << 16) | (g << 8) | b for r, g, b, a in row) for row in image.pixels
        )
        info = bytes([8, 8, 8, 0])
    info += bytes([0, *colour]) if colour is not None else bytes(4)
    return Bitmap(
        image.width, image.height, rows, depth, 2, hasTransparency=colour is not None, directColorInfo=info
    )


def _from_pnm(image: SourceImage, kind: BitmapKind, options: Options, where: Token, warn: Warn) -> Bitmap:
    if kind == "4c" or DEPTH_OF[kind] >= 16:
        raise where.error(
            f"PilRC cannot make a {'4-bit colour' if kind == '4c' else f'{kind}-bit'} bitmap from a "
            "PBM/PGM/PPM file; use a .bmp"
        )
    depth = DEPTH_OF[kind]
    chosen = options.transparency
    has_transparency = chosen is not None and chosen.index is not None
    index = chosen.index if chosen is not None and chosen.index is not None else 0
    table: tuple[tuple[int, int, int, int], ...] | None = None
    maxval = image.maxval
    if depth < 8:
        top = (1 << depth) - 1
        levels: dict[int, int] = {}
        rows = []
        for row in image.pixels:
            out = []
            for r, g, b, _ in row:
                grey = r if r == g == b else (299 * r + 587 * g + 114 * b) // 1000
                grey = min(grey, maxval)
                if grey not in levels:
                    level = (grey * top + maxval // 2) // maxval
                    levels[grey] = top - level if level <= top else 0
                out.append(levels[grey])
            rows.append(tuple(out))
        pixels = tuple(rows)
    else:
        seen: dict[tuple[int, int, int], int] = {}
        colours: list[tuple[int, int, int]] = []
        rows = []
        for row in image.pixels:
            out = []
            for r, g, b, _ in row:
                key = (r, g, b)
                if key not in seen:
                    scaled = (r * 255 // maxval, g * 255 // maxval, b * 255 // maxval)
                    if options.colortable:
                        seen[key] = len(colours) if len(colours) < 256 else 0
                        if len(colours) < 256:
                            colours.append(scaled)
                    else:
                        seen[key] = nearest(scaled, options.palette_8)
                    if chosen is not None and chosen.colour == scaled:
                        has_transparency, index = True, seen[key]
                out.append(seen[key])
            rows.append(tuple(out))
        pixels = tuple(rows)
        if options.colortable:
            table = tuple((i, *colour) for i, colour in enumerate(colours))
    if chosen is not None and chosen.colour is not None and not has_transparency:
        warn(
            where, "the TRANSPARENT colour is not in this PBM/PGM/PPM file, or PilRC ignores it below 8 bits"
        )
    return Bitmap(
        image.width, image.height, pixels, depth, 2 if depth >= 8 else 1,
        hasTransparency=has_transparency, transparentIndex=index, colorTable=table,
    )  # fmt: skip


def _high_density(bitmap: Bitmap, options: Options) -> Bitmap:
    """The same pixels as a version 3 member (PILRC ``BMP_FillBitmapV3Header``): no direct-colour
    info; the transparent value is the index, or the RGB565 colour at 16 bits."""
    value = bitmap.transparentIndex if bitmap.hasTransparency else 0
    chosen = options.transparency
    if bitmap.pixelSize >= 16:
        value = 0
        if chosen is not None and chosen.colour is not None:
            r, g, b = chosen.colour
            value = (
                ((r & 0xF8) << 8) | ((g & 0xFC) << 3) | ((b & 0xF8) >> 3)
                if bitmap.pixelSize == 16
                else (r << 16) | (g << 8) | b
            )
    return Bitmap(
        bitmap.width, bitmap.height, bitmap.rows, bitmap.pixelSize, 3,
        hasTransparency=bitmap.hasTransparency, transparentIndex=value, colorTable=bitmap.colorTable,
        density=options.density, pixelFormat=1 if bitmap.pixelSize == 16 else 0,
    )  # fmt: skip
