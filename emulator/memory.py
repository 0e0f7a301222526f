"""The emulated Palm's address space: low memory, the dynamic and storage heaps, chunks and handles.

Address map (all of it big-endian 68k memory in unicorn):

=========================  ==================================================================
``0x00000000-0x00000FFF``  low memory (exception vectors, system globals): never mapped, so
                           every read or write there is caught and reported
``0x00100000-...``         the emulator's own pages: the return address of callbacks, the
                           master pointers of movable chunks
``0x01000000-0x0FFFFFFF``  the dynamic heap (``heap_size`` bytes, 96 KB by default, as a Palm III)
``0x10000000-0x1FFFFFFF``  the storage heap: resources and records of the open databases
``0xFFFFF000-0xFFFFFFFF``  where a device has the DragonBall's registers: not emulated. The
                           first access is reported (``hardware-register``); then the page is
                           plain memory (zeros at first), so the application goes on
=========================  ==================================================================

Every chunk (``MemPtrNew``, ``MemHandleNew``, a record, a resource, the stack, the globals) gets
pages of its own with an unmapped page after them, and chunks are placed at the end of their
pages, so the emulator catches - without watching each instruction - what POSE caught: access
to a freed chunk (its pages are unmapped and the address is never reused), to an unlocked
movable chunk (its pages are protected until ``MemHandleLock``), past the end of a chunk (the
guard page), below the stack (the stack starts a page), and any plain write to the storage heap
(never writable; ``DmWrite`` writes through the emulator). The size limit of the dynamic heap is
kept as bytes in use (chunk sizes plus an 8-byte header each), as Palm OS counts it.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from unicorn import (
    UC_ERR_READ_UNMAPPED,
    UC_ERR_WRITE_UNMAPPED,
    UC_PROT_ALL,
    UC_PROT_EXEC,
    UC_PROT_NONE,
    UC_PROT_READ,
    UC_PROT_WRITE,
    Uc,
    UcError,
)

from palm_sdk.errors import memErrChunkLocked, memErrInvalidParam, memErrNotEnoughSpace

PAGE = 0x1000
LOW_MEMORY_END = 0x1000
SYSTEM_BASE = 0x00100000
SENTINEL = SYSTEM_BASE  # return address of callbacks: execution stops there
MASTER_POINTERS = SYSTEM_BASE + PAGE  # handles point into these pages
MASTER_POINTER_PAGES = 64
DYNAMIC_BASE = 0x01000000
DYNAMIC_END = 0x10000000
STORAGE_BASE = 0x10000000
STORAGE_END = 0x20000000
HARDWARE_REGISTERS = 0xFFFFF000  # the DragonBall's registers on a device (LCD, timers, ports)
MAX_ACCESS = 32 << 20  # more than the largest heap (16 MB) and card of an emulated Palm
CHUNK_HEADER = 8  # bytes of a Palm OS 3.x chunk header, counted against the heap
MAX_CHUNK = 0x10000 - CHUNK_HEADER  # a record or resource: 64 KB with its header, as Palm OS 3.x heaps hold

DYNAMIC = "dynamic"
STORAGE = "storage"

OWNER_SYSTEM = 0
OWNER_APP = 1


def _pages(size: int) -> int:
    return max(1, (size + PAGE - 1) // PAGE)


@dataclass(eq=False)
class Chunk:
    """A memory chunk: where its data is, how big, which heap, who owns it, its lock count."""

    address: int
    size: int
    heap: str
    owner: int
    movable: bool
    label: str
    pc: int  # where it was allocated (for leak reports)
    map_start: int
    map_size: int
    handle: int = 0  # master pointer address of a movable chunk
    lock_count: int = 0
    freed: bool = False
    tag: object = field(default=None, repr=False)  # what the chunk is to its owner (a record ...)

    @property
    def end(self) -> int:
        return self.address + self.size

    def describe(self) -> str:
        kind = "movable" if self.movable else "fixed"
        return f"{self.label} ({kind} {self.heap} chunk of {self.size} bytes at {self.address:#010x})"


class OutOfMemory(Exception):
    """The dynamic heap (or the address space) has no room for a chunk."""


class Memory:
    """The address space and its chunks (see the module docstring)."""

    def __init__(
        self, uc: Uc, heap_size: int = 96 * 1024, fast_read: Callable[[int, int], bytes] | None = None
    ) -> None:
        self.uc = uc
        self._fast_read = fast_read
        self.heap_size = heap_size
        self.dynamic_used = 0
        self.dynamic_high_water = 0
        self.hardware_mapped = False
        self.storage_writable = False  # MemSemaphoreReserve(true) lifts the write protection
        self._next = {DYNAMIC: DYNAMIC_BASE, STORAGE: STORAGE_BASE}
        self._limit = {DYNAMIC: DYNAMIC_END, STORAGE: STORAGE_END}
        self.chunks: dict[int, Chunk] = {}  # data address -> live chunk
        self.handles: dict[int, Chunk] = {}  # master pointer address -> live movable chunk
        self._starts: list[int] = []  # map starts of live and freed chunks, sorted
        self._by_start: dict[int, Chunk] = {}
        self._free_master_pointers: list[int] = []
        self._next_master_pointer = MASTER_POINTERS
        self._temporary: list[tuple[str, int, int, int]] = []  # grants to undo at the next trap
        uc.mem_map(SYSTEM_BASE, PAGE, UC_PROT_READ | UC_PROT_EXEC)
        uc.mem_write(SENTINEL, bytes.fromhex("4AFC") * (PAGE // 2))  # ILLEGAL, never executed
        uc.mem_map(MASTER_POINTERS, MASTER_POINTER_PAGES * PAGE, UC_PROT_READ)

    # -- chunks ----------------------------------------------------------------------------

    def allocate(
        self,
        size: int,
        *,
        heap: str = DYNAMIC,
        owner: int = OWNER_APP,
        movable: bool = False,
        label: str = "chunk",
        pc: int = 0,
        data: bytes | None = None,
        at_page_start: bool = False,
        executable: bool = False,
    ) -> Chunk:
        """A new zeroed (or ``data``-filled) chunk; :class:`OutOfMemory` if the heap is full.

        Movable chunks start unlocked (inaccessible until locked); fixed ones are accessible
        (storage chunks read-only). ``at_page_start`` puts the data at the start of its pages
        (the stack: the unmapped page below it catches an overflow).
        """
        if size < 0:
            raise ValueError("negative chunk size")
        if heap == DYNAMIC and self.dynamic_used + size + CHUNK_HEADER > self.heap_size:
            raise OutOfMemory(f"the dynamic heap has {self.heap_size - self.dynamic_used} bytes free")
        pages = _pages(size)
        start = self._next[heap]
        if start + (pages + 1) * PAGE > self._limit[heap]:
            raise OutOfMemory(f"the {heap} heap's address space is exhausted")
        self._next[heap] = start + (pages + 1) * PAGE  # one unmapped guard page after each chunk
        map_size = pages * PAGE
        address = start if at_page_start else start + map_size - ((size + 3) & ~3)
        chunk = Chunk(address, size, heap, owner, movable, label, pc, start, map_size)
        chunk.tag = None
        self.uc.mem_map(start, map_size, UC_PROT_NONE)
        if data:
            self.uc.mem_write(address, bytes(data[:size]))
        self.chunks[address] = chunk
        bisect.insort(self._starts, start)
        self._by_start[start] = chunk
        if heap == DYNAMIC:
            self.dynamic_used += size + CHUNK_HEADER
            self.dynamic_high_water = max(self.dynamic_high_water, self.dynamic_used)
        if movable:
            chunk.handle = self._new_master_pointer(address)
            self.handles[chunk.handle] = chunk
        self._protect(chunk, executable=executable)
        return chunk

    def _new_master_pointer(self, address: int) -> int:
        if self._free_master_pointers:
            slot = self._free_master_pointers.pop()
        else:
            slot = self._next_master_pointer
            if slot >= MASTER_POINTERS + MASTER_POINTER_PAGES * PAGE:
                raise OutOfMemory("no master pointers left")
            self._next_master_pointer += 4
        self.uc.mem_write(slot, address.to_bytes(4, "big"))
        return slot

    def _protect(self, chunk: Chunk, executable: bool = False) -> None:
        if chunk.freed:
            return
        if chunk.movable and chunk.lock_count == 0:
            perms = UC_PROT_NONE
        elif chunk.heap == STORAGE and not self.storage_writable:
            perms = UC_PROT_READ | UC_PROT_EXEC
        else:
            perms = UC_PROT_ALL  # a 68000 has no no-execute: code may run from the dynamic heap
        if executable:
            perms |= UC_PROT_EXEC | UC_PROT_READ
        self.uc.mem_protect(chunk.map_start, chunk.map_size, perms)

    def set_storage_writable(self, writable: bool) -> None:
        """Lift (or restore) the storage heap's write protection, as ``MemSemaphoreReserve(true)``
        and its ``MemSemaphoreRelease`` do on Palm OS: every live storage chunk is re-protected."""
        if self.storage_writable == writable:
            return
        self.storage_writable = writable
        for chunk in self.live_chunks(STORAGE):
            self._protect(chunk)

    def free(self, chunk: Chunk) -> None:
        """Free a chunk: its pages are unmapped, and its addresses are never given out again."""
        if chunk.freed:
            raise ValueError(f"{chunk.describe()} was already freed")
        self.revoke_temporary()
        chunk.freed = True
        del self.chunks[chunk.address]
        if chunk.handle:
            del self.handles[chunk.handle]
            self.uc.mem_write(chunk.handle, bytes(4))
            self._free_master_pointers.append(chunk.handle)
        self.uc.mem_unmap(chunk.map_start, chunk.map_size)
        if chunk.heap == DYNAMIC:
            self.dynamic_used -= chunk.size + CHUNK_HEADER

    def lock(self, chunk: Chunk) -> int:
        """``MemHandleLock``: count a lock, make the chunk accessible, return its address."""
        chunk.lock_count += 1
        if chunk.lock_count == 1:
            self.revoke_temporary()
            self._protect(chunk)
        return chunk.address

    def unlock(self, chunk: Chunk) -> bool:
        """``MemHandleUnlock``: False if it was not locked (``memErrChunkNotLocked``)."""
        if chunk.lock_count == 0:
            return False
        chunk.lock_count -= 1
        if chunk.lock_count == 0:
            self.revoke_temporary()
            self._protect(chunk)
        return True

    def resize(self, chunk: Chunk, new_size: int) -> int:
        """``MemHandleResize`` / ``MemPtrResize``: 0 or a ``memErr`` code.

        A chunk shrinks in place. It grows in place only while its pages hold the new size
        after its current address; otherwise an unlocked movable chunk moves (its master
        pointer follows) and a fixed or locked one cannot grow (``memErrChunkLocked`` /
        ``memErrNotEnoughSpace``), as on Palm OS.
        """
        if new_size < 0:
            return memErrInvalidParam
        grow = new_size - chunk.size
        if chunk.heap == DYNAMIC and grow > 0 and self.dynamic_used + grow > self.heap_size:
            return memErrNotEnoughSpace
        if new_size <= chunk.map_start + chunk.map_size - chunk.address:
            if chunk.heap == DYNAMIC:
                self.dynamic_used += grow
                self.dynamic_high_water = max(self.dynamic_high_water, self.dynamic_used)
            if grow > 0:
                self.uc.mem_write(chunk.end, bytes(grow))
            chunk.size = new_size
            return 0
        if not chunk.movable:
            return memErrNotEnoughSpace
        if chunk.lock_count:
            return memErrChunkLocked
        data = self.read(chunk.address, chunk.size)
        try:
            moved = self.allocate(
                new_size, heap=chunk.heap, owner=chunk.owner, label=chunk.label, pc=chunk.pc, data=data
            )
        except OutOfMemory:
            return memErrNotEnoughSpace
        # The new chunk takes the old one's handle; the old pages go.
        handle = chunk.handle
        self.free(chunk)
        self.chunks[moved.address] = moved
        moved.movable = True
        moved.handle = handle
        self._free_master_pointers.remove(handle)
        self.handles[handle] = moved
        moved.tag = chunk.tag
        self.uc.mem_write(handle, moved.address.to_bytes(4, "big"))
        self._protect(moved)
        chunk.freed = True
        return 0

    def chunk_of_pointer(self, address: int) -> Chunk | None:
        """The live chunk whose data starts at ``address`` (``MemPtr`` arguments)."""
        return self.chunks.get(address)

    def chunk_of_handle(self, handle: int) -> Chunk | None:
        """The live movable chunk of a handle (``MemHandle`` arguments)."""
        return self.handles.get(handle)

    def chunk_containing(self, address: int) -> Chunk | None:
        """The chunk (live or freed) whose pages or guard page contain ``address``."""
        index = bisect.bisect_right(self._starts, address) - 1
        if index < 0:
            return None
        chunk = self._by_start[self._starts[index]]
        if address < chunk.map_start + chunk.map_size + PAGE:
            return chunk
        return None

    def map_hardware_registers(self) -> None:
        """Make the DragonBall register page plain zeroed memory (after the first access)."""
        if not self.hardware_mapped:
            self.uc.mem_map(HARDWARE_REGISTERS, PAGE, UC_PROT_READ | UC_PROT_WRITE)
            self.hardware_mapped = True

    def live_chunks(self, heap: str | None = None, owner: int | None = None) -> Iterator[Chunk]:
        for chunk in list(self.chunks.values()):
            if (heap is None or chunk.heap == heap) and (owner is None or chunk.owner == owner):
                yield chunk

    # -- what an address is ----------------------------------------------------------------

    def classify(self, address: int, size: int, write: bool) -> tuple[str, str]:
        """(violation kind, message) for an access the CPU was refused."""
        verb = "wrote" if write else "read"
        what = f"{verb} {size} byte{'s' if size != 1 else ''} at {address:#010x}"
        if address < LOW_MEMORY_END:
            return "low-memory", f"{what}, in low memory (a NULL or small pointer?)"
        if address >= HARDWARE_REGISTERS:
            return "hardware-register", f"{what}: a DragonBall hardware register (this device has none)"
        above = self.chunk_containing(address + PAGE)
        if above is not None and above.label == "stack" and address < above.map_start:
            return "stack-overflow", f"{what}, below the {above.size}-byte stack: it overflowed"
        chunk = self.chunk_containing(address)
        if chunk is not None:
            if chunk.freed:
                return "freed-chunk", f"{what}, in {chunk.describe()}, which was freed"
            if address >= chunk.map_start + chunk.map_size:
                if chunk.label == "stack":
                    return "stack-overflow", f"{what}, above the stack"
                return "chunk-overrun", f"{what}, past the end of {chunk.describe()}"
            if address < chunk.address:
                if chunk.label == "stack":
                    return "stack-overflow", f"{what}: the stack ({chunk.size} bytes) overflowed"
                return "chunk-underrun", f"{what}, before the start of {chunk.describe()}"
            if chunk.movable and chunk.lock_count == 0:
                return "unlocked-chunk", f"{what}, in {chunk.describe()}, which is not locked"
            if write and chunk.heap == STORAGE:
                return "storage-write", f"{what}, in {chunk.describe()}: use DmWrite"
        if STORAGE_BASE <= address < STORAGE_END:
            return "storage-heap", f"{what}, in the storage heap outside any open chunk"
        if write and SYSTEM_BASE <= address < DYNAMIC_BASE:
            return "system-memory", f"{what}, in memory of the system"
        return "unmapped", f"{what}, which is not memory of the device"

    # -- letting an access through (non-strict mode) ----------------------------------------

    def grant_temporarily(self, address: int) -> bool:
        """Make the page of ``address`` accessible until the next trap (POSE's "Continue")."""
        page = address & ~(PAGE - 1)
        chunk = self.chunk_containing(address)
        try:
            if (
                chunk is not None
                and not chunk.freed
                and chunk.map_start <= address < chunk.map_start + chunk.map_size
            ):
                self.uc.mem_protect(chunk.map_start, chunk.map_size, UC_PROT_ALL)
                self._temporary.append(("protect", chunk.map_start, chunk.map_size, id(chunk)))
            else:
                self.uc.mem_map(page, PAGE, UC_PROT_ALL)
                self._temporary.append(("map", page, PAGE, 0))
        except UcError:
            return False
        return True

    def revoke_temporary(self) -> None:
        """Undo every :meth:`grant_temporarily` (called at each trap)."""
        while self._temporary:
            action, start, size, _ = self._temporary.pop()
            if action == "map":
                self.uc.mem_unmap(start, size)
            else:
                chunk = self._by_start.get(start)
                if chunk is not None:
                    self._protect(chunk, executable=chunk.heap == STORAGE)

    @property
    def has_temporary(self) -> bool:
        return bool(self._temporary)

    # -- reading and writing for the traps ---------------------------------------------------

    @staticmethod
    def check_span(address: int, size: int, write: bool = False) -> None:
        """Refuse (``UcError``, as an unmapped access) a span larger than any memory an emulated
        Palm has, or past the 32-bit address space, before the host allocates anything for it."""
        if size > MAX_ACCESS or address < 0 or address + size > 0x100000000:
            raise UcError(UC_ERR_WRITE_UNMAPPED if write else UC_ERR_READ_UNMAPPED)

    def read(self, address: int, size: int) -> bytes:
        """Bytes of emulated memory (permissions do not apply: this is the OS reading)."""
        if size <= 0:
            return b""
        if size > MAX_ACCESS or address + size > 0x100000000:
            self.check_span(address, size)
        if self._fast_read is not None:
            return self._fast_read(address, size)
        return bytes(self.uc.mem_read(address, size))

    def read_past_end(self, address: int, size: int) -> tuple[bytes, str | None]:
        """Bytes a trap reads (``MemMove``'s source) that may run past the end of a chunk, as on a
        device, where the heap goes on after a chunk and the read gets the next chunk's bytes:
        here the part in the guard page after the chunk reads as zeros, and the message of the
        ``chunk-overrun`` comes back for the caller to report (None when nothing ran past). A
        span that starts outside a live chunk, or runs past anything else, raises ``UcError``."""
        try:
            return self.read(address, size), None
        except UcError:
            chunk = self.chunk_containing(address)
            if chunk is None or chunk.freed or size > MAX_ACCESS:
                raise
            end = chunk.map_start + chunk.map_size
            if not chunk.map_start <= address < end < address + size or address + size - end > PAGE:
                raise
            kind, message = self.classify(end, address + size - end, False)
            if kind != "chunk-overrun":
                raise
            return self.read(address, end - address) + bytes(address + size - end), message

    def write(self, address: int, data: bytes) -> None:
        """Write emulated memory as the OS (``DmWrite``, results of traps)."""
        if data:
            if len(data) > MAX_ACCESS or address + len(data) > 0x100000000:
                self.check_span(address, len(data), write=True)
            self.uc.mem_write(address, bytes(data))

    def u8(self, address: int) -> int:
        return self.read(address, 1)[0]

    def u16(self, address: int) -> int:
        return int.from_bytes(self.read(address, 2), "big")

    def u32(self, address: int) -> int:
        return int.from_bytes(self.read(address, 4), "big")

    def put_u8(self, address: int, value: int) -> None:
        self.write(address, bytes([value & 0xFF]))

    def put_u16(self, address: int, value: int) -> None:
        self.write(address, (value & 0xFFFF).to_bytes(2, "big"))

    def put_u32(self, address: int, value: int) -> None:
        self.write(address, (value & 0xFFFFFFFF).to_bytes(4, "big"))

    def cstring(self, address: int, limit: int = 0x10000) -> bytes:
        """A NUL-terminated string (without the NUL), read up to page ends so it never crosses
        into unmapped memory before its end."""
        out = bytearray()
        while len(out) < limit:
            step = min(PAGE - (address & (PAGE - 1)), 256)
            data = self.read(address, step)
            end = data.find(0)
            if end >= 0:
                out += data[:end]
                return bytes(out[:limit])
            out += data
            address += step
        return bytes(out[:limit])

    def is_mapped(self, address: int, size: int = 1) -> bool:
        """Whether ``size`` bytes from ``address`` are emulated memory at all."""
        try:
            self.uc.mem_read(address, max(size, 1))
        except UcError:
            return False
        return True
