"""The Preferences' Pause "Tap": a finished trick stays on the table until a tap or a key.

The computer players then wait as on Normal; the status line says "... took it: tap to go on";
a tap on the table, Enter or space moves on; the choice is saved (Preferences format 4) and read
back, and a trick already waiting goes on a timed hold when the choice is turned off."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from app_helpers import Driver

from palm_pitch.app import ids
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.prefs import TAP_PAUSE_MS
from palm_pitch.app.savedata import Preferences, PreferencesV3, PreferencesV4, crc16
from palm_sdk.chars import chrCarriageReturn, chrSpace
from palm_sdk.keys import commandKeyMask


def tap_driver(data_dir: Path | None = None) -> Driver:
    """Seed 1 with "Tap" chosen in Preferences by taps (and OK)."""
    d = Driver(PitchApp(seed=1, data_dir=data_dir))
    d.app.key("r", commandKeyMask)
    d.tap_control(ids.PrefsPauseTapButton, "Tap")
    d.tap_control(ids.PrefsOKButton, "OK")
    assert d.modal_form_id() is None
    return d


def at_first_trick(d: Driver) -> None:
    d.play_on(lambda: d.app.controller.shown_trick is not None)


def test_tap_is_off_by_default_and_a_trick_goes_after_its_hold() -> None:
    assert Preferences().keepTrick is False
    d = Driver(PitchApp(seed=1))
    at_first_trick(d)
    assert not d.app.controller.waiting_for_tap and d.app.controller.due is not None
    assert d.app.controller.status().endswith("took the trick")
    d.app.advance(d.app.controller.hold)
    assert d.app.controller.shown_trick is None


def test_tap_keeps_the_trick_until_a_tap_and_says_so(tmp_path: Path) -> None:
    d = tap_driver(tmp_path)
    assert d.app.prefs.keepTrick and d.app.prefs.computerPauseMs == TAP_PAUSE_MS
    assert Preferences.load(tmp_path / "PitchPrefs-PPch.pdb").keepTrick is True
    at_first_trick(d)
    controller = d.app.controller
    trick = controller.shown_trick
    assert controller.waiting_for_tap and controller.due is None and controller.pending
    winner = d.app.texts.seat(trick.winner)  # type: ignore[union-attr]
    assert controller.status() == f"{winner} took it: tap to go on"
    steps = len(d.app.session.steps)
    d.app.advance(100_000)  # a long while: nothing moves
    assert controller.shown_trick is trick and len(d.app.session.steps) == steps
    d.app.tap(80, 60)
    assert controller.shown_trick is None and not controller.waiting_for_tap


def test_enter_and_space_go_on_too() -> None:
    for key in (chrCarriageReturn, chrSpace):
        d = tap_driver()
        at_first_trick(d)
        steps = len(d.app.session.steps)
        d.app.key(key)
        assert d.app.controller.shown_trick is None
        assert len(d.app.session.steps) == steps  # Enter only went on: nothing was played


def test_the_form_shows_tap_and_cancel_keeps_it() -> None:
    d = tap_driver()
    d.app.key("r", commandKeyMask)
    form = d.app.system.modal[-1].form
    pauses = (ids.PrefsPauseOffButton, ids.PrefsPauseShortButton, ids.PrefsPauseNormalButton,
              ids.PrefsPauseLongButton)
    assert form.control(ids.PrefsPauseTapButton).on
    assert not any(form.control(button).on for button in pauses)
    d.tap_control(ids.PrefsPauseShortButton, "Short")
    d.tap_control(ids.PrefsCancelButton, "Cancel")
    assert d.app.prefs.keepTrick


def test_turning_tap_off_puts_a_waiting_trick_on_a_timed_hold() -> None:
    d = tap_driver()
    at_first_trick(d)
    d.app.set_preferences(dataclasses.replace(d.app.prefs, keepTrick=False, computerPauseMs=300))
    controller = d.app.controller
    assert not controller.waiting_for_tap and controller.due is not None
    d.app.advance(controller.hold)
    assert controller.shown_trick is None


def test_preferences_of_versions_3_and_4_are_read_with_tricks_on_a_pause() -> None:
    payload = PreferencesV3.build(
        {"computerPauseMs": 300, "rulesetName": "palm", "soundOn": True, "autoPlay": True, "switches": []}
    )
    record = b"\x00\x03" + crc16(payload).to_bytes(2, "big") + payload
    assert Preferences.from_record(record) == Preferences(300, "palm", True, (), autoPlay=True)
    payload = PreferencesV4.build(
        {"computerPauseMs": 300, "rulesetName": "palm", "soundOn": True, "autoPlay": True, "switches": [],
         "computerLevel": 0}
    )
    record = b"\x00\x04" + crc16(payload).to_bytes(2, "big") + payload
    assert Preferences.from_record(record) == Preferences(300, "palm", True, (), True, computerLevel=0)
    assert Preferences().to_record()[:2] == b"\x00\x05"
    with_tap = Preferences(600, "palm", True, (), autoPlay=False, computerLevel=0, keepTrick=True)
    assert Preferences.from_record(with_tap.to_record()) == with_tap
