"""Hard and Expert for every game of the family: determinized search in the Python engine.

What it is for: the Palm rulesets are searched inside the C host engine
(:mod:`palm_pitch.cengine.search`); the family's other games run in the Python engine, where a
playout costs milliseconds, so the search here is small. :class:`FamilySearch` searches the two
decisions with the most at stake in a hand, the bid and the card, and plays the
:class:`~palm_pitch.family.players.FamilyHeuristic` everywhere else (looks, trump, calls,
discards).

- **The play**: it samples ``worlds`` deals of the cards it cannot see (each other seat given as
  many as it holds, the rest - widow, stock, discards - out of play, a called partner wherever the
  called card lands) and plays every legal card out to the end of the hand in each, the heuristic
  at every seat. The card with the best total wins (ties: the first legal card).
- **The bid**: it deals ``bid_worlds`` times the cards it cannot see to the other hands, the
  widow and the stock, makes the bids so far again in each deal, and plays each legal bid out the
  same way (at most five: the pass, the heuristic's bid and the bids nearest it). It bids the one
  that does best, the heuristic's where that does as well (or, with a ``bid_margin``, unless
  another does better by more than that many points a world). In the look-or-not games each deal
  makes the looks so far again as well (every player sees who looked); a seat bidding without
  having looked has no cards to deal around, and bids as the heuristic does.

The value of a finished hand, for the searching seat's unit: its score change minus the best
other unit's, and ``WIN`` for winning the game on it (minus for losing it). Pure: the randomness
comes from the given generator.

A world the engine refuses (a state the rules could not reach) is skipped; with no world left the
heuristic decides, so the player never fails where the heuristic would not.
"""

from __future__ import annotations

from collections.abc import Callable

from palm_pitch.cards import Card, Suit
from palm_pitch.family.actions import PASS, Bid, FamilyAction, Look
from palm_pitch.family.deal import is_coke_hand
from palm_pitch.family.deck import FamilyCard, build_deck, sort_cards
from palm_pitch.family.engine import FamilyState, Phase, Stage, from_deal
from palm_pitch.family.players import FamilyHeuristic, FamilyPlayer
from palm_pitch.family.rules import Score
from palm_pitch.family.state import bid_rank
from palm_pitch.family.trumps import led_suit
from palm_pitch.family.views import SeatView, seat_view
from palm_pitch.rng import Rng, derive_seed

WIN = 10
"""The value of winning the game on this hand, in points of score."""

LEVEL_WORLDS = {"hard": 8, "expert": 16}
"""Worlds per play decision of each level in the Python engine (what fits well under a second)."""

LEVEL_BID_WORLDS = {"hard": 8, "expert": 16}
"""Worlds per bid of each level: every legal bid played out in each, the heuristic at every seat."""

BID_MARGIN = 0.0
"""Points a world by which another bid must beat the heuristic's to be bid instead (0: any bid that
does better; the heuristic's keeps a tie). Measured hand by hand, 0.5 gained no more than 0 did
(docs/levels.md)."""

FAMILY_LEVELS = ("normal", "hard", "expert")
"""The computer players' levels the family's games offer (Easy, the first heuristic, plays the Palm
game alone)."""


def level_player(level: str) -> FamilyPlayer:
    """The computer player of a level of :data:`FAMILY_LEVELS`: Normal is the family heuristic, Hard
    and Expert the search of this module; ``KeyError`` naming the levels otherwise."""
    if level == "normal":
        return FamilyHeuristic()
    if level in LEVEL_WORLDS:
        return FamilySearch(level)
    raise KeyError(f"level {level!r}: the family's games are played at {levels_text()}")


def decision_rng(seed: int, seat: int, number: int) -> Rng:
    """The generator of a computer seat's decision in the game of ``seed`` when ``number`` actions
    came before it: a stream of its own, independent of every other decision's, so that a game
    resumed from its actions (or a decision taken back and taken again) goes on as it would have
    without the computer players thinking their past decisions over again."""
    return Rng(derive_seed((seed + number * 0x85EBCA6B) & 0xFFFFFFFF, seat))


def levels_text() -> str:
    """The family's levels for a message: ``normal, hard or expert``."""
    return f"{', '.join(FAMILY_LEVELS[:-1])} or {FAMILY_LEVELS[-1]}"


