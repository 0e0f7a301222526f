"""The lock of a folder of Palm databases: one program at a time keeps its databases there.

The desktop game (``palm-pitch``) and the emulated device (``palm-emu``) keep the same databases
as files in a data folder (:func:`prc_tools.fileio.database_file_name`). Two of them on one folder
would overwrite each other's saves, so each holds :data:`LOCK_FILE` there while it runs: an
advisory lock of the operating system (``flock``, or ``msvcrt.locking`` on Windows) on a file that
holds the holder's process id. The system drops the lock when the process ends, however it ends,
so a crash leaves no stale lock behind; a clean release removes the file.

The folder may be shared with other people, so the lock file is treated as hostile until it is
ours:

* it is opened without following a symbolic link (``O_NOFOLLOW``) and without truncating
  (``O_CREAT`` alone), non-blocking (a FIFO planted there cannot hang the open);
* it must be a regular file with one link (a hard link to a file elsewhere is refused), and only
  then, locked, is it truncated and given our process id;
* after locking, the file locked must still be the one at the path: a holder that released it
  meanwhile unlinked it (it unlinks while it still holds the lock, then closes), so the opener of
  the old file tries again rather than holding a lock nobody else can see;
* a release unlinks the path only if it is still our file.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from pathlib import Path
from types import TracebackType

LOCK_FILE = "palm-pitch.lock"
ATTEMPTS = 20  # a lock file released and made again between our open and our lock, at most so often


class FolderInUse(Exception):
    """Another program holds the folder's lock (``holder``: its process id, or "")."""

    is_user_error = True

    def __init__(self, folder: Path, holder: str) -> None:
        who = f" (process {holder})" if holder else ""
        super().__init__(f"the data folder {folder} is in use by another program{who}")
        self.folder = folder
        self.holder = holder


class UnsafeLockFile(Exception):
    """The lock file is not one this program may use (a link, a directory, a FIFO ...)."""

    is_user_error = True

    def __init__(self, path: Path, why: str) -> None:
        super().__init__(f"{path} is {why}: remove it if no program is using the folder")
        self.path = path


class FolderLock:
    """The lock of ``folder`` (see the module docstring). Use :meth:`acquire` and :meth:`release`,
    or ``with FolderLock(folder):``."""

    def __init__(self, folder: Path, name: str = LOCK_FILE) -> None:
        self.folder = Path(folder)
        self.path = self.folder / name
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock: :class:`FolderInUse` if another process holds it, :class:`UnsafeLockFile`
        if the lock file is not a plain file of its own, ``OSError`` if the folder cannot be used."""
        if self._fd is not None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        for _ in range(ATTEMPTS):
            fd = self._open()
            try:
                if not _try_lock(fd):
                    raise FolderInUse(self.folder, _holder(fd))
                if not self._still_at_path(fd):
                    continue  # released and removed meanwhile: open the new one
                if os.fstat(fd).st_nlink != 1:
                    raise UnsafeLockFile(self.path, "linked to another file")
                os.ftruncate(fd, 0)
                os.write(fd, f"{os.getpid()}\n".encode("ascii"))
            except BaseException:
                os.close(fd)
                raise
            self._fd = fd
            return
        raise FolderInUse(self.folder, "")

    def _open(self) -> int:
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        flags |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
        if not hasattr(os, "O_NOFOLLOW") and self.path.is_symlink():  # Windows: no O_NOFOLLOW
            raise UnsafeLockFile(self.path, "a symbolic link")
        try:
            fd = os.open(self.path, flags, 0o644)
        except OSError as error:
            if self.path.is_symlink():  # ELOOP from O_NOFOLLOW
                raise UnsafeLockFile(self.path, "a symbolic link") from None
            if self.path.is_dir():
                raise UnsafeLockFile(self.path, "a directory") from None
            raise error from None
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            os.close(fd)
            raise UnsafeLockFile(self.path, "not a regular file")
        return fd

    def _still_at_path(self, fd: int) -> bool:
        try:
            now = os.stat(self.path, follow_symlinks=False)
        except FileNotFoundError:
            return False
        mine = os.fstat(fd)
        return (now.st_dev, now.st_ino) == (mine.st_dev, mine.st_ino) and mine.st_nlink > 0

    def release(self) -> None:
        """Remove the lock file (if it is still ours), then let go of the lock."""
        fd = self._fd
        if fd is None:
            return
        self._fd = None
        try:
            if self._still_at_path(fd):
                with contextlib.suppress(OSError):
                    self.path.unlink()  # while still locked: see the module docstring
        finally:
            os.close(fd)  # closing the file drops the lock

    def __enter__(self) -> FolderLock:
        self.acquire()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.release()


def _try_lock(fd: int) -> bool:
    """An exclusive lock that does not wait: False if another process holds it."""
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _holder(fd: int) -> str:
    """The process id a holder wrote (up to 20 characters, digits only), or ""."""
    try:
        text = os.pread(fd, 20, 0) if hasattr(os, "pread") else b""
    except OSError:
        return ""
    holder = text.decode("ascii", errors="replace").strip()
    return holder if holder.isdigit() else ""
