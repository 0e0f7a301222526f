"""Window Manager traps: drawing in the draw window, the draw state, windows and saved bits.

Every drawing call draws in the System's draw window (``WinSetDrawWindow``; a form made active
makes its window the draw window, as on Palm OS) with the one draw state of the screen model
(:class:`palm_os.draw_state.GraphicsState`): ``WinDrawChars`` here is
``System.draw_window.draw_chars`` in the desktop app. Coordinates are the window's; rectangles
are read from ``RectangleType`` in memory; strings are Palm Latin bytes as they are.
"""

from __future__ import annotations

from emulator.memory import OWNER_APP, OutOfMemory
from emulator.palmui import BITMAP_DIRECT_COLOR, BITMAP_HAS_COLOR_TABLE, DIRECT_INFO_565
from emulator.traps import Manager, trap
from palm_os.bitmap import Bitmap
from palm_os.geometry import Rect
from palm_os.shapes import frames_rectangle
from palm_os.window import Window
from palm_sdk.errors import memErrNotEnoughSpace, sysErrParamErr
from palm_sdk.structs import BitmapType
from palm_sdk.window import SCREEN_DEPTHS, DrawMode, PatternType, UnderlineMode, WinDirection

winUp, winDown, winLeft, winRight = WinDirection
BITMAP_HEADER = BitmapType.size  # version 2's header: width, height, rowBytes, flags, pixelSize ...


