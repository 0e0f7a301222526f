"""Every variant over random games: the invariants of docs/variants.md, and the Palm rulesets
played move for move by the family engine and by the Palm game's own engine."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from palm_pitch.actions import parse_action as palm_parse_action
from palm_pitch.family.deck import build_deck, card_order
from palm_pitch.family.engine import FamilyState, Phase, all_cards, new_game
from palm_pitch.family.rules import FamilyRules, MoonFailed, MoonMade, WinRule
from palm_pitch.family.variants import all_variants, get_variant, variant_names
from palm_pitch.rules import get_ruleset
from palm_pitch.state import new_game as palm_new_game

HANDS_PER_EXAMPLE = 6


def _won_by_its_rule(rules: FamilyRules, state: FamilyState) -> bool:
    """The game just ended: the winner satisfies one of the ways this variant ends a game."""
    result = state.results[-1]
    winner = state.winner
    assert winner is not None
    score = state.scores[winner]
    contract = result.contract
    if contract is not None and contract.moon and rules.moon is not None:
        if result.made and rules.moon.made is MoonMade.WINS_GAME:
            return True
        if not result.made and rules.moon.failed is MoonFailed.LOSES_GAME:
            return True
    if rules.backdoor is not None and score <= rules.backdoor:
        return True
    if rules.lose_at is not None and min(state.scores) <= rules.lose_at:
        return True
    if rules.win_rule is WinRule.COUNT_OUT:
        return score >= rules.target
    if rules.win_rule is WinRule.MADE_BID:
        return bool(result.made) and result.maker is not None and score >= rules.target
    return score >= rules.target


def _not_yet_won(rules: FamilyRules, state: FamilyState) -> bool:
    """The hand ended without a winner: no score satisfies the variant's plain target rule."""
    scores = state.scores
    result = state.results[-1]
    if rules.win_rule is WinRule.COUNT_OUT:
        return all(score < rules.target for score in scores) or any(r < 0 for r in result.hand_scores)
    if rules.win_rule is WinRule.MADE_BID:
        if not result.made or result.maker is None:
            return True
        unit = result.sides.unit_of_seat[result.maker]
        others = [s for u, s in enumerate(scores) if u != unit]
        return scores[unit] < rules.target or scores[unit] in others or not all(
            scores[unit] - other >= rules.win_by for other in others) or len(result.sides.units_of_side(
                result.sides.side_of_unit[unit])) > 1
    margin = max(rules.win_by, 1)
    return not any(score >= rules.target and all(score - other >= margin for u, other in enumerate(scores)
                                                 if u != unit) for unit, score in enumerate(scores))


def play_checked(rules: FamilyRules, seed: int, chooser: random.Random, hands: int) -> FamilyState:
    """Play random legal actions, checking the invariants at every step."""
    deck = sorted(build_deck(rules.jokers, rules.removed_ranks), key=card_order)
    state = new_game(rules, seed)
    while not state.is_over and len(state.results) < hands:
        if state.phase in (Phase.DEAL, Phase.SCORE):
            state = state.advance()
            continue
        assert all_cards(state) == deck, "cards conserved"
        played = [card for trick in state.tricks for card in trick.cards]
        assert len(played) == len(set(played)), "each card played once"
        actions = state.legal_actions()
        assert actions, f"a legal action exists in {state.phase.name}"
        for action in actions:
            assert state.why_illegal(action) is None
        state = state.apply(chooser.choice(actions))
        if state.phase in (Phase.SCORE, Phase.GAME_OVER):
            for unit in range(len(state.scores)):
                assert sum(r.hand_scores[unit] for r in state.results) == state.scores[unit], "scores add up"
            if state.phase is Phase.GAME_OVER:
                assert _won_by_its_rule(rules, state), "the winner won as the variant says"
            else:
                assert _not_yet_won(rules, state), "the target ends the game as the variant says"
    return state


@pytest.mark.parametrize("name", variant_names())
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 0xFFFFFFFF), choices=st.integers(0, 2**32))
def test_random_games_keep_the_invariants(name: str, seed: int, choices: int) -> None:
    play_checked(get_variant(name), seed, random.Random(choices), HANDS_PER_EXAMPLE)


def test_there_are_at_least_35_variants_and_every_name_is_unique_and_lower_case() -> None:
    names = variant_names()
    assert len(names) >= 35
    assert len(set(names)) == len(names) and all(name == name.lower() for name in names)
    assert all(rules.description and rules.seed_source for rules in all_variants())


def _palm_text(action: object) -> str:
    text = str(action)
    return "smudge" if text == "moon" else text


@pytest.mark.parametrize("name", [rules.name for rules in all_variants() if rules.c_engine])
def test_palm_rulesets_play_move_for_move_as_the_palm_engine(name: str) -> None:
    """The same seeds, the same actions: the same legal actions at every step and the same scores."""
    family_rules, palm_rules = get_variant(name), get_ruleset(name)
    for seed in range(12):
        chooser = random.Random(seed)
        family, palm = new_game(family_rules, seed), palm_new_game(palm_rules, seed)
        while not family.is_over and len(family.results) < 25:
            assert family.phase.name == palm.phase.name and family.scores == palm.scores
            if family.phase in (Phase.DEAL, Phase.SCORE):
                family, palm = family.advance(), palm.advance()
                continue
            assert sorted(map(_palm_text, family.legal_actions())) == sorted(map(str, palm.legal_actions()))
            action = chooser.choice(family.legal_actions())
            family, palm = family.apply(action), palm.apply(palm_parse_action(_palm_text(action)))
        assert (family.scores, family.winner) == (palm.scores, palm.winner)


def test_only_the_palm_rulesets_say_the_c_engine_plays_them() -> None:
    from palm_pitch.rules import ruleset_names

    assert {rules.name for rules in all_variants() if rules.c_engine} == set(ruleset_names())
