"""Fixtures of the window tests: the demo application, and an Xvfb X server for the real window.

``xvfb_display`` starts ``Xvfb -displayfd`` once per session (the server picks a free display
number and reports it) and stops it at the end; without Xvfb the tests that need it are skipped,
or fail when ``PALM_PITCH_REQUIRE_TOOLS=1`` (CI). ``tk_root`` is a Tk root on that display.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import select
import shutil
import subprocess
from collections.abc import Iterator

import pytest
from demo_app import DemoApp
from outside_tools import require_tool

XVFB_SCREEN = "1024x1024x24"  # room for the window at x4 (940 pixels high)


@pytest.fixture
def demo_app() -> DemoApp:
    """The demo application, recording the events it handles in ``app.log``."""
    app = DemoApp()
    app.log = []
    return app


@pytest.fixture(scope="session")
def xvfb_display() -> Iterator[str]:
    """The name (":N") of a private Xvfb display, 1024x1024, 24-bit."""
    xvfb = shutil.which("Xvfb")
    require_tool(xvfb is not None, "Xvfb (Debian: apt install xvfb)")
    assert xvfb is not None
    server = subprocess.Popen(
        [xvfb, "-displayfd", "1", "-screen", "0", XVFB_SCREEN, "-nolisten", "tcp", "-noreset"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert server.stdout is not None
        ready, _, _ = select.select([server.stdout], [], [], 20)
        number = server.stdout.readline().strip() if ready else ""
        if not number.isdigit():
            pytest.fail(f"Xvfb did not report a display number (exit status {server.poll()})")
        yield f":{number}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.fixture
def tk_root(xvfb_display: str) -> Iterator[object]:
    """A Tk root window on the Xvfb display (destroyed after the test, if it is still there)."""
    require_tool(importlib.util.find_spec("_tkinter") is not None, "tkinter (Debian: apt install python3-tk)")
    import tkinter

    display = os.environ.get("DISPLAY")
    root = tkinter.Tk(screenName=xvfb_display, className="PalmPitchTest")
    try:
        yield root
    finally:
        with contextlib.suppress(tkinter.TclError):  # the window may have closed itself
            root.destroy()
        # Tk exports the display it opened as DISPLAY (behind os.environ's back): put it back.
        if display is None:
            os.unsetenv("DISPLAY")
        else:
            os.environ["DISPLAY"] = display
