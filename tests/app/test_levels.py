"""The computer players' levels in the app: the game keeps its level (and its saves), Preferences
chooses it for new games, Statistics count at each level, the device profile offers Easy and
Normal only, and the command line takes the level names."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from app_helpers import Driver

from palm_os.alerts import ALERT_BUTTON_ID
from palm_pitch import cli
from palm_pitch.app import ids
from palm_pitch.app.levels import DEVICE_LEVELS, LEVELS, level_code, level_of_code, level_player
from palm_pitch.app.persistence import Storage
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.savedata import Preferences
from palm_pitch.app.session import GameSession
from palm_pitch.players import EasyPlayer, HeuristicPlayer


def test_codes_and_players() -> None:
    assert [level_of_code(level_code(level)) for level in LEVELS] == list(LEVELS)
    assert DEVICE_LEVELS == ("easy", "normal")
    assert isinstance(level_player("easy"), EasyPlayer)
    assert isinstance(level_player("normal"), HeuristicPlayer)
    assert level_player("expert").name == "expert"
    with pytest.raises(KeyError, match="unknown level 'grand'"):
        level_code("grand")
    with pytest.raises(ValueError, match="computer level 7"):
        level_of_code(7)


def test_a_session_plays_its_level_and_replays_at_it() -> None:
    easy = GameSession(seed=3, level="easy")
    assert isinstance(easy.computer, EasyPlayer)
    while not easy.human_to_act:
        easy.apply(easy.computer_action())
    again = GameSession.replay(easy.ruleset, 3, easy.steps, level="easy")
    assert again.level == "easy" and again.state == easy.state


def test_the_saved_game_keeps_its_level(tmp_path: Path) -> None:
    session = GameSession(seed=9, level="hard")
    Storage(tmp_path).save_game(session)
    restored = Storage(tmp_path).load_game()
    assert restored is not None and restored.level == "hard" and restored.computer.name == "hard"


def _choose_level(d: Driver, button: int) -> None:
    d.key("cmd+R")
    d.tap_control(button)
    d.tap_control(ids.PrefsOKButton)


def test_preferences_choose_the_level_of_the_next_game(tmp_path: Path) -> None:
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.app.controller.your_turn)  # a game in progress
    _choose_level(d, ids.PrefsLevelEasyButton)
    assert d.app.system.modal[-1].form.title == "New Rules" and d.app.session.level == "normal"
    d.tap_control(ALERT_BUTTON_ID)  # New Game
    assert d.app.session.level == "easy" and isinstance(d.app.session.computer, EasyPlayer)
    assert Storage(tmp_path).load_preferences().computerLevel == 0
    assert Storage(tmp_path).load_game().level == "easy"  # type: ignore[union-attr]


def test_statistics_count_at_the_level_of_the_game(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save_preferences(Preferences(computerPauseMs=0, computerLevel=0))
    d = Driver(PitchApp(seed=1, data_dir=tmp_path, resume=False))
    assert d.app.session.level == "easy"
    d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, close_summaries=False)
    stats = storage.load_statistics()
    easy, normal = stats.level(0), stats.level(1)
    assert easy.handsWon + easy.handsLost == 1 and normal.handsWon + normal.handsLost == 0
    d.tap_control(ids.SummaryOKButton)
    d.key("cmd+T")
    assert d.modal_form_id() == ids.StatsForm and d.app.stats_dialog.level == 0  # opens at Easy
    d.tap_control(ids.StatsLevelNormalButton)
    assert d.app.stats_dialog.level == 1


def test_the_device_profile_offers_easy_and_normal_only(tmp_path: Path) -> None:
    Storage(tmp_path).save_preferences(Preferences(computerLevel=3))  # Expert, chosen on the desktop
    d = Driver(PitchApp(seed=1, data_dir=tmp_path, device_profile=True))
    assert d.app.session.level == "normal"  # the device's best
    d.key("cmd+R")
    form = d.app.system.modal[-1].form
    shown = [form.control(b).usable for b in (ids.PrefsLevelEasyButton, ids.PrefsLevelNormalButton,
                                               ids.PrefsLevelHardButton, ids.PrefsLevelExpertButton)]
    assert shown == [True, True, False, False]
    d.tap_control(ids.PrefsOKButton)  # nothing chosen: the preference stays Expert
    assert Storage(tmp_path).load_preferences().computerLevel == 3
    full = Driver(PitchApp(seed=2, data_dir=tmp_path / "full"))
    full.key("cmd+R")
    form = full.app.system.modal[-1].form
    assert all(form.control(b).usable for b in (ids.PrefsLevelHardButton, ids.PrefsLevelExpertButton))


# -- the command line ------------------------------------------------------------------------------


def _cli(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, stdin: str,
         *argv: str) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_play_takes_a_level_and_keeps_it(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                         tmp_path: Path) -> None:
    status, out, _ = _cli(capsys, monkeypatch, "q\n", "play", "--seed", "3", "--level", "easy",
                          "--data-dir", str(tmp_path))
    assert status == 0 and "seed 3, easy players" in out
    saved = Storage(tmp_path).load_game()
    assert saved is not None and saved.level == "easy"
    status, _, err = _cli(capsys, monkeypatch, "q\n", "play", "--level", "expert",
                          "--data-dir", str(tmp_path))
    assert status == 2 and "an unfinished game against easy players is saved" in err
    status, out, _ = _cli(capsys, monkeypatch, "q\n", "play", "--data-dir", str(tmp_path))
    assert status == 0 and "the saved game" in out


def test_play_refuses_a_level_that_is_not_one(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(SystemExit) as stopped:
        _cli(capsys, monkeypatch, "", "play", "--level", "grand")
    assert stopped.value.code == 2


def test_simulate_and_duel_take_the_level_names(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    status, out, _ = _cli(capsys, monkeypatch, "", "simulate", "--games", "2", "--team0", "normal",
                          "--team1", "easy")
    assert status == 0 and "(N/S, normal)" in out and "(E/W, easy)" in out
    status, out, _ = _cli(capsys, monkeypatch, "", "duel", "normal", "easy", "--games", "2")
    assert status == 0 and "duel heuristic vs easy" in out  # normal is the heuristic


def test_headless_takes_the_device_profile(capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    script = tmp_path / "prefs.txt"
    script.write_text("key cmd+R\nshot prefs\n", encoding="utf-8")
    shots = {}
    for name, extra in (("desktop", ()), ("device", ("--device-profile",))):
        status, _, _ = _cli(capsys, monkeypatch, "", "headless", "--seed", "1", "--script", str(script),
                            "--out", str(tmp_path / name), *extra)
        assert status == 0
        shots[name] = (tmp_path / name / "prefs.png").read_bytes()
    assert shots["device"] == (Path(__file__).parents[1] / "golden" / "app" / "preferences.png").read_bytes()
    assert shots["desktop"] != shots["device"]  # Hard and Expert shown


def test_a_desktop_game_at_expert_resumed_in_the_device_profile_plays_normal(tmp_path: Path) -> None:
    """As the device does: its best player, the game keeping its level (the statistics count there)."""
    Storage(tmp_path).save_game(GameSession(seed=4, level="expert"))
    app = PitchApp(seed=4, data_dir=tmp_path, device_profile=True)
    try:
        assert app.session.level == "expert" and isinstance(app.session.computer, HeuristicPlayer)
    finally:
        app.save_on_exit()
    assert Storage(tmp_path).load_game().level == "expert"  # type: ignore[union-attr]
