/* heuristic.c: card-counting bidding and play (see heuristic.h; the rules, units and terms are
 * those of palm_pitch/players/heuristic.py's docstring, cited here by number).
 *
 * Card sets are per-suit words, so the Python's 52-bit masks become one word of the trump suit
 * (`tm & x` is x.suit[trump]) and "_HIGHER[card]" is higher(rank) within the card's suit. Every
 * product has 16-bit operands (chances are at most 256, values a few hundred units) and every
 * division is 16 by 16 bits; Python's ">> 8" floors negative numbers, as shr8() does. The per-
 * decision "_Table" of the Python is the struct table, filled once by table_make(). */
#include "heuristic.h"

#include "auction.h"

/* ---------------------------------------------------------------------------------- constants */

/* The tuned numbers (units: one game pip; chances in 256ths; suit values in sixteenths of a
 * point), generated from the Python's. */
#include "heuristic_tables.h"

/* ----------------------------------------------------------------------------------- helpers */

/* Python's x >> 8 (a floor, for negative x too) without shifting a negative number. */
static int32_t shr8(int32_t x)
{
    return x < 0 ? ~(~x >> 8) : x >> 8;
}

/* A signed product of 16-bit operands (one MULS on the 68000). Kept out of line: inlined where GCC
 * can bound its operands, it may be widened into a 32-bit product, a libgcc call on the 68000. */
#if defined(__GNUC__)
#define OUT_OF_LINE __attribute__((noinline))
#else
#define OUT_OF_LINE
#endif
static OUT_OF_LINE int32_t mul16(int16_t a, int16_t b)
{
    return (int32_t)a * b;
}

/* An unsigned product of 16-bit operands (one MULU), shifted right by 8. */
static uint16_t mulu16_shr8(uint16_t a, uint16_t b)
{
    return (uint16_t)(((uint32_t)a * b) >> 8);
}

/* A quotient of 16-bit operands (one DIVU). */
static uint16_t divu16(uint16_t a, uint16_t b)
{
    return (uint16_t)(a / b);
}

/* The ranks of a suit above rank bit `rank`. */
static uint16_t higher(uint8_t rank)
{
    return (uint16_t)((PP_SUIT_BITS << (rank + 1u)) & PP_SUIT_BITS);
}

/* The lowest bit of a word, as a word (0 for 0). */
static uint16_t lowest_bit(uint16_t word)
{
    return (uint16_t)(word & (uint16_t)(~word + 1u));
}

/* ----------------------------------------------------------------------------------- bidding */

int16_t pp_heuristic_suit_value(const pp_cards *hand, uint8_t suit)
{
    uint16_t own = hand->suit[suit];
    uint8_t length, other;
    int16_t v;
    if (!own)
        return 0;
    length = pp_word_count(own);
    v = (int16_t)(BASE + HIGH_VALUE[pp_word_highest(own)] + LOW_VALUE[pp_word_lowest(own)]
                  + LENGTH_VALUE[length < 7 ? length : 6]);
    if (own >> PP_RJ & 1u) {
        v += JACK_HELD;
        if ((own >> PP_RA & 1u) || (own >> PP_RK & 1u) || length >= 3)
            v += JACK_GUARD;
    }
    if (own >> PP_RT & 1u)
        v += TEN_HELD;
    for (other = 0; other < 4; other++) {
        if (other != suit) {
            uint16_t cards = hand->suit[other];
            v = (int16_t)(v + SIDE_ACE * (cards >> PP_RA & 1u) + SIDE_TEN * (cards >> PP_RT & 1u));
        }
    }
    return v;
}

uint8_t pp_heuristic_best_suit(const pp_cards *hand, int16_t *value)
{
    uint8_t suit, best = 0;
    int16_t best_v = -1;
    for (suit = 0; suit < 4; suit++) {
        int16_t v;
        if (!hand->suit[suit])
            continue; /* never a suit it does not hold: it would pitch a card it has not got */
        v = pp_heuristic_suit_value(hand, suit);
        if (v > best_v) {
            best = suit;
            best_v = v;
        }
    }
    *value = best_v;
    return best;
}

uint8_t pp_heuristic_bid_level(const pp_cards *hand, int smudge_allowed, int16_t relief, int16_t *value)
{
    uint8_t suit = pp_heuristic_best_suit(hand, value);
    uint16_t own = hand->suit[suit];
    int has_ace = own >> PP_RA & 1u, has_jack = own >> PP_RJ & 1u;
    int16_t v = *value;
    if (smudge_allowed && has_ace && has_jack && pp_word_count(own) >= 5 && v >= BID_AT[5])
        return 5;
    if (has_ace && has_jack && v >= BID_AT[4])
        return 4;
    if (v >= BID_AT[3] - relief)
        return 3;
    if (v >= BID_AT[2] - relief)
        return 2;
    return 0;
}

