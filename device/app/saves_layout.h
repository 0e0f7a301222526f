/* saves_layout.h: the saved game, preferences and statistics records, byte for byte
 * (the construct Structs of palm_pitch/app/savedata.py): each field's offset from the
 * start of the record, after the 4-byte header; a field after the n switches is a macro of n.
 * Generated from palm_pitch/app/savedata.py by tools/c_twins.py: do not edit;
 * change the Python and run `python tools/regenerate.py` (a test fails on a stale copy). */
#ifndef PITCH_SAVES_LAYOUT_H
#define PITCH_SAVES_LAYOUT_H

#define DB_VERSION 1
#define NAME_SIZE 32
#define SWITCHES 8 /* the ruleset's switches, in the saves' order */
#define UNDO_USED 0x01 /* SavedGame flags: savedGameUndoUsed */

/* RecordHeader */
#define RECORD_FORMAT_VERSION 0
#define RECORD_CRC 2
#define RECORD_HEADER_SIZE 4

/* SavedGame, format 3 */
#define GAME_VERSION 3
#define GAME_RULESET_NAME 4
#define GAME_NUM_SWITCHES 36
#define GAME_COMPUTER_LEVEL 37
#define GAME_SWITCHES 38
#define GAME_SEED(n) (38 + 2 * (n))
#define GAME_SEED_BACK 12
#define GAME_DEALER(n) (42 + 2 * (n))
#define GAME_DEALER_BACK 8
#define GAME_FLAGS(n) (43 + 2 * (n))
#define GAME_FLAGS_BACK 7
#define GAME_SCORES(n) (44 + 2 * (n))
#define GAME_SCORES_BACK 6
#define GAME_NUM_ACTIONS(n) (48 + 2 * (n))
#define GAME_NUM_ACTIONS_BACK 2
#define GAME_ACTIONS(n) (50 + 2 * (n))
#define GAME_FIXED(n) GAME_ACTIONS(n) /* the record without its actions */

/* Preferences, format 5 */
#define PREFS_VERSION 5
#define PREFS_COMPUTER_PAUSE_MS 4
#define PREFS_RULESET_NAME 6
#define PREFS_SOUND_ON 38
#define PREFS_AUTO_PLAY 39
#define PREFS_NUM_SWITCHES 40
#define PREFS_COMPUTER_LEVEL 41
#define PREFS_KEEP_TRICK 42
#define PREFS_RESERVED3 43
#define PREFS_SWITCHES 44
#define PREFS_FIXED PREFS_SWITCHES /* the record without its switches */
#define PREFS_V1_SIZE 40 /* format 1: no switches */
#define PREFS_V4_SWITCHES 42 /* formats 2 to 4: the switches */

/* Statistics, format 3 */
#define STATS_VERSION 3
#define STATS_LEVELS 4
#define STATS_COUNTED_SEED 148
#define STATS_COUNTED_HAND 152
#define STATS_RESERVED 154
#define STATS_SIZE 156
#define STATS_V1_SIZE 28 /* format 1: six counters alone */
#define STATS_V2_SIZE 44 /* format 2: one level's eight counters, the tail */
#define STATS_V2_GAMES_WON 4
#define STATS_V2_GAMES_LOST 8
#define STATS_V2_HANDS_WON 12
#define STATS_V2_HANDS_LOST 16
#define STATS_V2_BIDS_MADE 20
#define STATS_V2_BIDS_SET 24
#define STATS_V2_UNDO_GAMES_WON 28
#define STATS_V2_UNDO_GAMES_LOST 32
#define STATS_V2_COUNTED_SEED 36
#define STATS_V2_COUNTED_HAND 40
#define STATS_V2_RESERVED 42
#define STATS_LEVEL_SIZE 36 /* one level's counters */
#define STATS_LEVEL_COUNTERS 9
#define LEVEL_COUNT 4 /* Easy, Normal, Hard, Expert */
#define LEVEL_NORMAL 1 /* what the saves from before levels were */

#endif
