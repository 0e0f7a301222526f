"""Shared pytest options: ``--update-goldens`` regenerates golden files instead of comparing."""

from __future__ import annotations

import pytest
from outside_tools import require_tool


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
