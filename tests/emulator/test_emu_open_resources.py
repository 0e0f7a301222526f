"""The UI managers find resources as DmGetResource does: the open resource databases first.

NS Basic's runtime makes the alert it is about to show with DmNewResource in a resource
database of its own and calls FrmAlert: the alert must come from that database, and the
application's own resources stay the application's when no other database has the ID.
"""

from __future__ import annotations

from pathlib import Path

from emulator.device import Device
from palm_sdk.forms import AlertType
from prc_tools.formats.alert import Alert


def _fourcc(text: str) -> int:
    return int.from_bytes(text.encode("latin-1"), "big")


def test_an_alert_made_in_an_open_resource_database_is_the_one_frmalert_shows(programs: Path) -> None:
    device = Device(programs / "apis.prc")
    kernel = device.kernel
    data = kernel.managers["DataTraps"]
    memory = kernel.memory
    name = memory.allocate(16, data=b"Made..pdb\0", label="a name")
    assert data.DmCreateDatabase(0, name.address, _fourcc("nsba"), _fourcc("Rsrc"), 1) == 0  # type: ignore[attr-defined]
    db = data.DmOpenDatabase(0, data.DmFindDatabase(0, name.address), 3)  # type: ignore[attr-defined]
    assert db
    resources = kernel.ui.system.resources
    raw = Alert(AlertType.informationAlert, "Program Message", "made at run time", ("OK",)).build()
    handle = data.DmNewResource(db, _fourcc("Talt"), 1, len(raw))  # type: ignore[attr-defined]
    pointer = kernel.managers["MemoryTraps"].MemHandleLock(handle)  # type: ignore[attr-defined]
    source = memory.allocate(len(raw), data=raw, label="the alert")
    assert data.DmWrite(pointer, 0, source.address, len(raw)) == 0  # type: ignore[attr-defined]
    template = resources.alert(1)
    assert template.title == "Program Message" and template.message == "made at run time"
    assert resources.form(1000).form_id == 1000  # what the new database lacks is the application's
    data.DmCloseDatabase(db)  # type: ignore[attr-defined]
