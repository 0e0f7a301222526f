"""The basics program: memory, strings, time, features and the launch protocol, from 68k code.

The program checks each result itself (a failed CHECK stops it with its file and line); these
tests launch it and look at what the emulator saw.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.errors import AppFault
from emulator.kernel import Kernel
from emulator.loader import read_application


def test_every_check_passes_and_the_run_is_clean(programs: Path) -> None:
    kernel = Kernel(strict=True)
    result = kernel.launch(read_application(programs / "basics.prc"))
    assert result == 0
    assert kernel.violations == []
    names = [call.name for call in kernel.trap_history()]
    assert names[-1] == "SysAppExit"
    assert "StrPrintF" in names or "StrVPrintF" in names
    assert kernel.ticks == 53  # SysTaskDelay(50) and three polls were the only waits


@pytest.mark.parametrize("cmd", [1, 5, 0x8000])
def test_other_launch_codes_return_at_once(programs: Path, cmd: int) -> None:
    kernel = Kernel(strict=True)
    assert kernel.launch(read_application(programs / "basics.prc"), cmd) == cmd + 1000
    assert [call.name for call in kernel.trap_history()] == ["SysAppStartup", "SysAppExit"]


def test_a_failed_check_names_the_file_and_line(programs: Path) -> None:
    # Make FtrGet('psys', 1) answer an older ROM: the program's version check fails.
    kernel = Kernel(strict=True)
    kernel.features[(int.from_bytes(b"psys", "big"), 1)] = 0x03003000
    with pytest.raises(AppFault, match=r"basics\.c:\d+: CHECK\(FtrGet") as caught:
        kernel.launch(read_application(programs / "basics.prc"))
    assert caught.value.kind == "fatal-error"
    assert "ErrDisplayFileLineMsg" in str(caught.value)


def test_trace_shows_each_trap_with_its_arguments(programs: Path) -> None:
    lines: list[str] = []
    kernel = Kernel(trace=lines.append)
    kernel.launch(read_application(programs / "basics.prc"), 1)
    assert lines[0].split(" ", 1)[1].startswith("SysAppStartup(appInfoPP=0x")
    assert lines[-1].endswith("-> 0")
