"""PRC and PDB databases: the 78-byte header, the resource or record list, the gap and the data.

Layout (PFFS = *Palm File Format Specification*, pp. 12-25; PRCT ``tools/pfd.cpp``; PILRC
``util.c WriteOutResourceDB``)::

    +0     DatabaseHeader (78 bytes), numRecords = n
    +78    n x ResourceEntry (10 bytes, PRC) or n x RecordEntry (8 bytes, PDB)
    ...    the gap: "traditionally two bytes long" (PFFS p.15), zeros; readers accept any length
    ...    appInfo block, sortInfo block (optional), then each entry's data in entry order;
           an entry's data runs to the next entry's offset, the last one to the end of the file.

:class:`ResourceDatabase` and :class:`RecordDatabase` are the typed facades. Callers never give
offsets or counts: :meth:`ResourceDatabase.build` lays the data out and computes every
``localChunkID``, ``appInfoID``, ``sortInfoID`` and ``numRecords`` (the palm-pdb
``recomputeOffsets`` idea). Parsing accepts exactly what that layout can describe - data in entry
order, after the optional appInfo and sortInfo blocks - so for every database that parses,
``build()`` gives back the same bytes. Anything else (truncation, an offset pointing backwards or
past the end, a chained record list, a name without its NUL) raises one
:class:`~prc_tools.errors.PrcFormatError` naming the problem and its file offset.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import IntFlag
from typing import Any, TypeVar

import construct as c

from palm_sdk.databases import DatabaseAttributes
from prc_tools.errors import PrcFormatError
from prc_tools.formats.alert import Alert
from prc_tools.formats.binary import build_struct, decode_text, encode_text, parse_struct, struct_size
from prc_tools.formats.bitmap import Bitmap, BitmapFamily
from prc_tools.formats.foreign import identify_foreign
from prc_tools.formats.form import Form
from prc_tools.formats.menu import MenuBar
from prc_tools.formats.packed_text import PACKED_TEXT_TYPE, PackedText
from prc_tools.formats.palmtime import PALM_EPOCH, PILRC_DATE, PalmDate, from_palm_seconds, to_palm_seconds
from prc_tools.formats.registry import decode_resource
from prc_tools.formats.strings import StringList, TextResource


class RecordAttributes(IntFlag):
    """The high nibble of a PDB record entry's attribute byte, SDK35 ``DataMgr.h`` ``dmRecAttr...``.

    The low nibble is the category (``dmRecAttrCategoryMask`` 0x0F), kept in :attr:`Record.category`.
    """

    dmRecAttrDelete = 0x80
    dmRecAttrDirty = 0x40
    dmRecAttrBusy = 0x20
    dmRecAttrSecret = 0x10


NO_DATABASE_ATTRIBUTES = DatabaseAttributes(0)
NO_RECORD_ATTRIBUTES = RecordAttributes(0)

FourCC = c.ExprAdapter(
    c.Bytes(4),
    lambda obj, ctx: obj.decode("latin-1"),
    lambda obj, ctx: obj.encode("latin-1"),
)
"""A four-character code (type, creator, resource type) as a 4-character ``str``."""

# PFFS p.12-17 "Database header"; PILRC util.c szDBHEADER "b32,w,w,l,l,zl4,b4,b4,zl2,w".
DatabaseHeader = c.Struct(
    "name" / c.Bytes(32),  # NUL-terminated, at most 31 characters, zero-padded
    "attributes" / c.Int16ub,  # dmHdrAttr... bits (DataMgr.h); resDB for a PRC
    "version" / c.Int16ub,  # application-defined database version
    "creationDate" / PalmDate,  # seconds since 1904-01-01 (PFFS p.14)
    "modificationDate" / PalmDate,
    "lastBackupDate" / PalmDate,  # 0 = never
    "modificationNumber" / c.Int32ub,
    "appInfoID" / c.Int32ub,  # file offset of the appInfo block, 0 = none (PFFS p.25)
    "sortInfoID" / c.Int32ub,  # file offset of the sortInfo block, 0 = none
    "type" / FourCC,  # e.g. 'appl' (sysFileTApplication, SystemResources.h)
    "creator" / FourCC,  # creator ID
    "uniqueIDSeed" / c.Int32ub,  # PDB: seed for record unique IDs; PRC: 0
    "nextRecordListID" / c.Int32ub,  # chained lists are discouraged (PFFS p.17); always 0
    "numRecords" / c.Int16ub,  # entries that follow (computed on build)
)
HEADER_SIZE = struct_size(DatabaseHeader)  # 78 = 0x4E

# PFFS p.24 RsrcEntryType; PRCT pfd.cpp ResourceDatabase::write_directory.
ResourceEntry = c.Struct(
    "type" / FourCC,  # resource type, e.g. 'tFRM'
    "id" / c.Int16ub,  # resource ID
    "localChunkID" / c.Int32ub,  # absolute file offset of the data (computed on build)
)

# PFFS p.23 RecordEntryType; PRCT pfd.cpp RecordDatabase::write_directory.
RecordEntry = c.Struct(
    "localChunkID" / c.Int32ub,  # absolute file offset of the data (computed on build)
    "attributes" / c.Int8ub,  # dmRecAttr... flags (high nibble) | category (low nibble)
    "uniqueID" / c.Int24ub,  # 24-bit record ID, unique within the database
)

TRADITIONAL_GAP = b"\0\0"
"""PILRC "The dreaded gap" ``zb2``; prc-tools ``gap (2)``."""

_T = TypeVar("_T")


@dataclass(frozen=True)
class Resource:
    """One resource of a PRC: its four-character type, its ID and its raw bytes."""

    type: str
    id: int
    data: bytes

    def __post_init__(self) -> None:
        _check_fourcc(self.type, "resource type")
        if not 0 <= self.id <= 0xFFFF:
            raise ValueError(f"resource ID {self.id} does not fit in 16 bits")

    def decode(self) -> object:
        """The typed value of this resource (``Form``, ``BitmapFamily``, ``MenuBar`` …).

        Raises :class:`PrcFormatError` for damaged bytes and ``KeyError`` for a type without a
        decoder (see ``prc_tools.formats.registry.DECODERS``).
        """
        return decode_resource(self.type, self.data, self.id)

    def __str__(self) -> str:
        return f"{self.type} {self.id}"


@dataclass(frozen=True)
class Record:
    """One record of a PDB: its bytes, 24-bit unique ID, category (0..15) and attribute flags."""

    data: bytes
    uniqueID: int = 0
    category: int = 0
    attributes: RecordAttributes = NO_RECORD_ATTRIBUTES

    def __post_init__(self) -> None:
        if not 0 <= self.uniqueID <= 0xFFFFFF:
            raise ValueError(f"record uniqueID {self.uniqueID} does not fit in 24 bits")
        if not 0 <= self.category <= 15:
            raise ValueError(f"record category {self.category} is not 0..15")
        if int(self.attributes) & ~0xF0:
            raise ValueError(f"record attributes {int(self.attributes):#x} overlap the category nibble")


DEFAULT_DATE = from_palm_seconds(PILRC_DATE)


@dataclass(frozen=True, kw_only=True)
class Database:
    """The header fields shared by resource and record databases (Palm SDK names)."""

    name: str
    type: str
    creator: str
    attributes: DatabaseAttributes = NO_DATABASE_ATTRIBUTES
    version: int = 0
    creationDate: datetime = DEFAULT_DATE
    modificationDate: datetime = DEFAULT_DATE
    lastBackupDate: datetime = PALM_EPOCH
    modificationNumber: int = 0
    uniqueIDSeed: int = 0
    appInfo: bytes | None = None
    sortInfo: bytes | None = None
    gap: bytes = TRADITIONAL_GAP
    namePadding: bytes = b""
    """What follows the name's NUL in the 32-byte field when it is not all zeros (HSPascal writes its
    own name there, HotSync and POSE leave old text): kept so the file rebuilds byte for byte. A
    name fills all 32 bytes, without NUL, only in PilRC ``-ro`` files named after a long path."""

    def __post_init__(self) -> None:
        try:
            encoded = encode_text(self.name)
        except ValueError as error:
            raise ValueError(f"database name {self.name!r}: {error}") from None
        if not 0 < len(encoded) <= 32 or any(b < 0x20 for b in encoded):
            raise ValueError(
                f"database name {self.name!r} must be 1..31 characters (32 in PilRC -ro files), "
                "no control characters"
            )
        if len(encoded) + (1 + len(self.namePadding) if len(encoded) < 32 else 0) > 32:
            raise ValueError(f"database name {self.name!r} and its padding do not fit in 32 bytes")
        _check_fourcc(self.type, "database type")
        _check_fourcc(self.creator, "creator")
        for moment in (self.creationDate, self.modificationDate, self.lastBackupDate):
            to_palm_seconds(moment)  # aware and within 1904..2040, or ValueError
        for name, value, bits in (
            ("version", self.version, 16),
            ("modificationNumber", self.modificationNumber, 32),
            ("uniqueIDSeed", self.uniqueIDSeed, 32),
        ):
            if not 0 <= value < 1 << bits:
                raise ValueError(f"{name} {value} does not fit in {bits} bits")

    def _header(self, entries: int, app_info_id: int, sort_info_id: int) -> bytes:
        return build_struct(
            DatabaseHeader,
            {
                "name": (encode_text(self.name) + b"\0" + self.namePadding)[:32].ljust(32, b"\0"),
                "attributes": int(self.attributes),
                "version": self.version,
                "creationDate": self.creationDate,
                "modificationDate": self.modificationDate,
                "lastBackupDate": self.lastBackupDate,
                "modificationNumber": self.modificationNumber,
                "appInfoID": app_info_id,
                "sortInfoID": sort_info_id,
                "type": self.type,
                "creator": self.creator,
                "uniqueIDSeed": self.uniqueIDSeed,
                "nextRecordListID": 0,
                "numRecords": entries,
            },
        )

    def _layout(self, entry_size: int, payloads: list[bytes]) -> tuple[int, int, list[int], bytes]:
        """Offsets of appInfo, sortInfo and each payload, and the bytes after the entry list."""
        if len(payloads) > 0xFFFF:
            raise ValueError(f"{len(payloads)} entries do not fit in numRecords (65535 at most)")
        position = HEADER_SIZE + entry_size * len(payloads) + len(self.gap)
        body = [self.gap]
        app_info_id = sort_info_id = 0
        if self.appInfo is not None:
            app_info_id, position = position, position + len(self.appInfo)
            body.append(self.appInfo)
        if self.sortInfo is not None:
            sort_info_id, position = position, position + len(self.sortInfo)
            body.append(self.sortInfo)
        offsets = []
        for payload in payloads:
            offsets.append(position)
            position += len(payload)
            body.append(payload)
        if position > 0xFFFFFFFF:
            raise ValueError("database larger than 4 GB cannot be addressed by localChunkID")
        return app_info_id, sort_info_id, offsets, b"".join(body)


@dataclass(frozen=True, kw_only=True)
class ResourceDatabase(Database):
    """A PRC: a resource database (``dmHdrAttrResDB`` set), e.g. an application.

    >>> db = ResourceDatabase(name="Hi", type="appl", creator="HiHi",
    ...                       attributes=DatabaseAttributes.dmHdrAttrResDB,
    ...                       resources=(Resource("tver", 1, b"1.0\\0"),))
    >>> data = db.build()
    >>> len(data), ResourceDatabase.parse(data) == db
    (94, True)
    """

    attributes: DatabaseAttributes = DatabaseAttributes.dmHdrAttrResDB
    resources: tuple[Resource, ...] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.attributes & DatabaseAttributes.dmHdrAttrResDB:
            raise ValueError("a ResourceDatabase needs the dmHdrAttrResDB attribute")

    @classmethod
    def parse(cls, data: bytes) -> ResourceDatabase:
        """Parse PRC bytes; :class:`PrcFormatError` names any problem and its offset."""
        header = _parse_header(data)
        if not header.attributes & DatabaseAttributes.dmHdrAttrResDB:
            raise PrcFormatError("not a resource database: dmHdrAttrResDB (0x0001) is clear", 0x20)
        entries = _parse_entries(data, header.numRecords, ResourceEntry, "resource")
        labels = [f"resource {i} ({e.type!r} {e.id})" for i, e in enumerate(entries)]
        common, payloads = _parse_body(data, header, [e.localChunkID for e in entries], labels, 10)
        resources = tuple(Resource(e.type, e.id, p) for e, p in zip(entries, payloads, strict=True))
        return cls(resources=resources, **common)

    def build(self) -> bytes:
        """The database bytes; offsets and counts are computed here."""
        app_info_id, sort_info_id, offsets, body = self._layout(10, [r.data for r in self.resources])
        entries = b"".join(
            build_struct(ResourceEntry, {"type": r.type, "id": r.id, "localChunkID": offset})
            for r, offset in zip(self.resources, offsets, strict=True)
        )
        return self._header(len(self.resources), app_info_id, sort_info_id) + entries + body

    # -- finding resources -------------------------------------------------------------------

    def get(self, type: str, id: int) -> Resource | None:
        """The first resource of that type and ID, or ``None`` (Palm OS ``DmGet1Resource``)."""
        for resource in self.resources:
            if resource.type == type and resource.id == id:
                return resource
        return None

    def resource(self, type: str, id: int) -> Resource:
        """The resource of that type and ID; ``KeyError`` when there is none."""
        found = self.get(type, id)
        if found is None:
            raise KeyError(f"no {type!r} {id} resource in {self.name!r}")
        return found

    def decoded(self, type: str, id: int) -> object:
        """The typed value of a resource; see :meth:`Resource.decode`."""
        resource = self.resource(type, id)
        try:
            return resource.decode()
        except PrcFormatError as error:
            raise error.within(f"{type!r} {id}", self._offset_of(resource)) from None

    def form(self, id: int) -> Form:
        """The ``tFRM`` form with that ID."""
        return self._typed("tFRM", id, Form)

    def bitmap_family(self, id: int, type: str = "Tbmp") -> BitmapFamily:
        """The ``Tbmp`` (or ``tAIB`` icon) bitmap family with that ID."""
        return self._typed(type, id, BitmapFamily)

    def bitmap(self, id: int, depth: int = 1, type: str = "Tbmp") -> Bitmap:
        """The member of a bitmap family Palm OS would draw on a screen ``depth`` bits deep."""
        return self.bitmap_family(id, type).for_depth(depth)

    def menu_bar(self, id: int) -> MenuBar:
        """The ``MBAR`` menu bar with that ID."""
        return self._typed("MBAR", id, MenuBar)

    def alert(self, id: int) -> Alert:
        """The ``Talt`` alert with that ID."""
        return self._typed("Talt", id, Alert)

    def string(self, id: int) -> str:
        """The text of the ``tSTR`` string with that ID."""
        return self._typed("tSTR", id, TextResource).text

    def string_list(self, id: int) -> StringList:
        """The ``tSTL`` string list with that ID."""
        return self._typed("tSTL", id, StringList)

    def packed_text(self, id: int) -> str:
        """The text of the ``TxtC`` packed text with that ID, unpacked."""
        return self._typed(PACKED_TEXT_TYPE, id, PackedText).text

    def _typed(self, type: str, id: int, kind: type[_T]) -> _T:
        value = self.decoded(type, id)
        if not isinstance(value, kind):
            raise TypeError(f"{type!r} {id} decodes to {value!r}, not a {kind.__name__}")
        return value

    def _offset_of(self, resource: Resource) -> int:
        _, _, offsets, _ = self._layout(10, [r.data for r in self.resources])
        index = next(i for i, r in enumerate(self.resources) if r is resource)
        return offsets[index]


@dataclass(frozen=True, kw_only=True)
class RecordDatabase(Database):
    """A PDB: a record database, e.g. an application's saved data.

    >>> db = RecordDatabase(name="Notes", type="DATA", creator="HiHi",
    ...                     records=(Record(b"hello", uniqueID=1),))
    >>> RecordDatabase.parse(db.build()).records[0].data
    b'hello'
    """

    records: tuple[Record, ...] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.attributes & DatabaseAttributes.dmHdrAttrResDB:
            raise ValueError("a RecordDatabase must not have the dmHdrAttrResDB attribute")

    @classmethod
    def parse(cls, data: bytes) -> RecordDatabase:
        """Parse PDB bytes; :class:`PrcFormatError` names any problem and its offset."""
        header = _parse_header(data)
        if header.attributes & DatabaseAttributes.dmHdrAttrResDB:
            raise PrcFormatError("not a record database: dmHdrAttrResDB (0x0001) is set", 0x20)
        entries = _parse_entries(data, header.numRecords, RecordEntry, "record")
        labels = [f"record {i}" for i in range(len(entries))]
        common, payloads = _parse_body(data, header, [e.localChunkID for e in entries], labels, 8)
        records = tuple(
            Record(p, int(e.uniqueID), e.attributes & 0x0F, RecordAttributes(e.attributes & 0xF0))
            for e, p in zip(entries, payloads, strict=True)
        )
        return cls(records=records, **common)

    def build(self) -> bytes:
        """The database bytes; offsets and counts are computed here."""
        app_info_id, sort_info_id, offsets, body = self._layout(8, [r.data for r in self.records])
        entries = b"".join(
            build_struct(
                RecordEntry,
                {
                    "localChunkID": offset,
                    "attributes": int(r.attributes) | r.category,
                    "uniqueID": r.uniqueID,
                },
            )
            for r, offset in zip(self.records, offsets, strict=True)
        )
        return self._header(len(self.records), app_info_id, sort_info_id) + entries + body


def parse_database(data: bytes) -> ResourceDatabase | RecordDatabase:
    """Parse a PRC or a PDB, whichever the header's ``dmHdrAttrResDB`` bit says it is."""
    header = _parse_header(data)
    if header.attributes & DatabaseAttributes.dmHdrAttrResDB:
        return ResourceDatabase.parse(data)
    return RecordDatabase.parse(data)


