"""Determinism: a game is given by ruleset + seed + actions; nothing reads the global ``random``."""

from __future__ import annotations

import random

from palm_pitch.match import play_game, player_rngs
from palm_pitch.players import HeuristicPlayer, RandomPlayer
from palm_pitch.record import GameRecord
from palm_pitch.state import Phase, new_game
from palm_pitch.views import PlayerView


def _run(seed: int, disturb: bool) -> list[str]:
    players = [RandomPlayer(), HeuristicPlayer(), RandomPlayer(), HeuristicPlayer()]
    rngs = player_rngs(seed)
    state = new_game(seed=seed)
    trace = []
    for _ in range(400):
        if disturb:  # the rlcard pattern: use the global generators between steps
            random.seed(random.random())
            random.shuffle(list(range(10)))
        if state.phase is Phase.GAME_OVER:
            break
        if state.phase in (Phase.DEAL, Phase.SCORE):
            state = state.advance()
        else:
            seat = state.to_move or 0
            action = players[seat].choose(PlayerView(state, seat), rngs[seat])
            state = state.apply(action)
            trace.append(str(action))
        trace.append(repr(state))
    return trace


def test_seeded_games_are_identical_whatever_the_global_random_does() -> None:
    for seed in (0, 7, 2**32 - 1):
        assert _run(seed, disturb=False) == _run(seed, disturb=True)


def test_play_game_is_deterministic_and_its_record_replays_it() -> None:
    players = [HeuristicPlayer(), RandomPlayer(), HeuristicPlayer(), RandomPlayer()]
    first = play_game(players, seed=1234)
    random.random()
    second = play_game(players, seed=1234)
    assert first.record == second.record
    assert first.final == second.final
    assert first.record.replay() == first.final
    again = GameRecord.from_json_text(first.record.to_json_text())
    assert again.replay() == first.final


def test_different_seeds_give_different_deals() -> None:
    deals = {new_game(seed=seed).deal().dealt for seed in range(50)}
    assert len(deals) == 50
