/* app.h: Pitch on Palm OS - the application's state and what its modules share.
 *
 * The app has no writable globals (a flat code 1 cannot carry them): everything it keeps while
 * it runs is one App structure in a chunk of the dynamic heap, found from anywhere through the
 * feature APP_FEATURE of the app's creator (app_get). Form and gadget handlers, which Palm OS
 * calls with nothing but their event, start with `App *app = app_get();`.
 *
 * The modules, each with its header:
 *   main.c        PilotMain (launch codes, the ROM check), the event loop, the app's chunk
 *   forms.c       loading forms (frmLoadEvent: which handler each form gets), running dialogs
 *   texts.c       strings and string lists of pitch.rcp, ^1 ^2 ^3, numbers
 *   draw.c        shared drawing: card faces, suit signs, bitmaps, text helpers
 *   session.c     the game: the C core's state, the hand's actions (Undo), replaying a save
 *   saves.c       the PDB databases (saved game, preferences, statistics) as the desktop's
 *   game.c        the main form: the flow of play, pauses, taps and keys, the status line
 *   table_draw.c  drawing the table, the scores and the status line
 *   bid.c         the bid dialog          summary.c  the hand summary and the game over
 *   menu.c        the menu commands (the secondary dialogs are in dialogs.h)
 */
#ifndef PITCH_APP_H
#define PITCH_APP_H

#include <palm_traps.h>

#include "pitch_ids.h"
#include "state.h"

#define APP_CREATOR 0x50506368UL /* 'PPch' */
#define APP_FEATURE 1            /* FtrGet(APP_CREATOR, APP_FEATURE): the App chunk */

#define SOUTH 0
#define NO_CARD PP_NONE

/* Times in ticks (100 a second), as the desktop's palm_pitch/app/game.py. */
#define BUSY_RETRY 10      /* a pause that ended under a dialog or the menu: this long after */
#define TRICK_HOLD_MIN 100 /* a finished trick stays on the table at least this long */
#define BID_SETTLE 30      /* no tap or key this long (and the pen up) before a game dialog */

#include "saves_layout.h" /* NAME_SIZE, SWITCHES: ruleset names and switches as the saves keep them */
#define TEXT_SIZE 64       /* a line of text the app composes */

/* What a pause runs when it ends (game.c). */
enum { ACT_NONE = 0, ACT_COMPUTER, ACT_PROCEED, ACT_AUTO_PLAY, ACT_END_HOLD, ACT_GAME_OVER };

/* Why a database could not be read: the index of its words in DamageCausesStringList (the
 * desktop's persistence.Cause). */
enum { CAUSE_CHECKSUM = 0, CAUSE_NEWER, CAUSE_TRUNCATED, CAUSE_NOT_PITCH, CAUSE_NO_REPLAY, CAUSE_DAMAGED };

/* The three databases (saves.c), in the order the app reads them. */
enum { DB_PREFS = 0, DB_STATS = 1, DB_GAME = 2, DB_COUNT = 3 };

/* The player's settings (the Preferences record, format version 4). */
typedef struct Prefs {
    UInt16 pauseMs;          /* computerPauseMs */
    Char rulesetName[NAME_SIZE];
    Boolean soundOn;
    Boolean autoPlay;
    Boolean keepTrick;       /* a finished trick waits for a tap or a key */
    UInt8 numSwitches;       /* 0: the named ruleset as it is, else SWITCHES */
    UInt8 level;             /* computerLevel for new games: 0 Easy, 1 Normal (2 Hard, 3 Expert: the desktop's) */
    Int16 switches[SWITCHES];
} Prefs;

/* Your team's record at one level of the computer players, in the record's order. */
typedef struct LevelStats {
    UInt32 gamesWon, gamesLost, handsWon, handsLost, bidsMade, bidsSet, undoGamesWon, undoGamesLost, hintsUsed;
} LevelStats;

/* Your team's record (the Statistics record, format version 3): by level code. */
typedef struct Stats {
    LevelStats levels[LEVEL_COUNT];
    UInt32 countedSeed;
    UInt16 countedHand;
} Stats;

/* The game in progress (session.c; the desktop's GameSession). The steps themselves are in the
 * saved game's record (saves.c); in memory are the state, the state at the start of the hand
 * and the hand's standing actions, which is all Undo needs. */
typedef struct Session {
    pp_state state;
    pp_state handStart;          /* the hand as dealt, before its first action */
    UInt32 seed;
    Char rulesetName[NAME_SIZE]; /* "palm", ..., or "house" */
    UInt8 nHand;                 /* the standing actions of this hand: */
    pp_action handActions[32];   /* the core's action bytes */
    UInt8 handSeats[32];         /* and who took each */
    Boolean undoUsed;
    Boolean hasLastDeal;
    pp_cards lastDeal[4];        /* the hands as dealt of the hand before this one */
    UInt8 firstDealer;           /* the first hand's dealer (session_first_dealer) */
    UInt8 level;                 /* the computer players' level (Easy plays the easy player, the
                                    others the heuristic: the device has no search) */
} Session;

/* The seeds of new games (the desktop's SeedSource): the clock's first, then a sequence. */
typedef struct Seeds {
    UInt32 first;
    UInt32 rng;
    Boolean given;
} Seeds;

