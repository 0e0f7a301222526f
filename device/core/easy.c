/* easy.c: the first heuristic's rule-of-thumb bidding and play (see easy.h; the rules are numbered
 * in palm_pitch/players/easy.py's docstring and cited here). Card sets are per-suit words, so
 * "lowest"/"highest" within a suit compare rank bits, as the Python compares card indices. */
#include "easy.h"

#include "easy_tables.h" /* the tuned numbers, generated from the Python's */

/* ------------------------------------------------------------------------------------ bidding */

int16_t pp_easy_evaluate_suit(const pp_cards *hand, uint8_t suit)
{
    uint16_t own = hand->suit[suit];
    uint8_t length = pp_word_count(own), other;
    int16_t q = 0;
    if (own >> PP_RA & 1u)
        q += 16;
    else if (own >> PP_RK & 1u)
        q += 11;
    else if (own >> PP_RQ & 1u)
        q += 6;
    else if (own >> PP_RJ & 1u)
        q += 2;
    if (own >> PP_R2 & 1u)
        q += 12;
    else if (own >> PP_R3 & 1u)
        q += 9;
    else if (own >> PP_R4 & 1u)
        q += 5;
    else if (own >> PP_R5 & 1u)
        q += 2;
    if (own >> PP_RJ & 1u)
        q += (own >> PP_RA & 1u) || (own >> PP_RK & 1u) || length >= 3 ? 12 : 7;
    if (own >> PP_RT & 1u)
        q += 5;
    for (other = 0; other < 4; other++) {
        if (other != suit) {
            uint16_t cards = hand->suit[other];
            q += (int16_t)(((cards >> PP_RA & 1u) << 1) + (cards >> PP_RT & 1u));
        }
    }
    if (length > 2)
        q += (int16_t)((length - 2) << 2);
    return q;
}

uint8_t pp_easy_best_suit(const pp_cards *hand, int16_t *value)
{
    uint8_t suit, best = 0;
    int16_t best_q = -1;
    for (suit = 0; suit < 4; suit++) {
        int16_t q;
        if (!hand->suit[suit])
            continue; /* never a suit it does not hold: it would pitch a card it has not got */
        q = pp_easy_evaluate_suit(hand, suit);
        if (q > best_q) {
            best = suit;
            best_q = q;
        }
    }
    *value = best_q;
    return best;
}

uint8_t pp_easy_bid_level(const pp_cards *hand, int smudge_allowed, int16_t *value)
{
    uint8_t suit = pp_easy_best_suit(hand, value), other, other_aces = 0;
    uint16_t own = hand->suit[suit];
    uint8_t length = pp_word_count(own), has_ace = own >> PP_RA & 1u, has_jack = own >> PP_RJ & 1u;
    for (other = 0; other < 4; other++)
        if (other != suit)
            other_aces = (uint8_t)(other_aces + (hand->suit[other] >> PP_RA & 1u));
    if (smudge_allowed && has_ace && has_jack && length >= 5 && (length == 6 || other_aces > 0))
        return 5;
    if (*value >= BID_4_AT && has_ace && has_jack)
        return 4;
    if (*value >= BID_3_AT)
        return 3;
    if (*value >= BID_2_AT)
        return 2;
    return 0;
}

static int has_bid(const pp_action *legal, uint8_t count, uint8_t bid)
{
    uint8_t i;
    for (i = 0; i < count; i++)
        if (legal[i] == PP_ACTION_OF_BID(bid))
            return 1;
    return 0;
}

/* Rules 2-4. */
static pp_action bid(const pp_view *view, const pp_action *legal, uint8_t count)
{
    const pp_ruleset *rules = pp_view_rules(view);
    int16_t q;
    uint8_t level = pp_easy_bid_level(pp_view_hand(view), rules->smudge != PP_SMUDGE_OFF, &q);
    uint8_t high = pp_view_high_bid(view), high_seat = PP_NONE, position, nbids = pp_view_nbids(view);
    uint8_t seat = pp_view_seat(view), dealer = pp_view_dealer(view), choice = 0, cheapest_raise;
    int partner_high;
    for (position = 0; position < nbids; position++)
        if (high && pp_view_bid_at(view, position) == high)
            high_seat = (dealer + 1 + position) & 3u;
    partner_high = high_seat == pp_view_partner(view);
    cheapest_raise = (uint8_t)(high + 1 > 2 ? high + 1 : 2);
    if (level == 5)
        cheapest_raise = 5; /* a Smudge is only worth 5 when bid */
    if (seat != dealer || partner_high) {
        /* Rule 3 (and the dealer over its partner). */
        if (level >= cheapest_raise && (!partner_high || level >= high + 2))
            choice = cheapest_raise;
    } else if (high == PP_PASS) {
        /* Rule 4: everyone passed. */
        choice = level == 5 ? 5 : 2;
        if (has_bid(legal, count, PP_PASS) && level == 0)
            choice = 0;
    } else if (rules->dealer_steal != PP_STEAL_NONE && has_bid(legal, count, high)
               && (level >= high || (high == 2 && q >= STEAL_2_AT))) {
        choice = high; /* steal by matching */
    } else if (level >= cheapest_raise) {
        choice = cheapest_raise;
    }
    if (choice && has_bid(legal, count, choice))
        return PP_ACTION_OF_BID(choice);
    if (has_bid(legal, count, PP_PASS))
        return PP_ACTION_OF_BID(PP_PASS);
    return legal[0]; /* forced: the lowest bid allowed */
}

