"""Shared libraries: a 68k library of our own (testlib.c, built with the project's toolchain) is
loaded with ``SysLibLoad``, found with ``SysLibFind``, called through its traps and removed.

The libuser program checks every answer inside 68k code and returns the sum the library
computed (42). The library is given with ``palm-emu --lib`` or found in the data folder; a
library the device lacks is ``sysErrLibNotFound``, as a device says it, never a crash.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from emulator.cli import main
from emulator.errors import AppFault
from emulator.kernel import Kernel
from emulator.loader import read_application
from palm_sdk.errors import sysErrLibNotFound
from palm_sdk.libraries import sysLibTrapCustom

MISSING_LIBRARY = 0x8001  # libuser's launch code that loads a library nobody has


def test_a_library_given_with_lib_is_loaded_found_called_and_removed(programs: Path) -> None:
    kernel = Kernel(libraries=[programs / "testlib.prc"], strict=True)
    assert kernel.launch(read_application(programs / "libuser.prc")) == 42
    assert kernel.violations == [] and kernel.libraries.table == {}


def test_a_library_in_the_data_folder_is_found_as_on_a_device(programs: Path, tmp_path: Path) -> None:
    shutil.copy(programs / "testlib.prc", tmp_path / "EmuTestLib.prc")
    kernel = Kernel(data_dir=tmp_path, strict=True)
    assert kernel.launch(read_application(programs / "libuser.prc")) == 42
    assert (tmp_path / "EmuTestLib.prc").read_bytes() == (programs / "testlib.prc").read_bytes()


def test_a_library_the_device_lacks_is_sys_err_lib_not_found(programs: Path) -> None:
    kernel = Kernel(strict=True)
    assert kernel.launch(read_application(programs / "libuser.prc"), MISSING_LIBRARY) == sysErrLibNotFound


def test_a_library_trap_with_a_number_no_library_has_stops_the_application(programs: Path) -> None:
    kernel = Kernel(libraries=[programs / "testlib.prc"])
    stack = kernel.memory.allocate(16, label="a stack")
    kernel.memory.put_u16(stack.address, 9)  # refNum 9: nothing loaded
    kernel.cpu.sp = stack.address
    with pytest.raises(AppFault) as caught:
        kernel.trap(sysLibTrapCustom, 0x10000100)
    assert caught.value.kind == "bad-library-call" and "reference number 9" in caught.value.message


def test_palm_emu_lib_installs_the_library_and_refuses_a_missing_file_on_one_line(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "none.txt"
    script.write_text("", encoding="utf-8")
    args = ["headless", str(programs / "libuser.prc"), "--script", str(script), "--out", str(tmp_path)]
    assert main([*args, "--lib", str(programs / "testlib.prc"), "--strict"]) == 0
    assert main([*args, "--lib", str(tmp_path / "nowhere.prc")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot read" in err[0] and "nowhere.prc" in err[0]
