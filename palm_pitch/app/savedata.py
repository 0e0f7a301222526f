"""The app's own Palm databases: the game in progress, preferences and statistics.

Each is a PDB (``prc_tools.formats.container.RecordDatabase``) with creator ``PPch``, the
``dmHdrAttrBackup`` attribute, database version 1 and one record::

    database name      type    record 0
    PitchSave-PPch     'Save'  SavedGame     the game in progress
    PitchPrefs-PPch    'Pref'  Preferences   the player's settings
    PitchStats-PPch    'Stat'  Statistics    games, hands and bids won and lost

Every record starts with the same 4 bytes, then its payload; all integers are big-endian::

    +0  UInt16 formatVersion   layout version of this record; readers refuse a newer one
    +2  UInt16 crc             CRC-16/CCITT (polynomial 0x1021, seed 0) of bytes 4..end -
                               Palm OS computes the same with Crc16CalcBlock(p, n, 0)

SavedGame, format version 3::

    char   rulesetName[32]     ASCII, NUL-padded (e.g. "palm")
    UInt8  numSwitches         the ruleset's switch values, in the ruleset's field order
    UInt8  computerLevel       the computer players' level for this game: 0 Easy, 1 Normal,
                               2 Hard, 3 Expert (palm_pitch.players.levels)
    Int16  switches[numSwitches]
    UInt32 seed                the game's PRNG seed (the deal of every hand follows from it)
    UInt8  dealer              seat of the first dealer, 0..3 (0 South, 1 West, 2 North, 3 East)
    UInt8  flags               bit 0 (savedGameUndoUsed): something was taken back in this game;
                               the other bits are 0
    Int16  scores[2]           match score of team 0 (seats 0 and 2) and team 1, a sanity check
    UInt16 numActions
    UInt8  actions[numActions] every step of the game so far, in order:
                               0x00 pass; 0x01 next hand (the player closed the summary
                               of a finished hand); 0x02, 0x03, 0x04 bid that many;
                               0x05 bid Smudge; 0x06 take back (Game > Undo: back to the
                               state before South's last bid or card of the hand, undoing
                               the actions after it);
                               0x40 + card index: play that card, where
                               card index = 13 * suit + (rank - 2), suits S=0 H=1 D=2 C=3,
                               ranks 2..14 (ten 10, jack 11, queen 12, king 13, ace 14);
                               other values are reserved.

The fixed part of the payload is 46 + 2n bytes (n switches; ``numActions`` included), then the
actions: a C reader takes the fixed part as a struct and the actions as bytes. A game whose
steps would pass 65535 is saved as the steps that stand (the take-backs left out, the flag
kept), so it still replays. The game is saved after
every step, so a game cut off by anything resumes at the step it had reached. Version 1 was the
same without take-backs (the flags byte was 0), version 2 had a reserved 0 byte in place of
``computerLevel``; both are still read (as Normal, the only level there was).

Preferences, format version 5::

    UInt16 computerPauseMs     pause after each computer play, in milliseconds
    char   rulesetName[32]     the house-rule ruleset for new games, ASCII, NUL-padded
    UInt8  soundOn             0 or 1: play the system sounds (click, error, confirmation)
    UInt8  autoPlay            0 or 1: play your card for you when it is the only legal one
    UInt8  numSwitches         the house rules for new games: the ruleset's switch values in
    UInt8  computerLevel       the computer players' level for new games (as in SavedGame)
    UInt8  keepTrick           0 or 1: a finished trick stays on the table until a tap or a
                               key (0: it goes after a pause of its own)
    UInt8  reserved            0
    Int16  switches[numSwitches]   its field order, as in SavedGame (0 switches: the named
                               ruleset as it is)

Version 4 had neither ``keepTrick`` nor the reserved byte (read as tricks on a pause); version
3 also a reserved 0 byte in place of ``computerLevel`` (read as Normal), version 2 also one in
place of ``autoPlay``, version 1 neither that nor the switches; all are still read (auto-play
off, 0 switches).

Statistics, format version 3: for each level (Easy, Normal, Hard, Expert, in the order of their
codes) nine UInt32 counters ``gamesWon``, ``gamesLost``, ``handsWon``, ``handsLost``,
``bidsMade``, ``bidsSet`` (the human's team), ``undoGamesWon``, ``undoGamesLost`` (of those
games, the ones in which something was taken back), ``hintsUsed`` (Game > Hint asked); then
``UInt32 countedSeed`` and ``UInt16 countedHand``, ``UInt16 reserved``: the seed of the game and
the number of its last hand already counted, so a hand is counted exactly once even if the app
stops between saving the game and the statistics (0, 0: none). Version 2 was one level's eight
counters then the same tail, version 1 the first six counters only; both are read as the
Normal level's record (the only level there was), the other levels at 0.

Readers raise :class:`SaveDataError` naming the database, the record and the cause - a newer
format version, a bad checksum, a truncated or otherwise damaged record, a file that is not the
expected database, a file larger than any save (:data:`MAX_SAVE_BYTES`: no more is read). The
app then reports it and keeps the file aside (:func:`set_aside`), never overwriting it silently.
A file the system will not let us read is no damaged file: ``OSError`` goes to the caller.
Writers use ``prc_tools.fileio.write_atomic``.

This module encodes bytes only; it does not import the game core.
"""

