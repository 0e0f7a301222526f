"""``Tbmp`` and ``tAIB``: Palm ``BitmapType`` versions 0-2, single bitmaps and depth families.

Header, 16 bytes (SDK35 ``System/Bitmap.h`` ``BitmapType``; SDK 2 ``UI/Window.h`` for version 0;
PILRC ``szRCBITMAP "w,w,w,uuuuuuuuzu8,b,b,w,b,b,zw"``)::

    +0  width, height          Int16
    +4  rowBytes               UInt16, bytes per row, a multiple of 2
    +6  flags                  compressed, hasColorTable, hasTransparency, indirect, forScreen,
                               directColor, indirectColorTable, noDither, reserved:8 (MSB first)
    +8  pixelSize              bits per pixel (version 0: reserved, 1 bpp)
    +9  version                0, 1 (OS 3.0) or 2 (OS 3.5)
    +10 nextDepthOffset        4-byte units from this header to the next family member, 0 = last
    +12 transparentIndex       version 2
    +13 compressionType        version 2: 0 ScanLine, 1 RLE, 2 PackBits (4.0), 0xFF none
    +14 reserved               0
    +16 [ColorTableType: UInt16 numEntries, numEntries x (index, r, g, b)] then the pixels

Pixels are rows of ``rowBytes`` bytes, most significant bits leftmost; at 1 bpp a 1 bit is black.
Compressed pixels (``flags.compressed``) start with a UInt16 byte count that includes itself.
ScanLine compression (the only kind before version 2, and the one PilRC writes; PILRC
``bitmap.c BMP_CompressBitmap``): for each row and each group of up to 8 bytes, a mask byte with
bit ``0x80 >> k`` set when byte k differs from the byte above it (every bit set on the first row),
followed by the bytes that differ. RLE and PackBits are decoded as PumpkinOS ``Bitmap.c`` does.

A family (several depths in one resource) chains headers by ``nextDepthOffset``; PilRC pads each
member but the last to a 4-byte multiple and the resource to an even length
(``BMP_CompressDumpBitmap``). Palm OS draws the deepest member not deeper than the screen
(:meth:`BitmapFamily.for_depth`). Version 3 (high density, OS 5) is reported as unsupported.

>>> one = Bitmap.from_rows(["#.", ".#"])
>>> one.build().hex(" ")
'00 02 00 02 00 02 00 00 01 01 00 00 00 00 00 00 80 00 40 00'

May import: the standard library, construct, ``prc_tools.formats.binary``, ``prc_tools.errors``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

import construct as c

from prc_tools.errors import PrcFormatError
from prc_tools.formats.binary import build_struct, parse_struct, struct_size


class BitmapCompressionType(IntEnum):
    """SDK35 ``Bitmap.h`` ``BitmapCompressionType`` (PackBits from the 4.0 SDK)."""

    BitmapCompressionTypeScanLine = 0
    BitmapCompressionTypeRLE = 1
    BitmapCompressionTypePackBits = 2
    BitmapCompressionTypeNone = 0xFF


SCANLINE = BitmapCompressionType.BitmapCompressionTypeScanLine
RLE = BitmapCompressionType.BitmapCompressionTypeRLE
PACKBITS = BitmapCompressionType.BitmapCompressionTypePackBits

# SDK35 Bitmap.h BitmapFlagsType (+ directColor, indirectColorTable, noDither from the 4.0 SDK).
BitmapFlagsType = c.BitStruct(
    "compressed" / c.Flag,  # data format: 0 = raw, 1 = compressed
    "hasColorTable" / c.Flag,  # a ColorTableType precedes the pixels
    "hasTransparency" / c.Flag,  # transparentIndex is used
    "indirect" / c.Flag,  # bits stored elsewhere; never in a resource
    "forScreen" / c.Flag,  # system use only
    "directColor" / c.Flag,  # 16-bit direct colour
    "indirectColorTable" / c.Flag,
    "noDither" / c.Flag,
    "reserved" / c.Const(0, c.BitsInteger(8)),
)

# SDK35 Bitmap.h BitmapType; PILRC szRCBITMAP.
BitmapType = c.Struct(
    "width" / c.Int16sb,
    "height" / c.Int16sb,
    "rowBytes" / c.Int16ub,
    "flags" / BitmapFlagsType,
    "pixelSize" / c.Int8ub,  # bits per pixel; 0 in version 0 (= 1)
    "version" / c.Int8ub,
    "nextDepthOffset" / c.Int16ub,  # in 4-byte units, from this header
    "transparentIndex" / c.Int8ub,  # version 2
    "compressionType" / c.Int8ub,  # version 2, BitmapCompressionType
    "reserved" / c.Const(0, c.Int16ub),
)
HEADER_SIZE = struct_size(BitmapType)  # 16

DEPTHS = (1, 2, 4, 8)
"""Pixel sizes this module decodes and encodes (16-bit direct colour is not supported)."""

Row = tuple[int, ...]
RGBColor = tuple[int, int, int, int]  # RGBColorType: index, r, g, b


def row_bytes(width: int, depth: int) -> int:
    """Bytes per row, rounded up to a 16-bit word (PILRC ``((width*bpp + 15) & ~15) >> 3``)."""
    return ((width * depth + 15) // 16) * 2


@dataclass(frozen=True)
class Bitmap:
    """One ``BitmapType``: size, depth and pixel values, with how it is stored.

    ``rows`` holds ``height`` tuples of ``width`` pixel values (0..2**pixelSize-1); at 1 bpp,
    1 is black. ``rowBytes`` is derived. ``compressed`` with ``compressionType`` says how
    :meth:`build` stores the pixels.
    """

    width: int
    height: int
    rows: tuple[Row, ...]
    pixelSize: int = 1
    version: int = 1
    compressed: bool = False
    compressionType: BitmapCompressionType = SCANLINE
    hasTransparency: bool = False
    transparentIndex: int = 0
    colorTable: tuple[RGBColor, ...] | None = None
    forScreen: bool = False
    noDither: bool = False

    def __post_init__(self) -> None:
        if self.pixelSize not in DEPTHS:
            raise ValueError(f"pixelSize {self.pixelSize} is not one of {DEPTHS}")
        if self.version not in (0, 1, 2):
            raise ValueError(f"bitmap version {self.version} is not 0, 1 or 2")
        if self.version == 0 and (self.pixelSize != 1 or self.colorTable is not None or self.hasTransparency):
            raise ValueError("a version 0 bitmap is 1 bpp without colour table or transparency")
        if not (0 <= self.width < 0x8000 and 0 <= self.height < 0x8000):
            raise ValueError(f"bitmap size {self.width}x{self.height} out of range")
        if len(self.rows) != self.height or any(len(r) != self.width for r in self.rows):
            raise ValueError(f"rows do not form a {self.width}x{self.height} image")
        limit = 1 << self.pixelSize
        if any(not 0 <= v < limit for r in self.rows for v in r):
            raise ValueError(f"pixel values must be 0..{limit - 1} at {self.pixelSize} bpp")
        if self.version < 2 and self.compressionType != SCANLINE:
            raise ValueError("bitmaps before version 2 only know ScanLine compression (compressionType 0)")
        if self.compressed and self.compressionType == BitmapCompressionType.BitmapCompressionTypeNone:
            raise ValueError("a compressed bitmap needs a compression type")

    @property
    def rowBytes(self) -> int:
        return row_bytes(self.width, self.pixelSize)

    @classmethod
    def from_rows(cls, rows: Sequence[str], *, black: str = "#") -> Bitmap:
        """A 1 bpp version 1 bitmap from text rows: ``black`` characters are 1, others 0."""
        width = max((len(r) for r in rows), default=0)
        pixels = tuple(tuple(1 if ch in black else 0 for ch in r.ljust(width)) for r in rows)
        return cls(width, len(rows), pixels)

    def text_art(self, palette: str = ".#") -> list[str]:
        """The pixels as text, one line per row; ``palette[v]`` draws value v (digits if too short)."""
        if len(palette) < 1 << self.pixelSize:
            palette = "0123456789ABCDEF"[: 1 << self.pixelSize] if self.pixelSize <= 4 else ""
        if not palette:
            return [" ".join(f"{v:02X}" for v in r) for r in self.rows]
        return ["".join(palette[v] for v in r) for r in self.rows]

    # -- pixels <-> bytes ----------------------------------------------------------------------

    def pixel_bytes(self) -> bytes:
        """The uncompressed pixel rows, ``rowBytes`` each, padding bits zero."""
        out = bytearray()
        per_byte = 8 // self.pixelSize
        for r in self.rows:
            line = bytearray(self.rowBytes)
            for x, value in enumerate(r):
                shift = 8 - self.pixelSize * (x % per_byte + 1)
                line[x // per_byte] |= value << shift
            out += line
        return bytes(out)

    @staticmethod
    def _rows_from_bytes(raw: bytes, width: int, height: int, depth: int) -> tuple[Row, ...]:
        stride = row_bytes(width, depth)
        per_byte = 8 // depth
        mask = (1 << depth) - 1
        rows = []
        for y in range(height):
            line = raw[y * stride : (y + 1) * stride]
            rows.append(
                tuple((line[x // per_byte] >> (8 - depth * (x % per_byte + 1))) & mask for x in range(width))
            )
        return tuple(rows)

    # -- one member ----------------------------------------------------------------------------

    def _payload(self) -> bytes:
        """Colour table and (possibly compressed) pixels: everything after the header."""
        table = b""
        if self.colorTable is not None:
            table = build_struct(c.Int16ub, len(self.colorTable)) + b"".join(
                bytes(e) for e in self.colorTable
            )
        pixels = self.pixel_bytes()
        if self.compressed:
            stream = compress(pixels, self.rowBytes, self.compressionType)
            if len(stream) + 2 > 0xFFFF:
                raise ValueError("compressed bitmap larger than 64 KB")
            pixels = build_struct(c.Int16ub, len(stream) + 2) + stream
        return table + pixels

    def _header(self, next_depth_offset: int) -> bytes:
        return build_struct(
            BitmapType,
            {
                "width": self.width,
                "height": self.height,
                "rowBytes": self.rowBytes,
                "flags": {
                    "compressed": self.compressed,
                    "hasColorTable": self.colorTable is not None,
                    "hasTransparency": self.hasTransparency,
                    "indirect": False,
                    "forScreen": self.forScreen,
                    "directColor": False,
                    "indirectColorTable": False,
                    "noDither": self.noDither,
                },
                "pixelSize": 0 if self.version == 0 else self.pixelSize,
                "version": self.version,
                "nextDepthOffset": next_depth_offset,
                "transparentIndex": self.transparentIndex,
                "compressionType": int(self.compressionType),
            },
        )

    def build(self) -> bytes:
        """This bitmap alone as a resource (a one-member family)."""
        return BitmapFamily((self,)).build()

    @classmethod
    def parse(cls, data: bytes) -> Bitmap:
        """A resource holding one bitmap (the first member of a family)."""
        return BitmapFamily.parse(data).members[0]


@dataclass(frozen=True)
class BitmapFamily:
    """A ``Tbmp``/``tAIB`` resource: one bitmap per depth, shallowest first as PilRC writes them."""

    members: tuple[Bitmap, ...]

    def __post_init__(self) -> None:
        if not self.members:
            raise ValueError("a bitmap family needs at least one member")

    def for_depth(self, depth: int) -> Bitmap:
        """The deepest member not deeper than ``depth`` (else the shallowest), as ``WinDrawBitmap``."""
        fitting = [m for m in self.members if m.pixelSize <= depth]
        if fitting:
            return max(fitting, key=lambda m: m.pixelSize)
        return min(self.members, key=lambda m: m.pixelSize)

    def build(self) -> bytes:
        out = bytearray()
        for index, member in enumerate(self.members):
            payload = member._payload()
            if index < len(self.members) - 1:
                payload += bytes(-(HEADER_SIZE + len(payload)) % 4)
                units = (HEADER_SIZE + len(payload)) // 4
                if units > 0xFFFF:
                    raise ValueError("bitmap family member too large for nextDepthOffset")
                out += member._header(units) + payload
            else:
                out += member._header(0) + payload
        if len(out) % 2:
            out += b"\0"
        return bytes(out)

    @classmethod
    def parse(cls, data: bytes) -> BitmapFamily:
        members: list[Bitmap] = []
        offset = 0
        while True:
            member, next_offset = _parse_member(data, offset, len(members))
            members.append(member)
            if next_offset is None:
                return cls(tuple(members))
            offset = next_offset


def _parse_member(data: bytes, offset: int, index: int) -> tuple[Bitmap, int | None]:
    what = f"bitmap member {index}"
    if offset + 10 <= len(data) and data[offset + 9] >= 3:
        raise PrcFormatError(
            f"{what} is BitmapType version {data[offset + 9]}, which is not supported", offset + 9
        )
    header = parse_struct(BitmapType, data, offset, f"{what} header")
    flags = header.flags
    version = header.version
    depth = 1 if version == 0 and header.pixelSize == 0 else header.pixelSize
    if header.width < 0 or header.height < 0:
        raise PrcFormatError(f"{what} has a negative size {header.width}x{header.height}", offset)
    if depth not in DEPTHS:
        raise PrcFormatError(f"{what} has pixelSize {header.pixelSize}; supported: {DEPTHS}", offset + 8)
    if flags.indirect or flags.directColor or flags.indirectColorTable:
        raise PrcFormatError(f"{what} uses indirect or direct-colour storage, not supported", offset + 6)
    expected = row_bytes(header.width, depth)
    if header.rowBytes != expected:
        raise PrcFormatError(
            f"{what} has rowBytes {header.rowBytes}; {header.width} pixels at {depth} bpp need {expected}",
            offset + 4,
        )
    end = offset + 4 * header.nextDepthOffset if header.nextDepthOffset else len(data)
    if end > len(data):
        raise PrcFormatError(f"{what} nextDepthOffset points past the end of the resource", offset + 10)
    position = offset + HEADER_SIZE
    table: tuple[RGBColor, ...] | None = None
    if flags.hasColorTable:
        count = parse_struct(c.Int16ub, data, position, f"{what} colour table")
        position += 2
        if position + 4 * count > end:
            raise PrcFormatError(f"{what} colour table of {count} entries is truncated", end)
        table = tuple(
            (data[i], data[i + 1], data[i + 2], data[i + 3]) for i in range(position, position + 4 * count, 4)
        )
        position += 4 * count
    size = expected * header.height
    if version < 2:
        if header.compressionType != 0:
            raise PrcFormatError(f"{what} (version {version}) has a non-zero compressionType", offset + 13)
        compression = SCANLINE
    else:
        try:
            compression = BitmapCompressionType(header.compressionType)
        except ValueError:
            raise PrcFormatError(
                f"{what} has unknown compressionType {header.compressionType}", offset + 13
            ) from None
    if flags.compressed:
        length = parse_struct(c.Int16ub, data, position, f"{what} compressed size")
        if length < 2 or position + length > end:
            raise PrcFormatError(f"{what} compressed size {length} does not fit the resource", position)
        pixels = decompress(
            data[position + 2 : position + length], expected, header.height, compression, position + 2
        )
        position += length
    else:
        if position + size > end:
            raise PrcFormatError(f"{what} pixel data of {size} bytes is truncated", end)
        pixels = data[position : position + size]
        position += size
    for i in range(position, end):
        if data[i]:
            raise PrcFormatError(f"{what} is followed by {end - position} unexpected bytes", i)
    rows = Bitmap._rows_from_bytes(pixels, header.width, header.height, depth)
    try:
        member = Bitmap(
            header.width,
            header.height,
            rows,
            depth,
            version,
            flags.compressed,
            compression,
            flags.hasTransparency,
            header.transparentIndex,
            table,
            flags.forScreen,
            flags.noDither,
        )
    except ValueError as error:
        raise PrcFormatError(f"{what} is invalid: {error}", offset) from None
    return member, (offset + 4 * header.nextDepthOffset if header.nextDepthOffset else None)


# -- compression ---------------------------------------------------------------------------------


def compress(pixels: bytes, stride: int, kind: BitmapCompressionType) -> bytes:
    """Compress pixel rows (``stride`` bytes each) with ScanLine, RLE or PackBits."""
    if kind == SCANLINE:
        return _scanline_compress(pixels, stride)
    if kind == RLE:
        return _rle_compress(pixels)
    if kind == PACKBITS:
        return _packbits_compress(pixels)
    raise ValueError(f"cannot compress with {kind!r}")


def decompress(stream: bytes, stride: int, height: int, kind: BitmapCompressionType, at: int = 0) -> bytes:
    """Inverse of :func:`compress`; :class:`PrcFormatError` (offset ``at`` + position) if damaged."""
    total = stride * height
    if kind == SCANLINE:
        out = _scanline_decompress(stream, stride, height, at)
    elif kind == RLE:
        out = _rle_decompress(stream, total, at)
    elif kind == PACKBITS:
        out = _packbits_decompress(stream, total, at)
    else:
        raise PrcFormatError(f"compression {kind!r} cannot be decoded", at)
    if len(out) < total:
        raise PrcFormatError(f"compressed pixels end after {len(out)} of {total} bytes", at + len(stream))
    return bytes(out[:total])


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


def _scanline_decompress(stream: bytes, stride: int, height: int, at: int) -> bytearray:
    out = bytearray()
    i = 0
    for y in range(height):
        for group in range(0, stride, 8):
            if i >= len(stream):
                raise PrcFormatError(f"ScanLine data ends in row {y}", at + i)
            mask = stream[i]
            i += 1
            for k in range(min(8, stride - group)):
                if mask & (0x80 >> k):
                    if i >= len(stream):
                        raise PrcFormatError(f"ScanLine data ends in row {y}", at + i)
                    out.append(stream[i])
                    i += 1
                else:
                    out.append(out[(y - 1) * stride + group + k] if y else 0)
    return out


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


def _rle_decompress(stream: bytes, total: int, at: int) -> bytearray:
    out = bytearray()
    for i in range(0, len(stream) - 1, 2):
        if len(out) >= total:
            break
        out += bytes([stream[i + 1]]) * stream[i]
    return out


def _packbits_compress(pixels: bytes) -> bytes:
    out = bytearray()
    literal = bytearray()

    def flush() -> None:
        while literal:
            chunk = literal[:128]
            out.append(len(chunk) - 1)
            out.extend(chunk)
            del literal[:128]

    i = 0
    while i < len(pixels):
        run = 1
        while run < 128 and i + run < len(pixels) and pixels[i + run] == pixels[i]:
            run += 1
        if run >= 2:
            flush()
            out += bytes((257 - run, pixels[i]))
            i += run
        else:
            literal.append(pixels[i])
            i += 1
    flush()
    return bytes(out)


def _packbits_decompress(stream: bytes, total: int, at: int) -> bytearray:
    out = bytearray()
    i = 0
    while i < len(stream) and len(out) < total:
        count = stream[i] - 256 if stream[i] > 127 else stream[i]
        i += 1
        if count >= 0:
            if i + count + 1 > len(stream):
                raise PrcFormatError("PackBits literal run is truncated", at + i)
            out += stream[i : i + count + 1]
            i += count + 1
        elif count != -128:
            if i >= len(stream):
                raise PrcFormatError("PackBits repeat run is truncated", at + i)
            out += bytes([stream[i]]) * (1 - count)
            i += 1
    return out


def family_from_members(members: Iterable[Bitmap]) -> BitmapFamily:
    """A family of ``members`` sorted shallowest first (the order PilRC writes)."""
    return BitmapFamily(tuple(sorted(members, key=lambda m: m.pixelSize)))
