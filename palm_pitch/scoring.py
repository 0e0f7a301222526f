"""Scoring: the four points of a hand, the hand score (made or set back) and the match winner.

What it is for: turning a finished hand (who was dealt what, who won which trick) into a
:class:`HandResult`, exactly as docs/rules.md says, for every switch of :class:`~palm_pitch.rules.Ruleset`.
It works on card bitmasks (see :mod:`palm_pitch.cards`) and knows nothing of turns or legality; the
state machine (:mod:`palm_pitch.state`) calls :func:`score_hand` after the sixth trick.

The rules, in the order applied:

1. Trumps *in play* are the trumps dealt (24 cards are dealt; 28 stay out).
2. **High**: the highest trump in play, scored by the team that won the trick it fell in (always its
   holder's team). **Low**: the lowest trump in play, scored by the team that won its trick (palm)
   or by the team of the player it was dealt to (``LowTo.HOLDER``). A single trump in play is both.
   **Jack**: the jack of trump, scored by the team that won its trick; nobody if it was not dealt.
   **Game**: each team's "game pips" (ten 10, ace 4, king 3, queen 2, jack 1, over all the cards in
   the tricks it won); the higher total scores, a tie scores for nobody.
3. The pitcher's team **makes** a bid of 2..4 by taking at least that many points, and a Smudge by
   winning all six tricks and all four points (so the jack must be in play). Made: it scores its
   points (or just its bid under ``MadeBidScores.BID``); a made Smudge scores 5. Set: it scores
   minus its bid (Smudge 5) and none of its points. The other team always scores its points.
4. The match winner (``WinRule.MADE_BID``, palm): only the pitcher's team, only if it made its bid,
   and only if its new score is at least the target and not equal to the other team's. Under
   ``Smudge.WINS_GAME`` a made Smudge wins at once. Under ``WinRule.COUNT_OUT`` the scoring points
   are credited one at a time, High, Low, Jack, Game (then a made Smudge's fifth point), to the
   teams that score them this hand (a made pitcher only up to what it scores), and the first team
   whose running score reaches the target wins; a set pitcher's loss comes after the count.
5. When every player passed (rulesets without a forced dealer bid): no points; the dealer's team
   scores -2 under ``AllPass.DEALER_SET_BACK``, nobody scores under ``AllPass.REDEAL``.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from palm_pitch.actions import Bid
from palm_pitch.cards import CARDS, SUIT_MASKS, Card, Rank, Suit, pips_of
from palm_pitch.rules import AllPass, LowTo, MadeBidScores, Ruleset, Smudge, WinRule


def team_of(seat: int) -> int:
    """The team of a seat: 0 for South/North (0, 2), 1 for West/East (1, 3)."""
    return seat & 1


class Trick(NamedTuple):
    """One trick: who led, the cards in play order, and who won it (None while incomplete)."""

    leader: int
    cards: tuple[Card, ...]
    winner: int | None = None

    @property
    def seats(self) -> tuple[int, ...]:
        """The seat that played each card, in play order."""
        return tuple((self.leader + i) & 3 for i in range(len(self.cards)))

    @property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        """``(seat, card)`` pairs in play order."""
        return tuple(((self.leader + i) & 3, card) for i, card in enumerate(self.cards))


class HandResult(NamedTuple):
    """Everything the table shows after a hand. Teams are 0 (N/S) and 1 (E/W)."""

    dealer: int
    bids: tuple[Bid, ...]
    """The four bids in bidding order, starting left of the dealer."""
    pitcher: int | None
    """The pitcher's seat; None when every player passed."""
    bid: Bid | None
    """The winning bid (2..5); None when every player passed."""
    trump: Suit | None
    tricks: tuple[Trick, ...]
    high: int | None
    """The team that scored High (None only when no hand was played)."""
    low: int | None
    jack: int | None
    """None when the jack of trump was not dealt."""
    game: int | None
    """None on a tie for Game."""
    high_card: Card | None
    low_card: Card | None
    jack_card: Card | None
    """The jack of trump if it was in play."""
    game_pips: tuple[int, int]
    points: tuple[int, int]
    """How many of High, Low, Jack and Game each team took."""
    made: bool | None
    """Did the pitcher's team make its bid (None when every player passed)."""
    hand_score: tuple[int, int]
    scores_before: tuple[int, int]
    scores_after: tuple[int, int]
    winner: int | None
    """The team that won the match on this hand, if any."""

    @property
    def pitcher_team(self) -> int | None:
        """The pitcher's team, or None when every player passed."""
        return None if self.pitcher is None else self.pitcher & 1

    @property
    def all_passed(self) -> bool:
        """True when nobody bid (the hand was thrown in)."""
        return self.pitcher is None

    @property
    def smudge(self) -> bool:
        """True when the bid was a Smudge."""
        return self.bid == Bid.SMUDGE

    @property
    def tricks_won(self) -> tuple[int, int]:
        """Number of tricks won by each team."""
        zero = sum(1 for trick in self.tricks if trick.winner is not None and trick.winner & 1 == 0)
        return (zero, len(self.tricks) - zero)


def trick_winner_index(cards: tuple[Card, ...], trump: int) -> int:
    """Position (0..3) in ``cards`` of the card that wins: highest trump, else highest of the suit led."""
    mask = 0
    for card in cards:
        mask |= card.bit
    trumps = mask & SUIT_MASKS[trump]
    best = CARDS[(trumps or mask & SUIT_MASKS[cards[0].suit]).bit_length() - 1]
    return cards.index(best)


