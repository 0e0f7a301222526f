"""Databases and preferences written by a 68k program survive a relaunch, and reach disk whole.

The databases program's first launch creates a database and writes records and a preference;
a second emulator on the same data folder (a relaunch) finds all of it. The files are real
PDB/PRC databases that ``prc_tools`` reads back.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.errors import AppFault
from emulator.kernel import Kernel
from emulator.loader import read_application
from prc_tools.formats.container import RecordDatabase, ResourceDatabase, parse_database

FIRST, SECOND, OUT_OF_BOUNDS, DIRECT_STORE = 0x8001, 0x8002, 0x8003, 0x8004


def launch(programs: Path, data: Path, cmd: int, strict: bool = True) -> Kernel:
    kernel = Kernel(data_dir=data, strict=strict)
    assert kernel.launch(read_application(programs / "databases.prc"), cmd) == 0
    return kernel


def test_records_and_preferences_survive_a_relaunch(programs: Path, tmp_path: Path) -> None:
    launch(programs, tmp_path, FIRST)
    launch(programs, tmp_path, SECOND)  # every check of the second run passes


def test_the_files_are_palm_databases(programs: Path, tmp_path: Path) -> None:
    launch(programs, tmp_path, FIRST)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["EmuTestDB.pdb", "Saved Preferences.prc"]
    db = parse_database((tmp_path / "EmuTestDB.pdb").read_bytes())
    assert isinstance(db, RecordDatabase) and (db.type, db.creator) == ("DATA", "EmDb")
    assert [r.data for r in db.records] == [b"first".ljust(40, b"\0"), b"third\0" + b"x" * 10]
    prefs = parse_database((tmp_path / "Saved Preferences.prc").read_bytes())
    assert isinstance(prefs, ResourceDatabase)
    pref = prefs.get("EmDb", 0)
    assert pref is not None and pref.data[:2] == b"\0\3"  # version 3, then the bytes


def test_a_write_out_of_bounds_is_refused_and_reported(programs: Path, tmp_path: Path) -> None:
    launch(programs, tmp_path, FIRST)
    kernel = launch(programs, tmp_path, OUT_OF_BOUNDS, strict=False)
    assert [v.kind for v in kernel.violations] == ["write-out-of-bounds"]


def test_a_direct_store_into_a_record_is_a_violation(programs: Path, tmp_path: Path) -> None:
    launch(programs, tmp_path, FIRST)
    with pytest.raises(AppFault, match="storage-write") as caught:
        launch(programs, tmp_path, DIRECT_STORE)
    assert "record 0 of 'EmuTestDB'" in caught.value.message


def test_a_crash_leaves_whole_files_only(programs: Path, tmp_path: Path) -> None:
    # A crash inside the run (strict: the DmWrite out of bounds) leaves whole files only.
    launch(programs, tmp_path, FIRST)
    before = (tmp_path / "EmuTestDB.pdb").read_bytes()
    with pytest.raises(AppFault):
        launch(programs, tmp_path, OUT_OF_BOUNDS)
    after = (tmp_path / "EmuTestDB.pdb").read_bytes()
    assert parse_database(after) == parse_database(before) or after == before
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary left


def test_files_an_older_emulator_named_name_creator_still_open(programs: Path, tmp_path: Path) -> None:
    # palm-emu used to keep a database whose name does not end with its creator as Name-CRID.pdb:
    # the card finds a database by the name in its header, whatever the file is called.
    launch(programs, tmp_path, FIRST)
    (tmp_path / "EmuTestDB.pdb").rename(tmp_path / "EmuTestDB-EmDb.pdb")
    (tmp_path / "Saved Preferences.prc").rename(tmp_path / "Saved Preferences-psys.prc")
    launch(programs, tmp_path, SECOND)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["EmuTestDB-EmDb.pdb", "Saved Preferences-psys.prc"]


def test_a_release_rom_writes_and_resizes_dynamic_memory_given_to_the_data_manager(programs: Path) -> None:
    """NS Basic's runtime calls DmWrite on a MemHandleNew chunk and DmResizeResource on its
    handle: a debug ROM complains (a violation here), a release ROM does both."""
    from emulator.device import Device

    device = Device(programs / "apis.prc")
    kernel = device.kernel
    memory = kernel.memory
    chunk = memory.allocate(8, movable=True, label="a dynamic chunk")
    data = kernel.managers["DataTraps"]
    pointer = kernel.managers["MemoryTraps"].MemHandleLock(chunk.handle)  # type: ignore[attr-defined]
    source = memory.allocate(4, data=b"abcd", label="the source")
    assert data.DmWrite(pointer, 2, source.address, 4) == 0  # type: ignore[attr-defined]
    assert memory.read(pointer + 2, 4) == b"abcd"
    assert data.DmWrite(pointer, 6, source.address, 4) != 0  # type: ignore[attr-defined]  # past its end
    kernel.managers["MemoryTraps"].MemHandleUnlock(chunk.handle)  # type: ignore[attr-defined]
    assert data.DmResizeResource(chunk.handle, 40) == chunk.handle  # type: ignore[attr-defined]
    assert memory.chunk_of_handle(chunk.handle).size == 40  # type: ignore[union-attr]
    assert {v.kind for v in kernel.violations} == {"bad-parameter"}  # reported, once a place
