"""The C engine: the game core of ``device/core/`` (the C twin of the Python engine, also built for
the 68k) compiled for this machine and called through ctypes.

What it is for: speed and proof. ``palm-pitch simulate --engine c`` plays whole games inside C; the
benchmarks compare it with the Python engines; and the differential tests hold it to the Python
engine move for move, which is how the 68k build is known to play the same game.

The library is built by ``pip install`` where a C compiler and ``make`` exist (setup.py runs
``make -C device host``); elsewhere the package installs as pure Python and :func:`available` is
False, with :func:`unavailable_reason` saying why.
"""

from __future__ import annotations

from palm_pitch.cengine._library import CEngineUnavailable, library
from palm_pitch.cengine.game import PLAYER_KINDS, CGame
from palm_pitch.cengine.match import play_game, simulate

__all__ = ["PLAYER_KINDS", "CEngineUnavailable", "CGame", "available", "play_game", "simulate",
           "unavailable_reason"]


def unavailable_reason() -> str | None:
    """Why the C engine cannot be used here (one line), or None if it can."""
    try:
        library()
    except CEngineUnavailable as error:
        return str(error)
    return None


def available() -> bool:
    """True if the C engine is built and loads."""
    return unavailable_reason() is None
