/* The test programs' event loop: one form, its handler, until appStopEvent.
 *
 * form_program(cmd, formID, handler) is the whole PilotMain of a program that shows one form
 * and checks the calls it makes from that form's handler: on a normal launch it goes to the
 * form, loads it (frmLoadEvent) with the handler, and dispatches events until appStopEvent;
 * every other launch code returns 0.
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

#endif
