"""Robust on the device: a whole game by taps to its end, quitting anywhere resumes exactly, and
the Gremlins, all in the emulator with ``--strict`` (any POSE-style violation fails).

The whole game is played by the same taps on the emulated device and on the desktop app in
lock step, and the two screens must agree after every round of taps: each bid and card goes
through the forms exactly as a player's taps would. Quitting (the Home button: ``appStopEvent``)
in any state must save, and a relaunch must show the very same screen.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.device import Device
from emulator.gremlins import run_gremlins
from palm_pitch.app import create_app
from palm_pitch.app.persistence import Storage
from palm_pitch.app.savedata import Preferences
from palm_pitch.state import Phase

CARD_XS = (16, 41, 67, 93, 119, 145)
BID_XS = (20, 36, 58, 80, 102, 130)  # wherever the bid buttons of a row may stand
SUMMARY_OK = (24, 146)


def _round() -> list[tuple[str, int, int]]:
    """One round of taps that moves any state on: a bid, each card then Play, the summary's OK."""
    taps = [("wait", 60, 0)]
    taps += [("tap", x, 93) for x in BID_XS]
    for x in CARD_XS:
        taps += [("tap", x, 128), ("tap", 16, 153), ("wait", 30, 0)]
    taps += [("wait", 120, 0), ("tap", *SUMMARY_OK)]
    return taps


def _do(app, step: tuple[str, int, int]) -> None:  # type: ignore[no-untyped-def]
    kind, x, y = step
    if kind == "wait":
        app.advance(x)
    else:
        app.pen_down(x, y)
        app.pen_up(x, y)


def _pixels(app) -> bytes:  # type: ignore[no-untyped-def]
    return app.screen.framebuffer.to_png()


@pytest.fixture
def quick(tmp_path: Path) -> Path:
    """A data folder whose preferences turn the computer players' pause off."""
    folder = tmp_path / "data"
    folder.mkdir()
    Storage(folder).save_preferences(Preferences(computerPauseMs=0))
    return folder


def test_a_whole_game_by_taps_to_game_over(prc_path: Path, quick: Path, tmp_path: Path) -> None:
    desktop_dir = tmp_path / "desktop"
    desktop_dir.mkdir()
    Storage(desktop_dir).save_preferences(Preferences(computerPauseMs=0))
    device = Device(prc_path, data_dir=quick, seed=7, strict=True)
    desktop = create_app(seed=7, data_dir=desktop_dir, device_profile=True)
    try:
        for number in range(400):
            for step in _round():
                if desktop.session.phase is Phase.GAME_OVER:
                    break
                _do(device, step)
                _do(desktop, step)
            assert device.fault is None, device.fault
            assert _pixels(device) == _pixels(desktop), f"the screens differ after round {number}"
            if desktop.session.phase is Phase.GAME_OVER:
                break
        assert desktop.session.phase is Phase.GAME_OVER
        device.advance(100)
        desktop.advance(100)
        assert _pixels(device) == _pixels(desktop)  # the game over dialog
    finally:
        device.close()
        desktop.save_on_exit()
    assert device.kernel.violations == []


STOPS = [0, 1, 3, 7, 12, 20, 33, 47, 60]
"""Where to quit: after this many taps of the rounds (a bid dialog, a pause, a trick on show,
your turn, a summary...)."""


@pytest.mark.parametrize("taps", STOPS)
def test_quitting_in_any_state_resumes_exactly(prc_path: Path, tmp_path: Path, taps: int) -> None:
    steps = (_round() * 3)[:taps]
    device = Device(prc_path, data_dir=tmp_path, seed=3, strict=True)
    for step in steps:
        _do(device, step)
    device.close()  # the Home button: appStopEvent, the app saves and exits
    assert device.fault is None and device.kernel.violations == []
    first = Device(prc_path, data_dir=tmp_path, seed=3, strict=True)
    first.advance(50)
    shown = _pixels(first)
    first.close()
    again = Device(prc_path, data_dir=tmp_path, seed=3, strict=True)
    again.advance(50)
    assert _pixels(again) == shown
    again.close()
    assert again.kernel.violations == [] and again.fault is None
    desktop = create_app(seed=3, data_dir=tmp_path, device_profile=True)  # resumed the same way
    try:
        desktop.advance(50)
        assert _pixels(desktop) == shown
    finally:
        desktop.save_on_exit()


TABLE = (Path(__file__).resolve().parents[1] / "golden" / "app" / "scripts" / "table.txt").read_text(
    encoding="utf-8"
)
STATES = {
    "the bid dialog up": "wait 600\n",
    "a computer player's pause": "wait 600\ntap 36 93\n",
    "a refusal on the status line": TABLE.split("shot illegal_card")[0],
    "a finished trick on show": TABLE.split("shot trick_complete")[0],
    "the hand's summary up": TABLE,
    "the menu open": "key menu\n",
    "an alert up": "key cmd+Z\n",
}


@pytest.mark.parametrize("script", STATES.values(), ids=list(STATES))
def test_quitting_with_anything_up_resumes_exactly(
    prc_path: Path,
    tmp_path: Path,
    script: str,
    run_emulator,
    run_desktop,  # type: ignore[no-untyped-def]
) -> None:
    run_emulator(script, seed=1, data_dir=tmp_path)  # ends with the Home button's appStopEvent
    resumed = run_emulator("wait 100\nshot resumed\n", seed=1, data_dir=tmp_path)["resumed"]
    assert resumed == run_emulator("wait 100\nshot resumed\n", seed=1, data_dir=tmp_path)["resumed"]
    assert resumed == run_desktop("wait 100\nshot resumed\n", seed=1, data_dir=tmp_path)["resumed"]


def test_gremlins_find_nothing(prc_path: Path, tmp_path: Path) -> None:
    """A short run here; the 100,000-event run is in benchmarks/device.py and the note."""
    report = run_gremlins(
        lambda: Device(prc_path, data_dir=tmp_path, seed=1, strict=True), 3000, seed=1, home_every=500
    )
    assert report.fault is None, f"event {report.fault_event}: {report.fault}"
    assert report.violations == []
    assert report.launches > 1  # Home stopped it and it came back on its saves
