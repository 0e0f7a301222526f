"""The calls of other people's applications, checked inside 68k code as the reference describes
them: the Rectangle utilities, local IDs, the UI colour table, ``DmDatabaseSize``,
``DmFindSortPosition`` (with a 68k comparison function), ``DmNewHandle(NULL, size)``,
``DmSetDatabaseInfo`` and ``DmDeleteDatabase`` on a database made without a data folder, a
field's bounds and attributes and ``FldDelete``, ``LstScrollList``, ``AlmSetAlarm`` and
``AlmGetAlarm``, and ``AbtShowAbout``'s dialog.

The apis program runs every check at ``frmOpenEvent`` (a failed one stops it with its line);
the tests see it run clean under ``--strict`` and what the screen model holds afterwards.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.device import Device
from emulator.traps.rect import RectTraps
from palm_os.controls import Field, ListObject
from palm_sdk.controls import Justification
from palm_sdk.window import UnderlineMode

FORM, FIELD, LIST, ABOUT = 1000, 1001, 1002, (20, 152)
OK = (25, 148)


@pytest.fixture
def device(programs: Path) -> Device:
    device = Device(programs / "apis.prc", strict=True)
    assert device.fault is None, device.fault
    return device


def test_every_check_passes_and_leaves_the_field_and_list_as_the_calls_said(device: Device) -> None:
    form = device.kernel.ui.system.active_form
    assert form is not None and form.form_id == FORM
    field = form.objects[form.get_object_index(FIELD)]
    assert isinstance(field, Field)
    assert field.numeric and field.editable and field.single_line  # FldSetAttributes kept the rest
    assert field.underlined == UnderlineMode.grayUnderline and field.justification == Justification.leftAlign
    assert field.get_text() == ""  # the handle given back to the program
    lst = form.objects[form.get_object_index(LIST)]
    assert isinstance(lst, ListObject) and lst.top_item == 0
    device.close()
    assert device.fault is None and device.kernel.violations == []


def test_the_about_box_names_the_application_and_its_version_until_ok(device: Device) -> None:
    device.tap(*ABOUT)
    system = device.kernel.ui.system
    assert len(system.modal) == 1
    dialog = system.modal[-1].form
    assert dialog.title == "About Apis"
    texts = " ".join(getattr(obj, "text", "") or "" for obj in dialog.objects)
    assert "Version 2.5" in texts
    device.tap(*OK)
    assert system.modal == [] and device.fault is None


@pytest.mark.parametrize(
    ("point", "inside"),
    [((10, 20), True), ((39, 59), True), ((40, 20), False), ((10, 60), False), ((9, 59), False)],
)
def test_a_point_is_inside_from_the_top_left_up_to_but_not_including_the_extent(
    programs: Path, point: tuple[int, int], inside: bool
) -> None:
    device = Device(programs / "apis.prc")
    rect = device.kernel.managers["RectTraps"]
    assert isinstance(rect, RectTraps)
    chunk = device.kernel.memory.allocate(8, label="a rectangle")
    rect.RctSetRectangle(chunk.address, 10, 20, 30, 40)
    assert rect.RctPtInRectangle(*point, chunk.address) == int(inside)
    device.close()


def test_a_record_stored_busy_is_free_when_its_database_is_loaded(tmp_path: Path) -> None:
    from emulator.kernel import Kernel
    from palm_sdk.databases import dmRecAttrBusy, dmRecAttrDirty
    from prc_tools.formats.container import Record, RecordAttributes, RecordDatabase

    busy = RecordAttributes(dmRecAttrBusy | dmRecAttrDirty)
    database = RecordDatabase(
        name="BusyDB", type="DATA", creator="EmAp", records=(Record(b"held", 1, 3, busy), Record(b"free", 2))
    )
    (tmp_path / "BusyDB.pdb").write_bytes(database.build())
    kernel = Kernel(data_dir=tmp_path)
    db = kernel.card.find("BusyDB")
    assert db is not None and db.slots is not None
    assert [slot.attributes for slot in db.slots] == [dmRecAttrDirty | 3, 0]  # category 3 kept


def test_dm_create_database_from_image_makes_the_database_and_its_file(tmp_path: Path) -> None:
    from emulator.kernel import Kernel
    from emulator.traps.data_info import DataInfoTraps
    from palm_sdk.errors import dmErrAlreadyExists, dmErrCorruptDatabase
    from prc_tools.formats.container import Record, RecordDatabase, parse_database

    image = RecordDatabase(name="ImageDB", type="DATA", creator="EmAp", records=(Record(b"one", 1),)).build()
    kernel = Kernel(data_dir=tmp_path)
    traps = kernel.managers["DataInfoTraps"]
    assert isinstance(traps, DataInfoTraps)
    chunk = kernel.memory.allocate(len(image), label="an image resource")
    kernel.memory.write(chunk.address, image)
    assert traps.DmCreateDatabaseFromImage(chunk.address) == 0
    db = kernel.card.find("ImageDB")
    assert db is not None and db.slots is not None and db.slots[0].data == b"one"
    written = parse_database((tmp_path / "ImageDB.pdb").read_bytes())
    assert isinstance(written, RecordDatabase) and written.records[0].data == b"one"
    assert traps.DmCreateDatabaseFromImage(chunk.address) == dmErrAlreadyExists
    kernel.memory.write(chunk.address, b"\0" * len(image))
    assert traps.DmCreateDatabaseFromImage(chunk.address) == dmErrCorruptDatabase
