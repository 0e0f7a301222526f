"""DmQuickSort, DmInsertionSort, SysFormPointerArrayToStrings, the Palm OS 1.0 preference calls,
MIDI files and the Exchange Manager, checked inside 68k code (the calls program, under
``--strict``) and here."""

from __future__ import annotations

from pathlib import Path

from emulator.device import Device
from emulator.traps.exchange import safe_file_name
from emulator.traps.sound_smf import SmfTraps, is_midi_file
from prc_tools.formats.container import ResourceDatabase, parse_database


def test_every_check_of_the_calls_program_passes_under_strict(programs: Path, tmp_path: Path) -> None:
    device = Device(programs / "calls.prc", strict=True, data_dir=tmp_path)
    assert device.fault is None, device.fault
    smf = device.kernel.managers["SmfTraps"]
    assert isinstance(smf, SmfTraps)
    assert [song[:4] for song in smf.played] == [b"MThd", b"MThd"]  # the array and the resource
    assert device.kernel.card.find("CallsDB") is None  # made, sorted, deleted
    assert device.kernel.card.find("ExgDB") is None  # sent to a buffer, read back, deleted
    device.close()
    assert device.fault is None and device.kernel.violations == []
    beamed = parse_database((tmp_path / "exchange" / "Calls.prc").read_bytes())
    own = parse_database((programs / "calls.prc").read_bytes())
    assert isinstance(beamed, ResourceDatabase) and isinstance(own, ResourceDatabase)
    assert (beamed.name, beamed.type, beamed.creator) == (own.name, own.type, own.creator)
    assert beamed.resources == own.resources


def test_a_midi_file_starts_with_a_header_chunk_of_six_bytes_or_more() -> None:
    header = b"MThd" + (6).to_bytes(4, "big") + bytes(6)
    assert is_midi_file(header)
    assert not is_midi_file(header[:10])
    assert not is_midi_file(b"MThd" + (2).to_bytes(4, "big") + bytes(6))


def test_an_object_s_name_becomes_a_file_name_inside_the_exchange_folder() -> None:
    assert safe_file_name("Memo.txt") == "Memo.txt"
    assert safe_file_name("../../etc/passwd") == "passwd"
    assert safe_file_name("a:b") == "a_b" and safe_file_name(" . ") == "object"
