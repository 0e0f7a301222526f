"""Rule subtleties (R1-R15: the fine points Pitch programs disagree on) and edge cases, each as a
whole hand played through the engine and the reference referee side by side: the two must agree on
every bid and card allowed and on the whole result, and the result must be the one docs/rules.md gives.

Hands are dealt with dealer East (3), so the bidding goes South, West, North, East. After the
actions given, the hand is finished with each seat playing its lowest legal card (index order).
"""

from __future__ import annotations

from typing import Any

import pytest
from differential_harness import compare_result, ref_rules
from reference_referee import RefHand

from palm_pitch.actions import Bid, action_text, parse_action
from palm_pitch.cards import Card, Suit
from palm_pitch.rules import PALM, DealerSteal, LowTo, Ruleset, Smudge, WinRule, get_ruleset
from palm_pitch.scoring import HandResult
from palm_pitch.state import GameState, Phase, from_deal

C = Card.from_str


def play(hands: list[str], actions: str, ruleset: Ruleset = PALM, scores: tuple[int, int] = (0, 0),
         dealer: int = 3) -> tuple[HandResult, GameState, dict[str, Any]]:
    """Play ``actions`` then finish the hand, in the engine and in the referee, checking each step."""
    state = from_deal([[C(c) for c in hand.split()] for hand in hands], dealer, ruleset, scores)
    ref = RefHand(ref_rules(ruleset), dealer, [hand.split() for hand in hands], scores)
    tokens = actions.split()
    while state.phase in (Phase.BID, Phase.PLAY):
        legal = [action_text(a) for a in state.legal_actions()]
        assert legal == ref.legal()
        text = tokens.pop(0) if tokens else legal[0]
        state = state.apply(parse_action(text))
        ref.act(text)
    assert not tokens, f"the hand ended before {tokens}"
    result = state.result
    assert result is not None and ref.result is not None
    compare_result(result, ref.result, "")
    return result, state, ref.result


# ------------------------------------------------------------------------------ R1, R2: Low and High

# West is dealt the 2S, the lowest trump; North's ace captures it on the first trick.
R1 = ["5S 7H 8H 9D 9C 4C", "2S 3H 4H 5D 6C 7C", "AS 5H 6H 7D 8C 2C", "KS 2H TH 3D 4D 5C"]


def test_r1_low_goes_to_the_team_that_captures_it_or_under_the_switch_to_its_holder() -> None:
    palm, _, _ = play(R1, "2 pass pass pass 5S 2S AS KS")
    assert palm.low_card == C("2S") and palm.tricks[0].winner == 2
    assert palm.low == 0  # captured by North (team 0)
    holder, _, _ = play(R1, "2 pass pass pass 5S 2S AS KS", get_ruleset("low-to-holder"))
    assert holder.low == 1  # dealt to West (team 1)
    assert holder.points[1] == palm.points[1] + 1


def test_r1_when_the_two_is_not_dealt_the_three_is_low() -> None:
    hands = [R1[0], R1[1].replace("2S", "3S"), R1[2], R1[3]]
    result, _, _ = play(hands, "2 pass pass pass 5S 3S AS KS")
    assert result.low_card == C("3S") and result.low == 0


def test_r2_with_the_ace_not_dealt_the_king_is_high() -> None:
    hands = [R1[0], R1[1], R1[2].replace("AS", "QS"), R1[3]]
    result, _, _ = play(hands, "2 pass pass pass 5S 2S QS KS")
    assert result.high_card == C("KS") and result.high == 1  # East's king wins its trick


# ------------------------------------------------------------------------------ R3: one trump in play


def test_r3_the_only_trump_in_play_is_high_and_low() -> None:
    hands = ["7S 7H 8H 9D 9C 4C", "2H 3H 4H 5D 6C 7C", "TD 5H 6H 7D 8C 2C", "KD 2D TH 3D 4D 5C"]
    result, _, _ = play(hands, "2 pass pass pass 7S")
    assert result.high_card == result.low_card == C("7S") and result.jack_card is None
    assert (result.high, result.low, result.jack) == (0, 0, None)


