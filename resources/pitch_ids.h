/*
 * Resource IDs of Palm Pitch - the one source of IDs.
 *
 * resources/pitch.rcp includes this header, and the Python app reads the same numbers with
 * prc_tools.rcp.read_header("resources/pitch_ids.h"); a later C build includes it too.
 *
 * Ranges (IDs are per resource type on Palm OS, but keeping them apart makes dumps readable):
 *   1000-1999  forms (tFRM) and, from formID + 1, the objects on each form
 *   1000       the menu bar (MBAR)
 *   2000-2999  menu commands (menuEvent itemID)
 *   3000-3999  alerts (Talt)
 *   4000-4999  strings (tSTR) and string lists (tSTL)
 *   5000-5999  bitmaps (Tbmp)
 *   The launcher icons are tAIB 1000 and 1001 and the name tAIN 1000, as Palm OS requires.
 */
#ifndef PITCH_IDS_H
#define PITCH_IDS_H

/* Forms. MainForm is the card table; its resource arrives with the screen work. */
#define MainForm                1000

#define AboutForm               1100
#define AboutOKButton           1101
#define AboutNameLabel          1103
#define AboutVersionLabel       1104
#define AboutLine1Label         1105
#define AboutLine2Label         1106
#define AboutLine3Label         1107
#define AboutLine4Label         1108

/* Menus */
#define MainMenuBar             1000

#define GameNewGameCmd          2001
#define GameHandSummaryCmd      2002
#define OptionsPreferencesCmd   2101
#define OptionsRulesCmd         2102
#define OptionsAboutCmd         2103

/* Alerts */
#define DamagedSaveAlert        3000

/* Strings */
#define AboutHelpString         4000
#define BidNamesStringList      4100

/* Bitmaps */
#define AboutSuitsBitmap        5000

#endif /* PITCH_IDS_H */
