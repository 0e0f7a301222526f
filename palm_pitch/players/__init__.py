"""Computer players: :class:`RandomPlayer` and :class:`HeuristicPlayer`, and a registry by name.

May import: the core modules below :mod:`palm_pitch.match` (no I/O).
"""

from __future__ import annotations

from palm_pitch.players.base import Player
from palm_pitch.players.heuristic import HeuristicPlayer
from palm_pitch.players.random_player import RandomPlayer

__all__ = ["PLAYER_NAMES", "HeuristicPlayer", "Player", "RandomPlayer", "make_player"]

PLAYER_NAMES = ("heuristic", "random")


def make_player(name: str) -> Player:
    """A new player of that kind (``heuristic``, ``random``); ``KeyError`` naming the choices."""
    if name == "random":
        return RandomPlayer()
    if name == "heuristic":
        return HeuristicPlayer()
    raise KeyError(f"unknown player {name!r} (known: {', '.join(PLAYER_NAMES)})")
