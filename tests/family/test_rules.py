"""One test per rule of docs/variants.md: the distinctive rules of the family's variants, each on
a deal or a hand made for it, and the refusals with their reasons."""

from __future__ import annotations

import pytest

from palm_pitch.actions import IllegalActionError
from palm_pitch.cards import Card, Suit
from palm_pitch.family.actions import (
    FOLD,
    KEEP,
    PASS,
    Bid,
    Call,
    Claim,
    Discard,
    Look,
    NameTrump,
    parse_action,
)
from palm_pitch.family.deck import LITTLE_JOKER, build_deck, parse_card, sort_cards
from palm_pitch.family.engine import (
    DiscardJob,
    FamilyState,
    Phase,
    discardable,
    from_deal,
    is_coke_hand,
    new_game,
)
from palm_pitch.family.rules import Teams
from palm_pitch.family.scoring import Contract, Play, Trick, score_hand
from palm_pitch.family.trumps import trump_table
from palm_pitch.family.variants import get_variant
from palm_pitch.family.views import seat_view


def cards(text: str) -> tuple:  # type: ignore[type-arg]
    return tuple(parse_card(token) for token in text.split())


def deal(name: str, dealer: int, *hands: str, widow: str = "", stock: str = "") -> FamilyState:
    rules = get_variant(name)
    return from_deal(rules, dealer, tuple(cards(hand) for hand in hands), cards(widow), cards(stock))


def run(state: FamilyState, *actions: str) -> FamilyState:
    for text in actions:
        state = state.apply(parse_action(text))
    return state


def refused(state: FamilyState, text: str) -> str:
    with pytest.raises(IllegalActionError) as error:
        state.apply(parse_action(text))
    return error.value.reason


def trick(leader: int, plays: str, winner: int, players: int = 4) -> Trick:
    seats = tuple((leader + step) % players for step in range(len(plays.split())))
    return Trick(leader, tuple(Play(seat, card) for seat, card in zip(seats, cards(plays), strict=True)),
                 seats, winner)


PALM_HANDS = ("AH KH 2S 3S 4S 5S", "QH 6S 7S 8S 9S TS", "JH 2D 3D 4D 5D 6D", "2H 7D 8D 9D TD JD")

# ---------------------------------------------------------------------------------------- decks


def test_decks_add_jokers_and_remove_ranks() -> None:
    assert len(build_deck(get_variant("ten-point").jokers)) == 54
    assert len(build_deck(0, get_variant("setback-2").removed_ranks)) == 40
    missouri = get_variant("missouri-seven")
    assert len(build_deck(missouri.jokers, missouri.removed_ranks)) == 34


def test_a_card_outside_the_deck_is_not_a_deal() -> None:
    with pytest.raises(ValueError, match="not in this deck"):
        deal("setback-2", 0, "3S AS KS QS JS TS", "AH KH QH JH TH 9H")

# ---------------------------------------------------------------------------------------- trump


def test_the_off_jack_and_jokers_are_trumps_ranked_below_the_jack() -> None:
    table = trump_table(get_variant("ten-point"), Suit.HEARTS)
    assert [card.text for card in table.members[:8]] == ["AH", "KH", "QH", "JH", "JD", "BJ", "LJ", "TH"]
    assert table.suit_of(Card.from_str("JD")) is Suit.HEARTS and table.suit_of(LITTLE_JOKER) is Suit.HEARTS


def test_contway_ranks_its_one_joker_between_the_off_jack_and_the_ten() -> None:
    table = trump_table(get_variant("contway"), Suit.SPADES)
    assert [card.text for card in table.members[3:7]] == ["JS", "JC", "BJ", "TS"]


def test_off_cards_rank_just_below_their_own_rank() -> None:
    table = trump_table(get_variant("sixteen-point"), Suit.DIAMONDS)
    texts = [card.text for card in table.members]
    assert texts[:2] == ["AD", "AH"] and texts[-4:] == ["3D", "3H", "2D", "2H"]


