/* scoring.h: tricks, the four points of a hand, the hand score (made or set back) and the match
 * winner, for every switch of the ruleset (the twin of palm_pitch/scoring.py, whose docstring
 * gives the rules in the order applied). */
#ifndef PP_SCORING_H
#define PP_SCORING_H

#include "actions.h"
#include "cards.h"
#include "rules.h"

/* One trick: who led, the cards in play order, who won it (PP_NONE while it is being played). */
typedef struct pp_trick {
    uint8_t leader;
    uint8_t winner;
    uint8_t count; /* cards played so far, 0..4 */
    pp_card cards[4];
} pp_trick;

/* Everything the table shows after a hand. Teams are 0 (South and North) and 1 (West and East);
 * PP_NONE stands for Python's None. The hand's tricks stay in the state until the next deal. */
typedef struct pp_hand_result {
    uint8_t dealer;
    uint8_t bids[4];      /* bid values in bidding order, starting left of the dealer */
    uint8_t pitcher;      /* PP_NONE when every player passed */
    uint8_t bid;          /* the winning bid 2..5; PP_NONE when every player passed */
    uint8_t trump;        /* PP_NONE when every player passed */
    uint8_t high, low;    /* the teams that scored High and Low */
    uint8_t jack;         /* PP_NONE when the jack of trump was not dealt */
    uint8_t game;         /* PP_NONE on a tie */
    pp_card high_card, low_card, jack_card;
    uint8_t game_pips[2];
    uint8_t points[2];    /* how many of High, Low, Jack and Game each team took */
    uint8_t made;         /* 1 made, 0 set, PP_NONE when every player passed */
    uint8_t winner;       /* the team that won the match on this hand, or PP_NONE */
    int16_t hand_score[2];
    int16_t scores_before[2];
    int16_t scores_after[2];
} pp_hand_result;

/* The position (0..3) in a complete trick of the card that wins it: the highest trump, else the
 * highest card of the suit led. */
uint8_t pp_scoring_trick_winner_index(const pp_card cards[4], uint8_t trump);

/* Score a played hand: `dealt` the four hands as dealt, `won` the cards each team won in tricks,
 * `bids` the auction (kept in the result). */
void pp_scoring_score_hand(const pp_ruleset *rules, uint8_t dealer, uint8_t pitcher, uint8_t bid,
                           uint8_t trump, const pp_cards dealt[4], const pp_cards won[2],
                           const int16_t scores_before[2], const uint8_t bids[4], pp_hand_result *out);

/* The result of a hand in which every player passed (a ruleset without a forced dealer bid). */
void pp_scoring_score_all_pass(const pp_ruleset *rules, uint8_t dealer, const int16_t scores_before[2],
                               const uint8_t bids[4], pp_hand_result *out);

#endif
