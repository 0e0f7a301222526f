"""Computer players for every game of the family: random, and a heuristic that reads the ruleset.

What it is for: :class:`FamilyHeuristic` makes every decision of the family (look, bid, name trump
and sub-trump, call, discard, fold, play) from what the ruleset says - the scoring points and their
values and receivers, trump membership (off-cards, jokers), the bid range, the teams - never from
the Palm game's constants. It uses integers only and a fixed order, so it is deterministic.

The heuristic in short:

- **Hand value** of a suit as trump (:func:`hand_value`, in tenths of a point): each scoring point
  it expects to take - a point card it holds counts fully when nothing it does not hold ranks above
  it, half otherwise (fully where the card's player keeps it); High for the top trump; Low for the
  bottom one; Game for length in trump; a partner adds a point, a draw or a search of the stock one.
- **Bid** the cheapest bid that wins the auction when the hand value covers it (the dearest one it
  covers where a made bid scores the bid, not the points taken); pass otherwise (a forced player
  takes the cheapest bid). No doubling. Where only a made bid wins the game and one's side is near
  the target, bid a point beyond the hand value (two at the target, and there the cheapest bid it
  covers: any made bid wins). The moon only where a made moon wins the game (by its rule, or as a
  made bid at the target) and a failed one only sets back, with the two top trumps and four trumps
  or more, and every point card of the trump suit where a card may be out of play. Among six
  players or more, each alone, where the others' bids reach the top bid in nearly every hand: the
  top bid with the top trump, three trumps and a second top trump or a point card, else as above.
- **Backdoor**: where a low enough score wins, a player nearer that score than the target bids
  high and plays its contract to lose, and as a defender takes no points; every player takes the
  contract from an opponent whom one more set would bring there, and helps such a maker make it.
- **Against a moon** that needs every trick, a defender spends its strongest winning card (the
  cheapest when it plays last): one trick breaks it; unable to win, it throws the card least likely
  to take a later trick (trumps and plain cards nothing unplayed outranks are kept).
- **Discard** the card worth least to keep: plain low cards first, trumps last (pointless trumps
  before point cards); stop when only cards worth keeping are left. **Claim** every trump in the
  scrap, the best first.
- **Play**: the maker's side leads its top trump while it holds the best one left, else a plain
  card nothing unplayed outranks in its suit (the one bringing most points and pips), else a low card;
  a player whose side already holds the trick gives it points and pips; otherwise it takes a trick
  worth taking (any trick, against a moon that needs them all) with its cheapest winning card, or
  throws its cheapest card.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Protocol

from palm_pitch.cards import Card, Rank, Suit
from palm_pitch.family.actions import (
    KEEP,
    Bid,
    Call,
    Claim,
    Discard,
    FamilyAction,
    Look,
    NameSubTrump,
    NameTrump,
)
from palm_pitch.family.deck import GAME_PIPS, FamilyCard, Joker, build_deck
from palm_pitch.family.engine import Phase, bid_rank
from palm_pitch.family.rules import (
    FamilyRules,
    MadeBid,
    MoonFailed,
    MoonMade,
    PointKind,
    PointRule,
    Receiver,
    Score,
    Searcher,
    Teams,
    WinRule,
)
from palm_pitch.family.trumps import TrumpTable, led_suit, member_card, trump_table, winning_position
from palm_pitch.family.views import SeatView
from palm_pitch.rng import Rng


@functools.cache
def _deck_of(rules: FamilyRules) -> tuple[FamilyCard, ...]:
    """The deck of ``rules`` (kept: the heuristic asks often)."""
    return build_deck(rules.jokers, rules.removed_ranks)


class FamilyPlayer(Protocol):
    """A computer (or scripted) player of the family."""

    name: str

    def choose(self, view: SeatView, rng: Rng) -> FamilyAction:
        """One of ``view.legal``."""
        ...


class FamilyRandom:
    """Every legal action equally likely."""

    name = "random"

    def choose(self, view: SeatView, rng: Rng) -> FamilyAction:
        return rng.choice(view.legal)


# ------------------------------------------------------------------------------ hand value

TENTHS = 10
"""Hand values are in tenths of a point (integers only)."""


def point_cards(rules: FamilyRules, table: TrumpTable) -> list[tuple[PointRule, FamilyCard]]:
    """The scoring points that are one card of this deck when ``table`` is trump."""
    found = []
    for rule in rules.points:
        if rule.kind is PointKind.CARD:
            card = member_card(rule.member, table.suit)
            if card in table.strength or isinstance(card, Joker):
                found.append((rule, card))
    return found


def point_value_of(rules: FamilyRules, table: TrumpTable, card: FamilyCard) -> Score:
    """What a card is worth in scoring points when captured (its point, if it is one)."""
    return sum(rule.value for rule, point in point_cards(rules, table) if point == card)


def pips_of(rules: FamilyRules, card: FamilyCard) -> int:
    """A card's game pips under ``rules`` (jokers as the ruleset says)."""
    return rules.joker_pips if isinstance(card, Joker) else GAME_PIPS.get(card.rank, 0)


