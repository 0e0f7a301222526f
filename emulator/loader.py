"""Loading a 68k application: its PRC read through ``prc_tools``, checked, and its A5 world built.

:func:`read_application` parses the database and its ``code`` 0, ``code`` 1, ``data`` 0 and
``pref`` 0 resources with ``prc_tools`` (the one parser of Palm formats in the project) and
turns any problem into a one-line :class:`~emulator.errors.EmulatorError`: not a PRC, a record
database, no ``code`` 1, a truncated or undecodable resource.

:func:`build_globals` does what Palm OS does before ``code`` 1 runs (docs/palm_os.md §3.1, §2.4): a
globals chunk of ``belowA5 + aboveA5`` bytes, zeroed, A5 at ``chunk + belowA5``, each of the
three ``data`` 0 init blocks decompressed at ``A5 + offset``, then the data relocations (table 0
adds A5, table 1 the address of code 1). Applications built by prc-tools have empty tables and
relocate themselves through ``rloc`` 0 when ``sysAppLaunchFlagNewGlobals`` is set. When a
relocation was applied the launch says so (``sysAppLaunchFlagDataRelocated``), as Palm OS does:
CodeWarrior's startup code relocates the same tables again unless that flag is set (a second
pass sent every call through a multi-segment application's jump table astray).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from emulator.errors import EmulatorError
from emulator.memory import OWNER_SYSTEM, Chunk, Memory, OutOfMemory
from prc_tools.errors import PrcFormatError
from prc_tools.formats.appcode import CodeZero, DataZero, SysAppPrefs
from prc_tools.formats.container import RecordDatabase, ResourceDatabase, parse_database

DEFAULT_PREFS = SysAppPrefs()  # what an application without pref 0 gets (4 KB of stack)


@dataclass(frozen=True)
class Application:
    """A launchable application, as read from its PRC."""

    database: ResourceDatabase
    code0: CodeZero
    code1: bytes
    data0: DataZero | None
    prefs: SysAppPrefs
    source: str  # the file it came from, for messages

    @property
    def name(self) -> str:
        return self.database.name

    @property
    def creator(self) -> str:
        return self.database.creator


MIN_STACK = 256  # bytes: less cannot hold the frames of a trap call and an interrupt
MAX_DATABASE_BYTES = 16 << 20  # the largest card of a Palm OS 3.5 device: no database is larger


def read_bounded(path: Path, limit: int) -> bytes | None:
    """The bytes of ``path``, or None if it holds more than ``limit`` (``/dev/zero`` ends too)."""
    with path.open("rb") as stream:
        data = stream.read(limit + 1)
    return data if len(data) <= limit else None


def read_application(path: str | Path, data: bytes | None = None) -> Application:
    """Read and check a PRC (see the module docstring); ``data`` instead of reading ``path``."""
    source = str(path)
    if data is None:
        try:
            data = read_bounded(Path(path), MAX_DATABASE_BYTES)
        except OSError as error:
            raise EmulatorError(f"{source}: cannot read: {error.strerror or error}") from None
        if data is None:
            raise EmulatorError(f"{source}: over {MAX_DATABASE_BYTES >> 20} MB: not a Palm application")
    try:
        database = parse_database(data)
    except PrcFormatError as error:
        raise EmulatorError(f"{source}: not a Palm database: {error}") from None
    if isinstance(database, RecordDatabase):
        raise EmulatorError(f"{source}: a record database (.pdb), not an application (.prc)")
    return application_of(database, source)


def application_of(database: ResourceDatabase, source: str) -> Application:
    """The launchable parts of a parsed resource database (see :func:`read_application`)."""
    code1 = database.get("code", 1)
    if code1 is None:
        raise EmulatorError(f"{source}: no 'code' 1 resource: it holds no 68k code to run")
    if not code1.data:
        raise EmulatorError(f"{source}: 'code' 1 is empty")

    def parsed(type_: str, parse: object, default: object) -> object:
        resource = database.get(type_, 0)
        if resource is None:
            return default
        try:
            return parse(resource.data)  # type: ignore[operator]
        except (PrcFormatError, ValueError) as error:
            raise EmulatorError(f"{source}: '{type_}' 0 is damaged: {error}") from None

    code0 = parsed("code", CodeZero.parse, CodeZero())
    data0 = parsed("data", DataZero.parse, None)
    prefs = parsed("pref", SysAppPrefs.parse, DEFAULT_PREFS)
    assert isinstance(code0, CodeZero) and isinstance(prefs, SysAppPrefs)
    assert data0 is None or isinstance(data0, DataZero)
    if prefs.stackSize < MIN_STACK:
        raise EmulatorError(
            f"{source}: 'pref' 0 asks for a stack of {prefs.stackSize} bytes (at least {MIN_STACK})"
        )
    if code0.belowA5 > 0x100000 or code0.aboveA5 > 0x100000:
        raise EmulatorError(f"{source}: 'code' 0 asks for {code0.belowA5 + code0.aboveA5} bytes of globals")
    return Application(database, code0, code1.data, data0, prefs, source)


def xref_offsets(entries: tuple[bytes, ...]) -> list[int]:
    """The A5-relative offsets of one relocation table (PumpkinOS's encoding, docs/palm_os.md §2.4).

    >>> xref_offsets((bytes([0x82]), bytes([0x40, 0x10]), bytes([0x00, 0x00, 0x00, 0x08])))
    [4, 36, 16]
    """
    offsets = []
    offset = 0
    for entry in entries:
        first = entry[0]
        if first & 0x80:
            delta = first & 0x7F
            offset += (delta - 0x80 if delta & 0x40 else delta) * 2
        elif first & 0x40:
            value = ((first << 8) | entry[1]) & 0x3FFF
            offset += (value - 0x4000 if value & 0x2000 else value) * 2
        else:
            value = int.from_bytes(entry, "big") & 0x3FFFFFFF
            offset = (value - 0x40000000 if value & 0x20000000 else value) * 2
        offsets.append(offset)
    return offsets


@dataclass(frozen=True)
class Globals:
    """The A5 world built for a launch."""

    chunk: Chunk | None
    a5: int
    relocated: bool = False  # a data relocation was applied (sysAppLaunchFlagDataRelocated)


def build_globals(memory: Memory, app: Application, code1_address: int) -> Globals:
    """Allocate and fill the globals of ``app`` (see the module docstring)."""
    below, above = app.code0.belowA5, app.code0.aboveA5
    size = below + above
    try:
        chunk = memory.allocate(size, owner=OWNER_SYSTEM, label="globals (A5 world)")
    except OutOfMemory as error:
        raise EmulatorError(f"{app.source}: no room for {size} bytes of globals: {error}") from None
    a5 = chunk.address + below
    relocated = False
    if app.data0 is not None:
        for index, block in enumerate(app.data0.initBlocks):
            try:
                data = block.decompress()
            except (ValueError, IndexError) as error:
                raise EmulatorError(
                    f"{app.source}: 'data' 0 init block {index} is damaged: {error}"
                ) from None
            if not data:
                continue
            start = a5 + block.a5Offset
            if start < chunk.address or start + len(data) > chunk.address + size:
                raise EmulatorError(
                    f"{app.source}: 'data' 0 init block {index} writes {len(data)} bytes at A5"
                    f"{block.a5Offset:+d}, outside the {size}-byte globals of 'code' 0"
                )
            memory.write(start, data)
        for table, base in zip(app.data0.dataXrefs[:2], (a5, code1_address), strict=True):
            for offset in xref_offsets(table):
                site = a5 + offset
                if site < chunk.address or site + 4 > chunk.address + size:
                    raise EmulatorError(
                        f"{app.source}: a 'data' 0 relocation at A5{offset:+d} is outside the globals"
                    )
                memory.put_u32(site, memory.u32(site) + base)
                relocated = True
    return Globals(chunk, a5, relocated)
