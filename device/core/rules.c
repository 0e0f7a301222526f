/* rules.c: the named rulesets (see rules.h). They are data in read-only memory, reached
 * by index: no table of pointers (a flat `code` 1 resource could not relocate one).
 * Generated from palm_pitch/rules.py by tools/c_twins.py: do not edit;
 * change the Python and run `python tools/regenerate.py` (a test fails on a stale copy). */
#include "rules.h"

static const pp_ruleset NAMED[PP_RULESETS] = {
    /* palm: Palm Pitch as on the handheld: 21 on a made bid, low to the trick winner */
    {21, PP_LOW_TO_TRICK_WINNER, PP_STEAL_MATCH_ANY, PP_ALL_PASS_FORCED_DEALER, PP_SMUDGE_FIVE,
     PP_TRUMPING_ANY_TIME, PP_WIN_MADE_BID, PP_MADE_POINTS_TAKEN, 0},
    /* palm-11: Palm rules in a short match: first to 11 on a made bid */
    {11, PP_LOW_TO_TRICK_WINNER, PP_STEAL_MATCH_ANY, PP_ALL_PASS_FORCED_DEALER, PP_SMUDGE_FIVE,
     PP_TRUMPING_ANY_TIME, PP_WIN_MADE_BID, PP_MADE_POINTS_TAKEN, 0},
    /* low-to-holder: Palm rules, but Low scores for the team it was dealt to */
    {21, PP_LOW_TO_HOLDER, PP_STEAL_MATCH_ANY, PP_ALL_PASS_FORCED_DEALER, PP_SMUDGE_FIVE,
     PP_TRUMPING_ANY_TIME, PP_WIN_MADE_BID, PP_MADE_POINTS_TAKEN, 0},
    /* strict-follow: Palm rules, but a player may trump only when void in the suit led */
    {21, PP_LOW_TO_TRICK_WINNER, PP_STEAL_MATCH_ANY, PP_ALL_PASS_FORCED_DEALER, PP_SMUDGE_FIVE,
     PP_TRUMPING_WHEN_VOID, PP_WIN_MADE_BID, PP_MADE_POINTS_TAKEN, 0},
    /* setback-11: Setback to 11: dealer steals only a 4, all pass redeals, no Smudge, count-out */
    {11, PP_LOW_TO_TRICK_WINNER, PP_STEAL_MATCH_FOUR, PP_ALL_PASS_REDEAL, PP_SMUDGE_OFF,
     PP_TRUMPING_ANY_TIME, PP_WIN_COUNT_OUT, PP_MADE_POINTS_TAKEN, 0},
    /* bid-only: A made bid scores just the bid; no steal; all pass sets dealer back 2; Smudge wins */
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
