/* session.h: the game in progress (the desktop's palm_pitch/app/session.py, GameSession).
 *
 * The only place the app changes the game: South's bids and cards, the computer players' choices
 * (the core's heuristic, each seeing only its own view), the next hand. The steps are kept by the
 * saved game (saves.c, one byte each, the desktop's encoding); replaying them from the seed gives
 * the game back (session_replay). Undo needs no stack of states: the session keeps the state at
 * the start of the hand and the hand's standing actions, and takes back by replaying those up to
 * South's last one. */
#ifndef PITCH_SESSION_H
#define PITCH_SESSION_H

#include "app.h"

/* The step bytes of a saved game (savedata.py). */
#define STEP_PASS 0x00
#define STEP_NEXT_HAND 0x01
#define STEP_SMUDGE 0x05
#define STEP_TAKE_BACK 0x06
#define STEP_PLAY_BASE 0x40

/* A new game of `rules` (named `name`) dealt from `seed`. */
void session_new(Session *session, const pp_ruleset *rules, const Char *name, UInt32 seed);

/* The player to move takes `action` (a core action byte); PP_OK or the refusal. */
pp_reason session_apply(Session *session, pp_action action);

Boolean session_can_take_back(const Session *session);
void session_take_back(Session *session);           /* only when it can */
/* The index in handActions of South's last standing action of the hand (what Undo takes back
 * from; nHand if there is none). */
UInt8 session_last_south(const Session *session);
pp_reason session_next_hand(Session *session);      /* from SCORE to the next hand, dealt */

Boolean session_human_to_act(const Session *session);
Boolean session_computer_to_act(const Session *session);
pp_action session_computer_action(const Session *session);

/* South's cards as the hand shows them (spades, hearts, clubs, diamonds, each high to low). */
UInt8 session_south_hand(const Session *session, pp_card out[6]);

/* The first dealer of the game (the saves keep it). */
UInt8 session_first_dealer(const Session *session);

/* A step as its saved byte, and back (a bid or card byte to a core action; PP_NONE: not one). */
UInt8 session_step_byte(pp_action action);
pp_action session_step_action(UInt8 step);

/* Take one saved step (apply, next hand or take back); PP_OK or why the engine refused it. */
pp_reason session_step(Session *session, UInt8 step);

#endif
