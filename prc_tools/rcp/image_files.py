"""Reading the image files a ``BITMAP`` statement names, the way PilRC reads them.

PilRC reads four kinds of file, chosen by extension (PILRC ``bitmap.c DumpBitmap``), and each
kind is converted its own way, so they are kept apart here:

- ``.bmp`` (``BMP_ConvertWindowsBitmap``): uncompressed Windows bitmaps of 1, 4, 8, 16, 24 or 32
  bits, each pixel as RGB (and its palette index at 1, 4 and 8 bits). 16-bit pixels widen to 8
  bits per channel PilRC's way, and a ``BI_BITFIELDS`` 16-bit file is 5-6-5 unless its green mask
  is 0x3E00. Rows are bottom-up; a top-down file (negative height), which PilRC cannot read, is
  read the right way up with a warning.
- ``.pbm``, ``.pgm``, ``.ppm``, ``.pnm`` (``BMP_ConvertPNMBitmap``): P1 to P6, with their
  ``maxval``; in P5 and P6 every sample is one byte.
- ``.pbitm`` (``BMP_ConvertTextBitmap``): text art, ``-`` and space white, ``#`` black; lines
  end with LF, CR or CRLF; the width is the longest line. PilRC takes any other character for
  black, so a file of garbage (or a PNG named ``.pbitm``) becomes a bitmap; here it is refused
  with the ``file:line:column`` of the first character that is no pixel. A UTF-8 byte-order
  mark, which PilRC reads as three black pixels, is skipped with a warning.
- ``.xbm`` (``BMP_ConvertX11Bitmap``): X11 bitmaps, ``#define name_width``/``_height`` and a
  ``static [unsigned] char name_bits[] = {…}`` array, least significant bit leftmost.

Anything else (PNG, GIF …) PilRC refuses; palm-prc reads it with Pillow as RGB, with a warning
that PilRC cannot, so a project's own sources stay buildable by both tools.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from prc_tools.errors import RcpError
from prc_tools.rcp.lexer import Token
from prc_tools.rcp.source import read_input

PNM_SUFFIXES = (".pbm", ".pgm", ".ppm", ".pnm")
RGBA = tuple[int, int, int, int]
WarnAt = Callable[[Token, str], None]


@dataclass(frozen=True)
class SourceImage:
    """An image as read: ``kind`` is ``bmp``, ``pnm``, ``text``, ``xbm`` or ``other``.

    ``pixels`` are (r, g, b, a) per pixel (a only from 32-bit BMPs, else 0); ``indices`` the BMP
    palette index of each pixel (1-, 4- and 8-bit BMPs) and ``palette`` that palette; ``bits``
    the 1-bit rows of text art and X11 bitmaps (1 = black); ``maxval`` that of a PNM file.
    """

    kind: str
    width: int
    height: int
    pixels: tuple[tuple[RGBA, ...], ...] = ()
    indices: tuple[tuple[int, ...], ...] | None = None
    palette: tuple[tuple[int, int, int], ...] = ()
    bits: tuple[tuple[int, ...], ...] = ()
    maxval: int = 255
    bmp_bits: int = 0


def read_image(path: Path, where: Token, warn: WarnAt) -> SourceImage:
    """Read ``path`` by its extension; :class:`RcpError` at ``where`` when it cannot be read."""
    data = read_input(path, where, "image")
    suffix = path.suffix.lower()
    try:
        if suffix == ".bmp":
            return _bmp(data, path, where, warn)
        if suffix in PNM_SUFFIXES:
            return _pnm(data, path)
        if suffix == ".pbitm":
            return _text_art(data, path, where, warn)
        if suffix == ".xbm":
            return _xbm(data)
    except RcpError:
        raise
    except (ValueError, IndexError, struct.error) as error:
        raise where.error(f"cannot read image {path.name}: {error}") from None
    warn(
        where,
        f"PilRC cannot read {suffix or 'this'} images ({path.name}): use .bmp, .pbm/.pgm/.ppm or .pbitm",
    )
    return _other(path, where)


MAX_IMAGE_PIXELS = 1 << 20
"""The most pixels a source image may have: a megabyte of 8-bit pixels, the most a Palm bitmap
family holds (``prc_tools.formats.bitmap.MAX_PIXEL_BYTES``); a side is at most 32767."""


def _check_size(width: int, height: int) -> None:
    """``ValueError`` for an image no Palm bitmap can hold, before its pixels are read."""
    if not (0 <= width <= 0x7FFF and 0 <= height <= 0x7FFF) or width * height > MAX_IMAGE_PIXELS:
        raise ValueError(
            f"{width}x{height} is larger than a Palm bitmap may be"
            f" (32767 a side, {MAX_IMAGE_PIXELS:,} pixels)"
        )


def _bmp(data: bytes, path: Path, where: Token, warn: WarnAt) -> SourceImage:
    if data[:2] != b"BM":
        raise ValueError("not a Windows bitmap (no 'BM' at the start)")
    size, width, height, _, bits, compression = struct.unpack_from("<IiiHHI", data, 14)
    _check_size(width, abs(height))
    used = struct.unpack_from("<I", data, 46)[0]
    # PilRC takes an unset colour count as 1 << bits, which its C computes as 1 for 32 bits: it
    # then skips one "palette entry" and reads every pixel one place to the right
    colours = used or (1 << bits if bits < 32 else 1)
    if colours > 256:
        colours = 0  # direct colour
    if bits == 32 and not used:
        warn(
            where,
            f"PilRC reads {path.name} (32-bit, no colour count) one pixel to the left, as here, and "
            "its last pixel from past the end of the file, whatever its memory holds (black here)",
        )
    if compression in (1, 2):
        raise ValueError("PilRC does not read compressed (RLE) .bmp files")
    at = 14 + size
    palette = tuple((data[at + 4 * i + 2], data[at + 4 * i + 1], data[at + 4 * i]) for i in range(colours))
    offset = at + 4 * colours
    data += bytes(8)  # PilRC's 32-bit reading runs past the end of the last row, into malloc'd memory
    bitfields = compression == 3
    format16 = 555
    if bits in (16, 32) and bitfields:
        if bits == 16 and struct.unpack_from("<I", data, offset + 4)[0] != 0x3E00:
            format16 = 565
        offset += 12
    if bits not in (1, 4, 8, 16, 24, 32):
        raise ValueError(f"{bits}-bit .bmp files are not read (1, 4, 8, 16, 24 or 32)")
    stride = ((width * bits + 31) & ~31) >> 3
    top_down = height < 0
    if top_down:
        height = -height
        warn(where, f"{path.name} is a top-down BMP (negative height), which PilRC cannot read")
    pixels, indices = [], []
    for y in range(height):
        row_at = offset + stride * (y if top_down else height - 1 - y)
        line = data[row_at : row_at + stride + 4]
        if len(line) < stride:
            raise ValueError("the pixel data ends early")
        row, index_row = [], []
        for x in range(width):
            if bits <= 8:
                per = 8 // bits
                index = (line[x // per] >> (8 - bits * (x % per + 1))) & ((1 << bits) - 1)
                red, green, blue = palette[index] if index < len(palette) else (0, 0, 0)
                row.append((red, green, blue, 0))
                index_row.append(index)
            elif bits == 16:
                word = line[2 * x] | line[2 * x + 1] << 8
                if format16 == 565:
                    red = ((word & 0xF800) >> 8) | ((word & 0x3800) >> 11)
                    green = ((word & 0x07E0) >> 3) | ((word & 0x0060) >> 5)
                else:
                    red = ((word & 0x7C00) >> 7) | ((word & 0x1C00) >> 10)
                    green = ((word & 0x03E0) >> 2) | ((word & 0x00E0) >> 5)
                blue = ((word & 0x001F) << 3) | (word & 0x0007)
                row.append((red, green, blue, 0))
            elif bits == 24:
                row.append((line[3 * x + 2], line[3 * x + 1], line[3 * x], 0))
            else:
                row.append((line[4 * x + 2], line[4 * x + 1], line[4 * x], line[4 * x + 3]))
        pixels.append(tuple(row))
        indices.append(tuple(index_row))
    return SourceImage(
        "bmp", width, height, tuple(pixels), tuple(indices) if bits <= 8 else None, palette, bmp_bits=bits
    )


def _pnm(data: bytes, path: Path) -> SourceImage:
    if len(data) < 2 or data[0:1] != b"P" or data[1:2] not in b"123456":
        raise ValueError("not a PBM/PGM/PPM file")
    kind = data[1] - ord("0")
    reader = _PnmReader(data, 2)
    width, height = reader.number(), reader.number()
    _check_size(width, height)
    maxval = 1 if kind in (1, 4) else reader.number()
    if kind >= 4 and reader.at < len(data) and data[reader.at : reader.at + 1].isspace():
        reader.at += 1
    if maxval <= 0:
        raise ValueError(f"maxval {maxval} is not positive")
    rows = []
    for _ in range(height):
        row = []
        mask = 0
        byte = 0
        for _ in range(width):
            if kind == 1:
                value = reader.pbm_digit()
                colour = (value, value, value)
            elif kind == 4:
                if mask == 0:
                    byte, mask = reader.byte(), 0x80
                value = 0 if byte & mask else 1
                mask >>= 1
                colour = (value, value, value)
            elif kind == 2:
                value = reader.number()
                colour = (value, value, value)
            elif kind == 5:
                value = reader.byte()
                colour = (value, value, value)
            elif kind == 3:
                colour = (reader.number(), reader.number(), reader.number())
            else:
                colour = (reader.byte(), reader.byte(), reader.byte())
            row.append((*colour, 0))
        rows.append(tuple(row))
    return SourceImage("pnm", width, height, tuple(rows), maxval=maxval)


class _PnmReader:
    """PILRC ``SkipPNMWhitespace``/``ReadPNMInt``/``ReadP1``: whitespace and ``#`` comments."""

    def __init__(self, data: bytes, at: int) -> None:
        self.data = data
        self.at = at

    def skip(self) -> None:
        data = self.data
        while self.at < len(data):
            if data[self.at : self.at + 1].isspace():
                self.at += 1
            elif data[self.at] == ord("#"):
                while self.at < len(data) and data[self.at] not in b"\r\n":
                    self.at += 1
            else:
                return

    def number(self) -> int:
        self.skip()
        start = self.at
        while self.at < len(self.data) and self.data[self.at : self.at + 1].isdigit():
            self.at += 1
        if start == self.at:
            raise ValueError(f"expected a number at byte {self.at}")
        return int(self.data[start : self.at])

    def pbm_digit(self) -> int:
        self.skip()
        while self.at < len(self.data):
            ch = self.data[self.at]
            self.at += 1
            if ch == ord("0"):
                return 1  # PBM: 0 is white, i.e. the maximum of 1
            if ch == ord("1"):
                return 0
        raise ValueError("the pixel data ends early")

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise ValueError("the pixel data ends early")
        self.at += 1
        return self.data[self.at - 1]


