"""Rules as data: the :class:`Ruleset` record of house-rule switches and the registry of named rulesets.

What it is for: every rule that varies between tables is one field of :class:`Ruleset`, with the
**palm** value (``docs/rules.md``, the Palm game's own rules) as its default. The engine branches on these
fields and nowhere else; a named ruleset is just a set of switch values. Every registered ruleset
passes the same conformance tests (tests/test_conformance.py).

>>> get_ruleset("palm").target
21
>>> get_ruleset("setback-11").dealer_steal
<DealerSteal.MATCH_FOUR: 2>
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import IntEnum


class LowTo(IntEnum):
    """Who scores the Low point."""

    TRICK_WINNER = 0
    """The team that wins the trick containing the lowest trump in play (palm)."""
    HOLDER = 1
    """The team of the player it was dealt to (classic All Fours)."""


class DealerSteal(IntEnum):
    """May the dealer, bidding last, take the bid by matching the high bid instead of beating it?"""

    MATCH_ANY = 1
    """Yes, any bid, Smudge included (palm)."""
    MATCH_FOUR = 2
    """Only a bid of 4 can be matched; a 2 or 3 must be beaten (Berns' Setback)."""
    NONE = 3
    """Never; the dealer must beat the high bid like everyone else."""


class AllPass(IntEnum):
    """What happens when nobody bids."""

    FORCED_DEALER = 1
    """The first three passed: the dealer may not pass and must bid (palm)."""
    REDEAL = 2
    """Everyone may pass; then the hand is thrown in, nobody scores, and the next dealer deals."""
    DEALER_SET_BACK = 3
    """Everyone may pass; then the dealer's team scores -2 and the next dealer deals."""


class Smudge(IntEnum):
    """The Smudge bid (5: all six tricks and all four points)."""

    FIVE = 1
    """Smudge may be bid; made it scores 5, failed -5 (palm)."""
    WINS_GAME = 2
    """As FIVE, and a made Smudge also wins the match at once, whatever the scores."""
    OFF = 3
    """No Smudge bid: the highest bid is 4."""


class Trumping(IntEnum):
    """When may a player who can follow suit play a trump instead?"""

    ANY_TIME = 1
    """Always: follow suit or trump (palm)."""
    WHEN_VOID = 2
    """Only when void in the suit led (strict follow suit)."""


class WinRule(IntEnum):
    """Who may win the match, and when."""

    MADE_BID = 1
    """Only the pitcher's team, at the end of a hand in which it made its bid, with a score at or
    above the target and not equal to the other team's score (palm)."""
    COUNT_OUT = 2
    """Anyone: the hand's points are credited one at a time in the order High, Low, Jack, Game
    (a made Smudge's fifth point last) and the first team to reach the target wins; a set
    pitcher's loss is applied after the count."""


class MadeBidScores(IntEnum):
    """What a pitcher's team scores when it makes its bid."""

    POINTS_TAKEN = 1
    """Every point it took (bid 2, take 4: +4) (palm). A made Smudge scores 5."""
    BID = 2
    """Exactly its bid (bid 2, take 4: +2). A made Smudge scores 5."""


@dataclass(frozen=True)
class Ruleset:
    """One table's rules. Every field is a switch of ``docs/rules.md``; defaults are palm."""

    name: str = "palm"
    """Registry name."""
    description: str = "Palm Pitch as on the handheld: 21 on a made bid, low to the trick winner"
    """One honest line for menus and ``--help``."""
    target: int = 21
    """Score needed to win the match (see :attr:`win_rule`)."""
    low_to: LowTo = LowTo.TRICK_WINNER
    """Who scores Low."""
    dealer_steal: DealerSteal = DealerSteal.MATCH_ANY
    """May the dealer match the high bid."""
    all_pass: AllPass = AllPass.FORCED_DEALER
    """What happens when the first three (or all four) pass."""
    smudge: Smudge = Smudge.FIVE
    """Is there a Smudge bid and what does it win."""
    trumping: Trumping = Trumping.ANY_TIME
    """May a player trump while able to follow suit."""
    win_rule: WinRule = WinRule.MADE_BID
    """Who may win the match."""
    made_bid_scores: MadeBidScores = MadeBidScores.POINTS_TAKEN
    """What a made bid scores."""

    @property
    def max_bid(self) -> int:
        """The highest bid: 5 (Smudge) or 4 when Smudge is off."""
        return 4 if self.smudge == Smudge.OFF else 5

    def replace(self, **changes: object) -> Ruleset:
        """A copy with some switches changed (``dataclasses.replace``)."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


PALM = Ruleset()
"""The default ruleset: the Palm game's rules as ``docs/rules.md`` gives them."""

_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    """Add a ruleset to the registry under its name (names are unique, lower case)."""
    key = ruleset.name.lower()
    if key in _REGISTRY and _REGISTRY[key] != ruleset:
        raise ValueError(f"a different ruleset is already registered as {ruleset.name!r}")
    _REGISTRY[key] = ruleset
    return ruleset


def get_ruleset(name: str) -> Ruleset:
    """The registered ruleset of that name (case-insensitive); ``KeyError`` naming the choices."""
    try:
        return _REGISTRY[name.lower()]
    except KeyError:
        raise KeyError(f"unknown ruleset {name!r} (known: {', '.join(ruleset_names())})") from None


def ruleset_names() -> tuple[str, ...]:
    """Names of all registered rulesets, in registration order (palm first)."""
    return tuple(_REGISTRY)


def all_rulesets() -> tuple[Ruleset, ...]:
    """All registered rulesets, in registration order."""
    return tuple(_REGISTRY.values())


register(PALM)
register(
    PALM.replace(
        name="palm-11",
        description="Palm rules in a short match: first to 11 on a made bid",
        target=11,
    )
)
register(
    PALM.replace(
        name="low-to-holder",
        description="Palm rules, but Low scores for the team it was dealt to",
        low_to=LowTo.HOLDER,
    )
)
register(
    PALM.replace(
        name="strict-follow",
        description="Palm rules, but a player may trump only when void in the suit led",
        trumping=Trumping.WHEN_VOID,
    )
)
register(
    PALM.replace(
        name="setback-11",
        description="Setback to 11: dealer steals only a 4, all pass redeals, no Smudge, count-out",
        target=11,
        dealer_steal=DealerSteal.MATCH_FOUR,
        all_pass=AllPass.REDEAL,
        smudge=Smudge.OFF,
        win_rule=WinRule.COUNT_OUT,
    )
)
register(
    PALM.replace(
        name="bid-only",
        description="A made bid scores just the bid; no steal; all pass sets dealer back 2; Smudge wins",
        all_pass=AllPass.DEALER_SET_BACK,
        smudge=Smudge.WINS_GAME,
        made_bid_scores=MadeBidScores.BID,
        dealer_steal=DealerSteal.NONE,
    )
)
