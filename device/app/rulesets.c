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

Boolean rulesets_from(const Char *savedName, const Int16 *switches, UInt8 count, pp_ruleset *rules,
                      Char *name)
{
    UInt8 index;
    if (count != 0) { /* the switches: in range, valid together */
        if (count != SWITCHES || switches[0] < 1 || switches[0] > 999)
            return false;
        rules->target = switches[0];
        for (index = 1; index < SWITCHES; index++) {
            if ((UInt16)switches[index] > 255) /* (a negative one too) */
                return false;
            ((UInt8 *)rules + BYTE_SWITCHES)[index - 1] = (UInt8)switches[index];
        }
        rules->reserved = 0;
        if (!pp_rules_valid(rules))
            return false;
    }
    /* the registered ruleset of that name (no switches), or of the same switches: the same bytes
     * (pp_rules_named and the above clear `reserved` alike) */
    for (index = 0; index < PP_RULESETS; index++) {
        pp_ruleset known;
        pp_rules_named(index, &known);
        if (count == 0 ? StrCaselessCompare(savedName, pp_rules_name(index)) == 0
                       : MemCmp(&known, rules, sizeof known) == 0) {
            pp_rules_copy(rules, &known);
            StrCopy(name, pp_rules_name(index));
            return true;
        }
    }
    if (count == 0)
        return false; /* a name Pitch does not know */
    StrCopy(name, "house");
    return true;
}
