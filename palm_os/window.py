"""Drawing shaped like the Palm OS window manager: characters, lines, rectangles, frames, bitmaps.

A ``Window`` draws on a ``Framebuffer`` in coordinates relative to its ``bounds`` (a form's window
at (2, 60) draws its (0, 0) at display (2, 60)), clipped to its clip rectangle, which starts as the
window's bounds, and to the display. The current font, transfer mode, pattern and colours are not
the window's: as on Palm OS they are one draw state for the whole screen
(:mod:`palm_os.draw_state`), and the :class:`Screen` also keeps the draw window and the
active window (``WinSetDrawWindow``, ``WinSetActiveWindow``), so an emulated ``WinDrawChars``
draws in ``screen.draw_window``. Python code may hold a window and draw in it directly.

Geometry follows Palm OS: ``WinDrawChars`` takes the top-left of the text's line; frames, rounded
corners and lines are :mod:`palm_os.shapes`'s row masks; the gray pattern is the 50% checkerboard with
black where ``x + y`` is even (display coordinates), as Palm's ``0xAA, 0x55`` pattern.

All drawing works on whole rows (Python ints, bit x = column x), so a string, bitmap or
rectangle costs a few operations per row, not per pixel. On a framebuffer deeper than one bit
the same masks are written in colour by :mod:`palm_os.window_depth` (colour indices of the draw
state become pixel values of the framebuffer's depth and colour table). Each ``Win*`` call and its method here
are listed in ``docs/palm_api.md``.
"""

from __future__ import annotations

from dataclasses import dataclass

from palm_os import window_depth
from palm_os.bitmap import Bitmap
from palm_os.colors import nearest_index, pixel_rgb, pixel_value
from palm_os.draw_state import DrawState, GraphicsState, pattern_rows
from palm_os.fonts import Font, FontSet
from palm_os.framebuffer import Framebuffer
from palm_os.geometry import Point, Rect
from palm_os.shapes import corner_radius, frame_ring, hmask, line_masks, rounded_rows
from palm_sdk.fonts import FontID
from palm_sdk.window import GRAY_PATTERN
from palm_sdk.window import DrawMode as DrawMode
from palm_sdk.window import FrameType as FrameType
from palm_sdk.window import PatternType as PatternType


@dataclass(frozen=True, slots=True)
class SavedBits:
    """What ``WinSaveBits`` keeps: a display rectangle and its rows (``WinRestoreBits`` puts them back)."""

    rect: Rect
    image: Framebuffer


class Screen:
    """The display and the Window Manager's globals: the framebuffer all windows draw on, the fonts
    they draw with, the one draw state they share (:class:`~palm_os.draw_state.GraphicsState`),
    and the draw window and active window (``WinSetDrawWindow``, ``WinSetActiveWindow``)."""

    def __init__(self, fonts: FontSet, framebuffer: Framebuffer | None = None) -> None:
        self.framebuffer = framebuffer or Framebuffer()
        self.fonts = fonts
        self.graphics = GraphicsState(fonts, self.framebuffer.width)
        self.display_window = Window(self, Rect(0, 0, self.framebuffer.width, self.framebuffer.height))
        self.draw_window: Window = self.display_window
        self.active_window: Window = self.display_window

    @property
    def bounds(self) -> Rect:
        return Rect(0, 0, self.framebuffer.width, self.framebuffer.height)

    def window(self, bounds: Rect, frame: int = FrameType.noFrame) -> Window:
        """``WinCreateWindow``: a window on this screen."""
        return Window(self, bounds, frame)

    def set_draw_window(self, window: Window | None) -> Window:
        """``WinSetDrawWindow``: the window the ``Win*`` drawing calls draw in (None: the display);
        returns the previous one."""
        previous, self.draw_window = self.draw_window, window or self.display_window
        return previous

    def set_active_window(self, window: Window | None) -> None:
        """``WinSetActiveWindow``: the window that gets the pen; it becomes the draw window too."""
        self.active_window = window or self.display_window
        self.draw_window = self.active_window

    def forget_window(self, window: Window) -> None:
        """``WinDeleteWindow``: a deleted window is no longer drawn in (the display is)."""
        if self.draw_window is window:
            self.draw_window = self.display_window
        if self.active_window is window:
            self.active_window = self.display_window


