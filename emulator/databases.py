"""The card of databases: real ``.pdb``/``.prc`` files of a directory, open in the storage heap.

A :class:`Card` knows every database in its data directory (their headers are read at start
through ``prc_tools``) plus the running application's own PRC, which is never written back. A
database opened by ``DmOpenDatabase`` gets a ``DmOpenRef`` (a small chunk of the dynamic heap);
its records and resources become storage-heap chunks when the application first asks for them,
behind handles, write-protected: ``MemHandleLock`` gives a pointer the application may read,
and only ``DmWrite``/``DmSet`` (the emulator writing) change them.

The card is as durable as a handheld's storage heap: whenever the application waits for an
event (:meth:`Card.flush_dirty`, from the kernel's wait), and when it closes a database it
changed, exits or crashes, every changed database is rebuilt with ``prc_tools`` from the chunks
and written with :func:`prc_tools.fileio.write_atomic`, so a file is always either the old
database or the new one, and a ``kill -9`` loses at most what the application did since it last
waited. A database created in the session gets its file at that point too, never before (so no
empty file is left by a kill between ``DmCreateDatabase`` and its first record).

One name, one file: a new database's file is :func:`prc_tools.fileio.database_file_name` of its
name (the desktop app's map, injective). A file that is already there and belongs to no database
of the card is never overwritten: one that cannot be parsed (a damaged save) is moved aside to
``name.damaged`` (``.damaged-2`` ...) and the move is announced (:attr:`Card.notices`), anything
else (a directory, a case-insensitive twin, an older emulator's file of another name) makes the
new database take the next free ``name%~N.pdb``, a spelling the map never produces. A file that
cannot be parsed is otherwise left alone and is not on the card (the application sees
``dmErrCantFind``, as for a missing one). A write that fails (a full disk, a read-only folder) is
a :class:`WriteError`: one line.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from emulator.errors import EmulatorError
from emulator.loader import MAX_DATABASE_BYTES, read_bounded
from emulator.memory import OWNER_SYSTEM, STORAGE, Chunk, Memory, OutOfMemory
from palm_sdk.databases import dmModeReadOnly, dmRecAttrBusy, dmRecAttrDelete, dmRecAttrDirty, dmRecAttrSecret
from prc_tools.errors import PrcFormatError
from prc_tools.fileio import database_file_name, write_atomic
from prc_tools.fileio import remove_stale_temporaries as remove_temporaries_of
from prc_tools.formats.container import (
    DatabaseAttributes,
    Record,
    RecordAttributes,
    RecordDatabase,
    Resource,
    ResourceDatabase,
    parse_database,
)
from prc_tools.formats.palmtime import from_palm_seconds, to_palm_seconds

FIRST_LOCAL_ID = 0x00000100


def file_name(name: str, resource: bool) -> str:
    """The file of a new database: :func:`prc_tools.fileio.database_file_name` (the desktop's
    map, so both find ``PitchSave-PPch.pdb``; characters no file name may hold are ``%XX``).

    >>> file_name("PitchSave-PPch", False), file_name("a/b", True)
    ('PitchSave-PPch.pdb', 'a%2Fb.prc')
    """
    return database_file_name(name, resource)


class WriteError(EmulatorError):
    """A database could not be written (a full disk, a read-only folder): one line."""


class _DatabaseFiles:
    """Every ``.pdb``/``.prc`` file name, as a container (the card's files are any database's)."""

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.lower().endswith((".pdb", ".prc"))


def remove_stale_temporaries(folder: Path) -> list[Path]:
    """Remove the temporary files an atomic write of a database killed before its rename left in
    ``folder`` (``.NAME.pdb.XXXX.tmp``, :func:`prc_tools.fileio.remove_stale_temporaries`): only
    the holder of the folder's lock may, since another writer's temporary file is live."""
    return remove_temporaries_of(folder, _DatabaseFiles())


def _read(path: Path) -> bytes:
    """A database file's bytes (``ValueError`` past what a card holds: not read into memory)."""
    data = read_bounded(path, MAX_DATABASE_BYTES)
    if data is None:
        raise ValueError(f"over {MAX_DATABASE_BYTES >> 20} MB: larger than any card")
    return data


