"""The "easy" computer player: the first heuristic of the project, kept as a weaker level.

What it is for: an easier opponent than :class:`~palm_pitch.players.heuristic.HeuristicPlayer`,
and the baseline that the rebuilt heuristic is measured against (``palm-pitch duel heuristic easy``).
Its rules are those of the game's first computer player, unchanged but for one defect: a dealer
forced to bid with nothing (every suit valued 0) pitched a card of a suit it did not hold; rule 1
now considers only suits it holds. It shares the heuristic's portability promises: integers only,
fixed iteration order, no randomness, only its own :class:`~palm_pitch.views.PlayerView`.

Terms. *Unseen* cards U = the 52 cards minus my hand minus every card played this hand (U may be
in another hand or undealt). Trumps *to come* = my trumps and the unseen trumps. The *Low
candidate* is the lowest trump to come, unless a lower trump has already been played (then there
is none: Low is settled). A played trump lower than every trump to come is *surely Low*. A seat is
*void* in a suit once it did not follow a lead of that suit with a card of it (a non-trump on a
trump lead: void in trump; a card of a third suit on a plain lead: void in the suit led). Masks and
"lowest"/"highest" compare card indices (within a suit: ranks).

0. With a single legal action, take it.

**Bidding.**

1. Evaluate each suit s (S, H, D, C) as if it were trump, in quarter-points ``q``:
   High: +16 with the ace, else +11 with the king, else +6 with the queen, else +2 with the jack.
   Low: +12 with the 2, else +9 with the 3, else +5 with the 4, else +2 with the 5.
   Jack: +12 with the jack if also the ace or king or at least three of s, else +7 with the jack.
   Game: +5 with the ten of s, +2 for each ace of another suit, +1 for each other ten.
   Length: +4 for each card of s beyond two.
   The best suit is the held suit with the highest ``q`` (first in S, H, D, C order on a tie).
2. The hand's *level*, the highest bid it supports: Smudge (where allowed) holding the ace and jack
   of the best suit, five or more of its cards, and (six of it or another ace); else 4 when
   ``q >= 32`` holding its ace and jack; else 3 when ``q >= 20``; else 2 when ``q >= 14``; else
   none. So the maximum bid is never made without the ace of the suit that will be pitched. A bid
   is the *cheapest raise* (2, or one more than the high bid), except that a Smudge level bids Smudge.
3. Not dealer: bid the cheapest raise if the level reaches it -- over a partner's high bid only if
   the level is at least 2 above it. Else pass.
4. Dealer: if everyone passed, bid 2 (Smudge at that level); pass instead where the rules allow it
   and the hand has no level. If an opponent holds the high bid ``h`` and the rules let the dealer
   match it: steal by matching when the level is at least ``h``, or when ``h = 2`` and ``q >= 10``
   ("any decent suit"). Else bid the cheapest raise if the level reaches it. If the partner holds
   the high bid: as rule 3. If nothing applies: pass (or, when forced, the lowest legal bid).

**Play.** Leading (rule 5-8), else following (rules 9-12). *cost(c)*, the price of giving card c
away: ``8 * game pips`` (ten 80, ace 32, king 24, queen 16, jack 8) + rank (2..14), plus for a
trump ``20``, plus ``100`` for the jack of trump, plus ``80`` for the Low candidate. The *cheapest*
card of a set minimises cost (first in index order on a tie).

5. The pitch (no trump yet): the best suit of rule 1. Lead its ace or king if held; else its
   lowest card that is neither the jack nor the 2 or 3; else its highest card.
6. Holding the *master* trump (no unseen trump is higher) while an opponent may still hold a trump
   (some unseen trump exists and an opponent is not void in trump): lead the master trump.
7. Holding trumps when no opponent can hold one: lead the Low candidate if it is mine (cash it),
   else the jack of trump if mine, else the highest trump.
8. Else lead a non-trump: an ace if held (first in suit order); else the cheapest non-trump from the
   longest side suit (first such suit on a tie) that has a card with no game pips; else the cheapest
   card of all.
9. Find the card now winning the trick and its seat. It is *safe* if no seat still to play after me,
   on the other side from its player, can beat it: such a seat can beat a trump when it is not void
   in trump and an unseen trump is higher; it can beat a non-trump when it is not void in trump and
   a trump is unseen, or when it is not void in the suit led and a higher card of that suit is
   unseen.
10. Partner winning and safe: *feed* it, the first of these that is legal: the jack of trump; the
    Low candidate; the cheapest ten; the non-trump card with the most game pips (first in index
    order on a tie). If none: the cheapest legal card (under a trump lead: the lowest trump).
11. Otherwise (an opponent winning, or the partner's card not safe) look at the legal cards that
    would win the trick now (a higher card of the winning card's suit, or a trump over a
    non-trump); one that would then be safe is *sure*. The trick's *value* is its game pips, plus 20
    for each card in it that is the jack of trump or surely Low. Play the Low candidate if it is a
    sure winner (cash it); else, defending against a Smudge, the cheapest sure winner, or if none the
    cheapest winner (one trick sets a Smudge); else the cheapest sure winner if the value is
    positive or that card costs under 20; else, against an opponent only, the cheapest winner if
    the value is at least 10.
12. Otherwise play the cheapest legal card (never a point card to the opponents when a zero-point
    card will do, because point cards cost more).
"""

