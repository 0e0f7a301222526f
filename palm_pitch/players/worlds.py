"""Deals consistent with what one seat knows: the worlds the search player samples.

What it is for: :mod:`palm_pitch.players.pimc` decides by playing many possible deals of the cards
it cannot see. A world gives each other seat as many unseen cards as it still holds (the rest are
the undealt cards, 28 at the start of a hand), never a card of a suit that seat is known to lack.

May import: :mod:`palm_pitch.cards`, ``rng``, ``rules``, ``views`` and the standard library (no I/O).

Voids: in this game a player may trump while able to follow (unless the ruleset is strict follow),
so only two plays prove a void: a card of a third suit (neither the suit led nor trump) on a plain
lead proves the player has none of the suit led, and a non-trump on a trump lead proves it has no
trump. Under strict follow any card not of the suit led proves the void. A trump played on a
plain lead proves nothing.

Sampling: the seats with more known voids are dealt first; each takes its cards uniformly from the
unseen cards not yet dealt that it may hold (a shuffle of the unseen cards, then the first allowed
ones). That is exact when nobody is known void and close to uniform otherwise.
"""

from __future__ import annotations

from palm_pitch.cards import FULL_DECK_MASK, SUIT_MASKS
from palm_pitch.rng import Rng
from palm_pitch.rules import Trumping
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

    def __init__(self, view: PlayerView) -> None:
        self.seat = view.seat
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
        for _ in range(20):
            hands = self._try(rng)
            if hands is not None:
                return hands
        # The voids as inferred cannot all hold (never with legal play): deal ignoring them.
        return self._try(rng, ignore_voids=True) or [self.hand] * 4

    def _try(self, rng: Rng, ignore_voids: bool = False) -> list[int] | None:
        cards = list(self.cards)
        n = len(cards)
        for i in range(n - 1):  # Fisher-Yates from the front (rng.shuffle, inlined)
            j = i + rng.below(n - i)
            cards[i], cards[j] = cards[j], cards[i]
        hands = [0, 0, 0, 0]
        hands[self.seat] = self.hand
        taken = 0
        for seat in self.order:
            need = self.counts[seat]
            allowed = FULL_DECK_MASK if ignore_voids else self.allowed[seat]
            mask = 0
            for card in cards:
                if not need:
                    break
                bit = 1 << card
                if allowed & bit and not taken & bit:
                    mask |= bit
                    need -= 1
            if need:
                return None
            hands[seat] = mask
            taken |= mask
        return hands