def _lines(data: bytes) -> list[bytes]:
    """Lines ended by LF, CR or CRLF (PILRC ``BMP_SkipNewLine``); no empty line after the last end."""
    lines = re.split(rb"\r\n|\r|\n", data)
    return lines[:-1] if lines and lines[-1] == b"" else lines


TEXT_ART_PIXELS = {"-": 0, " ": 0, "#": 1}
"""What a text-art character stands for: white (0) or black (1)."""

BOM = b"\xef\xbb\xbf"


def _text_art(data: bytes, path: Path, where: Token, warn: WarnAt) -> SourceImage:
    """Rows of ``TEXT_ART_PIXELS``; an :class:`RcpError` at the first other character."""
    if data.startswith(BOM):
        warn(where, f"{path.name} starts with a UTF-8 byte-order mark, which PilRC reads as 3 black pixels")
        data = data[len(BOM) :]
    try:
        lines = [line.decode("utf-8") for line in _lines(data)]
    except UnicodeDecodeError:
        raise where.error(f"text-art bitmap {path} is not text (rows of '#' and '-')") from None
    for number, line in enumerate(lines, 1):
        for column, ch in enumerate(line, 1):
            if ch not in TEXT_ART_PIXELS:
                shown = repr(ch) if ch.isprintable() else f"U+{ord(ch):04X}"
                message = f"{shown} is not a text-art pixel ('#' black, '-' or space white)"
                raise RcpError(message, str(path), number, column)
    if not any(lines):
        raise RcpError("a text-art bitmap needs at least one row of '#' and '-'", str(path), 1, 1)
    width = max(len(line) for line in lines)
    try:
        _check_size(width, len(lines))
    except ValueError as error:
        raise where.error(f"text-art bitmap {path.name}: {error}") from None
    bits = tuple(tuple(TEXT_ART_PIXELS[ch] for ch in line.ljust(width)) for line in lines)
    return SourceImage("text", width, len(lines), bits=bits)


