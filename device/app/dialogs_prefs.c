/* dialogs_prefs.c: Options > Preferences (the desktop's prefs.py).
 *
 * PrefsForm has a push-button group for the computer players' pause (or Tap: the finished trick
 * kept until a tap or a key), check boxes for the sounds and for playing a forced card for you, a
 * push-button group for the computer players' level (the device plays Easy and Normal: the Hard
 * and Expert buttons are hidden), and a popup list for each house rule (a switch of the
 * ruleset, in the saves' order); the items of each list stand for the values below, in order. The
 * form opens on the settings as they are; OK reads the form into new preferences (the ruleset
 * named after a registered one if it matches, else "house") and hands them to
 * app_set_preferences, which saves them; Cancel keeps everything. */
#include "dialogs.h"

#include "dialogs_common.h"
#include "rulesets.h"
#include "texts.h"

#define PAUSES 4
#define OPTIONS 3

/* Off, Short, Normal, Long, in milliseconds, and their push buttons (consecutive ids); Tap (its
 * own id) is Normal's pause with the finished trick kept until a tap or a key. */
static const UInt16 pausesMs[PAUSES] = {0, 300, 600, 1200};
#define TAP_PAUSE_MS 600

/* The value of each item of each switch's list, in the saves' order: target, low_to,
 * dealer_steal, all_pass, smudge, trumping, win_rule, made_bid_scores; and how many items each
 * list has (each value fits a byte). Switch i has its trigger at PrefsTargetTrigger + 3 i and its
 * list after it. */
static const Int8 switchOptions[SWITCHES][OPTIONS] = {
    {11, 15, 21},
    {PP_LOW_TO_TRICK_WINNER, PP_LOW_TO_HOLDER, 0},
    {PP_STEAL_MATCH_ANY, PP_STEAL_MATCH_FOUR, PP_STEAL_NONE},
    {PP_ALL_PASS_FORCED_DEALER, PP_ALL_PASS_REDEAL, PP_ALL_PASS_DEALER_SET_BACK},
    {PP_SMUDGE_FIVE, PP_SMUDGE_WINS_GAME, PP_SMUDGE_OFF},
    {PP_TRUMPING_ANY_TIME, PP_TRUMPING_WHEN_VOID, 0},
    {PP_WIN_MADE_BID, PP_WIN_COUNT_OUT, 0},
    {PP_MADE_POINTS_TAKEN, PP_MADE_BID, 0},
};
static const UInt8 optionCounts[SWITCHES] = {3, 2, 3, 3, 3, 2, 2, 2};

static Int16 option_value(UInt8 sw, UInt8 item)
{
    return switchOptions[sw][item];
}

static Boolean is_option(UInt8 sw, UInt8 item)
{
    return item < optionCounts[sw];
}

#define TRIGGER(sw) ((UInt16)(PrefsTargetTrigger + 3 * (sw)))
#define LIST(sw) ((UInt16)(PrefsTargetList + 3 * (sw)))
#define LABEL(sw) ((UInt16)(PrefsTargetLabel + 3 * (sw)))
#define INFO_SIZE 320

/* The index of the pause option closest to ms (the first of two as close): past the midpoint of two
 * neighbours (the options rise) the higher one. Out of line: both the form's setting and its
 * reading need it. */
__attribute__((noinline)) static UInt8 nearest_pause(UInt16 ms)
{
    UInt8 i;
    for (i = PAUSES - 1; i > 0; i--)
        if (2 * (UInt32)ms > (UInt32)pausesMs[i - 1] + pausesMs[i])
            break;
    return i;
}

/* The switch values the preferences stand for (the palm rules if they name none we know). */
static void prefs_switches(const Prefs *prefs, Int16 out[SWITCHES])
{
    pp_ruleset rules;
    Char name[NAME_SIZE];
    if (!rulesets_from(prefs->rulesetName, prefs->switches, prefs->numSwitches, &rules, name))
        pp_rules_palm(&rules);
    rulesets_switches(&rules, out);
}

static void set_form(const Prefs *prefs)
{
    Int16 values[SWITCHES];
    UInt8 i, item;

    prefs_switches(prefs, values);
    FrmSetControlGroupSelection(dialog_form(), PrefsPauseGroup,
                                prefs->keepTrick ? PrefsPauseTapButton
                                                 : (UInt16)(PrefsPauseOffButton + nearest_pause(prefs->pauseMs)));
    CtlSetValue(dialog_object(PrefsSoundCheckbox), prefs->soundOn);
    CtlSetValue(dialog_object(PrefsAutoPlayCheckbox), prefs->autoPlay);
    dialog_levels(PrefsLevelEasyButton, prefs->level);
    for (i = 0; i < SWITCHES; i++) {
        for (item = 0; is_option(i, item); item++) {
            if (option_value(i, item) == values[i]) {
                ListType *list = dialog_object(LIST(i));
                LstSetSelection(list, item);
                CtlSetLabel(dialog_object(TRIGGER(i)), LstGetSelectionText(list, item));
                break;
            }
        }
    }
}

