/* game.c: the main form and the flow of play on it (see game.h; the desktop's game.py,
 * TableController, step for step, and pitch_app.py's main form). */
#include "game.h"

#include "bid.h"
#include "dialogs.h"
#include "layout.h"
#include "saves.h"
#include "session.h"
#include "summary.h"
#include "table_draw.h"
#include "texts.h"


static void proceed(App *app);
static void take(App *app, pp_action action);

/* -- timing ------------------------------------------------------------------------------- */

static UInt16 hold(App *app)
{
    UInt16 ticks = (UInt16)(app->table.pause * 5U / 2);
    return ticks > TRICK_HOLD_MIN ? ticks : TRICK_HOLD_MIN;
}

Boolean table_covered(void)
{
    FormType *form = FrmGetActiveForm();
    return form == NULL || FrmGetFormId(form) != MainForm;
}

void table_cancel(App *app)
{
    app->table.action = ACT_NONE;
    app->table.settling = false;
    app->table.overdue = false;
    app->table.tapWait = false;
}

static void schedule(App *app, UInt16 ticks, UInt8 action, Boolean settling)
{
    table_cancel(app);
    app->table.action = action;
    app->table.settling = settling;
    app->table.due = TimGetTicks() + ticks;
}

/* Keep the finished trick on show: for hold() ticks, or until a tap or a key. */
static void hold_trick(App *app)
{
    if (!app->table.keepTrick) {
        schedule(app, hold(app), ACT_END_HOLD, false);
        return;
    }
    table_cancel(app);
    app->table.action = ACT_END_HOLD;
    app->table.tapWait = true;
}

Int32 table_timeout(App *app)
{
    Int32 left;
    if (!TABLE_TIMED(app))
        return evtWaitForever;
    left = (Int32)(app->table.due - TimGetTicks());
    return left > 0 ? left : 0;
}

Boolean table_due(App *app)
{
    return TABLE_TIMED(app) && (Int32)(TimGetTicks() - app->table.due) >= 0;
}

static void run(App *app, UInt8 action);

/* The pause ended: run its action, unless the table is covered (then again BUSY_RETRY later). */
void table_fire(App *app)
{
    UInt8 action = app->table.action;
    if (table_covered()) {
        app->table.due += BUSY_RETRY;
        return;
    }
    table_cancel(app);
    run(app, action);
}

/* Cut the running pause short (a tap or a key), unless it waits for input to settle. */
static void skip(App *app)
{
    if (TABLE_PENDING(app) && !table_covered() && !app->table.settling) {
        UInt8 action = app->table.action;
        table_cancel(app);
        run(app, action);
    }
}

void table_note_input(App *app, const EventType *event)
{
    (void)event;
    app->table.lastInput = TimGetTicks();
}

/* A dialog or an alert blocked for a while: a pause that ended meanwhile is retried as the
 * desktop does, every BUSY_RETRY ticks from when it was due. */
void table_after_dialog(App *app)
{
    UInt32 now = TimGetTicks();
    /* the tap or key that closed it is input, as the desktop counts every event it handles (the
     * dialog's loop inside FrmDoDialog never gives them to the app's) */
    app->table.lastInput = now;
    while (TABLE_TIMED(app) && (Int32)(now - app->table.due) >= 0)
        app->table.due += BUSY_RETRY;
}

/* Ticks before a game dialog may open: the pen up and the input settled. */
static UInt16 settle_wait(App *app)
{
    Int16 x, y;
    Boolean down = false;
    Int32 left;
    EvtGetPen(&x, &y, &down);
    if (down)
        return BUSY_RETRY;
    left = (Int32)(app->table.lastInput + BID_SETTLE - TimGetTicks());
    return left > 0 ? (UInt16)left : 0;
}

/* -- the flow ----------------------------------------------------------------------------- */

void table_redraw(App *app)
{
    if (table_covered() || app->stopping)
        return;
    table_draw_all(app);
}

void table_start(App *app)
{
    table_cancel(app);
    app->table.waitingDialog = false;
    app->table.selected = NO_CARD;
    app->table.showingTrick = false;
    app->table.hasMessage = false;
    table_redraw(app);
    proceed(app);
}

Boolean table_your_turn(App *app)
{
    return app->session.state.phase == PP_PHASE_PLAY && session_human_to_act(&app->session)
        && !TABLE_PENDING(app);
}

pp_card table_only_card(App *app)
{
    pp_action legal[PP_MAX_ACTIONS];
    const pp_state *state = &app->session.state;
    if (state->phase != PP_PHASE_PLAY || !session_human_to_act(&app->session))
        return NO_CARD;
    if (pp_state_legal_actions(state, legal) == 1 && PP_ACTION_IS_CARD(legal[0]))
        return legal[0];
    return NO_CARD;
}