int16_t pp_heuristic_match_relief(int16_t mine_short, int16_t theirs_short)
{
    int16_t relief = 0;
    if (mine_short <= 4)
        relief = CLOSING[mine_short > 0 ? mine_short : 0];
    if (theirs_short <= 4) {
        int16_t pressure = PRESSURE[theirs_short > 0 ? theirs_short : 0];
        if (pressure > relief)
            relief = pressure;
    }
    return relief;
}

/* Rules 2-4 (the Python's choose_bid, from the view's hand and auction). */
static pp_action bid(const pp_view *view)
{
    const pp_ruleset *rules = pp_view_rules(view);
    uint8_t seat = pp_view_seat(view), dealer = pp_view_dealer(view), team = seat & 1u;
    uint8_t nbids = pp_view_nbids(view), position, high = 0, high_seat = PP_NONE, level, legal, choice = 0;
    int16_t target = rules->target, mine = pp_view_score(view, team), theirs = pp_view_score(view, (uint8_t)(team ^ 1u));
    int16_t relief = pp_heuristic_match_relief((int16_t)(target - mine), (int16_t)(target - theirs)), v;
    int is_dealer = seat == dealer, partner_high;
    level = pp_heuristic_bid_level(pp_view_hand(view), rules->smudge != PP_SMUDGE_OFF, relief, &v);
    for (position = 0; position < nbids; position++) {
        uint8_t b = pp_view_bid_at(view, position);
        if (b > high) {
            high = b;
            high_seat = (dealer + 1u + position) & 3u;
        }
    }
    legal = pp_auction_legal_mask(rules, high, is_dealer);
    partner_high = high_seat == ((seat + 2u) & 3u);
    if (!is_dealer) {
        /* Rule 3. */
        if (partner_high) {
            if ((high < 3 || level > high) && v >= BID_AT[high + 1] + OVER_PARTNER - relief)
                choice = (uint8_t)(high + 1);
        } else if (level > high && (high == 0 || v >= BID_AT[high + 1] + OVER_OPPONENT - relief)) {
            choice = level >= 3 || mine + level >= target ? level : (uint8_t)(high + 1 > 2 ? high + 1 : 2);
        }
    } else if (high == 0) {
        /* Rule 4: everyone passed. */
        choice = level > 2 ? level : 2;
        if ((legal & 1u) && level == 0 && rules->all_pass != PP_ALL_PASS_FORCED_DEALER)
            choice = 0;
    } else if (partner_high) {
        if (v >= BID_AT[high] + TAKE_FROM_PARTNER[high] - relief && level >= high)
            choice = high;
    } else if (rules->dealer_steal != PP_STEAL_NONE && (legal >> high & 1u)
               && v >= BID_AT[high] + STEAL_MARGIN[high] - relief && (high < 4 || level >= high)) {
        choice = high; /* steal by matching */
    } else if (level > high) {
        choice = (uint8_t)(high + 1);
    }
    if (choice && choice <= 5 && (legal >> choice & 1u))
        return PP_ACTION_OF_BID(choice);
    if (legal & 1u)
        return PP_ACTION_OF_BID(PP_PASS);
    for (choice = 2; choice < 5 && !(legal >> choice & 1u); choice++)
        continue;
    return PP_ACTION_OF_BID(choice); /* forced: the lowest bid allowed */
}

/* --------------------------------------------------------------------------------------- play */

pp_card pp_heuristic_pitch_card(const pp_cards *hand, uint8_t suit)
{
    uint16_t own = hand->suit[suit];
    uint8_t rank, low;
    if (own >> PP_RA & 1u)
        return pp_card_make(suit, PP_RA);
    if ((own >> PP_RK & 1u) && (own >> PP_RQ & 1u))
        return pp_card_make(suit, PP_RK);
    low = pp_word_lowest(own);
    for (rank = 0; rank < 13; rank++)
        if ((own >> rank & 1u) && rank != PP_RJ && rank != PP_RT && !(rank == low && rank <= PP_R4))
            return pp_card_make(suit, rank);
    return pp_card_make(suit, pp_word_highest(own));
}

/* The none-of-k tables hold k = 0 .. NONE_SIZE - 1 (a decision needs at most 25: every unseen trump
 * and the unseen higher cards of a side suit); a larger k is computed on without storing. */
#define NONE_SIZE 26

