"""The 160x160 one-bit display memory, and its PBM/PNG forms.

Pixels are 1 for black (foreground) and 0 for white, as on a monochrome Palm. Each row is one
Python ``int`` whose bit ``x`` is the pixel in column ``x`` (bit 0 = leftmost), so drawing code
works a whole row at a time with shifts and masks instead of pixel by pixel; ``window.py`` relies
on this. Files are bytes in and bytes out: nothing here touches the disk.

>>> fb = Framebuffer()
>>> fb.set_pixel(3, 2)
>>> fb.get_pixel(3, 2), fb.get_pixel(4, 2)
(1, 0)
>>> Framebuffer.from_pbm(fb.to_pbm()) == fb
True
>>> fb.diff_bbox(Framebuffer())
Rect(x=3, y=2, width=1, height=1)
"""

from __future__ import annotations

import re
import struct
import zlib
from collections.abc import Iterable, Sequence

from palm_os.geometry import SCREEN_HEIGHT, SCREEN_WIDTH, Rect

# Byte with its bits in the opposite order: converts between our bit 0 = leftmost rows and the
# most-significant-bit-first bytes of PBM, PNG and Palm bitmaps.
REVERSED_BITS = bytes(int(f"{b:08b}"[::-1], 2) for b in range(256))


class FramebufferFormatError(ValueError):
    """Bytes that are not a PBM image this module can read."""


def row_from_msb_bytes(data: bytes, width: int) -> int:
    """A row int from most-significant-bit-first packed bytes (PBM, Tbmp), cut to ``width`` pixels."""
    return int.from_bytes(data.translate(REVERSED_BITS), "little") & ((1 << width) - 1)


def row_to_msb_bytes(row: int, width: int) -> bytes:
    """Packed most-significant-bit-first bytes (``ceil(width / 8)`` of them) for a row int."""
    return row.to_bytes((width + 7) >> 3, "little").translate(REVERSED_BITS)


