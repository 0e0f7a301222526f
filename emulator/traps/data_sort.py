"""Sorting a database's records with the application's comparison function (``DataMgr.h``):
``DmQuickSort`` and ``DmInsertionSort``.

The comparison function is 68k code (``DmComparF``: ``Int16 (void *rec1, void *rec2, Int16
other, SortRecordInfoPtr rec1SortInfo, SortRecordInfoPtr rec2SortInfo, MemHandle appInfoH)``;
each ``SortRecordInfoType`` is the record's attributes byte and its three-byte unique ID), called
for each comparison. The records are put in its order - equal records keep their order, which
``DmInsertionSort`` promises and ``DmQuickSort`` allows - and deleted records go to the end, as
Palm OS keeps them. The database is written back like any changed database.
"""

from __future__ import annotations

import functools
import struct

from emulator.databases import Slot
from emulator.traps import Manager, trap
from palm_sdk.databases import dmRecAttrDelete
from palm_sdk.errors import dmErrInvalidParam


class DataSortTraps(Manager):
    """``DataMgr.h``'s sorts: see the module docstring."""

    def _sort(self, dbP: int, compar: int, other: int, what: str) -> int:
        data = self.kernel.managers["DataTraps"]
        opened = data._opened(dbP, what)  # type: ignore[attr-defined]
        if opened is None:
            return dmErrInvalidParam
        db = opened.db
        if db.resource or db.slots is None:
            return dmErrInvalidParam
        if not compar:
            self.kernel.report("bad-parameter", f"{what}: no comparison function")
            return dmErrInvalidParam
        live = [slot for slot in db.slots if not slot.attributes & dmRecAttrDelete]
        deleted = [slot for slot in db.slots if slot.attributes & dmRecAttrDelete]

        def compare(first: Slot, second: Slot) -> int:
            a = data._chunk(db, first)  # type: ignore[attr-defined]
            b = data._chunk(db, second)  # type: ignore[attr-defined]
            infos = b"".join(
                bytes([s.attributes & 0xFF]) + (s.unique_id & 0xFFFFFF).to_bytes(3, "big")
                for s in (first, second)
            )

            def arguments(at: int) -> bytes:
                records = (a.address if a else 0, b.address if b else 0)
                return struct.pack(">IIhIII", *records, other, at, at + 4, 0)

            d0, _ = self.cpu.call_with_data(compar, infos, arguments)
            return (d0 & 0xFFFF) - 0x10000 if d0 & 0x8000 else d0 & 0xFFFF

        ordered = sorted(live, key=functools.cmp_to_key(compare))
        db.slots[:] = ordered + deleted
        self.kernel.card.touch(db)
        return 0

    @trap("DmQuickSort")
    def DmQuickSort(self, dbP: int, compar: int, other: int) -> int:
        """Err DmQuickSort(DmOpenRef dbP, DmComparF *compar, Int16 other)"""
        return self._sort(dbP, compar, other, "DmQuickSort")

    @trap("DmInsertionSort")
    def DmInsertionSort(self, dbR: int, compar: int, other: int) -> int:
        """Err DmInsertionSort(DmOpenRef dbR, DmComparF *compar, Int16 other)"""
        return self._sort(dbR, compar, other, "DmInsertionSort")


MANAGER = DataSortTraps
