/* bid.c: the bid dialog (see bid.h). */
#include "bid.h"

#include "dialogs_common.h"
#include "draw.h"
#include "auction.h"
#include "texts.h"

#define BUTTON_GAP 5
#define BUTTON_PADDING 9 /* a button's width is its label's ink plus this */
#define ROW_MARGIN 5
#define BID_BUTTONS 5    /* Pass, 2, 3, 4, Smudge: BidPassButton + i; then BidStealButton */
#define STEAL_SLOT 5     /* app->bidButtons[i] is the bid of button BidPassButton + i, the steal's too */
_Static_assert(BidStealButton == BidPassButton + STEAL_SLOT, "the steal button follows the bid buttons");
#define CHR_ESCAPE 0x1B

static const UInt8 button_bids[BID_BUTTONS] = {PP_PASS, PP_BID_TWO, PP_BID_THREE, PP_BID_FOUR, PP_BID_SMUDGE};

/* The bids you may make now (you are to bid), as a mask: bit b for bid b (the core's auction
 * table, as pp_state_legal_actions lists them). */
static UInt8 legal_mask(const pp_state *state)
{
    return pp_auction_legal_mask(&state->rules, state->high_bid, state->to_move == state->dealer);
}

static Boolean is_legal(UInt8 mask, UInt8 bid)
{
    return (mask >> bid & 1u) != 0;
}

/* The bid the dealer may steal at (match), if South deals and the rules allow it now. */
static UInt8 steal_bid(const pp_state *state, UInt8 mask)
{
    UInt8 high = state->high_bid;
    if (state->to_move != state->dealer || high == PP_PASS || !is_legal(mask, high))
        return PP_NONE;
    return high;
}

static Boolean draw_fits(const Char *line, Coord width)
{
    return FntCharsWidth(line, (Int16)StrLen(line)) <= width;
}

/* Append a phrase to the field's text: on the line so far if it fits the field, else on a new
 * line (the desktop's bid.pack). */
static void pack(Char *text, UInt16 *lineStart, const Char *phrase, Coord width)
{
    UInt16 length = (UInt16)StrLen(text);
    Char line[TEXT_SIZE * 2];
    if (length > 0) {
        StrCopy(line, text + *lineStart);
        StrCat(line, " ");
        StrCat(line, phrase);
        if (draw_fits(line, width)) {
            StrCat(text, " ");
        } else {
            StrCat(text, "\n");
            *lineStart = (UInt16)(length + 1);
        }
    }
    StrCat(text, phrase);
}

/* Who deals and the bids before yours, then what you may do (the desktop's bid.context_text).
 * Each phrase is one text (texts.h), its ^1 (and ^2) filled in where it has them. */
static void context_text(App *app, Char *text, Coord width, UInt8 mask, UInt8 steal)
{
    const pp_state *state = &app->session.state;
    Char phrase[TEXT_SIZE], seat[NAME_CHARS], bid[NAME_CHARS], advice[TEXT_SIZE];
    UInt16 lineStart = 0, id;
    UInt8 position, high = state->high_bid;
    Boolean youDeal = state->dealer == state->to_move;
    Boolean allPassed = youDeal && high == PP_PASS, partsOnly = false;

    text[0] = 0;
    text_bid(bid, high);
    if (!is_legal(mask, PP_PASS)) {
        partsOnly = true;
        id = BidContextForcedString;
    } else if (allPassed && state->rules.all_pass != PP_ALL_PASS_FORCED_DEALER) {
        partsOnly = true;
        id = state->rules.all_pass == PP_ALL_PASS_REDEAL ? BidContextAllPassRedealString
                                                          : BidContextAllPassSetString;
    } else if (mask == 1u << PP_PASS) {
        id = BidContextOnlyPassString;
    } else if (steal != PP_NONE) {
        id = mask >> (high + 1) == 0 ? BidContextStealTopString : BidContextStealString; /* none above */
    } else if (high == PP_PASS) {
        id = BidContextOpenString;
    } else {
        id = BidContextHighString;
    }
    text_get(advice, TEXT_SIZE, id, bid, NULL, NULL);
    text_seat(seat, state->dealer);
    text_get(phrase, TEXT_SIZE, youDeal ? BidContextYouDealString : BidContextDealerString, seat, NULL, NULL);
    pack(text, &lineStart, phrase, width);
    for (position = 0; !partsOnly && position < state->nbids; position++) {
        UInt8 made = state->bids[position];
        text_seat(seat, (UInt8)((state->dealer + 1 + position) & 3));
        text_bid(bid, made);
        text_get(phrase, TEXT_SIZE, made == PP_PASS ? BidContextPassedString : BidContextBidString, seat, bid,
                 NULL);
        pack(text, &lineStart, phrase, width);
    }
    StrCat(text, "\n");
    StrCat(text, advice);
}

static Coord label_width(FormType *form, UInt16 id)
{
    const Char *label = CtlGetLabel(form_object(form, id));
    Coord width = (Coord)(FntCharsWidth(label, (Int16)StrLen(label)) - 1 + BUTTON_PADDING);
    return width > 17 ? width : 17;
}

/* The widths of the buttons of a row (widths[i] for shown[i]) and the row's, gaps included. */
static Coord row_width(FormType *form, const UInt16 *shown, UInt8 count, Coord *widths)
{
    Coord total = (Coord)(BUTTON_GAP * (count - 1));
    UInt8 i;
    for (i = 0; i < count; i++) {
        widths[i] = label_width(form, shown[i]);
        total = (Coord)(total + widths[i]);
    }
    return total;
}