def test_r3_the_only_trump_in_play_being_the_jack_is_high_low_and_jack() -> None:
    hands = ["JS 7H 8H 9D 9C 4C", "2H 3H 4H 5D 6C 7C", "TD 5H 6H 7D 8C 2C", "KD 2D TH 3D 4D 5C"]
    result, _, _ = play(hands, "2 pass pass pass JS")
    assert result.high_card == result.low_card == result.jack_card == C("JS")
    assert (result.high, result.low, result.jack) == (0, 0, 0)
    assert result.points[0] >= 3 and result.made  # Game is counted on its own


# -------------------------------------------------------------------- R4, R12: the jack not dealt

SPADES_BUT_THE_JACK = ["AS KS QS TS 3S 2S", "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C"]


def test_r4_without_the_jack_a_four_bid_is_set_even_taking_every_trick() -> None:
    result, _, _ = play(SPADES_BUT_THE_JACK, "4 pass pass pass")
    assert result.tricks_won == (6, 0) and result.points == (3, 0) and result.jack is None
    assert not result.made and result.hand_score == (-4, 0)


def test_r12_without_the_jack_a_smudge_is_set_even_taking_every_trick() -> None:
    result, _, _ = play(SPADES_BUT_THE_JACK, "smudge pass pass pass")
    assert result.tricks_won == (6, 0) and not result.made and result.hand_score == (-5, 0)


def test_r12_a_four_bid_taking_everything_scores_four_and_only_a_smudge_scores_five() -> None:
    everything = ["AS KS QS JS 3S 2S", *SPADES_BUT_THE_JACK[1:]]
    four, _, _ = play(everything, "4 pass pass pass")
    assert four.points == (4, 0) and four.made and four.hand_score == (4, 0)
    smudge, _, _ = play(everything, "smudge pass pass pass")
    assert smudge.made and smudge.hand_score == (5, 0)


# --------------------------------------------------------------------- R5: Game, and a tie for Game

# The only cards worth Game pips are the TH (South) and the TD (West): one goes to each side.
TIE = ["9S 2S TH 3D 4C 5C", "8S TD 3H 4D 5H 6C", "4S 3S 6H 7D 8C 9C", "7S 6S 7H 8D 2C 3C"]
TIE_PLAY = "2 pass pass pass 9S 8S 3S 6S TH 3H 6H 7H 2S TD 4S 7S"


def test_r5_a_tie_for_game_scores_for_no_one_and_a_bid_one_short_is_set_by_exactly_the_bid() -> None:
    result, _, _ = play(TIE, TIE_PLAY)
    assert result.game_pips == (10, 10) and result.game is None
    assert result.high == 0 and result.low == 1  # East captured South's 2S
    assert result.points == (1, 1) and not result.made
    assert result.hand_score == (-2, 1)  # minus the bid, not minus the points short; E/W keep theirs


def test_r1_low_to_the_holder_when_the_holders_trick_is_lost() -> None:
    """The same hand under low-to-holder: the 2S lost to East still scores for South's team, which
    then makes its bid."""
    result, _, _ = play(TIE, TIE_PLAY, get_ruleset("low-to-holder"))
    assert result.tricks[2].winner == 3 and C("2S") in result.tricks[2].cards
    assert result.low == 0 and result.points == (2, 0) and result.made and result.hand_score == (2, 0)


# ------------------------------------------------------------------------------ R6: bids and steals

STEAL = ["AS KS 7H 8D 9C 4C", "2S 4H 5H 6D 7C 8C", "JS TS 8H 9H TD 2C", "5S 6S KH AH 3D 3C"]


