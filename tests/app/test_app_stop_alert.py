"""Home (appStopEvent) while an alert is up stops the desktop app, however the system ends it.

Palm OS 3.5's ``FrmAlert`` ends on ``appStopEvent`` with the default button and posts the event
again (``palm_os.dialogs.ModalDialog``); PumpkinOS's keeps the event and returns an index that is
none of the alert's buttons. Both apps stop either way (the device's: tests/device/
test_device_player.py), and the alert's result is never taken for one of its buttons.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from app_helpers import Driver
from pumpkin_dialogs import keep_app_stop

from palm_pitch.actions import Bid
from palm_pitch.app import create_app, ids
from palm_pitch.app.persistence import Storage
from palm_sdk.keys import commandKeyMask, vchrLaunch


@pytest.mark.parametrize("reposts", [True, False], ids=["Palm OS 3.5", "PumpkinOS"])
@pytest.mark.parametrize("shortcut", ["i", "z", "n"], ids=["Game Info", "No Undo", "New Game"])
def test_home_with_an_alert_up_stops_the_app_and_keeps_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reposts: bool, shortcut: str
) -> None:
    if not reposts:
        keep_app_stop(monkeypatch)
    d = Driver(create_app(seed=1, data_dir=tmp_path))
    if shortcut == "n":
        d.wait_for_south()
        d.bid(Bid.PASS)
        d.wait_for_south()
    seed, steps = d.app.session.seed, list(d.app.session.steps)
    d.app.key(ord(shortcut), commandKeyMask)
    modal = d.app.system.modal
    assert modal and modal[-1].results, "an alert is up"
    d.app.key(vchrLaunch, commandKeyMask)
    assert d.app.stopped and d.app.stopping
    saved = Storage(tmp_path).load_game()
    assert saved is not None and (saved.seed, list(saved.steps)) == (seed, steps)


def test_an_alert_result_that_is_a_button_is_passed_on() -> None:
    app = create_app(seed=1)
    got: list[int] = []
    dialog = app.alert(ids.NewGameAlert, got.append)
    dialog.finish(dialog.form.default_button)
    assert got == [1] and not app.stopping  # Cancel, the default
