"""Devices and screen depth: the depth program at 1, 2, 4, 8 and 16 bits, goldens per depth.

``depth.c`` (built once per depth) asks the device about its screen, sets the depth, checks the
answers of the colour calls and draws with them; each screen is compared with
``tests/golden/emulator/depth<N>.png``. The device models' facts, ``--device`` and the one-bit
default are checked here too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.cli import main
from emulator.device import Device
from emulator.device_models import DEFAULT_MODEL, MODELS, model_named
from palm_os.colors import nearest_index
from palm_os.framebuffer import Framebuffer
from palm_sdk.colors import SYSTEM_PALETTES
from palm_sdk.resources import type_code
from palm_sdk.system import sysFtrCreator, sysFtrNumDisplayDepth, sysFtrNumROMVersion, sysFtrNumWinVersion

PSYS = type_code(sysFtrCreator)
DEPTHS = {1: "palm35", 2: "palm3", 4: "palm3c", 8: "palm3c", 16: "m505"}


@pytest.mark.parametrize("depth", sorted(DEPTHS))
def test_the_depth_program_draws_at_each_depth(programs: Path, depth: int, golden) -> None:  # type: ignore[no-untyped-def]
    device = Device(programs / f"depth{depth}.prc", strict=True, model=MODELS[DEPTHS[depth]])
    try:
        assert device.fault is None, device.fault
        assert device.kernel.violations == []
        framebuffer = device.screen.framebuffer
        assert framebuffer.depth == depth
        golden(framebuffer, f"emulator/depth{depth}")
    finally:
        device.close()


def test_a_depth_the_device_lacks_is_refused(programs: Path) -> None:
    """The default device is one-bit: the 2-bit program stops on its own check of the supported
    depths, and the screen stays one bit deep."""
    device = Device(programs / "depth2.prc", model=DEFAULT_MODEL)
    try:
        assert device.fault is not None and "supported & (1UL << (DEPTH - 1))" in device.fault.message
        assert device.screen.framebuffer.depth == 1
    finally:
        device.close()


def test_the_models_answer_their_features() -> None:
    m505, palm3c, default = MODELS["m505"], MODELS["palm3c"], DEFAULT_MODEL
    assert default.features()[(PSYS, sysFtrNumROMVersion)] == 0x03503000
    assert (PSYS, sysFtrNumWinVersion) not in default.features()  # Palm OS 3.x has none
    assert m505.features()[(PSYS, sysFtrNumWinVersion)] == 3
    assert m505.features()[(PSYS, sysFtrNumROMVersion)] == 0x04003000
    assert palm3c.features()[(PSYS, sysFtrNumDisplayDepth)] == 8
    assert palm3c.supported_depths == 0b10001011 and m505.supported_depths == 0x808B
    assert MODELS["palm3"].supported_depths == 0b11 and not MODELS["palm3"].color
    assert (default.depths, default.heap_kb) == ((1,), 96)  # what Pitch.prc is tested on
    with pytest.raises(KeyError, match="known: palm35"):
        model_named("palm7")


def test_the_system_palettes() -> None:
    eight = SYSTEM_PALETTES[8]
    assert len(eight) == 256 and len(set(eight)) == 231  # 215 cube colours, 10 greys, 5 more, black
    assert eight[0] == (255, 255, 255) and eight[255] == (0, 0, 0)
    assert nearest_index(eight, (0, 0, 0)) == 255
    assert nearest_index(eight, (250, 5, 5)) == eight.index((255, 0, 0))
    assert SYSTEM_PALETTES[4][15] == (0, 0, 0) and SYSTEM_PALETTES[4][1] == (238, 238, 238)


def test_headless_shots_are_written_at_the_screens_depth(programs: Path, tmp_path: Path) -> None:
    script = tmp_path / "shot.txt"
    script.write_text("shot screen\n", encoding="utf-8")
    out = tmp_path / "out"
    args = ["headless", str(programs / "depth16.prc"), "--script", str(script), "--out", str(out)]
    assert main([*args, "--device", "m505", "--seed", "1"]) == 0
    shot = Framebuffer.from_png((out / "screen.png").read_bytes())
    assert shot.depth == 16
    assert shot.get_pixel(10, 10) == 0xF800  # the red swatch, RGB565


def test_an_unknown_device_is_one_line_and_exit_status_2(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["gremlins", str(programs / "depth1.prc"), "--events", "1", "--device", "palm7"]
    assert main(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--device must be one of palm35, palm3, palm3x, palm3c, m505" in err[0]
