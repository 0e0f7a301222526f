"""An installed package plays without a source tree (it reads ``pitch_ids.h`` and the other
resources from the copy inside the package, never from a source tree that may not be there).

``setup.py``'s ``build_py`` copies ``resources/`` into the package as ``palm_pitch/resources``;
the built package is what a wheel holds. These tests build it from a copy of the tree (about
2 s, no network), check that it carries ``resources/`` as it is, and run it from another folder
with nothing of the tree on the path: a golden script's screens and the pinned ``Pitch.prc``.
Building the real wheel (``python -m build``: an isolated build environment, the sdist, then the
wheel) and installing it with its dependencies into a fresh venv takes a minute and needs the
package index, so ``.ci/run`` does that (``tools/check_wheel.py``) and runs every golden script
through it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from palm_os.framebuffer import Framebuffer
from palm_pitch.app.ids import resource_folder

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ("setup.py", "pyproject.toml", "README.md", "LICENSE", "MANIFEST.in")
PACKAGES = ("palm_pitch", "prc_tools", "palm_sdk", "resources")
GOLDEN = ROOT / "tests" / "golden"


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of what the package is built from."""
    pytest.importorskip("setuptools")  # (in every 3.11 venv; not bundled from Python 3.12)
    tree = tmp_path_factory.mktemp("tree")
    for name in PACKAGING:
        shutil.copy2(ROOT / name, tree / name)
    for name in PACKAGES:
        shutil.copytree(ROOT / name, tree / name, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    return tree


@pytest.fixture(scope="module")
def built(tree: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package as ``pip install .`` builds it (``setup.py build_py``), from a copy of the tree."""
    build_lib = tmp_path_factory.mktemp("build") / "lib"
    done = subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(build_lib)],
                          cwd=tree, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return build_lib


def test_the_license_is_an_spdx_expression_and_nothing_is_deprecated(tree: Path, tmp_path: Path) -> None:
    """The metadata says ``License-Expression: MIT`` and carries LICENSE; setuptools warns of nothing
    (``project.license`` as a table is deprecated, and stops working in 2027)."""
    done = subprocess.run([sys.executable, "setup.py", "egg_info", "--egg-base", str(tmp_path)],
                          cwd=tree, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert "Deprecat" not in done.stderr, done.stderr
    info = (tmp_path / "palm_pitch.egg-info" / "PKG-INFO").read_text(encoding="utf-8")
    assert "License-Expression: MIT" in info.splitlines()
    assert "License-File: LICENSE" in info.splitlines()


def _outside(built: Path, cwd: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``python -P ARGS`` in ``cwd`` with only the built package (and the venv's dependencies)."""
    env = {k: v for k, v in os.environ.items() if k != "SOURCE_DATE_EPOCH"}
    env["PYTHONPATH"] = str(built)
    return subprocess.run([sys.executable, "-P", *args], cwd=cwd, input=stdin, capture_output=True,
                          text=True, timeout=300, check=False, env=env)


def test_the_package_carries_resources_as_they_are(built: Path) -> None:
    packaged = built / "palm_pitch" / "resources"
    files = sorted(p.relative_to(ROOT / "resources") for p in (ROOT / "resources").rglob("*") if p.is_file())
    assert files and sorted(p.relative_to(packaged) for p in packaged.rglob("*") if p.is_file()) == files
    assert all((packaged / f).read_bytes() == (ROOT / "resources" / f).read_bytes() for f in files)
    assert not (built / "resources").exists() and not (built / "tests").exists()


def test_the_built_package_plays_a_golden_script_from_elsewhere(built: Path, tmp_path: Path) -> None:
    where = _outside(built, tmp_path, "-c", "import palm_pitch.app.ids as i; print(i.RESOURCES)")
    assert where.stdout.strip() == str(built / "palm_pitch" / "resources"), where.stderr
    script = GOLDEN / "app" / "scripts" / "table.txt"  # seed 1, no saved game (golden_cases.py)
    done = _outside(built, tmp_path, "-m", "palm_pitch", "headless", "--seed", "1", "--script", str(script),
                    "--out", "shots")
    assert done.returncode == 0, done.stderr
    shots = sorted((tmp_path / "shots").glob("*.png"))
    assert len(shots) == 7
    for shot in shots:
        golden = Framebuffer.from_png((GOLDEN / "app" / shot.name).read_bytes())
        assert Framebuffer.from_png(shot.read_bytes()) == golden, shot.name


def test_the_built_package_writes_the_pinned_pitch_prc(built: Path, tmp_path: Path) -> None:
    done = _outside(built, tmp_path, "-m", "palm_pitch", "prc", "-o", "Pitch.prc")
    assert done.returncode == 0, done.stderr
    digest = hashlib.sha256((tmp_path / "Pitch.prc").read_bytes()).hexdigest()
    assert f"{digest}  Pitch.prc\n" == (GOLDEN / "prc" / "Pitch.prc.sha256").read_text(encoding="utf-8")


def test_palm_pitch_prc_writes_what_palm_prc_build_writes(tmp_path: Path) -> None:
    from palm_pitch import cli
    from prc_tools.cli import main as palm_prc

    assert cli.main(["prc", "-o", str(tmp_path / "a.prc")]) == 0
    source, code1 = ROOT / "resources" / "pitch.rcp", ROOT / "resources" / "pitch.code1"
    assert palm_prc(["build", str(source), "--code1", str(code1), "-o", str(tmp_path / "b.prc")]) == 0
    assert (tmp_path / "a.prc").read_bytes() == (tmp_path / "b.prc").read_bytes()


def test_the_resource_folder_is_the_packaged_copy_when_there_is_one(tmp_path: Path) -> None:
    package = tmp_path / "site-packages" / "palm_pitch"
    package.mkdir(parents=True)
    (tmp_path / "site-packages" / "resources").mkdir()  # some other distribution's folder
    assert resource_folder(package) == tmp_path / "site-packages" / "resources"  # a source tree's place
    (package / "resources").mkdir()
    (package / "resources" / "pitch.rcp").write_text("")
    assert resource_folder(package) == package / "resources"


def test_the_source_tree_has_no_second_copy_of_the_resources() -> None:
    """``palm_pitch/resources`` exists only in a build; in the tree it would shadow ``resources/``."""
    assert not (ROOT / "palm_pitch" / "resources").exists()
    assert resource_folder(ROOT / "palm_pitch") == ROOT / "resources"
