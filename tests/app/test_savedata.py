"""The app's saved-data databases: layouts, round trips, and refusing newer or damaged data."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from palm_pitch.app.savedata import (
    PASS,
    TAKE_BACK,
    UNDO_USED,
    LevelStatistics,
    Preferences,
    PreferencesV3,
    PreferencesV4,
    SaveDataError,
    SavedGame,
    SavedGameV1,
    SavedGameV2,
    Statistics,
    StatisticsV1,
    StatisticsV2,
    bid_action,
    crc16,
    decode_action,
    play_action,
    set_aside,
)
from prc_tools.formats import Record, RecordDatabase

actions = st.lists(
    st.one_of(st.just(PASS), st.integers(2, 6), st.integers(0, 51).map(play_action)), max_size=60
).map(bytes)
names = st.text(alphabet=st.characters(min_codepoint=0x20, max_codepoint=0x7E), min_size=1, max_size=31)
games = st.builds(
    SavedGame,
    names,
    st.lists(st.integers(-0x8000, 0x7FFF), max_size=12).map(tuple),
    st.integers(0, 0xFFFFFFFF),
    st.integers(0, 3),
    st.tuples(st.integers(-0x8000, 0x7FFF), st.integers(-0x8000, 0x7FFF)),
    actions,
    st.sampled_from((0, UNDO_USED)),
    st.integers(0, 3),
)
GAME = SavedGame(
    "palm",
    (21, 0, 1),
    seed=0xDEADBEEF,
    dealer=2,
    scores=(7, -2),
    actions=bytes([PASS, bid_action(3), PASS, PASS, play_action(13 * 1 + 12), TAKE_BACK]),
    flags=UNDO_USED,
    computerLevel=3,
)


def test_the_saved_game_record_layout() -> None:
    record = GAME.to_record()
    payload = record[4:]
    assert record[:2] == b"\x00\x03"
    assert int.from_bytes(record[2:4], "big") == crc16(payload)
    assert payload[:32] == b"palm".ljust(32, b"\0")
    assert payload[32:34] == b"\x03\x03"  # three switches, Expert
    assert payload[34:40] == bytes.fromhex("0015 0000 0001")
    assert payload[40:44] == bytes.fromhex("deadbeef")
    assert payload[44:46] == b"\x02\x01"  # dealer, flags (something was taken back)
    assert payload[46:50] == bytes.fromhex("0007 fffe")
    assert payload[50:52] == b"\x00\x06"
    assert len(payload) == 46 + 2 * 3 + 6  # the fixed part, then the actions
    assert payload[52:] == bytes([0x00, 0x03, 0x00, 0x00, 0x40 + 25, 0x06])
    assert decode_action(payload[-2]) == ("play", 25) and decode_action(payload[-1]) == ("back", 0)


def test_a_version_1_save_is_still_read() -> None:
    old = GAME.__class__("palm", (21,), 5, 1, (3, 4), bytes([PASS, bid_action(2)]))
    payload = bytes(SavedGameV1.build(old._payload()))
    record = b"\x00\x01" + crc16(payload).to_bytes(2, "big") + payload
    assert SavedGame.from_record(record) == old and old.flags == 0 and old.computerLevel == 1


def test_a_version_2_save_is_read_as_a_game_at_normal() -> None:
    old = SavedGame("palm", (21,), 5, 1, (3, 4), bytes([PASS, bid_action(2)]), flags=UNDO_USED)
    payload = bytes(SavedGameV2.build(old._payload()))
    assert payload[33] == 0  # the reserved byte the level took
    record = b"\x00\x02" + crc16(payload).to_bytes(2, "big") + payload
    assert SavedGame.from_record(record) == old and old.computerLevel == 1  # Normal


def test_statistics_of_version_1_are_still_read() -> None:
    payload = bytes(StatisticsV1.build(dict(zip(LevelStatistics.FIELDS[:6], range(1, 7), strict=True))))
    record = b"\x00\x01" + crc16(payload).to_bytes(2, "big") + payload
    normal = LevelStatistics(1, 2, 3, 4, 5, 6)
    assert Statistics.from_record(record) == Statistics().with_level(1, normal)


def test_statistics_of_version_2_are_read_as_the_normal_level() -> None:
    fields = dict(zip(LevelStatistics.FIELDS[:8], range(1, 9), strict=True))
    payload = bytes(StatisticsV2.build({**fields, "countedSeed": 9, "countedHand": 4}))
    record = b"\x00\x02" + crc16(payload).to_bytes(2, "big") + payload
    stats = Statistics.from_record(record)
    assert stats.level(1) == LevelStatistics(1, 2, 3, 4, 5, 6, 7, 8, 0)
    assert stats.level(0) == stats.level(2) == stats.level(3) == LevelStatistics()
    assert (stats.countedSeed, stats.countedHand) == (9, 4)


def test_the_statistics_record_layout() -> None:
    levels = tuple(LevelStatistics(*range(10 * k + 1, 10 * k + 10)) for k in range(4))
    stats = Statistics(levels, countedSeed=0xDEADBEEF, countedHand=12)
    payload = stats.to_record()[4:]
    assert stats.to_record()[:2] == b"\x00\x03" and len(payload) == 4 * 9 * 4 + 4 + 2 + 2
    for k in range(4):  # Easy, Normal, Hard, Expert: nine counters each, hintsUsed last
        block = payload[36 * k : 36 * (k + 1)]
        assert block == b"".join(n.to_bytes(4, "big") for n in range(10 * k + 1, 10 * k + 10))
    assert payload[144:] == bytes.fromhex("deadbeef 000c 0000")


def test_the_preferences_record_layout() -> None:
    prefs = Preferences(600, "palm", soundOn=False, switches=(11,), autoPlay=True, computerLevel=2)
    payload = prefs.to_record()[4:]
    assert prefs.to_record()[:2] == b"\x00\x05"
    assert payload[:2] == bytes.fromhex("0258") and payload[2:34] == b"palm".ljust(32, b"\0")
    assert payload[34:] == bytes.fromhex("00 01 01 02 00 00 000b")  # sound, auto, 1 switch, Hard
    kept = Preferences(600, "palm", soundOn=False, switches=(11,), autoPlay=True, keepTrick=True)
    assert kept.to_record()[4 + 34:] == bytes.fromhex("00 01 01 01 01 00 000b")  # keepTrick, reserved


def test_preferences_of_version_4_are_read_with_tricks_on_a_pause() -> None:
    old = Preferences(300, "palm", soundOn=True, switches=(15,), autoPlay=True, computerLevel=0)
    payload = bytes(PreferencesV4.build(old._payload()))
    assert payload[34:] == bytes.fromhex("01 01 01 00 000f")  # the level right before the switches
    record = b"\x00\x04" + crc16(payload).to_bytes(2, "big") + payload
    assert Preferences.from_record(record) == old and not old.keepTrick


def test_preferences_of_version_3_are_read_at_normal() -> None:
    old = Preferences(300, "palm", soundOn=True, switches=(15,), autoPlay=True)
    payload = bytes(PreferencesV3.build(old._payload()))
    record = b"\x00\x03" + crc16(payload).to_bytes(2, "big") + payload
    assert Preferences.from_record(record) == old and old.computerLevel == 1


def test_a_level_no_one_has_is_refused() -> None:
    with pytest.raises(ValueError, match="computer level 4"):
        Preferences(computerLevel=4)
    payload = bytearray(GAME.to_record()[4:])
    payload[33] = 9
    with pytest.raises(SaveDataError, match=r"computer level 9 is not 0\.\.3"):
        SavedGame.from_record(_resealed(bytes(payload)))


def test_the_databases_are_named_and_typed_for_the_pitch_creator() -> None:
    for value, name, kind in (
        (GAME, "PitchSave-PPch", "Save"),
        (Preferences(), "PitchPrefs-PPch", "Pref"),
        (Statistics(), "PitchStats-PPch", "Stat"),
    ):
        db = value.to_database(datetime(2001, 2, 3, tzinfo=UTC))
        assert (db.name, db.type, db.creator, int(db.attributes), db.version) == (
            name,
            kind,
            "PPch",
            0x0008,
            1,
        )
        assert len(db.records) == 1 and db.records[0].uniqueID == 1
        assert type(value).from_database(db.build()) == value


@settings(max_examples=60, deadline=None)
@given(games)
def test_saved_games_round_trip(game: SavedGame) -> None:
    data = game.to_database().build()
    assert SavedGame.from_database(data) == game
    assert SavedGame.from_record(game.to_record()) == game


@settings(max_examples=30, deadline=None)
@given(
    st.builds(Preferences, st.integers(0, 0xFFFF), names, st.booleans(), st.just(()), st.booleans(),
              st.integers(0, 3), st.booleans()),
    st.builds(
        Statistics,
        st.tuples(*[st.builds(LevelStatistics, *[st.integers(0, 0xFFFFFFFF)] * 9)] * 4),
        st.integers(0, 0xFFFFFFFF),
        st.integers(0, 0xFFFF),
    ),
)
def test_preferences_and_statistics_round_trip(preferences: Preferences, statistics: Statistics) -> None:
    assert Preferences.from_record(preferences.to_record()) == preferences
    assert Statistics.from_record(statistics.to_record()) == statistics


def test_a_newer_format_version_is_refused_by_name() -> None:
    record = bytearray(GAME.to_record())
    record[1] = 4
    with pytest.raises(SaveDataError) as caught:
        SavedGame.from_record(bytes(record))
    assert str(caught.value).startswith(
        "PitchSave-PPch record 0: format version 4 is newer than this Pitch reads"
    )


@pytest.mark.parametrize(
    ("damage", "cause"),
    [
        (lambda r: r[:3], "shorter than its 4-byte header"),
        (lambda r: r[:-1], "checksum"),
        (lambda r: r[:4] + bytes([r[4] ^ 1]) + r[5:], "checksum"),
        (lambda r: b"\x00\x00" + r[2:], "unknown format version 0"),
    ],
)
def test_damaged_records_are_refused(damage, cause: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SaveDataError, match=cause) as caught:
        SavedGame.from_record(damage(GAME.to_record()))
    assert caught.value.database == "PitchSave-PPch" and caught.value.record == 0


def _resealed(payload: bytes) -> bytes:
    return b"\x00\x03" + crc16(payload).to_bytes(2, "big") + payload


def test_a_consistent_checksum_does_not_hide_bad_contents() -> None:
    payload = GAME.to_record()[4:]
    with pytest.raises(SaveDataError, match="truncated"):
        SavedGame.from_record(_resealed(payload[:-3]))
    with pytest.raises(SaveDataError, match="unexpected bytes"):
        SavedGame.from_record(_resealed(payload + b"\0"))
    with pytest.raises(SaveDataError, match="dealer seat 7"):
        SavedGame.from_record(_resealed(payload[:44] + b"\x07" + payload[45:]))
    with pytest.raises(SaveDataError, match="action 5: action byte 0x10 is not a pass, a bid, a play or a"):
        SavedGame.from_record(_resealed(payload[:-1] + b"\x10"))
    with pytest.raises(SaveDataError, match="reserved bits"):
        SavedGame.from_record(_resealed(payload[:45] + b"\x02" + payload[46:]))


def test_the_wrong_or_a_broken_database_is_refused() -> None:
    with pytest.raises(SaveDataError, match="not this database"):
        SavedGame.from_database(Preferences().to_database().build())
    with pytest.raises(SaveDataError, match=r"PitchSave-PPch: damaged database: .*offset"):
        SavedGame.from_database(GAME.to_database().build()[:80])
    empty = RecordDatabase(name="PitchSave-PPch", type="Save", creator="PPch")
    with pytest.raises(SaveDataError, match="no record"):
        SavedGame.from_database(empty.build())
    wrong = RecordDatabase(name="PitchSave-PPch", type="Save", creator="PPch", records=(Record(b"xx"),))
    with pytest.raises(SaveDataError, match="record 0: damaged"):
        SavedGame.from_database(wrong.build())


def test_save_load_and_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "PitchSave-PPch.pdb"
    GAME.save(path)
    assert SavedGame.load(path) == GAME
    path.write_bytes(path.read_bytes()[:-1])
    with pytest.raises(SaveDataError):
        SavedGame.load(path)
    kept = set_aside(path)
    assert kept.name == "PitchSave-PPch.pdb.damaged" and not path.exists()
    GAME.save(path)
    assert set_aside(path).name == "PitchSave-PPch.pdb.damaged-2"


def test_values_that_do_not_fit_are_refused() -> None:
    with pytest.raises(ValueError, match="ruleset name"):
        SavedGame("x" * 32, (), 0, 0, (0, 0), b"")
    with pytest.raises(ValueError, match="dealer"):
        SavedGame("palm", (), 0, 4, (0, 0), b"")
    with pytest.raises(ValueError):
        bid_action(1)
    with pytest.raises(ValueError):
        play_action(52)
