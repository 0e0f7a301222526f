"""``SysUIAppSwitch`` as a device does it: the current application gets ``appStopEvent`` and
returns, then the one it switched to is launched - as the UI application, with the launch code
and the parameter block it was given - when it is installed; when it is not, a device goes back
to the launcher, which palm-emu says in one line.

Two test programs of our own (``switcher.c`` and ``switchee.c``) check the launch in 68k code;
the switchee is installed as ``palm-emu --lib`` installs a database, in one test as type
``libr`` (NS Basic's runtime, which its programs switch to, is one).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from emulator import app_switch
from emulator.cli import main
from emulator.device import Device
from emulator.kernel import Kernel
from emulator.loader import read_application
from emulator.memory import DYNAMIC, OWNER_SYSTEM
from prc_tools.formats.container import ResourceDatabase, parse_database

TO_NOWHERE = 0x8002  # switcher's launch code that switches to a database that is not there
TWICE = 0x8003  # ... that asks twice: the last request wins


def _blocks(kernel: Kernel) -> int:
    """The system's 8-byte chunks in the dynamic heap (the switcher's parameter blocks)."""
    return sum(1 for c in kernel.memory.live_chunks(DYNAMIC, OWNER_SYSTEM) if c.size == 8)


def test_the_application_switched_to_is_launched_with_its_code_and_parameter_block(programs: Path) -> None:
    kernel = Kernel(libraries=[programs / "switchee.prc"], strict=True)
    before = _blocks(kernel)
    assert kernel.launch(read_application(programs / "switcher.prc")) == 42  # the switchee's: 40 + 2
    assert kernel.launch_state is not None and kernel.launch_state.app.name == "EmuSwitchee"
    assert kernel.violations == [] and kernel.switch_refused is None
    assert _blocks(kernel) == before  # the system freed the parameter block after the switchee


def test_the_last_of_two_requests_wins(programs: Path) -> None:
    kernel = Kernel(libraries=[programs / "switchee.prc"], strict=True)
    before = _blocks(kernel)
    assert kernel.launch(read_application(programs / "switcher.prc"), TWICE) == 52
    assert _blocks(kernel) == before  # the first request's block is freed too


def test_a_database_of_another_type_is_launched_too(programs: Path, tmp_path: Path) -> None:
    database = parse_database((programs / "switchee.prc").read_bytes())
    assert isinstance(database, ResourceDatabase)
    library = tmp_path / "switchee-libr.prc"
    library.write_bytes(dataclasses.replace(database, type="libr").build())
    kernel = Kernel(libraries=[library], strict=True)
    assert kernel.launch(read_application(programs / "switcher.prc")) == 42


def test_a_switch_to_what_is_not_installed_is_said_in_one_line(programs: Path) -> None:
    lines: list[str] = []
    kernel = Kernel(libraries=[programs / "switchee.prc"], strict=True)
    kernel.notify = lines.append
    assert kernel.launch(read_application(programs / "switcher.prc"), TO_NOWHERE) == 2  # its own result
    assert len(lines) == 1 and "goes back to the launcher" in lines[0] and "local ID 0x0" in lines[0]
    assert kernel.switch_refused == lines[0]


def test_without_the_switchee_installed_the_device_stops_after_the_switcher(programs: Path) -> None:
    lines: list[str] = []
    device = Device(programs / "switcher.prc", notify=lines.append)
    assert device.fault is not None and "CHECK(switchee != 0)" in device.fault.message  # not installed
    assert lines == []
    device = Device(programs / "switcher.prc", libraries=[programs / "switchee.prc"], launch_code=TO_NOWHERE,
                    notify=lines.append)  # fmt: skip
    assert device.stopped and device.fault is None and device.result == 2
    assert any("goes back to the launcher" in line for line in lines)


def test_a_parameter_block_the_application_still_owns_is_reported_and_kept_for_the_next() -> None:
    kernel = Kernel()
    block = kernel.memory.allocate(8, label="a parameter block the application kept")
    switch = app_switch.request(kernel, 0, 1234, 0, block.address)
    assert [v.kind for v in kernel.violations] == ["bad-parameter"]
    assert switch.block is block and block.owner == OWNER_SYSTEM and kernel.pending_switch is switch


def test_a_device_runs_the_switchee_on_its_own_thread(programs: Path) -> None:
    device = Device(programs / "switcher.prc", libraries=[programs / "switchee.prc"])
    assert device.stopped and device.fault is None and device.result == 42
    assert device.kernel.launch_state is not None and device.kernel.launch_state.app.name == "EmuSwitchee"


def test_palm_emu_says_the_missing_application_in_one_line(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "none.txt"
    script.write_text("", encoding="utf-8")
    args = ["headless", str(programs / "switcher.prc"), "--script", str(script), "--out", str(tmp_path),
            "--seed", "0", "--launch-code", str(TO_NOWHERE)]  # fmt: skip
    assert main(args) == 0
    err = [line for line in capsys.readouterr().err.splitlines() if "launcher" in line]
    assert len(err) == 1 and err[0].startswith("palm-emu: the application switched (SysUIAppSwitch)")
