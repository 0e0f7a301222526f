/* summary.c: the hand summary and the game over (see summary.h). */
#include "summary.h"

#include "dialogs.h"
#include "dialogs_common.h"
#include "draw.h"
#include "texts.h"

#define LABEL_X 6
#define VALUE_X 50
#define TEAM_X(team) ((team) == 0 ? 50 : 98) /* the Us and Them columns */
#define LINE 11

/* What the summary shows while it is up (the gadget handler reads it through app_get). */
static const pp_hand_result *shown_result(App *app)
{
    return &app->session.state.result;
}

/* A label of the left column, in bold. */
static void draw_label(const Char *text, Coord y)
{
    FntSetFont(boldFont);
    draw_text(text, LABEL_X, y);
    FntSetFont(stdFont);
}

/* Text `id` (texts.h; ^1 filled in) as a label. */
static void draw_label_string(UInt16 id, const Char *s1, Coord y)
{
    Char text[TEXT_SIZE];
    text_get(text, TEXT_SIZE, id, s1, NULL, NULL);
    draw_label(text, y);
}

/* The verdict's strings: made, set; then the same for a Smudge. */
_Static_assert(SummarySetString == SummaryMadeString + 1 && SummarySmudgeMadeString == SummaryMadeString + 2
                   && SummarySmudgeSetString == SummaryMadeString + 3,
               "the verdicts in order");

static void verdict(const pp_hand_result *result, Coord y)
{
    Char score[8];
    UInt16 string;
    if (result->pitcher == PP_NONE || result->made == PP_NONE)
        return;
    text_signed(score, result->hand_score[result->pitcher & 1]);
    string = (UInt16)(SummaryMadeString + (result->bid == PP_BID_SMUDGE ? 2 : 0) + (result->made ? 0 : 1));
    draw_label_string(string, score, y);
}

static Coord points(App *app, const pp_hand_result *result, Coord y)
{
    Char text[TEXT_SIZE], us[8], them[8];
    pp_card cards[3];
    UInt8 teams[4], number;
    cards[0] = result->high_card;
    cards[1] = result->low_card;
    cards[2] = result->jack_card;
    teams[0] = result->high;
    teams[1] = result->low;
    teams[2] = result->jack;
    teams[3] = result->game;
    for (number = 0; number < 4; number++) {
        pp_card card = number < 3 ? cards[number] : PP_NONE;
        draw_point_name(number, y);
        if (number == 2 && card == PP_NONE) {
            draw_string(SummaryNoJackString, NULL, NULL, VALUE_X, y);
        } else {
            if (card != PP_NONE)
                draw_card_text(app, card, VALUE_X, y);
            if (number == 3) {
                text_number(us, result->game_pips[0]);
                text_number(them, result->game_pips[1]);
                draw_string(SummaryCountString, us, them, VALUE_X, y);
            }
            if (teams[number] == PP_NONE) /* Game tied; High, Low or Jack: nobody's */
                text_plain(text, TEXT_SIZE, number == 3 ? SummaryTieString : SummaryNobodyString);
            else
                text_team(text, teams[number]);
            draw_text(text, TEAM_X(1), y);
        }
        y = (Coord)(y + LINE);
    }
    WinDrawGrayLine(LABEL_X, (Coord)(y + 2), 150, (Coord)(y + 2));
    return (Coord)(y + 5);
}

/* The teams' names in bold, then their hand's and match's scores under them. */
static Coord teams(const pp_hand_result *result, Coord y)
{
    Char text[TEXT_SIZE];
    UInt8 team, row;
    FntSetFont(boldFont);
    for (row = 0; row < 3; row++) {
        if (row > 0)
            draw_label_string(row == 1 ? SummaryHandString : SummaryScoreString, NULL, y);
        for (team = 0; team < 2; team++) {
            if (row == 0)
                text_team(text, team);
            else if (row == 1)
                text_signed(text, result->hand_score[team]);
            else
                text_number(text, result->scores_after[team]);
            draw_text(text, TEAM_X(team), y);
        }
        y = (Coord)(y + LINE);
    }
    return y;
}

/* The string of the last line, if the scores need one (the desktop's summary_note); 0: none. */
static UInt16 summary_note(const pp_hand_result *result, const pp_ruleset *rules)
{
    Int16 us = result->scores_after[0], them = result->scores_after[1];
    if (result->winner != PP_NONE) {
        Boolean smudgeWon = result->bid == PP_BID_SMUDGE && result->made == 1
            && rules->smudge == PP_SMUDGE_WINS_GAME;
        return smudgeWon ? SummarySmudgeWinsString : 0;
    }
    if (rules->win_rule != PP_WIN_MADE_BID || result->pitcher == PP_NONE
        || (us > them ? us : them) < rules->target)
        return 0;
    return us == them && result->made == 1 ? SummaryTieNoWinString : SummaryNoWinString;
}