/* What one play decision knows (the Python's _Table): computed once, then rules 6-8. */
typedef struct table {
    const pp_view *view;
    pp_cards hand, legal, played, unseen;
    uint16_t mine;          /* my trumps (tm & hand) */
    uint16_t ut;            /* unseen trumps */
    uint16_t played_trumps;
    uint16_t low_cand;      /* my Low candidate as a bit of the trump word, 0 if none */
    uint16_t low_chance;
    uint16_t p_in;          /* the in-play chance */
    uint16_t q[4];          /* the hold chance of each other seat */
    uint8_t trump, seat, team, opp_may_trump, smudge, pitcher_side;
    uint8_t voids[4];       /* by seat: bit s for each suit s it is known to be void in */
    uint8_t none_q_size[4], none_in_size;
    uint16_t none_q[4][NONE_SIZE]; /* none-of-k for each seat, filled as needed */
    uint16_t none_in[NONE_SIZE];   /* none-of-k with p_in */
} table;

/* Entry k of a none-of-k table with `size` entries filled, filling it on with `factor`. */
static uint16_t none_extend(uint16_t *row, uint8_t *size, uint16_t factor, uint8_t k)
{
    uint8_t n = *size;
    uint16_t x;
    if (k < n)
        return row[k];
    x = row[n - 1];
    for (; n <= k; n++) {
        x = mulu16_shr8(x, factor);
        if (n < NONE_SIZE) {
            row[n] = x;
            *size = (uint8_t)(n + 1);
        }
    }
    return x;
}

/* The chance (256ths) that `seat` holds none of k given unseen cards. */
static uint16_t none_of(table *t, uint8_t seat, uint8_t k)
{
    return none_extend(t->none_q[seat], &t->none_q_size[seat], (uint16_t)(256u - t->q[seat]), k);
}

/* The chance (256ths) that none of k given unseen cards is in play. */
static uint16_t none_in_play(table *t, uint8_t k)
{
    return none_extend(t->none_in, &t->none_in_size, (uint16_t)(256u - t->p_in), k);
}

/* The suits each seat is known to be void in, from the cards of one trick. */
static void add_voids(table *t, uint8_t leader, const pp_card *cards, uint8_t count, int strict)
{
    uint8_t led, position;
    if (!count)
        return;
    led = pp_card_suit(cards[0]);
    for (position = 1; position < count; position++) {
        uint8_t suit = pp_card_suit(cards[position]);
        if (suit != led && (strict || suit != t->trump))
            t->voids[(leader + position) & 3u] |= (uint8_t)(1u << led);
    }
}

static void table_make(table *t, const pp_view *view, uint8_t trump)
{
    uint8_t s, suit, left[4], others = 0, n_unseen, ntricks = pp_view_ntricks(view), i;
    const pp_trick *trick = pp_view_trick(view);
    int strict = pp_view_rules(view)->trumping == PP_TRUMPING_WHEN_VOID;
    uint8_t pitcher = pp_view_pitcher(view);
    t->view = view;
    t->hand = *pp_view_hand(view);
    pp_view_legal_play_mask(view, &t->legal);
    pp_view_played(view, &t->played);
    t->trump = trump;
    t->seat = pp_view_seat(view);
    t->team = t->seat & 1u;
    for (suit = 0; suit < 4; suit++)
        t->unseen.suit[suit] = (uint16_t)(PP_SUIT_BITS & ~t->hand.suit[suit] & ~t->played.suit[suit]);
    t->ut = t->unseen.suit[trump];
    t->mine = t->hand.suit[trump];
    t->played_trumps = t->played.suit[trump];
    for (s = 0; s < 4; s++)
        t->voids[s] = 0;
    for (i = 0; i < ntricks; i++) {
        const pp_trick *done = pp_view_trick_at(view, i);
        add_voids(t, done->leader, done->cards, done->count, strict);
    }
    add_voids(t, pp_view_leader(view), trick->cards, trick->count, strict);
    for (s = 0; s < 4; s++) {
        left[s] = pp_view_cards_left(view, s);
        if (s != t->seat)
            others = (uint8_t)(others + left[s]);
    }
    n_unseen = pp_cards_count(&t->unseen);
    t->p_in = n_unseen ? divu16((uint16_t)(others << 8), n_unseen) : 0;
    for (s = 0; s < 4; s++) {
        uint8_t n = 0;
        t->q[s] = 0;
        if (s == t->seat)
            continue;
        for (suit = 0; suit < 4; suit++)
            if (!(t->voids[s] >> suit & 1u))
                n = (uint8_t)(n + pp_word_count(t->unseen.suit[suit]));
        t->q[s] = n <= left[s] ? 256u : divu16((uint16_t)(left[s] << 8), n);
    }
    for (s = 0; s < 4; s++) {
        t->none_q[s][0] = 256;
        t->none_q_size[s] = 1;
    }
    t->none_in[0] = 256;
    t->none_in_size = 1;
    t->low_cand = lowest_bit(t->mine);
    if (t->low_cand && (t->played_trumps & (t->low_cand - 1u)))
        t->low_cand = 0; /* a lower trump was played: mine is not Low */
    t->low_chance = t->low_cand ? none_in_play(t, pp_word_count((uint16_t)(t->ut & (t->low_cand - 1u)))) : 0;
    t->opp_may_trump = t->ut && (!(t->voids[(t->seat + 1u) & 3u] >> trump & 1u)
                                 || !(t->voids[(t->seat + 3u) & 3u] >> trump & 1u));
    t->smudge = pp_view_high_bid(view) == PP_BID_SMUDGE;
    t->pitcher_side = pitcher != PP_NONE && (pitcher & 1u) == t->team;
}

