"""Hostile input to palm-emu: every case one line (a violation, or a fault with its PC), exit 2 at
the command line, bounded time and memory, never a traceback.

* Garbage arguments to every implemented trap (a seeded fuzz, ``tools/trap_fuzz.py`` at a larger
  size) and damaged copies of ``Pitch.prc`` (``tools/prc_fuzz.py``): no traceback, no hang.
* The cases the fuzzes found, one by one: an all-zero date, unknown drawing modes, a sort of
  negative width, a 200 MB record, a 300,000,000-wide ``%d``, a 2 GB ``MemSet``, ``SysQSort``
  calling back without end, a jump to an odd address, a flag-reading first instruction (which
  made unicorn abort the process), a stack of 0 bytes.
* The command line: ``/dev/zero`` as a PRC or a script, a script with a UTF-8 BOM, an ``--out``
  that is a file, a disk that fills up.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from prc_fuzz import fuzz as prc_fuzz
from trap_fuzz import Bench, default_application
from trap_fuzz import fuzz as trap_fuzz

from emulator.cli import main
from emulator.errors import AppFault
from emulator.kernel import Kernel
from emulator.loader import Application
from emulator.memory import SENTINEL
from emulator.traps import result_register
from palm_pitch.app import pitch_prc
from palm_sdk.errors import dmErrMemError
from palm_sdk.traps import BY_NAME

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def app() -> Application:
    return default_application()


def call(bench: Bench, name: str, *values: int) -> int:
    """Dispatch trap ``name`` with ``values`` as a TRAP #15 would; D0 afterwards."""
    handler = bench.kernel.dispatcher.lookup(BY_NAME[name].number)
    assert handler is not None
    block = bytearray(handler.stack_bytes)
    for value, (offset, size, _signed, _high) in zip(values, handler.decoder, strict=True):
        block[offset : offset + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "big")
    bench.call(handler.trap.number, bytes(block), fill=False)
    return bench.kernel.cpu.a(0) if result_register(handler.trap) == "a0" else bench.kernel.cpu.d(0)


def kinds(bench: Bench) -> list[str]:
    return [v.kind for v in bench.kernel.violations]


def test_garbage_arguments_to_every_trap(app: Application) -> None:
    report = trap_fuzz(cases=2, seed=18, app=app)
    assert report.traps >= 350 and report.cases == 2 * report.traps
    assert report.tracebacks == [] and report.hangs == [], report.line()
    assert report.refused > 0 and report.ok > 0


def test_damaged_copies_of_pitch_prc() -> None:
    report = prc_fuzz(cases=12, seed=18, budget=2_000_000, limit=20.0)
    assert report.tracebacks == [] and report.slow == [], report.line()
    assert report.refused + report.ran + report.crashed == 12


def test_an_all_zero_date_is_a_violation(app: Application) -> None:
    bench = Bench(app, strict=False, data_dir=None)
    scratch = bench.scratch.address
    bench.kernel.memory.write(scratch, bytes(14))
    call(bench, "TimDateTimeToSeconds", scratch)
    assert kinds(bench) == ["bad-parameter"] and "0000-00-00" in bench.kernel.violations[0].message
    strict = Bench(app, strict=True, data_dir=None)
    strict.kernel.memory.write(strict.scratch.address, bytes(14))
    with pytest.raises(AppFault, match=r"bad-parameter at PC .*TimDateTimeToSeconds: 0000-00-00"):
        call(strict, "TimDateTimeToSeconds", strict.scratch.address)


@pytest.mark.parametrize(
    ("name", "values"),
    [
        ("WinSetUnderlineMode", (0x80,)),
        ("WinSetPatternType", (0x39,)),
        ("DaysInMonth", (2, 0)),
        ("DateAdjust", (0, -(2**31))),
        ("DateDaysToDate", (0xFFFFFFFE, 0)),
        ("WinCreateOffscreenWindow", (-5, 10, 0, 0)),
        ("BmpCreate", (-200, -1, 1, 0, 0)),
    ],
)
def test_modes_and_dates_out_of_range_are_violations(
    app: Application, name: str, values: tuple[int, ...]
) -> None:
    bench = Bench(app, strict=False, data_dir=None)
    values = tuple(bench.scratch.address if v == 0 and name.startswith("Date") else v for v in values)
    call(bench, name, *values)
    assert set(kinds(bench)) <= {"bad-parameter"}
    if name != "DaysInMonth":  # year 0 has a February: no violation, and no traceback
        assert kinds(bench) == ["bad-parameter"]


def test_a_sort_of_negative_width_is_a_violation(app: Application) -> None:
    bench = Bench(app, strict=False, data_dir=None)
    call(bench, "SysInsertionSort", 0x7FFF, 0xFF, 0x8000, bench.code, 0)
    assert kinds(bench) == ["bad-parameter"]


