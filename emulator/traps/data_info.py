"""More Data Manager traps: a database's size, and where a record goes in a sorted database.

``DmDatabaseSize`` counts a database as its file does (``PdbHeader`` 78 bytes, an 8-byte entry a
record or 10-byte entry a resource, 2 bytes of padding, the AppInfo and SortInfo blocks): that
is the "total bytes" with the overhead; "data bytes" are the records' or resources' own.

``DmCreateDatabaseFromImage`` makes a database from the image of a ``.pdb`` or ``.prc`` in memory
(usually a resource of the application): the image runs to the end of the chunk it is in.

``DmFindSortPosition`` is a binary search with the application's comparison function
(``DmComparF``: ``Int16 (void *rec1, void *rec2, Int16 other, SortRecordInfoPtr rec1SortInfo,
SortRecordInfoPtr rec2SortInfo, MemHandle appInfoH)``), 68k code called for each probe with the
new record first: it returns the index after any equal records, and deleted records (kept at
the end of a sorted database) are not compared. ``DmFindSortPositionV10`` is the Palm OS 1.0
call, without the sort infos.
"""

from __future__ import annotations

import struct

from emulator.traps import Manager, trap
from palm_sdk.databases import dmRecAttrDelete
from palm_sdk.errors import dmErrAlreadyExists, dmErrCantFind, dmErrCorruptDatabase, dmErrInvalidParam
from prc_tools.errors import PrcFormatError
from prc_tools.formats.container import parse_database

PDB_HEADER = 78
RECORD_ENTRY, RESOURCE_ENTRY, PADDING = 8, 10, 2
SORT_INFO_SIZE = 4  # SortRecordInfoType: UInt8 attributes, UInt8 uniqueID[3]


class DataInfoTraps(Manager):
    """``DataMgr.h`` (sizes, sort positions): see the module docstring."""

    @property
    def _data(self):  # type: ignore[no-untyped-def]
        return self.kernel.managers["DataTraps"]

    @trap("DmDatabaseSize")
    def DmDatabaseSize(
        self, cardNo: int, dbID: int, numRecordsP: int, totalBytesP: int, dataBytesP: int
    ) -> int:
        """Err DmDatabaseSize(UInt16 cardNo, LocalID dbID, UInt32 *numRecordsP, UInt32 *totalBytesP,
        UInt32 *dataBytesP)"""
        card = self.kernel.card
        db = card.by_id(dbID)
        if db is None:
            return dmErrCantFind
        if db.slots is None and db.path is not None:
            card._load(db)
        slots = db.slots or []
        data = sum(len(slot.current(self.mem)) for slot in slots)
        entry = RESOURCE_ENTRY if db.resource else RECORD_ENTRY
        blocks = len(db.app_info or b"") + len(db.sort_info or b"")
        total = PDB_HEADER + entry * len(slots) + PADDING + blocks + data
        for pointer, value in ((numRecordsP, len(slots)), (totalBytesP, total), (dataBytesP, data)):
            if pointer:
                self.mem.put_u32(pointer, value)
        return 0

    def _sort_position(self, dbP: int, newRecord: int, newRecordInfo: int, compar: int, other: int,
                       what: str, with_infos: bool) -> int:  # fmt: skip
        data = self._data
        opened = data._opened(dbP, what)
        if opened is None:
            return 0
        slots = opened.db.slots or []
        count = len(slots)
        while count and slots[count - 1].attributes & dmRecAttrDelete:
            count -= 1
        low, high = 0, count - 1
        while low <= high:
            middle = (low + high) // 2
            slot = slots[middle]
            chunk = data._chunk(opened.db, slot)
            if chunk is None:
                return 0
            info = bytes([slot.attributes & 0xFF]) + (slot.unique_id & 0xFFFFFF).to_bytes(3, "big")

            def arguments(at: int, chunk_address: int = chunk.address) -> bytes:
                return struct.pack(
                    ">IIhIII", newRecord, chunk_address, other,  # Int16 other: a 2-byte slot
                    newRecordInfo if with_infos else 0, at if with_infos else 0, 0,
                )  # fmt: skip

            d0, _ = self.cpu.call_with_data(compar, info, arguments)
            result = (d0 & 0xFFFF) - 0x10000 if d0 & 0x8000 else d0 & 0xFFFF
            if result < 0:
                high = middle - 1
            else:
                low = middle + 1
        return low

    @trap("DmCreateDatabaseFromImage")
    def DmCreateDatabaseFromImage(self, bufferP: int) -> int:
        """Err DmCreateDatabaseFromImage(MemPtr bufferP)  (the image of a .pdb or .prc, as a
        resource of the application holds it; it runs to the end of its chunk)"""
        chunk = self.mem.chunk_containing(bufferP)
        if chunk is None or chunk.freed:
            self.kernel.report("bad-parameter", f"DmCreateDatabaseFromImage({bufferP:#010x}): not in a chunk")
            return dmErrInvalidParam
        try:
            database = parse_database(self.mem.read(bufferP, chunk.end - bufferP))
        except (PrcFormatError, ValueError):
            return dmErrCorruptDatabase
        card = self.kernel.card
        if card.find(database.name) is not None:
            return dmErrAlreadyExists
        card.create_from(database)
        return 0

    @trap("DmFindSortPosition")
    def DmFindSortPosition(
        self, dbP: int, newRecord: int, newRecordInfo: int, compar: int, other: int
    ) -> int:
        """UInt16 DmFindSortPosition(DmOpenRef dbP, void *newRecord, SortRecordInfoPtr newRecordInfo,
        DmComparF *compar, Int16 other)"""
        return self._sort_position(dbP, newRecord, newRecordInfo, compar, other, "DmFindSortPosition", True)

    @trap("DmFindSortPositionV10")
    def DmFindSortPositionV10(self, dbP: int, newRecord: int, compar: int, other: int) -> int:
        """UInt16 DmFindSortPositionV10(DmOpenRef dbP, void *newRecord, DmComparF *compar, Int16 other)"""
        return self._sort_position(dbP, newRecord, 0, compar, other, "DmFindSortPositionV10", False)


MANAGER = DataInfoTraps
