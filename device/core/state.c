/* state.c: the state machine (see state.h and palm_pitch/state.py). */
#include "state.h"

#include "auction.h"
#include "rng.h"

/* Everything of the hand back to "nothing dealt, nothing bid, nothing played". */
static void clear_hand(pp_state *state)
{
    uint8_t i;
    for (i = 0; i < 4; i++) {
        pp_cards_clear(&state->hands[i]);
        pp_cards_clear(&state->dealt[i]);
        state->bids[i] = PP_PASS;
    }
    pp_cards_clear(&state->won[0]);
    pp_cards_clear(&state->won[1]);
    for (i = 0; i < 7; i++) {
        state->tricks[i].leader = 0;
        state->tricks[i].winner = PP_NONE;
        state->tricks[i].count = 0;
    }
    state->ntricks = 0;
    state->nbids = 0;
    state->high_bid = PP_PASS;
    state->pitcher = PP_NONE;
    state->winner = PP_NONE;
    state->trump = PP_NONE;
    state->leader = 0;
    state->to_move = PP_NONE;
}

void pp_state_new_game(pp_state *state, const pp_ruleset *rules, uint32_t seed, int16_t score0,
                       int16_t score1)
{
    clear_hand(state);
    pp_rules_copy(&state->rules, rules);
    state->rng_state = pp_rng_seed_state(seed);
    state->dealer = (uint8_t)pp_rng_below(&state->rng_state, 4);
    state->scores[0] = score0;
    state->scores[1] = score1;
    state->hand_number = 0;
    state->has_result = 0;
    state->phase = PP_PHASE_DEAL;
}

static void start_auction(pp_state *state)
{
    uint8_t seat;
    for (seat = 0; seat < 4; seat++)
        state->hands[seat] = state->dealt[seat];
    state->phase = PP_PHASE_BID;
    state->to_move = (state->dealer + 1) & 3u;
}

int pp_state_from_deal(pp_state *state, const pp_ruleset *rules, const pp_cards hands[4], uint8_t dealer,
                       int16_t score0, int16_t score1, uint32_t rng_state)
{
    pp_cards seen;
    uint8_t seat, suit;
    if (dealer > 3)
        return -1;
    pp_cards_clear(&seen);
    for (seat = 0; seat < 4; seat++) {
        if (pp_cards_count(&hands[seat]) != 6)
            return -1;
        for (suit = 0; suit < 4; suit++) {
            if ((seen.suit[suit] & hands[seat].suit[suit]) || (hands[seat].suit[suit] & ~PP_SUIT_BITS))
                return -1;
            seen.suit[suit] |= hands[seat].suit[suit];
        }
    }
    clear_hand(state);
    pp_rules_copy(&state->rules, rules);
    state->rng_state = rng_state;
    state->dealer = dealer;
    state->scores[0] = score0;
    state->scores[1] = score1;
    state->hand_number = 1;
    state->has_result = 0;
    for (seat = 0; seat < 4; seat++)
        state->dealt[seat] = hands[seat];
    start_auction(state);
    return 0;
}

pp_reason pp_state_deal(pp_state *state)
{
    if (state->phase != PP_PHASE_DEAL)
        return PP_REASON(PP_R_NOT_TIME_TO_DEAL, 0);
    /* (The hand is clear already: new_game and next_hand, the ways into DEAL, cleared it.) */
    pp_rng_deal(&state->rng_state, state->dealer, state->dealt);
    state->hand_number++;
    start_auction(state);
    return PP_OK;
}

pp_reason pp_state_next_hand(pp_state *state)
{
    if (state->phase != PP_PHASE_SCORE)
        return PP_REASON(state->phase < PP_PHASE_SCORE ? PP_R_HAND_NOT_OVER : PP_R_GAME_OVER, 0);
    clear_hand(state);
    state->dealer = (state->dealer + 1) & 3u;
    state->phase = PP_PHASE_DEAL;
    return PP_OK;
}