def test_the_pitch_sets_trump_and_a_joker_cannot_be_pitched() -> None:
    state = deal("joker-pitch", 3, "AH KH 2S 3S 4S BJ", "QH 6S 7S 8S 9S TS", "JH 2D 3D 4D 5D 6D",
                 "2H 7D 8D 9D TD JD")
    state = run(state, "4", "pass", "pass", "pass")
    assert refused(state, "BJ") == "A joker cannot be pitched"
    state = run(state, "AH")
    assert state.trump is not None and state.trump.suit is Suit.HEARTS


def test_named_trump_must_be_led_first_where_the_rules_say() -> None:
    state = deal("contway", 3, "AH KH 2S 3S 4S 5S", *PALM_HANDS[1:])
    state = run(state, "3", "pass", "pass", "pass", "trump H")
    for _seat in (0, 1, 2, 3):  # nobody tosses anything
        state = run(state, "keep")
    assert state.phase is Phase.PLAY and state.to_move == 0
    assert refused(state, "2S") == "Must lead trump"


def test_barn_trump_must_be_broken_before_it_is_led_or_played_on_a_plain_lead() -> None:
    state = deal("barn", 3, *PALM_HANDS)
    state = run(state, "3", "pass", "pass", "pass", "trump H")
    assert refused(state, "AH") == "Trump is not broken yet"
    state = run(state, "2S")
    assert refused(state, "QH") == "Must follow spades"
    state = run(state, "6S", "2D")  # North is void in spades: a plain card
    assert state.trump_broken is False


def test_strict_follow_refuses_a_trump_from_a_player_who_can_follow() -> None:
    state = deal("setback", 3, "AH KH 2S 3S 4S 5S", "QH 6S 7S 8S 9S TS", "JH 2D 3D 4D 5D 6D",
                 "2H 7D 8D 9D TD JD")
    state = run(state, "2", "pass", "pass", "pass", "AH", "QH", "JH", "2H", "2S")
    assert refused(state, "QS") == "Card not in hand"
    assert state.to_move == 1 and state.why_illegal(parse_action("6S")) is None


def test_reverse_pitch_gives_the_trick_to_the_lowest_card() -> None:
    state = deal("reverse-pitch", 3, *PALM_HANDS)
    state = run(state, "2", "pass", "pass", "pass", "KH", "QH", "JH", "2H")
    assert state.tricks[0].winner == 3


def test_capture_low_the_lowest_trump_in_play_takes_its_trick() -> None:
    state = deal("capture-low", 3, *PALM_HANDS)
    state = run(state, "2", "pass", "pass", "pass", "AH", "QH", "JH", "2H")
    assert state.tricks[0].winner == 3


def test_unranked_jokers_never_win_and_a_joker_lead_leaves_the_suit_to_the_next_card() -> None:
    rules = get_variant("two-trump")
    table = trump_table(rules, Suit.HEARTS, Suit.SPADES)
    from palm_pitch.family.trumps import led_suit, winning_position

    assert led_suit(table, cards("BJ 3D 9D")) is Suit.DIAMONDS
    assert winning_position(table, cards("BJ 3D 9D LJ")) == 2
    assert winning_position(table, cards("AD 2S")) == 1  # a sub-trump beats a plain suit
    assert winning_position(table, cards("AS 2H")) == 1  # trump beats the sub-trump


def test_two_trump_a_joker_on_a_trump_lead_only_when_void() -> None:
    state = deal("two-trump", 4, "AH KH 2S 3S 4S", "QH BJ 7S 8S 9S TS", "JH 2D 3D 4D 5D 6D",
                 "2H 7D 8D 9D TD JD", "5H 6H 7H 8H 9H TH")
    state = run(state, "3", "pass", "pass", "pass", "pass", "trump H", "sub S", "AH")
    assert refused(state, "BJ") == "Must follow hearts before a joker"



