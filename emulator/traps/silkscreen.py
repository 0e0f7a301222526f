"""The silkscreen's areas (``SysEvtMgr.h``): ``EvtGetSilkscreenAreaList``.

Palm OS 3.5 keeps, in the system's memory, a table of the digitizer's areas below and over the
LCD: the screen itself (``silkscreenRectScreen``) and the two Graffiti writing areas
(``silkscreenRectGraffiti``, index ``alphaGraffitiSilkscreenArea`` for letters on the left and
``numericGraffitiSilkscreenArea`` for digits on the right). ``EvtGetSilkscreenAreaList`` gives a
pointer to that read-only table and writes the number of areas to ``*numAreas``. The table is made
once, in a system chunk, from the geometry of :mod:`palm_sdk.screen` (the buttons are
``EvtGetPenBtnList``'s, not listed here).
"""

from __future__ import annotations

from emulator.memory import OWNER_SYSTEM
from emulator.traps import Manager, trap
from palm_sdk.resources import type_code
from palm_sdk.screen import (
    GRAFFITI_ALPHA_AREA,
    GRAFFITI_NUMERIC_AREA,
    SCREEN_HEIGHT,
    SCREEN_WIDTH,
    alphaGraffitiSilkscreenArea,
    numericGraffitiSilkscreenArea,
    silkscreenRectGraffiti,
    silkscreenRectScreen,
)
from palm_sdk.structs import SilkscreenAreaType

AREAS = (
    ((0, 0, SCREEN_WIDTH, SCREEN_HEIGHT), silkscreenRectScreen, 0),
    (GRAFFITI_ALPHA_AREA, silkscreenRectGraffiti, alphaGraffitiSilkscreenArea),
    (GRAFFITI_NUMERIC_AREA, silkscreenRectGraffiti, numericGraffitiSilkscreenArea),
)
"""(bounds, area type, index) of each area, in the table's order."""


def area_table() -> bytes:
    """The ``SilkscreenAreaType`` array of :data:`AREAS`."""
    return b"".join(
        SilkscreenAreaType.pack(
            {"bounds": {"topLeft": {"x": x, "y": y}, "extent": {"x": w, "y": h}},
             "areaType": type_code(kind), "index": index}
        )
        for (x, y, w, h), kind, index in AREAS
    )  # fmt: skip


class SilkscreenTraps(Manager):
    """``EvtGetSilkscreenAreaList``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.table = 0  # the table's address, once made

    @trap("EvtGetSilkscreenAreaList")
    def EvtGetSilkscreenAreaList(self, numAreas: int) -> int:
        """const SilkscreenAreaType *EvtGetSilkscreenAreaList(UInt16 *numAreas)"""
        if not self.table:
            data = area_table()
            chunk = self.mem.allocate(
                len(data), owner=OWNER_SYSTEM, label="the silkscreen's areas", data=data
            )
            self.table = chunk.address
        if numAreas:
            self.mem.put_u16(numAreas, len(AREAS))
        return self.table


MANAGER = SilkscreenTraps
