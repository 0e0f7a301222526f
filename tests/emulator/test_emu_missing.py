"""What an application may name that the device lacks, or has only in its ROM: never a traceback.

The missing program's form has a label in largeBoldFont (font 7, a ROM font every Palm OS 3.x
device has) and one with the trademark and registered signs; its ``menuRscId`` names MBAR 2000,
which the file lacks. The labels are drawn as the desktop's screen model draws them; the Menu
key stops the application as a device stops it, on a fatal error: one line with the PC and the
last traps, exit status 2.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.cli import main
from emulator.device import Device
from palm_os.application import Application
from palm_os.compiled import CompiledResources
from palm_sdk.fonts import FontID
from palm_sdk.keys import commandKeyMask, vchrMenu
from prc_tools.formats.container import ResourceDatabase, parse_database

FORM, BOLD_LABEL, SIGNS_LABEL = 1000, 1001, 1002


def ink_columns(rows: list[int], top: int, bottom: int) -> tuple[int, int]:
    ink = 0
    for row in rows[top:bottom]:
        ink |= row
    assert ink, "no ink"
    return (ink & -ink).bit_length() - 1, ink.bit_length() - 1


def test_a_label_in_large_bold_and_the_trademark_signs_are_drawn_as_the_desktop_draws_them(
    programs: Path,
) -> None:
    device = Device(programs / "missing.prc", strict=True)
    assert device.fault is None, device.fault
    database = parse_database((programs / "missing.prc").read_bytes())
    assert isinstance(database, ResourceDatabase)
    desktop = Application(CompiledResources(database))
    desktop.start(FORM)
    assert device.screen.framebuffer.diff_bbox(desktop.screen.framebuffer) is None
    form = device.kernel.ui.system.active_form
    assert form is not None
    fonts = device.kernel.ui.system.fonts
    label = form.objects[form.get_object_index(BOLD_LABEL)]
    assert label.font == FontID.largeBoldFont
    left, right = ink_columns(device.screen.framebuffer.rows, 30, 45)
    assert (left, right - left + 2) == (4, fonts[FontID.largeBoldFont].text_width("Large bold"))
    device.close()


def test_the_menu_key_on_a_form_whose_menu_bar_is_missing_is_a_fatal_error(programs: Path) -> None:
    device = Device(programs / "missing.prc")
    device.key(vchrMenu, commandKeyMask)
    assert device.stopped
    fault = device.fault
    assert fault is not None and fault.kind == "fatal-error"
    assert "menu bar 2000" in fault.message and "no MBAR 2000" in fault.message
    assert "MenuHandleEvent@" in str(fault)


def test_palm_emu_says_so_on_one_line_with_exit_status_2(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "menu.txt"
    script.write_text("key menu\n", encoding="utf-8")
    args = ["headless", str(programs / "missing.prc"), "--script", str(script), "--out", str(tmp_path)]
    assert main(args) == 2
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert "crashed: fatal-error at PC 0x" in lines[0] and "no MBAR 2000" in lines[0]
