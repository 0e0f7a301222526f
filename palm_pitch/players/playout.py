"""Fast perfect-information playouts of the rest of a hand, for the search player.

What it is for: :mod:`palm_pitch.players.pimc` values a move by playing the hand to its end in many
sampled deals (worlds). Here every seat sees every card of the world, and all four play a greedy
policy on card bitmasks (no :class:`~palm_pitch.state.GameState` per card, so a whole hand costs a
fraction of a millisecond); the finished hand is scored by :func:`palm_pitch.scoring.score_hand`,
the engine's own scoring, so the points, the bid made or set and the match winner are the game's.

The policy (every card known; *cost* of giving a card away: 8 x its game pips + its rank, plus 20
for a trump, 100 for the jack of trump, 80 for the Low, i.e. the lowest trump in play; ties go to
the lowest card index):

- Leading: with the highest trump left, while an opponent holds a trump, lead it. With trumps when
  the opponents hold none: lead the Low if held, else the jack of trump. Else lead a side card that
  is the highest left in its suit when neither opponent can ruff it (each either holds that suit or
  no trump), else the cheapest card.
- Following, the partner's card winning and no opponent after me able to beat it: give the Low, else
  the jack of trump, else a ten, else the side card with the most game pips, else the cheapest card
  (a card that would take the trick over the partner's only if that keeps the trick sure).
- Otherwise: the cheapest card that wins the trick for sure (no opponent after me can beat it) when
  the trick holds game pips, the jack or the Low, or that card costs under 30; else the cheapest card.
"""

from __future__ import annotations

from typing import Final

from palm_pitch.actions import Bid
from palm_pitch.cards import PIPS_BY_RANK, SUIT_MASKS, Suit
from palm_pitch.rules import Ruleset, Trumping
from palm_pitch.scoring import HandResult, score_hand

