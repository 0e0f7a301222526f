/* session.c: the game in progress (see session.h). */
#include "session.h"

#include "easy.h"
#include "heuristic.h"
#include "views.h"

void session_new(Session *session, const pp_ruleset *rules, const Char *name, UInt32 seed)
{
    pp_state_new_game(&session->state, rules, seed, 0, 0);
    session->firstDealer = session->state.dealer; /* the core draws it when the game starts */
    pp_state_deal(&session->state);
    session->handStart = session->state;
    session->seed = seed;
    StrNCopy(session->rulesetName, name, NAME_SIZE - 1);
    session->rulesetName[NAME_SIZE - 1] = 0;
    session->nHand = 0;
    session->undoUsed = false;
    session->hasLastDeal = false;
}

__attribute__((noinline)) pp_reason session_apply(Session *session, pp_action action)
{
    UInt8 seat = session->state.to_move;
    pp_reason reason = pp_state_apply(&session->state, action);
    if (reason != PP_OK)
        return reason;
    if (session->nHand < sizeof session->handActions) {
        session->handActions[session->nHand] = action;
        session->handSeats[session->nHand] = seat == PP_NONE ? SOUTH : seat;
        session->nHand++;
    }
    return PP_OK;
}

__attribute__((noinline)) UInt8 session_last_south(const Session *session)
{
    UInt8 last = session->nHand, i;
    for (i = 0; i < session->nHand; i++)
        if (session->handSeats[i] == SOUTH)
            last = i;
    return last;
}

Boolean session_can_take_back(const Session *session)
{
    UInt8 phase = session->state.phase;
    return (phase == PP_PHASE_BID || phase == PP_PHASE_PLAY) && session_last_south(session) < session->nHand;
}

void session_take_back(Session *session)
{
    UInt8 last = session_last_south(session), i;
    session->state = session->handStart;
    for (i = 0; i < last; i++)
        pp_state_apply(&session->state, session->handActions[i]);
    session->nHand = last;
    session->undoUsed = true;
}

pp_reason session_next_hand(Session *session)
{
    pp_reason reason;
    UInt8 seat;
    if (session->state.phase == PP_PHASE_SCORE) /* (the one phase the core goes on from) */
        for (seat = 0; seat < 4; seat++)
            session->lastDeal[seat] = session->state.dealt[seat];
    reason = pp_state_next_hand(&session->state);
    if (reason != PP_OK)
        return reason;
    pp_state_deal(&session->state);
    session->hasLastDeal = true;
    session->handStart = session->state;
    session->nHand = 0;
    return PP_OK;
}

Boolean session_human_to_act(const Session *session)
{
    UInt8 phase = session->state.phase;
    return session->state.to_move == SOUTH && (phase == PP_PHASE_BID || phase == PP_PHASE_PLAY);
}

Boolean session_computer_to_act(const Session *session)
{
    UInt8 phase = session->state.phase;
    UInt8 seat = session->state.to_move;
    return seat != PP_NONE && seat != SOUTH && (phase == PP_PHASE_BID || phase == PP_PHASE_PLAY);
}

pp_action session_computer_action(const Session *session)
{
    pp_view view;
    pp_view_make(&view, &session->state, session->state.to_move);
    return session->level == 0 ? pp_easy_choose(&view) : pp_heuristic_choose(&view);
}

UInt8 session_south_hand(const Session *session, pp_card out[6])
{
    static const UInt8 order[4] = {PP_SPADES, PP_HEARTS, PP_CLUBS, PP_DIAMONDS};
    const pp_cards *hand = &session->state.hands[SOUTH];
    UInt8 n = 0, i;
    Int8 rank;
    for (i = 0; i < 4; i++) {
        UInt8 suit = order[i];
        for (rank = PP_RA; rank >= PP_R2; rank--)
            if ((hand->suit[suit] >> rank & 1u) && n < 6)
                out[n++] = pp_card_make(suit, (UInt8)rank);
    }
    return n;
}

UInt8 session_first_dealer(const Session *session)
{
    return session->firstDealer;
}

UInt8 session_step_byte(pp_action action)
{
    if (PP_ACTION_IS_CARD(action))
        return (UInt8)(STEP_PLAY_BASE + action);
    return PP_BID_OF_ACTION(action); /* pass 0, bids 2..5 */
}

pp_action session_step_action(UInt8 step)
{
    if (step >= STEP_PLAY_BASE && step < STEP_PLAY_BASE + 52)
        return (pp_action)(step - STEP_PLAY_BASE);
    if (step == STEP_PASS || (step >= 2 && step <= STEP_SMUDGE))
        return PP_ACTION_OF_BID(step);
    return PP_NONE;
}

pp_reason session_step(Session *session, UInt8 step)
{
    pp_action action;
    if (step == STEP_NEXT_HAND)
        return session_next_hand(session);
    if (step == STEP_TAKE_BACK) {
        if (!session_can_take_back(session))
            return PP_REASON(PP_R_NOT_YOUR_TURN, 0);
        session_take_back(session);
        return PP_OK;
    }
    action = session_step_action(step);
    if (action == PP_NONE)
        return PP_REASON(PP_R_NOT_AN_ACTION, 0);
    return session_apply(session, action);
}
