"""What a player trips over, held on both apps: the device app does what the desktop app does.

Each situation is played on the desktop app by :class:`app_helpers.Driver` (taps and keys,
recorded as a headless script), then the script runs again on the desktop and on the emulated
device from the same data folder: the screens must be the same bytes, and the saved games the
same steps.
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from app_helpers import Driver
from golden_cases import CASES, GOLDEN_DIR
from pumpkin_dialogs import keep_app_stop

from emulator.device import Device
from palm_os.alerts import ALERT_BUTTON_ID
from palm_os.shells.script import key_of
from palm_pitch.app import ids
from palm_pitch.app.persistence import Storage
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.savedata import Preferences
from palm_sdk.keys import commandKeyMask
from prc_tools.formats import RecordDatabase

Shots = dict[str, bytes]


def _folder(tmp_path: Path, name: str, prefs: Preferences) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    Storage(folder).save_preferences(prefs)
    return folder


def _both_ways(
    tmp_path: Path,
    seed: int,
    prefs: Preferences,
    play: Callable[[Driver], None],
    run_emulator: Callable[..., Shots],
    run_desktop: Callable[..., Shots],
) -> tuple[Shots, Path, Path]:
    """The script ``play`` records, run on both apps from copies of one data folder: their
    screens (the same) and folders."""
    template = _folder(tmp_path, "template", prefs)
    author = tmp_path / "author"
    shutil.copytree(template, author)
    app = PitchApp(seed=seed, data_dir=author, device_profile=True)
    driver = Driver(app)
    try:
        play(driver)
    finally:
        app.save_on_exit()
    script = driver.script()
    desk, emu = tmp_path / "desk", tmp_path / "emu"
    shutil.copytree(template, desk)
    shutil.copytree(template, emu)
    desktop = run_desktop(script, seed=seed, data_dir=desk)
    device = run_emulator(script, seed=seed, data_dir=emu)
    assert desktop, "the script shot nothing"
    differing = [name for name in desktop if desktop[name] != device.get(name)]
    assert differing == [], f"screens that differ between the apps: {differing}"
    return desktop, desk, emu


def _saved_steps(folder: Path) -> list[object]:
    session = Storage(folder).load_game()
    assert session is not None
    return list(session.steps)


def test_undo_with_forced_cards_goes_back_to_your_last_choice_on_both(
    tmp_path: Path, run_emulator: Callable[..., Shots], run_desktop: Callable[..., Shots]
) -> None:
    prefs = dataclasses.replace(Preferences(), autoPlay=True)

    def play(d: Driver) -> None:
        d.play_on(lambda: d.app.controller.only_card() is not None)
        d.tap(80, 60, "the forced card at once")
        d.shot("forced_played")
        d.key("cmd+Z")
        d.do("wait 1500")
        d.shot("forced_undone")
        d.do("wait 1500")
        d.shot("forced_still_waiting")

    shots, desk, emu = _both_ways(tmp_path, 1, prefs, play, run_emulator, run_desktop)
    assert shots["forced_undone"] == shots["forced_still_waiting"]  # nothing played for you
    assert shots["forced_undone"] != shots["forced_played"]
    steps = _saved_steps(desk)
    assert steps == _saved_steps(emu)
    assert [repr(s) for s in steps[-2:]] == ["TAKE_BACK", "TAKE_BACK"]  # the forced card and your choice



def test_tap_in_the_preferences_keeps_the_trick_for_a_tap_on_both(
    tmp_path: Path, run_emulator: Callable[..., Shots], run_desktop: Callable[..., Shots]
) -> None:
    def play(d: Driver) -> None:
        d.key("cmd+R")
        d.tap_control(ids.PrefsPauseTapButton, "Tap")
        d.shot("tap_chosen")
        d.key("enter")  # OK
        d.play_on(lambda: d.app.controller.waiting_for_tap)
        d.shot("trick_waits")
        d.do("wait 5000")
        d.shot("trick_still_waits")
        d.key("enter")
        d.shot("trick_gone")
        d.key("cmd+R")
        d.tap_control(ids.PrefsPauseShortButton, "Short")
        d.key("enter")  # OK: the next trick goes after its hold
        d.play_on(lambda: d.app.controller.shown_trick is not None)
        d.do("wait 3000")
        d.shot("timed_again")

    shots, desk, emu = _both_ways(tmp_path, 1, Preferences(), play, run_emulator, run_desktop)
    assert shots["trick_waits"] == shots["trick_still_waits"] != shots["trick_gone"]
    prefs = Storage(desk).load_preferences()
    assert (prefs.keepTrick, prefs.computerPauseMs) == (False, 300)
    assert Storage(emu).load_preferences().to_record() == prefs.to_record()  # the device's record


def test_easy_players_chosen_in_the_preferences_play_alike_on_both(
    tmp_path: Path, run_emulator: Callable[..., Shots], run_desktop: Callable[..., Shots]
) -> None:
    """The device's Easy is the C twin of the easy player: a new game at Easy goes move for move
    as the desktop's, and the saves keep the level; Statistics open at Easy and count there."""

    def play(d: Driver) -> None:
        d.key("cmd+R")
        d.shot("levels_offered")
        d.tap_control(ids.PrefsLevelEasyButton, "Easy")
        d.tap_control(ids.PrefsOKButton, "OK")
        d.tap_control(ALERT_BUTTON_ID, "New Game: the players are Easy")
        assert d.app.session.level == "easy"
        d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, close_summaries=False)
        d.shot("easy_summary")
        d.tap_control(ids.SummaryOKButton, "OK")
        d.play_on(lambda: d.app.controller.your_turn)
        d.shot("easy_second_hand")
        d.key("cmd+T")
        d.shot("easy_statistics")

    shots, desk, emu = _both_ways(tmp_path, 3, Preferences(), play, run_emulator, run_desktop)
    assert shots["easy_summary"] != shots["easy_second_hand"]
    assert _saved_steps(desk) == _saved_steps(emu)
    for folder in (desk, emu):
        session = Storage(folder).load_game()
        assert session is not None and session.level == "easy", folder.name
        stats = Storage(folder).load_statistics()
        assert stats.level(0).handsWon + stats.level(0).handsLost == 1, folder.name
        assert Storage(folder).load_preferences().computerLevel == 0
    records = [RecordDatabase.parse((f / "PitchStats-PPch.pdb").read_bytes()).records[0].data
               for f in (desk, emu)]
    assert records[0] == records[1]  # the same statistics record, byte for byte