def test_the_double_down_override_lets_a_joker_follow_the_other_jokers_lead() -> None:
    hands = ("BJ KH 2S 3S 4S 5S", "QH 2D 7S 8S 9S TS", "LJ JH 3D 4D 5D 6D", "2H 7D 8D 9D TD JD",
             "5H 6H 7H 8H 9H TH")
    start = ("3", "pass", "pass", "pass", "pass", "trump H", "sub S", "BJ", "QH")  # the queen makes it hearts
    plain = run(deal("two-trump", 4, *hands), *start)
    assert refused(plain, "LJ") == "Must follow hearts before a joker"
    override = run(deal("two-trump-double-down", 4, *hands), *start)
    assert Card.from_str("JH") in override.legal_actions() and LITTLE_JOKER in override.legal_actions()
    after = run(override, "LJ")
    assert after.trick is not None and after.trick.cards[-1] == LITTLE_JOKER
    no_joker_led = run(deal("two-trump-double-down", 4, *hands), *start[:7], "KH", "QH")
    assert refused(no_joker_led, "LJ") == "Must follow hearts before a joker"

# --------------------------------------------------------------------------------------- bidding


def test_a_bid_outside_the_range_is_refused_with_the_range() -> None:
    state = new_game(get_variant("nine-five"), 1).advance()
    assert refused(state, "8") == "Bids are 9 to 18 or Smudge"


def test_doubled_bids_rank_just_above_their_plain_bid() -> None:
    state = new_game(get_variant("oklahoma"), 1).advance()
    state = run(state, "6x2")
    assert refused(state, "6") == "Bid must beat 6 for 12"
    state = run(state, "7")
    assert state.high_bid is not None and state.high_bid.bid == Bid(7)


def test_the_dealer_may_steal_by_matching_where_allowed() -> None:
    state = deal("palm", 3, *PALM_HANDS)
    state = run(state, "3", "pass", "pass", "3")
    assert state.maker == 3
    state = deal("setback-11", 3, *PALM_HANDS)
    state = run(state, "3", "pass", "pass")
    assert refused(state, "3") == "Dealer may match only a 4"


def test_a_forced_dealer_may_not_pass_and_a_stuck_dealer_takes_the_minimum() -> None:
    state = run(deal("palm", 3, *PALM_HANDS), "pass", "pass", "pass")
    assert refused(state, "pass") == "Dealer must bid"
    state = run(deal("setback", 3, *PALM_HANDS), "pass", "pass", "pass")
    assert state.legal_actions() == (Bid(2),)


def test_a_nine_with_another_card_of_its_suit_forces_a_bid() -> None:
    state = deal("nine-five", 3, "9H 2H 3S 4S 5S 6S 7S 8S TC", "AH KH QH JH TH 8H 7H 6H 5H",
                 "AS KS QS JS TS 9S 2S 2C 3C", "AD KD QD JD TD 9D 8D 7D 6D")
    assert refused(state, "pass") == "A nine with another of its suit must bid"


def test_all_pass_redeals_with_the_same_dealer_or_the_next() -> None:
    state = run(deal("auction-pitch", 3, *PALM_HANDS), "pass", "pass", "pass", "pass")
    assert state.phase is Phase.SCORE and state.advance().dealer == 3
    state = run(deal("setback-11", 3, *PALM_HANDS), "pass", "pass", "pass", "pass")
    assert state.advance().dealer == 0


def test_pitch_without_auction_the_eldest_pitches() -> None:
    state = deal("pitch", 3, *PALM_HANDS)
    assert state.phase is Phase.PLAY and state.to_move == 0 and state.maker == 0

# ------------------------------------------------------------------------------ look or not


def test_abacos_a_blind_bidder_sees_nothing_and_a_looker_loses_a_card() -> None:
    state = deal("abacos", 3, *PALM_HANDS)
    assert state.legal_actions() == (Look(True), Look(False))
    state = run(state, "blind")
    assert seat_view(state, 0).hand == ()
    state = run(state, "2", "look")
    assert len(seat_view(state, 1).hand) == 6
    state = run(state, "pass", "look", "pass", "look", "pass")
    assert [len(hand) for hand in state.hands] == [6, 5, 5, 5]
    assert len(state.out_of_play) == 3


