/* dialogs_records.c: Game > Score History and Game > Statistics (the desktop's dialogs_records.py).
 *
 * ScoresForm lists every finished hand of the game, one a row: its number, the contract ("East
 * 2", or "All passed"), then for each team the hand's points and, in bold, the score after it. The
 * session keeps only the last result, so the hands are replayed from the saved steps
 * (saves_steps) into a table of rows while the dialog is up. It opens scrolled to the last hand;
 * the scroll bar and the scroll buttons move through a long game, Enter hits OK.
 *
 * StatsForm shows your team's record at one level (its push buttons choose it; it opens on the
 * game's; Hard and Expert, the desktop's, are hidden): games and hands won and lost, the games in
 * which you took something back once more "with undo", the bids of you and North made and set,
 * each with its share in percent (the desktop's row of hints asked is not drawn: the device gives
 * none). Reset asks first (ResetStatsAlert), then calls app_reset_statistics. */
#include "dialogs.h"

#include "dialogs_common.h"
#include "draw.h"
#include "saves.h"
#include "session.h"
#include "texts.h"

#define LINE 11
#define NUMBER_RIGHT 14 /* the hand number, right-aligned */
#define CONTRACT_X 19
#define LABEL_X 6
#define SUB_INDENT 6 /* the "with undo" row under Games */

/* Each team's (hand points, score) right edges. */
static const Coord teamRight[2][2] = {{88, 108}, {126, 145}};
/* The right edges of the won, lost and percent columns. */
static const Coord statsRight[3] = {84, 114, 146};

/* One finished hand of Score History. */
typedef struct ScoreRow {
    UInt8 pitcher, bid; /* PP_NONE when everyone passed */
    Int16 handScore[2];
    Int16 scoresAfter[2];
    UInt8 spare[6]; /* (sixteen bytes: an index into the rows is a shift) */
} ScoreRow;

/* -- Score History ------------------------------------------------------------------------- */

/* How many rows of hands a gadget this high shows under its column heads. */
static Int16 rows_in(Coord height)
{
    return (Int16)((UInt16)(height - LINE - 3) / LINE); /* (a gadget taller than its heads) */
}

static void add_row(App *app, const pp_hand_result *result)
{
    ScoreRow *row = (ScoreRow *)app->dialog.scoresRows + app->dialog.scoresCount++;
    row->pitcher = result->pitcher;
    row->bid = result->bid;
    row->handScore[0] = result->hand_score[0];
    row->handScore[1] = result->hand_score[1];
    row->scoresAfter[0] = result->scores_after[0];
    row->scoresAfter[1] = result->scores_after[1];
}

static Boolean scored(UInt8 phase)
{
    return phase == PP_PHASE_SCORE || phase == PP_PHASE_GAME_OVER;
}

/* The finished hands of the game, replayed from the saved steps into app->dialog.scoresRows. */
static void collect_rows(App *app)
{
    UInt16 count = 0, i, room = 1;
    const UInt8 *steps = saves_steps(app, &count);
    Session *replay;

    app->dialog.scoresCount = 0;
    app->dialog.scoresRows = NULL;
    if (steps == NULL)
        return;
    for (i = 0; i < count; i++)
        if (steps[i] == STEP_NEXT_HAND)
            room++;
    replay = MemPtrNew(sizeof(Session));
    app->dialog.scoresRows = MemPtrNew((UInt32)room * sizeof(ScoreRow));
    if (replay != NULL && app->dialog.scoresRows != NULL) {
        session_new(replay, &app->session.state.rules, app->session.rulesetName, app->session.seed);
        for (i = 0; i < count && app->dialog.scoresCount < room; i++) {
            UInt8 before = replay->state.phase;
            if (session_step(replay, steps[i]) != PP_OK)
                break;
            if (!scored(before) && scored(replay->state.phase))
                add_row(app, &replay->state.result);
        }
    }
    if (replay != NULL)
        MemPtrFree(replay);
    saves_steps_done(app);
}

