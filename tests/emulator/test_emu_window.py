"""``palm-emu run`` in a real window under Xvfb: the forms program opens, a click on Count reaches
its 68k form handler (the window shows "Taps: 1", pixel for pixel as the in-process device after
the same tap), a click on Quit ends it, and the process exits 0 with no violation."""

from __future__ import annotations

import importlib.util
import os
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from outside_tools import require_tool

from emulator.device import Device
from palm_os.shells.shell import Layout, Palette

TITLE = r"^Forms \(palm-emu\)$"  # a regular expression for xdotool
COUNT, QUIT = (20, 50), (130, 152)
TIMEOUT = 20.0


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    xvfb = shutil.which("Xvfb")
    require_tool(xvfb is not None, "Xvfb (Debian: apt install xvfb)")
    require_tool(shutil.which("xdotool") is not None, "xdotool (Debian: apt install xdotool)")
    require_tool(importlib.util.find_spec("_tkinter") is not None, "tkinter (Debian: apt install python3-tk)")
    assert xvfb is not None
    server = subprocess.Popen(
        [xvfb, "-displayfd", "1", "-screen", "0", "800x600x24", "-nolisten", "tcp", "-noreset"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )  # fmt: skip
    try:
        assert server.stdout is not None
        ready, _, _ = select.select([server.stdout], [], [], TIMEOUT)
        number = server.stdout.readline().strip() if ready else ""
        if not number.isdigit():
            pytest.fail(f"Xvfb did not report a display number (exit status {server.poll()})")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def xdotool(display: str, *args: object) -> str:
    done = subprocess.run(
        ["xdotool", *map(str, args)], env={**os.environ, "DISPLAY": display}, capture_output=True,
        text=True, timeout=TIMEOUT, check=False,
    )  # fmt: skip
    assert done.returncode == 0, f"xdotool {args}: {done.stderr.strip()}"
    return done.stdout


def palm_pixels(display: str, window_id: str, layout: Layout) -> list[list[int]]:
    """The 160x160 Palm screen in the window, as 1 (ink) and 0 (paper)."""
    from PIL import ImageGrab

    geometry = dict(
        line.split("=", 1) for line in xdotool(display, "getwindowgeometry", "--shell", window_id).split()
    )
    shot = ImageGrab.grab(xdisplay=display).convert("RGB")
    x0, y0 = int(geometry["X"]) + layout.screen.x, int(geometry["Y"]) + layout.screen.y
    ink = Palette().lcd_ink
    s = layout.scale
    return [[int(shot.getpixel((x0 + x * s, y0 + y * s)) == ink) for x in range(160)] for y in range(160)]


def test_the_forms_program_runs_in_a_window(display: str, programs: Path, tmp_path: Path) -> None:
    layout = Layout(2)
    process = subprocess.Popen(
        [sys.executable, "-m", "emulator.cli", "run", str(programs / "forms.prc"), "--scale", "2",
         "--data-dir", str(tmp_path)],
        env={**os.environ, "DISPLAY": display}, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        window_id = xdotool(display, "search", "--sync", "--onlyvisible", "--name", TITLE).split()[0]
        time.sleep(0.5)
        xdotool(display, "mousemove", "--window", window_id, *layout.window_point(*COUNT), "click", "1")
        expected = Device(programs / "forms.prc")
        expected.tap(*COUNT)
        want = [[expected.screen.framebuffer.get_pixel(x, y) for x in range(160)] for y in range(160)]
        expected.close()
        deadline = time.monotonic() + TIMEOUT
        while palm_pixels(display, window_id, layout) != want:
            assert time.monotonic() < deadline, "the window never showed the tap's result"
            time.sleep(0.2)
        xdotool(display, "mousemove", "--window", window_id, *layout.window_point(*QUIT), "click", "1")
        _, err = process.communicate(timeout=TIMEOUT)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert (process.returncode, err) == (0, ""), err