def test_a_record_over_64_kb_is_refused_before_anything_is_allocated(
    app: Application, tmp_path: Path
) -> None:
    bench = Bench(app, strict=False, data_dir=tmp_path)
    kernel = bench.kernel
    name = bench.scratch.address
    kernel.memory.write(name, b"Big-Esc1\0")
    assert call(bench, "DmCreateDatabase", 0, name, 0x45736331, 0x44415441, 0) == 0
    ref = call(bench, "DmOpenDatabase", 0, call(bench, "DmFindDatabase", 0, name), 3)
    started = time.perf_counter()
    assert call(bench, "DmNewRecord", ref, 0, 200 << 20) == 0
    assert call(bench, "DmGetLastErr") == dmErrMemError
    assert time.perf_counter() - started < 1 and kinds(bench) == ["bad-parameter"]
    call(bench, "DmCloseDatabase", ref)
    assert sum(p.stat().st_size for p in tmp_path.iterdir()) < 1000


def test_a_huge_printf_width_is_cut(app: Application) -> None:
    bench = Bench(app, strict=False, data_dir=None)
    scratch = bench.scratch.address
    bench.kernel.memory.write(scratch, b"%300000000d\0")
    out = bench.kernel.memory.allocate(0x9000, label="out").address
    started = time.perf_counter()
    length = call(bench, "StrPrintF", out, scratch)
    assert time.perf_counter() - started < 2
    assert length == 0x7FFF and "bad-parameter" in kinds(bench)


def test_a_2_gb_memset_is_one_line_at_once(app: Application) -> None:
    bench = Bench(app, strict=False, data_dir=None)
    started = time.perf_counter()
    with pytest.raises(AppFault, match=r"bad-pointer at PC .*MemSet was given memory it cannot use"):
        call(bench, "MemSet", bench.scratch.address, 0x7FFFFFFF, 0)
    assert time.perf_counter() - started < 1


def _code(kernel: Kernel, words: str) -> int:
    chunk = kernel.memory.allocate(256, executable=True, label="code")
    kernel.memory.write(chunk.address, bytes.fromhex(words))
    return chunk.address


def test_a_comparator_called_without_end_meets_the_watchdog(app: Application) -> None:
    bench = Bench(app, strict=False, data_dir=None)
    compare = _code(bench.kernel, "7001 4E75")  # moveq #1,d0; rts: always "greater": n*n/2 calls
    array = bench.kernel.memory.allocate(64000, label="array").address
    started = time.perf_counter()
    with pytest.raises(AppFault, match="watchdog"):
        call(bench, "SysQSort", array, 32000, 2, compare, 0)
    assert time.perf_counter() - started < 30  # budget 2,000,000: 10,000 callbacks


def test_a_runaway_write_loop_in_the_default_mode_meets_the_watchdog() -> None:
    kernel = Kernel(strict=False, budget=5_000_000)
    record = kernel.memory.allocate(64, heap="storage", movable=True, label="record")
    # movea.l #record,a0; loop: move.l d0,(a0)+; bra loop - through the storage heap and past it
    code = _code(kernel, "207C" + record.address.to_bytes(4, "big").hex() + "20C0 60FC")
    kernel.cpu.sp = kernel.memory.allocate(4096, label="stack").address + 4000
    started = time.perf_counter()
    with pytest.raises(AppFault, match="watchdog"):
        kernel.cpu.run(code, SENTINEL)
    assert time.perf_counter() - started < 10


@pytest.mark.parametrize("jump", ["4EF9{target}", "6003", "2F3C{target} 4E75"])  # jmp, bra.s, rts
def test_a_jump_to_an_odd_address_is_an_address_error(jump: str) -> None:
    kernel = Kernel()
    chunk = kernel.memory.allocate(256, executable=True, label="code")
    target = (chunk.address + 9).to_bytes(4, "big").hex()
    kernel.memory.write(chunk.address, bytes.fromhex(jump.format(target=target)) + bytes.fromhex("4E71") * 60)
    kernel.cpu.sp = kernel.memory.allocate(4096, label="stack").address + 4000
    with pytest.raises(AppFault, match="address error: the PC is odd"):
        kernel.cpu.run(chunk.address, chunk.address + 200)


def test_a_flag_reading_first_instruction_runs() -> None:
    # seq d0 / seq (a7)+ as the very first instruction aborted the process in unicorn 2.1.4.
    program = """
from emulator.kernel import Kernel
for word in ("57C0", "57DF", "54C8FFFE"):
    kernel = Kernel()
    chunk = kernel.memory.allocate(64, executable=True, label="code")
    kernel.memory.write(chunk.address, bytes.fromhex(word + "4E71" * 4))
    kernel.cpu.sp = kernel.memory.allocate(4096, label="stack").address + 4000
    kernel.cpu.run(chunk.address, chunk.address + len(word) // 2)
print("ran")
"""
    result = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert result.returncode == 0 and result.stdout.strip() == "ran", result.stderr[-500:]