def test_man_o_war_the_maker_takes_the_lost_cards_and_discards_as_many() -> None:
    state = deal("man-o-war", 3, *PALM_HANDS)
    state = run(state, "look", "3", "look", "pass", "look", "pass", "look", "pass")
    assert state.phase is Phase.DISCARD and state.to_move == 0 and len(state.hands[0]) == 5 + 4
    while state.phase is Phase.DISCARD:
        state = state.apply(state.legal_actions()[0])
    assert [len(hand) for hand in state.hands] == [5, 5, 5, 5]


def test_man_o_war_taking_each_lost_card_for_a_discard_is_one_choice_of_the_discards() -> None:
    # The seed's maker takes some of the lost cards, discarding one for each: here it takes none of
    # the others' lost cards (discards them), or takes all three for three of its own.
    start = run(deal("man-o-war", 3, *PALM_HANDS), "look", "3", "look", "pass", "look", "pass", "look",
                "pass")
    own = cards(PALM_HANDS[0])
    others = [card for card in start.hands[0] if card not in own]
    assert len(start.hands[0]) == 9 and len(others) == 3  # its own lost card is back among the four
    none_taken = run(start, *(f"discard {card.text}" for card in (*others, own[-1])))
    assert set(none_taken.hands[0]) == set(own[:-1])
    all_taken = run(start, *(f"discard {card.text}" for card in own[2:]))
    assert set(all_taken.hands[0]) == {*own[:2], *others}


def test_nine_five_regional_discarded_trumps_may_be_claimed_from_the_scrap() -> None:
    rules = get_variant("nine-five-regional")
    for seed in range(100):  # a deal where the second discarder holds a heart and a plain card
        state = new_game(rules, seed).advance()
        state = state.apply(state.legal_actions()[1])  # the lowest bid
        while state.phase is Phase.BID:
            state = state.apply(PASS)
        state = state.apply(NameTrump(Suit.HEARTS))
        first = state.to_move
        state = state.apply(KEEP)
        hand = state.hands[state.to_move]
        hearts = [card for card in hand if isinstance(card, Card) and card.suit is Suit.HEARTS]
        plain = [card for card in hand if isinstance(card, Card) and card.suit is Suit.CLUBS]
        if hearts and plain:
            break
    state = run(state, f"discard {hearts[0].text}", f"discard {plain[0].text}", "keep")
    while state.phase is Phase.DISCARD:
        state = state.apply(KEEP)
    assert state.phase is Phase.CLAIM and state.to_move == first  # from the dealer's left
    assert state.legal_actions() == (Claim(hearts[0]), KEEP)  # the club is no trump: it stays there
    assert refused(state, f"claim {plain[0].text}") == "Only a trump in the scrap may be claimed"
    assert refused(state, "discard 2C") == "Claim a trump from the scrap or keep"
    before = len(state.hands[first])
    state = run(state, f"claim {hearts[0].text}")
    assert hearts[0] in state.hands[first] and hearts[0] not in state.out_of_play
    assert len(state.hands[first]) == before + 1 and state.phase is not Phase.CLAIM  # nothing left to claim
    while state.phase is Phase.DISCARD:  # hands beyond six are cut back
        state = state.apply(state.legal_actions()[0])
    assert state.phase is Phase.PLAY and all(len(hand) == 6 for hand in state.hands)
    assert parse_action(f"claim {hearts[0].text}") == Claim(hearts[0])


def test_only_a_player_who_has_not_looked_may_bid_a_blind_moon() -> None:
    state = new_game(get_variant("nine-five-blind"), 2).advance()
    state = run(state, "look")
    assert refused(state, "blind-moon") == "Only a player who has not looked may bid blind"

# ----------------------------------------------------------------------------- widow and draws


