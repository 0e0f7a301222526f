"""The words the app shows, read from the resources of ``pitch.rcp``.

:class:`Texts` looks the table's and the dialogs' texts up by their place in ``TableTexts`` (a
packed text, one text a line: ``resources/text/texts.txt``; ``ids.ContractString`` ... number them)
and fills in ``^1``, ``^2``, ``^3`` as ``FrmCustomAlert`` does; seat, team, bid and point names come
from string tables (``tSTL``). No sentence the
player reads is written in the program.

>>> from palm_pitch.app.resources import load_resources
>>> from palm_pitch.app import ids
>>> texts = Texts(load_resources())
>>> texts.seat(0), texts.seat(3), texts.bid(Bid.SMUDGE), texts.get(ids.ContractString, "East", "3")
('You', 'East', 'Smudge', 'East bid 3')
"""

from __future__ import annotations

from palm_os.alerts import substitute
from palm_os.compiled import CompiledResources
from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.cards import Suit

BID_INDEX = {Bid.PASS: 0, Bid.TWO: 1, Bid.THREE: 2, Bid.FOUR: 3, Bid.SMUDGE: 4}


def stolen(dealer: int, bids: tuple[Bid, ...], pitcher: int | None) -> bool:
    """Whether the dealer took the contract by matching the high bid (a steal), from the four
    bids in bidding order (the dealer's last).

    >>> stolen(2, (Bid.TWO, Bid.PASS, Bid.PASS, Bid.TWO), 2), stolen(2, (Bid.PASS,) * 3 + (Bid.TWO,), 2)
    (True, False)
    """
    if pitcher != dealer or len(bids) != 4 or bids[3] == Bid.PASS:
        return False
    return bids[3] == max(bids[:3])


class Texts:
    """The app's texts (``TableTexts``) and names (``SysStringByIndex``)."""

    def __init__(self, resources: CompiledResources) -> None:
        self.resources = resources
        self.seats = resources.string_list(ids.SeatNamesStringList)
        self.teams = resources.string_list(ids.TeamNamesStringList)
        self.bids = resources.string_list(ids.BidNamesStringList)
        self.points = resources.string_list(ids.PointNamesStringList)
        self.causes = resources.string_list(ids.DamageCausesStringList)
        self.suit_plurals = resources.string_list(ids.SuitPluralsStringList)
        self.strings = tuple(resources.packed_text(ids.TableTexts).split("\n"))

    def get(self, string_id: int, *args: object) -> str:
        """Text ``string_id`` of ``TableTexts`` with ``^1`` .. ``^3`` replaced by ``args``."""
        text = self.strings[string_id]
        if not args:
            return text
        values = [str(a) for a in args] + [""] * (3 - len(args))
        return substitute(text, values[0], values[1], values[2])

    def seat(self, seat: int) -> str:
        """``You``, ``West``, ``North`` or ``East``."""
        return self.seats[seat]

    def team(self, team: int) -> str:
        """``Us`` (South and North) or ``Them``."""
        return self.teams[team]

    def suits(self, suit: Suit) -> str:
        """``spades``, ``hearts``, ``diamonds`` or ``clubs``."""
        return self.suit_plurals[suit]

    def bid(self, bid: Bid) -> str:
        """``Pass``, ``2``, ``3``, ``4`` or ``Smudge``."""
        return self.bids[BID_INDEX[bid]]

    def contract(self, pitcher: int, bid: Bid, stole: bool = False) -> str:
        """``East bid 3``, or for the dealer's steal ``North stole at 2``."""
        string = ids.StealContractString if stole else ids.ContractString
        return self.get(string, self.seat(pitcher), self.bid(bid))
