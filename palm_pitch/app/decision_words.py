"""The words of the family's decision dialogs, read from the resources of ``pitch.rcp``.

:class:`DecisionWords` looks the texts of ``DecisionTexts`` up by their place (the ``...Phrase``
numbers of ``pitch_ids.h``, from ``resources/text/decisions.txt``), and names cards, bids and seats
with them and with the string lists ``RankNamesStringList`` and ``JokerNamesStringList``. Seats are
named by the table: ``seat_names`` is a function the host may replace (by default seat 0 is
"You" and the others "Player N").

>>> from palm_pitch.app.resources import load_desktop_resources
>>> from palm_pitch.family.actions import Bid
>>> from palm_pitch.family.variants import get_variant
>>> words = DecisionWords(load_desktop_resources())
>>> words.bid(Bid(6, doubled=True), get_variant("oklahoma"))
'6 for 12'
>>> words.bid(Bid(moon=True, blind=True), get_variant("nine-five-blind"))
'Blind Smudge'
>>> from palm_pitch.family.deck import parse_card
>>> words.card(parse_card("AH")), words.card(parse_card("LJ"))
('ace of hearts', 'little joker')
"""

from __future__ import annotations

from collections.abc import Callable

from palm_os.alerts import substitute
from palm_os.compiled import CompiledResources
from palm_pitch.app import ids
from palm_pitch.cards import Card, Suit
from palm_pitch.family.actions import Bid
from palm_pitch.family.deck import FamilyCard
from palm_pitch.family.rules import FamilyRules


class DecisionWords:
    """The decision dialogs' texts (``DecisionTexts``) and names."""

    def __init__(self, resources: CompiledResources) -> None:
        self.phrases = tuple(resources.packed_text(ids.DecisionTexts).split("\n"))
        self.ranks = resources.string_list(ids.RankNamesStringList)
        self.jokers = resources.string_list(ids.JokerNamesStringList)
        self.suit_plurals = resources.string_list(ids.SuitPluralsStringList)
        self.seat_names: Callable[[int], str] = self.default_seat_name
        self._you = resources.string_list(ids.SeatNamesStringList)[0]
        table_texts = resources.packed_text(ids.TableTexts).split("\n")
        self.hint_thinking = table_texts[ids.HintThinkingString]
        """The Palm table's line while a hint is thought of, for the bid dialog's."""

    def get(self, phrase_id: int, *args: object) -> str:
        """Text ``phrase_id`` with ``^1`` .. ``^3`` replaced by ``args``."""
        text = self.phrases[phrase_id]
        if not args:
            return text
        values = [str(a) for a in args] + [""] * (3 - len(args))
        return substitute(text, values[0], values[1], values[2])

    def default_seat_name(self, seat: int) -> str:
        """``You`` for seat 0, ``Player N`` for the others."""
        return self._you if seat == 0 else self.get(ids.SeatPhrase, seat)

    def seat(self, seat: int) -> str:
        return self.seat_names(seat)

    def suit(self, suit: Suit) -> str:
        """``spades`` ... ``clubs``."""
        return self.suit_plurals[suit]

    def card(self, card: FamilyCard, jokers: int = 2) -> str:
        """``ace of hearts``, ``big joker`` (``joker`` in a deck of one)."""
        if isinstance(card, Card):
            return f"{self.ranks[int(card.rank) - 2]} of {self.suit(card.suit)}"
        if jokers == 1:
            return self.jokers[2]
        return self.jokers[0] if card.big else self.jokers[1]

    def bid(self, bid: Bid, rules: FamilyRules) -> str:
        """``6``, ``6 for 12``, the moon's name, ``Blind`` and the moon's name."""
        moon = rules.moon.name if rules.moon is not None else ""
        if bid.moon:
            return self.get(ids.BlindMoonPhrase, moon) if bid.blind else moon
        if bid.doubled:
            return self.get(ids.BidStakePhrase, bid.points, bid.stake)
        return str(bid.points)

    def cards(self, count: int) -> str:
        """``1 card``, ``4 cards``."""
        return self.get(ids.OneCardPhrase) if count == 1 else self.get(ids.CardsPhrase, count)
