"""The play of the family's engine: who leads, which cards may be played, who takes each trick.

What it is for: the trick rules of ``docs/variants.md`` ("The play"): the first lead (the maker,
its left, trump led or not), following suit or trumping (any time, only when void, trump to be
broken), unranked jokers, Capture Low, the pitch that names trump, players without cards sitting
out, and the maker's fold whenever it is to lead. When no seat holds a card the hand ends
(:mod:`palm_pitch.family.hand_end`).
"""

from __future__ import annotations

import dataclasses

from palm_pitch.cards import Card
from palm_pitch.family.deck import FamilyCard, Joker
from palm_pitch.family.hand_end import end_hand
from palm_pitch.family.rules import (
    FirstLead,
    Trumping,
)
from palm_pitch.family.scoring import (
    Play,
    Trick,
)
from palm_pitch.family.state import (
    Phase,
    S,
    StateFields,
    left_of,
    replace_state,
    with_hand,
)
from palm_pitch.family.trumps import (
    TrumpTable,
    led_suit,
    lowest_trump_suit_card,
    trump_table,
    winning_position,
)


def seats_with_cards(state: StateFields, leader: int) -> tuple[int, ...]:
    return tuple(seat for seat in (left_of(state.rules, leader, step) for step in range(state.rules.players))
                 if state.hands[seat])


def first_with_cards(state: StateFields, seat: int) -> int | None:
    seats = seats_with_cards(state, seat)
    return seats[0] if seats else None


def begin_play(state: S) -> S:
    assert state.maker is not None
    rules = state.rules
    leader = left_of(rules, state.maker) if rules.first_lead is FirstLead.LEFT_OF_MAKER else state.maker
    first = first_with_cards(state, leader)
    if first is None:
        return end_hand(state)
    trick = Trick(leader=first, plays=(), seats=seats_with_cards(state, first))
    return replace_state(state, phase=Phase.PLAY, to_move=first, trick=trick)


def legal_plays(state: StateFields) -> tuple[FamilyCard, ...]:
    """The cards the player to move may play (see docs/variants.md, "The play")."""
    if state.phase is not Phase.PLAY or state.to_move is None or state.trick is None:
        return ()
    return tuple(card for card in state.hands[state.to_move] if play_reason(state, card) is None)


def play_reason(state: StateFields, card: FamilyCard) -> str | None:
    """Why playing ``card`` is refused now, or None."""
    seat = state.to_move
    trick = state.trick
    assert seat is not None and trick is not None
    hand = state.hands[seat]
    if card not in hand:
        return "Card not in hand"
    table = state.trump
    if not trick.plays:
        return _lead_reason(state, card, hand, table)
    assert table is not None
    led = led_suit(table, trick.cards)
    if led is None:  # an unranked joker was led: the next card sets the suit
        return None
    if state.rules.double_down_override and isinstance(card, Joker) and isinstance(trick.cards[0], Joker):
        return None  # the Double Down Override: the other joker on a joker led
    follow = [other for other in hand if table.suit_of(other) is led]
    if not follow:
        return None
    if table.suit_of(card) is led:
        return None
    if isinstance(card, Joker) and table.suit_of(card) is None:
        if led is table.suit or led is table.sub_suit:
            return f"Must follow {led.plural} before a joker"
        return None
    trump_any_time = trumping_any_time(state)
    if table.is_trump(card) and trump_any_time:
        return None
    if (table.sub_suit is not None and isinstance(card, Card) and card.suit is table.sub_suit
        and led is not table.suit and trump_any_time):
        return None
    if trump_any_time:
        return f"Must follow {led.plural} or trump"
    return f"Must follow {led.plural}"


def trumping_any_time(state: StateFields) -> bool:
    """May a player able to follow suit trump now? Where trump must be broken, not before it is."""
    if state.rules.first_lead is FirstLead.MAKER_NOT_TRUMP and not state.trump_broken:
        return False
    return state.rules.trumping is Trumping.ANY_TIME


def called_card_to_lead(state: StateFields, hand: tuple[FamilyCard, ...]) -> bool:
    """Five-handed: the called card was in the blind, so the maker, holding it and playing alone,
    must lead it to the first trick."""
    return (state.rules.called_partner and state.partner is None and state.called is not None
            and state.called in hand and state.to_move == state.maker)


def _lead_reason(state: StateFields, card: FamilyCard, hand: tuple[FamilyCard, ...],
                 table: TrumpTable | None) -> str | None:
    rules = state.rules
    first_trick = not state.tricks
    if table is None:  # the pitch: its suit becomes trump
        if isinstance(card, Joker) and any(isinstance(other, Card) for other in hand):
            return "A joker cannot be pitched"
        return None
    if first_trick and called_card_to_lead(state, hand) and card != state.called:
        return "Must lead the called card (it was in the blind)"
    trumps = [other for other in hand if table.is_trump(other)]
    if first_trick and rules.first_lead is FirstLead.MAKER_TRUMP and trumps and not table.is_trump(card):
        return "Must lead trump"
    must_break = rules.first_lead is FirstLead.MAKER_NOT_TRUMP
    if must_break and not state.trump_broken and table.is_trump(card) and len(trumps) < len(hand):
        return "Trump is not broken yet"
    return None


def play_card(state: S, card: FamilyCard) -> S:
    seat = state.to_move
    trick = state.trick
    assert seat is not None and trick is not None
    table = state.trump
    if table is None:
        assert isinstance(card, Card)
        table = trump_table(state.rules, card.suit)
    hand = tuple(other for other in state.hands[seat] if other != card)
    trick = Trick(leader=trick.leader, plays=(*trick.plays, Play(seat=seat, card=card)), seats=trick.seats)
    broken = state.trump_broken or table.is_trump(card)
    state = replace_state(state, hands=with_hand(state, seat, hand), trick=trick, trump=table,
                          trump_broken=broken)
    if not trick.complete:
        return replace_state(state, to_move=trick.seats[len(trick.plays)])
    capture = _capture_card(state, table) if state.rules.capture_low else None
    winner = trick.plays[winning_position(table, trick.cards, capture)].seat
    tricks = (*state.tricks, dataclasses.replace(trick, winner=winner))
    state = replace_state(state, tricks=tricks, trick=None)
    leader = first_with_cards(state, winner)
    if leader is None:
        return end_hand(state)
    next_trick = Trick(leader=leader, plays=(), seats=seats_with_cards(state, leader))
    return replace_state(state, to_move=leader, trick=next_trick)


def _capture_card(state: StateFields, table: TrumpTable) -> FamilyCard | None:
    """Capture Low: the lowest card of the trump suit among the cards in play this hand."""
    in_play = [card for hand in state.hands for card in hand]
    in_play += [card for trick in state.tricks for card in trick.cards]
    if state.trick is not None:
        in_play += list(state.trick.cards)
    return lowest_trump_suit_card(table, in_play)


def may_fold(state: StateFields) -> bool:
    """May the player to move fold? The maker, where the rules allow it, whenever it is to lead
    (a trick in progress is finished first: it is then some other seat's turn)."""
    return (state.rules.fold and state.to_move == state.maker
            and state.trick is not None and not state.trick.plays)
