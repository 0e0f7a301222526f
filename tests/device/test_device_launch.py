"""The launch rules of docs/palm_os.md 3.4: a normal launch plays; every other launch code returns at
once without UI; a ROM older than Palm OS 3.5 gets the standard "System Incompatible" alert."""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.errors import AppFault
from emulator.kernel import Kernel
from emulator.loader import read_application


@pytest.mark.parametrize("cmd", [1, 3, 5, 6, 0x8000])
def test_other_launch_codes_return_at_once_without_ui(prc_path: Path, cmd: int) -> None:
    kernel = Kernel(strict=True)
    assert kernel.launch(read_application(prc_path), cmd) == 0
    assert [call.name for call in kernel.trap_history()] == ["SysAppStartup", "SysAppExit"]
    assert kernel.violations == []


def test_an_older_rom_gets_the_incompatible_alert_and_no_game(prc_path: Path) -> None:
    kernel = Kernel(strict=True)
    kernel.features[(int.from_bytes(b"psys", "big"), 1)] = 0x03003000  # Palm OS 3.0
    with pytest.raises(AppFault) as caught:
        kernel.launch(read_application(prc_path))
    assert caught.value.kind == "no-input"  # the alert waits for its OK
    names = [call.name for call in kernel.trap_history()]
    assert names[-1] == "FrmAlert" and "FtrGet" in names
    assert "FrmGotoForm" not in names and "DmOpenDatabase" not in names
    shown = [getattr(obj, "text", None) for obj in kernel.ui.system.modal[-1].form.objects]
    assert shown[0] == "System Incompatible" and "Palm OS 3.5" in shown[2]
