"""Applications with global variables launch as prc-tools builds do: A5 world, data 0, relocations.

The globals program has initialised and zeroed globals, a string table and function pointers,
all A5-relative (GCC ``-msep-data``). Built with ``rloc`` 0 it relocates itself in its startup
code (as prc-tools' ``crt0`` does); built with CodeWarrior-style xref tables the launcher
relocates it. Both must run every check and return the same result.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.kernel import Kernel
from emulator.loader import read_application


@pytest.mark.parametrize("name", ["globals.prc", "globals-xref.prc"])
def test_globals_string_tables_and_function_pointers_work(programs: Path, name: str) -> None:
    kernel = Kernel(strict=True)
    app = read_application(programs / name)
    assert app.code0.belowA5 > 0 and app.code0.aboveA5 > 0
    assert kernel.launch(app) == 6 + 13  # counter + shared after the program's updates
    assert kernel.violations == []


def test_the_prc_tools_build_relocates_itself_through_rloc_0(programs: Path) -> None:
    rloc = read_application(programs / "globals.prc")
    xref = read_application(programs / "globals-xref.prc")
    assert rloc.database.get("rloc", 0) is not None and xref.database.get("rloc", 0) is None
    assert rloc.data0 is not None and rloc.data0.dataXrefs == ((), (), ())
    assert xref.data0 is not None and xref.data0.dataXrefs[0] and xref.data0.dataXrefs[1]
    kernel = Kernel(strict=True)
    kernel.launch(rloc)
    assert [c.name for c in kernel.trap_history()][:3] == ["SysAppStartup", "DmGet1Resource", "MemHandleLock"]


def test_globals_are_fresh_at_each_launch(programs: Path) -> None:
    app = read_application(programs / "globals.prc")
    for _ in range(2):
        assert Kernel(strict=True).launch(app) == 19


def test_a_launch_whose_relocations_were_applied_says_so(programs: Path) -> None:
    """CodeWarrior's startup code relocates the data 0 tables itself unless
    sysAppLaunchFlagDataRelocated is set: the flag is set exactly when the launcher relocated."""
    from palm_sdk.launch import sysAppLaunchFlagDataRelocated
    from palm_sdk.structs import SysAppInfoType

    for name, relocated in (("globals-xref.prc", True), ("globals.prc", False)):
        kernel = Kernel(strict=True)
        launch = kernel.prepare(read_application(programs / name))
        assert bool(launch.flags & sysAppLaunchFlagDataRelocated) == relocated, name
        info = SysAppInfoType.unpack(kernel.memory.read(launch.app_info.address, SysAppInfoType.size))
        assert bool(info["launchFlags"] & sysAppLaunchFlagDataRelocated) == relocated, name
        assert kernel.run_launched() == 6 + 13
