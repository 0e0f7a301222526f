/* auction.c: the bidding rules (see auction.h). */
#include "auction.h"

pp_reason pp_auction_bid_reason(const pp_ruleset *rules, uint8_t high, int is_dealer, uint8_t bid)
{
    uint8_t max_bid = pp_rules_max_bid(rules);
    if (bid == PP_PASS) {
        if (is_dealer && high == PP_PASS && rules->all_pass == PP_ALL_PASS_FORCED_DEALER)
            return PP_REASON(PP_R_DEALER_MUST_BID, 0);
        return PP_OK;
    }
    if (bid > max_bid)
        return PP_REASON(PP_R_NO_SMUDGE, 0);
    if (bid > high)
        return PP_OK;
    if (is_dealer && bid == high) {
        uint8_t steal = rules->dealer_steal;
        if (steal == PP_STEAL_MATCH_ANY || (steal == PP_STEAL_MATCH_FOUR && bid == PP_BID_FOUR))
            return PP_OK;
        if (steal == PP_STEAL_MATCH_FOUR)
            return PP_REASON(PP_R_DEALER_MATCH_FOUR, 0);
    }
    if (high == max_bid)
        return PP_REASON(PP_R_NOTHING_BEATS, high);
    return PP_REASON(PP_R_BID_MUST_BEAT, high);
}

/* The bids pp_auction_bid_reason allows, as a mask (bit b for bid b), worked out directly: the
 * differential tests compare every legal bid with every refusal. */
uint8_t pp_auction_legal_mask(const pp_ruleset *rules, uint8_t high, int is_dealer)
{
    /* The real bids 2..max_bid (bits 2..5) above the high bid; the dealer's steal; the pass. */
    uint8_t max_bid = rules->smudge == PP_SMUDGE_OFF ? PP_BID_FOUR : PP_BID_SMUDGE;
    unsigned mask = (0x3Cu & ((2u << max_bid) - 1u)) & ~((2u << high) - 1u);
    if (is_dealer && high != PP_PASS
        && (rules->dealer_steal == PP_STEAL_MATCH_ANY
            || (rules->dealer_steal == PP_STEAL_MATCH_FOUR && high == PP_BID_FOUR)))
        mask |= 1u << high;
    if (!(is_dealer && high == PP_PASS && rules->all_pass == PP_ALL_PASS_FORCED_DEALER))
        mask |= 1u << PP_PASS;
    return (uint8_t)mask;
}

uint8_t pp_auction_bids_of(uint8_t mask, pp_action out[5])
{
    uint8_t bid, count = 0;
    for (bid = PP_PASS; mask; bid++, mask >>= 1)
        if (mask & 1u)
            out[count++] = PP_ACTION_OF_BID(bid);
    return count;
}

uint8_t pp_auction_legal_bids(const pp_ruleset *rules, uint8_t high, int is_dealer, pp_action out[5])
{
    return pp_auction_bids_of(pp_auction_legal_mask(rules, high, is_dealer), out);
}