static Boolean auto_playing(App *app)
{
    return app->table.action == ACT_AUTO_PLAY;
}

Boolean table_auto_playing(App *app) { return auto_playing(app); }

static void proceed(App *app)
{
    Session *session = &app->session;
    UInt8 phase = session->state.phase;
    UInt16 wait;
    if (TABLE_PENDING(app) || app->table.waitingDialog || app->stopping)
        return;
    if (session_computer_to_act(session)) {
        schedule(app, app->table.pause, ACT_COMPUTER, false);
    } else if (phase == PP_PHASE_PLAY) {
        pp_card only = table_only_card(app);
        if (app->table.autoPlay && only != NO_CARD) {
            app->table.selected = only;
            app->table.hasMessage = false;
            schedule(app, app->table.pause, ACT_AUTO_PLAY, false);
        }
        table_redraw(app);
    } else if (phase == PP_PHASE_BID || phase == PP_PHASE_SCORE || phase == PP_PHASE_GAME_OVER) {
        wait = settle_wait(app);
        if (wait > 0) {
            schedule(app, wait, ACT_PROCEED, true);
            return;
        }
        app->table.waitingDialog = true;
        if (phase == PP_PHASE_BID) {
            table_human_bid(app, bid_dialog(app));
        } else {
            summary_dialog(app, &session->state.result, session->state.hand_number, session->state.dealt);
            table_summary_closed(app);
        }
    }
}

void table_proceed(App *app) { proceed(app); }

void table_human_bid(App *app, UInt8 bid)
{
    app->table.waitingDialog = false;
    if (app->stopping)
        return;
    if (bid == PP_NONE) {
        proceed(app);
        return;
    }
    take(app, PP_ACTION_OF_BID(bid));
}

static void step_taken(App *app, UInt8 step)
{
    app_saved(app, saves_add_step(app, step));
}

static void take(App *app, pp_action action)
{
    Session *session = &app->session;
    UInt8 before = session->state.ntricks;
    Boolean yours = session_human_to_act(session);
    const pp_state *state = &session->state;
    if (session_apply(session, action) != PP_OK)
        return;
    step_taken(app, session_step_byte(action));
    if (yours)
        app_sound(app, sndClick);
    if (state->phase == PP_PHASE_SCORE || state->phase == PP_PHASE_GAME_OVER)
        table_hand_ended(app);
    if (PP_ACTION_IS_CARD(action) && (state->ntricks > before || state->phase != PP_PHASE_PLAY)) {
        app->table.showingTrick = state->ntricks > 0;
        if (state->ntricks > 0)
            app->table.shownTrick = state->tricks[state->ntricks - 1];
        hold_trick(app);
        table_redraw(app);
        return;
    }
    table_redraw(app);
    proceed(app);
}

static void game_over(App *app)
{
    UInt16 wait = settle_wait(app);
    if (wait > 0) {
        schedule(app, wait, ACT_GAME_OVER, true);
        return;
    }
    app->table.waitingDialog = true;
    table_game_over_closed(app, game_over_dialog(app));
}

void table_summary_closed(App *app)
{
    Session *session = &app->session;
    app->table.waitingDialog = false;
    if (app->stopping)
        return;
    if (session->state.phase == PP_PHASE_SCORE) {
        session_next_hand(session);
        step_taken(app, STEP_NEXT_HAND);
        table_redraw(app);
        proceed(app);
    } else if (session->state.phase == PP_PHASE_GAME_OVER) {
        table_redraw(app);
        game_over(app);
    }
}

void table_game_over_closed(App *app, Boolean newGame)
{
    app->table.waitingDialog = false;
    if (app->stopping)
        return;
    table_redraw(app);
    if (newGame)
        table_new_game(app);
}

static void run(App *app, UInt8 action)
{
    switch (action) {
    case ACT_COMPUTER:
        take(app, session_computer_action(&app->session));
        break;
    case ACT_PROCEED:
        proceed(app);
        break;
    case ACT_AUTO_PLAY: {
        pp_card card = table_only_card(app);
        app->table.selected = NO_CARD;
        if (card != NO_CARD)
            take(app, card);
        break;
    }
    case ACT_END_HOLD:
        app->table.showingTrick = false;
        table_redraw(app);
        proceed(app);
        break;
    case ACT_GAME_OVER:
        game_over(app);
        break;
    default:
        break;
    }
}

void table_new_game(App *app)
{
    pp_ruleset rules;
    Char name[NAME_SIZE];
    app_new_rules(app, &rules, name);
    session_new(&app->session, &rules, name, app_next_seed(app, true, app->session.seed));
    app->session.level = app_new_level(app);
    table_start(app);
    app_saved(app, saves_new_game(app));
}

