"""``FntGetFontPtr``: the current font's ``FontType``, which an application may read to draw text itself.

``FontPtr FntGetFontPtr(void)`` (``Font.h``) points at the font structure of the current font
(``FntSetFont``): for an application font, the ``FontType`` the application gave
``FntDefineFont``; for a system font, the ROM's. Here a system font's structure is made from
the screen model's font (:func:`emulator.nfnt.font_image`: the same glyphs, header, location
and offset/width tables as an ``NFNT``) the first time it is asked for, in a storage-heap chunk
of the system, read-only as ROM is, and the same pointer is given each time after.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from emulator.memory import OWNER_SYSTEM, STORAGE
from emulator.nfnt import font_image
from emulator.traps import Manager, trap

if TYPE_CHECKING:
    from emulator.kernel import Kernel


class FontPointerTraps(Manager):
    """See the module docstring."""

    def __init__(self, kernel: Kernel) -> None:
        super().__init__(kernel)
        self.rom_fonts: dict[int, int] = {}  # a system font's id -> its FontType in "ROM"

    @trap("FntGetFontPtr")
    def FntGetFontPtr(self) -> int:
        """FontPtr FntGetFontPtr(void)"""
        graphics = self.kernel.ui.system.graphics
        font_id = int(graphics.font_id)
        defined = self.kernel.managers["FontTraps"].defined_at  # type: ignore[attr-defined]
        if font_id in defined:
            return int(defined[font_id])
        if font_id not in self.rom_fonts:
            image = font_image(graphics.font)
            chunk = self.mem.allocate(
                len(image), heap=STORAGE, owner=OWNER_SYSTEM, label=f"the ROM's font {font_id}",
                pc=self.kernel.trap_pc, data=image,
            )  # fmt: skip
            self.rom_fonts[font_id] = chunk.address
        return self.rom_fonts[font_id]


MANAGER = FontPointerTraps
