"""Protecting a database from deletion (``DataMgr.h``): ``DmDatabaseProtect``.

``DmDatabaseProtect(cardNo, dbID, protect)`` raises (``true``) or lowers (``false``) a database's
protect count; while it is above zero ``DmDeleteDatabase`` refuses the database with
``dmErrDatabaseProtected`` (the data traps ask :meth:`DataProtectTraps.protected`). A
database that does not exist is ``dmErrCantFind``; lowering a count that is zero is
``dmErrInvalidParam``, as a device says.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_sdk.errors import dmErrCantFind, dmErrInvalidParam


class DataProtectTraps(Manager):
    """``DmDatabaseProtect``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.counts: dict[int, int] = {}  # LocalID -> protect count

    def protected(self, dbID: int) -> bool:
        return self.counts.get(dbID, 0) > 0

    @trap("DmDatabaseProtect")
    def DmDatabaseProtect(self, cardNo: int, dbID: int, protect: int) -> int:
        """Err DmDatabaseProtect(UInt16 cardNo, LocalID dbID, Boolean protect)"""
        if self.kernel.card.by_id(dbID) is None:
            return dmErrCantFind
        count = self.counts.get(dbID, 0)
        if protect:
            self.counts[dbID] = count + 1
        elif count:
            self.counts[dbID] = count - 1
        else:
            return dmErrInvalidParam
        return 0


MANAGER = DataProtectTraps