# -- the command line -----------------------------------------------------------------------------


def one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


def test_a_stack_of_0_bytes_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import dataclasses

    from prc_tools.formats.container import Resource, ResourceDatabase, parse_database

    database = parse_database(pitch_prc())
    assert isinstance(database, ResourceDatabase)
    resources = tuple(
        Resource(r.type, r.id, r.data[:2] + bytes(4) + r.data[6:]) if r.type == "pref" else r
        for r in database.resources
    )
    prc = tmp_path / "stack0.prc"
    prc.write_bytes(dataclasses.replace(database, resources=resources).build())
    assert main(["gremlins", str(prc), "--events", "5"]) == 2
    assert "'pref' 0 asks for a stack of 0 bytes" in one_line(capsys)


def test_dev_zero_as_a_prc_or_a_script_is_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    started = time.perf_counter()
    assert main(["gremlins", "/dev/zero", "--events", "1"]) == 2
    assert "over 16 MB" in one_line(capsys)
    prc = tmp_path / "Pitch.prc"
    prc.write_bytes(pitch_prc())
    assert main(["headless", str(prc), "--script", "/dev/zero", "--out", str(tmp_path / "o")]) == 2
    assert "longer than 4 MB" in one_line(capsys)
    assert time.perf_counter() - started < 20


def test_a_script_with_a_byte_order_mark_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    prc = tmp_path / "Pitch.prc"
    prc.write_bytes(pitch_prc())
    script = tmp_path / "bom.txt"
    script.write_bytes("\ufeffwait 100\nshot first\n".encode())
    assert (
        main(["headless", str(prc), "--script", str(script), "--out", str(tmp_path / "o"), "--strict"]) == 0
    )
    assert (tmp_path / "o" / "first.png").exists()


def test_an_out_that_is_a_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    prc = tmp_path / "Pitch.prc"
    prc.write_bytes(pitch_prc())
    script = tmp_path / "s.txt"
    script.write_text("shot first\n", encoding="utf-8")
    (tmp_path / "file").write_text("x")
    assert main(["headless", str(prc), "--script", str(script), "--out", str(tmp_path / "file")]) == 2
    assert one_line(capsys).startswith(f"palm-emu: cannot write screens to {tmp_path / 'file'}")


def test_a_full_disk_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import emulator.databases

    def full(path: object, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(emulator.databases, "write_atomic", full)
    prc = tmp_path / "Pitch.prc"
    prc.write_bytes(pitch_prc())
    script = tmp_path / "s.txt"
    script.write_text("wait 600\ntap 80 146\nwait 600\n", encoding="utf-8")
    status = main(["headless", str(prc), "--script", str(script), "--out", str(tmp_path / "o"),
                   "--data-dir", str(tmp_path / "data")])  # fmt: skip
    assert status == 2
    line = one_line(capsys)
    assert line.startswith("palm-emu: cannot write ") and line.endswith("No space left on device")


def test_temporary_files_a_kill_left_are_removed_under_the_lock(tmp_path: Path) -> None:
    prc = tmp_path / "Pitch.prc"
    prc.write_bytes(pitch_prc())
    data = tmp_path / "data"
    data.mkdir()
    stale = [data / ".PitchSave-PPch.pdb.k2j4_x9q.tmp", data / ".Saved Preferences.prc.abc_1234.tmp"]
    kept = [data / "notes.tmp", data / ".hidden", data / "PitchSave-PPch.pdb.damaged"]
    for path in stale + kept:
        path.write_bytes(b"x")
    assert main(["gremlins", str(prc), "--events", "3", "--data-dir", str(data)]) in (0, 1)
    assert [p.exists() for p in stale] == [False, False] and all(p.exists() for p in kept)


def test_a_menu_bar_the_prc_lacks_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import dataclasses

    from prc_tools.formats.container import Resource, ResourceDatabase, parse_database

    database = parse_database(pitch_prc())
    assert isinstance(database, ResourceDatabase)
    resources = tuple(Resource("MBAx", r.id, r.data) if r.type == "MBAR" else r for r in database.resources)
    prc = tmp_path / "nombar.prc"
    prc.write_bytes(dataclasses.replace(database, resources=resources).build())
    script = tmp_path / "menu.txt"
    script.write_text("wait 600\ntap 80 146\nwait 300\ntap 10 205\nwait 300\n", encoding="utf-8")
    status = main(["headless", str(prc), "--script", str(script), "--out", str(tmp_path / "o")])
    err = capsys.readouterr().err.strip().splitlines()
    assert status in (0, 1, 2) and all(line.startswith("palm-emu: ") for line in err), err
