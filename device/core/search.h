/* search.h: the desktop's search players, Hard and Expert (host build only, never for the 68k: it
 * allocates memory and uses floating point).
 *
 * Both decide for the seat of a pp_view and read the game only through that view (search.c builds
 * states of its own for the worlds it samples, never from the root's hidden cards). They sample
 * determinizations - deals of the unseen cards consistent with what the seat has seen: how many
 * cards each seat holds, the cards each has played, the voids its plays prove - and weight them by
 * how likely the heuristic's bidding makes the bids and passes of the other seats, and (with
 * `play_weight`) the cards they played (importance resampling: `oversample` candidates drawn per
 * world kept, kept in proportion to their weight).
 * Each determinization is replayed from the deal, and the hands are played out to their end by the
 * heuristic at every seat, each seat seeing only its own cards (the rollout policy).
 *
 *   PIMC (iterations 0: Hard and Expert): every legal action in every world, one playout each; the
 *   best mean value wins (ties: the first action, pass first, cards by index); a bid may use more
 *   worlds than a play (`bid_worlds`), and the search stops early once one action clearly leads
 *   (`stop_z`, below).
 *   ISMCTS (iterations > 0; measured weaker than PIMC so far, see palm_pitch/players/levels.py):
 *   single-observer information-set Monte Carlo tree search: one tree over the actions of all four
 *   seats (or, with `others`, of the searching seat alone, the other seats acting as the heuristic
 *   would), a world per iteration (the worlds in turn), UCB1 with availability counts among the
 *   actions legal in that world, progressive widening (the heuristic's action first), one new node
 *   per iteration,
 *   then a playout; the most visited action at the root wins.
 *
 * Rewards, for the searching seat's team, in 0..1: PP_REWARD_POINTS (Hard), the hand's score
 * difference (a set counting minus the bid) and 10 points for winning the match on this hand,
 * scaled; PP_REWARD_WIN (Expert), the probability of winning the match from the score after the
 * hand (1 or 0 when the hand ends it), from the generated table win_table.h, blended with the
 * points reward by `points_share` (where the table is flat - a lost cause, a shortfall beyond the
 * table - the points still count: a search led by the table alone outbids a team at the target
 * hand after hand, set each time, since no loss beyond the table's edge shows).
 *
 * Deterministic: the same view and parameters give the same choice.
 */
#ifndef PP_SEARCH_H
#define PP_SEARCH_H
#include <stdint.h>
#include "views.h"

enum { PP_REWARD_POINTS = 0, PP_REWARD_WIN = 1 };

enum { PP_MIX_ONE = 10000 }; /* pp_search_params.mix: a chance of 1 */

typedef struct pp_search_params {
    uint32_t seed;        /* the search's own generator */
    uint32_t iterations;  /* 0: PIMC; else ISMCTS iterations */
    uint16_t worlds;      /* determinizations kept (PIMC: each plays every action) */
    uint8_t oversample;   /* candidates drawn per world kept (1: no weighting by the bids) */
    uint8_t reward;       /* PP_REWARD_* */
    uint16_t exploration; /* ISMCTS: UCB1's constant in hundredths */
    uint16_t others;      /* ISMCTS: 0, every seat's actions in the tree; 1, the other seats played
                             by the heuristic (a tree over the searching seat's own actions) */
    uint16_t bid_worlds;  /* worlds for a bid (0: `worlds`): the auction is the costliest mistake */
    uint16_t stop_z;      /* PIMC's early stop, in hundredths (0: off): see PP_STOP_EVERY */
    uint16_t play_weight; /* a world's weight for each card another seat played there that the
                             heuristic would not have, in hundredths (0: the plays not weighed) */
    uint16_t points_share; /* PP_REWARD_WIN: the share of the hand's points (PP_REWARD_POINTS) in
                              the reward, in hundredths; the match-win chance has the rest */
    uint16_t mix[4];      /* for each seat, the chance (in 1/PP_MIX_ONE) that it bids and plays as the
                             heuristic does (all 0: one model, the weights above): see replay() */
    uint16_t sharp_weight; /* with `mix`: a world's weight for each card unlike the heuristic's in
                              the model of a seat that plays as it does, in hundredths */
    uint16_t block;       /* PIMC: 1, the searching team's seats block in the playouts (block_bid in
                             search.c); 0, the heuristic bids for every seat */
    uint16_t recombine;   /* 1: the worlds recombined seat by seat from the candidates' hands, each
                             seat's hand drawn by its own weight (make_worlds_recombined) */
    uint16_t sharp_bids;  /* with `mix`: 1, the sharp model weighs a bid unlike the heuristic's as it
                             weighs a card, by `sharp_weight`; 0, by bid_likelihood squared */
    uint16_t edge;        /* PP_REWARD_WIN: how many times as fast as the win table's (equal) players
                             the searching team scores, in hundredths (0: 1) */
} pp_search_params;

/* PIMC's early stop: after every PP_STOP_EVERY worlds (from 2 * PP_STOP_EVERY on) the leading
 * action is compared with each other one over the worlds so far, world by world (the same deal
 * for both): d, the mean of the leader's reward less the other's, and se, its standard error.
 * When for every other action d + PP_STOP_MARGIN >= stop_z / 100 * se (none can be worth more than
 * the margin above the leader, that sure), the search stops there. The margin is in millionths
 * of the reward's 0..1 range: 0.5% of a match, or a fifth of a point of the hand's score. */
enum { PP_STOP_EVERY = 16, PP_STOP_MARGIN = 5000 };

typedef struct pp_search_result {
    int32_t action;                    /* the choice (PP_NONE when it is not the view's turn) */
    int32_t nactions;
    int32_t actions[PP_MAX_ACTIONS];   /* the legal actions at the root */
    int32_t value[PP_MAX_ACTIONS];     /* each one's mean reward, in millionths */
    uint32_t visits[PP_MAX_ACTIONS];   /* each one's playouts */
    uint32_t playouts;                 /* in all */
    uint32_t worlds;                   /* determinizations used */
} pp_search_result;

/* The search's action for the view's seat (see above); returns 0, or -1 if it is not that seat's
 * turn or memory ran out (then out->action is PP_NONE). */
int32_t pp_search_choose(const pp_view *view, const pp_search_params *params, pp_search_result *out);

/* The determinizations the search would sample for the view (`count` of them, as a play's worlds):
 * each one's four hands as held at the root, into hands[4 * w + seat]; returns how many, or -1.
 * For tests of the reading. */
int32_t pp_search_worlds(const pp_view *view, const pp_search_params *params, uint32_t count, pp_cards *hands);

/* The probability (in 1/10000) that a team `mine_short` points short of the target wins against
 * one `theirs_short` short (clamped to the table). */
int32_t pp_search_win_chance(int32_t mine_short, int32_t theirs_short);

/* Team 0's wins in `games` games of heuristic players from the scores given (seeds seed, seed + 1,
 * ...; a game not over in 200 hands counts for neither): for the generator of win_table.h. */
uint32_t pp_search_match_wins(const pp_ruleset *rules, int16_t score0, int16_t score1, uint32_t games,
                              uint32_t seed);
#endif
