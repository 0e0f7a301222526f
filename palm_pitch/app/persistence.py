"""Saving and resuming: the game in progress, the preferences and the statistics as Palm databases.

The three databases of :mod:`palm_pitch.app.savedata` live as ``.pdb`` files in a data folder the
front end chooses (``None``: nothing is read or written, as in the headless renderer by default).
A saved game is ruleset + switches + seed + steps; :func:`restore` replays the steps through the
engine, so a save that does not replay is as damaged as one with a bad checksum. A file that
cannot be read is moved aside (``name.damaged``) before anything is written in its place, and the
caller is told why in a few words (:class:`Damage`) to show in an alert.

One Pitch at a time uses a data folder: :meth:`Storage.lock` takes ``palm-pitch.lock`` there (an
advisory lock of the operating system, ``flock`` or ``msvcrt.locking``, holding the process id),
and a second Pitch on the same folder gets :class:`DataDirInUse` instead of overwriting the
first one's game and statistics. The system drops the lock when the process ends, however it
ends, so a crash leaves no stale lock behind. (On a handheld only one application runs: the
device build has no lock.) A Pitch killed in the middle of a save leaves the temporary file of
its atomic write (``.PitchSave-PPch.pdb.XXXXXXXX.tmp``); the next Pitch to hold the lock removes
those of its own files, and nothing else (:func:`prc_tools.fileio.remove_stale_temporaries`).

Game > Export keeps the text record in ``exports/`` of the folder as well (:meth:`Storage.export`;
the memos go into the Memo Pad's database: :mod:`palm_pitch.app.memopad`).
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import TypeVar

from palm_pitch.actions import Bid
from palm_pitch.app.levels import level_code, level_of_code
from palm_pitch.app.savedata import (
    NEXT_HAND as NEXT_HAND_BYTE,
)
from palm_pitch.app.savedata import (
    PASS,
    UNDO_USED,
    Preferences,
    SaveDataError,
    SavedGame,
    Statistics,
    bid_action,
    decode_action,
    play_action,
    set_aside,
)
from palm_pitch.app.savedata import (
    TAKE_BACK as TAKE_BACK_BYTE,
)
from palm_pitch.app.session import NEXT_HAND, TAKE_BACK, GameSession, NextHand, ReplayError, Step, TakeBack
from palm_pitch.cards import CARDS
from palm_pitch.rules import (
    AllPass,
    DealerSteal,
    LowTo,
    MadeBidScores,
    Ruleset,
    Smudge,
    Trumping,
    WinRule,
    all_rulesets,
    get_ruleset,
)
from palm_sdk.databases import memoDBName
from prc_tools import database_file_name
from prc_tools.fileio import remove_stale_temporaries, write_atomic
from prc_tools.folder_lock import LOCK_FILE, FolderInUse, FolderLock

GAME_FILE = database_file_name(SavedGame.DATABASE)  # PitchSave-PPch.pdb
PREFS_FILE = database_file_name(Preferences.DATABASE)
STATS_FILE = database_file_name(Statistics.DATABASE)

SWITCHES: tuple[tuple[str, type[IntEnum] | None], ...] = (
    ("target", None),
    ("low_to", LowTo),
    ("dealer_steal", DealerSteal),
    ("all_pass", AllPass),
    ("smudge", Smudge),
    ("trumping", Trumping),
    ("win_rule", WinRule),
    ("made_bid_scores", MadeBidScores),
)
"""The house-rule fields of :class:`~palm_pitch.rules.Ruleset`, in the order saves store them."""

EXPORT_FOLDER = "exports"
MEMO_FILE = database_file_name(memoDBName)  # the Memo Pad's database (palm_pitch.app.memopad)
DATA_FILES = frozenset({GAME_FILE, PREFS_FILE, STATS_FILE, MEMO_FILE})
"""The files a Pitch writes in its data folder (each atomically, through a temporary file)."""


class _ExportNames:
    """The names of the exported game records (``pitch-game-SEED.txt``), as a container."""

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and re.fullmatch(r"pitch-game-[0-9]+\.txt", name) is not None

_Saved = TypeVar("_Saved", Preferences, SavedGame, Statistics)

HOUSE = "house"
"""The name of a ruleset chosen switch by switch that matches no registered one."""


def ruleset_switches(ruleset: Ruleset) -> tuple[int, ...]:
    """The switch values of a ruleset, as saves store them."""
    return tuple(int(getattr(ruleset, name)) for name, _ in SWITCHES)


def ruleset_from(name: str, switches: tuple[int, ...] = ()) -> Ruleset:
    """The ruleset a save describes: the registered one of that name with ``switches`` applied
    (named after a registered ruleset with the same switches, else ``house``). ``ValueError`` for
    an unknown name without switches or a value out of range."""
    if not switches:
        return get_ruleset(name)
    if len(switches) != len(SWITCHES):
        raise ValueError(f"{len(switches)} rule switches, expected {len(SWITCHES)}")
    values: dict[str, object] = {}
    for (field, kind), value in zip(SWITCHES, switches, strict=True):
        if kind is None:
            if not 1 <= value <= 999:
                raise ValueError(f"target {value} is not 1..999")
            values[field] = value
        else:
            values[field] = kind(value)
    for known in all_rulesets():
        if ruleset_switches(known) == switches:
            return known
    return Ruleset(name=HOUSE, description="House rules chosen in Preferences", **values)  # type: ignore[arg-type]


def step_byte(step: Step) -> int:
    """A session step as a saved-game action byte."""
    if isinstance(step, NextHand):
        return NEXT_HAND_BYTE
    if isinstance(step, TakeBack):
        return TAKE_BACK_BYTE
    if isinstance(step, Bid):
        return PASS if step == Bid.PASS else bid_action(int(step))
    return play_action(step.index)


def byte_step(value: int) -> Step:
    kind, number = decode_action(value)
    if kind == "pass":
        return Bid.PASS
    if kind == "next":
        return NEXT_HAND
    if kind == "back":
        return TAKE_BACK
    if kind == "bid":
        return Bid(number)
    return CARDS[number]


def saved_steps(session: GameSession) -> list[Step]:
    """The steps a save keeps: all of them, or - past ``SavedGame.MAX_ACTIONS`` - the ones that
    stand (:meth:`GameSession.standing_steps`: no take-backs)."""
    if len(session.steps) <= SavedGame.MAX_ACTIONS:
        return session.steps
    return session.standing_steps()


def saved_game(session: GameSession) -> SavedGame:
    """The save of a session."""
    return SavedGame(
        session.ruleset.name,
        ruleset_switches(session.ruleset),
        seed=session.seed,
        dealer=session.state.results[0].dealer if session.state.results else session.state.dealer,
        scores=session.state.scores,
        actions=bytes(step_byte(step) for step in saved_steps(session)),
        flags=UNDO_USED if session.undo_used else 0,
        computerLevel=level_code(session.level),
    )


def restore(saved: SavedGame) -> GameSession:
    """The session a save describes; :class:`ReplayError` if its steps do not replay or do not
    reach the scores it recorded."""
    try:
        ruleset = ruleset_from(saved.rulesetName, saved.switches)
        steps = [byte_step(value) for value in saved.actions]
    except (KeyError, ValueError) as error:
        raise ReplayError(str(error)) from None
    session = GameSession.replay(ruleset, saved.seed, steps, level_of_code(saved.computerLevel))
    session.undo_used = session.undo_used or bool(saved.flags & UNDO_USED)
    first = session.state.results[0].dealer if session.state.results else session.state.dealer
    if first != saved.dealer or session.state.scores != saved.scores:
        raise ReplayError("the steps do not reach the saved dealer and scores")
    return session


class Cause(IntEnum):
    """Why a file could not be read: the index of its words in ``DamageCausesStringList``."""

    CHECKSUM = 0
    NEWER = 1
    TRUNCATED = 2
    NOT_PITCH = 3
    NO_REPLAY = 4
    DAMAGED = 5


def cause_of(error: Exception) -> Cause:
    """The short reason for a load failure."""
    if isinstance(error, ReplayError):
        return Cause.NO_REPLAY
    text = str(error)
    if "newer" in text:
        return Cause.NEWER
    if "checksum" in text:
        return Cause.CHECKSUM
    if "not this database" in text:
        return Cause.NOT_PITCH
    if any(word in text for word in ("shorter", "file has", "truncated", "past the end", "stream read")):
        return Cause.TRUNCATED
    return Cause.DAMAGED


@dataclass(frozen=True)
class Damage:
    """A file that could not be read and was moved aside."""

    path: Path
    moved_to: Path | None
    cause: Cause
    detail: str


class DataDirInUse(Exception):
    """Another Pitch holds the data folder's lock (the command line prints it on one line)."""

    is_user_error = True

    def __init__(self, data_dir: Path, holder: str) -> None:
        who = f" (process {holder})" if holder else ""
        super().__init__(
            f"the data folder {data_dir} is in use by another Pitch{who}: close that one first,"
            " or give this one another --data-dir"
        )
        self.data_dir = data_dir


