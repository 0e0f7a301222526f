"""The Palm models ``palm-emu --device NAME`` can be: ROM version, processor, screen, heap.

Each :class:`DeviceModel` is what an application can ask the device: the ROM version and the
processor (``FtrGet(sysFtrCreator, sysFtrNumROMVersion / sysFtrNumProcessorID)``), the screen's
default depth (``sysFtrNumDisplayDepth``), the Window Manager's version on Palm OS 4
(``sysFtrNumWinVersion``: absent on 3.x), the depths ``WinScreenMode`` supports and whether it
shows colour, and the size of the dynamic heap. The facts, and where they come from:

* ROM versions and processors: Palm III (Palm OS 3.0, Motorola 68328), Palm IIIx (3.1, 68EZ328),
  Palm IIIc (3.5, 68EZ328, the first colour Palm: 8-bit 160x160 colour LCD), Palm m505 (4.0,
  68VZ328, 16-bit colour) - Palm's product data sheets, summarised in TealPoint's "PalmOS
  Version-o-Rama" and "Memory and the Modern Palm" (tealpoint.com tech articles #2).
* Depths: Palm OS 3.0 draws 1 and 2 bits (grey), 3.3 adds 4 bits; a colour 3.5 screen does 1, 2,
  4 and 8, Palm OS 4's colour screens 16 as well ("Color and Grayscale Support", Palm OS
  Programmer's Companion; ``WinScreenMode``, Palm OS Reference). The boot depth is the screen's
  deepest indexed depth on the colour models, one bit on the grey ones (``ScrDisplayMode``).
* Feature numbers: SDK 3.5/4.0 ``SystemMgr.h`` (:mod:`palm_sdk.system`).
* The New Serial Manager (``SerialMgr.h``: Palm OS 3.3 and later): on ``palm35``, ``palm3c`` and
  ``m505``, version 2 on Palm OS 4.0 (the SDK 4.0 header's), 1 before; nothing on its ports.
* The VFS Manager: on the m505 (Palm OS 4.0 with an SD slot; ``VFSMgr.h``), no card inserted.
* Dynamic heap: 96 KB on Palm OS 3.0-3.3 with more than 1 MB of RAM (O'Reilly, *Palm
  Programming: The Developer's Guide*, ch. 4, table 4-1); "in a Palm OS 3.5 device with 4 MB or
  more, the dynamic heap space is 256 KB" (Palm OS Programmer's Companion, Memory; the m505 has
  8 MB).

The default model, ``palm35``, is the one ``Pitch.prc`` is tested on and every golden shows: Palm
OS 3.5 on a one-bit 160x160 screen, a 68328, a 96 KB heap (the emulator before it had models).
"""

from __future__ import annotations

from dataclasses import dataclass

from palm_sdk.expansion import sysFileCVFSMgr, vfsFtrIDVersion, vfsMgrVersionNum
from palm_sdk.resources import type_code
from palm_sdk.serial import (
    serMgrVersion,
    serMgrVersion33,
    sysFileCSerialMgr,
    sysFtrNewSerialPresent,
    sysFtrNewSerialVersion,
)
from palm_sdk.system import (
    sysFtrCreator,
    sysFtrNumDisplayDepth,
    sysFtrNumProcessor328,
    sysFtrNumProcessorEZ,
    sysFtrNumProcessorID,
    sysFtrNumProcessorVZ,
    sysFtrNumROMVersion,
    sysFtrNumWinVersion,
    sysMakeROMVersion,
    sysROMStageRelease,
)
from palm_sdk.window import depth_bit

PSYS = type_code(sysFtrCreator)


@dataclass(frozen=True)
class DeviceModel:
    """One Palm model (see the module docstring)."""

    name: str
    title: str
    rom: tuple[int, int]  # Palm OS major, minor
    processor: int  # sysFtrNumProcessorID
    depths: tuple[int, ...]  # what WinScreenMode can set, shallowest first
    default_depth: int
    color: bool
    heap_kb: int
    win_version: int | None = None  # sysFtrNumWinVersion (Palm OS 4 and later)
    vfs_version: int | None = None  # the VFS Manager's feature (a card slot's Palm OS 4 device)

    @property
    def rom_version(self) -> int:
        return sysMakeROMVersion(*self.rom, 0, sysROMStageRelease, 0)

    @property
    def supported_depths(self) -> int:
        """``winScreenModeGetSupportedDepths``'s bit mask."""
        mask = 0
        for depth in self.depths:
            mask |= depth_bit(depth)
        return mask

    def features(self) -> dict[tuple[int, int], int]:
        """The ROM's features (``FtrGet(sysFtrCreator, ...)``) of this model."""
        table = {
            (PSYS, sysFtrNumROMVersion): self.rom_version,
            (PSYS, sysFtrNumProcessorID): self.processor,
            (PSYS, sysFtrNumDisplayDepth): self.default_depth,
        }
        if self.win_version is not None:
            table[(PSYS, sysFtrNumWinVersion)] = self.win_version
        if self.vfs_version is not None:
            table[(type_code(sysFileCVFSMgr), vfsFtrIDVersion)] = self.vfs_version
        if self.rom >= (3, 3):  # the New Serial Manager (emulator.traps.serial)
            table[(type_code(sysFileCSerialMgr), sysFtrNewSerialPresent)] = 1
            version = serMgrVersion if self.rom >= (4, 0) else serMgrVersion33
            table[(type_code(sysFileCSerialMgr), sysFtrNewSerialVersion)] = version
        return table


MODELS: dict[str, DeviceModel] = {
    model.name: model
    for model in (
        DeviceModel("palm35", "Palm OS 3.5, one-bit screen (the default)", (3, 5), sysFtrNumProcessor328,
                    (1,), 1, False, 96),
        DeviceModel("palm3", "Palm III: Palm OS 3.0, 1- and 2-bit grey", (3, 0), sysFtrNumProcessor328,
                    (1, 2), 1, False, 96),
        DeviceModel("palm3x", "Palm IIIx: Palm OS 3.1, 1- and 2-bit grey", (3, 1), sysFtrNumProcessorEZ,
                    (1, 2), 1, False, 96),
        DeviceModel("palm3c", "Palm IIIc: Palm OS 3.5, 8-bit colour", (3, 5), sysFtrNumProcessorEZ,
                    (1, 2, 4, 8), 8, True, 256),
        DeviceModel("m505", "Palm m505: Palm OS 4.0, 16-bit colour", (4, 0), sysFtrNumProcessorVZ,
                    (1, 2, 4, 8, 16), 16, True, 256, win_version=3, vfs_version=vfsMgrVersionNum),
    )
}  # fmt: skip
"""The models by ``--device`` name."""

DEFAULT_MODEL = MODELS["palm35"]


def model_named(name: str) -> DeviceModel:
    """The model called ``name`` (KeyError naming the known ones otherwise)."""
    try:
        return MODELS[name]
    except KeyError:
        raise KeyError(f"no device {name!r} (known: {', '.join(MODELS)})") from None
