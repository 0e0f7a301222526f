"""The portable pseudo-random generator: every shuffle and every random choice in the game.

What it is for: a game is given by ruleset + seed + actions, and the C build for the 68000 must deal
the very same cards from the same seed. So the generator is specified here bit for bit, using only
32-bit unsigned addition, XOR, NOT and shifts: no multiplication, division or modulo (the 68000 has
no 32x32 multiply or 32-bit divide, and libgcc's helpers are not usable on the device).

Specification (all arithmetic on unsigned 32-bit words, i.e. modulo 2**32; ``<<`` drops the bits
shifted out; ``>>`` is a logical shift):

1. **Seeding** ``seed_state(seed)``, for a seed ``0 <= seed < 2**32``::

       x = seed
       x = (~x) + (x << 15)          # ~ is bitwise NOT of the 32-bit word
       x = x ^ (x >> 12)
       x = x + (x << 2)
       x = x ^ (x >> 4)
       x = x + (x << 3) + (x << 11)
       x = x ^ (x >> 16)
       if x == 0: x = 0x6D2B79F5     # the generator's state must never be 0

   (This is Thomas Wang's 32-bit integer hash, written with shifts and adds only.)

2. **Step** ``next_state(x)`` (Marsaglia's xorshift32 with shifts 13, 17, 5); the new state is also
   the output word::

       x = x ^ (x << 13)
       x = x ^ (x >> 17)
       x = x ^ (x << 5)

3. **Bounded integer** ``below(n)``, uniform in ``0 .. n-1`` for ``1 <= n <= 2**32``:
   ``mask`` is the smallest ``2**k - 1`` with ``mask >= n - 1`` (so ``mask = 0`` for ``n = 1``,
   ``1`` for ``n = 2``, ``63`` for ``n = 52``). Then repeat: step the state, ``r = x & mask``,
   until ``r < n``; return ``r``. At least one step is always taken, even for ``n = 1``.

4. **Shuffle** ``shuffle(a)`` of a list of length ``n`` is Fisher–Yates from the front:
   ``for i = 0, 1, ..., n-2: j = i + below(n - i); swap a[i] and a[j]``.

5. **Deal** (used by :mod:`palm_pitch.state`): 24 distinct cards are drawn by rejection, five
   6-bit chunks per step. Repeat: step the state; for ``k = 0, 1, 2, 3, 4``: ``c = (x >> 6k) & 63``;
   if ``c < 52`` and card ``c`` was not chosen yet, it is the next card of the deal; stop as soon as
   24 cards are chosen (the rest of that word is unused, and bits 30-31 are never used). Card ``c``
   is the card with index ``c = 13*suit + rank - 2`` (suits S H D C, ranks 2..A). The ``p``-th card
   chosen (``p = 0..23``) goes to seat ``(dealer + 1 + (p div 3) mod 4) mod 4``: three cards to each
   seat starting left of the dealer, then three more each in the same order. The first dealer of a
   game is ``below(4)``, drawn right after seeding, before the first deal.

Test vectors are pinned in tests/test_rng.py (first outputs for seeds 0, 1 and 0xDEADBEEF; the
shuffled deck and the deal for seed 42).

>>> rng = Rng(42)
>>> hex(seed_state(0)), [rng.below(6) for _ in range(8)]
('0xcaa3caa3', [4, 0, 4, 1, 1, 1, 4, 5])
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Final, TypeVar

T = TypeVar("T")

MASK32: Final = 0xFFFFFFFF
ZERO_REPLACEMENT: Final = 0x6D2B79F5
"""Used as the state when seeding would give 0 (xorshift32 is stuck at 0)."""


def _mask_for(n: int) -> int:
    mask = 0
    while mask < n - 1:
        mask = (mask << 1) | 1
    return mask


MASKS: Final = tuple(_mask_for(n) for n in range(65))
"""``MASKS[n]`` is the rejection mask of :func:`below` for ``1 <= n <= 64`` (``MASKS[0]`` unused)."""


def seed_state(seed: int) -> int:
    """The initial generator state for a 32-bit seed (step 1 of the specification)."""
    if not 0 <= seed <= MASK32:
        raise ValueError(f"seed must be in 0..2**32-1, not {seed}")
    x = seed
    x = ((x ^ MASK32) + (x << 15)) & MASK32
    x ^= x >> 12
    x = (x + (x << 2)) & MASK32
    x ^= x >> 4
    x = (x + (x << 3) + (x << 11)) & MASK32
    x ^= x >> 16
    return x or ZERO_REPLACEMENT


def next_state(x: int) -> int:
    """One xorshift32 step (step 2); the result is both the new state and the output word."""
    x ^= (x << 13) & MASK32
    x ^= x >> 17
    x ^= (x << 5) & MASK32
    return x


def below_from(x: int, n: int) -> tuple[int, int]:
    """``(value, new_state)``: a uniform integer in ``0..n-1`` drawn from state ``x`` (step 3)."""
    if not 1 <= n <= 1 << 32:
        raise ValueError(f"below() needs 1 <= n <= 2**32, not {n}")
    mask = MASKS[n] if n <= 64 else _mask_for(n)
    while True:
        x ^= (x << 13) & MASK32
        x ^= x >> 17
        x ^= (x << 5) & MASK32
        r = x & mask
        if r < n:
            return r, x


_CARD_BITS: Final = tuple(1 << c for c in range(52))
_NOT_CHOSEN: Final = (0,) * 52 + (1,) * 12
"""Per 6-bit chunk value, 1 if it cannot be the next card: the values 52..63 are never cards."""


def deal_from(x: int, dealer: int) -> tuple[tuple[int, int, int, int], int]:
    """Deal one hand from generator state ``x`` (step 5 of the specification).

    Returns the four hands as card bitmasks indexed by seat, and the new state.
    """
    # The cards chosen are flagged in a list indexed by chunk value rather than in a bitmask: in
    # CPython a 52-bit mask is a two-digit integer, and every test or update of one allocates.
    chosen = list(_NOT_CHOSEN)
    order: list[int] = []
    while len(order) < 24:
        x ^= (x << 13) & MASK32
        x ^= x >> 17
        x ^= (x << 5) & MASK32
        # Five 6-bit chunks, low bits first; bits 30-31 are not used. Cards chosen after the 24th
        # (in the last word) are ignored below.
        c = x & 63
        if not chosen[c]:
            chosen[c] = 1
            order.append(c)
        c = x >> 6 & 63
        if not chosen[c]:
            chosen[c] = 1
            order.append(c)
        c = x >> 12 & 63
        if not chosen[c]:
            chosen[c] = 1
            order.append(c)
        c = x >> 18 & 63
        if not chosen[c]:
            chosen[c] = 1
            order.append(c)
        c = x >> 24 & 63
        if not chosen[c]:
            chosen[c] = 1
            order.append(c)
    o = order
    b = _CARD_BITS
    # by_turn[k]: the hand of the k-th seat left of the dealer (positions 3k..3k+2 and 12+3k..14+3k).
    by_turn = (
        b[o[0]] | b[o[1]] | b[o[2]] | b[o[12]] | b[o[13]] | b[o[14]],
        b[o[3]] | b[o[4]] | b[o[5]] | b[o[15]] | b[o[16]] | b[o[17]],
        b[o[6]] | b[o[7]] | b[o[8]] | b[o[18]] | b[o[19]] | b[o[20]],
        b[o[9]] | b[o[10]] | b[o[11]] | b[o[21]] | b[o[22]] | b[o[23]],
    )
    d = dealer + 1
    return (by_turn[-d & 3], by_turn[(1 - d) & 3], by_turn[(2 - d) & 3], by_turn[(3 - d) & 3]), x


def deal_order(x: int) -> tuple[list[int], int]:
    """The 24 card indices of a deal in dealing order, and the new state (reference version of step 5,
    written like the C port will be: one chunk at a time)."""
    chosen = [False] * 52
    order: list[int] = []
    while True:
        x = next_state(x)
        word = x
        for _ in range(5):
            c = word & 63
            word >>= 6
            if c < 52 and not chosen[c]:
                chosen[c] = True
                order.append(c)
                if len(order) == 24:
                    return order, x


class Rng:
    """A mutable generator object over the same algorithm, for players and tools.

    The game state itself never holds an ``Rng`` (it holds the 32-bit state word); players receive
    one in ``choose(view, rng)``.
    """

    __slots__ = ("state",)

    state: int
    """The current 32-bit state word (never 0)."""

    def __init__(self, seed: int = 0) -> None:
        self.state = seed_state(seed)

    @classmethod
    def from_state(cls, state: int) -> Rng:
        """An ``Rng`` continuing from a raw state word (1..2**32-1)."""
        if not 0 < state <= MASK32:
            raise ValueError(f"state must be in 1..2**32-1, not {state}")
        rng = cls()  # (not cls.__new__: the optional compiled build, mypyc, does not support it)
        rng.state = state
        return rng

    def next_u32(self) -> int:
        """Step and return the 32-bit output word."""
        x = self.state
        x ^= (x << 13) & MASK32
        x ^= x >> 17
        x ^= (x << 5) & MASK32
        self.state = x
        return x

    def below(self, n: int) -> int:
        """A uniform integer in ``0 .. n-1`` (masked rejection sampling, step 3)."""
        if 0 < n <= 64:
            mask = MASKS[n]
            x = self.state
            while True:
                x ^= (x << 13) & MASK32
                x ^= x >> 17
                x ^= (x << 5) & MASK32
                if (x & mask) < n:
                    self.state = x
                    return x & mask
        value, self.state = below_from(self.state, n)
        return value

    def choice(self, items: tuple[T, ...] | list[T]) -> T:
        """One item, uniformly: ``items[below(len(items))]``."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place, Fisher–Yates from the front (step 4)."""
        n = len(items)
        for i in range(n - 1):
            j = i + self.below(n - i)
            items[i], items[j] = items[j], items[i]

    def __repr__(self) -> str:
        return f"Rng.from_state({self.state:#010x})"


def derive_seed(seed: int, stream: int) -> int:
    """A 32-bit seed for an independent stream (e.g. one per player) from a game seed.

    ``seed_state((seed + 0x9E3779B9 * (stream + 1)) mod 2**32)`` is a multiplication, so it is written
    with additions: ``stream + 1`` additions of the constant. Streams are small (0..7).
    """
    x = seed & MASK32
    for _ in range(stream + 1):
        x = (x + 0x9E3779B9) & MASK32
    return seed_state(x)
