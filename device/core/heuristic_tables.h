/* heuristic_tables.h: the heuristic player's tuned numbers, included by heuristic.c alone
 * (the module's constants, in its order, with its words).
 * Generated from palm_pitch/players/heuristic.py by tools/c_twins.py: do not edit;
 * change the Python and run `python tools/regenerate.py` (a test fails on a stale copy). */
#ifndef PP_HEURISTIC_TABLES_H
#define PP_HEURISTIC_TABLES_H

/* Rule 8: the value of one point (High, Low, Jack or Game) in units (one unit = one game pip) */
#define POINT 20
/* Rule 8: the game pips expected from each seat still to play in the trick */
#define LATER 2
/* Rule 8: what one trick is worth while a Smudge is bid (it sets or saves the Smudge) */
#define SMUDGE_TRICK 100
#define KEEP_MASTER 20
#define KEEP_TRUMP 10
#define KEEP_SIDE_MASTER 3
/* Rule 8: a trump's power grows by this many quarter units per unseen trump below it */
#define POWER_STEP 4
/* Rule 8: the chance that my side takes a master card of mine later */
#define F_MASTER 200
/* Rule 8: the chance that my side takes my Low candidate later */
#define F_LOW 190
/* Rule 8: the chance that my side takes a side card of mine that is not master later */
#define F_SIDE 140
/* Rule 8: of the chance that an opponent holds a higher trump than a trump of mine, the part (in
 * 256ths) that it takes that trump later (the rest of the time I keep it out of reach) */
#define DODGE 200
/* Rule 6: the chance (in 256ths) that no opponent holds a higher trump, to lead a trump that is
 * not master on the pitcher's side */
#define PULL_SAFE 180
static const uint8_t HIGH_VALUE[13] = {15, 17, 18, 19, 19, 18, 18, 18, 19, 19, 24, 29, 37};
static const uint8_t LOW_VALUE[13] = {3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
static const uint8_t LENGTH_VALUE[7] = {0, 0, 4, 7, 11, 12, 15};
#define JACK_HELD 8
#define JACK_GUARD 3
#define TEN_HELD 2
#define SIDE_ACE 1
#define SIDE_TEN 1
#define BASE 0
/* Rule 2: the smallest suit value for each bid (index = bid: 2, 3, 4, 5 = Smudge) */
static const uint8_t BID_AT[6] = {0, 0, 32, 42, 60, 66};
/* Rule 4: how far above ``BID_AT[h]`` the dealer's suit value must be to steal an opponent's bid
 * of h by matching it (index = bid) */
static const int16_t STEAL_MARGIN[6] = {0, 0, -4, -2, -4, -4};
/* Rule 3: how far above ``BID_AT[h + 1]`` my suit value must be to bid over an opponent's h */
#define OVER_OPPONENT 2
/* Rule 3: how far above ``BID_AT[h + 1]`` my suit value must be to bid over my partner's h (a
 * partner's 2 is raised with any hand worth a 3 of its own: it keeps the dealer from stealing a
 * 2) */
#define OVER_PARTNER 0
/* Rule 4: how far above ``BID_AT[h]`` the dealer's suit value must be to take its partner's bid
 * of h (index = bid) */
static const uint8_t TAKE_FROM_PARTNER[6] = {0, 0, 8, 6, 6, 6};
/* Rule 2: the relief when my side is 0, 1, 2, 3 or 4 points short of the target (a made bid of
 * mine may win the match) */
static const uint8_t CLOSING[5] = {12, 12, 12, 6, 6};
/* Rule 2: the relief when the other side is that short (a made bid of theirs may win it) */
static const uint8_t PRESSURE[5] = {18, 18, 18, 12, 12};

#endif
