"""Computer players and a registry by name: ``heuristic`` (the game's computer players, the Normal
level; ``normal`` names it too), ``easy`` (the first heuristic, the Easy level), ``random``,
``hard`` and ``expert`` (the search levels, desktop only: :mod:`.levels`), and ``pimc`` (the
pure-Python search player; ``pimc:N`` samples N worlds per decision).
"""

from __future__ import annotations

from palm_pitch.players.base import Player
from palm_pitch.players.easy import EasyPlayer
from palm_pitch.players.heuristic import HeuristicPlayer
from palm_pitch.players.levels import LEVEL_PLAYERS, LEVELS, expert_player, hard_player
from palm_pitch.players.pimc import PimcPlayer
from palm_pitch.players.random_player import RandomPlayer

__all__ = ["LEVELS", "LEVEL_PLAYERS", "PLAYER_NAMES", "EasyPlayer", "HeuristicPlayer", "PimcPlayer",
           "Player", "RandomPlayer", "make_player"]

PLAYER_NAMES = ("heuristic", "easy", "random", "pimc", "hard", "expert", "normal")


def make_player(name: str) -> Player:
    """A new player of that kind (one of :data:`PLAYER_NAMES`, or ``pimc:N``, or a
    search level with other settings, ``hard:bid_worlds=256,stop_z=3``); ``KeyError`` naming the
    choices."""
    kind, colon, option = name.partition(":")
    if kind == "pimc":
        if not colon:
            return PimcPlayer()
        if option.isdigit() and 0 < int(option) <= 100_000:
            worlds = int(option)
            return PimcPlayer(worlds=worlds, bid_worlds=max(1, (worlds + 1) // 2))
        raise KeyError(f"pimc:N needs a number of worlds 1..100000, not {option!r}")
    if name == "random":
        return RandomPlayer()
    if kind == "hard":
        return hard_player(option)
    if kind == "expert":
        return expert_player(option)
    if name in ("heuristic", "normal"):
        return HeuristicPlayer()
    if name == "easy":
        return EasyPlayer()
    raise KeyError(f"unknown player {name!r} (known: {', '.join(PLAYER_NAMES)})")
