"""Invariants every registered ruleset must keep, over random and heuristic games (hypothesis)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from palm_pitch.actions import Bid
from palm_pitch.cards import Card
from palm_pitch.match import play_game
from palm_pitch.players import HeuristicPlayer, RandomPlayer
from palm_pitch.rng import Rng
from palm_pitch.rules import Smudge, all_rulesets
from palm_pitch.state import GameState, Phase, new_game

RULESETS = all_rulesets()


def play_random_hand(state: GameState, rng: Rng) -> GameState:
    """From DEAL, play one hand with uniformly random legal actions, checking invariants on the way."""
    state = state.deal()
    assert state.phase is Phase.BID
    dealt = state.dealt
    assert all(bin(mask).count("1") == 6 for mask in dealt)
    assert bin(dealt[0] | dealt[1] | dealt[2] | dealt[3]).count("1") == 24
    played: list[Card] = []
    while state.phase in (Phase.BID, Phase.PLAY):
        legal = state.legal_actions()
        assert legal, "a legal action exists until the hand ends"
        for action in legal:
            assert state.why_illegal(action) is None
        action = legal[rng.below(len(legal))]
        if isinstance(action, Card):
            played.append(action)
        state = state.apply(action)
    result = state.result
    assert result is not None
    if result.pitcher is not None:
        assert len(played) == 24 and len(set(played)) == 24
        assert {card.bit for card in played} == {card.bit for t in result.tricks for card in t.cards}
        assert sum(c.bit for c in played) == dealt[0] | dealt[1] | dealt[2] | dealt[3]
        assert len(result.tricks) == 6
        assert all(len(t.cards) == 4 and t.winner is not None for t in result.tricks)
        assert sum(result.points) <= 4
        assert all(-5 <= delta <= 5 for delta in result.hand_score)
        assert result.hand_score[1 - result.pitcher % 2] == result.points[1 - result.pitcher % 2]
        if result.bid != Bid.SMUDGE:
            assert max(result.hand_score) <= 4
        assert result.game_pips[0] + result.game_pips[1] == sum(c.pips for c in played)
        assert result.trump == result.tricks[0].cards[0].suit
        assert result.tricks[0].leader == result.pitcher
        for before, after in zip(result.tricks, result.tricks[1:], strict=False):
            assert after.leader == before.winner
    assert result.scores_after == (result.scores_before[0] + result.hand_score[0],
                                   result.scores_before[1] + result.hand_score[1])
    return state


@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_hands_keep_the_invariants(ruleset, seed: int) -> None:  # type: ignore[no-untyped-def]
    state = new_game(ruleset, seed)
    rng = Rng(seed ^ 0x5A5A5A5A)
    start = state.scores
    for _ in range(6):
        state = play_random_hand(state, rng)
        if state.phase is Phase.GAME_OVER:
            break
        dealer = state.dealer
        state = state.next_hand()
        assert state.dealer == (dealer + 1) % 4
    results = state.results
    assert state.scores == (start[0] + sum(r.hand_score[0] for r in results),
                            start[1] + sum(r.hand_score[1] for r in results))


@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])
def test_heuristic_games_finish_and_match_scores_add_up(ruleset) -> None:  # type: ignore[no-untyped-def]
    heuristic = HeuristicPlayer()
    for seed in range(3):
        players = [heuristic, RandomPlayer(), heuristic, RandomPlayer()]
        outcome = play_game(players, seed=seed, ruleset=ruleset)
        final = outcome.final
        assert final.phase is Phase.GAME_OVER
        results = outcome.results
        assert final.scores == (sum(r.hand_score[0] for r in results), sum(r.hand_score[1] for r in results))
        last = results[-1]
        assert last.winner == final.winner
        assert all(r.winner is None for r in results[:-1])
        if ruleset.smudge == Smudge.OFF:
            assert all(r.bid != Bid.SMUDGE for r in results)
        assert outcome.record.replay() == final


@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.name for r in RULESETS])
def test_every_ruleset_has_a_name_and_an_honest_line(ruleset) -> None:  # type: ignore[no-untyped-def]
    assert ruleset.name == ruleset.name.lower() and " " not in ruleset.name
    assert 10 < len(ruleset.description) <= 100


def test_the_deal_is_a_pure_function_of_the_state() -> None:
    state = new_game(seed=99)
    random.seed(1)
    first = state.deal()
    random.random()
    assert state.deal() == first
