"""Throughput of the screen model's drawing primitives and of full-screen redraws.

Run: ``.venv/bin/python benchmarks/screen_primitives.py``. Prints operations per second for each
primitive and redraws per second of a busy 160x160 screen (about 30 strings, 15 small bitmaps
and a dozen frames and fills, like a card table), plus the same screen drawn as a Palm form.
The target is >= 500 full redraws per second in CPython.
"""

from __future__ import annotations

import timeit

from palm_os.application import Application, gadget_handler
from palm_os.bitmap import Bitmap
from palm_os.controls import Control, ControlStyle, Gadget, Label, Title
from palm_os.fonts import FontID
from palm_os.forms import Form
from palm_os.geometry import Point, Rect
from palm_os.resources import ResourceTable
from palm_os.system_resources import system_fonts
from palm_os.window import FrameType, Screen, Window

CARD = Bitmap.from_text(
    [".##########.", "#..........#"] + ["#.#......#.#"] * 14 + ["#..........#", ".##########."]
)


def busy_screen(screen: Screen) -> None:
    """About what the Pitch table draws: title, four hands, trick, scores, buttons."""
    w = screen.display_window
    w.erase_window()
    w.set_font(FontID.boldFont)
    w.draw_inverted_chars("Pitch", 2, 2)
    w.draw_rectangle(Rect(0, 13, 160, 2))
    w.set_font(FontID.stdFont)
    for i in range(15):
        w.draw_bitmap(CARD, 4 + (i % 8) * 19, 30 + (i // 8) * 40)
    for i in range(30):
        w.draw_chars(f"Player {i % 4}: bid {i % 5}", 2 + (i % 3) * 52, 16 + (i // 3) * 13)
    for i in range(6):
        r = Rect(4 + i * 26, 147, 22, 11)
        w.erase_rectangle(r, 3)
        w.draw_rectangle_frame(FrameType.roundFrame, r)
    for i in range(3):
        w.draw_gray_rectangle(Rect(100, 60 + i * 20, 50, 8))
        w.invert_rectangle(Rect(20, 60 + i * 20, 50, 8))
    w.draw_rectangle_frame(FrameType.popupFrame, Rect(30, 40, 100, 60))
    w.draw_rectangle_frame(FrameType.dialogFrame, Rect(10, 110, 140, 30))


def table_form() -> Form:
    """A form like the Pitch table: title, 30 labels, a gadget with 15 cards, 6 buttons."""
    objects: list = [Title("Pitch  Hand 7")]  # type: ignore[type-arg]
    for i in range(30):
        pos = Point(2 + (i % 3) * 52, 16 + (i // 3) * 13)
        objects.append(Label(1100 + i, pos, f"Player {i % 4}: {i % 5}"))
    objects.append(Gadget(1200, Rect(0, 28, 160, 110)))
    for i in range(5):
        objects.append(Control(1300 + i, Rect(1 + i * 27, 147, 24, 12), f"B{i}"))
    objects.append(Control(1310, Rect(136, 147, 22, 12), "On", style=ControlStyle.pushButtonCtl, on=True))
    return Form(1000, Rect(0, 0, 160, 160), objects=objects)


def draw_cards(gadget: Gadget, window: Window) -> None:
    for i in range(15):
        x, y = 4 + (i % 8) * 19, gadget.bounds.y + 2 + (i // 8) * 40
        window.draw_bitmap(CARD, x, y)
        if i % 5 == 0:
            window.draw_rectangle_frame(FrameType.simpleFrame, Rect(x, y, 12, 18))


def rate(stmt, number: int) -> float:  # type: ignore[no-untyped-def]
    best = min(timeit.repeat(stmt, number=number, repeat=5))
    return number / best


def main() -> None:
    screen = Screen(system_fonts())
    w = screen.display_window
    text = "Smudge! Team A takes High"
    rows = [
        ("draw_chars (25 chars, cached)", lambda: w.draw_chars(text, 10, 50), 20000),
        ("draw_chars (new text each time)", lambda: w.draw_chars(str(rate_counter()), 10, 50), 20000),
        ("draw_bitmap 12x18", lambda: w.draw_bitmap(CARD, 50, 50), 20000),
        ("draw_rectangle 40x12 r2", lambda: w.draw_rectangle(Rect(10, 10, 40, 12), 4), 20000),
        ("invert_rectangle 40x12", lambda: w.invert_rectangle(Rect(10, 10, 40, 12)), 20000),
        (
            "roundFrame 36x12",
            lambda: w.draw_rectangle_frame(FrameType.roundFrame, Rect(10, 10, 36, 12)),
            20000,
        ),
        ("erase full screen", lambda: w.erase_window(), 20000),
        ("gray fill 160x160", lambda: w.draw_gray_rectangle(Rect(0, 0, 160, 160)), 5000),
        ("draw_line diagonal 100px", lambda: w.draw_line(0, 0, 99, 60), 5000),
        ("busy screen full redraw", lambda: busy_screen(screen), 1000),
    ]
    app = Application(ResourceTable(forms={1000: table_form()}))
    app.set_gadget_handler(1000, 1200, gadget_handler(draw=draw_cards))
    app.start(1000)
    form = app.form(1000)
    rows.append(("table form: FrmDrawForm", form.draw, 1000))
    rows.append(("table form: tap a button (6 events)", lambda: app.tap(10, 152), 1000))
    width = max(len(name) for name, _, _ in rows)
    for name, stmt, number in rows:
        print(f"{name:<{width}}  {rate(stmt, number):>12,.0f} /s")


_counter = 0


def rate_counter() -> int:
    global _counter
    _counter += 1
    return _counter


if __name__ == "__main__":
    main()
