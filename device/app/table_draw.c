/* table_draw.c: the scores, the table and the status line (see table_draw.h). Each drawing call
 * is the desktop's, in the desktop's order, so the pixels are the same. */
#include "table_draw.h"

#include "dialogs_common.h"
#include "draw.h"
#include "layout.h"
#include "session.h"
#include "game.h"
#include "texts.h"

#define WEST 1
#define NORTH 2
#define EAST 3

/* -- the status line ---------------------------------------------------------------------- */

void table_status(App *app, Char *out)
{
    const Session *session = &app->session;
    const pp_state *state = &session->state;
    Char seat[NAME_CHARS];
    UInt16 id;
    UInt8 who = PP_NONE; /* the seat the line names (^1) */
    out[0] = 0;
    if (app->table.hasMessage) {
        StrCopy(out, app->table.message);
        return;
    }
    if (app->table.showingTrick && app->table.shownTrick.winner != PP_NONE) {
        who = app->table.shownTrick.winner;
        id = app->table.tapWait ? StatusTrickTapString : StatusTrickWonString;
    } else if (state->phase == PP_PHASE_GAME_OVER) {
        id = StatusGameOverString;
    } else if (session_computer_to_act(session)) {
        who = state->to_move;
        id = state->phase == PP_PHASE_BID ? StatusToBidString : StatusToPlayString;
    } else if (table_auto_playing(app)) {
        id = StatusAutoPlayString;
    } else if (!table_your_turn(app)) {
        return;
    } else if (app->table.selected != NO_CARD) {
        id = StatusSelectedString;
    } else if (state->trump == PP_NONE) {
        id = StatusYourPitchString;
    } else if (pp_state_current_trick(state)->count == 0) {
        id = StatusYourLeadString;
    } else {
        id = StatusYourTurnString;
    }
    seat[0] = 0;
    if (who != PP_NONE)
        text_seat(seat, who);
    text_get(out, TEXT_SIZE, id, seat, NULL, NULL);
}

/* -- the gadgets -------------------------------------------------------------------------- */

static void gadget_bounds(FormType *form, UInt16 id, RectangleType *r)
{
    FrmGetObjectBounds(form, FrmGetObjectIndex(form, id), r);
}

static void draw_scores(App *app, const RectangleType *bounds)
{
    Coord x = SCORE_RIGHT;
    Int8 team;
    Char number[8], name[NAME_CHARS + 2];
    WinEraseRectangle(bounds, 0);
    WinPushDrawState();
    for (team = 1; team >= 0; team--) {
        FntSetFont(boldFont);
        text_number(number, app->session.state.scores[team]);
        x = (Coord)(x - dialog_draw_right(number, (Coord)(x - 1), SCORE_Y));
        FntSetFont(stdFont);
        text_team(name, (UInt8)team);
        StrCat(name, " ");
        x = (Coord)(x - dialog_draw_right(name, (Coord)(x - 1), SCORE_Y));
        x = (Coord)(x - 6);
    }
    WinPopDrawState();
}

static void draw_status(App *app, const RectangleType *bounds)
{
    Char status[TEXT_SIZE];
    WinEraseRectangle(bounds, 0);
    table_status(app, status);
    if (status[0]) {
        WinPushDrawState();
        FntSetFont(stdFont);
        WinDrawTruncChars(status, (Int16)StrLen(status), (Coord)(bounds->topLeft.x + STATUS_INSET_X),
                          (Coord)(bounds->topLeft.y + STATUS_INSET_Y), (Coord)(bounds->extent.x - 1));
        WinPopDrawState();
    }
}

