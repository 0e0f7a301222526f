"""The family's game loop: whole games between computer players, and their outcome.

What it is for: ``simulate``, ``duel``, the benchmark and the tests play games here. A game is
given by ruleset + seed + the players: each seat's player draws from its own generator
(:func:`palm_pitch.rng.derive_seed` of the game's seed and the seat), so the game is reproducible.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from palm_pitch.family.actions import FamilyAction
from palm_pitch.family.engine import FamilyState, Phase, new_game
from palm_pitch.family.players import FamilyPlayer
from palm_pitch.family.rules import FamilyRules
from palm_pitch.family.views import seat_view
from palm_pitch.rng import Rng, derive_seed


@dataclass(frozen=True)
class GameOutcome:
    """A finished (or cut off) game: the last state and every action in order."""

    seed: int
    final: FamilyState
    actions: tuple[FamilyAction, ...]

    @property
    def winner(self) -> int | None:
        """The winning unit, or None when the game hit the hand limit."""
        return self.final.winner


def play_game(rules: FamilyRules, players: Sequence[FamilyPlayer], seed: int = 0,
              max_hands: int = 500) -> GameOutcome:
    """Play one game from ``seed``: ``players[seat]`` decides for each seat."""
    if len(players) != rules.players:
        raise ValueError(f"{rules.name} needs {rules.players} players, not {len(players)}")
    generators = [Rng(derive_seed(seed, seat)) for seat in range(rules.players)]
    state = new_game(rules, seed)
    actions: list[FamilyAction] = []
    while not state.is_over:
        if state.phase is Phase.SCORE and len(state.results) >= max_hands:
            break
        if state.phase in (Phase.DEAL, Phase.SCORE):
            state = state.advance()
            continue
        seat = state.to_move
        assert seat is not None
        action = players[seat].choose(seat_view(state, seat), generators[seat])
        state = state.apply(action)
        actions.append(action)
    return GameOutcome(seed, state, tuple(actions))


def replay_actions(rules: FamilyRules, seed: int, actions: Sequence[FamilyAction]) -> FamilyState:
    """The state after ``actions`` from ``seed`` (automatic steps in between); IllegalActionError
    for an action the rules refuse."""
    state = new_game(rules, seed)
    for action in actions:
        while state.phase in (Phase.DEAL, Phase.SCORE):
            state = state.advance()
        state = state.apply(action)
    return state
