"""Font Manager traps: the current font of the system's draw state, and text measurements.

The fonts are the screen model's (the system fonts' NFNT metrics: stdFont 11 pixels high, ...)
and those an application defines (``FntDefineFont``: its ``NFNT``, :mod:`emulator.nfnt`);
``FntSetFont`` is ``GraphicsState.set_font``, so an emulated application and the desktop app
measure and draw text with the same glyphs. Text is measured as Palm Latin bytes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from emulator.nfnt import HEADER, font_size, parse_font
from emulator.traps import Manager, trap
from palm_os.fonts import Font
from palm_sdk.errors import sysErrParamErr
from palm_sdk.fonts import FontID

if TYPE_CHECKING:
    from emulator.kernel import Kernel


class FontTraps(Manager):
    """``Font.h``: see the module docstring."""

    def __init__(self, kernel: Kernel) -> None:
        super().__init__(kernel)
        self.defined_at: dict[int, int] = {}  # an application font's id -> its FontType (FntDefineFont)

    @property
    def font(self) -> Font:
        return self.kernel.ui.system.graphics.font

    def _text(self, chars: int, length: int) -> bytes:
        return self.mem.read(chars, length) if length > 0 else b""

    @trap("FntSetFont")
    def FntSetFont(self, font: int) -> int:
        """FontID FntSetFont(FontID font)"""
        system = self.kernel.ui.system
        if font not in system.fonts:
            self.kernel.report("bad-parameter", f"FntSetFont({font}): no such font")
            return int(system.graphics.font_id)
        return int(system.graphics.set_font(font))

    @trap("FntDefineFont")
    def FntDefineFont(self, font: int, fontP: int) -> int:
        """Err FntDefineFont(FontID font, FontPtr fontP)  (an application font, 128-255)"""
        if font < FontID.fntAppFontCustomBase:
            self.kernel.report("bad-parameter", f"FntDefineFont({font}): ids below 128 are the system's")
            return sysErrParamErr
        header = self.mem.read(fontP, HEADER.size)
        data = self.mem.read(fontP, font_size(header))
        try:
            defined = parse_font(data, font, f"the font at {fontP:#010x}")
        except ValueError as error:
            raise self.kernel.fault(
                "bad-resource", f"FntDefineFont({font}): {error}", self.kernel.trap_pc
            ) from None
        self.kernel.ui.system.fonts.add(defined)
        self.defined_at[font] = fontP  # FntGetFontPtr gives the application's own FontType back
        return 0

    @trap("FntGetFont")
    def FntGetFont(self) -> int:
        """FontID FntGetFont(void)"""
        return int(self.kernel.ui.system.graphics.font_id)

    @trap("FntLineHeight")
    def FntLineHeight(self) -> int:
        """Int16 FntLineHeight(void)"""
        return self.font.line_height

    @trap("FntCharHeight")
    def FntCharHeight(self) -> int:
        """Int16 FntCharHeight(void)"""
        return self.font.height

    @trap("FntBaseLine")
    def FntBaseLine(self) -> int:
        """Int16 FntBaseLine(void)"""
        return self.font.ascent

    @trap("FntDescenderHeight")
    def FntDescenderHeight(self) -> int:
        """Int16 FntDescenderHeight(void)"""
        return self.font.descent

    @trap("FntAverageCharWidth")
    def FntAverageCharWidth(self) -> int:
        """Int16 FntAverageCharWidth(void)"""
        return self.font.average_char_width()

    @trap("FntCharWidth")
    def FntCharWidth(self, ch: int) -> int:
        """Int16 FntCharWidth(Char ch)"""
        return self.font.char_width(ch & 0xFF)

    @trap("FntCharsWidth")
    def FntCharsWidth(self, chars: int, len_: int) -> int:
        """Int16 FntCharsWidth(Char const *chars, Int16 len)"""
        return self.font.text_width(self._text(chars, len_))

    @trap("FntLineWidth")
    def FntLineWidth(self, pChars: int, length: int) -> int:
        """Int16 FntLineWidth(Char const *pChars, UInt16 length)"""
        return self.font.text_width(self._text(pChars, length))

    @trap("FntWidthToOffset")
    def FntWidthToOffset(
        self, pChars: int, length: int, pixelWidth: int, leadingEdge: int, truncWidth: int
    ) -> int:
        """Int16 FntWidthToOffset(Char const *pChars, UInt16 length, Int16 pixelWidth, Boolean *leadingEdge,
        Int16 *truncWidth)"""
        text = self._text(pChars, length)
        offset = self.font.width_to_offset(text, pixelWidth)
        if truncWidth:
            self.mem.put_u16(truncWidth, self.font.text_width(text[:offset]))
        if leadingEdge:
            self.mem.put_u8(leadingEdge, 1)
        return offset

    @trap("FntCharsInWidth")
    def FntCharsInWidth(
        self, string: int, stringWidthP: int, stringLengthP: int, fitWithinWidth: int
    ) -> None:
        """void FntCharsInWidth(Char const *string, Int16 *stringWidthP, Int16 *stringLengthP,
        Boolean *fitWithinWidth)"""
        length = self.mem.u16(stringLengthP)
        text = self._text(string, length)
        count, width = self.font.chars_in_width(text, self.mem.u16(stringWidthP))
        self.mem.put_u16(stringWidthP, width)
        self.mem.put_u16(stringLengthP, count)
        self.mem.put_u8(fitWithinWidth, int(count == len(text)))

    @trap("FntWordWrap")
    def FntWordWrap(self, chars: int, maxWidth: int) -> int:
        """UInt16 FntWordWrap(Char const *chars, UInt16 maxWidth)"""
        text = self.mem.cstring(chars).decode("cp1252", errors="replace")
        return self.font.word_wrap(text, maxWidth)


MANAGER = FontTraps
