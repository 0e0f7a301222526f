"""Gremlins: seeded random pen and key events through the app; no exception, the game stays valid.

The full run (100,000 events) is ``benchmarks/gremlins.py``; here a few shorter streams.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from palm_pitch.app.gremlins import GremlinFailure, Gremlins, menu_shortcuts, run_gremlins
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.session import GameSession


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_gremlins_break_nothing(seed: int, tmp_path: Path) -> None:
    report = run_gremlins(seed, 1500, tmp_path)
    assert report.events == 1500
    assert report.steps > 100 and report.hands > 0 and report.take_backs > 0
    assert {"tap", "tap-anywhere", "drag", "key", "wait"} <= set(report.kinds)


def test_a_stream_is_the_same_for_the_same_seed(tmp_path: Path) -> None:
    one = Gremlins(5, tmp_path / "a")
    two = Gremlins(5, tmp_path / "b")
    one.run(400)
    two.run(400)
    assert one.app.session.steps == two.app.session.steps
    assert one.app.screen.framebuffer == two.app.screen.framebuffer


def test_the_checks_catch_a_state_the_engine_would_not_reach(tmp_path: Path) -> None:
    gremlins = Gremlins(3, tmp_path)
    gremlins.run(50)
    app: PitchApp = gremlins.app
    other = GameSession(app.session.ruleset, app.session.seed + 1)
    app.session.state = other.state  # a state its steps do not lead to
    with pytest.raises(GremlinFailure, match="not the engine's"):
        gremlins.check()


def test_the_gremlins_use_every_menu_shortcut() -> None:
    """New menu items (Last Trick, Score History, Statistics, Undo, Export ...) are exercised too."""
    assert set(map(chr, menu_shortcuts(PitchApp(seed=0)))) == set("NZPHLSITERKUA")
