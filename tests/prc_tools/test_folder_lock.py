"""The data folder's lock (:mod:`prc_tools.folder_lock`): one program at a time, and a lock file
planted by someone else never makes us write outside the folder.

A symbolic link, a hard link, a directory or a FIFO in place of the lock file is refused with a
user error and the file it points at is left byte for byte (hypothesis over the target's name
and contents); two processes taking and releasing the lock in a tight loop never hold it at the
same time (the release unlinks while still locked, and an opener of the released file tries
again); a holder in another process is named by its process id.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prc_tools.folder_lock import LOCK_FILE, FolderInUse, FolderLock, UnsafeLockFile

ROOT = Path(__file__).resolve().parents[2]

NAMES = st.text(
    st.characters(min_codepoint=0x21, max_codepoint=0x2FF, exclude_characters="/\\"), min_size=1, max_size=40
).filter(lambda n: n not in (".", ".."))


def test_taken_released_and_the_file_holds_our_pid(tmp_path: Path) -> None:
    lock = FolderLock(tmp_path / "new")  # a missing folder is made
    with lock:
        assert lock.held
        assert (tmp_path / "new" / LOCK_FILE).read_text() == f"{os.getpid()}\n"
        with pytest.raises(FolderInUse, match=rf"in use by another program \(process {os.getpid()}\)"):
            FolderLock(tmp_path / "new").acquire()
    assert not lock.held
    assert not (tmp_path / "new" / LOCK_FILE).exists()
    with FolderLock(tmp_path / "new"):  # free again
        pass


def test_a_stale_lock_file_of_a_crashed_holder_is_taken_over(tmp_path: Path) -> None:
    (tmp_path / LOCK_FILE).write_text("999999999 and a long tail that is not ours\n")
    with FolderLock(tmp_path):
        assert (tmp_path / LOCK_FILE).read_text() == f"{os.getpid()}\n"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=NAMES, contents=st.binary(max_size=64), relative=st.booleans())
def test_a_symlinked_lock_file_never_clobbers_its_target(name: str, contents: bytes, relative: bool) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        outside = Path(scratch) / "outside"
        folder = Path(scratch) / "data"
        outside.mkdir()
        folder.mkdir()
        target = outside / name
        target.write_bytes(contents)
        os.symlink(os.path.relpath(target, folder) if relative else target, folder / LOCK_FILE)
        lock = FolderLock(folder)
        with pytest.raises(UnsafeLockFile, match="a symbolic link"):
            lock.acquire()
        assert not lock.held
        assert target.read_bytes() == contents
        assert (folder / LOCK_FILE).is_symlink()  # left for its owner to look at
        lock.release()  # nothing held: nothing removed
        assert (folder / LOCK_FILE).is_symlink() and target.read_bytes() == contents


def test_a_dangling_symlink_creates_nothing_at_its_target(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere"
    (tmp_path / "data").mkdir()
    os.symlink(target, tmp_path / "data" / LOCK_FILE)
    with pytest.raises(UnsafeLockFile):
        FolderLock(tmp_path / "data").acquire()
    assert not target.exists()


def test_a_hard_link_a_directory_and_a_fifo_are_refused(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_bytes(b"precious")
    (tmp_path / "a").mkdir()
    os.link(victim, tmp_path / "a" / LOCK_FILE)
    with pytest.raises(UnsafeLockFile, match="linked to another file"):
        FolderLock(tmp_path / "a").acquire()
    assert victim.read_bytes() == b"precious"
    (tmp_path / "b" / LOCK_FILE).mkdir(parents=True)
    with pytest.raises(UnsafeLockFile, match="a directory"):
        FolderLock(tmp_path / "b").acquire()
    (tmp_path / "c").mkdir()
    os.mkfifo(tmp_path / "c" / LOCK_FILE)
    with pytest.raises(UnsafeLockFile, match="not a regular file"):
        FolderLock(tmp_path / "c").acquire()  # and the open did not block


HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from prc_tools.folder_lock import FolderLock
    lock = FolderLock(Path(sys.argv[1]))
    lock.acquire()
    print("held", flush=True)
    sys.stdin.readline()
    lock.release()
    """
)


def test_another_process_holding_it_is_named(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(FolderInUse, match=rf"\(process {holder.pid}\)"):
            FolderLock(tmp_path).acquire()
    finally:
        holder.communicate("\n", timeout=30)
    with FolderLock(tmp_path):
        pass


CONTENDER = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    from prc_tools.folder_lock import FolderInUse, FolderLock
    folder, rounds = Path(sys.argv[1]), int(sys.argv[2])
    held = 0
    while held < rounds:
        lock = FolderLock(folder)
        try:
            lock.acquire()
        except FolderInUse:
            continue
        marker = os.open(folder / "inside", os.O_CREAT | os.O_EXCL | os.O_WRONLY)  # fails if two hold it
        os.close(marker)
        os.unlink(folder / "inside")
        lock.release()
        held += 1
    print(held)
    """
)


def test_two_processes_never_hold_it_at_once(tmp_path: Path) -> None:
    rounds = 300
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", CONTENDER, str(tmp_path), str(rounds)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for _ in range(2)
    ]
    for run in runs:
        out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
        assert out.strip() == str(rounds)
    assert sorted(p.name for p in tmp_path.iterdir()) == []
