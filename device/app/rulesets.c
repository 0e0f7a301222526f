/* rulesets.c: rulesets from saved names and switches (see rulesets.h). */
#include "rulesets.h"

void rulesets_switches(const pp_ruleset *rules, Int16 out[SWITCHES])
{
    out[0] = rules->target;
    out[1] = rules->low_to;
    out[2] = rules->dealer_steal;
    out[3] = rules->all_pass;
    out[4] = rules->smudge;
    out[5] = rules->trumping;
    out[6] = rules->win_rule;
    out[7] = rules->made_bid_scores;
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
    rules->low_to = (UInt8)switches[1];
    rules->dealer_steal = (UInt8)switches[2];
    rules->all_pass = (UInt8)switches[3];
    rules->smudge = (UInt8)switches[4];
    rules->trumping = (UInt8)switches[5];
    rules->win_rule = (UInt8)switches[6];
    rules->made_bid_scores = (UInt8)switches[7];
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
