"""Databases as desktop files: their file names, and atomic output (no half-written ``.prc``/``.pdb``).

:func:`database_file_name` is the one mapping from a database's name to the file it is kept in,
so the desktop app and the emulated device (whose Data Manager keeps its databases
as files in a folder) find the same files.

:func:`write_atomic` writes to a temporary file in the destination's directory, flushes and
``fsync``\\ s it, then renames it over the destination (atomic on POSIX and on Windows' same-volume
``os.replace``), and finally ``fsync``\\ s the directory where that is possible. If anything fails
the temporary file is removed and the destination is left as it was. A process killed between
the two (``kill -9``, a power cut) leaves its temporary file behind: ``.NAME.XXXXXXXX.tmp`` beside
``NAME``; :func:`remove_stale_temporaries` removes those of named files, and only those, when the
caller knows no other writer is at work in the folder (it holds the folder's lock).

:func:`read_limited` reads an input file up to a size bound, so that ``/dev/zero``, an endless
pipe or a huge file is refused with one line instead of exhausting memory.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
from collections.abc import Container
from pathlib import Path

from palm_sdk.databases import dmDBNameLength

_UNSAFE = frozenset('/\\:*?"<>|%')
_TEMPORARY = re.compile(r"\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp")
"""The name :func:`write_atomic` gives its temporary file: ``tempfile.mkstemp`` with the prefix
``.NAME.`` and the suffix ``.tmp`` puts 8 characters of ``[a-z0-9_]`` between them."""


MAX_DATABASE_BYTES = 64 << 20
"""The largest PRC/PDB file the tools read: more than all the memory of any Palm OS 4 handheld
(16 MB at most), so no real database is refused, and a bound on what reading one costs."""
MAX_SOURCE_BYTES = 16 << 20
"""The largest source file (``.rcp``, header, image, font, data, script) the tools read."""


class InputTooLarge(ValueError):
    """An input file larger than its bound (or endless, as ``/dev/zero``)."""


def _escaped(index: int, ch: str, last: int) -> bool:
    """Whether a name's character is written ``%XX``: characters no file system takes, ``%``
    itself, C0 and C1 controls and DEL, a leading dot, and a trailing dot or space (Windows
    drops them)."""
    code = ord(ch)
    return (
        ch in _UNSAFE
        or code < 0x20
        or 0x7F <= code <= 0x9F
        or (index == 0 and ch == ".")
        or (index == last and ch in ". ")
    )


def database_file_name(name: str, resource: bool = False) -> str:
    """The file a database named ``name`` is kept in: the name, then ``.prc`` for a resource
    database or ``.pdb``.

    A database name is unique on its card (``DmCreateDatabase`` refuses a second, and
    ``DmFindDatabase`` finds one by its name alone), and Palm's advice, which our databases
    follow, is to end it with the creator (``PitchSave-PPch``): so the name alone names the file,
    and an emulated ``DmFindDatabase`` finds it without reading every header. Characters that no
    file system takes (``/ \\ : * ? " < > |``, C0 and C1 controls, DEL, a leading dot, a trailing
    dot or space) and ``%`` are written ``%XX`` (the character's code, below 0x100 for every
    one of them); every other character of Palm Latin (``€`` ...) is itself. So the map is
    injective: ``%`` in a file name always starts an escape, and the rest is the name.

    >>> database_file_name("PitchSave-PPch"), database_file_name("Pitch", resource=True)
    ('PitchSave-PPch.pdb', 'Pitch.prc')
    >>> database_file_name("a/b: c"), database_file_name("Prix €.")
    ('a%2Fb%3A c.pdb', 'Prix €%2E.pdb')
    """
    if not name or "\0" in name or len(name.encode("cp1252", errors="replace")) >= dmDBNameLength:
        raise ValueError(f"not a database name (1 to {dmDBNameLength - 1} characters): {name!r}")
    last = len(name) - 1
    safe = "".join(f"%{ord(ch):02X}" if _escaped(i, ch, last) else ch for i, ch in enumerate(name))
    return safe + (".prc" if resource else ".pdb")


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically, creating missing parent directories.

    >>> import tempfile, pathlib
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "out" / "x.bin"
    >>> write_atomic(target, b"hi")
    >>> target.read_bytes(), sorted(p.name for p in target.parent.iterdir())
    (b'hi', ['x.bin'])
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    mode = _mode_for(target)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        os.chmod(temporary, mode)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    _fsync_directory(target.parent)


def _mode_for(target: Path) -> int:
    """Keep an existing file's permissions; a new file gets ``0o666`` less the umask, like ``open``."""
    try:
        return target.stat().st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0o022)
        os.umask(umask)
        return 0o666 & ~umask


def _fsync_directory(directory: Path) -> None:
    """Make the rename durable where the platform allows opening a directory."""
    try:
        descriptor = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def remove_stale_temporaries(folder: str | os.PathLike[str], targets: Container[str]) -> list[Path]:
    """Remove the temporary files :func:`write_atomic` left in ``folder`` for the files named
    ``targets`` (a writer killed before its rename). Only regular files of exactly that pattern
    (``.NAME.XXXXXXXX.tmp``, ``NAME`` one of ``targets``) owned by this user are removed; call it
    only while no other writer can be at work in the folder (its lock held). Returns what was
    removed; a file that cannot be removed is left as it is.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> for name in (".Save.pdb.ab12cd_3.tmp", ".Other.pdb.ab12cd_3.tmp", ".Save.pdb.tmp", "Save.pdb"):
    ...     _ = (folder / name).write_bytes(b"x")
    >>> [p.name for p in remove_stale_temporaries(folder, {"Save.pdb"})]
    ['.Save.pdb.ab12cd_3.tmp']
    >>> sorted(p.name for p in folder.iterdir())
    ['.Other.pdb.ab12cd_3.tmp', '.Save.pdb.tmp', 'Save.pdb']
    """
    directory = Path(folder)
    removed: list[Path] = []
    try:
        names = sorted(os.listdir(directory))
    except OSError:
        return removed
    owner = os.getuid() if hasattr(os, "getuid") else None
    for name in names:
        match = _TEMPORARY.fullmatch(name)
        if match is None or match["target"] not in targets:
            continue
        path = directory / name
        try:
            info = path.lstat()
            if not stat.S_ISREG(info.st_mode) or (owner is not None and info.st_uid != owner):
                continue
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


def read_limited(path: str | os.PathLike[str], limit: int, what: str = "file") -> bytes:
    """The bytes of ``path``, refused with :class:`InputTooLarge` past ``limit`` bytes: at most
    ``limit + 1`` bytes are read, so an endless input (``/dev/zero``) costs no more than a large
    one. ``OSError`` as ``open`` gives it.

    >>> read_limited("/dev/zero", 4, "script")
    Traceback (most recent call last):
    ...
    prc_tools.fileio.InputTooLarge: /dev/zero: the script is larger than 4 bytes
    """
    with open(path, "rb") as stream:
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise InputTooLarge(f"{os.fspath(path)}: the {what} is larger than {_size(limit)}")
    return data


def _size(count: int) -> str:
    """``4 bytes``, ``64 KB``, ``16 MB``."""
    for unit, scale in (("MB", 1 << 20), ("KB", 1 << 10)):
        if count >= scale and count % scale == 0:
            return f"{count // scale} {unit}"
    return f"{count} bytes"