/* The Low chance of a trump (rank bit `rank`: a card of the trick, or mine). */
static uint16_t low_chance_of(table *t, uint8_t rank)
{
    uint16_t bit = (uint16_t)(1u << rank), below = (uint16_t)(bit - 1u);
    if ((t->played_trumps & below) || (t->mine & below))
        return 0;
    return none_in_play(t, pp_word_count((uint16_t)(t->ut & below)));
}

/* The chance that no opponent among the `after` seats still to play after me beats `card` (suit
 * `led` led; the card wins the trick now). */
static uint16_t survives(table *t, pp_card card, uint8_t after, uint8_t led)
{
    uint8_t step, suit = pp_card_suit(card), rank = pp_card_rank_bit(card);
    uint16_t chance = 256;
    for (step = 1; step <= after; step++) {
        uint8_t other = (t->seat + step) & 3u, voids, k;
        if ((other & 1u) == t->team)
            continue;
        voids = t->voids[other];
        if (voids >> t->trump & 1u)
            k = 0;
        else if (suit == t->trump)
            k = pp_word_count((uint16_t)(t->ut & higher(rank)));
        else
            k = pp_word_count(t->ut);
        if (suit != t->trump && !(voids >> led & 1u))
            k = (uint8_t)(k + pp_word_count((uint16_t)(t->unseen.suit[suit] & higher(rank))));
        chance = mulu16_shr8(chance, none_of(t, other, k));
    }
    return chance;
}

/* The chance that no opponent holds an unseen trump above my trump of rank bit `rank`. */
static uint16_t pull_safe(table *t, uint8_t rank)
{
    uint8_t k = pp_word_count((uint16_t)(t->ut & higher(rank))), i;
    uint16_t chance = 256;
    for (i = 1; i <= 3; i += 2) {
        uint8_t other = (t->seat + i) & 3u;
        if (!(t->voids[other] >> t->trump & 1u))
            chance = mulu16_shr8(chance, none_of(t, other, k));
    }
    return chance;
}

/* Rule 8: what holding `card` is worth for the tricks to come. */
static int16_t keep(table *t, pp_card card)
{
    uint8_t suit = pp_card_suit(card), rank = pp_card_rank_bit(card);
    int16_t own = pp_rank_pips(rank), power, later;
    if (suit == t->trump) {
        uint16_t bit = (uint16_t)(1u << rank);
        if (!(t->ut & higher(rank))) {
            power = t->opp_may_trump ? KEEP_MASTER : KEEP_TRUMP;
            later = F_MASTER;
        } else {
            power = (int16_t)(KEEP_TRUMP + ((POWER_STEP * pp_word_count((uint16_t)(t->ut & (bit - 1u)))) >> 2));
            later = (int16_t)(256 - mulu16_shr8((uint16_t)(256u - pull_safe(t, rank)), DODGE));
        }
        if (rank == PP_RJ)
            own += POINT;
        if (bit == t->low_cand) {
            own = (int16_t)(own + mulu16_shr8(POINT, t->low_chance));
            later = F_LOW;
        }
    } else if (!(t->unseen.suit[suit] & higher(rank))) {
        power = KEEP_SIDE_MASTER;
        later = F_MASTER;
    } else {
        power = 0;
        later = F_SIDE;
    }
    return (int16_t)(power + shr8(mul16((int16_t)(2 * later - 256), own)));
}

/* Does `card` beat `best`, the card now winning the trick? */
static int beats(pp_card card, pp_card best, uint8_t trump)
{
    uint8_t suit = pp_card_suit(card);
    if (suit == pp_card_suit(best))
        return card > best;
    return suit == trump;
}

