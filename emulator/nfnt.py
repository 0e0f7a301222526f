"""Palm OS ``FontType`` (an ``NFNT`` resource as ``FntDefineFont`` is given it) as a screen-model font.

The layout (``Font.h``): thirteen big-endian words - ``fontType``, ``firstChar``, ``lastChar``,
``maxWidth``, ``kernMax``, ``nDescent``, ``fRectWidth``, ``fRectHeight``, ``owTLoc`` (the words
from that field to the offset/width table), ``ascent``, ``descent``, ``leading``, ``rowWords`` -
then the strike (``fRectHeight`` rows of ``rowWords`` words, most significant bit leftmost), the
location table (``lastChar - firstChar + 2`` words: where each glyph's columns start in the
strike) and the offset/width table (a byte of offset and a byte of advance per character, the
last being the missing-character glyph; ``0xFFFF`` marks a character the font lacks). A glyph's
columns are drawn ``kernMax + offset`` pixels right of the pen; its advance is ``width``. The
height is ``fRectHeight`` (some fonts' ``ascent + descent`` say otherwise; the descent is then
what the strike leaves below the ascent).

Only version 1 fonts (``fontType`` 0x9000 and its variants) are read; a 68k OS 5 extended font
(``fontExtendedType``) is refused.
"""

from __future__ import annotations

import struct

from palm_os.fonts import Font, Glyph

HEADER = struct.Struct(">13h")
FONT_EXTENDED = 0x9200  # fontExtendedType: an OS 5 extended (high-density) font


def font_size(header: bytes) -> int:
    """The bytes a ``FontType`` whose 26-byte header is ``header`` spans."""
    (_, first, last, _, _, _, _, height, ow_loc, _, _, _, row_words) = HEADER.unpack(header[: HEADER.size])
    tables = 2 * max(last - first + 3, 0)  # a word per character, the missing glyph and the end
    strike_end = HEADER.size + 2 * row_words * max(height, 0)
    return int(max(strike_end + tables, 16 + 2 * ow_loc + tables))


def parse_font(data: bytes, font_id: int, name: str) -> Font:
    """The :class:`~palm_os.fonts.Font` of a ``FontType`` (raises ValueError if damaged)."""
    if len(data) < HEADER.size:
        raise ValueError(f"{name}: {len(data)} bytes is shorter than a FontType header")
    (font_type, first, last, _, kern_max, _, _, height, ow_loc, ascent, descent, leading, row_words) = (
        HEADER.unpack_from(data)
    )
    if font_type & 0xFF00 == FONT_EXTENDED:
        raise ValueError(f"{name}: an extended (OS 5 high-density) font, which this device cannot show")
    if not 0 <= first <= last <= 255 or height <= 0 or row_words < 0 or not ascent >= 0:
        raise ValueError(
            f"{name}: FontType header out of range (chars {first}..{last}, height {height}, "
            f"ascent {ascent}, rowWords {row_words})"
        )
    ascent = min(ascent, height)  # the strike's height rules; some fonts' ascent + descent differ
    descent = height - ascent
    if len(data) < font_size(data):
        raise ValueError(f"{name}: {len(data)} bytes, its tables need {font_size(data)}")
    count = last - first + 2  # the characters and the missing-character glyph
    row_bytes = 2 * row_words
    strike_width = 8 * row_bytes
    rows = [int.from_bytes(data[HEADER.size + y * row_bytes :][:row_bytes], "big") for y in range(height)]
    locations = struct.unpack_from(f">{count + 1}H", data, HEADER.size + row_bytes * height)
    widths = struct.unpack_from(f">{count}H", data, 16 + 2 * ow_loc)
    missing_code = next((code for code in range(256) if not first <= code <= last), None)
    glyphs: dict[int, Glyph] = {}
    for index, entry in enumerate(widths):
        code = first + index if index < count - 1 else missing_code
        if entry == 0xFFFF or code is None:
            continue
        offset, advance = entry >> 8, entry & 0xFF
        shift = kern_max + offset
        start, end = locations[index], min(locations[index + 1], strike_width)
        glyph_rows = []
        for row in rows:
            ink = 0
            for column in range(start, end):
                x = shift + column - start
                if 0 <= x < advance and row >> (strike_width - 1 - column) & 1:
                    ink |= 1 << x
            glyph_rows.append(ink)
        glyphs[code] = Glyph(advance, tuple(glyph_rows))
    if not glyphs:
        raise ValueError(f"{name}: the font has no characters")
    return Font(font_id, name, ascent, descent, glyphs, default_char=missing_code, leading=leading)


def font_image(font: Font) -> bytes:
    """The ``FontType`` bytes of a screen-model font, in the layout above (what
    ``FntGetFontPtr`` points at for a system font): ``fontType`` 0x9000, characters from the
    lowest to the highest the font has (a character it lacks: width 0 and ``0xFFFF``), then the
    missing-character glyph (the font's default character's), each glyph ``width`` columns of
    the strike at offset 0, no kerning. :func:`parse_font` reads it back glyph for glyph."""
    codes = sorted(font.glyphs)
    first, last = codes[0], codes[-1]
    cells = [font.glyphs.get(code) for code in range(first, last + 1)] + [font.glyphs[font.default_char]]
    locations, column = [], 0
    for glyph in cells:
        locations.append(column)
        column += glyph.width if glyph is not None else 0
    locations.append(column)
    row_words = (column + 15) // 16
    strike_width = 16 * row_words
    height = font.height
    strike = bytearray()
    for y in range(height):
        row = 0
        for glyph, start in zip(cells, locations, strict=False):
            if glyph is None:
                continue
            for x in range(glyph.width):
                if glyph.rows[y] >> x & 1:
                    row |= 1 << (strike_width - 1 - start - x)
        strike += row.to_bytes(2 * row_words, "big")
    table = b"".join(
        (0xFFFF if glyph is None else glyph.width).to_bytes(2, "big") for glyph in cells
    ) + b"\xff\xff"  # the table's end
    table_offset = HEADER.size + len(strike) + 2 * len(locations)
    max_width = max(glyph.width for glyph in font.glyphs.values())
    ow_t_loc = (table_offset - 16) // 2  # in words, from the owTLoc field (byte 16) to the table
    header = struct.pack(">13H", 0x9000, first, last, max_width, 0, 0, max_width, height, ow_t_loc,
                         font.ascent, font.descent, font.leading, row_words)  # fmt: skip
    return header + bytes(strike) + struct.pack(f">{len(locations)}H", *locations) + table
