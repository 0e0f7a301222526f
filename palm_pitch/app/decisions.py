"""The decisions of the family's variants as the screen asks them: what each dialog offers, and
the engine actions a choice stands for.

What it is for: the dialogs of ``dialogs_family_*`` draw and take taps; this module, which draws
nothing, says what they offer, so that a test can hold each dialog to exactly the engine's legal
actions. A decision is named by :class:`Decision` (:func:`decision_of` reads it from the state);
the bid dialog's grid of numbers, the doubled bids and the moon come from :func:`bid_offer`; the
discard dialog (the widow, the search of the stock, the discards before a draw) turns the cards
marked into the engine's one-card discards and a closing ``keep`` (:func:`discard_actions`).

It may import the family core and nothing of the screen.

>>> from palm_pitch.family.variants import get_variant
>>> from palm_pitch.family.engine import new_game
>>> state = new_game(get_variant("ten-point"), seed=3).advance()
>>> decision_of(state, state.to_move).name, bid_offer(state).numbers
('BID', (4, 5, 6, 7, 8, 9, 10))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from palm_pitch.cards import Card, Rank, Suit
from palm_pitch.family.actions import (
    FOLD,
    KEEP,
    PASS,
    Bid,
    Call,
    Discard,
    FamilyAction,
    Look,
    NameSubTrump,
    NameTrump,
)
from palm_pitch.family.deck import FamilyCard
from palm_pitch.family.engine import FamilyState, Phase, Stage, possible_bids


class Decision(Enum):
    """The decisions a person makes in a game of the family, each with its dialog."""

    LOOK = "look or bid blind"
    BID = "bid"
    TRUMP = "name trump"
    SUB_TRUMP = "name the sub-trump suit"
    CALL = "call a partner"
    DISCARD = "discard"
    FOLD = "fold or play"
    PLAY = "play a card"


class DiscardReason(Enum):
    """Why a player puts cards out: each has its title and words."""

    WIDOW = "the maker took the widow"
    SEARCH = "the searcher took the stock"
    DRAW = "discards before the dealer deals more"
    BEFORE_TRUMP = "discards before trump is named"
    LOST_CARDS = "the maker took the cards the lookers lost"
    CUT_BACK = "a hand cut back to the playing size"


def decision_of(state: FamilyState, seat: int) -> Decision | None:
    """The decision ``seat`` has to make now (None: it is not this seat's turn). A maker who may
    fold when it is to lead is asked :attr:`Decision.FOLD` before its card."""
    if state.to_move != seat:
        return None
    phase = state.phase
    if phase is Phase.PLAY:
        return Decision.FOLD if FOLD in state.legal_actions() else Decision.PLAY
    return {
        Phase.LOOK: Decision.LOOK,
        Phase.BID: Decision.BID,
        Phase.NAME_TRUMP: Decision.TRUMP,
        Phase.NAME_SUB_TRUMP: Decision.SUB_TRUMP,
        Phase.CALL: Decision.CALL,
        Phase.DISCARD: Decision.DISCARD,
    }.get(phase)


# ------------------------------------------------------------------------------------ bidding


@dataclass(frozen=True)
class BidOffer:
    """What the bid dialog shows: the variant's plain range as numbers (each shown when it, or its
    doubled bid, is legal now), a Doubled switch, the moon and the blind moon."""

    numbers: tuple[int, ...]
    """The numbers of the variant's range, lowest first (all of them: the dialog hides the ones
    not legal now)."""
    plain: frozenset[int]
    """The numbers that are legal plain bids now."""
    doubled: frozenset[int]
    """The numbers whose doubled bid ("6 for 12") is legal now."""
    may_pass: bool
    moon: Bid | None
    """The moon bid if legal now."""
    blind_moon: Bid | None
    moon_name: str

    def actions(self) -> tuple[Bid, ...]:
        """Every bid the dialog offers, in the engine's order (pass, lowest first)."""
        bids: list[Bid] = [PASS] if self.may_pass else []
        for number in self.numbers:
            if number in self.plain:
                bids.append(Bid(number))
            if number in self.doubled:
                bids.append(Bid(number, doubled=True))
        bids += [bid for bid in (self.moon, self.blind_moon) if bid is not None]
        return tuple(bids)


def bid_offer(state: FamilyState) -> BidOffer:
    """The bid dialog's offer for the player to move (phase BID)."""
    rules = state.rules
    legal = set(state.legal_actions())
    numbers = tuple(bid.points for bid in possible_bids(rules) if not bid.moon and not bid.doubled)
    plain = frozenset(n for n in numbers if Bid(n) in legal)
    doubled = frozenset(n for n in numbers if Bid(n, doubled=True) in legal)
    moon = Bid(moon=True) if Bid(moon=True) in legal else None
    blind = Bid(moon=True, blind=True) if Bid(moon=True, blind=True) in legal else None
    return BidOffer(
        numbers=numbers,
        plain=plain,
        doubled=doubled,
        may_pass=PASS in legal,
        moon=moon,
        blind_moon=blind,
        moon_name=rules.moon.name if rules.moon is not None else "",
    )


# ------------------------------------------------------------------------------ trump and calls


def trump_choices(state: FamilyState) -> tuple[Suit, ...]:
    """The suits the trump dialog offers (naming trump, or sub-trump: any suit but trump)."""
    return tuple(
        action.suit for action in state.legal_actions() if isinstance(action, NameTrump | NameSubTrump)
    )


