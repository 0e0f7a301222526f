/* rules.h: the house-rule switches of one table and the named rulesets (the twin of
 * palm_pitch/rules.py; every value is the Python IntEnum's value).
 * Generated from palm_pitch/rules.py by tools/c_twins.py: do not edit;
 * change the Python and run `python tools/regenerate.py` (a test fails on a stale copy). */
#ifndef PP_RULES_H
#define PP_RULES_H

#include <stdint.h>

enum { PP_LOW_TO_TRICK_WINNER = 0, PP_LOW_TO_HOLDER = 1 };
enum { PP_STEAL_MATCH_ANY = 1, PP_STEAL_MATCH_FOUR = 2, PP_STEAL_NONE = 3 };
enum { PP_ALL_PASS_FORCED_DEALER = 1, PP_ALL_PASS_REDEAL = 2, PP_ALL_PASS_DEALER_SET_BACK = 3 };
enum { PP_SMUDGE_FIVE = 1, PP_SMUDGE_WINS_GAME = 2, PP_SMUDGE_OFF = 3 };
enum { PP_TRUMPING_ANY_TIME = 1, PP_TRUMPING_WHEN_VOID = 2 };
enum { PP_WIN_MADE_BID = 1, PP_WIN_COUNT_OUT = 2 };
enum { PP_MADE_POINTS_TAKEN = 1, PP_MADE_BID = 2 };

typedef struct pp_ruleset {
    /* score needed to win (see win_rule) */
    int16_t target;
    /* PP_LOW_TO_*: Who scores the Low point. */
    uint8_t low_to;
    /* PP_STEAL_*: May the dealer, bidding last, take the bid by matching the high bid instead of beating it? */
    uint8_t dealer_steal;
    /* PP_ALL_PASS_*: What happens when nobody bids. */
    uint8_t all_pass;
    /* PP_SMUDGE_*: The Smudge bid (5: all six tricks and all four points). */
    uint8_t smudge;
    /* PP_TRUMPING_*: When may a player who can follow suit play a trump instead? */
    uint8_t trumping;
    /* PP_WIN_*: Who may win the match, and when. */
    uint8_t win_rule;
    /* PP_MADE_*: What a pitcher's team scores when it makes its bid. */
    uint8_t made_bid_scores;
    /* 0: the record's size is even */
    uint8_t reserved;
} pp_ruleset;

/* The highest bid: 5 (Smudge), or 4 where there is no Smudge. */
uint8_t pp_rules_max_bid(const pp_ruleset *rules);

/* *out = *rules. */
void pp_rules_copy(pp_ruleset *out, const pp_ruleset *rules);

/* 1 if every switch holds one of its values, else 0. */
int pp_rules_valid(const pp_ruleset *rules);

/* The named rulesets, in the Python registry's order (palm first). */
#define PP_RULESETS 6
#define PP_RULESET_NAME_SIZE 16
/* Copies named ruleset number `index` into *out; returns 0, or -1 if there is no such ruleset. */
int pp_rules_named(uint8_t index, pp_ruleset *out);
/* The registry name of ruleset `index` ("palm", ...), or 0 if there is none. */
const char *pp_rules_name(uint8_t index);
/* The palm ruleset (the default). */
void pp_rules_palm(pp_ruleset *out);

#endif
