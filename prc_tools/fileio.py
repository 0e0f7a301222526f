"""Atomic file output: a reader never sees a half-written ``.prc``/``.pdb``.

:func:`write_atomic` writes to a temporary file in the destination's directory, flushes and
``fsync``\\ s it, then renames it over the destination (atomic on POSIX and on Windows' same-volume
``os.replace``), and finally ``fsync``\\ s the directory where that is possible. If anything fails
the temporary file is removed and the destination is left as it was.

May import: the standard library only.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


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
