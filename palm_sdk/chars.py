"""Characters: Palm's text encoding, its control and special characters, the symbol fonts' glyphs.

Palm OS 3.x text is the Palm Latin character set, Windows code page 1252 at the printable codes
(SDK 3.5 ``Core/System/CharLatin.h``), with Palm's own symbols at 0x16..0x1F of the text fonts
(``Core/System/Chars.h``, OS 3.1+ positions). The symbol fonts (``symbolFont``,
``symbol11Font``, ``symbol7Font``) draw pictures at low codes (``Chars.h`` ``symbolChars``,
``symbol11Chars``, ``symbol7Chars``). Virtual characters (``vchr*``) are keys, not text: they are
in :mod:`palm_sdk.keys`.
"""

PALM_ENCODING = "cp1252"
"""The Python codec of Palm Latin text (``CharLatin.h``: code page 1252 at the printable codes)."""

# Control characters (Chars.h)
chrBackspace = 0x0008
chrTab = 0x0009
chrLineFeed = 0x000A
chrCarriageReturn = 0x000D
chrEscape = 0x001B
chrSpace = 0x0020

# Palm's special characters in the text fonts (Chars.h, OS 3.1+ positions)
chrCommandStroke = 0x16
chrShortcutStroke = 0x17
chrEllipsis = 0x18
chrNumericSpace = 0x19
chrLeftArrow = 0x1C
chrRightArrow = 0x1D
chrUpArrow = 0x1E
chrDownArrow = 0x1F

# symbolFont (Chars.h symbolChars)
symbolLeftArrow = 3
symbolRightArrow = 4
symbolUpArrow = 5
symbolDownArrow = 6
symbolSmallDownArrow = 7
symbolSmallUpArrow = 8
symbolHelp = 10
symbolCheckMark = 22
symbolDiamondChr = 23
symbolClubChr = 24
symbolHeartChr = 25
symbolSpadeChr = 26

# symbol11Font (Chars.h symbol11Chars)
symbolCheckboxOff = 0
symbolCheckboxOn = 1
symbol11LeftArrow = 2
symbol11RightArrow = 3
symbol11LeftArrowDisabled = 4
symbol11RightArrowDisabled = 5

# symbol7Font (Chars.h symbol7Chars)
symbol7ScrollUp = 1
symbol7ScrollDown = 2
symbol7ScrollUpDisabled = 3
symbol7ScrollDownDisabled = 4