class FamilySearch:
    """Determinized search of the bids and the play, the family heuristic elsewhere (see the module
    docstring)."""

    def __init__(self, name: str = "hard", worlds: int | None = None, bid_worlds: int | None = None,
                 bid_margin: float = BID_MARGIN) -> None:
        self.name = name
        self.worlds = worlds if worlds is not None else LEVEL_WORLDS.get(name, 8)
        self.bid_worlds = bid_worlds if bid_worlds is not None else LEVEL_BID_WORLDS.get(name, 0)
        self.bid_margin = bid_margin
        self.model = FamilyHeuristic()
        self.searched = 0
        """Play decisions taken by the search (not left to the heuristic), for the tests."""
        self.bids_searched = 0
        """Bids weighed by the search (the heuristic's kept or not), for the tests."""

    def choose(self, view: SeatView, rng: Rng) -> FamilyAction:
        if view.phase is Phase.BID and len(view.legal) > 1 and self.bid_worlds and view.hand:
            return self._bid(view, rng)
        if view.phase is not Phase.PLAY or len(view.legal) < 2 or view.trump is None:
            return self.model.choose(view, rng)
        totals, used = self._totals(view, rng, view.legal, world, self.worlds)
        if not used:
            return self.model.choose(view, rng)
        self.searched += 1
        best = max(range(len(totals)), key=lambda k: (totals[k], -k))
        return view.legal[best]

    def _bid(self, view: SeatView, rng: Rng) -> FamilyAction:
        """The heuristic's bid, or another that the worlds played out value above it by more than
        :attr:`bid_margin` points a world (the best of those)."""
        usual = self.model.choose(view, rng)
        bids = bid_candidates(view, usual)
        totals, used = self._totals(view, rng, bids, auction_world, self.bid_worlds)
        if not used:
            return usual
        self.bids_searched += 1
        best = max(range(len(totals)), key=lambda k: (totals[k], -k))
        if totals[best] - totals[bids.index(usual)] > self.bid_margin * used:
            return bids[best]
        return usual

    def _totals(self, view: SeatView, rng: Rng, actions: tuple[FamilyAction, ...],
                make_world: Callable[[SeatView, Rng], FamilyState | None],
                count: int) -> tuple[list[Score], int]:
        """Each action's value summed over ``count`` worlds of ``make_world`` (each action played
        out in the same world), and how many worlds were used (one refused is skipped)."""
        totals: list[Score] = [0] * len(actions)
        used = 0
        for _ in range(count):
            state = make_world(view, rng)
            if state is None:
                continue
            try:
                values = [self._value(state.apply(action), view.seat, rng) for action in actions]
            except (ValueError, AssertionError, IndexError, KeyError):
                continue
            used += 1
            totals = [total + value for total, value in zip(totals, values, strict=True)]
        return totals, used

    def _value(self, state: FamilyState, seat: int, rng: Rng) -> Score:
        while state.phase not in (Phase.SCORE, Phase.GAME_OVER):
            mover = state.to_move
            assert mover is not None
            state = state.apply(self.model.choose(seat_view(state, mover), rng))
        result = state.results[-1]
        unit = result.sides.unit_of_seat[seat]
        others = [change for index, change in enumerate(result.hand_scores) if index != unit]
        value = result.hand_scores[unit] - (max(others) if others else 0)
        if result.winner is not None:
            value += WIN if result.winner == unit else -WIN
        return value


def world(view: SeatView, rng: Rng) -> FamilyState:
    """A state of the play consistent with the view: the unseen cards dealt at random."""
    rules = view.rules
    played_by: list[list[FamilyCard]] = [[] for _ in range(rules.players)]
    tricks = list(view.tricks) + ([view.trick] if view.trick is not None else [])
    for trick in tricks:
        for play in trick.plays:
            played_by[play.seat].append(play.card)
    seen = set(view.hand) | {card for cards in played_by for card in cards}
    unseen = [card for card in build_deck(rules.jokers, rules.removed_ranks) if card not in seen]
    voids = shown_voids(view)
    for attempt in range(WORLD_ATTEMPTS + 1):
        rng.shuffle(unseen)
        dealt_to = _deal_unseen(view, unseen, voids if attempt < WORLD_ATTEMPTS else {})
        if dealt_to is not None:
            break
    assert dealt_to is not None  # without the voids every deal fits
    hands_by_seat, rest = dealt_to
    hands = [sort_cards(view.hand) if seat == view.seat else sort_cards(hands_by_seat[seat])
             for seat in range(rules.players)]
    partner = None
    if view.called is not None:
        partner = next((seat for seat in range(rules.players)
                        if view.called in hands[seat] or view.called in played_by[seat]), None)
    trump_broken = any(view.trump is not None and view.trump.is_trump(card)
                       for trick in tricks for card in trick.cards)
    dealt = tuple(sort_cards(list(hands[seat]) + played_by[seat]) for seat in range(rules.players))
    return FamilyState(rules=rules, phase=Phase.PLAY, to_move=view.seat, dealer=view.dealer,
                       scores=view.scores, rng_state=1, hand_number=1, hands=tuple(hands), dealt=dealt,
                       out_of_play=tuple(rest), looked=(True,) * rules.players, bids=view.bids,
                       maker=view.maker, contract=view.contract, trump=view.trump, partner=partner,
                       called=view.called, stage=Stage.PLAY, trick=view.trick, tricks=view.tricks,
                       trump_broken=trump_broken)


BID_CANDIDATES = 5
"""The most bids weighed at once: pass, the heuristic's bid and the bids nearest it. The Palm game
offers five; the games of nine to sixteen points a dozen or more, each played out costing more
than a whole bid of the Palm game, and a bid far from the heuristic's is seldom the best."""


