"""Player actions: a :class:`Bid` (``PASS``, 2, 3, 4, ``SMUDGE``) or a :class:`~palm_pitch.cards.Card`.

What it is for: the one vocabulary shared by the state machine, the players, the records and the
app, with a text form for each action and the :class:`IllegalActionError` that ``apply`` raises.

>>> parse_action("smudge"), parse_action("pass"), parse_action("TD")
(<Bid.SMUDGE: 5>, <Bid.PASS: 0>, Card.from_str('TD'))
>>> action_text(Bid.THREE), action_text(Card.from_str("2c"))
('3', '2C')
"""

from __future__ import annotations

from enum import IntEnum
from typing import TypeAlias

from palm_pitch.cards import Card


class Bid(IntEnum):
    """A bid in the auction. ``PASS`` is 0; Smudge counts as 5 for comparisons and scoring."""

    PASS = 0
    TWO = 2
    THREE = 3
    FOUR = 4
    SMUDGE = 5

    def __str__(self) -> str:
        return _BID_TEXT[self]

    @property
    def label(self) -> str:
        """Display label: ``Pass``, ``2``, ``3``, ``4``, ``Smudge``."""
        return _BID_TEXT[self].capitalize()

    @staticmethod
    def from_str(text: str) -> Bid:
        """Parse ``pass``/``2``/``3``/``4``/``5``/``smudge`` (any case); ``ValueError`` otherwise."""
        bid = _BID_BY_TEXT.get(text.strip().lower())
        if bid is None:
            raise ValueError(f"unknown bid {text!r}")
        return bid


_BID_TEXT = {Bid.PASS: "pass", Bid.TWO: "2", Bid.THREE: "3", Bid.FOUR: "4", Bid.SMUDGE: "smudge"}
_BID_BY_TEXT = {**{text: bid for bid, text in _BID_TEXT.items()}, "5": Bid.SMUDGE}

PASS = Bid.PASS
"""The pass, as an action."""

BIDS = (Bid.TWO, Bid.THREE, Bid.FOUR, Bid.SMUDGE)
"""The four real bids, lowest first."""

Action: TypeAlias = Bid | Card
"""What a player does on its turn: bid (or pass) in the auction, play a card in the play."""


def action_text(action: Action) -> str:
    """Text form of an action: ``pass``, ``2``..``4``, ``smudge`` or a card like ``TD``."""
    return str(action)


def parse_action(text: str) -> Action:
    """Inverse of :func:`action_text`; ``ValueError`` for anything else."""
    token = text.strip()
    if len(token) == 2 and not token.isdigit():
        return Card.from_str(token)
    return Bid.from_str(token)


class IllegalActionError(ValueError):
    """An action that the rules refuse in this state.

    ``action`` is the refused action and ``reason`` a short sentence fit for a 160-pixel screen
    (e.g. ``"Must follow hearts or trump"``). ``str()`` gives ``"<action>: <reason>"``.
    """

    def __init__(self, action: object, reason: str) -> None:
        self.action = action
        self.reason = reason
        super().__init__(f"{action}: {reason}")
