"""Scoring a hand of the family: the points as data, made or set, and who wins the game.

What it is for: turning a finished hand (the tricks, who made which bid) into a :class:`HandResult`
as ``docs/variants.md`` says, for every switch of :class:`~palm_pitch.family.rules.FamilyRules`.

Words: a *unit* keeps a score (a team, or a player); a *side* plays a hand together (the unit
itself, or, with a called partner, the maker and its partner against the rest).

The order of things:

1. Each :class:`~palm_pitch.family.rules.PointRule` is awarded to a side or to nobody: High and Low
   among the cards of the trump suit in play, a trump member if it was played, Game to the side with
   the most pips (or tens) in its tricks, unique (jokers may break a tie), the last trick.
2. The maker's side makes a plain bid by taking at least its points, a moon by taking every point
   (and every trick where the moon says so). Made, it scores its points, its bid or its bid plus one
   if exact (a doubled bid twice the bid; a moon its value or the target); set, it loses its bid
   (twice if doubled; a moon its value) or everything. The other sides score what they took, unless
   they score only when the maker is set.
3. The game: a made moon that wins, a failed one that loses; a backdoor or losing floor; then the
   win rule (made bid, count-out, maker first), each with its margin (``win_by``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from palm_pitch.cards import Card, Rank, Suit
from palm_pitch.family.actions import Bid
from palm_pitch.family.deck import GAME_PIPS, FamilyCard, Joker
from palm_pitch.family.rules import (
    FamilyRules,
    MadeBid,
    MoonFailed,
    MoonMade,
    PointKind,
    Receiver,
    Score,
    SetPenalty,
    Teams,
    WinRule,
    score,
)
from palm_pitch.family.trumps import (
    TrumpTable,
    highest_trump_suit_card,
    lowest_trump_suit_card,
    member_card,
)


@dataclass(frozen=True)
class Play:
    """One card played to a trick, and by whom."""

    seat: int
    card: FamilyCard


@dataclass(frozen=True)
class Trick:
    """A trick: who led, the cards in play order, who takes part, and who won (None while open)."""

    leader: int
    plays: tuple[Play, ...]
    seats: tuple[int, ...]
    """The seats that play to it, in order (players without cards are out)."""
    winner: int | None = None

    @property
    def cards(self) -> tuple[FamilyCard, ...]:
        """The cards, in play order."""
        return tuple(play.card for play in self.plays)

    @property
    def complete(self) -> bool:
        """True once every seat taking part has played."""
        return len(self.plays) == len(self.seats)


@dataclass(frozen=True)
class Sides:
    """Who plays with whom this hand: the side of each seat and the unit (score) of each seat."""

    side_of_seat: tuple[int, ...]
    unit_of_seat: tuple[int, ...]
    side_of_unit: tuple[int, ...]

    @property
    def count(self) -> int:
        """How many sides play the hand."""
        return max(self.side_of_seat) + 1

    def units_of_side(self, side: int) -> tuple[int, ...]:
        """The units (scores) that play for ``side``."""
        return tuple(unit for unit, of in enumerate(self.side_of_unit) if of == side)


def sides_for(rules: FamilyRules, maker: int | None, partner: int | None) -> Sides:
    """The sides of a hand: fixed teams, every player alone, or the maker and its called partner
    (side 0) against the rest (side 1)."""
    seats = range(rules.players)
    if rules.teams is Teams.FIXED:
        teams = tuple(seat % rules.team_count for seat in seats)
        return Sides(side_of_seat=teams, unit_of_seat=teams, side_of_unit=tuple(range(rules.team_count)))
    alone = tuple(seats)
    if rules.teams is Teams.CALLED and maker is not None:
        with_maker = tuple(0 if seat in (maker, partner) else 1 for seat in seats)
        return Sides(side_of_seat=with_maker, unit_of_seat=alone, side_of_unit=with_maker)
    return Sides(side_of_seat=alone, unit_of_seat=alone, side_of_unit=alone)


@dataclass(frozen=True)
class Award:
    """One scoring point: its name, the side that took it (None: nobody), its value, its card."""

    point: str
    side: int | None
    value: Score
    card: FamilyCard | None = None


@dataclass(frozen=True)
class HandResult:
    """Everything a table shows after a hand. Scores are by unit (team or player)."""

    hand_number: int
    dealer: int
    maker: int | None
    """None when every player passed (a thrown-in hand)."""
    contract: Bid | None
    trump: Suit | None
    sub_trump: Suit | None
    partner: int | None
    sides: Sides
    tricks: tuple[Trick, ...]
    awards: tuple[Award, ...]
    points: tuple[Score, ...]
    """Points taken by each side."""
    made: bool | None
    folded: bool
    hand_scores: tuple[Score, ...]
    """The change of each unit's score (after any floor at zero)."""
    scores_before: tuple[Score, ...]
    scores_after: tuple[Score, ...]
    winner: int | None
    """The unit that won the game on this hand, if any."""

    @property
    def all_passed(self) -> bool:
        """True when nobody bid and the hand was thrown in."""
        return self.maker is None and not self.tricks


