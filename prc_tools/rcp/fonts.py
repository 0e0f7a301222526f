"""``FONT ID n FONTID f "font.txt"``: a PilRC text font compiled to an ``NFNT`` resource (and
``FONTFAMILY``: two densities of it in an ``nfnt``).

The text format and the resource are PILRC ``font.c DumpFont``'s: header lines ``fontType``,
``maxWidth``, ``kernMax``, ``nDescent``, ``fRectWidth``, ``fRectHeight``, ``ascent``,
``descent``, ``leading`` (any case, one value each, ``'c'`` for a character code); then for each
character ``GLYPH code`` (or ``GLYPH 'c'``, in increasing order; ``GLYPH -1`` last, the glyph
drawn for missing characters), optional ``OFFSET``/``WIDTH`` lines, and its rows of art, ``-``
and ``.`` clear, anything else set, every row as wide as the first. Lines starting with ``//``
and blank lines are skipped; leading and trailing blanks are trimmed.

The resource (SDK35 ``Font.h`` ``FontType``): 13 UInt16s - fontType, firstChar, lastChar,
maxWidth (the widest glyph unless given), kernMax, nDescent, fRectWidth (likewise),
fRectHeight (the glyphs' height), owTLoc, ascent, descent, leading, rowWords; the glyph rows,
``rowWords`` words each; the location table (the column each glyph starts at, one per character
from firstChar to lastChar, then the missing glyph, then the end); and the offset/width table,
two bytes per character, 0xFF 0xFF for a character the font lacks. Without ``GLYPH -1`` an empty
missing glyph is added, as PilRC does.

A font compiled here also gives ``AUTO`` sizes in that ``FONTID`` their widths and height, as
PilRC's ``DxCalcExtent`` does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from prc_tools.rcp.context import CompiledResource, ParseContext
from prc_tools.rcp.items import SCREEN, parse_item, syntax
from prc_tools.rcp.lexer import Token
from prc_tools.rcp.source import read_input

FONT_SYNTAX = syntax("FONT", "id", "font locale")
HEADER_WORDS = {
    "FONTTYPE": 0, "MAXWIDTH": 3, "KERNMAX": 4, "NDESCENT": 5, "FRECTWIDTH": 6,
    "FRECTHEIGHT": 7, "ASCENT": 9, "DESCENT": 10, "LEADING": 11, "FIRSTCHAR": 1, "LASTCHAR": 2,
}  # fmt: skip
GLYPH_WORDS = ("GLYPH", "OFFSET", "WIDTH")


@dataclass
class Glyph:
    code: int  # -1: the missing-character glyph
    rows: list[str]
    offset: int = 0
    width: int | None = None


@dataclass(frozen=True)
class FontMetrics:
    """What ``AUTO`` sizes need of a compiled font: each character's width and the height."""

    widths: tuple[int, ...]
    height: int


def _words(values: list[int]) -> bytes:
    return b"".join((v & 0xFFFF).to_bytes(2, "big") for v in values)


@dataclass(frozen=True)
class CompiledFont:
    """One font file compiled: the 13 header words, glyph rows, location and offset/width tables."""

    header: list[int]
    bits: list[bytes]
    locations: list[int]
    table: bytes
    metrics: FontMetrics

    def nfnt(self) -> bytes:
        """The ``NFNT`` resource (PILRC ``DumpFont``)."""
        return _words(self.header) + b"".join(self.bits) + _words(self.locations) + self.table


def nfnt_family(fonts: list[CompiledFont], densities: list[int]) -> bytes:
    """The ``nfnt`` resource of a ``FONTFAMILY`` (PILRC ``DumpFontFamily``): the first font's header
    with ``fntExtendedFormatMask`` (0x200), version 1 and the density count; per density its
    glyph-bits offset; the first font's tables, 0xFFFF; then each density's glyph rows (a row of
    an odd number of words is padded with one zero word above 72 dpi)."""
    first = fonts[0]
    header = list(first.header)
    count = len(fonts)
    first_char, last_char = header[1], header[2]
    header[0] += 0x200
    header[8] = count * 6 + last_char - first_char + 1 + 3  # owTLoc
    header += [1, count]
    data = bytearray(_words(header))
    size = 30 + 6 * count
    offset = size + 2 + (last_char - first_char + 3) * 2 + (last_char - first_char + 2) * 2
    for index, density in enumerate(densities):
        if index:
            offset += first.header[7] * first.header[12] * 2
        data += (density & 0xFFFF).to_bytes(2, "big") + offset.to_bytes(4, "big")
    data += _words(first.locations) + first.table + b"\xff\xff"
    for font, density in zip(fonts, densities, strict=True):
        odd = density != 72 and font.header[12] % 2
        for row in font.bits:
            data += row + (b"\0\0" if odd else b"")
    return bytes(data)


