"""Trump membership and the taking of tricks: which cards are trumps, what suit a card follows,
and which card wins.

What it is for: once trump is known the engine builds one :class:`TrumpTable` (trump suit, the
trump members highest first as cards of this deck, and the sub-trump suit if any) and asks it every
question about a card's suit and power. Off-cards (the off-jack and its kin) and ranked jokers are
trumps: they follow trump and are followed by trump.

>>> from palm_pitch.family.rules import FamilyRules
>>> rules = FamilyRules(jokers=1, trump_order=("A", "K", "Q", "J", "offJ", "BJ", "T", "9", "8",
...                                            "7", "6", "5", "4", "3", "2"))
>>> table = trump_table(rules, Suit.HEARTS)
>>> [card.text for card in table.members[3:6]], table.suit_of(Card.from_str("JD")).name
(['JH', 'JD', 'BJ'], 'HEARTS')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from palm_pitch.cards import Card, Rank, Suit
from palm_pitch.family.deck import BIG_JOKER, LITTLE_JOKER, FamilyCard, Joker, build_deck, same_colour_suit
from palm_pitch.family.rules import FamilyRules, TrickWinner

RANK_BY_LETTER = {rank.letter: rank for rank in Rank}


def member_card(member: str, trump: Suit) -> FamilyCard:
    """The card a trump member names when ``trump`` is trump: ``"J"`` the jack of trump,
    ``"offJ"`` the jack of the other suit of its colour, ``"BJ"``/``"LJ"`` the jokers."""
    if member == "BJ":
        return BIG_JOKER
    if member == "LJ":
        return LITTLE_JOKER
    if member.startswith("off"):
        return Card(RANK_BY_LETTER[member[3:]], same_colour_suit(trump))
    return Card(RANK_BY_LETTER[member], trump)


@dataclass(frozen=True)
class TrumpTable:
    """Trump for one hand: its suit, its members as cards (highest first), the sub-trump suit."""

    suit: Suit
    members: tuple[FamilyCard, ...]
    sub_suit: Suit | None
    unranked_jokers: bool
    lowest_wins: bool
    strength: dict[FamilyCard, int] = field(compare=False, repr=False)
    """Each member's strength among trumps: the lowest member 1, the highest ``len(members)``."""

    def is_trump(self, card: FamilyCard) -> bool:
        """True for every member of trump (off-cards and ranked jokers included)."""
        return card in self.strength

    def suit_of(self, card: FamilyCard) -> Suit | None:
        """The suit a card follows: trump for members, its own for others, None for an unranked
        joker (which belongs to no suit)."""
        if card in self.strength:
            return self.suit
        if isinstance(card, Joker):
            return None
        return card.suit

    def power(self, card: FamilyCard, led: Suit | None) -> int:
        """How strongly ``card`` bids for a trick whose led suit is ``led``: trumps above sub-trumps
        above the suit led; 0 for a card that cannot win (another plain suit, an unranked joker).
        Under :attr:`TrickWinner.LOWEST` the order within each class is reversed."""
        strength = self.strength.get(card)
        if strength is not None:
            return 300 + (100 - strength if self.lowest_wins else strength)
        if isinstance(card, Joker):
            return 0
        rank = int(card.rank)
        within = 20 - rank if self.lowest_wins else rank
        if self.sub_suit is not None and card.suit is self.sub_suit:
            return 200 + within
        if card.suit is led:
            return 100 + within
        return 0


_TABLES: dict[tuple[int, Suit, Suit | None], tuple[FamilyRules, TrumpTable]] = {}
"""Trump tables already built, by ruleset object (kept with it, so an id is never reused wrongly)."""


def trump_table(rules: FamilyRules, suit: Suit, sub_suit: Suit | None = None) -> TrumpTable:
    """The trump table of ``suit`` under ``rules`` (members missing from the deck left out)."""
    key = (id(rules), suit, sub_suit)
    known = _TABLES.get(key)
    if known is not None and known[0] is rules:
        return known[1]
    table = _build_trump_table(rules, suit, sub_suit)
    _TABLES[key] = (rules, table)
    return table


def _build_trump_table(rules: FamilyRules, suit: Suit, sub_suit: Suit | None) -> TrumpTable:
    deck = set(build_deck(rules.jokers, rules.removed_ranks))
    members = tuple(card for card in (member_card(name, suit) for name in rules.trump_order) if card in deck)
    strength = {card: len(members) - position for position, card in enumerate(members)}
    return TrumpTable(suit=suit, members=members, sub_suit=sub_suit, unranked_jokers=rules.unranked_jokers,
                      lowest_wins=rules.trick_winner is TrickWinner.LOWEST, strength=strength)


def led_suit(table: TrumpTable, cards: Sequence[FamilyCard]) -> Suit | None:
    """The suit of a trick: the first card's, or (after an unranked joker) the next card's."""
    for card in cards:
        suit = table.suit_of(card)
        if suit is not None:
            return suit
    return None


def _trump_suit_cards(table: TrumpTable, cards: Sequence[FamilyCard]) -> list[FamilyCard]:
    return [card for card in cards
            if isinstance(card, Card) and card.suit is table.suit and table.is_trump(card)]


def lowest_trump_suit_card(table: TrumpTable, cards: Sequence[FamilyCard]) -> FamilyCard | None:
    """The lowest card of the trump suit itself among ``cards`` (off-cards and jokers aside)."""
    own = _trump_suit_cards(table, cards)
    return min(own, key=lambda card: table.strength[card]) if own else None


def highest_trump_suit_card(table: TrumpTable, cards: Sequence[FamilyCard]) -> FamilyCard | None:
    """The highest card of the trump suit itself among ``cards``."""
    own = _trump_suit_cards(table, cards)
    return max(own, key=lambda card: table.strength[card]) if own else None


def winning_position(table: TrumpTable, cards: Sequence[FamilyCard],
                     capture_card: FamilyCard | None = None) -> int:
    """The position in ``cards`` of the card that takes the trick. ``capture_card`` (Capture Low:
    the lowest trump in play) takes any trick it is in. With no card able to win (only unranked
    jokers), the first card takes it."""
    if capture_card is not None and capture_card in cards:
        return list(cards).index(capture_card)
    led = led_suit(table, cards)
    best_position, best_power = 0, 0
    for position, card in enumerate(cards):
        power = table.power(card, led)
        if power > best_power:
            best_position, best_power = position, power
    return best_position