class WindowTraps(Manager):
    """``Window.h``: see the module docstring."""

    @property
    def ui(self):  # type: ignore[no-untyped-def]
        return self.kernel.ui

    @property
    def window(self) -> Window:
        return self.kernel.ui.system.draw_window

    def _text(self, chars: int, length: int) -> bytes:
        return self.mem.read(chars, length) if length > 0 else b""

    def _rect(self, pointer: int) -> Rect:
        return self.kernel.ui.rect_at(pointer)

    # -- characters ------------------------------------------------------------------------

    @trap("WinDrawChars")
    def WinDrawChars(self, chars: int, len_: int, x: int, y: int) -> None:
        """void WinDrawChars(const Char *chars, Int16 len, Coord x, Coord y)"""
        self.window.draw_chars(self._text(chars, len_), x, y)

    @trap("WinDrawChar")
    def WinDrawChar(self, theChar: int, x: int, y: int) -> None:
        """void WinDrawChar(WChar theChar, Coord x, Coord y)"""
        self.window.draw_chars(bytes([theChar & 0xFF]), x, y)

    @trap("WinDrawInvertedChars")
    def WinDrawInvertedChars(self, chars: int, len_: int, x: int, y: int) -> None:
        """void WinDrawInvertedChars(const Char *chars, Int16 len, Coord x, Coord y)"""
        self.window.draw_inverted_chars(self._text(chars, len_), x, y)

    @trap("WinEraseChars")
    def WinEraseChars(self, chars: int, len_: int, x: int, y: int) -> None:
        """void WinEraseChars(const Char *chars, Int16 len, Coord x, Coord y)"""
        self.window.erase_chars(self._text(chars, len_), x, y)

    @trap("WinInvertChars")
    def WinInvertChars(self, chars: int, len_: int, x: int, y: int) -> None:
        """void WinInvertChars(const Char *chars, Int16 len, Coord x, Coord y)"""
        self.window.invert_chars(self._text(chars, len_), x, y)

    @trap("WinPaintChars")
    def WinPaintChars(self, chars: int, len_: int, x: int, y: int) -> None:
        """void WinPaintChars(const Char *chars, Int16 len, Coord x, Coord y)"""
        self.window.paint_chars(self._text(chars, len_), x, y)

    @trap("WinPaintChar")
    def WinPaintChar(self, theChar: int, x: int, y: int) -> None:
        """void WinPaintChar(WChar theChar, Coord x, Coord y)"""
        self.window.paint_chars(bytes([theChar & 0xFF]), x, y)

    @trap("WinDrawTruncChars")
    def WinDrawTruncChars(self, chars: int, len_: int, x: int, y: int, maxWidth: int) -> None:
        """void WinDrawTruncChars(const Char *chars, Int16 len, Coord x, Coord y, Coord maxWidth)"""
        text = self._text(chars, len_).decode("cp1252", errors="replace")
        self.window.draw_truncated_chars(text, x, y, maxWidth)

    # -- pixels and lines ------------------------------------------------------------------

    @trap("WinDrawPixel")
    def WinDrawPixel(self, x: int, y: int) -> None:
        """void WinDrawPixel(Coord x, Coord y)"""
        self.window.draw_pixel(x, y)

    @trap("WinErasePixel")
    def WinErasePixel(self, x: int, y: int) -> None:
        """void WinErasePixel(Coord x, Coord y)"""
        self.window.erase_pixel(x, y)

    @trap("WinInvertPixel")
    def WinInvertPixel(self, x: int, y: int) -> None:
        """void WinInvertPixel(Coord x, Coord y)"""
        self.window.invert_pixel(x, y)

    @trap("WinPaintPixel")
    def WinPaintPixel(self, x: int, y: int) -> None:
        """void WinPaintPixel(Coord x, Coord y)"""
        self.window.paint_pixel(x, y)

    @trap("WinGetPixel")
    def WinGetPixel(self, x: int, y: int) -> int:
        """IndexedColorType WinGetPixel(Coord x, Coord y)"""
        return self.window.get_pixel(x, y)

    @trap("WinDrawLine")
    def WinDrawLine(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """void WinDrawLine(Coord x1, Coord y1, Coord x2, Coord y2)"""
        self.window.draw_line(x1, y1, x2, y2)

    @trap("WinEraseLine")
    def WinEraseLine(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """void WinEraseLine(Coord x1, Coord y1, Coord x2, Coord y2)"""
        self.window.erase_line(x1, y1, x2, y2)

    @trap("WinInvertLine")
    def WinInvertLine(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """void WinInvertLine(Coord x1, Coord y1, Coord x2, Coord y2)"""
        self.window.invert_line(x1, y1, x2, y2)

    @trap("WinDrawGrayLine")
    def WinDrawGrayLine(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """void WinDrawGrayLine(Coord x1, Coord y1, Coord x2, Coord y2)"""
        self.window.draw_gray_line(x1, y1, x2, y2)

    @trap("WinFillLine")
    def WinFillLine(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """void WinFillLine(Coord x1, Coord y1, Coord x2, Coord y2)"""
        self.window.fill_line(x1, y1, x2, y2)

    @trap("WinPaintLine")
    def WinPaintLine(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """void WinPaintLine(Coord x1, Coord y1, Coord x2, Coord y2)"""
        self.window.paint_line(x1, y1, x2, y2)

    # -- rectangles and frames -------------------------------------------------------------

    @trap("WinDrawRectangle")
    def WinDrawRectangle(self, rP: int, cornerDiam: int) -> None:
        """void WinDrawRectangle(const RectangleType *rP, UInt16 cornerDiam)"""
        self.window.draw_rectangle(self._rect(rP), cornerDiam)

    @trap("WinEraseRectangle")
    def WinEraseRectangle(self, rP: int, cornerDiam: int) -> None:
        """void WinEraseRectangle(const RectangleType *rP, UInt16 cornerDiam)"""
        self.window.erase_rectangle(self._rect(rP), cornerDiam)

    @trap("WinInvertRectangle")
    def WinInvertRectangle(self, rP: int, cornerDiam: int) -> None:
        """void WinInvertRectangle(const RectangleType *rP, UInt16 cornerDiam)"""
        self.window.invert_rectangle(self._rect(rP), cornerDiam)

    @trap("WinFillRectangle")
    def WinFillRectangle(self, rP: int, cornerDiam: int) -> None:
        """void WinFillRectangle(const RectangleType *rP, UInt16 cornerDiam)"""
        self.window.fill_rectangle(self._rect(rP), cornerDiam)

    @trap("WinPaintRectangle")
    def WinPaintRectangle(self, rP: int, cornerDiam: int) -> None:
        """void WinPaintRectangle(const RectangleType *rP, UInt16 cornerDiam)"""
        self.window.paint_rectangle(self._rect(rP), cornerDiam)

    @trap("WinDrawRectangleFrame")
    def WinDrawRectangleFrame(self, frame: int, rP: int) -> None:
        """void WinDrawRectangleFrame(FrameType frame, const RectangleType *rP)"""
        self.window.draw_rectangle_frame(frame, self._rect(rP))

    @trap("WinEraseRectangleFrame")
    def WinEraseRectangleFrame(self, frame: int, rP: int) -> None:
        """void WinEraseRectangleFrame(FrameType frame, const RectangleType *rP)"""
        self.window.erase_rectangle_frame(frame, self._rect(rP))

    @trap("WinInvertRectangleFrame")
    def WinInvertRectangleFrame(self, frame: int, rP: int) -> None:
        """void WinInvertRectangleFrame(FrameType frame, const RectangleType *rP)"""
        self.window.invert_rectangle_frame(frame, self._rect(rP))

    @trap("WinDrawGrayRectangleFrame")
    def WinDrawGrayRectangleFrame(self, frame: int, rP: int) -> None:
        """void WinDrawGrayRectangleFrame(FrameType frame, const RectangleType *rP)"""
        self.window.draw_gray_rectangle_frame(frame, self._rect(rP))

    @trap("WinPaintRectangleFrame")
    def WinPaintRectangleFrame(self, frame: int, rP: int) -> None:
        """void WinPaintRectangleFrame(FrameType frame, const RectangleType *rP)"""
        self.window.paint_rectangle_frame(frame, self._rect(rP))

    @trap("WinGetFramesRectangle")
    def WinGetFramesRectangle(self, frame: int, rP: int, obscuredRect: int) -> None:
        """void WinGetFramesRectangle(FrameType frame, const RectangleType *rP,
        RectangleType *obscuredRect)"""
        self.kernel.ui.put_rect(obscuredRect, frames_rectangle(frame, self._rect(rP)))

    # -- bitmaps ---------------------------------------------------------------------------

    def _bitmap(self, bitmapP: int) -> Bitmap | None:
        return self.kernel.ui.bitmap_at(bitmapP) if bitmapP else None

    @trap("WinDrawBitmap")
    def WinDrawBitmap(self, bitmapP: int, x: int, y: int) -> None:
        """void WinDrawBitmap(BitmapPtr bitmapP, Coord x, Coord y)"""
        bitmap = self._bitmap(bitmapP)
        if bitmap is not None:
            self.window.draw_bitmap(bitmap, x, y)

    @trap("WinPaintBitmap")
    def WinPaintBitmap(self, bitmapP: int, x: int, y: int) -> None:
        """void WinPaintBitmap(BitmapType *bitmapP, Coord x, Coord y)"""
        bitmap = self._bitmap(bitmapP)
        if bitmap is not None:
            self.window.paint_bitmap(bitmap, x, y)

    # -- the draw state --------------------------------------------------------------------

    @trap("WinSetDrawMode")
    def WinSetDrawMode(self, newMode: int) -> int:
        """WinDrawOperation WinSetDrawMode(WinDrawOperation newMode)"""
        if newMode > DrawMode.winSwap:
            self.kernel.report("bad-parameter", f"WinSetDrawMode({newMode}): no such transfer mode")
            return int(self.kernel.ui.system.graphics.state.draw_mode)
        return int(self.kernel.ui.system.graphics.set_draw_mode(newMode))

    @trap("WinSetPattern")
    def WinSetPattern(self, patternP: int) -> None:
        """void WinSetPattern(const CustomPatternType *patternP)"""
        self.kernel.ui.system.graphics.set_pattern(self.mem.read(patternP, 8))

    @trap("WinGetPattern")
    def WinGetPattern(self, patternP: int) -> None:
        """void WinGetPattern(CustomPatternType *patternP)"""
        self.mem.write(patternP, self.kernel.ui.system.graphics.get_pattern())

    @trap("WinSetPatternType")
    def WinSetPatternType(self, newPattern: int) -> None:
        """void WinSetPatternType(PatternType newPattern)"""
        if newPattern not in PatternType._value2member_map_:
            self.kernel.report("bad-parameter", f"WinSetPatternType({newPattern}): no such pattern")
            return
        self.kernel.ui.system.graphics.set_pattern_type(newPattern)

    @trap("WinGetPatternType")
    def WinGetPatternType(self) -> int:
        """PatternType WinGetPatternType(void)"""
        return int(self.kernel.ui.system.graphics.state.pattern_type)

    @trap("WinSetForeColor")
    def WinSetForeColor(self, foreColor: int) -> int:
        """IndexedColorType WinSetForeColor(IndexedColorType foreColor)"""
        return self.kernel.ui.system.graphics.set_fore_color(foreColor)

    @trap("WinSetBackColor")
    def WinSetBackColor(self, backColor: int) -> int:
        """IndexedColorType WinSetBackColor(IndexedColorType backColor)"""
        return self.kernel.ui.system.graphics.set_back_color(backColor)

    @trap("WinSetTextColor")
    def WinSetTextColor(self, textColor: int) -> int:
        """IndexedColorType WinSetTextColor(IndexedColorType textColor)"""
        return self.kernel.ui.system.graphics.set_text_color(textColor)

    @trap("WinSetUnderlineMode")
    def WinSetUnderlineMode(self, mode: int) -> int:
        """UnderlineModeType WinSetUnderlineMode(UnderlineModeType mode)"""
        graphics = self.kernel.ui.system.graphics
        if mode not in UnderlineMode._value2member_map_:
            self.kernel.report("bad-parameter", f"WinSetUnderlineMode({mode}): no such underline mode")
            return int(graphics.state.underline_mode)
        return int(graphics.set_underline_mode(mode))

    @trap("WinPushDrawState")
    def WinPushDrawState(self) -> None:
        """void WinPushDrawState(void)"""
        self.kernel.ui.system.graphics.push()

    @trap("WinPopDrawState")
    def WinPopDrawState(self) -> None:
        """void WinPopDrawState(void)"""
        graphics = self.kernel.ui.system.graphics
        if graphics.depth == 0:
            self.kernel.report("draw-state", "WinPopDrawState without a WinPushDrawState")
            return
        graphics.pop()

    @trap("WinGetDrawWindow")
    def WinGetDrawWindow(self) -> int:
        """WinHandle WinGetDrawWindow(void)"""
        return self.kernel.ui.window_handle(self.kernel.ui.system.draw_window)

    @trap("WinSetDrawWindow")
    def WinSetDrawWindow(self, winHandle: int) -> int:
        """WinHandle WinSetDrawWindow(WinHandle winHandle)"""
        ui = self.kernel.ui
        previous = ui.window_handle(ui.system.draw_window)
        window = ui.window_at(winHandle, "WinSetDrawWindow")
        ui.system.set_draw_window(window)
        return previous

    @trap("WinGetDisplayWindow")
    def WinGetDisplayWindow(self) -> int:
        """WinHandle WinGetDisplayWindow(void)"""
        return self.kernel.ui.display_handle

    @trap("WinGetActiveWindow")
    def WinGetActiveWindow(self) -> int:
        """WinHandle WinGetActiveWindow(void)"""
        return self.kernel.ui.window_handle(self.kernel.ui.system.active_window)

    @trap("WinSetActiveWindow")
    def WinSetActiveWindow(self, winHandle: int) -> None:
        """void WinSetActiveWindow(WinHandle winHandle)"""
        window = self.kernel.ui.window_at(winHandle, "WinSetActiveWindow")
        self.kernel.ui.system.screen.set_active_window(window)

    @trap("WinGetWindowExtent")
    def WinGetWindowExtent(self, extentX: int, extentY: int) -> None:
        """void WinGetWindowExtent(Coord *extentX, Coord *extentY)"""
        extent = self.window.extent
        if extentX:
            self.mem.put_u16(extentX, extent.x)
        if extentY:
            self.mem.put_u16(extentY, extent.y)

    @trap("WinGetDisplayExtent")
    def WinGetDisplayExtent(self, extentX: int, extentY: int) -> None:
        """void WinGetDisplayExtent(Coord *extentX, Coord *extentY)"""
        bounds = self.kernel.ui.system.screen.bounds
        if extentX:
            self.mem.put_u16(extentX, bounds.width)
        if extentY:
            self.mem.put_u16(extentY, bounds.height)

    @trap("WinGetWindowBounds")
    def WinGetWindowBounds(self, rP: int) -> None:
        """void WinGetWindowBounds(RectangleType *rP)"""
        self.kernel.ui.put_rect(rP, self.window.bounds)

    @trap("WinSetClip")
    def WinSetClip(self, rP: int) -> None:
        """void WinSetClip(const RectangleType *rP)"""
        self.window.set_clip(self._rect(rP))

    @trap("WinResetClip")
    def WinResetClip(self) -> None:
        """void WinResetClip(void)"""
        self.window.reset_clip()

    @trap("WinGetClip")
    def WinGetClip(self, rP: int) -> None:
        """void WinGetClip(RectangleType *rP)"""
        self.kernel.ui.put_rect(rP, self.window.get_clip())

    @trap("WinClipRectangle")
    def WinClipRectangle(self, rP: int) -> None:
        """void WinClipRectangle(RectangleType *rP)"""
        self.kernel.ui.put_rect(rP, self.window.clip_rectangle(self._rect(rP)))

    @trap("WinEraseWindow")
    def WinEraseWindow(self) -> None:
        """void WinEraseWindow(void)"""
        self.window.erase_window()

    @trap("WinDrawWindowFrame")
    def WinDrawWindowFrame(self) -> None:
        """void WinDrawWindowFrame(void)"""
        self.window.draw_window_frame()

    @trap("WinDisplayToWindowPt")
    def WinDisplayToWindowPt(self, extentX: int, extentY: int) -> None:
        """void WinDisplayToWindowPt(Coord *extentX, Coord *extentY)"""
        point = self.window.display_to_window(self.mem.u16(extentX), self.mem.u16(extentY))
        self.mem.put_u16(extentX, point.x)
        self.mem.put_u16(extentY, point.y)

    @trap("WinWindowToDisplayPt")
    def WinWindowToDisplayPt(self, extentX: int, extentY: int) -> None:
        """void WinWindowToDisplayPt(Coord *extentX, Coord *extentY)"""
        point = self.window.window_to_display(self.mem.u16(extentX), self.mem.u16(extentY))
        self.mem.put_u16(extentX, point.x)
        self.mem.put_u16(extentY, point.y)

    @trap("WinCreateOffscreenWindow")
    def WinCreateOffscreenWindow(self, width: int, height: int, format: int, error: int) -> int:
        """WinHandle WinCreateOffscreenWindow(Coord width, Coord height, WindowFormatType format,
        UInt16 *error)"""
        if width <= 0 or height <= 0:
            self.kernel.report("bad-parameter", f"WinCreateOffscreenWindow of {width}x{height}: no window")
            if error:
                self.mem.put_u16(error, sysErrParamErr)
            return 0
        handle = self.kernel.ui.new_offscreen(width, height)
        if error:
            self.mem.put_u16(error, 0 if handle else memErrNotEnoughSpace)
        return handle

    @trap("WinDeleteWindow")
    def WinDeleteWindow(self, winHandle: int, eraseIt: int) -> None:
        """void WinDeleteWindow(WinHandle winHandle, Boolean eraseIt)"""
        ui = self.kernel.ui
        if winHandle not in ui.offscreen:
            self.kernel.report("bad-parameter", f"WinDeleteWindow of {winHandle:#010x}, no window it created")
            return
        if eraseIt:
            ui.windows[winHandle].erase_window()
        ui.delete_window(winHandle)

    @trap("WinCopyRectangle")
    def WinCopyRectangle(
        self, srcWin: int, dstWin: int, srcRect: int, destX: int, destY: int, mode: int
    ) -> None:
        """void WinCopyRectangle(WinHandle srcWin, WinHandle dstWin, const RectangleType *srcRect,
        Coord destX, Coord destY, WinDrawOperation mode)  (0 for a window: the draw window)"""
        ui = self.kernel.ui
        source = ui.window_at(srcWin, "WinCopyRectangle") if srcWin else self.window
        target = ui.window_at(dstWin, "WinCopyRectangle") if dstWin else self.window
        if source is None or target is None:
            return
        rect = self._rect(srcRect).offset(source.bounds.x, source.bounds.y)
        image = Bitmap.from_framebuffer(source.framebuffer.crop(rect))
        graphics = ui.system.graphics
        previous = graphics.set_draw_mode(mode if mode <= DrawMode.winSwap else DrawMode.winPaint)
        target.paint_bitmap(image, destX, destY)
        graphics.set_draw_mode(previous)

    @trap("WinScrollRectangle")
    def WinScrollRectangle(self, rP: int, direction: int, distance: int, vacatedP: int) -> None:
        """void WinScrollRectangle(const RectangleType *rP, WinDirectionType direction, Coord distance,
        RectangleType *vacatedP)"""
        rect = self._rect(rP)
        window = self.window
        offsets: dict[int, tuple[int, int]] = {
            winUp: (0, -distance),
            winDown: (0, distance),
            winLeft: (-distance, 0),
            winRight: (distance, 0),
        }
        dx, dy = offsets.get(direction, (0, 0))
        display = rect.offset(window.bounds.x, window.bounds.y)
        image = Bitmap.from_framebuffer(window.framebuffer.crop(display))
        window.push_draw_state()
        window.set_draw_mode(DrawMode.winPaint)
        window.set_clip(rect)
        window.paint_bitmap(image, rect.x + dx, rect.y + dy)
        window.pop_draw_state()
        window.reset_clip()
        if direction in (winUp, winDown):
            height = min(abs(distance), rect.height)
            y = rect.bottom - height if direction == winUp else rect.y
            vacated = Rect(rect.x, y, rect.width, height)
        else:
            width = min(abs(distance), rect.width)
            x = rect.right - width if direction == winLeft else rect.x
            vacated = Rect(x, rect.y, width, rect.height)
        if vacatedP:
            self.kernel.ui.put_rect(vacatedP, vacated)

    @trap("WinSaveBits")
    def WinSaveBits(self, source: int, error: int) -> int:
        """WinHandle WinSaveBits(const RectangleType *source, UInt16 *error)"""
        rect = self._rect(source)
        saved = self.window.save_bits(rect)
        try:
            chunk = self.mem.allocate(
                max(((rect.width + 15) // 16) * 2 * rect.height, 1), owner=OWNER_APP,
                label="WinSaveBits", pc=self.kernel.trap_pc,
            )  # fmt: skip
        except OutOfMemory:
            if error:
                self.mem.put_u16(error, memErrNotEnoughSpace)
            return 0
        self.kernel.ui.saved_bits[chunk.address] = (chunk, saved)
        if error:
            self.mem.put_u16(error, 0)
        return chunk.address

    @trap("WinRestoreBits")
    def WinRestoreBits(self, winHandle: int, destX: int, destY: int) -> None:
        """void WinRestoreBits(WinHandle winHandle, Coord destX, Coord destY)  (the saved bits are freed)"""
        entry = self.kernel.ui.saved_bits.pop(winHandle, None)
        if entry is None:
            self.kernel.report("bad-parameter", f"WinRestoreBits of {winHandle:#010x}, not from WinSaveBits")
            return
        chunk, saved = entry
        image = saved.image  # type: ignore[attr-defined]
        self.window.framebuffer.paste(image, destX + self.window.bounds.x, destY + self.window.bounds.y)
        self.mem.free(chunk)

    @trap("WinModal")
    def WinModal(self, winHandle: int) -> int:
        """Boolean WinModal(WinHandle winHandle)"""
        form = self.kernel.ui.forms.get(winHandle)
        return int(bool(form is not None and form.modal))

    # -- bitmaps the application makes (Palm OS 3.5) ------------------------------------------

    @trap("BmpCreate")
    def BmpCreate(self, width: int, height: int, depth: int, colortableP: int, error: int) -> int:
        """BitmapType *BmpCreate(Coord width, Coord height, UInt8 depth, ColorTableType *colortableP,
        UInt16 *error)  (1, 2, 4, 8 or 16 bits; a colour table is copied after the header)"""
        depth = depth or 1
        if depth not in SCREEN_DEPTHS or not (0 < width <= 0x7FFF and 0 < height <= 0x7FFF):
            if width <= 0 or height <= 0:
                self.kernel.report("bad-parameter", f"BmpCreate of {width}x{height}: no bitmap")
            if error:
                self.mem.put_u16(error, sysErrParamErr)
            return 0
        row_bytes = ((width * depth + 15) // 16) * 2
        table = b""
        if colortableP:
            count = self.mem.u16(colortableP)
            if count > 256 or depth > 8:
                if error:
                    self.mem.put_u16(error, sysErrParamErr)
                return 0
            table = self.mem.read(colortableP, 2 + 4 * count)
        elif depth == 16:
            table = DIRECT_INFO_565  # BitmapDirectInfoType: 5, 6 and 5 bits, no transparent colour
        try:
            chunk = self.mem.allocate(
                BITMAP_HEADER + len(table) + row_bytes * height,
                owner=OWNER_APP,
                label=f"BmpCreate {width}x{height}",
                pc=self.kernel.trap_pc,
            )
        except OutOfMemory:
            if error:
                self.mem.put_u16(error, memErrNotEnoughSpace)
            return 0
        header = BitmapType.pack({"width": width, "height": height, "rowBytes": row_bytes, "pixelSize": depth,
                                  "version": 2, "transparentIndex": 0xFF,
                                  "flags": (BITMAP_HAS_COLOR_TABLE if colortableP else 0)
                                  | (BITMAP_DIRECT_COLOR if depth == 16 else 0)})  # fmt: skip
        self.mem.write(chunk.address, header + table)
        if error:
            self.mem.put_u16(error, 0)
        return chunk.address

    def _created(self, bitmapP: int, what: str):  # type: ignore[no-untyped-def]
        chunk = self.mem.chunk_of_pointer(bitmapP)
        if chunk is None or not chunk.label.startswith("BmpCreate"):
            self.kernel.report(
                "bad-parameter", f"{what} was given {bitmapP:#010x}, not a bitmap BmpCreate made"
            )
            return None
        return chunk

    @trap("BmpDelete")
    def BmpDelete(self, bitmapP: int) -> int:
        """Err BmpDelete(BitmapType *bitmapP)"""
        chunk = self._created(bitmapP, "BmpDelete")
        if chunk is None:
            return sysErrParamErr
        if any(address == bitmapP for _, address in self.kernel.ui.bitmap_windows.values()):
            self.kernel.report("bad-parameter", "BmpDelete of a bitmap whose window still exists")
        self.kernel.ui.forget_bitmap(bitmapP)
        self.mem.free(chunk)
        return 0

    @trap("BmpGetBits")
    def BmpGetBits(self, bitmapP: int) -> int:
        """void *BmpGetBits(BitmapType *bitmapP)"""
        return self.kernel.ui.expose_bits(bitmapP)

    @trap("BmpSize")
    def BmpSize(self, bitmapP: int) -> int:
        """UInt16 BmpSize(BitmapType *bitmapP)"""
        header = self.kernel.ui.bitmap_header(bitmapP)
        return int(self.kernel.ui.bits_offset(bitmapP) + header["rowBytes"] * header["height"])

    @trap("BmpBitsSize")
    def BmpBitsSize(self, bitmapP: int) -> int:
        """UInt16 BmpBitsSize(BitmapType *bitmapP)"""
        header = self.kernel.ui.bitmap_header(bitmapP)
        return int(header["rowBytes"] * header["height"])

    @trap("BmpColortableSize")
    def BmpColortableSize(self, bitmapP: int) -> int:
        """UInt16 BmpColortableSize(BitmapType *bitmapP)"""
        return self.kernel.ui.bits_offset(bitmapP) - BITMAP_HEADER

    @trap("WinCreateBitmapWindow")
    def WinCreateBitmapWindow(self, bitmapP: int, error: int) -> int:
        """WinHandle WinCreateBitmapWindow(BitmapType *bitmapP, UInt16 *error)"""
        if self._created(bitmapP, "WinCreateBitmapWindow") is None:
            if error:
                self.mem.put_u16(error, sysErrParamErr)
            return 0
        handle = self.kernel.ui.new_bitmap_window(bitmapP)
        if error:
            self.mem.put_u16(error, 0 if handle else memErrNotEnoughSpace)
        return handle


MANAGER = WindowTraps
