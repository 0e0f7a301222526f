"""The Window Manager's values: transfer modes, patterns, frame types, underline modes, colours.

SDK 3.5 ``Core/UI/Window.h``: ``WinDrawOperation`` (how source pixels combine with the screen),
``PatternType``, the standard ``FrameType`` words (corner diameter in bits 15-8, 3-D bit 4,
shadow width bits 3-2, frame width bits 1-0) and ``UnderlineModeType``. On the one-bit screen of
a Palm III the colour indices ``WinSetForeColor`` and friends take are 0 (white) and 1 (black).
"""

from enum import IntEnum


class DrawMode(IntEnum):
    """``WinDrawOperation``: how source pixels (1 = foreground) combine with the screen."""

    winPaint = 0  # copy: foreground and background pixels both written
    winErase = 1  # AND: where the source is background, the screen becomes white
    winMask = 2  # AND NOT: where the source is foreground, the screen becomes white
    winInvert = 3  # XOR
    winOverlay = 4  # OR: only foreground pixels are written
    winPaintInverse = 5  # copy of the inverted source
    winSwap = 6  # swaps foreground and background (patterns); bitmaps are painted


class PatternType(IntEnum):
    """``PatternType``: what ``WinFillRectangle`` and friends fill with."""

    blackPattern = 0
    whitePattern = 1
    grayPattern = 2
    customPattern = 3


class WinDirection(IntEnum):
    """``WinDirectionType``: the way ``WinScrollRectangle`` moves the pixels."""

    winUp = 0
    winDown = 1
    winLeft = 2
    winRight = 3


class FrameType(IntEnum):
    """The standard ``FrameType`` words (any other word is a valid frame too)."""

    noFrame = 0
    simpleFrame = 1
    rectangleFrame = 1
    simple3DFrame = 0x0012
    roundFrame = 0x0401
    boldRoundFrame = 0x0702
    popupFrame = 0x0205
    dialogFrame = 0x0302
    menuFrame = 0x0205


class UnderlineMode(IntEnum):
    """``UnderlineModeType``: how text (and a field's lines) is underlined."""

    noUnderline = 0
    grayUnderline = 1
    solidUnderline = 2


GRAY_PATTERN = bytes([0xAA, 0x55] * 4)
"""``grayPattern``: the 50% checkerboard (``CustomPatternType``, eight rows, MSB = leftmost)."""

WHITE_INDEX = 0  # IndexedColorType of white on the one-bit screen
BLACK_INDEX = 1  # ... and of black


class WinScreenModeOperation(IntEnum):
    """``WinScreenModeOperation`` (SDK 3.5 ``Window.h``): what ``WinScreenMode`` does."""

    winScreenModeGetDefaults = 0
    winScreenModeGet = 1
    winScreenModeSetToDefaults = 2
    winScreenModeSet = 3
    winScreenModeGetSupportedDepths = 4  # *depthP: bit (d - 1) set for each depth d the screen has
    winScreenModeGetSupportsColor = 5


class WinPaletteOperation(IntEnum):
    """``WinPalette``'s ``operation`` (SDK 3.5 ``Window.h``)."""

    winPaletteGet = 0
    winPaletteSet = 1
    winPaletteSetToDefault = 2


class WindowFormatType(IntEnum):
    """``WindowFormatType`` of ``WinCreateOffscreenWindow`` (SDK 3.5 ``Window.h``)."""

    screenFormat = 0  # the screen's depth
    genericFormat = 1  # device independent (here: the screen's depth too)


SCREEN_DEPTHS = (1, 2, 4, 8, 16)
"""The depths a Palm OS 3.5 / 4 screen or bitmap may have, in bits per pixel."""


def depth_bit(depth: int) -> int:
    """``winScreenModeGetSupportedDepths``'s bit for a depth: bit (depth - 1).

    >>> [hex(depth_bit(d)) for d in (1, 2, 8)]
    ['0x1', '0x2', '0x80']
    """
    return 1 << (depth - 1)
