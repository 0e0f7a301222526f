"""Computer players and a registry by name: ``heuristic`` (the game's computer players), ``easy``
(the first heuristic, a weaker level), ``random``.

May import: the core modules below :mod:`palm_pitch.match` (no I/O).
"""

from __future__ import annotations

from palm_pitch.players.base import Player
from palm_pitch.players.easy import EasyPlayer
from palm_pitch.players.heuristic import HeuristicPlayer
from palm_pitch.players.random_player import RandomPlayer

__all__ = ["PLAYER_NAMES", "EasyPlayer", "HeuristicPlayer", "Player", "RandomPlayer", "make_player"]

PLAYER_NAMES = ("heuristic", "easy", "random")


def make_player(name: str) -> Player:
    """A new player of that kind (one of :data:`PLAYER_NAMES`); ``KeyError`` naming the choices."""
    if name == "random":
        return RandomPlayer()
    if name == "heuristic":
        return HeuristicPlayer()
    if name == "easy":
        return EasyPlayer()
    raise KeyError(f"unknown player {name!r} (known: {', '.join(PLAYER_NAMES)})")
