"""The PRNG against a second implementation written from the ``palm_pitch.rng`` docstring alone
(tools/reference_referee.py: ``spec_seed_state``, ``spec_next``, ``spec_below``, ``spec_deal``), so
that the C port can trust the specification: 10,000 outputs per seed, bounded draws, the shuffle,
the deal and the first dealer, and the per-player seeds."""

from __future__ import annotations

from reference_referee import (
    card_of_index,
    sort_cards,
    spec_below,
    spec_deal,
    spec_next,
    spec_seed_state,
)

from palm_pitch.cards import cards_in
from palm_pitch.match import player_rngs
from palm_pitch.rng import Rng, deal_from, deal_order, derive_seed, seed_state
from palm_pitch.state import new_game

SEEDS = (0, 1, 42, 2026, 0x6D2B79F5, 0xDEADBEEF, 2**31, 2**32 - 1)


def spec_shuffle(x: int, items: list[int]) -> int:
    """Step 4: Fisher-Yates from the front, ``j = i + below(n - i)``."""
    for i in range(len(items) - 1):
        r, x = spec_below(x, len(items) - i)
        j = i + r
        items[i], items[j] = items[j], items[i]
    return x


def spec_derive_seed(seed: int, stream: int) -> int:
    """``seed_state((seed + 0x9E3779B9 * (stream + 1)) mod 2**32)``, by additions."""
    x = seed
    for _ in range(stream + 1):
        x = (x + 0x9E3779B9) & 0xFFFFFFFF
    return spec_seed_state(x)


def test_seeding_the_pinned_vectors() -> None:
    assert spec_seed_state(0) == 0xCAA3CAA3 == seed_state(0)
    assert spec_seed_state(1) == 0x12D60BF6 == seed_state(1)
    assert spec_seed_state(0xDEADBEEF) == 0x92DA7565 == seed_state(0xDEADBEEF)


def test_ten_thousand_outputs_per_seed() -> None:
    for seed in SEEDS:
        rng = Rng(seed)
        x = spec_seed_state(seed)
        assert rng.state == x
        for _ in range(10_000):
            x = spec_next(x)
            assert rng.next_u32() == x, seed


def test_ten_thousand_bounded_draws() -> None:
    for seed in (0, 42, 0xDEADBEEF):
        rng = Rng(seed)
        x = spec_seed_state(seed)
        for step in range(10_000):
            n = (1, 2, 3, 4, 5, 6, 7, 13, 24, 52, 53, 64, 65, 1000, 2**31 + 1, 2**32)[step % 16]
            value, x = spec_below(x, n)
            assert rng.below(n) == value and rng.state == x, (seed, step, n)


def test_shuffle() -> None:
    for seed in SEEDS:
        rng = Rng(seed)
        deck = list(range(52))
        rng.shuffle(deck)
        spec = list(range(52))
        x = spec_shuffle(spec_seed_state(seed), spec)
        assert deck == spec and rng.state == x
    spec = list(range(52))
    spec_shuffle(spec_seed_state(42), spec)
    assert " ".join(card_of_index(i) for i in spec[:6]) == "AD 4C AC QD 4S AH"  # tests/test_rng.py


def test_deals_and_first_dealers() -> None:
    x = spec_seed_state(7)
    for number in range(2000):
        dealer = number % 4
        hands, after = deal_from(x, dealer)
        spec_hands, spec_after = spec_deal(x, dealer)
        assert [[str(c) for c in cards_in(mask)] for mask in hands] == [sort_cards(h) for h in spec_hands]
        assert after == spec_after
        order, after2 = deal_order(x)
        assert after2 == spec_after
        assert [card_of_index(i) for i in order] == [
            spec_hands[(dealer + 1 + (p // 3) % 4) % 4][(p // 12) * 3 + p % 3] for p in range(24)
        ]
        x = spec_after
    # The deal for seed 42, dealer South (pinned in tests/test_rng.py), from the spec alone.
    hands42, state42 = spec_deal(spec_seed_state(42), 0)
    assert [" ".join(sort_cards(h)) for h in hands42] == [
        "AS 2C 8C TC JC KC", "2S TS 3H AD 9C QC", "8S 9S 9D KD 3C AC", "7S 4H 6H JH 2D JD",
    ]
    assert state42 == 0xB0CBB9EF
    for seed in range(300):
        dealer, x = spec_below(spec_seed_state(seed), 4)
        game = new_game(seed=seed)
        assert game.dealer == dealer and game.rng_state == x
        dealt, _ = spec_deal(x, dealer)
        engine = [[str(c) for c in game.deal().dealt_hand(s)] for s in range(4)]
        assert engine == [sort_cards(h) for h in dealt]


def test_player_seeds() -> None:
    for seed in SEEDS:
        for stream in range(8):
            assert derive_seed(seed, stream) == spec_derive_seed(seed, stream)
        assert [rng.state for rng in player_rngs(seed)] == [
            spec_seed_state(spec_derive_seed(seed, s)) for s in range(4)
        ]
