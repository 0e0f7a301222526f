"""A display field that scrolls by whole lines: FldGetScrollValues, FldGetVisibleLines,
FldScrollable and FldScrollField, as the Rules and Keyboard dialogs of Pitch use them.

The fields program checks inside the 68k code what each call reports at either end of a ten-line
text in a field four lines high (a failed check stops it with its line); the tests see the
field's first line in the screen model and its lines on the screen, drawn as the desktop draws a
field scrolled to the same line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.device import Device
from palm_os.application import Application
from palm_os.compiled import CompiledResources
from palm_os.controls import Field
from prc_tools.formats.container import ResourceDatabase, parse_database

FORM, FIELD, DOWN = 1000, 1001, (20, 152)
TEXT = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten"


@pytest.fixture
def device(programs: Path) -> Device:
    device = Device(programs / "fields.prc", strict=True)
    assert device.fault is None, device.fault
    return device


def field(device: Device) -> Field:
    form = device.kernel.ui.system.active_form
    assert form is not None and form.form_id == FORM
    return form.field_object(FIELD)


def desktop_screen(programs: Path, top: int):  # type: ignore[no-untyped-def]
    """The form as the desktop's screen model draws it with the text from line ``top``."""
    database = parse_database((programs / "fields.prc").read_bytes())
    assert isinstance(database, ResourceDatabase)
    app = Application(CompiledResources(database))
    app.start(FORM)
    form = app.system.active_form
    assert form is not None
    form.field_object(FIELD).top_line = top
    form.set_field_text(FIELD, TEXT)
    return app.screen.framebuffer


def test_the_checks_of_the_scroll_calls_pass_and_leave_the_second_line_first(device: Device) -> None:
    assert field(device).top_line == 1


def test_the_scrolled_field_is_drawn_as_the_desktop_draws_it(device: Device, programs: Path) -> None:
    assert device.screen.framebuffer.diff_bbox(desktop_screen(programs, 1)) is None


def test_scrolling_stops_at_the_last_line_of_text(device: Device, programs: Path) -> None:
    for _ in range(8):
        device.tap(*DOWN)
    assert field(device).top_line == 6  # ten lines, four shown: "seven" to "ten"
    assert device.fault is None
    assert device.screen.framebuffer.diff_bbox(desktop_screen(programs, 6)) is None
