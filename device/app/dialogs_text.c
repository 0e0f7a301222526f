/* dialogs_text.c: Options > Rules, Options > Keyboard and Options > About (the desktop's
 * dialogs_text.py, scrolling.py and pitch_app.py's About).
 *
 * Rules and Keyboard show a packed text (RulesText, KeyboardText: packed_text.h) in a display field with
 * a scroll bar: the bar's arrows and track scroll the text (sclRepeatEvent), the scroll buttons
 * and the space bar scroll a page less one line and move the bar with it, Enter hits Done. The
 * unpacked text stays while the dialog is up (the field keeps the pointer). */
#include "dialogs.h"

#include "dialogs_common.h"
#include "packed_text.h"
#include "texts.h"

/* The text dialog up: its field, scroll bar and button. */
typedef struct TextForm {
    UInt16 field, bar, done;
} TextForm;

/* Both forms number their objects the same way after the form's id. */
_Static_assert(RulesField == RulesForm + 1 && RulesScrollBar == RulesForm + 2
                   && RulesDoneButton == RulesForm + 3,
               "Rules' objects");
_Static_assert(KeysField == KeysForm + 1 && KeysScrollBar == KeysForm + 2 && KeysDoneButton == KeysForm + 3,
               "Keyboard's objects");

static void text_form(TextForm *t)
{
    UInt16 form = FrmGetActiveFormID();
    t->field = (UInt16)(form + 1);
    t->bar = (UInt16)(form + 2);
    t->done = (UInt16)(form + 3);
}

/* Show the text from line `top` (within the bar's range); with moveBar, move the bar there too
 * (the bar moves itself when the pen drives it). */
static void scroll_to(const TextForm *t, Int16 top, Boolean moveBar)
{
    FieldType *field = dialog_object(t->field);
    BarValues bar;
    UInt16 shown, lines, visible;

    dialog_get_bar(t->bar, &bar);
    if (top < bar.min)
        top = bar.min;
    if (top > bar.max)
        top = bar.max;
    FldGetScrollValues(field, &shown, &lines, &visible);
    if (top > (Int16)shown)
        FldScrollField(field, (UInt16)(top - (Int16)shown), winDown);
    else if (top < (Int16)shown)
        FldScrollField(field, (UInt16)((Int16)shown - top), winUp);
    if (moveBar && bar.value != top) {
        bar.value = top;
        dialog_set_bar(t->bar, &bar);
    }
}

static Boolean text_handler(EventType *event)
{
    App *app = app_get();
    TextForm t;
    Int16 step;

    text_form(&t);
    if (event->eType == frmOpenEvent) {
        FieldType *field = dialog_object(t.field);
        UInt16 shown, lines, visible;
        BarValues bar;
        if (app->dialog.text != NULL)
            FldSetTextPtr(field, app->dialog.text);
        FldGetScrollValues(field, &shown, &lines, &visible);
        bar.value = bar.min = 0;
        bar.max = lines > visible ? (Int16)(lines - visible) : 0;
        bar.page = (Int16)visible;
        dialog_set_bar(t.bar, &bar);
        FrmDrawForm(dialog_form());
        return true;
    }
    if (event->eType == sclRepeatEvent && event->data.sclRepeat.scrollBarID == t.bar) {
        scroll_to(&t, event->data.sclRepeat.newValue, false);
        return false; /* the scroll bar keeps tracking the pen */
    }
    if (event->eType == keyDownEvent) {
        if (event->data.keyDown.chr == chrLineFeed || event->data.keyDown.chr == chrCarriageReturn)
            return dialog_enter_key(event, t.done);
        step = dialog_page_key(event, true);
        if (step != 0) {
            BarValues bar;
            dialog_get_bar(t.bar, &bar);
            scroll_to(&t, (Int16)(bar.value + step * (bar.page - 1 > 1 ? bar.page - 1 : 1)), true);
            return true;
        }
    }
    return false;
}

static void text_dialog(App *app, UInt16 formId, UInt16 textId)
{
    app->dialog.text = packed_text_open(textId, TEXT_FEATURE);
    app_do_dialog(app, formId, text_handler);
    packed_text_close(TEXT_FEATURE);
    app->dialog.text = NULL;
}

void dialog_rules(App *app)
{
    text_dialog(app, RulesForm, RulesText);
}

void dialog_keyboard(App *app)
{
    text_dialog(app, KeysForm, KeyboardText);
}

static Boolean about_handler(EventType *event)
{
    if (event->eType == frmOpenEvent) {
        const pp_ruleset *rules = &app_get()->session.state.rules;
        Char line[TEXT_SIZE], number[8];
        if (rules->target < 100) { /* (the label holds two digits) */
            text_number(number, rules->target);
            text_get(line, TEXT_SIZE, AboutTargetString, number, NULL, NULL);
            FrmCopyLabel(dialog_form(), AboutLine3Label, line);
        }
        FrmDrawForm(dialog_form());
        return true;
    }
    return dialog_plain_handler(event);
}

void dialog_about(App *app)
{
    app_do_dialog(app, AboutForm, about_handler);
}
