/* dialogs_export.c: Game > Export on a handheld: the game's text record into the Memo Pad (the
 * desktop's pitch_app.export and palm_pitch/record.py's GameRecord.to_text, line for line).
 *
 * A handheld has no folder to write a file in; what it has for text a person reads is the Memo
 * Pad's database (MemoDB, type 'DATA', creator 'memo': a record per memo, its text ending in a
 * NUL). The record is written as the desktop writes its export file - the tags ([Ruleset],
 * [Switches] for house rules, [Seed], the players), then a line per auction, per trick, per
 * result, and the plays taken back where they were taken back - split into memos of up to 4 KB
 * (memoMaxLength), a new memo starting at a hand once one is three-quarters full. Where there is
 * no Memo Pad database NoExportAlert says there is nowhere to export to; a memo that cannot be
 * written, ExportFailedAlert.
 *
 * Two passes over the saved steps (saves_steps): the first replays them to find the actions that
 * stand and what was taken back (the desktop's GameSession.actions and taken_back), the second
 * replays the standing actions through the core and writes the lines, straight into the memo
 * records (the storage heap), so that little dynamic memory is needed. */
#include "dialogs.h"

#include "rulesets.h"
#include "saves.h"
#include "session.h"

#define MEMO_TEXT (memoMaxLength - 1)   /* text bytes of a memo, the NUL after them */
#define MEMO_SOFT (memoMaxLength * 3 / 4) /* past this a new hand starts a new memo */
#define LINE_SIZE 128

static const Char seatLetters[4][2] = {"S", "W", "N", "E"};
static const Char rankLetters[] = "23456789TJQKA";
static const Char suitLetters[] = "SHDC";
static const Char seatNames[4][8] = {"South", "West", "North", "East"};
static const Char teamNames[2][4] = {"N/S", "E/W"};
static const Char suitPlurals[4][9] = {"spades", "hearts", "diamonds", "clubs"}; /* PP_SPADES ... */

/* Actions taken back: plays [first, first + count) of the play table stood from action `at` on. */
typedef struct Taken {
    UInt16 at, first, count;
    UInt16 spare; /* (eight bytes: an index into them is a shift) */
} Taken;

typedef struct Export {
    Char line[LINE_SIZE]; /* the line being composed (first: the field used most) */
    UInt8 *actions;   /* the actions that stand, in order (in taken's chunk) */
    UInt16 nActions;
    Taken *taken;     /* what was taken back, in the order taken (a chunk of its own) */
    UInt16 nTaken;
    UInt8 *plays;     /* the plays taken back: who and what, two bytes each (in taken's chunk) */
    Session *replay;  /* pass 1's replay; its state is pass 2's */
    UInt16 nPlays;
    /* the memo being written */
    DmOpenRef memo;
    MemHandle record;
    UInt8 *text;      /* its text, locked while it is written */
    UInt16 recordIndex;
    UInt16 used;
    Err error;
    /* pass 2 */
    UInt16 done;      /* actions written so far */
    UInt16 pending;   /* the first take-back not yet written */
    Char bids[LINE_SIZE];
    Char trick[LINE_SIZE];
    UInt8 trickCards;
    UInt8 trickNumber;
    UInt8 leader;
} Export;

/* -- pass 1: what stands and what was taken back ------------------------------------------- */

