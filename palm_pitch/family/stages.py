"""From the auction to the play in the family's engine: lost cards, the widow, naming trump and
sub-trump, the call, the blind, discards, draws and the search of the stock.

What it is for: after the auction the stages of :class:`~palm_pitch.family.state.Stage` run in
order (:func:`run_stages`), each skipped when the rules do not have it; a stage that needs a
decision stops there (NAME_TRUMP, NAME_SUB_TRUMP, CALL), and a stage that queues discard jobs
(:class:`~palm_pitch.family.state.DiscardJob`) waits in DISCARD until their players are done. The
last stage begins the play (:mod:`palm_pitch.family.tricks`).
"""

from __future__ import annotations

from typing import cast

from palm_pitch.family.actions import (
    Call,
    Claim,
    Discard,
    Keep,
    NameSubTrump,
    NameTrump,
)
from palm_pitch.family.deck import FamilyCard, build_deck, sort_cards
from palm_pitch.family.rules import (
    Discard as DiscardRule,
)
from palm_pitch.family.rules import (
    Searcher,
    TrumpBy,
)
from palm_pitch.family.state import (
    DiscardJob,
    Phase,
    S,
    Stage,
    StateFields,
    replace_state,
    seats_from_left_of_dealer,
    with_hand,
)
from palm_pitch.family.tricks import begin_play
from palm_pitch.family.trumps import (
    trump_table,
)
from palm_pitch.rng import below_from


def run_stages(state: S) -> S:
    """Do the stages from ``state.stage`` on until one needs a player's decision or the play
    begins. A stage returns the new state and whether it now waits for a player; discard jobs a
    stage queues are done (by their players) before the next stage."""
    while True:
        if state.jobs:
            job = state.jobs[0]
            if _job_done(state, job):
                state = replace_state(state, jobs=state.jobs[1:])
                continue
            return replace_state(state, phase=Phase.DISCARD, to_move=job.seat)
        if state.stage is Stage.PLAY:
            return begin_play(state)
        advanced, waiting = _STAGES[state.stage](state)
        state = cast(S, advanced)  # a stage copies the state it is given with replace_state, class and all
        if waiting:
            return state
        state = replace_state(state, stage=Stage(state.stage.value + 1))


def _job_done(state: StateFields, job: DiscardJob) -> bool:
    return len(state.hands[job.seat]) <= job.down_to or not discardable(state, job)


def discardable(state: StateFields, job: DiscardJob) -> tuple[FamilyCard, ...]:
    """The cards the seat of ``job`` may put out."""
    hand = state.hands[job.seat]
    if state.called is not None and state.partner is None and job.seat == state.maker:
        hand = tuple(card for card in hand if card != state.called)  # it must be led: it stays
    if job.trumps_ok or state.trump is None:
        return hand
    trump = state.trump
    return tuple(card for card in hand if not trump.is_trump(card))


StageResult = tuple[StateFields, bool]


def _stage_look_penalty(state: StateFields) -> StageResult:
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
    state = replace_state(state, hands=tuple(hands), rng_state=rng)
    if rules.maker_takes_lost_cards and lost and state.maker is not None:
        maker = state.maker
        keep_size = len(state.hands[maker])
        return replace_state(state, hands=with_hand(state, maker, (*state.hands[maker], *lost)),
                             jobs=(DiscardJob(maker, keep_size, may_stop=False),)), False
    return replace_state(state, out_of_play=(*state.out_of_play, *lost)), False


def _stage_widow(state: StateFields) -> StageResult:
    """The maker takes the widow and discards back to the playing size (before trump is known)."""
    if not state.rules.widow_to_maker or state.maker is None:
        return state, False
    maker = state.maker
    return replace_state(state, hands=with_hand(state, maker, (*state.hands[maker], *state.widow)), widow=(),
                         jobs=(DiscardJob(maker, state.rules.play_size, may_stop=False),)), False


def _stage_discard_before_trump(state: StateFields) -> StageResult:
    """Six and a half: each player puts out so many cards of its choice."""
    count = state.rules.discard_before_trump
    if not count:
        return state, False
    jobs = tuple(DiscardJob(seat, len(state.hands[seat]) - count, may_stop=False)
                 for seat in seats_from_left_of_dealer(state))
    return replace_state(state, jobs=jobs), False


def _stage_name_trump(state: StateFields) -> StageResult:
    if state.rules.trump_by is not TrumpBy.NAMED:
        return state, False
    return replace_state(state, phase=Phase.NAME_TRUMP, to_move=state.maker), True


def _stage_name_sub_trump(state: StateFields) -> StageResult:
    if not state.rules.sub_trump:
        return state, False
    return replace_state(state, phase=Phase.NAME_SUB_TRUMP, to_move=state.maker), True


def _stage_call(state: StateFields) -> StageResult:
    if not state.rules.called_partner:
        return state, False
    return replace_state(state, phase=Phase.CALL, to_move=state.maker), True


def _stage_blind(state: StateFields) -> StageResult:
    """Five-handed ten-point: the maker takes the blind once trump is named."""
    if not state.rules.blind_to_maker_after_trump or state.maker is None:
        return state, False
    maker = state.maker
    hands = with_hand(state, maker, (*state.hands[maker], *state.widow))
    return replace_state(state, hands=hands, widow=()), False


def _searcher(state: StateFields) -> int | None:
    searcher = state.rules.searcher
    if searcher is Searcher.MAKER:
        return state.maker
    if searcher is Searcher.DEALER:
        return state.dealer
    return None


