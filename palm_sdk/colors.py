"""The UI colour table: which colour each part of the user interface is drawn in.

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
