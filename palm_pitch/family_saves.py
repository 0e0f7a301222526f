"""The family's text game saved in the terminal's data folder, and resumed from it.

What it is for: ``palm-pitch play --ruleset NAME`` of a family variant keeps its game in
``family-game.json`` in the terminal's data folder (the folder the Palm game's terminal session
saves in, or ``--data-dir``), as a family game record (:mod:`palm_pitch.family.record`: ruleset,
seed, every action; the scores and winner once the game is over). The file is written atomically
after every action of the human player and when the game ends, so ``q``, the end of input or a
killed terminal loses nothing: the computer players' moves replay from the seed. What
:func:`load_family_save` refuses is a :class:`DamagedFamilySave` - one line naming the file and
the cause; the file is left as it is (``--new`` moves it aside as ``family-game.json.damaged``
before a new game starts).
"""

from __future__ import annotations

import os
from pathlib import Path

from palm_pitch.family.record import FamilyRecord, FamilyRecordError
from palm_pitch.family.search import FAMILY_LEVELS, levels_text
from prc_tools.fileio import write_atomic

SAVE_FILE = "family-game.json"
"""The family game's file in the data folder."""

DAMAGED_SUFFIX = ".damaged"
"""What ``--new`` adds to a damaged save's name as it moves it aside."""


class DamagedFamilySave(Exception):
    """A saved family game that cannot be read or does not replay (message: file and cause)."""


def save_path(folder: Path) -> Path:
    """The family game's file in ``folder``."""
    return folder / SAVE_FILE


def load_family_save(folder: Path) -> FamilyRecord | None:
    """The saved game of ``folder``, checked by replaying it; None when there is none."""
    path = save_path(folder)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise DamagedFamilySave(f"{path}: cannot be read ({error.strerror or error})") from None
    try:
        record = FamilyRecord.from_json_text(data.decode("utf-8"))
        record.replay()
    except UnicodeDecodeError:
        raise DamagedFamilySave(f"{path}: damaged (not UTF-8 text)") from None
    except FamilyRecordError as error:
        raise DamagedFamilySave(f"{path}: damaged ({error})") from None
    if record.level is not None and record.level not in FAMILY_LEVELS:
        raise DamagedFamilySave(f"{path}: damaged (level {record.level!r}: the family's games are played at"
                                f" {levels_text()})")
    return record


def is_finished(record: FamilyRecord) -> bool:
    """True when the saved game is over (a new one may replace it)."""
    return record.replay().is_over


def set_aside(folder: Path) -> Path:
    """Move a damaged save aside (``family-game.json.damaged``, or ``.damaged.N`` if taken); the
    new name."""
    path = save_path(folder)
    target = path.with_name(path.name + DAMAGED_SUFFIX)
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}{DAMAGED_SUFFIX}.{number}")
    os.replace(path, target)
    return target


def write_family_save(folder: Path, record: FamilyRecord) -> bool:
    """Write the game atomically (no half-written file whatever happens); False if it could not be."""
    try:
        write_atomic(save_path(folder), record.to_json_text().encode("utf-8"))
    except OSError:
        return False
    return True
