"""The heuristic player: the game's computer players, integers only, portable to C.

What it is for: the computer opponents and partner of the game, and of the 68k build, whose C core
ports this module rule for rule. It counts cards, estimates the chance that a card is in play or in
a given hand, bids from the points its hand can expect to take, and plays each card for the most
expected points. It reads only its :class:`~palm_pitch.views.PlayerView`, draws no random numbers
and uses integers only: the operands of every multiplication fit in 16 bits and every intermediate
in 32 (a 68000 ``MULS``), there are four divisions per play decision (the chances ``p_in`` and
``q`` below, 32 by 16 bits), and "shift right by 8" divides by 256. Loops run in a fixed order
(suits S, H, D, C; cards by ascending index, i.e. suit then rank 2..A; seats clockwise from my
left) and ties go to the first candidate in that order. The tables and constants below the
docstring are the whole of its knowledge; ``benchmarks/players.py`` shows how they were measured.

**Units and terms.** Chances are in 256ths (256 = certain). Values are in *units*: one game pip
(ten 10, ace 4, king 3, queen 2, jack 1) is one unit, one point (High, Low, Jack or Game) is
``POINT`` units. *Unseen* cards: the 52 minus my hand minus every card played this hand (each is in
another hand or undealt). *Voids*: a seat that plays a card of a third suit on a plain lead has
none of the suit led; a seat that plays a non-trump on a trump lead has no trump; a trump played
on a plain lead proves nothing (trumping is allowed at any time), except under strict follow, where
any card not of the suit led proves the void. A trump is *master* when no unseen trump is higher.

*In-play chance* ``p_in = 256 * (cards held by the other three) / (unseen cards)``: the chance that
an unseen card is in a hand rather than undealt. *Hold chance* of another seat o,
``q(o) = 256 * (cards o holds) / (unseen cards of the suits o is not void in)``, at most 256.
*None-of-k* for o: start from 256 and k times multiply by ``256 - q(o)`` and shift right by 8: the
chance that o holds none of k given unseen cards (with ``p_in`` instead of ``q``: that none of them
is in play). *Low chance* of a trump x: 0 if a lower trump was played or is in my hand, else
none-of-k in play for the k unseen trumps below x. My *Low candidate* is my lowest trump if no
lower trump was played.

**Bidding** (rules 1-4, also :func:`choose_bid`).

1. *Suit value* ``v(s)`` of my six cards with suit s as trump, in sixteenths of a point: about 16
   times the points my side takes pitching s (the weights are a least-squares fit to simulated
   hands, ``benchmarks/players.py calibrate``). The sum of ``HIGH_VALUE[top]`` (top: the rank of
   my highest card of s), ``LOW_VALUE[low]`` (low: the rank of my lowest), ``LENGTH_VALUE[n]`` (n:
   my cards of s), ``JACK_HELD`` with the jack of s plus ``JACK_GUARD`` if I also hold its ace or
   king or at least three of s, ``TEN_HELD`` with its ten, ``SIDE_ACE`` per ace and ``SIDE_TEN``
   per ten of another suit. The *best suit* is the held suit with the highest value.
2. *Level* of the hand: Smudge (where the rules have it) holding the ace and the jack of the best
   suit and five of it with ``v >= BID_AT[5]``; else 4 holding its ace and jack with
   ``v >= BID_AT[4]``; else 3 if ``v >= BID_AT[3] - relief``; else 2 if ``v >= BID_AT[2] - relief``;
   else 0. So 4 and Smudge are never bid without the ace. The *relief* is for the match score
   (:func:`match_relief`): ``CLOSING[d]`` when my side is d = 0..4 points short of the target (a
   made bid may win the match; at or past the target only a made bid can), and at least
   ``PRESSURE[d]`` when the other side is d = 0..4 short (its next made bid may win: keep it from
   pitching).
3. *Not the dealer.* The high bid h held by the partner: bid h + 1 if
   ``v >= BID_AT[h + 1] + OVER_PARTNER - relief`` (over a 3 or more, the level must reach h + 1
   as well), else pass. Otherwise (nobody bid, or an opponent holds h): if the level beats h (and,
   over an opponent's bid, ``v >= BID_AT[h + 1] + OVER_OPPONENT - relief``), bid the level itself
   when it is 3 or more or when a made bid of it would reach the target (no cheap opening to be
   stolen), else 2; else pass.
4. *The dealer.* Everyone passed: bid the level, at least 2 (pass instead where the rules allow it
   and the level is 0). The partner holds h: match it (take the contract from the partner) only
   where that is clearly better for the team - the level reaches h and
   ``v >= BID_AT[h] + TAKE_FROM_PARTNER[h] - relief`` - else pass. An opponent holds h: steal by
   matching where the rules allow it, when ``v >= BID_AT[h] + STEAL_MARGIN[h] - relief`` (for a 4 or
   a Smudge the level must reach h as well); else bid h + 1 if the level reaches it; else pass.
   Whatever is chosen, if it is not legal: pass, or when a bid is forced the lowest legal bid.

**Play** (rules 5-8). 0. With a single legal action, take it.

5. *The pitch* (no trump yet): the best suit of rule 1 (:func:`pitch_card`). Lead its ace; else its
   king if I hold its queen too; else its lowest card that is neither the jack, the ten, nor the
   lowest card when that is a 2, 3 or 4; else its highest card.
6. *Drawing trumps.* Leading, holding trumps while an opponent may hold one (an unseen trump exists
   and an opponent has not shown out of trump): lead my highest trump if it is master. Else, on the
   pitcher's side, if the chance that neither opponent holds an unseen trump above my highest
   (none-of-k for each opponent not void in trump, multiplied) is at least ``PULL_SAFE``, lead my
   highest trump that is not the jack, the ten or my Low candidate (if any).
7. *Cashing.* Leading, holding trumps when no opponent can hold one: lead my Low candidate if its
   Low chance is positive, else the jack of trump if I hold it; else rule 8 (no trump is led only to
   draw the partner's).
8. *Every other card*, leading or following: the legal card with the highest score
   ``score(c) = ((2 * P(c) - 256) * V(c) >> 8) - keep(c)`` (the first in index order on a tie):

   * ``V(c)``, what the trick is worth with c in it: the game pips of its cards and of c; plus
     ``POINT`` if the jack of trump is among them; plus ``POINT * L >> 8`` with L the Low chance of
     the lowest trump among them; plus ``LATER`` for each seat still to play after me; plus
     ``SMUDGE_TRICK`` when the bid is a Smudge (one trick sets it).
   * ``P(c)``, the chance that my side takes the trick: leading, or if c beats the card now winning
     (a higher card of its suit, or a trump on a non-trump), the chance that no opponent after me
     beats c; else, my partner's card winning, the chance that no opponent after me beats that
     card; else 0. For each opponent o after me, the chance that o does not beat a card x is
     none-of-k for o, where k counts the unseen cards that beat x that o may hold: if x is a trump,
     the unseen higher trumps; if not, every unseen trump, and the unseen higher cards of x's suit
     if o is not void in it (no trump counts if o is void in trump). The chances of the
     opponents are multiplied (each product shifted right by 8).
   * ``keep(c)``, what holding c is still worth: its *power* plus ``(2 * F - 256) * own >> 8``, where
     *own* is c's game pips, plus ``POINT`` for the jack of trump, plus ``POINT * (Low chance) >> 8``
     for my Low candidate, and F is the chance that my side takes c later. A master trump: power
     ``KEEP_MASTER`` while an opponent may hold a trump (else ``KEEP_TRUMP``), F = ``F_MASTER``.
     Another trump: power ``KEEP_TRUMP + (POWER_STEP * (unseen trumps below it) >> 2)``, F = 256
     minus ``DODGE`` 256ths of the chance that an opponent holds a higher trump (the rule 6
     chance, for that trump). My Low candidate: F = ``F_LOW``. A card of another suit: power
     ``KEEP_SIDE_MASTER`` and F = ``F_MASTER`` if no unseen card of its suit is higher, else power
     0 and F = ``F_SIDE``.
"""

