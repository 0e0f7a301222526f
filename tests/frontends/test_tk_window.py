"""The Tk window in this process, on a private Xvfb display: pixels, events, time, closing, speed."""

from __future__ import annotations

import os
import time
from typing import Any

import pytest
from demo_app import BOX, DEMO_FORM, GO_DELAY_TICKS, PUSH_BOUNDS, PUSH_IDS, DemoApp

from palm_os.events import EventKind
from palm_os.shells.shell import Palette, ppm_bytes
from palm_os.shells.silkscreen import silkscreen_image


def _window(root: Any, app: DemoApp, scale: int = 2) -> Any:
    from palm_os.shells.tk import PalmWindow

    window = PalmWindow(root, app, scale)
    root.update()
    return window


def _image_ppm(window: Any, name: str) -> bytes:
    data: bytes = window.root.tk.call(window.images[name].name, "data", "-format", "ppm")
    return data


def _click(window: Any, x: int, y: int) -> None:
    wx, wy = window.shell.layout.window_point(x, y)
    window.canvas.event_generate("<ButtonPress-1>", x=wx, y=wy)
    window.canvas.event_generate("<ButtonRelease-1>", x=wx, y=wy)
    window.root.update()


def _key(window: Any, keysym: str) -> None:
    window.root.focus_force()
    window.canvas.event_generate("<KeyPress>", keysym=keysym)
    window.root.update()


@pytest.mark.parametrize("scale", [1, 2, 4])
def test_the_images_hold_the_framebuffer_and_silkscreen_exactly(tk_root: Any, scale: int) -> None:
    app = DemoApp()
    window = _window(tk_root, app, scale)
    palette = Palette()
    assert _image_ppm(window, "screen") == ppm_bytes(
        app.screen.framebuffer.rows, 160, scale, palette.lcd_ink, palette.lcd_paper
    )
    assert _image_ppm(window, "silkscreen") == ppm_bytes(
        silkscreen_image().rows, 160, scale, palette.silk_ink, palette.silk_paper
    )
    assert (tk_root.winfo_reqwidth(), tk_root.winfo_reqheight()) == window.shell.layout.size


def test_mouse_and_keys_reach_the_app_and_the_screen_follows(tk_root: Any) -> None:
    app = DemoApp()
    app.log = []
    window = _window(tk_root, app)
    palette = Palette()
    target = PUSH_BOUNDS[1]
    _click(window, target.x + 5, target.y + 5)
    assert app.form(DEMO_FORM).control(PUSH_IDS[1]).on
    assert _image_ppm(window, "screen") == ppm_bytes(
        app.screen.framebuffer.rows, 160, 2, palette.lcd_ink, palette.lcd_paper
    )
    _key(window, "3")
    assert app.form(DEMO_FORM).control(PUSH_IDS[2]).on
    _key(window, "m")
    assert app.system.menu is not None and app.system.menu.is_open
    _key(window, "F1")  # not a Palm key: nothing happens
    assert app.system.menu.is_open
    _key(window, "Escape")  # chrEscape: the menu closes
    assert not app.system.menu.is_open
    keys = [e.chr for e in app.log if e.kind == EventKind.keyDownEvent]
    assert keys == [ord("3"), 0x0105, 0x1B]
    assert _image_ppm(window, "screen") == ppm_bytes(
        app.screen.framebuffer.rows, 160, 2, palette.lcd_ink, palette.lcd_paper
    )


def test_the_after_loop_runs_virtual_time_and_closing_saves_once(tk_root: Any) -> None:
    app = DemoApp()
    window = _window(tk_root, app)
    _key(window, "Return")  # the demo fills its box GO_DELAY_TICKS later
    started = time.monotonic()
    tk_root.after(GO_DELAY_TICKS * 10 + 300, window.close)
    window.run()
    elapsed_ticks = round((time.monotonic() - started) * 100)
    assert app.screen.framebuffer.get_pixel(BOX.x + 1, BOX.y + 1) == 1
    assert GO_DELAY_TICKS <= app.ticks <= elapsed_ticks + 5
    assert window.closed and app.saves == 1
    window.close()
    assert app.saves == 1


def test_the_home_button_stops_the_app_and_closes_the_window(tk_root: Any) -> None:
    app = DemoApp()
    window = _window(tk_root, app)
    home = window.shell.layout.window_point(10, 175)
    tk_root.after(50, lambda: window.canvas.event_generate("<ButtonPress-1>", x=home[0], y=home[1]))
    tk_root.after(5000, window.close)  # a safety net: the click must close it long before
    started = time.monotonic()
    window.run()
    assert app.stopped and window.closed and app.saves == 1
    assert time.monotonic() - started < 4


def test_an_error_in_the_app_closes_the_window_and_is_raised(tk_root: Any) -> None:
    app = DemoApp()
    window = _window(tk_root, app)

    def broken(event: object) -> bool:
        raise RuntimeError("the app broke")

    app.app_handler = broken
    tk_root.after(50, lambda: _key(window, "1"))
    with pytest.raises(RuntimeError, match="the app broke"):
        window.run()
    assert window.closed and app.saves == 0  # no save of a state that may be inconsistent


