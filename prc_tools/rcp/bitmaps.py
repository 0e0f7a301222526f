"""``BITMAP``, ``ICON`` and ``SMALLICON`` statements in all their spellings (PILRC ``pilrc.c
ParseDumpBitmap``, ``ParseBitmapAttrs``, ``DumpBMPDEFs``, ``DumpMultidensityBMPDEFs``)::

    BITMAP ["Tbmp"] ID 2000 "one.bmp" "two.bmp" ... [attributes]  // a family, one file per type
    BITMAPGREY | BITMAPGREY16 | BITMAPCOLOR16 | BITMAPCOLOR | BITMAPCOLOR16K | 24K | 32K ID n "f"
    BITMAPFAMILY | BITMAPFAMILYEX | BITMAPFAMILYSPECIAL ID n "f1" "f2" ...
    BITMAP ID n BEGIN BITMAP "f" BPP d [DENSITY 72|108|144] [attributes] ... END
    ICON | ICONFAMILY | ICONFAMILYEX [ID 1000] ...       SMALLICON ... [ID 1001] ...

In the file-list form the files fill PilRC's slots in order: 1, 2, 4 (grey; 4-bit colour for
``BITMAPFAMILYSPECIAL``), 8, 16, 24, 32 bits; ``""`` leaves a slot empty and ``DEPTH2``/``DEPTH4``/
``DEPTH8``/``DEPTH16`` jump to one. ``BEGIN`` families list members with ``BPP`` (5 = 4-bit
colour) and ``DENSITY``; members are written low density first, shallowest first, and a
placeholder header precedes the high-density ones.

Attributes: ``NOCOMPRESS`` (default), ``COMPRESS`` (ScanLine when smaller; in a file list it may
name the depths it applies to: ``COMPRESS 2 4``), ``FORCECOMPRESS``; ``COMPRESSSCANLINE``,
``COMPRESSRLE``, ``COMPRESSPACKBITS``, ``COMPRESSBEST`` are accepted and, as in PilRC, change
nothing (ScanLine is used); ``COLORTABLE``/``NOCOLORTABLE`` (8-bit); ``BITMAPPALETTE "file"``;
``TRANSPARENT r g b``/``TRANSPARENTINDEX i``; before the files also ``LOCALE``, ``RSCTYPE``,
``INCLUDECLUT``. A ``Tbsb`` boot screen gets PilRC's size-and-CRC header before each member.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from prc_tools.formats.bitmap import LOW_DENSITY, SCANLINE, Bitmap, BitmapFamily
from prc_tools.rcp.context import ParseContext
from prc_tools.rcp.image_files import read_image
from prc_tools.rcp.images import BitmapKind, Options, Transparency, to_bitmap
from prc_tools.rcp.keywords import canonical
from prc_tools.rcp.lexer import Token
from prc_tools.rcp.palettes import read_palette

ICON_IDS = {"icon": 1000, "smallicon": 1001}
NORMAL_SLOTS: tuple[BitmapKind, ...] = (1, 2, 4, 8, 16, 24, 32)
SPECIAL_SLOTS: tuple[BitmapKind, ...] = (1, 2, "4c", 8, 16, 24, 32)
SINGLE: dict[str, BitmapKind] = {
    "bitmapgrey": 2,
    "bitmapgrey16": 4,
    "bitmapcolor16": "4c",
    "bitmapcolor": 8,
    "bitmapcolor16k": 16,
    "bitmapcolor24k": 24,
    "bitmapcolor32k": 32,
}
BPP_KINDS: dict[int, BitmapKind] = {1: 1, 2: 2, 4: 4, 5: "4c", 8: 8, 16: 16, 24: 24, 32: 32}
SLOT_OF: dict[BitmapKind, int] = {1: 0, 2: 1, 4: 2, "4c": 2, 8: 3, 16: 4, 24: 5, 32: 6}
DENSITIES = {1: 72, 2: 144, 72: 72, 108: 108, 144: 144}
DENSITY_RANK = {72: 0, 108: 1, 144: 2}
COMPRESSION = ("nocompress", "compress", "forcecompress")
METHODS = ("compressscanline", "compressrle", "compresspackbits", "compressbest")
DEPTH_WORDS = {"depth2": 2, "depth4": 4, "depth8": 8, "depth16": 16}
# PILRC BMP_CompressDumpBitmap: icon sizes by density (large: x by x, x by y or y by y; small)
ICON_SIZES = {72: (32, 22, 15, 9), 108: (48, 33, 22, 13), 144: (64, 44, 30, 18)}


@dataclass
class Member:
    """One bitmap to make: its file, PilRC type and attributes."""

    token: Token
    name: str
    kind: BitmapKind
    compression: str = "nocompress"
    colortable: bool = False
    transparency: Transparency | None = None
    density: int = LOW_DENSITY
    palette_file: tuple[Token, str] | None = None


def parse_bitmap(
    context: ParseContext, keyword: Token, word: str
) -> tuple[str, int, BitmapFamily | bytes, Token] | None:
    """After a bitmap keyword: resource type, ID, the family (raw bytes for a boot screen) and
    where the ID was; ``None`` for a locale not chosen."""
    cursor = context.cursor
    base = word.replace("familyex", "").replace("family", "")
    icon = base in ICON_IDS
    resource_type = "tAIB" if icon else "Tbmp"
    if not icon and cursor.at_string():
        resource_type = _resource_type(context)
    resource_id = ICON_IDS.get(base, -1)
    where, locale = keyword, None
    defaults = Member(keyword, "", 1)
    while True:  # the preamble
        token = cursor.peek()
        if token.is_word("id", "autoid") or token.kind == "number" or token.is_punct("("):
            where = token
            resource_id = context.resource_id("bitmap ID")
        elif cursor.take_word("locale"):
            locale = cursor.string('the locale in quotes after LOCALE, like "fr_FR"')
        elif cursor.at_word(*COMPRESSION):
            defaults.compression = canonical(cursor.next().text)
        elif cursor.take_word(*METHODS):
            pass
        elif cursor.take_word("rsctype"):
            resource_type = _resource_type(context)
        elif cursor.take_word("includeclut"):
            defaults.colortable = True
        else:
            break
    if resource_id < 0:
        raise cursor.expected("the bitmap ID (ID n)")
    icon = icon or resource_type == "tAIB"
    no_family = word in SINGLE or word == "bitmapfamilyspecial"
    if cursor.at_string() or cursor.at_word(*DEPTH_WORDS):
        members = _file_list(context, keyword, word, defaults)
        if icon and members[0].kind != 1:
            raise where.error("ICONFAMILY/SMALLICONFAMILY must have a 1bpp bitmap")
    elif no_family or not cursor.take_word("begin"):
        raise cursor.expected("an image file name in quotes" + ("" if no_family else " or BEGIN"))
    else:
        members = _family(context, defaults)
    if not context.wanted(locale):
        return None
    bitmaps = [_make(context, member, resource_id if icon else 0) for member in members]
    high = next((i for i, m in enumerate(members) if m.density != LOW_DENSITY), None)
    family = BitmapFamily(tuple(bitmaps), high)
    if resource_type == "Tbsb":
        return resource_type, resource_id, _boot_screen(family), where
    return resource_type, resource_id, family, where


def _resource_type(context: ParseContext) -> str:
    token = context.cursor.peek()
    value = context.cursor.string("a resource type")
    if len(value) != 4:
        raise token.error(f'a resource type has 4 characters, not "{value}"')
    return value


def _file_list(context: ParseContext, keyword: Token, word: str, defaults: Member) -> list[Member]:
    cursor = context.cursor
    slots = (
        (SINGLE[word],)
        if word in SINGLE
        else SPECIAL_SLOTS
        if word == "bitmapfamilyspecial"
        else NORMAL_SLOTS
    )
    files: dict[int, tuple[Token, str]] = {}
    index = 0
    while cursor.at_string() or cursor.at_word(*DEPTH_WORDS):
        if not cursor.at_string():
            depth = DEPTH_WORDS[canonical(cursor.next().text)]
            index = next((i for i, kind in enumerate(slots) if _depth(kind) == depth), len(slots))
        token = cursor.peek()
        name = cursor.string("an image file name")
        if index >= len(slots):
            context.warning(token, "excess bitmap file names are ignored")
        elif name:
            files[index] = (token, name)
        index += 1
    shared = replace(defaults)
    compression = {i: defaults.compression for i in range(len(slots))}
    _attributes(context, shared, compression, slots)
    if not files:
        raise keyword.error("no image file given")
    return [  # PilRC writes a file list at single density whatever DENSITY says (DumpBMPDEFs)
        replace(
            shared, token=token, name=name, kind=slots[i], compression=compression[i], density=LOW_DENSITY
        )
        for i, (token, name) in sorted(files.items())
    ]


def _family(context: ParseContext, defaults: Member) -> list[Member]:
    cursor = context.cursor
    members: dict[tuple[int, int], Member] = {}
    while not cursor.take_word("end"):
        if not cursor.take_word("bitmap"):
            raise cursor.expected('BITMAP "file" BPP n or END')
        token = cursor.peek()
        name = cursor.string("an image file name in quotes")
        member = replace(defaults, token=token, name=name, kind=0)
        _attributes(context, member, None, ())
        if member.kind == 0:
            raise cursor.expected("BPP (1, 2, 4, 5, 8, 16, 24 or 32) for this family member")
        key = (DENSITY_RANK[member.density], SLOT_OF[member.kind])
        if key in members:
            both = member.kind == "4c" or members[key].kind == "4c"
            raise token.error(
                "a bitmap cannot have both 4-bit grey and 4-bit colour data"
                if both
                else "the family already has a bitmap of this depth and density"
            )
        members[key] = member
    if not members:
        raise cursor.expected("at least one BITMAP in the family")
    return [members[key] for key in sorted(members)]


def _attributes(
    context: ParseContext, member: Member, compression: dict[int, str] | None, slots: tuple[BitmapKind, ...]
) -> None:
    """PILRC ``ParseBitmapAttrs``; in a file list, ``compression`` receives per-slot choices."""
    cursor = context.cursor
    while True:
        token = cursor.peek()
        word = canonical(token.text) if token.kind == "ident" else ""
        if word in COMPRESSION:
            cursor.next()
            member.compression = word
            if compression is not None:
                chosen = []
                while cursor.peek().kind == "number":
                    depth = cursor.constant("a bitmap depth")
                    chosen.append(
                        next((i for i, kind in enumerate(slots) if _depth(kind) == depth), len(slots))
                    )
                for i in chosen or list(compression):
                    if i in compression:
                        compression[i] = word
        elif word in METHODS:
            cursor.next()
            if word in ("compressrle", "compresspackbits"):
                context.warning(
                    token, "RLE and PackBits compression are not supported by PilRC: ScanLine is used"
                )
        elif word == "bpp":
            cursor.next()
            value_token = cursor.peek()
            bpp = cursor.constant("bits per pixel after BPP")
            if bpp not in BPP_KINDS:
                raise value_token.error(f"BPP {bpp} is not one of 1, 2, 4, 5 (4-bit colour), 8, 16, 24, 32")
            member.kind = BPP_KINDS[bpp]
        elif word in ("colortable", "nocolortable"):
            cursor.next()
            member.colortable = word == "colortable"
        elif word == "bitmappalette":
            cursor.next()
            name_token = cursor.peek()
            name = cursor.string("the palette file name")
            if not name:
                raise name_token.error("BITMAPPALETTE needs a file name")
            member.palette_file = (name_token, name)
        elif word == "transparency":
            cursor.next()
            colour = tuple(
                cursor.constant(f"the {c} value of the transparent colour") for c in ("red", "green", "blue")
            )
            member.transparency = Transparency(colour=(colour[0], colour[1], colour[2]))
        elif word == "transparencyindex":
            cursor.next()
            member.transparency = Transparency(index=cursor.constant("the transparent index"))
        elif word == "density":
            cursor.next()
            value_token = cursor.peek()
            density = cursor.constant("a density after DENSITY")
            if density not in DENSITIES:
                raise value_token.error("unsupported bitmap density (use 72, 108 or 144)")
            member.density = DENSITIES[density]
        else:
            break
    if (
        member.kind in (16, 24, 32)
        and member.transparency is not None
        and member.transparency.index is not None
    ):
        raise token.error("16k, 24k and 32k colour bitmaps have no transparency index")


def _depth(kind: BitmapKind) -> int:
    return 4 if kind == "4c" else int(kind)


def _make(context: ParseContext, member: Member, icon_id: int) -> Bitmap:
    path = context.find_file(member.name, member.token)
    image = read_image(path, member.token, context.warning)
    options = Options(member.colortable, member.transparency, member.density)
    if member.palette_file is not None and member.kind in ("4c", 8):
        token, name = member.palette_file
        palette = read_palette(context.find_file(name, token), 16 if member.kind == "4c" else 256, token)
        if member.kind == "4c":
            options = replace(options, palette_4=palette)
        else:
            options = replace(options, palette_8=palette)
    bitmap = to_bitmap(image, member.kind, options, member.token, context.warning)
    _check_icon_size(context, bitmap, icon_id, member)
    if member.compression == "nocompress":
        return bitmap
    compressed = replace(bitmap, compressed=True, compressionType=SCANLINE)
    if member.compression == "forcecompress" or len(compressed.payload()) < len(bitmap.payload()):
        return compressed
    return bitmap


def _check_icon_size(context: ParseContext, bitmap: Bitmap, icon_id: int, member: Member) -> None:
    x, y, small_x, small_y = ICON_SIZES[member.density]
    size = (bitmap.width, bitmap.height)
    if icon_id == 1000 and size not in ((x, x), (x, y), (y, y)):
        context.warning(
            member.token, f"icon is {size[0]}x{size[1]}, not {x}x{x}, {x}x{y} or {y}x{y} (preferred)"
        )
    if icon_id == 1001 and size[0] != small_x and size[1] != small_y:
        context.warning(member.token, f"small icon is {size[0]}x{size[1]}, not {small_x}x{small_y}")


def _boot_screen(family: BitmapFamily) -> bytes:
    """A ``Tbsb``: each member preceded by UInt32 size and UInt16 CRC-16 of what follows
    (PILRC ``BMP_CompressDumpBitmap`` with ``bootScreen``)."""
    out = bytearray()
    data = family.build()
    starts = _member_starts(data)
    for start, end in zip(starts, [*starts[1:], len(data)], strict=True):
        chunk = data[start:end]
        out += len(chunk).to_bytes(4, "big") + crc16(chunk).to_bytes(2, "big") + chunk
    return bytes(out)


def _member_starts(data: bytes) -> list[int]:
    starts, offset = [0], 0
    while True:
        following = int.from_bytes(data[offset + 10 : offset + 12], "big")
        if not following:
            return starts
        offset += 4 * following
        starts.append(offset)


def crc16(data: bytes) -> int:
    """CRC-16 with the CCITT polynomial 0x1021, seed 0, no reflection (PILRC ``Crc16CalcBlock``).

    >>> hex(crc16(b"123456789"))
    '0x31c3'
    """
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
        crc &= 0xFFFF
    return crc