def whole_deck_dealt(rules: FamilyRules) -> bool:
    """True where every card of the deck is dealt to the players (no card is out of play)."""
    return rules.players * rules.hand_size + rules.widow >= len(_deck_of(rules))


def hand_value(rules: FamilyRules, hand: Sequence[FamilyCard], suit: Suit, teams: bool) -> int:
    """The points (in tenths) a hand expects to take with ``suit`` as trump."""
    table = trump_table(rules, suit)
    trumps = [card for card in hand if table.is_trump(card)]
    held = set(trumps)
    own_suit = [card for card in table.members if isinstance(card, Card) and card.suit is suit]
    value = 0

    def higher_missing(card: FamilyCard) -> int:
        strength = table.strength.get(card, 0)
        return sum(1 for other in table.members if table.strength[other] > strength and other not in held)

    for rule in rules.points:
        worth = int(rule.value * TENTHS)
        if rule.kind is PointKind.HIGH and own_suit:
            if own_suit[0] in held:
                value += worth
            elif len(own_suit) > 1 and own_suit[1] in held:
                value += worth * 3 // 10
        elif rule.kind is PointKind.LOW and own_suit:
            if own_suit[-1] in held:
                value += worth if rule.receiver is Receiver.PLAYER else worth * 6 // 10
            elif len(own_suit) > 1 and own_suit[-2] in held:
                value += worth * 3 // 10
        elif rule.kind is PointKind.CARD:
            card = member_card(rule.member, suit)
            if card in held:
                if rule.receiver is Receiver.PLAYER or higher_missing(card) == 0:
                    value += worth
                else:
                    value += worth * 5 // 10
            elif rule.receiver is Receiver.CAPTURER and trumps and higher_missing(trumps[0]) == 0:
                value += worth * 3 // 10
        elif rule.kind in (PointKind.GAME, PointKind.TENS):
            value += worth * min(len(trumps), 5) // 8
        elif rule.kind is PointKind.LAST_TRICK:
            value += worth * min(len(trumps), 4) // 6
    if teams:
        value += TENTHS
    if rules.refill or rules.searcher is Searcher.MAKER or rules.widow_to_maker:
        value += TENTHS
    return value


MANY_HANDED = 6
"""From this many players, each playing alone, the auction nearly always reaches the top bid: with
seven others bidding (Setback for eight) some player has bid it by this player's turn, or bids it
after, in almost every hand, so a lower bid never holds."""


def many_handed(rules: FamilyRules) -> bool:
    """True where every player plays alone among :data:`MANY_HANDED` players or more."""
    return rules.teams is Teams.NONE and rules.players >= MANY_HANDED


