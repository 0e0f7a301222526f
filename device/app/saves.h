/* saves.h: the app's databases, byte for byte the desktop's (palm_pitch/app/savedata.py):
 *
 *   PitchSave-PPch   'Save'  the game in progress (SavedGame, format version 2)
 *   PitchPrefs-PPch  'Pref'  the player's settings (Preferences, format version 3)
 *   PitchStats-PPch  'Stat'  games, hands and bids won and lost (Statistics, format version 2)
 *
 * each with creator 'PPch', dmHdrAttrBackup, database version 1 and one record: a UInt16 format
 * version, the CRC-16 of the payload (Crc16CalcBlock, seed 0), the payload (big-endian, as the
 * 68000 is). Older versions are read. A database that cannot be read is set aside (renamed
 * "<name>.damaged", "-2" ...) and reported (App.damage); a new game starts. The game is saved
 * after every step: the step's byte is appended to record 0 and the header made good again,
 * which is cheap on a device (the storage heap is the save). */
#ifndef PITCH_SAVES_H
#define PITCH_SAVES_H

#include "app.h"

/* Read the three databases at launch: app->prefs, app->stats and, if there is a saved game that
 * replays, app->session (returns true). What could not be read is in app->damage. */
Boolean saves_open(App *app);
void saves_close(App *app);

/* The game record for a new session (no steps yet), and a step taken since. */
Boolean saves_new_game(App *app);
Boolean saves_add_step(App *app, UInt8 step);

Boolean saves_write_prefs(App *app);
Boolean saves_write_stats(App *app);

/* The saved steps (for a replay: Score History, Export ...): a locked pointer to them and their
 * count; saves_steps_done when finished. NULL when there is no saved game. */
const UInt8 *saves_steps(App *app, UInt16 *count);
void saves_steps_done(App *app);
UInt16 saves_step_count(App *app); /* the saved steps of the game (0: none yet) */

/* The database name of each DB_* (for the damage alerts). */
const Char *saves_name(UInt8 db);

#endif
