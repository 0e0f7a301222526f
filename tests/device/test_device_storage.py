"""Pitch.prc's saves in palm-emu are as safe as on a handheld, and as on the desktop.

* ``kill -9`` of ``palm-emu`` at random moments of a game: every database in the folder reads
  back, the saved game is a prefix of the game played and holds at least every move made before
  the last screen shot before the kill (the card is written whenever the application waits), and
  the next start resumes it without finding anything damaged.
* The damaged saves of the desktop's tests (a flipped byte, half a file, not a database, a newer
  format, zeroed preferences), run through Pitch.prc: the original bytes are kept, as the desktop
  keeps them, never overwritten; a file the card cannot parse is moved to ``.damaged`` and the
  command line says so.
* A desktop game and palm-emu on one folder refuse each other, one line, exit 2.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from app_helpers import heuristic_session, save_fixture

from emulator.cli import main as emu_main
from emulator.device import Device
from palm_os.shells.script import parse_script, run
from palm_pitch.app.persistence import GAME_FILE, PREFS_FILE, Storage, restore
from palm_pitch.app.savedata import Preferences, SavedGame
from palm_pitch.cli import main as pitch_main
from prc_tools.formats.container import RecordDatabase, parse_database

ROOT = Path(__file__).resolve().parents[2]
BID_XS = (36, 60, 84, 108, 132)
CARD_XS = (15, 35, 55, 75, 95, 115)
KILLS = int(os.environ.get("PALM_EMU_KILLS", "4"))  # tools and CI at a larger count: PALM_EMU_KILLS=60


def _script(rounds: int) -> str:
    lines = []
    for number in range(rounds):
        lines.append("wait 600")
        lines += [f"tap {x} 93" for x in BID_XS]
        for x in CARD_XS:
            lines += [f"tap {x} 128", "tap 16 153", "wait 300"]
        lines += ["wait 1200", "tap 80 146", f"shot s{number}"]
    return "\n".join(lines) + "\n"


def _quick(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    Storage(folder).save_preferences(Preferences(computerPauseMs=0))
    return folder


def _actions(folder: Path) -> bytes:
    path = folder / GAME_FILE
    return SavedGame.load(path).actions if path.exists() else b""


def _reference(prc_path: Path, script: str, folder: Path) -> tuple[list[bytes], bytes]:
    """The saved moves at each shot of an uninterrupted run, and at its end."""
    device = Device(prc_path, data_dir=_quick(folder), seed=3)
    at_shots = []
    try:
        for command in parse_script(script, "<script>"):
            run(device, [command], folder / "out")
            if command.kind == "shot":
                at_shots.append(_actions(folder))
    finally:
        device.close()
    return at_shots, _actions(folder)


def test_kill_9_at_random_moments_loses_nothing(prc_path: Path, tmp_path: Path) -> None:
    script = _script(6)
    at_shots, final = _reference(prc_path, script, tmp_path / "reference")
    assert len(final) > len(at_shots[0]) > 0 and all(s == final[: len(s)] for s in at_shots)
    (tmp_path / "script.txt").write_text(script, encoding="utf-8")
    rng = random.Random(18)
    for kill in range(KILLS):
        folder = _quick(tmp_path / f"kill{kill}")
        out = tmp_path / f"out{kill}"
        command = [
            sys.executable,
            "-m",
            "emulator.cli",
            "headless",
            str(prc_path),
            "--seed",
            "3",
            "--script",
            str(tmp_path / "script.txt"),
            "--out",
            str(out),
            "--data-dir",
            str(folder),
        ]
        process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        time.sleep(rng.uniform(0.8, 4.0))
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        for path in folder.iterdir():
            if path.suffix in (".pdb", ".prc"):
                parse_database(path.read_bytes())  # whole: never half-written
        saved = _actions(folder)
        assert saved == final[: len(saved)], f"kill {kill}: the save is not the game played"
        shots = [n for n in range(len(at_shots)) if (out / f"s{n}.png").exists()]
        if shots:
            assert len(saved) >= len(at_shots[max(shots)]), (
                f"kill {kill}: moves before shot {max(shots)} lost"
            )
        if saved:
            restore(SavedGame.load(folder / GAME_FILE))  # replays: not damaged
    resumed = tmp_path / "resumed.txt"
    resumed.write_text("wait 500\nshot resumed\n", encoding="utf-8")
    last = tmp_path / f"kill{KILLS - 1}"
    status = emu_main(
        [
            "headless",
            str(prc_path),
            "--seed",
            "3",
            "--script",
            str(resumed),
            "--out",
            str(tmp_path / "resumed"),
            "--data-dir",
            str(last),
            "--strict",
        ]
    )
    assert status == 0
    assert not [p for p in last.iterdir() if "damaged" in p.name]


def _damaged_cases(tmp_path: Path) -> list[tuple[str, Path, str]]:
    """(label, folder, file) for each damage the desktop's tests make."""
    cases = []
    source = save_fixture(_quick(tmp_path / "source"), heuristic_session(1, lambda s: len(s.steps) >= 6))
    good = (source / GAME_FILE).read_bytes()
    damages = {
        "flipped": good[:-1] + bytes([good[-1] ^ 0xFF]),
        "half": good[: len(good) // 2],
        "not-a-database": b"not a palm database at all",
        "newer": good[:88] + b"\x00\x09" + good[90:],
    }
    for label, data in damages.items():
        folder = _quick(tmp_path / label)
        (folder / GAME_FILE).write_bytes(data)
        cases.append((label, folder, GAME_FILE))
    folder = tmp_path / "zeroed-prefs"
    folder.mkdir()
    (folder / PREFS_FILE).write_bytes(b"\x00" * 10)
    cases.append(("zeroed-prefs", folder, PREFS_FILE))
    return cases


def test_the_desktop_s_damaged_saves_are_never_overwritten(
    prc_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "play.txt"
    script.write_text("wait 600\ntap 80 146\nwait 600\ntap 36 93\nwait 600\n", encoding="utf-8")
    for label, folder, name in _damaged_cases(tmp_path):
        original = (folder / name).read_bytes()
        status = emu_main(
            [
                "headless",
                str(prc_path),
                "--seed",
                "2",
                "--script",
                str(script),
                "--out",
                str(tmp_path / "out"),
                "--data-dir",
                str(folder),
            ]
        )
        err = capsys.readouterr().err
        assert status in (0, 1), f"{label}: {err}"
        files = {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
        kept = [n for n, data in files.items() if data == original and n != name]
        try:
            unparseable = False
            parse_database(original)
        except Exception:
            unparseable = True
        if unparseable and files[name] == original:  # the app never wrote that database: untouched
            assert label == "zeroed-prefs" and "could not be read" not in err
            continue
        if unparseable:  # the card could not read it: moved aside, byte for byte, and said so
            assert kept == [f"{name}.damaged"], f"{label}: {sorted(files)}"
            assert f"{name} could not be read" in err and f"moved to {name}.damaged" in err
        else:  # the app renamed it: a database of its own, its records intact
            aside = [n for n in files if n.startswith(name.removesuffix(".pdb") + ".damaged")]
            assert len(aside) == 1, f"{label}: {sorted(files)}"
            moved = parse_database(files[aside[0]])
            before = parse_database(original)
            assert isinstance(moved, RecordDatabase) and isinstance(before, RecordDatabase)
            assert [r.data for r in moved.records] == [r.data for r in before.records]
        parse_database(files[name])  # and a new, whole save in its place


HOLDER = """
import sys
from pathlib import Path
from palm_pitch.app.persistence import DataDirLock
lock = DataDirLock(Path(sys.argv[1]))
lock.acquire()
print("held", flush=True)
sys.stdin.readline()
"""


def test_a_desktop_game_and_palm_emu_refuse_each_other(
    prc_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "s.txt"
    script.write_text("wait 100\n", encoding="utf-8")
    folder = tmp_path / "data"
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        status = emu_main(
            [
                "headless",
                str(prc_path),
                "--script",
                str(script),
                "--out",
                str(tmp_path / "o"),
                "--data-dir",
                str(folder),
            ]
        )
        err = capsys.readouterr().err.strip().splitlines()
        assert status == 2 and len(err) == 1
        assert err[0].startswith(f"palm-emu: the data folder {folder} is in use by another program (process ")
    finally:
        holder.communicate("\n", timeout=30)
    # and the other way round: palm-emu holds the folder while Pitch.prc runs
    device_holder = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "emulator.cli",
            "gremlins",
            str(prc_path),
            "--events",
            "1000000",
            "--seed",
            "1",
            "--data-dir",
            str(folder),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=ROOT,
    )
    try:
        lock = folder / "palm-pitch.lock"
        for _ in range(2400):  # up to 2 minutes on a busy machine
            if lock.exists() and lock.read_text().strip() == str(device_holder.pid):
                break
            time.sleep(0.05)
        assert lock.read_text().strip() == str(device_holder.pid), "palm-emu never took the lock"
        status = pitch_main(
            ["headless", "--script", str(script), "--out", str(tmp_path / "o3"), "--data-dir", str(folder)]
        )
        err = capsys.readouterr().err.strip().splitlines()
        assert status == 2 and len(err) == 1 and "is in use by another Pitch" in err[0]
        assert f"(process {device_holder.pid})" in err[0]
    finally:
        device_holder.kill()
        device_holder.wait(timeout=30)
