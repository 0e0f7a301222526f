"""A small Palm application for the window tests, built like tests/ui's (an in-memory ResourceTable).

One form: the title "Demo", three big push buttons "1" "2" "3" (group 1), a "Go" button and a
menu. What it does, so a test can see it on the screen:

- tapping a push button, or typing its digit, selects it (the push button is drawn inverted);
- "Go" or Enter (linefeed) fills the BOX 30 ticks later - a timer, so only a window that moves
  virtual time on shows it;
- the menu's "Invert box" (shortcut I) inverts the BOX;
- ``save_on_exit()`` counts its calls and writes ``saved <n>`` to ``save_path`` if one is given.

Run as a script by ``demo_window.py`` (the real-window test) and imported by the unit tests.
"""

from __future__ import annotations

from pathlib import Path

from palm_os.application import Application
from palm_os.controls import Control, ControlStyle, Title
from palm_os.events import Event, EventKind
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_os.menus import Menu, MenuBar, MenuItem
from palm_os.resources import ResourceTable
from palm_os.system_resources import system_bitmaps, system_fonts
from palm_sdk.chars import chrLineFeed

DEMO_FORM = 1000
DEMO_MENU = 1000
PUSH_IDS = (1001, 1002, 1003)
GO_BUTTON = 1010
INVERT_CMD = 2001
PUSH_BOUNDS = tuple(Rect(12 + 50 * i, 30, 36, 30) for i in range(3))
GO_BOUNDS = Rect(55, 140, 50, 12)
BOX = Rect(20, 80, 120, 40)
GO_DELAY_TICKS = 30


def demo_resources() -> ResourceTable:
    pushes = [
        Control(PUSH_IDS[i], PUSH_BOUNDS[i], str(i + 1), style=ControlStyle.pushButtonCtl, group=1)
        for i in range(3)
    ]
    form = Form(
        DEMO_FORM,
        Rect(0, 0, 160, 160),
        objects=[Title("Demo"), *pushes, Control(GO_BUTTON, GO_BOUNDS, "Go")],
        menu_rsc_id=DEMO_MENU,
    )
    menus = {DEMO_MENU: MenuBar([Menu("Demo", [MenuItem(INVERT_CMD, "Invert box", "I")])])}
    return ResourceTable(forms={DEMO_FORM: form}, menus=menus)


class DemoApp(Application):
    """The demo application (see the module docstring); starts on its form."""

    def __init__(self, save_path: Path | None = None) -> None:
        super().__init__(demo_resources(), fonts=system_fonts(), system_bitmaps=system_bitmaps())
        self.save_path = save_path
        self.saves = 0
        self.set_form_handler(DEMO_FORM, self._handle)
        self.start(DEMO_FORM)

    def save_on_exit(self) -> None:
        self.saves += 1
        if self.save_path is not None:
            self.save_path.write_text(f"saved {self.saves}\n", encoding="ascii")

    def _fill_box(self) -> None:
        self.form(DEMO_FORM).live_window.draw_rectangle(BOX)

    def _handle(self, event: Event) -> bool:
        form = self.form(DEMO_FORM)
        if event.kind == EventKind.ctlSelectEvent and event.control_id == GO_BUTTON:
            self.after(GO_DELAY_TICKS, self._fill_box)
            return True
        if event.kind == EventKind.keyDownEvent:
            if ord("1") <= event.chr <= ord("3"):
                form.set_control_group_selection(1, PUSH_IDS[event.chr - ord("1")])
                return True
            if event.chr == chrLineFeed:
                self.after(GO_DELAY_TICKS, self._fill_box)
                return True
        if event.kind == EventKind.menuEvent and event.item_id == INVERT_CMD:
            form.live_window.invert_rectangle(BOX)
            return True
        return False