PIPS: Final = tuple(PIPS_BY_RANK[i % 13] for i in range(52))
HIGHER: Final = tuple(SUIT_MASKS[i // 13] & ~((2 << i) - 1) for i in range(52))
"""``HIGHER[i]``: the cards of card i's suit that outrank it."""
_SUIT_MASKS: Final = SUIT_MASKS
TENS: Final = sum(1 << (13 * s + 8) for s in range(4))


def playout(
    hands: list[int],
    trump: int,
    leader: int,
    trick: list[int],
    won: list[int],
    strict: bool,
    in_play_trumps: int,
    moves: list[int] | None = None,
) -> list[int]:
    """Play the hand to its end from a world; returns ``won`` (the cards each team took).

    ``hands`` (changed in place) are the four hands of the world, ``trick`` the card indices of the
    trick in progress (led by ``leader``; four cards: a trick just completed), ``won`` the cards
    each team has taken so far (changed in place), ``strict`` true where a player may trump only
    when void, ``in_play_trumps`` the trumps dealt in this world (for the Low). The cards played are
    appended to ``moves`` if given.
    """
    tm = _SUIT_MASKS[trump]
    low_bit = in_play_trumps & -in_play_trumps
    jack_bit = 1 << (13 * trump + 9)
    trick = list(trick)
    seat = (leader + len(trick)) & 3
    best = -1
    best_seat = -1
    if trick:
        best, best_seat = _best(trick, leader, trump)
        if len(trick) == 4:
            won[best_seat & 1] |= (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])
            seat = best_seat
            trick = []
    while True:
        hand = hands[seat]
        if not hand:
            return won
        if not trick:
            card = _lead(hands, seat, tm, low_bit, jack_bit)
            trick = [card]
            leader = seat
            best, best_seat = card, seat
        else:
            led_mask = _SUIT_MASKS[trick[0] // 13]
            follow = hand & led_mask
            legal = (follow if strict else follow | hand & tm) if follow else hand
            card = _follow(hands, seat, legal, trick, leader, best, best_seat, led_mask, tm, low_bit,
                           jack_bit, strict)
            bit = 1 << card
            if bit & tm:
                if not (1 << best) & tm or card > best:
                    best, best_seat = card, seat
            elif card // 13 == best // 13 and card > best:
                best, best_seat = card, seat
            trick.append(card)
        hands[seat] ^= 1 << card
        if moves is not None:
            moves.append(card)
        if len(trick) == 4:
            mask = (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])
            won[best_seat & 1] |= mask
            seat = best_seat
            trick = []
        else:
            seat = (seat + 1) & 3


def _best(trick: list[int], leader: int, trump: int) -> tuple[int, int]:
    best = trick[0]
    best_position = 0
    for position in range(1, len(trick)):
        card = trick[position]
        if card // 13 == best // 13:
            if card > best:
                best, best_position = card, position
        elif card // 13 == trump:
            best, best_position = card, position
    return best, (leader + best_position) & 3


def _cost(card: int, tm: int, low_bit: int, jack_bit: int) -> int:
    bit = 1 << card
    c = 8 * PIPS[card] + card % 13
    if bit & tm:
        c += 20
        if bit == jack_bit:
            c += 100
        elif bit == low_bit:
            c += 80
    return c


def _cheapest(mask: int, tm: int, low_bit: int, jack_bit: int) -> int:
    best = -1
    best_cost = 1 << 30
    while mask:
        bit = mask & -mask
        card = bit.bit_length() - 1
        c = _cost(card, tm, low_bit, jack_bit)
        if c < best_cost:
            best, best_cost = card, c
        mask ^= bit
    return best


def _lead(hands: list[int], seat: int, tm: int, low_bit: int, jack_bit: int) -> int:
    hand = hands[seat]
    opp_a = hands[(seat + 1) & 3]
    opp_b = hands[(seat + 3) & 3]
    my_trumps = hand & tm
    opp_trumps = (opp_a | opp_b) & tm
    if my_trumps:
        all_trumps = (hand | hands[(seat + 2) & 3] | opp_a | opp_b) & tm
        top = 1 << (all_trumps.bit_length() - 1)
        if opp_trumps:
            if top & hand:
                return top.bit_length() - 1
        else:
            if low_bit & hand:
                return low_bit.bit_length() - 1
            if jack_bit & hand:
                return jack_bit.bit_length() - 1
    others = hand | hands[(seat + 2) & 3] | opp_a | opp_b
    for suit in range(4):
        mine = hand & _SUIT_MASKS[suit] & ~tm
        if not mine:
            continue
        top = mine.bit_length() - 1
        if others & HIGHER[top]:
            continue
        ruff_a = opp_a & tm and not opp_a & _SUIT_MASKS[suit]
        ruff_b = opp_b & tm and not opp_b & _SUIT_MASKS[suit]
        if not ruff_a and not ruff_b:
            return top
    return _cheapest(hand, tm, low_bit, jack_bit)


def _beatable(card: int, hands: list[int], seat: int, later: int, led_mask: int, tm: int,
              strict: bool) -> bool:
    """Can an opponent of ``seat`` among the ``later`` seats still to play beat ``card``?"""
    for step in range(1, later + 1):
        other = (seat + step) & 3
        if (other ^ seat) & 1 == 0:
            continue
        hand = hands[other]
        follow = hand & led_mask
        legal = (follow if strict else follow | hand & tm) if follow else hand
        if (1 << card) & tm:
            if legal & tm & HIGHER[card]:
                return True
        elif legal & tm or legal & HIGHER[card]:
            return True
    return False


def _follow(hands: list[int], seat: int, legal: int, trick: list[int], leader: int, best: int,
            best_seat: int, led_mask: int, tm: int, low_bit: int, jack_bit: int, strict: bool) -> int:
    later = 3 - len(trick)
    best_is_trump = (1 << best) & tm
    if best_seat == (seat + 2) & 3 and not _beatable(best, hands, seat, later, led_mask, tm, strict):
        # Feed the partner's sure trick; a card that would overtake it must be sure itself.
        keep = 0
        mask = legal
        while mask:
            bit = mask & -mask
            card = bit.bit_length() - 1
            over = (bit & tm and (not best_is_trump or card > best)) or (
                not bit & tm and not best_is_trump and bit & HIGHER[best])
            if not over or not _beatable(card, hands, seat, later, led_mask, tm, strict):
                keep |= bit
            mask ^= bit
        if keep & low_bit:
            return low_bit.bit_length() - 1
        if keep & jack_bit:
            return jack_bit.bit_length() - 1
        tens = keep & TENS
        if tens:
            return tens.bit_length() - 1  # (the highest-index ten: any ten will do)
        best_card, best_pips = -1, 0
        mask = keep & ~tm
        while mask:
            bit = mask & -mask
            card = bit.bit_length() - 1
            if PIPS[card] > best_pips:
                best_card, best_pips = card, PIPS[card]
            mask ^= bit
        if best_card >= 0:
            return best_card
        return _cheapest(keep or legal, tm, low_bit, jack_bit)
    # Win it if it is worth it and sure.
    value = 0
    for card in trick:
        value += PIPS[card]
        if (1 << card) & (jack_bit | low_bit):
            value += 20
    sure = 0
    mask = legal
    while mask:
        bit = mask & -mask
        card = bit.bit_length() - 1
        if bit & tm:
            wins = not best_is_trump or card > best
        else:
            wins = not best_is_trump and bool(bit & HIGHER[best])
        if wins and not _beatable(card, hands, seat, later, led_mask, tm, strict):
            sure |= bit
        mask ^= bit
    if sure:
        choice = _cheapest(sure, tm, low_bit, jack_bit)
        if value > 0 or _cost(choice, tm, low_bit, jack_bit) < 30:
            return choice
    return _cheapest(legal, tm, low_bit, jack_bit)


def score(ruleset: Ruleset, dealer: int, pitcher: int, bid: Bid, trump: int,
          dealt: tuple[int, int, int, int], won: list[int], scores: tuple[int, int]) -> HandResult:
    """The engine's scoring of a finished world (no tricks kept)."""
    # Suit(trump): the engine's scoring takes a Suit, and the compiled (mypyc) build checks it.
    return score_hand(ruleset, dealer, pitcher, bid, Suit(trump), dealt, (), (won[0], won[1]), scores)


def strict_follow(ruleset: Ruleset) -> bool:
    """True where a player may trump only when void in the suit led."""
    return ruleset.trumping is Trumping.WHEN_VOID