def longest_suit(hand: tuple[FamilyCard, ...], choices: tuple[Suit, ...]) -> Suit:
    """The suit of ``choices`` with the most cards in ``hand`` (the first such in suit order): the
    trump dialog's default button.

    >>> from palm_pitch.family.deck import parse_card
    >>> longest_suit(tuple(parse_card(t) for t in ("2S", "3H", "9H")), tuple(Suit)).name
    'HEARTS'
    """
    counts = {
        suit: sum(1 for card in hand if isinstance(card, Card) and card.suit is suit) for suit in choices
    }
    return max(choices, key=lambda suit: (counts[suit], -int(suit)))


def callable_cards(state: FamilyState) -> tuple[FamilyCard, ...]:
    """The cards the call dialog offers (the engine's calls)."""
    return tuple(action.card for action in state.legal_actions() if isinstance(action, Call))


def default_call(state: FamilyState) -> FamilyCard:
    """The call dialog's first choice: the highest trump the maker does not hold (the usual call),
    else the first callable card."""
    cards = callable_cards(state)
    trump = state.trump
    if trump is not None:
        for member in trump.members:
            if member in cards:
                return member
    return cards[0]


RANKS_HIGH_FIRST = tuple(sorted(Rank, reverse=True))
"""The call dialog's rank buttons, ace first."""


# ------------------------------------------------------------------------------------ discards


def discard_reason(state: FamilyState) -> DiscardReason:
    """Why the player to move discards now (phase DISCARD): read from the stage that queued the
    job (the state's stage is already the one after it)."""
    queued_by = Stage(state.stage.value - 1)
    return {
        Stage.LOOK_PENALTY: DiscardReason.LOST_CARDS,
        Stage.WIDOW: DiscardReason.WIDOW,
        Stage.DISCARD_BEFORE_TRUMP: DiscardReason.BEFORE_TRUMP,
        Stage.DISCARDS: DiscardReason.DRAW if state.rules.refill else DiscardReason.CUT_BACK,
        Stage.SEARCH: DiscardReason.SEARCH,
    }.get(queued_by, DiscardReason.CUT_BACK)


@dataclass(frozen=True)
class DiscardOffer:
    """The discard dialog's offer: the hand, the cards that may go, and how many must or may go."""

    hand: tuple[FamilyCard, ...]
    discardable: frozenset[FamilyCard]
    most: int
    """At most this many cards may go."""
    least: int
    """At least this many must go (0 when the player may keep the rest)."""
    reason: DiscardReason
    new_cards: frozenset[FamilyCard]
    """The cards just taken (the widow, the stock, the lookers' cards), marked in the dialog."""

    def refusal(self, marked: frozenset[FamilyCard]) -> tuple[int, int] | None:
        """None when ``marked`` may go; else (how many must go, how many are marked)."""
        if self.least <= len(marked) <= self.most and marked <= self.discardable:
            return None
        return (self.least if len(marked) < self.least else self.most, len(marked))


def discard_offer(state: FamilyState, taken: frozenset[FamilyCard] = frozenset()) -> DiscardOffer:
    """The offer for the player to move in phase DISCARD; ``taken`` are the cards it has just
    taken (see :func:`taken_cards`)."""
    job = state.jobs[0]
    hand = state.hands[job.seat]
    discardable = frozenset(action.card for action in state.legal_actions() if isinstance(action, Discard))
    most = min(len(hand) - job.down_to, len(discardable))
    least = 0 if job.may_stop else most
    return DiscardOffer(
        hand=hand,
        discardable=discardable,
        most=most,
        least=least,
        reason=discard_reason(state),
        new_cards=frozenset(taken) & frozenset(hand),
    )


def taken_cards(before: FamilyState | None, state: FamilyState) -> frozenset[FamilyCard]:
    """The cards the player to move holds now and did not hold in ``before`` (the state before the
    last action): the widow, the stock or the lookers' cards it has just taken."""
    if before is None or state.to_move is None or not before.hands:
        return frozenset()
    seat = state.to_move
    return frozenset(state.hands[seat]) - frozenset(before.hands[seat])


def discard_actions(state: FamilyState, marked: frozenset[FamilyCard]) -> tuple[FamilyAction, ...]:
    """The engine actions that put out ``marked`` (in hand order) and, where the player may keep
    the rest and its turn to discard is not over, ``keep``. ``ValueError`` if the engine refuses
    one of them (the dialog checks :meth:`DiscardOffer.refusal` first)."""
    job = state.jobs[0]
    jobs = state.jobs
    actions: list[FamilyAction] = []
    after = state
    for card in state.hands[job.seat]:
        if card in marked:
            action = Discard(card)
            reason = after.why_illegal(action)
            if reason is not None:
                raise ValueError(f"discard {card}: {reason}")
            actions.append(action)
            after = after.apply(action)
    still_on = after.phase is Phase.DISCARD and after.to_move == job.seat and after.jobs == jobs
    if still_on and job.may_stop:
        actions.append(KEEP)
    return tuple(actions)


# ------------------------------------------------------------------------------- look and fold


LOOK = Look(True)
BLIND = Look(False)


def look_choices(state: FamilyState) -> tuple[Look, ...]:
    """Look and bid blind (phase LOOK)."""
    return tuple(action for action in state.legal_actions() if isinstance(action, Look))