/* "East bid 3" and "Trump" with the suit sign; returns its right edge. */
static Coord draw_contract(App *app)
{
    const pp_state *state = &app->session.state;
    Char text[TEXT_SIZE];
    Coord right, width, suitRight;
    UInt8 suit;
    if (state->pitcher == PP_NONE)
        return 0;
    text_contract(text, TEXT_SIZE, state->pitcher, state->high_bid,
                  text_stolen(state->dealer, state->bids, state->nbids, state->pitcher));
    right = (Coord)(CONTRACT_X + draw_text(text, CONTRACT_X, CONTRACT_Y));
    if (state->trump != PP_NONE) {
        width = draw_string(TrumpString, NULL, NULL, CONTRACT_X, CONTRACT_Y + 11);
        suit = (UInt8)(BMP_SMALL_SUIT + state->trump);
        draw_bitmap(app, suit, (Coord)(CONTRACT_X + width + 2), CONTRACT_Y + 13);
        suitRight = (Coord)(CONTRACT_X + width + 2 + draw_bitmap_width(app, suit));
        if (suitRight > right)
            right = suitRight;
    }
    return right;
}

/* A player's name, the dealer's chip beside it. */
static void draw_name(App *app, UInt8 seat, Coord x, Coord y, Boolean right)
{
    Char name[NAME_CHARS];
    Coord width, left;
    text_seat(name, seat);
    width = draw_width(name);
    left = right ? (Coord)(x - width) : x;
    draw_text(name, left, y);
    if (app->session.state.dealer == seat) {
        Coord chip = draw_bitmap_width(app, BMP_DEALER_CHIP);
        draw_bitmap(app, BMP_DEALER_CHIP, right ? (Coord)(left - chip - 2) : (Coord)(left + width + 1),
                    (Coord)(y + 1));
    }
}

static UInt8 cards_left(const pp_state *state, UInt8 seat)
{
    return pp_cards_count(&state->hands[seat]);
}

static void draw_players(App *app, Coord contractRight)
{
    const pp_state *state = &app->session.state;
    Coord upright = draw_bitmap_width(app, BMP_BACK_UPRIGHT);
    Coord sideways = draw_bitmap_width(app, BMP_BACK_SIDEWAYS);
    UInt8 count = cards_left(state, NORTH), i;
    Coord length = count == 0 ? 0 : (Coord)((count - 1) * BACK_STEP + upright);
    Coord left = (Coord)HALF_DOWN(SCREEN - length), nameX, eastX;
    if (left < contractRight + 6)
        left = (Coord)(contractRight + 6);
    for (i = 0; i < count; i++)
        draw_bitmap(app, BMP_BACK_UPRIGHT, (Coord)(left + i * BACK_STEP), NORTH_BACKS_Y);
    nameX = (Coord)(left + length);
    if (nameX < 80)
        nameX = 80;
    draw_name(app, NORTH, (Coord)(nameX + 4), NORTH_NAME_Y, false);
    draw_name(app, WEST, WEST_BACKS_X, SIDE_NAME_Y, false);
    draw_name(app, EAST, EAST_BACKS_RIGHT, SIDE_NAME_Y, true);
    eastX = (Coord)(EAST_BACKS_RIGHT - sideways);
    for (i = 0; i < cards_left(state, WEST); i++)
        draw_bitmap(app, BMP_BACK_SIDEWAYS, WEST_BACKS_X, (Coord)(SIDE_BACKS_Y + i * BACK_STEP));
    for (i = 0; i < cards_left(state, EAST); i++)
        draw_bitmap(app, BMP_BACK_SIDEWAYS, eastX, (Coord)(SIDE_BACKS_Y + i * BACK_STEP));
    if (state->dealer == SOUTH)
        draw_name(app, SOUTH, WEST_BACKS_X, HAND_TOP - 12, false);
}

/* Each seat's bid, in bold where its card will go, underlined with a gray rule. */
static void draw_bids(App *app)
{
    const pp_state *state = &app->session.state;
    Char text[NAME_CHARS];
    UInt8 seat, position, bid;
    Coord ink, x, y;
    FntSetFont(boldFont);
    for (seat = 0; seat < 4; seat++) {
        position = (UInt8)((seat - state->dealer - 1) & 3);
        if (position >= state->nbids)
            continue;
        bid = state->bids[position];
        text_bid(text, bid);
        ink = (Coord)(draw_width(text) - 1);
        x = (Coord)(TRICK_X(seat) + HALF_DOWN(CARD_WIDTH - ink)); /* "Smudge" is wider than a card */
        y = (Coord)(TRICK_Y(seat) + CARD_HEIGHT / 2 - 6);
        draw_text(text, x, y);
        WinDrawGrayLine((Coord)(x - 2), (Coord)(y + 11), (Coord)(x + ink + 1), (Coord)(y + 11));
    }
    FntSetFont(stdFont);
}

