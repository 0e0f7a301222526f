"""Hard and Expert in every variant of the family (palm_pitch.family.search): a hand of each with
search players at every seat, the search deciding in the play, and its worlds reachable states."""

from __future__ import annotations

import pytest

from palm_pitch.family.engine import Phase, new_game
from palm_pitch.family.search import FamilySearch, world
from palm_pitch.family.variants import get_variant, variant_names
from palm_pitch.family.views import seat_view
from palm_pitch.rng import Rng


@pytest.mark.parametrize("name", variant_names())
def test_hard_and_expert_play_a_hand_of_every_variant(name: str) -> None:
    rules = get_variant(name)
    players = [FamilySearch("hard" if seat % 2 == 0 else "expert", worlds=2) for seat in range(rules.players)]
    rng = Rng(3)
    for seed in range(4):  # a hand that reaches the play (not thrown in)
        state = new_game(rules, seed).advance()
        while state.phase not in (Phase.SCORE, Phase.GAME_OVER):
            seat = state.to_move
            assert seat is not None
            view = seat_view(state, seat)
            if view.phase is Phase.PLAY and len(view.legal) > 1:
                # every world is a state of the play that agrees with what the seat sees
                sample = world(view, rng)
                assert sample.hands[seat] == state.hands[seat] and sample.tricks == state.tricks
                assert [len(hand) for hand in sample.hands] == [len(hand) for hand in state.hands]
            state = state.apply(players[seat].choose(view, rng))
        if sum(player.searched for player in players):
            return
    raise AssertionError(f"{name}: no play decision was searched in four hands")


def test_the_search_is_deterministic_and_named() -> None:
    rules = get_variant("palm")
    state = new_game(rules, 5).advance()
    while state.phase is not Phase.PLAY:
        seat = state.to_move
        assert seat is not None
        state = state.apply(FamilySearch().choose(seat_view(state, seat), Rng(seat)))
    view = seat_view(state, state.to_move)  # type: ignore[arg-type]
    assert FamilySearch("expert").choose(view, Rng(9)) == FamilySearch("expert").choose(view, Rng(9))
    assert FamilySearch("expert").worlds > FamilySearch("hard").worlds


def test_the_decision_cost_benchmark_times_the_searched_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks.family_search import decision_times, main

    times = decision_times(get_variant("auction-pitch"), "hard", seeds=1, hands=1)
    assert times and all(0.0 < seconds < 60.0 for seconds in times)
    assert main(["--level", "hard", "--seeds", "1", "--hands", "1", "auction-pitch"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("hard (8 deals a play decision)") and lines[2].startswith("auction-pitch")
    assert lines[-1].startswith("highest p95")


def test_the_worlds_keep_the_voids_the_play_has_shown() -> None:
    from palm_pitch.family.search import shown_voids

    rules = get_variant("auction-pitch")
    heuristic, rng, checked = FamilySearch("hard", worlds=1).model, Rng(5), 0
    for seed in range(30):
        state = new_game(rules, seed).advance()
        while state.phase not in (Phase.SCORE, Phase.GAME_OVER):
            seat = state.to_move
            assert seat is not None
            view = seat_view(state, seat)
            voids = shown_voids(view)
            for other, suits in voids.items():  # what it shows is true of the real deal
                assert all(view.trump is not None and view.trump.suit_of(card) not in suits
                           for card in state.hands[other])
            if view.phase is Phase.PLAY and voids:
                for _ in range(10):
                    sample = world(view, rng)
                    for other, suits in voids.items():
                        assert all(view.trump.suit_of(card) not in suits  # type: ignore[union-attr]
                                   for card in sample.hands[other])
                checked += 1
            state = state.apply(heuristic.choose(view, rng))
    assert checked > 20  # positions where a void had been shown
