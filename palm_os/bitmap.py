"""One-bit bitmaps as the screen model draws them: what ``WinDrawBitmap`` takes.

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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from palm_os.framebuffer import Framebuffer, row_from_msb_bytes, row_to_msb_bytes


@dataclass(frozen=True, slots=True)
class Bitmap:
    """A 1-bit image. ``rows[y]`` bit ``x`` is pixel (x, y); 1 = black (foreground)."""

    width: int
    height: int
    rows: tuple[int, ...]

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
        return cls(image.width, image.height, tuple(image.rows))

    def to_framebuffer(self) -> Framebuffer:
        return Framebuffer(self.width, self.height, self.rows)

    def to_row_bytes(self) -> list[bytes]:
        """Packed rows padded to 16 bits, as in a ``Tbmp`` (``rowBytes`` = even)."""
        row_bytes = ((self.width + 15) >> 4) << 1
        return [row_to_msb_bytes(row, self.width).ljust(row_bytes, b"\x00") for row in self.rows]

    def to_text(self) -> str:
        return self.to_framebuffer().to_text()
