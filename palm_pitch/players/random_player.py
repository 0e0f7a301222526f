"""The uniform random player: any legal action, each equally likely.

What it is for: a baseline opponent and the engine's throughput benchmark.

Decision rule: with ``n`` legal actions in :meth:`PlayerView.legal_actions` order, play action
``rng.below(n)``; with a single legal action, play it without drawing from the generator.
"""

from __future__ import annotations

from palm_pitch.actions import Action
from palm_pitch.cards import CARDS
from palm_pitch.rng import Rng
from palm_pitch.views import PlayerView


class RandomPlayer:
    """Chooses uniformly among the legal actions."""

    name = "random"

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        mask = view.legal_play_mask()
        if mask:
            # The play. legal_actions() would list the legal cards in index order, i.e. the set bits
            # of this mask from the lowest, so action k of that list is the k-th lowest set bit:
            # picked from the mask, without building the tuple of cards. Same draws, same card.
            n = mask.bit_count()
            if n > 1:
                k = rng.below(n)
                while k:
                    mask &= mask - 1  # drop the lowest card
                    k -= 1
            return CARDS[(mask & -mask).bit_length() - 1]
        legal = view.legal_actions()
        n = len(legal)
        if n == 1:
            return legal[0]
        return legal[rng.below(n)]

    def __repr__(self) -> str:
        return "RandomPlayer()"
