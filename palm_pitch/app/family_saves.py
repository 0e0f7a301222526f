"""The family game in progress, saved in the data folder: ``family-game.json``.

The desktop keeps a game of a family variant (:class:`~palm_pitch.app.family_session.FamilySession`)
beside the Palm game's databases, which the device shares and this file never touches. The file
holds the variant, the seed, the computer players' level (``level``: absent in files written before
the family had levels, read as Normal; any Pitch reads the file, an older one playing it at Normal)
and every step (each seat's actions in the family's text form, ``next-hand`` where you closed a
hand's summary and ``take-back`` where you took back with Game > Undo), so resuming replays the game
exactly; it is
written atomically after every step and removed when a Palm game is dealt. A file that cannot be
read or does not replay is moved aside (:func:`palm_pitch.app.persistence.set_aside`) and
reported, never overwritten.

>>> from palm_pitch.family.variants import get_variant
>>> session = FamilySession(get_variant("setback-3"), seed=4)
>>> _ = session.apply(session.computer_action()) if session.computer_to_act else None
>>> session_of(save_text(session)).state == session.state
True
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from palm_pitch.app.family_session import FamilySession, FamilyStep
from palm_pitch.app.session import NEXT_HAND, TAKE_BACK, NextHand, ReplayError, TakeBack
from palm_pitch.family.actions import action_text, parse_action
from palm_pitch.family.search import FAMILY_LEVELS
from palm_pitch.family.variants import get_variant
from prc_tools.fileio import write_atomic

FAMILY_GAME_FILE = "family-game.json"
FORMAT = "palm-pitch-family-game"
VERSION = 2
"""The version written when the steps hold a take-back (older Pitches refuse it as newer);
without one, :data:`FIRST_VERSION`, which any Pitch reads."""
FIRST_VERSION = 1
NEXT_HAND_TEXT = "next-hand"
TAKE_BACK_TEXT = "take-back"
MARKERS: dict[str, FamilyStep] = {NEXT_HAND_TEXT: NEXT_HAND, TAKE_BACK_TEXT: TAKE_BACK}


class FamilySaveError(ValueError):
    """A family save that cannot be read: its cause in a few words."""


def step_text(step: FamilyStep) -> str:
    if isinstance(step, NextHand):
        return NEXT_HAND_TEXT
    return TAKE_BACK_TEXT if isinstance(step, TakeBack) else action_text(step)


def save_text(session: FamilySession) -> str:
    """The file's text for ``session``."""
    version = VERSION if any(isinstance(step, TakeBack) for step in session.steps) else FIRST_VERSION
    data = {"format": FORMAT, "version": version, "ruleset": session.rules.name, "seed": session.seed,
            "level": session.level, "steps": [step_text(step) for step in session.steps]}
    return json.dumps(data) + "\n"


def session_of(text: str) -> FamilySession:
    """The session a save's text holds (:class:`FamilySaveError` naming what is wrong)."""
    try:
        data = json.loads(text)
    except ValueError:
        raise FamilySaveError("not JSON") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise FamilySaveError("not a family game")
    if data.get("version") not in (FIRST_VERSION, VERSION):
        raise FamilySaveError(f"made by a newer Pitch (version {data.get('version')})")
    try:
        rules = get_variant(str(data["ruleset"]))
        seed = int(data["seed"])
        steps: list[FamilyStep] = [MARKERS[text] if text in MARKERS else parse_action(str(text))
                                   for text in data["steps"]]
    except (KeyError, TypeError, ValueError) as error:
        raise FamilySaveError(f"damaged ({error})") from None
    level = data.get("level", "normal")
    if level not in FAMILY_LEVELS:
        raise FamilySaveError(f"damaged (level {level!r})")
    try:
        return FamilySession.replay(rules, seed, steps, level)
    except ReplayError as error:
        raise FamilySaveError(str(error)) from None


def save_family_game(data_dir: Path, session: FamilySession) -> None:
    """Write the game (``OSError`` if the system refuses)."""
    write_atomic(data_dir / FAMILY_GAME_FILE, save_text(session).encode("utf-8"))


def load_family_game(data_dir: Path) -> FamilySession | None:
    """The saved family game, or None if there is none (:class:`FamilySaveError` if damaged)."""
    path = data_dir / FAMILY_GAME_FILE
    if not path.is_file():
        return None
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise FamilySaveError("not text") from None
    return session_of(text)


def remove_family_game(data_dir: Path) -> None:
    """No family game in progress any more (a Palm game was dealt). A file the system will not
    let go of stays (it would only be resumed at the next start, as a game you gave up)."""
    with contextlib.suppress(OSError):
        (data_dir / FAMILY_GAME_FILE).unlink(missing_ok=True)
