"""Fixtures of the device app's tests: ``Pitch.prc`` as the package carries it, run in the emulator.

``pitch_prc`` is the file ``palm-pitch prc`` writes (the resources of ``pitch.rcp`` and the
prebuilt code 1, ``resources/pitch.code1``), so these tests run without a cross compiler; the
build test checks that ``make -C device`` still makes exactly that code wherever the compiler
exists. ``run_emulator`` runs a script of the headless language through it in the emulator,
strict like POSE, and ``run_desktop`` through the desktop app, both returning the screens shot.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from emulator.device import Device
from palm_os.shells.script import parse_script, run
from palm_pitch.app import create_app, pitch_prc

Shots = dict[str, bytes]


@pytest.fixture(scope="session")
def prc_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("prc") / "Pitch.prc"
    path.write_bytes(pitch_prc())
    return path


def _shots(written: list[Path]) -> Shots:
    return {path.stem: path.read_bytes() for path in written}


@pytest.fixture
def run_emulator(prc_path: Path, tmp_path: Path) -> Callable[..., Shots]:
    """``run_emulator(script, seed=, data_dir=)``: the screens of the script on the emulated
    device; fails on any crash or POSE-style violation."""
    counter = iter(range(1_000_000))

    def go(script: str, seed: int = 0, data_dir: Path | None = None) -> Shots:
        out = tmp_path / f"emu-{next(counter)}"
        device = Device(prc_path, data_dir=data_dir, seed=seed, strict=True)
        try:
            written = run(device, parse_script(script, "<script>"), out)
        finally:
            device.close()
        assert device.fault is None, f"the app crashed: {device.fault}"
        assert device.kernel.violations == [], device.kernel.violations[:3]
        return _shots(written)

    return go


@pytest.fixture
def run_desktop(tmp_path: Path) -> Callable[..., Shots]:
    """``run_desktop(script, seed=, data_dir=)``: the same on the desktop app."""
    counter = iter(range(1_000_000))

    def go(script: str, seed: int = 0, data_dir: Path | None = None) -> Shots:
        out = tmp_path / f"desk-{next(counter)}"
        app = create_app(seed=seed, data_dir=data_dir, device_profile=True)
        try:
            written = run(app, parse_script(script, "<script>"), out)
        finally:
            app.save_on_exit()
        return _shots(written)

    return go
