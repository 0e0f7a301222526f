/* cards.c: game points and bit tricks on card sets (see cards.h). */
#include "cards.h"

uint8_t pp_rank_pips(uint8_t rank_bit)
{
    switch (rank_bit) {
    case PP_RT: return 10;
    case PP_RJ: return 1;
    case PP_RQ: return 2;
    case PP_RK: return 3;
    case PP_RA: return 4;
    default: return 0;
    }
}

uint8_t pp_card_pips(pp_card card)
{
    return pp_rank_pips(pp_card_rank_bit(card));
}

uint8_t pp_word_count(uint16_t word)
{
    uint8_t count = 0;
    while (word) {
        word = (uint16_t)(word & (word - 1u));
        count++;
    }
    return count;
}

uint8_t pp_word_highest(uint16_t word)
{
    uint8_t rank = 12;
    if (!word)
        return PP_NONE;
    while (!(word >> rank & 1u))
        rank--;
    return rank;
}

uint8_t pp_word_lowest(uint16_t word)
{
    uint8_t rank = 0;
    if (!word)
        return PP_NONE;
    while (!(word >> rank & 1u))
        rank++;
    return rank;
}

uint8_t pp_word_pips(uint16_t word)
{
    uint8_t pips = 0;
    if (word & (1u << PP_RT))
        pips += 10;
    if (word & (1u << PP_RJ))
        pips += 1;
    if (word & (1u << PP_RQ))
        pips += 2;
    if (word & (1u << PP_RK))
        pips += 3;
    if (word & (1u << PP_RA))
        pips += 4;
    return pips;
}

void pp_cards_clear(pp_cards *set)
{
    set->suit[0] = set->suit[1] = set->suit[2] = set->suit[3] = 0;
}

int pp_cards_has(const pp_cards *set, pp_card card)
{
    return card < 52 && (set->suit[pp_card_suit(card)] >> pp_card_rank_bit(card) & 1u);
}

void pp_cards_add(pp_cards *set, pp_card card)
{
    set->suit[pp_card_suit(card)] |= (uint16_t)(1u << pp_card_rank_bit(card));
}

void pp_cards_remove(pp_cards *set, pp_card card)
{
    set->suit[pp_card_suit(card)] &= (uint16_t)~(1u << pp_card_rank_bit(card));
}

int pp_cards_is_empty(const pp_cards *set)
{
    return !(set->suit[0] | set->suit[1] | set->suit[2] | set->suit[3]);
}

uint8_t pp_cards_count(const pp_cards *set)
{
    return (uint8_t)(pp_word_count(set->suit[0]) + pp_word_count(set->suit[1])
                     + pp_word_count(set->suit[2]) + pp_word_count(set->suit[3]));
}

uint8_t pp_cards_pips(const pp_cards *set)
{
    return (uint8_t)(pp_word_pips(set->suit[0]) + pp_word_pips(set->suit[1])
                     + pp_word_pips(set->suit[2]) + pp_word_pips(set->suit[3]));
}

pp_card pp_cards_lowest(const pp_cards *set)
{
    uint8_t suit;
    for (suit = 0; suit < 4; suit++)
        if (set->suit[suit])
            return pp_card_make(suit, pp_word_lowest(set->suit[suit]));
    return PP_NONE;
}

pp_card pp_cards_highest(const pp_cards *set)
{
    uint8_t suit = 4;
    while (suit--)
        if (set->suit[suit])
            return pp_card_make(suit, pp_word_highest(set->suit[suit]));
    return PP_NONE;
}

pp_card pp_cards_nth(const pp_cards *set, uint8_t k)
{
    uint8_t suit, rank;
    for (suit = 0; suit < 4; suit++) {
        uint16_t word = set->suit[suit];
        for (rank = 0; word; rank++, word >>= 1) {
            if (word & 1u) {
                if (!k)
                    return pp_card_make(suit, rank);
                k--;
            }
        }
    }
    return PP_NONE;
}

uint8_t pp_cards_list(const pp_cards *set, pp_card *out)
{
    uint8_t suit, rank, count = 0;
    for (suit = 0; suit < 4; suit++) {
        uint16_t word = set->suit[suit];
        for (rank = 0; word; rank++, word >>= 1)
            if (word & 1u)
                out[count++] = pp_card_make(suit, rank);
    }
    return count;
}
