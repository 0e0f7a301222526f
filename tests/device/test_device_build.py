"""The build of Pitch.prc: one command, reproducible, what the package carries, within budget.

``make -C device prc`` compiles ``device/app`` and the core with Debian's m68k cross compiler,
links code 1 flat and checks it holds only 68000 instructions, and builds ``Pitch.prc`` around it
from ``pitch.rcp``. The package carries the code it made (``resources/pitch.code1``): a rebuild
must give it back byte for byte (CI has the compiler, so a change to the C without
``make -C device prebuilt`` fails there), and the whole file must equal what ``palm-pitch prc``
writes. The size budget: at most 64 KB in all (the original Pitch was 148 KB); features come
before bytes.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from outside_tools import require_tool

from palm_pitch.app import pitch_prc
from palm_pitch.app.resources import CODE1
from prc_tools.formats import ResourceDatabase

ROOT = Path(__file__).resolve().parents[2]
BUDGET = 64 * 1024


@pytest.fixture(scope="module")
def fresh_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    require_tool(
        shutil.which("m68k-linux-gnu-gcc") is not None and shutil.which("make") is not None,
        "Debian's m68k cross compiler (gcc-m68k-linux-gnu) and make",
    )
    out = tmp_path_factory.mktemp("device")
    command = ["make", "-s", "-C", str(ROOT / "device"), "prc", f"APP_BUILD={out / 'app'}"]
    command += [f"PRC={out / 'Pitch.prc'}", f"PYTHON={sys.executable}"]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    return out


def test_a_fresh_build_gives_the_code_the_package_carries(fresh_build: Path) -> None:
    assert (fresh_build / "app" / "pitch.code1").read_bytes() == CODE1.read_bytes(), (
        "device/ changed without `make -C device prebuilt`: resources/pitch.code1 is stale"
    )


def test_the_built_prc_is_what_palm_pitch_prc_writes(
    fresh_build: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    assert (fresh_build / "Pitch.prc").read_bytes() == pitch_prc()


def test_pitch_prc_is_a_launchable_application() -> None:
    database = ResourceDatabase.parse(pitch_prc())
    kinds = {(r.type, r.id) for r in database.resources}
    assert {("code", 0), ("code", 1), ("data", 0), ("pref", 0)} <= kinds
    assert (database.type, database.creator) == ("appl", "PPch")


def test_pitch_prc_is_within_budget() -> None:
    data = pitch_prc()
    assert len(data) <= BUDGET, f"Pitch.prc is {len(data)} bytes, over the budget of {BUDGET}"