/* The form read into *out (what it does not show kept from before). */
static void read_form(const Prefs *before, Prefs *out)
{
    pp_ruleset rules;
    UInt8 i;

    *out = *before;
    prefs_switches(before, out->switches);
    out->pauseMs = pausesMs[nearest_pause(before->pauseMs)];
    for (i = 0; i < PAUSES; i++)
        if (CtlGetValue(dialog_object((UInt16)(PrefsPauseOffButton + i)))) {
            out->pauseMs = pausesMs[i];
            out->keepTrick = false;
        }
    if (CtlGetValue(dialog_object(PrefsPauseTapButton))) {
        out->pauseMs = TAP_PAUSE_MS;
        out->keepTrick = true;
    }
    out->soundOn = CtlGetValue(dialog_object(PrefsSoundCheckbox)) != 0;
    out->autoPlay = CtlGetValue(dialog_object(PrefsAutoPlayCheckbox)) != 0;
    for (i = 0; i < DEVICE_LEVELS; i++)
        if (CtlGetValue(dialog_object((UInt16)(PrefsLevelEasyButton + i))))
            out->level = i;
    for (i = 0; i < SWITCHES; i++) {
        Int16 selection = LstGetSelection(dialog_object(LIST(i)));
        if (selection >= 0 && is_option(i, (UInt8)selection))
            out->switches[i] = option_value(i, (UInt8)selection);
    }
    out->numSwitches = SWITCHES;
    if (!rulesets_from("palm", out->switches, SWITCHES, &rules, out->rulesetName))
        StrCopy(out->rulesetName, "house");
}

static Boolean prefs_handler(EventType *event)
{
    App *app = app_get();
    if (event->eType == frmOpenEvent) {
        set_form(&app->prefs);
        FrmDrawForm(dialog_form());
        return true;
    }
    if (event->eType == ctlSelectEvent && event->data.ctlSelect.controlID == PrefsOKButton) {
        read_form(&app->prefs, &app->dialog.chosenPrefs);
        app->dialog.chosen = true;
        return false; /* the dialog ends with OK */
    }
    /* Enter is OK (the form's default button), Esc is Cancel */
    if (event->eType == keyDownEvent && event->data.keyDown.chr == chrEscape)
        return dialog_enter_key(event, PrefsCancelButton);
    return dialog_enter_key(event, PrefsOKButton);
}

void dialog_preferences(App *app)
{
    UInt16 button;
    app->dialog.chosen = false;
    button = app_do_dialog(app, PrefsForm, prefs_handler);
    if (button == PrefsOKButton && app->dialog.chosen) {
        app->dialog.chosen = false;
        app_set_preferences(app, &app->dialog.chosenPrefs);
    }
}

/* Game > Game Info: "Label: item" for each rule of the game in progress (the target as its number;
 * a value no list item names is left out), from PrefsForm loaded for the moment. */
void dialog_game_info(App *app)
{
    Char text[INFO_SIZE], line[TEXT_SIZE], number[8];
    Int16 values[SWITCHES];
    FormType *form = FrmInitForm(PrefsForm);
    UInt8 i, item;

    rulesets_switches(&app->session.state.rules, values);
    text[0] = 0;
    for (i = 0; i < SWITCHES; i++) {
        const Char *value = NULL;
        ListType *list = FrmGetObjectPtr(form, FrmGetObjectIndex(form, LIST(i)));
        for (item = 0; is_option(i, item); item++)
            if (option_value(i, item) == values[i])
                value = LstGetSelectionText(list, item);
        if (i == 0) {
            text_number(number, values[0]);
            value = number;
        }
        if (value == NULL)
            continue;
        text_get(line, TEXT_SIZE, GameInfoLineString, FrmGetLabel(form, LABEL(i)), value, NULL);
        if (StrLen(text) + StrLen(line) + 2 > INFO_SIZE)
            break;
        if (text[0])
            StrCat(text, "\n");
        StrCat(text, line);
    }
    FrmDeleteForm(form);
    app_alert(app, GameInfoAlert, text, NULL, NULL);
}
