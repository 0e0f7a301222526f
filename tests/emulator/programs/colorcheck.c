/* Colorcheck: an application that checks the device first, as many do.
 *
 * It asks WinScreenMode for the supported depths; without 8 bits (a colour screen) it shows its
 * own alert saying a colour display is required and returns. On a colour device it shows a
 * welcome alert of its own (one OK button), then its form: a button that, tapped, draws a
 * filled rectangle. tools/compatibility.py's tests run it on the default device (refused) and
 * see the tool run it again on a model that suits it. */
#include "check.h"
#include "form_loop.h"

#define FORM 1000
#define BUTTON 1001
#define NEEDS_COLOUR_ALERT 2000
#define WELCOME_ALERT 2001

static Boolean handler(EventType *e)
{
    if (e->eType == frmOpenEvent) {
        FrmDrawForm(FrmGetActiveForm());
        return true;
    }
    if (e->eType == ctlSelectEvent && e->data.ctlSelect.controlID == BUTTON) {
        RectangleType r;
        RctSetRectangle(&r, 40, 60, 80, 40);
        WinDrawRectangle(&r, 0);
        return true;
    }
    return false;
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    UInt32 depths = 0;
    (void)cmdPBP;
    (void)launchFlags;
    if (cmd != sysAppLaunchCmdNormalLaunch)
        return 0;
    if (WinScreenMode(winScreenModeGetSupportedDepths, NULL, NULL, &depths, NULL) != errNone ||
        (depths & 0x80) == 0) {
        FrmAlert(NEEDS_COLOUR_ALERT);
        return 0;
    }
    FrmAlert(WELCOME_ALERT);
    return form_program(cmd, FORM, handler);
}