@pytest.mark.parametrize(("steal", "high", "allowed"), [
    (DealerSteal.MATCH_ANY, "2", True), (DealerSteal.MATCH_ANY, "smudge", True),
    (DealerSteal.MATCH_FOUR, "3", False), (DealerSteal.MATCH_FOUR, "4", True),
    (DealerSteal.MATCH_FOUR, "smudge", False), (DealerSteal.NONE, "4", False),
])
def test_r6_the_dealers_own_bid_list_includes_the_match_where_the_switch_allows(
        steal: DealerSteal, high: str, allowed: bool) -> None:
    rules = PALM.replace(dealer_steal=steal)
    hands = ["AS KS QS JS 3S 2S", *SPADES_BUT_THE_JACK[1:]]
    state = from_deal([[C(c) for c in h.split()] for h in hands], 3, rules)
    state = state.apply(parse_action(high)).apply(Bid.PASS).apply(Bid.PASS)
    assert (parse_action(high) in state.legal_actions()) is allowed
    if allowed:
        result, _, _ = play(hands, f"{high} pass pass {high}", rules)
        assert result.pitcher == 3 and result.bid == parse_action(high)


def test_r6_the_dealer_steals_a_smudge_and_makes_it() -> None:
    # East (dealer) holds every spade that matters: it matches South's Smudge and takes every trick.
    hands = ["2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C", "AS KS QS JS 3S 2S"]
    result, _, _ = play(hands, "smudge pass pass smudge")
    assert result.pitcher == 3 and result.bid == Bid.SMUDGE and result.bids[0] == Bid.SMUDGE
    assert result.made and result.hand_score == (0, 5)


# ------------------------------------------------------------------------------ R7: the forced bid

FORCED = ["AH KH QH JH TH 9H", "2S 3S 4S 5S 6S 7S", "2D 3D 4D 5D 6D 7D", "2H 3C 4C 5C 6C 7C"]


def test_r7_a_forced_dealer_may_not_pass_and_a_failed_forced_two_is_set_two() -> None:
    state = from_deal([[C(c) for c in h.split()] for h in FORCED], 3)
    state = state.apply(Bid.PASS).apply(Bid.PASS).apply(Bid.PASS)
    assert Bid.PASS not in state.legal_actions() and state.why_illegal(Bid.PASS) == "Dealer must bid"
    result, _, _ = play(FORCED, "pass pass pass 2 2H")  # East pitches its only heart; South has the rest
    assert result.pitcher == 3 and result.trump is Suit.HEARTS
    assert not result.made and result.hand_score[1] == -2 and result.points == (4, 0)


def test_both_teams_below_zero_and_the_game_goes_on() -> None:
    result, state, _ = play(FORCED, "pass pass pass 2 2H", scores=(-8, -1))
    assert result.scores_after == (-4, -3) and state.scores == (-4, -3)
    assert state.phase is Phase.SCORE and state.winner is None


# ----------------------------------------------------------------------------- R13: what a bid scores


def test_r13_a_made_bid_scores_the_points_or_under_the_switch_the_bid() -> None:
    everything = ["AS KS QS JS 3S 2S", *SPADES_BUT_THE_JACK[1:]]
    from palm_pitch.rules import MadeBidScores

    result, _, _ = play(everything, "2 pass pass pass", PALM.replace(made_bid_scores=MadeBidScores.BID))
    assert result.points == (4, 0) and result.hand_score == (2, 0)


# ----------------------------------------------------------------------------- R14, R15: winning

WIN = ["AS KS QS JS 3S 2S", *SPADES_BUT_THE_JACK[1:]]  # South takes everything: 4 points
SET = ["AS 2H 3H 4H 5H 6H", "KS QS JS 3S 2S 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C"]
SET_PLAY = "2 pass pass pass AS 3S 2D 2C"
"""South pitches spades with the bare ace: High only; West keeps its 2S and takes Low, Jack, Game."""
MADE_TWO = ["AS 2H 3H 4H 5H 6D", "KS QS JS 3S 6H 7H", "2S 2D 3D 4D 5D 7D", "2C 3C 4C 5C 6C 7C"]
MADE_TWO_PLAY = "2 pass pass pass AS 3S 2S 2C"
"""South pitches the AS and North drops the 2S under it: High and Low; West takes Jack and Game."""


