/* Missing: what an application may name that a device lacks or has only in ROM.
 *
 * The form is drawn with a label in largeBoldFont (font 7, a ROM font) and a label with the
 * trademark and registered signs (0x99, 0xAE). Its menuRscId names MBAR 2000, which this
 * file does not have: the Menu key makes MenuHandleEvent look for it, as a device does.
 * PilotMain returns 0 when every check passed. */
#include "check.h"
#include "form_loop.h"

#define FORM 1000

static void checks(void)
{
    FontID previous = FntSetFont(largeBoldFont);
    CHECK(FntLineHeight() == 15);
    FntSetFont(previous);
}

CHECKS_PROGRAM(FORM, checks)
