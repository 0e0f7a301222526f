"""Resource traps of the Data Manager: ``DmGetResource`` searches the open resource databases, the
most recently opened first, ending with the application's own; resources are handles to
storage-heap chunks like records (``DmNewResource``, ``DmResizeResource``, ``DmRemoveResource``);
``SysCopyStringResource`` and ``SysStringByIndex`` read ``tSTR`` and ``tSTL`` resources."""

from __future__ import annotations

from emulator.databases import Db, OpenDb, Slot
from emulator.memory import STORAGE
from emulator.traps import trap
from emulator.traps.data_core import DataCore, fourcc
from palm_sdk.errors import (
    dmErrIndexOutOfRange,
    dmErrInvalidParam,
    dmErrNotResourceDB,
    dmErrReadOnly,
    dmErrResourceNotFound,
)


class ResourceCalls(DataCore):
    """The resource calls (see the module docstring); :class:`~emulator.traps.data.DataTraps` has them."""

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
            if chunk is None or not chunk.movable:
                return 0
            # A release ROM resizes any handle all the same (NS Basic's runtime gives it its own).
        error = self.mem.resize(chunk, newSize)
        if error:
            self.last_err = error
            return 0
        moved = self.mem.chunk_of_handle(resourceH)
        assert moved is not None
        if found is not None:
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

