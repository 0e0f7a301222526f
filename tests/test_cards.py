"""Cards: the 52 interned values, text form, ordering, bitmasks and game points."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from palm_pitch.cards import (
    CARDS,
    SUIT_MASKS,
    Card,
    Rank,
    Suit,
    cards_in,
    format_cards,
    highest,
    lowest,
    mask_of,
    parse_cards,
    pips_of,
)


def test_there_are_52_distinct_interned_cards() -> None:
    assert len(CARDS) == 52
    assert len({str(card) for card in CARDS}) == 52
    assert Card(Rank.TEN, Suit.DIAMONDS) is Card.from_str("TD") is Card.from_str("td")
    assert [card.index for card in CARDS] == list(range(52))


@given(st.sampled_from(CARDS))
def test_text_and_repr_round_trip(card: Card) -> None:
    assert Card.from_str(str(card)) is card
    assert eval(repr(card)) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert copy.deepcopy(card) is card
    assert card.bit == 1 << card.index
    assert card.index == 13 * card.suit + card.rank - 2


@pytest.mark.parametrize("text", ["1H", "10D", "", "XS", "AZ", "A", "ASX"])
def test_unknown_cards_are_refused(text: str) -> None:
    with pytest.raises(ValueError, match="unknown card"):
        Card.from_str(text)


def test_cards_are_immutable() -> None:
    with pytest.raises(AttributeError):
        CARDS[0].index = 5  # type: ignore[misc]


def test_cards_order_by_suit_then_rank() -> None:
    assert Card.from_str("AS") < Card.from_str("2H") < Card.from_str("3H")
    assert sorted(parse_cards("2C AS KH 2S")) == list(parse_cards("2S AS KH 2C"))


def test_game_points_of_the_deck() -> None:
    values = {card.rank: card.pips for card in CARDS}
    assert values == {Rank.TEN: 10, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1,
                      **{Rank(r): 0 for r in range(2, 10)}}
    assert pips_of((1 << 52) - 1) == 80


@given(st.sets(st.sampled_from(CARDS), max_size=12))
def test_masks_round_trip(chosen: set[Card]) -> None:
    mask = mask_of(chosen)
    assert set(cards_in(mask)) == chosen
    assert list(cards_in(mask)) == sorted(chosen)
    assert pips_of(mask) == sum(card.pips for card in chosen)
    assert parse_cards(format_cards(cards_in(mask))) == cards_in(mask)
    if chosen:
        assert highest(mask) == max(chosen) and lowest(mask) == min(chosen)


def test_suit_masks_and_letters() -> None:
    for suit in Suit:
        assert {card.suit for card in cards_in(SUIT_MASKS[suit])} == {suit}
        assert Suit.from_letter(suit.letter) is suit
    assert Rank.TEN.letter == "T"
    with pytest.raises(ValueError):
        Suit.from_letter("X")
