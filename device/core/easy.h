/* easy.h: the "easy" computer player, rule for rule the twin of palm_pitch/players/easy.py (the
 * game's first heuristic, kept as a weaker level; its docstring numbers the rules; the comments in
 * easy.c cite them). Integers only, every
 * loop in the fixed order of the Python (suits S H D C, cards by ascending index), ties to the first
 * candidate, no generator: the same choice in the same position. It reads only its pp_view. */
#ifndef PP_EASY_H
#define PP_EASY_H

#include "views.h"

/* Rule 1: the quarter-point value of a hand with `suit` as trump. */
int16_t pp_easy_evaluate_suit(const pp_cards *hand, uint8_t suit);

/* Rule 1: the best suit held (first in S, H, D, C order on a tie), its value in *value (-1 and
 * suit 0 for an empty hand). */
uint8_t pp_easy_best_suit(const pp_cards *hand, int16_t *value);

/* Rule 2: the highest bid the hand supports (0 = none, 5 = Smudge), the best suit's value in *value. */
uint8_t pp_easy_bid_level(const pp_cards *hand, int smudge_allowed, int16_t *value);

/* The easy player's action for the view's seat (PP_NONE when it is not its turn). */
pp_action pp_easy_choose(const pp_view *view);

#endif