def test_r14_defenders_passing_the_target_do_not_win() -> None:
    result, state, _ = play(SET, SET_PLAY, scores=(5, 19))
    assert result.points == (1, 3) and not result.made
    assert state.scores == (3, 22) and state.winner is None and state.phase is Phase.SCORE


def test_r14_a_set_pitcher_past_the_target_does_not_win() -> None:
    _, state, _ = play(SET, SET_PLAY, scores=(30, 0))
    assert state.scores == (28, 3) and state.winner is None


def test_a_pitcher_at_21_wins_against_25() -> None:
    # South bids 2 and takes High and Low; West takes Jack and Game: 19+2 = 21 against 23+2 = 25.
    result, state, _ = play(MADE_TWO, MADE_TWO_PLAY, scores=(19, 23))
    assert result.points == (2, 2) and result.made
    assert state.scores == (21, 25) and state.winner == 0 and state.phase is Phase.GAME_OVER


def test_a_tie_at_or_past_the_target_plays_on_until_a_made_bid_breaks_it() -> None:
    _, state, _ = play(WIN, "2 pass pass pass", scores=(18, 22))
    assert state.scores == (22, 22) and state.winner is None and state.phase is Phase.SCORE
    following = state.next_hand().deal()
    assert following.phase is Phase.BID and following.dealer == 0
    # The next hand: West pitches and makes it, breaking the tie: West's side wins.
    west_wins = [WIN[1], WIN[0], WIN[3], WIN[2]]
    _, state, _ = play(west_wins, "pass 2 pass pass", scores=(22, 22))
    assert state.scores == (22, 26) and state.winner == 1


def test_r15_count_out_lets_the_defenders_win_and_credits_high_first() -> None:
    rules = PALM.replace(win_rule=WinRule.COUNT_OUT, target=11)
    # South is set; West's side counts Low, Jack, Game from 9: 10, 11 -> wins on the Jack.
    _, state, _ = play(SET, SET_PLAY, rules, scores=(10, 9))
    assert state.winner == 1 and state.scores == (8, 12)
    # Both sides would pass 11: South made its bid and High is counted first.
    _, state, _ = play(MADE_TWO, MADE_TWO_PLAY, rules, scores=(10, 10))
    assert state.scores == (12, 12) and state.winner == 0


def test_count_out_a_made_smudges_fifth_point_counts_last() -> None:
    rules = PALM.replace(win_rule=WinRule.COUNT_OUT)
    _, state, _ = play(WIN, "smudge pass pass pass", rules, scores=(16, 20))
    assert state.scores == (21, 20) and state.winner == 0  # 17, 18, 19, 20 and the fifth: 21
    _, state, _ = play(WIN, "smudge pass pass pass", rules, scores=(15, 20))
    assert state.scores == (20, 20) and state.winner is None


def test_count_out_a_team_already_past_the_target_wins_on_its_first_point() -> None:
    """Pinned reading (scores that start past the target, as a hand record may give): under
    count-out a team wins when a point credited to it leaves it at or past the target, so a side
    already there wins with its first point of the hand, and not before it scores."""
    rules = PALM.replace(win_rule=WinRule.COUNT_OUT, target=11)
    _, state, _ = play(SET, SET_PLAY, rules, scores=(14, 3))  # South set: no point counted
    assert state.winner is None and state.scores == (12, 6)
    _, state, _ = play(SET, SET_PLAY, rules, scores=(3, 14))
    assert state.winner == 1


def test_smudge_wins_the_game_whatever_the_scores() -> None:
    rules = PALM.replace(smudge=Smudge.WINS_GAME)
    _, state, _ = play(WIN, "smudge pass pass pass", rules, scores=(-10, 20))
    assert state.winner == 0 and state.scores == (-5, 20)


def test_low_to_holder_with_the_low_captured_by_its_own_team_changes_nothing() -> None:
    rules = PALM.replace(low_to=LowTo.HOLDER)
    result, _, _ = play(WIN, "2 pass pass pass", rules)
    assert result.low == 0 and result.points == (4, 0)