def thrown_in(rules: FamilyRules, hand_number: int, dealer: int, scores: tuple[Score, ...],
              set_back_dealer: bool) -> HandResult:
    """The result of a hand nobody bid: nothing scored, or the dealer's unit set back 2."""
    sides = sides_for(rules, None, None)
    change: list[Score] = [0] * len(scores)
    if set_back_dealer:
        change[sides.unit_of_seat[dealer]] = -2
    after = _floored(rules, tuple(before + delta for before, delta in zip(scores, change, strict=True)))
    change = [score(now - before) for now, before in zip(after, scores, strict=True)]
    return HandResult(hand_number=hand_number, dealer=dealer, maker=None, contract=None, trump=None,
                      sub_trump=None, partner=None, sides=sides, tricks=(), awards=(),
                      points=(0,) * sides.count, made=None, folded=False, hand_scores=tuple(change),
                      scores_before=scores, scores_after=after, winner=None)


def award_points(rules: FamilyRules, table: TrumpTable, tricks: Sequence[Trick],
                 sides: Sides) -> tuple[Award, ...]:
    """Step 1: each scoring point of the ruleset, awarded to a side or to nobody."""
    played_by: dict[FamilyCard, int] = {}
    taken_by: dict[FamilyCard, int] = {}
    for trick in tricks:
        assert trick.winner is not None
        for play in trick.plays:
            played_by[play.card] = play.seat
            taken_by[play.card] = trick.winner
    in_play = list(played_by)

    def side_receiving(card: FamilyCard, receiver: Receiver) -> int:
        seat = played_by[card] if receiver is Receiver.PLAYER else taken_by[card]
        return sides.side_of_seat[seat]

    awards: list[Award] = []
    for rule in rules.points:
        card: FamilyCard | None = None
        side: int | None = None
        if rule.kind is PointKind.HIGH:
            card = highest_trump_suit_card(table, in_play)
        elif rule.kind is PointKind.LOW:
            card = lowest_trump_suit_card(table, in_play)
        elif rule.kind is PointKind.CARD:
            member = member_card(rule.member, table.suit)
            card = member if member in played_by else None
        elif rule.kind in SUB_TRUMP_POINTS and table.sub_suit is not None:
            card = _sub_trump_card(rule.kind, table.sub_suit, in_play)
        if card is not None:
            side = side_receiving(card, rule.receiver)
        elif rule.kind is PointKind.GAME:
            side = _most(_pips_by_side(rules, tricks, sides))
            if side is None and rules.jokers_break_game_ties:
                side = _joker_tie_break(tricks, sides, _pips_by_side(rules, tricks, sides))
        elif rule.kind is PointKind.TENS:
            side = _most(_tens_by_side(tricks, sides))
        elif rule.kind is PointKind.LAST_TRICK and tricks:
            last_winner = tricks[-1].winner
            assert last_winner is not None
            side = sides.side_of_seat[last_winner]
        awards.append(Award(point=rule.name, side=side, value=rule.value, card=card))
    return tuple(awards)