class SaveUnreadable(Exception):
    """A save the system will not let this Pitch read (its permissions, a folder in its place):
    not a damaged file, so it is neither set aside nor overwritten; the command line prints it
    on one line and Pitch does not start."""

    is_user_error = True

    def __init__(self, path: Path, error: OSError) -> None:
        super().__init__(
            f"cannot read {path}: {error.strerror or error}; it is left as it is: make it readable,"
            " or give this Pitch another --data-dir"
        )
        self.path = path


class DataDirLock:
    """The lock file of a data folder, held while this Pitch runs (see the module docstring and
    :mod:`prc_tools.folder_lock`, which ``palm-emu`` takes on its data folder as well)."""

    def __init__(self, data_dir: Path) -> None:
        self._lock = FolderLock(data_dir, LOCK_FILE)
        self.path = self._lock.path

    @property
    def held(self) -> bool:
        return self._lock.held

    def acquire(self) -> None:
        """Take the lock (:class:`DataDirInUse` if another process holds it;
        :class:`~prc_tools.folder_lock.UnsafeLockFile` if the lock file is a link or no file;
        ``OSError`` if the folder cannot be used at all)."""
        try:
            self._lock.acquire()
        except FolderInUse as error:
            raise DataDirInUse(error.folder, error.holder) from None

    def release(self) -> None:
        """Remove the lock file and let go of the lock."""
        self._lock.release()


