"""Cards: suits, ranks, the 52 interned :class:`Card` values, card sets as bitmasks, game points.

What it is for: the vocabulary of the game. A card is identified by a small integer
``index = 13 * suit + (rank - 2)`` (0..51), so a set of cards is an ``int`` bitmask with bit
``index`` set for each card; each suit owns 13 consecutive bits, rank 2 lowest. The engine works on
those masks and indices for speed; the public face is the :class:`Card` object, of which exactly 52
exist (``Card.from_str("TD") is Card.from_str("td")``).

Text form: rank ``A K Q J T 9 8 7 6 5 4 3 2`` then suit ``S H D C``, e.g. ``"TD"`` (ten of diamonds).

>>> card = Card.from_str("TD")
>>> card, card.suit.name, int(card.rank), card.pips
(Card.from_str('TD'), 'DIAMONDS', 10, 10)
>>> [str(c) for c in cards_in(mask_of(Card.from_str(t) for t in ["AS", "2S", "JH"]))]
['2S', 'AS', 'JH']
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import Any, Final


class Suit(IntEnum):
    """The four suits, in the fixed order used everywhere (iteration, indices, tie-breaks)."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """One-letter text form: ``S``, ``H``, ``D`` or ``C``."""
        return "SHDC"[self]

    @property
    def plural(self) -> str:
        """Lower-case plural name for messages, e.g. ``"hearts"``."""
        return self.name.lower()

    @classmethod
    def from_letter(cls, letter: str) -> Suit:
        """Parse ``S``/``H``/``D``/``C`` (either case); ``ValueError`` otherwise."""
        position = "SHDC".find(letter.upper()) if len(letter) == 1 else -1
        if position < 0:
            raise ValueError(f"unknown suit {letter!r}")
        return cls(position)


class Rank(IntEnum):
    """Card ranks, ace high. The value is the usual number (ace = 14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """One-character text form: ``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return RANK_LETTERS[self - 2]


RANK_LETTERS: Final = "23456789TJQKA"
"""Rank characters, lowest first; position = rank - 2."""

PIPS_BY_RANK: Final[tuple[int, ...]] = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)
"""Game points ("pips") by rank - 2: ten 10, ace 4, king 3, queen 2, jack 1, others 0."""

SUIT_BITS: Final = 0x1FFF
"""Mask of one suit's 13 bits before shifting: ``SUIT_MASKS[s] == SUIT_BITS << (13 * s)``."""

SUIT_MASKS: Final = tuple(SUIT_BITS << (13 * s) for s in range(4))
"""Bitmask of all 13 cards of each suit, indexed by :class:`Suit`."""

FULL_DECK_MASK: Final = (1 << 52) - 1


class Card:
    """One playing card. Exactly 52 instances exist; compare them with ``==``/``is`` and order them.

    Attributes (read-only by convention; the instances are shared):

    - ``index``: 0..51, ``13 * suit + rank - 2``.
    - ``suit``: :class:`Suit`; ``rank``: :class:`Rank`.
    - ``bit``: ``1 << index``, the card's bit in a card-set mask.
    - ``pips``: its value towards the Game point (T 10, A 4, K 3, Q 2, J 1, else 0).
    - ``suit_mask``: the bitmask of its whole suit (``SUIT_MASKS[suit]``).

    Cards order by suit (S, H, D, C) then rank (2 low), i.e. by ``index``.
    """

    __slots__ = ("bit", "index", "pips", "rank", "suit", "suit_mask", "text")

    index: int
    suit: Suit
    rank: Rank
    bit: int
    pips: int
    text: str
    suit_mask: int

    def __new__(cls, rank: Rank | int, suit: Suit | int) -> Card:
        """Return the interned card of that rank (2..14) and suit (0..3)."""
        if not (2 <= rank <= 14 and 0 <= suit <= 3):
            raise ValueError(f"no card of rank {rank} and suit {suit}")
        index = 13 * suit + rank - 2
        if len(_CREATED) == 52:
            return _CREATED[index]
        # Only while this module builds CARDS, in index order: the one instance of this card. (It is
        # made here because the optional compiled build, mypyc, allows object.__new__ only in
        # __new__.)
        card = object.__new__(cls)
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "suit", Suit(index // 13))
        object.__setattr__(card, "rank", Rank(index % 13 + 2))
        object.__setattr__(card, "bit", 1 << index)
        object.__setattr__(card, "pips", PIPS_BY_RANK[index % 13])
        object.__setattr__(card, "text", RANK_LETTERS[index % 13] + "SHDC"[index // 13])
        object.__setattr__(card, "suit_mask", 0x1FFF << (13 * (index // 13)))
        _CREATED.append(card)
        return card

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Card is immutable")

    @staticmethod
    def from_index(index: int) -> Card:
        """The card with that index (0..51)."""
        if not 0 <= index < 52:
            raise ValueError(f"no card with index {index}")
        return CARDS[index]

    @staticmethod
    def from_str(text: str) -> Card:
        """Parse the two-character form (``"TD"``, ``"as"``); ``ValueError`` if it is not a card."""
        card = _BY_TEXT.get(text.upper()) if isinstance(text, str) else None
        if card is None:
            raise ValueError(f"unknown card {text!r}")
        return card

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card.from_str({self.text!r})"

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


_CREATED: list[Card] = []
"""The cards made so far by ``Card.__new__`` (all 52 once the module is loaded)."""

CARDS: Final[tuple[Card, ...]] = tuple(Card(i % 13 + 2, i // 13) for i in range(52))
"""All 52 cards by index: spades 2..A, hearts 2..A, diamonds 2..A, clubs 2..A."""

DECK: Final = CARDS
"""The unshuffled deck (same order as :data:`CARDS`)."""

_BY_TEXT: Final = {card.text: card for card in CARDS}


def _suit_table(suit: int) -> tuple[tuple[Card, ...], ...]:
    base = 13 * suit
    return tuple(
        tuple(CARDS[base + r] for r in range(13) if pattern >> r & 1) for pattern in range(1 << 13)
    )


# SUIT_PATTERN_CARDS[s][p]: the cards (rank ascending) of suit s whose rank bits form pattern p.
# 4 x 8192 small tuples, built once; they make mask -> cards conversion four lookups.
SUIT_PATTERN_CARDS: Final = tuple(_suit_table(s) for s in range(4))

# PATTERN_PIPS[p]: game points of the cards of one suit with rank bits p.
PATTERN_PIPS: Final = tuple(
    sum(PIPS_BY_RANK[r] for r in range(13) if p >> r & 1) for p in range(1 << 13)
)


def cards_in(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, in index order (suits S, H, D, C; ranks ascending)."""
    t0, t1, t2, t3 = SUIT_PATTERN_CARDS
    return t0[mask & 0x1FFF] + t1[mask >> 13 & 0x1FFF] + t2[mask >> 26 & 0x1FFF] + t3[mask >> 39 & 0x1FFF]


def mask_of(cards: Iterable[Card]) -> int:
    """The bitmask of some cards (duplicates collapse)."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def pips_of(mask: int) -> int:
    """Total game points (ten 10, ace 4, king 3, queen 2, jack 1) of the cards in a mask."""
    p = PATTERN_PIPS
    return p[mask & 0x1FFF] + p[mask >> 13 & 0x1FFF] + p[mask >> 26 & 0x1FFF] + p[mask >> 39 & 0x1FFF]


def highest(mask: int) -> Card:
    """The highest-index card of a non-empty mask (within one suit: the highest rank)."""
    return CARDS[mask.bit_length() - 1]


def lowest(mask: int) -> Card:
    """The lowest-index card of a non-empty mask (within one suit: the lowest rank)."""
    return CARDS[(mask & -mask).bit_length() - 1]


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as space-separated text, e.g. ``"AS TD 2C"``."""
    return " ".join(card.text for card in cards)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Inverse of :func:`format_cards` (whitespace-separated card texts)."""
    return tuple(Card.from_str(token) for token in text.split())
