/* refusals.h: why the rules refuse an action, one code a reason (actions.h's pp_reason),
 * in the order of the Python binding's table, whose sentences the differential tests check.
 * Generated from palm_pitch/cengine/game.py (REFUSALS) by tools/c_twins.py: do not edit;
 * change the Python and run `python tools/regenerate.py` (a test fails on a stale copy). */
#ifndef PP_REFUSALS_H
#define PP_REFUSALS_H

enum pp_reason_code {
    PP_OK = 0,
    PP_R_GAME_OVER,            /* "The game is over" */
    PP_R_HAND_OVER,            /* "The hand is over" */
    PP_R_NOT_DEALT,            /* "Cards not dealt yet" */
    PP_R_BIDDING_OVER,         /* "Bidding is over" (a bid during the play) */
    PP_R_BIDDING_NOT_OVER,     /* "Bidding is not over" (a card during the auction) */
    PP_R_NOT_AN_ACTION,        /* "Not a bid or a card" */
    PP_R_DEALER_MUST_BID,      /* "Dealer must bid" */
    PP_R_NO_SMUDGE,            /* "No Smudge in these rules" */
    PP_R_DEALER_MATCH_FOUR,    /* "Dealer may match only a 4" */
    PP_R_NOTHING_BEATS,        /* "Nothing beats <bid>" (detail: the high bid) */
    PP_R_BID_MUST_BEAT,        /* "Bid must beat <bid>" (detail: the high bid) */
    PP_R_NOT_IN_HAND,          /* "Card not in hand" */
    PP_R_MUST_FOLLOW_TRUMP,    /* "Must follow trump" */
    PP_R_MUST_FOLLOW_OR_TRUMP, /* "Must follow <suit> or trump" (detail: the suit led) */
    PP_R_MUST_FOLLOW,          /* "Must follow <suit>" (detail: the suit led) */
    PP_R_NOT_TIME_TO_DEAL,     /* "Not time to deal" (deal outside the DEAL phase) */
    PP_R_HAND_NOT_OVER,        /* "The hand is not over" (next hand before the end of the hand) */
    PP_R_PLAYER_MUST_ACT,      /* "A player must act" (advance during the auction or the play) */
    PP_R_NOT_YOUR_TURN,        /* "Not your turn" (a view's seat is not the one to move) */
    PP_R_COUNT
};

#endif
