/* rulesets.h: rulesets as the saves describe them (the desktop's persistence.ruleset_from and
 * ruleset_switches): a registered name, or a name and the eight switch values in the saves'
 * order (target, low_to, dealer_steal, all_pass, smudge, trumping, win_rule, made_bid_scores),
 * named after the first registered ruleset with the same switches, else "house". */
#ifndef PITCH_RULESETS_H
#define PITCH_RULESETS_H

#include "app.h"

/* The ruleset of a save into *rules and its name into name (NAME_SIZE); false if the name is
 * unknown (with no switches), or a switch value is out of range (then *rules is not to be used). */
Boolean rulesets_from(const Char *savedName, const Int16 *switches, UInt8 count, pp_ruleset *rules,
                      Char *name);

/* The switch values of a ruleset, in the saves' order. */
void rulesets_switches(const pp_ruleset *rules, Int16 out[SWITCHES]);

#endif