def test_the_widow_goes_to_the_maker_who_discards_back_to_six() -> None:
    state = deal("setback-widow", 3, *PALM_HANDS, widow="AC KC QC JC TC 9C")
    state = run(state, "2", "pass", "pass", "pass")
    assert state.phase is Phase.DISCARD and len(state.hands[0]) == 12
    assert refused(state, "keep") == "Discard down to 6 cards"
    for text in ("2S", "3S", "4S", "5S", "9C", "TC"):
        state = run(state, f"discard {text}")
    assert state.phase is Phase.PLAY and len(state.hands[0]) == 6


def test_six_and_a_half_everyone_discards_three_before_trump() -> None:
    state = new_game(get_variant("six-and-a-half"), 5).advance()
    state = run(state, "pass", "pass", "pass")
    state = state.apply(state.legal_actions()[0])
    for _ in range(12):
        assert state.phase is Phase.DISCARD
        state = state.apply(state.legal_actions()[0])
    assert state.phase is Phase.PLAY and state.trump is None and [len(h) for h in state.hands] == [6] * 4


def test_non_trumps_are_discarded_then_hands_refilled_and_the_maker_searches_the_stock() -> None:
    rules = get_variant("ten-point")
    state = new_game(rules, 11).advance()
    while state.phase is Phase.BID:
        state = state.apply(state.legal_actions()[0] if state.to_move == state.dealer else PASS)
    state = state.apply(NameTrump(Suit.HEARTS))
    while state.phase is Phase.DISCARD:
        state = state.apply(state.legal_actions()[0])
    assert state.phase is Phase.PLAY and state.stock == ()
    assert state.trump is not None
    assert all(state.trump.is_trump(card) for hand in state.hands for card in hand)
    assert all(len(hand) <= 6 for hand in state.hands)


def test_a_draw_discard_may_stop_and_chosen_non_trump_discards_keep_trumps() -> None:
    state = deal("partnership-draw", 3, *PALM_HANDS, stock="AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")
    state = run(state, "3", "pass", "pass", "pass", "trump H")
    assert state.phase is Phase.DISCARD and state.to_move == 0
    assert refused(state, "discard AH") == "Trumps may not be discarded"
    assert refused(state, "discard AC") == "Card not in hand"
    assert refused(state, "call AS") == "Discard a card or keep"
    state = run(state, "discard 2S", "discard 3S", "keep")
    assert state.hands[0] == sort_cards(cards("4S 5S AH KH"))
    for _ in range(3):
        state = run(state, "keep")
    assert state.hands[0] == sort_cards(cards("4S 5S AH KH AC KC"))


def test_setback_draw_discards_at_most_four() -> None:
    state = deal("setback-draw", 3, *PALM_HANDS, stock="AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")
    state = run(state, "2", "pass", "pass", "pass", "trump H", "discard 2S", "discard 3S", "discard 4S",
                "discard 5S")
    assert state.to_move == 1


def test_coke_hands_are_redealt() -> None:
    assert is_coke_hand(cards("3S 4H 5D 6C 7S 9D")) and not is_coke_hand(cards("3S 4H 5D 6C 7S TD"))
    for seed in range(30):
        state = new_game(get_variant("setback-coke"), seed).advance()
        assert not any(is_coke_hand(hand) for hand in state.hands)

# ------------------------------------------------------------------------------ called partner


def test_the_maker_calls_a_card_it_does_not_hold_and_its_holder_is_the_partner() -> None:
    rules = get_variant("ten-point-five-handed")
    assert rules.teams is Teams.CALLED
    state = new_game(rules, 3).advance()
    while state.phase is Phase.BID:
        state = state.apply(PASS if state.to_move != state.dealer else state.legal_actions()[0])
    state = state.apply(NameTrump(Suit.SPADES))
    assert state.phase is Phase.CALL
    held = state.hands[state.dealer][0]
    assert refused(state, f"call {held.text}") == "Call a card you do not hold"
    ace = Card.from_str("AS")
    state = state.apply(Call(ace))
    holder = next((seat for seat, hand in enumerate(state.hands) if ace in hand), None)
    assert state.partner == holder or (holder is None and state.partner is None)



