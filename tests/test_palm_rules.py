"""One test (or more) for every rule of the palm ruleset in docs/rules.md, through the real engine."""

from __future__ import annotations

import pytest
from pitch_helpers import act, cards, deal, finish, result_of

from palm_pitch.actions import Bid, IllegalActionError
from palm_pitch.cards import Card, Suit, mask_of
from palm_pitch.rules import PALM
from palm_pitch.scoring import score_hand, team_of
from palm_pitch.state import Phase, new_game

# Dealer East (3): the bidding goes South, West, North, East.
SOUTH = "AS KS 2S 7H 8D 9C"
WEST = "QS 3S 4H 5H 6D 7C"
NORTH = "JS TS 8H 9H TD 2C"
EAST = "4S 5S KH AH 3D 3C"


def table():  # type: ignore[no-untyped-def]
    return deal(SOUTH, WEST, NORTH, EAST)


# ------------------------------------------------------------------------------ table and cards


def test_seats_and_teams() -> None:
    assert [team_of(seat) for seat in range(4)] == [0, 1, 0, 1]


def test_first_dealer_is_drawn_from_the_seed_and_the_deal_passes_left() -> None:
    dealers = {new_game(seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    state = new_game(seed=3)
    first = state.dealer
    state = finish(state.deal())
    assert state.phase is Phase.SCORE
    assert state.next_hand().dealer == (first + 1) % 4


def test_six_cards_each_in_two_rounds_of_three_from_left_of_the_dealer() -> None:
    from palm_pitch.rng import deal_order

    state = new_game(seed=11)
    dealt = state.deal()
    order, _ = deal_order(state.rng_state)
    for position, index in enumerate(order):
        seat = (state.dealer + 1 + (position // 3) % 4) % 4
        assert dealt.dealt[seat] >> index & 1
    assert all(dealt.cards_left(seat) == 6 for seat in range(4))
    assert sum(bin(m).count("1") for m in dealt.hands) == 24


# ------------------------------------------------------------------------------------- bidding


def test_bidding_starts_left_of_the_dealer_and_ends_with_the_dealer() -> None:
    state = table()
    seats = []
    for token in ["2", "pass", "3", "pass"]:
        seats.append(state.to_move)
        state = act(state, token)
    assert seats == [0, 1, 2, 3]


def test_bids_are_pass_2_3_4_and_smudge() -> None:
    assert table().legal_actions() == (Bid.PASS, Bid.TWO, Bid.THREE, Bid.FOUR, Bid.SMUDGE)


def test_a_bid_must_beat_the_highest_bid() -> None:
    state = act(table(), "3")
    assert state.legal_actions() == (Bid.PASS, Bid.FOUR, Bid.SMUDGE)
    with pytest.raises(IllegalActionError) as error:
        state.apply(Bid.THREE)
    assert error.value.reason == "Bid must beat 3"
    assert error.value.action is Bid.THREE
    assert state.why_illegal(Bid.TWO) == "Bid must beat 3"


def test_nothing_beats_smudge_but_the_dealer_may_match_it() -> None:
    state = act(table(), "smudge")
    assert state.why_illegal(Bid.SMUDGE) == "Nothing beats Smudge"
    state = act(state, "pass pass")
    assert state.legal_actions() == (Bid.PASS, Bid.SMUDGE)
    assert act(state, "smudge").pitcher == 3


@pytest.mark.parametrize("high", ["2", "3", "4"])
def test_the_dealer_may_steal_by_matching_and_then_pitches(high: str) -> None:
    state = act(table(), f"{high} pass pass")
    assert Bid(int(high)) in state.legal_actions()
    state = act(state, high)
    assert state.pitcher == 3 and state.to_move == 3 and state.phase is Phase.PLAY


def test_a_non_dealer_may_not_match() -> None:
    state = act(table(), "2")
    assert state.why_illegal(Bid.TWO) == "Bid must beat 2"
    state = act(table(), "pass 3")
    assert state.why_illegal(Bid.THREE) == "Bid must beat 3"


def test_forced_bid_when_the_first_three_pass() -> None:
    state = act(table(), "pass pass pass")
    assert state.legal_actions() == (Bid.TWO, Bid.THREE, Bid.FOUR, Bid.SMUDGE)
    assert state.why_illegal(Bid.PASS) == "Dealer must bid"
    with pytest.raises(IllegalActionError, match="Dealer must bid"):
        state.apply(Bid.PASS)
    state = act(state, "2")
    assert state.pitcher == 3 and state.high_bid == Bid.TWO and state.to_move == 3


def test_the_highest_bidder_is_the_pitcher_and_leads() -> None:
    state = act(table(), "2 3 pass pass")
    assert state.pitcher == 1 and state.to_move == 1 and state.leader == 1
    assert state.bids == (Bid.TWO, Bid.THREE, Bid.PASS, Bid.PASS)
    assert [state.bid_of(seat) for seat in range(4)] == [Bid.TWO, Bid.THREE, Bid.PASS, Bid.PASS]


# ---------------------------------------------------------------------------------------- play


def test_the_pitchers_first_card_sets_trump() -> None:
    state = act(table(), "2 3 pass pass")  # West pitches
    assert state.trump is None
    state = act(state, "4H")
    assert state.trump is Suit.HEARTS


def test_follow_suit_or_trump_any_time() -> None:
    state = act(table(), "pass 2 pass pass 3S")  # West pitches spades
    # North holds JS TS (spades): a trump lead must be followed with trump.
    assert set(state.legal_actions()) == set(cards("JS TS"))
    assert state.why_illegal(Card.from_str("8H")) == "Must follow trump"
    state = act(state, "TS 5S KS")  # East follows, South wins with the king
    assert state.tricks[-1].winner == 0 and state.to_move == 0
    state = act(state, "7H")  # South leads a heart
    # West holds 4H 5H and trumps QS: may follow or trump, not play a diamond or club.
    assert set(state.legal_actions()) == set(cards("QS 4H 5H"))
    assert state.why_illegal(Card.from_str("6D")) == "Must follow hearts or trump"


def test_a_player_void_in_the_suit_led_may_play_any_card() -> None:
    east_without_hearts = "4S 5S KD AD 3D 3C"
    state = act(deal(SOUTH, WEST, NORTH, east_without_hearts), "pass 2 pass pass 3S TS 5S KS")
    state = act(state, "7H 4H 8H")  # South leads a heart; East has none
    assert state.to_move == 3
    assert set(state.legal_actions()) == set(cards("4S KD AD 3D 3C"))
    state = act(state, "KD")  # a discard: the highest heart (North's 8H) wins
    assert state.tricks[-1].winner == 2


def test_card_not_in_hand_is_refused() -> None:
    state = act(table(), "2 pass pass pass")
    with pytest.raises(IllegalActionError) as error:
        state.apply(Card.from_str("QS"))
    assert error.value.reason == "Card not in hand"
    assert str(error.value) == "QS: Card not in hand"


def test_actions_out_of_phase_are_refused() -> None:
    state = table()
    assert state.why_illegal(Card.from_str("AS")) == "Bidding is not over"
    played = act(state, "2 pass pass pass AS")
    assert played.why_illegal(Bid.TWO) == "Bidding is over"
    with pytest.raises(IllegalActionError):
        played.apply(Bid.TWO)
    with pytest.raises(IllegalActionError):
        new_game().apply(Bid.TWO)
    assert new_game().why_illegal(Bid.TWO) == "Cards not dealt yet"
    assert state.why_illegal("AS") == "Not a bid or a card"  # type: ignore[arg-type]


def test_highest_trump_wins_else_highest_of_the_suit_led() -> None:
    state = act(table(), "pass 2 pass pass 3S TS 5S KS")  # spades trump
    assert state.tricks[0].winner == 0
    state = act(state, "7H 5H 9H AH")  # hearts led, no trump: ace of hearts (East) wins
    assert state.tricks[1].winner == 3
    state = act(state, "3D 8D 6D TD")  # diamonds led by East: North's ten wins
    assert state.tricks[2].winner == 2
    state = act(state, "8H 4S AS 4H")  # North leads a heart, East trumps, South over-trumps
    assert state.tricks[3].winner == 0 and state.to_move == 0


def test_trick_winner_helper_for_the_app() -> None:
    from palm_pitch.scoring import trick_winner_index

    assert trick_winner_index(cards("7H 5H 9H AH"), Suit.SPADES) == 3
    assert trick_winner_index(cards("8H 4S AS 4H"), Suit.SPADES) == 2
    assert trick_winner_index(cards("3D 8C"), Suit.SPADES) == 0


def test_six_tricks_make_a_hand() -> None:
    state = finish(act(table(), "2 pass pass pass"))
    assert state.phase is Phase.SCORE
    assert len(state.tricks) == 6 and len(result_of(state).tricks) == 6


# ---------------------------------------------------------------------------------- the points


def _score(dealt: list[str], won: list[str], bid: Bid = Bid.TWO, pitcher: int = 0, trump: Suit = Suit.SPADES,
           scores: tuple[int, int] = (0, 0)):  # type: ignore[no-untyped-def]
    dealt_masks = tuple(mask_of(cards(text)) for text in dealt)
    won_masks = (mask_of(cards(won[0])), mask_of(cards(won[1])))
    return score_hand(PALM, 3, pitcher, bid, trump, dealt_masks, (), won_masks, scores)  # type: ignore[arg-type]


HANDS = ["AS 2S 7H 8D 9C 4C", "KS 3S 4H 5H 6D 7C", "JS TS 8H 9H TD 2C", "5S 6S KH AH 3D 3C"]


def test_high_is_the_highest_trump_in_play_and_low_goes_to_the_trick_winner() -> None:
    # South (team 0) was dealt the 2S, the lowest trump; the other team captured it.
    result = _score(HANDS, ["AS KS 7H 8D 9C 4C 4H 5H 6D 7C 3S", "2S JS TS 8H 9H TD 2C 5S 6S KH AH 3D 3C"])
    assert result.high == 0 and result.high_card == Card.from_str("AS")
    assert result.low == 1 and result.low_card == Card.from_str("2S")
    assert result.jack == 1 and result.jack_card == Card.from_str("JS")


def test_high_when_the_ace_is_not_dealt() -> None:
    hands = ["KS 2S 7H 8D 9C 4C", "QS 3S 4H 5H 6D 7C", "JS TS 8H 9H TD 2C", "5S 6S KH AH 3D 3C"]
    result = _score(hands, [" ".join(hands[0:3:2]), " ".join(hands[1::2])])
    assert result.high_card == Card.from_str("KS") and result.high == 0


def test_jack_not_dealt_scores_for_no_one() -> None:
    hands = ["AS 2S 7H 8D 9C 4C", "KS 3S 4H 5H 6D 7C", "QS TS 8H 9H TD 2C", "5S 6S KH AH 3D 3C"]
    result = _score(hands, [" ".join(hands[0:3:2]), " ".join(hands[1::2])])
    assert result.jack is None and result.jack_card is None
    assert sum(result.points) == 3


def test_game_counts_the_cards_of_every_suit_won_in_tricks() -> None:
    # Pips in play: AS 4, KS 3, JS 1, TS 10, TD 10, KH 3, AH 4 = 35.
    team0 = "AS TD KH 2S 7H"  # 4 + 10 + 3 = 17, mostly off-trump
    rest = [c for c in " ".join(HANDS).split() if c not in team0.split()]  # KS JS TS AH: 18
    result = _score(HANDS, [team0, " ".join(rest)])
    assert result.game_pips == (17, 18) and result.game == 1
    team0 = "AS TD TS"  # 24
    rest = [c for c in " ".join(HANDS).split() if c not in team0.split()]  # 11
    result = _score(HANDS, [team0, " ".join(rest)])
    assert result.game_pips == (24, 11) and result.game == 0


def test_game_tie_gives_no_point() -> None:
    hands = ["AS 2S 7H 8D 9C 4C", "KS 3S 4H 5H 6D 7C", "JS QS 8H 9H TD 2C", "5S 6S TH AH 3D 3C"]
    # Pips in play: AS 4, KS 3, JS 1, QS 2, TD 10, TH 10, AH 4 = 34: split 17 / 17.
    team0 = "AS TD KS"  # 4 + 10 + 3 = 17
    rest = [c for c in " ".join(hands).split() if c not in team0.split()]
    result = _score(hands, [team0, " ".join(rest)])
    assert result.game_pips == (17, 17) and result.game is None


def test_a_single_trump_in_play_is_high_and_low_and_jack() -> None:
    hands = ["JS 7H 8H 8D 9C 4C", "2H 3H 4H 5H 6D 7C", "TH 9H 2D TD 2C 3D", "KH AH 4D 5D 3C 5C"]
    everything = " ".join(hands)
    result = _score(hands, [everything, ""])
    assert result.high_card == result.low_card == result.jack_card == Card.from_str("JS")
    assert (result.high, result.low, result.jack) == (0, 0, 0)


# --------------------------------------------------------------------------------- hand scores


def test_a_made_bid_scores_every_point_taken() -> None:
    everything = " ".join(HANDS)
    result = _score(HANDS, [everything, ""], bid=Bid.TWO)
    assert result.points == (4, 0) and result.made and result.hand_score == (4, 0)


def test_a_set_pitcher_loses_its_bid_and_the_defenders_keep_their_points() -> None:
    result = _score(HANDS, ["AS KS 7H 8D 9C 4C 4H 5H 6D 7C 3S", "2S JS TS 8H 9H TD 2C 5S 6S KH AH 3D 3C"],
                    bid=Bid.THREE)
    assert result.points == (1, 3) and not result.made
    assert result.hand_score == (-3, 3)


def test_smudge_needs_all_tricks_and_all_four_points() -> None:
    state = act(deal("AS KS QS JS TS 2S", "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C"),
                "smudge pass pass pass")
    result = result_of(finish(state))
    assert result.made and result.hand_score == (5, 0) and result.scores_after == (5, 0)
    assert result.tricks_won == (6, 0)


def test_smudge_fails_without_the_jack_even_with_every_trick() -> None:
    state = act(deal("AS KS QS TS 3S 2S", "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C"),
                "smudge pass pass pass")
    result = result_of(finish(state))
    assert result.tricks_won == (6, 0) and result.jack is None
    assert not result.made and result.hand_score == (-5, 0)


def test_bid_four_taking_everything_scores_four() -> None:
    state = act(deal("AS KS QS JS TS 2S", "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C"),
                "4 pass pass pass")
    result = result_of(finish(state))
    assert result.made and result.hand_score == (4, 0)


def test_scores_may_go_below_zero() -> None:
    state = act(deal("AS KS QS TS 3S 2S", "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C",
                     scores=(2, 0)), "smudge pass pass pass")
    assert result_of(finish(state)).scores_after == (-3, 0)


# ------------------------------------------------------------------------------------- winning


def test_a_made_bid_reaching_21_wins() -> None:
    result = _score(HANDS, [" ".join(HANDS), ""], scores=(17, 5))
    assert result.scores_after == (21, 5) and result.winner == 0


def test_the_defenders_passing_21_do_not_win() -> None:
    result = _score(HANDS, ["AS KS 7H 8D 9C 4C 4H 5H 6D 7C 3S", "2S JS TS 8H 9H TD 2C 5S 6S KH AH 3D 3C"],
                    bid=Bid.THREE, scores=(10, 19))
    assert result.scores_after == (7, 22) and result.winner is None


def test_a_pitcher_at_21_wins_against_25() -> None:
    result = _score(HANDS, ["AS KS 7H 8D 9C 4C 4H 5H 6D 7C 2S", "3S JS TS 8H 9H TD 2C 5S 6S KH AH 3D 3C"],
                    bid=Bid.TWO, scores=(19, 23))
    assert result.points == (2, 2) and result.made
    assert result.scores_after == (21, 25) and result.winner == 0


def test_a_set_pitcher_above_21_does_not_win() -> None:
    result = _score(HANDS, ["AS KS 7H 8D 9C 4C 4H 5H 6D 7C 3S", "2S JS TS 8H 9H TD 2C 5S 6S KH AH 3D 3C"],
                    bid=Bid.THREE, scores=(30, 0))
    assert result.scores_after == (27, 3) and result.winner is None


def test_a_tie_at_or_above_21_plays_on() -> None:
    result = _score(HANDS, [" ".join(HANDS), ""], scores=(18, 22))
    assert result.scores_after == (22, 22) and result.winner is None


def test_the_game_ends_when_a_team_wins() -> None:
    state = act(deal("AS KS QS JS TS 2S", "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C",
                     scores=(18, 3)), "2 pass pass pass")
    state = finish(state)
    assert state.phase is Phase.GAME_OVER and state.is_over and state.winner == 0
    assert state.scores == (22, 3)
    with pytest.raises(IllegalActionError):
        state.next_hand()
    assert state.legal_actions() == ()