/* Fill in the text, show the legal buttons only, centre them in a row. */
static void prepare(App *app, FormType *form)
{
    const pp_state *state = &app->session.state;
    UInt8 mask = legal_mask(state);
    UInt8 steal = steal_bid(state, mask);
    UInt16 shown[6], id;
    UInt8 nShown = 0, i;
    Coord widths[6], x;
    RectangleType formBounds, r;
    Char bid[NAME_CHARS];
    FontID font;
    ControlType *stealButton = form_object(form, BidStealButton);

    for (i = 0; i < 6; i++)
        app->bidButtons[i] = PP_NONE;
    /* the bids in order, the steal where the button of its bid would be (that one hidden) */
    for (i = 0; i < BID_BUTTONS; i++) {
        Boolean shows = is_legal(mask, button_bids[i]) && button_bids[i] != steal;
        id = (UInt16)(BidPassButton + i);
        form_show(form, id, shows);
        if (shows) {
            app->bidButtons[i] = button_bids[i];
            shown[nShown++] = id;
        } else if (button_bids[i] == steal) {
            app->bidButtons[STEAL_SLOT] = steal;
            shown[nShown++] = BidStealButton;
        }
    }
    form_show(form, BidStealButton, steal != PP_NONE);
    FrmGetFormBounds(form, &formBounds);
    font = FntSetFont(stdFont);
    if (steal != PP_NONE) {
        const Char *plain = CtlGetLabel(stealButton); /* the resource's "Steal", in the form */
        text_bid(bid, steal);
        text_get(app->stealLabel, sizeof app->stealLabel, BidStealLabelString, bid, NULL, NULL);
        CtlSetLabel(stealButton, app->stealLabel);
        if (row_width(form, shown, nShown, widths) > formBounds.extent.x - 2 * ROW_MARGIN)
            CtlSetLabel(stealButton, plain); /* five buttons: "Steal 2" does not fit, "Steal" does */
    }
    x = (Coord)HALF_DOWN(formBounds.extent.x - row_width(form, shown, nShown, widths));
    for (i = 0; i < nShown; i++) {
        UInt16 index = FrmGetObjectIndex(form, shown[i]);
        FrmGetObjectBounds(form, index, &r);
        r.topLeft.x = x;
        r.extent.x = widths[i];
        FrmSetObjectBounds(form, index, &r);
        x = (Coord)(x + widths[i] + BUTTON_GAP);
    }
    dialog_bounds(BidContextField, &r);
    context_text(app, app->bidText, r.extent.x, mask, steal);
    FntSetFont(font);
    FldSetTextPtr(form_object(form, BidContextField), app->bidText);
}

/* The button of a bid, 0 if it is not shown. */
static UInt16 bid_button(const App *app, UInt8 wanted)
{
    UInt8 i;
    for (i = 0; i < 6; i++)
        if (app->bidButtons[i] == wanted)
            return (UInt16)(BidPassButton + i);
    return 0;
}

/* A key: the button it stands for, 0 for none. S and 5 only ask for Smudge (ask_smudge); Enter
 * then bids it. */
static UInt16 key_button(const App *app, WChar ch)
{
    if (ch == chrLineFeed || ch == chrCarriageReturn)
        return bid_button(app, app->smudgeAsked ? PP_BID_SMUDGE : PP_PASS);
    if (ch == 'p' || ch == 'P')
        return bid_button(app, PP_PASS); /* (only the Pass button can stand for it) */
    if (ch >= '2' && ch <= '4')
        return bid_button(app, (UInt8)(ch - '0'));
    return 0;
}

/* S asks for Smudge: the field's last line says Enter bids it; Esc (ask false) takes it back. */
static void ask_smudge(App *app, FormType *form, Boolean ask)
{
    FieldType *field = form_object(form, BidContextField);
    app->smudgeAsked = ask;
    if (ask) {
        UInt16 i, end = 0; /* after the last line break: the advice, replaced */
        StrCopy(app->bidAskText, app->bidText);
        for (i = 0; app->bidAskText[i] != 0; i++)
            if (app->bidAskText[i] == '\n')
                end = (UInt16)(i + 1);
        text_plain(app->bidAskText + end, (UInt16)(sizeof app->bidAskText - end), BidContextSmudgeAskString);
    }
    FldSetTextPtr(field, ask ? app->bidAskText : app->bidText);
    FldDrawField(field);
}

static Boolean bid_handler(EventType *event)
{
    App *app = app_get();
    FormType *form = FrmGetActiveForm();
    if (event->eType == frmOpenEvent) {
        app->smudgeAsked = false;
        prepare(app, form);
        FrmDrawForm(form);
        return true;
    }
    if (event->eType == keyDownEvent) {
        WChar ch = event->data.keyDown.chr;
        UInt16 button;
        if (ch == 0 || ch >= 0x100)
            return false;
        if (event->data.keyDown.modifiers & commandKeyMask)
            return true;
        if (ch == CHR_ESCAPE) {
            if (app->smudgeAsked)
                ask_smudge(app, form, false);
            return true; /* the dialog needs an answer */
        }
        if (ch == 's' || ch == 'S' || ch == '5') {
            if (!app->smudgeAsked && bid_button(app, PP_BID_SMUDGE) != 0)
                ask_smudge(app, form, true);
            return true;
        }
        button = key_button(app, ch);
        if (button != 0)
            CtlHitControl(form_object(form, button));
        return true;
    }
    return false;
}

UInt8 bid_dialog(App *app)
{
    UInt16 button = app_do_dialog(app, BidForm, bid_handler);
    if (button >= BidPassButton && button <= BidStealButton)
        return app->bidButtons[button - BidPassButton];
    return PP_NONE;
}