def test_a_called_card_in_the_blind_leaves_the_maker_alone_and_it_must_lead_that_card() -> None:
    rules = get_variant("ten-point-five-handed")
    for seed in range(200):  # a deal whose blind holds a spade to call
        state = new_game(rules, seed).advance()
        while state.phase is Phase.BID:
            state = state.apply(PASS if state.to_move != state.dealer else state.legal_actions()[0])
        state = state.apply(NameTrump(Suit.SPADES))
        assert state.trump is not None
        in_blind = [card for card in state.widow if state.trump.is_trump(card)]
        if in_blind:
            break
    called = in_blind[0]
    state = state.apply(Call(called))
    maker = state.maker
    assert state.partner is None and maker is not None and called in state.hands[maker]  # the blind taken
    while state.phase is Phase.DISCARD:
        if state.to_move == maker:
            assert refused(state, f"discard {called.text}") == "The called card must be led"
        state = state.apply(next(action for action in state.legal_actions() if action != Discard(called)))
    assert called not in discardable(state, DiscardJob(maker, 0, may_stop=True))  # it cannot go out
    assert state.phase is Phase.PLAY and state.to_move == maker
    assert state.legal_actions() == (called,)
    other = next(card for card in state.hands[maker] if card != called)
    assert refused(state, other.text) == "Must lead the called card (it was in the blind)"
    result = run(state, called.text)
    assert result.trick is not None and result.trick.cards == (called,)

# --------------------------------------------------------------------------------------- play


def test_where_only_trumps_play_a_player_without_trump_is_out() -> None:
    rules = get_variant("ten-point")
    state = new_game(rules, 4).advance()
    while state.phase is not Phase.PLAY:
        state = state.apply(state.legal_actions()[0])
    assert state.trick is not None
    assert set(state.trick.seats) == {seat for seat, hand in enumerate(state.hands) if hand}


def test_the_maker_may_fold_before_the_first_lead_and_is_set_back() -> None:
    state = deal("contway", 3, *PALM_HANDS, stock="AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")
    state = run(state, "3", "pass", "pass", "pass", "trump H", "keep", "keep", "keep", "keep")
    assert FOLD in state.legal_actions()
    state = run(state, "fold")
    assert state.result is not None and state.result.folded and state.scores == (0, 0)  # floor at zero
    state = run(deal("palm", 3, *PALM_HANDS), "3", "pass", "pass", "pass")
    assert refused(state, "fold") == "Only the maker may fold, when it is to lead"


CONTWAY_START = ("3", "pass", "pass", "pass", "trump H", "keep", "keep", "keep", "keep")


def test_a_fold_after_a_trick_scores_the_defenders_only_the_cards_they_took() -> None:
    # Contway: the maker folds when it is to lead again; Low is the two of trump, here played by a
    # defender (Low goes to the side that played it); the ace and jack went to the maker's side.
    state = run(deal("contway", 3, *PALM_HANDS), *CONTWAY_START, "AH", "QH", "JH", "2H")
    assert state.to_move == 0 and FOLD in state.legal_actions()
    state = run(state, "fold")
    result = state.result
    assert result is not None and result.folded and result.made is False
    assert {award.point: award.side for award in result.awards} == {
        "High": None, "Low": 1, "Jack": None, "Off-Jack": None, "Joker": None, "Game": None}
    assert state.scores == (0, 1)  # the maker's side set back 3, floored at zero


def test_a_fold_counts_high_only_for_the_ace_and_low_only_for_the_two() -> None:
    hands = ("KH 3H 2S 3S 4S 5S", "QH 6S 7S 8S 9S TS", "JH 2D 3D 4D 5D 6D", "AH 7D 8D 9D TD JD")
    state = run(deal("contway", 3, *hands), *CONTWAY_START, "KH", "QH", "JH", "AH")
    assert state.to_move == 3 and refused(state, "fold") == "Only the maker may fold, when it is to lead"
    state = run(state, "7D", "3H", "6S", "2D")  # the maker takes it with the three, the lowest trump
    assert refused(run(deal("contway", 3, *hands), *CONTWAY_START, "KH"), "fold") == (
        "Only the maker may fold, when it is to lead")  # not in the middle of a trick
    state = run(state, "fold")
    assert state.result is not None
    awards = {award.point: award.side for award in state.result.awards}
    assert awards["High"] == 1 and awards["Jack"] == 1  # the ace and the jack, taken by the defenders
    assert awards["Low"] is None and awards["Game"] is None  # the three is not the two; no Game
    assert state.scores == (0, 2)

