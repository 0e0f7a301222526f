"""Data Manager, resource and preference traps over the card of :mod:`emulator.databases`.

Databases are found by name or by type and creator, opened, created and deleted; records and
resources are handles to storage-heap chunks (locked with ``MemHandleLock``, changed only with
``DmWrite``, ``DmSet``, ``DmStrCopy``). A record taken with ``DmGetRecord`` or ``DmNewRecord``
is busy until ``DmReleaseRecord``. ``DmGetResource`` searches the open resource databases, the
most recently opened first, ending with the application's own. What a debug ROM stops for -
``DmWrite`` out of the bounds of its record, a write to a database opened read-only, a busy
record taken again - is reported.

Preferences (``PrefGetAppPreferences``, ``PrefSetAppPreferences``) are kept as Palm OS keeps
them: resources of the databases "Saved Preferences" and "Unsaved Preferences" (type ``sprf``,
creator ``psys``), resource type = the application's creator, id = its preference id, data = the
2-byte version followed by the preference bytes; on the card they are ``.prc`` files beside the
others.
"""

from __future__ import annotations

import struct

from emulator.databases import Db, OpenDb, Slot
from emulator.memory import MAX_CHUNK, OWNER_APP, STORAGE, Chunk, OutOfMemory
from emulator.traps import Manager, trap
from palm_sdk.databases import dmModeWrite, dmRecAttrBusy, dmRecAttrDelete, dmRecAttrDirty
from palm_sdk.errors import (
    dmErrAlreadyExists,
    dmErrCantFind,
    dmErrCantOpen,
    dmErrDatabaseOpen,
    dmErrIndexOutOfRange,
    dmErrInvalidDatabaseName,
    dmErrInvalidParam,
    dmErrMemError,
    dmErrNoOpenDatabase,
    dmErrNotRecordDB,
    dmErrNotResourceDB,
    dmErrReadOnly,
    dmErrRecordBusy,
    dmErrResourceNotFound,
    dmErrUniqueIDNotFound,
    dmErrWriteOutOfBounds,
)
from palm_sdk.structs import SysDBListItemType
from palm_sdk.system import (
    SAVED_PREFERENCES_DB,
    UNSAVED_PREFERENCES_DB,
    noPreferenceFound,
    preferenceDataVer8,
    sysFileCSystem,
    sysFileTPreferences,
    sysFileTSavedPreferences,
)
from palm_sdk.system import SystemPreferencesChoice as Pref
from prc_tools.formats.binary import decode_text, encode_text


def fourcc(code: int) -> str:
    return (code & 0xFFFFFFFF).to_bytes(4, "big").decode("latin-1")


