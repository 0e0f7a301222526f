/* views.c: one seat's window onto the state (see views.h). */
#include "views.h"

#include "state.h"

const pp_ruleset *pp_view_rules(const pp_view *view) { return &view->state->rules; }
uint8_t pp_view_phase(const pp_view *view) { return view->state->phase; }
uint8_t pp_view_to_move(const pp_view *view) { return view->state->to_move; }
uint8_t pp_view_dealer(const pp_view *view) { return view->state->dealer; }
int16_t pp_view_score(const pp_view *view, uint8_t team) { return view->state->scores[team & 1u]; }
uint16_t pp_view_hand_number(const pp_view *view) { return view->state->hand_number; }

uint8_t pp_view_nbids(const pp_view *view) { return view->state->nbids; }

uint8_t pp_view_bid_at(const pp_view *view, uint8_t position)
{
    return position < view->state->nbids ? view->state->bids[position] : PP_NONE;
}

uint8_t pp_view_bid_of(const pp_view *view, uint8_t seat)
{
    return pp_view_bid_at(view, (uint8_t)((seat - view->state->dealer - 1) & 3u));
}

uint8_t pp_view_high_bid(const pp_view *view) { return view->state->high_bid; }
uint8_t pp_view_pitcher(const pp_view *view) { return view->state->pitcher; }
uint8_t pp_view_trump(const pp_view *view) { return view->state->trump; }
uint8_t pp_view_leader(const pp_view *view) { return view->state->leader; }
const pp_trick *pp_view_trick(const pp_view *view) { return pp_state_current_trick(view->state); }
uint8_t pp_view_ntricks(const pp_view *view) { return view->state->ntricks; }

const pp_trick *pp_view_trick_at(const pp_view *view, uint8_t index)
{
    return index < view->state->ntricks ? &view->state->tricks[index] : 0;
}

uint8_t pp_view_cards_left(const pp_view *view, uint8_t seat)
{
    return pp_cards_count(&view->state->hands[seat & 3u]);
}

void pp_view_played(const pp_view *view, pp_cards *out)
{
    const pp_state *state = view->state;
    const pp_trick *trick = pp_state_current_trick(state);
    uint8_t i;
    for (i = 0; i < 4; i++)
        out->suit[i] = (uint16_t)(state->won[0].suit[i] | state->won[1].suit[i]);
    for (i = 0; i < trick->count; i++)
        pp_cards_add(out, trick->cards[i]);
}

const pp_cards *pp_view_won(const pp_view *view, uint8_t team) { return &view->state->won[team & 1u]; }

const pp_hand_result *pp_view_result(const pp_view *view)
{
    const pp_state *state = view->state;
    return state->phase >= PP_PHASE_SCORE && state->has_result ? &state->result : 0;
}

const pp_hand_result *pp_view_last_result(const pp_view *view)
{
    return view->state->has_result ? &view->state->result : 0;
}

uint8_t pp_view_winner(const pp_view *view) { return view->state->winner; }
uint8_t pp_view_seat(const pp_view *view) { return view->seat; }
uint8_t pp_view_team(const pp_view *view) { return view->seat & 1u; }
uint8_t pp_view_partner(const pp_view *view) { return (view->seat + 2) & 3u; }
const pp_cards *pp_view_hand(const pp_view *view) { return &view->state->hands[view->seat]; }
const pp_cards *pp_view_dealt(const pp_view *view) { return &view->state->dealt[view->seat]; }

uint8_t pp_view_legal_actions(const pp_view *view, pp_action out[PP_MAX_ACTIONS])
{
    return view->state->to_move == view->seat ? pp_state_legal_actions(view->state, out) : 0;
}

void pp_view_legal_play_mask(const pp_view *view, pp_cards *out)
{
    if (view->state->to_move == view->seat)
        pp_state_legal_play_mask(view->state, out);
    else
        pp_cards_clear(out);
}

pp_reason pp_view_why_illegal(const pp_view *view, pp_action action)
{
    if (view->state->to_move != view->seat)
        return PP_REASON(PP_R_NOT_YOUR_TURN, 0);
    return pp_state_why_illegal(view->state, action);
}
