"""PRC/PDB containers: layout, round trips, and one clear error for every kind of damage."""

from __future__ import annotations

import contextlib
import struct
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from prc_strategies import record_databases, resource_databases

from prc_tools.compiler import compile_rcp
from prc_tools.dump import dump_database
from prc_tools.errors import PrcFormatError
from prc_tools.formats import (
    DatabaseAttributes,
    Record,
    RecordDatabase,
    Resource,
    ResourceDatabase,
    parse_database,
)
from prc_tools.formats.palmtime import PILRC_DATE, from_palm_seconds, to_palm_seconds
from prc_tools.formats.registry import decoder_for

ROOT = Path(__file__).resolve().parents[2]

SIX = ResourceDatabase(
    name="Six",
    type="appl",
    creator="SixR",
    resources=(
        Resource("code", 0, bytes(24)),
        Resource("code", 1, b"\x4e\x75"),
        Resource("data", 0, bytes(43)),
        Resource("pref", 0, bytes(10)),
        Resource("tAIN", 1000, b"Six\0"),
        Resource("tver", 1, b"1\0"),
    ),
)


def test_a_prc_is_header_then_ten_byte_entries_then_the_gap_then_the_data() -> None:
    data = SIX.build()
    assert len(data) == 78 + 6 * 10 + 2 + 24 + 2 + 43 + 10 + 4 + 2
    name, attributes, version, created, modified = struct.unpack_from(">32sHHII", data)
    assert name == b"Six".ljust(32, b"\0")
    assert (attributes, version) == (0x0001, 0)
    assert created == modified == PILRC_DATE
    assert data[0x3C:0x44] == b"applSixR"
    assert struct.unpack_from(">H", data, 0x4C) == (6,)
    first = 78 + 60 + 2
    assert data[78:88] == b"code" + struct.pack(">HI", 0, first)
    assert data[88:98] == b"code" + struct.pack(">HI", 1, first + 24)
    assert data[138:140] == b"\0\0"


def test_a_pdb_has_eight_byte_entries_with_attributes_category_and_unique_id() -> None:
    db = RecordDatabase(
        name="Saves",
        type="Save",
        creator="PPch",
        uniqueIDSeed=3,
        records=(Record(b"ab", uniqueID=0x123456, category=5), Record(b"c", uniqueID=2)),
    )
    data = db.build()
    assert data[78:86] == struct.pack(">I", 96) + bytes([0x05, 0x12, 0x34, 0x56])
    assert data[86:94] == struct.pack(">I", 98) + bytes([0x00, 0x00, 0x00, 0x02])
    assert data[94:] == b"\0\0abc"
    assert RecordDatabase.parse(data) == db


def test_app_info_and_sort_info_sit_between_the_gap_and_the_data() -> None:
    db = RecordDatabase(
        name="X", type="DATA", creator="XxXx", appInfo=b"APP", sortInfo=b"SO", records=(Record(b"r", 1),)
    )
    data = db.build()
    app_id, sort_id = struct.unpack_from(">II", data, 0x34)
    assert (app_id, sort_id) == (88, 91)
    assert data[88:] == b"APPSOr"
    assert parse_database(data) == db


def test_dates_are_seconds_since_1904() -> None:
    moment = from_palm_seconds(PILRC_DATE)
    assert moment.isoformat() == "1996-05-16T11:14:40+00:00"
    assert to_palm_seconds(moment) == PILRC_DATE


@settings(max_examples=60, deadline=None)
@given(resource_databases)
def test_resource_databases_round_trip(db: ResourceDatabase) -> None:
    data = db.build()
    parsed = ResourceDatabase.parse(data)
    assert parsed == db
    assert parsed.build() == data


@settings(max_examples=60, deadline=None)
@given(record_databases)
def test_record_databases_round_trip(db: RecordDatabase) -> None:
    data = db.build()
    assert parse_database(data) == db
    assert RecordDatabase.parse(data).build() == data


def _error(data: bytes) -> PrcFormatError:
    with pytest.raises(PrcFormatError) as caught:
        parse_database(data)
    return caught.value


def test_a_short_file_names_the_header_size() -> None:
    error = _error(b"Six\0")
    assert "shorter than the 78-byte database header" in str(error)
    assert error.offset == 4


def test_an_entry_list_past_the_end_is_reported() -> None:
    data = SIX.build()[:100]
    error = _error(data)
    assert "numRecords says 6 resource entries" in error.message
    assert error.offset == 100


def test_an_offset_past_the_end_is_reported_with_the_entry() -> None:
    data = bytearray(SIX.build())
    struct.pack_into(">I", data, 78 + 10 * 5 + 6, len(data) + 10)
    error = _error(bytes(data))
    assert "resource 5 ('tver' 1)" in error.message and "past the end" in error.message
    assert error.offset == len(data) + 10


def test_an_offset_pointing_backwards_is_reported() -> None:
    data = bytearray(SIX.build())
    struct.pack_into(">I", data, 78 + 10 * 2 + 6, 100)
    error = _error(bytes(data))
    assert "resource 2 ('data' 0)" in error.message and "before the end of" in error.message


def test_a_name_of_32_characters_has_no_nul_and_still_reads() -> None:
    data = bytearray(SIX.build())
    data[0:32] = b"N" * 32
    assert parse_database(bytes(data)).name == "N" * 32
    assert parse_database(bytes(data)).build() == bytes(data)


def test_chained_record_lists_are_refused() -> None:
    data = bytearray(SIX.build())
    struct.pack_into(">I", data, 0x48, 1234)
    error = _error(bytes(data))
    assert "nextRecordListID" in error.message and error.offset == 0x48


