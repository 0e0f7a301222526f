/* forms.c: the forms of the app come up (frmLoadEvent), modal dialogs and alerts run (see app.h).
 *
 * The table is the one form FrmGotoForm loads; every other form is a modal dialog run by
 * FrmDoDialog with its handler set first (it gets frmOpenEvent from FrmDoDialog), then deleted.
 * After a dialog or an alert the table is told (table_after_dialog): a pause that ended while it
 * was covered is taken up again. */
#include "app.h"

#include "dialogs.h"
#include "summary.h"
#include "game.h"
#include "table_draw.h"
#include "texts.h"

void *form_object(FormType *form, UInt16 id)
{
    return FrmGetObjectPtr(form, FrmGetObjectIndex(form, id));
}

void form_show(FormType *form, UInt16 id, Boolean shown)
{
    UInt16 index = FrmGetObjectIndex(form, id);
    if (shown)
        FrmShowObject(form, index);
    else
        FrmHideObject(form, index);
}

void form_number_title(Char *title, UInt16 size, UInt16 id, UInt16 number)
{
    Char text[8];
    text_number(text, number);
    text_get(title, size, id, text, NULL, NULL);
    FrmSetTitle(FrmGetActiveForm(), title);
}

Boolean form_open_with_gadget(UInt16 gadgetId)
{
    FormType *form = FrmGetActiveForm();
    FrmSetGadgetHandler(form, FrmGetObjectIndex(form, gadgetId), app_gadget_handler);
    FrmDrawForm(form);
    return true;
}

FormType *main_form(void)
{
    return FrmGetFormPtr(MainForm);
}

Boolean forms_load(EventType *event)
{
    FormType *form;
    if (event->eType != frmLoadEvent || event->data.frmLoad.formID != MainForm)
        return false;
    form = FrmInitForm(MainForm);
    FrmSetActiveForm(form);
    FrmSetEventHandler(form, table_form_handler);
    return true;
}

/* Every dialog's handler: the dialog's own, and a note that a button ended it (FrmDoDialog ends
 * a dialog without one only for appStopEvent, which it posts again: then the app is stopping). */
static Boolean dialog_handler(EventType *event)
{
    App *app = app_get();
    Boolean handled;
    if (app_is_input(event))
        table_note_input(app, event);
    handled = app->dialogHandler != NULL && app->dialogHandler(event);
    if (event->eType == ctlSelectEvent && !handled)
        app->dialogAnswered = true;
    return handled;
}

UInt16 app_do_dialog(App *app, UInt16 formId, FormEventHandlerType *handler)
{
    FormType *previous = FrmGetActiveForm();
    FormType *form = FrmInitForm(formId);
    FormEventHandlerType *outerHandler = app->dialogHandler;
    Boolean outerAnswered = app->dialogAnswered;
    UInt16 button;
    app->dialogHandler = handler;
    app->dialogAnswered = false;
    FrmSetActiveForm(form);
    FrmSetEventHandler(form, dialog_handler);
    button = FrmDoDialog(form);
    FrmDeleteForm(form);
    if (previous != NULL)
        FrmSetActiveForm(previous);
    if (!app->dialogAnswered)
        app->stopping = true;
    app->dialogHandler = outerHandler;
    app->dialogAnswered = outerAnswered;
    table_after_dialog(app);
    return button;
}

/* How many buttons an alert has (its Talt's numButtons, the third UInt16). */
static UInt16 alert_buttons(UInt16 alertId)
{
    MemHandle handle = DmGetResource(alertRscType, alertId);
    UInt16 count = 0;
    if (handle != NULL) {
        count = ((const UInt16 *)MemHandleLock(handle))[2];
        MemHandleUnlock(handle);
        DmReleaseResource(handle);
    }
    return count;
}

/* FrmCustomAlert. Ended by appStopEvent, Palm OS 3.5's gives the default button and posts the
 * event again for the app's loop; PumpkinOS's keeps the event and gives an index that is none of
 * the alert's buttons: then the app is stopping, as after a dialog ended without a button. */
UInt16 app_alert(App *app, UInt16 alertId, const Char *s1, const Char *s2, const Char *s3)
{
    UInt16 button = FrmCustomAlert(alertId, s1 != NULL ? s1 : "", s2 != NULL ? s2 : "", s3 != NULL ? s3 : "");
    if (button >= alert_buttons(alertId))
        app->stopping = true;
    table_after_dialog(app); /* (which counts the tap or key that closed it as input) */
    return button;
}

__attribute__((noinline)) UInt16 app_note(App *app, UInt16 alertId)
{
    return app_alert(app, alertId, NULL, NULL, NULL);
}

Boolean app_gadget_draw(FormGadgetTypeInCallback *gadget, UInt32 cmd, void *param);
Boolean app_gadget_draw(FormGadgetTypeInCallback *gadget, UInt32 cmd, void *param)
{
    App *app = app_get();
    const RectangleType *bounds = &gadget->rect;
    (void)param;
    if (cmd != formGadgetDrawCmd)
        return false;
    switch (gadget->id) {
    case SummaryGadget:
        summary_draw(app, bounds);
        break;
    case GameOverGadget:
        game_over_draw(app, bounds);
        break;
    case PointsGadget:
        dialogs_points_draw(app, bounds);
        break;
    case DealGadget:
        dialogs_deal_draw(app, bounds);
        break;
    case LastTrickGadget:
        dialogs_trick_draw(app);
        break;
    default:
        table_draw_gadget(app, gadget->id, bounds);
        break;
    }
    return true;
}
PALM_GADGET_HANDLER(app_gadget_handler, app_gadget_draw);