# -- parsing helpers -----------------------------------------------------------------------------


def _check_fourcc(code: str, what: str) -> None:
    if len(code) != 4 or any(ord(ch) > 0xFF for ch in code):
        raise ValueError(f"{what} {code!r} must be exactly 4 single-byte characters")


def _parse_header(data: bytes) -> Any:
    """The database header, checked to be one; ``header.name`` becomes the text before the NUL."""
    foreign = None if _plausible_header(data) else identify_foreign(data)
    if foreign is not None:
        raise PrcFormatError(f"this is {foreign}", 0)
    if len(data) < HEADER_SIZE:
        raise PrcFormatError(
            f"file is {len(data)} bytes, shorter than the {HEADER_SIZE}-byte database header", len(data)
        )
    header = parse_struct(DatabaseHeader, data, 0, "database header")
    raw_name: bytes = header.name
    end = raw_name.find(b"\0")
    if end < 0:
        end = 32  # PilRC -ro: a name of 32 characters, copied without its NUL
    if end == 0:
        raise PrcFormatError("database name is empty", 0)
    control = next((i for i, b in enumerate(raw_name[:end]) if b < 0x20), None)
    if control is not None:
        raise PrcFormatError(
            f"not a Palm database: its name field holds a control character {raw_name[control]:#04x}",
            control,
        )
    if header.nextRecordListID != 0:
        raise PrcFormatError(
            f"nextRecordListID is {header.nextRecordListID:#x}; chained record lists are not supported",
            0x48,
        )
    header.name = decode_text(raw_name[:end])
    header.namePadding = raw_name[end + 1 :].rstrip(b"\0")
    return header