def folded_awards(rules: FamilyRules, table: TrumpTable, tricks: Sequence[Trick], sides: Sides,
                  maker_side: int) -> tuple[Award, ...]:
    """Step 1 for a hand the maker folded (Contway): a point goes to a defending side only for its
    very card played in a finished trick and received by that side - High only for the ace of
    trump, Low only for its two, even if no higher or lower trump was played; Game and every
    other counted point are not counted, and the maker's side takes nothing."""
    received = {award.point: award for award in award_points(rules, table, tricks, sides)}
    exact = {PointKind.HIGH: Card(Rank.ACE, table.suit), PointKind.LOW: Card(Rank.TWO, table.suit)}
    awards = []
    for rule in rules.points:
        point = received[rule.name]
        counts = rule.kind in exact or rule.kind is PointKind.CARD
        not_the_card = rule.kind in exact and point.card != exact[rule.kind]
        if not counts or point.card is None or point.side == maker_side or not_the_card:
            awards.append(Award(point=rule.name, side=None, value=rule.value))
        else:
            awards.append(point)
    return tuple(awards)


SUB_TRUMP_POINTS = (PointKind.SUB_HIGH, PointKind.SUB_LOW, PointKind.SUB_JACK)


def _sub_trump_card(kind: PointKind, sub_suit: Suit, in_play: Sequence[FamilyCard]) -> FamilyCard | None:
    """Sub-High, Sub-Low or Sub-Jack: a card of the sub-trump suit in play, or None."""
    own = sorted((card for card in in_play if isinstance(card, Card) and card.suit is sub_suit),
                 key=lambda card: int(card.rank))
    if not own:
        return None
    if kind is PointKind.SUB_HIGH:
        return own[-1]
    if kind is PointKind.SUB_LOW:
        return own[0]
    jack = Card(Rank.JACK, sub_suit)
    return jack if jack in own else None


def _pips_by_side(rules: FamilyRules, tricks: Sequence[Trick], sides: Sides) -> list[int]:
    pips = [0] * sides.count
    for trick in tricks:
        assert trick.winner is not None
        for card in trick.cards:
            worth = rules.joker_pips if isinstance(card, Joker) else GAME_PIPS.get(card.rank, 0)
            pips[sides.side_of_seat[trick.winner]] += worth
    return pips


def _tens_by_side(tricks: Sequence[Trick], sides: Sides) -> list[int]:
    tens = [0] * sides.count
    for trick in tricks:
        assert trick.winner is not None
        tens[sides.side_of_seat[trick.winner]] += sum(
            1 for card in trick.cards if isinstance(card, Card) and card.rank is Rank.TEN)
    return tens


def _joker_tie_break(tricks: Sequence[Trick], sides: Sides, pips: list[int]) -> int | None:
    """Among the sides tied for the most pips, the one with the most jokers (half a point each)."""
    top = max(pips)
    halves = [0] * sides.count
    for trick in tricks:
        assert trick.winner is not None
        side = sides.side_of_seat[trick.winner]
        if pips[side] == top:
            halves[side] += sum(1 for card in trick.cards if isinstance(card, Joker))
    return _most(halves)


def _most(counts: Sequence[int]) -> int | None:
    """The index of the unique largest count, or None on a tie."""
    top = max(counts)
    leaders = [index for index, count in enumerate(counts) if count == top]
    return leaders[0] if len(leaders) == 1 else None


def _floored(rules: FamilyRules, scores: tuple[Score, ...]) -> tuple[Score, ...]:
    scores = tuple(score(value) for value in scores)
    return tuple(max(value, 0) for value in scores) if rules.floor_zero else scores


@dataclass(frozen=True)
class Contract:
    """What the maker undertook: the bid, the maker, its partner."""

    maker: int | None
    """None in a game without auction (everyone scores what it takes)."""
    bid: Bid
    partner: int | None = None


