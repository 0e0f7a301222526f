/* dialogs_tricks.c: Game > Last Trick (the desktop's dialogs_tricks.py).
 *
 * LastTrickForm opens on the last finished trick of the hand: its four cards in the cross of the
 * table (each on its player's side, the one that took the trick inverted) and under them who led
 * and who took it. The arrows (repeating buttons), the scroll buttons and the keys 1-6 step to the
 * other tricks of the hand; an arrow is dimmed at either end (symbol11 0x04/0x05 in place of
 * 0x02/0x03). Before the first trick of the hand is finished, NoTrickAlert says so instead. */
#include "dialogs.h"

#include "dialogs_common.h"
#include "draw.h"
#include "layout.h"
#include "texts.h"

/* The cross of the trick as layout.h places it on the table. */
#define CROSS_LEFT 42                                 /* West's x */
#define CROSS_TOP 37                                  /* North's y */
#define CROSS_WIDTH (94 + CARD_WIDTH - CROSS_LEFT)    /* to East's right edge */
#define CROSS_HEIGHT (73 + CARD_HEIGHT - CROSS_TOP)   /* to South's bottom edge */

static const Char prevSolid[] = "\002", prevDimmed[] = "\004";
static const Char nextSolid[] = "\003", nextDimmed[] = "\005";

static void set_arrow(UInt16 id, Boolean can, const Char *solid, const Char *dimmed)
{
    ControlType *control = dialog_object(id);
    const Char *label = can ? solid : dimmed;
    const Char *now = CtlGetLabel(control);
    if (now == NULL || now[0] != label[0])
        CtlSetLabel(control, label);
}

/* The title and the arrows for the trick shown. */
static void set_labels(App *app)
{
    UInt8 shown = (UInt8)(app->dialog.trickIndex + 1);
    form_number_title(app->dialog.dialogTitle, sizeof app->dialog.dialogTitle, LastTrickTitleString, shown);
    set_arrow(LastTrickPrevButton, shown > 1, prevSolid, prevDimmed);
    set_arrow(LastTrickNextButton, shown < app->dialog.trickCount, nextSolid, nextDimmed);
}

void dialogs_trick_draw(App *app)
{
    RectangleType b;
    const pp_trick *trick;
    Char caption[TEXT_SIZE], leader[NAME_CHARS], taker[NAME_CHARS];
    Coord left, top;
    UInt8 winner;

    dialog_bounds(LastTrickGadget, &b);
    WinEraseRectangle(&b, 0);
    if (app->dialog.trickCount == 0)
        return;
    trick = &app->session.state.tricks[app->dialog.trickIndex];
    winner = trick->winner != PP_NONE ? trick->winner : trick->leader;
    left = (Coord)(b.topLeft.x + HALF_DOWN(b.extent.x - CROSS_WIDTH));
    top = (Coord)(b.topLeft.y + 2);
    draw_trick_cards(app, trick, (Coord)(left - CROSS_LEFT), (Coord)(top - CROSS_TOP), trick->winner);
    WinPushDrawState();
    FntSetFont(stdFont);
    text_seat(leader, trick->leader);
    text_seat(taker, winner);
    text_get(caption, sizeof caption, LastTrickLedString, leader, taker, NULL);
    draw_text(caption, (Coord)(b.topLeft.x + HALF_DOWN(b.extent.x - draw_width(caption))),
              (Coord)(top + CROSS_HEIGHT + 2));
    WinPopDrawState();
}


/* Show the trick `by` places before or after the one shown (within the hand). */
static void step(App *app, Int16 by)
{
    Int16 index = (Int16)(app->dialog.trickIndex + by);
    if (index > app->dialog.trickCount - 1)
        index = (Int16)(app->dialog.trickCount - 1);
    if (index < 0)
        index = 0;
    if (index == app->dialog.trickIndex)
        return;
    app->dialog.trickIndex = (UInt8)index;
    set_labels(app);
    dialogs_trick_draw(app);
}

static Boolean trick_handler(EventType *event)
{
    App *app = app_get();
    Int16 page;
    if (event->eType == frmOpenEvent) {
        set_labels(app);
        return form_open_with_gadget(LastTrickGadget);
    }
    if (event->eType == ctlRepeatEvent && (event->data.ctlRepeat.controlID == LastTrickPrevButton
                                           || event->data.ctlRepeat.controlID == LastTrickNextButton)) {
        step(app, event->data.ctlRepeat.controlID == LastTrickPrevButton ? -1 : 1);
        return false; /* the button goes on tracking the pen (and repeats while held) */
    }
    if (event->eType == keyDownEvent) {
        WChar chr = event->data.keyDown.chr;
        page = dialog_page_key(event, false);
        if (page != 0) {
            step(app, page);
            return true;
        }
        if (chr >= '1' && chr <= '6') {
            step(app, (Int16)(chr - '1' - app->dialog.trickIndex));
            return true;
        }
        if (chr == chrLineFeed || chr == chrCarriageReturn)
            return dialog_enter_key(event, LastTrickOKButton);
    }
    return false;
}

void dialog_last_trick(App *app)
{
    UInt8 count = app->session.state.ntricks;
    if (count > 6)
        count = 6;
    if (count == 0) {
        app_note(app, NoTrickAlert);
        return;
    }
    app->dialog.trickCount = count;
    app->dialog.trickIndex = (UInt8)(count - 1);
    app_do_dialog(app, LastTrickForm, trick_handler);
    app->dialog.trickCount = 0;
}