def score_hand(
    ruleset: Ruleset,
    dealer: int,
    pitcher: int,
    bid: Bid,
    trump: Suit,
    dealt: tuple[int, int, int, int],
    tricks: tuple[Trick, ...],
    won: tuple[int, int],
    scores_before: tuple[int, int],
    bids: tuple[Bid, ...] = (),
) -> HandResult:
    """Score a played hand: ``dealt`` are the four hands as dealt (bitmasks by seat), ``won`` the
    cards each team won in tricks (bitmasks), ``bids`` the auction (kept in the result)."""
    d0, d1, d2, d3 = dealt
    in_play = (d0 | d1 | d2 | d3) & SUIT_MASKS[trump]  # never empty: the pitch is a trump
    won0, won1 = won
    high_bit = 1 << (in_play.bit_length() - 1)
    low_bit = in_play & -in_play
    high = 0 if won0 & high_bit else 1
    # Low: to the team that won its trick, or (LowTo.HOLDER) to the team it was dealt to.
    low = 0 if (won0 if ruleset.low_to is _TRICK_WINNER else d0 | d2) & low_bit else 1
    jack_bit = in_play & _JACK_BITS[trump]
    jack: int | None = None
    if jack_bit:
        jack = 0 if won0 & jack_bit else 1
    pips = (pips_of(won0), pips_of(won1))
    game: int | None = None if pips[0] == pips[1] else (0 if pips[0] > pips[1] else 1)
    p0 = (high == 0) + (low == 0) + (jack == 0) + (game == 0)
    p1 = (high == 1) + (low == 1) + (jack == 1) + (game == 1)
    points = (p0, p1)

    team = pitcher & 1
    smudge = bid is _SMUDGE
    value = _BID_VALUES[bid]
    if smudge:
        made = not won[1 - team] and high == team and low == team and jack == team and game == team
        gain = 5
    else:
        made = points[team] >= value
        gain = points[team] if ruleset.made_bid_scores is _POINTS_TAKEN else value
    pitcher_score = gain if made else -value
    hand_score = (pitcher_score, p1) if team == 0 else (p0, pitcher_score)
    after = (scores_before[0] + hand_score[0], scores_before[1] + hand_score[1])

    winner: int | None = None
    if made and smudge and ruleset.smudge is _WINS_GAME:
        winner = team
    elif ruleset.win_rule is _COUNT_OUT:
        credits = [p0, p1]
        credits[team] = pitcher_score if made else 0
        awards: list[int | None] = [high, low, jack, game]
        if made and smudge:
            awards.append(team)
        running = [scores_before[0], scores_before[1]]
        for awarded in awards:
            if awarded is None or credits[awarded] == 0:
                continue
            credits[awarded] -= 1
            running[awarded] += 1
            if running[awarded] >= ruleset.target:
                winner = awarded
                break
    elif made and after[team] >= ruleset.target and after[team] != after[1 - team]:
        winner = team

    return _tuple_new(_HandResult, (
        dealer, bids, pitcher, bid, trump, tricks, high, low, jack, game, CARDS[high_bit.bit_length() - 1],
        CARDS[low_bit.bit_length() - 1], CARDS[jack_bit.bit_length() - 1] if jack_bit else None,
        pips, points, made, hand_score, scores_before, after, winner,
    ))


# Enum members bound once: attribute access on an Enum class is slow in CPython 3.11.
_SMUDGE: Final = Bid.SMUDGE
# By bid value: a tuple, as hashing an Enum is slow too.
_BID_VALUES: Final[tuple[int, ...]] = (0, 0, 2, 3, 4, 5)
_TRICK_WINNER: Final = LowTo.TRICK_WINNER
_POINTS_TAKEN: Final = MadeBidScores.POINTS_TAKEN
_WINS_GAME: Final = Smudge.WINS_GAME
_COUNT_OUT: Final = WinRule.COUNT_OUT
_JACK_BITS: Final = tuple(1 << (13 * suit + Rank.JACK - 2) for suit in range(4))
_tuple_new: Final = tuple.__new__
_HandResult: Final = HandResult  # (Final: the compiled build reads it without a dictionary lookup)


def score_all_pass(ruleset: Ruleset, dealer: int, scores_before: tuple[int, int],
                   bids: tuple[Bid, ...] = (Bid.PASS,) * 4) -> HandResult:
    """The result of a hand in which every player passed (no forced dealer bid in this ruleset)."""
    penalty = -2 if ruleset.all_pass == AllPass.DEALER_SET_BACK else 0
    hand_score = (penalty, 0) if dealer & 1 == 0 else (0, penalty)
    return HandResult(
        dealer=dealer,
        bids=bids,
        pitcher=None,
        bid=None,
        trump=None,
        tricks=(),
        high=None,
        low=None,
        jack=None,
        game=None,
        high_card=None,
        low_card=None,
        jack_card=None,
        game_pips=(0, 0),
        points=(0, 0),
        made=None,
        hand_score=hand_score,
        scores_before=scores_before,
        scores_after=(scores_before[0] + hand_score[0], scores_before[1] + hand_score[1]),
        winner=None,
    )
