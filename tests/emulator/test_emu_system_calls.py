"""System calls other people's applications stop on, each as the Palm OS reference describes it:
the memory semaphore (``MemSemaphoreReserve``/``Release`` lift and restore the storage heap's
write protection, nested), ``EvtGetSilkscreenAreaList`` (the screen and the two Graffiti areas),
``MemHeapPtr`` (a heap's header, its flags and size as ``MemHeapFlags``/``MemHeapSize`` say),
``SysLibInstall`` (a library whose install function is 68k code the application holds, found
by ``SysLibFind`` afterwards), the VFS Manager's trap on a Palm OS 4 device without a card and on
a 3.5 device without the VFS Manager, and ``DmDatabaseProtect``.
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from unicorn import UC_PROT_WRITE

from emulator.device import Device
from emulator.device_models import MODELS
from emulator.errors import AppFault
from emulator.memory import STORAGE
from palm_sdk.errors import (
    dmErrCantFind,
    dmErrDatabaseProtected,
    dmErrInvalidParam,
    memErrInvalidParam,
    sysErrLibNotFound,
    sysErrParamErr,
)
from palm_sdk.expansion import expErrEnumerationEmpty, vfsErrVolumeBadRef, vfsIteratorStop
from palm_sdk.structs import SilkscreenAreaType


@pytest.fixture
def device(programs: Path) -> Device:
    device = Device(programs / "apis.prc")
    assert device.fault is None, device.fault
    return device


def _writable(device: Device, address: int) -> bool:
    for start, end, perms in device.kernel.memory.uc.mem_regions():
        if start <= address <= end:
            return bool(perms & UC_PROT_WRITE)
    raise AssertionError(f"{address:#x} is not mapped")


def test_a_write_reservation_lifts_the_storage_protection_until_the_last_release(device: Device) -> None:
    memory = device.kernel.memory
    record = memory.allocate(16, heap=STORAGE, label="a record")
    traps = device.kernel.managers["SemaphoreTraps"]
    assert not _writable(device, record.address)
    assert traps.MemSemaphoreReserve(1) == 0 and traps.MemSemaphoreReserve(1) == 0  # type: ignore[attr-defined]
    assert _writable(device, record.address)
    later = memory.allocate(16, heap=STORAGE, label="a record made while reserved")
    assert _writable(device, later.address)
    assert traps.MemSemaphoreRelease(1) == 0 and _writable(device, record.address)  # type: ignore[attr-defined]
    assert traps.MemSemaphoreRelease(1) == 0  # type: ignore[attr-defined]
    assert not _writable(device, record.address) and not _writable(device, later.address)


def test_a_read_reservation_changes_nothing_and_a_release_of_nothing_is_reported(device: Device) -> None:
    memory = device.kernel.memory
    record = memory.allocate(16, heap=STORAGE, label="a record")
    traps = device.kernel.managers["SemaphoreTraps"]
    assert traps.MemSemaphoreReserve(0) == 0 and not _writable(device, record.address)  # type: ignore[attr-defined]
    assert traps.MemSemaphoreRelease(0) == 0  # type: ignore[attr-defined]
    assert traps.MemSemaphoreRelease(1) == memErrInvalidParam  # type: ignore[attr-defined]
    assert any(v.kind == "bad-parameter" for v in device.kernel.violations)


def test_the_silkscreen_areas_are_the_screen_and_the_two_graffiti_areas(device: Device) -> None:
    traps = device.kernel.managers["SilkscreenTraps"]
    memory = device.kernel.memory
    count = memory.allocate(2, label="numAreas")
    table = traps.EvtGetSilkscreenAreaList(count.address)  # type: ignore[attr-defined]
    assert memory.u16(count.address) == 3
    size = SilkscreenAreaType.size
    areas = [SilkscreenAreaType.unpack(memory.read(table + i * size, size)) for i in range(3)]
    kinds = [(a["areaType"].to_bytes(4, "big"), a["index"]) for a in areas]
    assert kinds == [(b"scrn", 0), (b"graf", 0), (b"graf", 1)]
    screen = areas[0]["bounds"]
    assert screen == {"topLeft": {"x": 0, "y": 0}, "extent": {"x": 160, "y": 160}}
    alpha, numeric = areas[1]["bounds"], areas[2]["bounds"]
    assert alpha["topLeft"]["y"] >= 160
    assert numeric["topLeft"]["x"] == alpha["topLeft"]["x"] + alpha["extent"]["x"]
    assert traps.EvtGetSilkscreenAreaList(0) == table  # type: ignore[attr-defined]  # one table, NULL count allowed


def test_mem_heap_ptr_gives_each_heap_s_header_as_the_heap_queries_say(device: Device) -> None:
    info = device.kernel.managers["MemoryInfoTraps"]
    memory_traps = device.kernel.managers["MemoryTraps"]
    memory = device.kernel.memory
    for heap in (0, 1, 2):
        start = info.MemHeapPtr(heap)  # type: ignore[attr-defined]
        flags, size = struct.unpack(">HI", memory.read(start, 6))
        assert flags == info.MemHeapFlags(heap)  # type: ignore[attr-defined]
        assert size == memory_traps.MemHeapSize(heap)  # type: ignore[attr-defined]
        assert memory.is_mapped(start, 6)
        assert info.MemHeapPtr(heap) == start  # type: ignore[attr-defined]
    rom = info.MemHeapPtr(2)  # type: ignore[attr-defined]
    assert memory.is_mapped(rom + memory_traps.MemHeapSize(2) - 1)  # type: ignore[attr-defined]  # the whole ROM heap
    assert not _writable(device, rom)
    assert info.MemHeapPtr(3) == 0 and any(v.kind == "bad-parameter" for v in device.kernel.violations)  # type: ignore[attr-defined]


# An install function, Err install(UInt16 refNum, SysLibTblEntryType *entryP), in 68k code:
#   movea.l 6(sp),a0 ; lea table(pc),a1 ; move.l a1,(a0) ; moveq #0,d0 ; rts
#   table: dc.w name-table ; name: "Inst.lib"
INSTALL = bytes.fromhex("206F000643FA00082089" "70004E75") + b"\x00\x02Inst.lib\x00\x00"
FAILING_INSTALL = bytes.fromhex("303C050A4E75")  # move.w #sysErrLibNotFound,d0 ; rts


def test_sys_lib_install_runs_the_install_function_and_the_library_is_found_by_name(device: Device) -> None:
    kernel = device.kernel
    code = kernel.memory.allocate(len(INSTALL), label="library code", data=INSTALL, executable=True)
    ref = kernel.memory.allocate(2, label="refNum")
    libraries = kernel.managers["LibraryTraps"]
    assert libraries.SysLibInstall(code.address, ref.address) == 0  # type: ignore[attr-defined]
    ref_num = kernel.memory.u16(ref.address)
    name = kernel.memory.allocate(16, label="name", data=b"Inst.lib\x00")
    found = kernel.memory.allocate(2, label="found")
    assert libraries.SysLibFind(name.address, found.address) == 0  # type: ignore[attr-defined]
    assert kernel.memory.u16(found.address) == ref_num
    entry = libraries.SysLibTblEntry(ref_num)  # type: ignore[attr-defined]
    assert kernel.memory.u32(entry) == code.address + 14  # the dispatch table the function set
    assert libraries.SysLibRemove(ref_num) == 0  # type: ignore[attr-defined]
    assert libraries.SysLibFind(name.address, found.address) == sysErrLibNotFound  # type: ignore[attr-defined]


def test_sys_lib_install_passes_on_the_install_function_s_error_and_refuses_no_code(device: Device) -> None:
    kernel = device.kernel
    code = kernel.memory.allocate(len(FAILING_INSTALL), label="code", data=FAILING_INSTALL, executable=True)
    libraries = kernel.managers["LibraryTraps"]
    assert libraries.SysLibInstall(code.address, 0) == sysErrLibNotFound  # type: ignore[attr-defined]
    assert libraries.table == {}  # type: ignore[attr-defined]
    assert libraries.SysLibInstall(0, 0) == sysErrParamErr  # type: ignore[attr-defined]
    assert libraries.SysLibInstall(code.address + 1, 0) == sysErrParamErr  # type: ignore[attr-defined]


def _vfs_call(device: Device, selector: int, *args: int) -> int:
    kernel = device.kernel
    frame = kernel.memory.allocate(4 * len(args) + 4, label="arguments")
    kernel.memory.write(frame.address, b"".join(struct.pack(">I", a) for a in args))
    kernel.trap_sp = frame.address
    kernel.cpu.set_d(2, selector)
    kernel.managers["VFSTraps"].FileSystemDispatch()  # type: ignore[attr-defined]
    return kernel.cpu.d(0) & 0xFFFF


def test_a_palm_os_4_device_without_a_card_has_no_volumes(programs: Path) -> None:
    device = Device(programs / "apis.prc", model=MODELS["m505"])
    iterator = device.kernel.memory.allocate(4, label="iterator")
    volume = device.kernel.memory.allocate(2, label="volRefNum")
    assert _vfs_call(device, 27, volume.address, iterator.address) == expErrEnumerationEmpty
    assert device.kernel.memory.u32(iterator.address) == vfsIteratorStop
    assert _vfs_call(device, 28, 1 << 16, 0) == vfsErrVolumeBadRef
    assert _vfs_call(device, 31, 1 << 16, 0, 0) == vfsErrVolumeBadRef
    with pytest.raises(AppFault, match="no selector 3"):
        _vfs_call(device, 3, 0)


def test_a_palm_os_3_5_device_has_no_vfs_manager(device: Device) -> None:
    with pytest.raises(AppFault, match="SysReserved3 is not implemented on palm35"):
        _vfs_call(device, 27, 0, 0)


def test_a_protected_database_is_not_deleted_until_unprotected(device: Device) -> None:
    kernel = device.kernel
    db = kernel.card.create("Protected", "test", "DATA", False)
    protect = kernel.managers["DataProtectTraps"]
    data = kernel.managers["DataTraps"]
    assert protect.DmDatabaseProtect(0, db.local_id, 1) == 0  # type: ignore[attr-defined]
    assert data.DmDeleteDatabase(0, db.local_id) == dmErrDatabaseProtected  # type: ignore[attr-defined]
    assert protect.DmDatabaseProtect(0, db.local_id, 0) == 0  # type: ignore[attr-defined]
    assert protect.DmDatabaseProtect(0, db.local_id, 0) == dmErrInvalidParam  # type: ignore[attr-defined]
    assert data.DmDeleteDatabase(0, db.local_id) == 0  # type: ignore[attr-defined]
    assert protect.DmDatabaseProtect(0, 0x7654321, 1) == dmErrCantFind  # type: ignore[attr-defined]