def top_bid_hand(rules: FamilyRules, hand: Sequence[FamilyCard]) -> bool:
    """A hand worth the top bid in a many-handed game: in some suit, the top trump (High, sure when
    no card is above it), three trumps or more, and one of the next two trumps or a point card (to
    take the point cards of the others' trumps). In 1,000 games of Setback for eight (seeds
    500-1499) the heuristic bid 4 with such hands in 468 of 16,003 hands and made it in 313 (67%)."""
    for suit in Suit:
        table = trump_table(rules, suit)
        trumps = [card for card in hand if table.is_trump(card)]
        if len(trumps) < 3 or table.members[0] not in trumps:
            continue
        seconds = [card for card in table.members[1:3] if card in trumps]
        points = [card for _, card in point_cards(rules, table) if card in trumps]
        if seconds or points:
            return True
    return False


def best_suit(rules: FamilyRules, hand: Sequence[FamilyCard], teams: bool,
              exclude: Suit | None = None) -> tuple[Suit, int]:
    """The suit of the highest hand value (first in suit order on a tie) and that value."""
    best, best_value = Suit.SPADES if exclude is not Suit.SPADES else Suit.HEARTS, -1
    for suit in Suit:
        if suit is exclude:
            continue
        value = hand_value(rules, hand, suit, teams)
        if value > best_value:
            best, best_value = suit, value
    return best, best_value


# --------------------------------------------------------------------------------- the player