def font_statement(context: ParseContext, keyword: Token) -> CompiledResource | None:
    cursor = context.cursor
    where = cursor.peek()
    item = parse_item(context, SCREEN, FONT_SYNTAX)
    if not 128 <= item.font <= 255:
        raise where.error(f"FONTID {item.font} is not an application font (128..255)")
    name_token = cursor.peek()
    name = cursor.string("the font file name in quotes")
    font = compile_font(context, context.find_file(name, name_token), name_token)
    if not context.wanted(item.locale):
        return None
    context.fonts[item.font] = font.metrics
    return CompiledResource("NFNT", item.id, font.nfnt(), where)


def font_family_statement(context: ParseContext, keyword: Token) -> CompiledResource | None:
    """``FONTFAMILY ID n FONTID f BEGIN FONT "f72.txt" DENSITY 72 FONT "f144.txt" DENSITY 144 END``
    (or ``DENSITY d "file"``): two densities, the first one's metrics for ``AUTO``."""
    cursor = context.cursor
    where = cursor.peek()
    item = parse_item(context, SCREEN, FONT_SYNTAX)
    if not 128 <= item.font <= 255:
        raise where.error(f"FONTID {item.font} is not an application font (128..255)")
    cursor.expect_word("begin", "BEGIN (after the FONTFAMILY line)")
    entries: list[tuple[Token, str, int]] = []
    while not cursor.take_word("end"):
        token = cursor.peek()
        if cursor.take_word("density"):
            density = cursor.expression("the density")
            name_token = cursor.peek()
            entries.append((name_token, cursor.string("the font file name in quotes"), density))
        elif cursor.take_word("font"):
            name_token = cursor.peek()
            name = cursor.string("the font file name in quotes")
            cursor.expect_word("density", "DENSITY after the font file name")
            entries.append((name_token, name, cursor.expression("the density")))
        else:
            raise cursor.expected('FONT "file" DENSITY d, DENSITY d "file" or END')
        if len(entries) > 2:
            raise token.error("a font family has only two densities (72 and 144)")
    if len(entries) < 2:
        raise where.error("a font family needs two fonts, of densities 72 and 144")
    fonts = [compile_font(context, context.find_file(name, token), token) for token, name, _ in entries]
    if not context.wanted(item.locale):
        return None
    context.fonts[item.font] = fonts[0].metrics
    return CompiledResource("nfnt", item.id, nfnt_family(fonts, [d for _, _, d in entries]), where)


def compile_font(context: ParseContext, path: Path, where: Token) -> CompiledFont:
    """A PilRC text font, compiled."""
    lines = read_input(path, where, "font").decode("latin-1").splitlines()
    values = [0] * 13
    glyphs: list[Glyph] = []
    given: set[int] = set()

    def fail(number: int, message: str) -> None:
        raise where.error(f"{path.name}:{number}: {message}")

    for number, raw in enumerate(lines, 1):
        if raw.startswith("//"):
            continue
        line = raw.strip(" \t\r\n")
        if not line:
            continue
        split = re.search(r"[ \t]", line)
        word, rest = (line[: split.start()], line[split.end() :]) if split else (line, "")
        word_upper = word.upper()
        if split is None:  # a row of art (PilRC takes any line without a blank for one)
            if not glyphs:
                fail(number, "glyph rows before the first GLYPH")
            glyph = glyphs[-1]
            if glyph.rows and len(line) != len(glyph.rows[0]):
                fail(number, "this row is not as wide as the glyph's first")
            glyph.rows.append(line)
            continue
        if word_upper not in HEADER_WORDS and word_upper not in GLYPH_WORDS:
            fail(number, f"invalid token {word!r}")
        rest = rest.strip(" \t")
        if len(rest) == 3 and rest[0] == "'" == rest[2]:
            value = ord(rest[1])
        else:
            try:
                value = int(rest, 10)
            except ValueError:
                fail(number, f"invalid value {rest!r}")
        if word_upper in HEADER_WORDS:
            if glyphs:
                fail(number, "the header must precede the glyphs")
            values[HEADER_WORDS[word_upper]] = value
            given.add(HEADER_WORDS[word_upper])
            if word_upper in ("FIRSTCHAR", "LASTCHAR"):
                context.warning(where, f"{path.name}:{number}: {word_upper} is set from the glyphs")
        elif word_upper == "GLYPH":
            if glyphs and glyphs[-1].code == -1:
                fail(number, "GLYPH -1 must be the last glyph")
            if value != -1 and not 0 <= value <= 255:
                fail(number, "glyph number out of range")
            if value != -1 and glyphs and value <= glyphs[-1].code:
                fail(number, "glyph out of sequence")
            glyphs.append(Glyph(value, []))
        elif not glyphs:
            fail(number, f"{word_upper} before the first GLYPH")
        elif word_upper == "OFFSET":
            glyphs[-1].offset = value
        else:
            glyphs[-1].width = value
    if not glyphs or glyphs[0].code == -1:
        raise where.error(f"{path.name}: no glyphs")
    return _build(values, given, glyphs, where, path.name)


