"""The family's cards: the 52 suited cards of :mod:`palm_pitch.cards` plus two jokers, and decks.

What it is for: some games of the family add one or two jokers and remove ranks (a 34-card deck
without the twos to sixes). A :data:`FamilyCard` is either a :class:`~palm_pitch.cards.Card` or a
:class:`Joker`; a deck is a tuple of them in a fixed order (spades 2..A, hearts, diamonds, clubs,
then the big joker and the little joker), which is the order hands are kept and shown in.

Text: suited cards as in :mod:`palm_pitch.cards` (``TD``); the jokers ``BJ`` (big, or the only
joker) and ``LJ`` (little).

>>> [card_text(card) for card in build_deck(jokers=2, removed_ranks=frozenset(range(2, 14)))]
['AS', 'AH', 'AD', 'AC', 'BJ', 'LJ']
>>> parse_card("lj") is LITTLE_JOKER, card_order(parse_card("2S")) < card_order(BIG_JOKER)
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, TypeAlias

from palm_pitch.cards import CARDS, Card, Rank, Suit


class Joker:
    """One of the two jokers. Exactly two exist (:data:`BIG_JOKER`, :data:`LITTLE_JOKER`)."""

    __slots__ = ("big", "text")

    big: bool
    text: str

    def __init__(self, big: bool) -> None:
        object.__setattr__(self, "big", big)
        object.__setattr__(self, "text", "BJ" if big else "LJ")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Joker is immutable")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return "BIG_JOKER" if self.big else "LITTLE_JOKER"

    def __reduce__(self) -> str:
        return repr(self)


BIG_JOKER: Final = Joker(big=True)
"""The big (or high, or only) joker, ``BJ``."""
LITTLE_JOKER: Final = Joker(big=False)
"""The little (or low) joker, ``LJ``."""

FamilyCard: TypeAlias = Card | Joker
"""A card of any family deck."""

JOKERS: Final = (BIG_JOKER, LITTLE_JOKER)


def is_joker(card: FamilyCard) -> bool:
    """True for either joker."""
    return isinstance(card, Joker)


def card_order(card: FamilyCard) -> int:
    """The card's place in the fixed deck order: the 52 suited cards by index, then BJ, LJ."""
    if isinstance(card, Joker):
        return 52 if card.big else 53
    return card.index


def card_text(card: FamilyCard) -> str:
    """``TD``, ``BJ``, ``LJ``."""
    return card.text


def parse_card(text: str) -> FamilyCard:
    """Inverse of :func:`card_text` (either case); ``ValueError`` for anything else."""
    token = text.strip().upper()
    if token == "BJ":
        return BIG_JOKER
    if token == "LJ":
        return LITTLE_JOKER
    return Card.from_str(token)


def sort_cards(cards: Iterable[FamilyCard]) -> tuple[FamilyCard, ...]:
    """The cards in deck order."""
    return tuple(sorted(cards, key=card_order))


def cards_text(cards: Iterable[FamilyCard]) -> str:
    """Space-separated card texts."""
    return " ".join(card.text for card in cards)


def build_deck(jokers: int = 0, removed_ranks: frozenset[int] = frozenset()) -> tuple[FamilyCard, ...]:
    """The deck of a game: the 52 cards less every card of a removed rank (2..14), then ``jokers``
    jokers (0, 1: the big joker, or 2)."""
    if not 0 <= jokers <= 2:
        raise ValueError(f"a deck has 0, 1 or 2 jokers, not {jokers}")
    suited = tuple(card for card in CARDS if int(card.rank) not in removed_ranks)
    return suited + JOKERS[:jokers]


def same_colour_suit(suit: Suit) -> Suit:
    """The other suit of the same colour: spades <-> clubs, hearts <-> diamonds."""
    partner = {Suit.SPADES: Suit.CLUBS, Suit.CLUBS: Suit.SPADES,
               Suit.HEARTS: Suit.DIAMONDS, Suit.DIAMONDS: Suit.HEARTS}
    return partner[suit]


GAME_PIPS: Final = {Rank.TEN: 10, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
"""A card's value towards the Game point by rank (the others, and jokers unless a ruleset says so,
count nothing)."""
