"""Memory Manager traps: fixed and movable chunks, locks, sizes, and the memory utilities.

Chunks live in the address space of :mod:`emulator.memory` (each with pages of its own, so
misuse is caught by the CPU). What POSE reported at the call itself is reported here: freeing a
chunk twice or a pointer that is no chunk, unlocking what is not locked, a handle that is not a
handle, ``MemMove``/``MemSet`` into the storage heap or over the end of a chunk.
"""

from __future__ import annotations

from emulator.memory import DYNAMIC, OWNER_APP, STORAGE, Chunk, OutOfMemory
from emulator.traps import Manager, trap
from palm_sdk.errors import memErrChunkLocked, memErrChunkNotLocked, memErrInvalidParam

DYNAMIC_HEAP_ID = 0
STORAGE_HEAP_ID = 1


class MemoryTraps(Manager):
    """``MemoryMgr.h``: see the module docstring."""

    # -- chunks ----------------------------------------------------------------------------

    def _new(self, size: int, movable: bool, label: str) -> Chunk | None:
        if size < 0 or size > 0xFFFFFF:
            self.kernel.report("bad-parameter", f"{label} of {size} bytes")
            return None
        try:
            return self.mem.allocate(
                size, owner=OWNER_APP, movable=movable, label=label, pc=self.kernel.trap_pc
            )
        except OutOfMemory:
            return None

    def pointer_chunk(self, p: int, what: str) -> Chunk | None:
        """The chunk a pointer argument starts, or None after reporting what it is instead."""
        chunk = self.mem.chunk_of_pointer(p)
        if chunk is None:
            found = self.mem.chunk_containing(p)
            if p == 0:
                self.kernel.report("bad-parameter", f"{what} was given NULL")
            elif found is not None and found.freed and found.address == p:
                self.kernel.report("freed-chunk", f"{what} was given {found.describe()}, already freed")
            else:
                self.kernel.report("bad-parameter", f"{what} was given {p:#010x}, which is not a chunk")
        return chunk

    def handle_chunk(self, h: int, what: str) -> Chunk | None:
        """The chunk of a handle argument, or None after reporting what it is instead."""
        chunk = self.mem.chunk_of_handle(h)
        if chunk is None:
            if h == 0:
                self.kernel.report("bad-parameter", f"{what} was given a NULL handle")
            elif self.mem.chunk_of_pointer(h) is not None:
                self.kernel.report("bad-parameter", f"{what} was given a pointer ({h:#010x}), not a handle")
            else:
                self.kernel.report("bad-parameter", f"{what} was given {h:#010x}, which is not a live handle")
        return chunk

    @trap("MemPtrNew")
    def MemPtrNew(self, size: int) -> int:
        """MemPtr MemPtrNew(UInt32 size)"""
        chunk = self._new(size, False, "MemPtrNew")
        return chunk.address if chunk else 0

    @trap("MemChunkNew")
    def MemChunkNew(self, heapID: int, size: int, attr: int) -> int:
        """MemPtr MemChunkNew(UInt16 heapID, UInt32 size, UInt16 attr)"""
        movable = not attr & 0x0200  # memNewChunkFlagNonMovable
        chunk = self._new(size, movable, "MemChunkNew")
        if chunk is None:
            return 0
        return chunk.handle if movable else chunk.address

    @trap("MemHandleNew")
    def MemHandleNew(self, size: int) -> int:
        """MemHandle MemHandleNew(UInt32 size)"""
        chunk = self._new(size, True, "MemHandleNew")
        return chunk.handle if chunk else 0

    @trap("MemChunkFree")
    def MemChunkFree(self, chunkDataP: int) -> int:
        """Err MemChunkFree(MemPtr chunkDataP)  (MemPtrFree)"""
        chunk = self.pointer_chunk(chunkDataP, "MemPtrFree")
        if chunk is None:
            return memErrInvalidParam
        if chunk.heap == STORAGE:
            self.kernel.report(
                "storage-write", f"MemPtrFree was given {chunk.describe()}: use the Data Manager"
            )
            return memErrInvalidParam
        self.mem.free(chunk)
        return 0

    @trap("MemHandleFree")
    def MemHandleFree(self, h: int) -> int:
        """Err MemHandleFree(MemHandle h)"""
        chunk = self.handle_chunk(h, "MemHandleFree")
        if chunk is None:
            return memErrInvalidParam
        if chunk.heap == STORAGE:
            self.kernel.report(
                "storage-write", f"MemHandleFree was given {chunk.describe()}: use the Data Manager"
            )
            return memErrInvalidParam
        if chunk.lock_count:
            self.kernel.report("locked-chunk", f"MemHandleFree of {chunk.describe()} while it is locked")
        self.mem.free(chunk)
        return 0

    @trap("MemHandleLock")
    def MemHandleLock(self, h: int) -> int:
        """MemPtr MemHandleLock(MemHandle h)"""
        chunk = self.handle_chunk(h, "MemHandleLock")
        if chunk is None:
            return 0
        if chunk.lock_count >= 14:
            self.kernel.report(
                "lock-overflow", f"{chunk.describe()} locked 15 times (the lock count has 4 bits)"
            )
        return self.mem.lock(chunk)

    @trap("MemHandleUnlock")
    def MemHandleUnlock(self, h: int) -> int:
        """Err MemHandleUnlock(MemHandle h)"""
        chunk = self.handle_chunk(h, "MemHandleUnlock")
        if chunk is None:
            return memErrInvalidParam
        if not self.mem.unlock(chunk):
            self.kernel.report("not-locked", f"MemHandleUnlock of {chunk.describe()}, which is not locked")
            return memErrChunkNotLocked
        return 0

    @trap("MemPtrUnlock")
    def MemPtrUnlock(self, p: int) -> int:
        """Err MemPtrUnlock(MemPtr p)"""
        chunk = self.pointer_chunk(p, "MemPtrUnlock")
        if chunk is None:
            return memErrInvalidParam
        if not chunk.movable or not self.mem.unlock(chunk):
            self.kernel.report("not-locked", f"MemPtrUnlock of {chunk.describe()}, which is not locked")
            return memErrChunkNotLocked
        return 0

    @trap("MemHandleLockCount")
    def MemHandleLockCount(self, h: int) -> int:
        """UInt16 MemHandleLockCount(MemHandle h)"""
        chunk = self.handle_chunk(h, "MemHandleLockCount")
        return chunk.lock_count if chunk else 0

    @trap("MemPtrRecoverHandle")
    def MemPtrRecoverHandle(self, p: int) -> int:
        """MemHandle MemPtrRecoverHandle(MemPtr p)"""
        chunk = self.pointer_chunk(p, "MemPtrRecoverHandle")
        return chunk.handle if chunk and chunk.movable else 0

    @trap("MemHandleSize")
    def MemHandleSize(self, h: int) -> int:
        """UInt32 MemHandleSize(MemHandle h)"""
        chunk = self.handle_chunk(h, "MemHandleSize")
        return chunk.size if chunk else 0

    @trap("MemPtrSize")
    def MemPtrSize(self, p: int) -> int:
        """UInt32 MemPtrSize(MemPtr p)"""
        chunk = self.pointer_chunk(p, "MemPtrSize")
        return chunk.size if chunk else 0

    @trap("MemHandleResize")
    def MemHandleResize(self, h: int, newSize: int) -> int:
        """Err MemHandleResize(MemHandle h, UInt32 newSize)"""
        chunk = self.handle_chunk(h, "MemHandleResize")
        if chunk is None:
            return memErrInvalidParam
        if chunk.heap == STORAGE:
            self.kernel.report("storage-write", f"MemHandleResize of {chunk.describe()}: use DmResizeRecord")
            return memErrInvalidParam
        return self.mem.resize(chunk, newSize)

    @trap("MemPtrResize")
    def MemPtrResize(self, p: int, newSize: int) -> int:
        """Err MemPtrResize(MemPtr p, UInt32 newSize)"""
        chunk = self.pointer_chunk(p, "MemPtrResize")
        if chunk is None:
            return memErrInvalidParam
        if chunk.movable and newSize > chunk.size and chunk.lock_count:
            error = self.mem.resize(chunk, newSize)
            return memErrChunkLocked if error else 0
        return self.mem.resize(chunk, newSize)

    @trap("MemPtrSetOwner")
    def MemPtrSetOwner(self, p: int, owner: int) -> int:
        """Err MemPtrSetOwner(MemPtr p, UInt16 owner)"""
        chunk = self.pointer_chunk(p, "MemPtrSetOwner")
        if chunk is None:
            return memErrInvalidParam
        chunk.owner = owner
        return 0

    @trap("MemHandleSetOwner")
    def MemHandleSetOwner(self, h: int, owner: int) -> int:
        """Err MemHandleSetOwner(MemHandle h, UInt16 owner)"""
        chunk = self.handle_chunk(h, "MemHandleSetOwner")
        if chunk is None:
            return memErrInvalidParam
        chunk.owner = owner
        return 0

    @trap("MemHeapFreeBytes")
    def MemHeapFreeBytes(self, heapID: int, freeP: int, maxP: int) -> int:
        """Err MemHeapFreeBytes(UInt16 heapID, UInt32 *freeP, UInt32 *maxP)"""
        free = self.mem.heap_size - self.mem.dynamic_used if heapID == DYNAMIC_HEAP_ID else 0x100000
        self.mem.put_u32(freeP, free)
        self.mem.put_u32(maxP, max(free - 8, 0))
        return 0

    @trap("MemHeapSize")
    def MemHeapSize(self, heapID: int) -> int:
        """UInt32 MemHeapSize(UInt16 heapID)"""
        return self.mem.heap_size if heapID == DYNAMIC_HEAP_ID else 0x200000

    @trap("MemHeapID")
    def MemHeapID(self, cardNo: int, heapIndex: int) -> int:
        """UInt16 MemHeapID(UInt16 cardNo, UInt16 heapIndex)"""
        return heapIndex

    @trap("MemPtrHeapID")
    def MemPtrHeapID(self, p: int) -> int:
        """UInt16 MemPtrHeapID(MemPtr p)"""
        chunk = self.mem.chunk_containing(p)
        return STORAGE_HEAP_ID if chunk is not None and chunk.heap == STORAGE else DYNAMIC_HEAP_ID

    @trap("MemHeapDynamic")
    def MemHeapDynamic(self, heapID: int) -> int:
        """Boolean MemHeapDynamic(UInt16 heapID)"""
        return int(heapID == DYNAMIC_HEAP_ID)

    @trap("MemSetDebugMode")
    def MemSetDebugMode(self, flags: int) -> int:
        """Err MemSetDebugMode(UInt16 flags)"""
        return 0

    @trap("MemDebugMode")
    def MemDebugMode(self) -> int:
        """UInt16 MemDebugMode(void)"""
        return 0

    # -- the utilities ---------------------------------------------------------------------

    def check_write(self, address: int, size: int, what: str) -> bool:
        """Report a write the application could not make itself (storage heap, past a chunk)."""
        if size <= 0:
            return True
        chunk = self.mem.chunk_containing(address)
        if chunk is None or chunk.freed:
            kind, message = self.mem.classify(address, size, True)
            if chunk is None and kind == "unmapped" and self.mem.is_mapped(address, size):
                return True  # the emulator's own pages are not chunks
            self.kernel.report(kind, f"{what}: {message}")
            return False
        if chunk.heap == STORAGE:
            self.kernel.report("storage-write", f"{what} writes into {chunk.describe()}: use DmWrite")
            return False
        if chunk.movable and chunk.lock_count == 0:
            self.kernel.report(
                "unlocked-chunk", f"{what} writes into {chunk.describe()}, which is not locked"
            )
        if address + size > chunk.end and chunk.label != "stack" and chunk.heap == DYNAMIC:
            self.kernel.report(
                "chunk-overrun",
                f"{what} writes {address + size - chunk.end} bytes past the end of {chunk.describe()}",
            )
        return True

    @trap("MemMove")
    def MemMove(self, dstP: int, sP: int, numBytes: int) -> int:
        """Err MemMove(void *dstP, const void *sP, Int32 numBytes)  (a source that runs past the end of
        its chunk is reported, and read on as a device reads on into the heap)"""
        if numBytes > 0:
            self.mem.check_span(sP, numBytes)
            self.mem.check_span(dstP, numBytes, write=True)
        if numBytes > 0 and self.check_write(dstP, numBytes, "MemMove"):
            data, overrun = self.mem.read_past_end(sP, numBytes)
            if overrun is not None:
                self.kernel.report("chunk-overrun", f"MemMove {overrun}")
            self.mem.write(dstP, data)
        return 0

    @trap("MemSet")
    def MemSet(self, dstP: int, numBytes: int, value: int) -> int:
        """Err MemSet(void *dstP, Int32 numBytes, UInt8 value)"""
        if numBytes > 0:
            self.mem.check_span(dstP, numBytes, write=True)
        if numBytes > 0 and self.check_write(dstP, numBytes, "MemSet"):
            self.mem.write(dstP, bytes([value & 0xFF]) * numBytes)
        return 0

    @trap("MemCmp")
    def MemCmp(self, s1: int, s2: int, numBytes: int) -> int:
        """Int16 MemCmp(const void *s1, const void *s2, Int32 numBytes)"""
        if numBytes <= 0:
            return 0
        a, b = self.mem.read(s1, numBytes), self.mem.read(s2, numBytes)
        for x, y in zip(a, b, strict=True):
            if x != y:
                return x - y
        return 0


MANAGER = MemoryTraps
