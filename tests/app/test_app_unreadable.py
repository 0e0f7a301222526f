"""Inputs palm-pitch reads are bounded, and a save it may not read is reported, not set aside.

A save the system refuses (its permissions, a folder in its place) is not damaged: Pitch says so
in one line and does not start, and the file is neither renamed ``.damaged`` nor overwritten. A
file larger than any save is damaged and set aside without being read whole; a script or game
record of ``/dev/zero`` is refused after a bounded read.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from palm_pitch.app.persistence import GAME_FILE, PREFS_FILE, STATS_FILE, SaveUnreadable, Storage
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.savedata import MAX_SAVE_BYTES, Statistics

PALM_PITCH = [sys.executable, "-m", "palm_pitch"]


@pytest.mark.parametrize("name", [GAME_FILE, PREFS_FILE, STATS_FILE])
def test_a_save_in_the_place_of_a_folder_is_reported_and_left_alone(tmp_path: Path, name: str) -> None:
    (tmp_path / name).mkdir()
    (tmp_path / name / "inside").write_text("mine")
    with pytest.raises(SaveUnreadable, match=f"cannot read .*{name}"):
        PitchApp(seed=1, data_dir=tmp_path)
    assert (tmp_path / name / "inside").read_text() == "mine"
    assert not list(tmp_path.glob("*.damaged*"))
    Storage(tmp_path).lock()  # the failed start let go of the folder


def test_a_save_the_system_refuses_is_neither_set_aside_nor_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Storage(tmp_path).save_statistics(Statistics.at(1, gamesWon=5))
    before = (tmp_path / STATS_FILE).read_bytes()
    real_open = open

    def refusing(path, *args, **kwargs):  # type: ignore[no-untyped-def]
        if Path(path).name == STATS_FILE and "r" in (args[0] if args else kwargs.get("mode", "r")):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr("builtins.open", refusing)
    with pytest.raises(SaveUnreadable, match="Permission denied"):
        PitchApp(seed=1, data_dir=tmp_path)
    monkeypatch.undo()
    assert (tmp_path / STATS_FILE).read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [STATS_FILE]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root reads any file")
def test_palm_pitch_says_so_in_one_line_for_a_file_without_read_permission(tmp_path: Path) -> None:
    Storage(tmp_path).save_statistics(Statistics.at(1, gamesWon=5))
    (tmp_path / STATS_FILE).chmod(0)
    command = ["headless", "--script", "-", "--out", str(tmp_path / "out"), "--data-dir", str(tmp_path)]
    done = subprocess.run(
        [*PALM_PITCH, *command], input="", capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 2 and "Permission denied" in done.stderr and "Traceback" not in done.stderr
    assert not list(tmp_path.glob("*.damaged*"))


def test_a_file_larger_than_any_save_is_set_aside_unread(tmp_path: Path) -> None:
    with open(tmp_path / GAME_FILE, "wb") as stream:
        stream.truncate(64 * MAX_SAVE_BYTES)  # sparse: 64 MB that cost no disk
    storage = Storage(tmp_path)
    assert storage.load_game() is None
    assert "larger than 1 MB" in storage.damage[0].detail
    assert (tmp_path / f"{GAME_FILE}.damaged").stat().st_size == 64 * MAX_SAVE_BYTES


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize(
    "command",
    [
        ["headless", "--script", "/dev/zero", "--out", "OUT"],
        ["record", "/dev/zero"],
    ],
)
def test_an_endless_input_is_one_line(tmp_path: Path, command: list[str]) -> None:
    words = [str(tmp_path / "out") if word == "OUT" else word for word in command]
    done = subprocess.run([*PALM_PITCH, *words], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "larger than 16 MB" in done.stderr, done.stderr


def test_an_endless_standard_input_is_one_line(tmp_path: Path) -> None:
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run(
            [*PALM_PITCH, "record", "-"], stdin=zero, capture_output=True, text=True, timeout=60, check=False
        )
    assert done.returncode == 2 and "larger than 16 MB" in done.stderr and done.stderr.count("\n") == 1
