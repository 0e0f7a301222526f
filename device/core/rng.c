/* rng.c: the generator (see rng.h and the specification in palm_pitch/rng.py). */
#include "rng.h"

uint32_t pp_rng_seed_state(uint32_t seed)
{
    uint32_t x = seed;
    x = ~x + (x << 15);
    x = x ^ (x >> 12);
    x = x + (x << 2);
    x = x ^ (x >> 4);
    x = x + (x << 3) + (x << 11);
    x = x ^ (x >> 16);
    return x ? x : PP_RNG_ZERO_REPLACEMENT;
}

uint32_t pp_rng_next_state(uint32_t x)
{
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return x;
}

/* The rejection mask of below(n) for n <= 64: the smallest 2**k - 1 >= n - 1. */
static const uint8_t MASKS[65] = {
    0, 0, 1, 3, 3, 7, 7, 7, 7, 15, 15, 15, 15, 15, 15, 15, 15,
    31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31,
    63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63,
    63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63,
};

uint32_t pp_rng_below(uint32_t *state, uint32_t n)
{
    uint32_t mask = n <= 64 ? MASKS[n] : 63u, x = *state, r;
    while (mask < n - 1)
        mask = mask << 1 | 1u;
    if (n == 0)
        n = 1;
    do {
        x = pp_rng_next_state(x);
        r = x & mask;
    } while (r >= n);
    *state = x;
    return r;
}

void pp_rng_shuffle(uint32_t *state, uint8_t *items, uint8_t n)
{
    uint8_t i, j, swap;
    for (i = 0; i + 1 < n; i++) {
        j = (uint8_t)(i + pp_rng_below(state, (uint32_t)(n - i)));
        swap = items[i];
        items[i] = items[j];
        items[j] = swap;
    }
}

/* The seat, counted left of the dealer, of the p-th card dealt: three each, twice round. */
static const uint8_t PLACES[24] = {0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3};

void pp_rng_deal(uint32_t *state, uint8_t dealer, pp_cards hands[4])
{
    pp_cards chosen;
    uint32_t x = *state, word;
    uint8_t dealt = 0, chunk, card, seat;
    pp_cards_clear(&chosen);
    for (seat = 0; seat < 4; seat++)
        pp_cards_clear(&hands[seat]);
    for (;;) {
        x = pp_rng_next_state(x);
        word = x;
        for (chunk = 0; chunk < 5; chunk++, word >>= 6) {
            card = (uint8_t)(word & 63u);
            if (card < 52) {
                uint16_t *suit = &chosen.suit[pp_card_suit(card)];
                uint16_t bit = (uint16_t)(1u << pp_card_rank_bit(card));
                if (!(*suit & bit)) {
                    *suit |= bit;
                    hands[(dealer + 1 + PLACES[dealt]) & 3].suit[pp_card_suit(card)] |= bit;
                    if (++dealt == 24) {
                        *state = x; /* the rest of this word is not used */
                        return;
                    }
                }
            }
        }
    }
}

uint32_t pp_rng_derive_seed(uint32_t seed, uint8_t stream)
{
    /* seed + 0x9E3779B9 * (stream + 1), the product as a sum of shifted constants (one per bit of
     * stream + 1): the same value modulo 2**32 as Python's stream + 1 additions, without a
     * multiplication (a plain loop of additions is turned into one by the compiler). */
    uint32_t x = seed;
    uint16_t times = (uint16_t)(stream + 1u);
    uint8_t bit;
    for (bit = 0; times; bit++, times >>= 1)
        if (times & 1u)
            x += 0x9E3779B9u << bit;
    return pp_rng_seed_state(x);
}