/* --------------------------------------------------------------------------------------- play */

/* What one decision of the play knows (the Python's local variables of play_index). */
typedef struct facts {
    pp_cards hand, legal, unseen;
    uint8_t trump, team, partner, led;
    uint16_t unseen_trumps, my_trumps;
    uint8_t low_candidate; /* rank of the Low candidate, PP_NONE if none */
    uint8_t low_played;    /* rank of the played trump that is surely Low, PP_NONE if none */
    uint8_t voids[4];      /* by seat: bit s for each suit s it is known to be void in */
    uint8_t later[3];      /* the seats still to play after me */
    uint8_t nlater;
} facts;

/* The price of giving a card away: 8 * pips + rank, plus 20 for a trump, 100 more for the jack of
 * trump, 80 more for the Low candidate. */
static int16_t cost(const facts *f, pp_card card)
{
    uint8_t rank = pp_card_rank_bit(card);
    int16_t value = (int16_t)((pp_rank_pips(rank) << 3) + rank + 2);
    if (pp_card_suit(card) == f->trump) {
        value += 20;
        if (rank == PP_RJ)
            value += 100;
        if (rank == f->low_candidate)
            value += 80;
    }
    return value;
}

/* The card of a set that costs least (first in index order on a tie); PP_NONE if empty. */
static pp_card cheapest(const facts *f, const pp_cards *set)
{
    pp_card best = PP_NONE;
    int16_t best_cost = 0x7FFF;
    uint8_t suit;
    for (suit = 0; suit < 4; suit++) {
        uint16_t word = set->suit[suit];
        pp_card base = pp_card_make(suit, 0);
        while (word) {
            pp_card card = (pp_card)(base + pp_word_lowest(word));
            int16_t value = cost(f, card);
            if (value < best_cost) {
                best = card;
                best_cost = value;
            }
            word = (uint16_t)(word & (word - 1u));
        }
    }
    return best;
}

/* Does `card` beat `best`, the card now winning the trick? */
static int beats(pp_card card, pp_card best, uint8_t trump)
{
    uint8_t suit = pp_card_suit(card);
    if (suit == pp_card_suit(best))
        return card > best;
    return suit == trump;
}

/* Rule 9: can no seat still to play, on the other side from owner_team, beat the card? */
static int safe(const facts *f, pp_card card, uint8_t owner_team)
{
    uint8_t i, suit = pp_card_suit(card), rank = pp_card_rank_bit(card);
    for (i = 0; i < f->nlater; i++) {
        uint8_t other = f->later[i], void_trump;
        if ((other & 1u) == owner_team)
            continue;
        void_trump = f->voids[other] >> f->trump & 1u;
        if (suit == f->trump) {
            if (!void_trump && (f->unseen_trumps >> (rank + 1)))
                return 0;
        } else {
            uint8_t void_led = f->voids[other] >> f->led & 1u;
            if (!void_trump && f->unseen_trumps)
                return 0;
            if (suit == f->led && !void_led && (f->unseen.suit[f->led] >> (rank + 1)))
                return 0;
        }
    }
    return 1;
}

/* The suits each seat is known to be void in, from a trick (rule 9's terms). */
static void note_voids(facts *f, const pp_trick *trick)
{
    uint8_t led = pp_card_suit(trick->cards[0]), position;
    for (position = 1; position < trick->count; position++) {
        uint8_t suit = pp_card_suit(trick->cards[position]);
        if (suit != led && suit != f->trump) /* (on a trump lead: void in trump) */
            f->voids[(trick->leader + position) & 3u] |= (uint8_t)(1u << led);
    }
}

static pp_card with_rank(uint8_t suit, uint8_t rank)
{
    return pp_card_make(suit, rank);
}