_REVERSED = (0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15)


def _xbm(data: bytes) -> SourceImage:
    width = height = 0
    lines = _lines(data)
    start = None
    for number, line in enumerate(lines):
        text = line.decode("latin-1")
        match = re.match(r"#define\s+(\S+)\s+(-?\d+)", text)
        if match:
            suffix = match.group(1).rsplit("_", 1)[-1]
            if suffix == "width":
                width = int(match.group(2))
            elif suffix == "height":
                height = int(match.group(2))
        match = re.match(r"static\s+(?:unsigned\s+)?char\s+(\S+)", text)
        if match and match.group(1).rsplit("_", 1)[-1] == "bits[]" and width > 0 and height > 0:
            start = number + 1
            break
    if start is None:
        raise ValueError("not an X11 bitmap (no name_width, name_height and name_bits[])")
    _check_size(width, height)
    row_bytes = ((width + 15) & ~15) // 8
    packed = bytearray(row_bytes * height)
    position = value = 0
    for ch in b"\n".join(lines[start:]).lower():
        if ch in b",}":
            if position < len(packed):
                packed[position] = value & 0xFF
                position += 1
                if 0 < width % 16 < 9 and position % row_bytes == row_bytes - 1:
                    position += 1  # the X11 row has one byte less than the Palm row
            value = 0
        elif ch in b"0123456789abcdef":
            value = (value >> 4) + (_REVERSED[int(chr(ch), 16)] << 4)
    bits = tuple(
        tuple((packed[y * row_bytes + x // 8] >> (7 - x % 8)) & 1 for x in range(width))
        for y in range(height)
    )
    return SourceImage("xbm", width, height, bits=bits)


def _other(path: Path, where: Token) -> SourceImage:
    from PIL import Image, UnidentifiedImageError  # only for formats PilRC does not read

    try:
        with Image.open(path) as image:
            _check_size(*image.size)  # before the pixels are decompressed
            image.load()
            rgba = image.convert("RGBA")
    except (UnidentifiedImageError, Image.DecompressionBombError, OSError, ValueError) as error:
        raise where.error(f"cannot read image {path}: {error}") from None
    width, height = rgba.size
    raw = rgba.tobytes()
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            red, green, blue, alpha = raw[4 * (y * width + x) : 4 * (y * width + x) + 4]
            if alpha < 255:  # composed onto white, as the Palm screen shows it
                red, green, blue = (
                    (channel * alpha + 255 * (255 - alpha)) // 255 for channel in (red, green, blue)
                )
            row.append((red, green, blue, 0))
        rows.append(tuple(row))
    return SourceImage("other", width, height, tuple(rows))
