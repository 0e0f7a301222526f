/* rulesets.c: rulesets from saved names and switches (see rulesets.h). */
#include "rulesets.h"

/* The switches after the target are bytes of pp_ruleset in the saves' order, from low_to on
 * (low_to, dealer_steal, all_pass, smudge, trumping, win_rule, made_bid_scores: checked here). */
#define BYTE_SWITCHES __builtin_offsetof(pp_ruleset, low_to)
typedef char byte_switches_in_order[__builtin_offsetof(pp_ruleset, dealer_steal) == BYTE_SWITCHES + 1
    && __builtin_offsetof(pp_ruleset, all_pass) == BYTE_SWITCHES + 2
    && __builtin_offsetof(pp_ruleset, smudge) == BYTE_SWITCHES + 3
    && __builtin_offsetof(pp_ruleset, trumping) == BYTE_SWITCHES + 4
    && __builtin_offsetof(pp_ruleset, win_rule) == BYTE_SWITCHES + 5
    && __builtin_offsetof(pp_ruleset, made_bid_scores) == BYTE_SWITCHES + SWITCHES - 2 ? 1 : -1];

void rulesets_switches(const pp_ruleset *rules, Int16 out[SWITCHES])
{
    const UInt8 *bytes = (const UInt8 *)rules + BYTE_SWITCHES;
    UInt8 i;
    out[0] = rules->target;
    for (i = 1; i < SWITCHES; i++)
        out[i] = bytes[i - 1];
}

static Boolean same_switches(const pp_ruleset *a, const Int16 *switches)
{
    Int16 values[SWITCHES];
    UInt8 i;
    rulesets_switches(a, values);
    for (i = 0; i < SWITCHES; i++)
        if (values[i] != switches[i])
            return false;
    return true;
}

Boolean rulesets_from(const Char *savedName, const Int16 *switches, UInt8 count, pp_ruleset *rules,
                      Char *name)
{
    UInt8 index;
    if (count == 0) {
        for (index = 0; index < PP_RULESETS; index++) {
            if (StrCaselessCompare(savedName, pp_rules_name(index)) == 0) {
                pp_rules_named(index, rules);
                StrCopy(name, pp_rules_name(index));
                return true;
            }
        }
        return false;
    }
    if (count != SWITCHES || switches[0] < 1 || switches[0] > 999)
        return false;
    for (index = 1; index < SWITCHES; index++)
        if (switches[index] < 0 || switches[index] > 255)
            return false;
    rules->target = switches[0];
    for (index = 1; index < SWITCHES; index++)
        ((UInt8 *)rules + BYTE_SWITCHES)[index - 1] = (UInt8)switches[index];
    rules->reserved = 0;
    if (!pp_rules_valid(rules))
        return false;
    for (index = 0; index < PP_RULESETS; index++) {
        pp_ruleset known;
        pp_rules_named(index, &known);
        if (same_switches(&known, switches)) {
            StrCopy(name, pp_rules_name(index));
            return true;
        }
    }
    StrCopy(name, "house");
    return true;
}
