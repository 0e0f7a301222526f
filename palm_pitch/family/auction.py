"""The auction of the family's engine: the bids a ruleset allows, who may bid what, look or not.

What it is for: one round from the dealer's left, each bid checked by :func:`bid_reason` (the
range, the moon and its blind form, doubled bids, the dealer forced or stuck, the dealer's steal,
a nine that must bid); all passing throws the hand in as the rules say, and the highest bid makes
its bidder the maker, after which the stages run (:mod:`palm_pitch.family.stages`). Bids rank by
:func:`~palm_pitch.family.state.bid_rank`.
"""

from __future__ import annotations

from palm_pitch.cards import Card, Rank
from palm_pitch.family.actions import (
    PASS,
    Bid,
    Look,
)
from palm_pitch.family.deck import FamilyCard
from palm_pitch.family.rules import (
    AllPass,
    DealerSteal,
    FamilyRules,
)
from palm_pitch.family.scoring import (
    thrown_in,
)
from palm_pitch.family.stages import run_stages
from palm_pitch.family.state import (
    Phase,
    S,
    SeatBid,
    Stage,
    StateFields,
    bid_rank,
    left_of,
    replace_state,
)


def possible_bids(rules: FamilyRules) -> tuple[Bid, ...]:
    """Every bid of the ruleset, lowest first (the pass not included)."""
    bids: list[Bid] = []
    for points in range(rules.min_bid, rules.max_bid + 1):
        bids.append(Bid(points))
        if rules.doubled_bids:
            bids.append(Bid(points, doubled=True))
    if rules.moon is not None:
        bids.append(Bid(moon=True))
        if rules.moon.blind_value:
            bids.append(Bid(moon=True, blind=True))
    return tuple(bids)


def forced_to_bid_by_nine(hand: tuple[FamilyCard, ...]) -> bool:
    """Holding a nine and another card of its suit (Nine-Five)."""
    nines = [card for card in hand if isinstance(card, Card) and card.rank is Rank.NINE]
    return any(sum(1 for other in hand if isinstance(other, Card) and other.suit is nine.suit) >= 2
               for nine in nines)


def bid_reason(state: StateFields, bid: Bid) -> str | None:
    """Why ``bid`` is refused now (a short sentence), or None if it is legal."""
    rules = state.rules
    seat = state.to_move
    assert seat is not None
    is_dealer = seat == state.dealer
    high = state.high_bid
    if bid.is_pass:
        if high is None and is_dealer and rules.all_pass in (AllPass.FORCED_DEALER, AllPass.DEALER_STUCK):
            return "Dealer must bid"
        if high is None and rules.forced_by_nine and forced_to_bid_by_nine(state.hands[seat]):
            return "A nine with another of its suit must bid"
        return None
    if bid not in possible_bids(rules):
        moon = f" or {rules.moon.name}" if rules.moon else ""
        return f"Bids are {rules.min_bid} to {rules.max_bid}{moon}"
    if bid.blind and state.looked[seat] is not False:
        return "Only a player who has not looked may bid blind"
    if high is None and is_dealer and rules.all_pass is AllPass.DEALER_STUCK and bid != Bid(rules.min_bid):
        return f"Dealer takes the {rules.min_bid}"
    if high is None:
        return None
    rank, high_rank = bid_rank(rules, bid), bid_rank(rules, high.bid)
    if rank > high_rank:
        return None
    if is_dealer and rank == high_rank:
        if rules.dealer_steal is DealerSteal.MATCH_ANY:
            return None
        if rules.dealer_steal is DealerSteal.MATCH_TOP and bid == Bid(rules.max_bid):
            return None
        if rules.dealer_steal is DealerSteal.MATCH_TOP:
            return f"Dealer may match only a {rules.max_bid}"
    return f"Bid must beat {high.bid.label(rules.moon.name if rules.moon else 'Moon')}"


def legal_bids(state: StateFields) -> tuple[Bid, ...]:
    """The legal bids, pass first then lowest first."""
    return tuple(bid for bid in (PASS, *possible_bids(state.rules)) if bid_reason(state, bid) is None)


def look(state: S, action: Look) -> S:
    seat = state.to_move
    assert seat is not None
    looked = tuple(action.looks if index == seat else value for index, value in enumerate(state.looked))
    return replace_state(state, phase=Phase.BID, looked=looked)


def place_bid(state: S, bid: Bid) -> S:
    rules = state.rules
    seat = state.to_move
    assert seat is not None
    bids = (*state.bids, SeatBid(seat, bid))
    after = replace_state(state, bids=bids)
    if seat != state.dealer:
        following = left_of(rules, seat)
        phase = Phase.LOOK if rules.look_or_not and after.looked[following] is None else Phase.BID
        return replace_state(after, to_move=following, phase=phase)
    high = after.high_bid
    if high is None:
        result = thrown_in(rules, state.hand_number, state.dealer, state.scores,
                           set_back_dealer=rules.all_pass is AllPass.DEALER_SET_BACK)
        return replace_state(after, phase=Phase.SCORE, to_move=None, scores=result.scores_after,
                             results=(*state.results, result))
    return run_stages(replace_state(after, maker=high.seat, contract=high.bid, stage=Stage.LOOK_PENALTY))
