/* The test programs' event loop: one form, its handler, until appStopEvent.
 *
 * form_program(cmd, formID, handler) is the whole PilotMain of a program that shows one form
 * and checks the calls it makes from that form's handler: on a normal launch it goes to the
 * form, loads it (frmLoadEvent) with the handler, and dispatches events until appStopEvent;
 * every other launch code returns 0. FORM_PROGRAM(formID, handler) writes that PilotMain;
 * CHECKS_PROGRAM(formID, checks) a program whose checks (a function of no arguments) run when
 * its form opens, the form drawn after them.
 */
#ifndef FORM_LOOP_H
#define FORM_LOOP_H

#include <palm_traps.h>

static UInt32 form_program(UInt16 cmd, UInt16 formID, FormEventHandlerType *handler)
{
    EventType e;
    UInt16 err;
    if (cmd != sysAppLaunchCmdNormalLaunch)
        return 0;
    FrmGotoForm(formID);
    do {
        EvtGetEvent(&e, evtWaitForever);
        if (SysHandleEvent(&e) || MenuHandleEvent(NULL, &e, &err))
            continue;
        if (e.eType == frmLoadEvent) {
            FormType *frm = FrmInitForm(e.data.frmLoad.formID);
            FrmSetActiveForm(frm);
            FrmSetEventHandler(frm, handler);
            continue;
        }
        FrmDispatchEvent(&e);
    } while (e.eType != appStopEvent);
    FrmCloseAllForms();
    return 0;
}

#define FORM_PROGRAM(formID, handler)                                   \
    UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)    \
    {                                                                   \
        (void)cmdPBP;                                                   \
        (void)launchFlags;                                              \
        return form_program(cmd, formID, handler);                      \
    }

#define CHECKS_PROGRAM(formID, checks)                                  \
    static Boolean checks_at_open(EventType *e)                         \
    {                                                                   \
        if (e->eType != frmOpenEvent)                                   \
            return false;                                               \
        checks();                                                       \
        FrmDrawForm(FrmGetActiveForm());                                \
        return true;                                                    \
    }                                                                   \
    FORM_PROGRAM(formID, checks_at_open)

#endif
