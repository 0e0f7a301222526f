"""Colours: the system palettes of each screen depth, and the UI colour table.

The palettes are the colour tables a screen starts with at each depth (Palm OS Companion,
"Color and Grayscale Support"; SDK 3.5 ``Window.h`` ``RGBColorType``): index 0 is white and the
last index black; the one-, two- and four-bit tables are evenly spaced greys; the eight-bit
system palette is the "web-safe" 6x6x6 colour cube but black, in the order Palm OS lists it
(red from 0xFF down; in the first 108 entries blue 0xFF, 0xCC, 0x99, in the next 107 blue 0x66,
0x33, 0x00; green from 0xFF down within each), then the ten greys the cube lacks, silver, the
four dark colours of the VGA set (entries 215-229), and black for the rest (230-255): the
layout ``pnmtopalm``'s default colour map and the m505 ROM's table also have. A 16-bit screen
is direct colour (RGB565); its indexed colours (``WinSetForeColor``) are the eight-bit palette's.

The UI colour table:

SDK 3.5 ``Core/UI/UIColor.h`` (``enum UIColorTableEntries``; Palm OS 4 adds
``UIFieldFepConvertedUnderline`` before ``UILastColorTableEntry``) and ``RGBColorType``
(``Window.h``: ``index, r, g, b``, four bytes). The default colours are those of a one-bit
screen (black on white; selected objects inverted), which every depth starts from.
"""

from enum import IntEnum


class UIColorTableEntries(IntEnum):
    """``enum UIColorTableEntries`` (``UIColor.h``)."""

    UIObjectFrame = 0
    UIObjectFill = 1
    UIObjectForeground = 2
    UIObjectSelectedFill = 3
    UIObjectSelectedForeground = 4
    UIMenuFrame = 5
    UIMenuFill = 6
    UIMenuForeground = 7
    UIMenuSelectedFill = 8
    UIMenuSelectedForeground = 9
    UIFieldBackground = 10
    UIFieldText = 11
    UIFieldTextLines = 12
    UIFieldCaret = 13
    UIFieldTextHighlightBackground = 14
    UIFieldTextHighlightForeground = 15
    UIFieldFepRawText = 16
    UIFieldFepRawBackground = 17
    UIFieldFepConvertedText = 18
    UIFieldFepConvertedBackground = 19
    UIFieldFepUnderline = 20
    UIFormFrame = 21
    UIFormFill = 22
    UIDialogFrame = 23
    UIDialogFill = 24
    UIAlertFrame = 25
    UIAlertFill = 26
    UIOK = 27
    UICaution = 28
    UIWarning = 29
    UIFieldFepConvertedUnderline = 30  # Palm OS 4


UI_COLOR_ENTRIES_35 = 30
"""``UILastColorTableEntry`` of the 3.5 SDK (entries 0-29)."""
UI_COLOR_ENTRIES_40 = 31
"""``UILastColorTableEntry`` of the 4.0 SDK (entry 30 added)."""

RGB_COLOR_TYPE_SIZE = 4  # RGBColorType: UInt8 index, r, g, b

BLACK = (0, 0, 0)
WHITE = (255, 255, 255)

_WHITE_ENTRIES = frozenset({
    UIColorTableEntries.UIObjectFill, UIColorTableEntries.UIObjectSelectedForeground,
    UIColorTableEntries.UIMenuFill, UIColorTableEntries.UIMenuSelectedForeground,
    UIColorTableEntries.UIFieldBackground, UIColorTableEntries.UIFieldTextHighlightForeground,
    UIColorTableEntries.UIFieldFepRawBackground, UIColorTableEntries.UIFieldFepConvertedBackground,
    UIColorTableEntries.UIFormFill, UIColorTableEntries.UIDialogFill, UIColorTableEntries.UIAlertFill,
})  # fmt: skip

DEFAULT_UI_COLORS: dict[UIColorTableEntries, tuple[int, int, int]] = {
    entry: WHITE if entry in _WHITE_ENTRIES else BLACK for entry in UIColorTableEntries
}
"""The UI colours of a one-bit screen: fills and selected foregrounds white, the rest black."""


RGB = tuple[int, int, int]

CUBE_LEVELS = (0xFF, 0xCC, 0x99, 0x66, 0x33, 0x00)
EXTRA_GREYS = (0x11, 0x22, 0x44, 0x55, 0x77, 0x88, 0xAA, 0xBB, 0xDD, 0xEE)
EXTRA_COLORS: tuple[RGB, ...] = (
    (0xC0, 0xC0, 0xC0), (0x80, 0, 0), (0x80, 0, 0x80), (0, 0x80, 0), (0, 0x80, 0x80)
)  # fmt: skip


def _system_palette_8() -> tuple[RGB, ...]:
    cube = [
        (r, g, b)
        for blues in (CUBE_LEVELS[:3], CUBE_LEVELS[3:])
        for r in CUBE_LEVELS
        for b in blues
        for g in CUBE_LEVELS
    ]
    table = cube[:-1] + [(v, v, v) for v in EXTRA_GREYS] + list(EXTRA_COLORS)
    return tuple(table + [BLACK] * (256 - len(table)))


def _greys(depth: int) -> tuple[RGB, ...]:
    last = (1 << depth) - 1
    return tuple((v, v, v) for v in (255 - 255 * i // last for i in range(last + 1)))


SYSTEM_PALETTES: dict[int, tuple[RGB, ...]] = {
    1: _greys(1), 2: _greys(2), 4: _greys(4), 8: _system_palette_8()
}  # fmt: skip
"""The default colour table of each indexed depth (16-bit screens index the eight-bit one).

>>> SYSTEM_PALETTES[2]
((255, 255, 255), (170, 170, 170), (85, 85, 85), (0, 0, 0))
>>> p = SYSTEM_PALETTES[8]; p[0], p[1], p[108], p[214], p[215]
((255, 255, 255), (255, 204, 255), (255, 255, 102), (0, 51, 0), (17, 17, 17))
>>> p[225], p[229], p[230], p[255]
((192, 192, 192), (0, 128, 128), (0, 0, 0), (0, 0, 0))
"""
