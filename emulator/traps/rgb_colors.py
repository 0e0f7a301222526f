"""Palm OS 4.0's colours by RGB value: ``WinSetForeColorRGB``, ``WinSetBackColorRGB``, ``WinSetTextColorRGB``.

``void WinSetForeColorRGB(const RGBColorType *newRgbP, RGBColorType *prevRgbP)`` (SDK 4.0
``Window.h``, traps ``0xA3E8``-``0xA3EA``, after the last trap of Palm OS 3.5): the draw state's
foreground (background, text) colour becomes the entry of the draw window's colour table nearest
``newRgbP`` (as ``WinRGBToIndex`` finds it), and ``prevRgbP``, unless NULL, gets the colour it
had, as an ``RGBColorType`` (its index, then red, green and blue). A NULL ``newRgbP`` leaves the
colour as it is. The SDK declares them without a prototype in the 3.5 table, so the handlers
read their two pointers from the stack themselves.

They are Palm OS 4.0 calls: on a model with an older ROM the trap does not exist, and the
application stops there as it would on such a device.
"""

from __future__ import annotations

from emulator.traps import Manager, selector_trap
from palm_os.colors import nearest_index


class RGBColorTraps(Manager):
    """See the module docstring."""

    def _set(self, name: str, number: int, which: str) -> None:
        model, pc = self.kernel.model, self.kernel.trap_pc
        if model.rom < (4, 0):
            raise self.kernel.fault(
                "unimplemented-trap",
                f"trap {number:#06x} {name} is not implemented on {model.name} "
                f"(a Palm OS 4.0 call; {model.name} runs Palm OS {model.rom[0]}.{model.rom[1]})",
                pc,
            )
        sp = self.kernel.trap_sp
        new_rgb, previous_rgb = self.mem.u32(sp), self.mem.u32(sp + 4)
        graphics = self.kernel.ui.system.graphics
        framebuffer = self.kernel.ui.system.draw_window.framebuffer
        table = list(framebuffer.colors)[: 1 << min(framebuffer.depth, 8)]
        previous = getattr(graphics.state, f"{which}_color")
        if new_rgb:
            _, r, g, b = self.mem.read(new_rgb, 4)
            getattr(graphics, f"set_{which}_color")(nearest_index(tuple(table), (r, g, b)))
        if previous_rgb:
            self.mem.write(previous_rgb, bytes((previous & 0xFF, *table[previous % len(table)])))

    @selector_trap("WinSetForeColorRGB")
    def WinSetForeColorRGB(self) -> None:
        """void WinSetForeColorRGB(const RGBColorType *newRgbP, RGBColorType *prevRgbP)"""
        self._set("WinSetForeColorRGB", 0xA3E8, "fore")

    @selector_trap("WinSetBackColorRGB")
    def WinSetBackColorRGB(self) -> None:
        """void WinSetBackColorRGB(const RGBColorType *newRgbP, RGBColorType *prevRgbP)"""
        self._set("WinSetBackColorRGB", 0xA3E9, "back")

    @selector_trap("WinSetTextColorRGB")
    def WinSetTextColorRGB(self) -> None:
        """void WinSetTextColorRGB(const RGBColorType *newRgbP, RGBColorType *prevRgbP)"""
        self._set("WinSetTextColorRGB", 0xA3EA, "text")


MANAGER = RGBColorTraps
