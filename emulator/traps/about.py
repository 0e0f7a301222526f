"""``AbtShowAbout``: the system's About box for an application, until its OK is tapped.

Palm OS shows the application's name (its ``tAIN`` icon name, else its database name) and its
version (``tver`` 1, else 1000) in a modal information dialog with one OK button; the
application waits in the call, as in ``FrmAlert``.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_os.alerts import AlertTemplate
from palm_sdk.forms import AlertType

VERSION_IDS = (1, 1000)  # tver: the application's version string


class AboutTraps(Manager):
    """``AboutBox.h``: see the module docstring."""

    def _string(self, kind: str, ids: tuple[int, ...]) -> str | None:
        data = self.kernel.managers["DataTraps"]
        for rsc_id in ids:
            found = data.resource_bytes(kind, rsc_id)  # type: ignore[attr-defined]
            if found:
                return bytes(found).split(b"\0", 1)[0].decode("cp1252", errors="replace")
        return None

    @trap("AbtShowAbout")
    def AbtShowAbout(self, creator: int) -> None:
        """void AbtShowAbout(UInt32 creator)"""
        launch = self.kernel.launch_state
        name = self._string("tAIN", (1000,)) or (launch.app.name if launch is not None else "")
        version = self._string("tver", VERSION_IDS)
        message = f"{name}\nVersion {version}" if version else name
        template = AlertTemplate(AlertType.informationAlert, f"About {name}"[:31], message, ("OK",))
        ui = self.kernel.ui
        ui.run_modal(ui.system.alert(template))


MANAGER = AboutTraps
