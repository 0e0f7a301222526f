"""Game > Export on the desktop: the game record into the Memo Pad's database, as on a handheld.

The memos are the device's (``device/app/dialogs_export.c``; ``tests/device/test_device_export.py``
compares the two apps' memos): the record's text in memos of at most 4 KB with their NUL, a new
memo at a hand, Unfiled and dirty, appended after the memos already there. A MemoDB is made as
the Memo Pad makes its own when there is none; a damaged one is refused and left as it was.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from app_helpers import Driver
from hypothesis import given
from hypothesis import strategies as st

from palm_pitch.app.memopad import (
    MEMO_FILE,
    MEMO_SOFT,
    MEMO_TEXT,
    MemoPadError,
    add_memos,
    memo_app_info,
    new_memo_pad,
    split_memos,
)
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.record import GameRecord
from palm_sdk.databases import DatabaseAttributes, memoMaxLength
from palm_sdk.keys import commandKeyMask
from prc_tools import database_file_name
from prc_tools.formats.container import Record, RecordAttributes, RecordDatabase

OLD_MEMO = b"Shopping\nmilk\n\0"


def memo_db(folder: Path) -> RecordDatabase:
    return RecordDatabase.parse((folder / MEMO_FILE).read_bytes())


def joined(records: tuple[Record, ...] | list[Record]) -> str:
    return b"".join(record.data[:-1] for record in records).decode("cp1252")


def test_memodb_is_the_file_a_hotsync_backup_and_the_emulator_use() -> None:
    assert MEMO_FILE == database_file_name("MemoDB") == "MemoDB.pdb"


def test_a_new_memodb_is_the_memo_pads_own() -> None:
    database = RecordDatabase.parse(new_memo_pad().build())
    assert (database.name, database.type, database.creator) == ("MemoDB", "DATA", "memo")
    assert database.attributes == DatabaseAttributes.dmHdrAttrBackup and database.version == 0
    info = memo_app_info()
    assert database.appInfo == info and len(info) == 282
    labels = [info[2 + 16 * i : 2 + 16 * (i + 1)].rstrip(b"\0") for i in range(16)]
    assert labels[:4] == [b"Unfiled", b"Business", b"Personal", b""]
    assert list(info[258:274]) == list(range(16)) and info[274] == 15  # unique IDs, the last one
    assert info[280] == 1  # sorted alphabetically


def test_export_makes_the_memo_pad_and_says_so(tmp_path: Path) -> None:
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.state.hand_number == 2 and d.app.controller.your_turn)
    d.app.key("e", commandKeyMask)
    form = d.app.system.modal[-1].form
    assert form.title == "Game Exported" and "in the Memo Pad" in form.field_object(0x7F01).text
    text = (tmp_path / "exports" / "pitch-game-1.txt").read_text(encoding="utf-8")
    database = memo_db(tmp_path)
    assert database.appInfo == memo_app_info()
    assert joined(database.records) == text
    for record in database.records:
        assert record.category == 0 and record.attributes == RecordAttributes.dmRecAttrDirty
        assert record.data.endswith(b"\0") and len(record.data) <= memoMaxLength
    record = GameRecord.from_text(text)
    assert record.actions == tuple(d.app.session.actions) and record.seed == 1
    assert record.replay().scores == d.state.scores


def test_export_adds_to_the_memos_already_there(tmp_path: Path) -> None:
    mine = dataclasses.replace(new_memo_pad(), records=(Record(OLD_MEMO, uniqueID=7),), uniqueIDSeed=7)
    (tmp_path / MEMO_FILE).write_bytes(mine.build())
    app = PitchApp(seed=1, data_dir=tmp_path)
    app.key("e", commandKeyMask)
    app.system.modal[-1].finish(0)
    app.key("e", commandKeyMask)
    records = memo_db(tmp_path).records
    assert records[0] == Record(OLD_MEMO, uniqueID=7)
    assert len(records) == 3 and records[1].data == records[2].data  # two exports of the new game
    ids_ = [record.uniqueID for record in records]
    assert len(set(ids_)) == 3 and min(ids_[1:]) > 7
    assert memo_db(tmp_path).uniqueIDSeed == max(ids_)


@pytest.mark.parametrize(
    "damage",
    [b"not a database", None],
    ids=["garbage", "another database"],
)
def test_a_damaged_memodb_is_refused_and_kept(tmp_path: Path, damage: bytes | None) -> None:
    other = RecordDatabase(name="MemoDB", type="DATA", creator="PPch").build()
    data = damage if damage is not None else other
    (tmp_path / MEMO_FILE).write_bytes(data)
    app = PitchApp(seed=1, data_dir=tmp_path)
    app.key("e", commandKeyMask)
    form = app.system.modal[-1].form
    message = form.field_object(0x7F01).text
    assert form.title == "Not Exported" and str(tmp_path / MEMO_FILE) in message
    assert "Memo Pad" in message and "database" in message and "\n" not in message
    assert (tmp_path / MEMO_FILE).read_bytes() == data
    assert not (tmp_path / "exports").exists()  # nothing half-done
    with pytest.raises(MemoPadError, match=r"MemoDB\.pdb: not"):
        add_memos(tmp_path, "x\n")


def test_a_failed_write_leaves_memodb_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / MEMO_FILE).write_bytes(new_memo_pad().build())
    before = (tmp_path / MEMO_FILE).read_bytes()

    def refuse(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("palm_pitch.app.memopad.write_atomic", refuse)
    app = PitchApp(seed=1, data_dir=tmp_path)
    app.key("e", commandKeyMask)
    form = app.system.modal[-1].form
    assert form.title == "Not Exported" and "No space left" in form.field_object(0x7F01).text
    assert (tmp_path / MEMO_FILE).read_bytes() == before


def test_export_without_a_data_folder_says_there_is_nowhere() -> None:
    app = PitchApp(seed=1)
    app.key("e", commandKeyMask)
    assert app.system.modal[-1].form.title == "Export"


def test_memos_start_at_a_hand_once_three_quarters_full() -> None:
    hand = "x" * 99 + "\n"
    text = '[Seed "1"]\n' + "".join(f"\nHand {n}, dealer South\n" + hand * 9 for n in range(1, 12))
    memos = split_memos(text)
    assert b"".join(memos).decode() == text and len(memos) > 1
    for memo in memos[1:]:
        assert memo.startswith(b"Hand ")
    for memo in memos[:-1]:
        assert MEMO_SOFT < len(memo) <= MEMO_TEXT


@given(
    st.lists(st.text(alphabet="ab \n", max_size=300).map(lambda s: s.replace("\n", "") + "\n"), max_size=80)
)
def test_split_memos_keeps_every_line_whole_and_each_memo_in_bounds(lines: list[str]) -> None:
    text = "".join(lines)
    memos = split_memos(text)
    assert b"".join(memos).decode() == text
    for memo in memos:
        assert 0 < len(memo) <= MEMO_TEXT and memo.endswith(b"\n")
