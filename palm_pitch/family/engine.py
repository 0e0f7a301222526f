"""The family's immutable game state and its transitions: deal, look, bid, name trump, discard,
draw, call, play, score, next hand.

What it is for: the one authority on what may happen next in any game of the family. A
:class:`FamilyState` is an immutable value; ``state.apply(action)`` returns the next state or raises
:class:`~palm_pitch.actions.IllegalActionError` with a short reason, ``state.advance()`` does the
automatic steps (deal, next hand), and ``state.legal_actions()`` lists what the player to move may do.

The hand, step by step (each step a named function below):

1. :func:`_deal`: shuffle with the portable PRNG and deal in batches from the left of the dealer,
   then the widow; what is left is the stock. A 52-card, four-seat, six-card deal is the Palm
   game's deal exactly (:func:`palm_pitch.rng.deal_from`), so the Palm rulesets play the same
   cards in both engines. A coke hand (only threes to nines) is thrown in where the rules say so.
2. The auction (:func:`_bid`): one round from the left of the dealer; a look-or-not choice first
   where the rules have one.
3. After the auction, the stages of :class:`Stage` in order, each skipped when the rules do not have
   it: lookers lose a card, the widow, discards before trump, naming trump and sub-trump, the call,
   the blind, the discards, the refill, the search of the stock, dead plain cards.
4. The play (:func:`_play`): a trick is played by every seat still holding cards; its winner leads.
5. When no seat holds a card the hand is scored (:mod:`palm_pitch.family.scoring`).

>>> from palm_pitch.family.rules import FamilyRules
>>> state = new_game(FamilyRules(), seed=7).advance()
>>> state.phase.name, len(state.hands[0]), [str(a) for a in state.legal_actions()]
('BID', 6, ['pass', '2', '3', '4', 'moon'])
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum

from palm_pitch.actions import IllegalActionError
from palm_pitch.cards import CARDS, Card, Rank, Suit, cards_in
from palm_pitch.family.actions import (
    FOLD,
    KEEP,
    PASS,
    Bid,
    Call,
    Discard,
    FamilyAction,
    Fold,
    Keep,
    Look,
    NameSubTrump,
    NameTrump,
)
from palm_pitch.family.deck import FamilyCard, Joker, build_deck, card_order, sort_cards
from palm_pitch.family.rules import (
    AllPass,
    DealerSteal,
    FamilyRules,
    FirstLead,
    Searcher,
    Teams,
    TrumpBy,
    Trumping,
)
from palm_pitch.family.rules import (
    Discard as DiscardRule,
)
from palm_pitch.family.scoring import (
    Contract,
    HandResult,
    Play,
    Trick,
    score_hand,
    thrown_in,
)
from palm_pitch.family.trumps import (
    TrumpTable,
    led_suit,
    lowest_trump_suit_card,
    trump_table,
    winning_position,
)
from palm_pitch.rng import below_from, deal_from, seed_state

SUITS = tuple(Suit)


class Phase(Enum):
    """Where the hand is; the decisions are LOOK, BID, NAME_TRUMP, NAME_SUB_TRUMP, CALL, DISCARD, PLAY."""

    DEAL = "deal"
    LOOK = "look or not"
    BID = "bid"
    NAME_TRUMP = "name trump"
    NAME_SUB_TRUMP = "name sub-trump"
    CALL = "call a partner"
    DISCARD = "discard"
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
    REFILL = 9
    SEARCH = 10
    DEAD_PLAIN = 11
    PLAY = 12


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
class FamilyState:
    """The complete, immutable state of a game. Give players a view, never the state."""

    rules: FamilyRules
    phase: Phase
    to_move: int | None
    dealer: int
    scores: tuple[int, ...]
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
            return _deal(self)
        if self.phase is Phase.SCORE:
            return _next_hand(self)
        raise IllegalActionError("advance", "A player must act" if self.phase is not Phase.GAME_OVER
                                 else "The game is over")

    def __repr__(self) -> str:
        return (f"<FamilyState {self.rules.name} hand {self.hand_number} {self.phase.name}"
                f" scores {':'.join(map(str, self.scores))}>")


_FIELD_NAMES = frozenset(field.name for field in dataclasses.fields(FamilyState))


def _replace(state: FamilyState, **changes: object) -> FamilyState:
    """A copy of ``state`` with some fields changed (``dataclasses.replace`` without its checks and
    its call of ``__init__``: the engine's hot path; the field names are still checked)."""
    assert changes.keys() <= _FIELD_NAMES, set(changes) - _FIELD_NAMES
    copy = object.__new__(FamilyState)
    fields = dict(state.__dict__)
    fields.update(changes)
    object.__setattr__(copy, "__dict__", fields)
    return copy


def left_of(rules: FamilyRules, seat: int, steps: int = 1) -> int:
    """The seat ``steps`` places clockwise of ``seat``."""
    return (seat + steps) % rules.players


Hands = tuple[tuple[FamilyCard, ...], ...]
"""The cards of each seat, by seat, in deck order."""


def _with_hand(state: FamilyState, seat: int, cards: tuple[FamilyCard, ...]) -> Hands:
    return tuple(sort_cards(cards) if index == seat else hand for index, hand in enumerate(state.hands))


# ---------------------------------------------------------------------------------- the deal


def new_game(rules: FamilyRules, seed: int = 0) -> FamilyState:
    """A new game in phase DEAL: the PRNG is seeded and the first dealer drawn from it."""
    rng = seed_state(seed)
    dealer, rng = below_from(rng, rules.players)
    return FamilyState(rules=rules, phase=Phase.DEAL, to_move=None, dealer=dealer,
                       scores=(0,) * rules.side_count, rng_state=rng)


def is_palm_deal(rules: FamilyRules) -> bool:
    """True when the deal is the Palm game's: four seats, 52 cards, six each in threes, no widow."""
    return (rules.players == 4 and rules.jokers == 0 and not rules.removed_ranks and rules.hand_size == 6
            and rules.batch == 3 and rules.widow == 0)


def uses_stock(rules: FamilyRules) -> bool:
    """True when the undealt cards come into play (a refill or a search of the stock)."""
    return rules.refill or rules.searcher is not Searcher.NOBODY


def shuffled(cards: tuple[FamilyCard, ...], rng: int) -> tuple[tuple[FamilyCard, ...], int]:
    """Fisher-Yates from the front with the portable PRNG (step 4 of :mod:`palm_pitch.rng`)."""
    order = list(cards)
    for i in range(len(order) - 1):
        j, rng = below_from(rng, len(order) - i)
        order[i], order[i + j] = order[i + j], order[i]
    return tuple(order), rng


def deal_cards(rules: FamilyRules, dealer: int,
               rng: int) -> tuple[list[list[FamilyCard]], list[FamilyCard], list[FamilyCard], int]:
    """The hands by seat, the widow and the stock (in dealing order), and the new PRNG state."""
    hands: list[list[FamilyCard]] = [[] for _ in range(rules.players)]
    if is_palm_deal(rules):
        masks, rng = deal_from(rng, dealer)
        for seat, mask in enumerate(masks):
            hands[seat] = list(cards_in(mask))
        used = set().union(*hands)
        rest: tuple[FamilyCard, ...] = tuple(card for card in CARDS if card not in used)
        if uses_stock(rules):  # (the Palm game never looks at the stock: no draws for it)
            rest, rng = shuffled(rest, rng)
        return hands, [], list(rest), rng
    deck, rng = shuffled(build_deck(rules.jokers, rules.removed_ranks), rng)
    needed = rules.players * rules.hand_size + rules.widow
    if needed > len(deck):
        raise ValueError(f"{rules.name}: {needed} cards to deal from a deck of {len(deck)}")
    position = 0
    for start in range(0, rules.hand_size, rules.batch):
        count = min(rules.batch, rules.hand_size - start)
        for turn in range(rules.players):
            seat = left_of(rules, dealer, 1 + turn)
            hands[seat].extend(deck[position:position + count])
            position += count
    widow = list(deck[position:position + rules.widow])
    return hands, widow, list(deck[position + rules.widow:]), rng


def is_coke_hand(cards: tuple[FamilyCard, ...]) -> bool:
    """Only threes to nines (no face card, ten, ace, two or joker)."""
    return all(isinstance(card, Card) and 3 <= int(card.rank) <= 9 for card in cards)


def _deal(state: FamilyState) -> FamilyState:
    rules = state.rules
    rng = state.rng_state
    for _ in range(1000):
        hands, widow, stock, rng = deal_cards(rules, state.dealer, rng)
        if not (rules.coke_redeal and any(is_coke_hand(tuple(hand)) for hand in hands)):
            break
    sorted_hands = tuple(sort_cards(hand) for hand in hands)
    first = left_of(rules, state.dealer)
    dealt = _replace(state, phase=Phase.BID, to_move=first, rng_state=rng, hand_number=state.hand_number + 1,
                     hands=sorted_hands, dealt=sorted_hands, widow=tuple(widow), stock=tuple(stock),
                     out_of_play=(), looked=(None,) * rules.players, bids=(), maker=None, contract=None,
                     trump=None, partner=None, called=None, stage=Stage.LOOK_PENALTY, jobs=(), trick=None,
                     tricks=(), trump_broken=False)
    if not rules.auction:
        return _run_stages(_replace(dealt, maker=first, contract=PASS))
    if rules.look_or_not:
        return _replace(dealt, phase=Phase.LOOK)
    return dealt


def from_deal(rules: FamilyRules, dealer: int, hands: tuple[tuple[FamilyCard, ...], ...],
              widow: tuple[FamilyCard, ...] = (), stock: tuple[FamilyCard, ...] = (),
              scores: tuple[int, ...] | None = None, seed: int = 0) -> FamilyState:
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
    state = _replace(new_game(rules, seed), dealer=dealer,
                     scores=scores if scores is not None else (0,) * rules.side_count)
    sorted_hands = tuple(sort_cards(hand) for hand in hands)
    first = left_of(rules, dealer)
    dealt = _replace(state, phase=Phase.LOOK if rules.look_or_not else Phase.BID, to_move=first,
                     hand_number=1, hands=sorted_hands, dealt=sorted_hands, widow=widow, stock=stock,
                     looked=(None,) * rules.players)
    if not rules.auction:
        return _run_stages(_replace(dealt, phase=Phase.BID, maker=first, contract=PASS))
    return dealt


def _next_hand(state: FamilyState) -> FamilyState:
    result = state.results[-1]
    same_dealer = result.all_passed and state.rules.all_pass is AllPass.REDEAL_SAME
    dealer = state.dealer if same_dealer else left_of(state.rules, state.dealer)
    return _replace(state, phase=Phase.DEAL, to_move=None, dealer=dealer)


# ------------------------------------------------------------------------------ the auction


def bid_rank(rules: FamilyRules, bid: Bid) -> int:
    """Where a bid stands: pass 0; plain bids by points, a doubled one just above its plain one;
    the moon above every plain bid, the blind moon above the moon."""
    if bid.moon:
        return (rules.max_bid + 1) * 2 + (1 if bid.blind else 0)
    return bid.points * 2 + (1 if bid.doubled else 0)


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


def bid_reason(state: FamilyState, bid: Bid) -> str | None:
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


def legal_bids(state: FamilyState) -> tuple[Bid, ...]:
    """The legal bids, pass first then lowest first."""
    return tuple(bid for bid in (PASS, *possible_bids(state.rules)) if bid_reason(state, bid) is None)


def _look(state: FamilyState, action: Look) -> FamilyState:
    seat = state.to_move
    assert seat is not None
    looked = tuple(action.looks if index == seat else value for index, value in enumerate(state.looked))
    return _replace(state, phase=Phase.BID, looked=looked)


def _bid(state: FamilyState, bid: Bid) -> FamilyState:
    rules = state.rules
    seat = state.to_move
    assert seat is not None
    bids = (*state.bids, SeatBid(seat, bid))
    after = _replace(state, bids=bids)
    if seat != state.dealer:
        following = left_of(rules, seat)
        phase = Phase.LOOK if rules.look_or_not and after.looked[following] is None else Phase.BID
        return _replace(after, to_move=following, phase=phase)
    high = after.high_bid
    if high is None:
        result = thrown_in(rules, state.hand_number, state.dealer, state.scores,
                           set_back_dealer=rules.all_pass is AllPass.DEALER_SET_BACK)
        return _replace(after, phase=Phase.SCORE, to_move=None, scores=result.scores_after,
                        results=(*state.results, result))
    return _run_stages(_replace(after, maker=high.seat, contract=high.bid, stage=Stage.LOOK_PENALTY))


# ------------------------------------------------------------------ from the auction to the play


def _run_stages(state: FamilyState) -> FamilyState:
    """Do the stages from ``state.stage`` on until one needs a player's decision or the play
    begins. A stage returns the new state and whether it now waits for a player; discard jobs a
    stage queues are done (by their players) before the next stage."""
    while True:
        if state.jobs:
            job = state.jobs[0]
            if _job_done(state, job):
                state = _replace(state, jobs=state.jobs[1:])
                continue
            return _replace(state, phase=Phase.DISCARD, to_move=job.seat)
        if state.stage is Stage.PLAY:
            return _begin_play(state)
        state, waiting = _STAGES[state.stage](state)
        if waiting:
            return state
        state = _replace(state, stage=Stage(state.stage.value + 1))


def _job_done(state: FamilyState, job: DiscardJob) -> bool:
    return len(state.hands[job.seat]) <= job.down_to or not discardable(state, job)


def discardable(state: FamilyState, job: DiscardJob) -> tuple[FamilyCard, ...]:
    """The cards the seat of ``job`` may put out."""
    hand = state.hands[job.seat]
    if job.trumps_ok or state.trump is None:
        return hand
    trump = state.trump
    return tuple(card for card in hand if not trump.is_trump(card))


def seats_from_left_of_dealer(state: FamilyState) -> tuple[int, ...]:
    """Every seat, from the dealer's left round to the dealer."""
    return tuple(left_of(state.rules, state.dealer, 1 + turn) for turn in range(state.rules.players))


StageResult = tuple[FamilyState, bool]


def _stage_look_penalty(state: FamilyState) -> StageResult:
    """Abacos: every player who looked loses a card at random; Man-O-War: the maker takes them and
    discards as many."""
    rules = state.rules
    if not rules.look_or_not:
        return state, False
    rng = state.rng_state
    hands = list(state.hands)
    lost: list[FamilyCard] = []
    for seat in seats_from_left_of_dealer(state):
        if state.looked[seat] and hands[seat]:
            position, rng = below_from(rng, len(hands[seat]))
            lost.append(hands[seat][position])
            hands[seat] = hands[seat][:position] + hands[seat][position + 1:]
    state = _replace(state, hands=tuple(hands), rng_state=rng)
    if rules.maker_takes_lost_cards and lost and state.maker is not None:
        maker = state.maker
        keep_size = len(state.hands[maker])
        return _replace(state, hands=_with_hand(state, maker, (*state.hands[maker], *lost)),
                        jobs=(DiscardJob(maker, keep_size, may_stop=False),)), False
    return _replace(state, out_of_play=(*state.out_of_play, *lost)), False


def _stage_widow(state: FamilyState) -> StageResult:
    """The maker takes the widow and discards back to the playing size (before trump is known)."""
    if not state.rules.widow_to_maker or state.maker is None:
        return state, False
    maker = state.maker
    return _replace(state, hands=_with_hand(state, maker, (*state.hands[maker], *state.widow)), widow=(),
                    jobs=(DiscardJob(maker, state.rules.play_size, may_stop=False),)), False


def _stage_discard_before_trump(state: FamilyState) -> StageResult:
    """Six and a half: each player puts out so many cards of its choice."""
    count = state.rules.discard_before_trump
    if not count:
        return state, False
    jobs = tuple(DiscardJob(seat, len(state.hands[seat]) - count, may_stop=False)
                 for seat in seats_from_left_of_dealer(state))
    return _replace(state, jobs=jobs), False


def _stage_name_trump(state: FamilyState) -> StageResult:
    if state.rules.trump_by is not TrumpBy.NAMED:
        return state, False
    return _replace(state, phase=Phase.NAME_TRUMP, to_move=state.maker), True


def _stage_name_sub_trump(state: FamilyState) -> StageResult:
    if not state.rules.sub_trump:
        return state, False
    return _replace(state, phase=Phase.NAME_SUB_TRUMP, to_move=state.maker), True


def _stage_call(state: FamilyState) -> StageResult:
    if not state.rules.called_partner:
        return state, False
    return _replace(state, phase=Phase.CALL, to_move=state.maker), True


def _stage_blind(state: FamilyState) -> StageResult:
    """Five-handed ten-point: the maker takes the blind once trump is named."""
    if not state.rules.blind_to_maker_after_trump or state.maker is None:
        return state, False
    maker = state.maker
    hands = _with_hand(state, maker, (*state.hands[maker], *state.widow))
    return _replace(state, hands=hands, widow=()), False


def _searcher(state: FamilyState) -> int | None:
    searcher = state.rules.searcher
    if searcher is Searcher.MAKER:
        return state.maker
    if searcher is Searcher.DEALER:
        return state.dealer
    return None


def _stage_discards(state: FamilyState) -> StageResult:
    """The discards once trump is known: forced (every plain card, then trumps beyond the playing
    size), or chosen by each player from the dealer's left."""
    rules = state.rules
    trump = state.trump
    kind = rules.discard
    if kind is DiscardRule.NONE or trump is None:
        return state, False
    seats = seats_from_left_of_dealer(state)
    searcher = _searcher(state)
    if kind is DiscardRule.NON_TRUMPS:
        hands = list(state.hands)
        dead = list(state.out_of_play)
        jobs = []
        for seat in seats:
            if seat == searcher and rules.searcher is Searcher.MAKER:
                continue
            dead += [card for card in hands[seat] if not trump.is_trump(card)]
            hands[seat] = tuple(card for card in hands[seat] if trump.is_trump(card))
            if len(hands[seat]) > rules.play_size:
                jobs.append(DiscardJob(seat, rules.play_size, may_stop=False))
        return _replace(state, hands=tuple(hands), out_of_play=tuple(dead), jobs=tuple(jobs)), False
    jobs = []
    for seat in seats:
        size = len(state.hands[seat])
        if kind is DiscardRule.UP_TO_FOUR:
            jobs.append(DiscardJob(seat, max(size - 4, 0), may_stop=True))
        else:
            jobs.append(DiscardJob(seat, 0, may_stop=True, trumps_ok=kind is DiscardRule.CHOSEN_ANY))
    return _replace(state, jobs=tuple(jobs)), False


def _stage_refill(state: FamilyState) -> StageResult:
    """The dealer deals each player back to the playing size from the stock, from its left, the
    searcher left out; a short stock leaves the last players short."""
    rules = state.rules
    if not rules.refill:
        return state, False
    searcher = _searcher(state)
    hands = list(state.hands)
    stock = list(state.stock)
    for seat in seats_from_left_of_dealer(state):
        if seat == searcher:
            continue
        wanted = max(rules.play_size - len(hands[seat]), 0)
        drawn, stock = stock[:wanted], stock[wanted:]
        hands[seat] = sort_cards((*hands[seat], *drawn))
    return _replace(state, hands=tuple(hands), stock=tuple(stock)), False


def _stage_search(state: FamilyState) -> StageResult:
    """The maker (or dealer) takes the rest of the stock and keeps the cards it likes."""
    searcher = _searcher(state)
    if searcher is None:
        return state, False
    hands = _with_hand(state, searcher, (*state.hands[searcher], *state.stock))
    return _replace(state, hands=hands, stock=(),
                    jobs=(DiscardJob(searcher, state.rules.play_size, may_stop=False),)), False


def _stage_dead_plain(state: FamilyState) -> StageResult:
    """Where only trumps are played, plain cards are dead; a hand beyond the playing size is cut
    back by its player."""
    rules = state.rules
    trump = state.trump
    jobs = tuple(DiscardJob(seat, rules.play_size, may_stop=False)
                 for seat in seats_from_left_of_dealer(state) if len(state.hands[seat]) > rules.play_size)
    if not rules.trumps_only or trump is None:
        return _replace(state, jobs=jobs), False
    dead = [card for hand in state.hands for card in hand if not trump.is_trump(card)]
    hands = tuple(tuple(card for card in hand if trump.is_trump(card)) for hand in state.hands)
    state = _replace(state, hands=hands, out_of_play=(*state.out_of_play, *dead))
    jobs = tuple(DiscardJob(seat, rules.play_size, may_stop=False)
                 for seat in seats_from_left_of_dealer(state) if len(state.hands[seat]) > rules.play_size)
    return _replace(state, jobs=jobs), False


_STAGES = {
    Stage.LOOK_PENALTY: _stage_look_penalty,
    Stage.WIDOW: _stage_widow,
    Stage.DISCARD_BEFORE_TRUMP: _stage_discard_before_trump,
    Stage.NAME_TRUMP: _stage_name_trump,
    Stage.NAME_SUB_TRUMP: _stage_name_sub_trump,
    Stage.CALL: _stage_call,
    Stage.BLIND: _stage_blind,
    Stage.DISCARDS: _stage_discards,
    Stage.REFILL: _stage_refill,
    Stage.SEARCH: _stage_search,
    Stage.DEAD_PLAIN: _stage_dead_plain,
}


def _discard(state: FamilyState, action: Discard | Keep) -> FamilyState:
    job = state.jobs[0]
    if isinstance(action, Keep):
        return _run_stages(_replace(state, jobs=state.jobs[1:]))
    seat = job.seat
    hand = tuple(card for card in state.hands[seat] if card != action.card)
    return _run_stages(_replace(state, hands=_with_hand(state, seat, hand),
                                out_of_play=(*state.out_of_play, action.card)))


def _name_trump(state: FamilyState, action: NameTrump) -> FamilyState:
    table = trump_table(state.rules, action.suit)
    return _run_stages(_replace(state, trump=table, stage=Stage.NAME_SUB_TRUMP))


def _name_sub_trump(state: FamilyState, action: NameSubTrump) -> FamilyState:
    assert state.trump is not None
    table = trump_table(state.rules, state.trump.suit, action.suit)
    return _run_stages(_replace(state, trump=table, stage=Stage.CALL))


def _call(state: FamilyState, action: Call) -> FamilyState:
    partner = next((seat for seat, hand in enumerate(state.hands) if action.card in hand), None)
    return _run_stages(_replace(state, called=action.card, partner=partner, stage=Stage.BLIND))


def callable_cards(state: FamilyState) -> tuple[FamilyCard, ...]:
    """The cards the maker may call: any card of the deck it does not hold."""
    assert state.maker is not None
    held = set(state.hands[state.maker])
    deck = build_deck(state.rules.jokers, state.rules.removed_ranks)
    return tuple(card for card in deck if card not in held)


# ---------------------------------------------------------------------------------- the play


def _seats_with_cards(state: FamilyState, leader: int) -> tuple[int, ...]:
    return tuple(seat for seat in (left_of(state.rules, leader, step) for step in range(state.rules.players))
                 if state.hands[seat])


def _first_with_cards(state: FamilyState, seat: int) -> int | None:
    seats = _seats_with_cards(state, seat)
    return seats[0] if seats else None


def _begin_play(state: FamilyState) -> FamilyState:
    assert state.maker is not None
    rules = state.rules
    leader = left_of(rules, state.maker) if rules.first_lead is FirstLead.LEFT_OF_MAKER else state.maker
    first = _first_with_cards(state, leader)
    if first is None:
        return _score(state)
    trick = Trick(leader=first, plays=(), seats=_seats_with_cards(state, first))
    return _replace(state, phase=Phase.PLAY, to_move=first, trick=trick)


def legal_plays(state: FamilyState) -> tuple[FamilyCard, ...]:
    """The cards the player to move may play (see docs/variants.md, "The play")."""
    if state.phase is not Phase.PLAY or state.to_move is None or state.trick is None:
        return ()
    return tuple(card for card in state.hands[state.to_move] if play_reason(state, card) is None)


def play_reason(state: FamilyState, card: FamilyCard) -> str | None:
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


def trumping_any_time(state: FamilyState) -> bool:
    """May a player able to follow suit trump now? Where trump must be broken, not before it is."""
    if state.rules.first_lead is FirstLead.MAKER_NOT_TRUMP and not state.trump_broken:
        return False
    return state.rules.trumping is Trumping.ANY_TIME


def _lead_reason(state: FamilyState, card: FamilyCard, hand: tuple[FamilyCard, ...],
                 table: TrumpTable | None) -> str | None:
    rules = state.rules
    first_trick = not state.tricks
    if table is None:  # the pitch: its suit becomes trump
        if isinstance(card, Joker) and any(isinstance(other, Card) for other in hand):
            return "A joker cannot be pitched"
        return None
    trumps = [other for other in hand if table.is_trump(other)]
    if first_trick and rules.first_lead is FirstLead.MAKER_TRUMP and trumps and not table.is_trump(card):
        return "Must lead trump"
    must_break = rules.first_lead is FirstLead.MAKER_NOT_TRUMP
    if must_break and not state.trump_broken and table.is_trump(card) and len(trumps) < len(hand):
        return "Trump is not broken yet"
    return None


def _play(state: FamilyState, card: FamilyCard) -> FamilyState:
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
    state = _replace(state, hands=_with_hand(state, seat, hand), trick=trick, trump=table,
                     trump_broken=broken)
    if not trick.complete:
        return _replace(state, to_move=trick.seats[len(trick.plays)])
    capture = _capture_card(state, table) if state.rules.capture_low else None
    winner = trick.plays[winning_position(table, trick.cards, capture)].seat
    tricks = (*state.tricks, dataclasses.replace(trick, winner=winner))
    state = _replace(state, tricks=tricks, trick=None)
    leader = _first_with_cards(state, winner)
    if leader is None:
        return _score(state)
    next_trick = Trick(leader=leader, plays=(), seats=_seats_with_cards(state, leader))
    return _replace(state, to_move=leader, trick=next_trick)


def _capture_card(state: FamilyState, table: TrumpTable) -> FamilyCard | None:
    """Capture Low: the lowest card of the trump suit among the cards in play this hand."""
    in_play = [card for hand in state.hands for card in hand]
    in_play += [card for trick in state.tricks for card in trick.cards]
    if state.trick is not None:
        in_play += list(state.trick.cards)
    return lowest_trump_suit_card(table, in_play)


def _fold(state: FamilyState) -> FamilyState:
    return _score(state, folded=True)


def _score(state: FamilyState, folded: bool = False) -> FamilyState:
    assert state.maker is not None
    table = state.trump
    if table is None:  # folded before the pitch: no trump; nothing but the maker's loss counts
        table = trump_table(state.rules, Suit.SPADES)
    maker = state.maker if state.rules.auction else None
    bid = state.contract if state.contract is not None else PASS
    result = score_hand(state.rules, state.hand_number, state.dealer, Contract(maker, bid, state.partner),
                        table, state.tricks, state.scores, folded)
    if folded and state.trump is None:
        result = dataclasses.replace(result, trump=None)
    phase = Phase.SCORE if result.winner is None else Phase.GAME_OVER
    return _replace(state, phase=phase, to_move=None, scores=result.scores_after,
                    results=(*state.results, result), winner=result.winner, trick=None)


# ------------------------------------------------------------------------------ the interface


def legal_actions(state: FamilyState) -> tuple[FamilyAction, ...]:
    """The actions the player to move may take, in a fixed order."""
    phase = state.phase
    if phase is Phase.PLAY:
        plays: tuple[FamilyAction, ...] = legal_plays(state)
        if _may_fold(state):
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
    return ()


def _may_fold(state: FamilyState) -> bool:
    return (state.rules.fold and state.to_move == state.maker and not state.tricks
            and state.trick is not None and not state.trick.plays)


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
        return None if action.card in discardable(state, job) else "Trumps may not be discarded"
    if isinstance(action, Fold):
        return None if _may_fold(state) else "Only the maker may fold, before the first lead"
    if isinstance(action, (Card, Joker)):
        return play_reason(state, action)
    return "Play a card"


def apply(state: FamilyState, action: FamilyAction) -> FamilyState:
    """The state after the player to move takes ``action``; IllegalActionError if refused."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(action, reason)
    if isinstance(action, Bid):
        return _bid(state, action)
    if isinstance(action, Look):
        return _look(state, action)
    if isinstance(action, NameTrump):
        return _name_trump(state, action)
    if isinstance(action, NameSubTrump):
        return _name_sub_trump(state, action)
    if isinstance(action, Call):
        return _call(state, action)
    if isinstance(action, (Discard, Keep)):
        return _discard(state, action)
    if isinstance(action, Fold):
        return _fold(state)
    return _play(state, action)


def all_cards(state: FamilyState) -> list[FamilyCard]:
    """Every card of the deck where it is now (hands, widow, stock, out of play, tricks): for the
    conservation invariant."""
    cards = [card for hand in state.hands for card in hand]
    cards += [*state.widow, *state.stock, *state.out_of_play]
    cards += [card for trick in state.tricks for card in trick.cards]
    if state.trick is not None:
        cards += list(state.trick.cards)
    return sorted(cards, key=card_order)


__all__ = ["FamilyState", "Phase", "Stage", "Teams", "apply", "legal_actions", "new_game", "why_illegal"]