static void draw_trick(App *app)
{
    const pp_trick *trick = app->table.showingTrick ? &app->table.shownTrick
                                                    : pp_state_current_trick(&app->session.state);
    draw_trick_cards(app, trick, 0, 0, app->table.showingTrick ? trick->winner : PP_NONE);
}

static void draw_hand(App *app)
{
    pp_card hand[6];
    UInt8 count = session_south_hand(&app->session, hand), i;
    for (i = 0; i < count; i++)
        draw_card(app, hand[i], (Coord)(HAND_LEFT(count) + i * HAND_STEP),
                  (Coord)(HAND_Y - (hand[i] == app->table.selected ? RAISE : 0)), false);
}

static Boolean auction_on_show(const pp_state *state)
{
    return state->phase == PP_PHASE_BID
        || (state->phase == PP_PHASE_PLAY && state->ntricks == 0 && pp_state_current_trick(state)->count == 0)
        || (state->phase == PP_PHASE_SCORE && state->pitcher == PP_NONE);
}

static void draw_table(App *app, const RectangleType *bounds)
{
    Coord contractRight;
    WinEraseRectangle(bounds, 0);
    WinPushDrawState();
    FntSetFont(stdFont);
    contractRight = draw_contract(app);
    draw_players(app, contractRight);
    if (auction_on_show(&app->session.state))
        draw_bids(app);
    draw_trick(app);
    draw_hand(app);
    WinPopDrawState();
}

void table_draw_gadget(App *app, UInt16 id, const RectangleType *bounds)
{
    if (id == MainScoreGadget)
        draw_scores(app, bounds);
    else if (id == MainTableGadget)
        draw_table(app, bounds);
    else
        draw_status(app, bounds);
}

void table_draw_open(App *app)
{
    (void)app;
    /* (the table is the active form, as a dialog is while it is up) */
    dialog_set_gadget(MainScoreGadget, app_gadget_handler);
    dialog_set_gadget(MainTableGadget, app_gadget_handler);
    form_open_with_gadget(MainStatusGadget);
}

/* Play or New Game in the corner (New Game once the game is over), the status line after it. */
static void swap_buttons(App *app, FormType *form, Boolean over)
{
    UInt16 shown = over ? MainNewGameButton : MainPlayButton;
    UInt16 hidden = over ? MainPlayButton : MainNewGameButton;
    UInt16 status = FrmGetObjectIndex(form, MainStatusGadget);
    RectangleType button, r;
    Coord left;
    if (app->newGameShown == over)
        return;
    app->newGameShown = over;
    /* the status line first erased where it was (a longer text beside Play would leave its
     * pixels between New Game and the new line) */
    FrmGetObjectBounds(form, status, &r);
    WinEraseRectangle(&r, 0);
    form_show(form, hidden, false);
    form_show(form, shown, true);
    gadget_bounds(form, shown, &button);
    left = (Coord)(button.topLeft.x + button.extent.x + STATUS_GAP);
    r.extent.x = (Coord)(r.topLeft.x + r.extent.x - left);
    r.topLeft.x = left;
    FrmSetObjectBounds(form, status, &r);
}

void table_draw_all(App *app)
{
    FormType *form = main_form();
    static const UInt16 gadgets[3] = {MainScoreGadget, MainTableGadget, MainStatusGadget};
    RectangleType r;
    UInt8 i;
    swap_buttons(app, form, app->session.state.phase == PP_PHASE_GAME_OVER);
    for (i = 0; i < 3; i++) {
        gadget_bounds(form, gadgets[i], &r);
        table_draw_gadget(app, gadgets[i], &r);
    }
}
