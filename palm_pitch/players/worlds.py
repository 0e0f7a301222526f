"""Deals consistent with what one seat knows: the worlds the search player samples.

What it is for: :mod:`palm_pitch.players.pimc` decides by playing many possible deals of the cards
it cannot see. A world gives each other seat as many unseen cards as it still holds (the rest are
the undealt cards, 28 at the start of a hand), never a card of a suit that seat is known to lack.

Voids: in this game a player may trump while able to follow (unless the ruleset is strict follow),
so only two plays prove a void: a card of a third suit (neither the suit led nor trump) on a plain
lead proves the player has none of the suit led, and a non-trump on a trump lead proves it has no
trump. Under strict follow any card not of the suit led proves the void. A trump played on a
plain lead proves nothing.

Sampling: the seats with more known voids are dealt first; each takes its cards uniformly from the
unseen cards not yet dealt that it may hold (a shuffle of the unseen cards, then the first allowed
ones). That is exact when nobody is known void and close to uniform otherwise.

Bids: given a ``model`` player, a world is also checked against the auction: dealt the world's
hands, the model must have bid as each other seat did (a pass where it passed; a bid within one
of its bid where it bid). A world that fails is drawn again, up to ``tries`` times; then the world
with the fewest misfits is used, so that a player who bids unlike the model still gets worlds.
"""

from __future__ import annotations

from palm_pitch.actions import Bid
from palm_pitch.cards import FULL_DECK_MASK, SUIT_MASKS, cards_in
from palm_pitch.players.base import Player
from palm_pitch.rng import Rng
from palm_pitch.rules import Trumping
from palm_pitch.state import from_deal
from palm_pitch.views import PlayerView


def played_by_seat(view: PlayerView) -> list[int]:
    """The cards each seat has played this hand (bitmasks by seat), the current trick included."""
    played = [0, 0, 0, 0]
    for trick in view.tricks:
        for position, card in enumerate(trick.cards):
            played[(trick.leader + position) & 3] |= card.bit
    leader = view.leader
    for position, card in enumerate(view.trick):
        played[(leader + position) & 3] |= card.bit
    return played


def known_voids(view: PlayerView) -> list[int]:
    """Per seat, the suits it is known to hold none of (bit s for suit s), from its plays."""
    voids = [0, 0, 0, 0]
    trump = view.trump
    if trump is None:
        return voids
    strict = view.ruleset.trumping is Trumping.WHEN_VOID
    tricks = [(trick.leader, trick.cards) for trick in view.tricks]
    if view.trick:
        tricks.append((view.leader, view.trick))
    for leader, cards in tricks:
        led = cards[0].suit
        for position in range(1, len(cards)):
            suit = cards[position].suit
            if suit != led and (strict or suit != trump):
                voids[(leader + position) & 3] |= 1 << led
    return voids


class WorldSampler:
    """Samples the hidden hands for one decision of seat ``view.seat``."""

    def __init__(self, view: PlayerView, model: Player | None = None, tries: int = 1) -> None:
        self.seat = view.seat
        self.model = model
        self.tries = tries if model is not None and view.bids else 1
        self.bids = view.bids
        self.dealer = view.dealer
        self.ruleset = view.ruleset
        self.scores = view.scores
        self.played = played_by_seat(view)
        seen = view.hand_mask | self.played[0] | self.played[1] | self.played[2] | self.played[3]
        self.unseen = FULL_DECK_MASK & ~seen
        cards: list[int] = []
        mask = self.unseen
        while mask:
            bit = mask & -mask
            cards.append(bit.bit_length() - 1)
            mask ^= bit
        self.cards = cards
        self.voids = known_voids(view)
        self.counts = [view.cards_left(s) for s in range(4)]
        self.hand = view.hand_mask
        others = [s for s in range(4) if s != self.seat]
        # Most constrained first (more void suits), then seat order.
        others.sort(key=lambda s: (-self.voids[s].bit_count(), s))
        self.order = others
        self.allowed = []
        for s in range(4):
            allowed = FULL_DECK_MASK
            for suit in range(4):
                if self.voids[s] >> suit & 1:
                    allowed &= ~SUIT_MASKS[suit]
            self.allowed.append(allowed)

    def sample(self, rng: Rng) -> list[int]:
        """The four current hands of one world (this seat's own hand as it is)."""
        best: list[int] | None = None
        best_misfits = 5
        for _ in range(self.tries):
            hands = self._deal(rng)
            if self.tries == 1:
                return hands
            misfits = self.misfits(hands, rng)
            if misfits < best_misfits:
                best, best_misfits = hands, misfits
                if not misfits:
                    break
        assert best is not None
        return best

    def _deal(self, rng: Rng) -> list[int]:
        for _ in range(20):
            hands = self._try(rng)
            if hands is not None:
                return hands
        # The voids as inferred cannot all hold (never with legal play): deal ignoring them.
        return self._try(rng, ignore_voids=True) or [self.hand] * 4

    def misfits(self, hands: list[int], rng: Rng) -> int:
        """How many of the other seats' bids the model would not have made with these hands."""
        model = self.model
        assert model is not None
        played = self.played
        fast = getattr(model, "bid_from_hand", None)
        if fast is not None:  # the model bids from its hand and the auction: no game state needed
            misfits = 0
            for position, bid in enumerate(self.bids):
                seat = (self.dealer + 1 + position) & 3
                if seat != self.seat:
                    guess = fast(hands[seat] | played[seat], seat, self.dealer, self.bids[:position],
                                 self.scores, self.ruleset)
                    if (guess == Bid.PASS) != (bid == Bid.PASS) or abs(int(guess) - int(bid)) > 1:
                        misfits += 1
            return misfits
        dealt = [cards_in(hands[s] | played[s]) for s in range(4)]
        state = from_deal(dealt, self.dealer, self.ruleset, self.scores)
        misfits = 0
        for position, bid in enumerate(self.bids):
            seat = (self.dealer + 1 + position) & 3
            if seat != self.seat:
                guess = model.choose(PlayerView(state, seat), rng)
                assert isinstance(guess, Bid)
                if (guess == Bid.PASS) != (bid == Bid.PASS) or abs(int(guess) - int(bid)) > 1:
                    misfits += 1
            state = state.apply(bid)
        return misfits

    def _try(self, rng: Rng, ignore_voids: bool = False) -> list[int] | None:
        # A Fisher-Yates shuffle from the front, drawn only as far as needed: cards[:taken] are
        # dealt, cards[taken:drawn] were drawn but refused by a void (still free for the next
        # seats, in random order), cards[drawn:] not drawn yet.
        cards = list(self.cards)
        n = len(cards)
        hands = [0, 0, 0, 0]
        hands[self.seat] = self.hand
        taken = drawn = 0
        for seat in self.order:
            need = self.counts[seat]
            allowed = FULL_DECK_MASK if ignore_voids else self.allowed[seat]
            mask = 0
            position = taken
            while need:
                if position == drawn:
                    if drawn == n:
                        return None
                    j = drawn + rng.below(n - drawn)
                    cards[drawn], cards[j] = cards[j], cards[drawn]
                    drawn += 1
                card = cards[position]
                if allowed >> card & 1:
                    mask |= 1 << card
                    need -= 1
                    cards[position], cards[taken] = cards[taken], cards[position]
                    taken += 1
                position += 1
            hands[seat] = mask
        return hands