from __future__ import annotations

import binascii
import dataclasses
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar, Self

import construct as c

from prc_tools.errors import PrcFormatError
from prc_tools.fileio import InputTooLarge, read_limited, write_atomic
from prc_tools.formats.binary import parse_struct_end
from prc_tools.formats.container import (
    DEFAULT_DATE,
    DatabaseAttributes,
    Record,
    RecordDatabase,
)

CREATOR = "PPch"
MAX_SAVE_BYTES = 1 << 20
"""The largest save file read: a save is one record of at most 65,535 steps and a 600-byte fixed
part in a 100-byte database, so anything past a megabyte is not one."""
DATABASE_VERSION = 1
NAME_SIZE = 32

PASS = 0x00
NEXT_HAND = 0x01
SMUDGE = 0x05
TAKE_BACK = 0x06
PLAY_BASE = 0x40
UNDO_USED = 0x01  # SavedGame flags: savedGameUndoUsed
CARDS = 52
LEVEL_COUNT = 4  # Easy, Normal, Hard, Expert (palm_pitch.players.levels.LEVELS)
NORMAL = 1  # the level code of Normal: what the saves from before levels were played at


class SaveDataError(ValueError):
    """A saved-data record or database that cannot be read, with where and why."""

    def __init__(self, database: str, record: int | None, cause: str) -> None:
        where = database if record is None else f"{database} record {record}"
        super().__init__(f"{where}: {cause}")
        self.database = database
        self.record = record
        self.cause = cause


# -- actions --------------------------------------------------------------------------------------


def bid_action(amount: int) -> int:
    """The action byte of a bid of 2, 3 or 4, or 5 for Smudge."""
    if not 2 <= amount <= 5:
        raise ValueError(f"a bid is 2, 3, 4 or 5 (Smudge), not {amount}")
    return amount


def play_action(card_index: int) -> int:
    """The action byte of playing card ``13 * suit + (rank - 2)``."""
    if not 0 <= card_index < CARDS:
        raise ValueError(f"card index {card_index} is not 0..51")
    return PLAY_BASE + card_index


def decode_action(action: int) -> tuple[str, int]:
    """``("pass", 0)``, ``("next", 0)``, ``("bid", 2..5)``, ``("back", 0)`` or ``("play", card
    index)``; ``ValueError`` otherwise.

    >>> decode_action(0), decode_action(1), decode_action(5), decode_action(6)
    (('pass', 0), ('next', 0), ('bid', 5), ('back', 0))
    >>> decode_action(0x40 + 13 * 2 + 8)
    ('play', 34)
    """
    if action == PASS:
        return "pass", 0
    if action == NEXT_HAND:
        return "next", 0
    if action == TAKE_BACK:
        return "back", 0
    if 2 <= action <= SMUDGE:
        return "bid", action
    if PLAY_BASE <= action < PLAY_BASE + CARDS:
        return "play", action - PLAY_BASE
    raise ValueError(f"action byte {action:#04x} is not a pass, a bid, a play or a take-back")


