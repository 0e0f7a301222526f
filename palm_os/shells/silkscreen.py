"""The silkscreen strip below the Palm screen: our own 160x60 one-bit drawing of it.

On a Palm the digitizer is 160x220: the LCD is the top 160 rows and a printed silkscreen fills
y 160..219 - Applications (Home) top-left, Menu bottom-left, Calculator top-right, Find
bottom-right, the Graffiti box in between with letters on the left and numbers on the right.
The buttons' rectangles are the screen model's own (:data:`palm_os.events.SILKSCREEN_BUTTONS`,
from ``palm_sdk.screen``), so what is drawn here is exactly what the
``Digitizer`` turns into keys. The drawing is ours (icons as text art, drawn with the screen
model's window calls); it is not the ROM's artwork.

>>> strip = silkscreen_image()
>>> (strip.width, strip.height)
(160, 60)
>>> button_at(10, 200).chr == vchrMenu, button_at(80, 200)
(True, None)
>>> silkscreen_image(pressed=vchrMenu).diff_bbox(strip)
Rect(x=1, y=31, width=25, height=28)
"""

from __future__ import annotations

from functools import cache

from palm_os.bitmap import Bitmap
from palm_os.events import SILKSCREEN_BUTTONS, PenButton
from palm_os.fonts import FontID
from palm_os.framebuffer import Framebuffer
from palm_os.geometry import SCREEN_WIDTH, Rect
from palm_os.system_resources import system_fonts
from palm_os.window import FrameType, Screen
from palm_sdk.keys import vchrCalc, vchrFind, vchrLaunch, vchrMenu
from palm_sdk.screen import DIGITIZER_HEIGHT
from palm_sdk.screen import SILKSCREEN_TOP as SILKSCREEN_TOP  # digitizer row of the strip's first row

SILKSCREEN_HEIGHT = DIGITIZER_HEIGHT - SILKSCREEN_TOP

_HOME = """
.......#.......
......#.#......
.....#...#.....
....#.....#....
...#.......#...
..#.........#..
.#############.
..#.........#..
..#..###.##.#..
..#..#.#.##.#..
..#..#.#....#..
..#..#.#....#..
..###########..
"""

_MENU = """
###############
#.............#
###############
...#.........#.
...#.#####...#.
...#.........#.
...#.####....#.
...#.........#.
...#.######..#.
...#.........#.
...###########.
"""

_CALC = """
############
#..........#
#.########.#
#.#......#.#
#.########.#
#..........#
#.##.##.##.#
#.##.##.##.#
#..........#
#.##.##.##.#
#.##.##.##.#
#..........#
#.##.##.##.#
#.##.##.##.#
#..........#
############
"""

_FIND = """
...#####.......
..#.....#......
.#.......#.....
#.........#....
#.........#....
#.........#....
#.........#....
#.........#....
.#.......#.....
..#.....###....
...#####.###...
..........###..
...........###.
............###
"""

ICONS: dict[int, Bitmap] = {
    vchrLaunch: Bitmap.from_text(_HOME),
    vchrMenu: Bitmap.from_text(_MENU),
    vchrCalc: Bitmap.from_text(_CALC),
    vchrFind: Bitmap.from_text(_FIND),
}

GRAFFITI_BOX = Rect(30, 3, 100, 54)  # in strip coordinates (digitizer y - 160)
GRAFFITI_DIVIDER_X = 90  # letters are written left of it, numbers right (§6.1)


def strip_rect(button: PenButton) -> Rect:
    """A silkscreen button's rectangle in strip coordinates (y 0..59)."""
    return button.bounds.offset(0, -SILKSCREEN_TOP)


def button_at(x: int, y: int) -> PenButton | None:
    """The silkscreen button under digitizer point (x, y), if any."""
    return next((b for b in SILKSCREEN_BUTTONS if b.bounds.contains(x, y)), None)


def silkscreen_image(pressed: int | None = None) -> Framebuffer:
    """The 160x60 strip; ``pressed`` (a button's virtual character) is drawn inverted, held down."""
    return Framebuffer(SCREEN_WIDTH, SILKSCREEN_HEIGHT, _strip_rows(pressed))


@cache
def _strip_rows(pressed: int | None) -> tuple[int, ...]:
    strip = Screen(system_fonts(), Framebuffer(SCREEN_WIDTH, SILKSCREEN_HEIGHT))
    window = strip.display_window
    for button in SILKSCREEN_BUTTONS:
        icon = ICONS.get(button.chr)
        area = strip_rect(button)
        if icon is not None:
            window.draw_bitmap(
                icon, area.x + (area.width - icon.width) // 2, area.y + (area.height - icon.height) // 2
            )
    # The Graffiti box: a rounded frame, the letters/numbers divider marked by two small
    # triangles, and the "abc" / "123" hints in its lower corners.
    window.draw_rectangle_frame(FrameType.roundFrame, GRAFFITI_BOX)
    top, bottom = GRAFFITI_BOX.y, GRAFFITI_BOX.bottom - 1
    for i in range(3):
        window.draw_line(GRAFFITI_DIVIDER_X - 2 + i, top + i, GRAFFITI_DIVIDER_X + 2 - i, top + i)
        window.draw_line(GRAFFITI_DIVIDER_X - 2 + i, bottom - i, GRAFFITI_DIVIDER_X + 2 - i, bottom - i)
    window.set_font(FontID.stdFont)
    text_y = GRAFFITI_BOX.bottom - window.font.height - 1
    window.draw_chars("abc", GRAFFITI_BOX.x + 3, text_y)
    window.draw_chars("123", GRAFFITI_BOX.right - 3 - window.font.text_width("123"), text_y)
    for button in SILKSCREEN_BUTTONS:
        if button.chr == pressed:
            window.invert_rectangle(strip_rect(button).inset(1), corner_diam=8)
    return tuple(strip.framebuffer.rows)
