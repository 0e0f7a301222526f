/* capi.h: the host build's extra entry points for the Python binding (palm_pitch/cengine), built
 * into the shared library only, never for the 68k: flat snapshots of a state with 52-bit masks as
 * Python has them, whole simulations and benchmark loops that run inside C.
 */
#ifndef PP_CAPI_H
#define PP_CAPI_H

#include <stddef.h>
#include <stdint.h>

#include "match.h"
#include "search.h"
#include "state.h"

#define PP_CAPI_VERSION 5

/* Everything in a state, as int32 fields and 52-bit masks (bit 13 * suit + rank - 2). -1 stands
 * for None. The layout is mirrored by palm_pitch/cengine/_library.py, checked by size. */
typedef struct pp_capi_snapshot {
    int32_t phase, to_move, dealer, trump, leader, high_bid, pitcher, winner;
    int32_t nbids, ntricks, hand_number, has_result;
    int32_t scores[2];
    int32_t bids[4];
    uint32_t rng_state;
    int32_t reserved;
    uint64_t hands[4], dealt[4], won[2];
    int32_t trick_leader[7], trick_winner[7], trick_count[7], trick_cards[7][4];
    /* the last hand's result (when has_result) */
    int32_t r_dealer, r_pitcher, r_bid, r_trump, r_high, r_low, r_jack, r_game;
    int32_t r_high_card, r_low_card, r_jack_card, r_made, r_winner;
    int32_t r_bids[4], r_game_pips[2], r_points[2], r_hand_score[2], r_scores_before[2], r_scores_after[2];
} pp_capi_snapshot;

/* Figures over many games, as palm_pitch.match.Summary. */
typedef struct pp_capi_team_stats {
    uint32_t games_won, hands_pitched, bids_made, bids_set, bid_total, smudges_bid;
    uint32_t smudges_without_ace, max_bids_without_ace;
} pp_capi_team_stats;

typedef struct pp_capi_summary {
    uint32_t games, unfinished, hands, decisions;
    pp_capi_team_stats teams[2];
} pp_capi_summary;

int32_t pp_capi_version(void);
size_t pp_capi_sizeof(int32_t which); /* 0 state, 1 ruleset, 2 snapshot, 3 summary, 4 search params,
                                        5 search result; else 0 */

uint64_t pp_capi_mask(const pp_cards *set);
void pp_capi_cards(uint64_t mask, pp_cards *out);

void pp_capi_snapshot_of(const pp_state *state, pp_capi_snapshot *out);
uint64_t pp_capi_legal_play_mask(const pp_state *state);
int32_t pp_capi_from_deal(pp_state *state, const pp_ruleset *rules, const uint64_t hands[4], int32_t dealer,
                          int32_t score0, int32_t score1, uint32_t rng_state);

/* The search's action for `seat` (search.h), through that seat's view; 0, or -1 (see there). */
int32_t pp_capi_search(const pp_state *state, int32_t seat, const pp_search_params *params,
                       pp_search_result *out);
/* The search's determinizations for `seat` (pp_search_worlds): `count` worlds' four hands as card
 * masks into masks[4 * w + seat]; returns how many, or -1. */
int32_t pp_capi_search_worlds(const pp_state *state, int32_t seat, const pp_search_params *params,
                              uint32_t count, uint64_t *masks);
/* The action a player of that kind takes for `seat` in this state, drawing from *rng. */
int32_t pp_capi_choose(const pp_state *state, int32_t seat, int32_t kind, uint32_t *rng);

/* `games` games with seeds seed, seed + 1, ... (mod 2**32) as palm_pitch.match.play_game and
 * summarize would play and count them. Returns 0, or the refusal of an action a player chose. */
int32_t pp_capi_simulate(const pp_ruleset *rules, uint32_t seed, uint32_t games, const uint8_t kinds[4],
                         uint16_t max_hands, pp_capi_summary *out);

/* Benchmark: `count` random full hands (a new palm game for each, seed 0, 1, ...; the players'
 * generators from player_rngs(rng_seed) carried over from hand to hand, as benchmarks/engine.py
 * does in Python). Returns the sum over the hands of 64 * score of team 0 + score of team 1. */
int64_t pp_capi_bench_random_hands(uint32_t count, uint32_t rng_seed);

/* Benchmark: whole palm games (seeds 0, 1, ...) with every seat of `kind` until at least `count`
 * decisions were made, each decision taken `repeat` times over (the extra times on a copy of the
 * player's generator, their choices dropped): the difference between two repeats is the cost of
 * the decisions alone. Returns the number of decisions (0 if a choice was refused). */
uint32_t pp_capi_bench_decisions(uint32_t count, int32_t kind, uint32_t repeat);

#endif
