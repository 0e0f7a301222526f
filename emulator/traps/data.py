"""Data Manager traps over the card of :mod:`emulator.databases`: databases and records (resources
in :mod:`emulator.traps.data_resources`, what the calls share in :mod:`emulator.traps.data_core`,
preferences in :mod:`emulator.traps.preferences`).

Databases are found by name or by type and creator, opened, created and deleted; records and
resources are handles to storage-heap chunks (locked with ``MemHandleLock``, changed only with
``DmWrite``, ``DmSet``, ``DmStrCopy``). A record taken with ``DmGetRecord`` or ``DmNewRecord``
is busy until ``DmReleaseRecord``. ``DmGetResource`` searches the open resource databases, the
most recently opened first, ending with the application's own. What a debug ROM stops for -
``DmWrite`` out of the bounds of its record, a write to a database opened read-only, a busy
record taken again - is reported.
"""

from __future__ import annotations

from emulator.databases import Db, Slot
from emulator.memory import OWNER_APP, STORAGE, Chunk, OutOfMemory
from emulator.traps import trap
from emulator.traps.data_core import fourcc
from emulator.traps.data_resources import ResourceCalls
from palm_sdk.databases import dmRecAttrBusy, dmRecAttrDelete, dmRecAttrDirty
from palm_sdk.errors import (
    dmErrAlreadyExists,
    dmErrCantFind,
    dmErrCantOpen,
    dmErrDatabaseOpen,
    dmErrDatabaseProtected,
    dmErrIndexOutOfRange,
    dmErrInvalidDatabaseName,
    dmErrInvalidParam,
    dmErrMemError,
    dmErrNotRecordDB,
    dmErrReadOnly,
    dmErrRecordBusy,
    dmErrUniqueIDNotFound,
    dmErrWriteOutOfBounds,
)
from palm_sdk.structs import SysDBListItemType
from prc_tools.formats.binary import decode_text, encode_text