# -- the record layouts ----------------------------------------------------------------------------

RecordHeader = c.Struct(
    "formatVersion" / c.Int16ub,  # layout version of the record
    "crc" / c.Int16ub,  # CRC-16/CCITT of the payload (Crc16CalcBlock, seed 0)
)

AsciiName = c.ExprAdapter(
    c.Bytes(NAME_SIZE),
    lambda obj, ctx: obj.rstrip(b"\0").decode("ascii"),
    lambda obj, ctx: obj.encode("ascii").ljust(NAME_SIZE, b"\0"),
)

# Each layout is made of the runs it shares with the others (``+`` joins Structs field by field,
# so every version keeps its own fields in its own order, as declared here).

_GAME_RULESET = c.Struct(
    "rulesetName" / AsciiName,
    "numSwitches" / c.Rebuild(c.Int8ub, c.len_(c.this.switches)),
)
_GAME_DEAL = c.Struct(
    "switches" / c.Array(c.this.numSwitches, c.Int16sb),
    "seed" / c.Int32ub,
    "dealer" / c.Int8ub,
)
_GAME_FLAGS = c.Struct("flags" / c.Int8ub)  # bit 0: something was taken back (savedGameUndoUsed)
_GAME_STEPS = c.Struct(
    "scores" / c.Array(2, c.Int16sb),
    "numActions" / c.Rebuild(c.Int16ub, c.len_(c.this.actions)),
    "actions" / c.Bytes(c.this.numActions),
)

SavedGameV1 = (_GAME_RULESET + c.Struct("reserved" / c.Const(0, c.Int8ub)) + _GAME_DEAL
               + c.Struct("reserved2" / c.Const(0, c.Int8ub)) + _GAME_STEPS)

SavedGameV2 = (_GAME_RULESET + c.Struct("reserved" / c.Const(0, c.Int8ub)) + _GAME_DEAL + _GAME_FLAGS
               + _GAME_STEPS)

SavedGameV3 = (_GAME_RULESET + c.Struct("computerLevel" / c.Int8ub)  # 0 Easy, 1 Normal, 2 Hard, 3 Expert
               + _GAME_DEAL + _GAME_FLAGS + _GAME_STEPS)

_PREFS_HEAD = c.Struct(
    "computerPauseMs" / c.Int16ub,
    "rulesetName" / AsciiName,
    "soundOn" / c.Flag,
)
_PREFS_AUTO_PLAY = c.Struct(
    "autoPlay" / c.Flag,
    "numSwitches" / c.Rebuild(c.Int8ub, c.len_(c.this.switches)),
)
_PREFS_LEVEL = c.Struct("computerLevel" / c.Int8ub)  # for new games: 0 Easy, 1 Normal, 2 Hard, 3 Expert
_PREFS_SWITCHES = c.Struct("switches" / c.Array(c.this.numSwitches, c.Int16sb))

PreferencesV1 = _PREFS_HEAD + c.Struct("reserved" / c.Const(0, c.Int8ub))

PreferencesV2 = PreferencesV1 + c.Struct(
    "numSwitches" / c.Rebuild(c.Int8ub, c.len_(c.this.switches)),
    "reserved2" / c.Const(0, c.Int8ub),
) + _PREFS_SWITCHES

PreferencesV3 = (_PREFS_HEAD + _PREFS_AUTO_PLAY + c.Struct("reserved2" / c.Const(0, c.Int8ub))
                 + _PREFS_SWITCHES)

PreferencesV4 = _PREFS_HEAD + _PREFS_AUTO_PLAY + _PREFS_LEVEL + _PREFS_SWITCHES

PreferencesV5 = _PREFS_HEAD + _PREFS_AUTO_PLAY + _PREFS_LEVEL + c.Struct(
    "keepTrick" / c.Flag,
    "reserved3" / c.Const(0, c.Int8ub),
) + _PREFS_SWITCHES

