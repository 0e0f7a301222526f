"""The screen's depth and colours: ``WinScreenMode``, ``WinPalette``, ``WinIndexToRGB``,
``WinRGBToIndex``, ``WinGetBitmap``, ``BmpGetColortable``.

``WinScreenMode`` answers for the device model (:mod:`emulator.device_models`): its 160x160
screen, the depths it supports (``winScreenModeGetSupportedDepths``: bit d-1 for depth d), its
default depth (``sysFtrNumDisplayDepth``) and colour; ``winScreenModeSet`` to another supported
depth makes the screen that deep (white, with the default colour table of the depth, as Palm OS
resets the palette; the application draws its form again) and an unsupported one is
``sysErrParamErr``, as the Palm OS 3.5 ``WinScreenMode`` does. ``WinPalette`` reads and writes
the draw window's colour table (``winPaletteSetToDefault`` brings back the system palette);
``WinRGBToIndex`` is the nearest colour of that table, ``WinIndexToRGB`` an entry of it.
``WinGetBitmap`` gives a window's ``BitmapType``: a bitmap window's own bitmap, or one made for
the display or an offscreen window, whose bits are the window's pixels when read through
``BmpGetBits``.
"""

from __future__ import annotations

from emulator.memory import OWNER_SYSTEM, OutOfMemory
from emulator.palmui import BITMAP_DIRECT_COLOR, DIRECT_INFO_565
from emulator.traps import Manager, trap
from palm_os.colors import nearest_index
from palm_sdk.colors import RGB_COLOR_TYPE_SIZE
from palm_sdk.errors import sysErrParamErr
from palm_sdk.screen import SCREEN_HEIGHT, SCREEN_WIDTH
from palm_sdk.structs import BitmapType
from palm_sdk.window import WinPaletteOperation, WinScreenModeOperation

Op = WinScreenModeOperation