/* One more in a statistics counter; at its largest value it stays there (the desktop's too). */
static void count(UInt32 *counter)
{
    if (*counter != 0xFFFFFFFFUL)
        (*counter)++;
}

void table_hand_ended(App *app)
{
    Session *session = &app->session;
    const pp_state *state = &session->state;
    const pp_hand_result *result = &state->result;
    LevelStats *stats = &app->stats.levels[session->level < LEVEL_COUNT ? session->level : LEVEL_NORMAL];
    if ((state->phase != PP_PHASE_SCORE && state->phase != PP_PHASE_GAME_OVER) || !state->has_result)
        return;
    if (app->stats.countedSeed == session->seed && app->stats.countedHand == state->hand_number)
        return;
    if (result->hand_score[0] > result->hand_score[1])
        count(&stats->handsWon);
    else if (result->hand_score[1] > result->hand_score[0])
        count(&stats->handsLost);
    if (result->pitcher != PP_NONE && (result->pitcher & 1) == 0 && result->made != PP_NONE)
        count(result->made ? &stats->bidsMade : &stats->bidsSet);
    if (result->winner != PP_NONE) {
        count(result->winner == 0 ? &stats->gamesWon : &stats->gamesLost);
        if (session->undoUsed)
            count(result->winner == 0 ? &stats->undoGamesWon : &stats->undoGamesLost);
    }
    app->stats.countedSeed = session->seed;
    app->stats.countedHand = state->hand_number;
    app_saved(app, saves_write_stats(app));
    if (result->winner == 0 || (result->made == 1 && (result->pitcher == 0 || result->pitcher == 2)))
        app_sound(app, sndConfirmation);
}

void table_set_pause(App *app, UInt16 pauseMs, Boolean autoPlay, Boolean keepTrick)
{
    app->table.pause = (UInt16)(pauseMs / 10);
    app->table.autoPlay = autoPlay;
    app->table.keepTrick = keepTrick;
    /* a trick already on show waits for a tap now, or goes on a timed hold */
    if (app->table.action == ACT_END_HOLD && app->table.tapWait != keepTrick)
        hold_trick(app);
}

/* -- your turn ---------------------------------------------------------------------------- */

static void select_card(App *app, UInt8 index)
{
    pp_card hand[6];
    UInt8 count = session_south_hand(&app->session, hand);
    if (table_your_turn(app) && index < count) {
        app->table.selected = hand[index];
        app->table.hasMessage = false;
        table_redraw(app);
    }
}

static Int8 selected_index(App *app, const pp_card *hand, UInt8 count)
{
    UInt8 i;
    for (i = 0; i < count; i++)
        if (hand[i] == app->table.selected)
            return (Int8)i;
    return -1;
}

static void move_selection(App *app, Int8 step)
{
    pp_card hand[6];
    UInt8 count = session_south_hand(&app->session, hand);
    Int8 index;
    if (!table_your_turn(app) || count == 0)
        return;
    index = selected_index(app, hand, count);
    if (index < 0)
        index = (Int8)(step > 0 ? -1 : count); /* none raised: the first or the last */
    index = (Int8)(index + step);
    if (index < 0)
        index = (Int8)(count - 1);
    if (index >= count)
        index = 0;
    select_card(app, (UInt8)index);
}

/* Why the rules refuse `card` now, in the app's words (the desktop's game.refusal); false when
 * it may be played. */
static Boolean refusal(App *app, pp_card card, Char *out)
{
    const pp_state *state = &app->session.state;
    pp_reason reason = pp_state_why_illegal(state, card);
    const pp_trick *trick = pp_state_current_trick(state);
    UInt8 led;
    Char suit[NAME_CHARS];
    if (reason == PP_OK)
        return false;
    out[0] = 0;
    if (trick->count > 0) {
        led = pp_card_suit(trick->cards[0]);
        if (state->hands[state->to_move].suit[led] != 0) {
            UInt16 id = StatusFollowString;
            if (led == state->trump)
                id = StatusFollowTrumpString;
            else if (state->rules.trumping == PP_TRUMPING_ANY_TIME)
                id = StatusFollowOrTrumpString;
            text_suits(suit, led);
            text_get(out, TEXT_SIZE, id, suit, NULL, NULL);
        }
    }
    return true; /* (no other refusal can reach a card of your hand on your turn: said without words) */
}

static void play(App *app)
{
    pp_card card = app->table.selected;
    if (!table_your_turn(app))
        return;
    if (card == NO_CARD) {
        text_plain(app->table.message, TEXT_SIZE, StatusNoCardString);
    } else if (refusal(app, card, app->table.message)) {
        app_sound(app, sndError);
    } else {
        app->table.selected = NO_CARD;
        app->table.hasMessage = false;
        take(app, card);
        return;
    }
    app->table.hasMessage = true; /* nothing played: the status line says why */
    table_redraw(app);
}

