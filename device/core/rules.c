/* rules.c: the named rulesets (see rules.h). They are data in read-only memory, reached by index:
 * no table of pointers (a flat `code` 1 resource could not relocate one). */
#include "rules.h"

static const pp_ruleset NAMED[PP_RULESETS] = {
    /* palm: Palm Pitch as on the handheld */
    {21, PP_LOW_TO_TRICK_WINNER, PP_STEAL_MATCH_ANY, PP_ALL_PASS_FORCED_DEALER, PP_SMUDGE_FIVE,
     PP_TRUMPING_ANY_TIME, PP_WIN_MADE_BID, PP_MADE_POINTS_TAKEN, 0},
    /* palm-11: first to 11 */
    {11, PP_LOW_TO_TRICK_WINNER, PP_STEAL_MATCH_ANY, PP_ALL_PASS_FORCED_DEALER, PP_SMUDGE_FIVE,
     PP_TRUMPING_ANY_TIME, PP_WIN_MADE_BID, PP_MADE_POINTS_TAKEN, 0},
    /* low-to-holder */
    {21, PP_LOW_TO_HOLDER, PP_STEAL_MATCH_ANY, PP_ALL_PASS_FORCED_DEALER, PP_SMUDGE_FIVE,
     PP_TRUMPING_ANY_TIME, PP_WIN_MADE_BID, PP_MADE_POINTS_TAKEN, 0},
    /* strict-follow */
    {21, PP_LOW_TO_TRICK_WINNER, PP_STEAL_MATCH_ANY, PP_ALL_PASS_FORCED_DEALER, PP_SMUDGE_FIVE,
     PP_TRUMPING_WHEN_VOID, PP_WIN_MADE_BID, PP_MADE_POINTS_TAKEN, 0},
    /* setback-11 */
    {11, PP_LOW_TO_TRICK_WINNER, PP_STEAL_MATCH_FOUR, PP_ALL_PASS_REDEAL, PP_SMUDGE_OFF,
     PP_TRUMPING_ANY_TIME, PP_WIN_COUNT_OUT, PP_MADE_POINTS_TAKEN, 0},
    /* bid-only */
    {21, PP_LOW_TO_TRICK_WINNER, PP_STEAL_NONE, PP_ALL_PASS_DEALER_SET_BACK, PP_SMUDGE_WINS_GAME,
     PP_TRUMPING_ANY_TIME, PP_WIN_MADE_BID, PP_MADE_BID, 0},
};

static const char NAMES[PP_RULESETS][PP_RULESET_NAME_SIZE] = {
    "palm", "palm-11", "low-to-holder", "strict-follow", "setback-11", "bid-only",
};

uint8_t pp_rules_max_bid(const pp_ruleset *rules)
{
    return rules->smudge == PP_SMUDGE_OFF ? 4 : 5;
}

int pp_rules_valid(const pp_ruleset *rules)
{
    return rules->low_to <= PP_LOW_TO_HOLDER
        && rules->dealer_steal >= PP_STEAL_MATCH_ANY && rules->dealer_steal <= PP_STEAL_NONE
        && rules->all_pass >= PP_ALL_PASS_FORCED_DEALER && rules->all_pass <= PP_ALL_PASS_DEALER_SET_BACK
        && rules->smudge >= PP_SMUDGE_FIVE && rules->smudge <= PP_SMUDGE_OFF
        && rules->trumping >= PP_TRUMPING_ANY_TIME && rules->trumping <= PP_TRUMPING_WHEN_VOID
        && rules->win_rule >= PP_WIN_MADE_BID && rules->win_rule <= PP_WIN_COUNT_OUT
        && rules->made_bid_scores >= PP_MADE_POINTS_TAKEN && rules->made_bid_scores <= PP_MADE_BID;
}

void pp_rules_copy(pp_ruleset *out, const pp_ruleset *rules)
{
    /* Field by field: a structure assignment would call memcpy. */
    out->target = rules->target;
    out->low_to = rules->low_to;
    out->dealer_steal = rules->dealer_steal;
    out->all_pass = rules->all_pass;
    out->smudge = rules->smudge;
    out->trumping = rules->trumping;
    out->win_rule = rules->win_rule;
    out->made_bid_scores = rules->made_bid_scores;
    out->reserved = 0;
}

int pp_rules_named(uint8_t index, pp_ruleset *out)
{
    if (index >= PP_RULESETS)
        return -1;
    pp_rules_copy(out, &NAMED[index]);
    return 0;
}

const char *pp_rules_name(uint8_t index)
{
    return index < PP_RULESETS ? NAMES[index] : 0;
}

void pp_rules_palm(pp_ruleset *out)
{
    pp_rules_copy(out, &NAMED[0]);
}