class Window:
    """A drawing window (see the module docstring for the Palm OS calls each method stands for).

    A window holds its bounds, frame and clip; the draw state (font, mode, pattern, colours) is
    the screen's, shared by all its windows as on Palm OS (``Window.set_font`` is ``FntSetFont``).
    """

    def __init__(self, screen: Screen, bounds: Rect, frame: int = FrameType.noFrame) -> None:
        self.screen = screen
        self.framebuffer = screen.framebuffer
        self.fonts = screen.fonts
        self.graphics = screen.graphics
        self.bounds = bounds
        self.frame = frame
        self._gray = pattern_rows(GRAY_PATTERN, self.framebuffer.width)
        self.reset_clip()

    # -- coordinates and clipping ----------------------------------------------------------

    @property
    def extent(self) -> Point:
        """``WinGetWindowExtent``."""
        return Point(self.bounds.width, self.bounds.height)

    def display_to_window(self, x: int, y: int) -> Point:
        """``WinDisplayToWindowPt``: a display point in this window's coordinates."""
        return Point(x - self.bounds.x, y - self.bounds.y)

    def window_to_display(self, x: int, y: int) -> Point:
        """``WinWindowToDisplayPt``: a point of this window in display coordinates."""
        return Point(x + self.bounds.x, y + self.bounds.y)

    def set_bounds(self, bounds: Rect) -> None:
        """``WinSetWindowBounds``: move or resize; the clip is reset to the new bounds."""
        self.bounds = bounds
        self.reset_clip()

    def set_clip(self, rect: Rect) -> None:
        """``WinSetClip``: clip to ``rect`` (window coordinates), within the window and display."""
        display = rect.offset(self.bounds.x, self.bounds.y)
        self._set_display_clip(display.intersection(self.bounds))

    def reset_clip(self) -> None:
        """``WinResetClip``: clip to the window's bounds."""
        self._set_display_clip(self.bounds)

    def get_clip(self) -> Rect:
        """``WinGetClip`` (window coordinates)."""
        x0, y0, x1, y1 = self._clip
        return Rect(x0 - self.bounds.x, y0 - self.bounds.y, x1 - x0, y1 - y0)

    def clip_rectangle(self, rect: Rect) -> Rect:
        """``WinClipRectangle``: ``rect`` cut to the clip rectangle (window coordinates)."""
        return rect.intersection(self.get_clip())

    def _set_display_clip(self, rect: Rect) -> None:
        fb = self.framebuffer
        rect = rect.intersection(Rect(0, 0, fb.width, fb.height))
        self._clip = (rect.x, rect.y, rect.x + max(rect.width, 0), rect.y + max(rect.height, 0))
        self._clip_mask = hmask(rect.x, rect.width)

    # -- draw state (the screen's: see draw_state) -------------------------------------------

    @property
    def state(self) -> DrawState:
        """The current ``DrawStateType`` (shared by every window of the screen)."""
        return self.graphics.state

    @property
    def font(self) -> Font:
        """The current font (``FntGetFontPtr``)."""
        return self.graphics.font

    @property
    def font_id(self) -> int:
        """``FntGetFont``."""
        return self.graphics.state.font_id

    def set_font(self, font_id: int) -> int:
        """``FntSetFont``: select a font, return the previous font id."""
        return self.graphics.set_font(font_id)

    def set_draw_mode(self, mode: DrawMode) -> DrawMode:
        """``WinSetDrawMode``: returns the previous mode."""
        return self.graphics.set_draw_mode(mode)

    def set_pattern(self, pattern: bytes) -> None:
        """``WinSetPattern``: an 8x8 custom pattern (8 bytes, MSB = left) becomes current."""
        self.graphics.set_pattern(pattern)

    def set_pattern_type(self, pattern_type: PatternType) -> PatternType:
        """``WinSetPatternType``: black, white, gray or the custom pattern; returns the previous."""
        return self.graphics.set_pattern_type(pattern_type)

    def set_fore_color(self, color: int) -> int:
        """``WinSetForeColor`` (1 = black, 0 = white); returns the previous colour."""
        return self.graphics.set_fore_color(color)

    def set_back_color(self, color: int) -> int:
        """``WinSetBackColor``; returns the previous colour."""
        return self.graphics.set_back_color(color)

    def set_text_color(self, color: int) -> int:
        """``WinSetTextColor``; returns the previous colour."""
        return self.graphics.set_text_color(color)

    def push_draw_state(self) -> None:
        """``WinPushDrawState``."""
        self.graphics.push()

    def pop_draw_state(self) -> None:
        """``WinPopDrawState``."""
        self.graphics.pop()

    def push_ui_draw_state(self, font_id: int = FontID.stdFont) -> None:
        """``WinPushDrawState`` and the UI's look (see :meth:`GraphicsState.push_ui`)."""
        self.graphics.push_ui(font_id)

    # -- the row engine --------------------------------------------------------------------

    def _value(self, index: int) -> int:
        """The pixel value of colour ``index`` on this (deep) framebuffer."""
        fb = self.framebuffer
        return pixel_value(fb.depth, fb.colors, index)

    @property
    def _deep_clip(self) -> window_depth.Clip:
        _, cy0, _, cy1 = self._clip
        return cy0, cy1, self._clip_mask

    def _write(self, y0: int, masks: list[int], value: int) -> None:
        """Set (value 1) or clear (value 0) ``masks[i]`` in display row ``y0 + i``, clipped (on
        a deeper framebuffer: colour index ``value``)."""
        if self.framebuffer.depth != 1:
            window_depth.write(self.framebuffer, self._deep_clip, y0, masks, self._value(value))
            return
        _, cy0, _, cy1 = self._clip
        clip = self._clip_mask
        rows = self.framebuffer.rows
        start = max(y0, cy0)
        stop = min(y0 + len(masks), cy1)
        if start >= stop:
            return
        pairs = zip(rows[start:stop], masks[start - y0:stop - y0], strict=True)
        if value:
            rows[start:stop] = [row | (mask & clip) for row, mask in pairs]
        else:
            rows[start:stop] = [row & ~(mask & clip) for row, mask in pairs]

    def _xor(self, y0: int, masks: list[int]) -> None:
        if self.framebuffer.depth != 1:
            state = self.graphics.state
            value = self._value(state.fore_color) ^ self._value(state.back_color)
            window_depth.xor(self.framebuffer, self._deep_clip, y0, masks, value)
            return
        _, cy0, _, cy1 = self._clip
        clip = self._clip_mask
        rows = self.framebuffer.rows
        for y in range(max(y0, cy0), min(y0 + len(masks), cy1)):
            rows[y] ^= masks[y - y0] & clip

    def _pattern(self, y: int) -> int:
        """The current pattern's full-width row for display row ``y``."""
        kind = self.graphics.state.pattern_type
        if kind == PatternType.blackPattern:
            return self.framebuffer.full_row
        if kind == PatternType.whitePattern:
            return 0
        if kind == PatternType.grayPattern:
            return self._gray[y & 7]
        return self.graphics.custom_rows[y & 7]

    def _fill_pattern(self, y0: int, masks: list[int], pattern_rows: list[int] | None = None) -> None:
        """Copy pattern rows (1 = fore colour, 0 = back colour) into ``masks``."""
        _, cy0, _, cy1 = self._clip
        clip = self._clip_mask
        rows = self.framebuffer.rows
        fore, back = self.graphics.state.fore_color, self.graphics.state.back_color
        if self.framebuffer.depth != 1:
            pattern = [
                (pattern_rows[(y0 + i) & 7] if pattern_rows is not None else self._pattern(y0 + i))
                for i in range(len(masks))
            ]
            window_depth.two_colors(self.framebuffer, self._deep_clip, y0, masks, pattern,
                                    self._value(fore), self._value(back))  # fmt: skip
            return
        for y in range(max(y0, cy0), min(y0 + len(masks), cy1)):
            mask = masks[y - y0] & clip
            bits = (pattern_rows[y & 7] if pattern_rows is not None else self._pattern(y)) & mask
            ink = bits if fore else 0
            paper = (mask & ~bits) if back else 0
            rows[y] = (rows[y] & ~mask) | ink | paper

    def _transfer(
        self, x: int, y: int, width: int, src_rows: tuple[int, ...] | list[int], mode: DrawMode
    ) -> None:
        """Combine a source image (rows of ``width`` bits, 1 = foreground) at display (x, y).

        A source row has no bits at or beyond ``width`` (a :class:`Bitmap` refuses them, a font's
        glyphs ink within their advance), so a cell that the clip does not cut needs no mask."""
        if self.framebuffer.depth != 1:
            state = self.graphics.state
            window_depth.transfer(self.framebuffer, self._deep_clip, x, y, width, src_rows, mode,
                                  self._value(state.fore_color), self._value(state.back_color))  # fmt: skip
            return
        _, cy0, _, cy1 = self._clip
        start = max(y, cy0)
        stop = min(y + len(src_rows), cy1)
        if start >= stop:
            return
        whole = hmask(x, width)
        cell = whole & self._clip_mask
        if not cell:
            return
        rows = self.framebuffer.rows
        if mode == DrawMode.winPaint or mode == DrawMode.winSwap:
            keep = ~cell
            pairs = zip(rows[start:stop], src_rows[start - y:stop - y], strict=True)
            if x >= 0 and cell == whole:
                rows[start:stop] = [(row & keep) | (src << x) for row, src in pairs]
            elif x >= 0:
                rows[start:stop] = [(row & keep) | ((src << x) & cell) for row, src in pairs]
            else:
                rows[start:stop] = [(row & keep) | ((src >> -x) & cell) for row, src in pairs]
            return
        shifted = [(src << x if x >= 0 else src >> -x) & cell for src in src_rows[start - y:stop - y]]
        pairs = zip(rows[start:stop], shifted, strict=True)
        if mode == DrawMode.winOverlay:
            rows[start:stop] = [row | src for row, src in pairs]
        elif mode == DrawMode.winInvert:
            rows[start:stop] = [row ^ src for row, src in pairs]
        elif mode == DrawMode.winMask:
            rows[start:stop] = [row & ~src for row, src in pairs]
        elif mode == DrawMode.winErase:
            rows[start:stop] = [row & ~(cell & ~src) for row, src in pairs]
        else:  # winPaintInverse
            rows[start:stop] = [(row & ~cell) | (cell & ~src) for row, src in pairs]

    def _colored(
        self, x: int, y: int, width: int, src_rows: tuple[int, ...], ink: int, paper: int | None
    ) -> None:
        """Draw a source image: foreground pixels in colour ``ink``; background in ``paper``
        (or left alone when ``paper`` is None)."""
        if self.framebuffer.depth != 1:
            cell = hmask(x, width)
            bits = [(src << x if x >= 0 else src >> -x) & cell for src in src_rows]
            paper_value = None if paper is None else self._value(paper)
            window_depth.two_colors(self.framebuffer, self._deep_clip, y, [cell] * len(src_rows), bits,
                                    self._value(ink), paper_value)  # fmt: skip
            return
        if paper is None:
            self._transfer(x, y, width, src_rows, DrawMode.winOverlay if ink else DrawMode.winMask)
        elif ink and not paper:
            self._transfer(x, y, width, src_rows, DrawMode.winPaint)
        elif paper and not ink:
            self._transfer(x, y, width, src_rows, DrawMode.winPaintInverse)
        else:
            self._write(y, [hmask(x, width)] * len(src_rows), ink)

    # -- characters ------------------------------------------------------------------------

    def draw_chars(self, text: str | bytes, x: int, y: int) -> int:
        """``WinDrawChars``: text with its line's top-left at (x, y); the character cells are
        painted (text colour on back colour). Returns the text's width."""
        width, rows = self.graphics.font.render(text)
        state = self.graphics.state
        self._colored(x + self.bounds.x, y + self.bounds.y, width, rows, state.text_color, state.back_color)
        return width

    def draw_char(self, ch: str, x: int, y: int) -> int:
        """``WinDrawChar``."""
        return self.draw_chars(ch, x, y)

    def draw_inverted_chars(self, text: str | bytes, x: int, y: int) -> int:
        """``WinDrawInvertedChars``: back-colour text on text-colour cells (white on black)."""
        width, rows = self.graphics.font.render(text)
        state = self.graphics.state
        self._colored(x + self.bounds.x, y + self.bounds.y, width, rows, state.back_color, state.text_color)
        return width

    def erase_chars(self, text: str | bytes, x: int, y: int) -> int:
        """``WinEraseChars``: the text's pixels are set to the back colour; the rest is untouched."""
        width, rows = self.graphics.font.render(text)
        self._colored(x + self.bounds.x, y + self.bounds.y, width, rows, self.graphics.state.back_color, None)
        return width

    def invert_chars(self, text: str | bytes, x: int, y: int) -> int:
        """``WinInvertChars``: the text's pixels are inverted."""
        width, rows = self.graphics.font.render(text)
        self._transfer(x + self.bounds.x, y + self.bounds.y, width, rows, DrawMode.winInvert)
        return width

    def paint_chars(self, text: str | bytes, x: int, y: int) -> int:
        """``WinPaintChars``: the text combined with the screen by the current transfer mode."""
        width, rows = self.graphics.font.render(text)
        self._transfer(x + self.bounds.x, y + self.bounds.y, width, rows, self.graphics.state.draw_mode)
        return width

    def draw_truncated_chars(self, text: str, x: int, y: int, max_width: int) -> int:
        """``WinDrawTruncChars``: as much of the text as fits ``max_width``, with an ellipsis if cut."""
        return self.draw_chars(self.graphics.font.truncate(text, max_width), x, y)

    # -- pixels and lines ------------------------------------------------------------------

    def get_pixel(self, x: int, y: int) -> int:
        """``WinGetPixel``: 1 black, 0 white (window coordinates); the colour index on a deeper
        screen (at 16 bits the index of the nearest colour)."""
        fb = self.framebuffer
        value = fb.get_pixel(x + self.bounds.x, y + self.bounds.y)
        if fb.depth == 16:
            return nearest_index(fb.colors, pixel_rgb(16, fb.colors, value))
        return value

    def _pixel(self, x: int, y: int, op: str) -> None:
        dx, dy = x + self.bounds.x, y + self.bounds.y
        cx0, cy0, cx1, cy1 = self._clip
        if self.framebuffer.depth != 1:
            state = self.graphics.state
            if op == "xor":
                self._xor(dy, [1 << dx] if cx0 <= dx < cx1 else [0])
            else:
                self._write(dy, [1 << dx] if cx0 <= dx < cx1 else [0],
                            state.fore_color if op == "set" else state.back_color)  # fmt: skip
            return
        if cx0 <= dx < cx1 and cy0 <= dy < cy1:
            rows = self.framebuffer.rows
            bit = 1 << dx
            if op == "set":
                rows[dy] |= bit
            elif op == "clear":
                rows[dy] &= ~bit
            else:
                rows[dy] ^= bit

    def draw_pixel(self, x: int, y: int) -> None:
        """``WinDrawPixel``: fore colour."""
        self._pixel(x, y, "set" if self.graphics.state.fore_color else "clear")

    def erase_pixel(self, x: int, y: int) -> None:
        """``WinErasePixel``: back colour."""
        self._pixel(x, y, "set" if self.graphics.state.back_color else "clear")

    def invert_pixel(self, x: int, y: int) -> None:
        """``WinInvertPixel``."""
        self._pixel(x, y, "xor")

    def paint_pixel(self, x: int, y: int) -> None:
        """``WinPaintPixel``: a foreground pixel by the transfer mode."""
        self._transfer(x + self.bounds.x, y + self.bounds.y, 1, (1,), self.graphics.state.draw_mode)

    def _line_masks(self, x1: int, y1: int, x2: int, y2: int) -> tuple[int, list[int]]:
        """(first display row, row masks) of a one-pixel line between two window points."""
        bx, by = self.bounds.x, self.bounds.y
        return line_masks(x1 + bx, y1 + by, x2 + bx, y2 + by)

    def draw_line(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """``WinDrawLine``: a one-pixel line in the fore colour, both end points included."""
        y0, masks = self._line_masks(x1, y1, x2, y2)
        self._write(y0, masks, self.graphics.state.fore_color)

    def erase_line(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """``WinEraseLine``."""
        y0, masks = self._line_masks(x1, y1, x2, y2)
        self._write(y0, masks, self.graphics.state.back_color)

    def invert_line(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """``WinInvertLine``."""
        y0, masks = self._line_masks(x1, y1, x2, y2)
        self._xor(y0, masks)

    def draw_gray_line(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """``WinDrawGrayLine``: every other pixel (those of the gray pattern) in the fore colour."""
        y0, masks = self._line_masks(x1, y1, x2, y2)
        gray = self._gray
        self._write(y0, [m & gray[(y0 + i) & 7] for i, m in enumerate(masks)], self.graphics.state.fore_color)

    def fill_line(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """``WinFillLine``: the line drawn with the current pattern."""
        y0, masks = self._line_masks(x1, y1, x2, y2)
        self._fill_pattern(y0, masks)

    def paint_line(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """``WinPaintLine``: the line combined by the transfer mode."""
        y0, masks = self._line_masks(x1, y1, x2, y2)
        self._mode_masks(y0, masks)

    def _mode_masks(self, y0: int, masks: list[int]) -> None:
        mode = self.graphics.state.draw_mode
        if mode in (DrawMode.winInvert, DrawMode.winSwap):
            self._xor(y0, masks)
        elif mode in (DrawMode.winErase, DrawMode.winMask, DrawMode.winPaintInverse):
            self._write(y0, masks, self.graphics.state.back_color)
        else:
            self._write(y0, masks, self.graphics.state.fore_color)

    # -- rectangles ------------------------------------------------------------------------

    def _rect_rows(self, rect: Rect, corner_diam: int) -> tuple[int, list[int]]:
        display = rect.offset(self.bounds.x, self.bounds.y)
        return display.y, rounded_rows(display, corner_radius(corner_diam, rect.width, rect.height))

    def draw_rectangle(self, rect: Rect, corner_diam: int = 0) -> None:
        """``WinDrawRectangle``: fill in the fore colour, corners rounded by ``corner_diam``."""
        y0, masks = self._rect_rows(rect, corner_diam)
        self._write(y0, masks, self.graphics.state.fore_color)

    def erase_rectangle(self, rect: Rect, corner_diam: int = 0) -> None:
        """``WinEraseRectangle``: fill in the back colour."""
        y0, masks = self._rect_rows(rect, corner_diam)
        self._write(y0, masks, self.graphics.state.back_color)

    def invert_rectangle(self, rect: Rect, corner_diam: int = 0) -> None:
        """``WinInvertRectangle``."""
        y0, masks = self._rect_rows(rect, corner_diam)
        self._xor(y0, masks)

    def fill_rectangle(self, rect: Rect, corner_diam: int = 0) -> None:
        """``WinFillRectangle``: fill with the current pattern (1 = fore colour, 0 = back colour)."""
        y0, masks = self._rect_rows(rect, corner_diam)
        self._fill_pattern(y0, masks)

    def draw_gray_rectangle(self, rect: Rect, corner_diam: int = 0) -> None:
        """Fill with the 50% gray pattern (``WinSetPatternType(grayPattern)`` + ``WinFillRectangle``)."""
        y0, masks = self._rect_rows(rect, corner_diam)
        self._fill_pattern(y0, masks, self._gray)

    def paint_rectangle(self, rect: Rect, corner_diam: int = 0) -> None:
        """``WinPaintRectangle``: the pattern combined with the screen by the transfer mode."""
        y0, masks = self._rect_rows(rect, corner_diam)
        if self.graphics.state.draw_mode == DrawMode.winPaint:
            self._fill_pattern(y0, masks)
            return
        patterned = [m & self._pattern(y0 + i) for i, m in enumerate(masks)]
        self._mode_masks(y0, patterned)

    # -- frames ----------------------------------------------------------------------------

    def frame_masks(self, frame: int, rect: Rect) -> tuple[int, list[int]]:
        """(first display row, row masks) of the frame drawn around ``rect`` (window coordinates)."""
        _, cy0, cx1, cy1 = self._clip
        return frame_ring(frame, rect.offset(self.bounds.x, self.bounds.y), Rect(0, cy0, cx1, cy1 - cy0))

    def draw_rectangle_frame(self, frame: int, rect: Rect) -> None:
        """``WinDrawRectangleFrame``: the frame outside ``rect``, in the fore colour."""
        y0, masks = self.frame_masks(frame, rect)
        self._write(y0, masks, self.graphics.state.fore_color)

    def erase_rectangle_frame(self, frame: int, rect: Rect) -> None:
        """``WinEraseRectangleFrame``."""
        y0, masks = self.frame_masks(frame, rect)
        self._write(y0, masks, self.graphics.state.back_color)

    def invert_rectangle_frame(self, frame: int, rect: Rect) -> None:
        """``WinInvertRectangleFrame``."""
        y0, masks = self.frame_masks(frame, rect)
        self._xor(y0, masks)

    def draw_gray_rectangle_frame(self, frame: int, rect: Rect) -> None:
        """``WinDrawGrayRectangleFrame``: the frame drawn with the gray pattern."""
        y0, masks = self.frame_masks(frame, rect)
        gray = self._gray
        self._write(y0, [m & gray[(y0 + i) & 7] for i, m in enumerate(masks)], self.graphics.state.fore_color)

    def paint_rectangle_frame(self, frame: int, rect: Rect) -> None:
        """``WinPaintRectangleFrame``: the frame combined by the transfer mode."""
        y0, masks = self.frame_masks(frame, rect)
        self._mode_masks(y0, masks)

    # -- bitmaps ---------------------------------------------------------------------------

    def draw_bitmap(self, bitmap: Bitmap, x: int, y: int) -> None:
        """``WinDrawBitmap``: copy the bitmap with its top-left at (x, y)."""
        if self.framebuffer.depth != 1:
            self._deep_bitmap(bitmap, x, y, DrawMode.winPaint)
            return
        self._transfer(x + self.bounds.x, y + self.bounds.y, bitmap.width, bitmap.rows, DrawMode.winPaint)

    def paint_bitmap(self, bitmap: Bitmap, x: int, y: int) -> None:
        """``WinPaintBitmap``: the bitmap combined with the screen by the transfer mode."""
        mode = self.graphics.state.draw_mode
        if self.framebuffer.depth != 1:
            self._deep_bitmap(bitmap, x, y, mode)
            return
        self._transfer(x + self.bounds.x, y + self.bounds.y, bitmap.width, bitmap.rows, mode)

    def _deep_bitmap(self, bitmap: Bitmap, x: int, y: int, mode: DrawMode) -> None:
        state = self.graphics.state
        window_depth.draw_bitmap(self.framebuffer, self._deep_clip, bitmap, x + self.bounds.x,
                                 y + self.bounds.y, mode, self._value(state.fore_color),
                                 self._value(state.back_color))  # fmt: skip

    # -- windows and saved bits ------------------------------------------------------------

    def draw_window_frame(self) -> None:
        """``WinDrawWindowFrame``: the window's frame, outside its bounds (clipped to the display)."""
        saved = self._clip, self._clip_mask
        self._set_display_clip(Rect(0, 0, self.framebuffer.width, self.framebuffer.height))
        y0, masks = self.frame_masks(self.frame, Rect(0, 0, self.bounds.width, self.bounds.height))
        self._write(y0, masks, self.graphics.state.fore_color)
        self._clip, self._clip_mask = saved

    def erase_window(self) -> None:
        """``WinEraseWindow``: the whole window in the back colour."""
        self.erase_rectangle(Rect(0, 0, self.bounds.width, self.bounds.height))

    def save_bits(self, rect: Rect) -> SavedBits:
        """``WinSaveBits``: keep a copy of ``rect`` (window coordinates) of the display."""
        display = rect.offset(self.bounds.x, self.bounds.y)
        return SavedBits(display, self.framebuffer.crop(display))

    def restore_bits(self, saved: SavedBits) -> None:
        """``WinRestoreBits``: put saved pixels back where they came from (not clipped)."""
        self.framebuffer.paste(saved.image, saved.rect.x, saved.rect.y)
