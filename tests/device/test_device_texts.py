"""The device's packed texts (device/app/packed_text.c): Options > Rules and Keyboard unpack their
``TxtC`` resource into feature memory, the same text the desktop shows, freed when the dialog
closes; a damaged stream ends the text where it goes wrong, without a fault."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from emulator.device import Device
from emulator.memory import OWNER_SYSTEM, STORAGE
from palm_os.shells.script import key_of
from palm_pitch.app import ids
from palm_pitch.app.resources import load_resources
from palm_sdk.traps import BY_NAME
from prc_tools.formats import ResourceDatabase
from prc_tools.formats.packed_text import PACKED_TEXT_TYPE, compress

CREATOR = int.from_bytes(b"PPch", "big")
TEXT_FEATURE, TEXTS_FEATURE = 2, 3  # device/app/packed_text.h


def _open(device: Device, shortcut: str) -> str:
    device.key(*key_of(f"cmd+{shortcut}"))
    form = device.kernel.ui.system.active_form
    field_id = ids.RulesField if form.form_id == ids.RulesForm else ids.KeysField
    return form.field_object(field_id).text


def _clean(device: Device) -> None:
    device.close()
    assert device.fault is None, device.fault
    assert device.kernel.violations == [], device.kernel.violations[:3]


@pytest.mark.parametrize(("shortcut", "text_id"), [("U", ids.RulesText), ("K", ids.KeyboardText)])
def test_the_dialog_shows_the_desktop_s_text_and_frees_it_on_done(
    prc_path: Path, tmp_path: Path, shortcut: str, text_id: int
) -> None:
    device = Device(prc_path, data_dir=tmp_path, seed=1, strict=True)
    shown = _open(device, shortcut)
    assert shown == load_resources().packed_text(text_id) and len(shown) > 500
    assert (CREATOR, TEXT_FEATURE) in device.kernel.features  # in the storage heap, not the dynamic
    device.tap(26, 151)  # Done
    assert device.kernel.ui.system.active_form.form_id == ids.MainForm
    assert (CREATOR, TEXT_FEATURE) not in device.kernel.features
    _clean(device)


def test_quitting_in_the_dialog_frees_the_text(prc_path: Path, tmp_path: Path) -> None:
    device = Device(prc_path, data_dir=tmp_path, seed=1, strict=True)
    _open(device, "U")
    device.key(*key_of("home"))
    assert device.stopped
    assert (CREATOR, TEXT_FEATURE) not in device.kernel.features
    _clean(device)


def _with_rules(prc_path: Path, tmp_path: Path, data: bytes) -> Path:
    database = ResourceDatabase.parse(prc_path.read_bytes())
    resources = tuple(
        dataclasses.replace(r, data=data) if (r.type, r.id) == (PACKED_TEXT_TYPE, ids.RulesText) else r
        for r in database.resources
    )
    path = tmp_path / "Damaged.prc"
    path.write_bytes(dataclasses.replace(database, resources=resources).build())
    return path


@pytest.mark.parametrize(
    ("stream", "length", "shown"),
    [
        (compress(b"Rules of Pitch"), 14, "Rules of Pitch"),
        (compress(b"Rules of Pitch"), 9, "Rules of "),  # the header is shorter: no write past it
        (compress(b"Rules") + b"\x05ab", 40, "Rules"),  # a literal run cut short
        (compress(b"Rules") + b"\x80", 40, "Rules"),  # a back-reference cut short
        (b"ab" + bytes([0x80, 0x18]), 40, "ab"),  # a back-reference 3 bytes back, before the start
        (b"", 0, ""),
    ],
)
def test_a_damaged_stream_ends_the_text_where_it_goes_wrong(
    prc_path: Path, tmp_path: Path, stream: bytes, length: int, shown: str
) -> None:
    damaged = _with_rules(prc_path, tmp_path, length.to_bytes(2, "big") + stream)
    device = Device(damaged, data_dir=tmp_path, seed=1, strict=True)
    assert _open(device, "U") == shown
    device.tap(26, 151)
    assert (CREATOR, TEXT_FEATURE) not in device.kernel.features
    _clean(device)


def test_the_table_s_texts_are_unpacked_for_the_run_and_freed_at_its_end(
    prc_path: Path, tmp_path: Path
) -> None:
    device = Device(prc_path, data_dir=tmp_path, seed=1, strict=True)
    assert (CREATOR, TEXTS_FEATURE) in device.kernel.features
    device.key(*key_of("home"))
    assert device.stopped and (CREATOR, TEXTS_FEATURE) not in device.kernel.features
    _clean(device)


def test_a_text_is_freed_once_when_its_dialog_closes_and_not_before_it_opens(
    prc_path: Path, tmp_path: Path
) -> None:
    """PumpkinOS's FtrPtrFree leaves the feature registered, so a free 'just in case' before the
    FtrPtrNew freed the last dialog's text a second time there."""
    device = Device(prc_path, data_dir=tmp_path, seed=1, strict=True)
    frees = BY_NAME["FtrPtrFree"].number
    for _ in range(2):
        before = device.kernel.trap_counts[frees]
        _open(device, "U")
        assert device.kernel.trap_counts[frees] == before
        device.tap(26, 151)
        assert device.kernel.trap_counts[frees] == before + 1
    _clean(device)


def test_a_text_an_earlier_run_left_behind_is_freed_and_made_again(prc_path: Path, tmp_path: Path) -> None:
    device = Device(prc_path, data_dir=tmp_path, seed=1, strict=True)
    stale = device.kernel.memory.allocate(8, heap=STORAGE, owner=OWNER_SYSTEM, label="a stale feature")
    device.kernel.managers["FeatureTraps"].pointers[(CREATOR, TEXT_FEATURE)] = stale  # type: ignore[attr-defined]
    device.kernel.features[(CREATOR, TEXT_FEATURE)] = stale.address
    assert _open(device, "U") == load_resources().packed_text(ids.RulesText)
    assert stale.freed
    device.tap(26, 151)
    assert (CREATOR, TEXT_FEATURE) not in device.kernel.features
    _clean(device)
