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

uint32_t pp_rng_below(uint32_t *state, uint32_t n)
{
    uint32_t mask = 0, x = *state, r;
    while (n > 1 && mask < n - 1)
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

void pp_rng_deal(uint32_t *state, uint8_t dealer, pp_cards hands[4])
{
    pp_cards chosen;
    uint32_t x = *state, word;
    uint8_t dealt = 0, chunk, card;
    pp_cards_clear(&chosen);
    hands[0] = hands[1] = hands[2] = hands[3] = chosen;
    while (dealt < 24) {
        x = pp_rng_next_state(x);
        word = x;
        for (chunk = 0; chunk < 5 && dealt < 24; chunk++, word >>= 6) {
            card = (uint8_t)(word & 63u);
            if (card < 52 && !pp_cards_has(&chosen, card)) {
                /* The p-th card goes to the seat (p div 3) mod 4 places left of the dealer. */
                uint8_t turn = (uint8_t)(dealt < 12 ? dealt : dealt - 12);
                uint8_t place = (uint8_t)((turn >= 3) + (turn >= 6) + (turn >= 9));
                pp_cards_add(&chosen, card);
                pp_cards_add(&hands[(dealer + 1 + place) & 3], card);
                dealt++;
            }
        }
    }
    *state = x;
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
