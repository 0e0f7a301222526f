"""PumpkinOS's modal dialogs in the screen model, for the tests of Home with a dialog up.

Palm OS 3.5's ``FrmDoDialog`` and ``FrmAlert`` end on ``appStopEvent`` with the default button
and post the event again for the application's loop (:class:`palm_os.dialogs.ModalDialog`).
PumpkinOS's keep the event; its ``FrmAlert`` then answers :data:`PUMPKIN_ALERT_STOPPED`, an index
that is none of the alert's buttons. :func:`keep_app_stop` makes the screen model behave so for
one test, on the desktop and in the emulator alike (both use ``ModalDialog``).
"""

from __future__ import annotations

import pytest

from palm_os.dialogs import ModalDialog
from palm_os.events import Event, EventKind

PUMPKIN_ALERT_STOPPED = (0 - 1000) & 0xFFFF
"""What PumpkinOS's FrmAlert returns when appStopEvent ends it: its FrmDoDialog gives button id 0
(no button), from which FrmShowAlert takes its first button's id, 1000 (Form.c)."""


def keep_app_stop(monkeypatch: pytest.MonkeyPatch, alerts: bool = True) -> None:
    """``appStopEvent`` ends the dialog up and is kept: an alert (with ``alerts``) answers
    :data:`PUMPKIN_ALERT_STOPPED`, any other dialog its default button."""
    original = ModalDialog.handle_event

    def keep_the_event(self: ModalDialog, event: Event) -> bool:
        if event.kind == EventKind.appStopEvent and not self.done:
            self.finish(PUMPKIN_ALERT_STOPPED if alerts and self.results else self.form.default_button)
            return True
        return original(self, event)

    monkeypatch.setattr(ModalDialog, "handle_event", keep_the_event)
