"""Fonts: Palm metrics, the glyph repertoire, BDF round trips, text measuring and wrapping."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from palm_os.bdf import BdfError, parse_bdf, to_bdf
from palm_os.fonts import Font, FontID, FontSet, Glyph
from palm_sdk import chars as F

ROOT = Path(__file__).resolve().parents[2]
PRINTABLE = [chr(c) for c in range(32, 127)]


def _fontgen():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("fontgen", ROOT / "tools" / "fontgen.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["fontgen"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("font_id", "height", "ascent", "descent"),
    [
        (FontID.stdFont, 11, 9, 2),
        (FontID.boldFont, 11, 9, 2),
        (FontID.largeFont, 14, 11, 3),
        (FontID.symbolFont, 10, 9, 1),
        (FontID.symbol11Font, 11, 11, 0),
        (FontID.symbol7Font, 8, 8, 0),
        (FontID.largeBoldFont, 15, 12, 3),  # fRectHeight 15, as PilRC's table says
    ],
)
def test_system_fonts_have_palm_metrics(
    fonts: FontSet, font_id: int, height: int, ascent: int, descent: int
) -> None:
    font = fonts[font_id]
    assert (font.height, font.ascent, font.descent, font.leading) == (height, ascent, descent, 0)
    assert font.line_height == height


TEXT_FONTS = [FontID.stdFont, FontID.boldFont, FontID.largeFont, FontID.largeBoldFont]


@pytest.mark.parametrize("font_id", TEXT_FONTS)
def test_text_fonts_have_every_printable_ascii_char_and_palm_specials(fonts: FontSet, font_id: int) -> None:
    font = fonts[font_id]
    missing = [ch for ch in PRINTABLE if not font.has_char(ch)]
    assert missing == []
    for code in (F.chrCommandStroke, F.chrEllipsis, F.chrNumericSpace, F.chrLeftArrow, F.chrDownArrow):
        assert code in font.glyphs
    for ch in "…•–—©°·×é™®":
        assert font.has_char(ch), ch


@pytest.mark.parametrize("font_id", TEXT_FONTS)
def test_trademark_and_registered_signs_are_drawn_apart_from_the_copyright_sign(
    fonts: FontSet, font_id: int
) -> None:
    font = fonts[font_id]
    trademark, registered, copyright_ = (font.glyphs[code] for code in (0x99, 0xAE, 0xA9))
    assert registered.rows != copyright_.rows
    assert registered.width == copyright_.width  # the same circle
    assert trademark.width > font.glyphs[ord("T")].width  # two letters
    ink_rows = [r for r, bits in enumerate(trademark.rows) if bits]
    assert max(ink_rows) < font.ascent - 2  # raised, as a superscript


def test_large_bold_is_large_made_bold_one_row_lower(fonts: FontSet) -> None:
    large, large_bold = fonts[FontID.largeFont], fonts[FontID.largeBoldFont]
    a, bold_a = large.glyphs[ord("A")], large_bold.glyphs[ord("A")]
    assert bold_a.width == a.width + 1
    assert bold_a.rows == (0, *(row | row << 1 for row in a.rows), 0)[: large_bold.height]
    assert large_bold.text_width("Pitch") == large.text_width("Pitch") + 5


def test_std_font_widths_are_palm_like(fonts: FontSet) -> None:
    std = fonts[FontID.stdFont]
    assert std.char_width(" ") == 2
    assert std.char_width("A") == 5
    assert std.char_width("i") == 2
    assert 6 <= std.char_width("M") <= 8
    assert {std.char_width(d) for d in "0123456789"} == {5}
    assert std.char_width(F.chrNumericSpace) == 5


def test_digits_are_tabular_in_every_text_font(fonts: FontSet) -> None:
    for font_id in (FontID.stdFont, FontID.boldFont, FontID.largeFont):
        font = fonts[font_id]
        assert len({font.char_width(d) for d in "0123456789"}) == 1


def test_bold_is_visibly_bolder_than_std(fonts: FontSet) -> None:
    std, bold = fonts[FontID.stdFont], fonts[FontID.boldFont]
    for ch in "AHMOaemx0":
        std_ink = sum(r.bit_count() for r in std.glyphs[ord(ch)].rows)
        bold_ink = sum(r.bit_count() for r in bold.glyphs[ord(ch)].rows)
        assert bold_ink > std_ink * 1.4, ch
    assert bold.text_width("Pitch") > std.text_width("Pitch")


def test_glyph_ink_stays_in_the_cell_rows_above_the_baseline_for_caps(fonts: FontSet) -> None:
    std = fonts[FontID.stdFont]
    for ch in "ABCDEFGHIJKLMNOPRSTUVWXYZ0123456789":
        rows = std.glyphs[ord(ch)].rows
        inked = [y for y, r in enumerate(rows) if r]
        assert inked[0] == 2 and inked[-1] == 8, ch  # capitals stand on the baseline, 7 rows tall
    for ch in "gjpqy":
        assert std.glyphs[ord(ch)].rows[10], ch  # descenders reach the last row


def test_symbol_fonts_have_the_ui_glyphs(fonts: FontSet) -> None:
    symbol = fonts[FontID.symbolFont]
    for code in (
        F.symbolSmallDownArrow,
        F.symbolHelp,
        F.symbolCheckMark,
        F.symbolDiamondChr,
        F.symbolClubChr,
        F.symbolHeartChr,
        F.symbolSpadeChr,
        F.symbolUpArrow,
        F.symbolDownArrow,
    ):
        assert code in symbol.glyphs
    symbol11 = fonts[FontID.symbol11Font]
    for code in (F.symbolCheckboxOff, F.symbolCheckboxOn, F.symbolSpadeChr, F.symbolHeartChr):
        assert code in symbol11.glyphs
    symbol7 = fonts[FontID.symbol7Font]
    assert {F.symbol7ScrollUp, F.symbol7ScrollDown} <= set(symbol7.glyphs)


def test_suits_are_about_seven_pixels_in_symbol_font(fonts: FontSet) -> None:
    symbol = fonts[FontID.symbolFont]
    for code in (F.symbolDiamondChr, F.symbolClubChr, F.symbolHeartChr, F.symbolSpadeChr):
        rows = symbol.glyphs[code].rows
        height = sum(1 for r in rows if r)
        width = max(r.bit_length() for r in rows)
        assert 7 <= height <= 8 and width == 7


def test_bdf_round_trip_of_every_system_font(fonts: FontSet) -> None:
    for font in fonts:
        assert parse_bdf(to_bdf(font)) == font


def test_committed_bdfs_match_their_text_art_sources() -> None:
    assert _fontgen().main(["--check"]) == 0


def test_bdf_files_state_their_licence() -> None:
    for path in (ROOT / "resources" / "fonts").glob("*.bdf"):
        text = path.read_text(encoding="ascii")
        assert "MIT" in text and "Original" in text, path.name


def test_bdf_parser_places_glyph_boxes_in_the_cell() -> None:
    bdf = """STARTFONT 2.1