# --------------------------------------------------------------------------------------- scoring


def _score(name: str, tricks: tuple[Trick, ...], maker: int | None, bid: Bid, trump: Suit = Suit.HEARTS,
           scores: tuple[int, ...] | None = None, partner: int | None = None):  # type: ignore[no-untyped-def]
    rules = get_variant(name)
    before = scores if scores is not None else (0,) * rules.side_count
    return score_hand(rules, 1, 3, Contract(maker, bid, partner), trump_table(rules, trump), tricks, before)


SIX_TRICKS = (trick(0, "AH KH QH 2H", 0), trick(0, "2S 6S JH 7D", 2), trick(2, "2D 9S 8D 3S", 1),
              trick(1, "TS 3D TD 4S", 1), trick(1, "7S 4D 9D 5S", 1), trick(1, "8S 5D JD 6D", 3))


def test_palm_points_high_low_jack_game_and_the_made_bid() -> None:
    result = _score("palm", SIX_TRICKS, 0, Bid(2))
    assert [(a.point, a.side) for a in result.awards] == [("High", 0), ("Low", 0), ("Jack", 0), ("Game", 1)]
    assert result.made and result.hand_scores == (3, 1)


def test_low_to_its_player_where_the_rules_say() -> None:
    tricks = (trick(0, "AH 2H QH KH", 0), *SIX_TRICKS[1:])
    assert _score("palm", tricks, 0, Bid(2)).awards[1].side == 0
    assert _score("low-to-holder", tricks, 0, Bid(2)).awards[1].side == 1


def test_the_two_is_kept_by_its_player_unless_the_game_is_dirty() -> None:
    tricks = (trick(0, "AH 2H QH KH", 0),)
    kept = next(a for a in _score("ten-point", tricks, 0, Bid(4)).awards if a.point == "Low")
    carried = next(a for a in _score("dirty", tricks, 0, Bid(4)).awards if a.point == "Low")
    assert (kept.side, carried.side) == (1, 0)


def test_a_game_tie_scores_nothing_unless_jokers_break_it() -> None:
    tied = (trick(0, "TS 2S 3S 4S", 0), trick(1, "TD 2D 3D 4D", 1))
    assert _score("palm", tied, 0, Bid(2)).awards[3].side is None
    with_joker = (trick(0, "TS 2S 3S 4S", 0), trick(1, "TD 2D 3D BJ", 1))
    game = next(a for a in _score("seven-point", with_joker, 0, Bid(3)).awards if a.point == "Game")
    assert game.side == 1


def test_maryland_game_by_tens_and_the_last_trick_point() -> None:
    tricks = (trick(0, "TS 2S 3S 4S", 0), trick(0, "TD TC 3D 4D", 1))
    game = next(a for a in _score("maryland-jack-tens", tricks, 0, Bid(2)).awards if a.point == "Game")
    assert game.side == 1
    last = next(a for a in _score("susqy-river", tricks, 0, Bid(2)).awards if a.point == "Last trick")
    assert last.side == 1


def test_made_bid_forms_points_bid_and_bid_plus_one_if_exact() -> None:
    assert _score("palm", SIX_TRICKS, 0, Bid(2)).hand_scores[0] == 3
    assert _score("bid-only", SIX_TRICKS, 0, Bid(2)).hand_scores[0] == 2
    tricks = (trick(0, "AH KH QH 2H", 0), trick(0, "2S 6S 3S 7D", 1))
    maryland = _score("maryland-jack", tricks, 0, Bid(2))  # High and Low to seat 0, exactly 2
    assert maryland.hand_scores[0] == 3 and maryland.hand_scores[3] == 0