def bid_candidates(view: SeatView, usual: FamilyAction,
                   most: int = BID_CANDIDATES) -> tuple[FamilyAction, ...]:
    """The legal bids the search weighs, in the legal order: all of them when there are at most
    ``most``, else the pass, the heuristic's bid ``usual`` and the bids of the rank nearest it."""
    legal = view.legal
    if len(legal) <= most:
        return legal
    ranked = sorted(legal, key=lambda action: bid_rank(view.rules, action) if isinstance(action, Bid) else -1)
    anchor = ranked.index(usual)
    kept = {usual} | {action for action in legal if action == PASS}
    for index in sorted(range(len(ranked)), key=lambda index: (abs(index - anchor), index)):
        if len(kept) >= most:
            break
        kept.add(ranked[index])
    return tuple(action for action in legal if action in kept)


def auction_world(view: SeatView, rng: Rng) -> FamilyState | None:
    """A state of the auction consistent with the view: the cards this seat cannot see dealt at
    random to the other hands, the widow and the stock, and the bids so far made again. None when
    that deal could not have come to this auction (a coke hand the rules throw in, a bid the engine
    refuses there)."""
    rules = view.rules
    own = set(view.hand)
    unseen = [card for card in build_deck(rules.jokers, rules.removed_ranks) if card not in own]
    rng.shuffle(unseen)
    hands: list[tuple[FamilyCard, ...]] = []
    position = 0
    for seat in range(rules.players):
        if seat == view.seat:
            hands.append(view.hand)
            continue
        hands.append(tuple(unseen[position:position + view.hand_sizes[seat]]))
        position += view.hand_sizes[seat]
    widow = tuple(unseen[position:position + rules.widow])
    stock = tuple(unseen[position + rules.widow:])
    if rules.coke_redeal and any(is_coke_hand(hand) for hand in hands):
        return None
    try:
        state = from_deal(rules, view.dealer, tuple(hands), widow, stock, scores=view.scores)
        for entry in view.bids:
            state = _looked_as_seen(state, view)
            if state.to_move != entry.seat or state.phase is not Phase.BID:
                return None
            state = state.apply(entry.bid)
        state = _looked_as_seen(state, view)
    except (ValueError, AssertionError, IndexError, KeyError):
        return None
    if state.to_move != view.seat or state.phase is not Phase.BID:
        return None
    return state


def _looked_as_seen(state: FamilyState, view: SeatView) -> FamilyState:
    """Look or not: the look of the seat to move made as the view saw it (the searching seat
    holds its cards, so it looked)."""
    if state.phase is not Phase.LOOK or state.to_move is None:
        return state
    seat = state.to_move
    looks = True if seat == view.seat else view.looked[seat]
    if looks is None:
        raise ValueError("a look the view has not seen")
    return state.apply(Look(looks))


WORLD_ATTEMPTS = 20
"""Shuffles tried for a deal that meets every void shown, before one that ignores them."""


def shown_voids(view: SeatView) -> dict[int, set[Suit]]:
    """The suits each other seat has shown it holds none of: a plain card of another suit played
    to a trick whose suit it could have followed (trumps, sub-trumps and jokers, which some rules
    allow over a suit held, show nothing). A seat void in a suit then stays void."""
    voids: dict[int, set[Suit]] = {}
    table = view.trump
    if table is None:
        return voids
    tricks = list(view.tricks) + ([view.trick] if view.trick is not None else [])
    for trick in tricks:
        cards = trick.cards
        for position, play in enumerate(trick.plays):
            led = led_suit(table, cards[:position]) if position else None
            card = play.card
            if led is None or play.seat == view.seat or not isinstance(card, Card) or table.is_trump(card):
                continue
            if table.sub_suit is not None and card.suit is table.sub_suit:
                continue
            if table.suit_of(card) is not led:
                voids.setdefault(play.seat, set()).add(led)
    return voids


def _deal_unseen(view: SeatView, unseen: list[FamilyCard], voids: dict[int, set[Suit]]
                 ) -> tuple[dict[int, list[FamilyCard]], list[FamilyCard]] | None:
    """The shuffled ``unseen`` cards dealt to the other seats as many as each holds, the seats with
    the most voids first, each taking the first cards it may hold; the rest out of play. None when
    a seat cannot be filled this way."""
    table = view.trump
    pool = list(unseen)
    hands: dict[int, list[FamilyCard]] = {}
    others = sorted((seat for seat in range(view.rules.players) if seat != view.seat),
                    key=lambda seat: -len(voids.get(seat, ())))
    for seat in others:
        barred = voids.get(seat, set())
        need = view.hand_sizes[seat]
        fits = [card for card in pool if not barred or table is None or table.suit_of(card) not in barred]
        if len(fits) < need:
            return None
        hands[seat] = fits[:need]
        taken = set(hands[seat])
        pool = [card for card in pool if card not in taken]
    return hands, pool
