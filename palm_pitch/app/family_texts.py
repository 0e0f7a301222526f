"""The words of a family game, read from the desktop's resources (``family.rcp``).

:class:`FamilyTexts` looks a text up by name (:data:`NAMES` names the places of
``FamilyTextsStringList``, a test holds the two in step) and fills in ``^1`` .. ``^3`` as
``FrmCustomAlert`` does; it names seats by their place at a table of 2 to 6
(:mod:`palm_pitch.app.family_layout`), cards, suits and actions. No sentence the player reads is
written in the program.

>>> from palm_pitch.app.resources import load_desktop_resources
>>> from palm_pitch.family.actions import Bid, Discard
>>> from palm_pitch.family.deck import parse_card
>>> texts = FamilyTexts(load_desktop_resources())
>>> texts.get("ask_discard", 9, 6), texts.action(Bid(6, doubled=True))
('You hold 9 cards: discard down to 6.', '6 for 12')
>>> texts.action(Discard(parse_card("QH")))
'Discard Queen of Hearts'
"""

from __future__ import annotations

from palm_os.alerts import substitute
from palm_os.compiled import CompiledResources
from palm_pitch.app import ids
from palm_pitch.cards import Card, Suit
from palm_pitch.family.actions import (
    Bid,
    Call,
    Claim,
    Discard,
    FamilyAction,
    Fold,
    Keep,
    Look,
    NameSubTrump,
    NameTrump,
)
from palm_pitch.family.deck import FamilyCard, Joker
from palm_pitch.family.rules import FamilyRules

NAMES = (
    "title_look", "title_bid", "title_trump", "title_sub", "title_call", "title_discard",
    "title_play", "ask_look", "ask_bid_none", "ask_bid_high", "ask_trump", "ask_sub", "ask_call",
    "ask_discard", "ask_discard_may", "act_pass", "act_doubled", "act_blind", "act_look",
    "act_no_look", "act_keep", "act_discard", "act_call", "act_fold", "card", "big_joker",
    "little_joker", "status_to_decide", "status_discards", "status_out", "status_card_key",
    "sum_title", "sum_nobid", "sum_contract", "sum_partner", "sum_point", "sum_point_none",
    "sum_made", "sum_set", "sum_folded", "sum_scores", "sum_score", "sum_winner", "hist_title",
    "hist_hand", "points_title", "points_none", "hands_title", "hands_line", "rules_title",
    "info_players", "info_teams", "info_called", "info_alone", "info_cards", "info_target",
    "stats_title", "stats_games", "stats_hands", "stats_bids", "stats_note", "act_claim",
    "title_claim", "ask_claim", "stats_undo", "info_level", "rules_players", "stats_hints",
)
"""The place of each text in ``FamilyTextsStringList``."""


class FamilyTexts:
    """The family's texts and names (``SysStringByIndex`` on the desktop's string lists)."""

    def __init__(self, resources: CompiledResources) -> None:
        words = resources.string_list(ids.FamilyTextsStringList)
        if len(words) != len(NAMES):
            raise ValueError(f"FamilyTextsStringList has {len(words)} texts, NAMES {len(NAMES)}")
        self.words = dict(zip(NAMES, words, strict=True))
        self.places = resources.string_list(ids.FamilySeatNamesStringList)
        self.ranks = resources.string_list(ids.FamilyRanksStringList)
        self.suit_names = resources.string_list(ids.FamilySuitsStringList)

    def get(self, name: str, *args: object) -> str:
        """The text ``name`` with ``^1`` .. ``^3`` replaced by ``args``."""
        text = self.words[name]
        if not args:
            return text
        values = [str(a) for a in args] + [""] * (3 - len(args))
        return substitute(text, values[0], values[1], values[2])

    def place(self, place: int) -> str:
        """The name of a place at the table (``You``, ``West``, ``North``, ``East``, ``NW``, ``NE``)."""
        return self.places[place]

    def suit(self, suit: Suit) -> str:
        return self.suit_names[suit]

    def card(self, card: FamilyCard) -> str:
        """``Queen of Hearts``, ``Big joker``."""
        if isinstance(card, Joker):
            return self.get("big_joker" if card.big else "little_joker")
        assert isinstance(card, Card)
        return self.get("card", self.ranks[int(card.rank) - 2], self.suit(card.suit))

    def bid(self, bid: Bid, rules: FamilyRules | None = None) -> str:
        """``Pass``, ``3``, ``6 for 12``, the moon's name (``Blind`` before it when bid blind)."""
        if bid.moon:
            name = rules.moon.name if rules is not None and rules.moon is not None else "Moon"
            return self.get("act_blind", name) if bid.blind else name
        if bid.is_pass:
            return self.get("act_pass")
        return self.get("act_doubled", bid.points, bid.stake) if bid.doubled else str(bid.points)

    def action(self, action: FamilyAction, rules: FamilyRules | None = None) -> str:
        """An action as a choice in a list."""
        if isinstance(action, Bid):
            return self.bid(action, rules)
        if isinstance(action, Look):
            return self.get("act_look" if action.looks else "act_no_look")
        if isinstance(action, NameTrump | NameSubTrump):
            return self.suit(action.suit)
        if isinstance(action, Discard):
            return self.get("act_discard", self.card(action.card))
        if isinstance(action, Keep):
            return self.get("act_keep")
        if isinstance(action, Call):
            return self.get("act_call", self.card(action.card))
        if isinstance(action, Claim):
            return self.get("act_claim", self.card(action.card))
        if isinstance(action, Fold):
            return self.get("act_fold")
        return self.card(action)
