/* random_player.h: the uniform random player (the twin of palm_pitch/players/random_player.py).
 * With n legal actions in pp_view_legal_actions order it takes action pp_rng_below(n); with a
 * single legal action it takes it without drawing from the generator. */
#ifndef PP_RANDOM_PLAYER_H
#define PP_RANDOM_PLAYER_H

#include "views.h"

pp_action pp_random_player_choose(const pp_view *view, uint32_t *rng);

#endif
