/* dialogs_missing.c: stand-ins for the secondary dialogs not written yet (dialogs.h), weak
 * symbols that the real ones (dialogs*.c) replace at link time. Each says so with the error
 * sound and does nothing else: no dialog is pretended. Remove a function here once its dialog
 * lands; the fidelity test marks the golden scripts that need one as expected failures. */
#include "dialogs.h"

#define MISSING(signature) \
    __attribute__((weak)) void signature { app_sound(app, sndError); }

MISSING(dialog_preferences(App *app))
MISSING(dialog_rules(App *app))
MISSING(dialog_keyboard(App *app))
MISSING(dialog_about(App *app))
MISSING(dialog_last_trick(App *app))
MISSING(dialog_score_history(App *app))
MISSING(dialog_statistics(App *app))
MISSING(dialog_points(App *app))
MISSING(dialog_export(App *app))

__attribute__((weak)) void dialog_hands_dealt(App *app, const pp_cards deal[4], UInt16 handNumber)
{
    (void)deal;
    (void)handNumber;
    app_sound(app, sndError);
}
