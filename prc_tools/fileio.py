"""Databases as desktop files: their file names, and atomic output (no half-written ``.prc``/``.pdb``).

:func:`database_file_name` is the one mapping from a database's name to the file it is kept in,
so the desktop app and the emulated device (whose Data Manager keeps its databases
as files in a folder) find the same files.

:func:`write_atomic` writes to a temporary file in the destination's directory, flushes and
``fsync``\\ s it, then renames it over the destination (atomic on POSIX and on Windows' same-volume
``os.replace``), and finally ``fsync``\\ s the directory where that is possible. If anything fails
the temporary file is removed and the destination is left as it was.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from palm_sdk.databases import dmDBNameLength

_UNSAFE = frozenset('/\\:*?"<>|%')


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
