/* scoring.c: the points of a hand, made or set, and the match winner (see scoring.h). */
#include "scoring.h"

uint8_t pp_scoring_trick_winner_index(const pp_card cards[4], uint8_t trump)
{
    uint8_t best = 0, position;
    for (position = 1; position < 4; position++) {
        pp_card card = cards[position], top = cards[best];
        uint8_t suit = pp_card_suit(card), top_suit = pp_card_suit(top);
        if (suit == top_suit ? card > top : suit == trump)
            best = position;
    }
    return best;
}

static uint8_t team_holding(const pp_cards *team0, uint8_t suit, uint8_t rank)
{
    return (team0->suit[suit] >> rank & 1u) ? 0 : 1;
}

void pp_scoring_score_hand(const pp_ruleset *rules, uint8_t dealer, uint8_t pitcher, uint8_t bid,
                           uint8_t trump, const pp_cards dealt[4], const pp_cards won[2],
                           const int16_t scores_before[2], const uint8_t bids[4], pp_hand_result *out)
{
    /* The trumps in play are the trumps dealt; never none, as the pitch is a trump. */
    uint16_t in_play = (uint16_t)((dealt[0].suit[trump] | dealt[1].suit[trump] | dealt[2].suit[trump]
                                   | dealt[3].suit[trump]));
    uint8_t high_rank = pp_word_highest(in_play), low_rank = pp_word_lowest(in_play);
    uint8_t team = pitcher & 1u, value = bid, made, i;
    int16_t pitcher_score, gain;
    pp_cards holders;

    for (i = 0; i < 4; i++)
        out->bids[i] = bids[i];
    out->dealer = dealer;
    out->pitcher = pitcher;
    out->bid = bid;
    out->trump = trump;
    out->high = team_holding(&won[0], trump, high_rank);
    /* Low: to the team that won its trick, or (PP_LOW_TO_HOLDER) to the team it was dealt to. */
    if (rules->low_to == PP_LOW_TO_TRICK_WINNER) {
        out->low = team_holding(&won[0], trump, low_rank);
    } else {
        pp_cards_clear(&holders);
        holders.suit[trump] = (uint16_t)(dealt[0].suit[trump] | dealt[2].suit[trump]);
        out->low = team_holding(&holders, trump, low_rank);
    }
    out->jack = (in_play >> PP_RJ & 1u) ? team_holding(&won[0], trump, PP_RJ) : PP_NONE;
    out->game_pips[0] = pp_cards_pips(&won[0]);
    out->game_pips[1] = pp_cards_pips(&won[1]);
    out->game = out->game_pips[0] == out->game_pips[1] ? PP_NONE
              : out->game_pips[0] > out->game_pips[1] ? 0 : 1;
    out->high_card = pp_card_make(trump, high_rank);
    out->low_card = pp_card_make(trump, low_rank);
    out->jack_card = out->jack == PP_NONE ? PP_NONE : pp_card_make(trump, PP_RJ);
    for (i = 0; i < 2; i++)
        out->points[i] = (uint8_t)((out->high == i) + (out->low == i) + (out->jack == i) + (out->game == i));

    if (bid == PP_BID_SMUDGE) {
        made = pp_cards_is_empty(&won[1 - team]) && out->high == team && out->low == team
            && out->jack == team && out->game == team;
        gain = 5;
    } else {
        made = out->points[team] >= value;
        gain = rules->made_bid_scores == PP_MADE_POINTS_TAKEN ? out->points[team] : value;
    }
    out->made = made;
    pitcher_score = made ? gain : (int16_t)-value;
    out->hand_score[team] = pitcher_score;
    out->hand_score[1 - team] = out->points[1 - team];
    for (i = 0; i < 2; i++) {
        out->scores_before[i] = scores_before[i];
        out->scores_after[i] = (int16_t)(scores_before[i] + out->hand_score[i]);
    }

    out->winner = PP_NONE;
    if (made && bid == PP_BID_SMUDGE && rules->smudge == PP_SMUDGE_WINS_GAME) {
        out->winner = team;
    } else if (rules->win_rule == PP_WIN_COUNT_OUT) {
        /* Credit the points one at a time, High, Low, Jack, Game (then a made Smudge's fifth), each
         * team only up to what it scores this hand; the first to reach the target wins. */
        int16_t credits[2], running[2];
        uint8_t awards[5], count = 4;
        credits[0] = out->points[0];
        credits[1] = out->points[1];
        credits[team] = made ? pitcher_score : 0;
        awards[0] = out->high;
        awards[1] = out->low;
        awards[2] = out->jack;
        awards[3] = out->game;
        if (made && bid == PP_BID_SMUDGE)
            awards[count++] = team;
        running[0] = scores_before[0];
        running[1] = scores_before[1];
        for (i = 0; i < count; i++) {
            uint8_t awarded = awards[i];
            if (awarded == PP_NONE || credits[awarded] == 0)
                continue;
            credits[awarded]--;
            running[awarded]++;
            if (running[awarded] >= rules->target) {
                out->winner = awarded;
                break;
            }
        }
    } else if (made && out->scores_after[team] >= rules->target
               && out->scores_after[team] != out->scores_after[1 - team]) {
        out->winner = team;
    }
}

void pp_scoring_score_all_pass(const pp_ruleset *rules, uint8_t dealer, const int16_t scores_before[2],
                               const uint8_t bids[4], pp_hand_result *out)
{
    uint8_t i;
    int16_t penalty = rules->all_pass == PP_ALL_PASS_DEALER_SET_BACK ? -2 : 0;
    out->dealer = dealer;
    for (i = 0; i < 4; i++)
        out->bids[i] = bids[i];
    out->pitcher = out->bid = out->trump = PP_NONE;
    out->high = out->low = out->jack = out->game = PP_NONE;
    out->high_card = out->low_card = out->jack_card = PP_NONE;
    out->made = out->winner = PP_NONE;
    for (i = 0; i < 2; i++) {
        out->game_pips[i] = 0;
        out->points[i] = 0;
        out->hand_score[i] = (dealer & 1u) == i ? penalty : 0;
        out->scores_before[i] = scores_before[i];
        out->scores_after[i] = (int16_t)(scores_before[i] + out->hand_score[i]);
    }
}