void summary_draw(App *app, const RectangleType *b)
{
    const pp_hand_result *result = shown_result(app);
    Coord y = (Coord)(b->topLeft.y + 2);
    UInt16 note;
    WinEraseRectangle(b, 0);
    WinPushDrawState();
    FntSetFont(stdFont);
    if (result->pitcher == PP_NONE || result->trump == PP_NONE || result->bid == PP_NONE) {
        draw_label_string(SummaryAllPassString, NULL, y);
        y = (Coord)(y + LINE);
        draw_string(app->session.state.rules.all_pass == PP_ALL_PASS_DEALER_SET_BACK ? SummaryDealerSetString
                                                                                     : SummaryRedealString,
                    NULL, NULL, LABEL_X, y);
        y = (Coord)(y + LINE + 6);
    } else {
        draw_contract_line(app, result, y);
        y = (Coord)(y + LINE);
        verdict(result, y);
        y = (Coord)(y + LINE + 3);
        y = points(app, result, y);
    }
    y = teams(result, y);
    note = summary_note(result, &app->session.state.rules);
    if (note != 0)
        draw_string(note, NULL, NULL, LABEL_X, (Coord)(y + 1));
    WinPopDrawState();
}

static Boolean summary_handler(EventType *event)
{
    App *app = app_get();
    if (event->eType == frmOpenEvent) {
        form_number_title(app->title, sizeof app->title, SummaryTitleString, app->summaryHand);
        return form_open_with_gadget(SummaryGadget);
    }
    if (event->eType == ctlSelectEvent && event->data.ctlSelect.controlID == SummaryHandsButton) {
        dialog_hands_dealt(app, app->summaryDeal, app->summaryHand);
        return true; /* the summary stays open under the hands */
    }
    if (event->eType == keyDownEvent && event->data.keyDown.chr == chrSpace) {
        CtlHitControl(dialog_object(SummaryOKButton));
        return true;
    }
    return false;
}

void summary_dialog(App *app, const pp_hand_result *result, UInt16 handNumber, const pp_cards *deal)
{
    (void)result;
    app->summaryHand = (UInt8)handNumber;
    app->summaryDeal = deal;
    app_do_dialog(app, SummaryForm, summary_handler);
}

/* -- the game over ------------------------------------------------------------------------ */

/* Text `id` (texts.h) centred in the gadget `b`, dy below its top; ^1 and ^2 filled in with
 * two numbers. */
/* The text `id` with ^1 and ^2 the numbers a and c (unsigned: as UInt32s), centred in b. */
static void centred(UInt16 id, Int32 a, Int32 c, Boolean isUnsigned, const RectangleType *b, Coord dy)
{
    Char text[TEXT_SIZE], first[12], second[12];
    StrPrintF(first, isUnsigned ? "%lu" : "%ld", a);
    StrPrintF(second, isUnsigned ? "%lu" : "%ld", c);
    text_get(text, TEXT_SIZE, id, first, second, NULL);
    draw_text(text, (Coord)HALF_DOWN(b->extent.x - draw_width(text)), (Coord)(b->topLeft.y + dy));
}

void game_over_draw(App *app, const RectangleType *b)
{
    const pp_state *state = &app->session.state;
    const LevelStats *record;
    WinEraseRectangle(b, 0);
    WinPushDrawState();
    FntSetFont(largeFont);
    /* (the verdict has no ^1 ^2) */
    centred(state->winner == 0 ? GameOverWinString : GameOverLoseString, 0, 0, false, b, 5);
    FntSetFont(stdFont);
    centred(GameOverScoreString, state->scores[0], state->scores[1], false, b, 26);
    record = &app->stats.levels[app->session.level < LEVEL_COUNT ? app->session.level : LEVEL_NORMAL];
    centred(GameOverRecordString, (Int32)record->gamesWon, (Int32)record->gamesLost, true, b, 26 + LINE);
    WinPopDrawState();
}

static Boolean game_over_handler(EventType *event)
{
    return event->eType == frmOpenEvent && form_open_with_gadget(GameOverGadget);
}

Boolean game_over_dialog(App *app)
{
    return app_do_dialog(app, GameOverForm, game_over_handler) == GameOverNewGameButton && !app->stopping;
}
