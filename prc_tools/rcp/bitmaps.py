"""``BITMAP``, ``ICON`` and ``SMALLICON`` statements (and their ``GREY``/``FAMILY`` spellings).

As PILRC ``pilrc.c ParseDumpBitmap`` and ``bitmap.c``::

    BITMAP ID 2000 "card.png" [NOCOMPRESS|COMPRESS|FORCECOMPRESS]
    BITMAP ID 2001 "one-bit.pbm" "two-bit.png" "four-bit.png"     // a family, depths 1 2 4
    BITMAPGREY ID 2002 "grey.png"                                  // 2 bpp; BITMAPGREY16: 4 bpp
    BITMAP ID 2003 BEGIN BITMAP "a.pbitm" BPP 1 BITMAP "b.png" BPP 2 COMPRESS END
    ICON "icon.png"            // tAIB 1000: 32x32, 32x22 or 22x22
    SMALLICON "small.pbitm"    // tAIB 1001: 15x9

Members are version 1 (PilRC uses version 2 from 8 bpp, which is not supported here), at 1, 2
or 4 bits per pixel, written shallowest first. ``NOCOMPRESS`` is the default; ``COMPRESS`` uses
ScanLine compression when it makes the member smaller, ``FORCECOMPRESS`` always.

May import: the standard library, ``prc_tools.formats``, ``prc_tools.rcp`` helpers.
"""

from __future__ import annotations

from dataclasses import replace

from prc_tools.formats.bitmap import SCANLINE, Bitmap, BitmapFamily, compress
from prc_tools.rcp.context import ParseContext
from prc_tools.rcp.images import load_image
from prc_tools.rcp.lexer import Token

ICON_IDS = {"icon": 1000, "smallicon": 1001}
ICON_SIZES = {1000: ((32, 32), (32, 22), (22, 22)), 1001: ((15, 9),)}
FAMILY_DEPTHS = (1, 2, 4, 8)
SINGLE_DEPTHS = {"bitmapgrey": 2, "bitmapgrey16": 4}
COMPRESSION_WORDS = ("nocompress", "compress", "forcecompress")
UNSUPPORTED = {
    "bitmapcolor16": "4-bit colour bitmaps",
    "bitmapcolor": "8-bit colour bitmaps",
    "bitmapcolor16k": "16-bit colour bitmaps",
    "bitmapcolor24k": "24-bit colour bitmaps",
    "bitmapcolor32k": "32-bit colour bitmaps",
    "transparency": "TRANSPARENCY",
    "transparentindex": "TRANSPARENTINDEX",
    "colortable": "COLORTABLE",
    "bitmappalette": "BITMAPPALETTE",
}


def parse_bitmap(context: ParseContext, keyword: Token, word: str) -> tuple[str, int, BitmapFamily, Token]:
    """After a bitmap keyword: resource type (``Tbmp``/``tAIB``), ID, the family, where its ID was."""
    cursor = context.cursor
    icon = word.replace("family", "")
    resource_type = "tAIB" if icon in ICON_IDS else "Tbmp"
    if resource_type == "Tbmp" and cursor.at_string():
        type_token = cursor.peek()
        resource_type = cursor.string("a resource type")
        if len(resource_type) != 4:
            raise type_token.error(f'a resource type has 4 characters, not "{resource_type}"')
    resource_id = ICON_IDS.get(icon, -1)
    where = keyword
    default_compression = "nocompress"
    while True:
        token = cursor.peek()
        if token.is_word("id", "autoid") or token.kind == "number" or token.is_punct("("):
            where = token
            resource_id = context.resource_id("bitmap ID")
        elif cursor.take_word(*COMPRESSION_WORDS):
            default_compression = token.text.lower()
        else:
            break
    if resource_id < 0:
        raise cursor.expected("the bitmap ID (ID n)")
    if cursor.at_string():
        files: list[tuple[Token, str]] = []
        while cursor.at_string():
            files.append((cursor.peek(), cursor.string("an image file name")))
        compression = _attributes(context, default_compression, allow_bpp=False)[0]
        depths = (SINGLE_DEPTHS[word],) if word in SINGLE_DEPTHS else FAMILY_DEPTHS
        if len(files) > len(depths):
            raise files[len(depths)][0].error(f"too many files: {word.upper()} takes at most {len(depths)}")
        members = [
            _member(context, token, name, depth, compression)
            for (token, name), depth in zip(files, depths, strict=False)
            if name
        ]
        if not members:
            raise keyword.error("no image file given")
    elif cursor.take_word("begin"):
        members = _family(context, default_compression)
    else:
        raise cursor.expected("an image file name in quotes or BEGIN")
    family = BitmapFamily(tuple(sorted(members, key=lambda m: m.pixelSize)))
    _check_icon_size(context, resource_type, resource_id, family, where)
    return resource_type, resource_id, family, where


