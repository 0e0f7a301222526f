"""The levels by name (Easy, Normal, Hard, Expert) and the hint entry point the app calls."""

from __future__ import annotations

import pytest
from pitch_helpers import deal

from palm_pitch.actions import Bid
from palm_pitch.players import LEVEL_PLAYERS, LEVELS, EasyPlayer, HeuristicPlayer, make_player
from palm_pitch.players.hints import best_action
from palm_pitch.rng import Rng
from palm_pitch.state import Phase, new_game
from palm_pitch.views import PlayerView


def test_every_level_has_a_player_named_for_it() -> None:
    assert LEVELS == ("easy", "normal", "hard", "expert")
    assert isinstance(make_player("easy"), EasyPlayer)
    assert isinstance(make_player("normal"), HeuristicPlayer)
    assert isinstance(make_player("heuristic"), HeuristicPlayer)
    assert make_player("hard").name == "hard"
    assert make_player("expert").name == "expert"
    assert set(LEVEL_PLAYERS) == set(LEVELS)


def test_a_hint_is_a_legal_action_and_repeats_with_the_seed() -> None:
    state = new_game(seed=11).deal()
    for _ in range(7):  # into the play
        seat = state.to_move
        assert seat is not None
        state = state.apply(make_player("heuristic").choose(PlayerView(state, seat), Rng(seat)))
    assert state.phase is Phase.PLAY
    view = PlayerView(state, state.to_move)  # type: ignore[arg-type]
    for level in LEVELS:
        hint = best_action(view, Rng(5), level)
        assert hint in view.legal_actions()
        assert best_action(view, Rng(5), level) == hint


def test_the_expert_hint_bids_a_strong_hand() -> None:
    state = deal("AS KS JS 2S 3S 7H", "9H 8D 7C 6H 5D 4C", "QH 9D 8C 7S 5H 4D", "3H 6D 5C 9C TH TD")
    assert best_action(PlayerView(state, 0), Rng(2)) in (Bid.FOUR, Bid.SMUDGE)


def test_an_unknown_level_is_refused_by_name() -> None:
    with pytest.raises(KeyError, match="unknown level 'grandmaster'"):
        best_action(PlayerView(new_game(seed=1).deal(), 1), Rng(1), "grandmaster")
