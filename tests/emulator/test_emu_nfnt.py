"""``FntDefineFont``'s decoder: a ``FontType`` built here the way Palm OS lays it out (strike,
location table, offset/width table) reads back as the same glyphs, kerning and missing glyph;
damaged and OS 5 extended fonts are refused with a reason."""

from __future__ import annotations

import struct

import pytest

from emulator.nfnt import font_size, parse_font
from palm_os.fonts import Glyph


def font_type(glyphs: dict[int, list[str]], missing: list[str], ascent: int, kern_max: int = 0) -> bytes:
    """A FontType: ``glyphs`` maps codes (a contiguous range, None for absent) to rows of '#'."""
    first, last = min(glyphs), max(glyphs)
    height = len(missing)
    images = [glyphs.get(code) for code in range(first, last + 1)] + [missing]
    locations, x = [], 0
    for image in images:
        locations.append(x)
        x += len(image[0]) if image else 0
    locations.append(x)
    row_words = (x + 15) // 16
    strike = b""
    for y in range(height):
        bits = "".join(image[y] if image else "" for image in images).ljust(16 * row_words, ".")
        strike += int(bits.replace("#", "1").replace(".", "0"), 2).to_bytes(2 * row_words, "big")
    # offset 0 (columns start at the pen, shifted by kernMax), advance = image width + 1
    widths = [(-kern_max << 8) | (len(image[0]) + 1) if image else 0xFFFF for image in images] + [0xFFFF]
    loc = struct.pack(f">{len(locations)}H", *locations)
    header_and_strike_words = (26 + len(strike) + len(loc) - 16) // 2
    header = struct.pack(
        ">13h", -28672, first, last, 8, kern_max, -height, 8, height, header_and_strike_words,
        ascent, height - ascent, 1, row_words,
    )  # fmt: skip
    return header + strike + loc + struct.pack(f">{len(widths)}H", *widths)


A = [".#.", "#.#", "###", "#.#"]
C = ["##", "#.", "#.", "##"]
BOX = ["###", "#.#", "#.#", "###"]


def test_a_font_reads_back_glyph_for_glyph() -> None:
    data = font_type({65: A, 66: None, 67: C}, BOX, ascent=3)
    assert font_size(data) == len(data)
    font = parse_font(data, 0x80, "test")
    assert (font.font_id, font.ascent, font.descent, font.line_height) == (0x80, 3, 1, 5)
    assert font.glyphs[65] == Glyph(4, (0b010, 0b101, 0b111, 0b101))  # bit x = column x
    assert font.glyphs[67] == Glyph(3, (0b11, 0b01, 0b01, 0b11))
    assert 66 not in font.glyphs  # 0xFFFF: the font lacks it, so the missing glyph draws
    assert font.char_width(66) == font.char_width(0) == 4 and font.text_width("AC") == 7


def test_kern_max_moves_the_columns_within_the_advance() -> None:
    font = parse_font(font_type({65: A}, BOX, ascent=4, kern_max=-1), 0x81, "kerned")
    # offset 1 and kernMax -1 cancel out: the same columns as without kerning
    assert font.glyphs[65].rows == (0b010, 0b101, 0b111, 0b101)


def test_damaged_and_extended_fonts_are_refused() -> None:
    data = font_type({65: A}, BOX, ascent=3)
    with pytest.raises(ValueError, match="tables need"):
        parse_font(data[:-4], 0x80, "short")
    with pytest.raises(ValueError, match="extended"):
        parse_font(struct.pack(">h", -28160) + data[2:], 0x80, "v2")
    with pytest.raises(ValueError, match="out of range"):
        parse_font(data[:2] + struct.pack(">hh", 70, 65) + data[6:], 0x80, "backwards")