static Boolean collect(App *app, Export *x)
{
    UInt16 count = 0, i;
    const UInt8 *steps = saves_steps(app, &count);
    Session *replay;
    Boolean ok = true;

    UInt16 takeBacks = 0, room;

    if (steps == NULL)
        return false;
    for (i = 0; i < count; i++)
        if (steps[i] == STEP_TAKE_BACK)
            takeBacks++;
    room = takeBacks > 0 ? count : 0; /* the plays taken back: at most every step */
    replay = x->replay = MemPtrNew(sizeof(Session));
    /* one chunk: the take-backs, then the plays taken back, then the actions that stand */
    x->taken = MemPtrNew((takeBacks + 1u) * sizeof(Taken) + 2 * (room + 1u) + count + 1u);
    if (replay == NULL || x->taken == NULL) {
        ok = false;
    } else {
        x->plays = (UInt8 *)(x->taken + takeBacks + 1);
        x->actions = x->plays + 2 * (room + 1u);
        session_new(replay, &app->session.state.rules, app->session.rulesetName, app->session.seed);
        for (i = 0; i < count && ok; i++) {
            UInt8 step = steps[i];
            if (step == STEP_TAKE_BACK && session_can_take_back(replay) && x->nTaken < takeBacks) {
                UInt8 last = session_last_south(replay), k;
                UInt16 at, t;
                at = (UInt16)(x->nActions - (replay->nHand - last));
                /* a take-back inside the line now taken back moves to its place; they stay in
                 * order of place, so only the last ones can lie past it (linear in the steps) */
                for (t = x->nTaken; t > 0 && x->taken[t - 1].at > at; t--)
                    x->taken[t - 1].at = at;
                x->taken[x->nTaken].at = at;
                x->taken[x->nTaken].first = x->nPlays;
                x->taken[x->nTaken].count = (UInt16)(replay->nHand - last);
                x->nTaken++;
                for (k = last; k < replay->nHand; k++) {
                    x->plays[2 * x->nPlays] = replay->handSeats[k];
                    x->plays[2 * x->nPlays + 1] = replay->handActions[k];
                    x->nPlays++;
                }
                x->nActions = at;
            } else if (step != STEP_NEXT_HAND && step != STEP_TAKE_BACK) {
                x->actions[x->nActions++] = session_step_action(step);
            }
            ok = session_step(replay, step) == PP_OK;
        }
    }
    saves_steps_done(app);
    return ok;
}

/* -- the memos ------------------------------------------------------------------------------ */

static void memo_close(Export *x)
{
    Char nul = 0;
    if (x->record == NULL)
        return;
    DmWrite(x->text, x->used, &nul, 1);
    MemHandleUnlock(x->record);
    if (DmResizeRecord(x->memo, x->recordIndex, (UInt32)x->used + 1) == NULL && x->error == errNone)
        x->error = DmGetLastErr();
    DmReleaseRecord(x->memo, x->recordIndex, true);
    x->record = NULL;
}

/* A new memo at the end of the Memo Pad's, locked (x->text) until memo_close. */
static Boolean memo_open(Export *x)
{
    x->recordIndex = dmMaxRecordIndex;
    x->record = DmNewRecord(x->memo, &x->recordIndex, memoMaxLength);
    x->used = 0;
    if (x->record == NULL) {
        x->error = DmGetLastErr();
        if (x->error == errNone)
            x->error = dmErrMemError;
        return false;
    }
    x->text = MemHandleLock(x->record);
    return true;
}

/* The line composed (x->line) into the record, and its newline; `hand` marks the start of a hand
 * (a good place for a new memo). */
static void put_line(Export *x, Boolean hand)
{
    UInt16 length = (UInt16)StrLen(x->line);
    if (x->error != errNone)
        return;
    if (x->record != NULL && (x->used + length + 1u > MEMO_TEXT || (hand && x->used > MEMO_SOFT)))
        memo_close(x);
    if (x->record == NULL && !memo_open(x))
        return;
    x->line[length] = '\n'; /* in place of its NUL (the line is composed anew for the next) */
    DmWrite(x->text, x->used, x->line, length + 1u);
    x->used = (UInt16)(x->used + length + 1);
}

/* -- pass 2: the text ----------------------------------------------------------------------- */

/* A bid (2..5, or the pass) as the record writes it. */
__attribute__((noinline)) static const Char *bid_word(UInt8 bid)
{
    static const Char bidWords[4][7] = {"2", "3", "4", "smudge"};
    bid = (UInt8)(bid - 2);
    return bid < 4 ? bidWords[bid] : "pass";
}

static void action_text(Char *out, pp_action action)
{
    if (PP_ACTION_IS_CARD(action)) {
        out[0] = rankLetters[pp_card_rank_bit(action)];
        out[1] = suitLetters[pp_card_suit(action)];
        out[2] = 0;
        return;
    }
    StrCopy(out, bid_word(PP_BID_OF_ACTION(action)));
}

/* Append to a line within LINE_SIZE. */
static void cat(Char *line, const Char *text)
{
    StrNCat(line, text, LINE_SIZE);
}

static void cat_play(Char *line, UInt8 seat, pp_action action)
{
    Char text[12]; /* "S smudge" and its NUL: 9 */
    text[0] = seatLetters[seat & 3][0];
    text[1] = ' ';
    action_text(text + 2, action);
    cat(line, text);
}