pp_reason pp_state_advance(pp_state *state)
{
    if (state->phase == PP_PHASE_DEAL)
        return pp_state_deal(state);
    if (state->phase == PP_PHASE_SCORE)
        return pp_state_next_hand(state);
    return PP_REASON(state->phase < PP_PHASE_SCORE ? PP_R_PLAYER_MUST_ACT : PP_R_GAME_OVER, 0);
}

const pp_trick *pp_state_current_trick(const pp_state *state)
{
    return &state->tricks[state->ntricks];
}

void pp_state_legal_play_mask(const pp_state *state, pp_cards *out)
{
    const pp_cards *hand;
    const pp_trick *trick;
    if (state->phase != PP_PHASE_PLAY) {
        pp_cards_clear(out);
        return;
    }
    hand = &state->hands[state->to_move];
    trick = pp_state_current_trick(state);
    if (trick->count) {
        uint8_t led = pp_card_suit(trick->cards[0]);
        uint16_t follow = hand->suit[led];
        if (follow) {
            pp_cards_clear(out);
            out->suit[led] = follow;
            if (state->rules.trumping == PP_TRUMPING_ANY_TIME)
                out->suit[state->trump] |= hand->suit[state->trump];
            return;
        }
    }
    *out = *hand;
}

uint8_t pp_state_legal_actions(const pp_state *state, pp_action out[PP_MAX_ACTIONS])
{
    if (state->phase == PP_PHASE_PLAY) {
        pp_cards legal;
        pp_state_legal_play_mask(state, &legal);
        return pp_cards_list(&legal, out);
    }
    if (state->phase == PP_PHASE_BID)
        return pp_auction_legal_bids(&state->rules, state->high_bid, state->to_move == state->dealer, out);
    return 0;
}

/* Why the player to move may not play `card` (in PLAY); PP_OK if it may. */
static pp_reason play_reason(const pp_state *state, pp_card card)
{
    const pp_cards *hand = &state->hands[state->to_move];
    const pp_trick *trick = pp_state_current_trick(state);
    uint8_t suit = pp_card_suit(card), led;
    if (!pp_cards_has(hand, card))
        return PP_REASON(PP_R_NOT_IN_HAND, 0);
    if (!trick->count)
        return PP_OK;
    led = pp_card_suit(trick->cards[0]);
    if (suit == led || !hand->suit[led])
        return PP_OK;
    if (suit == state->trump && state->rules.trumping == PP_TRUMPING_ANY_TIME)
        return PP_OK;
    if (led == state->trump)
        return PP_REASON(PP_R_MUST_FOLLOW_TRUMP, 0);
    if (state->rules.trumping == PP_TRUMPING_ANY_TIME)
        return PP_REASON(PP_R_MUST_FOLLOW_OR_TRUMP, led);
    return PP_REASON(PP_R_MUST_FOLLOW, led);
}

pp_reason pp_state_why_illegal(const pp_state *state, pp_action action)
{
    switch (state->phase) {
    case PP_PHASE_GAME_OVER: return PP_REASON(PP_R_GAME_OVER, 0);
    case PP_PHASE_SCORE: return PP_REASON(PP_R_HAND_OVER, 0);
    case PP_PHASE_DEAL: return PP_REASON(PP_R_NOT_DEALT, 0);
    default: break;
    }
    if (PP_ACTION_IS_BID(action)) {
        if (state->phase != PP_PHASE_BID)
            return PP_REASON(PP_R_BIDDING_OVER, 0);
        return pp_auction_bid_reason(&state->rules, state->high_bid, state->to_move == state->dealer,
                                     PP_BID_OF_ACTION(action));
    }
    if (PP_ACTION_IS_CARD(action)) {
        if (state->phase != PP_PHASE_PLAY)
            return PP_REASON(PP_R_BIDDING_NOT_OVER, 0);
        return play_reason(state, action);
    }
    return PP_REASON(PP_R_NOT_AN_ACTION, 0);
}

