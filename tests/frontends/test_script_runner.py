"""The headless script runner drives any Palm application, not only Pitch (what palm-emu reuses).

The demo application of the window tests - its own forms, no game - runs a script of taps, keys,
menu shortcuts and waits; the screens written are the ones the same input gives when the app is
driven directly, and the runner lets the app save as a closing window would, once, unless the
app stopped itself.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from demo_app import BOX, GO_BOUNDS, GO_DELAY_TICKS, PUSH_BOUNDS, DemoApp

from palm_os.framebuffer import Framebuffer
from palm_os.shells.script import ScriptError, run_script
from palm_sdk.keys import commandKeyMask

SCRIPT = f"""
tap {PUSH_BOUNDS[1].x + 5} {PUSH_BOUNDS[1].y + 5}   # push button 2
shot pushed
tap {GO_BOUNDS.x + 5} {GO_BOUNDS.y + 5}             # Go: the box fills 30 ticks later
wait {GO_DELAY_TICKS * 10 - 10}
shot before
wait 10
shot filled
key cmd+i                                           # the menu shortcut inverts the box
shot inverted
"""


def test_a_script_runs_through_any_palm_app(tmp_path: Path) -> None:
    apps: list[DemoApp] = []

    def start() -> DemoApp:
        apps.append(DemoApp())
        return apps[-1]

    written = run_script(SCRIPT, tmp_path, start, source="demo.txt")
    assert [path.name for path in written] == ["pushed.png", "before.png", "filled.png", "inverted.png"]
    shots = {path.stem: Framebuffer.from_png(path.read_bytes()) for path in written}

    direct = DemoApp()
    direct.tap(PUSH_BOUNDS[1].x + 5, PUSH_BOUNDS[1].y + 5)
    assert shots["pushed"] == direct.screen.framebuffer
    direct.tap(GO_BOUNDS.x + 5, GO_BOUNDS.y + 5)
    direct.advance(GO_DELAY_TICKS - 1)
    assert shots["before"] == direct.screen.framebuffer
    direct.advance(1)
    assert shots["filled"] == direct.screen.framebuffer
    assert shots["filled"].crop(BOX).black_count() == BOX.width * BOX.height
    direct.key(ord("i"), commandKeyMask)
    assert shots["inverted"] == direct.screen.framebuffer
    assert apps[0].saves == 1  # saved once at the end, as a closing window does


def test_an_app_that_stopped_itself_is_not_saved_again(tmp_path: Path) -> None:
    apps: list[DemoApp] = []
    run_script("key home\n", tmp_path, lambda: apps.append(DemoApp()) or apps[-1])
    assert apps[0].stopped and apps[0].saves == 0


def test_a_bad_script_stops_before_the_app_starts(tmp_path: Path) -> None:
    started: list[DemoApp] = []
    with pytest.raises(ScriptError, match=r"d.txt:2: unknown command 'jump'"):
        run_script("wait 10\njump 3\n", tmp_path, lambda: started.append(DemoApp()) or started[-1], "d.txt")
    assert started == []
