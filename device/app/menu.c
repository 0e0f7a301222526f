/* menu.c: the menu commands of the table (the desktop's PitchApp.menu_command), the damaged
 * databases reported at launch, and what the secondary dialogs call back (dialogs.h). */
#include "app.h"

#include "dialogs.h"
#include "rulesets.h"
#include "saves.h"
#include "summary.h"
#include "game.h"
#include "texts.h"

/* The words of the preferences' and the statistics' alert, by database. */
_Static_assert(DamagedStatsWhatString == DamagedPrefsWhatString + DB_STATS - DB_PREFS, "what, by database");
_Static_assert(DamagedStatsNextString == DamagedPrefsNextString + DB_STATS - DB_PREFS, "next, by database");

/* One alert for each database that could not be read (set aside), in the order read. */
void menu_report_damage(App *app)
{
    Char cause[TEXT_SIZE], what[TEXT_SIZE], next[TEXT_SIZE];
    UInt8 i;
    for (i = 0; i < app->nDamage && !app->stopping; i++) {
        const Damage *damage = &app->damage[i];
        text_item(cause, TEXT_SIZE, DamageCausesStringList, damage->cause);
        if (damage->db == DB_GAME) {
            app_alert(app, DamagedSaveAlert, cause, NULL, NULL);
        } else {
            text_plain(what, TEXT_SIZE, (UInt16)(DamagedPrefsWhatString + damage->db - DB_PREFS));
            text_plain(next, TEXT_SIZE, (UInt16)(DamagedPrefsNextString + damage->db - DB_PREFS));
            app_alert(app, DamagedPrefsAlert, what, cause, next);
        }
    }
    app->nDamage = 0;
}

/* An alert whose first button is "New Game": a new game when it is chosen. */
static void new_game_on_first_button(App *app, UInt16 alertId)
{
    if (app_note(app, alertId) == 0 && !app->stopping)
        table_new_game(app);
}

static Boolean same_rules(const pp_ruleset *a, const pp_ruleset *b)
{
    Int16 x[SWITCHES], y[SWITCHES];
    UInt8 i;
    rulesets_switches(a, x);
    rulesets_switches(b, y);
    for (i = 0; i < SWITCHES; i++)
        if (x[i] != y[i])
            return false;
    return true;
}

/* New preferences: the pause at once; the alert only when this change is one of the rules and
 * they differ from the game in progress's (after Later it is not asked again for them). */
void app_set_preferences(App *app, const Prefs *prefs)
{
    pp_ruleset before, rules;
    Char name[NAME_SIZE];
    UInt8 beforeLevel = app_new_level(app), level;
    app_new_rules(app, &before, name);
    app->prefs = *prefs;
    table_set_pause(app, prefs->pauseMs, prefs->autoPlay, prefs->keepTrick);
    app_saved(app, saves_write_prefs(app));
    if (table_your_turn(app) && table_only_card(app) != NO_CARD)
        table_proceed(app); /* auto-play now on: your only card goes */
    app_new_rules(app, &rules, name);
    level = app_new_level(app);
    if ((!same_rules(&rules, &before) || level != beforeLevel)
        && !(same_rules(&rules, &app->session.state.rules) && level == app->session.level)
        && app->session.state.phase != PP_PHASE_GAME_OVER)
        new_game_on_first_button(app, NewRulesAlert);
}

void app_reset_statistics(App *app)
{
    MemSet(&app->stats, sizeof app->stats, 0);
    app_saved(app, saves_write_stats(app));
}

/* Game > Hand Summary: the last hand's (NoSummaryAlert before the first). */
static void show_last_summary(App *app)
{
    const pp_state *state = &app->session.state;
    Boolean onTable = state->phase == PP_PHASE_SCORE || state->phase == PP_PHASE_GAME_OVER;
    if (!state->has_result) {
        app_note(app, NoSummaryAlert);
        return;
    }
    summary_dialog(app, &state->result, onTable ? state->hand_number : (UInt16)(state->hand_number - 1),
                   onTable ? state->dealt : app->session.lastDeal);
}

void menu_command(App *app, UInt16 itemId)
{
    switch (itemId) {
    case GameNewGameCmd:
        if (app->session.state.phase == PP_PHASE_GAME_OVER || saves_step_count(app) == 0)
            table_new_game(app);
        else
            new_game_on_first_button(app, NewGameAlert);
        break;
    case GameUndoCmd:
        if (!table_take_back(app))
            app_note(app, NoUndoAlert);
        break;
    case GamePointsCmd:
        dialog_points(app);
        break;
    case GameExportCmd:
        dialog_export(app);
        break;
    case GameHandSummaryCmd:
        show_last_summary(app);
        break;
    case GameLastTrickCmd:
        dialog_last_trick(app);
        break;
    case GameScoreHistoryCmd:
        dialog_score_history(app);
        break;
    case GameInfoCmd:
        dialog_game_info(app);
        break;
    case GameStatisticsCmd:
        dialog_statistics(app);
        break;
    case OptionsPreferencesCmd:
        dialog_preferences(app);
        break;
    case OptionsRulesCmd:
        dialog_rules(app);
        break;
    case OptionsKeyboardCmd:
        dialog_keyboard(app);
        break;
    case OptionsAboutCmd:
        dialog_about(app);
        break;
    default:
        break;
    }
}
