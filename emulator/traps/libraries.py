"""Shared libraries: ``SysLibLoad``, ``SysLibFind``, ``SysLibRemove`` and the library traps.

A 68k library is a database of type ``libr`` (:mod:`palm_sdk.libraries`): one in the data
folder, or one given with ``palm-emu --lib FILE.prc`` (installed as if in ROM: read, never
written). ``SysLibLoad(type, creator)`` finds it on the card, locks its ``libr`` 0 resource
for as long as it is loaded, gives it the first free reference number and a
``SysLibTblEntryType`` (a system chunk), and calls its install function (68k code) with the two,
as Palm OS does; the library fills in its dispatch table. ``SysLibFind(name)`` finds a loaded
library by the name its dispatch table gives (entry 0); ``SysLibRemove`` unloads one.
``SysLibInstall(entry)`` installs a library whose code the application already holds (its own
code resource): a reference number and a table entry as ``SysLibLoad`` gives, no database.

A library trap (``sysLibTrapBase`` and up) is not a handler: the kernel asks
:meth:`LibraryTraps.dispatch` where it goes. Its first argument, on the stack, is the
reference number; the call continues in the library's code at entry ``trap - sysLibTrapBase``
of the dispatch table, with the return address after the trap word pushed, so the library's
``RTS`` comes back to the caller with the arguments where the caller left them.

A library that is not there is what a device says: ``sysErrLibNotFound`` from ``SysLibLoad``
and ``SysLibFind`` (the application shows its own "can't find" alert); a library trap with a
reference number that names no loaded library stops the application (``bad-library-call``), as
a device would crash jumping through nothing.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from emulator.memory import OWNER_SYSTEM, Chunk, OutOfMemory
from emulator.traps import Manager, trap
from palm_sdk.databases import dmModeReadOnly
from palm_sdk.errors import sysErrLibNotFound, sysErrNoFreeLibSlot, sysErrParamErr
from palm_sdk.libraries import (
    MAX_LIBRARIES,
    SYS_LIB_DB_ID,
    SYS_LIB_DISPATCH_TBL,
    SYS_LIB_TBL_ENTRY_SIZE,
    sysFileTLibrary,
    sysLibLoadRscID,
    sysLibTrapBase,
)


def fourcc(value: int) -> str:
    return value.to_bytes(4, "big").decode("latin-1")


@dataclass
class LoadedLibrary:
    """A library in the system's table."""

    ref_num: int
    name: str  # the name its dispatch table gives (SysLibFind's)
    entry: Chunk  # its SysLibTblEntryType
    code: Chunk | None  # its libr 0 resource, locked while it is loaded (None: SysLibInstall's)
    open_ref: int | None  # its database, open while it is loaded (None: SysLibInstall's)
    type: str
    creator: str


