"""The player protocol: anything with ``name`` and ``choose(view, rng) -> action``.

What it is for: the match loop (:mod:`palm_pitch.match`) and the app ask a player for its action by
handing it a :class:`~palm_pitch.views.PlayerView` (what that seat may know) and its own
:class:`~palm_pitch.rng.Rng`. A player must return one of ``view.legal_actions()``.
"""

from __future__ import annotations

from typing import Protocol

from palm_pitch.actions import Action
from palm_pitch.rng import Rng
from palm_pitch.views import PlayerView


class Player(Protocol):
    """A computer (or scripted) player."""

    name: str
    """Short name used in records and on the command line (``random``, ``heuristic``)."""

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        """One of ``view.legal_actions()``; called only when it is ``view.seat``'s turn."""
        ...