/* The take-backs whose place has come (all of them once x->done is 0xFFFF). */
static void flush_taken(Export *x)
{
    while (x->pending < x->nTaken && x->taken[x->pending].at < x->done) {
        const Taken *t = &x->taken[x->pending++];
        const UInt8 *play;
        UInt16 k;
        StrPrintF(x->line, "Taken back from action %lu: ", (UInt32)t->at + 1);
        for (k = 0; k < t->count; k++) {
            if (k > 0)
                cat(x->line, ", ");
            play = x->plays + 2 * (t->first + k);
            cat_play(x->line, play[0], play[1]);
        }
        put_line(x, false);
    }
}

/* The line composed, then the take-backs whose place has come. */
__attribute__((noinline)) static void emit(Export *x, Boolean hand)
{
    put_line(x, hand);
    flush_taken(x);
}

/* "Bids: ..." and the bids gathered, which start again. */
static void bids_line(Export *x)
{
    StrPrintF(x->line, "Bids: %s", x->bids); /* (four bids at most: "S smudge, " each) */
    emit(x, false);
    x->bids[0] = 0;
}

/* "3. W: 2S 4S AS 7S, won by N" (no winner: a trick the record stops in). */
static void trick_line(Export *x, UInt8 winner)
{
    StrPrintF(x->line, winner != PP_NONE ? "%lu. %s: %s, won by %s" : "%lu. %s: %s", (UInt32)x->trickNumber,
              seatLetters[x->leader & 3], x->trick, seatLetters[winner & 3]);
    emit(x, false);
}

/* pp_hand_result's high, low, jack and game: one byte after another (checked here). */
#define TAKERS __builtin_offsetof(pp_hand_result, high)
typedef char takers_in_order[__builtin_offsetof(pp_hand_result, low) == TAKERS + 1
    && __builtin_offsetof(pp_hand_result, jack) == TAKERS + 2 && __builtin_offsetof(pp_hand_result, game) == TAKERS + 3
    ? 1 : -1];

/* "Result: N/S pitched 3 in hearts, took HJ, made it; N/S +3, E/W +1; scores 5:1" (StrPrintF's
 * %+ld: "+3", "0" as "+0", "-2"). */
__attribute__((noinline)) static void result_line(Export *x)
{
    const pp_hand_result *r = &x->replay->state.result;
    Char *line = x->line;
    if (r->pitcher == PP_NONE) {
        Int16 delta = r->hand_score[0] ? r->hand_score[0] : r->hand_score[1];
        if (delta)
            StrPrintF(line, "Result: all passed; %s %+ld", teamNames[r->dealer & 1], (Int32)delta);
        else
            StrCopy(line, "Result: all passed");
    } else {
        static const Char letters[] = "HLJG";
        const UInt8 *takers = (const UInt8 *)r + TAKERS; /* who took High, Low, Jack, Game */
        UInt8 team = r->pitcher & 1, n = 0, k;
        Char points[8];
        for (k = 0; k < 4; k++)
            if (takers[k] == team)
                points[n++] = letters[k];
        points[n] = 0;
        StrPrintF(line, "Result: %s pitched %s in %s, took %s, %s; N/S %+ld, E/W %+ld", teamNames[team],
                  bid_word(r->bid != PP_NONE ? r->bid : 2), r->trump == PP_NONE ? "?" : suitPlurals[r->trump & 3],
                  n ? points : "nothing", r->made ? "made it" : "was set", (Int32)r->hand_score[0],
                  (Int32)r->hand_score[1]);
    }
    StrPrintF(line + StrLen(line), "; scores %ld:%ld", (Int32)r->scores_after[0], (Int32)r->scores_after[1]);
    emit(x, false);
}

static void tags(App *app, Export *x)
{
    /* the switches' names in the saves' order, one after another */
    static const Char switchNames[] = "target\0low_to\0dealer_steal\0all_pass\0smudge\0trumping\0win_rule\0"
                                      "made_bid_scores";
    Boolean house = StrCompare(app->session.rulesetName, "house") == 0;
    UInt8 i;

    StrPrintF(x->line, "[Ruleset \"%s\"]", house ? "palm" : app->session.rulesetName);
    put_line(x, false);
    if (house) {
        Int16 mine[SWITCHES], palm[SWITCHES];
        pp_ruleset rules;
        Char value[24];
        Boolean first = true;
        const Char *switchName = switchNames;
        pp_rules_palm(&rules);
        rulesets_switches(&rules, palm);
        rulesets_switches(&app->session.state.rules, mine);
        StrCopy(x->line, "[Switches \"");
        for (i = 0; i < SWITCHES; i++, switchName += StrLen(switchName) + 1) {
            if (mine[i] == palm[i])
                continue;
            StrPrintF(value, "%s%s=%ld", first ? "" : " ", switchName, (Int32)mine[i]);
            cat(x->line, value);
            first = false;
        }
        cat(x->line, "\"]");
        if (!first)
            put_line(x, false);
    }
    StrPrintF(x->line, "[Seed \"%lu\"]", app->session.seed);
    put_line(x, false);
    for (i = 0; i < 4; i++) { /* [South "you"], [West "computer"] ... */
        StrPrintF(x->line, "[%s \"%s\"]", seatNames[i], i == SOUTH ? "you" : "computer");
        put_line(x, false);
    }
}