def _plausible_header(data: bytes) -> bool:
    """Whether the first 78 bytes could be a Palm header: a NUL-terminated name of text, then a
    printable type and creator. Only then is a foreign file signature at offset 0 ignored."""
    if len(data) < HEADER_SIZE:
        return False
    end = data.find(b"\0", 0, 32)
    fourccs = data[0x3C:0x44]
    return end > 0 and all(b >= 0x20 for b in data[:end]) and all(0x20 <= b != 0x7F for b in fourccs)


def _parse_entries(data: bytes, count: int, entry: Any, kind: str) -> list[Any]:
    size = struct_size(entry)
    end = HEADER_SIZE + count * size
    if end > len(data):
        raise PrcFormatError(
            f"numRecords says {count} {kind} entries, which need {end} bytes, but the file has {len(data)}",
            len(data),
        )
    return [parse_struct(entry, data, HEADER_SIZE + i * size, f"{kind} entry {i}") for i in range(count)]


def _parse_body(
    data: bytes, header: Any, chunk_ids: list[int], labels: list[str], entry_size: int
) -> tuple[dict[str, Any], list[bytes]]:
    """Check that the blocks follow each other in order and slice them out."""
    entries_end = HEADER_SIZE + entry_size * len(chunk_ids)
    blocks: list[tuple[str, int]] = []
    if header.appInfoID:
        blocks.append(("appInfo block (appInfoID)", header.appInfoID))
    if header.sortInfoID:
        blocks.append(("sortInfo block (sortInfoID)", header.sortInfoID))
    blocks.extend(
        ("data of " + label + " (localChunkID)", offset)
        for label, offset in zip(labels, chunk_ids, strict=True)
    )

    previous_label, previous = "the entry list", entries_end
    for label, offset in blocks:
        if offset > len(data):
            raise PrcFormatError(f"{label} points past the end of the {len(data)}-byte file", offset)
        if offset < previous:
            raise PrcFormatError(f"{label} points before the end of {previous_label} at {previous}", offset)
        previous_label, previous = label, offset

    starts = [offset for _, offset in blocks]
    ends = [*starts[1:], len(data)] if starts else []
    pieces = [data[start:end] for start, end in zip(starts, ends, strict=True)]
    gap_end = starts[0] if starts else len(data)
    app_info = pieces.pop(0) if header.appInfoID else None
    sort_info = pieces.pop(0) if header.sortInfoID else None
    common: dict[str, Any] = {
        "name": header.name,
        "namePadding": header.namePadding,
        "type": header.type,
        "creator": header.creator,
        "attributes": DatabaseAttributes(header.attributes),
        "version": header.version,
        "creationDate": header.creationDate,
        "modificationDate": header.modificationDate,
        "lastBackupDate": header.lastBackupDate,
        "modificationNumber": header.modificationNumber,
        "uniqueIDSeed": header.uniqueIDSeed,
        "appInfo": app_info,
        "sortInfo": sort_info,
        "gap": data[entries_end:gap_end],
    }
    return common, pieces


__all__ = [
    "DEFAULT_DATE",
    "Database",
    "DatabaseAttributes",
    "DatabaseHeader",
    "Record",
    "RecordAttributes",
    "RecordDatabase",
    "RecordEntry",
    "Resource",
    "ResourceDatabase",
    "ResourceEntry",
    "parse_database",
]
