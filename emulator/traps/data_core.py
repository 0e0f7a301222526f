"""What the Data Manager's traps share: the card, the last error, and the checks of a database
reference, a record index, a name and a size that every call makes (:mod:`emulator.traps.data`
for databases and records, :mod:`emulator.traps.data_resources` for resources)."""

from __future__ import annotations

from emulator.databases import Db, OpenDb, Slot
from emulator.memory import MAX_CHUNK, Chunk, OutOfMemory
from emulator.traps import Manager
from palm_sdk.databases import dmModeWrite
from palm_sdk.errors import (
    dmErrIndexOutOfRange,
    dmErrMemError,
    dmErrNoOpenDatabase,
    dmErrNotRecordDB,
    dmErrReadOnly,
)


def fourcc(code: int) -> str:
    return (code & 0xFFFFFFFF).to_bytes(4, "big").decode("latin-1")


class DataCore(Manager):
    """The Data Manager's state and checks (see the module docstring)."""

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


    def _drop_chunk(self, slot: Slot) -> None:
        if slot.chunk is not None and not slot.chunk.freed:
            if slot.chunk.lock_count:
                self.kernel.report("locked-chunk", f"{slot.chunk.describe()} removed while locked")
            self.mem.free(slot.chunk)
        slot.chunk = None