/* Rule 5: the pitch. */
static pp_card pitch(const pp_cards *hand)
{
    int16_t q;
    uint8_t suit = pp_easy_best_suit(hand, &q), rank;
    uint16_t own = hand->suit[suit];
    if (own >> PP_RA & 1u)
        return with_rank(suit, PP_RA);
    if (own >> PP_RK & 1u)
        return with_rank(suit, PP_RK);
    for (rank = 0; rank < 13; rank++)
        if ((own >> rank & 1u) && rank != PP_RJ && rank != PP_R2 && rank != PP_R3)
            return with_rank(suit, rank);
    return with_rank(suit, pp_word_highest(own));
}

/* Rules 6-8: leading. */
static pp_card lead(const facts *f, uint8_t seat)
{
    uint8_t suit, best_suit = PP_NONE, best_length = 0;
    uint8_t opponent_1 = (seat + 1) & 3u, opponent_2 = (seat + 3) & 3u;
    int opponent_may_trump = f->unseen_trumps
        && (!(f->voids[opponent_1] >> f->trump & 1u) || !(f->voids[opponent_2] >> f->trump & 1u));
    pp_cards only;
    if (f->my_trumps && opponent_may_trump) {
        /* Rule 6: lead the master trump. */
        uint8_t top = pp_word_highest(f->my_trumps);
        if (pp_word_highest(f->unseen_trumps) < top)
            return with_rank(f->trump, top);
    }
    if (f->my_trumps && !opponent_may_trump) {
        /* Rule 7: nobody else can trump: cash the Low candidate, the jack, then the highest. */
        if (f->low_candidate != PP_NONE && (f->my_trumps >> f->low_candidate & 1u))
            return with_rank(f->trump, f->low_candidate);
        if (f->my_trumps >> PP_RJ & 1u)
            return with_rank(f->trump, PP_RJ);
        return with_rank(f->trump, pp_word_highest(f->my_trumps));
    }
    /* Rule 8: a side ace, else a cheap card from the longest side suit with a card of no pips. */
    for (suit = 0; suit < 4; suit++)
        if (suit != f->trump && (f->hand.suit[suit] >> PP_RA & 1u))
            return with_rank(suit, PP_RA);
    for (suit = 0; suit < 4; suit++) {
        uint16_t cards = f->hand.suit[suit];
        if (suit == f->trump || !cards)
            continue;
        if ((cards & 0xFFu) && pp_word_count(cards) > best_length) { /* a card of 2..9 */
            best_suit = suit;
            best_length = pp_word_count(cards);
        }
    }
    if (best_suit != PP_NONE) {
        pp_cards_clear(&only);
        only.suit[best_suit] = f->hand.suit[best_suit];
        return cheapest(f, &only);
    }
    return cheapest(f, &f->legal);
}