def _stage_discards(state: StateFields) -> StageResult:
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
        return replace_state(state, hands=tuple(hands), out_of_play=tuple(dead), jobs=tuple(jobs)), False
    jobs = []
    for seat in seats:
        size = len(state.hands[seat])
        if kind is DiscardRule.UP_TO_FOUR:
            jobs.append(DiscardJob(seat, max(size - 4, 0), may_stop=True))
        else:
            jobs.append(DiscardJob(seat, 0, may_stop=True, trumps_ok=kind is DiscardRule.CHOSEN_ANY))
    return replace_state(state, jobs=tuple(jobs)), False


def claimable_cards(state: StateFields) -> tuple[FamilyCard, ...]:
    """The trumps in the scrap (this hand's discards), in deck order."""
    trump = state.trump
    if trump is None:
        return ()
    return sort_cards(tuple(card for card in state.out_of_play if trump.is_trump(card)))


def _claims_from(state: S, seats: tuple[int, ...]) -> tuple[S, bool]:
    """The next claimant's turn, or the claims over (nobody left, or nothing left to claim)."""
    if not seats or not claimable_cards(state):
        return replace_state(state, claim_seats=()), False
    return replace_state(state, phase=Phase.CLAIM, to_move=seats[0], claim_seats=seats), True


def _stage_claims(state: StateFields) -> StageResult:
    """Nine-Five Regional: each player from the dealer's left may take discarded trumps back out of
    the scrap (so that nobody dumps point cards there)."""
    if not state.rules.scrap_claims:
        return state, False
    return _claims_from(state, seats_from_left_of_dealer(state))


def apply_claim(state: S, action: Claim | Keep) -> S:
    """The claimant takes a trump out of the scrap (and may take more), or is done (``keep``)."""
    seats = state.claim_seats
    if isinstance(action, Keep):
        seats = seats[1:]
    else:
        seat = seats[0]
        scrap = list(state.out_of_play)
        scrap.remove(action.card)
        state = replace_state(state, hands=with_hand(state, seat, (*state.hands[seat], action.card)),
                              out_of_play=tuple(scrap))
    state, waiting = _claims_from(state, seats)
    if waiting:
        return state
    return run_stages(replace_state(state, stage=Stage.REFILL))


def _stage_refill(state: StateFields) -> StageResult:
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
    return replace_state(state, hands=tuple(hands), stock=tuple(stock)), False


def _stage_search(state: StateFields) -> StageResult:
    """The maker (or dealer) takes the rest of the stock and keeps the cards it likes."""
    searcher = _searcher(state)
    if searcher is None:
        return state, False
    hands = with_hand(state, searcher, (*state.hands[searcher], *state.stock))
    return replace_state(state, hands=hands, stock=(),
                         jobs=(DiscardJob(searcher, state.rules.play_size, may_stop=False),)), False


def _stage_dead_plain(state: StateFields) -> StageResult:
    """Where only trumps are played, plain cards are dead; a hand beyond the playing size is cut
    back by its player."""
    rules = state.rules
    trump = state.trump
    jobs = tuple(DiscardJob(seat, rules.play_size, may_stop=False)
                 for seat in seats_from_left_of_dealer(state) if len(state.hands[seat]) > rules.play_size)
    if not rules.trumps_only or trump is None:
        return replace_state(state, jobs=jobs), False
    dead = [card for hand in state.hands for card in hand if not trump.is_trump(card)]
    hands = tuple(tuple(card for card in hand if trump.is_trump(card)) for hand in state.hands)
    state = replace_state(state, hands=hands, out_of_play=(*state.out_of_play, *dead))
    jobs = tuple(DiscardJob(seat, rules.play_size, may_stop=False)
                 for seat in seats_from_left_of_dealer(state) if len(state.hands[seat]) > rules.play_size)
    return replace_state(state, jobs=jobs), False


_STAGES = {
    Stage.LOOK_PENALTY: _stage_look_penalty,
    Stage.WIDOW: _stage_widow,
    Stage.DISCARD_BEFORE_TRUMP: _stage_discard_before_trump,
    Stage.NAME_TRUMP: _stage_name_trump,
    Stage.NAME_SUB_TRUMP: _stage_name_sub_trump,
    Stage.CALL: _stage_call,
    Stage.BLIND: _stage_blind,
    Stage.DISCARDS: _stage_discards,
    Stage.CLAIMS: _stage_claims,
    Stage.REFILL: _stage_refill,
    Stage.SEARCH: _stage_search,
    Stage.DEAD_PLAIN: _stage_dead_plain,
}


def apply_discard(state: S, action: Discard | Keep) -> S:
    job = state.jobs[0]
    if isinstance(action, Keep):
        return run_stages(replace_state(state, jobs=state.jobs[1:]))
    seat = job.seat
    hand = tuple(card for card in state.hands[seat] if card != action.card)
    return run_stages(replace_state(state, hands=with_hand(state, seat, hand),
                                    out_of_play=(*state.out_of_play, action.card)))


def name_trump(state: S, action: NameTrump) -> S:
    table = trump_table(state.rules, action.suit)
    return run_stages(replace_state(state, trump=table, stage=Stage.NAME_SUB_TRUMP))


def name_sub_trump(state: S, action: NameSubTrump) -> S:
    assert state.trump is not None
    table = trump_table(state.rules, state.trump.suit, action.suit)
    return run_stages(replace_state(state, trump=table, stage=Stage.CALL))


def call_partner(state: S, action: Call) -> S:
    partner = next((seat for seat, hand in enumerate(state.hands) if action.card in hand), None)
    return run_stages(replace_state(state, called=action.card, partner=partner, stage=Stage.BLIND))


def callable_cards(state: StateFields) -> tuple[FamilyCard, ...]:
    """The cards the maker may call: any card of the deck it does not hold."""
    assert state.maker is not None
    held = set(state.hands[state.maker])
    deck = build_deck(state.rules.jokers, state.rules.removed_ranks)
    return tuple(card for card in deck if card not in held)
