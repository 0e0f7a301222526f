"""The desktop window's costs: a full Tk redraw, an idle poll, and compiling pitch.rcp at start-up.

Run: ``.venv/bin/python benchmarks/window.py`` (needs Tk; with no ``DISPLAY`` it starts a private
``Xvfb`` for the run). Prints

* the median time of a full redraw of the Palm screen at x2 (every row changed; target < 10 ms,
  so a whole-screen change costs less than a frame),
* the cost of one poll of the Pitch window waiting for the player (target < 1 ms: an idle
  window costs next to nothing),
* the time to compile ``resources/pitch.rcp`` to the app's resource database (done once at every
  start; target < 0.5 s).

These were assertions in the window tests once; a timing belongs here, where it is printed, not in
a test that a loaded machine can fail.
"""

from __future__ import annotations

import os
import select
import shutil
import statistics
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from palm_pitch.app import create_app

ROOT = Path(__file__).resolve().parent.parent


@contextmanager
def display() -> Iterator[str]:
    """The X display to use: ``DISPLAY`` if set, else a private Xvfb started for this run."""
    if os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"]
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise SystemExit("window benchmark: no DISPLAY and no Xvfb (Debian: apt install xvfb)")
    server = subprocess.Popen(
        [xvfb, "-displayfd", "1", "-screen", "0", "800x600x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    try:
        assert server.stdout is not None
        ready, _, _ = select.select([server.stdout], [], [], 20)
        number = server.stdout.readline().strip() if ready else ""
        if not number.isdigit():
            raise SystemExit("window benchmark: Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def median_seconds(run: Callable[[], None], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def window_figures(screen_name: str) -> tuple[float, float]:
    import tkinter

    from palm_os.shells.tk import PalmWindow

    root = tkinter.Tk(screenName=screen_name, className="PalmPitchBenchmark")
    app = create_app(seed=1, data_dir=None, resume=False)
    window = PalmWindow(root, app, 2)
    root.update()
    fb = app.screen.framebuffer
    flip = [0]

    def full_redraw() -> None:
        flip[0] ^= 1
        fb.rows[:] = [((0x5555 << flip[0]) * 0x1000100010001000100010001000100010001) & fb.full_row] * 160
        window.redraw()
        root.update_idletasks()

    redraw = median_seconds(full_redraw, 41)
    poll = median_seconds(lambda: [window.poll() for _ in range(100)] and None, 11) / 100
    root.destroy()
    return redraw, poll


def compile_seconds() -> float:
    from prc_tools.compiler import compile_rcp

    source = ROOT / "resources" / "pitch.rcp"
    compile_rcp(source)  # warm the caches (fonts, images) as a second start would find them
    return median_seconds(lambda: compile_rcp(source) and None, 5)


def main() -> None:
    with display() as name:
        redraw, poll = window_figures(name)
    print(f"full redraw of the screen at x2: {redraw * 1000:.2f} ms median (target < 10 ms)")
    print(f"idle window poll: {poll * 1e6:.1f} us (target < 1 ms)")
    print(f"compile resources/pitch.rcp: {compile_seconds() * 1000:.0f} ms median (target < 500 ms)")


if __name__ == "__main__":
    main()