def score_hand(rules: FamilyRules, hand_number: int, dealer: int, contract: Contract, table: TrumpTable,
               tricks: tuple[Trick, ...], scores: tuple[Score, ...], folded: bool = False) -> HandResult:
    """Steps 1 to 3 for a played (or folded) hand."""
    maker, bid = contract.maker, contract.bid
    sides = sides_for(rules, maker, contract.partner)
    if folded and maker is not None:
        awards = folded_awards(rules, table, tricks, sides, sides.side_of_seat[maker])
    else:
        awards = award_points(rules, table, tricks, sides)
    points: list[Score] = [0] * sides.count
    for award in awards:
        if award.side is not None:
            points[award.side] = score(points[award.side] + award.value)
    side_scores = list(points)
    made: bool | None = None
    maker_side: int | None = None
    if maker is not None:
        maker_side = sides.side_of_seat[maker]
        made = False if folded else _made(rules, bid, maker_side, awards, tricks, sides)
        gain = _gain(rules, bid, points[maker_side]) if made else -_loss(rules, bid)
        for side in range(sides.count):
            if side == maker_side:
                side_scores[side] = gain
            elif rules.defenders_score_only_when_set and made:
                claimed = [a.value for a in awards if a.side == side and _claimable(rules, a)]
                side_scores[side] = score(sum(claimed))
    unit_change = [side_scores[sides.side_of_unit[unit]] for unit in range(len(scores))]
    if maker is not None and maker_side is not None:
        for unit in sides.units_of_side(maker_side):
            if made and bid.moon and rules.moon is not None and rules.moon.made is MoonMade.TO_TARGET:
                unit_change[unit] = (rules.target if scores[unit] >= 0 else 0) - scores[unit]
            elif not made and rules.set_penalty is SetPenalty.TO_MINUS_ONE:
                unit_change[unit] = -1 - scores[unit]
    after = _floored(rules, tuple(before + delta for before, delta in zip(scores, unit_change, strict=True)))
    unit_change = [score(now - before) for now, before in zip(after, scores, strict=True)]
    winner = game_winner(rules, contract, sides, made, awards, scores, after, unit_change)
    return HandResult(hand_number=hand_number, dealer=dealer, maker=maker,
                      contract=bid if maker is not None else None, trump=table.suit, sub_trump=table.sub_suit,
                      partner=contract.partner, sides=sides, tricks=tricks, awards=awards,
                      points=tuple(points), made=made, folded=folded, hand_scores=tuple(unit_change),
                      scores_before=scores, scores_after=after, winner=winner)


def _claimable(rules: FamilyRules, award: Award) -> bool:
    return any(rule.name == award.point and rule.anyone_claims for rule in rules.points)


def _made(rules: FamilyRules, bid: Bid, side: int, awards: Sequence[Award], tricks: Sequence[Trick],
          sides: Sides) -> bool:
    if bid.moon:
        every_point = all(award.side == side for award in awards)
        every_trick = all(sides.side_of_seat[trick.winner] == side
                          for trick in tricks if trick.winner is not None)
        needs_tricks = rules.moon is None or rules.moon.all_tricks
        return every_point and (every_trick or not needs_tricks)
    return sum(award.value for award in awards if award.side == side) >= bid.points


def _moon_value(rules: FamilyRules, bid: Bid) -> int:
    assert rules.moon is not None
    return rules.moon.blind_value if bid.blind else rules.moon.value


def _gain(rules: FamilyRules, bid: Bid, taken: Score) -> Score:
    if bid.moon:
        return _moon_value(rules, bid)
    if bid.doubled:
        return bid.stake
    if rules.made_bid is MadeBid.BID:
        return bid.points
    if rules.made_bid is MadeBid.BID_BONUS_IF_EXACT:
        return bid.points + (1 if taken == bid.points else 0)
    return taken


def _loss(rules: FamilyRules, bid: Bid) -> int:
    return _moon_value(rules, bid) if bid.moon else bid.stake


def _best_other(scores: tuple[Score, ...], losers: Sequence[int], first: int = 0) -> int | None:
    """The highest score among the units not in ``losers``; a tie goes to the unit first in order
    from ``first`` (the unit left of the maker), so that no seat is favoured."""
    others = [unit for unit in range(len(scores)) if unit not in losers]
    count = len(scores)
    return max(others, key=lambda unit: (scores[unit], -((unit - first) % count))) if others else None


