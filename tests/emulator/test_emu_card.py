"""The card's files: one database name, one file; nothing it cannot parse is destroyed; the files
are whole whenever the application waits.

* The name-to-file map (:func:`prc_tools.fileio.database_file_name`, the desktop's) is injective
  over every Palm name (hypothesis: 1 to 31 bytes, each 1..255: ``/``, ``-CRID`` endings,
  control bytes, 0x80-0x9F, ``€``), and each file name is one a file system takes; the card
  writes two such databases to two files that read back as themselves.
* A database name with ``€`` made by the desktop tools is found by ``DmFindDatabase``.
* A file at the new database's path that cannot be parsed is moved to ``.damaged`` and announced;
  a directory or a twin by case makes the new database take another file.
* A write that fails is a :class:`~emulator.databases.WriteError` (one line).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from emulator.databases import Card, WriteError
from emulator.kernel import Kernel
from prc_tools.fileio import database_file_name
from prc_tools.formats.binary import decode_text
from prc_tools.formats.container import Record, RecordDatabase, parse_database

PALM_NAMES = st.binary(min_size=1, max_size=31).filter(lambda b: b"\0" not in b)
CARD_NAMES = st.binary(min_size=1, max_size=31).filter(lambda b: min(b) >= 0x20)  # DmCreateDatabase's
SPECIAL = [
    b"Twin-Esc1",
    b"Twin",
    b"a/b",
    b"a_b",
    b"a%2Fb",
    b".",
    b"..",
    b"x.",
    b"x ",
    b"\x80uro",
    b"\x81\x8d\x9d",
    b"\x7f",
    b"PitchSave-PPch",
    b"pitchsave-ppch",
    b"-PPch",
    b"%",
    b"%%",
    b"%25",
]


def _name(raw: bytes) -> str:
    return decode_text(raw)


@given(PALM_NAMES, PALM_NAMES)
def test_two_palm_names_never_share_a_file(one: bytes, two: bytes) -> None:
    if one != two:
        assert database_file_name(_name(one)) != database_file_name(_name(two))


@given(PALM_NAMES, st.booleans())
def test_every_palm_name_is_a_file_name_a_file_system_takes(raw: bytes, resource: bool) -> None:
    file = database_file_name(_name(raw), resource)
    assert "/" not in file and "\0" not in file and file not in (".", "..")
    assert len(file.encode("utf-8")) <= 255
    assert not file.startswith(".") and not file[:-4].endswith((".", " "))
    assert all(ord(ch) >= 0x20 and not 0x7F <= ord(ch) <= 0x9F for ch in file)


def test_today_s_files_keep_their_names() -> None:
    assert database_file_name("PitchSave-PPch") == "PitchSave-PPch.pdb"
    assert database_file_name("PitchStats-PPch") == "PitchStats-PPch.pdb"
    assert database_file_name("MemoDB") == "MemoDB.pdb"


def _card(folder: Path) -> Card:
    return Kernel(data_dir=folder).card


def _fill(card: Card, name: str, creator: str, payload: bytes) -> None:
    db = card.create(name, creator, "DATA", False)
    assert db.slots is not None
    from emulator.databases import Slot

    db.slots.append(Slot(payload))
    card.touch(db)
    card.flush_dirty()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(st.sampled_from(SPECIAL), CARD_NAMES), min_size=2, max_size=6, unique=True))
def test_the_card_writes_each_name_to_its_own_file_and_reads_it_back(names: list[bytes]) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        card = _card(folder)
        for index, raw in enumerate(names):
            _fill(card, _name(raw), "Esc1", bytes([index]) * 3)
        assert len(list(folder.iterdir())) == len(names)
        again = _card(folder)
        assert again.unreadable == []
        for index, raw in enumerate(names):
            db = again.find(_name(raw))
            assert db is not None and db.path is not None
            assert parse_database(db.path.read_bytes()).records[0].data == bytes([index]) * 3  # type: ignore[union-attr]


def test_the_old_two_way_collisions_are_two_files(tmp_path: Path) -> None:
    card = _card(tmp_path)
    for name in ("Twin-Esc1", "Twin", "a/b", "a_b"):
        _fill(card, name, "Esc1", name.encode())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Twin-Esc1.pdb", "Twin.pdb", "a%2Fb.pdb", "a_b.pdb"]


def test_a_name_with_the_euro_sign_is_found(tmp_path: Path) -> None:
    database = RecordDatabase(name="Prix €", type="DATA", creator="Esc1", records=(Record(b"x"),))
    (tmp_path / database_file_name("Prix €")).write_bytes(database.build())
    kernel = Kernel(data_dir=tmp_path)
    chunk = kernel.memory.allocate(16, label="name")
    kernel.memory.write(chunk.address, b"Prix \x80\0")
    data = kernel.managers["DataTraps"]
    assert data.DmFindDatabase(0, chunk.address) != 0  # type: ignore[attr-defined]


def test_a_damaged_file_in_the_way_is_moved_aside_and_announced(tmp_path: Path) -> None:
    (tmp_path / "PitchSave-PPch.pdb").write_bytes(b"not a database at all")
    (tmp_path / "PitchSave-PPch.pdb.damaged").write_bytes(b"an older one")
    card = _card(tmp_path)
    told: list[str] = []
    card.notify = told.append
    assert card.find("PitchSave-PPch") is None and len(card.unreadable) == 1
    _fill(card, "PitchSave-PPch", "PPch", b"new")
    assert (tmp_path / "PitchSave-PPch.pdb.damaged").read_bytes() == b"an older one"
    assert (tmp_path / "PitchSave-PPch.pdb.damaged-2").read_bytes() == b"not a database at all"
    assert len(told) == 1 and "moved to PitchSave-PPch.pdb.damaged-2" in told[0] and card.notices == told


def test_a_directory_or_a_twin_by_case_in_the_way_makes_another_file(tmp_path: Path) -> None:
    (tmp_path / "Game.pdb").mkdir()
    card = _card(tmp_path)
    _fill(card, "Game", "Esc1", b"1")
    _fill(card, "Other", "Esc1", b"2")
    _fill(card, "other", "Esc1", b"3")  # one file with Other on a case-insensitive file system
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "Game%~2.pdb",
        "Game.pdb",
        "Other.pdb",
        "other%~2.pdb",
    ]
    again = _card(tmp_path)
    assert [again.find(n) is not None for n in ("Game", "Other", "other")] == [True, True, True]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_a_read_only_folder_is_a_write_error(tmp_path: Path) -> None:
    card = _card(tmp_path)
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(WriteError, match=r"cannot write .*Game.pdb: Permission denied"):
            _fill(card, "Game", "Esc1", b"1")
    finally:
        tmp_path.chmod(0o700)


def test_a_full_disk_is_a_write_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import emulator.databases

    def full(path: object, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(emulator.databases, "write_atomic", full)
    card = _card(tmp_path)
    with pytest.raises(WriteError, match="No space left on device"):
        _fill(card, "Game", "Esc1", b"1")
    assert card.dbs[-1].dirty  # kept, to be written at the next chance


def test_a_save_path_that_became_a_directory_is_a_write_error(tmp_path: Path) -> None:
    card = _card(tmp_path)
    _fill(card, "Game", "Esc1", b"1")
    (tmp_path / "Game.pdb").unlink()
    (tmp_path / "Game.pdb").mkdir()
    db = card.find("Game")
    assert db is not None
    card.touch(db)
    with pytest.raises(WriteError, match=r"cannot write .*Game.pdb: "):
        card.flush_dirty()
    assert (tmp_path / "Game.pdb").is_dir() and not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_a_file_larger_than_any_card_is_not_read_into_memory(tmp_path: Path) -> None:
    with (tmp_path / "Huge.pdb").open("wb") as stream:
        stream.truncate(17 << 20)  # sparse: no disk used
    card = _card(tmp_path)
    assert [(p.name, why) for p, why in card.unreadable] == [("Huge.pdb", "over 16 MB: larger than any card")]