/* Pass 2 (after collect succeeded: x->replay is there, its state free to use again). */
static void write_record(App *app, Export *x)
{
    pp_state *state = &x->replay->state;
    UInt16 i;

    tags(app, x);
    pp_state_new_game(state, &app->session.state.rules, app->session.seed, 0, 0);
    x->bids[0] = x->trick[0] = 0;
    x->trickCards = x->trickNumber = 0;
    for (i = 0; i < x->nActions && x->error == errNone; i++) {
        pp_action action = x->actions[i];
        UInt8 seat;
        while (state->phase == PP_PHASE_DEAL || state->phase == PP_PHASE_SCORE) {
            if (pp_state_advance(state) != PP_OK)
                break;
            if (state->phase == PP_PHASE_BID) {
                x->line[0] = 0;
                put_line(x, false); /* the blank line ends the memo before */
                StrPrintF(x->line, "Hand %lu, dealer %s, scores %ld:%ld", (UInt32)state->hand_number,
                          seatNames[state->dealer & 3], (Int32)state->scores[0], (Int32)state->scores[1]);
                emit(x, true);
                x->trickNumber = 0;
            }
        }
        seat = state->to_move;
        if (pp_state_apply(state, action) != PP_OK)
            break;
        x->done++;
        if (PP_ACTION_IS_BID(action)) {
            if (x->bids[0])
                cat(x->bids, ", ");
            cat_play(x->bids, seat, action);
            if (state->phase != PP_PHASE_BID)
                bids_line(x);
        } else {
            Char card[4];
            if (x->trickCards == 0) {
                x->trickNumber++;
                x->leader = seat;
            } else {
                cat(x->trick, " ");
            }
            action_text(card, action);
            cat(x->trick, card);
            if (++x->trickCards == 4) {
                const pp_trick *done = &state->tricks[state->ntricks - 1];
                trick_line(x, done->winner != PP_NONE ? done->winner : 0);
                x->trick[0] = 0;
                x->trickCards = 0;
            }
        }
        if (state->phase == PP_PHASE_SCORE || state->phase == PP_PHASE_GAME_OVER) {
            result_line(x);
            if (state->phase == PP_PHASE_GAME_OVER && state->winner != PP_NONE) {
                StrPrintF(x->line, "Game over: %s wins %ld:%ld", teamNames[state->winner & 1],
                          (Int32)state->scores[state->winner], (Int32)state->scores[1 - state->winner]);
                emit(x, false);
            }
        }
    }
    if (x->bids[0])
        bids_line(x);
    if (x->trickCards) {
        trick_line(x, PP_NONE);
    }
    x->done = 0xFFFF; /* the rest of the take-backs, at the end */
    flush_taken(x);
}

static void free_if(void *p)
{
    if (p != NULL)
        MemPtrFree(p);
}

static void free_export(Export *x)
{
    free_if(x->taken);
    free_if(x->replay);
    MemPtrFree(x);
}

void dialog_export(App *app)
{
    DmOpenRef memo = DmOpenDatabaseByTypeCreator(memoDBType, sysFileCMemo, dmModeReadWrite);
    Export *x;
    Err error = memErrNotEnoughSpace;
    Char text[12];

    if (memo == NULL) {
        app_note(app, NoExportAlert);
        return;
    }
    x = MemPtrNew(sizeof(Export));
    if (x != NULL) {
        MemSet(x, sizeof(Export), 0);
        x->memo = memo;
        if (!collect(app, x))
            x->error = memErrNotEnoughSpace;
        else
            write_record(app, x);
        memo_close(x);
        error = x->error;
        free_export(x);
    }
    DmCloseDatabase(memo);
    if (error != errNone) {
        StrPrintF(text, "%lx", (UInt32)error);
        app_alert(app, ExportFailedAlert, "MemoDB", text, NULL);
        return;
    }
    app_note(app, MemoExportedAlert);
}
