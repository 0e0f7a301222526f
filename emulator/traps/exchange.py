"""The Exchange Manager (``ExgMgr.h``), sending to a folder: ``ExgPut``, ``ExgSend``,
``ExgDisconnect``, ``ExgDBWrite``, ``ExgDBRead``, ``ExgRegisterData`` and friends.

The emulated device has no infrared port and no other device to beam to: what an application
sends goes to the ``exchange`` folder of the data folder (``--data-dir``), one file per object
(the socket's ``name``, else its ``description``, else ``object``; a name already there gets a
number), written when ``ExgDisconnect`` ends the object with no error; without a data folder the
objects are kept in memory only (:attr:`ExchangeTraps.sent`). ``ExgDBWrite`` hands the
application's write function (``Err (const void *dataP, UInt32 *sizeP, void *userDataP)``, 68k
code, usually calling ``ExgSend``) the database's ``.pdb``/``.prc`` image in pieces, as Palm OS
does when it beams an application or its data; ``ExgDBRead`` makes a database from the image its
read function gives (``Err (void *dataP, UInt32 *sizeP, void *userDataP)``, 0 bytes at the end),
asking its delete function (``Boolean (const char *nameP, UInt16 version, UInt16 cardNo, LocalID
dbID, void *userDataP)``) before replacing a database of the same name. Nothing is ever received:
``ExgAccept``, ``ExgReceive`` and ``ExgGet`` answer ``exgErrNotSupported`` (no application is
launched to receive). ``ExgSocketType`` is declared in :mod:`palm_sdk.structs`.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field
from pathlib import Path

from emulator.memory import OWNER_SYSTEM, OutOfMemory
from emulator.traps import Manager, trap
from palm_sdk.errors import (
    dmErrAlreadyExists,
    dmErrCantFind,
    dmErrCorruptDatabase,
    exgErrBadParam,
    exgErrNotSupported,
    exgMemError,
)
from palm_sdk.structs import ExgSocketType
from prc_tools.errors import PrcFormatError
from prc_tools.fileio import write_atomic
from prc_tools.formats.container import parse_database

PIECE = 512  # bytes handed to a write function at a time
MAX_IMAGE = 16 << 20  # the largest database a Palm OS 3.5 card holds
EXCHANGE_FOLDER = "exchange"


@dataclass
class SentObject:
    """One object an application sent: its socket's name, description and type, its bytes."""

    name: str
    description: str
    type: str
    target: int
    data: bytearray = field(default_factory=bytearray)
    path: Path | None = None  # where it was written


def safe_file_name(text: str) -> str:
    """A file name from a socket's name: no folders, no control characters.

    >>> safe_file_name("../Pitch.prc"), safe_file_name("a/b:c"), safe_file_name("")
    ('Pitch.prc', 'a_b_c', 'object')
    """
    text = text.replace("\\", "/").split("/")[-1] if text.count("/") and text.startswith("..") else text
    cleaned = re.sub(r"[\x00-\x1f/\\:*?\"<>|]", "_", text).strip(" .")
    return cleaned[:64] or "object"