def test_new_rules_asked_once_and_enter_is_ok_in_the_preferences_on_both(
    tmp_path: Path, run_emulator: Callable[..., Shots], run_desktop: Callable[..., Shots]
) -> None:
    def play(d: Driver) -> None:
        d.play_on(lambda: d.app.controller.your_turn)
        d.key("cmd+R")
        d.tap_control(ids.PrefsTargetTrigger, "Target")
        form = d.app.system.modal[-1].form
        items = form.list_object(ids.PrefsTargetList).bounds
        d.tap(form.bounds.x + items.x + 10, form.bounds.y + items.y + 5, "11")
        d.key("enter")  # OK
        d.shot("rules_asked")
        d.tap_control(ALERT_BUTTON_ID + 1, "Later")
        d.key("cmd+R")
        d.tap_control(ids.PrefsSoundCheckbox, "Sound off")
        d.key("enter")  # OK: nothing asked again
        d.shot("sound_changed")
        d.key("cmd+R")
        d.tap_control(ids.PrefsSoundCheckbox, "Sound on")
        d.key("escape")  # Cancel
        d.shot("sound_kept")

    shots, desk, emu = _both_ways(tmp_path, 1, Preferences(), play, run_emulator, run_desktop)
    assert shots["sound_changed"] == shots["sound_kept"] != shots["rules_asked"]
    for folder in (desk, emu):
        prefs = Storage(folder).load_preferences()
        assert (prefs.soundOn, prefs.rulesetName) == (False, "palm-11"), folder.name


def test_about_and_game_info_show_the_game_in_progress_on_both(
    tmp_path: Path, run_emulator: Callable[..., Shots], run_desktop: Callable[..., Shots]
) -> None:
    prefs = dataclasses.replace(Preferences(), rulesetName="house", switches=(11, 1, 1, 1, 1, 1, 1, 1))

    def play(d: Driver) -> None:
        assert d.app.session.ruleset.target == 11
        d.key("cmd+A")
        d.shot("about_11")
        d.tap_control(ids.AboutOKButton, "OK")
        d.key("cmd+I")
        d.shot("game_info_11")
        d.tap_control(ALERT_BUTTON_ID, "OK")

    shots, _desk, _emu = _both_ways(tmp_path, 1, prefs, play, run_emulator, run_desktop)
    golden = Path(__file__).resolve().parents[1] / "golden" / "app"
    assert shots["about_11"] != (golden / "about.png").read_bytes()  # not "21 to win"
    assert shots["game_info_11"] != (golden / "game_info.png").read_bytes()


@pytest.mark.parametrize("reposts", [True, False], ids=["Palm OS 3.5", "PumpkinOS"])
@pytest.mark.parametrize("shortcut", ["A", "R", "U"], ids=["About", "Preferences", "Rules"])
def test_home_with_a_dialog_open_quits_whether_frmdodialog_posts_appstop_again_or_not(
    prc_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reposts: bool, shortcut: str
) -> None:
    """Palm OS 3.5's FrmDoDialog ends a dialog on appStopEvent with its default button and posts
    the event again for the application's loop; PumpkinOS's keeps it. Pitch quits either way
    (it stayed, with the table deaf to taps, where the event was kept)."""
    if not reposts:
        keep_app_stop(monkeypatch, alerts=False)
    device = Device(prc_path, data_dir=tmp_path, seed=1, strict=True)
    device.key(ord(shortcut.lower()), commandKeyMask)
    assert device.kernel.ui.system.modal, "the dialog is open"
    device.key(*key_of("home"))
    device.advance(5)  # (the emulator runs the loop's timeout-0 EvtGetEvent on the next tick)
    assert device.stopped and device.fault is None
    assert device.kernel.violations == []


