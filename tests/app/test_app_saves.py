"""Saves: on every hand and on exit, resumed on the next start; damaged files set aside and reported."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_helpers import Driver, heuristic_session, save_fixture

from palm_os.alerts import ALERT_FORM_ID
from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.app.persistence import (
    GAME_FILE,
    PREFS_FILE,
    STATS_FILE,
    Cause,
    Storage,
    restore,
    ruleset_from,
    ruleset_switches,
    saved_game,
)
from palm_pitch.app.pitch_app import PitchApp, create_app
from palm_pitch.app.savedata import LevelStatistics, Preferences, SavedGame, Statistics
from palm_pitch.app.session import NEXT_HAND, GameSession, ReplayError
from palm_pitch.rules import Smudge, all_rulesets
from palm_pitch.state import Phase
from palm_sdk.keys import commandKeyMask, vchrLaunch


def alert_text(app: PitchApp) -> str:
    form = app.system.modal[-1].form
    assert form.form_id == ALERT_FORM_ID
    return form.field_object(0x7F01).text


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.name)
def test_every_ruleset_round_trips_through_its_switches(ruleset) -> None:  # type: ignore[no-untyped-def]
    assert ruleset_from(ruleset.name, ruleset_switches(ruleset)) == ruleset
    assert ruleset_from("palm", ruleset_switches(ruleset)) == ruleset  # found by its switches


def test_a_saved_game_replays_to_the_same_state() -> None:
    session = heuristic_session(5, lambda s: s.state.hand_number == 3 and len(s.state.tricks) == 2)
    assert NEXT_HAND in session.steps
    restored = restore(SavedGame.from_database(saved_game(session).to_database().build()))
    assert restored.state == session.state and restored.steps == session.steps


def test_the_game_is_saved_when_a_hand_ends(tmp_path: Path) -> None:
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    assert not (tmp_path / GAME_FILE).exists()
    d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, close_summaries=False)
    saved = restore(SavedGame.load(tmp_path / GAME_FILE))
    assert saved.state == d.app.session.state and saved.phase is Phase.SCORE
    stats = Statistics.load(tmp_path / STATS_FILE)
    assert stats.level(1).handsWon + stats.level(1).handsLost == 1


def test_the_game_is_saved_on_exit_and_resumed(tmp_path: Path) -> None:
    d = Driver(create_app(seed=1, data_dir=tmp_path))
    d.play_on(lambda: len(d.state.tricks) == 2 and d.app.controller.your_turn)
    d.app.key(vchrLaunch, commandKeyMask)  # Home: the app stops
    assert d.app.stopped
    again = create_app(seed=99, data_dir=tmp_path)
    assert again.session.state == d.app.session.state and again.session.steps == d.app.session.steps
    assert again.controller.your_turn  # and it is your card, as it was


def test_new_game_after_resuming_with_the_same_seed_deals_a_different_game(tmp_path: Path) -> None:
    first = create_app(seed=7, data_dir=tmp_path)
    first.advance(1000)
    first.save_on_exit()
    again = create_app(seed=7, data_dir=tmp_path)  # resumes the game of seed 7
    assert again.session.seed == 7
    again.new_game()
    assert again.session.seed != 7


def test_resume_false_starts_a_new_game(tmp_path: Path) -> None:
    app = create_app(seed=1, data_dir=tmp_path)
    app.advance(1000)
    app.save_on_exit()
    assert create_app(seed=2, data_dir=tmp_path, resume=False).session.steps == []


def test_a_bid_dialog_closed_by_home_bids_nothing(tmp_path: Path) -> None:
    d = Driver(create_app(seed=1, data_dir=tmp_path))
    d.wait_for_south()
    steps = list(d.app.session.steps)
    d.app.key(vchrLaunch, commandKeyMask)
    assert d.app.session.steps == steps
    resumed = create_app(data_dir=tmp_path)
    assert resumed.session.steps == steps and resumed.system.modal[-1].form.form_id == ids.BidForm


def test_a_damaged_save_is_reported_set_aside_and_a_new_game_starts(tmp_path: Path) -> None:
    save_fixture(tmp_path, heuristic_session(1, lambda s: len(s.steps) >= 6))
    path = tmp_path / GAME_FILE
    damaged = bytearray(path.read_bytes())
    damaged[-1] ^= 0xFF
    path.write_bytes(bytes(damaged))
    app = create_app(seed=7, data_dir=tmp_path)
    assert "(bad checksum)" in alert_text(app)
    assert (tmp_path / (GAME_FILE + ".damaged")).read_bytes() == bytes(damaged)  # kept, not overwritten
    assert app.session.steps == [] and app.session.seed == 7
    assert app.session.state.phase is Phase.BID
    assert not app.controller.pending  # the game starts when the alert is closed
    app.tap(*Driver(app).control_center(0x7F10))
    assert app.controller.pending and not app.system.modal


@pytest.mark.parametrize(
    ("damage", "cause"),
    [
        (lambda data: data[: len(data) // 2], Cause.TRUNCATED),
        (lambda data: b"not a palm database at all", Cause.TRUNCATED),
        # the record's formatVersion (after the header, one record entry and the 2-byte gap): 9
        (lambda data: data[:88] + b"\x00\x09" + data[90:], Cause.NEWER),
    ],
)
def test_each_kind_of_damage_has_its_words(tmp_path: Path, damage, cause: Cause) -> None:  # type: ignore[no-untyped-def]
    save_fixture(tmp_path, heuristic_session(1, lambda s: len(s.steps) >= 6))
    path = tmp_path / GAME_FILE
    path.write_bytes(damage(path.read_bytes()))
    storage = Storage(tmp_path)
    assert storage.load_game() is None
    assert storage.damage[0].cause is cause, storage.damage[0].detail


def test_moves_that_do_not_replay_are_damage(tmp_path: Path) -> None:
    session = heuristic_session(1, lambda s: len(s.steps) >= 6)
    good = saved_game(session)
    bad = SavedGame(
        good.rulesetName, good.switches, good.seed, good.dealer, good.scores, good.actions + b"\x40"
    )
    bad.save(tmp_path / GAME_FILE)
    app = create_app(data_dir=tmp_path)
    assert "(moves do not replay)" in alert_text(app)
    with pytest.raises(ReplayError):
        restore(bad)


def test_damaged_preferences_are_reported_and_the_defaults_apply(tmp_path: Path) -> None:
    (tmp_path / PREFS_FILE).write_bytes(b"\x00" * 10)
    app = create_app(seed=1, data_dir=tmp_path)
    text = alert_text(app)
    assert text.startswith("Your preferences could not be read") and text.endswith("the defaults apply.")
    assert app.prefs == Preferences() and (tmp_path / (PREFS_FILE + ".damaged")).exists()


def test_preferences_of_version_1_are_still_read(tmp_path: Path) -> None:
    import palm_pitch.app.savedata as savedata

    payload = savedata.PreferencesV1.build(
        {"computerPauseMs": 300, "rulesetName": "palm-11", "soundOn": True}
    )
    record = b"\x00\x01" + savedata.crc16(payload).to_bytes(2, "big") + payload
    assert Preferences.from_record(record) == Preferences(300, "palm-11", True, ())
    assert ruleset_from("palm-11").target == 11


def test_new_rules_apply_at_the_next_new_game_and_the_pause_at_once(tmp_path: Path) -> None:
    d = Driver(create_app(seed=1, data_dir=tmp_path))
    d.key("cmd+R")
    d.tap_control(ids.PrefsTargetTrigger)
    form = d.app.system.modal[-1].form
    target_list = form.list_object(ids.PrefsTargetList)
    d.tap(form.bounds.x + target_list.bounds.x + 10, form.bounds.y + target_list.bounds.y + 5)  # "11"
    d.tap_control(ids.PrefsPauseLongButton)
    d.tap_control(ids.PrefsOKButton)
    assert d.app.system.modal[-1].form.title == "New Rules"
    d.tap_control(0x7F11)  # "Later"
    assert d.app.controller.pause == 120
    assert d.app.session.ruleset.target == 21  # the game in progress keeps its rules
    assert d.app.ruleset_for_new_games().name == "palm-11"
    assert Preferences.load(tmp_path / PREFS_FILE).rulesetName == "palm-11"
    d.play_on(lambda: d.app.controller.your_turn)
    d.key("cmd+N")
    d.tap_control(0x7F10)  # "New Game" in the confirmation
    assert d.app.session.ruleset.target == 11 and d.app.session.steps == []


def _choose_target_11(d: Driver) -> None:
    d.tap_control(ids.PrefsTargetTrigger)
    form = d.app.system.modal[-1].form
    target_list = form.list_object(ids.PrefsTargetList)
    d.tap(form.bounds.x + target_list.bounds.x + 10, form.bounds.y + target_list.bounds.y + 5)  # "11"


def test_new_rules_put_off_are_not_asked_again_for_other_preferences(tmp_path: Path) -> None:
    """After Later, an OK that changes only Sound, the pause or Play forced cards asks nothing
    (it asked again on every OK); a further change of the rules asks once more."""
    d = Driver(create_app(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.app.controller.your_turn)
    d.key("cmd+R")
    _choose_target_11(d)
    d.tap_control(ids.PrefsOKButton)
    assert d.app.system.modal[-1].form.title == "New Rules"
    d.tap_control(0x7F11)  # "Later"
    for control in (ids.PrefsSoundCheckbox, ids.PrefsAutoPlayCheckbox, ids.PrefsPauseShortButton):
        d.key("cmd+R")
        d.tap_control(control)
        d.tap_control(ids.PrefsOKButton)
        assert not d.app.system.modal, f"asked again after changing {control}"
    d.key("cmd+R")
    d.tap_control(ids.PrefsSmudgeTrigger)
    form = d.app.system.modal[-1].form
    smudge_list = form.list_object(ids.PrefsSmudgeList)
    d.tap(form.bounds.x + smudge_list.bounds.x + 10, form.bounds.y + smudge_list.bounds.y + 27)  # Not allowed
    d.tap_control(ids.PrefsOKButton)
    assert d.app.system.modal[-1].form.title == "New Rules"


def test_the_new_rules_alert_says_the_game_is_given_up(tmp_path: Path) -> None:
    """Its New Game gives up the game in progress: the alert asks that question itself, as
    Game > New Game's confirmation does, so no game is given up unconfirmed."""
    d = Driver(create_app(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.app.controller.your_turn)
    d.key("cmd+R")
    _choose_target_11(d)
    d.tap_control(ids.PrefsOKButton)
    text = alert_text(d.app)
    assert "Give up the game in progress" in text and "next new game" in text


def test_new_rules_can_start_a_new_game_at_once(tmp_path: Path) -> None:
    """Changing a house rule mid-game used to change nothing until the player thought of New
    Game; the app now offers to deal a new game with the new rules."""
    d = Driver(create_app(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.app.controller.your_turn)
    d.key("cmd+R")
    d.tap_control(ids.PrefsSmudgeTrigger)
    form = d.app.system.modal[-1].form
    smudge_list = form.list_object(ids.PrefsSmudgeList)
    d.tap(form.bounds.x + smudge_list.bounds.x + 10, form.bounds.y + smudge_list.bounds.y + 27)  # Not allowed
    d.tap_control(ids.PrefsOKButton)
    assert d.app.system.modal[-1].form.title == "New Rules"
    d.tap_control(0x7F10)  # "New Game"
    assert d.app.session.ruleset.smudge == Smudge.OFF
    assert d.app.session.steps == []


def test_preferences_that_keep_the_rules_ask_nothing(tmp_path: Path) -> None:
    d = Driver(create_app(seed=1, data_dir=tmp_path))
    d.key("cmd+R")
    d.tap_control(ids.PrefsPauseShortButton)
    d.tap_control(ids.PrefsOKButton)
    assert not d.app.system.modal and d.app.controller.pause == 30


def test_cancel_keeps_the_preferences(tmp_path: Path) -> None:
    d = Driver(create_app(seed=1, data_dir=tmp_path))
    d.key("cmd+R")
    d.tap_control(ids.PrefsPauseOffButton)
    d.tap_control(ids.PrefsCancelButton)
    assert d.app.controller.pause == 60 and not (tmp_path / PREFS_FILE).exists()


def test_a_finished_game_resumes_finished_and_new_game_needs_no_confirmation(tmp_path: Path) -> None:
    session = heuristic_session(8, lambda s: s.state.phase is Phase.GAME_OVER and s.state.winner is not None)
    Storage(tmp_path).save_game(session)
    app = create_app(data_dir=tmp_path)
    assert app.session.state.is_over
    app.menu_command(ids.GameNewGameCmd)
    assert app.session.steps == [] or app.session.steps[0] in Bid  # a new game, no alert
    assert not app.system.modal or app.system.modal[-1].form.form_id != ALERT_FORM_ID


def test_without_a_data_folder_nothing_is_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    d = Driver(create_app(seed=1))
    d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, close_summaries=False)
    d.app.save_on_exit()
    assert list(tmp_path.iterdir()) == []


def test_the_statistics_count_hands_bids_and_games(tmp_path: Path) -> None:
    session = heuristic_session(8, lambda s: s.state.phase is Phase.GAME_OVER)
    stats = LevelStatistics()
    from palm_pitch.app.stats import count_hand

    for result in session.state.results:
        stats = count_hand(stats, result)
    ours = [r for r in session.state.results if r.pitcher is not None and r.pitcher % 2 == 0]
    assert stats.bidsMade + stats.bidsSet == len(ours)
    assert (stats.gamesWon, stats.gamesLost) == ((1, 0) if session.state.winner == 0 else (0, 1))
    assert GameSession.replay(session.ruleset, 8, session.steps).state == session.state


def test_a_save_that_fails_is_reported_once_and_play_goes_on(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    d = Driver(create_app(seed=1, data_dir=blocked / "data"))  # cannot be made: a file is in the way
    d.play_on(lambda: d.modal_form_id() is not None and d.modal_form_id() != ids.BidForm)
    assert "could not be saved" in alert_text(d.app)
    d.tap_control(0x7F10)
    d.play_on(lambda: d.modal_form_id() == ids.SummaryForm and d.state.hand_number == 2, limit=5000)
    assert d.app.save_failure_shown
