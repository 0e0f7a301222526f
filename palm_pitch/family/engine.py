"""The family's immutable game state and its transitions: deal, look, bid, name trump, discard,
draw, call, play, score, next hand.

What it is for: the one authority on what may happen next in any game of the family. A
:class:`FamilyState` is an immutable value; ``state.apply(action)`` returns the next state or raises
:class:`~palm_pitch.actions.IllegalActionError` with a short reason, ``state.advance()`` does the
automatic steps (deal, next hand), and ``state.legal_actions()`` lists what the player to move may do.

The hand, step by step, each in a module of its own:

1. :mod:`~palm_pitch.family.deal`: shuffle, deal in batches from the left of the dealer, the widow,
   the stock; coke hands thrown in.
2. :mod:`~palm_pitch.family.auction`: one round from the left of the dealer; a look-or-not choice
   first where the rules have one.
3. :mod:`~palm_pitch.family.stages`: after the auction, the stages of :class:`Stage` in order, each
   skipped when the rules do not have it: lookers lose a card, the widow, discards before trump,
   naming trump and sub-trump, the call, the blind, the discards, the refill, the search of the
   stock, dead plain cards.
4. :mod:`~palm_pitch.family.tricks`: a trick is played by every seat still holding cards; its
   winner leads.
5. :mod:`~palm_pitch.family.hand_end`: when no seat holds a card (or the maker folds) the hand is
   scored (:mod:`palm_pitch.family.scoring`).

The fields and the phases are in :mod:`~palm_pitch.family.state`; this module joins the steps into
the state's methods and the interface (:func:`legal_actions`, :func:`why_illegal`, :func:`apply`),
and re-exports the steps' public names, so ``palm_pitch.family.engine`` stays the one import.

>>> from palm_pitch.family.rules import FamilyRules
>>> state = new_game(FamilyRules(), seed=7).advance()
>>> state.phase.name, len(state.hands[0]), [str(a) for a in state.legal_actions()]
('BID', 6, ['pass', '2', '3', '4', 'moon'])
"""

from __future__ import annotations

from palm_pitch.actions import IllegalActionError
from palm_pitch.cards import Card
from palm_pitch.family.actions import (
    FOLD,
    KEEP,
    PASS,
    Bid,
    Call,
    Claim,
    Discard,
    FamilyAction,
    Fold,
    Keep,
    Look,
    NameSubTrump,
    NameTrump,
)
from palm_pitch.family.auction import (
    bid_reason,
    forced_to_bid_by_nine,
    legal_bids,
    look,
    place_bid,
    possible_bids,
)
from palm_pitch.family.deal import (
    deal_cards,
    deal_hand,
    is_coke_hand,
    is_palm_deal,
    next_hand,
    shuffled,
    uses_stock,
)
from palm_pitch.family.deck import FamilyCard, Joker, build_deck, card_order, sort_cards
from palm_pitch.family.hand_end import fold_hand
from palm_pitch.family.rules import (
    FamilyRules,
    Score,
    Teams,
    score_text,
)
from palm_pitch.family.stages import (
    apply_claim,
    apply_discard,
    call_partner,
    callable_cards,
    claimable_cards,
    discardable,
    name_sub_trump,
    name_trump,
    run_stages,
)
from palm_pitch.family.state import (
    SUITS,
    DiscardJob,
    Hands,
    Phase,
    SeatBid,
    Stage,
    StateFields,
    bid_rank,
    left_of,
    replace_state,
    seats_from_left_of_dealer,
)
from palm_pitch.family.tricks import legal_plays, may_fold, play_card, play_reason, trumping_any_time
from palm_pitch.rng import below_from, seed_state


