"""Hostile databases and ELF files through palm-prc: bounded in time and memory, one line, exit 2.

A few compressed bytes can claim a 32767x32767 bitmap; palm-prc refuses a family that would hold
more than ``MAX_PIXEL_BYTES`` of pixels before decompressing anything, and summarises a large one
it reads rather than drawing it as text. A damaged ELF is one ``ElfError`` line, whatever field
is wrong.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest
from mutation_fuzz import _elf, elf_seeds

from prc_tools.cli import main
from prc_tools.dump import HEX_LIMIT, dump_database
from prc_tools.elf68k import DATA_BASE, ElfError, app_code
from prc_tools.errors import PrcFormatError
from prc_tools.fileio import MAX_DATABASE_BYTES
from prc_tools.formats.bitmap import MAX_PIXEL_BYTES, Bitmap, BitmapFamily, row_bytes
from prc_tools.formats.container import Resource, ResourceDatabase


def _rle_v2(width: int, height: int) -> bytes:
    """A version 2 RLE Tbmp of ``width`` x ``height`` white 1-bit pixels."""
    total = row_bytes(width, 1) * height
    stream = bytes([255, 0]) * (total // 255 + 1)
    header = struct.pack(">hhHHBBHBBH", width, height, row_bytes(width, 1), 0x8000, 1, 2, 0, 0, 1, 0)
    return header + struct.pack(">H", (2 + len(stream)) & 0xFFFF) + stream


def _packbits_v3(width: int, height: int, stream_size: int = 1 << 20) -> bytes:
    """A version 3 PackBits bitmap of ``width`` x ``height`` at 8 bpp, its stream cut short."""
    header = struct.pack(
        ">hhHHBBBBBBHLL", width, height, row_bytes(width, 8), 0x8000, 8, 3, 24, 0, 0, 2, 72, 0, 0
    )
    stream = bytes([0x81, 0]) * (stream_size // 2)
    return header + struct.pack(">L", 4 + len(stream)) + stream


def _prc(tmp_path: Path, bitmap: bytes) -> Path:
    path = tmp_path / "big.prc"
    database = ResourceDatabase(
        name="Big", type="appl", creator="BIGG", resources=(Resource("Tbmp", 1000, bitmap),)
    )
    path.write_bytes(database.build())
    return path


@pytest.mark.parametrize(
    ("bitmap", "claimed"), [(_rle_v2(32767, 2000), "32767x2000"), (_packbits_v3(32767, 32767), "32767x32767")]
)
def test_a_bitmap_larger_than_palm_os_allows_is_refused_before_decoding(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], bitmap: bytes, claimed: str
) -> None:
    with pytest.raises(PrcFormatError, match=f"{claimed} at .* bpp: .* more than a Palm OS bitmap holds"):
        BitmapFamily.parse(bitmap)
    assert main(["dump", str(_prc(tmp_path, bitmap))]) == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and claimed in err
    assert len(out) < 8 * HEX_LIMIT  # the resource's first 64 KB as hex, then a count


def test_a_family_is_bounded_in_all_its_members() -> None:
    half = _rle_v2(4096, (MAX_PIXEL_BYTES // 2) // 512)  # 512 bytes a row: half the bound each
    size = len(half) + (-len(half)) % 4
    member = bytearray(half.ljust(size, b"\0"))
    member[10:12] = struct.pack(">H", size // 4)  # nextDepthOffset: another member follows
    assert len(BitmapFamily.parse(bytes(member) + half).members) == 2
    three = bytes(member) + bytes(member) + half
    with pytest.raises(PrcFormatError, match="after the members before it"):
        BitmapFamily.parse(three)


def test_a_large_bitmap_within_the_bound_is_summarised_not_drawn(tmp_path: Path) -> None:
    bitmap = Bitmap.parse(_rle_v2(4096, 256))
    assert (bitmap.width, bitmap.height, bitmap.rows[255][4095]) == (4096, 256, 0)
    database = ResourceDatabase.parse(_prc(tmp_path, _rle_v2(4096, 256)).read_bytes())
    lines = dump_database(database, "big.prc")
    assert any("not drawn: larger than 320x480" in line for line in lines) and len(lines) < 40


def test_decoded_rows_keep_their_values() -> None:
    rows = (tuple(range(16)), tuple(reversed(range(16))))
    for depth in (4, 8, 16):
        bitmap = Bitmap(16, 2, rows, depth, version=2, directColorInfo=bytes(8) if depth == 16 else None)
        again = Bitmap.parse(bitmap.build())
        assert again.rows == rows and again == bitmap
    with pytest.raises(ValueError, match=r"pixel values must be 0\.\.1"):
        Bitmap(2, 1, ((0, 2),))


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("command", [["dump", "/dev/zero"], ["diff", "/dev/zero", "/dev/zero"]])
def test_an_endless_database_is_one_line(capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    assert main(command) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"larger than {MAX_DATABASE_BYTES >> 20} MB" in err


@pytest.mark.skipif(sys.platform == "win32", reason="sparse files")
def test_the_build_inputs_are_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "app.rcp").write_text('APPLICATION ID 1 "TEST"\n')
    with open(tmp_path / "huge.bin", "wb") as stream:
        stream.truncate(MAX_DATABASE_BYTES + 1)
    for option in ("--code1", "--elf"):
        assert (
            main(
                [
                    "build",
                    str(tmp_path / "app.rcp"),
                    "-o",
                    str(tmp_path / "o.prc"),
                    option,
                    str(tmp_path / "huge.bin"),
                ]
            )
            == 2
        )
        assert "larger than" in capsys.readouterr().err
    assert (
        main(
            [
                "pdb",
                "-o",
                str(tmp_path / "o.pdb"),
                "--name",
                "N",
                "--type",
                "DATA",
                "--creator",
                "TEST",
                str(tmp_path / "huge.bin"),
            ]
        )
        == 2
    )
    assert "larger than" in capsys.readouterr().err


def _globals_elf(pointers: list[tuple[int, int]], got: bytes = bytes(12)) -> bytes:
    """A program with .data of four words and a GOT; ``pointers``: (data offset, target) pairs."""
    text = bytes.fromhex("4e75") + bytes(30)
    rela = b"".join(struct.pack(">IIi", DATA_BASE + at, (1 << 8) | 1, target) for at, target in pointers)
    sections = [
        (".text", 1, 6, 0, text, 0, 0),
        (".data", 1, 3, DATA_BASE, bytes(16), 0, 0),
        (".got", 1, 3, DATA_BASE + 16, got, 0, 0),
        (".rela.data", 4, 0, 0, rela, 5, 2),
    ]
    return _elf(sections, [("start", 0), ("_GLOBAL_OFFSET_TABLE_", DATA_BASE + 16)])


def test_globals_pointing_only_into_the_code_build() -> None:
    code = app_code(_globals_elf([(0, 4)]))  # one pointer, into code 1, none into the data
    assert code.rloc0 == struct.pack(">hh", -1, 0)


@pytest.mark.parametrize(
    ("elf", "message"),
    [
        (_globals_elf([(0x40000, 4)]), "outside the data segment"),
        (_globals_elf([(0, 4)], got=bytes(12) + b"\xff" * 0x10000), "globals take"),
        (_globals_elf([(0, DATA_BASE), (0x7FF0, 4)], got=bytes(0x8000)), "data is over 32 KB"),
    ],
)
def test_a_damaged_elf_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], elf: bytes, message: str
) -> None:
    with pytest.raises(ElfError, match=message):
        app_code(elf)
    (tmp_path / "app.rcp").write_text('APPLICATION ID 1 "TEST"\n')
    (tmp_path / "bad.elf").write_bytes(elf)
    assert (
        main(
            [
                "build",
                str(tmp_path / "app.rcp"),
                "-o",
                str(tmp_path / "o.prc"),
                "--elf",
                str(tmp_path / "bad.elf"),
            ]
        )
        == 2
    )
    assert capsys.readouterr().err.count("\n") == 1


def test_a_rodata_far_away_is_refused_without_allocating_it() -> None:
    flat = bytearray(elf_seeds()[0])
    # .rodata's address (section 2's sh_addr) moved to 3 GB
    shoff = struct.unpack_from(">I", flat, 32)[0]
    struct.pack_into(">I", flat, shoff + 2 * 40 + 12, 0xC0000000)
    with pytest.raises(ElfError, match="more than a resource holds"):
        app_code(bytes(flat))


def test_a_value_too_large_for_its_field_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = (
        'APPLICATION ID 1 "TEST"\nFORM ID 3000 AT (0 0 160 160)\nBEGIN\n'
        ' BUTTON "A" ID 3001 AT (0 0 20 12) FONT 32767\nEND\n'
    )
    (tmp_path / "app.rcp").write_text(source)
    assert main(["build", str(tmp_path / "app.rcp"), "-o", str(tmp_path / "o.prc")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "app.rcp:2:" in err and "font: 32767 does not fit in a byte" in err


@pytest.mark.parametrize("size", [4, 5, 6, 51])
def test_an_elf_cut_inside_its_header(size: int) -> None:
    with pytest.raises(ElfError, match="shorter than the 52-byte ELF header"):
        app_code(elf_seeds()[0][:size])
