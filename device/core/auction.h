/* auction.h: which bids are legal and why a bid is refused (the twin of palm_pitch/auction.py).
 * Everything depends only on the ruleset, the high bid so far (PP_PASS: nobody has bid) and
 * whether the bidder is the dealer, who bids last. Bids here are values (0, 2, 3, 4, 5), not
 * actions. */
#ifndef PP_AUCTION_H
#define PP_AUCTION_H

#include "actions.h"
#include "rules.h"

/* Why `bid` is refused (PP_OK if it is legal):
 * - a pass is always legal, except for the dealer after three passes under a forced dealer bid;
 * - Smudge only where the ruleset has it;
 * - a bid must beat the high bid; the dealer may instead match it where the ruleset lets it steal
 *   (any bid, or only a 4). */
pp_reason pp_auction_bid_reason(const pp_ruleset *rules, uint8_t high, int is_dealer, uint8_t bid);

/* The legal bids as a mask: bit b set for each legal bid b (one entry of Python's auction_table). */
uint8_t pp_auction_legal_mask(const pp_ruleset *rules, uint8_t high, int is_dealer);

/* The bids of such a mask as actions, pass first then lowest first, into out; returns how many. */
uint8_t pp_auction_bids_of(uint8_t mask, pp_action out[5]);

/* The legal bids as actions, pass first then lowest first, into out; returns how many. */
uint8_t pp_auction_legal_bids(const pp_ruleset *rules, uint8_t high, int is_dealer, pp_action out[5]);

#endif