static void draw_scores(App *app)
{
    RectangleType b;
    Char text[TEXT_SIZE], seat[NAME_CHARS], bid[NAME_CHARS];
    const ScoreRow *rows = app->dialog.scoresRows;
    Coord y;
    UInt16 number, end;
    UInt8 team;

    dialog_bounds(ScoresGadget, &b);
    WinEraseRectangle(&b, 0);
    WinPushDrawState();
    y = (Coord)(b.topLeft.y + 1);
    FntSetFont(boldFont);
    text_plain(text, sizeof text, ScoresHandString);
    draw_text(text, LABEL_X - 4, y);
    for (team = 0; team < 2; team++) {
        Coord centre = (Coord)((teamRight[team][0] - 10 + teamRight[team][1]) / 2);
        text_team(text, team);
        draw_text(text, (Coord)(centre - (UInt16)draw_width(text) / 2), y);
    }
    WinDrawGrayLine((Coord)(b.topLeft.x + 2), (Coord)(y + LINE), (Coord)(b.topLeft.x + b.extent.x - 2),
                    (Coord)(y + LINE));
    y = (Coord)(y + LINE + 3);
    if (app->dialog.scoresCount == 0) {
        FntSetFont(stdFont);
        text_plain(text, sizeof text, ScoresNoneString);
        draw_text(text, LABEL_X, y);
    }
    end = (UInt16)(app->dialog.scoresTop + rows_in(b.extent.y));
    if (end > app->dialog.scoresCount)
        end = app->dialog.scoresCount;
    for (number = app->dialog.scoresTop; number < end; number++) {
        const ScoreRow *row = &rows[number];
        FntSetFont(stdFont);
        text_number(text, (Int32)number + 1);
        dialog_draw_right(text, NUMBER_RIGHT, y);
        if (row->pitcher == PP_NONE || row->bid == PP_NONE) {
            text_plain(text, sizeof text, ScoresAllPassString);
        } else {
            text_seat(seat, row->pitcher);
            text_bid(bid, row->bid);
            text_get(text, sizeof text, ScoresContractString, seat, bid, NULL);
        }
        draw_text(text, CONTRACT_X, y);
        for (team = 0; team < 2; team++) { /* each team's points of the hand */
            text_signed(text, row->handScore[team]); /* "+3", "0", "-2" */
            dialog_draw_right(text, teamRight[team][0], y);
        }
        FntSetFont(boldFont);
        for (team = 0; team < 2; team++) { /* and its score after it, in bold */
            text_number(text, row->scoresAfter[team]);
            dialog_draw_right(text, teamRight[team][1], y);
        }
        y = (Coord)(y + LINE);
    }
    WinPopDrawState();
}

PALM_GADGET_HANDLER(scores_gadget_handler, dialogs_scores_gadget);

Boolean dialogs_scores_gadget(FormGadgetTypeInCallback *gadget, UInt32 cmd, void *param)
{
    (void)gadget;
    (void)param;
    if (cmd != formGadgetDrawCmd)
        return false;
    draw_scores(app_get());
    return true;
}

/* Scroll so that hand top + 1 is the first row (clamped to the bar's range); with moveBar, move
 * the bar there too. */
static void scroll_scores(App *app, Int16 top, Boolean moveBar)
{
    BarValues bar;
    dialog_get_bar(ScoresScrollBar, &bar);
    if (top < bar.min)
        top = bar.min;
    if (top > bar.max)
        top = bar.max;
    if ((UInt16)top != app->dialog.scoresTop) {
        app->dialog.scoresTop = (UInt16)top;
        draw_scores(app);
    }
    if (moveBar && bar.value != top) {
        bar.value = top;
        dialog_set_bar(ScoresScrollBar, &bar);
    }
}

static Boolean scores_handler(EventType *event)
{
    App *app = app_get();
    Int16 page;
    if (event->eType == frmOpenEvent) {
        RectangleType b;
        BarValues bar;
        dialog_set_gadget(ScoresGadget, scores_gadget_handler);
        dialog_bounds(ScoresGadget, &b);
        bar.page = rows_in(b.extent.y);
        bar.max = (Int16)((Int16)app->dialog.scoresCount - bar.page);
        if (bar.max < 0)
            bar.max = 0;
        bar.min = 0;
        bar.value = bar.max;
        app->dialog.scoresTop = (UInt16)bar.max; /* the latest hands */
        dialog_set_bar(ScoresScrollBar, &bar);
        FrmDrawForm(dialog_form());
        return true;
    }
    if (event->eType == sclRepeatEvent && event->data.sclRepeat.scrollBarID == ScoresScrollBar) {
        scroll_scores(app, event->data.sclRepeat.newValue, false);
        return false; /* the scroll bar keeps tracking the pen */
    }
    if (event->eType == keyDownEvent) {
        if (event->data.keyDown.chr != chrEscape && dialog_enter_key(event, ScoresOKButton))
            return true; /* Enter (Esc is left to the form) */
        page = dialog_page_key(event, false);
        if (page != 0) {
            BarValues bar;
            dialog_get_bar(ScoresScrollBar, &bar);
            scroll_scores(app, (Int16)(bar.value + page * (bar.page - 1 > 1 ? bar.page - 1 : 1)), true);
            return true;
        }
    }
    return false;
}

void dialog_score_history(App *app)
{
    collect_rows(app);
    app_do_dialog(app, ScoresForm, scores_handler);
    if (app->dialog.scoresRows != NULL)
        MemPtrFree(app->dialog.scoresRows);
    app->dialog.scoresRows = NULL;
    app->dialog.scoresCount = 0;
}

/* -- Statistics ---------------------------------------------------------------------------- */

