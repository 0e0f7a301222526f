/* actions.h: what a player does (a bid or a card) and why the rules refuse an action (the twin of
 * palm_pitch/actions.py and of the reasons its IllegalActionError carries).
 *
 * An action is one byte: a card 0..51, or PP_BID_BASE + the bid (pass 0, then 2, 3, 4 and Smudge 5).
 * A refusal is a pp_reason: 0 when the action is legal, else a PP_R_* code in the low byte and, for
 * the reasons that name something, a detail in the high byte (a suit 0..3 or a bid 0..5). The
 * words themselves are not here: the Python binding has them (the same sentences as the Python
 * engine, which the differential test checks; refusals.h is generated from its table) and the
 * device app has them as string resources.
 */
#ifndef PP_ACTIONS_H
#define PP_ACTIONS_H

#include <stdint.h>

typedef uint8_t pp_action;

enum { PP_PASS = 0, PP_BID_TWO = 2, PP_BID_THREE = 3, PP_BID_FOUR = 4, PP_BID_SMUDGE = 5 };

#define PP_BID_BASE 0x40u
#define PP_ACTION_OF_BID(bid) ((pp_action)(PP_BID_BASE + (bid)))
#define PP_BID_OF_ACTION(action) ((uint8_t)((action) - PP_BID_BASE))
#define PP_ACTION_IS_CARD(action) ((action) < 52u)
#define PP_ACTION_IS_BID(action) \
    ((action) == PP_BID_BASE || ((action) >= PP_BID_BASE + 2u && (action) <= PP_BID_BASE + 5u))

/* The most actions ever legal at once: six cards, or five bids. */
#define PP_MAX_ACTIONS 6

typedef uint16_t pp_reason;

#include "refusals.h" /* enum pp_reason_code: PP_OK, PP_R_*, generated from the Python binding's table */

#define PP_REASON(code, detail) ((pp_reason)((code) | (unsigned)(detail) << 8))
#define PP_REASON_CODE(reason) ((uint8_t)((reason) & 0xFFu))
#define PP_REASON_DETAIL(reason) ((uint8_t)((reason) >> 8))

#endif
