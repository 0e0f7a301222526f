"""Shared pytest options and fixtures: ``--update-goldens`` regenerates golden files instead of
comparing; ``c_engine_library`` builds the C engine for the tests that play it."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from outside_tools import require_tool

DEVICE = Path(__file__).resolve().parents[1] / "device"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-goldens",
        action="store_true",
        default=False,
        help="write the current output over the golden files instead of comparing with them",
    )


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))


@pytest.fixture(name="require_tool")
def require_tool_fixture() -> object:
    """The :func:`require_tool` check, as a fixture for test modules outside ``tests/``."""
    return require_tool


@pytest.fixture
def golden(update_goldens: bool):  # type: ignore[no-untyped-def]
    """``golden(framebuffer, "ui/name")``: compare with tests/golden/ui/name.png (see screen_golden)."""
    from screen_golden import check_screen

    def check(image, name: str) -> None:  # type: ignore[no-untyped-def]
        check_screen(image, name, update_goldens)

    return check


@pytest.fixture(autouse=True)
def _no_saves_in_the_home_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A command run without ``--data-dir`` (``palm-pitch play`` saves by default) saves under a
    temporary ``XDG_DATA_HOME``, never in the home folder of whoever runs the tests."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("xdg-data")))


@pytest.fixture(scope="session")
def c_engine_library(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The C core's host library (``make -C device host`` into a fresh folder, unless
    ``PALM_PITCH_CORE_LIB`` names one: ``make -C device test`` and the sanitizer run set it), which
    ``palm_pitch.cengine`` then loads. Without a C compiler or make: skipped (failed under
    ``PALM_PITCH_REQUIRE_TOOLS=1``); a compile error fails."""
    from palm_pitch.cengine import _library

    named = os.environ.get(_library.ENV_LIBRARY)
    if named:
        yield Path(named)
        return
    tools = shutil.which("make") is not None and shutil.which(os.environ.get("CC", "cc")) is not None
    require_tool(tools, "a C compiler (cc) and make, to build the C engine")
    build = tmp_path_factory.mktemp("c-host")
    command = ["make", "-C", str(DEVICE), "host", f"BUILD={build}"]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.fail(f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}")
    path = build / "host" / "libpitchcore.so"
    os.environ[_library.ENV_LIBRARY] = str(path)
    _library._loaded = None
    _library._failure = None
    yield path
    del os.environ[_library.ENV_LIBRARY]
    _library._loaded = None
    _library._failure = None