_COUNTERS = c.Struct(
    "gamesWon" / c.Int32ub,
    "gamesLost" / c.Int32ub,
    "handsWon" / c.Int32ub,
    "handsLost" / c.Int32ub,
    "bidsMade" / c.Int32ub,
    "bidsSet" / c.Int32ub,
)
_UNDO_COUNTERS = c.Struct(
    "undoGamesWon" / c.Int32ub,
    "undoGamesLost" / c.Int32ub,
)
_COUNTED = c.Struct(
    "countedSeed" / c.Int32ub,
    "countedHand" / c.Int16ub,
    "reserved" / c.Const(0, c.Int16ub),
)

StatisticsV1 = _COUNTERS

StatisticsV2 = _COUNTERS + _UNDO_COUNTERS + _COUNTED

LevelStatisticsLayout = _COUNTERS + _UNDO_COUNTERS + c.Struct("hintsUsed" / c.Int32ub)
"""One level's counters in Statistics format 3."""

StatisticsV3 = c.Struct(
    "levels" / c.Array(LEVEL_COUNT, LevelStatisticsLayout),  # by level code
) + _COUNTED


def _check_level(code: int) -> None:
    if not 0 <= code < LEVEL_COUNT:
        raise ValueError(f"computer level {code} is not 0..{LEVEL_COUNT - 1}")


def _check_name(name: str, what: str) -> None:
    if len(name) >= NAME_SIZE or not name.isascii() or "\0" in name:
        raise ValueError(f"{what} {name!r} must be 1..31 ASCII characters")


class _SavedRecord:
    """What the three record kinds share: header, checksum, database wrapping, files."""

    DATABASE: ClassVar[str]
    TYPE: ClassVar[str]
    FORMAT_VERSION: ClassVar[int] = 1
    LAYOUT: ClassVar[Any]
    OLDER_LAYOUTS: ClassVar[dict[int, Any]] = {}  # earlier format versions still read

    def _payload(self) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def _from_payload(cls, value: Any) -> Self:
        raise NotImplementedError

    def to_record(self) -> bytes:
        """The record bytes: version, checksum, payload."""
        payload = bytes(self.LAYOUT.build(self._payload()))
        header = bytes(RecordHeader.build({"formatVersion": self.FORMAT_VERSION, "crc": crc16(payload)}))
        return header + payload

    @classmethod
    def from_record(cls, data: bytes, record: int = 0) -> Self:
        """Decode a record; :class:`SaveDataError` for a newer version or damaged bytes."""

        def damaged(cause: str) -> SaveDataError:
            return SaveDataError(cls.DATABASE, record, f"damaged: {cause}")

        if len(data) < 4:
            raise damaged(f"the record is {len(data)} bytes, shorter than its 4-byte header")
        header = RecordHeader.parse(data[:4])
        if header.formatVersion > cls.FORMAT_VERSION:
            raise SaveDataError(
                cls.DATABASE,
                record,
                f"format version {header.formatVersion} is newer than this Pitch reads "
                f"(up to {cls.FORMAT_VERSION}); it was written by a later version",
            )
        layout = cls.LAYOUT if header.formatVersion == cls.FORMAT_VERSION else None
        layout = cls.OLDER_LAYOUTS.get(header.formatVersion, layout)
        if layout is None:
            raise damaged(f"unknown format version {header.formatVersion}")
        payload = data[4:]
        if crc16(payload) != header.crc:
            raise damaged(f"checksum {crc16(payload):#06x} does not match the stored {header.crc:#06x}")
        try:
            value, end = parse_struct_end(layout, payload, 0, f"{cls.__name__} record")
        except PrcFormatError as error:
            raise damaged(f"{error.message} at byte {error.offset + 4}") from None
        if end != len(payload):
            raise damaged(f"{len(payload) - end} unexpected bytes after the record")
        try:
            return cls._from_payload(value)
        except (ValueError, UnicodeDecodeError) as error:
            raise damaged(str(error)) from None

    def to_database(self, date: datetime = DEFAULT_DATE) -> RecordDatabase:
        """The one-record database holding this value."""
        return RecordDatabase(
            name=self.DATABASE,
            type=self.TYPE,
            creator=CREATOR,
            attributes=DatabaseAttributes.dmHdrAttrBackup,
            version=DATABASE_VERSION,
            creationDate=date,
            modificationDate=date,
            uniqueIDSeed=2,
            records=(Record(self.to_record(), uniqueID=1),),
        )

    @classmethod
    def from_database(cls, data: bytes) -> Self:
        """Read the value back from database bytes; :class:`SaveDataError` if anything is off."""
        try:
            database = RecordDatabase.parse(data)
        except PrcFormatError as error:
            raise SaveDataError(cls.DATABASE, None, f"damaged database: {error}") from None
        expected = (cls.DATABASE, cls.TYPE, CREATOR)
        found = (database.name, database.type, database.creator)
        if found != expected:
            raise SaveDataError(cls.DATABASE, None, f"not this database: name/type/creator are {found}")
        if not database.records:
            raise SaveDataError(cls.DATABASE, None, "damaged: the database has no record")
        return cls.from_record(database.records[0].data, 0)

    def save(self, path: str | os.PathLike[str], date: datetime = DEFAULT_DATE) -> None:
        """Write the database file atomically."""
        write_atomic(path, self.to_database(date).build())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Self:
        """Read a database file (``OSError`` if it cannot be read, :class:`SaveDataError` if damaged,
        as is a file larger than :data:`MAX_SAVE_BYTES`)."""
        try:
            data = read_limited(path, MAX_SAVE_BYTES, "saved database")
        except InputTooLarge as error:
            raise SaveDataError(cls.DATABASE, None, f"damaged: {error}") from None
        return cls.from_database(data)


