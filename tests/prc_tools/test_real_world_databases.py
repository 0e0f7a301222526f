"""What real Palm databases from public repositories contain, each cause pinned by a small file.

Every case here was found by running ``prc_tools`` over a corpus of real PRC/PDB files (apps
built with prc-tools 0.5 to 2.3, CodeWarrior, HSPascal, OrbForms; HotSync backups; game level files), and
is rebuilt here byte by byte from what those files hold, so the corpus itself is not needed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from prc_tools.cli import main
from prc_tools.errors import PrcFormatError
from prc_tools.formats import (
    Alert,
    Bitmap,
    BitmapFamily,
    DataZero,
    Field,
    Form,
    FormAttr,
    Gadget,
    Label,
    List,
    Menu,
    MenuBar,
    MenuItem,
    Point,
    RecordDatabase,
    Rect,
    Resource,
    ResourceDatabase,
    StringResource,
    parse_database,
)
from prc_tools.formats.bitmap_compression import PACKBITS, RLE
from prc_tools.formats.registry import decode_resource
from prc_tools.formats.strings import AppIconName


def _header(name: bytes, attributes: int, kind: bytes, entries: int) -> bytes:
    return (
        name.ljust(32, b"\0")
        + attributes.to_bytes(2, "big")
        + bytes(2 + 4 * 6)
        + kind
        + bytes(8)
        + entries.to_bytes(2, "big")
    )


def test_a_name_field_with_text_after_its_nul_is_kept() -> None:
    # HSPascal writes its own name in the tail of the field; HotSync backups leave old bytes there
    for tail in (b"Pong\0" + bytes(19) + b"HSPascal", b"MemoDB\0\0\x08\0\0\0\x01"):
        data = _header(tail, 0, b"DATATest", 0) + b"\0\0"
        db = parse_database(data)
        assert isinstance(db, RecordDatabase)
        assert db.name == tail.split(b"\0")[0].decode()
        assert db.namePadding == tail[len(db.name) + 1 :].rstrip(b"\0")
        assert db.build() == data


def test_a_name_and_its_padding_must_fit_the_field() -> None:
    with pytest.raises(ValueError, match="32 bytes"):
        RecordDatabase(name="A" * 20, type="DATA", creator="Test", namePadding=b"x" * 12)
    with pytest.raises(ValueError, match=r"1\.\.31 characters"):
        RecordDatabase(name="A" * 33, type="DATA", creator="Test")


def test_a_microsoft_debug_pdb_is_called_what_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = b"Microsoft C/C++ MSF 7.00\r\n\x1aDS\0\0\0" + bytes(4096)
    with pytest.raises(PrcFormatError, match=r"Microsoft program database .* not a Palm database"):
        parse_database(data)
    path = tmp_path / "Game.pdb"
    path.write_bytes(data)
    assert main(["dump", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Game.pdb: this is a Microsoft program database" in err


def test_other_files_are_refused_for_what_gives_them_away() -> None:
    versados = b"]1SAFESTORE \x01\0E    \0\0" + b" " * 60
    with pytest.raises(PrcFormatError, match="not a Palm database: its name field holds a control"):
        parse_database(versados)
    with pytest.raises(PrcFormatError, match="nextRecordListID is 0x78787878"):
        parse_database(b"x" * 100)


def test_pilrc_ro_files_named_after_a_long_path_have_no_nul_in_the_name() -> None:
    # CodeWarrior's PilRC plug-in names the intermediate .ro after its 32-character path
    name = b"C:\\Documents and Settings\\Jonas\\"[:32]
    data = _header(name, 1, b"RESOpRES", 0) + b"\0\0"
    db = parse_database(data)
    assert db.name == name.decode() and db.build() == data


def test_a_palm_database_whose_name_looks_like_a_signature_is_still_read() -> None:
    data = _header(b"MZ Tool", 0, b"DATATest", 0) + b"\0\0"
    assert parse_database(data).name == "MZ Tool"


# -- bitmaps ---------------------------------------------------------------------------------


def test_a_high_density_family_keeps_the_members_before_and_after_the_placeholder() -> None:
    # as PilRC and PalmRez write an OS 5 family: 1-bit v1, 8-bit v2, the 16-byte placeholder
    # (pixelSize 0xFF, version 1), then a version 3 member of density 144 (BlueBlocks, lemmings)
    one = bytes.fromhex("0002 0001 0002 0000 01 01 0005 00 00 0000") + b"\x80\0" + bytes(2)
    eight = bytes.fromhex("0002 0001 0002 0000 08 02 0005 00 ff 0000") + b"\x01\x02" + bytes(2)
    placeholder = bytes(8) + b"\xff\x01" + bytes(6)
    v3 = bytes.fromhex("0004 0002 0004 0000 08 03 18 00 00 ff 0090 00000000 00000000") + bytes(range(8))
    data = one + eight + placeholder + v3
    family = BitmapFamily.parse(data)
    assert [(m.version, m.pixelSize, m.density) for m in family.members] == [
        (1, 1, 72),
        (2, 8, 72),
        (3, 8, 144),
    ]
    assert family.placeholderAt == 2
    assert family.members[2].rows == ((0, 1, 2, 3), (4, 5, 6, 7))
    assert family.for_depth(8).version == 2
    assert family.build() == data


def test_codewarrior_compressed_bitmaps_store_the_size_little_endian() -> None:
    # 16x2, 1 bpp, ScanLine; the size word 0x0006 is written as 06 00 (CellulA-1, AquaPort)
    header = bytes.fromhex("0010 0002 0002 8000 01 01 0000 00 00 0000")
    stream = bytes.fromhex("c0 ff 00 00")  # row 0: both bytes; row 1: same as row 0
    data = header + b"\x06\x00" + stream
    member = Bitmap.parse(data)
    assert member.compressed and member.text_art() == ["#" * 8 + "." * 8] * 2
    assert member.build() == data


def test_scanline_first_rows_are_read_whatever_their_mask_says() -> None:
    # CodeWarrior leaves the first row's mask bits clear; PumpkinOS and the OS read every byte
    header = bytes.fromhex("0008 0002 0002 8000 01 01 0000 00 00 0000")
    data = header + b"\x00\x08" + bytes.fromhex("00 aa 00 00 00 00")[:4]
    assert Bitmap.parse(data).rows[0] == (1, 0, 1, 0, 1, 0, 1, 0)


def test_sixteen_bit_packbits_repeats_whole_pixels() -> None:
    # Chimester's OS 5 icons: version 3, 16 bpp RGB565, PackBits over 2-byte units
    header = bytes.fromhex("0003 0001 0006 8400 10 03 18 01 00 02 0090 00000000 00000000")
    stream = bytes.fromhex("fe f800")  # three times red
    data = header + (4 + len(stream)).to_bytes(4, "big") + stream + b"\0"
    member = Bitmap.parse(data)
    assert (member.pixelSize, member.compressionType, member.rows) == (16, PACKBITS, ((0xF800,) * 3,))
    assert member.build() == data


def test_rle_members_are_read() -> None:
    header = bytes.fromhex("0004 0001 0004 8000 08 02 0000 00 01 0000")
    data = header + b"\x00\x06" + bytes.fromhex("0407")
    member = Bitmap.parse(data)
    assert (member.compressionType, member.rows) == (RLE, ((7, 7, 7, 7),))


# -- other resources -------------------------------------------------------------------------


def test_prc_tools_05_data_0_starts_with_the_data_size() -> None:
    # meminfo.prc: 4 bytes of .data at A5-4; the first word is 4, not the code-xref offset (36)
    blocks = bytes.fromhex("fffffffc 83 00000000 00") + bytes(5) + bytes(5)
    data = (4).to_bytes(4, "big") + blocks + bytes(24)
    value = DataZero.parse(data)
    assert value.dataSize == 4 and value.initBlocks[0].decompress() == bytes(4)
    assert value.build() == data
    with pytest.raises(PrcFormatError, match="neither its code-xref offset 36 nor the 4 bytes"):
        DataZero.parse((5).to_bytes(4, "big") + data[4:])


def test_an_alert_whose_default_button_is_the_button_count_is_read() -> None:
    # PilRC before 2.8p8 wrote defaultButton 1 for every one-button alert (maryobros, HSPascal)
    data = bytes.fromhex("0000 0000 0001 0001") + b"T\0M\0OK\0"
    assert Alert.parse(data).defaultButton == 1
    with pytest.raises(PrcFormatError, match="defaultButton 2 is past its 1 buttons"):
        Alert.parse(bytes.fromhex("0000 0000 0001 0002") + b"T\0M\0OK\0")


def test_a_string_resource_without_its_nul_is_read_as_a_block_of_text() -> None:
    # OnBoard.prc keeps a list of trap names in a tSTR read with MemHandleSize
    data = b"MemInit\r\nMemInitHeapTable\r\n"
    value = decode_resource("tSTR", data)
    assert isinstance(value, StringResource) and value.text.startswith("MemInit")
    assert not value.terminated and value.build() == data


def test_string_padding_is_kept_as_found() -> None:
    # old PilRC did not pad tAIN to an even length; some tools pad tver with zeros
    assert AppIconName.parse(b"Dots\0").build() == b"Dots\0"
    assert AppIconName.parse(b"Dot\0").build() == b"Dot\0"
    assert decode_resource("tver", b"1.0\0\0\0").build() == b"1.0\0\0\0"  # type: ignore[attr-defined]


def test_a_database_of_such_resources_round_trips() -> None:
    icon = Bitmap.from_rows(["#."]).build()
    db = ResourceDatabase(
        name="Pong",
        namePadding=bytes(19) + b"HSPascal",
        type="appl",
        creator="YVOP",
        resources=(
            Resource("Tbmp", 1, icon),
            Resource("Talt", 2, bytes.fromhex("000000000001 0001") + b"\0\0A\0"),
        ),
    )
    data = db.build()
    assert ResourceDatabase.parse(data) == db and ResourceDatabase.parse(data).build() == data


def test_constructor_forms_carry_the_os5_input_area_bits_and_junk_in_reserved_bytes() -> None:
    # TreoMsgr: FormAttrType's second word holds inputAreaState; a field's last byte is not 0
    form = Form(1000, Rect(0, 0, 160, 160), (Field(5, Rect(1, 2, 30, 12)),), attr=FormAttr(inputAreaState=4))
    data = bytearray(form.build())
    assert data[44:46] == b"\x40\x00"
    data[68 + 6 + 39] = 0x04  # FieldType.reserved
    parsed = Form.parse(bytes(data))
    assert parsed.attr.inputAreaState == 4 and parsed.objects == form.objects


def test_ns_basic_forms_leave_ones_in_reserved_bits_and_no_selection_in_a_list() -> None:
    # NS Basic: a label's FormObjAttrType with its 15 reserved bits set; a list whose run-time
    # currentItem is noListSelection (0xFFFF) instead of 0
    objects = (Label(2, Point(4, 20), "Hi"), List(4, Rect(4, 40, 60, 33), ("a",)))
    form = Form(1003, Rect(0, 0, 160, 160), objects)
    data = bytearray(form.build())
    label = data.index(bytes.fromhex("0002 0004 0014 8000"))
    data[label + 6 : label + 8] = b"\xff\xff"
    listed = data.index(bytes.fromhex("0004 0004 0028 003c 0021"))
    data[listed + 18 : listed + 20] = b"\xff\xff"  # ListType.currentItem
    assert Form.parse(bytes(data)) == form


def test_gadgets_without_the_extended_bit_have_no_handler_field() -> None:
    # OrbForms writes the 16-byte SDK 3.1 FormGadgetType; the next object follows at once
    form = Form(
        100,
        Rect(0, 0, 160, 160),
        (Gadget(102, Rect(20, 23, 118, 118), extended=False), Gadget(103, Rect(0, 0, 9, 9))),
    )
    data = form.build()
    first, second = (68 + 6 * 2, 68 + 6 * 2 + 16)
    assert data[first : first + 4] == bytes.fromhex("0066 8000")
    assert data[second : second + 4] == bytes.fromhex("0067 c000")
    assert len(data) == second + 20 and Form.parse(data) == form


def test_a_menu_bar_keeps_the_runtime_attributes_its_writer_left_set() -> None:
    # OrbForms menu bars hold MenuBarAttrType 0x0100 and curItem 0
    bar = MenuBar((Menu("Options", (MenuItem(1, "About..."),), Rect(2, 14, 71, 11), Rect(4, 0, 47, 12)),))
    data = bytearray(bar.build())
    data[16:18], data[20:22] = b"\x01\x00", b"\x00\x00"
    parsed = MenuBar.parse(bytes(data))
    assert parsed.attr == 0x0100 and parsed.curItem == 0 and parsed.menus == bar.menus
    assert parsed.build() == bytes(data)
