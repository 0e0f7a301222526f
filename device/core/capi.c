/* capi.c: snapshots, simulations and benchmark loops for the Python binding (see capi.h). */
#include "capi.h"

#include <stdlib.h>

int32_t pp_capi_version(void) { return PP_CAPI_VERSION; }

size_t pp_capi_sizeof(int32_t which)
{
    switch (which) {
    case 0: return sizeof(pp_state);
    case 1: return sizeof(pp_ruleset);
    case 2: return sizeof(pp_capi_snapshot);
    case 3: return sizeof(pp_capi_summary);
    case 4: return sizeof(pp_search_params);
    case 5: return sizeof(pp_search_result);
    default: return 0;
    }
}

uint64_t pp_capi_mask(const pp_cards *set)
{
    return (uint64_t)set->suit[0] | (uint64_t)set->suit[1] << 13 | (uint64_t)set->suit[2] << 26
        | (uint64_t)set->suit[3] << 39;
}

void pp_capi_cards(uint64_t mask, pp_cards *out)
{
    uint8_t suit;
    for (suit = 0; suit < 4; suit++)
        out->suit[suit] = (uint16_t)(mask >> (13 * suit) & PP_SUIT_BITS);
}

static int32_t none(uint8_t value) { return value == PP_NONE ? -1 : value; }

void pp_capi_snapshot_of(const pp_state *state, pp_capi_snapshot *out)
{
    const pp_hand_result *r = &state->result;
    int i, j;
    out->phase = state->phase;
    out->to_move = none(state->to_move);
    out->dealer = state->dealer;
    out->trump = none(state->trump);
    out->leader = state->leader;
    out->high_bid = state->high_bid;
    out->pitcher = none(state->pitcher);
    out->winner = none(state->winner);
    out->nbids = state->nbids;
    out->ntricks = state->ntricks;
    out->hand_number = state->hand_number;
    out->has_result = state->has_result;
    out->rng_state = state->rng_state;
    out->reserved = 0;
    for (i = 0; i < 2; i++) {
        out->scores[i] = state->scores[i];
        out->won[i] = pp_capi_mask(&state->won[i]);
    }
    for (i = 0; i < 4; i++) {
        out->bids[i] = state->bids[i];
        out->hands[i] = pp_capi_mask(&state->hands[i]);
        out->dealt[i] = pp_capi_mask(&state->dealt[i]);
    }
    for (i = 0; i < 7; i++) {
        out->trick_leader[i] = state->tricks[i].leader;
        out->trick_winner[i] = none(state->tricks[i].winner);
        out->trick_count[i] = state->tricks[i].count;
        for (j = 0; j < 4; j++)
            out->trick_cards[i][j] = j < state->tricks[i].count ? state->tricks[i].cards[j] : -1;
    }
    out->r_dealer = r->dealer;
    out->r_pitcher = none(r->pitcher);
    out->r_bid = none(r->bid);
    out->r_trump = none(r->trump);
    out->r_high = none(r->high);
    out->r_low = none(r->low);
    out->r_jack = none(r->jack);
    out->r_game = none(r->game);
    out->r_high_card = none(r->high_card);
    out->r_low_card = none(r->low_card);
    out->r_jack_card = none(r->jack_card);
    out->r_made = none(r->made);
    out->r_winner = none(r->winner);
    for (i = 0; i < 4; i++)
        out->r_bids[i] = r->bids[i];
    for (i = 0; i < 2; i++) {
        out->r_game_pips[i] = r->game_pips[i];
        out->r_points[i] = r->points[i];
        out->r_hand_score[i] = r->hand_score[i];
        out->r_scores_before[i] = r->scores_before[i];
        out->r_scores_after[i] = r->scores_after[i];
    }
}

uint64_t pp_capi_legal_play_mask(const pp_state *state)
{
    pp_cards legal;
    pp_state_legal_play_mask(state, &legal);
    return pp_capi_mask(&legal);
}

int32_t pp_capi_from_deal(pp_state *state, const pp_ruleset *rules, const uint64_t hands[4], int32_t dealer,
                          int32_t score0, int32_t score1, uint32_t rng_state)
{
    pp_cards cards[4];
    int i;
    for (i = 0; i < 4; i++) {
        if (hands[i] >> 52)
            return -1;
        pp_capi_cards(hands[i], &cards[i]);
    }
    if (dealer < 0 || dealer > 3)
        return -1;
    return pp_state_from_deal(state, rules, cards, (uint8_t)dealer, (int16_t)score0, (int16_t)score1, rng_state);
}

int32_t pp_capi_choose(const pp_state *state, int32_t seat, int32_t kind, uint32_t *rng)
{
    pp_view view;
    if (seat < 0 || seat > 3)
        return -1;
    pp_view_make(&view, state, (uint8_t)seat);
    return pp_match_choose((uint8_t)kind, &view, rng);
}

int32_t pp_capi_search(const pp_state *state, int32_t seat, const pp_search_params *params,
                       pp_search_result *out)
{
    pp_view view;
    if (seat < 0 || seat > 3)
        return -1;
    pp_view_make(&view, state, (uint8_t)seat);
    return pp_search_choose(&view, params, out);
}