class LibraryTraps(Manager):
    """``SystemMgr.h`` shared libraries: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.table: dict[int, LoadedLibrary] = {}

    # -- the library traps -----------------------------------------------------------------

    def dispatch(self, number: int, pc: int) -> int:
        """Where library trap ``number`` (called at ``pc``) continues; the return address is pushed."""
        mem, cpu = self.mem, self.cpu
        sp = cpu.sp
        ref_num = mem.u16(sp)
        library = self.table.get(ref_num)
        if library is None:
            raise self.kernel.fault(
                "bad-library-call",
                f"library trap {number:#06x} with reference number {ref_num}, which names no loaded library",
                pc,
            )
        table = mem.u32(library.entry.address + SYS_LIB_DISPATCH_TBL)
        index = number - sysLibTrapBase
        offset = mem.u16(table + 2 * index)
        target = table + offset
        if index == 0 or not offset or not mem.is_mapped(target, 2):
            raise self.kernel.fault(
                "bad-library-call",
                f"library trap {number:#06x}: {library.name} has no entry {index} in its dispatch table",
                pc,
            )
        cpu.sp = sp - 4
        mem.put_u32(sp - 4, pc + 4)
        return target

    # -- loading ---------------------------------------------------------------------------

    def _name(self, entry: Chunk) -> str:
        table = self.mem.u32(entry.address + SYS_LIB_DISPATCH_TBL)
        if not table or not self.mem.is_mapped(table, 2):
            return ""
        return self.mem.cstring(table + self.mem.u16(table), 64).decode("latin-1")

    def load(self, type_: str, creator: str) -> tuple[int, int]:
        """Load the library of that type and creator: (error, reference number)."""
        for library in self.table.values():
            if (library.type, library.creator) == (type_, creator):
                return 0, library.ref_num  # loaded already: the same number, as Palm OS gives
        card = self.kernel.card
        found = card.by_type_creator(type_, creator)
        if not found:
            return sysErrLibNotFound, 0
        db = found[0]
        free = [n for n in range(MAX_LIBRARIES) if n not in self.table]
        if not free:
            return sysErrNoFreeLibSlot, 0
        ref = card.open_db(db, dmModeReadOnly)  # open while loaded: its code stays where it is
        slots = db.slots or []
        slot = next((s for s in slots if s.type == sysFileTLibrary and s.id == sysLibLoadRscID), None)
        if slot is None:
            card.close(ref)
            what = f"'{sysFileTLibrary}' {sysLibLoadRscID}"
            self.kernel.report("bad-library", f"SysLibLoad: {db.name!r} has no {what} resource")
            return sysErrLibNotFound, 0
        try:
            code = card.materialise(db, slot)
            self.mem.lock(code)
            entry = self.mem.allocate(
                SYS_LIB_TBL_ENTRY_SIZE, owner=OWNER_SYSTEM, label=f"library {db.name!r}"
            )
        except OutOfMemory:
            card.close(ref)
            return sysErrNoFreeLibSlot, 0
        self.mem.write(entry.address + SYS_LIB_DB_ID, struct.pack(">II", db.local_id, code.handle))
        library = LoadedLibrary(free[0], "", entry, code, ref, db.type, db.creator)
        self.table[library.ref_num] = library
        d0, _ = self.cpu.call(code.address, struct.pack(">HI", library.ref_num, entry.address))
        error = d0 & 0xFFFF
        if error:
            self.unload(library)
            return error, 0
        library.name = self._name(entry)
        return 0, library.ref_num

    def unload(self, library: LoadedLibrary) -> None:
        del self.table[library.ref_num]
        self.mem.free(library.entry)
        if library.code is not None and not library.code.freed and library.code.lock_count:
            self.mem.unlock(library.code)
        if library.open_ref is not None and self.kernel.card.opened(library.open_ref) is not None:
            self.kernel.card.close(library.open_ref)

    # -- the traps -------------------------------------------------------------------------

    @trap("SysLibLoad")
    def SysLibLoad(self, libType: int, libCreator: int, refNumP: int) -> int:
        """Err SysLibLoad(UInt32 libType, UInt32 libCreator, UInt16 *refNumP)"""
        error, ref_num = self.load(fourcc(libType), fourcc(libCreator))
        if not error and refNumP:
            self.mem.put_u16(refNumP, ref_num)
        return error

    @trap("SysLibInstall")
    def SysLibInstall(self, libraryP: int, refNumP: int) -> int:
        """Err SysLibInstall(SysLibEntryProcPtr libraryP, UInt16 *refNumP)  (a library whose code
        is already in memory, an application's own: its install function is called as SysLibLoad's)"""
        if not libraryP or libraryP & 1 or not self.mem.is_mapped(libraryP, 2):
            self.kernel.report("bad-parameter", f"SysLibInstall was given {libraryP:#010x}, which is no code")
            return sysErrParamErr
        free = [n for n in range(MAX_LIBRARIES) if n not in self.table]
        if not free:
            return sysErrNoFreeLibSlot
        try:
            entry = self.mem.allocate(
                SYS_LIB_TBL_ENTRY_SIZE, owner=OWNER_SYSTEM, label="an installed library"
            )
        except OutOfMemory:
            return sysErrNoFreeLibSlot
        code = self.mem.chunk_containing(libraryP)
        if code is not None and (not code.movable or code.freed):
            code = None
        if code is not None:
            self.mem.lock(code)  # its code stays where it is while installed, as a loaded one's
        library = LoadedLibrary(free[0], "", entry, code, None, "", "")
        self.table[library.ref_num] = library
        d0, _ = self.cpu.call(libraryP, struct.pack(">HI", library.ref_num, entry.address))
        error = d0 & 0xFFFF
        if error:
            self.unload(library)
            return error
        library.name = self._name(entry)
        if refNumP:
            self.mem.put_u16(refNumP, library.ref_num)
        return 0

    @trap("SysLibFind")
    def SysLibFind(self, nameP: int, refNumP: int) -> int:
        """Err SysLibFind(const Char *nameP, UInt16 *refNumP)"""
        name = self.mem.cstring(nameP, 64).decode("latin-1") if nameP else ""
        for library in self.table.values():
            if library.name == name:
                if refNumP:
                    self.mem.put_u16(refNumP, library.ref_num)
                return 0
        return sysErrLibNotFound

    @trap("SysLibRemove")
    def SysLibRemove(self, refNum: int) -> int:
        """Err SysLibRemove(UInt16 refNum)"""
        library = self.table.get(refNum)
        if library is None:
            self.kernel.report("bad-parameter", f"SysLibRemove({refNum}): no library has that number")
            return sysErrParamErr
        self.unload(library)
        return 0

    @trap("SysLibTblEntry")
    def SysLibTblEntry(self, refNum: int) -> int:
        """SysLibTblEntryPtr SysLibTblEntry(UInt16 refNum)"""
        library = self.table.get(refNum)
        return library.entry.address if library is not None else 0


MANAGER = LibraryTraps
