"""The C engine's tests build the C core themselves, so they always test the sources as they are.

A session fixture (tests/conftest.py's ``c_engine_library``) runs ``make -C device host`` into a
temporary folder and points ``PALM_PITCH_CORE_LIB`` at the result (unless it is already set:
``make -C device test`` and the sanitizer run set it). Without a C compiler or ``make`` the tests
skip with that reason (fail under ``PALM_PITCH_REQUIRE_TOOLS=1``, as in CI); a compile error is a
failure, never a skip.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from outside_tools import require_tool

ROOT = Path(__file__).resolve().parents[2]
DEVICE = ROOT / "device"


def run_make(*targets: str, build: Path, **variables: str) -> subprocess.CompletedProcess[str]:
    """``make -C device TARGETS BUILD=build`` (a failure fails the test with make's output)."""
    command = ["make", "-C", str(DEVICE), *targets, f"BUILD={build}",
               *(f"{name}={value}" for name, value in variables.items())]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.fail(f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}")
    return done


M68K_PREFIX = "m68k-linux-gnu-"


def cross_tools_available() -> bool:
    return all(shutil.which(f"{M68K_PREFIX}{tool}") for tool in ("gcc", "ld", "objdump", "objcopy"))


@pytest.fixture(scope="session")
def cross() -> None:
    """Debian's m68k cross compiler is here (else skip, or fail under PALM_PITCH_REQUIRE_TOOLS=1)."""
    require_tool(cross_tools_available(),
                 "Debian's m68k cross compiler (gcc-m68k-linux-gnu, binutils-m68k-linux-gnu)")


@pytest.fixture(scope="session")
def m68k_build(cross: None, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``make -C device m68k`` into a fresh folder (-Wall -Wextra -Werror, -m68000): the folder
    holding pitchcore.o, pitchcore.elf and pitchcore.bin."""
    build = tmp_path_factory.mktemp("c-m68k")
    run_make("m68k", build=build)
    return build / "m68k"


@pytest.fixture(scope="session", autouse=True)
def c_library(c_engine_library: Path) -> Path:
    """The C core's host library these tests load (tests/conftest.py's ``c_engine_library``)."""
    return c_engine_library