class DataTraps(Manager):
    """``DataMgr.h`` and ``Preferences.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.card = self.kernel.card
        self.card.now = self.kernel.seconds
        self.last_err = 0
        self.search_index = 0

    def _err(self, code: int) -> int:
        self.last_err = code
        return code

    def _opened(self, ref: int, what: str) -> OpenDb | None:
        opened = self.card.opened(ref)
        if opened is None:
            self.kernel.report(
                "bad-parameter", f"{what} was given {ref:#010x}, which is not an open database"
            )
            self.last_err = dmErrNoOpenDatabase
        return opened

    def _writable(self, opened: OpenDb, what: str) -> bool:
        if not opened.mode & dmModeWrite:
            self.last_err = dmErrReadOnly
            return False
        return True

    def _record(self, opened: OpenDb, index: int, what: str) -> Slot | None:
        slots = opened.db.slots or []
        if opened.db.resource:
            self.last_err = dmErrNotRecordDB
            return None
        if not 0 <= index < len(slots):
            self.last_err = dmErrIndexOutOfRange
            return None
        return slots[index]

    def _valid_name(self, name: bytes, what: str) -> bool:
        """A database name is 1 to 31 bytes, none of them a control character (the header of a
        database file holds nothing else): otherwise reported, as a debug ROM does."""
        if 0 < len(name) <= 31 and min(name) >= 0x20:
            return True
        self.kernel.report("bad-parameter", f"{what}: {name[:40]!r} is not a database name "
                           "(1 to 31 characters, no control characters)")  # fmt: skip
        return False

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
        UInt32 creator, Boolean onlyLatestVers, UInt16 *cardNoP, LocalID *dbIDP)"""
        found = self.card.by_type_creator(
            fourcc(type_) if type_ else None, fourcc(creator) if creator else None
        )
        if onlyLatestVers:
            latest: dict[tuple[str, str], Db] = {}
            for db in found:
                latest.setdefault((db.type, db.creator), db)
            found = list(latest.values())
        index = 0 if newSearch else self.mem.u32(stateInfoP) if stateInfoP else self.search_index
        if index >= len(found):
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

    def _chunk(self, db: Db, slot: Slot) -> Chunk | None:
        try:
            return self.card.materialise(db, slot)
        except OutOfMemory:
            self.last_err = dmErrMemError
            return None

    def _too_big(self, size: int, what: str) -> bool:
        """A record or resource over 64 KB: reported, as the debug ROM does, and refused
        (``dmErrMemError``) before anything is allocated."""
        if size <= MAX_CHUNK:
            return False
        self.kernel.report("bad-parameter", f"{what} of {size:,} bytes: a chunk holds at most {MAX_CHUNK:,}")
        self.last_err = dmErrMemError
        return True

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

    def _drop_chunk(self, slot: Slot) -> None:
        if slot.chunk is not None and not slot.chunk.freed:
            if slot.chunk.lock_count:
                self.kernel.report("locked-chunk", f"{slot.chunk.describe()} removed while locked")
            self.mem.free(slot.chunk)
        slot.chunk = None

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
            return None
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

    # -- resources -------------------------------------------------------------------------

    def find_resource(self, type_: str, id_: int, only_top: bool = False) -> tuple[Db, Slot] | None:
        """A resource of the open resource databases, the most recently opened first."""
        dbs = self.card.resource_dbs()
        for db in dbs[:1] if only_top else dbs:
            for slot in db.slots or []:
                if slot.type == type_ and slot.id == id_:
                    return db, slot
        return None

    def resource_bytes(self, type_: str, id_: int) -> bytes | None:
        """The bytes of a resource (the UI managers read forms, strings ... this way)."""
        found = self.find_resource(type_, id_)
        return found[1].current(self.mem) if found else None

    @trap("DmGetResource")
    def DmGetResource(self, type_: int, resID: int) -> int:
        """MemHandle DmGetResource(DmResType type, DmResID resID)"""
        found = self.find_resource(fourcc(type_), resID)
        if found is None:
            self.last_err = dmErrResourceNotFound
            return 0
        chunk = self._chunk(*found)
        return chunk.handle if chunk else 0

    @trap("DmGet1Resource")
    def DmGet1Resource(self, type_: int, resID: int) -> int:
        """MemHandle DmGet1Resource(DmResType type, DmResID resID)"""
        found = self.find_resource(fourcc(type_), resID, only_top=True)
        if found is None:
            self.last_err = dmErrResourceNotFound
            return 0
        chunk = self._chunk(*found)
        return chunk.handle if chunk else 0

    @trap("DmReleaseResource")
    def DmReleaseResource(self, resourceH: int) -> int:
        """Err DmReleaseResource(MemHandle resourceH)"""
        chunk = self.mem.chunk_of_handle(resourceH)
        if chunk is None or chunk.heap != STORAGE:
            self.kernel.report(
                "bad-parameter", f"DmReleaseResource was given {resourceH:#010x}, not a resource"
            )
            return dmErrInvalidParam
        return 0

    def _resource_db(self, dbP: int, what: str) -> OpenDb | None:
        opened = self._opened(dbP, what)
        if opened is not None and not opened.db.resource:
            self.last_err = dmErrNotResourceDB
            return None
        return opened

    @trap("DmNumResources")
    def DmNumResources(self, dbP: int) -> int:
        """UInt16 DmNumResources(DmOpenRef dbP)"""
        opened = self._resource_db(dbP, "DmNumResources")
        return len(opened.db.slots or []) if opened else 0

    @trap("DmGetResourceIndex")
    def DmGetResourceIndex(self, dbP: int, index: int) -> int:
        """MemHandle DmGetResourceIndex(DmOpenRef dbP, UInt16 index)"""
        opened = self._resource_db(dbP, "DmGetResourceIndex")
        if opened is None or not 0 <= index < len(opened.db.slots or []):
            self.last_err = dmErrIndexOutOfRange
            return 0
        assert opened.db.slots is not None
        chunk = self._chunk(opened.db, opened.db.slots[index])
        return chunk.handle if chunk else 0

    @trap("DmFindResource")
    def DmFindResource(self, dbP: int, resType: int, resID: int, resH: int) -> int:
        """UInt16 DmFindResource(DmOpenRef dbP, DmResType resType, DmResID resID, MemHandle resH)"""
        opened = self._resource_db(dbP, "DmFindResource")
        if opened is None:
            return 0xFFFF
        for index, slot in enumerate(opened.db.slots or []):
            if resH:
                if slot.chunk is not None and slot.chunk.handle == resH:
                    return index
            elif slot.type == fourcc(resType) and slot.id == resID:
                return index
        return 0xFFFF

    @trap("DmFindResourceType")
    def DmFindResourceType(self, dbP: int, resType: int, typeIndex: int) -> int:
        """UInt16 DmFindResourceType(DmOpenRef dbP, DmResType resType, UInt16 typeIndex)"""
        opened = self._resource_db(dbP, "DmFindResourceType")
        if opened is None:
            return 0xFFFF
        matches = [i for i, s in enumerate(opened.db.slots or []) if s.type == fourcc(resType)]
        return matches[typeIndex] if typeIndex < len(matches) else 0xFFFF

    @trap("DmResourceInfo")
    def DmResourceInfo(self, dbP: int, index: int, resTypeP: int, resIDP: int, chunkLocalIDP: int) -> int:
        """Err DmResourceInfo(DmOpenRef dbP, UInt16 index, DmResType *resTypeP, DmResID *resIDP,
        LocalID *chunkLocalIDP)"""
        opened = self._resource_db(dbP, "DmResourceInfo")
        if opened is None or not 0 <= index < len(opened.db.slots or []):
            return self._err(dmErrIndexOutOfRange)
        assert opened.db.slots is not None
        slot = opened.db.slots[index]
        if resTypeP:
            self.mem.put_u32(resTypeP, int.from_bytes(slot.type.encode("latin-1"), "big"))
        if resIDP:
            self.mem.put_u16(resIDP, slot.id)
        if chunkLocalIDP:
            chunk = self._chunk(opened.db, slot)
            self.mem.put_u32(chunkLocalIDP, chunk.handle if chunk else 0)
        return 0

    @trap("DmNewResource")
    def DmNewResource(self, dbP: int, resType: int, resID: int, size: int) -> int:
        """MemHandle DmNewResource(DmOpenRef dbP, DmResType resType, DmResID resID, UInt32 size)"""
        opened = self._resource_db(dbP, "DmNewResource")
        if (
            opened is None
            or not self._writable(opened, "DmNewResource")
            or self._too_big(size, "DmNewResource")
        ):
            return 0
        slot = Slot(bytes(size), type=fourcc(resType), id=resID)
        assert opened.db.slots is not None
        opened.db.slots.append(slot)
        chunk = self._chunk(opened.db, slot)
        if chunk is None:
            opened.db.slots.remove(slot)
            return 0
        self.card.touch(opened.db)
        return chunk.handle

    @trap("DmRemoveResource")
    def DmRemoveResource(self, dbP: int, index: int) -> int:
        """Err DmRemoveResource(DmOpenRef dbP, UInt16 index)"""
        opened = self._resource_db(dbP, "DmRemoveResource")
        if opened is None or not self._writable(opened, "DmRemoveResource"):
            return dmErrReadOnly
        slots = opened.db.slots or []
        if not 0 <= index < len(slots):
            return self._err(dmErrIndexOutOfRange)
        self._drop_chunk(slots.pop(index))
        self.card.touch(opened.db)
        return 0

    @trap("DmResizeResource")
    def DmResizeResource(self, resourceH: int, newSize: int) -> int:
        """MemHandle DmResizeResource(MemHandle resourceH, UInt32 newSize)"""
        if self._too_big(newSize, "DmResizeResource"):
            return 0
        chunk = self.mem.chunk_of_handle(resourceH)
        found = self.card.slot_of_chunk(chunk) if chunk else None
        if chunk is None or found is None:
            self.kernel.report(
                "bad-parameter", f"DmResizeResource was given {resourceH:#010x}, not a resource"
            )
            return 0
        error = self.mem.resize(chunk, newSize)
        if error:
            self.last_err = error
            return 0
        moved = self.mem.chunk_of_handle(resourceH)
        assert moved is not None
        found[1].chunk = moved
        self.card.touch(found[0])
        return resourceH

    @trap("SysCopyStringResource")
    def SysCopyStringResource(self, string: int, theID: int) -> None:
        """void SysCopyStringResource(Char *string, Int16 theID)"""
        data = self.resource_bytes("tSTR", theID)
        if data is None:
            self.kernel.report("missing-resource", f"SysCopyStringResource({theID}): no tSTR {theID}")
            data = b""
        text = data.split(b"\0", 1)[0]
        memory = self.kernel.managers["MemoryTraps"]
        if memory.check_write(string, len(text) + 1, "SysCopyStringResource"):  # type: ignore[attr-defined]
            self.mem.write(string, text + b"\0")

    @trap("SysStringByIndex")
    def SysStringByIndex(self, resID: int, index: int, strP: int, maxLen: int) -> int:
        """Char *SysStringByIndex(UInt16 resID, UInt16 index, Char *strP, UInt16 maxLen)
        (a tSTL: the prefix, then the string at index; "" past the end)"""
        data = self.resource_bytes("tSTL", resID)
        text = b""
        if data is not None:
            prefix, _, rest = data.partition(b"\0")
            count = int.from_bytes(rest[:2], "big") if len(rest) >= 2 else 0
            strings = rest[2:].split(b"\0")
            text = prefix + (strings[index] if index < min(count, len(strings)) else b"")
        else:
            self.kernel.report("missing-resource", f"SysStringByIndex({resID}): no tSTL {resID}")
        if maxLen > 0:
            self.mem.write(strP, text[: maxLen - 1] + b"\0")
        return strP

    # -- preferences -----------------------------------------------------------------------

    def _prefs_db(self, saved: bool, create: bool) -> Db | None:
        name = SAVED_PREFERENCES_DB if saved else UNSAVED_PREFERENCES_DB
        db = self.card.find(name)
        if db is None and create:
            kind = sysFileTSavedPreferences if saved else sysFileTPreferences
            db = self.card.create(name, sysFileCSystem, kind, True)
        if db is not None and db.slots is None and db.path is not None:
            self.card._load(db)
        return db

    @trap("PrefGetAppPreferences")
    def PrefGetAppPreferences(self, creator: int, id_: int, prefs: int, prefsSize: int, saved: int) -> int:
        """Int16 PrefGetAppPreferences(UInt32 creator, UInt16 id, void *prefs, UInt16 *prefsSize,
        Boolean saved)"""
        db = self._prefs_db(bool(saved), create=False)
        slot = None
        if db is not None:
            slot = next((s for s in db.slots or [] if s.type == fourcc(creator) and s.id == id_), None)
        if slot is None or len(slot.data) < 2:
            return noPreferenceFound
        version = int.from_bytes(slot.data[:2], "big", signed=True)
        body = slot.data[2:]
        if prefsSize:
            room = self.mem.u16(prefsSize)
            if prefs:
                self.mem.write(prefs, body[:room])
            self.mem.put_u16(prefsSize, len(body))
        return version

    @trap("PrefSetAppPreferences")
    def PrefSetAppPreferences(
        self, creator: int, id_: int, version: int, prefs: int, prefsSize: int, saved: int
    ) -> None:
        """void PrefSetAppPreferences(UInt32 creator, UInt16 id, Int16 version, const void *prefs,
        UInt16 prefsSize, Boolean saved)"""
        db = self._prefs_db(bool(saved), create=True)
        assert db is not None and db.slots is not None
        data = (version & 0xFFFF).to_bytes(2, "big") + (self.mem.read(prefs, prefsSize) if prefs else b"")
        for slot in db.slots:
            if slot.type == fourcc(creator) and slot.id == id_:
                slot.data = data
                break
        else:
            db.slots.append(Slot(data, type=fourcc(creator), id=id_))
        self.card.touch(db)
        if db.open_count == 0:
            self.card.flush(db)

    @trap("PrefGetPreference")
    def PrefGetPreference(self, choice: int) -> int:
        """UInt32 PrefGetPreference(SystemPreferencesChoice choice)"""
        if choice not in Pref._value2member_map_:
            self.kernel.report("bad-parameter", f"PrefGetPreference({choice}): no such preference")
            return 0
        return SYSTEM_PREFERENCES.get(Pref(choice), 0)

    @trap("PrefGetPreferences")
    def PrefGetPreferences(self, p: int) -> None:
        """void PrefGetPreferences(SystemPreferencesPtr p)  (the Palm OS 3.5 structure, 86 bytes)"""
        self.mem.write(p, system_preferences())


