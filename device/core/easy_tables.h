/* easy_tables.h: the easy player's tuned numbers, included by easy.c alone
 * (the module's constants, in its order, with its words).
 * Generated from palm_pitch/players/easy.py by tools/c_twins.py: do not edit;
 * change the Python and run `python tools/regenerate.py` (a test fails on a stale copy). */
#ifndef PP_EASY_TABLES_H
#define PP_EASY_TABLES_H

/* Rule 2: the smallest quarter-point value worth a bid of 2 */
#define BID_2_AT 14
/* Rule 2: the smallest value worth 3 (the pitcher took 3+ points in about 2 hands of 3 at 20) */
#define BID_3_AT 20
/* Rule 2: the smallest value worth 4 (with the ace and the jack only: without the jack a 4 needs
 * the jack to be in an opponent's hand and captured, and heuristic 4-bids so made only 38%; with
 * it, about 65%) */
#define BID_4_AT 32
/* Rule 4: the smallest value for which the dealer steals a 2 ("any decent suit") */
#define STEAL_2_AT 10

#endif