FONT test
STARTPROPERTIES 2
FONT_ASCENT 3
FONT_DESCENT 1
ENDPROPERTIES
CHARS 1
STARTCHAR A
ENCODING 65
DWIDTH 4 0
BBX 2 2 1 0
BITMAP
C0
40
ENDCHAR
ENDFONT
"""
    font = parse_bdf(bdf, font_id=9)
    assert font.font_id == 9 and font.height == 4
    assert font.glyphs[65] == Glyph(4, (0, 0b0110, 0b0100, 0))


def test_bdf_errors_name_the_problem() -> None:
    with pytest.raises(BdfError, match="not a BDF"):
        parse_bdf("hello")
    with pytest.raises(BdfError, match="FONT_ASCENT"):
        parse_bdf("STARTFONT 2.1\nCHARS 0\nENDFONT\n")
    outside = (
        "STARTFONT 2.1\nSTARTPROPERTIES 2\nFONT_ASCENT 2\nFONT_DESCENT 0\nENDPROPERTIES\n"
        "STARTCHAR x\nENCODING 65\nDWIDTH 1 0\nBBX 2 1 0 0\nBITMAP\nC0\nENDCHAR\nENDFONT\n"
    )
    with pytest.raises(BdfError, match="outside"):
        parse_bdf(outside)


def test_text_width_and_render_agree(fonts: FontSet) -> None:
    std = fonts[FontID.stdFont]
    width, rows = std.render("Bid 3")
    assert width == std.text_width("Bid 3") == sum(std.char_width(c) for c in "Bid 3")
    assert len(rows) == 11 and max(rows).bit_length() <= width


def test_unknown_characters_draw_the_missing_glyph(fonts: FontSet) -> None:
    std = fonts[FontID.stdFont]
    assert std.render("♠") == std.render("?")  # not in code page 1252: '?'
    assert std.char_width("\x01") == std.glyphs[0x7F].width  # in 1252 but no glyph: the box


def test_word_wrap_breaks_after_spaces(fonts: FontSet) -> None:
    std = fonts[FontID.stdFont]
    text = "Start a new game and lose this one?"
    lines = std.wrap(text, 60)
    assert all(std.text_width(line) <= 60 for line in lines)
    assert " ".join(lines) == text
    assert std.wrap("a\nb", 100) == ["a", "b"]
    long = "Supercalifragilistic"
    assert "".join(std.wrap(long, 20)) == long


def test_truncate_adds_an_ellipsis(fonts: FontSet) -> None:
    std = fonts[FontID.stdFont]
    assert std.truncate("Short", 100) == "Short"
    cut = std.truncate("A rather long player name", 40)
    assert cut.endswith("\x18") and std.text_width(cut) <= 40


def test_chars_in_width_and_width_to_offset(fonts: FontSet) -> None:
    std = fonts[FontID.stdFont]
    assert std.chars_in_width("AAAA", 12) == (2, 10)
    assert std.width_to_offset("AAAA", 7) == 1


def test_font_rejects_glyphs_of_the_wrong_shape() -> None:
    with pytest.raises(ValueError, match="rows"):
        Font(0, "x", 2, 0, {65: Glyph(1, (1,))})
    with pytest.raises(ValueError, match="beyond"):
        Font(0, "x", 1, 0, {65: Glyph(1, (2,))})
    with pytest.raises(KeyError, match="no font with id 42"):
        FontSet()[42]


def test_palm_byte_strings_draw_like_their_text(fonts: FontSet) -> None:
    std = fonts[FontID.stdFont]
    assert std.render(b"Bid\x85") == std.render("Bid…")
    assert std.text_width(b"\x18") == std.char_width(F.chrEllipsis)


def _ink_columns(glyph: Glyph) -> int:
    return max((row.bit_length() for row in glyph.rows), default=0)


def _mirrored(glyph: Glyph) -> tuple[int, ...]:
    width = _ink_columns(glyph)
    return tuple(int(format(row, f"0{width}b")[::-1], 2) if width else 0 for row in glyph.rows)


@pytest.mark.parametrize("font_id", [FontID.stdFont, FontID.boldFont, FontID.largeFont])
def test_n_has_a_diagonal_and_is_not_read_as_h(fonts: FontSet, font_id: FontID) -> None:
    """A bold N drawn as two stems and a thick bar read as H ("New Game  /H" in the menu)."""
    font = fonts[font_id]
    n, h = font.glyphs[ord("N")], font.glyphs[ord("H")]
    assert _mirrored(h) == h.rows  # H is symmetric left to right ...
    assert _mirrored(n) != n.rows  # ... an N is not: its stroke runs from top left to bottom right