Boolean table_take_back(App *app)
{
    if (!session_can_take_back(&app->session))
        return false;
    table_cancel(app);
    do { /* a card that was your only legal one was no choice: back to one that was */
        session_take_back(&app->session);
        step_taken(app, STEP_TAKE_BACK);
    } while (table_only_card(app) != NO_CARD && session_can_take_back(&app->session));
    table_start(app);
    return true;
}

/* -- input -------------------------------------------------------------------------------- */

/* Which card of a hand of `count` a tap at (x, y) is on (layout.hand_index_at), or -1. Within
 * the hand's span (x - left + 1 from 0 to count * HAND_STEP - 1) the card is its step, so the
 * desktop's clamp to 0 .. count - 1 never acts. */
static Int8 hand_index_at(Coord x, Coord y, UInt8 count)
{
    Coord left;
    if (count == 0 || y < HAND_TOP || y >= HAND_Y + CARD_HEIGHT)
        return -1;
    left = HAND_LEFT(count);
    if (x < left - 1 || x >= left + count * HAND_STEP - 1)
        return -1;
    return (Int8)((UInt16)(x - left + 1) / HAND_STEP);
}

static Boolean in_table_gadget(Coord x, Coord y)
{
    return x >= 0 && x < SCREEN && y >= TABLE_TOP && y < TABLE_TOP + 131;
}

/* The pen on the table (the desktop's table gadget): down raises a card or arms the raised
 * one, up on the armed card plays it. */
static Boolean pen_down(App *app, Coord x, Coord y)
{
    pp_card hand[6];
    UInt8 count;
    Int8 index;
    if (TABLE_PENDING(app) && y >= TABLE_TOP) {
        skip(app);
        return true;
    }
    if (!in_table_gadget(x, y))
        return false;
    count = session_south_hand(&app->session, hand);
    index = hand_index_at(x, y, count);
    app->table.armed = false;
    if (index < 0 || !table_your_turn(app))
        return true;
    if (hand[index] == app->table.selected)
        app->table.armed = true;
    else
        select_card(app, (UInt8)index);
    return true;
}

static Boolean pen_up(App *app, Coord x, Coord y)
{
    pp_card hand[6];
    UInt8 count;
    Int8 index;
    Boolean armed = app->table.armed;
    if (!armed)
        return false;
    app->table.armed = false;
    count = session_south_hand(&app->session, hand);
    index = hand_index_at(x, y, count);
    if (index >= 0 && hand[index] == app->table.selected)
        play(app);
    return true;
}

static Boolean key(App *app, const EventType *event)
{
    WChar ch = event->data.keyDown.chr;
    Boolean back = ch == vchrPageUp || ch == chrLeftArrow, on = ch == vchrPageDown || ch == chrRightArrow;
    Boolean cardKey = (ch >= '1' && ch <= '6') || back || on;
    if (TABLE_PENDING(app) && (ch < 0x100 || cardKey)) {
        skip(app);
        if (!cardKey)
            return true;
    }
    if (ch == chrLineFeed || ch == chrCarriageReturn) {
        play(app);
        return true;
    }
    if (back || on) { /* the scroll buttons, and a keyboard's Left and Right arrows */
        move_selection(app, back ? -1 : 1);
        return true;
    }
    if (ch >= '1' && ch <= '6') {
        select_card(app, (UInt8)(ch - '1'));
        return true;
    }
    return false;
}

/* -- the main form ------------------------------------------------------------------------ */

Boolean table_form_handler(EventType *event)
{
    App *app = app_get();
    switch (event->eType) {
    case frmOpenEvent:
        table_draw_open(app);
        table_hand_ended(app); /* a finished hand the statistics missed (stopped in between) */
        menu_report_damage(app);
        table_start(app);
        return true;
    case frmUpdateEvent:
        FrmDrawForm(FrmGetActiveForm());
        return true;
    case penDownEvent:
        return pen_down(app, event->screenX, event->screenY);
    case penUpEvent:
        return pen_up(app, event->screenX, event->screenY);
    case keyDownEvent:
        return key(app, event); /* (the scroll buttons come with commandKeyMask) */
    case ctlSelectEvent:
        if (event->data.ctlSelect.controlID == MainPlayButton) {
            play(app);
            return true;
        }
        if (event->data.ctlSelect.controlID == MainNewGameButton) {
            table_new_game(app);
            return true;
        }
        return false;
    case menuEvent:
        menu_command(app, event->data.menu.itemID);
        return true;
    default:
        return false;
    }
}
