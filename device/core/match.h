/* match.h: the game loop (the twin of palm_pitch/match.py): computer players by kind, each with
 * its own generator, play hands and games on a state.
 *
 * Determinism as in Python: the deals come from the game seed (the PRNG inside the state); seat
 * s's player draws from seed_state(derive_seed(seed, s)), so the same kinds, ruleset and seed
 * always play the same game.
 */
#ifndef PP_MATCH_H
#define PP_MATCH_H

#include "state.h"
#include "views.h"

/* Player kinds (the names of palm_pitch.players.make_player). */
enum { PP_PLAYER_RANDOM = 1, PP_PLAYER_HEURISTIC = 2, PP_PLAYER_EASY = 3 };

/* The four players' generators for a game seed (match.player_rngs). */
void pp_match_player_rngs(uint32_t seed, uint32_t rngs[4]);

/* The action a player of that kind takes in the view; PP_NONE for an unknown kind or when it is
 * not the view's seat's turn. */
pp_action pp_match_choose(uint8_t kind, const pp_view *view, uint32_t *rng);

/* From BID or PLAY, let the players act until the hand is over (SCORE or GAME_OVER). Each action
 * is counted in *decisions and, while there is room, stored in actions[*count] (actions may be 0).
 * Returns PP_OK, or the refusal of an action a player chose (a bug: the players choose legal
 * actions). */
pp_reason pp_match_play_hand(pp_state *state, const uint8_t kinds[4], uint32_t rngs[4],
                             pp_action *actions, uint32_t capacity, uint32_t *count);

/* One game from a new match until a team wins or max_hands hands were dealt (then the winner is
 * PP_NONE), as match.play_game; actions and count as for pp_match_play_hand. */
pp_reason pp_match_play_game(pp_state *state, const pp_ruleset *rules, uint32_t seed, const uint8_t kinds[4],
                             uint16_t max_hands, pp_action *actions, uint32_t capacity, uint32_t *count);

#endif
