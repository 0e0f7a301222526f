"""Drawing form objects the Palm OS 3.5 way, and the geometry the pen tracking shares with it.

Buttons are erased, labelled in the middle and framed with the rounded ``roundFrame`` outside
their bounds; a pressed button or an "on" push button is inverted; check boxes use the
``symbol11Font`` boxes; popup triggers a small down arrow before the label; selector triggers a
gray frame (``CtlDrawControl``). Disabled controls look like enabled ones (as on 3.5) but ignore
the pen; unusable ones are neither drawn nor hit. Labels and display fields draw their text
(``FldDrawField``: word-wrapped, justified, underlined); lists their frame, items, selection and
scroll arrows (``LstDrawList``); scroll bars their arrows and car (``SclDrawScrollBar``). Each
drawing starts from the UI's draw state (:meth:`~palm_os.window.Window.push_ui_draw_state`)
and leaves the application's as it was. Positions are relative to the form.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from palm_os.geometry import Rect
from palm_os.window import FrameType, Window
from palm_sdk.chars import (
    symbol7ScrollDown,
    symbol7ScrollDownDisabled,
    symbol7ScrollUp,
    symbol7ScrollUpDisabled,
    symbolCheckboxOff,
    symbolCheckboxOn,
    symbolSmallDownArrow,
)
from palm_sdk.controls import ButtonFrame, ControlStyle, Justification, noListSelection
from palm_sdk.fonts import FontID
from palm_sdk.window import UnderlineMode

if TYPE_CHECKING:
    from palm_os.bitmap import Bitmap
    from palm_os.controls import Control, Field, Label, ListObject, ScrollBar


# -- drawing -------------------------------------------------------------------------------------

BUTTON_FRAMES = {
    ButtonFrame.standardButtonFrame: FrameType.roundFrame,
    ButtonFrame.boldButtonFrame: FrameType.boldRoundFrame,
    ButtonFrame.rectangleButtonFrame: FrameType.simpleFrame,
}
# Corner diameter of the inside of each frame (what a pressed button inverts).
PRESSED_CORNERS = {
    ButtonFrame.standardButtonFrame: 1,
    ButtonFrame.boldButtonFrame: 3,
}
CHECKBOX_LABEL_OFFSET = 12  # label x, from the left of a check box's bounds
POPUP_LABEL_OFFSET = 9  # label x, from the left of a popup trigger's bounds


def control_frame(control: Control) -> int:
    """The ``FrameType`` drawn around a control (``noFrame`` for those without one)."""
    if control.style in (ControlStyle.pushButtonCtl, ControlStyle.selectorTriggerCtl):
        return FrameType.simpleFrame
    if control.style in (ControlStyle.buttonCtl, ControlStyle.repeatingButtonCtl) or control.graphical:
        return BUTTON_FRAMES.get(control.frame, FrameType.noFrame)
    return FrameType.noFrame


def centered_text_x(window: Window, text: str, left: int, width: int) -> int:
    """x that centres the ink of ``text`` (its width less the gap after the last glyph)."""
    ink = max(window.font.text_width(text) - 1, 0)
    return left + (width - ink) // 2


def draw_control(control: Control, window: Window, bitmaps: Callable[[int], Bitmap | None]) -> None:
    """``CtlDrawControl``: draw a usable control in its current state."""
    if not control.usable:
        return
    b = control.bounds
    window.push_ui_draw_state(control.font)
    font = window.font
    text_y = b.y + (b.height - font.height) // 2
    style = control.style
    window.erase_rectangle(b)
    if control.graphical:
        bitmap_id = control.selected_bitmap_id if (control.on or control.pressed) else control.bitmap_id
        bitmap = bitmaps(bitmap_id or control.bitmap_id)
        if bitmap is not None:
            window.draw_bitmap(bitmap, b.x, b.y)
        if style != ControlStyle.pushButtonCtl and control.frame in BUTTON_FRAMES:
            window.draw_rectangle_frame(BUTTON_FRAMES[control.frame], b)
        control.visible = True
        window.pop_draw_state()
        return
    if style in (ControlStyle.buttonCtl, ControlStyle.repeatingButtonCtl):
        window.draw_chars(control.label, centered_text_x(window, control.label, b.x, b.width), text_y)
        if control.frame in BUTTON_FRAMES:
            window.draw_rectangle_frame(BUTTON_FRAMES[control.frame], b)
        if control.pressed:
            window.invert_rectangle(b, PRESSED_CORNERS.get(control.frame, 0))
    elif style == ControlStyle.pushButtonCtl:
        window.draw_chars(control.label, centered_text_x(window, control.label, b.x, b.width), text_y)
        window.draw_rectangle_frame(FrameType.simpleFrame, b)
        if control.on != control.pressed:
            window.invert_rectangle(b)
    elif style == ControlStyle.checkboxCtl:
        window.set_font(FontID.symbol11Font)
        box_y = b.y + (b.height - window.font.height + 1) // 2
        window.draw_chars(chr(symbolCheckboxOn if control.on else symbolCheckboxOff), b.x, box_y)
        window.set_font(control.font)
        window.draw_chars(control.label, b.x + CHECKBOX_LABEL_OFFSET, text_y)
        if control.pressed:
            window.invert_rectangle(b)
    elif style == ControlStyle.popupTriggerCtl:
        window.draw_chars(control.label, b.x + POPUP_LABEL_OFFSET, text_y)
        window.set_font(FontID.symbolFont)
        window.paint_chars(chr(symbolSmallDownArrow), b.x + 1, text_y + 1)
        if control.pressed:
            window.invert_rectangle(b)
    elif style == ControlStyle.selectorTriggerCtl:
        window.draw_chars(control.label, centered_text_x(window, control.label, b.x, b.width), text_y)
        window.draw_gray_rectangle_frame(FrameType.simpleFrame, b)
        if control.pressed:
            window.invert_rectangle(b)
    else:  # sliders are not part of this screen model: draw the label like a button
        window.draw_chars(control.label, centered_text_x(window, control.label, b.x, b.width), text_y)
    control.visible = True
    window.pop_draw_state()


def popup_trigger_width(control: Control, window: Window) -> int:
    """Width a popup trigger needs for its label (arrow, gap, label)."""
    return POPUP_LABEL_OFFSET + window.fonts[control.font].text_width(control.label)


def label_bounds(label: Label, window: Window) -> Rect:
    font = window.fonts[label.font]
    lines = label.text.split("\n")
    width = max(font.text_width(line) for line in lines)
    return Rect(label.pos.x, label.pos.y, width, font.line_height * len(lines))


def draw_label(label: Label, window: Window) -> None:
    if not label.usable:
        return
    window.push_ui_draw_state(label.font)
    for i, line in enumerate(label.text.split("\n")):
        window.draw_chars(line, label.pos.x, label.pos.y + i * window.font.line_height)
    window.pop_draw_state()


def field_lines(fld: Field, window: Window) -> list[str]:
    """The lines a field shows: its text word-wrapped to its width (one line if single-line)."""
    font = window.fonts[fld.font]
    return [fld.text.split("\n")[0]] if fld.single_line else font.wrap(fld.text, fld.bounds.width)


def draw_field(fld: Field, window: Window) -> None:
    """``FldDrawField`` for a display field: erase, then the wrapped lines that fit."""
    if not fld.usable:
        return
    b = fld.bounds
    window.push_ui_draw_state(fld.font)
    font = window.font
    window.erase_rectangle(b)
    lines = field_lines(fld, window)
    visible = max(b.height // font.line_height, 1)
    for i in range(visible):
        y = b.y + i * font.line_height
        line = fld.top_line + i
        text = lines[line] if 0 <= line < len(lines) else ""
        if text:
            width = font.text_width(text)
            if fld.justification == Justification.rightAlign:
                x = b.right - width
            elif fld.justification == Justification.centerAlign:
                x = b.x + (b.width - width + 1) // 2
            else:
                x = b.x
            window.draw_chars(text, x, y)
        if fld.underlined == UnderlineMode.grayUnderline:
            window.draw_gray_line(b.x, y + font.line_height - 1, b.right - 1, y + font.line_height - 1)
        elif fld.underlined == UnderlineMode.solidUnderline:
            window.draw_line(b.x, y + font.line_height - 1, b.right - 1, y + font.line_height - 1)
    fld.visible = True
    window.pop_draw_state()


# -- lists ---------------------------------------------------------------------------------------


def list_visible_items(lst: ListObject, window: Window) -> int:
    return max(lst.bounds.height // window.fonts[lst.font].line_height, 1)


def list_item_bounds(lst: ListObject, index: int, window: Window) -> Rect:
    """Bounds (form coordinates) of item ``index`` as currently scrolled."""
    lh = window.fonts[lst.font].line_height
    return Rect(lst.bounds.x, lst.bounds.y + (index - lst.top_item) * lh, lst.bounds.width, lh)


def list_scrollable(lst: ListObject, window: Window) -> tuple[bool, bool]:
    """(can scroll up, can scroll down)."""
    visible = list_visible_items(lst, window)
    return lst.top_item > 0, lst.top_item + visible < len(lst.items)


def list_item_at(lst: ListObject, x: int, y: int, window: Window) -> int:
    """Item under a form point, or ``noListSelection``."""
    b = lst.bounds
    if not b.contains(x, y):
        return noListSelection
    lh = window.fonts[lst.font].line_height
    index = lst.top_item + (y - b.y) // lh
    if index >= len(lst.items) or (y - b.y) // lh >= list_visible_items(lst, window):
        return noListSelection
    return index


LIST_ARROW_WIDTH = 8  # the strip at a scrollable list's right edge holding its arrows


def list_arrow_at(lst: ListObject, x: int, y: int, window: Window) -> int:
    """-1 for the up arrow, 1 for the down arrow, 0 elsewhere (form coordinates)."""
    up, down = list_scrollable(lst, window)
    b = lst.bounds
    if not (up or down) or not b.contains(x, y) or x < b.right - LIST_ARROW_WIDTH:
        return 0
    if up and y < b.y + b.height // 2:
        return -1
    if down and y >= b.y + b.height // 2:
        return 1
    return 0


def draw_list(lst: ListObject, window: Window) -> None:
    """``LstDrawList``: frame, items (the selection inverted) and scroll arrows when needed."""
    b = lst.bounds
    window.push_ui_draw_state(lst.font)
    font = window.font
    lh = font.line_height
    window.erase_rectangle(b)
    window.draw_rectangle_frame(FrameType.simpleFrame, b)
    up, down = list_scrollable(lst, window)
    text_width = b.width - (LIST_ARROW_WIDTH if up or down else 0) - 2
    visible = list_visible_items(lst, window)
    for row in range(visible):
        index = lst.top_item + row
        if index >= len(lst.items):
            break
        item = Rect(b.x, b.y + row * lh, b.width, lh)
        if lst.draw_item is not None:
            lst.draw_item(index, item, lst.items, window)
        else:
            window.draw_truncated_chars(lst.items[index], b.x + 2, item.y, text_width)
        if index == (lst.highlighted if lst.highlighted != noListSelection else lst.selection):
            window.invert_rectangle(Rect(b.x, item.y, b.width - (LIST_ARROW_WIDTH if up or down else 0), lh))
    if up or down:
        window.set_font(FontID.symbol7Font)
        arrow_x = b.right - LIST_ARROW_WIDTH + 1
        window.draw_chars(chr(symbol7ScrollUp if up else symbol7ScrollUpDisabled), arrow_x, b.y)
        window.draw_chars(
            chr(symbol7ScrollDown if down else symbol7ScrollDownDisabled),
            arrow_x,
            b.bottom - window.font.height,
        )
    lst.visible = True
    window.pop_draw_state()


# -- scroll bars ---------------------------------------------------------------------------------

SCROLL_ARROW_HEIGHT = 7


def scroll_bar_part(bar: ScrollBar, x: int, y: int) -> int:
    """Where a form point falls: -2 page up, -1 up arrow, 0 outside or on the car, 1, 2."""
    b = bar.bounds
    if not b.contains(x, y) or bar.max_value <= bar.min_value:
        return 0
    if y < b.y + SCROLL_ARROW_HEIGHT:
        return -1
    if y >= b.bottom - SCROLL_ARROW_HEIGHT:
        return 1
    car = scroll_car(bar)
    if y < car.y:
        return -2
    if y >= car.bottom:
        return 2
    return 0


def scroll_car(bar: ScrollBar) -> Rect:
    """The car (thumb) of a scroll bar, in form coordinates."""
    b = bar.bounds
    track_y = b.y + SCROLL_ARROW_HEIGHT
    track_h = max(b.height - 2 * SCROLL_ARROW_HEIGHT, 1)
    span = bar.max_value - bar.min_value
    total = span + max(bar.page_size, 1)
    car_h = max(track_h * max(bar.page_size, 1) // total, 3)
    offset = (track_h - car_h) * (bar.value - bar.min_value) // span if span > 0 else 0
    return Rect(b.x + 1, track_y + offset, max(b.width - 2, 1), car_h)


def draw_scroll_bar(bar: ScrollBar, window: Window) -> None:
    """``SclDrawScrollBar``: arrows at both ends and a car on a gray track (nothing if no range)."""
    if not bar.usable:
        return
    b = bar.bounds
    window.push_ui_draw_state(FontID.symbol7Font)
    window.erase_rectangle(b)
    bar.visible = True
    if bar.max_value > bar.min_value:
        up = bar.value > bar.min_value
        down = bar.value < bar.max_value
        arrow_x = b.x + (b.width - 7) // 2
        up_arrow = symbol7ScrollUp if up else symbol7ScrollUpDisabled
        down_arrow = symbol7ScrollDown if down else symbol7ScrollDownDisabled
        window.draw_chars(chr(up_arrow), arrow_x, b.y - 2)
        window.draw_chars(chr(down_arrow), arrow_x, b.bottom - 6)
        mid = b.x + b.width // 2
        window.draw_gray_line(mid, b.y + SCROLL_ARROW_HEIGHT, mid, b.bottom - SCROLL_ARROW_HEIGHT - 1)
        window.draw_rectangle(scroll_car(bar))
    window.pop_draw_state()