def _family(context: ParseContext, default_compression: str) -> list[Bitmap]:
    cursor = context.cursor
    members: dict[int, Bitmap] = {}
    while not cursor.take_word("end"):
        if not cursor.take_word("bitmap"):
            raise cursor.expected('BITMAP "file" BPP n or END')
        token = cursor.peek()
        name = cursor.string("an image file name in quotes")
        compression, depth = _attributes(context, default_compression, allow_bpp=True)
        if depth is None:
            raise cursor.expected("BPP 1, 2 or 4 for this family member")
        if depth in members:
            raise token.error(f"the family already has a {depth} bpp bitmap")
        members[depth] = _member(context, token, name, depth, compression)
    if not members:
        raise cursor.expected("at least one BITMAP in the family")
    return list(members.values())


def _attributes(context: ParseContext, compression: str, *, allow_bpp: bool) -> tuple[str, int | None]:
    cursor = context.cursor
    depth: int | None = None
    while True:
        token = cursor.peek()
        if token.kind != "ident":
            return compression, depth
        word = token.text.lower()
        if word in COMPRESSION_WORDS:
            cursor.next()
            compression = word
        elif word == "bpp" and allow_bpp:
            cursor.next()
            value_token = cursor.peek()
            depth = cursor.expression("bits per pixel after BPP")
            if depth not in (1, 2, 4):
                raise value_token.error(f"BPP {depth} is not supported (1, 2 or 4)")
        elif word == "density":
            cursor.next()
            value_token = cursor.peek()
            if cursor.expression("a density after DENSITY") not in (1, 72):
                raise value_token.error("only single-density bitmaps (DENSITY 72) are supported")
        elif word in UNSUPPORTED or word == "bpp":
            what = UNSUPPORTED.get(word, "BPP outside BEGIN ... END (use BITMAPGREY or a family)")
            raise token.error(f"{what} not supported by this compiler")
        else:
            return compression, depth


def _member(context: ParseContext, token: Token, name: str, depth: int, compression: str) -> Bitmap:
    if depth not in (1, 2, 4):
        raise token.error(f"{depth} bpp family members are not supported (1, 2 or 4)")
    bitmap = load_image(context.find_file(name, token), depth, token)
    if compression == "nocompress":
        return bitmap
    raw = bitmap.pixel_bytes()
    compressed_size = 2 + len(compress(raw, bitmap.rowBytes, SCANLINE))
    if compression == "forcecompress" or compressed_size < len(raw):
        return replace(bitmap, compressed=True, compressionType=SCANLINE)
    return bitmap


def _check_icon_size(
    context: ParseContext, resource_type: str, resource_id: int, family: BitmapFamily, where: Token
) -> None:
    if resource_type != "tAIB" or resource_id not in ICON_SIZES:
        return
    allowed = ICON_SIZES[resource_id]
    for member in family.members:
        if (member.width, member.height) not in allowed:
            sizes = ", ".join(f"{w}x{h}" for w, h in allowed)
            context.warning(where, f"icon {resource_id} is {member.width}x{member.height}, not {sizes}")
