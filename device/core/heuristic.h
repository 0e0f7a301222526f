/* heuristic.h: the heuristic player (the game's computer players), rule for rule the twin of
 * palm_pitch/players/heuristic.py: card counting, chances in 256ths, bids from a calibrated suit
 * value, each card played for the most expected points (its docstring numbers the rules and
 * defines the terms; the comments in heuristic.c cite them). Integers only (16 by 16 bit products,
 * 16 by 16 bit divisions: a 68000's MULS/MULU and DIVU), every loop in the fixed order of the
 * Python (suits S H D C, cards by ascending index, seats clockwise from the left), ties to the
 * first candidate, no generator: the same choice in the same position. It reads only its pp_view. */
#ifndef PP_HEURISTIC_H
#define PP_HEURISTIC_H

#include "views.h"

/* Rule 1: the value, in sixteenths of a point, of a hand with `suit` as trump (0 if not held). */
int16_t pp_heuristic_suit_value(const pp_cards *hand, uint8_t suit);

/* Rule 1: the best suit held (first in S, H, D, C order on a tie), its value in *value (suit 0 and
 * value -1 for an empty hand). */
uint8_t pp_heuristic_best_suit(const pp_cards *hand, int16_t *value);

/* Rule 2: the highest bid the hand supports (0 = none, 5 = Smudge), the thresholds of 2 and 3
 * lowered by `relief`; the best suit's value in *value. */
uint8_t pp_heuristic_bid_level(const pp_cards *hand, int smudge_allowed, int16_t relief, int16_t *value);

/* Rule 2: the relief for the match score, from how far each side is short of the target. */
int16_t pp_heuristic_match_relief(int16_t mine_short, int16_t theirs_short);

/* Rule 5: the card with which to pitch `suit` (held). */
pp_card pp_heuristic_pitch_card(const pp_cards *hand, uint8_t suit);

/* The heuristic's action for the view's seat (PP_NONE when it is not its turn). Never inlined, not
 * even by the app's whole-program build: benchmarks/device_app.py counts the instructions of a call. */
__attribute__((noinline)) pp_action pp_heuristic_choose(const pp_view *view);

#endif
