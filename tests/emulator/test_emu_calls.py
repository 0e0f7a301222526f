"""DmQuickSort, DmInsertionSort, SysFormPointerArrayToStrings, the Palm OS 1.0 preference calls
and MIDI files, checked inside 68k code (the calls program, under ``--strict``) and here."""

from __future__ import annotations

from pathlib import Path

from emulator.device import Device
from emulator.traps.sound_smf import SmfTraps, is_midi_file


def test_every_check_of_the_calls_program_passes_under_strict(programs: Path, tmp_path: Path) -> None:
    device = Device(programs / "calls.prc", strict=True, data_dir=tmp_path)
    assert device.fault is None, device.fault
    smf = device.kernel.managers["SmfTraps"]
    assert isinstance(smf, SmfTraps)
    assert [song[:4] for song in smf.played] == [b"MThd", b"MThd"]  # the array and the resource
    assert device.kernel.card.find("CallsDB") is None  # made, sorted, deleted
    device.close()
    assert device.fault is None and device.kernel.violations == []


def test_a_midi_file_starts_with_a_header_chunk_of_six_bytes_or_more() -> None:
    header = b"MThd" + (6).to_bytes(4, "big") + bytes(6)
    assert is_midi_file(header)
    assert not is_midi_file(header[:10])
    assert not is_midi_file(b"MThd" + (2).to_bytes(4, "big") + bytes(6))
