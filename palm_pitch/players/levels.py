"""The computer players' levels: Easy, Normal, Hard and Expert, by name.

What it is for: the app's Preferences, the command line (``--level``) and the statistics name the
levels; :func:`level_player` gives the player of a level. Easy is the first heuristic
(:mod:`.easy`), Normal the heuristic the device plays (:mod:`.heuristic`); Hard and Expert are the
desktop's search players (:func:`hard_player`, :func:`expert_player`).
"""

from __future__ import annotations

from palm_pitch.players.base import Player
from palm_pitch.players.pimc import PimcPlayer

LEVELS = ("easy", "normal", "hard", "expert")
"""The levels, weakest first."""

LEVEL_PLAYERS = {"easy": "easy", "normal": "heuristic", "hard": "hard", "expert": "expert"}
"""The player name (:func:`palm_pitch.players.make_player`) of each level."""


def hard_player() -> Player:
    """The Hard level: determinized search (PIMC) over deals consistent with the bidding and play."""
    player = PimcPlayer(worlds=100, bid_worlds=48)
    player.name = "hard"
    return player


def expert_player() -> Player:
    """The Expert level: the strongest search the desktop has."""
    player = PimcPlayer(worlds=200, bid_worlds=96)
    player.name = "expert"
    return player