/* Rules 9-12: following. */
static pp_card follow(facts *f, const pp_view *view, const pp_trick *trick)
{
    uint8_t leader = pp_view_leader(view), winner_position = 0, position, winning_seat, suit;
    pp_card winning_card;
    pp_cards winners, sure, set;
    int16_t value = 0;
    f->led = pp_card_suit(trick->cards[0]);
    for (position = 1; position < trick->count; position++)
        if (beats(trick->cards[position], trick->cards[winner_position], f->trump))
            winner_position = position;
    winning_seat = (leader + winner_position) & 3u;
    winning_card = trick->cards[winner_position];
    f->nlater = 0;
    for (position = (uint8_t)(trick->count + 1); position < 4; position++)
        f->later[f->nlater++] = (leader + position) & 3u;

    if (winning_seat == f->partner && safe(f, winning_card, f->team)) {
        /* Rule 10: feed the partner. */
        pp_card best = PP_NONE;
        uint8_t best_pips = 0, tens = 0;
        if (f->legal.suit[f->trump] >> PP_RJ & 1u)
            return with_rank(f->trump, PP_RJ);
        if (f->low_candidate != PP_NONE && (f->legal.suit[f->trump] >> f->low_candidate & 1u))
            return with_rank(f->trump, f->low_candidate);
        for (suit = 0; suit < 4; suit++) {
            set.suit[suit] = (uint16_t)(f->legal.suit[suit] & (1u << PP_RT));
            tens |= set.suit[suit] != 0;
        }
        if (tens)
            return cheapest(f, &set);
        for (suit = 0; suit < 4; suit++) {
            uint16_t word = suit == f->trump ? 0 : f->legal.suit[suit];
            while (word) {
                uint8_t rank = pp_word_lowest(word), pips = pp_rank_pips(rank);
                if (pips > best_pips) {
                    best = with_rank(suit, rank);
                    best_pips = pips;
                }
                word = (uint16_t)(word & (word - 1u));
            }
        }
        if (best != PP_NONE)
            return best;
        return cheapest(f, &f->legal);
    }

    /* Rule 11: try to win the trick from the opponents. */
    for (position = 0; position < trick->count; position++) {
        pp_card card = trick->cards[position];
        value = (int16_t)(value + pp_card_pips(card));
        if (pp_card_suit(card) == f->trump
            && (pp_card_rank_bit(card) == PP_RJ || pp_card_rank_bit(card) == f->low_played))
            value += 20;
    }
    pp_cards_clear(&winners);
    pp_cards_clear(&sure);
    for (suit = 0; suit < 4; suit++) {
        uint16_t word = f->legal.suit[suit];
        while (word) {
            uint8_t rank = pp_word_lowest(word);
            pp_card card = with_rank(suit, rank);
            if (beats(card, winning_card, f->trump)) {
                winners.suit[suit] |= (uint16_t)(1u << rank);
                if (safe(f, card, f->team))
                    sure.suit[suit] |= (uint16_t)(1u << rank);
            }
            word = (uint16_t)(word & (word - 1u));
        }
    }
    if (winning_seat != f->partner || !pp_cards_is_empty(&winners)) {
        uint8_t pitcher = pp_view_pitcher(view);
        if (f->low_candidate != PP_NONE && (sure.suit[f->trump] >> f->low_candidate & 1u))
            return with_rank(f->trump, f->low_candidate);
        if (!pp_cards_is_empty(&winners) && pp_view_high_bid(view) == PP_BID_SMUDGE && pitcher != PP_NONE
            && (pitcher & 1u) != f->team)
            return cheapest(f, pp_cards_is_empty(&sure) ? &winners : &sure); /* one trick sets a Smudge */
        if (!pp_cards_is_empty(&sure)) {
            pp_card choice = cheapest(f, &sure);
            if (value > 0 || cost(f, choice) < 20)
                return choice;
        }
        if (!pp_cards_is_empty(&winners) && value >= 10 && winning_seat != f->partner)
            return cheapest(f, &winners);
    }
    /* Rule 12. */
    return cheapest(f, &f->legal);
}

/* Rules 5-12: the card to play. */
static pp_card play(const pp_view *view)
{
    facts f;
    pp_cards played;
    const pp_trick *trick = pp_view_trick(view);
    uint8_t suit, i, ntricks = pp_view_ntricks(view), seat = pp_view_seat(view);
    uint16_t to_come, played_trumps;
    uint8_t lowest_played, lowest_to_come;
    f.hand = *pp_view_hand(view);
    f.trump = pp_view_trump(view);
    if (f.trump == PP_NONE)
        return pitch(&f.hand);
    pp_view_legal_play_mask(view, &f.legal);
    pp_view_played(view, &played);
    for (suit = 0; suit < 4; suit++)
        f.unseen.suit[suit] = (uint16_t)(PP_SUIT_BITS & ~f.hand.suit[suit] & ~played.suit[suit]);
    f.unseen_trumps = f.unseen.suit[f.trump];
    f.my_trumps = f.hand.suit[f.trump];
    to_come = (uint16_t)(f.unseen_trumps | f.my_trumps);
    played_trumps = played.suit[f.trump];
    lowest_played = pp_word_lowest(played_trumps);
    lowest_to_come = pp_word_lowest(to_come);
    /* The Low candidate: the lowest trump still to come, unless a lower one was already played. */
    f.low_candidate = to_come && (!played_trumps || lowest_to_come < lowest_played) ? lowest_to_come : PP_NONE;
    /* A played trump that will surely be Low: lower than every trump still to come. */
    f.low_played = played_trumps && (!to_come || lowest_played < lowest_to_come) ? lowest_played : PP_NONE;
    f.team = seat & 1u;
    f.partner = (seat + 2) & 3u;
    f.led = PP_NONE;
    f.nlater = 0;
    for (i = 0; i < 4; i++)
        f.voids[i] = 0;
    for (i = 0; i < ntricks; i++)
        note_voids(&f, pp_view_trick_at(view, i));
    if (trick->count)
        note_voids(&f, trick);
    if (!trick->count)
        return lead(&f, seat);
    return follow(&f, view, trick);
}

pp_action pp_easy_choose(const pp_view *view)
{
    pp_action legal[PP_MAX_ACTIONS];
    uint8_t count = pp_view_legal_actions(view, legal);
    if (!count)
        return PP_NONE; /* not this seat's turn */
    if (count == 1)
        return legal[0]; /* rule 0 */
    if (PP_ACTION_IS_BID(legal[0]) || PP_ACTION_IS_BID(legal[count - 1]))
        return bid(view, legal, count);
    return play(view);
}
