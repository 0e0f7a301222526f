"""The Memory Manager's semaphore (``MemoryMgr.h``): ``MemSemaphoreReserve``, ``MemSemaphoreRelease``.

On Palm OS the storage heap is write-protected: records and resources change only through
``DmWrite`` and its friends. ``MemSemaphoreReserve(true)`` takes the memory semaphore with write
access, which lifts that protection until the matching ``MemSemaphoreRelease(true)``; games that
keep their level data in a database and patch it in place (Lemmings) do this. Reservations
nest: the protection comes back when the last write reservation is released. A reservation
without write access only keeps the heaps from being rearranged, which this emulator never does.
Releasing a semaphore nobody reserved is the application's fault on a device (a fatal "semaphore
count" error in a debug ROM): here it is reported and answered ``memErrInvalidParam``.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_sdk.errors import memErrInvalidParam


class SemaphoreTraps(Manager):
    """``MemSemaphoreReserve`` / ``MemSemaphoreRelease``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.readers = 0  # reservations without write access
        self.writers = 0  # reservations with write access

    @trap("MemSemaphoreReserve")
    def MemSemaphoreReserve(self, writeAccess: int) -> int:
        """Err MemSemaphoreReserve(Boolean writeAccess)"""
        if writeAccess:
            self.writers += 1
            self.mem.set_storage_writable(True)
        else:
            self.readers += 1
        return 0

    @trap("MemSemaphoreRelease")
    def MemSemaphoreRelease(self, writeAccess: int) -> int:
        """Err MemSemaphoreRelease(Boolean writeAccess)"""
        if writeAccess and self.writers:
            self.writers -= 1
            if not self.writers:
                self.mem.set_storage_writable(False)
            return 0
        if not writeAccess and self.readers:
            self.readers -= 1
            return 0
        kind = "write" if writeAccess else "read"
        self.kernel.report("bad-parameter", f"MemSemaphoreRelease: no {kind} reservation to release")
        return memErrInvalidParam


MANAGER = SemaphoreTraps
