"""What one seat may know in a game of the family: :class:`SeatView`.

What it is for: computer players (and the text game) are handed a view, never the state: their own
hand (hidden while they bid blind), the auction, trump, the cards played, the scores, and the sides
as this seat knows them (a called partner is known to itself, and to the others once the called
card is played).
"""

from __future__ import annotations

from dataclasses import dataclass

from palm_pitch.family.actions import Bid, FamilyAction
from palm_pitch.family.deck import FamilyCard
from palm_pitch.family.engine import FamilyState, Phase, SeatBid
from palm_pitch.family.rules import FamilyRules, Score, Teams
from palm_pitch.family.scoring import Trick
from palm_pitch.family.trumps import TrumpTable


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of the game at its turn."""

    rules: FamilyRules
    seat: int
    phase: Phase
    legal: tuple[FamilyAction, ...]
    hand: tuple[FamilyCard, ...]
    """Empty while this seat bids without having looked."""
    dealer: int
    bids: tuple[SeatBid, ...]
    high_bid: SeatBid | None
    maker: int | None
    contract: Bid | None
    trump: TrumpTable | None
    called: FamilyCard | None
    trick: Trick | None
    tricks: tuple[Trick, ...]
    scores: tuple[Score, ...]
    side_of_seat: tuple[int, ...]
    """Each seat's side as this seat knows it (a seat whose side is unknown is on its own)."""
    hand_sizes: tuple[int, ...]
    discard_down_to: int | None
    """In DISCARD: the size this seat's hand is going down to."""
    looked: tuple[bool | None, ...] = ()
    """Look or not: whether each seat looked at its cards before its bid (None: not asked yet);
    every player sees who looked."""

    @property
    def played(self) -> tuple[FamilyCard, ...]:
        """Every card played to a trick this hand, the open trick included."""
        cards = [card for trick in self.tricks for card in trick.cards]
        if self.trick is not None:
            cards += list(self.trick.cards)
        return tuple(cards)

    def partner_of(self, seat: int) -> bool:
        """True when ``seat`` is known to play on this seat's side (itself excluded)."""
        return seat != self.seat and self.side_of_seat[seat] == self.side_of_seat[self.seat]


def seat_view(state: FamilyState, seat: int) -> SeatView:
    """The view of ``seat`` (the player to move, or any seat for a display)."""
    rules = state.rules
    hand = visible_hand(state, seat)
    sides = known_sides(state, seat)
    down_to = state.jobs[0].down_to if state.phase is Phase.DISCARD and state.jobs else None
    return SeatView(rules=rules, seat=seat, phase=state.phase,
                    legal=state.legal_actions() if state.to_move == seat else (), hand=hand,
                    dealer=state.dealer, bids=state.bids, high_bid=state.high_bid, maker=state.maker,
                    contract=state.contract, trump=state.trump, called=state.called, trick=state.trick,
                    tricks=state.tricks, scores=state.scores, side_of_seat=sides,
                    hand_sizes=tuple(len(cards) for cards in state.hands), discard_down_to=down_to,
                    looked=state.looked)


def visible_hand(state: FamilyState, seat: int) -> tuple[FamilyCard, ...]:
    """The cards ``seat`` sees in its hand: none while it bids without having looked."""
    bidding = state.phase in (Phase.LOOK, Phase.BID)
    hidden = bidding and state.rules.look_or_not and state.looked[seat] is not True
    return () if hidden else state.hands[seat]


def known_partners(state: FamilyState, seat: int) -> frozenset[int]:
    """The seats ``seat`` knows to play on its side (itself excluded): :meth:`SeatView.partner_of`
    of each, without working out the legal actions a whole view holds."""
    sides = known_sides(state, seat)
    return frozenset(other for other, side in enumerate(sides) if other != seat and side == sides[seat])


def known_sides(state: FamilyState, seat: int) -> tuple[int, ...]:
    """Each seat's side as ``seat`` knows it (:attr:`SeatView.side_of_seat`)."""
    rules = state.rules
    if rules.teams is Teams.FIXED:
        return tuple(other % rules.team_count for other in range(rules.players))
    if rules.teams is Teams.CALLED and state.maker is not None:
        played = {card for trick in state.tricks for card in trick.cards}
        if state.trick is not None:
            played |= set(state.trick.cards)
        partner_known = state.partner is not None and (seat == state.partner or state.called in played)
        with_maker = {state.maker}
        if partner_known and state.partner is not None:
            with_maker.add(state.partner)
        if seat not in with_maker:  # a defender plays with every seat not known to be with the maker
            return tuple(0 if other in with_maker else 1 for other in range(rules.players))
        return tuple(0 if other in with_maker else 1 + other for other in range(rules.players))
    return tuple(range(rules.players))