def game_winner(rules: FamilyRules, contract: Contract, sides: Sides, made: bool | None,
                awards: Sequence[Award], before: tuple[Score, ...], after: tuple[Score, ...],
                change: Sequence[Score]) -> int | None:
    """Step 3: the unit that wins the game on this hand, or None."""
    maker = contract.maker
    maker_unit = sides.unit_of_seat[maker] if maker is not None else None
    maker_units = sides.units_of_side(sides.side_of_seat[maker]) if maker is not None else ()
    moon = rules.moon
    if maker_unit is not None and contract.bid.moon and moon is not None:
        if made and moon.made is MoonMade.WINS_GAME:
            return maker_unit
        if not made and moon.failed is MoonFailed.LOSES_GAME:
            return _best_other(after, maker_units, first=(maker_unit + 1) % len(after))
    if rules.backdoor is not None:
        backdoor = [unit for unit in range(len(after)) if after[unit] <= rules.backdoor]
        if backdoor:
            return min(backdoor, key=lambda unit: after[unit])
    if rules.lose_at is not None:
        losers = [unit for unit in range(len(after)) if after[unit] <= rules.lose_at]
        if losers:
            return _best_other(after, losers)
    if rules.win_rule is WinRule.MADE_BID:
        if not made or maker_unit is None:
            return None
        total = after[maker_unit]
        rivals = [after[unit] for unit in range(len(after)) if unit not in maker_units]
        untied = all(total != rival for rival in rivals)
        if total >= rules.target and untied and _leads_by(rules, total, rivals):
            return maker_unit
        return None
    if rules.win_rule is WinRule.COUNT_OUT:
        return _count_out(rules, sides, maker, made, awards, before, change)
    return _maker_first(rules, maker_units, after)


def _leads_by(rules: FamilyRules, total: Score, rivals: Sequence[Score]) -> bool:
    return rules.win_by <= 1 or all(total - rival >= rules.win_by for rival in rivals)


def _maker_first(rules: FamilyRules, maker_units: Sequence[int], after: tuple[Score, ...]) -> int | None:
    """At the end of the hand: a unit at or above the target wins, the maker's first, else the
    highest; a winner must lead every other unit by ``win_by``."""
    there = [unit for unit in range(len(after)) if after[unit] >= rules.target]
    if not there:
        return None
    ordered = [unit for unit in maker_units if unit in there] + sorted(
        (unit for unit in there if unit not in maker_units), key=lambda unit: -after[unit])
    for unit in ordered:
        rivals = [after[other] for other in range(len(after)) if other != unit and other not in maker_units]
        ahead = unit in maker_units or all(after[unit] > rival for rival in rivals)
        if ahead and _leads_by(rules, after[unit], rivals):
            return unit
    return None


def _count_out(rules: FamilyRules, sides: Sides, maker: int | None, made: bool | None,
               awards: Sequence[Award], before: tuple[Score, ...], change: Sequence[Score]) -> int | None:
    """The points are credited one award at a time, in the ruleset's order (the maker's first where
    it says so), each side only up to what it scores this hand; the first unit to reach the target
    wins. What a side scores beyond its awards (a Smudge's fifth point) comes after; a set maker's
    loss after everything."""
    credit: list[Score] = [0] * sides.count
    for side in range(sides.count):
        units = sides.units_of_side(side)
        credit[side] = max(change[units[0]], 0) if units else 0
    running = list(before)
    order = list(awards)
    if maker is not None and rules.maker_counts_first:
        maker_side = sides.side_of_seat[maker]
        order = [a for a in awards if a.side == maker_side] + [a for a in awards if a.side != maker_side]
    sides_in_order = list(range(sides.count))
    if maker is not None:
        maker_side = sides.side_of_seat[maker]
        sides_in_order.remove(maker_side)
        sides_in_order.insert(0, maker_side)
    credits: list[tuple[int, Score]] = [(a.side, a.value) for a in order if a.side is not None]
    credits += [(side, 10**9) for side in sides_in_order]
    for side, value in credits:
        amount = min(value, credit[side])
        if amount <= 0:
            continue
        credit[side] -= amount
        for unit in sides.units_of_side(side):
            running[unit] += amount
            if running[unit] >= rules.target:
                return unit
    return None
