/* dialogs_common.c: what the secondary dialogs share (see dialogs_common.h). */
#include "dialogs_common.h"

#include "draw.h"

FormType *dialog_form(void)
{
    return FrmGetActiveForm();
}

void *dialog_object(UInt16 id)
{
    return form_object(dialog_form(), id);
}

void dialog_bounds(UInt16 id, RectangleType *r)
{
    FormType *form = dialog_form();
    FrmGetObjectBounds(form, FrmGetObjectIndex(form, id), r);
}

void dialog_set_gadget(UInt16 id, FormGadgetHandlerType *handler)
{
    FormType *form = dialog_form();
    FrmSetGadgetHandler(form, FrmGetObjectIndex(form, id), handler);
}

Boolean dialog_enter_key(const EventType *event, UInt16 button)
{
    WChar chr;
    if (event->eType != keyDownEvent || (event->data.keyDown.modifiers & commandKeyMask))
        return false;
    chr = event->data.keyDown.chr;
    if (chr != chrLineFeed && chr != chrCarriageReturn && chr != chrEscape)
        return false;
    CtlHitControl(dialog_object(button));
    return true;
}

/* The default button of each dialog that has no handler of its own (pitch.rcp DEFAULTBTNID). */
static UInt16 default_button(UInt16 formId)
{
    switch (formId) {
    case AboutForm:
        return AboutOKButton;
    case DealForm:
        return DealOKButton;
    case PointsForm:
        return PointsOKButton;
    default:
        return 0;
    }
}

Boolean dialog_plain_handler(EventType *event)
{
    UInt16 button = default_button(FrmGetActiveFormID());
    return button != 0 && dialog_enter_key(event, button);
}

Int16 dialog_draw_right(const Char *text, Coord right, Coord y)
{
    Int16 width = draw_width(text);
    draw_text(text, (Coord)(right - width + 1), y);
    return width;
}

void dialog_set_title(App *app, const Char *title)
{
    StrNCopy(app->dialog.dialogTitle, title, sizeof app->dialog.dialogTitle - 1);
    app->dialog.dialogTitle[sizeof app->dialog.dialogTitle - 1] = 0;
    FrmSetTitle(dialog_form(), app->dialog.dialogTitle);
}

Int16 dialog_page_key(const EventType *event, Boolean space)
{
    WChar chr;
    if (event->eType != keyDownEvent)
        return 0;
    chr = event->data.keyDown.chr;
    if (chr == vchrPageUp)
        return -1;
    if (chr == vchrPageDown || (space && chr == ' ' && !(event->data.keyDown.modifiers & commandKeyMask)))
        return 1;
    return 0;
}

/* Out of line: five pointers and the trap's registers are too many for GCC inside a caller. */
__attribute__((noinline)) void dialog_get_bar(UInt16 id, BarValues *bar)
{
    SclGetScrollBar(dialog_object(id), &bar->value, &bar->min, &bar->max, &bar->page);
}

__attribute__((noinline)) void dialog_set_bar(UInt16 id, const BarValues *bar)
{
    SclSetScrollBar(dialog_object(id), bar->value, bar->min, bar->max, bar->page);
}

void dialog_levels(UInt16 easy, UInt8 level)
{
    UInt8 i;
    for (i = 0; i < LEVEL_COUNT; i++) {
        ControlType *button = dialog_object((UInt16)(easy + i));
        CtlSetValue(button, i == level);
        if (i >= DEVICE_LEVELS)
            CtlSetUsable(button, false);
    }
}
