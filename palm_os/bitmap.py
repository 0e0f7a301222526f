"""Bitmaps as the screen model draws them: what ``WinDrawBitmap`` takes.

A ``Bitmap`` is built from the plain values of a compiled ``Tbmp`` (width, height and the packed
rows, most significant bit = leftmost pixel, 1 = black, ``rowBytes`` per row) or from text art.
Internally each row is an ``int`` with bit ``x`` = column ``x``, like the framebuffer, so drawing
is a shift and a mask per row.

>>> bmp = Bitmap.from_text('''
... .#.
... ###
... ''')
>>> bmp.width, bmp.height, bmp.rows
(3, 2, (2, 7))
>>> Bitmap.from_row_bytes(3, 2, [b"\\x40\\x00", b"\\xe0\\x00"]) == bmp
True

A deeper bitmap (2, 4, 8 or 16 bits: ``depth``) keeps its pixel values as bit planes, like a
deep :class:`~palm_os.framebuffer.Framebuffer`, with its colour table (None: the depth's
default) and transparent value; its ``rows`` are the one-bit image a monochrome screen shows
(dark colours black). :meth:`Bitmap.planes_for` gives its pixels in another screen's colours.

>>> deep = Bitmap.from_values(2, 1, 2, [[0, 3]])
>>> deep.rows, deep.values(), deep.planes_for(8, None)[0][7]
((2,), [[0, 3]], (2,))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from palm_os.colors import Palette, default_palette, is_dark, pixel_rgb, translate
from palm_os.framebuffer import Framebuffer, row_from_msb_bytes, row_to_msb_bytes

Planes = tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class Bitmap:
    """An image. ``rows[y]`` bit ``x`` is pixel (x, y); 1 = black (foreground). A deeper one
    also has ``depth``, ``planes`` (bit k of every value), ``palette`` and ``transparent``."""

    width: int
    height: int
    rows: tuple[int, ...]
    depth: int = 1
    planes: Planes = field(default=(), compare=True)
    palette: Palette | None = None
    transparent: int | None = None

    def __post_init__(self) -> None:
        if len(self.rows) != self.height:
            raise ValueError(f"bitmap has {len(self.rows)} rows, expected {self.height}")
        limit = 1 << self.width
        if any(not 0 <= row < limit for row in self.rows):
            raise ValueError("bitmap row has pixels beyond its width")

    @classmethod
    def from_row_bytes(cls, width: int, height: int, rows: Sequence[bytes]) -> Bitmap:
        """From a ``Tbmp``'s decoded rows: each ``rowBytes`` long, MSB = leftmost pixel, 1 = black."""
        if len(rows) != height:
            raise ValueError(f"got {len(rows)} rows for a bitmap {height} high")
        return cls(width, height, tuple(row_from_msb_bytes(bytes(r), width) for r in rows))

    @classmethod
    def from_packed(cls, width: int, height: int, row_bytes: int, data: bytes) -> Bitmap:
        """From the uncompressed pixel area of a ``Tbmp`` (``height`` x ``rowBytes`` bytes)."""
        if len(data) < row_bytes * height:
            raise ValueError(f"bitmap data is {len(data)} bytes, need {row_bytes * height}")
        return cls.from_row_bytes(
            width, height, [data[y * row_bytes : (y + 1) * row_bytes] for y in range(height)]
        )

    @classmethod
    def from_text(cls, art: str | Sequence[str]) -> Bitmap:
        """From rows of ``#`` (black) and ``.`` (white), as in PilRC's ``.pbitm`` text bitmaps."""
        image = Framebuffer.from_text(art)
        return cls(image.width, image.height, tuple(image.rows))

    @classmethod
    def from_framebuffer(cls, image: Framebuffer) -> Bitmap:
        if image.depth != 1:
            planes = tuple(tuple(plane) for plane in image.planes)
            return cls._deep(image.width, image.height, image.depth, planes, image.palette, None)
        return cls(image.width, image.height, tuple(image.rows))

    def to_framebuffer(self) -> Framebuffer:
        if self.depth != 1:
            return Framebuffer.from_planes(self.width, self.height, self.planes, self.palette)
        return Framebuffer(self.width, self.height, self.rows)

    @classmethod
    def from_values(cls, width: int, height: int, depth: int, values: Sequence[Sequence[int]],
                    palette: Palette | None = None, transparent: int | None = None) -> Bitmap:  # fmt: skip
        """From pixel values (``values[y][x]``: colour indices, or RGB565 at 16 bits)."""
        if depth == 1 and palette is None and transparent is None:
            return cls(width, height, tuple(sum(1 << x for x, v in enumerate(row) if v) for row in values))
        planes = tuple(
            tuple(sum(((v >> k) & 1) << x for x, v in enumerate(row)) for row in values) for k in range(depth)
        )
        return cls._deep(width, height, depth, planes, palette, transparent)

    @classmethod
    def _deep(cls, width: int, height: int, depth: int, planes: Planes, palette: Palette | None,
              transparent: int | None) -> Bitmap:  # fmt: skip
        image = Framebuffer.from_planes(width, height, planes, palette)
        table = image.colors
        dark: dict[int, bool] = {}
        rows = []
        for line in image.pixel_rows():
            values = line if depth <= 8 else [(line[i] << 8) | line[i + 1] for i in range(0, len(line), 2)]
            row = 0
            for x, v in enumerate(values):
                black = dark.get(v)
                if black is None:
                    black = dark[v] = v != transparent and is_dark(pixel_rgb(depth, table, v))
                if black:
                    row |= 1 << x
            rows.append(row)
        return cls(width, height, tuple(rows), depth, planes, palette, transparent)

    def values(self) -> list[list[int]]:
        """Pixel values, row by row (0/1 for a one-bit bitmap)."""
        if self.depth == 1:
            return [[(row >> x) & 1 for x in range(self.width)] for row in self.rows]
        planes = self.planes
        return [
            [sum(((plane[y] >> x) & 1) << k for k, plane in enumerate(planes)) for x in range(self.width)]
            for y in range(self.height)
        ]

    def planes_for(self, depth: int, palette: Palette | None) -> tuple[Planes, tuple[int, ...]]:
        """This deep bitmap's pixels in the colours of a screen of ``depth`` bits with ``palette``
        (nearest colours): the planes, and per row the mask of pixels that are not transparent."""
        return _converted(self, depth, palette)

    def to_row_bytes(self) -> list[bytes]:
        """Packed rows padded to 16 bits, as in a ``Tbmp`` (``rowBytes`` = even)."""
        row_bytes = ((self.width + 15) >> 4) << 1
        return [row_to_msb_bytes(row, self.width).ljust(row_bytes, b"\x00") for row in self.rows]

    def to_text(self) -> str:
        return self.to_framebuffer().to_text()


@lru_cache(maxsize=64)
def _converted(bitmap: Bitmap, depth: int, palette: Palette | None) -> tuple[Planes, tuple[int, ...]]:
    source_table = bitmap.palette or default_palette(bitmap.depth)
    target_table = palette or default_palette(depth)
    same = bitmap.depth == depth and source_table[: 1 << min(depth, 8)] == target_table[: 1 << min(depth, 8)]
    values = bitmap.values()
    opaque = tuple(
        sum(1 << x for x, v in enumerate(row) if v != bitmap.transparent) for row in values
    )
    if same:
        return bitmap.planes, opaque
    mapping: dict[int, int] = {}
    planes = [[0] * bitmap.height for _ in range(depth)]
    for y, row in enumerate(values):
        for x, v in enumerate(row):
            out = mapping.get(v)
            if out is None:
                out = mapping[v] = translate(v, bitmap.depth, source_table, depth, target_table)
            for k in range(depth):
                if (out >> k) & 1:
                    planes[k][y] |= 1 << x
    return tuple(tuple(plane) for plane in planes), opaque