@dataclass(frozen=True)
class SavedGame(_SavedRecord):
    """A game in progress: ruleset, seed, first dealer and every action so far.

    >>> game = SavedGame("palm", (21,), seed=7, dealer=1, scores=(3, -2),
    ...                  actions=bytes([PASS, bid_action(3), play_action(0)]))
    >>> SavedGame.from_database(game.to_database().build()) == game
    True
    """

    rulesetName: str
    switches: tuple[int, ...]
    seed: int
    dealer: int
    scores: tuple[int, int]
    actions: bytes
    flags: int = 0
    computerLevel: int = NORMAL
    DATABASE: ClassVar[str] = "PitchSave-PPch"
    TYPE: ClassVar[str] = "Save"
    FORMAT_VERSION: ClassVar[int] = 3
    LAYOUT: ClassVar[Any] = SavedGameV3
    OLDER_LAYOUTS: ClassVar[dict[int, Any]] = {1: SavedGameV1, 2: SavedGameV2}
    MAX_ACTIONS: ClassVar[int] = 0xFFFF

    def __post_init__(self) -> None:
        _check_name(self.rulesetName, "ruleset name")
        if len(self.switches) > 255 or any(not -0x8000 <= v < 0x8000 for v in self.switches):
            raise ValueError("at most 255 switch values, each fitting in 16 bits")
        if not 0 <= self.seed <= 0xFFFFFFFF:
            raise ValueError(f"seed {self.seed} does not fit in 32 bits")
        if not 0 <= self.dealer <= 3:
            raise ValueError(f"dealer seat {self.dealer} is not 0..3")
        if len(self.scores) != 2 or any(not -0x8000 <= s < 0x8000 for s in self.scores):
            raise ValueError("scores are two 16-bit team scores")
        if len(self.actions) > self.MAX_ACTIONS:
            raise ValueError("too many actions")
        if self.flags & ~UNDO_USED:
            raise ValueError(f"flags {self.flags:#04x} has reserved bits set")
        _check_level(self.computerLevel)
        for position, action in enumerate(self.actions):
            try:
                decode_action(action)
            except ValueError as error:
                raise ValueError(f"action {position}: {error}") from None

    def _payload(self) -> dict[str, Any]:
        return {
            "rulesetName": self.rulesetName,
            "switches": list(self.switches),
            "seed": self.seed,
            "dealer": self.dealer,
            "scores": list(self.scores),
            "actions": self.actions,
            "flags": self.flags,
            "computerLevel": self.computerLevel,
        }

    @classmethod
    def _from_payload(cls, value: Any) -> SavedGame:
        scores = tuple(value.scores)
        return cls(
            value.rulesetName,
            tuple(value.switches),
            value.seed,
            value.dealer,
            (scores[0], scores[1]),
            bytes(value.actions),
            value.get("flags", 0),
            value.get("computerLevel", NORMAL),
        )


