"""The uniform random player: any legal action, each equally likely.

What it is for: a baseline opponent and the engine's throughput benchmark.

May import: :mod:`palm_pitch.players.base` and what it imports (no I/O).

Decision rule: with ``n`` legal actions in :meth:`PlayerView.legal_actions` order, play action
``rng.below(n)``; with a single legal action, play it without drawing from the generator.
"""

from __future__ import annotations

from palm_pitch.actions import Action
from palm_pitch.rng import Rng
from palm_pitch.views import PlayerView


class RandomPlayer:
    """Chooses uniformly among the legal actions."""

    name = "random"

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        legal = view.legal_actions()
        n = len(legal)
        if n == 1:
            return legal[0]
        return legal[rng.below(n)]

    def __repr__(self) -> str:
        return "RandomPlayer()"