class Storage:
    """The data folder (``None``: keep nothing)."""

    def __init__(self, data_dir: Path | None) -> None:
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.damage: list[Damage] = []
        self.write_error: OSError | None = None  # the last save that failed (disk full, no rights)
        self._lock = DataDirLock(self.data_dir) if self.data_dir is not None else None
        self.removed_temporaries: list[Path] = []  # stale temporary files removed at the lock

    def lock(self) -> None:
        """Hold the folder's lock while this Pitch runs (:class:`DataDirInUse` if another holds
        it). A folder that cannot be made is left alone: its saves will fail and say so."""
        if self._lock is None:
            return
        with contextlib.suppress(OSError):  # DataDirInUse is not an OSError: it goes through
            self._lock.acquire()
        if self._lock.held:
            self.removed_temporaries = self._remove_stale_temporaries()

    def _remove_stale_temporaries(self) -> list[Path]:
        """The temporary files an earlier Pitch killed while it saved left behind, removed (only
        with the lock held: no other Pitch is writing here)."""
        assert self.data_dir is not None
        removed = remove_stale_temporaries(self.data_dir, DATA_FILES)
        return removed + remove_stale_temporaries(self.data_dir / EXPORT_FOLDER, _ExportNames())

    def unlock(self) -> None:
        if self._lock is not None:
            self._lock.release()

    def export(self, name: str, text: str) -> Path:
        """Write ``text`` as ``exports/name`` in the folder, atomically; returns the path
        (``OSError`` if it cannot be written)."""
        if self.data_dir is None:
            raise ValueError("no data folder")
        path = self.data_dir / EXPORT_FOLDER / name
        write_atomic(path, text.encode("utf-8"))
        return path

    def _write(self, record: Preferences | SavedGame | Statistics, name: str) -> bool:
        """Save a database file; False (and :attr:`write_error`) if the system refused."""
        path = self._path(name)
        if path is None:
            return True
        try:
            record.save(path)
        except OSError as error:
            self.write_error = error
            return False
        return True

    def _path(self, name: str) -> Path | None:
        return None if self.data_dir is None else self.data_dir / name

    def _set_aside(self, path: Path, error: Exception) -> None:
        moved: Path | None = None
        with contextlib.suppress(OSError):
            moved = set_aside(path)
        self.damage.append(Damage(path, moved, cause_of(error), str(error)))

    @staticmethod
    def _load(kind: type[_Saved], path: Path) -> _Saved:
        """Read a database file; :class:`SaveUnreadable` if the system refuses (no damage)."""
        try:
            return kind.load(path)
        except OSError as error:
            raise SaveUnreadable(path, error) from None

    def load_game(self) -> GameSession | None:
        """The saved game, or None (no save, or a damaged one: see :attr:`damage`)."""
        path = self._path(GAME_FILE)
        if path is None or not path.exists():
            return None
        try:
            return restore(self._load(SavedGame, path))
        except (SaveDataError, ReplayError) as error:
            self._set_aside(path, error)
            return None

    def save_game(self, session: GameSession) -> bool:
        return self._write(saved_game(session), GAME_FILE)

    def load_preferences(self) -> Preferences:
        path = self._path(PREFS_FILE)
        if path is None or not path.exists():
            return Preferences()
        try:
            prefs = self._load(Preferences, path)
            ruleset_from(prefs.rulesetName, prefs.switches)
            return prefs
        except (SaveDataError, KeyError, ValueError) as error:
            self._set_aside(path, error)
            return Preferences()

    def save_preferences(self, prefs: Preferences) -> bool:
        return self._write(prefs, PREFS_FILE)

    def load_statistics(self) -> Statistics:
        path = self._path(STATS_FILE)
        if path is None or not path.exists():
            return Statistics()
        try:
            return self._load(Statistics, path)
        except SaveDataError as error:
            self._set_aside(path, error)
            return Statistics()

    def save_statistics(self, stats: Statistics) -> bool:
        return self._write(stats, STATS_FILE)
