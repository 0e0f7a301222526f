"""What the Memory Manager says about cards and heaps (``MemoryMgr.h``): ``MemNumCards``,
``MemNumHeaps``, ``MemNumRAMHeaps``, ``MemHeapFlags``, ``MemCardInfo``.

The emulated device has one card (0) with three heaps, as a Palm OS 3.5 device: heap 0 the
dynamic heap, heap 1 the storage heap (RAM), heap 2 the ROM (read-only,
``memHeapFlagReadOnly``). ``MemCardInfo`` names the card as a device's ROM does and fills only
the pointers it is given (each may be NULL); the sizes are the emulated heaps'.

``MemHeapPtr`` (``MemoryPrv.h``: a private call some utilities make, to find where the ROM
lies) gives the start of a heap: a ``MemHeapHeaderType`` (flags, size, first free chunk, an
empty master pointer table) in read-only memory, made the first time it is asked for, as long as
``MemHeapSize`` says (the ROM heap is 2 MB of zeros: this emulator has no ROM image); NULL for a
heap the card does not have.
"""

from __future__ import annotations

import struct

from emulator.memory import DYNAMIC, OWNER_SYSTEM, STORAGE, Chunk
from emulator.traps import Manager, trap
from emulator.traps.memory import DYNAMIC_HEAP_ID, STORAGE_HEAP_ID
from palm_sdk.errors import memErrCardNotPresent

ROM_HEAP_ID = 2
HEAPS = 3  # dynamic, storage, ROM
RAM_HEAPS = 2
memHeapFlagReadOnly = 0x0001  # MemoryMgr.h: the heap is read-only (ROM)
ROM_SIZE = 2 * 1024 * 1024  # a Palm OS 3.5 ROM
CARD_NAME = b"PalmCard"
MANUFACTURER = b"Palm Computing"
CARD_VERSION = 1


HEAP_HEADER = struct.Struct(">HIIHI")  # MemHeapHeaderType: flags, size, firstFree, mstrPtrTbl (count, next)


class MemoryInfoTraps(Manager):
    """``MemoryMgr.h``'s card and heap queries: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.heap_images: dict[int, Chunk] = {}  # heap ID -> what MemHeapPtr points at

    @trap("MemHeapPtr")
    def MemHeapPtr(self, heapID: int) -> int:
        """MemPtr MemHeapPtr(UInt16 heapID)  (MemoryPrv.h)"""
        if heapID >= HEAPS:
            self.kernel.report("bad-parameter", f"MemHeapPtr({heapID}): card 0 has heaps 0 to {HEAPS - 1}")
            return 0
        image = self.heap_images.get(heapID)
        if image is None or image.freed:
            memory = self.kernel.managers["MemoryTraps"]
            size = memory.MemHeapSize(heapID)  # type: ignore[attr-defined]
            flags = self.MemHeapFlags(heapID)
            header = HEAP_HEADER.pack(flags, size, 0, 0, 0)
            # the dynamic heap's header is a small system chunk; a storage or ROM heap a read-only image
            whole = heapID != DYNAMIC_HEAP_ID
            image = self.mem.allocate(
                size if whole else len(header), heap=STORAGE if whole else DYNAMIC, owner=OWNER_SYSTEM,
                label=f"heap {heapID}'s header", data=header,
            )  # fmt: skip
            self.heap_images[heapID] = image
        return image.address

    @trap("MemNumCards")
    def MemNumCards(self) -> int:
        """UInt16 MemNumCards(void)"""
        return 1

    @trap("MemNumHeaps")
    def MemNumHeaps(self, cardNo: int) -> int:
        """UInt16 MemNumHeaps(UInt16 cardNo)"""
        return HEAPS if cardNo == 0 else 0

    @trap("MemNumRAMHeaps")
    def MemNumRAMHeaps(self, cardNo: int) -> int:
        """UInt16 MemNumRAMHeaps(UInt16 cardNo)"""
        return RAM_HEAPS if cardNo == 0 else 0

    @trap("MemHeapFlags")
    def MemHeapFlags(self, heapID: int) -> int:
        """UInt16 MemHeapFlags(UInt16 heapID)"""
        return memHeapFlagReadOnly if heapID == ROM_HEAP_ID else 0

    @trap("MemCardInfo")
    def MemCardInfo(
        self, cardNo: int, cardNameP: int, manufNameP: int, versionP: int, crDateP: int,
        romSizeP: int, ramSizeP: int, freeBytesP: int,
    ) -> int:  # fmt: skip
        """Err MemCardInfo(UInt16 cardNo, Char *cardNameP, Char *manufNameP, UInt16 *versionP,
        UInt32 *crDateP, UInt32 *romSizeP, UInt32 *ramSizeP, UInt32 *freeBytesP)"""
        if cardNo != 0:
            return memErrCardNotPresent
        memory = self.kernel.managers["MemoryTraps"]
        mem = self.mem
        if cardNameP:
            mem.write(cardNameP, CARD_NAME + b"\0")
        if manufNameP:
            mem.write(manufNameP, MANUFACTURER + b"\0")
        if versionP:
            mem.write(versionP, CARD_VERSION.to_bytes(2, "big"))
        if crDateP:
            mem.put_u32(crDateP, 0)
        if romSizeP:
            mem.put_u32(romSizeP, ROM_SIZE)
        ram = sum(memory.MemHeapSize(h) for h in (DYNAMIC_HEAP_ID, STORAGE_HEAP_ID))  # type: ignore[attr-defined]
        if ramSizeP:
            mem.put_u32(ramSizeP, ram)
        if freeBytesP:
            free = mem.heap_size - mem.dynamic_used + 0x100000
            mem.put_u32(freeBytesP, free)
        return 0


MANAGER = MemoryInfoTraps