/* The flow on the table (game.c; the desktop's TableController). */
typedef struct Table {
    UInt16 pause;            /* the computer players' pause, ticks */
    UInt8 selected;          /* the raised card (a card index), or NO_CARD */
    Boolean showingTrick;    /* a finished trick is on show: */
    pp_trick shownTrick;
    Boolean hasMessage;      /* a reason shown until the next tap */
    Char message[TEXT_SIZE];
    UInt8 action;            /* the pause running (ACT_*), ACT_NONE when none */
    Boolean overdue;         /* it ended while the table was covered */
    Boolean settling;        /* it waits for input to settle: input cannot cut it */
    UInt32 due;              /* when it ends */
    Boolean armed;           /* the pen went down on the raised card */
    Boolean waitingDialog;   /* a game dialog (bid, summary, game over) is up */
    Boolean autoPlay;
    Boolean keepTrick;       /* a finished trick waits for a tap or a key (a preference) */
    Boolean tapWait;         /* the running hold has no end in time: only a tap or a key ends it */
    UInt32 lastInput;        /* the tick of the last tap or key */
} Table;

/* A damaged database, reported once the table is up. */
typedef struct Damage {
    UInt8 db;
    UInt8 cause;
} Damage;

/* The secondary dialogs' state while one is up (dialogs*.c): what a form
 * handler or gadget handler, called by Palm OS with nothing but its event, needs to draw. */
typedef struct DialogState {
    Char *text;                  /* Rules, Keyboard: the text shown (packed_text_open's) */
    UInt8 trickIndex;            /* Last Trick: the trick shown */
    UInt8 trickCount;            /*   and how many are finished */
    UInt16 scoresTop;            /* Score History: the hand of the first row */
    UInt16 scoresCount;          /*   how many hands are finished */
    MemPtr scoresRows;           /*   one DialogScoreRow each (dialogs_records.c) */
    const pp_cards *deal;        /* Hands Dealt: the four hands as dealt, */
    UInt16 dealHand;             /*   of this hand */
    Boolean chosen;              /* Preferences: OK read the form into */
    Prefs chosenPrefs;
    UInt8 statsLevel;            /* Statistics: the level shown */
    Char dialogTitle[24];        /* FrmSetTitle keeps the pointer */
} DialogState;

typedef struct App {
    Session session;
    Table table;
    Seeds seeds;
    Prefs prefs;
    Stats stats;
    DmOpenRef dbs[DB_COUNT];     /* open while the app runs (0: none; its saves fail quietly) */
    UInt8 nDamage;
    Damage damage[DB_COUNT];
    Boolean stopping;            /* appStopEvent came: nothing more happens but the save */
    Boolean saveFailureShown;
    FormEventHandlerType *dialogHandler; /* the running dialog's own handler (forms.c) */
    Boolean dialogAnswered;      /* a button of it was selected */
    Boolean newGameShown;        /* New Game stands in for Play (the game is over) */
    /* the game dialogs' state (bid.c, summary.c) */
    UInt8 bidButtons[6];         /* the bid of each bid button (BidPassButton + i), PP_NONE if hidden */
    UInt8 summaryHand;           /* the summary's hand number */
    const pp_cards *summaryDeal; /* its four hands as dealt (the Hands button) */
    Boolean summaryFromPlay;     /* the summary ends a hand (OK goes on) or was asked for */
    Boolean summaryOfLast;       /* it shows the last result, not the one on the table */
    Char bidText[160];           /* the bid dialog's field (FldSetTextPtr keeps the pointer) */
    Char bidAskText[160];        /* the same after S: its last line asks for Smudge */
    Boolean smudgeAsked;         /* S was pressed in the bid dialog: Enter bids Smudge, Esc takes it back */
    Char stealLabel[16];         /* CtlSetLabel keeps the pointer too */
    Char title[24];              /* a dialog's title (FrmSetTitle keeps the pointer) */
    /* resources kept locked while the app runs (draw.c) */
    MemHandle bitmapHandles[12];
    BitmapPtr bitmaps[12];
    DialogState dialog;          /* the secondary dialogs (dialogs*.c) */
} App;

/* main.c */
UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags);
App *app_get(void);
Boolean app_is_input(const EventType *event); /* a tap or a key (the bid dialog waits for them to settle) */
void app_sound(App *app, SndSysBeepType sound);
UInt32 app_next_seed(App *app, Boolean avoiding, UInt32 avoid); /* the next new game's seed */
void app_new_rules(App *app, pp_ruleset *rules, Char *name);      /* the rules for new games */
UInt8 app_new_level(const App *app); /* the level for new games (Normal for the desktop's Hard, Expert) */

/* forms.c: a form of ours comes up (frmLoadEvent); modal dialogs that block (FrmDoDialog,
 * alerts) through these, so the table knows it was covered and the input that closed them. */
Boolean forms_load(EventType *event);
UInt16 app_do_dialog(App *app, UInt16 formId, FormEventHandlerType *handler);
UInt16 app_alert(App *app, UInt16 alertId, const Char *s1, const Char *s2, const Char *s3);
/* app_alert without ^1 ^2 ^3. */
UInt16 app_note(App *app, UInt16 alertId);
void *form_object(FormType *form, UInt16 id);
FormType *main_form(void);

/* menu.c: the menu commands; the damaged databases reported once the table is up */
void menu_command(App *app, UInt16 itemId);
void menu_report_damage(App *app);

/* forms.c: show or hide an object of a form by id. */
void form_show(FormType *form, UInt16 id, Boolean shown);

/* forms.c: the gadget handler of every gadget of the table, the game dialogs and the Points So
 * Far, Hands Dealt and Last Trick dialogs: it draws the gadget by its id, through the drawing
 * function of the module that owns it. */
extern FormGadgetHandlerType app_gadget_handler;

/* forms.c: the active form's title, text `id` (texts.h) with `number` as its ^1, composed
 * into `title` (size bytes), which FrmSetTitle keeps. */
void form_number_title(Char *title, UInt16 size, UInt16 id, UInt16 number);

/* forms.c, at frmOpenEvent: the active form's gadget `gadgetId` gets app_gadget_handler, then the
 * form is drawn; true (the event handled). */
Boolean form_open_with_gadget(UInt16 gadgetId);

#endif