@pytest.mark.parametrize("reposts", [True, False], ids=["Palm OS 3.5", "PumpkinOS"])
@pytest.mark.parametrize("shortcut", ["I", "Z", "N"], ids=["Game Info", "No Undo", "New Game"])
def test_home_with_an_alert_up_quits_whether_frmalert_posts_appstop_again_or_not(
    prc_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reposts: bool, shortcut: str
) -> None:
    """Palm OS 3.5's FrmAlert ends on appStopEvent with its default button and posts the event
    again; PumpkinOS's keeps the event and returns an index that is none of the alert's buttons.
    Pitch quits either way, and the game in progress is kept (New Game's alert is not taken as
    its New Game button)."""
    if not reposts:
        keep_app_stop(monkeypatch)
    device = Device(prc_path, data_dir=tmp_path, seed=1, strict=True)
    if shortcut == "N":  # a game to give up: South passes and the hand is played to South's card
        device.advance(60)
        device.tap(36, 93)
        device.advance(180)
    device.key(ord(shortcut.lower()), commandKeyMask)
    modal = device.kernel.ui.system.modal
    assert modal and modal[-1].results, "an alert is up"
    device.key(*key_of("home"))
    device.advance(5)
    assert device.stopped and device.fault is None
    assert device.kernel.violations == []
    session = Storage(tmp_path).load_game()
    assert session is not None and session.seed == 1  # the game kept, not a new one


def test_the_contract_line_does_not_rely_on_strtolower_terminating(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, run_emulator: Callable[..., Shots]
) -> None:
    """The Hands as Dealt contract line ("..., trump") where StrToLower writes the letters and
    no NUL after them (as PumpkinOS's did): the golden screen, not "trumpT"."""
    from emulator.traps.string import StringTraps

    def no_terminator(self: StringTraps, dst: int, src: int) -> int:
        # the letters, and no NUL after them: the stray byte that followed there ("trumpT")
        self.mem.write(dst, self.mem.cstring(src).lower() + b"T")
        return dst

    no_terminator._palm_trap = "StrToLower"  # type: ignore[attr-defined]
    monkeypatch.setattr(StringTraps, "StrToLower", no_terminator)
    case = next(case for case in CASES if "hands_dealt" in case.shots)
    data_dir = case.prepare(tmp_path / "data")
    shots = run_emulator(case.script.read_text(encoding="utf-8"), seed=case.seed, data_dir=data_dir)
    assert shots["hands_dealt"] == (GOLDEN_DIR / "hands_dealt.png").read_bytes()


def test_left_and_right_arrows_move_the_raised_card_on_both(
    tmp_path: Path, run_emulator: Callable[..., Shots], run_desktop: Callable[..., Shots]
) -> None:
    def play(d: Driver) -> None:
        d.play_on(lambda: d.app.controller.your_turn)
        hand = d.app.session.south_hand()
        d.key("right")
        assert d.app.controller.selected == hand[0]
        d.key("right")
        assert d.app.controller.selected == hand[1]
        d.shot("arrow_right")
        d.key("left")
        assert d.app.controller.selected == hand[0]
        d.shot("arrow_left")

    shots, _desk, _emu = _both_ways(tmp_path, 1, Preferences(), play, run_emulator, run_desktop)
    assert shots["arrow_right"] != shots["arrow_left"]


def test_the_smudge_tip_and_the_keyboard_help_say_it_all() -> None:
    from palm_pitch.app.resources import load_resources

    resources = load_resources()
    assert "all four points" in resources.string(ids.BidHelpString)
    keyboard = resources.packed_text(ids.KeyboardText)
    assert "Left and Right" in keyboard and "Ctrl+1 to Ctrl+4" in keyboard
    assert "right mouse button" in keyboard


def test_a_desktop_game_at_expert_goes_on_alike_on_both(
    tmp_path: Path, run_emulator: Callable[..., Shots], run_desktop: Callable[..., Shots]
) -> None:
    """A game the desktop started at Expert, resumed on the device: the device's best player
    (Normal) plays it, the game keeps its level; the desktop's device profile does the same."""
    from palm_pitch.app.session import GameSession

    folders = []
    for name in ("desk", "emu"):
        folder = tmp_path / name
        folder.mkdir()
        Storage(folder).save_game(GameSession(seed=4, level="expert"))
        folders.append(folder)
    script = "".join(f"wait 700\ntap 36 93\nshot s{i}\n" for i in range(6))
    desktop = run_desktop(script, seed=4, data_dir=folders[0])
    device = run_emulator(script, seed=4, data_dir=folders[1])
    assert [name for name in desktop if desktop[name] != device[name]] == []
    for folder in folders:
        session = Storage(folder).load_game()
        assert session is not None and session.level == "expert" and session.steps, folder.name
    assert _saved_steps(folders[0]) == _saved_steps(folders[1])