int32_t pp_capi_search_worlds(const pp_state *state, int32_t seat, const pp_search_params *params,
                              uint32_t count, uint64_t *masks)
{
    pp_view view;
    pp_cards *hands;
    int32_t made, i;
    if (seat < 0 || seat > 3 || !count)
        return -1;
    hands = malloc((size_t)count * 4 * sizeof *hands);
    if (!hands)
        return -1;
    pp_view_make(&view, state, (uint8_t)seat);
    made = pp_search_worlds(&view, params, count, hands);
    for (i = 0; i < made * 4; i++)
        masks[i] = pp_capi_mask(&hands[i]);
    free(hands);
    return made;
}

static void count_hand(const pp_state *state, pp_capi_summary *out)
{
    const pp_hand_result *r = &state->result;
    pp_capi_team_stats *team;
    int holds_ace;
    out->hands++;
    if (r->pitcher == PP_NONE)
        return;
    team = &out->teams[r->pitcher & 1u];
    team->hands_pitched++;
    team->bid_total += r->bid;
    if (r->made)
        team->bids_made++;
    else
        team->bids_set++;
    /* Every card of a played hand is played, so "played the ace of trump" is "was dealt it". */
    holds_ace = state->dealt[r->pitcher].suit[r->trump] >> PP_RA & 1u;
    if (r->bid == PP_BID_SMUDGE) {
        team->smudges_bid++;
        if (!holds_ace)
            team->smudges_without_ace++;
    }
    if (r->bid >= pp_rules_max_bid(&state->rules) && !holds_ace)
        team->max_bids_without_ace++;
}

int32_t pp_capi_simulate(const pp_ruleset *rules, uint32_t seed, uint32_t games, const uint8_t kinds[4],
                         uint16_t max_hands, pp_capi_summary *out)
{
    uint32_t game;
    pp_state state;
    for (game = 0; game < games; game++) {
        uint32_t rngs[4];
        pp_reason reason = PP_OK;
        pp_state_new_game(&state, rules, seed + game, 0, 0);
        pp_match_player_rngs(seed + game, rngs);
        while (reason == PP_OK && state.phase != PP_PHASE_GAME_OVER) {
            if (state.phase == PP_PHASE_DEAL) {
                if (state.hand_number >= max_hands)
                    break;
                reason = pp_state_deal(&state);
            } else if (state.phase == PP_PHASE_SCORE) {
                reason = pp_state_next_hand(&state);
            } else {
                reason = pp_match_play_hand(&state, kinds, rngs, 0, 0, &out->decisions);
                if (reason == PP_OK)
                    count_hand(&state, out);
            }
        }
        if (reason != PP_OK)
            return reason;
        out->games++;
        if (state.winner == PP_NONE)
            out->unfinished++;
        else
            out->teams[state.winner].games_won++;
    }
    return 0;
}

int64_t pp_capi_bench_random_hands(uint32_t count, uint32_t rng_seed)
{
    static const uint8_t kinds[4] = {PP_PLAYER_RANDOM, PP_PLAYER_RANDOM, PP_PLAYER_RANDOM, PP_PLAYER_RANDOM};
    uint32_t rngs[4], hand, decisions = 0;
    int64_t checksum = 0;
    pp_ruleset palm;
    pp_state state;
    pp_rules_palm(&palm);
    pp_match_player_rngs(rng_seed, rngs);
    for (hand = 0; hand < count; hand++) {
        pp_state_new_game(&state, &palm, hand, 0, 0);
        pp_state_deal(&state);
        if (pp_match_play_hand(&state, kinds, rngs, 0, 0, &decisions) != PP_OK)
            return -1;
        checksum += 64 * (int64_t)state.scores[0] + state.scores[1];
    }
    return checksum;
}

uint32_t pp_capi_bench_decisions(uint32_t count, int32_t kind, uint32_t repeat)
{
    uint32_t decisions = 0, seed = 0, rngs[4], again, spare;
    pp_ruleset palm;
    pp_state state;
    pp_view view;
    volatile pp_action sink;
    pp_rules_palm(&palm);
    while (decisions < count) {
        pp_state_new_game(&state, &palm, seed, 0, 0);
        pp_match_player_rngs(seed++, rngs);
        while (state.phase != PP_PHASE_GAME_OVER && state.hand_number < 200) {
            pp_action action;
            if (state.phase == PP_PHASE_DEAL || state.phase == PP_PHASE_SCORE) {
                pp_state_advance(&state);
                continue;
            }
            pp_view_make(&view, &state, state.to_move);
            for (again = 1; again < repeat; again++) {
                spare = rngs[state.to_move];
                sink = pp_match_choose((uint8_t)kind, &view, &spare);
            }
            action = pp_match_choose((uint8_t)kind, &view, &rngs[state.to_move]);
            if (pp_state_apply(&state, action) != PP_OK)
                return 0;
            decisions++;
        }
    }
    (void)sink;
    return decisions;
}
