"""The optional compiled build of the engine (setup.py, ``PALM_PITCH_COMPILE=1``): it never lands in the
source tree, and a test run knows which build it is testing.

The default set-up is pure Python, so the default run checks that nothing compiled is imported. To run
the tests against the compiled build (README, "A faster engine"), set ``PALM_PITCH_EXPECT_COMPILED=1``:
then every module that setup.py compiles must be the compiled one, so that a run which silently picked
up the ``.py`` files (say, from the source tree on ``sys.path``) fails instead of passing for the wrong
build.
"""

from __future__ import annotations

import ast
import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _compiled_modules() -> list[str]:
    """Module names of setup.py's COMPILED_MODULES (read from its source, not run)."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == "COMPILED_MODULES":
            paths: list[str] = ast.literal_eval(node.value)
            return [path.removesuffix(".py").replace("/", ".") for path in paths]
    raise AssertionError("setup.py has no COMPILED_MODULES")


def test_no_compiled_modules_in_the_source_tree() -> None:
    # An extension module beside a .py file is imported instead of it, edits or not.
    # (The C engine's library, palm_pitch/cengine/_pitchcore*, is no Python module: ctypes loads it.)
    stale = [str(path.relative_to(ROOT)) for path in (ROOT / "palm_pitch").rglob("*")
             if path.suffix in (".so", ".pyd") and not path.name.startswith("_pitchcore")]
    assert not stale, f"compiled modules in the source tree shadow the .py files: {stale}"


def test_the_imported_build_is_the_expected_one() -> None:
    names = _compiled_modules()
    assert "palm_pitch.state" in names
    compiled = [name for name in names if not str(importlib.import_module(name).__file__).endswith(".py")]
    if os.environ.get("PALM_PITCH_EXPECT_COMPILED") == "1":
        assert compiled == names, f"not compiled: {sorted(set(names) - set(compiled))}"
    else:
        assert compiled == [], f"compiled modules imported by a pure-Python run: {compiled}"


def test_an_editable_compiled_install_is_refused() -> None:
    # It would build the extension modules into the source tree.
    pytest.importorskip("setuptools")  # (in every 3.11 venv; no longer bundled from Python 3.12)
    result = subprocess.run([sys.executable, "setup.py", "editable_wheel"], cwd=ROOT, capture_output=True,
                            text=True, env={**os.environ, "PALM_PITCH_COMPILE": "1"}, timeout=120)
    assert result.returncode != 0
    assert "needs a regular install" in result.stderr
