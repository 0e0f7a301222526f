"""Local IDs (``MemoryMgr.h``): a chunk named independently of where its card is mapped.

On a Palm a ``LocalID`` is an offset from the card's base; the emulated card starts at address
0, so a chunk's local ID is its address: a fixed chunk's is its data, a movable chunk's is its
handle (the master pointer) with bit 0 set (``memIDHandle``; a 68000 address of a master
pointer is even, so the bit is free). A record's ``chunkID`` from ``DmRecordInfo`` (the handle
itself, bit 0 clear) is taken as a handle too. ``MemLocalIDToLockedPtr`` locks a movable chunk.
"""

from __future__ import annotations

from emulator.traps import Manager, trap

memIDPtr = 0  # enum LocalIDKind (MemoryMgr.h)
memIDHandle = 1


class LocalIDTraps(Manager):
    """``MemoryMgr.h`` local IDs: see the module docstring."""

    def _handle(self, local: int) -> int:
        """The handle a local ID names, or 0 if it names no movable chunk."""
        handle = local & ~1
        return handle if handle and self.mem.chunk_of_handle(handle) is not None else 0

    @trap("MemHandleToLocalID")
    def MemHandleToLocalID(self, h: int) -> int:
        """LocalID MemHandleToLocalID(MemHandle h)"""
        if self.mem.chunk_of_handle(h) is None:
            self.kernel.report("bad-parameter", f"MemHandleToLocalID was given {h:#010x}, not a live handle")
            return 0
        return h | memIDHandle

    @trap("MemPtrToLocalID")
    def MemPtrToLocalID(self, p: int) -> int:
        """LocalID MemPtrToLocalID(MemPtr p)"""
        if self.mem.chunk_of_pointer(p) is None:
            self.kernel.report("bad-parameter", f"MemPtrToLocalID was given {p:#010x}, not a chunk")
            return 0
        return p

    @trap("MemLocalIDKind")
    def MemLocalIDKind(self, local: int) -> int:
        """LocalIDKind MemLocalIDKind(LocalID local)"""
        return memIDHandle if local & 1 or self._handle(local) else memIDPtr

    @trap("MemLocalIDToGlobal")
    def MemLocalIDToGlobal(self, local: int, cardNo: int) -> int:
        """MemPtr MemLocalIDToGlobal(LocalID local, UInt16 cardNo)  (a handle or a pointer)"""
        return self._handle(local) or local

    @trap("MemLocalIDToPtr")
    def MemLocalIDToPtr(self, local: int, cardNo: int) -> int:
        """MemPtr MemLocalIDToPtr(LocalID local, UInt16 cardNo)  (a handle's data, not locked)"""
        handle = self._handle(local)
        if handle:
            chunk = self.mem.chunk_of_handle(handle)
            return chunk.address if chunk is not None else 0
        return local

    @trap("MemLocalIDToLockedPtr")
    def MemLocalIDToLockedPtr(self, local: int, cardNo: int) -> int:
        """MemPtr MemLocalIDToLockedPtr(LocalID local, UInt16 cardNo)"""
        handle = self._handle(local)
        if handle:
            chunk = self.mem.chunk_of_handle(handle)
            return self.mem.lock(chunk) if chunk is not None else 0
        return local


MANAGER = LocalIDTraps