enum { L_GAMES, L_HANDS, L_BIDS, L_WON, L_LOST, L_MADE, L_SET, L_WITH_UNDO, L_COUNT };

/* 60%: part's share of part + other, rounded half up, or - when there is nothing to share. Past
 * 2^23 both are halved until they are below it (as records_view.percent does), so that the
 * arithmetic stays inside 32 bits for any counters. */
static void percent(Char *out, UInt32 part, UInt32 other)
{
    UInt32 whole;
    while (part >= 0x800000UL || other >= 0x800000UL) {
        part >>= 1;
        other >>= 1;
    }
    whole = part + other;
    if (whole == 0)
        StrCopy(out, "-");
    else
        StrPrintF(out, "%lu%%", (200 * part + whole) / (2 * whole));
}

/* One row: its label (bold, or plain and indented under the one above) and won, lost (the
 * counters `pair`), percent. */
static Coord stats_row(UInt8 label, const UInt32 *pair, Coord y)
{
    Char text[NAME_CHARS];
    Boolean sub = label == L_WITH_UNDO;
    UInt8 k;
    FntSetFont(sub ? stdFont : boldFont);
    text_item(text, sizeof text, StatsLabelsStringList, label);
    draw_text(text, (Coord)(LABEL_X + (sub ? SUB_INDENT : 0)), y);
    FntSetFont(stdFont);
    for (k = 0; k < 2; k++) {
        StrPrintF(text, "%lu", pair[k]);
        dialog_draw_right(text, statsRight[k], y);
    }
    percent(text, pair[0], pair[1]);
    dialog_draw_right(text, statsRight[2], y);
    return (Coord)(y + LINE);
}

/* The heads of the won and lost columns: labels `first` and the one after it, in bold. */
static Coord stats_heads(UInt8 first, Coord y)
{
    Char text[NAME_CHARS];
    UInt8 k;
    FntSetFont(boldFont);
    for (k = 0; k < 2; k++) {
        text_item(text, sizeof text, StatsLabelsStringList, (UInt16)(first + k));
        dialog_draw_right(text, statsRight[k], y);
    }
    return (Coord)(y + LINE);
}

/* The rows, top to bottom: each label and the index of its first counter in Stats (the
 * counters, UInt32s in the record's order: the won or made one, then the lost or set one). */
static const UInt8 statsRows[4][2] = {{L_GAMES, 0}, {L_WITH_UNDO, 6}, {L_HANDS, 2}, {L_BIDS, 4}};

static void draw_stats(App *app)
{
    RectangleType b;
    const UInt32 *counters = (const UInt32 *)(const void *)&app->stats.levels[app->dialog.statsLevel];
    Coord y;
    UInt8 i;

    dialog_bounds(StatsGadget, &b);
    WinEraseRectangle(&b, 0);
    WinPushDrawState();
    y = (Coord)(b.topLeft.y + 2);
    for (i = 0; i < 4; i++) {
        const UInt8 *row = statsRows[i];
        if (i == 0)
            y = stats_heads(L_WON, y); /* and L_LOST */
        if (i == 3) /* the bids, a gap above */
            y = stats_heads(L_MADE, (Coord)(y + 2)); /* and L_SET */
        y = stats_row(row[0], counters + row[1], y);
    }
    WinPopDrawState();
}

PALM_GADGET_HANDLER(stats_gadget_handler, dialogs_stats_gadget);

Boolean dialogs_stats_gadget(FormGadgetTypeInCallback *gadget, UInt32 cmd, void *param)
{
    (void)gadget;
    (void)param;
    if (cmd != formGadgetDrawCmd)
        return false;
    draw_stats(app_get());
    return true;
}

static Boolean stats_handler(EventType *event)
{
    App *app = app_get();
    if (event->eType == frmOpenEvent) {
        dialog_set_gadget(StatsGadget, stats_gadget_handler);
        app->dialog.statsLevel = app->session.level < LEVEL_COUNT ? app->session.level : LEVEL_NORMAL;
        dialog_levels(StatsLevelEasyButton, app->dialog.statsLevel);
        FrmDrawForm(dialog_form());
        return true;
    }
    if (event->eType == ctlSelectEvent && event->data.ctlSelect.controlID >= StatsLevelEasyButton
        && event->data.ctlSelect.controlID < StatsLevelEasyButton + LEVEL_COUNT) {
        app->dialog.statsLevel = (UInt8)(event->data.ctlSelect.controlID - StatsLevelEasyButton);
        draw_stats(app);
        return true;
    }
    if (event->eType == ctlSelectEvent && event->data.ctlSelect.controlID == StatsResetButton) {
        if (app_note(app, ResetStatsAlert) == 0) {
            app_reset_statistics(app);
            draw_stats(app);
        }
        return true;
    }
    return dialog_enter_key(event, StatsOKButton);
}

void dialog_statistics(App *app)
{
    app_do_dialog(app, StatsForm, stats_handler);
}
