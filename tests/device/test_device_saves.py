"""The same saves: a game saved on the desktop resumes on the device and the other way round.

The device app keeps the game, the preferences and the statistics in the desktop's databases,
record for record (``savedata.py``); copying the data folder is how a player moves a game, as
HotSync did. Each test plays part of a game one way, then resumes it both ways and compares the
screens, and compares the saved records byte for byte with what the other side writes for the
same play.
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from app_helpers import heuristic_session, save_fixture

from palm_pitch.app.savedata import SavedGame
from prc_tools.formats import RecordDatabase

Run = Callable[..., dict[str, bytes]]

# seed 1: East bids 2, you pass, the others play; you try an illegal card, then play two tricks
PLAY = """\
wait 600
tap 36 93
wait 600
wait 600
wait 600
tap 41 128
tap 16 153
tap 15 128
tap 16 153
wait 600
wait 600
wait 1500
wait 600
"""
RESUMED = "shot resumed\n"
GOLDEN_SCRIPTS = Path(__file__).resolve().parents[1] / "golden" / "app" / "scripts"
FILES = ("PitchSave-PPch.pdb", "PitchPrefs-PPch.pdb", "PitchStats-PPch.pdb")


def _records(folder: Path, name: str) -> list[bytes]:
    database = RecordDatabase.parse((folder / name).read_bytes())
    return [record.data for record in database.records]


def _copy(source: Path, target: Path) -> Path:
    shutil.copytree(source, target)
    return target


def test_a_desktop_save_resumes_on_the_device(run_desktop: Run, run_emulator: Run, tmp_path: Path) -> None:
    saved = tmp_path / "desktop"
    run_desktop(PLAY, seed=1, data_dir=saved)
    on_device = run_emulator(RESUMED, seed=1, data_dir=_copy(saved, tmp_path / "a"))
    on_desktop = run_desktop(RESUMED, seed=1, data_dir=_copy(saved, tmp_path / "b"))
    assert on_device["resumed"] == on_desktop["resumed"]
    fresh = run_emulator(RESUMED, seed=1)["resumed"]
    assert on_device["resumed"] != fresh  # it is the game in progress, not a new deal


def test_a_device_save_resumes_on_the_desktop_byte_for_byte(
    run_desktop: Run, run_emulator: Run, tmp_path: Path
) -> None:
    device, desktop = tmp_path / "device", tmp_path / "desktop"
    run_emulator(PLAY, seed=1, data_dir=device)
    run_desktop(PLAY, seed=1, data_dir=desktop)
    written = sorted(path.name for path in desktop.glob("*.pdb"))
    assert sorted(path.name for path in device.glob("*.pdb")) == written
    for name in written:
        assert _records(device, name) == _records(desktop, name), name
    on_desktop = run_desktop(RESUMED, seed=1, data_dir=_copy(device, tmp_path / "a"))
    on_device = run_emulator(RESUMED, seed=1, data_dir=_copy(device, tmp_path / "b"))
    assert on_desktop["resumed"] == on_device["resumed"]


def test_a_whole_hand_and_its_statistics_are_saved_alike(
    run_desktop: Run, run_emulator: Run, tmp_path: Path
) -> None:
    """The golden table script plays a hand to its summary; OK goes on to the next hand."""
    script = (GOLDEN_SCRIPTS / "table.txt").read_text(encoding="utf-8") + "tap 24 146\nwait 600\nshot next\n"
    device, desktop = tmp_path / "device", tmp_path / "desktop"
    screens = run_emulator(script, seed=1, data_dir=device)
    assert screens == run_desktop(script, seed=1, data_dir=desktop)
    assert sorted(path.name for path in device.glob("*.pdb")) == ["PitchSave-PPch.pdb", "PitchStats-PPch.pdb"]
    for name in ("PitchSave-PPch.pdb", "PitchStats-PPch.pdb"):
        assert _records(device, name) == _records(desktop, name), name


def test_a_game_moves_back_and_forth(run_desktop: Run, run_emulator: Run, tmp_path: Path) -> None:
    """Half the play on each side, then the other half: the same game as one side alone."""
    mixed, alone = tmp_path / "mixed", tmp_path / "alone"
    lines = PLAY.splitlines(keepends=True)
    run_desktop("".join(lines[:5]), seed=1, data_dir=mixed)
    run_emulator("".join(lines[5:]), seed=1, data_dir=mixed)
    run_desktop(PLAY, seed=1, data_dir=alone)
    assert _records(mixed, FILES[0]) == _records(alone, FILES[0])


@pytest.mark.parametrize("seed", [1, 4])
def test_a_save_without_its_switches_resumes_and_is_rewritten_as_the_desktop_writes_it(
    seed: int, run_desktop: Run, run_emulator: Run, tmp_path: Path
) -> None:
    """A saved game whose record leaves out the ruleset's switches (it plays by the named
    ruleset's own) resumes on the device as on the desktop, and the device saves it back in
    the full form the desktop writes."""
    session = heuristic_session(seed, lambda s: len(s.steps) >= 45)
    desk = save_fixture(tmp_path / "desk", session)
    canonical = _records(desk, "PitchSave-PPch.pdb")
    game = SavedGame.from_database((desk / "PitchSave-PPch.pdb").read_bytes())
    assert len(game.switches) == 8
    device = tmp_path / "device"
    device.mkdir()
    (device / "PitchSave-PPch.pdb").write_bytes(dataclasses.replace(game, switches=()).to_database().build())
    assert run_emulator("shot resumed\n", seed=seed, data_dir=device) == run_desktop(
        "shot resumed\n", seed=seed, data_dir=desk
    )
    assert _records(device, "PitchSave-PPch.pdb") == canonical