def test_run_window_sets_the_title_and_returns_when_closed(tk_root: Any) -> None:
    from palm_os.shells.tk import run_window

    app = DemoApp()
    tk_root.after(100, lambda: app.key(0x0108))  # vchrLaunch: the app stops, the window closes
    run_window(app, scale=1, title="Demo title", root=tk_root)
    assert app.stopped and app.saves == 1


def test_a_full_redraw_pastes_every_row_once_and_then_nothing(tk_root: Any) -> None:
    # How fast this is, is benchmarks/window.py's business; here: what a redraw does.
    app = DemoApp()
    window = _window(tk_root, app)
    fb = app.screen.framebuffer
    palette = Palette()
    fb.rows[:] = [(0x5555 * 0x1000100010001000100010001000100010001) & fb.full_row] * 160
    patches = window.shell.patches()
    assert [(p.target, p.y, p.height) for p in patches] == [("screen", 0, 160)]
    window.shell.invalidate()
    window.redraw()
    tk_root.update_idletasks()
    assert _image_ppm(window, "screen") == ppm_bytes(fb.rows, 160, 2, palette.lcd_ink, palette.lcd_paper)
    assert window.shell.patches() == []  # nothing changed since: nothing to paste


def test_an_idle_window_paints_nothing_and_sleeps_long(tk_root: Any) -> None:
    from palm_os.shells.shell import IDLE_POLL_MS

    app = DemoApp()
    window = _window(tk_root, app)
    assert window.shell.next_poll_ms() == IDLE_POLL_MS
    before = _image_ppm(window, "screen")
    for _ in range(100):
        window.poll()
    assert window.shell.patches() == [] and _image_ppm(window, "screen") == before
    assert window.shell.next_poll_ms() == IDLE_POLL_MS
    window.close()


def test_no_display_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("_tkinter")
    from palm_os.shells.tk import NoDisplayError, open_root

    monkeypatch.delenv("DISPLAY", raising=False)
    os.unsetenv("DISPLAY")  # also from the C environment, where Tk may have put it
    with pytest.raises(NoDisplayError, match="display"):
        open_root()


# -- zoom and sounds ----------------------------------------------------------------------------


def _ctrl_key(window: Any, keysym: str) -> None:
    window.root.focus_force()
    window.canvas.event_generate("<KeyPress>", keysym=keysym, state=0x0004)
    window.root.update()


def test_zoom_from_inside_the_window(tk_root: Any) -> None:
    app = DemoApp()
    app.log = []
    window = _window(tk_root, app, 2)
    palette = Palette()
    _ctrl_key(window, "4")
    assert window.shell.layout.scale == 4 and window.zoom.get() == 4
    assert (int(window.canvas["width"]), int(window.canvas["height"])) == window.shell.layout.size
    assert _image_ppm(window, "screen") == ppm_bytes(
        app.screen.framebuffer.rows, 160, 4, palette.lcd_ink, palette.lcd_paper
    )
    target = PUSH_BOUNDS[1]
    _click(window, target.x + 5, target.y + 5)  # the pen lands where the push button is now drawn
    assert app.form(DEMO_FORM).control(PUSH_IDS[1]).on
    _ctrl_key(window, "minus")
    _ctrl_key(window, "minus")
    _ctrl_key(window, "minus")
    assert window.shell.layout.scale == 1
    assert _image_ppm(window, "silkscreen") == ppm_bytes(
        silkscreen_image().rows, 160, 1, palette.silk_ink, palette.silk_paper
    )
    window.menu.invoke(2)  # the right-click menu's "Zoom x3"
    assert window.shell.layout.scale == 3
    assert _image_ppm(window, "screen") == ppm_bytes(
        app.screen.framebuffer.rows, 160, 3, palette.lcd_ink, palette.lcd_paper
    )
    assert not [e for e in app.log if e.kind == EventKind.keyDownEvent]  # the Palm saw no key


def test_system_sounds_ring_the_bell(tk_root: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from palm_sdk.sound import SndSysBeepType

    app = DemoApp()
    window = _window(tk_root, app)
    rung: list[int] = []
    monkeypatch.setattr(window.root, "bell", lambda: rung.append(1))
    app.system.play_system_sound(SndSysBeepType.sndClick)
    assert rung == []
    app.system.play_system_sound(SndSysBeepType.sndError)
    app.system.play_system_sound(SndSysBeepType.sndConfirmation)
    assert rung == [1, 1]


def test_the_zoom_fits_the_screen_the_window_is_on(tk_root: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a 1366x768 screen x4 (940 pixels high) would overflow: x3 is the most, whatever asks."""
    monkeypatch.setattr(tk_root, "winfo_screenwidth", lambda: 1366)
    monkeypatch.setattr(tk_root, "winfo_screenheight", lambda: 768)
    window = _window(tk_root, DemoApp(), 4)
    assert window.shell.layout.scale == 3 and window.zoom.get() == 3
    assert window.shell.layout.size[1] <= 768
    _ctrl_key(window, "1")
    _ctrl_key(window, "4")
    assert window.shell.layout.scale == 3
    _ctrl_key(window, "1")
    _ctrl_key(window, "plus")
    _ctrl_key(window, "plus")
    _ctrl_key(window, "plus")
    assert window.shell.layout.scale == 3 and window.zoom.get() == 3
    assert window.menu.entrycget(3, "state") == "disabled"  # Zoom x4
    assert window.menu.entrycget(2, "state") == "normal"