class ScreenDepthTraps(Manager):
    """See the module docstring."""

    @trap("WinScreenMode")
    def WinScreenMode(self, operation: int, widthP: int, heightP: int, depthP: int, enableColorP: int) -> int:
        """Err WinScreenMode(WinScreenModeOperation operation, UInt32 *widthP, UInt32 *heightP,
        UInt32 *depthP, Boolean *enableColorP)"""
        model, ui, mem = self.kernel.model, self.kernel.ui, self.mem
        checked = (Op.winScreenModeSet, Op.winScreenModeGetSupportedDepths, Op.winScreenModeGetSupportsColor)
        if operation in checked:
            wrong_width = widthP and mem.u32(widthP) != SCREEN_WIDTH
            if wrong_width or (heightP and mem.u32(heightP) != SCREEN_HEIGHT):
                return sysErrParamErr  # one size of screen
        if operation in (Op.winScreenModeGetDefaults, Op.winScreenModeGet):
            depth = model.default_depth if operation == Op.winScreenModeGetDefaults else ui.depth
            for pointer, value in ((widthP, SCREEN_WIDTH), (heightP, SCREEN_HEIGHT), (depthP, depth)):
                if pointer:
                    mem.put_u32(pointer, value)
            if enableColorP:
                mem.put_u8(enableColorP, int(model.color))
            return 0
        if operation == Op.winScreenModeGetSupportedDepths:
            if not depthP:
                return sysErrParamErr
            mem.put_u32(depthP, model.supported_depths)
            if enableColorP:
                mem.put_u8(enableColorP, int(model.color))
            return 0
        if operation == Op.winScreenModeGetSupportsColor:
            if not enableColorP or (depthP and mem.u32(depthP) not in model.depths):
                return sysErrParamErr
            mem.put_u8(enableColorP, int(model.color))
            return 0
        if operation == Op.winScreenModeSetToDefaults:
            ui.set_depth(model.default_depth)
            return 0
        if operation == Op.winScreenModeSet:
            if enableColorP and bool(mem.u8(enableColorP)) != model.color:
                return sysErrParamErr
            depth = mem.u32(depthP) if depthP else ui.depth
            if depth not in model.depths:
                return sysErrParamErr
            ui.set_depth(depth)
            return 0
        self.kernel.report("bad-parameter", f"WinScreenMode({operation}): no such operation")
        return sysErrParamErr

    # -- colour tables ---------------------------------------------------------------------

    def _table(self) -> tuple[int, list[tuple[int, int, int]]]:
        """The draw window's depth and colour table (a 16-bit window's indexed colours are the
        eight-bit palette's)."""
        framebuffer = self.kernel.ui.system.draw_window.framebuffer
        return framebuffer.depth, list(framebuffer.colors)

    @trap("WinPalette")
    def WinPalette(self, operation: int, startIndex: int, paletteEntries: int, tableP: int) -> int:
        """Err WinPalette(UInt8 operation, Int16 startIndex, UInt16 paletteEntries, RGBColorType *tableP)"""
        framebuffer = self.kernel.ui.system.draw_window.framebuffer
        depth, table = self._table()
        size = 1 << min(depth, 8)
        if operation == WinPaletteOperation.winPaletteSetToDefault:
            framebuffer.palette = None
            return 0
        if startIndex == -1:  # the entries carry their own indices
            indices = None
        elif startIndex < 0 or startIndex + paletteEntries > size:
            return sysErrParamErr
        else:
            indices = list(range(startIndex, startIndex + paletteEntries))
        if operation == WinPaletteOperation.winPaletteGet:
            for n in range(paletteEntries):
                at = tableP + RGB_COLOR_TYPE_SIZE * n
                index = indices[n] if indices is not None else self.mem.u8(at)
                if index >= size:
                    return sysErrParamErr
                self.mem.write(at, bytes((index, *table[index])))
            return 0
        if operation == WinPaletteOperation.winPaletteSet:
            table = table[:size] + [(0, 0, 0)] * (size - len(table[:size]))
            for n in range(paletteEntries):
                index, r, g, b = self.mem.read(tableP + RGB_COLOR_TYPE_SIZE * n, RGB_COLOR_TYPE_SIZE)
                index = indices[n] if indices is not None else index
                if index >= size:
                    return sysErrParamErr
                table[index] = (r, g, b)
            framebuffer.palette = tuple(table)
            return 0
        return sysErrParamErr

    @trap("WinIndexToRGB")
    def WinIndexToRGB(self, i: int, rgbP: int) -> None:
        """void WinIndexToRGB(IndexedColorType i, RGBColorType *rgbP)"""
        depth, table = self._table()
        index = i & ((1 << min(depth, 8)) - 1)
        self.mem.write(rgbP, bytes((i & 0xFF, *table[index])))

    @trap("WinRGBToIndex")
    def WinRGBToIndex(self, rgbP: int) -> int:
        """IndexedColorType WinRGBToIndex(const RGBColorType *rgbP)"""
        _, r, g, b = self.mem.read(rgbP, 4)
        depth, table = self._table()
        return nearest_index(tuple(table[: 1 << min(depth, 8)]), (r, g, b))

    # -- the bitmap of a window ------------------------------------------------------------

    @trap("WinGetBitmap")
    def WinGetBitmap(self, winHandle: int) -> int:
        """BitmapType *WinGetBitmap(WinHandle winHandle)"""
        ui = self.kernel.ui
        window = ui.window_at(winHandle, "WinGetBitmap") if winHandle else None
        if window is None:
            return 0
        for handle, (bitmap_window, address) in ui.bitmap_windows.items():
            if bitmap_window is window and handle >= 0:
                return address
        made = ui.window_bitmaps.get(winHandle)
        if made is not None:
            return made
        framebuffer = window.framebuffer
        width, height, depth = framebuffer.width, framebuffer.height, framebuffer.depth
        row_bytes = ((width * depth + 15) // 16) * 2
        extra = DIRECT_INFO_565 if depth == 16 else b""
        try:
            chunk = self.mem.allocate(BitmapType.size + len(extra) + row_bytes * height, owner=OWNER_SYSTEM,
                                      label=f"the bitmap of window {winHandle:#x}")  # fmt: skip
        except OutOfMemory:
            return 0
        header = BitmapType.pack({"width": width, "height": height, "rowBytes": row_bytes, "pixelSize": depth,
                                  "version": 2, "transparentIndex": 0xFF,
                                  "flags": BITMAP_DIRECT_COLOR if depth == 16 else 0})  # fmt: skip
        self.mem.write(chunk.address, header + extra)
        ui.window_bitmaps[winHandle] = chunk.address
        ui.bitmap_windows[-chunk.address] = (window, chunk.address)  # its bits follow the window
        return chunk.address

    @trap("BmpGetColortable")
    def BmpGetColortable(self, bitmapP: int) -> int:
        """ColorTableType *BmpGetColortable(BitmapType *bitmapP)  (NULL: the system's)"""
        ui = self.kernel.ui
        return bitmapP + BitmapType.size if ui.bits_offset(bitmapP) > BitmapType.size and not (
            ui.bitmap_header(bitmapP)["flags"] & BITMAP_DIRECT_COLOR) else 0  # fmt: skip


MANAGER = ScreenDepthTraps
