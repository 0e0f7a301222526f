"""The family's actions: bids, the look-or-not choice, naming trump, discards, calls, claims, folds,
plays.

What it is for: one vocabulary for the engine, the players, the records and the text game. Every
action has a text form (:func:`action_text`) and a parser (:func:`parse_action`) that round-trip.

=================  ==================  =========================================================
action             text                meaning
=================  ==================  =========================================================
``Bid(3)``         ``3``               bid 3 points (``Bid(0)`` is ``pass``)
``Bid(6, True)``   ``6x2``             "6 for 12": bid 6, scoring or losing 12
moon               ``moon``            the bid above the plain range (Smudge, Shoot the Moon)
blind moon         ``blind-moon``      the moon bid without having looked (Nine-Five)
``Look(True)``     ``look``            look at the hand before bidding (``blind``: do not)
``NameTrump(H)``   ``trump H``         the maker names trump
``NameSubTrump``   ``sub S``           the maker names the sub-trump suit (Two-Trump)
``Discard(2H)``    ``discard 2H``      put a card out of the hand
``KEEP``           ``keep``            stop discarding
``Call(AS)``       ``call AS``         the maker calls the card whose holder is its partner
``Claim(9H)``      ``claim 9H``        take a discarded trump back out of the scrap (``keep``: no more)
``FOLD``           ``fold``            the maker gives the hand up when it is to lead
a card             ``2H``, ``BJ``      play a card to the trick
=================  ==================  =========================================================

>>> [action_text(parse_action(text)) for text in ("pass", "6x2", "moon", "trump h", "discard 2h", "BJ")]
['pass', '6x2', 'moon', 'trump H', 'discard 2H', 'BJ']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from palm_pitch.cards import Card, Suit
from palm_pitch.family.deck import FamilyCard, Joker, parse_card


@dataclass(frozen=True)
class Bid:
    """A bid: ``points`` (0 for a pass), doubled ("6 for 12"), the moon, or the blind moon."""

    points: int = 0
    doubled: bool = False
    moon: bool = False
    blind: bool = False

    @property
    def is_pass(self) -> bool:
        """True for a pass."""
        return not (self.points or self.moon)

    @property
    def stake(self) -> int:
        """What a plain bid scores when made under :attr:`MadeBid.BID` and costs when set."""
        return self.points * 2 if self.doubled else self.points

    def __str__(self) -> str:
        if self.moon:
            return "blind-moon" if self.blind else "moon"
        if self.is_pass:
            return "pass"
        return f"{self.points}x2" if self.doubled else str(self.points)

    def label(self, moon_name: str = "Moon") -> str:
        """For people: ``Pass``, ``3``, ``6 for 12``, the moon's name."""
        if self.moon:
            return f"Blind {moon_name}" if self.blind else moon_name
        if self.is_pass:
            return "Pass"
        return f"{self.points} for {self.stake}" if self.doubled else str(self.points)


PASS = Bid()
"""The pass."""
MOON = Bid(moon=True)
BLIND_MOON = Bid(moon=True, blind=True)


@dataclass(frozen=True)
class Look:
    """Abacos: look at the hand before bidding (``True``) or bid blind."""

    looks: bool

    def __str__(self) -> str:
        return "look" if self.looks else "blind"


@dataclass(frozen=True)
class NameTrump:
    """The maker names the trump suit."""

    suit: Suit

    def __str__(self) -> str:
        return f"trump {self.suit.letter}"


@dataclass(frozen=True)
class NameSubTrump:
    """The maker names the sub-trump suit."""

    suit: Suit

    def __str__(self) -> str:
        return f"sub {self.suit.letter}"


@dataclass(frozen=True)
class Discard:
    """Put one card out of the hand (face down, dead for the hand)."""

    card: FamilyCard

    def __str__(self) -> str:
        return f"discard {self.card.text}"


@dataclass(frozen=True)
class Keep:
    """Stop discarding: keep the rest."""

    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True)
class Call:
    """The maker calls a card: its holder is the maker's partner for the hand."""

    card: FamilyCard

    def __str__(self) -> str:
        return f"call {self.card.text}"


@dataclass(frozen=True)
class Claim:
    """Take a discarded trump back out of the scrap into the hand (Nine-Five Regional)."""

    card: FamilyCard

    def __str__(self) -> str:
        return f"claim {self.card.text}"


@dataclass(frozen=True)
class Fold:
    """The maker gives up the hand when it is to lead."""

    def __str__(self) -> str:
        return "fold"


KEEP = Keep()
FOLD = Fold()

FamilyAction: TypeAlias = (Bid | Look | NameTrump | NameSubTrump | Discard | Keep | Call | Claim | Fold | Card
                            | Joker)
"""Anything a player may do on its turn."""


def action_text(action: FamilyAction) -> str:
    """The text form (see the table above)."""
    return str(action)


def parse_action(text: str) -> FamilyAction:
    """Inverse of :func:`action_text` (any case, extra spaces allowed); ``ValueError`` otherwise."""
    words = text.strip().lower().split()
    if not words:
        raise ValueError("empty action")
    head, rest = words[0], words[1:]
    if len(words) == 1:
        simple: dict[str, FamilyAction] = {"pass": PASS, "moon": MOON, "blind-moon": BLIND_MOON,
                                          "look": Look(True), "blind": Look(False), "keep": KEEP,
                                          "fold": FOLD}
        if head in simple:
            return simple[head]
        if head.isdigit():
            return Bid(int(head))
        if head.endswith("x2") and head[:-2].isdigit():
            return Bid(int(head[:-2]), doubled=True)
        try:
            return parse_card(head)
        except ValueError:
            raise ValueError(f"unknown action {text.strip()!r}") from None
    if len(rest) == 1:
        if head == "trump":
            return NameTrump(Suit.from_letter(rest[0]))
        if head == "sub":
            return NameSubTrump(Suit.from_letter(rest[0]))
        if head == "discard":
            return Discard(parse_card(rest[0]))
        if head == "call":
            return Call(parse_card(rest[0]))
        if head == "claim":
            return Claim(parse_card(rest[0]))
    raise ValueError(f"unknown action {text.strip()!r}")
