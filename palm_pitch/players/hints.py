"""Hints: the choice a level's player would make for the human's seat.

What it is for: the app's Game > Hint asks :func:`best_action` for the bid or card to suggest (the
app words the reason). Pure: the randomness comes from the :class:`~palm_pitch.rng.Rng` given, so a
hint in a seeded game is reproducible.

>>> from palm_pitch.rng import Rng
>>> from palm_pitch.state import new_game
>>> from palm_pitch.views import PlayerView
>>> state = new_game(seed=3).deal()
>>> view = PlayerView(state, state.to_move)
>>> best_action(view, Rng(1), level="normal") in view.legal_actions()
True
"""

from __future__ import annotations

from palm_pitch.actions import Action
from palm_pitch.players.levels import LEVEL_PLAYERS
from palm_pitch.rng import Rng
from palm_pitch.views import PlayerView


def best_action(view: PlayerView, rng: Rng, level: str = "expert") -> Action:
    """The action the ``level``'s player (one of :data:`~.levels.LEVELS`) would take in ``view``;
    ``KeyError`` for an unknown level."""
    from palm_pitch.players import make_player

    if level not in LEVEL_PLAYERS:
        raise KeyError(f"unknown level {level!r} (known: {', '.join(LEVEL_PLAYERS)})")
    return make_player(LEVEL_PLAYERS[level]).choose(view, rng)
