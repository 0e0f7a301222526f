/*
 * Palm Pitch - resource IDs of the desktop's family of variants (family.rcp).
 *
 * The desktop app reads this header beside pitch_ids.h (palm_pitch/app/ids.py); the device build
 * never includes it: Pitch.prc plays the Palm game and carries none of these resources.
 * 7000-7499: the variant chooser, the list of choices, the texts of the family's table;
 * 7500-7999: the dialogs of the variants' own decisions.
 */
#ifndef FAMILY_IDS_H
#define FAMILY_IDS_H

/* Game > Variant: the list of variants, the chosen one's facts, Play and Cancel. */
#define VariantForm             7000
#define VariantList             7001
#define VariantInfoGadget       7002
#define VariantPlayButton       7003
#define VariantCancelButton     7004

/* A decision of a family game as a list of the legal choices (until it has a dialog of its own). */
#define ChoiceForm              7010
#define ChoiceContextGadget     7011
#define ChoiceList              7012
#define ChoiceOKButton          7013

/* A text of a family game in a scrolling field: the hand's summary, the score history, the rules. */
#define FamilyTextForm          7020
#define FamilyTextField         7021
#define FamilyTextScrollBar     7022
#define FamilyTextDoneButton    7023

/* Menus (items the desktop adds to MainMenuBar with MenuAddItem) */
#define GameVariantCmd          7100

/* Alerts */
#define VariantNewGameAlert     7200

/* Strings */
#define GameVariantItemString   7300
#define VariantHelpString       7301
#define ChoiceHelpString        7302

/* String lists */
#define FamilySeatNamesStringList 7400
#define FamilyTextsStringList   7401
#define FamilyRanksStringList   7402
#define FamilySuitsStringList   7403

/* Packed texts */
#define FamilyKeyboardText      7450

/* 7500-7999: the dialogs of the variants' own decisions */
#include "decisions_ids.h"

#endif /* FAMILY_IDS_H */
