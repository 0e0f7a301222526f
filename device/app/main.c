/* main.c: PilotMain (the launch codes, the ROM check), the App chunk and the event loop.
 *
 * A normal launch checks the ROM (Palm OS 3.5 or later, else the standard alert and, on a 1.0
 * ROM, a switch to the default application), allocates the App in the dynamic heap and files it
 * as a feature (app_get), opens the databases (saves.c), goes to the table and runs the standard
 * event loop until appStopEvent; then the game is saved and everything is given back. Every other
 * launch code returns at once: no UI, no globals, no databases. */
#include "app.h"

#include "dialogs.h"
#include "draw.h"
#include "packed_text.h"
#include "rng.h"
#include "rulesets.h"
#include "saves.h"
#include "session.h"
#include "game.h"

#define ROM_35 0x03503000UL      /* sysMakeROMVersion(3, 5, 0, sysROMStageRelease, 0) */
#define ROM_20 0x02003000UL
#define DEFAULT_APP 0x70726566UL /* 'pref': sysFileCDefaultApp, the Preferences application */

/* What the SDK's AppLaunchWithCommand macro does: switch to the default application. */
static void launch_default_app(void)
{
    UInt32 state[8]; /* DmSearchStateType: 8 UInt32s (DataMgr.h) */
    UInt16 card;
    LocalID id;
    if (DmGetNextDatabaseByTypeCreator(true, &state, sysFileTApplication, DEFAULT_APP, true, &card, &id) == errNone
        && id != 0)
        SysUIAppSwitch(card, id, sysAppLaunchCmdNormalLaunch, NULL);
}
#define SEED_EPOCH 3061152000UL  /* TimGetSeconds() at 2001-01-01 00:00: the seed of a new game is
                                    the seconds since then (palm-emu --seed N starts the clock there + N) */

App *app_get(void)
{
    UInt32 value = 0;
    FtrGet(APP_CREATOR, APP_FEATURE, &value);
    return (App *)value;
}

void app_sound(App *app, SndSysBeepType sound)
{
    if (app->prefs.soundOn)
        SndPlaySystemSound(sound);
}

void app_saved(App *app, Boolean ok)
{
    if (ok || app->saveFailureShown || app->stopping)
        return;
    app->saveFailureShown = true;
    app_alert(app, SaveFailedAlert, NULL, saves_name(DB_GAME), "");
}

/* The seeds of new games (the desktop's SeedSource): the first from the clock, then a sequence
 * drawn from it, never the game being replaced. */
UInt32 app_next_seed(App *app, Boolean avoiding, UInt32 avoid)
{
    Seeds *seeds = &app->seeds;
    UInt32 seed = seeds->first;
    if (seeds->given) {
        seeds->rng = pp_rng_next_state(seeds->rng);
        seed = seeds->rng;
    }
    seeds->given = true;
    while (avoiding && seed == avoid) {
        seeds->rng = pp_rng_next_state(seeds->rng);
        seed = seeds->rng;
    }
    return seed;
}

/* The rules for new games, from the preferences. */
void app_new_rules(App *app, pp_ruleset *rules, Char *name)
{
    if (!rulesets_from(app->prefs.rulesetName, app->prefs.switches, app->prefs.numSwitches, rules, name)) {
        pp_rules_palm(rules);
        StrCopy(name, "palm");
    }
}

UInt8 app_new_level(const App *app)
{
    return app->prefs.level < 2 ? app->prefs.level : LEVEL_NORMAL;
}

static Err rom_check(UInt16 launchFlags)
{
    UInt32 rom = 0;
    FtrGet(sysFtrCreator, sysFtrNumROMVersion, &rom);
    if (rom >= ROM_35)
        return errNone;
    if ((launchFlags & (sysAppLaunchFlagNewGlobals | sysAppLaunchFlagUIApp))
        == (sysAppLaunchFlagNewGlobals | sysAppLaunchFlagUIApp)) {
        FrmAlert(RomIncompatibleAlert);
        /* Palm OS 1.0 would go on to launch nothing: hand over to the default application */
        if (rom < ROM_20)
            launch_default_app();
    }
    return sysErrRomIncompatible;
}

static App *app_start(void)
{
    App *app = MemPtrNew(sizeof(App));
    pp_ruleset rules;
    Char name[NAME_SIZE];

    if (app == NULL)
        return NULL;
    MemSet(app, sizeof(App), 0);
    FtrSet(APP_CREATOR, APP_FEATURE, (UInt32)app);
    app->seeds.first = TimGetSeconds() - SEED_EPOCH;
    app->seeds.rng = pp_rng_seed_state(app->seeds.first);
    draw_open(app);
    packed_text_open(TableTexts, TEXTS_FEATURE);
    if (!saves_open(app)) {
        app_new_rules(app, &rules, name);
        session_new(&app->session, &rules, name, app_next_seed(app, false, 0));
        app->session.level = app_new_level(app);
        saves_new_game(app);
    }
    app->table.pause = (UInt16)(app->prefs.pauseMs / 10);
    app->table.autoPlay = app->prefs.autoPlay;
    app->table.keepTrick = app->prefs.keepTrick;
    app->table.selected = NO_CARD;
    app->table.lastInput = (UInt32)-BID_SETTLE;
    return app;
}

static void app_stop(App *app)
{
    FrmCloseAllForms();
    saves_close(app);
    draw_close(app);
    packed_text_close(TEXTS_FEATURE);
    FtrUnregister(APP_CREATOR, APP_FEATURE);
    MemPtrFree(app);
}

Boolean app_is_input(const EventType *event)
{
    return event->eType == penDownEvent || event->eType == penUpEvent || event->eType == keyDownEvent
        || event->eType == ctlSelectEvent;
}

static void event_loop(App *app)
{
    EventType event;
    UInt16 error;
    Boolean yielded = false;
    do {
        /* A pause that has ended runs once the queue is empty - after a yield, so that input
         * that came at the same moment goes first (the desktop runs input before its timers). */
        if (!app->stopping && table_due(app) && !EvtEventAvail()) {
            if (!yielded) {
                yielded = true;
                SysTaskDelay(0);
                continue;
            }
            yielded = false;
            table_fire(app);
            continue;
        }
        yielded = false;
        /* Stopping (a dialog ended by appStopEvent): what is queued is taken without waiting, up
         * to the appStopEvent a Palm OS 3.5 FrmDoDialog posts again; where the system keeps it
         * (PumpkinOS), the empty queue's nilEvent ends the loop just the same. */
        EvtGetEvent(&event, app->stopping ? 0 : table_timeout(app));
        if (app_is_input(&event))
            table_note_input(app, &event);
        if (event.eType == appStopEvent)
            app->stopping = true;
        if (SysHandleEvent(&event))
            ;
        else if (MenuHandleEvent(NULL, &event, &error))
            app->table.lastInput = TimGetTicks(); /* a menu ran to its end on the player's taps */
        else if (!forms_load(&event))
            FrmDispatchEvent(&event);
    } while (event.eType != appStopEvent && !(app->stopping && event.eType == nilEvent));
    table_cancel(app);
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    App *app;
    Err error;
    (void)cmdPBP;
    if (cmd != sysAppLaunchCmdNormalLaunch)
        return 0;
    error = rom_check(launchFlags);
    if (error != errNone)
        return error;
    app = app_start();
    if (app == NULL)
        return memErrNotEnoughSpace;
    FrmGotoForm(MainForm);
    event_loop(app);
    app_stop(app);
    return 0;
}