/* Rule 8: the legal card with the highest score (the first in index order on a tie). */
static pp_card best_by_score(table *t)
{
    const pp_trick *trick = pp_view_trick(t->view);
    uint8_t after = (uint8_t)(3u - trick->count), position, leader = pp_view_leader(t->view), suit;
    uint8_t led = trick->count ? pp_card_suit(trick->cards[0]) : PP_NONE, best_seat = PP_NONE;
    uint8_t lowest_trump = PP_NONE; /* the rank bit of the trick's lowest trump */
    int16_t base_value = (int16_t)(LATER * after + (t->smudge ? SMUDGE_TRICK : 0)), pips = 0;
    int has_jack = 0;
    pp_card best = PP_NONE, choice = PP_NONE;
    uint16_t partner_keeps = 0;
    int32_t choice_score = -(INT32_C(1) << 30);
    for (position = 0; position < trick->count; position++) {
        pp_card played = trick->cards[position];
        uint8_t rank = pp_card_rank_bit(played);
        pips = (int16_t)(pips + pp_rank_pips(rank));
        if (pp_card_suit(played) == t->trump) {
            if (rank == PP_RJ)
                has_jack = 1;
            if (lowest_trump == PP_NONE || rank < lowest_trump)
                lowest_trump = rank;
        }
        if (best == PP_NONE || beats(played, best, t->trump)) {
            best = played;
            best_seat = (leader + position) & 3u;
        }
    }
    if (best != PP_NONE && best_seat == ((t->seat + 2u) & 3u))
        partner_keeps = survives(t, best, after, led);
    for (suit = 0; suit < 4; suit++) {
        uint16_t word = t->legal.suit[suit];
        while (word) {
            uint8_t rank = pp_word_lowest(word), low = lowest_trump;
            pp_card card = pp_card_make(suit, rank);
            int16_t value = (int16_t)(base_value + pips + pp_rank_pips(rank));
            uint16_t chance;
            int32_t score;
            word = (uint16_t)(word & (word - 1u));
            if (has_jack || (suit == t->trump && rank == PP_RJ))
                value += POINT;
            if (suit == t->trump && (low == PP_NONE || rank < low))
                low = rank;
            if (low != PP_NONE)
                value = (int16_t)(value + mulu16_shr8(POINT, low_chance_of(t, low)));
            if (best == PP_NONE)
                chance = survives(t, card, 3, suit);
            else if (beats(card, best, t->trump))
                chance = survives(t, card, after, led);
            else
                chance = partner_keeps;
            score = shr8(mul16((int16_t)(2 * chance - 256), value)) - keep(t, card);
            if (score > choice_score) {
                choice = card;
                choice_score = score;
            }
        }
    }
    return choice;
}

/* Rules 6-8. */
static pp_card play(table *t)
{
    if (!pp_view_trick(t->view)->count) {
        uint16_t jack = 1u << PP_RJ;
        if (t->mine && t->opp_may_trump) {
            uint8_t top = pp_word_highest(t->mine);
            uint16_t pull = (uint16_t)(t->mine & ~jack & ~(1u << PP_RT) & ~t->low_cand);
            if (!(t->ut & higher(top)))
                return pp_card_make(t->trump, top); /* rule 6: the master trump */
            if (t->pitcher_side && pull && pull_safe(t, top) >= PULL_SAFE)
                return pp_card_make(t->trump, pp_word_highest(pull));
        }
        if (t->mine && !t->opp_may_trump) {
            if (t->low_cand && t->low_chance)
                return pp_card_make(t->trump, pp_word_lowest(t->low_cand)); /* rule 7: cash the Low */
            if (t->mine & jack)
                return pp_card_make(t->trump, PP_RJ);
        }
    }
    return best_by_score(t);
}

pp_action pp_heuristic_choose(const pp_view *view)
{
    pp_action legal[PP_MAX_ACTIONS];
    uint8_t count = pp_view_legal_actions(view, legal), trump;
    table t;
    if (!count)
        return PP_NONE; /* not this seat's turn */
    if (count == 1)
        return legal[0]; /* rule 0 */
    if (PP_ACTION_IS_BID(legal[0]) || PP_ACTION_IS_BID(legal[count - 1]))
        return bid(view);
    trump = pp_view_trump(view);
    if (trump == PP_NONE) {
        int16_t v;
        const pp_cards *hand = pp_view_hand(view);
        return pp_heuristic_pitch_card(hand, pp_heuristic_best_suit(hand, &v)); /* rule 5 */
    }
    table_make(&t, view, trump);
    return play(&t);
}
