"""Compile ``.rcp`` resource source into a Palm resource database (``.prc``), reproducibly.

:func:`compile_rcp` is the Python API (the desktop app calls it at start-up);
``palm-prc build`` is the same on the command line. The database gets:

- every resource the source declares, sorted by type then ID as prc-tools sorts them (PRCT
  ``pfd.hpp operator<``);
- for an application (type ``appl``) the zero-globals ``code`` 0, ``data`` 0 and ``pref`` 0 of
  ``formats.appcode`` unless the source declares its own, and a ``code`` 1 when one is given
  (``code1=`` or a ``DATA "code" ID 1 "file"`` statement). **Without a code 1 the PRC holds no
  68k code and will not launch on a device**; it is complete as a resource database.
- header fields: the name (``name=``, else the ``APPLICATIONICONNAME``, else the file name), the
  creator (``creator=``, else the ``APPLICATION`` statement), type ``appl``, attributes
  ``dmHdrAttrResDB | dmHdrAttrBackup`` (0x0009) and version 1 unless given;
- dates from ``date`` (default: PilRC's fixed 1996-05-16 11:14:40), never the clock, so the same
  sources give the same bytes. :func:`build_date` reads ``SOURCE_DATE_EPOCH``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path

from palm_sdk.databases import dmDBNameLength
from prc_tools.errors import RcpError
from prc_tools.fileio import write_atomic
from prc_tools.formats.appcode import CodeZero, DataZero, SysAppPrefs
from prc_tools.formats.container import DEFAULT_DATE, DatabaseAttributes, Resource, ResourceDatabase
from prc_tools.formats.palmtime import from_unix_seconds
from prc_tools.formats.strings import AppIconName, ApplicationId
from prc_tools.rcp.parser import CompiledResource, parse_rcp

APPLICATION_ATTRIBUTES = DatabaseAttributes.dmHdrAttrResDB | DatabaseAttributes.dmHdrAttrBackup
MAX_NAME = dmDBNameLength - 1  # SDK35 DataMgr.h: 32 bytes with the NUL


def build_date(environ: Mapping[str, str] | None = None) -> datetime:
    """The build date: ``SOURCE_DATE_EPOCH`` (Unix seconds) if set, else the fixed default.

    >>> build_date({"SOURCE_DATE_EPOCH": "0"}).isoformat()
    '1970-01-01T00:00:00+00:00'
    >>> build_date({}).isoformat()
    '1996-05-16T11:14:40+00:00'
    """
    environ = os.environ if environ is None else environ
    value = environ.get("SOURCE_DATE_EPOCH", "").strip()
    if not value:
        return DEFAULT_DATE
    try:
        return from_unix_seconds(int(value))
    except ValueError:
        shown = value if len(value) <= 20 else value[:20] + "..."
        raise ValueError(f"SOURCE_DATE_EPOCH={shown!r} is not a Unix time in the Palm date range") from None


def sort_key(resource: Resource) -> tuple[bytes, int]:
    """prc-tools' resource order: type bytes compared as ``strncmp``, then ID."""
    return resource.type.encode("latin-1"), resource.id


def compile_rcp(
    path: str | os.PathLike[str],
    *,
    include_dirs: Sequence[str | os.PathLike[str]] = (),
    date: datetime | None = None,
    name: str | None = None,
    creator: str | None = None,
    type: str = "appl",
    attributes: DatabaseAttributes = APPLICATION_ATTRIBUTES,
    version: int = 1,
    code1: bytes | None = None,
    code_resources: Sequence[Resource] = (),
    warn: Callable[[str], None] | None = None,
    locale: str | None = None,
    write_header: bool = False,
) -> ResourceDatabase:
    """Compile an ``.rcp`` file into a :class:`ResourceDatabase` (see the module docstring).

    Raises :class:`RcpError` for any mistake in the sources. ``warn`` receives warnings
    (``file:line:column: warning: …``) such as an icon of an unusual size. ``locale`` also
    compiles the resources marked ``LOCALE`` with that name (PilRC ``-Loc``). With
    ``write_header`` the header a ``GENERATEHEADER`` statement names is written next to the source
    (only when its text changes), as PilRC writes it.
    """
    source = Path(path)
    compiled, context = parse_rcp(source, include_dirs, warn, locale)
    if write_header and context.generated_header is not None:
        header = source.parent / context.generated_header
        text = context.header_text().encode("latin-1")
        try:
            if not header.is_file() or header.read_bytes() != text:
                write_atomic(header, text)
        except OSError as error:
            raise RcpError(f"cannot write {header}: {error.strerror or error}", str(source), 1, 1) from None
    by_key = {(c.type, c.id): c for c in compiled}

    def source_error(message: str) -> RcpError:
        return RcpError(message, str(source), 1, 1)

    resources = [Resource(c.type, c.id, _data(c)) for c in compiled]
    if type == "appl":
        defaults = {
            ("code", 0): CodeZero().build(),
            ("data", 0): DataZero().build(),
            ("pref", 0): SysAppPrefs().build(),
        }
        defaults.update({(r.type, r.id): r.data for r in code_resources})  # from an ELF (elf68k)
        resources += [Resource(t, i, data) for (t, i), data in defaults.items() if (t, i) not in by_key]
        if code1 is not None:
            if ("code", 1) in by_key:
                raise by_key[("code", 1)].where.error("code 1 is given both here and as code1= / --code1")
            resources.append(Resource("code", 1, code1))
    elif code1 is not None or code_resources:
        raise ValueError("code1 only makes sense for an application (type 'appl')")

    if creator is None:
        application = next((c.value for c in compiled if isinstance(c.value, ApplicationId)), None)
        if application is None:
            raise source_error(
                'no creator ID: add APPLICATION ID 1 "CRID" to the source or pass --creator CRID'
            )
        creator = application.creator
    if name is None:
        icon_name = next(
            (c.value for c in compiled if c.type == "tAIN" and isinstance(c.value, AppIconName)), None
        )
        name = icon_name.text if icon_name is not None else source.stem
    if len(name) > MAX_NAME:
        raise source_error(f"database name {name!r} is longer than the {MAX_NAME} characters Palm OS allows")
    moment = DEFAULT_DATE if date is None else date
    try:
        return ResourceDatabase(
            name=name,
            type=type,
            creator=creator,
            attributes=attributes | DatabaseAttributes.dmHdrAttrResDB,
            version=version,
            creationDate=moment,
            modificationDate=moment,
            resources=tuple(sorted(resources, key=sort_key)),
        )
    except ValueError as error:
        raise source_error(f"cannot make the database: {error}") from None


def _data(compiled: CompiledResource) -> bytes:
    try:
        return compiled.data()
    except ValueError as error:
        raise compiled.where.error(f"{compiled.type} {compiled.id}: {error}") from None
