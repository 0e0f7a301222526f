"""Feature Manager traps: the ROM's features (version, processor) and the application's own.

The ROM's features are the device model's (:mod:`emulator.device_models`): on the default
model ``FtrGet('psys', sysFtrNumROMVersion)`` answers Palm OS 3.5.0 (``0x03503000``), so an
application's version check passes, and ``sysFtrNumProcessorID`` a 68328 (DragonBall); every
model also answers ``sysFtrNumDisplayDepth``, and Palm OS 4 models ``sysFtrNumWinVersion``.
Features an application sets live until the emulated device resets (here: the run); feature
memory (``FtrPtrNew``) is a storage-heap chunk, written with ``DmWrite`` as on Palm OS.
"""

from __future__ import annotations

from emulator.device_models import DEFAULT_MODEL
from emulator.memory import OWNER_SYSTEM, STORAGE, Chunk, OutOfMemory
from emulator.traps import Manager, trap
from palm_sdk.errors import (
    ftrErrAlreadyExists,
    ftrErrInvalidParam,
    ftrErrNoSuchFeature,
    ftrErrROMBased,
    memErrNotEnoughSpace,
)

ROM_FEATURES = DEFAULT_MODEL.features()  # the default model's (a kernel has its model's)


class FeatureTraps(Manager):
    """``FeatureMgr.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.pointers: dict[tuple[int, int], Chunk] = {}

    @trap("FtrGet")
    def FtrGet(self, creator: int, featureNum: int, valueP: int) -> int:
        """Err FtrGet(UInt32 creator, UInt16 featureNum, UInt32 *valueP)"""
        key = (creator, featureNum)
        value = self.kernel.features.get(key, self.kernel.rom_features.get(key))
        if value is None:
            return ftrErrNoSuchFeature
        self.mem.put_u32(valueP, value)
        return 0

    @trap("FtrSet")
    def FtrSet(self, creator: int, featureNum: int, newValue: int) -> int:
        """Err FtrSet(UInt32 creator, UInt16 featureNum, UInt32 newValue)"""
        if (creator, featureNum) in self.kernel.rom_features:
            return ftrErrROMBased
        self.kernel.features[(creator, featureNum)] = newValue
        return 0

    @trap("FtrUnregister")
    def FtrUnregister(self, creator: int, featureNum: int) -> int:
        """Err FtrUnregister(UInt32 creator, UInt16 featureNum)"""
        if self.kernel.features.pop((creator, featureNum), None) is None:
            return ftrErrNoSuchFeature
        chunk = self.pointers.pop((creator, featureNum), None)
        if chunk is not None:
            self.mem.free(chunk)
        return 0

    @trap("FtrGetByIndex")
    def FtrGetByIndex(self, index: int, romTable: int, creatorP: int, numP: int, valueP: int) -> int:
        """Err FtrGetByIndex(UInt16 index, Boolean romTable, UInt32 *creatorP, UInt16 *numP,
        UInt32 *valueP)"""
        table = sorted(self.kernel.rom_features.items()) if romTable else sorted(self.kernel.features.items())
        if index >= len(table):
            return ftrErrInvalidParam
        (creator, number), value = table[index]
        self.mem.put_u32(creatorP, creator)
        self.mem.put_u16(numP, number)
        self.mem.put_u32(valueP, value)
        return 0

    @trap("FtrPtrNew")
    def FtrPtrNew(self, creator: int, featureNum: int, size: int, newPtrP: int) -> int:
        """Err FtrPtrNew(UInt32 creator, UInt16 featureNum, UInt32 size, void **newPtrP)"""
        if (creator, featureNum) in self.kernel.features:
            return ftrErrAlreadyExists
        label = f"feature memory '{creator.to_bytes(4, 'big').decode('latin-1')}' {featureNum}"
        try:
            chunk = self.mem.allocate(
                size, heap=STORAGE, owner=OWNER_SYSTEM, label=label, pc=self.kernel.trap_pc
            )
        except OutOfMemory:
            return memErrNotEnoughSpace
        self.pointers[(creator, featureNum)] = chunk
        self.kernel.features[(creator, featureNum)] = chunk.address
        self.mem.put_u32(newPtrP, chunk.address)
        return 0

    @trap("FtrPtrFree")
    def FtrPtrFree(self, creator: int, featureNum: int) -> int:
        """Err FtrPtrFree(UInt32 creator, UInt16 featureNum)"""
        chunk = self.pointers.pop((creator, featureNum), None)
        if chunk is None:
            return ftrErrNoSuchFeature
        del self.kernel.features[(creator, featureNum)]
        self.mem.free(chunk)
        return 0


MANAGER = FeatureTraps
