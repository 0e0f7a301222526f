"""A whole family game played by hand in the real window under Xvfb, checked screen by screen.

The same game is played twice from the same seed and preferences: in this process by
:class:`FamilyDriver` (Game > Variant, then you by taps and keys, the family's heuristic
deciding), which notes the screen before each of your inputs; and in ``palm-pitch window`` by
xdotool - each tap a click on the window, each key a key typed into it - where the computer
players act in real time. Before each input the window must show the screen the in-process game
showed at that point (a pause, a dialog, the table waiting for your card), and after the last
one the end of the game, pixel for pixel.

Setback for two players: the shortest whole game of the family (some 100 inputs; about 90
seconds), with the Palm game's bid dialog first, Game > Variant and its alert, the family's bid
dialog, the summaries and the table of two.
"""

from __future__ import annotations

import sys
from pathlib import Path

from family_app_helpers import FamilyDriver
from test_tk_xvfb import SCALE, XSession, window_process, x_session  # noqa: F401 (the fixture)

from palm_os.framebuffer import Framebuffer
from palm_pitch.app import ids
from palm_pitch.app.persistence import Storage
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.savedata import Preferences
from palm_pitch.family.engine import Phase

VARIANT = "setback-2"
SEED = 1
PREFS = Preferences(computerPauseMs=200)  # the window's pauses in real time: short, as a player may set
XDOTOOL_KEYS = {"enter": "Return", "escape": "Escape", "pagedown": "Next", "pageup": "Prior"}


def xdotool_key(name: str) -> str:
    """A headless script's key name as xdotool types it (``cmd+V`` is Ctrl+V, the menu shortcut)."""
    if name.startswith("cmd+"):
        return "ctrl+" + name[4:].lower()
    return XDOTOOL_KEYS.get(name, name)


class NotingDriver(FamilyDriver):
    """A driver that notes each of your inputs (taps and keys) with the screen before it."""

    def __init__(self, app: PitchApp) -> None:
        super().__init__(app)
        self.inputs: list[tuple[str, Framebuffer]] = []

    def do(self, line: str) -> None:
        if line.split()[0] in ("tap", "key"):
            self.inputs.append((line.split("#")[0].strip(), self.app.screen.framebuffer.copy()))
        super().do(line)


def test_a_whole_family_game_in_the_window(x_session: XSession, tmp_path: Path) -> None:  # noqa: F811
    model_dir, window_dir = tmp_path / "model", tmp_path / "window"
    for folder in (model_dir, window_dir):
        folder.mkdir()
        assert Storage(folder).save_preferences(PREFS)
    app = PitchApp(seed=SEED, data_dir=model_dir)
    driver = NotingDriver(app)
    # the window's Palm game runs on in real time: you bid in it, and the variant is chosen once
    # the others have played on to your card
    driver.wait_for_south()
    while driver.modal_form_id() == ids.BidForm:
        form = app.system.modal[-1].form
        driver.tap_control(next(b for b in app.bid_dialog.buttons if form.control(b).usable), "bid")
        driver.wait_for_south()
    driver.choose_variant(VARIANT)
    driver.play_game()
    assert driver.session.state.phase is Phase.GAME_OVER
    final = app.screen.framebuffer.copy()
    app.storage.unlock()

    command = [sys.executable, "-m", "palm_pitch", "window", "--scale", str(SCALE), "--seed", str(SEED),
               "--data-dir", str(window_dir)]
    with window_process(x_session, command, "Pitch") as window:
        for number, (line, before) in enumerate(driver.inputs):
            window.wait_for_screen(f"the screen before input {number} ({line})", before)
            kind, *args = line.split()
            if kind == "tap":
                window.click(int(args[0]), int(args[1]))
            else:
                window.hover()
                window.key(xdotool_key(args[0]))
        window.wait_for_screen("the end of the game", final)
        window.click(10, 175)  # Home: save and close
        assert window.process.wait(timeout=15) == 0
