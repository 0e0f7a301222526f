/* match.c: players and the game loop (see match.h). */
#include "match.h"

#include "easy.h"
#include "heuristic.h"
#include "random_player.h"
#include "rng.h"

void pp_match_player_rngs(uint32_t seed, uint32_t rngs[4])
{
    uint8_t seat;
    for (seat = 0; seat < 4; seat++)
        rngs[seat] = pp_rng_seed_state(pp_rng_derive_seed(seed, seat));
}

pp_action pp_match_choose(uint8_t kind, const pp_view *view, uint32_t *rng)
{
    switch (kind) {
    case PP_PLAYER_RANDOM: return pp_random_player_choose(view, rng);
    case PP_PLAYER_HEURISTIC: return pp_heuristic_choose(view);
    case PP_PLAYER_EASY: return pp_easy_choose(view);
    default: return PP_NONE;
    }
}

pp_reason pp_match_play_hand(pp_state *state, const uint8_t kinds[4], uint32_t rngs[4],
                             pp_action *actions, uint32_t capacity, uint32_t *count)
{
    while (state->phase == PP_PHASE_BID || state->phase == PP_PHASE_PLAY) {
        uint8_t seat = state->to_move;
        pp_view view;
        pp_action action;
        pp_reason reason;
        pp_view_make(&view, state, seat);
        action = pp_match_choose(kinds[seat], &view, &rngs[seat]);
        reason = pp_state_apply(state, action);
        if (reason != PP_OK)
            return reason;
        if (actions && *count < capacity)
            actions[*count] = action;
        (*count)++;
    }
    return PP_OK;
}

pp_reason pp_match_play_game(pp_state *state, const pp_ruleset *rules, uint32_t seed, const uint8_t kinds[4],
                             uint16_t max_hands, pp_action *actions, uint32_t capacity, uint32_t *count)
{
    uint32_t rngs[4];
    pp_state_new_game(state, rules, seed, 0, 0);
    pp_match_player_rngs(seed, rngs);
    for (;;) {
        pp_reason reason = PP_OK;
        switch (state->phase) {
        case PP_PHASE_DEAL:
            if (state->hand_number >= max_hands)
                return PP_OK;
            reason = pp_state_deal(state);
            break;
        case PP_PHASE_SCORE:
            reason = pp_state_next_hand(state);
            break;
        case PP_PHASE_GAME_OVER:
            return PP_OK;
        default:
            reason = pp_match_play_hand(state, kinds, rngs, actions, capacity, count);
            break;
        }
        if (reason != PP_OK)
            return reason;
    }
}
