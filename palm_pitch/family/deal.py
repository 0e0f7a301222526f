"""The deal of the family's engine: shuffling, dealing in batches, the widow and the stock, coke
hands, the next hand's dealer.

What it is for: shuffle with the portable PRNG and deal from the dealer's left, then the widow;
what is left is the stock. A 52-card, four-seat, six-card deal is the Palm game's deal exactly
(:func:`palm_pitch.rng.deal_from`), so the Palm rulesets play the same cards in both engines. A
coke hand (only threes to nines) is thrown in where the rules say so. Then the auction begins (the
look-or-not choice first where the rules have one), or, in a game without auction, the play.
"""

from __future__ import annotations

from palm_pitch.cards import CARDS, Card, cards_in
from palm_pitch.family.actions import (
    PASS,
)
from palm_pitch.family.deck import FamilyCard, build_deck, sort_cards
from palm_pitch.family.rules import (
    AllPass,
    FamilyRules,
    Searcher,
)
from palm_pitch.family.stages import run_stages
from palm_pitch.family.state import (
    Phase,
    S,
    Stage,
    left_of,
    replace_state,
)
from palm_pitch.rng import below_from, deal_from


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


def deal_hand(state: S) -> S:
    rules = state.rules
    rng = state.rng_state
    for _ in range(1000):
        hands, widow, stock, rng = deal_cards(rules, state.dealer, rng)
        if not (rules.coke_redeal and any(is_coke_hand(tuple(hand)) for hand in hands)):
            break
    sorted_hands = tuple(sort_cards(hand) for hand in hands)
    first = left_of(rules, state.dealer)
    dealt = replace_state(state, phase=Phase.BID, to_move=first, rng_state=rng,
                          hand_number=state.hand_number + 1, hands=sorted_hands, dealt=sorted_hands,
                          widow=tuple(widow), stock=tuple(stock), out_of_play=(),
                          looked=(None,) * rules.players, bids=(), maker=None, contract=None, trump=None,
                          partner=None, called=None, stage=Stage.LOOK_PENALTY, jobs=(), trick=None,
                          tricks=(), trump_broken=False)
    if not rules.auction:
        return run_stages(replace_state(dealt, maker=first, contract=PASS))
    if rules.look_or_not:
        return replace_state(dealt, phase=Phase.LOOK)
    return dealt


def next_hand(state: S) -> S:
    result = state.results[-1]
    same_dealer = result.all_passed and state.rules.all_pass is AllPass.REDEAL_SAME
    dealer = state.dealer if same_dealer else left_of(state.rules, state.dealer)
    return replace_state(state, phase=Phase.DEAL, to_move=None, dealer=dealer)
