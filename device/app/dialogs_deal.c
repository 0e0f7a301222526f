/* dialogs_deal.c: the hand summary's Hands button: the four hands of a finished hand as they
 * were dealt (the desktop's dialogs_deal.py).
 *
 * DealForm shows the contract and trump, then one row per player - you, West, North, East, the
 * dealer marked with the chip - with the six cards that player was dealt, trumps first and in
 * bold, then the other suits in the order of your hand (spades, hearts, clubs, diamonds), each
 * from high to low. It opens only from the summary of a hand that is over, whose result is the
 * session's last (app->session.state.result). */
#include "dialogs.h"

#include "dialogs_common.h"
#include "draw.h"
#include "texts.h"

#define LABEL_X 6
#define CARDS_X 42 /* the first card of a row: after "North" and the dealer's chip */
#define CARD_GAP 3 /* between one card's suit sign and the next card's rank */
#define LINE 11

/* Your hand's order of suits. */
static const UInt8 suitOrder[4] = {PP_SPADES, PP_HEARTS, PP_CLUBS, PP_DIAMONDS};

/* One suit of a hand from high to low, from x; returns the x after it. */
static Coord draw_suit(App *app, const pp_cards *hand, UInt8 suit, Boolean trump, Coord x, Coord y)
{
    Int8 bit;
    for (bit = PP_RA; bit >= PP_R2; bit--) {
        if (!(hand->suit[suit] >> bit & 1u))
            continue;
        FntSetFont(trump ? boldFont : stdFont);
        x = (Coord)(draw_card_text(app, pp_card_make(suit, (UInt8)bit), x, y) + CARD_GAP);
    }
    return x;
}

void dialogs_deal_draw(App *app, const RectangleType *b)
{
    const pp_hand_result *result = &app->session.state.result;
    Char text[TEXT_SIZE];
    Coord y, x;
    UInt8 seat, i;
    Int16 width;

    WinEraseRectangle(b, 0);
    if (app->dialog.deal == NULL || !app->session.state.has_result)
        return;
    WinPushDrawState();
    FntSetFont(stdFont);
    y = (Coord)(b->topLeft.y + 2);
    if (result->pitcher != PP_NONE && result->bid != PP_NONE)
        draw_contract_line(app, result, y);
    else
        draw_string(SummaryAllPassString, NULL, NULL, LABEL_X, y);
    y = (Coord)(y + LINE + 3);
    for (seat = 0; seat < 4; seat++) {
        const pp_cards *hand = &app->dialog.deal[seat];
        FntSetFont(stdFont);
        text_seat(text, seat);
        width = draw_text(text, LABEL_X, y);
        if (seat == result->dealer)
            draw_bitmap(app, BMP_DEALER_CHIP, (Coord)(LABEL_X + width + 1), (Coord)(y + 1));
        x = CARDS_X;
        if (result->trump != PP_NONE)
            x = draw_suit(app, hand, result->trump, true, x, y);
        for (i = 0; i < 4; i++)
            if (suitOrder[i] != result->trump)
                x = draw_suit(app, hand, suitOrder[i], false, x, y);
        y = (Coord)(y + LINE);
    }
    WinPopDrawState();
}


static Boolean deal_handler(EventType *event)
{
    App *app = app_get();
    if (event->eType == frmOpenEvent) {
        form_number_title(app->dialog.dialogTitle, sizeof app->dialog.dialogTitle, DealTitleString,
                          app->dialog.dealHand);
        return form_open_with_gadget(DealGadget);
    }
    return dialog_plain_handler(event);
}

void dialog_hands_dealt(App *app, const pp_cards deal[4], UInt16 handNumber)
{
    app->dialog.deal = deal;
    app->dialog.dealHand = handNumber;
    app_do_dialog(app, DealForm, deal_handler);
    app->dialog.deal = NULL;
}