def test_the_wrong_kind_of_database_is_refused() -> None:
    with pytest.raises(PrcFormatError, match="not a record database"):
        RecordDatabase.parse(SIX.build())
    pdb = RecordDatabase(name="p", type="DATA", creator="abcd").build()
    with pytest.raises(PrcFormatError, match="not a resource database"):
        ResourceDatabase.parse(pdb)


def test_facades_refuse_impossible_values() -> None:
    with pytest.raises(ValueError, match=r"1\.\.31"):
        ResourceDatabase(name="x" * 33, type="appl", creator="ABCD")
    with pytest.raises(ValueError, match="4 single-byte"):
        ResourceDatabase(name="x", type="app", creator="ABCD")
    with pytest.raises(ValueError, match="dmHdrAttrResDB"):
        ResourceDatabase(name="x", type="appl", creator="ABCD", attributes=DatabaseAttributes(0))
    with pytest.raises(ValueError, match="24 bits"):
        Record(b"", uniqueID=1 << 24)
    with pytest.raises(ValueError, match="aware datetime"):
        ResourceDatabase(name="x", type="appl", creator="ABCD", creationDate=datetime(2000, 1, 1))


def test_resources_are_found_by_type_and_id() -> None:
    assert SIX.resource("tver", 1).data == b"1\0"
    assert SIX.get("tver", 2) is None
    with pytest.raises(KeyError, match="no 'tFRM' 1000"):
        SIX.resource("tFRM", 1000)
    assert SIX.decoded("tAIN", 1000) == Resource("tAIN", 1000, b"Six\0").decode()


def test_a_damaged_resource_reports_its_file_offset() -> None:
    db = ResourceDatabase(
        name="B", type="appl", creator="BBBB", resources=(Resource("Talt", 1, b"\0\0\0\0\0\0"),)
    )
    with pytest.raises(PrcFormatError) as caught:
        db.decoded("Talt", 1)
    assert caught.value.message.startswith("'Talt' 1: Talt alert is truncated")
    assert caught.value.offset == 78 + 10 + 2 + 6


def _real_files() -> list[bytes]:
    from palm_pitch.app.savedata import SavedGame

    pitch = compile_rcp(ROOT / "resources" / "pitch.rcp").build()
    save = SavedGame("palm", (21,), 42, 0, (0, 0), bytes([0, 2, 0x40])).to_database().build()
    return [SIX.build(), pitch, save]


REAL_FILES = _real_files()


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(range(len(REAL_FILES))), st.data())
def test_fuzzed_databases_raise_only_the_domain_error(which: int, data: st.DataObject) -> None:
    original = bytearray(REAL_FILES[which])
    for _ in range(data.draw(st.integers(1, 4))):
        position = data.draw(st.integers(0, len(original) - 1))
        original[position] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(0, len(original)))
    blob = bytes(original[:cut])
    try:
        parsed = parse_database(blob)
    except PrcFormatError:
        return
    assert parsed.build() == blob
    assert dump_database(parsed, "fuzzed")  # a listing never stops half-way
    if isinstance(parsed, ResourceDatabase):
        for resource in parsed.resources:
            if decoder_for(resource.type, resource.id) is not None:
                with contextlib.suppress(PrcFormatError):
                    resource.decode()


def truncations(whole: bytes) -> list[int]:
    """Where to cut a database: every byte of the header, of the first entries and of the gap
    after the list, each entry's first and last byte, the bytes either side of each entry's data
    offset (where one resource or record ends and the next begins), the last bytes, and a cut every
    97 bytes in between - the places a reader can go wrong, without parsing every prefix of a 12 KB
    file (that took 20 s of the suite)."""
    count = struct.unpack_from(">H", whole, 0x4C)[0]
    resource = bool(struct.unpack_from(">H", whole, 0x20)[0] & 0x0001)  # dmHdrAttrResDB
    entry = 10 if resource else 8
    offset_at = 6 if resource else 0
    lists_end = 78 + entry * count
    cuts = set(range(78 + entry * 3)) | set(range(lists_end, lists_end + 4))
    for index in range(count):
        at = 78 + entry * index
        cuts.update((at, at + 1, at + entry - 1))
        start = struct.unpack_from(">I", whole, at + offset_at)[0]
        cuts.update((start - 1, start, start + 1))
    cuts.update(range(len(whole) - 16, len(whole)))
    cuts.update(range(0, len(whole), 97))
    return sorted(cut for cut in cuts if 0 <= cut < len(whole))


def test_the_truncations_reach_every_entry_and_the_end() -> None:
    pitch = REAL_FILES[1]
    cuts = truncations(pitch)
    parsed = parse_database(pitch)
    assert isinstance(parsed, ResourceDatabase)
    assert len(cuts) < len(pitch) // 6  # a sample ...
    list_end = 78 + 10 * len(parsed.resources)
    assert set(range(78)) | {list_end, list_end + 2, len(pitch) - 1} <= set(cuts)  # ... of what matters
    for index in range(len(parsed.resources)):
        assert {78 + 10 * index, 78 + 10 * index + 9} <= set(cuts)


@pytest.mark.parametrize("which", range(len(REAL_FILES)))
def test_every_truncation_raises_the_domain_error_or_round_trips(which: int) -> None:
    whole = REAL_FILES[which]
    for cut in truncations(whole):
        try:
            parsed = parse_database(whole[:cut])
        except PrcFormatError:
            continue
        assert parsed.build() == whole[:cut]
