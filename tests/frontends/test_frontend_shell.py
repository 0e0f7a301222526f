"""The window's pure parts, without a display: layout, keys, PPM pixels, redraws, time, closing."""

from __future__ import annotations

import doctest
import importlib

import pytest
from demo_app import BOX, DEMO_FORM, GO_DELAY_TICKS, PUSH_BOUNDS, PUSH_IDS, DemoApp

from palm_os.events import SILKSCREEN_BUTTONS, TICKS_PER_SECOND, EventKind
from palm_os.geometry import Point
from palm_os.shells.shell import (
    BEZEL,
    GAP,
    IDLE_POLL_MS,
    MAX_CATCH_UP_TICKS,
    POLL_MS,
    FrameTracker,
    Layout,
    Palette,
    PalmKey,
    PalmShell,
    TickClock,
    palm_key,
    ppm_bytes,
)
from palm_os.shells.silkscreen import SILKSCREEN_HEIGHT, button_at, silkscreen_image, strip_rect
from palm_sdk.chars import chrEscape
from palm_sdk.keys import commandKeyMask, vchrCalc, vchrFind, vchrLaunch, vchrMenu, vchrPageDown, vchrPageUp

WHITE, BLACK = (255, 255, 255), (0, 0, 0)


@pytest.mark.parametrize("name", ["palm_os.shells.shell", "palm_os.shells.silkscreen"])
def test_docstring_examples(name: str) -> None:
    assert doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS).failed == 0


# -- layout: window pixels <-> Palm coordinates ----------------------------------------------------