from __future__ import annotations

from palm_pitch.actions import Action, Bid
from palm_pitch.cards import CARDS, FULL_DECK_MASK, SUIT_MASKS, Card
from palm_pitch.rng import Rng
from palm_pitch.rules import DealerSteal, Smudge
from palm_pitch.views import PlayerView

# Ranks are stored as rank - 2 inside a suit's 13 bits: 2 -> bit 0, ace -> bit 12.
_TWO, _THREE, _FOUR, _FIVE, _TEN, _JACK, _QUEEN, _KING, _ACE = 0, 1, 2, 3, 8, 9, 10, 11, 12
_PIPS = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)


def _count(mask: int) -> int:
    return mask.bit_count()


def evaluate_suit(hand: int, suit: int) -> int:
    """Rule 1: the quarter-point value of a six-card hand (bitmask) with ``suit`` as trump."""
    own = hand >> (13 * suit) & 0x1FFF
    q = 0
    if own >> _ACE & 1:
        q += 16
    elif own >> _KING & 1:
        q += 11
    elif own >> _QUEEN & 1:
        q += 6
    elif own >> _JACK & 1:
        q += 2
    if own & 1:
        q += 12
    elif own >> _THREE & 1:
        q += 9
    elif own >> _FOUR & 1:
        q += 5
    elif own >> _FIVE & 1:
        q += 2
    length = _count(own)
    if own >> _JACK & 1:
        q += 12 if (own >> _ACE & 1 or own >> _KING & 1 or length >= 3) else 7
    if own >> _TEN & 1:
        q += 5
    for other in range(4):
        if other != suit:
            cards = hand >> (13 * other) & 0x1FFF
            q += 2 * (cards >> _ACE & 1) + (cards >> _TEN & 1)
    if length > 2:
        q += 4 * (length - 2)
    return q


def best_suit(hand: int) -> tuple[int, int]:
    """Rule 1: ``(suit, q)`` of the best suit held (first in S, H, D, C order on a tie)."""
    best, best_q = 0, -1
    for suit in range(4):
        if not hand >> (13 * suit) & 0x1FFF:
            continue  # (never a suit it does not hold: it would pitch a card it has not got)
        q = evaluate_suit(hand, suit)
        if q > best_q:
            best, best_q = suit, q
    return best, best_q


BID_2_AT = 14
"""Rule 2: the smallest quarter-point value worth a bid of 2."""
BID_3_AT = 20
"""Rule 2: the smallest value worth 3 (the pitcher took 3+ points in about 2 hands of 3 at 20)."""
BID_4_AT = 32
"""Rule 2: the smallest value worth 4 (with the ace and the jack only: without the jack a 4 needs
the jack to be in an opponent's hand and captured, and heuristic 4-bids so made only 38%; with it,
about 65%)."""
STEAL_2_AT = 10
"""Rule 4: the smallest value for which the dealer steals a 2 ("any decent suit")."""


def bid_level(hand: int, smudge_allowed: bool) -> tuple[int, int]:
    """Rule 2: ``(level, q)`` -- the highest bid this hand supports (0 = none, 5 = Smudge) and the
    value of its best suit."""
    suit, q = best_suit(hand)
    own = hand >> (13 * suit) & 0x1FFF
    length = _count(own)
    has_ace = own >> _ACE & 1
    other_aces = sum(hand >> (13 * s + _ACE) & 1 for s in range(4) if s != suit)
    if (smudge_allowed and has_ace and own >> _JACK & 1 and length >= 5
            and (length == 6 or other_aces > 0)):
        return 5, q
    if q >= BID_4_AT and has_ace and own >> _JACK & 1:
        return 4, q
    if q >= BID_3_AT:
        return 3, q
    if q >= BID_2_AT:
        return 2, q
    return 0, q


