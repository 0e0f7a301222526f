"""Every variant of 2 to 6 players played to its end by taps and keys in the headless app.

For each variant Game > Variant offers, :class:`FamilyDriver` chooses it (``cmd+V``, the scroll
buttons, Play) and plays you through the screen only - the decisions' dialogs, your cards and
Play, the summaries' Done - with the family's heuristic deciding, while the computer players act
in virtual time; the game must end with a winner and the table must offer New Game. The recorded
script then runs again through ``palm-pitch headless`` (the command line's own runner, in this
process) and must reach the same screens: for every variant its first hand, to the table after
the hand's summary is closed; for one variant of each table size (:data:`REPLAYED`) the whole
game, to the table at its end. Replaying every variant's whole game as well would double the
test's time (some four minutes) for runs that go through the same code as these.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from family_app_helpers import FamilyDriver

from palm_os.framebuffer import Framebuffer
from palm_pitch.app import ids
from palm_pitch.app.family_variant import PALM, offered_variants
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.cli import main
from palm_pitch.family.engine import Phase

VARIANTS = [rules.name for rules in offered_variants() if rules.name != PALM]
REPLAYED = {"setback-2", "setback-3", "ten-point", "razzle-dazzle", "partnership-pitch-2x3"}
"""One variant of each table size (2, 3, 4, 5 and 6) whose script is run again by the CLI."""


def test_every_variant_of_two_to_six_players_is_offered() -> None:
    from palm_pitch.family.variants import all_variants
    from palm_pitch.rules import all_rulesets

    palm = {ruleset.name for ruleset in all_rulesets()}
    expected = {rules.name for rules in all_variants() if 2 <= rules.players <= 6 and rules.name not in palm}
    assert set(VARIANTS) == expected and len(VARIANTS) >= 60
    assert {rules.players for rules in offered_variants()} == {2, 3, 4, 5, 6}


@pytest.mark.parametrize("name", VARIANTS)
def test_a_whole_game_of_each_variant_by_taps(name: str, tmp_path: Path) -> None:
    app = PitchApp(seed=1)
    driver = FamilyDriver(app)
    driver.choose_variant(name)
    driver.play_until(lambda: bool(driver.session.state.results) and driver.modal_form_id() is None
                      and driver.session.phase is not Phase.SCORE)
    driver.shot("hand1")  # the table after the first hand's summary
    first_hand = app.screen.framebuffer.copy()
    first_lines = len(driver.lines)
    driver.play_game()
    state = driver.session.state
    assert state.phase is Phase.GAME_OVER and state.winner is not None
    assert state.scores == state.results[-1].scores_after
    assert all(line.split()[0] in ("tap", "wait", "key", "shot", "#") for line in driver.lines)
    form = app.system.get_form(ids.MainForm)
    assert form is not None and form.control(ids.MainNewGameButton).usable
    assert app.controller.status() == app.texts.get(ids.StatusGameOverString)
    script = tmp_path / "game.txt"
    if name not in REPLAYED:  # the first hand in palm-pitch headless
        script.write_text("\n".join(driver.lines[:first_lines]) + "\n", encoding="utf-8")
    else:  # the whole game
        driver.shot("end")
        script.write_text(driver.script(), encoding="utf-8")
    assert main(["headless", "--seed", "1", "--script", str(script), "--out", str(tmp_path)]) == 0
    assert Framebuffer.from_png((tmp_path / "hand1.png").read_bytes()) == first_hand
    if name in REPLAYED:
        assert Framebuffer.from_png((tmp_path / "end.png").read_bytes()) == app.screen.framebuffer
