"""``Tbmp`` and ``tAIB``: Palm ``BitmapType`` versions 0-3, single bitmaps and depth/density families.

Header of versions 0-2, 16 bytes (SDK35 ``System/Bitmap.h`` ``BitmapType``; SDK 2 ``UI/Window.h``
for version 0; PILRC ``szRCBITMAP "w,w,w,uuuuuuuuzu8,b,b,w,b,b,zw"``)::

    +0  width, height          Int16
    +4  rowBytes               UInt16, bytes per row, a multiple of 2
    +6  flags                  compressed, hasColorTable, hasTransparency, indirect, forScreen,
                               directColor, indirectColorTable, noDither, reserved:8 (MSB first)
    +8  pixelSize              bits per pixel (version 0: reserved, 1 bpp)
    +9  version                0, 1 (OS 3.0) or 2 (OS 3.5)
    +10 nextDepthOffset        4-byte units from this header to the next family member, 0 = last
    +12 transparentIndex       version 2 (PilRC also writes it in version 1)
    +13 compressionType        version 2: 0 ScanLine, 1 RLE, 2 PackBits (4.0), 0xFF none
    +14 reserved               0

Version 3 (OS 5 high density; SDK5 ``Bitmap.h`` ``BitmapTypeV3``, PILRC ``szRCBITMAP_V3``) has a
24-byte header: the same first 10 bytes, then ``size`` (24), ``pixelFormat``, an unused byte,
``compressionType``, ``density`` (72, 108, 144 …), a UInt32 ``transparentValue`` and a UInt32
``nextBitmapOffset`` in **bytes**.

After the header: a ``ColorTableType`` (UInt16 numEntries, numEntries x (index, r, g, b)) when
``hasColorTable``; for 16-bit version 2 bitmaps the 8-byte ``BitmapDirectInfoType`` (red, green,
blue bit counts, a reserved byte, the transparent ``RGBColorType``); then the pixels: rows of
``rowBytes`` bytes, most significant bits leftmost, 1 = black at 1 bpp. Compressed pixels
(``flags.compressed``, see :mod:`.bitmap_compression`) start with a byte count (UInt16, UInt32 in
version 3). PilRC counts it from the start of the colour table (or direct info) and that is what
:meth:`BitmapFamily.build` writes; readers (PumpkinOS, the ROM) skip it unread, and CodeWarrior
stores it little-endian, so parsing does not rely on it.

A family (several depths in one resource) chains headers by ``nextDepthOffset``; PilRC pads each
member but the last to a 4-byte multiple and the resource to an even length
(``BMP_CompressDumpBitmap``). Palm OS 5 families add high-density version 3 members after a
16-byte **placeholder** header (pixelSize 0xFF, version 1, ``nextDepthOffset`` 0) that older
systems take for the end of the family (PILRC ``DumpMultidensityBMPDEFs``; PumpkinOS
``BmpSkipEmptySlot``). :meth:`BitmapFamily.for_depth` picks what a low-density screen draws.

Parsing keeps each member's stored bytes, so a parsed resource builds back byte for byte even when
its writer compressed or padded differently from this module. A member whose pixels would pass
:data:`MAX_PIXEL_BYTES` is refused before anything is decompressed: a few compressed bytes can
claim a 32767x32767 image, which no Palm OS draws.

>>> one = Bitmap.from_rows(["#.", ".#"])
>>> one.build().hex(" ")
'00 02 00 02 00 02 00 00 01 01 00 00 00 00 00 00 80 00 40 00'
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, Literal

import construct as c

from prc_tools.errors import PrcFormatError
from prc_tools.formats.binary import build_struct, parse_struct, struct_size
from prc_tools.formats.bitmap_compression import (
    NONE,
    PACKBITS,
    RLE,
    SCANLINE,
    BitmapCompressionType,
    compress,
    decompress,
)

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

# SDK35 Bitmap.h BitmapType (versions 0-2); PILRC szRCBITMAP.
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

# SDK5 Bitmap.h BitmapTypeV3; PILRC szRCBITMAP_V3 "w,w,w,uuuuuuuuzu8,b,b,b,b,zb,b,w,l,l".
BitmapTypeV3 = c.Struct(
    "width" / c.Int16sb,
    "height" / c.Int16sb,
    "rowBytes" / c.Int16ub,
    "flags" / BitmapFlagsType,
    "pixelSize" / c.Int8ub,
    "version" / c.Const(3, c.Int8ub),
    "size" / c.Int8ub,  # of this header: 24
    "pixelFormat" / c.Int8ub,  # PixelFormatType: 0 indexed, 1 565, 2 565LE, 3 indexedLE
    "unused" / c.Const(0, c.Int8ub),
    "compressionType" / c.Int8ub,
    "density" / c.Int16ub,  # kDensityLow 72, kDensityOneAndAHalf 108, kDensityDouble 144 …
    "transparentValue" / c.Int32ub,  # index (up to 8 bpp) or RGB565 colour
    "nextBitmapOffset" / c.Int32ub,  # bytes from this header to the next member, 0 = last
)
V3_HEADER_SIZE = struct_size(BitmapTypeV3)  # 24

# SDK35 Bitmap.h BitmapDirectInfoType: follows the header of a 16-bit version 2 bitmap.
BitmapDirectInfoType = c.Struct(
    "redBits" / c.Int8ub,
    "greenBits" / c.Int8ub,
    "blueBits" / c.Int8ub,
    "reserved" / c.Int8ub,
    "transparentColor" / c.Bytes(4),  # RGBColorType: index, r, g, b
)
DIRECT_INFO_565 = bytes([5, 6, 5, 0, 0, 0, 0, 0])
"""What PilRC writes for a 16-bit bitmap without a transparent colour."""

PLACEHOLDER = bytes(8) + b"\xff\x01" + bytes(6)
"""The 16-byte header that precedes high-density members (pixelSize 0xFF, version 1)."""

LOW_DENSITY = 72
DEPTHS = (1, 2, 4, 8, 16, 24, 32)
"""Pixel sizes this module decodes and encodes."""
PIXEL_FORMAT_565LE = 2
MAX_PIXEL_BYTES = 1 << 20
"""The most pixel bytes (``rowBytes * height``) the members of one family may hold together.
Palm OS 3.5 and 4 keep a bitmap's pixels, and decompress a compressed one, in a single memory
chunk, under 64 KB; Palm OS 5's largest screen, 320x480 at 16 bits, is 300 KB. A megabyte is
more than any handheld draws, and bounds what decoding costs (8 million 1-bit pixels)."""


def _unpacking_table(depth: int) -> tuple[bytes, ...]:
    """For each byte value, the ``8 // depth`` pixel values it packs, leftmost first, a byte each."""
    per_byte, mask = 8 // depth, (1 << depth) - 1
    return tuple(
        bytes((byte >> (8 - depth * (k + 1))) & mask for k in range(per_byte)) for byte in range(256)
    )


