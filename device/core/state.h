/* state.h: the game state and its transitions: deal, bid, play, score, next hand (the twin of
 * palm_pitch/state.py).
 *
 * A pp_state is a plain value of a few hundred bytes with no pointers: copy it to keep it. The
 * transitions change it in place, and only when they succeed: a refused action leaves it as it was
 * and returns the reason (actions.h). The phases and the fields follow GameState:
 *
 *   pp_state_new_game     (phase DEAL) seeds the PRNG and draws the first dealer;
 *   pp_state_deal         DEAL -> BID, dealing from the PRNG state inside the state;
 *   pp_state_apply        a bid in BID, a card in PLAY; after the 24th card the hand is scored and
 *                         the phase becomes SCORE, or GAME_OVER if a team won;
 *   pp_state_next_hand    SCORE -> DEAL, the deal passing to the left;
 *   pp_state_advance      whichever of deal / next hand is due.
 *
 * Where Python has None, the uint8_t fields hold PP_NONE. Python keeps every hand's result; the
 * state here keeps the last one (`result`, valid once has_result is set).
 */
#ifndef PP_STATE_H
#define PP_STATE_H

#include "actions.h"
#include "cards.h"
#include "rules.h"
#include "scoring.h"

enum { PP_PHASE_DEAL = 0, PP_PHASE_BID = 1, PP_PHASE_PLAY = 2, PP_PHASE_SCORE = 3, PP_PHASE_GAME_OVER = 4 };

typedef struct pp_state {
    pp_ruleset rules;
    uint32_t rng_state;   /* the dealing PRNG's state word */
    int16_t scores[2];    /* match scores by team */
    uint16_t hand_number; /* 1 for the first hand, 0 before the first deal */
    uint8_t phase;
    uint8_t to_move;      /* the seat to bid or play; PP_NONE in DEAL, SCORE and GAME_OVER */
    uint8_t dealer;
    uint8_t trump;        /* PP_NONE until the pitch */
    uint8_t leader;       /* the seat that led (or leads) the current trick */
    uint8_t high_bid;     /* the highest bid so far (PP_PASS if none) */
    uint8_t pitcher;      /* PP_NONE until the auction is over */
    uint8_t winner;       /* the winning team once the match is over */
    uint8_t nbids;
    uint8_t bids[4];      /* bid values in bidding order, starting left of the dealer */
    uint8_t ntricks;      /* completed tricks of this hand */
    uint8_t has_result;   /* 1 once a hand has been completed in this match */
    pp_cards hands[4];    /* cards still held, by seat */
    pp_cards dealt[4];    /* cards as dealt this hand, by seat */
    pp_cards won[2];      /* cards won in tricks this hand, by team */
    pp_trick tricks[7];   /* the completed tricks, then the current one (count 0 when none) */
    pp_hand_result result; /* the last completed hand */
} pp_state;

/* A new match in phase DEAL. */
void pp_state_new_game(pp_state *state, const pp_ruleset *rules, uint32_t seed, int16_t score0,
                       int16_t score1);

/* A state in phase BID for a given deal (hand records, tests, puzzles), the PRNG continuing from
 * rng_state. Returns 0, or -1 (and leaves *state alone) if the dealer is not a seat or the hands
 * are not four disjoint sets of six cards. */
int pp_state_from_deal(pp_state *state, const pp_ruleset *rules, const pp_cards hands[4], uint8_t dealer,
                       int16_t score0, int16_t score1, uint32_t rng_state);

pp_reason pp_state_deal(pp_state *state);
pp_reason pp_state_next_hand(pp_state *state);
pp_reason pp_state_advance(pp_state *state);

/* The cards the player to move may play (empty outside the play): its hand, or only its cards of
 * the suit led if it has any (and its trumps, where the ruleset lets a player trump at any time). */
void pp_state_legal_play_mask(const pp_state *state, pp_cards *out);

/* The actions the player to move may take, into out: bids in BID (pass first, then lowest first),
 * cards in PLAY (index order), nothing otherwise. Returns how many. */
uint8_t pp_state_legal_actions(const pp_state *state, pp_action out[PP_MAX_ACTIONS]);

/* Why `action` would be refused now; PP_OK if it is legal. */
pp_reason pp_state_why_illegal(const pp_state *state, pp_action action);

/* The player to move takes `action`; PP_OK, or the reason it is refused (the state unchanged). */
pp_reason pp_state_apply(pp_state *state, pp_action action);

/* The current trick (meaningful in PLAY; count 0 before its first card). */
const pp_trick *pp_state_current_trick(const pp_state *state);

#endif