def set_aside(path: Path) -> Path:
    """Rename a file that cannot be parsed out of the way, as the desktop app does
    (``name.damaged``, ``name.damaged-2`` ...); the new path."""
    candidate = path.with_name(path.name + ".damaged")
    number = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{path.name}.damaged-{number}")
        number += 1
    path.rename(candidate)
    return candidate


@dataclass(eq=False)
class Slot:
    """One record or resource of an open database: its bytes, or its chunk once materialised."""

    data: bytes
    chunk: Chunk | None = None
    # records
    attributes: int = 0  # dmRecAttr* bits and the category in the low nibble
    unique_id: int = 0
    # resources
    type: str = ""
    id: int = 0

    def current(self, memory: Memory) -> bytes:
        if self.chunk is not None and not self.chunk.freed:
            return memory.read(self.chunk.address, self.chunk.size)
        return self.data


@dataclass(eq=False)
class Db:
    """A database on the card."""

    local_id: int
    name: str
    type: str
    creator: str
    resource: bool
    path: Path | None  # where it is written back (None: never)
    attributes: int = 0
    version: int = 0
    creation: int = 0  # Palm seconds
    modification: int = 0
    backup: int = 0
    modification_number: int = 0
    unique_id_seed: int = 0
    app_info: bytes | None = None
    sort_info: bytes | None = None
    slots: list[Slot] | None = None  # None until loaded
    dirty: bool = False
    open_count: int = 0
    deleted: bool = False
    made_here: bool = False  # created in this session (not yet on disk until it holds a record)


@dataclass(eq=False)
class OpenDb:
    """An open database (what a ``DmOpenRef`` points to)."""

    ref: int
    db: Db
    mode: int
    chunk: Chunk


@dataclass
class CardStats:
    written: list[Path] = field(default_factory=list)


