"""The three ways Palm OS compresses bitmap pixels: ScanLine, RLE and PackBits.

All three work on the uncompressed pixel rows (``rowBytes`` bytes each) and know nothing of
depths or colour tables; :mod:`prc_tools.formats.bitmap` frames them.

- **ScanLine** (``BitmapCompressionTypeScanLine``, the only kind before OS 3.5 and the one PilRC
  writes; PILRC ``bitmap.c BMP_CompressBitmap``): for each row and each group of up to 8 bytes, a
  mask byte with bit ``0x80 >> k`` set when byte k differs from the byte above it, followed by
  the bytes that differ. Every byte of the first row is stored, whatever its mask bit says
  (PumpkinOS ``decompress_bitmap_scanline`` reads them all, and CodeWarrior's encoder leaves the
  first row's mask bits clear).
- **RLE** (OS 3.5): ``(count, value)`` pairs.
- **PackBits** (OS 4.0): a signed count byte, -1..-127 repeats the next unit ``1 - count`` times,
  0..127 copies ``count + 1`` literal units, -128 is skipped; a unit is a byte, or a 16-bit pixel
  at 16 bpp (PumpkinOS ``decompress_bitmap_packbits16``).

Decoders stop when the pixels are complete and return how many stream bytes they used, so
padding after the stream is never read as pixels.

>>> stream = compress(bytes([1, 2, 1, 2]), 2, SCANLINE)
>>> stream.hex(" "), decompress(stream, 2, 2, SCANLINE)
('c0 01 02 00', (b'\\x01\\x02\\x01\\x02', 4))
"""

from __future__ import annotations

from enum import IntEnum

from prc_tools.errors import PrcFormatError


class BitmapCompressionType(IntEnum):
    """SDK35 ``Bitmap.h`` ``BitmapCompressionType`` (PackBits from the 4.0 SDK)."""

    BitmapCompressionTypeScanLine = 0
    BitmapCompressionTypeRLE = 1
    BitmapCompressionTypePackBits = 2
    BitmapCompressionTypeNone = 0xFF


SCANLINE = BitmapCompressionType.BitmapCompressionTypeScanLine
RLE = BitmapCompressionType.BitmapCompressionTypeRLE
PACKBITS = BitmapCompressionType.BitmapCompressionTypePackBits
NONE = BitmapCompressionType.BitmapCompressionTypeNone


def compress(pixels: bytes, stride: int, kind: BitmapCompressionType, depth: int = 8) -> bytes:
    """Compress pixel rows (``stride`` bytes each) with ScanLine, RLE or PackBits."""
    if kind == SCANLINE:
        return _scanline_compress(pixels, stride)
    if kind == RLE:
        return _rle_compress(pixels)
    if kind == PACKBITS:
        return _packbits_compress(pixels, 2 if depth == 16 else 1)
    raise ValueError(f"cannot compress with {kind!r}")


def decompress(
    stream: bytes, stride: int, height: int, kind: BitmapCompressionType, at: int = 0, depth: int = 8
) -> tuple[bytes, int]:
    """The pixel rows and the number of stream bytes read; :class:`PrcFormatError` (offset ``at``
    plus the position in the stream) when the stream ends before the pixels do."""
    total = stride * height
    if kind == SCANLINE:
        out, used = _scanline_decompress(stream, stride, height, at)
    elif kind == RLE:
        out, used = _rle_decompress(stream, total)
    elif kind == PACKBITS:
        out, used = _packbits_decompress(stream, total, at, 2 if depth == 16 else 1)
    else:
        raise PrcFormatError(f"compression {kind!r} cannot be decoded", at)
    if len(out) < total:
        raise PrcFormatError(f"compressed pixels end after {len(out)} of {total} bytes", at + len(stream))
    return bytes(out[:total]), used


def _scanline_compress(pixels: bytes, stride: int) -> bytes:
    out = bytearray()
    previous: bytes | None = None
    for start in range(0, len(pixels), stride or 1):
        row = pixels[start : start + stride]
        for group in range(0, stride, 8):
            chunk = row[group : group + 8]
            mask = 0
            changed = []
            for k, value in enumerate(chunk):
                if previous is None or previous[group + k] != value:
                    mask |= 0x80 >> k
                    changed.append(value)
            out.append(mask)
            out += bytes(changed)
        previous = row
    return bytes(out)


def _scanline_decompress(stream: bytes, stride: int, height: int, at: int) -> tuple[bytearray, int]:
    out = bytearray()
    i = 0
    for y in range(height):
        for group in range(0, stride, 8):
            if i >= len(stream):
                raise PrcFormatError(f"ScanLine data ends in row {y}", at + i)
            mask = stream[i]
            i += 1
            for k in range(min(8, stride - group)):
                if y == 0 or mask & (0x80 >> k):
                    if i >= len(stream):
                        raise PrcFormatError(f"ScanLine data ends in row {y}", at + i)
                    out.append(stream[i])
                    i += 1
                else:
                    out.append(out[(y - 1) * stride + group + k])
    return out, i


def _rle_compress(pixels: bytes) -> bytes:
    out = bytearray()
    i = 0
    while i < len(pixels):
        run = 1
        while run < 255 and i + run < len(pixels) and pixels[i + run] == pixels[i]:
            run += 1
        out += bytes((run, pixels[i]))
        i += run
    return bytes(out)


def _rle_decompress(stream: bytes, total: int) -> tuple[bytearray, int]:
    out = bytearray()
    i = 0
    while i + 1 < len(stream) and len(out) < total:
        out += bytes([stream[i + 1]]) * stream[i]
        i += 2
    return out, i


def _packbits_compress(pixels: bytes, unit: int) -> bytes:
    units = [pixels[i : i + unit] for i in range(0, len(pixels), unit)]
    out = bytearray()
    literal: list[bytes] = []

    def flush() -> None:
        while literal:
            chunk = literal[:128]
            out.append(len(chunk) - 1)
            out.extend(b"".join(chunk))
            del literal[:128]

    i = 0
    while i < len(units):
        run = 1
        while run < 128 and i + run < len(units) and units[i + run] == units[i]:
            run += 1
        if run >= 2:
            flush()
            out.append(257 - run)
            out += units[i]
            i += run
        else:
            literal.append(units[i])
            i += 1
    flush()
    return bytes(out)


def _packbits_decompress(stream: bytes, total: int, at: int, unit: int) -> tuple[bytearray, int]:
    out = bytearray()
    i = 0
    while i < len(stream) and len(out) < total:
        count = stream[i] - 256 if stream[i] > 127 else stream[i]
        i += 1
        if count >= 0:
            # a literal run is cut short when the pixels are complete (PumpkinOS does the same)
            length = min(count + 1, -(-(total - len(out)) // unit)) * unit
            if i + length > len(stream):
                raise PrcFormatError("PackBits literal run is truncated", at + i)
            out += stream[i : i + length]
            i += length
        elif count != -128:
            if i + unit > len(stream):
                raise PrcFormatError("PackBits repeat run is truncated", at + i)
            out += stream[i : i + unit] * (1 - count)
            i += unit
    return out, i
