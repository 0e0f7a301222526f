"""A whole game to its end with taps alone: bids on the bid buttons, cards by tapping them and Play.

South's taps follow the heuristic player's choices; nothing but pen events (and virtual time
for the computer players' pauses) reaches the app. The recorded script then runs again through
``palm-pitch headless`` and must end on the same screen.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from app_helpers import Driver

from palm_os.framebuffer import Framebuffer
from palm_pitch.app import ids
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.cli import main


@pytest.mark.parametrize("seed", [7, 2026])
def test_a_whole_game_is_played_with_taps_alone(seed: int, tmp_path: Path) -> None:
    app = PitchApp(seed=seed)
    driver = Driver(app)
    driver.play_on(lambda: driver.modal_form_id() == ids.GameOverForm, limit=5000)
    state = app.session.state
    assert state.is_over and state.winner in (0, 1)
    assert all(line.split()[0] in ("tap", "wait", "#") for line in driver.lines)
    form = app.system.modal[-1].form
    assert form.title == "Game Over"
    assert app.game_over_dialog.session is app.session
    headline = "You win!" if state.winner == 0 else "They win."
    assert app.texts.get(ids.GameOverWinString if state.winner == 0 else ids.GameOverLoseString) == headline
    driver.shot("end")
    final = app.screen.framebuffer.copy()

    script = tmp_path / "game.txt"
    script.write_text(driver.script(), encoding="utf-8")
    assert main(["headless", "--seed", str(seed), "--script", str(script), "--out", str(tmp_path)]) == 0
    assert Framebuffer.from_png((tmp_path / "end.png").read_bytes()) == final

    driver.tap_control(ids.GameOverNewGameButton)
    assert app.session.steps == [] and not app.session.state.is_over
