"""``palm-emu``: the commands, their output, and one line with exit status 2 for every bad input.

Bad input never gives a traceback: a file that is not a PRC, a record database, a PRC without
``code`` 1, a truncated resource, a bad script, an application that crashes (one line: the
cause, the PC, the last traps). Violations of a run that goes on are printed and make the exit
status 1. The table of implemented traps in ``docs/`` is the command's output.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from emulator.cli import main
from emulator.trapdoc import markdown
from palm_os.framebuffer import Framebuffer
from prc_tools.formats.container import RecordDatabase, ResourceDatabase, parse_database

ROOT = Path(__file__).resolve().parents[2]

# docs/palm_os.md §4.3 (the traps a simple card game needs) and the extra ones the test programs call.
_REQUIRED = """SysAppStartup SysAppExit EvtGetEvent SysHandleEvent MenuHandleEvent FrmDispatchEvent
FrmGotoForm
FrmInitForm FrmSetActiveForm FrmSetEventHandler FrmDrawForm FrmGetActiveForm FrmGetObjectIndex
FrmGetObjectPtr FrmShowObject FrmHideObject FrmCloseAllForms FrmAlert FrmCustomAlert FrmDoDialog
FrmDeleteForm FrmGetFormPtr FrmCopyLabel FrmSetControlValue FrmGetControlValue CtlSetLabel CtlSetValue
CtlGetValue CtlSetUsable CtlSetEnabled WinDrawChars WinEraseRectangle WinDrawRectangle
WinDrawRectangleFrame WinDrawLine WinEraseLine WinDrawBitmap WinInvertRectangle WinSetPattern
WinFillRectangle WinDrawInvertedChars FntSetFont FntCharsWidth FntLineHeight DmGetResource DmGet1Resource
DmReleaseResource DmOpenDatabase DmOpenDatabaseByTypeCreator DmCreateDatabase DmCloseDatabase DmNewRecord
DmGetRecord DmReleaseRecord DmWrite DmNumRecords DmFindDatabase MemHandleLock MemHandleUnlock MemPtrNew
MemPtrFree MemHandleNew MemHandleFree MemSet MemMove StrCopy StrLen StrIToA StrPrintF SysRandom TimGetTicks
TimGetSeconds SysTicksPerSecond PrefGetAppPreferences PrefSetAppPreferences FtrGet FtrSet
SndPlaySystemSound FrmHelp ErrDisplayFileLineMsg SysCopyStringResource FrmSetTitle
FrmGetObjectBounds WinSaveBits WinRestoreBits EvtResetAutoOffTimer SysUIAppSwitch KeyCurrentState
LstSetSelection LstGetSelection LstSetListChoices LstDrawList LstGetSelectionText DmSet"""
REQUIRED = _REQUIRED.split()


def test_every_trap_a_card_game_needs_is_implemented() -> None:
    from emulator.kernel import Kernel
    from palm_sdk.traps import BY_NAME

    handlers = Kernel().dispatcher.handlers
    assert [name for name in REQUIRED if BY_NAME[name].number not in handlers] == []


def test_the_docs_table_is_current() -> None:
    assert (ROOT / "docs" / "emulator_traps.md").read_text(encoding="utf-8") == markdown()


def test_headless_writes_the_screens_a_script_asks_for(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "taps.txt"
    script.write_text("shot first\ntap 20 50   # Count\ntap 20 50\nshot counted\n", encoding="utf-8")
    out = tmp_path / "out"
    assert main(["headless", str(programs / "forms.prc"), "--script", str(script), "--out", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["counted.png", "first.png"]
    first = Framebuffer.from_png((out / "first.png").read_bytes())
    counted = Framebuffer.from_png((out / "counted.png").read_bytes())
    assert (first.width, first.height) == (160, 160) and first != counted
    assert capsys.readouterr().err == ""


def test_headless_with_a_data_dir_keeps_the_databases(programs: Path, tmp_path: Path) -> None:
    script = tmp_path / "none.txt"
    script.write_text("", encoding="utf-8")
    data = tmp_path / "data"
    args = ["headless", str(programs / "databases.prc"), "--script", str(script), "--out", str(tmp_path)]
    assert main([*args, "--data-dir", str(data), "--launch-code", str(0x8001)]) == 0
    assert main([*args, "--data-dir", str(data), "--launch-code", str(0x8002)]) == 0
    assert isinstance(parse_database((data / "EmuTestDB.pdb").read_bytes()), RecordDatabase)


def one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def write_prc(path: Path, resources: tuple[tuple[str, int, bytes], ...]) -> Path:
    from prc_tools.formats.container import Resource

    database = ResourceDatabase(
        name="Broken",
        type="appl",
        creator="Brkn",
        resources=tuple(Resource(t, i, d) for t, i, d in resources),
    )
    path.write_bytes(database.build())
    return path


def not_a_database(path: Path) -> None:
    path.write_bytes(b"hello, not a palm database")


def a_record_database(path: Path) -> None:
    path.write_bytes(RecordDatabase(name="Data", type="DATA", creator="Test").build())


def no_code_1(path: Path) -> None:
    write_prc(path, (("tver", 1, b"1.0\0"),))


def damaged_code_0(path: Path) -> None:
    write_prc(path, (("code", 1, b"\x4e\x75"), ("code", 0, b"\0\0\0\x28")))


def truncated(path: Path) -> None:
    write_prc(path, (("code", 1, b"\x4e\x75" * 40),))
    path.write_bytes(path.read_bytes()[:82])  # inside the resource list


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (not_a_database, "not a Palm database"),
        (a_record_database, "a record database"),
        (no_code_1, "no 'code' 1 resource"),
        (damaged_code_0, "'code' 0 is damaged"),
        (truncated, "not a Palm database"),
    ],
)
def test_bad_input_is_one_line_and_exit_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], make: Callable[[Path], None], words: str
) -> None:
    prc = tmp_path / "app.prc"
    make(prc)
    assert main(["gremlins", str(prc), "--events", "1"]) == 2
    line = one_line_error(capsys)
    assert line.startswith("palm-emu: ") and words in line and "app.prc" in line


def test_a_missing_file_and_a_bad_script_are_one_line(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["headless", str(tmp_path / "none.prc"), "--script", "x", "--out", str(tmp_path)]) == 2
    assert "cannot read" in one_line_error(capsys)
    script = tmp_path / "bad.txt"
    script.write_text("tap 20\n", encoding="utf-8")
    assert (
        main(["headless", str(programs / "forms.prc"), "--script", str(script), "--out", str(tmp_path)]) == 2
    )
    assert f"{script}:1: expected X Y" in one_line_error(capsys)


def test_a_crash_of_the_application_is_one_line_with_the_pc_and_the_last_traps(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "none.txt"
    script.write_text("", encoding="utf-8")
    args = ["headless", str(programs / "faults.prc"), "--script", str(script), "--out", str(tmp_path)]
    assert main([*args, "--launch-code", str(0x8004)]) == 2
    line = one_line_error(capsys)
    assert (
        "crashed: exception at PC 0x" in line and "illegal instruction" in line and "SysAppStartup@" in line
    )


def test_violations_are_printed_and_give_exit_status_1(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "none.txt"
    script.write_text("", encoding="utf-8")
    args = ["headless", str(programs / "faults.prc"), "--script", str(script), "--out", str(tmp_path)]
    assert main([*args, "--launch-code", str(0x8008)]) == 1
    assert "leak at PC" in one_line_error(capsys)
    assert main([*args, "--launch-code", str(0x8008), "--strict"]) == 2
    assert "crashed: leak" in one_line_error(capsys)


def test_gremlins_and_trace(programs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["gremlins", str(programs / "forms.prc"), "--events", "200", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("200 events in ") and "launches" in out
    assert (
        main(["gremlins", str(programs / "basics.prc"), "--events", "0", "--trace", "--launch-code", "1"])
        == 0
    )
    err = capsys.readouterr().err
    assert "SysAppStartup(appInfoPP=0x" in err


def test_without_seed_the_clock_starts_at_the_real_time(monkeypatch: pytest.MonkeyPatch) -> None:
    import calendar
    import time

    from emulator import cli

    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    try:
        assert cli.real_time_seed(cli.UNIX_2001 + 90.5) == 90
        assert cli.real_time_seed(0) == 0  # before 2001: the clock's first second
        now = cli.real_time_seed()
        assert abs(now - (calendar.timegm(time.gmtime()) - cli.UNIX_2001)) <= 2
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        (["--launch-code", "70000"], "--launch-code must be 0..65535"),
        (["--launch-code", "-1"], "--launch-code must be 0..65535"),
        (["--seed", "-3"], "--seed must be 0..4294967295"),
        (["--heap", "8"], "--heap must be 16..16384 KB"),
    ],
)
def test_out_of_range_options_are_one_line_and_exit_status_2(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], words: str
) -> None:
    script = tmp_path / "none.txt"
    script.write_text("", encoding="utf-8")
    args = ["headless", str(programs / "basics.prc"), "--script", str(script), "--out", str(tmp_path)]
    assert main([*args, *extra]) == 2
    assert words in one_line_error(capsys)


BAD_COMMAND_LINES = [
    [],
    ["headless"],
    ["headless", "x.prc"],
    ["fly", "x.prc"],
    ["headless", "x.prc", "--script", "s", "--out", "o", "--seed", "many"],
]


@pytest.mark.parametrize("argv", BAD_COMMAND_LINES)
def test_bad_arguments_are_one_line_and_exit_status_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    line = one_line_error(capsys)
    assert line.startswith("palm-emu") and "(see palm-emu --help)" in line


def test_without_a_data_dir_palm_emu_says_nothing_is_kept(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "none.txt"
    script.write_text("", encoding="utf-8")
    args = ["headless", str(programs / "forms.prc"), "--script", str(script), "--out", str(tmp_path)]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "no --data-dir" in out and "gone when it stops" in out
    assert main([*args, "--data-dir", str(tmp_path / "data")]) == 0
    assert "no --data-dir" not in capsys.readouterr().out