def test_defenders_score_only_when_the_maker_is_set_except_points_anyone_claims() -> None:
    tricks = (trick(0, "AH KH QH JD", 0), trick(0, "2H 3S JH 7D", 2))
    result = _score("maryland-jack", tricks, 0, Bid(2))
    assert result.made and result.hand_scores[2] == 0
    tricks = (trick(0, "AH KH JD 2H", 0), trick(0, "3H 3S JH 7D", 2))
    assert _score("maryland-jack", tricks, 0, Bid(2)).hand_scores[3] == 0


def test_a_doubled_bid_scores_and_costs_twice() -> None:
    tricks = (trick(0, "AH KH QH 2H", 0),)
    made = _score("oklahoma", tricks, 0, Bid(1, doubled=True))
    assert made.made and made.hand_scores[0] == 2
    set_ = _score("oklahoma", tricks, 1, Bid(2, doubled=True))
    assert set_.hand_scores[1] == -4


def test_the_ten_point_moon_goes_to_the_target_or_loses_the_game() -> None:
    every = (trick(0, "AH JH JD BJ", 0), trick(0, "LJ TH 2H 3H", 0))
    result = _score("ten-point", every, 0, Bid(moon=True), scores=(12, 30))
    assert result.scores_after[0] == 52 and result.winner == 0
    lost = _score("ten-point", every[:1], 0, Bid(moon=True), scores=(12, 30))
    assert lost.winner == 1


def test_a_set_juniper_team_falls_to_minus_one() -> None:
    result = _score("juniper", (trick(0, "AH KH QH 2H 3H 4H 5H 6H 7H", 1, players=9),), 0, Bid(3),
                    scores=(15, 4, 9))
    assert result.scores_after[0] == -1


def test_scores_never_go_below_zero_in_contway() -> None:
    result = _score("contway", (trick(0, "2H KH QH AH", 3),), 0, Bid(4), scores=(1, 0))
    assert result.scores_after == (0, 1) or result.scores_after[0] == 0

# ------------------------------------------------------------------------------------ winning


def test_palm_only_the_maker_wins_on_a_made_bid_and_not_on_a_tie() -> None:
    assert _score("palm", SIX_TRICKS, 0, Bid(2), scores=(18, 25)).winner == 0
    assert _score("palm", SIX_TRICKS, 0, Bid(2), scores=(18, 20)).winner is None  # 21:21
    assert _score("palm", SIX_TRICKS, 1, Bid(4), scores=(25, 10)).winner is None  # set; defenders at 28


def test_auction_pitch_counts_the_makers_points_first() -> None:
    tricks = (trick(0, "AH 3H 4H 5H", 0), trick(0, "2H 6S 7S 8S", 0), trick(1, "TS JS QS KS", 3))
    result = _score("auction-pitch", tricks, 0, Bid(2), scores=(9, 0, 0, 10))  # 0: High, Low; 3: Game
    assert result.winner == 0 and result.scores_after[3] == 11


def test_maker_first_and_win_by_two() -> None:
    tricks = (trick(0, "AH KH QH 2H", 0),)
    assert _score("contway", tricks, 0, Bid(2), scores=(9, 12)).winner == 0
    tricks = (*tricks, trick(1, "TS 2S 3S 4S", 1))  # High and Low to seat 0, Game to seat 1
    roadhouse = _score("roadhouse", tricks, 0, Bid(2), scores=(13, 13, 0, 0))
    assert roadhouse.scores_after[:2] == (15, 14) and roadhouse.winner is None


def test_backdoor_and_losing_floor() -> None:
    set_back = (trick(0, "2H KH QH AH", 3),)
    assert _score("backdoor", set_back, 0, Bid(4), scores=(-8, 0, 0, 0)).winner == 0
    nine_five = _score("nine-five", set_back, 0, Bid(9), scores=(-95, 10))
    assert nine_five.winner == 1


def test_hotshot_made_wins_the_game() -> None:
    rules = get_variant("nine-five-hotshot")
    assert rules.moon is not None and rules.moon.value == 18
