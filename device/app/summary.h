/* summary.h: the hand summary and the game over (the desktop's summary.py, SummaryDialog and
 * GameOverDialog). SummaryForm shows a finished hand: the contract and trump, the verdict on the
 * bid, who took High, Low, Jack and Game, each team's hand and match score, and a last line when
 * the scores need one; its Hands button shows the four hands as dealt (dialog_hands_dealt).
 * GameOverForm says who won, the final score and your record. */
#ifndef PITCH_SUMMARY_H
#define PITCH_SUMMARY_H

#include "app.h"

/* The summary of `result`, hand `handNumber`; `deal` the four hands as dealt (Hands). */
void summary_dialog(App *app, const pp_hand_result *result, UInt16 handNumber, const pp_cards *deal);

/* The summary's and the game over's gadgets drawn in `bounds` (app_gadget_handler). */
void summary_draw(App *app, const RectangleType *bounds);
void game_over_draw(App *app, const RectangleType *bounds);

/* The game over: true when New Game was chosen. */
Boolean game_over_dialog(App *app);

#endif
