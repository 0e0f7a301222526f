"""Your record in each variant of the family: ``family-stats.json`` in the data folder.

Game > Statistics on a family game shows the record of its variant at the level of its computer
players: games played and won, hands, and your bids made and set. A variant's record against
Normal players is kept under its name (as every record was before the family had levels), against
Hard or Expert ones under ``NAME@LEVEL`` (:func:`record_key`), so any Pitch reads the file. A game
in which you took something back (Game > Undo) is counted again apart, played and won "with undo",
as the Palm game's Statistics count theirs. The Palm game keeps its own record in ``PitchStats``
(the device's database), which the family never touches. Each hand is counted once: the record
keeps the seed and hand it last counted, so a game resumed after a stop between saving the game
and the record is not counted twice. The hints you asked for (Game > Hint in the play, the bid
dialog's ``?``) are counted by variant and level too, in a map of their own beside the variants
(``hints``): a Pitch from before they were counted reads the file as it did, and keeps the rest of
the record. The file is written atomically; one that cannot be read is set aside and a new record
starts.

>>> record = FamilyRecordBook()
>>> record.variant("ten-point").games
0
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from palm_pitch.app.family_session import HUMAN, FamilySession
from palm_pitch.app.savedata import set_aside
from palm_pitch.family.rules import Teams
from prc_tools.fileio import write_atomic

FAMILY_STATS_FILE = "family-stats.json"
FORMAT = "palm-pitch-family-stats"
VERSION = 2
READABLE = (1, 2)
"""The versions read: version 1 had no games with undo (read as none)."""


@dataclass
class VariantRecord:
    """Your record in one variant."""

    games: int = 0
    won: int = 0
    hands: int = 0
    made: int = 0
    set: int = 0
    undo_games: int = 0
    """Of the games, those in which you took something back (Game > Undo)."""
    undo_won: int = 0
    """Of those, the games you won."""
    hints: int = 0
    """The hints you asked for (kept in the file's ``hints`` map, not with the rest)."""
    last: tuple[int, int] = (-1, -1)
    """The seed and hand number last counted."""


@dataclass
class FamilyRecordBook:
    """Your record in every variant played, by name."""

    variants: dict[str, VariantRecord] = field(default_factory=dict)

    def variant(self, name: str, level: str = "normal") -> VariantRecord:
        """Your record in variant ``name`` against computer players of ``level``."""
        return self.variants.get(record_key(name, level), VariantRecord())

    def count_hand(self, session: FamilySession) -> bool:
        """Count the hand just scored (and the game, if it ended); False if counted already."""
        state = session.state
        if not state.results:
            return False
        result = state.results[-1]
        record = self.variants.setdefault(record_key(session.rules.name, session.level), VariantRecord())
        key = (session.seed, result.hand_number)
        if record.last == key:
            return False
        record.last = key
        record.hands += 1
        if result.maker == HUMAN and result.made is not None:
            record.made += int(result.made)
            record.set += int(not result.made)
        if state.is_over and state.winner is not None:
            record.games += 1
            yours = HUMAN % session.rules.team_count if session.rules.teams is Teams.FIXED else HUMAN
            record.won += int(state.winner == yours)
            if session.undo_used:
                record.undo_games += 1
                record.undo_won += int(state.winner == yours)
        return True

    def count_hint(self, session: FamilySession) -> None:
        """Count a hint given you in ``session``'s game."""
        self.variants.setdefault(record_key(session.rules.name, session.level), VariantRecord()).hints += 1

    def to_text(self) -> str:
        variants = {}
        for name, record in sorted(self.variants.items()):
            fields = asdict(record)
            del fields["hints"]  # apart, so that a Pitch that does not count them reads the rest
            variants[name] = fields
        hints = {name: record.hints for name, record in sorted(self.variants.items()) if record.hints}
        data = {"format": FORMAT, "version": VERSION, "variants": variants, "hints": hints}
        return json.dumps(data) + "\n"

    @classmethod
    def from_text(cls, text: str) -> FamilyRecordBook:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") not in READABLE:
            raise ValueError("not a family record of this version")
        variants = {}
        for name, fields in data["variants"].items():
            fields = dict(fields)
            fields.pop("hints", None)  # counted in the map below only
            fields["last"] = tuple(fields.get("last", (-1, -1)))
            variants[str(name)] = VariantRecord(**fields)
        hints = data.get("hints", {})
        if not isinstance(hints, dict):
            raise ValueError("the hints are not a map of variants")
        for name, count in hints.items():
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                raise ValueError(f"the hints of {name} are not a count")
            variants.setdefault(str(name), VariantRecord()).hints = count
        return cls(variants)


def record_key(name: str, level: str) -> str:
    """Where the record of variant ``name`` against ``level`` players is kept (see the docstring)."""
    return name if level == "normal" else f"{name}@{level}"


def load_family_stats(data_dir: Path | None) -> FamilyRecordBook:
    """The record in ``data_dir`` (a new one if there is none; one that cannot be read is set aside)."""
    if data_dir is None:
        return FamilyRecordBook()
    path = data_dir / FAMILY_STATS_FILE
    if not path.is_file():
        return FamilyRecordBook()
    try:
        return FamilyRecordBook.from_text(path.read_text(encoding="utf-8"))
    except (ValueError, TypeError, KeyError, OSError):
        with contextlib.suppress(OSError):
            set_aside(path)
        return FamilyRecordBook()


def save_family_stats(data_dir: Path | None, book: FamilyRecordBook) -> None:
    """Write the record (``OSError`` if the system refuses)."""
    if data_dir is not None:
        write_atomic(data_dir / FAMILY_STATS_FILE, book.to_text().encode("utf-8"))