class FamilyHeuristic:
    """The heuristic player (see the module's docstring)."""

    name = "heuristic"

    def choose(self, view: SeatView, rng: Rng) -> FamilyAction:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase is Phase.LOOK:
            return Look(True)
        if phase is Phase.BID:
            return self._bid(view)
        if phase is Phase.NAME_TRUMP:
            suit, _ = best_suit(view.rules, view.hand, self._has_partners(view))
            return NameTrump(suit)
        if phase is Phase.NAME_SUB_TRUMP:
            assert view.trump is not None
            suit, _ = best_suit(view.rules, view.hand, False, exclude=view.trump.suit)
            return NameSubTrump(suit)
        if phase is Phase.CALL:
            return self._call(view)
        if phase is Phase.DISCARD:
            return self._discard(view)
        if phase is Phase.CLAIM:
            return self._claim(view)
        return self._play(view)

    @staticmethod
    def _has_partners(view: SeatView) -> bool:
        return view.rules.teams is not Teams.NONE

    # ---------------------------------------------------------------------------- auction

    def _bid(self, view: SeatView) -> FamilyAction:
        rules = view.rules
        bids = [action for action in view.legal if isinstance(action, Bid)]
        real = [bid for bid in bids if not bid.is_pass and not bid.moon and not bid.doubled]
        passing = [bid for bid in bids if bid.is_pass]
        if not view.hand:  # bidding blind: pass when allowed
            return passing[0] if passing else min(bids, key=lambda bid: bid_rank(rules, bid))
        if (self._tanking(view) or self._backdoor_threat(view)) and real:
            return max(real, key=lambda bid: bid_rank(rules, bid))
        top = [bid for bid in real if bid.points == rules.max_bid]
        if top and many_handed(rules) and top_bid_hand(rules, view.hand):
            return top[0]  # among many bidders the top bid is the one contract that holds
        _, value = best_suit(rules, view.hand, self._has_partners(view))
        if view.high_bid is not None and view.partner_of(view.high_bid.seat):
            value -= TENTHS  # leave a partner's contract alone unless clearly better
        if rules.win_rule is WinRule.MADE_BID and self._my_score(view) + rules.max_bid >= rules.target:
            value += TENTHS  # only a made bid wins: take the contract more readily near the target
            if self._my_score(view) >= rules.target:
                value += TENTHS  # there already: any made bid wins
        affordable = [bid for bid in real if bid.points * TENTHS <= value]
        moons = [bid for bid in bids if bid.moon and not bid.blind]
        if moons and self._moon_wins(view) and self._moon_hand(view):
            return moons[0]  # a made moon wins the game: shoot with a hand that may take every trick
        if affordable:
            cheapest = min(affordable, key=lambda bid: bid_rank(rules, bid))
            if rules.made_bid is MadeBid.POINTS_TAKEN:
                return cheapest
            if self._made_bid_wins(view):
                return cheapest  # any made bid wins: the surest one (a dear one is outbid about as often)
            return max(affordable, key=lambda bid: bid_rank(rules, bid))
        if passing:
            return passing[0]
        return min(bids, key=lambda bid: bid_rank(rules, bid))

    @staticmethod
    def _opponents_to_bid(view: SeatView) -> int:
        """How many opponents bid after this seat in this round of the auction."""
        players = view.rules.players
        after = [(view.seat + step) % players for step in range(1, players)]
        until_dealer = after[:after.index(view.dealer) + 1] if view.dealer in after else []
        return sum(1 for seat in until_dealer if not view.partner_of(seat))

    def _made_bid_wins(self, view: SeatView) -> bool:
        """True where only a made bid wins and this side is at the target: the safest bid will do."""
        rules = view.rules
        return rules.win_rule is WinRule.MADE_BID and self._my_score(view) >= rules.target

    def _moon_wins(self, view: SeatView) -> bool:
        """True where a made moon wins the game (by the moon's rule, or as a made bid at the target)
        and a failed one only sets its side back (a hotshot that fails loses the game)."""
        moon = view.rules.moon
        return (moon is not None and moon.failed is MoonFailed.SET_BACK
                and (moon.made is MoonMade.WINS_GAME or self._made_bid_wins(view)))

    @staticmethod
    def _moon_hand(view: SeatView) -> bool:
        """A hand that may take every trick: the two top trumps of its best suit and four trumps or more."""
        rules = view.rules
        suit, _ = best_suit(rules, view.hand, False)
        table = trump_table(rules, suit)
        trumps = [card for card in view.hand if table.is_trump(card)]
        ranked = sorted(table.members, key=lambda card: -table.strength[card])
        if not whole_deck_dealt(rules):  # a point card left out of play fails the moon: hold them all
            needed = [card for _, card in point_cards(rules, table)]
            if any(card not in trumps for card in needed):
                return False
        return ranked[0] in trumps and ranked[1] in trumps and len(trumps) >= 4

    @staticmethod
    def _my_score(view: SeatView) -> Score:
        rules = view.rules
        unit = view.seat % rules.team_count if rules.teams is Teams.FIXED else view.seat
        return view.scores[unit]

    def _tanking(self, view: SeatView) -> bool:
        """Where a low score wins (backdoor), is this player nearer that than the target?"""
        backdoor = view.rules.backdoor
        if backdoor is None:
            return False
        score = self._my_score(view)
        return score - backdoor <= view.rules.target - score

    @staticmethod
    def _backdoor_threat(view: SeatView) -> bool:
        """Where a low enough score wins: could an opponent still to bid, or holding the auction,
        win by being set once? Then this player takes the contract away from it."""
        rules = view.rules
        if rules.backdoor is None:
            return False
        bid_already = {entry.seat for entry in view.bids}
        high = view.high_bid
        for seat in range(rules.players):
            if seat == view.seat or view.partner_of(seat):
                continue
            if seat in bid_already and (high is None or high.seat != seat):
                continue
            unit = seat % rules.team_count if rules.teams is Teams.FIXED else seat
            if view.scores[unit] - rules.max_bid <= rules.backdoor:
                return True
        return False

    def _call(self, view: SeatView) -> FamilyAction:
        assert view.trump is not None
        for card in view.trump.members:
            if Call(card) in view.legal:
                return Call(card)
        return view.legal[0]

    # ---------------------------------------------------------------------------- discards

    def _keep_value(self, view: SeatView, card: FamilyCard) -> int:
        """How much a card is worth keeping (higher: keep)."""
        rules = view.rules
        table = view.trump
        if table is None:
            suit, _ = best_suit(rules, view.hand, self._has_partners(view))
            table = trump_table(rules, suit)
        if table.is_trump(card):
            return 1000 + int(10 * point_value_of(rules, table, card)) + table.strength[card]
        if isinstance(card, Joker):
            return 500
        return int(card.rank) + (5 if card.rank is Rank.ACE else 0)

    def _discard(self, view: SeatView) -> FamilyAction:
        cards = [action.card for action in view.legal if isinstance(action, Discard)]
        may_keep = KEEP in view.legal
        if not cards:
            return KEEP
        worst = min(cards, key=lambda card: (self._keep_value(view, card), str(card)))
        if may_keep and self._keep_value(view, worst) >= 13:  # keep trumps, jokers, kings and aces
            return KEEP
        return Discard(worst)

    def _claim(self, view: SeatView) -> FamilyAction:
        """Take the best trump out of the scrap while there is one (a trump beats a card drawn)."""
        claims = [action for action in view.legal if isinstance(action, Claim)]
        if not claims:
            return KEEP
        return max(claims, key=lambda claim: (self._keep_value(view, claim.card), str(claim.card)))

    # ------------------------------------------------------------------------------ play

    def _play(self, view: SeatView) -> FamilyAction:
        cards: list[FamilyCard] = [action for action in view.legal if isinstance(action, (Card, Joker))]
        if not cards:
            return view.legal[0]
        trick = view.trick
        if self._tanking(view) and view.maker == view.seat and view.trump is not None:
            table = view.trump  # play the contract to lose it: the weakest card
            led = led_suit(table, trick.cards) if trick is not None and trick.plays else None
            return min(cards, key=lambda card: (table.power(card, led), str(card)))
        if view.trump is not None and (self._tanking(view) or self._set_would_win(view)):
            return self._shed(view, cards)
        if trick is None or not trick.plays:
            return self._lead(view, cards)
        return self._follow(view, cards)

    def _unplayed_trumps_above(self, view: SeatView, table: TrumpTable, card: FamilyCard) -> int:
        gone = set(view.played) | set(view.hand)
        strength = table.strength.get(card, 0)
        return sum(1 for other in table.members if table.strength[other] > strength and other not in gone)

    def _lead(self, view: SeatView, cards: list[FamilyCard]) -> FamilyCard:
        rules = view.rules
        table = view.trump
        if table is None:  # the pitch: the best suit's highest card
            suit, _ = best_suit(rules, view.hand, self._has_partners(view))
            table = trump_table(rules, suit)
            in_suit = [card for card in cards if table.is_trump(card)]
            if not in_suit:
                return cards[0]
            top = max(in_suit, key=lambda card: table.strength[card])
            if self._unplayed_trumps_above(view, table, top) == 0:
                return top  # the boss: it takes the first trick
            cheap = [card for card in in_suit
                     if not self._points_tenths(view, table, card) and not pips_of(rules, card)]
            if cheap:  # keep a point card or a ten that a higher trump would capture
                return min(cheap, key=lambda card: table.strength[card])
            return top
        trumps = [card for card in cards if table.is_trump(card)]
        sides = view.side_of_seat
        on_maker_side = view.maker is not None and sides[view.maker] == sides[view.seat]
        if trumps:
            top = max(trumps, key=lambda card: table.strength[card])
            if self._unplayed_trumps_above(view, table, top) == 0 and (on_maker_side or len(trumps) > 1):
                return top
        plain = [card for card in cards if not table.is_trump(card)]
        bosses = [card for card in plain if self._plain_boss(view, table, card)]
        if bosses and table.lowest_wins is False:
            return max(bosses, key=lambda card: (self._gift_value(view, table, card), str(card)))
        pool = plain or cards
        return min(pool, key=lambda card: (self._throw_cost(view, table, card), str(card)))

    @staticmethod
    def _plain_boss(view: SeatView, table: TrumpTable, card: FamilyCard) -> bool:
        """A plain card no unplayed card of its suit outranks (it takes the trick unless trumped)."""
        if not isinstance(card, Card):
            return False
        gone = set(view.played) | set(view.hand)
        return not any(isinstance(other, Card) and other.suit is card.suit and other.rank > card.rank
                       and other not in gone and not table.is_trump(other)
                       for other in _deck_of(view.rules))

    @staticmethod
    def _points_tenths(view: SeatView, table: TrumpTable, card: FamilyCard) -> int:
        """The scoring points a card carries into the trick it falls in, in tenths: its point as a
        card (Jack, Joker, Three...), and Low to the trick's taker where this is the lowest card of
        the trump suit that may be in play (fully when the deck has no lower one, half while a lower
        one is unseen)."""
        rules = view.rules
        tenths = int(point_value_of(rules, table, card) * TENTHS)
        if not (isinstance(card, Card) and card.suit is table.suit and table.is_trump(card)):
            return tenths
        lows = [rule for rule in rules.points
                if rule.kind is PointKind.LOW and rule.receiver is Receiver.CAPTURER]
        if not lows:
            return tenths
        seen = set(view.played) | set(view.hand)
        lower = [other for other in _deck_of(rules) if isinstance(other, Card) and other.suit is table.suit
                 and table.is_trump(other) and other.rank < card.rank]
        if any(other in seen for other in lower):
            return tenths  # a lower trump fell already, or this player holds one: this one is not Low
        return tenths + int(sum(rule.value for rule in lows) * (TENTHS // 2 if lower else TENTHS))

    @staticmethod
    def _unbeatable(view: SeatView, table: TrumpTable, card: FamilyCard, led: Suit | None) -> bool:
        """True when no card still unseen (not played, not in this hand) outranks ``card`` on this
        trick: a trump above every unplayed trump (jokers and off-cards counted), never a plain card
        while a trump is out."""
        if not table.is_trump(card):
            return False
        gone = set(view.played) | set(view.hand)
        power = table.power(card, led)
        return not any(table.power(other, led) > power for other in table.members if other not in gone)

    def _win_cost(self, view: SeatView, table: TrumpTable, card: FamilyCard) -> int:
        """What taking a sure trick with this card costs: the trick-taking power spent, less the
        points and pips it banks in the trick it takes."""
        points = self._points_tenths(view, table, card) * 10
        pips = pips_of(view.rules, card) * 10
        strength = table.strength.get(card, 0) * 5
        rank = 0 if isinstance(card, Joker) else int(card.rank)
        return strength + (30 if table.is_trump(card) else 0) + rank - points - pips

    def _throw_cost(self, view: SeatView, table: TrumpTable, card: FamilyCard) -> int:
        """What giving this card away (or spending it) costs: its points, pips and trump strength."""
        points = self._points_tenths(view, table, card) * 10
        pips = pips_of(view.rules, card)
        strength = table.strength.get(card, 0) * 5
        rank = 0 if isinstance(card, Joker) else int(card.rank)
        return points + pips * 3 + strength + (30 if table.is_trump(card) else 0) + rank

    def _follow(self, view: SeatView, cards: list[FamilyCard]) -> FamilyCard:
        rules = view.rules
        trick = view.trick
        table = view.trump
        assert trick is not None and table is not None
        played = list(trick.cards)
        winner_now = trick.plays[winning_position(table, played)].seat
        last_to_play = len(trick.plays) == len(trick.seats) - 1
        led = led_suit(table, played)
        best_power = max(table.power(card, led) for card in played)
        winners = [card for card in cards if table.power(card, led) > best_power]
        if view.partner_of(winner_now):
            winning_card = played[[play.seat for play in trick.plays].index(winner_now)]
            safe = last_to_play or (table.is_trump(winning_card)
                                    and self._unplayed_trumps_above(view, table, winning_card) == 0)
            if safe:
                givers = [card for card in cards if not (table.is_trump(card) and card in winners)
                          or self._points_tenths(view, table, card)]
                pool = givers or cards
                return max(pool, key=lambda card: (self._gift_value(view, table, card), str(card)))
        trick_worth = sum(self._points_tenths(view, table, card) + pips_of(rules, card) for card in played)
        if not winners and self._against_a_moon(view):  # keep the cards that may still take a trick
            return min(cards, key=lambda card: (self._later_power(view, table, card), str(card)))
        if winners:
            cheapest = min(winners, key=lambda card: (self._throw_cost(view, table, card), str(card)))
            if self._against_a_moon(view):  # one trick taken from the maker's side breaks its moon
                if last_to_play:
                    return cheapest
                return max(winners, key=lambda card: (table.power(card, led), str(card)))
            sure = [card for card in winners if last_to_play or self._unbeatable(view, table, card, led)]
            if sure:  # a trick surely taken: bank a point card or pips with it, spending little power
                return min(sure, key=lambda card: (self._win_cost(view, table, card), str(card)))
            if trick_worth > 0 or self._points_tenths(view, table, cheapest) == 0:
                return cheapest
        return min(cards, key=lambda card: (self._throw_cost(view, table, card), str(card)))

    def _later_power(self, view: SeatView, table: TrumpTable, card: FamilyCard) -> int:
        """How likely a card is to take a later trick: a trump by its strength, above a plain card
        that nothing unplayed outranks in its suit, above other plain cards by rank."""
        if table.is_trump(card):
            return 300 + table.strength[card]
        if not isinstance(card, Card):
            return 0
        return (100 if self._plain_boss(view, table, card) else 0) + int(card.rank)

    @staticmethod
    def _set_would_win(view: SeatView) -> bool:
        """Where a low enough score wins (backdoor): would setting the maker, not on this side, win
        it the game? Then the defence helps the maker instead."""
        rules, maker, contract = view.rules, view.maker, view.contract
        if rules.backdoor is None or maker is None or contract is None or view.partner_of(maker):
            return False
        if maker == view.seat:
            return False
        unit = maker % rules.team_count if rules.teams is Teams.FIXED else maker
        return view.scores[unit] - max(contract.points, 1) <= rules.backdoor

    def _shed(self, view: SeatView, cards: list[FamilyCard]) -> FamilyCard:
        """Take no points: a card that does not take the trick, giving the maker its points where
        it holds the trick (its made bid keeps it from a low score that wins), nothing to others."""
        table = view.trump
        trick = view.trick
        assert table is not None
        if trick is None or not trick.plays:
            return min(cards, key=lambda card: (table.power(card, None), self._throw_cost(view, table, card),
                                                str(card)))
        played = list(trick.cards)
        led = led_suit(table, played)
        best_power = max(table.power(card, led) for card in played)
        losers = [card for card in cards if table.power(card, led) <= best_power]
        if not losers:
            return min(cards, key=lambda card: (table.power(card, led), str(card)))
        winner_now = trick.plays[winning_position(table, played)].seat
        if winner_now == view.maker:
            return max(losers, key=lambda card: (self._gift_value(view, table, card), str(card)))
        return min(losers, key=lambda card: (self._throw_cost(view, table, card), str(card)))

    @staticmethod
    def _against_a_moon(view: SeatView) -> bool:
        """True for a defender of a moon that needs every trick, while the maker's side has taken
        every trick so far (once one is taken from it, the moon is broken: play for points)."""
        contract, maker, moon = view.contract, view.maker, view.rules.moon
        if contract is None or maker is None or not contract.moon or moon is None or not moon.all_tricks:
            return False
        sides = view.side_of_seat
        if sides[maker] == sides[view.seat]:
            return False
        return all(sides[trick.winner] == sides[maker] for trick in view.tricks if trick.winner is not None)

    def _gift_value(self, view: SeatView, table: TrumpTable, card: FamilyCard) -> int:
        """What a card brings to a trick one's own side takes."""
        points = self._points_tenths(view, table, card) * 10
        pips = pips_of(view.rules, card)
        return points + pips * 3 - table.strength.get(card, 0)


FAMILY_PLAYERS: dict[str, type[FamilyRandom] | type[FamilyHeuristic]] = {
    "random": FamilyRandom, "heuristic": FamilyHeuristic}
"""The players by name, as the command line knows them."""


def make_family_player(name: str) -> FamilyPlayer:
    """A new player of that name; ``KeyError`` naming the choices."""
    try:
        return FAMILY_PLAYERS[name]()
    except KeyError:
        raise KeyError(f"unknown player {name!r} (known: {', '.join(FAMILY_PLAYERS)})") from None