class FamilyState(StateFields):
    """The complete, immutable state of a game, with its transitions. Give players a view, never
    the state."""

    def legal_actions(self) -> tuple[FamilyAction, ...]:
        """What the player to move may do (empty outside a decision)."""
        return legal_actions(self)

    def why_illegal(self, action: object) -> str | None:
        """The short reason ``action`` is refused, or None if it is legal."""
        return why_illegal(self, action)

    def apply(self, action: FamilyAction) -> FamilyState:
        """The state after the player to move takes ``action``."""
        return apply(self, action)

    def advance(self) -> FamilyState:
        """The automatic step that is due: deal in DEAL, next hand in SCORE."""
        if self.phase is Phase.DEAL:
            return deal_hand(self)
        if self.phase is Phase.SCORE:
            return next_hand(self)
        raise IllegalActionError("advance", "A player must act" if self.phase is not Phase.GAME_OVER
                                 else "The game is over")

    def __repr__(self) -> str:
        return (f"<FamilyState {self.rules.name} hand {self.hand_number} {self.phase.name}"
                f" scores {':'.join(map(score_text, self.scores))}>")


def new_game(rules: FamilyRules, seed: int = 0) -> FamilyState:
    """A new game in phase DEAL: the PRNG is seeded and the first dealer drawn from it."""
    rng = seed_state(seed)
    dealer, rng = below_from(rng, rules.players)
    return FamilyState(rules=rules, phase=Phase.DEAL, to_move=None, dealer=dealer,
                       scores=(0,) * rules.side_count, rng_state=rng)


def from_deal(rules: FamilyRules, dealer: int, hands: tuple[tuple[FamilyCard, ...], ...],
              widow: tuple[FamilyCard, ...] = (), stock: tuple[FamilyCard, ...] = (),
              scores: tuple[Score, ...] | None = None, seed: int = 0) -> FamilyState:
    """A state just after a given deal (tests, puzzles, hand records): the auction about to begin,
    or the play, in a game without auction. ``ValueError`` when the cards are not a deal of this
    ruleset's deck (a card twice, a card not in the deck, a hand of the wrong size)."""
    if len(hands) != rules.players or not 0 <= dealer < rules.players:
        raise ValueError(f"{rules.name}: {rules.players} hands and a dealer 0..{rules.players - 1} needed")
    deck = set(build_deck(rules.jokers, rules.removed_ranks))
    seen: set[FamilyCard] = set()
    for card in (*[card for hand in hands for card in hand], *widow, *stock):
        if card not in deck or card in seen:
            raise ValueError(f"{card}: {'dealt twice' if card in seen else 'not in this deck'}")
        seen.add(card)
    state = replace_state(new_game(rules, seed), dealer=dealer,
                          scores=scores if scores is not None else (0,) * rules.side_count)
    sorted_hands = tuple(sort_cards(hand) for hand in hands)
    first = left_of(rules, dealer)
    dealt = replace_state(state, phase=Phase.LOOK if rules.look_or_not else Phase.BID, to_move=first,
                          hand_number=1, hands=sorted_hands, dealt=sorted_hands, widow=widow, stock=stock,
                          looked=(None,) * rules.players)
    if not rules.auction:
        return run_stages(replace_state(dealt, phase=Phase.BID, maker=first, contract=PASS))
    return dealt


def legal_actions(state: FamilyState) -> tuple[FamilyAction, ...]:
    """The actions the player to move may take, in a fixed order."""
    phase = state.phase
    if phase is Phase.PLAY:
        plays: tuple[FamilyAction, ...] = legal_plays(state)
        if may_fold(state):
            plays = (*plays, FOLD)
        return plays
    if phase is Phase.BID:
        return legal_bids(state)
    if phase is Phase.LOOK:
        return (Look(True), Look(False))
    if phase is Phase.NAME_TRUMP:
        return tuple(NameTrump(suit) for suit in SUITS)
    if phase is Phase.NAME_SUB_TRUMP:
        assert state.trump is not None
        return tuple(NameSubTrump(suit) for suit in SUITS if suit is not state.trump.suit)
    if phase is Phase.CALL:
        return tuple(Call(card) for card in callable_cards(state))
    if phase is Phase.DISCARD:
        job = state.jobs[0]
        discards: tuple[FamilyAction, ...] = tuple(Discard(card) for card in discardable(state, job))
        return (*discards, KEEP) if job.may_stop else discards
    if phase is Phase.CLAIM:
        return (*(Claim(card) for card in claimable_cards(state)), KEEP)
    return ()