@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_every_window_pixel_of_the_screen_maps_to_its_palm_pixel(scale: int) -> None:
    layout = Layout(scale)
    left, top = BEZEL * scale, BEZEL * scale
    assert layout.size == ((160 + 2 * BEZEL) * scale, (2 * BEZEL + 160 + GAP + 60) * scale)
    for palm in (0, 1, 79, 158, 159):
        for offset in range(scale):
            assert layout.screen_point(left + palm * scale + offset, top + 5 * scale) == Point(palm, 5)
            assert layout.screen_point(left + 7 * scale, top + palm * scale + offset) == Point(7, palm)
    # the bezel around the screen is not the screen
    for x, y in [(left - 1, top), (left, top - 1), (left + 160 * scale, top), (left, top + 160 * scale)]:
        assert layout.screen_point(x, y) is None
    assert layout.window_point(0, 0) == (left + scale // 2, top + scale // 2)


@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_strokes_leaving_the_screen_are_clamped_to_its_edge(scale: int) -> None:
    layout = Layout(scale)
    width, height = layout.size
    assert layout.clamped_screen_point(-50, -50) == Point(0, 0)
    assert layout.clamped_screen_point(width + 9, height + 9) == Point(159, 159)
    assert layout.clamped_screen_point(width // 2, height) == Point(80, 159)


@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_silkscreen_pixels_map_to_digitizer_rows_160_to_219(scale: int) -> None:
    layout = Layout(scale)
    area = layout.silkscreen
    assert area.y == (BEZEL + 160 + GAP) * scale and area.height == 60 * scale
    assert layout.silkscreen_point(area.x, area.y) == Point(0, 160)
    assert layout.silkscreen_point(area.right - 1, area.bottom - 1) == Point(159, 219)
    assert layout.silkscreen_point(area.x, area.y - 1) is None  # the gap
    for button in SILKSCREEN_BUTTONS:
        x, y = layout.window_point(button.bounds.x + 3, button.bounds.y + 3)
        point = layout.silkscreen_point(x, y)
        assert point is not None and button_at(point.x, point.y) == button


def test_scale_must_be_1_to_4() -> None:
    for scale in (0, 5):
        with pytest.raises(ValueError, match=r"scale must be 1\.\.4"):
            Layout(scale)


# -- keys --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("keysym", "char", "control", "expected"),
    [
        ("1", "1", False, PalmKey(ord("1"))),
        ("6", "6", False, PalmKey(ord("6"))),
        ("KP_4", "4", False, PalmKey(ord("4"))),
        ("s", "s", False, PalmKey(ord("s"))),
        ("S", "S", False, PalmKey(ord("S"))),
        ("p", "p", False, PalmKey(ord("p"))),
        ("P", "P", False, PalmKey(ord("P"))),
        ("space", " ", False, PalmKey(0x20)),
        ("eacute", "é", False, PalmKey(0xE9)),
        ("m", "m", False, PalmKey(vchrMenu, commandKeyMask)),
        ("M", "M", False, PalmKey(vchrMenu, commandKeyMask)),
        ("Return", "\r", False, PalmKey(0x0A)),
        ("KP_Enter", "\r", False, PalmKey(0x0A)),
        ("BackSpace", "\b", False, PalmKey(0x08)),
        ("Tab", "\t", False, PalmKey(0x09)),
        ("Prior", "", False, PalmKey(vchrPageUp, commandKeyMask)),
        ("Up", "", False, PalmKey(vchrPageUp, commandKeyMask)),
        ("Next", "", False, PalmKey(vchrPageDown, commandKeyMask)),
        ("Down", "", False, PalmKey(vchrPageDown, commandKeyMask)),
        ("n", "\x0e", True, PalmKey(ord("n"), commandKeyMask)),
        ("N", "\x0e", True, PalmKey(ord("n"), commandKeyMask)),
        ("1", "1", True, None),
        ("Escape", "\x1b", False, PalmKey(chrEscape)),
        ("Delete", "\x7f", False, None),
        ("Left", "", False, PalmKey(0x1C)),  # chrLeftArrow, a Palm keyboard's
        ("Right", "", False, PalmKey(0x1D)),
        ("Home", "", False, None),
        ("Shift_L", "", False, None),
        ("F1", "", False, None),
        ("Cyrillic_a", "а", False, None),
    ],
)
def test_key_map(keysym: str, char: str, control: bool, expected: PalmKey | None) -> None:
    assert palm_key(keysym, char, control) == expected


def test_alt_keys_are_left_to_the_desktop() -> None:
    assert palm_key("m", "m", alt=True) is None and palm_key("Return", "\r", alt=True) is None


# -- pixels ------------------------------------------------------------------------------------


def test_ppm_of_a_tiny_pattern_is_exact() -> None:
    rows = [0b1001, 0b0110]  # bit 0 = leftmost pixel
    assert ppm_bytes(rows, 4, 1, BLACK, WHITE) == (
        b"P6\n4 2\n255\n"
        + bytes([0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0])
        + bytes([255, 255, 255, 0, 0, 0, 0, 0, 0, 255, 255, 255])
    )
    ink, paper = (1, 2, 3), (9, 8, 7)
    doubled = ppm_bytes([0b01], 2, 2, ink, paper)
    line = bytes(ink) * 2 + bytes(paper) * 2
    assert doubled == b"P6\n4 2\n255\n" + line + line


@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_ppm_is_the_framebuffer_scaled_nearest_neighbour(scale: int, demo_app: DemoApp) -> None:
    fb = demo_app.screen.framebuffer
    data = ppm_bytes(fb.rows, 160, scale, BLACK, WHITE)
    header = f"P6\n{160 * scale} {160 * scale}\n255\n".encode()
    assert data.startswith(header) and len(data) == len(header) + (160 * scale) ** 2 * 3
    body = data[len(header):]
    stride = 160 * scale * 3
    for x, y in [(0, 0), (5, 3), (30, 40), (159, 159), (12, 30)]:
        expected = BLACK if fb.get_pixel(x, y) else WHITE
        for dy in range(scale):
            for dx in range(scale):
                at = (y * scale + dy) * stride + (x * scale + dx) * 3
                assert tuple(body[at:at + 3]) == expected


def test_redraw_only_the_rows_that_changed() -> None:
    tracker = FrameTracker()
    rows = [0] * 160
    assert tracker.changed_band(rows) == (0, 160)
    assert tracker.changed_band(rows) is None
    rows[40] = 1
    rows[42] = 7
    assert tracker.changed_band(rows) == (40, 43)
    assert tracker.changed_band(rows) is None  # it kept a copy, not the list itself
    tracker.invalidate()
    assert tracker.changed_band(rows) == (0, 160)


def test_shell_patches_only_what_changed(demo_app: DemoApp) -> None:
    shell = PalmShell(demo_app, 2, clock=lambda: 0.0)
    first = shell.patches()  # at scale 1: the toolkit zooms
    assert [(p.target, p.y, p.height) for p in first] == [("screen", 0, 160), ("silkscreen", 0, 60)]
    palette, rows = Palette(), demo_app.screen.framebuffer.rows
    assert first[0].ppm == ppm_bytes(rows, 160, 1, palette.lcd_ink, palette.lcd_paper)
    assert first[1].ppm == ppm_bytes(silkscreen_image().rows, 160, 1, palette.silk_ink, palette.silk_paper)
    assert shell.patches() == []
    demo_app.key("2")  # push button 2 (rows 30..59) is drawn inverted
    (patch,) = shell.patches()
    assert (patch.target, patch.y, patch.height) == ("screen", PUSH_BOUNDS[1].y, PUSH_BOUNDS[1].height)
    assert patch.ppm == ppm_bytes(rows[30:60], 160, 1, palette.lcd_ink, palette.lcd_paper)
    shell.invalidate()
    assert len(shell.patches()) == 2


# -- pen and silkscreen --------------------------------------------------------------------------


def _click(shell: PalmShell, x: int, y: int) -> None:
    wx, wy = shell.layout.window_point(x, y)
    shell.press(wx, wy)
    shell.release(wx, wy)


@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_a_click_on_the_screen_is_a_tap_at_that_palm_pixel(scale: int, demo_app: DemoApp) -> None:
    shell = PalmShell(demo_app, scale, clock=lambda: 0.0)
    target = PUSH_BOUNDS[2]
    _click(shell, target.x + 2, target.y + 2)
    form = demo_app.form(DEMO_FORM)
    assert form.control(PUSH_IDS[2]).on
    pens = [(e.kind, e.screen_x, e.screen_y) for e in demo_app.log or [] if e.is_pen()]
    assert pens[-2:] == [(EventKind.penDownEvent, target.x + 2, target.y + 2),
                         (EventKind.penUpEvent, target.x + 2, target.y + 2)]


def test_a_drag_follows_the_mouse_and_is_clamped_to_the_screen(demo_app: DemoApp) -> None:
    demo_app.log = []
    shell = PalmShell(demo_app, 2, clock=lambda: 0.0)
    layout = shell.layout
    shell.press(*layout.window_point(100, 100))
    shell.motion(*layout.window_point(120, 110))
    shell.motion(layout.size[0] + 50, -20)  # off the window: the edge of the screen
    shell.release(layout.size[0] + 50, layout.size[1] + 50)
    pens = [(e.kind.name, e.screen_x, e.screen_y) for e in demo_app.log if e.is_pen()]
    assert pens == [("penDownEvent", 100, 100), ("penMoveEvent", 120, 110), ("penMoveEvent", 159, 0),
                    ("penUpEvent", 159, 159)]
    shell.motion(*layout.window_point(10, 10))  # no button held: nothing
    assert len([e for e in demo_app.log if e.is_pen()]) == 4


def test_clicks_on_the_bezel_and_the_graffiti_area_do_nothing(demo_app: DemoApp) -> None:
    demo_app.log = []
    shell = PalmShell(demo_app, 2, clock=lambda: 0.0)
    shell.press(1, 1)
    shell.release(1, 1)
    _click(shell, 80, 190)  # the Graffiti box
    assert [e for e in demo_app.log if e.kind in (EventKind.penDownEvent, EventKind.keyDownEvent)] == []


@pytest.mark.parametrize("chr_", [vchrMenu, vchrLaunch, vchrCalc, vchrFind])
def test_silkscreen_buttons_send_their_keys(chr_: int, demo_app: DemoApp) -> None:
    demo_app.log = []
    shell = PalmShell(demo_app, 3, clock=lambda: 0.0)
    button = next(b for b in SILKSCREEN_BUTTONS if b.chr == chr_)
    shell.patches()
    wx, wy = shell.layout.window_point(button.bounds.x + 13, button.bounds.y + 15)
    shell.press(wx, wy)
    keys = [(e.chr, e.modifiers) for e in demo_app.log if e.kind == EventKind.keyDownEvent]
    assert keys == [(chr_, commandKeyMask)]
    held = [p for p in shell.patches() if p.target == "silkscreen"]
    assert len(held) == 1  # the button is shown pressed (inverted) while the mouse is down
    palette = shell.palette
    assert held[0].ppm == ppm_bytes(silkscreen_image(chr_).rows, 160, 1, palette.silk_ink, palette.silk_paper)
    shell.release(wx, wy)
    assert [p.target for p in shell.patches()] == ["silkscreen"]  # and let go


def test_the_menu_button_opens_the_menu_and_home_stops_the_app(demo_app: DemoApp) -> None:
    shell = PalmShell(demo_app, 2, clock=lambda: 0.0)
    _click(shell, 10, 205)
    assert demo_app.system.menu is not None and demo_app.system.menu.is_open
    assert not shell.stopped
    _click(shell, 10, 175)
    assert shell.stopped


def test_silkscreen_image_matches_the_digitizer_buttons() -> None:
    strip = silkscreen_image()
    assert (strip.width, strip.height) == (160, SILKSCREEN_HEIGHT)
    for button in SILKSCREEN_BUTTONS:
        area = strip_rect(button)
        assert strip.crop(area).black_count() > 20  # every button has its icon
        pressed = silkscreen_image(button.chr)
        bbox = pressed.diff_bbox(strip)
        assert bbox is not None and area.intersection(bbox) == bbox
    assert silkscreen_image(None) == strip


# -- keys reach the app --------------------------------------------------------------------------


def test_keys_go_to_the_app_and_m_opens_the_menu(demo_app: DemoApp) -> None:
    shell = PalmShell(demo_app, 2, clock=lambda: 0.0)
    assert shell.key_press("3", "3")
    assert demo_app.form(DEMO_FORM).control(PUSH_IDS[2]).on
    assert shell.key_press("m", "m")
    assert demo_app.system.menu is not None and demo_app.system.menu.is_open
    assert shell.key_press("i", "\t", control=True)  # the menu command: Invert box
    assert demo_app.screen.framebuffer.get_pixel(BOX.x + 1, BOX.y + 1) == 1
    assert not shell.key_press("F1", "")
    assert shell.key_press("m", "m") and demo_app.system.menu.is_open
    assert shell.key_press("Escape", "\x1b")  # Esc closes the menu
    assert not demo_app.system.menu.is_open


# -- time --------------------------------------------------------------------------------------


def test_virtual_time_follows_real_time_and_fires_timers(demo_app: DemoApp) -> None:
    now = [100.0]
    shell = PalmShell(demo_app, 2, clock=lambda: now[0])
    start = demo_app.ticks
    shell.key_press("Return", "\r")
    now[0] += (GO_DELAY_TICKS - 1) / 100
    shell.tick()
    assert demo_app.ticks == start + GO_DELAY_TICKS - 1
    assert demo_app.screen.framebuffer.get_pixel(BOX.x + 1, BOX.y + 1) == 0
    now[0] += 0.02
    shell.tick()
    assert demo_app.screen.framebuffer.get_pixel(BOX.x + 1, BOX.y + 1) == 1


def test_a_long_stall_skips_virtual_time_instead_of_racing() -> None:
    clock = TickClock(now=0.0, ticks=500)
    assert clock.due(3600.0, 500) == MAX_CATCH_UP_TICKS
    assert clock.due(3600.1, 500 + MAX_CATCH_UP_TICKS) == 10
    # the longest idle sleep is not a stall
    assert IDLE_POLL_MS * TICKS_PER_SECOND // 1000 <= MAX_CATCH_UP_TICKS


def test_the_window_sleeps_until_the_next_timer(demo_app: DemoApp) -> None:
    now = [0.0]
    shell = PalmShell(demo_app, 2, clock=lambda: now[0])
    assert shell.next_poll_ms() == IDLE_POLL_MS  # nothing due: a long sleep (input wakes it)
    shell.key_press("Return", "\r")  # a timer GO_DELAY_TICKS from now
    assert shell.next_poll_ms() == GO_DELAY_TICKS * 10
    now[0] += 0.12
    shell.tick()
    assert shell.next_poll_ms() == (GO_DELAY_TICKS - 12) * 10
    now[0] += 1
    shell.tick()
    assert shell.next_poll_ms() == IDLE_POLL_MS


# -- closing -----------------------------------------------------------------------------------


def test_save_on_exit_is_called_once(demo_app: DemoApp) -> None:
    shell = PalmShell(demo_app, 2, clock=lambda: 0.0)
    shell.save_on_exit()
    shell.save_on_exit()
    assert demo_app.saves == 1


def test_apps_without_the_optional_extras_work() -> None:
    class Bare:  # only the Application interface: no stopped, no save_on_exit
        def __init__(self) -> None:
            self.app = DemoApp()
            self.screen = self.app.screen
            self.ticks = 0

        def pen_down(self, x: int, y: int) -> None: ...
        def pen_move(self, x: int, y: int) -> None: ...
        def pen_up(self, x: int, y: int) -> None: ...
        def key(self, chr: int | str, modifiers: int = 0, key_code: int = 0) -> None: ...
        def advance(self, ticks: int) -> None:
            self.ticks += ticks

    shell = PalmShell(Bare(), 2, clock=lambda: 0.0)
    assert not shell.stopped
    assert shell.next_poll_ms() == POLL_MS  # it cannot say when it wakes: poll
    shell.save_on_exit()
    assert len(shell.patches()) == 2


def test_palette_colours_are_tk_hex() -> None:
    assert Palette.hex((0x1D, 0x26, 0x1C)) == "#1d261c"


# -- zoom ---------------------------------------------------------------------------------------


def test_set_scale_zooms_the_layout_and_redraws_everything(demo_app: DemoApp) -> None:
    shell = PalmShell(demo_app, 2, clock=lambda: 0.0)
    shell.patches()
    assert shell.patches() == []
    assert shell.set_scale(3) and shell.layout.scale == 3
    assert not shell.set_scale(3)
    assert {patch.target for patch in shell.patches()} == {"screen", "silkscreen"}  # all again
    x, y = shell.layout.window_point(80, 80)
    assert shell.layout.screen_point(x, y) == Point(80, 80)
    with pytest.raises(ValueError):
        shell.set_scale(5)


def test_a_colour_screen_is_shown_in_its_colours(demo_app: DemoApp) -> None:
    """A deeper screen (a colour device in palm-emu) is patched in its own colours, row band by
    row band."""
    framebuffer = demo_app.screen.framebuffer
    framebuffer.set_depth(16)
    shell = PalmShell(demo_app, 2, clock=lambda: 0.0)
    first = shell.patches()[0]
    assert (first.target, first.y, first.height) == ("screen", 0, 160)
    assert first.ppm.startswith(b"P6\n160 160\n255\n") and first.ppm.endswith(b"\xff\xff\xff")
    framebuffer.set_pixel(3, 7, 0xF800)  # red
    (patch,) = [p for p in shell.patches() if p.target == "screen"]
    assert (patch.y, patch.height) == (7, 1)
    assert patch.ppm[len(b"P6\n160 1\n255\n") + 9 :][:3] == b"\xff\x00\x00"