from __future__ import annotations

from palm_pitch.actions import Action, Bid
from palm_pitch.auction import legal_bids
from palm_pitch.cards import CARDS, FULL_DECK_MASK, SUIT_MASKS, Card
from palm_pitch.rng import Rng
from palm_pitch.rules import AllPass, DealerSteal, Ruleset, Smudge, Trumping
from palm_pitch.views import PlayerView

# Ranks are stored as rank - 2 inside a suit's 13 bits: 2 -> bit 0, ace -> bit 12.
_TWO, _THREE, _FOUR, _FIVE, _TEN, _JACK, _QUEEN, _KING, _ACE = 0, 1, 2, 3, 8, 9, 10, 11, 12
_PIPS = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)
_PIPS_BY_INDEX = tuple(_PIPS[i % 13] for i in range(52))
_HIGHER = tuple(SUIT_MASKS[i // 13] & ~((2 << i) - 1) for i in range(52))
"""``_HIGHER[i]``: the cards of card i's suit above it."""

# ------------------------------------------------------------------------------------- constants

POINT = 20
"""Rule 8: the value of one point (High, Low, Jack or Game) in units (one unit = one game pip)."""
LATER = 2
"""Rule 8: the game pips expected from each seat still to play in the trick."""
SMUDGE_TRICK = 100
"""Rule 8: what one trick is worth while a Smudge is bid (it sets or saves the Smudge)."""
KEEP_MASTER = 20
KEEP_TRUMP = 10
KEEP_SIDE_MASTER = 3
POWER_STEP = 4
"""Rule 8: a trump's power grows by this many quarter units per unseen trump below it."""
F_MASTER = 200
"""Rule 8: the chance that my side takes a master card of mine later."""
F_LOW = 190
"""Rule 8: the chance that my side takes my Low candidate later."""
F_SIDE = 140
"""Rule 8: the chance that my side takes a side card of mine that is not master later."""
DODGE = 200
"""Rule 8: of the chance that an opponent holds a higher trump than a trump of mine, the part (in
256ths) that it takes that trump later (the rest of the time I keep it out of reach)."""
PULL_SAFE = 180
"""Rule 6: the chance (in 256ths) that no opponent holds a higher trump, to lead a trump that is
not master on the pitcher's side."""

# Rule 1: the suit value in sixteenths of a point. Indexed by rank - 2 (2..A).
HIGH_VALUE = (15, 17, 18, 19, 19, 18, 18, 18, 19, 19, 24, 29, 37)
LOW_VALUE = (3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
LENGTH_VALUE = (0, 0, 4, 7, 11, 12, 15)
JACK_HELD = 8
JACK_GUARD = 3
TEN_HELD = 2
SIDE_ACE = 1
SIDE_TEN = 1
BASE = 0

BID_AT = (0, 0, 32, 42, 60, 66)
"""Rule 2: the smallest suit value for each bid (index = bid: 2, 3, 4, 5 = Smudge)."""
STEAL_MARGIN = (0, 0, -4, -2, -4, -4)
"""Rule 4: how far above ``BID_AT[h]`` the dealer's suit value must be to steal an opponent's bid
of h by matching it (index = bid). This and the next two, and ``PRESSURE``, were set by the search
(``benchmarks/bid_teacher.py``): each of the heuristic's bids in self-play valued both ways by the
Hard and Expert levels' search (every legal bid played out over 128 deals consistent with the
auction), the numbers moved to where the search's values say a bid starts to pay."""
OVER_OPPONENT = 2
"""Rule 3: how far above ``BID_AT[h + 1]`` my suit value must be to bid over an opponent's h."""
OVER_PARTNER = 0
"""Rule 3: how far above ``BID_AT[h + 1]`` my suit value must be to bid over my partner's h (a
partner's 2 is raised with any hand worth a 3 of its own: it keeps the dealer from stealing a 2)."""
TAKE_FROM_PARTNER = (0, 0, 8, 6, 6, 6)
"""Rule 4: how far above ``BID_AT[h]`` the dealer's suit value must be to take its partner's bid
of h (index = bid). Measured by playing each such hand out both ways (``benchmarks/players.py
partner``): taking a 2 gains a point per ten hands or less up to 7 above ``BID_AT[2]`` and about
half a point from 8; taking a 3 about a point from 6 above ``BID_AT[3]``; a 4 never gained."""
CLOSING = (12, 12, 12, 6, 6)
"""Rule 2: the relief when my side is 0, 1, 2, 3 or 4 points short of the target (a made bid of
mine may win the match)."""
PRESSURE = (18, 18, 18, 12, 12)
"""Rule 2: the relief when the other side is that short (a made bid of theirs may win it)."""


# --------------------------------------------------------------------------------------- bidding


def _bits(mask: int) -> int:
    return mask.bit_count()


def suit_value(hand: int, suit: int) -> int:
    """Rule 1: the value of a six-card hand (bitmask) with ``suit`` as trump, in 16ths of a point."""
    own = hand >> (13 * suit) & 0x1FFF
    if not own:
        return 0
    top = own.bit_length() - 1
    low = (own & -own).bit_length() - 1
    length = _bits(own)
    v = BASE + HIGH_VALUE[top] + LOW_VALUE[low] + LENGTH_VALUE[length]
    if own >> _JACK & 1:
        v += JACK_HELD
        if own >> _ACE & 1 or own >> _KING & 1 or length >= 3:
            v += JACK_GUARD
    if own >> _TEN & 1:
        v += TEN_HELD
    for other in range(4):
        if other != suit:
            cards = hand >> (13 * other) & 0x1FFF
            v += SIDE_ACE * (cards >> _ACE & 1) + SIDE_TEN * (cards >> _TEN & 1)
    return v


def best_suit(hand: int) -> tuple[int, int]:
    """Rule 1: ``(suit, value)`` of the best suit held (first in S, H, D, C order on a tie)."""
    best, best_v = 0, -1
    for suit in range(4):
        if not hand >> (13 * suit) & 0x1FFF:
            continue  # (never a suit it does not hold: it would pitch a card it has not got)
        v = suit_value(hand, suit)
        if v > best_v:
            best, best_v = suit, v
    return best, best_v


def bid_level(hand: int, smudge_allowed: bool, relief: int = 0) -> tuple[int, int]:
    """Rule 2: ``(level, value)``: the highest bid the hand supports (0 = none, 5 = Smudge) with the
    thresholds of 2 and 3 lowered by ``relief``, and the value of its best suit."""
    suit, v = best_suit(hand)
    own = hand >> (13 * suit) & 0x1FFF
    has_ace = own >> _ACE & 1
    if smudge_allowed and has_ace and own >> _JACK & 1 and _bits(own) >= 5 and v >= BID_AT[5]:
        return 5, v
    if has_ace and own >> _JACK & 1 and v >= BID_AT[4]:
        return 4, v
    if v >= BID_AT[3] - relief:
        return 3, v
    if v >= BID_AT[2] - relief:
        return 2, v
    return 0, v


def match_relief(mine_short: int, theirs_short: int) -> int:
    """Rule 2: how far the thresholds of 2 and 3 come down for the match score, given how far each
    side is from the target (0 or less: there already, where only a made bid wins)."""
    relief = 0
    if mine_short <= 4:
        relief = CLOSING[max(0, mine_short)]
    if theirs_short <= 4:
        relief = max(relief, PRESSURE[max(0, theirs_short)])
    return relief


def choose_bid(hand: int, seat: int, dealer: int, bids: tuple[Bid, ...], scores: tuple[int, int],
               ruleset: Ruleset) -> Bid:
    """Rules 2-4: the bid of ``seat`` holding ``hand`` after ``bids`` (in bidding order from the
    dealer's left), from nothing but what the auction shows."""
    target = ruleset.target
    team = seat & 1
    mine, theirs = scores[team], scores[1 - team]
    relief = match_relief(target - mine, target - theirs)
    level, v = bid_level(hand, ruleset.smudge != Smudge.OFF, relief)
    high = 0
    high_seat = -1
    for position, bid in enumerate(bids):
        if bid > high:
            high, high_seat = int(bid), (dealer + 1 + position) & 3
    legal = legal_bids(ruleset, Bid(high), seat == dealer)
    partner_high = high_seat == (seat + 2) & 3
    choice = 0
    if seat != dealer:
        if partner_high:
            if (high < 3 or level > high) and v >= BID_AT[high + 1] + OVER_PARTNER - relief:
                choice = high + 1
        elif level > high and (high == 0 or v >= BID_AT[high + 1] + OVER_OPPONENT - relief):
            choice = level if (level >= 3 or mine + level >= target) else max(2, high + 1)
    elif high == 0:
        choice = max(2, level)
        if Bid.PASS in legal and level == 0 and ruleset.all_pass != AllPass.FORCED_DEALER:
            choice = 0
    elif partner_high:
        if v >= BID_AT[high] + TAKE_FROM_PARTNER[high] - relief and level >= high:
            choice = high
    elif ruleset.dealer_steal != DealerSteal.NONE and Bid(high) in legal and (
        v >= BID_AT[high] + STEAL_MARGIN[high] - relief and (high < 4 or level >= high)
    ):
        choice = high  # steal by matching
    elif level > high:
        choice = high + 1
    if choice and choice <= 5 and Bid(choice) in legal:
        return Bid(choice)
    if Bid.PASS in legal:
        return Bid.PASS
    return legal[0]  # forced: the lowest bid allowed


class HeuristicPlayer:
    """Card-counting bidding and play (see the module docstring for the rules, numbered)."""

    name = "heuristic"

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if isinstance(legal[0], Bid) or isinstance(legal[-1], Bid):
            return self.bid(view, legal)  # type: ignore[arg-type]
        return CARDS[self.play_index(view)]

    def __repr__(self) -> str:
        return "HeuristicPlayer()"

    # ------------------------------------------------------------------------------- bidding

    def bid(self, view: PlayerView, legal: tuple[Bid, ...]) -> Bid:
        """Rules 2-4."""
        return choose_bid(view.hand_mask, view.seat, view.dealer, view.bids, view.scores, view.ruleset)

    bid_from_hand = staticmethod(choose_bid)
    """The same bid from the hand and the auction alone (the search player's model of a bidder)."""

    # ---------------------------------------------------------------------------------- play

    def play_index(self, view: PlayerView) -> int:
        """Rules 5-8: the index of the card to play."""
        hand = view.hand_mask
        trump = view.trump
        if trump is None:
            return _pitch(hand)
        return _Table(view, trump).choose()


def _pitch(hand: int) -> int:
    """Rule 5."""
    suit, _ = best_suit(hand)
    return pitch_card(hand, suit)


def pitch_card(hand: int, suit: int) -> int:
    """Rule 5: the card with which to pitch ``suit`` (held)."""
    own = hand >> (13 * suit) & 0x1FFF
    base = 13 * suit
    if own >> _ACE & 1:
        return base + _ACE
    if own >> _KING & 1 and own >> _QUEEN & 1:
        return base + _KING
    low = (own & -own).bit_length() - 1
    for rank in range(13):
        if own >> rank & 1 and rank not in (_JACK, _TEN) and not (rank == low and rank <= _FOUR):
            return base + rank
    return base + own.bit_length() - 1


class _Table:
    """What one play decision knows (a C struct in the port): computed once, then rules 6-8."""

    __slots__ = (
        "hand",
        "jack_bit",
        "left",
        "legal",
        "low_cand",
        "low_chance",
        "none_in",
        "none_q",
        "opp_may_trump",
        "p_in",
        "pitcher_side",
        "played",
        "q",
        "seat",
        "smudge",
        "strict",
        "team",
        "tm",
        "trump",
        "unseen",
        "ut",
        "view",
        "voids",
    )

    def __init__(self, view: PlayerView, trump: int) -> None:
        self.view = view
        hand = view.hand_mask
        self.hand = hand
        self.legal = view.legal_play_mask()
        self.trump = trump
        tm = SUIT_MASKS[trump]
        self.tm = tm
        seat = view.seat
        self.seat = seat
        self.team = seat & 1
        played = view.played_mask
        self.played = played
        unseen = FULL_DECK_MASK & ~hand & ~played
        self.unseen = unseen
        ut = unseen & tm
        self.ut = ut
        self.strict = view.ruleset.trumping == Trumping.WHEN_VOID
        self.voids = _voids(view, trump, self.strict)
        left = [view.cards_left(0), view.cards_left(1), view.cards_left(2), view.cards_left(3)]
        self.left = left
        n_unseen = unseen.bit_count()
        others = left[0] + left[1] + left[2] + left[3] - left[seat]
        self.p_in = 256 * others // n_unseen if n_unseen else 0
        q = [0, 0, 0, 0]
        for s in range(4):
            if s == seat:
                continue
            allowed = unseen
            for suit in range(4):
                if self.voids[s] >> suit & 1:
                    allowed &= ~SUIT_MASKS[suit]
            n = allowed.bit_count()
            q[s] = 256 if n <= left[s] else 256 * left[s] // n
        self.q = q
        # none_q[o][k]: none-of-k for seat o, none_in[k] for p_in; extended as needed (rule 8).
        self.none_q = [[256], [256], [256], [256]]
        self.none_in = [256]
        self.jack_bit = 1 << (13 * trump + _JACK)
        mine = hand & tm
        low_cand = mine & -mine
        played_trumps = played & tm
        if low_cand and played_trumps & (low_cand - 1):
            low_cand = 0  # a lower trump was played: mine is not Low
        self.low_cand = low_cand
        self.low_chance = self.none_in_play((ut & (low_cand - 1)).bit_count()) if low_cand else 0
        self.opp_may_trump = bool(ut) and (not self.voids[(seat + 1) & 3] >> trump & 1
                                           or not self.voids[(seat + 3) & 3] >> trump & 1)
        self.smudge = view.high_bid == Bid.SMUDGE
        pitcher = view.pitcher
        self.pitcher_side = pitcher is not None and pitcher & 1 == self.team

    def none_of(self, seat: int, k: int) -> int:
        """The chance (256ths) that ``seat`` holds none of ``k`` given unseen cards."""
        table = self.none_q[seat]
        while len(table) <= k:
            table.append(table[-1] * (256 - self.q[seat]) >> 8)
        return table[k]

    def none_in_play(self, k: int) -> int:
        """The chance (256ths) that none of ``k`` given unseen cards is in play."""
        table = self.none_in
        while len(table) <= k:
            table.append(table[-1] * (256 - self.p_in) >> 8)
        return table[k]

    def low_chance_of(self, bit: int) -> int:
        """The Low chance of a trump (a card of the trick, or mine)."""
        tm = self.tm
        below = bit - 1
        if self.played & tm & below & ~bit or self.hand & tm & below:
            return 0
        return self.none_in_play((self.ut & below).bit_count())

    def survives(self, card: int, after: int, led: int) -> int:
        """The chance that no opponent among the ``after`` seats still to play after me beats
        ``card`` (led suit ``led``; the card wins the trick now)."""
        seat = self.seat
        tm = self.tm
        bit = 1 << card
        chance = 256
        for step in range(1, after + 1):
            other = (seat + step) & 3
            if other & 1 == self.team:
                continue
            voids = self.voids[other]
            void_trump = voids >> self.trump & 1
            if bit & tm:
                k = 0 if void_trump else (self.ut & _HIGHER[card]).bit_count()
            else:
                k = 0 if void_trump else self.ut.bit_count()
                if not voids >> led & 1:
                    k += (self.unseen & _HIGHER[card]).bit_count()
            chance = chance * self.none_of(other, k) >> 8
        return chance

    def keep(self, card: int) -> int:
        """Rule 8: what holding ``card`` is worth for the tricks to come: its power to win a trick,
        and its own value (pips, the Jack, the Low) times how much likelier my side is to take it
        later than to lose it."""
        bit = 1 << card
        own = _PIPS_BY_INDEX[card]
        if bit & self.tm:
            master = not self.ut & _HIGHER[card]
            if master:
                power = KEEP_MASTER if self.opp_may_trump else KEEP_TRUMP
                later = F_MASTER
            else:
                power = KEEP_TRUMP + (POWER_STEP * (self.ut & (bit - 1)).bit_count() >> 2)
                later = 256 - ((256 - self.pull_safe(card)) * DODGE >> 8)
            if bit == self.jack_bit:
                own += POINT
            if bit == self.low_cand:
                own += POINT * self.low_chance >> 8
                later = F_LOW
        elif not self.unseen & _HIGHER[card]:
            power, later = KEEP_SIDE_MASTER, F_MASTER
        else:
            power, later = 0, F_SIDE
        return power + ((2 * later - 256) * own >> 8)

    # ------------------------------------------------------------------------------ choosing

    def choose(self) -> int:
        view = self.view
        trick = view.trick
        hand = self.hand
        tm = self.tm
        mine = hand & tm
        if not trick:
            if mine and self.opp_may_trump:
                top = mine.bit_length() - 1
                if not self.ut & _HIGHER[top]:
                    return top  # rule 6: the master trump
                pull = mine & ~self.jack_bit & ~(1 << (13 * self.trump + _TEN)) & ~self.low_cand
                if self.pitcher_side and pull and self.pull_safe(top) >= PULL_SAFE:
                    return pull.bit_length() - 1
            if mine and not self.opp_may_trump:
                if self.low_cand and self.low_chance:
                    return self.low_cand.bit_length() - 1  # rule 7: cash the Low
                if mine & self.jack_bit:
                    return self.jack_bit.bit_length() - 1
        return self.best_by_score()

    def pull_safe(self, card: int) -> int:
        """The chance that no opponent holds an unseen trump above ``card``."""
        k = (self.ut & _HIGHER[card]).bit_count()
        chance = 256
        for other in ((self.seat + 1) & 3, (self.seat + 3) & 3):
            if not self.voids[other] >> self.trump & 1:
                chance = chance * self.none_of(other, k) >> 8
        return chance

    def best_by_score(self) -> int:
        """Rule 8."""
        view = self.view
        trick = view.trick
        tm = self.tm
        seat = self.seat
        after = 3 - len(trick)
        base_value = LATER * after + (SMUDGE_TRICK if self.smudge else 0)
        jack_bit = self.jack_bit
        # The trick so far: its pips, the jack, its lowest trump, the winning card and seat.
        pips = 0
        lowest_trump = 0
        has_jack = False
        best = -1
        best_seat = -1
        led = int(trick[0].suit) if trick else -1
        leader = view.leader
        for position, played in enumerate(trick):
            pips += _PIPS_BY_INDEX[played.index]
            bit = played.bit
            if bit == jack_bit:
                has_jack = True
            if bit & tm and (not lowest_trump or bit < lowest_trump):
                lowest_trump = bit
            if best < 0 or _beats(played.index, best, tm):
                best, best_seat = played.index, (leader + position) & 3
        partner_winning = best >= 0 and best_seat == (seat + 2) & 3
        partner_keeps = self.survives(best, after, led) if partner_winning else 0
        choice, choice_score = -1, -(1 << 30)
        mask = self.legal
        while mask:
            bit = mask & -mask
            card = bit.bit_length() - 1
            mask ^= bit
            value = base_value + pips + _PIPS_BY_INDEX[card]
            if has_jack or bit == jack_bit:
                value += POINT
            low = lowest_trump
            if bit & tm and (not low or bit < low):
                low = bit
            if low:
                value += POINT * self.low_chance_of(low) >> 8
            if best < 0:
                chance = self.survives(card, 3, card // 13)
            elif _beats(card, best, tm):
                chance = self.survives(card, after, led)
            else:
                chance = partner_keeps
            score = ((2 * chance - 256) * value >> 8) - self.keep(card)
            if score > choice_score:
                choice, choice_score = card, score
        return choice


def _beats(card: int, best: int, tm: int) -> bool:
    """Does card index ``card`` beat ``best``, the card now winning the trick?"""
    if card // 13 == best // 13:
        return card > best
    return bool((1 << card) & tm)


def _voids(view: PlayerView, trump: int, strict: bool) -> list[int]:
    """Per seat, a 4-bit set of suits the seat is known to be void in (bit s for suit s)."""
    voids = [0, 0, 0, 0]
    for trick in view.tricks:
        _add_voids(voids, trick.leader, trick.cards, trump, strict)
    _add_voids(voids, view.leader, view.trick, trump, strict)
    return voids


def _add_voids(voids: list[int], leader: int, cards: tuple[Card, ...], trump: int, strict: bool) -> None:
    if not cards:
        return
    led = cards[0].suit
    for position in range(1, len(cards)):
        suit = cards[position].suit
        if suit != led and (strict or suit != trump):
            voids[(leader + position) & 3] |= 1 << led
