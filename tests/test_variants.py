"""Each house-rule switch of :class:`Ruleset`, against the palm behaviour it replaces."""

from __future__ import annotations

import pytest
from pitch_helpers import act, cards, deal, finish, result_of

from palm_pitch.actions import Bid
from palm_pitch.cards import Suit, mask_of
from palm_pitch.rules import (
    PALM,
    AllPass,
    DealerSteal,
    LowTo,
    MadeBidScores,
    Ruleset,
    Smudge,
    Trumping,
    WinRule,
    get_ruleset,
)
from palm_pitch.scoring import HandResult, score_hand
from palm_pitch.state import Phase

SOUTH = "AS KS 2S 7H 8D 9C"
WEST = "QS 3S 4H 5H 6D 7C"
NORTH = "JS TS 8H 9H TD 2C"
EAST = "4S 5S KH AH 3D 3C"
HANDS = ["AS 2S 7H 8D 9C 4C", "KS 3S 4H 5H 6D 7C", "JS TS 8H 9H TD 2C", "5S 6S KH AH 3D 3C"]
ALL = " ".join(HANDS)
SOLO = ("AS KS QS JS TS 2S", "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C")


def score(ruleset: Ruleset, won0: str, bid: Bid = Bid.TWO, pitcher: int = 0,
          scores: tuple[int, int] = (0, 0), hands: list[str] = HANDS) -> HandResult:
    won1 = " ".join(c for c in " ".join(hands).split() if c not in won0.split())
    dealt = tuple(mask_of(cards(text)) for text in hands)
    return score_hand(ruleset, 3, pitcher, bid, Suit.SPADES, dealt, (),  # type: ignore[arg-type]
                      (mask_of(cards(won0)), mask_of(cards(won1))), scores)


# ---------------------------------------------------------------------------------- target


def test_target_score() -> None:
    short = PALM.replace(target=11)
    assert score(short, ALL, scores=(7, 0)).winner == 0
    assert score(PALM, ALL, scores=(7, 0)).winner is None
    assert get_ruleset("palm-11").target == 11


# -------------------------------------------------------------------------------- low to


def test_low_to_the_trick_winner_or_the_original_holder() -> None:
    # South (team 0) was dealt 2S; team 1 captured it.
    won0 = "AS KS 7H 8D 9C 4C 4H 5H 6D 7C 3S"
    assert score(PALM, won0).low == 1
    assert score(PALM.replace(low_to=LowTo.HOLDER), won0).low == 0
    # Captured by its own team: same either way.
    assert score(PALM.replace(low_to=LowTo.HOLDER), ALL).low == 0


# --------------------------------------------------------------------------- dealer steal


def test_dealer_may_match_only_a_four() -> None:
    rules = PALM.replace(dealer_steal=DealerSteal.MATCH_FOUR)
    state = act(deal(SOUTH, WEST, NORTH, EAST, ruleset=rules), "2 pass pass")
    assert state.why_illegal(Bid.TWO) == "Dealer may match only a 4"
    assert Bid.TWO not in state.legal_actions() and Bid.THREE in state.legal_actions()
    state = act(deal(SOUTH, WEST, NORTH, EAST, ruleset=rules), "4 pass pass")
    assert state.legal_actions() == (Bid.PASS, Bid.FOUR, Bid.SMUDGE)
    assert act(state, "4").pitcher == 3


def test_no_dealer_steal() -> None:
    rules = PALM.replace(dealer_steal=DealerSteal.NONE)
    state = act(deal(SOUTH, WEST, NORTH, EAST, ruleset=rules), "3 pass pass")
    assert state.why_illegal(Bid.THREE) == "Bid must beat 3"
    assert state.legal_actions() == (Bid.PASS, Bid.FOUR, Bid.SMUDGE)
    state = act(deal(SOUTH, WEST, NORTH, EAST, ruleset=rules), "smudge pass pass")
    assert state.legal_actions() == (Bid.PASS,)


# --------------------------------------------------------------------------------- all pass


def test_all_pass_redeal_throws_the_hand_in() -> None:
    rules = PALM.replace(all_pass=AllPass.REDEAL)
    state = act(deal(SOUTH, WEST, NORTH, EAST, ruleset=rules, scores=(3, 4)), "pass pass pass")
    assert Bid.PASS in state.legal_actions()
    state = act(state, "pass")
    assert state.phase is Phase.SCORE
    result = result_of(state)
    assert result.all_passed and result.pitcher is None and result.made is None
    assert result.hand_score == (0, 0) and state.scores == (3, 4)
    nxt = state.next_hand()
    assert nxt.dealer == 0 and nxt.phase is Phase.DEAL
    assert nxt.deal().phase is Phase.BID


def test_all_pass_sets_the_dealer_back_two() -> None:
    rules = PALM.replace(all_pass=AllPass.DEALER_SET_BACK)
    state = act(deal(SOUTH, WEST, NORTH, EAST, ruleset=rules, scores=(3, 4)), "pass pass pass pass")
    assert result_of(state).hand_score == (0, -2)  # dealer East: team 1
    assert state.scores == (3, 2)


# ---------------------------------------------------------------------------------- smudge


def test_smudge_wins_the_game() -> None:
    rules = PALM.replace(smudge=Smudge.WINS_GAME)
    state = finish(act(deal(*SOLO, ruleset=rules), "smudge pass pass pass"))
    assert state.phase is Phase.GAME_OVER and state.winner == 0 and state.scores == (5, 0)
    state = finish(act(deal(*SOLO, ruleset=PALM), "smudge pass pass pass"))
    assert state.phase is Phase.SCORE and state.winner is None


