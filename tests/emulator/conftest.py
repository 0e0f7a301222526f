"""Fixtures of the emulator tests: the C test programs, built once per session with make.

``programs`` builds ``tests/emulator/programs`` with the project's 68k toolchain (Debian's
``gcc-m68k-linux-gnu``, which ``.ci/run`` installs) into ``build/emulator-tests`` - make only
rebuilds what changed - and returns that folder. Without the cross compiler the tests that need
a program are skipped (failed under ``PALM_PITCH_REQUIRE_TOOLS=1``, as in CI).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from outside_tools import require_tool

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "emulator" / "programs"
BUILD = ROOT / "build" / "emulator-tests"


@pytest.fixture(scope="session")
def programs() -> Path:
    """The folder of the built test programs (``basics.prc`` ...)."""
    require_tool(
        shutil.which("m68k-linux-gnu-gcc") is not None and shutil.which("make") is not None,
        "Debian's m68k cross compiler (gcc-m68k-linux-gnu) and make",
    )
    result = subprocess.run(
        ["make", "-s", "-C", str(PROGRAMS), f"B={BUILD}", f"PYTHON={sys.executable}"],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        pytest.fail(f"building the test programs failed:\n{result.stdout}\n{result.stderr}")
    return BUILD
