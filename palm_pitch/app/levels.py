"""The computer players' levels as the app keeps them: their codes in the saves, the levels the
device offers, the default, and the player of a level.

The levels are :data:`palm_pitch.players.levels.LEVELS` (Easy, Normal, Hard, Expert, weakest
first); a level's *code* is its place there, the byte the saved game and the preferences keep
and the index of its record in the statistics. The device offers :data:`DEVICE_LEVELS` only (its
C core has the two heuristics, no search), and so does the desktop app in its device profile.

>>> [level_code(level) for level in LEVELS], level_of_code(1)
([0, 1, 2, 3], 'normal')
>>> type(level_player("normal")).__name__, type(level_player("easy")).__name__
('HeuristicPlayer', 'EasyPlayer')
"""

from __future__ import annotations

from palm_pitch.players import make_player
from palm_pitch.players.base import Player
from palm_pitch.players.levels import LEVEL_PLAYERS, LEVELS

__all__ = ["DEFAULT_LEVEL", "DEVICE_LEVELS", "HINT_LEVEL", "LEVELS", "level_code", "level_of_code",
           "level_player"]

DEVICE_LEVELS = LEVELS[:2]
"""The levels the Palm device plays: Easy and Normal."""
DEFAULT_LEVEL = "normal"
"""The level of a new player's games, and of every game saved before there were levels."""
HINT_LEVEL = "expert"
"""The level whose choice a hint shows."""


def level_code(level: str) -> int:
    """The byte that stands for ``level`` in the saves (``KeyError`` naming the levels)."""
    if level not in LEVELS:
        raise KeyError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return LEVELS.index(level)


def level_of_code(code: int) -> str:
    """The level a saved byte stands for (``ValueError`` for a byte no level has)."""
    if not 0 <= code < len(LEVELS):
        raise ValueError(f"computer level {code} is not 0..{len(LEVELS) - 1}")
    return LEVELS[code]


def level_player(level: str) -> Player:
    """A new player of ``level`` (``KeyError`` naming the levels)."""
    level_code(level)
    return make_player(LEVEL_PLAYERS[level])