static pp_reason apply_bid(pp_state *state, uint8_t bid)
{
    uint8_t seat = state->to_move, position;
    if (!(pp_auction_legal_mask(&state->rules, state->high_bid, seat == state->dealer) >> bid & 1u))
        return pp_auction_bid_reason(&state->rules, state->high_bid, seat == state->dealer, bid);
    if (bid > state->high_bid)
        state->high_bid = bid;
    state->bids[state->nbids++] = bid;
    if (state->nbids < 4) {
        state->to_move = (seat + 1) & 3u;
        return PP_OK;
    }
    state->to_move = PP_NONE;
    if (state->high_bid == PP_PASS) {
        pp_scoring_score_all_pass(&state->rules, state->dealer, state->scores, state->bids, &state->result);
        state->scores[0] = state->result.scores_after[0];
        state->scores[1] = state->result.scores_after[1];
        state->has_result = 1;
        state->phase = PP_PHASE_SCORE;
        return PP_OK;
    }
    for (position = 0; position < 4; position++)
        if (state->bids[position] == state->high_bid)
            state->pitcher = (state->dealer + 1 + position) & 3u; /* the last: only the dealer can match */
    state->phase = PP_PHASE_PLAY;
    state->to_move = state->leader = state->pitcher;
    state->tricks[0].leader = state->pitcher;
    return PP_OK;
}

/* After the fourth card of a trick: its winner leads the next; after the sixth the hand is scored. */
static void end_trick(pp_state *state)
{
    pp_trick *trick = &state->tricks[state->ntricks];
    uint8_t taker = (trick->leader + pp_scoring_trick_winner_index(trick->cards, state->trump)) & 3u, i;
    trick->winner = taker;
    for (i = 0; i < 4; i++)
        pp_cards_add(&state->won[taker & 1u], trick->cards[i]);
    state->ntricks++;
    state->tricks[state->ntricks].leader = taker;
    state->leader = taker;
    if (state->ntricks < 6) {
        state->to_move = taker;
        return;
    }
    pp_scoring_score_hand(&state->rules, state->dealer, state->pitcher, state->high_bid, state->trump,
                          state->dealt, state->won, state->scores, state->bids, &state->result);
    state->scores[0] = state->result.scores_after[0];
    state->scores[1] = state->result.scores_after[1];
    state->winner = state->result.winner;
    state->has_result = 1;
    state->to_move = PP_NONE;
    state->phase = state->winner == PP_NONE ? PP_PHASE_SCORE : PP_PHASE_GAME_OVER;
}

static pp_reason apply_card(pp_state *state, pp_card card)
{
    uint8_t seat = state->to_move, suit = pp_card_suit(card);
    pp_trick *trick = &state->tricks[state->ntricks];
    uint16_t *hand = state->hands[seat].suit;
    uint16_t bit = (uint16_t)(1u << pp_card_rank_bit(card));
    if (!(hand[suit] & bit))
        return PP_REASON(PP_R_NOT_IN_HAND, 0);
    if (trick->count) {
        /* play_reason's rule, asked of this one card: follow suit (or trump, where allowed). */
        uint8_t led = pp_card_suit(trick->cards[0]);
        if (suit != led && hand[led]
            && (suit != state->trump || state->rules.trumping != PP_TRUMPING_ANY_TIME))
            return play_reason(state, card);
    } else {
        if (state->trump == PP_NONE)
            state->trump = pp_card_suit(card); /* the pitch sets trump */
        state->leader = trick->leader = seat;
    }
    hand[suit] &= (uint16_t)~bit;
    trick->cards[trick->count++] = card;
    if (trick->count < 4)
        state->to_move = (seat + 1) & 3u;
    else
        end_trick(state);
    return PP_OK;
}

pp_reason pp_state_apply(pp_state *state, pp_action action)
{
    if (PP_ACTION_IS_CARD(action) && state->phase == PP_PHASE_PLAY)
        return apply_card(state, action);
    if (PP_ACTION_IS_BID(action) && state->phase == PP_PHASE_BID)
        return apply_bid(state, PP_BID_OF_ACTION(action));
    return pp_state_why_illegal(state, action);
}
