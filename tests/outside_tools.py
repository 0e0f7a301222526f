"""Tests that need an outside tool (Perl Palm::PDB, Xvfb, xdotool) call :func:`require_tool`."""

from __future__ import annotations

import os

import pytest


def require_tool(available: bool, what: str) -> None:
    """Skip a test whose outside tool is missing - or fail it when ``PALM_PITCH_REQUIRE_TOOLS=1``.

    CI installs every outside tool and sets the variable, so there a missing tool is a failure,
    not a silent skip.
    """
    if available:
        return
    if os.environ.get("PALM_PITCH_REQUIRE_TOOLS") == "1":
        pytest.fail(f"{what} is required (PALM_PITCH_REQUIRE_TOOLS=1) but not available")
    pytest.skip(f"{what} is not available")
