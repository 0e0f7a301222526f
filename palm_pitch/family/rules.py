"""A family ruleset as data: the :class:`FamilyRules` record, its switches and its scoring points.

What it is for: every game of the High-Low-Jack family in ``docs/variants.md`` is one value of
:class:`FamilyRules`. The engine (:mod:`palm_pitch.family.engine`) branches on these fields and
nowhere else; every field has a comment saying what it changes. Scoring points are data too: a
:class:`PointRule` names what is scored (High, Low, a trump card, Game, the last trick), how much it
is worth and who receives it.

Trump membership is a list of names from highest to lowest (:attr:`FamilyRules.trump_order`):
``"A"`` .. ``"2"`` are the ranks of the trump suit, ``"offJ"`` (and ``offA``, ``offT``, ``off5``,
``off3``, ``off2``) the card of that rank in the other suit of trump's colour, ``"BJ"``/``"LJ"``
the jokers.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Final, TypeAlias

Score: TypeAlias = int | Fraction
"""A score, or a point's value: a whole number, or a number with a half where a ruleset has
half-point cards (Juniper's jokers). Whole values are always plain ``int``s (:func:`score`), so
every ruleset without a half point keeps integer scores."""

HALF: Final = Fraction(1, 2)
"""Half a point (Juniper's jokers)."""


def score(value: Score) -> Score:
    """``value`` as a score: an ``int`` when it is whole, else the exact fraction."""
    if isinstance(value, Fraction) and value.denominator == 1:
        return int(value)
    return value


def score_text(value: Score, signed: bool = False) -> str:
    """A score as people read it: ``7``, ``7.5``, ``-0.5`` (``+2``, ``-1.5`` when ``signed``)."""
    value = score(value)
    if isinstance(value, int):
        text = str(value)
    else:
        whole, half = divmod(abs(value.numerator) * 2 // value.denominator, 2)
        if value.denominator != 2:
            raise ValueError(f"a score is whole or a half, not {value}")
        text = f"{'-' if value < 0 else ''}{whole}.{5 * half}"
    return f"+{text}" if signed and value >= 0 else text


def parse_score(text: str) -> Score:
    """The score :func:`score_text` wrote (``7``, ``-0.5``); ``ValueError`` for anything else."""
    whole, dot, half = text.partition(".")
    if dot and half != "5":
        raise ValueError(f"a score is whole or a half, not {text!r}")
    number = Fraction(int(whole))
    if dot:
        number += -HALF if whole.startswith("-") else HALF
    return score(number)


def score_json(value: Score) -> int | float:
    """A score for JSON: an integer, or a number with ``.5`` (exact in binary floating point)."""
    value = score(value)
    return value if isinstance(value, int) else float(value)


def score_from_json(value: object) -> Score:
    """The score :func:`score_json` wrote; ``ValueError`` for anything else (a bool, 7.25, text)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and (value * 2).is_integer():
        return score(Fraction(value))
    raise ValueError(f"a score is whole or a half, not {value!r}")


PLAIN_TRUMPS: Final = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2")
"""The trump suit alone, highest first (the Palm game)."""


class Receiver(Enum):
    """Who scores a point card (the seeds' "receiver")."""

    CAPTURER = "capturer"
    """The side that won the trick the card fell in (the "eventual owner")."""
    PLAYER = "player"
    """The side of the player who held and played it (the "original owner"), wherever it falls."""


class PointKind(Enum):
    """What a scoring point is for."""

    HIGH = "high"
    """The highest trump in play (jokers and off-cards left aside)."""
    LOW = "low"
    """The lowest trump in play (jokers and off-cards left aside)."""
    CARD = "card"
    """One trump member (:attr:`PointRule.member`), if it is in play."""
    GAME = "game"
    """The most game pips (ten 10, ace 4, king 3, queen 2, jack 1) in the tricks a side won."""
    TENS = "tens"
    """The most tens in the tricks a side won."""
    LAST_TRICK = "last trick"
    """Winning the last trick."""
    SUB_HIGH = "sub-high"
    """The highest card of the sub-trump suit in play (Two-Trump)."""
    SUB_LOW = "sub-low"
    """The lowest card of the sub-trump suit in play."""
    SUB_JACK = "sub-jack"
    """The jack of the sub-trump suit, if in play."""


@dataclass(frozen=True)
class PointRule:
    """One scoring point of a game: what, how much, to whom, and whether a defender always scores it."""

    name: str
    """Shown in results: ``High``, ``Low``, ``Jack``, ``Off-Jack``, ``Joker``, ``Three``..."""
    kind: PointKind
    value: Score = 1
    """What it scores: a whole number of points, or :data:`HALF` (Juniper's jokers)."""
    receiver: Receiver = Receiver.CAPTURER
    member: str = ""
    """For :attr:`PointKind.CARD`: the trump member (``"J"``, ``"offJ"``, ``"BJ"``, ``"3"`` ...)."""
    anyone_claims: bool = False
    """Scored by the side that takes it even where defenders otherwise score only when the maker
    is set (Maryland Jack's Off-Jack)."""


def high() -> PointRule:
    """High, to its capturer (always its player's side: nothing beats it)."""
    return PointRule("High", PointKind.HIGH)


def low(receiver: Receiver = Receiver.CAPTURER) -> PointRule:
    """Low, to the trick's winner (Palm) or to its player (All Fours)."""
    return PointRule("Low", PointKind.LOW, receiver=receiver)


def card_point(name: str, member: str, value: Score = 1, receiver: Receiver = Receiver.CAPTURER,
               anyone_claims: bool = False) -> PointRule:
    """A point for one trump member."""
    return PointRule(name, PointKind.CARD, value, receiver, member, anyone_claims)


def game(kind: PointKind = PointKind.GAME, anyone_claims: bool = False) -> PointRule:
    """The Game point, by pips or by tens."""
    return PointRule("Game", kind, anyone_claims=anyone_claims)


HIGH_LOW_JACK_GAME: Final = (high(), low(), card_point("Jack", "J"), game())
"""The four classic points, in count-out order."""


class Teams(Enum):
    """How the players make sides."""

    NONE = "individual"
    """Every player for itself (cutthroat)."""
    FIXED = "teams"
    """Fixed teams: seat ``s`` is in team ``s % team_count``, so partners sit apart evenly."""
    CALLED = "called partner"
    """Every player keeps its own score; in each hand the maker calls a card and its holder plays
    (and scores) with the maker against the rest."""


class AllPass(Enum):
    """When nobody bids."""

    FORCED_DEALER = "dealer must bid"
    """The dealer may not pass when all before it passed."""
    DEALER_STUCK = "dealer takes the minimum"
    """The dealer is given the minimum bid and becomes the maker."""
    REDEAL_NEXT = "next dealer deals"
    """The hand is thrown in and the deal passes on."""
    REDEAL_SAME = "same dealer deals again"
    """The hand is thrown in and the same dealer deals again."""
    DEALER_SET_BACK = "dealer set back 2"
    """The hand is thrown in, the dealer's side scores -2 and the deal passes on."""


class DealerSteal(Enum):
    """May the dealer, bidding last, take the contract by matching the high bid?"""

    NONE = "no"
    MATCH_ANY = "any bid"
    MATCH_TOP = "only the top plain bid"


class MoonMade(Enum):
    """What a made moon (Smudge, Shoot the Moon, hotshot) does."""

    SCORES = "scores its value"
    WINS_GAME = "wins the game"
    TO_TARGET = "score to the target (to 0 from below 0)"


class MoonFailed(Enum):
    """What a failed moon does."""

    SET_BACK = "set back its value"
    LOSES_GAME = "loses the game"


@dataclass(frozen=True)
class Moon:
    """A bid above the plain range that undertakes every point (and maybe every trick)."""

    name: str = "Smudge"
    value: int = 5
    """What it scores when made and costs when failed (:attr:`made`, :attr:`failed` permitting)."""
    all_tricks: bool = True
    """It must also win every trick."""
    made: MoonMade = MoonMade.SCORES
    failed: MoonFailed = MoonFailed.SET_BACK
    blind_value: int = 0
    """If not 0, a player who has not looked at its hand may bid a blind moon worth this."""


class TrumpBy(Enum):
    """How trump is chosen."""

    PITCH = "the maker's first lead"
    NAMED = "named by the maker"


class FirstLead(Enum):
    """Who leads the first trick and what it may be."""

    MAKER_ANY = "the maker, any card"
    MAKER_TRUMP = "the maker, a trump if it holds one"
    MAKER_NOT_TRUMP = "the maker, not a trump while it holds another card (trump must be broken)"
    LEFT_OF_MAKER = "the player left of the maker, any card"


class Trumping(Enum):
    """When may a player who can follow suit play a trump instead?"""

    ANY_TIME = "any time"
    WHEN_VOID = "only when void in the suit led"


class TrickWinner(Enum):
    """Which card takes a trick."""

    HIGHEST = "highest trump, else highest of the suit led"
    LOWEST = "lowest trump, else lowest of the suit led (Reverse Pitch)"


class Discard(Enum):
    """The discards after trump is known (before the refill from the stock)."""

    NONE = "none"
    NON_TRUMPS = "every non-trump, forced"
    CHOSEN_NON_TRUMPS = "any non-trumps the player chooses"
    CHOSEN_ANY = "any cards the player chooses, trumps too"
    UP_TO_FOUR = "up to four cards of the player's choice"


class Searcher(Enum):
    """Who takes what is left of the stock after the refill, keeping the best cards."""

    NOBODY = "nobody"
    MAKER = "the maker"
    DEALER = "the dealer"


class MadeBid(Enum):
    """What a maker's side scores when it makes its bid."""

    POINTS_TAKEN = "every point it took"
    BID = "its bid"
    BID_BONUS_IF_EXACT = "its bid, plus one if it took exactly its bid"


class SetPenalty(Enum):
    """What a set maker's side loses."""

    BID = "its bid"
    TO_MINUS_ONE = "everything: its score becomes -1"


class WinRule(Enum):
    """Who wins the game, and when."""

    MADE_BID = "the maker's side, on a made bid, at the target and not tied"
    COUNT_OUT = "the first to the target, the points counted one by one in order"
    MAKER_FIRST = "at the end of a hand: the maker's side if at the target, else the highest there"


@dataclass(frozen=True)
class FamilyRules:
    """One game of the family. Defaults are the Palm game's (``docs/rules.md``)."""

    name: str = "palm"
    description: str = "Palm Pitch: partners, bid 2-4 or Smudge, 21 on a made bid"
    seed_source: str = "seeds/000, 001"
    """Where the rules come from (docs/variants.md cites the passage)."""

    # ----------------------------------------------------------------------- players and deck
    players: int = 4
    teams: Teams = Teams.FIXED
    team_count: int = 2
    """With :attr:`Teams.FIXED`: how many teams (seat ``s`` plays for team ``s % team_count``)."""
    jokers: int = 0
    removed_ranks: frozenset[int] = frozenset()
    """Ranks (2..14) taken out of the deck."""
    trump_order: tuple[str, ...] = PLAIN_TRUMPS
    """The trump members, highest first (see the module's docstring)."""
    joker_pips: int = 0
    """Each joker's value towards Game (Setback with jokers: 1)."""

    # -------------------------------------------------------------------------------- the deal
    hand_size: int = 6
    """Cards dealt to each player."""
    batch: int = 3
    """Cards dealt at a time."""
    widow: int = 0
    """Cards dealt face down apart (a widow, blind or kitty), after the players' cards."""
    widow_to_maker: bool = False
    """The maker takes the widow before trump is known and discards back to :attr:`play_size`."""
    blind_to_maker_after_trump: bool = False
    """The maker takes the widow after naming trump (five-handed ten-point)."""
    play_size: int = 6
    """Cards each player plays with after discards and draws (the refill target)."""
    coke_redeal: bool = False
    """Throw in the deal when a player holds only threes to nines (a "coke hand")."""

    # ---------------------------------------------------------------------------------- bidding
    auction: bool = True
    """False: no bidding; the player left of the dealer pitches (Pitch without auction)."""
    min_bid: int = 2
    max_bid: int = 4
    """The plain bids are ``min_bid`` .. ``max_bid`` points."""
    moon: Moon | None = Moon()
    """The bid above the plain range, if any (the Palm game's Smudge)."""
    doubled_bids: bool = False
    """A bid may be doubled ("6 for 12"): it scores and costs twice, and ranks just above the plain
    bid of the same points."""
    dealer_steal: DealerSteal = DealerSteal.MATCH_ANY
    all_pass: AllPass = AllPass.FORCED_DEALER
    forced_by_nine: bool = False
    """A player holding a nine and another card of its suit may not pass while nobody has bid."""
    look_or_not: bool = False
    """Each player chooses to look at its hand or not before bidding; after the auction each player
    who looked loses one card at random (Abacos)."""
    maker_takes_lost_cards: bool = False
    """The cards lost by lookers go to the maker, who discards back to :attr:`play_size`
    (Man-O-War)."""
    fold: bool = False
    """The maker may fold whenever it is to lead (no trick in progress): it is set back its bid,
    and the defenders score only the point cards they took (High only the ace, Low only the two;
    no Game)."""

    # ---------------------------------------------------------------------- trump and the draw
    trump_by: TrumpBy = TrumpBy.PITCH
    sub_trump: bool = False
    """The maker also names a sub-trump suit, ranking above plain suits and below trump."""
    unranked_jokers: bool = False
    """Jokers take no tricks and belong to no suit: a joker may be played on a plain lead at any
    time, on a trump or sub-trump lead only by a player void in it; a joker lead leaves the suit to
    the next card."""
    double_down_override: bool = False
    """With unranked jokers: on a trick led by a joker the other joker may always be played,
    whatever the second card made the suit and whatever its player holds."""
    discard_before_trump: int = 0
    """Each player discards this many cards after the auction, before trump is known (Six and a
    half)."""
    discard: Discard = Discard.NONE
    scrap_claims: bool = False
    """After the discards, each player from the dealer's left may take discarded trumps back out of
    the scrap (Nine-Five Regional), before the refill."""
    refill: bool = False
    """After the discards, the dealer deals each player back to :attr:`play_size` from the stock."""
    searcher: Searcher = Searcher.NOBODY
    called_partner: bool = False
    """With :attr:`Teams.CALLED`: the maker calls a card after naming trump."""
    trumps_only: bool = False
    """Only trumps are played: plain cards are dead once trump is known, and a player without trump
    is out of the hand."""

    # -------------------------------------------------------------------------------- the play
    first_lead: FirstLead = FirstLead.MAKER_ANY
    trumping: Trumping = Trumping.ANY_TIME
    trick_winner: TrickWinner = TrickWinner.HIGHEST
    capture_low: bool = False
    """The lowest trump in play takes the trick it is played to."""

    # ------------------------------------------------------------------------------- scoring
    points: tuple[PointRule, ...] = HIGH_LOW_JACK_GAME
    """The scoring points in count-out order."""
    jokers_break_game_ties: bool = False
    """A tie for Game goes to the side holding more jokers in its tricks (half a point each)."""
    made_bid: MadeBid = MadeBid.POINTS_TAKEN
    set_penalty: SetPenalty = SetPenalty.BID
    defenders_score_only_when_set: bool = False
    """Defenders score only when the maker is set (except points anyone claims)."""
    floor_zero: bool = False
    """Scores never go below zero."""

    # ---------------------------------------------------------------------------- the game
    target: int = 21
    win_rule: WinRule = WinRule.MADE_BID
    maker_counts_first: bool = False
    """Under count-out, the maker's points are counted before the others' (Auction Pitch)."""
    win_by: int = 1
    """The winner must lead every other side by at least this much (Roadhouse: 2)."""
    backdoor: int | None = None
    """A side at or below this score wins (Backdoor win)."""
    lose_at: int | None = None
    """A side at or below this score loses; the highest other side wins (Nine-Five's -100)."""

    c_engine: bool = False
    """The C core (``device/core``) plays this ruleset: four seats, two teams, 52 cards, six cards,
    one auction and the Palm ruleset's switches only."""

    def replace(self, **changes: object) -> FamilyRules:
        """A copy with some fields changed."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    @property
    def total_points(self) -> Score:
        """The most points a hand can score in plain points (all scoring points taken)."""
        return score(sum(point.value for point in self.points))

    @property
    def tricks(self) -> int:
        """How many tricks a full hand has: every player plays :attr:`play_size` cards."""
        return self.play_size

    @property
    def side_count(self) -> int:
        """How many scores the game keeps: teams, or players."""
        return self.team_count if self.teams is Teams.FIXED else self.players
