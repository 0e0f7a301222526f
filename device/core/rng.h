/* rng.h: the portable pseudo-random generator, bit for bit as palm_pitch/rng.py's docstring
 * specifies it: Thomas Wang's 32-bit hash for seeding, Marsaglia's xorshift32 (13, 17, 5) for each
 * step, masked rejection for bounded integers, and the deal by rejection of 6-bit chunks. Only
 * 32-bit unsigned addition, XOR, NOT and shifts: nothing a 68000 lacks.
 *
 * A generator is one uint32_t state word (never 0), held by its owner and passed by pointer.
 */
#ifndef PP_RNG_H
#define PP_RNG_H

#include <stdint.h>
#include "cards.h"

#define PP_RNG_ZERO_REPLACEMENT 0x6D2B79F5u

/* Step 1: the state of a 32-bit seed. */
uint32_t pp_rng_seed_state(uint32_t seed);

/* Step 2: one xorshift32 step; the result is the new state and the output word. */
uint32_t pp_rng_next_state(uint32_t x);

/* Step 3: a uniform integer in 0 .. n-1, for 1 <= n <= 2**32 - 1 (the game never asks for more
 * than 52); steps *state at least once. n = 0 is treated as 1. */
uint32_t pp_rng_below(uint32_t *state, uint32_t n);

/* Step 4: Fisher-Yates from the front over n bytes. */
void pp_rng_shuffle(uint32_t *state, uint8_t *items, uint8_t n);

/* Step 5: deal 24 cards from *state, six to each seat starting left of the dealer, three at a
 * time; hands[seat] receives each seat's cards. */
void pp_rng_deal(uint32_t *state, uint8_t dealer, pp_cards hands[4]);

/* A seed for an independent stream (derive_seed): seed_state(seed + 0x9E3779B9 * (stream + 1)),
 * the multiplication done as stream + 1 additions. */
uint32_t pp_rng_derive_seed(uint32_t seed, uint8_t stream);

#endif