DB_LIST_ITEM_SIZE = SysDBListItemType.size

# This device's settings: a United States Palm OS 3.5 handheld as it leaves the factory
# (cUnitedStates, dfMDYWithSlashes, dfMDYLongWithComma, tfColonAMPM, sounds on at sndMaxAmp,
# two minutes to auto-off); what is not listed is 0.
SYSTEM_PREFERENCES = {
    Pref.prefVersion: preferenceDataVer8,
    Pref.prefCountry: 23,
    Pref.prefLongDateFormat: 7,
    Pref.prefAutoOffDuration: 2,
    Pref.prefAnimationLevel: 2,
    Pref.prefSysSoundVolume: 64,
    Pref.prefGameSoundVolume: 64,
    Pref.prefAlarmSoundVolume: 64,
    Pref.prefBeamReceive: 1,
    Pref.prefAutoOffDurationSecs: 120,
}

# ``SystemPreferencesType`` (SDK 3.5) in memory order: (the choice a field answers, or None for
# reserved fields, struct format).
P = Pref
PREFERENCES_LAYOUT: tuple[tuple[Pref | None, str], ...] = (
    (P.prefVersion, "H"), (P.prefCountry, "B"), (P.prefDateFormat, "B"), (P.prefLongDateFormat, "B"),
    (P.prefWeekStartDay, "B"), (P.prefTimeFormat, "B"), (P.prefNumberFormat, "B"),
    (P.prefAutoOffDuration, "B"), (P.prefSysSoundLevelV20, "B"), (P.prefGameSoundLevelV20, "B"),
    (P.prefAlarmSoundLevelV20, "B"), (P.prefHidePrivateRecordsV33, "B"), (P.prefDeviceLocked, "B"),
    (P.prefLocalSyncRequiresPassword, "B"), (P.prefRemoteSyncRequiresPassword, "B"),
    (P.prefSysPrefFlags, "H"), (P.prefSysBatteryKind, "B"), (None, "B"), (P.prefMinutesWestOfGMT, "I"),
    (P.prefDaylightSavings, "B"), (None, "B"), (P.prefRonamaticChar, "H"),
    (P.prefHard1CharAppCreator, "I"), (P.prefHard2CharAppCreator, "I"), (P.prefHard3CharAppCreator, "I"),
    (P.prefHard4CharAppCreator, "I"), (P.prefCalcCharAppCreator, "I"),
    (P.prefHardCradleCharAppCreator, "I"), (P.prefLauncherAppCreator, "I"),
    (P.prefHardCradle2CharAppCreator, "I"), (P.prefAnimationLevel, "B"), (None, "B"),
    (P.prefSysSoundVolume, "H"), (P.prefGameSoundVolume, "H"), (P.prefAlarmSoundVolume, "H"),
    (P.prefBeamReceive, "B"), (P.prefCalibrateDigitizerAtReset, "B"), (P.prefSystemKeyboardID, "H"),
    (P.prefDefSerialPlugIn, "I"), (P.prefStayOnWhenPluggedIn, "B"), (P.prefStayLitWhenPluggedIn, "B"),
    (P.prefAntennaCharAppCreator, "I"), (P.prefMeasurementSystem, "B"), (None, "B"),
    (P.prefAutoOffDurationSecs, "H"),
)  # fmt: skip


def system_preferences() -> bytes:
    """The ``SystemPreferencesType`` of :data:`SYSTEM_PREFERENCES`."""
    layout = ">" + "".join(fmt for _, fmt in PREFERENCES_LAYOUT)
    return struct.pack(
        layout, *(SYSTEM_PREFERENCES.get(c, 0) if c is not None else 0 for c, _ in PREFERENCES_LAYOUT)
    )


MANAGER = DataTraps
