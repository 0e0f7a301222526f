"""Drawing from 68k code is drawing on the screen model: pixel for pixel the same screen.

The drawing program makes a fixed sequence of Window Manager and Font Manager calls;
:func:`draw_directly` makes the same calls on ``palm_os`` (the desktop app's screen model)
in the same order, and the two framebuffers must be equal. What the program does through
windows the desktop app has no call for (an offscreen window copied in, saved and restored
bits, a scroll) is drawn here as the result a Palm shows.
"""

from __future__ import annotations

from pathlib import Path

from emulator.device import Device
from palm_os.compiled import CompiledResources
from palm_os.geometry import Rect
from palm_os.system import System
from palm_sdk.window import DrawMode, PatternType
from prc_tools.formats.container import ResourceDatabase, parse_database

STRIPES = bytes([0x81, 0x42, 0x24, 0x18, 0x18, 0x24, 0x42, 0x81])


def draw_directly(system: System) -> None:
    """The drawing program's calls, made on the screen model (keep in step with drawing.c)."""
    w = system.screen.display_window
    g = system.graphics
    w.draw_rectangle(Rect(4, 4, 30, 14), 0)
    w.draw_rectangle(Rect(40, 4, 30, 14), 5)
    w.erase_rectangle(Rect(44, 7, 10, 6), 0)
    w.draw_rectangle_frame(0x0001, Rect(80, 6, 16, 10))
    w.draw_rectangle_frame(0x0401, Rect(102, 6, 16, 10))
    w.draw_rectangle_frame(0x0702, Rect(124, 6, 14, 10))
    w.draw_rectangle_frame(0x0205, Rect(144, 6, 10, 10))
    w.draw_gray_rectangle_frame(0x0001, Rect(6, 26, 24, 10))
    w.draw_line(0, 40, 159, 52)
    w.draw_gray_line(0, 56, 159, 56)
    w.draw_line(40, 24, 40, 38)
    w.erase_line(0, 46, 159, 46)
    g.set_pattern(STRIPES)
    w.fill_rectangle(Rect(40, 22, 40, 14), 0)
    g.set_pattern_type(PatternType.grayPattern)
    w.fill_rectangle(Rect(86, 22, 30, 14), 4)
    g.set_font(0)
    w.draw_chars("High Low", 4, 60)
    g.set_font(1)
    w.draw_chars("Jack", 60, 60)
    g.set_font(2)
    w.draw_chars("Game", 100, 58)
    g.set_font(0)
    w.draw_inverted_chars("Smudge", 4, 74)
    g.set_draw_mode(DrawMode.winInvert)
    w.paint_chars("Set", 40, 74)
    g.set_draw_mode(DrawMode.winPaint)
    g.set_font(3)
    w.draw_chars(bytes([0x17, 0x18, 0x19, 0x1A]), 70, 74)
    g.set_font(0)
    w.set_clip(Rect(4, 88, 28, 8))
    w.draw_chars("clipped away", 4, 86)
    w.reset_clip()
    w.invert_rectangle(Rect(100, 74, 50, 20), 3)
    w.draw_pixel(150, 150)
    w.draw_pixel(151, 151)
    w.invert_pixel(152, 152)
    w.draw_bitmap(system.resources.bitmap(2000), 60, 100)
    # The offscreen window, drawn where it was copied to:
    w.draw_rectangle(Rect(4, 100, 24, 16), 4)
    w.draw_inverted_chars("off", 8, 102)
    # WinSaveBits + WinDrawRectangle + WinRestoreBits leave nothing; the scroll moves the text
    # up 4 rows and the vacated rows are erased:
    w.draw_chars("scrolled", 2, 120)
    w.erase_rectangle(Rect(0, 146, 60, 4), 0)
    w.draw_chars("end", 120, 140)


def test_the_emulated_drawing_is_the_screen_models(programs: Path) -> None:
    device = Device(programs / "drawing.prc", strict=True)
    assert device.fault is None, device.fault
    database = parse_database((programs / "drawing.prc").read_bytes())
    assert isinstance(database, ResourceDatabase)
    expected = System(CompiledResources(database))
    draw_directly(expected)
    emulated = device.screen.framebuffer
    assert emulated.black_count() > 1000  # the program drew something
    diff = emulated.diff_bbox(expected.screen.framebuffer)
    assert diff is None, f"the screens differ in {diff}"
    device.close()
    assert device.fault is None and device.kernel.violations == []
