/* The dynamic UI: a form made with FrmNewForm, given a label, a button, a field, a list, a
 * gadget and a graffiti shift indicator with the ...New... calls, one label added and removed
 * again (FrmRemoveObject), each call checked as the Palm OS reference describes it; then shown
 * and run: a tap on the button writes "pressed" into the label. The form is deleted at the end
 * (FrmDeleteForm), so nothing leaks. No resource but the application's name. */
#include "check.h"

#define FORM 2000
#define LABEL 2001
#define BUTTON 2002
#define FIELD 2003
#define LIST 2004
#define GADGET 2005
#define GONE 2006

static Boolean handler(EventType *e)
{
    FormType *frm = FrmGetActiveForm();
    if (e->eType == ctlSelectEvent && e->data.ctlSelect.controlID == BUTTON) {
        FrmHideObject(frm, FrmGetObjectIndex(frm, LABEL));
        FrmCopyLabel(frm, LABEL, "pressed");
        FrmShowObject(frm, FrmGetObjectIndex(frm, LABEL));
        return true;
    }
    return false;
}

static FormType *make_form(void)
{
    FormType *frm = FrmNewForm(FORM, "Dynamic", 0, 0, 160, 160, false, 0, 0, 0);
    FormType *before;
    FormLabelType *label;
    ControlType *button;
    FieldType *field;

    CHECK(frm != NULL && FrmGetFormId(frm) == FORM);
    CHECK(StrCompare(FrmGetTitle(frm), "Dynamic") == 0);
    CHECK(FrmGetNumberOfObjects(frm) == 1); /* the title */
    label = FrmNewLabel(&frm, LABEL, "A label here", 10, 20, stdFont);
    CHECK(label != NULL && StrCompare(FrmGetLabel(frm, LABEL), "A label here") == 0);
    button = CtlNewControl((void **)&frm, BUTTON, buttonCtl, "Press", 10, 40, 40, 12, stdFont, 0, true);
    CHECK(button != NULL && button == FrmGetObjectPtr(frm, FrmGetObjectIndex(frm, BUTTON)));
    CHECK(StrCompare(CtlGetLabel(button), "Press") == 0);
    field = FldNewField((void **)&frm, FIELD, 10, 60, 80, 12, stdFont, 20, true, true, true, false, leftAlign,
                        false, false, false);
    CHECK(field != NULL && FrmGetObjectType(frm, FrmGetObjectIndex(frm, FIELD)) == frmFieldObj);
    CHECK(LstNewList((void **)&frm, LIST, 100, 20, 50, 0, stdFont, 3, 0) == 0);
    CHECK(FrmGetObjectType(frm, FrmGetObjectIndex(frm, LIST)) == frmListObj);
    CHECK(FrmNewGadget(&frm, GADGET, 100, 80, 40, 20) != NULL);
    CHECK(FrmNewGsi(&frm, 150, 150) != NULL);
    CHECK(FrmNewLabel(&frm, GONE, "gone", 10, 100, boldFont) != NULL);
    CHECK(FrmGetNumberOfObjects(frm) == 8);
    before = frm;
    CHECK(FrmRemoveObject(&frm, FrmGetObjectIndex(frm, GONE)) == 0);
    CHECK(FrmGetNumberOfObjects(frm) == 7 && FrmGetObjectId(frm, 6) != GONE);
    CHECK(frm != NULL);
    (void)before;
    return frm;
}

UInt32 PilotMain(UInt16 cmd, void *cmdPBP, UInt16 launchFlags)
{
    EventType e;
    UInt16 err;
    FormType *frm;
    (void)cmdPBP;
    (void)launchFlags;
    if (cmd != sysAppLaunchCmdNormalLaunch)
        return 0;
    frm = make_form();
    FrmSetActiveForm(frm);
    FrmSetEventHandler(frm, handler);
    FrmDrawForm(frm);
    do {
        EvtGetEvent(&e, evtWaitForever);
        if (SysHandleEvent(&e) || MenuHandleEvent(NULL, &e, &err))
            continue;
        FrmDispatchEvent(&e);
    } while (e.eType != appStopEvent);
    FrmDeleteForm(frm);
    return 0;
}
