/* random_player.c: any legal action, each equally likely (see random_player.h). */
#include "random_player.h"

#include "rng.h"

pp_action pp_random_player_choose(const pp_view *view, uint32_t *rng)
{
    pp_action legal[PP_MAX_ACTIONS];
    pp_cards mask;
    uint8_t count, counts[4], suit, k;
    pp_view_legal_play_mask(view, &mask);
    for (count = 0, suit = 0; suit < 4; suit++)
        count = (uint8_t)(count + (counts[suit] = pp_word_count(mask.suit[suit])));
    if (count) {
        /* The play: action k of the legal cards in index order is the k-th lowest card of the
         * mask, taken from it without listing the cards (the same draws, the same card). */
        k = count > 1 ? (uint8_t)pp_rng_below(rng, count) : 0;
        for (suit = 0; k >= counts[suit]; suit++)
            k = (uint8_t)(k - counts[suit]);
        return pp_card_make(suit, pp_word_nth(mask.suit[suit], k));
    }
    count = pp_view_legal_actions(view, legal);
    if (!count)
        return PP_NONE; /* not this seat's turn */
    if (count == 1)
        return legal[0];
    return legal[pp_rng_below(rng, count)];
}