class ExchangeTraps(Manager):
    """``ExgMgr.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.open: dict[int, SentObject] = {}  # socket address -> the object being sent
        self.sent: list[SentObject] = []
        self.registered: dict[int, tuple[int, str]] = {}  # creator -> (id, data types)

    def _string(self, pointer: int) -> str:
        return self.mem.cstring(pointer, 256).decode("cp1252", errors="replace") if pointer else ""

    def _socket(self, socketP: int) -> dict[str, object] | None:
        if not socketP:
            return None
        return ExgSocketType.unpack(self.mem.read(socketP, ExgSocketType.size))

    @trap("ExgInit")
    def ExgInit(self) -> int:
        """Err ExgInit(void)"""
        return 0

    @trap("ExgRegisterData")
    def ExgRegisterData(self, creatorID: int, id_: int, dataTypesP: int) -> int:
        """Err ExgRegisterData(const UInt32 creatorID, const UInt16 id, const Char *const dataTypesP)"""
        self.registered[creatorID] = (id_, self._string(dataTypesP))
        return 0

    @trap("ExgPut")
    def ExgPut(self, socketP: int) -> int:
        """Err ExgPut(ExgSocketPtr socketP)"""
        socket = self._socket(socketP)
        if socket is None:
            return exgErrBadParam
        self.open[socketP] = SentObject(
            self._string(int(socket["name"])),  # type: ignore[call-overload]
            self._string(int(socket["description"])),  # type: ignore[call-overload]
            self._string(int(socket["type"])),  # type: ignore[call-overload]
            int(socket["target"]),  # type: ignore[call-overload]
        )
        return 0

    @trap("ExgConnect")
    def ExgConnect(self, socketP: int) -> int:
        """Err ExgConnect(ExgSocketPtr socketP)"""
        return 0 if socketP else exgErrBadParam

    @trap("ExgSend")
    def ExgSend(self, socketP: int, bufP: int, bufLen: int, err: int) -> int:
        """UInt32 ExgSend(ExgSocketPtr socketP, const void *const bufP, const UInt32 bufLen, Err *err)"""
        sending = self.open.get(socketP)
        if sending is None:
            if err:
                self.mem.put_u16(err, exgErrBadParam)
            return 0
        if bufLen:
            sending.data += self.mem.read(bufP, bufLen)
        if err:
            self.mem.put_u16(err, 0)
        return bufLen

    @trap("ExgDisconnect")
    def ExgDisconnect(self, socketP: int, error: int) -> int:
        """Err ExgDisconnect(ExgSocketPtr socketP, Err error)"""
        sending = self.open.pop(socketP, None)
        if sending is None:
            return exgErrBadParam
        if error:
            return error  # the object is dropped, as the receiving side would
        self.sent.append(sending)
        folder = self.kernel.card.data_dir
        if folder is not None:
            target = Path(folder) / EXCHANGE_FOLDER
            target.mkdir(exist_ok=True)
            base = safe_file_name(sending.name or sending.description)
            path = target / base
            number = 1
            while path.exists():
                number += 1
                stem, dot, suffix = base.rpartition(".")
                path = target / (f"{stem}-{number}.{suffix}" if dot else f"{base}-{number}")
            write_atomic(path, bytes(sending.data))
            sending.path = path
        return 0

    @trap("ExgAccept")
    def ExgAccept(self, socketP: int) -> int:
        """Err ExgAccept(ExgSocketPtr socketP)"""
        return exgErrNotSupported

    @trap("ExgGet")
    def ExgGet(self, socketP: int) -> int:
        """Err ExgGet(ExgSocketPtr socketP)"""
        return exgErrNotSupported

    @trap("ExgReceive")
    def ExgReceive(self, socketP: int, bufP: int, bufLen: int, err: int) -> int:
        """UInt32 ExgReceive(ExgSocketPtr socketP, void *bufP, const UInt32 bufLen, Err *err)"""
        if err:
            self.mem.put_u16(err, exgErrNotSupported)
        return 0

    @trap("ExgNotifyReceive")
    def ExgNotifyReceive(self, socketP: int) -> int:
        """Err ExgNotifyReceive(ExgSocketPtr socketP)"""
        return exgErrNotSupported

    # -- whole databases -------------------------------------------------------------------

    def _buffer(self, size: int) -> object:
        return self.mem.allocate(size, owner=OWNER_SYSTEM, label="an exchange buffer", pc=self.kernel.trap_pc)

    @trap("ExgDBWrite")
    def ExgDBWrite(self, writeProcP: int, userDataP: int, nameP: int, dbID: int, cardNo: int) -> int:
        """Err ExgDBWrite(ExgDBWriteProcPtr writeProcP, void *userDataP, const char *nameP, LocalID dbID,
        UInt16 cardNo)"""
        card = self.kernel.card
        db = card.by_id(dbID) if dbID else card.find(self._string(nameP))
        if db is None:
            return dmErrCantFind
        try:
            image = card.image(db).build()
        except (OSError, PrcFormatError, ValueError):
            return dmErrCorruptDatabase
        try:
            buffer = self._buffer(PIECE + 4)
        except OutOfMemory:
            return exgMemError
        try:
            at = 0
            while at < len(image):
                piece = image[at : at + PIECE]
                self.mem.write(buffer.address + 4, piece)  # type: ignore[attr-defined]
                self.mem.put_u32(buffer.address, len(piece))  # type: ignore[attr-defined]
                args = struct.pack(">III", buffer.address + 4, buffer.address, userDataP)  # type: ignore[attr-defined]
                d0, _ = self.cpu.call(writeProcP, args)
                if d0 & 0xFFFF:
                    return d0 & 0xFFFF
                written = self.mem.u32(buffer.address)  # type: ignore[attr-defined]
                if written == 0 or written > len(piece):
                    return exgErrBadParam
                at += written
        finally:
            self.mem.free(buffer)  # type: ignore[arg-type]
        return 0

    @trap("ExgDBRead")
    def ExgDBRead(
        self, readProcP: int, deleteProcP: int, userDataP: int, dbIDP: int, cardNo: int,
        needResetP: int, keepDates: int,
    ) -> int:  # fmt: skip
        """Err ExgDBRead(ExgDBReadProcPtr readProcP, ExgDBDeleteProcPtr deleteProcP, void *userDataP,
        LocalID *dbIDP, UInt16 cardNo, Boolean *needResetP, Boolean keepDates)"""
        try:
            buffer = self._buffer(PIECE + 4)
        except OutOfMemory:
            return exgMemError
        image = bytearray()
        try:
            while len(image) <= MAX_IMAGE:
                self.mem.put_u32(buffer.address, PIECE)  # type: ignore[attr-defined]
                args = struct.pack(">III", buffer.address + 4, buffer.address, userDataP)  # type: ignore[attr-defined]
                d0, _ = self.cpu.call(readProcP, args)
                if d0 & 0xFFFF:
                    return d0 & 0xFFFF
                size = min(self.mem.u32(buffer.address), PIECE)  # type: ignore[attr-defined]
                if size == 0:
                    break
                image += self.mem.read(buffer.address + 4, size)  # type: ignore[attr-defined]
        finally:
            self.mem.free(buffer)  # type: ignore[arg-type]
        try:
            database = parse_database(bytes(image))
        except (PrcFormatError, ValueError):
            return dmErrCorruptDatabase
        card = self.kernel.card
        existing = card.find(database.name)
        if existing is not None:
            if not deleteProcP or not self._may_delete(deleteProcP, existing, cardNo, userDataP):
                return dmErrAlreadyExists
            card.delete(existing)
        made = card.create_from(database)
        if dbIDP:
            self.mem.put_u32(dbIDP, made.local_id)
        if needResetP:
            self.mem.write(needResetP, b"\0")
        return 0

    def _may_delete(self, deleteProcP: int, db: object, cardNo: int, userDataP: int) -> bool:
        name = db.name.encode("cp1252", errors="replace") + b"\0"  # type: ignore[attr-defined]
        version, local_id = db.version, db.local_id  # type: ignore[attr-defined]
        d0, _ = self.cpu.call_with_data(
            deleteProcP, name,
            lambda at: struct.pack(">IHHII", at, version & 0xFFFF, cardNo, local_id, userDataP),
        )  # fmt: skip
        return bool(d0 & 0xFF)


MANAGER = ExchangeTraps
