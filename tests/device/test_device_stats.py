"""Statistics at their limit on the device: a counter at 4294967295 (a valid UInt32) stays there
when the next hand is counted, on the emulated device as on the desktop, and the two apps write
the same statistics record."""

from __future__ import annotations

from pathlib import Path

from emulator.device import Device
from palm_pitch.app import create_app
from palm_pitch.app.persistence import STATS_FILE, Storage
from palm_pitch.app.savedata import LevelStatistics, Preferences, Statistics
from palm_pitch.app.stats import COUNTER_MAX
from palm_pitch.state import Phase
from palm_sdk.keys import commandKeyMask
from prc_tools.formats import RecordDatabase

CARD_XS = (16, 41, 67, 93, 119, 145)
BID_XS = (20, 36, 58, 80, 102, 130)
STATS_OK = (26, 147)
FULL = Statistics((LevelStatistics(**{name: COUNTER_MAX for name in LevelStatistics.FIELDS}),) * 4)


def _round() -> list[tuple[str, int, int]]:
    """Taps that move any state of a hand on: a bid, each card then Play (no summary closed)."""
    taps = [("wait", 60, 0)]
    taps += [("tap", x, 93) for x in BID_XS]
    for x in CARD_XS:
        taps += [("tap", x, 128), ("tap", 16, 153), ("wait", 30, 0)]
    return [*taps, ("wait", 120, 0)]


def _do(app, step: tuple[str, int, int]) -> None:  # type: ignore[no-untyped-def]
    kind, x, y = step
    if kind == "wait":
        app.advance(x)
    else:
        app.pen_down(x, y)
        app.pen_up(x, y)


def _folder(path: Path, pause: int = 0) -> Path:
    path.mkdir()
    storage = Storage(path)
    storage.save_preferences(Preferences(computerPauseMs=pause))
    storage.save_statistics(FULL)
    return path


def test_full_counters_stay_full_on_both_apps(prc_path: Path, tmp_path: Path) -> None:
    on_device, on_desktop = _folder(tmp_path / "device"), _folder(tmp_path / "desktop")
    device = Device(prc_path, data_dir=on_device, seed=7, strict=True)
    desktop = create_app(seed=7, data_dir=on_desktop, device_profile=True)
    try:
        for _ in range(20):
            if desktop.session.phase is Phase.SCORE:
                break
            for step in _round():
                if desktop.session.phase is Phase.SCORE:
                    break
                _do(device, step)
                _do(desktop, step)
        assert desktop.session.phase is Phase.SCORE and device.fault is None
        device.advance(100)
    finally:
        device.close()
        desktop.save_on_exit()
    assert device.kernel.violations == [], device.kernel.violations[:3]
    records = [
        RecordDatabase.parse((folder / STATS_FILE).read_bytes()).records[0].data
        for folder in (on_device, on_desktop)
    ]
    assert records[0] == records[1]
    counted = Statistics.load(on_desktop / STATS_FILE)
    assert (counted.countedSeed, counted.countedHand) != (0, 0)  # the hand was counted
    assert counted.levels == FULL.levels


def test_full_counters_show_alike(prc_path: Path, tmp_path: Path) -> None:
    """The Statistics at the limit: 4294967295 won and lost, 50% (the shares computed inside 32
    bits on the device, the same way on the desktop)."""
    on_device, on_desktop = _folder(tmp_path / "device", 600), _folder(tmp_path / "desktop", 600)
    device = Device(prc_path, data_dir=on_device, seed=7, strict=True)
    desktop = create_app(seed=7, data_dir=on_desktop, device_profile=True)
    try:
        for app in (device, desktop):  # East bids first: the table is idle for a moment
            app.advance(5)
            app.key("T", commandKeyMask)
            app.advance(5)
        shown = device.screen.framebuffer.to_png()
        assert shown == desktop.screen.framebuffer.to_png()
        for app in (device, desktop):
            _do(app, ("tap", *STATS_OK))
            app.advance(5)
        assert device.screen.framebuffer.to_png() != shown  # it was the Statistics, now closed
        assert device.fault is None
    finally:
        device.close()
        desktop.save_on_exit()
    assert device.kernel.violations == [], device.kernel.violations[:3]
