"""The dynamic UI from 68k code: the dynamic program makes its only form with ``FrmNewForm`` and
the ``...New...`` calls (its CHECKs hold each answer to the reference: pointers, labels, object
kinds and counts, ``FrmRemoveObject``), runs it, and deletes it. Also: the ``tFRM`` bytes a form
made at run time is laid out in round-trip through ``prc_tools``, and hostile ``formPP``
arguments are refused in one report.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.device import Device
from emulator.form_images import form_image
from palm_os import controls as ui
from palm_os.forms import Form
from palm_os.geometry import Point, Rect
from palm_os.sliders import Slider
from palm_sdk.controls import ControlStyle
from prc_tools.formats.form import Form as ResourceForm

FORM, LABEL, BUTTON, FIELD, LIST, GADGET = 2000, 2001, 2002, 2003, 2004, 2005


@pytest.fixture
def device(programs: Path) -> Device:
    device = Device(programs / "dynamic.prc", strict=True)
    assert device.fault is None, device.fault
    return device


def test_the_form_made_at_run_time_holds_what_the_calls_added(device: Device) -> None:
    form = device.kernel.ui.system.active_form
    assert form is not None and form.form_id == FORM and form.title == "Dynamic"
    kinds = [type(obj).__name__ for obj in form.objects]
    assert kinds == ["Title", "Label", "Control", "Field", "ListObject", "Gadget", "GraffitiStateIndicator"]
    assert form.label(LABEL).text == "A label here"
    assert form.control(BUTTON).bounds == Rect(10, 40, 40, 12) and form.control(BUTTON).label == "Press"
    field = form.field_object(FIELD)
    assert field.editable and field.single_line and field.max_chars == 20
    assert form.list_object(LIST).bounds.height == 3 * 11  # three visible lines of the standard font
    assert form.visible


def test_the_new_button_answers_the_pen_and_the_form_is_deleted_at_the_end(device: Device) -> None:
    device.tap(20, 45)
    form = device.kernel.ui.system.active_form
    assert form is not None and form.label(LABEL).text == "pressed"
    device.close()
    assert device.fault is None and device.kernel.violations == []  # no leak: FrmDeleteForm freed it


def test_a_form_made_at_run_time_is_laid_out_as_its_tfrm_would_be() -> None:
    form = Form(7, Rect(0, 0, 160, 160), objects=[
        ui.Title("T"), ui.Label(1, Point(2, 3), "label"), ui.Control(2, Rect(1, 2, 30, 12), "OK"),
        ui.Field(3, Rect(1, 30, 50, 12), editable=True, max_chars=9),
        ui.ListObject(4, Rect(1, 50, 40, 33), ["a"]),
        ui.Popup(2, 4), ui.Gadget(5, Rect(0, 90, 10, 10)),
        Slider(6, Rect(0, 110, 80, 12), style=ControlStyle.feedbackSliderCtl, slider_value=7),
    ])  # fmt: skip
    parsed = ResourceForm.parse(form_image(form))
    assert parsed.formID == 7 and parsed.title == "T"
    assert [type(o).__name__ for o in parsed.objects] == [
        "Title", "Label", "Control", "Field", "List", "PopupList", "Gadget", "SliderControl"]
    assert parsed.object(1).text == "label" and parsed.object(2).label == "OK"
    assert parsed.object(3).maxChars == 9 and parsed.object(4).items == ("a",)
    assert parsed.object(6).value == 7


@pytest.mark.parametrize("form_pp", [0, 1, 0x7FFFFFF0])
def test_a_form_pointer_that_is_no_form_is_refused(device: Device, form_pp: int) -> None:
    from emulator.errors import AppFault

    traps = device.kernel.managers["DynamicUITraps"]
    with pytest.raises(AppFault, match=r"bad-parameter|FrmNewLabel"):
        traps.FrmNewLabel(form_pp, 1, 0, 0, 0, 0)  # type: ignore[attr-defined]
