"""palm-prc build | pdb | dump | diff, and atomic output."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_version import package_version

from prc_tools import fileio
from prc_tools.cli import main
from prc_tools.formats import RecordDatabase, ResourceDatabase

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "resources" / "pitch.rcp"
VERSION = package_version()  # what pitch.rcp's tver and About's label say


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_build_then_dump(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    output = tmp_path / "build" / "Pitch.prc"
    assert run(capsys, "build", str(SOURCE), "-o", str(output)) == (0, "", "")
    status, out, _ = run(capsys, "dump", str(output))
    assert status == 0
    assert out.startswith('Pitch.prc: resource database "Pitch"')
    for expected in (
        "tFRM 1100",
        'button 1101 (65,139 25x12) "OK"',
        "MBAR 1000",
        'item 2001 "New Game", shortcut N',
        "Talt 3000",
        "warningAlert",
        "tAIB 1000",
        "|........################........|",
        f'tver 1 ({len(VERSION) + 1} bytes): version "{VERSION}"',
        "no 'code' 1 resource",
    ):
        assert expected in out


def test_build_with_a_code_1_and_other_header_fields(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = tmp_path / "code1.bin"
    code.write_bytes(b"\x4e\x75")
    output = tmp_path / "Other.prc"
    status, _, _ = run(
        capsys,
        "build",
        str(SOURCE),
        "-o",
        str(output),
        "--code1",
        str(code),
        "--name",
        "Other",
        "--creator",
        "OTHR",
        "--db-version",
        "3",
    )
    assert status == 0
    db = ResourceDatabase.parse(output.read_bytes())
    assert (db.name, db.creator, db.version) == ("Other", "OTHR", 3)
    assert db.resource("code", 1).data == b"\x4e\x75"
    status, out, _ = run(capsys, "dump", str(output))
    assert "code 1 (2 bytes): 68k machine code" in out and "no 'code' 1" not in out


def test_diff_lists_what_changed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "a.prc", tmp_path / "b.prc"
    source = tmp_path / "changed.rcp"
    text = SOURCE.read_text(encoding="utf-8").replace(f'"Version {VERSION}"', '"Version 9.9"')
    text = text.replace('#include "pitch_ids.h"', f'#include "{ROOT / "resources" / "pitch_ids.h"}"')
    for folder in ("bitmaps", "text"):
        text = text.replace(f'"{folder}/', f'"{ROOT / "resources" / folder}/')
    source.write_text(text, encoding="utf-8")
    run(capsys, "build", str(SOURCE), "-o", str(a))
    run(capsys, "build", str(source), "-o", str(b), "--name", "Pitch2")
    assert run(capsys, "diff", str(a), str(a))[0] == 0
    status, out, _ = run(capsys, "diff", str(a), str(b))
    assert status == 1
    assert "header name: 'Pitch' -> 'Pitch2'" in out
    assert "changed: tFRM 1100" in out
    lines = [line.strip() for line in out.splitlines()]
    old, new = f'"Version {VERSION}", stdFont', '"Version 9.9", stdFont'
    assert any(line.startswith("-  label 1104 at (") and line.endswith(old) for line in lines)
    assert any(line.startswith("+  label 1104 at (") and line.endswith(new) for line in lines)


def test_pdb_assembles_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first, second = tmp_path / "r0", tmp_path / "r1"
    first.write_bytes(b"one")
    second.write_bytes(b"two!")
    output = tmp_path / "Data.pdb"
    status, _, _ = run(
        capsys,
        "pdb",
        str(first),
        str(second),
        "-o",
        str(output),
        "--name",
        "Data",
        "--type",
        "DATA",
        "--creator",
        "PPch",
        "--backup",
    )
    assert status == 0
    db = RecordDatabase.parse(output.read_bytes())
    assert [r.data for r in db.records] == [b"one", b"two!"]
    assert [r.uniqueID for r in db.records] == [1, 2] and db.uniqueIDSeed == 3
    status, out, _ = run(capsys, "dump", str(output))
    assert "record 1: uniqueID 2, category 0, attributes none, 4 bytes" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["dump", "nowhere.prc"], "cannot read nowhere.prc"),
        (["build", "nowhere.rcp", "-o", "x.prc"], "cannot read nowhere.rcp"),
        (
            ["pdb", "-o", "x.pdb", "--name", "x" * 40, "--type", "DATA", "--creator", "PPch"],
            "1..31 characters",
        ),
    ],
)
def test_user_errors_are_one_line_with_status_2(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    args: list[str],
    message: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, err = run(capsys, *args)
    assert status == 2 and out == ""
    assert err.startswith("palm-prc: error: ") and message in err and err.count("\n") == 1


def test_a_damaged_database_is_reported_with_its_offset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    damaged = tmp_path / "damaged.prc"
    damaged.write_bytes(b"\0" * 90)
    status, _, err = run(capsys, "dump", str(damaged))
    assert status == 2
    assert err == f"palm-prc: error: {damaged}: database name is empty (at offset 0 = 0x0)\n"


def test_a_failed_write_leaves_neither_the_file_nor_a_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out" / "Pitch.prc"

    def broken_replace(source: str, destination: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(fileio.os, "replace", broken_replace)
    with pytest.raises(OSError):
        fileio.write_atomic(target, b"data")
    assert list(target.parent.iterdir()) == []


def test_an_atomic_write_replaces_the_old_file_and_keeps_its_mode(tmp_path: Path) -> None:
    target = tmp_path / "Pitch.prc"
    target.write_bytes(b"old")
    target.chmod(0o640)
    fileio.write_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Pitch.prc"]