class DataTraps(ResourceCalls):
    """``DataMgr.h`` and ``Preferences.h``: see the module docstring."""

    # -- databases -------------------------------------------------------------------------

    @trap("DmFindDatabase")
    def DmFindDatabase(self, cardNo: int, nameP: int) -> int:
        """LocalID DmFindDatabase(UInt16 cardNo, const Char *nameP)"""
        db = self.card.find(decode_text(self.mem.cstring(nameP, 32)))
        if db is None:
            self.last_err = dmErrCantFind
            return 0
        return db.local_id

    @trap("DmOpenDatabase")
    def DmOpenDatabase(self, cardNo: int, dbID: int, mode: int) -> int:
        """DmOpenRef DmOpenDatabase(UInt16 cardNo, LocalID dbID, UInt16 mode)"""
        db = self.card.by_id(dbID)
        if db is None:
            self.last_err = dmErrCantFind
            return 0
        return self._open(db, mode)

    def _open(self, db: Db, mode: int) -> int:
        try:
            ref = self.card.open_db(db, mode)
        except OutOfMemory:
            self.last_err = dmErrMemError
            return 0
        except (OSError, ValueError):
            self.last_err = dmErrCantOpen
            return 0
        self.last_err = 0
        return ref

    @trap("DmOpenDatabaseByTypeCreator")
    def DmOpenDatabaseByTypeCreator(self, type_: int, creator: int, mode: int) -> int:
        """DmOpenRef DmOpenDatabaseByTypeCreator(UInt32 type, UInt32 creator, UInt16 mode)"""
        found = self.card.by_type_creator(
            fourcc(type_) if type_ else None, fourcc(creator) if creator else None
        )
        if not found:
            self.last_err = dmErrCantFind
            return 0
        return self._open(found[0], mode)

    @trap("DmCreateDatabase")
    def DmCreateDatabase(self, cardNo: int, nameP: int, creator: int, type_: int, resDB: int) -> int:
        """Err DmCreateDatabase(UInt16 cardNo, const Char *nameP, UInt32 creator, UInt32 type,
        Boolean resDB)"""
        name = self.mem.cstring(nameP, 64)
        if not self._valid_name(name, "DmCreateDatabase"):
            return self._err(dmErrInvalidDatabaseName)
        text = decode_text(name)
        if self.card.find(text) is not None:
            return self._err(dmErrAlreadyExists)
        self.card.create(text, fourcc(creator), fourcc(type_), bool(resDB))
        return self._err(0)

    @trap("DmCloseDatabase")
    def DmCloseDatabase(self, dbP: int) -> int:
        """Err DmCloseDatabase(DmOpenRef dbP)"""
        opened = self._opened(dbP, "DmCloseDatabase")
        if opened is None:
            return dmErrInvalidParam
        launch = self.kernel.launch_state
        if launch is not None and dbP == launch.db_ref:
            self.kernel.report("bad-parameter", "DmCloseDatabase of the application's own database")
            return dmErrInvalidParam
        for slot in opened.db.slots or []:
            if slot.attributes & dmRecAttrBusy and opened.db.open_count == 1:
                self.kernel.report(
                    "busy-record", f"{opened.db.name!r} closed with a record still busy (no DmReleaseRecord)"
                )
                slot.attributes &= ~dmRecAttrBusy
        self.card.close(dbP)
        return self._err(0)

    @trap("DmDeleteDatabase")
    def DmDeleteDatabase(self, cardNo: int, dbID: int) -> int:
        """Err DmDeleteDatabase(UInt16 cardNo, LocalID dbID)"""
        db = self.card.by_id(dbID)
        if db is None:
            return self._err(dmErrCantFind)
        if db.open_count:  # the running application's own database among them
            return self._err(dmErrDatabaseOpen)
        if self.kernel.managers["DataProtectTraps"].protected(dbID):  # type: ignore[attr-defined]
            return self._err(dmErrDatabaseProtected)
        self.card.delete(db)  # one without a file (no --data-dir) is gone from memory
        return self._err(0)

    @trap("DmNumDatabases")
    def DmNumDatabases(self, cardNo: int) -> int:
        """UInt16 DmNumDatabases(UInt16 cardNo)"""
        return sum(1 for db in self.card.dbs if not db.deleted)

    @trap("DmGetDatabase")
    def DmGetDatabase(self, cardNo: int, index: int) -> int:
        """LocalID DmGetDatabase(UInt16 cardNo, UInt16 index)"""
        live = [db for db in self.card.dbs if not db.deleted]
        return live[index].local_id if index < len(live) else 0

    @trap("DmGetNextDatabaseByTypeCreator")
    def DmGetNextDatabaseByTypeCreator(
        self,
        newSearch: int,
        stateInfoP: int,
        type_: int,
        creator: int,
        onlyLatestVers: int,
        cardNoP: int,
        dbIDP: int,
    ) -> int:
        """Err DmGetNextDatabaseByTypeCreator(Boolean newSearch, DmSearchStatePtr stateInfoP, UInt32 type,
        UInt32 creator, Boolean onlyLatestVers, UInt16 *cardNoP, LocalID *dbIDP)  (the state holds the
        index of the next match; once none is left the answer is dmErrCantFind and *dbIDP is 0)"""
        found = self.card.by_type_creator(
            fourcc(type_) if type_ else None, fourcc(creator) if creator else None
        )
        if onlyLatestVers:
            latest: dict[tuple[str, str], Db] = {}
            for db in found:
                latest.setdefault((db.type, db.creator), db)
            found = list(latest.values())
        index = 0 if newSearch else self.mem.u32(stateInfoP) if stateInfoP else self.search_index
        if index >= len(found):  # no more: the ID is 0, which ends a loop ``while (dbID != 0)``
            if dbIDP:
                self.mem.put_u32(dbIDP, 0)
            return self._err(dmErrCantFind)
        if stateInfoP:
            self.mem.put_u32(stateInfoP, index + 1)
        self.search_index = index + 1
        if cardNoP:
            self.mem.put_u16(cardNoP, 0)
        self.mem.put_u32(dbIDP, found[index].local_id)
        return self._err(0)

    @trap("SysCreateDataBaseList")
    def SysCreateDataBaseList(
        self, type_: int, creator: int, dbCount: int, dbIDs: int, lookupName: int
    ) -> int:
        """Boolean SysCreateDataBaseList(UInt32 type, UInt32 creator, UInt16 *dbCount, MemHandle *dbIDs,
        Boolean lookupName)  (a handle of SysDBListItemType, 52 bytes each, sorted by name; no icons)"""
        found = self.card.by_type_creator(
            fourcc(type_) if type_ else None, fourcc(creator) if creator else None
        )
        found = sorted(found, key=lambda db: db.name.lower())
        self.mem.put_u16(dbCount, len(found))
        self.mem.put_u32(dbIDs, 0)
        if not found:
            return 0
        chunk = self.mem.allocate(
            DB_LIST_ITEM_SIZE * len(found), owner=OWNER_APP, movable=True, label="SysCreateDataBaseList",
            pc=self.kernel.trap_pc,
        )  # fmt: skip
        items = b"".join(
            SysDBListItemType.pack({
                "name": encode_text(db.name)[:31],
                "creator": int.from_bytes(db.creator.encode("latin-1"), "big"),
                "type": int.from_bytes(db.type.encode("latin-1"), "big"),
                "version": db.version, "dbID": db.local_id,
            })
            for db in found
        )  # fmt: skip
        self.mem.write(chunk.address, items)
        self.mem.put_u32(dbIDs, chunk.handle)
        return 1

    @trap("DmDatabaseInfo")
    def DmDatabaseInfo(
        self, cardNo: int, dbID: int, nameP: int, attributesP: int, versionP: int, crDateP: int,
        modDateP: int, bckUpDateP: int, modNumP: int, appInfoIDP: int, sortInfoIDP: int, typeP: int,
        creatorP: int,
    ) -> int:  # fmt: skip
        """Err DmDatabaseInfo(UInt16 cardNo, LocalID dbID, Char *nameP, UInt16 *attributesP, UInt16 *versionP,
        UInt32 *crDateP, UInt32 *modDateP, UInt32 *bckUpDateP, UInt32 *modNumP, LocalID *appInfoIDP,
        LocalID *sortInfoIDP, UInt32 *typeP, UInt32 *creatorP)"""
        db = self.card.by_id(dbID)
        if db is None:
            return self._err(dmErrCantFind)
        mem = self.mem
        if nameP:
            mem.write(nameP, encode_text(db.name) + b"\0")
        for pointer, value, size in (
            (attributesP, db.attributes, 2), (versionP, db.version, 2), (crDateP, db.creation, 4),
            (modDateP, db.modification, 4), (bckUpDateP, db.backup, 4), (modNumP, db.modification_number, 4),
            (appInfoIDP, 0, 4), (sortInfoIDP, 0, 4),
            (typeP, int.from_bytes(db.type.encode("latin-1"), "big"), 4),
            (creatorP, int.from_bytes(db.creator.encode("latin-1"), "big"), 4),
        ):  # fmt: skip
            if pointer:
                mem.write(pointer, (value & ((1 << (8 * size)) - 1)).to_bytes(size, "big"))
        return self._err(0)

    @trap("DmSetDatabaseInfo")
    def DmSetDatabaseInfo(
        self, cardNo: int, dbID: int, nameP: int, attributesP: int, versionP: int, crDateP: int,
        modDateP: int, bckUpDateP: int, modNumP: int, appInfoIDP: int, sortInfoIDP: int, typeP: int,
        creatorP: int,
    ) -> int:  # fmt: skip
        """Err DmSetDatabaseInfo(UInt16 cardNo, LocalID dbID, const Char *nameP, UInt16 *attributesP,
        UInt16 *versionP, UInt32 *crDateP, UInt32 *modDateP, UInt32 *bckUpDateP, UInt32 *modNumP,
        LocalID *appInfoIDP, LocalID *sortInfoIDP, UInt32 *typeP, UInt32 *creatorP)"""
        db = self.card.by_id(dbID)
        if db is None:
            return self._err(dmErrCantFind)
        mem = self.mem  # without a file (no --data-dir) the database keeps its info in memory
        if nameP:
            name = mem.cstring(nameP, 64)
            if not self._valid_name(name, "DmSetDatabaseInfo"):
                return self._err(dmErrInvalidDatabaseName)
            other = self.card.find(decode_text(name))
            if other is not None and other is not db:
                return self._err(dmErrAlreadyExists)
            self.card.rename(db, decode_text(name))
        if attributesP:
            db.attributes = (mem.u16(attributesP) & ~0x0001) | (db.attributes & 0x0001)
        if versionP:
            db.version = mem.u16(versionP)
        if crDateP:
            db.creation = mem.u32(crDateP)
        if modDateP:
            db.modification = mem.u32(modDateP)
        if bckUpDateP:
            db.backup = mem.u32(bckUpDateP)
        if modNumP:
            db.modification_number = mem.u32(modNumP)
        if typeP:
            db.type = fourcc(mem.u32(typeP))
        if creatorP:
            db.creator = fourcc(mem.u32(creatorP))
        db.dirty = True
        if db.open_count == 0:
            self.card.flush(db)
        return self._err(0)

    @trap("DmOpenDatabaseInfo")
    def DmOpenDatabaseInfo(
        self, dbP: int, dbIDP: int, openCountP: int, modeP: int, cardNoP: int, resDBP: int
    ) -> int:
        """Err DmOpenDatabaseInfo(DmOpenRef dbP, LocalID *dbIDP, UInt16 *openCountP, UInt16 *modeP,
        UInt16 *cardNoP, Boolean *resDBP)"""
        opened = self._opened(dbP, "DmOpenDatabaseInfo")
        if opened is None:
            return dmErrInvalidParam
        if dbIDP:
            self.mem.put_u32(dbIDP, opened.db.local_id)
        if openCountP:
            self.mem.put_u16(openCountP, opened.db.open_count)
        if modeP:
            self.mem.put_u16(modeP, opened.mode)
        if cardNoP:
            self.mem.put_u16(cardNoP, 0)
        if resDBP:
            self.mem.put_u8(resDBP, int(opened.db.resource))
        return 0

    @trap("DmGetLastErr")
    def DmGetLastErr(self) -> int:
        """Err DmGetLastErr(void)"""
        return self.last_err

    # -- records ---------------------------------------------------------------------------

    @trap("DmNumRecords")
    def DmNumRecords(self, dbP: int) -> int:
        """UInt16 DmNumRecords(DmOpenRef dbP)"""
        opened = self._opened(dbP, "DmNumRecords")
        return len(opened.db.slots or []) if opened else 0

    @trap("DmNumRecordsInCategory")
    def DmNumRecordsInCategory(self, dbP: int, category: int) -> int:
        """UInt16 DmNumRecordsInCategory(DmOpenRef dbP, UInt16 category)"""
        opened = self._opened(dbP, "DmNumRecordsInCategory")
        if opened is None:
            return 0
        return sum(
            1
            for s in opened.db.slots or []
            if not s.attributes & dmRecAttrDelete and (category == 0xFF or s.attributes & 0x0F == category)
        )

    @trap("DmNewRecord")
    def DmNewRecord(self, dbP: int, atP: int, size: int) -> int:
        """MemHandle DmNewRecord(DmOpenRef dbP, UInt16 *atP, UInt32 size)"""
        opened = self._opened(dbP, "DmNewRecord")
        if opened is None or not self._writable(opened, "DmNewRecord") or self._too_big(size, "DmNewRecord"):
            return 0
        db = opened.db
        if db.resource:
            self.last_err = dmErrNotRecordDB
            return 0
        slots = db.slots or []
        at = min(self.mem.u16(atP), len(slots)) if atP else len(slots)
        db.unique_id_seed += 1
        slot = Slot(
            bytes(size), attributes=dmRecAttrBusy | dmRecAttrDirty, unique_id=db.unique_id_seed & 0xFFFFFF
        )
        slots.insert(at, slot)
        db.slots = slots
        if atP:
            self.mem.put_u16(atP, at)
        chunk = self._chunk(db, slot)
        if chunk is None:
            slots.remove(slot)
            return 0
        self.card.touch(db)
        self.last_err = 0
        return chunk.handle

    @trap("DmNewHandle")
    def DmNewHandle(self, dbP: int, size: int) -> int:
        """MemHandle DmNewHandle(DmOpenRef dbP, UInt32 size)  (dbP may be NULL: the chunk is only in
        the storage heap, as Palm OS allows, until it is attached to a database)"""
        opened = self._opened(dbP, "DmNewHandle") if dbP else None
        if (opened is None and dbP) or self._too_big(size, "DmNewHandle"):
            return 0
        owner = f"DmNewHandle of {opened.db.name!r}" if opened is not None else "DmNewHandle(NULL)"
        try:
            chunk = self.mem.allocate(size, heap=STORAGE, movable=True, label=owner)
        except OutOfMemory:
            self.last_err = dmErrMemError
            return 0
        return chunk.handle

    @trap("DmGetRecord")
    def DmGetRecord(self, dbP: int, index: int) -> int:
        """MemHandle DmGetRecord(DmOpenRef dbP, UInt16 index)"""
        opened = self._opened(dbP, "DmGetRecord")
        if opened is None or not self._writable(opened, "DmGetRecord"):
            return 0
        slot = self._record(opened, index, "DmGetRecord")
        if slot is None:
            return 0
        if slot.attributes & dmRecAttrBusy:
            self.kernel.report(
                "busy-record", f"DmGetRecord of record {index} of {opened.db.name!r}, already busy"
            )
            self.last_err = dmErrRecordBusy
            return 0
        chunk = self._chunk(opened.db, slot)
        if chunk is None:
            return 0
        slot.attributes |= dmRecAttrBusy
        return chunk.handle

    @trap("DmQueryRecord")
    def DmQueryRecord(self, dbP: int, index: int) -> int:
        """MemHandle DmQueryRecord(DmOpenRef dbP, UInt16 index)"""
        opened = self._opened(dbP, "DmQueryRecord")
        if opened is None:
            return 0
        slot = self._record(opened, index, "DmQueryRecord")
        if slot is None or (slot.attributes & dmRecAttrDelete and not slot.data and slot.chunk is None):
            return 0
        chunk = self._chunk(opened.db, slot)
        return chunk.handle if chunk else 0

    @trap("DmReleaseRecord")
    def DmReleaseRecord(self, dbP: int, index: int, dirty: int) -> int:
        """Err DmReleaseRecord(DmOpenRef dbP, UInt16 index, Boolean dirty)"""
        opened = self._opened(dbP, "DmReleaseRecord")
        if opened is None:
            return dmErrInvalidParam
        slot = self._record(opened, index, "DmReleaseRecord")
        if slot is None:
            return self.last_err
        if not slot.attributes & dmRecAttrBusy:
            self.kernel.report(
                "busy-record", f"DmReleaseRecord of record {index} of {opened.db.name!r}, not busy"
            )
        slot.attributes &= ~dmRecAttrBusy
        if dirty:
            slot.attributes |= dmRecAttrDirty
            self.card.touch(opened.db)
        return self._err(0)

    @trap("DmRemoveRecord")
    def DmRemoveRecord(self, dbP: int, index: int) -> int:
        """Err DmRemoveRecord(DmOpenRef dbP, UInt16 index)"""
        opened = self._opened(dbP, "DmRemoveRecord")
        if opened is None or not self._writable(opened, "DmRemoveRecord"):
            return dmErrReadOnly
        slot = self._record(opened, index, "DmRemoveRecord")
        if slot is None:
            return self.last_err
        self._drop_chunk(slot)
        assert opened.db.slots is not None
        opened.db.slots.pop(index)
        self.card.touch(opened.db)
        return self._err(0)

    @trap("DmDeleteRecord")
    def DmDeleteRecord(self, dbP: int, index: int) -> int:
        """Err DmDeleteRecord(DmOpenRef dbP, UInt16 index)"""
        opened = self._opened(dbP, "DmDeleteRecord")
        if opened is None or not self._writable(opened, "DmDeleteRecord"):
            return dmErrReadOnly
        slot = self._record(opened, index, "DmDeleteRecord")
        if slot is None:
            return self.last_err
        self._drop_chunk(slot)
        slot.data = b""
        slot.attributes = (slot.attributes | dmRecAttrDelete | dmRecAttrDirty) & ~dmRecAttrBusy
        self.card.touch(opened.db)
        return self._err(0)

    @trap("DmArchiveRecord")
    def DmArchiveRecord(self, dbP: int, index: int) -> int:
        """Err DmArchiveRecord(DmOpenRef dbP, UInt16 index)"""
        opened = self._opened(dbP, "DmArchiveRecord")
        if opened is None or not self._writable(opened, "DmArchiveRecord"):
            return dmErrReadOnly
        slot = self._record(opened, index, "DmArchiveRecord")
        if slot is None:
            return self.last_err
        slot.data = slot.current(self.mem)
        self._drop_chunk(slot)
        slot.attributes |= dmRecAttrDelete | dmRecAttrDirty
        self.card.touch(opened.db)
        return self._err(0)

    @trap("DmResizeRecord")
    def DmResizeRecord(self, dbP: int, index: int, newSize: int) -> int:
        """MemHandle DmResizeRecord(DmOpenRef dbP, UInt16 index, UInt32 newSize)"""
        opened = self._opened(dbP, "DmResizeRecord")
        if (
            opened is None
            or not self._writable(opened, "DmResizeRecord")
            or self._too_big(newSize, "DmResizeRecord")
        ):
            return 0
        slot = self._record(opened, index, "DmResizeRecord")
        if slot is None:
            return 0
        chunk = self._chunk(opened.db, slot)
        if chunk is None:
            return 0
        error = self.mem.resize(chunk, newSize)
        if error:
            self.last_err = error
            return 0
        moved = self.mem.chunk_of_handle(chunk.handle)
        assert moved is not None
        slot.chunk = moved
        self.card.touch(opened.db)
        return moved.handle

    @trap("DmRecordInfo")
    def DmRecordInfo(self, dbP: int, index: int, attrP: int, uniqueIDP: int, chunkIDP: int) -> int:
        """Err DmRecordInfo(DmOpenRef dbP, UInt16 index, UInt16 *attrP, UInt32 *uniqueIDP,
        LocalID *chunkIDP)"""
        opened = self._opened(dbP, "DmRecordInfo")
        if opened is None:
            return dmErrInvalidParam
        slot = self._record(opened, index, "DmRecordInfo")
        if slot is None:
            return self.last_err
        if attrP:
            self.mem.put_u16(attrP, slot.attributes & 0xFF)
        if uniqueIDP:
            self.mem.put_u32(uniqueIDP, slot.unique_id)
        if chunkIDP:
            chunk = self._chunk(opened.db, slot)
            self.mem.put_u32(chunkIDP, chunk.handle if chunk else 0)
        return 0

    @trap("DmSetRecordInfo")
    def DmSetRecordInfo(self, dbP: int, index: int, attrP: int, uniqueIDP: int) -> int:
        """Err DmSetRecordInfo(DmOpenRef dbP, UInt16 index, UInt16 *attrP, UInt32 *uniqueIDP)"""
        opened = self._opened(dbP, "DmSetRecordInfo")
        if opened is None or not self._writable(opened, "DmSetRecordInfo"):
            return dmErrReadOnly
        slot = self._record(opened, index, "DmSetRecordInfo")
        if slot is None:
            return self.last_err
        if attrP:
            busy = slot.attributes & dmRecAttrBusy
            slot.attributes = (self.mem.u16(attrP) & 0xFF & ~dmRecAttrBusy) | busy
        if uniqueIDP:
            slot.unique_id = self.mem.u32(uniqueIDP) & 0xFFFFFF
        self.card.touch(opened.db)
        return 0

    @trap("DmFindRecordByID")
    def DmFindRecordByID(self, dbP: int, uniqueID: int, indexP: int) -> int:
        """Err DmFindRecordByID(DmOpenRef dbP, UInt32 uniqueID, UInt16 *indexP)"""
        opened = self._opened(dbP, "DmFindRecordByID")
        if opened is None:
            return dmErrInvalidParam
        for index, slot in enumerate(opened.db.slots or []):
            if slot.unique_id == uniqueID & 0xFFFFFF:
                self.mem.put_u16(indexP, index)
                return 0
        return dmErrUniqueIDNotFound

    @trap("DmMoveRecord")
    def DmMoveRecord(self, dbP: int, from_: int, to: int) -> int:
        """Err DmMoveRecord(DmOpenRef dbP, UInt16 from, UInt16 to)"""
        opened = self._opened(dbP, "DmMoveRecord")
        if opened is None or not self._writable(opened, "DmMoveRecord"):
            return dmErrReadOnly
        slots = opened.db.slots or []
        if not 0 <= from_ < len(slots) or not 0 <= to <= len(slots):
            return self._err(dmErrIndexOutOfRange)
        slot = slots.pop(from_)
        slots.insert(to - 1 if to > from_ else to, slot)
        self.card.touch(opened.db)
        return 0

    # -- writing ---------------------------------------------------------------------------

    def _target(self, recordP: int, offset: int, size: int, what: str) -> Chunk | None:
        chunk = self.mem.chunk_of_pointer(recordP)
        if chunk is None or chunk.heap != STORAGE:
            self.kernel.report(
                "bad-parameter",
                f"{what} was given {recordP:#010x}, not the start of a locked record or resource",
            )
            if chunk is None or offset < 0 or offset + size > chunk.size:
                return None
            # A release ROM writes into a dynamic chunk all the same (NS Basic's runtime does it).
        if chunk.movable and chunk.lock_count == 0:
            self.kernel.report("unlocked-chunk", f"{what} into {chunk.describe()}, which is not locked")
        if offset < 0 or offset + size > chunk.size:
            self.kernel.report(
                "write-out-of-bounds",
                f"{what} of {size} bytes at offset {offset} of {chunk.describe()} (it has {chunk.size})",
            )
            return None
        found = self.card.slot_of_chunk(chunk)
        if found is not None:
            self.card.touch(found[0])
        return chunk

    @trap("DmWrite")
    def DmWrite(self, recordP: int, offset: int, srcP: int, bytes_: int) -> int:
        """Err DmWrite(void *recordP, UInt32 offset, const void *srcP, UInt32 bytes)"""
        if self._target(recordP, offset, bytes_, "DmWrite") is None:
            return dmErrWriteOutOfBounds
        self.mem.write(recordP + offset, self.mem.read(srcP, bytes_))
        return 0

    @trap("DmSet")
    def DmSet(self, recordP: int, offset: int, bytes_: int, value: int) -> int:
        """Err DmSet(void *recordP, UInt32 offset, UInt32 bytes, UInt8 value)"""
        if self._target(recordP, offset, bytes_, "DmSet") is None:
            return dmErrWriteOutOfBounds
        self.mem.write(recordP + offset, bytes([value & 0xFF]) * bytes_)
        return 0

    @trap("DmStrCopy")
    def DmStrCopy(self, recordP: int, offset: int, srcP: int) -> int:
        """Err DmStrCopy(void *recordP, UInt32 offset, const Char *srcP)"""
        data = self.mem.cstring(srcP) + b"\0"
        if self._target(recordP, offset, len(data), "DmStrCopy") is None:
            return dmErrWriteOutOfBounds
        self.mem.write(recordP + offset, data)
        return 0

DB_LIST_ITEM_SIZE = SysDBListItemType.size

MANAGER = DataTraps
