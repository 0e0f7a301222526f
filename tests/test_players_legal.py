"""Every computer player plays only legal actions, even in the rare deals that broke one.

The defect this guards against: a dealer forced to bid (the first three passed) holding only 6s to 9s, two
each in three suits and none of the fourth, valued every suit at 0, and the pitch then picked card
index -1 (the ace of clubs, not in its hand): the engine refused it and the game stopped. The
constructed deal below is that hand; the property tests deal many more like it.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pitch_helpers import deal

from palm_pitch.actions import Bid
from palm_pitch.cards import CARDS, Card
from palm_pitch.match import play_hand, player_rngs
from palm_pitch.players import EasyPlayer, HeuristicPlayer, Player
from palm_pitch.rules import all_rulesets
from palm_pitch.state import Phase, from_deal, new_game

PLAYERS: tuple[type, ...] = (HeuristicPlayer, EasyPlayer)

# East deals; South, West and North hold nothing worth a bid, so East must bid. East holds only 6s
# and 7s of hearts, diamonds and clubs: every suit is worth nothing to it, and it has no spade.
FORCED_NOTHING = ("8S 9S 8H 9H 8D 9D", "7S 6S 8C 9C 5C 4C", "5S 4S 5H 4H 5D 4D", "6H 7H 6D 7D 6C 7C")


@pytest.mark.parametrize("kind", PLAYERS, ids=lambda kind: kind.__name__)
def test_a_forced_dealer_with_nothing_pitches_a_card_it_holds(kind: type) -> None:
    player: Player = kind()
    state = deal(*FORCED_NOTHING, dealer=3)
    final = play_hand(state, [player] * 4, player_rngs(0))
    assert final.phase in (Phase.SCORE, Phase.GAME_OVER)
    result = final.result
    assert result is not None and result.pitcher == 3 and result.bids[:3] == (0, 0, 0)
    assert result.tricks[0].cards[0] in final.dealt_hand(3)


# Hands of 6s to 9s only: 16 cards, from which the forced dealer takes two of each of three suits.
LOW_MIDDLE = [card for card in CARDS if 6 <= card.rank <= 9]


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 3), st.permutations(range(16)), st.permutations(range(52)), st.integers(0, 3),
       st.sampled_from(all_rulesets()))
def test_forced_dealers_holding_only_middle_cards_play_legally(void: int, pick: list[int],
                                                               order: list[int], dealer: int,
                                                               ruleset: object) -> None:
    # The dealer: two cards from each suit but ``void``, all 6..9.
    by_suit = [[c for c in (LOW_MIDDLE[i] for i in pick) if c.suit == s] for s in range(4)]
    dealer_hand = [c for s in range(4) if s != void for c in by_suit[s][:2]]
    rest = [CARDS[i] for i in order if CARDS[i] not in dealer_hand]
    hands: list[list[Card]] = [rest[0:6], rest[6:12], rest[12:18], rest[18:24]]
    hands[dealer] = dealer_hand
    for kind in PLAYERS:
        state = from_deal(hands, dealer, ruleset)  # type: ignore[arg-type]
        for _ in range(3):  # the others pass, whatever they hold: the dealer is forced
            state = state.apply(Bid.PASS)
        final = play_hand(state, [kind()] * 4, player_rngs(len(pick)))
        assert final.phase in (Phase.SCORE, Phase.GAME_OVER)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(all_rulesets()))
def test_every_player_finishes_random_deals(seed: int, ruleset: object) -> None:
    for kind in PLAYERS:
        state = new_game(ruleset, seed).deal()  # type: ignore[arg-type]
        final = play_hand(state, [kind()] * 4, player_rngs(seed))
        assert final.phase in (Phase.SCORE, Phase.GAME_OVER)