@dataclass(frozen=True)
class Preferences(_SavedRecord):
    """The player's settings: the computer pause and the house rules for new games.

    >>> prefs = Preferences(300, "palm", True, (11, 0, 1, 1, 1, 1, 1, 1), autoPlay=True)
    >>> Preferences.from_database(prefs.to_database().build()) == prefs
    True
    """

    computerPauseMs: int = 600
    rulesetName: str = "palm"
    soundOn: bool = True
    switches: tuple[int, ...] = ()
    autoPlay: bool = False
    computerLevel: int = NORMAL
    keepTrick: bool = False
    DATABASE: ClassVar[str] = "PitchPrefs-PPch"
    TYPE: ClassVar[str] = "Pref"
    FORMAT_VERSION: ClassVar[int] = 5
    LAYOUT: ClassVar[Any] = PreferencesV5
    OLDER_LAYOUTS: ClassVar[dict[int, Any]] = {
        1: PreferencesV1,
        2: PreferencesV2,
        3: PreferencesV3,
        4: PreferencesV4,
    }

    def __post_init__(self) -> None:
        _check_name(self.rulesetName, "ruleset name")
        if not 0 <= self.computerPauseMs <= 0xFFFF:
            raise ValueError(f"computerPauseMs {self.computerPauseMs} is not 0..65535")
        if len(self.switches) > 255 or any(not -0x8000 <= v < 0x8000 for v in self.switches):
            raise ValueError("at most 255 switch values, each fitting in 16 bits")
        _check_level(self.computerLevel)

    def _payload(self) -> dict[str, Any]:
        return {
            "computerPauseMs": self.computerPauseMs,
            "rulesetName": self.rulesetName,
            "soundOn": self.soundOn,
            "autoPlay": self.autoPlay,
            "keepTrick": self.keepTrick,
            "switches": list(self.switches),
            "computerLevel": self.computerLevel,
        }

    @classmethod
    def _from_payload(cls, value: Any) -> Preferences:
        switches = tuple(value.switches) if "switches" in value else ()
        auto = bool(value.get("autoPlay", False))
        level = value.get("computerLevel", NORMAL)
        keep = bool(value.get("keepTrick", False))
        return cls(value.computerPauseMs, value.rulesetName, value.soundOn, switches, auto, level, keep)


@dataclass(frozen=True)
class LevelStatistics:
    """Results of the human's team at one level of the computer players, and the hints asked.

    >>> LevelStatistics(gamesWon=2).gamesWon, LevelStatistics.FIELDS[-1]
    (2, 'hintsUsed')
    """

    gamesWon: int = 0
    gamesLost: int = 0
    handsWon: int = 0
    handsLost: int = 0
    bidsMade: int = 0
    bidsSet: int = 0
    undoGamesWon: int = 0
    undoGamesLost: int = 0
    hintsUsed: int = 0

    FIELDS: ClassVar[tuple[str, ...]] = (
        "gamesWon",
        "gamesLost",
        "handsWon",
        "handsLost",
        "bidsMade",
        "bidsSet",
        "undoGamesWon",
        "undoGamesLost",
        "hintsUsed",
    )
    """The counters (each a UInt32), in the record's order."""

    def __post_init__(self) -> None:
        for name in self.FIELDS:
            if not 0 <= getattr(self, name) <= 0xFFFFFFFF:
                raise ValueError(f"{name} does not fit in 32 bits")


