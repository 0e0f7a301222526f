"""The display memory (160x160, one bit deep unless the device has more), and its PBM/PNG forms.

Pixels are 1 for black (foreground) and 0 for white, as on a monochrome Palm. Each row is one
Python ``int`` whose bit ``x`` is the pixel in column ``x`` (bit 0 = leftmost), so drawing code
works a whole row at a time with shifts and masks instead of pixel by pixel; ``window.py`` relies
on this. Files are bytes in and bytes out: nothing here touches the disk.

A deeper image (2, 4, 8 or 16 bits per pixel: ``depth``) is kept as bit *planes*: ``planes[k]``
holds bit ``k`` of every pixel's value, row by row, in the same row ints, and ``rows`` is
``planes[0]``; so a shape is still a list of row masks, written into each plane (set where the
colour's bit ``k`` is 1, cleared where it is 0). Values are colour indices into ``palette``
(None: the default table of the depth, :mod:`palm_os.colors`) up to eight bits, RGB565 at 16.
A one-bit image has the one plane and works exactly as before.

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

from palm_os.colors import Palette, default_palette, pixel_rgb, rgb565
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
    within ``0 .. (1 << width) - 1``. A deeper image has ``depth`` planes (see the module
    docstring); ``rows`` is its first.
    """

    __slots__ = ("depth", "full_row", "height", "palette", "planes", "rows", "width")

    def __init__(
        self,
        width: int = SCREEN_WIDTH,
        height: int = SCREEN_HEIGHT,
        rows: Iterable[int] = (),
        depth: int = 1,
        palette: Palette | None = None,
    ):
        self.width = width
        self.height = height
        self.full_row = (1 << width) - 1
        self.rows: list[int] = list(rows) or [0] * height
        if len(self.rows) != height:
            raise ValueError(f"expected {height} rows, got {len(self.rows)}")
        self.depth = depth
        self.palette = palette
        self.planes: list[list[int]] = [self.rows]
        if depth != 1:
            self.planes += [[0] * height for _ in range(depth - 1)]
            if not rows:
                self.clear(self.white)

    @classmethod
    def from_planes(cls, width: int, height: int, planes: Sequence[Sequence[int]],
                    palette: Palette | None = None) -> Framebuffer:  # fmt: skip
        """An image of ``len(planes)`` bits per pixel from its planes (copied)."""
        image = cls(width, height, planes[0], len(planes), palette)
        for k in range(1, len(planes)):
            image.planes[k][:] = planes[k]
        return image

    @property
    def white(self) -> int:
        """The pixel value of white: 0, or 0xFFFF on a 16-bit image."""
        return 0xFFFF if self.depth == 16 else 0

    @property
    def colors(self) -> Palette:
        """The colour table the pixel values index (the depth's default unless set)."""
        return self.palette or default_palette(self.depth)

    def set_depth(self, depth: int) -> None:
        """Change the depth in place (``WinScreenMode``): the image becomes white, the default
        colour table of the new depth."""
        self.depth = depth
        self.palette = None
        self.rows[:] = [0] * self.height
        self.planes[:] = [self.rows] + [[0] * self.height for _ in range(depth - 1)]
        self.clear(self.white)

    # -- pixels and rows -------------------------------------------------------------------

    def get_pixel(self, x: int, y: int) -> int:
        """The pixel's value: 1 (black) or 0 (white) on a one-bit image; 0 outside the image."""
        if 0 <= x < self.width and 0 <= y < self.height:
            if self.depth == 1:
                return (self.rows[y] >> x) & 1
            return sum(((plane[y] >> x) & 1) << k for k, plane in enumerate(self.planes))
        return 0

    def set_pixel(self, x: int, y: int, value: int = 1) -> None:
        """Set one pixel; outside the image nothing happens."""
        if 0 <= x < self.width and 0 <= y < self.height:
            for k, plane in enumerate(self.planes):
                if (value >> k) & 1:
                    plane[y] |= 1 << x
                else:
                    plane[y] &= ~(1 << x)

    def clear(self, value: int = 0) -> None:
        """Fill with white (0) or black (1), or any pixel value of a deeper image."""
        if self.depth == 1:
            self.rows[:] = [self.full_row if value else 0] * self.height
            return
        for k, plane in enumerate(self.planes):
            plane[:] = [self.full_row if (value >> k) & 1 else 0] * self.height

    def copy(self) -> Framebuffer:
        if self.depth != 1:
            return Framebuffer.from_planes(self.width, self.height, self.planes, self.palette)
        return Framebuffer(self.width, self.height, self.rows)

    def black_count(self) -> int:
        """Number of black pixels."""
        return sum(row.bit_count() for row in self.rows)

    def crop(self, rect: Rect) -> Framebuffer:
        """A new image holding ``rect`` of this one (parts outside the image are white)."""
        out = Framebuffer(max(rect.width, 0), max(rect.height, 0), depth=self.depth, palette=self.palette)
        mask = out.full_row
        for source, target in zip(self.planes, out.planes, strict=True):
            for i in range(out.height):
                y = rect.y + i
                if 0 <= y < self.height:
                    row = source[y]
                    target[i] = (row >> rect.x if rect.x >= 0 else row << -rect.x) & mask
        return out

    def paste(self, image: Framebuffer, x: int, y: int) -> None:
        """Copy ``image`` (of the same depth) over this one with its top-left at (x, y), clipped."""
        span = image.full_row
        for source, target in zip(image.planes, self.planes, strict=False):
            for i, src in enumerate(source):
                yy = y + i
                if 0 <= yy < self.height:
                    if x >= 0:
                        mask, bits = span << x, src << x
                    else:
                        mask, bits = span >> -x, src >> -x
                    mask &= self.full_row
                    target[yy] = (target[yy] & ~mask) | (bits & mask)

    # -- comparison ------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Framebuffer):
            return NotImplemented
        if self.depth != 1 or other.depth != 1:
            return (self.width, self.height, self.planes, self.colors) == (
                other.width, other.height, other.planes, other.colors)  # fmt: skip
        return self.width == other.width and self.height == other.height and self.rows == other.rows

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"<Framebuffer {self.width}x{self.height}, {self.black_count()} black>"

    def diff(self, other: Framebuffer) -> Framebuffer:
        """Pixels that differ are black (same size required)."""
        self._check_same_size(other)
        return Framebuffer(self.width, self.height, self._xor_rows(other))

    def diff_bbox(self, other: Framebuffer) -> Rect | None:
        """Bounding box of the differing pixels, or None when the images are equal."""
        self._check_same_size(other)
        xor = self._xor_rows(other)
        ys = [y for y, row in enumerate(xor) if row]
        if not ys:
            return None
        union = 0
        for y in ys:
            union |= xor[y]
        x0 = (union & -union).bit_length() - 1
        x1 = union.bit_length()
        return Rect(x0, ys[0], x1 - x0, ys[-1] + 1 - ys[0])

    def _xor_rows(self, other: Framebuffer) -> list[int]:
        """Per row, the pixels whose values differ (any plane)."""
        xor = [a ^ b for a, b in zip(self.rows, other.rows, strict=True)]
        for k in range(1, max(self.depth, other.depth)):
            a_plane = self.planes[k] if k < self.depth else [0] * self.height
            b_plane = other.planes[k] if k < other.depth else [0] * other.height
            xor = [x | (a ^ b) for x, a, b in zip(xor, a_plane, b_plane, strict=True)]
        return xor

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
        """A 1-bit grayscale PNG (white = 1 in PNG terms), each pixel ``scale`` x ``scale``; a
        deeper image is written as it shows: indexed colour with its colour table (2 to 8 bits)
        or RGB (16 bits)."""
        if scale < 1:
            raise ValueError("scale must be >= 1")
        if self.depth != 1:
            return self._deep_png(scale)
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
    def from_values(cls, width: int, height: int, depth: int, values: Sequence[Sequence[int]],
                    palette: Palette | None = None) -> Framebuffer:  # fmt: skip
        """An image of ``depth`` bits from its pixel values, row by row."""
        image = cls(width, height, depth=depth, palette=palette)
        for k, plane in enumerate(image.planes):
            plane[:] = [sum(((v >> k) & 1) << x for x, v in enumerate(row)) for row in values]
        return image

    @classmethod
    def from_png(cls, data: bytes) -> Framebuffer:
        """Read back a PNG written by :meth:`to_png` (scale 1, no interlace): 1-bit grayscale, or
        a deeper image's indexed or RGB PNG."""
        if not data.startswith(b"\x89PNG\r\n\x1a\n"):
            raise FramebufferFormatError("not a PNG file")
        pos, idat, header, plte = 8, b"", None, b""
        while pos < len(data):
            (length,) = struct.unpack(">I", data[pos : pos + 4])
            kind = data[pos + 4 : pos + 8]
            body = data[pos + 8 : pos + 8 + length]
            if kind == b"IHDR":
                header = struct.unpack(">IIBBBBB", body)
            elif kind == b"IDAT":
                idat += body
            elif kind == b"PLTE":
                plte = body
            pos += 12 + length
        if header is not None and header[2:5] in ((8, 3, 0), (8, 2, 0)) and header[6] == 0:
            return cls._deep_from_png(header[0], header[1], header[3], zlib.decompress(idat), plte)
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


    def pixel_rows(self) -> list[bytes]:
        """Each row's pixel values, one byte a pixel up to 8 bits, two (big-endian) at 16."""
        unit = 2 if self.depth == 16 else 1
        spread = _BIT_SPREAD[unit]
        row_bytes = (self.width + 7) >> 3
        out = []
        for y in range(self.height):
            value = 0
            for k, plane in enumerate(self.planes):
                bits = b"".join(spread[b] for b in plane[y].to_bytes(row_bytes, "little"))
                value |= int.from_bytes(bits, "big") << k
            out.append(value.to_bytes(row_bytes * 8 * unit, "big")[: self.width * unit])
        return out

    def set_pixel_rows(self, lines: Sequence[bytes]) -> None:
        """The inverse of :meth:`pixel_rows`: every pixel's value from its row's bytes."""
        for y, line in enumerate(lines[: self.height]):
            if self.depth == 16:
                halves = (line[1::2], line[0::2])  # the low and high bytes of each pixel
            for k, plane in enumerate(self.planes):
                source = halves[k >> 3] if self.depth == 16 else line
                bits = source[: self.width].translate(_BIT_CHARS[k & 7])
                plane[y] = int(bits[::-1], 2) if bits else 0

    def _deep_png(self, scale: int) -> bytes:
        rows = self.pixel_rows()
        if self.depth == 16:
            colors: dict[int, bytes] = {}
            raw_rows = []
            for row in rows:
                line = bytearray()
                for i in range(0, len(row), 2):
                    value = (row[i] << 8) | row[i + 1]
                    rgb = colors.get(value)
                    if rgb is None:
                        rgb = colors[value] = bytes(pixel_rgb(16, (), value))
                    line += rgb * scale
                raw_rows.append(bytes(line))
            header = struct.pack(">IIBBBBB", self.width * scale, self.height * scale, 8, 2, 0, 0, 0)
            extra = b""
        else:
            raw_rows = [bytes(b for b in row for _ in range(scale)) for row in rows]
            header = struct.pack(">IIBBBBB", self.width * scale, self.height * scale, 8, 3, 0, 0, 0)
            table = self.colors[: 1 << self.depth]
            extra = _png_chunk(b"PLTE", b"".join(bytes(rgb) for rgb in table))
        raw = b"".join((b"\x00" + line) * scale for line in raw_rows)
        return b"".join([b"\x89PNG\r\n\x1a\n", _png_chunk(b"IHDR", header), extra,
                         _png_chunk(b"IDAT", zlib.compress(raw, 9)), _png_chunk(b"IEND", b"")])  # fmt: skip

    @classmethod
    def _deep_from_png(cls, width: int, height: int, color_type: int, raw: bytes, plte: bytes) -> Framebuffer:
        unit = 3 if color_type == 2 else 1
        stride = width * unit + 1
        if len(raw) < stride * height or any(raw[y * stride] for y in range(height)):
            raise FramebufferFormatError("PNG rows must be complete and use filter 0")
        lines = [raw[y * stride + 1 : (y + 1) * stride] for y in range(height)]
        if color_type == 2:
            values = [[rgb565(tuple(line[i : i + 3])) for i in range(0, len(line), 3)] for line in lines]  # type: ignore[arg-type]
            return cls.from_values(width, height, 16, values)
        table = tuple((plte[i], plte[i + 1], plte[i + 2]) for i in range(0, len(plte) - 2, 3))
        depth = max(len(table) - 1, 1).bit_length()
        if depth not in (2, 4, 8):
            raise FramebufferFormatError(f"an indexed PNG of {len(table)} colours is no screen depth")
        palette = None if table == default_palette(depth)[: len(table)] else table
        return cls.from_values(width, height, depth, [list(line) for line in lines], palette)


# For each bit k of a byte, the table turning a value into the ASCII digit of its bit k.
_BIT_CHARS = [bytes(ord("1") if (v >> k) & 1 else ord("0") for v in range(256)) for k in range(8)]

# For each byte of a row int (bit i = column 8j + i), its eight pixels' bits as a byte (unit 1)
# or a big-endian UInt16 (unit 2) each, leftmost first: planes are joined into pixel values.
_BIT_SPREAD = {
    unit: [b"".join(((b >> i) & 1).to_bytes(unit, "big") for i in range(8)) for b in range(256)]
    for unit in (1, 2)
}


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
