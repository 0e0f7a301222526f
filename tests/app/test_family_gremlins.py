"""Gremlins through family games: random pen and key events, the game checked by the family engine.

The full runs (20,000 events for each variant of 2 to 6 players) are
``benchmarks/gremlins.py --ruleset all``; here short streams through a few variants of each kind
of table and decision.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from palm_pitch.app.family_gremlins import FamilyGremlins, run_family_gremlins
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.gremlins import GremlinFailure


@pytest.mark.parametrize("name", ["setback-2", "abacos", "ten-point", "partnership-pitch-2x3"])
def test_family_gremlins_break_nothing(name: str, tmp_path: Path) -> None:
    report = run_family_gremlins(name, 1, 1200, tmp_path)
    assert report.events == 1200
    assert report.steps > 40 and report.hands > 0
    assert {"tap", "tap-anywhere", "drag", "key", "wait"} <= set(report.kinds)


def test_family_gremlins_take_back(tmp_path: Path) -> None:
    report = run_family_gremlins("setback", 2, 2500, tmp_path)
    assert report.take_backs > 0 and report.restarts > 0


def test_a_family_stream_is_the_same_for_the_same_seed(tmp_path: Path) -> None:
    one = FamilyGremlins("setback-3", 5, tmp_path / "a")
    two = FamilyGremlins("setback-3", 5, tmp_path / "b")
    one.run(300)
    two.run(300)
    assert one.session.steps == two.session.steps and len(one.session.steps) > 0
    assert one.app.screen.framebuffer == two.app.screen.framebuffer


def test_the_checks_catch_a_state_the_engine_would_not_reach(tmp_path: Path) -> None:
    gremlins = FamilyGremlins("ten-point", 3, tmp_path)
    gremlins.run(50)
    session = gremlins.app.controller.session
    assert isinstance(session, FamilySession)
    session.state = FamilySession(session.rules, session.seed + 1).state  # its steps do not lead here
    with pytest.raises(GremlinFailure, match="not the engine's"):
        gremlins.check()
