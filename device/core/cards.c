/* cards.c: game points and bit tricks on card sets (see cards.h). */
#include "cards.h"

const uint8_t pp_card_suits[52] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
};

const uint8_t pp_card_rank_bits[52] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
};

/* The bits set in, and the lowest set bit of, each 4-bit value (0 for 0): nibble tables rather
 * than byte tables, 32 bytes instead of 512 in the Palm app's code 1 (its size budget). */
static const uint8_t COUNT4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const uint8_t LOWEST4[16] = {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};

uint8_t pp_word_count(uint16_t word)
{
    return (uint8_t)(COUNT4[word & 15u] + COUNT4[word >> 4 & 15u] + COUNT4[word >> 8 & 15u]
                     + COUNT4[word >> 12]);
}

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

/* The highest set bit of each 4-bit value (0 for 0). */
static const uint8_t HIGHEST4[16] = {0, 0, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3};

uint8_t pp_word_highest(uint16_t word)
{
    if (!word)
        return PP_NONE;
    if (word >> 8)
        return (uint8_t)(word >> 12 ? 12 + HIGHEST4[word >> 12] : 8 + HIGHEST4[word >> 8 & 15u]);
    return (uint8_t)(word >> 4 ? 4 + HIGHEST4[word >> 4] : HIGHEST4[word]);
}

uint8_t pp_word_lowest(uint16_t word)
{
    if (!word)
        return PP_NONE;
    uint8_t base = 0;
    while (!(word & 15u)) {
        word >>= 4;
        base = (uint8_t)(base + 4);
    }
    return (uint8_t)(base + LOWEST4[word & 15u]);
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

uint8_t pp_word_nth(uint16_t word, uint8_t k)
{
    while (k--)
        word = (uint16_t)(word & (word - 1u)); /* drop the lowest card */
    return pp_word_lowest(word);
}

uint8_t pp_cards_list(const pp_cards *set, pp_card *out)
{
    uint8_t suit, count = 0;
    for (suit = 0; suit < 4; suit++) {
        uint16_t word = set->suit[suit];
        pp_card base = pp_card_make(suit, 0);
        while (word) {
            out[count++] = (pp_card)(base + pp_word_lowest(word));
            word = (uint16_t)(word & (word - 1u));
        }
    }
    return count;
}
