/* dialogs.h: the secondary dialogs of Pitch on Palm OS (device/app/dialogs*.c), the interface
 * between them and the rest of the app (the desktop's prefs.py, dialogs_text.py, dialogs_records.py,
 * dialogs_tricks.py, dialogs_points.py, dialogs_deal.py and pitch_app.py's export and About).
 *
 * Each dialog is opened from a menu command (menu.c) or a game dialog's button (summary.c) and
 * runs modally over the table: it uses app_do_dialog / app_alert (forms.c), so the table knows it
 * was covered, reads what it shows from the App (app->session, app->stats, app->prefs) and
 * returns when it is closed. Any alert a dialog owns (NoTrickAlert, NoPointsAlert, ResetStatsAlert,
 * NoExportAlert, MemoExportedAlert, ExportFailedAlert) is raised inside it. A dialog changes the
 * app's settings only through the app_* functions below (main.c, menu.c), never by itself.
 */
#ifndef PITCH_DIALOGS_H
#define PITCH_DIALOGS_H

#include "app.h"

/* -- the dialogs (dialogs*.c) ----------------------------------------------------------------- */

/* Options > Preferences: the pause, sound, auto-play and every house rule. On OK it hands the new
 * settings to app_set_preferences (which saves them and offers a new game for new rules). */
void dialog_preferences(App *app);

/* Options > Rules, Options > Keyboard: the scrolling texts RulesText, KeyboardText. */
void dialog_rules(App *app);
void dialog_keyboard(App *app);

/* Options > About (the target of the game in progress in its third line). */
void dialog_about(App *app);

/* Game > Game Info: the rules of the game in progress, one a line, named by PrefsForm's labels and
 * list items (GameInfoAlert). */
void dialog_game_info(App *app);

/* Game > Last Trick: the tricks of the hand so far (NoTrickAlert when there is none). */
void dialog_last_trick(App *app);

/* Game > Score History: every hand of the game so far (replayed from the saved steps,
 * saves_steps, as the session keeps only the last result). */
void dialog_score_history(App *app);

/* Game > Statistics: your record; Reset asks (ResetStatsAlert) then calls app_reset_statistics. */
void dialog_statistics(App *app);

/* Game > Points So Far: who has taken High, Low, Jack and Game (NoPointsAlert when none). */
void dialog_points(App *app);

/* The hand summary's Hands button: the four hands of hand `handNumber` as they were dealt. */
void dialog_hands_dealt(App *app, const pp_cards deal[4], UInt16 handNumber);

/* Game > Export: the game's text record to a Memo Pad memo (MemoExportedAlert, ExportFailedAlert;
 * NoExportAlert where there is no Memo Pad database). */
void dialog_export(App *app);

/* The gadgets of Points So Far, Hands Dealt (in their bounds) and Last Trick drawn
 * (app_gadget_handler). */
void dialogs_points_draw(App *app, const RectangleType *bounds);
void dialogs_deal_draw(App *app, const RectangleType *bounds);
void dialogs_trick_draw(App *app);

/* -- what the dialogs call back (main.c, menu.c) ---------------------------------------------- */

/* Keep new preferences: saved, the pause and auto-play applied at once, a new game offered
 * (NewRulesAlert) if the rules for new games differ from the game's. */
void app_set_preferences(App *app, const Prefs *prefs);

/* Your record back to zero, saved. */
void app_reset_statistics(App *app);

/* A save's outcome: says once (SaveFailedAlert) when saving failed. */
void app_saved(App *app, Boolean ok);

#endif