def test_failed_smudge_under_wins_the_game_is_minus_five() -> None:
    rules = PALM.replace(smudge=Smudge.WINS_GAME)
    no_jack = ("AS KS QS TS 3S 2S", *SOLO[1:])
    state = finish(act(deal(*no_jack, ruleset=rules), "smudge pass pass pass"))
    assert state.phase is Phase.SCORE and state.scores == (-5, 0)


def test_smudge_off() -> None:
    rules = PALM.replace(smudge=Smudge.OFF)
    state = deal(SOUTH, WEST, NORTH, EAST, ruleset=rules)
    assert state.legal_actions() == (Bid.PASS, Bid.TWO, Bid.THREE, Bid.FOUR)
    assert state.why_illegal(Bid.SMUDGE) == "No Smudge in these rules"
    state = act(state, "4 pass pass")
    assert state.legal_actions() == (Bid.PASS, Bid.FOUR)
    assert act(state, "pass").why_illegal(Bid.TWO) is not None


# -------------------------------------------------------------------------------- trumping


def test_trumping_only_when_void() -> None:
    rules = PALM.replace(trumping=Trumping.WHEN_VOID)
    state = act(deal(SOUTH, WEST, NORTH, EAST, ruleset=rules), "pass 2 pass pass 3S TS 5S KS 7H")
    # West holds QS and 4H 5H: must follow hearts, may not trump.
    assert set(state.legal_actions()) == set(cards("4H 5H"))
    assert state.why_illegal(cards("QS")[0]) == "Must follow hearts"
    palm = act(deal(SOUTH, WEST, NORTH, EAST), "pass 2 pass pass 3S TS 5S KS 7H")
    assert set(palm.legal_actions()) == set(cards("QS 4H 5H"))


def test_strict_follow_still_allows_trumping_when_void() -> None:
    rules = PALM.replace(trumping=Trumping.WHEN_VOID)
    east = "4S 5S KD AD 3D 3C"
    state = act(deal(SOUTH, WEST, NORTH, east, ruleset=rules), "pass 2 pass pass 3S TS 5S KS 7H 4H 8H")
    assert set(state.legal_actions()) == set(cards("4S KD AD 3D 3C"))


# ------------------------------------------------------------------------------ who may win


def test_count_out_credits_high_low_jack_game_in_order() -> None:
    rules = PALM.replace(win_rule=WinRule.COUNT_OUT)
    # Team 0 pitches and takes High only (1 point: set at 2); team 1 takes Low, Jack, Game.
    won0 = "AS KS 7H 8D 9C 4C 4H 5H 6D 7C 3S"
    result = score(rules, won0, bid=Bid.TWO, scores=(20, 18))
    assert result.points == (1, 3) and not result.made
    # Team 0 is set, so only team 1 counts: 18 -> 19 (Low) -> 20 (Jack) -> 21 (Game): wins.
    assert result.winner == 1
    assert score(PALM, won0, bid=Bid.TWO, scores=(20, 18)).winner is None


def test_count_out_when_both_would_pass_the_target() -> None:
    rules = PALM.replace(win_rule=WinRule.COUNT_OUT)
    # Team 0 takes High and Low (made 2); team 1 takes Jack and Game. Both at 20: High goes first.
    won0 = "AS 2S 7H 8D 9C 4C"
    result = score(rules, won0, bid=Bid.TWO, scores=(20, 20))
    assert result.points == (2, 2) and result.made and result.winner == 0
    # With team 0 at 19 and team 1 at 20: High -> 20, Low -> 21: team 0 still first.
    assert score(rules, won0, bid=Bid.TWO, scores=(19, 20)).winner == 0
    # Team 0 at 18: High 19, Low 20, Jack -> team 1 at 21 first.
    assert score(rules, won0, bid=Bid.TWO, scores=(18, 20)).winner == 1


def test_count_out_lets_the_defenders_win() -> None:
    rules = PALM.replace(win_rule=WinRule.COUNT_OUT)
    won0 = "AS 2S 7H 8D 9C 4C"
    assert score(rules, won0, bid=Bid.TWO, pitcher=1, scores=(19, 0)).winner == 0


# ------------------------------------------------------------------------------ made scores


def test_made_bid_scores_the_bid() -> None:
    rules = PALM.replace(made_bid_scores=MadeBidScores.BID)
    result = score(rules, ALL, bid=Bid.TWO)
    assert result.points == (4, 0) and result.hand_score == (2, 0)
    assert score(PALM, ALL, bid=Bid.TWO).hand_score == (4, 0)
    state = finish(act(deal(*SOLO, ruleset=rules), "smudge pass pass pass"))
    assert state.scores == (5, 0)


def test_count_out_with_bid_scores_credits_only_the_bid() -> None:
    rules = PALM.replace(made_bid_scores=MadeBidScores.BID, win_rule=WinRule.COUNT_OUT)
    # Team 0 bid 2 and took all four: it is credited High and Low only.
    assert score(rules, ALL, bid=Bid.TWO, scores=(19, 0)).winner == 0
    assert score(rules, ALL, bid=Bid.TWO, scores=(18, 0)).winner is None
    assert score(rules, ALL, bid=Bid.TWO, scores=(18, 0)).scores_after == (20, 0)


@pytest.mark.parametrize(
    "name", ["palm", "palm-11", "low-to-holder", "strict-follow", "setback-11", "bid-only"]
)
def test_named_rulesets_are_registered(name: str) -> None:
    ruleset = get_ruleset(name)
    assert ruleset.name == name and ruleset.description
    assert get_ruleset(name.upper()) is ruleset


def test_unknown_ruleset_names_the_choices() -> None:
    with pytest.raises(KeyError, match="known: palm"):
        get_ruleset("nope")
