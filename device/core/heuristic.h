/* heuristic.h: the heuristic player, rule for rule the twin of palm_pitch/players/heuristic.py
 * (its docstring numbers the rules; the comments in heuristic.c cite them). Integers only, every
 * loop in the fixed order of the Python (suits S H D C, cards by ascending index), ties to the first
 * candidate, no generator: the same choice in the same position. It reads only its pp_view. */
#ifndef PP_HEURISTIC_H
#define PP_HEURISTIC_H

#include "views.h"

/* Rule 1: the quarter-point value of a hand with `suit` as trump. */
int16_t pp_heuristic_evaluate_suit(const pp_cards *hand, uint8_t suit);

/* Rule 1: the best suit (first in S, H, D, C order on a tie), its value in *value. */
uint8_t pp_heuristic_best_suit(const pp_cards *hand, int16_t *value);

/* Rule 2: the highest bid the hand supports (0 = none, 5 = Smudge), the best suit's value in *value. */
uint8_t pp_heuristic_bid_level(const pp_cards *hand, int smudge_allowed, int16_t *value);

/* The heuristic's action for the view's seat (PP_NONE when it is not its turn). Never inlined, not
 * even by the app's whole-program build: benchmarks/device_app.py counts the instructions of a call. */
__attribute__((noinline)) pp_action pp_heuristic_choose(const pp_view *view);

#endif
