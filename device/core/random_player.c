/* random_player.c: any legal action, each equally likely (see random_player.h). */
#include "random_player.h"

#include "rng.h"

pp_action pp_random_player_choose(const pp_view *view, uint32_t *rng)
{
    pp_action legal[PP_MAX_ACTIONS];
    uint8_t count = pp_view_legal_actions(view, legal);
    if (!count)
        return PP_NONE; /* not this seat's turn */
    if (count == 1)
        return legal[0];
    return legal[pp_rng_below(rng, count)];
}
