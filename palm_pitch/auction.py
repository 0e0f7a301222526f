"""The auction's rules as pure functions: which bids are legal, and why a bid is refused.

What it is for: the state machine (:mod:`palm_pitch.state`) asks here whether a bid is legal; the
app and the C port can read the bidding rules in one place. Everything depends only on the ruleset,
the high bid so far and whether the bidder is the dealer (the dealer bids last).

>>> from palm_pitch.rules import PALM
>>> legal_bids(PALM, Bid.THREE, is_dealer=True)
(<Bid.PASS: 0>, <Bid.THREE: 3>, <Bid.FOUR: 4>, <Bid.SMUDGE: 5>)
>>> bid_reason(PALM, Bid.PASS, is_dealer=True, bid=Bid.PASS)
'Dealer must bid'
"""

from __future__ import annotations

from palm_pitch.actions import Bid
from palm_pitch.rules import AllPass, DealerSteal, Ruleset

_PASS = Bid.PASS


def bid_reason(ruleset: Ruleset, high: Bid, is_dealer: bool, bid: Bid) -> str | None:
    """Why ``bid`` is refused when the high bid is ``high`` (``Bid.PASS``: nobody has bid), as a
    short sentence; None if it is legal.

    - A pass is always legal, except for the dealer after three passes under a forced dealer bid.
    - Smudge (5) only where the ruleset has it.
    - A bid must beat the high bid; the dealer may instead match it where the ruleset lets it steal
      (any bid, or only a 4).
    """
    if bid == _PASS:
        if is_dealer and high == _PASS and ruleset.all_pass == AllPass.FORCED_DEALER:
            return "Dealer must bid"
        return None
    if bid > ruleset.max_bid:
        return "No Smudge in these rules"
    if bid > high:
        return None
    if is_dealer and bid == high:
        steal = ruleset.dealer_steal
        if steal == DealerSteal.MATCH_ANY or (steal == DealerSteal.MATCH_FOUR and bid == Bid.FOUR):
            return None
        if steal == DealerSteal.MATCH_FOUR:
            return "Dealer may match only a 4"
    if high == ruleset.max_bid:
        return f"Nothing beats {high.label}"
    return f"Bid must beat {high.label}"


def legal_bids(ruleset: Ruleset, high: Bid, is_dealer: bool) -> tuple[Bid, ...]:
    """The legal bids, pass first then lowest first."""
    return auction_table(ruleset)[high * 2 + is_dealer]


_TABLES: dict[int, tuple[Ruleset, tuple[tuple[Bid, ...], ...]]] = {}
_HIGHS = (Bid.PASS, Bid.PASS, Bid.TWO, Bid.THREE, Bid.FOUR, Bid.SMUDGE)  # by value (1 is unused)


def auction_table(ruleset: Ruleset) -> tuple[tuple[Bid, ...], ...]:
    """The legal bids indexed by ``2 * high + is_dealer``, computed once per ruleset object."""
    entry = _TABLES.get(id(ruleset))
    if entry is None or entry[0] is not ruleset:
        table = tuple(
            tuple(b for b in Bid if bid_reason(ruleset, high, dealer, b) is None)
            for high in _HIGHS for dealer in (False, True)
        )
        entry = _TABLES[id(ruleset)] = (ruleset, table)
    return entry[1]