class Framebuffer:
    """A one-bit image: ``rows[y]`` holds the pixels of row ``y`` (bit ``x`` = column ``x``).

    ``rows`` is a public list so that drawing code can update it in place; every value must stay
    within ``0 .. (1 << width) - 1``.
    """

    __slots__ = ("full_row", "height", "rows", "width")

    def __init__(self, width: int = SCREEN_WIDTH, height: int = SCREEN_HEIGHT, rows: Iterable[int] = ()):
        self.width = width
        self.height = height
        self.full_row = (1 << width) - 1
        self.rows: list[int] = list(rows) or [0] * height
        if len(self.rows) != height:
            raise ValueError(f"expected {height} rows, got {len(self.rows)}")

    # -- pixels and rows -------------------------------------------------------------------

    def get_pixel(self, x: int, y: int) -> int:
        """1 (black) or 0 (white); 0 outside the image."""
        if 0 <= x < self.width and 0 <= y < self.height:
            return (self.rows[y] >> x) & 1
        return 0

    def set_pixel(self, x: int, y: int, value: int = 1) -> None:
        """Set one pixel; outside the image nothing happens."""
        if 0 <= x < self.width and 0 <= y < self.height:
            if value:
                self.rows[y] |= 1 << x
            else:
                self.rows[y] &= ~(1 << x)

    def clear(self, value: int = 0) -> None:
        """Fill with white (0) or black (1)."""
        self.rows[:] = [self.full_row if value else 0] * self.height

    def copy(self) -> Framebuffer:
        return Framebuffer(self.width, self.height, self.rows)

    def black_count(self) -> int:
        """Number of black pixels."""
        return sum(row.bit_count() for row in self.rows)

    def crop(self, rect: Rect) -> Framebuffer:
        """A new image holding ``rect`` of this one (parts outside the image are white)."""
        out = Framebuffer(max(rect.width, 0), max(rect.height, 0))
        mask = out.full_row
        for i in range(out.height):
            y = rect.y + i
            if 0 <= y < self.height:
                row = self.rows[y]
                out.rows[i] = (row >> rect.x if rect.x >= 0 else row << -rect.x) & mask
        return out

    def paste(self, image: Framebuffer, x: int, y: int) -> None:
        """Copy ``image`` over this one with its top-left at (x, y), clipped to this image."""
        span = image.full_row
        for i, src in enumerate(image.rows):
            yy = y + i
            if 0 <= yy < self.height:
                if x >= 0:
                    mask, bits = span << x, src << x
                else:
                    mask, bits = span >> -x, src >> -x
                mask &= self.full_row
                self.rows[yy] = (self.rows[yy] & ~mask) | (bits & mask)

    # -- comparison ------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Framebuffer):
            return NotImplemented
        return self.width == other.width and self.height == other.height and self.rows == other.rows

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"<Framebuffer {self.width}x{self.height}, {self.black_count()} black>"

    def diff(self, other: Framebuffer) -> Framebuffer:
        """Pixels that differ are black (same size required)."""
        self._check_same_size(other)
        return Framebuffer(
            self.width, self.height, [a ^ b for a, b in zip(self.rows, other.rows, strict=True)]
        )

    def diff_bbox(self, other: Framebuffer) -> Rect | None:
        """Bounding box of the differing pixels, or None when the images are equal."""
        self._check_same_size(other)
        ys = [y for y, (a, b) in enumerate(zip(self.rows, other.rows, strict=True)) if a != b]
        if not ys:
            return None
        union = 0
        for y in ys:
            union |= self.rows[y] ^ other.rows[y]
        x0 = (union & -union).bit_length() - 1
        x1 = union.bit_length()
        return Rect(x0, ys[0], x1 - x0, ys[-1] + 1 - ys[0])

    def _check_same_size(self, other: Framebuffer) -> None:
        if (self.width, self.height) != (other.width, other.height):
            raise ValueError(
                f"images differ in size: {self.width}x{self.height} vs {other.width}x{other.height}"
            )

    # -- text art (tests) ------------------------------------------------------------------

    def to_text(self, rect: Rect | None = None) -> str:
        """Rows of ``#`` (black) and ``.`` (white), for readable test assertions."""
        region = self if rect is None else self.crop(rect)
        return "\n".join(
            "".join("#" if (row >> x) & 1 else "." for x in range(region.width)) for row in region.rows
        )

    @classmethod
    def from_text(cls, art: str | Sequence[str]) -> Framebuffer:
        """The inverse of :meth:`to_text`: ``#`` (or any non ``.``/space char) is black."""
        lines = art.strip("\n").splitlines() if isinstance(art, str) else list(art)
        width = max((len(line) for line in lines), default=0)
        rows = [sum(1 << x for x, ch in enumerate(line) if ch not in ". ") for line in lines]
        return cls(width, len(rows), rows)

    # -- PBM -------------------------------------------------------------------------------

    def to_pbm(self) -> bytes:
        """Binary PBM (``P4``): 1 = black, most significant bit = leftmost pixel."""
        header = f"P4\n{self.width} {self.height}\n".encode("ascii")
        return header + b"".join(row_to_msb_bytes(row, self.width) for row in self.rows)

    @classmethod
    def from_pbm(cls, data: bytes) -> Framebuffer:
        """Read a binary (``P4``) or plain (``P1``) PBM."""
        match = re.match(rb"(P[14])(?:\s+|#[^\n]*\n)+(\d+)(?:\s+|#[^\n]*\n)+(\d+)", data)
        if match is None:
            raise FramebufferFormatError("not a PBM image (expected a P1 or P4 header)")
        magic, width, height = match.group(1), int(match.group(2)), int(match.group(3))
        body_start = match.end()
        if magic == b"P4":
            body = data[body_start + 1 :]  # exactly one whitespace byte after the height
            stride = (width + 7) >> 3
            if len(body) < stride * height:
                raise FramebufferFormatError(
                    f"PBM body too short: {len(body)} bytes for {width}x{height} (need {stride * height})"
                )
            rows = [row_from_msb_bytes(body[y * stride : (y + 1) * stride], width) for y in range(height)]
        else:
            text = re.sub(rb"#[^\n]*", b"", data[body_start:])
            digits = [ch for ch in text if ch in b"01"]
            if len(digits) < width * height:
                raise FramebufferFormatError(f"PBM body too short for {width}x{height}")
            rows = [
                sum(1 << x for x in range(width) if digits[y * width + x] == ord("1")) for y in range(height)
            ]
        return cls(width, height, rows)

    # -- PNG -------------------------------------------------------------------------------

    def to_png(self, scale: int = 1) -> bytes:
        """A 1-bit grayscale PNG (white = 1 in PNG terms), each pixel ``scale`` x ``scale``."""
        if scale < 1:
            raise ValueError("scale must be >= 1")
        width = self.width * scale
        stride = (width + 7) >> 3
        spread = _spread_table(scale)
        full = self.full_row
        raw = bytearray()
        for row in self.rows:
            white = (~row & full).to_bytes((self.width + 7) >> 3, "little")
            if scale == 1:
                line = white.translate(REVERSED_BITS)
            else:
                line = (
                    int.from_bytes(b"".join(spread[b] for b in white), "little")
                    .to_bytes(stride, "little")
                    .translate(REVERSED_BITS)
                )
            raw += (b"\x00" + line) * scale
        ihdr = struct.pack(">IIBBBBB", width, self.height * scale, 1, 0, 0, 0, 0)
        return b"".join(
            [
                b"\x89PNG\r\n\x1a\n",
                _png_chunk(b"IHDR", ihdr),
                _png_chunk(b"IDAT", zlib.compress(bytes(raw), 9)),
                _png_chunk(b"IEND", b""),
            ]
        )

    @classmethod
    def from_png(cls, data: bytes) -> Framebuffer:
        """Read back a PNG written by :meth:`to_png` (1-bit grayscale, scale 1, no interlace)."""
        if not data.startswith(b"\x89PNG\r\n\x1a\n"):
            raise FramebufferFormatError("not a PNG file")
        pos, idat, header = 8, b"", None
        while pos < len(data):
            (length,) = struct.unpack(">I", data[pos : pos + 4])
            kind = data[pos + 4 : pos + 8]
            body = data[pos + 8 : pos + 8 + length]
            if kind == b"IHDR":
                header = struct.unpack(">IIBBBBB", body)
            elif kind == b"IDAT":
                idat += body
            pos += 12 + length
        if header is None or header[2:5] != (1, 0, 0) or header[6] != 0:
            raise FramebufferFormatError("only 1-bit grayscale non-interlaced PNGs are read")
        width, height = header[0], header[1]
        stride = (width + 7) >> 3
        raw = zlib.decompress(idat)
        rows = []
        full = (1 << width) - 1
        for y in range(height):
            line = raw[y * (stride + 1) : (y + 1) * (stride + 1)]
            if line[0] != 0:
                raise FramebufferFormatError(f"PNG row {y} uses filter {line[0]}; only filter 0 is read")
            rows.append(~row_from_msb_bytes(line[1:], width) & full)
        return cls(width, height, rows)


def _png_chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


_SPREAD_CACHE: dict[int, list[bytes]] = {}


def _spread_table(scale: int) -> list[bytes]:
    """For each byte (bit 0 = leftmost pixel), the ``scale`` bytes with every bit repeated ``scale`` times."""
    table = _SPREAD_CACHE.get(scale)
    if table is None:
        table = []
        for b in range(256):
            value = 0
            for bit in range(8):
                if (b >> bit) & 1:
                    value |= ((1 << scale) - 1) << (bit * scale)
            table.append(value.to_bytes(scale, "little"))
        _SPREAD_CACHE[scale] = table
    return table