def _build(values: list[int], given: set[int], glyphs: list[Glyph], where: Token, name: str) -> CompiledFont:
    height = values[7] if 7 in given and values[7] else len(glyphs[0].rows)
    for glyph in glyphs:
        if not glyph.rows or len(glyph.rows) != height:
            raise where.error(f"{name}: glyph {glyph.code} is not {height} rows high")
    first, last = glyphs[0].code, max(g.code for g in glyphs)
    explicit = glyphs[-1].code == -1
    missing = glyphs[-1] if explicit else Glyph(-1, [""] * height, 0, 0)
    real = [g for g in glyphs if g.code != -1]
    art_width = {id(g): len(g.rows[0]) for g in [*real, missing]}
    max_width = values[3] if 3 in given else max(art_width.values())
    rect_width = values[6] if 6 in given else max(art_width.values())
    # columns: each glyph's art placed after the previous one's
    starts: dict[int, int] = {}
    column = 0
    for glyph in [*real, missing]:
        starts[id(glyph)] = column
        column += art_width[id(glyph)]
    row_words = (column + 15) // 16
    bits = [bytearray(row_words * 2) for _ in range(height)]
    for glyph in [*real, missing]:
        for y, row in enumerate(glyph.rows):
            for x, ch in enumerate(row):
                if ch not in "-.":
                    position = starts[id(glyph)] + x
                    bits[y][position >> 3] |= 0x80 >> (position & 7)
    by_code = {g.code: g for g in real}
    locations = []
    table = bytearray()
    for code in range(first, last + 1):
        found = by_code.get(code)
        locations.append(
            starts[id(found)] if found is not None else _next_start(code, by_code, starts, missing)
        )
        if found is None:
            table += b"\xff\xff"
        else:
            width = found.width if found.width is not None else art_width[id(found)]
            table += bytes((found.offset & 0xFF, width & 0xFF))
    missing_width = missing.width if missing.width is not None else art_width[id(missing)]
    missing_start = starts[id(missing)]
    if not explicit:  # PilRC places the added glyph after the last one's character width
        last_glyph = by_code[last]
        missing_start = starts[id(last_glyph)] + (
            last_glyph.width if last_glyph.width is not None else art_width[id(last_glyph)]
        )
    locations.append(missing_start)
    locations.append(missing_start + missing_width)
    table += bytes((missing.offset & 0xFF, missing_width & 0xFF))
    owt = row_words * height + 7 + last - first + 1
    header = [values[0], first, last, max_width, values[4], values[5], rect_width, height, owt]
    header += [values[9], values[10], values[11], row_words]
    widths = [0] * 256
    for code, glyph in by_code.items():
        widths[code] = glyph.width if glyph.width is not None else art_width[id(glyph)]
    if last + 1 < 256:  # PilRC keeps the missing glyph's width as that of the code after the last
        widths[last + 1] = missing_width
    return CompiledFont(
        header, [bytes(row) for row in bits], locations, bytes(table), FontMetrics(tuple(widths), height)
    )


def _next_start(code: int, by_code: dict[int, Glyph], starts: dict[int, int], missing: Glyph) -> int:
    """A missing character's location is where the next defined glyph starts (PilRC fills the gap
    with the column reached when it meets the next GLYPH)."""
    for later in range(code + 1, 256):
        if later in by_code:
            return starts[id(by_code[later])]
    return starts[id(missing)]
