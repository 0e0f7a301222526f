/* Forms and controls: the standard event loop, a form handler in 68k code, pen tracking by the
 * Form Manager, a gadget with a handler, a popup list with a drawing function, a menu, an alert
 * and a modal dialog.
 *
 * The program keeps no globals: its state (the tap count, the last result) is in features.
 * The status label says what the last event did, so the tests can read it on the screen. */
#include "check.h"
#include "forms_ids.h"

#define CREATOR fourcc('E', 'm', 'F', 'o')
#define FEATURE_TAPS 1
#define FEATURE_REPEATS 2
#define FEATURE_GADGET 3
#define FEATURE_DRAWN 4
#include "features.h"

static void status(FormType *frm, const Char *text)
{
    FrmCopyLabel(frm, StatusLabel, text);
}

static void show_taps(FormType *frm)
{
    Char text[24];
    StrPrintF(text, "Taps: %lu", get(FEATURE_TAPS));
    FrmCopyLabel(frm, CountLabel, text);
}

/* The gadget: a frame with the number of pen-downs in it. */
Boolean board_gadget(FormGadgetTypeInCallback *gadget, UInt32 cmd, void *param)
{
    RectangleType r = gadget->rect;
    Char text[8];
    (void)param;
    if (cmd == formGadgetHandleEventCmd) {
        EventType *e = param;
        if (e->eType == frmGadgetEnterEvent) {
            set(FEATURE_GADGET, get(FEATURE_GADGET) + 1);
            cmd = formGadgetDrawCmd;
        } else {
            return true;
        }
    }
    if (cmd != formGadgetDrawCmd)
        return false;
    WinEraseRectangle(&r, 0);
    WinDrawRectangleFrame(simpleFrame, &r);
    StrPrintF(text, "%lu", get(FEATURE_GADGET));
    FntSetFont(boldFont);
    WinDrawChars(text, StrLen(text), r.topLeft.x + 4, r.topLeft.y + 4);
    FntSetFont(stdFont);
    return true;
}
PALM_GADGET_HANDLER(board_handler, board_gadget);

/* The popup list's drawing function: each item as "- text", from the strings FrmInitForm put in
 * the list; counts the items it drew. */
void pick_item(Int32 itemNum, RectangleType *bounds, Char **itemsText)
{
    Char text[16];
    set(FEATURE_DRAWN, get(FEATURE_DRAWN) + 1);
    StrPrintF(text, "- %s", itemsText[itemNum]);
    WinDrawChars(text, StrLen(text), bounds->topLeft.x + 2, bounds->topLeft.y);
}
PALM_LIST_DRAW_FUNCTION(pick_drawer, pick_item);

static Boolean main_handler(EventType *e)
{
    FormType *frm = FrmGetActiveForm();
    Char text[32];

    switch (e->eType) {
    case frmOpenEvent:
        FrmSetGadgetHandler(frm, FrmGetObjectIndex(frm, Board), board_handler);
        LstSetDrawFunction(object(frm, PickList), pick_drawer);
        FrmSetControlGroupSelection(frm, 1, PushA);
        FrmDrawForm(frm);
        show_taps(frm);
        return true;
    case ctlSelectEvent:
        switch (e->data.ctlSelect.controlID) {
        case CountButton:
            CHECK(e->data.ctlSelect.pControl == object(frm, CountButton));
            set(FEATURE_TAPS, get(FEATURE_TAPS) + 1);
            SndPlaySystemSound(sndClick);
            show_taps(frm);
            status(frm, "counted");
            return true;
        case AlertButton: {
            UInt16 button;
            StrPrintF(text, "%lu", get(FEATURE_TAPS));
            button = FrmCustomAlert(InfoAlert, text, NULL, NULL);
            status(frm, button == 0 ? "alert: OK" : "alert: Cancel");
            return true;
        }
        case DialogButton: {
            FormType *dialog = FrmInitForm(DialogForm);
            UInt16 button = FrmDoDialog(dialog);
            FrmDeleteForm(dialog);
            status(frm, button == YesButton ? "dialog: yes" : "dialog: no");
            return true;
        }
        case PushA:
        case PushB:
        case TickBox:
            StrPrintF(text, "%s %s", e->data.ctlSelect.controlID == TickBox ? "check" : "push",
                      e->data.ctlSelect.on ? "on" : "off");
            status(frm, text);
            return true;
        case QuitButton: {
            EventType stop;
            MemSet(&stop, sizeof stop, 0);
            stop.eType = appStopEvent;
            EvtAddEventToQueue(&stop);
            return true;
        }
        default:
            return false;
        }
    case ctlRepeatEvent:
        set(FEATURE_REPEATS, get(FEATURE_REPEATS) + 1);
        StrPrintF(text, "repeats: %lu", get(FEATURE_REPEATS));
        status(frm, text);
        return false; /* the Form Manager keeps tracking the repeating button */
    case popSelectEvent:
        /* the list of the resource: its items are where FrmInitForm put them */
        StrPrintF(text, "picked %ld %s", (Int32)e->data.popSelect.selection,
                  LstGetSelectionText(e->data.popSelect.listP, e->data.popSelect.selection));
        status(frm, text);
        return false; /* the trigger then shows the item */
    case menuEvent:
        if (e->data.menu.itemID == ResetItem) {
            set(FEATURE_TAPS, 0);
            show_taps(frm);
            status(frm, "reset");
        } else {
            status(frm, "hello");
        }
        return true;
    default:
        return false;
    }
}

static Boolean app_handle_event(EventType *e)
{
    if (e->eType == frmLoadEvent) {
        FormType *frm = FrmInitForm(e->data.frmLoad.formID);
        FrmSetActiveForm(frm);
        FrmSetEventHandler(frm, main_handler);
        return true;
    }
    return false;
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    EventType e;
    UInt16 error;

    (void)cmdPBP;
    (void)launchFlags;
    if (cmd != 0)
        return 0;
    FrmGotoForm(MainForm);
    do {
        EvtGetEvent(&e, evtWaitForever);
        if (SysHandleEvent(&e))
            continue;
        if (MenuHandleEvent(NULL, &e, &error))
            continue;
        if (app_handle_event(&e))
            continue;
        FrmDispatchEvent(&e);
    } while (e.eType != appStopEvent);
    FrmCloseAllForms();
    return get(FEATURE_TAPS);
}
