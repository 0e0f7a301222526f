"""A Pitch killed while it saves leaves its temporary file; the next Pitch on the folder removes it.

``write_atomic`` writes ``.PitchSave-PPch.pdb.XXXXXXXX.tmp`` and renames it over the save; a
``kill -9`` between the two leaves the temporary file. The next Pitch removes such files of its
own data files once it holds the folder's lock, never another file, and never while another
Pitch holds the lock.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from palm_pitch.app.persistence import GAME_FILE, PREFS_FILE, STATS_FILE, DataDirInUse, Storage

OURS = (
    f".{GAME_FILE}.a1b2c3d4.tmp",
    f".{PREFS_FILE}.zz_9y8x7.tmp",
    f".{STATS_FILE}.00000000.tmp",
    ".MemoDB.pdb.q1w2e3r4.tmp",
    "exports/.pitch-game-17.txt.k9j8h7g6.tmp",
)
NOT_OURS = (
    f".{GAME_FILE}.tmp",  # not mkstemp's pattern
    f".{GAME_FILE}.ABCDEFGH.tmp",  # mkstemp writes lower case
    f".{GAME_FILE}.a1b2c3d4.tmp.keep",
    ".Other-XXXX.pdb.a1b2c3d4.tmp",  # another program's database
    f"{GAME_FILE}.a1b2c3d4.tmp",  # no leading dot
    "exports/.notes.txt.a1b2c3d4.tmp",
    "notes.txt",
)


def _make(folder: Path, names: tuple[str, ...]) -> None:
    for name in names:
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"half a save")


def _present(folder: Path, names: tuple[str, ...]) -> set[str]:
    return {name for name in names if (folder / name).exists()}


def test_the_next_pitch_removes_its_stale_temporary_files_and_nothing_else(tmp_path: Path) -> None:
    _make(tmp_path, OURS + NOT_OURS)
    storage = Storage(tmp_path)
    storage.lock()
    try:
        assert _present(tmp_path, OURS) == set()
        assert _present(tmp_path, NOT_OURS) == set(NOT_OURS)
        assert sorted(p.name for p in storage.removed_temporaries) == sorted(Path(n).name for n in OURS)
    finally:
        storage.unlock()


def test_a_directory_or_a_link_of_that_name_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / f".{GAME_FILE}.a1b2c3d4.tmp").mkdir()
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    (tmp_path / f".{PREFS_FILE}.a1b2c3d4.tmp").symlink_to(outside)
    storage = Storage(tmp_path)
    storage.lock()
    storage.unlock()
    assert (tmp_path / f".{GAME_FILE}.a1b2c3d4.tmp").is_dir()
    assert (tmp_path / f".{PREFS_FILE}.a1b2c3d4.tmp").is_symlink() and outside.read_text() == "keep me"


def test_nothing_is_removed_while_another_pitch_holds_the_folder(tmp_path: Path) -> None:
    first = Storage(tmp_path)
    first.lock()
    try:
        _make(tmp_path, OURS)  # the first Pitch is saving right now
        with pytest.raises(DataDirInUse):
            Storage(tmp_path).lock()
        assert _present(tmp_path, OURS) == set(OURS)
    finally:
        first.unlock()


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is POSIX")
def test_a_pitch_killed_between_write_and_rename_leaves_nothing_after_the_next_start(tmp_path: Path) -> None:
    # a real save, killed by SIGKILL at the moment write_atomic renames its temporary file
    program = textwrap.dedent(
        f"""
        import os, signal
        from pathlib import Path
        from palm_pitch.app.persistence import Storage
        from palm_pitch.app.session import GameSession
        storage = Storage(Path({str(tmp_path)!r}))
        storage.lock()
        storage.save_game(GameSession(seed=3))
        os.replace = lambda *args: os.kill(os.getpid(), signal.SIGKILL)
        storage.save_game(GameSession(seed=4))
        """
    )
    done = subprocess.run([sys.executable, "-c", program], timeout=120, check=False)
    assert done.returncode == -signal.SIGKILL
    left = sorted(name for name in os.listdir(tmp_path) if name.endswith(".tmp"))
    assert len(left) == 1 and left[0].startswith(f".{GAME_FILE}.")
    storage = Storage(tmp_path)
    storage.lock()
    storage.unlock()
    assert sorted(os.listdir(tmp_path)) == [GAME_FILE]
    assert storage.load_game() is not None and not storage.damage  # the save before the kill