class EasyPlayer:
    """The first heuristic's bidding and play (see the module docstring for the rules, numbered)."""

    name = "easy"

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if isinstance(legal[0], Bid) or isinstance(legal[-1], Bid):
            return self.bid(view, legal)  # type: ignore[arg-type]
        return CARDS[self.play_index(view)]

    def __repr__(self) -> str:
        return "EasyPlayer()"

    # ------------------------------------------------------------------------------- bidding

    def bid(self, view: PlayerView, legal: tuple[Bid, ...]) -> Bid:
        """Rules 2-4."""
        ruleset = view.ruleset
        level, q = bid_level(view.hand_mask, ruleset.smudge != Smudge.OFF)
        high = int(view.high_bid)
        high_seat = -1
        for position, bid in enumerate(view.bids):
            if high and bid == high:
                high_seat = (view.dealer + 1 + position) & 3
        partner_high = high_seat == view.partner
        cheapest_raise = max(2, high + 1)
        if level == 5:
            cheapest_raise = 5  # a Smudge is only worth 5 when bid
        choice = 0
        if view.seat != view.dealer or partner_high:
            # Rule 3 (and the dealer over its partner).
            if level >= cheapest_raise and (not partner_high or level >= high + 2):
                choice = cheapest_raise
        elif high == 0:
            # Rule 4: everyone passed.
            choice = max(2, level if level == 5 else 2)
            if Bid.PASS in legal and level == 0:
                choice = 0
        elif ruleset.dealer_steal != DealerSteal.NONE and Bid(high) in legal and (
            level >= high or (high == 2 and q >= STEAL_2_AT)
        ):
            choice = high  # steal by matching
        elif level >= cheapest_raise:
            choice = cheapest_raise
        if choice and Bid(choice) in legal:
            return Bid(choice)
        if Bid.PASS in legal:
            return Bid.PASS
        return legal[0]  # forced: the lowest bid allowed

    # ---------------------------------------------------------------------------------- play

    def play_index(self, view: PlayerView) -> int:
        """Rules 5-12: the index of the card to play."""
        hand = view.hand_mask
        legal = view.legal_play_mask()
        trump = view.trump
        seat = view.seat
        if trump is None:  # rule 5: the pitch
            suit, _ = best_suit(hand)
            own = hand >> (13 * suit) & 0x1FFF
            base = 13 * suit
            if own >> _ACE & 1:
                return base + _ACE
            if own >> _KING & 1:
                return base + _KING
            for rank in range(13):
                if own >> rank & 1 and rank not in (_JACK, _TWO, _THREE):
                    return base + rank
            return base + own.bit_length() - 1
        t_mask = SUIT_MASKS[trump]
        played = view.played_mask
        unseen = FULL_DECK_MASK & ~hand & ~played
        unseen_trumps = unseen & t_mask
        my_trumps = hand & t_mask
        to_come = unseen_trumps | my_trumps
        played_trumps = played & t_mask
        lowest_played = played_trumps & -played_trumps
        lowest_to_come = to_come & -to_come
        # The Low candidate: the lowest trump still to come, unless a lower one was already played.
        low_candidate = lowest_to_come if not lowest_played or lowest_to_come < lowest_played else 0
        # A played trump that will surely be Low: lower than every trump still to come.
        low_played = lowest_played if lowest_played and (not to_come or lowest_played < lowest_to_come) else 0
        jack_bit = 1 << (13 * trump + _JACK)
        voids = _voids(view, trump)
        team = seat & 1
        opponents = ((seat + 1) & 3, (seat + 3) & 3)

        def cost(index: int) -> int:
            bit = 1 << index
            rank = index % 13
            c = 8 * _PIPS[rank] + rank + 2
            if bit & t_mask:
                c += 20
                if bit == jack_bit:
                    c += 100
                if bit == low_candidate:
                    c += 80
            return c

        def cheapest(mask: int) -> int:
            best, best_cost = -1, 1 << 30
            while mask:
                bit = mask & -mask
                index = bit.bit_length() - 1
                value = cost(index)
                if value < best_cost:
                    best, best_cost = index, value
                mask ^= bit
            return best

        trick = view.trick
        if not trick:
            opponent_may_trump = unseen_trumps and any(not voids[o] >> trump & 1 for o in opponents)
            # Rule 6: lead the master trump.
            if my_trumps and opponent_may_trump:
                top = my_trumps.bit_length() - 1
                if unseen_trumps.bit_length() - 1 < top:
                    return top
            # Rule 7: nobody else can trump: cash the Low candidate, the jack, then the highest.
            if my_trumps and not opponent_may_trump:
                if low_candidate & my_trumps:
                    return low_candidate.bit_length() - 1
                if jack_bit & my_trumps:
                    return jack_bit.bit_length() - 1
                return my_trumps.bit_length() - 1
            # Rule 8: a side ace, else a cheap card from the longest side suit.
            for suit in range(4):
                if suit != trump and hand >> (13 * suit + _ACE) & 1:
                    return 13 * suit + _ACE
            best_suit_index, best_length = -1, 0
            for suit in range(4):
                cards = hand & SUIT_MASKS[suit]
                if suit == trump or not cards:
                    continue
                if any(cards >> (13 * suit + r) & 1 for r in range(8)) and _count(cards) > best_length:
                    best_suit_index, best_length = suit, _count(cards)
            if best_suit_index >= 0:
                return cheapest(hand & SUIT_MASKS[best_suit_index])
            return cheapest(legal)

        # Following: rule 9.
        leader = view.leader
        led = trick[0].suit
        winner_position = 0
        for position in range(1, len(trick)):
            if _beats(trick[position], trick[winner_position], led, trump):
                winner_position = position
        winning_seat = (leader + winner_position) & 3
        winning_card = trick[winner_position]
        later = [(leader + p) & 3 for p in range(len(trick) + 1, 4)]

        def safe(card: Card, owner_team: int) -> bool:
            for other in later:
                if other & 1 == owner_team:
                    continue
                void_trump = voids[other] >> trump & 1
                if card.suit == trump:
                    if not void_trump and unseen_trumps >> (card.index + 1):
                        return False
                else:
                    void_led = voids[other] >> led & 1
                    if not void_trump and unseen_trumps:
                        return False
                    higher_led = unseen & SUIT_MASKS[led] & ~((2 << card.index) - 1)
                    if card.suit == led and not void_led and higher_led:
                        return False
            return True

        if winning_seat == view.partner and safe(winning_card, team):
            # Rule 10: feed the partner.
            if legal & jack_bit:
                return jack_bit.bit_length() - 1
            if legal & low_candidate:
                return low_candidate.bit_length() - 1
            tens = 0
            for suit in range(4):
                tens |= 1 << (13 * suit + _TEN)
            if legal & tens:
                return cheapest(legal & tens)
            best, best_pips = -1, 0
            mask = legal & ~t_mask
            while mask:
                bit = mask & -mask
                index = bit.bit_length() - 1
                pips = _PIPS[index % 13]
                if pips > best_pips:
                    best, best_pips = index, pips
                mask ^= bit
            if best >= 0:
                return best
            return cheapest(legal)

        # Rule 11: try to win the trick from the opponents.
        value = 0
        for card in trick:
            value += _PIPS[card.index % 13]
            if card.bit == jack_bit or card.bit == low_played:
                value += 20
        winners = 0
        sure = 0
        mask = legal
        while mask:
            bit = mask & -mask
            card = CARDS[bit.bit_length() - 1]
            if _beats(card, winning_card, led, trump):
                winners |= bit
                if safe(card, team):
                    sure |= bit
            mask ^= bit
        if winning_seat != view.partner or winners:
            if sure & low_candidate:
                return low_candidate.bit_length() - 1
            pitcher = view.pitcher
            if winners and view.high_bid == Bid.SMUDGE and pitcher is not None and pitcher & 1 != team:
                return cheapest(sure or winners)  # one trick sets a Smudge
            if sure:
                choice = cheapest(sure)
                if value > 0 or cost(choice) < 20:
                    return choice
            if winners and value >= 10 and winning_seat != view.partner:
                return cheapest(winners)
        # Rule 12.
        return cheapest(legal)


def _beats(card: Card, best: Card, led: int, trump: int) -> bool:
    """Does ``card`` beat ``best`` (the card now winning a trick led in suit ``led``)?"""
    if card.suit == best.suit:
        return card.index > best.index
    return card.suit == trump


def _voids(view: PlayerView, trump: int) -> list[int]:
    """Per seat, a 4-bit set of suits the seat is known to be void in (bit s for suit s)."""
    voids = [0, 0, 0, 0]
    tricks = [(trick.leader, trick.cards) for trick in view.tricks]
    if view.trick:
        tricks.append((view.leader, view.trick))
    for leader, cards in tricks:
        led = cards[0].suit
        for position in range(1, len(cards)):
            card = cards[position]
            if card.suit != led and card.suit != trump:  # (on a trump lead: void in trump)
                voids[(leader + position) & 3] |= 1 << led
    return voids