class Card:
    """The databases of the card (see the module docstring)."""

    def __init__(self, memory: Memory, data_dir: Path | None) -> None:
        self.memory = memory
        self.data_dir = data_dir
        self.dbs: list[Db] = []
        self.open: dict[int, OpenDb] = {}
        self.order: list[int] = []  # open refs, oldest first (resource search goes newest first)
        self._next_id = FIRST_LOCAL_ID
        self.stats = CardStats()
        self.now = lambda: 0  # Palm seconds for dates (the kernel sets its clock)
        self.unreadable: list[tuple[Path, str]] = []
        self.notices: list[str] = []  # what the card did that the user should hear (a file set aside)
        self.notify: Callable[[str], None] | None = None  # told each notice as it happens
        if data_dir is not None and data_dir.is_dir():
            for path in sorted(data_dir.iterdir()):
                if path.suffix.lower() in (".pdb", ".prc") and path.is_file():
                    self._scan(path)

    # -- the index -------------------------------------------------------------------------

    def _new_id(self) -> int:
        self._next_id += 0x10
        return self._next_id

    def _scan(self, path: Path) -> None:
        try:
            database = parse_database(_read(path))
        except (OSError, PrcFormatError, ValueError) as error:
            self.unreadable.append((path, str(error)))
            return
        if self.find(database.name) is not None:
            self.unreadable.append((path, f"a second database named {database.name!r}"))
            return
        self.dbs.append(self._db_of(database, path))

    def _db_of(self, database: ResourceDatabase | RecordDatabase, path: Path | None) -> Db:
        resource = isinstance(database, ResourceDatabase)
        db = Db(
            self._new_id(),
            database.name,
            database.type,
            database.creator,
            resource,
            path,
            attributes=int(database.attributes),
            version=database.version,
            creation=to_palm_seconds(database.creationDate),
            modification=to_palm_seconds(database.modificationDate),
            backup=to_palm_seconds(database.lastBackupDate),
            modification_number=database.modificationNumber,
            unique_id_seed=database.uniqueIDSeed,
            app_info=database.appInfo,
            sort_info=database.sortInfo,
        )
        if isinstance(database, ResourceDatabase):
            db.slots = [Slot(r.data, type=r.type, id=r.id) for r in database.resources]
        else:
            db.slots = [
                # a record stored busy (its application stopped holding it) is free at load, as
                # after a device's reset
                Slot(
                    r.data, attributes=(int(r.attributes) & ~dmRecAttrBusy) | r.category, unique_id=r.uniqueID
                )
                for r in database.records
            ]
        return db

    def install(self, path: Path) -> Db:
        """Put a database on the card as a device's ROM holds it (``palm-emu --lib``): read from
        ``path``, never written back; it takes the place of one of the same name."""
        try:
            database = parse_database(path.read_bytes())
        except OSError as error:
            raise EmulatorError(f"cannot read {path}: {error.strerror or error}") from None
        except (PrcFormatError, ValueError) as error:
            raise EmulatorError(f"{path}: not a Palm database: {error}") from None
        for old in self.dbs:
            if old.name == database.name:
                old.deleted = True
        db = self._db_of(database, None)
        self.dbs.append(db)
        return db

    def find(self, name: str) -> Db | None:
        """``DmFindDatabase``."""
        for db in self.dbs:
            if db.name == name and not db.deleted:
                return db
        return None

    def by_id(self, local_id: int) -> Db | None:
        for db in self.dbs:
            if db.local_id == local_id and not db.deleted:
                return db
        return None

    def by_type_creator(self, type_: str | None, creator: str | None) -> list[Db]:
        """Databases of a type and creator (None: any), the highest version first."""
        found = [
            db
            for db in self.dbs
            if not db.deleted
            and (type_ is None or db.type == type_)
            and (creator is None or db.creator == creator)
        ]
        return sorted(found, key=lambda db: -db.version)

    def create(self, name: str, creator: str, type_: str, resource: bool) -> Db:
        """``DmCreateDatabase`` (the caller checked the name is free)."""
        now = self.now()
        path = self._free_path(name, resource) if self.data_dir is not None else None
        attributes = DatabaseAttributes.dmHdrAttrResDB if resource else 0
        db = Db(self._new_id(), name, type_, creator, resource, path, attributes=int(attributes),
                creation=now, modification=now, slots=[], dirty=True, made_here=True)  # fmt: skip
        self.dbs.append(db)
        return db

    def _free_path(self, name: str, resource: bool) -> Path:
        """Where a new database named ``name`` is kept (see the module docstring)."""
        assert self.data_dir is not None
        wanted = file_name(name, resource)
        taken = {db.path.name.casefold() for db in self.dbs if db.path is not None and not db.deleted}
        path = self.data_dir / wanted
        unclaimed = path.name.casefold() not in taken
        if unclaimed and os.path.lexists(path) and path.is_file() and not path.is_symlink():
            try:
                parse_database(_read(path))
            except (OSError, PrcFormatError, ValueError) as error:
                try:
                    moved = set_aside(path)
                except OSError as failure:
                    raise WriteError(f"cannot set aside {path}: {failure.strerror or failure}") from None
                self._notice(f"{path} could not be read ({error}): moved to {moved.name}")
        number = 1
        while path.name.casefold() in taken or os.path.lexists(path):
            number += 1
            stem, suffix = wanted.rsplit(".", 1)
            path = self.data_dir / f"{stem}%~{number}.{suffix}"
        return path

    def rename(self, db: Db, name: str) -> None:
        """``DmSetDatabaseInfo`` with a new name: the file follows the name (moved to the new
        name's file, as a desktop backup would name it), so the old name's file is free for a new
        database and the renamed one is never overwritten (an app setting a damaged save aside)."""
        if name == db.name:
            return
        old = db.path
        db.name = name
        if old is None or self.data_dir is None or old.parent != self.data_dir:
            return
        db.path = None  # not taken by itself
        new = self._free_path(name, db.resource)
        if os.path.lexists(old):
            try:
                os.rename(old, new)
            except OSError as error:
                db.path = old
                raise WriteError(f"cannot rename {old} to {new.name}: {error.strerror or error}") from None
        db.path = new
        self.touch(db)

    def _notice(self, text: str) -> None:
        self.notices.append(text)
        if self.notify is not None:
            self.notify(text)

    def create_from(self, database: ResourceDatabase | RecordDatabase) -> Db:
        """``DmCreateDatabaseFromImage``: a new database with the image's contents, written to the
        data folder as ``create`` would (the caller checked the name is free)."""
        resource = isinstance(database, ResourceDatabase)
        path = self._free_path(database.name, resource) if self.data_dir is not None else None
        db = self._db_of(database, path)
        db.dirty = True
        self.dbs.append(db)
        self.flush(db)
        return db

    def delete(self, db: Db) -> None:
        """``DmDeleteDatabase``: gone from the card; its file is removed."""
        db.deleted = True
        if db.path is not None and db.path.exists() and db.path.parent == self.data_dir:
            try:
                db.path.unlink()
            except OSError as error:
                raise WriteError(f"cannot delete {db.path}: {error.strerror or error}") from None

    # -- opening ---------------------------------------------------------------------------

    def open_application(self, app: object) -> int:
        """Open the launched application's own database (read from its PRC, never written)."""
        from emulator.loader import Application

        assert isinstance(app, Application)
        db = self.find(app.database.name)
        if db is None or (db.path is not None and db.path.resolve() != Path(app.source).resolve()):
            db = self._db_of(app.database, None)
            self.dbs.insert(0, db)
        return self.open_db(db, dmModeReadOnly)

    def open_db(self, db: Db, mode: int) -> int:
        """``DmOpenDatabase``: a new ``DmOpenRef``."""
        if db.slots is None and db.path is not None:
            self._load(db)
        chunk = self.memory.allocate(16, owner=OWNER_SYSTEM, label=f"DmOpenRef of {db.name!r}")
        self.memory.write(chunk.address, db.local_id.to_bytes(4, "big") + mode.to_bytes(2, "big"))
        ref = chunk.address
        self.open[ref] = OpenDb(ref, db, mode, chunk)
        self.order.append(ref)
        db.open_count += 1
        return ref

    def _load(self, db: Db) -> None:
        assert db.path is not None
        loaded = self._db_of(parse_database(_read(db.path)), db.path)
        db.slots = loaded.slots

    def close(self, ref: int) -> None:
        """``DmCloseDatabase``: the chunks go; a changed database is written back."""
        opened = self.open.pop(ref)
        self.order.remove(ref)
        db = opened.db
        db.open_count -= 1
        self.memory.free(opened.chunk)
        if db.open_count == 0:
            self._release_chunks(db)
            if db.dirty:
                self.flush(db)

    def close_all(self) -> None:
        """Close every open database (each one, even when writing one fails: then the first
        :class:`WriteError` is raised at the end)."""
        failed: WriteError | None = None
        for ref in list(reversed(self.order)):
            try:
                self.close(ref)
            except WriteError as error:
                failed = failed or error
        if failed is not None:
            raise failed

    def flush_dirty(self) -> None:
        """Write every database changed since it was last written (the application waits). A
        record database made in this session is not written while it has no record: a kill
        then leaves no file, never an empty one that the next start would find damaged (it is
        written when it gets a record, or when it is closed)."""
        for db in self.dbs:
            if db.dirty and not db.deleted and not (db.made_here and not db.resource and not db.slots):
                self.flush(db)

    def _release_chunks(self, db: Db) -> None:
        for slot in db.slots or []:
            if slot.chunk is not None:
                if not slot.chunk.freed:
                    slot.data = self.memory.read(slot.chunk.address, slot.chunk.size)
                    self.memory.free(slot.chunk)
                slot.chunk = None

    def flush(self, db: Db) -> None:
        """Write a database back to its file, atomically (nothing for the application's own)."""
        db.dirty = False
        if db.path is None or db.deleted:
            return
        if db.slots is None and db.path.is_file():  # changed without being opened: keep its records
            try:
                self._load(db)
            except (OSError, PrcFormatError, ValueError) as error:
                db.dirty = True
                raise WriteError(f"cannot rewrite {db.path}: it cannot be read back ({error})") from None
        database = self.image(db)
        try:
            write_atomic(db.path, database.build())
        except OSError as error:
            db.dirty = True  # still to be written
            raise WriteError(f"cannot write {db.path}: {error.strerror or error}") from None
        self.stats.written.append(db.path)

    def image(self, db: Db) -> ResourceDatabase | RecordDatabase:
        """The database as its ``.prc``/``.pdb`` holds it: the header, the records or resources
        as they are now (what :meth:`flush` writes, and ``ExgDBWrite`` sends)."""
        if db.slots is None and db.path is not None and db.path.is_file():
            self._load(db)  # not opened since it was found: its file holds its records
        memory = self.memory
        common = {
            "name": db.name,
            "type": db.type,
            "creator": db.creator,
            "version": db.version,
            "creationDate": _date(db.creation),
            "modificationDate": _date(db.modification),
            "lastBackupDate": _date(db.backup),
            "modificationNumber": db.modification_number,
            "appInfo": db.app_info,
            "sortInfo": db.sort_info,
        }
        slots = db.slots or []
        if db.resource:
            database: ResourceDatabase | RecordDatabase = ResourceDatabase(
                attributes=DatabaseAttributes(db.attributes | DatabaseAttributes.dmHdrAttrResDB),
                resources=tuple(Resource(s.type, s.id, s.current(memory)) for s in slots),
                **common,  # type: ignore[arg-type]
            )
        else:
            database = RecordDatabase(
                attributes=DatabaseAttributes(db.attributes & ~DatabaseAttributes.dmHdrAttrResDB),
                uniqueIDSeed=db.unique_id_seed,
                records=tuple(
                    Record(
                        s.current(memory),
                        s.unique_id & 0xFFFFFF,
                        s.attributes & 0x0F,
                        RecordAttributes(s.attributes & (dmRecAttrDelete | dmRecAttrDirty | dmRecAttrSecret)),
                    )
                    for s in slots
                ),
                **common,  # type: ignore[arg-type]
            )
        return database

    def opened(self, ref: int) -> OpenDb | None:
        return self.open.get(ref)

    # -- records and resources -------------------------------------------------------------

    def materialise(self, db: Db, slot: Slot) -> Chunk:
        """The storage chunk of a record or resource (made on first use, unlocked)."""
        if slot.chunk is None or slot.chunk.freed:
            if slot.type:
                label = f"'{slot.type}' {slot.id} of {db.name!r}"
            else:
                label = f"record {(db.slots or []).index(slot)} of {db.name!r}"
            try:
                slot.chunk = self.memory.allocate(
                    len(slot.data),
                    heap=STORAGE,
                    owner=OWNER_SYSTEM,
                    movable=True,
                    label=label,
                    data=slot.data,
                )
            except OutOfMemory:
                raise
            slot.chunk.tag = (db, slot)
        return slot.chunk

    def slot_of_chunk(self, chunk: Chunk) -> tuple[Db, Slot] | None:
        tag = chunk.tag
        if isinstance(tag, tuple) and len(tag) == 2 and isinstance(tag[0], Db):
            return tag[0], tag[1]
        return None

    def touch(self, db: Db) -> None:
        """A database changed: it will be written back; its modification number and date move."""
        db.dirty = True
        db.modification_number += 1
        db.modification = self.now()

    def code_chunk(self, ref: int, code_id: int) -> Chunk:
        """A ``code`` resource of an open database, locked for the whole launch."""
        db = self.open[ref].db
        for slot in db.slots or []:
            if slot.type == "code" and slot.id == code_id:
                chunk = self.materialise(db, slot)
                self.memory.lock(chunk)
                return chunk
        raise KeyError(f"no code {code_id}")

    def resource_dbs(self) -> list[Db]:
        """Open resource databases, the most recently opened first (``DmGetResource``'s search)."""
        seen = []
        for ref in reversed(self.order):
            db = self.open[ref].db
            if db.resource and db not in seen:
                seen.append(db)
        return seen


def _date(seconds: int) -> datetime:
    return from_palm_seconds(seconds & 0xFFFFFFFF)
