"""A 68k form handler on the screen model: taps, controls, the gadget, popups, menus, dialogs.

The forms program runs the standard Palm OS event loop; its form handler is 68k code the Form
Manager calls back. Pen tracking is the screen model's (``FrmHandleEvent``), so a tap on a
button reaches the program as ``ctlSelectEvent`` with the control's id and pointer. The program
writes what each event did into a status label; the tests read the screen model's objects and
compare its screen with the desktop app's drawing of the same resources.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.device import Device
from emulator.gremlins import run_gremlins
from palm_os.application import Application
from palm_os.compiled import CompiledResources
from palm_os.controls import Gadget
from palm_os.events import Event
from palm_os.geometry import Rect
from palm_os.system import System
from palm_sdk.events import EventKind
from palm_sdk.keys import commandKeyMask, vchrLaunch, vchrMenu
from palm_sdk.sound import SndSysBeepType
from prc_tools.formats.container import ResourceDatabase, parse_database

MAIN_FORM, COUNT_LABEL, STATUS_LABEL, TRIGGER, BOARD = 1000, 1001, 1013, 1010, 1009
COUNT, ALERT, DIALOG, PUSH_A, PUSH_B, CHECK, PLUS, QUIT = (20, 50), (70, 50), (130, 50), (10, 70), (30, 70), \
    (65, 70), (10, 90), (130, 152)  # fmt: skip
TAP_COUNTS = int.from_bytes(b"EmFo", "big")


@pytest.fixture
def device(programs: Path) -> Device:
    device = Device(programs / "forms.prc", strict=True)
    assert device.fault is None, device.fault
    return device


def label(device: Device, label_id: int) -> str:
    form = device.kernel.ui.system.active_form
    assert form is not None and form.form_id == MAIN_FORM
    return form.label(label_id).text.strip()


def test_the_first_screen_is_the_desktop_apps_drawing_of_the_form(device: Device, programs: Path) -> None:
    database = parse_database((programs / "forms.prc").read_bytes())
    assert isinstance(database, ResourceDatabase)
    desktop = Application(CompiledResources(database))

    def board(gadget: Gadget, cmd: int, event: Event | None) -> bool:  # the program's board_gadget
        w, r = gadget.window, gadget.bounds
        w.erase_rectangle(r, 0)
        w.draw_rectangle_frame(1, r)
        w.set_font(1)
        w.draw_chars("0", r.x + 4, r.y + 4)
        w.set_font(0)
        return True

    @desktop.form_handler(MAIN_FORM)
    def main(event: Event) -> bool:  # the program's frmOpenEvent
        if event.kind == EventKind.frmOpenEvent:
            form = desktop.form(MAIN_FORM)
            form.set_gadget_handler(form.get_object_index(BOARD), board)
            form.set_control_group_selection(1, 1005)
            form.draw()
            form.copy_label(COUNT_LABEL, "Taps: 0")
            return True
        return False

    desktop.start(MAIN_FORM)
    assert device.screen.framebuffer.diff_bbox(desktop.screen.framebuffer) is None


def test_a_tap_on_a_button_is_handled_by_the_68k_form_handler(device: Device) -> None:
    played: list[int] = []
    device.set_sound_output(played.append)  # what the window does: its bell
    device.tap(*COUNT)
    device.tap(*COUNT)
    assert label(device, COUNT_LABEL) == "Taps: 2"
    assert played == [SndSysBeepType.sndClick] * 2 == list(device.kernel.ui.system.sounds)
    assert label(device, STATUS_LABEL) == "counted"
    assert device.kernel.features[(TAP_COUNTS, 1)] == 2
    # the pen left the button before lifting: no ctlSelectEvent
    device.pen_down(*COUNT)
    device.pen_move(COUNT[0], 100)
    device.pen_up(COUNT[0], 100)
    assert label(device, COUNT_LABEL) == "Taps: 2"


def test_push_buttons_and_check_boxes_report_their_state(device: Device) -> None:
    device.tap(*PUSH_B)
    assert label(device, STATUS_LABEL) == "push on"
    form = device.kernel.ui.system.active_form
    assert form is not None and form.get_control_group_selection(1) == form.get_object_index(1006)
    device.tap(*CHECK)
    assert label(device, STATUS_LABEL) == "check on"
    device.tap(*CHECK)
    assert label(device, STATUS_LABEL) == "check off"


def test_a_held_repeating_button_repeats_in_virtual_time(device: Device) -> None:
    device.pen_down(*PLUS)
    device.advance(100)  # 50 ticks to the first repeat, then one every 10
    device.pen_up(*PLUS)
    repeats = device.kernel.features[(TAP_COUNTS, 2)]
    assert repeats == 7
    assert label(device, STATUS_LABEL) == f"repeats: {repeats}"


def test_the_gadget_handler_gets_the_pen_and_redraws(device: Device) -> None:
    device.tap(80, 100)
    device.tap(80, 100)
    assert device.kernel.features[(TAP_COUNTS, 3)] == 2


def test_an_alert_blocks_until_a_button_is_tapped(device: Device) -> None:
    device.tap(*COUNT)
    device.tap(*ALERT)
    system = device.kernel.ui.system
    assert system.modal and "Taps so far: 1" in [
        getattr(o, "text", "") for o in system.modal[-1].form.objects
    ]
    device.tap(65, 152)  # Cancel
    assert not system.modal
    assert label(device, STATUS_LABEL) == "alert: Cancel"
    device.tap(*ALERT)
    device.tap(20, 152)  # OK
    assert label(device, STATUS_LABEL) == "alert: OK"


def test_a_modal_dialog_returns_the_button_tapped(device: Device) -> None:
    before = device.kernel.memory.dynamic_used
    device.tap(*DIALOG)
    assert device.kernel.ui.system.modal
    device.tap(25, 147)  # Yes (form at y 76, button at 64)
    assert label(device, STATUS_LABEL) == "dialog: yes"
    device.tap(*DIALOG)
    device.tap(75, 147)  # No
    assert label(device, STATUS_LABEL) == "dialog: no"
    assert device.kernel.memory.dynamic_used == before  # FrmDeleteForm freed each dialog


def test_a_popup_list_picks_an_item(device: Device) -> None:
    device.tap(20, 134)  # the trigger
    assert device.kernel.features[(TAP_COUNTS, 4)] == 3  # the drawing function drew 3 items
    expected = System()  # what pick_item draws: "- item" from the strings in the form
    for row, item in enumerate(["One", "Two", "Three"]):
        expected.draw_window.draw_chars(f"- {item}", 14 + 2, 126 + 11 * row)
    # LIST AT (14 128 40 33) would end below the screen: LstPopupList shows it two rows higher
    inside = Rect(14, 126, 40, 33)
    assert device.screen.framebuffer.crop(inside).diff_bbox(expected.screen.framebuffer.crop(inside)) is None
    device.tap(20, 155)  # the third item
    assert label(device, STATUS_LABEL) == "picked 2 Three"
    form = device.kernel.ui.system.active_form
    assert form is not None and form.control(TRIGGER).label == "Three"


def test_menus_by_the_menu_button_and_by_command_keys(device: Device) -> None:
    device.tap(*COUNT)
    device.key(vchrMenu, commandKeyMask)
    device.tap(12, 28)  # Test > Hello
    assert label(device, STATUS_LABEL) == "hello"
    device.key("r", commandKeyMask)  # Test > Reset
    assert label(device, STATUS_LABEL) == "reset"
    assert label(device, COUNT_LABEL) == "Taps: 0"


def test_quit_and_home_end_the_program_cleanly(programs: Path) -> None:
    device = Device(programs / "forms.prc", strict=True)
    device.tap(*COUNT)
    device.tap(*QUIT)
    assert device.stopped and device.fault is None and device.result == 1
    device = Device(programs / "forms.prc", strict=True)
    device.key(vchrLaunch, commandKeyMask)
    assert device.stopped and device.fault is None
    assert device.kernel.violations == []  # no leak: FrmCloseAllForms freed the form


def test_a_gremlins_run_finds_nothing(programs: Path) -> None:
    report = run_gremlins(lambda: Device(programs / "forms.prc"), events=1500, seed=7, home_every=500)
    assert report.fault is None, report.fault
    assert report.violations == []
    assert report.events == 1500 and report.launches >= 3