NO_LEVELS = tuple(LevelStatistics() for _ in range(LEVEL_COUNT))


@dataclass(frozen=True)
class Statistics(_SavedRecord):
    """Your team's record at each level, and which hand was counted last.

    >>> stats = Statistics().with_level(NORMAL, LevelStatistics(gamesWon=2, undoGamesWon=1))
    >>> stats = dataclasses.replace(stats, countedSeed=7, countedHand=12)
    >>> again = Statistics.from_database(stats.to_database().build())
    >>> again == stats, again.level(NORMAL).gamesWon, again.level(0).gamesWon
    (True, 2, 0)
    """

    levels: tuple[LevelStatistics, ...] = NO_LEVELS
    """Each level's record, by level code (Easy, Normal, Hard, Expert)."""
    countedSeed: int = 0
    countedHand: int = 0
    DATABASE: ClassVar[str] = "PitchStats-PPch"
    TYPE: ClassVar[str] = "Stat"
    FORMAT_VERSION: ClassVar[int] = 3
    LAYOUT: ClassVar[Any] = StatisticsV3
    OLDER_LAYOUTS: ClassVar[dict[int, Any]] = {1: StatisticsV1, 2: StatisticsV2}

    def __post_init__(self) -> None:
        if len(self.levels) != LEVEL_COUNT:
            raise ValueError(f"statistics hold {LEVEL_COUNT} levels, not {len(self.levels)}")
        if not 0 <= self.countedSeed <= 0xFFFFFFFF:
            raise ValueError("countedSeed does not fit in 32 bits")
        if not 0 <= self.countedHand <= 0xFFFF:
            raise ValueError("countedHand does not fit in 16 bits")

    @classmethod
    def at(cls, code: int, **counters: int) -> Statistics:
        """Statistics holding ``counters`` at the level of this code, 0 elsewhere.

        >>> Statistics.at(NORMAL, gamesWon=3).level(NORMAL).gamesWon
        3
        """
        return cls().with_level(code, LevelStatistics(**counters))

    def level(self, code: int) -> LevelStatistics:
        """The record at the level of this code."""
        return self.levels[code]

    def with_level(self, code: int, record: LevelStatistics) -> Statistics:
        """These statistics with the level's record replaced."""
        levels = list(self.levels)
        levels[code] = record
        return dataclasses.replace(self, levels=tuple(levels))

    def _payload(self) -> dict[str, Any]:
        levels = [{name: getattr(record, name) for name in LevelStatistics.FIELDS} for record in self.levels]
        return {"levels": levels, "countedSeed": self.countedSeed, "countedHand": self.countedHand}

    @classmethod
    def _from_payload(cls, value: Any) -> Statistics:
        if "levels" in value:
            fields = LevelStatistics.FIELDS
            levels = tuple(LevelStatistics(**{name: one[name] for name in fields}) for one in value.levels)
        else:  # format 1 or 2: the Normal level's record
            old = LevelStatistics(**{name: value.get(name, 0) for name in LevelStatistics.FIELDS})
            levels = tuple(old if code == NORMAL else LevelStatistics() for code in range(LEVEL_COUNT))
        return cls(levels, value.get("countedSeed", 0), value.get("countedHand", 0))


def crc16(data: bytes) -> int:
    """CRC-16/CCITT (XModem) of ``data`` with seed 0, as Palm OS ``Crc16CalcBlock(data, n, 0)``.

    >>> hex(crc16(b"123456789"))
    '0x31c3'
    """
    return binascii.crc_hqx(data, 0)


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Rename a damaged database out of the way (``name.damaged``, ``name.damaged-2`` …).

    Returns the new path; the app keeps damaged saves for inspection instead of overwriting them.
    """
    source = Path(path)
    candidate = source.with_name(source.name + ".damaged")
    number = 2
    while candidate.exists():
        candidate = source.with_name(f"{source.name}.damaged-{number}")
        number += 1
    source.rename(candidate)
    return candidate
