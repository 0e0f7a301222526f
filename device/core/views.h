/* views.h: what one seat may know (the twin of palm_pitch/views.py's PlayerView).
 *
 * A pp_view is a read-only window onto a state for one seat: everything public (bids, trump, the
 * tricks, how many cards each seat holds, scores, results) and that seat's own cards. The players
 * (random_player.c, heuristic.c, easy.c) include this header and not state.h, so the compiler itself
 * keeps them from reading another seat's hand: pp_state is an incomplete type to them.
 */
#ifndef PP_VIEWS_H
#define PP_VIEWS_H

#include "actions.h"
#include "cards.h"
#include "rules.h"
#include "scoring.h"

struct pp_state;

typedef struct pp_view {
    const struct pp_state *state; /* not to be read directly: use the functions below */
    uint8_t seat;
} pp_view;

static inline void pp_view_make(pp_view *view, const struct pp_state *state, uint8_t seat)
{
    view->state = state;
    view->seat = seat;
}

/* The table. */
const pp_ruleset *pp_view_rules(const pp_view *view);
uint8_t pp_view_phase(const pp_view *view);
uint8_t pp_view_to_move(const pp_view *view);
uint8_t pp_view_dealer(const pp_view *view);
int16_t pp_view_score(const pp_view *view, uint8_t team);
uint16_t pp_view_hand_number(const pp_view *view);

/* The auction. */
uint8_t pp_view_nbids(const pp_view *view);
uint8_t pp_view_bid_at(const pp_view *view, uint8_t position); /* in bidding order */
uint8_t pp_view_bid_of(const pp_view *view, uint8_t seat);     /* PP_NONE if it has not bid yet */
uint8_t pp_view_high_bid(const pp_view *view);
uint8_t pp_view_pitcher(const pp_view *view);

/* The play. */
uint8_t pp_view_trump(const pp_view *view);
uint8_t pp_view_leader(const pp_view *view);          /* leader of the current trick */
const pp_trick *pp_view_trick(const pp_view *view);   /* the current trick */
uint8_t pp_view_ntricks(const pp_view *view);         /* completed tricks */
const pp_trick *pp_view_trick_at(const pp_view *view, uint8_t index); /* a completed trick */
uint8_t pp_view_cards_left(const pp_view *view, uint8_t seat);
void pp_view_played(const pp_view *view, pp_cards *out); /* every card played this hand */
const pp_cards *pp_view_won(const pp_view *view, uint8_t team);

/* Results. */
const pp_hand_result *pp_view_result(const pp_view *view);      /* in SCORE and GAME_OVER, else 0 */
const pp_hand_result *pp_view_last_result(const pp_view *view); /* in any phase, 0 before the first */
uint8_t pp_view_winner(const pp_view *view);

/* The seat's own. */
uint8_t pp_view_seat(const pp_view *view);
uint8_t pp_view_team(const pp_view *view);
uint8_t pp_view_partner(const pp_view *view);
const pp_cards *pp_view_hand(const pp_view *view);
const pp_cards *pp_view_dealt(const pp_view *view);
/* What this seat may do now (nothing when it is not its turn). */
uint8_t pp_view_legal_actions(const pp_view *view, pp_action out[PP_MAX_ACTIONS]);
void pp_view_legal_play_mask(const pp_view *view, pp_cards *out);
pp_reason pp_view_why_illegal(const pp_view *view, pp_action action);

#endif
