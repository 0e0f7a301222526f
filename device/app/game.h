/* game.h: the main form and the flow of the game on it (the desktop's palm_pitch/app/game.py,
 * TableController, and pitch_app.py's PitchApp as its host).
 *
 * Computer players act one at a time, each after a pause; a tap anywhere below the title, or a
 * key, cuts a pause short (a card key then also raises your card). A finished trick stays on the
 * table, the card that took it inverted, until a tap or a timeout. On your turn you raise a card
 * with a tap (or 1-6, or the scroll buttons) and play it with Play (or Enter, or a second tap on
 * it); a card the rules refuse is named in the status line and nothing is played. Your bid, a
 * hand's summary and the game over are forms over the table (bid.c, summary.c), each opened only
 * once the pen is up and no tap or key has come for BID_SETTLE ticks.
 *
 * The pauses are one timer in App.table, run by the event loop (main.c): table_timeout gives
 * EvtGetEvent its timeout, table_fire runs the pause that ended. While the table is covered (a
 * menu, a dialog: the active window is not the table's) a pause that ends is put off by
 * BUSY_RETRY ticks at a time until the table is uncovered (table_fire; table_after_dialog for
 * the time a dialog blocked the loop). */
#ifndef PITCH_GAME_H
#define PITCH_GAME_H

#include "app.h"

/* The main form's handler and its gadgets' (the scores, the table, the status line). */
Boolean table_form_handler(EventType *event);

/* Play from the session's state: a new session, a resumed one, after a take-back. */
void table_start(App *app);
/* A new game with the rules for new games and the next seed (saved at once). */
void table_new_game(App *app);
/* Move the game on (after new preferences: auto-play). */
void table_proceed(App *app);
/* Game > Undo: false when there is nothing of yours to take back. */
Boolean table_take_back(App *app);

/* The event loop's side. */
Int32 table_timeout(App *app);        /* for EvtGetEvent: ticks until the pause ends, or forever */
Boolean table_due(App *app);          /* a pause has ended: table_fire it (when the queue is empty) */
void table_fire(App *app);
void table_note_input(App *app, const EventType *event);
void table_after_dialog(App *app);    /* after a dialog that blocked (FrmDoDialog, an alert) */
Boolean table_covered(void);          /* a menu or a dialog is over the table */
void table_cancel(App *app);

/* Draw the table's gadgets again (unless covered); the status line's text. */
void table_redraw(App *app);
void table_status(App *app, Char *out);

/* What the game dialogs report (bid.c, summary.c). */
void table_human_bid(App *app, UInt8 bid);    /* PP_NONE: closed without a bid */
void table_summary_closed(App *app);
void table_game_over_closed(App *app, Boolean newGame);

/* A hand was scored: statistics and the sound (also at launch: a hand the statistics missed). */
void table_hand_ended(App *app);

/* The pause, auto-play and the trick kept for a tap, after Preferences. */
void table_set_pause(App *app, UInt16 pauseMs, Boolean autoPlay, Boolean keepTrick);

/* Your only legal card when it is your turn (NO_CARD otherwise). */
pp_card table_only_card(App *app);
Boolean table_your_turn(App *app);

/* The tick of the pause's end, and whether one runs (tests, the benchmark read the status). */
#define TABLE_PENDING(app) ((app)->table.action != ACT_NONE)
/* A pause that ends in time (not a trick waiting for a tap). */
#define TABLE_TIMED(app) (TABLE_PENDING(app) && !(app)->table.tapWait)

#endif
