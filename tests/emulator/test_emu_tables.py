"""Tables and sliders from 68k code: the tables program sets up a ``tFRM`` table with the Table
Manager's calls (its CHECKs hold every answer to the reference), draws it with a custom draw
procedure of its own, and reports the events of taps on the table and the slider in a label.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.device import Device
from palm_os.sliders import Slider
from palm_os.tables import Table
from palm_sdk.tables import TableItemStyle

TABLE, SLIDER, STATUS, DRAWN = 1001, 1002, 1003, 1004


@pytest.fixture
def device(programs: Path) -> Device:
    device = Device(programs / "tables.prc", strict=True)
    assert device.fault is None, device.fault
    return device


def label(device: Device, label_id: int) -> str:
    form = device.kernel.ui.system.active_form
    assert form is not None
    return form.label(label_id).text.strip()


def parts(device: Device) -> tuple[Table, Slider]:
    form = device.kernel.ui.system.active_form
    assert form is not None
    table = form.objects[form.get_object_index(TABLE)]
    slider = form.control(SLIDER)
    assert isinstance(table, Table) and isinstance(slider, Slider)
    return table, slider


def test_every_call_answers_as_documented_and_the_draw_procedure_draws_each_shown_row(device: Device) -> None:
    table, slider = parts(device)
    assert label(device, DRAWN) == "drawn 5"  # five usable rows, one custom column
    assert [table.item(row, 0).int_value for row in range(6)] == [0, 1, 0, 1, 0, 1]
    assert table.item(2, 2).style == TableItemStyle.customTableItem
    assert slider.get_slider_values() == (0, 40, 5, 30)
    device.close()
    assert device.fault is None and device.kernel.violations == []


def test_a_tap_on_a_check_box_toggles_it_and_the_program_gets_tbl_select_event(device: Device) -> None:
    table, _ = parts(device)
    device.tap(5, 22)
    assert label(device, STATUS) == "select 0 0 1"
    assert table.item(0, 0).int_value == 1
    device.tap(5, 33)  # row 1 was on
    assert label(device, STATUS) == "select 1 0 0"
    device.tap(30, 22)  # the label item: selected, its check box unchanged
    assert label(device, STATUS) == "select 0 1 1"
    assert table.selected and (table.current_row, table.current_column) == (0, 1)


def test_the_feedback_slider_repeats_while_dragged_and_selects_its_value(device: Device) -> None:
    _, slider = parts(device)
    thumb = slider.thumb_rect()
    device.pen_down(thumb.x + 2, 105)
    for x in range(thumb.x + 2, 10, -10):
        device.pen_move(x, 105)
    device.pen_up(0, 105)
    assert slider.value == 0
    status = label(device, STATUS)
    assert status.startswith("slider 0 after ") and int(status.rsplit(" ", 1)[1]) >= 3
    device.tap(105, 105)  # right of the thumb: a page up
    assert slider.value == 5 and label(device, STATUS).startswith("slider 5 ")
