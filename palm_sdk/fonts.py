"""Font ids: the system fonts of Palm OS 3.x and the first application font id.

SDK 3.5 ``Core/UI/Font.h`` (``enum FontID``). A ``FontID`` is one byte in resources (PilRC
``b``) and in the ``FntSetFont`` trap (passed in the high byte of a 2-byte stack slot).
"""

from enum import IntEnum


class FontID(IntEnum):
    """``enum FontID`` (``Font.h``): the system fonts; 0x80 and up are application fonts."""

    stdFont = 0
    boldFont = 1
    largeFont = 2
    symbolFont = 3
    symbol11Font = 4
    symbol7Font = 5
    ledFont = 6
    largeBoldFont = 7
    fntAppFontCustomBase = 0x80