def why_illegal(state: FamilyState, action: object) -> str | None:
    """Why ``action`` would be refused now (a short sentence), or None if it is legal."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return "The game is over"
    if phase is Phase.SCORE:
        return "The hand is over"
    if phase is Phase.DEAL:
        return "Cards not dealt yet"
    if phase is Phase.BID:
        return bid_reason(state, action) if isinstance(action, Bid) else "Bid or pass"
    if phase is Phase.LOOK:
        return None if isinstance(action, Look) else "Look at the hand or bid blind"
    if phase is Phase.NAME_TRUMP:
        return None if isinstance(action, NameTrump) else "Name trump"
    if phase is Phase.NAME_SUB_TRUMP:
        if not isinstance(action, NameSubTrump):
            return "Name the sub-trump suit"
        assert state.trump is not None
        return "Sub-trump cannot be trump" if action.suit is state.trump.suit else None
    if phase is Phase.CALL:
        if not isinstance(action, Call):
            return "Call a card"
        return None if action in legal_actions(state) else "Call a card you do not hold"
    if phase is Phase.DISCARD:
        job = state.jobs[0]
        if isinstance(action, Keep):
            return None if job.may_stop else f"Discard down to {job.down_to} cards"
        if not isinstance(action, Discard):
            return "Discard a card" + (" or keep" if job.may_stop else "")
        if action.card not in state.hands[job.seat]:
            return "Card not in hand"
        if action.card in discardable(state, job):
            return None
        if action.card == state.called:
            return "The called card must be led"
        return "Trumps may not be discarded"
    if phase is Phase.CLAIM:
        if isinstance(action, Keep):
            return None
        if not isinstance(action, Claim):
            return "Claim a trump from the scrap or keep"
        return None if action.card in claimable_cards(state) else "Only a trump in the scrap may be claimed"
    if isinstance(action, Fold):
        return None if may_fold(state) else "Only the maker may fold, when it is to lead"
    if isinstance(action, (Card, Joker)):
        return play_reason(state, action)
    return "Play a card"


def apply(state: FamilyState, action: FamilyAction) -> FamilyState:
    """The state after the player to move takes ``action``; IllegalActionError if refused."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(action, reason)
    if isinstance(action, Bid):
        return place_bid(state, action)
    if isinstance(action, Look):
        return look(state, action)
    if isinstance(action, NameTrump):
        return name_trump(state, action)
    if isinstance(action, NameSubTrump):
        return name_sub_trump(state, action)
    if isinstance(action, Call):
        return call_partner(state, action)
    if state.phase is Phase.CLAIM and isinstance(action, (Claim, Keep)):
        return apply_claim(state, action)
    if isinstance(action, (Discard, Keep)):
        return apply_discard(state, action)
    if isinstance(action, Fold):
        return fold_hand(state)
    assert isinstance(action, (Card, Joker))  # a claim outside CLAIM is refused above
    return play_card(state, action)


def all_cards(state: FamilyState) -> list[FamilyCard]:
    """Every card of the deck where it is now (hands, widow, stock, out of play, tricks): for the
    conservation invariant."""
    cards = [card for hand in state.hands for card in hand]
    cards += [*state.widow, *state.stock, *state.out_of_play]
    cards += [card for trick in state.tricks for card in trick.cards]
    if state.trick is not None:
        cards += list(state.trick.cards)
    return sorted(cards, key=card_order)


__all__ = [
    "SUITS", "DiscardJob", "FamilyState", "Hands", "Phase", "SeatBid", "Stage", "StateFields", "Teams",
    "all_cards", "apply", "bid_rank", "bid_reason", "callable_cards", "claimable_cards", "deal_cards",
    "discardable", "forced_to_bid_by_nine", "from_deal", "is_coke_hand", "is_palm_deal", "left_of",
    "legal_actions", "legal_bids", "legal_plays", "new_game", "play_reason", "possible_bids",
    "seats_from_left_of_dealer", "shuffled", "trumping_any_time", "uses_stock", "why_illegal",
]
