"""The family's game state as values: its fields, the phases and stages of a hand, and the helpers
every step of the engine uses.

What it is for: the modules of the hand's steps (:mod:`~palm_pitch.family.deal`,
:mod:`~palm_pitch.family.auction`, :mod:`~palm_pitch.family.stages`,
:mod:`~palm_pitch.family.tricks`, :mod:`~palm_pitch.family.hand_end`) read and copy a
:class:`StateFields`; :class:`palm_pitch.family.engine.FamilyState` is that value with the
transitions as methods. :func:`replace_state` copies a state with some fields changed and keeps its
class, so every step returns the kind of state it was given.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from palm_pitch.cards import Suit
from palm_pitch.family.actions import Bid
from palm_pitch.family.deck import FamilyCard, sort_cards
from palm_pitch.family.rules import FamilyRules, Score
from palm_pitch.family.scoring import HandResult, Trick
from palm_pitch.family.trumps import TrumpTable

SUITS = tuple(Suit)


class Phase(Enum):
    """Where the hand is; the decisions are LOOK, BID, NAME_TRUMP, NAME_SUB_TRUMP, CALL, DISCARD, CLAIM,
    PLAY."""

    DEAL = "deal"
    LOOK = "look or not"
    BID = "bid"
    NAME_TRUMP = "name trump"
    NAME_SUB_TRUMP = "name sub-trump"
    CALL = "call a partner"
    DISCARD = "discard"
    CLAIM = "claim from the scrap"
    PLAY = "play"
    SCORE = "hand over"
    GAME_OVER = "game over"


class Stage(Enum):
    """The steps between the auction and the play, in order."""

    LOOK_PENALTY = 1
    WIDOW = 2
    DISCARD_BEFORE_TRUMP = 3
    NAME_TRUMP = 4
    NAME_SUB_TRUMP = 5
    CALL = 6
    BLIND = 7
    DISCARDS = 8
    CLAIMS = 9
    REFILL = 10
    SEARCH = 11
    DEAD_PLAIN = 12
    PLAY = 13


@dataclass(frozen=True)
class DiscardJob:
    """A player who must or may put cards out: down to ``down_to`` cards at most, stopping early
    where ``may_stop``; ``trumps_ok`` False keeps trumps out of it."""

    seat: int
    down_to: int
    may_stop: bool
    trumps_ok: bool = True


@dataclass(frozen=True)
class SeatBid:
    """A bid in the auction and who made it."""

    seat: int
    bid: Bid


@dataclass(frozen=True)
class StateFields:
    """The complete, immutable state of a game, as fields (the engine's ``FamilyState`` adds the
    transitions). Give players a view, never the state."""

    rules: FamilyRules
    phase: Phase
    to_move: int | None
    dealer: int
    scores: tuple[Score, ...]
    """By unit: team, or player (see :mod:`palm_pitch.family.scoring`)."""
    rng_state: int
    hand_number: int = 0
    hands: tuple[tuple[FamilyCard, ...], ...] = ()
    dealt: tuple[tuple[FamilyCard, ...], ...] = ()
    widow: tuple[FamilyCard, ...] = ()
    stock: tuple[FamilyCard, ...] = ()
    out_of_play: tuple[FamilyCard, ...] = ()
    """Discards, lost and dead cards: nobody's this hand."""
    looked: tuple[bool | None, ...] = ()
    bids: tuple[SeatBid, ...] = ()
    maker: int | None = None
    contract: Bid | None = None
    trump: TrumpTable | None = None
    partner: int | None = None
    called: FamilyCard | None = None
    stage: Stage = Stage.LOOK_PENALTY
    jobs: tuple[DiscardJob, ...] = ()
    claim_seats: tuple[int, ...] = ()
    """The players still to say what they take out of the scrap, the one to move first."""
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    trump_broken: bool = False
    results: tuple[HandResult, ...] = ()
    winner: int | None = None

    # ------------------------------------------------------------------------------ reading

    @property
    def is_over(self) -> bool:
        """True once a unit has won the game."""
        return self.phase is Phase.GAME_OVER

    @property
    def result(self) -> HandResult | None:
        """The last hand's result (phases SCORE and GAME_OVER)."""
        return self.results[-1] if self.phase in (Phase.SCORE, Phase.GAME_OVER) and self.results else None

    @property
    def high_bid(self) -> SeatBid | None:
        """The bid holding the auction so far."""
        best: SeatBid | None = None
        for entry in self.bids:
            if entry.bid.is_pass:
                continue
            if best is None or bid_rank(self.rules, entry.bid) >= bid_rank(self.rules, best.bid):
                best = entry
        return best


S = TypeVar("S", bound=StateFields)
"""A state of any class built on :class:`StateFields`: a step returns the kind it was given."""


def bid_rank(rules: FamilyRules, bid: Bid) -> int:
    """Where a bid stands: pass 0; plain bids by points, a doubled one just above its plain one;
    the moon above every plain bid, the blind moon above the moon."""
    if bid.moon:
        return (rules.max_bid + 1) * 2 + (1 if bid.blind else 0)
    return bid.points * 2 + (1 if bid.doubled else 0)


_FIELD_NAMES = frozenset(field.name for field in dataclasses.fields(StateFields))


def replace_state(state: S, **changes: object) -> S:
    """A copy of ``state`` with some fields changed, of the same class (``dataclasses.replace``
    without its checks and its call of ``__init__``: the engine's hot path; the field names are
    still checked)."""
    assert changes.keys() <= _FIELD_NAMES, set(changes) - _FIELD_NAMES
    copy = object.__new__(type(state))
    fields = dict(state.__dict__)
    fields.update(changes)
    object.__setattr__(copy, "__dict__", fields)
    return copy


def left_of(rules: FamilyRules, seat: int, steps: int = 1) -> int:
    """The seat ``steps`` places clockwise of ``seat``."""
    return (seat + steps) % rules.players


Hands = tuple[tuple[FamilyCard, ...], ...]
"""The cards of each seat, by seat, in deck order."""


def with_hand(state: StateFields, seat: int, cards: tuple[FamilyCard, ...]) -> Hands:
    """The hands with ``seat``'s replaced by ``cards`` (sorted)."""
    return tuple(sort_cards(cards) if index == seat else hand for index, hand in enumerate(state.hands))


def seats_from_left_of_dealer(state: StateFields) -> tuple[int, ...]:
    """Every seat, from the dealer's left round to the dealer."""
    return tuple(left_of(state.rules, state.dealer, 1 + turn) for turn in range(state.rules.players))