class DecodedRows(tuple[tuple[int, ...], ...]):
    """Rows made from pixel bytes by :meth:`Bitmap.rows_from_bytes`: every value fits its depth by
    construction, so :class:`Bitmap` does not check them one by one (a tuple in all else)."""

    __slots__ = ()


_UNPACK = {depth: _unpacking_table(depth) for depth in (1, 2, 4, 8)}

Row = tuple[int, ...]
RGBColor = tuple[int, int, int, int]  # RGBColorType: index, r, g, b


def row_bytes(width: int, depth: int) -> int:
    """Bytes per row, rounded up to a 16-bit word (PILRC ``((width*bpp + 15) & ~15) >> 3``)."""
    return ((width * depth + 15) // 16) * 2


@dataclass(frozen=True)
class StoredPayload:
    """A member's bytes after its header exactly as a file held them, and the field values they
    were decoded into; :meth:`BitmapFamily.build` writes them back while those values hold."""

    payload: bytes
    decoded_as: tuple[Any, ...]


@dataclass(frozen=True)
class Bitmap:
    """One ``BitmapType``: size, depth and pixel values, with how it is stored.

    ``rows`` holds ``height`` tuples of ``width`` pixel values (0..2**pixelSize-1); at 1 bpp,
    1 is black; at 16 bpp a value is an RGB565 colour, at 24 and 32 RGB and ARGB (PilRC's
    ``BITMAPCOLOR24K``/``32K``, which no Palm OS draws). ``rowBytes`` is derived. ``compressed``
    with ``compressionType`` says how :meth:`build` stores the pixels. ``density`` and
    ``pixelFormat`` belong to version 3; ``transparentIndex`` is version 3's ``transparentValue``.
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
    density: int = LOW_DENSITY
    pixelFormat: int = 0
    directColorInfo: bytes | None = None
    stored: StoredPayload | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.pixelSize not in DEPTHS:
            raise ValueError(f"pixelSize {self.pixelSize} is not one of {DEPTHS}")
        if self.version not in (0, 1, 2, 3):
            raise ValueError(f"bitmap version {self.version} is not 0, 1, 2 or 3")
        if self.version == 0 and (self.pixelSize != 1 or self.colorTable is not None or self.hasTransparency):
            raise ValueError("a version 0 bitmap is 1 bpp without colour table or transparency")
        if self.pixelSize >= 16 and self.version < 2:
            raise ValueError("direct-colour bitmaps need version 2 or 3")
        if self.version < 3 and (self.density != LOW_DENSITY or self.pixelFormat):
            raise ValueError("density and pixelFormat need a version 3 bitmap")
        if (self.directColorInfo is not None) != (self.pixelSize >= 16 and self.version == 2):
            raise ValueError("directColorInfo belongs to direct-colour version 2 bitmaps, and only to them")
        if self.directColorInfo is not None and len(self.directColorInfo) != 8:
            raise ValueError("directColorInfo is 8 bytes (BitmapDirectInfoType)")
        if not (0 <= self.width < 0x8000 and 0 <= self.height < 0x8000):
            raise ValueError(f"bitmap size {self.width}x{self.height} out of range")
        if len(self.rows) != self.height or any(len(r) != self.width for r in self.rows):
            raise ValueError(f"rows do not form a {self.width}x{self.height} image")
        limit = 1 << self.pixelSize
        if (
            not isinstance(self.rows, DecodedRows)
            and self.width
            and self.height
            and (min(map(min, self.rows)) < 0 or max(map(max, self.rows)) >= limit)
        ):
            raise ValueError(f"pixel values must be 0..{limit - 1} at {self.pixelSize} bpp")
        if self.version < 2 and self.compressionType != SCANLINE:
            raise ValueError("bitmaps before version 2 only know ScanLine compression (compressionType 0)")
        if self.compressed and self.compressionType == NONE:
            raise ValueError("a compressed bitmap needs a compression type")

    @property
    def rowBytes(self) -> int:
        return row_bytes(self.width, self.pixelSize)

    @property
    def header_size(self) -> int:
        return V3_HEADER_SIZE if self.version == 3 else HEADER_SIZE

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
            width = self.pixelSize // 4 if self.pixelSize >= 16 else 2
            return [" ".join(f"{v:0{width}X}" for v in r) for r in self.rows]
        return ["".join(palette[v] for v in r) for r in self.rows]

    # -- pixels <-> bytes ----------------------------------------------------------------------

    def pixel_bytes(self) -> bytes:
        """The uncompressed pixel rows, ``rowBytes`` each, padding bits zero."""
        out = bytearray()
        if self.pixelSize >= 16:
            order: Literal["little", "big"] = "little" if self.pixelFormat == PIXEL_FORMAT_565LE else "big"
            size = self.pixelSize // 8
            for r in self.rows:
                out += b"".join(v.to_bytes(size, order) for v in r).ljust(self.rowBytes, b"\0")
            return bytes(out)
        per_byte = 8 // self.pixelSize
        for r in self.rows:
            line = bytearray(self.rowBytes)
            for x, value in enumerate(r):
                shift = 8 - self.pixelSize * (x % per_byte + 1)
                line[x // per_byte] |= value << shift
            out += line
        return bytes(out)

    @staticmethod
    def rows_from_bytes(
        raw: bytes, width: int, height: int, depth: int, pixel_format: int = 0
    ) -> DecodedRows:
        """Inverse of :meth:`pixel_bytes`."""
        stride = row_bytes(width, depth)
        lines = (raw[y * stride : (y + 1) * stride] for y in range(height))
        if depth in (16, 32):
            order = "<" if pixel_format == PIXEL_FORMAT_565LE else ">"
            layout = struct.Struct(f"{order}{width}{'H' if depth == 16 else 'I'}")
            return DecodedRows(layout.unpack_from(line) for line in lines)
        if depth == 24:
            endian: Literal["little", "big"] = "little" if pixel_format == PIXEL_FORMAT_565LE else "big"
            return DecodedRows(
                tuple(int.from_bytes(line[3 * x : 3 * x + 3], endian) for x in range(width)) for line in lines
            )
        unpack = _UNPACK[depth].__getitem__
        used = -(-width * depth // 8)  # the bytes that hold pixels, without the row's padding
        return DecodedRows(tuple(b"".join(map(unpack, line[:used]))[:width]) for line in lines)

    # -- one member ----------------------------------------------------------------------------

    def _decoded_as(self) -> tuple[Any, ...]:
        return tuple(getattr(self, f.name) for f in fields(self) if f.name != "stored")

    def with_stored(self, payload: bytes) -> Bitmap:
        """This bitmap remembering ``payload`` as its stored bytes (used by the parser)."""
        return _replace_stored(self, StoredPayload(payload, self._decoded_as()))

    def payload(self) -> bytes:
        """Everything after the header: the stored bytes if still valid, else freshly encoded."""
        if self.stored is not None and self.stored.decoded_as == self._decoded_as():
            return self.stored.payload
        prefix = b""
        if self.colorTable is not None:
            prefix = build_struct(c.Int16ub, len(self.colorTable)) + b"".join(
                bytes(e) for e in self.colorTable
            )
        if self.directColorInfo is not None:
            prefix += self.directColorInfo
        pixels = self.pixel_bytes()
        if self.compressed:
            stream = compress(pixels, self.rowBytes, self.compressionType, self.pixelSize)
            width = 4 if self.version == 3 else 2
            size = len(prefix) + width + len(stream)  # PilRC counts from the colour table
            if size >= 1 << (8 * width):
                raise ValueError("compressed bitmap too large for its size field")
            pixels = size.to_bytes(width, "big") + stream
        return prefix + pixels

    def header(self, next_offset: int) -> bytes:
        """The header; ``next_offset`` in 4-byte units (versions 1, 2) or bytes (version 3)."""
        flags = {
            "compressed": self.compressed,
            "hasColorTable": self.colorTable is not None,
            "hasTransparency": self.hasTransparency,
            "indirect": False,
            "forScreen": self.forScreen,
            "directColor": self.pixelSize >= 16,
            "indirectColorTable": False,
            "noDither": self.noDither,
        }
        common = {"width": self.width, "height": self.height, "rowBytes": self.rowBytes, "flags": flags}
        if self.version == 3:
            return build_struct(
                BitmapTypeV3,
                {
                    **common,
                    "pixelSize": self.pixelSize,
                    "size": V3_HEADER_SIZE,
                    "pixelFormat": self.pixelFormat,
                    "compressionType": int(self.compressionType),
                    "density": self.density,
                    "transparentValue": self.transparentIndex,
                    "nextBitmapOffset": next_offset,
                },
            )
        return build_struct(
            BitmapType,
            {
                **common,
                "pixelSize": 0 if self.version == 0 else self.pixelSize,
                "version": self.version,
                "nextDepthOffset": next_offset,
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


def _replace_stored(bitmap: Bitmap, stored: StoredPayload | None) -> Bitmap:
    values = {f.name: getattr(bitmap, f.name) for f in fields(bitmap)}
    values["stored"] = stored
    return Bitmap(**values)


@dataclass(frozen=True)
class BitmapFamily:
    """A ``Tbmp``/``tAIB`` resource: its members in stored order (PilRC: shallowest first, then
    the high-density ones), and where the placeholder header sits before a high-density member."""

    members: tuple[Bitmap, ...]
    placeholderAt: int | None = None

    def __post_init__(self) -> None:
        if not self.members:
            raise ValueError("a bitmap family needs at least one member")
        if self.placeholderAt is not None and not 0 <= self.placeholderAt < len(self.members):
            raise ValueError(f"placeholderAt {self.placeholderAt} is not before a member")
        if any(m.version == 0 for m in self.members[1:]) or (
            self.members[0].version == 0 and len(self.members) > 1
        ):
            raise ValueError("a version 0 bitmap cannot be part of a family")

    def for_depth(self, depth: int) -> Bitmap:
        """The deepest low-density member not deeper than ``depth`` (else the shallowest), as
        ``WinDrawBitmap`` chooses on a low-density screen."""
        candidates = [m for m in self.members if m.density == LOW_DENSITY] or list(self.members)
        fitting = [m for m in candidates if m.pixelSize <= depth]
        if fitting:
            return max(fitting, key=lambda m: m.pixelSize)
        return min(candidates, key=lambda m: m.pixelSize)

    def build(self) -> bytes:
        out = bytearray()
        last = len(self.members) - 1
        for index, member in enumerate(self.members):
            if index == self.placeholderAt:
                out += PLACEHOLDER
            payload = member.payload()
            if index == last:  # padded even when stored without it (no real file is)
                out += member.header(0) + payload
                if len(out) % (4 if member.version == 3 else 2):
                    out += bytes(-len(out) % (4 if member.version == 3 else 2))
                continue
            size = member.header_size + len(payload)
            if size % 4:
                payload += bytes(-size % 4)
                size += -size % 4
            if member.version == 3:
                following = size
            else:
                following = size // 4
                if following > 0xFFFF:
                    raise ValueError("bitmap family member too large for nextDepthOffset")
            out += member.header(following) + payload
        return bytes(out)

    @classmethod
    def parse(cls, data: bytes) -> BitmapFamily:
        members: list[Bitmap] = []
        placeholder: int | None = None
        offset = 0
        budget = MAX_PIXEL_BYTES  # what the members still to come may hold
        while True:
            if _is_placeholder(data, offset):
                if placeholder is not None:
                    raise PrcFormatError("bitmap family has a second placeholder header", offset)
                placeholder = len(members)
                offset += HEADER_SIZE
                if offset >= len(data):
                    raise PrcFormatError("bitmap family ends on its placeholder header", offset)
                continue
            member, next_offset = _parse_member(data, offset, len(members), budget)
            budget -= member.rowBytes * member.height
            members.append(member)
            if next_offset is None:
                return cls(tuple(members), placeholder)
            offset = next_offset


def _is_placeholder(data: bytes, offset: int) -> bool:
    """PumpkinOS ``BmpIsEmptySlot``: pixelSize 0xFF and a zero size, version 1."""
    header = data[offset : offset + HEADER_SIZE]
    return len(header) == HEADER_SIZE and header[8] == 0xFF and header[9] == 1 and not any(header[:4])


def _parse_member(data: bytes, offset: int, index: int, budget: int) -> tuple[Bitmap, int | None]:
    what = f"bitmap member {index}"
    if offset + 10 <= len(data):
        version = data[offset + 9]
        if version & 0x80:
            raise PrcFormatError(
                f"{what} is a little-endian (ARM) bitmap, version {version & 0x7F}; not supported",
                offset + 9,
            )
        if version > 3:
            raise PrcFormatError(f"{what} has BitmapType version {version}, which does not exist", offset + 9)
    else:
        version = 0
    v3 = version == 3
    header = parse_struct(BitmapTypeV3 if v3 else BitmapType, data, offset, f"{what} header")
    flags = header.flags
    depth = 1 if version == 0 and header.pixelSize == 0 else header.pixelSize
    if header.width < 0 or header.height < 0:
        raise PrcFormatError(f"{what} has a negative size {header.width}x{header.height}", offset)
    if depth not in DEPTHS:
        raise PrcFormatError(f"{what} has pixelSize {header.pixelSize}; supported: {DEPTHS}", offset + 8)
    if flags.indirect or flags.indirectColorTable:
        raise PrcFormatError(f"{what} uses indirect storage, which a resource cannot", offset + 6)
    expected = row_bytes(header.width, depth)
    if header.rowBytes != expected:
        raise PrcFormatError(
            f"{what} has rowBytes {header.rowBytes}; {header.width} pixels at {depth} bpp need {expected}",
            offset + 4,
        )
    if v3:
        if header.size < V3_HEADER_SIZE:
            raise PrcFormatError(f"{what} has a version 3 header size of {header.size}", offset + 10)
        start = offset + header.size
        following = header.nextBitmapOffset
        end = offset + following if following else len(data)
    else:
        start = offset + HEADER_SIZE
        following = header.nextDepthOffset if version else 0
        end = offset + 4 * following if following else len(data)
    if end > len(data) or end < start:
        raise PrcFormatError(f"{what}: its next-member offset points outside the resource", offset + 10)
    position = start
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
    direct: bytes | None = None
    if depth >= 16 and not v3:
        if position + 8 > end:
            raise PrcFormatError(f"{what} direct colour info is truncated", end)
        direct = data[position : position + 8]
        position += 8
    compression = _compression(header, version, what, offset)
    size = expected * header.height
    if size > budget:
        before = " after the members before it" if budget < MAX_PIXEL_BYTES else ""
        raise PrcFormatError(
            f"{what} is {header.width}x{header.height} at {depth} bpp: {size:,} bytes of pixels{before},"
            f" more than a Palm OS bitmap holds (a family reads at most {MAX_PIXEL_BYTES:,})",
            offset,
        )
    if flags.compressed:
        width = 4 if v3 else 2
        if position + width > end:
            raise PrcFormatError(f"{what} compressed size is truncated", end)
        pixels, _ = decompress(
            data[position + width : end], expected, header.height, compression, position + width, depth
        )
    else:
        if position + size > end:
            raise PrcFormatError(f"{what} pixel data of {size} bytes is truncated", end)
        pixels = data[position : position + size]
    rows = Bitmap.rows_from_bytes(pixels, header.width, header.height, depth, header.pixelFormat if v3 else 0)
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
            header.transparentValue if v3 else header.transparentIndex,
            table,
            flags.forScreen,
            flags.noDither,
            header.density if v3 else LOW_DENSITY,
            header.pixelFormat if v3 else 0,
            direct,
        )
    except ValueError as error:
        raise PrcFormatError(f"{what} is invalid: {error}", offset) from None
    return member.with_stored(data[start:end]), (end if following else None)


def _compression(header: Any, version: int, what: str, offset: int) -> BitmapCompressionType:
    if version < 2:
        if header.compressionType != 0:
            raise PrcFormatError(f"{what} (version {version}) has a non-zero compressionType", offset + 13)
        return SCANLINE
    try:
        return BitmapCompressionType(header.compressionType)
    except ValueError:
        raise PrcFormatError(
            f"{what} has unknown compressionType {header.compressionType}",
            offset + 13,
        ) from None


def family_from_members(members: Iterable[Bitmap]) -> BitmapFamily:
    """A family as PilRC orders it: low density shallowest first, then the high-density members
    (shallowest first) after the placeholder."""
    ordered = sorted(members, key=lambda m: (m.density != LOW_DENSITY, m.density, m.pixelSize))
    high = next((i for i, m in enumerate(ordered) if m.density != LOW_DENSITY), None)
    return BitmapFamily(tuple(ordered), high)


__all__ = [
    "DEPTHS",
    "HEADER_SIZE",
    "MAX_PIXEL_BYTES",
    "PACKBITS",
    "RLE",
    "SCANLINE",
    "Bitmap",
    "BitmapCompressionType",
    "BitmapFamily",
    "BitmapType",
    "BitmapTypeV3",
    "compress",
    "decompress",
    "family_from_members",
    "row_bytes",
]
